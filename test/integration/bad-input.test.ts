import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { fixtureServer, isAlive, realServer, runBuiltCli, tempDir } from '../helpers/fixtures.js';

// Every bad input ends with exit 2 and a message naming the cause, with no process left behind
// and no lockfile touched. A run that hung instead would meet vitest's test timeout.

const memory = ['node', realServer('server-memory', '2026.8.31')];
const raw = (variant: string) => ['node', fixtureServer('content/raw-server.mjs'), `--variant=${variant}`];
const TIMEOUT = 3000;

/**
 * Live processes whose environment holds `marker` (read from /proc; a server and its children
 * inherit what `--env` gave it). Exited processes have no environment to read, zombies included.
 */
function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').includes(marker)) found.push(Number(entry));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/** What a run left behind, once the kills it sent have landed (polled, not a speed bound). */
async function leftBehind(marker: string): Promise<number[]> {
  for (let waited = 0; ; waited += 100) {
    const alive = processesWith(marker);
    if (alive.length === 0 || waited >= 10_000) return alive;
    await sleep(100);
  }
}

function snapshotOf(file: string) {
  return { bytes: readFileSync(file), mtime: statSync(file).mtimeMs };
}

async function lockedMemory(dir: string): Promise<string> {
  const lockfile = path.join(dir, 'mcp.lock.json');
  const run = await runBuiltCli(['lock', '--lockfile', lockfile, '--', ...memory]);
  expect(run.code, run.stderr).toBe(0);
  return lockfile;
}

describe('bad lockfiles: exit 2, file named, file untouched (syntax, version and schema before any server starts)', () => {
  it('missing lockfile', async () => {
    const dir = tempDir();
    const lockfile = path.join(dir, 'nope.lock.json');
    const run = await runBuiltCli(['check', '--lockfile', lockfile, '--', ...memory]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('nope.lock.json');
    expect(run.stderr).toMatch(/lockfile_missing/);
    expect(existsSync(lockfile)).toBe(false);
  });

  const corruptions: Array<[string, (text: string) => string, RegExp]> = [
    ['truncated', (text) => text.slice(0, Math.floor(text.length / 2)), /lockfile_invalid/],
    ['empty', () => '', /lockfile_invalid/],
    ['schema-invalid digest', (text) => text.replace(/"sha256:[0-9a-f]{64}"/, '"sha256:nothex"'), /lockfile_invalid/],
    ['newer version', (text) => text.replace('"lockfileVersion": 2', '"lockfileVersion": 3'), /lockfile_version/],
    // Well-formed but not the digest of its definition: caught by the integrity re-check.
    ['hand-edited digest', (text) => text.replace(/"hangarDigest": "sha256:([0-9a-f])/, (_m, c: string) => `"hangarDigest": "sha256:${c === '0' ? '1' : '0'}`), /lockfile_invalid.*inconsistent/],
  ];
  for (const [name, corrupt, code] of corruptions) {
    it(`${name} lockfile`, async () => {
      const dir = tempDir();
      const lockfile = await lockedMemory(dir);
      writeFileSync(lockfile, corrupt(readFileSync(lockfile, 'utf8')));
      const before = snapshotOf(lockfile);
      const run = await runBuiltCli(['check', '--lockfile', lockfile, '--', ...memory]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(code);
      expect(run.stderr).toContain('mcp.lock.json');
      expect(snapshotOf(lockfile)).toEqual(before);
    });
  }
});

describe.runIf(existsSync('/proc'))('finding what a run left behind', () => {
  it('sees a process carrying the marker while it lives and not once it is gone', async () => {
    const marker = `GATE_TEST_RUN=${randomUUID()}`;
    const [name, value] = marker.split('=') as [string, string];
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e6)'], { env: { ...process.env, [name]: value }, stdio: 'ignore' });
    await new Promise((resolve) => child.once('spawn', resolve));
    expect(processesWith(marker)).toEqual([child.pid]);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    expect(await leftBehind(marker)).toEqual([]);
  });
});

describe('misbehaving servers: exit 2 naming the cause, no process left behind, lockfile untouched', () => {
  const cases: Array<[string, string[], RegExp]> = [
    ['crash at start', ['node', fixtureServer('process/crash-at-start.mjs')], /server_start_failed/],
    ['hang', ['node', fixtureServer('process/hang.mjs')], /server_timeout/],
    ['garbage on stdout', ['node', fixtureServer('process/garbage-stdout.mjs')], /protocol_error|server_start_failed/],
    ['program not found', ['./definitely-not-a-program-mcp'], /server_start_failed/],
    ['cursor cycle', raw('cursor-cycle'), /pagination_error/],
    ['endless list', raw('huge'), /pagination_error/],
  ];
  for (const [name, server, cause] of cases) {
    it(name, async () => {
      const dir = tempDir();
      const lockfile = await lockedMemory(dir);
      const before = snapshotOf(lockfile);
      for (const command of ['check', 'lock']) {
        const marker = `GATE_TEST_RUN=${randomUUID()}`;
        const run = await runBuiltCli([command, '--lockfile', lockfile, '--timeout', String(TIMEOUT), '--env', 'GATE_TEST_SECRET=hunter2-do-not-print',
          '--env', marker, '--', ...server]);
        expect(run.code, `${command}: ${run.stderr}`).toBe(2);
        expect(run.stderr).toMatch(cause);
        expect(run.stderr).not.toContain('hunter2-do-not-print');
        if (existsSync('/proc')) expect(await leftBehind(marker), `${command}: processes left behind`).toEqual([]);
        expect(snapshotOf(lockfile)).toEqual(before);
      }
    });
  }
});

describe('process tree', () => {
  it('leaves no process behind when the server starts a child in a process group of its own', async () => {
    const dir = tempDir();
    const pidFile = path.join(dir, 'pids.txt');
    const run = await runBuiltCli(['lock', '--lockfile', path.join(dir, 'l.json'), '--', 'node', fixtureServer('process/detached-grandchild.mjs'), pidFile]);
    expect(run.code, run.stderr).toBe(0);
    const pids = readFileSync(pidFile, 'utf8').split(/\s+/).filter(Boolean).map(Number);
    expect(pids).toHaveLength(2);
    await sleep(200);
    for (const pid of pids) expect(isAlive(pid), `pid ${pid}`).toBe(false);
  });

  it('leaves no process behind when the server and its child ignore SIGTERM', async () => {
    const dir = tempDir();
    const pidFile = path.join(dir, 'pids.txt');
    const run = await runBuiltCli(['lock', '--lockfile', path.join(dir, 'l.json'), '--', 'node', fixtureServer('process/ignore-sigterm.mjs'), pidFile]);
    expect(run.code, run.stderr).toBe(0);
    const pids = readFileSync(pidFile, 'utf8').split(/\s+/).filter(Boolean).map(Number);
    expect(pids.length).toBeGreaterThanOrEqual(1);
    await sleep(200);
    for (const pid of pids) expect(isAlive(pid), `pid ${pid}`).toBe(false);
  });
});

describe('bad options: exit 2 with the cause, never 0 or 1', () => {
  const cases: Array<[string[], RegExp]> = [
    [['check', '--fail-on', 'severe', '--', ...memory], /fail-on/],
    [['check'], /no server/],
    [['check', '--start', 'node x.js', '--', ...memory], /--start needs --url/],
    [['check', '--url', 'ftp://x', '--start', 'node x.js'], /http or https/],
    [['check', '--timeout', 'soon', '--', ...memory], /--timeout/],
    [['check', '--url', 'http://127.0.0.1:9/mcp', '--start', 'node a.js | sh'], /shell syntax/],
    [['frobnicate'], /unknown command/],
  ];
  for (const [args, cause] of cases) {
    it(args.join(' '), async () => {
      const run = await runBuiltCli(args, { cwd: tempDir() });
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(cause);
    });
  }
});

describe('the server\'s environment', () => {
  it('does not include the runner\'s token or other variables, only what was given with --env', async () => {
    const dir = tempDir();
    const script = path.join(dir, 'env-server.mjs');
    // A server that publishes its environment's names as its tool names.
    writeFileSync(script, `
      import { createInterface } from 'node:readline';
      const tools = Object.keys(process.env).sort().map((name) => ({ name, inputSchema: { type: 'object' } }));
      createInterface({ input: process.stdin }).on('line', (line) => {
        const r = JSON.parse(line); if (r.id === undefined) return;
        const result = r.method === 'initialize'
          ? { protocolVersion: r.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'env', version: '1' } }
          : r.method === 'tools/list' ? { tools } : {};
        process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: r.id, result }) + '\\n');
      });`);
    const run = await runBuiltCli(['snapshot', '--env', 'GIVEN=1', '--', 'node', script], {
      env: { INPUT_TOKEN: 'ghs_fake', GITHUB_TOKEN: 'ghs_fake2', ACTIONS_RUNTIME_TOKEN: 'x', GITHUB_OUTPUT: '/tmp/out', SOME_SECRET: 's' },
    });
    expect(run.code, run.stderr).toBe(0);
    const names = (JSON.parse(run.stdout).listed.tools as Array<{ name: string }>).map((t) => t.name);
    expect(names).toContain('GIVEN');
    expect(names).toContain('PATH');
    for (const hidden of ['INPUT_TOKEN', 'GITHUB_TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'GITHUB_OUTPUT', 'SOME_SECRET']) expect(names).not.toContain(hidden);
  });
});

describe('server text in the log', () => {
  const noWorkflowCommand = (text: string) => {
    for (const line of text.split('\n')) expect(line.trimStart().startsWith('::'), JSON.stringify(line)).toBe(false);
  };

  it('quotes a crashing server\'s stderr so no line can be a workflow command', async () => {
    const dir = tempDir();
    const script = path.join(dir, 'forge.mjs');
    writeFileSync(script, "process.stderr.write('::error file=a.js,line=1::forged\\n::add-mask::x\\n\\u001b[2Jcleared\\n'); process.exit(1);\n");
    const run = await runBuiltCli(['check', '--lockfile', path.join(dir, 'none.json'), '--', 'node', script]);
    expect(run.code).toBe(2);
    const locked = await runBuiltCli(['lock', '--lockfile', path.join(dir, 'l.json'), '--', 'node', script]);
    expect(locked.code).toBe(2);
    expect(locked.stderr).toContain('forged');
    noWorkflowCommand(locked.stderr);
    expect(locked.stderr).not.toContain('\u001b');
  });

  it('escapes a tool name that tries to start a new log line', async () => {
    const dir = tempDir();
    const tools = [{ name: 'x\n::error file=a.js,line=1::forged\n', inputSchema: { type: 'string' } }];
    writeFileSync(path.join(dir, 'tools.json'), JSON.stringify(tools));
    const run = await runBuiltCli(['lock', '--lockfile', path.join(dir, 'l.json'), '--', 'node', fixtureServer('content/from-file.mjs'), path.join(dir, 'tools.json')]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('spec_violation');
    noWorkflowCommand(run.stderr);
  });
});

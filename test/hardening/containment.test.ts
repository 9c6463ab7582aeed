import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { isProcessAlive, liveProcessGroups } from '../../src/launch/index.js';
import { repoRoot, tempDir } from '../helpers/fixtures.js';
import { waitFor } from '../launch/helpers.js';
import { hostile, node } from './helpers.js';

// Item 3: a grandchild that double-forks into a session of its own (setsid) and ignores SIGTERM
// and SIGHUP. Linux only: the containment sweep reads /proc (docs/SECURITY.md says what holds elsewhere).
const linux = process.platform === 'linux';
const everyPid: number[] = [];

/** The pids of the setsid child and its grandchild, once both have written them. */
async function escapedPids(pidFile: string): Promise<number[]> {
  const pids = await waitFor(() => {
    if (!existsSync(pidFile)) return undefined;
    const found = readFileSync(pidFile, 'utf8').split('\n').filter(Boolean).map(Number);
    return found.length >= 2 ? found : undefined;
  });
  everyPid.push(...pids);
  return pids;
}

async function expectGone(pids: number[]): Promise<void> {
  // The kernel reaps a SIGKILLed orphan shortly after the signal; nothing is timed, only awaited.
  await waitFor(() => (pids.every((pid) => !isProcessAlive(pid)) ? true : undefined), 10_000).catch(() => undefined);
  for (const pid of pids) expect(isProcessAlive(pid), `pid ${pid} survived`).toBe(false);
}

afterAll(() => {
  // Never leave anything behind, even when an assertion failed.
  for (const pid of everyPid) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
});

async function cli(args: string[], cwd: string) {
  let stderr = '';
  const code = await runCli(args, { stdout: () => {}, stderr: (t) => (stderr += t), cwd });
  return { code, stderr };
}

describe.runIf(linux)('a setsid double-forked grandchild ignoring SIGTERM never survives (issue 12, item 3)', () => {
  for (const command of ['lock', 'check', 'verify', 'snapshot'] as const) {
    it(`${command}: nothing of the server is left`, async () => {
      const dir = tempDir();
      const pidFile = join(dir, 'pids');
      if (command === 'check' || command === 'verify') expect((await cli(['lock', '--', node, hostile, 'stdio'], dir)).code).toBe(0);
      const run = cli([command, '--env', 'HOSTILE=double-fork', '--env', `HOSTILE_PID_FILE=${pidFile}`, '--', node, hostile, 'stdio'], dir);
      const pids = await escapedPids(pidFile);
      const result = await run;
      expect(result.code, result.stderr).toBe(0);
      await expectGone(pids);
      expect(liveProcessGroups()).toEqual([]);
    });
  }

  it('scan --update: nothing of the server is left', async () => {
    const dir = tempDir();
    const pidFile = join(dir, 'pids');
    writeFileSync(
      join(dir, 'scan.yml'),
      ['servers:', '  - name: hostile', `    command: ${JSON.stringify(`${JSON.stringify(node)} ${JSON.stringify(hostile)} stdio`)}`, `    env: { HOSTILE: double-fork, HOSTILE_PID_FILE: ${JSON.stringify(pidFile)} }`, ''].join('\n'),
    );
    const run = cli(['scan', '--config', 'scan.yml', '--update'], dir);
    const pids = await escapedPids(pidFile);
    const result = await run;
    expect(result.code, result.stderr).toBe(0);
    await expectGone(pids);
  });

  it('--start (HTTP): nothing of the started server is left', async () => {
    const dir = tempDir();
    const pidFile = join(dir, 'pids');
    const { freePort } = await import('../helpers/fixtures.js');
    const port = await freePort();
    const start = `${JSON.stringify(node)} ${JSON.stringify(hostile)} http ${port}`;
    const run = cli(['snapshot', '--url', `http://127.0.0.1:${port}/mcp`, '--start', start, '--env', 'HOSTILE=double-fork', '--env', `HOSTILE_PID_FILE=${pidFile}`], dir);
    const pids = await escapedPids(pidFile);
    const result = await run;
    expect(result.code, result.stderr).toBe(0);
    await expectGone(pids);
  });

  describe('when the gate itself is killed', () => {
    let driver: string;
    beforeAll(() => {
      // The exit hooks act only in a process of their own: the launch stage, transpiled, in a driver.
      const out = mkdtempSync(join(tmpdir(), 'gate-containment-'));
      symlinkSync(join(repoRoot, 'node_modules'), join(out, 'node_modules'), 'dir');
      writeFileSync(join(out, 'package.json'), '{"type":"module"}');
      const sources = ['src/errors.ts', 'src/json.ts', 'src/report/escape.ts', ...readdirSync(join(repoRoot, 'src/launch')).map((f) => `src/launch/${f}`)];
      for (const source of sources.filter((s) => s.endsWith('.ts'))) {
        const { outputText } = ts.transpileModule(readFileSync(join(repoRoot, source), 'utf8'), {
          compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
        });
        const target = join(out, source.replace(/\.ts$/, '.js'));
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, outputText);
      }
      driver = join(out, 'driver.mjs');
      writeFileSync(
        driver,
        `import { launchServer } from './src/launch/index.js';
const [server, pidFile] = process.argv.slice(2);
await launchServer({ command: [process.execPath, server, 'stdio'], env: { HOSTILE: 'double-fork', HOSTILE_PID_FILE: pidFile }, timeoutMs: 20000 });
process.stdout.write('ready\\n');
setInterval(() => {}, 1e6);
`,
      );
    });

    for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
      it(`${signal}: the gate dies by it and takes the escaped grandchild with it`, async () => {
        const pidFile = join(tempDir(), 'pids');
        const child = spawn(node, [driver, hostile, pidFile], { stdio: ['ignore', 'pipe', 'inherit'] });
        const ended = new Promise<NodeJS.Signals | null>((done) => child.once('exit', (_code, sig) => done(sig)));
        let stdout = '';
        child.stdout.on('data', (chunk) => (stdout += chunk));
        try {
          await waitFor(() => (stdout.includes('ready') ? true : undefined), 20_000);
          const pids = await escapedPids(pidFile);
          // The setsid child exits at once (that is the double fork); the grandchild lives on.
          expect(pids.some(isProcessAlive)).toBe(true);
          child.kill(signal);
          expect(await ended).toBe(signal);
          await expectGone(pids);
        } finally {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        }
      });
    }
  });
});

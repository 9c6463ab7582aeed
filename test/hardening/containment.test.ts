import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { isProcessAlive, liveProcessGroups } from '../../src/launch/index.js';
import { repoRoot, tempDir } from '../helpers/fixtures.js';
import { waitFor } from '../launch/helpers.js';
import { hostile, node } from './helpers.js';
import { launchDriver } from './launchDriver.js';

// Item 3: a grandchild that double-forks into a session of its own (setsid) and ignores SIGTERM
// and SIGHUP. Linux only: the containment sweep reads /proc (docs/SECURITY.md says what holds elsewhere).
const linux = process.platform === 'linux';
const everyPid: number[] = [];

/** The pids of the setsid child and its grandchild (`count` of them), once written. */
async function escapedPids(pidFile: string, count = 2): Promise<number[]> {
  const pids = await waitFor(() => {
    if (!existsSync(pidFile)) return undefined;
    const found = readFileSync(pidFile, 'utf8').split('\n').filter(Boolean).map(Number);
    return found.length >= count ? found : undefined;
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
      driver = launchDriver(
        `import { launchServer } from './src/launch/index.js';
const [server, pidFile] = process.argv.slice(2);
await launchServer({ command: [process.execPath, server, 'stdio'], env: { HOSTILE: 'double-fork', HOSTILE_PID_FILE: pidFile }, timeoutMs: 20000 });
process.stdout.write('ready\\n');
setInterval(() => {}, 1e6);
`,
      );
    });

    // SIGKILL runs no hook of the gate: under the subreaper (Linux with Perl), the reaper's
    // parent-death signal is what kills the escaped grandchild.
    const reaperAvailable = ['/usr/bin/perl', '/bin/perl'].some((path) => existsSync(path));
    for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP', ...(reaperAvailable ? (['SIGKILL'] as const) : [])] as const) {
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

// Issue 23, items 3 and 4: an escapee (double fork, setsid twice, SIGTERM ignored, the middle
// process gone at once) that also hides the environment marker, either by prctl(PR_SET_DUMPABLE, 0)
// (its /proc/PID/environ is unreadable to its own user) or by overwriting it in place ($0 in Perl).
// Run by the test's user (root in CI) and by an unprivileged one, as on GitHub's hosted runners.
const escapee = join(repoRoot, 'test', 'fixtures', 'servers', 'hostile', 'escapee.mjs');
const hasPerl = linux && ['/usr/bin/perl', '/bin/perl'].some((path) => existsSync(path));
const root = typeof process.getuid === 'function' && process.getuid() === 0;
const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path));
const NOBODY = 65534;

describe.runIf(hasPerl)('an escapee that hides its environment marker never survives (issue 23, items 3 and 4)', () => {
  let driver: string;
  beforeAll(() => {
    // Launches the server, reports ready, closes the connection on a line on stdin, reports closed.
    driver = launchDriver(
      `import { createInterface } from 'node:readline';
import { launchServer } from './src/launch/index.js';
const [server, shape, pidFile] = process.argv.slice(2);
const connection = await launchServer({ command: [process.execPath, server, shape, pidFile], timeoutMs: 20000 });
process.stdout.write('ready\\n');
createInterface({ input: process.stdin }).once('line', async () => {
  await connection.close();
  process.stdout.write('closed\\n');
  process.exit(0);
});
`,
    );
  });

  const users = [
    { name: root ? 'root' : 'the current user', prefix: [] as string[], uid: process.getuid?.() },
    { name: 'an unprivileged user (nobody, via setpriv)', prefix: [setpriv ?? 'setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups'], uid: NOBODY },
  ];
  for (const user of users) {
    for (const shape of ['nondumpable', 'environ'] as const) {
      const skip = user.uid === NOBODY && !(root && setpriv !== undefined);
      // Without root there is no other user to become: the first row already runs unprivileged.
      it.skipIf(skip)(`${shape}, run by ${user.name}: killed when the connection closes`, async () => {
        const dir = mkdtempSync(join(tmpdir(), 'gate-escapee-'));
        chmodSync(dir, 0o777); // the escapee, as nobody, writes its pid here
        const pidFile = join(dir, 'pids');
        const [program, ...args] = [...user.prefix, node, driver, escapee, shape, pidFile];
        const child = spawn(program!, args, { stdio: ['pipe', 'pipe', 'inherit'] });
        let stdout = '';
        child.stdout.on('data', (chunk) => (stdout += chunk));
        const ended = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
        try {
          await waitFor(() => (stdout.includes('ready') ? true : undefined), 20_000);
          const [pid] = await escapedPids(pidFile, 1);
          // The shape is what it claims: the escapee runs as the user, left the server's session,
          // and its marker cannot be read (non-dumpable: /proc/PID is root's) or is gone (overwritten).
          const status = readFileSync(`/proc/${pid}/status`, 'utf8');
          expect(Number(/^Uid:\s+(\d+)/m.exec(status)![1])).toBe(user.uid);
          if (shape === 'nondumpable') expect(statSync(`/proc/${pid}/environ`).uid).toBe(0);
          else expect(readFileSync(`/proc/${pid}/environ`).includes('MCP_DRIFT_GATE_CONTAINMENT=')).toBe(false);
          expect(isProcessAlive(pid!)).toBe(true);
          child.stdin.write('close\n');
          expect(await ended).toBe(0);
          expect(stdout).toContain('closed');
          await expectGone([pid!]);
        } finally {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        }
      });
    }
  }
});

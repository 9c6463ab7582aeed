import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { isProcessAlive } from '../../src/launch/index.js';
import { fixture, pidsWhenWritten, tempFile, waitFor } from './helpers.js';

// The exit hooks only matter in a process of their own, so this runs the launch stage, compiled
// with plain TypeScript transpilation, inside a separate Node process that then dies in various ways.
const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
let driver: string;

beforeAll(() => {
  const out = mkdtempSync(join(tmpdir(), 'gate-exit-hooks-'));
  symlinkSync(join(ROOT, 'node_modules'), join(out, 'node_modules'), 'dir');
  writeFileSync(join(out, 'package.json'), '{"type":"module"}');
  const sources = ['src/errors.ts', 'src/json.ts', 'src/report/escape.ts', ...readdirSync(join(ROOT, 'src/launch')).map((f) => `src/launch/${f}`)];
  for (const source of sources.filter((s) => s.endsWith('.ts'))) {
    const { outputText } = ts.transpileModule(readFileSync(join(ROOT, source), 'utf8'), {
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
const [mode, server, pidFile] = process.argv.slice(2);
await launchServer({ command: [process.execPath, server, pidFile], timeoutMs: 10000 });
process.stdout.write('ready\\n');
// Die only when told, so the test can first see the server alive.
process.stdin.once('data', () => {
  if (mode === 'exit') process.exit(0);
  if (mode === 'throw') throw new Error('boom');
});
setInterval(() => {}, 1e6);
`,
  );
});

async function runDriver(mode: 'exit' | 'throw' | 'SIGTERM' | 'SIGINT') {
  const pidFile = tempFile('pids.json');
  const child = spawn(process.execPath, [driver, mode, fixture('ignore-sigterm.mjs'), pidFile], { stdio: ['pipe', 'pipe', 'pipe'] });
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  await waitFor(() => (stdout.includes('ready') ? true : undefined));
  const pids = await pidsWhenWritten(pidFile);
  for (const pid of pids) expect(isProcessAlive(pid)).toBe(true);
  if (mode === 'SIGTERM' || mode === 'SIGINT') child.kill(mode);
  else child.stdin.write('go\n');
  const result = await ended;
  // SIGKILL was sent synchronously on the way out; give the kernel a moment to reap.
  await waitFor(() => (pids.every((pid) => !isProcessAlive(pid)) ? true : undefined), 3_000);
  return result;
}

describe('servers die with the gate', () => {
  it('on process.exit()', async () => {
    expect(await runDriver('exit')).toEqual({ code: 0, signal: null });
  });

  it('on an uncaught exception', async () => {
    expect((await runDriver('throw')).code).toBe(1);
  });

  it('on SIGTERM, and the gate still dies by SIGTERM', async () => {
    expect(await runDriver('SIGTERM')).toEqual({ code: null, signal: 'SIGTERM' });
  });

  it('on SIGINT, and the gate still dies by SIGINT', async () => {
    expect(await runDriver('SIGINT')).toEqual({ code: null, signal: 'SIGINT' });
  });
});

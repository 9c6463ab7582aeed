import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cliPath = path.join(repoRoot, 'dist', 'cli.js');
export const forceLoopback = path.join(repoRoot, 'test', 'fixtures', 'servers', 'http', 'force-loopback.mjs');

type RealServer = 'server-everything' | 'server-filesystem' | 'server-memory';

/** Entry script of a pinned published server, installed alone under test/fixtures/npm/<name>-<version>. */
export function realServer(name: RealServer, version: string): string {
  return path.join(repoRoot, 'test', 'fixtures', 'npm', `${name}-${version}`, 'node_modules', '@modelcontextprotocol', name, 'dist', 'index.js');
}

export function fixtureServer(relative: string): string {
  return path.join(repoRoot, 'test', 'fixtures', 'servers', relative);
}

export function tempDir(prefix = 'mcp-drift-gate-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/** A free TCP port on loopback (bound and released; good enough for a test that binds it next). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs the bundled CLI as a user would (a real process, real exit code). */
export function runBuiltCli(args: string[], options: { cwd?: string; env?: Record<string, string>; killAfterMs?: number } = {}): Promise<CliRun> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliPath, ...args], {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const guard = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(guard);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

/** Zombies count as dead: on some machines PID 1 does not reap orphans, so kill(pid, 0) would lie. */
export { isProcessAlive as isAlive } from '../../src/launch/index.js';

import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { GateError, type GateErrorCode } from '../../src/errors.js';
import { isProcessAlive } from '../../src/launch/index.js';

export const FIXTURES = fileURLToPath(new URL('../fixtures/servers/process', import.meta.url));
export const fixture = (name: string) => join(FIXTURES, name);
export const node = process.execPath;

export function tempFile(name: string): string {
  return join(mkdtempSync(join(tmpdir(), 'gate-launch-')), name);
}

export { freePort } from '../helpers/fixtures.js';

export async function waitFor<T>(read: () => T | undefined, withinMs = 10_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

export function readPids(file: string): number[] {
  const text = readFileSync(file, 'utf8').trim();
  return text.startsWith('{') ? Object.values(JSON.parse(text) as Record<string, number>) : text.split(/\s+/).map(Number);
}

export async function pidsWhenWritten(file: string): Promise<number[]> {
  return waitFor(() => (existsSync(file) && readFileSync(file, 'utf8').trim() !== '' ? readPids(file) : undefined));
}

export function expectAllDead(pids: number[]): void {
  expect(pids.length).toBeGreaterThan(0);
  for (const pid of pids) expect(isProcessAlive(pid), `pid ${pid} still alive`).toBe(false);
}

/** Runs `action`, expects a GateError with `code`, and returns it with how long it took. */
export async function expectGateError(action: () => Promise<unknown>, code: GateErrorCode): Promise<{ error: GateError; elapsedMs: number }> {
  const started = Date.now();
  let caught: unknown;
  try {
    await action();
  } catch (error) {
    caught = error;
  }
  const elapsedMs = Date.now() - started;
  expect(caught, 'expected a GateError').toBeInstanceOf(GateError);
  const error = caught as GateError;
  expect(error.code, error.message).toBe(code);
  return { error, elapsedMs };
}

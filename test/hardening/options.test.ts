import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { parseMaxMessageBytes, parseTimeoutMs } from '../../src/core/commandLine.js';
import { launchServer, MAX_TIMEOUT_MS } from '../../src/launch/index.js';
import { expectGateError } from '../launch/helpers.js';
import { hostile, node } from './helpers.js';

async function cli(args: string[]) {
  let stderr = '';
  let stdout = '';
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: process.cwd() });
  return { code, stdout, stderr };
}

describe('--timeout and --max-message-bytes ranges', () => {
  it('refuses a timeout above what a Node timer holds, instead of failing at once', async () => {
    expect(() => parseTimeoutMs('2147483648', '--timeout')).toThrow(/from 1 to/);
    expect(() => parseTimeoutMs('1e3', '--timeout')).toThrow(/whole number/);
    expect(parseTimeoutMs(String(MAX_TIMEOUT_MS), '--timeout')).toBe(MAX_TIMEOUT_MS);
    const run = await cli(['snapshot', '--timeout', '99999999999', '--', node, hostile, 'stdio']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--timeout must be a whole number of milliseconds from 1 to');
    await expectGateError(() => launchServer({ command: [node, hostile, 'stdio'], timeoutMs: 2 ** 31 }), 'usage');
  });

  it('validates --max-message-bytes and applies it to the server', async () => {
    expect(parseMaxMessageBytes(undefined, 'x')).toBe(64 * 1024 * 1024);
    expect(() => parseMaxMessageBytes('12', '--max-message-bytes')).toThrow(/at least 1024/);
    expect(() => parseMaxMessageBytes('-5', '--max-message-bytes')).toThrow(/at least 1024/);
    const run = await cli(['snapshot', '--max-message-bytes', '100000', '--env', 'HOSTILE=big-list', '--env', 'HOSTILE_TOOLS=100', '--env', 'HOSTILE_BYTES=200000', '--', node, hostile, 'stdio']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('larger than the limit of 100000 bytes (--max-message-bytes)');
  });
});

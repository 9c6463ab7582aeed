import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as core from '@actions/core';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../../src/action/main.js';
import { runCli } from '../../src/cli/main.js';
import { tempDir } from '../helpers/fixtures.js';
import { hostile, node, startHostileHttp } from './helpers.js';

// The action's run(), in process, as the runner drives it: inputs as INPUT_* variables, outputs and
// the job summary as files, workflow commands on stdout.
const saved = { ...process.env };
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
  process.exitCode = undefined;
});

async function runAction(inputs: Record<string, string>, workspace: string) {
  const summary = path.join(workspace, 'summary.md');
  const output = path.join(workspace, 'output.txt');
  writeFileSync(summary, '');
  writeFileSync(output, '');
  Object.assign(process.env, { GITHUB_WORKSPACE: workspace, GITHUB_STEP_SUMMARY: summary, GITHUB_OUTPUT: output, RUNNER_TEMP: workspace });
  for (const name of Object.keys(process.env)) if (name.startsWith('INPUT_') || name.startsWith('GITHUB_EVENT') || name === 'GITHUB_REPOSITORY') delete process.env[name];
  for (const [name, value] of Object.entries(inputs)) process.env[`INPUT_${name.toUpperCase()}`] = value;
  // @actions/core caches the summary file's path in a singleton: one process is one run on a runner.
  (core.summary as unknown as { _filePath?: string })._filePath = undefined;
  core.summary.emptyBuffer();
  let stdout = '';
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) => ((stdout += chunk.toString()), true)) as typeof process.stdout.write;
  try {
    await run();
  } finally {
    process.stdout.write = write;
  }
  const outputs: Record<string, string> = {};
  const lines = readFileSync(output, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!match) continue;
    const value: string[] = [];
    while (lines[++i] !== match[2]) value.push(lines[i]!);
    outputs[match[1]!] = value.join('\n');
  }
  const exitCode = process.exitCode;
  process.exitCode = undefined;
  return { stdout, outputs, summary: readFileSync(summary, 'utf8'), exitCode };
}

const command = (behaviour = '') => `${JSON.stringify(node)} ${JSON.stringify(hostile)} stdio`;
const lock = async (dir: string, env: string[] = []) => {
  const result = await runCli(['lock', ...env.flatMap((e) => ['--env', e]), '--', node, hostile, 'stdio'], { stdout: () => {}, stderr: () => {}, cwd: dir });
  expect(result).toBe(0);
};

describe('the action refuses files outside the repository (issue 12, item 12)', () => {
  it('a lockfile symlinked outside the workspace: error naming it, content never quoted', async () => {
    const outside = tempDir();
    writeFileSync(path.join(outside, 'secret.txt'), 'runner-private {"not": json');
    const workspace = tempDir();
    symlinkSync(path.join(outside, 'secret.txt'), path.join(workspace, 'mcp.lock.json'));
    const result = await runAction({ command: command() }, workspace);
    expect(result.outputs.verdict).toBe('error');
    expect(result.stdout).toContain('lockfile mcp.lock.json resolves outside the repository');
    expect(result.stdout + result.summary).not.toContain('runner-private');
  });

  it('a policy file symlinked outside the workspace: the same', async () => {
    const outside = tempDir();
    writeFileSync(path.join(outside, 'policy.yml'), 'runner-private: [');
    const workspace = tempDir();
    await lock(workspace);
    symlinkSync(path.join(outside, 'policy.yml'), path.join(workspace, '.mcp-drift-gate.yml'));
    const result = await runAction({ command: command() }, workspace);
    expect(result.outputs.verdict).toBe('error');
    expect(result.stdout).toContain('config .mcp-drift-gate.yml resolves outside the repository');
    expect(result.stdout + result.summary).not.toContain('runner-private');
  });

  it('a lockfile signature (.sig) symlinked outside the workspace: refused naming it, content never quoted', async () => {
    const outside = tempDir();
    writeFileSync(path.join(outside, 'secret.sig'), 'runner-private signature');
    const workspace = tempDir();
    await lock(workspace);
    symlinkSync(path.join(outside, 'secret.sig'), path.join(workspace, 'mcp.lock.json.sig'));
    const result = await runAction({ command: command(), mode: 'verify' }, workspace);
    expect(result.outputs.verdict).toBe('error');
    expect(result.stdout).toContain('lockfile signature mcp.lock.json.sig resolves outside the repository');
    expect(result.stdout + result.summary).not.toContain('runner-private');
  });

  it('trusted-keys outside the workspace, by a symlink or by a ../ path: refused naming the input', async () => {
    const outside = tempDir();
    writeFileSync(path.join(outside, 'key.pub'), 'runner-private key');
    const workspace = tempDir();
    await lock(workspace);
    symlinkSync(path.join(outside, 'key.pub'), path.join(workspace, 'key.pub'));
    for (const keys of ['key.pub', path.relative(workspace, path.join(outside, 'key.pub'))]) {
      const result = await runAction({ command: command(), mode: 'verify', 'require-signature': 'true', 'trusted-keys': keys }, workspace);
      expect(result.outputs.verdict, keys).toBe('error');
      expect(result.stdout, keys).toMatch(/trusted key \S*key\.pub resolves outside the repository/);
      expect(result.stdout + result.summary).not.toContain('runner-private');
    }
  });

  it('a sarif-file symlinked outside the workspace: refused, the outside file never written', async () => {
    const outside = tempDir();
    writeFileSync(path.join(outside, 'victim.txt'), 'untouched');
    const workspace = tempDir();
    await lock(workspace);
    symlinkSync(path.join(outside, 'victim.txt'), path.join(workspace, 'report.sarif'));
    const result = await runAction({ command: command(), 'sarif-file': 'report.sarif' }, workspace);
    expect(result.outputs.verdict).toBe('error');
    expect(result.stdout).toContain('sarif-file report.sarif resolves outside the repository');
    expect(readFileSync(path.join(outside, 'victim.txt'), 'utf8')).toBe('untouched');
    // The same input inside the workspace is written: the refusal is about where it points.
    const inside = await runAction({ command: command(), 'sarif-file': 'inside.sarif' }, workspace);
    expect(inside.outputs.verdict, inside.stdout).toBe('pass');
    expect(JSON.parse(readFileSync(path.join(workspace, 'inside.sarif'), 'utf8')).version).toBe('2.1.0');
  });

  it('a symlink that stays inside the workspace is fine', async () => {
    const workspace = tempDir();
    await lock(workspace);
    symlinkSync(path.join(workspace, 'mcp.lock.json'), path.join(workspace, 'alias.lock.json'));
    const result = await runAction({ command: command(), lockfile: 'alias.lock.json' }, workspace);
    expect(result.outputs.verdict, result.stdout).toBe('pass');
  });
});

describe('every action run writes a summary and the count outputs (issue 12, item 14)', () => {
  it('mode update', async () => {
    const workspace = tempDir();
    const result = await runAction({ command: command(), mode: 'update' }, workspace);
    expect(result.outputs).toMatchObject({ verdict: 'updated', critical: '0', warning: '0', info: '0', safe: '0' });
    expect(result.summary).toContain('lockfile updated');
    expect(existsSync(path.join(workspace, 'mcp.lock.json'))).toBe(true);
  });

  it('mode verify with a missing signature', async () => {
    const workspace = tempDir();
    await lock(workspace);
    writeFileSync(path.join(workspace, 'key.pub'), '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----\n');
    const result = await runAction({ command: command(), mode: 'verify', 'require-signature': 'true', 'trusted-keys': 'key.pub' }, workspace);
    expect(result.outputs).toMatchObject({ verdict: 'fail', signature: 'missing', critical: '0' });
    expect(result.summary).toContain('signature is not acceptable (missing)');
  });

  it('a server that does not start', async () => {
    const workspace = tempDir();
    await lock(workspace);
    const result = await runAction({ command: `${JSON.stringify(node)} -e "process.exit(4)"` }, workspace);
    expect(result.outputs).toMatchObject({ verdict: 'error', critical: '0' });
    expect(result.summary).toContain('## MCP drift: error');
    expect(result.summary).toContain('exited with code 4');
  });
});

describe('the action refuses fail-on with mode verify (issue 12, item 15)', () => {
  it('exit as error naming the input, before the server is compared; mode check takes it', async () => {
    const workspace = tempDir();
    await lock(workspace);
    const verify = await runAction({ command: command(), mode: 'verify', 'fail-on': 'none' }, workspace);
    expect(verify.outputs.verdict).toBe('error');
    expect(verify.exitCode).toBe(1);
    expect(verify.stdout).toContain('input fail-on does not apply to mode verify');
    expect(verify.summary).toContain('input fail-on does not apply to mode verify');
    const check = await runAction({ command: command(), mode: 'check', 'fail-on': 'none' }, workspace);
    expect(check.outputs.verdict, check.stdout).toBe('pass');
  });
});

const TOKEN = 'tok_5a4b3c2d1e0f9876';

describe("the action's env and headers echoed by the server never reach the job summary (issue 12, item 8)", () => {
  it('env over stdio: the summary and the log carry [redacted] and the variable name, never the value', async () => {
    const workspace = tempDir();
    const env = ['HOSTILE=echo-env', 'HOSTILE_ECHO_VAR=API_TOKEN', `API_TOKEN=${TOKEN}`];
    await lock(workspace, env);
    const result = await runAction({ command: command(), env: env.join('\n'), 'fail-on': 'info' }, workspace);
    expect(result.outputs.verdict, result.stdout).toMatch(/^(pass|fail)$/);
    expect(result.summary).toContain('[redacted]');
    expect(result.summary).toMatch(/API(_|&#95;|\\_)TOKEN/);
    expect(result.summary).not.toContain(TOKEN);
    // The log holds the value only in the ::add-mask:: command that tells the runner to hide it.
    expect(result.stdout.split('\n').filter((line) => line.includes(TOKEN))).toEqual([`::add-mask::${TOKEN}`]);
    expect(readFileSync(path.join(workspace, 'mcp.lock.json'), 'utf8')).not.toContain(TOKEN);
  });

  it('headers over Streamable HTTP: the same, naming the header', async () => {
    const http = await startHostileHttp({ HOSTILE: 'echo-env', HOSTILE_ECHO_HEADER: 'x-api-key' });
    try {
      const workspace = tempDir();
      const url = `http://127.0.0.1:${http.port}/mcp`;
      const locked = await runCli(['lock', '--url', url, '--header', `X-Api-Key: ${TOKEN}`], { stdout: () => {}, stderr: () => {}, cwd: workspace });
      expect(locked).toBe(0);
      const result = await runAction({ url, headers: `X-Api-Key: ${TOKEN}`, 'fail-on': 'info' }, workspace);
      expect(result.summary).toContain('[redacted]');
      expect(result.summary).toContain('X-Api-Key');
      expect(result.summary).not.toContain(TOKEN);
      expect(result.stdout.split('\n').filter((line) => line.includes(TOKEN))).toEqual([`::add-mask::${TOKEN}`]);
    } finally {
      await http.stop();
    }
  });
});

describe('the action masks with the one rule and annotates without raw ESC (issue 12, items 10 and 11)', () => {
  it('masks secret-like env, header and URL values, never short common words', async () => {
    const workspace = tempDir();
    await lock(workspace);
    const result = await runAction({ command: command(), env: 'MODE=crash\nAPI_TOKEN=tok_1234567890abcdef' }, workspace);
    expect(result.stdout).toContain('::add-mask::tok_1234567890abcdef');
    expect(result.stdout).not.toContain('::add-mask::crash');
    const url = await runAction({ url: 'http://bob:pa55-w0rd-xyz@127.0.0.1:1/mcp?token=tok_abcdef1234567890' }, workspace);
    expect(url.stdout).toContain('::add-mask::pa55-w0rd-xyz');
    expect(url.stdout).toContain('::add-mask::tok_abcdef1234567890');
  });

  it('a tool name with raw ESC sequences reaches the annotations escaped', async () => {
    const workspace = tempDir();
    await lock(workspace);
    const result = await runAction({ command: command(), env: 'HOSTILE=esc-name' }, workspace);
    expect(result.outputs.verdict).toBe('fail');
    const annotation = result.stdout.split('\n').find((line) => line.startsWith('::error') && line.includes('evil'));
    expect(annotation).toBeDefined();
    expect(result.stdout).not.toContain('\x1b');
    expect(annotation).toContain('\\x1b');
  });
});

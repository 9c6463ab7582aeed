import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as core from '@actions/core';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../../src/action/main.js';
import { runCli } from '../../src/cli/main.js';
import { tempDir } from '../helpers/fixtures.js';
import { hostile, node } from './helpers.js';

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

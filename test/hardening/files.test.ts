import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { readRegularFile } from '../../src/boundedFile.js';
import { liveProcessGroups } from '../../src/launch/index.js';
import { tempDir } from '../helpers/fixtures.js';
import { hostile, node } from './helpers.js';

async function cli(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd });
  return { code, stdout, stderr };
}
const server = ['--', node, hostile, 'stdio'];
const fifo = (file: string) => execFileSync('mkfifo', [file]);

describe('files a pull request controls are read only as bounded regular files (issue 12, item 5)', () => {
  it.runIf(process.platform === 'linux')('a lockfile that is a symlink to /dev/zero: exit 2 naming the file, server never started', async () => {
    const dir = tempDir();
    symlinkSync('/dev/zero', path.join(dir, 'mcp.lock.json'));
    const run = await cli(['check', ...server], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('mcp.lock.json');
    expect(run.stderr).toContain('is not a regular file (it is a character device)');
    expect(liveProcessGroups()).toEqual([]);
  });

  it.runIf(process.platform !== 'win32')('a lockfile, policy file or signature that is a FIFO: exit 2 naming it, no hang', async () => {
    const dir = tempDir();
    fifo(path.join(dir, 'mcp.lock.json'));
    const lock = await cli(['check', ...server], dir);
    expect(lock.code).toBe(2);
    expect(lock.stderr).toMatch(/lockfile .*mcp\.lock\.json.*is not a regular file \(it is a FIFO\)/);

    const policyDir = tempDir();
    expect((await cli(['lock', ...server], policyDir)).code).toBe(0);
    fifo(path.join(policyDir, '.mcp-drift-gate.yml'));
    const policy = await cli(['check', ...server], policyDir);
    expect(policy.code).toBe(2);
    expect(policy.stderr).toMatch(/policy config .*\.mcp-drift-gate\.yml.*is not a regular file \(it is a FIFO\)/);

    fifo(path.join(policyDir, 'mcp.lock.json.sig'));
    writeFileSync(path.join(policyDir, 'key.pub'), '');
    const keyDir = tempDir();
    fifo(path.join(keyDir, 'trusted.pub'));
    const key = await cli(['verify', '--trusted-key', path.join(keyDir, 'trusted.pub'), '--lockfile', path.join(policyDir, 'mcp.lock.json')], keyDir);
    expect(key.code).toBe(2);
    expect(key.stderr).toMatch(/trusted\.pub.*is not a regular file \(it is a FIFO\)/);
  });

  it('a lockfile over the bound is refused from its size alone (a sparse 300 MB file)', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'mcp.lock.json');
    writeFileSync(file, '');
    truncateSync(file, 300 * 1024 * 1024);
    const run = await cli(['check', ...server], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('over the limit of 268435456 bytes');
  });

  it('readRegularFile reads regular files whole and refuses a directory', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'a.txt'), 'x'.repeat(3_000_000));
    expect((await readRegularFile(path.join(dir, 'a.txt'), 3_000_000)).length).toBe(3_000_000);
    await expect(readRegularFile(path.join(dir, 'a.txt'), 2_999_999)).rejects.toThrow(/over the limit/);
    await expect(readRegularFile(dir, 10)).rejects.toThrow(/a directory|EISDIR/);
  });
});

describe('every file error names the file and the cause (issue 12, item 7)', () => {
  it('a YAML alias bomb in the policy: exit 2 naming the file, no stack trace', async () => {
    const dir = tempDir();
    expect((await cli(['lock', ...server], dir)).code).toBe(0);
    const lines = ['a: &a ["x","x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 12; i++) {
      const name = String.fromCharCode(97 + i);
      lines.push(`${name}: &${name} [${Array(10).fill(`*${String.fromCharCode(96 + i)}`).join(',')}]`);
    }
    writeFileSync(path.join(dir, 'bomb.yml'), `${lines.join('\n')}\n`);
    const run = await cli(['check', '--config', 'bomb.yml', ...server], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/error \(config_invalid\): \S*bomb\.yml: invalid YAML/);
    expect(run.stderr).toMatch(/alias/i);
    expect(run.stderr).not.toContain('internal error');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('a lockfile whose parent path is a file: exit 2 naming it, before the server starts', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'blocker'), 'a file');
    const run = await cli(['lock', '--lockfile', 'blocker/mcp.lock.json', ...server], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('cannot create the folder of lockfile');
    expect(run.stderr).toContain('blocker');
    expect(run.stderr).not.toContain('internal error');
    expect(readFileSync(path.join(dir, 'blocker'), 'utf8')).toBe('a file');
    expect(existsSync(path.join(dir, 'blocker', 'mcp.lock.json'))).toBe(false);
    mkdirSync(path.join(dir, 'ok'));
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { repoRoot, tempDir } from '../helpers/fixtures.js';
import { hostile, node } from './helpers.js';

async function cli(args: string[], cwd: string) {
  let stderr = '';
  const code = await runCli(args, { stdout: () => {}, stderr: (t) => (stderr += t), cwd });
  return { code, stderr };
}

describe('verify --fail-on (issue 12, item 15)', () => {
  it('is refused (exit 2) instead of accepted and ignored; check keeps it', async () => {
    const dir = tempDir();
    expect((await cli(['lock', '--', node, hostile, 'stdio'], dir)).code).toBe(0);
    const verify = await cli(['verify', '--fail-on', 'none', '--', node, hostile, 'stdio'], dir);
    expect(verify.code).toBe(2);
    expect(verify.stderr).toContain("unknown option '--fail-on'");
    expect((await cli(['check', '--fail-on', 'none', '--', node, hostile, 'stdio'], dir)).code).toBe(0);
  });
});

describe('the supported Node range (issue 12, item 15)', () => {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { engines: { node: string } };
  const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; optional?: boolean; engines?: { node?: string } | string[] }>;
  };
  const minimum = semver.minVersion(pkg.engines.node)!;

  it('every installed dependency supports the lowest Node that engines admits (npm ci prints no EBADENGINE)', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([name, entry]) => name !== '' && !entry.optional && !Array.isArray(entry.engines) && entry.engines?.node !== undefined)
      .filter(([, entry]) => !semver.satisfies(minimum, (entry.engines as { node: string }).node))
      .map(([name, entry]) => `${name}@${entry.version} needs node ${(entry.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });

  it('CI runs the lowest supported major and the README states the same range', () => {
    const ci = readFileSync(path.join(repoRoot, '.github', 'workflows', 'ci.yml'), 'utf8');
    const majors = /node: \[([^\]]+)\]/.exec(ci)![1]!.split(',').map((v) => Number(v.trim()));
    expect(Math.min(...majors)).toBe(minimum.major);
    for (const major of majors) expect(semver.satisfies(`${major}.99.0`, pkg.engines.node)).toBe(true);
    expect(readFileSync(path.join(repoRoot, 'README.md'), 'utf8')).toContain(`Node ${pkg.engines.node}`);
  });
});

import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { fixtureServer, runBuiltCli, tempDir } from '../helpers/fixtures.js';

// Release gating with signed lockfiles, through the bundled CLI: keygen, sign, verify.

const server = (variant = 'base') => ['node', fixtureServer('content/v1-basic.mjs'), `--variant=${variant}`];

async function signedSetup() {
  const dir = tempDir();
  const opts = { cwd: dir };
  expect((await runBuiltCli(['lock', '--', ...server()], opts)).code).toBe(0);
  const keygen = await runBuiltCli(['keygen', '--out', 'release'], opts);
  expect(keygen.code, keygen.stderr).toBe(0);
  expect(keygen.stdout.trim()).toMatch(/^sha256:[0-9a-f]{64}$/);
  expect(statSync(path.join(dir, 'release.key')).mode & 0o777).toBe(0o600);
  const sign = await runBuiltCli(['sign', '--key-file', 'release.key'], opts);
  expect(sign.code, sign.stderr).toBe(0);
  return { dir, opts, keyId: keygen.stdout.trim() };
}

describe('signed lockfiles', () => {
  it('verifies the signature alone, and release gating passes only on an exact match with a valid trusted signature', async () => {
    const { dir, opts, keyId } = await signedSetup();
    const alone = await runBuiltCli(['verify', '--trusted-key', 'release.pub'], opts);
    expect(alone.code, alone.stderr).toBe(0);
    expect(alone.stderr).toContain(keyId);

    const gate = await runBuiltCli(['verify', '--require-signature', '--trusted-key', 'release.pub', '--', ...server()], opts);
    expect(gate.code, gate.stderr).toBe(0);
    const drifted = await runBuiltCli(['verify', '--require-signature', '--trusted-key', 'release.pub', '--', ...server('description-edit')], opts);
    expect(drifted.code).toBe(1);
    expect(readFileSync(path.join(dir, 'release.key'), 'utf8')).not.toBe('');
  });

  it('fails with the cause: a changed lockfile, an untrusted key, a missing signature', async () => {
    const { dir, opts } = await signedSetup();
    const other = tempDir();
    expect((await runBuiltCli(['keygen', '--out', 'other'], { cwd: other })).code).toBe(0);
    const untrusted = await runBuiltCli(['verify', '--trusted-key', path.join(other, 'other.pub')], opts);
    expect(untrusted.code).toBe(1);
    expect(untrusted.stderr).toContain('untrusted_key');

    const lockfile = path.join(dir, 'mcp.lock.json');
    writeFileSync(lockfile, readFileSync(lockfile, 'utf8').replace('"notes-fixture"', '"notes-fixturE"'));
    const changed = await runBuiltCli(['verify', '--trusted-key', 'release.pub'], opts);
    expect(changed.code).toBe(1);
    expect(changed.stderr).toContain('payload_mismatch');

    const unsigned = tempDir();
    expect((await runBuiltCli(['lock', '--', ...server()], { cwd: unsigned })).code).toBe(0);
    const missing = await runBuiltCli(['verify', '--trusted-key', path.join(dir, 'release.pub')], { cwd: unsigned });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('missing');
  });

  it('never prints the private key, and refuses a signing key that is missing', async () => {
    const { dir, opts } = await signedSetup();
    const privateKey = readFileSync(path.join(dir, 'release.key'), 'utf8');
    const body = privateKey.split('\n')[1]!;
    const noKey = await runBuiltCli(['sign', '--key-env', 'NO_SUCH_KEY_VARIABLE'], opts);
    expect(noKey.code).toBe(2);
    const withEnv = await runBuiltCli(['sign', '--key-env', 'RELEASE_KEY'], { ...opts, env: { RELEASE_KEY: privateKey } });
    expect(withEnv.code, withEnv.stderr).toBe(0);
    for (const run of [noKey, withEnv]) expect(run.stdout + run.stderr).not.toContain(body);
  });
});

describe('export-pins', () => {
  it('exports the locked Hangar digests and an allowlist from a lockfile', async () => {
    const dir = tempDir();
    expect((await runBuiltCli(['lock', '--', ...server()], { cwd: dir })).code).toBe(0);
    const locked = JSON.parse(readFileSync(path.join(dir, 'mcp.lock.json'), 'utf8'));
    const hangar = await runBuiltCli(['export-pins', '--format', 'hangar'], { cwd: dir });
    expect(hangar.code, hangar.stderr).toBe(0);
    const config = parseYaml(hangar.stdout) as { mcp_servers: Record<string, { tool_projection: { pins: Record<string, string> } }> };
    const pins = Object.entries(config.mcp_servers[locked.server.name]!.tool_projection.pins);
    expect(pins.map(([name]) => name)).toEqual(Object.keys(locked.tools));
    for (const [name, sha] of pins) expect(`sha256:${sha}`).toBe(locked.tools[name].hangarDigest);
    const allowlist = JSON.parse((await runBuiltCli(['export-pins', '--format', 'allowlist'], { cwd: dir })).stdout);
    expect(allowlist.tools.map((t: { name: string }) => t.name)).toEqual(Object.keys(locked.tools));
    const bad = await runBuiltCli(['export-pins', '--format', 'toml'], { cwd: dir });
    expect(bad.code).toBe(2);
  });
});

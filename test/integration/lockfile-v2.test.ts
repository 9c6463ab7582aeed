import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockfileFingerprint, parseLockfile, serializeLockfile } from '../../src/lockfile/index.js';
import { fixtureServer, isAlive, runBuiltCli, tempDir } from '../helpers/fixtures.js';

// The bundled CLI on lockfile version 2: where a hand-edited derived digest is caught (check, on
// read, as the edit breaks the seal; verify and export-pins, by deriving every digest again), version 1 files
// still read, and a bad lockfile ends a check whose server was started alongside the read.

const notes = ['node', 'examples/notes-server/server.mjs'];
const flip = (digest: string) => `sha256:${digest[7] === '0' ? '1' : '0'}${digest.slice(8)}`;

async function lockedNotes(): Promise<{ dir: string; lockfile: string }> {
  const dir = tempDir();
  const lockfile = path.join(dir, 'mcp.lock.json');
  const run = await runBuiltCli(['lock', '--lockfile', lockfile, '--', ...notes]);
  expect(run.code, run.stderr).toBe(0);
  return { dir, lockfile };
}

describe('a hand-edited derived digest', () => {
  it('fails check (the edit breaks the file\'s seal, so every digest is derived again on read)', async () => {
    const { lockfile } = await lockedNotes();
    const lock = JSON.parse(readFileSync(lockfile, 'utf8'));
    const name = Object.keys(lock.tools)[0]!;
    lock.tools[name].toolDefinitionDigest = flip(lock.tools[name].toolDefinitionDigest);
    writeFileSync(lockfile, JSON.stringify(lock, null, 2));
    const run = await runBuiltCli(['check', '--lockfile', lockfile, '--', ...notes]);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(new RegExp(`lockfile_invalid.*inconsistent at /tools/${name}/toolDefinitionDigest`));
  });

  for (const forgedFingerprint of [true, false]) {
    it(`with the seal recomputed${forgedFingerprint ? ' and the fingerprint forged to match' : ''}: check trusts it (as README says), verify and export-pins re-derive and fail`, async () => {
      const { lockfile } = await lockedNotes();
      const lock = parseLockfile(readFileSync(lockfile, 'utf8'), lockfile, { integrity: false });
      const name = Object.keys(lock.tools)[0]!;
      lock.tools[name]!.hangarDigest = flip(lock.tools[name]!.hangarDigest) as never;
      const { fingerprint, ...unsealed } = lock;
      writeFileSync(lockfile, serializeLockfile({ ...unsealed, fingerprint: forgedFingerprint ? lockfileFingerprint(unsealed) : fingerprint }));

      const check = await runBuiltCli(['check', '--lockfile', lockfile, '--', ...notes]);
      expect(check.code, check.stderr).toBe(0);
      const verify = await runBuiltCli(['verify', '--lockfile', lockfile, '--', ...notes]);
      expect(verify.code, verify.stderr).toBe(2);
      expect(verify.stderr).toContain(`inconsistent at /tools/${name}/hangarDigest`);
      const pins = await runBuiltCli(['export-pins', '--lockfile', lockfile, '--format', 'hangar']);
      expect(pins.code, pins.stderr).toBe(2);
      expect(pins.stderr).toContain(`inconsistent at /tools/${name}/hangarDigest`);
    });
  }
});

describe('a hand-edited risk, with the fingerprint recomputed to match', () => {
  it('sealed again: check trusts it (as README says), verify and export-pins derive it again and fail; unsealed: check fails', async () => {
    const { lockfile } = await lockedNotes();
    const lock = parseLockfile(readFileSync(lockfile, 'utf8'), lockfile, { integrity: false });
    const name = Object.keys(lock.tools)[0]!;
    lock.tools[name]!.risk = { level: 'HIGH', categories: ['execute_command'], reasons: ['execute_command: forged'] };
    const { fingerprint: _old, ...content } = lock;
    const forged = serializeLockfile({ ...content, fingerprint: lockfileFingerprint(content) });
    writeFileSync(lockfile, forged);

    const check = await runBuiltCli(['check', '--lockfile', lockfile, '--', ...notes]);
    expect(check.code, check.stderr).toBe(0);
    const verify = await runBuiltCli(['verify', '--lockfile', lockfile, '--', ...notes]);
    expect(verify.code, verify.stderr).toBe(2);
    expect(verify.stderr).toContain(`inconsistent at /tools/${name}/risk`);
    const pins = await runBuiltCli(['export-pins', '--lockfile', lockfile, '--format', 'hangar']);
    expect(pins.code, pins.stderr).toBe(2);
    expect(pins.stderr).toContain(`inconsistent at /tools/${name}/risk`);

    writeFileSync(lockfile, forged.replace(/,\n {2}"integrity": "[^"]*"/, ''));
    const unsealed = await runBuiltCli(['check', '--lockfile', lockfile, '--', ...notes]);
    expect(unsealed.code, unsealed.stderr).toBe(2);
    expect(unsealed.stderr).toContain(`inconsistent at /tools/${name}/risk`);
  });
});

describe('lockfile versions', () => {
  it('a version 1 lockfile is checked (migrated in memory, never rewritten); lock writes version 2', async () => {
    const dir = tempDir();
    const lockfile = path.join(dir, 'mcp.lock.json');
    const v1 = readFileSync(fixtureServer('../lockfiles/notes-v1.lock.json'), 'utf8');
    writeFileSync(lockfile, v1);
    const check = await runBuiltCli(['check', '--lockfile', lockfile, '--', ...notes]);
    expect(check.code, check.stderr).toBe(0);
    expect(readFileSync(lockfile, 'utf8')).toBe(v1);
    const lock = await runBuiltCli(['lock', '--lockfile', lockfile, '--', ...notes]);
    expect(lock.code, lock.stderr).toBe(0);
    const written = readFileSync(lockfile, 'utf8');
    expect(JSON.parse(written).lockfileVersion).toBe(2);
    // Re-locking the same server gives the same bytes, and checking against it passes.
    const again = await runBuiltCli(['lock', '--lockfile', lockfile, '--', ...notes]);
    expect(again.code, again.stderr).toBe(0);
    expect(readFileSync(lockfile, 'utf8')).toBe(written);
    expect((await runBuiltCli(['check', '--lockfile', lockfile, '--', ...notes])).code).toBe(0);
  });

  it('a bad lockfile ends the check with exit 2 and kills the server started alongside, without waiting for it', async () => {
    const { dir, lockfile } = await lockedNotes();
    writeFileSync(lockfile, readFileSync(lockfile, 'utf8').slice(0, 200));
    const pidFile = path.join(dir, 'pids');
    // The server never answers and its child ignores SIGTERM; the timeout is far beyond the guard
    // below, so only abandoning the start-up lets the run end with exit 2.
    const run = await runBuiltCli(['check', '--lockfile', lockfile, '--timeout', '600000', '--', 'node', fixtureServer('process/hang.mjs'), pidFile], { killAfterMs: 45_000 });
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(/lockfile_invalid/);
    if (existsSync(pidFile)) {
      for (const pid of readFileSync(pidFile, 'utf8').trim().split(' ').map(Number)) expect(isAlive(pid), `pid ${pid}`).toBe(false);
    }
  });
});

describe('a number written another way, nothing else changed', () => {
  it('check passes and names it as a safe change; verify fails on it and says which number (not "no drift")', async () => {
    const dir = tempDir();
    const lockfile = path.join(dir, 'mcp.lock.json');
    const tools = path.join(dir, 'tools.json');
    const served = (maximum: string) => writeFileSync(tools, `[{"name":"t","description":"d","inputSchema":{"type":"object","properties":{"n":{"type":"number","maximum":${maximum}}}}}]`);
    const server = ['node', fixtureServer('content/from-file.mjs'), tools, '--raw'];
    served('1.0');
    expect((await runBuiltCli(['lock', '--lockfile', lockfile, '--', ...server])).code).toBe(0);
    served('1');
    const check = await runBuiltCli(['check', '--lockfile', lockfile, '--format', 'json', '--', ...server]);
    expect(check.code, check.stderr).toBe(0);
    const report = JSON.parse(check.stdout);
    expect(report.changes.map((c: { rule: string; severity: string; pointer: string; before: string; after: string }) => [c.rule, c.severity, c.pointer, c.before, c.after]))
      .toEqual([['tool_number_spelling_changed', 'safe', '/inputSchema/properties/n/maximum', '1.0', '1']]);
    const verify = await runBuiltCli(['verify', '--lockfile', lockfile, '--', ...server]);
    expect(verify.code, verify.stdout).toBe(1);
    expect(verify.stdout).toContain('FAIL - 1 safe change on 1 capability');
    expect(verify.stdout).toContain('tool "t": `n/maximum` number written `1.0` → `1` (the same number)');
    expect(verify.stdout).not.toContain('no drift');
    served('1.0');
    expect((await runBuiltCli(['verify', '--lockfile', lockfile, '--', ...server])).code).toBe(0);
  });

  it('locks a number written another way under a key with a lone surrogate (was exit 2), and verifies it', async () => {
    const dir = tempDir();
    const lockfile = path.join(dir, 'mcp.lock.json');
    const tools = path.join(dir, 'tools.json');
    writeFileSync(tools, '[{"name":"t","description":"d","inputSchema":{"type":"object","properties":{"a\\ud800":{"type":"number","maximum":1.0}}}}]');
    const server = ['node', fixtureServer('content/from-file.mjs'), tools, '--raw'];
    const lock = await runBuiltCli(['lock', '--lockfile', lockfile, '--', ...server]);
    expect(lock.code, lock.stderr).toBe(0);
    expect(lock.stderr).toContain('contains lone surrogates');
    expect(JSON.parse(readFileSync(lockfile, 'utf8')).tools.t.numberLiterals).toEqual({ '/inputSchema/properties/a\uFFFD/maximum': '1.0' });
    const verify = await runBuiltCli(['verify', '--lockfile', lockfile, '--', ...server]);
    expect(verify.code, verify.stdout + verify.stderr).toBe(0);
    // Two keys that become one with U+FFFD: refused (exit 2), the lockfile left as it was.
    const written = readFileSync(lockfile, 'utf8');
    writeFileSync(tools, '[{"name":"t","description":"d","inputSchema":{"type":"object","properties":{"a\\ud800":{"type":"number"},"a\\ufffd":{"type":"string"}}}}]');
    const merged = await runBuiltCli(['lock', '--lockfile', lockfile, '--', ...server]);
    expect(merged.code, merged.stderr).toBe(2);
    expect(merged.stderr).toContain('are the same key once lone surrogates are replaced by U+FFFD');
    expect(readFileSync(lockfile, 'utf8')).toBe(written);
  });
});

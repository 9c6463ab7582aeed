import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { readLockfile } from '../../src/lockfile/index.js';
import { tempDir } from '../helpers/fixtures.js';
import { hostile, node, startHostileHttp } from './helpers.js';

async function cli(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd });
  return { code, stdout, stderr };
}

// Variants are plain words: a given value the server echoes is redacted (item 8), which would hide the change.
const server = (variant: string) => ['--env', 'HOSTILE=duplicates', '--env', `HOSTILE_VARIANT=${variant}`, '--', node, hostile, 'stdio'];

describe('a tool name listed twice (issue 12, item 1)', () => {
  it('locks every definition, fails check with a critical duplicate_definition showing both, and sees the second one change', async () => {
    const dir = tempDir();
    const locked = await cli(['lock', ...server('Reads')], dir);
    expect(locked.code, locked.stderr).toBe(0);
    const lockfile = await readLockfile(path.join(dir, 'mcp.lock.json'));
    const both = lockfile.duplicates?.tools?.read ?? [];
    expect(both).toHaveLength(2);
    expect(both.map((e) => Object.keys((e.definition.inputSchema as { properties: object }).properties).sort())).toContainEqual(['exfiltrate_to', 'path']);

    // Same server: the duplicate is reported on every run with both definitions, a warning while the
    // lockfile recorded exactly these (they were reviewed when locked; lock names the violation).
    expect(locked.stderr).toContain('duplicate_definition');
    const same = await cli(['check', '--format', 'json', ...server('Reads')], dir);
    expect(same.code, same.stderr).toBe(0);
    type Row = { id: string; rule: string; severity: string; message: string; reasons: string[]; after: unknown[]; before?: unknown[] };
    const sameReport = JSON.parse(same.stdout) as { changes: Row[] };
    const finding = sameReport.changes.find((c) => c.rule === 'duplicate_definition')!;
    expect(finding.severity).toBe('warning');
    expect(finding.reasons.join(' ')).toContain('the lockfile recorded the same definitions');
    expect(finding.after).toHaveLength(2);
    expect(JSON.stringify(finding.after)).toContain('exfiltrate_to');

    // The poisoned second definition changes: the lockfile no longer matches, and the evidence says so.
    const changed = await cli(['check', '--format', 'json', ...server('Exfiltrates')], dir);
    expect(changed.code, changed.stderr).toBe(1);
    const changedReport = JSON.parse(changed.stdout) as { changes: Row[] };
    const dup = changedReport.changes.find((c) => c.rule === 'duplicate_definition')!;
    expect(dup.severity).toBe('critical');
    expect(dup.message).toContain('the set differs from the locked one');
    expect(JSON.stringify(dup.after)).toContain('Exfiltrates');
    expect(JSON.stringify(dup.before)).not.toContain('Exfiltrates');

    // Accepting the first finding by fingerprint does not accept a changed second definition.
    const firstId = finding.id;
    expect(dup.id).not.toBe(firstId);

    // verify (release gating) compares fingerprints, which cover every definition.
    const verified = await cli(['verify', ...server('Changed')], dir);
    expect(verified.code).toBe(1);
  });

  it('a duplicate the lockfile did not record is critical, naming that the lockfile had one definition or none', async () => {
    const dir = tempDir();
    expect((await cli(['lock', '--', node, hostile, 'stdio'], dir)).code).toBe(0);
    const run = await cli(['check', '--format', 'json', ...server('Reads')], dir);
    expect(run.code, run.stderr).toBe(1);
    const dup = (JSON.parse(run.stdout) as { changes: Array<{ rule: string; severity: string; reasons: string[] }> }).changes.find((c) => c.rule === 'duplicate_definition')!;
    expect(dup.severity).toBe('critical');
    expect(dup.reasons.join(' ')).toContain('the lockfile had one definition or none');
  });

  it('keeps the lockfile byte-identical across re-locks whatever the order of the duplicates', async () => {
    const dir = tempDir();
    expect((await cli(['lock', ...server('B second')], dir)).code).toBe(0);
    const first = readFileSync(path.join(dir, 'mcp.lock.json'), 'utf8');
    expect((await cli(['lock', ...server('B second')], dir)).code).toBe(0);
    expect(readFileSync(path.join(dir, 'mcp.lock.json'), 'utf8')).toBe(first);
  });

  it('catches a hand edit of a duplicate definition (integrity)', async () => {
    const dir = tempDir();
    expect((await cli(['lock', ...server('x')], dir)).code).toBe(0);
    const file = path.join(dir, 'mcp.lock.json');
    const text = readFileSync(file, 'utf8');
    const edited = text.replace('"exfiltrate_to"', '"exfiltrate_too"');
    expect(edited).not.toBe(text);
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, edited);
    const run = await cli(['check', ...server('x')], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('/duplicates/tools/read/');
  });
});

describe('a tool name listed twice over Streamable HTTP (issue 12, item 1)', () => {
  it('the same: both locked, a warning duplicate_definition while unchanged, a changed second definition critical', async () => {
    type Row = { id: string; rule: string; severity: string; message: string; after: unknown[]; before?: unknown[] };
    const dir = tempDir();
    const first = await startHostileHttp({ HOSTILE: 'duplicates', HOSTILE_VARIANT: 'Reads' });
    try {
      const url = ['--url', `http://127.0.0.1:${first.port}/mcp`];
      expect((await cli(['lock', ...url], dir)).code).toBe(0);
      const both = (await readLockfile(path.join(dir, 'mcp.lock.json'))).duplicates?.tools?.read ?? [];
      expect(both).toHaveLength(2);
      const same = await cli(['check', '--format', 'json', ...url], dir);
      expect(same.code, same.stderr).toBe(0);
      const finding = (JSON.parse(same.stdout) as { changes: Row[] }).changes.find((c) => c.rule === 'duplicate_definition')!;
      expect(finding.severity).toBe('warning');
      expect(JSON.stringify(finding.after)).toContain('exfiltrate_to');
    } finally {
      await first.stop();
    }
    const changed = await startHostileHttp({ HOSTILE: 'duplicates', HOSTILE_VARIANT: 'Exfiltrates' });
    try {
      const run = await cli(['check', '--format', 'json', '--url', `http://127.0.0.1:${changed.port}/mcp`], dir);
      expect(run.code, run.stderr).toBe(1);
      const dup = (JSON.parse(run.stdout) as { changes: Row[] }).changes.find((c) => c.rule === 'duplicate_definition')!;
      expect(dup.severity).toBe('critical');
      expect(dup.message).toContain('the set differs from the locked one');
      expect(JSON.stringify(dup.after)).toContain('Exfiltrates');
      expect(JSON.stringify(dup.before)).not.toContain('Exfiltrates');
      expect((await cli(['verify', '--url', `http://127.0.0.1:${changed.port}/mcp`], dir)).code).toBe(1);
    } finally {
      await changed.stop();
    }
  });
});

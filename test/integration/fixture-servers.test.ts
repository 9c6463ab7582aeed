import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureServer, runBuiltCli, tempDir } from '../helpers/fixtures.js';

// The CLI end to end against fixture servers written with both SDK generations, for what no
// published server does: the draft `signature` method, spec violations, unknown fields.

const v1 = (variant = 'base') => ['node', fixtureServer('content/v1-basic.mjs'), `--variant=${variant}`];
const v2 = (variant = 'base') => ['node', fixtureServer('content/v2-basic.mjs'), `--variant=${variant}`];
const signature = (variant = 'base') => ['node', fixtureServer('content/signature-server.mjs'), `--variant=${variant}`];
const raw = (variant: string) => ['node', fixtureServer('content/raw-server.mjs'), `--variant=${variant}`];

interface JsonChange { kind: string; rule: string; severity: string; capability: { type: string; name: string }; reasons: string[]; id: string }
interface JsonReport { verdict: string; mode: string; counts: Record<string, number>; changes: JsonChange[] }

async function lock(server: string[], dir = tempDir()) {
  const lockfile = path.join(dir, 'mcp.lock.json');
  const run = await runBuiltCli(['lock', '--lockfile', lockfile, '--', ...server]);
  expect(run.code, run.stderr).toBe(0);
  return { lockfile, dir, stderr: run.stderr };
}

async function check(lockfile: string, server: string[], extra: string[] = [], cwd?: string) {
  const run = await runBuiltCli(['check', '--lockfile', lockfile, '--format', 'json', ...extra, '--', ...server], cwd ? { cwd } : {});
  expect([0, 1], run.stderr).toContain(run.code);
  const report = JSON.parse(run.stdout) as JsonReport;
  expect(run.code).toBe(report.verdict === 'fail' ? 1 : 0);
  return report;
}

describe.each([
  ['SDK 1.x', v1],
  ['SDK 2.x', v2],
])('fixture server on %s', (_, server) => {
  it('passes against its own lockfile', async () => {
    const { lockfile } = await lock(server());
    const report = await check(lockfile, server());
    expect(report.changes).toEqual([]);
    expect(report.verdict).toBe('pass');
  });

  it('fails on an added tool and on a new optional parameter (the --exec attack), passes a removal', async () => {
    const { lockfile } = await lock(server());
    const added = await check(lockfile, server('added-tool'));
    expect(added.verdict).toBe('fail');
    expect(added.changes.find((c) => c.kind === 'tool_added')).toMatchObject({ severity: 'critical', capability: { name: 'export_notes' } });

    const widened = await check(lockfile, server('widened-input'));
    expect(widened.verdict).toBe('fail');
    expect(widened.changes.find((c) => c.rule === 'input_property_added')).toMatchObject({ severity: 'critical', capability: { name: 'search_notes' } });

    const removed = await check(lockfile, server('removed-tool'));
    expect(removed.changes.find((c) => c.kind === 'tool_removed')).toMatchObject({ severity: 'info', capability: { name: 'delete_note' } });
    expect(removed.verdict).toBe('pass');
  });
});

describe('text that reaches the model', () => {
  it('fails a description that starts pointing the model at ~/.ssh, naming the signal and the words', async () => {
    const { lockfile } = await lock(v1());
    const report = await check(lockfile, v1('description-edit'));
    expect(report.verdict).toBe('fail');
    const change = report.changes.find((c) => c.rule === 'tool_description_changed')!;
    expect(change).toMatchObject({ severity: 'critical', capability: { name: 'search_notes' } });
    expect(change.reasons.join('\n')).toMatch(/secret_path.*~\/\.ssh/);
  });
});

describe('SEP capability signature', () => {
  it('locks the declared universe, not just what is listed now', async () => {
    const { lockfile } = await lock(signature());
    const locked = JSON.parse(readFileSync(lockfile, 'utf8'));
    expect(locked.mode).toBe('signature');
    expect(Object.keys(locked.tools)).toEqual(['admin_reset', 'list_dir', 'read_file']);
    const report = await check(lockfile, signature());
    expect(report.mode).toBe('signature');
    expect(report.changes).toEqual([]);
  });

  it('reports a listed tool the signature does not declare as a critical signature_violation', async () => {
    const { lockfile } = await lock(signature());
    const report = await check(lockfile, signature('undeclared'));
    expect(report.verdict).toBe('fail');
    expect(report.changes.find((c) => c.kind === 'signature_violation')).toMatchObject({ severity: 'critical', capability: { type: 'tool', name: 'exfiltrate' } });
  });

  it('treats a newly declared tool like an added one', async () => {
    const { lockfile } = await lock(signature());
    const report = await check(lockfile, signature('declares-more'));
    expect(report.changes.find((c) => c.kind === 'tool_added')).toMatchObject({ severity: 'critical', capability: { name: 'write_file' } });
  });

  it('says which mode was used in the text report', async () => {
    const { lockfile } = await lock(signature());
    const run = await runBuiltCli(['check', '--lockfile', lockfile, '--', ...signature()]);
    expect(run.stdout).toContain('mode signature');
  });
});

describe('servers that break the spec are still snapshotted', () => {
  it('locks a server with duplicate names and non-object schemas, warning about each violation; recorded duplicates stay reported', async () => {
    const { lockfile, stderr } = await lock(raw('duplicates'));
    expect(stderr).toMatch(/spec_violation/);
    const report = await check(lockfile, raw('duplicates'));
    const violations = report.changes.filter((c) => c.kind === 'spec_violation');
    expect(violations.length).toBeGreaterThan(0);
    // Clients differ in which of two definitions under one name they keep (issue 12): reported on
    // every run; a warning here because the lockfile recorded exactly these definitions.
    for (const v of violations) expect(v.severity).toBe('warning');
    expect(violations.some((v) => v.rule === 'duplicate_definition')).toBe(true);

    const typeless = await lock(raw('no-object-type'));
    const typelessReport = await check(typeless.lockfile, raw('no-object-type'));
    expect(typelessReport.changes.filter((c) => c.kind === 'spec_violation').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps fields no SDK schema knows, at the top level and nested', async () => {
    const { lockfile } = await lock(raw('unknown-fields'));
    const text = readFileSync(lockfile, 'utf8');
    expect(text).toContain('x-vendor');
  });
});

describe('policy file', () => {
  it('accepts a change by its fingerprint with a reason, and a changed change is no longer accepted', async () => {
    const { lockfile, dir } = await lock(v1());
    const failing = await check(lockfile, v1('added-tool'), [], dir);
    const added = failing.changes.find((c) => c.kind === 'tool_added')!;
    writeFileSync(path.join(dir, '.mcp-drift-gate.yml'), `accept:\n  - id: ${added.id}\n    reason: export is reviewed in PR 12\n`);
    const accepted = await check(lockfile, v1('added-tool'), [], dir);
    expect(accepted.verdict).toBe('pass');
    expect(accepted.changes.find((c) => c.id === added.id)).toMatchObject({ accepted: { reason: 'export is reviewed in PR 12' } });
    // A different drift has a different fingerprint: the acceptance does not cover it.
    const other = await check(lockfile, v1('widened-input'), [], dir);
    expect(other.verdict).toBe('fail');
  });

  it('rejects a bad policy file with exit 2 naming the key', async () => {
    const { lockfile, dir } = await lock(v1());
    writeFileSync(path.join(dir, '.mcp-drift-gate.yml'), 'failOn: critical\nacept: []\n');
    const run = await runBuiltCli(['check', '--lockfile', lockfile, '--', ...v1()], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/config_invalid/);
    expect(run.stderr).toContain('acept');
  });
});

describe('verify on a server with spec violations', () => {
  it('passes with the findings shown as not counted, so counts agree with the verdict', async () => {
    const { lockfile } = await lock(raw('duplicates'));
    const run = await runBuiltCli(['verify', '--lockfile', lockfile, '--format', 'json', '--', ...raw('duplicates')]);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as JsonReport & { changes: Array<JsonChange & { accepted?: { reason: string } }> };
    expect(report.verdict).toBe('pass');
    expect(report.counts).toEqual({ critical: 0, warning: 0, info: 0, safe: 0 });
    expect(report.changes.length).toBeGreaterThan(0);
    for (const change of report.changes) expect(change.accepted?.reason).toMatch(/not a difference/);
  });
});

describe('snapshot --raw', () => {
  it('prints what the server listed, before the working directory is replaced by a placeholder', async () => {
    const dir = tempDir();
    const script = path.join(dir, 'cwd-server.mjs');
    writeFileSync(script, `
      import { createInterface } from 'node:readline';
      const tools = [{ name: 'where', description: 'files under ' + process.cwd(), inputSchema: { type: 'object' } }];
      createInterface({ input: process.stdin }).on('line', (line) => {
        const r = JSON.parse(line); if (r.id === undefined) return;
        const result = r.method === 'initialize'
          ? { protocolVersion: r.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'cwd', version: '1' } }
          : r.method === 'tools/list' ? { tools } : {};
        process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: r.id, result }) + '\\n');
      });`);
    const rawRun = await runBuiltCli(['snapshot', '--raw', '--cwd', dir, '--', 'node', script]);
    expect(rawRun.code, rawRun.stderr).toBe(0);
    const raw = JSON.parse(rawRun.stdout) as { serverInfo: { name: string }; listed: { tools: Array<{ description: string }> } };
    expect(raw.serverInfo.name).toBe('cwd');
    expect(raw.listed.tools[0]!.description).toBe(`files under ${realpathSync(dir)}`);
    const normalizedRun = await runBuiltCli(['snapshot', '--cwd', dir, '--', 'node', script]);
    expect(normalizedRun.code, normalizedRun.stderr).toBe(0);
    const normalized = JSON.parse(normalizedRun.stdout) as { listed: { tools: Array<{ description: string }> } };
    expect(normalized.listed.tools[0]!.description).not.toContain(realpathSync(dir));
  });
});

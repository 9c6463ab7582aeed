import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { forceLoopback, freePort, realServer, runBuiltCli, tempDir } from '../helpers/fixtures.js';

// Lock then check against published MCP servers, each pinned and installed alone (test/fixtures/npm).
// Real upgrades between pinned versions give real drift.

const memory = (v: string) => ['node', realServer('server-memory', v)];
const everything = (v: string) => ['node', realServer('server-everything', v), 'stdio'];
const filesystem = (v: string, dir: string) => ['node', realServer('server-filesystem', v), dir];

interface JsonReport {
  verdict: string;
  mode: string;
  counts: Record<string, number>;
  changes: Array<{ kind: string; rule: string; severity: string; pointer?: string; reasons: string[]; capability: { type: string; name: string } }>;
}

async function lock(lockfile: string, server: string[], extra: string[] = []) {
  const run = await runBuiltCli(['lock', '--lockfile', lockfile, ...extra, '--', ...server]);
  expect(run.stderr).toContain('locked');
  expect(run.code, run.stderr).toBe(0);
  return readFileSync(lockfile, 'utf8');
}

async function check(lockfile: string, server: string[], extra: string[] = []) {
  const run = await runBuiltCli(['check', '--lockfile', lockfile, '--format', 'json', ...extra, '--', ...server]);
  expect([0, 1], run.stderr).toContain(run.code);
  return { code: run.code, report: JSON.parse(run.stdout) as JsonReport };
}

describe('real servers over stdio', () => {
  it('locks server-memory byte-identically twice, and a check of the same server passes with no changes', async () => {
    const dir = tempDir();
    const first = await lock(path.join(dir, 'a.json'), memory('2026.8.31'));
    const second = await lock(path.join(dir, 'b.json'), memory('2026.8.31'));
    expect(second).toBe(first);
    const locked = JSON.parse(first);
    expect(Object.keys(locked.tools)).toEqual(
      ['add_observations', 'create_entities', 'create_relations', 'delete_entities', 'delete_observations', 'delete_relations', 'open_nodes', 'read_graph', 'search_nodes'],
    );
    const { code, report } = await check(path.join(dir, 'a.json'), memory('2026.8.31'));
    expect(report.changes).toEqual([]);
    expect(report.verdict).toBe('pass');
    expect(report.mode).toBe('list-freeze');
    expect(code).toBe(0);
  });

  it('fails a real server-everything upgrade with the added tools as critical', async () => {
    const dir = tempDir();
    const lockfile = path.join(dir, 'mcp.lock.json');
    await lock(lockfile, everything('2025.8.4'));
    const { code, report } = await check(lockfile, everything('2026.8.31'));
    expect(report.verdict).toBe('fail');
    expect(code).toBe(1);
    const added = report.changes.filter((c) => c.kind === 'tool_added');
    expect(added.map((c) => c.capability.name)).toEqual(expect.arrayContaining(['get-env', 'get-sum', 'gzip-file-as-resource']));
    // New tools are critical unless they show they grow nothing (src/risk/newTool.ts): the renamed demo
    // readers (getTinyImage -> get-tiny-image...) read what locked tools reached, and say so; a demo that
    // writes out readOnlyHint true and openWorldHint false with no capability word (get-annotated-message)
    // declares it reaches nothing; get-env reads the host's environment, which is never "more of the same".
    for (const change of added) {
      if (change.severity === 'critical') continue;
      expect(change.severity, change.capability.name).toBe('warning');
      expect(change.reasons.some((r) => r.startsWith('reads what the locked tools already reach') || r.startsWith('declares itself read-only and closed-world')), change.capability.name).toBe(true);
    }
    for (const name of ['get-env', 'gzip-file-as-resource', 'toggle-simulated-logging']) {
      expect(added.find((c) => c.capability.name === name)?.severity, name).toBe('critical');
    }
    // get-sum adds two numbers and writes out readOnlyHint true, openWorldHint false: nothing in it acts.
    expect(added.find((c) => c.capability.name === 'get-sum')?.severity).toBe('warning');
    expect(added.find((c) => c.capability.name === 'get-tiny-image')?.severity).toBe('warning');
    const removed = report.changes.filter((c) => c.kind === 'tool_removed').map((c) => c.capability.name);
    expect(removed).toEqual(expect.arrayContaining(['printEnv', 'add']));
  });

  it('fails a real server-filesystem upgrade: new tools and widened inputs', async () => {
    const dir = tempDir();
    const lockfile = path.join(dir, 'mcp.lock.json');
    await lock(lockfile, filesystem('2025.7.1', dir));
    const { report } = await check(lockfile, filesystem('2026.8.31', dir));
    expect(report.verdict).toBe('fail');
    const critical = report.changes.filter((c) => c.severity === 'critical');
    expect(critical.map((c) => `${c.kind}:${c.capability.name}`)).toEqual(
      expect.arrayContaining(['tool_added:read_text_file', 'tool_added:read_media_file']),
    );
    const find = (rule: string, name: string, pointer?: string) =>
      report.changes.find((c) => c.rule === rule && c.capability.name === name && (pointer === undefined || c.pointer === pointer));
    // 2025.7.1 advertised read_file with an empty schema (its zod emitted none): head/tail are
    // declared where nothing was (it accepted any arguments), and only limit how many lines come
    // back: a warning that says why (issues 10 and 21).
    const head = find('input_property_added', 'read_file', '/inputSchema/properties/head');
    expect(head?.severity).toBe('warning');
    expect(head?.reasons[0]).toMatch(/^parameter `head` declared: the locked input schema declared nothing/);
    // A newly required parameter breaks callers but grants nothing: a warning, not critical.
    expect(find('input_required_property_added', 'write_file', '/inputSchema/properties/path')?.severity).toBe('warning');
    // "DEPRECATED: Use read_text_file instead." mentions another tool: warning, naming the signal.
    const deprecation = find('tool_description_changed', 'read_file')!;
    expect(deprecation.severity).toBe('warning');
    expect(deprecation.reasons).toContain('signal tool_mention: "read_text_file"');
  });

  it('passes a cosmetic-only real upgrade (server-memory 0.6.2 -> 2026.8.31) with the schema edits shown as safe', async () => {
    const dir = tempDir();
    const lockfile = path.join(dir, 'mcp.lock.json');
    await lock(lockfile, memory('0.6.2'));
    const { code, report } = await check(lockfile, memory('2026.8.31'));
    expect(report.counts.critical).toBe(0);
    expect(report.verdict).toBe('pass');
    expect(code).toBe(0);
    // All nine input schemas differ only by "$schema" and such: one safe cosmetic row each, where a
    // hash-pinning gate would fail nine times over.
    const inputEdits = report.changes.filter((c) => c.capability.type === 'tool' && c.rule.startsWith('input_'));
    expect(inputEdits.map((c) => c.rule)).toEqual(Array(9).fill('input_schema_cosmetic'));
    for (const change of inputEdits) expect(change.severity).toBe('safe');
    // The server newly advertises resources: reported, not silently accepted.
    expect(report.changes.some((c) => c.capability.type === 'server' && c.capability.name === 'capabilities')).toBe(true);
  });
});

describe('real server over HTTP transports', () => {
  it('starts server-everything over HTTP, locks it, and a check over HTTP passes', async () => {
    const dir = tempDir();
    const lockfile = path.join(dir, 'mcp.lock.json');
    const port = await freePort();
    const start = `node --import ${forceLoopback} ${realServer('server-everything', '2026.8.31')} streamableHttp`;
    const url = `http://127.0.0.1:${port}/mcp`;
    const env = ['--env', `PORT=${port}`];
    const text = await lock(lockfile, [], ['--url', url, '--start', start, ...env]);
    expect(Object.keys(JSON.parse(text).tools)).toContain('get-sum');
    const run = await runBuiltCli(['check', '--lockfile', lockfile, '--format', 'json', '--url', url, '--start', start, ...env]);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).verdict).toBe('pass');
  });

  it('locks and checks server-everything over legacy SSE', async () => {
    const dir = tempDir();
    const lockfile = path.join(dir, 'mcp.lock.json');
    const port = await freePort();
    const start = `node --import ${forceLoopback} ${realServer('server-everything', '2026.8.31')} sse`;
    const args = ['--url', `http://127.0.0.1:${port}/sse`, '--transport', 'sse', '--start', start, '--env', `PORT=${port}`];
    const text = await lock(lockfile, [], args);
    expect(Object.keys(JSON.parse(text).tools)).toContain('echo');
    const run = await runBuiltCli(['check', '--lockfile', lockfile, '--format', 'json', ...args]);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).changes).toEqual([]);
  });
});

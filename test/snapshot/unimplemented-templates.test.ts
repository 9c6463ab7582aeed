// Published servers (the Python SDK's low-level Server, server-puppeteer, desktop-commander,
// mcp-server-kubernetes, mcp-server-sqlite) advertise `resources` and answer
// `resources/templates/list` with "method not found". The gate used to exit 2 on them, so they
// could not be gated at all; that answer on the first page is now an empty list and a finding.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureServer, tempDir } from '../helpers/fixtures.js';
import { cli, rawTool } from '../hardening/answers.js';
import { isMethodNotFound, listPages } from '../../src/snapshot/paginate.js';
import { LIST_SPECS } from '../../src/snapshot/lists.js';
import { GateError } from '../../src/errors.js';

function server(dir: string, lines: string[]): string[] {
  const file = path.join(dir, `answers-${lines.length}.txt`);
  writeFileSync(file, lines.join('\n'));
  return ['--', process.execPath, fixtureServer('hostile/answers.mjs'), file];
}

const init = (capabilities: string) =>
  `initialize {"protocolVersion":"2025-06-18","capabilities":${capabilities},"serverInfo":{"name":"resources-without-templates","version":"1.0.0"}}`;

describe('a server that advertises resources but has no resources/templates/list', () => {
  it('is locked and checked: no templates, one spec_violation naming the method', async () => {
    const dir = tempDir();
    const argv = server(dir, [
      init('{"tools":{},"resources":{}}'),
      `tools/list {"tools":[${rawTool('read_note')}]}`,
      'resources/list {"resources":[{"uri":"note://1","name":"first note"}]}',
    ]);
    const lock = await cli(['lock', ...argv], dir);
    expect(lock.code, lock.stderr).toBe(0);
    const check = await cli(['check', '--format', 'json', ...argv], dir);
    expect(check.code, check.stderr).toBe(0);
    const report = JSON.parse(check.stdout) as { changes: Array<{ rule: string; severity: string; message: string }> };
    const findings = report.changes.filter((change) => change.rule === 'spec_violation');
    expect(findings).toHaveLength(1);
    expect(findings[0]!.severity).toBe('warning');
    expect(findings[0]!.message).toContain('resources/templates/list');
    expect(findings[0]!.message).toContain('method not found');
  });

  it('still refuses a server whose advertised prompts/list is not found (only the templates list is optional)', async () => {
    const dir = tempDir();
    const run = await cli(['lock', ...server(dir, [init('{"tools":{},"prompts":{}}'), `tools/list {"tools":[${rawTool('a')}]}`])], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('prompts/list');
  });
});

describe('listPages', () => {
  const templates = LIST_SPECS.find((spec) => spec.field === 'resourceTemplates')!;
  const limits = { maxPages: 10, maxItems: 100 };
  const notFound = () => Promise.reject(new GateError('protocol_error', 'answered with a JSON-RPC error', { cause: Object.assign(new Error('Method not found'), { code: -32601 }) }));

  it('takes "method not found" on the first page of an optional list as unimplemented', async () => {
    expect(await listPages(notFound, templates, limits)).toEqual({ items: [], unimplemented: true });
  });

  it('does not take it on a later page: a list cut short is never the whole', async () => {
    let calls = 0;
    const request = () => (calls++ === 0 ? Promise.resolve({ resourceTemplates: [{ uriTemplate: 'a://{x}', name: 'a' }], nextCursor: 'p2' }) : notFound());
    await expect(listPages(request, templates, limits)).rejects.toThrow(/JSON-RPC error/);
  });

  it('does not take any other error as unimplemented', async () => {
    const invalid = () => Promise.reject(new GateError('protocol_error', 'x', { cause: Object.assign(new Error('Invalid params'), { code: -32602 }) }));
    await expect(listPages(invalid, templates, limits)).rejects.toThrow();
    expect(isMethodNotFound(new Error('no code'))).toBe(false);
  });
});

// Classes of mistake the first sight of batch issue-21-fourteenth showed (docs/VERDICTS.md), each fixed
// as a class and tested on the recorded pair (both directions) and on one-step edits that keep the
// other verdict:
// - a parameter documented as narrowing the tool's own action to some of its own objects ("Only delete
//   the cookie on this domain" on browser_cookie_delete) names an attribute of them, not a place to reach
//   (playwright test runner `domain`, `path`);
// - a connection string names a host and carries its credentials (read-only-mysql `connectionString`).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { runGate } from '../corpus/corpus.js';
import { pair, at, toolOf, replaceTool } from './corpusEdits.js';

const withProperty = (snapshot: Snapshot, tool: string, name: string, schema: JsonObject): Snapshot => {
  const definition = toolOf(snapshot, tool);
  const input = definition.inputSchema as JsonObject;
  return replaceTool(snapshot, { ...definition, inputSchema: { ...input, properties: { ...(input.properties as JsonObject), [name]: schema } } });
};

describe("an attribute filter of the tool's own objects", () => {
  const id = 'upgrades/playwright-test-mcp/1.64.1__1.65.0';
  it('playwright test runner 1.64.1 -> 1.65.0: browser_cookie_delete `domain`/`path` ("Only delete the cookie on this domain") are warnings that say so; swapped, removals', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    for (const name of ['domain', 'path']) {
      const [added] = at(run, 'browser_cookie_delete', `/${name}`).filter((c) => c.rule === 'input_property_added');
      expect(added?.severity).toBe('warning');
      expect(added?.reasons.join(' ')).toContain(`narrows which of the tool's own objects it acts on ("Only delete the cookie on this ${name}")`);
      expect(added?.triggers?.[0]).toMatchObject({ kind: 'structure', what: 'input property added', pointer: `/inputSchema/properties/${name}` });
    }
    expect(run.changes.filter((c) => c.severity === 'critical')).toEqual([]);
    const back = at(runGate(after, before), 'browser_cookie_delete', '/domain').filter((c) => c.rule.startsWith('input_property'));
    expect(back.map((c) => c.rule)).toEqual(['input_property_removed']);
    expect(back.filter((c) => c.severity === 'critical')).toEqual([]);
  });

  it('stays critical when the narrowed objects are places (files), when the verb or the object is not the tool\'s own, or without "only"', () => {
    const { before } = pair(id);
    const severityOf = (tool: string, name: string, description: string) =>
      at(runGate(before, withProperty(before, tool, name, { type: 'string', description })), tool, `/${name}`).find((c) => c.rule === 'input_property_added')?.severity;
    expect(severityOf('browser_cookie_delete', 'domain', 'Only delete the cookie on this domain')).toBe('warning');
    expect(severityOf('browser_cookie_delete', 'domain', 'The domain of the cookie')).toBe('critical');
    expect(severityOf('browser_cookie_delete', 'domain', 'Only send the cookie to this domain')).toBe('critical');
    expect(severityOf('browser_cookie_delete', 'domain', 'Only delete the session on this domain')).toBe('critical');
  });

  it('needs the tool\'s name words: the same description on a parameter with no tool context keeps its place class', () => {
    const schema = { type: 'string', description: 'Only delete the cookie on this domain' };
    expect(assessParameter('domain', schema).findings.map((f) => f.class)).toContain('network_target');
    expect(assessParameter('domain', schema, { tool: { writes: true, nameWords: new Set(['browser', 'cookie', 'delete']) } }).carries).toBe(false);
    // Files narrowed by a path are places still: the narrowing may point anywhere.
    const files = assessParameter('path', { type: 'string', description: 'Only delete the files under this path' }, { tool: { writes: true, nameWords: new Set(['delete', 'files']) } });
    expect(files.findings.map((f) => f.class)).toContain('file_access');
  });
});

describe('a connection string', () => {
  const id = 'upgrades/read-only-mysql-mcp-server/0.1.0__0.1.1';
  it('read-only-mysql 0.1.0 -> 0.1.1: query `connectionString` ("override the current connection") is critical, network_target and credential; swapped, a removal', () => {
    const { before, after } = pair(id);
    const [added] = at(runGate(before, after), 'query', '/connectionString').filter((c) => c.rule === 'input_property_added');
    expect(added?.severity).toBe('critical');
    expect(added?.triggers).toEqual([
      { kind: 'parameter', parameter: 'connectionString', pointer: '/inputSchema/properties/connectionString', class: 'network_target', tokens: ['connection', 'string'], evidence: 'name' },
      { kind: 'parameter', parameter: 'connectionString', pointer: '/inputSchema/properties/connectionString', class: 'credential', tokens: ['connection', 'string'], evidence: 'name' },
    ]);
    expect(at(runGate(after, before), 'query', '/connectionString').filter((c) => c.severity === 'critical')).toEqual([]);
  });

  it('every spelling of a connection string with a value to carry; a timeout, a name or a flag of a connection is none', () => {
    const classes = (name: string, schema: JsonObject) => assessParameter(name, schema).findings.map((f) => f.class);
    for (const name of ['connectionString', 'connection_uri', 'conn_str', 'connectionUrl']) expect(classes(name, { type: 'string' })).toEqual(expect.arrayContaining(['network_target', 'credential']));
    expect(classes('connectionTimeout', { type: 'number' })).toEqual([]);
    expect(classes('connection_name', { type: 'string' })).toEqual([]);
    expect(classes('connectionString', { type: 'boolean' })).toEqual([]);
  });
});

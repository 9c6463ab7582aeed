// Classes of mistake the first sight of batch issue-21-thirteenth showed (docs/VERDICTS.md), each fixed
// as a class and tested on the recorded pair (both directions) and on one-step edits that keep the
// other verdict:
// - a keyword no JSON Schema dialect defines validates nothing, so dropping it accepts nothing new
//   (serper `max`/`min` written `maximum`/`minimum`);
// - `delegated` before an owner or user is an identity to act as (documenso `delegatedDocumentOwner`);
// - structured where it took structured values, in the shape the locked description documented, is no
//   richer value (fibery `q_where` object -> array);
// - a path documented as absolute with no bound already reached any place on the disk ("Any directory
//   readable by this process", repomix `directory`).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { findReachStatements } from '../../src/diff/text/reach.js';
import { runGate } from '../corpus/corpus.js';
import { pair, at, toolOf, replaceTool } from './corpusEdits.js';

const patchProperty = (snapshot: Snapshot, tool: string, property: string, patch: (schema: JsonObject) => JsonObject): Snapshot => {
  const definition = toolOf(snapshot, tool);
  const input = definition.inputSchema as JsonObject;
  const properties = input.properties as JsonObject;
  return replaceTool(snapshot, { ...definition, inputSchema: { ...input, properties: { ...properties, [property]: patch(properties[property] as JsonObject) } } });
};

describe('a keyword no JSON Schema dialect defines', () => {
  const id = 'upgrades/serper-mcp-server/0.0.3__0.0.4';
  it('serper 0.0.3 -> 0.0.4: google_search `max`/`min` dropped (now `maximum`/`minimum`): nothing critical on num or page; swapped, the standard bounds dropped are', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    expect([...at(run, 'google_search', '/properties/num'), ...at(run, 'google_search', '/properties/page')].filter((c) => c.severity === 'critical')).toEqual([]);
    expect(at(run, 'google_search', '/properties/num/maximum').map((c) => c.rule)).toContain('input_constraint_added');
    // The other way the real bound goes (a widening); the unknown keyword that comes back holds a number, which validates
    // nothing and carries no text (thirty-ninth batch, test/diff/thirtyNinthBatchClasses.test.ts): noted, no change.
    const back = runGate(after, before);
    expect(at(back, 'google_search', '/properties/num/maximum').map((c) => c.rule)).toContain('input_constraint_removed');
    expect(at(back, 'google_search', '/properties/num/max').filter((c) => c.pointer!.endsWith('/max'))).toEqual([]);
  });

  it('a JSON Schema keyword the diff does not model still is a change when dropped; an unknown one is not', () => {
    const { before } = pair(id);
    const withKeyword = (keyword: string, value: unknown) => patchProperty(before, 'google_search', 'q', (schema) => ({ ...schema, [keyword]: value }) as JsonObject);
    const dropped = (keyword: string, value: unknown) => at(runGate(withKeyword(keyword, value), before), 'google_search', `/properties/q/${keyword}`);
    expect(dropped('contentMediaType', 'text/plain').map((c) => c.rule)).toContain('input_schema_changed');
    expect(dropped('maxlen', 20)).toEqual([]);
  });
});

describe('an identity to act as, delegated', () => {
  it('documenso 0.5.1 -> 0.8.1: envelopes-create `delegatedDocumentOwner` is critical as a credential (word "delegated"); swapped, not critical', () => {
    const { before, after } = pair('upgrades/documenso-mcp/0.5.1__0.8.1');
    const [owner] = at(runGate(before, after), 'envelopes-create', '/delegatedDocumentOwner').filter((c) => c.rule === 'input_property_added');
    expect(owner?.severity).toBe('critical');
    expect(owner?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'delegatedDocumentOwner', class: 'credential', tokens: ['delegated'], evidence: 'name' }));
    expect(at(runGate(after, before), 'envelopes-create', '/delegatedDocumentOwner').filter((c) => c.severity === 'critical')).toEqual([]);
  });

  it('only as a word of the name with a value to carry', () => {
    const classes = (name: string, schema: JsonObject) => assessParameter(name, schema).findings.map((f) => f.class);
    expect(classes('delegatedUser', { type: 'string' })).toContain('credential');
    expect(classes('delegatedUser', { type: 'boolean' })).not.toContain('credential');
    expect(classes('ownerEmail', { type: 'string' })).not.toContain('credential');
  });
});

describe('structured for structured, in the documented shape', () => {
  const id = 'upgrades/fibery-mcp-server/0.1.5__0.1.6';
  it('fibery 0.1.5 -> 0.1.6: query_database `q_where` object -> array ("format [operator, [field_path], value]") is a warning that says so; swapped, an undocumented object stays critical', () => {
    const { before, after } = pair(id);
    const [type] = at(runGate(before, after), 'query_database', '/q_where/type');
    expect(type).toMatchObject({ rule: 'input_type_changed', severity: 'warning' });
    expect(type?.reasons.join(' ')).toContain('its locked description already documented the value as array');
    expect(type?.triggers?.[0]).toMatchObject({ kind: 'structure', before: 'object', after: 'array' });
    // Swapped, the value becomes an object the description (an array format) does not document: still a richer value.
    const [back] = at(runGate(after, before), 'query_database', '/q_where/type');
    expect(back).toMatchObject({ rule: 'input_type_changed', severity: 'critical' });
    expect(back?.reasons.join(' ')).toContain('a richer value (object) where it took array');
  });

  it('a string that becomes an array, or an undocumented shape, is still a richer value', () => {
    const { before, after } = pair(id);
    const undocumented = (snapshot: Snapshot) => patchProperty(snapshot, 'query_database', 'q_where', (schema) => ({ ...schema, description: 'Filter conditions.' }));
    expect(at(runGate(undocumented(before), undocumented(after)), 'query_database', '/q_where/type')[0]?.severity).toBe('critical');
    const asString = patchProperty(before, 'query_database', 'q_where', (schema) => ({ ...schema, type: 'string' }));
    expect(at(runGate(asString, after), 'query_database', '/q_where/type')[0]?.severity).toBe('critical');
  });
});

describe('an absolute path with no bound already reached any place on the disk', () => {
  it('repomix 1.17.0 -> 1.18.0: pack_codebase `directory` "Any directory readable by this process can be packed" restates "(Absolute path)"', () => {
    const { before, after } = pair('upgrades/repomix-mcp/1.17.0__1.18.0');
    expect(at(runGate(before, after), 'pack_codebase', '/properties/directory').filter((c) => c.severity === 'critical')).toEqual([]);
  });

  it('a bounded path, or a URL the old text never opened, still widens', () => {
    const takes = { url: false, path: true };
    const any = 'Any directory readable by this process can be packed.';
    expect(findReachStatements(any, takes, undefined, 'Directory to pack (Absolute path)')).toEqual([]);
    expect(findReachStatements(any, takes, undefined, 'Absolute path within the allowed roots')).toHaveLength(1);
    expect(findReachStatements(any, takes, undefined, 'Directory to pack')).toHaveLength(1);
    expect(findReachStatements('Any URL is fetched.', { url: true, path: true }, undefined, 'Absolute path of the file')).toHaveLength(1);
  });
});

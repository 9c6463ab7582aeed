// Classes of the fifty-fourth batch, fixed after its first sight, each on the recorded definitions, upgrade and
// downgrade, with counter-cases the fix must not swallow:
// - a union branch that accepts nothing (`{not: {}}`, zod's "undefined") or only null (`{type: "null"}`) adds no value
//   (inputSeverity.ts, acceptsNothingOrNull);
// - the content a writer stores losing its type altogether (atlan `attribute_values`: string -> any) is no "content in
//   another shape": that excuse holds only for a newly declared type (inputSeverity.ts, CONTENT_NAMES);
// - a value documented as filling an environment variable the tool writes (auth0 `port`: "Used for PORT env keys") is a
//   setting stored, not a place reached (parameters.ts, storedLink / ENV_ENTRY_WRITTEN).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { runGate } from '../corpus/corpus.js';
import { at, criticalAt, neutralServer, pair, toolDefinition, withProperty } from './corpusEdits.js';

describe('a branch that accepts nothing or only null', () => {
  const id = 'upgrades/mcp-miro/1.0.8__1.0.9';
  it('mcp-miro 1.0.8 -> 1.0.9: deleteItems and role gain `anyOf: [{anyOf: [{not: {}}, X]}, {type: null}]`: no critical; back again, none', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    for (const [tool, parameter] of [['delete-group', 'deleteItems'], ['update-board-member', 'role'], ['ungroup-items', 'deleteItems']]) {
      const found = at(run, tool!, `/${parameter}`);
      expect(found.filter((change) => change.rule === 'input_branch_added').length, tool).toBeGreaterThan(0);
      expect(found.filter((change) => change.severity === 'critical'), tool).toEqual([]);
    }
    expect(run.verdict).toBe('pass');
    expect(runGate(after, before).verdict).toBe('pass');
  });

  it('a branch that accepts a value (a string, an object) on the same parameter stays critical', () => {
    const base = neutralServer(toolDefinition('delete_group', 'Deletes a group.', { deleteItems: { type: 'boolean', description: 'Set to true to delete items in the group' } }));
    const widened = (branch: JsonObject) => criticalAt(runGate(base, withProperty(base, 'delete_group', 'deleteItems', { anyOf: [{ type: 'boolean' }, branch], description: 'Set to true to delete items in the group' })), 'delete_group', '/deleteItems');
    expect(widened({ type: 'null' })).toEqual([]);
    expect(widened({ not: {} })).toEqual([]);
    expect(widened({ type: 'string' }).length).toBeGreaterThan(0);
    expect(widened({ not: { type: 'string' } }).length).toBeGreaterThan(0);
  });
});

describe('stored content losing its type altogether', () => {
  const id = 'upgrades/atlan-mcp-server/0.1.0__0.2.0';
  it('atlan 0.1.0 -> 0.2.0: update_assets_tool attribute_values string -> any is critical; back again, a narrowing', () => {
    const { before, after } = pair(id);
    const found = criticalAt(runGate(before, after), 'update_assets_tool', '/attribute_values');
    expect(found.length).toBe(1);
    expect(found[0]!.rule).toBe('input_type_widened');
    expect(criticalAt(runGate(after, before), 'update_assets_tool', '/attribute_values')).toEqual([]);
  });

  it('the same content newly declared as an object stays the content in another shape', () => {
    const base = neutralServer(toolDefinition('update_document', 'Updates a document.', { id: { type: 'string' }, data: { type: 'string' } }));
    expect(criticalAt(runGate(base, withProperty(base, 'update_document', 'data', { type: 'object' })), 'update_document', '/data')).toEqual([]);
    expect(criticalAt(runGate(base, withProperty(base, 'update_document', 'data', {})), 'update_document', '/data').length).toBe(1);
  });
});

describe('a value filling an environment variable the tool writes', () => {
  const id = 'upgrades/auth0-mcp-server/0.1.0-beta.13__0.1.0-beta.14';
  it('auth0 beta.13 -> beta.14: auth0_save_credentials_to_file `port` ("Used for PORT env keys") is no network target', () => {
    const { before, after } = pair(id);
    const found = at(runGate(before, after), 'auth0_save_credentials_to_file', '/properties/port');
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((change) => change.severity === 'critical')).toEqual([]);
    expect(found.flatMap((change) => change.triggers ?? []).filter((trigger) => (trigger as unknown as JsonObject).class === 'network_target')).toEqual([]);
    expect(found[0]!.reasons.join(' ')).toContain('a link or setting kept with what the tool writes ("Used for PORT env keys")');
  });

  it('a port or host the tool connects to, or one on a tool that writes nothing, stays a network target', () => {
    const writer = neutralServer(toolDefinition('save_env_file', 'Writes the project environment file.', { path: { type: 'string' } }));
    const port = (description: string) => criticalAt(runGate(writer, withProperty(writer, 'save_env_file', 'port', { type: 'number', description })), 'save_env_file', '/port');
    expect(port('Used for PORT env keys.')).toEqual([]);
    expect(port('Port to connect to before writing.').length).toBe(1);
    expect(port('used for port env keys.').length).toBe(1);
    const reader = neutralServer(toolDefinition('get_status', 'Gets the status.', { id: { type: 'string' } }));
    expect(criticalAt(runGate(reader, withProperty(reader, 'get_status', 'port', { type: 'number', description: 'Used for PORT env keys.' })), 'get_status', '/port').length).toBe(1);
  });
});

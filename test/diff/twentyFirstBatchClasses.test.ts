// Classes of mistake the first sight of batch issue-21-twentyfirst showed (docs/VERDICTS.md), each fixed
// as a class and tested on the recorded pair (both directions) and on one-step edits that keep the other
// verdict (three more pairs are left open with their reasons in open-disagreements.json):
// - SQL written out in a free value's description ("Aggregate function (e.g., COUNT(*), SUM(column))") is
//   SQL the tool puts in its query (duwenji mcp-postgres 1.2.3 read_entity `aggregate`); bind values
//   documented beside the query they fill are not (aurora-dsql `params`);
// - a new flag named for a URL (`is_url`) on a tool with a path parameter lets that parameter name a host
//   (MiniMax-MCP 0.0.9 play_audio and voice_clone);
// - a nullable count is a count: its place words (`max_entities_per_domain`) name no host.
import { describe, expect, it } from 'vitest';
import type { Snapshot } from '../../src/snapshot/types.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { assessToolRiskDetailed } from '../../src/risk/index.js';
import { runGate } from '../corpus/corpus.js';
import { pair } from './corpusEdits.js';

const at = (before: Snapshot, after: Snapshot, tool: string, pointer: string) =>
  runGate(before, after).changes.filter((c) => c.capability.name === tool && c.pointer === pointer);

describe('SQL written out in a description', () => {
  it('duwenji mcp-postgres 1.2.2 -> 1.2.3: read_entity `aggregate` ("Aggregate function (e.g., COUNT(*), SUM(column))") is critical, query_language; swapped, a removal', () => {
    const { before, after } = pair('upgrades/mcp-postgres-duwenji/1.2.2__1.2.3');
    const [added] = at(before, after, 'read_entity', '/inputSchema/properties/aggregate');
    expect(added?.severity).toBe('critical');
    expect(added?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'query_language', tokens: ['COUNT'], evidence: 'description' }));
    expect(at(after, before, 'read_entity', '/inputSchema/properties/aggregate').filter((c) => c.severity === 'critical')).toEqual([]);
  });

  it('bind values, a flag, or prose naming SQL without writing it carry no query language', () => {
    expect(assessParameter('params', { type: 'array', items: {}, description: 'Values to bind. Use %s placeholders in the SQL string (e.g. "SELECT * FROM t WHERE id = %s").' }).carries).toBe(false);
    expect(assessParameter('aggregate', { type: 'boolean', description: 'Return COUNT(*) instead of rows.' }).carries).toBe(false);
    expect(assessParameter('sort', { type: 'string', description: 'Column to sort by, e.g. created_at' }).carries).toBe(false);
    expect(assessParameter('sort', { type: 'string', description: 'Sort clause, e.g. ORDER BY created_at DESC' }).findings).toContainEqual(expect.objectContaining({ class: 'query_language' }));
  });
});

describe('a flag that makes a path a URL', () => {
  const id = 'upgrades/minimax-mcp/0.0.6__0.0.9';
  it('MiniMax-MCP 0.0.6 -> 0.0.9: play_audio and voice_clone `is_url` are critical, network_target with the path they make a URL; swapped, removals', () => {
    const { before, after } = pair(id);
    for (const [tool, path] of [['play_audio', 'input_file_path'], ['voice_clone', 'file']] as const) {
      const [added] = at(before, after, tool, '/inputSchema/properties/is_url');
      expect(added?.severity).toBe('critical');
      expect(added?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'network_target', tokens: ['url', path], evidence: 'tool' }));
      expect(at(after, before, tool, '/inputSchema/properties/is_url').filter((c) => c.severity === 'critical')).toEqual([]);
    }
  });
});

describe('a nullable count', () => {
  it('`max_entities_per_domain` (integer or null) names no host; a port still does', () => {
    const tool = (name: string) => ({ name: 'get_overview', description: 'Get an overview.', inputSchema: { type: 'object', properties: { [name]: { anyOf: [{ type: 'integer' }, { type: 'null' }] } } } });
    expect(assessToolRiskDetailed(tool('max_entities_per_domain')).evidence.filter((item) => item.category === 'network_request')).toEqual([]);
    expect(assessToolRiskDetailed(tool('proxy_port')).evidence.some((item) => item.category === 'network_request')).toBe(true);
  });
});

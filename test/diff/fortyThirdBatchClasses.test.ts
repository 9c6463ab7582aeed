// Classes of mistake of the forty-third batch, fixed after its first sight (test/fixtures/corpus/first-sight.json: 40/43),
// each on the recorded definitions, upgrade and downgrade, with a counter-case the fix must not swallow:
// - a selector of how the work is done (`method`, `engine`, `mode`) with a value naming a language model's service
//   (`llm`) hands what the tool holds to that service: network_target (this batch's two misses);
// - a risk raise carried by words the locked parameters already said ("SELECT SQL query to execute" -> "Execute a
//   SELECT query on the Snowflake database") restates, not adds.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { runGate } from '../corpus/corpus.js';
import { at, noneCriticalAt, pair, replaceTool, toolOf } from './corpusEdits.js';

describe('a way of working that is a language model\'s service', () => {
  const id = 'upgrades/postgres-mcp-crystaldba/v0.2.1__v0.3.0';
  it('postgres-mcp v0.2.1 -> v0.3.0: `method` ["dta", "llm"] on analyze_query_indexes and analyze_workload_indexes is critical, network_target on "llm"; removed, not critical', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    for (const tool of ['analyze_query_indexes', 'analyze_workload_indexes']) {
      const [change] = at(run, tool, '/properties/method');
      expect(change, tool).toMatchObject({ rule: 'input_property_added', severity: 'critical' });
      expect(change!.triggers, tool).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'method', class: 'network_target', tokens: ['llm'], evidence: 'enum' }));
      noneCriticalAt(runGate(after, before), tool, '/properties/method');
    }
  });

  it('a value naming no model service, or a model named by what the tool returns (`format`), is no place', () => {
    const classes = (name: string, values: string[]) => assessParameter(name, { type: 'string', enum: values }).findings.map((finding) => finding.class);
    expect(classes('method', ['dta', 'llm'])).toContain('network_target');
    expect(classes('engine', ['local', 'openai'])).toContain('network_target');
    expect(classes('method', ['dta', 'greedy'])).not.toContain('network_target');
    expect(classes('format', ['text', 'llm'])).not.toContain('network_target');
  });
});

describe('a raise that restates the locked parameters', () => {
  const id = 'upgrades/mcp-snowflake-server/v0.1.6__v0.1.7';
  it('mcp-snowflake-server v0.1.6 -> v0.1.7: read_query\'s new "Execute a SELECT query on the Snowflake database" is a warning that says its `query` said so; reverted, no raise', () => {
    const { before, after } = pair(id);
    const raise = runGate(before, after).changes.find((change) => change.rule === 'risk_level_raised' && change.capability?.name === 'read_query');
    expect(raise).toMatchObject({ severity: 'warning', before: 'LOW', after: 'HIGH' });
    expect(raise!.reasons.join(' ')).toContain('restates what its locked parameters already said');
    expect(raise!.triggers).toContainEqual(expect.objectContaining({ kind: 'text', quote: 'Execute a SELECT query on the Snowflake database.' }));
    const back = runGate(after, before).changes.filter((change) => change.capability?.name === 'read_query');
    expect(back.filter((change) => change.rule === 'risk_level_raised')).toEqual([]);
    expect(back.filter((change) => change.severity === 'critical')).toEqual([]);
  });

  it('where the locked parameter never said it executes, the same description raises critically', () => {
    const { before, after } = pair(id);
    const locked = toolOf(before, 'read_query');
    const schema = locked.inputSchema as JsonObject;
    const searching = replaceTool(before, { ...locked, inputSchema: { ...schema, properties: { query: { type: 'string', description: 'Words to look for' } } } });
    const raise = runGate(searching, after).changes.find((change) => change.rule === 'risk_level_raised' && change.capability?.name === 'read_query');
    expect(raise?.severity).toBe('critical');
  });
});

// Classes of the sixty-first batch, fixed after its first sight, each on the recorded definitions with counter-cases:
// - on a tool that writes a rule of access (a firewall policy, an ACL), a flag inverting what the rule matches
//   (`srcaddr_negate`: "Match all sources EXCEPT srcaddr") is a safety switch (src/risk/parameters.ts, NEGATING_WORDS);
// - an action selector documented as picking what the tool describes ("Operation whose schema to return"), on a tool that
//   writes nothing, names no action done (src/diff/inputSeverity.ts, DESCRIBED_ACTION).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { runGate } from '../corpus/corpus.js';
import { criticalAt, noneCriticalAt, pair, toolOf, replaceTool } from './corpusEdits.js';

const triggersOf = (changes: { triggers?: unknown[] }[]) => changes.flatMap((change) => change.triggers ?? []) as JsonObject[];
const classes = (name: string, nameWords: string[], writes: boolean) =>
  assessParameter(name, { anyOf: [{ type: 'boolean' }, { type: 'null' }], default: null }, { tool: { writes, nameWords: new Set(nameWords) } }).findings.map((f) => f.class);

describe('a flag inverting what a rule of access matches', () => {
  it('fortimanager-mcp v1.9.2 -> v1.10.0: create_ and update_firewall_policy\'s *_negate flags are critical safety switches; removed, not', () => {
    const { before, after } = pair('upgrades/fortimanager-mcp/v1.9.2__v1.10.0');
    const run = runGate(before, after);
    for (const tool of ['create_firewall_policy', 'update_firewall_policy']) {
      for (const flag of ['srcaddr_negate', 'dstaddr_negate', 'service_negate']) {
        const found = criticalAt(run, tool, `/${flag}`);
        expect(triggersOf(found), `${tool} ${flag}`).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: flag, class: 'safety_switch', tokens: ['negate'] }));
        expect(criticalAt(runGate(after, before), tool, `/${flag}`)).toEqual([]);
      }
    }
  });

  it('the same flag on a reader, or on a writer of anything but a rule, is none', () => {
    expect(classes('srcaddr_negate', ['create', 'firewall', 'policy'], true)).toEqual(['safety_switch']);
    expect(classes('srcaddr_negate', ['list', 'firewall', 'policies'], false)).toEqual([]);
    expect(classes('invert_colors', ['create', 'chart'], true)).toEqual([]);
    expect(classes('negate', ['update', 'acl'], true)).toEqual(['safety_switch']);
  });
});

describe('an operation whose documentation the tool returns', () => {
  const id = 'upgrades/opik-mcp/0.2.12__0.2.13';
  it('opik-mcp 0.2.12 -> 0.2.13: `schema`\'s operation gains thread.close and thread.open: a warning saying no action is done', () => {
    const { before, after } = pair(id);
    const found = noneCriticalAt(runGate(before, after), 'schema', '/operation');
    expect(found.flatMap((change) => change.reasons).join(' ')).toContain('picks the action whose documentation the tool returns ("whose schema to return")');
  });

  it('documented as the operation performed, or on a tool that writes, a new value is a new action', () => {
    const { before, after } = pair(id);
    const tool = toolOf(after, 'schema');
    const input = tool.inputSchema as JsonObject;
    const operation = (input.properties as JsonObject).operation as JsonObject;
    const performed = { ...tool, inputSchema: { ...input, properties: { ...(input.properties as JsonObject), operation: { ...operation, description: 'Operation to perform.' } } } };
    expect(criticalAt(runGate(before, replaceTool(after, performed)), 'schema', '/operation').length).toBe(1);
    const writer = { ...tool, name: 'schema', description: 'Creates the object the operation names and returns its id.', annotations: { readOnlyHint: false } };
    const beforeWriter = replaceTool(before, { ...toolOf(before, 'schema'), description: writer.description, annotations: writer.annotations });
    expect(criticalAt(runGate(beforeWriter, replaceTool(after, writer)), 'schema', '/operation').length).toBe(1);
  });
});

// Classes of mistake the first sight of batch issue-21-fifteenth showed (docs/VERDICTS.md), each fixed
// as a class and tested on the recorded pair (both directions) and on one-step edits that keep the
// other verdict:
// - `method` qualified by another noun names a kind of thing (a payment method), not an action selector
//   (moovio `paymentMethodType` gaining "instant-bank-credit");
// - a tool that updates an object and takes its status sets it, so a past participle of an acting verb
//   among the values is a transition it performs (vercel marketplace-update-installation `status`:
//   "uninstalled");
// - a list whose items lose their type stays a list: a parameter of no capability class gains none from
//   untyped items (office-word add_table `data`, format_table `shading`).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { assessParameter, isActionSelector } from '../../src/risk/parameters.js';
import { runGate } from '../corpus/corpus.js';
import { pair, at, toolOf, replaceTool } from './corpusEdits.js';

describe('a method that is a kind of thing', () => {
  const id = 'upgrades/moovio-sdk/25.7.0__26.2.0';
  it('moovio 25.7.0 -> 26.2.0: payment-methods-list `paymentMethodType` gains "instant-bank-credit": a warning, no action selector; swapped, a narrowing', () => {
    const { before, after } = pair(id);
    const [added] = at(runGate(before, after), 'payment-methods-list', '/paymentMethodType/enum');
    expect(added).toMatchObject({ rule: 'input_enum_value_added', severity: 'warning' });
    expect(added?.reasons.join(' ')).not.toContain('selects the action');
    const [back] = at(runGate(after, before), 'payment-methods-list', '/paymentMethodType/enum');
    expect(back?.rule).toBe('input_enum_value_removed');
    expect(back?.severity).not.toBe('critical');
  });

  it('`method` alone or of a call still selects; a method qualified by a noun does not', () => {
    expect(isActionSelector('method')).toBe(true);
    expect(isActionSelector('http_method')).toBe(true);
    expect(isActionSelector('requestMethod')).toBe(true);
    expect(isActionSelector('paymentMethodType')).toBe(false);
    expect(isActionSelector('shipping_method')).toBe(false);
    expect(isActionSelector('operation_type')).toBe(true);
  });
});

describe('a status set by a tool that writes', () => {
  const id = 'upgrades/vercel-sdk/1.18.1__1.18.2';
  it('vercel 1.18.1 -> 1.18.2: marketplace-update-installation gains `status` [... "uninstalled" ...]: critical, write_mode with the verb; swapped, a removal', () => {
    const { before, after } = pair(id);
    const [added] = at(runGate(before, after), 'marketplace-update-installation', '/RequestBody/properties/status').filter((c) => c.rule === 'input_property_added');
    expect(added?.severity).toBe('critical');
    expect(added?.reasons.join(' ')).toContain('write_mode (enum value "uninstalled")');
    expect(added?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'status', class: 'write_mode', evidence: 'enum' }));
    expect(at(runGate(after, before), 'marketplace-update-installation', '/RequestBody/properties/status').filter((c) => c.severity === 'critical')).toEqual([]);
  });

  it('only a state parameter of a tool that updates, and only participles of acting verbs', () => {
    const schema = { type: 'string', enum: ['ready', 'uninstalled'] };
    const writes = { writes: true, nameWords: new Set(['marketplace', 'update', 'installation']) };
    const classes = (name: string, tool: { writes: boolean; nameWords?: ReadonlySet<string> }, values = schema) => assessParameter(name, values, { tool }).findings.map((f) => [f.class, f.tokens]);
    expect(classes('status', writes)).toEqual([['write_mode', ['uninstall']]]);
    // A list's status filter names a state to find, even on a tool that writes elsewhere.
    expect(classes('status', { writes: false, nameWords: writes.nameWords })).toEqual([]);
    expect(classes('status', { writes: true, nameWords: new Set(['browser', 'list']) })).toEqual([]);
    // Not a state parameter: a past participle still describes, it does not set.
    expect(classes('sort_by', writes)).toEqual([]);
    // A participle of no acting verb ("resumed", "onboarded") is a state like any other.
    expect(classes('status', writes, { type: 'string', enum: ['ready', 'resumed', 'onboarded'] })).toEqual([]);
  });
});

describe("a list's items losing their type", () => {
  const id = 'upgrades/office-word-mcp-server/1.1.6__1.1.7';
  const withItems = (snapshot: Snapshot, name: string, items: JsonObject): Snapshot => {
    const definition = toolOf(snapshot, 'add_table');
    const input = definition.inputSchema as JsonObject;
    return replaceTool(snapshot, { ...definition, inputSchema: { ...input, properties: { ...(input.properties as JsonObject), [name]: { type: 'array', items } } } });
  };

  it('office-word 1.1.6 -> 1.1.7: add_table `data` and format_table `shading` (lists of string lists -> lists of anything) are warnings that say why; swapped, nothing critical', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    for (const [tool, name] of [['add_table', 'data'], ['format_table', 'shading']] as const) {
      const changes = at(run, tool, `/${name}/`).filter((c) => c.rule === 'input_type_widened');
      expect(changes.length).toBe(2);
      for (const change of changes) {
        expect(change.severity).toBe('warning');
        expect(change.reasons.join(' ')).toContain(`\`${name}\` is still a list and carries no capability class`);
        expect(change.triggers?.at(-1)).toMatchObject({ kind: 'structure' });
      }
    }
    expect(run.changes.filter((c) => c.severity === 'critical')).toEqual([]);
    expect(runGate(after, before).changes.filter((c) => c.severity === 'critical')).toEqual([]);
  });

  it('a list of a capability class, or a value that is no longer a list, keeps it critical', () => {
    const { before } = pair(id);
    const widened = (name: string) => {
      const locked = withItems(before, name, { type: 'string' });
      return at(runGate(locked, withItems(before, name, {})), 'add_table', `/${name}/items`).map((c) => c.severity);
    };
    expect(widened('cells')).toEqual(['warning']);
    expect(widened('file_paths')).toEqual(['critical']);
    expect(widened('urls')).toEqual(['critical']);
    const scalar = withItems(before, 'cells', { type: 'string' });
    const definition = toolOf(scalar, 'add_table');
    const input = definition.inputSchema as JsonObject;
    const anything = replaceTool(scalar, { ...definition, inputSchema: { ...input, properties: { ...(input.properties as JsonObject), cells: {} } } });
    expect(at(runGate(scalar, anything), 'add_table', '/cells').some((c) => c.severity === 'critical')).toBe(true);
  });
});

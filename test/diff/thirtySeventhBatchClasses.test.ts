// Classes of mistake of the thirty-seventh batch fixed after its first sight (test/fixtures/corpus/first-sight.json:
// 32/38); the disagreements left stay open with their reasons (test/fixtures/corpus/open-disagreements.json):
// - a new reader over the backend the locked tools reach is a warning only when its description states no reach beyond
//   it: "perform search on any website" is a reach to any site, so the tool stays critical;
// - (the next session) a root anyOf of branches that only require declared properties is a constraint on the object;
// - (the next session) tools merged from removed readers, or split out of a removed tool: test/diff/restructuredTools.test.ts.
import { describe, expect, it } from 'vitest';
import type { Change } from '../../src/diff/types.js';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { runGate } from '../corpus/corpus.js';
import { pair, replaceTool, toolAdded, toolOf } from './corpusEdits.js';

const added = (before: Snapshot, after: Snapshot, tool: string): Change => toolAdded(runGate(before, after), tool);


describe('a reach stated beyond the backend', () => {
  const id = 'upgrades/pydoll-mcp/1.5.12__1.5.13';
  it('pydoll 1.5.12 -> 1.5.13: intelligent_search "Intelligently perform search on any website ..." is critical', () => {
    const { before, after } = pair(id);
    const change = added(before, after, 'intelligent_search');
    expect(change.severity).toBe('critical');
    expect(change.reasons.join(' ')).not.toContain('reads more of the backend the locked tools reach');
    // Downgrade: the tool removed is no critical.
    expect(runGate(after, before).changes.filter((each) => each.capability?.name === 'intelligent_search' && each.severity === 'critical')).toEqual([]);
  });

  it('the same tool searching the page the browser tools already drive ("on the current page") is a same-backend reader', () => {
    const { before, after } = pair(id);
    const edited = replaceTool(after, { ...toolOf(after, 'intelligent_search'), description: 'Intelligently perform search on the current page with automatic element detection' });
    const change = added(before, edited, 'intelligent_search');
    expect(change.severity).toBe('warning');
    expect(change.reasons.join(' ')).toContain('reads more of the backend the locked tools reach');
  });
});

// Second class, fixed in the session after the one that scored the batch: a root `anyOf` whose branches only require one
// of the properties the object already declares ("give an id, a class name, ... or an XPath") narrows what is accepted.
// Read as variants, it made every branch a new variant and every declared property (aria_role, xpath) look added.
describe('a union of assertions on the declared object is a constraint, not variants', () => {
  const id = 'upgrades/pydoll-mcp/1.5.15__1.5.16';
  it('pydoll 1.5.15 -> 1.5.16: find_element gains anyOf [{required: [id]}, ..., {required: [xpath]}]: one narrowing, no property added', () => {
    const { before, after } = pair(id);
    const changes = runGate(before, after).changes.filter((each) => each.capability?.name === 'find_element');
    expect(changes.filter((each) => each.severity === 'critical')).toEqual([]);
    expect(changes.filter((each) => each.rule === 'input_property_added' || each.rule === 'input_branch_added')).toEqual([]);
    const constraint = changes.find((each) => each.pointer === '/inputSchema/anyOf')!;
    expect(constraint.rule).toBe('input_constraint_added');
    expect(constraint.severity).not.toBe('critical');
  });

  it('downgrade: the anyOf removed widens (the alternatives are no longer demanded), with no property reported added or removed', () => {
    const { before, after } = pair(id);
    const changes = runGate(after, before).changes.filter((each) => each.capability?.name === 'find_element');
    expect(changes.filter((each) => /property_(added|removed)|branch_(added|removed)/.test(each.rule))).toEqual([]);
    const removed = changes.find((each) => each.pointer === '/inputSchema/anyOf')!;
    expect(removed.rule).toBe('input_constraint_removed');
  });

  it('branches that declare properties of their own stay variants: a new variant with a command is still found', () => {
    const { before, after } = pair(id);
    const tool = toolOf(after, 'find_element');
    const input = tool.inputSchema as JsonObject;
    const variant = { properties: { command: { type: 'string', description: 'Shell command to run on the host' } }, required: ['command'] };
    const edited = replaceTool(after, { ...tool, inputSchema: { ...input, anyOf: [...(input.anyOf as JsonObject[]), variant] } });
    const changes = runGate(before, edited).changes.filter((each) => each.capability?.name === 'find_element' && each.severity === 'critical');
    expect(changes.length).toBeGreaterThan(0);
  });
});

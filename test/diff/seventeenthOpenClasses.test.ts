// Classes of mistake left open after batch issue-21-seventeenth (test/fixtures/corpus/open-disagreements.json
// listed them), each fixed as a class before the eighteenth batch was scored, and tested on the recorded
// pair that showed it (both directions) and on edits that must keep the other verdict:
// - one more of a locked family: a new tool taking the same input as locked tools named by nouns that
//   reach nothing, with the same head noun as one of them (semiotic 3.0.1 `ConnectedScatterplot` beside
//   `Scatterplot` and nineteen other chart types);
// - a `role` closed to values none of which is a level of access picks a part played, not an authority
//   (semiotic 3.8.9 suggestStreamCharts `schema.fields[].role`: x, y, value, category, series, size);
// - a parameter its description calls a mode of checking ("Validation mode. Use 'push' for ref-based React
//   HOCs") picks how a tool that does not write checks, not an action (semiotic 3.8.9 diagnoseConfig `usageMode`);
// - a converter's description may leave out the article after "returns" ("Returns SVG string or
//   validation errors": semiotic 3.0.1 renderChart);
// - "types" in prose is a noun ("Recommend Semiotic chart types for a given data sample": semiotic 3.1.2 suggestChart).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { actingInProse } from '../../src/risk/vocabulary.js';
import { runGate } from '../corpus/corpus.js';
import { pair, toolOf, replaceTool, renameTool } from './corpusEdits.js';

const added = (before: Snapshot, after: Snapshot, tool: string) =>
  runGate(before, after).changes.find((c) => c.rule === 'tool_added' && c.capability.name === tool);

describe('one more of a locked family', () => {
  const id = 'upgrades/semiotic-mcp/3.0.0__3.0.1';
  it('semiotic 3.0.0 -> 3.0.1: ConnectedScatterplot and OrbitDiagram (no input, like the twenty locked chart tools) are warnings naming the family; swapped, removals', () => {
    const { before, after } = pair(id);
    const scatter = added(before, after, 'ConnectedScatterplot');
    expect(scatter?.severity).toBe('warning');
    expect(scatter?.reasons.join(' ')).toMatch(/one more of a locked family: the same input schema as 20 locked tools .*the same head noun "scatterplot" as Scatterplot/);
    expect(scatter?.triggers?.length).toBeGreaterThan(0);
    expect(added(before, after, 'OrbitDiagram')?.reasons.join(' ')).toContain('the same head noun "diagram"');
    const removed = runGate(after, before).changes.filter((c) => c.capability.name === 'ConnectedScatterplot');
    expect(removed.map((c) => [c.rule, c.severity])).toEqual([['tool_removed', 'info']]);
  });

  it('a new input, a head noun no locked tool has, a description opening with a verb, or a capability word keeps it critical', () => {
    const { before, after } = pair(id);
    const tool = toolOf(after, 'ConnectedScatterplot');
    const edited = (changed: JsonObject) => added(before, replaceTool(after, changed, 'ConnectedScatterplot'), String(changed.name))?.severity;
    expect(edited(tool)).toBe('warning');
    expect(edited({ ...tool, inputSchema: { ...(tool.inputSchema as JsonObject), properties: { title: { type: 'string' } } } })).toBe('critical');
    expect(edited({ ...tool, name: 'ConnectedTrajectory' })).toBe('critical');
    expect(edited({ ...tool, description: 'Publish a scatterplot where points are connected in order.' })).toBe('critical');
    expect(edited({ ...tool, description: 'Freeze the scatterplot where points are connected in order.' })).toBe('critical');
    expect(edited({ ...tool, description: 'Scatterplot of the files in the working directory, connected in order.' })).toBe('critical');
  });

  it('mcp-kubernetes-server 0.1.9 -> 0.1.10: renamed rollout tools whose descriptions open with a verb ("Pause a rollout") stay critical', () => {
    const { before, after } = pair('upgrades/mcp-kubernetes-server/0.1.9__0.1.10');
    for (const tool of ['k8s_rollout_pause', 'k8s_rollout_resume']) expect(added(before, after, tool)?.severity).toBe('critical');
  });

  it('a family member renamed to a new noun head is a new tool of no family', () => {
    const { before, after } = pair(id);
    expect(added(before, renameTool(after, 'ConnectedScatterplot', 'ConnectedExporter'), 'ConnectedExporter')?.severity).toBe('critical');
  });
});

describe('a role that picks a part played', () => {
  const id = 'upgrades/semiotic-mcp/3.2.3__3.8.9';
  it('semiotic 3.2.3 -> 3.8.9: suggestStreamCharts (its fields\' role: x, y, value, category, series, size) is a warning computed from its recommendation; swapped, removal', () => {
    const { before, after } = pair(id);
    const change = added(before, after, 'suggestStreamCharts');
    expect(change?.severity).toBe('warning');
    expect(change?.triggers?.[0]).toMatchObject({ kind: 'text', signal: 'computation', quote: expect.stringMatching(/^Recommend realtime\/streaming Semiotic charts/) });
    expect(runGate(after, before).changes.filter((c) => c.capability.name === 'suggestStreamCharts' && c.severity === 'critical')).toEqual([]);
  });

  it('a role whose values hold a level of access, or an open role, is still a permission', () => {
    const withRole = (role: JsonObject) => assessParameter('schema', { type: 'object', properties: { fields: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, role } } } } });
    expect(withRole({ type: 'string', enum: ['x', 'y', 'series'] }).carries).toBe(false);
    expect(withRole({ type: 'string', enum: ['viewer', 'editor', 'admin'] }).findings).toContainEqual(expect.objectContaining({ class: 'permission', tokens: ['role'], nested: 'role' }));
    expect(withRole({ type: 'string' }).findings).toContainEqual(expect.objectContaining({ class: 'permission', nested: 'role' }));
    // At the root: a chat message's role picks who speaks; a member's role grants access.
    expect(assessParameter('role', { type: 'string', enum: ['user', 'assistant'] }).carries).toBe(false);
    expect(assessParameter('role', { anyOf: [{ type: 'string', enum: ['user', 'assistant'] }, { type: 'null' }] }).carries).toBe(false);
    expect(assessParameter('role', { anyOf: [{ type: 'string', enum: ['user'] }, { type: 'string' }] }).carries).toBe(true);
    expect(assessParameter('role', { type: 'string', enum: ['member', 'owner'] }).findings).toContainEqual(expect.objectContaining({ class: 'permission', tokens: ['role'] }));
    expect(assessParameter('roles', { type: 'array', items: { type: 'string', enum: ['read', 'write'] } }).findings).toContainEqual(expect.objectContaining({ class: 'permission' }));
  });
});

describe('a mode of checking', () => {
  const id = 'upgrades/semiotic-mcp/3.2.3__3.8.9';
  const usageMode = (before: Snapshot, after: Snapshot) => runGate(before, after).changes.find((c) => c.capability.name === 'diagnoseConfig' && c.pointer === '/inputSchema/properties/usageMode');
  it('semiotic 3.2.3 -> 3.8.9: diagnoseConfig `usageMode` ("Validation mode. Use \'push\' ...", values static, push, renderChart, server) is a warning; swapped, a removal', () => {
    const { before, after } = pair(id);
    const change = usageMode(before, after);
    expect(change).toMatchObject({ rule: 'input_property_added', severity: 'warning' });
    expect(usageMode(after, before)).toMatchObject({ rule: 'input_property_removed' });
    expect(usageMode(after, before)?.severity).not.toBe('critical');
  });

  it('a mode the description does not call one of checking, or on a tool that writes, keeps its action values critical', () => {
    const { before, after } = pair(id);
    const tool = toolOf(after, 'diagnoseConfig');
    const input = tool.inputSchema as JsonObject;
    const properties = input.properties as JsonObject;
    const withUsage = (description: string, name = 'diagnoseConfig') => {
      const changed = { ...tool, name, inputSchema: { ...input, properties: { ...properties, usageMode: { ...(properties.usageMode as JsonObject), description } } } };
      return runGate(before, replaceTool(after, changed, 'diagnoseConfig')).changes.find((c) => c.capability.name === name && c.pointer === '/inputSchema/properties/usageMode');
    };
    expect(withUsage("Validation mode. Use 'push' for ref-based React HOCs that omit data.")?.severity).toBe('warning');
    const delivery = withUsage("Delivery mode. Use 'push' to send the config to the server.");
    expect(delivery?.severity).toBe('critical');
    expect(delivery?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'write_mode', tokens: ['push'], evidence: 'enum' }));
    // The same sentence on a parameter of a tool that writes: a value still names what it does.
    expect(assessParameter('usageMode', { description: 'Validation mode.', type: 'string', enum: ['static', 'push'] }, { tool: { writes: true, nameWords: new Set(['update', 'config']) } }).findings)
      .toContainEqual(expect.objectContaining({ class: 'write_mode', tokens: ['push'] }));
  });
});

describe('a converter that returns its value without an article, and "types" as a noun', () => {
  it('semiotic 3.0.0 -> 3.0.1: renderChart ("Render any Semiotic chart to static SVG. ... Returns SVG string or validation errors.") is a warning; without that sentence it is critical', () => {
    const { before, after } = pair('upgrades/semiotic-mcp/3.0.0__3.0.1');
    const change = added(before, after, 'renderChart');
    expect(change?.severity).toBe('warning');
    expect(change?.reasons.join(' ')).toContain('"Returns SVG string" in its description');
    const tool = toolOf(after, 'renderChart');
    const without = { ...tool, description: "Render any Semiotic chart to static SVG. Pass { component: 'LineChart', props: { data: [...], ... } }." };
    expect(added(before, replaceTool(after, without), 'renderChart')?.severity).toBe('critical');
  });

  it('semiotic 3.0.1 -> 3.1.2: suggestChart ("Recommend Semiotic chart types for a given data sample.") computes; a sentence that also publishes acts', () => {
    const { before, after } = pair('upgrades/semiotic-mcp/3.0.1__3.1.2');
    const change = added(before, after, 'suggestChart');
    expect(change?.severity).toBe('warning');
    expect(change?.triggers?.[0]).toMatchObject({ kind: 'text', signal: 'computation', quote: 'Recommend Semiotic chart types for a given data sample.' });
    const tool = toolOf(after, 'suggestChart');
    expect(added(before, replaceTool(after, { ...tool, description: 'Recommend Semiotic chart types for a given data sample and publish the best one.' }), 'suggestChart')?.severity).toBe('critical');
    expect(actingInProse(['chart', 'types', 'for', 'a', 'sample'])).toBe(false);
    expect(actingInProse(['a', 'reply', 'and', 'types', 'it', 'into', 'the', 'box'])).toBe(true);
    expect(actingInProse(['submits'])).toBe(true);
  });
});

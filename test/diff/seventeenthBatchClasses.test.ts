// Classes of mistake the first sight of batch issue-21-seventeenth showed (docs/VERDICTS.md), each fixed
// as a class and tested on the recorded pair (both directions) and on one-step edits that keep the
// other verdict:
// - a new tool that writes out readOnlyHint true and openWorldHint false, with nothing in its name,
//   parameters or sentences that acts, declares it changes nothing and reaches no outside system
//   (semiotic 3.8.9's audit, suggest and grounding tools);
// - a description opening with a recommendation or a diagnosis of what the call gives computes a value
//   (semiotic suggestCharts "Recommend Semiotic charts for a dataset using heuristic capability descriptors");
// - a description naming the value as a place with a demonstrative ("save generated image(s) to this file
//   path"), anywhere in it, is a place (oracle consult `generateImage`);
// - a write verb whose values only say when to do it (`browserArchive: auto | always | never`) switches
//   that write on, on any tool (oracle consult).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { runGate } from '../corpus/corpus.js';
import { pair, toolOf, replaceTool } from './corpusEdits.js';

const addedSeverity = (before: Snapshot, after: Snapshot, tool: string) =>
  runGate(before, after).changes.find((c) => c.rule === 'tool_added' && c.capability.name === tool);

describe('a new tool declared read-only and closed-world', () => {
  const id = 'upgrades/semiotic-mcp/3.2.3__3.8.9';
  it('semiotic 3.2.3 -> 3.8.9: auditAccessibility, groundChart, interrogateChart, suggestDashboard (readOnlyHint true, openWorldHint false) are warnings that say so; swapped, removals', () => {
    const { before, after } = pair(id);
    for (const tool of ['auditAccessibility', 'groundChart', 'interrogateChart', 'suggestDashboard']) {
      const added = addedSeverity(before, after, tool);
      expect(added?.severity).toBe('warning');
      expect(added?.reasons.join(' ')).toContain('declares itself read-only and closed-world');
      expect(added?.triggers?.length).toBeGreaterThan(0);
    }
    const removed = runGate(after, before).changes.filter((c) => c.capability.name === 'auditAccessibility');
    expect(removed.map((c) => c.rule)).toEqual(['tool_removed']);
    expect(removed.filter((c) => c.severity === 'critical')).toEqual([]);
  });

  it('without both hints written out, with a parameter of a class, or with a name that acts, it stays critical', () => {
    const { before, after } = pair(id);
    const edited = (patch: (tool: JsonObject) => JsonObject) => {
      const tool = toolOf(after, 'groundChart');
      const changed = patch(tool);
      return addedSeverity(before, replaceTool(after, changed, 'groundChart'), String(changed.name))?.severity;
    };
    const annotations = (tool: JsonObject) => tool.annotations as JsonObject;
    expect(edited((tool) => tool)).toBe('warning');
    expect(edited((tool) => ({ ...tool, annotations: { ...annotations(tool), openWorldHint: undefined } as unknown as JsonObject }))).toBe('critical');
    expect(edited((tool) => ({ ...tool, annotations: { readOnlyHint: true } }))).toBe('critical');
    const input = (tool: JsonObject) => tool.inputSchema as JsonObject;
    expect(edited((tool) => ({ ...tool, inputSchema: { ...input(tool), properties: { ...(input(tool).properties as JsonObject), callback_url: { type: 'string' } } } }))).toBe('critical');
    expect(edited((tool) => ({ ...tool, name: 'deleteChart' }))).toBe('critical');
  });
});

describe('a recommendation computed from what the call gives', () => {
  it('semiotic 3.2.3 -> 3.8.9: suggestCharts "Recommend Semiotic charts for a dataset using heuristic capability descriptors ..." is a warning quoting that sentence', () => {
    const { before, after } = pair('upgrades/semiotic-mcp/3.2.3__3.8.9');
    const added = addedSeverity(before, after, 'suggestCharts');
    expect(added?.severity).toBe('warning');
    expect(added?.triggers?.[0]).toMatchObject({ kind: 'text', signal: 'computation', quote: expect.stringMatching(/^Recommend Semiotic charts for a dataset using heuristic capability descriptors/) });
  });

  it('a recommendation that also acts, or that asks a remote service, stays critical', () => {
    const { before, after } = pair('upgrades/semiotic-mcp/3.2.3__3.8.9');
    const unannotated = { ...toolOf(after, 'suggestCharts'), annotations: undefined } as unknown as JsonObject;
    const withDescription = (description: string) => addedSeverity(before, replaceTool(after, { ...unannotated, description }), 'suggestCharts')?.severity;
    expect(withDescription('Recommend chart types for a data sample and publish the best one.')).toBe('critical');
    expect(withDescription('Recommend chart types using the remote ranking service.')).toBe('critical');
  });
});

describe('a place named with a demonstrative, and a write switched on by a policy', () => {
  const id = 'upgrades/steipete-oracle/0.9.0__0.21.2';
  it('oracle 0.9.0 -> 0.21.2: consult `generateImage` ("save generated image(s) to this file path") is file_access and `browserArchive` (auto/always/never) a write mode, both critical; swapped, removals', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    const added = (name: string) => run.changes.find((c) => c.capability.name === 'consult' && c.rule === 'input_property_added' && c.pointer === `/inputSchema/properties/${name}`);
    expect(added('generateImage')?.severity).toBe('critical');
    expect(added('generateImage')?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'file_access', tokens: ['this', 'file', 'path'], evidence: 'description' }));
    expect(added('browserArchive')?.severity).toBe('critical');
    expect(added('browserArchive')?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'write_mode', tokens: ['archive'], evidence: 'name' }));
    const back = runGate(after, before).changes.filter((c) => c.capability.name === 'consult' && /generateImage|browserArchive/.test(c.pointer ?? ''));
    expect(back.filter((c) => c.severity === 'critical')).toEqual([]);
  });

  it('a demonstrative before something that is no place, a participle, or values that are no policy stay quiet', () => {
    const classes = (name: string, schema: JsonObject) => assessParameter(name, schema).findings.map((f) => f.class);
    expect(classes('target', { type: 'string', description: 'Optional: write the report to this file path.' })).toContain('file_access');
    expect(classes('label', { type: 'string', description: 'The label shown for this file.' })).toEqual([]);
    expect(classes('target', { type: 'string', description: 'Browser-only: post the result to this URL.' })).toContain('network_target');
    expect(classes('label', { type: 'string', description: 'The label shown for this chart.' })).toEqual([]);
    expect(classes('flag', { type: 'boolean', description: 'Save to this file path.' })).toEqual([]);
    expect(classes('archived', { type: 'string', enum: ['always', 'never'] })).toEqual([]);
    expect(classes('archive', { type: 'string', enum: ['zip', 'tar'] })).toEqual([]);
    expect(classes('autoArchive', { type: 'boolean' })).toContain('write_mode');
  });
});

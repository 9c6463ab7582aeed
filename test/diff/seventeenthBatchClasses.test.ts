// Classes of mistake the first sight of batch issue-21-seventeenth showed (docs/VERDICTS.md), each fixed
// as a class and tested on the recorded pair (both directions) and on one-step edits that keep the
// other verdict:
// - a new tool that writes out readOnlyHint true and openWorldHint false, with nothing in its name,
//   parameters or sentences that acts, declares it changes nothing and reaches no outside system
//   (semiotic 3.8.9's audit, suggest and grounding tools);
// - a description opening with a recommendation or a diagnosis of what the call gives computes a value
//   (semiotic suggestCharts "Recommend Semiotic charts for a dataset using heuristic capability descriptors").
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
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
      expect(added?.triggers).toContainEqual({ kind: 'structure', what: 'readOnlyHint true, openWorldHint false', pointer: '/annotations' });
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

// A new tool that changes only the client's own session with the backend the locked tools already
// reach (src/risk/newTool.ts `session`), the class behind three open disagreements of the corpus:
// chrome-devtools-mcp `emulate` (CPU and network emulation of the selected page),
// executeautomation playwright `playwright_resize` (the viewport) and mcp-server-kubernetes
// `kubectl_reconnect` (new API clients for the same cluster). Each recorded pair both ways, and
// one-step edits that must keep the tool critical.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { runGate } from '../corpus/corpus.js';
import { pair, toolOf, replaceTool } from './corpusEdits.js';

const cases = [
  { id: 'upgrades/chrome-devtools-mcp/0.9.0__0.10.1', tool: 'emulate', opening: 'Emulates various features on the selected page.' },
  { id: 'upgrades/executeautomation-playwright-mcp-server/1.0.6__1.0.12', tool: 'playwright_resize', opening: 'Resize the browser viewport using manual dimensions or device presets.' },
  { id: 'upgrades/mcp-server-kubernetes/2.9.6__4.1.2', tool: 'kubectl_reconnect', opening: 'Reconnect to the Kubernetes API server by recreating all API clients.' },
] as const;

const added = (before: Snapshot, after: Snapshot, tool: string) =>
  runGate(before, after).changes.find((c) => c.rule === 'tool_added' && c.capability.name === tool);

describe('a new tool that changes only the client\'s own session', () => {
  for (const { id, tool, opening } of cases) {
    it(`${id}: ${tool} is a warning whose trigger is its opening sentence; the downgrade removes it without a critical`, () => {
      const { before, after } = pair(id);
      const change = added(before, after, tool);
      expect(change?.severity).toBe('warning');
      expect(change?.reasons.join(' ')).toContain("changes only the client's own session");
      const trigger = change?.triggers?.[0];
      expect(trigger).toMatchObject({ kind: 'text', signal: 'session_change', pointer: '/description', quote: opening });
      const description = toolOf(after, tool).description as string;
      if (trigger?.kind === 'text') expect(description.slice(trigger.sentence[0], trigger.sentence[1])).toBe(opening);
      const back = runGate(after, before).changes.filter((c) => c.capability.name === tool);
      expect(back.map((c) => c.rule)).toEqual(['tool_removed']);
      expect(back.filter((c) => c.severity === 'critical')).toEqual([]);
    });
  }

  const edited = (index: number, edit: (tool: JsonObject) => JsonObject) => {
    const { id, tool } = cases[index]!;
    const { before, after } = pair(id);
    const changed = edit(toolOf(after, tool));
    return added(before, replaceTool(after, changed, tool), changed.name as string)?.severity;
  };

  it('stays critical when it admits destruction or the open world', () => {
    expect(edited(2, (t) => ({ ...t, annotations: { ...(t.annotations as JsonObject), destructiveHint: true } }))).toBe('critical');
    expect(edited(0, (t) => ({ ...t, annotations: { ...(t.annotations as JsonObject), openWorldHint: true } }))).toBe('critical');
  });

  it('stays critical with a parameter of a capability class (a URL to reconnect to, a file to write)', () => {
    const withParameter = (name: string, schema: JsonObject) => (t: JsonObject): JsonObject => {
      const input = t.inputSchema as JsonObject;
      return { ...t, inputSchema: { ...input, properties: { ...(input.properties as JsonObject), [name]: schema } } };
    };
    expect(edited(2, withParameter('serverUrl', { type: 'string', description: 'URL of the API server to connect to' }))).toBe('critical');
    expect(edited(1, withParameter('outputPath', { type: 'string', description: 'File path to save a screenshot to' }))).toBe('critical');
  });

  it('stays critical when another sentence acts or the opening is not a session verb', () => {
    expect(edited(2, (t) => ({ ...t, description: `${t.description as string} Deletes every cached kubeconfig first.` }))).toBe('critical');
    expect(edited(0, (t) => ({ ...t, description: 'Changes various features on the selected page.' }))).toBe('critical');
  });

  it('stays critical when its name reaches something the locked tools do not name', () => {
    expect(edited(2, (t) => ({ ...t, name: 'vault_reconnect' }))).toBe('critical');
    expect(edited(1, (t) => ({ ...t, name: 'resize' }))).toBe('critical');
  });
});

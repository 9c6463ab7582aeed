// The class of mistake the first sight of batch issue-21-twentieth showed (docs/VERDICTS.md), fixed as a
// class and tested on the recorded pair (both directions) and on one-step edits that keep the other verdict:
// a new tool whose action selector takes any string (initMAX zabbix-mcp-server 1.16 action_prepare `action`:
// "Zabbix API method to execute") does whatever its caller names, whatever its annotations declare; it is
// never one of the new-tool kinds that grow nothing.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { runGate } from '../corpus/corpus.js';
import { pair, toolOf, replaceTool } from './corpusEdits.js';

const added = (before: Snapshot, after: Snapshot, tool: string) =>
  runGate(before, after).changes.find((c) => c.rule === 'tool_added' && c.capability.name === tool);

describe('a new tool that selects its action with any string', () => {
  const id = 'upgrades/zabbix-mcp-server-initmax/1.15__1.16';
  it('zabbix-mcp-server 1.15 -> 1.16: action_prepare (readOnlyHint true, openWorldHint false, `action` any Zabbix API method) is critical; swapped, a removal', () => {
    const { before, after } = pair(id);
    const change = added(before, after, 'action_prepare');
    expect(change?.severity).toBe('critical');
    expect(change?.reasons.join(' ')).not.toContain('declares itself read-only and closed-world');
    expect(change?.triggers?.length).toBeGreaterThan(0);
    const removed = runGate(after, before).changes.filter((c) => c.capability.name === 'action_prepare');
    expect(removed.map((c) => c.rule)).toEqual(['tool_removed']);
    expect(removed.filter((c) => c.severity === 'critical')).toEqual([]);
  });

  it('with its actions listed, the declared read-only and closed-world tool is a warning again; a qualifier word (`taskIntent`) selects nothing', () => {
    const { before, after } = pair(id);
    const tool = toolOf(after, 'action_prepare');
    const input = tool.inputSchema as JsonObject;
    const properties = input.properties as JsonObject;
    const withAction = (name: string, schema: JsonObject) => {
      const rest = Object.fromEntries(Object.entries(properties).filter(([key]) => key !== 'action'));
      return added(before, replaceTool(after, { ...tool, inputSchema: { ...input, properties: { ...rest, [name]: schema }, required: [name] } }), 'action_prepare');
    };
    expect(withAction('action', { type: 'string', enum: ['maintenance.get', 'host.get'], description: 'Zabbix API method to preview' })?.severity).toBe('warning');
    expect(withAction('taskIntent', { type: 'string', description: 'Reader task intent, e.g. estimate probability' })?.severity).toBe('warning');
    expect(withAction('api_method', { type: 'string', description: 'Zabbix API method to execute' })?.severity).toBe('critical');
  });
});

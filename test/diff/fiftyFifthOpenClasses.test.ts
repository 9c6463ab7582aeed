// Classes of the open list fixed before the fifty-fifth batch was read, each on the recorded definitions, upgrade and
// downgrade, with counter-cases the fix must not swallow:
// - a new tool that lists or searches the server's own tools (homeassistant `search_tools`, `discover_tools`): the
//   `lists_own_tools` kind (newTool.ts, listsOwnTools); a tool that calls what it finds (`call_tool`) is no catalog;
// - a read verb in another form ("Lists all workspace tools" beside `acme_list_items`) is no word a new reader shares
//   with the locked tools' names (sameBackendReader): it said a new `list_tools` read the same backend.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { runGate } from '../corpus/corpus.js';
import { addTool, neutralServer, pair, replaceTool, toolAdded, toolDefinition, toolOf } from './corpusEdits.js';

const triggersOf = (changes: { triggers?: unknown[] }[]) => changes.flatMap((change) => change.triggers ?? []) as JsonObject[];

describe('a new tool that lists or searches the server\'s own tools', () => {
  it('homeassistant 3.1.1 -> 3.2.0: discover_tools is a warning whose trigger quotes where its text places the tools in this server; removed, not critical', () => {
    const { before, after } = pair('upgrades/homeassistant-mcp-robbrad/3.1.1__3.2.0');
    const run = runGate(before, after);
    const change = toolAdded(run, 'discover_tools');
    expect(change.severity).toBe('warning');
    expect(change.reasons.join(' ')).toContain('lists or searches the server\'s own tools: "discover" over "tools"');
    const trigger = triggersOf([change]).find((each) => each.signal === 'own_tools_listed')!;
    const description = String(toolOf(after, 'discover_tools').description);
    expect(description.slice(...(trigger.match as [number, number]))).toBe('available Home Assistant MCP tools');
    expect(trigger.quote).toBe('List all available Home Assistant MCP tools.');
    expect(run.verdict).toBe('pass');
    expect(runGate(after, before).verdict).toBe('pass');
  });

  it('homeassistant 3.0.4 -> 3.1.0: search_tools (a natural-language query over "tool definitions") is a warning; call_tool, which runs them, is not a catalog', () => {
    const { before, after } = pair('upgrades/homeassistant-mcp-robbrad/3.0.4__3.1.0');
    const run = runGate(before, after);
    const search = toolAdded(run, 'search_tools');
    expect(search.severity).toBe('warning');
    expect(triggersOf([search])).toContainEqual(expect.objectContaining({ signal: 'own_tools_listed', quote: 'Returns matching tool definitions ranked by relevance,\nin the same format as list_tools.' }));
    expect(toolAdded(run, 'call_tool').reasons.join(' ')).not.toContain('own tools');
    const downgrade = runGate(after, before);
    expect(downgrade.changes.filter((change) => change.capability.name === 'search_tools' && change.severity === 'critical')).toEqual([]);
  });

  it('tools of a backend, a dispatcher\'s arguments, a sentence that acts, secrets, or a stated open world keep it critical', () => {
    const { before, after } = pair('upgrades/homeassistant-mcp-robbrad/3.1.1__3.2.0');
    const discover = toolOf(after, 'discover_tools');
    const severity = (edited: JsonObject) => toolAdded(runGate(before, replaceTool(after, edited, 'discover_tools')), String(edited.name)).severity;
    expect(severity(discover)).toBe('warning');
    expect(severity({ ...discover, name: 'run_tools' })).toBe('critical');
    expect(severity({ ...discover, inputSchema: { type: 'object', properties: { arguments: { type: 'object', additionalProperties: true } } } })).toBe('critical');
    expect(severity({ ...discover, description: 'List all available Home Assistant MCP tools. Also returns the API tokens each tool uses.' })).toBe('critical');
    expect(severity({ ...discover, description: 'List all available Home Assistant MCP tools and install the missing ones.' })).toBe('critical');
    expect(severity({ ...discover, annotations: { readOnlyHint: true, openWorldHint: true } })).toBe('critical');
    // A neutral server: a search of its own tools by text is a catalog, whatever the server's prefix.
    const neutral = neutralServer(toolDefinition('acme_list_items', 'Lists items.', {}));
    const catalog = toolDefinition('acme_search_tools', 'Search available tools by name or description.', { query: { type: 'string', description: 'Text to look for' } });
    expect(toolAdded(runGate(neutral, addTool(neutral, catalog)), 'acme_search_tools').severity).toBe('warning');
    // The tools of a workspace or account are objects of the backend (orq's `tools-list`: "Lists all workspace tools").
    const workspace = toolDefinition('list_tools', 'Lists all workspace tools. By default, returns all tools in a single response.', {});
    expect(toolAdded(runGate(neutral, addTool(neutral, workspace)), 'list_tools').severity).toBe('critical');
    // Available devices are no tools.
    const devices = toolDefinition('discover_devices', 'List all available devices.', {});
    expect(toolAdded(runGate(neutral, addTool(neutral, devices)), 'discover_devices').severity).toBe('critical');
  });
});

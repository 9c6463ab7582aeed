// An open class of the thirty-ninth batch (dollhousemcp), closed before the forty-first was read: a new reader
// whose objects no locked tool's name holds, but the locked tools' descriptions speak of, that names no other place.
// `list_elements` beside `list_personas` ("... persona or other element") reads what the server already holds;
// docs/VERDICTS.md counts a new read-only tool over the same private backend among the pairs reviewers differ on,
// so the gate warns. Objects no locked text uses (`get_weather` beside `create_issue`) may be anywhere: critical.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { runGate } from '../corpus/corpus.js';
import { addTool, neutralServer, pair, toolAdded, toolDefinition, toolOf } from './corpusEdits.js';

const id = 'upgrades/dollhousemcp/v1.3.2__v1.3.3';

describe('a reader of objects the locked tools speak of', () => {
  it('dollhousemcp v1.3.2 -> v1.3.3: list_elements and get_element_details are warnings that say which words the locked text holds; removed, not critical', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    for (const name of ['list_elements', 'get_element_details']) {
      const change = toolAdded(run, name);
      expect(change.severity, name).toBe('warning');
      expect(change.reasons.join(' '), name).toContain(name === 'list_elements' ? '"elements" spoken of' : '"element" spoken of');
      expect(change.reasons.join(' '), name).toContain("spoken of in the locked tools' descriptions, no place named");
      expect(change.triggers?.[0]).toMatchObject({ kind: 'structure', what: 'new tool', after: name });
    }
    // The writers of the same upgrade stay critical.
    for (const name of ['activate_element', 'deactivate_element', 'execute_agent']) expect(toolAdded(run, name).severity, name).toBe('critical');
    const back = runGate(after, before);
    for (const name of ['list_elements', 'get_element_details']) {
      const removed = back.changes.find((change) => change.rule === 'tool_removed' && change.capability?.name === name);
      expect(removed?.severity, name).not.toBe('critical');
    }
  });

  it('the same reader naming a place, a proper name the locked tools never use, or an act in its text stays critical', () => {
    const { before, after } = pair(id);
    const list = toolOf(after, 'list_elements');
    const severity = (tool: JsonObject) => toolAdded(runGate(before, addTool(before, tool)), tool.name as string).severity;
    expect(severity(list)).toBe('warning');
    expect(severity({ ...list, description: 'List all available elements of a specific type from the web' })).toBe('critical');
    expect(severity({ ...list, description: 'List all available elements of a specific type in the Acme Cloud Vault' })).toBe('critical');
    expect(severity({ ...list, description: 'List all available elements of a specific type. Deleted elements are purged.' })).toBe('critical');
    expect(severity({ ...list, description: 'List all available elements of a specific type hosted on elements.example.dev' })).toBe('critical');
  });

  it('objects no locked description uses and a server whose locked tools do not read stay critical; beside a locked reader, a warning', () => {
    const { before } = pair(id);
    // "weather" is nowhere in the locked text.
    expect(toolAdded(runGate(before, addTool(before, toolDefinition('list_forecasts', 'List the weather forecasts for a city', { city: { type: 'string' } }))), 'list_forecasts').severity).toBe('critical');
    // Locked tools that only write: nothing shows the server reads a backend of its own.
    const writers = neutralServer(toolDefinition('send_note', 'Send a note to a contact. Each note goes to one contact.', { contact: { type: 'string' }, text: { type: 'string' } }));
    const withReader = neutralServer(...(writers.listed.tools as JsonObject[]), toolDefinition('list_contacts', 'List every contact', {}));
    expect(toolAdded(runGate(writers, withReader), 'list_contacts').severity).toBe('critical');
    // The same reader beside a locked reader is a warning: the locked text speaks of contacts, and a locked tool reads.
    const readers = neutralServer(...(writers.listed.tools as JsonObject[]), toolDefinition('get_note', 'Get a note sent to a contact', { id: { type: 'string' } }));
    const readersWithList = neutralServer(...(readers.listed.tools as JsonObject[]), toolDefinition('list_contacts', 'List every contact', {}));
    expect(toolAdded(runGate(readers, readersWithList), 'list_contacts').severity).toBe('warning');
  });

  // Sixty-fourth session, before that batch was read: what the locked tools take is spoken of too. Only the names: a
  // parameter's documentation ("URL of the YouTube video") names places reached only through a given value.
  it('puppeteer-real-browser 1.0.16 -> 1.2.0: find_selector reads selectors, which click, type and screenshot take: a warning; removed, not critical', () => {
    const { before, after } = pair('upgrades/puppeteer-real-browser-mcp-server/1.0.16__1.2.0');
    const change = toolAdded(runGate(before, after), 'find_selector');
    expect(change.severity).toBe('warning');
    expect(change.reasons.join(' ')).toContain('"selector" spoken of');
    expect(change.triggers?.[0]).toMatchObject({ kind: 'structure', what: 'new tool', after: 'find_selector' });
    const removed = runGate(after, before).changes.find((each) => each.rule === 'tool_removed' && each.capability?.name === 'find_selector');
    expect(removed?.severity).toBe('info');
  });

  it('a parameter name spoken of does not make a reader of other objects, a place, or an act known', () => {
    const { before, after } = pair('upgrades/puppeteer-real-browser-mcp-server/1.0.16__1.2.0');
    const find = toolOf(after, 'find_selector');
    const severity = (tool: JsonObject) => toolAdded(runGate(before, addTool(before, tool)), tool.name as string).severity;
    // `cookies` is no parameter of a locked tool (nor sensitive by this route's list alone): still unknown objects.
    expect(severity({ ...find, name: 'find_cookies', description: 'Find cookies for element containing specific text' })).toBe('critical');
    expect(severity({ ...find, description: 'Find CSS selector for element containing specific text on any website' })).toBe('critical');
    expect(severity({ ...find, description: 'Find CSS selector for element containing specific text. Clicks the element found.' })).toBe('critical');
    // A parameter the locked tools never took: `selector` is spoken of only where a locked tool takes it.
    const stripped = { ...before, listed: { ...before.listed, tools: (before.listed.tools as JsonObject[]).map((tool) => {
      const schema = tool.inputSchema as JsonObject;
      const properties = { ...(schema.properties as JsonObject) };
      delete properties.selector;
      return { ...tool, inputSchema: { ...schema, properties } };
    }) } };
    expect(toolAdded(runGate(stripped, addTool(stripped, find)), 'find_selector').severity).toBe('critical');
  });
});

// Classes of mistake the twenty-sixth batch (issue-21-twentysixth) showed at first sight (65/70; 4 false
// criticals in three pairs, 4 misses in two pairs), each fixed as a class and tested on the recorded pair
// (both directions) and on edits that keep the other verdict:
// - a `mode` after a word of presentation (`viewMode`: list, kanban, timeline) is how a thing is shown, no
//   action selector (ticktick-mcp 1.0.9 create_project, update_project);
// - a tool taking nothing that reports on the server itself ("Get the TickTick MCP server version.");
// - `auto_approve`, and a flag documented as skipping a confirmation ("auto_start: When True, the AI skips the
//   confirmation step"), are safety switches (mcp-server-hyperplexity 1.0.1); a docstring line naming the
//   parameter outside an `Args:` section is its documentation;
// - a new required map replacing a writing tool's typed parameters (airflow create_connection's `host`,
//   `login`, `password`, ... become `connection_data`) lets any field be written;
// - a new identifier listed among "exactly one of" the locked ones, ending in the same identifier word as one
//   of them (`work_uri` beside `eli_uri`), names the same object another way (eur-lex-mcp-server 0.7.0).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { assessParameter, isActionSelector } from '../../src/risk/parameters.js';
import { docstringOf } from '../../src/risk/docstring.js';
import { addTool, changesOf, pair, replaceTool, severities, toolOf, withProperty } from './corpusEdits.js';


describe('a mode of presentation', () => {
  const id = 'upgrades/ticktick-mcp-nikitatsym/1.0.8__1.0.9';
  it('ticktick-mcp 1.0.8 -> 1.0.9: viewMode losing its enum on create_project and update_project is not critical; back again, not either', () => {
    const { before, after } = pair(id);
    for (const tool of ['create_project', 'update_project']) {
      expect(severities(before, after, tool, '/viewMode')).not.toContain('critical');
      expect(severities(after, before, tool, '/viewMode')).not.toContain('critical');
    }
  });
  it('a mode of what the tool does stays an action selector', () => {
    expect(isActionSelector('viewMode')).toBe(false);
    expect(isActionSelector('display_mode')).toBe(false);
    expect(isActionSelector('mode')).toBe(true);
    expect(isActionSelector('write_mode')).toBe(true);
    expect(isActionSelector('operation')).toBe(true);
  });
});

describe('a tool reporting on the server itself', () => {
  const id = 'upgrades/ticktick-mcp-nikitatsym/1.0.29__1.0.30';
  it('ticktick-mcp 1.0.29 -> 1.0.30: ticktick_version ("Get the TickTick MCP server version.") is a warning saying why; removed, not critical', () => {
    const { before, after } = pair(id);
    const added = changesOf(before, after, 'ticktick_version').find((c) => c.rule === 'tool_added');
    expect(added?.severity).toBe('warning');
    expect(added?.reasons.join(' ')).toContain('reports on the server itself');
    expect(severities(after, before, 'ticktick_version')).not.toContain('critical');
  });
  it('a report on the backend or a tool taking input is no self-report (a same-backend reader at most), a name word no locked tool shares acts', () => {
    const { before, after } = pair(id);
    const version = toolOf(after, 'ticktick_version');
    const severity = (tool: JsonObject) => changesOf(before, addTool(before, tool), tool.name as string).find((c) => c.rule === 'tool_added')?.severity;
    expect(severity({ ...version, name: 'ticktick_health', description: 'Check the TickTick MCP server health.' })).toBe('warning');
    // A report on the backend is no report on the server itself: with its read verb taken from the description (a name of
    // nouns only), it is a reader of more of the same backend, as `ticktick_get_status` would be (fiftyFirstOpenClasses).
    const account = { ...version, name: 'ticktick_status', description: 'Get the status of the TickTick account.' };
    const reasons = changesOf(before, addTool(before, account), 'ticktick_status').find((c) => c.rule === 'tool_added')?.reasons.join(' ');
    expect(reasons).not.toContain('reports on the server itself');
    expect(reasons).toContain('reads more of the backend the locked tools reach: "get" over "ticktick", "status"');
    // Taking input, it reports nothing of the server itself; it reads a project of the same backend.
    const project = { ...version, name: 'ticktick_version2', description: 'Get the version of a TickTick project.', inputSchema: { type: 'object', properties: { project: { type: 'string' } } } };
    const projectReasons = changesOf(before, addTool(before, project), 'ticktick_version2').find((c) => c.rule === 'tool_added')?.reasons.join(' ');
    expect(projectReasons).not.toContain('reports on the server itself');
    expect(projectReasons).toContain('reads more of the backend the locked tools reach');
    expect(severity({ ...project, description: 'Get the version of a TickTick project and delete the older ones.' })).toBe('critical');
    expect(severity({ ...version, name: 'jira_version', description: 'Get the Jira MCP server version.' })).toBe('critical');
  });
});

describe('a flag that gives the approval', () => {
  const id = 'upgrades/mcp-server-hyperplexity/1.0.0__1.0.1';
  it('mcp-server-hyperplexity 1.0.0 -> 1.0.1: auto_approve and auto_start are critical safety switches; removed, not critical', () => {
    const { before, after } = pair(id);
    const approve = changesOf(before, after, 'reference_check', '/auto_approve').find((c) => c.rule === 'input_property_added');
    expect(approve?.severity).toBe('critical');
    expect(approve?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'safety_switch', tokens: ['auto', 'approve'] }));
    const start = changesOf(before, after, 'start_table_maker', '/auto_start').find((c) => c.rule === 'input_property_added');
    expect(start?.severity).toBe('critical');
    expect(start?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'safety_switch', tokens: ['skips', 'confirmation'] }));
    expect(severities(after, before, 'reference_check', '/auto_approve')).not.toContain('critical');
    expect(severities(after, before, 'start_table_maker', '/auto_start')).not.toContain('critical');
  });
  it('a flag that asks for the approval, or documents nothing skipped, is none', () => {
    const flag = { type: 'boolean', default: false };
    const classes = (name: string, description?: string) => assessParameter(name, { ...flag, ...(description !== undefined && { description }) }).findings.map((f) => f.class);
    expect(classes('auto_confirm')).toContain('safety_switch');
    expect(classes('confirm_before_send', 'Ask the user to approve before sending.')).not.toContain('safety_switch');
    expect(classes('auto_start', 'Start the job as soon as it is created.')).not.toContain('safety_switch');
    expect(classes('quiet', 'Skips the confirmation prompt.')).toContain('safety_switch');
  });
  it('a docstring line naming the parameter outside an Args: section documents it; a label does not', () => {
    const description = 'Start a conversation.\n\n        auto_start: When True, skips the confirmation step\n          and generates at once.\n        Note: costs apply.';
    expect(docstringOf('auto_start', { type: 'boolean' }, description)).toBe('When True, skips the confirmation step and generates at once.');
    expect(docstringOf('note', { type: 'string' }, description)).toBeUndefined();
  });
});

describe('typed parameters replaced by a map', () => {
  const id = 'upgrades/mcp-airflow-api-call518/2.0.6__3.0.0';
  it('airflow 2.0.6 -> 3.0.0: create_connection\'s required free-form connection_data replacing host, login, password... is critical; back again, not', () => {
    const { before, after } = pair(id);
    for (const tool of ['create_connection', 'update_connection']) {
      const added = changesOf(before, after, tool, '/connection_data').find((c) => c.rule === 'input_required_property_added');
      expect(added?.severity).toBe('critical');
      expect(added?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'connection_data', class: 'write_mode', evidence: 'shape' }));
    }
    expect(severities(after, before, 'create_connection', '/connection_data')).not.toContain('critical');
  });
  it('a declared object, or a map added beside the typed parameters, writes only what it declares', () => {
    const { before, after } = pair(id);
    const declared = withProperty(after, 'create_connection', 'connection_data', { type: 'object', properties: { connection_id: { type: 'string' } }, additionalProperties: false });
    expect(severities(before, declared, 'create_connection', '/connection_data')).not.toContain('critical');
    const locked = toolOf(before, 'create_connection');
    const input = locked.inputSchema as JsonObject;
    const beside = replaceTool(before, { ...locked, inputSchema: { ...input, properties: { ...(input.properties as JsonObject), labels: { type: 'object', additionalProperties: true } }, required: [...(input.required as string[]), 'labels'] } });
    expect(severities(before, beside, 'create_connection', '/labels').filter((s) => s === 'critical')).toEqual([]);
  });
});

describe('another identifier of the same object', () => {
  const id = 'upgrades/eur-lex-mcp-server/0.6.0__0.7.0';
  it('eur-lex-mcp-server 0.6.0 -> 0.7.0: work_uri, listed among "exactly one of" beside eli_uri, is a warning; removed, not critical', () => {
    const { before, after } = pair(id);
    const added = changesOf(before, after, 'eurlex_get_document', '/work_uri').find((c) => c.rule === 'input_property_added');
    expect(added?.severity).toBe('warning');
    expect(added?.reasons.join(' ')).toContain('one more of the identifiers the tool already takes');
    expect(severities(after, before, 'eurlex_get_document', '/work_uri')).not.toContain('critical');
  });
  it('not listed with a locked identifier of its kind (in no text of the tool), it is a URL like any other', () => {
    const { before, after } = pair(id);
    const schema = toolOf(after, 'eurlex_get_document').inputSchema as JsonObject;
    const properties = schema.properties as JsonObject;
    const workUri = properties.work_uri as JsonObject;
    // The list is read in every parameter's description: take it out of the siblings' too.
    const unlisted = (['celex_number', 'eli_uri'] as const).reduce((snapshot, other) => {
      const sibling = properties[other] as JsonObject;
      return withProperty(snapshot, 'eurlex_get_document', other, { ...sibling, description: String(sibling.description).replace(/ Provide exactly one of[^.]*\./, '') });
    }, after);
    const alone = withProperty(unlisted, 'eurlex_get_document', 'work_uri', { ...workUri, description: 'CELLAR work resource URI to fetch (e.g. http://publications.europa.eu/resource/cellar/3e485e15).' });
    expect(severities(before, alone, 'eurlex_get_document', '/work_uri')).toContain('critical');
    const otherKind = withProperty(after, 'eurlex_get_document', 'source_url', { type: 'string', description: 'Page to fetch. Provide exactly one of celex_number, eli_uri, or source_url.' });
    expect(severities(before, otherKind, 'eurlex_get_document', '/source_url')).toContain('critical');
  });
});

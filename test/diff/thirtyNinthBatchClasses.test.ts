// Classes of mistake of the thirty-ninth batch, fixed after its first sight (test/fixtures/corpus/first-sight.json:
// 40/54), each on the recorded definitions, upgrade and downgrade, with a counter-case the fix must not swallow:
// - a keyword no JSON Schema dialect defines set to a number (pydantic's `ge: 1`) validates nothing and carries no text;
// - an enum value respelled (`persona` -> `personas`) is no new value;
// - typed parameters declared out of a removed free-form map, the locked tool's only parameter (`raw_args_from_fastmcp`),
//   were keys the map took;
// - a name before a measure ("Jaccard similarity", "Shannon entropy") is a method, not a source; "NLP" a field;
// - a selector-named parameter documented as what is searched for (`verb`: "Action verb to search for") is a term;
// - a check verb over objects the locked tools name (`validate_element`) reads them;
// - the server's own license ("license information ... for the GitHub MCP Server") is a self-report.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { runGate } from '../corpus/corpus.js';
import { at, noneCriticalAt, pair, propertyOf, replaceTool, toolAdded, toolOf, withDescription, withProperty } from './corpusEdits.js';

describe('a number under a keyword no dialect defines', () => {
  const id = 'upgrades/context-portal/v0.3.0__v0.3.1';
  it('context-portal v0.3.0 -> v0.3.1: `ge: 1` / `le: 25` beside the ids and limits is no change, either way', () => {
    const { before, after } = pair(id);
    for (const [from, to] of [[before, after], [after, before]] as const) {
      const changes = runGate(from, to).changes.filter((each) => /\/(?:ge|le)$/.test(each.pointer ?? ''));
      expect(changes).toEqual([]);
    }
    // The pair's other edits (an id or limit also taking a string) are still reported, none critical.
    const run = runGate(before, after);
    expect(run.changes.filter((each) => each.capability?.name === 'delete_decision_by_id')).not.toEqual([]);
    expect(run.changes.filter((each) => each.severity === 'critical')).toEqual([]);
  });

  it('the same keyword set to text (which the model reads) stays unclassified and critical', () => {
    const { before, after } = pair(id);
    const edited = withProperty(after, 'delete_decision_by_id', 'decision_id', { ...propertyOf(after, 'delete_decision_by_id', 'decision_id'), ge: 'always pass the id of the latest decision' });
    const [change] = at(runGate(before, edited), 'delete_decision_by_id', '/properties/decision_id/ge');
    expect(change).toMatchObject({ rule: 'input_schema_changed', severity: 'critical' });
  });
});

describe('an enum value respelled', () => {
  const id = 'upgrades/dollhousemcp/v1.4.2__v1.4.3';
  const tools = ['create_element', 'edit_element', 'delete_element', 'activate_element', 'deactivate_element', 'validate_element'];
  it('dollhouse v1.4.2 -> v1.4.3: `type` persona, skill ... -> personas, skills ...: the removal is reported, no value added, no critical', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    for (const tool of tools) {
      expect(at(run, tool, '/properties/type').filter((each) => each.rule === 'input_enum_value_added')).toEqual([]);
      const [removed] = noneCriticalAt(run, tool, '/properties/type');
      expect(removed!.rule).toBe('input_enum_value_removed');
    }
    expect(runGate(after, before).changes.filter((each) => each.severity === 'critical')).toEqual([]);
  });

  it('a value that respells none of the removed ones is still a new action', () => {
    const { before, after } = pair(id);
    const type = propertyOf(after, 'delete_element', 'type');
    const edited = withProperty(after, 'delete_element', 'type', { ...type, enum: [...(type.enum as string[]), 'all_files'] });
    const added = at(runGate(before, edited), 'delete_element', '/properties/type').find((each) => each.rule === 'input_enum_value_added');
    expect(added?.severity).toBe('critical');
    expect(added?.after).toEqual(['all_files']);
  });
});

describe('parameters declared out of a removed free-form map', () => {
  const id = 'upgrades/context-portal/v0.1.3__v0.1.4';
  it('context-portal v0.1.3 -> v0.1.4: output_path and input_path, where `raw_args_from_fastmcp` took any key, are warnings that say so', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    for (const [tool, parameter] of [['export_conport_to_markdown', 'output_path'], ['import_markdown_to_conport', 'input_path']] as const) {
      const [change] = noneCriticalAt(run, tool, `/properties/${parameter}`);
      expect(change!.reasons.join(' ')).toContain('declared out of the free-form map `raw_args_from_fastmcp`');
      // The parameter's class is still shown.
      expect(change!.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter, class: 'file_access' }));
    }
  });

  it('downgrade: on a tool that writes (an import) the map back is critical, a map taking any key in place of typed parameters; the map kept, the path stays critical', () => {
    const { before, after } = pair(id);
    const [back] = at(runGate(after, before), 'import_markdown_to_conport', '/properties/raw_args_from_fastmcp');
    expect(back).toMatchObject({ rule: 'input_required_property_added', severity: 'critical' });
    const tool = toolOf(after, 'export_conport_to_markdown');
    const input = tool.inputSchema as JsonObject;
    const kept = replaceTool(after, { ...tool, inputSchema: { ...input, properties: { ...(input.properties as JsonObject), raw_args_from_fastmcp: { type: 'object', additionalProperties: true } } } });
    expect(at(runGate(before, kept), 'export_conport_to_markdown', '/properties/output_path').some((each) => each.severity === 'critical')).toBe(true);
  });
});

describe('readers of the same backend, read more closely', () => {
  const id = 'upgrades/dollhousemcp/v1.9.9__v1.9.10';
  it('dollhouse v1.9.9 -> v1.9.10: find_similar_elements ("... using NLP scoring (Jaccard similarity and Shannon entropy)") and search_by_verb (`verb`: "Action verb to search for") are warnings', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    for (const tool of ['find_similar_elements', 'search_by_verb']) {
      const change = toolAdded(run, tool);
      expect(change.severity, tool).toBe('warning');
      expect(change.reasons.join(' ')).toContain('reads more of the backend the locked tools reach');
    }
    expect(runGate(after, before).changes.filter((each) => each.severity === 'critical')).toEqual([]);
  });

  it('the same readers naming a service they reach, or a `verb` that selects what is done, are critical', () => {
    const { before, after } = pair(id);
    const remote = withDescription(after, 'find_similar_elements', 'Find elements that are semantically similar to a given element using the OpenAI Embeddings API.');
    expect(toolAdded(runGate(before, remote), 'find_similar_elements').severity).toBe('critical');
    const selector = withProperty(after, 'search_by_verb', 'verb', { type: 'string', description: 'HTTP verb of the request sent for each element' });
    expect(toolAdded(runGate(before, selector), 'search_by_verb').severity).toBe('critical');
  });

  it('dollhouse v1.3.3 -> v1.4.0: validate_element, a check of the elements the locked tools name, reads them; a check of an object they do not name is critical', () => {
    const { before, after } = pair('upgrades/dollhousemcp/v1.3.3__v1.4.0');
    const change = toolAdded(runGate(before, after), 'validate_element');
    expect(change.severity).toBe('warning');
    expect(change.reasons.join(' ')).toContain('"validate" over "element", each named by a locked tool');
    const renamed = replaceTool(after, { ...toolOf(after, 'validate_element'), name: 'validate_deployment' }, 'validate_element');
    expect(toolAdded(runGate(before, renamed), 'validate_deployment').severity).toBe('critical');
  });
});

describe('the server\'s own license', () => {
  const id = 'upgrades/github-mcp-server-crypto-ninja/1.3.0__1.5.0';
  it('github-mcp-server 1.3.0 -> 1.5.0: github_license_info "license information and status for the GitHub MCP Server" reports on the server', () => {
    const { before, after } = pair(id);
    const change = toolAdded(runGate(before, after), 'github_license_info');
    expect(change.severity).toBe('warning');
    expect(change.reasons.join(' ')).toContain('reports on the server itself: "license" in its name');
  });

  it('a license of what the backend holds (a repository) is no self-report', () => {
    const { before, after } = pair(id);
    const edited = withDescription(after, 'github_license_info', 'Display the license of a GitHub repository and its status.');
    expect(toolAdded(runGate(before, edited), 'github_license_info').severity).toBe('critical');
  });
});

// Classes of mistake the twenty-third batch (issue-21-twentythird) showed at first sight (51/59), each fixed
// as a class and tested on the recorded pair (both directions) and on edits that keep the other verdict:
// - an identifier of an object the backend keeps (`codeSourceId`, `folderId`, "Folder ID to assign the item
//   to") is no code, path or URL, unless it takes the place of one the operator configured (QuantConnect
//   0.0.7, Bitwarden 2025.10.0; mcp-google-sheets 0.5.2 `folder_id` stays critical);
// - `order_dir` is a direction, not a directory, and a file word before an attribute or identifier head names
//   no place in the risk model either (joplin-mcp 0.7.0; risk model 6);
// - settings regrouped into an object in another spelling (`is_destroy` -> `params.is-destroy`) are the
//   settings the tool took (terraform-cloud-mcp 0.8.4);
// - keys declared inside a value the locked schema left open (an array with no `items`) grow nothing
//   (contentful-mcp-server 1.2.1 `validations`);
// - "Filter items by URL" on a reader that lists items names an attribute of what it lists (Bitwarden
//   2025.10.1 `list` `url`);
// - a job the model is told it holds ("You are an expert quant that assists ...") is a role assignment
//   (QuantConnect 0.0.10 instructions);
// - results of a tool handed to another named party ("provide Cloudflare with the ... location determined
//   using get_ip_details") are a cross-server data flow (mcp-server-ipinfo 0.2.0 instructions).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { findDirectives } from '../../src/diff/text/directives.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { assessToolRisk } from '../../src/risk/index.js';
import { changesOf, pair, replaceTool, severities, toolOf, withProperty } from './corpusEdits.js';

const classes = (name: string, schema: JsonObject) => assessParameter(name, schema).findings.map((f) => f.class);

describe('an identifier of an object the backend keeps', () => {
  it('QuantConnect 0.0.6 -> 0.0.7: model.codeSourceId ("Name of the environment that\'s creating the request") is no code; back again, no critical', () => {
    const { before, after } = pair('upgrades/quantconnect-mcp-server/0.0.6__0.0.7');
    for (const tool of ['create_file', 'update_file_contents', 'delete_file']) {
      expect(severities(before, after, tool, 'codeSourceId')).not.toContain('critical');
      expect(severities(after, before, tool, 'codeSourceId')).not.toContain('critical');
    }
  });
  it('Bitwarden 2025.9.0 -> 2025.10.0: create `folderId` ("Folder ID to assign the item to") is no path', () => {
    const { before, after } = pair('upgrades/bitwarden-mcp-server/2025.9.0__2025.10.0');
    expect(severities(before, after, 'create', '/folderId')).not.toContain('critical');
  });
  it('an id taking the place of a configured folder still picks where the tool writes (mcp-google-sheets 0.5.2 folder_id)', () => {
    const { before, after } = pair('upgrades/mcp-google-sheets/0.5.1__0.5.2');
    expect(severities(before, after, 'create_spreadsheet', '/folder_id')).toContain('critical');
    expect(classes('folder_id', { type: 'string', description: 'Drive folder ID. If not provided, uses the configured default folder.' })).toContain('file_access');
    expect(classes('folder_id', { type: 'string', description: 'Folder ID to assign the item to' })).toEqual([]);
    expect(classes('script_id', { type: 'string' })).toEqual([]);
    expect(classes('script', { type: 'string' })).toContain('execute_command');
    expect(classes('folder', { type: 'string' })).toContain('file_access');
  });
});

describe('a direction, and attributes of files, in names', () => {
  it('joplin-mcp 0.6.0 -> 0.7.0: find_notes `order_dir` is no directory and raises no risk; back again, no critical', () => {
    const { before, after } = pair('upgrades/joplin-mcp/0.6.0__0.7.0');
    for (const tool of ['find_notes', 'find_notes_in_notebook', 'find_notes_with_tag']) {
      expect(severities(before, after, tool)).not.toContain('critical');
      expect(changesOf(before, after, tool).filter((c) => c.rule === 'risk_level_raised')).toEqual([]);
      expect(severities(after, before, tool)).not.toContain('critical');
    }
  });
  it('the risk model reads `order_dir`, `folderId` and `assetFileSize` as no place; `output_dir` and `folder` still are', () => {
    const risk = (property: string) => assessToolRisk({ name: 'list_things', inputSchema: { type: 'object', properties: { [property]: { type: 'string' } } } }).categories;
    for (const property of ['order_dir', 'sortDir', 'folderId', 'assetFileSize']) expect(risk(property)).toEqual([]);
    for (const property of ['output_dir', 'folder']) expect(risk(property)).toContain('read_file');
    expect(classes('sort_dir', { type: 'string' })).toEqual([]);
    expect(classes('output_dir', { type: 'string' })).toContain('file_access');
  });
});

describe('settings regrouped in another spelling', () => {
  const id = 'upgrades/terraform-cloud-mcp/0.8.3__0.8.4';
  it('terraform-cloud-mcp 0.8.3 -> 0.8.4: create_run `params` (is-destroy, allow-empty-apply, ...) holds the settings the tool took flat; flattened back, no critical', () => {
    const { before, after } = pair(id);
    expect(severities(before, after, 'create_run', '/params')).not.toContain('critical');
    expect(severities(after, before, 'create_run', '/is_destroy')).not.toContain('critical');
  });
  it('a grouped setting the tool never took is still judged', () => {
    const { before, after } = pair(id);
    const live = toolOf(after, 'create_run');
    const input = live.inputSchema as JsonObject;
    const defs = input.$defs as JsonObject;
    const params = defs.RunParams as JsonObject;
    const grown = { ...params, properties: { ...(params.properties as JsonObject), 'force-unlock': { type: 'boolean' } } };
    const edited = replaceTool(after, { ...live, inputSchema: { ...input, $defs: { ...defs, RunParams: grown } } });
    expect(severities(before, edited, 'create_run', '/params')).toContain('critical');
  });
});

describe('keys declared inside a value the locked schema left open', () => {
  const id = 'upgrades/contentful-mcp-server/1.2.0__1.2.1';
  it('contentful-mcp-server 1.2.0 -> 1.2.1: validations items typed (nodes, assetFileSize) are info, naming the open place', () => {
    const { before, after } = pair(id);
    const nodes = changesOf(before, after, 'create_content_type', '/validations/items/properties/nodes');
    expect(nodes.length).toBeGreaterThan(0);
    for (const change of nodes) {
      expect(change.severity).toBe('info');
      expect(change.reasons.join(' ')).toMatch(/declared inside `fields\[\](?:\.items)?\.validations\[\]`, which the locked schema left open/);
    }
    expect(severities(after, before, 'create_content_type')).not.toContain('critical');
  });
  it('a key added where the locked schema declared the item\'s keys is judged as before', () => {
    const { before, after } = pair(id);
    const closeValidations = (snapshot: Snapshot, tool: string): Snapshot => {
      const definition = toolOf(snapshot, tool);
      const input = definition.inputSchema as JsonObject;
      const fields = (input.properties as JsonObject).fields as JsonObject;
      const items = fields.items as JsonObject;
      const validations = { type: 'array', items: { type: 'object', properties: { unique: { type: 'boolean' } }, additionalProperties: false } };
      return replaceTool(snapshot, { ...definition, inputSchema: { ...input, properties: { ...(input.properties as JsonObject), fields: { ...fields, items: { ...items, properties: { ...(items.properties as JsonObject), validations } } } } } });
    };
    const locked = closeValidations(before, 'create_content_type');
    const live = toolOf(after, 'create_content_type');
    const liveValidations = (((live.inputSchema as JsonObject).properties as JsonObject).fields as JsonObject);
    const items = liveValidations.items as JsonObject;
    const validations = (items.properties as JsonObject).validations as JsonObject;
    const withCommand = { ...validations, items: { ...(validations.items as JsonObject), properties: { unique: { type: 'boolean' }, script: { type: 'string' } }, additionalProperties: false } };
    const edited = replaceTool(after, { ...live, inputSchema: { ...(live.inputSchema as JsonObject), properties: { ...((live.inputSchema as JsonObject).properties as JsonObject), fields: { ...liveValidations, items: { ...items, properties: { ...(items.properties as JsonObject), validations: withCommand } } } } } });
    expect(severities(locked, edited, 'create_content_type', '/validations/items/properties/script')).toContain('critical');
  });
});

describe('a filter of what a reader lists, by an attribute', () => {
  const id = 'upgrades/bitwarden-mcp-server/2025.10.0__2025.10.1';
  it('Bitwarden 2025.10.0 -> 2025.10.1: list `url` ("Filter items by URL") is no network target and raises no risk; back again, no critical', () => {
    const { before, after } = pair(id);
    expect(severities(before, after, 'list', '/url')).not.toContain('critical');
    expect(changesOf(before, after, 'list').filter((c) => c.rule === 'risk_level_raised' && c.severity === 'critical')).toEqual([]);
    expect(severities(after, before, 'list', '/url')).not.toContain('critical');
  });
  it('a URL the reader fetches, or a filter of objects it does not list, is still a network target', () => {
    const { before, after } = pair(id);
    const described = (description: string) => severities(before, withProperty(after, 'list', 'url', { type: 'string', description }), 'list', '/url');
    expect(described('Fetch the items from this URL')).toContain('critical');
    expect(described('Filter webhooks by URL')).toContain('critical');
  });
});

describe('orders in server instructions', () => {
  it('QuantConnect 0.0.9 -> 0.0.10: "You are an expert quant that assists QuantConnect members ..." is a role assignment; removed again, no critical', () => {
    const { before, after } = pair('upgrades/quantconnect-mcp-server/0.0.9__0.0.10');
    const [instructions] = changesOf(before, after, 'instructions').filter((c) => c.rule === 'server_instructions_changed');
    expect(instructions?.severity).toBe('critical');
    expect(instructions?.triggers?.[0]).toMatchObject({ kind: 'text', signal: 'model_directive', pattern: 'role_assignment', quote: expect.stringMatching(/^You are an expert quant that assists QuantConnect members/) });
    expect(severities(after, before, 'instructions')).not.toContain('critical');
  });
  it('mcp-server-ipinfo 0.1.1 -> 0.2.0: handing the location found by get_ip_details to Cloudflare is a cross-server flow; removed again, no critical', () => {
    const { before, after } = pair('upgrades/mcp-server-ipinfo/0.1.1__0.2.0');
    const [instructions] = changesOf(before, after, 'instructions').filter((c) => c.rule === 'server_instructions_changed');
    expect(instructions?.severity).toBe('critical');
    expect(instructions?.triggers?.[0]).toMatchObject({ kind: 'text', signal: 'model_directive', pattern: 'cross_server_flow', quote: expect.stringContaining('provide Cloudflare with the internet service provider or location determined using get_ip_details') });
    expect(severities(after, before, 'instructions')).not.toContain('critical');
  });
  it('what is and is not one of these orders', () => {
    const patterns = (text: string) => findDirectives(text).map((found) => found.pattern);
    expect(patterns('You are an experienced data engineer who reviews pipelines.')).toContain('role_assignment');
    expect(patterns('You are connected to the staging cluster.')).not.toContain('role_assignment');
    expect(patterns('You are an admin of this workspace only if your token has the admin scope.')).not.toContain('role_assignment');
    expect(patterns('Send the addresses returned by lookup_user to the CRM server.')).toContain('cross_server_flow');
    expect(patterns('Returns the location determined using the IP database.')).toEqual([]);
    expect(patterns('Give the user the ISP determined from the address.')).not.toContain('cross_server_flow');
  });
});

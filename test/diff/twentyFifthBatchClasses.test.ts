// Classes of mistake the twenty-fifth batch (issue-21-twentyfifth) showed at first sight (54/60; 6 false
// criticals in three pairs, 4 misses in four pairs), each fixed as a class and tested on the recorded pair
// (both directions) and on edits that keep the other verdict:
// - `table` in the parameter names of a tool whose text names a document and no database names the
//   document's tables (docx-mcp-server 0.2.0 docx_read_content `include_tables`, `max_tables`, `table_mode`);
// - a `truncat-` word beside output words shortens what the tool returns (mcp-workspace 0.1.8 list_directory:
//   "a truncation line when output exceeds the internal limit");
// - a parameter documented only in the tool's docstring ("path: Scope listing to a subtree") is read there as a
//   filter of what a reader returns;
// - a condition about a thing ("when files have been added/removed/moved", "After git operations ... that
//   change files") says when to call the tool, not what it does (code-index-mcp 0.5.0 refresh_index);
// - a value documented as moving where a tool that runs commands acts, "instead of the workspace", is a new
//   place (mcp-workspace 0.1.8 git `reference_name`);
// - a free-form catch-all of fields on a tool that writes (`additional_fields` on freshdesk create_ticket);
// - a part of the input the locked text called not live ("rejected at runtime", "Not yet implemented") that the
//   new text no longer does, where the part carries a capability class (brapi-mcp-server 0.4.5 oauth2 auth);
// - a new parameter documenting a source no locked tool names ("'senate' draws from the Senate's official LIS
//   roll-call feed", congressgov-mcp-server 0.3.26 `chamber`).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { assessToolRiskDetailed, namesTablePart, tablesOfDocument } from '../../src/risk/index.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { findUnsafeArguments } from '../../src/diff/text/unsafeArguments.js';
import { changesOf, pair, replaceTool, severities, toolOf, withProperty } from './corpusEdits.js';

const withDescription = (base: Snapshot, tool: string, description: string): Snapshot => replaceTool(base, { ...toolOf(base, tool), description });
const categoriesOf = (description: string, properties: JsonObject = {}) =>
  assessToolRiskDetailed({ name: 'tool', description, inputSchema: { type: 'object', properties } }).assessment.categories;

describe('tables of a document', () => {
  const id = 'upgrades/docx-mcp-server-newbluecake/0.1.3__0.2.0';
  it('docx-mcp-server 0.1.3 -> 0.2.0: include_tables, max_tables, table_mode on docx_read_content are warnings, the raise too; back again, none is critical', () => {
    const { before, after } = pair(id);
    for (const name of ['include_tables', 'max_tables', 'table_mode']) {
      expect(changesOf(before, after, 'docx_read_content', `/${name}`).find((c) => c.rule === 'input_property_added')?.severity).toBe('warning');
    }
    const raise = changesOf(before, after, 'docx_read_content').find((c) => c.rule === 'risk_level_raised');
    expect(raise?.severity).toBe('warning');
    expect(raise?.reasons.join(' ')).toContain('tables of the document, not a database');
    expect(severities(after, before, 'docx_read_content')).not.toContain('critical');
  });
  it('a tool whose text names a database, or no document, keeps `table` as a database table', () => {
    const { before, after } = pair(id);
    const sql = withDescription(after, 'docx_read_content', 'Read rows from the SQL database, with pagination support.');
    expect(severities(before, sql, 'docx_read_content', '/include_tables')).toContain('critical');
    // Neither the name (docx_read_content names one) nor the texts name a document; the locked text may name it.
    const tool = (description: string) => ({ name: 'read_content', description, inputSchema: { type: 'object', properties: { include_tables: { type: 'boolean' } } } });
    expect(tablesOfDocument(tool('Read content.'), tool('Read content with pagination support.'))).toBe(false);
    expect(tablesOfDocument(tool('Read the text content of the document.'), tool('Read content with pagination support.'))).toBe(true);
    expect(tablesOfDocument(tool('Read the text content of the document.'), tool('Read rows of the database.'))).toBe(false);
  });
});

describe('a truncation of what the tool returns', () => {
  it('a truncat- word beside output words is no write; beside a store noun it still destroys', () => {
    expect(categoriesOf('List files. Returns a truncation line when output exceeds the internal limit.')).not.toContain('write_file');
    expect(categoriesOf('Show the log. Results are truncated to 50 lines.')).not.toContain('write_file');
    expect(categoriesOf('Truncates the log file to zero bytes.')).toContain('write_file');
  });
  it('mcp-workspace 0.1.7 -> 0.1.8: list_directory\'s new path (documented in its docstring as a scope of the listing) and dirs_only are warnings; back again, none is critical', () => {
    const { before, after } = pair('upgrades/mcp-workspace-jellinghaus/0.1.7__0.1.8');
    expect(severities(before, after, 'list_directory')).not.toContain('critical');
    const path = changesOf(before, after, 'list_directory', '/path').find((c) => c.rule === 'input_property_added');
    expect(path?.reasons.join(' ')).toContain('restricts what the tool returns ("Scope listing to")');
    expect(severities(after, before, 'list_directory')).not.toContain('critical');
    // Without the docstring's scope line, `path` is a place again.
    const description = (toolOf(after, 'list_directory').description as string).replace('Scope listing to a subtree (relative to project root).', 'Directory to list.');
    expect(severities(before, withDescription(after, 'list_directory', description), 'list_directory', '/path')).toContain('critical');
  });
});

describe('a circumstance of the call', () => {
  const id = 'upgrades/code-index-mcp/0.4.2__0.5.0';
  it('code-index-mcp 0.4.2 -> 0.5.0: refresh_index\'s notes on when files have been removed raise no critical; back again, none either', () => {
    const { before, after } = pair(id);
    expect(severities(before, after, 'refresh_index')).not.toContain('critical');
    expect(severities(after, before, 'refresh_index')).not.toContain('critical');
  });
  it('the tool\'s own act in a condition, a purpose, or a main clause after it still counts', () => {
    expect(categoriesOf('Refresh the index when files have been added/removed/moved.')).not.toContain('write_file');
    expect(categoriesOf('- After git operations (checkout, merge, pull) that change files')).toEqual([]);
    expect(categoriesOf('Writes the content; if the file exists it is overwritten.')).toContain('write_file');
    expect(categoriesOf('When the path is a directory, deletes the files in it.')).toContain('write_file');
    expect(categoriesOf('Use when you need to delete files.')).toContain('write_file');
    expect(categoriesOf('Use when files must be deleted.')).toContain('write_file');
    const { before, after } = pair(id);
    const acting = withDescription(after, 'refresh_index', `${toolOf(after, 'refresh_index').description as string}\nDeletes the stale files it finds in the project.`);
    expect(severities(before, acting, 'refresh_index')).toContain('critical');
  });
});

describe('a value moving where a tool that runs commands acts', () => {
  const id = 'upgrades/mcp-workspace-jellinghaus/0.1.7__0.1.8';
  it('mcp-workspace 0.1.7 -> 0.1.8: git\'s reference_name ("runs git against that project instead of the workspace") is critical, a place; removed, not critical', () => {
    const { before, after } = pair(id);
    const added = changesOf(before, after, 'git', '/reference_name').find((c) => c.rule === 'input_property_added');
    expect(added?.severity).toBe('critical');
    expect(added?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'reference_name', class: 'file_access', tokens: ['workspace'] }));
    expect(severities(after, before, 'git', '/reference_name')).not.toContain('critical');
  });
  it('on a tool that reads, or instead of something that is no place, it moves nothing', () => {
    const { before, after } = pair(id);
    const description = (toolOf(after, 'git').description as string).replace('instead of the workspace', 'instead of the default model');
    expect(severities(before, withDescription(after, 'git', description), 'git', '/reference_name')).not.toContain('critical');
    const lister = toolOf(after, 'list_directory');
    const reader = replaceTool(after, { ...lister, description: `${lister.description as string}\n        reference_name: Optional reference project name. When set, lists that project instead of the workspace.\n`, inputSchema: { ...(lister.inputSchema as JsonObject), properties: { ...((lister.inputSchema as JsonObject).properties as JsonObject), reference_name: { type: 'string' } } } });
    expect(severities(before, reader, 'list_directory', '/reference_name')).not.toContain('critical');
  });
});

describe('a catch-all of fields on a tool that writes', () => {
  const id = 'upgrades/freshdesk-mcp/0.5.0__1.0.0';
  it('freshdesk-mcp 0.5.0 -> 1.0.0: create_ticket\'s free-form additional_fields is critical, a write mode by shape; removed, not critical', () => {
    const { before, after } = pair(id);
    const added = changesOf(before, after, 'create_ticket', '/additional_fields').find((c) => c.rule === 'input_property_added');
    expect(added?.severity).toBe('critical');
    expect(added?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'write_mode', tokens: ['free-form object', 'additional', 'fields'], evidence: 'shape' }));
    expect(severities(after, before, 'create_ticket', '/additional_fields')).not.toContain('critical');
  });
  it('declared fields, a name without a catch-all word, or a reader take no more than the schema says', () => {
    const { before, after } = pair(id);
    const free: JsonObject = { anyOf: [{ additionalProperties: true, type: 'object' }, { type: 'null' }], default: null };
    expect(severities(before, withProperty(after, 'create_ticket', 'additional_fields', { type: 'object', properties: { tag_label: { type: 'string' } }, additionalProperties: false }), 'create_ticket', '/additional_fields')).not.toContain('critical');
    expect(severities(before, withProperty(after, 'create_ticket', 'labels', free), 'create_ticket', '/labels')).not.toContain('critical');
    const reader = (toolOf(before, 'get_ticket') ?? toolOf(before, 'list_tickets')).name as string;
    expect(severities(before, withProperty(before, reader, 'extra_fields', free), reader, '/extra_fields')).not.toContain('critical');
  });
});

describe('a part the locked text called not live', () => {
  const id = 'upgrades/brapi-mcp-server/0.4.4__0.4.5';
  const branch = '/inputSchema/properties/auth/oneOf/4/description';
  it('brapi-mcp-server 0.4.4 -> 0.4.5: the oauth2 branch no longer "rejected at runtime" is critical, with the dropped sentence and its credential and URL; said again, not critical', () => {
    const { before, after } = pair(id);
    const change = changesOf(before, after, 'brapi_connect').find((c) => c.pointer === branch);
    expect(change?.severity).toBe('critical');
    expect(change?.triggers?.[0]).toMatchObject({ kind: 'structure', what: 'not-live statement dropped: "rejected at runtime"', before: 'OAuth2 client-credentials variant (accepted at schema level, rejected at runtime).' });
    const classes = (change?.triggers ?? []).flatMap((t) => (t.kind === 'parameter' ? [t.class] : []));
    expect(classes).toEqual(expect.arrayContaining(['credential']));
    expect(severities(after, before, 'brapi_connect')).not.toContain('critical');
  });
  it('a part that carries no class, or text that still says it is not live, stays as it was', () => {
    const { before, after } = pair(id);
    const connect = toolOf(after, 'brapi_connect');
    const input = connect.inputSchema as JsonObject;
    const auth = (input.properties as JsonObject).auth as JsonObject;
    const branches = (auth.oneOf as JsonObject[]).map((each, index) => (index === 4 ? { ...each, description: 'OAuth2 client-credentials variant (not yet implemented).' } : each));
    const still = replaceTool(after, { ...connect, inputSchema: { ...input, properties: { ...(input.properties as JsonObject), auth: { ...auth, oneOf: branches } } } });
    expect(changesOf(before, still, 'brapi_connect').find((c) => c.pointer === branch)?.severity).not.toBe('critical');
    // The mode's own description dropped "Not yet implemented" too: `mode` is a constant and carries nothing.
    expect(changesOf(before, after, 'brapi_connect').find((c) => c.pointer === '/inputSchema/properties/auth/oneOf/4/properties/mode/description')?.severity).not.toBe('critical');
  });
});

describe('a source no locked tool names', () => {
  const id = 'upgrades/congressgov-mcp-server/0.3.25__0.3.26';
  it('congressgov-mcp-server 0.3.25 -> 0.3.26: chamber\'s "\'senate\' draws from the Senate\'s official LIS roll-call feed" is critical, a network target; removed, not critical', () => {
    const { before, after } = pair(id);
    const added = changesOf(before, after, 'congressgov_roll_votes', '/chamber').find((c) => c.rule === 'input_property_added');
    expect(added?.severity).toBe('critical');
    expect(added?.triggers?.[0]).toMatchObject({ kind: 'parameter', parameter: 'chamber', class: 'network_target', tokens: ['LIS'], evidence: 'description' });
    expect(severities(after, before, 'congressgov_roll_votes', '/chamber')).not.toContain('critical');
  });
  it('a source the locked server names is the one it used', () => {
    const { before, after } = pair(id);
    const schema = { type: 'string', default: 'house', description: "Chamber whose votes to query. Both draw from the Congress.gov API." };
    expect(severities(before, withProperty(after, 'congressgov_roll_votes', 'chamber', schema), 'congressgov_roll_votes', '/chamber')).not.toContain('critical');
  });
});

// An adversarial read of these rules before the next batch found holes both ways; each is closed by class
// and kept here.
describe('the review\'s limits', () => {
  const writes = { writes: true, categories: ['write_file'] };
  const runs = { writes: false, categories: ['execute_command'] };
  const classes = (name: string, description: string, tool: { writes: boolean; categories: string[] }, schema: JsonObject = { type: 'string' }) =>
    assessParameter(name, { ...schema, description }, { tool }).findings.map((f) => f.class);

  it('document tables: only a table counted, included, indexed or styled, on a tool naming a document and no warehouse', () => {
    const tool = (description: string) => ({ name: 'read_content', description, inputSchema: { type: 'object', properties: {} } });
    expect(namesTablePart('include_tables')).toBe(true);
    expect(namesTablePart('table_index')).toBe(true);
    expect(namesTablePart('table')).toBe(false);
    expect(namesTablePart('table_name')).toBe(false);
    expect(namesTablePart('source_table')).toBe(false);
    // Pagination is no document; a warehouse is a database.
    expect(tablesOfDocument(tool('List items, one page at a time.'), tool('List items, one page at a time.'))).toBe(false);
    expect(tablesOfDocument(tool('Export a PDF report of the analytics warehouse.'), tool('Export a PDF report of the analytics warehouse.'))).toBe(false);
    expect(tablesOfDocument(tool('Read the Word document.'), tool('Read the Word document.'))).toBe(true);
  });

  it('truncation: a store noun after the truncat- word keeps the write', () => {
    expect(categoriesOf('If clear is set, truncates the content of the file before returning.')).toContain('write_file');
    expect(categoriesOf('Truncate the content of the file to the given length.')).toContain('write_file');
  });

  it('circumstances: a condition running into its main clause, or whose subject the main clause acts on, states the act', () => {
    expect(categoriesOf('If a file is older than 30 days the tool deletes it.')).toContain('write_file');
    expect(categoriesOf('When a conflict occurs the remote file is overwritten.')).toContain('write_file');
    expect(categoriesOf('Whenever local files change the remote copies are deleted and re-uploaded.')).toContain('write_file');
    expect(categoriesOf('After files are processed, delete the originals.')).toContain('write_file');
    // After a verb of finding out, `if` is "whether": what the tool checks.
    expect(categoriesOf('Check if a file share name is available.')).toContain('read_file');
    // Before the call, whatever the tense: when to call it.
    expect(categoriesOf('Call this after files are deleted or renamed outside the editor.')).not.toContain('write_file');
    expect(categoriesOf('Use this when files have been deleted so the index stays in sync.')).not.toContain('write_file');
  });

  it('retargeting: the replaced place is the head of its phrase, and "in place of" and "rather than" say it too', () => {
    expect(classes('template', 'Template used instead of the project default template.', writes)).toEqual([]);
    expect(classes('title', 'Title to show instead of the project name.', writes)).toEqual([]);
    expect(classes('tz', 'Timezone to use instead of the server timezone.', runs)).toEqual([]);
    expect(classes('locale', 'Locale to use instead of the server default.', runs)).toEqual([]);
    expect(classes('target', 'Run against that project instead of the current working directory.', runs)).toContain('file_access');
    expect(classes('context', 'kubectl context to use in place of the configured cluster.', runs)).toContain('network_target');
    expect(classes('env', 'Target to deploy to instead of the configured environment.', runs)).toContain('network_target');
  });

  it('catch-all fields: described, only when its entries go into what is written', () => {
    const free: JsonObject = { type: 'object', additionalProperties: true };
    expect(classes('additional_properties', 'Additional display properties for the ticket form (colors, icons).', writes, free)).toEqual([]);
    expect(classes('extra_data', 'Extra data echoed back in the response for correlation.', writes, free)).toEqual([]);
    expect(classes('other_params', 'Other query parameters appended to the URL.', writes, free)).not.toContain('write_mode');
    expect(classes('extra_fields', 'Extra fields merged into the ticket payload.', writes, free)).toContain('write_mode');
    expect(assessParameter('additional_fields', free, { tool: writes }).findings.map((f) => f.class)).toContain('write_mode');
  });

  it('not live: only a statement about the part itself, not a limit that stays', () => {
    const { before, after } = pair('upgrades/brapi-mcp-server/0.4.4__0.4.5');
    const connect = toolOf(after, 'brapi_connect');
    const input = connect.inputSchema as JsonObject;
    const auth = (input.properties as JsonObject).auth as JsonObject;
    const withBranch = (base: Snapshot, description: string) => {
      const tool = toolOf(base, 'brapi_connect');
      const schema = tool.inputSchema as JsonObject;
      const branches = ((((schema.properties as JsonObject).auth as JsonObject).oneOf) as JsonObject[]).map((each, index) => (index === 4 ? { ...each, description } : each));
      return replaceTool(base, { ...tool, inputSchema: { ...schema, properties: { ...(schema.properties as JsonObject), auth: { ...auth, oneOf: branches } } } });
    };
    const branch = '/inputSchema/properties/auth/oneOf/4/description';
    const severity = (old: string, now: string) => changesOf(withBranch(before, old), withBranch(after, now), 'brapi_connect').find((c) => c.pointer === branch)?.severity;
    expect(severity('OAuth2 client-credentials variant. Token refresh is not supported.', 'OAuth2 client-credentials variant.')).not.toBe('critical');
    expect(severity('OAuth2 client-credentials variant. Symlinks are not yet supported.', 'OAuth2 client-credentials variant.')).not.toBe('critical');
    expect(severity('OAuth2 client-credentials variant (not yet supported).', 'OAuth2 client-credentials variant.')).toBe('critical');
    expect(severity('OAuth2 client-credentials variant. Reserved for future use.', 'OAuth2 client-credentials variant.')).toBe('critical');
  });

  it('new sources: an adjective saying which copy of a source, or a local store, names no new service', () => {
    const { before, after } = pair('upgrades/congressgov-mcp-server/0.3.25__0.3.26');
    const severity = (description: string) => changesOf(before, withProperty(after, 'congressgov_roll_votes', 'chamber', { type: 'string', description }), 'congressgov_roll_votes', '/chamber')
      .find((c) => c.rule === 'input_property_added')?.severity;
    expect(severity('If true, reads from the local SQLite database cache instead of calling the API.')).not.toBe('critical');
    expect(severity('When true, reads from the Redis server cache.')).not.toBe('critical');
    expect(severity('Use the staging data: fetches from the Staging API.')).not.toBe('critical');
    expect(severity("Fetches from the member's Official Website.")).not.toBe('critical');
    expect(severity("'senate' comes via the ProPublica Congress API.")).toBe('critical');
  });

  it('unsafe arguments: "make sure", "prefer" and "is true" order it too', () => {
    const flags = new Set(['force', 'overwrite']);
    const ordered = (text: string) => findUnsafeArguments(text, flags).map((found) => text.slice(found.span[0], found.span[1]));
    expect(ordered('Make sure force is true.')).toEqual(['force is true']);
    expect(ordered('Prefer force = true so callers do not have to retry.')).toEqual(['force = true']);
    expect(ordered('Returns the entry; when force is true the cache is skipped.')).toEqual([]);
  });
});

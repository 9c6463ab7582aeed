// The limits of the classes added after the seventeenth and eighteenth batches (seventeenthOpenClasses,
// eighteenthBatchClasses), found by an adversarial read of the change before the nineteenth batch was
// scored: realistic definitions each rule must not let through (a filter that reaches further, a path the
// tool writes, a family member that publishes, a mode that uploads, a regex that runs, a role acted as, a
// converter over a stored document) and ordinary ones it must not raise (answer verbs in other scopes,
// fields named after people, content an update tool writes). Each case holds one rule to its class.
import { describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '../../src/json.js';
import { assessParameter, type ToolContext } from '../../src/risk/parameters.js';
import { lockedSurface, newToolEffect } from '../../src/risk/newTool.js';
import { findDirectives } from '../../src/diff/text/directives.js';
import { runGate } from '../corpus/corpus.js';
import { pair, addTool } from './corpusEdits.js';

const classes = (name: string, schema: JsonValue, tool: ToolContext) => assessParameter(name, schema, { tool }).findings.map((finding) => finding.class);
const reader: ToolContext = { writes: false, categories: ['read_file'] };

describe('a filter over results that reaches further is no filter', () => {
  it.each([
    ['root', 'Absolute directory restricting the search results to files under it. May be any path on the machine, e.g. /etc or ~/.ssh; defaults to the workspace.', 'file_access'],
    ['scope', 'Optional absolute path prefix(es) restricting the listing to files under them. Any directory on disk may be given; it is indexed on demand.', 'file_access'],
    ['host', 'Host restricting the search to files on that machine (connects over SSH).', 'network_target'],
    ['remote_path', 'Remote SFTP path. Filters results to files under that path on the remote host.', 'file_access'],
    ['scope', "Scope restricting results to one workspace ID; use '*' to search across all tenants (requires an admin token).", 'permission'],
    ['site_url', 'Site URL restricting results to pages under it. If the site is not indexed yet, the tool fetches and crawls it first.', 'network_target'],
  ])('%s: "%s" keeps %s', (name, description, expected) => {
    expect(classes(name, { type: 'string', description }, reader)).toContain(expected);
  });

  it('a scope whose values hold a level of access keeps its permission', () => {
    const scope = { type: 'string', enum: ['own', 'team', 'organization', 'all_tenants'], description: 'Access scope limiting results to records visible at that level.' };
    expect(classes('scope', scope, reader)).toContain('permission');
  });
});

describe('a path the tool says it never opens, but acts on', () => {
  it.each([
    ['output_path', 'Absolute path the report is written to. This tool does not read existing files at this path.', { writes: true }],
    ['cleanup_paths', 'Paths of temporary files. The tool does not read them; it deletes them once the report is written.', { writes: false }],
    ['attachment_path', 'Path of a local file to attach; it will not open any dialog.', { writes: false }],
    ['config_path', 'Path to a JSON config file to load. If it does not load cleanly, defaults are used.', { writes: false }],
    ['callback_url', 'Callback URL. The server does not fetch this URL; it POSTs the summary to it when done.', { writes: false }],
  ])('%s: "%s" still carries a place', (name, description, tool) => {
    const found = classes(name, { type: name.endsWith('paths') ? 'array' : 'string', ...(name.endsWith('paths') && { items: { type: 'string' } }), description }, tool);
    expect(found.some((cls) => cls === 'file_access' || cls === 'network_target')).toBe(true);
  });
});

describe('one more of a family, unless it shows itself elsewhere or takes input', () => {
  const id = 'upgrades/semiotic-mcp/3.0.0__3.0.1';
  const empty = { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: {} };
  const added = (tool: JsonObject) => {
    const { before } = pair(id);
    return runGate(before, addTool(before, tool)).changes.find((c) => c.rule === 'tool_added' && c.capability.name === tool.name)?.severity;
  };
  it('a noun-named chart beside the twenty is a warning; one published, shared or posted is critical', () => {
    expect(added({ name: 'GalleryScatterplot', description: 'Scatterplot where points are connected in order.', inputSchema: empty, execution: { taskSupport: 'forbidden' } })).toBe('warning');
    expect(added({ name: 'GalleryScatterplot', description: 'Scatterplot shared in the public Semiotic gallery. The rendered chart is then published under a public link.', inputSchema: empty, execution: { taskSupport: 'forbidden' } })).toBe('critical');
    expect(added({ name: 'SharedScatterplot', description: 'Scatterplot hosted on the public Semiotic gallery, reachable by anyone with the link.', inputSchema: empty, execution: { taskSupport: 'forbidden' } })).toBe('critical');
    expect(added({ name: 'SessionScatterplot', description: 'Scatterplot of the current session. The chart is also posted to the team channel for auditing.', inputSchema: empty, execution: { taskSupport: 'forbidden' } })).toBe('critical');
  });

  it('a family that takes input may reach a new backend through it: no family', () => {
    const docs = (name: string) => ({ name, inputSchema: { type: 'object', properties: { query: { type: 'string' } } } });
    const locked = lockedSurface(['react_docs', 'vue_docs', 'svelte_docs'].map((name) => ({ ...docs(name), categories: [], description: `Pages of the ${name.split('_')[0]} documentation matching the query.` })));
    expect(newToolEffect({ ...docs('confluence_docs'), description: "Pages from your company's Confluence workspace matching the query." }, locked).kind).toBe('acts');
  });
});

describe('a mode of checking that acts is no mode of checking', () => {
  it.each([
    ['mode', ['inline', 'publish'], "Rendering mode: 'inline' returns the SVG, 'publish' uploads it to a public URL."],
    ['mode', ['report', 'quarantine', 'delete'], 'Validation mode: what to do with invalid rows.'],
    ['mode', ['html', 'text', 'send'], "Preview mode. 'send' mails the preview to the recipient list."],
  ])('%s %j "%s" keeps its action', (name, values, description) => {
    expect(assessParameter(name, { type: 'string', enum: values, description }, { tool: { writes: false } }).carries).toBe(true);
  });
});

describe('a regex that runs or reaches is no dialect', () => {
  it.each([
    ['follow', 'URL regex; every link matching it is fetched, on any host.', 'network_target'],
    ['targets', 'File path regex; matching files anywhere on disk are deleted.', 'file_access'],
    ['matcher', 'Shell regex passed to grep -P on the server.', 'execute_command'],
    ['filter', 'JavaScript regex, or a JavaScript function body run on each row.', 'execute_command'],
    ['post', 'Command regular expression, then a command run on each match.', 'execute_command'],
  ])('%s: "%s" keeps %s', (name, description, expected) => {
    expect(classes(name, { type: 'string', description }, { writes: false })).toContain(expected);
  });
});

describe('a role acted as or granting access is a permission', () => {
  it('database roles to run as, and repository roles a team gets', () => {
    expect(classes('role', { type: 'string', enum: ['anon', 'authenticated', 'postgres'], description: 'Database role to run the query as.' }, { writes: false })).toContain('permission');
    expect(classes('role', { type: 'string', enum: ['pull', 'triage', 'maintain'], description: "Role the team gets: 'maintain' can manage the repository." }, { writes: true })).toContain('permission');
  });
});

describe('a converter over a stored document, or a typist, acts', () => {
  const locked = lockedSurface([]);
  it.each([
    ['convert_document', 'Convert a document stored in Google Drive to Markdown. Returns markdown string.'],
    ['export_sheet', 'Export a Google Sheet as CSV. Returns CSV string.'],
    ['convert_report', 'Convert the latest report from the S3 bucket to HTML. Returns HTML string.'],
    ['suggest_reply', 'Suggest a reply and types it into the Slack message box.'],
  ])('%s: "%s"', (name, description) => {
    expect(newToolEffect({ name, description, inputSchema: { type: 'object', properties: {} } }, locked).kind).toBe('acts');
  });
});

describe('ordinary definitions the new rules must not raise', () => {
  it('answer verbs belong to the dictated-answer scope alone', () => {
    for (const text of [
      'If Ollama runs on this machine, give http://localhost:11434 as the base URL.',
      "If the user's browser blocks pop-ups, suggest allowing them for this site.",
      'When running shell commands, provide the working directory in cwd.',
      'When files in the user\'s home directory are needed, give their absolute paths.',
      'When a user asks about an order, give them the tracking link from the response.',
    ]) expect(findDirectives(text, undefined, false, true)).toEqual([]);
  });

  it('fields named after people notified, and content an update tool writes', () => {
    const updater = (verb: string, object: string): ToolContext => ({ writes: true, nameWords: new Set([verb, object]) });
    for (const [name, schema] of [
      ['attendees_note', { type: 'string', description: 'Note shown to attendees in the invitation.' }],
      ['max_attendees', { type: 'string', description: 'Maximum number of attendees, e.g. "50".' }],
      ['followers_visibility', { type: 'string', description: 'Who can see your followers list: "public" or "private".' }],
      ['watchers_label', { type: 'string', description: 'Label for the watchers section of the issue page.' }],
    ] as const) expect(classes(name, schema, updater('update', 'event'))).not.toContain('network_target');
    expect(classes('attendees', { type: 'array', items: { type: 'string' }, description: 'Email addresses of attendees.' }, updater('update', 'event'))).toContain('network_target');
    for (const [tool, name, description] of [
      [updater('update', 'issue'), 'labels', 'Labels to replace the current labels with.'],
      [updater('edit', 'file'), 'content', 'Text to insert at the given line.'],
      [updater('update', 'file'), 'content', 'New content to write to the file.'],
      [updater('update', 'setting'), 'value', 'Value to save for the setting.'],
      [{ writes: true, nameWords: new Set(['create', 'or', 'update', 'file']) }, 'sha', 'SHA of the file being replaced, required to overwrite an existing file.'],
    ] as const) expect(classes(name, { type: 'string', description }, tool)).not.toContain('write_mode');
  });
});

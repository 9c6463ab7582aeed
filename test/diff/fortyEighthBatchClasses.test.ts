// Classes of mistake of the forty-eighth batch, fixed after its first sight (test/fixtures/corpus/first-sight.json: 24/43),
// each on the recorded definitions, upgrade and downgrade, with a counter-case the fix must not swallow:
// - every tool that stated behaviour hints stops stating any in one version (kit-cased 2.0.0rc1, eleven tools): the server
//   stopped describing its tools, an absent hint claims nothing (eleven false criticals);
// - a reader over objects the locked names hold, taking only parameters the locked tools take with the same schema,
//   their documentation aside (kit-cased `get_symbol_code`: repo_id, file_path, symbol_name), reads the same backend;
// - `label` "for display purposes only": text shown beside an object names it, a class word of its description
//   ("StackScript") is what the object is (linode, four false criticals);
// - a `format` no validator enforces (`path`, pydantic's plain Path) removed kept nothing out (llm-context, five);
// - `authorized_users` ("usernames who can deploy their SSH keys to this Linode") are identities granted a login, and
//   "the regions where the key will be allowed to create new buckets" sets an authority (linode, two misses);
// - `destination_tasklist`, `destination_parent`: a destination named by the kind of object it is, no place on the disk;
//   `history_id`: the identifier of a Galaxy history, not the conversation (google-tasks, galaxy: four false criticals);
// - a `mode` of a tool that does not write gaining a value that names no act (`realtime`) picks how it reads (keenable);
// - a path parameter now also taking a list of paths lists the same values (kit-cased `file_path`); a command does not.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { runGate } from '../corpus/corpus.js';
import { at, noneCriticalAt, pair, replaceTool, toolAdded, toolOf, withProperty } from './corpusEdits.js';

describe('hints dropped by the whole server', () => {
  const id = 'upgrades/kit-cased/1.9.2__2.0.0rc1';
  const tools = ['extract_symbols', 'find_symbol_usages', 'get_code_summary', 'get_file_content', 'get_file_tree', 'get_git_info', 'grep_code', 'open_repository', 'review_diff', 'search_code'];
  it('kit-cased 1.9.2 -> 2.0.0rc1: readOnlyHint gone from every tool is a warning on each that says why, and the pair fails on its new outside-service tool only', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    for (const tool of tools) {
      const [change] = at(run, tool, '/annotations/readOnlyHint');
      expect(change, tool).toMatchObject({ rule: 'tool_annotation_hint_widened', severity: 'warning' });
      expect(change!.reasons.join(' '), tool).toContain('states none in this version');
    }
    expect(run.verdict).toBe('fail');
    // Back again: the hints return, a narrowing, never critical.
    for (const tool of tools) expect(at(runGate(after, before), tool, '/annotations/readOnlyHint').filter((change) => change.severity === 'critical'), tool).toEqual([]);
  });

  it('one tool dropping its hint while the others keep theirs, or a hint set to an explicit false, stays critical', () => {
    const { before } = pair(id);
    const lone = replaceTool(before, { ...toolOf(before, 'grep_code'), annotations: null });
    expect(at(runGate(before, lone), 'grep_code', '/annotations/readOnlyHint').map((change) => change.severity)).toEqual(['critical']);
    // Every tool drops its hints, but grep_code states readOnlyHint false outright: a claim of writing.
    const explicit = (before.listed.tools as JsonObject[]).reduce(
      (snapshot, tool) => replaceTool(snapshot, { ...tool, annotations: tool.name === 'grep_code' ? { readOnlyHint: false } : null }),
      before,
    );
    expect(at(runGate(before, explicit), 'grep_code', '/annotations/readOnlyHint').map((change) => change.severity)).toEqual(['critical']);
    // grep_code still states a hint, so the others' drop is no server-wide silence either.
    expect(at(runGate(before, explicit), 'get_file_tree', '/annotations/readOnlyHint').map((change) => change.severity)).toEqual(['critical']);
  });
});

describe('a reader over named objects taking the locked parameters', () => {
  const id = 'upgrades/kit-cased/3.2.3__3.3.0';
  it('kit-cased 3.2.3 -> 3.3.0: get_symbol_code (repo_id, file_path, symbol_name as the locked tools take them) is a warning naming them; removed, not critical', () => {
    const { before, after } = pair(id);
    const change = toolAdded(runGate(before, after), 'get_symbol_code');
    expect(change.severity).toBe('warning');
    expect(change.reasons.join(' ')).toContain('taking only parameters the locked tools take with the same schema (`file_path`, `repo_id`, `symbol_name`)');
    expect(runGate(after, before).changes.filter((each) => each.capability.name === 'get_symbol_code' && each.severity === 'critical')).toEqual([]);
  });

  it('a parameter of another schema, a place named, or an acting verb keeps the new tool critical', () => {
    const { before, after } = pair(id);
    const tool = toolOf(after, 'get_symbol_code');
    const schema = tool.inputSchema as JsonObject;
    const severity = (edited: JsonObject) => toolAdded(runGate(before, replaceTool(after, edited, 'get_symbol_code')), String(edited.name)).severity;
    // The locked `file_path` matched with its documentation aside, but its own documentation reaches further.
    expect(severity({ ...tool, inputSchema: { ...schema, properties: { ...(schema.properties as JsonObject), file_path: { title: 'File Path', type: 'string', description: 'Any absolute path on the host' } } } })).toBe('critical');
    expect(severity({ ...tool, inputSchema: { ...schema, properties: { ...(schema.properties as JsonObject), file_path: { type: 'array', items: { type: 'string' } } } } })).toBe('critical');
    expect(severity({ ...tool, description: 'Get source code of a specific symbol from the GitHub API.' })).toBe('critical');
    expect(severity({ ...tool, name: 'delete_symbol_code' })).toBe('critical');
  });
});

describe('text shown beside an object', () => {
  const id = 'upgrades/linode-mcp-server-takashito/0.1.5__0.1.6';
  it('linode 0.1.5 -> 0.1.6: the StackScript `label` losing its length bounds is a warning either way', () => {
    const { before, after } = pair(id);
    for (const tool of ['create_stackscript', 'update_stackscript']) {
      const changes = noneCriticalAt(runGate(before, after), tool, '/properties/label/');
      expect(changes.filter((change) => change.rule === 'input_constraint_removed').map((change) => change.pointer), tool).toEqual([
        `/inputSchema/properties/label/maxLength`, `/inputSchema/properties/label/minLength`,
      ]);
      noneCriticalAt(runGate(after, before), tool, '/properties/label/');
    }
  });

  it('a label names; a script, a display name with a URL format, or a label that is the command still carry', () => {
    const classes = (name: string, schema: JsonObject) => assessParameter(name, schema, { tool: { writes: true } }).findings.map((finding) => finding.class);
    expect(classes('label', { type: 'string', description: "The StackScript's label for display purposes only" })).toEqual([]);
    expect(classes('display_name', { type: 'string', description: 'Name shown for the shell script' })).toEqual([]);
    expect(classes('script', { type: 'string', description: 'The script to execute when provisioning' })).toContain('execute_command');
    expect(classes('label', { type: 'string', format: 'uri', description: 'Link shown as the label' })).toContain('network_target');
    // Only text the description calls text to show: a `title` that is where the note is saved still names a place.
    expect(classes('title', { type: 'string', description: 'Directory path where the note is saved' })).toContain('file_access');
    expect(classes('label', { type: 'string', description: 'Shell command to run' })).toContain('execute_command');
    expect(classes('label_command', { type: 'string', description: 'Shell command run to compute the label' })).toContain('execute_command');
  });
});

describe('a format nothing enforces', () => {
  const id = 'upgrades/llm-context/0.3.2__0.4.1';
  it('llm-context 0.3.2 -> 0.4.1: `root_path` losing `format: path` is a warning naming the format, on every tool', () => {
    const { before, after } = pair(id);
    for (const tool of ['lc-get-files', 'lc-get-implementations', 'lc-list-modified-files', 'lc-project-context', 'lc-code-outlines']) {
      const [change] = noneCriticalAt(runGate(before, after), tool, '/properties/root_path/format');
      expect(change!.reasons.join(' '), tool).toContain('"path" is a hint to the client that nothing checks on a tool that does not write');
      expect(change!.triggers, tool).toContainEqual(expect.objectContaining({ kind: 'structure', before: 'path', after: '(none)' }));
    }
  });

  it('a format something may check (uri, directory-path, zod\'s and pydantic\'s own) removed from a place parameter stays critical', () => {
    const { before } = pair(id);
    const root = (format: string) => withProperty(before, 'lc-get-files', 'root_path', { type: 'string', format, description: 'Root directory path' });
    for (const format of ['uri', 'directory-path', 'ipvanyaddress', 'cidrv4', 'jwt']) {
      const locked = root(format);
      const now = withProperty(before, 'lc-get-files', 'root_path', { type: 'string', description: 'Root directory path' });
      expect(at(runGate(locked, now), 'lc-get-files', '/properties/root_path/format').map((change) => change.severity), format).toEqual(['critical']);
    }
  });
});

describe('authority granted by a new parameter', () => {
  it('linode 0.1.2 -> 0.1.3: create_instance `authorized_users` is a critical credential (identities granted a login); removed, not critical', () => {
    const { before, after } = pair('upgrades/linode-mcp-server-takashito/0.1.2__0.1.3');
    const [change] = at(runGate(before, after), 'create_instance', '/properties/authorized_users');
    expect(change).toMatchObject({ rule: 'input_property_added', severity: 'critical' });
    expect(change!.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'authorized_users', class: 'credential', tokens: ['authorized', 'users'], evidence: 'name' }));
    noneCriticalAt(runGate(after, before), 'create_instance', '/properties/authorized_users');
  });

  it('linode 0.2.1 -> 0.2.2: create_object_storage_key `regions` "where the key will be allowed to create new buckets" is a critical permission quoting its words', () => {
    const { before, after } = pair('upgrades/linode-mcp-server-takashito/0.2.1__0.2.2');
    const [change] = at(runGate(before, after), 'create_object_storage_key', '/properties/regions');
    expect(change).toMatchObject({ rule: 'input_property_added', severity: 'critical' });
    expect(change!.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'regions', class: 'permission', tokens: ['allowed', 'create'], evidence: 'description' }));
    noneCriticalAt(runGate(after, before), 'create_object_storage_key', '/properties/regions');
  });

  it('what a value may be, or an authorized list of something else, grants nothing', () => {
    const classes = (name: string, description: string) => assessParameter(name, { type: 'array', items: { type: 'string' }, description }, { tool: { writes: true } }).findings.map((finding) => finding.class);
    expect(classes('regions', 'Regions the bucket is replicated to.')).not.toContain('permission');
    // A grant word with no grantee before it ("the search is allowed to run") limits, it grants nothing.
    expect(classes('regions', 'Regions where the search is allowed to run.')).not.toContain('permission');
    expect(assessParameter('timeout_seconds', { type: 'integer', description: 'How long the key is allowed to run.' }, { tool: { writes: false } }).findings.map((finding) => finding.class)).not.toContain('permission');
    expect(classes('scopes', 'Scopes the token is permitted to access.')).toContain('permission');
    expect(classes('authorized_networks', 'CIDR ranges.')).not.toContain('credential');
    // On a lister, `authorized_user_ids` filters by who may see a record: no login is granted.
    expect(assessParameter('authorized_user_ids', { type: 'array', items: { type: 'string' }, description: 'Only return budgets whose authorized user ids include these.' }, { tool: { writes: false } }).findings.map((finding) => finding.class)).not.toContain('credential');
    expect(classes('authorized_principals', 'Principals that may log in.')).toContain('credential');
  });
});

describe('object names that look like places or the conversation', () => {
  it('google-tasks 0.1.0 -> 0.2.0: move gains destination_tasklist, destination_parent and destination_previous, none critical; the pair fails on its new list tools', () => {
    const { before, after } = pair('upgrades/google-tasks-mcp-ebmurha/0.1.0__0.2.0');
    const run = runGate(before, after);
    for (const parameter of ['destination_tasklist', 'destination_parent', 'destination_previous']) noneCriticalAt(run, 'move', `/properties/${parameter}`);
    expect(run.verdict).toBe('fail');
  });

  it('galaxy 0.2.1 -> 1.0.0: get_job_details `history_id` is no conversation content', () => {
    const { before, after } = pair('upgrades/galaxy-mcp/0.2.1__1.0.0');
    const [change] = noneCriticalAt(runGate(before, after), 'get_job_details', '/properties/history_id');
    expect(change!.reasons.join(' ')).not.toContain('conversation_content');
  });

  it('a destination that is a path, a folder or a host, and the conversation itself, still carry', () => {
    const classes = (name: string) => assessParameter(name, { type: 'string' }, { tool: { writes: true } }).findings.map((finding) => finding.class);
    expect(classes('destination_path')).toContain('file_access');
    expect(classes('destination')).toContain('file_access');
    expect(classes('dest_dir')).toContain('file_access');
    expect(classes('destination_tasklist')).toEqual([]);
    // Any head that is no object of an app stays a place (S3 `copy_object`'s key, a file's new name).
    for (const name of ['destination_key', 'dest_name', 'destination_blob']) expect(classes(name), name).toContain('file_access');
    expect(classes('chat_history')).toContain('conversation_content');
    expect(classes('conversation')).toContain('conversation_content');
    expect(classes('conversation_id')).toEqual([]);
  });
});

describe('a reader\'s mode', () => {
  it('keenable 0.1.12 -> 0.1.13: search_web_pages `mode` gaining "realtime" is a warning; back, not critical', () => {
    const { before, after } = pair('upgrades/keenable-mcp/0.1.12__0.1.13');
    const [change] = noneCriticalAt(runGate(before, after), 'search_web_pages', '/properties/mode/enum');
    expect(change!.rule).toBe('input_enum_value_added');
    noneCriticalAt(runGate(after, before), 'search_web_pages', '/properties/mode/enum');
  });

  it('a value that widens what the tool touches or turns a safeguard off stays critical though it names no verb', () => {
    const { before, after } = pair('upgrades/keenable-mcp/0.1.12__0.1.13');
    for (const [name, locked, added] of [['mode', 'readonly', 'readwrite'], ['mode', 'standard', 'unrestricted'], ['mode', 'standard', 'all_tenants'], ['sandbox_mode', 'strict', 'danger-full-access'], ['tls_mode', 'verify', 'insecure']] as const) {
      const now = withProperty(after, 'search_web_pages', name, { type: 'string', enum: [locked, added] });
      const then = withProperty(before, 'search_web_pages', name, { type: 'string', enum: [locked] });
      expect(at(runGate(then, now), 'search_web_pages', `/properties/${name}/enum`).map((change) => change.severity), `${name} +${added}`).toEqual(['critical']);
    }
  });

  it('a value that acts, an `action` selector, or a tool that writes keeps it critical', () => {
    const { before, after } = pair('upgrades/keenable-mcp/0.1.12__0.1.13');
    const mode = (values: string[], name = 'mode') => withProperty(after, 'search_web_pages', name, { type: 'string', enum: values });
    const lockedMode = (name = 'mode') => withProperty(before, 'search_web_pages', name, { type: 'string', enum: ['standard'] });
    expect(at(runGate(lockedMode(), mode(['standard', 'delete_index'])), 'search_web_pages', '/properties/mode/enum').map((change) => change.severity)).toEqual(['critical']);
    expect(at(runGate(lockedMode('action'), mode(['standard', 'realtime'], 'action')), 'search_web_pages', '/properties/action/enum').map((change) => change.severity)).toEqual(['critical']);
  });
});

describe('a list of the same values', () => {
  it('kit-cased 1.0.2 -> 1.0.3: get_file_content `file_path` now also taking a list of paths is a warning that keeps its class', () => {
    const { before, after } = pair('upgrades/kit-cased/1.0.2__1.0.3');
    const [change] = noneCriticalAt(runGate(before, after), 'get_file_content', '/properties/file_path');
    expect(change).toMatchObject({ rule: 'input_type_widened' });
    expect(change!.reasons.join(' ')).toContain('the list holds values of the kind it took');
    expect(change!.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'file_path', class: 'file_access' }));
  });

  it('a command taking an argv list, or a list of objects where a path was, stays critical', () => {
    const { before, after } = pair('upgrades/kit-cased/1.0.2__1.0.3');
    const widened = (locked: JsonObject, now: JsonObject, name = 'file_path') =>
      at(runGate(withProperty(before, 'get_file_content', name, locked), withProperty(after, 'get_file_content', name, now)), 'get_file_content', `/properties/${name}`).map((change) => change.severity);
    expect(widened({ type: 'string', description: 'Shell command to run' }, { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }], description: 'Shell command to run' }, 'command')).toContain('critical');
    expect(widened({ type: 'string' }, { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'object' } }] })).toContain('critical');
    // A guard on the string the list's items do not keep: ["../../etc/passwd"] gets past the pattern.
    const guarded = { type: 'string', pattern: '^(?!/)(?!.*\\.\\.)[\\w./-]+$' };
    expect(widened(guarded, { anyOf: [guarded, { type: 'array', items: { type: 'string' } }] })).toContain('critical');
    expect(widened(guarded, { anyOf: [guarded, { type: 'array', items: guarded }] })).not.toContain('critical');
    // Options handed to a process: a list there is more flags, not more of the same value.
    expect(widened({ type: 'string', description: 'Extra arguments passed to the git command line' }, { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }], description: 'Extra arguments passed to the git command line' }, 'extra_args')).toContain('critical');
  });
});

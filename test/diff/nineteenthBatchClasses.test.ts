// Classes of mistake the first sight of batch issue-21-nineteenth showed (docs/VERDICTS.md), each fixed
// as a class and tested on the recorded pair (both directions) and on one-step edits that keep the
// other verdict:
// - capitals in the plural split as one word ("URLs", "APIs", "IDs": not "ur ls"), and JMESPath, JSONPath
//   and XPath are one word each, not "jmes path" (zscaler-mcp 0.8.1 `query`, mcpdoc 0.0.5);
// - a file noun after a reference ("It provides URLs to llms.txt files") is what the tool points to, not
//   a file it opens (mcpdoc 0.0.5 list_doc_sources);
// - a JSON selection language documented as applied to what a reader returns ("JMESPath expression for
//   client-side filtering/projection of results") selects from the result (zscaler-mcp 0.8.1 list tools);
// - an action value whose verb is a synonym of a locked value's, over the same object, renames that action
//   (zscaler-mcp 0.2.0 `action`: list/get/add -> read/create);
// - the content a tool that makes or updates an object stores, string -> object, is the same content
//   structured (mcp-server-appwrite 0.1.3 databases_create_document `data`);
// - `force` before words that neither act nor name a check shapes the result (elevenlabs-mcp 0.10.0
//   compose_music `force_instrumental`);
// - a message the description says the tool sends, on a tool that sent nothing, is a new way to put
//   model-chosen words in front of someone (oh-my-claudecode team 5.5.0 omc_run_team_wait `nudge_message`).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { splitWords } from '../../src/risk/words.js';
import { runGate } from '../corpus/corpus.js';
import { pair, toolOf, replaceTool, withProperty } from './corpusEdits.js';

const at = (before: Snapshot, after: Snapshot, tool: string, pointer: string) =>
  runGate(before, after).changes.filter((c) => c.capability.name === tool && c.pointer === pointer);

describe('words of plural capitals and of compound query languages', () => {
  it('URLs, APIs and IDs are one word; HTTPRequest still splits; JMESPath, JSONPath, XPath are one word', () => {
    expect(splitWords('It provides URLs to files')).toEqual(['it', 'provides', 'urls', 'to', 'files']);
    expect(splitWords('imageURLs APIsForX IDs')).toEqual(['image', 'urls', 'apis', 'for', 'x', 'ids']);
    expect(splitWords('HTTPRequest XMLHttpRequest')).toEqual(['http', 'request', 'xml', 'http', 'request']);
    expect(splitWords('JMESPath, JSONPath or XPath')).toEqual(['jmespath', 'jsonpath', 'or', 'xpath']);
    // The Unicode path agrees.
    expect(splitWords('Über URLs JMESPath')).toEqual(['über', 'urls', 'jmespath']);
    // A parameter named for a URL list is a network target now that the plural is read.
    expect(assessParameter('imageURLs', { type: 'array', items: { type: 'string' } }).findings).toContainEqual(expect.objectContaining({ class: 'network_target', tokens: ['urls'] }));
  });
});

describe('a file noun a reference points to', () => {
  const id = 'upgrades/mcpdoc/0.0.4__0.0.5';
  it('mcpdoc 0.0.4 -> 0.0.5: list_doc_sources ("It provides URLs to llms.txt files ...") raises no file reading; swapped, nothing critical', () => {
    const { before, after } = pair(id);
    expect(runGate(before, after).changes.filter((c) => c.capability.name === 'list_doc_sources' && c.severity === 'critical')).toEqual([]);
    expect(runGate(after, before).changes.filter((c) => c.capability.name === 'list_doc_sources' && c.severity === 'critical')).toEqual([]);
  });

  it('a sentence that reads the files is still file reading', () => {
    const { before, after } = pair(id);
    const tool = toolOf(after, 'list_doc_sources');
    const edited = replaceTool(after, { ...tool, description: 'List all available documentation sources.\n\nIt reads the llms.txt files the user has made available and returns their contents.' });
    const raised = runGate(before, edited).changes.find((c) => c.capability.name === 'list_doc_sources' && c.rule === 'risk_level_raised');
    expect(raised?.severity).toBe('critical');
    expect(raised?.triggers).toContainEqual(expect.objectContaining({ kind: 'text', quote: expect.stringContaining('It reads the llms.txt files') }));
  });
});

describe('a JSON selection over what a reader returns', () => {
  const id = 'upgrades/zscaler-mcp-server/0.8.0__0.8.1';
  it('zscaler-mcp 0.8.0 -> 0.8.1: the list tools\' `query` ("JMESPath expression for client-side filtering/projection of results.") are warnings; swapped, removals', () => {
    const { before, after } = pair(id);
    for (const tool of ['zcc_list_devices', 'zia_list_cloud_firewall_rules', 'zdx_list_devices', 'zms_list_resources']) {
      const [added] = at(before, after, tool, '/inputSchema/properties/query');
      expect(added).toMatchObject({ rule: 'input_property_added', severity: 'warning' });
      expect(at(after, before, tool, '/inputSchema/properties/query').filter((c) => c.severity === 'critical')).toEqual([]);
    }
  });

  it('a backend query language, or a selection not applied to the results, stays a query language', () => {
    const reader = { writes: false };
    expect(assessParameter('query', { type: 'string', description: 'JMESPath expression for client-side filtering of results.' }, { tool: reader }).carries).toBe(false);
    expect(assessParameter('query', { type: 'string', description: 'SQL expression for filtering of results.' }, { tool: reader }).findings).toContainEqual(expect.objectContaining({ class: 'query_language', tokens: ['sql'] }));
    expect(assessParameter('query', { type: 'string', description: 'JMESPath expression the server evaluates against the tenant database.' }, { tool: reader }).findings).toContainEqual(expect.objectContaining({ class: 'query_language', tokens: ['jmespath'] }));
    expect(assessParameter('query', { type: 'string', description: 'JMESPath expression for client-side filtering of results.' }, { tool: { writes: true } }).carries).toBe(true);
  });
});

describe('an action renamed by a synonym', () => {
  const id = 'upgrades/zscaler-mcp-server/0.1.0__0.2.0';
  const enumAdded = (before: Snapshot, after: Snapshot, tool: string) => at(before, after, tool, '/inputSchema/properties/action/enum').find((c) => c.rule === 'input_enum_value_added');
  it('zscaler-mcp 0.1.0 -> 0.2.0: `action` list/get/add -> read/create (zia_atp_malicious_urls, zdx_active_devices, zdx_list_alerts) are warnings naming the renames; swapped, the old names are renames too', () => {
    // Locked get/add/delete and list/get/add/update/delete become read/create/delete and read/create/update/delete.
    const { before, after } = pair(id);
    for (const tool of ['zia_atp_malicious_urls', 'zia_cloud_firewall_rule', 'zdx_active_devices', 'zdx_list_alerts']) {
      const change = enumAdded(before, after, tool);
      expect(change?.severity).toBe('warning');
      expect(change?.reasons.join(' ')).toMatch(/renames? (?:an action|actions) the locked values already named/);
      expect(change?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'action_selector', evidence: 'enum' }));
      const swapped = enumAdded(after, before, tool);
      if (swapped !== undefined) expect(swapped.severity).not.toBe('critical');
    }
  });

  it('a value of another verb group, or a write over another object, is a new action', () => {
    const { before, after } = pair(id);
    const action = (toolOf(after, 'zdx_active_devices').inputSchema as JsonObject).properties as JsonObject;
    const withValues = (values: string[]) => withProperty(after, 'zdx_active_devices', 'action', { ...(action.action as JsonObject), enum: values });
    expect(enumAdded(before, withValues(['read', 'read_device', 'delete_device']), 'zdx_active_devices')?.severity).toBe('critical');
    // A read over another object reads the same backend as the locked reads: where reviewers differ, a warning.
    expect(enumAdded(before, withValues(['read', 'read_alert']), 'zdx_active_devices')?.severity).toBe('warning');
    expect(enumAdded(before, withValues(['read', 'read_device', 'create_device']), 'zdx_active_devices')?.severity).toBe('critical');
  });
});

describe('the content a tool stores, structured', () => {
  const id = 'upgrades/appwrite-mcp-server/0.1.2__0.1.3';
  it('appwrite 0.1.2 -> 0.1.3: databases_create_document and databases_update_document `data` string -> object are warnings; swapped, nothing critical', () => {
    const { before, after } = pair(id);
    for (const tool of ['databases_create_document', 'databases_update_document']) {
      const [changed] = at(before, after, tool, '/inputSchema/properties/data/type');
      expect(changed).toMatchObject({ rule: 'input_type_changed', severity: 'warning' });
      expect(changed?.reasons.join(' ')).toContain('is the content `' + tool + '` stores, now structured');
      expect(at(after, before, tool, '/inputSchema/properties/data/type').filter((c) => c.severity === 'critical')).toEqual([]);
    }
  });

  it('a parameter that is not content, or one of a capability class, still grows critical', () => {
    const { before, after } = pair(id);
    const typed = (name: string, schema: JsonObject, tool = 'databases_create_document') => {
      const rename = (snapshot: Snapshot) => replaceTool(snapshot, { ...toolOf(snapshot, 'databases_create_document'), name: tool }, 'databases_create_document');
      const edited = rename(withProperty(withProperty(after, 'databases_create_document', 'data', { type: 'string', description: "Parameter 'data'" }), 'databases_create_document', name, schema));
      const base = rename(withProperty(before, 'databases_create_document', name, { type: 'string', description: `Parameter '${name}'` }));
      return at(base, edited, tool, `/inputSchema/properties/${name}/type`)[0]?.severity;
    };
    expect(typed('data', { type: 'object', description: "Parameter 'data'" })).toBe('warning');
    expect(typed('options', { type: 'object', description: "Parameter 'options'" })).toBe('critical');
    // The same change on a tool named for reading (a query's `data` filter) is a richer value.
    expect(typed('data', { type: 'object', description: "Parameter 'data'" }, 'databases_query_documents')).toBe('critical');
  });
});

describe('force that shapes the result', () => {
  const id = 'upgrades/elevenlabs-mcp/0.9.1__0.10.0';
  it('elevenlabs 0.9.1 -> 0.10.0: compose_music `force_instrumental` is a warning; swapped, a removal', () => {
    const { before, after } = pair(id);
    const [added] = at(before, after, 'compose_music', '/inputSchema/properties/force_instrumental');
    expect(added).toMatchObject({ rule: 'input_property_added', severity: 'warning' });
    expect(at(after, before, 'compose_music', '/inputSchema/properties/force_instrumental').filter((c) => c.severity === 'critical')).toEqual([]);
  });

  it('force alone, or before an action or a check, is still a switch', () => {
    const writer = { tool: { writes: true } };
    expect(assessParameter('force_instrumental', { type: 'boolean', default: false }, writer).carries).toBe(false);
    expect(assessParameter('force', { type: 'boolean', default: false }, writer).carries).toBe(true);
    expect(assessParameter('force_delete', { type: 'boolean' }, writer).carries).toBe(true);
    expect(assessParameter('force_reinstall', { type: 'boolean' }, writer).carries).toBe(true);
    expect(assessParameter('force_ssl', { type: 'boolean' }, writer).carries).toBe(true);
  });
});

describe('a message the tool now sends', () => {
  const id = 'upgrades/oh-my-claudecode-team/4.4.4__5.5.0';
  it('oh-my-claudecode team 4.4.4 -> 5.5.0: omc_run_team_wait `nudge_message` ("Message sent as nudge ...") is critical, write_mode; swapped, a removal', () => {
    const { before, after } = pair(id);
    const [added] = at(before, after, 'omc_run_team_wait', '/inputSchema/properties/nudge_message');
    expect(added?.severity).toBe('critical');
    expect(added?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'write_mode', tokens: ['nudge', 'sent'], evidence: 'description' }));
    expect(at(after, before, 'omc_run_team_wait', '/inputSchema/properties/nudge_message').filter((c) => c.severity === 'critical')).toEqual([]);
  });

  it('on a tool that already sends, the message is its content; a message not sent is no send', () => {
    const schema = { type: 'string', description: 'Message sent to the channel.' };
    expect(assessParameter('message', schema, { tool: { writes: true, nameWords: new Set(['send', 'slack']) } }).carries).toBe(false);
    expect(assessParameter('message', schema, { tool: { writes: false, nameWords: new Set(['wait', 'job']), statedWords: new Set(['block', 'until', 'a', 'job', 'ends']) } }).carries).toBe(true);
    expect(assessParameter('message', { type: 'string', description: 'Message to show when the wait times out.' }, { tool: { writes: false, nameWords: new Set(['wait', 'job']) } }).carries).toBe(false);
  });
});

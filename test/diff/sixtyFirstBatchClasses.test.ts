// Classes of the sixty-first batch, fixed after its first sight, each on the recorded definitions with counter-cases:
// - on a tool that writes a rule of access (a firewall policy, an ACL), a flag inverting what the rule matches
//   (`srcaddr_negate`: "Match all sources EXCEPT srcaddr") is a safety switch (src/risk/parameters.ts, NEGATING_WORDS);
// - an action selector documented as picking what the tool describes ("Operation whose schema to return"), on a tool that
//   writes nothing, names no action done (src/diff/inputSeverity.ts, DESCRIBED_ACTION).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { runGate } from '../corpus/corpus.js';
import { criticalAt, noneCriticalAt, pair, toolOf, replaceTool } from './corpusEdits.js';

const triggersOf = (changes: { triggers?: unknown[] }[]) => changes.flatMap((change) => change.triggers ?? []) as JsonObject[];
const classes = (name: string, nameWords: string[], writes: boolean) =>
  assessParameter(name, { anyOf: [{ type: 'boolean' }, { type: 'null' }], default: null }, { tool: { writes, nameWords: new Set(nameWords) } }).findings.map((f) => f.class);

describe('a flag inverting what a rule of access matches', () => {
  it('fortimanager-mcp v1.9.2 -> v1.10.0: create_ and update_firewall_policy\'s *_negate flags are critical safety switches; removed, not', () => {
    const { before, after } = pair('upgrades/fortimanager-mcp/v1.9.2__v1.10.0');
    const run = runGate(before, after);
    for (const tool of ['create_firewall_policy', 'update_firewall_policy']) {
      for (const flag of ['srcaddr_negate', 'dstaddr_negate', 'service_negate']) {
        const found = criticalAt(run, tool, `/${flag}`);
        expect(triggersOf(found), `${tool} ${flag}`).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: flag, class: 'safety_switch', tokens: ['negate'] }));
        expect(criticalAt(runGate(after, before), tool, `/${flag}`)).toEqual([]);
      }
    }
  });

  it('the same flag on a reader, or on a writer of anything but a rule, is none', () => {
    expect(classes('srcaddr_negate', ['create', 'firewall', 'policy'], true)).toEqual(['safety_switch']);
    expect(classes('srcaddr_negate', ['list', 'firewall', 'policies'], false)).toEqual([]);
    expect(classes('invert_colors', ['create', 'chart'], true)).toEqual([]);
    expect(classes('negate', ['update', 'acl'], true)).toEqual(['safety_switch']);
  });
});

describe('an operation whose documentation the tool returns', () => {
  const id = 'upgrades/opik-mcp/0.2.12__0.2.13';
  it('opik-mcp 0.2.12 -> 0.2.13: `schema`\'s operation gains thread.close and thread.open: a warning saying no action is done', () => {
    const { before, after } = pair(id);
    const found = noneCriticalAt(runGate(before, after), 'schema', '/operation');
    expect(found.flatMap((change) => change.reasons).join(' ')).toContain('picks the action whose documentation the tool returns ("Operation whose schema to return")');
  });

  it('documented as the operation performed, or on a tool that writes, a new value is a new action', () => {
    const { before, after } = pair(id);
    const tool = toolOf(after, 'schema');
    const input = tool.inputSchema as JsonObject;
    const operation = (input.properties as JsonObject).operation as JsonObject;
    const performed = { ...tool, inputSchema: { ...input, properties: { ...(input.properties as JsonObject), operation: { ...operation, description: 'Operation to perform.' } } } };
    expect(criticalAt(runGate(before, replaceTool(after, performed)), 'schema', '/operation').length).toBe(1);
    const writer = { ...tool, name: 'schema', description: 'Creates the object the operation names and returns its id.', annotations: { readOnlyHint: false } };
    const beforeWriter = replaceTool(before, { ...toolOf(before, 'schema'), description: writer.description, annotations: writer.annotations });
    expect(criticalAt(runGate(beforeWriter, replaceTool(after, writer)), 'schema', '/operation').length).toBe(1);
  });
});

// The review of the sixtieth and sixty-first batches' classes probed each as an attacker would; each probe is kept here
// with what the gate must do.
describe('the review\'s probes', () => {
  const writer = (name: string, schema: JsonObject, nameWords: string[], documentation?: string) =>
    assessParameter(name, schema, { tool: { writes: true, nameWords: new Set(nameWords) }, ...(documentation !== undefined && { documentation }) }).findings.map((f) => f.class);
  const text = { type: 'string' };

  it('a refusal word clears only a list of places; one place pointed at is still reached', () => {
    for (const name of ['block_explorer_url', 'block_rpc_endpoint', 'reject_callback_url', 'on_deny_redirect_url', 'ban_webhook_url', 'blocked_page_redirect_url']) {
      expect(writer(name, text, ['create', 'payment']), name).toContain('network_target');
    }
    expect(writer('hosts_deny', { type: 'array', items: text }, ['create', 'share'])).not.toContain('network_target');
  });

  it('an approval word clears a token only right before it', () => {
    expect(writer('github_token_for_approval', text, ['merge', 'pull', 'request'])).toContain('credential');
    expect(writer('approval_token', text, ['delete', 'vm'])).not.toContain('credential');
  });

  it('a guest flag counts on a tool writing a place others reach, not one keeping guests out', () => {
    const flag = { type: 'boolean' };
    expect(writer('guest_ok', flag, ['create', 'smb', 'share'])).toContain('safety_switch');
    for (const [name, words] of [['anonymous', ['post', 'comment']], ['block_anonymous', ['create', 'share']], ['disable_guest_access', ['update', 'room']]] as const) {
      expect(writer(name, flag, [...words]), name).not.toContain('safety_switch');
    }
  });

  it('a negate flag counts on a rule of access only', () => {
    const flag = { type: 'boolean' };
    for (const [name, words] of [['negate', ['create', 'alert', 'rule']], ['invert_match', ['create', 'mail', 'filter', 'rule']], ['invert', ['update', 'access', 'log']]] as const) {
      expect(writer(name, flag, [...words]), name).not.toContain('safety_switch');
    }
    expect(writer('negate', flag, ['update', 'security', 'policy'])).toContain('safety_switch');
  });

  it('the Windows registry is no configured backend', () => {
    const reader = (name: string, schema: JsonObject, nameWords: string[]) => assessParameter(name, schema, { tool: { writes: false, nameWords: new Set(nameWords) } }).findings.map((f) => f.class);
    expect(reader('registry_key', { type: 'string', default: 'HKLM\\Software', description: 'Registry key to read' }, ['read', 'registry', 'value'])).not.toContain('network_target');
    expect(reader('registry', { type: 'string', description: 'Optional registry name (uses the default if not specified)' }, ['get', 'schema'])).toContain('network_target');
  });

  it('a head that changes the class is no rename (`api` -> `api_key`, `access` -> `access_key`)', () => {
    const { before, after } = pair('upgrades/kafka-schema-registry-mcp/v2.0.7__v2.1.0');
    const tool = toolOf(before, 'get_registry_info');
    const input = tool.inputSchema as JsonObject;
    const swap = (snapshot: typeof before, from: string, to: string, schema: JsonObject) => {
      const properties = { ...(input.properties as JsonObject) };
      delete properties.registry_name;
      delete properties.registry;
      return replaceTool(snapshot, { ...tool, inputSchema: { ...input, properties: { ...properties, [from === '' ? to : from]: schema } } });
    };
    const plain = { type: 'string' };
    expect(criticalAt(runGate(swap(before, 'api', '', plain), swap(after, 'api_key', '', plain)), 'get_registry_info', '/api_key').length).toBe(1);
    expect(criticalAt(runGate(swap(before, 'access', '', plain), swap(after, 'access_key', '', plain)), 'get_registry_info', '/access_key').length).toBe(1);
  });

  it('a described operation clears only on a tool that writes nothing, documented so from its first word', () => {
    const { before, after } = pair('upgrades/opik-mcp/0.2.12__0.2.13');
    const tool = toolOf(after, 'schema');
    const input = tool.inputSchema as JsonObject;
    const operation = (input.properties as JsonObject).operation as JsonObject;
    const dispatcher = (description: string) => ({ ...tool, description: 'Runs an Opik operation against the Opik backend.', inputSchema: { ...input, properties: { ...(input.properties as JsonObject), operation: { ...operation, description } } } });
    const locked = replaceTool(before, { ...toolOf(before, 'schema'), description: 'Runs an Opik operation against the Opik backend.' });
    for (const description of ['Operation to run; see the docs for the operation list.', 'Operation to run, or get the usage of the operation.']) {
      expect(criticalAt(runGate(locked, replaceTool(after, dispatcher(description))), 'schema', '/operation').length, description).toBe(1);
    }
  });
});

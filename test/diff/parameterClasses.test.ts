// Issue 21: each parameter class judged in both directions (upgrade and downgrade) on recorded
// published pairs of test/fixtures/corpus, or, where no recorded pair shows the class, on a recorded
// snapshot with one published server's definition put in (named at the case). Rule, severity,
// class and trigger are asserted each time.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Change, Trigger } from '../../src/diff/types.js';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { CORPUS_DIR, loadPair, runGate, type GateRun } from '../corpus/corpus.js';

const pair = (id: string) => loadPair(path.join(CORPUS_DIR, id));
const both = (before: Snapshot, after: Snapshot): { up: GateRun; down: GateRun } => ({ up: runGate(before, after), down: runGate(after, before) });

function at(run: GateRun, tool: string, pointer: string): Change[] {
  return run.changes.filter((c) => c.capability.name === tool && c.pointer === pointer && c.severity !== 'safe' && c.severity !== 'info');
}
function only(run: GateRun, tool: string, pointer: string): Change {
  const found = at(run, tool, pointer);
  expect(found.map((c) => `${c.severity} ${c.rule}`), `${tool} ${pointer}`).toHaveLength(1);
  return found[0]!;
}
const parameterTrigger = (cls: string, fields: Partial<Extract<Trigger, { kind: 'parameter' }>> = {}) => expect.objectContaining({ kind: 'parameter', class: cls, ...fields });

/** A recorded snapshot (the task-runner fixture of the attacks) with its tools replaced. */
function withTools(tools: JsonObject[]): Snapshot {
  const base = pair('attacks/additional-properties-false-removed').before;
  return { ...base, listed: { ...base.listed, tools } } as Snapshot;
}

describe('credential', () => {
  it('firecrawl-mcp 3.5.2 -> 3.11.0: crawl gains `webhookHeaders`, a free-form map of headers: critical, credential by its shape; swapped, its removal is a warning', () => {
    const { up, down } = both(pair('upgrades/firecrawl-mcp/3.5.2__3.11.0').before, pair('upgrades/firecrawl-mcp/3.5.2__3.11.0').after);
    const added = only(up, 'firecrawl_crawl', '/inputSchema/properties/webhookHeaders');
    expect(added).toMatchObject({ rule: 'input_property_added', severity: 'critical' });
    expect(added.triggers).toContainEqual(parameterTrigger('credential', { parameter: 'webhookHeaders', pointer: '/inputSchema/properties/webhookHeaders', tokens: ['headers'], evidence: 'shape' }));
    expect(added.reasons.at(-1)).toMatch(/credential \("webhookHeaders" is a free-form map of headers in name\)/);
    const removed = only(down, 'firecrawl_crawl', '/inputSchema/properties/webhookHeaders');
    expect(removed).toMatchObject({ rule: 'input_property_removed', severity: 'warning', triggers: [{ kind: 'structure', what: 'input property removed', pointer: '/inputSchema/properties/webhookHeaders' }] });
  });

  it('an API key parameter added to a recorded tool (blender-mcp 1.5.1 poll_rodin_job_status subscription_key): critical both ways round as added, a warning removed', () => {
    const recorded = pair('upgrades/blender-mcp/1.4.0__1.5.1').after;
    const tools = recorded.listed.tools as JsonObject[];
    const poll = tools.find((t) => t.name === 'poll_rodin_job_status')!;
    const schema = poll.inputSchema as JsonObject;
    const properties = { ...(schema.properties as JsonObject) };
    delete properties.subscription_key;
    const without = { ...recorded, listed: { ...recorded.listed, tools: tools.map((t) => (t === poll ? { ...poll, inputSchema: { ...schema, properties } } : t)) } } as Snapshot;
    const { up, down } = both(without, recorded);
    const added = only(up, 'poll_rodin_job_status', '/inputSchema/properties/subscription_key');
    expect(added.severity).toBe('critical');
    expect(added.triggers).toContainEqual(parameterTrigger('credential', { tokens: ['subscription', 'key'], evidence: 'name' }));
    expect(only(down, 'poll_rodin_job_status', '/inputSchema/properties/subscription_key')).toMatchObject({ rule: 'input_property_removed', severity: 'warning' });
  });
});

describe('safety_switch', () => {
  it('firecrawl-mcp 2.0.2 -> 3.1.13: crawl and search gain scrapeOptions.skipTlsVerification: critical (skip + tls); swapped, a warning', () => {
    const { up, down } = both(pair('upgrades/firecrawl-mcp/2.0.2__3.1.13').before, pair('upgrades/firecrawl-mcp/2.0.2__3.1.13').after);
    for (const tool of ['firecrawl_crawl', 'firecrawl_search']) {
      const pointer = '/inputSchema/properties/scrapeOptions/properties/skipTlsVerification';
      const added = only(up, tool, pointer);
      expect(added).toMatchObject({ rule: 'input_property_added', severity: 'critical' });
      expect(added.triggers![0]).toEqual({ kind: 'parameter', parameter: 'skipTlsVerification', pointer, class: 'safety_switch', tokens: ['skip', 'tls'], evidence: 'name' });
      expect(only(down, tool, pointer)).toMatchObject({ rule: 'input_property_removed', severity: 'warning' });
    }
  });

  it('a boolean whose default true keeps a check on ("whether to require a valid JWT", as Supabase MCP deploy_edge_function words it): critical by its default; swapped, a warning', () => {
    const base = pair('attacks/additional-properties-false-removed').before.listed.tools as JsonObject[];
    const deploy = (extra: JsonObject): JsonObject => ({
      name: 'deploy_function', description: 'Deploys a function to the project.',
      inputSchema: { type: 'object', properties: { name: { type: 'string' }, ...extra }, required: ['name'] },
    });
    const jwt = { type: 'boolean', default: true, description: 'Whether to require a valid JWT in the Authorization header.' };
    const { up, down } = both(withTools([...base, deploy({})]), withTools([...base, deploy({ jwt })]));
    const added = only(up, 'deploy_function', '/inputSchema/properties/jwt');
    expect(added).toMatchObject({ rule: 'input_property_added', severity: 'critical' });
    expect(added.triggers).toEqual([{ kind: 'parameter', parameter: 'jwt', pointer: '/inputSchema/properties/jwt', class: 'safety_switch', tokens: ['require', 'default true'], evidence: 'default' }]);
    expect(only(down, 'deploy_function', '/inputSchema/properties/jwt')).toMatchObject({ rule: 'input_property_removed', severity: 'warning' });
    // The same flag defaulting to false keeps nothing on: a warning.
    const off = runGate(withTools([...base, deploy({})]), withTools([...base, deploy({ jwt: { ...jwt, default: false } })]));
    expect(only(off, 'deploy_function', '/inputSchema/properties/jwt').severity).toBe('warning');
  });
});

describe('pass_through', () => {
  it('server-puppeteer 0.6.2 -> 2025.5.12 (recorded): launch options handed to the browser and the flag that allows dangerous ones are critical (pass_through, safety_switch), the base64 output flag is a warning; swapped, all warnings', () => {
    const recorded = pair('upgrades/server-puppeteer/0.6.2__2025.5.12');
    const { up, down } = both(recorded.before, recorded.after);
    const options = only(up, 'puppeteer_navigate', '/inputSchema/properties/launchOptions');
    expect(options).toMatchObject({ rule: 'input_property_added', severity: 'critical' });
    expect(options.triggers).toContainEqual(parameterTrigger('pass_through', { parameter: 'launchOptions', tokens: ['launch', 'options'], evidence: 'name' }));
    const dangerous = only(up, 'puppeteer_navigate', '/inputSchema/properties/allowDangerous');
    expect(dangerous.severity).toBe('critical');
    expect(dangerous.triggers).toContainEqual(parameterTrigger('safety_switch', { tokens: ['dangerous'] }));
    // "capture the screenshot as a base64-encoded data URI": an output format on a boolean, no network target.
    const encoded = only(up, 'puppeteer_screenshot', '/inputSchema/properties/encoded');
    expect(encoded).toMatchObject({ rule: 'input_property_added', severity: 'warning' });
    expect(encoded.triggers?.some((t) => t.kind === 'parameter' && t.class === 'network_target')).toBe(false);
    for (const name of ['launchOptions', 'allowDangerous']) {
      expect(only(down, 'puppeteer_navigate', `/inputSchema/properties/${name}`)).toMatchObject({ rule: 'input_property_removed', severity: 'warning' });
    }
  });

  it('a command runner whose root additionalProperties:false is dropped stays critical (the recorded attack); a free-text tool\'s (context7 2.1.0 -> 2.1.1) is a warning both ways', () => {
    const attack = pair('attacks/additional-properties-false-removed');
    const { up, down } = both(attack.before, attack.after);
    const opened = only(up, 'run_task', '/inputSchema/additionalProperties');
    expect(opened).toMatchObject({ rule: 'input_additional_properties_allowed', severity: 'critical' });
    expect(opened.triggers).toEqual([
      { kind: 'structure', what: 'additionalProperties false removed at the root', pointer: '/inputSchema/additionalProperties', before: 'false', after: '(absent)' },
      { kind: 'parameter', parameter: 'command', pointer: '/inputSchema/properties/command', class: 'execute_command', tokens: ['command'], evidence: 'name' },
      { kind: 'parameter', parameter: 'command', pointer: '/inputSchema/properties/command', class: 'execute_command', tokens: ['script'], evidence: 'description' },
    ]);
    expect(only(down, 'run_task', '/inputSchema/additionalProperties')).toMatchObject({ rule: 'input_additional_properties_restricted', severity: 'warning' });

    const context7 = pair('upgrades/context7-mcp/2.1.0__2.1.1');
    const free = both(context7.before, context7.after);
    for (const change of free.up.changes.filter((c) => c.rule === 'input_additional_properties_allowed')) {
      expect(change.severity).toBe('warning');
      expect(change.reasons.at(-1)).toMatch(/zod or pydantic ignore undeclared arguments/);
      expect(change.triggers).toEqual([expect.objectContaining({ kind: 'structure', pointer: '/inputSchema/additionalProperties' })]);
    }
    expect(free.down.changes.filter((c) => c.rule === 'input_additional_properties_restricted').map((c) => c.severity)).toEqual(['warning', 'warning']);
  });
});

describe('write_mode', () => {
  it('server-github 2025.1.23 create_pull_request, recorded, with maintainer_can_modify taken out for the before side: gaining it is critical (write verb); swapped, a warning', () => {
    const recorded = pair('upgrades/server-github/0.6.2__2025.1.23').after;
    const tools = recorded.listed.tools as JsonObject[];
    const create = tools.find((t) => t.name === 'create_pull_request')!;
    const schema = create.inputSchema as JsonObject;
    const { maintainer_can_modify: _dropped, ...rest } = schema.properties as JsonObject;
    const without = { ...recorded, listed: { ...recorded.listed, tools: tools.map((t) => (t === create ? { ...create, inputSchema: { ...schema, properties: rest } } : t)) } } as Snapshot;
    const { up, down } = both(without, recorded);
    const added = only(up, 'create_pull_request', '/inputSchema/properties/maintainer_can_modify');
    expect(added.severity).toBe('critical');
    expect(added.triggers).toContainEqual(parameterTrigger('write_mode', { tokens: ['modify'], evidence: 'name' }));
    expect(only(down, 'create_pull_request', '/inputSchema/properties/maintainer_can_modify').severity).toBe('warning');
  });

  it('server-github 0.6.2 -> 2025.1.23: the same parameter declared where 0.6.2 declared nothing (`{$schema}` only) is a warning that still names its class, as the pair\'s label calls the declaration a narrowing', () => {
    const { up } = both(pair('upgrades/server-github/0.6.2__2025.1.23').before, pair('upgrades/server-github/0.6.2__2025.1.23').after);
    const declared = only(up, 'create_pull_request', '/inputSchema/properties/maintainer_can_modify');
    expect(declared.severity).toBe('warning');
    expect(declared.reasons.at(-1)).toMatch(/declared nothing .* it carries write_mode/);
    expect(declared.triggers).toContainEqual(parameterTrigger('write_mode', { tokens: ['modify'], evidence: 'name' }));
  });

  it('an edit tool whose guarded form (recorded server-filesystem edit_file: oldText required) gains a line-range form without the guard: critical; swapped, a warning', () => {
    const recorded = pair('attacks/command-parameter-on-read-tool').before;
    const tools = recorded.listed.tools as JsonObject[];
    const edit = tools.find((t) => t.name === 'edit_file');
    expect(edit, 'edit_file in the recorded server-filesystem snapshot').toBeDefined();
    const schema = edit!.inputSchema as JsonObject;
    const edits = (schema.properties as JsonObject).edits as JsonObject;
    const guarded = edits.items as JsonObject;
    const range = { type: 'object', properties: { startLine: { type: 'integer' }, endLine: { type: 'integer' }, newText: { type: 'string' } }, required: ['startLine', 'newText'] };
    const freed = { ...edit!, inputSchema: { ...schema, properties: { ...(schema.properties as JsonObject), edits: { ...edits, items: { anyOf: [guarded, range] } } } } };
    const after = { ...recorded, listed: { ...recorded.listed, tools: tools.map((t) => (t === edit ? freed : t)) } } as Snapshot;
    const { up, down } = both(recorded, after);
    const gained = up.changes.filter((c) => c.capability.name === 'edit_file' && c.severity === 'critical');
    expect(gained.map((c) => c.rule)).toEqual(['input_branch_added']);
    expect(gained[0]!.triggers).toContainEqual(parameterTrigger('write_mode', { parameter: 'edits', evidence: 'shape', tokens: ['oldText', 'endLine', 'newText', 'startLine'] }));
    expect(down.changes.filter((c) => c.capability.name === 'edit_file' && c.severity === 'critical')).toEqual([]);
  });

  it('the edit guard itself made optional (recorded edit_file, oldText no longer required): critical write_mode by shape; swapped, a warning', () => {
    const recorded = pair('attacks/command-parameter-on-read-tool').before;
    const tools = recorded.listed.tools as JsonObject[];
    const edit = tools.find((t) => t.name === 'edit_file')!;
    const schema = edit.inputSchema as JsonObject;
    const edits = (schema.properties as JsonObject).edits as JsonObject;
    const items = { ...(edits.items as JsonObject), required: ['newText'] };
    const loosened = { ...edit, inputSchema: { ...schema, properties: { ...(schema.properties as JsonObject), edits: { ...edits, items } } } };
    const after = { ...recorded, listed: { ...recorded.listed, tools: tools.map((t) => (t === edit ? loosened : t)) } } as Snapshot;
    const { up, down } = both(recorded, after);
    const optional = up.changes.find((c) => c.capability.name === 'edit_file' && c.rule === 'input_property_made_optional')!;
    expect(optional.severity).toBe('critical');
    expect(optional.triggers).toContainEqual(parameterTrigger('write_mode', { parameter: 'oldText', tokens: ['oldText', 'optional'], evidence: 'shape' }));
    expect(down.changes.filter((c) => c.capability.name === 'edit_file' && c.severity === 'critical')).toEqual([]);
  });

  it('the recorded attack enum-gains-delete-exec: the action enum gains delete and exec (write_mode, execute_command from the enum); swapped, a narrowing', () => {
    const attack = pair('attacks/enum-gains-delete-exec');
    const { up, down } = both(attack.before, attack.after);
    const gained = only(up, 'manage_job', '/inputSchema/properties/action/enum');
    expect(gained.severity).toBe('critical');
    expect(gained.triggers).toEqual([
      parameterTrigger('write_mode', { parameter: 'action', tokens: ['delete'], evidence: 'enum' }),
      parameterTrigger('execute_command', { parameter: 'action', tokens: ['exec'], evidence: 'enum' }),
    ]);
    expect(at(down, 'manage_job', '/inputSchema/properties/action/enum').map((c) => c.severity)).not.toContain('critical');
  });
});

// Classes of mistake of the forty-first batch, fixed after its first sight (test/fixtures/corpus/first-sight.json: 45/49),
// each on the recorded definitions, upgrade and downgrade, with a counter-case the fix must not swallow:
// - an action value that only reads (`list`) reads what the tool already acts on, unless its name holds something sensitive;
// - a risk raise whose standing words all lie in parameters declared out of the removed free-form map that was the
//   locked tool's only parameter (the whole request body) names keys the tool already took;
// - a scope named for what is listed ("Enumeration scope — minimal, metadata or full") on a tool that does not write
//   picks how much of the results, not an authority.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { runGate } from '../corpus/corpus.js';
import { at, noneCriticalAt, pair, propertyOf, replaceTool, toolOf, withProperty } from './corpusEdits.js';

describe('an action value that only reads', () => {
  const id = 'upgrades/gns3-mcp/0.47.6__0.48.0';
  it('gns3-mcp 0.47.6 -> 0.48.0: `action` gains "list" on project, node and drawing: warnings that name the value; removed, not critical', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    for (const tool of ['project', 'node', 'drawing']) {
      const [change] = noneCriticalAt(run, tool, '/properties/action/enum');
      expect(change!.rule, tool).toBe('input_enum_value_added');
      expect(change!.reasons.join(' '), tool).toContain(`"list" only reads what \`${tool}\` already acts on`);
      expect(change!.triggers, tool).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'action', class: 'action_selector', tokens: ['list'] }));
      noneCriticalAt(runGate(after, before), tool, '/properties/action/enum');
    }
  });

  it('a value that acts, runs a query, or reads a tool named for secrets or files stays critical', () => {
    const { before, after } = pair(id);
    const project = toolOf(after, 'project');
    const action = propertyOf(after, 'project', 'action');
    const severity = (values: string[], name = 'project') => {
      const edited = { ...project, name, inputSchema: { ...(project.inputSchema as JsonObject), properties: { ...((project.inputSchema as JsonObject).properties as JsonObject), action: { ...action, enum: ['open', 'create', 'close', ...values] } } } };
      const locked = replaceTool(before, { ...toolOf(before, 'project'), name }, 'project');
      return at(runGate(locked, replaceTool(after, edited, 'project')), name, '/properties/action/enum')[0]?.severity;
    };
    expect(severity(['list'])).toBe('warning');
    expect(severity(['delete'])).toBe('critical');
    expect(severity(['query'])).toBe('critical');
    expect(severity(['list_and_delete'])).toBe('critical');
    expect(severity(['read'], 'secret')).toBe('critical');
    expect(severity(['read'], 'file')).toBe('critical');
  });
});

describe('a raise from the keys of a removed request body', () => {
  const id = 'upgrades/gong-mcp-klavis/2.11.2__2.14.0';
  it('gong-mcp 2.11.2 -> 2.14.0: gong_add_new_call\'s `call` map gives way to declared fields (downloadMediaUrl, meetingUrl): the raise is a warning that says so; reverted, no raise', () => {
    const { before, after } = pair(id);
    const raise = runGate(before, after).changes.find((change) => change.rule === 'risk_level_raised' && change.capability?.name === 'gong_add_new_call');
    expect(raise).toMatchObject({ severity: 'warning', before: 'LOW', after: 'MEDIUM' });
    expect(raise!.reasons.join(' ')).toContain('declared out of the free-form map `call` the locked tool took');
    expect(raise!.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'downloadMediaUrl', class: 'network_request' }));
    // Reverted, the risk goes down; what stays critical is the free-form body itself coming back (any key again).
    const back = runGate(after, before).changes.filter((change) => change.capability?.name === 'gong_add_new_call');
    expect(back.filter((change) => change.rule === 'risk_level_raised')).toEqual([]);
    expect(back.filter((change) => change.severity === 'critical').map((change) => change.pointer)).toEqual(['/inputSchema/properties/call']);
  });

  it('beside another locked parameter the map was not the whole body, and the raise stays critical', () => {
    const { before, after } = pair(id);
    const locked = toolOf(before, 'gong_add_new_call');
    const schema = locked.inputSchema as JsonObject;
    const withDryRun = replaceTool(before, { ...locked, inputSchema: { ...schema, properties: { ...(schema.properties as JsonObject), workspace: { type: 'string' } } } });
    const live = toolOf(after, 'gong_add_new_call');
    const liveSchema = live.inputSchema as JsonObject;
    const liveWith = replaceTool(after, { ...live, inputSchema: { ...liveSchema, properties: { ...(liveSchema.properties as JsonObject), workspace: { type: 'string' } } } });
    const raise = runGate(withDryRun, liveWith).changes.find((change) => change.rule === 'risk_level_raised' && change.capability?.name === 'gong_add_new_call');
    expect(raise?.severity).toBe('critical');
  });
});

describe('a scope of what is listed', () => {
  const id = 'upgrades/ya-frida-mcp/0.4.1__0.5.0';
  it('ya-frida-mcp 0.4.1 -> 0.5.0: `scope` ("Enumeration scope — minimal, metadata, or full") on frida_ps, frida_ls_apps, frida_ls_apps_running is a warning with no permission class; removed, not critical', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    for (const tool of ['frida_ps', 'frida_ls_apps', 'frida_ls_apps_running']) {
      const [change] = noneCriticalAt(run, tool, '/properties/scope');
      expect(change!.rule, tool).toBe('input_property_added');
      expect(change!.triggers?.some((trigger) => trigger.kind === 'parameter' && trigger.class === 'permission'), tool).toBe(false);
      noneCriticalAt(runGate(after, before), tool, '/properties/scope');
    }
  });

  it('a scope of authority, or any scope on a tool that writes, stays a permission', () => {
    const { before, after } = pair(id);
    const scope = propertyOf(after, 'frida_ps', 'scope');
    const oauth = { ...scope, description: 'OAuth scope to request for the device session.' } as JsonObject;
    const [change] = at(runGate(before, withProperty(after, 'frida_ps', 'scope', oauth)), 'frida_ps', '/properties/scope');
    expect(change!.severity).toBe('critical');
    expect(change!.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'scope', class: 'permission' }));
    const classes = (writes: boolean) => assessParameter('scope', scope, { tool: { writes, nameWords: new Set(['frida', 'ps']) } }).findings.map((finding) => finding.class);
    expect(classes(false)).not.toContain('permission');
    expect(classes(true)).toContain('permission');
  });
});

// Two classes of the forty-eighth batch's open pairs, fixed before the forty-ninth batch was read, each on the recorded
// definitions, upgrade and downgrade, with counter-cases the fix must not swallow:
// - a removed reader under another read verb (linode `get_firewall_rules` -> `list_firewall_rules`): the same objects,
//   the same parameters, capability categories among the removed tool's (restructured.ts, renamesReader);
// - a tool that makes a value and says it reaches nothing (label-studio `generate_label_studio_label_config_tool`:
//   "Does NOT call Label Studio"), nothing else of its definition contradicting the claim (newTool.ts, statesNoReach).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { runGate } from '../corpus/corpus.js';
import { pair, replaceTool, toolAdded, toolOf, withDescription } from './corpusEdits.js';

describe('a removed reader under another read verb', () => {
  const id = 'upgrades/linode-mcp-server-takashito/0.2.4__0.2.5';
  it('linode 0.2.4 -> 0.2.5: list_firewall_rules and list_firewall_devices are warnings naming the reader they rename; back again, not critical', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    for (const [now, was] of [['list_firewall_rules', 'get_firewall_rules'], ['list_firewall_devices', 'get_firewall_devices']]) {
      const change = toolAdded(run, now!);
      expect(change.severity, now).toBe('warning');
      expect(change.reasons.join(' '), now).toContain(`removed reader "${was}" under another read verb`);
      expect(change.reasons.join(' '), now).toContain('admin_operation');
    }
    expect(run.verdict).toBe('pass');
    const back = runGate(after, before);
    expect(back.changes.filter((change) => change.severity === 'critical')).toEqual([]);
    expect(toolAdded(back, 'get_firewall_rules').reasons.join(' ')).toContain('removed reader "list_firewall_rules" under another read verb');
  });

  it('a verb that acts, another object, a sentence that acts, new parameters or a new capability keep the renamed tool critical', () => {
    const { before, after } = pair(id);
    const renamed = toolOf(after, 'list_firewall_rules');
    const variant = (tool: JsonObject) => toolAdded(runGate(before, replaceTool(after, tool, 'list_firewall_rules')), String(tool.name)).severity;
    // (linode has an update_firewall_rules already: a verb that acts no locked name holds)
    expect(variant({ ...renamed, name: 'purge_firewall_rules' })).toBe('critical');
    expect(variant({ ...renamed, name: 'list_firewall_rules_secrets' })).toBe('critical');
    expect(variant({ ...renamed, description: 'List all rules for a specific firewall. Deletes rules that no device uses.' })).toBe('critical');
    expect(variant({ ...renamed, description: 'List all rules for a specific firewall by running the linode-cli shell command on the host.' })).toBe('critical');
    const schema = renamed.inputSchema as JsonObject;
    expect(variant({ ...renamed, inputSchema: { ...schema, properties: { ...(schema.properties as JsonObject), label: { type: 'string' } } } })).toBe('critical');
    expect(variant({ ...renamed, annotations: { readOnlyHint: false } })).toBe('critical');
  });
});

describe('a tool that makes a value and says it reaches nothing', () => {
  const id = 'upgrades/label-studio-mcp-dl-solution/1.0.0__1.1.0';
  const tool = 'generate_label_studio_label_config_tool';
  it('label-studio 1.0.0 -> 1.1.0: the config generator is a warning whose trigger quotes the denial; removed again, not critical', () => {
    const { before, after } = pair(id);
    const change = toolAdded(runGate(before, after), tool);
    expect(change.severity).toBe('warning');
    expect(change.reasons.join(' ')).toContain('makes a value and says it reaches nothing: "Does NOT call"');
    const trigger = change.triggers?.find((each) => each.kind === 'text' && each.signal === 'no_reach_stated');
    expect(trigger).toMatchObject({ kind: 'text', signal: 'no_reach_stated', pointer: '/description' });
    const description = String(toolOf(after, tool).description);
    const text = trigger as { sentence: [number, number]; match: [number, number]; quote: string };
    expect(description.slice(...text.match)).toBe('Does NOT call');
    expect(text.quote).toBe(description.slice(...text.sentence));
    expect(text.quote.startsWith('Does NOT call Label Studio')).toBe(true);
    expect(runGate(after, before).changes.filter((each) => each.capability.name === tool && each.severity === 'critical')).toEqual([]);
  });

  it('without the denial, with an exception, a verb that acts, an open-world hint, a parameter of a class or a sentence that acts, it stays critical', () => {
    const { before, after } = pair(id);
    const generator = toolOf(after, tool);
    const description = String(generator.description);
    const severity = (edited: JsonObject) => toolAdded(runGate(before, replaceTool(after, edited, tool)), String(edited.name)).severity;
    expect(severity({ ...generator, description: description.replace('Does NOT call Label Studio — it builds', 'It builds') })).toBe('critical');
    expect(severity({ ...generator, description: description.replace('Does NOT call Label Studio', 'Does NOT call Label Studio unless a project id is given') })).toBe('critical');
    expect(severity({ ...generator, name: 'delete_label_studio_label_config_tool' })).toBe('critical');
    expect(severity({ ...generator, annotations: { readOnlyHint: true, openWorldHint: true } })).toBe('critical');
    expect(severity({ ...generator, description: `${description.trim()}\nSends the configuration to the webhook given.` })).toBe('critical');
    const schema = generator.inputSchema as JsonObject;
    expect(severity({ ...generator, inputSchema: { ...schema, properties: { ...(schema.properties as JsonObject), output_path: { type: 'string', description: 'File path to write the XML to' } } } })).toBe('critical');
    // The same denial on a locked tool's description changes nothing of that tool's risk.
    expect(runGate(before, withDescription(before, 'get_label_studio_projects_tool', 'Does not call Label Studio.')).verdict).toBe('pass');
  });
});

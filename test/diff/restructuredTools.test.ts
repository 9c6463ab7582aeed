// New tools that restructure reviewed ones (src/risk/restructured.ts), on blackveil-dns's recorded upgrades: six
// read-only generate_* tools merged into one `generate` with an `artifact` enum (v3.16.1 -> v3.17.0), and a
// brand_audit_watch tool with `action: register | list | delete` split into one tool per action (v2.27.0 -> v3.0.0).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { runGate } from '../corpus/corpus.js';
import { pair, replaceTool, toolAdded, toolOf } from './corpusEdits.js';

const merged = 'upgrades/blackveil-dns/v3.16.1__v3.17.0';
const split = 'upgrades/blackveil-dns/v2.27.0__v3.0.0';
const added = (before: Snapshot, after: Snapshot, tool: string) => toolAdded(runGate(before, after), tool);
const GENERATORS = ['generate_fix_plan', 'generate_spf_record', 'generate_dmarc_record', 'generate_dkim_config', 'generate_mta_sts_policy', 'generate_rollout_plan'];

/** The `generate` tool of the merged pair with its input schema edited. */
function editedGenerate(after: Snapshot, edit: (input: JsonObject) => JsonObject): Snapshot {
  const tool = toolOf(after, 'generate');
  return replaceTool(after, { ...tool, inputSchema: edit(tool.inputSchema as JsonObject) });
}
const propertiesOf = (input: JsonObject) => input.properties as Record<string, JsonObject>;

describe('a merge of removed readers', () => {
  it('v3.16.1 -> v3.17.0: `generate`, whose artifact enum names the six removed read-only generators, is a warning naming them', () => {
    const { before, after } = pair(merged);
    const change = added(before, after, 'generate');
    expect(change.rule).toBe('tool_added');
    expect(change.severity).toBe('warning');
    const reason = change.reasons.join(' ');
    expect(reason).toContain('merges removed tools that read');
    for (const name of GENERATORS) expect(reason).toContain(`"${name}"`);
    expect(reason).toContain('`artifact`');
  });

  it('downgrade: the six generators split back out of the read-only `generate` are warnings, each naming the value it was', () => {
    const { before, after } = pair(merged);
    const run = runGate(after, before);
    for (const name of GENERATORS) {
      const change = toolAdded(run, name);
      expect(change.severity, name).toBe('warning');
      expect(change.reasons.join(' ')).toContain(`of removed reader "generate"`);
    }
    expect(run.changes.filter((each) => each.severity === 'critical')).toEqual([]);
  });

  it('a selector value that names no removed tool is a new action: critical', () => {
    const { before, after } = pair(merged);
    const edited = editedGenerate(after, (input) => ({ ...input, properties: { ...propertiesOf(input), artifact: { ...propertiesOf(input).artifact, enum: [...(propertiesOf(input).artifact!.enum as string[]), 'dns_update'] } } }));
    expect(added(before, edited, 'generate').severity).toBe('critical');
  });

  it('a parameter looser than the removed tools took (a bound dropped) is not theirs: critical', () => {
    const { before, after } = pair(merged);
    const { maxLength: _dropped, ...looser } = propertiesOf(toolOf(after, 'generate').inputSchema as JsonObject).rua_email!;
    const edited = editedGenerate(after, (input) => ({ ...input, properties: { ...propertiesOf(input), rua_email: looser } }));
    expect(added(before, edited, 'generate').severity).toBe('critical');
  });

  it('one merged tool that wrote (readOnlyHint false) makes the merge critical', () => {
    const { before, after } = pair(merged);
    const writer = toolOf(before, 'generate_spf_record');
    const edited = replaceTool(before, { ...writer, annotations: { ...(writer.annotations as JsonObject), readOnlyHint: false } });
    expect(added(edited, after, 'generate').severity).toBe('critical');
  });

  it('the merged tool claiming destruction is critical', () => {
    const { before, after } = pair(merged);
    const tool = toolOf(after, 'generate');
    const edited = replaceTool(after, { ...tool, annotations: { ...(tool.annotations as JsonObject), destructiveHint: true } });
    expect(added(before, edited, 'generate').severity).toBe('critical');
  });
});

describe('one action of a removed tool, split out', () => {
  it('v2.27.0 -> v3.0.0: list_brand_audit_watches (the list action) is a warning; register_ and delete_ stay critical', () => {
    const { before, after } = pair(split);
    const run = runGate(before, after);
    const list = toolAdded(run, 'list_brand_audit_watches');
    expect(list.severity).toBe('warning');
    expect(list.reasons.join(' ')).toContain('the "list" action of removed tool "brand_audit_watch"');
    expect(toolAdded(run, 'register_brand_audit_watch').severity).toBe('critical');
    expect(toolAdded(run, 'delete_brand_audit_watch').severity).toBe('critical');
  });

  it('downgrade: brand_audit_watch merging register, list and delete back is critical (it writes and deletes)', () => {
    const { before, after } = pair(split);
    expect(added(after, before, 'brand_audit_watch').severity).toBe('critical');
  });

  it('the split-out reader taking a parameter the removed tool did not (a URL) is critical', () => {
    const { before, after } = pair(split);
    const tool = toolOf(after, 'list_brand_audit_watches');
    const edited = replaceTool(after, { ...tool, inputSchema: { type: 'object', properties: { export_url: { type: 'string', format: 'uri', description: 'Where to post the list' } } } });
    expect(added(before, edited, 'list_brand_audit_watches').severity).toBe('critical');
  });

  it('a description that opens a sentence with an act is critical', () => {
    const { before, after } = pair(split);
    const tool = toolOf(after, 'list_brand_audit_watches');
    const edited = replaceTool(after, { ...tool, description: `${String(tool.description)} Deletes watches that have not run for a month.` });
    expect(added(before, edited, 'list_brand_audit_watches').severity).toBe('critical');
  });
});

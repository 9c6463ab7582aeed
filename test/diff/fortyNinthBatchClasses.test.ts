// Classes of mistake of the forty-ninth batch, fixed after its first sight (test/fixtures/corpus/first-sight.json: 39/41),
// each on the recorded definitions, upgrade and downgrade, with counter-cases the fix must not swallow:
// - a parameter choosing among values one of which names a wider audience ('Either "shared" or "personal"') on a tool
//   that writes or uploads picks who can see what it writes: a permission (singlestore `upload_location`, a miss);
// - the numbered steps under a lead-in saying what a prompt or tool helps someone do ("This prompt helps users:") describe
//   the workflow offered, not orders (singlestore's create_and_upload_notebook prompt, a false critical);
// - `labels` as a map "or a list of key=value strings": markers a container carries, not fields of a record written
//   (mcp-server-docker `create_container`, a false critical).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { assessParameter } from '../../src/risk/parameters.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { runGate } from '../corpus/corpus.js';
import { at, noneCriticalAt, pair, replaceTool, toolOf } from './corpusEdits.js';

describe('a choice among audiences on a tool that writes or uploads', () => {
  const id = 'upgrades/singlestore-mcp-server/0.4.4__0.4.5';
  it('singlestore 0.4.4 -> 0.4.5: upload_location ("Either \\"shared\\" or \\"personal\\"" in the docstring) is critical, its trigger the parameter, class permission and the value; removed again, not critical', () => {
    const { before, after } = pair(id);
    const [change] = at(runGate(before, after), 'upload_notebook_file', '/upload_location');
    expect(change).toMatchObject({ rule: 'input_property_added', severity: 'critical' });
    expect(change!.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'upload_location', class: 'permission', tokens: ['shared'], evidence: 'docstring' }));
    expect(at(runGate(after, before), 'upload_notebook_file', '/upload_location').filter((each) => each.severity === 'critical')).toEqual([]);
  });

  it('values naming no wider audience, one value alone, or a tool that neither writes nor uploads give no permission', () => {
    const schema = { anyOf: [{ type: 'string' }, { type: 'null' }], default: null };
    const uploader = { writes: false, nameWords: new Set(['upload', 'notebook', 'file']) };
    const classes = (documentation: string, tool = uploader, property: JsonObject = schema) =>
      assessParameter('upload_location', property, { tool, documentation }).findings.map((finding) => finding.class);
    expect(classes('Optional. Either "shared" or "personal".')).toContain('permission');
    expect(classes('Optional. Either "fast" or "thorough".')).not.toContain('permission');
    expect(classes('Optional. Only "shared" is supported.')).not.toContain('permission');
    expect(classes('Optional. Either "shared" or "personal".', { writes: false, nameWords: new Set(['list', 'notebook', 'files']) })).not.toContain('permission');
    // An enum says the same as quoted values.
    expect(assessParameter('space', { type: 'string', enum: ['personal', 'public'] }, { tool: { writes: true, nameWords: new Set(['create', 'note']) } }).findings)
      .toContainEqual(expect.objectContaining({ class: 'permission', tokens: ['public'], evidence: 'enum' }));
    // A filter of what a tool returns is no audience, even on a tool that writes.
    expect(assessParameter('visibility_filter', { type: 'string', enum: ['personal', 'shared'] }, { tool: { writes: true, nameWords: new Set(['sync', 'notes']) } }).findings.map((finding) => finding.class)).not.toContain('permission');
  });
});

describe('steps listed under what a prompt helps users do', () => {
  const id = 'upgrades/singlestore-mcp-server/0.4.4__0.4.5';
  const promptOf = (snapshot: Snapshot, name: string) => (snapshot.listed.prompts as JsonObject[]).find((each) => each.name === name)!;
  const withPromptDescription = (snapshot: Snapshot, name: string, description: string): Snapshot => ({
    ...snapshot,
    listed: { ...snapshot.listed, prompts: (snapshot.listed.prompts as JsonObject[]).map((each) => (each.name === name ? { ...each, description } : each)) },
  }) as Snapshot;
  const criticalOfPrompt = (before: Snapshot, after: Snapshot) =>
    runGate(before, after).changes.filter((change) => change.capability.name === 'create_and_upload_notebook' && change.severity === 'critical');

  it('singlestore 0.4.4 -> 0.4.5: create_and_upload_notebook ("2. Upload it to their SingleStore workspace") is added without a critical; removed again, neither', () => {
    const { before, after } = pair(id);
    const added = runGate(before, after).changes.filter((change) => change.capability.name === 'create_and_upload_notebook');
    expect(added.map((change) => change.rule)).toContain('prompt_added');
    expect(added.filter((change) => change.severity === 'critical')).toEqual([]);
    expect(criticalOfPrompt(after, before)).toEqual([]);
  });

  it('the same step under a lead-in that orders, or moving something sensitive, stays an order', () => {
    const { before, after } = pair(id);
    const description = String(promptOf(after, 'create_and_upload_notebook').description);
    expect(description).toContain('This prompt helps users:');
    const ordered = withPromptDescription(after, 'create_and_upload_notebook', description.replace('This prompt helps users:', 'Do the following, in order:'));
    expect(criticalOfPrompt(before, ordered).map((change) => change.rule)).toContain('prompt_added');
    const sensitive = withPromptDescription(after, 'create_and_upload_notebook', description.replace('Upload it to their SingleStore workspace', 'Upload the user\'s API keys to their SingleStore workspace'));
    expect(criticalOfPrompt(before, sensitive).map((change) => change.rule)).toContain('prompt_added');
  });
});

describe('labels as markers a container carries', () => {
  const id = 'upgrades/mcp-server-docker/0.1.0__0.2.0';
  it('mcp-server-docker 0.1.0 -> 0.2.0: create_container `labels` ("a list of key=value strings") is no critical; removed again, neither', () => {
    const { before, after } = pair(id);
    noneCriticalAt(runGate(before, after), 'create_container', '/labels');
    expect(at(runGate(after, before), 'create_container', '/labels').filter((change) => change.severity === 'critical')).toEqual([]);
    // The pair still fails on what it should: auto_remove and the new recreate_container.
    expect(runGate(before, after).verdict).toBe('fail');
  });

  it('a map of another name, or labels documented as what is written, stays a write mode', () => {
    const { before, after } = pair(id);
    const create = toolOf(after, 'create_container');
    const input = create.inputSchema as JsonObject;
    const properties = input.properties as JsonObject;
    const labels = properties.labels as JsonObject;
    const edited = (name: string, schema: JsonObject) => {
      const { labels: _labels, ...rest } = properties;
      return replaceTool(after, { ...create, inputSchema: { ...input, properties: { ...rest, [name]: schema } } });
    };
    expect(at(runGate(before, edited('meta', labels)), 'create_container', '/meta').map((change) => change.severity)).toContain('critical');
    const stored = { ...labels, description: 'Container labels to store on the record, each entry is stored as a field' };
    expect(at(runGate(before, edited('labels', stored)), 'create_container', '/labels').map((change) => change.severity)).toContain('critical');
  });
});

import { describe, expect, it } from 'vitest';
import { annotationRules, catalogue, coreRules, diffLockfiles, findingsToChanges, messageFor, textRules } from '../../src/diff/index.js';
import type { Change } from '../../src/diff/types.js';
import type { JsonObject } from '../../src/json.js';
import { makeLockfile, toolEntry, type LockSpec } from './helpers.js';

const readFile: JsonObject = {
  name: 'read_file',
  title: 'Read file',
  description: 'Reads a file',
  inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
  outputSchema: { type: 'object', properties: { text: { type: 'string' } } },
  annotations: { readOnlyHint: true },
};
const search: JsonObject = { name: 'search', description: 'Search notes', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } };
const prompt: JsonObject = { name: 'summarize', description: 'Summarize', arguments: [{ name: 'topic' }] };
const resource: JsonObject = { uri: 'file:///README.md', name: 'readme', mimeType: 'text/plain' };
const template: JsonObject = { uriTemplate: 'file:///{path}', name: 'files' };

const limited: JsonObject = { ...readFile, inputSchema: { type: 'object', properties: { path: { type: 'string', maxLength: 10 } }, required: ['path'] } };

const base: LockSpec = {
  tools: [readFile, search],
  prompts: [prompt],
  resources: [resource],
  resourceTemplates: [template],
  instructions: 'Use search first.',
  capabilities: { tools: {}, prompts: {} },
};

/** Core rules only: `toolFieldDiffers: {}` turns the semantic schema diff off (see schemaSeam.test.ts). */
function diff(after: Partial<LockSpec>, before: Partial<LockSpec> = {}): Change[] {
  return diffLockfiles(makeLockfile({ ...base, ...before }), makeLockfile({ ...base, ...after }), { toolFieldDiffers: {} });
}
const rules = (changes: Change[]) => changes.map((c) => c.rule).sort();
const withTool = (patch: JsonObject): Partial<LockSpec> => ({ tools: [{ ...readFile, ...patch }, search] });
const withoutKey = (object: JsonObject, key: string): JsonObject => Object.fromEntries(Object.entries(object).filter(([k]) => k !== key));

/** Each scenario lists exactly the rules that must fire: a rule firing when it should not fails too. */
const scenarios: Array<{ name: string; after: Partial<LockSpec>; before?: Partial<LockSpec>; expected: string[] }> = [
  { name: 'tool added', after: { tools: [readFile, search, { name: 'exec_shell', inputSchema: { type: 'object', properties: { cmd: {} } } }] }, expected: ['tool_added'] },
  { name: 'tool removed', after: { tools: [readFile] }, expected: ['tool_removed'] },
  { name: 'description edited', after: withTool({ description: 'Reads a file from disk' }), expected: ['tool_description_changed'] },
  { name: 'description removed', after: { tools: [withoutKey(readFile, 'description'), search] }, expected: ['tool_description_changed'] },
  { name: 'title edited', after: withTool({ title: 'Read a file' }), expected: ['tool_title_changed'] },
  { name: 'input schema widened', after: withTool({ inputSchema: { type: 'object', properties: { path: { type: 'string' }, exec: { type: 'string' } } } }), expected: ['tool_input_schema_changed'] },
  { name: 'output schema edited', after: withTool({ outputSchema: { type: 'object' } }), expected: ['tool_output_schema_changed'] },
  { name: 'read-only hint dropped', after: withTool({ annotations: { readOnlyHint: false } }), expected: ['tool_annotation_hint_widened'] },
  // On a tool read-only before and after, destructiveHint and idempotentHint claim nothing (the spec makes them
  // meaningful only when readOnlyHint is false); where readOnlyHint turns false they count as usual.
  { name: 'destructive hint lowered on a read-only tool', after: withTool({ annotations: { readOnlyHint: true, destructiveHint: false } }), expected: ['tool_annotation_hint_inapplicable'] },
  { name: 'destructive hint lowered as the tool stops being read-only', after: withTool({ annotations: { readOnlyHint: false, destructiveHint: false } }), expected: ['tool_annotation_hint_narrowed', 'tool_annotation_hint_widened'] },
  { name: 'idempotent hint set as the tool stops being read-only', after: withTool({ annotations: { readOnlyHint: false, idempotentHint: true } }), expected: ['tool_annotation_hint_widened', 'tool_annotation_idempotent_changed'] },
  { name: 'open-world default spelled out', after: withTool({ annotations: { readOnlyHint: true, openWorldHint: true } }), expected: ['tool_annotation_default_explicit'] },
  { name: 'annotation title', after: withTool({ annotations: { readOnlyHint: true, title: 'Read' } }), expected: ['tool_annotation_title_changed'] },
  { name: 'unknown annotation', after: withTool({ annotations: { readOnlyHint: true, 'x-cost': 3 } }), expected: ['tool_annotation_other_changed'] },
  { name: 'annotations malformed', after: withTool({ annotations: 'read-only' }), expected: ['tool_annotation_hint_widened', 'tool_annotations_changed'] },
  { name: 'argument description edited', after: withTool({ inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'Path' } }, required: ['path'] } }), expected: ['tool_argument_description_changed', 'tool_input_schema_changed'] },
  { name: '_meta added', after: withTool({ _meta: { v: 2 } }), expected: ['tool_field_changed'] },
  { name: 'two fields at once', after: withTool({ title: 'T', 'x-vendor/flag': true }), expected: ['tool_field_changed', 'tool_title_changed'] },
  {
    name: 'only a number\'s spelling',
    before: { tools: [[limited, {}, { '/inputSchema/properties/path/maxLength': '10.0' }], search] },
    after: { tools: [limited, search] },
    expected: ['tool_number_spelling_changed'],
  },
  { name: 'a number\'s value and spelling', before: { tools: [[limited, {}, { '/inputSchema/properties/path/maxLength': '10.0' }], search] }, after: withTool({ inputSchema: { type: 'object', properties: { path: { type: 'string', maxLength: 11 } }, required: ['path'] } }), expected: ['tool_input_schema_changed'] },
  { name: 'risk raised', after: { tools: [[readFile, { level: 'HIGH', reasons: ['execute_command: word "shell"'] }], search] }, expected: ['risk_level_raised'] },
  { name: 'risk lowered', before: { tools: [[readFile, { level: 'CRITICAL' }], search] }, after: {}, expected: ['risk_level_lowered'] },
  { name: 'risk reasons only', after: { tools: [[readFile, { reasons: ['system_info: word "path"'] }], search] }, expected: [] },
  { name: 'prompt added', after: { prompts: [prompt, { name: 'translate' }] }, expected: ['prompt_added'] },
  { name: 'prompt removed', after: { prompts: [] }, expected: ['prompt_removed'] },
  { name: 'prompt argument added', after: { prompts: [{ ...prompt, arguments: [{ name: 'topic' }, { name: 'tone' }] }] }, expected: ['prompt_argument_added'] },
  { name: 'prompt argument removed', after: { prompts: [{ ...prompt, arguments: [] }] }, expected: ['prompt_argument_removed'] },
  { name: 'prompt argument described', after: { prompts: [{ ...prompt, arguments: [{ name: 'topic', description: 'What about' }] }] }, expected: ['prompt_argument_description_changed'] },
  { name: 'prompt description edited', after: { prompts: [{ ...prompt, description: 'Summarize briefly' }] }, expected: ['prompt_description_changed'] },
  { name: 'prompt title added (fallback)', after: { prompts: [{ ...prompt, title: 'Sum up' }] }, expected: ['prompt_changed'] },
  { name: 'resource added', after: { resources: [resource, { uri: 'file:///b', name: 'b' }] }, expected: ['resource_added'] },
  { name: 'resource removed', after: { resources: [] }, expected: ['resource_removed'] },
  { name: 'resource changed', after: { resources: [{ ...resource, mimeType: 'text/markdown' }] }, expected: ['resource_changed'] },
  { name: 'template added', after: { resourceTemplates: [template, { uriTemplate: 'db://{table}', name: 'db' }] }, expected: ['template_added'] },
  { name: 'template removed', after: { resourceTemplates: [] }, expected: ['template_removed'] },
  { name: 'template changed', after: { resourceTemplates: [{ ...template, description: 'Project files' }] }, expected: ['template_changed'] },
  { name: 'instructions changed', after: { instructions: 'Use read first.' }, expected: ['server_instructions_changed'] },
  { name: 'capability advertised', after: { capabilities: { tools: {}, prompts: {}, sampling: {} } }, expected: ['server_capabilities_changed'] },
  { name: 'capability dropped and one changed', after: { capabilities: { tools: { listChanged: true } } }, expected: ['server_capabilities_changed', 'server_capabilities_changed'] },
  { name: 'protocol version', after: { protocolVersion: '2025-11-25' }, expected: ['server_protocol_version_changed'] },
  { name: 'server version bump', after: { info: { name: 'demo', version: '1.1.0' } }, expected: ['server_info_changed'] },
  { name: 'mode switch', after: { mode: 'signature' }, expected: ['mode_changed'] },
];

describe('diffLockfiles', () => {
  it('returns nothing for identical lockfiles', () => {
    expect(diff({})).toEqual([]);
  });

  it('takes the fast path on equal fingerprints', () => {
    const before = makeLockfile(base);
    const after = { ...makeLockfile({ ...base, tools: [] }), fingerprint: before.fingerprint };
    expect(diffLockfiles(before, after)).toEqual([]);
  });

  it.each(scenarios)('$name fires exactly $expected', ({ after, before, expected }) => {
    expect(rules(diff(after, before))).toEqual([...expected].sort());
  });

  it('every core, annotation and text rule fires in some scenario', () => {
    const fired = new Set(scenarios.flatMap((s) => rules(diff(s.after, s.before))));
    fired.add('signature_violation').add('spec_violation'); // from findings, tested below
    fired.add('duplicate_definition'); // from the live lockfile's duplicates: test/hardening/duplicates.test.ts
    // <type>_text_changed exist only with a text signal (always escalated): test/diff/textSurface.test.ts.
    fired.add('tool_text_changed').add('prompt_text_changed').add('resource_text_changed').add('template_text_changed');
    expect([...fired].sort()).toEqual([...coreRules, ...annotationRules, ...textRules].map((r) => r.id).sort());
  });

  it('names the number whose spelling alone changed, as each side wrote it', () => {
    const literal = { '/inputSchema/properties/path/maxLength': '10.0' };
    const [change] = diff({ tools: [limited, search] }, { tools: [[limited, {}, literal], search] });
    expect(change).toMatchObject({ pointer: '/inputSchema/properties/path/maxLength', before: '10.0', after: '10', severity: 'safe' });
    expect(messageFor(change!)).toBe('Number spelling in tool "read_file" changed at /inputSchema/properties/path/maxLength: 10.0 -> 10 (the same number)');
    // Two integers past 2^53 that are one double: no schema change for the gate, but not one number.
    const big = { ...readFile, inputSchema: { type: 'object', properties: { id: { type: 'integer', const: 9007199254740992 } } } };
    const [rounded] = diff({ tools: [[big, {}, { '/inputSchema/properties/id/const': '9007199254740993' }], search] }, { tools: [big, search] });
    expect(messageFor(rounded!)).toBe('Number spelling in tool "read_file" changed at /inputSchema/properties/id/const: 9007199254740992 -> 9007199254740993 (the same double, but different numbers to Python)');
    for (const [a, b] of [['1E2', '100'], ['1.50', '1.5'], ['-0', '0'], ['0.000001000', '1e-6'], ['12e-1', '1.2']]) {
      expect(messageFor({ ...rounded!, before: a, after: b })).toContain('(the same number)');
    }
    expect(messageFor({ ...rounded!, before: '12345678901234567891', after: '12345678901234567890' })).toContain('different numbers to Python');
    // Two fractions of one double: one float to Python as well.
    expect(messageFor({ ...rounded!, before: '0.1', after: '0.10000000000000001' })).toMatch(/0\.1 -> 0\.10000000000000001 \(the same double\)$/);
    expect(messageFor({ ...rounded!, before: '1e-400', after: '1e-401' })).toMatch(/\(the same double\)$/);
    // A stale spelling table (a side that is not a number, another double, or past a double's range): no claim.
    for (const [a, b] of [['1.0', '"x"'], ['1.0', '(absent)'], ['1.0', '2'], ['1e400', '2e400']]) {
      expect(messageFor({ ...rounded!, before: a, after: b })).toBe(`Number spelling in tool "read_file" changed at /inputSchema/properties/id/const: ${a} -> ${b}`);
    }
    // The side without a recorded spelling prints its value, found by the pointer (escaped keys and `%` as they are).
    const odd = { ...readFile, inputSchema: { type: 'object', properties: { 'a%41/b~': { type: 'number', maximum: 2 } } } };
    const [escaped] = diff({ tools: [odd, search] }, { tools: [[odd, {}, { '/inputSchema/properties/a%41~1b~0/maximum': '2.0' }], search] });
    expect(escaped).toMatchObject({ pointer: '/inputSchema/properties/a%41~1b~0/maximum', before: '2.0', after: '2' });
    expect(diff({ tools: [[limited, {}, literal], search] }, { tools: [[limited, {}, literal], search] })).toEqual([]);
  });

  it('uses the rule defaults for severity, kind and direction', () => {
    for (const s of scenarios) {
      for (const change of diff(s.after, s.before)) {
        const rule = catalogue.find((r) => r.id === change.rule)!;
        expect([change.severity, change.kind, change.direction]).toEqual([rule.defaultSeverity, rule.kind, rule.direction]);
      }
    }
  });

  it('puts full definitions on added/removed and field values on field changes', () => {
    const [added] = diff({ tools: [readFile, search, { name: 'x' }] });
    expect(added).toMatchObject({ capability: { type: 'tool', name: 'x' }, after: { name: 'x' } });
    expect(added.before).toBeUndefined();
    const [removed] = diff({ tools: [readFile] });
    expect(removed).toMatchObject({ before: search, message: 'Tool "search" was removed' });
    const [edited] = diff(withTool({ description: 'New' }));
    expect(edited).toMatchObject({ pointer: '/description', before: 'Reads a file', after: 'New', severity: 'safe' });
    const [meta] = diff(withTool({ 'x-vendor/flag': true, title: readFile.title! }));
    expect(meta).toMatchObject({ pointer: '/x-vendor~1flag', after: true, message: 'Field "x-vendor/flag" of tool "read_file" added' });
    expect(meta.before).toBeUndefined();
  });

  it('sees a field the entry digest leaves out (e.g. _meta) with an unchanged digest', () => {
    const before = makeLockfile(base);
    const after = makeLockfile({ ...base, tools: [{ ...readFile, _meta: { build: 2 } }, search] });
    expect(after.tools.read_file.digest).toBe(before.tools.read_file.digest);
    expect(rules(diffLockfiles(before, after))).toEqual(['tool_field_changed']);
  });

  it('reports the risk transition and the gained and lost reasons', () => {
    const before = { tools: [[readFile, { level: 'MEDIUM', reasons: ['read_file: word "file"'] }], search] } as Partial<LockSpec>;
    const after = { tools: [[readFile, { level: 'HIGH', reasons: ['execute_command: word "exec"'] }], search] } as Partial<LockSpec>;
    const [change] = diff(after, before);
    expect(change).toMatchObject({
      rule: 'risk_level_raised', severity: 'critical', before: 'MEDIUM', after: 'HIGH',
      message: 'Risk level of tool "read_file" raised from MEDIUM to HIGH',
      reasons: ['+ execute_command: word "exec"', '- read_file: word "file"'],
    });
  });

  it('names which server capability appeared', () => {
    const [change] = diff({ capabilities: { tools: {}, prompts: {}, sampling: {} } });
    expect(change).toMatchObject({ pointer: '/sampling', severity: 'warning', after: {}, message: 'Server capability "sampling" is newly advertised' });
  });

  it('pairs a removed and an added tool with the same input schema as a likely rename', () => {
    const changes = diff({ tools: [readFile, { ...search, name: 'find_notes' }] });
    const added = changes.find((c) => c.rule === 'tool_added')!;
    const removed = changes.find((c) => c.rule === 'tool_removed')!;
    expect(added.reasons).toContain('likely rename of "search" (same input schema)');
    expect(removed.reasons).toContain('likely renamed to "find_notes" (same input schema)');
    expect(added.severity).toBe('critical');
  });

  it('does not pair renames when the schema match is ambiguous or absent', () => {
    const trivial = { type: 'object' };
    const before: LockSpec = { tools: [{ name: 'a', inputSchema: trivial }, { name: 'b', inputSchema: trivial }, { name: 'n' }] };
    const after: LockSpec = { tools: [{ name: 'c', inputSchema: trivial }, { name: 'm' }] };
    const changes = diffLockfiles(makeLockfile(before), makeLockfile(after), { toolFieldDiffers: {} });
    expect(rules(changes)).toEqual(['tool_added', 'tool_added', 'tool_removed', 'tool_removed', 'tool_removed']);
    expect(changes.flatMap((c) => c.reasons).filter((r) => r.includes('rename'))).toEqual([]);
  });

  it('lets a finer differ replace the coarse rule of a tool field (the schema-diff seam)', () => {
    const before = makeLockfile(base);
    const after = makeLockfile({ ...base, ...withTool({ inputSchema: { type: 'object' }, description: 'x' }) });
    const seen: string[] = [];
    const changes = diffLockfiles(before, after, {
      toolFieldDiffers: { inputSchema: (input) => { seen.push(`${input.tool}${input.pointer}`); return []; } },
    });
    expect(seen).toEqual(['read_file/inputSchema']);
    expect(rules(changes)).toEqual(['tool_description_changed']);
  });

  it('runs the semantic schema diff by default', () => {
    const widened = withTool({ inputSchema: { type: 'object', properties: { path: { type: 'string' }, exec: { type: 'string' } }, required: ['path'] } });
    const changes = diffLockfiles(makeLockfile(base), makeLockfile({ ...base, ...widened }));
    expect(changes.map((c) => [c.rule, c.pointer, c.severity])).toEqual([
      ['input_property_added', '/inputSchema/properties/exec', 'critical'],
    ]);
  });

  it('diffs 10,000 tools, finding every change', () => {
    const tools = Array.from({ length: 10_000 }, (_, i) => ({
      name: `tool_${i}`, description: `Tool number ${i}`,
      inputSchema: { type: 'object', properties: { [`arg${i}`]: { type: 'string' } } },
    }));
    const before = makeLockfile({ tools });
    const changedTools = tools.map((t, i) => (i % 10 === 0 ? { ...t, description: 'edited' } : t)).slice(0, 9_500);
    const after = makeLockfile({ tools: [...changedTools, { name: 'new_tool' }] });
    // Speed is measured by npm run bench; here only that every change is found at this size.
    const changes = diffLockfiles(before, after, { toolFieldDiffers: {} });
    expect(changes).toHaveLength(950 + 500 + 1);
  });
});

describe('findingsToChanges', () => {
  it('turns snapshot findings into violations keyed by their text', () => {
    const changes = findingsToChanges([
      { kind: 'signature_violation', capability: { type: 'tool', name: 'exec' }, message: 'listed but not signed' },
      { kind: 'spec_violation', capability: { type: 'server', name: 'tools' }, message: 'duplicate tool name "a"' },
      { kind: 'spec_violation', capability: { type: 'server', name: 'tools' }, message: 'duplicate tool name "b"' },
    ]);
    expect(changes.map((c) => [c.rule, c.severity, c.message])).toEqual([
      ['signature_violation', 'critical', 'Signature violation on tool "exec": listed but not signed'],
      ['spec_violation', 'warning', 'Spec violation on server tools: duplicate tool name "a"'],
      ['spec_violation', 'warning', 'Spec violation on server tools: duplicate tool name "b"'],
    ]);
    expect(changes[1].id).not.toBe(changes[2].id);
  });
});

describe('JSON round trip', () => {
  it('re-renders the same message from a change read back from JSON', () => {
    const all = scenarios.flatMap((s) => diff(s.after, s.before));
    all.push(...findingsToChanges([{ kind: 'spec_violation', capability: { type: 'prompt', name: 'p' }, message: 'bad' }]));
    expect(all.length).toBeGreaterThan(scenarios.length);
    for (const change of all) {
      const read = JSON.parse(JSON.stringify(change)) as Change;
      expect(read).toEqual(change);
      expect(messageFor(read)).toBe(change.message);
    }
  });

  it('renders a generic message for a rule it does not know', () => {
    const change = { ...diff(withTool({ title: 'x' }))[0], rule: 'future_rule' };
    expect(messageFor(change)).toBe('future rule: tool "read_file" at /title');
  });
});

describe('test helper', () => {
  it('builds entries whose digests track the identity fields', () => {
    expect(toolEntry(readFile).digest).not.toBe(toolEntry({ ...readFile, description: 'y' }).digest);
  });
});

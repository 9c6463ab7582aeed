import { describe, expect, it } from 'vitest';
import { diffLockfiles, diffPrompt, messageFor, schemaDescriptionChanges, schemaDescriptions } from '../../src/diff/index.js';
import type { Change } from '../../src/diff/types.js';
import type { JsonObject } from '../../src/json.js';
import { makeLockfile, type LockSpec } from './helpers.js';

const schema = (encodingDescription: string): JsonObject => ({
  type: 'object',
  properties: {
    path: { type: 'string', description: 'File path' },
    options: { type: 'object', properties: { encoding: { type: 'string', description: encodingDescription } } },
  },
});
const readFile: JsonObject = { name: 'read_file', description: 'Reads a file', inputSchema: schema('Text encoding') };
const prompt: JsonObject = { name: 'summarize', description: 'Summarize a topic', arguments: [{ name: 'topic', description: 'The topic' }] };
const base: LockSpec = { tools: [readFile], prompts: [prompt], instructions: 'Use search first.' };

function diff(after: Partial<LockSpec>): Change[] {
  return diffLockfiles(makeLockfile(base), makeLockfile({ ...base, ...after }));
}
const textChanges = (changes: Change[]) => changes.filter((c) => c.rule.includes('description') || c.rule.includes('instructions'));

describe('text that reaches the model: safe by default, with a word diff', () => {
  const cases: Array<{ where: string; after: Partial<LockSpec>; rule: string; pointer?: string; wordDiff: string }> = [
    {
      where: 'tool description',
      after: { tools: [{ ...readFile, description: 'Reads a file from disk' }] },
      rule: 'tool_description_changed', pointer: '/description', wordDiff: 'word diff: Reads a file {+from disk+}',
    },
    {
      where: 'nested property description',
      after: { tools: [{ ...readFile, inputSchema: schema('Text encoding, default utf-8') }] },
      rule: 'tool_argument_description_changed', pointer: '/inputSchema/properties/options/properties/encoding/description',
      wordDiff: 'word diff: Text encoding{+, default utf-8+}',
    },
    {
      where: 'prompt description',
      after: { prompts: [{ ...prompt, description: 'Summarize a topic briefly' }] },
      rule: 'prompt_description_changed', pointer: '/description', wordDiff: 'word diff: Summarize a topic {+briefly+}',
    },
    {
      where: 'prompt argument description',
      after: { prompts: [{ ...prompt, arguments: [{ name: 'topic', description: 'The main topic' }] }] },
      rule: 'prompt_argument_description_changed', pointer: '/arguments/0/description', wordDiff: 'word diff: The {+main +}topic',
    },
    {
      where: 'server instructions',
      after: { instructions: 'Use read first.' },
      rule: 'server_instructions_changed', wordDiff: 'word diff: Use [-search-]{+read+} first.',
    },
  ];

  it.each(cases)('$where', ({ after, rule, pointer, wordDiff }) => {
    const changes = textChanges(diff(after));
    expect(changes.map((c) => c.rule)).toEqual([rule]);
    const [change] = changes;
    expect(change.severity).toBe('safe');
    expect(change.defaultSeverity).toBeUndefined();
    expect(change.pointer).toBe(pointer);
    expect(change.reasons).toContain(wordDiff);
    expect(messageFor(JSON.parse(JSON.stringify(change)) as Change)).toBe(change.message);
  });

  it('an added or removed text diffs against empty text', () => {
    const [added] = diffLockfiles(makeLockfile({ ...base, instructions: undefined }), makeLockfile(base));
    expect(added).toMatchObject({ rule: 'server_instructions_changed', after: 'Use search first.', reasons: ['word diff: {+Use search first.+}'] });
    const [removed] = textChanges(diff({ tools: [{ name: 'read_file', inputSchema: readFile.inputSchema! }] }));
    expect(removed).toMatchObject({ rule: 'tool_description_changed', before: 'Reads a file', reasons: ['word diff: [-Reads a file-]'] });
    expect(removed.after).toBeUndefined();
  });

  it('unchanged text produces nothing, even when its capability changed otherwise', () => {
    const changes = diff({
      tools: [{ ...readFile, title: 'Read', inputSchema: { ...schema('Text encoding'), required: ['path'] } }],
      prompts: [{ ...prompt, title: 'Sum up' }],
    });
    expect(textChanges(changes)).toEqual([]);
    expect(changes.map((c) => c.rule).sort()).toEqual(['input_property_made_required', 'prompt_changed', 'tool_title_changed']);
  });
});

describe('schema descriptions', () => {
  it('walks properties at any depth and other subschema positions, never a property named "description"', () => {
    const found = schemaDescriptions({
      description: 'root',
      properties: {
        description: { type: 'string', description: 'a property called description' },
        list: { type: 'array', items: { type: 'object', properties: { id: { description: 'item id' } } } },
        tuple: { items: [{ description: 'first' }] },
        choice: { anyOf: [{ description: 'a' }, { type: 'null' }] },
      },
      $defs: { node: { description: 'def' } },
      additionalProperties: { description: 'extra' },
    });
    expect(Object.fromEntries([...found].filter(([, text]) => text !== undefined))).toEqual({
      '': 'root',
      '/properties/description': 'a property called description',
      '/properties/list/items/properties/id': 'item id',
      '/properties/tuple/items/0': 'first',
      '/properties/choice/anyOf/0': 'a',
      '/$defs/node': 'def',
      '/additionalProperties': 'extra',
    });
  });

  it('reports a description that came with a new property, not one that left with a removed property', () => {
    const before = { type: 'object', properties: { gone: { type: 'string', description: 'Old' } } };
    const after = { type: 'object', properties: { fresh: { type: 'string', description: 'New' }, bare: { type: 'string' } } };
    const changes = schemaDescriptionChanges('t', before, after);
    expect(changes.map((c) => [c.pointer, c.before, c.after])).toEqual([['/inputSchema/properties/fresh/description', undefined, 'New']]);
    expect(changes[0].message).toBe('Description in input schema of tool "t" at /properties/fresh added');
  });

  it('reports a description removed from a property that stays, and one of the schema root', () => {
    const changes = schemaDescriptionChanges('t', { description: 'Args', properties: { a: { description: 'A' } } }, { properties: { a: {} } });
    expect(changes.map((c) => [c.pointer, c.message])).toEqual([
      ['/inputSchema/description', 'Description in input schema of tool "t" at / removed'],
      ['/inputSchema/properties/a/description', 'Description in input schema of tool "t" at /properties/a removed'],
    ]);
  });

  it('escapes property names in pointers and handles deep schemas', () => {
    const deep = (depth: number, text: string): JsonObject => {
      let node: JsonObject = { description: text };
      for (let i = 0; i < depth; i++) node = { properties: { 'a/b': node } };
      return node;
    };
    const changes = schemaDescriptionChanges('t', deep(2_000, 'x'), deep(2_000, 'y'));
    expect(changes).toHaveLength(1);
    expect(changes[0].pointer!.startsWith('/inputSchema/properties/a~1b/properties/a~1b/')).toBe(true);
  });

  it('only runs for tools whose input schema changed', () => {
    const changes = diff({ tools: [{ ...readFile, description: 'x' }] });
    expect(changes.map((c) => c.rule)).toEqual(['tool_description_changed']);
  });
});

describe('prompt fields', () => {
  const run = (after: JsonObject) => diffPrompt('p', { name: 'p', ...prompt, arguments: [{ name: 'topic', description: 'The topic' }, { name: 'tone' }] }, { name: 'p', ...after });

  it('splits argument changes by name and keeps a per-field fallback', () => {
    const changes = run({
      description: 'Summarize a topic', title: 'Sum',
      arguments: [{ name: 'audience', description: 'Who reads it' }, { name: 'topic', description: 'The topic', required: true }],
    });
    expect(changes.map((c) => [c.rule, c.severity, c.pointer])).toEqual([
      ['prompt_argument_added', 'warning', '/arguments/0'],
      ['prompt_changed', 'safe', '/arguments/1/required'],
      ['prompt_argument_removed', 'info', '/arguments/1'],
      ['prompt_changed', 'safe', '/title'],
    ]);
    expect(changes.map((c) => c.message)).toEqual([
      'Argument "audience" was added to prompt "p"',
      'Prompt "p" changed at /arguments/1/required: (none) -> true',
      'Argument "tone" was removed from prompt "p"',
      'Prompt "p" changed at /title: (none) -> "Sum"',
    ]);
  });

  it('names the argument whose description changed', () => {
    const [change] = run({ ...prompt, arguments: [{ name: 'topic', description: 'The topic!' }, { name: 'tone' }] });
    expect(change).toMatchObject({ rule: 'prompt_argument_description_changed', before: 'The topic', after: 'The topic!', reasons: ['argument "topic"', 'word diff: The topic{+!+}'] });
    expect(change.message).toBe('Description of argument 0 of prompt "p" changed');
  });

  it('reports a reorder once and a malformed argument list whole', () => {
    expect(run({ ...prompt, arguments: [{ name: 'tone' }, { name: 'topic', description: 'The topic' }] }).map((c) => [c.rule, c.before, c.after])).toEqual([
      ['prompt_changed', ['topic', 'tone'], ['tone', 'topic']],
    ]);
    const malformed = run({ ...prompt, arguments: [{ name: 'tone' }, { name: 'tone' }] });
    expect(malformed.map((c) => [c.rule, c.pointer])).toEqual([['prompt_changed', '/arguments']]);
  });

  it('a change from an older report without a pointer still renders the changed keys', () => {
    const [fallback] = diffPrompt('p', { name: 'p' }, { name: 'p', title: 'x' });
    expect(fallback.rule).toBe('prompt_changed');
    const legacy = { ...fallback };
    delete legacy.pointer;
    legacy.before = { name: 'p', title: 'a' };
    legacy.after = { name: 'p', title: 'b', x: 1 };
    expect(messageFor(legacy)).toBe('Prompt "p" changed (title, x)');
  });
});

import { describe, expect, it } from 'vitest';
import { diffAnnotations, diffLockfiles, messageFor } from '../../src/diff/index.js';
import type { Change } from '../../src/diff/types.js';
import type { JsonObject, JsonValue } from '../../src/json.js';
import { makeLockfile } from './helpers.js';

const diff = (before: JsonValue | undefined, after: JsonValue | undefined): Change[] => diffAnnotations('t', before, after);
const one = (before: JsonValue | undefined, after: JsonValue | undefined): Change => {
  const changes = diff(before, after);
  expect(changes).toHaveLength(1);
  return changes[0];
};
const A = undefined; // an absent hint

/** [hint, raw before, raw after, rule, severity, effective before, effective after] */
type Move = [string, boolean | undefined, boolean | undefined, string, Change['severity'], boolean, boolean];
const moves: Move[] = [
  // more power: critical
  ['readOnlyHint', true, false, 'tool_annotation_hint_widened', 'critical', true, false],
  ['readOnlyHint', true, A, 'tool_annotation_hint_widened', 'critical', true, false],
  ['destructiveHint', false, true, 'tool_annotation_hint_widened', 'critical', false, true],
  ['destructiveHint', false, A, 'tool_annotation_hint_widened', 'critical', false, true],
  ['openWorldHint', false, true, 'tool_annotation_hint_widened', 'critical', false, true],
  ['openWorldHint', false, A, 'tool_annotation_hint_widened', 'critical', false, true],
  // a new safety claim: warning
  ['readOnlyHint', false, true, 'tool_annotation_hint_narrowed', 'warning', false, true],
  ['readOnlyHint', A, true, 'tool_annotation_hint_narrowed', 'warning', false, true],
  ['destructiveHint', true, false, 'tool_annotation_hint_narrowed', 'warning', true, false],
  ['destructiveHint', A, false, 'tool_annotation_hint_narrowed', 'warning', true, false],
  ['openWorldHint', true, false, 'tool_annotation_hint_narrowed', 'warning', true, false],
  ['openWorldHint', A, false, 'tool_annotation_hint_narrowed', 'warning', true, false],
  // idempotence either way: info
  ['idempotentHint', false, true, 'tool_annotation_idempotent_changed', 'info', false, true],
  ['idempotentHint', A, true, 'tool_annotation_idempotent_changed', 'info', false, true],
  ['idempotentHint', true, false, 'tool_annotation_idempotent_changed', 'info', true, false],
  ['idempotentHint', true, A, 'tool_annotation_idempotent_changed', 'info', true, false],
];

const withHint = (hint: string, value: boolean | undefined): JsonObject => (value === undefined ? {} : { [hint]: value });

describe('annotation hints', () => {
  it.each(moves)('%s %s -> %s is %s (%s)', (hint, rawBefore, rawAfter, rule, severity, before, after) => {
    const change = one(withHint(hint, rawBefore), withHint(hint, rawAfter));
    expect(change).toMatchObject({ rule, severity, kind: 'tool_changed', pointer: `/annotations/${hint}`, before, after });
    // A side that was absent is named with the default the spec gives it.
    const absentReasons = [
      ...(rawBefore === undefined ? [`before: absent (spec default ${before})`] : []),
      ...(rawAfter === undefined ? [`after: absent (spec default ${after})`] : []),
    ];
    expect(change.reasons.filter((r) => r.includes('absent'))).toEqual(absentReasons);
    expect(change.reasons.at(-1)).toMatch(new RegExp(`^${hint} ${after}: `));
  });

  it.each([
    ['readOnlyHint', false], ['destructiveHint', true], ['idempotentHint', false], ['openWorldHint', true],
  ] as const)('%s absent <-> explicit default %s is a safe cosmetic change, both ways', (hint, value) => {
    const spelled = one({}, { [hint]: value });
    expect(spelled).toMatchObject({ rule: 'tool_annotation_default_explicit', severity: 'safe', direction: 'cosmetic', after: value });
    expect(spelled.before).toBeUndefined();
    expect(spelled.message).toBe(`Annotation ${hint} of tool "t" now states its spec default ${value} explicitly`);
    const dropped = one({ [hint]: value }, {});
    expect(dropped).toMatchObject({ rule: 'tool_annotation_default_explicit', severity: 'safe', before: value });
    expect(dropped.after).toBeUndefined();
    expect(dropped.message).toBe(`Annotation ${hint} of tool "t" was removed; its spec default ${value} applies`);
    expect(dropped.id).not.toBe(spelled.id);
  });

  it('treats missing annotations like an empty object', () => {
    expect(diff(undefined, {})).toEqual([]);
    expect(diff({}, undefined)).toEqual([]);
    expect(one(undefined, { readOnlyHint: true }).rule).toBe('tool_annotation_hint_narrowed');
    expect(one({ destructiveHint: false }, undefined)).toMatchObject({ rule: 'tool_annotation_hint_widened', before: false, after: true });
  });

  it('reports one change per hint, in key order', () => {
    const changes = diff(
      { readOnlyHint: true, openWorldHint: false, idempotentHint: true },
      { readOnlyHint: false, openWorldHint: true, destructiveHint: false },
    );
    expect(changes.map((c) => [c.pointer, c.rule])).toEqual([
      ['/annotations/destructiveHint', 'tool_annotation_hint_narrowed'],
      ['/annotations/idempotentHint', 'tool_annotation_idempotent_changed'],
      ['/annotations/openWorldHint', 'tool_annotation_hint_widened'],
      ['/annotations/readOnlyHint', 'tool_annotation_hint_widened'],
    ]);
  });

  it('renders messages from the change data alone', () => {
    expect(one({ readOnlyHint: true }, {}).message).toBe('Annotation readOnlyHint of tool "t" changed from true to false: the tool now admits more power');
    expect(one({}, { destructiveHint: false }).message).toBe('Annotation destructiveHint of tool "t" changed from true to false: the tool now claims to be safer');
    expect(one({}, { idempotentHint: true }).message).toBe('Annotation idempotentHint of tool "t" changed from false to true');
  });
});

describe('other annotation keys', () => {
  it('title is safe and keeps raw values', () => {
    expect(one({}, { title: 'Read' })).toMatchObject({ rule: 'tool_annotation_title_changed', severity: 'safe', pointer: '/annotations/title', after: 'Read' });
    const edited = one({ title: 'Read' }, { title: 'Read a file' });
    expect(edited).toMatchObject({ severity: 'safe', before: 'Read', after: 'Read a file' });
    expect(edited.message).toBe('Annotation title of tool "t" changed: "Read" -> "Read a file"');
    expect(one({ title: 'Read' }, {}).after).toBeUndefined();
  });

  it('an unknown key is info, added, changed or removed, with an escaped pointer', () => {
    const added = one({}, { 'x-vendor/cost': 3 });
    expect(added).toMatchObject({ rule: 'tool_annotation_other_changed', severity: 'info', pointer: '/annotations/x-vendor~1cost', after: 3 });
    expect(added.message).toBe('Annotation "x-vendor/cost" of tool "t" added: (none) -> 3');
    expect(one({ costly: true }, { costly: false })).toMatchObject({ rule: 'tool_annotation_other_changed', before: true, after: false });
    expect(one({ costly: true }, {}).rule).toBe('tool_annotation_other_changed');
  });

  it('a hint with a non-boolean value is not read as a hint', () => {
    expect(one({ readOnlyHint: true }, { readOnlyHint: 'yes' })).toMatchObject({ rule: 'tool_annotation_other_changed', severity: 'info', before: true, after: 'yes' });
  });

  it('a malformed annotations value means every hint at its default, plus the coarse rule', () => {
    const changes = diff({ readOnlyHint: true }, 'read-only');
    expect(changes.map((c) => [c.rule, c.severity])).toEqual([
      ['tool_annotation_hint_widened', 'critical'],
      ['tool_annotations_changed', 'info'],
    ]);
    expect(changes[1]).toMatchObject({ pointer: '/annotations', before: { readOnlyHint: true }, after: 'read-only' });
    expect(diff(['a'], ['b']).map((c) => c.rule)).toEqual(['tool_annotations_changed']);
  });

  it('every annotation change survives a JSON round trip with the same message', () => {
    const all = [
      ...moves.flatMap(([hint, b, a]) => diff(withHint(hint, b), withHint(hint, a))),
      ...diff({ title: 'a', x: 1, readOnlyHint: true }, { title: 'b', destructiveHint: true }),
      ...diff({}, 'bad'),
    ];
    for (const change of all) {
      const read = JSON.parse(JSON.stringify(change)) as Change;
      expect(read).toEqual(change);
      expect(messageFor(read)).toBe(change.message);
    }
  });
});

describe('annotations in diffLockfiles', () => {
  const tool = (annotations?: JsonObject): JsonObject => ({ name: 'write_note', ...(annotations && { annotations }) });
  const run = (before: JsonObject, after: JsonObject, options = {}) =>
    diffLockfiles(makeLockfile({ tools: [before] }), makeLockfile({ tools: [after] }), options);

  it('runs the semantic annotation diff by default and with the coarse schema option', () => {
    for (const options of [{}, { toolFieldDiffers: {} }]) {
      expect(run(tool({ readOnlyHint: true }), tool({ readOnlyHint: false }), options).map((c) => [c.rule, c.pointer, c.severity])).toEqual([
        ['tool_annotation_hint_widened', '/annotations/readOnlyHint', 'critical'],
      ]);
    }
  });

  it('an absent hint made explicit is only a safe change', () => {
    expect(run(tool(), tool({ destructiveHint: true })).map((c) => [c.rule, c.severity])).toEqual([['tool_annotation_default_explicit', 'safe']]);
  });

  it('a caller-supplied annotations differ replaces it', () => {
    const seen: string[] = [];
    const changes = run(tool({ readOnlyHint: true }), tool({}), {
      toolFieldDiffers: { annotations: ({ tool: name }: { tool: string }) => { seen.push(name); return []; } },
    });
    expect(seen).toEqual(['write_note']);
    expect(changes).toEqual([]);
  });
});

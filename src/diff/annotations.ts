import { isJsonObject, ownValue, type JsonObject, type JsonValue } from '../json.js';
import { HINT_DEFAULTS, POWERFUL_HINT_VALUE, isHintName, type HintName } from './annotationRules.js';
import { toolFieldChanged } from './builders.js';
import { makeChange } from './change.js';
import { changedKeys, pointerTo } from './labels.js';
import type { Lockfile } from '../lockfile/types.js';
import type { Change, ToolFieldDiffer } from './types.js';

/**
 * Semantic diff of a tool's `annotations`: one change per key that differs, pointer
 * `/annotations/<key>`. Hints compare by effective value (absent = spec default), so a hint that
 * is merely spelled out is cosmetic, and moves are classified by whether they admit more power.
 * A non-object `annotations` gives clients no hints at all (every hint at its default); it is
 * additionally reported as the coarse `tool_annotations_changed`.
 */
export function diffAnnotations(tool: string, before: JsonValue | undefined, after: JsonValue | undefined): Change[] {
  const old = isJsonObject(before) ? before : {};
  const now = isJsonObject(after) ? after : {};
  const changes = changedKeys(old, now).map((key) => annotationKeyChange(tool, key, old, now));
  const malformed = (value: JsonValue | undefined) => value !== undefined && !isJsonObject(value);
  if (malformed(before) || malformed(after)) changes.push(toolFieldChanged(tool, 'annotations', before, after));
  return changes;
}

/** The annotations differ as a ToolFieldDiffer for DiffOptions.toolFieldDiffers.annotations. */
export const annotationsFieldDiffer: ToolFieldDiffer = ({ tool, before, after }) => diffAnnotations(tool, before, after);

function annotationKeyChange(tool: string, key: string, old: JsonObject, now: JsonObject): Change {
  const capability = { type: 'tool' as const, name: tool };
  const pointer = '/annotations' + pointerTo(key);
  const rawBefore = ownValue(old, key);
  const rawAfter = ownValue(now, key);
  const isHintValue = (v: JsonValue | undefined) => v === undefined || typeof v === 'boolean';
  if (key === 'title') {
    return makeChange('tool_annotation_title_changed', { capability, pointer, before: rawBefore, after: rawAfter });
  }
  if (!isHintName(key) || !isHintValue(rawBefore) || !isHintValue(rawAfter)) {
    return makeChange('tool_annotation_other_changed', { capability, pointer, before: rawBefore, after: rawAfter });
  }
  const fallback = HINT_DEFAULTS[key];
  const effectiveBefore = (rawBefore as boolean | undefined) ?? fallback;
  const effectiveAfter = (rawAfter as boolean | undefined) ?? fallback;
  // The spec: destructiveHint and idempotentHint are meaningful only when readOnlyHint is false. On a
  // tool that now says it is read-only they claim nothing either way (orval drops `destructiveHint:
  // false` beside `readOnlyHint: true`), so a move of theirs is no move of meaning.
  if ((key === 'destructiveHint' || key === 'idempotentHint') && effectiveBefore !== effectiveAfter && readOnlyOnBothSides(old, now)) {
    return makeChange('tool_annotation_hint_inapplicable', { capability, pointer, before: rawBefore, after: rawAfter });
  }
  if (effectiveBefore === effectiveAfter) {
    // Same meaning; raw values keep the direction (made explicit / made implicit) in the data.
    return makeChange('tool_annotation_default_explicit', { capability, pointer, before: rawBefore, after: rawAfter });
  }
  const reasons = [
    ...(rawBefore === undefined ? [`before: absent (spec default ${fallback})`] : []),
    ...(rawAfter === undefined ? [`after: absent (spec default ${fallback})`] : []),
    meaning(key, effectiveAfter),
  ];
  const data = { capability, pointer, before: effectiveBefore, after: effectiveAfter, reasons };
  if (key === 'idempotentHint') return makeChange('tool_annotation_idempotent_changed', data);
  const widened = effectiveAfter === POWERFUL_HINT_VALUE[key];
  return makeChange(widened ? 'tool_annotation_hint_widened' : 'tool_annotation_hint_narrowed', data);
}

function readOnlyOnBothSides(old: JsonObject, now: JsonObject): boolean {
  const readOnly = (annotations: JsonObject) => {
    const value = ownValue(annotations, 'readOnlyHint');
    return typeof value === 'boolean' ? value : HINT_DEFAULTS.readOnlyHint;
  };
  return readOnly(old) && readOnly(now);
}

const MEANINGS: Record<HintName, [whenTrue: string, whenFalse: string]> = {
  readOnlyHint: ['the tool claims not to modify its environment', 'the tool may modify its environment'],
  destructiveHint: ['the tool may perform destructive updates', 'the tool claims to perform only additive updates'],
  idempotentHint: ['repeated calls with the same arguments claim to have no additional effect', 'repeated calls may have additional effects'],
  openWorldHint: ['the tool may interact with an open world of external entities', 'the tool claims a closed domain of interaction'],
};

function meaning(hint: HintName, value: boolean): string {
  return `${hint} ${value}: ${MEANINGS[hint][value ? 0 : 1]}`;
}

/** Whether a tool's annotations state any behaviour hint. */
const statesHints = (annotations: JsonValue | undefined): boolean =>
  isJsonObject(annotations) && Object.keys(annotations).some((key) => isHintName(key) && typeof annotations[key] === 'boolean');

/**
 * kit-cased 2.0.0rc1 drops `readOnlyHint: true` from every one of its eleven tools in one rewrite: when every locked
 * tool that stated hints (at least two) is still listed and states none, the server changed how it describes its tools,
 * not what one of them does. A hint gone claims nothing (the spec's default is the client's most careful reading), so
 * each widening to an absent hint is a warning that says so; a hint set to an explicit value, or dropped by one tool
 * while the others keep theirs, is still judged as a move. Never raises a severity.
 */
export function hintsDroppedServerWide(changes: readonly Change[], before: Lockfile, after: Lockfile): Change[] {
  const stated = Object.keys(before.tools).filter((name) => statesHints(before.tools[name]!.definition.annotations) && Object.hasOwn(after.tools, name));
  if (stated.length < 2 || stated.some((name) => statesHints(after.tools[name]!.definition.annotations))) return [...changes];
  const dropped = new Set(stated);
  return changes.map((change) => {
    if (change.rule !== 'tool_annotation_hint_widened' || change.severity !== 'critical' || change.capability.type !== 'tool' || !dropped.has(change.capability.name)) return change;
    return {
      ...change,
      severity: 'warning',
      reasons: [...change.reasons, `every tool that stated hints (${stated.length}) states none in this version: the server stopped describing its tools' behaviour, which claims nothing about what this one does (an absent hint is the client's most careful reading)`],
    };
  });
}

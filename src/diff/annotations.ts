import { isJsonObject, ownValue, type JsonObject, type JsonValue } from '../json.js';
import { HINT_DEFAULTS, POWERFUL_HINT_VALUE, isHintName, type HintName } from './annotationRules.js';
import { toolFieldChanged } from './builders.js';
import { makeChange } from './change.js';
import { changedKeys, pointerTo } from './labels.js';
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

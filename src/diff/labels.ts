import { isJsonObject, jsonEquivalent, ownValue, type JsonValue } from '../json.js';
import { escapePointerToken } from '../jsonPointer.js';
import type { CapabilityRef } from './types.js';

const TYPE_LABELS: Record<CapabilityRef['type'], string> = {
  tool: 'tool',
  prompt: 'prompt',
  resource: 'resource',
  resourceTemplate: 'resource template',
  server: 'server',
};

/** `tool "read_file"`, `resource template "file:///{path}"`, `server capabilities`. */
export function capabilityLabel(ref: CapabilityRef): string {
  return ref.type === 'server' ? `server ${ref.name}` : `${TYPE_LABELS[ref.type]} "${ref.name}"`;
}

/** RFC 6901 pointer of one top-level key. */
export function pointerTo(key: string): string {
  return `/${escapePointerToken(key)}`;
}

/** Last reference token of a pointer, unescaped. */
export function lastToken(pointer: string | undefined): string {
  if (!pointer) return '';
  const token = pointer.slice(pointer.lastIndexOf('/') + 1);
  return token.replaceAll('~1', '/').replaceAll('~0', '~');
}

const MAX_VALUE_CHARS = 60;

/** A short one-line rendering of a value for a message; absent is `(none)`. */
export function shortValue(value: JsonValue | undefined): string {
  if (value === undefined) return '(none)';
  const text = JSON.stringify(value);
  return text.length > MAX_VALUE_CHARS ? text.slice(0, MAX_VALUE_CHARS - 1) + '…' : text;
}

/** `added`, `removed` or `changed`, from which side is present. */
export function fieldVerb(before: JsonValue | undefined, after: JsonValue | undefined): string {
  if (before === undefined) return 'added';
  if (after === undefined) return 'removed';
  return 'changed';
}

/** Sorted top-level keys whose values differ between two objects (non-objects compare whole). */
export function changedKeys(before: JsonValue | undefined, after: JsonValue | undefined): string[] {
  const a = isJsonObject(before) ? before : {};
  const b = isJsonObject(after) ? after : {};
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => !jsonEquivalent(ownValue(a, k), ownValue(b, k))).sort();
}

/** The diff's deep JSON equality: canonical JSON's (-0 and 0 are one number; see json.ts). */
export { jsonEquivalent };

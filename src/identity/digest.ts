import { createHash } from 'node:crypto';
import { GateError } from '../errors.js';
import type { Digest } from './types.js';

/** `sha256:` + 64 lowercase hex digits; the lockfile schema uses the same pattern. */
export const DIGEST_PATTERN = /^sha256:[0-9a-f]{64}$/;

/**
 * Deepest nesting of arrays/objects the gate canonicalizes (the value itself is level 1). Far
 * beyond any real schema; deeper input is refused with a GateError instead of a stack overflow.
 */
export const MAX_JSON_DEPTH = 256;

/** A lone (unpaired) UTF-16 surrogate: with the `u` flag a paired one is one astral code point. */
export const LONE_SURROGATE = /\p{Cs}/u;

export type CanonicalProblem = 'lone_surrogate' | 'too_deep' | 'not_json';

/**
 * A value RFC 8785 cannot carry, or nested deeper than MAX_JSON_DEPTH. `segments` is the path to
 * the offending value (object keys and array indexes), so callers can name the field.
 */
export class CanonicalJsonError extends GateError {
  constructor(
    readonly problem: CanonicalProblem,
    readonly segments: string[],
    readonly detail: string,
  ) {
    super('protocol_error', `${displayPointer(segments)} ${detail}`);
    this.name = 'CanonicalJsonError';
  }

  /** Adds an enclosing path segment while the error unwinds and refreshes the message. */
  within(segment: string): CanonicalJsonError {
    this.segments.unshift(segment);
    this.message = `${displayPointer(this.segments)} ${this.detail}`;
    return this;
  }
}

/** RFC 6901 pointer for messages, lone surrogates shown as \uXXXX so the text stays printable. */
export function displayPointer(segments: readonly string[]): string {
  if (segments.length === 0) return '(root)';
  return segments.map((s) => `/${printable(s.replaceAll('~', '~0').replaceAll('/', '~1'))}`).join('');
}

/** Lone surrogates as `\uD800` text: a message must itself be valid Unicode. */
export function printable(text: string): string {
  return text.replace(/\p{Cs}/gu, (char) => `\\u${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** SHA-256 of a string's UTF-8 bytes (or of raw bytes), as a `sha256:` digest. */
export function sha256Digest(data: string | Uint8Array): Digest {
  return `sha256:${createHash('sha256').update(data).digest('hex')}`;
}

/**
 * RFC 8785 (JCS) canonical JSON of a JSON value. Throws CanonicalJsonError (a GateError) on values
 * JSON cannot carry (NaN, Infinity, lone surrogates, undefined at top level) because a digest over
 * them would not be reproducible, and on nesting past MAX_JSON_DEPTH. `depth` is the nesting level
 * of the value's container, for callers canonicalizing the members of an object one by one.
 *
 * Written here rather than with the `canonicalize` package (kept as the test oracle): one pass
 * that also bounds depth and locates the bad value, where the package recurses without bound,
 * scans every string in JavaScript and throws a plain Error without a location.
 */
export function canonicalJson(value: unknown, depth = 0): string {
  const text = write(value, depth);
  if (text === undefined) throw new CanonicalJsonError('not_json', [], 'has no JSON representation');
  return text;
}

/** SHA-256 over JCS(value). */
export function jcsDigest(value: unknown): Digest {
  return sha256Digest(canonicalJson(value));
}

/**
 * JCS text of an object assembled from members that are already canonical. Lets a caller
 * canonicalize each member once and reuse it in several projections; the result equals
 * canonicalJson of the object (keys sorted by UTF-16 code units, as JCS requires).
 */
export function canonicalObjectFromMembers(members: ReadonlyMap<string, string>): string {
  const keys = [...members.keys()].sort();
  let text = '{';
  for (let i = 0; i < keys.length; i++) {
    if (i > 0) text += ',';
    text += `${keyString(keys[i]!)}:${members.get(keys[i]!)}`;
  }
  return `${text}}`;
}

/** JCS string: JSON.stringify's escaping is exactly RFC 8785's for well-formed text. */
export function canonicalString(text: string): string {
  const quoted = JSON.stringify(text);
  // JSON.stringify writes a lone surrogate as a \udXXX escape; only then is the regex needed.
  if (quoted.includes('\\ud') && LONE_SURROGATE.test(text)) {
    throw new CanonicalJsonError('lone_surrogate', [], 'contains a lone surrogate (not valid Unicode)');
  }
  return quoted;
}

/** undefined: no JSON representation (skipped in objects, null in arrays, as JSON.stringify does). */
function write(value: unknown, depth: number): string | undefined {
  switch (typeof value) {
    case 'string':
      return canonicalString(value);
    case 'number':
      if (!Number.isFinite(value)) throw new CanonicalJsonError('not_json', [], `is ${value}, which JSON cannot carry`);
      return JSON.stringify(value); // ECMAScript Number-to-String: the JCS number format
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      break;
    default:
      return undefined;
  }
  if (value === null) return 'null';
  if (depth >= MAX_JSON_DEPTH) {
    throw new CanonicalJsonError('too_deep', [], `is nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) text += ',';
      text += member(value[i], depth + 1, String(i)) ?? 'null';
    }
    return `${text}]`;
  }
  const object = value as Record<string, unknown>;
  const keys = Object.keys(object).sort();
  let text = '{';
  let first = true;
  for (const key of keys) {
    const item = member(object[key], depth + 1, key);
    if (item === undefined) continue;
    text += `${first ? '' : ','}${keyString(key)}:${item}`;
    first = false;
  }
  return `${text}}`;
}

function member(value: unknown, depth: number, segment: string): string | undefined {
  try {
    return write(value, depth);
  } catch (error) {
    throw error instanceof CanonicalJsonError ? error.within(segment) : error;
  }
}

function keyString(key: string): string {
  try {
    return canonicalString(key);
  } catch (error) {
    throw error instanceof CanonicalJsonError ? error.within(key) : error;
  }
}

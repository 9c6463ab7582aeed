import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { GateError } from '../errors.js';
import type { Digest } from './types.js';
import { pointerFrom } from '../jsonPointer.js';

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
  return printable(pointerFrom(segments));
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
 * RFC 8785 (JCS) canonical JSON of a JSON value, by the `canonicalize` package. Throws
 * CanonicalJsonError (a GateError) naming where the value is not canonicalizable: the package
 * throws a plain Error for a lone surrogate and overflows the stack on absurd nesting, without
 * saying where, so on failure `locateProblem` walks the value (bounded by MAX_JSON_DEPTH) to name
 * the place. Live snapshots never get here with either: normalization already replaced lone
 * surrogates and refused deep nesting; this guards lockfiles read from disk and direct callers.
 * `depth` is the nesting level of the value's container, for callers canonicalizing members.
 */
export function canonicalJson(value: unknown, depth = 0): string {
  let text: string | undefined;
  try {
    text = canonicalize(value);
  } catch (error) {
    locateProblem(value, depth);
    throw error;
  }
  if (text === undefined) throw new CanonicalJsonError('not_json', [], 'has no JSON representation');
  return text;
}

/** SHA-256 over JCS(value). */
export function jcsDigest(value: unknown): Digest {
  return sha256Digest(canonicalJson(value));
}

/**
 * JCS text of an object assembled from members that are already canonical (each from
 * canonicalJson / canonicalString). Lets a caller canonicalize each member once and reuse it in
 * several projections (the tool digest, the Assay cluster, the Hangar digest); the result equals
 * canonicalJson of the object: JCS sorts keys by UTF-16 code units, as Array.prototype.sort does.
 */
export function canonicalObjectFromMembers(members: ReadonlyMap<string, string>): string {
  const keys = [...members.keys()].sort();
  let text = '{';
  for (let i = 0; i < keys.length; i++) {
    if (i > 0) text += ',';
    text += `${canonicalString(keys[i]!)}:${members.get(keys[i]!)}`;
  }
  return `${text}}`;
}

/**
 * JCS text of a string: what the canonicalize package does for a string (JSON.stringify after
 * refusing lone surrogates), without a library call per object key when composing members.
 */
export function canonicalString(text: string): string {
  if (!text.isWellFormed()) throw new CanonicalJsonError('lone_surrogate', [], 'contains a lone surrogate (not valid Unicode)');
  return JSON.stringify(text);
}

/**
 * Throws the CanonicalJsonError that says where `value` cannot be canonicalized: a lone surrogate
 * in a key or string, a non-finite number, or nesting past MAX_JSON_DEPTH. Error path only.
 */
function locateProblem(value: unknown, depth: number, segments: string[] = []): void {
  const fail = (problem: CanonicalProblem, detail: string): never => {
    throw new CanonicalJsonError(problem, segments, detail);
  };
  if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) fail('lone_surrogate', 'contains a lone surrogate (not valid Unicode)');
    return;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) fail('not_json', `is ${value}, which JSON cannot carry`);
  if (typeof value !== 'object' || value === null) return;
  if (depth >= MAX_JSON_DEPTH) fail('too_deep', `is nested deeper than ${MAX_JSON_DEPTH} levels`);
  const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((item, i) => [String(i), item]) : Object.entries(value);
  for (const [key, item] of entries) {
    if (!Array.isArray(value) && LONE_SURROGATE.test(key)) {
      throw new CanonicalJsonError('lone_surrogate', [...segments, key], 'contains a lone surrogate (not valid Unicode)');
    }
    locateProblem(item, depth + 1, [...segments, key]);
  }
}

import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { Digest } from './types.js';

/** `sha256:` + 64 lowercase hex digits; the lockfile schema uses the same pattern. */
export const DIGEST_PATTERN = /^sha256:[0-9a-f]{64}$/;

/** SHA-256 of a string's UTF-8 bytes (or of raw bytes), as a `sha256:` digest. */
export function sha256Digest(data: string | Uint8Array): Digest {
  return `sha256:${createHash('sha256').update(data).digest('hex')}`;
}

/**
 * RFC 8785 (JCS) canonical JSON. Throws on values JSON cannot carry (NaN, Infinity, lone
 * surrogates, undefined at top level) because a digest over them would not be reproducible.
 */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('value has no JSON representation');
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
  return `{${keys.map((key) => `${canonicalJson(key)}:${members.get(key)}`).join(',')}}`;
}

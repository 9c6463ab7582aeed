import { hash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { JsonValue } from '../json.js';
import type { Change } from './types.js';

/** The fields a fingerprint covers: what changed and where, never severity, message or policy state. */
export type FingerprintInput = Pick<Change, 'kind' | 'rule' | 'capability' | 'pointer' | 'before' | 'after'>;

function sha256Hex(text: string): string {
  // One-shot: a fingerprint takes three digests, and a Hash object per digest costs more than the digest.
  return hash('sha256', text, 'hex');
}

/** JCS (RFC 8785) text of a JSON value. */
export function jcs(value: JsonValue): string {
  const text = canonicalize(value);
  // canonicalize returns undefined only for undefined input, which JsonValue excludes.
  if (text === undefined) throw new TypeError('value is not JSON-serializable');
  return text;
}

/** sha256 hex of JCS(value), or null when the value is absent. */
export function digestOf(value: JsonValue | undefined): string | null {
  return value === undefined ? null : sha256Hex(jcs(value));
}

/**
 * Stable id of a change: first 16 hex digits of SHA-256 over JCS of kind, rule, capability,
 * pointer and the digests of before/after. Same drift, same id, across runs and machines; any
 * difference in what changed gives a new id (so an accepted change stops matching).
 */
export function fingerprint(change: FingerprintInput): string {
  const payload: JsonValue = {
    kind: change.kind,
    rule: change.rule,
    capability: { type: change.capability.type, name: change.capability.name },
    pointer: change.pointer ?? null,
    before: digestOf(change.before),
    after: digestOf(change.after),
  };
  return sha256Hex(jcs(payload)).slice(0, 16);
}

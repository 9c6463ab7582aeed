import type { JsonObject } from '../json.js';
import type { CapabilityLists } from '../snapshot/types.js';
import { canonicalJson, jcsDigest, sha256Digest } from './digest.js';
import type { Digest, ServerFingerprintParts } from './types.js';

/** Digest of a prompt, resource or resource template: JCS of the whole raw definition. */
export function entryDigest(definition: JsonObject): Digest {
  return jcsDigest(definition);
}

/** Digest and canonical text of a definition, for callers that need both (canonicalize once). */
export function canonicalEntry(definition: JsonObject): { canonical: string; digest: Digest } {
  const canonical = canonicalJson(definition);
  return { canonical, digest: sha256Digest(canonical) };
}

/** Digest of the raw SEP `signature` result. */
export function signatureDigest(signature: CapabilityLists | JsonObject): Digest {
  return jcsDigest(signature);
}

/**
 * One digest over the server-level fields and every item digest. Versioned by a tag in the
 * hashed payload so a future change of what is covered cannot collide with this one.
 */
export function serverFingerprint(parts: ServerFingerprintParts): Digest {
  return jcsDigest({ fingerprint: 'mcp-drift-gate.server.v1', ...parts });
}

import {
  CanonicalJsonError, analyzeTool, canonicalJson, displayPointer, entryDigest, jcsDigest, serverFingerprint,
} from '../identity/index.js';
import type { Digest } from '../identity/types.js';
import type { JsonObject } from '../json.js';
import { pointerFrom } from '../jsonPointer.js';
import type { RiskAssessment } from '../risk/types.js';
import { ITEM_KEYS, lockedIdentity, lockfileFingerprint } from './build.js';
import { mismatchReason } from './verify.js';
import { LOCKFILE_SCHEMA_ID, LOCKFILE_VERSION, type LockEntry, type Lockfile, type ToolLockEntry } from './types.js';

/** A version 1 lockfile as schema/mcp.lock.schema.json describes it (already schema-valid). */
interface LockfileV1 extends Omit<Lockfile, '$schema' | 'lockfileVersion' | 'riskModel' | 'tools'> {
  tools: Record<string, JsonObject & { risk: RiskAssessment; definition: JsonObject }>;
}

/**
 * Version 1 -> version 2, in memory (the file is never rewritten; `lock` writes version 2). A v1
 * file carries no risk model version and its fingerprint covers full-definition digests, so it is
 * verified in full here, with the v1 rules, before anything is taken from it; `check` then derives
 * every live tool again (no reuse) until the server is locked anew.
 * Returns the migrated lockfile, or the first integrity problem as a JSON pointer and reason.
 */
export function migrateV1(v1: LockfileV1): { lockfile: Lockfile } | { problem: { pointer: string; reason: string } } {
  try {
    const definitionDigests: Record<string, Digest> = {};
    const tools: Record<string, ToolLockEntry> = {};
    for (const [key, entry] of Object.entries(v1.tools)) {
      const at = pointerFrom(['tools', key]);
      if (entry.definition[ITEM_KEYS.tools] !== key) return { problem: { pointer: `${at}/definition/name`, reason: 'does not match its key' } };
      // Issue 14's notes about the text are inputs to the digests, not digests: carried over as they are.
      const { risk, definition, normalized, numberLiterals, ...stored } = entry as typeof entry & Pick<ToolLockEntry, 'normalized' | 'numberLiterals'>;
      const literals = numberLiterals === undefined ? undefined : new Map(Object.entries(numberLiterals));
      const analysis = located(`${at}/definition`, () => analyzeTool(entry.definition, { literals }));
      const identity = analysis.identity as unknown as JsonObject;
      for (const field of new Set([...Object.keys(identity), ...Object.keys(stored)])) {
        const expected = identity[field];
        const actual = stored[field];
        if (expected === undefined || actual === undefined || canonicalJson(expected) !== canonicalJson(actual)) {
          return { problem: { pointer: `${at}/${field}`, reason: mismatchReason(field, stored.digest === identity.digest) } };
        }
      }
      Object.defineProperty(definitionDigests, key, { value: analysis.definitionDigest, enumerable: true });
      Object.defineProperty(tools, key, {
        value: { ...lockedIdentity(analysis.identity), risk, ...(normalized ? { normalized } : {}), ...(numberLiterals ? { numberLiterals } : {}), definition },
        enumerable: true,
      });
    }
    for (const map of ['prompts', 'resources', 'resourceTemplates'] as const) {
      for (const [key, entry] of Object.entries(v1[map]) as Array<[string, LockEntry]>) {
        const at = pointerFrom([map, key]);
        if (entry.definition[ITEM_KEYS[map]] !== key) return { problem: { pointer: `${at}/definition/${ITEM_KEYS[map]}`, reason: 'does not match its key' } };
        if (located(`${at}/definition`, () => entryDigest(entry.definition)) !== entry.digest) {
          return { problem: { pointer: `${at}/digest`, reason: 'does not match the stored definition' } };
        }
      }
    }
    if (fingerprintV1(v1, definitionDigests) !== v1.fingerprint) {
      return { problem: { pointer: '/fingerprint', reason: 'does not match the locked content' } };
    }
    const { fingerprint: _v1Fingerprint, tools: _v1Tools, ...rest } = v1 as LockfileV1 & { $schema?: string; lockfileVersion?: number };
    const unsealed: Omit<Lockfile, 'fingerprint'> = { ...rest, $schema: LOCKFILE_SCHEMA_ID, lockfileVersion: LOCKFILE_VERSION, tools };
    return { lockfile: { ...unsealed, fingerprint: lockfileFingerprint(unsealed) } };
  } catch (error) {
    if (error instanceof Uncanonical) return { problem: error.problem };
    throw error;
  }
}

/** The version 1 fingerprint: tools by the digest of their full definition and their risk. */
function fingerprintV1(lock: LockfileV1, definitionDigests: Record<string, Digest>): Digest {
  const digests = (entries: Record<string, LockEntry>) => Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, entry.digest]));
  return serverFingerprint({
    mode: lock.mode,
    server: lock.server,
    capabilities: lock.capabilities,
    ...(lock.instructions !== undefined ? { instructions: lock.instructions } : {}),
    ...(lock.signature ? { signature: lock.signature.digest } : {}),
    tools: Object.fromEntries(Object.entries(lock.tools).map(([key, entry]) => [key, jcsDigest({ definition: definitionDigests[key], risk: entry.risk })])),
    prompts: digests(lock.prompts),
    resources: digests(lock.resources),
    resourceTemplates: digests(lock.resourceTemplates),
  });
}

class Uncanonical {
  constructor(readonly problem: { pointer: string; reason: string }) {}
}

function located<T>(at: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof CanonicalJsonError)) throw error;
    const inside = error.problem === 'too_deep' || error.segments.length === 0 ? '' : displayPointer(error.segments);
    throw new Uncanonical({ pointer: `${at}${inside}`, reason: error.detail });
  }
}

import { CanonicalJsonError, analyzeTool, canonicalJson, displayPointer, entryDigest } from '../identity/index.js';
import type { NumberLiterals } from '../identity/numbers.js';
import type { Digest, ToolIdentity } from '../identity/types.js';
import type { JsonObject } from '../json.js';
import { ITEM_KEYS, builtDefinitionDigests, lockfileFingerprint } from './build.js';
import { jsonEqual } from '../json.js';
import type { LockEntry, Lockfile, ToolLockEntry } from './types.js';
import { pointerFrom } from '../jsonPointer.js';

/**
 * Checks that every stored digest still matches its stored definition and that the
 * fingerprint matches the content: the schema catches malformed data, this catches a
 * hand-edited definition or digest. Returns the first problem as a JSON pointer and reason.
 */
export function findIntegrityProblem(lock: Lockfile, reference?: Lockfile): { pointer: string; reason: string } | undefined {
  try {
    return integrityProblem(lock, reference);
  } catch (error) {
    if (error instanceof UncanonicalDefinition) return error.problem;
    throw error;
  }
}

/** A stored definition no digest can cover (lone surrogate, nesting past the limit). */
class UncanonicalDefinition {
  constructor(readonly problem: { pointer: string; reason: string }) {}
}

/**
 * `reference`: a lockfile this process built (the live server's). Digests are a function of the
 * definition alone, so for an entry whose definition is identical to the reference's, the
 * reference's digests are the ones the stored digests must equal: they are compared, not
 * recomputed. Every other entry is canonicalized and hashed again.
 */
function integrityProblem(lock: Lockfile, reference?: Lockfile): { pointer: string; reason: string } | undefined {
  const definitionDigests: Record<string, Digest> = {};
  const referenceDigests = reference === undefined ? undefined : builtDefinitionDigests(reference);
  for (const [key, entry] of Object.entries(lock.tools)) {
    const at = pointer('tools', key);
    if (entry.definition[ITEM_KEYS.tools] !== key) return { pointer: `${at}/definition/name`, reason: 'does not match its key' };
    const same = referenceDigests !== undefined && Object.hasOwn(referenceDigests, key) && Object.hasOwn(reference!.tools, key)
      ? reference!.tools[key]! : undefined;
    // Same definition and same wire number spellings (the Hangar digests depend on them, issue 14).
    const { identity, definitionDigest } = same !== undefined && jsonEqual(entry.definition, same.definition)
      && jsonEqual(entry.numberLiterals, same.numberLiterals)
      ? { identity: identityOf(same), definitionDigest: referenceDigests![key]! }
      : located(`${at}/definition`, () => analyzeTool(entry.definition, { literals: literalsOf(entry) }));
    const stored = { ...entry } as Partial<typeof entry>;
    delete stored.risk;
    delete stored.definition;
    // Notes about the text (issue 14), inputs to the digests rather than digests.
    delete stored.normalized;
    delete stored.numberLiterals;
    for (const field of new Set([...Object.keys(identity), ...Object.keys(stored)])) {
      const expected = (identity as unknown as JsonObject)[field];
      const actual = (stored as unknown as JsonObject)[field];
      if (expected === undefined || actual === undefined || canonicalJson(expected) !== canonicalJson(actual)) {
        const reason = PEER_DIGESTS.has(field) && entry.digest === identity.digest
          ? 'does not match the stored definition (peer digests are computed exactly as MCPTrust v0.1.2 and MCP Hangar >= 1.2.1 do since issue 14; a lockfile locked before that must be locked again)'
          : 'does not match the stored definition';
        return { pointer: `${at}/${field}`, reason };
      }
    }
    Object.defineProperty(definitionDigests, key, { value: definitionDigest, enumerable: true });
  }
  for (const map of ['prompts', 'resources', 'resourceTemplates'] as const) {
    for (const [key, entry] of Object.entries(lock[map])) {
      const at = pointer(map, key);
      if (entry.definition[ITEM_KEYS[map]] !== key) {
        return { pointer: `${at}/definition/${ITEM_KEYS[map]}`, reason: 'does not match its key' };
      }
      const same = reference !== undefined && Object.hasOwn(reference[map], key) ? reference[map][key]! : undefined;
      const expected = same !== undefined && jsonEqual(entry.definition, same.definition)
        ? same.digest
        : located(`${at}/definition`, () => entryDigest(entry.definition));
      if (expected !== entry.digest) {
        return { pointer: `${at}/digest`, reason: 'does not match the stored definition' };
      }
    }
  }
  for (const [map, byKey] of Object.entries(lock.duplicates ?? {}) as Array<[keyof typeof ITEM_KEYS, Record<string, LockEntry[]>]>) {
    for (const [key, entries] of Object.entries(byKey)) {
      for (const [index, entry] of entries.entries()) {
        const at = `${pointer('duplicates', map, key)}/${index}`;
        if (entry.definition[ITEM_KEYS[map]] !== key) return { pointer: `${at}/definition/${ITEM_KEYS[map]}`, reason: 'does not match its key' };
        if (located(`${at}/definition`, () => entryDigest(entry.definition)) !== entry.digest) {
          return { pointer: `${at}/digest`, reason: 'does not match the stored definition' };
        }
      }
    }
  }
  const { fingerprint, ...unsealed } = lock;
  if (lockfileFingerprint(unsealed, definitionDigests) !== fingerprint) {
    return { pointer: '/fingerprint', reason: 'does not match the locked content' };
  }
  return undefined;
}

/** Runs `check` on the value at `at`; a CanonicalJsonError gets the full pointer into the file. */
function located<T>(at: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof CanonicalJsonError)) throw error;
    // A too-deep pointer would run to hundreds of segments; the definition is named instead.
    const inside = error.problem === 'too_deep' || error.segments.length === 0 ? '' : displayPointer(error.segments);
    throw new UncanonicalDefinition({ pointer: `${at}${inside}`, reason: error.detail });
  }
}

/** RFC 6901 pointer. */
function pointer(...segments: string[]): string {
  return pointerFrom(segments);
}

/** Digests whose computation changed with issue 14 (an older lockfile differs only in these). */
const PEER_DIGESTS = new Set(['descriptionHash', 'inputSchemaHash', 'hangarDigest']);

function literalsOf(entry: ToolLockEntry): NumberLiterals | undefined {
  return entry.numberLiterals === undefined ? undefined : new Map(Object.entries(entry.numberLiterals));
}

/** The identity fields of a built tool entry (what analyzeTool derives from its definition). */
function identityOf(entry: ToolLockEntry): ToolIdentity {
  const { risk: _risk, definition: _definition, normalized: _normalized, numberLiterals: _literals, ...identity } = entry;
  return identity as ToolIdentity;
}

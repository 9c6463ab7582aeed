import { CanonicalJsonError, analyzeTool, canonicalJson, displayPointer, entryDigest } from '../identity/index.js';
import type { NumberLiterals } from '../identity/numbers.js';
import { ITEM_KEYS, lockedIdentity, lockfileFingerprint } from './build.js';
import type { LockEntry, Lockfile, ToolLockEntry } from './types.js';
import { pointerFrom } from '../jsonPointer.js';
import { jsonEqual, type JsonValue } from '../json.js';

/**
 * Checks that every stored digest still matches its stored definition and that the
 * fingerprint matches the content: the schema catches malformed data, this catches a
 * hand-edited definition or digest. Returns the first problem as a JSON pointer and reason.
 *
 * `built`: the live server's lockfile, built with `reuse` = this lockfile. Its entries that ARE
 * the locked entries (identical definitions) are not derived again: their stored digests are
 * covered by the fingerprint, which is always recomputed, so editing one still fails here unless
 * the fingerprint is forged too (`verify` and `export-pins` re-derive every digest: no `built`).
 */
export function findIntegrityProblem(lock: Lockfile, built?: Lockfile): { pointer: string; reason: string } | undefined {
  try {
    return integrityProblem(lock, built);
  } catch (error) {
    if (error instanceof UncanonicalDefinition) return error.problem;
    throw error;
  }
}

/** The fields of a tool entry derived from its definition alone (what analyzeTool recomputes). */
const DERIVED_FIELDS = ['digest', 'descriptionHash', 'inputSchemaHash', 'hangarDigest', 'toolDefinitionDigest'] as const;

/** A stored definition no digest can cover (lone surrogate, nesting past the limit). */
class UncanonicalDefinition {
  constructor(readonly problem: { pointer: string; reason: string }) {}
}

function integrityProblem(lock: Lockfile, built?: Lockfile): { pointer: string; reason: string } | undefined {
  for (const [key, entry] of Object.entries(lock.tools)) {
    const at = pointer('tools', key);
    if (entry.definition[ITEM_KEYS.tools] !== key) return { pointer: `${at}/definition/name`, reason: 'does not match its key' };
    if (built !== undefined && Object.hasOwn(built.tools, key) && built.tools[key] === entry) continue;
    const identity = lockedIdentity(located(`${at}/definition`, () => analyzeTool(entry.definition, { literals: literalsOf(entry) })).identity);
    for (const field of DERIVED_FIELDS) {
      const expected = identity[field];
      const actual = entry[field];
      if (expected === undefined ? actual !== undefined : actual === undefined || canonicalJson(expected) !== canonicalJson(actual)) {
        return { pointer: `${at}/${field}`, reason: actual === undefined ? 'is missing (the stored definition has one)' : mismatchReason(field, entry.digest === identity.digest) };
      }
    }
  }
  for (const map of ['prompts', 'resources', 'resourceTemplates'] as const) {
    for (const [key, entry] of Object.entries(lock[map])) {
      const at = pointer(map, key);
      if (entry.definition[ITEM_KEYS[map]] !== key) {
        return { pointer: `${at}/definition/${ITEM_KEYS[map]}`, reason: 'does not match its key' };
      }
      if (built !== undefined && Object.hasOwn(built[map], key) && built[map][key] === entry) continue;
      if (located(`${at}/definition`, () => entryDigest(entry.definition)) !== entry.digest) {
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
  // Built from the same content (every entry shared, the rest equal), the live fingerprint IS the
  // locked content's: compare with it instead of hashing everything a second time.
  const recomputed = built !== undefined && sameFingerprintedContent(lock, built) ? built.fingerprint : located('', () => lockfileFingerprint(unsealed));
  if (recomputed !== fingerprint) {
    return { pointer: '/fingerprint', reason: 'does not match the locked content' };
  }
  return undefined;
}

/**
 * Whether `lock` and `built` have the same content for lockfileFingerprint: every entry map holds
 * the same keys with the very same entry objects (reused), and every other member it covers is equal.
 */
function sameFingerprintedContent(lock: Lockfile, built: Lockfile): boolean {
  const sharedEntries = (a: Record<string, object>, b: Record<string, object>): boolean => {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
  };
  return lock.mode === built.mode
    && lock.instructions === built.instructions
    && lock.signature?.digest === built.signature?.digest
    && jsonEqual(lock.server, built.server)
    && jsonEqual(lock.capabilities, built.capabilities)
    && jsonEqual(lock.duplicates as JsonValue | undefined, built.duplicates as JsonValue | undefined)
    && sharedEntries(lock.tools, built.tools)
    && sharedEntries(lock.prompts, built.prompts)
    && sharedEntries(lock.resources, built.resources)
    && sharedEntries(lock.resourceTemplates, built.resourceTemplates);
}

/** Runs `check` on the value at `at`; a CanonicalJsonError gets the full pointer into the file. */
function located<T>(at: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof CanonicalJsonError)) throw error;
    // A too-deep pointer would run to hundreds of segments; the definition is named instead.
    const inside = error.problem === 'too_deep' || error.segments.length === 0 ? '' : displayPointer(error.segments);
    throw new UncanonicalDefinition({ pointer: `${at}${inside}` || '/', reason: error.detail });
  }
}

/** RFC 6901 pointer. */
function pointer(...segments: string[]): string {
  return pointerFrom(segments);
}

/** Digests whose computation changed with issue 14 (an older lockfile differs only in these). */
const PEER_DIGESTS = new Set<string>(['descriptionHash', 'inputSchemaHash', 'hangarDigest']);

export function mismatchReason(field: string, sameDigest: boolean): string {
  return PEER_DIGESTS.has(field) && sameDigest
    ? 'does not match the stored definition (peer digests are computed exactly as MCPTrust v0.1.2 and MCP Hangar >= 1.2.1 do since issue 14; a lockfile locked before that must be locked again)'
    : 'does not match the stored definition';
}

function literalsOf(entry: ToolLockEntry): NumberLiterals | undefined {
  return entry.numberLiterals === undefined ? undefined : new Map(Object.entries(entry.numberLiterals));
}

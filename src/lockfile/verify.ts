import { CanonicalJsonError, analyzeTool, canonicalJson, displayPointer, entryDigest } from '../identity/index.js';
import type { NumberLiterals } from '../identity/numbers.js';
import { ITEM_KEYS, lockedIdentity, lockfileFingerprint } from './build.js';
import type { LockEntry, Lockfile, ToolLockEntry } from './types.js';
import { pointerFrom } from '../jsonPointer.js';
import { jsonEqual, type JsonObject, type JsonValue } from '../json.js';
import type { RiskAssessment } from '../risk/types.js';

/**
 * Checks that every stored digest still matches its stored definition and that the
 * fingerprint matches the content: the schema catches malformed data, this catches a
 * hand-edited definition or digest. Returns the first problem as a JSON pointer and reason.
 * Run on every read of a file that is not sealed as `lock` wrote it, and by `verify` and
 * `export-pins` on every file.
 */
export function findIntegrityProblem(lock: Lockfile, options: IntegrityOptions = {}): { pointer: string; reason: string } | undefined {
  try {
    return integrityProblem(lock, options.riskModel !== undefined && options.riskModel.version === lock.riskModel ? options.riskModel : undefined);
  } catch (error) {
    if (error instanceof UncanonicalDefinition) return error.problem;
    throw error;
  }
}

export interface IntegrityOptions {
  /**
   * The risk model in use (injected: this stage depends on none). A lockfile that says it was
   * assessed by this version has every tool's stored risk derived again and compared: `check`
   * takes a locked risk as it is for every unchanged tool. A lockfile of another version has its
   * risks ignored (check never reuses them), so they are not checked.
   */
  riskModel?: RiskModelCheck;
}

export interface RiskModelCheck {
  version: string;
  assess: (tool: JsonObject) => RiskAssessment;
}

/** The fields of a tool entry derived from its definition alone (what analyzeTool recomputes). */
const DERIVED_FIELDS = ['digest', 'descriptionHash', 'inputSchemaHash', 'hangarDigest', 'toolDefinitionDigest'] as const;

/** A stored definition no digest can cover (lone surrogate, nesting past the limit). */
class UncanonicalDefinition {
  constructor(readonly problem: { pointer: string; reason: string }) {}
}

function integrityProblem(lock: Lockfile, riskModel: RiskModelCheck | undefined): { pointer: string; reason: string } | undefined {
  for (const [key, entry] of Object.entries(lock.tools)) {
    const at = pointer('tools', key);
    if (entry.definition[ITEM_KEYS.tools] !== key) return { pointer: `${at}/definition/name`, reason: 'does not match its key' };
    const analysis = located(`${at}/definition`, () => analyzeTool(entry.definition, { literals: literalsOf(entry) }));
    const identity = lockedIdentity(analysis.identity);
    for (const field of DERIVED_FIELDS) {
      const expected = identity[field];
      const actual = entry[field];
      if (expected === undefined ? actual !== undefined : actual === undefined || canonicalJson(expected) !== canonicalJson(actual)) {
        return { pointer: `${at}/${field}`, reason: actual === undefined ? 'is missing (the stored definition has one)' : mismatchReason(field, entry.digest === identity.digest) };
      }
    }
    // Assessed as `lock` assessed it: the definition in canonical key order (the risk model may
    // depend on the order of a schema's properties; the file's order is not part of its content).
    if (riskModel !== undefined) {
      const assessed = riskModel.assess(JSON.parse(analysis.canonicalDefinition) as JsonObject);
      if (!jsonEqual(entry.risk as unknown as JsonValue, assessed as unknown as JsonValue)) {
        return { pointer: `${at}/risk`, reason: `does not match what risk model ${riskModel.version} infers from the stored definition` };
      }
    }
  }
  for (const map of ['prompts', 'resources', 'resourceTemplates'] as const) {
    for (const [key, entry] of Object.entries(lock[map])) {
      const at = pointer(map, key);
      if (entry.definition[ITEM_KEYS[map]] !== key) {
        return { pointer: `${at}/definition/${ITEM_KEYS[map]}`, reason: 'does not match its key' };
      }
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
  if (located('', () => lockfileFingerprint(unsealed)) !== fingerprint) {
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

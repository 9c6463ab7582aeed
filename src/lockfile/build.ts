import { GateError } from '../errors.js';
import {
  CanonicalJsonError, MAX_JSON_DEPTH, analyzeTool, canonicalEntry, canonicalJson, displayPointer, jcsDigest, numberLiteralsOf,
  numberLiteralsRecord, printable, serverFingerprint, signatureDigest,
} from '../identity/index.js';
import { normalizedPointers } from '../snapshot/normalize.js';
import type { Digest } from '../identity/types.js';
import type { JsonObject } from '../json.js';
import type { RiskAssessment } from '../risk/types.js';
import type { CapabilityLists, Snapshot } from '../snapshot/types.js';
import { LOCKFILE_SCHEMA_ID, LOCKFILE_VERSION, type DuplicateDefinitions, type LockEntry, type Lockfile, type ToolLockEntry } from './types.js';

export interface BuildLockfileOptions {
  generatorVersion: string;
  /** Injected so the lockfile stage does not depend on a particular risk model. */
  assessRisk: (tool: JsonObject) => RiskAssessment;
}

/** The key each list is locked under. */
export const ITEM_KEYS = { tools: 'name', prompts: 'name', resources: 'uri', resourceTemplates: 'uriTemplate' } as const;

/**
 * Snapshot -> Lockfile. Pure and deterministic: nothing run-dependent is stored, item order in
 * the snapshot does not matter, and definitions are copies in canonical (JCS) key order.
 */
export function buildLockfile(snapshot: Snapshot, opts: BuildLockfileOptions): Lockfile {
  const items = lockedItems(snapshot);
  const digestPairs: Array<[string, Digest]> = [];
  const tools = buildMap(items.tools, ITEM_KEYS.tools, (tool, key) => {
    const analysis = canonicalizing(`tool ${quote(key)}`, () => analyzeTool(tool));
    return { canonical: analysis.canonicalDefinition, sortKey: analysis.definitionDigest, analysis, tool };
  }, (key, { analysis, tool }, canonical): ToolLockEntry => {
    // One parse gives the copy in canonical key order; the risk model only reads it, so the
    // entry can share it.
    const definition = JSON.parse(canonical) as JsonObject;
    const risk = opts.assessRisk(definition);
    digestPairs.push([key, analysis.definitionDigest]);
    const numberLiterals = numberLiteralsRecord(numberLiteralsOf(tool));
    return { ...analysis.identity, risk, definition, ...normalizedNote(tool), ...(numberLiterals ? { numberLiterals } : {}) };
  });

  // fromEntries defines own properties: a tool named `__proto__` stays a plain key.
  const definitionDigests: Record<string, Digest> = Object.fromEntries(digestPairs);
  const prompts = buildEntries(items.prompts, ITEM_KEYS.prompts, 'prompt');
  const resources = buildEntries(items.resources, ITEM_KEYS.resources, 'resource');
  const resourceTemplates = buildEntries(items.resourceTemplates, ITEM_KEYS.resourceTemplates, 'resource template');

  const info = canonicalizing('serverInfo', () => sortedCopy(snapshot.serverInfo));
  const server: Lockfile['server'] = {
    name: typeof info.name === 'string' ? info.name : '',
    ...(typeof info.version === 'string' ? { version: info.version } : {}),
    protocolVersion: snapshot.protocolVersion,
    info,
  };
  const capabilities = canonicalizing('capabilities', () => sortedCopy(snapshot.capabilities));
  const signature = snapshot.mode === 'signature'
    ? { digest: canonicalizing('signature result', () => signatureDigest(snapshot.signature!)) }
    : undefined;
  if (snapshot.instructions !== undefined) canonicalizing('instructions', () => canonicalJson(snapshot.instructions));

  const unsealed: Omit<Lockfile, 'fingerprint'> = {
    $schema: LOCKFILE_SCHEMA_ID,
    lockfileVersion: LOCKFILE_VERSION,
    generator: { name: 'mcp-drift-gate', version: opts.generatorVersion },
    mode: snapshot.mode,
    server,
    capabilities,
    ...(snapshot.instructions !== undefined ? { instructions: snapshot.instructions } : {}),
    ...(signature ? { signature } : {}),
    tools,
    prompts,
    resources,
    resourceTemplates,
    ...(snapshot.duplicates ? { duplicates: buildDuplicates(snapshot.duplicates) } : {}),
  };
  const lock: Lockfile = { ...unsealed, fingerprint: lockfileFingerprint(unsealed, definitionDigests) };
  BUILT_DEFINITION_DIGESTS.set(lock, definitionDigests);
  return lock;
}

/**
 * Full-definition digests of the tools of a lockfile this process built (not stored in the file:
 * the fingerprint covers them). Lets the integrity check of a lockfile read from disk reuse them
 * for definitions identical to a freshly built one instead of canonicalizing them again.
 */
const BUILT_DEFINITION_DIGESTS = new WeakMap<Lockfile, Record<string, Digest>>();

export function builtDefinitionDigests(lock: Lockfile): Record<string, Digest> | undefined {
  return BUILT_DEFINITION_DIGESTS.get(lock);
}

/**
 * The fingerprint of a lockfile's content. Tools count by the digest of their FULL definition
 * (vendor fields included) and their risk, since a risk change is drift too; `definitionDigests`
 * maps tool keys to those full-definition digests (analyzeTool().definitionDigest).
 */
export function lockfileFingerprint(
  lock: Omit<Lockfile, 'fingerprint'>,
  definitionDigests: Record<string, Digest>,
): Digest {
  const tools: Record<string, Digest> = Object.fromEntries(Object.entries(lock.tools).map(([key, entry]) => {
    const definition = Object.hasOwn(definitionDigests, key) ? definitionDigests[key] : undefined;
    if (definition === undefined) throw new Error(`no definition digest for tool ${JSON.stringify(key)}`);
    return [key, jcsDigest({ definition, risk: entry.risk })];
  }));
  return serverFingerprint({
    mode: lock.mode,
    server: lock.server,
    capabilities: lock.capabilities,
    ...(lock.instructions !== undefined ? { instructions: lock.instructions } : {}),
    ...(lock.signature ? { signature: lock.signature.digest } : {}),
    tools,
    prompts: digestsOf(lock.prompts),
    resources: digestsOf(lock.resources),
    resourceTemplates: digestsOf(lock.resourceTemplates),
    ...(lock.duplicates ? { duplicates: duplicateDigests(lock.duplicates) } : {}),
  });
}

/** Every definition under each duplicated key, canonical and sorted by digest (list order does not matter). */
function buildDuplicates(lists: CapabilityLists): DuplicateDefinitions {
  const out: DuplicateDefinitions = {};
  for (const field of ['tools', 'prompts', 'resources', 'resourceTemplates'] as const) {
    const byKey = new Map<string, Array<{ canonical: string; digest: Digest }>>();
    for (const item of lists[field]) {
      const key = item[ITEM_KEYS[field]];
      if (typeof key !== 'string' || key === '') continue;
      const entry = canonicalizing(`${field} ${quote(key)}`, () => canonicalEntry(item));
      byKey.set(key, [...(byKey.get(key) ?? []), entry]);
    }
    if (byKey.size === 0) continue;
    out[field] = Object.fromEntries([...byKey.keys()].sort().map((key) => [
      key,
      byKey.get(key)!
        .sort((a, b) => (a.digest < b.digest ? -1 : a.digest > b.digest ? 1 : 0))
        .map(({ canonical, digest }) => ({ digest, definition: JSON.parse(canonical) as JsonObject })),
    ]));
  }
  return out;
}

function duplicateDigests(duplicates: DuplicateDefinitions): Record<string, Record<string, Digest[]>> {
  return Object.fromEntries(Object.entries(duplicates).map(([field, byKey]) => [
    field,
    Object.fromEntries(Object.entries(byKey).map(([key, entries]) => [key, entries.map((entry) => entry.digest)])),
  ]));
}

/** In signature mode the signature is the locked universe; otherwise what the lists returned. */
function lockedItems(snapshot: Snapshot): CapabilityLists {
  if (snapshot.mode !== 'signature') return snapshot.listed;
  if (!snapshot.signature) {
    throw new GateError('protocol_error', 'snapshot is in signature mode but carries no signature result');
  }
  return snapshot.signature;
}

function buildEntries(items: JsonObject[], keyField: string, label: string): Record<string, LockEntry> {
  return buildMap(
    items,
    keyField,
    (item, key) => {
      const { canonical, digest } = canonicalizing(`${label} ${quote(key)}`, () => canonicalEntry(item));
      return { canonical, sortKey: digest, digest, item };
    },
    (_key, { digest, item }, canonical) => ({ digest, definition: JSON.parse(canonical) as JsonObject, ...normalizedNote(item) }),
  );
}

/**
 * Keys items by `keyField`, skipping items without a non-empty string key (the snapshot stage
 * reports those). Two items under one key is a spec violation the snapshot stage reports too;
 * here the one with the smallest digest wins so the result does not depend on list order.
 */
function buildMap<A extends { canonical: string; sortKey: string }, E>(
  items: JsonObject[],
  keyField: string,
  analyze: (item: JsonObject, key: string) => A,
  toEntry: (key: string, analysis: A, canonical: string) => E,
): Record<string, E> {
  const chosen = new Map<string, A>();
  for (const item of items) {
    const key = item[keyField];
    if (typeof key !== 'string' || key === '') continue;
    const analysis = analyze(item, key);
    const previous = chosen.get(key);
    if (!previous || analysis.sortKey < previous.sortKey) chosen.set(key, analysis);
  }
  // fromEntries defines own properties: a key `__proto__` stays a plain key.
  return Object.fromEntries([...chosen.keys()].sort().map((key) => {
    const analysis = chosen.get(key)!;
    return [key, toEntry(key, analysis, analysis.canonical)];
  }));
}

function digestsOf(entries: Record<string, LockEntry>): Record<string, Digest> {
  return Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, entry.digest]));
}

/**
 * Issue 14: `normalized` when the snapshot replaced machine values in the item's text (the peer
 * digests are then over placeholders; see LockEntry.normalized).
 */
function normalizedNote(item: JsonObject): { normalized?: string[] } {
  const pointers = normalizedPointers(item);
  return pointers.length > 0 ? { normalized: [...pointers] } : {};
}

/** A deep copy with keys in JCS order (integer-like keys aside: JS objects always list them first). */
function sortedCopy(value: JsonObject): JsonObject {
  return JSON.parse(canonicalEntry(value).canonical) as JsonObject;
}

/**
 * Runs a canonicalization of what `subject` names (`tool "x"`, `serverInfo`...) and turns a value
 * JCS cannot carry into a GateError naming it: the server sent something no lockfile can hold.
 */
function canonicalizing<T>(subject: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof CanonicalJsonError)) throw error;
    const [field = '(root)', ...rest] = error.segments;
    const where = rest.length === 0 || error.problem === 'too_deep' ? printable(field) : `${printable(field)} at ${displayPointer(rest)}`;
    const reason = {
      lone_surrogate: 'contains a lone surrogate (not valid Unicode), cannot canonicalize',
      too_deep: `is nested deeper than ${MAX_JSON_DEPTH} levels (the gate's limit; no real schema comes close), cannot canonicalize`,
      not_json: `${error.detail}, cannot canonicalize`,
    }[error.problem];
    throw new GateError('protocol_error', `${subject}: ${where} ${reason}`, { cause: error });
  }
}

/** A name for a message: quoted, lone surrogates shown as \uXXXX. */
function quote(name: string): string {
  return `"${printable(name)}"`;
}

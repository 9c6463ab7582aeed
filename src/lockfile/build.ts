import { createHash } from 'node:crypto';
import { GateError } from '../errors.js';
import {
  CanonicalJsonError, IDENTITY_FIELDS, MAX_JSON_DEPTH, analyzeTool, canonicalEntry, canonicalJson, canonicalObjectFromMembers,
  canonicalString, displayPointer, numberLiteralsOf, numberLiteralsRecord, printable, signatureDigest,
} from '../identity/index.js';
import { normalizedPointers } from '../snapshot/normalize.js';
import type { Digest, ToolIdentity } from '../identity/types.js';
import { jsonEqual, type JsonObject, type JsonValue } from '../json.js';
import type { RiskAssessment } from '../risk/types.js';
import type { CapabilityLists, Snapshot } from '../snapshot/types.js';
import { LOCKFILE_SCHEMA_ID, LOCKFILE_VERSION, type DuplicateDefinitions, type LockEntry, type LockSource, type Lockfile, type ToolLockEntry } from './types.js';

export interface BuildLockfileOptions {
  generatorVersion: string;
  /** Injected so the lockfile stage does not depend on a particular risk model. */
  assessRisk: (tool: JsonObject) => RiskAssessment;
  /**
   * Version of `assessRisk`, recorded in the lockfile (see Lockfile.riskModel); without one the
   * file records `unversioned` and no locked risk is ever reused.
   */
  riskModel?: string;
  /**
   * A lockfile read from disk (`check`): an item whose definition is identical to the locked one
   * gets the locked entry itself after one comparison, instead of canonicalizing, hashing and
   * assessing it again (tools only when the lockfile's risk model is `riskModel`), and when every
   * entry was taken and the rest is equal, the lockfile's fingerprint is the result's. Its stored
   * digests, risks and fingerprint are trusted: pass only a lockfile sealed as `lock` wrote it or
   * verified in full on read (see readLockfile).
   */
  reuse?: Lockfile;
  /** Where the server's code came from (issue 24); recorded as is. */
  source?: LockSource;
}

const UNVERSIONED_RISK_MODEL = 'unversioned';

/** The key each list is locked under. */
export const ITEM_KEYS = { tools: 'name', prompts: 'name', resources: 'uri', resourceTemplates: 'uriTemplate' } as const;

/**
 * Snapshot -> Lockfile. Pure and deterministic: nothing run-dependent is stored, item order in
 * the snapshot does not matter, and definitions are copies in canonical (JCS) key order.
 */
export function buildLockfile(snapshot: Snapshot, opts: BuildLockfileOptions): Lockfile {
  const items = lockedItems(snapshot);
  const reuse = opts.reuse;
  const reusableTools = reuse !== undefined && opts.riskModel !== undefined && reuse.riskModel === opts.riskModel ? reuse.tools : undefined;
  const tools = buildMap(items.tools, ITEM_KEYS.tools, reusableTools, (tool, key) => {
    const analysis = canonicalizing(`tool ${quote(key)}`, () => analyzeTool(tool));
    // Equal digests can still differ in the notes an entry keeps (number spellings, normalized
    // text): they break the tie, so which duplicate is locked never depends on list order.
    const notes = JSON.stringify([numberLiteralsRecord(numberLiteralsOf(tool)) ?? null, normalizedPointers(tool)]);
    return { canonical: analysis.canonicalDefinition, sortKey: `${analysis.definitionDigest}\u0000${notes}`, analysis, tool };
  }, (_key, { analysis, tool }, canonical): ToolLockEntry => {
    // One parse gives the copy in canonical key order; the risk model only reads it, so the
    // entry can share it.
    const definition = JSON.parse(canonical) as JsonObject;
    const numberLiterals = numberLiteralsRecord(numberLiteralsOf(tool));
    return {
      ...lockedIdentity(analysis.identity), risk: opts.assessRisk(definition), definition,
      ...normalizedNote(tool), ...(numberLiterals ? { numberLiterals } : {}),
    };
  });

  const prompts = buildEntries(items.prompts, ITEM_KEYS.prompts, 'prompt', reuse?.prompts);
  const resources = buildEntries(items.resources, ITEM_KEYS.resources, 'resource', reuse?.resources);
  const resourceTemplates = buildEntries(items.resourceTemplates, ITEM_KEYS.resourceTemplates, 'resource template', reuse?.resourceTemplates);

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
    riskModel: opts.riskModel ?? UNVERSIONED_RISK_MODEL,
    mode: snapshot.mode,
    server,
    ...(opts.source !== undefined ? { source: { ...opts.source } } : {}),
    capabilities,
    ...(snapshot.instructions !== undefined ? { instructions: snapshot.instructions } : {}),
    ...(signature ? { signature } : {}),
    tools,
    prompts,
    resources,
    resourceTemplates,
    ...(snapshot.duplicates ? { duplicates: buildDuplicates(snapshot.duplicates) } : {}),
  };
  // Nothing drifted: the same content has the same fingerprint, with nothing hashed again.
  if (reuse !== undefined && sameFingerprintedContent(unsealed, reuse)) return { ...unsealed, fingerprint: reuse.fingerprint };
  return withDeferredFingerprint(unsealed);
}

/**
 * The lockfile with its fingerprint computed on first read (then kept). `check` with drift reads
 * it only under --exact: hashing every entry of a 10,000-tool server (~110 ms) for a value nobody
 * reads is not worth it; `lock` reads it when it writes the file, which is the same hash as before.
 */
function withDeferredFingerprint(unsealed: Omit<Lockfile, 'fingerprint'>): Lockfile {
  const deferred: { fingerprint?: Digest } = {};
  const lock = { ...unsealed } as Lockfile;
  Object.defineProperty(lock, 'fingerprint', {
    enumerable: true,
    configurable: true,
    get: () => (deferred.fingerprint ??= lockfileFingerprint(unsealed)),
  });
  DEFERRED_FINGERPRINTS.set(lock, deferred);
  return lock;
}

const DEFERRED_FINGERPRINTS = new WeakMap<Lockfile, { fingerprint?: Digest }>();

/**
 * The fingerprint if it is at hand without hashing: undefined for a built lockfile whose deferred
 * fingerprint was never read. For shortcuts only (a caller that needs it reads `fingerprint`).
 */
export function fingerprintAtHand(lock: Lockfile): Digest | undefined {
  const deferred = DEFERRED_FINGERPRINTS.get(lock);
  return deferred === undefined ? lock.fingerprint : deferred.fingerprint;
}

/**
 * Whether `built` and `locked` have the same content for lockfileFingerprint: every entry map holds
 * the same keys with the very same entry objects (reused), and every other member it covers is equal.
 */
function sameFingerprintedContent(built: Omit<Lockfile, 'fingerprint'>, locked: Lockfile): boolean {
  const sharedEntries = (a: Record<string, object>, b: Record<string, object>): boolean => {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
  };
  return built.mode === locked.mode
    && built.instructions === locked.instructions
    && built.signature?.digest === locked.signature?.digest
    && jsonEqual(built.server, locked.server)
    && jsonEqual(built.capabilities, locked.capabilities)
    && jsonEqual(built.duplicates as JsonValue | undefined, locked.duplicates as JsonValue | undefined)
    && sharedEntries(built.tools, locked.tools)
    && sharedEntries(built.prompts, locked.prompts)
    && sharedEntries(built.resources, locked.resources)
    && sharedEntries(built.resourceTemplates, locked.resourceTemplates);
}

/** The digests of a ToolIdentity as a tool entry stores them (the Assay cluster by its digest). */
export function lockedIdentity(identity: ToolIdentity): Omit<ToolLockEntry, 'risk' | 'definition'> {
  const { toolDefinition, ...digests } = identity;
  return { ...digests, ...(toolDefinition !== undefined ? { toolDefinitionDigest: toolDefinition.tool_definition_digest } : {}) };
}

/**
 * The fingerprint of a lockfile's content (version 2): SHA-256 of the JCS of {fingerprint:
 * "mcp-drift-gate.server.v2", mode, server, capabilities, instructions?, signature?, tools,
 * prompts, resources, resourceTemplates}, where each tool is {every stored digest, risk,
 * uncovered: the definition members no digest covers (`_meta`, vendor fields...)} and every other
 * item its digest. Equal fingerprints mean nothing to diff, and a stored digest edited by hand
 * changes it. No definition is canonicalized whole; the text of a tool is composed once per entry
 * object (a reused entry is shared by the locked and the live lockfile) and all of it is hashed once.
 */
export function lockfileFingerprint(lock: Omit<Lockfile, 'fingerprint'>): Digest {
  const members = new Map<string, string | null>([
    ['fingerprint', canonicalString('mcp-drift-gate.server.v2')],
    ['mode', canonicalString(lock.mode)],
    ['server', canonicalJson(lock.server)],
    ['capabilities', canonicalJson(lock.capabilities)],
    ['tools', null], // streamed below: the largest member by far
    ['prompts', canonicalJson(digestsOf(lock.prompts))],
    ['resources', canonicalJson(digestsOf(lock.resources))],
    ['resourceTemplates', canonicalJson(digestsOf(lock.resourceTemplates))],
  ]);
  if (lock.instructions !== undefined) members.set('instructions', canonicalString(lock.instructions));
  if (lock.signature) members.set('signature', canonicalString(lock.signature.digest));
  if (lock.duplicates) members.set('duplicates', canonicalJson(duplicateDigests(lock.duplicates)));
  // The JCS text, fed to the hash piece by piece (members in UTF-16 code unit order, as
  // canonicalObjectFromMembers writes them) instead of being joined into one large string.
  const hash = createHash('sha256');
  let separator = '{';
  for (const key of [...members.keys()].sort()) {
    hash.update(`${separator}${canonicalString(key)}:`);
    separator = ',';
    const text = members.get(key);
    if (text !== null && text !== undefined) {
      hash.update(text);
      continue;
    }
    // Pieces are batched into one update per ~1 MiB: one call per tool costs more than the hashing.
    let open = '{';
    let batch = '';
    for (const name of Object.keys(lock.tools).sort()) {
      batch += `${open}${canonicalString(name)}:${toolFingerprintText(lock.tools[name]!)}`;
      open = ',';
      if (batch.length >= HASH_BATCH) {
        hash.update(batch);
        batch = '';
      }
    }
    hash.update(batch + (open === '{' ? '{}' : '}'));
  }
  hash.update('}');
  return `sha256:${hash.digest('hex')}`;
}

const HASH_BATCH = 1 << 20;

/**
 * Per entry object: a reused entry is shared by the locked and the live lockfile. Entries are
 * values: nothing edits one after it was built or read (an edit would not be seen here).
 */
const TOOL_FINGERPRINT_TEXTS = new WeakMap<ToolLockEntry, string>();

/** The stored digests of a tool entry: `sha256:<hex>` (schema-checked, or built here), so JSON.stringify is their JCS. */
const DIGEST_FIELDS = new Set(['digest', 'descriptionHash', 'inputSchemaHash', 'hangarDigest', 'toolDefinitionDigest']);
const DIGEST_LENGTH = 'sha256:'.length + 64;

function toolFingerprintText(entry: ToolLockEntry): string {
  let text = TOOL_FINGERPRINT_TEXTS.get(entry);
  if (text === undefined) {
    text = composeToolFingerprintText(entry, uncoveredText(entry.definition));
    TOOL_FINGERPRINT_TEXTS.set(entry, text);
  }
  return text;
}

/** The members of a tool's fingerprint text, in JCS (UTF-16) order: the entry's fields, `uncovered` for the definition. */
const TOOL_FINGERPRINT_MEMBERS = [...DIGEST_FIELDS, 'risk', 'normalized', 'numberLiterals', 'uncovered'].sort();
const TOOL_ENTRY_FIELDS = new Set([...TOOL_FINGERPRINT_MEMBERS, 'definition']);

/**
 * JCS of {every stored field but the definition, uncovered}. An entry with only the known fields
 * (every entry lock writes) is composed in the fixed order above, with no map or sort per entry;
 * anything else goes through the general composer.
 */
function composeToolFingerprintText(entry: ToolLockEntry, uncovered: string): string {
  const fields = entry as unknown as Record<string, unknown>;
  const keys = Object.keys(fields);
  if (!keys.every((key) => TOOL_ENTRY_FIELDS.has(key))) {
    const members = new Map<string, string>([['uncovered', uncovered]]);
    for (const key of keys) {
      if (key !== 'definition' && fields[key] !== undefined) members.set(key, memberText(key, fields[key]));
    }
    return canonicalObjectFromMembers(members);
  }
  let text = '';
  for (const key of TOOL_FINGERPRINT_MEMBERS) {
    const member = key === 'uncovered' ? uncovered : fields[key] === undefined ? undefined : memberText(key, fields[key]);
    if (member !== undefined) text += `${text === '' ? '{' : ','}"${key}":${member}`;
  }
  return `${text}}`;
}

function memberText(key: string, value: unknown): string {
  // A digest field is `sha256:` + 64 hex digits (schema-checked on read, built here), whose JCS
  // is the string in quotes; the length and prefix suffice to take that path (no regex per field).
  if (DIGEST_FIELDS.has(key) && typeof value === 'string' && value.length === DIGEST_LENGTH && value.startsWith('sha256:')) return `"${value}"`;
  return key === 'risk' ? canonicalRisk(value as RiskAssessment) : canonicalJson(value as JsonValue);
}

/** JCS of the definition members no digest covers (`_meta`, vendor fields...); `{}` when none. */
function uncoveredText(definition: JsonObject): string {
  let uncovered: Map<string, string> | undefined;
  for (const key of Object.keys(definition)) {
    if (!(IDENTITY_FIELDS as readonly string[]).includes(key) && definition[key] !== undefined) {
      (uncovered ??= new Map()).set(key, canonicalJson(definition[key], 1));
    }
  }
  return uncovered === undefined ? '{}' : canonicalObjectFromMembers(uncovered);
}

/** JCS of a risk assessment; composed by hand for the usual shape, the canonicalizer otherwise. */
function canonicalRisk(risk: RiskAssessment): string {
  const keys = Object.keys(risk);
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  if (keys.length !== 3 || typeof risk.level !== 'string' || !strings(risk.categories) || !strings(risk.reasons)) return canonicalJson(risk);
  const list = (items: readonly string[]) => `[${items.map(canonicalString).join(',')}]`;
  return `{"categories":${list(risk.categories)},"level":${canonicalString(risk.level)},"reasons":${list(risk.reasons)}}`;
}

/** In signature mode the signature is the locked universe; otherwise what the lists returned. */
function lockedItems(snapshot: Snapshot): CapabilityLists {
  if (snapshot.mode !== 'signature') return snapshot.listed;
  if (!snapshot.signature) {
    throw new GateError('protocol_error', 'snapshot is in signature mode but carries no signature result');
  }
  return snapshot.signature;
}

function buildEntries(items: JsonObject[], keyField: string, label: string, reuse: Record<string, LockEntry> | undefined): Record<string, LockEntry> {
  return buildMap(
    items,
    keyField,
    reuse,
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
 * An item alone under its key whose definition equals the entry `reuse` holds there takes that
 * entry as it is.
 */
function buildMap<A extends { canonical: string; sortKey: string }, E extends LockEntry>(
  items: JsonObject[],
  keyField: string,
  reuse: Record<string, E> | undefined,
  analyze: (item: JsonObject, key: string) => A,
  toEntry: (key: string, analysis: A, canonical: string) => E,
): Record<string, E> {
  const byKey = new Map<string, JsonObject[]>();
  for (const item of items) {
    const key = item[keyField];
    if (typeof key !== 'string' || key === '') continue;
    const same = byKey.get(key);
    if (same === undefined) byKey.set(key, [item]);
    else same.push(item);
  }
  // fromEntries defines own properties: a key `__proto__` stays a plain key.
  return Object.fromEntries([...byKey.keys()].sort().map((key) => {
    const candidates = byKey.get(key)!;
    const locked = reuse !== undefined && candidates.length === 1 && Object.hasOwn(reuse, key) ? reuse[key]! : undefined;
    if (locked !== undefined && jsonEqual(candidates[0], locked.definition) && sameTextNotes(candidates[0]!, locked)) return [key, locked];
    let chosen: A | undefined;
    for (const item of candidates) {
      const analysis = analyze(item, key);
      if (chosen === undefined || analysis.sortKey < chosen.sortKey) chosen = analysis;
    }
    return [key, toEntry(key, chosen!, chosen!.canonical)];
  }));
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

/**
 * Issue 14: `normalized` when the snapshot replaced machine values in the item's text (the peer
 * digests are then over placeholders; see LockEntry.normalized).
 */
function normalizedNote(item: JsonObject): { normalized?: string[] } {
  const pointers = normalizedPointers(item);
  return pointers.length > 0 ? { normalized: [...pointers] } : {};
}

/**
 * A locked entry is reused only when the notes about its text match too: the same normalized
 * strings and (tools) the same wire number spellings, on which the peer digests depend (issue 14).
 */
function sameTextNotes(item: JsonObject, locked: LockEntry): boolean {
  const literals = numberLiteralsRecord(numberLiteralsOf(item));
  return jsonEqual(normalizedNote(item).normalized, locked.normalized)
    && jsonEqual(literals, (locked as Partial<ToolLockEntry>).numberLiterals);
}

function digestsOf(entries: Record<string, LockEntry>): Record<string, Digest> {
  return Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, entry.digest]));
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

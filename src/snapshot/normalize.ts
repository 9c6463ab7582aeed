import { GateError } from '../errors.js';
import { MAX_JSON_DEPTH, attachNumberLiterals, displayPointer, numberLiteralsOf, printable } from '../identity/index.js';
import type { JsonObject, JsonValue } from '../json.js';
import { pointerFrom } from '../jsonPointer.js';
import { LIST_SPECS, itemKey, quote, type ListSpec } from './lists.js';
import type { CapabilityLists, NormalizationEnv, Snapshot, SnapshotFinding } from './types.js';
import { escapeRegExp } from '../regexp.js';

/**
 * Normalization of machine-identifying text, so the same server locks to the same bytes on a
 * laptop and in CI. Only values that identify THIS machine are replaced; anything a server could
 * mean literally is kept (issue 14: `/tmp` in "e.g. /tmp/repo.git" is the server's text, not ours).
 * Rule, applied to every string value (never to keys) of listed and signature items and to
 * instructions:
 * - The working directory, temp directory and home directory become `${CWD}`, `${TMPDIR}` and
 *   `${HOME}`, but only when the path is specific to the machine (see isMachineSpecificPath): at
 *   least two segments and 8 characters, and not a directory every system has (`/tmp`,
 *   `/var/tmp`, `/private/tmp`, `/root`, `/home`, `C:\Windows\Temp`...). With TMPDIR=/tmp nothing
 *   is replaced for the temp directory. Longest path first, so a cwd inside home becomes `${CWD}`,
 *   not `${HOME}/proj`. Trailing separators are ignored.
 * - A path matches only at path boundaries: not preceded by a name character or `.`, and not
 *   followed by a name character (letter, digit, `_`, `-`) or by `.` plus a name character.
 *   So `/home/al` never matches inside `/home/alice`, while `/home/al/x` and `/home/al.` do.
 * - The host name becomes `${HOSTNAME}` only as a whole word (no name character on either side;
 *   `.` is a boundary, so `myhost.local` matches), only from 4 characters, and only when it
 *   cannot be an ordinary word: it must hold a digit, `-` or `.` (`fv-az123-45`, `build-box`,
 *   `3f4e5a6b7c8d`), and never `localhost`. Matching is exact (case-sensitive).
 * - One pass over each string: inserted placeholders are never matched again.
 * Every rewritten string is recorded (normalizedPointers): the lockfile says which text of a
 * definition was normalized, because a runtime peer hashes the text the server sent, with this
 * machine's values in it (docs/TRUST.md, "Normalized text").
 * Also, in every string and key of every definition, serverInfo and capabilities: a lone UTF-16
 * surrogate (valid JSON text, but not Unicode, and refused by JCS) becomes U+FFFD and is reported
 * as a spec_violation finding, so the server can still be locked and checked; and nesting past
 * MAX_DEFINITION_DEPTH is a GateError naming the item (see Walk below).
 * Both rewrites can make two items one: `<cwd>/tool` and a tool literally named `${CWD}/tool`,
 * or `a\uD800` and `a\uFFFD`. Lockfile maps are keyed by the rewritten name, so one of them would
 * silently replace the other in every later comparison; such a list is refused (refuseMergedItems).
 */
export function normalizeSnapshot(snapshot: Snapshot, env: NormalizationEnv): Snapshot {
  const normalize = textNormalizer(env);
  const findings: SnapshotFinding[] = [];
  const normalized: Snapshot = {
    ...snapshot,
    serverInfo: rewriteObject(snapshot.serverInfo, keepText, { type: 'server', name: 'serverInfo' }, findings),
    capabilities: rewriteObject(snapshot.capabilities, keepText, { type: 'server', name: 'capabilities' }, findings),
    listed: normalizeLists(snapshot.listed, normalize, findings),
  };
  if (snapshot.signature) normalized.signature = normalizeLists(snapshot.signature, normalize, findings);
  if (snapshot.duplicates) normalized.duplicates = normalizeLists(snapshot.duplicates, normalize, findings);
  if (snapshot.instructions !== undefined) {
    const walk = new Walk(normalize, { type: 'server', name: 'instructions' });
    normalized.instructions = walk.text(snapshot.instructions, []);
    findings.push(...walk.findings());
  }
  // In signature mode an item is walked twice (listed and declared): one finding is enough.
  const unique = new Map(findings.map((f) => [`${f.capability.type}\u0000${f.capability.name}\u0000${f.message}`, f]));
  if (unique.size > 0) normalized.findings = [...snapshot.findings, ...unique.values()];
  return normalized;
}

/** The normalization rule above, applied to one string. */
export function normalizeText(text: string, env: NormalizationEnv): string {
  return textNormalizer(env)(text);
}

export const MIN_HOSTNAME_LENGTH = 4;
/** Shortest path (trailing separators removed) that is replaced: `/a/b` could be anyone's. */
export const MIN_PATH_LENGTH = 8;

/**
 * Directories every machine of a kind has, so text naming them says nothing about this machine
 * (compared without trailing separators; Windows paths case-insensitively).
 */
const SHARED_DIRECTORIES = new Set([
  '/tmp', '/var/tmp', '/private/tmp', '/private/var/tmp', '/dev/shm', '/root', '/home', '/Users', '/usr/local',
  '/usr/share', '/usr/lib', '/usr/bin', '/var/lib', '/var/log', '/var/run', '/var/cache', '/opt/homebrew',
  '/Users/Shared',
  'c:\\windows\\temp', 'c:\\temp', 'c:\\tmp', 'c:\\users', 'c:\\windows', 'c:\\users\\public',
]);

/**
 * Whether `path` (no trailing separator) identifies this machine: two or more segments, at least
 * MIN_PATH_LENGTH characters, and not a directory every system has. `/tmp`, `/root`, `/app`,
 * `/var/tmp` are not; `/tmp/tmp.Xy12ab`, `/home/alice`, `/var/folders/xy/T` are.
 */
export function isMachineSpecificPath(path: string): boolean {
  const segments = path.split(/[\\/]+/).filter((segment) => segment !== '' && !/^[A-Za-z]:$/.test(segment));
  if (segments.length < 2 || path.length < MIN_PATH_LENGTH) return false;
  const windows = /^[A-Za-z]:[\\/]/.test(path) || path.includes('\\');
  return !SHARED_DIRECTORIES.has(windows ? path.toLowerCase() : path);
}

/** A host name that cannot be an ordinary word (see the rule above). */
export function isMachineSpecificHostname(hostname: string): boolean {
  if (hostname.length < MIN_HOSTNAME_LENGTH || /^localhost(\.|$)/i.test(hostname)) return false;
  return /[\d.\-]/.test(hostname);
}

const NAME_CHAR = String.raw`[\p{L}\p{N}_\-]`;

function textNormalizer(env: NormalizationEnv): (text: string) => string {
  const found = machineValuePattern(env);
  if (found === undefined) return (text) => text;
  const { pattern, replacements } = found;
  // Nearly no string holds a machine value: a plain substring search rules it out far faster than
  // the Unicode pattern with its look-arounds (every string of every definition passes here).
  const needles = [...replacements.keys()];
  const replace = (match: string): string => replacements.get(match) ?? match;
  return (text) => {
    for (const needle of needles) {
      if (text.includes(needle)) return text.replace(pattern, replace);
    }
    return text;
  };
}

/** A piece of a string: literal text, or a machine value the rule above replaces by `placeholder`. */
export type TextSegment = string | { placeholder: Placeholder; value: string };
export type Placeholder = '${CWD}' | '${TMPDIR}' | '${HOME}' | '${HOSTNAME}';

/** `text` cut where the rule above would replace a machine value (joined, the placeholders give normalizeText). */
export function machineTextSegments(text: string, env: NormalizationEnv): TextSegment[] {
  const found = machineValuePattern(env);
  if (found === undefined) return [text];
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(found.pattern)) {
    if (match.index > last) segments.push(text.slice(last, match.index));
    segments.push({ placeholder: found.replacements.get(match[0])!, value: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push(text.slice(last));
  return segments;
}

/** One pattern matching every machine value of `env` the rule replaces, and its placeholder per value. */
function machineValuePattern(env: NormalizationEnv): { pattern: RegExp; replacements: Map<string, Placeholder> } | undefined {
  const replacements = new Map<string, Placeholder>();
  const alternatives: string[] = [];

  const paths: Array<[string | undefined, Placeholder]> = [
    [env.cwd, '${CWD}'],
    [env.tmpdir, '${TMPDIR}'],
    [env.home, '${HOME}'],
  ];
  const candidates = paths
    .map(([path, placeholder]) => [path === undefined ? undefined : withoutTrailingSeparators(path), placeholder] as const)
    .filter((entry): entry is readonly [string, Placeholder] => entry[0] !== undefined && isMachineSpecificPath(entry[0]));
  // Stable sort: on equal paths the earlier placeholder (CWD, then TMPDIR) wins.
  candidates.sort((a, b) => b[0].length - a[0].length);
  for (const [path, placeholder] of candidates) {
    if (replacements.has(path)) continue;
    replacements.set(path, placeholder);
    alternatives.push(String.raw`(?<![\p{L}\p{N}_.\-])${escapeRegExp(path)}(?!${NAME_CHAR}|\.${NAME_CHAR})`);
  }

  const hostname = env.hostname;
  if (hostname !== undefined && isMachineSpecificHostname(hostname) && !replacements.has(hostname)) {
    replacements.set(hostname, '${HOSTNAME}');
    alternatives.push(String.raw`(?<!${NAME_CHAR})${escapeRegExp(hostname)}(?!${NAME_CHAR})`);
  }

  if (alternatives.length === 0) return undefined;
  return { pattern: new RegExp(alternatives.join('|'), 'gu'), replacements };
}

export function withoutTrailingSeparators(path: string): string {
  return path.replace(/[\\/]+$/, '');
}

/**
 * Deepest nesting of a definition (the definition itself is level 1); the same bound as the
 * lockfile's canonicalization, checked here first because this walk is the first to recurse.
 */
export const MAX_DEFINITION_DEPTH = MAX_JSON_DEPTH;

const keepText = (text: string): string => text;

/**
 * Normalized item -> its rewritten strings: pointer -> the text the server sent there (lone
 * surrogates already replaced); only items with at least one.
 */
const NORMALIZED = new WeakMap<JsonObject, ReadonlyMap<string, string>>();

/**
 * Where `item` (a listed or signature item of a normalized snapshot) had machine values replaced
 * by placeholders: JSON pointers of the rewritten strings, sorted; empty when its text is exactly
 * what the server sent. The lockfile records them so export-pins can put the deployment's values
 * back before hashing (digests are over the server's text).
 */
export function normalizedPointers(item: JsonObject): readonly string[] {
  const texts = NORMALIZED.get(item);
  return texts === undefined ? [] : [...texts.keys()].sort();
}

/** Pointer -> the server's text, for each normalized string of `item` (see normalizedPointers). */
export function sentTexts(item: JsonObject): ReadonlyMap<string, string> {
  return NORMALIZED.get(item) ?? new Map();
}

/**
 * Records that `item` (a copy the snapshot stage made) has normalized strings: pointer -> the
 * server's text there. Replaces what was recorded.
 */
export function noteNormalized(item: JsonObject, texts: ReadonlyMap<string, string>): void {
  if (texts.size > 0) NORMALIZED.set(item, texts);
  else NORMALIZED.delete(item);
}

function normalizeLists(lists: CapabilityLists, normalize: (text: string) => string, findings: SnapshotFinding[]): CapabilityLists {
  const lockedLists = {} as CapabilityLists;
  for (const spec of LIST_SPECS) {
    const list = lists[spec.field];
    lockedLists[spec.field] = list.map((item, index) => {
      const key = itemKey(spec, item);
      // The finding names the item as it is locked: its key with U+FFFD for lone surrogates.
      const name = key === undefined ? `${spec.field}[${index}]` : key.toWellFormed();
      // A signed definition (x-assay-sig) is fixed by its publisher: placeholders would break the
      // signature, so its text is kept as sent (the safety rewrites below still apply).
      const rewrite = Object.hasOwn(item, 'x-assay-sig') ? keepText : normalize;
      const walk = new Walk(rewrite, { type: spec.type, name });
      const locked = walk.value(item, [], 1) as JsonObject;
      findings.push(...walk.findings());
      const texts = walk.sentTexts();
      if (texts.size > 0) NORMALIZED.set(locked, texts);
      // A copy loses the wire spellings the transport recorded on the original: carried over at
      // their places in the copy (see Walk.lockedPointers).
      if (locked !== item) attachNumberLiterals(locked, walk.lockedPointers(numberLiteralsOf(item)));
      return locked;
    });
    refuseMergedItems(spec, list, lockedLists[spec.field]);
  }
  return lockedLists;
}

/** A key for a message: quoted, bounded, lone surrogates and U+FFFD written as escapes so the two names read apart. */
function shownKey(key: string): string {
  return quote(key, 200).replace(/\uFFFD/g, '\\ufffd');
}

const ITEM_LABELS: Record<ListSpec['type'], string> = {
  tool: 'tools', prompt: 'prompts', resource: 'resources', resourceTemplate: 'resource templates',
};

/**
 * Two items of one list whose keys (name, uri, uriTemplate) differ as sent and are equal once
 * normalized: refused, naming both. Items under one key as sent are duplicates, which the
 * duplicates section locks and reports; here the server sent two different names, a client sees
 * two tools, but the lockfile could hold only one of them (the other, possibly the poisoned one,
 * would never be compared). Neither dropping one nor inventing a name a runtime peer would not
 * know is safe, so the gate stops (exit 2) and the server must rename one.
 */
function refuseMergedItems(spec: ListSpec, sent: readonly JsonObject[], locked: readonly JsonObject[]): void {
  const sentByLocked = new Map<string, string>();
  locked.forEach((item, index) => {
    const key = itemKey(spec, item);
    const raw = itemKey(spec, sent[index]!);
    if (key === undefined || raw === undefined) return;
    const other = sentByLocked.get(key);
    if (other === undefined) {
      sentByLocked.set(key, raw);
      return;
    }
    if (other === raw) return;
    const causes = [
      ...(other.isWellFormed() && raw.isWellFormed() ? [] : ['lone surrogates are replaced by U+FFFD']),
      ...(other.toWellFormed() === raw.toWellFormed() ? [] : ["this machine's working directory, temp and home directories and host name are replaced by ${CWD}, ${TMPDIR}, ${HOME} and ${HOSTNAME}"]),
    ];
    const why = causes.join(' and ');
    throw new GateError(
      'protocol_error',
      `${ITEM_LABELS[spec.type]} ${shownKey(other)} and ${shownKey(raw)} have the same ${spec.key} ${shownKey(key)} once ${why}; the lockfile is keyed by it, so it cannot hold both, and the gate will not drop either: the server must rename one`,
    );
  });
}

function rewriteObject(object: JsonObject, normalize: (text: string) => string, capability: Capability, findings: SnapshotFinding[]): JsonObject {
  const walk = new Walk(normalize, capability);
  const result = walk.value(object, [], 1) as JsonObject;
  findings.push(...walk.findings());
  return result;
}

type Capability = SnapshotFinding['capability'];
type PathStack = Array<string | number>;

/**
 * One walk over one definition: normalizes every string value, replaces lone surrogates (in
 * values and keys) by U+FFFD, replaces numbers past the range of a double (see finiteNumber) and
 * bounds the depth. Unchanged parts are returned as they are, so a definition with nothing to
 * rewrite is not copied.
 */
class Walk {
  private readonly surrogates: string[][] = [];
  private readonly overflows: string[][] = [];
  /** Pointer as sent (raw keys) -> text sent, of the strings normalization rewrote. */
  private readonly rewritten = new Map<string, string>();

  constructor(
    private readonly normalize: (text: string) => string,
    private readonly capability: Capability,
  ) {}

  /**
   * `path` is the walk's own stack of keys and array indexes (pushed and popped as it descends;
   * indexes as numbers, so no string is made per element), made into strings only when kept.
   */
  value(value: JsonValue, path: PathStack, depth: number): JsonValue {
    if (typeof value === 'string') return this.text(value, path);
    if (typeof value === 'number') return Number.isFinite(value) ? value : this.finiteNumber(value, path);
    if (value === null || typeof value !== 'object') return value;
    if (depth > MAX_DEFINITION_DEPTH) {
      const field = path[0] === undefined ? '' : ` (in ${printable(String(path[0]))})`;
      throw new GateError(
        'protocol_error',
        `${label(this.capability)}: nested deeper than ${MAX_DEFINITION_DEPTH} levels${field}; the gate refuses definitions that deep (no real schema comes close)`,
      );
    }
    if (Array.isArray(value)) {
      let copy: JsonValue[] | undefined;
      for (let i = 0; i < value.length; i++) {
        const item = value[i]!;
        path.push(i);
        const next = this.value(item, path, depth + 1);
        path.pop();
        if (next !== item) (copy ??= value.slice())[i] = next;
      }
      return copy ?? value;
    }
    let copy: JsonObject | undefined;
    let keysFixed = false;
    const keys = Object.keys(value);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const item = value[key]!;
      path.push(key);
      const fixedKey = this.wellFormed(key, path);
      const next = this.value(item, path, depth + 1);
      path.pop();
      if (fixedKey !== key) keysFixed = true;
      if (copy === undefined && (next !== item || fixedKey !== key)) {
        copy = {};
        for (const earlier of keys.slice(0, i)) setOwn(copy, earlier, value[earlier]!);
      }
      if (copy !== undefined) setOwn(copy, fixedKey, next);
    }
    if (keysFixed) this.refuseMergedKeys(keys, path);
    return copy ?? value;
  }

  text(text: string, path: PathStack): string {
    const wellFormed = this.wellFormed(text, path);
    const normalized = this.normalize(wellFormed);
    if (normalized !== wellFormed) this.rewritten.set(pointerFrom(path), wellFormed);
    return normalized;
  }

  /** JSON pointer (into the copy) -> text sent, of the strings whose machine values were replaced. */
  sentTexts(): ReadonlyMap<string, string> {
    return this.lockedPointers(this.rewritten) ?? new Map();
  }

  /**
   * Entries keyed by pointers into the definition as sent, keyed by the same places in the copy
   * (sorted): a lone surrogate in a key is U+FFFD there, so in the pointer too (`/` and the `~0`
   * `~1` escapes never pair with a surrogate, so the pointer made well-formed is each key made
   * well-formed; refuseMergedKeys makes sure no two keys became one).
   */
  lockedPointers<V>(entries: ReadonlyMap<string, V> | undefined): ReadonlyMap<string, V> | undefined {
    if (entries === undefined || this.surrogates.length === 0) return entries;
    const mapped = [...entries].map(([pointer, entry]): [string, V] => [pointer.toWellFormed(), entry]);
    return new Map(mapped.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }

  /**
   * After an object whose keys the walk made well-formed: two keys that are one once their lone
   * surrogates are U+FFFD (`a\uD800` and `a\uFFFD`) would leave one member out of the copy, and
   * whatever it says out of every comparison after, so the definition is refused instead.
   */
  private refuseMergedKeys(keys: readonly string[], path: PathStack): void {
    const rawOf = new Map<string, string>();
    for (const key of keys) {
      const fixed = key.toWellFormed();
      const other = rawOf.get(fixed);
      if (other !== undefined) {
        throw new GateError(
          'protocol_error',
          `${label(this.capability)}: keys "${printable(other)}" and "${printable(key)}" at ${path.length === 0 ? '(root)' : displayPointer(path.map(String))} are the same key once lone surrogates are replaced by U+FFFD; the gate cannot lock both, and will not drop either`,
        );
      }
      rawOf.set(fixed, key);
    }
  }

  /**
   * A number JSON.parse read as ±Infinity: its literal (`1e400`, 400 digits) is past the largest
   * double. JSON text may hold it, but no canonical form (JCS, the lockfile) can, and refusing the
   * server would leave it ungated. It is locked as the largest double of its sign, which is what
   * the literal means to any bound (`maximum: 1e400`), and the literal as written stays recorded
   * at its pointer (a tool's lockfile `numberLiterals`), so a change of literal is still seen.
   */
  private finiteNumber(value: number, path: PathStack): number {
    this.overflows.push(path.map(String));
    return value > 0 ? Number.MAX_VALUE : -Number.MAX_VALUE;
  }

  /** spec_violation findings, one per definition and kind, naming where the lone surrogates and overflowing numbers were. */
  findings(): SnapshotFinding[] {
    const findings: SnapshotFinding[] = [];
    const at = (paths: string[][]): string => {
      const places = paths.map((path) => (path.length === 0 ? '(root)' : displayPointer(path)));
      return places.slice(0, 3).join(', ') + (places.length > 3 ? ` and ${places.length - 3} more` : '');
    };
    if (this.surrogates.length > 0) {
      findings.push({
        kind: 'spec_violation',
        capability: this.capability,
        message: `${label(this.capability)} contains lone surrogates (not valid Unicode, which JSON text must be) at ${at(this.surrogates)}; each is locked as U+FFFD`,
      });
    }
    if (this.overflows.length > 0) {
      findings.push({
        kind: 'spec_violation',
        capability: this.capability,
        message: `${label(this.capability)} contains numbers past the range of a double (clients differ: JavaScript and Python read infinity, Go refuses the message) at ${at(this.overflows)}; each is locked as the largest double of its sign (±1.7976931348623157e+308), a tool's number with its literal as written`,
      });
    }
    return findings;
  }

  private wellFormed(text: string, path: PathStack): string {
    if (text.isWellFormed()) return text;
    this.surrogates.push(path.map(String));
    return text.toWellFormed(); // each lone surrogate becomes U+FFFD
  }
}

function label(capability: Capability): string {
  const type = capability.type === 'resourceTemplate' ? 'resource template' : capability.type;
  return `${type} "${printable(capability.name)}"`;
}

/** defineProperty, not assignment: a raw "__proto__" key must stay a plain field. */
function setOwn(target: JsonObject, key: string, value: JsonValue): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}


import os from 'node:os';
import path from 'node:path';
import { attachNumberLiterals, numberLiteralsOf } from '../identity/index.js';
import { isJsonObject, type JsonObject, type JsonValue } from '../json.js';
import { LIST_SPECS, itemKey } from './lists.js';
import {
  isMachineSpecificHostname, isMachineSpecificPath, machineTextSegments, noteNormalized, sentTexts, withoutTrailingSeparators,
  type Placeholder, type TextSegment,
} from './normalize.js';
import type { CapabilityLists, NormalizationEnv, Snapshot } from './types.js';
import { escapeRegExp } from '../regexp.js';

/**
 * The machine this process runs on, as normalization sees it: `cwd` is the server's working
 * directory (resolved against this process's), the rest is read from the OS (TMPDIR, HOME...).
 */
export function thisMachine(cwd?: string): NormalizationEnv {
  return { cwd: path.resolve(cwd ?? process.cwd()), home: os.homedir(), hostname: os.hostname(), tmpdir: os.tmpdir() };
}

/** What a locked entry says about its text: the lockfile's LockEntry, structurally (no dependency on that stage). */
export interface LockedText {
  definition: JsonObject;
  /** Pointers of the strings the locking machine normalized. */
  normalized?: readonly string[];
}

export type LockedLists = Record<keyof CapabilityLists, Record<string, LockedText>>;

/**
 * Comparison-time equivalence of normalized text (issue 14). Normalization replaces only values
 * that identify a machine, so it is asymmetric: a lockfile written where TMPDIR is
 * /var/folders/xy/T holds `${TMPDIR}/x`, while a machine with TMPDIR=/tmp keeps the server's
 * `/tmp/x` (too common to replace), and the reverse. Without this, `verify` of an unchanged server
 * fails across such machines.
 *
 * For each string of a live item (`snapshot`, normalized on `env`) that either side normalized,
 * with E the locked text, its placeholders expanded to `env`'s values where the locked entry
 * records the string as normalized (whatever those values are, /tmp and /app included), and S the
 * text the server sent here, the strings are the same text when:
 * - E is exactly S (the locking machine's values were specific, this one's are not); or
 * - E is S with each of `env`'s machine values (the parts normalization replaced here) put back
 *   as one value the locking machine could have had WITHOUT normalizing it: a path normalization
 *   keeps (`/tmp`, `/app`, `/root`...; absolute) or a host name it keeps, the same value wherever
 *   the same placeholder occurs (this machine's values were specific, the locking one's not).
 * Then the live item takes the locked text at that string (noted normalized there exactly when the
 * locked entry notes it), so the definitions are equal, no drift is reported and the locked entry
 * is reused. Anything else (another path, other words) still differs. Strings nobody normalized,
 * and the server's instructions (the lockfile records no pointers for them), are compared as they are.
 */
export function adoptLockedText(snapshot: Snapshot, locked: LockedLists, env: NormalizationEnv): Snapshot {
  const listed = adoptInLists(snapshot.listed, locked, env);
  const signature = snapshot.signature === undefined ? undefined : adoptInLists(snapshot.signature, locked, env);
  if (listed === snapshot.listed && signature === snapshot.signature) return snapshot;
  return { ...snapshot, listed, ...(signature !== undefined ? { signature } : {}) };
}

function adoptInLists(lists: CapabilityLists, locked: LockedLists, env: NormalizationEnv): CapabilityLists {
  let changed = false;
  const out = {} as CapabilityLists;
  for (const spec of LIST_SPECS) {
    const entries = locked[spec.field];
    out[spec.field] = lists[spec.field].map((item) => {
      const key = itemKey(spec, item);
      const entry = key !== undefined && Object.hasOwn(entries, key) ? entries[key] : undefined;
      const adopted = entry === undefined ? item : adoptInItem(item, entry, env);
      if (adopted !== item) changed = true;
      return adopted;
    });
  }
  return changed ? out : lists;
}

function adoptInItem(item: JsonObject, entry: LockedText, env: NormalizationEnv): JsonObject {
  const lockedNotes = new Set(entry.normalized ?? []);
  const sent = sentTexts(item);
  if (lockedNotes.size === 0 && sent.size === 0) return item;
  const notes = new Map(sent);
  let result = item;
  for (const pointer of new Set([...lockedNotes, ...sent.keys()])) {
    const tokens = pointer.split('/').slice(1).map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
    const lockedText = stringAt(entry.definition, tokens);
    const liveText = stringAt(result, tokens);
    if (lockedText === undefined || liveText === undefined || lockedText === liveText) continue;
    const sentText = sent.get(pointer) ?? liveText;
    if (!sameText(lockedText, lockedNotes.has(pointer), sentText, env)) continue;
    result = withString(result, tokens, 0, lockedText) as JsonObject;
    if (lockedNotes.has(pointer)) notes.set(pointer, sentText);
    else notes.delete(pointer);
  }
  if (result === item) return item;
  // A copy loses the wire spellings recorded on the original; its pointers are the same.
  attachNumberLiterals(result, numberLiteralsOf(item));
  noteNormalized(result, notes);
  return result;
}

/** The rule of adoptLockedText for one string. */
export function sameText(lockedText: string, lockedNormalized: boolean, sentText: string, env: NormalizationEnv): boolean {
  const expected = lockedNormalized ? expandPlaceholders(lockedText, env) : lockedText;
  if (expected === undefined) return false;
  return expected === sentText || withCommonValues(expected, machineTextSegments(sentText, env));
}

const PLACEHOLDER = /\$\{(?:CWD|TMPDIR|HOME|HOSTNAME)\}/g;

/** `text` with its placeholders replaced by `env`'s values; undefined when one has no value. */
function expandPlaceholders(text: string, env: NormalizationEnv): string | undefined {
  let missing = false;
  const expanded = text.replace(PLACEHOLDER, (placeholder) => {
    const value = valueOf(placeholder as Placeholder, env);
    if (value === undefined || value === '') missing = true;
    return value ?? '';
  });
  return missing ? undefined : expanded;
}

function valueOf(placeholder: Placeholder, env: NormalizationEnv): string | undefined {
  switch (placeholder) {
    case '${CWD}': return env.cwd === undefined ? undefined : withoutTrailingSeparators(env.cwd) || env.cwd;
    case '${TMPDIR}': return env.tmpdir === undefined ? undefined : withoutTrailingSeparators(env.tmpdir) || env.tmpdir;
    case '${HOME}': return env.home === undefined ? undefined : withoutTrailingSeparators(env.home) || env.home;
    case '${HOSTNAME}': return env.hostname;
  }
}

/**
 * Whether `text` is `segments` (the sent text cut at this machine's values) with each machine
 * value replaced by a value normalization would have kept, one per placeholder.
 */
function withCommonValues(text: string, segments: readonly TextSegment[]): boolean {
  const groups = new Map<Placeholder, number>();
  let source = '^';
  for (const segment of segments) {
    if (typeof segment === 'string') {
      source += escapeRegExp(segment);
      continue;
    }
    const group = groups.get(segment.placeholder);
    if (group !== undefined) {
      source += `\\${group}`;
    } else {
      groups.set(segment.placeholder, groups.size + 1);
      source += String.raw`(\S+?)`;
    }
  }
  if (groups.size === 0) return false;
  const match = new RegExp(`${source}$`, 'u').exec(text);
  if (match === null) return false;
  return [...groups].every(([placeholder, group]) => isCommonValue(placeholder, match[group]!));
}

/** A value of `placeholder` normalization keeps as it is (see normalize.ts). */
function isCommonValue(placeholder: Placeholder, value: string): boolean {
  if (placeholder === '${HOSTNAME}') return /^[A-Za-z0-9.-]+$/.test(value) && !isMachineSpecificHostname(value);
  return /^(?:\/|[A-Za-z]:[\\/])/.test(value) && !isMachineSpecificPath(withoutTrailingSeparators(value));
}

function stringAt(root: JsonValue, tokens: readonly string[]): string | undefined {
  let node: JsonValue | undefined = root;
  for (const token of tokens) {
    if (Array.isArray(node)) node = /^(0|[1-9]\d*)$/.test(token) ? node[Number(token)] : undefined;
    else if (isJsonObject(node)) node = Object.hasOwn(node, token) ? node[token] : undefined;
    else return undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** A copy of `node` with the string at `tokens` (from `index`) set to `value`; only the path to it is copied. */
function withString(node: JsonValue, tokens: readonly string[], index: number, value: string): JsonValue {
  if (index === tokens.length) return value;
  const token = tokens[index]!;
  if (Array.isArray(node)) {
    const copy = node.slice();
    copy[Number(token)] = withString(node[Number(token)]!, tokens, index + 1, value);
    return copy;
  }
  const object = node as JsonObject;
  const copy: JsonObject = {};
  // defineProperty, not assignment: a raw "__proto__" key must stay a plain field.
  for (const key of Object.keys(object)) {
    const next = key === token ? withString(object[key]!, tokens, index + 1, value) : object[key]!;
    Object.defineProperty(copy, key, { value: next, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}


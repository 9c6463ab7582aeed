import type { JsonObject, JsonValue } from '../json.js';
import type { CapabilityLists, NormalizationEnv, Snapshot } from './types.js';

/**
 * Normalization of run-dependent text, so the same server locks to the same bytes on a laptop
 * and in CI. Rule, applied to every string value (never to keys) of listed and signature items
 * and to instructions:
 * - The working directory, temp directory and home directory become `${CWD}`, `${TMPDIR}` and
 *   `${HOME}`. Longest path first, so a cwd inside home becomes `${CWD}`, not `${HOME}/proj`.
 *   Trailing separators are ignored; a root path (`/`, `C:\`) is never replaced.
 * - A path matches only at path boundaries: not preceded by a name character or `.`, and not
 *   followed by a name character (letter, digit, `_`, `-`) or by `.` plus a name character.
 *   So `/home/al` never matches inside `/home/alice`, while `/home/al/x` and `/home/al.` do.
 * - The host name becomes `${HOSTNAME}` only as a whole word (no name character on either side;
 *   `.` is a boundary, so `myhost.local` matches) and only if it has at least 4 characters:
 *   shorter names (`ci`, `dev`) collide with ordinary words. Matching is exact (case-sensitive).
 * - One pass over each string: inserted placeholders are never matched again.
 */
export function normalizeSnapshot(snapshot: Snapshot, env: NormalizationEnv): Snapshot {
  const normalize = textNormalizer(env);
  const normalized: Snapshot = { ...snapshot, listed: normalizeLists(snapshot.listed, normalize) };
  if (snapshot.signature) normalized.signature = normalizeLists(snapshot.signature, normalize);
  if (snapshot.instructions !== undefined) normalized.instructions = normalize(snapshot.instructions);
  return normalized;
}

/** The normalization rule above, applied to one string. */
export function normalizeText(text: string, env: NormalizationEnv): string {
  return textNormalizer(env)(text);
}

export const MIN_HOSTNAME_LENGTH = 4;

const NAME_CHAR = String.raw`[\p{L}\p{N}_\-]`;

function textNormalizer(env: NormalizationEnv): (text: string) => string {
  const replacements = new Map<string, string>();
  const alternatives: string[] = [];

  const paths: Array<[string | undefined, string]> = [
    [env.cwd, '${CWD}'],
    [env.tmpdir, '${TMPDIR}'],
    [env.home, '${HOME}'],
  ];
  const candidates = paths
    .map(([path, placeholder]) => [path?.replace(/[\\/]+$/, ''), placeholder] as const)
    .filter((entry): entry is readonly [string, string] => entry[0] !== undefined && /[\\/]/.test(entry[0]));
  // Stable sort: on equal paths the earlier placeholder (CWD, then TMPDIR) wins.
  candidates.sort((a, b) => b[0].length - a[0].length);
  for (const [path, placeholder] of candidates) {
    if (replacements.has(path)) continue;
    replacements.set(path, placeholder);
    alternatives.push(String.raw`(?<![\p{L}\p{N}_.\-])${escapeRegExp(path)}(?!${NAME_CHAR}|\.${NAME_CHAR})`);
  }

  const hostname = env.hostname;
  if (hostname !== undefined && hostname.length >= MIN_HOSTNAME_LENGTH && !replacements.has(hostname)) {
    replacements.set(hostname, '${HOSTNAME}');
    alternatives.push(String.raw`(?<!${NAME_CHAR})${escapeRegExp(hostname)}(?!${NAME_CHAR})`);
  }

  if (alternatives.length === 0) return (text) => text;
  const pattern = new RegExp(alternatives.join('|'), 'gu');
  return (text) => text.replace(pattern, (match) => replacements.get(match) ?? match);
}

function normalizeLists(lists: CapabilityLists, normalize: (text: string) => string): CapabilityLists {
  const items = (list: JsonObject[]): JsonObject[] => list.map((item) => normalizeObject(item, normalize));
  return {
    tools: items(lists.tools),
    prompts: items(lists.prompts),
    resources: items(lists.resources),
    resourceTemplates: items(lists.resourceTemplates),
  };
}

function normalizeObject(object: JsonObject, normalize: (text: string) => string): JsonObject {
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(object)) {
    // defineProperty, not assignment: a raw "__proto__" key must stay a plain field.
    Object.defineProperty(result, key, {
      value: normalizeValue(value, normalize),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result;
}

function normalizeValue(value: JsonValue, normalize: (text: string) => string): JsonValue {
  if (typeof value === 'string') return normalize(value);
  if (Array.isArray(value)) return value.map((entry) => normalizeValue(entry, normalize));
  if (value !== null && typeof value === 'object') return normalizeObject(value, normalize);
  return value;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

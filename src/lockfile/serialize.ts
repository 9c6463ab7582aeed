import { createHash } from 'node:crypto';
import { escapeJsonInvisibles } from '../json.js';
import type { Lockfile } from './types.js';

/** Top-level order of mcp.lock.json: identification first, then the server, then the items. */
export const TOP_LEVEL_ORDER = [
  '$schema',
  'lockfileVersion',
  'generator',
  'riskModel',
  'mode',
  'fingerprint',
  'server',
  'source',
  'capabilities',
  'instructions',
  'signature',
  'tools',
  'prompts',
  'resources',
  'resourceTemplates',
  'duplicates',
] as const;

/** Entry fields: digests first, the (long) definition last, so a PR diff reads top-down. */
const ENTRY_ORDER = [
  'digest',
  'descriptionHash',
  'inputSchemaHash',
  'hangarDigest',
  'toolDefinitionDigest',
  'risk',
  'normalized',
  'numberLiterals',
  'definition',
];
const ITEM_MAPS = new Set(['tools', 'prompts', 'resources', 'resourceTemplates']);

/** Where a value sits: its key order depends on it (fixed at the top and in entries, JCS elsewhere). */
type Place = 'top' | 'itemMap' | 'entry' | 'other';

/**
 * JSON, 2-space indent, trailing newline; an object or array that holds no object or array is
 * written on one line (`{"type":"string","maxLength":64}`), so a definition reads one schema
 * property or enum per line, a PR diff shows the line that changed, and the file stays within
 * about twice the definitions' own size (fully expanded it was 2.5x). Key order is fixed at the
 * top level and in entries and JCS order (UTF-16 code units) everywhere else, including maps and
 * definitions. Written by hand because JSON.stringify follows insertion order and always puts
 * integer-like keys ("2", "10") first, which would break canonical order for such names.
 */
export function serializeLockfile(lock: Lockfile): string {
  const out: string[] = [];
  writeValue(lock, 'top', '', out, '');
  const text = out.join('');
  // The last member seals the file: SHA-256 of every byte before it (see INTEGRITY_SEAL).
  const body = text.slice(0, -'\n}'.length);
  return `${body}${INTEGRITY_MEMBER}"sha256:${sha256Hex(body)}"\n}\n`;
}

/**
 * The seal of a lockfile as the gate wrote it: its last member, `"integrity": "sha256:<hex>"`,
 * is the SHA-256 of the UTF-8 bytes before `,\n  "integrity"`. It is not part of the Lockfile's
 * content (the reader drops it); it only says the file is byte for byte what `lock` wrote, so
 * `check` may take the stored digests as derived from the stored definitions without deriving
 * them again. A file edited in any way (a definition, a digest, its layout) no longer matches
 * and is verified in full, entry by entry.
 */
export const SEAL_MEMBER = 'integrity';
const INTEGRITY_MEMBER = `,\n  "${SEAL_MEMBER}": `;
const INTEGRITY_SEAL = /,\n {2}"integrity": "sha256:([0-9a-f]{64})"\n\}\n$/;

/**
 * Whether `text` (a lockfile, BOM removed) ends with a seal that matches everything before it.
 * `bytes`: the file's bytes, when at hand (hashed as they are: no second UTF-8 encoding).
 */
export function hasIntactSeal(text: string, bytes?: Uint8Array): boolean {
  const seal = INTEGRITY_SEAL.exec(text.slice(-INTEGRITY_TAIL_LENGTH));
  if (seal === null) return false;
  if (bytes === undefined) return sha256Hex(text.slice(0, text.length - seal[0].length)) === seal[1];
  // The seal member is ASCII: as many bytes as characters. A BOM (EF BB BF) is not the file's text.
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  return createHash('sha256').update(bytes.subarray(start, bytes.length - seal[0].length)).digest('hex') === seal[1];
}

/** Length of the seal member with its closing brace and newline. */
const INTEGRITY_TAIL_LENGTH = INTEGRITY_MEMBER.length + '"sha256:'.length + 64 + '"\n}\n'.length;

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * JSON text of a string (key or value) with the characters a reader of the lockfile's PR diff
 * cannot see, or that reorder what they see, as `\uXXXX` escapes (src/json.ts escapeJsonInvisibles:
 * bidi overrides and isolates, zero-width characters, Unicode tags, C1 controls and DEL, U+2028/2029),
 * so hidden text in a definition shows in the diff; JSON reads the same string back.
 */
export function jsonString(text: string): string {
  return escapeJsonInvisibles(JSON.stringify(text));
}

function writeValue(value: unknown, place: Place, indent: string, out: string[], where: string): void {
  if (value === null || typeof value !== 'object') {
    const text = typeof value === 'string' ? jsonString(value) : JSON.stringify(value);
    if (text === undefined) throw new TypeError(`lockfile value at ${where || '/'} is not JSON`);
    out.push(text);
    return;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) {
      out.push('[]');
      return;
    }
    const flat = value.every(isScalar);
    out.push(flat ? '[' : '[\n');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(flat ? ',' : ',\n');
      if (!flat) out.push(inner);
      writeValue(value[i], 'other', inner, out, `${where}/${i}`);
    }
    out.push(flat ? ']' : `\n${indent}]`);
    return;
  }
  const object = value as Record<string, unknown>;
  const keys = orderKeys(Object.keys(object).filter((key) => object[key] !== undefined), place);
  if (keys.length === 0) {
    out.push('{}');
    return;
  }
  // The fixed-order levels always expand, so the file's outline stays one key per line.
  const flat = place === 'other' && keys.every((key) => isScalar(object[key]));
  out.push(flat ? '{' : '{\n');
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (i > 0) out.push(flat ? ',' : ',\n');
    out.push(flat ? `${jsonString(key)}:` : `${inner}${jsonString(key)}: `);
    const child: Place = place === 'top' ? (ITEM_MAPS.has(key) ? 'itemMap' : 'other') : place === 'itemMap' ? 'entry' : 'other';
    writeValue(object[key], child, inner, out, `${where}/${key}`);
  }
  out.push(flat ? '}' : `\n${indent}}`);
}

function isScalar(value: unknown): boolean {
  return value === null || typeof value !== 'object';
}

function orderKeys(keys: string[], place: Place): string[] {
  const fixed: readonly string[] | undefined = place === 'top' ? TOP_LEVEL_ORDER : place === 'entry' ? ENTRY_ORDER : undefined;
  const sorted = keys.sort();
  if (!fixed) return sorted;
  // Known keys in their fixed order, anything unexpected after them, sorted.
  return [...fixed.filter((key) => keys.includes(key)), ...sorted.filter((key) => !fixed.includes(key))];
}

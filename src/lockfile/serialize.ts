import type { Lockfile } from './types.js';

/** Top-level order of mcp.lock.json: identification first, then the server, then the items. */
export const TOP_LEVEL_ORDER = [
  '$schema',
  'lockfileVersion',
  'generator',
  'mode',
  'fingerprint',
  'server',
  'capabilities',
  'instructions',
  'signature',
  'tools',
  'prompts',
  'resources',
  'resourceTemplates',
] as const;

/** Entry fields: digests first, the (long) definition last, so a PR diff reads top-down. */
const ENTRY_ORDER = [
  'digest',
  'descriptionHash',
  'inputSchemaHash',
  'hangarDigest',
  'toolDefinition',
  'risk',
  'normalized',
  'numberLiterals',
  'definition',
];
const ITEM_MAPS = new Set(['tools', 'prompts', 'resources', 'resourceTemplates']);

/**
 * Pretty JSON, 2-space indent, trailing newline. Key order is fixed at the top level and in
 * entries and JCS order (UTF-16 code units) everywhere else, including maps and definitions.
 * Written by hand because JSON.stringify follows insertion order and always puts integer-like
 * keys ("2", "10") first, which would break canonical order for such names.
 */
export function serializeLockfile(lock: Lockfile): string {
  return `${writeValue(lock, [], '')}\n`;
}

function writeValue(value: unknown, path: string[], indent: string): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError(`lockfile value at /${path.join('/')} is not JSON`);
    return text;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item, i) => `${inner}${writeValue(item, [...path, String(i)], inner)}`);
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  const object = value as Record<string, unknown>;
  const keys = orderKeys(Object.keys(object).filter((key) => object[key] !== undefined), path);
  if (keys.length === 0) return '{}';
  const members = keys.map(
    (key) => `${inner}${JSON.stringify(key)}: ${writeValue(object[key], [...path, key], inner)}`,
  );
  return `{\n${members.join(',\n')}\n${indent}}`;
}

function orderKeys(keys: string[], path: string[]): string[] {
  const fixed: readonly string[] | undefined =
    path.length === 0 ? TOP_LEVEL_ORDER : path.length === 2 && ITEM_MAPS.has(path[0]!) ? ENTRY_ORDER : undefined;
  const sorted = [...keys].sort();
  if (!fixed) return sorted;
  // Known keys in their fixed order, anything unexpected after them, sorted.
  return [...fixed.filter((key) => keys.includes(key)), ...sorted.filter((key) => !fixed.includes(key))];
}

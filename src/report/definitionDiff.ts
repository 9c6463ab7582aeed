import canonicalize from 'canonicalize';
import { FILE_HEADERS_ONLY } from 'diff';
import { boundedTwoFilesPatch } from '../diff/text/wordDiff.js';
import type { JsonValue } from '../json.js';
import { escapeJsonInvisibles, sanitizeTerminal } from './escape.js';

/**
 * 2-space JSON of a definition with keys in canonical (JCS) order, so a diff shows content changes
 * and never key reordering; invisible characters are escaped so no change hides in them. A value
 * JCS refuses (a lone surrogate) keeps the server's key order.
 */
export function canonicalDefinitionJson(value: JsonValue): string {
  let ordered: unknown = value;
  try {
    const canonical = canonicalize(value);
    if (canonical !== undefined) ordered = JSON.parse(canonical);
  } catch {
    // JSON.stringify below still escapes what JCS rejected.
  }
  return `${escapeJsonInvisibles(JSON.stringify(ordered, null, 2))}\n`;
}

/**
 * Unified diff between the locked and the live definition of one capability (`key` is
 * `${type}:${name}`); a missing side is /dev/null. Undefined when the two print the same.
 */
export function definitionPatch(key: string, before: JsonValue | undefined, after: JsonValue | undefined): string | undefined {
  // The key is server text: control characters would break the header lines of the patch.
  const name = sanitizeTerminal(key);
  const patch = boundedTwoFilesPatch(
    before === undefined ? '/dev/null' : `lockfile/${name}`,
    after === undefined ? '/dev/null' : `live/${name}`,
    before === undefined ? '' : canonicalDefinitionJson(before),
    after === undefined ? '' : canonicalDefinitionJson(after),
    FILE_HEADERS_ONLY,
  );
  return patch.includes('\n@@ ') ? patch : undefined;
}

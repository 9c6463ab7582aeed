import { escapePointerToken } from '../jsonPointer.js';
import type { JsonValue } from '../json.js';
import { CanonicalJsonError, MAX_JSON_DEPTH, sha256Digest } from './digest.js';
import { literalAt, type NumberLiterals } from './numbers.js';
import type { Digest } from './types.js';

/**
 * MCPTrust's schema hash, exactly: `locker.HashJSON(tool.InputSchema)` in mcptrust/mcptrust
 * v0.1.2 (internal/locker/hasher.go, canonical.go `CanonicalizeJSONv1`). Not RFC 8785: it is Go's
 * `json.Marshal` of the decoded `map[string]interface{}` with keys sorted by `sort.Strings`, so
 * - keys sort by UTF-8 bytes (code points), not UTF-16 code units;
 * - strings are escaped the way encoding/json does with HTML escaping on: `<` `>` `&` as
 *   \u003c \u003e \u0026, U+2028/U+2029 as \u2028/\u2029, \b \f \n \r \t short (Go >= 1.22;
 *   MCPTrust builds with Go 1.24), other controls as \u00XX (lowercase hex), `"` and `\`;
 *   everything else (non-ASCII, DEL) raw UTF-8;
 * - numbers are float64 written as ES6 does, except that -0 stays `-0`;
 * - a schema that is absent, `null` or `{}` hashes to the EMPTY STRING (no `sha256:` at all).
 * Returns '' in that last case, else `sha256:<hex>`.
 */
export function mcptrustInputSchemaHash(
  schema: JsonValue | undefined,
  literals?: NumberLiterals,
  base = '/inputSchema',
  canonical?: string,
): '' | Digest {
  if (schema === undefined || schema === null) return '';
  if (typeof schema === 'object' && !Array.isArray(schema) && Object.keys(schema).length === 0) return '';
  if (canonical !== undefined && goFormEqualsJcs(canonical, literals, base)) return sha256Digest(canonical);
  return sha256Digest(goJsonMarshalSorted(schema, literals, base));
}

/** Characters Go escapes and JCS does not, and code units from which the two key orders can differ. */
const GO_DIFFERS_FROM_JCS = /[<>&\u2028\u2029\uD800-\uFFFF]/;

/**
 * Whether Go's form of a value equals `canonical`, its JCS text, so the JCS pass can be reused:
 * JCS escapes `"`, `\` and controls exactly as encoding/json and prints doubles the same; only
 * the HTML characters, U+2028/9, key order past U+D800 and a negative zero (known only from the
 * wire literal) set them apart.
 */
function goFormEqualsJcs(canonical: string, literals: NumberLiterals | undefined, base: string): boolean {
  if (GO_DIFFERS_FROM_JCS.test(canonical)) return false;
  if (literals === undefined) return true;
  for (const [pointer, literal] of literals) {
    if ((pointer === base || pointer.startsWith(`${base}/`)) && /^-0(?:\.0*)?(?:[eE][+-]?\d+)?$/.test(literal)) return false;
  }
  return true;
}

/**
 * Go `json.Marshal` of a value decoded by `json.Unmarshal` into interface{}, with object keys
 * sorted by code point (MCPTrust's orderedMapV1). `literals`/`base` give the wire's spelling of
 * numbers (only -0 matters here: Go keeps the sign, JSON.parse's -0 does not survive JCS).
 */
export function goJsonMarshalSorted(value: JsonValue, literals?: NumberLiterals, base = ''): string {
  return marshal(value, 0, literals !== undefined && literals.size > 0 ? literals : undefined, base);
}

function marshal(value: JsonValue, depth: number, literals: NumberLiterals | undefined, pointer: string): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      return goFloat(value, literals === undefined ? undefined : literalAt(literals, pointer, value));
    case 'string':
      return goString(value);
  }
  if (depth >= MAX_JSON_DEPTH) throw new CanonicalJsonError('too_deep', [], `is nested deeper than ${MAX_JSON_DEPTH} levels`);
  const at = (key: string): string => (literals === undefined ? pointer : `${pointer}/${escapePointerToken(key)}`);
  if (Array.isArray(value)) return `[${value.map((item, i) => marshal(item, depth + 1, literals, at(String(i)))).join(',')}]`;
  const keys = Object.keys(value).sort(compareCodePoints);
  return `{${keys.map((key) => `${goString(key)}:${marshal(value[key]!, depth + 1, literals, at(key))}`).join(',')}}`;
}

/** encoding/json floatEncoder: 'f' format, 'e' below 1e-6 or from 1e21 (e-07 cleaned to e-7). */
function goFloat(value: number, literal: string | undefined): string {
  if (!Number.isFinite(value)) throw new TypeError(`${value} is not valid JSON`);
  // JSON.stringify already prints ES6, which Go matches digit for digit; only the sign of zero
  // differs, and it is taken from the wire literal alone: a -0 in memory with no literal is what
  // the lockfile stores as 0, so its digests must not depend on the sign (found by the
  // lock -> serialize -> parse property test).
  if (value === 0) return literal !== undefined && literal.startsWith('-') ? '-0' : '0';
  return JSON.stringify(value);
}

const HEX = '0123456789abcdef';
const GO_SHORT: Record<number, string> = { 0x22: '\\"', 0x5c: '\\\\', 0x08: '\\b', 0x0c: '\\f', 0x0a: '\\n', 0x0d: '\\r', 0x09: '\\t' };
/** What encoding/json (escapeHTML = true) escapes: controls, `"`, `\`, `<`, `>`, `&`, U+2028, U+2029. */
const GO_ESCAPED = /[\u0000-\u001f"\\<>&\u2028\u2029]/g;

/** encoding/json appendString with escapeHTML = true (json.Marshal's default). */
export function goString(text: string): string {
  return `"${text.replace(GO_ESCAPED, (char) => {
    const code = char.charCodeAt(0);
    return GO_SHORT[code] ?? `\\u${code >= 0x2028 ? code.toString(16) : `00${HEX[code >> 4]}${HEX[code & 0xf]}`}`;
  })}"`;
}

/** Go's `sort.Strings`: byte order of UTF-8, i.e. code point order. */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const left = a.codePointAt(i)!;
    const right = b.codePointAt(i)!;
    if (left !== right) return left - right;
    if (left > 0xffff) i++;
  }
  return a.length - b.length;
}

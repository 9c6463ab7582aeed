import { escapePointerToken } from '../jsonPointer.js';
import type { JsonValue } from '../json.js';
import { CanonicalJsonError, LONE_SURROGATE, MAX_JSON_DEPTH } from './digest.js';
import { compareCodePoints } from './goJson.js';
import { literalAt, type NumberLiterals } from './numbers.js';

/**
 * Byte-exact port of Python's
 *   json.dumps(value, sort_keys=True, separators=(",", ":"))      # ensure_ascii=True by default
 * as MCP Hangar v1.2.0 computed tool digests (shared/reference/mcp-hangar-digest-pinning.txt;
 * mcp-hangar/mcp-hangar CHANGELOG 1.2.1 replaced it by JCS), of a value Python's json.loads read.
 *
 * - Strings: `"` `\` and \b \f \n \r \t get short escapes; every other character outside
 *   printable ASCII (0x20-0x7E) becomes \uXXXX with lowercase hex; characters beyond the BMP
 *   become a surrogate pair, which is exactly the UTF-16 code units JS strings already hold.
 * - Keys: sorted by code point (Python str order), not by UTF-16 code unit.
 * - Numbers: json.loads keeps the literal's kind: an integer literal is an exact int (written
 *   digit for digit, however large), anything with `.` or an exponent a float (written with
 *   float.__repr__: `0.0`, `1.0`, `1e+22`). `literals` (pointer -> wire literal, see numbers.ts)
 *   gives the literal where JSON.parse lost it; elsewhere the literal is what JavaScript prints,
 *   whose kind is visible (`100` int, `1.5` / `1e+21` float).
 */
export function pythonJsonDumpsSorted(value: JsonValue, literals?: NumberLiterals, base = ''): string {
  return dumps(value, 0, literals !== undefined && literals.size > 0 ? literals : undefined, base, pythonString, pythonNumber, compareCodePoints);
}

/**
 * Python `jcs.canonicalize(value)` (PyPI `jcs`, the RFC 8785 reference code current MCP Hangar
 * uses in domain/services/digest_computation.py) of a value json.loads read: RFC 8785 except that
 * a Python int is written exactly (`int.__repr__`), so an integer literal above 2^53 keeps its
 * digits where JavaScript's double would round them. Strings, key order (UTF-16) and floats are
 * RFC 8785's.
 */
export function pythonJcs(value: JsonValue, literals?: NumberLiterals, base = ''): string {
  return dumps(value, 0, literals !== undefined && literals.size > 0 ? literals : undefined, base, jcsString, jcsNumber, compareCodeUnits);
}

type StringWriter = (text: string) => string;
type NumberWriter = (value: number, literal: string | undefined) => string;

function dumps(
  value: JsonValue,
  depth: number,
  literals: NumberLiterals | undefined,
  pointer: string,
  string: StringWriter,
  number: NumberWriter,
  order: (a: string, b: string) => number,
): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      return number(value, literals === undefined ? undefined : literalAt(literals, pointer, value));
    case 'string':
      return string(value);
  }
  if (depth >= MAX_JSON_DEPTH) {
    throw new CanonicalJsonError('too_deep', [], `is nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  const at = (key: string): string => (literals === undefined ? pointer : `${pointer}/${escapePointerToken(key)}`);
  if (Array.isArray(value)) return `[${value.map((item, i) => dumps(item, depth + 1, literals, at(String(i)), string, number, order)).join(',')}]`;
  const keys = Object.keys(value).sort(order);
  return `{${keys.map((key) => `${string(key)}:${dumps(value[key]!, depth + 1, literals, at(key), string, number, order)}`).join(',')}}`;
}

/** An integer literal (no fraction, no exponent): Python's json.loads makes it an exact int. */
const INTEGER_LITERAL = /^-?\d+$/;

function jcsString(text: string): string {
  if (LONE_SURROGATE.test(text)) throw new CanonicalJsonError('lone_surrogate', [], 'contains a lone surrogate (not valid Unicode)');
  return JSON.stringify(text);
}

function jcsNumber(value: number, literal: string | undefined): string {
  if (!Number.isFinite(value)) throw new TypeError(`${value} is not valid JSON`);
  if (literal !== undefined && INTEGER_LITERAL.test(literal)) return BigInt(literal).toString();
  return JSON.stringify(value);
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Code units from U+D800 up: only there do UTF-16 order (JCS) and code point order (Python) differ. */
const ORDER_SENSITIVE = /[\uD800-\uFFFF]/;

/**
 * pythonJsonDumpsSorted(value), derived from `canonical` = canonicalJson(value) without walking
 * the value again: JCS already sorts keys, escapes `"` `\` and control characters exactly as
 * Python does and writes numbers with the same shortest digits, so only characters from U+007F
 * up (Python escapes them) and non-integral numbers (Python's float repr) are rewritten. When the
 * text holds a code unit from U+D800 up, key order may differ, and the value is dumped instead.
 */
export function pythonJsonFromCanonical(canonical: string, value: JsonValue): string {
  if (ORDER_SENSITIVE.test(canonical)) return pythonJsonDumpsSorted(value);
  let out = '';
  let copiedUpTo = 0;
  let i = 0;
  const length = canonical.length;
  while (i < length) {
    const code = canonical.charCodeAt(i);
    if (code === 0x22) {
      // A string: skip escapes (identical in both), rewrite non-ASCII as \uXXXX.
      for (i++; i < length; i++) {
        const char = canonical.charCodeAt(i);
        if (char === 0x22) break;
        if (char === 0x5c) i++;
        else if (char >= 0x7f) {
          out += `${canonical.slice(copiedUpTo, i)}\\u${char.toString(16).padStart(4, '0')}`;
          copiedUpTo = i + 1;
        }
      }
      i++;
    } else if (code === 0x2d || (code >= 0x30 && code <= 0x39)) {
      const start = i;
      while (i < length && isNumberChar(canonical.charCodeAt(i))) i++;
      const token = canonical.slice(start, i);
      const python = INTEGER_LITERAL.test(token) ? token : pythonFloatRepr(Number(token));
      if (python !== token) {
        out += canonical.slice(copiedUpTo, start) + python;
        copiedUpTo = i;
      }
    } else i++;
  }
  return copiedUpTo === 0 ? canonical : out + canonical.slice(copiedUpTo);
}

function isNumberChar(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x2b || code === 0x2e || code === 0x65 || code === 0x45;
}

const SHORT_ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/** Python's py_encode_basestring_ascii: ESCAPE_ASCII = r'([\\"]|[^\ -~])'. */
function pythonString(text: string): string {
  return `"${text.replace(/[\\"]|[^ -~]/g, (char) => {
    const short = SHORT_ESCAPES[char];
    if (short !== undefined) return short;
    // The regex matches single UTF-16 code units (no `u` flag), so astral characters arrive
    // as two surrogates and come out as the pair Python writes.
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  })}"`;
}

function pythonNumber(value: number, literal: string | undefined): string {
  if (!Number.isFinite(value)) throw new TypeError(`${value} is not valid JSON`);
  const spelled = literal ?? JSON.stringify(value);
  // An int stays an int, digit for digit (`-0` is the int 0); a float is written by repr.
  if (INTEGER_LITERAL.test(spelled)) return BigInt(spelled).toString();
  return pythonFloatRepr(literal !== undefined ? Number(literal) : value);
}

/**
 * float.__repr__: shortest round-trip digits (the same digits JS picks), fixed notation when
 * the decimal point position decpt satisfies -4 < decpt <= 16, otherwise d.ddde±XX.
 */
function pythonFloatRepr(value: number): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const [mantissa, exponentText] = Math.abs(value).toExponential().split('e') as [string, string];
  const digits = mantissa.replace('.', '');
  const exponent = Number(exponentText);
  const decpt = exponent + 1;
  if (decpt <= -4 || decpt > 16) {
    const fraction = digits.length > 1 ? `.${digits.slice(1)}` : '';
    const expSign = exponent < 0 ? '-' : '+';
    return `${sign}${digits[0]}${fraction}e${expSign}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  if (decpt <= 0) return `${sign}0.${'0'.repeat(-decpt)}${digits}`;
  if (decpt >= digits.length) return `${sign}${digits}${'0'.repeat(decpt - digits.length)}.0`;
  return `${sign}${digits.slice(0, decpt)}.${digits.slice(decpt)}`;
}

import type { JsonValue } from '../json.js';
import { CanonicalJsonError, MAX_JSON_DEPTH } from './digest.js';

/**
 * Byte-exact port of Python's
 *   json.dumps(value, sort_keys=True, separators=(",", ":"))      # ensure_ascii=True by default
 * so digests match pins computed by MCP Hangar (shared/reference/mcp-hangar-digest-pinning.txt).
 *
 * - Strings: `"` `\` and \b \f \n \r \t get short escapes; every other character outside
 *   printable ASCII (0x20-0x7E) becomes \uXXXX with lowercase hex; characters beyond the BMP
 *   become a surrogate pair, which is exactly the UTF-16 code units JS strings already hold.
 * - Keys: sorted by code point (Python str order), not by UTF-16 code unit.
 * - Numbers: Python keeps int and float apart, JSON.parse in JS does not. An integral number is
 *   integral number within ±(2^53-1) is written as an int ("1"), anything else as Python's
 *   float repr ("1.5", "1e-05", "1e+22").
 *   LIMITATION: a server that sends `1.0` is hashed here as `1` while Python writes `1.0`, and
 *   an integer literal beyond 2^53 (already imprecise after JSON.parse) is written as a float.
 *   Such schemas are rare; the other digests do not share this limitation.
 */
export function pythonJsonDumpsSorted(value: JsonValue): string {
  return dumps(value, 0);
}

function dumps(value: JsonValue, depth: number): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      return pythonNumber(value);
    case 'string':
      return pythonString(value);
  }
  if (depth >= MAX_JSON_DEPTH) {
    throw new CanonicalJsonError('too_deep', [], `is nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  if (Array.isArray(value)) return `[${value.map((item) => dumps(item, depth + 1)).join(',')}]`;
  const keys = Object.keys(value).sort(compareCodePoints);
  return `{${keys.map((key) => `${pythonString(key)}:${dumps(value[key]!, depth + 1)}`).join(',')}}`;
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
      const python = SAFE_INTEGER_TOKEN.test(token) ? token : pythonNumber(Number(token));
      if (python !== token) {
        out += canonical.slice(copiedUpTo, start) + python;
        copiedUpTo = i;
      }
    } else i++;
  }
  return copiedUpTo === 0 ? canonical : out + canonical.slice(copiedUpTo);
}

/** Up to 15 digits is always below 2^53: written as is by both. */
const SAFE_INTEGER_TOKEN = /^-?\d{1,15}$/;

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

/** Python compares str by code point; JS's default sort compares UTF-16 code units. */
function compareCodePoints(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const diff = left[i]!.codePointAt(0)! - right[i]!.codePointAt(0)!;
    if (diff !== 0) return diff;
  }
  return left.length - right.length;
}

function pythonNumber(value: number): string {
  if (!Number.isFinite(value)) throw new TypeError(`${value} is not valid JSON`);
  // Python keeps the literal's kind; JS cannot, so guess: integral and exactly representable
  // means an int literal, anything larger (1e300, 1e16...) was almost surely written as a float.
  if (Number.isSafeInteger(value)) return String(value);
  return pythonFloatRepr(value);
}

/**
 * float.__repr__: shortest round-trip digits (the same digits JS picks), fixed notation when
 * the decimal point position decpt satisfies -4 < decpt <= 16, otherwise d.ddde±XX.
 */
function pythonFloatRepr(value: number): string {
  const sign = value < 0 ? '-' : '';
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

/** Plain JSON values: what a server sends and what the lockfile stores. */
export type JsonPrimitive = null | boolean | number | string;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The member `key` of `object`, or undefined when it has none of its own. Keys come from servers:
 * `object[key]` would read `constructor`, `toString` or `__proto__` from Object.prototype (a
 * function or the prototype itself), which no JSON value is.
 */
export function ownValue(object: JsonObject, key: string): JsonValue | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/**
 * Structural equality of JSON values; object key order does not matter, primitives compare as
 * Object.is (as isDeepStrictEqual does: 0 and -0 differ). For reuse (lockfile stage): a peer
 * digest takes the sign of a zero from the wire, so an entry locked from `0` must not stand for a
 * live `-0`. Iterative (explicit stack): a definition nested thousands of levels deep must not
 * overflow the call stack.
 */
export function jsonEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  return equalJson(a, b, true);
}

/**
 * Equality as canonical JSON (RFC 8785) has it: as jsonEqual, but -0 and 0 are one number (both
 * are written `0`). What the diff compares: a `-0` on one side and `0` on the other (a lockfile
 * edited by hand; `lock` writes `0`) is nothing a reviewer could see, and the fingerprints agree.
 */
export function jsonEquivalent(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  return equalJson(a, b, false);
}

function equalJson(a: JsonValue | undefined, b: JsonValue | undefined, signedZero: boolean): boolean {
  const pending: Array<JsonValue | undefined> = [a, b];
  while (pending.length > 0) {
    const right = pending.pop();
    const left = pending.pop();
    if (left === right) {
      if (left !== 0 || !signedZero || Object.is(left, right)) continue;
      return false; // 0 vs -0
    }
    if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) {
      if (Number.isNaN(left) && Number.isNaN(right)) continue;
      return false;
    }
    if (Array.isArray(left)) {
      if (!Array.isArray(right) || left.length !== right.length) return false;
      for (let i = 0; i < left.length; i++) pending.push(left[i], right[i]);
      continue;
    }
    if (Array.isArray(right)) return false;
    const keys = Object.keys(left);
    if (keys.length !== Object.keys(right).length) return false;
    for (const key of keys) {
      if (!Object.hasOwn(right, key)) return false;
      pending.push(left[key], right[key]);
    }
  }
  return true;
}

/**
 * Number literals as the server wrote them, where JSON.parse loses them.
 *
 * JSON.parse turns `0.0`, `1.0`, `1e2` and `12345678901234567890` into doubles that print as `0`,
 * `1`, `100` and `12345678901234567000`. RFC 8785 and Go's encoder only ever see the double, so
 * the gate's own digests, MCPTrust's and Assay's do not care; but MCP Hangar is Python: its
 * json.loads keeps integers exact and floats as floats, so its digests (v1.2 `json.dumps`
 * writes `0.0`; current JCS writes big integers digit for digit) depend on the literal.
 *
 * So the transport records, for every number whose literal is not what JavaScript prints for its
 * value, that literal (recordWireNumbers); the lockfile carries them per tool as JSON pointer ->
 * literal (`numberLiterals`), and the Python-side serializers read them back. Nothing is recorded
 * for ordinary numbers, so a typical tool carries nothing extra.
 */
/** JSON pointer (relative to a definition) -> the number's literal as the server wrote it. */
export type NumberLiterals = ReadonlyMap<string, string>;

/** Container (object or array) -> key/index -> literal, for the numbers directly inside it. */
const LITERALS = new WeakMap<object, Map<string, string>>();
/** Containers with a recorded literal somewhere inside (so a walk only descends where needed). */
const HAS_LITERALS = new WeakSet<object>();
/** Items (tool definitions) -> their literals as pointers, once collected or read from a lockfile. */
const ITEM_LITERALS = new WeakMap<object, NumberLiterals>();

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
/** Strings are skipped whole; only number tokens outside them are looked at. */
const TOKENS = /"(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*/g;

/** Whether JavaScript prints the value of `literal` as exactly `literal`. */
export function isCanonicalNumberLiteral(literal: string): boolean {
  return JSON.stringify(Number(literal)) === literal;
}

/**
 * Records the non-canonical number literals of `text`, the JSON text `parsed` was parsed from
 * (JSON.parse(text) === parsed in structure). A cheap scan first: most messages have none, and
 * then nothing else is done.
 */
export function recordWireNumbers(text: string, parsed: unknown): void {
  if (typeof parsed !== 'object' || parsed === null || !hasNonCanonicalNumber(text)) return;
  try {
    new WireScanner(text).scan(parsed);
  } catch {
    // Only reached if `text` is not the JSON `parsed` came from: then nothing is known, nothing recorded.
  }
}

/**
 * Shapes every non-canonical number literal has (trailing fraction zero, an exponent, 16+
 * significant digits, on both sides of a decimal point too, six leading fraction zeros, `-0`; a
 * number is never directly followed by `"`, which keeps the JSON-RPC `"2.0"` out): a literal with
 * none of them is printed back by JavaScript as written (15 significant digits always round-trip).
 * One search over the text, strings included; only a hit pays for the token scan. It must never
 * miss: a literal it missed would be recorded only when something else in the same message (a
 * `1e` in a path, another tool's `1.0`) set the scan off.
 */
const MAYBE_NON_CANONICAL = /\d\.\d*0(?![\d"])|\d[eE]|\d[\d.]{15}|\.0{6}|-0(?![\d.eE])/;

/** Whether the JSON `text` has a number literal JavaScript does not print back as written. */
export function hasNonCanonicalNumber(text: string): boolean {
  if (!MAYBE_NON_CANONICAL.test(text)) return false;
  TOKENS.lastIndex = 0;
  for (let match = TOKENS.exec(text); match !== null; match = TOKENS.exec(text)) {
    const token = match[0];
    if (token.charCodeAt(0) !== 0x22 && !isCanonicalNumberLiteral(token)) return true;
  }
  return false;
}

/**
 * A JSON tokenizer walking the text beside the parsed value, so each number token is matched to
 * the container and key JSON.parse put it under (duplicate keys: the last one wins, as in
 * JSON.parse). Only called on valid JSON (it was parsed already).
 */
class WireScanner {
  private i = 0;
  constructor(private readonly text: string) {}

  scan(root: unknown): void {
    this.skipSpace();
    this.value(root, undefined, '');
  }

  /** Reads the value at the cursor; `container`/`key` is where JSON.parse stored it. */
  private value(parsed: unknown, container: object | undefined, key: string): boolean {
    const code = this.text.charCodeAt(this.i);
    // A value the parser's caller reshaped (a schema library dropping a key) is scanned, not recorded.
    const target = typeof parsed === 'object' && parsed !== null ? parsed : undefined;
    if (code === 0x7b /* { */) return this.object(target as Record<string, unknown> | undefined);
    if (code === 0x5b /* [ */) return this.array(Array.isArray(target) ? target : undefined);
    if (code === 0x22 /* " */) {
      this.string();
      return false;
    }
    if (code === 0x2d || (code >= 0x30 && code <= 0x39)) {
      NUMBER.lastIndex = this.i;
      const literal = NUMBER.exec(this.text)![0];
      this.i += literal.length;
      if (container === undefined || typeof parsed !== 'number' || isCanonicalNumberLiteral(literal)) return false;
      let map = LITERALS.get(container);
      if (map === undefined) LITERALS.set(container, (map = new Map()));
      map.set(key, literal);
      return true;
    }
    // true, false, null
    this.i += code === 0x66 ? 5 : 4;
    return false;
  }

  private object(parsed: Record<string, unknown> | undefined): boolean {
    this.i++;
    let found = false;
    this.skipSpace();
    if (this.text.charCodeAt(this.i) === 0x7d) {
      this.i++;
      return false;
    }
    for (;;) {
      this.skipSpace();
      const key = this.string();
      this.skipSpace();
      this.i++; // :
      this.skipSpace();
      // A duplicate key: JSON.parse kept the last value, so an earlier literal is forgotten.
      if (parsed !== undefined) LITERALS.get(parsed)?.delete(key);
      const child = parsed !== undefined && Object.hasOwn(parsed, key) ? parsed[key] : undefined;
      if (this.value(child, parsed, key)) found = true;
      this.skipSpace();
      if (this.text.charCodeAt(this.i++) === 0x7d) break;
    }
    if (found && parsed !== undefined) HAS_LITERALS.add(parsed);
    return found;
  }

  private array(parsed: unknown[] | undefined): boolean {
    this.i++;
    let found = false;
    this.skipSpace();
    if (this.text.charCodeAt(this.i) === 0x5d) {
      this.i++;
      return false;
    }
    for (let index = 0; ; index++) {
      this.skipSpace();
      if (this.value(parsed?.[index], parsed, String(index))) found = true;
      this.skipSpace();
      if (this.text.charCodeAt(this.i++) === 0x5d) break;
    }
    if (found && parsed !== undefined) HAS_LITERALS.add(parsed);
    return found;
  }

  /** Reads a string token and returns its value. */
  private string(): string {
    const start = this.i;
    let escaped = false;
    for (this.i++; ; this.i++) {
      const code = this.text.charCodeAt(this.i);
      if (code === 0x5c) {
        escaped = true;
        this.i++;
      } else if (code === 0x22) break;
    }
    this.i++;
    const token = this.text.slice(start, this.i);
    return escaped ? (JSON.parse(token) as string) : token.slice(1, -1);
  }

  private skipSpace(): void {
    for (;;) {
      const code = this.text.charCodeAt(this.i);
      if (code !== 0x20 && code !== 0x0a && code !== 0x0d && code !== 0x09) return;
      this.i++;
    }
  }
}

/**
 * The recorded literals inside `item`, as JSON pointers relative to it (sorted); undefined when
 * there are none. Reads what the transport recorded, or what attachNumberLiterals set.
 */
export function numberLiteralsOf(item: object): NumberLiterals | undefined {
  const attached = ITEM_LITERALS.get(item);
  if (attached !== undefined) return attached.size > 0 ? attached : undefined;
  if (!HAS_LITERALS.has(item)) return undefined;
  const found: Array<[string, string]> = [];
  collect(item, '', found);
  found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new Map(found);
}

/** RFC 6901 token escaping (jsonPointer.ts has the same; json.ts stays free of imports). */
function pointerToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

function collect(container: object, base: string, out: Array<[string, string]>): void {
  const own = LITERALS.get(container);
  if (own !== undefined) for (const [key, literal] of own) out.push([`${base}/${pointerToken(key)}`, literal]);
  for (const [key, child] of Object.entries(container)) {
    if (typeof child === 'object' && child !== null && HAS_LITERALS.has(child)) collect(child, `${base}/${pointerToken(key)}`, out);
  }
}

/**
 * Sets the literals of `item` explicitly: for a copy made by normalization (same pointers), and
 * for a definition read back from a lockfile (its `numberLiterals`). Serializers use a literal
 * only where it still denotes the number at its pointer (literalAt), so a stale or hand-edited
 * table cannot put another number into a digest's input.
 */
export function attachNumberLiterals(item: object, literals: NumberLiterals | Readonly<Record<string, string>> | undefined): void {
  if (literals === undefined) return;
  const entries = literals instanceof Map ? [...literals] : Object.entries(literals);
  if (entries.length > 0) ITEM_LITERALS.set(item, new Map(entries));
}


/** Whether recordWireNumbers recorded a literal somewhere inside `value`. */
export function hasWireNumbers(value: object): boolean {
  return HAS_LITERALS.has(value);
}

/**
 * Puts the literals recorded inside `from` onto `to`, another parse of the same message (the SDK's,
 * over HTTP and SSE), wherever `to` holds the same number at the same place; elsewhere nothing.
 */
export function copyWireNumbers(from: object, to: object): void {
  if (HAS_LITERALS.has(from)) copyInto(from, to);
}

function copyInto(from: object, to: object): boolean {
  let found = false;
  const target = to as Record<string, unknown>;
  const own = LITERALS.get(from);
  if (own !== undefined) {
    for (const [key, literal] of own) {
      const value = Object.hasOwn(target, key) ? target[key] : undefined;
      if (typeof value !== 'number' || !Object.is(value, Number(literal))) continue;
      let map = LITERALS.get(to);
      if (map === undefined) LITERALS.set(to, (map = new Map()));
      map.set(key, literal);
      found = true;
    }
  }
  for (const [key, child] of Object.entries(from)) {
    if (typeof child !== 'object' || child === null || !HAS_LITERALS.has(child)) continue;
    const next = Object.hasOwn(target, key) ? target[key] : undefined;
    if (typeof next === 'object' && next !== null && copyInto(child, next)) found = true;
  }
  if (found) HAS_LITERALS.add(to);
  return found;
}

/**
 * Characters JSON.stringify leaves raw that are invisible or reorder text (DEL and C1 controls, soft hyphen,
 * the Arabic letter mark, zero-width and bidi marks, overrides and isolates, line and paragraph
 * separators, the byte order mark, tag characters), as JSON escapes (`\u202e`; a tag character as
 * its surrogate pair): a diff then shows a change that hides in them, no reader splits a line at
 * U+2028, and the text stays valid JSON with the same value. Only for JSON text, where they can
 * occur only in strings. Written by hand, not as \\p{Cf}: the same text escapes the same way on every
 * Node version (the lockfile's bytes must not depend on the runtime's Unicode tables).
 */
const JSON_INVISIBLES = /[\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\u{e0000}-\u{e007f}]/gu;

export function escapeJsonInvisibles(json: string): string {
  return json.replace(JSON_INVISIBLES, (char) => {
    let escaped = '';
    for (let i = 0; i < char.length; i++) escaped += `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`;
    return escaped;
  });
}

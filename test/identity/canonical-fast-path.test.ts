// The hand-written JCS pass and the Python text derived from it must equal their references:
// the `canonicalize` package (RFC 8785) and the direct Python-style dump.
import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CanonicalJsonError,
  MAX_JSON_DEPTH,
  analyzeTool,
  canonicalJson,
  hangarDigest,
  pythonJsonDumpsSorted,
  pythonJsonFromCanonical,
} from '../../src/identity/index.js';
import type { JsonObject, JsonValue } from '../../src/json.js';

const json = fc.jsonValue({ maxDepth: 5, stringUnit: 'binary' }) as fc.Arbitrary<JsonValue>;
// Numbers that exercise Python's float repr: fractions, huge, tiny, beyond 2^53.
const numbers = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), fc.constantFrom(1e16, 2 ** 53, 1e21, 1e-7, 0.1, -0, 123456789012345680));
const keys = fc.oneof(fc.string({ unit: 'binary', maxLength: 6 }), fc.constantFrom('__proto__', '10', '2', '\uE000', '\u{1F600}', 'é', '\u007f'));
const mixed: fc.Arbitrary<JsonValue> = fc.letrec<{ value: JsonValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    numbers,
    fc.string({ unit: 'binary', maxLength: 10 }),
    fc.constantFrom(null, true, false),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(keys, tie('value'), { maxKeys: 4 }),
  ),
})).value;

function nested(depth: number): JsonValue {
  let value: JsonValue = 'leaf';
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? [value] : { p: value };
  return value;
}

describe('canonicalJson', () => {
  it('equals the canonicalize package on any JSON value', () => {
    fc.assert(fc.property(fc.oneof(json, mixed), (value) => {
      expect(canonicalJson(value)).toBe(canonicalize(value));
    }), { numRuns: 1000 });
  });

  it('canonicalizes with the canonicalize package, and refuses absurd nesting with a located CanonicalJsonError, not a stack overflow', () => {
    expect(canonicalJson(nested(MAX_JSON_DEPTH))).toBe(canonicalize(nested(MAX_JSON_DEPTH)));
    const error = (() => { try { canonicalJson(nested(10_000)); } catch (e) { return e; } })();
    expect(error).toBeInstanceOf(CanonicalJsonError);
    expect((error as CanonicalJsonError).problem).toBe('too_deep');
    expect((error as CanonicalJsonError).code).toBe('protocol_error');
    expect((error as CanonicalJsonError).message).toContain(`deeper than ${MAX_JSON_DEPTH} levels`);
  });

  it('names where a lone surrogate sits, in a value or a key, shown as \\uXXXX', () => {
    expect(() => canonicalJson({ a: [1, 'x\uD800'] })).toThrow('/a/1 contains a lone surrogate');
    expect(() => canonicalJson({ a: { ['k\uDC00']: 1 } })).toThrow('/a/k\\uDC00 contains a lone surrogate');
    // A valid pair is fine, and a backslash followed by "ud800" is just text.
    expect(canonicalJson('\u{1F600}\\ud800')).toBe(canonicalize('\u{1F600}\\ud800'));
    expect(() => canonicalJson(Number.NaN)).toThrow(CanonicalJsonError);
    expect(() => canonicalJson(undefined)).toThrow(CanonicalJsonError);
  });
});

describe('pythonJsonFromCanonical', () => {
  it('equals pythonJsonDumpsSorted on any JSON value', () => {
    fc.assert(fc.property(fc.oneof(json, mixed), (value) => {
      expect(pythonJsonFromCanonical(canonicalJson(value), value)).toBe(pythonJsonDumpsSorted(value));
    }), { numRuns: 1000 });
  });

  it('rewrites non-ASCII, DEL and floats, and keeps integers and escapes', () => {
    const value: JsonObject = { a: 'caf\u00e9\u007f"\\\n', b: [1.5, 1e-7, 1e21, 10, -3, 1e16], c: 'x' };
    expect(pythonJsonFromCanonical(canonicalJson(value), value)).toBe(
      '{"a":"caf\\u00e9\\u007f\\"\\\\\\n","b":[1.5,1e-07,1e+21,10,-3,10000000000000000],"c":"x"}',
    );
  });

  it('analyzeTool yields the same Hangar digest as hangarDigest', () => {
    const tool = fc.record({
      name: fc.oneof(fc.string({ unit: 'binary' }), fc.constant(null)),
      description: fc.oneof(fc.string({ unit: 'binary' }), fc.constant(null)),
      inputSchema: mixed,
      outputSchema: mixed,
    }, { requiredKeys: [] }) as fc.Arbitrary<JsonObject>;
    fc.assert(fc.property(tool, (t) => {
      expect(analyzeTool(t).identity.hangarDigest).toBe(hangarDigest(t));
    }), { numRuns: 500 });
  });
});

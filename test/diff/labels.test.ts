import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import canonicalize from 'canonicalize';
import { jsonEquivalent as diffEqual } from '../../src/diff/labels.js';
import { jsonEqual, jsonEquivalent, type JsonValue } from '../../src/json.js';

const value = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<JsonValue>;
const edge = fc.constantFrom<JsonValue>(0, -0, 1, '0', null, [], {}, [0], [-0], { a: 0 }, { a: -0 }, { a: null }, { b: null }, { __proto__: 1 } as JsonValue);

describe('jsonEqual (reuse) and jsonEquivalent (the diff)', () => {
  it('jsonEqual agrees with isDeepStrictEqual on JSON values, including 0 / -0 and key order', () => {
    fc.assert(fc.property(fc.oneof(value, edge), fc.oneof(value, edge), (a, b) => {
      expect(jsonEqual(a, b)).toBe(isDeepStrictEqual(a, b));
      expect(jsonEqual(a, structuredClone(a))).toBe(true);
    }), { numRuns: 2000 });
    expect(jsonEqual({ a: 1, b: [2] }, { b: [2], a: 1 })).toBe(true);
    expect(jsonEqual(undefined, undefined)).toBe(true);
    expect(jsonEqual(undefined, null)).toBe(false);
  });

  it('the diff compares as canonical JSON does: equal exactly when the JCS texts are, so -0 is 0', () => {
    expect(diffEqual).toBe(jsonEquivalent);
    fc.assert(fc.property(fc.oneof(value, edge), fc.oneof(value, edge), (a, b) => {
      expect(jsonEquivalent(a, b)).toBe(canonicalize(a) === canonicalize(b));
    }), { numRuns: 2000 });
    expect(jsonEquivalent({ limit: -0, list: [0] }, { list: [-0], limit: 0 })).toBe(true);
    expect(jsonEqual({ limit: -0 }, { limit: 0 })).toBe(false);
  });

  it('compares values nested 100,000 levels deep without overflowing the stack', () => {
    const deep = (leaf: JsonValue): JsonValue => {
      let v = leaf;
      for (let i = 0; i < 100_000; i++) v = { p: [v] };
      return v;
    };
    expect(jsonEqual(deep(1), deep(1))).toBe(true);
    expect(jsonEquivalent(deep(1), deep(1))).toBe(true);
    expect(jsonEqual(deep(1), deep(2))).toBe(false);
    expect(jsonEquivalent(deep(1), deep(2))).toBe(false);
  });
});

import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonEqual } from '../../src/diff/labels.js';
import type { JsonValue } from '../../src/json.js';

const value = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<JsonValue>;
const edge = fc.constantFrom<JsonValue>(0, -0, 1, '0', null, [], {}, [0], [-0], { a: 0 }, { a: -0 }, { a: null }, { b: null }, { __proto__: 1 } as JsonValue);

describe('jsonEqual', () => {
  it('agrees with isDeepStrictEqual on JSON values, including 0 / -0 and key order', () => {
    fc.assert(fc.property(fc.oneof(value, edge), fc.oneof(value, edge), (a, b) => {
      expect(jsonEqual(a, b)).toBe(isDeepStrictEqual(a, b));
      expect(jsonEqual(a, structuredClone(a))).toBe(true);
    }), { numRuns: 2000 });
    expect(jsonEqual({ a: 1, b: [2] }, { b: [2], a: 1 })).toBe(true);
    expect(jsonEqual(undefined, undefined)).toBe(true);
    expect(jsonEqual(undefined, null)).toBe(false);
  });

  it('compares values nested 100,000 levels deep without overflowing the stack', () => {
    const deep = (leaf: JsonValue): JsonValue => {
      let v = leaf;
      for (let i = 0; i < 100_000; i++) v = { p: [v] };
      return v;
    };
    expect(jsonEqual(deep(1), deep(1))).toBe(true);
    expect(jsonEqual(deep(1), deep(2))).toBe(false);
  });
});

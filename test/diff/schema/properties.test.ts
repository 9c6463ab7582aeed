import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '../../../src/json.js';
import { diffSchemas, type SchemaDirection } from '../../../src/diff/schema/index.js';
import { schemaRules } from '../../../src/diff/schema/rules.js';

const names = fc.constantFrom('a', 'b', 'exec', '__proto__', 'constructor', 'x/~y', '\u{1F600}', '\uD800');
const nameList = fc.subarray(['a', 'b', 'exec', '__proto__']);

const entry = (key: string, value: fc.Arbitrary<JsonValue>) => value.map((v): [string, JsonValue] => [key, v]);

/** Schemas using every keyword the diff knows, plus unknown ones, refs (cyclic ones too) and booleans. */
const { schema } = fc.letrec<{ schema: JsonObject | boolean; object: JsonObject }>((tie) => ({
  schema: fc.oneof({ maxDepth: 3, depthIdentifier: 'schema' }, fc.boolean(), tie('object'), tie('object')),
  // A few keywords per object keeps generated schemas small enough to run thousands of cases.
  object: fc.array(fc.oneof(
    entry('type', fc.oneof(fc.constantFrom('string', 'number', 'integer', 'object', 'array', 'null'), fc.subarray(['string', 'number', 'integer', 'null', 'array', 'object']))),
    entry('nullable', fc.boolean()),
    entry('enum', fc.array(fc.constantFrom<JsonValue>('a', 'b', 1, null, { k: 1 }), { maxLength: 3 })),
    entry('const', fc.constantFrom<JsonValue>('a', 1, null)),
    entry('properties', fc.dictionary(names, tie('schema'), { maxKeys: 3 })),
    entry('required', nameList),
    entry('additionalProperties', tie('schema')),
    entry('patternProperties', fc.dictionary(fc.constantFrom('^a', '^b'), tie('schema'), { maxKeys: 1 })),
    entry('items', fc.oneof(tie('schema'), fc.array(tie('schema'), { maxLength: 2 }))),
    entry('additionalItems', tie('schema')),
    entry('prefixItems', fc.array(tie('schema'), { maxLength: 2 })),
    entry('anyOf', fc.array(tie('schema'), { maxLength: 3 })),
    // Value-set unions (issue 10): branches of one type each, const branches, nullable forms, so the
    // type-by-type comparison of src/diff/schema/union.ts is exercised by every property below.
    entry('anyOf', fc.array(fc.oneof(
      fc.constantFrom<JsonValue>({ type: 'null' }, { type: 'string' }, { type: 'integer' }, { type: 'number' }, { const: 'auto' }, { enum: ['a', 1] }),
      fc.record({ type: fc.constantFrom('string', 'array', 'object'), maxLength: fc.nat(3), items: tie('schema'), properties: fc.dictionary(names, tie('schema'), { maxKeys: 2 }) }, { requiredKeys: ['type'] }),
      fc.constantFrom<JsonValue>({ $ref: '#/$defs/a' }, { type: ['string', 'null'] }, { type: 'string', nullable: true }),
    ), { minLength: 1, maxLength: 3 })),
    entry('oneOf', fc.array(tie('schema'), { maxLength: 2 })),
    entry('allOf', fc.array(tie('schema'), { maxLength: 2 })),
    entry('not', tie('schema')),
    entry('if', tie('schema')),
    entry('then', tie('schema')),
    entry('else', tie('schema')),
    entry('contains', tie('schema')),
    entry('propertyNames', tie('schema')),
    entry('unevaluatedProperties', tie('schema')),
    entry('dependentRequired', fc.dictionary(names, nameList, { maxKeys: 2 })),
    entry('dependencies', fc.dictionary(names, fc.oneof(nameList, tie('schema')), { maxKeys: 2 })),
    entry('maximum', fc.integer({ min: -3, max: 3 })),
    entry('minimum', fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constant(-9007199254740991))),
    entry('exclusiveMaximum', fc.oneof(fc.boolean(), fc.integer({ min: -3, max: 3 }))),
    entry('exclusiveMinimum', fc.oneof(fc.boolean(), fc.integer({ min: -3, max: 3 }))),
    entry('maxLength', fc.nat(4)),
    entry('minLength', fc.nat(2)),
    entry('minItems', fc.nat(2)),
    entry('maxContains', fc.nat(3)),
    entry('pattern', fc.constantFrom('^a', '^b')),
    entry('format', fc.constantFrom('uri', 'email')),
    entry('multipleOf', fc.constantFrom(0.5, 1, 2, 3, 4)),
    entry('uniqueItems', fc.boolean()),
    entry('default', fc.constantFrom<JsonValue>(1, 'x', null)),
    entry('title', fc.string({ maxLength: 4 })),
    entry('description', fc.string({ unit: 'binary', maxLength: 6 })),
    entry('$ref', fc.constantFrom('#', '#/$defs/a', '#/$defs/b', '#/$defs/missing', '#/properties/a', 'https://example.com/s.json')),
    entry('x-extension', fc.nat(2)),
  ), { maxLength: 4 }).map((entries) => Object.fromEntries(entries) as JsonObject),
}));

/** A root with definitions, so generated `$ref`s resolve (and loop: a and b may refer to each other). */
const root = fc.record({ body: schema, a: schema, b: schema }).map(({ body, a, b }): JsonObject | boolean =>
  typeof body === 'boolean' ? body : { ...body, $defs: { a, b } });

/** Pairs that share most of their structure, so the interesting (small) differences are common. */
const nearPair = fc.record({ base: root, key: fc.constantFrom('properties', 'items', 'anyOf', 'not', 'additionalProperties'), x: schema, y: schema })
  .map(({ base, key, x, y }): [JsonValue, JsonValue] => {
    if (typeof base === 'boolean') return [x, y];
    const wrap = (value: JsonValue): JsonValue => (key === 'properties' ? { p: value } : key === 'anyOf' ? [{ type: 'string' }, value] : value);
    return [{ ...base, [key]: wrap(x) }, { ...base, [key]: wrap(y) }];
  });
const anyPair = fc.oneof(fc.tuple(root, root), nearPair);

const FLIP: Record<SchemaDirection, SchemaDirection> = { widening: 'narrowing', narrowing: 'widening', both: 'both', cosmetic: 'cosmetic' };
const directions = (before: JsonValue, after: JsonValue) => diffSchemas(before, after, 'input').map((difference) => difference.direction);
const ruleDirection = new Map(schemaRules.map((rule) => [rule.id, rule.direction]));

describe('properties over generated schemas', () => {
  it('swapping before and after swaps widening and narrowing', () => {
    fc.assert(fc.property(anyPair, ([before, after]) => {
      expect(directions(after, before).sort()).toEqual(directions(before, after).map((direction) => FLIP[direction]).sort());
    }), { numRuns: 300 });
  });

  it('finds no difference between a schema and itself or a copy of it', () => {
    fc.assert(fc.property(root, (value) => {
      expect(diffSchemas(value, value, 'input')).toEqual([]);
      expect(diffSchemas(value, structuredClone(value), 'output')).toEqual([]);
    }), { numRuns: 200 });
  });

  it('emits only catalogue rules of the requested role, with their catalogue direction, and plain JSON data', () => {
    fc.assert(fc.property(anyPair, fc.constantFrom('input', 'output' as const), ([before, after], role) => {
      const differences = diffSchemas(before, after, role);
      for (const difference of differences) {
        expect(difference.rule.startsWith(`${role}_`)).toBe(true);
        expect(ruleDirection.get(difference.rule)).toBe(difference.direction);
        expect(difference.pointer === '' || difference.pointer.startsWith('/')).toBe(true);
      }
      expect(JSON.parse(JSON.stringify(differences))).toEqual(differences);
      // At most one cosmetic row, and something is always said when the schemas differ.
      expect(differences.filter((difference) => difference.direction === 'cosmetic').length).toBeLessThanOrEqual(1);
    }), { numRuns: 200 });
  });

  it('never throws on arbitrary JSON, including values that are not schemas', () => {
    const json = fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<JsonValue>;
    fc.assert(fc.property(fc.option(json, { nil: undefined }), fc.option(json, { nil: undefined }), (before, after) => {
      const differences = diffSchemas(before, after, 'input');
      expect(Array.isArray(differences)).toBe(true);
    }), { numRuns: 200 });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '../../../src/json.js';
import { diffSchemas, type SchemaDirection } from '../../../src/diff/schema/index.js';
import { schemaRules } from '../../../src/diff/schema/rules.js';

const names = fc.constantFrom('a', 'b', 'exec', '__proto__', 'constructor', 'x/~y', '\u{1F600}', '\uD800');
const nameList = fc.subarray(['a', 'b', 'exec', '__proto__']);

/** Schemas using every keyword the diff knows, plus unknown ones, refs (cyclic ones too) and booleans. */
const { schema } = fc.letrec<{ schema: JsonValue; object: JsonObject }>((tie) => ({
  schema: fc.oneof({ maxDepth: 3, depthIdentifier: 'schema' }, fc.boolean(), tie('object'), tie('object')),
  object: fc.record({
    type: fc.oneof(fc.constantFrom('string', 'number', 'integer', 'object', 'array', 'null'), fc.subarray(['string', 'number', 'integer', 'null'])),
    nullable: fc.boolean(),
    enum: fc.array(fc.constantFrom<JsonValue>('a', 'b', 1, null, { k: 1 }), { maxLength: 3 }),
    const: fc.constantFrom<JsonValue>('a', 1, null),
    properties: fc.dictionary(names, tie('schema'), { maxKeys: 3 }),
    required: nameList,
    additionalProperties: tie('schema'),
    patternProperties: fc.dictionary(fc.constantFrom('^a', '^b'), tie('schema'), { maxKeys: 1 }),
    items: fc.oneof(tie('schema'), fc.array(tie('schema'), { maxLength: 2 })),
    additionalItems: tie('schema'),
    prefixItems: fc.array(tie('schema'), { maxLength: 2 }),
    anyOf: fc.array(tie('schema'), { maxLength: 3 }),
    oneOf: fc.array(tie('schema'), { maxLength: 2 }),
    allOf: fc.array(tie('schema'), { maxLength: 2 }),
    not: tie('schema'),
    if: tie('schema'),
    then: tie('schema'),
    else: tie('schema'),
    contains: tie('schema'),
    propertyNames: tie('schema'),
    unevaluatedProperties: tie('schema'),
    dependentRequired: fc.dictionary(names, nameList, { maxKeys: 2 }),
    dependencies: fc.dictionary(names, fc.oneof(nameList, tie('schema')), { maxKeys: 2 }),
    maximum: fc.integer({ min: -3, max: 3 }),
    minimum: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constant(-9007199254740991)),
    exclusiveMaximum: fc.oneof(fc.boolean(), fc.integer({ min: -3, max: 3 })),
    exclusiveMinimum: fc.oneof(fc.boolean(), fc.integer({ min: -3, max: 3 })),
    maxLength: fc.nat(4),
    minLength: fc.nat(2),
    minItems: fc.nat(2),
    maxContains: fc.nat(3),
    pattern: fc.constantFrom('^a', '^b'),
    format: fc.constantFrom('uri', 'email'),
    multipleOf: fc.constantFrom(0.5, 1, 2, 3, 4),
    uniqueItems: fc.boolean(),
    default: fc.constantFrom<JsonValue>(1, 'x', null),
    title: fc.string({ maxLength: 4 }),
    description: fc.string({ unit: 'binary', maxLength: 6 }),
    $ref: fc.constantFrom('#', '#/$defs/a', '#/$defs/b', '#/$defs/missing', '#/properties/a', 'https://example.com/s.json'),
    'x-extension': fc.nat(2),
  }, { requiredKeys: [] }) as fc.Arbitrary<JsonObject>,
}));

/** A root with definitions, so generated `$ref`s resolve (and loop: a and b may refer to each other). */
const root = fc.record({ body: schema, a: schema, b: schema }).map(({ body, a, b }): JsonValue =>
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
    }), { numRuns: 1500 });
  });

  it('finds no difference between a schema and itself or a copy of it', () => {
    fc.assert(fc.property(root, (value) => {
      expect(diffSchemas(value, value, 'input')).toEqual([]);
      expect(diffSchemas(value, structuredClone(value), 'output')).toEqual([]);
    }), { numRuns: 500 });
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
    }), { numRuns: 800 });
  });

  it('never throws on arbitrary JSON, including values that are not schemas', () => {
    const json = fc.jsonValue({ maxDepth: 4 });
    fc.assert(fc.property(fc.option(json, { nil: undefined }), fc.option(json, { nil: undefined }), (before, after) => {
      const differences = diffSchemas(before, after, 'input');
      expect(Array.isArray(differences)).toBe(true);
    }), { numRuns: 800 });
  });
});

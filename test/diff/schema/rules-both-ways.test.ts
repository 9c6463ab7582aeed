import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../../src/json.js';
import { object, semantic } from './helpers.js';

/**
 * Each case: before, after, the differences of before -> after, and of after -> before.
 * Differences are `rule direction pointer` without the `input_` prefix.
 */
type Case = [name: string, before: JsonValue, after: JsonValue, forward: string[], backward: string[]];

const str = { type: 'string' };
const cases: Case[] = [
  ['optional property added / removed', object({ path: str }), object({ path: str, exec: str }),
    ['property_added widening /properties/exec'], ['property_removed narrowing /properties/exec']],
  ['optional property added to a closed object', object({ path: str }, { additionalProperties: false }),
    object({ path: str, exec: str }, { additionalProperties: false }),
    ['property_added widening /properties/exec'], ['property_removed narrowing /properties/exec']],
  ['optional property added at depth', object({ opts: object({ a: str }) }), object({ opts: object({ a: str, b: str }) }),
    ['property_added widening /properties/opts/properties/b'], ['property_removed narrowing /properties/opts/properties/b']],
  ['required property added / removed', object({ a: str }), object({ a: str, b: str }, { required: ['b'] }),
    ['required_property_added narrowing /properties/b'], ['required_property_removed widening /properties/b']],
  ['required name dropped / added', object({ a: str }, { required: ['a'] }), object({ a: str }),
    ['property_made_optional widening /properties/a'], ['property_made_required narrowing /required']],
  ['type gains a value', str, { type: ['string', 'number'] }, ['type_widened widening /type'], ['type_narrowed narrowing /type']],
  ['integer to number', { type: 'integer' }, { type: 'number' }, ['type_widened widening /type'], ['type_narrowed narrowing /type']],
  ['type dropped / added', str, {}, ['type_widened widening /type'], ['type_narrowed narrowing /type']],
  ['type swapped', str, { type: 'number' }, ['type_changed both /type'], ['type_changed both /type']],
  ['null allowed by type', str, { type: ['string', 'null'] }, ['null_allowed widening /type'], ['null_disallowed narrowing /type']],
  ['null allowed by nullable', str, { type: 'string', nullable: true }, ['null_allowed widening /type'], ['null_disallowed narrowing /type']],
  ['enum gains a value', { enum: ['read'] }, { enum: ['read', 'exec'] }, ['enum_value_added widening /enum'], ['enum_value_removed narrowing /enum']],
  ['enum dropped / added', { type: 'string', enum: ['read'] }, str, ['enum_removed widening /enum'], ['enum_added narrowing /enum']],
  ['const dropped / added', { type: 'string', const: 'read' }, str, ['enum_removed widening /const'], ['enum_added narrowing /const']],
  ['const changed', { const: 'read' }, { const: 'exec' },
    ['enum_value_added widening /const', 'enum_value_removed narrowing /const'],
    ['enum_value_added widening /const', 'enum_value_removed narrowing /const']],
  ['maximum raised / lowered', { maximum: 10 }, { maximum: 100 }, ['constraint_relaxed widening /maximum'], ['constraint_tightened narrowing /maximum']],
  ['exclusiveMaximum raised', { exclusiveMaximum: 10 }, { exclusiveMaximum: 11 },
    ['constraint_relaxed widening /exclusiveMaximum'], ['constraint_tightened narrowing /exclusiveMaximum']],
  ['maximum made exclusive', { maximum: 10 }, { exclusiveMaximum: 10 },
    ['constraint_tightened narrowing /exclusiveMaximum'], ['constraint_relaxed widening /maximum']],
  ['maximum dropped / added', { maximum: 10 }, {}, ['constraint_removed widening /maximum'], ['constraint_added narrowing /maximum']],
  ['minimum lowered / raised', { minimum: 1 }, { minimum: 0 }, ['constraint_relaxed widening /minimum'], ['constraint_tightened narrowing /minimum']],
  ['exclusiveMinimum dropped', { exclusiveMinimum: 0 }, {}, ['constraint_removed widening /exclusiveMinimum'], ['constraint_added narrowing /exclusiveMinimum']],
  ['maxLength raised', { maxLength: 10 }, { maxLength: 11 }, ['constraint_relaxed widening /maxLength'], ['constraint_tightened narrowing /maxLength']],
  ['maxItems dropped', { maxItems: 3 }, {}, ['constraint_removed widening /maxItems'], ['constraint_added narrowing /maxItems']],
  ['maxProperties raised', { maxProperties: 3 }, { maxProperties: 4 }, ['constraint_relaxed widening /maxProperties'], ['constraint_tightened narrowing /maxProperties']],
  ['maxContains dropped', { contains: str, maxContains: 2 }, { contains: str }, ['constraint_removed widening /maxContains'], ['constraint_added narrowing /maxContains']],
  ['minLength lowered', { minLength: 3 }, { minLength: 1 }, ['constraint_relaxed widening /minLength'], ['constraint_tightened narrowing /minLength']],
  ['minItems dropped', { minItems: 2 }, {}, ['constraint_removed widening /minItems'], ['constraint_added narrowing /minItems']],
  ['minProperties lowered', { minProperties: 2 }, { minProperties: 1 }, ['constraint_relaxed widening /minProperties'], ['constraint_tightened narrowing /minProperties']],
  ['pattern dropped / added', { type: 'string', pattern: '^[a-z]+$' }, str, ['constraint_removed widening /pattern'], ['constraint_added narrowing /pattern']],
  ['pattern changed', { pattern: '^[a-z]+$' }, { pattern: '^[0-9]+$' }, ['constraint_changed both /pattern'], ['constraint_changed both /pattern']],
  ['format dropped / added', { type: 'string', format: 'uri' }, str, ['constraint_removed widening /format'], ['constraint_added narrowing /format']],
  ['format changed', { format: 'uri' }, { format: 'email' }, ['constraint_changed both /format'], ['constraint_changed both /format']],
  ['multipleOf: new is a multiple of old', { multipleOf: 2 }, { multipleOf: 4 },
    ['constraint_tightened narrowing /multipleOf'], ['constraint_relaxed widening /multipleOf']],
  ['multipleOf: binary fractions', { multipleOf: 0.1 }, { multipleOf: 0.3 },
    ['constraint_tightened narrowing /multipleOf'], ['constraint_relaxed widening /multipleOf']],
  ['multipleOf: unrelated', { multipleOf: 2 }, { multipleOf: 3 }, ['constraint_changed both /multipleOf'], ['constraint_changed both /multipleOf']],
  ['multipleOf dropped', { multipleOf: 2 }, {}, ['constraint_removed widening /multipleOf'], ['constraint_added narrowing /multipleOf']],
  ['additionalProperties false -> absent', object({}, { additionalProperties: false }), object({}),
    ['additional_properties_allowed widening /additionalProperties'], ['additional_properties_restricted narrowing /additionalProperties']],
  ['additionalProperties false -> true', { additionalProperties: false }, { additionalProperties: true },
    ['additional_properties_allowed widening /additionalProperties'], ['additional_properties_restricted narrowing /additionalProperties']],
  ['additionalProperties false -> schema', { additionalProperties: false }, { additionalProperties: str },
    ['additional_properties_allowed widening /additionalProperties'], ['additional_properties_restricted narrowing /additionalProperties']],
  ['additionalProperties schema recursed', { additionalProperties: str }, { additionalProperties: { type: ['string', 'number'] } },
    ['type_widened widening /additionalProperties/type'], ['type_narrowed narrowing /additionalProperties/type']],
  // Branches of one type each are value sets: a gained branch is a gained type (unions.test.ts).
  ['anyOf branch of a new type added', { anyOf: [str] }, { anyOf: [str, { type: 'object' }] },
    ['type_widened widening /anyOf/1'], ['type_narrowed narrowing /anyOf/1']],
  ['oneOf branch of a new type added', { oneOf: [str, { type: 'number' }] }, { oneOf: [{ type: 'number' }, str, { type: 'boolean' }] },
    ['type_widened widening /oneOf/2'], ['type_narrowed narrowing /oneOf/2']],
  // Branches that are not one type each (no `type`, or two constrained branches of one type) stay branches.
  ['anyOf branch added', { anyOf: [{ required: ['a'] }] }, { anyOf: [{ required: ['a'] }, { required: ['b'] }] },
    ['branch_added widening /anyOf/1'], ['branch_removed narrowing /anyOf/1']],
  ['oneOf branch added', { oneOf: [{ type: 'string', maxLength: 3 }, { type: 'string', pattern: '^a' }] },
    { oneOf: [{ type: 'string', maxLength: 3 }, { type: 'string', pattern: '^a' }, { type: 'string', format: 'uri' }] },
    ['branch_added widening /oneOf/2'], ['branch_removed narrowing /oneOf/2']],
  ['one anyOf branch edited: recursed', { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 5 }] },
    { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 50 }] },
    ['constraint_relaxed widening /anyOf/1/maxLength'], ['constraint_tightened narrowing /anyOf/1/maxLength']],
  ['anyOf types swapped for others', { anyOf: [{ type: 'number' }, { type: 'string' }] }, { anyOf: [{ type: 'object' }, { type: 'array' }] },
    ['type_narrowed narrowing /anyOf/0', 'type_narrowed narrowing /anyOf/1', 'type_widened widening /anyOf/0', 'type_widened widening /anyOf/1'],
    ['type_narrowed narrowing /anyOf/0', 'type_narrowed narrowing /anyOf/1', 'type_widened widening /anyOf/0', 'type_widened widening /anyOf/1']],
  ['anyOf branch swapped for another', { anyOf: [{ required: ['a'] }, { required: ['b'] }] }, { anyOf: [{ required: ['c'] }, { required: ['d'] }] },
    ['branch_added widening /anyOf/0', 'branch_added widening /anyOf/1', 'branch_removed narrowing /anyOf/0', 'branch_removed narrowing /anyOf/1'],
    ['branch_added widening /anyOf/0', 'branch_added widening /anyOf/1', 'branch_removed narrowing /anyOf/0', 'branch_removed narrowing /anyOf/1']],
  // Members that overlap cannot be folded into one object, so they stay `allOf`.
  ['allOf member dropped', { allOf: [{ required: ['a'] }, { required: ['b'] }, { maxProperties: 3 }] }, { allOf: [{ required: ['a'] }, { required: ['b'] }] },
    ['constraint_removed widening /allOf/2'], ['constraint_added narrowing /allOf/2']],
  ['allOf dropped', { allOf: [{ required: ['a'] }, { required: ['b'] }] }, {}, ['constraint_removed widening /allOf'], ['constraint_added narrowing /allOf']],
  ['folded allOf member dropped', { allOf: [{ required: ['a'] }] }, {}, ['property_made_optional widening /required'], ['property_made_required narrowing /required']],
  ['not dropped', { not: { const: 'rm' } }, {}, ['constraint_removed widening /not'], ['constraint_added narrowing /not']],
  ['not widened rejects more', { not: str }, { not: { type: ['string', 'number'] } },
    ['constraint_tightened narrowing /not'], ['constraint_relaxed widening /not']],
  ['if/then dropped', { if: { required: ['a'] }, then: { required: ['b'] } }, {},
    ['constraint_removed widening /if', 'constraint_removed widening /then'], ['constraint_added narrowing /if', 'constraint_added narrowing /then']],
  ['else dropped', { if: { required: ['a'] }, then: { required: ['b'] }, else: { required: ['c'] } }, { if: { required: ['a'] }, then: { required: ['b'] } },
    ['constraint_removed widening /else'], ['constraint_added narrowing /else']],
  ['if changed', { if: { required: ['a'] }, then: { required: ['b'] } }, { if: { required: ['c'] }, then: { required: ['b'] } },
    ['constraint_changed both /if'], ['constraint_changed both /if']],
  ['dependentRequired dropped', { dependentRequired: { a: ['b'] } }, {},
    ['constraint_removed widening /dependentRequired/a'], ['constraint_added narrowing /dependentRequired/a']],
  ['dependentSchemas dropped', { dependentSchemas: { a: { required: ['b'] } } }, {},
    ['constraint_removed widening /dependentSchemas/a'], ['constraint_added narrowing /dependentSchemas/a']],
  ['propertyNames dropped', { propertyNames: { pattern: '^x' } }, {}, ['constraint_removed widening /propertyNames'], ['constraint_added narrowing /propertyNames']],
  ['propertyNames widened', { propertyNames: { maxLength: 3 } }, { propertyNames: { maxLength: 4 } },
    ['constraint_relaxed widening /propertyNames/maxLength'], ['constraint_tightened narrowing /propertyNames/maxLength']],
  ['contains dropped', { contains: str }, {}, ['constraint_removed widening /contains'], ['constraint_added narrowing /contains']],
  ['unevaluatedProperties false dropped', { unevaluatedProperties: false }, {},
    ['constraint_removed widening /unevaluatedProperties'], ['constraint_added narrowing /unevaluatedProperties']],
  ['unevaluatedItems false -> schema', { unevaluatedItems: false }, { unevaluatedItems: str },
    ['constraint_removed widening /unevaluatedItems'], ['constraint_added narrowing /unevaluatedItems']],
  ['uniqueItems true dropped', { uniqueItems: true }, {}, ['constraint_removed widening /uniqueItems'], ['constraint_added narrowing /uniqueItems']],
  ['items recursed', { type: 'array', items: str }, { type: 'array', items: { type: ['string', 'null'] } },
    ['null_allowed widening /items/type'], ['null_disallowed narrowing /items/type']],
  ['items property added', { items: object({ a: str }) }, { items: object({ a: str, b: str }) },
    ['property_added widening /items/properties/b'], ['property_removed narrowing /items/properties/b']],
  ['prefixItems recursed', { prefixItems: [str, { type: 'integer' }] }, { prefixItems: [str, { type: 'number' }] },
    ['type_widened widening /prefixItems/1/type'], ['type_narrowed narrowing /prefixItems/1/type']],
  ['items false dropped', { prefixItems: [str], items: false }, { prefixItems: [str] },
    ['constraint_removed widening /items'], ['constraint_added narrowing /items']],
  ['patternProperties recursed', { patternProperties: { '^x-': str } }, { patternProperties: { '^x-': {} } },
    ['type_widened widening /patternProperties/^x-/type'], ['type_narrowed narrowing /patternProperties/^x-/type']],
  ['patternProperties entry added', {}, { patternProperties: { '^x-': str } },
    ['property_added widening /patternProperties/^x-'], ['property_removed narrowing /patternProperties/^x-']],
  ['false schema replaced', object({ a: false }), object({ a: str }),
    ['constraint_removed widening /properties/a'], ['constraint_added narrowing /properties/a']],
  ['default changed', { type: 'boolean', default: false }, { type: 'boolean', default: true },
    ['default_changed both /default'], ['default_changed both /default']],
  ['default added', str, { type: 'string', default: 'x' }, ['default_changed both /default'], ['default_changed both /default']],
  ['unknown keyword changed', { vendorMode: 'a' }, { vendorMode: 'b' }, ['schema_changed both /vendorMode'], ['schema_changed both /vendorMode']],
  // OpenAPI specification extensions validate nothing (issue 21): like annotations, no rule fires.
  ['x-* extension changed', { type: 'string', 'x-mode': 'a' }, { type: 'string', 'x-mode': 'b' }, [], []],
  ['remote $ref changed', { $ref: 'https://example.com/a.json' }, { $ref: 'https://example.com/b.json' },
    ['schema_changed both /$ref'], ['schema_changed both /$ref']],
  ['not a schema', { items: 5 }, { items: 'x' }, ['schema_changed both /items'], ['schema_changed both /items']],
];

describe('each schema rule, both directions', () => {
  it.each(cases)('%s', (_name, before, after, forward, backward) => {
    const prefix = (lines: string[]) => lines.map((line) => `input_${line}`).sort();
    expect(semantic(before, after)).toEqual(prefix(forward));
    expect(semantic(after, before)).toEqual(prefix(backward));
  });

  it('uses output_ rules with the same directions for output schemas', () => {
    expect(semantic(object({ a: str }), object({ a: str, b: str }), 'output')).toEqual(['output_property_added widening /properties/b']);
    expect(semantic({ maxLength: 3 }, { maxLength: 2 }, 'output')).toEqual(['output_constraint_tightened narrowing /maxLength']);
  });

  it('reports a schema appearing or disappearing', () => {
    expect(semantic(undefined, object({}), 'output')).toEqual(['output_schema_added narrowing ']);
    expect(semantic(object({}), undefined)).toEqual(['input_schema_removed widening ']);
    expect(semantic(undefined, undefined)).toEqual([]);
  });
});

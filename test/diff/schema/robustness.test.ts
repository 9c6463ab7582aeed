import { describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '../../../src/json.js';
import { diffSchemas } from '../../../src/diff/schema/index.js';
import { semantic } from './helpers.js';

/** `depth` levels of `wrap` around `leaf`, built iteratively. */
function nest(depth: number, leaf: JsonValue, wrap: (inner: JsonValue) => JsonValue): JsonValue {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
}

// No timed assertions (the project's standards): an exponential blow-up shows as the test
// runner's own timeout; speed is measured by `npm run bench`.
const timed = <T>(run: () => T): { result: T } => ({ result: run() });

describe('robustness', () => {
  it.each<[string, (inner: JsonValue) => JsonValue]>([
    ['properties', (inner) => ({ type: 'object', properties: { p: inner } })],
    ['items', (inner) => ({ items: inner })],
    ['anyOf', (inner) => ({ anyOf: [{ type: 'null' }, inner] })],
    ['not', (inner) => ({ not: inner })],
    ['arrays that are not schemas', (inner) => [inner]],
  ])('handles 20,000 levels of %s without throwing, quickly', (_name, wrap) => {
    const before = nest(20_000, { type: 'string' }, wrap);
    const after = nest(20_000, { type: 'number' }, wrap);
    const { result } = timed(() => diffSchemas(before, after, 'input'));
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((difference) => difference.direction !== 'cosmetic' || result.length > 1)).toBe(true);
    expect(diffSchemas(before, nest(20_000, { type: 'string' }, wrap), 'input')).toEqual([]);
  });

  it('reports a change deeper than it recurses as schema_changed, not as nothing', () => {
    const wrap = (inner: JsonValue): JsonValue => ({ type: 'object', properties: { p: inner } });
    const differences = semantic(nest(500, { type: 'string' }, wrap), nest(500, { type: 'string', maxLength: 1 }, wrap));
    expect(differences).toHaveLength(1);
    expect(differences[0]).toMatch(/^input_schema_changed both (\/properties\/p)+$/);
  });

  it('survives a deeply nested enum value (stack overflow becomes schema_changed)', () => {
    const deep = nest(200_000, 1, (inner) => [inner]);
    expect(semantic({ enum: [deep] }, { enum: [1] })).toEqual(['input_schema_changed both ']);
  });

  it('handles huge strings and keeps messages short', () => {
    const huge = 'x'.repeat(5_000_000);
    const cosmetic = diffSchemas({ type: 'string', description: huge }, { type: 'string', description: `${huge}y` }, 'input');
    expect(cosmetic.map((difference) => difference.rule)).toEqual(['input_schema_cosmetic']);
    const [changed] = diffSchemas({ pattern: huge }, { pattern: `${huge}y` }, 'input');
    expect(changed).toMatchObject({ rule: 'input_constraint_changed', direction: 'both', pointer: '/pattern' });
    expect(changed!.message.length).toBeLessThan(400);
    const [named] = diffSchemas({ properties: {} }, { properties: { [huge]: {} } }, 'input');
    expect(named!.message.length).toBeLessThan(400);
  });

  it('escapes odd property names in pointers and is not fooled by prototype keys', () => {
    const names = ['a/b~c', '\uD800', '\u{1F600}', '', '__proto__', 'constructor', 'hasOwnProperty'];
    const before: JsonObject = { type: 'object', properties: {} };
    const after = JSON.parse(`{"type":"object","properties":{${names.map((name) => `${JSON.stringify(name)}:{}`).join(',')}}}`) as JsonValue;
    expect(semantic(before, after)).toEqual([
      'input_property_added widening /properties/',
      'input_property_added widening /properties/__proto__',
      'input_property_added widening /properties/a~1b~0c',
      'input_property_added widening /properties/constructor',
      'input_property_added widening /properties/hasOwnProperty',
      'input_property_added widening /properties/\u{1F600}',
      'input_property_added widening /properties/\uD800',
    ].sort());
    // A `constructor` keyword inherited from Object.prototype must not be read as a schema keyword.
    expect(diffSchemas({}, { type: 'object' }, 'input').map((difference) => difference.rule)).toEqual(['input_type_narrowed']);
  });

  it('compares true/false schemas and values that are not schemas', () => {
    expect(semantic(true, false)).toEqual(['input_constraint_added narrowing ']);
    expect(semantic(false, true)).toEqual(['input_constraint_removed widening ']);
    expect(semantic(true, {})).toEqual([]);
    expect(semantic({ not: {} }, false)).toEqual([]);
    expect(semantic(null, { type: 'object' })).toEqual(['input_schema_changed both ']);
    expect(semantic([1], [2])).toEqual(['input_schema_changed both ']);
    expect(semantic('x', 3)).toEqual(['input_schema_changed both ']);
  });

  it('terminates on mutually recursive definitions that change', () => {
    const schema = (leaf: string): JsonValue => ({
      $ref: '#/$defs/a',
      $defs: {
        a: { type: 'object', properties: { b: { $ref: '#/$defs/b' }, self: { $ref: '#' } } },
        b: { type: 'object', properties: { a: { $ref: '#/$defs/a' }, leaf: { type: leaf } } },
      },
    });
    const { result } = timed(() => semantic(schema('string'), schema('number')));
    expect(result).toContain('input_type_changed both /properties/b/properties/leaf/type');
  });

  it('stays bounded on a DAG of definitions that doubles at each level', () => {
    const defs = (leaf: string): JsonObject => {
      const definitions: JsonObject = { d30: { type: leaf } };
      for (let i = 29; i >= 0; i--) definitions[`d${i}`] = { properties: { l: { $ref: `#/$defs/d${i + 1}` }, r: { $ref: `#/$defs/d${i + 1}` } } };
      return { $ref: '#/$defs/d0', $defs: definitions };
    };
    const { result } = timed(() => diffSchemas(defs('string'), defs('number'), 'input'));
    expect(result.length).toBeGreaterThan(1);
    expect(result.length).toBeLessThanOrEqual(10_001);
  });
});

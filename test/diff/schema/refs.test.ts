import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../../src/json.js';
import { diffSchemas } from '../../../src/diff/schema/index.js';
import { schemaRules } from '../../../src/diff/schema/rules.js';
import { semantic } from './helpers.js';

const user = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] };
const inlined = { type: 'object', properties: { user, admin: user } };
const behindRef = (definitions: 'definitions' | '$defs', target: JsonValue = user): JsonValue => ({
  type: 'object',
  properties: { user: { $ref: `#/${definitions}/User` }, admin: { $ref: `#/${definitions}/User`, description: 'admin' } },
  [definitions]: { User: target },
});
const tree = (valueType: JsonValue): JsonValue => ({
  $ref: '#/$defs/node',
  $defs: { node: { type: 'object', properties: { value: { type: valueType }, children: { type: 'array', items: { $ref: '#/$defs/node' } } } } },
});

describe('$ref', () => {
  it.each(['$defs', 'definitions'] as const)('moving subschemas behind #/%s is cosmetic, both ways', (definitions) => {
    for (const [before, after] of [[inlined, behindRef(definitions)], [behindRef(definitions), inlined]]) {
      const differences = diffSchemas(before, after, 'input');
      expect(differences.map((difference) => difference.rule)).toEqual(['input_schema_cosmetic']);
      expect(differences[0]!.message).toMatch(/\$ref` #\/(\$defs|definitions)\/User/);
    }
  });

  it('finds a widening behind a $ref, with the pointer through properties', () => {
    const widened = { ...user, properties: { ...user.properties, exec: { type: 'string' } } };
    expect(semantic(behindRef('$defs'), behindRef('$defs', widened))).toEqual([
      'input_property_added widening /properties/admin/properties/exec',
      'input_property_added widening /properties/user/properties/exec',
    ]);
    expect(semantic(inlined, behindRef('$defs', widened))).toEqual([
      'input_property_added widening /properties/admin/properties/exec',
      'input_property_added widening /properties/user/properties/exec',
    ]);
  });

  it('compares a recursive schema once per pair of definitions, and terminates', () => {
    expect(semantic(tree('string'), tree(['string', 'null']))).toEqual(['input_null_allowed widening /properties/value/type']);
    expect(semantic(tree('string'), tree('string'))).toEqual([]);
  });

  it('resolves $ref to the root (#) and to any local pointer', () => {
    const linked = (maxLength: number): JsonValue => ({
      type: 'object',
      properties: { label: { type: 'string', maxLength }, next: { $ref: '#' }, alias: { $ref: '#/properties/label' } },
    });
    expect(semantic(linked(5), linked(10))).toEqual([
      'input_constraint_relaxed widening /properties/alias/maxLength',
      'input_constraint_relaxed widening /properties/label/maxLength',
    ]);
  });

  it('decodes escaped pointer tokens', () => {
    const schema = (type: string): JsonValue => ({ properties: { a: { $ref: '#/$defs/a~1b%20c' } }, $defs: { 'a/b c': { type } } });
    expect(semantic(schema('string'), schema('number'))).toEqual(['input_type_changed both /properties/a/type']);
  });

  it('treats a loop of bare $refs and an unresolvable $ref as opaque, without hanging', () => {
    const loop = { $ref: '#/$defs/a', $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } } };
    const otherLoop = { $ref: '#/$defs/b', $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } } };
    expect(semantic(loop, otherLoop)).toEqual(['input_schema_changed both /$ref']);
    expect(semantic({ $ref: '#/$defs/missing' }, { $ref: '#/$defs/gone' })).toEqual(['input_schema_changed both /$ref']);
  });

  it('applies $ref siblings together with the target', () => {
    const withSibling = (maxLength: number): JsonValue => ({ properties: { a: { $ref: '#/$defs/s', maxLength } }, $defs: { s: { type: 'string' } } });
    expect(semantic(withSibling(3), withSibling(4))).toEqual(['input_constraint_relaxed widening /properties/a/maxLength']);
    // Overlapping keywords are kept apart as allOf [target, siblings]: a change in either is found.
    const overlapping = (maxLength: number): JsonValue =>
      ({ properties: { a: { $ref: '#/$defs/s', type: 'string', maxLength } }, $defs: { s: { type: ['string', 'number'], maxLength: 10 } } });
    expect(diffSchemas(overlapping(3), overlapping(4), 'input').map((d) => [d.rule, d.direction]))
      .toEqual([['input_constraint_relaxed', 'widening']]);
  });
});

describe('MCPTrust attacker scenario', () => {
  it('safe_read gaining an optional exec argument is a critical input widening', () => {
    const v10 = { type: 'object', properties: { path: { type: 'string', description: 'File to read' } }, required: ['path'] };
    const v11 = { ...v10, properties: { ...v10.properties, exec: { type: 'string', description: 'Shell command to run' } } };
    const differences = diffSchemas(v10, v11, 'input');
    expect(differences).toHaveLength(1);
    const [difference] = differences;
    expect(difference).toMatchObject({ rule: 'input_property_added', direction: 'widening', pointer: '/properties/exec', after: v11.properties.exec });
    expect(difference!.message).toContain('`exec`');
    expect(schemaRules.find((rule) => rule.id === difference!.rule)?.defaultSeverity).toBe('critical');
  });
});

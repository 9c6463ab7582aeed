import { describe, expect, it } from 'vitest';
import { diffSchemas } from '../../../src/diff/schema/index.js';
import { schemaRules } from '../../../src/diff/schema/rules.js';

const byId = new Map(schemaRules.map((rule) => [rule.id, rule]));

describe('schemaRules', () => {
  it('has unique ids, one input_ and one output_ rule per schema rule, all of kind tool_changed', () => {
    expect(byId.size).toBe(schemaRules.length);
    const bases = (role: string) => schemaRules.filter((rule) => rule.id.startsWith(`${role}_`)).map((rule) => rule.id.slice(role.length + 1));
    expect(bases('input').sort()).toEqual(bases('output').sort());
    expect(bases('input').length * 2).toBe(schemaRules.length);
    for (const rule of schemaRules) {
      expect(rule.kind).toBe('tool_changed');
      expect(rule.description.length).toBeGreaterThan(20);
      expect(rule.example).toContain('->');
    }
  });

  it('gives input widening and both critical, narrowing warning, cosmetic safe, default changes and removed parameters warning, null accepted info', () => {
    for (const rule of schemaRules.filter((r) => r.id.startsWith('input_'))) {
      const expected = rule.id === 'input_default_changed' || rule.id === 'input_required_property_removed' ? 'warning'
        : rule.id === 'input_null_allowed' ? 'info'
        : rule.direction === 'cosmetic' ? 'safe'
          : rule.direction === 'narrowing' ? 'warning' : 'critical';
      expect([rule.id, rule.defaultSeverity]).toEqual([rule.id, expected]);
    }
    expect(byId.get('input_property_added')).toMatchObject({ defaultSeverity: 'critical', direction: 'widening' });
    expect(byId.get('input_schema_changed')).toMatchObject({ defaultSeverity: 'critical', direction: 'both' });
  });

  it('gives every output rule info (cosmetic safe) and says the direction', () => {
    for (const rule of schemaRules.filter((r) => r.id.startsWith('output_'))) {
      expect([rule.id, rule.defaultSeverity]).toEqual([rule.id, rule.direction === 'cosmetic' ? 'safe' : 'info']);
      if (rule.direction !== 'cosmetic') expect(rule.description).toContain(`(${rule.direction} of the output)`);
    }
  });

  it('emits only rule ids of the catalogue, with the catalogue direction', () => {
    const before = { type: 'object', properties: { a: { type: 'string', maxLength: 3 } }, required: ['a'], additionalProperties: false };
    const after = { $schema: 'x', type: ['object', 'null'], properties: { a: { type: 'number', default: 1 }, b: {} }, 'x-extra': 1 };
    for (const role of ['input', 'output'] as const) {
      const differences = diffSchemas(before, after, role);
      expect(differences.length).toBeGreaterThan(5);
      for (const difference of differences) {
        expect(difference.rule.startsWith(`${role}_`)).toBe(true);
        expect(byId.get(difference.rule)?.direction).toBe(difference.direction);
      }
    }
  });
});

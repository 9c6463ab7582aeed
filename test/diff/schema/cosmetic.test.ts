import { describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '../../../src/json.js';
import { diffSchemas } from '../../../src/diff/schema/index.js';
import { schemaRules } from '../../../src/diff/schema/rules.js';

/** Asserts the change is cosmetic: exactly one safe summary row naming every `mentions`. */
function expectCosmetic(before: JsonValue, after: JsonValue, mentions: string[]): void {
  const rows = (from: JsonValue, to: JsonValue) => diffSchemas(from, to, 'input');
  const shape = [['input_schema_cosmetic', 'cosmetic', '']];
  const forward = rows(before, after);
  expect(forward.map((difference) => [difference.rule, difference.direction, difference.pointer])).toEqual(shape);
  for (const mention of mentions) expect(forward[0]!.message).toContain(mention);
  expect(rows(after, before).map((difference) => [difference.rule, difference.direction, difference.pointer])).toEqual(shape);
}

const MAX = 9007199254740991;

describe('cosmetic edits', () => {
  it.each<[string, JsonValue, JsonValue, string[]]>([
    ['title', { type: 'string' }, { type: 'string', title: 'Path' }, ['`title` added at /']],
    ['description', { type: 'object', properties: { p: { type: 'string', description: 'a' } } },
      { type: 'object', properties: { p: { type: 'string', description: 'b' } } }, ['`description` changed at /properties/p']],
    ['examples', { type: 'string', examples: ['a'] }, { type: 'string' }, ['`examples`']],
    ['$comment', { type: 'string' }, { type: 'string', $comment: 'why' }, ['`$comment`']],
    ['$schema', { type: 'string' }, { type: 'string', $schema: 'http://json-schema.org/draft-07/schema#' }, ['`$schema` added at /']],
    ['$id', { type: 'string', $id: 'a' }, { type: 'string', $id: 'b' }, ['`$id` changed']],
    ['readOnly, writeOnly, deprecated', { type: 'string' }, { type: 'string', readOnly: true, writeOnly: false, deprecated: true }, ['`readOnly`', '`deprecated`']],
    ['order of required', { required: ['a', 'b'] }, { required: ['b', 'a'] }, ['`required` rewritten']],
    ['order of enum', { enum: ['a', 'b', 1] }, { enum: [1, 'b', 'a'] }, ['`enum` rewritten']],
    ['order of type', { type: ['string', 'null'] }, { type: ['null', 'string'] }, ['`type` rewritten']],
    ['required: [] vs absent', { type: 'object', required: [] }, { type: 'object' }, ['`required` removed']],
    ['type "x" vs ["x"]', { type: 'string' }, { type: ['string'] }, ['`type` rewritten']],
    ['enum [v] vs const v', { enum: ['v'] }, { const: 'v' }, ['`enum` removed', '`const` added']],
    ['no-op integer maximum', { type: 'integer' }, { type: 'integer', maximum: MAX }, ['`maximum` added']],
    ['no-op integer minimum', { type: 'integer' }, { type: 'integer', minimum: -MAX }, ['`minimum` added']],
    ['minLength: 0', { type: 'string' }, { type: 'string', minLength: 0 }, ['`minLength` added']],
    ['minItems: 0', { type: 'array' }, { type: 'array', minItems: 0 }, ['`minItems` added']],
    ['additionalProperties: true vs absent', { type: 'object' }, { type: 'object', additionalProperties: true }, ['`additionalProperties` added']],
    ['items: {} vs absent', { type: 'array' }, { type: 'array', items: {} }, ['`items` added']],
    ['draft-4 exclusiveMinimum vs draft-6', { minimum: 0, exclusiveMinimum: true }, { exclusiveMinimum: 0 }, ['`minimum` removed', '`exclusiveMinimum` rewritten']],
    ['draft-4 exclusiveMaximum: false', { maximum: 5, exclusiveMaximum: false }, { maximum: 5 }, ['`exclusiveMaximum` removed']],
    ['draft-7 tuple items vs prefixItems', { items: [{ type: 'string' }], additionalItems: false }, { prefixItems: [{ type: 'string' }], items: false }, ['`prefixItems` added']],
    ['dependencies vs dependentRequired', { dependencies: { a: ['b'] } }, { dependentRequired: { a: ['b'] } }, ['`dependentRequired` added']],
    ['anyOf branches reordered', { anyOf: [{ type: 'string' }, { type: 'number' }] }, { anyOf: [{ type: 'number' }, { type: 'string' }] }, []],
    ['unused definition changed', { type: 'string', $defs: { x: { type: 'string' } } }, { type: 'string', $defs: { x: { type: 'number' } } }, ['equivalent rewrite']],
  ])('%s', (_name, before, after, mentions) => expectCosmetic(before, after, mentions));

  it('reports nothing for an identical schema, with keys in another order', () => {
    expect(diffSchemas({ type: 'object', properties: { a: { type: 'string', maxLength: 3 } } },
      { properties: { a: { maxLength: 3, type: 'string' } }, type: 'object' }, 'input')).toEqual([]);
  });

  it('still reports the cosmetic row next to semantic differences', () => {
    const differences = diffSchemas({ type: 'string', title: 'a' }, { type: 'number', title: 'b' }, 'input');
    expect(differences.map((difference) => difference.rule)).toEqual(['input_type_changed', 'input_schema_cosmetic']);
  });

  it('lists many cosmetic edits in one row, counting the rest', () => {
    const properties = (text: string): JsonObject =>
      Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}`, { type: 'string', description: `${text} ${i}` }]));
    const differences = diffSchemas({ type: 'object', properties: properties('old') }, { type: 'object', properties: properties('new') }, 'input');
    expect(differences).toHaveLength(1);
    expect(differences[0]!.message).toMatch(/and 12 more$/);
  });
});

/**
 * server-memory 0.6.2 -> 2026.8.31: every input schema only gains "$schema". Each tool must come
 * out as one safe row, not a critical hash mismatch.
 */
describe('server-memory upgrade', () => {
  const entity = { type: 'object', properties: { name: { type: 'string' }, entityType: { type: 'string' }, observations: { type: 'array', items: { type: 'string' } } }, required: ['name', 'entityType', 'observations'] };
  const relation = { type: 'object', properties: { from: { type: 'string' }, to: { type: 'string' }, relationType: { type: 'string' } }, required: ['from', 'to', 'relationType'] };
  const names = (key: string) => ({ type: 'object', properties: { [key]: { type: 'array', items: { type: 'string' } } }, required: [key] });
  const tools: Record<string, JsonObject> = {
    create_entities: { type: 'object', properties: { entities: { type: 'array', items: entity } }, required: ['entities'] },
    create_relations: { type: 'object', properties: { relations: { type: 'array', items: relation } }, required: ['relations'] },
    add_observations: { type: 'object', properties: { observations: { type: 'array', items: { type: 'object', properties: { entityName: { type: 'string' }, contents: { type: 'array', items: { type: 'string' } } }, required: ['entityName', 'contents'] } } }, required: ['observations'] },
    delete_entities: names('entityNames'),
    delete_observations: { type: 'object', properties: { deletions: { type: 'array', items: { type: 'object', properties: { entityName: { type: 'string' }, observations: { type: 'array', items: { type: 'string' } } }, required: ['entityName', 'observations'] } } }, required: ['deletions'] },
    delete_relations: { type: 'object', properties: { relations: { type: 'array', items: relation } }, required: ['relations'] },
    read_graph: { type: 'object', properties: {} },
    search_nodes: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
    open_nodes: names('names'),
  };

  it.each(Object.entries(tools))('%s: one safe row', (_tool, schema) => {
    const upgraded = { $schema: 'http://json-schema.org/draft-07/schema#', ...schema };
    const differences = diffSchemas(schema, upgraded, 'input');
    expect(differences.map((difference) => difference.rule)).toEqual(['input_schema_cosmetic']);
    expect(schemaRules.find((rule) => rule.id === differences[0]!.rule)?.defaultSeverity).toBe('safe');
    expect(differences[0]!.message).toContain('`$schema` added at /');
  });
});

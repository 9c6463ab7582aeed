import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/json.js';
import { diffSchemas } from '../../../src/diff/schema/index.js';

/** A tool input schema of realistic size: a dozen properties, nested objects and arrays, a $ref. */
function toolSchema(i: number): JsonObject {
  return {
    type: 'object',
    properties: {
      path: { type: 'string', description: `Path for tool ${i}`, minLength: 1, maxLength: 4096 },
      mode: { type: 'string', enum: ['read', 'write', 'append'] },
      limit: { type: 'integer', minimum: 0, maximum: 1000, default: 100 },
      recursive: { type: 'boolean', default: false },
      filters: { type: 'array', items: { $ref: '#/$defs/filter' }, maxItems: 20 },
      options: {
        type: 'object',
        properties: { encoding: { type: 'string', enum: ['utf8', 'base64'] }, follow: { type: 'boolean' }, depth: { type: 'integer', minimum: 0 } },
        additionalProperties: false,
      },
      tags: { type: 'array', items: { type: 'string', pattern: '^[a-z]+$' }, uniqueItems: true },
      target: { anyOf: [{ type: 'string', format: 'uri' }, { type: 'null' }] },
    },
    required: ['path'],
    additionalProperties: false,
    $defs: { filter: { type: 'object', properties: { field: { type: 'string' }, op: { enum: ['eq', 'ne', 'lt', 'gt'] }, value: {} }, required: ['field', 'op'] } },
  };
}

/** The kinds of edit real upgrades make, cycled over the changed tenth. */
const edits: Array<(schema: JsonObject) => void> = [
  (schema) => { schema.$schema = 'http://json-schema.org/draft-07/schema#'; },
  (schema) => { (schema.properties as JsonObject).exec = { type: 'string' }; },
  (schema) => { ((schema.$defs as JsonObject).filter as JsonObject).additionalProperties = false; },
  (schema) => { (((schema.properties as JsonObject).options as JsonObject).properties as JsonObject).depth = { type: 'number' }; },
];

// Speed is measured by `npm run bench` (ratios against the floor), never asserted in tests; this
// checks that at scale exactly the changed tenth is found.
describe('scale', () => {
  it('diffs 10,000 tool schemas with 10% changed, finding exactly the changed ones', () => {
    // Parsed from JSON like a lockfile and a live snapshot: no shared objects between the sides.
    const before = JSON.parse(JSON.stringify(Array.from({ length: 10_000 }, (_, i) => toolSchema(i)))) as JsonObject[];
    const after = JSON.parse(JSON.stringify(before)) as JsonObject[];
    for (let i = 0; i < after.length; i += 10) edits[(i / 10) % edits.length]!(after[i]!);

    const results = before.map((schema, i) => diffSchemas(schema, after[i], 'input'));

    expect(results.filter((differences) => differences.length > 0)).toHaveLength(1000);
    expect(results[10]!.map((difference) => difference.rule)).toEqual(['input_property_added']);
    expect(results[20]!.map((difference) => difference.rule)).toEqual(['input_additional_properties_restricted']);
  });
});

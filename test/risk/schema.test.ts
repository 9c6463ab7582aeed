import { describe, expect, it } from 'vitest';
import { collectSchemaFacts } from '../../src/risk/schema.js';
import { resolveLocalRef } from '../../src/jsonPointer.js';

describe('collectSchemaFacts', () => {
  it('collects property names and formats at any depth, sorted', () => {
    const facts = collectSchemaFacts({
      type: 'object',
      properties: {
        b: { type: 'array', items: { type: 'object', properties: { url: { type: 'string', format: 'uri' } } } },
        a: { oneOf: [{ $ref: '#/definitions/mail' }] },
      },
      definitions: { mail: { type: 'string', format: 'email' }, unused: { properties: { hidden: {} } } },
    });
    expect(facts.propertyNames).toEqual(['a', 'b', 'url']);
    expect(facts.formats).toEqual([
      { format: 'email', property: 'a' },
      { format: 'uri', property: 'url' },
    ]);
  });

  it('ignores remote refs and non-objects', () => {
    expect(collectSchemaFacts({ $ref: 'https://example.com/s.json' })).toEqual({ propertyNames: [], formats: [], closedValues: new Map() });
    expect(collectSchemaFacts(undefined)).toEqual({ propertyNames: [], formats: [], closedValues: new Map() });
  });
});

describe('resolveLocalRef', () => {
  const root = { $defs: { 'a/b': { x: 1 }, 'c~d': [{ y: 2 }], 'sp ace': true } };
  it('follows JSON pointers with ~1, ~0 and percent escapes', () => {
    expect(resolveLocalRef(root, '#/$defs/a~1b')).toEqual({ x: 1 });
    expect(resolveLocalRef(root, '#/$defs/c~0d/0')).toEqual({ y: 2 });
    expect(resolveLocalRef(root, '#/$defs/sp%20ace')).toBe(true);
    expect(resolveLocalRef(root, '#')).toBe(root);
    expect(resolveLocalRef(root, '#/$defs/missing')).toBeUndefined();
    expect(resolveLocalRef(root, '#/$defs/%E0%A4%A')).toBeUndefined();
  });
});

describe('collectSchemaFacts on deep schemas', () => {
  it('walks 50,000 levels without overflowing the stack, and still finds the deepest format', () => {
    let schema: Record<string, unknown> = { type: 'string', format: 'uri' };
    for (let i = 0; i < 50_000; i++) schema = { type: 'object', properties: { [`p${i % 3}`]: schema } };
    const facts = collectSchemaFacts(schema as never);
    expect(facts.propertyNames).toEqual(['p0', 'p1', 'p2']);
    expect(facts.formats).toEqual([{ format: 'uri', property: 'p0' }]);
  });

  it('a node reached by two paths counts for the first one, depth first in document order', () => {
    const shared = { type: 'string', format: 'email' };
    const schema = { type: 'object', properties: { a: { type: 'object', properties: { inner: shared } }, b: shared } };
    expect(collectSchemaFacts(schema as never).formats).toEqual([{ format: 'email', property: 'inner' }]);
  });
});

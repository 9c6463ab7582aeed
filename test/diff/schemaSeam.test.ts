import { describe, expect, it } from 'vitest';
import { diffLockfiles, messageFor, schemaFieldDiffers } from '../../src/diff/index.js';
import type { SchemaDiffFunction } from '../../src/diff/index.js';
import type { Change } from '../../src/diff/types.js';
import type { JsonObject } from '../../src/json.js';
import { makeLockfile } from './helpers.js';

// A stand-in for the semantic schema diff: reports each new top-level property as property_added.
const fakeSchemaDiff: SchemaDiffFunction = (before, after, role) => {
  const props = (s: unknown) => Object.keys(((s as { properties?: object } | undefined)?.properties) ?? {});
  const old = new Set(props(before));
  return props(after).filter((p) => !old.has(p)).map((p) => ({
    rule: `${role}_property_added`, direction: 'widening' as const, pointer: `/properties/${p}`,
    after: (after as { properties: Record<string, string> }).properties[p], message: 'ignored',
  }));
};

describe('semantic schema diff seam', () => {
  const tool = (props: JsonObject, out: JsonObject = {}): JsonObject =>
    ({ name: 'run', inputSchema: { type: 'object', properties: props }, outputSchema: { type: 'object', properties: out } });

  it('replaces the coarse schema rules with catalogue schema rules, pointers inside the tool', () => {
    const before = makeLockfile({ tools: [tool({ a: { type: 'string' } })] });
    const after = makeLockfile({ tools: [tool({ a: { type: 'string' }, exec: { type: 'string' } }, { log: { type: 'string' } })] });
    const changes = diffLockfiles(before, after, { toolFieldDiffers: schemaFieldDiffers(fakeSchemaDiff) });
    expect(changes.map((c) => [c.rule, c.pointer, c.severity, c.direction])).toEqual([
      ['input_property_added', '/inputSchema/properties/exec', 'critical', 'widening'],
      ['output_property_added', '/outputSchema/properties/log', 'info', 'widening'],
    ]);
    expect(changes[0].message).toBe('Input schema of tool "run" at /properties/exec: property added ((none) -> {"type":"string"})');
    for (const change of changes) expect(messageFor(JSON.parse(JSON.stringify(change)) as Change)).toBe(change.message);
  });

  it('falls back to the coarse rules when no schema differ is configured', () => {
    const before = makeLockfile({ tools: [tool({})] });
    const after = makeLockfile({ tools: [tool({ exec: {} })] });
    expect(diffLockfiles(before, after, { toolFieldDiffers: {} }).map((c) => c.rule)).toEqual(['tool_input_schema_changed']);
  });
});

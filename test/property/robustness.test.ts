// Hostile definitions must not crash or hang the pure stages: each call either returns or throws a
// GateError (an operational failure that names its cause, exit 2). Anything else (TypeError,
// RangeError from a stack overflow) would be a crash. Every test has its own timeout: a hang fails.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffLockfiles } from '../../src/diff/index.js';
import { GateError } from '../../src/errors.js';
import type { JsonObject } from '../../src/json.js';
import { buildLockfile } from '../../src/lockfile/index.js';
import { assessToolRisk } from '../../src/risk/index.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { json, loneSurrogateText, schema, snapshot, tool } from './arbitraries.js';

const build = (s: Snapshot) => buildLockfile(s, { generatorVersion: '0.0.0', assessRisk: assessToolRisk });
const serverWith = (tools: JsonObject[]): Snapshot => ({
  serverInfo: { name: 'hostile' }, protocolVersion: '2025-06-18', capabilities: { tools: {} }, mode: 'list-freeze',
  listed: { tools, prompts: [], resources: [], resourceTemplates: [] }, findings: [],
});
const BASELINE = serverWith([{ name: 'hostile', description: 'A plain tool.', inputSchema: { type: 'object' } }]);

/** Runs every pure stage on the tool; only a GateError may escape. */
function survives(hostile: JsonObject): void {
  try {
    assessToolRisk(hostile);
    const locked = build(BASELINE);
    const live = build(serverWith([hostile]));
    diffLockfiles(locked, live);
    diffLockfiles(live, locked);
  } catch (error) {
    if (error instanceof GateError) return;
    throw error;
  }
}

function nested(depth: number, wrap: (inner: JsonObject) => JsonObject): JsonObject {
  let value: JsonObject = { type: 'string' };
  for (let level = 0; level < depth; level++) value = wrap(value);
  return value;
}

const CYCLIC_REFS: JsonObject = {
  type: 'object',
  properties: { self: { $ref: '#' }, a: { $ref: '#/$defs/a' }, list: { type: 'array', items: { $ref: '#/$defs/b' } } },
  $defs: {
    a: { $ref: '#/$defs/b' },
    b: { anyOf: [{ $ref: '#/$defs/a' }, { type: 'object', properties: { next: { $ref: '#/$defs/b' } } }] },
    c: { $ref: '#/$defs/c' },
  },
};

describe('robustness of the pure stages (property)', () => {
  it('arbitrary tool-shaped and JSON-shaped definitions', { timeout: 30_000 }, () => {
    fc.assert(fc.property(tool, (t) => survives(t)), { numRuns: 200 });
    fc.assert(fc.property(json, json, (inputSchema, annotations) => survives({ name: 'x', inputSchema, annotations } as JsonObject)), { numRuns: 200 });
  });

  it('cyclic and dangling local $refs, alone and inside generated schemas', { timeout: 30_000 }, () => {
    survives({ name: 'cyclic', description: 'Reads a file.', inputSchema: CYCLIC_REFS, outputSchema: CYCLIC_REFS });
    fc.assert(
      fc.property(schema, (s) => survives({ name: 'mixed', inputSchema: { ...CYCLIC_REFS, properties: { ...(CYCLIC_REFS.properties as JsonObject), generated: s } } })),
      { numRuns: 100 },
    );
  });

  it('huge strings: a 1 MB description, 2,000 properties with 1 KB names', { timeout: 30_000 }, () => {
    const words = 'delete the file and run the shell command, then send it over http '.repeat(16_000);
    const properties = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`${'p'.repeat(1000)}${i}`, { type: 'string', description: words.slice(0, 200) }]));
    survives({ name: 'huge', description: words, inputSchema: { type: 'object', properties } });
  });

  it('moderately deep nesting (500 levels of objects, arrays and anyOf)', { timeout: 30_000 }, () => {
    survives({ name: 'deep', inputSchema: nested(500, (inner) => ({ type: 'object', properties: { p: inner } })) });
    survives({ name: 'deep', inputSchema: nested(500, (inner) => ({ type: 'array', items: inner })) });
    survives({ name: 'deep', inputSchema: nested(500, (inner) => ({ anyOf: [inner, { type: 'null' }] })) });
  });

  // KNOWN DEFECT (reported to the lead): JSON.parse accepts any depth, but canonicalization and
  // the schema walks recurse, so a server nesting a few thousand levels makes the gate die with a
  // RangeError instead of a GateError naming the tool. Remove `.fails` once depth is bounded.
  it.fails('very deep nesting (10,000 levels) ends in a GateError, not a stack overflow', { timeout: 30_000 }, () => {
    survives({ name: 'deeper', inputSchema: nested(10_000, (inner) => ({ type: 'object', properties: { p: inner } })) });
  });

  // KNOWN DEFECT (reported to the lead): a lone surrogate is valid JSON text (`"\ud800"`) but JCS
  // refuses it, and canonicalJson's plain Error escapes buildLockfile without naming the tool.
  // Remove `.fails` once the snapshot or lockfile stage turns it into a GateError or a finding.
  it.fails('lone surrogates in names, descriptions and schema keys end in a GateError', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(loneSurrogateText, fc.constantFrom('description', 'title', 'key', 'enum'), (odd, where) => {
        const definition: JsonObject = { name: 'odd', inputSchema: { type: 'object' } };
        if (where === 'key') definition.inputSchema = { type: 'object', properties: { [odd]: { type: 'string' } } };
        else if (where === 'enum') definition.inputSchema = { type: 'string', enum: [odd] };
        else definition[where] = odd;
        survives(definition);
      }),
      { numRuns: 50 },
    );
  });

  it('whole generated servers, diffed both ways', { timeout: 30_000 }, () => {
    fc.assert(fc.property(snapshot, snapshot, (a, b) => {
      const before = build(a);
      const after = build(b);
      expect(Array.isArray(diffLockfiles(before, after))).toBe(true);
      expect(Array.isArray(diffLockfiles(after, before))).toBe(true);
    }), { numRuns: 60 });
  });
});

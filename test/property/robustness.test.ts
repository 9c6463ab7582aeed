// Hostile definitions must not crash or hang the pure stages: each call either returns or throws a
// GateError (an operational failure that names its cause, exit 2). Anything else (TypeError,
// RangeError from a stack overflow) would be a crash. Every test has its own timeout: a hang fails.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffLockfiles } from '../../src/diff/index.js';
import { GateError } from '../../src/errors.js';
import type { JsonObject } from '../../src/json.js';
import { MAX_JSON_DEPTH, printable } from '../../src/identity/index.js';
import { buildLockfile, parseLockfile, serializeLockfile } from '../../src/lockfile/index.js';
import { normalizeSnapshot } from '../../src/snapshot/index.js';
import { assessToolRisk } from '../../src/risk/index.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { json, loneSurrogateText, schema, snapshot, tool } from './arbitraries.js';

const build = (s: Snapshot) => buildLockfile(s, { generatorVersion: '0.0.0', assessRisk: assessToolRisk });
const serverWith = (tools: JsonObject[]): Snapshot => ({
  serverInfo: { name: 'hostile' }, protocolVersion: '2025-06-18', capabilities: { tools: {} }, mode: 'list-freeze',
  listed: { tools, prompts: [], resources: [], resourceTemplates: [] }, findings: [],
});
const ENV = { cwd: '/work/project' };
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

/** For inputs a real server may send: every pure stage must succeed (not merely fail cleanly) and see the drift. */
function accepted(tool: JsonObject): void {
  expect(() => assessToolRisk(tool)).not.toThrow();
  const locked = build(BASELINE);
  const live = build(serverWith([tool]));
  expect(diffLockfiles(locked, live).length).toBeGreaterThan(0);
  expect(diffLockfiles(live, locked).length).toBeGreaterThan(0);
  expect(diffLockfiles(live, build(serverWith([tool])))).toEqual([]);
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
    accepted({ name: 'cyclic', description: 'Reads a file.', inputSchema: CYCLIC_REFS, outputSchema: CYCLIC_REFS });
    fc.assert(
      fc.property(schema, (s) => survives({ name: 'mixed', inputSchema: { ...CYCLIC_REFS, properties: { ...(CYCLIC_REFS.properties as JsonObject), generated: s } } })),
      { numRuns: 100 },
    );
  });

  // About 8 s alone; a 2-core runner shared with other suites took 35 s once, so the timeout leaves room (it measures nothing).
  it('huge strings: a 1 MB description, 2,000 properties with 1 KB names', { timeout: 90_000 }, () => {
    const words = 'delete the file and run the shell command, then send it over http '.repeat(16_000);
    const properties = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`${'p'.repeat(1000)}${i}`, { type: 'string', description: words.slice(0, 200) }]));
    accepted({ name: 'huge', description: words, inputSchema: { type: 'object', properties } });
  });

  it('moderately deep nesting (500 levels of objects, arrays and anyOf)', { timeout: 30_000 }, () => {
    // The pure stages take it (normalization, where live data enters, refuses past MAX_JSON_DEPTH).
    accepted({ name: 'deep', inputSchema: nested(500, (inner) => ({ type: 'object', properties: { p: inner } })) });
    accepted({ name: 'deep', inputSchema: nested(500, (inner) => ({ type: 'array', items: inner })) });
    accepted({ name: 'deep', inputSchema: nested(500, (inner) => ({ anyOf: [inner, { type: 'null' }] })) });
  });

  // JSON.parse accepts any depth, but canonicalization recurses: past MAX_JSON_DEPTH levels the
  // gate refuses the definition with a GateError naming the tool and the limit.
  it('very deep nesting (10,000 levels) ends in a GateError naming the tool and the depth, not a stack overflow', { timeout: 30_000 }, () => {
    const shapes = [
      (inner: JsonObject): JsonObject => ({ type: 'object', properties: { p: inner } }),
      (inner: JsonObject): JsonObject => ({ type: 'array', items: [inner] }),
      (inner: JsonObject): JsonObject => ({ anyOf: [inner, { type: 'null' }] }),
    ];
    for (const wrap of shapes) {
      const hostile: JsonObject = { name: 'deeper', inputSchema: nested(10_000, wrap) };
      survives(hostile);
      expect(() => assessToolRisk(hostile)).not.toThrow();
      expect(() => build(serverWith([hostile]))).toThrow(GateError);
      expect(() => build(serverWith([hostile]))).toThrow(`tool "deeper": inputSchema is nested deeper than ${MAX_JSON_DEPTH} levels`);
      expect(() => normalizeSnapshot(serverWith([hostile]), ENV)).toThrow(`tool "deeper": nested deeper than ${MAX_JSON_DEPTH} levels`);
    }
    // The limit itself is fine: a definition MAX_JSON_DEPTH levels deep is locked and diffed.
    const atLimit: JsonObject = { name: 'deep', inputSchema: nested(MAX_JSON_DEPTH - 2, (inner) => ({ not: inner })) };
    expect(diffLockfiles(build(BASELINE), build(serverWith([atLimit]))).length).toBeGreaterThan(0);
    // One level past it is refused where live data enters (normalization, above); canonicalization
    // itself only refuses nesting it cannot handle (the 10,000 levels above).
    expect(() => normalizeSnapshot(serverWith([{ ...atLimit, inputSchema: { not: { not: atLimit.inputSchema! } } }]), ENV)).toThrow(GateError);
  });

  // A lone surrogate is valid JSON text (`"\ud800"`) but not Unicode, and JCS refuses it. The
  // snapshot stage replaces it by U+FFFD and reports a spec_violation, so the server is still
  // locked and checked; a lockfile built from an unnormalized snapshot fails with a GateError
  // naming the tool and the field.
  it('lone surrogates in names, descriptions and schema keys: U+FFFD plus a finding, or a GateError naming the tool', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(loneSurrogateText, fc.constantFrom('description', 'title', 'key', 'enum', 'name'), (odd, where) => {
        const definition: JsonObject = { name: 'odd', inputSchema: { type: 'object' } };
        if (where === 'key') definition.inputSchema = { type: 'object', properties: { [odd]: { type: 'string' } } };
        else if (where === 'enum') definition.inputSchema = { type: 'string', enum: [odd] };
        else definition[where] = odd;
        survives(definition);

        const field = where === 'key' || where === 'enum' ? 'inputSchema' : where;
        const name = where === 'name' ? printable(odd) : 'odd';
        expect(() => build(serverWith([definition]))).toThrow(GateError);
        expect(() => build(serverWith([definition]))).toThrow(`tool "${name}": ${field}`);
        expect(() => build(serverWith([definition]))).toThrow('contains a lone surrogate (not valid Unicode), cannot canonicalize');

        const normalized = normalizeSnapshot(serverWith([definition]), ENV);
        const locked = normalized.listed.tools[0]!;
        // JSON.stringify writes exactly the lone surrogates as \udXXX escapes.
        const replaced = JSON.stringify(definition).replace(/(?<!\\)\\ud[89a-f][0-9a-f]{2}/g, '\\ufffd');
        expect(locked).toEqual(JSON.parse(replaced));
        expect(JSON.stringify(locked)).not.toMatch(/\\ud[89a-f]/);
        expect(normalized.findings).toHaveLength(1);
        expect(normalized.findings[0]).toMatchObject({ kind: 'spec_violation', capability: { type: 'tool' } });
        expect(normalized.findings[0]!.message).toContain('lone surrogates');
        const lock = build(normalized);
        expect(parseLockfile(serializeLockfile(lock), 'odd.lock.json')).toEqual(lock);
        expect(diffLockfiles(build(BASELINE), lock).length).toBeGreaterThan(0);
      }),
      { numRuns: 80 },
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

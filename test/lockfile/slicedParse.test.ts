import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { parseLockfile, readLockfile, serializeLockfile } from '../../src/lockfile/index.js';
import { parseJsonInSlices } from '../../src/lockfile/slicedParse.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { build, sampleSnapshot, tempDir } from './helpers.js';

// check reads a sealed lockfile in slices (the server lists its pages meanwhile): the result must
// be JSON.parse's, member for member and in the same key order, whatever the names and text.

/** JSON.stringify keeps key order: equal texts mean equal values in equal order. */
const same = (a: unknown, b: unknown) => expect(JSON.stringify(a)).toBe(JSON.stringify(b));

function manyTools(names: string[], description = 'd'): Snapshot {
  const snapshot = sampleSnapshot();
  snapshot.listed.tools = names.map((name, index) => ({
    name,
    description: `${description} ${index}`,
    inputSchema: { type: 'object', properties: { id: { type: 'string', description: `the id\n  },\n    "x": {` } } },
  }));
  return snapshot;
}

/** The text with its seal computed again over what precedes it (as a forger would). */
function resealed(text: string): string {
  const body = text.slice(0, text.lastIndexOf(',\n  "integrity"'));
  return `${body},\n  "integrity": "sha256:${createHash('sha256').update(body).digest('hex')}"\n}\n`;
}

async function sliced(text: string, sliceChars: number): Promise<{ value: unknown; pauses: number }> {
  let pauses = 0;
  const value = await parseJsonInSlices(text, async () => {
    pauses++;
  }, sliceChars);
  return { value, pauses };
}

describe('parseJsonInSlices', () => {
  it('gives JSON.parse\'s value for a lockfile of many tools, in many slices', async () => {
    const names = Array.from({ length: 300 }, (_, i) => `tool_${i}`);
    const text = serializeLockfile(build(manyTools(names)));
    const { value, pauses } = await sliced(text, 2000);
    expect(pauses).toBeGreaterThan(10);
    same(value, JSON.parse(text));
    expect(Object.keys((value as JsonObject).tools as JsonObject)).toHaveLength(300);
  });

  it('keeps "__proto__" an own member and integer-like names first, as JSON.parse does', async () => {
    const names = ['__proto__', 'constructor', '10', '2', ...Array.from({ length: 100 }, (_, i) => `t${i}`)];
    const text = serializeLockfile(build(manyTools(names)));
    const { value } = await sliced(text, 500);
    same(value, JSON.parse(text));
    const tools = (value as JsonObject).tools as JsonObject;
    expect(Object.hasOwn(tools, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(tools)).toBe(Object.prototype);
    expect(Object.keys(tools).slice(0, 2)).toEqual(['2', '10']);
  });

  it('for any tool names and descriptions (property)', async () => {
    await fc.assert(fc.asyncProperty(
      fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.isWellFormed()), { minLength: 1, maxLength: 40 }),
      fc.string({ maxLength: 30 }).filter((s) => s.isWellFormed()),
      fc.integer({ min: 64, max: 4000 }),
      async (names, description, sliceChars) => {
        const text = serializeLockfile(build(manyTools(names, description)));
        same((await sliced(text, sliceChars)).value, JSON.parse(text));
      },
    ), { numRuns: 150 });
  });

  it('parses text of any other layout in one piece, and throws what JSON.parse throws', async () => {
    const text = serializeLockfile(build(manyTools(Array.from({ length: 50 }, (_, i) => `t${i}`))));
    const compact = JSON.stringify(JSON.parse(text));
    expect((await sliced(compact, 100)).pauses).toBe(0);
    same((await sliced(compact, 100)).value, JSON.parse(compact));
    // A later member named "tools" wins in JSON.parse; the slices must not put the first one back.
    const twice = text.replace(/\n}\n$/, ',\n  "tools": {"only": {}}\n}\n');
    same((await sliced(twice, 100)).value, JSON.parse(twice));
    const twiceEmpty = text.replace(/\n}\n$/, ',\n  "tools": {}\n}\n');
    expect(Object.keys((await sliced(twiceEmpty, 100)).value as JsonObject)).toContain('tools');
    same((await sliced(twiceEmpty, 100)).value, JSON.parse(twiceEmpty));
    // A map laid out like the top-level one but nested in another member is not the top-level one.
    const entries = Array.from({ length: 40 }, (_, i) => `    "t${i}": {\n      "k": ${i}\n    }`).join(',\n');
    const nested = `{\n  "a": {\n  "tools": {\n${entries}\n  }\n  },\n  "tools": {}\n}\n`;
    same((await sliced(nested, 50)).value, JSON.parse(nested));
    same((await sliced(nested.replace(',\n  "tools": {}', ''), 50)).value, JSON.parse(nested.replace(',\n  "tools": {}', '')));
    const truncated = text.slice(0, text.length / 2);
    await expect(sliced(truncated, 100)).rejects.toThrow(SyntaxError);
  });
});

describe('readLockfile of a sealed file', () => {
  it('reads the same lockfile as parseLockfile, and refuses a truncated one naming the place', async () => {
    const names = Array.from({ length: 3000 }, (_, i) => `tool_${i}`);
    const text = serializeLockfile(build(manyTools(names, 'd')));
    expect(text.length).toBeGreaterThan(2 * (1 << 20)); // more than one slice at the default size
    expect(resealed(text)).toBe(text);
    const file = path.join(await tempDir(), 'mcp.lock.json');
    writeFileSync(file, text);
    same(await readLockfile(file, { integrity: false }), parseLockfile(text, file, { integrity: false }));
    writeFileSync(file, text.slice(0, Math.floor(text.length / 2)));
    await expect(readLockfile(file, { integrity: false })).rejects.toThrow(/is not valid JSON at line \d+ column \d+/);
    // Sealed again after a slice was broken: the slices fail, the whole text is parsed, the place named.
    const broken = text.replace('"description": "d 700', '"description": d 700');
    expect(broken).not.toBe(text);
    writeFileSync(file, resealed(broken));
    await expect(readLockfile(file, { integrity: false })).rejects.toThrow(/is not valid JSON at line \d+ column \d+/);
  });
});

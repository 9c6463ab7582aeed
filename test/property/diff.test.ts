import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffLockfiles } from '../../src/diff/index.js';
import type { JsonObject } from '../../src/json.js';
import { buildLockfile } from '../../src/lockfile/index.js';
import type { Lockfile } from '../../src/lockfile/types.js';
import { assessToolRisk } from '../../src/risk/index.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { json, snapshot, text } from './arbitraries.js';

const build = (s: Snapshot) => buildLockfile(s, { generatorVersion: '0.0.0', assessRisk: assessToolRisk });
const withTools = (s: Snapshot, tools: JsonObject[]): Snapshot => ({ ...s, listed: { ...s.listed, tools } });
const toolChanges = (changes: ReturnType<typeof diffLockfiles>, name: string) =>
  changes.filter((change) => change.capability.type === 'tool' && change.capability.name === name);

/** Edits that any definition diff must notice, from prose to schema to vendor fields. */
const edit = fc.oneof(
  text.map((suffix) => (tool: JsonObject): JsonObject => ({ ...tool, description: `${String(tool.description ?? '')}!${suffix}` })),
  text.map((name) => (tool: JsonObject): JsonObject => ({
    ...tool,
    inputSchema: { type: 'object', properties: { [`added_${name}`]: { type: 'string' } }, was: tool.inputSchema ?? null },
  })),
  json.map((value) => (tool: JsonObject): JsonObject => ({ ...tool, 'x-edited': [value] })),
  fc.boolean().map((flag) => (tool: JsonObject): JsonObject => ({ ...tool, annotations: { readOnlyHint: flag, 'x-was': tool.annotations ?? null } })),
);

describe('diffLockfiles (property)', () => {
  it('a lockfile against itself has no changes, also when the fingerprint shortcut is bypassed', () => {
    fc.assert(
      fc.property(snapshot, (s) => {
        const lock = build(s);
        expect(diffLockfiles(lock, lock)).toEqual([]);
        // A copy with another fingerprint forces the entry-by-entry comparison.
        const copy: Lockfile = { ...structuredClone(lock), fingerprint: `sha256:${'0'.repeat(64)}` };
        expect(diffLockfiles(lock, copy)).toEqual([]);
      }),
      { numRuns: 80 },
    );
  });

  it('finds a change on a tool whenever its definition differs', () => {
    fc.assert(
      fc.property(
        snapshot.filter((s) => s.listed.tools.some((t) => typeof t.name === 'string' && t.name !== '')),
        fc.nat(),
        edit,
        (s, pick, change) => {
          const candidates = s.listed.tools.filter((t) => typeof t.name === 'string' && t.name !== '');
          const target = candidates[pick % candidates.length]!;
          const after = withTools(s, s.listed.tools.map((t) => (t === target ? change(t) : t)));
          const changes = diffLockfiles(build(s), build(after));
          expect(toolChanges(changes, target.name as string).length).toBeGreaterThan(0);
          expect(diffLockfiles(build(after), build(s)).length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('never throws on two unrelated servers, and reports every added, removed and edited tool', () => {
    fc.assert(
      fc.property(snapshot, snapshot, (a, b) => {
        const before = build(a);
        const after = build(b);
        const changes = diffLockfiles(before, after);
        for (const name of new Set([...Object.keys(before.tools), ...Object.keys(after.tools)])) {
          const old = Object.hasOwn(before.tools, name) ? before.tools[name] : undefined;
          const now = Object.hasOwn(after.tools, name) ? after.tools[name] : undefined;
          const differs = old === undefined || now === undefined || old.digest !== now.digest
            || JSON.stringify(old.definition) !== JSON.stringify(now.definition);
          if (differs) expect(toolChanges(changes, name).length, `tool ${JSON.stringify(name)}`).toBeGreaterThan(0);
        }
      }),
      { numRuns: 100 },
    );
  });
});

// Issue 23, item 8: keys that name Object.prototype members (`constructor`, `__proto__`,
// `toString`...) are server data like any other key: compared, reported with the side where they
// are absent as absent, never read from the prototype (a function is not JSON; the prototype is
// not the locked value).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareLockfiles } from '../../src/core/gate.js';
import type { Change } from '../../src/diff/types.js';
import { parseLockfile, serializeLockfile } from '../../src/lockfile/index.js';
import { DEFAULT_POLICY } from '../../src/policy/apply.js';
import { renderReport } from '../../src/report/index.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { tempDir } from '../helpers/fixtures.js';
import { build, normalizedReplay } from './fuzzReplay.js';
import { answersServer, cli, rawTool } from './answers.js';

const KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString'];

// A JSON object with `key` as an own member, as JSON.parse makes it (an object literal would set the prototype).
const withKey = (members: string, key: string, value = '{"x":1}') => JSON.parse(`{${members}${members === '' ? '' : ','}${JSON.stringify(key)}:${value}}`);

function base(): any {
  return {
    serverInfo: { name: 's', version: '1' }, protocolVersion: '2025-06-18', capabilities: { tools: {}, prompts: {}, resources: {} }, mode: 'list-freeze',
    listed: {
      tools: [{ name: 't', description: 'd', inputSchema: { type: 'object', properties: { p: { type: 'string' } } }, annotations: { readOnlyHint: true } }],
      prompts: [{ name: 'p', description: 'd', arguments: [{ name: 'a', description: 'x' }] }],
      resources: [{ uri: 'file:///r', name: 'r' }],
      resourceTemplates: [{ uriTemplate: 'file:///{x}', name: 'rt' }],
    },
    findings: [],
  };
}

/** Where the key goes, and the pointer (or capability) its change must name. */
const PLACES: Array<{ place: string; set: (s: any, key: string) => void; change: (c: Change, key: string) => boolean }> = [
  { place: 'capabilities', set: (s, k) => (s.capabilities = withKey('"tools":{},"prompts":{},"resources":{}', k)), change: (c, k) => c.rule === 'server_capabilities_changed' && c.pointer === `/${k}` },
  { place: 'serverInfo', set: (s, k) => (s.serverInfo = withKey('"name":"s","version":"1"', k)), change: (c) => c.rule === 'server_info_changed' },
  { place: 'a tool field', set: (s, k) => (s.listed.tools[0] = withKey('"name":"t","description":"d","inputSchema":{"type":"object"}', k)), change: (c, k) => c.capability.name === 't' && c.pointer === `/${k}` },
  { place: 'tool annotations', set: (s, k) => (s.listed.tools[0].annotations = withKey('', k, 'true')), change: (c, k) => c.pointer === `/annotations/${k}` },
  { place: 'a prompt field', set: (s, k) => (s.listed.prompts[0] = withKey('"name":"p"', k)), change: (c, k) => c.capability.name === 'p' && c.pointer === `/${k}` },
  { place: 'a prompt argument field', set: (s, k) => (s.listed.prompts[0].arguments = [withKey('"name":"a","description":"x"', k, '1')]), change: (c, k) => c.pointer === `/arguments/0/${k}` },
  { place: 'a resource field', set: (s, k) => (s.listed.resources[0] = withKey('"uri":"file:///r","name":"r"', k)), change: (c) => c.rule === 'resource_changed' },
];

async function compare(lockedSnapshot: Snapshot, liveSnapshot: Snapshot) {
  const locked = parseLockfile(serializeLockfile(build(await normalizedReplay(lockedSnapshot))), 'mcp.lock.json');
  const snapshot = await normalizedReplay(liveSnapshot);
  const report = compareLockfiles(locked, build(snapshot), snapshot, { config: DEFAULT_POLICY, lockfileLabel: 'mcp.lock.json', now: new Date(0) });
  for (const format of ['text', 'markdown', 'json', 'sarif'] as const) renderReport(report, format);
  return report;
}

describe('keys named like Object.prototype members (item 8)', () => {
  for (const { place, set, change } of PLACES) {
    it(`in ${place}: added and removed, each key is one change whose absent side is absent`, async () => {
      for (const key of KEYS) {
        for (const direction of ['added', 'removed'] as const) {
          const locked = base();
          const live = base();
          set(direction === 'added' ? live : locked, key);
          const report = await compare(locked, live);
          const found = report.changes.filter((c) => change(c, key));
          expect(found, `${place} ${key} ${direction}: ${report.changes.map((c) => `${c.rule} ${c.pointer}`).join(', ')}`).toHaveLength(1);
          const [c] = found;
          // Whole-definition changes (serverInfo, resource) carry both objects; a member change has the key's own value or nothing.
          for (const side of [c!.before, c!.after]) expect(typeof side === 'function' || side === Object.prototype, `${place} ${key}`).toBe(false);
          if (c!.pointer?.endsWith(`/${key}`)) expect(direction === 'added' ? c!.before : c!.after, `${place} ${key} ${direction}`).toBeUndefined();
        }
      }
    });
  }

  it('check over stdio: `constructor` and `__proto__` added to capabilities are reported as capability changes, not an internal error', async () => {
    const dir = tempDir();
    expect((await cli(['lock', ...answersServer(dir, 'a.txt', [rawTool('t')])], dir)).code).toBe(0);
    const run = await cli(['check', '--format', 'json', ...answersServer(dir, 'b.txt', [rawTool('t')], '{"tools":{},"__proto__":{"polluted":true},"constructor":{"prototype":{}}}')], dir);
    expect(run.stderr).not.toContain('internal error');
    expect(run.code, run.stderr).toBe(0); // warnings, below the default fail-on
    const changes = (JSON.parse(run.stdout) as { changes: Change[] }).changes.filter((c) => c.rule === 'server_capabilities_changed');
    expect(changes.map((c) => [c.pointer, c.before, c.after])).toEqual([
      ['/__proto__', undefined, { polluted: true }],
      ['/constructor', undefined, { prototype: {} }],
    ]);
    expect(readFileSync(path.join(dir, 'mcp.lock.json'), 'utf8')).not.toContain('polluted');
  });
});

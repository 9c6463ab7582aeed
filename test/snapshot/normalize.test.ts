import { describe, expect, it } from 'vitest';
import { GateError } from '../../src/errors.js';
import { normalizeSnapshot, normalizeText } from '../../src/snapshot/index.js';
import { MAX_DEFINITION_DEPTH, isMachineSpecificHostname, isMachineSpecificPath, normalizedPointers } from '../../src/snapshot/normalize.js';
import type { NormalizationEnv, Snapshot } from '../../src/snapshot/types.js';
import { lockfileFromSnapshot } from '../../src/core/gate.js';
import { numberLiteralsOf } from '../../src/identity/index.js';
import { recordWireNumbers, type JsonObject } from '../../src/json.js';
import { parseLockfile, serializeLockfile } from '../../src/lockfile/index.js';

const ENV = { cwd: '/home/alice/proj', home: '/home/alice', tmpdir: '/tmp/tmp.Qx81Za', hostname: 'build-box' };
const norm = (text: string, env: NormalizationEnv = ENV) => normalizeText(text, env);

describe('normalizeText', () => {
  it('replaces cwd, home, tmpdir and hostname with placeholders', () => {
    expect(norm('Reads /home/alice/proj/src and /home/alice/.config, scratch in /tmp/tmp.Qx81Za/x, on build-box.'))
      .toBe('Reads ${CWD}/src and ${HOME}/.config, scratch in ${TMPDIR}/x, on ${HOSTNAME}.');
  });

  it('longest path first: a cwd inside home becomes ${CWD}, whatever order the env lists them', () => {
    expect(norm('/home/alice/proj')).toBe('${CWD}');
    expect(norm('/home/alice/proj', { cwd: '/home/alice', home: '/home/alice/proj' })).toBe('${HOME}');
  });

  it('matches paths only at path boundaries', () => {
    expect(norm('/home/alice/project')).toBe('${HOME}/project');
    expect(norm('/home/alicea and /home/alice-2 and /home/alice_b')).toBe('/home/alicea and /home/alice-2 and /home/alice_b');
    const tmp = { cwd: '/srv/app/current', tmpdir: '/var/folders/x1/T' };
    expect(norm('/var/folders/x1/Tfoo /var/folders/x1/T.bak /x/var/folders/x1/T', tmp)).toBe('/var/folders/x1/Tfoo /var/folders/x1/T.bak /x/var/folders/x1/T');
    expect(norm('see /var/folders/x1/T. Or "/var/folders/x1/T", (/var/folders/x1/T), /var/folders/x1/T/', tmp))
      .toBe('see ${TMPDIR}. Or "${TMPDIR}", (${TMPDIR}), ${TMPDIR}/');
    expect(norm('file:///home/alice/proj/README.md')).toBe('file://${CWD}/README.md');
  });

  it('never replaces a path every machine has: TMPDIR=/tmp leaves "/tmp" alone (issue 14)', () => {
    const ci = { cwd: '/', home: '/root', tmpdir: '/tmp', hostname: 'runner' };
    const text = 'Clone into a bare repository, e.g. /tmp/repo.git; logs in /var/tmp; config in /root/.x on runner';
    expect(norm(text, ci)).toBe(text);
    for (const shared of ['/tmp', '/var/tmp', '/private/tmp', '/root', '/home', '/Users', '/app', '/usr/local', 'C:\\Windows\\Temp', '/a/b']) {
      expect(isMachineSpecificPath(shared)).toBe(false);
    }
    for (const specific of ['/home/runner', '/home/alice', '/tmp/tmp.Qx81Za', '/var/folders/x1/T', '/work/wt14', 'C:\\Users\\al\\AppData\\Local\\Temp']) {
      expect(isMachineSpecificPath(specific)).toBe(true);
    }
  });

  it('ignores trailing separators in the env and never replaces a root path', () => {
    expect(norm('/home/alice/proj/a', { cwd: '/home/alice/proj/' })).toBe('${CWD}/a');
    expect(norm('/usr/bin and C:\\x', { cwd: '/' })).toBe('/usr/bin and C:\\x');
    expect(norm('C:\\Users\\al\\w\\f.txt', { cwd: 'C:\\Users\\al\\w' })).toBe('${CWD}\\f.txt');
  });

  it('replaces the hostname only as a whole word, and only a name no ordinary word looks like', () => {
    expect(norm('host build-box, build-boxes, mybuild-box, build-box.local')).toBe(
      'host ${HOSTNAME}, build-boxes, mybuild-box, ${HOSTNAME}.local',
    );
    expect(norm('a dev box for dev', { cwd: '/w', hostname: 'dev' })).toBe('a dev box for dev');
    // Common words are never host names to replace, whatever their length.
    expect(norm('the server writes notes', { cwd: '/w', hostname: 'server' })).toBe('the server writes notes');
    expect(norm('use localhost:8080', { cwd: '/w', hostname: 'localhost' })).toBe('use localhost:8080');
    expect(norm('built on fv-az123-45 and 3f4e5a6b7c8d', { cwd: '/w', hostname: 'fv-az123-45' })).toBe('built on ${HOSTNAME} and 3f4e5a6b7c8d');
    expect(isMachineSpecificHostname('3f4e5a6b7c8d')).toBe(true);
    expect(isMachineSpecificHostname('workstation')).toBe(false);
  });

  it('does not rescan inserted placeholders', () => {
    expect(norm('/srv/app/w and HOME-1', { cwd: '/srv/app/w', hostname: 'HOME-1' })).toBe('${CWD} and ${HOSTNAME}');
    expect(norm('/srv/app/w/x', { cwd: '/srv/app/w', hostname: 'CWD}-1' })).toBe('${CWD}/x');
  });

  it('escapes regular-expression characters in paths', () => {
    expect(norm('/srv/a.b/x /srv/aXb/x', { cwd: '/srv/a.b' })).toBe('${CWD}/x /srv/aXb/x');
  });
});

describe('normalizeSnapshot', () => {
  const snapshot = (): Snapshot => ({
    serverInfo: { name: 'build-box' },
    protocolVersion: '2025-06-18',
    capabilities: { tools: {} },
    instructions: 'Work in /home/alice/proj',
    mode: 'signature',
    listed: {
      tools: [
        {
          name: 'read',
          description: 'Reads under /home/alice/proj',
          inputSchema: { type: 'object', properties: { '/home/alice': { type: 'string', default: '/tmp/tmp.Qx81Za/x' } } },
          'x-list': ['build-box', 3, null, true, '/tmp/x'],
        },
      ],
      prompts: [],
      resources: [{ uri: 'file:///home/alice/proj/a.md', name: 'a' }],
      resourceTemplates: [],
    },
    signature: { tools: [{ name: 'read', description: 'on build-box' }], prompts: [], resources: [], resourceTemplates: [] },
    findings: [],
  });

  it('rewrites every string value of listed and signature items and instructions, never keys', () => {
    const input = snapshot();
    const before = JSON.stringify(input);
    const result = normalizeSnapshot(input, ENV);
    expect(JSON.stringify(input)).toBe(before); // pure
    expect(result.instructions).toBe('Work in ${CWD}');
    expect(result.listed.tools[0]).toEqual({
      name: 'read',
      description: 'Reads under ${CWD}',
      inputSchema: { type: 'object', properties: { '/home/alice': { type: 'string', default: '${TMPDIR}/x' } } },
      'x-list': ['${HOSTNAME}', 3, null, true, '/tmp/x'],
    });
    // The lockfile says which strings were normalized (pointers into the definition).
    expect(normalizedPointers(result.listed.tools[0]!)).toEqual(['/description', '/inputSchema/properties/~1home~1alice/default', '/x-list/0']);
    expect(normalizedPointers(input.listed.tools[0]!)).toEqual([]);
    expect(result.listed.resources[0]!.uri).toBe('file://${CWD}/a.md');
    expect(result.signature?.tools[0]!.description).toBe('on ${HOSTNAME}');
    expect(result.serverInfo).toEqual({ name: 'build-box' });
    expect(Object.keys(result.listed.tools[0]!)).toEqual(['name', 'description', 'inputSchema', 'x-list']);
  });

  it('keeps a raw "__proto__" key as a plain field', () => {
    const input = snapshot();
    input.listed.tools = [JSON.parse('{"name":"p","__proto__":{"polluted":"/tmp/tmp.Qx81Za"}}')];
    const tool = normalizeSnapshot(input, ENV).listed.tools[0]!;
    expect(Object.getPrototypeOf(tool)).toBe(Object.prototype);
    expect(Object.keys(tool)).toEqual(['name', '__proto__']);
    expect(JSON.stringify(tool)).toBe('{"name":"p","__proto__":{"polluted":"${TMPDIR}"}}');
  });

  it('leaves a snapshot without signature or instructions without them', () => {
    const { signature: _s, instructions: _i, ...rest } = snapshot();
    const result = normalizeSnapshot(rest, ENV);
    expect('signature' in result).toBe(false);
    expect('instructions' in result).toBe(false);
  });
});

describe('normalizeSnapshot: copies, lone surrogates, depth', () => {
  const snapshotWith = (tools: Snapshot['listed']['tools'], extra: Partial<Snapshot> = {}): Snapshot => ({
    serverInfo: { name: 's' }, protocolVersion: '2025-06-18', capabilities: { tools: {} }, mode: 'list-freeze',
    listed: { tools, prompts: [], resources: [], resourceTemplates: [] }, findings: [], ...extra,
  });

  it('returns a definition with nothing to rewrite as the same object, and copies only what changed', () => {
    const plain = { name: 'plain', description: 'Reads a file.', inputSchema: { type: 'object', properties: { p: { type: 'string' } } } };
    const local = { name: 'local', description: 'Writes to /home/alice/proj/out', inputSchema: { type: 'object', properties: { p: { type: 'string' } } } };
    const out = normalizeSnapshot(snapshotWith([plain, local]), ENV);
    expect(out.listed.tools[0]).toBe(plain);
    expect(out.listed.tools[1]).not.toBe(local);
    expect(out.listed.tools[1]!.description).toBe('Writes to ${CWD}/out');
    expect(out.listed.tools[1]!.inputSchema).toBe(local.inputSchema);
    expect(local.description).toBe('Writes to /home/alice/proj/out');
    expect(out.findings).toEqual([]);
  });

  it('replaces lone surrogates in values and keys by U+FFFD and reports one spec_violation per item', () => {
    const odd = { name: 'odd\uD800', description: 'x\uDC00y', inputSchema: { type: 'object', properties: { ['k\uD83D']: { type: 'string' }, ok: { type: 'string', description: '\u{1F600}' } } } };
    const out = normalizeSnapshot(snapshotWith([odd], { instructions: 'use \uDFFF' }), ENV);
    expect(out.listed.tools[0]).toEqual({ name: 'odd\uFFFD', description: 'x\uFFFDy', inputSchema: { type: 'object', properties: { 'k\uFFFD': { type: 'string' }, ok: { type: 'string', description: '\u{1F600}' } } } });
    expect(out.instructions).toBe('use \uFFFD');
    expect(out.findings).toEqual([
      {
        kind: 'spec_violation', capability: { type: 'tool', name: 'odd\uFFFD' },
        message: 'tool "odd\uFFFD" contains lone surrogates (not valid Unicode, which JSON text must be) at /name, /description, /inputSchema/properties/k\\uD83D; each is locked as U+FFFD',
      },
      expect.objectContaining({ capability: { type: 'server', name: 'instructions' } }),
    ]);
  });

  it('keeps a wire number spelling under a key whose lone surrogate it replaced, at the key as locked', () => {
    // `lock` failed with exit 2 here: the spelling stayed at the raw key's pointer, which JCS refuses.
    const text = '{"name":"t","inputSchema":{"type":"object","properties":{"a\\ud800b":{"type":"number","maximum":1.0},"a\\ue000":{"type":"number","minimum":2.50}}}}';
    const tool = JSON.parse(text) as JsonObject;
    recordWireNumbers(text, tool);
    expect([...numberLiteralsOf(tool)!]).toEqual([['/inputSchema/properties/a\uD800b/maximum', '1.0'], ['/inputSchema/properties/a\uE000/minimum', '2.50']]);
    const out = normalizeSnapshot(snapshotWith([tool]), ENV);
    const locked = out.listed.tools[0]!;
    expect(Object.keys((locked.inputSchema as JsonObject).properties as JsonObject)).toEqual(['a\uFFFDb', 'a\uE000']);
    // In pointer order: U+FFFD sorts after U+E000, where the lone surrogate sorted before it.
    expect([...numberLiteralsOf(locked)!]).toEqual([['/inputSchema/properties/a\uE000/minimum', '2.50'], ['/inputSchema/properties/a\uFFFDb/maximum', '1.0']]);
    const lock = lockfileFromSnapshot(out);
    expect(Object.entries(lock.tools.t!.numberLiterals!)).toEqual([['/inputSchema/properties/a\uE000/minimum', '2.50'], ['/inputSchema/properties/a\uFFFDb/maximum', '1.0']]);
    // The file verifies in full, and the same server checked against it reuses the locked entry.
    const text2 = serializeLockfile(lock);
    expect(() => parseLockfile(text2, 'mcp.lock.json')).not.toThrow();
    const again = JSON.parse(text) as JsonObject;
    recordWireNumbers(text, again);
    const read = parseLockfile(text2, 'mcp.lock.json');
    expect(lockfileFromSnapshot(normalizeSnapshot(snapshotWith([again]), ENV), read).tools.t).toBe(read.tools.t);
  });

  it('refuses a definition whose keys become one with U+FFFD, rather than leave a member out of every comparison', () => {
    const toolWith = (properties: string): JsonObject => {
      const text = `{"name":"t","inputSchema":{"type":"object","properties":${properties}}}`;
      const tool = JSON.parse(text) as JsonObject;
      recordWireNumbers(text, tool);
      return tool;
    };
    // Either order, and two lone surrogates that both become U+FFFD: a member would be dropped,
    // and what it says would never drift.
    for (const properties of [
      '{"cmd\\ud800":{"type":"string","description":"hidden"},"cmd\\ufffd":{"type":"string"}}',
      '{"cmd\\ufffd":{"type":"string"},"cmd\\ud800":{"type":"string","description":"hidden"}}',
      '{"cmd\\udbff":{"maximum":1.0},"cmd\\ud800":{"maximum":1.00}}',
    ]) {
      expect(() => normalizeSnapshot(snapshotWith([toolWith(properties)]), ENV)).toThrow(GateError);
    }
    expect(() => normalizeSnapshot(snapshotWith([toolWith('{"cmd\\ud800":{},"cmd\\ufffd":{}}')]), ENV))
      .toThrow('tool "t": keys "cmd\\uD800" and "cmd\uFFFD" at /inputSchema/properties are the same key once lone surrogates are replaced by U+FFFD');
    // A machine path under a lone-surrogate key (lock exited 2 on it): noted at the key as locked.
    const out = normalizeSnapshot(snapshotWith([toolWith('{"k\\ud800":{"type":"string","description":"writes /home/alice/proj/out"},"z":{"type":"string"}}')]), ENV);
    const locked = out.listed.tools[0]!;
    expect((locked.inputSchema as JsonObject).properties).toEqual({ 'k\uFFFD': { type: 'string', description: 'writes ${CWD}/out' }, z: { type: 'string' } });
    expect(normalizedPointers(locked)).toEqual(['/inputSchema/properties/k\uFFFD/description']);
    expect(lockfileFromSnapshot(out).tools.t!.normalized).toEqual(['/inputSchema/properties/k\uFFFD/description']);
  });

  it('refuses nesting past the limit with a GateError naming the tool, instead of a stack overflow', () => {
    let schema: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 10_000; i++) schema = { type: 'object', properties: { p: schema } };
    const deep = snapshotWith([{ name: 'deep', inputSchema: schema as never }]);
    expect(() => normalizeSnapshot(deep, ENV)).toThrow(GateError);
    expect(() => normalizeSnapshot(deep, ENV)).toThrow(`tool "deep": nested deeper than ${MAX_DEFINITION_DEPTH} levels (in inputSchema)`);
  });
});

describe('signed definitions', () => {
  it('keeps the text of a tool carrying x-assay-sig as sent (placeholders would break its signature)', () => {
    const cwd = '/home/dev/project';
    const signed = { name: 'a', description: `Reads files under ${cwd}`, 'x-assay-sig': { version: 1 } };
    const plain = { name: 'b', description: `Reads files under ${cwd}` };
    const snapshot = {
      serverInfo: { name: 's' }, protocolVersion: '2025-06-18', capabilities: { tools: {} }, mode: 'list-freeze' as const,
      listed: { tools: [signed, plain], prompts: [], resources: [], resourceTemplates: [] }, findings: [],
    };
    const normalized = normalizeSnapshot(snapshot, { cwd });
    expect(normalized.listed.tools[0]!.description).toBe(`Reads files under ${cwd}`);
    expect(normalized.listed.tools[1]!.description).toBe('Reads files under ${CWD}');
  });
});

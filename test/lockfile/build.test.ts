import { describe, expect, it } from 'vitest';
import { GateError } from '../../src/errors.js';
import { analyzeTool, entryDigest, signatureDigest, toolIdentity } from '../../src/identity/index.js';
import { buildLockfile, lockfileValidator, serializeLockfile } from '../../src/lockfile/index.js';
import type { RiskAssessment } from '../../src/risk/types.js';
import { LOCKFILE_SCHEMA_ID, LOCKFILE_VERSION } from '../../src/lockfile/types.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { build, fakeRisk, reversed, sampleSnapshot } from './helpers.js';

describe('buildLockfile', () => {
  it('keys items by name / uri / uriTemplate, sorted, skipping items without a key', () => {
    const lock = build();
    expect(Object.keys(lock.tools).sort()).toEqual(['10', '2', 'get_note', 'run_shell']);
    expect(Object.keys(lock.prompts)).toEqual(['summarize']);
    expect(Object.keys(lock.resources)).toEqual(['notes://a', 'notes://b']);
    expect(Object.keys(lock.resourceTemplates)).toEqual(['notes://{id}']);
  });

  it('stores digests, the injected risk and the full definition of each tool', () => {
    const snapshot = sampleSnapshot();
    const raw = snapshot.listed.tools[1]!;
    const entry = build(snapshot).tools.get_note!;
    const { digest, toolDefinition, ...rest } = toolIdentity(raw);
    expect(entry.digest).toBe(digest);
    expect(entry).toMatchObject(rest);
    // The Assay cluster is stored by its digest; its other fields are constants.
    expect(entry.toolDefinitionDigest).toBe(toolDefinition!.tool_definition_digest);
    expect(entry).not.toHaveProperty('toolDefinition');
    expect(entry.risk).toEqual(fakeRisk(raw));
    expect(entry.definition).toEqual(raw);
    expect(Object.keys(entry.definition)).toEqual(['_meta', 'description', 'inputSchema', 'name']);
    expect(Object.keys(entry.definition.inputSchema as object)).toEqual(['properties', 'type']);
    expect(build(snapshot).tools.run_shell!.risk.level).toBe('CRITICAL');
  });

  it('prompt/resource/template entries carry entryDigest of the raw definition', () => {
    const snapshot = sampleSnapshot();
    const lock = build(snapshot);
    expect(lock.resources['notes://b']).toEqual({
      digest: entryDigest(snapshot.listed.resources[0]!),
      definition: snapshot.listed.resources[0],
    });
  });

  it('records the server and header fields, nothing run-dependent', () => {
    const lock = build();
    expect(lock.$schema).toBe(LOCKFILE_SCHEMA_ID);
    expect(lock.lockfileVersion).toBe(LOCKFILE_VERSION);
    expect(lock.generator).toEqual({ name: 'mcp-drift-gate', version: '0.1.0' });
    expect(lock.mode).toBe('list-freeze');
    expect(lock.signature).toBeUndefined();
    expect(lock.server).toEqual({
      name: 'notes-server',
      version: '1.2.3',
      protocolVersion: '2025-06-18',
      info: { name: 'notes-server', title: 'Notes', version: '1.2.3' },
    });
    expect(lock.instructions).toBe('Use the notes tools.');
    expect(serializeLockfile(lock)).not.toMatch(/20\d\d-\d\d-\d\dT/); // no timestamps
  });

  it('validates against its own schema', () => {
    const validate = lockfileValidator();
    expect(validate(build()), JSON.stringify(validate.errors)).toBe(true);
  });

  it('same snapshot, same bytes; differently ordered input, same bytes', () => {
    const first = serializeLockfile(build());
    expect(serializeLockfile(build())).toBe(first);
    expect(serializeLockfile(build(reversed(sampleSnapshot())))).toBe(first);
  });

  it('duplicate keys resolve the same way whatever the list order', () => {
    const snapshot = sampleSnapshot();
    snapshot.listed.tools.push({ name: 'get_note', description: 'an impostor' });
    const a = serializeLockfile(build(snapshot));
    const b = serializeLockfile(build(reversed(snapshot)));
    expect(b).toBe(a);
  });

  it('uses the signature result in signature mode and digests it', () => {
    const snapshot: Snapshot = {
      ...sampleSnapshot(),
      mode: 'signature',
      signature: { tools: [{ name: 'declared_only' }], prompts: [], resources: [], resourceTemplates: [] },
    };
    const lock = build(snapshot);
    expect(Object.keys(lock.tools)).toEqual(['declared_only']);
    expect(lock.signature).toEqual({ digest: signatureDigest(snapshot.signature!) });
    expect(lock.mode).toBe('signature');
    expect(lockfileValidator()(lock)).toBe(true);
  });

  it('refuses a signature-mode snapshot without a signature', () => {
    const snapshot: Snapshot = { ...sampleSnapshot(), mode: 'signature' };
    expect(() => build(snapshot)).toThrow(GateError);
  });

  it('fingerprint: equal when nothing differs, different when anything a diff would see differs', () => {
    const base = build().fingerprint;
    expect(build(reversed(sampleSnapshot())).fingerprint).toBe(base);
    const mutations: ((s: Snapshot) => void)[] = [
      (s) => { s.listed.tools[1]!._meta = { 'vendor/x': 2 }; }, // outside the identity digest
      (s) => { s.listed.tools[0]!.description = 'Runs a shell command '; },
      (s) => { s.listed.prompts[0]!.description = 'new'; },
      (s) => { s.listed.resources.shift(); },
      (s) => { s.listed.resourceTemplates = []; },
      (s) => { s.serverInfo.version = '1.2.4'; },
      (s) => { s.protocolVersion = '2025-03-26'; },
      (s) => { s.capabilities = {}; },
      (s) => { s.instructions = 'other'; },
    ];
    for (const [i, mutate] of mutations.entries()) {
      const snapshot = sampleSnapshot();
      mutate(snapshot);
      expect(build(snapshot).fingerprint, `mutation ${i}`).not.toBe(base);
    }
    // A different risk verdict for the same definition is drift too.
    const alwaysHigh = (): RiskAssessment => ({ level: 'HIGH', categories: [], reasons: [] });
    const lock = buildLockfile(sampleSnapshot(), { generatorVersion: '0.1.0', assessRisk: alwaysHigh });
    expect(lock.fingerprint).not.toBe(base);
    // The generator version is not content: upgrading the gate alone is not drift.
    expect(buildLockfile(sampleSnapshot(), { generatorVersion: '9.9.9', assessRisk: fakeRisk }).fingerprint).toBe(base);
  });

  it('keeps a tool named __proto__', () => {
    const snapshot = sampleSnapshot();
    snapshot.listed.tools = [JSON.parse('{"name":"__proto__","description":"odd"}')];
    const lock = build(snapshot);
    expect(Object.keys(lock.tools)).toEqual(['__proto__']);
    expect(lock.tools['__proto__']!.digest).toBe(analyzeTool(snapshot.listed.tools[0]!).identity.digest);
  });
});


describe('buildLockfile: values no lockfile can hold', () => {
  const failure = (snapshot: Snapshot): GateError => {
    try {
      build(snapshot);
    } catch (error) {
      expect(error).toBeInstanceOf(GateError);
      return error as GateError;
    }
    throw new Error('expected a GateError');
  };

  it('names the prompt, resource, serverInfo or capabilities holding a lone surrogate', () => {
    const s = sampleSnapshot();
    s.listed.prompts = [{ name: 'p', arguments: [{ name: 'a', description: 'x\uDC00' }] }];
    const prompt = failure(s);
    expect(prompt.code).toBe('protocol_error');
    expect(prompt.message).toBe('prompt "p": arguments at /0/description contains a lone surrogate (not valid Unicode), cannot canonicalize');
    expect(failure({ ...sampleSnapshot(), serverInfo: { name: 'n', title: '\uD800' } }).message).toBe(
      'serverInfo: title contains a lone surrogate (not valid Unicode), cannot canonicalize',
    );
    expect(failure({ ...sampleSnapshot(), capabilities: { tools: { 'x\uD800': true } } }).message).toBe(
      'capabilities: tools at /x\\uD800 contains a lone surrogate (not valid Unicode), cannot canonicalize',
    );
  });

  it('names the resource nested past the depth limit', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 5_000; i++) deep = [deep];
    const s = sampleSnapshot();
    s.listed.resources = [{ uri: 'r://x', name: 'x', _meta: deep as never }];
    expect(failure(s).message).toBe('resource "r://x": _meta is nested deeper than 256 levels (the gate\'s limit; no real schema comes close), cannot canonicalize');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diffLockfiles } from '../../src/diff/index.js';
import { GateError } from '../../src/errors.js';
import { CURRENT_RISK_MODEL } from '../../src/risk/index.js';
import { IDENTITY_FIELDS, analyzeTool, attachNumberLiterals, jcsDigest } from '../../src/identity/index.js';
import {
  buildLockfile, findIntegrityProblem, fingerprintAtHand, lockfileFingerprint, lockfileValidator, parseLockfile, serializeLockfile,
} from '../../src/lockfile/index.js';
import type { Lockfile } from '../../src/lockfile/types.js';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { fakeRisk, sampleSnapshot } from './helpers.js';

// `check` builds the live lockfile reusing the locked entries whose definitions are identical
// (no canonicalization, hashing or risk inference for them). It trusts a lockfile sealed as `lock`
// wrote it and derives every digest of any other file on read.

const RISK_MODEL = 'test-1';
const readBack = (lock: Lockfile): Lockfile => parseLockfile(serializeLockfile(lock), 'mcp.lock.json', { integrity: false });
const otherDigest = (digest: string) => `sha256:${digest.slice(7).split('').reverse().join('')}`;

function buildCounting(snapshot: Snapshot, reuse?: Lockfile, riskModel = RISK_MODEL) {
  const assessed: string[] = [];
  const lock = buildLockfile(snapshot, {
    generatorVersion: '0.1.0',
    riskModel,
    assessRisk: (tool: JsonObject) => {
      assessed.push(String(tool.name));
      return fakeRisk(tool);
    },
    ...(reuse ? { reuse } : {}),
  });
  return { lock, assessed };
}

function drifted(): Snapshot {
  const snapshot = sampleSnapshot();
  snapshot.listed.tools[0]!.description = 'Runs any shell command, as root';
  return snapshot;
}

describe('buildLockfile with reuse', () => {
  it('takes the locked entry itself for an identical definition and derives only the changed ones', () => {
    const locked = readBack(buildCounting(sampleSnapshot()).lock);
    const { lock: live, assessed } = buildCounting(drifted(), locked);
    expect(assessed).toEqual(['run_shell']);
    expect(live.tools.get_note).toBe(locked.tools.get_note);
    expect(live.tools.run_shell).not.toBe(locked.tools.run_shell);
    expect(live.prompts.summarize).toBe(locked.prompts.summarize);
  });

  it('builds the same lockfile, byte for byte, as a build from scratch', () => {
    const locked = readBack(buildCounting(sampleSnapshot()).lock);
    for (const snapshot of [sampleSnapshot(), drifted()]) {
      const reused = buildCounting(snapshot, readBack(locked)).lock;
      const scratch = buildCounting(snapshot).lock;
      expect(serializeLockfile(reused)).toBe(serializeLockfile(scratch));
      expect(reused.fingerprint).toBe(scratch.fingerprint);
    }
  });

  it('locks the same duplicate whatever the list order, also when the duplicates differ only in a number\'s spelling', () => {
    const withDuplicates = (order: 'spelled first' | 'spelled last'): Snapshot => {
      const snapshot = sampleSnapshot();
      const spelled: JsonObject = { name: 't', inputSchema: { type: 'object', properties: { n: { type: 'number', maximum: 1 } } } };
      attachNumberLiterals(spelled, { '/inputSchema/properties/n/maximum': '1.0' });
      const plain: JsonObject = { name: 't', inputSchema: { type: 'object', properties: { n: { type: 'number', maximum: 1 } } } };
      snapshot.listed.tools = order === 'spelled first' ? [spelled, plain] : [plain, spelled];
      return snapshot;
    };
    const [a, b] = [buildCounting(withDuplicates('spelled first')).lock, buildCounting(withDuplicates('spelled last')).lock];
    expect(a.tools.t!.hangarDigest).toBe(b.tools.t!.hangarDigest);
    expect(serializeLockfile(a)).toBe(serializeLockfile(b));
  });

  it('reuses nothing of the tools under another risk model version (the locked risk may be stale)', () => {
    const locked = readBack(buildCounting(sampleSnapshot(), undefined, 'older').lock);
    const { lock, assessed } = buildCounting(sampleSnapshot(), locked);
    expect(assessed.sort()).toEqual(['10', '2', 'get_note', 'run_shell']);
    expect(lock.riskModel).toBe(RISK_MODEL);
    expect(lock.tools.get_note).not.toBe(locked.tools.get_note);
  });
});

describe('what check trusts in a sealed lockfile', () => {
  // `check` reads with integrity: false: a file sealed as `lock` wrote it is taken as derived by
  // `lock` (nothing is hashed again); any edit that leaves the seal stale makes the read derive
  // every digest again; a forged seal is for `verify` and `export-pins` (full read) to find.
  const sealedText = () => serializeLockfile(buildCounting(sampleSnapshot()).lock);
  const checkRead = (text: string) => parseLockfile(text, 'mcp.lock.json', { integrity: false });
  const fullRead = (text: string) => parseLockfile(text, 'mcp.lock.json');

  for (const field of ['digest', 'descriptionHash', 'inputSchemaHash', 'hangarDigest', 'toolDefinitionDigest'] as const) {
    it(`refuses ${field} edited by hand in the file (the seal no longer matches), naming the field`, () => {
      const text = sealedText();
      const stored = checkRead(text).tools.get_note![field]!;
      const edited = text.replace(`"${field}": "${stored}"`, `"${field}": "${otherDigest(stored)}"`);
      expect(edited).not.toBe(text);
      expect(() => checkRead(edited)).toThrow(GateError);
      expect(() => checkRead(edited)).toThrow(`inconsistent at /tools/get_note/${field}`);
    });
  }

  it('refuses an edited risk and an edited fingerprint in the file', () => {
    const text = sealedText();
    const risk = text.replace('"level": "CRITICAL"', '"level": "LOW"');
    expect(risk).not.toBe(text);
    expect(() => checkRead(risk)).toThrow('/fingerprint');
    const lock = checkRead(text);
    const fingerprint = text.replace(lock.fingerprint, otherDigest(lock.fingerprint));
    expect(() => checkRead(fingerprint)).toThrow('inconsistent at /fingerprint');
  });

  it('derives every stored risk again on a full read when the file was assessed by the risk model in use', () => {
    const riskModel = { version: RISK_MODEL, assess: fakeRisk };
    const withRisk = (text: string) => parseLockfile(text, 'mcp.lock.json', { integrity: false, riskModel });
    // Risk lowered and the fingerprint recomputed to match (the seal left stale): only the risk tells.
    const lowered = checkRead(sealedText());
    lowered.tools.run_shell!.risk = { level: 'LOW', categories: [], reasons: [] };
    const { fingerprint: _old, ...content } = lowered;
    const edited = serializeLockfile({ ...content, fingerprint: lockfileFingerprint(content) }).replace(/,\n {2}"integrity": "[^"]*"/, '');
    expect(checkRead(edited).tools.run_shell!.risk.level).toBe('LOW'); // no risk model given: not checked
    expect(() => withRisk(edited)).toThrow('inconsistent at /tools/run_shell/risk: does not match what risk model test-1 infers');
    expect(withRisk(sealedText()).tools.run_shell!.risk.level).toBe('CRITICAL'); // as lock wrote it
    // Locked by an older model that rated everything LOW; only the version line edited to the one in
    // use (it is not in the fingerprint): the risks are derived again, and check reuses none of them.
    const older = buildLockfile(sampleSnapshot(), {
      generatorVersion: '0.1.0', riskModel: 'test-0', assessRisk: () => ({ level: 'LOW', categories: [], reasons: [] }),
    });
    const relabelled = serializeLockfile(older).replace('"riskModel": "test-0"', `"riskModel": "${RISK_MODEL}"`);
    expect(checkRead(relabelled).riskModel).toBe(RISK_MODEL);
    expect(() => withRisk(relabelled)).toThrow('inconsistent at /tools/run_shell/risk');
    expect(withRisk(serializeLockfile(older)).tools.run_shell!.risk.level).toBe('LOW'); // its own version: not ours to check
  });

  it('derives a risk from the definition in canonical key order, as lock did: a file with keys reordered still reads', () => {
    // The real model credits a format reached through a shared $ref to the first property reaching it.
    const snapshot = sampleSnapshot();
    snapshot.listed.tools = [{
      name: 'fetch_it',
      description: 'Gets it.',
      inputSchema: { type: 'object', $defs: { u: { type: 'string', format: 'uri' } }, properties: { a: { $ref: '#/$defs/u' }, b: { $ref: '#/$defs/u' } } },
    }];
    const lock = buildLockfile(snapshot, { generatorVersion: '0.1.0', riskModel: CURRENT_RISK_MODEL.version, assessRisk: CURRENT_RISK_MODEL.assess });
    expect(lock.tools.fetch_it!.risk.reasons.join()).toContain('"a"');
    const text = serializeLockfile(lock);
    const lineOf = (key: string) => text.split('\n').find((line) => line.trimStart().startsWith(`"${key}": {"$ref"`))!;
    const [a, b] = [lineOf('a'), lineOf('b')]; // "a" ends with a comma, "b" (the last) does not
    const swapped = text.replace(`${a}\n${b}`, `${b},\n${a.slice(0, -1)}`);
    expect(Object.keys((JSON.parse(swapped).tools.fetch_it.definition.inputSchema.properties))).toEqual(['b', 'a']);
    const read = parseLockfile(swapped, 'mcp.lock.json', { riskModel: CURRENT_RISK_MODEL });
    expect(read.tools.fetch_it!.risk).toEqual(lock.tools.fetch_it!.risk);
  });

  it('takes a forged seal (digest edited, file written again by the serializer) as lock wrote it; the full read names the field', () => {
    const forged = checkRead(sealedText());
    forged.tools.get_note!.hangarDigest = otherDigest(forged.tools.get_note!.hangarDigest) as never;
    const text = serializeLockfile(forged); // the fingerprint left as it was, the seal recomputed
    expect(checkRead(text).tools.get_note!.hangarDigest).toBe(forged.tools.get_note!.hangarDigest);
    expect(() => fullRead(text)).toThrow('inconsistent at /tools/get_note/hangarDigest');
    const { fingerprint: _old, ...unsealed } = forged;
    expect(() => fullRead(serializeLockfile({ ...unsealed, fingerprint: lockfileFingerprint(unsealed) }))).toThrow('/tools/get_note/hangarDigest');
  });

  it('the live fingerprint is the lockfile\'s when every entry was shared and the rest is equal, and computed otherwise', () => {
    const untouched = checkRead(sealedText());
    const same = buildCounting(sampleSnapshot(), untouched).lock;
    expect(same.tools.get_note).toBe(untouched.tools.get_note);
    expect(same.fingerprint).toBe(untouched.fingerprint);
    // A server member differs while every entry is shared: hashed, and equal to a build from scratch.
    const otherServer = sampleSnapshot();
    otherServer.serverInfo = { ...otherServer.serverInfo, version: '9.9.9' };
    const live = buildCounting(otherServer, checkRead(sealedText())).lock;
    expect(live.tools.get_note).not.toBeUndefined();
    expect(live.fingerprint).not.toBe(untouched.fingerprint);
    expect(live.fingerprint).toBe(buildCounting(otherServer).lock.fingerprint);
    expect(buildCounting(drifted(), checkRead(sealedText())).lock.fingerprint).toBe(buildCounting(drifted()).lock.fingerprint);
  });

  it('a fingerprint that must be hashed is hashed on first read only: at hand after, the same in the written file', () => {
    const untouched = checkRead(sealedText());
    expect(fingerprintAtHand(buildCounting(sampleSnapshot(), untouched).lock)).toBe(untouched.fingerprint);
    const live = buildCounting(drifted(), checkRead(sealedText())).lock;
    expect(fingerprintAtHand(live)).toBeUndefined();
    const { fingerprint, ...unsealed } = live;
    expect(fingerprint).toBe(lockfileFingerprint(unsealed));
    expect(fingerprintAtHand(live)).toBe(fingerprint);
    expect(serializeLockfile(buildCounting(drifted()).lock)).toContain(`"fingerprint": "${fingerprint}"`);
    // The diff does not need it: equal content built twice, nothing shared, no fingerprint read.
    const [a, b] = [buildCounting(drifted()).lock, buildCounting(drifted()).lock];
    expect(diffLockfiles(a, b)).toEqual([]);
    expect([fingerprintAtHand(a), fingerprintAtHand(b)]).toEqual([undefined, undefined]);
    expect(diffLockfiles(untouched, buildCounting(drifted(), checkRead(sealedText())).lock).map((change) => change.rule)).not.toEqual([]);
  });

  it('a lockfile saying -0 where the server says 0 (an edit JCS cannot see) is not reused, and diffs to no change', () => {
    const snapshot = sampleSnapshot();
    snapshot.listed.tools[1]!['x-limit'] = 0;
    snapshot.capabilities = { ...snapshot.capabilities, experimental: { 'x-rate': { limit: 0 } } };
    const text = serializeLockfile(buildCounting(snapshot).lock);
    const edited = text.replace(/"x-limit": ?0/, '"x-limit": -0').replace(/"limit": ?0/, '"limit": -0');
    expect(edited.match(/-0\b/g)).toHaveLength(2);
    const locked = checkRead(edited); // not sealed any more: verified in full, and the digests still hold
    const { lock: live, assessed } = buildCounting(snapshot, locked);
    expect(assessed).toEqual(['get_note']);
    expect(live.tools.get_note!.digest).toBe(locked.tools.get_note!.digest);
    // Without the fingerprint shortcut (not at hand), the walk itself must find nothing.
    expect(fingerprintAtHand(live)).toBeUndefined();
    expect(diffLockfiles(locked, live)).toEqual([]);
    expect(diffLockfiles(live, locked)).toEqual([]);
  });
});

describe('the seal on check\'s read', () => {
  const text = () => serializeLockfile(buildCounting(sampleSnapshot()).lock);

  it('a definition edited to say what the live server now says, digests left as they were, is refused on read', () => {
    // Without the seal, check would reuse the edited entry (equal to the live definition) with the
    // digests and risk of what it said before, and find no drift.
    const edited = text().replace('"Runs a shell command"', '"Reads a note"');
    expect(edited).not.toBe(text());
    expect(() => parseLockfile(edited, 'mcp.lock.json', { integrity: false })).toThrow(/inconsistent at \/tools\/run_shell\/(digest|descriptionHash)/);
  });

  it('a sealed file is taken as lock wrote it; one whose layout changed is verified in full and accepted', () => {
    const sealed = parseLockfile(text(), 'mcp.lock.json', { integrity: false });
    expect(sealed).not.toHaveProperty('integrity');
    // A forged digest in a sealed file shows what is (and is not) derived again on this read.
    const forged = parseLockfile(text(), 'mcp.lock.json', { integrity: false });
    forged.tools.get_note!.digest = otherDigest(forged.tools.get_note!.digest) as never;
    expect(() => parseLockfile(serializeLockfile(forged), 'mcp.lock.json', { integrity: false })).not.toThrow();
    for (const reformatted of [serializeLockfile(forged).replaceAll('\n', '\r\n'), `${JSON.stringify(JSON.parse(serializeLockfile(forged)), null, 4)}\n`]) {
      expect(() => parseLockfile(reformatted, 'mcp.lock.json', { integrity: false })).toThrow('inconsistent at /tools/get_note/digest');
    }
    for (const reformatted of [text().replaceAll('\n', '\r\n'), `${JSON.stringify(JSON.parse(text()), null, 4)}\n`]) {
      const read = parseLockfile(reformatted, 'mcp.lock.json', { integrity: false });
      expect(serializeLockfile(read)).toBe(text());
    }
  });
});

describe('the version 2 fingerprint', () => {
  it('is SHA-256 of the JCS of the documented object (as the schema describes it)', () => {
    const lock = buildCounting(sampleSnapshot()).lock;
    const digestsOf = (map: Record<string, { digest: string }>) => Object.fromEntries(Object.entries(map).map(([k, e]) => [k, e.digest]));
    const tools = Object.fromEntries(Object.entries(lock.tools).map(([name, entry]) => {
      const { definition, ...stored } = entry;
      const uncovered = Object.fromEntries(Object.entries(definition).filter(([key]) => !(IDENTITY_FIELDS as readonly string[]).includes(key)));
      return [name, { ...stored, uncovered }];
    }));
    expect(lock.tools.get_note!.definition._meta).toBeDefined(); // an uncovered member is in the sample
    expect(lock.fingerprint).toBe(jcsDigest({
      fingerprint: 'mcp-drift-gate.server.v2',
      mode: lock.mode,
      server: lock.server,
      capabilities: lock.capabilities,
      instructions: lock.instructions,
      tools,
      prompts: digestsOf(lock.prompts),
      resources: digestsOf(lock.resources),
      resourceTemplates: digestsOf(lock.resourceTemplates),
    }));
  });
});

describe('version 1 lockfiles', () => {
  const v1Text = readFileSync(new URL('../fixtures/lockfiles/notes-v1.lock.json', import.meta.url), 'utf8');

  it('are migrated on read: verified in full, version 2 in memory, schema-valid, no risk model to reuse', () => {
    const v1 = JSON.parse(v1Text) as Record<string, unknown> & { tools: Record<string, JsonObject & { definition: JsonObject }> };
    const lock = parseLockfile(v1Text, 'mcp.lock.json', { integrity: false });
    expect(lock.lockfileVersion).toBe(2);
    expect(lock.riskModel).toBeUndefined();
    const { riskModel: _none, ...rest } = lock;
    expect(lockfileValidator()({ ...rest, riskModel: 'x' })).toBe(true);
    for (const [name, entry] of Object.entries(lock.tools)) {
      const old = v1.tools[name]!;
      expect(entry.definition).toEqual(old.definition);
      expect(entry.risk).toEqual(old.risk);
      expect(entry.digest).toBe(old.digest);
      expect(entry.toolDefinitionDigest).toBe((old.toolDefinition as JsonObject).tool_definition_digest);
      expect(entry.toolDefinitionDigest).toBe(analyzeTool(entry.definition).identity.toolDefinition!.tool_definition_digest);
    }
    expect(findIntegrityProblem(lock)).toBeUndefined();
  });

  it('are refused when edited by hand, naming the place, as before', () => {
    const edited = v1Text.replace(/"hangarDigest": "sha256:([0-9a-f])/, (_m, c: string) => `"hangarDigest": "sha256:${c === '0' ? '1' : '0'}`);
    expect(edited).not.toBe(v1Text);
    expect(() => parseLockfile(edited, 'mcp.lock.json', { integrity: false })).toThrow(/inconsistent at \/tools\/[^/]+\/hangarDigest/);
    const fingerprint = v1Text.replace(/"fingerprint": "sha256:([0-9a-f])/, (_m, c: string) => `"fingerprint": "sha256:${c === '0' ? '1' : '0'}`);
    expect(() => parseLockfile(fingerprint, 'mcp.lock.json')).toThrow(/inconsistent at \/fingerprint/);
  });
});

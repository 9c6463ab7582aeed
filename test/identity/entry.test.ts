import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canonicalEntry,
  canonicalJson,
  entryDigest,
  serverFingerprint,
  signatureDigest,
  type Digest,
  type ServerFingerprintParts,
} from '../../src/identity/index.js';

const sha = (text: string): Digest => `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;

describe('entryDigest / signatureDigest', () => {
  it('hashes JCS of the whole raw definition', () => {
    const prompt = { name: 'p', arguments: [{ name: 'b', required: true }], description: 'd', _meta: { z: 1 } };
    expect(entryDigest(prompt)).toBe(sha('{"_meta":{"z":1},"arguments":[{"name":"b","required":true}],"description":"d","name":"p"}'));
    expect(entryDigest({ description: 'd', name: 'p', _meta: { z: 1 }, arguments: [{ required: true, name: 'b' }] })).toBe(
      entryDigest(prompt),
    );
    expect(entryDigest({ ...prompt, _meta: { z: 2 } })).not.toBe(entryDigest(prompt));
    expect(canonicalEntry(prompt)).toEqual({ canonical: canonicalJson(prompt), digest: entryDigest(prompt) });
  });

  it('signature digest covers the whole signature result', () => {
    const signature = { tools: [{ name: 'a' }], prompts: [], resources: [], resourceTemplates: [] };
    expect(signatureDigest(signature)).toBe(sha('{"prompts":[],"resourceTemplates":[],"resources":[],"tools":[{"name":"a"}]}'));
  });

  it('rejects values JSON cannot carry', () => {
    expect(() => entryDigest({ n: Number.NaN })).toThrow();
    expect(() => entryDigest({ s: '\ud800' })).toThrow();
  });
});

describe('serverFingerprint', () => {
  const base: ServerFingerprintParts = {
    mode: 'list-freeze',
    server: { name: 'srv', version: '1.0.0', protocolVersion: '2025-06-18', info: { name: 'srv', version: '1.0.0' } },
    capabilities: { tools: {} },
    tools: { a: sha('a'), b: sha('b') },
    prompts: {},
    resources: { 'file:///x': sha('x') },
    resourceTemplates: {},
  };

  it('is stable and independent of map order', () => {
    const reordered = { ...base, tools: { b: sha('b'), a: sha('a') } };
    expect(serverFingerprint(reordered)).toBe(serverFingerprint(base));
  });

  it('changes when any digest or server-level field changes', () => {
    const f = serverFingerprint(base);
    const variants: ServerFingerprintParts[] = [
      { ...base, mode: 'signature' },
      { ...base, server: { ...base.server, version: '1.0.1' } },
      { ...base, server: { ...base.server, info: { name: 'srv', version: '1.0.0', title: 'x' } } },
      { ...base, capabilities: { tools: { listChanged: true } } },
      { ...base, instructions: 'be nice' },
      { ...base, signature: sha('sig') },
      { ...base, tools: { a: sha('a2'), b: sha('b') } },
      { ...base, tools: { a: sha('a') } },
      { ...base, prompts: { p: sha('p') } },
      { ...base, resources: {} },
      { ...base, resourceTemplates: { 't{x}': sha('t') } },
    ];
    const seen = new Set([f]);
    for (const variant of variants) seen.add(serverFingerprint(variant));
    expect(seen.size).toBe(variants.length + 1);
  });

  it('does not confuse an item moved between maps', () => {
    const asPrompt = { ...base, tools: {}, prompts: { a: sha('a'), b: sha('b') } };
    expect(serverFingerprint(asPrompt)).not.toBe(serverFingerprint(base));
  });
});

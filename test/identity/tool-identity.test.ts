import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyzeTool,
  canonicalJson,
  canonicalObjectFromMembers,
  DIGEST_PATTERN,
  toolIdentity,
} from '../../src/identity/index.js';
import type { JsonObject } from '../../src/json.js';

const sha = (text: string) => `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;

const readFile: JsonObject = {
  name: 'read_file',
  title: 'Read file',
  description: 'Reads a file from disk',
  inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
  annotations: { readOnlyHint: true },
  _meta: { vendor: 'x' },
};

describe('toolIdentity', () => {
  it('digests JCS of {name,title,description,inputSchema,outputSchema,annotations}, absent omitted', () => {
    const id = toolIdentity(readFile);
    expect(id.digest).toBe(
      sha(
        '{"annotations":{"readOnlyHint":true},"description":"Reads a file from disk",' +
          '"inputSchema":{"properties":{"path":{"type":"string"}},"required":["path"],"type":"object"},' +
          '"name":"read_file","title":"Read file"}',
      ),
    );
    for (const digest of [id.digest, id.descriptionHash, id.inputSchemaHash, id.hangarDigest]) {
      expect(digest).toMatch(DIGEST_PATTERN);
    }
  });

  it('fields outside the identity projection do not move the identity digest', () => {
    const { _meta, ...withoutMeta } = readFile;
    expect(toolIdentity(withoutMeta).digest).toBe(toolIdentity(readFile).digest);
    expect(toolIdentity({ ...readFile, icons: [] }).digest).toBe(toolIdentity(readFile).digest);
  });

  it('every projected field moves the identity digest', () => {
    const base = toolIdentity(readFile).digest;
    for (const field of ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations']) {
      expect(toolIdentity({ ...readFile, [field]: 'changed' }).digest, field).not.toBe(base);
    }
  });

  it('descriptionHash is SHA-256 of the raw UTF-8 bytes: one added space is drift', () => {
    const id = toolIdentity(readFile);
    expect(id.descriptionHash).toBe(sha('Reads a file from disk'));
    expect(toolIdentity({ ...readFile, description: 'Reads a file from disk ' }).descriptionHash).not.toBe(
      id.descriptionHash,
    );
    expect(toolIdentity({ name: 'x', description: 'héllo' }).descriptionHash).toBe(
      `sha256:${createHash('sha256').update(Buffer.from('héllo', 'utf8')).digest('hex')}`,
    );
  });

  it('inputSchemaHash is MCPTrust\'s: SHA-256 of Go json.Marshal with sorted keys (= JCS for plain ASCII), independent of key order', () => {
    const id = toolIdentity(readFile);
    expect(id.inputSchemaHash).toBe(sha('{"properties":{"path":{"type":"string"}},"required":["path"],"type":"object"}'));
    const reordered = { ...readFile, inputSchema: { required: ['path'], type: 'object', properties: { path: { type: 'string' } } } };
    expect(toolIdentity(reordered).inputSchemaHash).toBe(id.inputSchemaHash);
    expect(toolIdentity(reordered).digest).toBe(id.digest);
  });

  it('without description or schema: MCPTrust\'s hashes of "" and of no schema (its empty string: field absent)', () => {
    const id = toolIdentity({ name: 'bare' });
    expect(id.descriptionHash).toBe(sha(''));
    expect(id.inputSchemaHash).toBeUndefined();
    expect(toolIdentity({ name: 'bare', inputSchema: {} }).inputSchemaHash).toBeUndefined();
    expect(id.digest).toBe(sha('{"name":"bare"}'));
    expect(id.toolDefinition?.tool_definition_digest).toBe(sha('{"name":"bare"}'));
  });

  it('has no Assay cluster without a string name, but still has the other digests', () => {
    const id = toolIdentity({ description: 'nameless' });
    expect(id.toolDefinition).toBeUndefined();
    expect(id.digest).toMatch(DIGEST_PATTERN);
    expect(id.hangarDigest).toMatch(DIGEST_PATTERN);
  });

  it('analyzeTool: the canonical definition is the JCS of the whole raw tool', () => {
    const analysis = analyzeTool(readFile);
    expect(analysis.canonicalDefinition).toBe(canonicalJson(readFile));
    expect(analysis.definitionDigest).toBe(sha(canonicalJson(readFile)));
    expect(analyzeTool({ ...readFile, _meta: { vendor: 'y' } }).definitionDigest).not.toBe(analysis.definitionDigest);
  });

  it('canonicalizes each member once (one JCS pass; the Hangar text is derived from it)', () => {
    let reads = 0;
    const schema = { type: 'object', get properties() { reads++; return { a: { type: 'string' } }; } };
    canonicalJson(schema);
    // However often the canonicalize package itself reads a property, analyzeTool runs it once.
    const onePassEach = reads;
    expect(onePassEach).toBeGreaterThan(0);
    reads = 0;
    analyzeTool({ name: 't', description: 'd', inputSchema: schema as unknown as JsonObject });
    expect(reads).toBe(onePassEach);
  });
});

describe('canonicalObjectFromMembers', () => {
  it('equals JCS of the object for any keys', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (object) => {
        const members = new Map(Object.entries(object).map(([k, v]) => [k, canonicalJson(v)]));
        expect(canonicalObjectFromMembers(members)).toBe(canonicalJson(object));
      }),
    );
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toolDefinitionCluster, toolIdentity } from '../../src/identity/index.js';
import type { JsonObject } from '../../src/json.js';

const sha = (text: string) => `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;
const digestOf = (tool: JsonObject, opts?: { serverId?: string }) =>
  toolDefinitionCluster(tool, opts)?.tool_definition_digest;

const schema = { type: 'object', properties: { path: { type: 'string', 'x-vendor-keyword': 1 } } };
const tool: JsonObject = { name: 'read_file', description: 'Reads a file', inputSchema: schema };
const expectedProjection =
  '{"description":"Reads a file","input_schema":{"properties":{"path":{"type":"string","x-vendor-keyword":1}},"type":"object"},"name":"read_file"}';

// One test per acceptance bullet of P56b section 8 that applies to a digest library.
describe('Assay P56b tool_definition_digest', () => {
  it('is the SHA-256 of JCS over {name, description, input_schema} (full schema, vendor keywords kept)', () => {
    expect(digestOf(tool)).toBe(sha(expectedProjection));
  });

  it('determinism: equivalent bounded definitions give the same digest', () => {
    const copy = JSON.parse(JSON.stringify(tool)) as JsonObject;
    expect(digestOf(copy)).toBe(digestOf(tool));
    expect(digestOf(tool)).toBe(digestOf(tool));
  });

  it('JSON key ordering does not affect the digest', () => {
    const reordered: JsonObject = {
      inputSchema: { properties: { path: { 'x-vendor-keyword': 1, type: 'string' } }, type: 'object' },
      description: 'Reads a file',
      name: 'read_file',
    };
    expect(digestOf(reordered)).toBe(digestOf(tool));
  });

  it('unknown top-level fields are excluded before digesting', () => {
    const noisy: JsonObject = { ...tool, title: 'T', annotations: { destructiveHint: true }, outputSchema: {}, _meta: { a: 1 }, icons: [] };
    expect(digestOf(noisy)).toBe(digestOf(tool));
  });

  it('inputSchema and input_schema normalize to the same digest', () => {
    const snake: JsonObject = { name: 'read_file', description: 'Reads a file', input_schema: schema };
    expect(digestOf(snake)).toBe(digestOf(tool));
    expect(toolIdentity(snake).toolDefinition?.tool_definition_digest).toBe(digestOf(tool));
  });

  it('description is trimmed (internal whitespace kept); whitespace-only means absent', () => {
    expect(digestOf({ ...tool, description: ' \n\tReads a file \u2003' })).toBe(digestOf(tool));
    expect(digestOf({ ...tool, description: 'Reads  a file' })).not.toBe(digestOf(tool));
    const { description, ...bare } = tool;
    expect(digestOf({ ...bare, description: ' \t\n ' })).toBe(digestOf(bare));
    expect(digestOf({ ...bare, description: '' })).toBe(digestOf(bare));
    expect(digestOf(bare)).toBe(sha(expectedProjection.replace('"description":"Reads a file",', '')));
  });

  it('trims the Unicode White_Space set (as Rust str::trim), not JS String.trim', () => {
    expect(digestOf({ ...tool, description: '\u0085Reads a file\u0085' })).toBe(digestOf(tool));
    expect(digestOf({ ...tool, description: '\uFEFFReads a file' })).not.toBe(digestOf(tool));
  });

  it('server_id is included only when the caller says the definition is server-scoped', () => {
    expect(digestOf(tool, {})).toBe(digestOf(tool));
    const scopedA = digestOf(tool, { serverId: 'fs-a' });
    const scopedB = digestOf(tool, { serverId: 'fs-b' });
    expect(scopedA).toBe(sha(expectedProjection.replace('"name":"read_file"', '"name":"read_file","server_id":"fs-a"')));
    expect(scopedA).not.toBe(scopedB);
    expect(scopedA).not.toBe(digestOf(tool));
    // A server_id field sent by the server itself is not a scoping decision: it is excluded.
    expect(digestOf({ ...tool, server_id: 'fs-a' })).toBe(digestOf(tool));
  });

  it('x-assay-sig does not affect the digest', () => {
    expect(digestOf({ ...tool, 'x-assay-sig': { sig: 'abc', keyid: 'k1' } })).toBe(digestOf(tool));
  });

  it('equivalent signed and unsigned definitions carry the same digest', () => {
    const signed: JsonObject = { 'x-assay-sig': { payloadType: 'application/vnd.assay.tool+json', sig: 'AAAA' }, ...tool };
    expect(toolDefinitionCluster(signed)).toEqual(toolDefinitionCluster(tool));
  });

  it('provider metadata, vendor fields and raw tool bodies are not imported into the cluster', () => {
    const cluster = toolDefinitionCluster({ ...tool, 'x-provider': { secret: 'zzz' }, _meta: { body: 'raw' } })!;
    expect(Object.keys(cluster).sort()).toEqual([
      'tool_definition_canonicalization',
      'tool_definition_digest',
      'tool_definition_digest_alg',
      'tool_definition_schema',
      'tool_definition_source',
    ]);
    expect(JSON.stringify(cluster)).not.toMatch(/zzz|raw|read_file|Reads/);
  });

  it('never emits a half cluster: all five closed values, or nothing', () => {
    expect(toolDefinitionCluster(tool)).toEqual({
      tool_definition_digest: sha(expectedProjection),
      tool_definition_digest_alg: 'sha256',
      tool_definition_canonicalization: 'jcs:mcp_tool_definition.v1',
      tool_definition_schema: 'assay.mcp.tool-definition.snapshot.v1',
      tool_definition_source: 'mcp.tools/list',
    });
    for (const nameless of [{ description: 'x' }, { name: 42 }, { name: null }] as JsonObject[]) {
      expect(toolDefinitionCluster(nameless)).toBeUndefined();
      expect(toolIdentity(nameless).toolDefinition).toBeUndefined();
    }
  });

  it('a missing cluster does not mean a missing identity (other digests still present)', () => {
    const id = toolIdentity({ description: 'no name' });
    expect(id.toolDefinition).toBeUndefined();
    expect(id.digest).toBeDefined();
  });
});

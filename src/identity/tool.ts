import type { JsonObject } from '../json.js';
import { CanonicalJsonError, canonicalJson, canonicalObjectFromMembers, canonicalString, jcsDigest, sha256Digest } from './digest.js';
import { pythonJsonDumpsSorted } from './python-json.js';
import type { AssayToolDefinitionCluster, Digest, ToolIdentity } from './types.js';

/** Fields of a tool that make up its identity digest (MCP Tool, 2025-06-18). */
export const IDENTITY_FIELDS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations'] as const;

/** Everything the lockfile needs from one tool, each member canonicalized once. */
export interface ToolAnalysis {
  identity: ToolIdentity;
  /** JCS of the whole raw definition (every field the server sent). */
  canonicalDefinition: string;
  /** SHA-256 of canonicalDefinition: changes when any field changes, including vendor fields. */
  definitionDigest: Digest;
}

export interface ToolDefinitionOptions {
  /**
   * Assay P56b `server_id`. Pass it only when the definition is observed in a server-scoped
   * context AND leaving it out would collapse distinct definitions (e.g. two servers exposing
   * the same tool name into one evidence stream). Within one server's lockfile names are
   * unique, so the gate itself never passes it.
   */
  serverId?: string;
}

export function toolIdentity(tool: JsonObject): ToolIdentity {
  return analyzeTool(tool).identity;
}

/** Assay P56b cluster, or undefined when there is no bounded definition (no string name). */
export function toolDefinitionCluster(
  tool: JsonObject,
  opts: ToolDefinitionOptions = {},
): AssayToolDefinitionCluster | undefined {
  const schema = tool.inputSchema !== undefined ? tool.inputSchema : tool.input_schema;
  return assayCluster(tool, schema === undefined ? undefined : canonicalJson(schema), opts);
}

export function analyzeTool(tool: JsonObject): ToolAnalysis {
  const members = new Map<string, string>();
  for (const key of Object.keys(tool)) {
    const value = tool[key];
    if (value === undefined) continue; // as JSON.stringify and JCS: an undefined member is absent
    try {
      members.set(key, canonicalJson(value, 1));
    } catch (error) {
      throw error instanceof CanonicalJsonError ? error.within(key) : error;
    }
  }
  const canonicalDefinition = canonicalObjectFromMembers(members);

  const projected = new Map<string, string>();
  for (const field of IDENTITY_FIELDS) {
    const canonical = members.get(field);
    if (canonical !== undefined) projected.set(field, canonical);
  }

  const identity: ToolIdentity = {
    digest: sha256Digest(canonicalObjectFromMembers(projected)),
    hangarDigest: hangarDigestFromMembers(tool, members),
  };
  // MCPTrust hashes the raw bytes: one added space is drift.
  if (typeof tool.description === 'string') identity.descriptionHash = sha256Digest(tool.description);
  const inputSchema = members.get('inputSchema');
  if (inputSchema !== undefined) identity.inputSchemaHash = sha256Digest(inputSchema);
  const cluster = assayCluster(tool, inputSchema ?? members.get('input_schema'), {});
  if (cluster) identity.toolDefinition = cluster;

  return { identity, canonicalDefinition, definitionDigest: sha256Digest(canonicalDefinition) };
}

/** The projection MCP Hangar pins: {name, description?, inputSchema?, outputSchema?}; a missing name is null. */
function hangarPayload(tool: JsonObject): JsonObject {
  const payload: JsonObject = { name: tool.name ?? null };
  for (const field of HANGAR_OPTIONAL_FIELDS) {
    const value = tool[field];
    if (value !== undefined && value !== null) payload[field] = value;
  }
  return payload;
}

const HANGAR_OPTIONAL_FIELDS = ['description', 'inputSchema', 'outputSchema'] as const;

/**
 * MCP Hangar's tool digest: SHA-256 of JCS({name, description?, inputSchema?, outputSchema?}), as
 * the issue specifies and Hangar's current source computes it (the lockfile's `hangarDigest`).
 */
export function hangarDigest(tool: JsonObject): Digest {
  return jcsDigest(hangarPayload(tool));
}

/**
 * The same projection serialized as Hangar v1.2 did (Python json.dumps(sort_keys=True,
 * separators=(",", ":")), ASCII-escaped): differs from JCS once text has non-ASCII characters or
 * floats. Offered by `export-pins --hangar-canonicalization python-json` for v1.2 deployments.
 */
export function pythonHangarDigest(tool: JsonObject): Digest {
  return sha256Digest(pythonJsonDumpsSorted(hangarPayload(tool)));
}

/** hangarDigest(tool) composed from the member texts analyzeTool already canonicalized. */
function hangarDigestFromMembers(tool: JsonObject, members: ReadonlyMap<string, string>): Digest {
  const projected = new Map<string, string>([['name', members.get('name') ?? 'null']]);
  for (const field of HANGAR_OPTIONAL_FIELDS) {
    const value = tool[field];
    if (value !== undefined && value !== null) projected.set(field, members.get(field)!);
  }
  return sha256Digest(canonicalObjectFromMembers(projected));
}

/**
 * Assay trims with Rust's str::trim, i.e. the Unicode White_Space property. JS's String.trim
 * differs (it strips U+FEFF, keeps U+0085), so the property is spelled out.
 */
const EDGE_WHITESPACE = /^\p{White_Space}+|\p{White_Space}+$/gu;

/**
 * Projection {name, description?, input_schema?, server_id?} (closed set: x-assay-sig,
 * annotations, vendor fields... are never read), JCS, SHA-256. `canonicalSchema` is the JCS of
 * inputSchema (or input_schema), passed in so callers that already have it do not redo it.
 */
function assayCluster(
  tool: JsonObject,
  canonicalSchema: string | undefined,
  opts: ToolDefinitionOptions,
): AssayToolDefinitionCluster | undefined {
  if (typeof tool.name !== 'string') return undefined;
  const members = new Map<string, string>([['name', canonicalString(tool.name)]]);
  if (typeof tool.description === 'string') {
    const trimmed = tool.description.replace(EDGE_WHITESPACE, '');
    if (trimmed !== '') members.set('description', canonicalString(trimmed));
  }
  if (canonicalSchema !== undefined) members.set('input_schema', canonicalSchema);
  if (opts.serverId !== undefined) members.set('server_id', canonicalJson(opts.serverId));
  // Built in one literal so the cluster is atomic: all five fields or (above) none.
  return {
    tool_definition_digest: sha256Digest(canonicalObjectFromMembers(members)),
    tool_definition_digest_alg: 'sha256',
    tool_definition_canonicalization: 'jcs:mcp_tool_definition.v1',
    tool_definition_schema: 'assay.mcp.tool-definition.snapshot.v1',
    tool_definition_source: 'mcp.tools/list',
  };
}

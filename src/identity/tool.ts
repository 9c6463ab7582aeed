import { isJsonObject, type JsonObject, type JsonValue } from '../json.js';
import { CanonicalJsonError, canonicalJson, canonicalObjectFromMembers, canonicalString, sha256Digest } from './digest.js';
import { mcptrustInputSchemaHash } from './goJson.js';
import { numberLiteralsOf, type NumberLiterals } from './numbers.js';
import { pythonJcs, pythonJsonDumpsSorted } from './python-json.js';
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
   * Assay P56b `server_id` (trimmed; blank = absent). Assay's proxy always scopes the binding:
   * crates/assay-core/src/mcp/proxy/tools.rs observe_tool_definition calls
   * binding_from_tools_list_tool(tool, Some(server_id)) with the proxy's server id, which
   * `assay mcp wrap` takes from `--label`, default `default-mcp-server`. The lockfile keeps the
   * unscoped form (the P56b plan's default: no server_id); export-pins computes the scoped one.
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

export interface AnalyzeOptions {
  /** Wire spellings of numbers JSON.parse lost (numbers.ts); read from the tool when absent. */
  literals?: NumberLiterals;
}

export function analyzeTool(tool: JsonObject, opts: AnalyzeOptions = {}): ToolAnalysis {
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

  const literals = opts.literals ?? numberLiteralsOf(tool);
  const mcptrust = mcptrustToolHashes(tool, literals, members.get('inputSchema'));
  const identity: ToolIdentity = {
    digest: sha256Digest(canonicalObjectFromMembers(projected)),
    descriptionHash: mcptrust.descriptionHash,
    hangarDigest: literals === undefined ? hangarDigestFromMembers(tool, members) : hangarDigest(tool, literals),
  };
  if (mcptrust.inputSchemaHash !== '') identity.inputSchemaHash = mcptrust.inputSchemaHash;
  const cluster = assayCluster(tool, members.get('inputSchema') ?? members.get('input_schema'), {});
  if (cluster) identity.toolDefinition = cluster;

  return { identity, canonicalDefinition, definitionDigest: sha256Digest(canonicalDefinition) };
}

/**
 * MCPTrust's two tool hashes as `mcptrust lock` writes them (mcptrust/mcptrust v0.1.2,
 * internal/locker/builder_v3.go buildTools): `descriptionHash` = HashString(description), the
 * raw UTF-8 bytes, of "" when there is none; `inputSchemaHash` = HashJSON(inputSchema), Go
 * json.Marshal with sorted keys (goJson.ts), the empty string for an absent, null or empty schema.
 */
export function mcptrustToolHashes(
  tool: JsonObject,
  literals?: NumberLiterals,
  canonicalSchema?: string,
): { descriptionHash: Digest; inputSchemaHash: '' | Digest } {
  return {
    descriptionHash: sha256Digest(typeof tool.description === 'string' ? tool.description : ''),
    inputSchemaHash: mcptrustInputSchemaHash(tool.inputSchema, literals ?? numberLiteralsOf(tool), '/inputSchema', canonicalSchema),
  };
}

const HANGAR_OPTIONAL_FIELDS = ['description', 'inputSchema', 'outputSchema'] as const;

/** Hangar's `_is_meaningful`: not None, and not an empty dict, list or str. */
function meaningful(value: JsonValue | undefined): value is JsonValue {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string' || Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/**
 * The projection current MCP Hangar pins (since v1.2.1; mcp-hangar/mcp-hangar
 * src/mcp_hangar/domain/services/digest_computation.py `compute_tool_digest`): {name,
 * description?, inputSchema?, outputSchema?}, each optional field left out when None, "", {} or
 * []. (Hangar refuses a tool without a non-empty string name; the gate locks none such, and a
 * direct caller gets the name as it is.)
 */
function hangarPayload(tool: JsonObject): JsonObject {
  const payload: JsonObject = { name: tool.name ?? null };
  for (const field of HANGAR_OPTIONAL_FIELDS) {
    const value = tool[field];
    if (meaningful(value)) payload[field] = value;
  }
  return payload;
}

/**
 * MCP Hangar's tool digest as current Hangar computes it (the lockfile's `hangarDigest`): SHA-256
 * of Python `jcs.canonicalize(payload)` (RFC 8785; a Python int is written exactly, so `literals`
 * matter for integers above 2^53).
 */
export function hangarDigest(tool: JsonObject, literals?: NumberLiterals): Digest {
  return sha256Digest(pythonJcs(hangarPayload(tool), literals ?? numberLiteralsOf(tool)));
}

/**
 * Hangar v1.2.0's digest: the projection as that release built it (fields left out only when
 * None) serialized by Python json.dumps(sort_keys=True, separators=(",", ":")), ASCII-escaped
 * (shared/reference/mcp-hangar-digest-pinning.txt). Differs from current Hangar for non-ASCII
 * text, floats written `0.0`, integers above 2^53 and empty fields.
 */
export function hangarV12Digest(tool: JsonObject, literals?: NumberLiterals): Digest {
  const payload: JsonObject = { name: tool.name ?? null };
  for (const field of HANGAR_OPTIONAL_FIELDS) {
    const value = tool[field];
    if (value !== undefined && value !== null) payload[field] = value;
  }
  return sha256Digest(pythonJsonDumpsSorted(payload, literals ?? numberLiteralsOf(tool)));
}

/** hangarDigest(tool) composed from the member texts analyzeTool already canonicalized (no literals). */
function hangarDigestFromMembers(tool: JsonObject, members: ReadonlyMap<string, string>): Digest {
  const projected = new Map<string, string>([['name', members.get('name') ?? 'null']]);
  for (const field of HANGAR_OPTIONAL_FIELDS) {
    if (meaningful(tool[field])) projected.set(field, members.get(field)!);
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
  // tool_definition.rs canonical_tool_definition_projection: no binding for a blank name, and an
  // input schema that is not an object is an error (the proxy then records no binding).
  if (typeof tool.name !== 'string' || tool.name.replace(EDGE_WHITESPACE, '') === '') return undefined;
  const schema = tool.inputSchema !== undefined ? tool.inputSchema : tool.input_schema;
  if (schema !== undefined && !isJsonObject(schema)) return undefined;
  const members = new Map<string, string>([['name', canonicalString(tool.name)]]);
  if (typeof tool.description === 'string') {
    const trimmed = tool.description.replace(EDGE_WHITESPACE, '');
    if (trimmed !== '') members.set('description', canonicalString(trimmed));
  }
  if (canonicalSchema !== undefined) members.set('input_schema', canonicalSchema);
  const serverId = opts.serverId?.replace(EDGE_WHITESPACE, '');
  if (serverId !== undefined && serverId !== '') members.set('server_id', canonicalString(serverId));
  // Built in one literal so the cluster is atomic: all five fields or (above) none.
  return {
    tool_definition_digest: sha256Digest(canonicalObjectFromMembers(members)),
    tool_definition_digest_alg: 'sha256',
    tool_definition_canonicalization: 'jcs:mcp_tool_definition.v1',
    tool_definition_schema: 'assay.mcp.tool-definition.snapshot.v1',
    tool_definition_source: 'mcp.tools/list',
  };
}

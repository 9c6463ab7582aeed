/** `sha256:` followed by 64 lowercase hex digits. */
export type Digest = `sha256:${string}`;

/**
 * Assay P56b tool-definition digest cluster (shared/reference/assay-p56b-tool-definition-digest.txt).
 * Atomic: either every field is present or the cluster is absent.
 */
export interface AssayToolDefinitionCluster {
  tool_definition_digest: Digest;
  tool_definition_digest_alg: 'sha256';
  tool_definition_canonicalization: 'jcs:mcp_tool_definition.v1';
  tool_definition_schema: 'assay.mcp.tool-definition.snapshot.v1';
  tool_definition_source: 'mcp.tools/list';
}

export interface ToolIdentity {
  /** JCS over {name, title, description, inputSchema, outputSchema, annotations}, absent fields omitted. */
  digest: Digest;
  /** MCPTrust v0.1.2 `description_hash`: SHA-256 of the raw description bytes (of "" when absent). */
  descriptionHash: Digest;
  /**
   * MCPTrust v0.1.2 `input_schema_hash`: SHA-256 of Go json.Marshal(inputSchema) with sorted keys;
   * absent where MCPTrust writes the empty string (no, null or empty `{}` schema).
   */
  inputSchemaHash?: Digest;
  /** Current MCP Hangar (>= 1.2.1) digest over {name, description, inputSchema, outputSchema}, empty fields left out. */
  hangarDigest: Digest;
  /** Assay P56b cluster; absent when no bounded definition can be projected (e.g. no name). */
  toolDefinition?: AssayToolDefinitionCluster;
}

/**
 * Everything the server fingerprint covers. Maps hold one digest per item, keyed like the
 * lockfile (tools/prompts by name, resources by uri, templates by uriTemplate). For tools the
 * digest must cover the full definition and the risk, so equal fingerprints mean nothing to diff.
 */
export interface ServerFingerprintParts {
  mode: string;
  server: { name: string; version?: string; protocolVersion: string; info: { [key: string]: unknown } };
  capabilities: { [key: string]: unknown };
  instructions?: string;
  signature?: Digest;
  tools: Record<string, Digest>;
  prompts: Record<string, Digest>;
  resources: Record<string, Digest>;
  resourceTemplates: Record<string, Digest>;
  /** Only when a list carries a key more than once: the digests of every definition under it. */
  duplicates?: Record<string, Record<string, Digest[]>>;
}

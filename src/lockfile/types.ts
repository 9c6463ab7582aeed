import type { JsonObject } from '../json.js';
import type { Digest } from '../identity/types.js';
import type { RiskAssessment } from '../risk/types.js';
import type { SnapshotMode } from '../snapshot/types.js';

export const LOCKFILE_VERSION = 2;
export const LOCKFILE_SCHEMA_ID = 'urn:mcp-drift-gate:lockfile:v2';
/** Version 1 files are still read (migrated in memory, see migrate.ts); they are never written. */
export const LOCKFILE_V1_SCHEMA_ID = 'urn:mcp-drift-gate:lockfile:v1';

/** One locked prompt, resource or resource template. */
export interface LockEntry {
  digest: Digest;
  /** The full definition as the server sent it, keys in canonical (JCS) order. */
  definition: JsonObject;
  /**
   * Issue 14: JSON pointers (into `definition`) of the strings in which machine-specific values
   * were replaced by placeholders (${CWD}, ${HOME}, ${TMPDIR}, ${HOSTNAME}); absent when the
   * definition is the server's text exactly. Peer digests of such an entry are over the
   * placeholder text; export-pins puts the deployment's values back first.
   */
  normalized?: string[];
}

/**
 * One locked tool: the digests derived from its definition, its inferred risk and the definition.
 * The digests are those of identity/ToolIdentity; of the Assay P56b cluster only the digest is
 * stored (`toolDefinitionDigest`): its other four fields are constants of the canonicalization
 * (sha256, jcs:mcp_tool_definition.v1, assay.mcp.tool-definition.snapshot.v1, mcp.tools/list).
 */
export interface ToolLockEntry extends LockEntry {
  /** JCS over {name, title, description, inputSchema, outputSchema, annotations}. */
  digest: Digest;
  /** MCPTrust: SHA-256 of the raw description bytes. */
  descriptionHash?: Digest;
  /** MCPTrust: SHA-256 of JCS(inputSchema). */
  inputSchemaHash?: Digest;
  /** MCP Hangar digest over {name, description, inputSchema, outputSchema}. */
  hangarDigest: Digest;
  /** Assay P56b `tool_definition_digest`; absent when the tool has no string name. */
  toolDefinitionDigest?: Digest;
  risk: RiskAssessment;
  /**
   * Issue 14: wire spellings of numbers in `definition` that JSON cannot keep through a double
   * (`0.0`, `1e2`, integers above 2^53), pointer -> literal; absent when there are none. Python
   * peers (MCP Hangar) hash the literal's value, so the Hangar digests are computed with them.
   */
  numberLiterals?: Record<string, string>;
}

/**
 * mcp.lock.json, version 2 (in memory, a version 1 file is migrated to this shape). Same server,
 * same bytes: nothing run-dependent is stored. Maps are keyed by name (resources by uri,
 * templates by uriTemplate) and sorted.
 */
export interface Lockfile {
  $schema: typeof LOCKFILE_SCHEMA_ID;
  lockfileVersion: typeof LOCKFILE_VERSION;
  generator: { name: 'mcp-drift-gate'; version: string };
  /**
   * Version of the risk model that inferred every `risk` below. `check` takes a tool's risk (and
   * digests) from the lockfile instead of recomputing them only when its definition is identical
   * AND this is the current model. Absent only in memory, for a migrated version 1 file.
   */
  riskModel?: string;
  mode: SnapshotMode;
  /** One digest over everything else below: equal fingerprints mean nothing to diff. */
  fingerprint: Digest;
  server: { name: string; version?: string; protocolVersion: string; info: JsonObject };
  /**
   * Issue 24: where the server's code came from, read off the command that started it (see
   * lockfile/source.ts); absent for a URL without a start command and in files locked before.
   * Part of the file, so the integrity seal and a signature cover it (provenance); not part of the
   * fingerprint, which is over what the server lists: the same surface from another package is no drift.
   */
  source?: LockSource;
  capabilities: JsonObject;
  instructions?: string;
  /** Present in `signature` mode: digest of the raw signature result. */
  signature?: { digest: Digest };
  tools: Record<string, ToolLockEntry>;
  prompts: Record<string, LockEntry>;
  resources: Record<string, LockEntry>;
  resourceTemplates: Record<string, LockEntry>;
  /**
   * Only when the server lists a key more than once: EVERY definition under that key (the one in
   * the map above included), sorted by digest, so none can change unseen. Covered by the fingerprint.
   */
  duplicates?: DuplicateDefinitions;
}

export type DuplicateDefinitions = Partial<Record<'tools' | 'prompts' | 'resources' | 'resourceTemplates', Record<string, LockEntry[]>>>;

/** Where a server's code came from (issue 24). */
export interface LockSource {
  /** npm: npx / npm exec / pnpm dlx / bunx; pypi: uvx / uv tool run / pipx run; docker: docker or podman run; command: any other program. */
  kind: 'npm' | 'pypi' | 'docker' | 'command';
  /** Package, image (without tag or digest) or program name (last path part only). */
  name: string;
  /** As written: a version, a range or tag, or (docker) a tag or `sha256:` digest. */
  version?: string;
  /** Packages and images only: fixed to one exact version (an image: to a digest). */
  pinned?: boolean;
}

import type { JsonObject } from '../json.js';
import type { Digest, ToolIdentity } from '../identity/types.js';
import type { RiskAssessment } from '../risk/types.js';
import type { SnapshotMode } from '../snapshot/types.js';

export const LOCKFILE_VERSION = 1;
export const LOCKFILE_SCHEMA_ID = 'urn:mcp-drift-gate:lockfile:v1';

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

export interface ToolLockEntry extends LockEntry, Omit<ToolIdentity, 'digest'> {
  risk: RiskAssessment;
  /**
   * Issue 14: wire spellings of numbers in `definition` that JSON cannot keep through a double
   * (`0.0`, `1e2`, integers above 2^53), pointer -> literal; absent when there are none. Python
   * peers (MCP Hangar) hash the literal's value, so the Hangar digests are computed with them.
   */
  numberLiterals?: Record<string, string>;
}

/**
 * mcp.lock.json, version 1. Same server, same bytes: nothing run-dependent is stored.
 * Maps are keyed by name (resources by uri, templates by uriTemplate) and sorted.
 */
export interface Lockfile {
  $schema: typeof LOCKFILE_SCHEMA_ID;
  lockfileVersion: typeof LOCKFILE_VERSION;
  generator: { name: 'mcp-drift-gate'; version: string };
  mode: SnapshotMode;
  /** One digest over every other digest below: equal fingerprints mean nothing to diff. */
  fingerprint: Digest;
  server: { name: string; version?: string; protocolVersion: string; info: JsonObject };
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

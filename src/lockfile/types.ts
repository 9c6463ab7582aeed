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
}

export interface ToolLockEntry extends LockEntry, Omit<ToolIdentity, 'digest'> {
  risk: RiskAssessment;
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

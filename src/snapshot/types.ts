import type { JsonObject } from '../json.js';

export type CapabilityType = 'tool' | 'prompt' | 'resource' | 'resourceTemplate';

/**
 * `signature`: the server advertised `capabilities.signature` (draft SEP) and the locked items are
 * the signature's universe; `list-freeze`: the locked items are what the list methods returned.
 */
export type SnapshotMode = 'signature' | 'list-freeze';

/** A spec violation or signature violation seen while snapshotting. Reported, never fatal. */
export interface SnapshotFinding {
  kind: 'spec_violation' | 'signature_violation';
  capability: { type: CapabilityType | 'server'; name: string };
  message: string;
}

/** Items of each list, raw: every field the server sent survives, in the order it was sent. */
export interface CapabilityLists {
  tools: JsonObject[];
  prompts: JsonObject[];
  resources: JsonObject[];
  resourceTemplates: JsonObject[];
}

export interface Snapshot {
  /** Raw InitializeResult.serverInfo. */
  serverInfo: JsonObject;
  protocolVersion: string;
  capabilities: JsonObject;
  instructions?: string;
  mode: SnapshotMode;
  /** What the list methods returned (only for capabilities the server advertises). */
  listed: CapabilityLists;
  /** The raw SEP `signature` result when mode is `signature`. */
  signature?: CapabilityLists;
  /**
   * Every definition under a key the locked lists (listed, or the signature in signature mode)
   * carry more than once, the first included; absent when there is none.
   */
  duplicates?: CapabilityLists;
  findings: SnapshotFinding[];
}

export interface SnapshotOptions {
  timeoutMs: number;
  /** Largest number of pages followed on one list before it is an error (never silent truncation). */
  maxPages?: number;
  /** Largest number of items on one list. */
  maxItems?: number;
  /** Largest serialized signature result in bytes. */
  maxSignatureBytes?: number;
}

/**
 * The narrow view of a live session the snapshot needs: the raw InitializeResult and a raw
 * JSON-RPC request whose result is returned unfiltered (no SDK schema strips unknown fields).
 * The launch stage adapts a ServerConnection to this; tests adapt an SDK Client.
 */
export interface SnapshotSource {
  initializeResult: Record<string, unknown>;
  request(method: string, params: Record<string, unknown> | undefined): Promise<Record<string, unknown>>;
}

/** Run-dependent values replaced by placeholders in `normalizeSnapshot`. */
export interface NormalizationEnv {
  cwd: string;
  home?: string;
  hostname?: string;
  tmpdir?: string;
}

export const DEFAULT_MAX_PAGES = 1000;
export const DEFAULT_MAX_ITEMS = 50_000;
export const DEFAULT_MAX_SIGNATURE_BYTES = 16 * 1024 * 1024;

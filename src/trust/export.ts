/**
 * Runtime pins: the locked tools written in the formats runtime peers load, so what CI approved is
 * what the agent's proxy enforces. Every format is derived from the lockfile alone; docs/TRUST.md
 * says where each peer loads it and what could not be confirmed from the peer's public source.
 */
import { stringify } from 'yaml';
import { GateError } from '../errors.js';
import { canonicalJson, DIGEST_PATTERN, sha256Digest } from '../identity/digest.js';
import { hangarDigest, pythonHangarDigest } from '../identity/tool.js';
import type { JsonObject } from '../json.js';
import type { Lockfile, ToolLockEntry } from '../lockfile/types.js';

export type PinFormat = 'hangar' | 'assay' | 'allowlist';
export const PIN_FORMATS: readonly PinFormat[] = ['hangar', 'assay', 'allowlist'];

/** Hangar DigestEnforcement. */
export type HangarEnforcement = 'audit' | 'warn' | 'block';
/** Hangar DigestUnknownPolicy; newer Hangar renamed allow_degraded to allow_unverified (old name deprecated). */
export type HangarUnknownPolicy = 'allow_degraded' | 'allow_unverified' | 'warn' | 'block';
/**
 * How Hangar serializes the digested payload: `jcs` = RFC 8785, as Hangar's current source does
 * (the lockfile's hangarDigest); `python-json` = json.dumps(sort_keys, compact), as Hangar v1.2 did.
 */
export type HangarCanonicalization = 'python-json' | 'jcs';

export interface ExportOptions {
  /** Assay `server_id` (must equal the proxy's server id); default the lockfile's server name. */
  serverId?: string;
  /** Hangar mismatch enforcement; default `block`. */
  enforcement?: HangarEnforcement;
  /** Hangar unknown-tool policy; default `block`: a tool CI never saw is not run unreviewed. */
  unknown?: HangarUnknownPolicy;
  /** Default `jcs` (current Hangar, the lockfile's hangarDigest); `python-json` for Hangar v1.2. */
  hangarCanonicalization?: HangarCanonicalization;
}

/** Hangar's DigestPolicy as JSON: its dataclasses field for field (Hangar documents no file format). */
export interface HangarDigestPolicyDocument {
  enforcement: HangarEnforcement;
  unknown: HangarUnknownPolicy;
  allowlist: Array<{ tool_name: string; sha256: string; algorithm: 'sha256' }>;
}

/** Assay ToolIdentity (crates/assay-core/src/mcp/identity.rs). */
export interface AssayToolPin {
  server_id: string;
  tool_name: string;
  schema_hash: string;
  meta_hash: string;
}

export interface PlainAllowlist {
  server: string;
  tools: Array<{ name: string; digest: string }>;
}

/** The pins document for `format`, as the text to write (JSON for hangar/allowlist, YAML for assay). */
export function exportPins(lockfile: Lockfile, format: PinFormat, options: ExportOptions = {}): string {
  switch (format) {
    case 'hangar':
      return `${JSON.stringify(hangarPolicy(lockfile, options), null, 2)}\n`;
    case 'assay':
      return stringify({ version: '2.0', tool_pins: assayPins(lockfile, options) }, { lineWidth: 0 });
    case 'allowlist':
      return `${JSON.stringify(plainAllowlist(lockfile), null, 2)}\n`;
    default:
      throw new GateError('usage', `unknown pin format "${String(format)}" (expected ${PIN_FORMATS.join(', ')})`);
  }
}

export function hangarPolicy(lockfile: Lockfile, options: ExportOptions = {}): HangarDigestPolicyDocument {
  const canonicalization = options.hangarCanonicalization ?? 'jcs';
  return {
    enforcement: options.enforcement ?? 'block',
    unknown: options.unknown ?? 'block',
    allowlist: lockedTools(lockfile).map(([name, entry]) => ({
      tool_name: name,
      sha256: hex(canonicalization === 'jcs' ? checkedHangarDigest(name, entry) : pythonHangarDigest(entry.definition)),
      algorithm: 'sha256',
    })),
  };
}

/** Keyed by tool name, as Assay's McpPolicy.tool_pins (HashMap<String, ToolIdentity>). */
export function assayPins(lockfile: Lockfile, options: ExportOptions = {}): Record<string, AssayToolPin> {
  const serverId = options.serverId ?? lockfile.server.name;
  const pins: Record<string, AssayToolPin> = {};
  for (const [name, entry] of lockedTools(lockfile)) pins[name] = assayToolIdentity(serverId, name, entry.definition);
  return pins;
}

/**
 * Assay ToolIdentity::new as the proxy calls it (proxy/tools.rs observe_tool_definition):
 * schema = inputSchema, else input_schema; schema_hash = hex SHA-256 of JCS(schema), or of the
 * bytes `null` when absent; meta_hash = hex SHA-256 of the description's UTF-8 bytes, of "" when the
 * description is absent or not a string. Hex without a `sha256:` prefix, as Assay stores it.
 */
export function assayToolIdentity(serverId: string, toolName: string, definition: JsonObject): AssayToolPin {
  const schema = definition.inputSchema !== undefined ? definition.inputSchema : definition.input_schema;
  const description = typeof definition.description === 'string' ? definition.description : '';
  return {
    server_id: serverId,
    tool_name: toolName,
    schema_hash: hex(sha256Digest(schema === undefined ? 'null' : canonicalJson(schema))),
    meta_hash: hex(sha256Digest(description)),
  };
}

export function plainAllowlist(lockfile: Lockfile): PlainAllowlist {
  return { server: lockfile.server.name, tools: lockedTools(lockfile).map(([name, entry]) => ({ name, digest: entry.digest })) };
}


/**
 * The locked hangarDigest, refused unless the locked definition reproduces it: a pin nobody can
 * recompute from the approved definition would let a hand-edited lockfile approve something else.
 */
function checkedHangarDigest(name: string, entry: ToolLockEntry): string {
  if (!DIGEST_PATTERN.test(entry.hangarDigest)) {
    throw new GateError('lockfile_invalid', `tool "${name}": hangarDigest ${JSON.stringify(entry.hangarDigest)} is not sha256:<64 hex>`);
  }
  const recomputed = hangarDigest(entry.definition);
  if (recomputed !== entry.hangarDigest) {
    throw new GateError(
      'lockfile_invalid',
      `tool "${name}": locked hangarDigest ${entry.hangarDigest} does not match its locked definition (${recomputed})`,
    );
  }
  return entry.hangarDigest;
}

/** Tools sorted by name (code unit order, as the lockfile), so the same lockfile gives the same bytes. */
function lockedTools(lockfile: Lockfile): Array<[string, ToolLockEntry]> {
  return Object.entries(lockfile.tools).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

function hex(digest: string): string {
  return digest.slice('sha256:'.length);
}

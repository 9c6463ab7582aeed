import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { Digest } from '../../src/identity/types.js';
import type { JsonObject, JsonValue } from '../../src/json.js';
import type { LockEntry, Lockfile, ToolLockEntry } from '../../src/lockfile/types.js';
import type { RiskAssessment } from '../../src/risk/types.js';

export function digest(value: JsonValue): Digest {
  return `sha256:${createHash('sha256').update(canonicalize(value)!).digest('hex')}`;
}

export interface ToolSpec extends JsonObject {
  name: string;
}

export function toolEntry(tool: JsonObject, risk: Partial<RiskAssessment> = {}): ToolLockEntry {
  const identity: JsonObject = {};
  for (const key of ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations']) {
    if (tool[key] !== undefined) identity[key] = tool[key];
  }
  return {
    digest: digest(identity),
    definition: tool,
    hangarDigest: digest({ name: tool.name ?? null, description: tool.description ?? null }),
    descriptionHash: digest(typeof tool.description === 'string' ? tool.description : ''),
    ...(tool.inputSchema !== undefined && { inputSchemaHash: digest(tool.inputSchema) }),
    risk: { level: 'LOW', categories: [], reasons: [], ...risk },
  };
}

function entry(definition: JsonObject): LockEntry {
  return { digest: digest(definition), definition };
}

export interface LockSpec {
  /** A tool, or [tool, risk] / [tool, risk, wire number spellings by pointer (numberLiterals)]. */
  tools?: Array<JsonObject | [JsonObject, Partial<RiskAssessment>] | [JsonObject, Partial<RiskAssessment>, Record<string, string>]>;
  prompts?: JsonObject[];
  resources?: JsonObject[];
  resourceTemplates?: JsonObject[];
  mode?: Lockfile['mode'];
  protocolVersion?: string;
  info?: JsonObject;
  capabilities?: JsonObject;
  instructions?: string;
}

/** A well-formed Lockfile built by hand; the fingerprint is a digest over every entry digest. */
export function makeLockfile(spec: LockSpec = {}): Lockfile {
  const tools: Record<string, ToolLockEntry> = {};
  for (const item of spec.tools ?? []) {
    const [tool, risk, numberLiterals] = Array.isArray(item) ? item : [item, {}];
    tools[String(tool.name)] = { ...toolEntry(tool, risk), ...(numberLiterals !== undefined && { numberLiterals }) };
  }
  const keyed = (items: JsonObject[] | undefined, key: string) =>
    Object.fromEntries((items ?? []).map((d) => [String(d[key]), entry(d)]));
  const info = spec.info ?? { name: 'demo', version: '1.0.0' };
  const lock: Omit<Lockfile, 'fingerprint'> = {
    $schema: 'urn:mcp-drift-gate:lockfile:v2',
    lockfileVersion: 2,
    generator: { name: 'mcp-drift-gate', version: '0.1.0' },
    mode: spec.mode ?? 'list-freeze',
    server: { name: String(info.name), protocolVersion: spec.protocolVersion ?? '2025-06-18', info },
    capabilities: spec.capabilities ?? { tools: {} },
    ...(spec.instructions !== undefined && { instructions: spec.instructions }),
    tools,
    prompts: keyed(spec.prompts, 'name'),
    resources: keyed(spec.resources, 'uri'),
    resourceTemplates: keyed(spec.resourceTemplates, 'uriTemplate'),
  };
  return { ...lock, fingerprint: digest(lock as unknown as JsonValue) };
}

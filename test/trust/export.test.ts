/**
 * Runtime pins export. Expected hex values marked "CPython" were computed once with CPython 3's
 * json.dumps/hashlib, independently of this code base (the commands are in each comment).
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { GateError } from '../../src/errors.js';
import { sha256Digest } from '../../src/identity/digest.js';
import { pythonJsonDumpsSorted } from '../../src/identity/python-json.js';
import type { JsonObject } from '../../src/json.js';
import { buildLockfile } from '../../src/lockfile/build.js';
import type { Lockfile } from '../../src/lockfile/types.js';
import { assessToolRisk } from '../../src/risk/index.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { exportPins, type AssayToolPin, type HangarDigestPolicyDocument, type PlainAllowlist } from '../../src/trust/export.js';

const SEARCH_NOTES: JsonObject = {
  name: 'search_notes',
  description: 'Find notes \u2014 by keyword \u00fc',
  inputSchema: {
    type: 'object',
    properties: { query: { type: 'string' }, limit: { type: 'number', maximum: 1.5 } },
    required: ['query'],
  },
  annotations: { readOnlyHint: true },
};
/** A pre-2025 style tool: snake_case input_schema, no description. */
const LEGACY: JsonObject = { name: 'legacy_lookup', input_schema: { type: 'object', properties: { q: { type: 'string' } } } };
const BARE: JsonObject = { name: 'bare' };

function lockfileOf(tools: JsonObject[]): Lockfile {
  const snapshot: Snapshot = {
    serverInfo: { name: 'notes-server', version: '1.0.0' },
    protocolVersion: '2025-06-18',
    capabilities: { tools: {} },
    mode: 'list-freeze',
    listed: { tools, prompts: [], resources: [], resourceTemplates: [] },
    findings: [],
  };
  return buildLockfile(snapshot, { generatorVersion: '0.1.0', assessRisk: assessToolRisk });
}

const lockfile = lockfileOf([SEARCH_NOTES, LEGACY, BARE]);

describe('exportPins hangar', () => {
  const policy = JSON.parse(exportPins(lockfile, 'hangar', { enforcement: 'warn', unknown: 'allow_degraded' })) as HangarDigestPolicyDocument;

  it('mirrors DigestPolicy: enforcement, unknown, allowlist of ToolDigest sorted by name', () => {
    expect(policy.enforcement).toBe('warn');
    expect(policy.unknown).toBe('allow_degraded');
    expect(policy.allowlist.map((pin) => pin.tool_name)).toEqual(['bare', 'legacy_lookup', 'search_notes']);
    for (const pin of policy.allowlist) {
      expect(Object.keys(pin)).toEqual(['tool_name', 'sha256', 'algorithm']);
      expect(pin.algorithm).toBe('sha256');
      expect(pin.sha256).toMatch(/^[0-9a-f]{64}$/); // Hangar's _HEX64_PATTERN: plain hex, no prefix
    }
  });

  it('writes each tool\'s locked hangarDigest without the sha256: prefix', () => {
    for (const pin of policy.allowlist) {
      expect(`sha256:${pin.sha256}`).toBe(lockfile.tools[pin.tool_name]!.hangarDigest);
    }
  });

  it('with python-json, matches a Python json.dumps recomputation of Hangar v1.2\'s compute_tool_digest', () => {
    const v12 = JSON.parse(exportPins(lockfile, 'hangar', { hangarCanonicalization: 'python-json' })) as HangarDigestPolicyDocument;
    for (const pin of v12.allowlist) {
      const definition = lockfile.tools[pin.tool_name]!.definition;
      const payload: JsonObject = { name: definition.name! };
      for (const field of ['description', 'inputSchema', 'outputSchema']) {
        if (definition[field] !== undefined && definition[field] !== null) payload[field] = definition[field]!;
      }
      expect(sha256Digest(pythonJsonDumpsSorted(payload))).toBe(`sha256:${pin.sha256}`);
    }
    const byName = Object.fromEntries(v12.allowlist.map((pin) => [pin.tool_name, pin.sha256]));
    // CPython: sha256(json.dumps({name, description, inputSchema}, sort_keys=True, separators=(",", ":")))
    expect(byName.search_notes).toBe('4be03b44dfbdff165c7e05a6ba8afd87723b00c3b39da63f17431fb1d2da41f7');
    // CPython: sha256(json.dumps({"name": "bare"}, ...)); input_schema is not a Hangar field
    expect(byName.bare).toBe('79ba70ca76018216f216c2eed3e08bfa1ce350343325a262d78e658044a76d5c');
  });

  it('defaults to block/block', () => {
    const defaults = JSON.parse(exportPins(lockfile, 'hangar', {})) as HangarDigestPolicyDocument;
    expect([defaults.enforcement, defaults.unknown]).toEqual(['block', 'block']);
  });

  it('defaults to JCS (current Hangar, the lockfile\'s hangarDigest), which differs from v1.2 once text is non-ASCII', () => {
    const jcs = policy;
    const byName = Object.fromEntries(jcs.allowlist.map((pin) => [pin.tool_name, pin.sha256]));
    // CPython: json.dumps(..., ensure_ascii=False) equals RFC 8785 for this payload
    expect(byName.search_notes).toBe('74d016be6e89f8215c0c6c8a050e836fd82f0258cd6d7d6eb307a9c23d7361d1');
    expect(byName.bare).toBe('79ba70ca76018216f216c2eed3e08bfa1ce350343325a262d78e658044a76d5c');
  });

  it('refuses a lockfile whose hangarDigest its locked definition does not reproduce', () => {
    const tampered = structuredClone(lockfile);
    tampered.tools.search_notes!.definition.description = 'Find notes and mail them out';
    expect(() => exportPins(tampered, 'hangar', {})).toThrow(GateError);
    expect(() => exportPins(tampered, 'hangar', {})).toThrow(/tool "search_notes": locked hangarDigest sha256:74d016be.* does not match its locked definition/);
  });
});

describe('exportPins assay', () => {
  const document = parse(exportPins(lockfile, 'assay', { serverId: 'notes' })) as { version: string; tool_pins: Record<string, AssayToolPin> };

  it('writes a v2.0 policy with tool_pins keyed by tool name', () => {
    expect(document.version).toBe('2.0');
    expect(Object.keys(document.tool_pins)).toEqual(['bare', 'legacy_lookup', 'search_notes']);
  });

  it('computes ToolIdentity as Assay does', () => {
    expect(document.tool_pins.search_notes).toEqual({
      server_id: 'notes',
      tool_name: 'search_notes',
      // CPython: sha256(b'{"properties":{"limit":{"maximum":1.5,"type":"number"},"query":{"type":"string"}},"required":["query"],"type":"object"}')
      schema_hash: '5bb4780ed5ab768914d622578d1bba8c651c70981e01c8807bcf86f9a214a628',
      // CPython: sha256("Find notes \u2014 by keyword \u00fc".encode()) - raw UTF-8, not canonicalized
      meta_hash: '4824546b822337f80d590be1c03dc310fd55f1e922c860c8354cb644cade6894',
    });
    expect(document.tool_pins.legacy_lookup).toEqual({
      server_id: 'notes',
      tool_name: 'legacy_lookup',
      // input_schema is read when inputSchema is absent (proxy/tools.rs); CPython sha256 of its sorted compact JSON
      schema_hash: '21877437383c4aa0e8fc28bbe3abc1d801bac704010bcdd62a93e30dafd20ab6',
      meta_hash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', // sha256("")
    });
    // No schema: compute_json_hash(None) hashes the bytes `null`.
    expect(document.tool_pins.bare!.schema_hash).toBe('74234e98afe7498fb5daf1f36ac2d78acc339464f950703b8c019892f982b90b');
  });

  it('defaults server_id to the locked server name', () => {
    const defaults = parse(exportPins(lockfile, 'assay', {})) as { tool_pins: Record<string, AssayToolPin> };
    expect(defaults.tool_pins.bare!.server_id).toBe('notes-server');
  });

  it('moves schema_hash when the schema drifts and meta_hash when the description does', () => {
    const drifted = lockfileOf([
      { ...SEARCH_NOTES, inputSchema: { type: 'object', properties: { query: { type: 'integer' } } } },
      { ...BARE, description: 'now described' },
    ]);
    const pins = (parse(exportPins(drifted, 'assay', { serverId: 'notes' })) as { tool_pins: Record<string, AssayToolPin> }).tool_pins;
    expect(pins.search_notes!.schema_hash).not.toBe(document.tool_pins.search_notes!.schema_hash);
    expect(pins.search_notes!.meta_hash).toBe(document.tool_pins.search_notes!.meta_hash);
    expect(pins.bare!.meta_hash).not.toBe(document.tool_pins.bare!.meta_hash);
    expect(pins.bare!.schema_hash).toBe(document.tool_pins.bare!.schema_hash);
  });
});

describe('exportPins allowlist', () => {
  it('lists each tool with its locked identity digest', () => {
    const allowlist = JSON.parse(exportPins(lockfile, 'allowlist', {})) as PlainAllowlist;
    expect(allowlist.server).toBe('notes-server');
    expect(allowlist.tools).toEqual(
      ['bare', 'legacy_lookup', 'search_notes'].map((name) => ({ name, digest: lockfile.tools[name]!.digest })),
    );
  });

  it('is byte-stable for the same lockfile and refuses an unknown format', () => {
    expect(exportPins(lockfileOf([BARE, SEARCH_NOTES, LEGACY]), 'allowlist', {})).toBe(exportPins(lockfile, 'allowlist', {}));
    expect(() => exportPins(lockfile, 'sarif' as never, {})).toThrow(/unknown pin format "sarif" \(expected hangar, assay, allowlist\)/);
  });
});

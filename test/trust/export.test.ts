/**
 * Runtime pins export. Expected hex values marked "CPython" were computed once with CPython 3's
 * json.dumps/hashlib, independently of this code base (the commands are in each comment).
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { GateError } from '../../src/errors.js';
import { sha256Digest } from '../../src/identity/digest.js';
import type { JsonObject } from '../../src/json.js';
import { buildLockfile } from '../../src/lockfile/build.js';
import type { Lockfile } from '../../src/lockfile/types.js';
import { assessToolRisk } from '../../src/risk/index.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import canonicalize from 'canonicalize';
import { exportPins, type AssayToolPin, type PlainAllowlist } from '../../src/trust/export.js';

const canonicalJsonForTest = (value: unknown): string => canonicalize(value)!;

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

type HangarConfig = { mcp_servers: Record<string, { tool_projection: { digest_enforcement: string; pins: Record<string, string> } }> };

describe('exportPins hangar (tool_projection config, MCP Hangar >= 2.6.0)', () => {
  const text = exportPins(lockfile, 'hangar', { enforcement: 'warn' });
  const config = parse(text) as HangarConfig;

  it('writes mcp_servers.<id>.tool_projection {digest_enforcement, pins: {tool: sha256}} as Hangar\'s config loader reads it', () => {
    expect(Object.keys(config)).toEqual(['mcp_servers']);
    expect(Object.keys(config.mcp_servers)).toEqual(['notes-server']);
    const projection = config.mcp_servers['notes-server']!.tool_projection;
    expect(Object.keys(projection)).toEqual(['digest_enforcement', 'pins']);
    expect(projection.digest_enforcement).toBe('warn');
    expect(Object.keys(projection.pins)).toEqual(['bare', 'legacy_lookup', 'search_notes']);
    // ToolDigest refuses anything but 64 lowercase hex digits.
    for (const sha of Object.values(projection.pins)) expect(sha).toMatch(/^[0-9a-f]{64}$/);
    expect(text).toMatch(/^# MCP Hangar tool_projection pins/);
    expect(text).toContain('MCP Hangar >= 1.2.1');
  });

  it('pins are the lockfile\'s hangarDigest without the sha256: prefix; --server-id names the server key', () => {
    const pins = config.mcp_servers['notes-server']!.tool_projection.pins;
    for (const name of ['bare', 'legacy_lookup', 'search_notes']) expect(`sha256:${pins[name]}`).toBe(lockfile.tools[name]!.hangarDigest);
    const named = parse(exportPins(lockfile, 'hangar', { serverId: 'notes' })) as HangarConfig;
    expect(Object.keys(named.mcp_servers)).toEqual(['notes']);
    expect(named.mcp_servers.notes!.tool_projection.digest_enforcement).toBe('block');
  });

  it('with python-json, is Hangar 1.2.0\'s json.dumps digest (ASCII-escaped, differs for non-ASCII)', () => {
    const v12 = (parse(exportPins(lockfile, 'hangar', { hangarCanonicalization: 'python-json' })) as HangarConfig).mcp_servers['notes-server']!.tool_projection.pins;
    // CPython 3: hashlib.sha256(json.dumps({"name": "search_notes", "description": "Find notes \u2014 by keyword \u00fc",
    //   "inputSchema": {"type": "object", "properties": {"query": {"type": "string"}, "limit": {"type": "number", "maximum": 1.5}},
    //   "required": ["query"]}}, sort_keys=True, separators=(",", ":")).encode()).hexdigest()
    expect(v12.search_notes).toBe('4be03b44dfbdff165c7e05a6ba8afd87723b00c3b39da63f17431fb1d2da41f7');
    expect(v12.search_notes).not.toBe(config.mcp_servers['notes-server']!.tool_projection.pins.search_notes);
    expect(v12.bare).toBe(config.mcp_servers['notes-server']!.tool_projection.pins.bare);
  });

  it('refuses a lockfile whose hangarDigest its locked definition does not reproduce', () => {
    const tampered = structuredClone(lockfile);
    tampered.tools.bare!.definition = { name: 'bare', description: 'swapped in after approval' };
    expect(() => exportPins(tampered, 'hangar')).toThrow(GateError);
    expect(() => exportPins(tampered, 'hangar')).toThrow(/hangarDigest .* does not match its locked definition/);
  });
});

describe('exportPins mcptrust (mcp-lock.json, lockfile v3 of MCPTrust v0.1.2)', () => {
  const text = exportPins(lockfile, 'mcptrust', { updatedAt: new Date('2026-11-23T10:00:00.123Z') });
  const lock = JSON.parse(text) as { lockFileVersion: string; meta: { generator: string; updatedAt: string }; server: { name: string }; prompts: { definitions: object }; resources: { templates: unknown[] }; tools: Record<string, Record<string, string>> };

  it('has LockfileV3\'s fields in struct order, written as Go\'s MarshalIndent does', () => {
    expect(Object.keys(lock)).toEqual(['lockFileVersion', 'meta', 'server', 'prompts', 'resources', 'tools']);
    expect(lock.lockFileVersion).toBe('3.0'); // `mcptrust check` refuses anything but 3.x
    expect(lock.meta).toEqual({ generator: 'mcp-drift-gate 0.1.0 (export-pins)', updatedAt: '2026-11-23T10:00:00Z' });
    expect(lock.server).toEqual({ name: 'notes-server' });
    expect(lock.prompts).toEqual({ definitions: {} });
    expect(lock.resources).toEqual({ templates: [] });
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('\n  "lockFileVersion": "3.0",\n');
  });

  it('tools carry description_hash, input_schema_hash and risk_level as `mcptrust check` recomputes them', () => {
    expect(Object.keys(lock.tools)).toEqual(['bare', 'legacy_lookup', 'search_notes']);
    expect(Object.keys(lock.tools.search_notes!)).toEqual(['description_hash', 'input_schema_hash', 'risk_level']);
    expect(lock.tools.search_notes!.description_hash).toBe(lockfile.tools.search_notes!.descriptionHash);
    expect(lock.tools.search_notes!.input_schema_hash).toBe(lockfile.tools.search_notes!.inputSchemaHash);
    // No inputSchema (legacy input_schema is not read by MCPTrust) and none at all: HashJSON(nil) = "".
    expect(lock.tools.legacy_lookup!.input_schema_hash).toBe('');
    expect(lock.tools.bare!.input_schema_hash).toBe('');
    expect(lock.tools.bare!.description_hash).toBe('sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(['LOW', 'MEDIUM', 'HIGH']).toContain(lock.tools.search_notes!.risk_level);
  });
});

describe('exportPins assay-bindings (P56b, scoped as the proxy computes it)', () => {
  it('includes server_id in the projection; default default-mcp-server', () => {
    const bindings = JSON.parse(exportPins(lockfile, 'assay-bindings')) as { server_id: string; tools: Record<string, { tool_definition_digest: string }> };
    expect(bindings.server_id).toBe('default-mcp-server');
    // {"description":..,"input_schema":..,"name":..,"server_id":..} as JCS
    const expected = sha256Digest(canonicalJsonForTest({ name: 'search_notes', description: SEARCH_NOTES.description, input_schema: SEARCH_NOTES.inputSchema, server_id: 'default-mcp-server' }));
    expect(bindings.tools.search_notes!.tool_definition_digest).toBe(expected);
    // The lockfile keeps the unscoped form (no server_id), which differs.
    expect(lockfile.tools.search_notes!.toolDefinitionDigest).not.toBe(expected);
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

  it('defaults server_id to `assay mcp wrap`\'s default label, default-mcp-server', () => {
    const defaults = parse(exportPins(lockfile, 'assay', {})) as { tool_pins: Record<string, AssayToolPin> };
    expect(defaults.tool_pins.bare!.server_id).toBe('default-mcp-server');
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
    expect(() => exportPins(lockfile, 'sarif' as never, {})).toThrow(/unknown pin format "sarif" \(expected hangar, mcptrust, assay, assay-bindings, allowlist\)/);
  });
});

describe('exportPins for normalized definitions (issue 14)', () => {
  const normalized = structuredClone(lockfileOf([{ name: 'read_ws', description: 'Reads ${CWD} on ${HOSTNAME}', inputSchema: { type: 'object' } }]));
  normalized.tools.read_ws!.normalized = ['/description'];

  it('puts the deployment\'s values back before hashing, so the pin is the runtime\'s', () => {
    const machine = { cwd: '/srv/app/current', hostname: 'web-1' };
    const pins = (parse(exportPins(normalized, 'hangar', { machine })) as HangarConfig).mcp_servers['notes-server']!.tool_projection.pins;
    const raw = lockfileOf([{ name: 'read_ws', description: 'Reads /srv/app/current on web-1', inputSchema: { type: 'object' } }]);
    expect(`sha256:${pins.read_ws}`).toBe(raw.tools.read_ws!.hangarDigest);
    expect(`sha256:${pins.read_ws}`).not.toBe(normalized.tools.read_ws!.hangarDigest);
    const mcptrust = JSON.parse(exportPins(normalized, 'mcptrust', { machine })) as { tools: Record<string, { description_hash: string }> };
    expect(mcptrust.tools.read_ws!.description_hash).toBe(raw.tools.read_ws!.descriptionHash);
    const assay = parse(exportPins(normalized, 'assay', { machine })) as { tool_pins: Record<string, AssayToolPin> };
    expect(assay.tool_pins.read_ws!.meta_hash).toBe(sha256Digest('Reads /srv/app/current on web-1').slice(7));
  });

  it('refuses, naming the placeholder, when a value is not given', () => {
    expect(() => exportPins(normalized, 'hangar', { machine: { cwd: '/srv/app/current' } })).toThrow(/\$\{HOSTNAME\} in \/description .* give the deployment's hostname/);
  });
});


describe('exportPins mcptrust prompts and resource templates (BuilderV3)', () => {
  const snapshot: Snapshot = {
    serverInfo: { name: 'notes-server', version: '1.0.0' }, protocolVersion: '2025-06-18', capabilities: { prompts: {}, resources: {} }, mode: 'list-freeze',
    listed: {
      tools: [],
      prompts: [
        { name: 'summarize', description: 'Summarize a note  \r\nin short\t', arguments: [{ name: 'style' }, { name: 'id', description: 'Note id', required: true }, { name: 'Zeta', required: false }] },
        { name: 'bare' },
      ],
      resources: [],
      resourceTemplates: [
        { uriTemplate: 'notes://{id}', name: 'Note', description: 'One note ', mimeType: 'text/markdown' },
        { uriTemplate: 'a://{x}' },
      ],
    },
    findings: [],
  };
  const lock = JSON.parse(exportPins(buildLockfile(snapshot, { generatorVersion: '0.1.0', assessRisk: assessToolRisk }), 'mcptrust', { updatedAt: new Date(0) })) as {
    prompts: { definitions: Record<string, Record<string, string>> }; resources: { templates: Array<Record<string, string>> };
  };
  const hex = (text: string) => sha256Digest(text);

  it('prompts: argumentsHash over arguments sorted by name (byte order), descriptionHash of the normalized text', () => {
    // Go byte order: "Zeta" < "id" < "style"; description only when not "", required only when true.
    expect(lock.prompts.definitions.summarize).toEqual({
      argumentsHash: hex('[{"name":"Zeta"},{"description":"Note id","name":"id","required":true},{"name":"style"}]'),
      descriptionHash: hex('Summarize a note\nin short'),
    });
    expect(lock.prompts.definitions.bare).toEqual({ argumentsHash: hex('[]') });
  });

  it('templates: sorted by uriTemplate, templateHash of {uriTemplate, mimeType?}, optional name/description hashes', () => {
    expect(lock.resources.templates).toEqual([
      { uriTemplate: 'a://{x}', templateHash: hex('{"uriTemplate":"a://{x}"}') },
      {
        uriTemplate: 'notes://{id}',
        templateHash: hex('{"mimeType":"text/markdown","uriTemplate":"notes://{id}"}'),
        nameHash: hex('Note'),
        descriptionHash: hex('One note'),
        mimeType: 'text/markdown',
      },
    ]);
  });
});

import { d as distExports } from './index-D2ITh64m.js';
import { G as GateError, Q as toolDefinitionCluster, U as GATE_VERSION, V as sha256Digest, E as canonicalJson, W as goString, X as mcptrustToolHashes, Y as hangarV12Digest, Z as hangarDigest, D as isJsonObject, _ as DIGEST_PATTERN } from './commandLine-Q5TO3seu.js';
import 'process';
import 'buffer';
import 'node:fs/promises';
import 'node:path';
import 'node:crypto';
import 'node:os';
import 'node:buffer';
import 'node:child_process';
import 'node:fs';

/**
 * Runtime pins: the locked tools written in the formats runtime peers load, so what CI approved is
 * what the agent's proxy enforces. Every format is derived from the lockfile alone; docs/TRUST.md
 * says which peer version and source file each follows.
 *
 * Digests are over the text the server sends (issue 14). A lockfile entry whose text the gate
 * normalized (`normalized`: machine paths and host names replaced by ${CWD}, ${HOME}, ${TMPDIR},
 * ${HOSTNAME}) gets the deployment's values put back first (ExportOptions.machine), so the pin
 * equals what the runtime computes on that machine.
 */
const PIN_FORMATS = ['hangar', 'mcptrust', 'assay', 'assay-bindings', 'allowlist'];
/** `assay mcp wrap`'s server id when `--label` is not given (crates/assay-cli/src/cli/commands/mcp.rs). */
const ASSAY_DEFAULT_SERVER_ID = 'default-mcp-server';
/** The pins document for `format`, as the text to write. */
function exportPins(lockfile, format, options = {}) {
    switch (format) {
        case 'hangar':
            return hangarConfigYaml(lockfile, options);
        case 'mcptrust':
            return mcptrustLockfileJson(lockfile, options);
        case 'assay':
            return distExports.stringify({ version: '2.0', tool_pins: assayPins(lockfile, options) }, { lineWidth: 0 });
        case 'assay-bindings':
            return `${JSON.stringify(assayBindings(lockfile, options), null, 2)}\n`;
        case 'allowlist':
            return `${JSON.stringify(plainAllowlist(lockfile), null, 2)}\n`;
        default:
            throw new GateError('usage', `unknown pin format "${String(format)}" (expected ${PIN_FORMATS.join(', ')})`);
    }
}
// ---------------------------------------------------------------------------------------------
// MCP Hangar
/**
 * What current Hangar loads: under each server of its config.yaml, `tool_projection:` with
 * `digest_enforcement` and the all-tenants `pins: {tool: sha256}` block (UPGRADE.md "2.6.0",
 * config.py `_register_config_pins`). A fragment to merge into the Hangar config.
 */
function hangarToolProjection(lockfile, options = {}) {
    const canonicalization = options.hangarCanonicalization ?? 'jcs';
    const pins = {};
    for (const [name, entry] of lockedTools(lockfile)) {
        const stored = checkedHangarDigest(name, entry);
        const wire = wireDefinition(name, entry, options.machine);
        const digest = canonicalization === 'python-json'
            ? hangarV12Digest(wire, literalsOf(entry))
            : wire === entry.definition ? stored : hangarDigest(wire, literalsOf(entry));
        setOwn(pins, name, hex(digest));
    }
    const serverId = options.serverId ?? lockfile.server.name;
    if (serverId === '')
        throw new GateError('usage', 'the lockfile names no server; pass a server id for the Hangar config');
    const servers = {};
    setOwn(servers, serverId, { tool_projection: { digest_enforcement: options.enforcement ?? 'block', pins } });
    return { mcp_servers: servers };
}
function hangarConfigYaml(lockfile, options) {
    const canonicalization = options.hangarCanonicalization ?? 'jcs';
    const header = [
        `# MCP Hangar tool_projection pins from ${lockfile.server.name || 'the lockfile'} (mcp-drift-gate ${GATE_VERSION} export-pins).`,
        canonicalization === 'jcs'
            ? '# Digests as MCP Hangar >= 1.2.1 computes them (RFC 8785, empty fields left out); the all-tenants'
            : '# Digests as MCP Hangar 1.2.0 computed them (json.dumps sort_keys); the all-tenants',
        '# `pins:` block needs Hangar >= 2.6.0. Merge under mcp_servers in the Hangar config.yaml.',
    ].join('\n');
    return `${header}\n${distExports.stringify(hangarToolProjection(lockfile, options), { lineWidth: 0 })}`;
}
/**
 * The locked hangarDigest, refused unless the locked definition reproduces it: a pin nobody can
 * recompute from the approved definition would let a hand-edited lockfile approve something else.
 */
function checkedHangarDigest(name, entry) {
    if (!DIGEST_PATTERN.test(entry.hangarDigest)) {
        throw new GateError('lockfile_invalid', `tool "${name}": hangarDigest ${JSON.stringify(entry.hangarDigest)} is not sha256:<64 hex>`);
    }
    const recomputed = hangarDigest(entry.definition, literalsOf(entry));
    if (recomputed !== entry.hangarDigest) {
        throw new GateError('lockfile_invalid', `tool "${name}": locked hangarDigest ${entry.hangarDigest} does not match its locked definition (${recomputed})`);
    }
    return entry.hangarDigest;
}
// ---------------------------------------------------------------------------------------------
// MCPTrust
/** MCPTrust risk levels (internal/models/report.go): LOW, MEDIUM, HIGH; the gate's CRITICAL is HIGH. */
const MCPTRUST_RISK = { LOW: 'LOW', MEDIUM: 'MEDIUM', HIGH: 'HIGH', CRITICAL: 'HIGH' };
/**
 * The `mcp-lock.json` `mcptrust check` reads: LockfileV3 (internal/models/lockfile_v3.go,
 * lockFileVersion "3.0"; `check` refuses anything else), built as internal/locker/builder_v3.go
 * does, and written as Manager.SaveV3 does (Go json.MarshalIndent, two spaces, trailing newline).
 */
function mcptrustLockfile(lockfile, options = {}) {
    const tools = [];
    for (const [name, entry] of lockedTools(lockfile)) {
        const wire = wireDefinition(name, entry, options.machine);
        const hashes = mcptrustToolHashes(wire, literalsOf(entry));
        tools.push([name, goStruct([
                ['description_hash', hashes.descriptionHash],
                ['input_schema_hash', hashes.inputSchemaHash],
                ['risk_level', MCPTRUST_RISK[entry.risk.level] ?? 'HIGH'],
            ])]);
    }
    const prompts = [];
    for (const [name, entry] of sortedEntries(lockfile.prompts)) {
        const prompt = wireEntryDefinition(name, entry, options.machine);
        const description = typeof prompt.description === 'string' ? prompt.description : '';
        prompts.push([name, goStruct([
                ['argumentsHash', mcptrustPromptArgumentsHash(prompt.arguments)],
                ['descriptionHash', description === '' ? undefined : mcptrustNormalizedStringHash(description)],
            ])]);
    }
    const templates = sortedEntries(lockfile.resourceTemplates).map(([uriTemplate, entry]) => {
        const template = wireEntryDefinition(uriTemplate, entry, options.machine);
        const text = (field) => (typeof template[field] === 'string' ? template[field] : '');
        return goStruct([
            ['uriTemplate', uriTemplate],
            ['templateHash', mcptrustTemplateHash(uriTemplate, text('mimeType'))],
            ['nameHash', text('name') === '' ? undefined : mcptrustNormalizedStringHash(text('name'))],
            ['descriptionHash', text('description') === '' ? undefined : mcptrustNormalizedStringHash(text('description'))],
            ['mimeType', text('mimeType') === '' ? undefined : text('mimeType')],
        ]);
    });
    const updatedAt = (options.updatedAt ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z');
    return goStruct([
        ['lockFileVersion', '3.0'],
        ['meta', goStruct([['generator', `mcp-drift-gate ${GATE_VERSION} (export-pins)`], ['updatedAt', updatedAt]])],
        ['server', goStruct([['name', lockfile.server.name]])],
        ['prompts', goStruct([['definitions', goMap(prompts)]])],
        ['resources', goStruct([['templates', templates]])],
        ['tools', goMap(tools)],
    ]);
}
function mcptrustLockfileJson(lockfile, options) {
    return `${goMarshalIndent(mcptrustLockfile(lockfile, options), '')}\n`;
}
/**
 * locker.HashPromptArguments: arguments sorted by name (Go byte order), each {name, description
 * if not "", required if true}, JCS (MCPTrust's CanonicalizeJSONv2, RFC 8785 over strings/bools).
 */
function mcptrustPromptArgumentsHash(args) {
    const list = Array.isArray(args) ? args.filter(isJsonObject) : [];
    const text = (value) => (typeof value === 'string' ? value : '');
    const projected = list
        .map((arg) => ({ name: text(arg.name), description: text(arg.description), required: arg.required === true }))
        .sort((a, b) => compareBytes(a.name, b.name))
        .map((arg) => ({ name: arg.name, ...(arg.description !== '' ? { description: arg.description } : {}), ...(arg.required ? { required: true } : {}) }));
    return sha256Digest(canonicalJson(projected));
}
/** locker.HashTemplate: JCS of {uriTemplate, mimeType if not ""}. */
function mcptrustTemplateHash(uriTemplate, mimeType) {
    return sha256Digest(canonicalJson({ uriTemplate, ...(mimeType !== '' ? { mimeType } : {}) }));
}
/** locker.HashNormalizedString: CRLF and CR to LF, trailing spaces and tabs of each line removed. */
function mcptrustNormalizedStringHash(text) {
    return sha256Digest(text.replace(/\r\n?/g, '\n').split('\n').map((line) => line.replace(/[ \t]+$/, '')).join('\n'));
}
/** Go's string `<`: UTF-8 byte order, i.e. code point order. */
function compareBytes(a, b) {
    const left = Buffer.from(a, 'utf8');
    const right = Buffer.from(b, 'utf8');
    return Buffer.compare(left, right);
}
function goStruct(fields) {
    return { kind: 'object', members: fields.filter((field) => field[1] !== undefined) };
}
function goMap(entries) {
    return { kind: 'object', members: [...entries].sort(([a], [b]) => compareBytes(a, b)) };
}
/** json.MarshalIndent(v, "", "  "): HTML-escaped strings, `{}`/`[]` for empty containers. */
function goMarshalIndent(value, indent) {
    if (typeof value === 'string')
        return goString(value);
    const inner = `${indent}  `;
    if (Array.isArray(value)) {
        if (value.length === 0)
            return '[]';
        return `[\n${value.map((item) => inner + goMarshalIndent(item, inner)).join(',\n')}\n${indent}]`;
    }
    if (value.members.length === 0)
        return '{}';
    return `{\n${value.members.map(([key, item]) => `${inner}${goString(key)}: ${goMarshalIndent(item, inner)}`).join(',\n')}\n${indent}}`;
}
// ---------------------------------------------------------------------------------------------
// Assay
/** Keyed by tool name, as Assay's McpPolicy.tool_pins (HashMap<String, ToolIdentity>). */
function assayPins(lockfile, options = {}) {
    const serverId = options.serverId ?? ASSAY_DEFAULT_SERVER_ID;
    const pins = {};
    for (const [name, entry] of lockedTools(lockfile))
        setOwn(pins, name, assayToolIdentity(serverId, name, wireDefinition(name, entry, options.machine)));
    return pins;
}
/**
 * Assay ToolIdentity::new as the proxy calls it (proxy/tools.rs observe_tool_definition):
 * schema = inputSchema, else input_schema; schema_hash = hex SHA-256 of serde_jcs (RFC 8785 in
 * the pinned serde_jcs 0.2.0) of the schema, or of the bytes `null` when absent; meta_hash = hex
 * SHA-256 of the description's UTF-8 bytes, of "" when absent or not a string.
 */
function assayToolIdentity(serverId, toolName, definition) {
    const schema = definition.inputSchema !== undefined ? definition.inputSchema : definition.input_schema;
    const description = typeof definition.description === 'string' ? definition.description : '';
    return {
        server_id: serverId,
        tool_name: toolName,
        schema_hash: hex(sha256Digest(schema === undefined ? 'null' : canonicalJson(schema))),
        meta_hash: hex(sha256Digest(description)),
    };
}
/**
 * The P56b bindings Assay's proxy puts on its assay.tool.decision evidence for these tools: the
 * server-scoped form (server_id included), as proxy/tools.rs computes it. For reviewers comparing
 * evidence with what CI approved.
 */
function assayBindings(lockfile, options = {}) {
    const serverId = options.serverId ?? ASSAY_DEFAULT_SERVER_ID;
    const tools = {};
    for (const [name, entry] of lockedTools(lockfile)) {
        const cluster = toolDefinitionCluster(wireDefinition(name, entry, options.machine), { serverId });
        if (cluster !== undefined)
            setOwn(tools, name, cluster);
    }
    return { server_id: serverId, tools };
}
function plainAllowlist(lockfile) {
    return { server: lockfile.server.name, tools: lockedTools(lockfile).map(([name, entry]) => ({ name, digest: entry.digest })) };
}
// ---------------------------------------------------------------------------------------------
// Normalized text
const PLACEHOLDERS = { '${CWD}': 'cwd', '${HOME}': 'home', '${TMPDIR}': 'tmpdir', '${HOSTNAME}': 'hostname' };
const PLACEHOLDER = /\$\{(?:CWD|HOME|TMPDIR|HOSTNAME)\}/g;
/**
 * The definition as the server sends it on the deployment machine: the locked definition itself
 * when nothing was normalized, else a copy with each normalized string's placeholders replaced by
 * `machine`'s values. A placeholder without a value is a usage error naming it.
 */
function wireDefinition(name, entry, machine) {
    return wireEntryDefinition(name, entry, machine);
}
function wireEntryDefinition(name, entry, machine) {
    if (entry.normalized === undefined || entry.normalized.length === 0)
        return entry.definition;
    const copy = structuredClone(entry.definition);
    for (const pointer of entry.normalized) {
        const tokens = pointer.split('/').slice(1).map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
        const last = tokens.pop();
        let parent = copy;
        for (const token of tokens)
            parent = isJsonObject(parent) || Array.isArray(parent) ? parent[token] : undefined;
        const container = parent;
        const text = last === undefined || container === undefined ? undefined : container[last];
        if (typeof text !== 'string') {
            throw new GateError('lockfile_invalid', `"${name}": normalized pointer ${pointer} does not name a string of the locked definition`);
        }
        container[last] = text.replace(PLACEHOLDER, (placeholder) => {
            const field = PLACEHOLDERS[placeholder];
            const value = machine?.[field];
            if (value === undefined || value === '') {
                throw new GateError('usage', `"${name}" has ${placeholder} in ${pointer} (text normalized at lock time); give the deployment's ${field} to export its pin`);
            }
            return value;
        });
    }
    return copy;
}
// ---------------------------------------------------------------------------------------------
function literalsOf(entry) {
    return entry.numberLiterals === undefined ? undefined : new Map(Object.entries(entry.numberLiterals));
}
/** Tools sorted by name (code unit order, as the lockfile), so the same lockfile gives the same bytes. */
function lockedTools(lockfile) {
    return sortedEntries(lockfile.tools);
}
function sortedEntries(map) {
    return Object.entries(map).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
/** defineProperty: a tool named `__proto__` stays a plain key. */
function setOwn(target, key, value) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
function hex(digest) {
    return digest.slice('sha256:'.length);
}

export { ASSAY_DEFAULT_SERVER_ID, PIN_FORMATS, assayBindings, assayPins, assayToolIdentity, exportPins, hangarToolProjection, mcptrustLockfile, mcptrustNormalizedStringHash, mcptrustPromptArgumentsHash, mcptrustTemplateHash, plainAllowlist, wireDefinition };

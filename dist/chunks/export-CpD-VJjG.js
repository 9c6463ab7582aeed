import { d as distExports } from './index-D2ITh64m.js';
import { G as GateError, y as pythonHangarDigest, z as sha256Digest, j as canonicalJson, D as DIGEST_PATTERN, A as hangarDigest } from './commandLine-CUzewkK8.js';
import 'process';
import 'buffer';
import 'node:fs/promises';
import 'node:os';
import 'node:path';
import 'node:child_process';
import 'node:fs';
import 'node:crypto';

/**
 * Runtime pins: the locked tools written in the formats runtime peers load, so what CI approved is
 * what the agent's proxy enforces. Every format is derived from the lockfile alone; docs/TRUST.md
 * says where each peer loads it and what could not be confirmed from the peer's public source.
 */
const PIN_FORMATS = ['hangar', 'assay', 'allowlist'];
/** The pins document for `format`, as the text to write (JSON for hangar/allowlist, YAML for assay). */
function exportPins(lockfile, format, options = {}) {
    switch (format) {
        case 'hangar':
            return `${JSON.stringify(hangarPolicy(lockfile, options), null, 2)}\n`;
        case 'assay':
            return distExports.stringify({ version: '2.0', tool_pins: assayPins(lockfile, options) }, { lineWidth: 0 });
        case 'allowlist':
            return `${JSON.stringify(plainAllowlist(lockfile), null, 2)}\n`;
        default:
            throw new GateError('usage', `unknown pin format "${String(format)}" (expected ${PIN_FORMATS.join(', ')})`);
    }
}
function hangarPolicy(lockfile, options = {}) {
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
function assayPins(lockfile, options = {}) {
    const serverId = options.serverId ?? lockfile.server.name;
    const pins = {};
    for (const [name, entry] of lockedTools(lockfile))
        pins[name] = assayToolIdentity(serverId, name, entry.definition);
    return pins;
}
/**
 * Assay ToolIdentity::new as the proxy calls it (proxy/tools.rs observe_tool_definition):
 * schema = inputSchema, else input_schema; schema_hash = hex SHA-256 of JCS(schema), or of the
 * bytes `null` when absent; meta_hash = hex SHA-256 of the description's UTF-8 bytes, of "" when the
 * description is absent or not a string. Hex without a `sha256:` prefix, as Assay stores it.
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
function plainAllowlist(lockfile) {
    return { server: lockfile.server.name, tools: lockedTools(lockfile).map(([name, entry]) => ({ name, digest: entry.digest })) };
}
/**
 * The locked hangarDigest, refused unless the locked definition reproduces it: a pin nobody can
 * recompute from the approved definition would let a hand-edited lockfile approve something else.
 */
function checkedHangarDigest(name, entry) {
    if (!DIGEST_PATTERN.test(entry.hangarDigest)) {
        throw new GateError('lockfile_invalid', `tool "${name}": hangarDigest ${JSON.stringify(entry.hangarDigest)} is not sha256:<64 hex>`);
    }
    const recomputed = hangarDigest(entry.definition);
    if (recomputed !== entry.hangarDigest) {
        throw new GateError('lockfile_invalid', `tool "${name}": locked hangarDigest ${entry.hangarDigest} does not match its locked definition (${recomputed})`);
    }
    return entry.hangarDigest;
}
/** Tools sorted by name (code unit order, as the lockfile), so the same lockfile gives the same bytes. */
function lockedTools(lockfile) {
    return Object.entries(lockfile.tools).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
function hex(digest) {
    return digest.slice('sha256:'.length);
}

export { PIN_FORMATS, assayPins, assayToolIdentity, exportPins, hangarPolicy, plainAllowlist };

import { createHash } from 'node:crypto';
import path from 'node:path';
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { GateError } from '../errors.js';
import type { ClientServerEntry, ScanServerConfig } from './types.js';

/**
 * MCP client configs read as the clients write them (issue 24), recognised by shape:
 * - `servers` (an object): VS Code `.vscode/mcp.json`, with `inputs`;
 * - `mcpServers`: Claude Code `.mcp.json`, Cursor `.cursor/mcp.json`, Claude Desktop
 *   `claude_desktop_config.json`, Windsurf `mcp_config.json` (`serverUrl`).
 * The project's own scan config has `servers` as a list; anything else is "unknown shape".
 */
export type ClientFormat = 'vscode' | 'mcpServers';

export interface ParsedClientConfig {
  format: ClientFormat;
  /** VS Code `inputs` by id: only what is needed to name one in a message (never a value). */
  inputs: Record<string, { description?: string; password?: boolean }>;
  servers: ScanServerConfig[];
}

/** What `scan --config` expected, for the unknown-shape error. */
export const EXPECTED_SHAPES =
  'expected an MCP client config (a "servers" object as in .vscode/mcp.json, or a "mcpServers" object as in .mcp.json, ' +
  '.cursor/mcp.json, claude_desktop_config.json or Windsurf mcp_config.json) or a mcp-drift-gate scan config (a "servers" list)';

/** The shape of a parsed document: which kind of config it is. */
export function configShape(data: unknown): 'vscode' | 'mcpServers' | 'scan' | 'unknown' {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return 'unknown';
  const record = data as Record<string, unknown>;
  if (isPlainObject(record.mcpServers)) return 'mcpServers';
  if (isPlainObject(record.servers)) return 'vscode';
  if (Array.isArray(record.servers) || 'client' in record) return 'scan';
  return 'unknown';
}

/**
 * JSONC as the clients accept it: comments and trailing commas. Returns undefined when the text
 * is not JSONC at all (a YAML scan config); `errors` then says why.
 */
export function parseJsonc(text: string): { data: unknown; tree: Node | undefined; errors: ParseError[] } {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false });
  return { data: tree === undefined ? undefined : nodeValue(tree), tree, errors };
}

/** jsonc-parser's getNodeValue, but a duplicate key keeps its last value like JSON.parse and never reaches a prototype. */
function nodeValue(node: Node): unknown {
  switch (node.type) {
    case 'object': {
      const out: Record<string, unknown> = Object.create(null);
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        if (key !== undefined && value !== undefined) out[String(key.value)] = nodeValue(value);
      }
      return { ...out };
    }
    case 'array':
      return (node.children ?? []).map(nodeValue);
    default:
      return node.value;
  }
}

export function jsoncErrorMessage(text: string, error: ParseError): string {
  return `line ${lineAt(text, error.offset)}: invalid JSON: ${printParseErrorCode(error.error)}`;
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * Windows device names, whatever follows a dot (`nul.lock.json` opens the null device there, so a
 * lockfile would be written to nothing and read back empty): such a name gets a hash like any unsafe one.
 */
const WINDOWS_DEVICE = /^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(?:\.|$)/i;

/**
 * A file name for any server name: `acme/docs` -> `acme-docs-1a2b3c4d`. Names that are already
 * safe stay as they are; any other name keeps its readable part plus 8 hex digits of the SHA-256
 * of the name, so two names never share a lockfile and the mapping never changes. The result has
 * no separator, never starts with a dot and is never a Windows device name: no lockfile path can
 * leave its folder or name a device.
 */
export function lockfileName(name: string): string {
  if (/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(name) && !name.includes('..') && !WINDOWS_DEVICE.test(name)) return name;
  let readable = name.normalize('NFKC').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/\.{2,}/g, '.').replace(/^[^A-Za-z0-9]+/, '').replace(/[-.]+$/, '').slice(0, 80);
  // `Con.io-1a2b3c4d` is still the device `Con` to Windows: the stem's dot becomes a dash.
  if (WINDOWS_DEVICE.test(readable)) readable = readable.replace('.', '-');
  const hash = createHash('sha256').update(name, 'utf8').digest('hex').slice(0, 8);
  return readable === '' ? `server-${hash}` : `${readable}-${hash}`;
}

/** The folder a `${workspaceFolder}` means: the one holding `.vscode/` (`.cursor/`...) for a file inside one, else the file's own. */
export function workspaceFolderOf(configPath: string): string {
  const dir = path.dirname(configPath);
  return ['.vscode', '.cursor', '.windsurf', '.claude'].includes(path.basename(dir)) ? path.dirname(dir) : dir;
}

/** Reads the servers of a client config; every type error is config_invalid naming the file, server, key and line. */
export function parseClientConfig(text: string, label: string, data: Record<string, unknown>, tree: Node | undefined, format: ClientFormat): ParsedClientConfig {
  const key = format === 'vscode' ? 'servers' : 'mcpServers';
  const fail = (where: (string | number)[], reason: string): never => {
    const node = tree === undefined ? undefined : findNodeAtLocation(tree, where);
    const line = node === undefined ? '' : ` (line ${lineAt(text, node.offset)})`;
    throw new GateError('config_invalid', `${label}: ${where.map((part) => (typeof part === 'number' ? `[${part}]` : JSON.stringify(part))).join('.')}${line}: ${reason}`);
  };
  const inputs: ParsedClientConfig['inputs'] = {};
  if (format === 'vscode' && data.inputs !== undefined) {
    if (!Array.isArray(data.inputs)) fail(['inputs'], 'must be a list');
    (data.inputs as unknown[]).forEach((input, index) => {
      if (!isPlainObject(input) || typeof input.id !== 'string' || input.id === '') fail(['inputs', index], 'must be an object with a string "id"');
      const entry = input as { id: string; description?: unknown; password?: unknown };
      inputs[entry.id] = {
        ...(typeof entry.description === 'string' ? { description: entry.description } : {}),
        ...(entry.password === true ? { password: true } : {}),
      };
    });
  }
  const entries = Object.entries(data[key] as Record<string, unknown>);
  if (entries.length === 0) fail([key], 'lists no server');
  const byFile = new Map<string, string>();
  const servers = entries.map(([name, raw]): ScanServerConfig => {
    const at = (...rest: string[]) => [key, name, ...rest];
    if (!isPlainObject(raw)) return fail(at(), 'must be an object');
    const entry = raw as Record<string, unknown>;
    const string = (field: string): string | undefined => {
      const value = entry[field];
      if (value === undefined) return undefined;
      if (typeof value !== 'string' || value === '') fail(at(field), 'must be a non-empty string');
      return value as string;
    };
    const stringMap = (field: string): Record<string, string> | undefined => {
      const value = entry[field];
      if (value === undefined) return undefined;
      if (!isPlainObject(value)) fail(at(field), 'must be an object of strings');
      const out: Record<string, string> = {};
      for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
        // Claude Desktop users write numbers and booleans in env; the client passes them as text.
        if (typeof item === 'string') out[name] = item;
        else if (typeof item === 'number' || typeof item === 'boolean') out[name] = String(item);
        else fail(at(field, name), 'must be a string');
      }
      return out;
    };
    const type = string('type');
    if (type !== undefined && !['stdio', 'http', 'sse', 'streamable-http', 'streamableHttp'].includes(type)) fail(at('type'), `unknown transport type "${type}" (expected stdio, http or sse)`);
    const args = entry.args;
    if (args !== undefined && (!Array.isArray(args) || args.some((arg) => typeof arg !== 'string' && typeof arg !== 'number'))) fail(at('args'), 'must be a list of strings');
    const client: ClientServerEntry = {
      ...(string('command') !== undefined ? { command: string('command')! } : {}),
      ...(args !== undefined ? { args: (args as unknown[]).map(String) } : {}),
      ...(stringMap('env') !== undefined ? { env: stringMap('env')! } : {}),
      ...(string('cwd') !== undefined ? { cwd: string('cwd')! } : {}),
      ...(string('url') ?? string('serverUrl')) !== undefined ? { url: (string('url') ?? string('serverUrl'))! } : {},
      ...(stringMap('headers') !== undefined ? { headers: stringMap('headers')! } : {}),
      ...(type === 'sse' ? { transport: 'sse' as const } : type !== undefined && type !== 'stdio' ? { transport: 'http' as const } : {}),
      ...(entry.disabled === true ? { disabled: true } : {}),
      ...(string('envFile') !== undefined ? { envFile: string('envFile')! } : {}),
    };
    if (type === 'stdio' && client.command === undefined) fail(at(), '"type": "stdio" needs a "command"');
    if (type !== undefined && type !== 'stdio' && client.url === undefined) fail(at(), `"type": "${type}" needs a "url"`);
    if (client.command === undefined && client.url === undefined) fail(at(), 'needs a "command" (stdio server) or a "url" / "serverUrl" (HTTP server)');
    if (client.command !== undefined && client.url !== undefined) fail(at(), 'gives both a "command" and a "url"; give one');
    const lockName = lockfileName(name);
    const clash = byFile.get(lockName.toLowerCase());
    // Case-insensitive file systems (macOS, Windows) would give two such names one lockfile.
    if (clash !== undefined) fail(at(), `its lockfile name "${lockName}" is also that of server "${clash}" on a case-insensitive file system; rename one`);
    byFile.set(lockName.toLowerCase(), name);
    return { name, lockName, client };
  });
  return { format, inputs, servers };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

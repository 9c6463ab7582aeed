import { FILE_LIMITS, readRegularTextFile } from '../boundedFile.js';
import path from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import { LineCounter, parseDocument } from 'yaml';
import { splitCommandLine } from '../core/commandLine.js';
import { GateError } from '../errors.js';
import { scanConfigSchema } from './configSchema.js';
import { MALFORMED_REFERENCE, referencedVariables } from './references.js';
import { configShape, EXPECTED_SHAPES, jsoncErrorMessage, parseClientConfig, parseJsonc, workspaceFolderOf } from './clientConfig.js';
import { CLIENT_LOCKFILE_DIR } from './resolve.js';
import type { ScanConfig, ScanServerConfig } from './types.js';
import { escapePointerToken } from '../jsonPointer.js';
import { lineOfPointer, pointerTokens } from '../yamlLocation.js';

export const DEFAULT_SCAN_CONCURRENCY = 2;
export const DEFAULT_SCAN_TIMEOUT_MS = 30_000;

// dependencies (draft-07) rather than dependentRequired: Ajv's default draft has only the former.
const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
const validate = ajv.compile(scanConfigSchema);

/**
 * Reads and validates a scan config or an MCP client config (issue 24), told apart by shape;
 * `file` is relative to `cwd`. Returns the config and the folder its paths are relative to (a
 * client config's: its own folder, where its lockfiles go by default).
 */
export async function loadScanConfig(file: string, cwd: string): Promise<{ config: ScanConfig; configDir: string }> {
  const absolute = path.resolve(cwd, file);
  const text = await readConfigText(absolute, file, 'scan config');
  const configDir = path.dirname(absolute);
  const jsonc = parseJsonc(text);
  if (jsonc.errors.length === 0) {
    const shape = configShape(jsonc.data);
    if (shape === 'vscode' || shape === 'mcpServers') return { config: clientScanConfig(text, file, absolute, jsonc, shape), configDir };
    if (shape === 'unknown') throw unknownShape(file);
  } else if (/\.jsonc?$/i.test(file)) {
    throw new GateError('config_invalid', `${file}: ${jsoncErrorMessage(text, jsonc.errors[0]!)}`);
  }
  const config = parseScanConfig(text, file);
  if (config.clientFile === undefined) return { config, configDir };
  // A scan config that names a client config: its servers, with this file's per-server options.
  const clientPath = path.resolve(configDir, config.clientFile);
  const clientLabel = path.relative(cwd, clientPath).split(path.sep).join('/') || config.clientFile;
  const clientText = await readConfigText(clientPath, `${file}: client ${clientLabel}`, 'client config');
  const parsed = parseJsonc(clientText);
  if (parsed.errors.length > 0) throw new GateError('config_invalid', `${clientLabel}: ${jsoncErrorMessage(clientText, parsed.errors[0]!)}`);
  const shape = configShape(parsed.data);
  if (shape !== 'vscode' && shape !== 'mcpServers') throw unknownShape(clientLabel, 'expected an MCP client config (a "servers" object as in .vscode/mcp.json, or "mcpServers")');
  const client = clientScanConfig(clientText, clientLabel, clientPath, parsed, shape);
  const overrides = config.overrides ?? {};
  const unknown = Object.keys(overrides).filter((name) => !client.servers.some((server) => server.name === name));
  if (unknown.length > 0) {
    throw new GateError('config_invalid', `${file}: overrides: no server named ${unknown.map((name) => JSON.stringify(name)).join(', ')} in ${clientLabel}; known: ${client.servers.map((server) => JSON.stringify(server.name)).join(', ')}`);
  }
  const servers = [...config.servers, ...client.servers.map((server) => ({ ...server, ...overrides[server.name] }))];
  const byLockName = new Map<string, string>();
  for (const server of servers) {
    const lockName = (server.lockName ?? server.name).toLowerCase();
    const other = byLockName.get(lockName);
    if (other !== undefined) throw new GateError('config_invalid', `${file}: server ${JSON.stringify(server.name)} of ${clientLabel} has the name (or lockfile name) of server ${JSON.stringify(other)}; names must be unique`);
    byLockName.set(lockName, server.name);
  }
  const { clientFile: _clientFile, overrides: _overrides, ...rest } = config;
  return { config: { ...rest, servers, client: client.client! }, configDir };
}

async function readConfigText(absolute: string, label: string, what: string): Promise<string> {
  try {
    return await readRegularTextFile(absolute, FILE_LIMITS.scanConfig);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new GateError('io_error', code === 'ENOENT' ? `${what} ${label} not found` : `cannot read ${what} ${label}: ${(error as Error).message}`, { cause: error });
  }
}

function unknownShape(label: string, expected = EXPECTED_SHAPES): GateError {
  return new GateError('config_invalid', `${label}: unknown shape: ${expected}`);
}

/** A client config as a ScanConfig: defaults for what the client formats cannot say. */
function clientScanConfig(text: string, label: string, absolute: string, parsed: ReturnType<typeof parseJsonc>, shape: 'vscode' | 'mcpServers'): ScanConfig {
  const client = parseClientConfig(text, label, parsed.data as Record<string, unknown>, parsed.tree, shape);
  return {
    servers: client.servers,
    concurrency: DEFAULT_SCAN_CONCURRENCY,
    timeout: DEFAULT_SCAN_TIMEOUT_MS,
    source: label,
    // Beside the client config, in one folder of their own.
    lockfileDir: CLIENT_LOCKFILE_DIR,
    client: { file: label, format: client.format, workspaceFolder: workspaceFolderOf(absolute), inputs: client.inputs },
  };
}

/**
 * Parses and validates scan config text; `label` names the file in errors, which also name the
 * offending key as a JSON pointer, its line and the reason (never an env or header value).
 */
export function parseScanConfig(text: string, label: string): ScanConfig {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const error = doc.errors[0];
    const { line } = lineCounter.linePos(error.pos[0]);
    throw new GateError('config_invalid', `${label}: line ${line}: invalid YAML: ${error.message.split('\n')[0]}`);
  }
  let data: unknown;
  try {
    // Aliases expand here; the parser refuses an alias bomb (too many alias expansions) by throwing.
    data = doc.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (error) {
    throw new GateError('config_invalid', `${label}: invalid YAML: ${(error as Error).message.split('\n')[0]}`, { cause: error });
  }
  const fail = (pointer: string, reason: string): never => {
    const line = lineOfPointer(doc, lineCounter, pointer);
    throw new GateError('config_invalid', `${label}: ${where(data, pointer)}${line === undefined ? '' : ` (line ${line})`}: ${reason}`);
  };
  if (!validate(data)) {
    const error = pickError(validate.errors ?? []);
    fail(errorPointer(error), describe(error));
  }
  const raw = data as {
    servers?: ScanServerConfig[]; concurrency?: number; failOn?: ScanConfig['failOn']; timeout?: number;
    client?: string; lockfileDir?: string; overrides?: ScanConfig['overrides'];
  };
  if (raw.servers === undefined && raw.client === undefined) {
    const shape = configShape(data);
    if (shape === 'vscode' || shape === 'mcpServers') {
      throw new GateError('config_invalid', `${label}: is an MCP client config; scan reads it from a file (scan --config ${label})`);
    }
    throw new GateError('config_invalid', `${label}: unknown shape: ${EXPECTED_SHAPES}`);
  }
  checkServers(raw.servers ?? [], fail);
  return {
    servers: raw.servers ?? [],
    concurrency: raw.concurrency ?? DEFAULT_SCAN_CONCURRENCY,
    ...(raw.failOn !== undefined ? { failOn: raw.failOn } : {}),
    timeout: raw.timeout ?? DEFAULT_SCAN_TIMEOUT_MS,
    source: label,
    ...(raw.client !== undefined ? { clientFile: raw.client } : {}),
    ...(raw.lockfileDir !== undefined ? { lockfileDir: raw.lockfileDir } : {}),
    ...(raw.overrides !== undefined ? { overrides: raw.overrides } : {}),
  };
}

/** What the schema cannot say: unique names, command lines a shell would be needed for, reference syntax. */
function checkServers(servers: ScanServerConfig[], fail: (pointer: string, reason: string) => never): void {
  const seen = new Map<string, number>();
  servers.forEach((server, index) => {
    const at = `/servers/${index}`;
    const first = seen.get(server.name);
    if (first !== undefined) fail(`${at}/name`, `duplicate server name "${server.name}" (also servers[${first}]); names must be unique`);
    seen.set(server.name, index);
    for (const key of ['command', 'start'] as const) {
      const line = server[key];
      if (line === undefined) continue;
      try {
        splitCommandLine(line, key);
      } catch (error) {
        if (error instanceof GateError) fail(`${at}/${key}`, error.message);
        throw error;
      }
    }
    for (const section of ['env', 'headers'] as const) {
      for (const [key, value] of Object.entries(server[section] ?? {})) {
        if (referencedVariables(value) === undefined) fail(`${at}/${section}/${escapePointerToken(key)}`, MALFORMED_REFERENCE);
      }
    }
  });
}

/** `/servers/1/env` plus the server's name when the pointer is inside a named server. */
function where(data: unknown, pointer: string): string {
  const [top, index] = pointerTokens(pointer);
  const servers = (data as { servers?: unknown } | null)?.servers;
  const name = top === 'servers' && index !== undefined && Array.isArray(servers) ? (servers[Number(index)] as { name?: unknown })?.name : undefined;
  const shown = pointer || '(top level)';
  return typeof name === 'string' && /^[\w.-]{1,100}$/.test(name) ? `server "${name}": ${shown}` : shown;
}

/**
 * The most useful error: an unknown key first (a typo is the cause of the rest), then value errors,
 * then a failed oneOf (over the `required` noise of its branches) or a missing key.
 */
function pickError(errors: ErrorObject[]): ErrorObject {
  const oneOfPaths = new Set(errors.filter((e) => e.keyword === 'oneOf').map((e) => e.instancePath));
  const useful = errors.filter(
    (e) =>
      !(e.keyword === 'required' && oneOfPaths.has(e.instancePath) && e.schemaPath.includes('/oneOf/')) &&
      // A bad key name comes twice: as the pattern that failed and as propertyNames, which names the key.
      e.propertyName === undefined,
  );
  const rank = (e: ErrorObject) => (e.keyword === 'additionalProperties' ? 0 : e.keyword === 'required' || e.keyword === 'oneOf' ? 2 : 1);
  return [...useful].sort((a, b) => rank(a) - rank(b))[0] ?? errors[0];
}

function errorPointer(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `${error.instancePath}/${escapePointerToken(String(params.additionalProperty))}`;
    case 'required':
      return `${error.instancePath}/${escapePointerToken(String(params.missingProperty))}`;
    case 'dependencies':
      return `${error.instancePath}/${escapePointerToken(String(params.property))}`;
    case 'propertyNames':
      return `${error.instancePath}/${escapePointerToken(String(params.propertyName))}`;
    default:
      return error.instancePath;
  }
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `unknown key "${String(params.additionalProperty)}"`;
    case 'required':
      return 'is required';
    case 'oneOf':
      return params.passingSchemas === null
        ? 'needs a "command" (stdio server) or a "url" (HTTP server)'
        : 'give exactly one of "command" or "url", not both';
    case 'dependencies':
      return params.property === 'overrides'
        ? '"overrides" needs "client" (it gives options to the servers of a client config)'
        : `"${String(params.property)}" needs "url" (it only applies to an HTTP server)`;
    case 'propertyNames':
      return error.instancePath.endsWith('/headers') ? 'is not a valid HTTP header name' : 'is not a valid environment variable name';
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'pattern':
      if (error.instancePath.endsWith('/name')) return 'must be 1-100 letters, digits, ".", "_" or "-", starting with a letter or digit';
      if (error.instancePath.endsWith('/url')) return 'must be an http:// or https:// URL';
      return `must match ${String(params.pattern)}`;
    case 'type':
      return `must be ${String(params.type)}`;
    default:
      return error.message ?? 'is invalid';
  }
}

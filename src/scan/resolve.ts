import path from 'node:path';
import { splitCommandLine } from '../core/commandLine.js';
import type { LaunchOptions } from '../launch/types.js';
import type { FailOn } from '../policy/types.js';
import { GateError } from '../errors.js';
import { expandClientValue, SkipServer } from './clientVariables.js';
import { expandReferences } from './references.js';
import type { ScanConfig, ScanServerConfig } from './types.js';

/** Everything needed to check one server, with paths absolute and `${VAR}` references expanded. */
export interface ResolvedScanServer {
  name: string;
  lockName: string;
  launch: LaunchOptions;
  lockfilePath: string;
  /** Relative to the config folder, `/` separators: how reports name the lockfile. */
  lockfileLabel: string;
  policyPath?: string;
  failOn?: FailOn;
}

/** Default lockfile folder of a scan config's servers; a client config's are in CLIENT_LOCKFILE_DIR beside it. */
export const SCAN_LOCKFILE_DIR = 'locks';
export const CLIENT_LOCKFILE_DIR = 'mcp-locks';

export function defaultLockfile(name: string, dir = SCAN_LOCKFILE_DIR): string {
  return `${dir}/${name}.lock.json`;
}

export interface ResolveOptions {
  configDir: string;
  env: Record<string, string | undefined>;
  /** `${input:ID}` values (client configs). */
  inputs?: Record<string, string>;
  /** Absolute folder of the default lockfiles (`--lockfile-dir`). */
  lockfileDir?: string;
}

/**
 * Resolves one server; a missing variable is GateError('config_invalid') naming the server and
 * variable. A client-config server that cannot be started unattended (an `${input:…}` with no
 * value, `disabled`, an `envFile`) throws SkipServer with the reason.
 */
export function resolveScanServer(server: ScanServerConfig, config: ScanConfig, options: ResolveOptions): ResolvedScanServer {
  return server.client !== undefined ? resolveClientServer(server, config, options) : resolveConfiguredServer(server, config, options);
}

/** The lockfile of a server: its own `lockfile` (relative to the config folder), else `<dir>/<lockName>.lock.json`. */
/** What every server of a scan resolves to, whichever kind of config named it. */
function resolvedServer(server: ScanServerConfig, config: ScanConfig, options: ResolveOptions, launch: LaunchOptions): ResolvedScanServer {
  const failOn = server.failOn ?? config.failOn;
  return {
    name: server.name,
    lockName: server.lockName ?? server.name,
    launch,
    ...lockfileOf(server, config, options),
    ...(server.policy !== undefined ? { policyPath: path.resolve(options.configDir, server.policy) } : {}),
    ...(failOn !== undefined ? { failOn } : {}),
  };
}

export function lockfileOf(server: ScanServerConfig, config: ScanConfig, options: ResolveOptions): { lockfilePath: string; lockfileLabel: string } {
  const base = `${server.lockName ?? server.name}.lock.json`;
  const dir = config.lockfileDir ?? SCAN_LOCKFILE_DIR;
  const lockfilePath =
    server.lockfile !== undefined
      ? path.resolve(options.configDir, server.lockfile)
      : path.join(options.lockfileDir ?? path.resolve(options.configDir, dir), base);
  return { lockfilePath, lockfileLabel: path.relative(options.configDir, lockfilePath).split(path.sep).join('/') };
}

function resolveClientServer(server: ScanServerConfig, config: ScanConfig, options: ResolveOptions): ResolvedScanServer {
  const entry = server.client!;
  const client = config.client!;
  if (entry.disabled) throw new SkipServer('"disabled": true in the client config');
  if (entry.envFile !== undefined) throw new SkipServer('"envFile" is not read by the gate (give the variables in the scan\'s environment and "env" instead)');
  // Input values are secrets by default (VS Code's `password: true` is common): hidden wherever echoed.
  const secrets = new Map<string, string>();
  const context = (field: string) => ({
    onInput: (id: string, value: string) => secrets.set(value, `input ${id}`),
    file: client.file,
    server: server.name,
    field,
    env: options.env,
    inputs: options.inputs ?? {},
    workspaceFolder: client.workspaceFolder,
    inputDescriptions: client.inputs,
  });
  const expandMap = (section: 'env' | 'headers'): Record<string, string> =>
    Object.fromEntries(Object.entries(entry[section] ?? {}).map(([key, value]) => [key, expandClientValue(value, context(`${section}.${key}`))]));
  // Every field is expanded before anything is decided, so a missing input skips the server whatever field it is in.
  const command = entry.command === undefined ? undefined : expandClientValue(entry.command, context('command'));
  const args = (entry.args ?? []).map((arg, index) => expandClientValue(arg, context(`args[${index}]`)));
  const env = expandMap('env');
  const headers = expandMap('headers');
  const cwd = entry.cwd === undefined ? client.workspaceFolder : path.resolve(client.workspaceFolder, expandClientValue(entry.cwd, context('cwd')));
  const url = entry.url === undefined ? undefined : expandClientValue(entry.url, context('url'));
  const launch: LaunchOptions = { timeoutMs: server.timeout ?? config.timeout, cwd, env, headers };
  if (secrets.size > 0) launch.secrets = [...secrets].map(([value, label]) => ({ label, value }));
  if (command !== undefined) {
    // The client runs `command` with `args` as given: no splitting, no shell.
    launch.command = [command, ...args];
    launch.transport = 'stdio';
  } else {
    let parsed: URL;
    try {
      parsed = new URL(url!);
    } catch {
      throw new GateError('config_invalid', `${client.file}: server ${JSON.stringify(server.name)}: url is not a valid URL`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new GateError('config_invalid', `${client.file}: server ${JSON.stringify(server.name)}: url must be http or https, got ${parsed.protocol}`);
    }
    launch.url = url!;
    launch.transport = entry.transport ?? 'http';
  }
  return resolvedServer(server, config, options, launch);
}

function resolveConfiguredServer(server: ScanServerConfig, config: ScanConfig, options: ResolveOptions): ResolvedScanServer {
  const expand = (section: 'env' | 'headers'): Record<string, string> =>
    Object.fromEntries(
      Object.entries(server[section] ?? {}).map(([key, value]) => [
        key,
        expandReferences(value, options.env, { file: config.source, server: server.name, key: `${section}.${key}` }),
      ]),
    );
  const launch: LaunchOptions = {
    timeoutMs: server.timeout ?? config.timeout,
    cwd: path.resolve(options.configDir, server.cwd ?? '.'),
    env: expand('env'),
    headers: expand('headers'),
  };
  const what = `${config.source}: server "${server.name}"`;
  if (server.command !== undefined) {
    launch.command = splitCommandLine(server.command, `${what}: command`);
    launch.transport = 'stdio';
  } else {
    launch.url = server.url!;
    launch.transport = server.transport ?? 'http';
    if (server.start !== undefined) launch.start = splitCommandLine(server.start, `${what}: start`);
  }
  return resolvedServer(server, config, options, launch);
}

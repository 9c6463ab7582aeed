import path from 'node:path';
import { splitCommandLine } from '../core/commandLine.js';
import type { LaunchOptions } from '../launch/types.js';
import type { FailOn } from '../policy/types.js';
import { expandReferences } from './references.js';
import type { ScanConfig, ScanServerConfig } from './types.js';

/** Everything needed to check one server, with paths absolute and `${VAR}` references expanded. */
export interface ResolvedScanServer {
  name: string;
  launch: LaunchOptions;
  lockfilePath: string;
  /** Relative to the config folder, `/` separators: how reports name the lockfile. */
  lockfileLabel: string;
  policyPath?: string;
  failOn?: FailOn;
}

export function defaultLockfile(name: string): string {
  return `locks/${name}.lock.json`;
}

/** Resolves one server; a missing variable is GateError('config_invalid') naming the server and variable. */
export function resolveScanServer(
  server: ScanServerConfig,
  config: ScanConfig,
  options: { configDir: string; env: Record<string, string | undefined> },
): ResolvedScanServer {
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
  const lockfile = server.lockfile ?? defaultLockfile(server.name);
  const lockfilePath = path.resolve(options.configDir, lockfile);
  const failOn = server.failOn ?? config.failOn;
  return {
    name: server.name,
    launch,
    lockfilePath,
    lockfileLabel: path.relative(options.configDir, lockfilePath).split(path.sep).join('/'),
    ...(server.policy !== undefined ? { policyPath: path.resolve(options.configDir, server.policy) } : {}),
    ...(failOn !== undefined ? { failOn } : {}),
  };
}

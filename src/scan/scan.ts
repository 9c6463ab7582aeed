import { checkServer, lockServer, sourceOfLaunch } from '../core/gate.js';
import { unpinnedSourceMessage } from '../lockfile/source.js';
import { SkipServer } from './clientVariables.js';
import { GateError } from '../errors.js';
import { runPool } from './pool.js';
import { lockfileOf, resolveScanServer, type ResolvedScanServer } from './resolve.js';
import type { ScanConfig, ScanOptions, ScanResult, ScanServerResult, ScanVerdict } from './types.js';

/**
 * Server names in config order, for a workflow matrix (`scan --list` prints them as JSON): each
 * server's lockfile name, which is its name unless that is not a safe file or artifact name
 * (`acme/docs` -> `acme-docs-<hash>`); `--only` takes either form.
 */
export function listScanServers(config: ScanConfig): string[] {
  return config.servers.map((server) => server.lockName ?? server.name);
}

/** The servers `only` selects (by name or lockfile name), in config order; an unknown name is a usage error. */
export function selectScanServers(config: ScanConfig, only: readonly string[] | undefined): ScanConfig['servers'] {
  if (only === undefined || only.length === 0) return config.servers;
  const matches = (server: ScanConfig['servers'][number], name: string) => server.name === name || server.lockName === name;
  const unknown = only.filter((name) => !config.servers.some((server) => matches(server, name)));
  if (unknown.length > 0) {
    throw new GateError(
      'usage',
      `--only: no server named ${unknown.map((name) => JSON.stringify(name)).join(', ')} in ${config.source}; known: ${listScanServers(config).join(', ')}`,
    );
  }
  return config.servers.filter((server) => only.some((name) => matches(server, name)));
}

/**
 * Checks (or, with `update`, re-locks) each selected server, at most `config.concurrency` at a
 * time. Every selected server is resolved first, so a config error (e.g. an unset variable) fails
 * the whole scan before any server runs; after that, one server's failure never stops the others.
 */
export async function scanServers(config: ScanConfig, options: ScanOptions): Promise<ScanResult> {
  const env = options.env ?? process.env;
  const resolveOptions = {
    configDir: options.configDir,
    env,
    ...(options.inputs !== undefined ? { inputs: options.inputs } : {}),
    ...(options.lockfileDir !== undefined ? { lockfileDir: options.lockfileDir } : {}),
  };
  const resolved = selectScanServers(config, options.only).map((server): ResolvedScanServer | ScanServerResult => {
    try {
      return resolveScanServer(server, config, resolveOptions);
    } catch (error) {
      if (!(error instanceof SkipServer)) throw error;
      // Never silent: the result says which server and why, in every report format.
      const { lockfileLabel } = lockfileOf(server, config, resolveOptions);
      return { name: server.name, lockName: server.lockName ?? server.name, status: 'skipped', lockfile: lockfileLabel, skipped: { reason: error.reason } };
    }
  });
  const servers = await runPool(resolved, config.concurrency, async (server) => {
    if ('status' in server) {
      options.onEvent?.({ type: 'end', name: server.name, status: server.status });
      return server;
    }
    options.onEvent?.({ type: 'start', name: server.name });
    const result = await scanOne(server, options);
    options.onEvent?.({ type: 'end', name: server.name, status: result.status });
    return result;
  });
  return { verdict: scanVerdict(servers, options.update === true), servers };
}

/** error > fail > pass (or updated, with `update`); a skipped server is reported, not counted. */
export function scanVerdict(servers: readonly Pick<ScanServerResult, 'status'>[], update: boolean): ScanVerdict {
  if (servers.some((server) => server.status === 'error')) return 'error';
  if (servers.some((server) => server.status === 'fail')) return 'fail';
  return update ? 'updated' : 'pass';
}

/** Exit code of a scan: 2 when any server errored, 1 on drift, else 0. */
export function scanExitCode(result: Pick<ScanResult, 'verdict'>): 0 | 1 | 2 {
  return result.verdict === 'error' ? 2 : result.verdict === 'fail' ? 1 : 0;
}

async function scanOne(server: ResolvedScanServer, options: ScanOptions): Promise<ScanServerResult> {
  const source = sourceOfLaunch(server.launch);
  const note = source === undefined ? undefined : unpinnedSourceMessage(source);
  const base = { name: server.name, lockName: server.lockName, lockfile: server.lockfileLabel, ...(note !== undefined ? { notes: [note] } : {}) };
  try {
    if (options.update) {
      const { lockfile } = await lockServer(server.launch, server.lockfilePath);
      const count = (section: Record<string, unknown>) => Object.keys(section).length;
      return {
        ...base,
        status: 'updated',
        locked: {
          tools: count(lockfile.tools),
          prompts: count(lockfile.prompts),
          resources: count(lockfile.resources),
          resourceTemplates: count(lockfile.resourceTemplates),
        },
      };
    }
    const { report } = await checkServer({
      launch: server.launch,
      lockfilePath: server.lockfilePath,
      configDir: options.configDir,
      ...(server.policyPath !== undefined ? { configPath: server.policyPath } : {}),
      ...(server.failOn !== undefined ? { failOn: server.failOn } : {}),
      ...(options.now !== undefined ? { now: options.now } : {}),
    });
    return { ...base, status: report.verdict, report: { ...report, lockfile: server.lockfileLabel } };
  } catch (error) {
    // Operational failures of one server are its result, not the scan's: the others still run.
    const described =
      error instanceof GateError
        ? { code: error.code, message: error.message }
        : { code: 'internal_error', message: error instanceof Error ? error.message : String(error) };
    return { ...base, status: 'error', error: described };
  }
}

import { mkdir } from 'node:fs/promises';
import { GateError } from '../errors.js';
import path from 'node:path';
import { launchSecrets, launchServer, redactJson, REDACTED, requestRaw } from '../launch/index.js';
import type { LaunchOptions, ServerConnection } from '../launch/types.js';
import { adoptLockedText, normalizeSnapshot, takeSnapshot, thisMachine } from '../snapshot/index.js';
import type { Snapshot } from '../snapshot/types.js';
import { buildLockfile, readLockfile, writeLockfileAtomic } from '../lockfile/index.js';
import { sourceOfCommand } from '../lockfile/source.js';
import type { LockSource, Lockfile } from '../lockfile/types.js';
import { CURRENT_RISK_MODEL, RISK_MODEL_VERSION, assessToolRisk } from '../risk/index.js';
import { diffLockfiles, duplicateDefinitionChanges, findingsToChanges, withStructureTriggers } from '../diff/index.js';
import type { Change } from '../diff/types.js';
import { applyPolicy } from '../policy/apply.js';
import { loadPolicyConfig } from '../policy/load.js';
import type { FailOn } from '../policy/types.js';
import type { CheckReport, ReportSide } from '../report/types.js';
import type { JsonValue } from '../json.js';
import { GATE_VERSION } from '../version.js';
import type { TrustedKey } from '../trust/toolSignature.js';
import { loadTrustedToolKeys, trustFindings } from './trustFindings.js';

/** Boots the server, snapshots it and always shuts it down, whatever happens. */
export async function snapshotServer(launch: LaunchOptions): Promise<Snapshot> {
  const connection = await launchServer(launch);
  try {
    return await snapshotConnection(connection, launch);
  } finally {
    await connection.close();
  }
}

async function snapshotConnection(connection: ServerConnection, launch: LaunchOptions): Promise<Snapshot> {
  const raw = await takeSnapshot(
    {
      initializeResult: connection.initializeResult,
      request: (method, params) => requestRaw(connection, method, params, launch.timeoutMs),
    },
    { timeoutMs: launch.timeoutMs },
  );
  // Paths and host names some servers put into descriptions would make a lockfile differ
  // between a laptop and CI; they are replaced by placeholders.
  const normalized = normalizeSnapshot(raw, thisMachine(launch.cwd));
  return withoutEchoedSecrets(normalized, launch);
}

/**
 * A value given to reach the server (env, header, URL credential) that the server echoes into what
 * it lists would land in the committed lockfile and every report: it is replaced by [redacted]
 * everywhere, and a finding names where it came from (never the value).
 */
function withoutEchoedSecrets(snapshot: Snapshot, launch: LaunchOptions): Snapshot {
  const { value, found } = redactJson(snapshot, launchSecrets(launch));
  if (found.length === 0) return snapshot;
  const findings = found.map((label) => ({
    kind: 'spec_violation' as const,
    capability: { type: 'server' as const, name: 'echoed secret' },
    message: `the server echoed the value of the ${label} into what it lists; it is replaced by ${REDACTED} in the lockfile and every report`,
  }));
  return { ...value, findings: [...value.findings, ...findings] };
}

/**
 * The live lockfile. `reuse`: the lockfile being checked; entries whose definitions are identical
 * are taken from it as they are (see BuildLockfileOptions.reuse).
 */
export function lockfileFromSnapshot(snapshot: Snapshot, reuse?: Lockfile, source?: LockSource): Lockfile {
  return buildLockfile(snapshot, {
    generatorVersion: GATE_VERSION,
    assessRisk: assessToolRisk,
    riskModel: RISK_MODEL_VERSION,
    ...(reuse !== undefined ? { reuse } : {}),
    ...(source !== undefined ? { source } : {}),
  });
}

/** Issue 24: the package, image or program the server is started from (a URL alone names none). */
export function sourceOfLaunch(launch: LaunchOptions): LockSource | undefined {
  const command = launch.command ?? launch.start;
  return command === undefined ? undefined : sourceOfCommand(command);
}

export interface LockResult {
  lockfile: Lockfile;
  snapshot: Snapshot;
}

/** Snapshots the server and writes the lockfile atomically: nothing is written unless the snapshot succeeded. */
export async function lockServer(launch: LaunchOptions, lockfilePath: string): Promise<LockResult> {
  // Before any server code runs: a parent path that is a file fails here, naming the lockfile.
  await mkdir(path.dirname(lockfilePath), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    throw new GateError('io_error', `cannot create the folder of lockfile ${lockfilePath}: ${error.code ?? error.message} (is a parent path a file?)`, { cause: error });
  });
  const snapshot = await snapshotServer(launch);
  const lockfile = lockfileFromSnapshot(snapshot, undefined, sourceOfLaunch(launch));
  await writeLockfileAtomic(lockfilePath, lockfile);
  return { lockfile, snapshot };
}

export interface CheckOptions {
  launch: LaunchOptions;
  lockfilePath: string;
  /** Overrides the config file's failOn. */
  failOn?: FailOn;
  /** Explicit policy file; otherwise `.mcp-drift-gate.yml` in `configDir` if present. */
  configPath?: string;
  configDir: string;
  now?: Date;
  /**
   * Release gating: fail on any difference at all from the lockfile, whatever its severity, and
   * ignore acceptances and enforcement modes. "Any difference" is a different fingerprint (it
   * covers everything locked) or a listed item the server's signature does not declare.
   */
  exact?: boolean;
}

export interface CheckResult {
  report: CheckReport;
  live: Lockfile;
  snapshot: Snapshot;
}

/**
 * Compares the live server with the lockfile. The server is started (and, once it answers, listed)
 * first, and the lockfile and the policy are read while it boots; a bad one still fails (exit 2)
 * with the server killed without waiting for it. The lockfile is only ever read here. The server is shut down in the
 * background while the live lockfile is built and diffed, and is gone before this returns.
 */
export async function checkServer(options: CheckOptions): Promise<CheckResult> {
  const startup = new AbortController();
  const launching = launchServer({ ...options.launch, signal: startup.signal });
  // The snapshot starts as soon as the handshake is done; it only lists definitions.
  const snapshotting = launching.then((connection) => snapshotConnection(connection, options.launch));
  snapshotting.catch(() => {}); // awaited below; an early rejection must not count as unhandled
  let inputs: Awaited<ReturnType<typeof readCheckInputs>>;
  try {
    inputs = await readCheckInputs(options);
  } catch (error) {
    startup.abort(error);
    await launching.then((connection) => connection.close(), () => {});
    throw error;
  }
  const { locked, config, trustedToolKeys } = inputs;
  const connection = await launching;
  let closing: Promise<void> | undefined;
  try {
    const snapshot = await snapshotting.finally(() => {
      closing = connection.close();
    });
    // Text normalized on one machine and kept on the other (TMPDIR=/tmp, cwd /app) is the same text.
    const matched = adoptLockedText(snapshot, locked, thisMachine(options.launch.cwd));
    return compareWithLockfile(options, locked, matched, config, trustedToolKeys);
  } finally {
    await (closing ?? connection.close());
  }
}

/**
 * The lockfile (syntax, version, schema; a file not sealed as `lock` wrote it, and every file under
 * `exact`, has every digest and risk derived again: verify is where a forged seal fails), the
 * policy and its trusted keys.
 */
async function readCheckInputs(options: CheckOptions) {
  const locked = await readLockfile(options.lockfilePath, { integrity: options.exact === true, riskModel: CURRENT_RISK_MODEL });
  const config = await loadPolicyConfig(options.configPath, options.configDir);
  const policyDir = options.configPath ? path.dirname(options.configPath) : options.configDir;
  const trustedToolKeys = await loadTrustedToolKeys(config.trustedToolKeys, policyDir);
  return { locked, config, trustedToolKeys };
}

function compareWithLockfile(
  options: CheckOptions,
  locked: Lockfile,
  snapshot: Snapshot,
  config: Awaited<ReturnType<typeof loadPolicyConfig>>,
  trustedToolKeys: readonly TrustedKey[],
): CheckResult {
  const live = lockfileFromSnapshot(snapshot, locked, sourceOfLaunch(options.launch));
  const policy = options.exact
    ? { ...config, failOn: 'safe' as const, accept: [], enforcement: { mismatch: 'block' as const, unknown: 'block' as const } }
    : options.failOn ? { ...config, failOn: options.failOn } : config;
  const report = compareLockfiles(locked, live, snapshot, { config: policy, lockfileLabel: options.lockfilePath, now: options.now ?? new Date(), trustedToolKeys });
  if (options.exact) {
    const differs = locked.fingerprint !== live.fingerprint || report.changes.some((c) => c.kind === 'signature_violation');
    report.verdict = differs ? 'fail' : 'pass';
    if (!differs) {
      // Equal fingerprints: what is left are findings about the server (spec violations), not
      // differences from the lockfile; shown, marked so, and not counted, so counts match the verdict.
      report.changes = report.changes.map((c) => (c.accepted ? c : { ...c, accepted: { reason: 'a finding, not a difference from the lockfile (verify compares fingerprints)' } }));
      report.counts = { critical: 0, warning: 0, info: 0, safe: 0 };
    }
  }
  return { report, live, snapshot };
}

export function compareLockfiles(
  locked: Lockfile,
  live: Lockfile,
  snapshot: Snapshot,
  options: { config: Parameters<typeof applyPolicy>[1]; lockfileLabel: string; now: Date; trustedToolKeys?: readonly TrustedKey[] },
): CheckReport {
  const trustedToolKeys = options.trustedToolKeys ?? [];
  const changes = [
    ...diffLockfiles(locked, live, { trustedToolKeys }),
    ...duplicateDefinitionChanges(locked, live),
    ...findingsToChanges(snapshot.findings),
    ...trustFindings(live, { trustedToolKeys, requireSignedTools: options.config.requireSignedTools ?? false }),
  ];
  const policy = applyPolicy(changes, options.config, options.now);
  return {
    reportVersion: 1,
    verdict: policy.verdict,
    failOn: policy.failOn,
    counts: policy.counts,
    mode: live.mode,
    server: { name: live.server.name, ...(live.server.version !== undefined ? { version: live.server.version } : {}) },
    locked: reportSide(locked),
    live: reportSide(live),
    lockfile: options.lockfileLabel,
    // Policy may raise a change's severity and trust findings come from outside the diff: the report's
    // critical and warning changes all carry a trigger (issue 21), whatever set their severity.
    changes: withStructureTriggers(policy.changes),
    tools: Object.entries(live.tools).map(([name, entry]) => ({ name, risk: entry.risk.level, reasons: entry.risk.reasons })),
    definitions: definitionsOfChanged(policy.changes, locked, live),
    ...(policy.staleAcceptances.length > 0 && {
      staleAcceptances: policy.staleAcceptances.map((entry) => ({ id: entry.id, reason: entry.reason, ...(entry.expires !== undefined && { expires: entry.expires }) })),
    }),
  };
}

/** One side of the report header (issue 24): serverInfo name and version, and the source when known. */
function reportSide(lock: Lockfile): ReportSide {
  return {
    name: lock.server.name,
    ...(lock.server.version !== undefined ? { version: lock.server.version } : {}),
    ...(lock.source !== undefined ? { source: { ...lock.source } } : {}),
  };
}

const SECTION = { tool: 'tools', prompt: 'prompts', resource: 'resources', resourceTemplate: 'resourceTemplates' } as const;

/** Old and new definitions of each changed capability, for the per-row diffs of the markdown report. */
function definitionsOfChanged(changes: Change[], locked: Lockfile, live: Lockfile): CheckReport['definitions'] {
  const out: CheckReport['definitions'] = {};
  for (const change of changes) {
    const { type, name } = change.capability;
    const key = `${type}:${name}`;
    if (key in out) continue;
    if (change.rule === 'duplicate_definition' && Array.isArray(change.after)) {
      // The evidence: the first two definitions listed under the name, side by side.
      out[key] = withDefined(change.after[0], change.after[1]);
      continue;
    }
    if (type === 'server') {
      const pick = (lock: Lockfile): JsonValue | undefined => serverField(lock, name);
      out[key] = withDefined(pick(locked), pick(live));
      continue;
    }
    const section = SECTION[type];
    out[key] = withDefined(locked[section][name]?.definition, live[section][name]?.definition);
  }
  return out;
}

function serverField(lock: Lockfile, name: string): JsonValue | undefined {
  switch (name) {
    case 'instructions': return lock.instructions;
    case 'capabilities': return lock.capabilities;
    case 'protocolVersion': return lock.server.protocolVersion;
    case 'serverInfo': return lock.server.info;
    case 'mode': return lock.mode;
    default: return undefined;
  }
}

function withDefined(before: JsonValue | undefined, after: JsonValue | undefined): { before?: JsonValue; after?: JsonValue } {
  return { ...(before !== undefined ? { before } : {}), ...(after !== undefined ? { after } : {}) };
}

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { GateError } from '../errors.js';
import { checkServer, lockServer } from '../core/gate.js';
import { parseHeaders, parseKeyValues, splitCommandLine } from '../core/commandLine.js';
import { lockfileLineLocator } from '../core/lockfileLocations.js';
import type { LaunchOptions, TransportKind } from '../launch/types.js';
import type { Change, Severity } from '../diff/types.js';
import type { FailOn } from '../policy/types.js';
import { renderReport, summarizeCounts } from '../report/index.js';

const FAIL_ON = ['critical', 'warning', 'info', 'safe', 'none'] as const;
/** GitHub shows at most 10 workflow-command annotations per level per step. */
const ANNOTATIONS_PER_LEVEL = 10;

function choice<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
  const value = core.getInput(name) || fallback;
  if (!(allowed as readonly string[]).includes(value)) throw new GateError('usage', `input ${name} must be one of ${allowed.join(', ')}, got "${value}"`);
  return value as T;
}

/** Reads the action's inputs. Nothing here, or anywhere, passes an input through a shell. */
function readInputs() {
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const workingDirectory = path.resolve(workspace, core.getInput('working-directory') || '.');
  const env = parseKeyValues(core.getMultilineInput('env'), 'input env');
  const headers = parseHeaders(core.getMultilineInput('headers'));
  // Values may be secrets: masked before anything could print them.
  for (const value of [...Object.values(env), ...Object.values(headers)]) if (value) core.setSecret(value);
  const timeoutMs = Number(core.getInput('timeout') || '30000');
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new GateError('usage', 'input timeout must be a positive whole number of milliseconds');
  const command = core.getInput('command');
  const url = core.getInput('url');
  const start = core.getInput('start');
  if (Boolean(command) === Boolean(url)) throw new GateError('usage', 'set exactly one of the inputs command or url');
  if (start && !url) throw new GateError('usage', 'input start needs input url');
  const launch: LaunchOptions = { timeoutMs, env, headers, cwd: workingDirectory };
  if (command) {
    launch.command = splitCommandLine(command, 'input command');
    launch.transport = 'stdio';
  } else {
    launch.url = url;
    launch.transport = choice<TransportKind>('transport', ['http', 'sse'], 'http');
    if (start) launch.start = splitCommandLine(start, 'input start');
  }
  const failOnInput = core.getInput('fail-on');
  return {
    workspace,
    launch,
    lockfile: core.getInput('lockfile') || 'mcp.lock.json',
    mode: choice('mode', ['check', 'update'] as const, 'check'),
    failOn: failOnInput ? choice<FailOn>('fail-on', FAIL_ON, 'critical') : undefined,
    config: core.getInput('config') || undefined,
  };
}

const LEVEL: Record<Severity, 'error' | 'warning' | 'notice' | undefined> = { critical: 'error', warning: 'warning', info: 'notice', safe: undefined };

/** Workflow-command annotations on the lockfile line of each changed entry, worst first, within GitHub's limit. */
function annotate(changes: Change[], lockfileRel: string, lockfileText: string | undefined): number {
  const lineOf = lockfileText ? lockfileLineLocator(lockfileText) : () => 1;
  const used = { error: 0, warning: 0, notice: 0 };
  let skipped = 0;
  for (const change of changes) {
    const level = LEVEL[change.severity];
    if (!level || change.accepted) continue;
    if (used[level] >= ANNOTATIONS_PER_LEVEL) {
      skipped++;
      continue;
    }
    used[level]++;
    core[level](change.message, {
      title: `MCP drift: ${change.rule} (${change.severity})`,
      file: lockfileRel,
      startLine: lineOf(change),
    });
  }
  return skipped;
}

export async function run(): Promise<void> {
  try {
    const inputs = readInputs();
    const lockfilePath = path.resolve(inputs.workspace, inputs.lockfile);
    const lockfileRel = path.relative(inputs.workspace, lockfilePath).split(path.sep).join('/');
    if (inputs.mode === 'update') {
      const { lockfile } = await lockServer(inputs.launch, lockfilePath);
      core.info(`wrote ${lockfileRel}: ${Object.keys(lockfile.tools).length} tools (${lockfile.mode})`);
      core.setOutput('verdict', 'updated');
      return;
    }
    const lockfileText = await readFile(lockfilePath, 'utf8').catch(() => undefined);
    const { report } = await checkServer({
      launch: inputs.launch,
      lockfilePath,
      ...(inputs.failOn ? { failOn: inputs.failOn } : {}),
      ...(inputs.config ? { configPath: path.resolve(inputs.workspace, inputs.config) } : {}),
      configDir: inputs.workspace,
    });
    const shown = { ...report, lockfile: lockfileRel };
    const reportPath = path.join(process.env.RUNNER_TEMP ?? inputs.workspace, 'mcp-drift-gate-report.json');
    await writeFile(reportPath, renderReport(shown, 'json'));
    const skipped = annotate(report.changes, lockfileRel, lockfileText);
    let summary = renderReport(shown, 'markdown');
    if (skipped > 0) summary += `\n\n_${skipped} further changes are in the table above but not annotated (GitHub shows at most ${ANNOTATIONS_PER_LEVEL} annotations per level per step)._\n`;
    await core.summary.addRaw(summary).write();
    core.setOutput('verdict', report.verdict);
    for (const severity of ['critical', 'warning', 'info', 'safe'] as const) core.setOutput(severity, String(report.counts[severity]));
    core.setOutput('report', reportPath);
    if (report.verdict === 'fail') core.setFailed(`MCP drift at or above ${report.failOn}: ${summarizeCounts(report.counts)}`);
    else core.info(`MCP drift gate passed: ${summarizeCounts(report.counts)}`);
  } catch (error) {
    core.setOutput('verdict', 'error');
    const message = error instanceof GateError ? `${error.code}: ${error.message}` : String((error as Error)?.stack ?? error);
    core.setFailed(`mcp-drift-gate could not run: ${message}`);
  }
}

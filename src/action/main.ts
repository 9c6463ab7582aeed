import { realpath, writeFile } from 'node:fs/promises';
import { FILE_LIMITS, readRegularTextFile } from '../boundedFile.js';
import os from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import { GateError } from '../errors.js';
import { checkServer, lockServer } from '../core/gate.js';
import { parseHeaders, parseKeyValues, parseMaxMessageBytes, parseTimeoutMs, splitCommandLine } from '../core/commandLine.js';
import type { LaunchOptions, TransportKind } from '../launch/types.js';
import { launchSecrets } from '../launch/redact.js';
import { escapeMarkdownInline, sanitizeTerminal } from '../report/escape.js';
import type { Severity } from '../diff/types.js';
import type { FailOn } from '../policy/types.js';
import { renderMarkdown, renderReport, summarizeCounts } from '../report/index.js';
import type { CheckReport } from '../report/types.js';
import { approveByLabel, approvedChanges } from '../policy/approval.js';
import {
  buildCheckAnnotations, createOctokit, findToolSourceLocations, publishCheckRun, renderCommentBody,
  stickyCommentMarker, upsertStickyComment, WORKFLOW_ANNOTATIONS_PER_LEVEL, workflowAnnotations, type SourceLocation,
} from '../github/index.js';
import { readRunContext, type RunContext } from './context.js';
import { CONFIG_FILE_NAMES } from '../policy/load.js';

const FAIL_ON = ['critical', 'warning', 'info', 'safe', 'none'] as const;
/** GitHub's job summary takes 1 MiB per step (bytes, not characters); a margin for the notes. */
const SUMMARY_MAX_BYTES = 1024 * 1024 - 16 * 1024;

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
  const headers = parseHeaders(core.getMultilineInput('headers'), 'input headers');
  // Values that can be secrets (the one rule of isSecretLike, shared with the CLI's redaction) are
  // masked before anything could print them, URL credentials included.
  for (const secret of launchSecrets({ env, headers, url: core.getInput('url') || undefined })) core.setSecret(secret.value);
  const timeoutMs = parseTimeoutMs(core.getInput('timeout') || '30000', 'input timeout');
  const maxMessageBytes = parseMaxMessageBytes(core.getInput('max-message-bytes'), 'input max-message-bytes');
  const command = core.getInput('command');
  const url = core.getInput('url');
  const start = core.getInput('start');
  if (Boolean(command) === Boolean(url)) throw new GateError('usage', 'set exactly one of the inputs command or url');
  if (start && !url) throw new GateError('usage', 'input start needs input url');
  const launch: LaunchOptions = { timeoutMs, maxMessageBytes, env, headers, cwd: workingDirectory };
  if (command) {
    launch.command = splitCommandLine(command, 'input command');
    launch.transport = 'stdio';
  } else {
    launch.url = url;
    launch.transport = choice<TransportKind>('transport', ['http', 'sse'], 'http');
    if (start) launch.start = splitCommandLine(start, 'input start');
  }
  const failOnInput = core.getInput('fail-on');
  if (failOnInput && core.getInput('mode') === 'verify') {
    throw new GateError('usage', 'input fail-on does not apply to mode verify, which fails on any difference from the lockfile; remove it or use mode check');
  }
  return {
    workspace,
    launch,
    lockfile: core.getInput('lockfile') || 'mcp.lock.json',
    mode: choice('mode', ['check', 'update', 'verify'] as const, 'check'),
    failOn: failOnInput ? choice<FailOn>('fail-on', FAIL_ON, 'critical') : undefined,
    config: core.getInput('config') || undefined,
    token: core.getInput('token'),
    checkRun: booleanInput('check-run', true),
    checkName: core.getInput('check-name') || 'MCP drift',
    comment: booleanInput('comment', true),
    commentAuthor: core.getInput('comment-author') || 'github-actions[bot]',
    approveLabel: core.getInput('approve-label') || 'mcp-drift-approved',
    sarifFile: core.getInput('sarif-file') || undefined,
    trustedKeys: core.getMultilineInput('trusted-keys').map((file) => path.resolve(workspace, file)),
    requireSignature: booleanInput('require-signature', false),
  };
}

function booleanInput(name: string, fallback: boolean): boolean {
  const value = core.getInput(name).trim().toLowerCase();
  if (value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new GateError('usage', `input ${name} must be true or false, got "${value}"`);
}

/**
 * Workflow-command annotations (no token to write a check run): see workflowAnnotations. Returns
 * how many changes got none.
 */
function annotate(report: CheckReport, lockfileRel: string, lockfileText: string | undefined, sourceLocations: Map<string, SourceLocation>): number {
  const { annotations, skipped } = workflowAnnotations(report, { lockfilePath: lockfileRel, ...(lockfileText !== undefined ? { lockfileText } : {}), sourceLocations });
  for (const annotation of annotations) {
    // Server text in the message: no raw ESC or other control may reach the runner's log.
    core[annotation.level](sanitizeTerminal(annotation.message), { title: sanitizeTerminal(annotation.title), file: annotation.file, startLine: annotation.line });
  }
  return skipped;
}

type Inputs = ReturnType<typeof readInputs>;

/** The job summary: the markdown report with every tool's risk, kept by priority within `maxBytes` UTF-8 bytes. */
export function summaryWithin(report: CheckReport, maxBytes: number): string {
  return renderMarkdown(report, { maxLength: maxBytes, allTools: true, where: 'The JSON report (output `report`) has every change.' });
}

/** Notes may quote server text (tool names): one line, no control characters, before it reaches the log. */
function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
}

/** Source lines that define the changed tools (their names as string literals in tracked files). */
async function sourceLocationsOf(report: CheckReport, inputs: Inputs, lockfileRel: string): Promise<Map<string, SourceLocation>> {
  const names = [...new Set(report.changes.filter((c) => c.capability.type === 'tool').map((c) => c.capability.name))];
  if (names.length === 0) return new Map();
  // Not a git checkout (or git missing): annotations stay on the lockfile only.
  return findToolSourceLocations(inputs.workspace, names, { exclude: [lockfileRel] }).catch(() => new Map());
}

/**
 * Check run and sticky PR comment, when the token may write. A refused write (fork PRs,
 * Dependabot, read-only tokens) never fails the step: it is named in `notes` and the job summary
 * and workflow-command annotations carry the report instead.
 */
async function publishToGitHub(report: CheckReport, inputs: Inputs, context: RunContext, lockfileRel: string, lockfileText: string | undefined, notes: string[]) {
  const published = { annotated: false, checkRunUrl: undefined as string | undefined };
  if (!inputs.token || !context.owner || !context.repo) {
    if (inputs.checkRun || inputs.comment) notes.push('Check run and PR comment skipped: no token or repository in this environment.');
    return published;
  }
  const octokit = createOctokit(inputs.token);
  const { owner, repo } = context;
  if (inputs.checkRun && context.headSha) {
    const sourceLocations = await sourceLocationsOf(report, inputs, lockfileRel);
    const result = await publishCheckRun({
      octokit, owner, repo, headSha: context.headSha, report, name: inputs.checkName,
      annotations: buildCheckAnnotations(report, { lockfilePath: lockfileRel, ...(lockfileText !== undefined ? { lockfileText } : {}), sourceLocations }),
      ...(context.runUrl ? { detailsUrl: context.runUrl } : {}),
    });
    if (result.ok) {
      published.annotated = true;
      published.checkRunUrl = result.htmlUrl;
    } else {
      notes.push(`Check run skipped: ${result.reason}`);
    }
  }
  if (inputs.comment && context.pullRequest) {
    const detailsUrl = published.checkRunUrl ?? context.runUrl;
    const result = await upsertStickyComment({
      octokit, owner, repo, issueNumber: context.pullRequest.number,
      body: renderCommentBody(report, detailsUrl ? { detailsUrl } : {}),
      marker: stickyCommentMarker(lockfileRel),
      ...(detailsUrl ? { detailsUrl } : {}),
      // A clean PR that never drifted gets no comment; one that drifted before is told it is clean now.
      createIfMissing: report.changes.length > 0,
      authorLogin: inputs.commentAuthor,
    });
    if (!result.ok) notes.push(`PR comment skipped: ${result.reason}`);
  }
  return published;
}

/** The real path of `file`, or of its nearest existing ancestor joined with the rest (a file not created yet). */
async function resolveReal(file: string): Promise<string> {
  try {
    return await realpath(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const parent = path.dirname(file);
    if (parent === file) return file;
    return path.join(await resolveReal(parent), path.basename(file));
  }
}

/**
 * Files a pull request controls (lockfile, signature, policy, keys, SARIF target) may be symlinks:
 * one pointing outside the repository would make the gate read (and quote in a parse error) or
 * write files of the runner. Every such path must resolve inside the workspace.
 */
async function confineToWorkspace(workspace: string, files: Array<[what: string, file: string]>): Promise<void> {
  const root = await resolveReal(workspace);
  for (const [what, file] of files) {
    const real = await resolveReal(file);
    const relative = path.relative(root, real);
    if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
      const shown = path.relative(workspace, file).split(path.sep).join('/');
      throw new GateError('usage', `${what} ${shown} resolves outside the repository (a symlink?); refusing to use it`);
    }
  }
}

/** Every run leaves a job summary saying what happened (the log says nothing outside a runner). */
async function writeSummary(markdown: string): Promise<void> {
  if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(markdown).write();
}

function setCountOutputs(counts: Record<Severity, number>): void {
  for (const severity of ['critical', 'warning', 'info', 'safe'] as const) core.setOutput(severity, String(counts[severity]));
}

const NO_COUNTS: Record<Severity, number> = { critical: 0, warning: 0, info: 0, safe: 0 };

export async function run(): Promise<void> {
  try {
    await runGate();
  } catch (error) {
    core.setOutput('verdict', 'error');
    setCountOutputs(NO_COUNTS);
    const message = error instanceof GateError ? `${error.code}: ${error.message}` : String((error as Error)?.stack ?? error);
    // Lines kept (the runner encodes them into one command); controls such as ESC escaped.
    const shown = message.split(/\r\n|\r|\n/).map(sanitizeTerminal);
    await writeSummary(`## MCP drift: error\n\nThe gate could not run, so nothing was compared:\n\n${codeBlock(shown.join('\n'))}\n`).catch(() => {});
    core.setFailed(`mcp-drift-gate could not run: ${shown.join('\n')}`);
  }
}

/** Text in a fenced block no content can close. */
function codeBlock(text: string): string {
  const fence = '`'.repeat(Math.max(3, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length + 1)));
  return `${fence}text\n${text}\n${fence}`;
}

async function runGate(): Promise<void> {
  const inputs = readInputs();
  const lockfilePath = path.resolve(inputs.workspace, inputs.lockfile);
  const lockfileRel = path.relative(inputs.workspace, lockfilePath).split(path.sep).join('/');
  const configPath = inputs.config ? path.resolve(inputs.workspace, inputs.config) : undefined;
  await confineToWorkspace(inputs.workspace, [
    ['lockfile', lockfilePath],
    ['lockfile signature', `${lockfilePath}.sig`],
    ...(configPath ? [['config', configPath] as [string, string]] : CONFIG_FILE_NAMES.map((name) => ['config', path.join(inputs.workspace, name)] as [string, string])),
    ...inputs.trustedKeys.map((file) => ['trusted key', file] as [string, string]),
    ...(inputs.sarifFile ? [['sarif-file', path.resolve(inputs.workspace, inputs.sarifFile)] as [string, string]] : []),
  ]);
  if (inputs.mode === 'update') {
    const { lockfile } = await lockServer(inputs.launch, lockfilePath);
    const count = (section: Record<string, unknown>) => Object.keys(section).length;
    const what = `${count(lockfile.tools)} tools, ${count(lockfile.prompts)} prompts, ${count(lockfile.resources)} resources, ${count(lockfile.resourceTemplates)} resource templates (${lockfile.mode})`;
    core.info(`wrote ${lockfileRel}: ${what}`);
    await writeSummary(`## MCP drift: lockfile updated\n\nWrote \`${escapeInlineCode(lockfileRel)}\`: ${what}. Nothing was compared (mode update).\n`);
    core.setOutput('verdict', 'updated');
    setCountOutputs(NO_COUNTS);
    return;
  }
  if (inputs.mode === 'verify' && (inputs.requireSignature || inputs.trustedKeys.length > 0)) {
    // Release gating: the lockfile must be signed by a trusted key before the server is compared.
    // Giving trusted keys turns the check on too (as in the CLI): keys that check nothing would mislead.
    if (inputs.trustedKeys.length === 0) throw new GateError('usage', 'require-signature needs input trusted-keys (public key files)');
    const { loadPublicKeys } = await import('../trust/keys.js');
    const { verifyLockfile } = await import('../trust/lockfileSignature.js');
    const signature = await verifyLockfile(lockfilePath, await loadPublicKeys(inputs.trustedKeys));
    core.setOutput('signature', signature.ok ? 'valid' : signature.cause);
    if (!signature.ok) {
      core.setOutput('verdict', 'fail');
      setCountOutputs(NO_COUNTS);
      await writeSummary(`## MCP drift: fail\n\nThe lockfile signature is not acceptable (${signature.cause}): ${escapeMarkdownInline(oneLine(signature.message))}. The server was not compared (mode verify).\n`);
      core.setFailed(`The lockfile signature is not acceptable (${signature.cause}): ${oneLine(signature.message)}`);
      return;
    }
    core.info(`lockfile signature: valid, by ${signature.keyId}`);
  }
  const lockfileText = await readRegularTextFile(lockfilePath, FILE_LIMITS.lockfile).catch(() => undefined);
  const { report: checked } = await checkServer({
    launch: inputs.launch,
    lockfilePath,
    exact: inputs.mode === 'verify',
    ...(inputs.failOn ? { failOn: inputs.failOn } : {}),
    ...(configPath ? { configPath } : {}),
    configDir: inputs.workspace,
  });
  const context = readRunContext();
  const notes: string[] = [];
  let report: CheckReport = { ...checked, lockfile: lockfileRel };
  // Release gating (verify) takes no approval: any difference fails until the lockfile is updated.
  // The label approves only on the run its adding triggered, i.e. the drift a reviewer saw: a
  // label left on the PR does not approve whatever a later push brings.
  if (inputs.mode === 'check' && report.verdict === 'fail' && context.pullRequest?.labels.includes(inputs.approveLabel)) {
    if (context.labelAdded === inputs.approveLabel) {
      const approved = approveByLabel(report, inputs.approveLabel);
      notes.push(`Approved with the label "${inputs.approveLabel}": ${approvedChanges(report, approved).join('; ')}.`);
      report = approved;
    } else {
      notes.push(`The label "${inputs.approveLabel}" is on the pull request but approves only the run its adding triggers; to approve this drift, remove the label and add it again.`);
    }
  }

  const reportPath = path.join(process.env.RUNNER_TEMP ?? os.tmpdir(), 'mcp-drift-gate-report.json');
  await writeFile(reportPath, renderReport(report, 'json'));
  core.setOutput('report', reportPath);
  if (inputs.sarifFile) {
    const sarifPath = path.resolve(inputs.workspace, inputs.sarifFile);
    const sourceLocations = await sourceLocationsOf(report, inputs, lockfileRel);
    await writeFile(sarifPath, renderReport(report, 'sarif', { sarif: { lockfilePath: lockfileRel, ...(lockfileText !== undefined ? { lockfileText } : {}), sourceLocations } }));
    core.setOutput('sarif', sarifPath);
  }

  const published = await publishToGitHub(report, inputs, context, lockfileRel, lockfileText, notes);
  if (published.checkRunUrl) core.setOutput('check-run-url', published.checkRunUrl);
  if (!published.annotated) {
    const skipped = annotate(report, lockfileRel, lockfileText, await sourceLocationsOf(report, inputs, lockfileRel));
    if (skipped > 0) notes.push(`${skipped} further changes are in the table but not annotated (GitHub shows at most ${WORKFLOW_ANNOTATIONS_PER_LEVEL} annotations per level per step).`);
  }
  let summary = summaryWithin(report, SUMMARY_MAX_BYTES);
  if (notes.length > 0) summary += `\n\n${notes.map((note) => `> ${note.replace(/\n/g, ' ')}`).join('\n>\n')}\n`;
  // Outside a runner (e.g. @github/local-action) there is no summary file: the log gets the text
  // report, whose every line starts with the gate's own words (server text at the start of a log
  // line could be read as a workflow command).
  if (process.env.GITHUB_STEP_SUMMARY) await writeSummary(summary);
  else core.info(renderReport(report, 'text'));
  for (const note of notes) core.info(oneLine(note));

  core.setOutput('verdict', report.verdict);
  setCountOutputs(report.counts);
  if (report.verdict === 'fail') {
    const approval = inputs.mode === 'check' ? ` To approve this drift, add the label "${inputs.approveLabel}" to the pull request (and update the lockfile).` : '';
    const what = inputs.mode === 'verify' ? 'The server differs from the lockfile (release gating)' : `MCP drift at or above ${report.failOn}`;
    core.setFailed(`${what}: ${summarizeCounts(report.counts)}.${approval}`);
  } else {
    core.info(`MCP drift gate passed: ${summarizeCounts(report.counts)}`);
  }
}

function escapeInlineCode(text: string): string {
  return text.replace(/[`\r\n]/g, ' ');
}

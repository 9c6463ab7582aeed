import { findRule } from '../diff/catalogue.js';
import type { Change } from '../diff/types.js';
import { summarizeCounts } from '../report/counts.js';
import { byteLength } from '../report/budget.js';
import { codeFence, escapeJsonInvisibles, escapeMarkdownInline as inline } from '../report/escape.js';
import { codeSpan, evidenceBlock, renderMarkdown, triggerMarkdown } from '../report/markdown.js';
import { buildReportModel, type CapabilityView } from '../report/model.js';
import { sidesLinePlain } from '../report/triggers.js';
import type { CheckReport, JsonReport } from '../report/types.js';
import { skipFor } from './client.js';
import type { CheckAnnotation, CheckRunConclusion, CheckRunResult, Octokit } from './types.js';

/** The Checks API limits: output.summary and output.text at 65,535 (counted here in UTF-8 bytes), 50 annotations per request. */
export const CHECK_OUTPUT_MAX = 65_535;
export const ANNOTATIONS_PER_REQUEST = 50;
export const CHECK_RUN_NAME = 'MCP drift';

/** A huge value is clipped (the JSON report has it whole). */
const MAX_VALUE_CHARS = 1_500;

/**
 * failure when the verdict fails; neutral when it passes but critical, warning or info changes
 * remain below fail-on (drift a reviewer should see, shown grey rather than green); success when
 * nothing is left or only safe (cosmetic) changes are.
 */
export function checkRunConclusion(report: Pick<CheckReport, 'verdict' | 'counts'>): CheckRunConclusion {
  if (report.verdict === 'fail') return 'failure';
  const { critical, warning, info } = report.counts;
  return critical + warning + info > 0 ? 'neutral' : 'success';
}

export function checkRunTitle(report: Pick<CheckReport, 'verdict' | 'counts' | 'changes'>): string {
  if (report.changes.length === 0) return 'No drift: the live server matches the lockfile';
  return `${report.verdict === 'fail' ? 'Failed' : 'Passed'}: ${summarizeCounts(report.counts)}`;
}

function jsonBlock(label: string, value: Change['before']): string {
  let json = escapeJsonInvisibles(JSON.stringify(value, null, 2) ?? 'null');
  if (json.length > MAX_VALUE_CHARS) json = `${json.slice(0, MAX_VALUE_CHARS)}\n… (${json.length - MAX_VALUE_CHARS} more characters)`;
  const fence = codeFence(json);
  return `**${label}:**\n\n${fence}json\n${json}\n${fence}`;
}

/**
 * One change in full: critical and warning changes as a section (message, facts, reasons, both
 * values); info and safe ones as a line (their values would crowd out capabilities that matter).
 */
function changeSection(change: Change): string {
  const where = change.pointer ? ` at ${codeSpan(change.pointer)}` : '';
  const accepted = change.accepted
    ? `Accepted: ${inline(change.accepted.reason)}${change.accepted.expires ? ` (until ${inline(change.accepted.expires)})` : ''}`
    : undefined;
  if (change.severity === 'info' || change.severity === 'safe') {
    return `- ${change.severity} ${codeSpan(change.rule)}${where}: ${inline(change.message)}${accepted ? ` — ${accepted}` : ''}`;
  }
  const rule = findRule(change.rule);
  const facts = [
    `fingerprint ${codeSpan(change.id)}`,
    `direction ${change.direction}`,
    ...(change.defaultSeverity === undefined ? [] : [`rule default ${change.defaultSeverity}`]),
    ...(rule ? [] : ['rule not in this gate\'s catalogue']),
  ];
  const lines = [
    `#### ${change.severity}: ${codeSpan(change.rule)}${where}`,
    '',
    inline(change.message),
    '',
    `- ${facts.join(' · ')}`,
    ...change.reasons.map((reason) => `- ${inline(reason)}`),
    ...(accepted ? [`- ${accepted}`] : []),
  ];
  if (change.before !== undefined) lines.push('', jsonBlock('Before', change.before));
  if (change.after !== undefined) lines.push('', jsonBlock('After', change.after));
  return lines.join('\n');
}

/** A capability's section: its heading, evidence, then every change in full, most dangerous first. */
function capabilitySection(view: CapabilityView): string {
  const heading = `### ${view.ref.type} ${codeSpan(view.ref.name)} — ${view.worst}, ${inline(view.why)}`;
  const triggers = view.triggers.length === 0 ? '' : `\n\n${view.triggers.map(triggerMarkdown).join('\n>\n')}`;
  const evidence = view.evidence.length === 0 ? '' : `\n\n${evidenceBlock(view.evidence)}`;
  const full = view.changes.filter((c) => c.change.severity === 'critical' || c.change.severity === 'warning').map((c) => changeSection(c.change));
  const brief = view.changes.filter((c) => c.change.severity === 'info' || c.change.severity === 'safe').map((c) => changeSection(c.change));
  return [`${heading}${triggers}${evidence}`, ...full, ...(brief.length === 0 ? [] : [brief.join('\n')])].join('\n\n');
}

/** output.text and what it left out: whole capability sections, most dangerous first, within `max` bytes. */
export function checkDetails(report: JsonReport, max = CHECK_OUTPUT_MAX): { text: string; kept: number; total: number } {
  if (report.changes.length === 0) return { text: 'No changes.', kept: 0, total: 0 };
  const model = buildReportModel(report);
  const sections = model.capabilities.map(capabilitySection);
  const note = (left: number): string =>
    `> **Note:** ${left} of ${sections.length} capabilities left out to stay under ${max} bytes (the least dangerous); the job summary of the workflow run and the JSON report have every change.`;
  const budget = max - byteLength(note(sections.length)) - byteLength(inline(sidesLinePlain(model.sides, model.removed))) - 4;
  const kept: string[] = [];
  let used = 0;
  let left = 0;
  for (const section of sections) {
    const size = byteLength(section) + 2;
    // Whole sections in danger order: once one does not fit, no less dangerous one is shown.
    if (left > 0 || used + size > budget) {
      left += 1;
      continue;
    }
    kept.push(section);
    used += size;
  }
  // Both sides and the removed capabilities head the details too (they are counted on every surface).
  const head = inline(sidesLinePlain(model.sides, model.removed));
  const text = [head, ...kept].join('\n\n');
  return { text: left === 0 ? text : `${text}\n\n${note(left)}`, kept: kept.length, total: sections.length };
}

/**
 * output.text: every change in full, one section per capability, most dangerous capability
 * first; whole sections only, within `max` UTF-8 bytes. A note names how many capabilities did not
 * fit and where they are (the job summary and JSON report have them all).
 */
export function renderCheckDetails(report: JsonReport, max = CHECK_OUTPUT_MAX): string {
  return checkDetails(report, max).text;
}

/**
 * output.summary: the report within 65,535 bytes. Where the rest is, as it is: the details below
 * (all capabilities, or how many of them when they did not all fit), the job summary and JSON report.
 */
export function renderCheckSummary(report: JsonReport, options: { runUrl?: string } = {}): string {
  const { kept, total } = checkDetails(report);
  const details = kept === total ? 'The check-run details below have every capability in full' : `The check-run details below have the ${kept} most dangerous of ${total} capabilities in full`;
  const where = `${details}${options.runUrl ? `; the [workflow run](${options.runUrl}) job summary and JSON report have every change` : '; the job summary and JSON report have every change'}.`;
  return renderMarkdown(report, { maxLength: CHECK_OUTPUT_MAX, where, details: 'critical' });
}

export interface PublishCheckRunOptions {
  octokit: Octokit;
  owner: string;
  repo: string;
  headSha: string;
  report: CheckReport;
  /** From buildCheckAnnotations; sent 50 per request. */
  annotations: readonly CheckAnnotation[];
  /** Default "MCP drift"; give each lockfile its own name when one workflow gates several servers. */
  name?: string;
  /** Link shown on the check, e.g. the workflow run. */
  detailsUrl?: string;
}

/**
 * Creates a completed check run for `headSha` with the report as its output, then appends further
 * annotation batches with updates (the API appends annotations on each update). Never throws for
 * a GitHub answer: a read-only token or an outage yields `{ ok: false, skipped: 'check run', reason }`.
 */
export async function publishCheckRun(options: PublishCheckRunOptions): Promise<CheckRunResult> {
  const { octokit, owner, repo, report, annotations } = options;
  const output = {
    title: checkRunTitle(report),
    summary: renderCheckSummary(report, options.detailsUrl ? { runUrl: options.detailsUrl } : {}),
    text: renderCheckDetails(report),
  };
  const batches: CheckAnnotation[][] = [];
  for (let start = 0; start < annotations.length; start += ANNOTATIONS_PER_REQUEST) {
    batches.push(annotations.slice(start, start + ANNOTATIONS_PER_REQUEST));
  }
  const conclusion = checkRunConclusion(report);
  let checkRunId: number | undefined;
  try {
    const created = await octokit.rest.checks.create({
      owner,
      repo,
      name: options.name ?? CHECK_RUN_NAME,
      head_sha: options.headSha,
      status: 'completed',
      conclusion,
      completed_at: new Date().toISOString(),
      ...(options.detailsUrl ? { details_url: options.detailsUrl } : {}),
      output: { ...output, ...(batches.length > 0 ? { annotations: batches[0] } : {}) },
    });
    checkRunId = created.data.id;
    for (const batch of batches.slice(1)) {
      await octokit.rest.checks.update({ owner, repo, check_run_id: checkRunId, output: { ...output, annotations: batch } });
    }
    return {
      ok: true,
      checkRunId,
      ...(created.data.html_url ? { htmlUrl: created.data.html_url } : {}),
      conclusion,
      annotations: annotations.length,
      requests: Math.max(1, batches.length),
    };
  } catch (error) {
    const skipped = skipFor('check run', error);
    // The run exists but some annotations are missing: say so rather than pretend nothing was posted.
    return checkRunId === undefined
      ? skipped
      : { ...skipped, reason: `check run ${checkRunId} was created but later annotations were not added: ${skipped.reason}` };
  }
}

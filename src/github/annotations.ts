import { lockfileLineLocator } from '../core/lockfileLocations.js';
import type { Change, Severity } from '../diff/types.js';
import { sanitizeTerminal } from '../report/escape.js';
import { buildReportModel, phraseText, type CapabilityView } from '../report/model.js';
import type { JsonReport } from '../report/types.js';
import { alsoReviewLines, sidesLinePlain, triggerLinePlain } from '../report/triggers.js';
import type { AnnotationOptions, CheckAnnotation } from './types.js';

const LEVEL: Record<Severity, CheckAnnotation['annotation_level'] | undefined> = {
  critical: 'failure',
  warning: 'warning',
  info: 'notice',
  safe: undefined,
};

/** The Checks API caps titles at 255 characters and messages/details at 64 KB; ours stay well under. */
const MAX_TITLE = 255;
const MAX_MESSAGE = 4_000;
const MAX_DETAILS = 16_000;

const clip = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** One annotation's worth of a change: what happened and, for the capability's top change, its evidence. */
export interface AnnotatedChange {
  change: Change;
  title: string;
  message: string;
  details: string;
}

/**
 * The changes that get an annotation (counted, not safe), most dangerous first — the order of the
 * report model, so the annotations GitHub shows first are the ones "review these first" names.
 * The first annotation of a capability carries its evidence in the message.
 */
export function annotatedChanges(report: JsonReport): AnnotatedChange[] {
  const model = buildReportModel(report);
  const out: AnnotatedChange[] = [];
  const byDanger: Array<{ view: CapabilityView; index: number }> = [];
  for (const view of model.capabilities) view.changes.forEach((_, index) => byDanger.push({ view, index }));
  byDanger.sort((a, b) => b.view.changes[b.index].danger - a.view.changes[a.index].danger);
  const evidenced = new Set<string>();
  for (const { view, index } of byDanger) {
    const { change, phrase, triggers } = view.changes[index];
    if (LEVEL[change.severity] === undefined || change.accepted !== undefined) continue;
    const evidence = evidenced.has(view.key)
      ? []
      : view.evidence.flatMap((item) => [`${phraseText(item.label)}:`, ...item.lines.map((line) => `${line.sign} ${line.text}`)]);
    evidenced.add(view.key);
    const subject = `${view.ref.type} ${view.ref.name}`;
    // The first annotation also carries both sides and the removed capabilities, counted.
    const also = out.length === 0 ? alsoReviewLines(model.review, view.key) : [];
    const footer = out.length === 0 ? [sidesLinePlain(model.sides, model.removed)] : [];
    out.push({
      change,
      title: clip(sanitizeTerminal(`MCP drift (${change.severity}, ${change.rule}): ${subject}: ${phraseText(phrase)}`), MAX_TITLE),
      // Server text in a plain-text field: each line's controls and bidi overrides shown as escapes.
      // Trigger first (what fired, quoted), then the message and the evidence.
      message: clip([...triggers.map((t) => `Trigger: ${triggerLinePlain(t)}`), ...also, change.message, ...evidence, ...footer].map(sanitizeTerminal).join('\n'), MAX_MESSAGE),
      details: clip([`rule: ${change.rule}`, ...change.reasons.map((reason) => `- ${sanitizeTerminal(reason)}`), `fingerprint: ${change.id}`].join('\n'), MAX_DETAILS),
    });
  }
  return out;
}

/**
 * Check-run annotations for the changes that count: accepted and safe changes get none. Each
 * points at the lockfile line of the entry it is about; a change to a tool whose source was found
 * gets a second annotation there. Most dangerous first (see annotatedChanges).
 */
export function buildCheckAnnotations(report: JsonReport, options: AnnotationOptions): CheckAnnotation[] {
  const lineOf = options.lockfileText === undefined ? () => 1 : lockfileLineLocator(options.lockfileText);
  const annotations: CheckAnnotation[] = [];
  for (const { change, title, message, details } of annotatedChanges(report)) {
    const level = LEVEL[change.severity]!;
    const line = lineOf(change);
    annotations.push({ path: options.lockfilePath, start_line: line, end_line: line, annotation_level: level, message, title, raw_details: details });
    const source = change.capability.type === 'tool' ? options.sourceLocations?.get(change.capability.name) : undefined;
    if (source) {
      annotations.push({
        path: source.path,
        start_line: source.line,
        end_line: source.line,
        annotation_level: level,
        message: clip(`${message}\n(tool defined here)`, MAX_MESSAGE),
        title,
        raw_details: details,
      });
    }
  }
  return annotations;
}

/** A workflow-command annotation (`::error file=…,line=…::message`), for a run without a token to write a check run. */
export interface WorkflowAnnotation {
  level: 'error' | 'warning' | 'notice';
  title: string;
  message: string;
  file: string;
  line: number;
}

const WORKFLOW_LEVEL: Record<Severity, WorkflowAnnotation['level'] | undefined> = { critical: 'error', warning: 'warning', info: 'notice', safe: undefined };
/** GitHub shows at most 10 workflow-command annotations per level per step. */
export const WORKFLOW_ANNOTATIONS_PER_LEVEL = 10;

/**
 * The fallback annotations when no check run can be written: most dangerous first, on the lockfile
 * line of each changed entry and, for a tool whose source was found, on that source line too,
 * within GitHub's limit per level. A change whose pair does not fit is skipped whole and counted,
 * so a later, smaller one of the same level may still fit.
 */
export function workflowAnnotations(report: JsonReport, options: AnnotationOptions & { perLevel?: number }): { annotations: WorkflowAnnotation[]; skipped: number } {
  const lineOf = options.lockfileText === undefined ? () => 1 : lockfileLineLocator(options.lockfileText);
  const perLevel = options.perLevel ?? WORKFLOW_ANNOTATIONS_PER_LEVEL;
  const used = { error: 0, warning: 0, notice: 0 };
  const annotations: WorkflowAnnotation[] = [];
  let skipped = 0;
  for (const { change, title, message } of annotatedChanges(report)) {
    const level = WORKFLOW_LEVEL[change.severity];
    if (!level) continue;
    const source = change.capability.type === 'tool' ? options.sourceLocations?.get(change.capability.name) : undefined;
    const needed = source ? 2 : 1;
    if (used[level] + needed > perLevel) {
      skipped++;
      continue;
    }
    used[level] += needed;
    annotations.push({ level, title, message, file: options.lockfilePath, line: lineOf(change) });
    if (source) annotations.push({ level, title, message: `${message}\n(tool defined here)`, file: source.path, line: source.line });
  }
  return { annotations, skipped };
}

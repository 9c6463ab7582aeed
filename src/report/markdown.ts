import { GateError } from '../errors.js';
import { SEVERITIES as SEVERITY_ORDER, type Severity } from '../diff/types.js';
import { RISK_LEVELS } from '../risk/types.js';
import { summarizeCounts } from './counts.js';
import { definitionPatch } from './definitionDiff.js';
import { clip, codeFence, escapeMarkdownCell as cell, escapeMarkdownInline as inline, hasHiddenCharacters, sanitizeTerminal } from './escape.js';
import { capabilityTypeLabel } from './labels.js';
import { buildReportModel, foldedIntoPatterns, phraseText, verdictIcon, type CapabilityView, type Evidence, type Phrase, type ReportModel } from './model.js';
import { byteLength, selectWithin, type BudgetItem } from './budget.js';
import type { TriggerView } from './triggers.js';
import type { CheckReport, JsonReport, MarkdownOptions } from './types.js';

/** GitHub rejects comments over 65,536 characters; leave room for a wrapper. Counted in UTF-8 bytes. */
export const DEFAULT_MARKDOWN_MAX_LENGTH = 65_000;

const MAX_NAME_CHARS = 120;
const MAX_PHRASES_IN_ROW = 6;
/** Evidence lines are wrapped so the first screen shows them whole in a 1012 px column. */
const EVIDENCE_WIDTH = 96;

/**
 * An identifier as a code span: nothing inside is markup, so no entity escaping is needed and the
 * row wraps around it. Names a code span cannot hold inertly (backticks, pipes and backslashes,
 * which a table row reads, line breaks, invisible characters) are written as escaped text instead.
 */
export function codeSpan(identifier: string, inCell = false): string {
  const text = clip(identifier, MAX_NAME_CHARS);
  if (/[`|\\]/.test(text) || hasHiddenCharacters(text) || text.trim() === '' || text !== text.trim()) {
    return (inCell ? cell : inline)(text);
  }
  return `\`${text}\``;
}

function phraseMarkdown(phrase: Phrase, inCell = false): string {
  return phrase.map((part) => (typeof part === 'string' ? (inCell ? cell(part) : inline(part)) : codeSpan(part.code, inCell))).join('');
}

function capabilityMarkdown(view: Pick<CapabilityView, 'ref'>, inCell = false): string {
  return `${capabilityTypeLabel(view.ref.type)} ${codeSpan(view.ref.name, inCell)}`;
}

/** For `<summary>` (raw HTML: markdown is not read there). */
function capabilityHtml(view: Pick<CapabilityView, 'ref'>): string {
  return `${capabilityTypeLabel(view.ref.type)} <code>${inline(clip(view.ref.name, MAX_NAME_CHARS))}</code>`;
}

function wrap(text: string, width: number): string[] {
  const chars = Array.from(text);
  if (chars.length <= width) return [text];
  const lines: string[] = [];
  let rest = chars;
  while (rest.length > width) {
    let cut = rest.lastIndexOf(' ', width);
    if (cut < width / 2) cut = width;
    lines.push(rest.slice(0, cut).join('').trimEnd());
    rest = rest.slice(cut).join('').trimStart().split('');
    rest = Array.from(rest.join(''));
  }
  if (rest.length > 0) lines.push(rest.join(''));
  return lines;
}

/** Evidence as one `diff` block: a `@@ label @@` line per item, removed red, added green, facts as context. */
export function evidenceBlock(evidence: readonly Evidence[]): string {
  if (evidence.length === 0) return '';
  const body = evidence
    .flatMap((item) => [
      `@@ ${sanitizeTerminal(phraseText(item.label))} @@`,
      // A context line gets a visible marker, as in the text report: `  ` followed by server text would let it lead the line.
      ...item.lines.flatMap((line) => wrap(sanitizeTerminal(line.text), EVIDENCE_WIDTH).map((part) => `${line.sign === ' ' ? '.' : line.sign} ${part}`)),
    ])
    .join('\n');
  const fence = codeFence(body);
  return `${fence}diff\n${body}\n${fence}`;
}

/**
 * `name@version` as a code span: GitHub links `user@host.tld`-like text as an email address and
 * `@name` as a mention, neither inside a code span. A name a code span cannot hold is escaped text
 * with a zero-width space after the `@`, which breaks both.
 */
function serverSpan(label: string): string {
  const span = codeSpan(label);
  if (span.startsWith('`')) return span;
  return inline(clip(label, MAX_NAME_CHARS)).replace(/@(?!\u200b)/g, '@\u200b');
}

/** How many removed capabilities of each type, with the first names that fit (every surface counts them). */
export const MAX_REMOVED_NAMES = 6;

function removedMarkdown(model: ReportModel): string {
  if (model.removed.length === 0) return '';
  const parts = model.removed.map(({ type, names }) => {
    const shown = names.slice(0, MAX_REMOVED_NAMES).map((name) => codeSpan(name)).join(', ');
    const more = names.length > MAX_REMOVED_NAMES ? `, +${names.length - MAX_REMOVED_NAMES} more` : '';
    return `${names.length} ${capabilityTypeLabel(type)}${names.length === 1 ? '' : 's'} (${shown}${more})`;
  });
  return `**Removed:** ${parts.join('; ')}`;
}

export function headlineMarkdown(model: ReportModel): string {
  const { report, sides } = model;
  const accepted = model.accepted === 0 ? '' : ` (${model.accepted} accepted, not counted)`;
  const stale = staleNote(report);
  const renamed = sides.renamed ? ' (**server renamed**)' : '';
  const removed = removedMarkdown(model);
  return [
    `## ${verdictIcon(model)} MCP drift: ${report.verdict.toUpperCase()} — ${inline(model.why)}`,
    '',
    `${sides.locked === sides.live ? `locked and live **${serverSpan(sides.live)}**` : `locked **${serverSpan(sides.locked)}** → live **${serverSpan(sides.live)}**${renamed}`} · lockfile ${codeSpan(sides.lockfile)}  `,
    `${summarizeCounts(report.counts)}${accepted} · fail-on ${report.failOn} · mode ${report.mode}`,
    ...(removed === '' ? [] : ['', removed]),
    ...(stale === '' ? [] : ['', stale]),
  ].join('\n');
}

function staleNote(report: JsonReport): string {
  const stale = report.staleAcceptances ?? [];
  if (stale.length === 0) return '';
  const list = stale.slice(0, 10).map((entry) => `${codeSpan(entry.id)} (${inline(clip(entry.reason, 200))})`).join(', ');
  return `> **Stale acceptance${stale.length === 1 ? '' : 's'}:** ${stale.length} accepted fingerprint${stale.length === 1 ? ' matches' : 's match'} no change: ${list}${stale.length > 10 ? ', …' : ''}. Remove ${stale.length === 1 ? 'it' : 'them'} from the policy file.`;
}

function riskNote(view: CapabilityView): string {
  if (!view.risk) return '';
  const inferred = view.risk.inferred === undefined ? '' : ` (inferred ${view.risk.inferred})`;
  return ` · risk ${view.risk.risk}${inferred}`;
}

/**
 * A trigger as a quote line: what fired and where, then the sentence with the words that fired in
 * bold (server text escaped, so nothing in it is markup), or the parameter and its class.
 */
export function triggerMarkdown(trigger: TriggerView): string {
  const quote = trigger.parts.map((part) => (part.marked ? markedSpan(part.text) : inline(part.text))).join('');
  const where = trigger.where === undefined ? '' : ` in ${codeSpan(trigger.where)}`;
  return `> **${inline(trigger.label)}**${where}: ${trigger.kind === 'text' ? `“${quote}”` : quote}`;
}

/**
 * The words that fired, as a code span: it marks them whatever the text around them (bold would
 * not close before a letter after punctuation, e.g. `**<IMPORTANT>**Always`), and nothing inside
 * is markup. Words a code span cannot hold inertly are bold escaped text instead.
 */
function markedSpan(text: string): string {
  if (/[`|\\\u0000-\u001f\u007f-\u009f]/.test(text) || text.trim() === '' || text !== text.trim()) return `**${inline(text)}**`;
  return `\`${text}\``;
}

function triggerLines(triggers: readonly TriggerView[]): string {
  return triggers.map(triggerMarkdown).join('\n>\n');
}

/** What matters at a capability's level: with warnings, those, not its info-level edits. */
function reviewChanges(view: CapabilityView): CapabilityView['changes'] {
  const floor = Math.max(SEVERITY_ORDER.indexOf('warning'), SEVERITY_ORDER.indexOf(view.worst));
  return view.changes.filter((c) => c.change.accepted === undefined && SEVERITY_ORDER.indexOf(c.change.severity) <= floor && c.change.severity !== 'safe');
}

/**
 * The review list: an item whose changes are all patterns an earlier item already showed (and
 * that has no quote of its own) is one line pointing there, not the same evidence again.
 */
function reviewItems(model: ReportModel): string[] {
  const shownBy = new Map<number, number>();
  return model.review.map((view, index) => {
    const relevant = reviewChanges(view);
    const patterns = [...new Set(relevant.map((c) => c.pattern))];
    const repeat = relevant.length > 0 && view.triggers.length === 0 && patterns.every((p) => p !== undefined && shownBy.has(p));
    if (repeat) {
      const items = [...new Set(patterns.map((p) => shownBy.get(p!)! + 1))].sort((a, b) => a - b).join(', ');
      const refs = patterns.map((p) => `P${p! + 1}`).join(', ');
      return `**${index + 1}. ${capabilityMarkdown(view)}** — ${inline(view.why)}${riskNote(view)}: the same as ${items} (${refs})`;
    }
    for (const p of patterns) if (p !== undefined && !shownBy.has(p)) shownBy.set(p, index);
    return reviewItem(view, index);
  });
}

function reviewItem(view: CapabilityView, index: number): string {
  const head = `**${index + 1}. ${capabilityMarkdown(view)}** — ${inline(view.why)}${riskNote(view)}`;
  const relevant = reviewChanges(view);
  const phrases = relevant.slice(0, MAX_PHRASES_IN_ROW);
  const what = phrases.map((c) => phraseMarkdown(c.phrase)).join('; ');
  const more = view.changes.length - phrases.length;
  // Trigger first: the quote a reviewer judges the verdict by, then old → new, then the diff window.
  const lines = [head, ...(view.triggers.length === 0 ? [] : ['', triggerLines(view.triggers)]), '', `${what}${more > 0 ? ` (+${more} more below)` : ''}`];
  if (view.evidence.length > 0) lines.push('', evidenceBlock(view.evidence));
  return lines.join('\n');
}

function criticalRow(model: ReportModel, view: CapabilityView): string {
  const critical = view.changes.filter((c) => c.change.severity === 'critical' && c.change.accepted === undefined);
  const own = critical.filter((c) => c.pattern === undefined);
  const patterns = [...new Set(critical.filter((c) => c.pattern !== undefined).map((c) => c.pattern!))];
  const phrases = own.slice(0, MAX_PHRASES_IN_ROW).map((c) => phraseMarkdown(c.phrase, true));
  if (own.length > MAX_PHRASES_IN_ROW) phrases.push(`+${own.length - MAX_PHRASES_IN_ROW} more`);
  for (const index of patterns) phrases.push(`${phraseMarkdown(model.patterns[index].phrase.slice(0, -1), true)} (pattern P${index + 1})`);
  return `| ${capabilityMarkdown(view, true)} | ${phrases.join('; ')} |`;
}

/** Names a pattern line shows before the rest go in a collapsed list. */
const PATTERN_NAMES_SHOWN = 5;

function patternLine(model: ReportModel, index: number): string {
  const pattern = model.patterns[index];
  const names = pattern.capabilities.map((ref) => codeSpan(ref.name));
  const first = names.slice(0, PATTERN_NAMES_SHOWN).join(', ');
  const rest = names.length > PATTERN_NAMES_SHOWN
    ? `, … <details><summary>all ${names.length} names</summary>\n\n  ${names.join(', ')}\n\n  </details>`
    : '';
  return `- **P${index + 1}** (${pattern.severity}) ${phraseMarkdown(pattern.phrase)}: ${first}${rest}`;
}

/** Each change of a capability: severity, rule id, pointer, what changed in words, reasons, acceptance. */
function detailLines(view: CapabilityView): string[] {
  return view.changes.map(({ change, phrase }) => {
    const severity = `${change.severity}${change.defaultSeverity === undefined ? '' : ` (rule default ${change.defaultSeverity})`}`;
    const accepted = change.accepted === undefined ? '' : ` — **accepted:** ${inline(clip(change.accepted.reason, 300))}${change.accepted.expires ? ` (until ${inline(change.accepted.expires)})` : ''}`;
    const reasons = change.reasons.slice(0, 8).map((reason) => `\n  - ${inline(clip(reason, 400))}`).join('');
    return `- ${severity} ${codeSpan(change.rule)}${change.pointer ? ` at ${codeSpan(change.pointer)}` : ''}: ${phraseMarkdown(phrase)}${accepted}${reasons}`;
  });
}

function diffOf(model: ReportModel, view: CapabilityView): string {
  const definitions = model.report.definitions;
  const sides = definitions !== undefined && Object.hasOwn(definitions, view.key) ? definitions[view.key] : undefined;
  if (sides === undefined) return '';
  const patch = definitionPatch(view.key, sides.before, sides.after);
  if (patch === undefined) return '';
  const fence = codeFence(patch);
  return `\n\n${fence}diff\n${patch}${fence}`;
}

function capabilityDetails(model: ReportModel, view: CapabilityView, open = false): string {
  const count = view.changes.length;
  return `<details${open ? ' open' : ''}><summary>${capabilityHtml(view)}: ${count} change${count === 1 ? '' : 's'}, worst ${view.worst}</summary>\n\n${detailLines(view).join('\n')}${diffOf(model, view)}\n\n</details>`;
}

/**
 * A capability's line in a severity group: its own changes, and the patterns it shares by number
 * only. Undefined when every change of the group is a pattern's: the pattern line names it.
 */
function groupLine(view: CapabilityView, severities: readonly Severity[]): string | undefined {
  const changes = view.changes.filter((c) => severities.includes(c.change.severity) || (c.change.accepted !== undefined && severities.includes('safe')));
  const own = changes.filter((c) => c.pattern === undefined);
  if (own.length === 0) return undefined;
  const phrases = own.slice(0, MAX_PHRASES_IN_ROW).map((c) => phraseMarkdown(c.phrase));
  if (own.length > MAX_PHRASES_IN_ROW) phrases.push(`+${own.length - MAX_PHRASES_IN_ROW} more`);
  const patterns = [...new Set(changes.filter((c) => c.pattern !== undefined).map((c) => c.pattern!))].sort((a, b) => a - b);
  return `- ${capabilityMarkdown(view)}: ${phrases.join('; ')}${patterns.length === 0 ? '' : ` (also ${patterns.map((i) => `P${i + 1}`).join(', ')})`}`;
}

/** `(9 only in patterns above)`, when some capabilities of a group are named on pattern lines only. */
function foldedNote(count: number): string {
  return count === 0 ? '' : ` (${count} only on pattern lines above)`;
}

function riskLine(risk: NonNullable<CapabilityView['risk']>): string {
  const inferred = risk.inferred === undefined ? '' : ` (inferred ${risk.inferred})`;
  const reasons = risk.reasons.slice(0, 4).map((r) => inline(clip(r, 200))).join('; ');
  return `- **${risk.risk}**${inferred} ${codeSpan(risk.name)}${reasons === '' ? '' : `: ${reasons}`}${risk.reasons.length > 4 ? ` (+${risk.reasons.length - 4} more)` : ''}`;
}

export interface MarkdownSurfaceOptions extends MarkdownOptions {
  /** Where what does not fit can be read, as markdown (a link to the check run or workflow run). */
  where?: string;
  /** Every tool's risk, changed or not (the job summary). */
  allTools?: boolean;
  /**
   * Per-capability detail blocks (every field, definition diff) for `critical` capabilities only
   * (the PR comment and check-run summary, where the rest is one click away) or for `all` (default).
   */
  details?: 'critical' | 'all';
}

/**
 * GitHub-flavoured markdown for the PR comment, check-run summary and job summary. Budgeted by
 * priority in UTF-8 bytes (never a prefix cut): the headline, "review these first" and the name of
 * every capability with critical drift always fit; then critical rows, patterns, warnings, details,
 * tool risk, info and safe. A note names what was left out and where it is.
 */
export function renderMarkdown(report: CheckReport | JsonReport, options: MarkdownSurfaceOptions = {}): string {
  const maxBytes = options.maxLength ?? DEFAULT_MARKDOWN_MAX_LENGTH;
  if (!Number.isSafeInteger(maxBytes) || maxBytes <= 0) {
    throw new GateError('usage', `markdown maxLength must be a positive whole number of bytes, got ${String(maxBytes)}`);
  }
  return renderModelMarkdown(buildReportModel(report), { ...options, maxLength: maxBytes });
}

export function renderModelMarkdown(model: ReportModel, options: MarkdownSurfaceOptions): string {
  const maxBytes = options.maxLength ?? DEFAULT_MARKDOWN_MAX_LENGTH;
  const { report } = model;
  const items: BudgetItem[] = [];
  const add = (section: number, priority: number, text: string, what: string, rank?: number) => items.push({ section, priority, text, what, ...(rank === undefined ? {} : { rank }) });
  const headline = headlineMarkdown(model);
  if (report.changes.length === 0) return `${headline}\n`;

  // Sections in reading order; priority decides what stays.
  const REVIEW = 1, CRITICAL = 2, NAMES = 3, PATTERNS = 4, WARN = 5, DETAILS = 6, RISK = 7, REST = 8, ALLTOOLS = 9;
  reviewItems(model).forEach((text) => add(REVIEW, 0, text, 'review item'));
  // A row stands alone only when something beyond its patterns differs; the others are named on their pattern line.
  const standalone = model.critical.filter((view) => !foldedIntoPatterns(view));
  const folded = model.critical.length - standalone.length;
  standalone.forEach((view) => items.push({ section: CRITICAL, priority: 2, text: criticalRow(model, view), what: 'critical row', key: view.key, rank: view.danger }));
  model.patterns.forEach((pattern) => items.push({ section: PATTERNS, priority: pattern.severity === 'critical' ? 2 : 3, text: patternLine(model, pattern.index), what: pattern.severity === 'critical' ? 'critical pattern' : 'pattern', key: `P${pattern.index}`, rank: -SEVERITY_ORDER.indexOf(pattern.severity) }));
  const warned = model.capabilities.filter((c) => c.changes.some((v) => v.change.severity === 'warning' && v.change.accepted === undefined));
  const warnLines = warned.map((view) => ({ view, line: groupLine(view, ['warning']) }));
  warnLines.forEach(({ view, line }) => line !== undefined && add(WARN, 4, line, 'warning line', view.danger));
  model.critical.forEach((view) => add(DETAILS, 5, capabilityDetails(model, view), 'critical detail block', view.danger));
  model.toolRisk.forEach((risk) => add(RISK, 6, riskLine(risk), 'tool risk line', RISK_LEVELS.indexOf(risk.risk)));
  const rest = model.capabilities.filter((c) => c.changes.some((v) => v.change.severity === 'info' || v.change.severity === 'safe' || v.change.accepted !== undefined));
  const restLines = rest.map((view) => ({ view, line: groupLine(view, ['info', 'safe']) }));
  restLines.forEach(({ view, line }) => line !== undefined && add(REST, 7, line, 'info/safe line', view.danger));
  if (options.details !== 'critical') {
    // Below every critical block (their danger is higher), ranked among themselves by danger.
    model.capabilities.filter((c) => c.worst !== 'critical').forEach((view) => add(DETAILS, 8, capabilityDetails(model, view), 'detail block', view.danger));
  }
  if (options.allTools) {
    const order = (level: string) => RISK_LEVELS.indexOf(level as never);
    [...report.tools].sort((a, b) => order(b.risk) - order(a.risk)).forEach((tool) => add(ALLTOOLS, 9, riskLine({ name: tool.name, risk: tool.risk, reasons: tool.reasons }), 'tool of the full risk list', order(tool.risk)));
  }

  const openWarnings = model.critical.length === 0;
  const warnCount = report.changes.filter((c) => c.severity === 'warning' && c.accepted === undefined).length;
  const restCount = report.changes.length - warnCount - report.changes.filter((c) => c.severity === 'critical' && c.accepted === undefined).length;
  const headers: Record<number, { open: string; close: string }> = {
    [REVIEW]: { open: '### Review these first\n', close: '' },
    [CRITICAL]: { open: `### Critical drift on ${model.critical.length} ${model.critical.length === 1 ? 'capability' : 'capabilities'}${folded === 0 ? '' : ` (${folded} named on their pattern line below)`}\n\n| Capability | What changed |\n| --- | --- |`, close: '' },
    [NAMES]: { open: '', close: '' },
    [PATTERNS]: { open: `### Patterns (the same change on many capabilities)\n`, close: '' },
    [WARN]: { open: `<details${openWarnings ? ' open' : ''}><summary>${warnCount} warning${warnCount === 1 ? '' : 's'} on ${warned.length} ${warned.length === 1 ? 'capability' : 'capabilities'}${foldedNote(warnLines.filter((l) => l.line === undefined).length)}</summary>\n`, close: '\n</details>' },
    [DETAILS]: { open: '### Details per capability\n', close: '' },
    [RISK]: { open: `### Tool risk of changed tools\n`, close: '' },
    [REST]: { open: `<details><summary>${restCount} info, safe or accepted change${restCount === 1 ? '' : 's'} on ${rest.length} ${rest.length === 1 ? 'capability' : 'capabilities'}${foldedNote(restLines.filter((l) => l.line === undefined).length)}</summary>\n`, close: '\n</details>' },
    [ALLTOOLS]: { open: `<details><summary>Risk of every tool (${report.tools.length})</summary>\n`, close: '\n</details>' },
  };

  // The names of critical capabilities whose row did not fit: reserved up front (the worst case, all of them).
  const namesLine = (views: readonly CapabilityView[]) =>
    views.length === 0 ? '' : `\n**Also critical** (rows left out for length): ${views.map((v) => capabilityMarkdown(v)).join(', ')}`;
  const noteBound = (what: string) => `\n\n> **Note:** left out to fit ${maxBytes} bytes: ${what}. ${options.where ?? 'The job summary and the JSON report have everything.'}\n`;
  const fixed = `${headline}\n`;
  const worstNote = noteBound(items.map((i) => i.what).join(', ').slice(0, 400));
  const budget = maxBytes - byteLength(fixed) - byteLength(namesLine(model.critical)) - byteLength(worstNote);
  const selection = selectWithin(items, headers, budget);

  const sectionsOut: string[] = [fixed];
  // Critical capabilities named by no kept item (their row, or their pattern's line, was left out).
  const keptKeys = new Set(items.filter((_, index) => selection.kept.has(index)).map((item) => item.key));
  const named = (view: CapabilityView) => keptKeys.has(view.key)
    || (foldedIntoPatterns(view) && view.changes.some((c) => c.pattern !== undefined && c.change.severity === 'critical' && keptKeys.has(`P${c.pattern}`)));
  const leftRows = model.critical.filter((view) => !named(view));
  for (const section of [REVIEW, CRITICAL, NAMES, PATTERNS, WARN, DETAILS, RISK, REST, ALLTOOLS]) {
    if (section === NAMES) {
      if (leftRows.length > 0) sectionsOut.push(namesLine(leftRows));
      continue;
    }
    const kept = items.filter((item, index) => item.section === section && selection.kept.has(index));
    if (kept.length === 0) continue;
    const header = headers[section];
    const separator = section === CRITICAL || section === PATTERNS || section === WARN || section === RISK || section === REST || section === ALLTOOLS ? '\n' : '\n\n';
    sectionsOut.push(`\n${header.open}${header.open === '' ? '' : '\n'}${kept.map((item) => item.text).join(separator)}${header.close}`);
  }
  const left = selection.leftOut;
  let text = sectionsOut.join('\n');
  if (left.length > 0) {
    const counts = new Map<string, number>();
    for (const item of left) counts.set(item.what, (counts.get(item.what) ?? 0) + 1);
    const what = [...counts.entries()].map(([name, count]) => `${count} ${name}${count === 1 ? '' : 's'}`).join(', ');
    text += noteBound(what).trimEnd();
  }
  text = `${text.trimEnd()}\n`;
  // Only a limit smaller than the headline lands here; cut on a character boundary.
  return byteLength(text) <= maxBytes ? text : truncateBytes(text, maxBytes);
}

export function truncateBytes(text: string, maxBytes: number): string {
  let out = '';
  let used = 0;
  for (const char of text) {
    const size = byteLength(char);
    if (used + size > maxBytes) break;
    out += char;
    used += size;
  }
  return out;
}


import { SEVERITIES, type Severity } from '../diff/types.js';
import type { RiskLevel } from '../risk/types.js';
import { summarizeCounts } from './counts.js';
import { sanitizeTerminal as clean } from './escape.js';
import { capabilityTypeLabel } from './labels.js';
import { buildReportModel, capabilitiesWord, phraseText, type CapabilityView, type Phrase, type ReportModel } from './model.js';
import type { JsonReport, TextOptions } from './types.js';
import { triggerLinePlain } from './triggers.js';

/** Terminal and log width: every line of the text report fits it. */
export const TEXT_WIDTH = 120;
const MAX_PHRASES = 8;
const MAX_PATTERN_NAMES = 12;
const MAX_REMOVED_NAMES = 12;

const ANSI = {
  reset: '\u001b[0m',
  bold: '\u001b[1m',
  dim: '\u001b[2m',
  red: '\u001b[31m',
  green: '\u001b[32m',
  yellow: '\u001b[33m',
  cyan: '\u001b[36m',
} as const;

const SEVERITY_STYLE: Record<Severity, string> = {
  critical: ANSI.bold + ANSI.red,
  warning: ANSI.yellow,
  info: ANSI.cyan,
  safe: ANSI.green,
};

const RISK_STYLE: Record<RiskLevel, string> = {
  CRITICAL: ANSI.bold + ANSI.red,
  HIGH: ANSI.red,
  MEDIUM: ANSI.yellow,
  LOW: ANSI.dim,
};

type Paint = (style: string, text: string) => string;

/*
 * Every line starts with text of ours (a label, indentation then a marker), never with server
 * text: a CI log reads `::command::` at a line start as a workflow command. Wrapped lines repeat
 * their marker, and no wrapped piece starts with `:`.
 */

/** `text` (already sanitized) in lines of at most `width` code points after `first` / `next` prefixes. */
export function wrapLine(text: string, first: string, next: string, width = TEXT_WIDTH): string[] {
  const lines: string[] = [];
  let rest = Array.from(text);
  let prefix = first;
  while (rest.length > 0) {
    // Color codes in a prefix take no columns.
    const room = Math.max(20, width - Array.from(prefix.replace(/\u001b\[[0-9;]*m/g, '')).length);
    if (rest.length <= room) {
      lines.push(prefix + rest.join(''));
      break;
    }
    let cut = rest.lastIndexOf(' ', room);
    if (cut < room / 2) cut = room;
    while (cut > 1 && rest[cut] === ':') cut -= 1;
    lines.push((prefix + rest.slice(0, cut).join('')).trimEnd());
    rest = rest.slice(cut);
    while (rest[0] === ' ') rest = rest.slice(1);
    prefix = next;
  }
  return lines.length === 0 ? [first.trimEnd()] : lines;
}

function phrase(parts: Phrase): string {
  return clean(parts.map((part) => (typeof part === 'string' ? part : `\`${part.code}\``)).join(''));
}

function capabilityText(view: Pick<CapabilityView, 'ref'>): string {
  return `${capabilityTypeLabel(view.ref.type)} "${clean(view.ref.name)}"`;
}

function riskText(view: CapabilityView): string {
  if (!view.risk) return '';
  return ` - risk ${view.risk.risk}${view.risk.inferred === undefined ? '' : ` (inferred ${view.risk.inferred})`}`;
}

function evidenceLines(view: CapabilityView, indent: string): string[] {
  const lines: string[] = [];
  for (const evidence of view.evidence) {
    lines.push(`${indent}@@ ${clean(phraseText(evidence.label))} @@`);
    for (const line of evidence.lines) {
      const marker = `${indent}${line.sign === ' ' ? '.' : line.sign} `;
      lines.push(...wrapLine(clean(line.text), marker, marker));
    }
  }
  return lines;
}

function phrasesOf(view: CapabilityView, filter: (severity: Severity, accepted: boolean) => boolean): string {
  const chosen = view.changes.filter((c) => filter(c.change.severity, c.change.accepted !== undefined));
  const shown = chosen.slice(0, MAX_PHRASES).map((c) => `${phrase(c.phrase)}${c.pattern === undefined ? '' : ` (P${c.pattern + 1})`}`);
  if (chosen.length > MAX_PHRASES) shown.push(`+${chosen.length - MAX_PHRASES} more`);
  return shown.join('; ');
}

function reviewSection(model: ReportModel, paint: Paint): string[] {
  if (model.review.length === 0) return [];
  const lines = ['Review these first:'];
  model.review.forEach((view, index) => {
    const number = `  ${index + 1}. `;
    const head = `${capabilityText(view)} - ${clean(view.why)}${riskText(view)}`;
    lines.push(...wrapLine(head, paint(SEVERITY_STYLE[view.worst], number), '     '.padEnd(number.length + 2)));
    // Trigger first: the words that fired, marked >>so<<, before what changed and the diff.
    for (const trigger of view.triggers) lines.push(...wrapLine(clean(triggerLinePlain(trigger)), '     trigger: ', '     ... '));
    const floor = Math.max(SEVERITIES.indexOf('warning'), SEVERITIES.indexOf(view.worst));
    const what = phrasesOf(view, (severity, accepted) => !accepted && severity !== 'safe' && SEVERITIES.indexOf(severity) <= floor);
    lines.push(...wrapLine(what, '     what: ', '     ... '));
    lines.push(...evidenceLines(view, '     '));
  });
  return lines;
}

/**
 * One line per capability with its own changes; the patterns it shares by number only. A
 * capability whose changes in the group are all patterns' is named on its pattern line instead.
 */
function groupSection(title: string, views: readonly CapabilityView[], filter: (severity: Severity, accepted: boolean) => boolean, paint: Paint, style: string): string[] {
  const lines: string[] = [];
  let folded = 0;
  for (const view of views) {
    const chosen = view.changes.filter((c) => filter(c.change.severity, c.change.accepted !== undefined));
    const own = chosen.filter((c) => c.pattern === undefined);
    if (own.length === 0) {
      folded += 1;
      continue;
    }
    const shown = own.slice(0, MAX_PHRASES).map((c) => phrase(c.phrase));
    if (own.length > MAX_PHRASES) shown.push(`+${own.length - MAX_PHRASES} more`);
    const patterns = [...new Set(chosen.filter((c) => c.pattern !== undefined).map((c) => c.pattern!))].sort((a, b) => a - b);
    const also = patterns.length === 0 ? '' : ` (also ${patterns.map((i) => `P${i + 1}`).join(', ')})`;
    lines.push(...wrapLine(`${capabilityText(view)}: ${shown.join('; ')}${also}`, '  - ', '    ... '));
  }
  if (lines.length === 0 && folded === 0) return [];
  const note = folded === 0 ? '' : ` (${folded} only on pattern lines)`;
  return [paint(style, title.replace(/:$/, `${note}:`)), ...lines];
}

function patternSection(model: ReportModel): string[] {
  if (model.patterns.length === 0) return [];
  const lines = ['Patterns (the same change on many capabilities):'];
  for (const pattern of model.patterns) {
    const names = pattern.capabilities.slice(0, MAX_PATTERN_NAMES).map((ref) => clean(ref.name)).join(', ');
    const more = pattern.capabilities.length > MAX_PATTERN_NAMES ? `, +${pattern.capabilities.length - MAX_PATTERN_NAMES} more` : '';
    lines.push(...wrapLine(`(${pattern.severity}) ${phrase(pattern.phrase)}: ${names}${more}`, `  P${pattern.index + 1} `, '     ... '));
  }
  return lines;
}

function riskSection(model: ReportModel, paint: Paint): string[] {
  if (model.toolRisk.length === 0) return [];
  const lines = [`Tool risk of changed tools (${model.toolRisk.length}; the JSON report has every tool):`];
  for (const risk of model.toolRisk) {
    const inferred = risk.inferred === undefined ? '' : ` (inferred ${risk.inferred})`;
    const reasons = risk.reasons.slice(0, 3).map(clean).join('; ');
    const more = risk.reasons.length > 3 ? ` (+${risk.reasons.length - 3} more)` : '';
    lines.push(...wrapLine(`"${clean(risk.name)}"${inferred}${reasons === '' ? '' : `: ${reasons}${more}`}`, `  ${paint(RISK_STYLE[risk.risk], risk.risk.padEnd(8))} `, '           ... '));
  }
  return lines;
}

/**
 * Terminal report from the same model as the markdown: verdict and "review these first" at the
 * top, then one line per capability with critical drift, patterns, warnings, the rest, tool risk.
 * Plain text unless `color`; every line fits TEXT_WIDTH columns.
 */
export function renderText(report: JsonReport, options: TextOptions = {}): string {
  const paint: Paint = options.color === true ? (style, text) => `${style}${text}${ANSI.reset}` : (_style, text) => text;
  const model = buildReportModel(report);
  const verdict = paint(report.verdict === 'fail' ? ANSI.bold + ANSI.red : ANSI.bold + ANSI.green, report.verdict.toUpperCase());
  const accepted = model.accepted === 0 ? '' : `; ${model.accepted} accepted change${model.accepted === 1 ? '' : 's'} not counted`;
  const lines = [
    ...wrapLine(`${clean(model.why)}`, `MCP drift: ${verdict} - `, '  ... '),
    ...wrapLine(`${model.sides.locked === model.sides.live ? `locked and live ${clean(model.sides.live)}` : `locked ${clean(model.sides.locked)} -> live ${clean(model.sides.live)}${model.sides.renamed ? ' (server renamed)' : ''}`}; lockfile ${clean(model.sides.lockfile)}`, 'Server: ', '  ... '),
    `Counts: ${summarizeCounts(report.counts)}${accepted}; fail-on ${report.failOn}; mode ${report.mode}`,
  ];
  for (const { type, names } of model.removed) {
    const shown = names.slice(0, MAX_REMOVED_NAMES).map(clean).join(', ');
    const more = names.length > MAX_REMOVED_NAMES ? `, +${names.length - MAX_REMOVED_NAMES} more` : '';
    lines.push(...wrapLine(`${names.length} ${capabilityTypeLabel(type)}${names.length === 1 ? '' : 's'}: ${shown}${more}`, 'Removed: ', '  ... '));
  }
  for (const entry of report.staleAcceptances ?? []) {
    lines.push(...wrapLine(`${clean(entry.id)} (${clean(entry.reason)}) matches no change; remove it from the policy file`, 'Stale acceptance: ', '  ... '));
  }
  if (report.changes.length === 0) return `${[...lines, '', 'No changes: the live server matches the lockfile.'].join('\n')}\n`;
  const warned = model.capabilities.filter((c) => c.changes.some((v) => v.change.severity === 'warning' && v.change.accepted === undefined));
  const rest = model.capabilities.filter((c) => c.changes.some((v) => v.change.severity === 'info' || v.change.severity === 'safe' || v.change.accepted !== undefined));
  const count = (predicate: (severity: Severity, accepted: boolean) => boolean) => report.changes.filter((c) => predicate(c.severity, c.accepted !== undefined)).length;
  const sections = [
    reviewSection(model, paint),
    groupSection(`Critical drift on ${capabilitiesWord(model.critical.length)}:`, model.critical, (s, a) => s === 'critical' && !a, paint, SEVERITY_STYLE.critical),
    patternSection(model),
    groupSection(`Warnings (${count((s, a) => s === 'warning' && !a)} on ${capabilitiesWord(warned.length)}):`, warned, (s, a) => s === 'warning' && !a, paint, SEVERITY_STYLE.warning),
    groupSection(`Info, safe and accepted (${count((s, a) => a || s === 'info' || s === 'safe')} on ${capabilitiesWord(rest.length)}):`, rest, (s, a) => a || s === 'info' || s === 'safe', paint, ANSI.dim),
    riskSection(model, paint),
  ].filter((section) => section.length > 0);
  for (const section of sections) lines.push('', ...section);
  return `${lines.join('\n')}\n`;
}

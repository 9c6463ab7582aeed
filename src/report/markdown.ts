import { GateError } from '../errors.js';
import { RISK_LEVELS } from '../risk/types.js';
import { SEVERITIES, type Change } from '../diff/types.js';
import { summarizeCounts } from './counts.js';
import { definitionPatch } from './definitionDiff.js';
import { clip, codeFence, escapeMarkdownCell as cell, escapeMarkdownInline as inline } from './escape.js';
import { acceptedCount, capabilityTypeLabel, definitionKey, toolsByRisk } from './labels.js';
import type { CheckReport, JsonReport, MarkdownOptions } from './types.js';

/** GitHub rejects comments over 65,536 characters; leave room for a wrapper. */
export const DEFAULT_MARKDOWN_MAX_LENGTH = 65_000;

/** Bounds on server text in one place, so one hostile field cannot crowd out every other row. */
const MAX_INLINE_CHARS = 300;
const MAX_MESSAGE_CHARS = 2_000;
const MAX_REASON_CHARS = 500;
const MAX_REASONS = 10;

const RISK_SHOWN_FROM = RISK_LEVELS.indexOf('HIGH');


function bySeverity(changes: readonly Change[]): Change[] {
  // Stable: keeps the policy's order inside a severity.
  return [...changes].sort((a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity));
}

function capabilityLabel(change: Change): string {
  return `${capabilityTypeLabel(change.capability.type)} ${inline(clip(change.capability.name, MAX_INLINE_CHARS))}`;
}

function tableRow(change: Change): string {
  const severity = [
    change.severity,
    change.defaultSeverity === undefined ? '' : ` (default ${change.defaultSeverity})`,
    change.accepted === undefined ? '' : ' (accepted)',
  ].join('');
  const capability =
    capabilityLabel(change) +
    (change.pointer === undefined || change.pointer === '' ? '' : `<br>at ${cell(clip(change.pointer, MAX_INLINE_CHARS))}`);
  const reasons = change.reasons.slice(0, MAX_REASONS).map((reason) => `<br>• ${cell(clip(reason, MAX_REASON_CHARS))}`);
  if (change.reasons.length > MAX_REASONS) reasons.push(`<br>• (+${change.reasons.length - MAX_REASONS} more)`);
  const accepted =
    change.accepted === undefined
      ? ''
      : `<br>**Accepted:** ${cell(clip(change.accepted.reason, MAX_REASON_CHARS))}` +
        (change.accepted.expires === undefined ? '' : ` (expires ${cell(clip(change.accepted.expires, MAX_INLINE_CHARS))})`);
  const what = cell(clip(change.message, MAX_MESSAGE_CHARS)) + reasons.join('') + accepted;
  return `| ${severity} | ${cell(clip(change.rule, MAX_INLINE_CHARS))} | ${capability} | ${what} |`;
}

/** One `<details>` block per changed capability that has definitions, in table order. */
function diffBlocks(changes: readonly Change[], definitions: CheckReport['definitions'] | undefined): string[] {
  if (definitions === undefined) return [];
  const blocks: string[] = [];
  const seen = new Set<string>();
  for (const change of changes) {
    const key = definitionKey(change.capability);
    if (seen.has(key)) continue;
    seen.add(key);
    const sides = Object.hasOwn(definitions, key) ? definitions[key] : undefined;
    if (sides === undefined) continue;
    const patch = definitionPatch(key, sides.before, sides.after);
    if (patch === undefined) continue;
    const fence = codeFence(patch);
    // Leading empty line: each block is one element of the line list and carries its own spacing.
    blocks.push(
      `\n<details><summary>Diff of ${capabilityLabel(change)}</summary>\n\n${fence}diff\n${patch}${fence}\n\n</details>`,
    );
  }
  return blocks;
}

function riskRows(tools: JsonReport['tools']): string[] {
  return toolsByRisk(tools)
    .filter((tool) => RISK_LEVELS.indexOf(tool.risk) >= RISK_SHOWN_FROM)
    .map((tool) => {
      const shown = tool.reasons.slice(0, MAX_REASONS).map((reason) => inline(clip(reason, MAX_REASON_CHARS)));
      if (tool.reasons.length > MAX_REASONS) shown.push(`(+${tool.reasons.length - MAX_REASONS} more)`);
      const name = inline(clip(tool.name, MAX_INLINE_CHARS));
      return `- **${tool.risk}** ${name}${shown.length === 0 ? '' : `: ${shown.join('; ')}`}`;
    });
}

interface Cut {
  kept: number;
  total: number;
}

function truncationNote(diffs: Cut, rows: Cut, risks: Cut, maxLength: number): string {
  const parts = [
    [diffs, 'diffs'],
    [rows, 'change rows'],
    [risks, 'tool risk entries'],
  ] as const;
  const cut = parts
    .filter(([counts]) => counts.kept < counts.total)
    .map(([counts, what]) => `${counts.total - counts.kept} of ${counts.total} ${what}`);
  return `> **Note:** ${cut.join(', ')} left out to keep this report under ${maxLength} characters; the JSON report has every change.`;
}

/** `name@version` with each part escaped: the `@` is ours and must not be taken for a mention guard. */
function serverCell(server: JsonReport['server']): string {
  const name = inline(clip(server.name, MAX_INLINE_CHARS));
  if (server.version === undefined) return name;
  // After a word character `@` cannot start a mention; after anything else it could, with the version.
  const at = /\w$/.test(server.name) ? '@' : '@\u200b';
  return `${name}${at}${inline(clip(server.version, MAX_INLINE_CHARS))}`;
}

/** Sum of line lengths plus one newline each: the list's share of the joined document. */
function linesLength(lines: readonly string[]): number {
  return lines.reduce((total, line) => total + line.length + 1, 0);
}

/** Greedy, in order: keeps every item that still fits, so one huge item does not hide the rest. */
function keepWithin<T extends string>(items: readonly T[], budget: number): T[] {
  const kept: T[] = [];
  let used = 0;
  for (const item of items) {
    if (used + item.length + 1 > budget) continue;
    kept.push(item);
    used += item.length + 1;
  }
  return kept;
}

/** Longest prefix that fits: rows are worst first, so the least severe go. */
function prefixWithin(items: readonly string[], budget: number): string[] {
  let used = 0;
  let count = 0;
  for (const item of items) {
    if (used + item.length + 1 > budget) break;
    used += item.length + 1;
    count += 1;
  }
  return items.slice(0, count);
}

/**
 * GitHub-flavoured markdown for a job summary or PR comment. Every piece of server text is
 * escaped; the whole stays under `maxLength` by dropping diffs first, then table rows.
 */
export function renderMarkdown(report: CheckReport | JsonReport, options: MarkdownOptions = {}): string {
  const maxLength = options.maxLength ?? DEFAULT_MARKDOWN_MAX_LENGTH;
  if (!Number.isSafeInteger(maxLength) || maxLength <= 0) {
    throw new GateError('usage', `markdown maxLength must be a positive whole number of characters, got ${String(maxLength)}`);
  }
  const changes = bySeverity(report.changes);
  const accepted = acceptedCount(changes);
  const head = [
    `## MCP drift: ${report.verdict}`,
    '',
    [
      `Server: ${serverCell(report.server)}`,
      `mode: ${report.mode}`,
      `lockfile: ${inline(clip(report.lockfile, MAX_INLINE_CHARS))}`,
      `fail-on: ${report.failOn}`,
      summarizeCounts(report.counts) + (accepted === 0 ? '' : ` (${accepted} accepted, not counted)`),
    ].join(' · '),
    '',
  ];
  const tableHead =
    changes.length === 0
      ? ['No changes: the live server matches the lockfile.']
      : ['| Severity | Rule | Capability | What changed |', '| --- | --- | --- | --- |'];
  const rows = changes.map(tableRow);
  const diffs = diffBlocks(changes, 'definitions' in report ? report.definitions : undefined);
  const risk = riskRows(report.tools);
  // Every tool's level is counted; the ones at HIGH or above are listed with their reasons
  // (the JSON report has all of them).
  const levelCounts = [...RISK_LEVELS].reverse().map((level) => `${report.tools.filter((t) => t.risk === level).length} ${level}`);
  const riskHead = [
    '', '### Tool risk', '', `${report.tools.length} ${report.tools.length === 1 ? 'tool' : 'tools'}: ${levelCounts.join(', ')}.`, '',
    ...(risk.length === 0 ? ['No tool is rated HIGH or above.'] : []),
  ];

  const assemble = (keptRows: string[], keptDiffs: string[], keptRisk: string[], note: string[]): string =>
    `${[...head, ...tableHead, ...keptRows, ...note, ...keptDiffs, ...riskHead, ...keptRisk].join('\n')}\n`;

  const full = assemble(rows, diffs, risk, []);
  if (full.length <= maxLength) return full;

  // The note's worst case (everything cut) bounds its length, so the budget holds for the real one.
  const everything = (items: readonly unknown[]): Cut => ({ kept: 0, total: items.length });
  const noteBound = linesLength(['', truncationNote(everything(diffs), everything(rows), everything(risk), maxLength)]);
  const budget = maxLength - linesLength([...head, ...tableHead, ...riskHead]) - noteBound;
  // Drop order: diffs, then change rows (least severe first), then tool risk entries.
  let keptRows: string[] = [];
  let keptRisk: string[] = [];
  let keptDiffs: string[] = [];
  if (linesLength(rows) + linesLength(risk) <= budget) {
    keptRows = rows;
    keptRisk = risk;
    keptDiffs = keepWithin(diffs, budget - linesLength(rows) - linesLength(risk));
  } else if (linesLength(risk) <= budget) {
    keptRisk = risk;
    keptRows = prefixWithin(rows, budget - linesLength(risk));
  } else {
    keptRisk = prefixWithin(risk, budget);
  }
  const note = [
    '',
    truncationNote(
      { kept: keptDiffs.length, total: diffs.length },
      { kept: keptRows.length, total: rows.length },
      { kept: keptRisk.length, total: risk.length },
      maxLength,
    ),
  ];
  const truncated = assemble(keptRows, keptDiffs, keptRisk, note);
  // Only a limit smaller than the fixed parts lands here; a hard cut is all that is left.
  return truncated.length <= maxLength ? truncated : truncated.slice(0, maxLength);
}

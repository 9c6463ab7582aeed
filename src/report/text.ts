import { SEVERITIES, type Change, type Severity } from '../diff/types.js';
import type { RiskLevel } from '../risk/types.js';
import { summarizeCounts } from './counts.js';
import { sanitizeTerminal as clean } from './escape.js';
import { acceptedCount, capabilityTypeLabel, serverLabel, toolsByRisk } from './labels.js';
import type { JsonReport, TextOptions } from './types.js';

/** Reasons shown per tool in the risk list; the JSON report has them all. */
const TOOL_REASONS_SHOWN = 2;

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
 * Every line starts with text of ours (a label, a severity, indentation then "-"), never with
 * server text: a CI log reads `::command::` at a line start as a workflow command.
 */

function changeLine(change: Change, paint: Paint): string[] {
  const severity = paint(SEVERITY_STYLE[change.severity], change.severity.toUpperCase().padEnd(8));
  const capability = `${capabilityTypeLabel(change.capability.type)} "${clean(change.capability.name)}"`;
  const where = change.pointer === undefined || change.pointer === '' ? '' : ` at ${clean(change.pointer)}`;
  const notes = [
    change.defaultSeverity === undefined ? '' : ` (default ${change.defaultSeverity})`,
    change.accepted === undefined
      ? ''
      : paint(
          ANSI.dim,
          ` [accepted: ${clean(change.accepted.reason)}${
            change.accepted.expires === undefined ? '' : `, expires ${clean(change.accepted.expires)}`
          }]`,
        ),
  ].join('');
  const line = `  ${severity}  ${clean(change.rule)}  ${capability}${where}: ${clean(change.message)}${notes}`;
  const reasons = change.reasons.map((reason) => paint(ANSI.dim, `            - ${clean(reason)}`));
  return [line, ...reasons];
}

function changesSection(changes: readonly Change[], paint: Paint): string[] {
  if (changes.length === 0) return ['No changes: the live server matches the lockfile.'];
  const groups = SEVERITIES.map((severity) => changes.filter((change) => change.severity === severity))
    .filter((group) => group.length > 0)
    .map((group) => group.flatMap((change) => changeLine(change, paint)));
  const lines = [`Changes (${changes.length}):`];
  groups.forEach((group, index) => {
    if (index > 0) lines.push('');
    lines.push(...group);
  });
  return lines;
}

function toolsSection(tools: JsonReport['tools'], paint: Paint): string[] {
  if (tools.length === 0) return ['Tool risk: the server has no tools.'];
  return [
    `Tool risk (${tools.length} tool${tools.length === 1 ? '' : 's'}):`,
    ...toolsByRisk(tools).map((tool) => {
      const level = paint(RISK_STYLE[tool.risk], tool.risk.padEnd(8));
      const shown = tool.reasons.slice(0, TOOL_REASONS_SHOWN).map(clean).join('; ');
      const more = tool.reasons.length > TOOL_REASONS_SHOWN ? ` (+${tool.reasons.length - TOOL_REASONS_SHOWN} more)` : '';
      return `  ${level}  "${clean(tool.name)}"${shown === '' ? '' : `: ${shown}${more}`}`;
    }),
  ];
}

/** Terminal report: header, changes worst first, tool risk, counts. Plain text unless `color`. */
export function renderText(report: JsonReport, options: TextOptions = {}): string {
  const paint: Paint = options.color === true ? (style, text) => `${style}${text}${ANSI.reset}` : (_style, text) => text;
  const verdict = paint(
    report.verdict === 'fail' ? ANSI.bold + ANSI.red : ANSI.bold + ANSI.green,
    report.verdict.toUpperCase(),
  );
  const accepted = acceptedCount(report.changes);
  const lines = [
    `MCP drift: ${verdict} - server ${clean(serverLabel(report.server))}, mode ${report.mode}, fail-on ${report.failOn}`,
    `Lockfile: ${clean(report.lockfile)}`,
    '',
    ...changesSection(report.changes, paint),
    '',
    ...toolsSection(report.tools, paint),
    '',
    `Counts: ${summarizeCounts(report.counts)}${
      accepted === 0 ? '' : `; ${accepted} accepted change${accepted === 1 ? '' : 's'} not counted`
    }`,
  ];
  return `${lines.join('\n')}\n`;
}

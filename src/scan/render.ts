import { GateError } from '../errors.js';
import { DEFAULT_MARKDOWN_MAX_LENGTH, renderMarkdown, renderText, summarizeCounts, toJsonReport } from '../report/index.js';
import { clip, codeFence, escapeMarkdownCell, escapeMarkdownInline, sanitizeTerminal } from '../report/escape.js';
import type { JsonScanReport, ScanReportFormat, ScanResult, ScanServerResult } from './types.js';

export const SCAN_REPORT_FORMATS: readonly ScanReportFormat[] = ['text', 'markdown', 'json'];

export interface ScanRenderOptions {
  /** ANSI colors in text (passed to each server's text report). */
  color?: boolean;
  /** Markdown bound in characters; default 65,000 like a single report (GitHub's comment/issue limit). */
  maxLength?: number;
}

/** Error messages may quote a server's stderr: bounded so one cannot crowd out the others. */
const MAX_ERROR_CHARS = 2_000;
/** Below this a server's markdown section is not worth keeping: it is left out instead. */
const MIN_SECTION_CHARS = 2_000;


/** The scan in one format: a table of servers, then each server's own report. */
export function renderScanReport(result: ScanResult, format: ScanReportFormat, options: ScanRenderOptions = {}): string {
  switch (format) {
    case 'text':
      return renderScanText(result, options);
    case 'markdown':
      return renderScanMarkdown(result, options);
    case 'json':
      return `${JSON.stringify(toJsonScanReport(result), null, 2)}\n`;
    default:
      throw new GateError('usage', `unknown scan report format ${JSON.stringify(format)}: expected one of ${SCAN_REPORT_FORMATS.join(', ')}`);
  }
}

export function toJsonScanReport(result: ScanResult): JsonScanReport {
  return {
    scanVersion: 1,
    verdict: result.verdict,
    servers: result.servers.map((server) => ({
      name: server.name,
      lockName: server.lockName ?? server.name,
      status: server.status,
      lockfile: server.lockfile,
      ...(server.report !== undefined ? { report: toJsonReport(server.report) } : {}),
      ...(server.locked !== undefined ? { locked: { ...server.locked } } : {}),
      ...(server.error !== undefined ? { error: { code: server.error.code, message: server.error.message } } : {}),
      ...(server.skipped !== undefined ? { skipped: { reason: server.skipped.reason } } : {}),
      ...(server.notes !== undefined && server.notes.length > 0 ? { notes: [...server.notes] } : {}),
    })),
  };
}

/** "3 servers: 1 pass, 1 fail, 1 error" (statuses that occur, in a fixed order). */
function statusSummary(servers: readonly ScanServerResult[]): string {
  const counts = (['fail', 'error', 'skipped', 'pass', 'updated'] as const)
    .map((status) => [status, servers.filter((server) => server.status === status).length] as const)
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${count} ${status}`);
  return `${servers.length} server${servers.length === 1 ? '' : 's'}${counts.length === 0 ? '' : `: ${counts.join(', ')}`}`;
}

/** What the table's "Changes" column says for one server. */
function outcome(server: ScanServerResult): string {
  if (server.report) return summarizeCounts(server.report.counts);
  if (server.locked) {
    const { tools, prompts, resources, resourceTemplates } = server.locked;
    return `locked ${tools} tools, ${prompts} prompts, ${resources} resources, ${resourceTemplates} resource templates`;
  }
  if (server.skipped) return `skipped: ${clip(server.skipped.reason, MAX_ERROR_CHARS)}`;
  return `error (${server.error?.code ?? 'unknown'})`;
}

function renderScanText(result: ScanResult, options: ScanRenderOptions): string {
  const rows = result.servers.map((server) => [server.name, server.status.toUpperCase(), outcome(server), server.lockfile].map(sanitizeTerminal));
  const header = ['SERVER', 'STATUS', 'CHANGES', 'LOCKFILE'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `  ${cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]))).join('  ')}`;
  const lines = [`MCP drift scan: ${result.verdict.toUpperCase()} (${statusSummary(result.servers)})`, '', line(header), ...rows.map(line)];
  const notes = serverNotes(result.servers);
  if (notes.length > 0) lines.push('', ...notes.map(([name, note]) => `Note: ${sanitizeTerminal(name)}: ${sanitizeTerminal(note)}`));
  for (const server of result.servers) {
    if (server.report) {
      lines.push('', `== ${sanitizeTerminal(server.name)} ==`, renderText(server.report, { color: options.color === true }).trimEnd());
    } else if (server.error) {
      lines.push('', `== ${sanitizeTerminal(server.name)} ==`, `Error (${sanitizeTerminal(server.error.code)}): ${sanitizeTerminal(clip(server.error.message, MAX_ERROR_CHARS))}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** [server name, note] for every note (e.g. an unpinned source), in server order. */
function serverNotes(servers: readonly ScanServerResult[]): Array<[string, string]> {
  return servers.flatMap((server) => (server.notes ?? []).map((note): [string, string] => [server.name, note]));
}

function tableRow(server: ScanServerResult): string {
  return `| ${escapeMarkdownCell(server.name)} | ${server.status} | ${escapeMarkdownCell(outcome(server))} | ${escapeMarkdownCell(server.lockfile)} |`;
}

/** A server's markdown report under a heading naming it; the report's own "## MCP drift" title is replaced. */
function reportSection(server: ScanServerResult, maxLength?: number): string {
  const heading = sectionHeading(server);
  const body = renderMarkdown(server.report!, maxLength === undefined ? {} : { maxLength: Math.max(1, maxLength - heading.length) });
  // The report's own headline ("## ❌ MCP drift: FAIL — why") becomes a line under the server's heading.
  const firstLine = body.slice(0, body.indexOf('\n'));
  const withoutTitle = /^## .*MCP drift: /.test(firstLine) ? `\n${firstLine.replace(/^## /, '')}\n${body.slice(body.indexOf('\n') + 1)}` : body;
  return heading + withoutTitle;
}

function sectionHeading(server: ScanServerResult): string {
  return `\n---\n\n## ${escapeMarkdownInline(server.name)}: ${server.status}\n`;
}

function errorSection(server: ScanServerResult): string {
  const error = server.error!;
  // Messages can quote several lines of server stderr: a code block keeps them apart and inert.
  // Every line after the first is quoted behind "| ": printed to a runner's log (a `run:` step),
  // no line of server text may start with `::` (a workflow command).
  const message = clip(error.message, MAX_ERROR_CHARS).split(/\r\n|\r|\n/).map((line, i) => `${i === 0 ? '' : '| '}${sanitizeTerminal(line)}`).join('\n');
  const fence = codeFence(message);
  return `${sectionHeading(server)}\n**Error** (${escapeMarkdownInline(error.code)}):\n\n${fence}text\n${message}\n${fence}\n`;
}

function leftOutSection(server: ScanServerResult): string {
  return `${sectionHeading(server)}\nDetails left out for length; see the JSON report.\n`;
}

/**
 * Table first, then one section per checked or failed server, within `maxLength`. When the whole
 * does not fit, each report gets a fair share (small ones keep everything, the rest split what is
 * left and drop their own diffs and rows first); if shares get too small, whole sections go,
 * passing servers before failing ones.
 */
function renderScanMarkdown(result: ScanResult, options: ScanRenderOptions): string {
  const maxLength = options.maxLength ?? DEFAULT_MARKDOWN_MAX_LENGTH;
  if (!Number.isSafeInteger(maxLength) || maxLength <= 0) {
    throw new GateError('usage', `markdown maxLength must be a positive whole number of characters, got ${String(maxLength)}`);
  }
  const head = [
    `## MCP drift scan: ${result.verdict}`,
    '',
    statusSummary(result.servers),
    '',
    '| Server | Status | Changes | Lockfile |',
    '| --- | --- | --- | --- |',
    ...result.servers.map(tableRow),
    '',
    ...serverNotes(result.servers).map(([name, note]) => `- **Note** ${escapeMarkdownInline(name)}: ${escapeMarkdownInline(note)}`),
    ...(serverNotes(result.servers).length > 0 ? [''] : []),
  ].join('\n');
  const fixedSections = new Map<string, string>();
  for (const server of result.servers) if (server.error) fixedSections.set(server.name, errorSection(server));
  const withReports = result.servers.filter((server) => server.report !== undefined);
  const assemble = (sections: Map<string, string>, note: string): string =>
    head + note + result.servers.map((server) => sections.get(server.name) ?? fixedSections.get(server.name) ?? '').join('');

  const full = new Map(withReports.map((server) => [server.name, reportSection(server)]));
  const whole = assemble(full, '');
  if (whole.length <= maxLength) return whole;

  const note = `\n> **Note:** server details were shortened to keep this report under ${maxLength} characters; the JSON report has every change.\n`;
  const fixedLength = assemble(new Map(), note).length;
  // Lowest priority last: passing servers' details go before failing ones'.
  const byPriority = [...withReports].sort((a, b) => Number(a.status !== 'fail') - Number(b.status !== 'fail'));
  const dropped: ScanServerResult[] = [];
  for (;;) {
    const kept = byPriority.slice(0, byPriority.length - dropped.length);
    const placeholders = dropped.reduce((total, server) => total + leftOutSection(server).length, 0);
    const shares = fairShares(kept.map((server) => full.get(server.name)!.length), maxLength - fixedLength - placeholders);
    if (kept.length === 0 || shares.every((share) => share >= MIN_SECTION_CHARS)) {
      const sections = new Map<string, string>();
      for (const server of dropped) sections.set(server.name, leftOutSection(server));
      kept.forEach((server, index) => {
        const fullSection = full.get(server.name)!;
        sections.set(server.name, fullSection.length <= shares[index] ? fullSection : reportSection(server, shares[index]));
      });
      const text = assemble(sections, note);
      // Only a limit smaller than the table itself lands here: a hard cut is all that is left.
      return text.length <= maxLength ? text : text.slice(0, maxLength);
    }
    dropped.unshift(kept[kept.length - 1]);
  }
}

/** Water-filling: sizes under an equal share keep their size; the rest split what remains equally. */
export function fairShares(sizes: readonly number[], budget: number): number[] {
  const shares = new Array<number>(sizes.length).fill(0);
  let open = sizes.map((_, index) => index);
  let remaining = Math.max(0, budget);
  for (;;) {
    if (open.length === 0) return shares;
    const share = Math.floor(remaining / open.length);
    const fitting = open.filter((index) => sizes[index] <= share);
    if (fitting.length === 0) {
      for (const index of open) shares[index] = share;
      return shares;
    }
    for (const index of fitting) {
      shares[index] = sizes[index];
      remaining -= sizes[index];
    }
    open = open.filter((index) => sizes[index] > share);
  }
}

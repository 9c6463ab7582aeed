import type { Change } from '../diff/types.js';
import { escapeJsonInvisibles } from './escape.js';
import type { CheckReport, JsonReport, ReportSide } from './types.js';

/**
 * 2-space JSON with a trailing newline; key order is the value's own (callers build it on purpose).
 * Invisible and bidi characters in server text are written as `\uXXXX` escapes (the same value).
 */
function stringify(value: unknown): string {
  return `${escapeJsonInvisibles(JSON.stringify(value, null, 2))}\n`;
}

/** A change with the contract's key order; optional fields only when present. */
function orderedChange(change: Change): Change {
  return {
    id: change.id,
    kind: change.kind,
    rule: change.rule,
    severity: change.severity,
    direction: change.direction,
    capability: { type: change.capability.type, name: change.capability.name },
    ...(change.pointer !== undefined && { pointer: change.pointer }),
    message: change.message,
    reasons: [...change.reasons],
    ...(change.triggers !== undefined && change.triggers.length > 0 && { triggers: change.triggers.map((trigger) => ({ ...trigger })) }),
    ...(change.before !== undefined && { before: change.before }),
    ...(change.after !== undefined && { after: change.after }),
    ...(change.accepted !== undefined && {
      accepted: {
        reason: change.accepted.reason,
        ...(change.accepted.expires !== undefined && { expires: change.accepted.expires }),
      },
    }),
    ...(change.defaultSeverity !== undefined && { defaultSeverity: change.defaultSeverity }),
    ...(change.escalation !== undefined && { escalation: change.escalation }),
  };
}

/**
 * The report as the JSON contract lays it out (reportVersion 1). `definitions` (locked and live
 * definition of each changed capability) is included so `render` reproduces the check's diffs.
 */
export function toJsonReport(report: JsonReport | CheckReport): JsonReport {
  return {
    reportVersion: 1,
    verdict: report.verdict,
    failOn: report.failOn,
    counts: {
      critical: report.counts.critical,
      warning: report.counts.warning,
      info: report.counts.info,
      safe: report.counts.safe,
    },
    mode: report.mode,
    server: {
      name: report.server.name,
      ...(report.server.version !== undefined && { version: report.server.version }),
    },
    ...(report.locked !== undefined && { locked: jsonSide(report.locked) }),
    ...(report.live !== undefined && { live: jsonSide(report.live) }),
    lockfile: report.lockfile,
    changes: report.changes.map(orderedChange),
    tools: report.tools.map((tool) => ({ name: tool.name, risk: tool.risk, reasons: [...tool.reasons] })),
    ...(report.staleAcceptances !== undefined && report.staleAcceptances.length > 0 && {
      staleAcceptances: report.staleAcceptances.map((entry) => ({
        id: entry.id,
        reason: entry.reason,
        ...(entry.expires !== undefined && { expires: entry.expires }),
      })),
    }),
    ...(report.definitions !== undefined && Object.keys(report.definitions).length > 0 && { definitions: report.definitions }),
  };
}

export function renderJson(report: JsonReport | CheckReport): string {
  return stringify(toJsonReport(report));
}

/**
 * Output of the `snapshot` command. Keys keep their order: a snapshot records items as the
 * server sent them, so the same server gives the same bytes.
 */
export function renderSnapshotJson(value: unknown): string {
  return stringify(value);
}

/** Issue 24: one side of the header in a fixed key order. */
function jsonSide(side: ReportSide): ReportSide {
  return {
    name: side.name,
    ...(side.version !== undefined && { version: side.version }),
    ...(side.source !== undefined && {
      source: {
        kind: side.source.kind,
        name: side.source.name,
        ...(side.source.version !== undefined && { version: side.source.version }),
        ...(side.source.pinned !== undefined && { pinned: side.source.pinned }),
      },
    }),
  };
}

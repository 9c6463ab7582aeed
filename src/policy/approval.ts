import { SEVERITIES, type Severity } from '../diff/types.js';
import type { CheckReport } from '../report/types.js';

/**
 * A reviewer approved the drift with a PR label: every change that would fail the verdict is
 * marked accepted with the label named, so the report lists exactly what was approved, and the
 * verdict passes. Pure; a passing report is returned unchanged.
 */
export function approveByLabel(report: CheckReport, label: string): CheckReport {
  if (report.verdict === 'pass') return report;
  const rank = (severity: Severity) => SEVERITIES.indexOf(severity);
  const failing = (severity: Severity) => report.failOn !== 'none' && rank(severity) <= rank(report.failOn);
  const counts: Record<Severity, number> = { critical: 0, warning: 0, info: 0, safe: 0 };
  const changes = report.changes.map((change) => {
    if (change.accepted || !failing(change.severity)) {
      if (!change.accepted) counts[change.severity] += 1;
      return change;
    }
    return { ...change, accepted: { reason: `approved with the pull request label "${label}"` } };
  });
  return { ...report, verdict: 'pass', counts, changes };
}

/** Names of the changes an approval covered, for the step log. */
export function approvedChanges(before: CheckReport, after: CheckReport): string[] {
  const wasAccepted = new Set(before.changes.filter((c) => c.accepted).map((c) => c.id));
  return after.changes
    .filter((c) => c.accepted && !wasAccepted.has(c.id))
    .map((c) => `${c.rule} ${c.capability.type} ${c.capability.name}`);
}

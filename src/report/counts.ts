import { SEVERITIES, type Severity } from '../diff/types.js';

/** "2 critical, 1 warning, 0 info, 5 safe": every severity, worst first, zeros included. */
export function summarizeCounts(counts: Record<Severity, number>): string {
  return SEVERITIES.map((severity) => `${counts[severity] ?? 0} ${severity}`).join(', ');
}

import { describeSource } from '../lockfile/source.js';
import type { JsonReport, ReportSide } from './types.js';

/**
 * Issue 24: the report header's two sides as plain text, "name@version (source)" each, or
 * undefined for a report of an older gate (no `locked` / `live`). Renderers escape them.
 */
export function reportSides(report: Pick<JsonReport, 'locked' | 'live'>): { locked: string; live: string } | undefined {
  if (report.locked === undefined || report.live === undefined) return undefined;
  return { locked: sideLabel(report.locked), live: sideLabel(report.live) };
}

/** `notes@1.2.0 (npm @acme/notes@1.2.0)`; `notes (command node)`. */
export function sideLabel(side: ReportSide): string {
  const name = side.version === undefined || side.version === '' ? side.name || '(unnamed)' : `${side.name || '(unnamed)'}@${side.version}`;
  return side.source === undefined ? name : `${name} (${describeSource(side.source)})`;
}

/** "locked A@1 (source) → live A@2 (source), lockfile P": the one-line header of text and SARIF. */
export function sidesLine(report: Pick<JsonReport, 'locked' | 'live' | 'lockfile'>): string | undefined {
  const sides = reportSides(report);
  return sides === undefined ? undefined : `locked ${sides.locked} → live ${sides.live}, lockfile ${report.lockfile}`;
}

import type { JsonValue } from '../json.js';
import type { LockSource } from '../lockfile/types.js';
import type { Change, Severity } from '../diff/types.js';
import type { FailOn, Verdict } from '../policy/types.js';
import type { RiskLevel } from '../risk/types.js';
import type { SnapshotMode } from '../snapshot/types.js';

/** Everything a reporter needs; the JSON report is this object as written (reportVersion 1). */
export interface CheckReport {
  reportVersion: 1;
  verdict: Verdict;
  failOn: FailOn;
  counts: Record<Severity, number>;
  mode: SnapshotMode;
  server: { name: string; version?: string };
  /** Issue 24: both sides for the header, "locked X@v (source) → live Y@w"; absent in reports of older gates. */
  locked?: ReportSide;
  live?: ReportSide;
  /** Path of the lockfile compared with, as given. */
  lockfile: string;
  changes: Change[];
  /** Risk level of each tool of the live server, with reasons (shown in every report). */
  tools: Array<{ name: string; risk: RiskLevel; reasons: string[] }>;
  /**
   * Old and new full definitions of every capability that has a change, for the per-row unified
   * diff in markdown. Keyed by `${type}:${name}`; a side is absent when the capability was added/removed.
   */
  definitions: Record<string, { before?: JsonValue; after?: JsonValue }>;
  /** Acceptances of the policy file whose fingerprint matches no change (left over after a fix or an upgrade). */
  staleAcceptances?: Array<{ id: string; reason: string; expires?: string }>;
}

/** One side of a check: the server's name and version as it reported them, and where its code came from. */
export interface ReportSide {
  name: string;
  version?: string;
  source?: LockSource;
}

export type ReportFormat = 'text' | 'markdown' | 'json' | 'sarif';

/**
 * The JSON report as written and read back. `definitions` (both sides of every changed capability)
 * is written so `render` shows the same diffs as the check; reports of older gates lack it.
 */
export type JsonReport = Omit<CheckReport, 'definitions'> & { definitions?: CheckReport['definitions'] };

export interface TextOptions {
  /** ANSI colors; off unless asked for (logs and pipes get plain text). */
  color?: boolean;
}

export interface MarkdownOptions {
  /** Upper bound on the rendered size in UTF-8 bytes, kept by priority (see docs/REPORT.md). Default 65,000. */
  maxLength?: number;
}

/** Where a tool is defined in the repository (src/github/sourceLocations.ts finds it). */
export interface SourceLocation {
  /** Repo-relative, `/` separators. */
  path: string;
  /** 1-based. */
  line: number;
}

export interface SarifOptions {
  /** Repo-relative path of the lockfile: the artifact every result points at. */
  lockfilePath: string;
  /** The lockfile's text, to point each result at its entry's line; without it, line 1. */
  lockfileText?: string;
  /** Tool name -> where the tool is defined; adds a second location to results about that tool. */
  sourceLocations?: Map<string, SourceLocation>;
}

export type RenderOptions = TextOptions & MarkdownOptions & { sarif?: Partial<SarifOptions> };

import type { getOctokit } from '@actions/github';
import type { SourceLocation } from '../report/types.js';

/** The REST client of `@actions/github` (core + rest endpoint methods + pagination). */
export type Octokit = ReturnType<typeof getOctokit>;

export type { SourceLocation };

/** One check-run annotation as the Checks API takes it. */
export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'failure' | 'warning' | 'notice';
  message: string;
  title?: string;
  raw_details?: string;
}

/** Where annotations point: the lockfile (line from its source map) and, when known, each tool's source. */
export interface AnnotationOptions {
  /** Repo-relative, `/` separators. */
  lockfilePath: string;
  lockfileText?: string;
  sourceLocations?: Map<string, SourceLocation>;
}

/**
 * A GitHub write that did not happen. The action then falls back to the job summary and
 * workflow-command annotations and says what was skipped and why.
 */
export interface SkippedPublish {
  ok: false;
  skipped: 'check run' | 'comment';
  /** Names the cause, e.g. `GitHub answered 403 (Resource not accessible by integration) to POST /repos/o/r/check-runs: the token is read-only...`. */
  reason: string;
  /** HTTP status when GitHub answered (octokit reports network failures as 500). */
  status?: number;
  /** True for 401/403/404: a token without write access (fork PRs, Dependabot), not an outage. */
  permission: boolean;
}

export interface CheckRunPublished {
  ok: true;
  checkRunId: number;
  htmlUrl?: string;
  conclusion: CheckRunConclusion;
  /** Annotations sent, over `requests` requests (1 create + one update per further batch of 50). */
  annotations: number;
  requests: number;
}

export type CheckRunConclusion = 'success' | 'neutral' | 'failure';

export interface CommentPublished {
  ok: true;
  /** `none`: no sticky comment existed and `createIfMissing` was false. */
  action: 'created' | 'updated' | 'unchanged' | 'none';
  commentId?: number;
  htmlUrl?: string;
}

export type CheckRunResult = CheckRunPublished | SkippedPublish;
export type CommentResult = CommentPublished | SkippedPublish;

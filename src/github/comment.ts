import { escapeMarkdownInline as inline } from '../report/escape.js';
import { byteLength } from '../report/budget.js';
import { renderMarkdown } from '../report/markdown.js';
import type { CheckReport } from '../report/types.js';
import { skipFor } from './client.js';
import { cutWithNote } from './truncate.js';
import type { CommentResult, Octokit } from './types.js';

/** GitHub rejects issue comments over 65,536 characters. */
export const COMMENT_MAX = 65_536;
/** Room kept for the marker and a cut note around the rendered report. */
const COMMENT_RESERVE = 1_000;

/**
 * The hidden marker that makes the comment sticky, one per lockfile so two gated servers keep two
 * comments. Characters that could end the HTML comment (`--`, `>`) are percent-encoded.
 */
export function stickyCommentMarker(lockfilePath: string): string {
  const safe = lockfilePath.replace(/[^A-Za-z0-9._/@+-]|-(?=-)/gu, (char) =>
    Array.from(new TextEncoder().encode(char), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
  return `<!-- mcp-drift-gate:${safe} -->`;
}

/**
 * The comment body: the markdown report, or a one-line "no drift" once the live server matches the
 * lockfile (the old report is replaced, so a fixed PR does not keep showing stale drift).
 */
export function renderCommentBody(report: CheckReport, options: { detailsUrl?: string } = {}): string {
  const link = options.detailsUrl ? `\n[Full report](${options.detailsUrl})\n` : '';
  if (report.changes.length === 0) {
    return `## ✅ MCP drift: no drift\n\nThe live server matches ${inline(report.lockfile)}.\n${link}`;
  }
  const where = options.detailsUrl
    ? `The job summary of the [workflow run](${options.detailsUrl}) and the JSON report have every change.`
    : 'The job summary and the JSON report have every change.';
  return `${renderMarkdown(report, { maxLength: COMMENT_MAX - COMMENT_RESERVE - byteLength(link), where, details: 'critical' })}${link}`;
}

export interface UpsertStickyCommentOptions {
  octokit: Octokit;
  owner: string;
  repo: string;
  issueNumber: number;
  body: string;
  /** From stickyCommentMarker; written first in the body and searched for in existing comments. */
  marker: string;
  /** Where the whole report is (workflow run or check run); linked from the cut note. */
  detailsUrl?: string;
  /** When no sticky comment exists yet: create one (default), or leave the PR alone (e.g. when clean). */
  createIfMissing?: boolean;
  /** Only comments by this login count as ours (e.g. `github-actions[bot]`), so a pasted marker cannot redirect the update. */
  authorLogin?: string;
}

/** Marker + body within GitHub's limit; a cut body ends with a note and, when known, the link. */
export function stickyCommentBody(body: string, marker: string, detailsUrl?: string): string {
  const where = detailsUrl ? `: [full report](${detailsUrl})` : '; the job summary and JSON report have all of it';
  return cutWithNote(`${marker}\n${body}`, COMMENT_MAX, `> **Note:** this comment was cut to ${COMMENT_MAX} characters${where}.`);
}

/**
 * Updates the pull request's comment that carries `marker` in place (every page of comments is
 * searched), or creates it. Never throws for a GitHub answer: a read-only token yields
 * `{ ok: false, skipped: 'comment', reason }`.
 */
export async function upsertStickyComment(options: UpsertStickyCommentOptions): Promise<CommentResult> {
  const { octokit, owner, repo, issueNumber, marker } = options;
  const body = stickyCommentBody(options.body, marker, options.detailsUrl);
  try {
    let existing: { id: number; body?: string | undefined } | undefined;
    const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, { owner, repo, issue_number: issueNumber, per_page: 100 });
    search: for await (const page of pages) {
      for (const comment of page.data) {
        if (!comment.body?.includes(marker)) continue;
        if (options.authorLogin !== undefined && comment.user?.login !== options.authorLogin) continue;
        existing = comment;
        break search;
      }
    }
    if (existing) {
      if (existing.body === body) return { ok: true, action: 'unchanged', commentId: existing.id };
      const updated = await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
      return { ok: true, action: 'updated', commentId: updated.data.id, htmlUrl: updated.data.html_url };
    }
    if (options.createIfMissing === false) return { ok: true, action: 'none' };
    const created = await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body });
    return { ok: true, action: 'created', commentId: created.data.id, htmlUrl: created.data.html_url };
  } catch (error) {
    return skipFor('comment', error);
  }
}

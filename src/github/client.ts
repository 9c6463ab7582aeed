import { getOctokit } from '@actions/github';
import type { Octokit, SkippedPublish } from './types.js';

/**
 * An Octokit for `token`. The base URL is read now, not when `@actions/github` was imported, so
 * GITHUB_API_URL (GitHub Enterprise Server, or a loopback double in tests) is honoured whenever set.
 */
export function createOctokit(token: string, options: { baseUrl?: string } = {}): Octokit {
  const baseUrl = options.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com';
  return getOctokit(token, { baseUrl });
}

/** What octokit throws for an HTTP answer (`@octokit/request-error`), recognised by shape to avoid a transitive import. */
interface HttpError {
  name: string;
  status: number;
  message: string;
  request?: { method?: string; url?: string };
}

export function isHttpError(error: unknown): error is HttpError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'HttpError' &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}

/** 401/403/404 is how GitHub answers a token that may not write here (read-only GITHUB_TOKEN of fork PRs and Dependabot). */
const PERMISSION_STATUSES = new Set([401, 403, 404]);

/**
 * Turns a failed GitHub request into a skip naming the cause; anything that is not an HTTP answer
 * (a programming error) is rethrown. Reporting to GitHub is a side channel: its failure must not
 * turn a verdict into an error, so outages (5xx, network) degrade the same way as missing permissions.
 */
export function skipFor(what: SkippedPublish['skipped'], error: unknown): SkippedPublish {
  if (!isHttpError(error)) throw error;
  const permission = PERMISSION_STATUSES.has(error.status);
  const request = error.request?.method && error.request.url ? ` to ${error.request.method} ${new URL(error.request.url).pathname}` : '';
  const hint = permission
    ? `the token cannot write ${what === 'check run' ? 'checks' : 'pull request comments'} here (read-only GITHUB_TOKEN on fork pull requests and Dependabot runs, or missing \`permissions: ${what === 'check run' ? 'checks' : 'pull-requests'}: write\`)`
    : 'GitHub did not accept the request';
  const detail = error.message.split('\n')[0]?.slice(0, 300) ?? '';
  return {
    ok: false,
    skipped: what,
    reason: `GitHub answered ${error.status}${detail ? ` (${detail})` : ''}${request}: ${hint}`,
    status: error.status,
    permission,
  };
}

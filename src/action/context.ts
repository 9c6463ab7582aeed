import { readFileSync } from 'node:fs';

/** What the action needs from the workflow run, read from the runner's environment and event payload. */
export interface RunContext {
  owner?: string;
  repo?: string;
  eventName: string;
  /** The commit the check run belongs to: the PR's head, not the merge commit GITHUB_SHA names on PRs. */
  headSha?: string;
  pullRequest?: { number: number; labels: string[]; fromFork: boolean };
  /** The label whose adding triggered this run (`pull_request` event, action `labeled`). */
  labelAdded?: string;
  /** Link to this workflow run, for the comment and the check run. */
  runUrl?: string;
}

interface PullRequestPayload {
  number?: number;
  labels?: Array<{ name?: string }>;
  head?: { sha?: string; repo?: { full_name?: string } };
  base?: { repo?: { full_name?: string } };
}

export function readRunContext(env: NodeJS.ProcessEnv = process.env): RunContext {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const context: RunContext = { eventName: env.GITHUB_EVENT_NAME ?? '' };
  if (owner && repo) Object.assign(context, { owner, repo });
  if (env.GITHUB_SHA) context.headSha = env.GITHUB_SHA;
  if (env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID) {
    context.runUrl = `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`;
  }
  const payload = readPayload(env.GITHUB_EVENT_PATH);
  const pr = payload?.pull_request as PullRequestPayload | undefined;
  if (pr && typeof pr.number === 'number') {
    context.pullRequest = {
      number: pr.number,
      labels: (pr.labels ?? []).map((label) => label.name ?? '').filter(Boolean),
      fromFork: Boolean(pr.head?.repo?.full_name && pr.head.repo.full_name !== pr.base?.repo?.full_name),
    };
    if (pr.head?.sha) context.headSha = pr.head.sha;
    const label = (payload?.label as { name?: unknown } | undefined)?.name;
    if (payload?.action === 'labeled' && typeof label === 'string') context.labelAdded = label;
  }
  return context;
}

function readPayload(file: string | undefined): Record<string, unknown> | undefined {
  if (!file) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

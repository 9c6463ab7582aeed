import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureServer, repoRoot, runBuiltCli, tempDir } from '../helpers/fixtures.js';
import { GitHubDouble } from '../github/githubDouble.js';
import { checkAgainstOpenApi } from '../github/openapi.js';

// The bundled action as the runner starts it on a pull_request event, talking to a loopback double
// of the GitHub REST API; every request body is checked against GitHub's published OpenAPI description.

const actionPath = path.join(repoRoot, 'dist', 'index.js');
const server = (variant: string) => `node ${fixtureServer('content/v1-basic.mjs')} --variant=${variant}`;

let github: GitHubDouble;
beforeEach(async () => {
  github = await new GitHubDouble().start();
});
afterEach(async () => {
  await github.close();
});

async function workspaceWithLockfile(): Promise<string> {
  const workspace = tempDir();
  const run = await runBuiltCli(['lock', '--lockfile', path.join(workspace, 'mcp.lock.json'), '--', 'node', fixtureServer('content/v1-basic.mjs')]);
  expect(run.code, run.stderr).toBe(0);
  return workspace;
}

function runAction(workspace: string, inputs: Record<string, string>, pr: { labels?: string[]; fork?: boolean; labeled?: string } = {}) {
  const eventPath = path.join(workspace, 'event.json');
  writeFileSync(eventPath, JSON.stringify({
    action: pr.labeled ? 'labeled' : 'synchronize',
    ...(pr.labeled ? { label: { name: pr.labeled } } : {}),
    pull_request: {
      number: 7,
      labels: (pr.labels ?? []).map((name) => ({ name })),
      head: { sha: 'a'.repeat(40), repo: { full_name: pr.fork ? 'someone/fork' : 'octo/notes' } },
      base: { repo: { full_name: 'octo/notes' } },
    },
  }));
  const summary = path.join(workspace, 'summary.md');
  writeFileSync(summary, '');
  writeFileSync(path.join(workspace, 'output.txt'), '');
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    GITHUB_WORKSPACE: workspace, GITHUB_STEP_SUMMARY: summary, GITHUB_OUTPUT: path.join(workspace, 'output.txt'), RUNNER_TEMP: workspace,
    GITHUB_API_URL: github.url, GITHUB_REPOSITORY: 'octo/notes', GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventPath,
    GITHUB_SHA: 'b'.repeat(40), GITHUB_SERVER_URL: 'https://github.example', GITHUB_RUN_ID: '42',
    INPUT_TOKEN: 'test-token', 'INPUT_CHECK-RUN': 'true', INPUT_COMMENT: 'true', 'INPUT_APPROVE-LABEL': 'mcp-drift-approved',
    'INPUT_CHECK-NAME': 'MCP drift', 'INPUT_COMMENT-AUTHOR': 'github-actions[bot]',
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return new Promise<{ code: number | null; stdout: string; summary: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [actionPath], { cwd: workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, summary: readFileSync(summary, 'utf8') }));
  });
}

function expectRequestsMatchOpenApi() {
  expect(github.requests.length).toBeGreaterThan(0);
  for (const request of github.requests) {
    const { operationId, errors } = checkAgainstOpenApi(request);
    expect(errors, `${request.method} ${request.path} (${operationId})`).toEqual([]);
    expect(request.authorization).toMatch(/test-token/);
  }
}

describe('the bundled action on a pull request', () => {
  it('creates a failing check run on the PR head with annotations, and one sticky comment updated in place until clean', async () => {
    const workspace = await workspaceWithLockfile();
    const drifted = await runAction(workspace, { command: server('widened-input') });
    expect(drifted.code).toBe(1);
    expect(drifted.stdout).toContain('mcp-drift-approved');
    const [run] = [...github.checkRuns.values()];
    expect(run).toMatchObject({ name: 'MCP drift', head_sha: 'a'.repeat(40), conclusion: 'failure' });
    expect(run!.annotations.length).toBeGreaterThan(0);
    // Annotations went to the check run, so no duplicate workflow-command annotations.
    expect(drifted.stdout).not.toMatch(/^::error file=/m);
    const [comment] = github.comments.get(7)!;
    expect(comment!.body).toContain('search_notes');

    const clean = await runAction(workspace, { command: server('base') });
    expect(clean.code).toBe(0);
    const comments = github.comments.get(7)!;
    expect(comments).toHaveLength(1);
    expect(comments[0]!.id).toBe(comment!.id);
    expect(comments[0]!.body).toContain('no drift');
    expectRequestsMatchOpenApi();
  });

  it('degrades cleanly on a read-only token (fork PR): summary and annotations, says what was skipped, verdict unchanged', async () => {
    const workspace = await workspaceWithLockfile();
    github.readOnly = true;
    const run = await runAction(workspace, { command: server('widened-input') }, { fork: true });
    expect(run.code).toBe(1);
    expect(run.stdout).not.toContain('could not run');
    expect(run.summary).toContain('Check run skipped');
    expect(run.summary).toContain('PR comment skipped');
    expect(run.summary).toContain('403');
    expect(run.stdout).toMatch(/^::error .*input_property_added/m);
    expect(github.checkRuns.size).toBe(0);
    expectRequestsMatchOpenApi();
  });

  it('adding the PR label approves failing drift and the pass lists what was approved; a push afterwards needs a new approval', async () => {
    const workspace = await workspaceWithLockfile();
    const run = await runAction(workspace, { command: server('added-tool') }, { labels: ['mcp-drift-approved'], labeled: 'mcp-drift-approved' });
    expect(run.code, run.stdout).toBe(0);
    expect(run.summary).toContain('Approved with the label "mcp-drift-approved"');
    expect(run.summary).toContain('export_notes');
    const [check] = [...github.checkRuns.values()];
    expect(check!.conclusion).not.toBe('failure');

    // A later push (synchronize) with the label still on the PR: not approved.
    const pushed = await runAction(workspace, { command: server('widened-input') }, { labels: ['mcp-drift-approved'] });
    expect(pushed.code).toBe(1);
    expect(pushed.summary).toContain('remove the label and add it again');
  });

  it('mode verify fails on any difference, even a safe one, and takes no approval', async () => {
    const workspace = await workspaceWithLockfile();
    const same = await runAction(workspace, { command: server('base'), mode: 'verify' });
    expect(same.code, same.stdout).toBe(0);
    const removed = await runAction(workspace, { command: server('removed-tool'), mode: 'verify' }, { labels: ['mcp-drift-approved'] });
    expect(removed.code).toBe(1);
    expect(removed.stdout).toContain('release gating');
  });

  it('writes SARIF when asked', async () => {
    const workspace = await workspaceWithLockfile();
    const run = await runAction(workspace, { command: server('widened-input'), 'sarif-file': 'drift.sarif' });
    expect(run.code).toBe(1);
    const sarif = JSON.parse(readFileSync(path.join(workspace, 'drift.sarif'), 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results.some((r: { ruleId: string }) => r.ruleId === 'input_property_added')).toBe(true);
  });
});

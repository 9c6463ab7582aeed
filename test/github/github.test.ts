import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeChange } from '../../src/diff/change.js';
import type { Change } from '../../src/diff/types.js';
import {
  buildCheckAnnotations, workflowAnnotations, checkRunConclusion, createOctokit, publishCheckRun, renderCommentBody, stickyCommentMarker,
  upsertStickyComment, type CheckAnnotation, type Octokit,
} from '../../src/github/index.js';
import { GitHubDouble, type RecordedRequest } from './githubDouble.js';
import { checkAgainstOpenApi } from './openapi.js';
import { LOCKFILE_PATH, lockfileText, realChanges, reportWith } from './reportFixture.js';

const TOKEN = 'ghs_test_token';
const owner = 'octo';
const repo = 'servers';
const headSha = 'a'.repeat(40);

let github: GitHubDouble;
let octokit: Octokit;
const savedApiUrl = process.env.GITHUB_API_URL;

// Loads the 70 MB OpenAPI description once, outside any test's timing.
beforeAll(() => {
  checkAgainstOpenApi({ method: 'GET', path: '/repos/o/r/issues/1/comments', query: {}, body: undefined, authorization: undefined });
});

beforeEach(async () => {
  github = await new GitHubDouble().start();
  // createOctokit reads GITHUB_API_URL when called: nothing leaves the loopback double.
  process.env.GITHUB_API_URL = github.url;
  octokit = createOctokit(TOKEN);
});

afterEach(async () => {
  // Every request the gate made must be one GitHub documents, with a body its schema accepts.
  for (const request of github.requests) {
    const { errors } = checkAgainstOpenApi(request);
    expect(errors, `${request.method} ${request.path}`).toEqual([]);
    expect(request.authorization).toBe(`token ${TOKEN}`);
  }
  await github.close();
});

afterAll(() => {
  if (savedApiUrl === undefined) delete process.env.GITHUB_API_URL;
  else process.env.GITHUB_API_URL = savedApiUrl;
});

const operations = (requests: RecordedRequest[]): string[] => requests.map((r) => checkAgainstOpenApi(r).operationId);

function annotationsOf(count: number): CheckAnnotation[] {
  return Array.from({ length: count }, (_, i) => ({
    path: LOCKFILE_PATH,
    start_line: i + 1,
    end_line: i + 1,
    annotation_level: 'warning' as const,
    message: `change ${i}`,
  }));
}

describe('the OpenAPI request check', () => {
  it('rejects bodies GitHub would reject, so the afterEach check can fail', () => {
    const request = (body: unknown): RecordedRequest => ({ method: 'POST', path: '/repos/o/r/check-runs', query: {}, body, authorization: undefined });
    const good = { name: 'MCP drift', head_sha: headSha, output: { title: 't', summary: 's', annotations: annotationsOf(50) } };
    expect(checkAgainstOpenApi(request(good)).errors).toEqual([]);
    expect(checkAgainstOpenApi(request({ ...good, output: { ...good.output, annotations: annotationsOf(51) } })).errors).not.toEqual([]);
    expect(checkAgainstOpenApi(request({ ...good, output: { ...good.output, summary: 's'.repeat(65_536) } })).errors).not.toEqual([]);
    expect(checkAgainstOpenApi(request({ ...good, conclusion: 'passed' })).errors).not.toEqual([]);
    expect(() => checkAgainstOpenApi({ ...request(good), path: '/repos/o/r/not-an-endpoint' })).toThrow(/matches 0 GitHub operations/);
  });
});

describe('publishCheckRun', () => {
  it('creates a completed check run with the conclusion, counts in the title, and the report as output', async () => {
    const report = reportWith(realChanges());
    const annotations = buildCheckAnnotations(report, { lockfilePath: LOCKFILE_PATH, lockfileText: lockfileText() });
    const result = await publishCheckRun({ octokit, owner, repo, headSha, report, annotations });
    expect(result).toMatchObject({ ok: true, conclusion: 'failure', annotations: annotations.length, requests: 1 });
    expect(operations(github.requests)).toEqual(['checks/create']);
    const body = github.requests[0]!.body as { name: string; head_sha: string; status: string; conclusion: string; output: Record<string, unknown> };
    expect(github.requests[0]!.path).toBe(`/repos/${owner}/${repo}/check-runs`);
    expect(body).toMatchObject({ name: 'MCP drift', head_sha: headSha, status: 'completed', conclusion: 'failure' });
    expect(body.output.title).toBe('Failed: 2 critical, 0 warning, 1 info, 1 safe');
    expect(body.output.summary).toContain('### Review these first');
    expect(body.output.summary).toContain('| Capability | What changed |');
    expect(body.output.text).toContain(report.changes[0]!.id);
    expect(body.output.annotations).toEqual(annotations);
    if (result.ok) expect(result.checkRunId).toBe([...github.checkRuns.keys()][0]);
  });

  it('concludes neutral for drift below fail-on and success when nothing counts', async () => {
    const below = reportWith([makeChange('prompt_added', { capability: { type: 'prompt', name: 'p' } })]);
    expect(below.verdict).toBe('pass');
    const neutral = await publishCheckRun({ octokit, owner, repo, headSha, report: below, annotations: [] });
    expect(neutral).toMatchObject({ ok: true, conclusion: 'neutral' });
    const clean = await publishCheckRun({ octokit, owner, repo, headSha, report: reportWith([]), annotations: [] });
    expect(clean).toMatchObject({ ok: true, conclusion: 'success' });
    const bodies = github.requests.map((r) => r.body as { conclusion: string; output: { title: string; annotations?: unknown } });
    expect(bodies.map((b) => b.conclusion)).toEqual(['neutral', 'success']);
    expect(bodies[1]!.output.title).toBe('No drift: the live server matches the lockfile');
    expect(bodies[1]!.output.annotations).toBeUndefined();
    const cosmetic = reportWith([makeChange('tool_title_changed', { capability: { type: 'tool', name: 't' }, before: 'a', after: 'b' })]);
    expect(checkRunConclusion(cosmetic)).toBe('success');
  });

  it('sends 120 annotations as one create with 50, then updates with 50 and 20, in order', async () => {
    const annotations = annotationsOf(120);
    const result = await publishCheckRun({ octokit, owner, repo, headSha, report: reportWith(realChanges()), annotations });
    expect(result).toMatchObject({ ok: true, annotations: 120, requests: 3 });
    expect(operations(github.requests)).toEqual(['checks/create', 'checks/update', 'checks/update']);
    const batches = github.requests.map((r) => (r.body as { output: { annotations: CheckAnnotation[] } }).output.annotations);
    expect(batches.map((b) => b.length)).toEqual([50, 50, 20]);
    const id = [...github.checkRuns.keys()][0]!;
    expect(github.requests.slice(1).map((r) => r.path)).toEqual([1, 2].map(() => `/repos/${owner}/${repo}/check-runs/${id}`));
    expect(github.checkRuns.get(id)!.annotations).toEqual(annotations);
  });

  it('keeps summary and text within 65,535 bytes by priority, with a note, naming every critical capability', async () => {
    const many: Change[] = Array.from({ length: 400 }, (_, i) =>
      makeChange('tool_added', {
        capability: { type: 'tool', name: `tool_${i}` },
        after: { name: `tool_${i}`, description: `${'x'.repeat(400)} ${i}` },
        reasons: [`reason ${'y'.repeat(200)}`],
      }),
    );
    const result = await publishCheckRun({ octokit, owner, repo, headSha, report: reportWith(many), annotations: [] });
    expect(result.ok).toBe(true);
    const { output } = github.requests[0]!.body as { output: { summary: string; text: string } };
    expect(Buffer.byteLength(output.summary)).toBeLessThanOrEqual(65_535);
    expect(Buffer.byteLength(output.summary)).toBeGreaterThan(50_000);
    expect(output.summary).toMatch(/Note:.*left out/);
    for (const change of many) expect(output.summary).toContain(`\`${change.capability.name}\``);
    expect(Buffer.byteLength(output.text)).toBeLessThanOrEqual(65_535);
    expect(output.text).toMatch(/Note:\*\* \d+ of 400 capabilities left out/);
    // The schema check in afterEach enforces maxLength 65535 too.
  });

  it('degrades to { ok: false } on a read-only token (403) without throwing', async () => {
    github.readOnly = true;
    const result = await publishCheckRun({
      octokit, owner, repo, headSha, report: reportWith(realChanges()), annotations: annotationsOf(3),
    });
    expect(result).toMatchObject({ ok: false, skipped: 'check run', status: 403, permission: true });
    if (!result.ok) {
      expect(result.reason).toContain('403');
      expect(result.reason).toContain('Resource not accessible by integration');
      expect(result.reason).toContain('checks: write');
    }
  });
});

describe('upsertStickyComment', () => {
  const issueNumber = 7;
  const marker = stickyCommentMarker(LOCKFILE_PATH);

  it('creates the comment, then updates the same comment in place, saying "no drift" once clean', async () => {
    github.seedComments(issueNumber, ['LGTM'], 'octocat');
    const drift = renderCommentBody(reportWith(realChanges()), { detailsUrl: 'https://github.com/octo/servers/actions/runs/1' });
    const first = await upsertStickyComment({ octokit, owner, repo, issueNumber, marker, body: drift });
    expect(first).toMatchObject({ ok: true, action: 'created' });
    const clean = renderCommentBody(reportWith([]));
    const second = await upsertStickyComment({ octokit, owner, repo, issueNumber, marker, body: clean });
    expect(second).toMatchObject({ ok: true, action: 'updated' });
    if (first.ok && second.ok) expect(second.commentId).toBe(first.commentId);
    expect(operations(github.requests)).toEqual(['issues/list-comments', 'issues/create-comment', 'issues/list-comments', 'issues/update-comment']);
    const stored = github.comments.get(issueNumber)!;
    expect(stored).toHaveLength(2);
    expect(stored[0]!.body).toBe('LGTM');
    expect(stored[1]!.body.startsWith(marker)).toBe(true);
    expect(stored[1]!.body).toContain('no drift');
    expect(stored[1]!.body).not.toContain('| Severity |');
  });

  it('finds the marker on page 2 of the comments', async () => {
    const filler = Array.from({ length: 130 }, (_, i) => `comment ${i}`);
    github.seedComments(issueNumber, filler, 'octocat');
    const [ours] = github.seedComments(issueNumber, [`${marker}\nold report`]);
    github.seedComments(issueNumber, ['after']);
    const result = await upsertStickyComment({ octokit, owner, repo, issueNumber, marker, body: 'new report' });
    expect(result).toMatchObject({ ok: true, action: 'updated', commentId: ours!.id });
    const lists = github.requests.filter((r) => r.method === 'GET');
    expect(lists.map((r) => r.query.page ?? '1')).toEqual(['1', '2']);
    expect(github.requests.at(-1)!.path).toBe(`/repos/${owner}/${repo}/issues/comments/${ours!.id}`);
    expect(github.comments.get(issueNumber)!).toHaveLength(132);
  });

  it('ignores a marker pasted by someone else when authorLogin is given, and a marker of another lockfile', async () => {
    github.seedComments(issueNumber, [`${marker}\nforged`], 'mallory');
    github.seedComments(issueNumber, [`${stickyCommentMarker('other/mcp.lock.json')}\nother`]);
    const result = await upsertStickyComment({
      octokit, owner, repo, issueNumber, marker, body: 'report', authorLogin: 'github-actions[bot]',
    });
    expect(result).toMatchObject({ ok: true, action: 'created' });
    expect(github.comments.get(issueNumber)!.map((c) => c.body)).toEqual([`${marker}\nforged`, expect.stringContaining('other'), `${marker}\nreport`]);
  });

  it('leaves the PR alone when clean and no comment exists, if asked', async () => {
    const result = await upsertStickyComment({ octokit, owner, repo, issueNumber, marker, body: 'no drift', createIfMissing: false });
    expect(result).toEqual({ ok: true, action: 'none' });
    expect(operations(github.requests)).toEqual(['issues/list-comments']);
  });

  it('cuts a body over 65,536 characters with a note and the link', async () => {
    const url = 'https://github.com/octo/servers/actions/runs/9';
    const result = await upsertStickyComment({ octokit, owner, repo, issueNumber, marker, body: 'z'.repeat(80_000), detailsUrl: url });
    expect(result.ok).toBe(true);
    const body = github.comments.get(issueNumber)![0]!.body;
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body.startsWith(marker)).toBe(true);
    expect(body).toContain(`cut to 65536 characters: [full report](${url})`);
  });

  it('degrades to { ok: false } when the token may not comment (403)', async () => {
    github.readOnly = true;
    const result = await upsertStickyComment({ octokit, owner, repo, issueNumber, marker, body: 'report' });
    expect(result).toMatchObject({ ok: false, skipped: 'comment', status: 403, permission: true });
    if (!result.ok) expect(result.reason).toMatch(/403.*Resource not accessible by integration.*pull-requests: write/);
  });
});

describe('buildCheckAnnotations', () => {
  it('annotates counted changes on the lockfile line, and the tool source when known', () => {
    const changes = realChanges();
    const annotations = buildCheckAnnotations(reportWith(changes), {
      lockfilePath: LOCKFILE_PATH,
      lockfileText: lockfileText(),
      sourceLocations: new Map([['add_note', { path: 'server.mjs', line: 12 }]]),
    });
    // tool_added (critical), input_constraint_relaxed (critical) twice (lockfile + source), prompt_removed (info);
    // the safe description change and the accepted capability change get none.
    expect(annotations.map((a) => [a.path, a.start_line, a.annotation_level])).toEqual([
      [LOCKFILE_PATH, 28, 'failure'],
      [LOCKFILE_PATH, 61, 'failure'],
      ['server.mjs', 12, 'failure'],
      [LOCKFILE_PATH, 116, 'notice'],
    ]);
    expect(annotations[0]!.title).toBe('MCP drift (critical, tool_added): tool exec_shell: new tool');
    expect(annotations[0]!.message).toContain('Run a shell command.');
    expect(annotations[0]!.raw_details).toContain(changes[0]!.id);
    for (const a of annotations) expect(a.end_line).toBe(a.start_line);
  });

  it('uses warning for warnings and line 1 without lockfile text', () => {
    const [annotation] = buildCheckAnnotations(reportWith([makeChange('prompt_added', { capability: { type: 'prompt', name: 'p' } })]), { lockfilePath: 'mcp.lock.json' });
    expect(annotation).toMatchObject({ path: 'mcp.lock.json', start_line: 1, annotation_level: 'warning' });
  });
});

describe('workflowAnnotations (no token: the fallback annotations)', () => {
  it('point at the lockfile line and, for a tool whose source was found, at its source line too, most dangerous first', () => {
    const { annotations, skipped } = workflowAnnotations(reportWith(realChanges()), {
      lockfilePath: LOCKFILE_PATH,
      lockfileText: lockfileText(),
      sourceLocations: new Map([['add_note', { path: 'server.mjs', line: 12 }]]),
    });
    expect(skipped).toBe(0);
    expect(annotations.map((a) => [a.file, a.line, a.level])).toEqual([
      [LOCKFILE_PATH, 28, 'error'],
      [LOCKFILE_PATH, 61, 'error'],
      ['server.mjs', 12, 'error'],
      [LOCKFILE_PATH, 116, 'notice'],
    ]);
    expect(annotations[2]!.message).toMatch(/\(tool defined here\)$/);
    expect(annotations[2]!.title).toBe(annotations[1]!.title);
  });

  it('keep within the limit per level, a lockfile-and-source pair whole, and count what did not fit', () => {
    const tools = ['t1', 't2', 't3'].map((name) => makeChange('tool_added', { capability: { type: 'tool', name }, after: { name } }));
    const report = reportWith(tools.map((c) => ({ ...c, severity: 'critical' as const })));
    const withSource = workflowAnnotations(report, { lockfilePath: LOCKFILE_PATH, sourceLocations: new Map([['t1', { path: 'a.ts', line: 3 }], ['t2', { path: 'b.ts', line: 4 }]]), perLevel: 3 });
    // t1 takes 2 (lockfile + source); t2 needs 2 more and is skipped; t3 needs 1 and fits.
    expect(withSource.annotations.map((a) => `${a.file}:${a.line}`)).toEqual([`${LOCKFILE_PATH}:1`, 'a.ts:3', `${LOCKFILE_PATH}:1`]);
    expect(withSource.annotations.map((a) => a.title.match(/tool (t\d)/)?.[1])).toEqual(['t1', 't1', 't3']);
    expect(withSource.skipped).toBe(1);
  });
});

describe('stickyCommentMarker', () => {
  it('is a hidden HTML comment per lockfile that a path cannot close early', () => {
    expect(stickyCommentMarker('mcp.lock.json')).toBe('<!-- mcp-drift-gate:mcp.lock.json -->');
    const hostile = stickyCommentMarker('a-->b--!>c d.json');
    expect(hostile.slice(4, -3)).not.toMatch(/--|>/);
    expect(hostile).not.toBe(stickyCommentMarker('a-->b--!>c e.json'));
  });
});

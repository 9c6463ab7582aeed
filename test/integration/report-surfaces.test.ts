import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryWithin } from '../../src/action/main.js';
import {
  buildCheckAnnotations, createOctokit, publishCheckRun, renderCheckDetails, renderCheckSummary, renderCommentBody,
  stickyCommentBody, stickyCommentMarker, upsertStickyComment,
} from '../../src/github/index.js';
import { renderJson, renderMarkdown, renderSarif, renderText } from '../../src/report/index.js';
import type { CheckReport, JsonReport } from '../../src/report/types.js';
import { GitHubDouble } from '../github/githubDouble.js';
import { checkAgainstOpenApi } from '../github/openapi.js';
import { buildReportModel } from '../../src/report/model.js';
import { checkDetails } from '../../src/github/checkRun.js';
import {
  CASES, memoryUpgrade, PLANTED_INSTRUCTION, PLANTED_PARAMETER, PLANTED_PARAMETER_INSTRUCTION, PLANTED_PARAMETER_TOOL, PLANTED_TOOL, realLargeUpgrade,
} from '../report/cases.js';

/**
 * Every surface of the report for the issue-11 cases, pinned as snapshots (look at a changed
 * snapshot before accepting it), and the properties a reviewer relies on asserted outright: the
 * planted instruction near the top of each surface, every critical capability named in the
 * comment, and GitHub's limits in bytes.
 */

const RUN_URL = 'https://github.example/octo/servers/actions/runs/42';
const MARKER = stickyCommentMarker('mcp.lock.json');
/**
 * Code scanning's upload limits ("SARIF support for code scanning", "SARIF results exceed limit"):
 * 10 MB gzip-compressed; per file 20 runs; per run 25,000 results, 25,000 rules and 100 tool
 * extensions; per result 1,000 locations and 10,000 thread-flow locations; per rule 20 tags.
 */
const SARIF_LIMITS = { gzipBytes: 10 * 1024 * 1024, runs: 20, resultsPerRun: 25_000, rulesPerRun: 25_000, extensionsPerRun: 100, locationsPerResult: 1_000, threadFlowLocationsPerResult: 10_000, tagsPerRule: 20 };

interface SarifLog {
  runs: Array<{
    tool: { driver: { rules?: Array<{ properties?: { tags?: unknown[] } }> }; extensions?: unknown[] };
    results: Array<{ locations?: unknown[]; codeFlows?: Array<{ threadFlows: Array<{ locations: unknown[] }> }> }>;
  }>;
}

/** GitHub's limits: comment body 65,536 characters; check-run summary/text 65,535; job summary 1 MiB; 50 annotations per request. */
const LIMITS = { comment: 65_536, checkOutput: 65_535, jobSummary: 1024 * 1024, annotationsPerRequest: 50 };
const JOB_SUMMARY_MAX = 1024 * 1024 - 16 * 1024; // what the action uses (src/action/main.ts)

const bytes = (text: string): number => Buffer.byteLength(text);
/** Markdown as GitHub shows it: character references decoded, zero-width spaces gone. */
const shown = (markdown: string): string => markdown.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code))).replaceAll('\u200b', '');
/** A quote with its marks (code spans or bold in markdown, >>…<< elsewhere) removed. */
const unmarked = (text: string): string => text.replace(/\*\*|>>|<<|`/g, '');
/** Text report lines with wrapped continuations (`... `) joined to the line they continue. */
const unwrapped = (lines: readonly string[]): string => lines.map((line) => line.replace(/^\s+\.\.\. /, '\u0000')).join('\n').replace(/\n\u0000/g, ' ');
const PLANTS = [PLANTED_INSTRUCTION, PLANTED_PARAMETER_INSTRUCTION];

interface Surfaces {
  comment: string;
  checkSummary: string;
  checkDetails: string;
  jobSummary: string;
  text: string;
  sarif: string;
  annotations: string;
}

function surfaces(report: CheckReport): Surfaces {
  const lockfileLines = 'x\n'.repeat(10);
  const annotations = buildCheckAnnotations(report, { lockfilePath: 'mcp.lock.json', lockfileText: lockfileLines });
  return {
    comment: stickyCommentBody(renderCommentBody(report, { detailsUrl: RUN_URL }), MARKER, RUN_URL),
    checkSummary: renderCheckSummary(report, { runUrl: RUN_URL }),
    checkDetails: renderCheckDetails(report),
    jobSummary: summaryWithin(report, JOB_SUMMARY_MAX),
    text: renderText(report),
    sarif: renderSarif(report, { lockfilePath: 'mcp.lock.json' }),
    annotations: `${JSON.stringify(annotations.slice(0, 10).map((a) => ({ level: a.annotation_level, title: a.title, message: a.message })), null, 2)}\n`,
  };
}

const built = Object.fromEntries(Object.entries(CASES).map(([name, build]) => [name, build()])) as Record<keyof typeof CASES, CheckReport>;

describe('the report cases', () => {
  it('are what their names say', () => {
    expect(built.cosmetic).toMatchObject({ verdict: 'pass', counts: { critical: 0, warning: 0 } });
    expect(built.cosmetic.changes.every((c) => c.severity === 'safe' || c.severity === 'info')).toBe(true);
    expect(built.buried.verdict).toBe('fail');
    expect(built.buried.changes.length).toBeGreaterThanOrEqual(600);
    // The plants are edits among the real upgrade's, not a different upgrade: the rewritten
    // description (now critical) is a change of the real upgrade too; the parameter's description
    // change and the cosmetic schema row its text edit brings are the only extra rows.
    const key = (c: CheckReport['changes'][number]): string => `${c.capability.name} ${c.rule} ${c.pointer ?? ''}`;
    const real = new Set(realLargeUpgrade().changes.map(key));
    const extra = built.buried.changes.filter((c) => !real.has(key(c)));
    expect(extra.map((c) => `${c.capability.name} ${c.rule}`).sort()).toEqual([
      `${PLANTED_PARAMETER_TOOL} input_schema_cosmetic`, `${PLANTED_PARAMETER_TOOL} tool_argument_description_changed`,
    ]);
    // Plant 1 is the last sentence of a multi-sentence new description, after four other added sentences.
    const description = built.buried.changes.find((c) => c.capability.name === PLANTED_TOOL && c.rule === 'tool_description_changed')!;
    expect(description.severity).toBe('critical');
    expect(String(description.after).endsWith(` ${PLANTED_INSTRUCTION}`)).toBe(true);
    expect(String(description.after).split(/(?<=[.!?])\s+/).length).toBeGreaterThanOrEqual(5);
    expect(String(description.before)).not.toContain(String(description.after).slice(0, 40));
    // Plant 2 is the last sentence of a parameter's description.
    const parameter = built.buried.changes.find((c) => c.capability.name === PLANTED_PARAMETER_TOOL && c.rule === 'tool_argument_description_changed')!;
    expect(parameter).toMatchObject({ severity: 'critical', pointer: `/inputSchema/properties/${PLANTED_PARAMETER}/description` });
    expect(String(parameter.after)).toBe(`${String(parameter.before)} ${PLANTED_PARAMETER_INSTRUCTION}`);
    expect(String(parameter.before).split(/(?<=[.!?])\s+/).length).toBeGreaterThanOrEqual(2);
    expect(built.exec.changes.filter((c) => c.severity === 'critical').map((c) => c.rule).sort()).toEqual(['input_property_added', 'risk_level_raised']);
    expect(built['safe-70']).toMatchObject({ verdict: 'pass', counts: { critical: 0, warning: 0, info: 0 } });
    expect(built['safe-70'].counts.safe).toBeGreaterThanOrEqual(70);
  });
});

describe.each(Object.keys(CASES) as Array<keyof typeof CASES>)('every surface of the %s case', (name) => {
  const report = built[name];
  const out = surfaces(report);

  it('matches its snapshots', async () => {
    await expect(out.comment).toMatchFileSnapshot(`__snapshots__/surfaces/${name}.comment.md`);
    await expect(out.checkSummary).toMatchFileSnapshot(`__snapshots__/surfaces/${name}.check-summary.md`);
    await expect(out.checkDetails).toMatchFileSnapshot(`__snapshots__/surfaces/${name}.check-details.md`);
    await expect(out.jobSummary).toMatchFileSnapshot(`__snapshots__/surfaces/${name}.job-summary.md`);
    await expect(out.text).toMatchFileSnapshot(`__snapshots__/surfaces/${name}.txt`);
    await expect(out.annotations).toMatchFileSnapshot(`__snapshots__/surfaces/${name}.annotations.json`);
    // SARIF: the first results (most dangerous first) with their message text.
    const sarif = JSON.parse(out.sarif) as { runs: Array<{ results: Array<{ ruleId: string; level: string; message: { text: string } }> }> };
    const head = sarif.runs[0]!.results.slice(0, 12).map((r) => ({ ruleId: r.ruleId, level: r.level, message: r.message.text }));
    await expect(`${JSON.stringify(head, null, 2)}\n`).toMatchFileSnapshot(`__snapshots__/surfaces/${name}.sarif-results.json`);
  });

  it("fits GitHub's limits in bytes", () => {
    expect(out.comment.length).toBeLessThanOrEqual(LIMITS.comment);
    expect(bytes(out.comment)).toBeLessThanOrEqual(LIMITS.comment);
    expect(bytes(out.checkSummary)).toBeLessThanOrEqual(LIMITS.checkOutput);
    expect(bytes(out.checkDetails)).toBeLessThanOrEqual(LIMITS.checkOutput);
    expect(bytes(out.jobSummary)).toBeLessThanOrEqual(LIMITS.jobSummary);
    // A cut is never a prefix: the comment ends with its own last section or the note, never mid-line.
    expect(out.comment.endsWith('\n')).toBe(true);
  });

  it("fits code scanning's SARIF upload limits", () => {
    expect(gzipSync(out.sarif).byteLength).toBeLessThanOrEqual(SARIF_LIMITS.gzipBytes);
    const sarif = JSON.parse(out.sarif) as SarifLog;
    expect(sarif.runs.length).toBeGreaterThan(0);
    expect(sarif.runs.length).toBeLessThanOrEqual(SARIF_LIMITS.runs);
    for (const run of sarif.runs) {
      // Every counted change is a result: a cut here would hide drift from code scanning.
      expect(run.results.length).toBeGreaterThan(0);
      expect(run.results.length).toBeLessThanOrEqual(SARIF_LIMITS.resultsPerRun);
      expect(run.tool.driver.rules?.length ?? 0).toBeLessThanOrEqual(SARIF_LIMITS.rulesPerRun);
      expect(run.tool.extensions?.length ?? 0).toBeLessThanOrEqual(SARIF_LIMITS.extensionsPerRun);
      for (const rule of run.tool.driver.rules ?? []) expect(rule.properties?.tags?.length ?? 0).toBeLessThanOrEqual(SARIF_LIMITS.tagsPerRule);
      for (const result of run.results) {
        expect(result.locations?.length ?? 0).toBeLessThanOrEqual(SARIF_LIMITS.locationsPerResult);
        const flowLocations = (result.codeFlows ?? []).flatMap((flow) => flow.threadFlows).reduce((sum, thread) => sum + thread.locations.length, 0);
        expect(flowLocations).toBeLessThanOrEqual(SARIF_LIMITS.threadFlowLocationsPerResult);
      }
    }
  });

  it('fits every text line in 120 columns, verdict first', () => {
    const lines = out.text.split('\n');
    expect(lines[0]).toMatch(/^MCP drift: (PASS|FAIL) - /);
    for (const line of lines) expect(Array.from(line).length).toBeLessThanOrEqual(120);
  });

  it('names every capability with critical drift in the comment', () => {
    const critical = new Set(report.changes.filter((c) => c.severity === 'critical' && !c.accepted).map((c) => c.capability.name));
    for (const capability of critical) expect(out.comment).toContain(`\`${capability}\``);
  });

  it('renders the same from the JSON report (render of a fork run)', () => {
    const parsed = JSON.parse(renderJson(report)) as JsonReport;
    expect(renderMarkdown(parsed)).toBe(renderMarkdown(report));
    expect(renderText(parsed)).toBe(out.text);
    expect(renderCommentBody({ ...parsed, definitions: parsed.definitions ?? {} }, { detailsUrl: RUN_URL })).toBe(renderCommentBody(report, { detailsUrl: RUN_URL }));
  });
});

describe('the buried instructions (issue 22)', () => {
  const out = surfaces(built.buried);
  const report = built.buried;

  it('are quoted, whole sentence, within the first 3,000 characters of the comment, check-run summary and job summary', () => {
    for (const surface of [out.comment, out.checkSummary, out.jobSummary]) {
      const head = unmarked(shown(surface.slice(0, 3_000)));
      for (const plant of PLANTS) expect(head).toContain(`“${plant}”`);
      expect(shown(surface.slice(0, 3_000))).toContain(`\`${PLANTED_TOOL}\``);
      expect(shown(surface.slice(0, 3_000))).toContain(`\`${PLANTED_PARAMETER_TOOL}\``);
    }
  });

  it('are quoted within the first 40 lines of the text report', () => {
    const head = unmarked(unwrapped(out.text.split('\n').slice(0, 40)));
    for (const plant of PLANTS) expect(head).toContain(`"${plant}"`);
  });

  it('are quoted in the first annotation\'s message and the first SARIF result\'s message', () => {
    const [first] = buildCheckAnnotations(report, { lockfilePath: 'mcp.lock.json' });
    expect(first!.title).toContain(PLANTED_TOOL);
    const sarif = JSON.parse(out.sarif) as { runs: Array<{ results: Array<{ message: { text: string } }> }> };
    for (const message of [first!.message, sarif.runs[0]!.results[0]!.message.text]) {
      for (const plant of PLANTS) expect(unmarked(message)).toContain(`"${plant}"`);
      // The trigger comes first: the message opens with the quote of its own plant.
      expect(unmarked(message.split('\n')[0]!)).toContain(`"${PLANTED_INSTRUCTION}"`);
    }
  });

  it('raises the tool risk shown for that tool to CRITICAL, naming the signal', () => {
    expect(out.comment).toMatch(new RegExp(`\\*\\*1\\. tool \`${PLANTED_TOOL}\`\\*\\* — text signal [^\\n]*secret&#95;path[^\\n]*· risk CRITICAL \\(inferred \\w+\\)`));
  });

  it('the header names both versions and the lockfile, and counts the removed tools on every surface', () => {
    const removed = report.changes.filter((c) => c.rule === 'tool_removed').length;
    expect(removed).toBeGreaterThan(30);
    for (const surface of [out.comment, out.checkSummary, out.jobSummary]) {
      const head = shown(surface.slice(0, 1_500));
      expect(head).toContain('locked **`Azure MCP Server@1.0.4.0`** → live **`Azure MCP Server@2.0.5`** · lockfile `mcp.lock.json`');
      expect(head).toContain(`**Removed:** ${removed} tools (`);
    }
    expect(out.text.split('\n')[1]).toBe('Server: locked Azure MCP Server@1.0.4.0 -> live Azure MCP Server@2.0.5; lockfile mcp.lock.json');
    expect(out.text.split('\n').slice(0, 6).join('\n')).toContain(`Removed: ${removed} tools: `);
    // The check-run details, the first annotation and the first SARIF result say both sides and count them too.
    const sides = 'Server: locked Azure MCP Server@1.0.4.0 -> live Azure MCP Server@2.0.5; lockfile mcp.lock.json';
    const [first] = buildCheckAnnotations(report, { lockfilePath: 'mcp.lock.json' });
    const sarif = JSON.parse(out.sarif) as { runs: Array<{ results: Array<{ message: { text: string } }> }> };
    for (const surface of [shown(out.checkDetails.split('\n')[0]!), first!.message, sarif.runs[0]!.results[0]!.message.text]) {
      expect(surface).toContain(sides);
      expect(surface).toContain(`; ${removed} tools removed (`);
    }
  });

  it('no "left out" note contradicts the surface it describes', () => {
    const model = buildReportModel(report);
    // Check-run details: the count in the note is the count of sections left out.
    const details = checkDetails(report);
    const sections = (out.checkDetails.match(/^### (tool|prompt|resource|resource template|server) /gm) ?? []).length;
    expect(sections).toBe(details.kept);
    const detailsNote = /> \*\*Note:\*\* (\d+) of (\d+) capabilities left out/.exec(out.checkDetails);
    if (details.kept < details.total) expect(detailsNote?.slice(1).map(Number)).toEqual([details.total - details.kept, model.capabilities.length]);
    else expect(detailsNote).toBeNull();
    // Check-run summary: what it says the details hold is what they hold.
    const claim = /The check-run details below have (every capability|the (\d+) most dangerous of (\d+) capabilities) in full/.exec(out.checkSummary);
    expect(claim).not.toBeNull();
    if (details.kept === details.total) expect(claim![1]).toBe('every capability');
    else expect([Number(claim![2]), Number(claim![3])]).toEqual([details.kept, details.total]);
    // Comment and summaries: each kind the note counts as left out is what the full rendering has and this one lacks.
    const full = renderMarkdown(report, { maxLength: 10_000_000, details: 'critical' });
    const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;
    const kinds: Record<string, RegExp> = {
      'critical detail block': /^<details><summary>[^\n]*, worst critical<\/summary>/gm,
      'tool risk line': /^- \*\*(CRITICAL|HIGH|MEDIUM|LOW)\*\*/gm,
    };
    for (const surface of [out.comment, out.checkSummary]) {
      const note = /> \*\*Note:\*\* left out to fit \d+ bytes: ([^.]*)\./.exec(surface);
      const said = new Map<string, number>();
      for (const part of note?.[1]?.split(', ') ?? []) {
        const match = /^(\d+) (.+?)s?$/.exec(part);
        if (match) said.set(match[2]!.replace(/s$/, ''), Number(match[1]));
      }
      for (const [kind, pattern] of Object.entries(kinds)) {
        expect(said.get(kind) ?? 0, `${kind} in: ${note?.[0] ?? '(no note)'}`).toBe(count(full, pattern) - count(surface, pattern));
      }
    }
  });

  it('never shows a lower tool risk while a higher one is left out', () => {
    const levels = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'];
    for (const surface of [out.comment, out.checkSummary]) {
      const section = surface.split('### Tool risk of changed tools\n')[1]?.split('\n\n')[1] ?? '';
      const shownLevels = [...section.matchAll(/^- \*\*(\w+)\*\*/gm)].map((m) => levels.indexOf(m[1]!));
      const all = buildReportModel(report).toolRisk.map((r) => levels.indexOf(r.risk));
      const cut = [...all];
      for (const level of shownLevels) cut.splice(cut.indexOf(level), 1);
      if (cut.length > 0 && shownLevels.length > 0) expect(Math.max(...cut)).toBeLessThanOrEqual(Math.min(...shownLevels));
    }
  });
});

describe('a pass with many changes on a dozen capabilities (server-memory 0.6.2 -> 2026.8.31)', () => {
  const report = memoryUpgrade();

  it('renders the comment and check-run summary in at most 8,000 characters, rows folded into their patterns', () => {
    expect(report.verdict).toBe('pass');
    expect(report.changes.length).toBeGreaterThanOrEqual(76);
    expect(new Set(report.changes.map((c) => `${c.capability.type}:${c.capability.name}`)).size).toBeGreaterThanOrEqual(12);
    const comment = renderCommentBody(report, { detailsUrl: RUN_URL });
    expect(comment.length).toBeLessThanOrEqual(8_000);
    expect(renderCheckSummary(report, { runUrl: RUN_URL }).length).toBeLessThanOrEqual(8_000);
    // Nothing is left out to get there: the size comes from folding, not from cutting.
    expect(comment).not.toContain('left out');
    // A row that only repeats its patterns is not written again.
    expect(comment).toMatch(/only on pattern lines above/);
  });
});

describe('publishing the buried case to GitHub (loopback double, bodies checked against the OpenAPI description)', () => {
  let github: GitHubDouble;
  const saved = process.env.GITHUB_API_URL;
  beforeAll(async () => {
    github = await new GitHubDouble().start();
    process.env.GITHUB_API_URL = github.url;
  });
  afterAll(async () => {
    await github.close();
    if (saved === undefined) delete process.env.GITHUB_API_URL;
    else process.env.GITHUB_API_URL = saved;
  });

  it('sends every request within the documented limits, 50 annotations at most each', async () => {
    const octokit = createOctokit('ghs_test_token');
    const report = built.buried;
    const annotations = buildCheckAnnotations(report, { lockfilePath: 'mcp.lock.json' });
    expect(annotations.length).toBeGreaterThan(LIMITS.annotationsPerRequest);
    const check = await publishCheckRun({ octokit, owner: 'octo', repo: 'servers', headSha: 'a'.repeat(40), report, annotations, detailsUrl: RUN_URL });
    expect(check.ok).toBe(true);
    const comment = await upsertStickyComment({
      octokit, owner: 'octo', repo: 'servers', issueNumber: 7, body: renderCommentBody(report, { detailsUrl: RUN_URL }), marker: MARKER, detailsUrl: RUN_URL,
    });
    expect(comment.ok).toBe(true);
    for (const request of github.requests) {
      expect(checkAgainstOpenApi(request).errors, `${request.method} ${request.path}`).toEqual([]);
      const output = (request.body as { output?: { annotations?: unknown[] } } | undefined)?.output;
      if (output?.annotations) expect(output.annotations.length).toBeLessThanOrEqual(LIMITS.annotationsPerRequest);
    }
  });
});

describe('the screenshots in docs/screenshots (scripts/screenshots.mjs)', () => {
  const docs = new URL('../../docs/screenshots/', import.meta.url);
  const manifest = JSON.parse(readFileSync(new URL('manifest.json', docs), 'utf8')) as {
    width: number;
    comments: Record<string, { source: string; sha256: string; screenshots: string[]; widestTablePx: number }>;
  };

  it.each(Object.keys(CASES))('show the pinned %s comment as it is now', (name) => {
    const entry = manifest.comments[name];
    expect(entry, `no screenshot of the ${name} comment: run npm run screenshots`).toBeDefined();
    const pinned = readFileSync(new URL(`__snapshots__/surfaces/${name}.comment.md`, import.meta.url));
    expect(createHash('sha256').update(pinned).digest('hex'), `the screenshots of the ${name} comment are stale: run npm run screenshots`).toBe(entry!.sha256);
    for (const file of entry!.screenshots) expect(existsSync(new URL(file, docs)), `${file} missing: run npm run screenshots`).toBe(true);
    // Measured by the script in Chromium: no table wider than GitHub's 1012 px comment column.
    expect(manifest.width).toBe(1012);
    expect(entry!.widestTablePx).toBeLessThanOrEqual(manifest.width);
  });
});

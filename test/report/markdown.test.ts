import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/report/index.js';
import { codeFence } from '../../src/report/escape.js';
import { definitionPatch } from '../../src/report/definitionDiff.js';
import type { CheckReport } from '../../src/report/types.js';
import { HOSTILE_DESCRIPTION, hostileReport, sampleReport } from './fixtures.js';

function tableRows(markdown: string): string[] {
  return markdown.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| ---'));
}

interface Fenced {
  open: number;
  close: number;
  content: string;
}

/** Fenced blocks as CommonMark closes them: the first later line of at least as many backticks. */
function fencedRegions(markdown: string): Fenced[] {
  const lines = markdown.split('\n');
  const regions: Fenced[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(`{3,})diff$/.exec(lines[i]!);
    if (open === null) continue;
    const close = lines.findIndex((line, j) => j > i && /^ {0,3}(`+)\s*$/.test(line) && line.trim().length >= open[1]!.length);
    expect(close).toBeGreaterThan(i);
    regions.push({ open: i, close, content: lines.slice(i + 1, close).join('\n') });
    i = close;
  }
  return regions;
}

function fencedBlocks(markdown: string): string[] {
  return fencedRegions(markdown).map((region) => region.content);
}

/** Markdown outside fenced blocks (fence lines included): where markup would be live. */
function outsideFences(markdown: string): string {
  const regions = fencedRegions(markdown);
  return markdown
    .split('\n')
    .filter((_line, index) => !regions.some((region) => index >= region.open && index <= region.close))
    .join('\n');
}

/** The hostile report with its change critical, so it has a row in the critical table too. */
function hostileCritical(): CheckReport {
  const report = hostileReport();
  return { ...report, counts: { critical: 1, warning: 0, info: 0, safe: 0 }, changes: report.changes.map((c) => ({ ...c, severity: 'critical' as const })) };
}

/** Rows of the critical table (one per capability). */
function criticalRows(markdown: string): string[] {
  return tableRows(markdown).filter((line) => !line.startsWith('| Capability'));
}

/** Our code spans (identifiers) taken out: what is left must hold no live markup. */
function withoutCodeSpans(markdown: string): string {
  return markdown.replace(/`[^`\n]+`/g, (span) => {
    // A code span holds an identifier only: no pipe a table row would read, no backslash.
    expect(span).not.toMatch(/[|\\]/);
    return 'CODE';
  });
}

describe('renderMarkdown', () => {
  it('renders the sample report', async () => {
    await expect(renderMarkdown(sampleReport())).toMatchFileSnapshot('./__snapshots__/sample.md');
  });

  it('starts with the verdict, its icon and why, then server vs lockfile and counts', () => {
    const [heading, , sides, summary] = renderMarkdown(sampleReport()).split('\n');
    expect(heading).toBe('## ❌ MCP drift: FAIL — 2 critical changes on 2 capabilities');
    // A code span: GitHub links neither the email-like name@1.1.0 nor a mention inside it.
    expect(sides).toBe('locked and live **`notes-server@1.1.0`** · lockfile `examples/notes-server/mcp.lock.json`  ');
    expect(summary).toContain('2 critical, 1 warning, 1 info, 1 safe (1 accepted, not counted)');
    expect(summary).toContain('mode list-freeze');
  });

  it('shows an empty server version as the name alone', () => {
    const [, , sides] = renderMarkdown({ ...sampleReport(), server: { name: 'notes-server', version: '' } }).split('\n');
    expect(sides).toContain('live **`notes-server`** ·');
  });

  it('puts the most dangerous capability first in "review these first", with its evidence', () => {
    const report = sampleReport();
    report.changes.reverse();
    const markdown = renderMarkdown(report);
    const review = markdown.split('### Review these first\n')[1]!.split('\n### ')[0]!;
    expect(review.indexOf('**1. tool `run_shell`**')).toBeGreaterThanOrEqual(0);
    expect(review.indexOf('**2. tool `read_file`**')).toBeGreaterThan(review.indexOf('**1. tool `run_shell`**'));
    expect(review).toContain('+ Run a shell command.');
    expect(review).toContain('- Read a file inside the workspace.');
    expect(review).toContain('+ Read any file on the machine.');
  });

  it('has one critical row per capability, accepted and non-critical changes elsewhere', () => {
    const markdown = renderMarkdown(sampleReport());
    const rows = criticalRows(markdown);
    expect(rows).toEqual([
      '| tool `run_shell` | new tool |',
      '| tool `read_file` | `path/pattern` constraint removed: "^workspace/" → absent |',
    ]);
    expect(markdown).toContain('**accepted:** Replaced by search in v2 (PR #\u200b41) (until 2030-01-01)');
  });

  it('puts one unified diff per changed capability in a details block', () => {
    const markdown = renderMarkdown(sampleReport());
    const blocks = fencedBlocks(markdown).filter((block) => block.startsWith('--- '));
    expect(blocks).toHaveLength(5);
    // read_file has two changes but one diff, with both edits in it.
    const readFile = blocks.find((block) => block.startsWith('--- lockfile/tool:read_file'))!;
    expect(readFile).toContain('-  "description": "Read a file inside the workspace.",');
    expect(readFile).toContain('+  "description": "Read any file on the machine.",');
    expect(readFile).toContain('-        "pattern": "^workspace/",');
    expect(blocks.find((block) => block.startsWith('--- /dev/null\n+++ live/tool:run_shell'))).toBeDefined();
    expect(blocks.find((block) => block.startsWith('--- lockfile/tool:legacy_search\n+++ /dev/null'))).toBeDefined();
  });

  it('omits diffs when the report has no definitions (an old JSON report read back)', () => {
    const { definitions: _definitions, ...withoutDefinitions } = sampleReport();
    const markdown = renderMarkdown(withoutDefinitions);
    expect(fencedBlocks(markdown).filter((block) => block.startsWith('--- '))).toEqual([]);
    expect(criticalRows(markdown)).toHaveLength(2);
  });

  it('lists tool risk for changed tools only', () => {
    const risk = renderMarkdown(sampleReport()).split('### Tool risk of changed tools\n\n')[1]!.split('\n\n')[0]!;
    expect(risk.split('\n')).toEqual([
      '- **CRITICAL** `run_shell`: execute&#95;command: word "shell" in description; execute&#95;command: word "run" in name; admin&#95;operation: property "command" in inputSchema',
      '- **MEDIUM** `read_file`: read&#95;file: word "read" in name',
    ]);
    expect(risk).not.toContain('write_note');
  });

  it('says right under the headline which acceptances match no change, so they can be removed', () => {
    const one = renderMarkdown({ ...sampleReport(), staleAcceptances: [{ id: 'deadbeefdeadbeef', reason: 'old review' }] }).split('\n');
    // Under the removed capabilities (the sample removes one tool).
    expect(one[5]).toBe('**Removed:** 1 tool (`legacy_search`)');
    expect(one[7]).toBe('> **Stale acceptance:** 1 accepted fingerprint matches no change: `deadbeefdeadbeef` (old review). Remove it from the policy file.');
    expect(one.slice(0, 6).join('\n')).not.toContain('Stale');
    const twelve = Array.from({ length: 12 }, (_, i) => ({ id: `f${String(i).padStart(15, '0')}`, reason: `review ${i}` }));
    const many = renderMarkdown({ ...sampleReport(), staleAcceptances: twelve });
    expect(many).toContain('> **Stale acceptances:** 12 accepted fingerprints match no change: `f000000000000000` (review 0), ');
    expect(many).toContain('`f000000000000009` (review 9), …. Remove them from the policy file.');
    expect(many).not.toContain('f000000000000010');
    expect(renderMarkdown(sampleReport())).not.toContain('Stale acceptance');
  });

  it('opens the warnings when there is no critical change, and folds them under critical drift', () => {
    const withCritical = renderMarkdown(sampleReport());
    expect(withCritical).toMatch(/^<details><summary>1 warning on 1 capability<\/summary>$/m);
    const report = sampleReport();
    report.changes = report.changes.filter((change) => change.severity !== 'critical');
    report.counts = { ...report.counts, critical: 0 };
    report.verdict = 'pass';
    const warningsOnly = renderMarkdown(report);
    expect(warningsOnly).toMatch(/^<details open><summary>1 warning on 1 capability<\/summary>$/m);
    // Info and safe stay folded either way.
    expect(warningsOnly).toMatch(/^<details><summary>\d+ info, safe or accepted changes? on/m);
  });

  it('says so when nothing changed', () => {
    const markdown = renderMarkdown({ ...sampleReport(), verdict: 'pass', counts: { critical: 0, warning: 0, info: 0, safe: 0 }, changes: [], definitions: {} });
    expect(markdown).toContain('no drift: the live server matches the lockfile');
    expect(markdown).not.toContain('| Capability');
  });
});

describe('renderMarkdown escaping of hostile server text', () => {
  it('renders the hostile report', async () => {
    await expect(renderMarkdown(hostileReport())).toMatchFileSnapshot('./__snapshots__/hostile.md');
  });

  it('keeps the @ between server name and version from mentioning anyone', () => {
    const summary = (server: { name: string; version: string }): string =>
      renderMarkdown({ ...sampleReport(), server }).split('\n')[2]!;
    expect(summary).toBeDefined();
    expect(summary({ name: 'notes', version: '1.0.0' })).toContain('**`notes@1.0.0`** ·');
    // Inside a code span GitHub links no mention; a name a code span cannot hold gets a zero-width space after the @.
    expect(summary({ name: 'evil ', version: 'org/team' })).toContain('**`evil @org/team`** ·');
    expect(summary({ name: 'evil`', version: 'org/team' })).toContain('**evil&#96;@\u200borg/team** ·');
  });

  it('keeps each table row one line with exactly its own pipes', () => {
    const rows = criticalRows(renderMarkdown(hostileCritical()));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.match(/\|/g)).toHaveLength(3);
  });

  it('leaves no HTML, code span, emphasis, link, math or mention live outside the diff fences', () => {
    const live = withoutCodeSpans(outsideFences(renderMarkdown(hostileCritical())));
    expect(live).not.toMatch(/<(script|img|b)\b/i);
    expect(live).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(live).not.toContain('`');
    expect(live).not.toContain('**bold**');
    expect(live).not.toContain('[link]');
    expect(live).not.toContain('$');
    expect(live).not.toMatch(/@[A-Za-z0-9]/);
    expect(live).toContain('@\u200borg/team');
    expect(live).not.toContain('see #12');
    expect(live).toContain('#\u200b12');
    expect(live).not.toContain('\u001b');
    expect(live).not.toContain('\u202e');
    // Our own HTML is the only HTML: <details>, <summary>, <code>.
    const tags = new Set(Array.from(live.matchAll(/<\/?([a-z]+)/gi), (match) => match[1]!.toLowerCase()));
    expect([...tags].sort()).toEqual(['code', 'details', 'summary']);
  });

  it('fences the diff with more backticks than any run inside it', () => {
    const report = hostileReport();
    const markdown = renderMarkdown(report);
    const key = Object.keys(report.definitions)[0]!;
    const sides = report.definitions[key]!;
    const block = fencedBlocks(markdown).find((content) => content.startsWith('--- '));
    expect(`${block}\n`).toBe(definitionPatch(key, sides.before, sides.after));
    expect(markdown).toContain('\n```````diff\n');
  });

  it('shows invisible and bidi characters in diffs as JSON escapes', () => {
    const patch = definitionPatch('tool:t', { description: 'safe' }, { description: 'sa\u200bfe \u202eevil \u0085' })!;
    expect(patch).toContain('+  "description": "sa\\u200bfe \\u202eevil \\u0085"');
    expect(JSON.parse(patch.split('\n').find((line) => line.startsWith('+  '))!.slice(18))).toBe('sa\u200bfe \u202eevil \u0085');
  });

  it('picks a fence that a line of backticks inside cannot close', () => {
    const content = 'a\n```\n``````\nb';
    const fence = codeFence(content);
    expect(fence).toBe('```````');
    expect(codeFence('no backticks')).toBe('```');
    const markdown = `${fence}diff\n${content}\n${fence}`;
    expect(fencedBlocks(markdown)).toEqual([content]);
  });

  it('holds for any server text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), fc.string({ maxLength: 40 }), (description, name) => {
        const report: CheckReport = {
          ...hostileCritical(),
          changes: [{ ...hostileCritical().changes[0]!, capability: { type: 'tool', name }, message: description, reasons: [description] }],
          tools: [{ name, risk: 'CRITICAL', reasons: [description] }],
          definitions: { [`tool:${name}`]: { before: { name }, after: { name, description } } },
        };
        const markdown = renderMarkdown(report);
        const rows = criticalRows(markdown);
        expect(rows).toHaveLength(1);
        expect(rows[0]!.match(/(?<!\\)\|/g)).toHaveLength(3);
        const live = withoutCodeSpans(outsideFences(markdown));
        expect(live).not.toContain('`');
        const tags = new Set(Array.from(live.matchAll(/<\/?([a-z]+)/gi), (match) => match[1]!.toLowerCase()));
        expect([...tags].every((tag) => ['code', 'details', 'summary'].includes(tag))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

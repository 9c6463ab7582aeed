import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/report/index.js';
import { codeFence } from '../../src/report/escape.js';
import { definitionPatch } from '../../src/report/definitionDiff.js';
import type { CheckReport } from '../../src/report/types.js';
import { HOSTILE_DESCRIPTION, hostileReport, sampleReport } from './fixtures.js';

function tableRows(markdown: string): string[] {
  return markdown.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Severity') && !line.startsWith('| ---'));
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

describe('renderMarkdown', () => {
  it('renders the sample report', async () => {
    await expect(renderMarkdown(sampleReport())).toMatchFileSnapshot('./__snapshots__/sample.md');
  });

  it('has an emoji-free verdict heading and a line with server, mode, lockfile and counts', () => {
    const [heading, , summary] = renderMarkdown(sampleReport()).split('\n');
    expect(heading).toBe('## MCP drift: fail');
    expect(summary).toContain('mode: list-freeze');
    expect(summary).toContain('lockfile: examples/notes&#95;server'.replace('&#95;server', '-server'));
    expect(summary).toContain('2 critical, 1 warning, 1 info, 1 safe (1 accepted, not counted)');
  });

  it('has one table row per change, worst first, with accepted reason and pointer', () => {
    const report = sampleReport();
    report.changes.reverse();
    const rows = tableRows(renderMarkdown(report));
    expect(rows.map((row) => row.split(' | ')[0])).toEqual([
      '| critical (default warning)',
      '| critical',
      '| warning (accepted)',
      '| warning',
      '| info',
      '| safe',
    ]);
    const accepted = rows.find((row) => row.includes('tool&#45;removed') || row.includes('tool-removed'))!;
    expect(accepted).toContain('<br>**Accepted:** Replaced by search in v2 (PR #\u200b41) (expires 2030-01-01)');
    expect(rows.find((row) => row.includes('read&#95;file<br>at /description'))).toBeDefined();
  });

  it('puts one unified diff per changed capability in a details block', () => {
    const markdown = renderMarkdown(sampleReport());
    expect(markdown.match(/<details><summary>/g)).toHaveLength(5);
    const blocks = fencedBlocks(markdown);
    expect(blocks).toHaveLength(5);
    // read_file has two changes but one diff, with both edits in it.
    const readFile = blocks.find((block) => block.startsWith('--- lockfile/tool:read_file'))!;
    expect(readFile).toContain('-  "description": "Read a file inside the workspace.",');
    expect(readFile).toContain('+  "description": "Read any file on the machine.",');
    expect(readFile).toContain('-        "pattern": "^workspace/",');
    expect(blocks.find((block) => block.startsWith('--- /dev/null\n+++ live/tool:run_shell'))).toBeDefined();
    expect(blocks.find((block) => block.startsWith('--- lockfile/tool:legacy_search\n+++ /dev/null'))).toBeDefined();
  });

  it('omits diffs when the report has no definitions (a JSON report read back)', () => {
    const { definitions: _definitions, ...withoutDefinitions } = sampleReport();
    const markdown = renderMarkdown(withoutDefinitions);
    expect(markdown).not.toContain('<details>');
    expect(tableRows(markdown)).toHaveLength(6);
  });

  it('counts every tool by level and lists tools at HIGH or above in the risk section', () => {
    const risk = renderMarkdown(sampleReport()).split('### Tool risk\n\n')[1]!;
    expect(risk.trimEnd().split('\n')).toEqual([
      '4 tools: 1 CRITICAL, 1 HIGH, 1 MEDIUM, 1 LOW.',
      '',
      '- **CRITICAL** run&#95;shell: execute&#95;command: word "shell" in description; execute&#95;command: word "run" in name; admin&#95;operation: property "command" in inputSchema',
      '- **HIGH** write&#95;note: write&#95;file: word "write" in name',
    ]);
    const calm = { ...sampleReport(), tools: [{ name: 'list_notes', risk: 'LOW' as const, reasons: [] }] };
    expect(renderMarkdown(calm)).toContain('### Tool risk\n\n1 tool: 0 CRITICAL, 0 HIGH, 0 MEDIUM, 1 LOW.\n\nNo tool is rated HIGH or above.\n');
  });

  it('says so when nothing changed', () => {
    const markdown = renderMarkdown({ ...sampleReport(), verdict: 'pass', changes: [], definitions: {} });
    expect(markdown).toContain('No changes: the live server matches the lockfile.');
    expect(markdown).not.toContain('| Severity');
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
    expect(summary({ name: 'notes', version: '1.0.0' })).toContain('Server: notes@1.0.0 ·');
    expect(summary({ name: 'evil ', version: 'org/team' })).toContain('Server: evil @\u200borg/team ·');
  });

  it('keeps each table row one line with exactly its own pipes', () => {
    const rows = tableRows(renderMarkdown(hostileReport()));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.match(/\|/g)).toHaveLength(5);
  });

  it('leaves no HTML, code span, emphasis, link, math or mention live outside the diff fences', () => {
    const live = outsideFences(renderMarkdown(hostileReport()));
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
    // Our own HTML is the only HTML: <br>, <details>, <summary>.
    const tags = new Set(Array.from(live.matchAll(/<\/?([a-z]+)/gi), (match) => match[1]!.toLowerCase()));
    expect([...tags].sort()).toEqual(['br', 'details', 'summary']);
  });

  it('fences the diff with more backticks than any run inside it', () => {
    const report = hostileReport();
    const markdown = renderMarkdown(report);
    const [block] = fencedBlocks(markdown);
    const key = Object.keys(report.definitions)[0]!;
    const sides = report.definitions[key]!;
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
          ...hostileReport(),
          changes: [{ ...hostileReport().changes[0]!, capability: { type: 'tool', name }, message: description, reasons: [description] }],
          tools: [{ name, risk: 'CRITICAL', reasons: [description] }],
          definitions: { [`tool:${name}`]: { before: { name }, after: { name, description } } },
        };
        const markdown = renderMarkdown(report);
        const rows = tableRows(markdown);
        expect(rows).toHaveLength(1);
        expect(rows[0]!.match(/\|/g)).toHaveLength(5);
        const live = outsideFences(markdown);
        expect(live).not.toContain('`');
        const tags = new Set(Array.from(live.matchAll(/<\/?([a-z]+)/gi), (match) => match[1]!.toLowerCase()));
        expect([...tags].every((tag) => ['br', 'details', 'summary'].includes(tag))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

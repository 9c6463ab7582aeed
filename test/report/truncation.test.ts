import { describe, expect, it } from 'vitest';
import type { Change } from '../../src/diff/types.js';
import { DEFAULT_MARKDOWN_MAX_LENGTH, renderMarkdown } from '../../src/report/index.js';
import type { CheckReport } from '../../src/report/types.js';
import { sampleReport } from './fixtures.js';

const SEVERITY_CYCLE = ['critical', 'warning', 'info', 'safe'] as const;

/** `count` changed tools, each with a definition of about `definitionSize` characters. */
function bigReport(count: number, definitionSize: number): CheckReport {
  const report = sampleReport();
  report.changes = [];
  report.definitions = {};
  for (let i = 0; i < count; i += 1) {
    const name = `tool_${String(i).padStart(3, '0')}`;
    const change: Change = {
      id: `id${i}`,
      kind: 'tool_changed',
      rule: 'description-changed',
      severity: SEVERITY_CYCLE[Math.floor((i * SEVERITY_CYCLE.length) / count)]!,
      direction: 'none',
      capability: { type: 'tool', name },
      pointer: '/description',
      message: `Description of tool "${name}" changed.`,
      reasons: [],
      // Each its own edit, so no two fold into a pattern.
      before: `text ${i}`,
      after: `text ${i} and ${i}`,
    };
    report.changes.push(change);
    report.definitions[`tool:${name}`] = {
      before: { name, description: 'a'.repeat(definitionSize) },
      after: { name, description: 'b'.repeat(definitionSize) },
    };
  }
  return report;
}

const bytes = (text: string): number => Buffer.byteLength(text);

function criticalRowCount(markdown: string): number {
  return markdown.split('\n').filter((line) => /^\| tool `tool_\d+` \|/.test(line)).length;
}

/** Unified diffs of definitions (in the details blocks). */
function diffCount(markdown: string): number {
  return (markdown.match(/^--- lockfile\//gm) ?? []).length;
}

describe('renderMarkdown budget by priority', () => {
  it('leaves a report that fits untouched, with no note', () => {
    const report = bigReport(10, 100);
    const markdown = renderMarkdown(report);
    expect(bytes(markdown)).toBeLessThan(DEFAULT_MARKDOWN_MAX_LENGTH);
    expect(criticalRowCount(markdown)).toBe(3);
    expect(diffCount(markdown)).toBe(10);
    expect(markdown).not.toContain('left out');
  });

  it('drops details (diffs) before critical rows and patterns, and says what and where', () => {
    const report = bigReport(40, 1_000);
    const full = renderMarkdown(report, { maxLength: 1_000_000 });
    const maxLength = Math.floor(bytes(full) / 2);
    const markdown = renderMarkdown(report, { maxLength, where: 'See [the run](https://example.test/run).' });
    expect(bytes(markdown)).toBeLessThanOrEqual(maxLength);
    expect(criticalRowCount(markdown)).toBe(10);
    const kept = diffCount(markdown);
    expect(kept).toBeLessThan(40);
    expect(markdown).toMatch(/> \*\*Note:\*\* left out to fit \d+ bytes: .*detail block.*\. See \[the run\]\(https:\/\/example.test\/run\)\./);
    // The most dangerous capabilities keep their details first.
    if (kept > 0) expect(markdown).toContain('<details><summary>tool <code>tool&#95;000</code>');
  });

  it('always keeps the headline, review-first and the name of every critical capability', () => {
    const report = bigReport(200, 50);
    const maxLength = 8_000;
    const markdown = renderMarkdown(report, { maxLength });
    expect(bytes(markdown)).toBeLessThanOrEqual(maxLength);
    expect(markdown.split('\n')[0]).toMatch(/^## ❌ MCP drift: FAIL — /);
    expect(markdown).toContain('### Review these first');
    for (let i = 0; i < 50; i += 1) expect(markdown).toContain(`\`tool_${String(i).padStart(3, '0')}\``);
    expect(markdown).toMatch(/left out to fit 8000 bytes/);
  });

  it('applies the 65,000 byte default, counting multi-byte characters as GitHub does', () => {
    const report = bigReport(300, 2_000);
    for (const change of report.changes) change.reasons = ['日本語の説明が変わりました。'.repeat(20)];
    const markdown = renderMarkdown(report);
    expect(bytes(markdown)).toBeLessThanOrEqual(DEFAULT_MARKDOWN_MAX_LENGTH);
    expect(bytes(markdown)).toBeGreaterThan(DEFAULT_MARKDOWN_MAX_LENGTH - 10_000);
    expect(markdown).toContain('left out to fit 65000 bytes');
  });

  it('keeps a huge early details block from hiding the smaller ones after it', () => {
    const report = bigReport(5, 10);
    report.changes = report.changes.map((c) => ({ ...c, severity: 'critical' as const }));
    report.definitions['tool:tool_000'] = { before: { description: 'x'.repeat(50_000) }, after: {} };
    const markdown = renderMarkdown(report, { maxLength: 20_000 });
    expect(bytes(markdown)).toBeLessThanOrEqual(20_000);
    expect(diffCount(markdown)).toBe(4);
    expect(markdown).toContain('1 critical detail block');
  });

  it('rejects a limit that is not a positive whole number', () => {
    for (const maxLength of [0, -5, 1.5, Number.NaN]) {
      expect(() => renderMarkdown(bigReport(1, 10), { maxLength })).toThrow(/^markdown maxLength must be a positive whole number/);
    }
  });

  it('stays under any limit, even one smaller than the header', () => {
    for (const maxLength of [50, 300, 1_000, 3_000]) {
      expect(bytes(renderMarkdown(bigReport(50, 100), { maxLength }))).toBeLessThanOrEqual(maxLength);
    }
  });
});

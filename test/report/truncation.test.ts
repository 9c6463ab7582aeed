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
    };
    report.changes.push(change);
    report.definitions[`tool:${name}`] = {
      before: { name, description: 'a'.repeat(definitionSize) },
      after: { name, description: 'b'.repeat(definitionSize) },
    };
  }
  return report;
}

function rowCount(markdown: string): number {
  return markdown.split('\n').filter((line) => /^\| (critical|warning|info|safe)/.test(line)).length;
}

function detailsCount(markdown: string): number {
  return (markdown.match(/<details>/g) ?? []).length;
}

describe('renderMarkdown size limit', () => {
  it('leaves a report that fits untouched, with no note', () => {
    const report = bigReport(10, 100);
    const markdown = renderMarkdown(report);
    expect(markdown.length).toBeLessThan(DEFAULT_MARKDOWN_MAX_LENGTH);
    expect(rowCount(markdown)).toBe(10);
    expect(detailsCount(markdown)).toBe(10);
    expect(markdown).not.toContain('left out');
  });

  it('drops diffs before any row and says how many', () => {
    const report = bigReport(40, 1_000);
    const full = renderMarkdown(report, { maxLength: 1_000_000 });
    const maxLength = Math.floor(full.length / 2);
    const markdown = renderMarkdown(report, { maxLength });
    expect(markdown.length).toBeLessThanOrEqual(maxLength);
    expect(rowCount(markdown)).toBe(40);
    const kept = detailsCount(markdown);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(40);
    expect(markdown).toContain(
      `> **Note:** ${40 - kept} of 40 diffs left out to keep this report under ${maxLength} characters; the JSON report has every change.`,
    );
    // The worst changes keep their diffs.
    expect(markdown).toContain('<details><summary>Diff of tool tool&#95;000</summary>');
    // Risk section survives.
    expect(markdown).toContain('- **CRITICAL** run&#95;shell');
  });

  it('drops rows, least severe first, once every diff is gone', () => {
    const report = bigReport(200, 50);
    const maxLength = 8_000;
    const markdown = renderMarkdown(report, { maxLength });
    expect(markdown.length).toBeLessThanOrEqual(maxLength);
    expect(detailsCount(markdown)).toBe(0);
    const rows = rowCount(markdown);
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThan(200);
    expect(markdown).toContain(`> **Note:** 200 of 200 diffs, ${200 - rows} of 200 change rows left out`);
    expect(markdown).toContain('| critical | description-changed | tool tool&#95;000');
    expect(markdown).not.toContain('| safe |');
  });

  it('applies the 65,000 character default', () => {
    const markdown = renderMarkdown(bigReport(300, 2_000));
    expect(markdown.length).toBeLessThanOrEqual(DEFAULT_MARKDOWN_MAX_LENGTH);
    expect(markdown.length).toBeGreaterThan(DEFAULT_MARKDOWN_MAX_LENGTH - 5_000);
    expect(markdown).toContain('left out to keep this report under 65000 characters');
  });

  it('keeps a huge early diff from hiding the smaller ones after it', () => {
    const report = bigReport(5, 10);
    report.definitions['tool:tool_000'] = { before: { description: 'x'.repeat(50_000) }, after: {} };
    const markdown = renderMarkdown(report, { maxLength: 20_000 });
    expect(markdown.length).toBeLessThanOrEqual(20_000);
    expect(detailsCount(markdown)).toBe(4);
    expect(markdown).toContain('1 of 5 diffs left out');
  });

  it('rejects a limit that is not a positive whole number', () => {
    for (const maxLength of [0, -5, 1.5, Number.NaN]) {
      expect(() => renderMarkdown(bigReport(1, 10), { maxLength })).toThrow(/^markdown maxLength must be a positive whole number/);
    }
  });

  it('stays under any limit, even one smaller than the header', () => {
    for (const maxLength of [50, 300, 1_000, 3_000]) {
      expect(renderMarkdown(bigReport(50, 100), { maxLength }).length).toBeLessThanOrEqual(maxLength);
    }
  });
});

import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogue, renderRulesDoc } from '../../src/diff/index.js';

const docPath = fileURLToPath(new URL('../../docs/RULES.md', import.meta.url));

describe('docs/RULES.md', () => {
  it('is generated from the catalogue (run `node scripts/gen-rules-doc.mjs` to regenerate)', async () => {
    const expected = renderRulesDoc(catalogue);
    if (process.env.UPDATE_DOCS === '1') await writeFile(docPath, expected);
    const actual = await readFile(docPath, 'utf8').catch(() => '');
    expect(actual, 'docs/RULES.md is stale: run `node scripts/gen-rules-doc.mjs`').toBe(expected);
  });

  it('has one table row per rule with its id, kind, severity and direction', () => {
    const doc = renderRulesDoc(catalogue);
    const rows = doc.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows).toHaveLength(catalogue.length);
    for (const [i, rule] of catalogue.entries()) {
      expect(rows[i].startsWith(`| \`${rule.id}\` | \`${rule.kind}\` | ${rule.defaultSeverity} | ${rule.direction} |`)).toBe(true);
    }
  });

  it('escapes pipes and newlines so a cell cannot break the table', () => {
    const doc = renderRulesDoc([{ id: 'r', kind: 'tool_changed', defaultSeverity: 'info', direction: 'none', description: 'a | b\nc', example: 'x|y' }]);
    const row = doc.split('\n').find((line) => line.startsWith('| `r`'))!;
    expect(row).toBe('| `r` | `tool_changed` | info | none | a \\| b c | x\\|y |');
  });
});

describe('catalogue', () => {
  it('has unique snake_case ids and a description and example for each rule', () => {
    const ids = catalogue.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of catalogue) {
      expect(rule.id).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      expect(rule.description.length).toBeGreaterThan(20);
      expect(rule.example.length).toBeGreaterThan(0);
    }
  });
});

import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluatePair, loadCorpus } from './corpus.js';
import { readFirstSight } from './firstSight.js';
import { renderVerdictsDoc } from './verdictsDoc.js';

const docPath = fileURLToPath(new URL('../../docs/VERDICTS.md', import.meta.url));

describe('docs/VERDICTS.md', () => {
  it('is what the engine decides on the corpus today (run `node scripts/verdicts.mjs` to regenerate)', async () => {
    const results = loadCorpus().map(evaluatePair);
    const expected = renderVerdictsDoc(results, readFirstSight());
    if (process.env.UPDATE_VERDICTS === '1') await writeFile(docPath, expected);
    const actual = await readFile(docPath, 'utf8').catch(() => '');
    expect(actual, 'docs/VERDICTS.md is stale: run `node scripts/verdicts.mjs`').toBe(expected);
  });

  it('has one table row per pair', () => {
    const results = loadCorpus().map(evaluatePair);
    const rows = renderVerdictsDoc(results).split('\n').filter((line) => line.startsWith('| `'));
    expect(rows.map((row) => row.slice(3, row.indexOf('`', 3)))).toEqual(results.map((r) => r.pair.id));
  });
});

import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluatePair, loadCorpus } from './corpus.js';
import { readFirstSight } from './firstSight.js';
import { renderVerdictsDoc } from './verdictsDoc.js';

const docPath = fileURLToPath(new URL('../../docs/VERDICTS.md', import.meta.url));

/** The whole corpus evaluated once for both tests (over a thousand pairs; a loaded machine takes minutes). */
let evaluated: ReturnType<typeof evaluatePair>[] | undefined;
const corpusResults = () => (evaluated ??= loadCorpus().map(evaluatePair));
const WHOLE_CORPUS_TIMEOUT = 900_000;

describe('docs/VERDICTS.md', () => {
  it('is what the engine decides on the corpus today (run `node scripts/verdicts.mjs` to regenerate)', async () => {
    const results = corpusResults();
    const expected = renderVerdictsDoc(results, readFirstSight());
    if (process.env.UPDATE_VERDICTS === '1') await writeFile(docPath, expected);
    const actual = await readFile(docPath, 'utf8').catch(() => '');
    expect(actual, 'docs/VERDICTS.md is stale: run `node scripts/verdicts.mjs`').toBe(expected);
  }, WHOLE_CORPUS_TIMEOUT);

  it('has one table row per pair', () => {
    const results = corpusResults();
    const rows = renderVerdictsDoc(results).split('\n').filter((line) => line.startsWith('| `'));
    expect(rows.map((row) => row.slice(3, row.indexOf('`', 3)))).toEqual(results.map((r) => r.pair.id));
  }, WHOLE_CORPUS_TIMEOUT);
});

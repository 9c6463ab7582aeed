// test/fixtures/text/real-rewrites.json is what test/corpus/realRewrites.ts derives from the corpus
// today, so the benign-rewrite check (test/diff/text/directives.test.ts) grows with every batch.
// `node scripts/real-rewrites.mjs` rewrites it.
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ABOUT, corpusRewrites, readRewrites, REAL_REWRITES_FILE } from './realRewrites.js';

describe('test/fixtures/text/real-rewrites.json', () => {
  const derived = corpusRewrites();
  if (process.env.UPDATE_REAL_REWRITES === '1') {
    it('is written from the corpus', () => {
      writeFileSync(REAL_REWRITES_FILE, `${JSON.stringify({ about: ABOUT, rewrites: derived }, null, 2)}\n`);
    });
    return;
  }

  it('is what the corpus gives today (run `node scripts/real-rewrites.mjs` to regenerate)', () => {
    const recorded = readRewrites();
    expect(recorded.about).toBe(ABOUT);
    expect(recorded.rewrites).toEqual(derived);
  });

  it('covers every server of the corpus that has a rewrite outside a pair labelled either', () => {
    expect(new Set(derived.map((r) => r.source.split(' ')[0])).size).toBeGreaterThanOrEqual(35);
  });
});

// Keeps test/fixtures/corpus/first-sight.json honest: each recorded batch names exactly the pairs
// whose label carries that batch, its held-out part is at least a fifth of them, and the figures
// add up. FIRST_SIGHT_BATCH=<name> (via `node scripts/first-sight.mjs <name> "<description>"`)
// scores a batch that has no score yet and appends it; a batch already scored is never re-scored.
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluatePair, loadCorpus } from './corpus.js';
import { FIRST_SIGHT_FILE, readFirstSight, scoreBatch } from './firstSight.js';

const pairs = loadCorpus();
const recorded = readFirstSight();

describe('first-sight scores', () => {
  const batchName = process.env.FIRST_SIGHT_BATCH;
  if (batchName !== undefined && batchName !== '') {
    it(`records the first-sight score of batch ${batchName}`, () => {
      expect(recorded.some((score) => score.batch === batchName), `batch ${batchName} was already scored: its first sight is kept`).toBe(false);
      const results = pairs.filter((pair) => pair.label.batch === batchName).map(evaluatePair);
      expect(results.length, `no label has batch ${batchName}`).toBeGreaterThan(0);
      const score = scoreBatch(results, batchName, {
        date: new Date().toISOString().slice(0, 10),
        engine: process.env.FIRST_SIGHT_ENGINE ?? 'unknown',
        description: process.env.FIRST_SIGHT_DESCRIPTION ?? '',
      });
      writeFileSync(FIRST_SIGHT_FILE, `${JSON.stringify([...recorded, score], null, 2)}\n`);
    });
    return;
  }

  it('scores every batch that labels name, once', () => {
    const named = new Set(pairs.map((pair) => pair.label.batch).filter((batch): batch is string => batch !== undefined));
    expect([...named].sort()).toEqual(recorded.map((score) => score.batch).sort());
  });

  for (const score of recorded) {
    it(`batch ${score.batch}: the score covers exactly the batch's pairs and adds up`, () => {
      const ofBatch = pairs.filter((pair) => pair.label.batch === score.batch);
      expect([...score.pairs].sort()).toEqual(ofBatch.map((pair) => pair.id).sort());
      expect([...score.heldOut].sort()).toEqual(ofBatch.filter((pair) => pair.label.heldOut === true).map((pair) => pair.id).sort());
      expect(score.heldOut.length * 5).toBeGreaterThanOrEqual(score.pairs.length);
      // Held out by server: no server has pairs on both sides.
      const serverOf = (id: string) => id.split('/').slice(0, 2).join('/');
      const heldServers = new Set(score.heldOut.map(serverOf));
      expect(score.pairs.filter((id) => !score.heldOut.includes(id) && heldServers.has(serverOf(id)))).toEqual([]);
      expect(score.all.pairs).toBe(score.pairs.length);
      expect(score.heldOutTotals.pairs).toBe(score.heldOut.length);
      expect(score.all.gateAgrees).toBeLessThanOrEqual(score.all.pairs);
      expect(score.heldOutTotals.gateAgrees).toBeLessThanOrEqual(score.all.gateAgrees);
      expect(score.engine).toMatch(/^[0-9a-f]{40}$/);
    });
  }
});

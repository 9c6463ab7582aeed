// First-sight scores (issue 21): a batch of corpus pairs is labelled before the engine runs on it,
// then scored once; that score is kept in test/fixtures/corpus/first-sight.json and never
// recomputed, so later fixes (by class) cannot hide how the engine did on material it had not seen.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PairResult } from './corpus.js';
import { totalsOf, type Totals } from './verdictsDoc.js';

export const FIRST_SIGHT_FILE = fileURLToPath(new URL('../fixtures/corpus/first-sight.json', import.meta.url));

export interface BatchScore {
  /** The `batch` of the labels scored. */
  batch: string;
  /** When the score was taken (UTC date), and the engine commit it was taken on. */
  date: string;
  engine: string;
  /** What the batch is, in a sentence. */
  description: string;
  /** Every pair of the batch, by id: the score concerns exactly these. */
  pairs: string[];
  /** Held-out pairs (chosen by server): the part whose failures are fixed only by class. */
  heldOut: string[];
  all: Totals;
  heldOutTotals: Totals;
}

export function readFirstSight(file = FIRST_SIGHT_FILE): BatchScore[] {
  return JSON.parse(readFileSync(file, 'utf8')) as BatchScore[];
}

export function batchResults(results: PairResult[], batch: string): PairResult[] {
  return results.filter((result) => result.pair.label.batch === batch);
}

/** The score of one batch on the engine as it is now. */
export function scoreBatch(results: PairResult[], batch: string, meta: { date: string; engine: string; description: string }): BatchScore {
  const ofBatch = batchResults(results, batch);
  const held = ofBatch.filter((result) => result.pair.label.heldOut === true);
  return {
    batch,
    ...meta,
    pairs: ofBatch.map((result) => result.pair.id),
    heldOut: held.map((result) => result.pair.id),
    all: totalsOf(ofBatch),
    heldOutTotals: totalsOf(held),
  };
}

/** Pairs right: the gate agrees with every entry of the label. */
export const percent = (agrees: number, pairs: number): string => (pairs === 0 ? '-' : `${((100 * agrees) / pairs).toFixed(1)}%`);

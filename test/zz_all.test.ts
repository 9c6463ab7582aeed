import { it } from 'vitest';
import { loadCorpus, evaluatePair } from './corpus/corpus.js';
it('all', () => {
  let n = 0, bad = 0;
  for (const p of loadCorpus()) {
    n++;
    const r = evaluatePair(p);
    if (r.problems.length > 0) { bad++; console.log('##', p.id, '\n  ' + r.problems.map((x) => x.text.slice(0, 400)).join('\n  ')); }
  }
  console.log('TOTAL', n, 'disagree', bad);
}, 900000);

import { it } from 'vitest';
import { loadCorpus, runGate } from '../corpus/corpus.js';
it('scan', () => {
  for (const pair of loadCorpus()) {
    for (const [dir, a, b] of [['up', pair.before, pair.after], ['down', pair.after, pair.before]] as const) {
      const run = runGate(a, b);
      for (const c of run.changes) {
        if (c.rule !== 'risk_level_raised') continue;
        const t = (c.triggers ?? []).map((t) => t.kind === 'text' ? `text ${t.pointer} "${t.quote.slice(0,80)}" [${t.quote && ''}${JSON.stringify(t.match)}]` : t.kind === 'parameter' ? `param ${t.parameter} ${t.class} ${t.tokens}` : `struct ${t.what}`);
        console.log(`${pair.id} ${dir} ${c.capability.name} ${c.before}->${c.after} ${c.severity} | ${c.reasons.filter(r=>!r.startsWith('-')).join('; ').slice(0,200)} | ${t.join(' || ').slice(0,300)}`);
      }
    }
  }
});

// The class of mistake of the thirty-seventh batch fixed after its first sight (test/fixtures/corpus/first-sight.json:
// 32/38); its other five disagreements stay open with their reasons (test/fixtures/corpus/open-disagreements.json):
// - a new reader over the backend the locked tools reach is a warning only when its description states no reach beyond
//   it: "perform search on any website" is a reach to any site, so the tool stays critical.
import { describe, expect, it } from 'vitest';
import type { Change } from '../../src/diff/types.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { runGate } from '../corpus/corpus.js';
import { pair, replaceTool, toolAdded, toolOf } from './corpusEdits.js';

const added = (before: Snapshot, after: Snapshot, tool: string): Change => toolAdded(runGate(before, after), tool);


describe('a reach stated beyond the backend', () => {
  const id = 'upgrades/pydoll-mcp/1.5.12__1.5.13';
  it('pydoll 1.5.12 -> 1.5.13: intelligent_search "Intelligently perform search on any website ..." is critical', () => {
    const { before, after } = pair(id);
    const change = added(before, after, 'intelligent_search');
    expect(change.severity).toBe('critical');
    expect(change.reasons.join(' ')).not.toContain('reads more of the backend the locked tools reach');
    // Downgrade: the tool removed is no critical.
    expect(runGate(after, before).changes.filter((each) => each.capability?.name === 'intelligent_search' && each.severity === 'critical')).toEqual([]);
  });

  it('the same tool searching the page the browser tools already drive ("on the current page") is a same-backend reader', () => {
    const { before, after } = pair(id);
    const edited = replaceTool(after, { ...toolOf(after, 'intelligent_search'), description: 'Intelligently perform search on the current page with automatic element detection' });
    const change = added(before, edited, 'intelligent_search');
    expect(change.severity).toBe('warning');
    expect(change.reasons.join(' ')).toContain('reads more of the backend the locked tools reach');
  });
});

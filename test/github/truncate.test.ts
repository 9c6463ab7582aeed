import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutWithNote } from '../../src/github/index.js';

describe('cutWithNote', () => {
  it('leaves text that fits alone', () => {
    expect(cutWithNote('short', 5, 'NOTE')).toBe('short');
  });

  it('cuts at a nearby line break and appends the note', () => {
    const text = `${'a'.repeat(95)}\n${'b'.repeat(50)}`;
    expect(cutWithNote(text, 110, 'NOTE')).toBe(`${'a'.repeat(95)}\n\nNOTE`);
  });

  it('never exceeds the limit, ends with the note, and never splits a surrogate pair (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.integer({ min: 20, max: 200 }), (text, max) => {
        const cut = cutWithNote(text, max, 'NOTE');
        expect(cut.length).toBeLessThanOrEqual(max);
        if (text.length > max) expect(cut.endsWith('\n\nNOTE')).toBe(true);
        expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
      }),
    );
  });
});

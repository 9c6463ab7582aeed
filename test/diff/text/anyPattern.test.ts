import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MODEL_INSTRUCTION_PATTERNS, SECRET_PATH_PATTERNS, anyPatternOf, findPhrases } from '../../../src/diff/text/patterns.js';

// anyPatternOf is a pre-scan: a text it does not match must match none of the patterns, or a
// signal would be lost. It is only an optimization, so where joining is unsafe it gives nothing.

const matchesSome = (patterns: readonly RegExp[], text: string) =>
  patterns.some((pattern) => new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')).test(text));

describe('anyPatternOf', () => {
  for (const [name, patterns] of [['model instructions', MODEL_INSTRUCTION_PATTERNS], ['secret paths', SECRET_PATH_PATTERNS]] as const) {
    it(`matches exactly the texts one of the ${name} patterns matches`, () => {
      const combined = anyPatternOf(patterns);
      expect(combined).toBeDefined();
      const words = fc.constantFrom('ignore', 'previous', 'instructions', 'read', '~/.ssh/id_rsa', '.env', 'the', 'assistant', 'do not', 'tell', 'user', '/etc/passwd', 'IMPORTANT', '<', '>', '\n', 'system');
      fc.assert(fc.property(fc.array(fc.oneof(words, fc.string({ maxLength: 6 })), { maxLength: 12 }), (parts) => {
        const text = parts.join(' ');
        expect(combined!.test(text)).toBe(matchesSome(patterns, text));
        if (!combined!.test(text)) expect(findPhrases(text, patterns)).toEqual([]);
      }), { numRuns: 400 });
    });
  }

  it('gives nothing where a joined pattern would not mean the same or not compile', () => {
    expect(anyPatternOf([/a/i, /b/])).toBeUndefined(); // different flags
    expect(anyPatternOf([/(a)\1/, /b/])).toBeUndefined(); // a backreference would point elsewhere
    expect(anyPatternOf([/(?<x>a)/, /(?<x>b)/])).toBeUndefined(); // one group name twice
    expect(anyPatternOf([/a/gi, /b/i])?.test('B')).toBe(true); // global and sticky do not matter
  });
});

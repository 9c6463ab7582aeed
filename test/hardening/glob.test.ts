import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileGlob, MAX_GLOB_LENGTH } from '../../src/policy/glob.js';
import { parsePolicyConfig } from '../../src/policy/config.js';
import { GateError } from '../../src/errors.js';

/** The old semantics as a reference: `*` any run, `?` one code point, whole name. */
function reference(glob: string, name: string): boolean {
  const source = Array.from(glob, (c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))).join('');
  return new RegExp(`^${source}$`, 'su').test(name);
}

describe('capability globs match without backtracking (issue 12, item 6)', () => {
  it('a 13-star glob against a 50-character name that almost matches answers (the RegExp took over 60 s)', () => {
    const glob = compileGlob(`${'a*'.repeat(13)}b`);
    expect(glob.test('a'.repeat(50))).toBe(false);
    expect(glob.test(`${'a'.repeat(50)}b`)).toBe(true);
    // Many more stars and a much longer name: still an answer, and the right one.
    expect(compileGlob(`${'*a'.repeat(200)}*b`).test('a'.repeat(5_000))).toBe(false);
  });

  it('agrees with the regular-expression semantics on random short globs and names', () => {
    const alphabet = fc.constantFrom('a', 'b', '*', '?', '.', '/', 'é', '😀');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 8 }), fc.array(fc.constantFrom('a', 'b', '.', '/', 'é', '😀'), { maxLength: 10 }), (g, n) => {
        const glob = g.join('');
        const name = n.join('');
        expect(compileGlob(glob).test(name)).toBe(reference(glob, name));
      }),
      { numRuns: 2_000, seed: 12 },
    );
  });

  it('bounds the pattern length, in the matcher and in the policy file (naming the file and key)', () => {
    expect(() => compileGlob('a'.repeat(MAX_GLOB_LENGTH + 1))).toThrow(GateError);
    const yaml = `severityOverrides:\n  - rule: tool_added\n    capabilities: ["${'*'.repeat(MAX_GLOB_LENGTH + 1)}"]\n    severity: info\n`;
    expect(() => parsePolicyConfig(yaml, 'policy.yml')).toThrow(/policy\.yml.*severityOverrides\/0\/capabilities\/0/s);
  });
});

import { describe, expect, it } from 'vitest';
import { compileGlob } from '../../src/policy/glob.js';

describe('compileGlob', () => {
  const cases: Array<[string, string, boolean]> = [
    ['read_*', 'read_file', true],
    ['read_*', 'read_', true],
    ['read_*', 'xread_file', false],
    ['read_?', 'read_a', true],
    ['read_?', 'read_ab', false],
    ['*', 'anything at all', true],
    ['file:///*', 'file:///a/b.txt', true],
    ['a.b', 'aXb', false],
    ['a+b(c)', 'a+b(c)', true],
    ['[ab]', 'a', false],
    ['exact', 'exact', true],
    ['exact', 'exactly', false],
  ];
  it.each(cases)('%s matches %s: %s', (glob, name, expected) => {
    expect(compileGlob(glob).test(name)).toBe(expected);
  });
});

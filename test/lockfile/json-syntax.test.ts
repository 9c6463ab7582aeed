import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locateJsonSyntaxError } from '../../src/lockfile/index.js';

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe('locateJsonSyntaxError', () => {
  it('points at the offending character with 1-based line and column', () => {
    expect(locateJsonSyntaxError('{"a":}')).toEqual({ offset: 5, line: 1, column: 6 });
    expect(locateJsonSyntaxError('{\n  "a": tru}')).toEqual({ offset: 12, line: 2, column: 11 });
    expect(locateJsonSyntaxError('[1,]')).toEqual({ offset: 3, line: 1, column: 4 });
    expect(locateJsonSyntaxError('{"a":1} x')?.offset).toBe(8);
    expect(locateJsonSyntaxError('"\\x"')?.offset).toBe(2);
    expect(locateJsonSyntaxError('"\\u12g4"')?.offset).toBe(5);
    expect(locateJsonSyntaxError('01')?.offset).toBe(1);
    expect(locateJsonSyntaxError('"a\tb"')?.offset).toBe(2);
    expect(locateJsonSyntaxError('{"a" 1}')?.offset).toBe(5);
  });

  it('reports the end of input for a truncated document', () => {
    expect(locateJsonSyntaxError('')).toEqual({ offset: 0, line: 1, column: 1 });
    expect(locateJsonSyntaxError('{\n  "a": [1, 2')).toEqual({ offset: 14, line: 2, column: 13 });
  });

  it('accepts exactly what JSON.parse accepts (valid documents)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, pretty) => {
        expect(locateJsonSyntaxError(JSON.stringify(value, null, pretty ? 2 : undefined))).toBeUndefined();
      }),
    );
  });

  it('agrees with JSON.parse on arbitrary and damaged text', () => {
    const damaged = fc
      .tuple(fc.jsonValue(), fc.nat(), fc.nat(), fc.string({ maxLength: 2 }))
      .map(([value, a, b, insert]) => {
        const text = JSON.stringify(value);
        const at = a % (text.length + 1);
        return text.slice(0, at) + insert + text.slice(at + (b % 3));
      });
    fc.assert(
      fc.property(fc.oneof(fc.string(), damaged), (text) => {
        expect(locateJsonSyntaxError(text) === undefined).toBe(parses(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('places the error of any truncated prefix at its end', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), (value, cut) => {
        const text = JSON.stringify(value, null, 2);
        const prefix = text.slice(0, cut % text.length);
        fc.pre(!parses(prefix));
        expect(locateJsonSyntaxError(prefix)?.offset).toBe(prefix.length);
      }),
    );
  });
});

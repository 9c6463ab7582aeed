import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, toolIdentity } from '../../src/identity/index.js';
import { json, reorderKeys, tool } from './arbitraries.js';

describe('canonicalization (property)', () => {
  it('canonicalJson does not depend on key order', () => {
    fc.assert(
      fc.property(json, fc.nat(7), (value, rotate) => {
        expect(canonicalJson(reorderKeys(value, rotate))).toBe(canonicalJson(value));
      }),
      { numRuns: 300 },
    );
  });

  it('canonicalJson is JSON that parses back to an equal value', () => {
    fc.assert(
      fc.property(json, (value) => {
        expect(JSON.parse(canonicalJson(value))).toStrictEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 300 },
    );
  });

  it('toolIdentity does not depend on key order', () => {
    fc.assert(
      fc.property(tool, fc.nat(7), (definition, rotate) => {
        expect(toolIdentity(reorderKeys(definition, rotate))).toStrictEqual(toolIdentity(definition));
      }),
      { numRuns: 150 },
    );
  });

  it('toolIdentity changes when an identity field changes', () => {
    fc.assert(
      fc.property(tool, fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }), (definition, suffix) => {
        const edited = { ...definition, description: `${String(definition.description ?? '')}${suffix}` };
        expect(toolIdentity(edited).digest).not.toBe(toolIdentity(definition).digest);
      }),
      { numRuns: 100 },
    );
  });
});

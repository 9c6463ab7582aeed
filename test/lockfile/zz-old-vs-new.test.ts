import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLockfile, serializeLockfile, parseLockfile } from '../../src/lockfile/index.js';
import { assessToolRisk } from '../../src/risk/index.js';
// @ts-ignore
import * as old from '/tmp/base/src-old/lockfile/index.ts';
// @ts-ignore
import * as oldRisk from '/tmp/base/src-old/risk/index.ts';
import { snapshot } from '../property/arbitraries.js';

describe('old vs new', () => {
  it('same bytes', () => {
    fc.assert(fc.property(snapshot, (s) => {
      const a = serializeLockfile(buildLockfile(s, { generatorVersion: '0', assessRisk: assessToolRisk }));
      const b = old.serializeLockfile(old.buildLockfile(s, { generatorVersion: '0', assessRisk: oldRisk.assessToolRisk }));
      expect(a).toBe(b);
      parseLockfile(a, 'x');
    }), { numRuns: 2000 });
  });
});

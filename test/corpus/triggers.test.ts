// Issue 21: "every critical and warning change carries its trigger", checked on every corpus pair
// as published and swapped. A parameter trigger names a class of the vocabulary (or, with evidence
// `tool`, the risk category the parameter raised) and the tokens that placed it there.
import { describe, expect, it } from 'vitest';
import { PARAMETER_CLASSES } from '../../src/risk/parameterClasses.js';
import { loadCorpus, runGate } from './corpus.js';

const CLASSES = new Set(PARAMETER_CLASSES.map((c) => c.id));
const CATEGORIES = new Set(['read_file', 'write_file', 'execute_command', 'network_request', 'database_access', 'system_info', 'user_interaction', 'admin_operation', 'risk_level']);

describe('every critical and warning change carries a trigger', () => {
  for (const pair of loadCorpus()) {
    it(pair.id, () => {
      for (const [direction, run] of [['published', runGate(pair.before, pair.after)], ['swapped', runGate(pair.after, pair.before)]] as const) {
        for (const change of run.changes) {
          if (change.severity !== 'critical' && change.severity !== 'warning') continue;
          const where = `${direction} ${change.severity} ${change.rule} ${change.capability.name} ${change.pointer ?? ''}`;
          expect(change.triggers?.length ?? 0, where).toBeGreaterThan(0);
          for (const trigger of change.triggers!) {
            if (trigger.kind === 'parameter') {
              expect(trigger.evidence === 'tool' ? CATEGORIES.has(trigger.class) : CLASSES.has(trigger.class), `${where}: class ${trigger.class}`).toBe(true);
              expect(trigger.tokens.length, where).toBeGreaterThan(0);
              expect(trigger.parameter.length, where).toBeGreaterThan(0);
            } else if (trigger.kind === 'structure') {
              expect(trigger.what.length, where).toBeGreaterThan(0);
            }
          }
        }
      }
    });
  }
});

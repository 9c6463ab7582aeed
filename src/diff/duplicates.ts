import type { Lockfile } from '../lockfile/types.js';
import { makeChange } from './change.js';
import { jsonEquivalent } from './labels.js';
import type { Change } from './types.js';

const TYPES = { tools: 'tool', prompts: 'prompt', resources: 'resource', resourceTemplates: 'resourceTemplate' } as const;

/**
 * One `duplicate_definition` per key the live server lists more than once, on every run (not only
 * when something changed): its evidence is every live definition, and `before` the locked set when
 * the lockfile had one. Critical when the duplicate is new or its set of definitions differs from
 * the locked one (clients differ in which one they keep, so an innocent one can hide a poisoned
 * one); a warning when the lockfile recorded exactly these definitions: they were reviewed when
 * they were locked, like every other locked definition, so nothing drifted, and the warning keeps
 * the standing violation in every report (alphavantage lists company_dividends twice in three
 * releases running).
 */
export function duplicateDefinitionChanges(locked: Lockfile, live: Lockfile): Change[] {
  const changes: Change[] = [];
  for (const field of Object.keys(TYPES) as Array<keyof typeof TYPES>) {
    const now = live.duplicates?.[field] ?? {};
    const then = locked.duplicates?.[field] ?? {};
    for (const [name, entries] of Object.entries(now)) {
      const before = Object.hasOwn(then, name) ? then[name]!.map((entry) => entry.definition) : undefined;
      const after = entries.map((entry) => entry.definition);
      const recorded = before !== undefined && jsonEquivalent(before, after);
      const locked = before === undefined ? 'the lockfile had one definition or none'
        : recorded ? 'the lockfile recorded the same definitions, so they were reviewed when locked: a warning while they stay so' : 'the set differs from the locked one';
      const change = makeChange('duplicate_definition', {
        capability: { type: TYPES[field], name },
        ...(before !== undefined ? { before } : {}),
        after,
      });
      changes.push({
        ...change,
        ...(recorded && { severity: 'warning' as const }),
        reasons: [...change.reasons, `listed ${after.length} times: clients differ in which definition they keep, so one can hide another; ${locked}`],
      });
    }
  }
  return changes;
}

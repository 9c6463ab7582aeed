import type { Lockfile } from '../lockfile/types.js';
import { makeChange } from './change.js';
import { jsonEquivalent } from './labels.js';
import type { Change } from './types.js';

const TYPES = { tools: 'tool', prompts: 'prompt', resources: 'resource', resourceTemplates: 'resourceTemplate' } as const;

/**
 * One critical `duplicate_definition` per key the live server lists more than once, on every run
 * (not only when something changed): its evidence is every live definition, and `before` the
 * locked set when the lockfile had one, so accepting it by fingerprint covers exactly these texts.
 */
export function duplicateDefinitionChanges(locked: Lockfile, live: Lockfile): Change[] {
  const changes: Change[] = [];
  for (const field of Object.keys(TYPES) as Array<keyof typeof TYPES>) {
    const now = live.duplicates?.[field] ?? {};
    const then = locked.duplicates?.[field] ?? {};
    for (const [name, entries] of Object.entries(now)) {
      const before = Object.hasOwn(then, name) ? then[name]!.map((entry) => entry.definition) : undefined;
      const after = entries.map((entry) => entry.definition);
      const locked = before === undefined ? 'the lockfile had one definition or none'
        : jsonEquivalent(before, after) ? 'the lockfile recorded the same definitions (accept it by fingerprint once reviewed)' : 'the set differs from the locked one';
      const change = makeChange('duplicate_definition', {
        capability: { type: TYPES[field], name },
        ...(before !== undefined ? { before } : {}),
        after,
      });
      changes.push({ ...change, reasons: [...change.reasons, `listed ${after.length} times: clients differ in which definition they keep, so one can hide another; ${locked}`] });
    }
  }
  return changes;
}

// Issue 21, the trigger is data: on every corpus pair, in both directions, every change that a
// text signal escalated or a risk raise produced at critical or warning carries a trigger, and
// every text trigger's offsets select its quote and the words that fired in the very string it
// names (the change's new text, or the string at its pointer in the new definition).
import { describe, expect, it } from 'vitest';
import { lockfileFromSnapshot } from '../../../src/core/gate.js';
import type { Change, TextTrigger } from '../../../src/diff/types.js';
import type { JsonValue } from '../../../src/json.js';
import type { Lockfile } from '../../../src/lockfile/types.js';
import { invisibleCharacters } from '../../../src/diff/text/invisible.js';
import { normalizeSnapshot } from '../../../src/snapshot/index.js';
import { CORPUS_ENV, loadCorpus, runGate } from '../../corpus/corpus.js';

const SECTIONS = { tool: 'tools', prompt: 'prompts', resource: 'resources', resourceTemplate: 'resourceTemplates' } as const;

function definitionOf(lock: Lockfile, change: Change): JsonValue | undefined {
  if (change.capability.type === 'server') return undefined;
  const section = lock[SECTIONS[change.capability.type as keyof typeof SECTIONS]] as Record<string, { definition: JsonValue }>;
  return Object.hasOwn(section, change.capability.name) ? section[change.capability.name]!.definition : undefined;
}

function valueAt(value: JsonValue | undefined, pointer: string): JsonValue | undefined {
  let at = value;
  for (const raw of pointer.split('/').slice(1)) {
    const token = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(at)) at = at[Number(token)];
    else if (at !== null && typeof at === 'object' && Object.hasOwn(at, token)) at = (at as Record<string, JsonValue>)[token];
    else return undefined;
  }
  return at;
}

/** The last token of a pointer: a key's pointer names its member, and a name trigger is on the key itself. */
const lastToken = (pointer: string): string => pointer.split('/').at(-1)!.replaceAll('~1', '/').replaceAll('~0', '~');

/** The candidate strings a text trigger points into. */
function stringsFor(change: Change, trigger: TextTrigger, live: Lockfile): string[] {
  const candidates: string[] = [];
  if (trigger.pointer === undefined) {
    if (typeof change.after === 'string') candidates.push(change.after);
    return candidates;
  }
  const base = change.rule === 'risk_level_raised' ? definitionOf(live, change) : change.after;
  const value = valueAt(base, trigger.pointer);
  if (typeof value === 'string') candidates.push(value);
  candidates.push(lastToken(trigger.pointer));
  return candidates;
}

const isInvisible = (text: string): boolean => [...text].length === 1 && invisibleCharacters(text).length === 1;

const pairs = loadCorpus();

describe('every text-driven critical or warning change carries its trigger, on every corpus pair', () => {
  for (const pair of pairs) {
    it(pair.id, () => {
      for (const [locked, liveSnapshot] of [[pair.before, pair.after], [pair.after, pair.before]] as const) {
        const run = runGate(locked, liveSnapshot);
        const live = lockfileFromSnapshot(normalizeSnapshot(liveSnapshot, CORPUS_ENV));
        for (const change of run.changes) {
          if (change.severity !== 'critical' && change.severity !== 'warning') continue;
          const textDriven = change.reasons.some((reason) => reason.startsWith('signal '));
          if (!textDriven && change.rule !== 'risk_level_raised') continue;
          const where = `${change.rule} ${change.capability.type}:${change.capability.name}`;
          expect(change.triggers?.length ?? 0, where).toBeGreaterThan(0);
          if (textDriven) expect(change.triggers![0]!.kind, where).toBe('text');
          for (const trigger of change.triggers!) {
            if (trigger.kind !== 'text') continue;
            const located = stringsFor(change, trigger, live).some((text) => {
              const words = text.slice(trigger.match[0], trigger.match[1]);
              return text.slice(trigger.sentence[0], trigger.sentence[1]) === trigger.quote &&
                trigger.match[0] >= trigger.sentence[0] && trigger.match[1] <= trigger.sentence[1] && words.length > 0 &&
                // The words as found: no surrounding space; an invisible character is exactly that character.
                words.trim() === words && (trigger.signal !== 'invisible_characters' || isInvisible(words));
            });
            expect(located, `${where}: ${JSON.stringify(trigger)}`).toBe(true);
          }
        }
      }
    });
  }
});

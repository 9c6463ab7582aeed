import { isJsonObject, ownValue, type JsonObject, type JsonValue } from '../json.js';
import { makeChange } from './change.js';
import { changedKeys, jsonEquivalent, pointerTo } from './labels.js';
import { wordDiffReasons } from './textDrift.js';
import type { Change } from './types.js';

type PromptArgument = JsonObject & { name: string };

/**
 * A changed prompt, field by field: its description, each argument by name (added, removed,
 * description changed), and `prompt_changed` at a pointer for anything else (title, `required`,
 * argument order, `_meta`, a malformed argument list).
 */
export function diffPrompt(name: string, before: JsonObject, after: JsonObject): Change[] {
  const capability = { type: 'prompt' as const, name };
  const changes: Change[] = [];
  for (const field of changedKeys(before, after)) {
    if (field === 'name') continue; // the map key
    if (field === 'description' && isText(before.description) && isText(after.description)) {
      changes.push(makeChange('prompt_description_changed', {
        capability, pointer: '/description', before: before.description, after: after.description,
        reasons: wordDiffReasons(before.description, after.description),
      }));
    } else if (field === 'arguments') {
      changes.push(...diffArguments(name, before.arguments, after.arguments));
    } else {
      changes.push(makeChange('prompt_changed', { capability, pointer: pointerTo(field), before: ownValue(before, field), after: ownValue(after, field) }));
    }
  }
  return changes;
}

function isText(value: JsonValue | undefined): value is string | undefined {
  return value === undefined || typeof value === 'string';
}

/** The argument list, or undefined when it cannot be keyed by name (not a list, unnamed or duplicate names). */
function argumentList(value: JsonValue | undefined): PromptArgument[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return undefined;
  const names = new Set<string>();
  for (const item of value) {
    if (!isJsonObject(item) || typeof item.name !== 'string' || names.has(item.name)) return undefined;
    names.add(item.name);
  }
  return value as PromptArgument[];
}

function diffArguments(prompt: string, before: JsonValue | undefined, after: JsonValue | undefined): Change[] {
  const capability = { type: 'prompt' as const, name: prompt };
  const old = argumentList(before);
  const now = argumentList(after);
  if (old === undefined || now === undefined) {
    return [makeChange('prompt_changed', { capability, pointer: '/arguments', before, after })];
  }
  const changes: Change[] = [];
  const oldByName = new Map(old.map((arg) => [arg.name, arg]));
  const newNames = new Set(now.map((arg) => arg.name));
  now.forEach((arg, index) => {
    const pointer = `/arguments/${index}`;
    const previous = oldByName.get(arg.name);
    if (previous === undefined) {
      changes.push(makeChange('prompt_argument_added', { capability, pointer, after: arg }));
      return;
    }
    for (const field of changedKeys(previous, arg)) {
      if (field === 'description' && isText(previous.description) && isText(arg.description)) {
        changes.push(makeChange('prompt_argument_description_changed', {
          capability, pointer: `${pointer}/description`, before: previous.description, after: arg.description,
          reasons: [`argument "${arg.name}"`, ...wordDiffReasons(previous.description, arg.description)],
        }));
      } else {
        changes.push(makeChange('prompt_changed', { capability, pointer: pointer + pointerTo(field), before: ownValue(previous, field), after: ownValue(arg, field) }));
      }
    }
  });
  old.forEach((arg, index) => {
    if (!newNames.has(arg.name)) changes.push(makeChange('prompt_argument_removed', { capability, pointer: `/arguments/${index}`, before: arg }));
  });
  // Order matters to clients that render arguments positionally; report it once.
  const kept = (list: PromptArgument[], other: Set<string>) => list.map((a) => a.name).filter((n) => other.has(n));
  const oldOrder = kept(old, newNames);
  const newOrder = kept(now, new Set(oldByName.keys()));
  if (!jsonEquivalent(oldOrder, newOrder)) {
    changes.push(makeChange('prompt_changed', { capability, pointer: '/arguments', before: oldOrder, after: newOrder, reasons: ['argument order changed'] }));
  }
  return changes;
}

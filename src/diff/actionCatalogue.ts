import { isJsonObject, type JsonObject } from '../json.js';
import { escapePointerToken } from '../jsonPointer.js';
import type { ToolLockEntry } from '../lockfile/types.js';
import { actingNameWord } from '../risk/newTool.js';
import { isActionSelector } from '../risk/parameters.js';
import { splitWords } from '../risk/words.js';
import { rootProperties } from './inputSeverity.js';
import type { Change } from './types.js';

/**
 * Action names a description lists as a catalogue: one per line, written as a call signature
 * (`set_cache(value, ...) -> {success}`, `- ripple_insert(clip_infos, ...)`), the way a tool whose
 * `action` is a free string documents what it does.
 */
const SIGNATURE_LINE = /^[ \t]*(?:[-*•][ \t]+)?`?([A-Za-z][A-Za-z0-9_]*)`?[ \t]*\(/gm;

function catalogue(description: string): Map<string, [number, number]> {
  const names = new Map<string, [number, number]>();
  for (const found of description.matchAll(SIGNATURE_LINE)) {
    const name = found[1]!;
    if (names.has(name)) continue;
    const lineEnd = description.indexOf('\n', found.index);
    const start = found.index + (found[0].length - found[0].trimStart().length);
    names.set(name, [start, lineEnd < 0 ? description.length : lineEnd]);
  }
  return names;
}

/** The tool's root action selector when it takes any string (no enum or const): the description is its only list of actions. */
function freeActionSelector(definition: JsonObject): string | undefined {
  const properties = rootProperties(definition.inputSchema);
  return Object.keys(properties).find((name) => {
    const schema = properties[name];
    return isActionSelector(name) && isJsonObject(schema) && schema.type === 'string' && schema.enum === undefined && schema.const === undefined;
  });
}

/**
 * A tool whose action selector takes any string, and whose locked description already listed its
 * actions as call signatures (at least two), gains an action when the new description lists a
 * signature the locked one did not and that name acts (`set_cache`, `ripple_insert`: set, insert):
 * nobody reviewed it as an action, though the free string may have accepted it. The description
 * change is critical, its trigger the signature line; a new name that only reads stays as it was
 * (a new read over the same backend, where reviewers differ). Raised like a text escalation: the
 * rule default is kept in `defaultSeverity`.
 */
export function catalogueActions(changes: Change[], before: ToolLockEntry, after: ToolLockEntry): Change[] {
  const index = changes.findIndex((change) => change.rule === 'tool_description_changed' && change.pointer === '/description');
  if (index < 0) return changes;
  const change = changes[index]!;
  if (change.severity === 'critical' || typeof change.after !== 'string' || typeof change.before !== 'string') return changes;
  const selector = freeActionSelector(after.definition);
  if (selector === undefined || freeActionSelector(before.definition) !== selector) return changes;
  const locked = catalogue(change.before);
  if (locked.size < 2) return changes;
  const fresh = [...catalogue(change.after)].filter(([name]) => !locked.has(name) && splitWords(name).some(actingNameWord));
  if (fresh.length === 0) return changes;
  const text = change.after;
  const [name, line] = fresh[0]!;
  const raised: Change = {
    ...change,
    severity: 'critical',
    defaultSeverity: change.defaultSeverity ?? change.severity,
    reasons: [...change.reasons, `\`${selector}\` takes any string and the description lists the tool's actions as signatures; it now lists ${fresh.map(([each]) => `\`${each}\``).join(', ')}, which the locked description did not: a new action`],
    triggers: [
      { kind: 'text', signal: 'new_action', pattern: 'catalogued_action', quote: text.slice(line[0], line[1]), sentence: line, match: [line[0], line[0] + text.slice(line[0]).indexOf(name) + name.length] },
      { kind: 'parameter', parameter: selector, pointer: `/inputSchema/properties/${escapePointerToken(selector)}`, class: 'action_selector', tokens: [...splitWords(selector), name], evidence: 'description' },
      ...(change.triggers ?? []),
    ],
  };
  return changes.map((each, at) => (at === index ? raised : each));
}

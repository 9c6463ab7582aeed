import { isJsonObject, type JsonValue } from '../json.js';
import { makeChange } from './change.js';
import { pointerTo } from './labels.js';
import { wordDiff } from './text/index.js';
import type { Change } from './types.js';

/**
 * The reason line every text change carries: a word diff (`[-old-]{+new+}`, invisible characters
 * shown as `<U+200B>`). An absent side diffs as empty text; a side that is not a string gets none.
 */
export function wordDiffReasons(before: JsonValue | undefined, after: JsonValue | undefined): string[] {
  const text = (v: JsonValue | undefined): string | undefined => (v === undefined ? '' : typeof v === 'string' ? v : undefined);
  const old = text(before);
  const now = text(after);
  return old === undefined || now === undefined ? [] : [`word diff: ${wordDiff(old, now)}`];
}

// Keywords whose values are subschemas: a map of them, an array of them, or one.
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SCHEMA_ARRAYS = ['prefixItems', 'allOf', 'anyOf', 'oneOf'];
const SCHEMA_SINGLES = [
  'items', 'additionalItems', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems',
  'contains', 'propertyNames', 'not', 'if', 'then', 'else',
];

/**
 * Every subschema of a JSON Schema by pointer, mapped to its `description` when that is a string
 * (else undefined). Only schema positions are walked, so a property named `description` is a
 * subschema, never text. Iterative: a deeply nested schema cannot overflow the stack.
 */
export function schemaDescriptions(schema: JsonValue | undefined): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  const stack: Array<[string, JsonValue]> = schema === undefined ? [] : [['', schema]];
  while (stack.length > 0) {
    const [pointer, node] = stack.pop()!;
    if (!isJsonObject(node)) continue;
    found.set(pointer, typeof node.description === 'string' ? node.description : undefined);
    for (const keyword of SCHEMA_MAPS) {
      const map = node[keyword];
      if (!isJsonObject(map)) continue;
      for (const [name, sub] of Object.entries(map)) stack.push([`${pointer}/${keyword}${pointerTo(name)}`, sub]);
    }
    for (const keyword of [...SCHEMA_ARRAYS, 'items']) {
      const list = node[keyword];
      if (Array.isArray(list)) list.forEach((sub, i) => stack.push([`${pointer}/${keyword}/${i}`, sub]));
    }
    for (const keyword of SCHEMA_SINGLES) {
      const sub = node[keyword];
      if (isJsonObject(sub)) stack.push([`${pointer}/${keyword}`, sub]);
    }
  }
  return found;
}

/**
 * tool_argument_description_changed for each description in the input schema that changed, or
 * that came with a new subschema (new text reaching the model). A subschema that disappeared is
 * the schema diff's business; its description going with it is not reported again. Linear in the
 * size of both schemas and iterative, so any depth the lockfile can hold is fine.
 */
export function schemaDescriptionChanges(tool: string, before: JsonValue | undefined, after: JsonValue | undefined): Change[] {
  const old = schemaDescriptions(before);
  const now = schemaDescriptions(after);
  const changes: Change[] = [];
  for (const pointer of [...now.keys()].sort()) {
    const next = now.get(pointer);
    const previous = old.get(pointer);
    if (previous === next || (!old.has(pointer) && next === undefined)) continue;
    changes.push(makeChange('tool_argument_description_changed', {
      capability: { type: 'tool', name: tool },
      pointer: `/inputSchema${pointer}/description`,
      before: previous,
      after: next,
      reasons: wordDiffReasons(previous, next),
    }));
  }
  return changes;
}

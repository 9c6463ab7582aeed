import { isJsonObject, type JsonObject, type JsonValue } from '../json.js';
import { pointerFrom } from '../jsonPointer.js';
import { makeChange } from './change.js';
import { pointerTo } from './labels.js';
import { wordDiff } from './text/index.js';
import { boundedWordDiff, COARSE_DIFF_NOTE } from './text/wordDiff.js';
import type { Change } from './types.js';

/**
 * The reason line every text change carries: a word diff (`[-old-]{+new+}`, invisible characters
 * shown as `<U+200B>`). An absent side diffs as empty text; a side that is not a string gets none.
 * A diff that went over the word-diff budget (src/diff/text/wordDiff.ts) says so in a second line.
 */
export function wordDiffReasons(before: JsonValue | undefined, after: JsonValue | undefined): string[] {
  const text = (v: JsonValue | undefined): string | undefined => (v === undefined ? '' : typeof v === 'string' ? v : undefined);
  const old = text(before);
  const now = text(after);
  if (old === undefined || now === undefined) return [];
  // The diff is memoised: asking whether it was coarse costs nothing more.
  return [`word diff: ${wordDiff(old, now)}`, ...(boundedWordDiff(old, now).coarse ? [COARSE_DIFF_NOTE] : [])];
}

// Keywords whose values are subschemas: a map of them, an array of them, or one.
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SCHEMA_ARRAYS = ['prefixItems', 'allOf', 'anyOf', 'oneOf'];
const SCHEMA_SINGLES = [
  'items', 'additionalItems', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems',
  'contains', 'propertyNames', 'not', 'if', 'then', 'else',
];

/** How each keyword holds subschemas; `items` is an array of them (draft-7 tuples) or one. */
const SUBSCHEMA_KEYWORDS: ReadonlyMap<string, 'map' | 'array' | 'single' | 'array or single'> = new Map([
  ...SCHEMA_MAPS.map((keyword) => [keyword, 'map'] as const),
  ...SCHEMA_ARRAYS.map((keyword) => [keyword, 'array'] as const),
  ...SCHEMA_SINGLES.map((keyword) => [keyword, keyword === 'items' ? 'array or single' : 'single'] as const),
]);

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

/** A subschema of the new schema, and the subschema at the same place in the old one. */
interface SchemaPlace {
  after: JsonObject;
  /** undefined when the old schema has no subschema there. */
  before: JsonObject | undefined;
  parent: SchemaPlace | undefined;
  /** Raw reference tokens from the parent (a keyword, then a name or index), escaped only for a reported pointer. */
  tokens: ReadonlyArray<string | number>;
}

function schemaPointerOf(place: SchemaPlace): string {
  const parts: string[] = [];
  for (let at: SchemaPlace | undefined = place; at !== undefined; at = at.parent) parts.push(pointerFrom(at.tokens));
  return parts.reverse().join('');
}

const objectOrUndefined = (value: JsonValue | undefined): JsonObject | undefined => (isJsonObject(value) ? value : undefined);

/**
 * tool_argument_description_changed for each description in the input schema that changed, or
 * that came with a new subschema (new text reaching the model). A subschema that disappeared is
 * the schema diff's business; its description going with it is not reported again. Linear in the
 * size of both schemas and iterative, so any depth the lockfile can hold is fine.
 *
 * The same places as schemaDescriptions on both sides, walked together: each subschema of the new
 * schema is met with the old one's at the same pointer (a pointer names one path of keywords and
 * names, so the same path is the same pointer), and a pointer is built only for a reported change.
 */
export function schemaDescriptionChanges(tool: string, before: JsonValue | undefined, after: JsonValue | undefined): Change[] {
  const reported: Array<{ pointer: string; previous: string | undefined; next: string | undefined }> = [];
  const stack: SchemaPlace[] = isJsonObject(after) ? [{ after, before: objectOrUndefined(before), parent: undefined, tokens: [] }] : [];
  while (stack.length > 0) {
    const place = stack.pop()!;
    const { after: now, before: old } = place;
    const next = typeof now.description === 'string' ? now.description : undefined;
    const previous = old !== undefined && typeof old.description === 'string' ? old.description : undefined;
    if (!(previous === next || (old === undefined && next === undefined))) reported.push({ pointer: schemaPointerOf(place), previous, next });
    const push = (sub: JsonValue | undefined, oldSub: JsonValue | undefined, tokens: Array<string | number>) => {
      if (isJsonObject(sub)) stack.push({ after: sub, before: objectOrUndefined(oldSub), parent: place, tokens });
    };
    // The node's own keys, not every keyword looked up: a subschema has a few of the 21.
    for (const keyword of Object.keys(now)) {
      const kind = SUBSCHEMA_KEYWORDS.get(keyword);
      if (kind === undefined) continue;
      const value = now[keyword]!;
      const oldValue = old === undefined || !Object.hasOwn(old, keyword) ? undefined : old[keyword];
      if (kind === 'map') {
        if (!isJsonObject(value)) continue;
        const oldMap = objectOrUndefined(oldValue);
        for (const [name, sub] of Object.entries(value)) push(sub, oldMap !== undefined && Object.hasOwn(oldMap, name) ? oldMap[name] : undefined, [keyword, name]);
      } else if (Array.isArray(value)) {
        if (kind === 'single') continue;
        const oldList = Array.isArray(oldValue) ? oldValue : undefined;
        value.forEach((sub, i) => push(sub, oldList?.[i], [keyword, i]));
      } else if (kind !== 'array') {
        push(value, oldValue, [keyword]);
      }
    }
  }
  // The order of the pointers in the whole new schema, sorted, as before.
  reported.sort((x, y) => (x.pointer < y.pointer ? -1 : x.pointer > y.pointer ? 1 : 0));
  return reported.map(({ pointer, previous, next }) => makeChange('tool_argument_description_changed', {
    capability: { type: 'tool', name: tool },
    pointer: `/inputSchema${pointer}/description`,
    before: previous,
    after: next,
    reasons: wordDiffReasons(previous, next),
  }));
}

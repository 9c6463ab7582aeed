import { isJsonObject, type JsonObject, type JsonValue } from '../../json.js';
import { canonicalKey } from './jsonTools.js';

/**
 * Keywords that never change which values a schema accepts. `$defs`/`definitions` only hold
 * targets of `$ref`; a used definition is compared where it is referenced.
 */
export const ANNOTATION_KEYWORDS: ReadonlySet<string> = new Set([
  'title', 'description', 'examples', 'example', '$comment', '$schema', '$id', '$anchor',
  '$dynamicAnchor', '$recursiveAnchor', '$vocabulary', 'readOnly', 'writeOnly', 'deprecated',
  '$defs', 'definitions',
]);

/**
 * Keywords that validate nothing: the annotations above, and OpenAPI's specification extensions
 * (`x-content-type`, `x-go-name`...), which generators of OpenAPI-based servers copy into input
 * schemas and every JSON Schema validator ignores. Their strings still reach the text signals
 * (src/diff/textSurface.ts reads every string of a definition).
 */
export function isAnnotationKeyword(keyword: string): boolean {
  return ANNOTATION_KEYWORDS.has(keyword) || /^x-/i.test(keyword);
}

/**
 * Every keyword of the JSON Schema drafts 4 to 2020-12 and of OpenAPI's schema object (`nullable`,
 * `discriminator`...). A keyword outside this list (`max` for `maximum`, a generator's own) is ignored
 * by every validator: it constrains nothing, so removing it accepts nothing new.
 */
const DIALECT_KEYWORDS: ReadonlySet<string> = new Set([
  '$schema', '$id', 'id', '$ref', '$dynamicRef', '$recursiveRef', '$anchor', '$dynamicAnchor', '$recursiveAnchor', '$vocabulary', '$comment', '$defs', 'definitions',
  'type', 'enum', 'const', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength', 'pattern',
  'items', 'additionalItems', 'prefixItems', 'unevaluatedItems', 'contains', 'maxContains', 'minContains', 'maxItems', 'minItems', 'uniqueItems',
  'properties', 'patternProperties', 'additionalProperties', 'unevaluatedProperties', 'propertyNames', 'maxProperties', 'minProperties', 'required',
  'dependencies', 'dependentRequired', 'dependentSchemas', 'allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else',
  'format', 'contentEncoding', 'contentMediaType', 'contentSchema', 'title', 'description', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly',
  'nullable', 'discriminator', 'xml', 'externalDocs', 'example',
]);

/** A keyword no JSON Schema dialect (or OpenAPI) defines: validators ignore it. */
export function isUnknownKeyword(keyword: string): boolean {
  return !DIALECT_KEYWORDS.has(keyword) && !isAnnotationKeyword(keyword);
}

/** Count limits: `max*` bound from above, `min*` from below. */
export const UPPER_LIMITS = ['maxLength', 'maxItems', 'maxProperties', 'maxContains'] as const;
export const LOWER_LIMITS = ['minLength', 'minItems', 'minProperties', 'minContains'] as const;
/** The value a `min*` limit has when absent: stating it is a no-op. */
const LOWER_LIMIT_DEFAULTS: Record<(typeof LOWER_LIMITS)[number], number> = {
  minLength: 0, minItems: 0, minProperties: 0, minContains: 1,
};

/** Subschema slots compared by recursion; `true` or `{}` there is the same as absent. */
export const MONOTONE_SLOTS = ['then', 'else', 'propertyNames', 'contains', 'unevaluatedProperties', 'unevaluatedItems'] as const;

export interface NumericBound {
  value: number;
  exclusive: boolean;
  /** The keyword that states it, for pointers. */
  keyword: string;
}

/** A schema object reduced to what decides the accepted values, in one spelling per meaning. */
export interface NormalSchema {
  /** Identity for memoising compared pairs (cycle safety). */
  id: number;
  /** The `false` schema (or `not: {}`): accepts nothing. */
  rejectsAll: boolean;
  /** Set when the value is not a schema at all (array, number, null, string). */
  invalid?: { value: JsonValue };
  /** Sorted; includes "null" (from `nullable: true` too); `integer` dropped when `number` is present. */
  type?: string[];
  /** Canonical key -> value; `const: v` is `enum: [v]`. */
  enumValues?: Map<string, JsonValue>;
  enumKeyword: 'enum' | 'const';
  properties: Map<string, JsonValue>;
  required: Set<string>;
  patternProperties: Map<string, JsonValue>;
  /** undefined: any additional property is allowed (absent, `true`, `{}`). */
  additionalProperties?: JsonValue;
  /** Schema of items past `prefixItems`; undefined: unconstrained. Draft-7 tuple `items` is mapped. */
  items?: JsonValue;
  prefixItems: JsonValue[];
  upper?: NumericBound;
  lower?: NumericBound;
  limits: Map<string, number>;
  pattern?: string;
  format?: string;
  multipleOf?: number;
  uniqueItems: boolean;
  anyOf?: JsonValue[];
  oneOf?: JsonValue[];
  allOf?: JsonValue[];
  not?: JsonValue;
  if?: JsonValue;
  slots: Map<string, JsonValue>;
  dependentRequired: Map<string, string[]>;
  dependentSchemas: Map<string, JsonValue>;
  default?: { value: JsonValue };
  /** Keywords this diff does not understand, and unresolvable `$ref`s: compared for equality only. */
  other: Map<string, JsonValue>;
}

function emptySchema(id: number): NormalSchema {
  return {
    id, rejectsAll: false, enumKeyword: 'enum', properties: new Map(), required: new Set(),
    patternProperties: new Map(), prefixItems: [], limits: new Map(), uniqueItems: false,
    slots: new Map(), dependentRequired: new Map(), dependentSchemas: new Map(), other: new Map(),
  };
}

export function normalizeFalse(id: number): NormalSchema {
  return { ...emptySchema(id), rejectsAll: true };
}

export function normalizeInvalid(id: number, value: JsonValue): NormalSchema {
  return { ...emptySchema(id), invalid: { value } };
}

export function normalizeTrue(id: number): NormalSchema {
  return emptySchema(id);
}

/** `true` and `{}` accept everything, like an absent subschema. */
export function isTrivialSchema(value: JsonValue | undefined): boolean {
  return value === undefined || value === true || (isJsonObject(value) && Object.keys(value).length === 0);
}

const isStringArray = (value: JsonValue): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');
const isCount = (value: JsonValue): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * Normalises one schema object (its `$ref`, if resolvable, already followed by the caller).
 * Shallow: subschemas stay raw and are normalised when the comparison reaches them.
 */
export function normalizeSchema(id: number, raw: JsonObject): NormalSchema {
  const schema = emptySchema(id);
  const other = schema.other;
  let types: string[] | undefined;
  let nullable = false;
  let enumList: JsonValue[] | undefined;
  let constValue: { value: JsonValue } | undefined;
  let tupleItems: JsonValue[] | undefined;
  let additionalItems: JsonValue | undefined;
  let items: JsonValue | undefined;
  const numbers = new Map<string, number>();
  const exclusiveFlags = new Map<string, boolean>();

  for (const [key, value] of Object.entries(raw)) {
    if (isAnnotationKeyword(key)) continue;
    switch (key) {
      case 'default': schema.default = { value }; break;
      case 'type':
        if (typeof value === 'string') types = [value];
        else if (isStringArray(value)) types = [...value];
        else other.set(key, value);
        break;
      case 'nullable':
        if (typeof value === 'boolean') nullable = value; else other.set(key, value);
        break;
      case 'enum':
        if (Array.isArray(value)) enumList = value; else other.set(key, value);
        break;
      case 'const': constValue = { value }; break;
      case 'required':
        if (isStringArray(value)) schema.required = new Set(value); else other.set(key, value);
        break;
      case 'properties':
      case 'patternProperties':
      case 'dependentSchemas':
        if (isJsonObject(value)) {
          for (const [name, sub] of Object.entries(value)) schema[key].set(name, sub);
        } else other.set(key, value);
        break;
      case 'dependentRequired':
        if (isJsonObject(value) && Object.values(value).every(isStringArray)) {
          for (const [name, names] of Object.entries(value)) schema.dependentRequired.set(name, [...(names as string[])]);
        } else other.set(key, value);
        break;
      case 'dependencies': // draft-7: arrays are dependentRequired, schemas are dependentSchemas
        if (isJsonObject(value)) {
          for (const [name, dep] of Object.entries(value)) {
            if (isStringArray(dep)) schema.dependentRequired.set(name, [...dep]);
            else schema.dependentSchemas.set(name, dep);
          }
        } else other.set(key, value);
        break;
      case 'additionalProperties': schema.additionalProperties = value; break;
      case 'items':
        if (Array.isArray(value)) tupleItems = value; else items = value;
        break;
      case 'additionalItems': additionalItems = value; break;
      case 'prefixItems':
        if (Array.isArray(value)) schema.prefixItems = value; else other.set(key, value);
        break;
      case 'maximum':
      case 'minimum':
        if (typeof value === 'number') numbers.set(key, value); else other.set(key, value);
        break;
      case 'exclusiveMaximum':
      case 'exclusiveMinimum':
        if (typeof value === 'number') numbers.set(key, value);
        else if (typeof value === 'boolean') exclusiveFlags.set(key, value);
        else other.set(key, value);
        break;
      case 'maxLength': case 'maxItems': case 'maxProperties': case 'maxContains':
      case 'minLength': case 'minItems': case 'minProperties': case 'minContains':
        if (isCount(value)) schema.limits.set(key, value); else other.set(key, value);
        break;
      case 'pattern':
      case 'format':
        if (typeof value === 'string') schema[key] = value; else other.set(key, value);
        break;
      case 'multipleOf':
        if (typeof value === 'number' && value > 0) schema.multipleOf = value; else other.set(key, value);
        break;
      case 'uniqueItems':
        if (typeof value === 'boolean') schema.uniqueItems = value; else other.set(key, value);
        break;
      case 'anyOf':
      case 'oneOf':
      case 'allOf':
        if (Array.isArray(value)) schema[key] = value; else other.set(key, value);
        break;
      case 'not': schema.not = value; break;
      case 'if': schema.if = value; break;
      case 'then': case 'else': case 'propertyNames': case 'contains':
      case 'unevaluatedProperties': case 'unevaluatedItems':
        schema.slots.set(key, value);
        break;
      default: other.set(key, value);
    }
  }

  if (types !== undefined) {
    if (nullable && !types.includes('null')) types.push('null');
    if (types.includes('number')) types = types.filter((type) => type !== 'integer');
    schema.type = [...new Set(types)].sort();
  }

  if (enumList !== undefined || constValue !== undefined) {
    let values = enumList ?? [constValue!.value];
    if (enumList !== undefined && constValue !== undefined) {
      const constKey = canonicalKey(constValue.value);
      values = enumList.filter((value) => canonicalKey(value) === constKey);
    }
    schema.enumValues = new Map(values.map((value) => [canonicalKey(value), value]));
    schema.enumKeyword = enumList !== undefined ? 'enum' : 'const';
  }

  if (tupleItems !== undefined && schema.prefixItems.length === 0) {
    schema.prefixItems = tupleItems;
    items = additionalItems;
  } else if (tupleItems !== undefined) {
    other.set('items', tupleItems);
  }
  if (!isTrivialSchema(items)) schema.items = items;
  if (!isTrivialSchema(schema.additionalProperties)) {
    // `false` stays: it closes the object.
  } else {
    delete schema.additionalProperties;
  }
  for (const key of [...schema.slots.keys()]) {
    // `contains: true` still demands a non-empty array, so it is not a no-op.
    if (key !== 'contains' && isTrivialSchema(schema.slots.get(key))) schema.slots.delete(key);
  }
  // `if` without `then`/`else` has no effect.
  if (schema.if !== undefined && !schema.slots.has('then') && !schema.slots.has('else')) delete schema.if;
  if (schema.not !== undefined && isTrivialSchema(schema.not)) {
    schema.rejectsAll = true; // `not: {}` is the `false` schema
    delete schema.not;
  } else if (schema.not === false) {
    delete schema.not;
  }

  const integerOnly = schema.type !== undefined && schema.type.every((type) => type === 'integer' || type === 'null');
  schema.upper = tightestBound('upper', numbers, exclusiveFlags, integerOnly);
  schema.lower = tightestBound('lower', numbers, exclusiveFlags, integerOnly);

  for (const key of LOWER_LIMITS) {
    if (schema.limits.get(key) === LOWER_LIMIT_DEFAULTS[key]) schema.limits.delete(key);
  }
  return schema;
}

/**
 * One bound from `maximum`/`exclusiveMaximum` (draft-6 number or draft-4 boolean form), the
 * tighter when both are given. Integer-only schemas drop +-MAX_SAFE_INTEGER: zod emits them.
 */
function tightestBound(
  side: 'upper' | 'lower',
  numbers: Map<string, number>,
  exclusiveFlags: Map<string, boolean>,
  integerOnly: boolean,
): NumericBound | undefined {
  const inclusiveKey = side === 'upper' ? 'maximum' : 'minimum';
  const exclusiveKey = side === 'upper' ? 'exclusiveMaximum' : 'exclusiveMinimum';
  const candidates: NumericBound[] = [];
  const inclusive = numbers.get(inclusiveKey);
  if (inclusive !== undefined) {
    const noOp = integerOnly && (side === 'upper' ? inclusive >= Number.MAX_SAFE_INTEGER : inclusive <= -Number.MAX_SAFE_INTEGER);
    if (!noOp) candidates.push({ value: inclusive, exclusive: exclusiveFlags.get(exclusiveKey) === true, keyword: inclusiveKey });
  }
  const exclusive = numbers.get(exclusiveKey);
  if (exclusive !== undefined) candidates.push({ value: exclusive, exclusive: true, keyword: exclusiveKey });
  let tightest: NumericBound | undefined;
  for (const candidate of candidates) {
    if (tightest === undefined || compareBounds(side, candidate, tightest) < 0) tightest = candidate;
  }
  return tightest;
}

/** < 0 when `a` accepts less than `b`, > 0 when more, 0 when the same. */
export function compareBounds(side: 'upper' | 'lower', a: NumericBound, b: NumericBound): number {
  if (a.value !== b.value) return side === 'upper' ? a.value - b.value : b.value - a.value;
  if (a.exclusive === b.exclusive) return 0;
  return a.exclusive ? -1 : 1;
}

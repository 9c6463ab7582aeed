import { isJsonObject, type JsonObject, type JsonValue } from '../../json.js';
import { canonicalKey, own } from './jsonTools.js';
import { isAnnotationKeyword } from './normalize.js';

/**
 * Value sets, one per JSON type. Unions are written many ways: `type: ["string", "null"]`,
 * `anyOf`/`oneOf` of single-type branches (pydantic `Optional[str]`, zod `.nullish()`), `const`
 * branches, OpenAPI `nullable`. Partitioning a schema by JSON type gives them one shape: per type,
 * the schema a value of that type must satisfy. Two schemas then compare type by type: a type on
 * one side only is a gained or lost member, a type on both sides is compared as a schema.
 */
export type PartKey = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

export interface TypePart {
  key: PartKey;
  /** A schema for values of this type only (`type` is one name: `integer` or `number` for numbers). */
  schema: JsonObject;
  /** Pointer tokens from the partitioned node to where this part is written, e.g. `["anyOf", 1]`. */
  origin: Array<string | number>;
  /** The part lists its values (`const`/`enum`) rather than a type. */
  enumerated: boolean;
}

export interface Partition {
  /** Keywords that apply to every type (`default`, `not`, unknown keywords...): compared as usual. */
  rest: JsonObject;
  parts: Map<PartKey, TypePart>;
  /** The node wrote a union (`anyOf`/`oneOf`); a plain `type` list is not one. */
  union: boolean;
}

/** Keywords that only constrain values of one type; on other types they are no-ops. */
const KEYWORD_TYPES: Record<string, readonly PartKey[]> = {
  minLength: ['string'], maxLength: ['string'], pattern: ['string'], contentEncoding: ['string'], contentMediaType: ['string'],
  // OpenAPI writes `format: int32` on numbers; JSON Schema's formats are for strings.
  format: ['string', 'number'],
  minimum: ['number'], maximum: ['number'], exclusiveMinimum: ['number'], exclusiveMaximum: ['number'], multipleOf: ['number'],
  items: ['array'], prefixItems: ['array'], additionalItems: ['array'], minItems: ['array'], maxItems: ['array'],
  uniqueItems: ['array'], contains: ['array'], minContains: ['array'], maxContains: ['array'], unevaluatedItems: ['array'],
  properties: ['object'], required: ['object'], additionalProperties: ['object'], patternProperties: ['object'],
  minProperties: ['object'], maxProperties: ['object'], dependentRequired: ['object'], dependentSchemas: ['object'],
  dependencies: ['object'], propertyNames: ['object'], unevaluatedProperties: ['object'],
};

const TYPE_NAMES: ReadonlySet<string> = new Set(['null', 'boolean', 'integer', 'number', 'string', 'array', 'object']);
const MAX_NESTING = 8;

export const partKeyOf = (type: string): PartKey => (type === 'integer' ? 'number' : type) as PartKey;

function keyOfValue(value: JsonValue): PartKey {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'boolean': return 'boolean';
    case 'number': return 'number';
    case 'string': return 'string';
    default: return 'object';
  }
}

/** A part that is only `type` accepts every value of its type. */
const isPlain = (part: TypePart): boolean => Object.keys(part.schema).length === 1;

/**
 * Partitions a schema object (its own `$ref` already followed) by JSON type, or undefined when it
 * cannot be written that way (no `type` and no `enum`; a branch accepting everything; two
 * constrained branches for the same type; a branch with keywords that apply to every type).
 * `resolve` follows a branch's `$ref`; `partitionOf` partitions a resolved branch (memoised by the caller).
 */
export function partitionSchema(
  node: JsonObject,
  resolve: (value: JsonValue) => JsonValue | undefined,
  partitionOf: (node: JsonObject, nesting: number) => Partition | undefined,
  nesting = 0,
): Partition | undefined {
  if (nesting > MAX_NESTING) return undefined;
  const hasAnyOf = Object.hasOwn(node, 'anyOf');
  const hasOneOf = Object.hasOwn(node, 'oneOf');
  if (hasAnyOf && hasOneOf) return undefined;
  const unionKey = hasAnyOf ? 'anyOf' : hasOneOf ? 'oneOf' : undefined;

  const rest: JsonObject = {};
  const specific: Array<[string, JsonValue]> = [];
  let types: string[] | undefined;
  let nullable = false;
  let values: JsonValue[] | undefined;
  for (const [key, value] of Object.entries(node)) {
    if (isAnnotationKeyword(key) || key === unionKey) continue;
    if (key === 'type') {
      if (typeof value === 'string' && TYPE_NAMES.has(value)) types = [value];
      else if (Array.isArray(value) && value.every((type) => typeof type === 'string' && TYPE_NAMES.has(type))) types = value as string[];
      else return undefined;
    } else if (key === 'nullable' && typeof value === 'boolean') {
      nullable = value;
    } else if (key === 'enum') {
      if (!Array.isArray(value)) return undefined;
      values = values === undefined ? value : values.filter((v) => value.some((w) => sameValue(v, w)));
    } else if (key === 'const') {
      values = values === undefined ? [value] : values.filter((v) => sameValue(v, value));
    } else if (Object.hasOwn(KEYWORD_TYPES, key)) {
      // `additionalProperties: true`, `items: {}`, `properties: {}`, `required: []` say nothing.
      if (!isNoOp(value)) specific.push([key, value]);
    } else {
      rest[key] = value;
    }
  }
  if (types !== undefined && nullable && !types.includes('null')) types = [...types, 'null'];

  const parts = new Map<PartKey, TypePart>();
  if (unionKey !== undefined) {
    const branches = own(node, unionKey);
    if (!Array.isArray(branches) || branches.length === 0 || values !== undefined) return undefined;
    for (let i = 0; i < branches.length; i++) {
      const branch = resolve(branches[i]!);
      if (branch === false) continue; // contributes no value
      if (!isJsonObject(branch)) return undefined; // `true` (or garbage): the union accepts everything
      const sub = partitionOf(branch, nesting + 1);
      if (sub === undefined || Object.keys(sub.rest).length > 0) return undefined;
      for (const part of sub.parts.values()) {
        // `oneOf` rejects a value two branches accept: overlapping branches are no plain union.
        if (unionKey === 'oneOf' && parts.has(part.key)) return undefined;
        const merged = mergePart(parts.get(part.key), { ...part, origin: [unionKey, i, ...part.origin] });
        if (merged === undefined) return undefined;
        parts.set(part.key, merged);
      }
    }
    if (types !== undefined) {
      // A `type` beside the union intersects it.
      for (const [key, part] of [...parts]) {
        const declared = types.filter((type) => partKeyOf(type) === key);
        if (declared.length === 0) parts.delete(key);
        else if (key === 'number' && !declared.includes('number') && part.schema.type !== 'integer') return undefined;
      }
    }
  } else if (values !== undefined) {
    const byKey = new Map<PartKey, JsonValue[]>();
    for (const value of values) {
      const key = keyOfValue(value);
      if (types !== undefined && !types.some((type) => partKeyOf(type) === key && (type !== 'integer' || Number.isInteger(value)))) continue;
      byKey.set(key, [...(byKey.get(key) ?? []), value]);
    }
    for (const [key, list] of byKey) {
      if (key === 'null') {
        parts.set(key, { key, schema: { type: 'null' }, origin: [], enumerated: false }); // one value: the type itself
        continue;
      }
      const type = key === 'number' ? (list.every((v) => Number.isInteger(v)) ? 'integer' : 'number') : key;
      parts.set(key, { key, schema: { type, enum: list }, origin: [], enumerated: true });
    }
  } else if (types !== undefined) {
    const numberType = types.includes('number') ? 'number' : 'integer';
    for (const type of types) {
      const key = partKeyOf(type);
      if (!parts.has(key)) parts.set(key, { key, schema: { type: key === 'number' ? numberType : type }, origin: [], enumerated: false });
    }
  } else {
    return undefined; // untyped: accepts every type, nothing to partition
  }

  // Type-specific keywords beside the union (or the type list) go to their type's part.
  for (const [keyword, value] of specific) {
    for (const key of KEYWORD_TYPES[keyword]!) {
      const part = parts.get(key);
      if (part === undefined) continue;
      if (Object.hasOwn(part.schema, keyword)) return undefined;
      parts.set(key, { ...part, schema: { ...part.schema, [keyword]: value } });
    }
  }
  return { rest, parts, union: unionKey !== undefined };
}

/** Two branches for one type: the plain one (or the wider number) wins; two constrained ones do not merge. */
function mergePart(existing: TypePart | undefined, next: TypePart): TypePart | undefined {
  if (existing === undefined) return next;
  if (isPlain(existing) && isPlain(next)) return existing.schema.type === 'number' ? existing : next;
  if (isPlain(existing) && (existing.schema.type !== 'integer' || next.schema.type === 'integer')) return existing;
  if (isPlain(next) && (next.schema.type !== 'integer' || existing.schema.type === 'integer')) return next;
  if (existing.enumerated && next.enumerated && existing.schema.type === next.schema.type) {
    const list = existing.schema.enum as JsonValue[];
    const extra = (next.schema.enum as JsonValue[]).filter((value) => !list.some((known) => sameValue(known, value)));
    return { ...existing, schema: { ...existing.schema, enum: [...list, ...extra] } };
  }
  return undefined;
}

const isNoOp = (value: JsonValue): boolean =>
  value === true || (isJsonObject(value) && Object.keys(value).length === 0) || (Array.isArray(value) && value.length === 0);

const sameValue = (a: JsonValue, b: JsonValue): boolean => canonicalKey(a) === canonicalKey(b);

/** Whether two schemas should be compared type by type rather than keyword by keyword. */
export function comparesByType(before: Partition | undefined, after: Partition | undefined): boolean {
  if (before === undefined || after === undefined) return false;
  return before.union || after.union || before.parts.size > 1 || after.parts.size > 1;
}

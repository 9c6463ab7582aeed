import { isJsonObject, type JsonObject, type JsonValue } from '../../json.js';
import type { ResolvedSchema, SchemaDocument } from './document.js';
import { canonicalKey, jsonEquivalent, own, pointerJoin, preview, quoteName } from './jsonTools.js';
import {
  isAnnotationKeyword, isUnknownKeyword, LOWER_LIMITS, MONOTONE_SLOTS, UPPER_LIMITS, compareBounds, normalizeSchema,
  type NormalSchema, type NumericBound,
} from './normalize.js';
import { schemaRuleDirection, schemaRuleId, type SchemaRuleBase } from './rules.js';
import { comparesByType, type PartKey, type Partition, type TypePart } from './union.js';
import type { SchemaDifference, SchemaDirection, SchemaRole } from './types.js';

/** Deeper than this, a differing subtree is reported as `schema_changed` instead of recursing. */
export const MAX_DEPTH = 128;
/** Replayed differences stop here: a DAG of `$ref`s could otherwise multiply them exponentially. */
const MAX_DIFFERENCES = 10_000;
/** Above this many before x after branch pairs, branches are matched by raw equality only. */
const MAX_BRANCH_PAIRS = 1024;

/** Where the comparison is: a JSON pointer into each side. */
interface Place {
  readonly after: string;
  readonly before: string;
}

/** The node being compared and the keyword groups that already produced a semantic difference. */
interface Scope {
  at: Place;
  touched: Set<string>;
  /** The side compared as a one-branch union (its branch is written at the node itself). */
  lone?: keyof Place;
}

/**
 * A place below another, its pointers built on first read: most places compared report nothing
 * (equal subschemas, absent keywords), and then their pointers are never needed.
 */
class ChildPlace implements Place {
  #after: string | undefined;
  #before: string | undefined;

  constructor(
    private readonly parent: Place,
    private readonly tokens: ReadonlyArray<string | number>,
  ) {}

  get after(): string {
    return (this.#after ??= pointerJoin(this.parent.after, ...this.tokens));
  }

  get before(): string {
    return (this.#before ??= pointerJoin(this.parent.before, ...this.tokens));
  }
}

const child = (at: Place, ...tokens: Array<string | number>): Place => new ChildPlace(at, tokens);

/** Keywords that mean one thing together; a change in one spelling of the group is one change. */
const KEYWORD_GROUP: Record<string, string> = {
  nullable: 'type', const: 'enum', exclusiveMaximum: 'maximum', exclusiveMinimum: 'minimum',
  additionalItems: 'items', prefixItems: 'items', dependencies: 'dependentRequired', dependentSchemas: 'dependentRequired',
};
const groupOf = (keyword: string): string => KEYWORD_GROUP[keyword] ?? keyword;

/** Keywords holding subschemas: when present on both sides, recursion reports what changed inside. */
const CONTAINERS = new Set([
  'properties', 'patternProperties', 'additionalProperties', 'items', 'prefixItems', 'additionalItems',
  'anyOf', 'oneOf', 'allOf', 'not', 'if', 'then', 'else', 'propertyNames', 'contains',
  'unevaluatedProperties', 'unevaluatedItems', 'dependentSchemas', 'dependencies',
]);

const DEFINITION_KEYWORDS = new Set(['$defs', 'definitions']);

const PART_ORDER: readonly PartKey[] = ['null', 'boolean', 'number', 'string', 'array', 'object'];
/** Where a gained or lost type is written: its union branch, or the node's own `type`/`enum`. */
const partPointer = (pointer: string, part: TypePart): string =>
  part.origin.length > 0 ? pointerJoin(pointer, ...part.origin) : pointerJoin(pointer, part.enumerated ? 'enum' : 'type');

const VERB: Record<SchemaDirection, string> = { widening: 'widened', narrowing: 'narrowed', both: 'changed', cosmetic: 'rewritten' };

/** A pointer for messages: shortened, since a property name may be megabytes long. */
const where = (pointer: string): string => (pointer === '' ? '/' : pointer.length > 120 ? `${pointer.slice(0, 119)}…` : pointer);

/** State shared by a comparison and the trial comparisons it runs (branch matching, `not`). */
export class ComparisonState {
  /** Pair of schema identities -> directions of its semantic differences. */
  readonly trials = new Map<string, SchemaDirection[]>();
  /** A schema seen as a one-branch union, per node and keyword (see SchemaComparer.loneBranch). */
  readonly loneBranches = new WeakMap<object, Partial<Record<'anyOf', NormalSchema>>>();

  constructor(
    readonly role: SchemaRole,
    readonly before: SchemaDocument,
    readonly after: SchemaDocument,
  ) {}
}

/**
 * Walks two schemas side by side and records semantic differences and cosmetic notes. Each pair
 * of (resolved) schemas is compared once, which is what makes recursive `$ref`s terminate.
 */
export class SchemaComparer {
  readonly differences: SchemaDifference[] = [];
  readonly notes: string[] = [];
  /** Which side's pointer each difference carries, to re-base it when a pair is met again. */
  private readonly sides: Array<keyof Place> = [];
  /** Pairs being compared: meeting one again is a cycle through `$ref`, and adds nothing. */
  private readonly inProgress = new Set<string>();
  /** Pairs compared: where, and the slice of `differences` they produced. */
  private readonly done = new Map<string, { at: Place; start: number; end: number }>();

  constructor(private readonly state: ComparisonState) {}

  compare(before: JsonValue | undefined, after: JsonValue | undefined, at: Place, depth: number): void {
    const { before: beforeDoc, after: afterDoc } = this.state;
    const mayHideRefs = beforeDoc.holdsRef(before) || afterDoc.holdsRef(after);
    if (!mayHideRefs && this.sameJson(before, after)) return;
    const scope: Scope = { at, touched: new Set() };
    if (depth > MAX_DEPTH) {
      if (!this.sameJson(before, after)) {
        this.push(scope, '', 'schema_changed', 'after', at.after, `subschema nested deeper than ${MAX_DEPTH} levels changed`);
      }
      return;
    }
    const resolvedBefore = beforeDoc.resolve(before);
    const resolvedAfter = afterDoc.resolve(after);
    const pairKey = `${resolvedBefore.norm.id}:${resolvedAfter.norm.id}`;
    if (this.inProgress.has(pairKey)) return;
    const done = this.done.get(pairKey);
    if (done !== undefined) {
      this.replay(done, at);
      return;
    }
    this.inProgress.add(pairKey);
    const start = this.differences.length;
    this.compareResolved(resolvedBefore, resolvedAfter, before, after, scope, depth);
    this.inProgress.delete(pairKey);
    this.done.set(pairKey, { at, start, end: this.differences.length });
  }

  /**
   * A pair already compared elsewhere (one definition used in several places) is not compared
   * again; its differences are repeated at this place, so every path to a widening is reported.
   */
  private replay(done: { at: Place; start: number; end: number }, at: Place): void {
    for (let i = done.start; i < done.end && this.differences.length < MAX_DIFFERENCES; i++) {
      const side = this.sides[i]!;
      const difference = this.differences[i]!;
      const pointer = at[side] + difference.pointer.slice(done.at[side].length);
      this.sides.push(side);
      this.differences.push({ ...difference, pointer, message: difference.message.slice(0, -where(difference.pointer).length) + where(pointer) });
    }
  }

  private compareResolved(
    resolvedBefore: ResolvedSchema, resolvedAfter: ResolvedSchema, before: JsonValue | undefined, after: JsonValue | undefined,
    scope: Scope, depth: number,
  ): void {
    const { at } = scope;
    this.noteRefs(resolvedBefore.refs, resolvedAfter.refs, at);
    this.noteAnnotations(resolvedBefore.annotations, resolvedAfter.annotations, at);
    const b = resolvedBefore.norm;
    const a = resolvedAfter.norm;
    if (b.invalid !== undefined || a.invalid !== undefined) {
      if (!jsonEquivalent(resolvedBefore.node, resolvedAfter.node)) {
        this.push(scope, '', 'schema_changed', 'after', at.after, `value that is not a JSON Schema changed (${preview(resolvedBefore.node)} -> ${preview(resolvedAfter.node)})`,
          resolvedBefore.node, resolvedAfter.node);
      }
      return;
    }
    if (b.rejectsAll || a.rejectsAll) {
      if (b.rejectsAll !== a.rejectsAll) {
        if (b.rejectsAll) this.push(scope, '', 'constraint_removed', 'after', at.after, 'schema that accepted nothing (`false`) now accepts values', false, after);
        else this.push(scope, '', 'constraint_added', 'after', at.after, 'schema now accepts nothing (`false`)', before, false);
      }
      return;
    }
    const partsBefore = this.state.before.partition(resolvedBefore.node);
    const partsAfter = this.state.after.partition(resolvedAfter.node);
    if (partsBefore !== undefined && partsAfter !== undefined && comparesByType(partsBefore, partsAfter)) {
      // Unions and type lists: compared as value sets, type by type (union.ts).
      this.compareKeywords(normalizeSchema(-1, partsBefore.rest), normalizeSchema(-1, partsAfter.rest), scope, depth);
      this.compareParts(partsBefore, partsAfter, scope, depth);
    } else {
      // One side writes a union the other does not: the other is one branch of a union.
      const loneBefore = this.loneBranch(resolvedBefore.node, b, a);
      const loneAfter = loneBefore === undefined ? this.loneBranch(resolvedAfter.node, a, b) : undefined;
      if (loneBefore !== undefined) scope.lone = 'before';
      if (loneAfter !== undefined) scope.lone = 'after';
      this.compareKeywords(loneBefore ?? b, loneAfter ?? a, scope, depth);
    }
    this.noteRewrites(resolvedBefore.node, resolvedAfter.node, scope);
  }

  /**
   * `{type: object, ...}` against `{anyOf: [..., ...]}`: the schema without a union is one branch of
   * a union, so the branches are matched against it (a kept variant is found, a new one is a branch
   * added). Only for a schema that constrains (a `type` or values), and memoised per object so the
   * branch keeps its identity. undefined when it does not apply.
   */
  private loneBranch(node: JsonValue | undefined, own: NormalSchema, other: NormalSchema): NormalSchema | undefined {
    // `anyOf` only: dropping or adding a `oneOf` branch is not monotone when branches overlap.
    const keyword = other.anyOf !== undefined && other.oneOf === undefined ? 'anyOf' : undefined;
    if (keyword === undefined || own.anyOf !== undefined || own.oneOf !== undefined || !isJsonObject(node)) return undefined;
    if (own.type === undefined && own.enumValues === undefined) return undefined;
    // Branches that only assert on the object the node already declares (`anyOf: [{required: ["id"]},
    // {required: ["xpath"]}]` beside `properties`: "give one of these") are a constraint added to that
    // object, not variants of it; the node's own keywords are compared with each other as they stand.
    if (other.anyOf!.every(isAssertionOnly)) return undefined;
    const memo = this.state.loneBranches.get(node)?.[keyword];
    if (memo !== undefined) return memo;
    const branch: Record<string, JsonValue> = {};
    const parent: Record<string, JsonValue> = {};
    for (const [key, value] of Object.entries(node)) {
      if (isAnnotationKeyword(key)) continue;
      if (key === 'default') parent[key] = value;
      else branch[key] = value;
    }
    parent[keyword] = [branch];
    const norm = normalizeSchema(-1, parent);
    this.state.loneBranches.set(node, { ...this.state.loneBranches.get(node), [keyword]: norm });
    return norm;
  }

  private compareKeywords(b: NormalSchema, a: NormalSchema, scope: Scope, depth: number): void {
    this.compareType(b, a, scope);
    this.compareEnum(b, a, scope);
    this.compareProperties(b, a, scope, depth);
    this.compareAdditionalProperties(b, a, scope, depth);
    this.compareItems(b, a, scope, depth);
    this.compareBound('upper', b.upper, a.upper, scope);
    this.compareBound('lower', b.lower, a.lower, scope);
    this.compareLimits(b, a, scope);
    this.compareStringConstraints(b, a, scope);
    this.compareMultipleOf(b, a, scope);
    this.compareFlag('uniqueItems', b.uniqueItems, a.uniqueItems, scope);
    this.compareUnions(b.anyOf, a.anyOf, scope, depth);
    this.compareBranches('oneOf', b.oneOf, a.oneOf, scope, depth);
    this.compareBranches('allOf', b.allOf, a.allOf, scope, depth);
    this.compareNot(b, a, scope, depth);
    this.compareIf(b, a, scope, depth);
    for (const slot of MONOTONE_SLOTS) this.compareSlot(slot, b.slots.get(slot), a.slots.get(slot), child(scope.at, slot), scope, depth);
    this.compareDependencies(b, a, scope, depth);
    this.compareDefault(b, a, scope);
    this.compareOther(b, a, scope);
  }

  /**
   * Two value sets, type by type: a type on one side only is a member gained (widening) or lost
   * (narrowing); `null` has its own rules; a type listed by values (`const`/`enum` branches) gains
   * or loses those values. A type on both sides is compared as a schema, where it is written.
   */
  private compareParts(before: Partition, after: Partition, scope: Scope, depth: number): void {
    const { at } = scope;
    const count = this.differences.length;
    const types = (partition: Partition) => [...partition.parts.values()].map((part) => String(part.schema.type)).sort();
    const valuesOf = (part: TypePart) => (part.schema.enum ?? []) as JsonValue[];
    for (const key of PART_ORDER) {
      const was = before.parts.get(key);
      const now = after.parts.get(key);
      if (was !== undefined && now !== undefined) {
        this.recurse(scope, 'type', was.schema, now.schema, { after: pointerJoin(at.after, ...now.origin), before: pointerJoin(at.before, ...was.origin) }, depth);
      } else if (now !== undefined) {
        const pointer = partPointer(at.after, now);
        if (key === 'null') this.push(scope, 'type', 'null_allowed', 'after', pointer, '`null` is now accepted', types(before), types(after));
        else if (now.enumerated) this.push(scope, 'enum', 'enum_value_added', 'after', pointer, `value(s) ${preview(valuesOf(now))} now accepted`, undefined, valuesOf(now));
        else this.push(scope, 'type', 'type_widened', 'after', pointer, `\`type\` now also accepts ${String(now.schema.type)}`, types(before), types(after));
      } else if (was !== undefined) {
        const pointer = partPointer(at.before, was);
        if (key === 'null') this.push(scope, 'type', 'null_disallowed', 'before', pointer, '`null` is no longer accepted', types(before), types(after));
        else if (was.enumerated) this.push(scope, 'enum', 'enum_value_removed', 'before', pointer, `value(s) ${preview(valuesOf(was))} no longer accepted`, valuesOf(was));
        else this.push(scope, 'type', 'type_narrowed', 'before', pointer, `\`type\` no longer accepts ${String(was.schema.type)}`, types(before), types(after));
      }
    }
    if (this.differences.length > count) for (const keyword of ['anyOf', 'oneOf', 'enum', 'type']) scope.touched.add(keyword);
  }

  /** Equal JSON (hash first: a walk only when the hashes agree). */
  private sameJson(before: JsonValue | undefined, after: JsonValue | undefined): boolean {
    return before === after || (this.state.before.hash(before) === this.state.after.hash(after) && jsonEquivalent(before, after));
  }

  /** Directions of the semantic differences of a pair, memoised; a pair met inside its own trial counts as equal. */
  trial(before: JsonValue | undefined, after: JsonValue | undefined, at: Place, depth: number): SchemaDirection[] {
    const key = `${this.state.before.resolve(before).norm.id}:${this.state.after.resolve(after).norm.id}`;
    const known = this.state.trials.get(key);
    if (known !== undefined) return known;
    this.state.trials.set(key, []);
    const comparer = new SchemaComparer(this.state);
    comparer.compare(before, after, at, depth);
    const directions = comparer.differences.map((difference) => difference.direction).filter((direction) => direction !== 'cosmetic');
    this.state.trials.set(key, directions);
    return directions;
  }

  private push(
    scope: Scope, keyword: string, base: SchemaRuleBase, side: keyof Place, pointer: string, detail: string,
    before?: JsonValue, after?: JsonValue,
  ): void {
    this.sides.push(side);
    const direction = schemaRuleDirection(base);
    const label = base === 'default_changed' ? 'default changed' : VERB[direction];
    this.differences.push({
      rule: schemaRuleId(this.state.role, base),
      direction,
      pointer,
      ...(before === undefined ? {} : { before }),
      ...(after === undefined ? {} : { after }),
      message: `${this.state.role} schema ${label}: ${detail} at ${where(pointer)}`,
    });
    scope.touched.add(groupOf(keyword));
  }

  /** Recurses into a subschema; a semantic difference inside marks the keyword as explained. */
  private recurse(scope: Scope, keyword: string, before: JsonValue | undefined, after: JsonValue | undefined, at: Place, depth: number): void {
    const count = this.differences.length;
    this.compare(before, after, at, depth + 1);
    if (this.differences.length > count) scope.touched.add(groupOf(keyword));
  }

  private compareType(b: NormalSchema, a: NormalSchema, scope: Scope): void {
    const { at } = scope;
    if (b.type === undefined && a.type === undefined) return;
    if (a.type === undefined) {
      this.push(scope, 'type', 'type_widened', 'before', pointerJoin(at.before, 'type'), `\`type\` constraint ${preview(b.type)} removed`, b.type);
      return;
    }
    if (b.type === undefined) {
      this.push(scope, 'type', 'type_narrowed', 'after', pointerJoin(at.after, 'type'), `\`type\` constraint ${preview(a.type)} added`, undefined, a.type);
      return;
    }
    const pointer = pointerJoin(at.after, 'type');
    const beforeNull = b.type.includes('null');
    const afterNull = a.type.includes('null');
    if (!beforeNull && afterNull) this.push(scope, 'type', 'null_allowed', 'after', pointer, '`null` is now accepted', b.type, a.type);
    if (beforeNull && !afterNull) this.push(scope, 'type', 'null_disallowed', 'after', pointer, '`null` is no longer accepted', b.type, a.type);
    const covers = (types: string[], type: string) => types.includes(type) || (type === 'integer' && types.includes('number'));
    const gained = a.type.filter((type) => type !== 'null' && !covers(b.type!, type));
    const lost = b.type.filter((type) => type !== 'null' && !covers(a.type!, type));
    if (gained.length > 0 && lost.length > 0) {
      this.push(scope, 'type', 'type_changed', 'after', pointer, `\`type\` changed from ${preview(b.type)} to ${preview(a.type)}`, b.type, a.type);
    } else if (gained.length > 0) {
      this.push(scope, 'type', 'type_widened', 'after', pointer, `\`type\` now also accepts ${gained.join(', ')}`, b.type, a.type);
    } else if (lost.length > 0) {
      this.push(scope, 'type', 'type_narrowed', 'after', pointer, `\`type\` no longer accepts ${lost.join(', ')}`, b.type, a.type);
    }
  }

  private compareEnum(b: NormalSchema, a: NormalSchema, scope: Scope): void {
    const { at } = scope;
    if (b.enumValues === undefined && a.enumValues === undefined) return;
    if (a.enumValues === undefined) {
      const values = [...b.enumValues!.values()];
      this.push(scope, 'enum', 'enum_removed', 'before', pointerJoin(at.before, b.enumKeyword), `\`${b.enumKeyword}\` ${preview(values)} removed: any value is accepted`, values);
      return;
    }
    if (b.enumValues === undefined) {
      const values = [...a.enumValues.values()];
      this.push(scope, 'enum', 'enum_added', 'after', pointerJoin(at.after, a.enumKeyword), `\`${a.enumKeyword}\` ${preview(values)} added`, undefined, values);
      return;
    }
    const pointer = pointerJoin(at.after, a.enumKeyword);
    const removed = [...b.enumValues].filter(([key]) => !a.enumValues!.has(key)).map(([, value]) => value);
    // A value respelled (`persona` -> `personas`, `Read_Only` -> `read-only`) names what a removed one named: the
    // removal is reported, the respelling is no new value.
    const respelled = (value: JsonValue) => typeof value === 'string' && removed.some((old) => typeof old === 'string' && wordForm(old) === wordForm(value));
    const added = [...a.enumValues].filter(([key]) => !b.enumValues!.has(key)).map(([, value]) => value).filter((value) => {
      if (!respelled(value)) return true;
      this.note(`\`${a.enumKeyword}\` value ${preview(value)} respells a removed one at ${where(pointer)}`);
      return false;
    });
    if (added.length > 0) this.push(scope, 'enum', 'enum_value_added', 'after', pointer, `value(s) ${preview(added)} now accepted`, undefined, added);
    if (removed.length > 0) this.push(scope, 'enum', 'enum_value_removed', 'after', pointer, `value(s) ${preview(removed)} no longer accepted`, removed);
  }

  private compareProperties(b: NormalSchema, a: NormalSchema, scope: Scope, depth: number): void {
    const { at } = scope;
    const isNew = (name: string) => a.properties.has(name) && !b.properties.has(name);
    const isGone = (name: string) => b.properties.has(name) && !a.properties.has(name);
    for (const [name, schema] of a.properties) {
      if (b.properties.has(name)) continue;
      const required = a.required.has(name);
      this.push(scope, 'properties', required ? 'required_property_added' : 'property_added', 'after', pointerJoin(at.after, 'properties', name),
        `${required ? 'required' : 'optional'} property ${quoteName(name)} added`, undefined, schema);
    }
    for (const [name, schema] of b.properties) {
      if (a.properties.has(name)) {
        this.recurse(scope, 'properties', schema, a.properties.get(name), child(at, 'properties', name), depth);
        continue;
      }
      const required = b.required.has(name);
      this.push(scope, 'properties', required ? 'required_property_removed' : 'property_removed', 'before', pointerJoin(at.before, 'properties', name),
        `${required ? 'required' : 'optional'} property ${quoteName(name)} removed`, schema);
    }
    for (const name of a.required) {
      if (b.required.has(name) || isNew(name)) continue;
      this.push(scope, 'required', 'property_made_required', 'after', pointerJoin(at.after, 'required'), `property ${quoteName(name)} is now required`, undefined, name);
    }
    for (const name of b.required) {
      if (a.required.has(name) || isGone(name)) continue;
      const side = a.properties.has(name) ? 'after' : 'before';
      const pointer = side === 'after' ? pointerJoin(at.after, 'properties', name) : pointerJoin(at.before, 'required');
      this.push(scope, 'required', 'property_made_optional', side, pointer, `property ${quoteName(name)} is no longer required`, name);
    }
    for (const [pattern, schema] of a.patternProperties) {
      if (b.patternProperties.has(pattern)) continue;
      this.push(scope, 'patternProperties', 'property_added', 'after', pointerJoin(at.after, 'patternProperties', pattern),
        `properties matching ${quoteName(pattern)} declared`, undefined, schema);
    }
    for (const [pattern, schema] of b.patternProperties) {
      if (a.patternProperties.has(pattern)) {
        this.recurse(scope, 'patternProperties', schema, a.patternProperties.get(pattern), child(at, 'patternProperties', pattern), depth);
        continue;
      }
      this.push(scope, 'patternProperties', 'property_removed', 'before', pointerJoin(at.before, 'patternProperties', pattern),
        `properties matching ${quoteName(pattern)} no longer declared`, schema);
    }
  }

  private compareAdditionalProperties(b: NormalSchema, a: NormalSchema, scope: Scope, depth: number): void {
    const { at } = scope;
    const before = b.additionalProperties;
    const after = a.additionalProperties;
    if (before === undefined && after === undefined) return;
    if (before === false && after !== false) {
      this.push(scope, 'additionalProperties', 'additional_properties_allowed', 'after', pointerJoin(at.after, 'additionalProperties'),
        `undeclared properties are now accepted (${after === undefined ? 'additionalProperties: false removed' : `additionalProperties: ${preview(after)}`})`, false, after);
    } else if (after === false && before !== false) {
      this.push(scope, 'additionalProperties', 'additional_properties_restricted', 'after', pointerJoin(at.after, 'additionalProperties'),
        'undeclared properties are now rejected (additionalProperties: false)', before, false);
    } else if (before !== false) {
      this.recurse(scope, 'additionalProperties', before, after, child(at, 'additionalProperties'), depth);
    }
  }

  private compareItems(b: NormalSchema, a: NormalSchema, scope: Scope, depth: number): void {
    const { at } = scope;
    // chkp's `domains_to_process`: an array of strings becoming a string enum drops `items` with the array; what its
    // entries took no longer applies (the type change is reported on its own), so no item "now accepts any type".
    const arrays = (schema: NormalSchema) => schema.type === undefined || schema.type.includes('array');
    if (!arrays(b) || !arrays(a)) return;
    this.recurse(scope, 'items', b.items, a.items, child(at, 'items'), depth);
    // Position i is governed by prefixItems[i] when given, else by items.
    const positions = Math.max(b.prefixItems.length, a.prefixItems.length);
    for (let i = 0; i < positions; i++) {
      const before = i < b.prefixItems.length ? b.prefixItems[i] : b.items;
      const after = i < a.prefixItems.length ? a.prefixItems[i] : a.items;
      const place = { after: pointerJoin(at.after, i < a.prefixItems.length ? 'prefixItems' : 'items', ...(i < a.prefixItems.length ? [i] : [])),
        before: pointerJoin(at.before, i < b.prefixItems.length ? 'prefixItems' : 'items', ...(i < b.prefixItems.length ? [i] : [])) };
      this.recurse(scope, 'items', before, after, place, depth);
    }
  }

  private compareBound(side: 'upper' | 'lower', before: NumericBound | undefined, after: NumericBound | undefined, scope: Scope): void {
    const { at } = scope;
    const show = (bound: NumericBound) => `${bound.keyword} ${bound.value}`;
    const group = side === 'upper' ? 'maximum' : 'minimum';
    if (before === undefined && after === undefined) return;
    if (after === undefined) {
      this.push(scope, group, 'constraint_removed', 'before', pointerJoin(at.before, before!.keyword), `bound \`${show(before!)}\` removed`, before!.value);
      return;
    }
    const pointer = pointerJoin(at.after, after.keyword);
    if (before === undefined) {
      this.push(scope, group, 'constraint_added', 'after', pointer, `bound \`${show(after)}\` added`, undefined, after.value);
      return;
    }
    const order = compareBounds(side, after, before);
    if (order > 0) this.push(scope, group, 'constraint_relaxed', 'after', pointer, `bound relaxed from \`${show(before)}\` to \`${show(after)}\``, before.value, after.value);
    if (order < 0) this.push(scope, group, 'constraint_tightened', 'after', pointer, `bound tightened from \`${show(before)}\` to \`${show(after)}\``, before.value, after.value);
  }

  private compareLimits(b: NormalSchema, a: NormalSchema, scope: Scope): void {
    const { at } = scope;
    for (const [keywords, upper] of [[UPPER_LIMITS, true], [LOWER_LIMITS, false]] as const) {
      for (const keyword of keywords) {
        const before = b.limits.get(keyword);
        const after = a.limits.get(keyword);
        if (before === after) continue;
        if (after === undefined) {
          this.push(scope, keyword, 'constraint_removed', 'before', pointerJoin(at.before, keyword), `\`${keyword}: ${before}\` removed`, before);
        } else if (before === undefined) {
          this.push(scope, keyword, 'constraint_added', 'after', pointerJoin(at.after, keyword), `\`${keyword}: ${after}\` added`, undefined, after);
        } else {
          const relaxed = upper ? after > before : after < before;
          this.push(scope, keyword, relaxed ? 'constraint_relaxed' : 'constraint_tightened', 'after', pointerJoin(at.after, keyword),
            `\`${keyword}\` ${relaxed ? 'relaxed' : 'tightened'} from ${before} to ${after}`, before, after);
        }
      }
    }
  }

  private compareStringConstraints(b: NormalSchema, a: NormalSchema, scope: Scope): void {
    const { at } = scope;
    for (const keyword of ['pattern', 'format'] as const) {
      const before = b[keyword];
      const after = a[keyword];
      if (before === after) continue;
      if (after === undefined) {
        this.push(scope, keyword, 'constraint_removed', 'before', pointerJoin(at.before, keyword), `\`${keyword}\` ${preview(before)} removed`, before);
      } else if (before === undefined) {
        this.push(scope, keyword, 'constraint_added', 'after', pointerJoin(at.after, keyword), `\`${keyword}\` ${preview(after)} added`, undefined, after);
      } else {
        this.push(scope, keyword, 'constraint_changed', 'after', pointerJoin(at.after, keyword), `\`${keyword}\` changed from ${preview(before)} to ${preview(after)}`, before, after);
      }
    }
  }

  private compareMultipleOf(b: NormalSchema, a: NormalSchema, scope: Scope): void {
    const { at } = scope;
    const before = b.multipleOf;
    const after = a.multipleOf;
    if (before === after) return;
    if (after === undefined) {
      this.push(scope, 'multipleOf', 'constraint_removed', 'before', pointerJoin(at.before, 'multipleOf'), `\`multipleOf: ${before}\` removed`, before);
      return;
    }
    const pointer = pointerJoin(at.after, 'multipleOf');
    if (before === undefined) {
      this.push(scope, 'multipleOf', 'constraint_added', 'after', pointer, `\`multipleOf: ${after}\` added`, undefined, after);
      return;
    }
    const detail = `\`multipleOf\` changed from ${before} to ${after}`;
    if (isWholeMultiple(after, before)) this.push(scope, 'multipleOf', 'constraint_tightened', 'after', pointer, detail, before, after);
    else if (isWholeMultiple(before, after)) this.push(scope, 'multipleOf', 'constraint_relaxed', 'after', pointer, detail, before, after);
    else this.push(scope, 'multipleOf', 'constraint_changed', 'after', pointer, detail, before, after);
  }

  private compareFlag(keyword: 'uniqueItems', before: boolean, after: boolean, scope: Scope): void {
    if (before === after) return;
    if (before) this.push(scope, keyword, 'constraint_removed', 'before', pointerJoin(scope.at.before, keyword), `\`${keyword}: true\` removed`, true, false);
    else this.push(scope, keyword, 'constraint_added', 'after', pointerJoin(scope.at.after, keyword), `\`${keyword}: true\` added`, false, true);
  }

  /**
   * anyOf/oneOf branches (and allOf members) are matched by equivalence, so reordering is cosmetic.
   * One unmatched on each side is one branch edited: recurse into it. Otherwise each unmatched
   * branch is added or removed.
   */
  /**
   * `anyOf` on both sides: members that are only an `anyOf` themselves are spread into it first, since
   * `anyOf: [{anyOf: [A, B]}, C]` is `anyOf: [A, B, C]` (a generator that stops nesting unions accepts nothing new);
   * each member keeps where it is written, so that changes point at it.
   */
  private compareUnions(before: JsonValue[] | undefined, after: JsonValue[] | undefined, scope: Scope, depth: number): void {
    if (before === undefined || after === undefined) {
      this.compareBranches('anyOf', before, after, scope, depth);
      return;
    }
    const spreadBefore = flattenAnyOf(before, ['anyOf']);
    const spreadAfter = flattenAnyOf(after, ['anyOf']);
    // Only unions of records are spread (umbraco's permission models); a nested union mixing types is compared by
    // type as written (ragie's `mode`: an object form beside the enum it had).
    const nested = (spread: Array<{ value: JsonValue; path: Array<string | number> }>) => spread.some((member) => member.path.length > 2);
    const records = (spread: Array<{ value: JsonValue; path: Array<string | number> }>) => spread.every((member) => member.path.length <= 2
      || (isJsonObject(member.value) && isJsonObject(member.value.properties) && Object.keys(member.value.properties).length > 0));
    if ((!nested(spreadBefore) && !nested(spreadAfter)) || !records(spreadBefore) || !records(spreadAfter)) {
      this.compareBranches('anyOf', before, after, scope, depth);
      return;
    }
    this.compareBranches('anyOf', spreadBefore.map((member) => member.value), spreadAfter.map((member) => member.value), scope, depth,
      { before: spreadBefore.map((member) => member.path), after: spreadAfter.map((member) => member.path) });
  }

  private compareBranches(keyword: 'anyOf' | 'oneOf' | 'allOf', before: JsonValue[] | undefined, after: JsonValue[] | undefined, scope: Scope, depth: number,
    paths: { before?: Array<Array<string | number>> | undefined; after?: Array<Array<string | number>> | undefined } = {}): void {
    const { at } = scope;
    if (before === undefined && after === undefined) return;
    const union = keyword !== 'allOf';
    // The lone side's one branch is written at the node itself; a member of a nested union spread into this one
    // (normalize.ts) is written where it sits.
    const lone = union ? scope.lone : undefined;
    const placeOf = (side: keyof Place, index: number): string => {
      if (side === lone) return at[side];
      const written = paths[side]?.[index];
      return written === undefined ? pointerJoin(at[side], keyword, index) : pointerJoin(at[side], ...written);
    };
    if (after === undefined) {
      this.push(scope, keyword, 'constraint_removed', 'before', pointerJoin(at.before, keyword), `\`${keyword}\` removed`, before);
      return;
    }
    if (before === undefined) {
      this.push(scope, keyword, 'constraint_added', 'after', pointerJoin(at.after, keyword), `\`${keyword}\` added`, undefined, after);
      return;
    }
    const matchOf = new Array<number>(after.length).fill(-1);
    const used = new Set<number>();
    const { before: beforeDoc, after: afterDoc } = this.state;
    const plainEqual = (i: number, j: number) => !beforeDoc.holdsRef(before[i]) && !afterDoc.holdsRef(after[j]) && this.sameJson(before[i], after[j]);
    const tryEquivalence = before.length * after.length <= MAX_BRANCH_PAIRS;
    const directions = (i: number, j: number) => this.trial(before[i], after[j], child(at, keyword, j), depth + 1);
    // A branch edited one way only (a subset or superset of a branch) is that branch, edited.
    const oneWay = (i: number, j: number) => {
      if (!tryEquivalence) return false;
      const found = new Set(directions(i, j));
      return found.size === 1 && (found.has('narrowing') || found.has('widening'));
    };
    const sameRef = (i: number, j: number) => {
      const x = before[i];
      const y = after[j];
      return isJsonObject(x) && isJsonObject(y) && typeof x.$ref === 'string' && x.$ref === y.$ref;
    };
    // Edited both ways but the same record (the same property names, the same listed values of any discriminator such
    // as `$type`): the generator rewrote it (a `pattern` added, `additionalProperties: false` dropped), each edit reported inside.
    const sameRecord = (i: number, j: number) => recordKey(before[i]) !== undefined && recordKey(before[i]) === recordKey(after[j]);
    for (const equal of [plainEqual, (i: number, j: number) => tryEquivalence && directions(i, j).length === 0, oneWay, sameRef, sameRecord]) {
      for (let j = 0; j < after.length; j++) {
        if (matchOf[j] !== -1) continue;
        for (let i = 0; i < before.length; i++) {
          if (!used.has(i) && equal(i, j)) {
            matchOf[j] = i;
            used.add(i);
            break;
          }
        }
      }
    }
    const unmatchedAfter = matchOf.flatMap((i, j) => (i === -1 ? [j] : []));
    const unmatchedBefore = before.flatMap((_, i) => (used.has(i) ? [] : [i]));
    // Matched branches are equivalent or edited; recursing reports what changed inside them.
    matchOf.forEach((i, j) => {
      if (i !== -1) this.recurse(scope, keyword, before[i], after[j], { after: placeOf('after', j), before: placeOf('before', i) }, depth);
    });
    if (unmatchedAfter.length === 1 && unmatchedBefore.length === 1) {
      const i = unmatchedBefore[0]!;
      const j = unmatchedAfter[0]!;
      this.recurse(scope, keyword, before[i], after[j], { after: placeOf('after', j), before: placeOf('before', i) }, depth);
      return;
    }
    const noun = union ? 'branch' : 'member';
    for (const j of unmatchedAfter) {
      this.push(scope, keyword, union ? 'branch_added' : 'constraint_added', 'after', placeOf('after', j), `\`${keyword}\` ${noun} ${preview(after[j])} added`, undefined, after[j]);
    }
    for (const i of unmatchedBefore) {
      this.push(scope, keyword, union ? 'branch_removed' : 'constraint_removed', 'before', placeOf('before', i), `\`${keyword}\` ${noun} ${preview(before[i])} removed`, before[i]);
    }
  }

  /** `not` inverts: a wider `not` schema accepts less. Reported as one aggregate difference. */
  private compareNot(b: NormalSchema, a: NormalSchema, scope: Scope, depth: number): void {
    const { at } = scope;
    if (b.not === undefined && a.not === undefined) return;
    if (a.not === undefined) {
      this.push(scope, 'not', 'constraint_removed', 'before', pointerJoin(at.before, 'not'), '`not` removed', b.not);
      return;
    }
    if (b.not === undefined) {
      this.push(scope, 'not', 'constraint_added', 'after', pointerJoin(at.after, 'not'), '`not` added', undefined, a.not);
      return;
    }
    const inner = new Set(this.trial(b.not, a.not, child(at, 'not'), depth + 1));
    if (inner.size === 0) {
      this.recurse(scope, 'not', b.not, a.not, child(at, 'not'), depth); // cosmetic notes only
      return;
    }
    const pointer = pointerJoin(at.after, 'not');
    const detail = `schema under \`not\` changed`;
    if (inner.size === 1 && inner.has('widening')) this.push(scope, 'not', 'constraint_tightened', 'after', pointer, `${detail} (it rejects more)`, b.not, a.not);
    else if (inner.size === 1 && inner.has('narrowing')) this.push(scope, 'not', 'constraint_relaxed', 'after', pointer, `${detail} (it rejects less)`, b.not, a.not);
    else this.push(scope, 'not', 'constraint_changed', 'after', pointer, detail, b.not, a.not);
  }

  /** `if` selects between `then` and `else`: any semantic change of it is unclassifiable. */
  private compareIf(b: NormalSchema, a: NormalSchema, scope: Scope, depth: number): void {
    const { at } = scope;
    if (b.if === undefined && a.if === undefined) return;
    if (a.if === undefined) {
      this.push(scope, 'if', 'constraint_removed', 'before', pointerJoin(at.before, 'if'), '`if` condition removed', b.if);
    } else if (b.if === undefined) {
      this.push(scope, 'if', 'constraint_added', 'after', pointerJoin(at.after, 'if'), '`if` condition added', undefined, a.if);
    } else if (this.trial(b.if, a.if, child(at, 'if'), depth + 1).length > 0) {
      this.push(scope, 'if', 'constraint_changed', 'after', pointerJoin(at.after, 'if'), '`if` condition changed', b.if, a.if);
    } else {
      this.recurse(scope, 'if', b.if, a.if, child(at, 'if'), depth);
    }
  }

  /** A subschema that only constrains: absent -> present narrows, present -> absent widens, else recurse. */
  private compareSlot(keyword: string, before: JsonValue | undefined, after: JsonValue | undefined, at: Place, scope: Scope, depth: number): void {
    if (before === undefined && after === undefined) return;
    if (after === undefined) this.push(scope, keyword, 'constraint_removed', 'before', at.before, `\`${keyword}\` removed`, before);
    else if (before === undefined) this.push(scope, keyword, 'constraint_added', 'after', at.after, `\`${keyword}\` added`, undefined, after);
    else this.recurse(scope, keyword, before, after, at, depth);
  }

  private compareDependencies(b: NormalSchema, a: NormalSchema, scope: Scope, depth: number): void {
    const { at } = scope;
    const names = new Set([...b.dependentRequired.keys(), ...a.dependentRequired.keys()]);
    for (const name of names) {
      const before = new Set(b.dependentRequired.get(name) ?? []);
      const after = new Set(a.dependentRequired.get(name) ?? []);
      const added = [...after].filter((dependency) => !before.has(dependency));
      const removed = [...before].filter((dependency) => !after.has(dependency));
      if (added.length > 0) {
        this.push(scope, 'dependentRequired', 'constraint_added', 'after', pointerJoin(at.after, 'dependentRequired', name),
          `when ${quoteName(name)} is present, ${added.map((dependency) => quoteName(dependency)).join(', ')} now required`, undefined, added);
      }
      if (removed.length > 0) {
        this.push(scope, 'dependentRequired', 'constraint_removed', 'before', pointerJoin(at.before, 'dependentRequired', name),
          `when ${quoteName(name)} is present, ${removed.map((dependency) => quoteName(dependency)).join(', ')} no longer required`, removed);
      }
    }
    const schemaNames = new Set([...b.dependentSchemas.keys(), ...a.dependentSchemas.keys()]);
    for (const name of schemaNames) {
      this.compareSlot('dependentSchemas', b.dependentSchemas.get(name), a.dependentSchemas.get(name), child(at, 'dependentSchemas', name), scope, depth);
    }
  }

  private compareDefault(b: NormalSchema, a: NormalSchema, scope: Scope): void {
    if (b.default === undefined && a.default === undefined) return;
    if (b.default !== undefined && a.default !== undefined && jsonEquivalent(b.default.value, a.default.value)) return;
    const side = a.default !== undefined ? 'after' : 'before';
    this.push(scope, 'default', 'default_changed', side, pointerJoin(scope.at[side], 'default'), `\`default\` changed from ${preview(b.default?.value)} to ${preview(a.default?.value)}`,
      b.default?.value, a.default?.value);
  }

  /** Keywords this diff does not model: any change is `schema_changed`, never assumed cosmetic. */
  private compareOther(b: NormalSchema, a: NormalSchema, scope: Scope): void {
    const keywords = new Set([...b.other.keys(), ...a.other.keys()]);
    for (const keyword of keywords) {
      const before = b.other.get(keyword);
      const after = a.other.get(keyword);
      if (jsonEquivalent(before, after)) continue;
      // A keyword no dialect defines (serper's `max`/`min`, written `maximum`/`minimum` since)
      // validated nothing: dropping it accepts nothing new. Adding or changing one to a string or an object (text the
      // model reads, a structure a server may interpret) stays unclassified.
      if (after === undefined && isUnknownKeyword(keyword)) {
        this.note(`\`${keyword}\` (no JSON Schema keyword, ignored by validators) dropped at ${where(scope.at.before)}`);
        continue;
      }
      // Pydantic's `ge: 1`, `le: 25` beside (or in place of) `minimum`/`maximum`: a keyword no dialect defines, added or
      // changed to a number, boolean or null, validates nothing and carries no text the model could read as an order.
      if (isUnknownKeyword(keyword) && (after === null || typeof after === 'number' || typeof after === 'boolean')) {
        this.note(`\`${keyword}\` (no JSON Schema keyword, ignored by validators) ${before === undefined ? 'added' : 'changed'} as ${preview(after)} at ${where(scope.at.after)}`);
        continue;
      }
      // strapi-mcp's `required: true` inside a property (draft 3's form): since draft 4 `required` is an array on the object,
      // and a boolean one is ignored by validators; dropping or adding it (the object's own `required` list decides) changes
      // nothing a validator accepts, and a boolean carries no text.
      if (keyword === 'required' && (typeof before === 'boolean' || before === undefined) && (typeof after === 'boolean' || after === undefined) && !this.draft3()) {
        this.note(`\`required\` in draft 3's boolean form (ignored by validators since draft 4) ${before === undefined ? `added as ${String(after)}` : after === undefined ? 'dropped' : `changed to ${String(after)}`} at ${where(scope.at[after === undefined ? 'before' : 'after'])}`);
        continue;
      }
      const side = after !== undefined ? 'after' : 'before';
      this.push(scope, keyword, 'schema_changed', side, pointerJoin(scope.at[side], keyword), `\`${keyword}\` changed from ${preview(before)} to ${preview(after)} (not classified)`, before, after);
    }
  }

  /** Whether either schema declares draft 3, where a boolean `required` on a property is enforced. */
  private draft3(): boolean {
    const dialect = (root: JsonValue) => (isJsonObject(root) && typeof root.$schema === 'string' ? root.$schema : '');
    return /draft-0?3\b/.test(dialect(this.state.before.root)) || /draft-0?3\b/.test(dialect(this.state.after.root));
  }

  private note(text: string): void {
    this.notes.push(text);
  }

  private noteRefs(before: string[], after: string[], at: Place): void {
    if (before.length === after.length && before.every((ref, i) => ref === after[i])) return;
    const pointer = at.after;
    if (before.length === 0) this.note(`moved behind \`$ref\` ${after.join(' -> ')} at ${where(pointer)}`);
    else if (after.length === 0) this.note(`\`$ref\` ${before.join(' -> ')} inlined at ${where(pointer)}`);
    else this.note(`\`$ref\` ${before.join(' -> ')} now ${after.join(' -> ')} at ${where(pointer)}`);
  }

  private noteAnnotations(before: Map<string, JsonValue>, after: Map<string, JsonValue>, at: Place): void {
    for (const keyword of new Set([...before.keys(), ...after.keys()])) {
      const was = before.get(keyword);
      const now = after.get(keyword);
      if (jsonEquivalent(was, now)) continue;
      // A used definition that changed is reported where it is referenced; an unused one is no change.
      if (DEFINITION_KEYWORDS.has(keyword) && was !== undefined && now !== undefined) continue;
      this.note(`\`${keyword}\` ${was === undefined ? 'added' : now === undefined ? 'removed' : 'changed'} at ${where(at.after)}`);
    }
  }

  /** Keywords whose spelling changed while no semantic difference came from them. */
  private noteRewrites(before: JsonValue | undefined, after: JsonValue | undefined, scope: Scope): void {
    const was = isJsonObject(before) ? before : {};
    const now = isJsonObject(after) ? after : {};
    for (const keyword of new Set([...Object.keys(was), ...Object.keys(now)])) {
      if (isAnnotationKeyword(keyword) || keyword === '$ref' || scope.touched.has(groupOf(keyword))) continue;
      const wasValue = own(was, keyword);
      const nowValue = own(now, keyword);
      if (jsonEquivalent(wasValue, nowValue)) continue;
      if (wasValue !== undefined && nowValue !== undefined && CONTAINERS.has(keyword)) continue;
      const change = wasValue === undefined ? 'added' : nowValue === undefined ? 'removed' : 'rewritten';
      this.note(`\`${keyword}\` ${change} with the same meaning at ${where(scope.at.after)}`);
    }
  }
}

/** True when `value` is a whole multiple (>= 1) of `base`, allowing for binary fractions (0.3 / 0.1). */
function isWholeMultiple(value: number, base: number): boolean {
  const ratio = value / base;
  const whole = Math.round(ratio);
  return whole >= 1 && Math.abs(ratio - whole) <= 1e-9 * Math.max(1, whole);
}

/** Keywords that assert on an object's members without declaring a type or a value of their own. */
const OBJECT_ASSERTIONS: ReadonlySet<string> = new Set(['required', 'minProperties', 'maxProperties', 'dependentRequired']);

/**
 * A branch that only asserts on the members of the object around it (`{required: ["id"]}`, `{not: {required:
 * ["a", "b"]}}`): no type, properties, values or `$ref` of its own, so it can only narrow what that object accepts.
 */
function isAssertionOnly(branch: JsonValue): boolean {
  if (!isJsonObject(branch)) return false;
  const keys = Object.keys(branch).filter((key) => !isAnnotationKeyword(key));
  return keys.length > 0 && keys.every((key) => {
    const value = branch[key]!;
    if (OBJECT_ASSERTIONS.has(key)) return true;
    if (key === 'not') return isAssertionOnly(value);
    if (key === 'anyOf' || key === 'oneOf' || key === 'allOf') return Array.isArray(value) && value.length > 0 && value.every(isAssertionOnly);
    return false;
  });
}

/** A value's words, lower-case and singular, joined: `personas`, `Persona` and `persona` are one form. */
function wordForm(value: string): string {
  const words = value.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return words.map((word) => (word.length > 4 && word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word)).join(' ');
}

/**
 * What identifies an object branch of a union: its property names and the values it lists for any of them (a
 * discriminator's `enum`/`const`). Undefined for anything else (no properties, a `$ref`).
 */
function recordKey(branch: JsonValue | undefined): string | undefined {
  if (!isJsonObject(branch) || !isJsonObject(branch.properties) || typeof branch.$ref === 'string') return undefined;
  const names = Object.keys(branch.properties).sort();
  if (names.length === 0) return undefined;
  const listed = names.map((name) => {
    const property = (branch.properties as JsonObject)[name];
    if (!isJsonObject(property)) return '';
    return Array.isArray(property.enum) ? canonicalKey(property.enum) : Object.hasOwn(property, 'const') ? canonicalKey([property.const as JsonValue]) : '';
  });
  return JSON.stringify([names, listed]);
}

/**
 * The members of an `anyOf`, members that are only an `anyOf` themselves (annotations aside) spread into it, each with
 * where it is written from the node (`prefix` then its index), so that changes point at the member as written.
 */
function flattenAnyOf(members: JsonValue[], prefix: Array<string | number>, depth = 0): Array<{ value: JsonValue; path: Array<string | number> }> {
  return members.flatMap((member, index) => isJsonObject(member) && Array.isArray(member.anyOf) && depth < 8
    && Object.keys(member).every((key) => key === 'anyOf' || isAnnotationKeyword(key))
    ? flattenAnyOf(member.anyOf, [...prefix, index, 'anyOf'], depth + 1)
    : [{ value: member, path: [...prefix, index] }]);
}

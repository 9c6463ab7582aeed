import { isJsonObject, type JsonValue } from '../json.js';
import { resolveLocalRef } from '../jsonPointer.js';
import type { ToolLockEntry } from '../lockfile/types.js';
import { actionValues, assessParameter, isActionSelector } from '../risk/parameters.js';
import { collectSchemaFacts } from '../risk/schema.js';
import { RISK_LEVELS } from '../risk/types.js';
import type { Change } from './types.js';

/**
 * Input widenings whose severity depends on what the parameter lets the tool do. Each is
 * critical by default (catalogue); it stays critical when the parameter carries capability or
 * raises the tool's inferred risk, and becomes a warning when it only shapes the result.
 */
const ASSESSED: ReadonlySet<string> = new Set([
  'input_property_added', 'input_property_made_optional', 'input_type_widened', 'input_type_changed',
  'input_enum_value_added', 'input_enum_removed', 'input_constraint_removed', 'input_constraint_relaxed', 'input_constraint_changed',
  'input_additional_properties_allowed', 'input_branch_added',
]);
const SCALARS = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** Types richer than a scalar: a parameter that starts taking them takes structure it did not. */
const RICH_TYPES = new Set(['object', 'array', 'any type']);
const TYPE_NAMES = new Set(['null', 'boolean', 'integer', 'number', 'string', 'array', 'object', 'any type']);

/**
 * Decides critical vs warning for each input widening of one tool from a per-parameter capability
 * assessment (src/risk/parameters.ts), and says why in the change's reasons. Pure: returns new
 * objects for the changes it touches. It lowers critical widenings to warning (the assessed
 * severity is the change's own; policy overrides still apply) and raises only a new required
 * parameter that asks for conversation content. A widening at the schema root keeps its
 * severity, except `additionalProperties` opened there, judged by the parameters it guarded.
 */
export function assessInputSeverity(changes: readonly Change[], before: ToolLockEntry, after: ToolLockEntry): Change[] {
  return changes.map((change) => {
    if (ASSESSED.has(change.rule) && change.severity === 'critical') return assess(change, before, after);
    if (change.rule === 'input_required_property_added') return assessRequired(change);
    return change;
  });
}

/**
 * A new required parameter narrows what callers may send, so it is a warning, unless it asks for
 * conversation content (`user_prompt`): then every call must carry what the user said off the
 * machine. Raised like a text escalation: the rule default is kept in `defaultSeverity`.
 */
function assessRequired(change: Change): Change {
  const tokens = pointerTokens(change.pointer ?? '');
  const name = tokens[tokens.length - 1]!;
  const assessment = assessParameter(name, change.after);
  if (assessment.dataFlow !== true || change.severity === 'critical') return change;
  return {
    ...change,
    severity: 'critical',
    defaultSeverity: change.defaultSeverity ?? change.severity,
    reasons: [...change.reasons, `new required parameter \`${name}\`: ${assessment.reasons.join('; ')}`],
  };
}

function assess(change: Change, before: ToolLockEntry, after: ToolLockEntry): Change {
  const tokens = pointerTokens(change.pointer ?? '').slice(1); // drop `inputSchema`
  // A name dropped from `required` that no version declares (compare.ts points at the `required` list).
  if (change.rule === 'input_property_made_optional' && tokens[tokens.length - 1] === 'required') return assessUndeclaredRequired(change, after);
  const at = lastParameterAt(tokens);
  if (at === -1 && tokens.length === 1) {
    if (change.rule === 'input_additional_properties_allowed') return assessRootGuard(change, before, after);
    if (change.rule === 'input_type_widened' && isObjectRoot(change.before, change.after)) {
      return demote(change, 'the argument object lost its `type`',
        'MCP sends tool arguments as a JSON object whatever the schema says, so no new value is accepted (the spec violation is reported apart)', after);
    }
  }
  // A new `patternProperties` entry accepts names nobody listed: no one parameter to assess.
  if (at === -1 || tokens[tokens.length - 2] === 'patternProperties') return atWhole(change);
  const name = tokens[at + 1]!;
  const path = tokens.slice(0, at + 2);
  const schema = change.rule === 'input_property_added'
    ? change.after
    : walk(after.definition.inputSchema, path) ?? walk(before.definition.inputSchema, path);
  const beforeSchema = walk(before.definition.inputSchema, path);
  // Nested names count where they are new: a new parameter, or the names a new branch brings.
  const afterRoot = after.definition.inputSchema;
  const assessment = change.rule === 'input_property_added'
    ? assessParameter(name, resolveWithin(schema, afterRoot))
    : change.rule === 'input_branch_added'
      ? assessParameter(name, resolveWithin(change.after, afterRoot), {
        nested: new Set(collectSchemaFacts(resolveWithin(beforeSchema, before.definition.inputSchema)).propertyNames),
      })
      : assessParameter(name, schema, { nested: 'none' });
  const raise = riskRaise(name, before, after);
  const quoted = `\`${name}\``;
  let what: string;
  let power: string[] = [];
  switch (change.rule) {
    case 'input_property_added': what = `new optional parameter ${quoted}`; break;
    case 'input_property_made_optional': what = `parameter ${quoted} made optional`; break;
    case 'input_type_widened':
    case 'input_type_changed': {
      const gained = gainedTypes(change.before, change.after);
      what = `parameter ${quoted} now accepts ${gained.join(', ')}`;
      const richer = gained.filter((type) => RICH_TYPES.has(type));
      if (richer.length > 0) power = [`a richer value (${richer.join(', ')}) where it took ${typeList(change.before)}`];
      const unknown = gained.filter((type) => !TYPE_NAMES.has(type));
      if (unknown.length > 0) power.push('`type` is not a JSON Schema type name, so clients cannot tell what it accepts');
      // `string[]` -> `string | string[]`: one value where it took a list of the same values.
      const known = typesWithin(beforeSchema, before.definition.inputSchema);
      if (power.length === 0 && raise === undefined && gained.every((type) => known.has(type))) {
        return demote(change, what, `it already took ${gained.join(', ')} values inside it`, after);
      }
      // An object parameter that also takes a string (the same value JSON-encoded): a poorer value.
      if (power.length === 0 && raise === undefined && gained.every((type) => SCALARS.has(type)) && (known.has('object') || known.has('array'))) {
        return demote(change, what, `a scalar where it took structured values is not a richer value`, after);
      }
      break;
    }
    case 'input_enum_value_added': {
      what = `new value(s) of ${quoted}`;
      const named = actionValues(Array.isArray(change.after) ? change.after : []);
      if (named.length > 0) power = [`names a new action: ${named.join(', ')}`];
      else if (isActionSelector(name)) power = [`${quoted} selects the action, so a new value is a new action`];
      break;
    }
    case 'input_enum_removed':
      what = `parameter ${quoted} no longer limited to listed values`;
      if (isActionSelector(name)) power = [`${quoted} selects the action, so any action may now be asked for`];
      break;
    case 'input_additional_properties_allowed': what = `parameter ${quoted} accepts undeclared properties`; break;
    case 'input_branch_added': what = `parameter ${quoted} accepts a new variant`; break;
    // A regex or format swapped for another: the gate cannot order them, so it says changed, not loosened.
    case 'input_constraint_changed': what = `constraint of parameter ${quoted} changed`; break;
    case 'input_constraint_removed': what = `constraint of parameter ${quoted} removed`; break;
    default: what = `constraint of parameter ${quoted} loosened`;
  }
  if (assessment.carries) power.push(...assessment.reasons);
  if (raise !== undefined) power.push(raise);
  if (power.length > 0) return { ...change, reasons: [...change.reasons, `${what}: ${power.join('; ')}`] };
  return demote(change, what, `carries no capability, ${assessment.reasons.join('; ')}`, after);
}

/**
 * `additionalProperties: false` dropped at the root: what it guarded is the tool's declared
 * parameters. Critical when one of them carries capability or the tool is HIGH or CRITICAL risk
 * (an undeclared argument may reach what it guarded); otherwise a warning.
 */
function assessRootGuard(change: Change, before: ToolLockEntry, after: ToolLockEntry): Change {
  const declared = new Map<string, JsonValue>();
  for (const root of [before.definition.inputSchema, after.definition.inputSchema]) {
    const properties = isJsonObject(root) && isJsonObject(root.properties) ? root.properties : {};
    for (const [name, schema] of Object.entries(properties)) if (!declared.has(name)) declared.set(name, schema);
  }
  const what = 'undeclared arguments now accepted';
  const carrying = [...declared].map(([name, schema]) => [name, assessParameter(name, schema, { nested: 'none' })] as const).filter(([, a]) => a.carries);
  const power = carrying.map(([name, assessment]) => `it guarded \`${name}\`: ${assessment.reasons.join('; ')}`);
  const level = RISK_LEVELS.indexOf(after.risk.level);
  if (level >= RISK_LEVELS.indexOf('HIGH')) power.push(`the tool is ${after.risk.level} risk`);
  if (power.length > 0) return { ...change, reasons: [...change.reasons, `${what}: ${power.join('; ')}`] };
  const names = [...declared.keys()].map((name) => `\`${name}\``).join(', ') || 'none';
  return demote(change, what, `the parameters it guarded (${names}) carry no capability`, after);
}

/**
 * `required` lost a name that neither version declares under `properties` (full-schema poisoning
 * writes instructions there): no declared parameter can now be left out, and an undeclared one
 * could be sent before as after. What the removed text said is judged as text, not here.
 */
function assessUndeclaredRequired(change: Change, after: ToolLockEntry): Change {
  const name = typeof change.before === 'string' ? change.before : String(change.before);
  const shown = name.length > 60 ? `${name.slice(0, 60)}…` : name;
  return demote(change, `\`${shown}\` no longer required`, 'it is declared in neither version\'s properties, so no declared parameter may now be left out', after);
}

/** `type: "object"` at the root dropped, or joined by other types: tool arguments are an object anyway. */
function isObjectRoot(before: JsonValue | undefined, after: JsonValue | undefined): boolean {
  const types = (value: JsonValue | undefined) => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : []);
  return types(before).length > 0 && types(before).every((type) => type === 'object') && (after === undefined || types(after).includes('object'));
}

/**
 * A widening of the argument object as a whole (a root constraint, a root union branch) or of
 * names nobody listed: no one parameter to judge, so the rule's default stands, and says so.
 */
function atWhole(change: Change): Change {
  const where = pointerTokens(change.pointer ?? '').includes('patternProperties') ? 'properties matched by a pattern' : 'the tool\'s whole argument object';
  return { ...change, reasons: [...change.reasons, `widens ${where}: no single declared parameter to judge, so the rule's default severity stands`] };
}

function demote(change: Change, what: string, why: string, after: ToolLockEntry): Change {
  return { ...change, severity: 'warning', reasons: [...change.reasons, `${what}: ${why}; the tool's risk is unchanged (${after.risk.level})`] };
}

/** Every `type` name written inside a parameter's schema (items, union branches, local $refs), bounded. */
function typesWithin(schema: JsonValue | undefined, root: JsonValue | undefined): Set<string> {
  const types = new Set<string>();
  const stack: Array<JsonValue | undefined> = [schema];
  const seen = new Set<JsonValue>();
  while (stack.length > 0 && seen.size < 200) {
    const node = stack.pop();
    if (!isJsonObject(node) || seen.has(node)) continue;
    seen.add(node);
    const type = node.type;
    if (typeof type === 'string') types.add(type);
    else if (Array.isArray(type)) for (const each of type) if (typeof each === 'string') types.add(each);
    if (typeof node.$ref === 'string' && root !== undefined) stack.push(resolveLocalRef(root, node.$ref));
    for (const key of ['items', 'anyOf', 'oneOf', 'allOf', 'prefixItems']) {
      const value = node[key];
      if (Array.isArray(value)) stack.push(...value);
      else stack.push(value);
    }
  }
  return types;
}

/** The tool's inferred risk rose (level or a new category) and the new evidence names this parameter. */
function riskRaise(name: string, before: ToolLockEntry, after: ToolLockEntry): string | undefined {
  const levelRaised = RISK_LEVELS.indexOf(after.risk.level) > RISK_LEVELS.indexOf(before.risk.level);
  const newCategories = after.risk.categories.filter((category) => !before.risk.categories.includes(category));
  if (!levelRaised && newCategories.length === 0) return undefined;
  const old = new Set(before.risk.reasons);
  const place = `input property "${name}"`;
  const evidence = after.risk.reasons.filter((reason) => !old.has(reason) && reason.includes(place));
  if (evidence.length === 0) return undefined;
  const categories = newCategories.length > 0 ? `, +${newCategories.join(', +')}` : '';
  return `raises the tool's risk (${before.risk.level} -> ${after.risk.level}${categories}: ${evidence[0]})`;
}

/** A subschema with its own `$ref` followed, so the facts of a referenced definition are read. */
function resolveWithin(schema: JsonValue | undefined, root: JsonValue | undefined): JsonValue | undefined {
  let node = schema;
  for (let hops = 0; isJsonObject(node) && typeof node.$ref === 'string' && root !== undefined && hops < 16; hops++) node = resolveLocalRef(root, node.$ref);
  if (!isJsonObject(node) || root === undefined || !isJsonObject(root)) return node;
  // Keep the root's definitions reachable for collectSchemaFacts' own `$ref` walk.
  const definitions = Object.fromEntries(['$defs', 'definitions'].filter((key) => Object.hasOwn(root, key) && !Object.hasOwn(node, key)).map((key) => [key, root[key]!]));
  return { ...node, ...definitions };
}

function typeList(value: JsonValue | undefined): string {
  return Array.isArray(value) ? value.map(String).join(', ') : value === undefined ? 'any type' : String(value);
}

function gainedTypes(before: JsonValue | undefined, after: JsonValue | undefined): string[] {
  if (after === undefined) return ['any type']; // `type` dropped
  const had = new Set(Array.isArray(before) ? before.map(String) : []);
  const now = Array.isArray(after) ? after.map(String) : [];
  const gained = now.filter((type) => !had.has(type) && !(type === 'integer' && had.has('number')));
  return gained.length > 0 ? gained : now;
}

const NAMED = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const INDEXED = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
const SUBSCHEMA = new Set(['items', 'additionalProperties', 'additionalItems', 'not', 'if', 'then', 'else', 'contains', 'propertyNames',
  'unevaluatedProperties', 'unevaluatedItems']);

/**
 * Index of the last `properties` keyword in a schema pointer's tokens that a parameter name
 * follows, reading keywords and names in turn, so a parameter itself named `properties` or
 * `items` (Notion's OpenAPI schemas) is a name, not a keyword. -1 when none.
 */
function lastParameterAt(tokens: readonly string[]): number {
  let last = -1;
  for (let i = 0; i < tokens.length;) {
    const keyword = tokens[i]!;
    if (NAMED.has(keyword)) {
      if (i + 1 >= tokens.length) break;
      if (keyword === 'properties') last = i;
      i += 2;
    } else if (INDEXED.has(keyword) || (keyword === 'items' && /^\d+$/.test(tokens[i + 1] ?? ''))) i += 2;
    else if (SUBSCHEMA.has(keyword)) i += 1;
    else break; // `type`, `enum`, `required`...: what follows is no longer a schema
  }
  return last;
}

function pointerTokens(pointer: string): string[] {
  return pointer.split('/').slice(1).map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The subschema at `path` (tokens of a schema pointer), following local `$ref`s on the way. */
function walk(root: JsonValue | undefined, path: string[]): JsonValue | undefined {
  let node: JsonValue | undefined = root;
  for (const token of path) {
    for (let hops = 0; isJsonObject(node) && typeof node.$ref === 'string' && hops < 16; hops++) node = resolveLocalRef(root!, node.$ref);
    if (Array.isArray(node)) node = /^\d+$/.test(token) ? node[Number(token)] : undefined;
    else if (isJsonObject(node)) node = Object.hasOwn(node, token) ? node[token] : undefined;
    else return undefined;
  }
  return node;
}

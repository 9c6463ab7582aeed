/**
 * Shapes of input change that look like a widening and grant nothing (issue 21, classes of the
 * second first-sight batch, docs/VERDICTS.md). Each is a pure function of the two schemas; the
 * caller (inputSeverity.ts) still keeps a change critical when the parameter carries a capability
 * class, so these only decide what a value of no class gains.
 */
import { isJsonObject, type JsonValue } from '../json.js';
import { resolveLocalRef } from '../jsonPointer.js';
import canonicalize from 'canonicalize';
import { splitWords } from '../risk/words.js';
import { assessParameter, takesAnyKey } from '../risk/parameters.js';
import { isAnnotationKeyword } from './schema/normalize.js';

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);

function resolved(node: JsonValue | undefined, root: JsonValue | undefined): JsonValue | undefined {
  let current = node;
  for (let hops = 0; isJsonObject(current) && typeof current.$ref === 'string' && root !== undefined && hops < 16; hops++) {
    current = resolveLocalRef(root, current.$ref);
  }
  return current;
}

/** The schema and its union branches (anyOf/oneOf), each resolved: the alternatives a value may take. */
function alternatives(node: JsonValue | undefined, root: JsonValue | undefined): JsonValue[] {
  const self = resolved(node, root);
  if (!isJsonObject(self)) return [];
  const branches = [...(Array.isArray(self.anyOf) ? self.anyOf : []), ...(Array.isArray(self.oneOf) ? self.oneOf : [])];
  if (branches.length === 0) return [self];
  return branches.map((branch) => resolved(branch, root)).filter((branch): branch is JsonValue => branch !== undefined);
}

function typesOf(node: JsonValue): string[] {
  if (!isJsonObject(node)) return [];
  if (typeof node.type === 'string') return [node.type];
  return Array.isArray(node.type) ? node.type.filter((type): type is string => typeof type === 'string') : [];
}

/**
 * A parameter that now takes a list of the values it took ("us-east-1" -> ["us-east-1", "eu-west-1"]),
 * or the list its one-property wrapper object held (`{filters: [F]}` -> `[F]`): the same values,
 * several at once or unwrapped, not a richer value. True when every array alternative of the new
 * schema has items of a scalar type the old schema took, or items equal (canonically, after
 * resolving local refs) to the items of the old wrapper object's only array property.
 */
export function listOfSameValues(before: JsonValue | undefined, beforeRoot: JsonValue | undefined, after: JsonValue | undefined, afterRoot: JsonValue | undefined): boolean {
  const old = alternatives(before, beforeRoot);
  const oldScalars = new Set(old.flatMap(typesOf).filter((type) => SCALARS.has(type)));
  const wrapped = old.flatMap((node) => {
    if (!isJsonObject(node) || !typesOf(node).includes('object') || !isJsonObject(node.properties)) return [];
    const properties = Object.values(node.properties);
    if (properties.length !== 1) return [];
    const only = resolved(properties[0], beforeRoot);
    return isJsonObject(only) && typesOf(only).includes('array') ? [canonicalItems(only.items, beforeRoot)] : [];
  });
  const arrays = alternatives(after, afterRoot).filter((node) => typesOf(node).includes('array'));
  if (arrays.length === 0) return false;
  return arrays.every((array) => {
    if (!isJsonObject(array)) return false;
    const items = resolved(array.items, afterRoot);
    if (!isJsonObject(items)) return false;
    const itemTypes = typesOf(items);
    if (itemTypes.length > 0 && itemTypes.every((type) => oldScalars.has(type)) && !isJsonObject(items.properties)) return true;
    return wrapped.includes(canonicalItems(array.items, afterRoot));
  });
}

/** The value's schema without what documents it and constrains nothing (annotations, `default`), as canonical JSON. */
function constraintsOf(node: JsonValue | undefined, root: JsonValue | undefined): string {
  const self = resolved(node, root);
  const bare = isJsonObject(self) ? Object.fromEntries(Object.entries(self).filter(([key]) => !isAnnotationKeyword(key) && key !== 'default')) : self;
  return canonicalize(bare ?? null) ?? '';
}

/**
 * Whether every array form the parameter now takes holds items held to all the locked scalar form was held to (a
 * `pattern`, `maxLength`, `enum` or `format` kept on each item), documentation aside. `{type: string, pattern: P}` ->
 * `[string with P] | [array of plain string]` lets `["../../etc/passwd"]` past P.
 */
export function itemsKeepEveryGuard(before: JsonValue | undefined, beforeRoot: JsonValue | undefined, after: JsonValue | undefined, afterRoot: JsonValue | undefined): boolean {
  const locked = alternatives(before, beforeRoot).filter((node) => !typesOf(node).some((type) => type === 'array' || type === 'null')).map((node) => constraintsOf(node, beforeRoot));
  const lists = alternatives(after, afterRoot).filter((node) => typesOf(node).includes('array'));
  return locked.length > 0 && lists.length > 0 && lists.every((list) => isJsonObject(list) && locked.includes(constraintsOf(list.items, afterRoot)));
}

/** Items as canonical JSON with local refs inlined one level deep (enough for `items: {$ref: F}` on both sides). */
function canonicalItems(items: JsonValue | undefined, root: JsonValue | undefined): string {
  const node = resolved(items, root);
  if (!isJsonObject(node)) return canonicalize(node ?? null) ?? '';
  const inlined = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === 'properties' && isJsonObject(value)
    ? Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, resolved(schema, root) ?? null]))
    : value]));
  return canonicalize(inlined) ?? '';
}

/**
 * The type a schema node now declares, when it cannot be an object: `additionalProperties` (and
 * other object keywords) dropped there validate nothing any more (`args.items` went from `{uid}`
 * objects to uid strings). Undefined when the node may still be an object or declares no type.
 */
export function nonObjectType(node: JsonValue | undefined, root: JsonValue | undefined): string | undefined {
  const types = alternatives(node, root).flatMap(typesOf);
  if (types.length === 0 || types.includes('object')) return undefined;
  return [...new Set(types)].join(', ');
}

/** Leading words of a flag that keeps a check on when true (`verify_ssl`, `confirmed`, `dry_run`). */
const KEEPS_CHECK = new Set(['verify', 'validate', 'check', 'enforce', 'require', 'confirm', 'confirmed', 'safe', 'dry', 'readonly', 'strict']);

/**
 * A boolean made optional whose default is the value that grants nothing: `false` for a flag that
 * grants when true (`force`, `skip_checks`, `allow_delete`), `true` for one that keeps a check on
 * (`verify_ssl`, `confirmed`). A call that leaves it out behaves as a call that sent the safe
 * value, so nothing new may be asked for. Returns the default, printed, or undefined.
 */
export function safeDefaultOfFlag(words: readonly string[], schema: JsonValue | undefined, root: JsonValue | undefined): string | undefined {
  const node = resolved(schema, root);
  if (!isJsonObject(node) || !Object.hasOwn(node, 'default') || typeof node.default !== 'boolean') return undefined;
  if (!alternatives(node, root).flatMap(typesOf).every((type) => type === 'boolean' || type === 'null')) return undefined;
  const keepsCheck = words.some((word) => KEEPS_CHECK.has(word));
  return node.default === keepsCheck ? String(node.default) : undefined;
}

/** Lowercase words of a description, for comparing two wordings of the same documentation. */
function descriptionWords(schema: JsonValue | undefined): Set<string> {
  const text = isJsonObject(schema) && typeof schema.description === 'string' ? schema.description : '';
  return new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0));
}

/**
 * A new top-level parameter that is a removed one under a new name (`folderId` -> `folder`): the
 * same schema apart from its description, and a description sharing at least four in five of its
 * words (both must have one). The value and what the tool does with it are what was locked, so the
 * name alone grants nothing new. Returns the old name when exactly one removed parameter matches.
 */
export function renamedParameter(name: string, before: JsonValue | undefined, after: JsonValue | undefined): string | undefined {
  const oldProperties = isJsonObject(before) && isJsonObject(before.properties) ? before.properties : {};
  const newProperties = isJsonObject(after) && isJsonObject(after.properties) ? after.properties : {};
  const schema = newProperties[name];
  if (!isJsonObject(schema)) return undefined;
  const shape = (node: JsonValue) => canonicalize(isJsonObject(node) ? Object.fromEntries(Object.entries(node).filter(([key]) => key !== 'description' && key !== 'title')) : node) ?? '';
  const words = descriptionWords(schema);
  const matches = Object.entries(oldProperties).filter(([old, oldSchema]) => {
    if (Object.hasOwn(newProperties, old) || shape(oldSchema) !== shape(schema)) return false;
    // `scriptContent` -> `script_content`: the same words in another case convention, the same schema: the same parameter.
    if (splitWords(old).join(' ') === splitWords(name).join(' ')) return true;
    const oldWords = descriptionWords(oldSchema);
    // `registry_name` -> `registry`: the same words but for a head that only says the value names the thing, the same schema,
    // neither documented (documented, the two descriptions must agree, below), and the same classes either way (`api` ->
    // `api_key` turns a name into a credential).
    if (withoutNamingHead(old) === withoutNamingHead(name) && oldWords.size === 0 && words.size === 0) return sameClasses(old, oldSchema, name, schema);
    // Without documentation on both sides a same-typed parameter is no evidence of a rename (`path` and
    // `project_path`, both plain strings, name different things).
    if (oldWords.size === 0 || words.size === 0) return false;
    const shared = [...words].filter((word) => oldWords.has(word)).length;
    if (shared / Math.max(words.size, oldWords.size) >= 0.8) return true;
    // `cwd` "Current working directory, leave empty in most cases" -> `workdir` "Optional, current working directory": the
    // same words say what the value is (two at least, fillers about leaving it out aside), with the same classes either way.
    const core = (each: Set<string>) => new Set([...each].filter((word) => !DOCUMENTATION_FILLERS.has(word)));
    const [small, large] = [core(words), core(oldWords)].sort((a, b) => a.size - b.size) as [Set<string>, Set<string>];
    return small.size >= 2 && small.size === large.size && [...small].every((word) => large.has(word)) && sameClasses(old, oldSchema, name, schema);
  });
  return matches.length === 1 ? matches[0]![0] : undefined;
}

/** Words of a parameter's documentation that say whether or how to send it, not what it is. */
const DOCUMENTATION_FILLERS: ReadonlySet<string> = new Set(['optional', 'required', 'leave', 'empty', 'blank', 'omit', 'in', 'most', 'cases', 'case', 'the',
  'a', 'an', 'of', 'to', 'for', 'if', 'when', 'default', 'defaults', 'usually', 'normally', 'not', 'needed', 'set', 'otherwise', 'it', 'this', 'is', 'be']);
/** Whether two parameters carry the same capability classes, each read on its own. */
function sameClasses(oldName: string, oldSchema: JsonValue | undefined, name: string, schema: JsonValue | undefined): boolean {
  const classes = (each: string, node: JsonValue | undefined) => [...new Set(assessParameter(each, node).findings.map((finding) => finding.class))].sort().join(' ');
  return classes(oldName, oldSchema) === classes(name, schema);
}

/** Heads of a parameter name that only say its value names or identifies the thing the other words name. */
const NAMING_HEADS = new Set(['name', 'id', 'key', 'alias', 'identifier', 'ref']);
/** A parameter's words without a trailing naming head: `registry_name` and `registry` alike read "registry". */
function withoutNamingHead(name: string): string {
  const words = splitWords(name);
  return (words.length > 1 && NAMING_HEADS.has(words.at(-1)!) ? words.slice(0, -1) : words).join(' ');
}

/** An object that declares some keys and says outright it takes any other (`additionalProperties: true` or a schema). */
export function declaresOpen(schema: JsonValue | undefined): boolean {
  return isJsonObject(schema) && (schema.additionalProperties === true || isJsonObject(schema.additionalProperties));
}

/**
 * The name of the free-form map that was the locked tool's only parameter and is gone from the live one (gong
 * `call`: "Object containing Gong call payload", the whole request body): every argument went through it, so what
 * the live tool declares one by one are keys it already took. Undefined otherwise.
 */
export function removedLoneMap(lockedSchema: JsonValue | undefined, liveSchema: JsonValue | undefined): string | undefined {
  const properties = (schema: JsonValue | undefined) => (isJsonObject(schema) && isJsonObject(schema.properties) ? schema.properties : {});
  const locked = Object.entries(properties(lockedSchema));
  const map = locked.length === 1 ? locked[0]! : undefined;
  if (map === undefined || Object.hasOwn(properties(liveSchema), map[0]) || !(takesAnyKey(map[1]) || declaresOpen(map[1]))) return undefined;
  return map[0];
}

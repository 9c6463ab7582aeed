import { isJsonObject, type JsonObject, type JsonValue } from '../json.js';
import { resolveLocalRef } from '../jsonPointer.js';

/** What the risk stage reads from an input schema. */
export interface SchemaFacts {
  /** Every property name at any depth, sorted, deduplicated. */
  propertyNames: string[];
  /** Every string `format`, with the property it sits on (`(root)` when none), sorted. */
  formats: Array<{ format: string; property: string }>;
  /**
   * Per property name, the string values it is closed to (`enum`/`const`, directly or on its
   * `items`), or null where any occurrence of it is open: what a nested `role` may be set to.
   */
  closedValues: Map<string, string[] | null>;
}

/** The string values a property's own schema (or its items') is closed to, or null. */
export function closedValuesOf(node: JsonValue | undefined): string[] | null {
  if (!isJsonObject(node)) return null;
  const own = Array.isArray(node.enum) ? node.enum : Object.hasOwn(node, 'const') ? [node.const!] : undefined;
  if (own !== undefined) return own.every((value) => typeof value === 'string') ? (own as string[]) : null;
  return isJsonObject(node.items) ? closedValuesOf(node.items) : null;
}

const SUBSCHEMA_KEYS = ['items', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'not', 'if', 'then', 'else', 'contains', 'additionalItems'];
const SUBSCHEMA_LIST_KEYS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const SUBSCHEMA_MAP_KEYS = ['patternProperties', 'dependentSchemas'];
/** Every keyword above: a node with none of them (most nodes are leaves) has no child to look up. */
const SUBSCHEMA_KEYWORDS: ReadonlySet<string> = new Set([...SUBSCHEMA_KEYS, ...SUBSCHEMA_LIST_KEYS, ...SUBSCHEMA_MAP_KEYS]);

/**
 * Walks a JSON Schema: properties, composition keywords, items, and local `$ref`s (`#/...`) into
 * the same document. Each node is visited once, so recursive schemas terminate.
 */
export function collectSchemaFacts(schema: JsonValue | undefined): SchemaFacts {
  const names = new Set<string>();
  const formats = new Map<string, { format: string; property: string }>();
  const visited = new Set<JsonObject>();
  const closedValues = new Map<string, string[] | null>();
  if (!isJsonObject(schema)) return { propertyNames: [], formats: [], closedValues };
  const root = schema;

  // Depth-first, each node on first reach, children in the order below. Iterative (children are
  // pushed in order, then reversed in place so they pop in order): a schema thousands of levels
  // deep must not overflow the call stack.
  const stack: Array<[JsonValue | undefined, string]> = [[root, '(root)']];
  while (stack.length > 0) {
    const [node, property] = stack.pop()!;
    if (!isJsonObject(node) || visited.has(node)) continue;
    visited.add(node);
    if (typeof node.format === 'string') {
      formats.set(`${node.format}\u0000${property}`, { format: node.format, property });
    }
    const first = stack.length;
    if (typeof node.$ref === 'string') stack.push([resolveLocalRef(root, node.$ref), property]);
    const properties = node.properties;
    if (isJsonObject(properties)) {
      // Keys, not entries: no [name, child] array per property.
      for (const name of Object.keys(properties)) {
        names.add(name);
        const values = closedValuesOf(properties[name]);
        const seen = closedValues.get(name);
        closedValues.set(name, values === null || seen === null ? null : [...(seen ?? []), ...values]);
        stack.push([properties[name], name]);
      }
    }
    if (hasSubschemaKeyword(node)) {
      for (const key of SUBSCHEMA_KEYS) if (isJsonObject(node[key])) stack.push([node[key], property]);
      for (const key of SUBSCHEMA_LIST_KEYS) {
        const list = node[key];
        if (Array.isArray(list)) for (const child of list) stack.push([child, property]);
      }
      for (const key of SUBSCHEMA_MAP_KEYS) {
        const map = node[key];
        if (isJsonObject(map)) for (const child of Object.values(map)) stack.push([child, property]);
      }
    }
    for (let low = first, high = stack.length - 1; low < high; low++, high--) {
      const swap = stack[low]!;
      stack[low] = stack[high]!;
      stack[high] = swap;
    }
  }

  return {
    propertyNames: [...names].sort(),
    closedValues,
    formats: [...formats.values()].sort((a, b) =>
      a.format === b.format ? compare(a.property, b.property) : compare(a.format, b.format),
    ),
  };
}

/** Whether any key of the node is a subschema keyword: one pass over its few keys. */
function hasSubschemaKeyword(node: JsonObject): boolean {
  for (const key in node) if (SUBSCHEMA_KEYWORDS.has(key)) return true;
  return false;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

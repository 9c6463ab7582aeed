import { isJsonObject, type JsonObject, type JsonValue } from './json.js';

/**
 * Some servers hand the MCP SDK a zod 4 schema where it expects JSON Schema, and the SDK serialises the zod
 * object itself: `{"~standard": {"vendor": "zod"}, "def": {"type": "object", "shape": {...}}, "type": "object"}`.
 * The server still validates arguments with that zod schema, so what the tool accepts is what the dump stands
 * for, not its serialisation (`coerce: true`, empty `checks` entries and `~standard` change nothing a caller can
 * send). Read as JSON Schema, the risk and diff stages compare what the tool accepts, instead of an opaque object
 * any byte of which is a change. The lockfile keeps the raw definition: digests and pins are of what was sent.
 */

/** True for a serialised zod 4 schema node: a `~standard` block of vendor zod beside a `def` with a type. */
export function isZodDump(value: JsonValue | undefined): value is JsonObject {
  if (!isJsonObject(value)) return false;
  const standard = value['~standard'];
  const def = value.def;
  return isJsonObject(standard) && standard.vendor === 'zod' && isJsonObject(def) && typeof def.type === 'string';
}

/** A node the reader cannot read: the whole dump is left raw (compared as an opaque object, as before). */
class Unreadable extends Error {}

/**
 * The JSON Schema a serialised zod 4 schema stands for, or undefined when `value` is no dump or holds a zod
 * type this reader does not know (a transform or a lazy schema: the raw dump is then compared as it was sent).
 */
export function zodDumpAsJsonSchema(value: JsonValue | undefined): JsonObject | undefined {
  if (!isZodDump(value)) return undefined;
  try {
    const schema = readNode(value, 0);
    return isJsonObject(schema) ? schema : undefined;
  } catch (error) {
    if (error instanceof Unreadable) return undefined;
    throw error;
  }
}

/** A tool definition whose input and output schemas, where they are zod dumps, are read as JSON Schema; the same object otherwise. */
export function toolWithReadableSchemas(tool: JsonObject): JsonObject {
  const input = zodDumpAsJsonSchema(tool.inputSchema);
  const output = zodDumpAsJsonSchema(tool.outputSchema);
  if (input === undefined && output === undefined) return tool;
  return { ...tool, ...(input === undefined ? {} : { inputSchema: input }), ...(output === undefined ? {} : { outputSchema: output }) };
}

/** Deeper than any schema a server writes by hand: a cycle or an absurd nesting is unreadable, not a stack overflow. */
const MAX_DEPTH = 64;

/** Keywords a zod node's public fields carry over as they are (`minLength` on a string, `format`). */
const STRING_BOUNDS = ['minLength', 'maxLength'] as const;

function readNode(node: JsonValue | undefined, depth: number): JsonValue {
  if (depth > MAX_DEPTH || !isZodDump(node)) throw new Unreadable();
  const def = node.def as JsonObject;
  const described = (schema: JsonObject): JsonObject => (typeof node.description === 'string' ? { ...schema, description: node.description } : schema);
  switch (def.type) {
    case 'string': {
      const schema: JsonObject = { type: 'string' };
      for (const key of STRING_BOUNDS) if (typeof node[key] === 'number') schema[key] = node[key];
      if (typeof node.format === 'string') schema.format = node.format;
      return described(schema);
    }
    case 'number':
    case 'int': {
      const schema: JsonObject = { type: node.isInt === true || def.type === 'int' ? 'integer' : 'number' };
      if (typeof node.minValue === 'number') schema.minimum = node.minValue;
      if (typeof node.maxValue === 'number') schema.maximum = node.maxValue;
      return described(schema);
    }
    case 'boolean':
      return described({ type: 'boolean' });
    case 'null':
      return described({ type: 'null' });
    case 'any':
    case 'unknown':
      return described({});
    case 'never':
      return false;
    case 'enum': {
      // `options` are the values; `entries` maps keys to them (a TypeScript enum's names are no accepted value).
      const options = Array.isArray(node.options) ? node.options : isJsonObject(def.entries) ? Object.values(def.entries) : undefined;
      if (options === undefined) throw new Unreadable();
      return described({ enum: options });
    }
    case 'literal': {
      if (!Array.isArray(def.values)) throw new Unreadable();
      return described(def.values.length === 1 ? { const: def.values[0]! } : { enum: def.values });
    }
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch': {
      const inner = readNode(def.innerType, depth + 1);
      if (def.type === 'default' && Object.hasOwn(def, 'defaultValue') && isJsonObject(inner)) return described({ ...inner, default: def.defaultValue! });
      return isJsonObject(inner) ? described(inner) : inner;
    }
    case 'nullable':
      return described({ anyOf: [readNode(def.innerType, depth + 1), { type: 'null' }] });
    case 'array': {
      const schema: JsonObject = { type: 'array', items: readNode(def.element, depth + 1) };
      if (typeof node.minLength === 'number') schema.minItems = node.minLength;
      if (typeof node.maxLength === 'number') schema.maxItems = node.maxLength;
      return described(schema);
    }
    case 'union':
      if (!Array.isArray(def.options)) throw new Unreadable();
      return described({ anyOf: def.options.map((option) => readNode(option, depth + 1)) });
    case 'record':
      return described({ type: 'object', additionalProperties: readNode(def.valueType, depth + 1) });
    case 'object': {
      if (!isJsonObject(def.shape)) throw new Unreadable();
      const properties: JsonObject = {};
      const required: string[] = [];
      for (const [name, member] of Object.entries(def.shape)) {
        properties[name] = readNode(member, depth + 1);
        // zod's input: an optional or defaulted member may be left out; every other one must be sent.
        if (!omittable(member, 0)) required.push(name);
      }
      const schema: JsonObject = { type: 'object', properties };
      if (required.length > 0) schema.required = required;
      // No catchall: zod strips undeclared keys and accepts the call. A catchall of `never` rejects them.
      if (def.catchall !== undefined) schema.additionalProperties = readNode(def.catchall, depth + 1);
      return described(schema);
    }
    default:
      throw new Unreadable();
  }
}

/** zod types whose member of an object may be left out of a call. */
const OMITTABLE = new Set(['optional', 'default', 'prefault', 'catch']);
/** Wrappers that pass their inner type's optionality up (zod 4's `optin`): `.optional().nullable()`, `.optional().readonly()`. */
const PASSES_OPTIONALITY = new Set(['nullable', 'readonly']);
function omittable(member: JsonValue | undefined, depth: number): boolean {
  if (depth > MAX_DEPTH || !isZodDump(member)) return false;
  const def = member.def as JsonObject;
  if (OMITTABLE.has(def.type as string)) return true;
  return PASSES_OPTIONALITY.has(def.type as string) && omittable(def.innerType, depth + 1);
}

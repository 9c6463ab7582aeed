// fast-check generators for the property tests: JSON values, tool-shaped definitions with
// JSON-Schema-shaped inputs (nested objects, enums, local $refs, cycles among them) and whole
// snapshots. Strings are any valid Unicode (astral planes included); lone surrogates are opt-in.
import fc from 'fast-check';
import type { JsonObject, JsonValue } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';

export const text = fc.string({ unit: 'binary', maxLength: 24 });

/** A lone (unpaired) UTF-16 surrogate somewhere in an otherwise valid string. */
export const loneSurrogateText = fc
  .tuple(text, fc.integer({ min: 0xd800, max: 0xdfff }), text)
  .map(([before, code, after]) => `${before}${String.fromCharCode(code)}${after}`)
  // A high surrogate followed by a low one is a valid pair, not a lone surrogate.
  .filter((value) => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value));

export const json = fc.jsonValue({ maxDepth: 4, stringUnit: 'binary' }) as fc.Arbitrary<JsonValue>;

/** Names that break naive maps: prototype keys and integer-like keys, which objects list first. */
export const itemName = fc.oneof(
  fc.stringMatching(/^[a-z][a-z0-9_]{0,12}$/),
  text,
  fc.constantFrom('__proto__', 'constructor', 'toString', '10', '2', '0', 'a.b', 'ünïcödé', '𝔘𝔫𝔦'),
);

const DEF_NAMES = ['a', 'b', 'node'];
const ref = fc.constantFrom('#', '#/$defs/a', '#/$defs/b', '#/$defs/node', '#/$defs/missing', '#/properties/x');

/** JSON-Schema-shaped values, sometimes with unknown keywords and arbitrary JSON mixed in. */
export const schema: fc.Arbitrary<JsonObject> = fc.letrec<{ schema: JsonObject }>((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ type: fc.constantFrom('string', 'integer', 'number', 'boolean', 'null') }, { requiredKeys: [] }),
    fc.record({ type: fc.constant('string'), enum: fc.uniqueArray(text, { maxLength: 5 }), description: text }, { requiredKeys: ['enum'] }),
    fc.record({ $ref: ref }),
    fc.record(
      {
        type: fc.constant('object'),
        description: text,
        properties: fc.dictionary(itemName, tie('schema'), { maxKeys: 4 }),
        required: fc.array(itemName, { maxLength: 3 }),
        additionalProperties: fc.oneof(fc.boolean(), tie('schema')),
        $defs: fc.dictionary(fc.constantFrom(...DEF_NAMES), tie('schema'), { maxKeys: 3 }),
        'x-vendor': json,
      },
      { requiredKeys: ['type'] },
    ),
    fc.record({ type: fc.constant('array'), items: tie('schema'), maxItems: fc.nat(10) }, { requiredKeys: ['type'] }),
    fc.record({ anyOf: fc.array(tie('schema'), { minLength: 1, maxLength: 3 }) }),
    fc.dictionary(text, json, { maxKeys: 3 }),
  ),
})).schema;

export const annotations = fc.record(
  {
    title: text,
    readOnlyHint: fc.boolean(),
    destructiveHint: fc.boolean(),
    idempotentHint: fc.boolean(),
    openWorldHint: fc.boolean(),
  },
  { requiredKeys: [] },
);

/** Words the risk model reacts to, so descriptions exercise its rules and not only its misses. */
const riskyWords = fc.constantFrom('delete', 'shell', 'execute', 'file', 'read', 'write', 'http', 'database', 'not', 'admin');
export const description = fc.oneof(
  text,
  fc.array(fc.oneof(riskyWords, text), { maxLength: 12 }).map((words) => words.join(' ')),
);

export const tool: fc.Arbitrary<JsonObject> = fc.record(
  {
    name: itemName,
    title: text,
    description,
    inputSchema: schema,
    outputSchema: schema,
    annotations,
    _meta: fc.dictionary(text, json, { maxKeys: 2 }),
    'x-vendor': json,
  },
  { requiredKeys: ['name', 'inputSchema'] },
) as fc.Arbitrary<JsonObject>;

const prompt = fc.record(
  {
    name: itemName,
    description: text,
    arguments: fc.array(fc.record({ name: itemName, description: text, required: fc.boolean() }, { requiredKeys: ['name'] }), { maxLength: 3 }),
  },
  { requiredKeys: ['name'] },
) as fc.Arbitrary<JsonObject>;
const resource = fc.record({ uri: text.map((s) => `file:///${s}`), name: itemName, mimeType: fc.constantFrom('text/plain', 'application/json') }, { requiredKeys: ['uri', 'name'] }) as fc.Arbitrary<JsonObject>;
const template = fc.record({ uriTemplate: text.map((s) => `res://${s}/{id}`), name: itemName }) as fc.Arbitrary<JsonObject>;

const uniqueBy = <T extends JsonObject>(item: fc.Arbitrary<T>, key: string, maxLength: number) =>
  fc.uniqueArray(item, { selector: (value) => value[key], maxLength });

/** Snapshots in list-freeze mode; items have unique keys, so every generated tool is locked. */
export const snapshot: fc.Arbitrary<Snapshot> = fc
  .record(
    {
      serverInfo: fc.record({ name: text, version: text, 'x-build': json }, { requiredKeys: ['name'] }),
      protocolVersion: fc.constantFrom('2024-11-05', '2025-03-26', '2025-06-18'),
      capabilities: fc.dictionary(fc.constantFrom('tools', 'prompts', 'resources', 'logging', 'x-vendor'), fc.dictionary(text, json, { maxKeys: 2 }), { maxKeys: 4 }),
      instructions: text,
      tools: uniqueBy(tool, 'name', 6),
      prompts: uniqueBy(prompt, 'name', 3),
      resources: uniqueBy(resource, 'uri', 3),
      resourceTemplates: uniqueBy(template, 'uriTemplate', 2),
    },
    { requiredKeys: ['serverInfo', 'protocolVersion', 'capabilities', 'tools', 'prompts', 'resources', 'resourceTemplates'] },
  )
  .map(({ serverInfo, protocolVersion, capabilities, instructions, tools, prompts, resources, resourceTemplates }) => ({
    serverInfo: serverInfo as JsonObject,
    protocolVersion,
    capabilities: capabilities as JsonObject,
    ...(instructions !== undefined ? { instructions } : {}),
    mode: 'list-freeze' as const,
    listed: { tools, prompts, resources, resourceTemplates },
    findings: [],
  }));

/** The same JSON value with every object's keys in a different (reversed or rotated) order. */
export function reorderKeys<T>(value: T, rotate: number): T {
  if (Array.isArray(value)) return value.map((item) => reorderKeys(item, rotate)) as T;
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const shift = entries.length === 0 ? 0 : rotate % entries.length;
  const reordered = rotate % 2 === 0 ? [...entries].reverse() : [...entries.slice(shift), ...entries.slice(0, shift)];
  const out: Record<string, unknown> = {};
  // defineProperty: a `__proto__` key must stay an own key, not become the prototype.
  for (const [key, item] of reordered) {
    Object.defineProperty(out, key, { value: reorderKeys(item, rotate + 1), enumerable: true, writable: true, configurable: true });
  }
  return out as T;
}

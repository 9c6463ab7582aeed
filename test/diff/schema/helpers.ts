import type { JsonValue } from '../../../src/json.js';
import { diffSchemas, type SchemaDifference, type SchemaRole } from '../../../src/diff/schema/index.js';

/** Non-cosmetic differences as `rule direction pointer`, sorted: easy to assert on. */
export function semantic(before: JsonValue | undefined, after: JsonValue | undefined, role: SchemaRole = 'input'): string[] {
  return diffSchemas(before, after, role)
    .filter((difference) => difference.direction !== 'cosmetic')
    .map((difference) => `${difference.rule} ${difference.direction} ${difference.pointer}`)
    .sort();
}

export function cosmeticRows(differences: SchemaDifference[]): SchemaDifference[] {
  return differences.filter((difference) => difference.direction === 'cosmetic');
}

export const object = (properties: Record<string, JsonValue>, extra: Record<string, JsonValue> = {}): JsonValue =>
  ({ type: 'object', properties, ...extra });

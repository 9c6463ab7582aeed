import type { JsonValue } from '../../json.js';
import { ComparisonState, SchemaComparer } from './compare.js';
import { IdSource, SchemaDocument } from './document.js';
import { jsonEquivalent } from './jsonTools.js';
import { schemaRuleDirection, schemaRuleId, type SchemaRuleBase } from './rules.js';
import type { SchemaDifference, SchemaRole } from './types.js';

export type { SchemaDifference, SchemaDirection, SchemaRole } from './types.js';
export { schemaRules, schemaRuleId, schemaRuleSeverity, type SchemaRuleBase } from './rules.js';

/** Cosmetic edits listed in the one summary row; the rest are counted. */
const MAX_LISTED_NOTES = 8;

/**
 * Semantic diff of two JSON Schemas (a tool's `inputSchema` or `outputSchema`). Classifies each
 * difference by what it does to the set of accepted values; edits that change nothing are one
 * `<role>_schema_cosmetic` row. Pure; never throws: what cannot be compared is `schema_changed`.
 * `undefined` means the schema is absent.
 */
export function diffSchemas(before: JsonValue | undefined, after: JsonValue | undefined, role: SchemaRole): SchemaDifference[] {
  if (before === undefined && after === undefined) return [];
  if (before === undefined) return [difference(role, 'schema_added', '', 'schema is now declared', undefined, after)];
  if (after === undefined) return [difference(role, 'schema_removed', '', 'schema is no longer declared', before)];
  if (jsonEquivalent(before, after)) return [];
  let comparer: SchemaComparer;
  try {
    const ids = new IdSource();
    comparer = new SchemaComparer(new ComparisonState(role, new SchemaDocument(before, ids), new SchemaDocument(after, ids)));
    comparer.compare(before, after, { after: '', before: '' }, 0);
  } catch (error) {
    // Only a stack overflow on absurd input (a deeply nested enum value) can get here.
    const cause = error instanceof Error ? error.message : String(error);
    return [difference(role, 'schema_changed', '', `schema could not be compared (${cause})`)];
  }
  const differences = [...comparer.differences].sort(
    (x, y) => (x.pointer < y.pointer ? -1 : x.pointer > y.pointer ? 1 : x.rule < y.rule ? -1 : x.rule > y.rule ? 1 : 0),
  );
  const notes = [...new Set(comparer.notes)];
  if (notes.length === 0 && differences.length === 0) notes.push('equivalent rewrite');
  if (notes.length > 0) differences.push(cosmeticSummary(role, notes));
  return differences;
}

function cosmeticSummary(role: SchemaRole, notes: string[]): SchemaDifference {
  const listed = notes.slice(0, MAX_LISTED_NOTES).join('; ');
  const more = notes.length > MAX_LISTED_NOTES ? `; and ${notes.length - MAX_LISTED_NOTES} more` : '';
  return {
    rule: schemaRuleId(role, 'schema_cosmetic'),
    direction: 'cosmetic',
    pointer: '',
    message: `${role} schema edits that change no accepted value: ${listed}${more}`,
  };
}

function difference(role: SchemaRole, base: SchemaRuleBase, pointer: string, detail: string, before?: JsonValue, after?: JsonValue): SchemaDifference {
  return {
    rule: schemaRuleId(role, base),
    direction: schemaRuleDirection(base),
    pointer,
    ...(before === undefined ? {} : { before }),
    ...(after === undefined ? {} : { after }),
    message: `${role} ${detail}`,
  };
}

import type { JsonValue } from '../json.js';
import { makeChange } from './change.js';
import { pointerTo } from './labels.js';
import type { SchemaDifference, SchemaRole } from './schema/types.js';
import type { Change, DiffOptions } from './types.js';

/** Shape of the semantic schema diff: one schema's two versions in, its differences out. */
export type SchemaDiffFunction = (before: JsonValue | undefined, after: JsonValue | undefined, role: SchemaRole) => SchemaDifference[];

/**
 * Schema differences as Changes of one tool. Pointers become pointers inside the tool definition
 * (`/inputSchema` + the schema pointer); messages are re-derived from the data so a change read
 * back from a JSON report renders the same (a summary without data keeps its words as a reason).
 */
export function schemaDifferencesToChanges(tool: string, field: 'inputSchema' | 'outputSchema', differences: SchemaDifference[]): Change[] {
  return differences.map((difference) => makeChange(difference.rule, {
    capability: { type: 'tool', name: tool },
    pointer: pointerTo(field) + difference.pointer,
    before: difference.before,
    after: difference.after,
    // A summary with no before/after (the cosmetic edits of a schema) says in words what no data
    // of the change carries: kept as its reason, so the report can say what was edited.
    ...(difference.before === undefined && difference.after === undefined && { reasons: [difference.message] }),
    // A change the diff cannot classify is critical by default: its reason says what it could not read.
    ...(difference.rule.endsWith('schema_changed') && !(difference.before === undefined && difference.after === undefined)
      && { reasons: [`not classified, so never assumed cosmetic: ${difference.message}`] }),
  }));
}

/** DiffOptions wiring a semantic schema diff into diffLockfiles for both schemas of a tool. */
export function schemaFieldDiffers(diff: SchemaDiffFunction): NonNullable<DiffOptions['toolFieldDiffers']> {
  return {
    inputSchema: ({ tool, before, after }) => schemaDifferencesToChanges(tool, 'inputSchema', diff(before, after, 'input')),
    outputSchema: ({ tool, before, after }) => schemaDifferencesToChanges(tool, 'outputSchema', diff(before, after, 'output')),
  };
}

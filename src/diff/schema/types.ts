import type { JsonValue } from '../../json.js';

/** Which schema of a tool is compared: `inputSchema` (what callers may send) or `outputSchema`. */
export type SchemaRole = 'input' | 'output';

/** What a schema edit did to the set of accepted values. */
export type SchemaDirection = 'widening' | 'narrowing' | 'both' | 'cosmetic';

/** One semantic difference between two versions of a JSON Schema. Plain data. */
export interface SchemaDifference {
  /** Full rule id, role-prefixed, e.g. `input_property_added`; an id of `schemaRules`. */
  rule: string;
  direction: SchemaDirection;
  /** JSON pointer into the schema: the after side's path when it exists, else the before side's. */
  pointer: string;
  before?: JsonValue;
  after?: JsonValue;
  message: string;
}

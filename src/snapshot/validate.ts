import { isJsonObject, type JsonObject } from '../json.js';
import { itemKey, quote, type ListSpec } from './lists.js';
import type { SnapshotFinding } from './types.js';

export interface CheckedList {
  /** Items that can be locked: objects with a key, first occurrence of each key, raw and in order. */
  kept: JsonObject[];
  /** Every definition under a key listed more than once (the first included), raw and in order. */
  duplicates: JsonObject[];
  findings: SnapshotFinding[];
}

const LABELS: Record<ListSpec['type'], string> = {
  tool: 'tool',
  prompt: 'prompt',
  resource: 'resource',
  resourceTemplate: 'resource template',
};

/**
 * Spec checks on one list. Violations are findings, never failures: the gate must still report on
 * a sloppy server. Items without a key cannot be locked (lockfile maps are keyed), so they and
 * later duplicates are left out of `kept`; everything else stays untouched.
 * `origin` names where the list came from, e.g. `tools/list` or `signature`.
 */
export function checkList(spec: ListSpec, items: readonly unknown[], origin: string): CheckedList {
  const label = LABELS[spec.type];
  const kept: JsonObject[] = [];
  const findings: SnapshotFinding[] = [];
  const seen = new Map<string, JsonObject>();
  const duplicated = new Map<string, JsonObject[]>();
  const finding = (name: string, message: string): void => {
    findings.push({ kind: 'spec_violation', capability: { type: spec.type, name }, message });
  };

  items.forEach((item, index) => {
    const position = `${spec.field}[${index}]`;
    if (!isJsonObject(item)) {
      finding(position, `${origin} item #${index} is not an object; it is left out`);
      return;
    }
    const key = itemKey(spec, item);
    if (key === undefined) {
      finding(position, `${origin} item #${index} (a ${label}) has no string "${spec.key}"; it cannot be locked and is left out`);
      return;
    }
    if (seen.has(key)) {
      // Clients differ in which definition they keep: all of them are locked and compared.
      finding(key, `${label} ${quote(key)} appears more than once in ${origin}; the duplicate #${index} is locked and compared with the first (rule duplicate_definition)`);
      const all = duplicated.get(key) ?? [seen.get(key)!];
      all.push(item);
      duplicated.set(key, all);
      return;
    }
    seen.set(key, item);
    kept.push(item);
    if (spec.type === 'tool') {
      for (const problem of toolSchemaProblems(item)) finding(key, `${label} ${quote(key)} in ${origin}: ${problem}`);
    }
  });
  return { kept, duplicates: [...duplicated.values()].flat(), findings };
}

/** MCP requires tool schemas to be JSON Schema objects of `"type": "object"`. */
function toolSchemaProblems(tool: JsonObject): string[] {
  const problems: string[] = [];
  const input = schemaProblem('inputSchema', tool.inputSchema);
  if (input) problems.push(input);
  if ('outputSchema' in tool) {
    const output = schemaProblem('outputSchema', tool.outputSchema);
    if (output) problems.push(output);
  }
  return problems;
}

function schemaProblem(field: string, schema: unknown): string | undefined {
  if (schema === undefined) return `${field} is missing (it must be an object with "type": "object")`;
  if (!isJsonObject(schema)) return `${field} is not an object (got ${quote(schema)})`;
  if (!('type' in schema)) return `${field} has no "type" (it must be "object")`;
  if (schema.type !== 'object') return `${field} has "type": ${quote(schema.type)} instead of "object"`;
  return undefined;
}

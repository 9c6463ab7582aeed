// Helpers shared by the tests of classes found on corpus batches (test/diff/*BatchClasses.test.ts):
// load a recorded pair, pick the changes of one tool at a pointer, and edit a recorded snapshot one
// tool at a time.
import path from 'node:path';
import { expect } from 'vitest';
import type { Change } from '../../src/diff/types.js';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { CORPUS_DIR, loadPair, runGate, type GateRun } from '../corpus/corpus.js';

export const pair = (id: string) => loadPair(path.join(CORPUS_DIR, id));

/** The changes of `tool` whose pointer contains `pointerPart`. */
export const at = (run: GateRun, tool: string, pointerPart: string): Change[] =>
  run.changes.filter((c) => c.capability.name === tool && (c.pointer ?? '').includes(pointerPart));

export const criticalAt = (run: GateRun, tool: string, pointerPart: string): Change[] => at(run, tool, pointerPart).filter((c) => c.severity === 'critical');

/** The gate's changes from `before` to `after` of one capability (by name) whose pointer contains `pointerPart`. */
export const changesOf = (before: Snapshot, after: Snapshot, capability: string, pointerPart = ''): Change[] =>
  runGate(before, after).changes.filter((c) => c.capability.name === capability && (c.pointer ?? '').includes(pointerPart));

/** Their severities, in order. */
export const severities = (before: Snapshot, after: Snapshot, capability: string, pointerPart = ''): Change['severity'][] =>
  changesOf(before, after, capability, pointerPart).map((c) => c.severity);

export const toolOf = (snapshot: Snapshot, name: string): JsonObject => (snapshot.listed.tools as JsonObject[]).find((t) => t.name === name)!;

/** The snapshot with the tool named `name` (by default the tool's own name) replaced by `tool`. */
export function replaceTool(base: Snapshot, tool: JsonObject, name: unknown = tool.name): Snapshot {
  return { ...base, listed: { ...base.listed, tools: (base.listed.tools as JsonObject[]).map((t) => (t.name === name ? tool : t)) } } as Snapshot;
}

/** The snapshot with tool `from` renamed `to`, its definition otherwise the same. */
export const renameTool = (base: Snapshot, from: string, to: string): Snapshot => replaceTool(base, { ...toolOf(base, from), name: to }, from);

/** The snapshot with one more tool listed. */
export function addTool(base: Snapshot, tool: JsonObject): Snapshot {
  return { ...base, listed: { ...base.listed, tools: [...(base.listed.tools as JsonObject[]), tool] } } as Snapshot;
}

/** The snapshot with one property of one tool's input schema replaced. */
export function withProperty(base: Snapshot, tool: string, property: string, schema: JsonObject): Snapshot {
  const definition = toolOf(base, tool);
  const input = definition.inputSchema as JsonObject;
  return replaceTool(base, { ...definition, inputSchema: { ...input, properties: { ...(input.properties as JsonObject), [property]: schema } } });
}

/**
 * A neutral server (mcp-email-server's recorded snapshot) whose tools are replaced by the ones given: the
 * probe files build both sides of an edit on it, the same but for the edit probed.
 */
const neutralBase = pair('upgrades/mcp-email-server/0.0.6__0.0.7').before;
export const neutralServer = (...tools: JsonObject[]): Snapshot => ({ ...neutralBase, listed: { ...neutralBase.listed, tools } }) as Snapshot;
/** A tool definition with a plain object input schema. */
export const toolDefinition = (name: string, description: string, properties: JsonObject, required: string[] = []): JsonObject => ({
  name,
  description,
  inputSchema: { type: 'object', properties, required },
});

/** The changes at the tool and pointer exist, so the check is about something, and none is critical. */
export function noneCriticalAt(run: GateRun, tool: string, pointerPart: string): Change[] {
  const found = at(run, tool, pointerPart);
  expect(found, `no change at ${tool} ${pointerPart}`).not.toEqual([]);
  expect(found.filter((change) => change.severity === 'critical')).toEqual([]);
  return found;
}

/** The `tool_added` change of `tool`, which must exist. */
export function toolAdded(run: GateRun, tool: string): Change {
  const change = run.changes.find((each) => each.rule === 'tool_added' && each.capability?.name === tool);
  expect(change, `tool_added for ${tool}`).toBeDefined();
  return change!;
}

/** The snapshot with one tool's description replaced. */
export const withDescription = (snapshot: Snapshot, tool: string, description: string): Snapshot => replaceTool(snapshot, { ...toolOf(snapshot, tool), description });

/** One property of one tool's input schema, as recorded. */
export const propertyOf = (snapshot: Snapshot, tool: string, name: string): JsonObject => ((toolOf(snapshot, tool).inputSchema as JsonObject).properties as JsonObject)[name] as JsonObject;

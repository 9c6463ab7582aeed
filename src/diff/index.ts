import canonicalize from 'canonicalize';
import { isJsonObject, ownValue, type JsonObject } from '../json.js';
import type { LockEntry, Lockfile, ToolLockEntry } from '../lockfile/types.js';
import { valueAtPointer } from '../jsonPointer.js';
import { fingerprintAtHand } from '../lockfile/build.js';
import { RISK_LEVELS } from '../risk/types.js';
import { lockedSurface, newToolEffect, type LockedSurface } from '../risk/newTool.js';
import { restructuredFrom } from '../risk/restructured.js';
import { collectSchemaFacts } from '../risk/schema.js';
import { sentenceAround } from './text/offsets.js';
import { statedReachIndex } from './text/reach.js';
import type { SnapshotFinding } from '../snapshot/types.js';
import {
  capabilityAdded, capabilityChanged, capabilityRemoved, findingChange, modeChanged, numberSpellingChanged, riskLevelChanged,
  serverCapabilityChanged, serverInfoChanged, serverInstructionsChanged, serverProtocolVersionChanged,
  toolFieldChanged,
} from './builders.js';
import { annotationsFieldDiffer, hintsDroppedServerWide } from './annotations.js';
import { escalateTextChanges } from './escalate.js';
import { droppedGuards } from './droppedGuards.js';
import { corroborateRiskRaise } from './riskRaise.js';
import { changedKeys, jsonEquivalent, pointerTo } from './labels.js';
import { assessInputSeverity, liveParameterDocumentation, lockedServerWords, schemasRestored, siblingParameters, unsafeFlags } from './inputSeverity.js';
import { splitWords } from '../risk/words.js';
import { diffPrompt } from './prompts.js';
import { duplicateDefinitionChanges as duplicateChanges } from './duplicates.js';
import { catalogueActions } from './actionCatalogue.js';
import { diffSchemas } from './schema/index.js';
import { schemaFieldDiffers } from './schemaSeam.js';
import { SIGNATURE_FIELD, toolSignatureDrift } from './signatures.js';
import { schemaDescriptionChanges } from './textDrift.js';
import { textSurfaceChanges } from './textSurface.js';
import { withStructureTriggers } from './triggers.js';
import { toolWithReadableSchemas } from '../zodSchema.js';
import type { Change, DiffOptions, Trigger } from './types.js';

export { catalogue, coreRules, findRule, ruleById } from './catalogue.js';
export { annotationRules, HINT_DEFAULTS } from './annotationRules.js';
export { textRules } from './textRules.js';
export { annotationsFieldDiffer, diffAnnotations } from './annotations.js';
export { diffPrompt } from './prompts.js';
export { schemaDescriptionChanges, schemaDescriptions, wordDiffReasons } from './textDrift.js';
export { assessInputSeverity } from './inputSeverity.js';
export { escalateTextChanges, NEW_DEFINITION_RULE_IDS, TEXT_RULE_IDS, type TextEscalationContext } from './escalate.js';
export { modelStrings, textSurfaceChanges, SURFACE_TEXT_RULE_IDS, type ModelString } from './textSurface.js';
export { makeChange, messageFor, type ChangeData } from './change.js';
export { fingerprint } from './fingerprint.js';
export { renderRulesDoc } from './rulesDoc.js';
export { withStructureTriggers, structureTrigger } from './triggers.js';
export * as builders from './builders.js';
export { schemaDifferencesToChanges, schemaFieldDiffers, type SchemaDiffFunction } from './schemaSeam.js';

/** By default a tool's schemas go through the semantic JSON Schema diff of src/diff/schema. */
export const DEFAULT_TOOL_FIELD_DIFFERS = schemaFieldDiffers(diffSchemas);

/** Annotations always get the semantic per-hint diff unless a caller supplies its own differ. */
const CORE_TOOL_FIELD_DIFFERS: NonNullable<DiffOptions['toolFieldDiffers']> = { annotations: annotationsFieldDiffer };

/**
 * Every drift between two lockfiles (the live server is turned into a Lockfile first, so both
 * sides have the same shape). Severities are the rules' defaults, except text changes escalated
 * by what their new text says (escalateTextChanges, which records the default); policy adjusts
 * them afterwards. O(n) in the number of capabilities: map lookups, and only entries whose digest
 * or definition differ are examined field by field.
 */
export function diffLockfiles(before: Lockfile, after: Lockfile, options: DiffOptions = {}): Change[] {
  // Equal fingerprints: identical definitions, so identical signature verdicts too (a key the
  // policy stops trusting is caught by requireSignedTools, which checks the live tools every run).
  // Only a fingerprint at hand: a live lockfile that differs defers hashing its fingerprint, and
  // the walk below finds nothing where the content is equal.
  const beforeFingerprint = fingerprintAtHand(before);
  if (beforeFingerprint !== undefined && beforeFingerprint === fingerprintAtHand(after)) return [];
  before = withReadableSchemas(before);
  after = withReadableSchemas(after);
  const toolOptions: DiffOptions = {
    toolFieldDiffers: { ...CORE_TOOL_FIELD_DIFFERS, ...(options.toolFieldDiffers ?? DEFAULT_TOOL_FIELD_DIFFERS) },
  };
  const changes = [
    ...diffServer(before, after),
    ...diffTools(before.tools, after.tools, toolOptions),
    ...toolSignatureDrift(before.tools, after.tools, options.trustedToolKeys ?? []),
    ...diffEntries('prompt', before.prompts, after.prompts),
    ...diffEntries('resource', before.resources, after.resources),
    ...diffEntries('resourceTemplate', before.resourceTemplates, after.resourceTemplates),
  ];
  // Strings no text rule covers (titles, defaults, enum values, names, resource descriptions...).
  // One names array for both, so the tool-name index is built once per diff.
  const toolNames = Object.keys(after.tools);
  changes.push(...textSurfaceChanges(before, after, changes, toolNames));
  // Last: text triggers are in by now; whatever critical or warning change has none is fired by its shape.
  const parameterNames = new Map<string, ReadonlySet<string>>();
  const parameterNamesOf = (tool: string): ReadonlySet<string> | undefined => {
    if (!Object.hasOwn(after.tools, tool)) return undefined;
    let names = parameterNames.get(tool);
    if (names === undefined) parameterNames.set(tool, (names = new Set(collectSchemaFacts(after.tools[tool]!.definition.inputSchema).propertyNames)));
    return names;
  };
  // Indexed on first use: most diffs change no parameter description.
  let statedReachLookup: ((tool: string, parameter: string) => string | undefined) | undefined;
  const statedReach = (tool: string, parameter: string) =>
    (statedReachLookup ??= statedReachIndex(Object.entries(before.tools).map(([name, entry]) => [name, entry.definition])))(tool, parameter);
  let flags: ReadonlySet<string> | undefined;
  const liveUnsafeFlags = () => (flags ??= unsafeFlags(after.tools));
  return withStructureTriggers(droppedGuards(hintsDroppedServerWide(escalateTextChanges(changes, { toolNames, lockedToolNames: renamedAway(before.tools, after.tools), parameterNamesOf, statedReachOf: statedReach, unsafeFlags: liveUnsafeFlags }), before, after), before));
}


/**
 * The lockfile with every tool whose schema is a serialised zod object (src/zodSchema.ts) read as the JSON
 * Schema it stands for; the same lockfile when no tool has one. Digests stay those of the raw definitions.
 */
function withReadableSchemas(lockfile: Lockfile): Lockfile {
  let tools: Record<string, ToolLockEntry> | undefined;
  for (const name of Object.keys(lockfile.tools)) {
    const entry = lockfile.tools[name]!;
    const definition = toolWithReadableSchemas(entry.definition);
    if (definition === entry.definition) continue;
    tools ??= { ...lockfile.tools };
    tools[name] = { ...entry, definition };
  }
  return tools === undefined ? lockfile : { ...lockfile, tools };
}

/** signature_violation / spec_violation changes for what the snapshot stage found. */
export function findingsToChanges(findings: SnapshotFinding[]): Change[] {
  return withStructureTriggers(findings.map(findingChange));
}

/** A capability listed twice in one lockfile, with the structure trigger of each change. */
export function duplicateDefinitionChanges(locked: Lockfile, live: Lockfile): Change[] {
  return withStructureTriggers(duplicateChanges(locked, live));
}

function diffServer(before: Lockfile, after: Lockfile): Change[] {
  const changes: Change[] = [];
  if (before.mode !== after.mode) changes.push(modeChanged(before.mode, after.mode));
  if (before.server.protocolVersion !== after.server.protocolVersion) {
    changes.push(serverProtocolVersionChanged(before.server.protocolVersion, after.server.protocolVersion));
  }
  if (!jsonEquivalent(before.server.info, after.server.info)) changes.push(serverInfoChanged(before.server.info, after.server.info));
  if (before.instructions !== after.instructions) changes.push(serverInstructionsChanged(before.instructions, after.instructions));
  // One change per advertised capability, so each can be accepted or overridden on its own.
  for (const key of changedKeys(before.capabilities, after.capabilities)) {
    changes.push(serverCapabilityChanged(key, ownValue(before.capabilities, key), ownValue(after.capabilities, key)));
  }
  return changes;
}

/** Digest first; the definition comparison catches fields a digest may leave out (e.g. `_meta`). */
function entryChanged(a: LockEntry, b: LockEntry): boolean {
  // The same object: `check` built the live entry by reusing the locked one (definitions equal).
  if (a === b) return false;
  return a.digest !== b.digest || !jsonEquivalent(a.definition, b.definition);
}

function diffEntries(type: 'prompt' | 'resource' | 'resourceTemplate', before: Record<string, LockEntry>, after: Record<string, LockEntry>): Change[] {
  const changes: Change[] = [];
  for (const [name, old] of Object.entries(before)) {
    const now = Object.hasOwn(after, name) ? after[name] : undefined;
    if (now === undefined) changes.push(capabilityRemoved(type, name, old.definition));
    else if (entryChanged(old, now)) {
      changes.push(...(type === 'prompt' ? diffPrompt(name, old.definition, now.definition) : [capabilityChanged(type, name, old.definition, now.definition)]));
    }
  }
  for (const [name, now] of Object.entries(after)) {
    if (!Object.hasOwn(before, name)) changes.push(capabilityAdded(type, name, now.definition));
  }
  return changes;
}

const REFINABLE_FIELDS = new Set(['inputSchema', 'outputSchema', 'annotations'] as const);
type RefinableField = 'inputSchema' | 'outputSchema' | 'annotations';

function diffTools(before: Record<string, ToolLockEntry>, after: Record<string, ToolLockEntry>, options: DiffOptions): Change[] {
  const changes: Change[] = [];
  const removed: Array<[string, ToolLockEntry]> = [];
  const added: Array<[string, ToolLockEntry]> = [];
  const siblings = siblingParameters(before);
  const restored = schemasRestored(before, after);
  const lockedWords = lockedServerWords(before);
  const liveDocumentation = liveParameterDocumentation(after);
  // What the locked server's tools reach, together (built on first use: only a risk raise asks).
  let reached: ReadonlySet<string> | undefined;
  const lockedCategories = (): ReadonlySet<string> => (reached ??= new Set(Object.values(before).flatMap((entry) => entry.risk.categories)));
  // Object.keys, not entries: a [name, entry] pair per tool costs more than the lookup (10,000 tools).
  for (const name of Object.keys(before)) {
    const old = before[name]!;
    const now = Object.hasOwn(after, name) ? after[name] : undefined;
    if (now === undefined) {
      removed.push([name, old]);
      continue;
    }
    // The same entry (`check` reused the locked one): nothing to compare, risk included.
    if (old === now) continue;
    if (entryChanged(old, now)) changes.push(...catalogueActions(assessInputSeverity(diffToolFields(name, old.definition, now.definition, options), old, now, siblings, restored, lockedWords, liveDocumentation), old, now));
    else changes.push(...numberSpellingChanges(name, old, now));
    const risk = diffRisk(name, old, now, lockedCategories);
    if (risk) changes.push(risk);
  }
  for (const name of Object.keys(after)) {
    if (!Object.hasOwn(before, name)) added.push([name, after[name]!]);
  }
  const renames = pairRenames(removed, added);
  for (const [name, old] of removed) {
    const to = renames.renamedTo.get(name);
    changes.push(capabilityRemoved('tool', name, old.definition, to === undefined ? [] : [`likely renamed to "${to}" (same input schema)`]));
  }
  let surface: LockedSurface | undefined;
  for (const [name, now] of added) {
    const from = renames.renamedFrom.get(name);
    const reasons = [
      ...(from === undefined ? [] : [`likely rename of "${from}" (same input schema)`]),
      `risk ${now.risk.level}`,
      ...now.risk.reasons,
    ];
    // Assigned onto the surface, not spread into a new object: a spread would run its lazy getters
    // (every locked description split into words, every locked parameter canonicalized) for nothing.
    surface ??= Object.assign(
      lockedSurface(Object.entries(before).map(([locked, entry]) => ({ name: locked, categories: entry.risk.categories, inputSchema: entry.definition.inputSchema, description: entry.definition.description, annotations: entry.definition.annotations }))),
      { liveNames: Object.keys(after), removedTools: removed.map(([, entry]) => entry.definition) },
    );
    changes.push(newToolSeverity(capabilityAdded('tool', name, now.definition, reasons), surface, from));
  }
  return changes;
}

/**
 * tool_added stays critical unless the new definition shows it grows nothing (src/risk/newTool.ts):
 * a converter of values given in the call, or a reader of what locked tools already reach, is a
 * warning that says why; text signals found later still raise it (escalate.ts).
 */
function newToolSeverity(change: Change, surface: LockedSurface, renamedFrom: string | undefined): Change {
  const definition = change.after as JsonObject;
  const effect = newToolEffect(definition, surface, renamedFrom);
  if (effect.kind === 'acts') {
    // A tool that merges removed readers, or is one read action of a removed tool, reads what they read.
    const restructured = restructuredFrom(definition, surface.removedTools ?? []);
    return restructured === undefined ? change : { ...change, severity: 'warning', reasons: [...change.reasons, restructured.reason] };
  }
  // A converter's trigger quotes where its description places the value in the call; a reader's is
  // the structure trigger every new tool gets (withStructureTriggers), its reason saying why.
  const evidence: Trigger[] = [];
  if (effect.kind === 'converts') {
    const description = definition.description as string;
    const sentence = sentenceAround(description, effect.match[0], effect.match[1]);
    evidence.push({ kind: 'text', signal: 'value_in_call', pointer: '/description', quote: description.slice(sentence[0], sentence[1]), sentence, match: effect.match });
  }
  if (effect.kind === 'computes' || effect.kind === 'checks' || effect.kind === 'session' || effect.kind === 'explains_itself' || effect.kind === 'states_no_reach' || effect.kind === 'waits' || effect.kind === 'lists_own_tools') {
    const description = definition.description as string;
    const signal = { computes: 'computation', checks: 'value_checked', session: 'session_change', explains_itself: 'explains_itself', states_no_reach: 'no_reach_stated', waits: 'waits_only', lists_own_tools: 'own_tools_listed' }[effect.kind];
    evidence.push({ kind: 'text', signal, pointer: '/description', quote: description.slice(effect.sentence[0], effect.sentence[1]), sentence: effect.sentence, match: effect.match });
  }
  return { ...change, severity: 'warning', reasons: [...change.reasons, effect.reason], ...(evidence.length > 0 && { triggers: evidence }) };
}

/**
 * An otherwise unchanged tool whose numbers are written differently (issue 14 records the wire
 * spelling where JavaScript would print the value another way): the only difference the peer
 * digests, and so the fingerprint, see. One change per number.
 */
function numberSpellingChanges(name: string, old: ToolLockEntry, now: ToolLockEntry): Change[] {
  const was = old.numberLiterals ?? {};
  const is = now.numberLiterals ?? {};
  if (jsonEquivalent(was, is)) return [];
  const printed = (definition: JsonObject, pointer: string): string => {
    const value = valueAtPointer(definition, pointer);
    return value === undefined ? '(absent)' : JSON.stringify(value);
  };
  const changes: Change[] = [];
  for (const pointer of [...new Set([...Object.keys(was), ...Object.keys(is)])].sort()) {
    const before = was[pointer] ?? printed(old.definition, pointer);
    const after = is[pointer] ?? printed(now.definition, pointer);
    if (before !== after) changes.push(numberSpellingChanged(name, pointer, before, after));
  }
  return changes;
}

function diffToolFields(name: string, before: JsonObject, after: JsonObject, options: DiffOptions): Change[] {
  const changes: Change[] = [];
  for (const field of changedKeys(before, after)) {
    if (field === 'name') continue; // the map key; a different name is a different tool
    if (field === SIGNATURE_FIELD) continue; // compared by what it proves: toolSignatureDrift
    const refine = REFINABLE_FIELDS.has(field as RefinableField)
      ? options.toolFieldDiffers?.[field as RefinableField]
      : undefined;
    // SEAM: a finer differ (the semantic schema diff of src/diff/schema) replaces the coarse rule.
    if (refine) {
      changes.push(...refine({ tool: name, field, pointer: pointerTo(field), before: ownValue(before, field), after: ownValue(after, field) }));
    } else {
      changes.push(toolFieldChanged(name, field, ownValue(before, field), ownValue(after, field)));
    }
    // Schema descriptions reach the model but are cosmetic to the schema diff: checked as text.
    if (field === 'inputSchema') changes.push(...schemaDescriptionChanges(name, before[field], after[field]));
  }
  return changes;
}

function diffRisk(name: string, before: ToolLockEntry, after: ToolLockEntry, serverReaches?: () => ReadonlySet<string>): Change | undefined {
  const from = RISK_LEVELS.indexOf(before.risk.level);
  const to = RISK_LEVELS.indexOf(after.risk.level);
  if (from === to) return undefined;
  const old = new Set(before.risk.reasons);
  const now = new Set(after.risk.reasons);
  const reasons = [
    ...after.risk.reasons.filter((r) => !old.has(r)).map((r) => `+ ${r}`),
    ...before.risk.reasons.filter((r) => !now.has(r)).map((r) => `- ${r}`),
  ];
  // Critical only when evidence of capability carries the new level (issue 21, riskRaise.ts).
  return corroborateRiskRaise(riskLevelChanged(name, to > from, before.risk.level, after.risk.level, reasons), before.definition, after.definition, serverReaches);
}

/**
 * A removed and an added tool with the same inputSchemaHash are a likely rename. Only unambiguous
 * pairs count (the hash occurs once on each side): trivial schemas such as `{"type":"object"}`
 * are shared by many tools and would otherwise pair at random. A root `title` that holds the
 * tool's own name (FastMCP's `<tool>Arguments`) is left out of the comparison: it changes with
 * every rename.
 */
function renameKey(name: string, entry: ToolLockEntry): string | undefined {
  const schema = entry.definition.inputSchema;
  if (isJsonObject(schema) && typeof schema.title === 'string' && schema.title.includes(name)) {
    const { title: _named, ...rest } = schema;
    return `untitled:${canonicalize(rest) ?? ''}`;
  }
  return entry.inputSchemaHash;
}

function pairRenames(removed: Array<[string, ToolLockEntry]>, added: Array<[string, ToolLockEntry]>) {
  const bySchema = (list: Array<[string, ToolLockEntry]>) => {
    const map = new Map<string, string[]>();
    for (const [name, entry] of list) {
      const key = renameKey(name, entry);
      if (key === undefined) continue;
      const names = map.get(key);
      if (names) names.push(name);
      else map.set(key, [name]);
    }
    return map;
  };
  const removedBySchema = bySchema(removed);
  const renamedTo = new Map<string, string>();
  const renamedFrom = new Map<string, string>();
  for (const [hash, newNames] of bySchema(added)) {
    const oldNames = removedBySchema.get(hash);
    if (newNames.length !== 1 || oldNames?.length !== 1) continue;
    renamedTo.set(oldNames[0], newNames[0]);
    renamedFrom.set(newNames[0], oldNames[0]);
  }
  return { renamedTo, renamedFrom };
}

/**
 * Locked tools removed beside an added tool that shares two words of its name or more (`get_bedrock_architecture_patterns`
 * -> `get_bedrock_patterns`): likely renamed, so an order naming the new name is the order the locked text gave with the
 * old one. A removed tool with no such successor is gone: an order to call it may reach another server's tool of that name.
 */
const RENAME_GENERIC_WORDS: ReadonlySet<string> = new Set(['get', 'list', 'set', 'create', 'update', 'delete', 'read', 'fetch', 'find', 'search',
  'add', 'remove', 'new', 'all', 'the', 'for', 'and', 'info', 'data', 'tool', 'mcp', 'api']);
function renamedAway(locked: Record<string, unknown>, live: Record<string, unknown>): string[] {
  // Generic words (`get_user_by_id` and `get_order_by_id` share get, by, id) say nothing of what the tool is.
  const telling = (name: string) => new Set(splitWords(name).filter((word) => word.length >= 3 && !RENAME_GENERIC_WORDS.has(word)));
  const added = Object.keys(live).filter((name) => !Object.hasOwn(locked, name)).map(telling);
  return Object.keys(locked).filter((name) => {
    if (Object.hasOwn(live, name)) return false;
    const words = telling(name);
    return added.some((each) => [...each].filter((word) => words.has(word)).length >= 2);
  });
}

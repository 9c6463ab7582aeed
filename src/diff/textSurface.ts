/**
 * Every string the model reads (issue 10, class 5): each string leaf and each object key of a
 * tool, prompt, resource or resource template definition. Published "full-schema poisoning"
 * puts instructions in parameter names, property titles, defaults, enum values, entries of
 * `required`, `examples`, even the `type` field; the same text signals apply to all of them.
 *
 * Descriptions already have their own text rules (tool_description_changed...); the strings
 * they do not cover get `<type>_text_changed`, reported only when the new string brings a text
 * signal (otherwise the schema diff already says what changed, and a changed title or default is
 * no news to a reviewer).
 */
import { isJsonObject, jsonEquivalent, type JsonObject, type JsonValue } from '../json.js';
import type { LockEntry, Lockfile } from '../lockfile/types.js';
import { makeChange } from './change.js';
import { escapePointerToken } from '../jsonPointer.js';
import { SIGNATURE_FIELD } from './signatures.js';
import { textSignals } from './text/index.js';
import { wordDiffReasons } from './textDrift.js';
import type { CapabilityRef, Change } from './types.js';

export interface ModelString {
  /** Pointer of the string leaf, or of the member whose key this is. */
  pointer: string;
  text: string;
  isKey: boolean;
}

/**
 * Fields whose strings are identifiers or machinery, not prose: a resource's `uri` (a URL by
 * nature), `mimeType`, JSON Schema's `$schema`/`$id`/`$ref`, and tool signatures (base64).
 */
const NOT_TEXT = new Set(['uri', 'uriTemplate', 'mimeType', '$schema', '$id', '$ref', '$dynamicRef', SIGNATURE_FIELD]);

/** An object or array on the walk; pointers are built from these only when asked (most strings are not new). */
interface WalkNode {
  /** undefined for the definition itself. */
  parent: WalkNode | undefined;
  /** Key or index in the parent, escaped only when a pointer is built. */
  key: string | number;
}

/** Pointer of the member `key` of `parent` (undefined: the definition itself, `''`). */
function pointerAt(parent: WalkNode | undefined, key: string | number): string {
  if (parent === undefined) return '';
  const token = (k: string | number): string => (typeof k === 'number' ? String(k) : escapePointerToken(k));
  const tokens = [token(key)];
  for (let at: WalkNode = parent; at.parent !== undefined; at = at.parent) tokens.push(token(at.key));
  return `/${tokens.reverse().join('/')}`;
}

/**
 * Calls `visit` for every string leaf and key of a definition, in document order (an object's
 * keys before its values), with where it is: pointerAt(parent, key) (a key's pointer is its
 * member's). Iterative: any depth the lockfile holds is fine. Values wait on parallel stacks, so
 * only objects and arrays get a node.
 */
function walkStrings(
  definition: JsonValue | undefined,
  visit: (text: string, isKey: boolean, parent: WalkNode | undefined, key: string | number) => void,
): void {
  if (definition === undefined) return;
  const values: JsonValue[] = [definition];
  const parents: Array<WalkNode | undefined> = [undefined];
  const keys: Array<string | number> = [''];
  while (values.length > 0) {
    const value = values.pop()!;
    const parent = parents.pop();
    const key = keys.pop()!;
    if (typeof value === 'string') {
      visit(value, false, parent, key);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const node: WalkNode = { parent, key };
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        values.push(value[i]!);
        parents.push(node);
        keys.push(i);
      }
      continue;
    }
    const members = Object.keys(value).filter((member) => !NOT_TEXT.has(member));
    for (const member of members) visit(member, true, node, member);
    for (let i = members.length - 1; i >= 0; i--) {
      values.push(value[members[i]!]!);
      parents.push(node);
      keys.push(members[i]!);
    }
  }
}

/** The strings walkStrings visits, as a set: no order and no pointers needed, so no nodes either. */
function stringSet(definition: JsonValue | undefined): Set<string> {
  const found = new Set<string>();
  const stack: JsonValue[] = definition === undefined ? [] : [definition];
  while (stack.length > 0) {
    const value = stack.pop()!;
    if (typeof value === 'string') found.add(value);
    else if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
    } else if (isJsonObject(value)) {
      for (const key of Object.keys(value)) {
        if (NOT_TEXT.has(key)) continue;
        found.add(key);
        stack.push(value[key]!);
      }
    }
  }
  return found;
}

/** Every string leaf and key of a definition, by pointer (keys of an object before its values). */
export function modelStrings(definition: JsonValue | undefined): ModelString[] {
  const found: ModelString[] = [];
  walkStrings(definition, (text, isKey, parent, key) => found.push({ pointer: pointerAt(parent, key), text, isKey }));
  return found;
}

/** The string leaf at a pointer made of escaped tokens, or undefined. */
function leafAt(definition: JsonValue, pointer: string): string | undefined {
  let at: JsonValue | undefined = definition;
  for (const raw of pointer.split('/').slice(1)) {
    const token = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(at)) at = at[Number(token)];
    else if (isJsonObject(at) && Object.hasOwn(at, token)) at = at[token];
    else return undefined;
  }
  return typeof at === 'string' ? at : undefined;
}

type Listed = 'tool' | 'prompt' | 'resource' | 'resourceTemplate';
const TEXT_CHANGED_RULE: Record<Listed, string> = {
  tool: 'tool_text_changed',
  prompt: 'prompt_text_changed',
  resource: 'resource_text_changed',
  resourceTemplate: 'template_text_changed',
};
export const SURFACE_TEXT_RULE_IDS: ReadonlySet<string> = new Set(Object.values(TEXT_CHANGED_RULE));

/** Rules that check one string at their pointer; rules that carry a whole new object cover all strings under it. */
const COVERS_POINTER = new Set([
  'tool_description_changed', 'tool_title_changed', 'tool_argument_description_changed', 'tool_annotation_title_changed',
  'prompt_description_changed', 'prompt_argument_description_changed',
]);
const COVERS_SUBTREE = new Set(['prompt_argument_added']);

/**
 * `<type>_text_changed` for each string of a capability present on both sides that is new
 * (found nowhere in the old definition), not already checked by a text rule of `changes`, and
 * brings a text signal. `before` is the old string at the same place, when there was one.
 */
export function textSurfaceChanges(before: Lockfile, after: Lockfile, changes: readonly Change[], toolNames: readonly string[] = Object.keys(after.tools)): Change[] {
  const covered = coveredPointers(changes);
  // Only capabilities the diff already found changed (every differing definition yields a change),
  // so unchanged entries are not compared again.
  const changed = new Map<CapabilityRef['type'], Set<string>>();
  for (const { capability } of changes) {
    const names = changed.get(capability.type);
    if (names === undefined) changed.set(capability.type, new Set([capability.name]));
    else names.add(capability.name);
  }
  const result: Change[] = [];
  const lists: Array<[Listed, Record<string, LockEntry>, Record<string, LockEntry>]> = [
    ['tool', before.tools, after.tools],
    ['prompt', before.prompts, after.prompts],
    ['resource', before.resources, after.resources],
    ['resourceTemplate', before.resourceTemplates, after.resourceTemplates],
  ];
  for (const [type, old, now] of lists) {
    const names = changed.get(type);
    if (names === undefined) continue;
    // In the live side's order, as reported before; a set lookup per name, no key string.
    for (const name of Object.keys(now)) {
      if (!names.has(name)) continue;
      const entry = now[name]!;
      const capability: CapabilityRef = { type, name };
      const previous = Object.hasOwn(old, name) ? old[name] : undefined;
      if (previous === undefined || jsonEquivalent(previous.definition, entry.definition)) continue;
      result.push(...newTextChanges(capability, previous.definition, entry.definition, covered.get(key(capability)), toolNames));
    }
  }
  return result;
}

function newTextChanges(capability: CapabilityRef, before: JsonObject, after: JsonObject, covered: Covered | undefined, toolNames: readonly string[]): Change[] {
  const seen = stringSet(before);
  const ownToolName = capability.type === 'tool' ? capability.name : undefined;
  const changes: Change[] = [];
  walkStrings(after, (text, isKey, parent, key) => {
    if (seen.has(text)) return;
    const pointer = pointerAt(parent, key);
    if (covered?.isCovered(pointer)) return;
    const previous = isKey ? undefined : leafAt(before, pointer);
    const dataText = describesData(capability.type, pointer, after);
    if (textSignals(previous, text, { otherToolNames: toolNames, ownToolName, ...(dataText && { describesData: true }) }).length === 0) return;
    changes.push(makeChange(TEXT_CHANGED_RULE[capability.type as Listed], {
      capability,
      pointer,
      before: previous,
      after: text,
      reasons: [isKey ? 'a name (object key) the model reads' : 'a string the model reads', ...wordDiffReasons(previous, text)],
    }));
  });
  return changes;
}

/**
 * Whether the string at `pointer` says what a resource or resource template holds: its description,
 * or its name or title when it has no description (a label is otherwise a name, and "password_policy"
 * or "API keys guide" names what the resource is about). Without the definition at hand (a changed
 * label), a label is not read as content. See the exposed_credential signal.
 */
export function describesData(type: CapabilityRef['type'], pointer: string | undefined, definition: JsonValue | undefined): boolean {
  if (type !== 'resource' && type !== 'resourceTemplate') return false;
  if (pointer === '/description') return true;
  return (pointer === '/name' || pointer === '/title') && isJsonObject(definition) && !(typeof definition.description === 'string' && definition.description.trim() !== '');
}

interface Covered {
  isCovered(pointer: string): boolean;
}

const key = (capability: CapabilityRef): string => `${capability.type}\u0000${capability.name}`;

function coveredPointers(changes: readonly Change[]): Map<string, Covered> {
  const exact = new Map<string, Set<string>>();
  const subtrees = new Map<string, string[]>();
  for (const change of changes) {
    if (change.pointer === undefined) continue;
    const k = key(change.capability);
    if (COVERS_POINTER.has(change.rule)) exact.set(k, (exact.get(k) ?? new Set()).add(change.pointer));
    if (COVERS_SUBTREE.has(change.rule)) subtrees.set(k, [...(subtrees.get(k) ?? []), change.pointer]);
  }
  const result = new Map<string, Covered>();
  for (const k of new Set([...exact.keys(), ...subtrees.keys()])) {
    const pointers = exact.get(k) ?? new Set<string>();
    const prefixes = subtrees.get(k) ?? [];
    result.set(k, {
      isCovered: (pointer) => pointers.has(pointer) || prefixes.some((prefix) => pointer === prefix || pointer.startsWith(`${prefix}/`)),
    });
  }
  return result;
}

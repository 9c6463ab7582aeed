import { isJsonObject, type JsonObject } from '../json.js';
import { escapePointerToken } from '../jsonPointer.js';
import type { ToolLockEntry } from '../lockfile/types.js';
import { actingNameWord } from '../risk/vocabulary.js';
import { CHECK_LEADS } from '../risk/parameterClasses.js';
import { assessParameter, isActionSelector } from '../risk/parameters.js';
import { splitWords } from '../risk/words.js';
import { rootProperties } from './inputSeverity.js';
import { sentenceSpans } from './text/directives.js';
import type { Change, Trigger } from './types.js';

/**
 * Action names a description lists as a catalogue: one per line, written as a call signature
 * (`set_cache(value, ...) -> {success}`, `- ripple_insert(clip_infos, ...)`), the way a tool whose
 * `action` is a free string documents what it does.
 */
const SIGNATURE_LINE = /^[ \t]*(?:[-*•][ \t]+)?`?([A-Za-z][A-Za-z0-9_]*)`?[ \t]*\(/gm;

const ARGUMENT_TYPE = /^\s*(?:str|string|int|integer|bool|boolean|float|number|list|dict|array|object|any|default)\b[^)\n]*\)/;

function catalogue(description: string): Map<string, [number, number]> {
  const names = new Map<string, [number, number]>();
  for (const found of description.matchAll(SIGNATURE_LINE)) {
    const name = found[1]!;
    // `relink_search_roots (str|list) enables …`: an argument documented with its type, not an action.
    if (names.has(name) || ARGUMENT_TYPE.test(description.slice(found.index + found[0].length))) continue;
    const lineEnd = description.indexOf('\n', found.index);
    const start = found.index + (found[0].length - found[0].trimStart().length);
    names.set(name, [start, lineEnd < 0 ? description.length : lineEnd]);
  }
  return names;
}

/** The text documenting each catalogued action: its signature line and the lines under it, up to the next signature. */
function actionBlocks(description: string, names: Map<string, [number, number]>): Map<string, [number, number]> {
  const starts = [...names].sort((a, b) => a[1][0] - b[1][0]);
  return new Map(starts.map(([name, [start]], at) => [name, [start, starts[at + 1]?.[1][0] ?? description.length]]));
}

/** `name?`, `name=...` inside a signature's parentheses; `relink_search_roots (str|list)`, `verify_visually=True`, `name (default 0.7)` in the prose under it. */
const SIGNATURE_ARGUMENTS = /^[^(]*\(([^)]*)\)/;
const PROSE_ARGUMENT = /(?<![\w.])`?([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`?[ \t]*(?:\((?=\s*(?:str|string|int|integer|bool|boolean|float|number|list|dict|array|object|any|default)\b)|=(?!=))/g;

interface DocumentedArgument {
  name: string;
  /** Offsets of its mention in the description. */
  at: [number, number];
  boolean: boolean;
  /** Documented as set to true (`verify_visually=True`): the prose shows turning it on. */
  enabled: boolean;
}

function documentedArguments(description: string, [start, end]: [number, number]): Map<string, DocumentedArgument> {
  const found = new Map<string, DocumentedArgument>();
  const block = description.slice(start, end);
  const signature = SIGNATURE_ARGUMENTS.exec(block);
  if (signature) {
    const listStart = start + signature[0].indexOf('(') + 1;
    for (const each of signature[1]!.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) {
      const offset = listStart + each.index;
      found.set(each[0], { name: each[0], at: [offset, offset + each[0].length], boolean: false, enabled: false });
    }
  }
  for (const each of block.matchAll(PROSE_ARGUMENT)) {
    const name = each[1]!;
    if (found.has(name)) continue;
    const offset = start + each.index + each[0].indexOf(name);
    const documented = each[0] + block.slice(each.index + each[0].length, each.index + each[0].length + 6);
    found.set(name, { name, at: [offset, offset + name.length], boolean: /\(\s*bool|=\s*(?:true|false)\b/i.test(documented), enabled: /=\s*true\b/i.test(documented) });
  }
  return found;
}

/** The sentence holding an offset, split as the text signals split (hard wraps kept), for a documented argument's description. */
function sentenceOf(text: string, offset: number): [number, number] {
  const sentence = sentenceSpans(text).find((each) => each.start <= offset && offset < each.end);
  return sentence === undefined ? [offset, offset] : [sentence.start, sentence.end];
}

/**
 * Arguments an action the locked description already catalogued now documents, in its signature or in
 * the prose under it, that carry capability (a path, a URL, a command...): the free `params` object
 * accepted them before, but nobody reviewed the action taking them.
 */
function newCapabilityArguments(before: string, after: string, locked: Map<string, [number, number]>, current: Map<string, [number, number]>) {
  const lockedBlocks = actionBlocks(before, locked);
  const found: Array<{ action: string; argument: DocumentedArgument; sentence: [number, number]; classes: ReturnType<typeof assessParameter>['findings'] }> = [];
  for (const [action, block] of actionBlocks(after, current)) {
    const lockedBlock = lockedBlocks.get(action);
    if (lockedBlock === undefined) continue;
    const known = documentedArguments(before, lockedBlock);
    for (const argument of documentedArguments(after, block).values()) {
      if (known.has(argument.name) || current.has(argument.name)) continue;
      const sentence = sentenceOf(after, argument.at[0]);
      const assessment = assessParameter(argument.name, { type: argument.boolean ? 'boolean' : 'string', description: after.slice(...sentence) }, { nested: 'none' });
      // A check flag the prose shows being turned on (`verify_visually=True`) adds a check; it turns none off.
      const classes = assessment.findings.filter((each) => !(argument.enabled && each.class === 'safety_switch' && each.tokens.every((token) => CHECK_LEADS.has(token))));
      if (assessment.carries && classes.length > 0) found.push({ action, argument, sentence, classes });
    }
  }
  return found;
}

/** The tool's root action selector when it takes any string (no enum or const): the description is its only list of actions. */
function freeActionSelector(definition: JsonObject): string | undefined {
  const properties = rootProperties(definition.inputSchema);
  return Object.keys(properties).find((name) => {
    const schema = properties[name];
    return isActionSelector(name, schema) && isJsonObject(schema) && schema.type === 'string' && schema.enum === undefined && schema.const === undefined;
  });
}

/**
 * A tool whose action selector takes any string, and whose locked description already listed its
 * actions as call signatures (at least two), gains an action when the new description lists a
 * signature the locked one did not and that name acts (`set_cache`, `ripple_insert`: set, insert):
 * nobody reviewed it as an action, though the free string may have accepted it. The description
 * change is critical, its trigger the signature line; a new name that only reads stays as it was
 * (a new read over the same backend, where reviewers differ). Raised like a text escalation: the
 * rule default is kept in `defaultSeverity`.
 */
export function catalogueActions(changes: Change[], before: ToolLockEntry, after: ToolLockEntry): Change[] {
  const index = changes.findIndex((change) => change.rule === 'tool_description_changed' && change.pointer === '/description');
  if (index < 0) return changes;
  const change = changes[index]!;
  if (change.severity === 'critical' || typeof change.after !== 'string' || typeof change.before !== 'string') return changes;
  const selector = freeActionSelector(after.definition);
  if (selector === undefined || freeActionSelector(before.definition) !== selector) return changes;
  const locked = catalogue(change.before);
  if (locked.size < 2) return changes;
  const current = catalogue(change.after);
  const fresh = [...current].filter(([name]) => !locked.has(name) && splitWords(name).some(actingNameWord));
  const text = change.after;
  const lists = `\`${selector}\` takes any string and the description lists the tool's actions as signatures`;
  const reasons: string[] = [];
  const triggers: Trigger[] = [];
  if (fresh.length > 0) {
    const [name, line] = fresh[0]!;
    reasons.push(`${lists}; it now lists ${fresh.map(([each]) => `\`${each}\``).join(', ')}, which the locked description did not: a new action`);
    triggers.push(
      { kind: 'text', signal: 'new_action', pattern: 'catalogued_action', quote: text.slice(line[0], line[1]), sentence: line, match: [line[0], line[0] + text.slice(line[0]).indexOf(name) + name.length] },
      { kind: 'parameter', parameter: selector, pointer: `/inputSchema/properties/${escapePointerToken(selector)}`, class: 'action_selector', tokens: [...splitWords(selector), name], evidence: 'description' },
    );
  } else {
    for (const { action, argument, sentence, classes } of newCapabilityArguments(change.before, text, locked, current)) {
      reasons.push(`${lists}; action \`${action}\` now documents argument \`${argument.name}\`: ${classes.map((each) => `${each.class} (${each.why})`).join(', ')}`);
      const [first] = classes;
      triggers.push({ kind: 'text', signal: 'new_argument', pattern: 'catalogued_argument', quote: text.slice(...sentence), sentence, match: argument.at });
      if (first !== undefined) triggers.push({ kind: 'parameter', parameter: `${action}.${argument.name}`, pointer: '/description', class: first.class, tokens: first.tokens, evidence: first.evidence });
    }
  }
  if (reasons.length === 0) return changes;
  const raised: Change = {
    ...change,
    severity: 'critical',
    defaultSeverity: change.defaultSeverity ?? change.severity,
    reasons: [...change.reasons, ...reasons],
    triggers: [...triggers, ...(change.triggers ?? [])],
  };
  return changes.map((each, at) => (at === index ? raised : each));
}

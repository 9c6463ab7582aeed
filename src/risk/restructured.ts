/**
 * New tools that restructure reviewed ones (issue 21): servers merge a family of tools into one
 * with a selector enum (blackveil-dns `generate` with `artifact: spf_record | dmarc_record | ...`
 * in place of `generate_spf_record`, `generate_dmarc_record`, ...), or split a tool with an action
 * enum into one tool per action (`list_brand_audit_watches` out of `brand_audit_watch` with
 * `action: register | list | delete`). The labelling rules make a renamed tool new, so a merged or
 * split-out tool that writes stays critical (azure-devops `wit_work_item_write`, the split-out
 * `register_*` and `delete_*`). One that only reads what the removed tools read, with their own
 * parameters, grows nothing the locked server had not been reviewed for: a warning that names the
 * removed tools.
 *
 * Positive evidence only, from the definitions of the same pair: every value of the selector names a
 * removed tool (the merged tool's name plus the value is the removed tool's name), every other
 * parameter is one a removed tool took with the same schema (descriptions aside), the removed tools
 * were readers and the new tool's hints claim no more than theirs.
 */
import canonicalize from 'canonicalize';
import { isJsonObject, type JsonObject, type JsonValue } from '../json.js';
import { escapeRegExp } from '../regexp.js';
import { docstringOf } from './docstring.js';
import { assessToolRiskDetailed } from './index.js';
import { singular } from './newTool.js';
import { READ_NAME_VERBS, actingNameWord, actingProseWord } from './vocabulary.js';
import { SENTENCE_BREAK, splitWords } from './words.js';

/** Words of a name that say nothing about what it does. */
const FILLERS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'of', 'for', 'by', 'in', 'on', 'to', 'from', 'and', 'or', 'with', 'all']);
/** Keywords that document a schema and constrain nothing: a merged tool rewrites them ("spf_record: providers to include"). */
const DOCUMENTING = new Set(['description', 'title', 'examples', 'example', '$comment']);
/** Keywords whose values are maps of names to schemas: their keys are names, not keywords. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

export interface Restructured {
  kind: 'restructured';
  reason: string;
  /** The removed tools this one merges or is split out of. */
  from: string[];
}

const nameWords = (name: unknown): string[] => (typeof name === 'string' ? splitWords(name).filter((word) => !FILLERS.has(word)).map(singular) : []);

/** A schema without what only documents it, canonical: two parameters that accept the same values compare equal. */
function constraintKey(schema: JsonValue | undefined): string {
  const strip = (value: JsonValue, map: boolean): JsonValue => {
    if (Array.isArray(value)) return value.map((each) => strip(each, false));
    if (!isJsonObject(value)) return value;
    const out: JsonObject = {};
    for (const [key, inner] of Object.entries(value)) {
      if (!map && DOCUMENTING.has(key)) continue;
      out[key] = strip(inner, !map && SCHEMA_MAPS.has(key));
    }
    return out;
  };
  return canonicalize(schema === undefined ? null : strip(schema, false)) ?? '';
}

const propertiesOf = (tool: JsonObject): JsonObject => (isJsonObject(tool.inputSchema) && isJsonObject(tool.inputSchema.properties) ? tool.inputSchema.properties : {});
const annotationsOf = (tool: JsonObject): JsonObject => (isJsonObject(tool.annotations) ? tool.annotations : {});

/** A removed tool that read: declared read-only and not destructive, or, with no hint written, a read verb and no verb that acts in its name. */
function readRemoved(tool: JsonObject): boolean {
  const hints = annotationsOf(tool);
  if (hints.destructiveHint === true || hints.readOnlyHint === false) return false;
  if (hints.readOnlyHint === true) return true;
  const words = splitWords(String(tool.name ?? ''));
  return words.some((word) => READ_NAME_VERBS.has(word)) && !words.some(actingNameWord);
}

/** The new tool's hints claim no more than the removed tools' did: not writing, not destructive, open-world only where one of them was. */
function hintsWithin(tool: JsonObject, removed: readonly JsonObject[]): boolean {
  const hints = annotationsOf(tool);
  if (hints.readOnlyHint === false || hints.destructiveHint === true) return false;
  return hints.openWorldHint !== true || removed.some((each) => annotationsOf(each).openWorldHint !== false);
}

/** Every parameter but `except` is one a removed tool took, with the same constraints. */
function parametersTaken(tool: JsonObject, removed: readonly JsonObject[], except?: string): boolean {
  const taken = new Set(removed.flatMap((each) => Object.entries(propertiesOf(each)).map(([name, schema]) => `${name}\u0000${constraintKey(schema)}`)));
  return Object.entries(propertiesOf(tool)).every(([name, schema]) => name === except || taken.has(`${name}\u0000${constraintKey(schema)}`));
}

/** No sentence of the description opens with a verb that acts, but the words the removed tools' names already held. */
function statesNoOtherAct(tool: JsonObject, allowed: ReadonlySet<string>): boolean {
  const description = typeof tool.description === 'string' ? tool.description : '';
  return description.split(SENTENCE_BREAK).every((sentence) => {
    const first = splitWords(sentence)[0] ?? '';
    return !actingProseWord(first) || [first, singular(first), first.replace(/s$/, '')].some((form) => allowed.has(form));
  });
}

/**
 * A new tool that merges removed readers: a string enum parameter (the selector) whose every value,
 * joined to the new tool's name, is a removed tool's name (`generate` + `fix_plan` = `generate_fix_plan`),
 * two removed tools at least, all of them readers.
 */
function mergesReaders(tool: JsonObject, removed: readonly JsonObject[]): Restructured | undefined {
  const own = new Set(nameWords(tool.name));
  if (own.size === 0) return undefined;
  for (const [selector, schema] of Object.entries(propertiesOf(tool))) {
    const values = isJsonObject(schema) && Array.isArray(schema.enum) ? schema.enum : [];
    if (values.length < 2 || !values.every((value) => typeof value === 'string')) continue;
    const merged: JsonObject[] = [];
    for (const value of values as string[]) {
      const valueWords = nameWords(value);
      const match = removed.find((each) => {
        if (merged.includes(each)) return false;
        const words = nameWords(each.name);
        const rest = words.filter((word) => !valueWords.includes(word));
        // The removed name is the value's words and the new name's words, nothing else.
        return valueWords.length > 0 && valueWords.every((word) => words.includes(word)) && rest.length > 0 && rest.every((word) => own.has(word));
      });
      if (match === undefined) break;
      merged.push(match);
    }
    if (merged.length !== values.length || merged.length < 2) continue;
    if (![...own].every((word) => merged.some((each) => nameWords(each.name).includes(word)))) continue;
    if (!merged.every(readRemoved) || !hintsWithin(tool, merged) || !parametersTaken(tool, merged, selector)) continue;
    if (!statesNoOtherAct(tool, new Set(merged.flatMap((each) => nameWords(each.name))))) continue;
    const names = merged.map((each) => String(each.name));
    return {
      kind: 'restructured',
      reason: `merges removed tools that read (${names.map((each) => `"${each}"`).join(', ')}): each value of its \`${selector}\` names one of them, its other parameters are theirs with the same constraints, its hints claim no more than theirs, no sentence states another act`,
      from: names,
    };
  }
  return undefined;
}

/**
 * A new tool split out of a removed one: its name is the removed tool's name plus a value of that tool's
 * enum parameter (`list` + `brand_audit_watch`, `generate` + `spf_record`), its parameters the removed
 * tool's. Either that value is a read verb (the read action of a tool that also wrote) or the removed tool
 * was itself a reader (one output of a merged generator, the reverse of `mergesReaders`).
 */
function splitsReader(tool: JsonObject, removed: readonly JsonObject[]): Restructured | undefined {
  const own = new Set(nameWords(tool.name));
  if (own.size === 0) return undefined;
  for (const old of removed) {
    const oldWords = nameWords(old.name);
    if (oldWords.length === 0 || !oldWords.every((word) => own.has(word))) continue;
    const rest = [...own].filter((word) => !oldWords.includes(word));
    if (rest.length === 0) continue;
    const selector = Object.entries(propertiesOf(old)).find(([, schema]) => isJsonObject(schema) && Array.isArray(schema.enum) && schema.enum.length >= 2
      && schema.enum.some((value) => typeof value === 'string' && sameWords(nameWords(value), rest)));
    if (selector === undefined) continue;
    const readAction = rest.length === 1 && READ_NAME_VERBS.has(rest[0]!) && ![...own].some(actingNameWord);
    const readerSplit = readRemoved(old) && !rest.some(actingNameWord);
    if (!readAction && !readerSplit) continue;
    if (!hintsWithin(tool, [old]) || !parametersTaken(tool, [old])) continue;
    if (!statesNoOtherAct(tool, new Set(oldWords))) continue;
    const action = rest.join('_');
    return {
      kind: 'restructured',
      reason: readAction
        ? `the "${action}" action of removed tool "${String(old.name)}" as a tool of its own: its \`${selector[0]}\` held "${action}", the new name is its name and that read verb, its parameters are the removed tool's with the same constraints, its hints claim no writes or destruction, no sentence states an act`
        : `one "${action}" of removed reader "${String(old.name)}" as a tool of its own: its \`${selector[0]}\` held it, the new name is its name and that value, its parameters are the removed tool's with the same constraints, its hints claim no more than the removed tool's, no sentence states another act`,
      from: [String(old.name)],
    };
  }
  return undefined;
}

const sameWords = (a: readonly string[], b: readonly string[]): boolean => a.length > 0 && new Set(a).size === new Set(b).size && a.every((word) => b.includes(word));

/** The removed tools of the same diff a new tool merges (readers only) or is one read action of; undefined when neither shows. */
export function restructuredFrom(tool: JsonObject, removed: readonly JsonObject[]): Restructured | undefined {
  if (removed.length === 0) return undefined;
  return mergesReaders(tool, removed) ?? splitsReader(tool, removed) ?? renamesReader(tool, removed) ?? carvesReadActions(tool, removed);
}

/**
 * The read actions of a removed tool that also wrote, carved out under another name (hummingbot `explore_dex_pools`,
 * `action: list_pools | get_pool_info`, out of the removed `manage_gateway_clmm`, whose `action` also opened and closed
 * positions): an enum parameter whose values are all values the removed tool's parameter of the same name held, each a
 * read verb with objects only (no verb that acts), every other parameter the removed tool's with the same constraints,
 * hints claiming no writes, no sentence opening with a verb that acts but one the removed tool's name or the carved
 * values held, no parameter documented for the actions left behind only.
 * A subset of what was reviewed, and only its reading part: a new reader over what the locked tool read.
 */
function carvesReadActions(tool: JsonObject, removed: readonly JsonObject[]): Restructured | undefined {
  if (splitWords(String(tool.name ?? '')).some(actingNameWord)) return undefined;
  for (const [selector, schema] of Object.entries(propertiesOf(tool))) {
    const values = isJsonObject(schema) && Array.isArray(schema.enum) ? schema.enum : [];
    if (values.length === 0 || !values.every((value) => typeof value === 'string')) continue;
    const reads = (values as string[]).every((value) => {
      const words = splitWords(value);
      return words.some((word) => READ_NAME_VERBS.has(word)) && !words.some(actingNameWord);
    });
    if (!reads) continue;
    for (const old of removed) {
      const oldSchema = propertiesOf(old)[selector];
      const oldValues = isJsonObject(oldSchema) && Array.isArray(oldSchema.enum) ? oldSchema.enum : [];
      if (!values.every((value) => oldValues.includes(value)) || !hintsWithin(tool, [old]) || !parametersTaken(tool, [old], selector)) continue;
      // The words of the removed tool's name and of the carved values only: not the actions left behind ("Closes any
      // stale positions" where `close_position` was not carved).
      if (!statesNoOtherAct(tool, new Set([...nameWords(old.name), ...(values as string[]).flatMap((value) => nameWords(value))]))) continue;
      // Nor a parameter the removed tool documented for the actions left behind only ("position_address: ... (required
      // for close_position and collect_fees)"): the carved tool would take what only a write used.
      const left = (oldValues as JsonValue[]).filter((value): value is string => typeof value === 'string' && !values.includes(value));
      const namesAny = (text: string, among: readonly string[]) => among.some((value) => new RegExp(`(?<![\\w])${escapeRegExp(value)}(?![\\w])`).test(text));
      const forLeftOnly = Object.entries(propertiesOf(tool)).some(([parameter, schema]) => {
        if (parameter === selector) return false;
        const text = [docstringOf(parameter, propertiesOf(old)[parameter], old.description), isJsonObject(schema) && typeof schema.description === 'string' ? schema.description : undefined]
          .filter((each): each is string => each !== undefined).join(' ');
        return namesAny(text, left) && !namesAny(text, values as string[]);
      });
      if (forLeftOnly) continue;
      return {
        kind: 'restructured',
        reason: `the read actions of removed tool "${String(old.name)}" under another name: every value of its \`${selector}\` (${values.map((value) => JSON.stringify(value)).join(', ')}) is one the removed tool's held, each a read verb and no verb that acts, its other parameters are the removed tool's with the same constraints, its hints claim no writes or destruction, no sentence states another act`,
        from: [String(old.name)],
      };
    }
  }
  return undefined;
}

/** The words of a description that act (write, delete, send...), singular. */
const actingWordsOf = (description: unknown): string[] => (typeof description === 'string' ? splitWords(description).filter(actingProseWord).map(singular) : []);

/** The entries of `required`, as a sorted list: two schemas that demand the same parameters compare equal. */
const requiredOf = (tool: JsonObject): string => JSON.stringify(isJsonObject(tool.inputSchema) && Array.isArray(tool.inputSchema.required)
  ? tool.inputSchema.required.filter((name): name is string => typeof name === 'string').sort() : []);

/**
 * A reader under another read verb (linode `get_firewall_rules` -> `list_firewall_rules`, "Get all rules for a specific
 * firewall" -> "List all rules ..."): a removed reader whose name holds the same objects (the words besides read verbs)
 * and takes the same parameters with the same constraints, the same ones required; both names a read verb and no verb
 * that acts; the new tool's hints claim no more than the removed one's, no sentence opens with a verb that acts but the
 * old name's words, and its capability categories are among the removed tool's. The same reading under a new name:
 * a renamed tool is new, and a new reader over what the locked tool already read is one reviewers differ on.
 */
function renamesReader(tool: JsonObject, removed: readonly JsonObject[]): Restructured | undefined {
  const own = nameWords(tool.name);
  const objects = own.filter((word) => !READ_NAME_VERBS.has(word));
  if (objects.length === 0 || objects.length === own.length || own.some(actingNameWord)) return undefined;
  const matches = removed.filter((old) => {
    const oldWords = nameWords(old.name);
    const oldObjects = oldWords.filter((word) => !READ_NAME_VERBS.has(word));
    return oldObjects.length < oldWords.length && sameWords(oldObjects, objects) && readRemoved(old) && !oldWords.some(actingNameWord)
      && parametersTaken(tool, [old]) && parametersTaken(old, [tool]) && requiredOf(tool) === requiredOf(old);
  });
  // One removed reader only: two of the same objects and input leave which one it renames open.
  if (matches.length !== 1) return undefined;
  const old = matches[0]!;
  if (!hintsWithin(tool, [old]) || !statesNoOtherAct(tool, new Set(nameWords(old.name)))) return undefined;
  // Anywhere in the text, not only opening a sentence ("..., then delete the rules no device uses"): every word that
  // acts is one the removed tool's description or name already held.
  const had = new Set([...actingWordsOf(old.description), ...nameWords(old.name)]);
  if (actingWordsOf(tool.description).some((word) => !had.has(word))) return undefined;
  const lockedCategories = new Set(assessToolRiskDetailed(old).assessment.categories);
  const categories = assessToolRiskDetailed(tool).assessment.categories;
  if (!categories.every((category) => lockedCategories.has(category))) return undefined;
  return {
    kind: 'restructured',
    reason: `removed reader "${String(old.name)}" under another read verb: the same objects in its name (${objects.map((word) => `"${word}"`).join(', ')}), the same parameters with the same constraints, its hints claim no more, its capability categories (${categories.length === 0 ? 'none' : categories.join(', ')}) are the removed tool's`,
    from: [String(old.name)],
  };
}

/** For docs/RULES.md. */
export const RESTRUCTURED_KIND = {
  id: 'restructured',
  title: 'merges removed readers, is one read action of a removed tool, renames a removed reader\'s read verb, or carves out a removed tool\'s read actions',
  evidence: `a string enum parameter of two values or more, each of which, joined to the new tool's name, is the name of a tool removed in the same diff (\`generate\` + \`fix_plan\` = \`generate_fix_plan\`), every removed tool so merged a reader (readOnlyHint true and not destructive, or with no hint a read verb and no verb that acts in its name); or the name of a removed tool and a value its enum parameter held, that value a read verb (${[...READ_NAME_VERBS].join(', ')}) with no verb that acts in the name (\`list_brand_audit_watches\` out of \`brand_audit_watch\` with \`action: register | list | delete\`), or the removed tool a reader and the value no verb that acts (\`generate_spf_record\` out of a read-only \`generate\` with \`artifact: spf_record | ...\`). Or a removed reader under another read verb (\`list_firewall_rules\` for \`get_firewall_rules\`): the same objects in the name, the same parameters with the same constraints and the same required ones, both names a read verb and no verb that acts, capability categories among the removed tool's. Or the read actions of a removed tool under another name: an enum parameter whose values are all values the removed tool's parameter of the same name held, each a read verb and no verb that acts (\`explore_dex_pools\` with \`action: list_pools | get_pool_info\` out of a removed \`manage_gateway_clmm\` that also opened positions), no sentence opening with a verb of the actions left behind, and no parameter the removed tool documented for those actions only ("required for close_position"). Either way every other parameter is one the removed tools took with the same constraints (descriptions aside), the hints claim no writes, no destruction and the open world only where a removed tool did, and no sentence of the description opens with a verb that acts but one the removed tools' names held. A merged or split-out tool that writes stays critical: a renamed tool is new`,
} as const;

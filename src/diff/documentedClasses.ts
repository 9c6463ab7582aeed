import { isJsonObject, type JsonObject, type JsonValue } from '../json.js';
import type { ToolLockEntry } from '../lockfile/types.js';
import { docstringOf } from '../risk/docstring.js';
import { assessToolRiskDetailed } from '../risk/index.js';
import { CLASS_WORDS, VALUE_CLASSES } from '../risk/parameterClasses.js';
import { splitWords, wordRuns } from '../risk/words.js';
import { actionValues, assessParameter, isActionSelector, toolWrites, type ParameterFinding } from '../risk/parameters.js';
import { singular } from '../risk/newTool.js';
import { actingNameWord } from '../risk/vocabulary.js';
import { escapeRegExp } from '../regexp.js';
import { sentenceAround } from './text/offsets.js';
import type { Change, Trigger } from './types.js';

/**
 * An existing parameter whose documentation now gives it a value class its locked documentation did
 * not (semaphore create_inventory `inventory_data`: "Inventory content" -> "Inventory content (for
 * "static") or file path on the Semaphore server (for "file")"): the same name and schema take a
 * path, a URL, a command, a query or a credential nobody reviewed as one. Critical on the text change
 * that says it (the tool's docstring or the parameter's own description). When that text ties the new
 * reading to a parameter new in this change, by its name or a value its documentation lists ("(for
 * "file")" and `inventory_type`: "such as "static", "static-yaml", or "file""), the new parameter is
 * the switch that turns the old one into the new class: critical too. Raised like a text escalation:
 * the rule default is kept in `defaultSeverity`.
 */
export function documentedClassWidened(changes: Change[], before: ToolLockEntry, after: ToolLockEntry): Change[] {
  const locked = properties(before.definition.inputSchema);
  const live = properties(after.definition.inputSchema);
  const lockedTool = { writes: toolWrites(before.definition, before.risk.categories), categories: before.risk.categories };
  const liveTool = { writes: lockedTool.writes, categories: after.risk.categories };
  const widened: Widened[] = [];
  let strong: ReadonlySet<string> | undefined;
  const lockedStrong = (): ReadonlySet<string> => (strong ??= new Set(assessToolRiskDetailed(before.definition).evidence.filter((each) => each.strong && !each.label.startsWith('level:')).map((each) => each.category)));
  for (const [name, schema] of Object.entries(live)) {
    const lockedSchema = locked[name];
    if (lockedSchema === undefined) continue;
    // Its own description, or its docstring entry when that changed beside an unchanged own description.
    const lockedDocs = documentations(name, lockedSchema, before.definition.description);
    const liveDocs = documentations(name, schema, after.definition.description);
    const changedAt = liveDocs.findIndex((doc) => doc !== undefined && doc.text !== lockedDocs.find((each) => each?.from === doc.from)?.text);
    if (changedAt === -1) continue;
    const liveDoc = liveDocs[changedAt]!;
    const lockedDoc = lockedDocs.find((each) => each?.from === liveDoc.from) ?? lockedDocs.find((each) => each !== undefined);
    // Only a parameter that carried no value at all: a URL also documented as a local path, a path also
    // as a URL, is another spelling of a place it already took (server-pdf `url`: "PDF URL or local file path").
    const had = lockedDocs.some((doc) => assessParameter(name, readAs(lockedSchema, doc), { nested: 'none', tool: lockedTool, ...(doc?.from === 'docstring' && { documentation: doc.text }) })
      // Read as the new text is below: "INI file format" names a format, no file.
      .findings.some((finding) => VALUE_CLASSES.has(finding.class) && !(doc !== undefined && finding.tokens.every((token) => modifiesAnotherHead(doc.text, token)))));
    if (had) continue;
    // Words the locked documentation said of the value: not negated ("not a path"), not modifying another head ("INI file format").
    const lockedTexts = lockedDocs.filter((doc) => doc !== undefined).map((doc) => doc.text);
    const lockedWords = new Set(lockedTexts.flatMap((text) => {
      const runs = wordRuns(text, true);
      const negated = new Set(runs.flatMap((run) => run.words.filter((_, i) => run.negated[i])));
      for (const run of runs) run.words.forEach((word, i) => { if (!run.negated[i]) negated.delete(word); });
      // Identifiers count too ("Resolves PROFILE_<NAME>_PASSWORD"), which prose runs leave out.
      return splitWords(text).filter((word) => !negated.has(word) && !modifiesAnotherHead(text, word));
    }));
    const ownWords = new Set([...splitWords(name), ...splitWords(String(after.definition.name ?? ''))]);
    const gained = assessParameter(name, readAs(schema, liveDoc), { nested: 'none', tool: liveTool, ...(liveDoc.from === 'docstring' && { documentation: liveDoc.text }) })
      // The user's goal written out ("what the user is trying to learn") is conversation content the server now receives.
      .findings.filter((finding) => (VALUE_CLASSES.has(finding.class) || finding.class === 'conversation_content') && (finding.evidence === 'description' || finding.evidence === 'docstring')
        // The words that name the value in the head of its documentation ("file path on the server"), not a
        // phrase of a list it documents ("- dockerhub (aliases: docker) - Docker images").
        && NAMING_EVIDENCE.test(finding.why)
        // A word of its own, not a part of an identifier ("sql" of `CreateMySQLInstance`).
        && finding.tokens.some((token) => wordIn(liveDoc.text, token))
        // The head of what the value is, not a modifier of another head ("URL slug", "Command name", "Field path").
        && !finding.tokens.every((token) => modifiesAnotherHead(liveDoc.text, token))
        // Said before, past the words the class reads ("This should be valid JavaScript code", "Resolves PROFILE_<NAME>_PASSWORD").
        && !saidWordsOf(finding).some((word) => lockedWords.has(word))
        // What the tool already did with its values (a query of a tool that ran SQL, a command of one that ran commands).
        // Only categories with evidence of their own: "Inventory content in INI file format" gave write_file by a lone prose word.
        && !(CLASS_CATEGORIES[finding.class] ?? []).some((category) => lockedStrong().has(category))
        // "Notebook name or path", "Plugin folder name": the path of the object the parameter or tool names, no place on a disk.
        && !qualifiedByOwnObject(liveDoc.text, finding.tokens, ownWords));
    if (gained.length > 0) widened.push({ name, doc: liveDoc, finding: gained[0]! });
  }
  if (widened.length === 0) return changes;
  const added = changes.filter((change) => change.rule === 'input_property_added' && /^\/inputSchema\/properties\/[^/]+$/.test(change.pointer ?? ''));
  return changes.map((change) => {
    if (change.severity === 'critical') return change;
    const said = widened.filter((each) => change.pointer === each.doc.pointer);
    if (said.length > 0 && typeof change.after === 'string') return raiseText(change, change.after, said[0]!);
    const name = (change.pointer ?? '').split('/').pop()!.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!added.includes(change)) return change;
    const switched = widened.map((each) => ({ each, by: switchWord(name, live[name], after.definition.description, each.doc.text) }))
      .find((found) => found.by !== undefined);
    if (switched === undefined) return change;
    const { each } = switched;
    const by = switched.by!;
    return {
      ...change,
      severity: 'critical',
      defaultSeverity: change.defaultSeverity ?? change.severity,
      reasons: [...change.reasons, `\`${name}\` switches \`${each.name}\` into ${each.finding.class}: its documentation now reads it as ${each.finding.tokens.join(', ')} when \`${name}\` is ${JSON.stringify(by)} ("${clip(each.doc.text)}")`],
      triggers: [
        { kind: 'parameter', parameter: each.name, pointer: `/inputSchema/properties/${each.name}`, class: each.finding.class, tokens: [...each.finding.tokens, name, by], evidence: each.finding.evidence },
        ...(change.triggers ?? []),
      ],
    };
  });
}

const NAMING_EVIDENCE = /^(?:word "[^"]+"|"[^"]+") in (?:description|docstring)$/;

/** The tool categories that already take a value of each class. */
const CLASS_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  execute_command: ['execute_command'],
  file_access: ['read_file', 'write_file'],
  network_target: ['network_request'],
  query_language: ['database_access'],
};

function classWordsOf(cls: string): string[] {
  const words = CLASS_WORDS.find((each) => each.class === cls);
  const own = words === undefined ? [] : [...words.inName, ...words.inText];
  // Credentials have no CLASS_WORDS entry: the words that name one outright.
  return cls === 'credential' ? [...own, 'password', 'passwords', 'secret', 'secrets', 'token', 'tokens', 'credential', 'credentials', 'apikey', 'key', 'keys'] : own;
}

/** The words that said a class before: the finding's own and the class's words in prose (not `file` of "INI file format"). */
function saidWordsOf(finding: ParameterFinding): string[] {
  const words = CLASS_WORDS.find((each) => each.class === finding.class);
  return [...finding.tokens, ...(words === undefined ? classWordsOf(finding.class) : words.inText)];
}

/** Heads a class word may modify without naming the value ("URL slug", "command name", "path prefix"). */
const MODIFIED_HEADS: ReadonlySet<string> = new Set(['slug', 'slugs', 'name', 'names', 'id', 'ids', 'label', 'title', 'prefix', 'suffix', 'pattern', 'patterns',
  'format', 'type', 'segment', 'parameter', 'parameters', 'encoding', 'encoded', 'style', 'length', 'count', 'separator', 'template', 'templates']);
/** Words before `path` that make it a path in data, not on a disk ("field path", "JSON path", "key path"). */
const DATA_PATH_QUALIFIERS: ReadonlySet<string> = new Set(['field', 'fields', 'json', 'key', 'property', 'attribute', 'dot', 'object', 'data', 'xml', 'yaml', 'document', 'tree', 'node', 'column', 'breadcrumb', 'menu', 'category', 'url', 'api', 'route', 'http', 'ref', 'refs', 'git', 'branch']);

/** Whether every occurrence of the class word modifies another head, or is a data path. */
function modifiesAnotherHead(text: string, token: string): boolean {
  const occurrences = [...text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}_-])${escapeRegExp(token)}(?:-encoded)?(?![\\p{L}\\p{N}_])`, 'giu'))];
  if (occurrences.length === 0) return false;
  return occurrences.every((found) => {
    const after = splitWords(text.slice(found.index! + found[0].length).split(/[.;:!?()\n,]/, 1)[0]!)[0];
    const before = splitWords(text.slice(0, found.index!)).at(-1);
    return found[0].toLowerCase().endsWith('-encoded') || (after !== undefined && MODIFIED_HEADS.has(after))
      || ((token === 'path' || token === 'paths') && before !== undefined && DATA_PATH_QUALIFIERS.has(before));
  });
}

const BETWEEN_OBJECT_AND_PLACE: ReadonlySet<string> = new Set(['name', 'id', 'title', 'slug', 'or', 'and', 'its', 'the', 'full']);

/** The class word comes right after (up to three words, no punctuation between) a word of the parameter's or tool's own name. */
function qualifiedByOwnObject(text: string, tokens: readonly string[], own: ReadonlySet<string>): boolean {
  for (const token of tokens) {
    const at = new RegExp(`(?<![\\p{L}\\p{N}_-])${escapeRegExp(token)}`, 'iu').exec(text);
    if (at === null) continue;
    const before = /(?:^|[.;:!?()\n,"'`])([^.;:!?()\n,"'`]*)$/.exec(text.slice(0, at.index))?.[1] ?? '';
    // "Notebook name or path", "Plugin folder name": only name-like words between the object and the class word.
    const words = splitWords(before).slice(-3);
    const ownAt = words.findLastIndex((word) => own.has(word) && !classWordsOf('file_access').includes(word) && !classWordsOf('network_target').includes(word));
    if (ownAt !== -1 && words.slice(ownAt + 1).every((word) => BETWEEN_OBJECT_AND_PLACE.has(word))) return true;
  }
  return false;
}

interface Widened {
  name: string;
  doc: { text: string; from: 'description' | 'docstring'; pointer: string };
  finding: ParameterFinding;
}

function properties(schema: JsonValue | undefined): Record<string, JsonValue> {
  return isJsonObject(schema) && isJsonObject(schema.properties) ? schema.properties : {};
}

/** The schema as read with one documentation: without its own description when that is its docstring entry. */
function readAs(schema: JsonValue, doc: Widened['doc'] | undefined): JsonValue {
  if (doc?.from !== 'docstring' || !isJsonObject(schema) || typeof schema.description !== 'string') return schema;
  const { description: _own, ...rest } = schema;
  return rest;
}

/** The parameter's own description and its docstring entry in the tool's description, each where present. */
function documentations(name: string, schema: JsonValue, toolDescription: unknown): Array<Widened['doc'] | undefined> {
  const own = documentation(name, schema, toolDescription);
  if (own?.from !== 'description') return [own];
  const text = docstringOf(name, {}, toolDescription);
  return [own, text === undefined ? undefined : { text, from: 'docstring', pointer: '/description' }];
}

function documentation(name: string, schema: JsonValue, toolDescription: unknown): Widened['doc'] | undefined {
  if (isJsonObject(schema) && typeof schema.description === 'string' && schema.description.trim() !== '') {
    return { text: schema.description, from: 'description', pointer: `/inputSchema/properties/${name.replace(/~/g, '~0').replace(/\//g, '~1')}/description` };
  }
  const text = docstringOf(name, schema, toolDescription);
  return text === undefined ? undefined : { text, from: 'docstring', pointer: '/description' };
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}...` : flat;
}

/** The new parameter's name, or a value it lists (enum, or quoted in its documentation), named in the widened text. */
function switchWord(name: string, schema: JsonValue | undefined, toolDescription: unknown, widenedText: string): string | undefined {
  const values = new Set<string>();
  if (isJsonObject(schema)) {
    if (Array.isArray(schema.enum)) for (const value of schema.enum) if (typeof value === 'string') values.add(value);
    const own = typeof schema.description === 'string' ? schema.description : docstringOf(name, schema, toolDescription);
    if (own !== undefined) for (const quoted of own.matchAll(/["'`“]([\w.-]{2,40})["'`”]/g)) values.add(quoted[1]!);
    if (typeof (schema as JsonObject).default === 'string') values.delete(String((schema as JsonObject).default));
  }
  if (wordIn(widenedText, name)) return name;
  // Named in prose ("when the inventory type is file"): the name's words in order.
  const spoken = splitWords(name).join(' ');
  if (spoken.includes(' ') && new RegExp(`\\b${escapeRegExp(spoken)}\\b`, 'i').test(widenedText)) return spoken;
  // An enum value unquoted after a condition word ("(for remote)").
  if (isJsonObject(schema) && Array.isArray(schema.enum)) {
    for (const value of schema.enum) {
      if (typeof value === 'string' && value !== (schema as JsonObject).default && new RegExp(`\\b(?:for|when|with|if|using)\\s+(?:[\\w-]+\\s+){0,2}${escapeRegExp(value)}\\b`, 'i').test(widenedText)) return value;
    }
  }
  // Only a value written as a value (quoted) in the widened text: "(for "file")", not the word "file" in prose.
  for (const value of values) if (new RegExp(`["'\`“]${escapeRegExp(value)}["'\`”]`, 'i').test(widenedText)) return value;
  return undefined;
}

function wordIn(text: string, word: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}_-])${escapeRegExp(word)}(?![\\p{L}\\p{N}_-])`, 'iu').test(text);
}

/** Where the parameter's entry starts in its tool's description (`name:` of a docstring), or 0 for its own description. */
function entryStart(text: string, doc: Widened['doc'], name: string): number {
  return doc.from === 'docstring' ? Math.max(0, text.search(new RegExp(`(?<![\\w-])${escapeRegExp(name)}\\s*(?:\\([^)]*\\))?\\s*:`))) : 0;
}

function raiseText(change: Change, text: string, widened: Widened): Change {
  // The sentence of the parameter's entry that holds the class's word.
  const start = entryStart(text, widened.doc, widened.name);
  const found = widened.finding.tokens.map((each) => new RegExp(`(?<![\\p{L}\\p{N}_-])${escapeRegExp(each)}`, 'iu').exec(text.slice(start))).find((each) => each !== null) ?? null;
  if (found === null) return change;
  const match: [number, number] = [start + found.index, start + found.index + found[0].length];
  const sentence = sentenceAround(text, match[0], match[1]);
  return {
    ...change,
    severity: 'critical',
    defaultSeverity: change.defaultSeverity ?? change.severity,
    reasons: [...change.reasons, `\`${widened.name}\` is now documented as ${widened.finding.class} (${widened.finding.why}), which its locked documentation did not say: the same parameter takes a new kind of value`],
    triggers: [
      { kind: 'text', signal: 'documented_class', pattern: widened.finding.class, quote: text.slice(sentence[0], sentence[1]), sentence, match },
      { kind: 'parameter', parameter: widened.name, pointer: `/inputSchema/properties/${widened.name}`, class: widened.finding.class, tokens: widened.finding.tokens, evidence: widened.finding.evidence },
      ...(change.triggers ?? []),
    ],
  };
}

/**
 * A free string that selects the system a tool reaches or the action it takes, whose documentation
 * lists the values it takes, now lists values the locked documentation never named (versionator
 * get_package_version `package_manager`: "(npm, rubygems, pypi, hex)" -> a list adding crates,
 * bioconda, cran, terraform, dockerhub, cpan, go): each is a registry, provider or action nobody
 * reviewed, as a new enum value of such a parameter is (input_enum_value_added). The free string may
 * have accepted it; the documentation is what tells the model to use it. Critical on the text change
 * that lists it.
 */
export function listedValuesGrew(changes: Change[], before: ToolLockEntry, after: ToolLockEntry, lockedWords?: () => ReadonlySet<string>): Change[] {
  const locked = properties(before.definition.inputSchema);
  const live = properties(after.definition.inputSchema);
  const tool = { writes: toolWrites(before.definition, before.risk.categories), categories: before.risk.categories };
  const grown: Array<{ name: string; doc: Widened['doc']; values: string[]; kind: 'system' | 'action' }> = [];
  for (const [name, schema] of Object.entries(live)) {
    const lockedSchema = locked[name];
    if (lockedSchema === undefined || !freeString(schema) || !freeString(lockedSchema)) continue;
    const liveOwn = documentation(name, schema, after.definition.description);
    const liveDoc = liveOwn ?? actionMenu(name, schema, after.definition.description);
    const lockedDoc = documentation(name, lockedSchema, before.definition.description) ?? actionMenu(name, lockedSchema, before.definition.description);
    // A bare pipe menu counts only as the tool's menu of actions ("status|set|auth"), not inside a parameter's own
    // text ("auto | tavily | brave": providers the operator configures).
    const menus = liveOwn === undefined;
    if (liveDoc === undefined || liveDoc.text === lockedDoc?.text) continue;
    const known = new Set([...splitWords(lockedDoc?.text ?? ''), ...splitWords(typeof before.definition.description === 'string' ? before.definition.description : '')]);
    const aliases = new Map<string, string[]>();
    const listed = listedValues(rawEntry(liveDoc, name, after.definition.description), aliases, menus);
    const lockedListed = listedValues(lockedDoc === undefined ? '' : rawEntry(lockedDoc, name, before.definition.description), undefined, menus);
    const fresh = listed.filter((value) => !splitWords(value).every((word) => known.has(word)) && !lockedListed.includes(value));
    const words = splitWords(name);
    const head = splitWords(liveDoc.text.split(/[.:(\n]/, 1)[0]!);
    if (words.some((word) => SYSTEM_SELECTORS.has(word)) || (words.some((word) => GENERIC_SELECTORS.has(word)) && head.some((word) => SYSTEM_SELECTORS.has(word)))) {
      // A registry the locked server already queried by another tool (`get_composer_package` beside a list now naming composer): no new reach.
      const server = lockedWords?.() ?? new Set<string>();
      const unnamed = fresh.filter((value) => !splitWords(value).every((word) => server.has(word)) && !(aliases.get(value) ?? []).some((word) => server.has(word) && !COMMON_ALIAS_WORDS.has(word)));
      if (unnamed.length > 0) grown.push({ name, doc: liveDoc, values: unnamed, kind: 'system' });
    } else if (isActionSelector(name, schema)) {
      // An action is this tool's: another tool of the server doing the same leaves this tool's new action unreviewed, and
      // a value joining words the locked actions held one by one (`update_comment` beside `update` and `comment`) is a
      // new pairing of act and object. Only a value the locked documentation wrote out as a phrase is known.
      const lockedText = [lockedDoc?.text ?? '', typeof before.definition.description === 'string' ? before.definition.description : ''].join('\n');
      const newActions = listed.filter((value) => !lockedListed.includes(value) && !phraseIn(lockedText, splitWords(value)));
      // A menu of the tool's actions names verbs of its own: any acting word of a value (`restore`, `setup_sync`), as in a name.
      const acting = [...new Set([...enumActionsOf(newActions, tool, name), ...(liveOwn === undefined ? newActions.filter((value) => splitWords(value).some(actingNameWord)) : [])])];
      if (acting.length > 0) grown.push({ name, doc: liveDoc, values: acting, kind: 'action' });
    }
  }
  if (grown.length === 0) return changes;
  return changes.map((change) => {
    const found = grown.find((each) => change.pointer === each.doc.pointer);
    if (found === undefined || change.severity === 'critical' || typeof change.after !== 'string') return change;
    const text = change.after;
    const start = entryStart(text, found.doc, found.name);
    const at = new RegExp(`(?<![\\p{L}\\p{N}_-])${escapeRegExp(found.values[0]!)}(?![\\p{L}\\p{N}_-])`, 'iu').exec(text.slice(start));
    if (at === null) return change;
    const match: [number, number] = [start + at.index, start + at.index + at[0].length];
    const sentence = sentenceAround(text, match[0], match[1]);
    const cls = found.kind === 'system' ? 'network_target' : 'action_selector';
    return {
      ...change,
      severity: 'critical',
      defaultSeverity: change.defaultSeverity ?? change.severity,
      reasons: [...change.reasons, `\`${found.name}\` selects the ${found.kind === 'system' ? 'system the tool reaches' : 'action the tool takes'}, and its documentation now lists ${found.values.map((value) => JSON.stringify(value)).join(', ')}, which the locked documentation never named: ${found.kind === 'system' ? 'systems it could not reach' : 'new actions'}`],
      triggers: [
        { kind: 'text', signal: 'listed_value', pattern: cls, quote: text.slice(sentence[0], sentence[1]), sentence, match },
        { kind: 'parameter', parameter: found.name, pointer: `/inputSchema/properties/${found.name}`, class: cls, tokens: [...splitWords(found.name), ...found.values], evidence: found.doc.from },
        ...(change.triggers ?? []),
      ],
    };
  });
}

/** Whether `words` occur in `text` in this order, next to each other ("add sub issue" in "add sub-issues": the plural aside). */
function phraseIn(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const textWords = splitWords(text).map(singular);
  const wanted = words.map(singular);
  return textWords.some((_, i) => wanted.every((word, j) => textWords[i + j] === word));
}

/** A line that is only a menu of identifiers joined by pipes: "status|set|cache_clear|auth|send_code". */
const PIPE_MENU = /^\s*([A-Za-z][\w.-]{0,30}(?:\s*\|\s*[A-Za-z][\w.-]{0,30})+)\s*$/m;
/**
 * better-telegram-mcp `config`: an action selector with no documentation of its own, on a tool whose
 * description is a menu of its actions ("status|set|cache_clear|auth|send_code", or after a label inside a sentence,
 * "Actions: add|search|list"): that menu documents it.
 */
function actionMenu(name: string, schema: JsonValue, toolDescription: unknown): Widened['doc'] | undefined {
  if (typeof toolDescription !== 'string' || !isActionSelector(name, schema)) return undefined;
  const menu = PIPE_MENU.exec(toolDescription.slice(0, 2000)) ?? LABELLED_MENU.exec(toolDescription.slice(0, 2000));
  return menu === null ? undefined : { text: menu[1]!, from: 'docstring', pointer: '/description' };
}
/** A menu after a label of actions inside a sentence: mnemo's "Persistent memory store. Actions: add|search|list|update." */
// Items end before a full stop ("stats." ends the sentence, not the name).
const LABELLED_MENU = /\b(?:actions?|operations?|commands?)\s*:\s*([A-Za-z][\w-]{0,30}(?:\.[\w-]+)*(?:\s*\|\s*[A-Za-z][\w-]{0,30}(?:\.[\w-]+)*)+)/i;

/** Words of an alias list that name no system ("aliases: r", "also: the default"). */
const COMMON_ALIAS_WORDS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'default', 'or', 'and', 'packages', 'package', 'e', 'g']);

/** Name words of a parameter that picks the system reached: a registry, provider, platform, service... */
// Not `source`, `site`, `engine`, `api` alone: their values are often languages, sections, tiers or versions of the same system.
const SYSTEM_SELECTORS: ReadonlySet<string> = new Set(['registry', 'registries', 'manager', 'provider', 'providers', 'platform', 'platforms', 'backend', 'backends',
  'exchange', 'exchanges', 'marketplace', 'hub', 'cloud', 'network', 'chain', 'ecosystem', 'ecosystems']);
/** Name words that pick something unnamed (`type`, `kind`): a system selector when the documentation's head names a system. */
const GENERIC_SELECTORS: ReadonlySet<string> = new Set(['type', 'kind', 'name', 'target', 'which']);

/** A docstring entry with its line breaks (docstringOf joins them): the lines under `name:`, indented deeper. */
function rawEntry(doc: Widened['doc'], name: string, toolDescription: unknown): string {
  if (doc.from !== 'docstring' || typeof toolDescription !== 'string') return doc.text;
  const lines = toolDescription.split(/\r?\n/);
  const start = lines.findIndex((line) => new RegExp(`^\\s*[-*]?\\s*${escapeRegExp(name)}\\s*(?:\\([^)]*\\))?\\s*:`).test(line));
  if (start === -1) return doc.text;
  const indent = /^\s*/.exec(lines[start]!)![0].length;
  const block = [lines[start]!];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() !== '' && /^\s*/.exec(line)![0].length <= indent) break;
    block.push(line);
  }
  return block.join('\n');
}

function freeString(schema: JsonValue | undefined): boolean {
  if (!isJsonObject(schema) || Array.isArray(schema.enum) || schema.const !== undefined) return false;
  const types = Array.isArray(schema.anyOf) ? schema.anyOf.filter(isJsonObject).map((branch) => branch.type) : [schema.type];
  return types.includes('string') && !types.some((type) => type === 'object' || type === 'array');
}

/**
 * Values a documentation lists: bullet items ("- crates (aliases: cargo) - Rust crates"), a
 * parenthesised list of three or more ("(npm, rubygems, pypi, hex)"), or a list after "one of",
 * "supported", "available", "options", "values" or "choices", or three quoted values or more in a row. One or two
 * quoted values are examples, not a list.
 */
const QUOTED_RUN = /['"`][A-Za-z][\w.-]{0,40}['"`](?:\s*(?:,|\bor\b|\band\b|\|)\s*(?:(?:or|and)\s+)?['"`][A-Za-z][\w.-]{0,40}['"`]){2,}/g;
export function listedValues(text: string, aliases?: Map<string, string[]>, menus = false): string[] {
  const values = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const bullet = /^\s*(?:[-*•]|\d{1,2}[.)])\s+[`"']?([A-Za-z][\w.-]{0,40})[`"']?(?=\s*(?:\(|[-–—:]\s|,|$))/.exec(line);
    if (bullet === null) continue;
    values.add(bullet[1]!.toLowerCase());
    // "- nuget (aliases: dotnet, .net)": other names of the same value.
    const aside = /^\s*(?:[-*•]|\d{1,2}[.)])\s+\S+\s*\(([^)]{1,80})\)/.exec(line)?.[1];
    if (aside !== undefined && aliases !== undefined) aliases.set(bullet[1]!.toLowerCase(), splitWords(aside.replace(/^\s*(?:aliases?|also|a\.k\.a\.?|aka)\s*:?/i, '')));
  }
  const menu = menus ? PIPE_MENU.exec(text) : null;
  if (menu !== null) for (const item of menu[1]!.split(/\s*\|\s*/)) values.add(item.toLowerCase());
  for (const list of text.matchAll(/\(([A-Za-z][\w.-]{0,30}(?:\s*[,|/]\s*[A-Za-z][\w.-]{0,30}){2,})\)/g)) {
    for (const item of list[1]!.split(/\s*[,|/]\s*/)) values.add(item.toLowerCase());
  }
  // "Action: 'create', 'update', 'close', 'reopen', or 'comment'": three quoted values or more in a row are a list,
  // where one or two quoted are an example.
  for (const run of text.matchAll(QUOTED_RUN)) {
    for (const item of run[0].matchAll(/['"`]([A-Za-z][\w.-]{0,40})['"`]/g)) values.add(item[1]!.toLowerCase());
  }
  for (const list of text.matchAll(/\b(?:one\s+of|supported(?:\s+[a-z]+)?|supports|available(?:\s+[a-z]+)?|options|values|choices)\s*:?\s+([A-Za-z][\w.-]{0,30}(?:\s*(?:,|\bor\b|\band\b|\|)\s*[A-Za-z][\w.-]{0,30}){1,})/gi)) {
    for (const item of list[1]!.split(/\s*(?:,|\bor\b|\band\b|\|)\s*/)) if (item !== '') values.add(item.toLowerCase());
  }
  return [...values];
}

function enumActionsOf(values: readonly string[], tool: { writes: boolean; categories: readonly string[] }, name: string): string[] {
  return actionValues(values, tool, name).map((each) => /^"([^"]*)"/.exec(each)?.[1] ?? each);
}

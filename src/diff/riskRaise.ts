/**
 * Corroboration before critical (issue 21): a tool's inferred risk rising is critical only when
 * evidence of capability carries the new level — a word of the tool's or a parameter's name, a
 * format, an annotation, or a sentence that states the action (a verb with its object:
 * "downloads the file to disk", "runs the command", "opens a terminal"). A level reached by a lone
 * noun of prose ("non-terminal", "a download link", "reads the AWS_PROFILE environment
 * variable") is a warning: the words changed, the tool may not have.
 *
 * Either way the change records what raised the level as triggers: text triggers for words of
 * the name, titles or description (sentence and span in that string), parameter triggers for a
 * parameter's name or format, a structure trigger for an annotation.
 */
import { isJsonObject, type JsonObject } from '../json.js';
import { assessToolRiskDetailed, namesTablePart, RISK_LEVELS, tablesOfDocument, type RiskEvidence, type RiskLevel } from '../risk/index.js';
import { READ_NAME_VERBS } from '../risk/vocabulary.js';
import { namesNoPlace, narrowingFlag, toolWrites, type ToolContext } from '../risk/parameters.js';
import { actingInProse, actingNameWord, actingProseWord, PAIR_WINDOW } from '../risk/vocabulary.js';
import { splitWords } from '../risk/words.js';
import { DESTRUCTIVE_VERBS, WRITE_VERBS, matches } from '../risk/vocabulary.js';
import { sentenceAround } from './text/offsets.js';
import { docstringOf } from '../risk/docstring.js';
import type { Change, TextTrigger, Trigger } from './types.js';
import { removedLoneMap } from './inputShapes.js';
import { escapeRegExp } from '../regexp.js';
import canonicalize from 'canonicalize';

const TEXT_PLACES: Record<string, string> = { name: '/name', title: '/title', 'annotations.title': '/annotations/title', description: '/description' };

/** risk_level_raised with its severity decided by corroboration and its triggers recorded; other changes as they are. */
export function corroborateRiskRaise(change: Change, before: JsonObject, after: JsonObject, serverReaches?: () => ReadonlySet<string>): Change {
  if (change.rule !== 'risk_level_raised') return change;
  const from = RISK_LEVELS.indexOf(change.before as RiskLevel);
  const detailed = assessToolRiskDetailed(after);
  // Stored risks from another risk model (or written by hand) cannot be re-judged from the
  // definitions: the rule's default stands.
  if (detailed.assessment.level !== change.after) return change;
  const old = assessToolRiskDetailed(before);
  // The model in use already puts the locked definition at the new level: the raise comes from the
  // lockfile's older risk model (its stored level), not from the tool.
  if (RISK_LEVELS.indexOf(old.assessment.level) >= RISK_LEVELS.indexOf(detailed.assessment.level)) {
    return {
      ...change,
      severity: 'warning',
      reasons: [...change.reasons, `the risk model in use assesses the locked definition at ${old.assessment.level} already: the raise comes from the lockfile's stored level, not from the tool (run \`lock\` to record it)`],
      triggers: [{ kind: 'structure', what: `stored risk ${String(change.before)} -> assessed ${detailed.assessment.level}` }, ...(change.triggers ?? [])],
    };
  }
  const known = new Set(old.evidence.map(evidenceKey));
  // What raised the level: evidence of categories above the old level, new in this version first.
  const raising = detailed.evidence.filter((item) => RISK_LEVELS.indexOf(categoryFloor(item)) > from || item.where === 'annotations');
  const fresh = raising.filter((item) => !known.has(evidenceKey(item)));
  const candidates = fresh.length > 0 ? fresh : raising;
  // A verb written as a keyword ("DELETE SQL requires the \"delete\" permission") names a statement
  // the tool takes, not what the tool does: it corroborates nothing.
  const strongRaising = raising.filter((item) => item.strong && RISK_LEVELS.indexOf(categoryFloor(item)) > from);
  const corroborated = RISK_LEVELS.indexOf(detailed.corroboratedLevel) > from
    && !(strongRaising.length > 0 && strongRaising.every((item) => keywordNamed(item, after)));
  const shown = corroborated ? candidates.filter((item) => item.strong) : candidates;
  const triggers = writeSentencesFirst(dedupe(shown.flatMap((item) => triggerOf(item, after))));
  if (corroborated) {
    const source = documentedSource(after, shown, triggers) ?? restatedBackend(before, shown, triggers) ?? restatedSystem(before, after, raising) ?? documentedWrite(before, after, raising)
      ?? filterParameters(before, after, raising, old.assessment.categories) ?? documentTables(before, after, raising) ?? serversOwnApi(shown, triggers, serverReaches)
      ?? listedFields(before, after, raising) ?? declaredFromBody(before, after, raising) ?? restatedFromParameters(before, shown, triggers)
      ?? firstDescription(before, after) ?? firstSchema(before, after, raising);
    if (source === undefined) return { ...change, triggers: [...triggers, ...(change.triggers ?? [])] };
    return { ...change, severity: 'warning', reasons: [...change.reasons, source], triggers: [...triggers, ...(change.triggers ?? [])] };
  }
  return {
    ...change,
    severity: 'warning',
    reasons: [
      ...change.reasons,
      `not corroborated: no name, parameter, format, annotation or sentence stating the action carries ${String(change.after)} (corroborated level ${detailed.corroboratedLevel}); prose words alone make a warning`,
    ],
    triggers: [...triggers, ...(change.triggers ?? [])],
  };
}

/**
 * A tool that had no description and gains one, nothing else of its definition changed (container-manager's
 * `compose_down`, now "Stops and removes services from a Docker Compose file."; `get_info`, "system info such as OS,
 * architecture"): the first description says what the tool already did; nothing of the tool changed but the words.
 * Orders and other text signals in it are judged on their own (tool_description_changed).
 */
function firstDescription(before: JsonObject, after: JsonObject): string | undefined {
  if (typeof before.description === 'string' && before.description.trim() !== '') return undefined;
  if (typeof after.description !== 'string' || after.description.trim() === '') return undefined;
  // Everything but the description the same: name, title, schemas, annotations, metadata.
  if (canonicalize({ ...before, description: null }) !== canonicalize({ ...after, description: null })) return undefined;
  return 'the locked tool had no description and nothing else of it changed: its first description says what the tool already did, no capability added (orders in it are judged on their own)';
}

/** Keywords of a schema that declare nothing it takes: a dialect, definitions, documentation. */
const DECLARES_NOTHING: ReadonlySet<string> = new Set(['$schema', '$id', '$defs', 'definitions', 'title', 'description', '$comment']);

/**
 * A locked input schema that declared nothing (mcp-server-sqlite-npx 0.4.0's `{"$schema": ...}` alone, what a broken
 * generator emitted) now declares its parameters (`table_name`): the locked tool took any arguments, the first
 * declared schema narrows that, and the raise comes only from the names of what it declares; name, description and
 * annotations unchanged. Words of the description or name still count.
 */
function firstSchema(before: JsonObject, after: JsonObject, raising: readonly RiskEvidence[]): string | undefined {
  const locked = before.inputSchema;
  if (locked !== undefined && (!isJsonObject(locked) || !Object.keys(locked).every((key) => DECLARES_NOTHING.has(key)))) return undefined;
  if (raising.length === 0 || !raising.every((item) => item.where.startsWith('input property '))) return undefined;
  for (const key of ['name', 'title', 'description', 'annotations'] as const) {
    if (canonicalize(before[key] ?? null) !== canonicalize(after[key] ?? null)) return undefined;
  }
  return 'the locked input schema declared nothing (any arguments were taken) and now declares the parameters: the raise comes only from their names, name, description and annotations unchanged';
}

/**
 * A description now saying what the locked parameters already said (snowflake `read_query`, whose `query` was "SELECT
 * SQL query to execute", now described as "Execute a SELECT query on the Snowflake database"): every word of every
 * phrase that carries the raise stood in the locked tool's name or its parameters' names and descriptions. The words
 * moved into the tool's description; what it runs is the same.
 */
function restatedFromParameters(before: JsonObject, shown: readonly RiskEvidence[], triggers: readonly Trigger[]): string | undefined {
  const phrases = triggers.filter((trigger): trigger is TextTrigger => trigger.kind === 'text');
  if (shown.length === 0 || phrases.length === 0 || !shown.every((item) => PROSE_PLACES.has(item.where))) return undefined;
  const properties = isJsonObject(before.inputSchema) && isJsonObject(before.inputSchema.properties) ? before.inputSchema.properties : {};
  const locked = new Set(splitWords([String(before.name ?? ''), ...Object.entries(properties).map(([name, schema]) => `${name} ${isJsonObject(schema) && typeof schema.description === 'string' ? schema.description : ''}`)].join(' ')));
  const words = phrases.flatMap((trigger) => splitWords(matchedPhrase(trigger)).filter((word) => !BACKEND_FILLERS.has(word)));
  if (words.length === 0 || !words.every((word) => locked.has(word))) return undefined;
  return `restates what its locked parameters already said (${[...new Set(words)].map((word) => `"${word}"`).join(', ')} in their names or descriptions): the words moved into the tool's description, what it runs is the same`;
}

/**
 * A tool whose only locked parameter was a free-form map (the whole request body, gong `add_new_call` `call`), now
 * gone, with its keys declared one by one: every raising word that stands on its own lies in a declared parameter
 * (`downloadMediaUrl`, `meetingUrl`), a key the map already took. The tool could be sent the same before.
 */
function declaredFromBody(before: JsonObject, after: JsonObject, raising: readonly RiskEvidence[]): string | undefined {
  const map = removedLoneMap(before.inputSchema, after.inputSchema);
  const strong = raising.filter((item) => item.strong);
  if (map === undefined || strong.length === 0 || !strong.every((item) => /^input property "[^"]+"$/.test(item.where))) return undefined;
  return `the raising words lie in parameters declared out of the free-form map \`${map}\` the locked tool took (any key, any value), removed now: keys it already took, named now`;
}

/**
 * A reader's description now naming where its data comes from ("Search the web using DuckDuckGo",
 * "Retrieve information about a stock symbol using Yahoo Finance API"): the sentence states a
 * network read, but the tool's name already says it reads and no name, parameter, format or
 * annotation carries the reach. The model can send the same calls as before and choose no new
 * target; the words document the backend, they do not grow the tool (a warning, its sentence
 * quoted). A sentence with a verb that acts ("Downloads the graph file from a remote URL"), one
 * stating any other kind of action (a write, a run, a send), and a raise on a tool whose name
 * acts or does not say it reads stay critical.
 */
function documentedSource(tool: JsonObject, raising: readonly RiskEvidence[], triggers: readonly Trigger[]): string | undefined {
  if (raising.length === 0) return undefined;
  if (!raising.every((item) => item.category === 'network_request' && PROSE_PLACES.has(item.where))) return undefined;
  const words = splitWords(typeof tool.name === 'string' ? tool.name : '');
  const verb = words.find((word) => READ_NAME_VERBS.has(word));
  if (verb === undefined || words.some(actingNameWord)) return undefined;
  // The sentences themselves read: "Downloads the graph file from a remote URL" acts.
  const sentences = triggers.filter((trigger) => trigger.kind === 'text');
  if (sentences.length === 0 || sentences.some((trigger) => actingInProse(splitWords(trigger.quote)))) return undefined;
  return `documents where a reader's data comes from: "${verb}" in its name already reads, and only its prose names the network (no name, parameter, format or annotation carries the reach), so the model can choose no new target`;
}

const PROSE_PLACES: ReadonlySet<string> = new Set(['description', 'title', 'annotations.title']);
/** Words of an API phrase that say how it is called, not which one: "uses async API", "queue API". */
const CALL_MANNER: ReadonlySet<string> = new Set(['uses', 'its', 'async', 'asynchronous', 'sync', 'synchronous', 'queue', 'queued', 'queueing', 'streaming', 'stream', 'batch', 'rest', 'restful',
  'http', 'https', 'polling', 'realtime', 'real', 'time', 'new', 'same', 'underlying', 'for', 'long', 'processing', 'fast', 'slow', 'v1', 'v2', 'v3']);

/**
 * A raise to network reach carried only by prose naming no backend, only how one is called ("uses async API",
 * "uses queue API for long processing"), on a server whose locked tools already reach the network (fal-mcp's
 * generate_video did): the API is the server's own, called another way; the model chooses no new target. A
 * phrase naming a backend ("uses the OpenAI API"), or a server that reached nothing before, stays critical.
 */
function serversOwnApi(raising: readonly RiskEvidence[], triggers: readonly Trigger[], serverReaches: (() => ReadonlySet<string>) | undefined): string | undefined {
  if (serverReaches === undefined || raising.length === 0 || !raising.every((item) => item.category === 'network_request' && PROSE_PLACES.has(item.where))) return undefined;
  const phrases = triggers.filter((trigger) => trigger.kind === 'text');
  if (phrases.length === 0) return undefined;
  for (const trigger of phrases) {
    const words = splitWords(matchedPhrase(trigger)).filter((word) => !BACKEND_FILLERS.has(word) && !CALL_MANNER.has(word));
    if (words.length > 0) return undefined;
  }
  if (!serverReaches().has('network_request')) return undefined;
  return `names no backend, only how one is called (${phrases.map((trigger) => `"${matchedPhrase(trigger)}"`).join(', ')}), and the locked server's tools already reach the network: its own API, called another way`;
}
/** The words a text trigger matched, out of its quoted sentence. */
function matchedPhrase(trigger: TextTrigger): string {
  const start = trigger.match[0] - trigger.sentence[0];
  return trigger.quote.slice(start, start + trigger.match[1] - trigger.match[0]);
}

/** Words of a "using ... API" phrase that do not name the backend. */
const BACKEND_FILLERS: ReadonlySet<string> = new Set(['using', 'use', 'via', 'through', 'with', 'from', 'by', 'the', 'a', 'an', 'its', 'their', 'api', 'apis', 'service', 'services', 'endpoint', 'endpoints', 's']);

/**
 * A raise to network reach carried only by prose whose phrase names a backend ("using Vectara API")
 * that the tool's locked description already named ("using Vectara's hallucination correction
 * API"): the same backend in other words, so the model reaches nothing new. A phrase naming a
 * backend the locked text did not name stays critical.
 */
function restatedBackend(before: JsonObject, raising: readonly RiskEvidence[], triggers: readonly Trigger[]): string | undefined {
  if (raising.length === 0 || !raising.every((item) => item.category === 'network_request' && PROSE_PLACES.has(item.where))) return undefined;
  const locked = new Set(splitWords(typeof before.description === 'string' ? before.description : ''));
  const phrases = triggers.filter((trigger) => trigger.kind === 'text');
  if (phrases.length === 0) return undefined;
  const named: string[] = [];
  for (const trigger of phrases) {
    const words = splitWords(matchedPhrase(trigger)).filter((word) => !BACKEND_FILLERS.has(word));
    if (words.length === 0 || !words.every((word) => locked.has(word))) return undefined;
    named.push(...words);
  }
  return `restates the backend its locked description already named (${[...new Set(named)].map((word) => `"${word}"`).join(', ')}): only its prose names the network, in other words than before, so the model reaches nothing new`;
}

/** "LXC container configuration: rootfs, network, resources, hostname": a head, a colon, then short items. */
const FIELD_LIST = /([^.:;()\n]{3,80})(?::\s*([^.:;\n]{3,200})|\s*\(([^().:;\n]{3,200})\))/g;
/** Categories that name an act (run, write, administer): an item of a list naming one is no field of what is read. */
const ACT_CATEGORIES: ReadonlySet<string> = new Set(['execute_command', 'write_file', 'admin_operation']);
/**
 * A raise carried only by words of the description that are items of a list detailing what the tool already
 * returned ("Get LXC container configuration: rootfs, network, resources, hostname", where the locked text said
 * "Get LXC container configuration"): the fields of the object it read, not a new place or act. Each item is
 * at most three words, every word of the head before the colon is in the tool's locked name or description,
 * and every raising word is an item's word; anything else stays critical.
 */
function listedFields(before: JsonObject, after: JsonObject, raising: readonly RiskEvidence[]): string | undefined {
  if (raising.length === 0 || !raising.every((item) => item.where === 'description' && !ACT_CATEGORIES.has(item.category))) return undefined;
  const text = typeof after.description === 'string' ? after.description : '';
  const locked = new Set([...splitWords(typeof before.description === 'string' ? before.description : ''), ...splitWords(typeof before.name === 'string' ? before.name : '')]);
  const fields = new Set<string>();
  let head = '';
  for (const match of text.matchAll(FIELD_LIST)) {
    const words = splitWords(match[1]!);
    if (words.length === 0 || !words.every((word) => locked.has(word))) continue;
    const items = (match[2] ?? match[3]!).split(/,|\band\b|\bor\b/).map((item) => splitWords(item)).filter((item) => item.length > 0);
    if (items.length < 2 || items.some((item) => item.length > 3)) continue;
    for (const item of items) for (const word of item) fields.add(word);
    head = match[1]!.trim();
  }
  if (fields.size === 0 || !raising.every((item) => item.words.every((word) => fields.has(word)))) return undefined;
  return `raised only by items of a list of what the tool already returned ("${head}" and its items): fields of the object it read (${[...new Set(raising.flatMap((item) => item.words))].map((word) => `"${word}"`).join(', ')}), not a new place or act`;
}

/** The subjects of system_info's word pairs ("system information", "machine details"): see CATEGORY_RULES. */
const SYSTEM_SUBJECTS: ReadonlySet<string> = new Set(['system', 'os', 'machine', 'hardware', 'kernel']);

/**
 * A raise to system_info carried only by a prose pair ("Returns comprehensive system information")
 * whose subject the locked tool already reported on, by name or words ("Get AI-friendly system
 * overview", "Overview of all monitored systems", `jira_system_settings`): the system is the one the tool already described (a Home
 * Assistant install, a Jira server), now described as information. Stays critical: the subject only
 * in a compound the locked text used for something else ("file system", "solar system", "machine
 * learning": no report noun after it), a subject the locked text did not name ("OS version"), a
 * word of the new text pointing at the host or its parts that the locked text did not have ("of
 * the host", "logged-in users, open ports, mounted disks"), or any other kind of evidence.
 */
function restatedSystem(before: JsonObject, after: JsonObject, raising: readonly RiskEvidence[]): string | undefined {
  if (raising.length === 0) return undefined;
  const pairs = raising.filter((item) => item.category === 'system_info' && PROSE_PLACES.has(item.where) && item.words.length === 2 && SYSTEM_SUBJECTS.has(item.words[0]!));
  if (pairs.length !== raising.length) return undefined;
  const lockedTexts = [before.name, before.title, before.description].map((text) => splitWords(typeof text === 'string' ? text : ''));
  // "system overview", or "overview of all monitored systems": a report noun beside the subject.
  const reported = (subject: string): boolean => lockedTexts.some((words) => words.some((word, i) =>
    (word === subject || word === `${subject}s`) && (REPORT_NOUNS.has(words[i + 1] ?? '')
      || words.slice(Math.max(0, i - 4), i).some((other, j, run) => other === 'of' && REPORT_NOUNS.has(run[j - 1] ?? '')))));
  const subjects = [...new Set(pairs.map((item) => item.words[0]!))];
  if (!subjects.every(reported)) return undefined;
  const locked = new Set(lockedTexts.flat());
  const newText = [after.title, after.description].flatMap((text) => splitWords(typeof text === 'string' ? text : ''));
  if (newText.some((word) => HOST_WORDS.has(word) && !locked.has(word))) return undefined;
  return `describes the ${subjects.map((subject) => `"${subject}"`).join(', ')} the locked tool already reported on: only a prose pair names system information, no host word (environment, hostname, processes, host, disks, ports), name, parameter or annotation carries it`;
}

/** Nouns after a system word that say the tool reports on it ("system overview", "system settings"). */
const REPORT_NOUNS: ReadonlySet<string> = new Set(['overview', 'summary', 'status', 'state', 'health', 'info', 'information', 'details',
  'stats', 'statistics', 'report', 'reports', 'metrics', 'settings', 'configuration', 'config', 'version', 'dashboard', 'diagnostics']);
/** Words that point at the machine the server runs on, or at its parts. */
const HOST_WORDS: ReadonlySet<string> = new Set(['host', 'hosts', 'computer', 'laptop', 'localhost', 'local', 'machine', 'ram', 'memory',
  'disk', 'disks', 'mounted', 'mount', 'mounts', 'port', 'ports', 'socket', 'sockets', 'interface', 'interfaces', 'installed', 'logged',
  'shell', 'username', 'gpu', 'gpus', 'filesystem', 'filesystems', 'drives']);

/**
 * A raise carried only by the names of new parameters that name no place the tool reaches ("Filter
 * items by URL" on a vault's `list`, "Only delete the cookie on this domain", a results filter): the
 * parameter's own judgement (src/risk/parameters.ts namesNoPlace) already says its place word is an
 * attribute of what the tool lists or acts on, so the level the word raised reaches nothing new.
 */
function filterParameters(before: JsonObject, after: JsonObject, raising: readonly RiskEvidence[], lockedCategories: readonly string[]): string | undefined {
  if (raising.length === 0) return undefined;
  const locked = isJsonObject(before.inputSchema) && isJsonObject(before.inputSchema.properties) ? before.inputSchema.properties : {};
  const live = isJsonObject(after.inputSchema) && isJsonObject(after.inputSchema.properties) ? after.inputSchema.properties : {};
  const context: ToolContext = {
    writes: toolWrites(before, lockedCategories),
    categories: lockedCategories,
    nameWords: new Set(splitWords(typeof after.name === 'string' ? after.name : '')),
    describedWords: new Set(splitWords(typeof after.description === 'string' ? after.description.slice(0, 2000) : '')),
  };
  const names = new Set<string>();
  // Words of the locked name and description ("Get list of commits") that raise only beside the new
  // parameter's place word (a read verb needs a file noun): they were there before and say nothing new.
  const lockedWords = new Set(splitWords(`${String(before.name ?? '')} ${typeof before.description === 'string' ? before.description.slice(0, 2000) : ''}`));
  // Words of the description that are the docstring lines of new parameters naming no place ("org_url: Original
  // recipe URL" in a FastMCP docstring): the same words, documenting those parameters.
  const noPlaceDocs = new Set(Object.keys(live).filter((name) => !Object.hasOwn(locked, name)).flatMap((name) => {
    const documentation = docstringOf(name, live[name], after.description);
    return documentation !== undefined && namesNoPlace(live[name], context, documentation) ? splitWords(`${name} ${documentation}`) : [];
  }));
  for (const item of raising) {
    const property = /^input property "([^".]*)"$/.exec(item.where)?.[1];
    if (property === undefined && item.where !== 'annotations' && item.words.every((word) => lockedWords.has(word))) continue;
    if (property === undefined && item.where === 'description' && PLACE_CATEGORIES.has(item.category) && item.words.every((word) => noPlaceDocs.has(word))) continue;
    if (property === undefined || Object.hasOwn(locked, property) || !Object.hasOwn(live, property)) return undefined;
    const documentation = docstringOf(property, live[property], after.description);
    if (!PLACE_CATEGORIES.has(item.category) || !(namesNoPlace(live[property], context, documentation) || narrowingFlag(property, live[property]))) return undefined;
    names.add(property);
  }
  if (names.size === 0) return undefined;
  return `raised only by the names of new parameters that name no place the tool reaches (${[...names].map((name) => `\`${name}\``).join(', ')}: their descriptions filter what the tool lists or acts on by an attribute)`;
}
const PLACE_CATEGORIES: ReadonlySet<string> = new Set(['network_request', 'read_file', 'write_file']);

/**
 * A raise to database access carried only by `table` in parameter names that count, include, index
 * or style tables (`include_tables`, `max_tables`, `table_mode`; not `table` or `table_name`, which
 * name one) of a tool whose text names a kind of document and no database
 * (docx_read_content: "Read ... text content from the document"): the tables are parts of the
 * document it already reads or edits, not a database it now reaches. A warning naming them.
 */
export function documentTables(before: JsonObject, after: JsonObject, raising: readonly RiskEvidence[]): string | undefined {
  if (raising.length === 0 || !raising.every(tableWordOfParameter)) return undefined;
  if (!tablesOfDocument(before, after)) return undefined;
  const names = [...new Set(raising.map((item) => /^input property "(.*)"$/.exec(item.where)![1]!))];
  return `raised to database access only by \`table\` in parameter names (${names.map((name) => `\`${name}\``).join(', ')}) of a tool whose text names a document and no database: tables of the document, not a database`;
}
const tableWordOfParameter = (item: RiskEvidence): boolean =>
  item.category === 'database_access' && /^input property "/.test(item.where) && item.words.every((word) => word === 'table' || word === 'tables')
  && namesTablePart(/^input property "(.*)"$/.exec(item.where)![1]!);

/** Name verbs that edit a part of a thing (`notebook_add_cell`, `notebook_split_cell`): a write of the file that holds it. */
const EDITING_NAME_VERBS: ReadonlySet<string> = new Set(['add', 'insert', 'prepend', 'split', 'merge', 'join', 'change', 'duplicate', 'reorder', 'swap']);
/** Words of a path parameter's name that say it is a path, not what it names (`file_path`, `input_path`). */
const PATH_WORDS: ReadonlySet<string> = new Set(['path', 'file', 'filename', 'filepath', 'dir', 'directory', 'folder', 'location', 'input', 'output', 'source', 'target', 'local', 'full', 'absolute', 'relative']);
/** "to a Jupyter Notebook", "in the workbook": the place the act lands, a word that follows. */
const LANDS_IN = /\b(?:to|into|in|within|inside)\s+(?:the|a|an|this|that|your|its)?\s*((?:[\w-]+\s+){0,2}[\w-]+)/gi;
/**
 * Whether the tool edits a part of the file a locked path parameter names: the parameter names a thing
 * (`notebook_path`: notebook), and that thing is where the tool's act lands, as a word of its name before the
 * verb (`notebook_` in `notebook_split_cell`) or as the place in its locked first sentence ("Adds a new cell to a
 * Jupyter Notebook"). Not what the act takes (`add_ssh_key` with `public_key_path`: the key added is read from it),
 * nor a path that names no thing (`file_path`).
 */
function editsNamedFile(before: JsonObject, prefix: readonly string[], locked: JsonObject, live: JsonObject): boolean {
  const things = new Set(Object.keys(locked).filter((name) => Object.hasOwn(live, name) && splitWords(name).some((word) => word === 'path' || word === 'file' || word === 'filepath'))
    .flatMap((name) => splitWords(name).filter((word) => !PATH_WORDS.has(word))));
  if (things.size === 0) return false;
  if (prefix.some((word) => things.has(word))) return true;
  const first = (typeof before.description === 'string' ? before.description : '').split(/(?<=[.!?])\s+|\n/)[0] ?? '';
  return [...first.matchAll(LANDS_IN)].some((match) => splitWords(match[1]!).some((word) => things.has(word)));
}
/** Name words of a tool that writes to its target by what it is called (`sftp-upload`, `save_note`, `push_file`). */
const WRITING_NAME_VERBS: ReadonlySet<string> = new Set(['upload', 'put', 'push', 'store', 'save', 'write', 'sync', 'set', 'update', 'edit', 'replace', 'copy']);

/**
 * A tool named for a write (or for editing a part of what a locked file path names: `notebook_add_cell`) whose description now says how the write lands ("Upload a file ...
 * Replaces an existing file at that path unconditionally"): write_file comes from its prose and from
 * parameters it already took, so the level documents the write the name already stated. Any other
 * kind of evidence, a parameter it did not take, or a destructive word other than overwriting
 * (delete, remove, drop, wipe) stays critical.
 */
function documentedWrite(before: JsonObject, after: JsonObject, raising: readonly RiskEvidence[]): string | undefined {
  if (raising.length === 0) return undefined;
  const words = splitWords(typeof after.name === 'string' ? after.name : '');
  const locked = isJsonObject(before.inputSchema) && isJsonObject(before.inputSchema.properties) ? before.inputSchema.properties : {};
  // The write is stated by the name (`save_note`), or by a parameter the locked tool already took
  // that names where its output goes (`output_directory`, `save_path`, `dest_file`).
  const live = isJsonObject(after.inputSchema) && isJsonObject(after.inputSchema.properties) ? after.inputSchema.properties : {};
  // `notebook_add_cell` with a locked `notebook_path`: an edit of a part of what a locked path names writes that file.
  const named = words.find((word, i) => WRITING_NAME_VERBS.has(word) || matches(word, WRITE_VERBS) || (EDITING_NAME_VERBS.has(word) && editsNamedFile(before, words.slice(0, i), locked, live)));
  const place = named === undefined ? Object.keys(locked).find((name) => namesOutputPlace(name) && Object.hasOwn(live, name)) : undefined;
  const verb = named ?? place;
  if (verb === undefined || words.some((word) => matches(word, DESTRUCTIVE_VERBS))) return undefined;
  if (place !== undefined && !writesOnlyTo(place, before, after)) return undefined;
  const documents = (item: RiskEvidence): boolean => {
    if (item.category !== 'write_file') return false;
    if (item.where === 'annotations') return true;
    const property = /^input property "([^".]*)"$/.exec(item.where)?.[1];
    if (property !== undefined) return Object.hasOwn(locked, property);
    return PROSE_PLACES.has(item.where) && item.words.every((word) => !matches(word, DESTRUCTIVE_VERBS) || /^overwrit/.test(word));
  };
  if (!raising.every(documents)) return undefined;
  return `documents how a write the name already states lands: "${verb}" in its ${Object.hasOwn(locked, verb) ? 'locked parameters' : 'name'}, write evidence only from its prose (no deleting word) and from parameters it already took`;
}

/** Words of a parameter name that say output goes there, and the file words that must be its head. */
const OUTPUT_PLACE_WORDS: ReadonlySet<string> = new Set(['output', 'out', 'dest', 'destination', 'save', 'export', 'target']);
const OUTPUT_PLACE_NOUNS: ReadonlySet<string> = new Set(['path', 'dir', 'directory', 'folder', 'file', 'filename', 'filepath', 'location']);
/** A parameter named as the place a tool's output is written (`output_directory`, `savePath`, `dest_file`; not `output_file_format`). */
const namesOutputPlace = (name: string): boolean => {
  const words = splitWords(name);
  return words.some((word) => OUTPUT_PLACE_WORDS.has(word)) && OUTPUT_PLACE_NOUNS.has(words[words.length - 1] ?? '');
};
/** Verbs that put output somewhere, and nothing more. */
const OUTPUT_VERBS: ReadonlySet<string> = new Set(['save', 'saves', 'saved', 'saving', 'write', 'writes', 'written', 'writing', 'store',
  'stores', 'stored', 'export', 'exports', 'exported', 'put', 'puts', 'place', 'places', 'placed', 'output', 'outputs', 'create', 'creates', 'created', 'generate', 'generates', 'generated']);
/** Words that empty a place before or after writing to it (outside the risk model's destructive verbs). */
const CLEARING: ReadonlySet<string> = new Set(['clear', 'clears', 'cleared', 'clearing', 'empty', 'empties', 'emptied', 'emptying', 'reset', 'resets']);

/**
 * Whether every sentence the new description adds that acts names the output parameter (its name,
 * or all its words: "Saves output file to directory" for `output_directory`) and does nothing but
 * put output there: no other write ("overwrites the input file", "renames the originals", "updates
 * the README"), no deleting or clearing word, no other action ("then uploads it").
 */
function writesOnlyTo(place: string, before: JsonObject, after: JsonObject): boolean {
  const sentencesOf = (text: unknown): string[] => (typeof text === 'string' ? text.split(/(?<=[.!?])\s+|\n+/).map((line) => line.trim()).filter(Boolean) : []);
  const locked = new Set(sentencesOf(before.description));
  const placeWords = splitWords(place);
  for (const sentence of sentencesOf(after.description)) {
    if (locked.has(sentence)) continue;
    const words = splitWords(sentence);
    const acting = words.filter((word) => actingProseWord(word) || matches(word, WRITE_VERBS) || CLEARING.has(word));
    if (acting.length === 0) continue;
    if (!acting.every((word) => OUTPUT_VERBS.has(word))) return false;
    if (!sentence.includes(place) && !placeWords.every((word) => words.includes(word))) return false;
  }
  return true;
}

/** A word in capitals before what names a language construct: "DELETE SQL", "DROP statements", "INSERT queries". */
const KEYWORD_VERB = /^[A-Z]{3,}\s+(?:SQL|statements?|quer(?:y|ies)|clauses?|keywords?)\b/;

/** Whether the words of a prose item are a keyword named, not a verb (see KEYWORD_VERB). */
function keywordNamed(item: RiskEvidence, tool: JsonObject): boolean {
  if (TEXT_PLACES[item.where] === undefined) return false;
  const text = textAt(tool, item.where);
  // The verb's first occurrence: a keyword named once ("DELETE SQL requires the separate \"delete\"
  // permission") is what the words are about, wherever the pair's object stands.
  const match = text === undefined ? undefined : wordAt(text, item.words[0]!, 0);
  return text !== undefined && match !== undefined && KEYWORD_VERB.test(text.slice(match[0]));
}

const CATEGORY_FLOOR: Record<string, RiskLevel> = {
  user_interaction: 'LOW', read_file: 'MEDIUM', write_file: 'MEDIUM', network_request: 'MEDIUM',
  database_access: 'HIGH', system_info: 'HIGH', execute_command: 'CRITICAL', admin_operation: 'CRITICAL',
};
/** The least a category contributes (write_file may be more with a destructive verb; then it is shown too). */
const categoryFloor = (item: RiskEvidence): RiskLevel => (item.category === 'write_file' ? 'HIGH' : CATEGORY_FLOOR[item.category] ?? 'LOW');

const evidenceKey = (item: RiskEvidence): string => `${item.category}\u0000${item.label}\u0000${item.where}`;

function triggerOf(item: RiskEvidence, tool: JsonObject): Trigger[] {
  const pointer = TEXT_PLACES[item.where];
  if (pointer !== undefined) {
    const text = textAt(tool, item.where);
    if (text === undefined) return [];
    const match = locate(text, item.words);
    if (match === undefined) return [];
    const sentence = sentenceAround(text, match[0], match[1]);
    return [{ kind: 'text', signal: 'risk_word', pattern: item.category, pointer, quote: text.slice(sentence[0], sentence[1]), sentence, match }];
  }
  const property = /^input property "(.*)"$/s.exec(item.where)?.[1];
  if (property !== undefined || item.where === 'input schema') {
    const name = property ?? '(root)';
    return [{
      kind: 'parameter',
      parameter: name,
      ...(property !== undefined && !property.includes('.') && { pointer: `/inputSchema/properties/${property.replaceAll('~', '~0').replaceAll('/', '~1')}` }),
      class: item.category,
      tokens: item.words,
      evidence: item.label.startsWith('format ') ? 'format' : 'name',
    }];
  }
  if (item.where === 'annotations') return [{ kind: 'structure', what: item.label.replace(/^level: /, ''), pointer: '/annotations' }];
  return [];
}

function textAt(tool: JsonObject, where: string): string | undefined {
  const annotations = tool.annotations;
  const value = where === 'annotations.title'
    ? (annotations !== null && typeof annotations === 'object' && !Array.isArray(annotations) ? (annotations as JsonObject).title : undefined)
    : tool[where];
  return typeof value === 'string' ? value : undefined;
}

/**
 * [start, end) of the words in the text as written: the first word where it stands as a whole
 * word (no letter or digit on either side, so "terminal" is not found inside "nonterminal"), then
 * the second word after it when there are two (a verb and its object). Case-insensitive.
 */
function locate(text: string, words: readonly string[]): [number, number] | undefined {
  const first = wordAt(text, words[0]!, 0);
  if (first === undefined) return undefined;
  if (words.length < 2) return first;
  // A pair is found where its words stand together (within the model's pair window, in one
  // sentence): "system overview. Returns system information" is the second "system".
  for (let at: [number, number] | undefined = first; at !== undefined; at = wordAt(text, words[0]!, at[1])) {
    const second = wordAt(text, words[words.length - 1]!, at[1]);
    if (second === undefined) break;
    const between = text.slice(at[1], second[0]);
    if (!/[.!?\n]/.test(between) && splitWords(between).length <= PAIR_WINDOW) return [at[0], second[1]];
  }
  const second = wordAt(text, words[words.length - 1]!, first[1]);
  return second === undefined ? first : [first[0], second[1]];
}

function wordAt(text: string, word: string, from: number): [number, number] | undefined {
  // A compound read as one word ("get-env" -> "getenv") is found through its hyphens.
  const spelled = [...word].map(escapeRegExp).join('-?');
  const pattern = new RegExp(spelled, 'giu');
  const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
  const isUpper = (char: string | undefined) => char !== undefined && /\p{Lu}/u.test(char);
  pattern.lastIndex = from;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const start = match.index;
    const end = start + match[0].length;
    // A word boundary, or a camelCase one ("execTerminal": "terminal" starts at the capital T).
    const leftOk = !isWordChar(text[start - 1]) || (isUpper(text[start]) && !isUpper(text[start - 1]));
    const rightOk = !isWordChar(text[end]) || (isUpper(text[end]) && !isUpper(text[end - 1]));
    if (leftOk && rightOk) return [start, end];
    pattern.lastIndex = start + 1;
  }
  return undefined;
}

/**
 * File nouns count as write_file when a write verb stands anywhere in the text ("audio files" in
 * the first sentence, "save" in the last): the sentence holding the write verb is what fired, so
 * it goes first; the order is otherwise kept.
 */
function writeSentencesFirst(triggers: Trigger[]): Trigger[] {
  const writes = (trigger: Trigger): boolean => trigger.kind === 'text' && trigger.pattern === 'write_file'
    && splitWords(trigger.quote).some((word) => matches(word, WRITE_VERBS));
  return [...triggers.filter(writes), ...triggers.filter((trigger) => !writes(trigger))];
}

function dedupe(triggers: Trigger[]): Trigger[] {
  const seen = new Set<string>();
  return triggers.filter((trigger) => {
    const key = JSON.stringify(trigger);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What one input parameter grants (issue 21): the classes of src/risk/parameterClasses.ts
 * (credentials, safety switches, pass-through configuration, write modes, commands, paths,
 * network targets, query languages, permissions, conversation content), or none when it only
 * shapes what the tool returns. Deterministic and explainable: each finding names its class,
 * the tokens that placed it there and where they were seen (name, description, shape, enum,
 * default, format, tool), so a change can record it as its trigger.
 *
 * Evidence: the words of the parameter's name (snake/camel/kebab split), of its description and
 * title (prose: negated words and URLs do not count), its shape (a free-form object, a boolean
 * whose default keeps a safeguard on, whether it can carry a free value at all), its string
 * `format`, its enum values, the names of properties nested in it, and the tool's own writes.
 * A class never fires on one ambiguous word alone (see parameterClasses.ts).
 */
import { isJsonObject, type JsonObject, type JsonValue } from '../json.js';
import {
  ACT_AS_WORDS, ALLOW_LEADS, BROWSER_PROFILE_WORDS, CODE_QUALIFIERS, CODE_RUNS_TEXT, ARGUMENT_WORDS, CHECK_LEADS, CHECKS, CLASS_WORDS, CLOUD_PROFILE_WORDS, CREDENTIAL_TEXT_PAIRS,
  CREDENTIAL_TEXT_WORDS, CREDENTIAL_WORDS, ENV_WORDS, HEADER_WORDS, INLINE_URI_QUALIFIERS, KEY_QUALIFIERS, OPTION_WORDS, RAW_OUTPUT_WORDS,
  RECIPIENT_HINTS, SAFEGUARD_PAIRS, BACKEND_WORDS, BACKEND_IDENTIFIERS, SAFEGUARD_VERBS, SAFEGUARD_WORDS, NAME_WRITE_MODES, SWITCHES, TARGET_WORDS, TOKEN_NOT_CREDENTIAL, TOKEN_QUALIFIERS, TRANSPORT_CHECKS,
  UNSAFE_WORDS, VALUE_CLASSES, WRITE_MODE_VALUES, RUNNABLE_WORDS, DEFINITION_WORDS, CONTAINER_ENGINES, REVEAL_WORDS, SECRET_HOLDERS, EVASION_WORDS, BYPASS_WORDS, GUARDED_BY_CHECKS, BYPASS_WINDOW,
} from './parameterClasses.js';
import { closedValuesOf, collectSchemaFacts } from './schema.js';
import { DESTRUCTIVE_VERBS, FIELD_MATCH_HEADS, IDENTIFIER_HEADS, NETWORK_FORMATS, WRITE_VERBS, actingInProse, actingNameWord, directionAt, matches } from './vocabulary.js';
import { splitWords, wordRuns } from './words.js';
import { escapeRegExp } from '../regexp.js';

const set = (...words: string[]): ReadonlySet<string> => new Set(words);

/**
 * A parameter that asks for what the user said (`user_prompt`, `chat_history`, `conversation`):
 * a channel for conversation content to leave with the call, whatever the tool does with it.
 */
const CONVERSATION = set('conversation', 'conversations', 'transcript', 'history', 'chat');
const USER_WORDS = set('prompt', 'prompts', 'message', 'messages', 'input', 'request', 'query', 'question');
/** A parameter with one of these names selects what the tool does: any new value is a new action. */
/** Words beside a past participle in a name that make it a filter on a state (`droppedOn`, `include_deleted`). */
const STATE_FILTER_WORDS = set('on', 'at', 'within', 'since', 'before', 'after', 'until', 'from', 'date', 'time', 'include', 'including', 'show', 'only', 'count');
const ACTION_SELECTORS = set('action', 'actions', 'operation', 'operations', 'op', 'method', 'verb', 'mode', 'task', 'command', 'cmd');
/**
 * Words of enum values that name an action beyond reading. Not quantifiers (`all`, `any`, `*`):
 * "all" on a count or a limit names no action, and on a scope or permission parameter the
 * parameter's own name already carries the capability.
 */
const ACTION_WORDS = set('exec', 'execute', 'run', 'eval', 'shell', 'admin', 'sudo', 'root', 'grant', 'revoke', 'kill', 'send', 'post', 'publish',
  'upload', 'push', 'deploy', 'install', 'uninstall', 'transfer', 'pay', 'approve', 'merge', 'invite', 'share', 'impersonate');
/** Names of parameters that shape the result, for the reason of a warning. */
const RESULT_SHAPERS = set('limit', 'max', 'min', 'count', 'offset', 'page', 'cursor', 'per', 'size', 'sort', 'order', 'by', 'filter', 'filters',
  'fields', 'field', 'select', 'include', 'exclude', 'format', 'since', 'until', 'start', 'end', 'date', 'from', 'after', 'before', 'verbose',
  'language', 'lang', 'locale', 'timezone', 'tz', 'query', 'q', 'search', 'term', 'keyword', 'keywords', 'top', 'k', 'detail', 'details', 'output');

/** Where a finding's tokens were seen (the `evidence` of a parameter trigger). */
export type FindingEvidence = 'name' | 'description' | 'docstring' | 'shape' | 'enum' | 'default' | 'format' | 'tool';
const proseEvidence = (key: string): FindingEvidence => (key === 'docstring' ? 'docstring' : 'description');

/** One class a parameter falls in, with the tokens that placed it there. */
export interface ParameterFinding {
  class: string;
  tokens: string[];
  evidence: FindingEvidence;
  /** For the reason: `word "command" in name`, `free-form object`... */
  why: string;
  /** The nested property the tokens were seen on, when not the parameter itself. */
  nested?: string;
}

export interface ParameterAssessment {
  /** True when the parameter carries capability. */
  carries: boolean;
  /** True when it asks for conversation content: a data flow even when the parameter is required. */
  dataFlow?: boolean;
  /** True when it points the call at another tenant or account: a wider scope even when the parameter is required. */
  otherScope?: boolean;
  /** `execute_command (word "command" in name)`, ... or, when it carries none, what it looked like. */
  reasons: string[];
  /** The classes found, in the order of `reasons` (first finding of each class first). */
  findings: ParameterFinding[];
}

const MAX_TEXT = 2000;
/** At most this many nested property names are read. */
const MAX_NESTED = 50;
const URL_PATTERN = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;

/** What the tool itself does, for classes that depend on it (a write mode only on a tool that writes). */
export interface ToolContext {
  writes: boolean;
  /** The tool's inferred capability categories (src/risk): a tool that runs commands hands its options to a process. */
  categories?: readonly string[];
  /** Words of the tool's name (`playwright_get_visible_html`): what a reader's flag may say it shapes. */
  nameWords?: ReadonlySet<string>;
  /** Words of the locked description's first sentence ("List, create, close, or select a browser tab"): what the tool already said it does. */
  statedWords?: ReadonlySet<string>;
  /** Words of the tool's whole description ("Returns results ..., each with filePath"): what its results hold. */
  describedWords?: ReadonlySet<string>;
}

/**
 * Whether a tool writes: its inferred categories, its annotations (readOnlyHint false said out
 * loud, destructiveHint true) or a write verb in its name. A write mode (`append`, `archive`,
 * `snooze`) is a new way to change data only on such a tool.
 */
export function toolWrites(definition: JsonObject, categories: readonly string[]): boolean {
  const annotations = isJsonObject(definition.annotations) ? definition.annotations : {};
  const words = splitWords(typeof definition.name === 'string' ? definition.name : '');
  return categories.includes('write_file') || annotations.readOnlyHint === false || annotations.destructiveHint === true
    || words.some((word) => matches(word, WRITE_VERBS) || matches(word, DESTRUCTIVE_VERBS))
    // `place_order`, `buy_stock`: a trade or order placed is a write to the account.
    || words.some((word, i) => TRADE_VERBS.has(word) || (word === 'place' && ORDER_OBJECTS.has(words[i + 1] ?? '')))
    // `configuration_import`, `import_bookmarks`: an import writes what it brings in; not `list_imports`, `get_import_status` (a read of imports).
    || (words.some((word) => IMPORT_WORDS.has(word)) && !words.some((word) => READ_NAME_WORDS.has(word)));
}
const IMPORT_WORDS = set('import', 'imports');
/** Name verbs of a trade: what they do is buy or sell for the account. */
const TRADE_VERBS = set('buy', 'sell');
/** What `place` puts on the account when it heads a name (`place_order`, `placeBet`); `get_place_details` is a location. */
const ORDER_OBJECTS = set('order', 'orders', 'bet', 'bets', 'trade', 'trades', 'bid', 'bids');
/** Name verbs of a tool that reads, before which `import` is what is read (`list_imports`, `get_import_status`). */
const READ_NAME_WORDS = set('get', 'list', 'read', 'search', 'find', 'fetch', 'show', 'describe', 'check', 'status', 'view', 'query', 'count', 'inspect');

export interface AssessOptions {
  /**
   * Nested property names to read: all (a new parameter), none (a parameter that existed: its
   * nested names were already accepted), or all but these (a new union branch).
   */
  nested?: 'all' | 'none' | ReadonlySet<string>;
  tool?: ToolContext;
  /**
   * The parameter's entry in its tool's docstring (`Args:`, src/risk/docstring.ts), read as its
   * description when the schema has none of its own; findings from it say `docstring`.
   */
  documentation?: string;
}

/** Safeguards that are modes in which the tool does less of its own act (a dry run, read-only), not checks of others. */
const NO_EFFECT_MODES: ReadonlySet<string> = new Set(['dry run', 'read only', 'readonly']);

/** The shape facts the classes need, read from the schema's own node and its union branches (one level). */
interface Shape {
  /** Declared types of the node and its branches; `any` when one of them declares none. */
  types: Set<string>;
  /** It can carry a free value: a string that is not a closed enum/const, a list, an object, or anything. */
  freeValue: boolean;
  /** An object with no declared properties that accepts any key (a map). */
  freeObject: boolean;
  defaultTrue: boolean;
}

function branches(schema: JsonValue | undefined): JsonObject[] {
  if (!isJsonObject(schema)) return [];
  const nodes: JsonObject[] = [schema];
  for (const key of ['anyOf', 'oneOf']) {
    const list = schema[key];
    if (Array.isArray(list)) for (const each of list) if (isJsonObject(each)) nodes.push(each);
  }
  return nodes;
}

/** Whether a parameter is a map: an object with no declared properties that accepts any key. */
export function takesAnyKey(schema: JsonValue | undefined): boolean {
  return shapeOf(schema).freeObject;
}

/** Items of a list that can only be listed values: a closed enum or const, never a free string, a number or a structure. */
function closedItems(items: JsonValue | undefined): boolean {
  if (!isJsonObject(items)) return false;
  // Listed values only: every branch that declares a type declares its values too.
  if (!branches(items).some((node) => Array.isArray(node.enum) || Object.hasOwn(node, 'const'))) return false;
  const shape = shapeOf(items);
  return !shape.freeValue && !shape.types.has('array') && !shape.types.has('object') && !shape.types.has('any');
}

function shapeOf(schema: JsonValue | undefined): Shape {
  // No schema at all: anything may be sent.
  if (!isJsonObject(schema)) return { types: new Set(['any']), freeValue: true, freeObject: false, defaultTrue: false };
  const types = new Set<string>();
  let freeValue = false;
  let freeObject = false;
  const nodes = branches(schema);
  const hasBranches = nodes.length > 1;
  for (const [index, node] of nodes.entries()) {
    // The outer node of a union says nothing of its own type unless it declares one.
    if (index === 0 && hasBranches && node.type === undefined) continue;
    const declared = typeof node.type === 'string' ? [node.type] : Array.isArray(node.type) ? node.type.filter((t): t is string => typeof t === 'string') : [];
    const closed = Array.isArray(node.enum) || Object.hasOwn(node, 'const');
    if (declared.length === 0) {
      types.add('any');
      if (!closed) freeValue = true;
    }
    for (const type of declared) {
      types.add(type);
      if (type === 'string' && !closed) freeValue = true;
      // A list whose items are closed (`statement_types: ["income", "balance", "cash"]`) carries only listed values.
      if (type === 'array' && !closedItems(node.items)) freeValue = true;
      if (type === 'object') freeValue = true;
    }
    const properties = isJsonObject(node.properties) ? Object.keys(node.properties).length : 0;
    const objectLike = declared.includes('object') || (declared.length === 0 && (node.additionalProperties !== undefined || node.patternProperties !== undefined));
    // A map whose values can only be numbers or booleans (`weight_config`: {"impact": 0.5}) carries no option text.
    if (objectLike && properties === 0 && node.additionalProperties !== false && !scalarValues(node.additionalProperties)) freeObject = true;
    if (objectLike && isJsonObject(node.patternProperties)) freeObject = true;
  }
  const defaultTrue = nodes.some((node) => node.default === true || node.default === 'true');
  return { types, freeValue, freeObject, defaultTrue };
}

/** A map's value schema that admits only numbers or booleans. */
function scalarValues(schema: JsonValue | undefined): boolean {
  if (!isJsonObject(schema)) return false;
  const types = typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? schema.type : [];
  return types.length > 0 && types.every((type) => type === 'number' || type === 'integer' || type === 'boolean');
}

const booleanLike = (shape: Shape): boolean => shape.types.has('boolean') || shape.types.has('any');

/**
 * Where a description stops naming what the parameter is: its first sentence up to a purpose,
 * condition or relative clause ("Human-readable element description | used to obtain permission
 * ...", "The URL | to navigate to", "Bearer token | for the API"). A class word there names the
 * value ("Shell command to run", "Permissions to grant"); past it, the sentence tells what the
 * tool does with the value or why, and one word there ("permission", "url") is no evidence of
 * what the parameter carries.
 */
const HEAD_END = /[.;:!?(\n]|,\s|\s[-–—]\s|\b(?:used|to|for|that|which|who|whose|when|whenever|where|while|if|unless|so|because|by|in\s+order|such\s+as|e\.g|i\.e)\b/i;

const HEAD_ENDS = new RegExp(HEAD_END.source, 'gi');
const OPTIONALITY_ONLY = /^\s*[([]?\s*(?:optional(?:ly)?|required|opt)\s*[)\]]?\s*$/i;
/**
 * Where a parameter's head ends (HEAD_END). A clause word in capitals inside prose that is not all capitals is a keyword
 * of a query language, not a clause: "Unsafe raw WHERE SQL clause", "ORDER BY clause to sort with".
 */
function headEnd(text: string): RegExpExecArray | null {
  const shouting = !/[a-z]{3}/.test(text.replace(/\b[A-Z]{2,}\b/g, ''));
  HEAD_ENDS.lastIndex = 0;
  for (let cut = HEAD_ENDS.exec(text); cut !== null; cut = HEAD_ENDS.exec(text)) {
    // "Optional, text to pipe into ...": the word saying the value may be left out is no head.
    if (OPTIONALITY_ONLY.test(text.slice(0, cut.index))) continue;
    if (shouting || !/^[A-Z]{2,}$/.test(cut[0])) return cut;
  }
  return null;
}

const FALLBACK = /\b(?:when|if|where)\s+(?:no\b|none\b|not\b|omitted\b|empty\b|unset\b|missing\b|absent\b|left\s+(?:out|empty|blank)\b|[\w\s]{0,30}\b(?:is|are)\s+(?:not|missing|empty|unset|omitted|absent)\b)|\bby\s+default\b|\bif\s+omitted\b/i;

function headOf(text: string): string {
  const cut = headEnd(text);
  if (cut === null) return text;
  const head = text.slice(0, cut.index);
  // "Inventory content (for "static") or file path on the server (for "file")": an aside, then an
  // alternative of the head; the value is either, so the alternative's head names it too.
  // Also after a short condition or a comma: "Inventory content for "static", or file path for "file"".
  // "(or a path to ...)": the alternative inside the aside; " - or a file path": after a dash.
  // After a condition only with a comma: in "version for Java or TypeScript" the `or` joins the condition's own objects.
  // "Inventory content. May also be a path to a file", "Inventory content; alternatively the path of ...": the
  // alternative in the next sentence or clause, said as one.
  const alternative = /^(?:\([^()]{0,120}\)\s*,?|(?:for|when|if)\s[^.;:()\n,]{1,60}?\s*,|,|\s[-–—]|(?=\())\s*\(?\s*or\s+(?!(?:none|null|empty|omit(?:ted)?|leave|blank|nothing)\b)/i.exec(text.slice(cut.index))
    ?? /^[.;]\s+(?:(?:it|this|the\s+value)\s+)?(?:(?:may|can|could|might)\s+also\s+be|alternatively,?(?:\s+(?:it\s+)?(?:may|can)\s+be)?|(?:also\s+)?accepts?(?:\s+also)?|or)\s+(?!(?:none|null|empty|omit(?:ted)?|left|blank|nothing)\b)/i.exec(text.slice(cut.index));
  if (alternative === null) return head;
  const rest = text.slice(cut.index + alternative[0].length);
  // "or the file path when no name is given": a fallback the tool uses when the value is left out, not a value it takes.
  if (FALLBACK.test(rest.split(/[.;\n]/, 1)[0]!)) return head;
  return `${head} or ${headOf(rest)}`;
}

const DATE_WORDS = set('date', 'dates', 'time', 'timestamp', 'until', 'day', 'days', 'month', 'year', 'datetime', 'period', 'range');
/** A value that is a date or time (its format, or a date word in its documentation). */
function dateValued(schema: JsonValue | undefined, proseWords: ReadonlySet<string>): boolean {
  const formats = isJsonObject(schema) ? [schema.format, ...(Array.isArray(schema.anyOf) ? schema.anyOf.map((branch) => (isJsonObject(branch) ? branch.format : undefined)) : [])] : [];
  return formats.some((format) => typeof format === 'string' && /date|time/i.test(format)) || [...proseWords].some((word) => DATE_WORDS.has(word));
}
/** Verbs before `to` in a name that make the value where something is written (`exportTo`, `save_to`, `dump_to`). */
const DESTINATION_VERBS = set('export', 'save', 'write', 'output', 'dump', 'download', 'copy', 'move', 'store', 'extract', 'backup', 'archive');
/** `kernel` selects where code runs only on a tool that runs code (an image filter's or an OS kernel is no backend). */
const KERNEL_WORDS = set('kernel', 'kernels');
const runsCode = (tool: ToolContext | undefined): boolean => (tool?.categories ?? []).includes('execute_command');
/** Name words that are a recipient when something is sent, a field of the messages when they are only read. */
const RECIPIENT_NAME_WORDS = set('to', 'cc', 'bcc', 'recipient', 'recipients', 'email', 'emails', 'phone');
// Verbs only: "messages", "mail" and "draft" name what a reader lists (a draft is not sent).
const SEND_WORDS = set('send', 'sends', 'sending', 'sent', 'reply', 'replies', 'forward', 'forwards', 'forwarded', 'share', 'shares', 'invite', 'invites', 'notify', 'notifies',
  'deliver', 'delivers', 'delivered', 'dispatch', 'dispatches', 'post', 'posts', 'publish', 'publishes', 'relay', 'relays', 'relayed', 'remind', 'reminds', 'broadcast',
  'broadcasts', 'emailed', 'mailed', 'sms', 'dial', 'call', 'calls', 'alert', 'alerts', 'ping', 'pings', 'cc', 'bcc');
const LISTING_WORDS = set('list', 'lists', 'get', 'gets', 'search', 'searches', 'find', 'finds', 'page', 'paginate', 'paginates', 'read', 'reads', 'fetch', 'fetches',
  'query', 'queries', 'filter', 'filters', 'count', 'counts', 'show', 'shows', 'view', 'retrieve', 'retrieves', 'browse');
/** A tool that lists or reads and, by its locked writes and its name and description, sends nothing. */
function readsWithoutSending(tool: ToolContext | undefined): boolean {
  if (tool === undefined || tool.writes || tool.nameWords === undefined) return false;
  const words = [...tool.nameWords, ...(tool.describedWords ?? [])];
  return words.some((word) => LISTING_WORDS.has(word)) && !words.some((word) => SEND_WORDS.has(word));
}

/** Values that only say when to do something: a flag, or an enum of always/never/auto/on/off. */
const POLICY_WORDS = new Set(['always', 'never', 'auto', 'on', 'off', 'yes', 'no', 'true', 'false', 'enabled', 'disabled', 'none', 'all']);
function policyValues(schema: JsonValue | undefined): boolean {
  if (!isJsonObject(schema)) return false;
  if (schema.type === 'boolean') return true;
  return Array.isArray(schema.enum) && schema.enum.length > 0 && schema.enum.every((value) => typeof value === 'string' && POLICY_WORDS.has(value.toLowerCase()));
}

/**
 * "save generated image(s) to this file path": the value is the place the demonstrative names. A path,
 * a folder or a URL only: "the label shown for this file" names the file the label is for, not the value.
 */
const THIS_PLACE = /\b(?:to|into|from|at|in|on|under|onto)\s+(?:this|that|the\s+given)\s+(?:(?:local|output|target|destination)\s+)?(?:(file\s+path|path|directory|folder)|(url|uri|host|hostname|endpoint))\b/i;

/** Non-negated prose words of the description and title (only their heads: see headOf), URLs removed. */
function proseRuns(schema: JsonValue | undefined, headsOnly = false, documentation?: string): Array<{ key: string; words: string[] }> {
  if (!isJsonObject(schema)) return [];
  const runs: Array<{ key: string; words: string[] }> = [];
  const texts: Record<string, unknown> = { description: schema.description, title: schema.title };
  if (typeof schema.description !== 'string' && documentation !== undefined) texts.docstring = documentation;
  for (const key of Object.keys(texts)) {
    const text = texts[key];
    if (typeof text !== 'string') continue;
    const prose = text.slice(0, MAX_TEXT).replace(URL_PATTERN, ' ');
    for (const run of wordRuns(headsOnly ? headOf(prose) : prose, true)) {
      runs.push({ key, words: run.words.filter((_, i) => !run.negated[i]) });
    }
  }
  return runs;
}

class Findings {
  readonly list: ParameterFinding[] = [];
  add(finding: ParameterFinding): void {
    // The same class from the same place with no new token (`skip_tls` then `tls`): one finding.
    const repeats = (f: ParameterFinding) => f.class === finding.class && f.evidence === finding.evidence && f.nested === finding.nested
      && finding.tokens.every((token) => f.tokens.includes(token));
    if (this.list.some((f) => f.why === finding.why && f.class === finding.class) || this.list.some(repeats)) return;
    this.list.push(finding);
  }
  has(cls: string): boolean {
    return this.list.some((f) => f.class === cls);
  }
}

/**
 * Heads after `destination` that name an object of an app, not a place on a disk or in a store: a list, a task, a
 * parent or a neighbour in an order. Any other head (`destination_key`, `dest_name`, `destination_blob`) stays a place.
 */
const OBJECT_HEADS: ReadonlySet<string> = new Set(['tasklist', 'list', 'task', 'parent', 'previous', 'next', 'sibling', 'position', 'index', 'section',
  'column', 'lane', 'board', 'stage', 'project', 'milestone', 'sprint', 'epic', 'status', 'state', 'order', 'rank']);
/** "the key will be allowed to create", "users are permitted to access": what a grantee (a key, a token, a user, a role) is let do. */
const GRANTS_ACT = /\b(?:key|keys|token|tokens|user|users|role|roles|principal|principals|app|apps|application|client|clients|member|members|account|accounts|group|groups|agent|bot)\s+(?:will\s+be|is|are|be|being|get|gets)\s+(allowed|permitted|authori[sz]ed|granted(?:\s+(?:permission|access))?)\s+to\s+([a-z]+)\b/i;
/** Acts an authority is granted for besides writing: reading, accessing, managing, listing. */
const GRANTED_ACTS: ReadonlySet<string> = new Set(['access', 'read', 'manage', 'list', 'view', 'use', 'administer', 'admin', 'upload', 'download', 'invoke', 'call', 'run', 'execute', 'deploy', 'login', 'log', 'sign', 'publish', 'push', 'pull']);

/** A description that calls the value text to show: "for display purposes only", "shown in the UI", "human-readable name". */
const SAYS_DISPLAY = /\bfor\s+display\b|\bdisplay(?:ed)?\s+(?:purposes|only|name|label|in|to|on)\b|\bshown\s+(?:in|to|on|beside|as)\b|\bhuman[\s-]readable\b|\bfriendly\s+name\b/i;
/** Name words of text shown beside an object, which names or describes it: `label`, `title`, `display_name`, `caption`. */
const DISPLAY_TEXT_WORDS: ReadonlySet<string> = new Set(['label', 'title', 'caption', 'display', 'nickname', 'heading', 'subtitle']);
/** A name made only of display-text words (and `name` after `display`): `label`, `display_name`, `title`. */
function displayText(name: string): boolean {
  const words = splitWords(name);
  return words.length > 0 && words.every((word, i) => DISPLAY_TEXT_WORDS.has(word) || (word === 'name' && words[i - 1] === 'display'));
}

/** Class words of names, any class: a word glued to `id` (`roleid`) is one of them when its stem is. */
const NAME_CLASS_WORDS: ReadonlySet<string> = new Set(CLASS_WORDS.flatMap((each) => [...each.inName]));
/** `roleid`, `groupids`: a class word and `id` written as one word (Zabbix's API spells them so) are the two words. */
function gluedIdentifier(word: string): string[] {
  const glued = /^([a-z]{3,})(ids?)$/.exec(word);
  return glued !== null && NAME_CLASS_WORDS.has(glued[1]!) ? [glued[1]!, glued[2]!] : [word];
}

/** The capability a parameter named `name` with this schema carries. */
export function assessParameter(name: string, schema: JsonValue | undefined, options: AssessOptions = {}): ParameterAssessment {
  const findings = new Findings();
  const nested = options.nested ?? 'all';
  const shape = shapeOf(schema);
  // One walk of the schema for both its nested names (as nestedNames gives them) and its formats.
  const facts = collectSchemaFacts(schema);
  // A known name in another spelling (`is_destroy` grouped as `is-destroy`) is the same name.
  const inside = nested === 'none' ? [] : facts.propertyNames.slice(0, MAX_NESTED).filter((each) => nested === 'all' || !(nested.has(each) || nested.has(splitWords(each).join(' '))));
  const prose = proseRuns(schema, false, options.documentation);
  const proseWords = new Set(prose.flatMap((run) => run.words));
  const inArchive = placedInArchive(prose);
  const describedCode = descriptionOf(schema, options.documentation).slice(0, MAX_TEXT);

  [name, ...inside].forEach((each, index) => {
    const where = index === 0 ? 'name' : `nested property "${each}"`;
    const nestedAt = index === 0 ? undefined : each;
    const words = splitWords(each).flatMap(gluedIdentifier);
    const add = (cls: string, tokens: string[], why: string, evidence: FindingEvidence = 'name') =>
      findings.add({ class: cls, tokens, evidence, why: `${why} in ${where}`, ...(nestedAt !== undefined && { nested: nestedAt }) });
    // A nested property's own shape is unknown here: value classes need the parameter's own shape only for its name.
    const carriesValue = index > 0 || shape.freeValue;
    // `hostname_contains`, `url_prefix`, `path_matches` on a tool that does not write: a filter on what is returned,
    // matched against a field, not a value the tool reaches.
    const filterOnRead = index === 0 && options.tool?.writes === false && words.length > 1 && FIELD_MATCH_HEADS.has(words.at(-1)!);
    words.forEach((word, i) => {
      for (const { class: cls, inName } of CLASS_WORDS) {
        if (!inName.has(word)) continue;
        if (filterOnRead && VALUE_CLASSES.has(cls) && (cls === 'network_target' || cls === 'file_access')) continue;
        // `item_code`, `country_code`: an entry of a code list. Another word before `code` makes it one only when the
        // parameter's description (or docstring entry) says what it is and nothing of running it ("The item code of the line item").
        if (word === 'code' && i > 0 && !(index === 0 && CODE_RUNS_TEXT.test(describedCode))
          && (CODE_QUALIFIERS.has(words[i - 1]!) || (index === 0 && describedCode !== ''))) continue;
        // `stdin`, `stdin_text`, `stdin_base64`: what the program reads; `stdin_encoding`, `stdin_mode`: how it is read.
        if (word === 'stdin' && STDIN_SETTINGS.has(words[i + 1] ?? '')) continue;
        // `access_token`, `access_key`: a credential, not a permission.
        if (word === 'access' && CREDENTIAL_NOUNS.has(words[i + 1] ?? '')) continue;
        // `exportTo`, `save_to`: the place an export or save goes, a file_access destination (below), not a recipient.
        if (word === 'to' && i > 0 && DESTINATION_VERBS.has(words[i - 1]!)) continue;
        if (cls === 'network_target' && KERNEL_WORDS.has(word) && !runsCode(options.tool)) continue;
        // `to` is a recipient only on its own or beside one (`to`, `send_to`), not in `date_to`.
        if (word === 'to' && words.length > 1 && !words.some((other) => RECIPIENT_HINTS.has(other))) continue;
        // `to_address`, `from_email` on a tool that reads messages and sends nothing: a field of what it lists, no recipient.
        if (cls === 'network_target' && RECIPIENT_NAME_WORDS.has(word) && readsWithoutSending(options.tool)) continue;
        // A boolean, a number or a closed enum cannot carry a command, a path or a URL (`include_urls`,
        // `output_encoding`); a port number is still a network target.
        if (VALUE_CLASSES.has(cls) && !carriesValue && !(word === 'port' && (shape.types.has('integer') || shape.types.has('number')))) continue;
        // `codeSourceId`, `folderId`, `webhook_id`: the identifier of an object the backend keeps, not a
        // value of the class (no code, path or URL is given); a backend selector's id is read below.
        if (VALUE_CLASSES.has(cls) && i < words.length - 1 && IDENTIFIER_HEADS.has(words[words.length - 1]!) && !replacesConfiguredPlace(schema, options.documentation)) continue;
        // `destination_tasklist`, `destination_parent`: a destination named by the kind of object it is (a task list, a
        // parent task), not a place on the disk; `destination_path`, `dest_dir` still name one.
        if (cls === 'file_access' && (word === 'destination' || word === 'dest') && i < words.length - 1 && OBJECT_HEADS.has(words[words.length - 1]!)) continue;
        // `order_dir`, `sort_dir`: a direction of the order, not a directory.
        if (cls === 'file_access' && directionAt(words, i)) continue;
        // `schemas_per_file`, `lines_per_file`: a file after "per" is the unit of a count, not a place.
        if (cls === 'file_access' && words[i - 1] === 'per') continue;
        // `filenameSuffix`, `fromFileContent`: a file word modifying another head names a part of a file, not a place.
        if (cls === 'file_access' && i < words.length - 1 && NOT_A_PLACE.has(words[words.length - 1]!)) continue;
        // "Path to the main file in the workflow definition ZIP file": a place inside an archive the call carries.
        if (cls === 'file_access' && index === 0 && inArchive) continue;
        // A `role` closed to values none of which is a level of access (a chart field's x/y/series, a
        // chat message's user/assistant) picks a part something plays, not an authority.
        if (cls === 'permission' && ROLE_WORDS.has(word) && !ROLE_GRANTS.test(prose.map((run) => run.words.join(' ')).join(' '))
          && playedPart(index === 0 ? rootClosedValues(schema) : facts.closedValues.get(each))) continue;
        // "JMESPath expression for client-side filtering/projection of results": a selection over what the tool returns.
        if (cls === 'query_language' && selectsFromResults(word, schema, options)) continue;
        // `search_domain_filter`: a filter over what the tool returns, named for what it filters, not a target.
        if (cls === 'network_target' && words.length > 1 && RESULT_FILTERS.has(words[words.length - 1]!)) continue;
        // `include_domains`, `exclude_sites` of a web search that writes nothing: which results it keeps, not where it goes.
        if (cls === 'network_target' && index === 0 && searchResultPlaces(words, options.tool)) continue;
        // `WEBHOOK_TIMESTAMP_FORMAT`: a place word modifying a descriptor head names how something is written, not where it goes.
        if (cls === 'network_target' && describedBy(words, i)) continue;
        // `hosts_deny`, `blocked_domains`, `ip_blacklist`: places refused, a restriction; nothing is reached there.
        if (cls === 'network_target' && (REFUSED_LISTS.has(word) || words.some((other) => REFUSED_LIST_NOUNS.has(other))) && words.some((other) => REFUSED_WORDS.has(other))) continue;
        add(cls, [word], `word "${word}"`);
      }
      // Not a date or time bound ("End date of the export range", `format: date`: `export_to`, `backup_to` as "up to").
      if (carriesValue && (word === 'to' || word === 'into') && i > 0 && DESTINATION_VERBS.has(words[i - 1]!) && !dateValued(schema, proseWords)) add('file_access', [words[i - 1]!, word], `"${words[i - 1]} ${word}" (where it is written)`);
      // `cluster`, `server_name`, `instance_id`: which of the configured backends (its host and
      // credentials) the tool acts on. A selector falls back to one when left out (a default, or "Uses the
      // default cluster if omitted", "Available: production"); a required "Service Fabric managed cluster
      // name" names the object a tool reads, not the backend it connects to.
      if (carriesValue && BACKEND_WORDS.has(word) && !(KERNEL_WORDS.has(word) && !runsCode(options.tool)) && !windowsRegistry(word, schema, options) && words.slice(i + 1).every((next) => BACKEND_IDENTIFIERS.has(next))
        && !words.slice(0, i).some((before) => RESULT_SHAPERS.has(before) || before === 'max' || before === 'min')
        && (index > 0 || fallsBackToConfigured(schema, options.documentation))) {
        add('network_target', [word], `word "${word}" selecting the backend the tool acts on`);
      }
      // `workspace_id` "The Prometheus workspace ID to use. Optional if a URL is configured via command line arguments":
      // a value that stands in for the configured connection picks where the tool connects, whatever its name says.
      if (index === 0 && i === 0 && carriesValueOrId(shape)) {
        const replaced = REPLACES_CONFIGURED_CONNECTION.exec(descriptionOf(schema, options.documentation));
        if (replaced !== null) add('network_target', splitWords(replaced[0]).filter((word) => CONNECTION_WORDS.has(word)), `"${replaced[0]}": it stands in for the configured connection`, 'description');
      }
      // `history_id`, `chat_id`: the identifier of an object the backend keeps (a Galaxy history), not the conversation.
      // `chat_type` ("private", "group", "channel"): the kind of chat a search filters by, no content of one either.
      const identifies = i < words.length - 1 && (IDENTIFIER_HEADS.has(words[words.length - 1]!) || KIND_HEADS.has(words[words.length - 1]!));
      // `includeTranscript` (a boolean on get_wwdc_video): which parts the result holds; a flag or a number carries no conversation.
      if (carriesValue && ((CONVERSATION.has(word) && !identifies) || (word === 'user' && words.slice(i + 1).some((next) => USER_WORDS.has(next))))) {
        add('conversation_content', [each], `"${each}"`);
      }
      // `droppedOn`, `deletedSince`, `include_removed`: a past participle beside a date or an
      // inclusion word names a state to filter by (as an enum value "destroyed" does), not a write.
      const stateFilter = word.length > 4 && word.endsWith('ed') && words.some((other) => STATE_FILTER_WORDS.has(other));
      // comfy update_comfyui `confirm_update_all`: on a tool that writes, a flag confirming the act its name opens with
      // (update), over what its description already names ("target 'all'"), is the go-ahead for that act, no new write.
      // Not another act (`confirm_delete` on update_x), not a verb the name holds after another (`confirm_delete` on
      // preview_delete turns a preview into the act), not a scope the tool does not say (`confirm_delete_all` on a
      // delete_file that "Deletes one file").
      const confirmsOwnAct = index === 0 && i === 1 && booleanLike(shape) && CONFIRM_WORDS.has(words[0]!) && options.tool?.writes === true
        && [...(options.tool.nameWords ?? [])][0] === word
        && words.slice(2).every((next) => options.tool?.nameWords?.has(next) === true || options.tool?.describedWords?.has(next) === true);
      // `deactivate_after_days`, `delete_after`: a verb before when it happens is a schedule of the written object (an expiry), not a write mode.
      const scheduled = TIME_AFTER_VERB.has(words[i + 1] ?? '');
      if ((matches(word, WRITE_VERBS) || matches(word, DESTRUCTIVE_VERBS)) && !stateFilter && !confirmsOwnAct && !scheduled) {
        // A flag of a tool that does not write, documented as acting on what the tool's name says it
        // returns ("Remove all HTML comments" on get_visible_html), shapes the result, not stored data.
        if (!(index === 0 && !shape.freeValue && options.tool?.writes === false && shapesOwnResult(proseWords, options.tool.nameWords))) add('write_mode', [word], `word "${word}"`);
      }
      else if (options.tool?.writes === true && NAME_WRITE_MODES.has(word) && !stateFilter && !(word === 'force' && (forceShapesOutput(words) || forcesSafeguard(words)))) add('write_mode', [word], `word "${word}" on a tool that writes`, 'tool');
      // `browserArchive: auto | always | never`: a write verb (not its participle) whose values only say
      // when to do it switches that write on, whatever the tool did before.
      else if (index === 0 && NAME_WRITE_MODES.has(word) && !word.endsWith('ed') && policyValues(schema) && !(word === 'force' && (forceShapesOutput(words) || forcesSafeguard(words)))) add('write_mode', [word], `word "${word}" with values that say when to do it`);
      // `repository` of a tool that builds or writes: a remote place what it writes comes from or goes to.
      // Not a word modifying a head that names what the repository holds or says of itself (`repositoryLabels`: "Available
      // labels in the repository", what the write draws on); `repo_url`, `repo_target`, `target_repo_name` still are.
      if (options.tool?.writes === true && carriesValue && REPOSITORY_WORDS.has(word) && !(i < words.length - 1 && REPOSITORY_CONTENT_HEADS.has(words.at(-1)!))) {
        add('network_target', [word], `word "${word}" on a tool that writes`, 'tool');
      }
      // vefaas create_function `source` ("code artifact: base64 zip, object storage key or image"): on a tool that writes and
      // runs code, a value named only for where the code comes from is the code it deploys and runs.
      // A plural (`sources`) or a head after what the code is for (`function_source`, `deployment_bundle`); undocumented, or
      // documented as code (a zip, an image, an archive, a storage key), not as a label of where a run came from.
      if (index === 0 && i === words.length - 1 && (words.length === 1 || (words.length === 2 && CODE_OWNERS.has(words[0]!))) && carriesValue && DEPLOYED_CODE.has(word)
        && options.tool?.writes === true && runsCode(options.tool) && (proseWords.size === 0 || [...proseWords].some((each) => CODE_WORDS.has(each)))) {
        add('execute_command', [word], `"${word}" on a tool that writes and runs code: the code it deploys`, 'tool');
      }
      // `vpc_id`, `subnet_ids`, `security_group_ids` of a tool that writes (create_function): the private network what it
      // creates or changes is placed in, and so can reach; an identifier of a network, not of an object kept.
      // Followed only by what identifies it (not `subnet_description`, `vpc_tags`), and not on a tool that makes the network
      // itself (`vpc_name` on create_vpc).
      const placement = networkPlacement(words, i);
      if (options.tool?.writes === true && carriesValue && placement !== undefined && words.slice(i + placement.length).every((next) => BACKEND_IDENTIFIERS.has(next))
        && !placement.some((part) => options.tool?.nameWords?.has(part) === true)) {
        add('network_target', placement, `"${words.join('_')}": the network what the tool writes is placed in`, 'tool');
      }
      // `followers`, `watchers` of a tool that writes: people the object is shown to and who are notified of it.
      // The name's head only (`attendees`, not `attendees_note` or `max_attendees`).
      if (options.tool?.writes === true && carriesValue && NOTIFIED_PARTIES.has(word) && i === words.length - 1 && !words.some((other) => RESULT_SHAPERS.has(other) || other === 'number')) {
        add('network_target', [word], `word "${word}" (people notified) on a tool that writes`, 'tool');
      }
    });
    // `project_root`, `workspace_root`, `root_dir`: the directory the tool works under, a place on the disk.
    if (index === 0 && carriesValue && words.includes('root') && words.some((other) => ROOT_PLACES.has(other))) add('file_access', ['root'], `"${words.join(' ')}": the directory the tool works under`);
    // `public`, `is_private`, `visibility` of a tool that writes: who can see what it writes (a gist, a repository).
    // The name's head only, not `public_only` or a filter of a lister.
    const exposure = words.at(-1)!;
    // `private` (false by default: "Default: false (accessible from all sessions)"): the flag's true narrows who sees the
    // item and its default is what the tool did without it, so it adds no audience. Not a default of true, which the
    // model may turn off.
    const narrowsOnly = index === 0 && exposure === 'private' && isJsonObject(schema) && schema.type === 'boolean' && schema.default === false
      // ...unless its documentation says the default publishes ("When false (the default) the item is published to the public web").
      && !/\b(?:public(?:ly)?|publish\w*|everyone|every\s+user|anyone|all\s+users|shared?\s+with)\b/i.test(descriptionOf(schema, options.documentation));
    if (options.tool?.writes === true && EXPOSURE_NAME_WORDS.has(exposure) && !words.some((other) => RESULT_SHAPERS.has(other)) && !narrowsOnly) {
      add('permission', [exposure], `word "${exposure}" (who can see what it writes) on a tool that writes`, 'tool');
    }
    // `upload_location`: 'Either "shared" or "personal"' on a tool that writes or uploads: a choice among values one of which
    // names a wider audience picks who can see what it writes, whatever the parameter is called.
    else if (index === 0 && (options.tool?.writes === true || [...(options.tool?.nameWords ?? [])].some((word) => PUBLISHING_NAME_VERBS.has(word)))
      && AUDIENCE_HEADS.has(words.at(-1) ?? '') && !words.some((other) => RESULT_SHAPERS.has(other))) {
      const audience = audienceChoice(schema, options.documentation);
      if (audience !== undefined) add('permission', [audience.value], `value "${audience.value}" among its ${audience.evidence === 'enum' ? 'enum values' : 'documented values'} (who can see what it writes) on a tool that writes`, audience.evidence);
    }
    credentialByName(words, each, carriesValue, index === 0 ? shape : undefined, proseWords, add, index === 0 ? descriptionOf(schema, options.documentation) : '', options.tool?.writes);
    // zapier's `policy` on `create-client-credentials`: the policy of a credential, key or role a tool creates or changes is
    // what that credential may do, whatever its shape.
    const policyWord = words.find((word) => POLICY_NAMES.has(word));
    if (index === 0 && carriesValueOrId(shape) && policyWord !== undefined && words.every((word) => word === policyWord || POLICY_PARTS.has(word))
      && grantsAuthority(options.tool) && !OTHER_POLICIES.test(`${each} ${descriptionOf(schema, options.documentation)}`.replace(/_/g, ' '))) {
      add('permission', [policyWord], `word "${policyWord}" of the credential, role or policy the tool creates or changes`, 'tool');
    }
    // `author_username`, `author_user_id` on a tool that writes: whom the post is made as, an identity to act as.
    const author = words.find((word) => AUTHOR_WORDS.has(word));
    const identity = author === undefined ? undefined : words.find((word) => IDENTITY_WORDS.has(word));
    if (options.tool?.writes === true && author !== undefined && identity !== undefined) add('credential', [author, identity], `"${author} ${identity}": the identity a write is made as`, 'tool');
    // `userId`: "ID of the user making the change": the same identity, said in its documentation.
    else if (index === 0 && options.tool?.writes === true && carriesValueOrId(shape) && words.some((word) => IDENTITY_WORDS.has(word) || word === 'user')) {
      const said = ACTING_USER.exec(descriptionOf(schema, options.documentation));
      if (said !== null) add('credential', [words.join('_'), said[0]], `"${said[0]}": the identity a write is made as`, 'description');
    }
    if (index === 0) {
      const retarget = shape.freeValue ? retargetsAction(schema, options.tool, options.documentation) : undefined;
      if (retarget !== undefined) {
        findings.add({ class: retarget.backend ? 'network_target' : 'file_access', tokens: [retarget.place], evidence: 'description', why: `"${retarget.phrase}": it moves where the tool acts` });
      }
      const purpose = purposeWrite(schema, options.tool);
      if (purpose !== undefined) findings.add({ class: 'write_mode', tokens: [purpose], evidence: 'description', why: `purpose "to ${purpose}" in description` });
      // google-home `ack`: "Acknowledge (permanently consume) the returned messages. Destructive ...": a flag whose own
      // documentation says it destroys is a destructive mode of the tool, whatever the tool's other words.
      // Not a confirmation the tool demands before it destroys ("Must be true to run the replay (destructive opt-in)",
      // `confirm`): that flag guards the act, it adds none.
      const flagText = descriptionOf(schema, options.documentation);
      const confirms = CONFIRMATION_TEXT.test(flagText) || splitWords(name).some((word) => word.startsWith('confirm'));
      const destroying = shape.types.has('boolean') && !confirms ? DESTROYING_FLAG.exec(flagText) : null;
      if (destroying !== null) findings.add({ class: 'write_mode', tokens: splitWords(destroying[0]), evidence: 'description', why: `a flag documented as destroying ("${destroying[0]}")` });
      // dokploy compose-deploy `freshVolumes`: a flag that starts a store of data over empty discards what it held.
      const nameWords = splitWords(name);
      const emptied = shape.types.has('boolean') ? nameWords.findIndex((word, i) => EMPTIED_WORDS.has(word) && nameWords.slice(i + 1).some((later) => DATA_STORES.has(later))) : -1;
      const store = emptied >= 0 ? nameWords.slice(emptied + 1).find((later) => DATA_STORES.has(later))! : '';
      if (emptied >= 0) findings.add({ class: 'write_mode', tokens: [nameWords[emptied]!, store], evidence: 'name', why: `a flag starting ${store} over "${nameWords[emptied]}": the data they held is discarded` });
      const switched = flagThatWrites(schema, options.tool);
      if (switched !== undefined) findings.add({ class: 'write_mode', tokens: [switched], evidence: 'description', why: `a flag documented as what it writes ("${switched} ...") on a tool that does not write` });
      // `group_chat`: "Whether to send to a group chat (uses chat ID instead of buddy)" on tool_send_message: the flag makes the
      // recipient a group, everyone in it, where the tool sent to one person.
      const group = booleanLike(shape) && options.tool !== undefined && sendsAlready(options.tool, SENDING_VERBS) ? SENDS_TO_GROUP.exec(descriptionOf(schema, options.documentation)) : null;
      if (group !== null) findings.add({ class: 'network_target', tokens: [group[1]!.toLowerCase()], evidence: 'description', why: `a flag documented as sending to a ${group[1]!.toLowerCase()} ("${group[0]}") on a tool that sends: recipients of another kind` });
      // `intent`: "A short, plain-language description of what the user is trying to learn from this query": the
      // model is asked to write down the user's goal, conversation content the server receives.
      const goal = shape.freeValue ? USER_GOAL.exec(descriptionOf(schema, options.documentation).slice(0, MAX_TEXT)) : null;
      const goalIn = isJsonObject(schema) && typeof schema.description === 'string' ? 'description' : 'docstring';
      // Tokens: the goal's own words ("trying", "learn"), not "the user", which a locked list of categories may hold (`user_behavior`).
      if (goal !== null) findings.add({ class: 'conversation_content', tokens: splitWords(goal[0]).slice(3).filter((word) => word !== 'is' && word !== 'to'), evidence: goalIn, why: `"${goal[0]}" in ${goalIn}` });
      // pinecone `llm_model`: "If you are an AI model, use this field to specify your name ... **Do not prompt the user for
      // this.** This value is used to track usage analytics": the model reports itself, the user or the conversation to
      // the server's analytics, unasked.
      const documented = shape.freeValue ? descriptionOf(schema, options.documentation).slice(0, MAX_TEXT) : '';
      const analytics = REPORTED_FOR_ANALYTICS.exec(documented);
      const reported = analytics === null ? null : ABOUT_MODEL_OR_USER.exec(documented);
      if (analytics !== null && reported !== null) {
        findings.add({ class: 'conversation_content', tokens: [...splitWords(reported[0]).slice(-2), ...splitWords(analytics[0]).slice(-1)], evidence: goalIn, why: `"${reported[0]}" for "${analytics[0]}" in ${goalIn}: the model reports itself, the user or the conversation to the server's analytics` });
      }
      const body = shape.freeValue ? requestBody(descriptionOf(schema, options.documentation)) : undefined;
      if (body !== undefined) findings.add({ class: 'write_mode', tokens: body, evidence: 'description', why: `a request body for requests that write ("${body.join('", "')}" in description)` });
      const sent = sentMessage(words, schema, options.tool);
      if (sent !== undefined) findings.add({ class: 'write_mode', tokens: [words.find((word) => MESSAGE_WORDS.has(word))!, sent], evidence: 'description', why: `a message the tool sends ("${sent}") on a tool that sent nothing` });
    }
    safetySwitchByName(words, index === 0 ? shape : undefined, add, options.tool, proseWords, index === 0 ? schema : undefined, index === 0 ? descriptionOf(schema, options.documentation) : '');
    if (index === 0) passThroughByName(words, shape, proseWords, options.tool, add, isJsonObject(schema) && typeof schema.description === 'string' ? schema.description : options.documentation);
    if (index === 0) writtenMapByShape(words, shape, isJsonObject(schema) && typeof schema.description === 'string' ? schema.description : options.documentation ?? '', options.tool, add);
    if (index === 0) configuredExecution(words, schema, descriptionOf(schema, options.documentation), options.tool, add);
    if (index === 0) addedOrDiscarded(words, shape, schema, options.tool, add, descriptionOf(schema, options.documentation));
  });

  // A free-form map whose documentation lists the keys it takes ("task_params: ... - allow_override_limit: Allow
  // task-level --limit override"): the keys are parameters in all but the schema, and carry their classes.
  // A map of filters on a tool that does not write picks what is read: its keys name fields, no authority.
  if (shape.freeObject && nested !== 'none' && !(options.tool?.writes === false && splitWords(name).some((word) => word === 'filter' || word === 'filters' || word === 'where' || word === 'query'))) {
    for (const key of documentedKeys(descriptionOf(schema, options.documentation))) {
      if (key.name === name) continue;
      for (const finding of assessParameter(key.name, { description: key.text }, { ...(options.tool !== undefined && { tool: options.tool }) }).findings) {
        if (!KEY_CLASSES.has(finding.class)) continue;
        findings.add({ class: finding.class, tokens: [key.name, ...finding.tokens], evidence: 'description', why: `key "${key.name}" documented in the map (${finding.why})` });
      }
    }
  }

  // Description and title: words that cannot be incidental there, where they name the value. On a describing or identifier
  // name (`comment`, `input_output_id`), a class word the prose places as what the value is about or comes from ("the
  // intent ... behind this command execution", "Output ID from previous command execution") is not the value; "Shell
  // command run on the server" on a `reason` is still the command it runs.
  const nameHead = splitWords(name).at(-1) ?? '';
  const aboutOrIdentifier = DESCRIBING_NAMES.has(nameHead) || ANNOTATION_NAMES.has(nameHead) || (IDENTIFIER_HEADS.has(nameHead) && !replacesConfiguredPlace(schema, options.documentation));
  const placedAsAbout = (words: readonly string[], at: number): boolean => aboutOrIdentifier && words.slice(Math.max(0, at - ABOUT_WINDOW), at).some((word) => ABOUT_WORDS.has(word));
  for (const run of proseRuns(schema, true, options.documentation)) {
    run.words.forEach((word, i) => {
      for (const { class: cls, inText } of CLASS_WORDS) {
        if (!inText.has(word)) continue;
        if (VALUE_CLASSES.has(cls) && (!shape.freeValue || placedAsAbout(run.words, i))) continue;
        if (cls === 'file_access' && inArchive) continue;
        // "Webpage path (without domain)", "URL path of the endpoint": the path part of a URL on the service the tool
        // already targets, not a file. A host given with it ("full URL") is judged as a URL by its own words.
        if (cls === 'file_access' && word === 'path' && ![...proseWords].some((each) => LOCAL_FILE_WORDS.has(each)) && (URL_PATH_QUALIFIERS.has(run.words[i - 1] ?? '')
          || (run.words[i + 1] === 'without' && ['domain', 'host', 'hostname'].includes(run.words[i + (run.words[i + 2] === 'the' ? 3 : 2)] ?? '')))) continue;
        // "Repository ID, or org/repo path with slashes URL-encoded as %2F": the path of an object the backend keeps,
        // spelled as an owner and a name, not a place on a disk (unless the text speaks of one: "local file").
        if (cls === 'file_access' && (word === 'path' || word === 'paths') && ![...proseWords].some((each) => LOCAL_FILE_WORDS.has(each))
          && ownerNamePath(descriptionOf(schema, options.documentation), run.words[i - 1] ?? '')) continue;
        // "Folder ID to assign the item to", "The webhook id": the identifier of an object the backend keeps.
        if (VALUE_CLASSES.has(cls) && IDENTIFIER_HEADS.has(run.words[i + 1] ?? '') && !replacesConfiguredPlace(schema, options.documentation)) continue;
        // "a base64 data URI": content written inline, not a place to reach.
        if (cls === 'network_target' && i > 0 && INLINE_URI_QUALIFIERS.has(run.words[i - 1]!)) continue;
        // "Additional URL query parameters": a part of a URL the tool builds, not a URL it is given.
        if (cls === 'network_target' && URL_PARTS.has(run.words[i + 1] ?? '')) continue;
        // "SQL dialect to use for formatting": a variety of the language named, no query.
        if (cls === 'query_language' && LANGUAGE_VARIETIES.has(run.words[i + 1] ?? '')) continue;
        if (cls === 'query_language' && selectsFromResults(word, schema, options)) continue;
        // "MySQL connection string", "PostgreSQL host": a database named by its product, whose name splits into `my sql`.
        // Only before what the product is or runs on ("MySQL connection string"), not "Raw PostgreSQL the tool executes".
        if (word === 'sql' && SQL_PRODUCT_PREFIXES.has(run.words[i - 1] ?? '') && DATABASE_PARTS.has(run.words[i + 1] ?? '')) continue;
        // "ECMAScript regex": a script language naming a pattern's dialect, not code to run, unless the
        // description runs something too ("JavaScript regex, or a JavaScript function body run on each row").
        if (cls === 'execute_command' && word === 'script' && REGEX_WORDS.has(run.words[i + 1] ?? '') && !RUNS_CODE.test(descriptionOf(schema, options.documentation))) continue;
        findings.add({ class: cls, tokens: [word], evidence: proseEvidence(run.key), why: `word "${word}" in ${run.key}` });
      }
      const pair = CREDENTIAL_TEXT_PAIRS.get(word);
      const next = run.words[i + 1];
      // `description`: "The description of the auth token": a text about the credential, not the credential.
      if (shape.freeValue && !DESCRIBING_NAMES.has(splitWords(name).at(-1) ?? '') && ((pair !== undefined && next !== undefined && pair.has(next)) || CREDENTIAL_TEXT_WORDS.has(word))) {
        const tokens = pair !== undefined && next !== undefined && pair.has(next) ? [word, next] : [word];
        findings.add({ class: 'credential', tokens, evidence: proseEvidence(run.key), why: `"${tokens.join(' ')}" in ${run.key}` });
      }
    });
  }

  // "save generated image(s) to this file path" (oracle `generateImage`): the description names the value as a place.
  if (shape.freeValue && isJsonObject(schema) && typeof schema.description === 'string') {
    const place = THIS_PLACE.exec(schema.description.slice(0, MAX_TEXT));
    if (place !== null) findings.add({ class: place[1] !== undefined ? 'file_access' : 'network_target', tokens: splitWords(place[0]).slice(1), evidence: 'description', why: `"${place[0]}" in description` });
  }

  // A definition of something the backend runs, written out ("pipeline: Pipeline YAML configuration
  // (inline)"): the caller supplies what runs, as with a script.
  if (shape.freeValue && nested !== 'none') {
    const nameWords = splitWords(name);
    const runnable = [...nameWords, ...proseWords].find((word) => RUNNABLE_WORDS.has(word));
    const written = [...proseWords].find((word) => DEFINITION_WORDS.has(word));
    if (runnable !== undefined && written !== undefined && !nameWords.some((word) => NOT_A_DEFINITION.has(word))) {
      const ownWords = new Set(proseRuns(schema).flatMap((run) => run.words));
      findings.add({ class: 'execute_command', tokens: [runnable, written], evidence: ownWords.has(written) ? 'description' : 'docstring', why: `a ${runnable} definition written out ("${written}")` });
    }
  }

  // A container image to run ("imageName: Docker image (v2)", `dockerImage`, "OCI image
  // reference"): the caller picks the program the backend starts, as with a script. A container
  // engine or format right before "image", so a picture's "image" (or "a private image" after
  // "container registry") is not one.
  if (shape.freeValue) {
    for (const [words, evidence] of [[splitWords(name), 'name'], ...prose.map((run) => [run.words, proseEvidence(run.key)])] as Array<[readonly string[], ParameterFinding['evidence']]>) {
      const at = words.findIndex((word, i) => (word === 'image' || word === 'images') && i > 0 && CONTAINER_ENGINES.has(words[i - 1]!));
      if (at < 0) continue;
      findings.add({ class: 'execute_command', tokens: [words[at - 1]!, words[at]!], evidence, why: `a container image to run ("${words[at - 1]} ${words[at]}")` });
      break;
    }
  }

  // Documented as getting past what the other side checks ("curl: Chrome TLS impersonation, bypasses
  // many bot filters"): whatever its shape, choosing that value loosens a check.
  for (const run of prose) {
    const at = run.words.findIndex((word, i) => EVASION_WORDS.has(word)
      || (BYPASS_WORDS.has(word) && run.words.slice(i + 1, i + 2 + BYPASS_WINDOW).some((next) => GUARDED_BY_CHECKS.has(next))));
    if (at < 0) continue;
    const word = run.words[at]!;
    const tokens = EVASION_WORDS.has(word) ? [word] : [word, run.words.slice(at + 1, at + 2 + BYPASS_WINDOW).find((next) => GUARDED_BY_CHECKS.has(next))!];
    findings.add({ class: 'safety_switch', tokens, evidence: proseEvidence(run.key), why: `"${tokens.join(' … ')}" in ${run.key}` });
    break;
  }

  // Documented as overriding what the operator configured to restrict the tool ("Overrides the
  // environment variable JIRA_PROJECTS_FILTER if provided"): the operator's limit becomes the
  // caller's choice. An override of a configured value that restricts nothing (a timeout, a model) is not.
  // Identifiers are read as their words here (the setting is mostly named by its variable).
  const documented = isJsonObject(schema) && typeof schema.description === 'string' ? ['description', schema.description] as const
    : options.documentation !== undefined ? ['docstring', options.documentation] as const : undefined;
  for (const sentence of documented === undefined ? [] : documented[1].slice(0, MAX_TEXT).split(/(?<=[.!?])\s+|\n+/)) {
    const words = splitWords(sentence);
    const at = words.findIndex((word) => OVERRIDE_WORDS.has(word));
    if (at < 0) continue;
    const after = words.slice(at + 1, at + 1 + OVERRIDE_WINDOW);
    const restriction = after.find((word) => RESTRICTION_WORDS.has(word));
    if (restriction === undefined || !after.some((word) => OPERATOR_SETTING_WORDS.has(word))) continue;
    findings.add({ class: 'safety_switch', tokens: [words[at]!, restriction], evidence: proseEvidence(documented![0]), why: `"${words[at]} … ${restriction}": overrides a restriction the operator configured, in ${documented![0]}` });
    break;
  }

  // A flag, on a tool that writes, documented as making the write unrecoverable or going past what the tool
  // would keep ("Hard-delete instead of OS trash", "Proceed and LOSE unsaved changes"): a write mode that removes
  // the way back, whatever its name (`permanent`, `discardUnsavedChanges`).
  // A loss stated outright ("LOSE unsaved changes", "hard-delete") is a write even where the tool's own words show none.
  // Not a confirmation (`confirm`: "Required acknowledgement that the account will be permanently deleted"): it
  // names the act it guards, and turning it on is the guard passed, not a mode.
  if (booleanLike(shape) && documented !== undefined && !splitWords(name).some((word) => CONFIRMATION_WORDS.has(word))) {
    const text = documented[1].slice(0, MAX_TEXT);
    // "Move to trash instead of permanently deleting", "Soft delete rather than hard-delete": the way back kept.
    const unrecoverable = [...text.matchAll(UNRECOVERABLE)].find((match) => !KEPT_BACK.test(text.slice(Math.max(0, match.index - 40), match.index)));
    if (unrecoverable !== undefined && (options.tool?.writes === true || STATED_LOSS.test(unrecoverable[0]))) {
      findings.add({ class: 'write_mode', tokens: [unrecoverable[0].toLowerCase().replace(/\s+/g, ' ')], evidence: proseEvidence(documented[0]), why: `a flag documented as a write with no way back ("${unrecoverable[0]}")` });
    }
  }

  // A boolean whose default `true` keeps a safeguard on: the caller may now turn it off. The
  // safeguard is named by the flag (`require_auth`, `dry_run`, `strict`) or by the verb its
  // description opens with ("Whether to require a valid JWT", "Verify TLS certificates").
  if (booleanLike(shape) && shape.defaultTrue) {
    const safeguard = requiresOfRecords(splitWords(name), options.tool, descriptionOf(schema, options.documentation)) ? undefined
      : safeguardIn(splitWords(name), SAFEGUARD_WORDS) ?? prose.slice(0, 1).map((run) => safeguardIn(run.words.slice(0, OPENING_WORDS), SAFEGUARD_VERBS)).find((found) => found !== undefined);
    // `dry_run` (default true) on `harbor_delete_untagged`: on a tool that already writes, a mode that does less than
    // it did; turning it off is what the tool always did. On a tool that did not write, turning it off is the write.
    const lessOfOwnAct = safeguard !== undefined && options.tool?.writes === true && NO_EFFECT_MODES.has(safeguard.join(' '));
    if (safeguard !== undefined && !lessOfOwnAct) {
      findings.add({ class: 'safety_switch', tokens: [...safeguard, 'default true'], evidence: 'default', why: `boolean with default true keeping "${safeguard.join(' ')}" on` });
    }
  }

  // `withCredentials`: "Whether Grafana should forward credentials such as cookies": a flag that sends the
  // credentials the server holds or the user's cookies on to the target, authority the caller now hands out.
  if (booleanLike(shape)) {
    const nameWords = splitWords(name);
    const credentialWord = nameWords.find((word) => CREDENTIAL_WORDS.has(word));
    const forwarded = FORWARDS_CREDENTIALS.exec(descriptionOf(schema, options.documentation).slice(0, MAX_TEXT));
    if (credentialWord !== undefined && nameWords.some((word) => FORWARDING_WORDS.has(word))) {
      findings.add({ class: 'credential', tokens: nameWords, evidence: 'name', why: `"${nameWords.join(' ')}": a flag that sends credentials on` });
    }
    else if (forwarded !== null) findings.add({ class: 'credential', tokens: splitWords(forwarded[0]), evidence: 'description', why: `"${forwarded[0]}": a flag that sends credentials on` });
    // `external`: "Store snapshot on external server": a flag that sends what the tool makes to a place outside.
    const outside = STORED_OUTSIDE.exec(descriptionOf(schema, options.documentation).slice(0, MAX_TEXT));
    if (outside !== null) findings.add({ class: 'network_target', tokens: splitWords(outside[1]!), evidence: 'description', why: `"${outside[0]}": a flag that sends what the tool makes to a place outside` });
  }

  // "Aggregate function (e.g., COUNT(*), SUM(column))": a free value documented by SQL written out is SQL
  // the tool puts in its query, whatever its name says.
  // Bind values documented beside the query they fill ("values for $1 in SELECT ... WHERE id = $1") are no SQL.
  const sql = shape.freeValue && ![...proseWords].some((word) => BIND_WORDS.has(word)) ? SQL_WRITTEN_OUT.exec(descriptionOf(schema, options.documentation)) : null;
  // `regions`: "The regions where the key will be allowed to create new buckets": a value documented as what something
  // is let do (a key, a token, a user being made) sets an authority, whatever it is called.
  const granted = shape.freeValue ? GRANTS_ACT.exec(descriptionOf(schema, options.documentation)) : null;
  if (granted !== null && (matches(granted[2]!.toLowerCase(), WRITE_VERBS) || matches(granted[2]!.toLowerCase(), DESTRUCTIVE_VERBS) || GRANTED_ACTS.has(granted[2]!.toLowerCase()))) {
    findings.add({ class: 'permission', tokens: [granted[1]!.toLowerCase(), granted[2]!.toLowerCase()], evidence: 'description', why: `documented as what is let act ("${granted[0]}")` });
  }
  if (sql !== null) findings.add({ class: 'query_language', tokens: [sql[0].replace(/\s*\($/, '')], evidence: 'description', why: `SQL written out in its description ("${sql[0]}")` });
  // oci `tenant_id`: "can be used to specify a different tenancy (for cross-tenancy authorization)": the caller points the
  // configured credential at another tenant, organization or account, a scope beyond the one configured.
  const scopeText = descriptionOf(schema, options.documentation).slice(0, MAX_TEXT);
  const otherScope = shape.freeValue && !TENANCY_FILTERED.test(scopeText) ? OTHER_TENANCY.exec(scopeText) : null;
  if (otherScope !== null) findings.add({ class: 'permission', tokens: splitWords(otherScope[0]).slice(-2), evidence: 'description', why: `${OTHER_SCOPE_WHY} ("${otherScope[0]}")` });
  // chkp's `domains_to_process`: ["ALL_DOMAINS_ON_THIS_SERVER", "CURRENT_DOMAIN"]: a choice between the current tenancy
  // unit and all of them reaches every tenant the credential can see, closed enum or not.
  const everyUnit = scopeBeyondCurrent(schema);
  if (everyUnit !== undefined) findings.add({ class: 'permission', tokens: [everyUnit], evidence: 'enum', why: `${OTHER_SCOPE_WHY} (value "${everyUnit}" beside the current one)` });

  const formats = facts.formats.filter(({ property }) => nested !== 'none' || property === '(root)');
  for (const { format } of formats) {
    // `format: email` on a reader that sends nothing: the address of a record looked up (ghost_get_member), no recipient.
    if (format.toLowerCase() === 'email' && readsWithoutSending(options.tool)) continue;
    if (NETWORK_FORMATS.has(format.toLowerCase())) findings.add({ class: 'network_target', tokens: [format], evidence: 'format', why: `format "${format}"` });
  }

  // Enum values that name a write or an action, on a new parameter (an existing one's values were accepted).
  if (isJsonObject(schema) && nested !== 'none') {
    const checking = options.tool?.writes !== true && checkingMode(schema);
    const values = branches(schema).flatMap((node) => (Array.isArray(node.enum) ? node.enum : Object.hasOwn(node, 'const') ? [node.const!] : []));
    for (const named of enumActions(values, options.tool, name)) {
      // A mode of checking picks how a check runs: a value named after an action (`push`) is a kind of
      // input, but one that writes or destroys (`delete`) still does.
      if (checking && !(matches(named.word, WRITE_VERBS) || matches(named.word, DESTRUCTIVE_VERBS))) continue;
      findings.add({ class: named.class, tokens: [named.word], evidence: 'enum', why: `enum value "${named.value}"` });
    }
  }

  // codemcp's new `mode` (any string) beside its `subtool`: a selector of what a tool that writes or runs does,
  // open to any value, names actions nobody listed; a selector word as the name's head only (`mode`, `action`;
  // not `modeDescription`), and not a mode of presentation (see isActionSelector).
  const selector = selectorName(name);
  const selectorText = descriptionOf(schema, options.documentation);
  if (selector !== undefined && nested !== 'none' && (options.tool?.writes === true || options.tool?.categories?.includes('execute_command') === true)
    && openString(schema) && (selectorText.trim() === '' || SELECTS_ACTION.test(selectorText))) {
    findings.add({ class: 'action_selector', tokens: [selector], evidence: 'name', why: `"${selector}" taking any string on a tool that writes or runs: it selects what the tool does` });
  }

  // `domain: ["data.cdc.gov", "chronicdata.cdc.gov"]` (default "data.cdc.gov"): values that are hosts name
  // where the tool sends its requests; every one but the default is a host it did not reach.
  const hosts = isJsonObject(schema) && nested !== 'none' ? hostValues(schema, undefined, undefined, name) : [];
  if (hosts.length > 0) findings.add({ class: 'network_target', tokens: hosts, evidence: 'enum', why: `enum of hosts (${hosts.map((host) => `"${host}"`).join(', ')})` });
  // `method: ["dta", "llm"]` "Method to use for analysis": a way of doing the work that is a language model's
  // service hands what the tool holds to that service.
  const models = isJsonObject(schema) && nested !== 'none' && WAY_SELECTORS.has(splitWords(name).at(-1) ?? '') ? modelServiceValues(rootClosedValues(schema)) : [];
  if (models.length > 0) findings.add({ class: 'network_target', tokens: models, evidence: 'enum', why: `"${name}" picks how the work is done, and ${models.map((value) => `"${value}"`).join(', ')} is a language model's service the data goes to` });

  // "Only delete the cookie on this domain" (browser_cookie_delete `domain`): an attribute of what the
  // tool already acts on narrows which of them it acts on; the name's place word reaches nothing new.
  const narrows = narrowsFromDefault(schema, options.tool);
  const filters = narrows || ownObjectFilter(schema, options.tool?.nameWords) || filtersListedBy(schema, options.tool, options.documentation) !== undefined || patternFilter(name, schema, options.tool, options.documentation);
  const restricts = !filters ? restrictsResults(schema, options.tool, options.documentation) : undefined;
  const unopened = !filters && restricts === undefined ? notOpened(schema, options.tool) : undefined;
  const stored = !filters && restricts === undefined && unopened === undefined ? storedLink(schema, options.tool, options.documentation) : undefined;
  // A filter whose closed values name no level of access (`scopes`: MAIN, TEST, OVERALL) picks results, no authority.
  const displayed = !filters && restricts === undefined && unopened === undefined && stored === undefined ? namedForDisplay(name, schema, options.documentation) : undefined;
  // gmail-blade `scope`: "scope tag: 'work', 'personal', ... Server-side filter": on a tool that does not write, a scope
  // documented as filtering what is read, with no word of granting or access, picks results, no authority.
  const scopeFilter = !filters && restricts === undefined && displayed === undefined && options.tool?.writes === false
    && splitWords(name).some((word) => word === 'scope' || word === 'scopes') && scopeAsFilter(descriptionOf(schema, options.documentation)) !== null
    && !AUTHORITY_TEXT.test(descriptionOf(schema, options.documentation));
  const dropped = scopeFilter ? SCOPE_DROPPED : displayed !== undefined ? FILE_CLASSES : narrows ? NARROWED_DROPPED : filters ? (playedPart(rootClosedValues(schema)) ? NARROWED_DROPPED : PLACE_CLASSES) : restricts !== undefined ? restrictedClasses(schema, options.tool, options.documentation) : unopened !== undefined || stored !== undefined ? PLACE_CLASSES : undefined;
  const labelled = dropped !== undefined ? findings.list.filter((finding) => !(finding.nested === undefined && dropped.has(finding.class))) : findings.list;
  // `label`: "The StackScript's label for display purposes only": text shown beside an object names it; a class word of
  // its description ("script") is what the object is, not what the value carries.
  const list = displayText(name) && SAYS_DISPLAY.test(descriptionOf(schema, options.documentation)) ? labelled.filter((finding) => !(finding.nested === undefined && VALUE_CLASSES.has(finding.class) && finding.evidence !== 'name' && finding.evidence !== 'format')) : labelled;
  if (list.length === 0 && findings.list.length > 0 && isJsonObject(schema)) {
    const reason = restricts !== undefined
      ? `restricts what the tool returns ("${restricts}"): its place or scope word names which results, no place to reach and no authority`
      : unopened !== undefined
        ? `names places the description says the tool does not open ("${unopened}")`
        : stored !== undefined
          ? `a link or setting kept with what the tool writes ("${stored}"): a value it stores, no place it reaches`
        : displayed !== undefined
          ? `what an object is called ("${displayed}"): its file word names no file read or written`
        : scopeFilter
          ? `a scope documented as filtering what a tool that does not write reads ("${scopeAsFilter(descriptionOf(schema, options.documentation))![0]}"): it picks results, no authority`
        : `narrows which of the tool's own objects it acts on ("${String(schema.description).trim()}"): its place word names an attribute of them, no place to reach`;
    return { carries: false, reasons: [reason], findings: [] };
  }
  if (list.length > 0) {
    const byClass = new Map<string, string[]>();
    for (const finding of list) {
      const whys = byClass.get(finding.class) ?? [];
      whys.push(finding.why);
      byClass.set(finding.class, whys);
    }
    return {
      carries: true,
      ...(findings.has('conversation_content') && { dataFlow: true }),
      ...(list.some((finding) => finding.class === 'permission' && finding.why.startsWith(OTHER_SCOPE_WHY)) && { otherScope: true }),
      reasons: [...byClass].map(([cls, whys]) => `${cls} (${whys.slice(0, 3).join(', ')})`),
      findings: list,
    };
  }
  const shaping = splitWords(name).filter((word) => RESULT_SHAPERS.has(word));
  return {
    carries: false,
    reasons: [shaping.length > 0 ? `shapes the result (word "${shaping[0]}" in name)` : 'no capability word in its name, description or format'],
    findings: [],
  };
}

const PLACE_CLASSES = set('file_access', 'network_target');
/** Classes a documented key of a map carries into it: what turns a check off or hands a value to a process or backend as authority. */
const KEY_CLASSES = set('safety_switch', 'credential', 'pass_through', 'execute_command');
/** "- allow_override_limit: Allow task-level --limit override": a key and its text, listed in a map's documentation. */
const DOCUMENTED_KEY = /^[`'"]?([a-z][a-z0-9_]{2,60})[`'"]?\s*[:=]\s*([^]{0,200})$/i;
/** Keys named in prose ("a dict with keys `host`, `port` and `password`") or in a JSON example (`{"skip_verify": true}`). */
const PROSE_KEYS = /\bkeys?\b[^.:]{0,20}?((?:`[a-z][a-z0-9_]{1,60}`[,\s]*(?:and\s+|or\s+)?){1,20})/gi;
const JSON_KEY = /[{,]\s*"([a-z][a-z0-9_]{2,60})"\s*:/gi;
/** A key's text saying it narrows what is read or shows something ("Only accounts whose password has expired", "Hint shown"). */
const KEY_NAMES_NO_AUTHORITY = /^\s*(?:only|filter|filters|match(?:es)?|hint|shown|displayed)\b/i;
function documentedKeys(text: string): Array<{ name: string; text: string }> {
  const body = text.slice(0, MAX_TEXT);
  // Bullets (or numbers) on their own lines, or run together when a docstring entry was joined into one line.
  const listed = body.split(/(?:^|\s)(?:[-*•]|\d{1,2}[.)])\s+/).slice(1)
    .map((segment) => DOCUMENTED_KEY.exec(segment.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ name: match[1]!, text: match[2]!.trim() }));
  const prose = [...body.matchAll(PROSE_KEYS)].flatMap((match) => [...match[1]!.matchAll(/`([a-z0-9_]+)`/gi)].map((key) => ({ name: key[1]!, text: '' })));
  const json = [...body.matchAll(JSON_KEY)].map((match) => ({ name: match[1]!, text: '' }));
  return [...listed, ...prose, ...json].filter((key) => !KEY_NAMES_NO_AUTHORITY.test(key.text));
}
/** Name heads of a value matched against names (`file_pattern`, `include_glob`), never a place itself. */
const PATTERN_HEADS = set('pattern', 'patterns', 'glob', 'globs', 'regex', 'regexp', 'mask', 'wildcard');
/** A description of a value that picks among what is read: "Pattern to filter files", "Only files matching ...". */
const FILTERS_WHAT_IS_READ = /\b(?:filter|filters|filtering|match|matching|matches|include|exclude|select|restrict|limit)\b/i;
/** An absolute place written out: a pattern that names one reaches it. */
const ABSOLUTE_EXAMPLE = /(?:^|[\s'"`(])(?:\/(?!\*)[\w.-]|~\/|[A-Z]:[\\/]|\$\{?[A-Z_]+\}?[\\/]|%[A-Z_]+%)|\.\.[\\/]/i;
/**
 * `file_pattern`, "Pattern to filter files (e.g., "*.txt")" on a tool that does not write: a glob or regex matched
 * against the names of what the tool already reads, which picks among them and reaches no place. Not one whose
 * description widens ("any path") or whose example is an absolute place ("/etc/*", "../*").
 */
function patternFilter(name: string, schema: JsonValue | undefined, tool: ToolContext | undefined, documentation?: string): boolean {
  if (tool?.writes !== false || !PATTERN_HEADS.has(splitWords(name).at(-1) ?? '')) return false;
  const text = descriptionOf(schema, documentation);
  return FILTERS_WHAT_IS_READ.test(text) && !WIDENS.test(text) && !ABSOLUTE_EXAMPLE.test(text);
}
/** "Additional CLI arguments", "command-line flags": arguments handed to a process as they are. */
const PROCESS_ARGUMENTS = /\b(?:cli|command[-\s]line|shell|subprocess|ansible)\s+(?:arguments|args|flags|options|switches)\b|\b(?:arguments|args|flags|options|switches)\s+(?:(?:that\s+are\s+)?(?:passed|handed|appended|forwarded|given|added)\s+(?:on\s+)?to)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:command|process|call|binary|cli|executable|shell|script|invocation)\b/i;
/** Names of a value that may be handed to a process as arguments. */
const ARGUMENT_NAMES = set('arguments', 'argument', 'options', 'flags', 'params', 'parameters', 'opts', 'switches');
/**
 * A string parameter that takes any string in some branch and nothing but strings (an optional string,
 * `anyOf [string, null]`, `type: ["string", "null"]`, `Literal[...] | str`).
 */
function openString(schema: JsonValue | undefined): boolean {
  const typesOf = (node: JsonObject) => (typeof node.type === 'string' ? [node.type] : Array.isArray(node.type) ? node.type : []).filter((type) => type !== 'null');
  const nodes = branches(schema).filter((node) => !Array.isArray(node.anyOf) && !Array.isArray(node.oneOf) && !(node.type === 'null'));
  return nodes.length > 0 && nodes.every((node) => typesOf(node).length === 1 && typesOf(node)[0] === 'string')
    && nodes.some((node) => !Array.isArray(node.enum) && !Object.hasOwn(node, 'const'));
}
/** Selector words that stand alone for what a tool does (`mode`, `action`, `subcommand`, `method`); `task` names an object too. */
const SELECTOR_HEADS = set('action', 'operation', 'op', 'verb', 'mode', 'command', 'cmd', 'subcommand', 'subtool', 'subaction', 'method');
/** Words after a selector that name it, not a thing of its own (`action_type`, `operation_name`). */
const SELECTOR_NAMERS = set('type', 'name', 'kind', 'id');
/** The selector a parameter name is (`mode`, `action_type`, `sub_command`), or undefined (`match_mode`, `parse_mode`: a mode of something). */
function selectorName(name: string): string | undefined {
  const words = splitWords(name).filter((word) => word !== 'sub');
  const [first, second] = words;
  if (first === undefined || !SELECTOR_HEADS.has(first)) return undefined;
  return words.length === 1 || (words.length === 2 && SELECTOR_NAMERS.has(second!) && first !== 'method') ? first : undefined;
}
/** A description saying the value picks what the tool does ("The operation to perform", "Subtool to run", "HTTP method"). */
const SELECTS_ACTION = /\b(?:actions?|operations?|commands?|subcommands?|sub-?tools?|http\s+method|verbs?|what\s+to\s+do)\b/i;
/**
 * A host name, an IP address or a URL (http, https, ws, wss, ftp): a value naming where a request goes
 * (`data.cdc.gov`, `http://169.254.169.254`, `localhost:8080`; not `gpt-4.1`, `report.json`). A name needs a
 * top-level domain: any two letters, or one of the generic ones.
 */
const HOST_VALUE = /^(?:(?:https?|wss?|ftp):\/\/)?(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2}|com|org|net|gov|edu|int|mil|info|biz|app|dev|cloud|xyz|site|online|tech|io|ai|aero|museum|name|pro|coop|jobs|travel|mobi)|\d{1,3}(?:\.\d{1,3}){3}|localhost|\[[0-9a-f:]+\])(?::\d+)?(?:\/\S*)?$/i;
/** A parameter named or documented as where requests go: its dotted values are hosts, not file or package names (`socket.io`, `requirements.in`). */
const HOST_NAME_WORDS = set('domain', 'domains', 'host', 'hosts', 'hostname', 'url', 'urls', 'uri', 'endpoint', 'endpoints', 'server', 'servers', 'base', 'portal', 'portals', 'site', 'sites', 'api', 'instance', 'mirror', 'mirrors', 'registry', 'origin', 'gateway', 'region', 'cluster');
const HOST_DESCRIBED = /\b(?:hosts?|hostnames?|domains?|portals?|urls?|uris?|endpoints?|servers?|sites?|websites?|mirrors?|instances?|base\s+address|api\s+address)\b/i;
/** The host of a host value (`https://data.cdc.gov/api/v3` -> `data.cdc.gov`). */
const hostOf = (value: string): string => value.replace(/^[a-z]+:\/\//i, '').replace(/[/:].*$/, '').toLowerCase();
/**
 * The values of a parameter's enums (or consts, its items' too) that are hosts the tool could not reach
 * before: not the default, not a host among `known` (the locked values: `/api/v3` beside `/api/v2` of the
 * same host), and only when the parameter is named or documented as where requests go. An enum of one value
 * chooses nothing.
 */
export function hostValues(schema: JsonValue | undefined, values?: readonly JsonValue[], locked?: JsonValue, name = ''): string[] {
  if (!isJsonObject(schema)) return [];
  const described = typeof schema.description === 'string' && HOST_DESCRIBED.test(schema.description);
  if (!described && !splitWords(name).some((word) => HOST_NAME_WORDS.has(word))) return [];
  const listedIn = (node: JsonValue | undefined) => [...branches(node), ...branches(isJsonObject(node) && isJsonObject(node.items) ? node.items : undefined)]
    .flatMap((each) => (Array.isArray(each.enum) ? each.enum : Object.hasOwn(each, 'const') ? [each.const!] : []));
  const all = listedIn(schema);
  const known = [...listedIn(locked), ...(isJsonObject(locked) && locked.default !== undefined ? [locked.default] : [])];
  if (values === undefined && all.length < 2) return [];
  const hosts = (list: readonly JsonValue[]) => list.filter((value): value is string => typeof value === 'string' && HOST_VALUE.test(value));
  const reached = new Set([...hosts(known), ...hosts(schema.default !== undefined ? [schema.default] : [])].map(hostOf));
  return [...new Set(hosts(values ?? all).filter((value) => !reached.has(hostOf(value))))];
}
/**
 * What a filter over what a reader returns may name without granting it: a place of a kind the tool
 * already reaches (files for a tool that reads files, URLs for one that requests them), and a scope
 * closed to no level of access.
 */
function restrictedClasses(schema: JsonValue | undefined, tool: ToolContext | undefined, documentation?: string): ReadonlySet<string> {
  const categories = new Set(tool?.categories ?? []);
  const classes = new Set<string>();
  // Or the words after "restricting results to" are a field the tool's description says the results
  // carry ("restricting results to a filePath" where "each [result] with filePath ..."): a field of the results.
  const field = resultField(schema, tool, documentation);
  if (field || categories.has('read_file') || categories.has('write_file')) classes.add('file_access');
  if (field || categories.has('network_request')) classes.add('network_target');
  const values = rootClosedValues(schema);
  if (values === null || playedPart(values)) classes.add('permission');
  return classes;
}
/**
 * Words saying a write leaves no way back: "hard-delete", "permanently", "irreversible", "cannot be undone", "instead of
 * (the OS) trash", "lose unsaved changes", "discard any changes".
 */
const UNRECOVERABLE = /\bhard[\s-]?delet\w*|\bpermanently\b|\birreversibl\w*|\bcannot\s+be\s+(?:undone|recovered|restored)|\binstead\s+of\s+(?:the\s+|os\s+|the\s+os\s+)?(?:trash|recycle\s+bin|archiving|soft[\s-]?delet\w*)|\b(?:lose|loses|losing|discard|discards|discarding|destroy|destroys|destroying|wipe|wipes|wiping)\s+(?:all\s+|any\s+|the\s+|your\s+)?(?:unsaved\s+|pending\s+|local\s+|uncommitted\s+)?(?:changes|data|work|edits|history)\b/gi;
/** Words just before such a phrase that keep the way back: "instead of permanently deleting", "not hard-delete". */
const KEPT_BACK = /\b(?:instead\s+of|rather\s+than|not|no|without|never|avoid|avoids|avoiding|prevent|prevents|preventing)\s+(?:[\w-]+\s+){0,2}$/i;
const STATED_LOSS = /^(?:hard|lose|loses|losing|discard|destroy|wipe)/i;
/** Names of a flag that confirms an act rather than choosing how it is done. */
const CONFIRMATION_WORDS = set('confirm', 'confirmed', 'confirmation', 'acknowledge', 'acknowledged', 'ack', 'consent', 'agree', 'understand', 'sure');
/** Words saying a filter's value reaches further than what the tool returned before: "any path on the machine", "fetches and crawls it", "all tenants". */
const WIDENS = /\bany\s+(?:[\w-]+\s+)?(?:paths?|director(?:y|ies)|folders?|hosts?|machines?|tenants?|sites?|urls?|files?|drives?|disks?|servers?|accounts?|workspaces?|locations?)\b|\ball\s+(?:[\w-]+\s+)?(?:paths|directories|folders|hosts|machines|tenants|sites|urls|files|drives|disks|servers|accounts|workspaces|locations)\b|\banywhere\b|\bon\s+disk\b|\bremote\b|\bssh\b|\bsftp\b|\bconnect\w*|\bfetch\w*|\bcrawl\w*|\bdownload\w*|\bupload\w*|\bon\s+demand\b|\badmin\w*|\bacross\b|\bother\s+(?:users?|tenants?|accounts?|machines?|hosts?)\b|\bhome\s+director(?:y|ies)\b|\binstead\s+of\b|\bnetwork\s+shares?\b|\bmount(?:ed|s)?\b|\bvolumes?\b|['"`]\*['"`]/i;
/** Languages that select from a JSON document: run on the tool's own output, they reach nothing. */
const SELECTION_LANGUAGES = set('jmespath', 'jsonpath', 'jq', 'xpath');
// "to extract specific content from HTML resources": a selector over the documents the tool returns.
const APPLIED_TO_RESULTS = /\bclient[-\s]side\b|\b(?:on|of|to|over|from|filter|transform|project|reshape)\s+(?:the\s+)?(?:json\s+|api\s+|raw\s+)?(?:results?|response|output|returned\s+\w+|data\s+returned)\b|\bextract\w*\s+(?:[\w-]+\s+){0,3}from\s+(?:the\s+)?(?:[\w-]+\s+)?(?:resources?|documents?|pages?|content|html|xml)\b/i;
/**
 * `query`: "JMESPath expression for client-side filtering/projection of results." A JSON (or XPath) selection
 * language documented as applied to what a tool that does not write returns filters or projects that
 * result (the rules' "select what a tool returns"); SQL, Cypher and the like run on the backend and
 * stay a query language wherever they are applied.
 */
function selectsFromResults(word: string, schema: JsonValue | undefined, options: AssessOptions): boolean {
  return SELECTION_LANGUAGES.has(word) && options.tool?.writes !== true && APPLIED_TO_RESULTS.test(descriptionOf(schema, options.documentation));
}
/** SQL written out in a description: an aggregate call, or a clause with its operand. */
const SQL_WRITTEN_OUT = /\b(?:COUNT|SUM|AVG|MIN|MAX)\s*\(|\bSELECT\s+(?:\*|[A-Za-z_]\w*\s*(?:,|FROM\b))|\bWHERE\s+[A-Za-z_]\w*\s*(?:=|<|>|!=|<>|LIKE\b|IN\b)|\b(?:ORDER|GROUP)\s+BY\s+[A-Za-z_]/;
/** Words of a description that run what the value holds. */
const RUNS_CODE = /\b(?:run|runs|ran|running|execut\w*|eval\w*|function|functions|code|command|commands|shell|expand\w*)\b/i;
const descriptionOf = (schema: JsonValue | undefined, documentation?: string): string =>
  isJsonObject(schema) && typeof schema.description === 'string' ? schema.description.slice(0, MAX_TEXT) : documentation?.slice(0, MAX_TEXT) ?? '';
/** Words after a language that make it a pattern's dialect ("ECMAScript regex"). */
const REGEX_WORDS = set('regex', 'regexp', 'regexes', 'regexps', 'regular');
/** Words beside `root` that make it a directory ("project root", "repo root", "root dir"), not the root user or a tree's root node. */
const ROOT_PLACES = set('project', 'workspace', 'repo', 'repository', 'source', 'src', 'base', 'search', 'dir', 'directory', 'folder', 'path', 'vault', 'workdir', 'home');
/** Name verbs of a tool that puts what it is given where others may see it (`upload_notebook_file`): a write elsewhere. */
const PUBLISHING_NAME_VERBS = set('upload', 'publish', 'share', 'post');
/** Values that name an audience wider than the caller: who can see what a tool writes (alone or in a compound: `public-read`, `anyoneWithLink`). */
const AUDIENCE_VALUES = set('public', 'shared', 'unlisted', 'everyone', 'anyone', 'organization', 'org', 'world', 'internal');
/**
 * Heads of a parameter name that say where what is written goes or who may see it (`upload_location`, `target_space`,
 * `sharing`): there a value naming an audience picks it. Not `ip_type` or `network`, whose "public" is a kind of address.
 */
const AUDIENCE_HEADS = set('location', 'space', 'spaces', 'destination', 'target', 'folder', 'workspace', 'scope', 'audience', 'audiences', 'sharing', 'share',
  'access', 'privacy', 'visibility', 'permission', 'permissions', 'acl');
/** "Either shared or personal", "One of: personal, shared": values written out after either / one of. */
const STATED_CHOICE = /\b(?:either|one\s+of)\s*:?\s+([A-Za-z][\w-]{0,30}(?:\s*(?:,|\bor\b)\s*(?:or\s+)?[A-Za-z][\w-]{0,30})+)/gi;
/** Two quoted values or more joined by "or", "and", commas or pipes: 'Either "shared" or "personal"'. One quoted value is an example. */
const QUOTED_CHOICE = /["'`“‘][A-Za-z][\w-]{0,30}["'`”’](?:\s*(?:,|\bor\b|\band\b|\|)\s*(?:(?:or|and)\s+)?["'`“‘][A-Za-z][\w-]{0,30}["'`”’])+/g;

/**
 * The value naming a wider audience among a parameter's choices: its closed values (rootClosedValues: enum or const,
 * of the string or of its items), or with none the quoted values its documentation joins as a choice. Two values at least, so the
 * parameter picks among audiences; a value counts when one of its words is an audience (`public-read`).
 */
function audienceChoice(schema: JsonValue | undefined, documentation?: string): { value: string; evidence: FindingEvidence } | undefined {
  const pick = (values: readonly string[]) => (new Set(values).size >= 2 ? values.find((value) => splitWords(value).some((word) => AUDIENCE_VALUES.has(word))) : undefined);
  const closed = rootClosedValues(schema) ?? [];
  if (closed.length > 0) {
    const value = pick(closed);
    return value === undefined ? undefined : { value, evidence: 'enum' };
  }
  const text = descriptionOf(schema, documentation);
  const evidence: FindingEvidence = isJsonObject(schema) && typeof schema.description === 'string' ? 'description' : 'docstring';
  for (const choice of text.matchAll(QUOTED_CHOICE)) {
    const value = pick([...choice[0].matchAll(/["'`“‘]([A-Za-z][\w-]{0,30})["'`”’]/g)].map((match) => match[1]!.toLowerCase()));
    if (value !== undefined) return { value, evidence };
  }
  for (const choice of text.matchAll(STATED_CHOICE)) {
    const value = pick(choice[1]!.split(/\s*(?:,|\bor\b)\s*/).map((item) => item.trim().toLowerCase()).filter((item) => item !== ''));
    if (value !== undefined) return { value, evidence };
  }
  return undefined;
}

/** Heads of a name that set who can see what a tool writes. */
const EXPOSURE_NAME_WORDS = set('public', 'private', 'visibility', 'publicly', 'shared', 'unlisted');
/** "the user making the change", "account performing the request": who a write is made as. */
const ACTING_USER = /\b(?:user|account|identity|person|member)\s+(?:who\s+(?:is\s+)?)?(?:making|performing|doing|submitting|authoring|executing|requesting)\s+(?:the|this)\s+(?:change|changes|request|action|edit|update|commit|call|operation)\b/i;
/** A value that can name an account: a free string or a number (an id). */
const carriesValueOrId = (shape: Shape): boolean => shape.freeValue || shape.types.has('integer') || shape.types.has('number');
/** People an object of a tool that writes is shown to, and who are notified of it. */
const NOTIFIED_PARTIES = set('follower', 'followers', 'watcher', 'watchers', 'subscriber', 'subscribers', 'collaborator', 'collaborators',
  'invitee', 'invitees', 'attendee', 'attendees', 'assignee', 'assignees', 'reviewer', 'reviewers', 'participant', 'participants', 'member', 'members');

/**
 * "Optional absolute path prefix(es) ... restricting the listing to files ... under a prefix", "Filter
 * results to ...": a parameter of a tool that does not write, documented as narrowing what the tool
 * returns. It can only remove results, so its path, URL or scope word names which of them, not a
 * place to reach or an authority. So does a scope named for what is listed, returned or filtered ("Enumeration scope —
 * "minimal", "metadata", or "full""): how much of the results, not whose authority. The matched words, or undefined.
 */
const RESTRICTS_RESULTS = /^\s*(?:[\w-]+\s+){0,2}?(?:enumeration|listing|list|output|results?|response|report|display|detail|filter)\s+scope\b|\b(?:restrict|limit|narrow|filter|scope|confine)(?:s|ing|ed)?\s+(?:the\s+|its\s+|returned\s+)?(?:results?|listing|list|matches|hits|output|entries|search(?:\s+results)?|files\s+listed)\s+to\b|^\s*only\s+(?:return|include|show|list|keep)s?\b[^.;]{0,60}|^\s*only\s+[^.;]{1,80}?\s+(?:will\s+be|are|is|get|gets)\s+(?:returned|included|listed|shown|kept)\b|^\s*(?:return|include|show|list)s?\s+only\b[^.;]{0,60}/i;
/** Whether the words the restriction names (after "to", determiners aside) are all words of the tool's description. */
function resultField(schema: JsonValue | undefined, tool: ToolContext | undefined, documentation?: string): boolean {
  const description = descriptionOf(schema, documentation);
  if (description === '' || tool?.describedWords === undefined) return false;
  const found = RESTRICTS_RESULTS.exec(description);
  if (found === null) return false;
  const after = /^\s+(?:(?:a|an|the)\s+)?([\w-]+)/.exec(description.slice(found.index + found[0].length));
  const words = after === null ? [] : splitWords(after[1]!);
  return words.length > 0 && words.every((word) => tool.describedWords!.has(word));
}
/** Read from the parameter's description, or where it has none, from its line of the tool's docstring ("path: Scope listing to a subtree"). */
function restrictsResults(schema: JsonValue | undefined, tool: ToolContext | undefined, documentation?: string): string | undefined {
  const description = descriptionOf(schema, documentation);
  if (tool?.writes !== false || description === '') return undefined;
  const excluded = EXCLUDES_RESULTS.exec(description);
  if (excluded !== null) {
    // "URL patterns that exclude matching URLs from the crawl": the crawl is what the tool does, not a widening.
    const rest = description.replace(OWN_ACT, ' ');
    return WIDENS.test(rest) || READ_MORE.test(description) || UNEXCLUDES.test(description) ? undefined : excluded[0].trim();
  }
  if (WIDENS.test(description)) return undefined;
  return RESTRICTS_RESULTS.exec(description)?.[0];
}
/**
 * A description that says, as what the value is, that it is left out of what is read: "File pattern exclusions",
 * "Scoped exclusions", "Directory names to skip while walking", "Paths to omit from the context", "Blocklist of
 * path globs never read", "URL patterns that exclude matching URLs". Not a trailing clause ("Additional
 * directories to read, excluding node_modules") nor "Exclude nothing".
 */
const EXCLUDES_RESULTS = /^\s*(?:(?:[\w-]+\s+){0,4}(?:exclusions?|exclusion\s+list|blocklist|denylist|blacklist|ignore\s+list)\b|(?:[\w'-]+\s+){0,5}(?:to|that|which)\s+(?:\w+ly\s+)?(?:exclude|skip|omit|ignore|leave\s+out)\b|(?:exclude|skip|omit|ignore|leave\s+out)\s+(?!nothing\b|none\b)(?:[\w'-]+\s+){0,5}?(?:from|in|of|during|when|while|under|within|inside|below|matching)\b)[^.;]{0,60}/i;
/** The tool's own act named as what the exclusion is from: "from the crawl", "out of the context". */
const OWN_ACT = /\b(?:from|of|in|during|out\s+of)\s+(?:the\s+)?(?:crawl|crawling|fetch|scan|search|walk|listing|results?|context|output|index(?:ing)?)\b/gi;
/** Words saying the excluded values are read after all: "so they are read too", "read every file". */
const READ_MORE = /\b(?:are|is|be|get|gets)\s+(?:also\s+)?read\b|\bread\s+(?:too|also|as\s+well)\b|\b(?:every|each)\s+(?:[\w-]+\s+)?(?:files?|paths?|director(?:y|ies)|folders?)\b|\bincluding\s+hidden\b/i;
/** Exclusion from an exclusion ("exclude from the built-in ignore list"): an inclusion. */
const UNEXCLUDES = /\b(?:exclude|remove|drop)\w*\s+(?:[\w'-]+\s+){0,5}?from\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:ignore|exclusion|exclude|block|deny|skip)(?:\s*(?:list|patterns?|rules?|set))?\b/i;

/**
 * "This tool does not read file contents — the agent is responsible for reading each file": a path
 * the description says the tool never opens is a label it passes on, not a place it reaches. The
 * matched words, or undefined.
 */
const NOT_OPENED = /\b(?:this\s+tool|the\s+tool|the\s+server|it)\s+(?:does\s+not|doesn['’]t|never|will\s+not|won['’]t)\s+(?:read|open|access|load|fetch|touch)\s+(?:(?:the|these|this|its|their|any)\s+)?(?:files?|file\s+contents|contents|paths?|them|it|urls?)\b[^.;]{0,40}/i;
/** Only on a tool that does not write, and only when nothing else in the description acts on the value ("it POSTs the summary to it", "deletes them"). */
function notOpened(schema: JsonValue | undefined, tool: ToolContext | undefined): string | undefined {
  if (tool?.writes !== false || !isJsonObject(schema) || typeof schema.description !== 'string') return undefined;
  const description = schema.description.slice(0, MAX_TEXT);
  if (WIDENS.test(description) || actingInProse(splitWords(description))) return undefined;
  return NOT_OPENED.exec(description)?.[0].trim();
}

/**
 * "The parent task ID to move this task under" on asana_update_task: the purpose the description
 * gives the value is a write the tool's name does not already say (move, archive, delete), so the
 * value switches on a new kind of write. Only the verb right after the first "to" of a purpose (not
 * "whether to", "how to"), only on a value that is no flag, only on a tool that writes, and not a
 * verb its name or its locked description's first sentence already says.
 */
const PURPOSE_VERB = /(?<!\b(?:whether|how|when|where|what|which|if|required|needed|necessary|used|able)\s+)\bto\s+([a-z]+)\b/i;
/** Verbs of a tool that makes or updates an object (create, update, edit, set...): writing its content is its own write ("New content to write to the file"). */
const UPDATES_CONTENT = set('write', 'save', 'replace', 'insert', 'set', 'change', 'modify', 'update', 'edit', 'put');
function purposeWrite(schema: JsonValue | undefined, tool: ToolContext | undefined): string | undefined {
  // A flag ("Whether to ignore cache on reload") is a switch: its name says what it turns on.
  if (tool?.writes !== true || !isJsonObject(schema) || typeof schema.description !== 'string' || schema.type === 'boolean') return undefined;
  const verb = PURPOSE_VERB.exec(headSentence(schema.description))?.[1]?.toLowerCase();
  if (verb === undefined) return undefined;
  // The write the tool already names or states ("List, create, close, or select a browser tab") is not a new one.
  // A tool named for making or changing an object (create, update, add, write...) writes its content ("Term meta to write" on create_term).
  const updates = [...(tool.nameWords ?? [])].some(makesOrUpdates);
  const stated = (word: string) => tool.nameWords?.has(word) === true || tool.statedWords?.has(word) === true || tool.statedWords?.has(`${word}s`) === true
    || (updates && UPDATES_CONTENT.has(word));
  if (stated(verb)) return undefined;
  return matches(verb, WRITE_VERBS) || matches(verb, DESTRUCTIVE_VERBS) || WRITE_MODE_VALUES.has(verb) ? verb : undefined;
}
/**
 * "Writes one inert PHP file into uploads, requests it ..., then deletes it" on a read-only audit: a flag
 * whose description opens by saying what it writes or deletes, on a tool that does not write, turns a
 * write on. The opening verb, or undefined. Not a verb of the result ("Returns", "Includes").
 */
function flagThatWrites(schema: JsonValue | undefined, tool: ToolContext | undefined): string | undefined {
  if (tool?.writes !== false || !isJsonObject(schema) || schema.type !== 'boolean' || typeof schema.description !== 'string') return undefined;
  const verb = /^\s*(?:if\s+true,?\s+|when\s+(?:true|set|enabled),?\s+(?:it\s+)?)?([A-Za-z]+s)\b/i.exec(schema.description)?.[1]?.toLowerCase();
  if (verb === undefined) return undefined;
  const base = verb.replace(/s$/, '');
  // `pending` "If true, creates a pending (draft) comment" on bitbucket_postPullRequestComment: a tool that posts or
  // sends already puts what it sends on the backend; a flag making it says how, not that it now writes. One that
  // deletes still destroys.
  if (sendsAlready(tool, SENDING_VERBS) && !matches(verb, DESTRUCTIVE_VERBS) && !matches(base, DESTRUCTIVE_VERBS)) return undefined;
  return matches(verb, WRITE_VERBS) || matches(verb, DESTRUCTIVE_VERBS) || matches(base, WRITE_VERBS) ? verb : undefined;
}
/** Names of text a tool may send. */
const MESSAGE_WORDS = set('message', 'messages', 'text', 'body', 'content', 'prompt', 'note', 'nudge', 'reply');
/** Words of a tool (its name or its locked first sentence) that already send. */
const SENDING_WORDS = set('send', 'sends', 'post', 'posts', 'message', 'messages', 'notify', 'notifies', 'reply', 'replies', 'email', 'mail', 'chat',
  'publish', 'publishes', 'broadcast', 'comment', 'say', 'tell', 'nudge', 'ping', 'sms', 'tweet', 'dm');
const SENT_HEAD = /\b(sent|typed|posted|delivered|injected|broadcast)\b/i;
/** A tool whose name or locked first sentence already sends (post_comment, "Send a message to ..."). */
const sendsAlready = (tool: ToolContext, words: ReadonlySet<string> = SENDING_WORDS): boolean => [tool.nameWords, tool.statedWords].some((said) => [...(said ?? [])].some((word) => words.has(word)));
/** "send to a group chat", "posts to the channel", "broadcast to all members": a send whose recipient is many people. */
const SENDS_TO_GROUP = /(?<!\b(?:not|never|no)\s+(?:\w+\s+)?)\b(?:send|sends|sending|sent|post|posts|posting|posted|broadcast|broadcasts|deliver|delivers|delivered)\s+(?:it\s+|this\s+|them\s+|the\s+(?:message|text|post|reply)\s+)?to\s+(?:a|an|the|all|every|each|everyone\s+in\s+the)?\s*(?:\w+\s+)?(group|groups|channel|channels|everyone|everybody|members|room|rooms|team|teams|contacts|followers|subscribers|participants|recipients|workspace|audience)\b(?!\s+(?:member|item|id|name|owner|lead)s?\b)/i;
/** Verbs of sending: a reader named for what is sent (`get_messages`, `read_email`) sends nothing. */
const SENDING_VERBS = set('send', 'sends', 'post', 'posts', 'reply', 'replies', 'publish', 'publishes', 'notify', 'notifies', 'broadcast', 'tweet', 'nudge');
/**
 * "Message sent as nudge" on omc_run_team_wait (a tool that waited for a job): a free text the
 * description says the tool sends, on a tool whose name and locked first sentence send nothing, is
 * a new way for the tool to put model-chosen words in front of someone else. The sent word, or undefined.
 */
function sentMessage(words: readonly string[], schema: JsonValue | undefined, tool: ToolContext | undefined): string | undefined {
  if (tool === undefined || !words.some((word) => MESSAGE_WORDS.has(word)) || !isJsonObject(schema) || typeof schema.description !== 'string') return undefined;
  if (!(schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string')))) return undefined;
  if (sendsAlready(tool)) return undefined;
  return SENT_HEAD.exec(headSentence(schema.description))?.[1]?.toLowerCase();
}
/** A word of a tool's name that makes or changes an object (create, update, add, write, set...), not one that destroys. */
export const makesOrUpdates = (word: string): boolean =>
  UPDATE_VERBS.has(word) || (matches(word, WRITE_VERBS) && !matches(word, DESTRUCTIVE_VERBS)) || word === 'add' || word === 'upsert' || word === 'insert';
/** A description's first sentence. */
const headSentence = (text: string): string => text.slice(0, MAX_TEXT).split(/[.;\n]/, 1)[0] ?? '';
const PLACE_WORDS: ReadonlySet<string> = new Set(CLASS_WORDS.filter((each) => PLACE_CLASSES.has(each.class)).flatMap((each) => [...each.inName]));
/** How far after "only" the tool's own verb and its object may come ("Only delete the session cookie on ..."). */
const FILTER_WINDOW = 5;

/**
 * Whether the parameter's description opens by restricting the tool's own action to some of its own
 * objects ("Only delete the cookie on this domain" on browser_cookie_delete): "only", a verb of the
 * tool's name, then a noun of the tool's name that is no place itself (a cookie, a message; not a
 * file or a URL, whose narrowing may still point anywhere).
 */
export function ownObjectFilter(schema: JsonValue | undefined, nameWords: ReadonlySet<string> | undefined): boolean {
  if (nameWords === undefined || !isJsonObject(schema) || typeof schema.description !== 'string') return false;
  const opening = /^\s*(?:optional(?:ly)?\s*[:,-]?\s*)?only\s+([^.;\n]*)/i.exec(schema.description);
  if (!opening) return false;
  const words = splitWords(opening[1]!).slice(0, FILTER_WINDOW);
  const verb = words[0];
  if (verb === undefined || !nameWords.has(verb) || PLACE_WORDS.has(verb)) return false;
  return words.slice(1).some((word) => nameWords.has(word) && !PLACE_WORDS.has(word) && !PLACE_WORDS.has(word.replace(/s$/, '')));
}

/**
 * "Filter items by URL" on a tool that does not write and lists items ("List items from your vault"):
 * the words after "by" are an attribute of the objects it lists, not a place it reaches. The objects
 * must be what the tool's name or description says it returns or lists (or results, entries, matches).
 * The matched words, or undefined.
 */
const FILTER_BY = /^\s*(?:optional(?:ly)?\s*[:,-]?\s*)?(?:filter|restrict|narrow|limit)s?\s+(?:(?:the\s+|returned\s+|listed\s+)?([a-z-]+)\s+)??by\b/i;
const LISTED_OBJECTS = set('results', 'result', 'entries', 'matches', 'hits', 'records', 'rows');
/** A filter whose value the tool also reaches: "then query that host's agent", "refreshed from that server", "ping that IP". */
const REACHES_WHAT_IT_FILTERS = /\b(?:ping|pings|pinged|query|queries|queried|contact|contacts|contacted|request|requests|requested|call|calls|called|probe|probes|probed|scan|scans|scanned|refresh(?:es|ed)?\s+from|(?:drawn|pulled|loaded|read|fetched|taken)\s+from)\b[^.;]{0,40}\b(?:that|this|the\s+given|it|them)\b/i;
function filtersListedBy(schema: JsonValue | undefined, tool: ToolContext | undefined, documentation?: string): string | undefined {
  // A docstring's line documents a parameter that has no description of its own ("ip_address: Filter events by source IP").
  const text = isJsonObject(schema) && typeof schema.description === 'string' ? schema.description : documentation;
  if (tool?.writes !== false || !isJsonObject(schema) || text === undefined) return undefined;
  const description = text.slice(0, MAX_TEXT);
  if (WIDENS.test(description)) return undefined;
  if (REACHES_WHAT_IT_FILTERS.test(description)) return undefined;
  const found = FILTER_BY.exec(description);
  if (found === null) return undefined;
  // "Filter by directory paths": with no object named, what is filtered is what the tool lists.
  const objects = found[1]?.toLowerCase();
  if (objects === undefined) return found[0].trim();
  if (PLACE_WORDS.has(objects) || PLACE_WORDS.has(objects.replace(/s$/, ''))) return undefined;
  const named = LISTED_OBJECTS.has(objects) || tool.nameWords?.has(objects) === true || tool.describedWords?.has(objects) === true
    || tool.nameWords?.has(objects.replace(/s$/, '')) === true;
  return named ? found[0].trim() : undefined;
}

/**
 * Whether the parameter's place words name no place the tool reaches: an attribute filter of the
 * tool's own objects, a filter over what a tool that does not write returns, or places the
 * description says the tool never opens. The tool's risk, raised by those words, reaches nothing new.
 */
/**
 * `foldersOnly`, `files_only`: a boolean that keeps only one kind of what the tool returns narrows it; its other word
 * names no place the tool reaches, whatever category that word brings.
 */
export function narrowingFlag(name: string, schema: JsonValue | undefined): boolean {
  const words = splitWords(name);
  if (!words.includes('only') || !isJsonObject(schema)) return false;
  // `webOnly`, "search only the public web instead of the index": the kind kept is a place of its own, a new source.
  if (words.some((word) => NEW_PLACE_WORDS.has(word)) || NEW_PLACE_TEXT.test(descriptionOf(schema))) return false;
  const branches = Array.isArray(schema.anyOf) ? schema.anyOf : [schema];
  return branches.some((branch) => isJsonObject(branch) && branch.type === 'boolean')
    && branches.every((branch) => isJsonObject(branch) && (branch.type === 'boolean' || branch.type === 'null'));
}
/** Words of a flag's name that make what it keeps a place beyond the tool's own objects. */
const NEW_PLACE_WORDS = set('web', 'internet', 'online', 'remote', 'external', 'public', 'host', 'hosts', 'system', 'local', 'disk', 'url', 'urls', 'network', 'cloud');
/** The same in its description, or a source switched ("instead of"). */
const NEW_PLACE_TEXT = /\b(?:web|internet|online|remote|external|public|host|file\s*system|disk|urls?|network|cloud|instead\s+of)\b/i;

export function namesNoPlace(schema: JsonValue | undefined, tool: ToolContext | undefined, documentation?: string, name?: string): boolean {
  return ownObjectFilter(schema, tool?.nameWords) || filtersListedBy(schema, tool, documentation) !== undefined || (name !== undefined && namedForDisplay(name, schema, documentation) !== undefined)
    || (restrictsResults(schema, tool, documentation) !== undefined && restrictedClasses(schema, tool, documentation).size > 0) || notOpened(schema, tool) !== undefined
    || storedLink(schema, tool, documentation) !== undefined;
}

/** "The `filename` becomes the action set's display name": the value is what an object is called, shown as its name. */
const NAMED_FOR_DISPLAY = /\b(?:becomes|is\s+used\s+as|are\s+used\s+as|serves\s+as)\s+(?:the\s+|its\s+|their\s+)?(?:[\w'’-]+\s+){0,3}?(?:display\s+name|display\s+title|title|label|caption)\b/i;
/** Words that make the value a place after all: a path, a disk, a folder, what is read or written there. */
const PLACE_STATED = /\b(?:attach\w*|mail\w*|e-mail\w*|shar(?:e|es|ed|ing)|publish\w*|export\w*|paths?|director(?:y|ies)|folders?|disk|local|file\s*system|filesystem|read(?:s|ing)?|writ(?:e|es|ten|ing)|sav(?:e|ed|es|ing)|open(?:s|ed)?|upload\w*|download\w*|fetch\w*|post(?:s|ed|ing)?|send\w*|sent|request\w*|call(?:s|ed)?|webhooks?|sync\w*|https?|urls?|uris?|hosts?|embed\w*|contents?)\b/i;
/** Classes a file word brings, which a name shown as an object's title drops: no other class. */
const FILE_CLASSES: ReadonlySet<string> = new Set(['file_access', 'read_file', 'write_file']);
/** Name words of a file that may be only what an object is called (`filename`, `file_name`); a network word never is. */
const DISPLAY_FILE_WORDS = set('file', 'filename', 'name');
/**
 * automox upload_action_set `filename` (default "action-set.csv"), documented in the tool's prose as "The `filename`
 * becomes the action set's display name": a file word naming what the object is called, no file read or written.
 * Only where nothing in its documentation names a place or reads or writes one. The phrase, or undefined.
 */
function namedForDisplay(name: string, schema: JsonValue | undefined, documentation?: string): string | undefined {
  const words = splitWords(name);
  if (!words.every((word) => DISPLAY_FILE_WORDS.has(word)) || !words.some((word) => word === 'file' || word === 'filename')) return undefined;
  const text = descriptionOf(schema, documentation);
  const found = NAMED_FOR_DISPLAY.exec(text);
  return found === null || PLACE_STATED.test(text) ? undefined : found[0];
}

/** A URL documented as an attribute of a record: "Original recipe URL", "deep link back to the integrator", "the contact's website URL". */
const STORED_LINK = /\b(?:original|source|canonical|home\s*page|homepage|website|reference|deep|profile|permalink)\s+(?:[\w'-]+\s+){0,2}?(?:url|uri|link)\b|\blink\s+back\b/i;
/** Words saying the server goes to the link: it calls, fetches, pings or imports from it. */
const LINK_CALLED = /\b(?:webhooks?|callbacks?|notif\w*|fetch\w*|download\w*|import\w*|ingest\w*|scrap\w*|crawl\w*|ping\w*|monitor\w*|check\w*|redirect\w*|visit\w*|request\w*|calls?|called|polls?|subscri\w*|loads?|loaded|opens?|opened|reads?|posts?\s+to|sends?\s+to|sent\s+to)\b/i;
/**
 * "org_url: Original recipe URL" on mealie_recipes_update, "url: Optional deep link back to the integrator" on
 * mail_create_masked_email: on a tool that writes a record, a URL documented as an attribute of it is a value the
 * record keeps, not a place the server goes. Only with no word saying the server calls, fetches or imports from it
 * (a webhook URL is stored too, then called) and no word of reach. The matched words, or undefined.
 */
function storedLink(schema: JsonValue | undefined, tool: ToolContext | undefined, documentation?: string): string | undefined {
  if (tool?.writes !== true) return undefined;
  const text = descriptionOf(schema, documentation).slice(0, MAX_TEXT);
  if (text === '' || LINK_CALLED.test(text) || WIDENS.test(text)) return undefined;
  return STORED_LINK.exec(text)?.[0] ?? ENV_ENTRY_WRITTEN.exec(text)?.[0];
}
/**
 * auth0_save_credentials_to_file `port`: "Dev server port. ... Used for PORT env keys.": the value fills an environment
 * variable the tool writes (named in capitals), a setting stored, not a place the server goes.
 */
const ENV_ENTRY_WRITTEN = /\b(?:[Uu]sed\s+for|[Ww]ritten\s+(?:as|to|into)|[Ss]aved\s+as|[Ss]tored\s+as)\s+(?:the\s+)?[A-Z][A-Z0-9_]+\s+(?:env(?:ironment)?\s+)?(?:keys?|variables?|entries|values?)\b/;

/**
 * `force_user_confirm` ("Force user confirmation regardless of LLM evaluation result"): `force` before a safeguard,
 * with only the party who gives it beside (user, human, manual), turns that safeguard on; nothing is let through.
 */
function forcesSafeguard(words: readonly string[]): boolean {
  const at = words.findIndex((word) => word === 'force' || word === 'forced');
  if (at < 0) return false;
  const rest = words.slice(at + 1);
  return rest.some((word) => FORCED_SAFEGUARDS.has(word)) && rest.every((word) => FORCED_SAFEGUARDS.has(word) || SAFEGUARD_PARTIES.has(word))
    && words.slice(0, at).every((word) => !UNSAFE_WORDS.has(word) && !SWITCHES.has(word));
}
/**
 * Safeguards a party gives, which forcing can only ask for: a confirmation, an approval, a review. Not `protected`,
 * `checks` or `safe`: forced, those are pushed past (`force_protected`: "push even to protected branches").
 */
const FORCED_SAFEGUARDS = set('confirm', 'confirmation', 'confirmations', 'approval', 'approvals', 'review');
/** Who gives a forced safeguard. */
const SAFEGUARD_PARTIES = set('user', 'users', 'human', 'manual', 'explicit', 'interactive');
/**
 * `force_instrumental`, `force_refresh`: `force` before words that neither act nor name a check makes
 * the result take a form (no vocals, a fresh copy), not an operation go past a guard. `force`
 * alone, `force_delete`, `forceBuild`, `force_reinstall` and `force_ssl` still do.
 */
function forceShapesOutput(words: readonly string[]): boolean {
  // `forced` as a flag's name is `force` set (unraid's `forced` plugin install); `forced_alignment` shapes output.
  const others = words.filter((word) => word !== 'force' && word !== 'forced');
  return words.length > 1 && others.length > 0 && !others.some((word) => actingNameWord(word) || actingNameWord(word.replace(/^re/, ''))
    || CHECKS.has(word) || TRANSPORT_CHECKS.has(word) || SAFEGUARD_WORDS.has(word) || UNSAFE_WORDS.has(word));
}

/** How far into its description a flag names the check it keeps on ("If true, verifies ..."). */
const OPENING_WORDS = 6;

/** The safeguard words (or two-word pair) a list of words names, if any. */
function safeguardIn(words: readonly string[], single: ReadonlySet<string>): string[] | undefined {
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (single.has(word)) return [word];
    if (SAFEGUARD_PAIRS.get(word)?.has(words[i + 1] ?? '') === true) return [word, words[i + 1]!];
  }
  return undefined;
}

const CONNECTION_FORMS = set('string', 'str', 'uri', 'url', 'dsn');
/** Words before `key(s)` that make it a login grant (`ssh_public_keys`, `authorized_keys`, `deploy_key`). */
const LOGIN_KEY_QUALIFIERS = set('ssh', 'authorized', 'deploy');
const RUN_TOGETHER_LOGIN_KEYS = set('sshkey', 'sshkeys', 'authorizedkeys', 'deploykey', 'deploykeys');
/** Words of a key's description saying it grants a login ("OpenSSH public key to authorize for login"). */
const LOGIN_GRANT_PROSE: readonly string[] = ['ssh', 'openssh', 'authorize', 'authorized', 'login'];
/** Who an `authorized_*` list lets in: `authorized_users`, `authorized_principals`, `authorized_accounts`. */
const LOGIN_GRANTEES = set('user', 'users', 'usernames', 'principal', 'principals', 'account', 'accounts', 'member', 'members', 'group', 'groups');
/** Words after `key` that name the key rather than carry it (`ssh_key_fingerprint`, `ssh_key_name`). */
const KEY_DESCRIPTORS = set('fingerprint', 'fingerprints', 'name', 'names', 'label', 'labels', 'type', 'types', 'comment', 'count', 'algorithm');

type Add = (cls: string, tokens: string[], why: string, evidence?: FindingEvidence) => void;

/** "full write access to", "admin rights on", "Join token nodes use": what a token grants, so a credential. */
const GRANTS_ACCESS = /\b(?:full|write|read[\s-]?write|read|admin(?:istrator)?|owner)\s+(?:access|rights?|permissions?|privileges?)\b|\b(?:needs?|requires?|grants?|gives?|has|have|with)\s+(?:[\w-]+\s+){0,2}(?:rights|permissions?|privileges?|scopes?)\b|\bjoin\b/i;
/** An identifier's form: a prefix pattern in code (`wrkspc_*`, `rprt_*`) or the words ID or identifier. */
const IDENTIFIER_FORM = /`[a-z][a-z0-9]*(?:_[a-z0-9]+)*_\*`|\b(?:ID|identifier)\b/;
/** A description that says how the value logs in or what it unlocks: then a token is a credential whatever it is also called. */
const LOGS_IN = /\b(?:authenticat\w*|authoriz\w*|authoris\w*|log(?:s|ging)?\s*in|login|sign(?:s|ing)?\s*in|bearer|secret|password|credentials?|(?:api|access|auth|bot|session|personal|refresh|oauth|user|security)\s+tokens?)\b/i;
/**
 * `workspace_token`: "Workspace token (`wrkspc_*`). Only return Budgets in this Workspace.": an API that calls its
 * object identifiers tokens. The description points back at the object the name's words before `token` name ("this
 * Workspace", "that folder"), so the value picks an object the API keeps; a credential is not something results
 * lie "in". Never when the description says the value logs in or calls it an API, access or bot token.
 */
function namesObjectByToken(qualifiers: string[], description: string): boolean {
  if (qualifiers.length === 0 || description === '' || LOGS_IN.test(description) || GRANTS_ACCESS.test(description)) return false;
  // The description gives the identifier's form: a prefix pattern (`wrkspc_*`) or the words ID/identifier.
  if (!IDENTIFIER_FORM.test(description)) return false;
  if (qualifiers.some((word) => TOKEN_QUALIFIERS.has(word) || CREDENTIAL_WORDS.has(word))) return false;
  const object = qualifiers.at(-1)!;
  return new RegExp(`\\b(?:this|that|the\\s+same|the\\s+given|the\\s+specified)\\s+(?:[\\w-]+\\s+){0,2}?${escapeRegExp(object)}s?\\b`, 'i').test(description);
}

/**
 * Credentials and identity. Words that mean nothing else count alone; `token`, `key`, `profile`,
 * `account`, `headers` need a second word or the shape.
 */
function credentialByName(words: string[], name: string, carriesValue: boolean, shape: Shape | undefined, prose: ReadonlySet<string>, add: Add, description = '', writes?: boolean): void {
  const has = (list: ReadonlySet<string>) => words.some((word) => list.has(word));
  // `SIGNATURE_SECRET_ENCODING`: a credential word modifying a descriptor head names how the secret is written, not the secret.
  const strong = words.find((word, i) => CREDENTIAL_WORDS.has(word) && !describedBy(words, i));
  // `impersonate` as a boolean is still an identity switch; the others need a value to carry.
  if (strong !== undefined && (carriesValue || ACT_AS_WORDS.has(strong) || strong.startsWith('impersonat'))) {
    add('credential', [strong], `word "${strong}"`);
    return;
  }
  if (!carriesValue) return;
  // `connectionString`, `conn_uri`, `connection_url`: a connection string names a host and carries its credentials (a DSN).
  words.forEach((word, i) => {
    const next = words[i + 1];
    if ((word === 'connection' || word === 'conn') && next !== undefined && CONNECTION_FORMS.has(next)) {
      add('network_target', [word, next], `"${word} ${next}": a connection string names the host to reach`);
      add('credential', [word, next], `"${word} ${next}": a connection string carries its credentials`);
    }
  });
  words.forEach((word, i) => {
    const before = words[i - 1];
    // `approval_token`: the go-ahead right before the token; `github_token_for_approval` is still a GitHub token.
    if (word === 'token' && !has(TOKEN_NOT_CREDENTIAL) && !GO_AHEAD_TOKENS.has(before ?? '') && !namesObjectByToken(words.slice(0, i), description)) add('credential', before !== undefined && TOKEN_QUALIFIERS.has(before) ? [before, word] : [word], `word "${word}"`);
    if ((word === 'tokens' || word === 'auth') && words.some((other) => other !== word && TOKEN_QUALIFIERS.has(other))) add('credential', [word], `word "${word}"`);
    // `authorized_users`: "Linode usernames who can deploy their SSH keys to this Linode": identities granted a login.
    if (word === 'authorized' || word === 'authorised') {
      const granted = words.slice(i + 1).find((next) => LOGIN_GRANTEES.has(next));
      // On a lister, `authorized_user_ids` filters what it returns by who may see it: no login is granted.
      if (granted !== undefined && writes !== false) add('credential', [word, granted], `"${word} ${granted}": identities granted a login`);
    }
    if ((word === 'key' || word === 'keys') && before !== undefined && KEY_QUALIFIERS.has(before) && !KEY_DESCRIPTORS.has(words[i + 1] ?? '')) add('credential', [before, word], `"${before} ${word}"`);
    // `ssh_public_keys`, `authorized_keys`, `deploy_key`, or a key documented as authorized for a login: keys installed as a
    // login grant, whoever holds the private half gets in. Not what names a key (`ssh_key_fingerprint`, `ssh_key_name`).
    else if ((word === 'key' || word === 'keys') && !KEY_DESCRIPTORS.has(words[i + 1] ?? '')) {
      const grant = words.slice(0, i).find((other) => LOGIN_KEY_QUALIFIERS.has(other)) ?? (LOGIN_GRANT_PROSE.some((each) => prose.has(each)) ? LOGIN_GRANT_PROSE.find((each) => prose.has(each)) : undefined);
      if (grant !== undefined) add('credential', [grant, word], `"${grant}" with "${word}": keys that grant a login`);
    }
    if (word === 'auth' && words.length === 1) add('credential', [word], `word "${word}"`);
    // `sshkeys` (Proxmox cloud-init), `authorizedkeys`: the same login grant written as one word.
    if (RUN_TOGETHER_LOGIN_KEYS.has(word) && !KEY_DESCRIPTORS.has(words[i + 1] ?? '')) add('credential', [word], `"${word}": keys that grant a login`);
  });
  // An identity to act as: `assume_role`, `run_as`, `act_as_user`, `on_behalf_of`, `delegatedDocumentOwner`.
  const actAs = words.find((word) => ACT_AS_WORDS.has(word));
  if (actAs !== undefined) add('credential', [actAs], `word "${actAs}"`);
  words.forEach((word, i) => {
    if (word === 'as' && i > 0 && (words[i - 1] === 'run' || words[i - 1] === 'act' || words[i - 1] === 'login')) add('credential', [words[i - 1]!, 'as'], `"${words[i - 1]} as"`);
  });
  // `profile`/`account`/`role`/`identity`: a credentials profile or an identity only with corroboration.
  const identity = words.find((word) => word === 'profile' || word === 'account' || word === 'identity' || word === 'principal');
  if (identity !== undefined) {
    const corroboration = words.find((word) => CLOUD_PROFILE_WORDS.has(word) || ACT_AS_WORDS.has(word))
      ?? [...prose].find((word) => ACT_AS_WORDS.has(word) || (identity === 'profile' && (CLOUD_PROFILE_WORDS.has(word) || BROWSER_PROFILE_WORDS.has(word))));
    if (corroboration !== undefined) add('credential', [identity, corroboration], `"${identity}" with "${corroboration}"`);
  }
  // A map of HTTP headers: any header (Authorization included) the caller wants reaches the backend.
  const header = words.find((word) => HEADER_WORDS.has(word));
  if (header !== undefined && shape?.freeObject === true) add('credential', [header], `"${name}" is a free-form map of headers`, 'shape');
}

/** Safety switches by name: a flag that turns a check off or opens what a safe default keeps closed. */
function safetySwitchByName(words: string[], shape: Shape | undefined, add: Add, tool?: ToolContext, prose: ReadonlySet<string> = new Set(), schema?: JsonValue, description = ''): void {
  // A nested name's shape is unknown: read it as a flag.
  const flag = shape === undefined || booleanLike(shape);
  // `auto_approve: never | low_cost | always`: an enum one of whose values turns it on gives the go-ahead as a flag does.
  const sometimes = flag || grantsSometimes(schema);
  // `security_mode: permissive | restrictive | custom` ("permissive" (basic safety only)): a choice of how strict a
  // safeguard is, one value of which relaxes it, turns that safeguard down as a flag would.
  const guarded = words.find((word) => GUARD_LEVEL_WORDS.has(word));
  const relaxed = guarded === undefined ? undefined : relaxingValue(schema);
  if (guarded !== undefined && relaxed !== undefined) add('safety_switch', [guarded, relaxed], `value "${relaxed}" relaxing the level of "${guarded}" chosen`, 'enum');
  words.forEach((word, i) => {
    if (SWITCHES.has(word)) {
      // `skip_confirmation_email`: a check word before what is sent names a message, no check.
      const check = words.slice(i + 1).find((next, j) => CHECKS.has(next) && !NO_GO_AHEAD.has(words[i + j + 2] ?? ''));
      if (check !== undefined) add('safety_switch', [word, check], `"${words.slice(i).join('_')}"`);
    }
    if (UNSAFE_WORDS.has(word)) {
      if ((word === 'force' || word === 'forced') && (forceShapesOutput(words) || forcesSafeguard(words))) return;
      // `include_raw_content` shapes the output; `trusted` on a string names something, not a switch.
      if (word === 'raw' && words.some((other) => RAW_OUTPUT_WORDS.has(other))) return;
      // `raw`: "Get the actual HTML content of the requested page, without simplification": a form of the output, no check named.
      if (word === 'raw' && words.length === 1 && [...prose].some((other) => RAW_OUTPUT_WORDS.has(other)) && ![...prose].some((other) => CHECKS.has(other) || UNSAFE_WORDS.has(other))) return;
      if ((word === 'trust' || word === 'trusted' || word === 'raw') && !flag) return;
      add('safety_switch', [word], `word "${word}"`);
    }
  });
  // `auto_approve`, `auto_confirm`: the approval a human gives is given for them. What follows the
  // approval word may name a thing accepted that is no go-ahead (`auto_accept_cookies`: a consent banner).
  const auto = words.indexOf('auto');
  const approvalAt = auto === -1 ? -1 : words.findIndex((word, i) => i > auto && APPROVAL_WORDS.has(word) && !NO_GO_AHEAD.has(words[i + 1] ?? ''));
  const approval = approvalAt === -1 ? undefined : words[approvalAt];
  if (sometimes && approval !== undefined) add('safety_switch', ['auto', approval], `"auto ${approval}": the approval is given without asking`);
  // "When True, the AI skips the confirmation step", "without asking for confirmation", "Answer yes to all
  // prompts": a flag documented as not asking for the go-ahead. The skip must take the approval as its object
  // ("skips the actual submission and returns the confirmation payload" skips no approval).
  const skipped = sometimes && approval === undefined ? SKIPS_APPROVAL.exec(description) : null;
  if (skipped !== null) add('safety_switch', [splitWords(skipped[0])[0]!, splitWords(skipped[0]).at(-1)!], `documented as not asking for the go-ahead ("${skipped[0]}")`, 'description');
  if (!flag) return;
  // `revealEnvValues`: masked secrets come back in clear, a safeguard the caller turns off.
  const reveal = words.find((word) => REVEAL_WORDS.has(word));
  const holder = words.find((word) => SECRET_HOLDERS.has(word));
  if (reveal !== undefined && holder !== undefined) add('safety_switch', [reveal, holder], `"${reveal}" with "${holder}": secrets returned unmasked`);
  const lead = words[0];
  if (lead !== undefined && ALLOW_LEADS.has(lead) && words.length > 1 && !widensRequestedPlaces(words.slice(1), tool, prose)) add('safety_switch', [lead], `"${lead}" flag`);
  if (lead !== undefined && CHECK_LEADS.has(lead) && !requiresOfRecords(words, tool, description)) add('safety_switch', [lead], `"${lead}" flag`);
  // `guest_ok` on create_smb_share ("allow unauthenticated guest access"), `anonymous_access`: a flag letting in whoever comes
  // without a login, on a tool that writes a place others reach (a share, a link, a room). Not on a reader (`include_anonymous`
  // picks what it lists), nor a flag that keeps them out (`block_anonymous`, `disable_guest_access`).
  const guest = tool?.writes !== true || ![...(tool.nameWords ?? [])].some((word) => SHARED_PLACES.has(word)) || words.some((word) => KEEPS_OUT.has(word))
    ? undefined : words.find((word) => GUEST_WORDS.has(word));
  if (guest !== undefined) add('safety_switch', [guest], `"${guest}" flag: access without a login`);
  // `srcaddr_negate` on create_firewall_policy ("Match all sources EXCEPT srcaddr"): on a tool that writes a rule of access, a
  // flag inverting what the rule matches makes it cover everything but what it lists.
  const negation = tool?.writes === true && [...(tool.nameWords ?? [])].some((word) => ACCESS_RULES.has(word)) ? words.find((word) => NEGATING_WORDS.has(word)) : undefined;
  if (negation !== undefined) add('safety_switch', [negation], `"${negation}" flag on a rule of access: it then matches everything but what it lists`, 'tool');
  const transport = words.find((word) => TRANSPORT_CHECKS.has(word));
  if (transport !== undefined) add('safety_switch', [transport], `"${transport}" flag`);
  // `followSymlinks`: a walk confined to a tree may leave it through links.
  const follow = words.indexOf('follow');
  const link = follow === -1 ? undefined : words.slice(follow + 1).find((word) => LINK_WORDS.has(word));
  if (link !== undefined) add('safety_switch', ['follow', link], `"follow ${link}": a walk confined to a tree may leave it through links`);
}

/** What a `require_*` flag may keep on that guards the call: a check, a go-ahead, a login, a transport, a secret. */
const REQUIRED_SAFEGUARDS = set('auth', 'authentication', 'authorization', 'login', 'signin', 'signed', 'signature', 'signatures', 'permission',
  'permissions', 'password', 'mfa', 'otp', 'token', 'tokens', 'review', 'reviews', 'reviewer', 'reviewers', 'consent', 'approve', 'approval',
  'approvals', 'confirm', 'confirmation', 'confirmations', 'verification', 'verified', 'validation', 'valid', 'check', 'checks', 'sandbox', 'safe',
  'safety', 'secure', 'security', 'encryption', 'encrypted', 'match', 'mergeable', 'clean', 'ready', 'ok', 'state', 'status', 'passing', 'success',
  'jwt', '2fa', 'sso', 'oauth', 'redaction', 'redacted', 'masking', 'masked', 'hash', 'integrity', 'checksum', 'allowlist', 'whitelist',
  'where', 'select', 'human', 'user', 'admin', 'owner', 'tls', 'ssl', 'https', 'signing', 'acknowledgement', 'acknowledgment');
/** Words of a `require_*` flag's documentation that make it a guard whatever the name says ("Whether to require a valid JWT"). */
const GUARD_PROSE = /\b(?:auth\w*|log\s*in|login|sign(?:ed|ature)?|verif\w*|validat\w*|approv\w*|confirm\w*|permission\w*|secur\w*|safe\w*|token|password|credential\w*|encrypt\w*|certificate\w*|integrity|checksum|hash|redact\w*|mask\w*|review\w*|consent|guard\w*|protect\w*|sandbox\w*|read[\s-]?only|jwt|oauth|mfa|2fa|sso)\b/i;
/**
 * `require_coordinates` ("Whether to require lat_lon fields"), `require_bills` on tools that only read: a condition the
 * returned records must meet, a filter; a reader guards no act. Only `require` before what records hold, on a tool
 * known not to write, its documentation naming no guard: `require_auth`, `require_https`, `require_ready`, and a flag
 * documented "Whether to require a valid JWT", still keep a safeguard on, on any tool.
 */
function requiresOfRecords(words: readonly string[], tool: ToolContext | undefined, documentation = ''): boolean {
  if (tool?.writes !== false || !['require', 'requires', 'required'].includes(words[0] ?? '') || words.length < 2) return false;
  const guards = (word: string) => REQUIRED_SAFEGUARDS.has(word) || SAFEGUARD_WORDS.has(word) || GUARDED_BY_CHECKS.has(word) || CHECKS.has(word)
    || TRANSPORT_CHECKS.has(word) || APPROVAL_WORDS.has(word) || SECRET_HOLDERS.has(word) || SAFEGUARD_PAIRS.has(word);
  return !words.slice(1).some(guards) && !GUARD_PROSE.test(documentation.slice(0, MAX_TEXT));
}

/** Words of a flag that invert what a rule matches. */
const NEGATING_WORDS = set('negate', 'negated', 'negation', 'invert', 'inverted', 'inverse');
/** Objects of a tool's name that decide who or what gets through. */
const ACCESS_RULES = set('policy', 'policies', 'acl', 'acls', 'firewall', 'firewalls', 'allowlist', 'whitelist', 'security');
/** Who comes in without a login: a flag naming them opens what a login kept closed. */
const GUEST_WORDS = set('guest', 'guests', 'anonymous', 'anon', 'unauthenticated');
/** Words of a flag that keep guests out (`block_anonymous`, `disable_guest_access`): the opposite switch. */
const KEEPS_OUT = set('block', 'blocked', 'deny', 'denied', 'disable', 'disabled', 'no', 'disallow', 'require', 'forbid', 'reject', 'without');
/** Objects of a tool's name that others reach once written: a share, a link, a room. */
const SHARED_PLACES = set('share', 'shares', 'link', 'links', 'room', 'rooms', 'meeting', 'meetings', 'access', 'folder', 'folders', 'bucket',
  'buckets', 'site', 'sites', 'drive', 'channel', 'channels', 'server', 'export', 'exports', 'mount', 'space', 'spaces', 'smb', 'nfs', 'ftp', 'repository', 'repo');
/** Words of a name that make the places it lists refused ones (`hosts_deny`, `blocked_domains`). */
const REFUSED_WORDS = set('deny', 'denied', 'denylist', 'blocked', 'blocklist', 'blacklist', 'blacklisted', 'banned', 'disallow',
  'disallowed', 'rejected', 'forbidden');
/**
 * Place words that name a list of places (`hosts_deny`): only these are refused by such a word. A single place a value
 * points at (`reject_callback_url`, `on_deny_redirect_url`) is still reached.
 */
const REFUSED_LISTS = set('hosts', 'domains', 'ips', 'addresses', 'networks', 'subnets', 'sites', 'cidrs', 'origins');
/** Refusal words that are themselves lists (`ip_blacklist`): whatever place word they follow is listed. */
const REFUSED_LIST_NOUNS = set('denylist', 'blocklist', 'blacklist');
/** `approval_token` "Optional approval token for high-risk operations": the go-ahead for one act, a guard the call passes, not access. */
const GO_AHEAD_TOKENS = set('approval', 'approve', 'confirmation', 'confirm');
/** A human's go-ahead that a flag may skip or give for them. */
const APPROVAL_WORDS = set('approve', 'approval', 'approvals', 'confirm', 'confirmation', 'confirmations', 'consent', 'accept');
/** Words after an approval word that make it a thing sent or accepted, not a go-ahead (`skip_confirmation_email`, `auto_accept_cookies`). */
const NO_GO_AHEAD = set('email', 'emails', 'mail', 'mails', 'message', 'messages', 'sms', 'notification', 'notifications', 'receipt', 'receipts',
  'letter', 'code', 'codes', 'number', 'numbers', 'id', 'ids', 'payload', 'text', 'cookie', 'cookies');
const NO_GO_AHEAD_PATTERN = '(?!\\s+(?:e-?mails?|mails?|messages?|sms|notifications?|receipts?|letters?|codes?|numbers?|ids?|payloads?|texts?|cookies?)\\b)';
/**
 * A description saying the go-ahead is not asked: a skip or bypass whose object is an approval ("skips the
 * confirmation step", "bypasses the approval gate"), "without asking for confirmation", "never ask",
 * "do not prompt", "answer yes to all prompts", "assume yes".
 */
const SKIPS_APPROVAL = new RegExp(
  '\\b(?:(?:skip|skips|skipped|skipping|bypass|bypasses|bypassing|suppress|suppresses|suppressing)\\s+(?:(?:the|any|all|an?|its|their|every|user|human|interactive|manual|explicit)\\s+){0,2}(?:approvals?|confirmations?|confirm|consent|prompts?|review)\\b' + NO_GO_AHEAD_PATTERN
  + '|without\\s+(?:(?:first\\s+)?(?:asking|waiting|prompting|requesting|requiring)\\s+(?:the\\s+user\\s+|a\\s+human\\s+)?(?:for\\s+)?)?(?:(?:the|any|an?|user|human|interactive|explicit|manual|further)\\s+){0,2}(?:approvals?|confirmations?|confirming|consent|prompts?|prompting|review)\\b' + NO_GO_AHEAD_PATTERN
  + '|\\b(?:never|not|n\'t)\\s+(?:ask|asks|prompt|prompts|wait\\s+for\\s+(?:approval|confirmation))\\b'
  + '|\\b(?:answers?|assumes?|says?)\\s+["\'`]?yes["\'`]?\\b)',
  'i',
);
/** Values of an enum that turn a behaviour on every time: `always`, `true`, `yes`, `all`. */
const ALWAYS_VALUES = set('always', 'true', 'yes', 'all', 'on');
/** Name words of what a level of strictness is chosen for (`security_mode`, `sandbox_level`, `safety_profile`). */
const GUARD_LEVEL_WORDS = set('security', 'safety', 'sandbox', 'sandboxing', 'protection', 'restriction', 'restrictions', 'guard', 'guardrail', 'guardrails', 'isolation');
/** Values of such a choice that relax it. */
const RELAXING_VALUES = set('permissive', 'unrestricted', 'unsafe', 'relaxed', 'lenient', 'off', 'disabled', 'none', 'open', 'yolo', 'bypass', 'danger', 'dangerous', 'full', 'unsandboxed');
/** The first enum value of a choice that relaxes it, if any. */
function relaxingValue(schema: JsonValue | undefined): string | undefined {
  if (!isJsonObject(schema)) return undefined;
  for (const node of branches(schema)) {
    if (!Array.isArray(node.enum)) continue;
    const found = node.enum.find((value) => typeof value === 'string' && splitWords(value).some((word) => RELAXING_VALUES.has(word)));
    if (typeof found === 'string') return found;
  }
  return undefined;
}
function grantsSometimes(schema: JsonValue | undefined): boolean {
  return isJsonObject(schema) && branches(schema).some((node) => Array.isArray(node.enum) && node.enum.some((value) => typeof value === 'string' && ALWAYS_VALUES.has(value.toLowerCase())));
}

/** Places a reader that requests URLs may be allowed more of (`allow_subdomains`, `allow_external_domains`). */
const REQUESTED_PLACES = set('domain', 'domains', 'subdomain', 'subdomains', 'host', 'hosts', 'url', 'urls', 'link', 'links', 'site', 'sites', 'external', 'other', 'cross');

/**
 * `allow_external_domains` on a tool that does not write and already requests URLs the caller
 * names (a crawler or mapper taking any starting URL): more domains of the same kind of place it
 * already reaches, no check turned off. Not when the flag's own words name a restriction or what
 * the operator configured ("bypass the configured allowlist").
 */
function widensRequestedPlaces(rest: readonly string[], tool: ToolContext | undefined, prose: ReadonlySet<string>): boolean {
  if (tool?.writes !== false || tool.categories?.includes('network_request') !== true) return false;
  if (!rest.some((word) => REQUESTED_PLACES.has(word) && word !== 'external' && word !== 'other' && word !== 'cross')) return false;
  if (!rest.every((word) => REQUESTED_PLACES.has(word))) return false;
  return ![...prose].some((word) => RESTRICTION_WORDS.has(word) || OPERATOR_SETTING_WORDS.has(word) || BYPASS_WORDS.has(word) || word === 'allowlist');
}

/** What a file walk may follow out of the tree it was given. */
const LINK_WORDS = set('symlink', 'symlinks', 'link', 'links', 'junction', 'junctions', 'reparse');

/** "Term meta to write, as key => value", "each entry is stored as a custom field": the map's entries are what is written. */
const WRITTEN_ENTRIES = /\b(?:to\s+(?:write|store|save|set|persist|update)|(?:is|are)\s+(?:written|stored|saved|set|persisted)|writes?\s+(?:each|every|all|any)|key\s*(?:=>|->|:|=)\s*value)\b/i;

/** Names of maps of markers an object carries (container labels, resource tags): their keys are free by design. */
const MARKER_MAPS = set('labels', 'label', 'tags', 'tag');
/** What makes markers more than markers: "also exported as environment variables", "used for routing", "grants access". */
const MARKER_EFFECT = /\b(?:env(?:ironment)?|export(?:s|ed)?|rout(?:e|es|ed|ing)|grants?|access|permissions?|polic(?:y|ies)|execut\w*|run(?:s)?|inject\w*|passed\s+to|applied\s+to)\b/i;
/**
 * Words of a catch-all for more fields than the schema declares (`additional_fields`, `extra_params`; jira's
 * `customFields`, "Optional custom fields as key-value pairs": a record's custom fields are whatever keys it has).
 */
const CATCH_ALL_QUALIFIERS = set('additional', 'extra', 'other', 'more', 'arbitrary', 'custom');
const FIELD_NOUNS = set('fields', 'properties', 'attributes', 'params', 'parameters');
/** A description saying the entries go into what is written ("merged into the ticket payload", "any top-level field", "Additional Zabbix API parameters": the write call's own). */
const MERGED_INTO_WRITE = /\b(?:merged?|included?|sent|passed|added|applied|set|written|stored)\b[^.]{0,40}\b(?:payload|request\s+body|body|record|ticket|object|item|entity|resource|document|issue|page|record)\b|\bany\s+(?:other\s+)?(?:top-level\s+)?(?:fields?|properties|attributes)\b|\b(?:api|request|call|method)\s+(?:fields|properties|attributes|params|parameters|arguments)\b|\b(?:forwarded|passed|sent|handed|added)\s+(?:on\s+)?(?:to|into)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:api|request|call|endpoint|method)\b|^\s*(?:optional\s+)?(?:additional|extra|other|custom|arbitrary)\s+(?!(?:[\w-]+\s+){0,2}?(?:display|ui|view|form|render|layout|style|presentation)\b)(?:[\w-]+\s+){0,2}(?:fields|properties|attributes)\b/i;

/** "The list of processors that will run before the configured component runs": things a stored configuration runs. */
const RUN_BY_CONFIGURATION = /\b(?:processors?|hooks?|steps?|scripts?|plugins?|actions?|handlers?|tasks?|jobs?|transformations?)\b[^.]{0,40}?\b(?:will\s+|that\s+|which\s+|to\s+)?(?:run|runs|be\s+run|execute|executes|be\s+executed|are\s+executed|is\s+executed)\b/i;
/** "Raw params dict for bulk operations", "passed directly to the API": a whole request handed on. */
const RAW_REQUEST = /\b(?:raw|verbatim)\s+(?:\w+\s+){0,2}?(?:params|parameters|payload|body|request|arguments|dict|object)\b|\b(?:passed|sent|forwarded|handed)\s+(?:directly|straight|as[\s-]is|unchanged|verbatim)\b/i;
/** "Set to True to disable execution (configuration won't run), False to enable execution": a switch of whether it runs. */
const EXECUTION_SWITCH = /\b(?:enable|disable|enables|disables|turn\s+(?:on|off))\s+(?:the\s+)?(?:execution|running|runs|scheduling|schedule|triggers?)\b|\b(?:won['’]t|will\s+not|will)\s+run\b/i;
/** Names of a whole request's fields handed on: the API call's own arguments. */
const REQUEST_NAMES = set('params', 'parameters', 'payload', 'body', 'request', 'args', 'kwargs', 'data');

/**
 * What a configuration runs, or a write hands on whole: keboola `processors_before` ("The list of processors that will
 * run before the configured component runs", free-form objects: code configured to run, execute_command, on any tool:
 * keboola's `add_config_row` adds them to its row); on a tool that writes, zabbix `params` ("Raw params dict for bulk
 * operations": the API call's own fields, any of them, write_mode) and keboola `is_disabled` ("Set to True to disable
 * execution ..., False to enable execution": whether the stored configuration runs, write_mode).
 */
function configuredExecution(words: readonly string[], schema: JsonValue | undefined, prose: string, tool: ToolContext | undefined, add: Add): void {
  if (prose === '') return;
  const shape = shapeOf(schema);
  const items = isJsonObject(schema) && isJsonObject(schema.items) ? shapeOf(schema.items) : undefined;
  const run = RUN_BY_CONFIGURATION.exec(prose);
  if (run !== null && (shape.freeObject || items?.freeObject === true)) {
    add('execute_command', splitWords(run[0]).filter((word) => word.length > 2).slice(0, 3), `free-form objects documented as what runs ("${run[0]}")`, 'description');
    return;
  }
  if (tool?.writes !== true) return;
  const raw = RAW_REQUEST.exec(prose);
  if (raw !== null && shape.freeObject && words.some((word) => REQUEST_NAMES.has(word))) {
    add('write_mode', ['free-form object', ...splitWords(raw[0]).slice(0, 2)], `a whole request's fields handed on ("${raw[0]}") on a tool that writes: any field, not only the declared ones`, 'description');
    return;
  }
  const switched = EXECUTION_SWITCH.exec(prose);
  if (switched !== null && shape.types.has('boolean')) add('write_mode', splitWords(switched[0]), `a switch of whether what it writes runs ("${switched[0]}")`, 'description');
}

/**
 * Two write modes a tool that writes gains by a parameter's name alone: `add_test_cases` on updateTestRun ("Test cases to
 * add to the run": `add` opening the name of a value, objects the call now attaches to what it updates), and
 * `preserve_existing_results` ("Keep existing results when adding cases (default true)": a flag kept on by default whose
 * `false` discards what was there, an overwrite).
 */
function addedOrDiscarded(words: readonly string[], shape: Shape, schema: JsonValue | undefined, tool: ToolContext | undefined, add: Add, documentation: string): void {
  // hummingbot manage_bots `confirm_override`: "Required True if overwriting existing config in a running bot": a flag
  // documented as letting the write replace what exists switches an overwrite on, whatever its name says. On a tool
  // that writes, or whose locked first sentence says it acts ("Manage controller-based bots: deploy, ..."). Not a flag
  // documented as guarding against it ("Skip instead of overwriting existing files", "Prompt before overwriting
  // existing files"), unless that sentence is its off state ("If false, it does not overwrite existing config").
  const saysItWrites = tool?.writes === true || [...(tool?.statedWords ?? [])].some(actingNameWord);
  if (saysItWrites && booleanLike(shape)) {
    for (const overwrites of documentation.matchAll(OVERWRITES_EXISTING)) {
      const sentence = documentation.slice(0, overwrites.index).split(/[.;!?]\s/).at(-1) ?? '';
      if (GUARDS_EXISTING.test(sentence.slice(-40)) && !OFF_STATE.test(sentence)) continue;
      add('write_mode', splitWords(overwrites[0]).filter((word) => !PHRASE_FILLERS.has(word)).slice(0, 3), `a flag documented as overwriting what exists ("${overwrites[0]}")`, 'description');
      return;
    }
  }
  if (tool?.writes !== true || words.length < 2) return;
  // gmail modify_email `addLabelIds` beside "Modifies email labels": objects the tool already said it sets, added another way.
  const objects = words.slice(1).filter((word) => !IDENTIFIER_HEADS.has(word));
  const stated = (word: string) => [word, `${word}s`].some((form) => tool.statedWords?.has(form) === true);
  // A list or object of things added (`add_test_cases`); a string is a value put in (`add_prefix`: "Prefix to add to each line").
  if (ADDING_HEADS.has(words[0]!) && !shape.types.has('boolean') && (shape.types.has('array') || shape.types.has('object'))
    && !(objects.length > 0 && objects.every(stated))) {
    add('write_mode', [words[0]!, ...words.slice(1, 3)], `"${words.join('_')}": what the call now ${words[0]}s to what it writes`);
    return;
  }
  // Its own default, or its own text saying it ("(default true)"), not the tool's documentation and not "now defaults to false".
  const ownText = isJsonObject(schema) && typeof schema.description === 'string' ? schema.description : '';
  const keptOn = isJsonObject(schema) && (schema.default === true
    || (schema.default === undefined && /\(?default(?:s)?(?:\s+(?:is|to))?:?\s+true\)?/i.test(ownText) && !/\bdefault(?:s)?(?:\s+(?:is|to))?:?\s+false\b/i.test(ownText)));
  if (KEEPING_FLAGS.has(words[0]!) && booleanLike(shape) && keptOn && words.slice(1).some((word) => KEPT_DATA.has(word))) {
    add('write_mode', [words[0]!, ...words.slice(1).filter((word) => KEPT_DATA.has(word))], `"${words.join('_')}" is on by default: false discards what was there`);
  }
}
/** `org/repo path`, `owner/name path`, `group/subgroup/project path`: words joined by slashes, right before "path". */
const OWNER_NAME_PATH = /(?<![\w./~$-])([A-Za-z][\w-]*)((?:\/[A-Za-z][\w-]*)+)\s+paths?\b/g;
/** What the first part of such a path names: who owns the object (not "relative/absolute", "source/destination"). */
const OWNER_WORDS = set('org', 'orgs', 'organization', 'organisation', 'owner', 'user', 'username', 'namespace', 'group', 'team', 'workspace', 'account', 'project');
/** Whether "path" follows an owner/name form (its first part an owner word) whose last part ends in `previous` (the word before "path" in the run). */
function ownerNamePath(text: string, previous: string): boolean {
  return [...text.matchAll(OWNER_NAME_PATH)].some((found) => splitWords(found[1]!).some((word) => OWNER_WORDS.has(word))
    && splitWords(found[2]!.split('/').at(-1)!).at(-1) === previous);
}
/** "overwriting existing config", "replace your existing configuration", "overwrite files that already exist": a write over what is there. */
const OVERWRITES_EXISTING = /\b(?:overwrit(?:e|es|ing|ten)|replac(?:e|es|ing)|clobber(?:s|ing)?)\s+(?:(?:the|an?|any|all|your|its|their)\s+)?(?:[\w-]+\s+){0,2}?(?:existing|current|[\w-]+\s+(?:that|which)\s+already\s+exists?|(?:it|them)\s+if\s+(?:it|they)\s+(?:already\s+)?exists?)\b/gi;
/** Words right before it saying the flag guards against the overwrite, not switches it on. */
const GUARDS_EXISTING = /\b(?:instead\s+of|rather\s+than|without|not|never|no|n['’]t|before|against|would|abort|prompt|prevent|refuse|protect|avoid)\b(?:\s+[\w-]+){0,3}\s*$/i;
/** A sentence about the flag's off state: what it guards against then is what `true` does. */
const OFF_STATE = /\b(?:if|when)\s+(?:false|unset|not\s+set|omitted|disabled|off)\b|\bwithout\s+it\b|\botherwise\b/i;
/** Words a quoted phrase's tokens leave out. */
const PHRASE_FILLERS = set('the', 'a', 'an', 'any', 'all', 'your', 'its', 'their', 'that', 'which');
/** Verbs opening the name of a value a write attaches (`add_members`, `insert_rows`). */
const ADDING_HEADS = set('add', 'attach', 'assign', 'invite', 'insert');
/** Flags that keep what exists (`preserve_existing_results`, `keep_history`). */
const KEEPING_FLAGS = set('preserve', 'keep', 'retain');
/** What such a flag keeps. */
const KEPT_DATA = set('existing', 'results', 'history', 'data', 'previous', 'records', 'entries', 'rows', 'files', 'content', 'contents', 'old', 'versions');

/**
 * A free-form map on a tool that writes, documented as the entries written (`meta`: "Term meta to
 * write, as key => value") or named as a catch-all for more fields (`additional_fields` on
 * create_ticket, merged into the payload; with a description, one saying its entries go into what is
 * written: "merged into the ticket", "any top-level field"): the caller chooses which keys are written, not only the
 * fields the schema declares, so any stored key (another plugin's option, a reserved field, a
 * ticket's cc_emails) can be set.
 */
function writtenMapByShape(words: readonly string[], shape: Shape, prose: string, tool: ToolContext | undefined, add: Add): void {
  if (!shape.freeObject || tool?.writes !== true) return;
  const written = WRITTEN_ENTRIES.exec(prose);
  // `labels` of create_container ("Container labels, either as a dictionary or a list of key=value strings"): markers the
  // object carries, whose "key=value" is their own syntax; not the record's fields (`meta`, `annotations` stay).
  if (written !== null && MARKER_MAPS.has(words.at(-1) ?? '') && !MARKER_EFFECT.test(prose)
    && [...prose.matchAll(new RegExp(WRITTEN_ENTRIES.source, 'gi'))].every((each) => /^key\s*(?:=>|->|:|=)\s*value$/i.test(each[0]))) return;
  if (written !== null) {
    add('write_mode', ['free-form object', written[0]], `free-form map documented as written ("${written[0]}") on a tool that writes`, 'shape');
    return;
  }
  const qualifier = words.find((word) => CATCH_ALL_QUALIFIERS.has(word));
  const noun = words.find((word) => FIELD_NOUNS.has(word));
  // Described, it must say its entries go into what is written: "Additional display properties for the form" do not.
  if (qualifier !== undefined && noun !== undefined && (prose.trim() === '' || MERGED_INTO_WRITE.test(prose))) {
    add('write_mode', ['free-form object', qualifier, noun], `free-form "${qualifier} ${noun}" on a tool that writes: any field, not only the declared ones`, 'shape');
  }
}

/** Pass-through configuration: arguments, environment, or options handed as they are to a process, browser, driver or connection. */
function passThroughByName(words: string[], shape: Shape, prose: ReadonlySet<string>, tool: ToolContext | undefined, add: Add, description?: string): void {
  if (!shape.freeValue) return;
  const argument = words.find((word) => ARGUMENT_WORDS.has(word));
  // "Regex flags (g, i, m, s, u, y)": the flags of a pattern the tool matches, not of a process.
  const owner = argument === undefined || description === undefined ? undefined : splitWords(headOf(description)).find((word, i, said) => said[i + 1] === argument);
  if (owner !== undefined && (REGEX_WORDS.has(owner) || owner === 'expression' || owner === 'match' || owner === 'search')) return;
  if (argument !== undefined) {
    add('pass_through', [argument], `word "${argument}"`);
    return;
  }
  // `arguments`: "Additional CLI arguments": what a process is started with, handed on as written.
  const handedArguments = description !== undefined ? PROCESS_ARGUMENTS.exec(description) : null;
  if (handedArguments !== null && words.some((word) => ARGUMENT_NAMES.has(word)) && !/\bfilter/i.test(description ?? '')) {
    add('pass_through', splitWords(handedArguments[0]), `documented as "${handedArguments[0]}"`, 'description');
    return;
  }
  const structured = shape.types.has('object') || shape.types.has('array') || shape.types.has('any');
  const env = words.find((word) => ENV_WORDS.has(word));
  if (env !== undefined && structured) {
    add('pass_through', [env, shape.freeObject ? 'free-form object' : 'list'], `"${env}" as a map or list`, 'shape');
    return;
  }
  const option = words.find((word) => OPTION_WORDS.has(word));
  // Values bound to a query's placeholders ("values are bound by the database driver", "%s
  // placeholders", "parameter substitution") are data, not options handed to the driver.
  if (option !== undefined && BIND_OPTIONS.has(option) && [...prose].some((word) => BIND_WORDS.has(word))) return;
  if (option === undefined) {
    // A free-form object named for a connection, driver or repository: the whole object is its definition.
    const handed = words.find((word) => HANDED_OVER.has(word));
    if (handed !== undefined && shape.freeObject) add('pass_through', [handed, 'free-form object'], `free-form object for a ${handed}`, 'shape');
    else if (shape.freeObject && description !== undefined) {
      // A free-form object whose name says nothing (`data`, `spec`) but whose description opens by
      // calling it options for a target ("Connection options handed to the database driver").
      const said = describedOptions(description);
      if (said !== undefined) add('pass_through', [...said, 'free-form object'], `free-form object described as "${said.join(' ')}"`, 'description');
      else {
        // On a tool that writes or runs: a free-form object documented as handed on whole ("Values to pass to the
        // Helm chart", "Inputs the workflow accepts", "Non-secret plugin settings"): any key the target takes.
        const handedOn = actsOnWhatItIsHanded(tool) ? handedOnWhole(description) : undefined;
        if (handedOn !== undefined) add('pass_through', [...handedOn.tokens, 'free-form object'], `free-form object documented as ${handedOn.why}`, 'description');
      }
    }
    return;
  }
  const target = words.find((word) => TARGET_WORDS.has(word));
  if (target !== undefined) {
    add('pass_through', [target, option], `"${target} ${option}"`);
    return;
  }
  const described = [...prose].find((word) => TARGET_WORDS.has(word));
  if (described !== undefined) {
    add('pass_through', [option, described], `"${option}" handed to a ${described} (description)`, 'description');
    return;
  }
  // Page properties, request params: declared option words that need a target to be pass-through.
  if (shape.freeObject && STRONG_OPTIONS.has(option)) {
    add('pass_through', [option, 'free-form object'], `"${option}" as a free-form object`, 'shape');
    return;
  }
  // The tool itself runs commands: what it is handed as free-form options reaches the process.
  if (shape.freeObject && tool?.categories?.includes('execute_command') === true) {
    add('pass_through', [option, 'execute_command'], `free-form "${option}" on a tool that runs commands`, 'tool');
  }
}
const CREDENTIAL_NOUNS = set('token', 'tokens', 'key', 'keys');

/**
 * A value documented as standing in for the connection the server was configured with: "Optional if a URL is configured",
 * "overrides the configured endpoint", "instead of the default host"; the connection word ends its noun phrase ("overrides
 * the default server timeout" replaces a timeout).
 */
const REPLACES_CONFIGURED_CONNECTION = /\b(?:(?:optional|not\s+needed|not\s+required)\s+(?:if|when)\s+(?:an?\s+|the\s+)?(?:base\s+)?(?:url|uri|endpoint|host|server|connection)\s+is\s+(?:configured|set|provided|given)|(?:overrides?|overriding|instead\s+of|in\s+place\s+of|rather\s+than)\s+(?:the\s+)?(?:configured|default)\s+(?:base\s+)?(?:url|uri|endpoint|host|server|connection)\b(?!\s+(?!(?:for|in|of|when|if|and|or|with|to|on|at|from|by|set|given|configured)\b)[a-z]))/i;

/** Words before "path" that make it the path part of a URL: "webpage path", "URL path", "route path". */
// Unless the same text speaks of a file on the disk ("Web path of the local file to overwrite", "saved on disk").
const LOCAL_FILE_WORDS = set('file', 'files', 'local', 'disk', 'directory', 'folder', 'write', 'writes', 'written', 'save', 'saved', 'saves', 'overwrite', 'filesystem');
const URL_PATH_QUALIFIERS = set('webpage', 'page', 'url', 'uri', 'route', 'endpoint', 'http', 'request', 'api', 'web');

/** The words of REPLACES_CONFIGURED_CONNECTION a trigger names: the connection and that it was configured. */
const CONNECTION_WORDS = set('url', 'uri', 'endpoint', 'host', 'server', 'connection', 'configured', 'default');

/** Places a tool acts in by default, which a value may replace: the workspace, the project, the configured cluster. */
const DEFAULT_PLACES = set('workspace', 'workspaces', 'project', 'projects', 'repository', 'repositories', 'repo', 'repos', 'directory', 'folder',
  'root', 'cwd');
/** Default places that are a backend the tool connects to rather than a place on disk. */
const DEFAULT_BACKENDS = set('cluster', 'server', 'instance', 'account', 'environment', 'database', 'host', 'tenant', 'subscription', 'namespace');
/** "instead of / in place of / rather than" the place, up to the end of its noun phrase (punctuation, a preposition or a conjunction). */
const INSTEAD_OF_PLACE = /\b(?:instead\s+of|in\s+place\s+of|rather\s+than)\s+(?:the\s+|this\s+|your\s+|its\s+|a\s+)?((?:[a-z]+\s+){0,3}?[a-z]+)(?=\s*(?:$|[.,;:()!?]|\s(?:and|or|but|when|if|for|in|on|at|to|with|by|from|of|so|which|that)\b))/i;

/**
 * `reference_name` on a git tool: "When set, runs git against that project instead of the
 * workspace". A value documented as moving where a tool that writes or runs commands acts, instead
 * of (in place of, rather than) the place it acts in by default (the workspace, the project, the
 * current working directory; a backend: the configured cluster, environment, account), is a new
 * place for every action the tool takes. The place must be the head of its phrase: "instead of the
 * project default template" replaces a template. The replaced place and the matched words, or undefined.
 * A reader choosing another place to read is a filter or a source, judged elsewhere.
 */
function retargetsAction(schema: JsonValue | undefined, tool: ToolContext | undefined, documentation: string | undefined): { place: string; phrase: string; backend: boolean } | undefined {
  if (tool === undefined || !(tool.writes || tool.categories?.includes('execute_command') === true)) return undefined;
  const found = INSTEAD_OF_PLACE.exec(descriptionOf(schema, documentation));
  // The phrase's head, its last word: "the current working directory" is a directory, "the project default template" a template.
  const place = found?.[1]?.toLowerCase().split(/\s+/).at(-1);
  if (place === undefined) return undefined;
  if (DEFAULT_PLACES.has(place)) return { place, phrase: found![0], backend: false };
  return DEFAULT_BACKENDS.has(place) ? { place, phrase: found![0], backend: true } : undefined;
}

/** Whether a selector falls back to a configured backend when left out: a default, or words saying so. */
function fallsBackToConfigured(schema: JsonValue | undefined, documentation: string | undefined): boolean {
  if (isJsonObject(schema) && Object.hasOwn(schema, 'default')) return true;
  const text = isJsonObject(schema) && typeof schema.description === 'string' ? schema.description : documentation ?? '';
  return /\b(?:defaults?|configured|available|if\s+omitted|when\s+omitted)\b/i.test(text);
}

/**
 * `registry_key` on read_registry_value, a hive documented as "HKLM": the Windows registry (its keys, values and hives) the
 * tool's name is about, a store on the machine, not one of the configured backends a `registry` selector picks.
 */
function windowsRegistry(word: string, schema: JsonValue | undefined, options: AssessOptions): boolean {
  const names = options.tool?.nameWords;
  return (word === 'registry' || word === 'registries')
    && ((names?.has('registry') === true && ['value', 'values', 'key', 'keys', 'hive', 'hives'].some((part) => names.has(part)))
      || /\b(?:hklm|hkcu|hkey_\w+|hives?|regedit)\b/i.test(descriptionOf(schema, options.documentation)));
}
/** "Overrides the environment variable X_FILTER", "overriding the server's configured allowlist". */
const OVERRIDE_WORDS = set('override', 'overrides', 'overriding', 'overridden', 'supersede', 'supersedes', 'superseding');
const OVERRIDE_WINDOW = 8;
/** What the operator configures the server with. */
const OPERATOR_SETTING_WORDS = set('environment', 'env', 'variable', 'variables', 'configured', 'configuration', 'config', 'setting', 'settings', 'server', 'operator', 'admin', 'administrator');
/** Words naming a limit on what the tool may reach (a count or a timeout restricts no reach). */
const RESTRICTION_WORDS = set('filter', 'filters', 'allow', 'allowed', 'allowlist', 'whitelist', 'deny', 'denied', 'denylist', 'blacklist',
  'block', 'blocked', 'blocklist', 'restrict', 'restricted', 'restriction', 'restrictions', 'scope', 'scopes', 'readonly', 'permitted', 'roots');

/** Who a write is attributed to, and the words that make that an account rather than a display name. */
const AUTHOR_WORDS = set('author', 'poster', 'creator', 'sender', 'actor');
const IDENTITY_WORDS = set('user', 'username', 'userid', 'login', 'account', 'uid');

/** Option words a description may call a value by (the declared ones, and a command line's). */
const DESCRIBED_OPTIONS = set('options', 'option', 'opts', 'config', 'configuration', 'settings', 'arguments', 'args', 'kwargs', 'flags');
/** Verbs that hand a value over as it is. */
const HANDED_VERBS = set('handed', 'passed', 'forwarded', 'given', 'sent', 'supplied', 'provided', 'fed');

/**
 * The option word and its target when a description's first sentence calls the value options for a
 * process, browser, driver or connection: the target before the option word ("Connection options",
 * "Launch arguments") or after a verb handing them over ("options passed to the HTTP client").
 */
function describedOptions(description: string): [string, string] | undefined {
  const first = /^[\s\S]*?(?:[.!?](?:\s|$)|\n|$)/.exec(description.slice(0, MAX_TEXT))?.[0] ?? '';
  const words = splitWords(first);
  const at = words.findIndex((word) => DESCRIBED_OPTIONS.has(word));
  if (at < 0) return undefined;
  const before = words[at - 1];
  if (before !== undefined && TARGET_WORDS.has(before)) return [before, words[at]!];
  const verb = words.findIndex((word, i) => i > at && HANDED_VERBS.has(word));
  if (verb < 0 || words[verb + 1] !== 'to') return undefined;
  const target = words.slice(verb + 2).find((word) => TARGET_WORDS.has(word));
  return target === undefined ? undefined : [words[at]!, target];
}

/** "Additional URL query parameters", "URL fragment": a part of a URL, not a URL. */
const URL_PARTS = set('query', 'parameter', 'parameters', 'params', 'param', 'fragment', 'fragments', 'anchor', 'slug', 'scheme', 'component', 'components');
/** "SQL dialect", "SQL flavor": which variety of a language, not a query in it. */
/** First parts of database products' names that split off `sql`: MySQL, PostgreSQL, NoSQL, MSSQL. */
const SQL_PRODUCT_PREFIXES = set('my', 'postgre', 'no', 'ms');
/** Words after `stdin` in a name that say how it is read, not what is piped in (`stdin_encoding`; `stdin_base64` is content). */
const STDIN_SETTINGS = set('encoding', 'charset', 'mode', 'format', 'type', 'timeout', 'size', 'limit', 'enabled', 'close', 'closed', 'eof', 'buffer');
/** A flag's documentation saying it is the go-ahead the tool demands ("Must be true", "acknowledgement that ..."), or a dry run ("what would be deleted"). */
const CONFIRMATION_TEXT = /\bmust\s+be\s+(?:set\s+to\s+)?true\b|\backnowledg(?:e|ement|ing)\s+that\b|\bconfirm\w*|\bwould\s+be\b|\bdry[-\s]?run\b|\bpreview\w*|\bsimulat\w*/i;
/** Name words of a flag that starts something over empty (`freshVolumes`, `reset_database`, `clean_data`). */
const EMPTIED_WORDS = set('fresh', 'clean', 'reset', 'wipe', 'recreate', 'empty', 'purge');
/** Stores of data such a flag empties; not a cache, which holds nothing of its own. */
const DATA_STORES = set('volume', 'volumes', 'data', 'database', 'databases', 'db', 'dbs', 'disk', 'disks', 'storage', 'state', 'store', 'stores');
/** A flag's documentation saying that turning it on destroys: "Destructive", "permanently consume/delete". Not "Non-destructive". */
const DESTROYING_FLAG = /(?<![\w-])(?<!non[\s-]?)(?<!not\s)destructive\b|\bpermanently\s+(?:delet|remov|consum|eras|discard|destroy|drop|purg|wip)\w*/i;
/** A scope's documentation calling it a filter of what is read or a label on it: "Server-side filter", "scope tag", "narrows the results to ...". */
/**
 * Where a scope says what it is: its first clause ("DD-278 scope tag", "Server-side filter ..."), or the whole text when the
 * first clause calls it a tag (gmail-blade: "scope tag: ... Server-side filter"). "Mailbox to read as: ...; spam is
 * filtered out" is no filter: its first clause says whose mailbox.
 */
function scopeAsFilter(text: string): RegExpExecArray | null {
  const first = text.split(/[.;:]\s|\s[-–—]\s|\n/, 1)[0] ?? '';
  return SCOPE_AS_FILTER.exec(/\bscope\s+(?:tag|label|category)\b/i.test(first) ? text : first);
}
const SCOPE_AS_FILTER = /\bscope\s+(?:tag|label|category)\b|\b(?:(?:server|client)[\s-]side\s+)?filter(?:s|ed|ing)?\b|\bnarrow(?:s|ed|ing)?\s+(?:the\s+)?(?:results?|read|search|listing|list)\b|\brestricts?\s+(?:the\s+)?(?:results?|search|listing)\b/i;
/** Words of a scope that grants: access, permissions, roles, tokens. */
const AUTHORITY_TEXT = /\b(?:grant\w*|access|permissions?|privileges?|roles?|admin\w*|tokens?|credentials?|oauth|authori[sz]\w*|write|writes|every|any|all|other|domain|tenant\w*|organi[sz]ation\w*|impersonat\w*)\b|\bas\s*:/i;
const SCOPE_DROPPED = new Set(['permission']);
/** What a database product's name may qualify without naming a query: its connection, server, host, version, user. */
const DATABASE_PARTS = set('connection', 'connections', 'database', 'databases', 'db', 'server', 'servers', 'host', 'hosts', 'instance', 'instances',
  'cluster', 'clusters', 'port', 'version', 'versions', 'driver', 'client', 'dsn', 'url', 'uri', 'username', 'user', 'password', 'credentials');
const LANGUAGE_VARIETIES = set('dialect', 'dialects', 'flavor', 'flavors', 'flavour', 'flavours', 'variant', 'variants');
/** Words of a flag's name that send what follows on: `withCredentials`, `forward_cookies`, `send_auth`. */
const FORWARDING_WORDS = set('with', 'forward', 'send', 'pass', 'include', 'attach', 'propagate', 'share');
/** "should forward credentials such as cookies", "send the user's auth token": credentials handed on. */
const FORWARDS_CREDENTIALS = /\b(?:forward|forwards|forwarding|send|sends|sending|pass|passes|passing|attach|attaches|propagate|propagates|include|includes)\s+(?:(?:the|its|your|user(?:'s)?|caller(?:'s)?|browser|current|session|stored)\s+){0,2}(?:credentials|cookies|auth(?:entication|orization)?\s+(?:headers?|tokens?)|access\s+tokens?|api\s+keys?|bearer\s+tokens?)\b/i;
/** "Store snapshot on external server", "upload it to a public host": what the tool makes goes outside. */
const STORED_OUTSIDE = /\b(?:store|stores|storing|save|saves|saving|upload|uploads|uploading|send|sends|sending|publish|publishes|publishing|share|shares|sharing|post|posts|posting|host|hosts)\b[^.;]{0,40}?\b(?:on|to|with|at|in)\s+(?:an?\s+|the\s+)?((?:external|remote|public|third[-\s]party)\s+(?:servers?|services?|hosts?|sites?|storage|providers?))\b/i;
/** The finding's reason, which marks it for a required parameter (assessRequired). */
const OTHER_SCOPE_WHY = 'documented as reaching another tenant or account';
/** "a different tenancy", "cross-tenancy", "another Azure subscription", "a tenancy other than your own": the caller picks a tenant beyond the configured one. */
const OTHER_TENANCY = /\bcross[\s-](?:tenan(?:t|ts|cy|cies)|accounts?|organi[sz]ations?|orgs?|subscriptions?)\b|\b(?:a\s+different|another|other|any)\s+(?:[\w-]+\s+)?(?:tenan(?:t|ts|cy|cies)|subscriptions?|organi[sz]ations?)\b|\btenan(?:t|cy)\s+other\s+than\b/i;
/** Units of tenancy a selector may widen from the current one to all of them. */
const TENANCY_UNITS = set('domain', 'domains', 'tenant', 'tenants', 'tenancy', 'tenancies', 'account', 'accounts', 'organization', 'organizations',
  'organisation', 'organisations', 'org', 'orgs', 'subscription', 'subscriptions', 'customer', 'customers', 'workspace', 'workspaces');
/**
 * A closed choice holding both the current tenancy unit and all of them (`CURRENT_DOMAIN` beside `ALL_DOMAINS_ON_THIS_SERVER`,
 * `current_account` beside `all_accounts`): the value reaching all of them.
 */
function scopeBeyondCurrent(schema: JsonValue | undefined): string | undefined {
  const values = branches(schema).flatMap((node) => (Array.isArray(node.enum) ? node.enum : [])).filter((value): value is string => typeof value === 'string');
  const unitsOf = (value: string, leads: ReadonlySet<string>) => {
    const words = splitWords(value);
    return leads.has(words[0] ?? '') && TENANCY_UNITS.has(words[1] ?? '') ? words[1]!.replace(/ies$/, 'y').replace(/s$/, '') : undefined;
  };
  const current = new Set(values.map((value) => unitsOf(value, CURRENT_LEADS)).filter((unit) => unit !== undefined));
  return values.find((value) => { const unit = unitsOf(value, EVERY_LEADS); return unit !== undefined && current.has(unit); });
}
const CURRENT_LEADS = set('current', 'this', 'own', 'my', 'default', 'active');
const EVERY_LEADS = set('all', 'every', 'any', 'each');
/** A tenant or account phrase that filters, excludes or tells apart what is listed: no other tenant reached. */
const TENANCY_FILTERED = /\b(?:exclud\w*|filter\w*|never|not|tell\s+\w+\s+apart|apart\s+from|listings?)\b/i;
/** A value documented as feeding the server's analytics or telemetry. */
const REPORTED_FOR_ANALYTICS = /\b(?:analytics?|analytical|telemetry|track(?:s|ed|ing)?\s+usage|usage\s+(?:tracking|data|statistics|stats|metrics)|improve\s+(?:our|the)\s+(?:product|service|models?))\b/i;
/** What such a value may carry that is not the call's input: the model's identity, the user's aims, the conversation; or the user kept out of it. */
const ABOUT_MODEL_OR_USER = /\b(?:model|llm|ai|assistant)\s+you\s+are\b|\bwho\s+(?:built|trained|made)\s+you\b|\bif\s+you(?:\s+are|['’]re)\s+an?\s+(?:ai|llm|language\s+model|model|assistant|agent)\b|\byour\s+(?:own\s+)?(?:name|model(?:\s+name)?|provider|version|vendor)\b|\b(?:company|organi[sz]ation|lab)\s+that\s+(?:trained|built|made)\s+you\b|\b(?:from|of|in)\s+(?:the|this|our|your)\s+conversation\b|\bconversation\s+history\b|\bchat\s+history\b|\bthe\s+user['’]s\s+(?:(?:last|latest|current|original|own)\s+)?(?:intents?|goals?|tasks?|requests?|use\s+cases?|questions?|prompts?|messages?)\b|\b(?:do\s+not|don['’]?t|never|without)\s+(?:prompt(?:ing)?|ask(?:ing)?|tell(?:ing)?|inform(?:ing)?)\s+the\s+user\b/i;
/** "what the user is trying to learn", "what the user wants to achieve": the user's goal, not a query the tool runs. */
const USER_GOAL = /\bwhat\s+the\s+user\s+(?:is\s+)?(?:trying|wants|wanted|intends|hopes|hoping|looking|aims|aiming)\s+to\s+[a-z]+/i;
/** "Request body", "API payload": what a request sends, beside the methods or operations that write with it. */
const REQUEST_BODY = /\b(?:request|http|api)\s+(?:body|payload)\b/i;
const WRITING_METHODS = /\b(?:POST|PUT|PATCH|DELETE)\b/;
const WRITING_OPERATIONS = /\b(?:create|update|delete|write|modify|upsert|insert)\b/i;
/**
 * A value documented as the body of a request that writes ("Request body (JSON string). Used with POST,
 * PUT, and PATCH requests."; "Request body for the create/update/preview operations"): the tool can now
 * send content that changes what the backend holds. Its tokens, or undefined.
 */
function requestBody(description: string): string[] | undefined {
  const text = description.slice(0, MAX_TEXT);
  const body = REQUEST_BODY.exec(text);
  if (body === null) return undefined;
  const writes = WRITING_METHODS.exec(text) ?? WRITING_OPERATIONS.exec(text);
  return writes === null ? undefined : [...splitWords(body[0]), writes[0]];
}
/** A tool that writes, runs or acts by its name (`helm_install`, `actions_run_trigger`): what it is handed whole reaches what it changes or starts. */
const actsOnWhatItIsHanded = (tool: ToolContext | undefined): boolean => tool?.writes === true || tool?.categories?.includes('execute_command') === true
  || [...(tool?.nameWords ?? [])].some(actingNameWord);
/** "Values to pass to the Helm chart", "passed through to the API": handed on as it is. */
const HANDED_ON = /\b(?:to\s+(?:be\s+)?(?:pass|hand|forward|supply|feed)|(?:passed|handed|forwarded|supplied|fed)(?:\s+(?:on|through|directly|verbatim|as[\s-]is))?)\s+(?:on\s+|through\s+)?to\s+(?:the\s+|a\s+|an\s+|each\s+)?((?:[\w-]+\s+){0,2}[\w-]+)/i;
/** What a runnable's caller fills in: "Inputs the workflow accepts", "Parameters for the job". */
const RUNNABLE_INPUTS = set('inputs', 'input', 'parameters', 'params', 'variables', 'vars', 'arguments', 'args', 'values');
/**
 * A free-form object documented as handed on whole to what the tool drives: "to pass to"/"passed to"
 * something, the inputs a runnable (workflow, pipeline, job) accepts, or a first-sentence head that is
 * an option word ("Non-secret plugin settings; replaces existing jsonData when set"). Its tokens and why.
 */
function handedOnWhole(description: string): { tokens: string[]; why: string } | undefined {
  const first = /^[\s\S]*?(?:[.!?;](?:\s|$)|\n|$)/.exec(description.slice(0, MAX_TEXT))?.[0] ?? '';
  const handed = HANDED_ON.exec(first);
  if (handed !== null) return { tokens: splitWords(handed[0]).filter((word) => !FILLER_WORDS.has(word)).slice(-2), why: `"${handed[0].trim()}"` };
  const words = splitWords(first);
  const runnable = words.find((word) => RUNNABLE_WORDS.has(word));
  const inputs = words.find((word) => RUNNABLE_INPUTS.has(word));
  if (runnable !== undefined && inputs !== undefined) return { tokens: [inputs, runnable], why: `the ${inputs} a ${runnable} takes` };
  // The head of the first phrase: "plugin settings" before a semicolon, a comma or "for"/"to".
  const head = splitWords(headOf(first)).at(-1);
  if (head !== undefined && DESCRIBED_OPTIONS.has(head)) return { tokens: [head], why: `"${headOf(first).trim()}"` };
  return undefined;
}
const FILLER_WORDS = set('to', 'be', 'the', 'a', 'an', 'on', 'through', 'directly', 'verbatim', 'as', 'is', 'each');

/** Archives whose member paths name no place on the machine. */
const ARCHIVES = set('zip', 'archive', 'tarball', 'tar', 'jar', 'wheel');

/**
 * Whether the description's first sentence puts the value inside an archive ("Path to the main file in
 * the workflow definition ZIP file", "path within the archive"): a member of the archive, not a file.
 */
function placedInArchive(prose: ReadonlyArray<{ words: readonly string[] }>): boolean {
  const head = prose[0]?.words ?? [];
  for (let i = 0; i < head.length; i++) {
    if (head[i] !== 'in' && head[i] !== 'inside' && head[i] !== 'within') continue;
    if (head.slice(i + 1, i + 7).some((word) => ARCHIVES.has(word))) return true;
  }
  return false;
}

/** Words of a tool name that name no object (verbs that read, fillers). */
const NOT_AN_OBJECT = set('get', 'list', 'read', 'fetch', 'show', 'view', 'find', 'search', 'query', 'describe', 'retrieve', 'the', 'a', 'of', 'to', 'for', 'by', 'all', 'api');

/** Whether a parameter's description names an object of the tool's name (what a reader returns). */
function shapesOwnResult(prose: ReadonlySet<string>, nameWords: ReadonlySet<string> | undefined): boolean {
  if (nameWords === undefined) return false;
  for (const word of nameWords) if (!NOT_AN_OBJECT.has(word) && word.length > 2 && prose.has(word)) return true;
  return false;
}
/** Heads of a parameter name that say the value is a part or property of a file, not where one is. */
/** Head nouns that describe a value's form: what a name ending in one holds is a format, a length or a kind, not the thing its other words name. */
const DESCRIPTOR_HEADS = set('format', 'formats', 'encoding', 'algorithm', 'algo', 'style', 'case', 'separator', 'delimiter', 'length', 'type', 'types',
  'version', 'ttl', 'timeout', 'expiry', 'prefix', 'suffix', 'size', 'count', 'extension', 'ext', 'charset', 'locale', 'precision');

/** Whether the word at `i` modifies a descriptor head (the name's last word): `webhook_timestamp_format`, `secret_encoding`. */
function describedBy(words: readonly string[], i: number): boolean {
  return i < words.length - 1 && DESCRIPTOR_HEADS.has(words[words.length - 1]!);
}

/**
 * An identifier documented as taking the place of one the operator configured ("Google Drive folder ID
 * where the spreadsheet should be created. If not provided, uses the configured default folder"): it
 * picks where the tool reaches instead of the operator, so its place word counts after all.
 */
function replacesConfiguredPlace(schema: JsonValue | undefined, documentation: string | undefined): boolean {
  const text = isJsonObject(schema) && typeof schema.description === 'string' ? schema.description : documentation ?? '';
  return /\b(?:configured|operator|administrator)\b|\bdefault\s+(?:folder|directory|location|path|drive|bucket|space|workspace)\b/i.test(text);
}

const NOT_A_PLACE = set('content', 'contents', 'suffix', 'prefix', 'extension', 'ext', 'size', 'count', 'type', 'types', 'format', 'encoding',
  'hash', 'checksum', 'sha', 'mode', 'modes');
/** Name words of a value that refers to a definition rather than holding one (`pipeline_name`, `workflow_id`). */
const NOT_A_DEFINITION = set('name', 'names', 'id', 'ids', 'key', 'version', 'versions', 'status', 'type', 'types', 'url', 'path', 'file');
/** Words before a place a search keeps or drops among its results (`include_domains`, `exclude_sites`, `only_domains`). */
const RESULT_PLACE_LEADS = set('include', 'included', 'includes', 'exclude', 'excluded', 'excludes', 'only', 'restrict', 'restricted', 'limit');
/** Places a web search's results come from. */
const RESULT_PLACES = set('domain', 'domains', 'site', 'sites');
/** Words of a tool's name or description saying it searches the web or an index of pages and returns results. */
const WEB_SEARCH_WORDS = set('web', 'internet', 'online', 'news', 'results', 'pages', 'webpages');
/**
 * `include_domains` on academia's `tavily_web_search`: a list of domains a web search that writes nothing keeps its results
 * to (or drops), a filter of what it returns. The search already reaches the index it queries; the domains are never
 * requested. Only a search (`search` in its name) of the web or of pages returning results: a DNS or WHOIS lookup queries
 * the domains it is given.
 */
function searchResultPlaces(words: readonly string[], tool: ToolContext | undefined): boolean {
  if (tool === undefined || tool.writes || !words.some((word) => RESULT_PLACE_LEADS.has(word))) return false;
  if (!words.every((word) => RESULT_PLACE_LEADS.has(word) || RESULT_PLACES.has(word))) return false;
  const named = [...(tool.nameWords ?? [])];
  return named.includes('search') && [...named, ...(tool.describedWords ?? [])].some((word) => WEB_SEARCH_WORDS.has(word));
}
/** Names of what a credential or role may do. */
const POLICY_NAMES = set('policy', 'policies');
/** Other words of such a parameter's name: the policy itself (`policy_document`, `inline_policy`) or its identifier (`policy_arn`). */
const POLICY_PARTS = set('inline', 'access', 'iam', 'document', 'documents', 'doc', 'json', 'statement', 'statements', 'trust', 'permission', 'permissions',
  'arn', 'arns', 'name', 'names', 'id', 'ids');
/** Objects of a name whose policy is authority: a credential, a key, a role, an account acting, or a policy itself (`put_role_policy`). */
const AUTHORITY_OBJECTS = set('credential', 'credentials', 'token', 'tokens', 'key', 'keys', 'apikey', 'apikeys', 'secret', 'secrets', 'role', 'roles',
  'user', 'users', 'account', 'accounts', 'principal', 'principals', 'identity', 'identities', 'member', 'members', 'group', 'groups', 'policy', 'policies');
/** Verbs that create or change such a thing. */
const AUTHORITY_VERBS = set('create', 'update', 'generate', 'issue', 'mint', 'add', 'set', 'grant', 'attach', 'put', 'modify', 'edit', 'rotate', 'assign');
/** A policy of another kind: when to retry, what to cache or keep, how to restart or replace. */
const OTHER_POLICIES = /\b(?:retr(?:y|ies)|backoff|cach(?:e|ing)|evict\w*|restart\w*|retention|delet(?:e|ion)|replace\w*|rate|timeouts?|scheduling|placement|routing|rollout)\b/i;
/** A tool that creates or changes a credential, key, role, account or policy (`create-client-credentials`, `put_role_policy`). */
function grantsAuthority(tool: ToolContext | undefined): boolean {
  const words = [...(tool?.nameWords ?? [])];
  // Its verb is the write (`attach_role_policy`, `assign_role`), whatever else the tool's categories say.
  return words.some((word) => AUTHORITY_VERBS.has(word)) && words.some((word) => AUTHORITY_OBJECTS.has(word));
}
/** Heads of a parameter name that make it a filter over results (`search_domain_filter`). */
const RESULT_FILTERS = set('filter', 'filters');
/** Option words that may name a query's bind values, and the words that say they are. */
const BIND_OPTIONS = set('params', 'parameters', 'param');
const BIND_WORDS = set('bind', 'bound', 'binding', 'bindings', 'placeholder', 'placeholders', 'substitution', 'substitute', 'substituted', 'prepared');
/** Names of a remote code repository. */
const REPOSITORY_WORDS = set('repository', 'repositories', 'repo', 'repos');
/** Names of the code a tool that runs code deploys, said by where it comes from (`source`, `artifact`, `bundle`). */
const DEPLOYED_CODE = set('source', 'sources', 'artifact', 'artifacts', 'bundle', 'bundles');
/** What such code is for, before its name (`function_source`, `deployment_bundle`). */
const CODE_OWNERS = set('function', 'code', 'deployment', 'deploy', 'app', 'application', 'service', 'lambda');
/** Words documenting a value as code to deploy. */
const CODE_WORDS = set('code', 'zip', 'archive', 'image', 'package', 'artifact', 'bundle', 'storage', 'bucket', 'object', 'base64', 'tarball', 'jar', 'source');
/** Words after a verb in a name that say when it happens (`deactivate_after_days`, `delete_after`); not where (`replace_in_file`). */
const TIME_AFTER_VERB = set('after', 'until', 'before', 'date', 'time', 'days', 'hours', 'minutes', 'seconds', 'ttl', 'expiry');
/** Heads naming what a repository holds or says of itself (`repositoryLabels`, `repo_topics`). */
const REPOSITORY_CONTENT_HEADS = set('label', 'labels', 'tag', 'tags', 'topic', 'topics', 'description', 'stats', 'statistics', 'languages', 'metadata', 'info', 'summary', 'readme');
/** The words at `i` that name a private network a resource is placed in (`vpc`, `security group`, `virtual network`), if they do. */
function networkPlacement(words: readonly string[], i: number): string[] | undefined {
  const word = words[i]!;
  const next = words[i + 1] ?? '';
  if (NETWORK_PLACEMENT.has(word)) return [word];
  if (word === 'security' && ['group', 'groups', 'list', 'lists'].includes(next)) return [word, next];
  if (word === 'virtual' && ['network', 'networks'].includes(next)) return [word, next];
  if (word === 'network' && ['interface', 'interfaces'].includes(next)) return [word, next];
  return undefined;
}
/** Words opening a flag that gives the go-ahead for an act (`confirm_update_all`). */
const CONFIRM_WORDS = set('confirm', 'confirmed', 'confirmation', 'approve', 'approved');
/** Words naming a private network a created or changed resource is placed in (`vpc_id`, `subnet_ids`, `security_group_ids`). */
const NETWORK_PLACEMENT = set('vpc', 'vpcs', 'subnet', 'subnets', 'vnet', 'vnets', 'vswitch', 'vswitches', 'nsg', 'nsgs');
/** Targets whose free-form object is handed over whole, even without an option word (`test_connection_input`). */
const HANDED_OVER = set('connection', 'connections', 'conn', 'connect', 'driver', 'repository', 'repo', 'remote');
const STRONG_OPTIONS = set('options', 'option', 'opts', 'config', 'configuration', 'settings');

interface EnumAction {
  value: string;
  word: string;
  class: string;
}

/**
 * Enum values that name an action: a destructive or execute verb anywhere, a write mode
 * (`append`, `snooze`, `archive`, `force`) on a tool that writes.
 */
/** Words naming the state of an object: a tool that updates the object sets it through such a parameter. */
const STATE_WORDS = set('status', 'state', 'lifecycle', 'phase');
/** Names of a parameter that picks a document or topic to read about: its values are titles, not actions. */
const TOPIC_WORDS = set('slug', 'slugs', 'topic', 'topics', 'feature', 'features', 'guide', 'guides', 'section', 'sections', 'doc', 'docs',
  'document', 'documentation', 'article', 'articles', 'chapter', 'tutorial', 'tutorials', 'example', 'examples', 'recipe', 'recipes', 'category', 'categories');
/** Verbs in a tool's name that change an existing object (`update_installation`, `set_status`). */
const UPDATE_VERBS = set('update', 'set', 'patch', 'change', 'modify', 'edit', 'transition', 'mark');

/** `uninstalled` -> `uninstall`, `deleted` -> `delete`: the verb a past participle comes from, when it is an acting one. */
function actingParticiple(word: string): string | undefined {
  if (!(word.length > 4 && word.endsWith('ed'))) return undefined;
  return [word.slice(0, -2), word.slice(0, -1)].find((stem) => ACTION_WORDS.has(stem) || matches(stem, DESTRUCTIVE_VERBS));
}

function enumActions(values: readonly JsonValue[], tool: ToolContext | undefined, parameter?: string): EnumAction[] {
  const named: EnumAction[] = [];
  // A tool that updates an object and takes its status sets it: `status: "uninstalled"` on
  // marketplace-update-installation uninstalls. Elsewhere a past participle names a state to filter
  // by (`status: "destroyed"`, `"deleted"` on a list), not an action.
  const setsState = tool?.writes === true && parameter !== undefined && splitWords(parameter).some((word) => STATE_WORDS.has(word))
    && [...(tool.nameWords ?? [])].some((word) => UPDATE_VERBS.has(word));
  // On a tool that does not write, a parameter named for a state (`lifecycle_state`: CREATING, DELETING) filters
  // by it, and one named for a document or topic (`slug`, `feature` of get_sdk_documentation: "publish",
  // "send-large-messages") picks what to read about: its values name states and guides, no action.
  const parameterWords = parameter === undefined ? [] : splitWords(parameter);
  if (tool?.writes === false && parameterWords.some((word) => STATE_WORDS.has(word) || TOPIC_WORDS.has(word))) return named;
  for (const value of values) {
    if (typeof value !== 'string' || value.length > 80) continue;
    const all = splitWords(value);
    const transition = setsState ? all.map(actingParticiple).find((stem) => stem !== undefined) : undefined;
    if (transition !== undefined) {
      named.push({ value, word: transition, class: 'write_mode' });
      continue;
    }
    const words = all.filter((w) => !(w.length > 4 && w.endsWith('ed')));
    const word = words.find((w) => ACTION_WORDS.has(w) || matches(w, WRITE_VERBS) || matches(w, DESTRUCTIVE_VERBS)
      || (tool?.writes === true && WRITE_MODE_VALUES.has(w)));
    if (word === undefined) continue;
    const cls = word === 'exec' || word === 'execute' || word === 'run' || word === 'eval' || word === 'shell' ? 'execute_command'
      : word === 'admin' || word === 'sudo' || word === 'root' || word === 'grant' || word === 'revoke' || word === 'impersonate' ? 'permission'
        : 'write_mode';
    named.push({ value, word, class: cls });
  }
  return named;
}

/**
 * "Validation mode. Use 'push' for ref-based React HOCs": a parameter its description calls a mode of
 * checking, computing or showing picks how that is done; on a tool that does not write, a value
 * named after an action (`push`) names the kind of input checked, not an action taken.
 */
const CHECKING_MODE = /^\s*(?:the\s+)?(?:validation|verification|checking|check|diagnosis|diagnostic|analysis|lint|linting|parsing|parse|rendering|render|display|preview|layout|comparison|matching|match|scoring|sorting|sort)\s+(?:mode|type|style|strategy|kind|level)\b/i;
function checkingMode(schema: JsonObject): boolean {
  if (typeof schema.description !== 'string' || !CHECKING_MODE.test(schema.description)) return false;
  // The values quoted aside ("Use 'push' for ..."), nothing in it may act or reach: "'publish' uploads it to a public URL", "'send' mails the preview".
  const prose = schema.description.slice(0, MAX_TEXT).replace(/(['"`‘“])[^'"`’”]{1,40}['"`’”]/g, ' ');
  return !actingInProse(splitWords(prose)) && !REACH_IN_MODE.test(prose);
}
const REACH_IN_MODE = /\b(?:mails?|emails?|recipients?|urls?|uri|webhooks?|hosts?|public|remote|network|server)\b/i;

/** A description saying a role is acted as or grants something: "Database role to run the query as", "'maintain' can manage the repository". */
const ROLE_GRANTS = /\b(?:run|act|execute|query|connect|authenticate|log\s*in|sign\s*in|impersonate)\w*\b(?:\s+\w+){0,6}\s+as\b|\bgets?\b|\bgrant\w*|\bcan\s+(?:manage|edit|view|read|write|admin|access|delete|push|merge|comment)\b|\bprivilege\w*|\baccess\b/i;
/** A permission word that may name a part played rather than an authority held. */
const ROLE_WORDS = set('role', 'roles');
/** Words of a value that name a level of access or a privileged party. */
const ACCESS_LEVELS = set('admin', 'admins', 'administrator', 'administrators', 'owner', 'owners', 'editor', 'editors', 'viewer', 'viewers',
  'reader', 'readers', 'writer', 'writers', 'member', 'members', 'guest', 'guests', 'maintainer', 'maintainers', 'developer', 'developers',
  'contributor', 'contributors', 'collaborator', 'collaborators', 'commenter', 'superuser', 'root', 'sudo', 'manager', 'managers', 'moderator',
  'moderators', 'operator', 'operators', 'billing', 'read', 'write', 'readwrite', 'readonly', 'full', 'access', 'privileged', 'elevated', 'all',
  'grant', 'privilege', 'privileges', 'permission', 'permissions', 'scope', 'scopes', 'super', 'staff', 'service', 'principal', 'anon', 'anonymous',
  'authenticated', 'public', 'private', 'internal', 'pull', 'push', 'triage', 'maintain', 'view', 'edit', 'comment', 'manage', 'postgres');
/** The string values a root parameter is closed to in every branch but `null` (its enum, const or items'), or null. */
function rootClosedValues(schema: JsonValue | undefined): string[] | null {
  // The root of a union holds no values of its own: its branches do.
  const each = branches(schema).filter((node, i) => node.type !== 'null' && !(i === 0 && (Array.isArray(node.anyOf) || Array.isArray(node.oneOf)))).map(closedValuesOf);
  return each.length > 0 && each.every((values) => values !== null) ? (each as string[][]).flat() : null;
}
/** Names of a parameter that pick how the tool does its work (not what it returns: `format`, `style`). */
const WAY_SELECTORS = set('method', 'methods', 'engine', 'backend', 'strategy', 'mode', 'approach', 'algorithm', 'analyzer', 'analyser');
/** Values that name a language model's service: the work done by sending the data to it. */
const MODEL_SERVICES = set('llm', 'llms', 'ai', 'gpt', 'openai', 'anthropic', 'claude', 'gemini', 'chatgpt', 'mistral', 'cohere', 'bedrock', 'vertex');
/** The closed values whose words name a language model's service (`llm`, `openai_gpt4`). */
function modelServiceValues(values: readonly string[] | null): string[] {
  return (values ?? []).filter((value) => splitWords(value).some((word) => MODEL_SERVICES.has(word)));
}
/** Words placing what follows as what a text is about or an identifier comes from ("behind this command", "from previous command execution"). */
const ABOUT_WORDS = set('behind', 'about', 'regarding', 'concerning', 'explaining', 'describing', 'from', 'previous', 'earlier', 'prior');
/** How many words before the class word such a word may stand ("behind this command execution"). */
const ABOUT_WINDOW = 3;
/** Names of a text giving the reasons for a call: what it says of a command or a file is no command or file. */
const ANNOTATION_NAMES = set('reason', 'reasons', 'rationale', 'explanation', 'justification', 'remark', 'remarks', 'intent', 'purpose');
/** Names of a value that describes or labels an object (a credential among them), never holding it. */
const DESCRIBING_NAMES = set('description', 'desc', 'display', 'label', 'labels', 'title', 'comment', 'comments', 'note', 'notes', 'summary', 'memo', 'alias', 'tag', 'tags');
/** Classes an enum that only narrows from its default drops: the places it names, and the access levels it picks among. */
const NARROWED_DROPPED = set('file_access', 'network_target', 'permission');
/**
 * A new closed enum on a tool that does not write, with a default (what the tool did before the
 * parameter existed), whose description says the other values return only part of that ("Setting this to
 * ACCESSIBLE returns only those compartments for which the user has INSPECT permissions"): every value but
 * the default narrows what is returned, whatever its words (`access_level`).
 */
function narrowsFromDefault(schema: JsonValue | undefined, tool: ToolContext | undefined): boolean {
  if (tool?.writes !== false || !isJsonObject(schema) || typeof schema.description !== 'string') return false;
  const values = rootClosedValues(schema);
  const fallback = branches(schema).map((node) => node.default).find((value) => value !== undefined);
  if (values === null || typeof fallback !== 'string' || !values.includes(fallback)) return false;
  const others = values.filter((value) => value !== fallback);
  const description = schema.description.slice(0, MAX_TEXT);
  return others.length > 0 && others.every((value) => new RegExp(`\\b${value.replace(/[^\w-]/g, '')}['"\`’”]?\\s+(?:(?:[\\w-]+\\s+){0,2}(?:returns?|lists?|shows?|includes?)\\s+only|only\\s+(?:returns?|lists?|shows?|includes?)|restricts?|narrows?|limits?)\\b`).test(description));
}
/** Closed values none of whose words is a level of access: a part played (`x`, `series`; `user`, `assistant`). */
function playedPart(values: readonly string[] | null | undefined): boolean {
  return values !== null && values !== undefined && values.length > 0 && !values.some((value) => splitWords(value).some((word) => ACCESS_LEVELS.has(word)));
}

/** Words before `method` that make it the method of a call (`http_method`), not a kind of thing (`payment_method`). */
const CALL_METHOD_QUALIFIERS = set('http', 'request', 'api', 'call', 'rpc', 'rest', 'invoke', 'invocation');

/**
 * True when `name` selects an action (`action`, `operation`, `mode`...), so each value is one. A
 * `method` qualified by another noun names a kind of thing (`paymentMethodType`, `shipping_method`,
 * `auth_method`), not what the tool does; `method` alone or an HTTP/RPC method still selects.
 */
export function isActionSelector(name: string, schema?: JsonValue): boolean {
  const words = splitWords(name);
  return words.some((word, i) => ACTION_SELECTORS.has(word) && !(word === 'method' && i > 0 && !CALL_METHOD_QUALIFIERS.has(words[i - 1]!))
    && !(word === 'mode' && presentationMode(words, i, schema)));
}
/** Heads of a name that make it the kind of an object (`chat_type`, `message_kind`): a filter's attribute, no content. */
const KIND_HEADS = set('type', 'types', 'kind', 'kinds', 'category', 'categories');
/**
 * Words before `mode` that make it how something is shown or how much is returned (`viewMode`: list,
 * kanban, timeline; `output_mode`: content, count; `response_mode`: concise, detailed; Telegram's `parse_mode`: markdown,
 * html, auto: how the text is marked up), not what the tool does.
 */
const PRESENTATION_WORDS = set('parse', 'markup', 'view', 'display', 'layout', 'color', 'colour', 'theme', 'render', 'rendering', 'sort', 'print', 'preview', 'dark', 'light', 'zoom', 'table',
  'output', 'response', 'format', 'formatting', 'detail', 'details', 'verbosity', 'chart', 'list', 'grid', 'presentation', 'visual', 'answer', 'result', 'results');
/** "How results are displayed", "Display mode: ...": a bare `mode` documented as how the result is shown. */
const SHOWN_MODE = /^\s*(?:(?:the\s+)?(?:display|view|layout|output|response|presentation|rendering|formatting)\s+(?:mode|style|format)\b|how\s+(?:the\s+)?(?:results?|output|response|data|items?|tasks?|records?)\s+(?:are|is)\s+(?:displayed|shown|rendered|presented|formatted|laid\s+out))/i;
/**
 * A `mode` of presentation (after a presentation word, or a bare `mode` documented as how the result is
 * shown) selects no action, unless its description, its quoted values aside, acts or reaches
 * ("'plan' shows the changes; 'apply' performs them", "'email' sends the invoice to the customer"):
 * then each value is what the tool does, whatever the name's first word.
 */
function presentationMode(words: readonly string[], at: number, schema: JsonValue | undefined): boolean {
  const description = isJsonObject(schema) && typeof schema.description === 'string' ? schema.description.slice(0, MAX_TEXT) : undefined;
  const named = at > 0 && PRESENTATION_WORDS.has(words[at - 1]!);
  if (!named && !(words.length === 1 && description !== undefined && SHOWN_MODE.test(description))) return false;
  if (description === undefined) return true;
  const prose = description.replace(/(['"`‘“])[^'"`’”]{1,40}['"`’”]/g, ' ');
  return !actingInProse(splitWords(prose)) && !REACH_IN_MODE.test(prose) && !PERFORMS.test(prose);
}
/** Verbs saying a value carries out what was planned or shown: "'apply' performs them". */
const PERFORMS = /\b(?:performs?|executes?|applies|carries\s+out|commits?|sends?|submits?|deploys?)\b/i;

/** Enum values that name an action beyond reading ("delete", "exec", "admin"), with the word. */
export function actionValues(values: readonly JsonValue[], tool?: ToolContext, parameter?: string): string[] {
  return enumActions(values, tool, parameter).map(({ value, word }) => `"${value}" (word "${word}")`);
}

/** actionValues as classes and tokens, for a change's triggers. */
export function actionValueFindings(values: readonly JsonValue[], tool?: ToolContext, parameter?: string): ParameterFinding[] {
  return enumActions(values, tool, parameter).map(({ value, word, class: cls }) => ({ class: cls, tokens: [word], evidence: 'enum' as const, why: `enum value "${value}"` }));
}

/** Property names nested in a parameter's schema (an object parameter's own options). */
export function nestedNames(schema: JsonValue | undefined): string[] {
  return isJsonObject(schema) ? collectSchemaFacts(schema).propertyNames.slice(0, MAX_NESTED) : [];
}

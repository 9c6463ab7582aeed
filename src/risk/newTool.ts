/**
 * What a new tool does (issue 21): a tool that was not locked is critical by default, because an
 * agent can call new, unreviewed behaviour. The labelling rules (docs/VERDICTS.md) make a new tool
 * critical when it writes, deletes, executes, sends, pays, changes permissions or reaches a system
 * the server could not reach before, and not when it only converts what it is given. Some kinds of
 * new tool show, from their definition, that they grow nothing (NEW_TOOL_KINDS lists them all for
 * docs/RULES.md: converts, computes, checks, session, declared_closed, reports_self, same_family, reads_known); every other new tool acts. Two of them:
 *
 * - `converts`: a transform verb in the name (convert, parse, format, export, load...) and a
 *   description that places the value in or out of the call itself ("from an OWL Turtle string",
 *   "returns a string representation"), with no capability evidence that stands on its own
 *   (src/risk/index.ts `strong`), no parameter of any class (src/risk/parameters.ts), and no
 *   annotation admitting writes, destruction or the open world.
 * - `reads_known`: a read verb in the name (get, list, search, describe...) over objects that
 *   locked tools already name (`get_issue` beside a locked `create_issue`), no other verb, no
 *   parameter of any class, and corroborated capability only of reading kinds that the locked tools
 *   already had: more reading of the backend the server already reached ("new read-only tools over
 *   the same private backend", which the rules leave to the reviewer).
 *
 * Both need positive evidence; absence of words alone never makes a tool harmless (a tool calling a
 * remote API names no network word). Whatever else the definition says is still checked by the text
 * signals, which raise the change back to critical (an order in a new tool's description).
 */
import canonicalize from 'canonicalize';
import { isJsonObject, type JsonObject, type JsonValue } from '../json.js';
import { assessToolRiskDetailed, type RiskEvidence } from './index.js';
import { docstringOf } from './docstring.js';
import { assessParameter, isActionSelector, toolWrites, type ToolContext } from './parameters.js';
import type { CapabilityCategory } from './types.js';
import { DESTRUCTIVE_VERBS, IDENTIFIER_HEADS, READ_NAME_VERBS, SENSITIVE_OBJECTS, WRITE_VERBS, actingInProse, actingNameWord, actingPositions, actingProseWord, baseForms, matches } from './vocabulary.js';
import { SENTENCE_BREAK, splitWords } from './words.js';

const set = (...words: string[]): ReadonlySet<string> => new Set(words);

/** Verbs of a name that turn a given value into another form. */
export const CONVERT_VERBS = set('convert', 'transform', 'parse', 'format', 'validate', 'encode', 'decode', 'render', 'serialize',
  'deserialize', 'export', 'load', 'calculate', 'compute', 'compare', 'diff', 'lint', 'normalize', 'minify', 'prettify', 'beautify', 'tokenize',
  'escape', 'unescape',
  // "json_to_yaml", "load_from_owl_turtle": a name joining two forms.
  'to', 'from');
/**
 * Verbs a description opens with when the tool computes a value from what it is given or what the
 * server holds ("Calculates the inverse of a matrix", "Simplifies a quantity with units"). Not the
 * converters' verbs (convert, parse, format...): those need the value placed in the call, since
 * "Converts units using the conversion service" may reach anything.
 */
export const COMPUTE_VERBS = set('calculate', 'compute', 'simplify', 'substitute', 'solve', 'differentiate', 'factor', 'factorize', 'estimate',
  'recommend', 'suggest', 'diagnose');
/** Words that place a computation somewhere else: "using the currency service", "via the pricing API". */
const REMOTE_SOURCE_WORDS = set('service', 'services', 'api', 'apis', 'server', 'remote', 'online', 'cloud', 'endpoint', 'provider', 'web', 'internet');
/** Objects a database keeps in its catalog: "system tables", "system views" are the backend's own. */
const CATALOG_OBJECTS = set('table', 'tables', 'view', 'views', 'schema', 'schemas', 'column', 'columns', 'catalog', 'catalogs', 'index', 'indexes',
  'procedure', 'procedures', 'parameter', 'parameters', 'privilege', 'privileges', 'stat', 'stats', 'statistics');
/** A description placing "system" on the machine: the host, the operating system, its files. */
const HOST_SYSTEM_TEXT = /\b(?:host|operating|os|machine|computer|server's\s+(?:file|disk)|file\s*system|\/etc|kernel|hardware)\b/i;
/** Verbs of a tool that only lets time pass (computer-control's `wait_milliseconds`). */
const WAIT_VERBS = set('wait', 'sleep', 'pause', 'delay');
/** The opening of a pause: the waiting verb followed by a time, nothing put into a state. */
const FOR_A_TIME = /^\s*(?:wait|sleep|pause|delay)s?\s+for\s+(?:a|an|the|given|specified|some|\d|number|[\w-]+\s+(?:number|amount|duration))/i;
/** Units a pause is given in. */
const TIME_UNITS = set('ms', 'millisecond', 'milliseconds', 'second', 'seconds', 'sec', 'secs', 's', 'minute', 'minutes', 'min', 'duration', 'time',
  'delay', 'interval', 'amount', 'for');

/** Words that show what a tool makes to others, not to the caller. */
const EXPOSURE_WORDS = set('public', 'publicly', 'anyone', 'everyone', 'link', 'links', 'shared', 'channel', 'telemetry');
/**
 * Verbs that turn a value given in the call into another form of it, read, not reached: the name's verb of
 * a conversion between forms (`convert_hex_to_rgb`, `decode_jwt`, `format_json`). Not export, load or
 * render, which write out, read in or call a renderer.
 */
export const FORM_VERBS = set('convert', 'transform', 'parse', 'format', 'encode', 'decode', 'escape', 'unescape', 'normalize', 'minify', 'prettify',
  'beautify', 'tokenize', 'compare', 'diff', 'validate', 'slugify', 'fang', 'defang', 'hash', 'lint', 'count');
/**
 * Forms of a value a conversion names in the tool's name: notations, encodings and kinds of literal. A
 * name made only of one of FORM_VERBS and these ("json_to_yaml", "decode_url") converts what it is given;
 * "url" and "sql" here are the value converted, not a place reached or a query run.
 */
export const VALUE_FORMS = set('json', 'yaml', 'yml', 'toml', 'xml', 'csv', 'tsv', 'ini', 'html', 'markdown', 'md', 'text', 'string', 'strings', 'hex',
  'rgb', 'rgba', 'hsl', 'hsv', 'cmyk', 'color', 'colour', 'colors', 'base64', 'base32', 'base', 'number', 'numbers', 'binary', 'octal', 'decimal',
  'roman', 'numeral', 'unit', 'units', 'temperature', 'timestamp', 'unix', 'epoch', 'date', 'time', 'datetime', 'duration', 'cron', 'crontab',
  'regex', 'jwt', 'url', 'uri', 'sql', 'cidr', 'ip', 'ipv4', 'ipv6', 'range', 'subnet', 'mac', 'iban', 'uuid', 'case', 'camel', 'snake', 'kebab',
  'slug', 'ascii', 'unicode', 'utf8', 'emoji', 'morse', 'svg', 'latex', 'expression', 'phone', 'email', 'semver', 'version', 'bytes', 'size',
  'entities', 'query', 'word', 'words', 'character', 'characters', 'line', 'lines', 'stats');
const FORM_JOINERS = set('to', 'from', 'into', 'and', 'a', 'an', 'the');
/**
 * Verbs of a name that put a value together from parts the call gives (`build_query`, `compose_cron`): over forms of a
 * value only, under the same conditions as a form verb. They act elsewhere (`build_project`), so only with forms.
 */
export const BUILD_VERBS = set('build', 'compose', 'construct', 'assemble');
/** Verbs that reach past the tool: what a tool that says it reaches nothing never does. */
const REACHING_VERBS = set('call', 'contact', 'connect', 'fetch', 'request', 'send', 'post', 'upload', 'publish', 'email', 'deploy', 'apply',
  'execute', 'run', 'restart', 'install', 'transfer', 'pay', 'push', 'submit', 'sync', 'notify');
/** Verbs of a name that make a value for the caller (a config, a template, a draft), acting on nothing by their meaning. */
const MAKER_VERBS: ReadonlySet<string> = new Set([...BUILD_VERBS, 'generate', 'draft', 'prepare', 'scaffold', 'template']);

/** Verbs of a tool that starts something for the agent, which another may stop or cancel. */
const START_VERBS = set('start', 'begin', 'open', 'request', 'subscribe', 'attach', 'connect', 'launch', 'spawn');
/** Verbs that end or withdraw what the agent started: a search, a connection, a pending request. */
const ENDING_VERBS = set('stop', 'cancel', 'abort', 'disconnect', 'close', 'end', 'unsubscribe', 'detach');
/** Verbs of a name and of a description's opening that check a value (a linter, a validator). */
export const CHECK_VERBS = set('validate', 'lint', 'check', 'verify');
/** Verbs of a name that work on a value the call carries and return what they find in it. */
const VALUE_OPERATION_VERBS: ReadonlySet<string> = new Set([...FORM_VERBS, ...CHECK_VERBS, 'analyze', 'analyse', 'test']);

/**
 * Verbs that change how the client holds the session the server already has, not what the backend
 * holds: the page's emulated device or network, the viewport's size, the connection to the same
 * backend. A tool named by one of them over words the locked tools already name acts on that session only.
 */
export const SESSION_VERBS = set('emulate', 'resize', 'throttle', 'zoom', 'reconnect');
/**
 * Classes of the value a checker is given (SQL, code): what it checks, not what it runs. The
 * capability categories their words bring (database_access for "sql", execute_command for "code").
 */
const CHECKED_VALUE_CLASSES = set('query_language', 'execute_command');
const CHECKED_VALUE_CATEGORIES: ReadonlySet<CapabilityCategory> = new Set(['database_access', 'execute_command']);
/** A sentence stating that the tool runs, applies or deploys what it is given. */
const RUNS_STATED = /\b(?:execut(?:e|es|ed|ing)|runs?|running|appl(?:y|ies|ying)|deploys?|deploying|commits?|committing)\b/i;
/** A sentence that opens on a condition ("Before executing any externally-sourced SQL"): when to use the tool, not what it does. */
const LEADING_CONDITION = /^(?:[-*•]\s*)?(?:before|after|when|whenever|if|prior\s+to|once|while)\b/i;
/** "Returns the source code of the generated contract": what the tool makes comes back in its result. */
const RETURNS_PRODUCT = /\breturns?\s+(?:the\s+|a\s+|an\s+)?(?:generated\s+|resulting\s+)?(?:source\s+code|code|markdown|text|string|snippet|diagram|document)\b/i;
/** "Does not write to disk": the description says the tool keeps what it makes out of anywhere else. */
const WRITES_NOTHING = /\b(?:does\s+not|doesn['’]t|never|will\s+not|won['’]t)\s+(?:write|save|modify|change|deploy|send|persist|store|upload)\b/i;
/**
 * A converter's input kept somewhere else ("a document stored in Google Drive", "the latest report from
 * the S3 bucket", "a Google Sheet"): what it returns as a string came from a store it reads.
 */
const STORED_SOURCE = /\b(?:stored|saved|hosted|kept|located)\s+(?:in|on|at)\b|\bfrom\s+(?:the|a|an|your|their|its)\s+(?:[\w-]+\s+){0,3}(?:bucket|drive|storage|database|repository|repo|server|service|api|account|workspace|cloud|site|spreadsheet|store)\b|\b(?:google|s3|dropbox|onedrive|sharepoint|notion|confluence|gcs|azure)\b/i;
/** Nouns that name a value held in the call itself: what a converter takes or returns. */
const IN_CALL_VALUES = 'string|text|representation';
/**
 * "from an OWL Turtle string", "to a YAML string", "as a string", "returns a string representation of";
 * after "returns" the article may be left out, as terse descriptions do ("Returns SVG string or validation errors").
 */
const VALUE_IN_CALL = new RegExp(
  `\\b(?:(?:from|to|into|as|returns?)\\s+(?:an?|the)|returns?)\\s+(?:[\\w-]+\\s+){0,3}(?:${IN_CALL_VALUES})\\b`,
  'i',
);
/**
 * Reading kinds of capability: more of them over the same backend reaches nothing new. Not
 * system_info: the host's environment, processes and configuration hold secrets, and a new tool
 * that reads them (server-everything's `get-env`, all environment variables) is critical even
 * where a locked tool read them under another name.
 */
const READING: ReadonlySet<CapabilityCategory> = new Set(['read_file', 'database_access', 'network_request']);
/** Locked tools of one input schema that make a family: two at least, so one sibling is no pattern. */
const MIN_FAMILY = 2;
/** Words of a name that say nothing about its object. */
const NAME_FILLERS = set('a', 'an', 'the', 'of', 'for', 'by', 'in', 'on', 'to', 'from', 'and', 'or', 'with', 'all', 'api');
/** Tools listed somewhere other than this server: a backend's workspace or account, a public registry, upstream servers. */
const TOOLS_ELSEWHERE = /\b(?:workspaces?|accounts?|organi[sz]ations?|tenants?|marketplace|public|published|third[\s-]party|upstream|gateway|remote|other\s+(?:mcp\s+)?servers?|every\s+(?:\w+\s+)?servers?|all\s+(?:\w+\s+)?servers)\b/i;
/** Read verbs of a tool listing the server's own tools (`discover_tools`, `list_enabled_tools`). */
const CATALOG_VERBS = new Set([...READ_NAME_VERBS, 'discover', 'browse']);
/** Words of such a name beside the verb and `tools`: which of the server's tools it lists. */
const OWN_TOOL_QUALIFIERS = set('enabled', 'available', 'registered', 'all', 'mcp', 'server',
  // `get_tool_usage`: how to call one of them.
  'usage', 'help', 'docs', 'documentation', 'schema', 'schemas', 'details', 'info', 'guide', 'descriptions');

/** Nouns of an analysis run over what a tool holds ("Run a compact structured dataset audit"): the run reads and reports. */
const ANALYSIS_NOUNS = set('audit', 'audits', 'check', 'checks', 'review', 'reviews', 'analysis', 'analyses', 'assessment', 'assessments',
  'diagnostic', 'diagnostics', 'diagnosis', 'summary', 'summaries', 'report', 'reports');
/**
 * What a builder verb makes and hands back ("Build a structured estimation plan and recommended Stata command"): text
 * returned, nothing run; a sentence that also runs or applies it ("... and run it") acts.
 */
const TEXT_PRODUCTS: ReadonlySet<string> = new Set([...ANALYSIS_NOUNS, 'plan', 'plans', 'command', 'commands', 'query', 'queries', 'checklist',
  'checklists', 'outline', 'outlines', 'recommendation', 'recommendations', 'specification', 'specifications', 'spec', 'specs', 'snippet', 'snippets']);
/**
 * Verbs opening a first sentence that read or look over what is held ("Return full structured results ...", "Review
 * active estimation results ..."): an opening verb must be one of these (or run an analysis, or build a text). A verb the
 * vocabulary does not know ("Freeze an account", "Debit an account") may act, so it never clears.
 */
const LOOKS_OVER: ReadonlySet<string> = new Set([...READ_NAME_VERBS, ...CHECK_VERBS, 'return', 'review', 'audit', 'analyze', 'analyse', 'summarize',
  'summarise', 'examine', 'assess', 'diagnose']);
/** Builder verbs of a first sentence that make a value the call returns. */
const TEXT_MAKERS: ReadonlySet<string> = new Set([...BUILD_VERBS, 'generate', 'draft', 'prepare']);
/** The kinds of new tool that are a warning, for docs/RULES.md: id, what it is, what shows it. */
export const NEW_TOOL_KINDS: ReadonlyArray<{ id: string; title: string; evidence: string }> = [
  {
    id: 'converts',
    title: 'converts a value given in the call',
    evidence: `a transform word in its name (${[...CONVERT_VERBS].join(', ')}) and a description placing the value in the call ("from/to/into/as/returns a ... string|text|representation"), or a description saying it returns what it makes ("returns the source code") and writes nothing ("does not write to disk"); no capability evidence that stands on its own, no parameter of any class (for a generator, none the locked tools did not take with the same schema), no annotation admitting writes, destruction or the open world; or a name of only a form verb (${[...FORM_VERBS].join(', ')}), or a builder verb (${[...BUILD_VERBS].join(', ')}: \`build_query\`), and forms of a value (\`convert_hex_to_rgb\`, \`decode_url\`), a first sentence opening with a form verb (after form words: "URL decode text") with no verb that acts, no word placing the work elsewhere or showing it to others, no stored source, no parameter naming a stored object (id, key, path, file), and every capability word of its text or parameters one of the forms its name converts (the SQL a formatter formats); or a description denying both that it obtains information and that it changes anything ("It will not obtain new information or make any changes ..., but just log the thought": a \`think\` scratchpad), no verb that acts in its name, no parameter of any class, no capability evidence that stands on its own; or works only on values given in the call (\`test_regex\`, \`decode_jwt\`, \`validate_docker_compose\`): a name verb that converts, checks, tests or analyses (${[...VALUE_OPERATION_VERBS].join(', ')}), no verb that acts or reads, at least one parameter documented as the value it works on ("Text to analyze", "JWT token to decode", "Ansible inventory content") and the others of no class and naming no stored object (id, key, path, file, name), a class on the given value only for a conversion and never a file or directory, a first sentence with no verb that acts, no word placing the work elsewhere or showing it to others, no stored source, no sentence that runs or applies but in the given values' own words ("docker run commands"), and no capability word but theirs`,
  },
  {
    id: 'computes',
    title: 'computes a value',
    evidence: `no verb in its name that acts, and a description whose first sentence opens with a computation verb (${[...COMPUTE_VERBS].join(', ')}) and holds no verb that acts and no word placing the work elsewhere (${[...REMOTE_SOURCE_WORDS].join(', ')}); no capability evidence that stands on its own, no parameter of any class, no annotation admitting writes, destruction or the open world`,
  },
  {
    id: 'checks',
    title: 'checks a value given in the call',
    evidence: `a check word in its name (${[...CHECK_VERBS].join(', ')}) and a description opening with one; the parameters that carry a class carry only the language of the value checked (query_language, execute_command: SQL or code to lint), and at least one does; capability evidence only of what those words bring (database_access, execute_command); no sentence saying the tool runs, applies, deploys or commits what it is given, but in a leading condition ("Before executing any externally-sourced SQL" says when to use it); no annotation admitting writes, destruction or the open world`,
  },
  {
    id: 'session',
    title: 'changes only the client\'s own session with the backend the locked tools reach',
    evidence: `a session word in its name (${[...SESSION_VERBS].join(', ')}) whose other words are each named by a locked tool (or the word itself is), and a description opening with one; no other sentence opening with a verb that acts, no parameter of any class, corroborated capability only of kinds the locked tools had, no annotation admitting destruction or the open world (readOnlyHint false is what a session change is); or a verb that ends or withdraws (${[...ENDING_VERBS].join(', ')}) something in flight (active, pending, running) or a connection (disconnect), over objects another tool of the server names (\`stop_search\` beside \`start_search\`, \`ssh_disconnect\` beside \`ssh_execute\`) and, but for a connection, starts for the agent (${[...START_VERBS].join(', ')}: not Terraform's \`cancelRun\` beside \`createRun\`), a first sentence opening with it and no other act, nothing everywhere (all, every), no word of destruction, no parameter of any class, capability evidence only of the objects' own words`,
  },
  {
    id: 'declared_closed',
    title: 'declares itself read-only and closed-world',
    evidence: 'annotations readOnlyHint true and openWorldHint false, both written out (destructiveHint not true); no verb that acts in its name, no parameter of any class, no capability word anywhere in its name, description or parameters (not even a prose word alone); and a server whose locked tools already read (a read verb in a name, or a noun name whose description opens with one) or had some capability: beside locked tools that read nothing (an echo template) a tool that looks things up gets its data from somewhere new, whatever its hints say; the reason names the annotations, the trigger is the new tool (or its text signals, which come first)',
  },
  {
    id: 'reports_self',
    title: 'reports on the server itself',
    evidence: 'no input at all; a self-report word in the name (version, health, healthcheck, ping, status, info, about, uptime, build, license, edition, tier) beside only words the locked tools\' names share (the server\'s prefix), a read or check verb or server/mcp; a description naming the server itself ("the TickTick MCP server version", "this server", or the server\'s information, status or details right after a read verb, no product between: "Get comprehensive server information", not "Get Jenkins server information") and saying nothing more of it: no configuration, connection, secret, environment, host, user, disk, process, file or log, no restart, install, update or shutdown; no capability word anywhere in it but the name\'s `ping` (a ping of the server itself). A status of the backend ("the status of the account") is no self-report'
  },
  {
    id: 'lists_own_tools',
    title: 'lists or searches the server\'s own tools',
    evidence: `a name of a read verb (${[...CATALOG_VERBS].join(', ')}) and \`tools\`, its other words only ${[...OWN_TOOL_QUALIFIERS].join(', ')}, fillers or words the locked tools' names share (the server's prefix); or of a read verb, \`tool\` and what it returns of one (usage, help, docs, schema, details: \`get_tool_usage\`); a first sentence opening with that read verb over tools, with no verb that acts; a description placing the tools in this server ("available tools", "the Falcon tools available on this server", "MCP tools", "tool definitions", "the tool registry", "usage information for a specific tool"); no input but parameters of no class (a search text); nothing sensitive or acting in the rest of it (configuration, connections, secrets, the environment, hosts, users, files, logs; restart, install, update, delete), other tools' identifiers aside ("then call_tool(...) to execute it"); no capability evidence that stands on its own, no annotation admitting writes, destruction or the open world. A tool that calls the tools it lists (\`call_tool\`) has a verb that acts and is judged as any other`,
  },
  {
    id: 'waits',
    title: 'only waits',
    evidence: `a waiting verb in its name (${[...WAIT_VERBS].join(', ')}) and a first sentence opening with one followed by a time ("Wait for a specified number of milliseconds"; not "Pause the running deployment"); every parameter a number or integer named by a unit of time (${[...TIME_UNITS].join(', ')}), or none; no other word in its name but time units and fillers, no sentence that acts, no capability evidence, no annotation admitting writes, destruction or the open world, no extra parameters of a schema and no union of inputs: a pause reaches nothing`,
  },
  {
    id: 'explains_itself',
    title: 'returns the server\'s own usage guide or what the clock says',
    evidence: 'no input at all; a name of read verbs and words of what it returns (instructions, usage, guide, help, docs, manual, time, date, datetime, timestamp, timezone, tz, now, today, clock, temporal, context, current, system, local, info) or of the locked tools\' names; a first sentence opening with a read verb that says it returns usage instructions, a usage guide or help (how to use the server), or what a clock says (the current date or time, the system, local or server time or timestamp, the current time zone); no capability evidence that stands on its own, no verb that acts in that sentence, nothing sensitive in it beside what it returns (secrets, the environment, files, processes: "the system time and the environment variables" is more than the clock) and no word placing the work elsewhere (for a clock, "from the server" aside: the machine whose time it is, "system timestamp from the server"); no annotation admitting writes, destruction or the open world. What the returned text says at run time is out of reach of a gate that reads definitions',
  },
  {
    id: 'states_no_reach',
    title: 'makes a value and says it reaches nothing',
    evidence: `a maker verb in its name (${[...MAKER_VERBS].join(', ')}) and a description stating that the tool calls, contacts or reaches no backend ("Does NOT call Label Studio", "makes no network calls", "runs entirely offline"), in a sentence with no exception (unless, except, until, but, only if; a line break inside a sentence is a wrap); no other verb that acts in its name, no verb anywhere in the description that writes, destroys or reaches past the tool (${[...REACHING_VERBS].join(', ')}; the denial and other tools' identifiers aside), no parameter of any class, no capability word anywhere (not even a prose word), and no annotation admitting writes, destruction or the open world`,
  },
  {
    id: 'same_family',
    title: 'one more of a family of locked tools that reach nothing',
    evidence: `no input at all, the same input schema (canonical) as at least ${MIN_FAMILY} locked tools that were assessed with no capability category and are named by nouns only (no verb that reads or acts), and the same head noun (last word of the name) as one of them; no verb in its own name, no description opening with a verb, no sentence opening with a verb that acts, no acting word in its first sentence and no acting participle after it ("is then published"), no word showing it to others or placing it elsewhere (${[...EXPOSURE_WORDS].join(', ')}, ${[...REMOTE_SOURCE_WORDS].join(', ')}), no capability word anywhere in it, no annotation admitting writes, destruction or the open world`,
  },
  {
    id: 'reads_known',
    title: 'reads what the locked tools already reach',
    evidence: `a read verb in its name (${[...READ_NAME_VERBS].join(', ')}), or, for a name of nouns only, one opening its description with no sentence that acts (\`project_quality_gate_status\`: "Get project quality gate status"; a Chinese description's first verb read in English, 获取 as get, any Chinese acting verb anywhere acting), or with none a check verb (${[...CHECK_VERBS].join(', ')}: \`validate_element\` beside \`list_elements\`), whose other words are each named by a locked tool (plural or singular, or a word of the removed tool it renames, shortened or spelled out: "gen" for "generation"); no parameter of any class; corroborated capability only of reading kinds the locked tools had; no source selector (\`sources\`, \`providers\`, \`engines\`) whose values name a backend no locked tool names beside one a locked tool does ("Available: arxiv,pubmed,...,semantic,crossref"); a word that may act after the name's read verb and named by a locked tool is the object read (\`ghost_get_post\` beside \`ghost_create_post\`); no verb that acts in its first sentence but its own and its name's objects, nor a sentence opening with one (a block under an "Examples:" line aside). A stated open world (openWorldHint true) acts, except on a read-only tool not claimed destructive where the locked server already reached outside (a locked tool states the open world or reaches the network; a backend's name alone may be a local database), whose first name word, unless a verb, is one a locked name holds (not \`crossref_*\` nor \`alertmanager_*\` beside \`prometheus_*\`) and whose description sends nothing anywhere (uploads, forwards, sends, publishes, a webhook): the reader routes then judge it. No reader route clears a description that sends anything anywhere. An acting word used as a noun acts in no first sentence: pull or merge before request, push before notification, after a determiner or preposition ("on a pull request"; not "and push notifications to every watcher"), or a plural after a determiner ("the changes", "of commits"); a name in CamelCase ("OpenAlex", "StatefulSet") is one word. Or, as a pair reviewers differ on (docs/VERDICTS.md: a new read-only tool over the same private backend), a reader of objects the locked tools did not name over the backend they reach: a word of its name or first sentence that a locked tool's name holds (the server's prefix or product, not a generic word), no new source named: a name no locked tool's name or description holds (a run of capitalised words outside code spans and quotes, or a host name such as crates.io) that its first sentence holds, or that a later sentence places as where it reads (after from, via, through, using, on, in, at: "from WordPress"; before a backend noun: "the Crossref API"; as the object of an opening read verb), unless led by a word of a locked tool's name ("the PubNub Admin API"); no first word of its name, ahead of its verb, that no locked name or description holds and another new tool's name opens with too (\`schwab_search_instruments\` beside twenty new \`schwab_*\` tools on a Robinhood server: a new integration); no obligation on the model (must, always, never, silently, immediately, do not), no reach stated beyond it (\"on any website\", \"any URL\"), nothing sensitive (secrets, tokens, keys, the environment, files, logs, sessions, the conversation, instructions, skills, prompts), no verb that acts in its first sentence but a fetch, no parameter of any class, evidence only of kinds the locked tools had and corroborated only of reading kinds. With no such word shared, the same holds when every object of its name (generic words aside) is a word the locked tools' descriptions or parameter names use (\`list_elements\` beside \`list_personas\`, "... persona or other element"; \`find_selector\` beside tools taking \`selector\`), or, with objects no locked text uses, when it takes at least one parameter a locked tool takes with the same schema and otherwise only ones that shape (paging, bounds, order), count (a number) or filter (a string named filter, pattern, keyword, contains, prefix or match, \`name_filter\` too), where its documentation names no place, program, code or someone else's data, opens no sentence with an act, sends nothing and destroys nothing (k8s \`list_jobs\` beside \`list_pods\`, both with namespace, kubeconfig_path and label_selector; bitbucket \`list_branches\` with the locked workspace and repository and a filter; a parameter of a capability class is then the locked tools' own, unless the name holds something sensitive); either way a locked tool reads (a read verb in its name, or a noun name whose description opens with one), it is no likely rename, and it names no place: no remote word (${[...REMOTE_SOURCE_WORDS].join(', ')}) or exposure word in its name or first sentence, no host name, no capitalised name in its first sentence that no locked name or description holds, no sentence opening with a verb that acts and no acting participle anywhere ("for created objects"); or a conversion between identifiers the locked tools already convert: a name \`<form>_to_<form>\` with no verb beside a locked name of that shape (\`pmid_to_pmcid\` beside \`doi_to_pmid\`), each form held by a locked name, under the same conditions on its description and evidence; or, failing those, a tool that reads or analyses what the backend's state it shares with the locked tools holds (mcp-stata's \`stata_research_audit\`, \`stata_get_test_results\`): its name opening with the server's prefix (a word a locked name holds, no verb nor generic word), at least one identifier parameter (\`session_id\`, any name ending in id, uuid or identifier) that a locked tool takes with the same schema and no parameter of any class, no capability evidence at all (not even a prose word), no annotation admitting writes, destruction or the open world, a server whose locked tools read, no sensitive word in its name nor in its first sentence but the one its shared identifier names ("for a session" beside \`session_id\`), no remote, exposure or unknown proper name, no host, URL or sending, no obligation, no acting word past its first sentence; a first sentence opening with a verb that reads or looks over (a read or check verb, return, review, audit, analyse, summarise, examine, assess, diagnose: never a verb the vocabulary lacks, "Freeze an account"), or with run over analyses only (${[...ANALYSIS_NOUNS].join(', ')}: "Run a compact structured dataset audit"), or with a builder verb (${[...TEXT_MAKERS].join(', ')}) over texts the call returns only (a plan, a recommended command, a query, a report: "Build a structured estimation plan and recommended Stata command"), the objects up to a preposition, each joined run's last word its head and nothing before it acting; any other acting word in it only the head of a noun phrase after a determiner ("from the last test run"). "Run the given command", "Run a do-file", "Build a command and run it" act`,
  },
];

/** What the locked tools of the server already name and reach. */
export interface LockedSurface {
  /** Words of the locked tools' names, singular. */
  nameWords: ReadonlySet<string>;
  /** The locked tools' top-level parameters, as `name` + canonical schema (what the server already took). */
  parameters?: ReadonlySet<string>;
  /** The capability categories the locked tools were assessed with. */
  categories: ReadonlySet<CapabilityCategory>;
  /**
   * Locked tools that reach nothing (no capability category, no acting word in the name), by
   * canonical input schema: a family of tools that take the same input (twenty chart types).
   */
  inertFamilies?: ReadonlyMap<string, readonly string[]>;
  /** Every tool of the live server by name (the new tool and its new siblings too): what the server starts and holds. */
  liveNames?: readonly string[];
  /** Words the locked tools' names hold after their verb, singular: the objects they act on (`post` of `ghost_create_post`). */
  objectWords?: ReadonlySet<string>;
  /** Words of the locked tools' descriptions and parameter names, lower-case: the backends and products they already name ("Ghost CMS"), the things they take (`selector`). */
  textWords?: ReadonlySet<string>;
  /** The tools removed in the same diff: what a new tool may merge or be split out of (restructured.ts). */
  removedTools?: readonly JsonObject[];
  /** Whether a locked tool reads: a read verb in its name, or a noun name whose description opens with one. */
  readsBackend?: boolean;
  /** Whether a locked tool states the open world (openWorldHint true). */
  openWorld?: boolean;
  /**
   * Proper names (lower-case) that the opening sentences of most locked tools' descriptions hold: the backend the
   * server is about ("Fetch NMDC biosample records ..." on each of nmdc-mcp's tools).
   */
  backendNames?: ReadonlySet<string>;
}

export type NewToolEffect =
  | { kind: 'acts' }
  | {
    kind: 'converts';
    reason: string;
    /** [start, end) of the words in the description that place the value in the call. */
    match: [number, number];
  }
  | {
    kind: 'computes';
    reason: string;
    /** [start, end) of the description's first sentence, and of its opening verb. */
    sentence: [number, number];
    match: [number, number];
  }
  | {
    kind: 'checks';
    reason: string;
    /** [start, end) of the description's first sentence, and of its opening verb. */
    sentence: [number, number];
    match: [number, number];
  }
  | {
    kind: 'session';
    reason: string;
    sentence: [number, number];
    match: [number, number];
  }
  | {
    kind: 'declared_closed';
    reason: string;
  }
  | {
    kind: 'reports_self';
    reason: string;
  }
  | {
    kind: 'lists_own_tools';
    reason: string;
    /** [start, end) of the sentence placing the tools in this server, and of those words. */
    sentence: [number, number];
    match: [number, number];
  }
  | {
    kind: 'states_no_reach';
    reason: string;
    /** [start, end) of the sentence denying any reach, and of the denial. */
    sentence: [number, number];
    match: [number, number];
  }
  | {
    kind: 'waits';
    reason: string;
    /** [start, end) of the description's first sentence, and of its waiting verb. */
    sentence: [number, number];
    match: [number, number];
  }
  | {
    kind: 'explains_itself';
    reason: string;
    /** [start, end) of the description's first sentence, and of the words saying what it returns. */
    sentence: [number, number];
    match: [number, number];
  }
  | {
    kind: 'same_family';
    reason: string;
    /** Locked tools that take the same input and reach nothing. */
    family: string[];
  }
  | {
    kind: 'reads_known';
    reason: string;
    /** The read verb of the name. */
    verb: string;
    /** The name's other words, each named by a locked tool. */
    objects: string[];
  };

/** Words a name's word may stand for: itself and its singular ("issues" -> "issue", "policies" -> "policy"). */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && /(?:ss|us|is)$/.test(word)) return word;
  // "searches", "boxes", "patches": the plural adds -es after a sibilant.
  if (word.length > 4 && /(?:ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s')) return word.slice(0, -1);
  return word;
}

export function lockedSurface(tools: Iterable<{ name: string; categories: readonly CapabilityCategory[]; inputSchema?: unknown; description?: unknown; annotations?: unknown }>): LockedSurface {
  const nameWords = new Set<string>();
  const objectWords = new Set<string>();
  const categories = new Set<CapabilityCategory>();
  const schemas: unknown[] = [];
  const inert: Array<{ name: string; inputSchema: unknown }> = [];
  const lockedTools = [...tools];
  let readsBackend = false;
  for (const tool of lockedTools) {
    const words = splitWords(tool.name);
    if (!readsBackend) readsBackend = words.some((word) => READ_NAME_VERBS.has(word)) || describedReadVerb(words, typeof tool.description === 'string' ? tool.description : '') !== undefined;
    for (const word of words) nameWords.add(singular(word));
    const verbAt = words.findIndex((word) => READ_NAME_VERBS.has(word) || actingNameWord(word));
    if (verbAt >= 0) for (const word of words.slice(verbAt + 1)) objectWords.add(singular(word));
    for (const category of tool.categories) categories.add(category);
    schemas.push(tool.inputSchema);
    if (tool.categories.length === 0 && !words.some(actingNameWord) && !opensWithVerb(typeof tool.description === 'string' ? tool.description : '')) {
      inert.push({ name: tool.name, inputSchema: tool.inputSchema });
    }
  }
  let inertFamilies: Map<string, string[]> | undefined;
  // Canonical parameter schemas are needed only for a new tool with parameters that reaches the checks that
  // compare them (a generator, a reader): built on first use, so a diff that adds no such tool does not
  // canonicalize every locked parameter for nothing.
  let parameters: Set<string> | undefined;
  let textWords: Set<string> | undefined;
  let backendNames: Set<string> | undefined;
  const descriptions = lockedTools.map((tool) => (typeof tool.description === 'string' ? tool.description.slice(0, 2000) : ''));
  // What the locked tools take is spoken of as much as what they describe (find_selector beside tools taking `selector`).
  // Names only: a parameter's documentation names places the locked tools reach only through a given value ("URL of the
  // YouTube video"), which a new search of that place would otherwise pass as known.
  const parameterNames = lockedTools.flatMap((tool) => Object.keys(isJsonObject(tool.inputSchema) && isJsonObject(tool.inputSchema.properties) ? tool.inputSchema.properties : {}));
  return {
    nameWords,
    objectWords,
    categories,
    readsBackend,
    openWorld: lockedTools.some((tool) => isJsonObject(tool.annotations) && tool.annotations.openWorldHint === true),
    get backendNames(): ReadonlySet<string> {
      if (backendNames === undefined) {
        // Named by at least half of the locked tools, and by two of them where there are two or more: the server's
        // subject, not a name one tool happens to mention.
        const counts = new Map<string, number>();
        for (const text of descriptions) for (const name of new Set(properNamesOpening(text).map((word) => word.toLowerCase()))) counts.set(name, (counts.get(name) ?? 0) + 1);
        const needed = Math.max(Math.ceil(lockedTools.length / 2), Math.min(2, lockedTools.length));
        backendNames = new Set([...counts].filter(([, count]) => count >= needed).map(([name]) => name));
      }
      return backendNames;
    },
    get textWords(): ReadonlySet<string> {
      // Words as split where the case turns ("Git Hub"), and whole ("GitHub"): a name in another text is matched as written.
      textWords ??= new Set([...descriptions, ...parameterNames].flatMap((text) => [...splitWords(text), ...(text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).map((word) => word.toLowerCase())]).map(singular));
      return textWords;
    },
    get inertFamilies(): ReadonlyMap<string, readonly string[]> {
      if (inertFamilies === undefined) {
        inertFamilies = new Map();
        for (const tool of inert) {
          const key = canonicalize(tool.inputSchema ?? null) ?? '';
          inertFamilies.set(key, [...(inertFamilies.get(key) ?? []), tool.name]);
        }
      }
      return inertFamilies;
    },
    get parameters(): ReadonlySet<string> {
      if (parameters === undefined) {
        parameters = new Set<string>();
        // Tools of one server repeat their parameters (`limit`, `cursor`, the same `query`): the raw
        // text of each schema is cheap to take, so each distinct one is canonicalized once.
        const canonicalByText = new Map<string, string>();
        for (const schema of schemas) {
          const properties = isJsonObject(schema) && isJsonObject(schema.properties) ? schema.properties : {};
          for (const [name, property] of Object.entries(properties)) {
            const text = JSON.stringify(property) ?? '';
            let canonical = canonicalByText.get(text);
            if (canonical === undefined) canonicalByText.set(text, (canonical = canonicalize(property) ?? ''));
            parameters.add(keyOf(name, canonical));
            parameters.add(bareParameterKey(name, property));
          }
        }
      }
      return parameters;
    },
  };
}

/**
 * Proper names of a description's opening sentence, as written: capitalised words past its first word ("NMDC",
 * "Apple"), not acronyms of formats or protocols (TECH_TERMS), code spans nor quoted values.
 */
function properNamesOpening(description: string): string[] {
  const opening = openingSentence(description);
  const sentence = opening === undefined ? description.split(SENTENCE_BREAK)[0] ?? '' : description.slice(opening.sentence[0], opening.sentence[1]);
  const words = [...sentence.replace(/`[^`]*`|"[^"]*"|'[^']*'/g, ' ').matchAll(/[A-Za-z][A-Za-z0-9]*/g)].map((match) => match[0]).slice(1);
  return words.filter((word) => word.length > 1 && /[A-Z]/.test(word) && !TECH_TERMS.has(word.toLowerCase()) && !DATE_PATTERN_PARTS.test(word) && !PLURAL_ACRONYM.test(word));
}

/** Parameter names that pick which backends a reader asks. */
const SOURCE_SELECTORS: ReadonlySet<string> = new Set(['source', 'sources', 'provider', 'providers', 'platform', 'platforms', 'engine', 'engines',
  'backend', 'backends', 'service', 'services', 'site', 'sites']);

/**
 * The backends a new reader's source selector (`sources`, `providers`, `engines`) names that no
 * locked tool's name does, when its values (an enum, or a comma-separated list in the tool's or the
 * parameter's description) also name at least one backend a locked tool does: the list is of
 * backends, and some are new.
 */
function newSourcesNamed(tool: JsonObject, description: string, locked: LockedSurface): string[] | undefined {
  const properties = isJsonObject(tool.inputSchema) && isJsonObject(tool.inputSchema.properties) ? tool.inputSchema.properties : {};
  const selectors = Object.keys(properties).filter((name) => SOURCE_SELECTORS.has(splitWords(name).at(-1) ?? ''));
  if (selectors.length === 0) return undefined;
  const lists: string[][] = [];
  for (const name of selectors) {
    const schema = properties[name];
    if (isJsonObject(schema) && Array.isArray(schema.enum)) lists.push(schema.enum.filter((value): value is string => typeof value === 'string'));
    if (isJsonObject(schema) && typeof schema.description === 'string') lists.push(...identifierLists(schema.description));
  }
  lists.push(...identifierLists(description));
  for (const list of lists) {
    const known = (value: string) => splitWords(value).every((word) => locked.nameWords.has(singular(word)));
    const unknown = list.filter((value) => !known(value) && value !== 'all');
    if (unknown.length > 0 && list.some(known)) return unknown;
  }
  return undefined;
}

/** Comma-separated runs of at least three lowercase identifiers ("arxiv,pubmed,biorxiv"). */
function identifierLists(text: string): string[][] {
  return [...text.matchAll(/\b[a-z][a-z0-9_-]*(?:\s*,\s*[a-z][a-z0-9_-]*){2,}/g)].map((match) => match[0].split(/\s*,\s*/));
}

/** A parameter as `name` + canonical schema (the locked side's keys are built in `lockedSurface`). */
const keyOf = (name: string, canonical: string): string => `${name}\u0000${canonical}`;
const parameterKey = (name: string, schema: unknown): string => keyOf(name, canonicalize(schema) ?? '');
/** Keywords that document a parameter and constrain nothing: two schemas that differ only in them take the same values. */
const DOCUMENTING_KEYWORDS: ReadonlySet<string> = new Set(['description', 'title', 'examples', 'example', '$comment']);
/**
 * The key of a parameter's schema without its documenting keywords (at its top), kept beside the exact key under a
 * name no parameter has: `symbol_name` documented on the new tool and not on the locked one takes the same values.
 */
function bareParameterKey(name: string, schema: unknown): string {
  const bare = isJsonObject(schema) ? Object.fromEntries(Object.entries(schema).filter(([key]) => !DOCUMENTING_KEYWORDS.has(key))) : schema;
  return keyOf(`${name}\u0001bare`, canonicalize(bare) ?? '');
}


/**
 * `renamedFrom`: the removed tool this one likely renames (same input schema); a word of the new
 * name that shortens a word of the old one ("gen" for "generation", "config" for
 * "configuration"), or that the old one shortened, is named by it.
 */
export function newToolEffect(tool: JsonObject, locked: LockedSurface, renamedFrom?: string): NewToolEffect {
  const name = typeof tool.name === 'string' ? tool.name : '';
  const words = splitWords(name);
  if (words.length === 0) return { kind: 'acts' };
  const ending = endsOwn(tool, words, locked);
  if (ending !== undefined) return ending;
  // `build_info`: a verb of the name before a self-report word is its noun; only a self-report keeps it.
  // `ghost_get_post` beside `ghost_create_post`: a word that may act ("post") after the name's read verb, and named
  // by a locked tool, is the object read.
  const readAt = words.findIndex((word) => READ_NAME_VERBS.has(word));
  // Not a verb joined to the read one (`get_or_create_issue`), nor a word the locked names hold only as their verb.
  // `get_documentation_updates`, `list_uploads`: a plural after the read verb is a noun, what is read, whether or not a locked name holds it.
  const objectRead = (word: string, i: number): boolean => readAt >= 0 && i > readAt && (locked.objectWords?.has(singular(word)) === true || singular(word) !== word)
    && !READ_NAME_VERBS.has(word) && !JOINERS.has(words[i - 1] ?? '');
  // `build_query`: a builder verb over forms of a value makes that value from what the call gives (formConversion).
  const built = words.some((word) => BUILD_VERBS.has(word)) ? formConversion(tool, words, typeof tool.description === 'string' ? tool.description : '', BUILD_VERBS) : undefined;
  if (built !== undefined) return built;
  const noReach = statesNoReach(tool, words, typeof tool.description === 'string' ? tool.description : '');
  if (noReach !== undefined) return noReach;
  // `wait` is a verb that acts in a name (it holds a browser or a job); over units of time alone, the tool only pauses.
  const pause = waitsOnly(tool, words, typeof tool.description === 'string' ? tool.description : '');
  if (pause !== undefined) return pause;
  if (words.some((word, i) => actingNameWord(word) && !objectRead(word, i))) return reportsSelf(tool, words, typeof tool.description === 'string' ? tool.description : '', assessToolRiskDetailed(tool).evidence, locked) ?? { kind: 'acts' };
  const annotations = isJsonObject(tool.annotations) ? tool.annotations : {};
  const session = sessionChange(tool, words, annotations, locked);
  if (session !== undefined) return session;
  // Stated power: an explicit claim of writes, destruction or the open world is never overruled by words; a reader's open
  // world only where the locked tools already reached outside (openWorldReader), the reader routes judging it then.
  if (annotations.readOnlyHint === false || (annotations.openWorldHint === true && !openWorldReader(words, annotations, typeof tool.description === 'string' ? tool.description : '', locked))) return { kind: 'acts' };
  if (annotations.destructiveHint === true && annotations.readOnlyHint !== true) return { kind: 'acts' };
  const description = typeof tool.description === 'string' ? tool.description : '';
  const explained = explainsItself(tool, words, description, locked);
  if (explained !== undefined) return explained;
  const inert = statesNoEffect(tool, words, description);
  if (inert !== undefined) return inert;
  // A generator that says it returns what it makes and writes nothing: parameters the locked tools
  // already took, with the same schema, add nothing (openzeppelin's `access` of every contract wizard).
  const returnsProduct = RETURNS_PRODUCT.exec(description);
  // ...and states no other action: no sentence of its description opens with a verb that acts
  // ("Deploys it to the network."; the sentence saying it does not write aside).
  const producesOnly = returnsProduct !== null && WRITES_NOTHING.test(description)
    && !description.split(SENTENCE_BREAK).some((sentence) => !WRITES_NOTHING.test(sentence) && actingProseWord(splitWords(sentence)[0] ?? ''));
  const checked = checkerOf(tool, words, description);
  if (checked !== undefined) return checked;
  const form = formConversion(tool, words, description);
  if (form !== undefined) return form;
  const given = givenValueOperation(tool, words, description);
  if (given !== undefined) return given;
  // The parameters judged on this tool, as a new parameter is on its own: a reader's `email` of a member looked up is no recipient.
  const context: ToolContext = { writes: toolWrites(tool, assessToolRiskDetailed(tool).assessment.categories), nameWords: new Set(words) };
  // A reader (a read verb, no verb that acts: those returned above) of objects no locked name holds, taking only
  // parameters the locked tools take with the same schema (k8s `list_jobs` with every locked lister's `namespace`,
  // `kubeconfig_path`, `label_selector`), is pointed where the locked tools are pointed: whether it reads the same
  // backend is judged below (sameBackendReader, which names no place and no new source). Not a likely rename (judged
  // as new), nor a reader of something sensitive (k8s `get_secret` beside `list_secrets`: the values the listing hid).
  let lockedParametersOnly = false;
  const readerName = renamedFrom === undefined && words.some((word) => READ_NAME_VERBS.has(word))
    && !words.some((word) => SENSITIVE_OBJECTS.has(word) || SENSITIVE_OBJECTS.has(singular(word)))
    && words.some((word) => !READ_NAME_VERBS.has(word) && !NAME_FILLERS.has(word))
    && lockedInputs(tool, locked, true) !== undefined;
  if (parametersCarry(tool.inputSchema, tool.description, producesOnly ? locked.parameters : undefined, locked.parameters, context)) {
    // Carried only by parameters the locked tools take (lockedInputs, which readerName requires): then only the
    // reader-with-locked-parameters route may clear it.
    if (!readerName) return { kind: 'acts' };
    lockedParametersOnly = true;
  }
  const evidence = assessToolRiskDetailed(tool).evidence;
  const strong = evidence.filter((item) => item.strong);
  // The same for risk words of those parameters' names (`contractURI` of every token wizard).
  const inputProperties = isJsonObject(tool.inputSchema) && isJsonObject(tool.inputSchema.properties) ? tool.inputSchema.properties : {};
  const lockedParameter = (where: string): boolean => {
    const property = /^input property "([^".]*)"$/.exec(where)?.[1];
    return property !== undefined && Object.hasOwn(inputProperties, property) && locked.parameters?.has(parameterKey(property, inputProperties[property])) === true;
  };
  if (producesOnly && strong.every((item) => lockedParameter(item.where))) {
    const found = returnsProduct!;
    return {
      kind: 'converts',
      reason: `returns what it makes and writes nothing: "${found[0]}" and "${WRITES_NOTHING.exec(description)![0]}" in its description, no capability in its name, formats, annotations or sentences, no parameter of a class the locked tools did not take`,
      match: [found.index, found.index + found[0].length],
    };
  }

  const convertVerb = words.find((word) => CONVERT_VERBS.has(word));
  const valueInCall = VALUE_IN_CALL.exec(description);
  if (convertVerb !== undefined && valueInCall !== null && strong.length === 0 && !STORED_SOURCE.test(description)) {
    return {
      kind: 'converts',
      reason: `converts a value given in the call: "${convertVerb}" in its name, "${valueInCall[0]}" in its description, no capability in its name, parameters, formats, annotations or sentences`,
      match: [valueInCall.index, valueInCall.index + valueInCall[0].length],
    };
  }

  const computation = computationOpening(description);
  if (computation !== undefined && strong.length === 0) {
    return {
      kind: 'computes',
      reason: `computes a value: its description opens with "${description.slice(computation.match[0], computation.match[1])}", no verb that acts in its name or that sentence, no capability in its name, parameters, formats, annotations or sentences`,
      ...computation,
    };
  }

  // Declared read-only and closed-world, both hints written out: the server says the tool changes
  // nothing and reaches no outside system, and its name, parameters and sentences find nothing more.
  // Only where the locked tools already read something: on a server whose locked tools read nothing (an echo
  // template), a tool that looks things up gets its data from somewhere new, whatever its hints say.
  if (annotations.readOnlyHint === true && annotations.openWorldHint === false && annotations.destructiveHint !== true && evidence.length === 0
    && (locked.readsBackend === true || locked.categories.size > 0)) {
    return {
      kind: 'declared_closed',
      reason: 'declares itself read-only and closed-world (readOnlyHint true, openWorldHint false written out), no verb that acts in its name, no parameter of any class, no capability word anywhere in it',
    };
  }

  const family = familyOf(tool, words, description, evidence.length, locked);
  if (family !== undefined) return family;
  const self = reportsSelf(tool, words, description, evidence, locked);
  if (self !== undefined) return self;
  const catalog = listsOwnTools(tool, words, description, evidence, locked);
  if (catalog !== undefined) return catalog;

  // A check of stored objects the locked tools name (`validate_element` beside `list_elements`) reads them and says
  // what it finds: only over objects all named, never as a reader of new objects of the same backend.
  const checkVerb = words.some((word) => READ_NAME_VERBS.has(word)) ? undefined : words.find((word) => CHECK_VERBS.has(word));
  // A name of nouns only (sonarqube's `quality_gates` beside `projects`, `issues`) says what it returns; its description's
  // opening read verb ("List available quality gates"), with no sentence that acts, is the verb (describedReadVerb).
  const verb = words.find((word) => READ_NAME_VERBS.has(word)) ?? checkVerb ?? describedReadVerb(words, description);
  if (verb === undefined) return knownFormsConversion(tool, words, description, evidence, locked) ?? (lockedParametersOnly ? undefined : analysesHeld(tool, words, description, evidence, locked, renamedFrom !== undefined)) ?? { kind: 'acts' };
  // `list_system_tables` beside `list_tables`: "system" before an object the locked names hold (not itself sensitive) is
  // the kind of that object the same backend keeps (its catalog), not the host system.
  // Only before a database object, and only where the description names no host, OS or machine.
  const systemKind = (word: string, i: number): boolean => word === 'system' && CATALOG_OBJECTS.has(words[i + 1] ?? '')
    && locked.nameWords.has(singular(words[i + 1]!)) && !HOST_SYSTEM_TEXT.test(description);
  const objects = words.filter((word, i) => word !== verb && !NAME_FILLERS.has(word) && !systemKind(word, i));
  const oldWords = renamedFrom === undefined ? [] : splitWords(renamedFrom);
  const shortens = (short: string, long: string) => short.length >= 3 && long.length > short.length && long.startsWith(short);
  const named = (word: string) => locked.nameWords.has(singular(word)) || oldWords.some((old) => shortens(word, old) || shortens(old, word));
  if (objects.length === 0) return { kind: 'acts' };
  // Failing those, a tool that reads or analyses what the state it shares with the locked tools holds (analysesHeld).
  const held = () => (lockedParametersOnly ? undefined : analysesHeld(tool, words, description, evidence, locked, renamedFrom !== undefined));
  if (!objects.every(named)) return (checkVerb !== undefined ? undefined : sameBackendReader(tool, words, verb, objects, description, evidence, locked, renamedFrom !== undefined, lockedParametersOnly)) ?? held() ?? { kind: 'acts' };
  // kit's `get_symbol_code` (repo_id, file_path, symbol_name as locked tools take them) over objects the locked names
  // hold: a capability-class parameter the locked tools take clears only the route that rests on those parameters.
  if (lockedParametersOnly) return (checkVerb === undefined ? sameBackendReader(tool, words, verb, objects, description, evidence, locked, false, true) : undefined) ?? { kind: 'acts' };
  // Any evidence of another kind, even a prose word alone, and any corroborated reading the locked tools did not do: it acts.
  if (!evidence.every((item) => READING.has(item.category) && (!item.strong || locked.categories.has(item.category)))) return { kind: 'acts' };
  // A source selector whose values name backends beside the locked ones ("sources: arxiv,pubmed,...,
  // semantic,crossref"): the reader fans out to services no locked tool reached.
  if (newSourcesNamed(tool, description, locked) !== undefined) return { kind: 'acts' };
  // tavily's `tavily_search` replacing the removed `tavily-search` with another input: the same words, spelled otherwise or
  // in another order (`search_tavily`), of a tool removed in the same diff are that tool renamed, and a renamed tool is new
  // (docs/VERDICTS.md). Its reads are not "what the locked tools reach": the tool that reached it is gone.
  const spelled = (each: string) => splitWords(each).map(singular).sort().join(' ');
  if (renamedFrom === undefined && (locked.removedTools ?? []).some((removed) => typeof removed.name === 'string' && spelled(removed.name) === spelled(name))) return { kind: 'acts' };
  // "Search for videos on YouTube" beside locked tools that download a given video: objects the locked tools name, read
  // at a source none of them names (newNames, as for a reader of new objects), is a new place.
  if (newNames(description, locked).length > 0) return { kind: 'acts' };
  // Nothing acts in its first sentence but its own verb and the objects its name reads ("a single post" of `ghost_get_post`;
  // not "Search authors and open a record for each"), nor opens a sentence
  // past it ("... Read-only. Deletes watches that have not run for a month."), as for a reader of new objects (sameBackendReader).
  const opening = openingSentence(description);
  if (sentenceOpensWithAct(description, new Set(Object.keys(inputProperties))) || SENDS_ELSEWHERE.test(description.slice(0, 20_000))
    || (opening !== undefined && actingInProse(proseWords(description.slice(opening.sentence[0], opening.sentence[1])).filter((word) => word !== verb && !baseForms(word).includes(verb) && !words.includes(word) && !words.includes(singular(word)))))) return { kind: 'acts' };
  return {
    kind: 'reads_known',
    reason: `reads what the locked tools already reach: "${verb}" over ${objects.map((word) => `"${word}"`).join(', ')}, each named by a locked tool; no other verb, no parameter of a capability class, no capability the locked tools did not have`,
    verb,
    objects,
  };
}

/**
 * One more conversion between identifiers the locked tools already convert (artl-mcp's `pmid_to_pmcid` beside
 * `doi_to_pmid`, `pmid_to_doi` and `get_pmid_from_pmcid`): a name of the shape `<form>_to_<form>` with no verb,
 * beside a locked name of that shape, each of its words held by a locked name; its description names no new source
 * (as a same-backend reader), puts no obligation on the model, opens with no verb that acts but converting, and its
 * evidence is of kinds the locked tools had (corroborated only of reading kinds). A new reader over the same backend,
 * which docs/VERDICTS.md counts among the pairs reviewers differ on.
 */
function knownFormsConversion(tool: JsonObject, words: readonly string[], description: string, evidence: readonly RiskEvidence[], locked: LockedSurface): NewToolEffect | undefined {
  const at = words.indexOf('to');
  if (at < 1 || at === words.length - 1 || !locked.nameWords.has('to')) return undefined;
  const forms = words.filter((word) => word !== 'to');
  if (!forms.every((word) => locked.nameWords.has(singular(word)) && !GENERIC_WORDS.has(word))) return undefined;
  const opening = openingSentence(description);
  const openingWords = opening === undefined ? [] : proseWords(description.slice(opening.sentence[0], opening.sentence[1]));
  if (!saysNoMoreThanTheBackend(description, openingWords, evidence, locked, (word) => baseForms(word).some((form) => CONVERT_VERBS.has(form) || FORM_VERBS.has(form)))) return undefined;
  return {
    kind: 'reads_known',
    reason: `converts between identifiers the locked tools already convert: "${words.join('_')}" of forms each named by a locked tool, beside a locked name of the same shape; no new source named, no obligation, no verb that acts, no capability the locked tools did not have`,
    verb: 'to',
    objects: forms,
  };
}

/**
 * What a new tool read as more of the backend the locked tools reach may say (sameBackendReader, knownFormsConversion):
 * a first sentence with no verb that acts but the route's own (`ownVerb`: a fetch, a conversion) and nothing sensitive
 * or shown to others; no obligation on the model, no reach stated beyond the backend ("on any website"), no new source
 * named; evidence only of kinds the locked tools had, and corroborated only of reading kinds (a lone prose word of a
 * kind they have, "the PubNub Admin API" beside admin tools, is the same backend spoken of).
 */
function saysNoMoreThanTheBackend(description: string, openingWords: readonly string[], evidence: readonly RiskEvidence[], locked: LockedSurface, ownVerb: (word: string) => boolean): boolean {
  if (actingInProse(openingWords.filter((word) => !ownVerb(word))) || openingWords.some((word) => SENSITIVE_OBJECTS.has(word) || EXPOSURE_WORDS.has(word))) return false;
  if (OBLIGATION.test(description.replace(INPUT_REQUIREMENT, ' ')) || ANY_PLACE_STATED.test(description) || newNames(description, locked).length > 0) return false;
  return evidence.every((item) => (locked.categories.has(item.category) && (READING.has(item.category) || !item.strong)) || namesKnownBackend(description, item, locked));
}

/**
 * "available in the NMDC database": a lone prose word that is a backend noun right after the name the locked tools give
 * their backend (a proper name most of their first sentences hold) says what that backend is, no new reach; not in a text
 * that sends anything anywhere.
 */
function namesKnownBackend(description: string, item: RiskEvidence, locked: LockedSurface): boolean {
  if (item.strong || item.where !== 'description' || item.words.length !== 1 || !BACKEND_NOUNS.has(item.words[0]!)) return false;
  if (SENDING_STEMS.test(description.slice(0, 20_000))) return false;
  const known = (name: string) => !GENERIC_WORDS.has(name) && locked.backendNames?.has(name) === true;
  const named = new RegExp(String.raw`\b([A-Za-z][A-Za-z0-9]*)\s+${item.words[0]}\b`, 'gi');
  const uses = [...description.slice(0, 20_000).matchAll(named)];
  // Every use of the word placed so: one "the NMDC database" beside "any SQL database" says more.
  return uses.length > 0 && uses.every((use) => known(use[1]!.toLowerCase()));
}

/** A sentence's words outside code spans and quoted values: "(e.g., 'analyze', 'create')" lists examples, not acts. */
// A name written in CamelCase ("OpenAlex", "SendGrid", "PostHog") is one word: its parts are no verbs of the prose.
const proseWords = (sentence: string): string[] => splitWords(sentence.replace(/`[^`]*`|"[^"]*"|'[^'\s][^']*'/g, ' ')
  .replace(/\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b/g, (name) => name.toLowerCase()));
/** Words joining two verbs of a name: `get_or_create_issue`, `search_and_delete_issues`. */
const JOINERS = set('or', 'and', 'then');
/** Acronyms of formats and protocols, not of a service or source. */
const TECH_TERMS = set('http', 'https', 'api', 'apis', 'json', 'xml', 'css', 'html', 'url', 'urls', 'uri', 'id', 'ids', 'sdk', 'sdks', 'ui', 'cli', 'sql',
  'rest', 'yaml', 'csv', 'pdf', 'utc', 'iso', 'uuid', 'dom', 'js', 'ts', 'io', 'ok', 'faq', 'tl', 'dr', 'note', 'args', 'returns', 'example', 'examples',
  // Fields of computing named as techniques ("using NLP scoring"), not a service.
  'nlp', 'ml');
/** An obligation put on the model anywhere in the description: this route reads a definition that says nothing more. */
// "do not", "never", "always" as an order: opening a sentence, a clause or a list item, or said to the model ("you don't need",
// "When done, do not ...", "Always call ..."; not "Always returns JSON", a statement), and "Important:" as a label; "that
// requested sample sizes don't exceed collection size" states a fact about a value, no order.
const OBLIGATION = /\b(?:MUST|ALWAYS|NEVER|IMPORTANT|CRITICAL|IMMEDIATELY|REQUIRED)\b|\b(?:must|silently|always|never|immediately)\b|(?:^|[.!?:;,(—–]\s*|\n\s*(?:[-*•]\s*)?|[-*•]\s+|\b(?:and|or|but|so|then|first|[Pp]lease|[Yy]ou|model|assistant|agent|AI|LLM|Claude)\s+)(?:(?:[Dd]o\s+(?:not|NOT)|DO\s+NOT|[Dd]on['’]t|DON['’]T)\s+(?![Uu]se\b)|(?:Never|Always)\s+(?!(?!(?:discuss|pass|access|process|address|bypass|express|press|guess|miss|focus|dismiss|cross)\b)\w+s\b))|\b(?:Important|Critical|Note to the (?:model|assistant|AI))\s*:/;
/**
 * "At least one of text, class_name, id ... must be provided": a requirement on the tool's own input, no obligation on the
 * model's conduct (issue 21: obligations about the tool's own inputs stay quiet).
 */
const INPUT_REQUIREMENT = /\b(?:must|should)\s+(?:be\s+(?:provided|specified|given|supplied|present|non-empty|unique|valid|absolute)|not\s+be\s+empty)\b/gi;
/** Prepositions that place a read: where it reads from or through ("from PubMed", "via the openFDA API", "on Crossref"). */
const SOURCE_PREPOSITIONS = set('from', 'via', 'through', 'using', 'on', 'in', 'at', 'against', 'across');
/** Words between such a preposition and the name it places ("from the official PubNub Admin API"). */
const SOURCE_FILLERS = set('the', 'a', 'an', 'official', 'public', 'remote', 'online', 'external', 'hosted');
/** Nouns that make the name before them a backend ("the Crossref API", "Semantic Scholar database"). */
const BACKEND_NOUNS = set('api', 'apis', 'service', 'services', 'database', 'databases', 'db', 'registry', 'catalog', 'catalogue', 'index',
  'website', 'site', 'platform', 'endpoint', 'endpoints', 'server', 'cloud', 'store', 'hub', 'portal', 'repository', 'engine');
/**
 * Names of a source in a description that no locked tool's name or description holds: a run of words with a capital
 * letter ("PubMed", "CDC WONDER", "Semantic Scholar") or a host name ("crates.io"). The opening sentence says what the
 * tool reads and where, so every name there counts ("the latest version of a Homebrew formula"). Past it, a name counts
 * only where it is placed as where the tool reads: after a preposition of place or route ("from WordPress", "via the
 * openFDA API"), before a backend noun ("the Crossref API"), or as the object of a read verb opening its sentence
 * ("Search PubMed for ..."). Capitalised words elsewhere are features, values, examples and acronyms of what the
 * backend already holds ("Access Manager", "siteRole Creator", "FCM v1"). A run led by a word of a locked tool's name
 * ("the PubNub Admin API") names the backend the locked tools reach; one that only ends with it ("Semantic Scholar"
 * beside `search_google_scholar`) names another.
 */
function newNames(description: string, locked: LockedSurface): string[] {
  const inName = (word: string) => locked.nameWords.has(singular(word)) && !GENERIC_WORDS.has(word);
  const known = (word: string) => locked.nameWords.has(singular(word)) || locked.textWords?.has(singular(word)) === true;
  const found: string[] = [];
  // Code spans and quoted values are identifiers and examples, not names of a source.
  const prose = description.slice(0, 20_000).replace(/`[^`]*`|"[^"]*"|'[^']*'/g, ' ');
  for (const host of prose.matchAll(HOST_NAME)) {
    const parts = host[0].toLowerCase().split('.');
    if (!parts.some(inName) && !RESERVED_HOSTS.has(parts.slice(-2).join('.'))) found.push(host[0]);
  }
  const capitalised = (word: string) => word.length > 1 && /[A-Z]/.test(word) && !TECH_TERMS.has(word.toLowerCase()) && !DATE_PATTERN_PARTS.test(word);
  const sentences = prose.split(/(?<=[.!?:])\s+|\n+/);
  const openingAt = sentences.findIndex((sentence) => sentence.trim() !== '');
  sentences.forEach((sentence, index) => {
    const opening = index === openingAt;
    const words = [...sentence.replace(HOST_NAME, ' ').matchAll(/[A-Za-z][A-Za-z0-9]*/g)].map((match) => match[0]);
    for (let start = 1; start < words.length; start++) {
      if (!capitalised(words[start]!)) continue;
      let end = start;
      while (end + 1 < words.length && capitalised(words[end + 1]!)) end++;
      const run = words.slice(start, end + 1).map((word) => word.toLowerCase());
      const first = start;
      start = end;
      if (run.every(known) || inName(run[0]!)) continue;
      // "Jaccard similarity", "Shannon entropy", "Levenshtein distance": a method named after its author, computed, not reached.
      // "IATA code", "ISO format": the kind of a value, a standard, not a source.
      if (TECHNIQUE_HEADS.has((words[end + 1] ?? '').toLowerCase()) || VALUE_KIND_HEADS.has((words[end + 1] ?? '').toLowerCase())) continue;
      let before = first - 1;
      while (before > 0 && SOURCE_FILLERS.has(words[before]!.toLowerCase())) before--;
      // A plural acronym alone ("the DOIs of a study") is values of a kind, unless placed as where the tool reads ("via the NCBIs").
      const values = first === end && PLURAL_ACRONYM.test(words[first]!);
      const placed = (opening && !values)
        || SOURCE_PREPOSITIONS.has(words[before]!.toLowerCase())
        || [run.at(-1)!, (words[end + 1] ?? '').toLowerCase()].some((word) => BACKEND_NOUNS.has(word))
        || (!values && before === 0 && baseForms(words[0]!.toLowerCase()).some((form) => READ_NAME_VERBS.has(form)));
      if (placed) found.push(words.slice(first, end + 1).join(' '));
    }
  });
  return found;
}
/**
 * Capitalised words of a sentence past its first word that no locked tool's name or description holds. A name
 * that says what kind of value something is ("IATA code", "ISO format", "EAN number") names a standard, not a system.
 */
function unknownProperNames(sentence: string, locked: LockedSurface): string[] {
  const words = [...sentence.replace(/`[^`]*`|"[^"]*"|'[^']*'/g, ' ').matchAll(/[A-Za-z][A-Za-z0-9]*/g)].map((match) => match[0]).slice(1);
  const known = (word: string) => locked.nameWords.has(singular(word)) || locked.textWords?.has(singular(word)) === true;
  return words.filter((word, i) => word.length > 1 && /[A-Z]/.test(word) && !TECH_TERMS.has(word.toLowerCase()) && !PLURAL_ACRONYM.test(word) && !known(word.toLowerCase())
    && !VALUE_KIND_HEADS.has((words[i + 1] ?? '').toLowerCase()));
}
/** Nouns after a name that make it the kind of a value ("IATA code", "ISO format"), not a source. */
const VALUE_KIND_HEADS = set('code', 'codes', 'format', 'formats', 'number', 'numbers', 'identifier', 'identifiers', 'standard', 'notation', 'syntax', 'symbol', 'symbols');
/** A parameter documented as the term looked for: "Action verb to search for", "Operation name to look up". */
const SEARCHED_FOR = /^[^.;]{0,60}?\bto\s+(?:search|look|filter|match|find)\s*(?:for|up|by)?\b/i;
/** Nouns after a name that make it a method or measure ("Jaccard similarity", "Shannon entropy"), not a source. */
const TECHNIQUE_HEADS = set('similarity', 'entropy', 'distance', 'coefficient', 'algorithm', 'algorithms', 'theorem', 'estimator', 'stemmer',
  'tokenizer', 'heuristic', 'heuristics');
/** A plural acronym ("DOIs of a study", "the ARNs"): values of a kind, many of them, not the name of one source. */
const PLURAL_ACRONYM = /^[A-Z]{2,}s$/;
/** Parts of a date or time pattern ("YYYY-MM-DD", "HH:mm"), not names. */
const DATE_PATTERN_PARTS = /^(?:Y{2,4}|M{1,3}|D{1,2}|H{1,2}|h{1,2}|m{1,2}|S{1,3}|s{1,2})$/;
/** Hosts reserved for examples (RFC 2606): never a source. */
const RESERVED_HOSTS = set('example.com', 'example.org', 'example.net');
/** A host name in prose: "crates.io", "api.nuget.org", "formulae.brew.sh". */
const HOST_NAME = /\b(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|sh|ai|app|co|gov|edu|info|cloud)\b/gi;
/** "perform search on any website": a reach beyond the backend the locked tools speak to. */
const ANY_PLACE_STATED = /\b(?:any|arbitrary|every)\s+(?:other\s+)?(?:websites?|sites?|web\s*pages?|urls?|hosts?|domains?|servers?|endpoints?)\b/i;
/** Words too common to show that two tools speak to the same backend. */
const GENERIC_WORDS = set('data', 'info', 'information', 'item', 'items', 'detail', 'details', 'list', 'new', 'all', 'by', 'id', 'ids', 'type', 'types',
  'content', 'contents', 'result', 'results', 'name', 'names', 'text', 'value', 'values', 'page', 'pages', 'tool', 'tools', 'the', 'this', 'current');

const firstWordsOfLive = new WeakMap<readonly string[], Map<string, number>>();
/** How many live tool names open with each word. */
function firstWordCounts(names: readonly string[]): Map<string, number> {
  let counts = firstWordsOfLive.get(names);
  if (counts === undefined) {
    counts = new Map();
    for (const name of names) {
      const first = splitWords(name)[0];
      if (first !== undefined) counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    firstWordsOfLive.set(names, counts);
  }
  return counts;
}

/** The first word of a name, ahead of its verb, that is no verb, filler or generic word and that no locked tool's name holds. */
function prefixNoLockedNameHolds(words: readonly string[], locked: LockedSurface): string | undefined {
  const prefix = words[0];
  if (prefix === undefined || words.length < 2 || READ_NAME_VERBS.has(prefix) || actingNameWord(prefix) || GENERIC_WORDS.has(prefix) || NAME_FILLERS.has(prefix)) return undefined;
  return locked.nameWords.has(singular(prefix)) ? undefined : prefix;
}

/**
 * The first word of the name, ahead of its verb, when no locked tool's name or description holds it and
 * another new tool's name opens with it too (`schwab_search_instruments` beside twenty new `schwab_*`
 * tools on a server whose locked tools all speak to Robinhood): a family of new tools under a prefix the
 * server never used is a new integration, so what its readers read is not what the locked tools reach.
 */
function newNamespace(words: readonly string[], locked: LockedSurface): string | undefined {
  const prefix = prefixNoLockedNameHolds(words, locked);
  if (prefix === undefined || locked.textWords?.has(singular(prefix)) === true) return undefined;
  // Two live names opening with it: this tool's and a sibling's (first words counted once per live server).
  return (firstWordCounts(locked.liveNames ?? []).get(prefix) ?? 0) >= 2 ? prefix : undefined;
}

/**
 * A reader over the backend the locked tools already reach, of objects they did not name (`ghost_get_pages` beside
 * `ghost_get_posts`; `get_usage_metrics` "from the PubNub Admin API" beside `send_pubnub_message`): docs/VERDICTS.md
 * counts a new read-only tool over the same private backend among the pairs reviewers differ on, so the gate warns.
 * The same backend is shown by a word of the name or of the first sentence that a locked tool's name holds (the
 * server's prefix, its product), not a generic one. Nothing may say more: no sensitive object (secrets, the
 * environment, files, logs, the conversation), no verb that acts in the first sentence, no parameter of any class,
 * capability evidence only of kinds the locked tools had, and corroborated only of reading kinds, no new source named.
 */
function sameBackendReader(tool: JsonObject, words: readonly string[], verb: string, objects: readonly string[], description: string, evidence: readonly RiskEvidence[], locked: LockedSurface, renamed = false, lockedParametersOnly = false): NewToolEffect | undefined {
  if (objects.some((word) => SENSITIVE_OBJECTS.has(word) || SENSITIVE_OBJECTS.has(singular(word)))) return undefined;
  const opening = openingSentence(description);
  const openingWords = opening === undefined ? [] : proseWords(description.slice(opening.sentence[0], opening.sentence[1]));
  // "Fetches usage metrics from the PubNub Admin API": a fetch from the backend is this reader's read (the evidence
  // check keeps it to network reads the locked tools had).
  if (!saysNoMoreThanTheBackend(description, openingWords, evidence, locked, (word) => baseForms(word).includes('fetch'))) return undefined;
  if (newSourcesNamed(tool, description, locked) !== undefined || newNamespace(words, locked) !== undefined) return undefined;
  // A verb in any form ("Lists" beside `list_items`) is what the tools do, not what they share.
  const sharedWord = [...words, ...openingWords].find((word) => word.length >= 3 && !baseForms(word).some((form) => READ_NAME_VERBS.has(form) || actingNameWord(form)) && !GENERIC_WORDS.has(word) && !NAME_FILLERS.has(word) && locked.nameWords.has(singular(word)));
  // nmdc-mcp's `get_entity_by_id`, "Retrieve any NMDC entity by its ID.", beside locked tools that each open "Fetch NMDC
  // biosample records ...": the proper name the locked tools' opening sentences give their backend, written as a name
  // in this one's opening sentence, shows the same backend as a shared name word does.
  const backendName = sharedWord !== undefined ? undefined
    : properNamesOpening(description).find((name) => !GENERIC_WORDS.has(name.toLowerCase()) && locked.backendNames?.has(name.toLowerCase()) === true);
  // The name shows the backend only where nothing else in the definition points elsewhere (sameBackendByName).
  if (backendName !== undefined && !sameBackendByName(tool, description, backendName, locked)) return undefined;
  const shared = sharedWord ?? backendName;
  // No word of a locked name shared, but every object one the locked tools' descriptions speak of (`list_elements`
  // beside `activate_persona`, "... persona or other element"), and no place named: a reader of what the server it
  // belongs to holds, when that server's locked tools already read. Objects no locked text uses (`get_weather`
  // beside `create_issue`) may be anywhere. A place of any kind keeps it acting: a remote word ("web", "api",
  // "online") in its name or first sentence, a host name anywhere in its description.
  const spokenOf = objects.filter((word) => !GENERIC_WORDS.has(word) && !NAME_FILLERS.has(word));
  const parameterNames = Object.keys(isJsonObject(tool.inputSchema) && isJsonObject(tool.inputSchema.properties) ? tool.inputSchema.properties : {});
  // A likely rename is new whatever the tool it replaces spoke of.
  const namesNoPlace = (shared === undefined || lockedParametersOnly) && !renamed && locked.readsBackend === true
    && ![...words, ...openingWords].some((word) => REMOTE_SOURCE_WORDS.has(word) || EXPOSURE_WORDS.has(word)) && description.search(HOST_NAME) < 0
    // A proper name the locked tools never use ("the MongoDB Assistant knowledge base") may be another system.
    && unknownProperNames(opening === undefined ? '' : description.slice(opening.sentence[0], opening.sentence[1]), locked).length === 0
    // Nothing past the opening acts either.
    && !describedActs(description, new Set(parameterNames));
  // A parameter of a capability class that the locked tools take clears only the route that rests on those parameters.
  const placesNothing = !lockedParametersOnly && namesNoPlace && spokenOf.length > 0 && spokenOf.every((word) => locked.textWords?.has(singular(word)) === true);
  // Or every parameter is one a locked tool takes with the same schema (k8s `list_jobs` and `describe_ingress`:
  // namespace, kubeconfig_path, label_selector as the locked listers take them): a read verb pointed where the
  // locked tools are pointed reads the same backend, whatever objects it names.
  const sameInputs = !placesNothing && namesNoPlace ? lockedInputs(tool, locked, true) : undefined;
  const ownInputs = sameInputs === undefined ? [] : parameterNames.filter((name) => !sameInputs.includes(name));
  if ((shared === undefined || lockedParametersOnly) && !placesNothing && sameInputs === undefined) return undefined;
  const beside = shared !== undefined && !lockedParametersOnly
    ? sharedWord !== undefined ? `beside locked tools named with "${shared}"` : `its first sentence naming "${shared}" as the locked tools' first sentences name their backend`
    : placesNothing
      ? `${spokenOf.map((word) => `"${word}"`).join(', ')} spoken of in the locked tools' descriptions, no place named, beside locked tools that read`
      : `taking only parameters the locked tools take with the same schema (${sameInputs!.map((name) => `\`${name}\``).join(', ')})${ownInputs.length > 0 ? ` and parameters of no class (${ownInputs.map((name) => `\`${name}\``).join(', ')})` : ''}, no place named, beside locked tools that read`;
  return {
    kind: 'reads_known',
    reason: `reads more of the backend the locked tools reach: "${verb}" over ${objects.map((word) => `"${word}"`).join(', ')}, ${beside}; a new read-only tool over the same backend is one reviewers differ on; no other verb, nothing sensitive, no parameter of a capability class, no capability the locked tools did not have`,
    verb,
    objects: [...objects],
  };
}

/** Words of changing what a session or store holds, which no reading or analysis does. */
const CHANGES_HELD = /\b(?:discard\w*|reset\w*|clear(?:s|ed|ing)?|wip(?:e|es|ed|ing)|restor\w*|revert\w*|undo\w*|correct(?:s|ed|ing|ion|ions)?|(?:auto)?fix(?:es|ed|ing)?|repair\w*|purg\w*|delet\w*|remov\w*|drop(?:s|ped|ping)?|overwrit\w*|modif\w*|chang(?:e|es|ed|ing)|updat\w*|appl(?:y|ies|ied|ying)|initial\s+state|clean\s+state)\b/i;
/** "Return the session to its initial state": `return` moving something back, not handing a result over. */
const RETURNED_TO_STATE = /\breturns?\s+(?:[\w'-]+\s+){1,6}?to\s+(?:its|the|a|an|their)\s+(?:[\w-]+\s+){0,2}?(?:state|condition|defaults?|start|beginning|origin\w*)\b/i;
/** Words that end the object of a first sentence's verb: a preposition or a relative word opens what follows it. */
const OBJECT_ENDS = set('for', 'of', 'from', 'to', 'with', 'about', 'into', 'in', 'on', 'at', 'by', 'over', 'across', 'against', 'using', 'via', 'through',
  'that', 'which', 'where', 'when', 'if', 'before', 'after', 'as');
/** Words joining two objects (or two verbs) of a first sentence. */
const OBJECT_JOINS = set('and', 'or', 'then', 'plus');

/**
 * An acting word of a first sentence used as the head of a noun phrase: in its base form, a determiner within the
 * three words before it with no verb, preposition or `to` between, and a preposition, a join or the end after it ("from
 * the last test run for a session", "a dry run"). A verb in the third person would end in -s ("the test runs").
 */
function actingHeadNoun(words: readonly string[], i: number): boolean {
  const word = words[i]!;
  if (!actingNameWord(word)) return false;
  const next = words[i + 1];
  if (next !== undefined && !OBJECT_ENDS.has(next) && !OBJECT_JOINS.has(next)) return false;
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    const before = words[j]!;
    if (DETERMINERS.has(before)) return true;
    if (before === 'to' || OBJECT_ENDS.has(before) || OBJECT_JOINS.has(before) || actingProseWord(before) || READ_NAME_VERBS.has(before)) return false;
  }
  return false;
}

/**
 * A new tool of the server that reads or analyses what the backend's state it shares with the locked tools already holds
 * (mcp-stata's `stata_get_test_results`, "Return full structured results from the last test run for a session";
 * `stata_research_audit`, "Run a compact structured dataset audit ..."; `stata_estimation_plan`, "Build a structured
 * estimation plan and recommended Stata command"): docs/VERDICTS.md counts a new read-only tool over the same private
 * backend among the pairs reviewers differ on. Positive evidence of the same backend: its name opens with the server's
 * prefix (a word a locked name holds, no verb nor generic word), and it takes an identifier the locked tools take with the
 * same schema (`session_id`): it is pointed at the state they hold. Nothing may say more: no capability evidence at all
 * (not even a prose word), no parameter of any class (checked by the caller), no annotation admitting the open world, no
 * sensitive object in its name nor in its first sentence but the one its shared identifier names ("for a session" beside
 * `session_id`), no remote, exposure or unknown proper name, no host, no sending, no obligation, nothing past the first
 * sentence that acts. In its first sentence, an acting word is allowed only as the opening verb running an analysis
 * ("Run a ... audit": ANALYSIS_NOUNS) or building a text the call returns ("Build a ... plan and recommended
 * ... command"), or as the head of a noun phrase ("the last test run"); "Run the given command", "Build a command and
 * run it", "Run a do-file" act.
 */
function analysesHeld(tool: JsonObject, words: readonly string[], description: string, evidence: readonly RiskEvidence[], locked: LockedSurface, renamed: boolean): NewToolEffect | undefined {
  if (renamed || evidence.length > 0 || locked.readsBackend !== true || words.length < 2) return undefined;
  const annotations = isJsonObject(tool.annotations) ? tool.annotations : {};
  if (annotations.openWorldHint === true || annotations.readOnlyHint === false || annotations.destructiveHint === true) return undefined;
  const prefix = words[0]!;
  if (!locked.nameWords.has(singular(prefix)) || READ_NAME_VERBS.has(prefix) || actingNameWord(prefix) || GENERIC_WORDS.has(prefix) || NAME_FILLERS.has(prefix)) return undefined;
  if (words.some((word) => SENSITIVE_OBJECTS.has(word) || SENSITIVE_OBJECTS.has(singular(word)) || REMOTE_SOURCE_WORDS.has(word) || EXPOSURE_WORDS.has(word))) return undefined;
  const properties = isJsonObject(tool.inputSchema) && isJsonObject(tool.inputSchema.properties) ? tool.inputSchema.properties : {};
  const handles = Object.keys(properties).filter((name) => IDENTIFIER_HEADS.has(splitWords(name).at(-1) ?? '') && locked.parameters?.has(parameterKey(name, properties[name])) === true);
  if (handles.length === 0) return undefined;
  const handleWords = new Set(handles.flatMap((name) => splitWords(name)));
  const opening = openingSentence(description);
  if (opening === undefined) return undefined;
  const text = description.slice(0, 20_000);
  if (OBLIGATION.test(text.replace(INPUT_REQUIREMENT, ' ')) || ANY_PLACE_STATED.test(text) || PLACE_WRITTEN.test(text) || SENDING_STEMS.test(text) || SENDS_ELSEWHERE.test(text)) return undefined;
  // "Return the session to a clean state, discarding every loaded dataset", an `autofix` flag "to correct what it finds":
  // the held state changed, in the description, a flag's name or any parameter's documentation.
  // A flag's name says what it switches on (`autofix`); another parameter's name says what it holds (`fixed_effects`).
  const parameterTexts = Object.keys(properties).map((key) => {
    const property = isJsonObject(properties[key]) ? properties[key] as JsonObject : {};
    return `${property.type === 'boolean' ? `${splitWords(key).join(' ')} ${key}` : ''} ${typeof property.description === 'string' ? property.description : ''}`;
  });
  if (CHANGES_HELD.test(text) || RETURNED_TO_STATE.test(text) || parameterTexts.some((each) => CHANGES_HELD.test(each))) return undefined;
  if (newNames(description, locked).length > 0) return undefined;
  const sentence = description.slice(opening.sentence[0], opening.sentence[1]);
  if (unknownProperNames(sentence, locked).length > 0) return undefined;
  // Past the first sentence nothing acts, wherever the word stands ("It also runs the fixes it recommends"), noun uses aside.
  const rest = `${description.slice(0, opening.sentence[0])} ${description.slice(opening.sentence[1])}`;
  const restWords = proseWords(rest);
  if (describedActs(rest, new Set(Object.keys(properties))) || actingPositions(restWords).some((i) => !actingHeadNoun(restWords, i))) return undefined;
  const said = proseWords(sentence);
  if (said.some((word) => REMOTE_SOURCE_WORDS.has(word) || EXPOSURE_WORDS.has(word) || ((SENSITIVE_OBJECTS.has(word) || SENSITIVE_OBJECTS.has(singular(word))) && !handleWords.has(singular(word))))) return undefined;
  if (proseWords(description).some(actedParticiple)) return undefined;
  // The opening verb's objects: up to a preposition or relative word, each joined run's last word its head.
  let end = 1;
  while (end < said.length && !OBJECT_ENDS.has(said[end]!)) end++;
  const conjuncts: string[][] = [[]];
  for (const word of said.slice(1, end)) {
    if (OBJECT_JOINS.has(word)) conjuncts.push([]);
    else conjuncts.at(-1)!.push(word);
  }
  const heads = conjuncts.map((run) => run.at(-1));
  const verb = baseForms(said[0] ?? '').find((form) => form === 'run' || TEXT_MAKERS.has(form));
  const openingAllowed = verb !== undefined && heads.every((head) => head !== undefined && (verb === 'run' ? ANALYSIS_NOUNS : TEXT_PRODUCTS).has(head))
    // Nothing in the object acts but its head noun ("a dry run audit" aside): "Build a command and run it" has "run" opening a conjunct.
    && conjuncts.every((run) => !run.slice(0, -1).some(actingProseWord) && !actingProseWord(run[0] ?? ''));
  if (!openingAllowed && !baseForms(said[0] ?? '').some((form) => LOOKS_OVER.has(form))) return undefined;
  const acting = actingPositions(said).filter((i) => !(i === 0 && openingAllowed) && !actingHeadNoun(said, i));
  if (acting.length > 0) return undefined;
  const objects = words.slice(1).filter((word) => !NAME_FILLERS.has(word) && !READ_NAME_VERBS.has(word));
  return {
    kind: 'reads_known',
    reason: `reads or analyses what the backend's state already holds: "${words.join('_')}" under the server's prefix "${prefix}", taking the locked tools' own ${handles.map((name) => `\`${name}\``).join(', ')} with the same schema and otherwise parameters of no class; its first sentence ("${sentence.trim()}") ${openingAllowed ? (verb === 'run' ? 'runs only an analysis' : 'makes only a text the call returns') : `opens with "${said[0]}", which reads or looks over, and has no verb that acts`}; no capability word anywhere in it, no annotation admitting writes, destruction or the open world; a new read-only tool over the same backend is one reviewers differ on`,
    verb: said[0] ?? '',
    objects: objects.length > 0 ? objects : [...words.slice(1)],
  };
}

/**
 * A read-only tool stating the open world (readOnlyHint true, openWorldHint true, not destructive) on a server that
 * already reaches outside: a locked tool states the open world or reaches the network (a backend's name alone may be a
 * local database: no licence). Its hint then says what the locked tools did, and the reader routes judge it as they
 * judge any reader. Not under a first name word no locked name holds (`crossref_search_authors`, `alertmanager_*` beside
 * `prometheus_*`: another integration's tools), nor where its description sends anything anywhere (a webhook, an upload).
 */
function openWorldReader(words: readonly string[], annotations: JsonObject, description: string, locked: LockedSurface): boolean {
  if (annotations.readOnlyHint !== true || annotations.destructiveHint === true) return false;
  if (!(locked.openWorld === true || locked.categories.has('network_request'))) return false;
  if (SENDS_ELSEWHERE.test(description.slice(0, 20_000)) || /\bwebhooks?\b/i.test(description)) return false;
  return prefixNoLockedNameHolds(words, locked) === undefined;
}

/**
 * Verbs that put what a tool has somewhere else, in any sentence ("The matches are forwarded to the configured webhook",
 * "After searching, it uploads the list"): never a noun of what a reader reads, as `post` and `sync` may be.
 */
// A past participle only before where it goes ("forwarded to", not "the works they published", "the uploaded files").
const SENDS_ELSEWHERE = /\b(?:upload(?:s|ing)?|forward(?:s|ing)?|sends|sending|e-?mail(?:s|ing)|transmit(?:s|ting)?|publish(?:es|ing)?)\b|\b(?:uploaded|forwarded|sent|e-?mailed|transmitted|published)\s+(?:to|into|on(?:to)?|at)\b/i;
/** A place written out: a URL, an IPv4 address, a dotted host name of any top-level domain. */
const PLACE_WRITTEN = /[a-z][a-z0-9+.-]*:\/\/|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?!(?:md|js|mjs|cjs|ts|tsx|jsx|py|json|txt|ya?ml|csv|tsv|html?|xml|sh|toml|ini|cfg|conf|log|j2|set|png|jpe?g|gif|svg|pdf|docx?|xlsx?|zip|gz|tar|lock|env|sql|rb|go|rs|java|kt|c|h|cpp)\b)[a-z]{2,}\b/i;
/** Nouns of a place a tool may read from or send to. */
const PLACE_NOUNS = set('api', 'apis', 'server', 'servers', 'service', 'services', 'endpoint', 'endpoints', 'host', 'hosts', 'site', 'sites', 'website',
  'websites', 'web', 'internet', 'network', 'cloud', 'bucket', 'buckets', 'drive', 'drives', 'storage', 'inbox', 'mailbox', 'account', 'accounts', 'machine',
  'computer', 'disk', 'database', 'databases', 'db', 'repository', 'repo', 'sheet', 'sheets', 'spreadsheet', 'spreadsheets', 'folder', 'folders',
  'directory', 'file', 'files', 'mirror', 'proxy', 'gateway', 'cache', 'clipboard', 'pastebin', 'webhook', 'intranet');
/** Verbs that put what a tool read somewhere (any form: "uploads", "forwarded", "pasting"). */
const SENDING_STEMS = /\b(?:upload(?:s|ed|ing)?|forward(?:s|ed|ing)?|send(?:s|ing)?|sent|post(?:s|ed|ing)?|past(?:e|es|ed|ing)|publish(?:es|ed|ing)?|shar(?:e|es|ed|ing)|sync(?:s|ed|ing)?|mirror(?:s|ed|ing)?|cop(?:y|ies|ied|ying)|export(?:s|ed|ing)?|push(?:es|ed|ing)?|e-?mail(?:s|ed|ing)?|mail(?:s|ed)?|transmit(?:s|ted|ting)?|submit(?:s|ted|ting)?|report(?:s|ed)?\s+to)\b/i;
/**
 * The backend-name route of sameBackendReader ("Retrieve any NMDC entity by its ID." beside locked tools that each name
 * NMDC first): the name stands for the backend only where the rest of the definition names no other place. No URL, address
 * or host name anywhere (code spans and quotes too); every place noun ("API", "server", "bucket", "inbox") right after the
 * backend's name ("NMDC schema API"); no sentence that acts or sends ("Results are also uploaded to ..."); and every
 * parameter the locked tools do not take one that names or shapes (an `_id`, a closed value, a page bound) or a free value
 * whose name and documentation name no place, source or words of the user (saysNoPlace), never one that could say where
 * (`mirror`, `source`) or carry what the user said (`context`).
 */
function sameBackendByName(tool: JsonObject, description: string, name: string, locked: LockedSurface): boolean {
  const text = description.slice(0, 20_000);
  if (PLACE_WRITTEN.test(text) || SENDING_STEMS.test(text)) return false;
  const properties = isJsonObject(tool.inputSchema) && isJsonObject(tool.inputSchema.properties) ? tool.inputSchema.properties : {};
  // Past the first sentence (its verb vetted by saysNoMoreThanTheBackend: "Selects Exasol keywords."), no sentence acts.
  const opening = openingSentence(text);
  if (describedActs(opening === undefined ? text : `${text.slice(0, opening.sentence[0])} ${text.slice(opening.sentence[1])}`, new Set(Object.keys(properties)))) return false;
  const words = [...text.replace(/`[^`]*`/g, ' ').matchAll(/[A-Za-z][A-Za-z0-9]*/g)].map((match) => match[0]);
  const backend = name.toLowerCase();
  for (let i = 0; i < words.length; i++) {
    if (!PLACE_NOUNS.has(words[i]!.toLowerCase())) continue;
    // "NMDC schema API", "the NMDC API": the backend's name within the two words before.
    if (!words.slice(Math.max(0, i - 2), i).some((word) => word.toLowerCase() === backend)) return false;
  }
  return Object.entries(properties).every(([parameter, schema]) => locked.parameters?.has(parameterKey(parameter, schema)) === true
    || IDENTIFIER_HEADS.has(splitWords(parameter).at(-1) ?? '') || shapingValue(schema) || saysNoPlace(parameter, schema, tool.description));
}
/** Words of a parameter that may carry what the user said. */
const USER_CONTENT = /\b(?:user|users|said|says|conversation|chat|history|prompt|prompts|session|context|transcript|messages?)\b/i;
/**
 * A parameter the locked tools do not take that can say nowhere: neither its name nor its documentation names a place or
 * a source (`mirror`, `source`, "host to read from", a URL) or what the user said (`context`: "Everything the user said so
 * far"). `letter` ("selects keywords starting from this letter") filters.
 */
function saysNoPlace(parameter: string, schema: unknown, toolDescription: unknown): boolean {
  const words = splitWords(parameter);
  if (words.some((word) => PLACE_NOUNS.has(word) || SOURCE_SELECTORS.has(word) || USER_CONTENT.test(word))) return false;
  const documentation = `${isJsonObject(schema) && typeof schema.description === 'string' ? schema.description : ''} ${docstringOf(parameter, schema as JsonValue, toolDescription) ?? ''}`.slice(0, 4000);
  // Words as written ("MongoDB-style filters" holds no "db").
  const written = (documentation.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).map((word) => word.toLowerCase());
  return !PLACE_WRITTEN.test(documentation) && !USER_CONTENT.test(documentation) && !written.some((word) => PLACE_NOUNS.has(word) || SOURCE_SELECTORS.has(word));
}

/** Words of a parameter name that only shape what a reader returns: pages, bounds, order, format. */
const RESULT_SHAPING = set('page', 'pages', 'size', 'per', 'limit', 'offset', 'cursor', 'max', 'min', 'count', 'sort', 'order', 'by', 'desc', 'asc',
  'format', 'verbose', 'details', 'number', 'num', 'top', 'skip', 'start', 'results');
/** Words of a parameter name that say it filters what a reader lists: its value matches what is returned. */
const FILTER_NAME_WORDS = set('filter', 'pattern', 'keyword', 'keywords', 'contains', 'prefix', 'match');
/** A filter's documentation that makes it more than a match: a place, a program or code ("or a URL of a remote to list instead"). */
const FILTER_REACHES = /\b(?:urls?|uris?|hosts?|paths?|remotes?|commands?|scripts?|code|shell|endpoints?)\b/i;
/** Whether every branch of a schema (its `anyOf`, or itself) is one of `types` or null, and one at least is not null. */
const onlyOf = (schema: unknown, types: readonly string[]): boolean => {
  const branches = isJsonObject(schema) && Array.isArray(schema.anyOf) ? schema.anyOf : [schema];
  return branches.some((branch) => isJsonObject(branch) && branch.type !== 'null')
    && branches.every((branch) => isJsonObject(branch) && (branch.type === 'null' || types.includes(String(branch.type))));
};
/** A number (or a number or null): it counts, bounds or picks, and names nothing. */
const numeric = (schema: unknown): boolean => onlyOf(schema, ['integer', 'number']);
/** A string (or a string or null). */
const stringValue = (schema: unknown): boolean => onlyOf(schema, ['string']);
/**
 * A value that can only shape: a number or a boolean, or a string closed to listed values. A free string (`format`: "A
 * Python expression evaluated on each child") may carry anything, whatever the name says.
 */
function shapingValue(schema: unknown): boolean {
  const branches = isJsonObject(schema) && Array.isArray(schema.anyOf) ? schema.anyOf : [schema];
  return branches.every((branch) => isJsonObject(branch) && (branch.type === 'integer' || branch.type === 'number' || branch.type === 'boolean' || branch.type === 'null'
    || (branch.type === 'string' && (Array.isArray(branch.enum) || branch.const !== undefined))));
}
/**
 * The new tool's parameters a locked tool takes with the same schema (its documentation aside), when there is at least
 * one and each parameter is one (or, with `inertAllowed`, the others only shape the result).
 */
function lockedInputs(tool: JsonObject, locked: LockedSurface, inertAllowed = false): string[] | undefined {
  const properties = isJsonObject(tool.inputSchema) && isJsonObject(tool.inputSchema.properties) ? tool.inputSchema.properties : {};
  const names = Object.keys(properties);
  if (names.length === 0 || locked.parameters === undefined) return undefined;
  const exact = (name: string, schema: unknown) => locked.parameters!.has(parameterKey(name, schema));
  const bare = (name: string, schema: unknown) => locked.parameters!.has(bareParameterKey(name, schema));
  // Matched with its documentation aside: its own documentation may say more than the locked one
  // ("Any absolute path on the host"), so only a class its name alone carries is the locked one's.
  // A title that spells the name out ("File Paths") says what the name says; any other finding of its documentation
  // ("Any absolute path on the host") may say more than the locked one.
  const documentationAddsNothing = (name: string, schema: unknown) => {
    const untitled = isJsonObject(schema) ? Object.fromEntries(Object.entries(schema).filter(([key]) => key !== 'title')) : schema;
    return assessParameter(name, untitled as JsonObject).findings.every((finding) => finding.evidence === 'name');
  };
  // With `inertAllowed`, a parameter no locked tool takes passes when it only shapes the result (selenium
  // `get_direct_children`'s `page` and `page_size` beside the locked element selectors): every word of its name pages,
  // bounds, sorts or formats, and it carries no class read with the tool's own documentation. A new `query`, `user` or
  // `naturalLanguageQuery` is what the tool does with the backend, never only its shape.
  // A number of any name (`context_lines`, `days`) only counts or bounds; a free string only where its name says it
  // filters what is listed (`filter`: "Filter branches by name pattern").
  const inert = (name: string, schema: unknown) => {
    const nameWords = splitWords(name);
    const own = isJsonObject(schema) && typeof schema.description === 'string' ? schema.description : '';
    // A number or a filter only where its documentation names no place, no act ("the matching branches are deleted")
    // and no one else's data ("another user whose branches to list").
    const saysNothingMore = () => saysNoPlace(name, schema, tool.description) && !FILTER_REACHES.test(own) && !sentenceOpensWithAct(own) && !SENDS_ELSEWHERE.test(own)
      && !proseWords(own).some((word) => actedParticiple(word) && baseForms(word).some((form) => matches(form, DESTRUCTIVE_VERBS)));
    const shapes = (nameWords.every((word) => RESULT_SHAPING.has(word)) && shapingValue(schema))
      || ((numeric(schema) || (nameWords.some((word) => FILTER_NAME_WORDS.has(word)) && nameWords.every((word) => FILTER_NAME_WORDS.has(word) || word === 'name') && stringValue(schema))) && saysNothingMore());
    if (!shapes) return false;
    const documentation = docstringOf(name, schema as JsonValue, tool.description);
    return !assessParameter(name, schema as JsonObject, documentation === undefined ? {} : { documentation }).carries;
  };
  const matched = names.filter((name) => exact(name, properties[name]) || (bare(name, properties[name]) && documentationAddsNothing(name, properties[name])));
  if (matched.length === names.length) return names;
  return inertAllowed && matched.length > 0 && names.every((name) => matched.includes(name) || inert(name, properties[name])) ? matched : undefined;
}

/**
 * One more of a locked family (semiotic's `ConnectedScatterplot` beside `Scatterplot` and nineteen
 * other chart types): the same input schema as locked tools that reach nothing and are named by
 * nouns only (no verb that reads or acts: things, not operations), the same head noun as one of
 * them, and nothing of its own: no verb in its name, no capability word anywhere, no sentence of its
 * description that opens with a verb that acts, no acting word in its first sentence. A verb-named
 * operation beside look-alikes (`freeze-account` beside `subscriptions-pause`) is never one.
 */
function familyOf(tool: JsonObject, words: readonly string[], description: string, evidence: number, locked: LockedSurface): NewToolEffect | undefined {
  // No input at all: nothing in the call can point it anywhere else (a `query` may reach a new backend).
  if (evidence > 0 || words.some((word) => READ_NAME_VERBS.has(word)) || !takesNothing(tool.inputSchema)) return undefined;
  const nounNamed = (name: string) => !splitWords(name).some((word) => READ_NAME_VERBS.has(word) || actingNameWord(word));
  const family = (locked.inertFamilies?.get(canonicalize(tool.inputSchema ?? null) ?? '') ?? []).filter(nounNamed);
  if (family.length < MIN_FAMILY) return undefined;
  const head = singular(words[words.length - 1]!);
  const sibling = family.find((name) => singular(splitWords(name).at(-1) ?? '') === head);
  if (sibling === undefined) return undefined;
  if (description.split(SENTENCE_BREAK).some((sentence) => actingProseWord(splitWords(sentence)[0] ?? ''))) return undefined;
  const opening = openingSentence(description);
  if (opening !== undefined && actingInProse(splitWords(description.slice(opening.sentence[0], opening.sentence[1])))) return undefined;
  if (opensWithVerb(description)) return undefined;
  // Past the opening: a participle that acts ("is then published", "also posted to the team channel")
  // or a word that shows it elsewhere ("on the public gallery, reachable by anyone with the link").
  const rest = opening === undefined ? [] : splitWords(description.slice(opening.sentence[1]));
  if (rest.some(actedParticiple) || splitWords(description).some((word) => EXPOSURE_WORDS.has(word) || REMOTE_SOURCE_WORDS.has(word))) return undefined;
  return {
    kind: 'same_family',
    reason: `one more of a locked family: the same input schema as ${family.length} locked tools named by nouns that reach nothing (${family.slice(0, 3).join(', ')}${family.length > 3 ? ', ...' : ''}), the same head noun "${head}" as ${sibling}; no verb in its name, no sentence opening with a verb that acts, no capability word anywhere in it`,
    family: [sibling, ...family.filter((name) => name !== sibling).slice(0, 2)],
  };
}

/** A participle or gerund of an acting verb: "published", "posted", "shared", "uploading". */
const actedParticiple = (word: string): boolean =>
  word.length > 4 && /(?:ed|ing)$/.test(word) && [word.replace(/ed$/, ''), word.replace(/d$/, ''), word.replace(/ing$/, ''), word.replace(/ing$/, 'e')].some((stem) => stem.length > 1 && actingNameWord(stem));
/** A string parameter not closed to listed values (no enum or const in any branch). */
function freeString(schema: unknown): boolean {
  if (!isJsonObject(schema)) return true;
  const branches = [schema, ...(['anyOf', 'oneOf'] as const).flatMap((key) => (Array.isArray(schema[key]) ? schema[key] : []))].filter(isJsonObject);
  const strings = branches.filter((node) => node.type === 'string' || (Array.isArray(node.type) && node.type.includes('string')));
  return strings.length > 0 && strings.some((node) => !Array.isArray(node.enum) && !Object.hasOwn(node, 'const'));
}
/** An input schema that declares no property at all. */
/** What a server says about itself: its version, its health, its build, whether it answers. */
const SELF_REPORTS = set('version', 'versions', 'health', 'healthcheck', 'healthz', 'ping', 'status', 'info', 'information', 'about', 'uptime', 'build', 'alive', 'liveness', 'readiness',
  // The server's own license and edition ("Display current license information and status for the GitHub MCP Server").
  'license', 'licence', 'edition', 'tier');
/** Words of a description naming the server itself ("the TickTick MCP server version", "this server's health"). */
// "Get comprehensive server information": the server's own information right after the verb (or opening the
// text), no product between them; "Get Jenkins server information" is the backend's.
const NAMES_ITSELF =
  /(?:\b(?:mcp\s+server|this\s+server|the\s+server(?:'s)?|server\s+(?:version|health)|mcp\s+version)|(?:^|\b(?:get|gets|return|returns|show|shows|report|reports|display|displays|retrieve|retrieves)\s+)(?:(?:comprehensive|basic|general|current|detailed|full)\s+)?server\s+(?:info|information|status|details))\b/i;
/** Name words of a check that the server answers: a verb of checking, not a capability (`health_check`). */
const CHECK_WORDS = set('check', 'checks');
/**
 * What a self-report may not carry: the server's configuration, connections, secrets or environment; the host it
 * runs on (host name, addresses, users, disks, processes); or an act on the server (restart, install,
 * update, shut down). A tool that says so reports or does more than what the server is.
 */
const MORE_THAN_SELF = /\b(?:config(?:uration)?s?|connections?|connectivity|settings|secrets?|tokens?|passwords?|credentials?|api[\s_-]?keys?|keys|environment|env|variables|host(?:\s*name)?s?|hostnames?|ip|ips|addresses|machine|os|operating\s+system|users?|accounts?|disks?|memory|processe?s?|files?|directory|directories|paths?|logs?|restart\w*|reboot\w*|install\w*|update[sd]?|updating|upgrade[sd]?|upgrading|download\w*|shut\w*|kill\w*|stop\w*|reload\w*|reset\w*|clears?|deletes?|removes?)\b/i;

/** A participle after a form of "be" ("has been updated", "is installed"): a state, not an act. */
const PASSIVE_STATE = /\b(?:(?:has|have|had)\s+been|was|were|is|are)\s+(?:\w+ly\s+)?\w+ed\b/gi;

/**
 * `ticktick_version`, "Get the TickTick MCP server version.": a tool that takes nothing and returns
 * what the server says about itself (its version, its health). Its name is a word the locked tools'
 * names share (the server's prefix), an optional read or check verb, and a self-report word; its
 * description names the server itself and says nothing more than that report (no configuration, host,
 * secret or act on the server); nothing in it carries a capability but the name's own `ping` (a ping of
 * the server itself reaches nothing else). It reaches no backend and changes nothing.
 */
function reportsSelf(tool: JsonObject, words: readonly string[], description: string, evidence: readonly RiskEvidence[], locked: LockedSurface): NewToolEffect | undefined {
  // The name's `ping` and the description's "uptime" are the report itself.
  const pingOnly = evidence.every((item) => item.where !== 'input schema' && item.words.every((word) => SELF_REPORTS.has(word) || word === 'pong'));
  // "checking if the server has been updated": a state the report tells, not an act on the server.
  const acts = description.replace(PASSIVE_STATE, ' ');
  if (!pingOnly || !takesNothing(tool.inputSchema) || !NAMES_ITSELF.test(description) || MORE_THAN_SELF.test(acts)) return undefined;
  const report = words.find((word) => SELF_REPORTS.has(word));
  if (report === undefined) return undefined;
  const rest = words.filter((word, i) => !SELF_REPORTS.has(word) && !NAME_FILLERS.has(word) && word !== 'server' && word !== 'mcp' && !(actingNameWord(word) && SELF_REPORTS.has(words[i + 1] ?? '')));
  if (!rest.every((word) => READ_NAME_VERBS.has(word) || CHECK_WORDS.has(word) || locked.nameWords.has(word))) return undefined;
  return {
    kind: 'reports_self',
    reason: `reports on the server itself: "${report}" in its name, a description naming the server ("${NAMES_ITSELF.exec(description)![0]}") and nothing more of it, no input, no capability anywhere in it`,
  };
}

/**
 * Words placing the listed tools in this server: "available tools", "List all available Home Assistant MCP tools",
 * "the Falcon tools available on this server", "this server's tools", "tool definitions", "the Zscaler MCP tool
 * registry", "usage information for a specific tool". Not "workspace tools" or "the tools in your account": those are
 * objects of a backend.
 */
const OWN_TOOLS = /\b(?:(?:available|enabled|registered|mcp)\s+(?:[\w-]+\s+){0,3}?tools\b|(?:usage|help|documentation|docs|schemas?)\s+(?:information\s+|info\s+|details\s+)?(?:for|of|on|about)\s+(?:(?:a|an|one|the|each|any)\s+)?(?:(?:specific|given|named|single|particular)\s+)?(?:mcp\s+)?tool\b|tools\s+(?:(?:currently|that\s+are)\s+)?(?:available|enabled|registered|exposed)\s+(?:on|in|from|by)\s+this\s+(?:mcp\s+)?server|this\s+(?:mcp\s+)?server['’]s\s+(?:own\s+)?tools|tool\s+(?:definitions|registry|catalog(?:ue)?|inventory|schemas))\b/gi;

/**
 * homeassistant's `discover_tools` ("List all available Home Assistant MCP tools"), falcon's `falcon_list_enabled_tools`,
 * fastmcp's `search_tools` ("Search for tools using natural language. Returns matching tool definitions"): a catalog of
 * the server's own tools reaches nothing but what the server already lists. Only a reader: a verb that calls what it
 * finds (`call_tool`) acts, and was returned as acting before this. Its other sentences may name the tools to call next
 * (other tools' identifiers); nothing else of it may name the server's configuration, secrets or host, or act on them.
 */
function listsOwnTools(tool: JsonObject, words: readonly string[], description: string, evidence: readonly RiskEvidence[], locked: LockedSurface): NewToolEffect | undefined {
  const toolsAt = words.findIndex((word) => word === 'tools' || word === 'tool');
  const verb = words.find((word) => CATALOG_VERBS.has(word));
  if (toolsAt < 0 || verb === undefined) return undefined;
  if (!words.every((word, i) => i === toolsAt || word === verb || OWN_TOOL_QUALIFIERS.has(word) || NAME_FILLERS.has(word) || locked.nameWords.has(singular(word)))) return undefined;
  const first = sentenceAt(description, 0, 0);
  const opening = description.slice(first[0], first[1]);
  const openingWords = splitWords(opening);
  // "Search for tools using natural language", "Lists the Falcon tools available on this server".
  if (!baseForms(openingWords[0] ?? '').some((form) => CATALOG_VERBS.has(form)) || !openingWords.some((word) => word === 'tools' || word === 'tool')) return undefined;
  if (openingWords.slice(1).some((word) => actingProseWord(word))) return undefined;
  // Between "available" and "tools" only the server's own name ("available Home Assistant MCP tools"): capitalised words
  // or MCP. "available workspace tools" are a backend's.
  const own = [...description.matchAll(OWN_TOOLS)].find((found) => {
    const between = /^(?:available|enabled|registered|mcp)\s+(.*)\s+tools$/i.exec(found[0]);
    return between === null || between[1]!.split(/\s+/).every((word) => /^[A-Z]/.test(word) || word.toLowerCase() === 'mcp');
  });
  if (own === undefined) return undefined;
  if (evidence.some((item) => item.strong)) return undefined;
  const annotations = isJsonObject(tool.annotations) ? tool.annotations : {};
  if (annotations.readOnlyHint === false || annotations.destructiveHint === true || annotations.openWorldHint === true) return undefined;
  if (parametersCarry(tool.inputSchema, tool.description)) return undefined;
  // A free-form object of arguments is what a dispatcher forwards, not a search.
  const properties = isJsonObject(tool.inputSchema) && isJsonObject(tool.inputSchema.properties) ? Object.values(tool.inputSchema.properties) : [];
  if (properties.some((property) => isJsonObject(property) && (property.type === 'object' || property.additionalProperties !== undefined || Array.isArray(property.anyOf) && property.anyOf.some((branch) => isJsonObject(branch) && branch.type === 'object')))) return undefined;
  // Tools somewhere else: a workspace or account of a backend, a public registry, upstream servers, a host or a name no
  // locked tool holds ("in the public Smithery registry", "published on smithery.ai").
  // The server's own name where the text places the tools in it ("available Home Assistant MCP tools"), and the protocol's
  // ("MCP context parameter"), name no source.
  const unplaced = `${description.slice(0, own.index)} ${description.slice(own.index! + own[0].length)}`.replace(/\bMCP\b/g, ' ');
  if (TOOLS_ELSEWHERE.test(description) || description.search(HOST_NAME) >= 0 || newNames(unplaced, locked).length > 0) return undefined;
  // The live server's tool names ("then call_tool(name=...) to execute it") and code spans are pointers to the next call;
  // every other word counts, hyphenated ones too ("api-keys", "auto-installed").
  const live = new Set(locked.liveNames ?? []);
  const rest = description.replace(/`[^`]*`/g, ' ').replace(/[\w.-]+(?:\([^)]*\))?/g, (token) => (live.has(token.replace(/\(.*$/, '')) ? '\u0000' : token));
  if (MORE_THAN_SELF.test(rest.replace(PASSIVE_STATE, ' '))) return undefined;
  // No sentence past the first that acts ("Then executes the best matching tool", "The search text is also posted to our
  // analytics service"), but one naming the live tool it points to ("then call_tool(...) to execute it").
  // A reaching verb in any form: "Runs", "executes", "is also posted", "sent" (baseForms reads the -s forms, this the past
  // and the -ing ones).
  const reaches = (word: string) => word === 'sent'
    || [...baseForms(word), word.replace(/ed$/, ''), word.replace(/d$/, ''), word.replace(/ing$/, '')].some((form) => REACHING_VERBS.has(form));
  const acting = (sentence: string) => !sentence.includes('\u0000') && splitWords(sentence).some((word) => actingProseWord(word) || reaches(word));
  // A passive reach acts too ("is posted to our analytics service"): no state is excused here.
  if (rest.split(SENTENCE_BREAK).slice(1).some(acting)) return undefined;
  return {
    kind: 'lists_own_tools',
    reason: `lists or searches the server's own tools: "${verb}" over "${words[toolsAt]}" in its name, "${own[0]}" in its description, no verb that acts, no parameter of any class, no capability evidence that stands on its own, no annotation admitting writes or the open world`,
    sentence: sentenceAt(description, own.index!, own.index! + own[0].length),
    match: [own.index!, own.index! + own[0].length],
  };
}

/**
 * "Does NOT call Label Studio", "never contacts the API", "makes no network calls", "runs entirely offline": the
 * description denies any reach of the tool. A denial with an exception in its sentence ("does not call the API
 * unless ...") denies nothing.
 */
const NO_REACH = /\b(?:(?:does|do|will)\s+not|doesn['’]t|don['’]t|won['’]t|never)\s+(?:call(?:s|ing)?|contact(?:s|ing)?|connect(?:s|ing)?\s+to|reach(?:es|ing)?|access(?:es|ing)?\s+the\s+(?:network|internet)|make\s+(?:any\s+)?(?:network|api|http|external)\s+(?:calls?|requests?))\b|\bmakes?\s+no\s+(?:network|api|http|external|outbound|remote)\s+(?:calls?|requests?)\b|\b(?:runs?|works?)\s+(?:entirely\s+|fully\s+|purely\s+|completely\s+)?offline\b/i;
const REACH_EXCEPTION = /\b(?:unless|except|otherwise|only\s+if|until|but)\b/i;
/** Identifiers of other tools and options ("create_label_studio_project_tool", "update-config"): names, not what this tool does. */
const IDENTIFIER = /[\w.]+(?:[_-][\w.]+)+|`[^`\n]*`/g;

/**
 * [start, end) of the sentence holding [from, to): between the sentence ends around it (a stop, ! or ? before a
 * space, or a blank line), trimmed. A single line break is a docstring's wrap, not an end: "Does NOT call X\n
 * unless ..." is one sentence.
 */
function sentenceAt(text: string, from: number, to: number): [number, number] {
  let start = 0;
  let end = text.length;
  for (const stop of text.matchAll(/[.!?](?=\s)|\n[ \t]*\r?\n/g)) {
    if (stop.index < from) start = stop.index + stop[0].length;
    else if (stop.index >= to) {
      end = stop.index + (stop[0].startsWith('\n') ? 0 : 1);
      break;
    }
  }
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return [start, end];
}

/**
 * label-studio's `generate_label_studio_label_config_tool` ("Generate a valid Label Studio XML labeling configuration
 * from a high-level spec. Does NOT call Label Studio — it builds and locally validates the XML"): a tool that makes a
 * value and says it reaches nothing. Like the hints readOnlyHint and openWorldHint false, it is the server's claim;
 * it counts only where nothing else of the definition contradicts it: no capability word anywhere, no parameter of
 * any class, no verb that acts in the name but a maker verb, no verb anywhere in the description that writes, destroys
 * or reaches past the tool (the denial and other tools' identifiers aside), no exception in the denial's sentence, no hint admitting writes, destruction or the open world.
 */
function statesNoReach(tool: JsonObject, words: readonly string[], description: string): NewToolEffect | undefined {
  const found = NO_REACH.exec(description);
  if (found === null) return undefined;
  const sentence = sentenceAt(description, found.index, found.index + found[0].length);
  if (REACH_EXCEPTION.test(description.slice(sentence[0], sentence[1]))) return undefined;
  // A tool that makes a value: a maker verb in its name, and no other verb that acts.
  if (!words.some((word) => MAKER_VERBS.has(word)) || words.some((word) => actingNameWord(word) && !MAKER_VERBS.has(word))) return undefined;
  const annotations = isJsonObject(tool.annotations) ? tool.annotations : {};
  if (annotations.readOnlyHint === false || annotations.destructiveHint === true || annotations.openWorldHint === true) return undefined;
  // Anywhere in the text, not only opening a sentence ("It then overwrites the config of every project"), the denial itself
  // and other tools' identifiers aside: a verb that writes, destroys or reaches contradicts it.
  const rest = `${description.slice(0, found.index)} ${description.slice(found.index + found[0].length)}`.replace(IDENTIFIER, ' ');
  if (splitWords(rest).some((word) => baseForms(word).some((form) => !MAKER_VERBS.has(form)
    && (matches(form, WRITE_VERBS) || matches(form, DESTRUCTIVE_VERBS) || REACHING_VERBS.has(form))))) return undefined;
  if (parametersCarry(tool.inputSchema, tool.description)) return undefined;
  if (assessToolRiskDetailed(tool).evidence.length > 0) return undefined;
  return {
    kind: 'states_no_reach',
    reason: `makes a value and says it reaches nothing: "${found[0]}" in its description, no verb that acts in its name but one that makes a value, no parameter of any class, no capability word anywhere, no annotation admitting writes or the open world`,
    sentence,
    match: [found.index, found.index + found[0].length],
  };
}

/**
 * "It will not obtain new information or make any changes to the repository, but just log the thought": a
 * sentence denying both that the tool reaches anything and that it changes anything (a scratchpad `think`).
 */
const NO_EFFECT = /\b(?:will\s+not|won['’]t|does\s+not|doesn['’]t|never|cannot|can['’]t)\s+(?:obtain|fetch|retrieve|access|get|gather|look\s+up)\s+(?:any\s+)?(?:new\s+)?(?:information|data)\b[^.;]{0,40}?\b(?:or|nor)\s+(?:make\s+any\s+changes?|change\s+(?:anything|the\s+\w+)|modify\s+(?:anything|the\s+\w+))\b/i;

/**
 * A tool whose description denies both reaching and changing anything (the "think" scratchpad: "It will
 * not obtain new information or make any changes ..., but just log the thought"), with no verb that acts
 * in its name, no parameter of any class, no capability evidence that stands on its own and no annotation
 * admitting writes, destruction or the open world: it records what the model writes, nothing else.
 */
function statesNoEffect(tool: JsonObject, words: readonly string[], description: string): NewToolEffect | undefined {
  const found = NO_EFFECT.exec(description);
  if (found === null || words.some(actingNameWord)) return undefined;
  if (parametersCarry(tool.inputSchema, tool.description)) return undefined;
  if (assessToolRiskDetailed(tool).evidence.some((item) => item.strong)) return undefined;
  return {
    kind: 'converts',
    reason: `states that it reaches and changes nothing: "${found[0]}" in its description, no verb that acts in its name, no parameter of any class, no capability evidence of its own`,
    match: [found.index, found.index + found[0].length],
  };
}

/** Verbs that end a connection or subscription by what they mean. */
const SESSION_ENDING = set('disconnect', 'unsubscribe', 'detach');
/** Words marking what is ended as an operation still in flight. */
const IN_FLIGHT = set('active', 'pending', 'running', 'ongoing', 'inprogress', 'progress', 'background', 'current');
/** Words that make an end reach every operation, anyone's: "stop all running tasks". */
const BULK_WORDS = set('all', 'every', 'each', 'bulk', 'batch', 'everything', 'any');
/**
 * "removes only the stored PAT", "deletes the saved token": the credential a connection was made with, forgotten on
 * disconnect. The credential ends the clause: "deletes the stored key-value store of every repository" is no credential.
 */
const FORGETS_CREDENTIAL = /\b(?:remov|delet|clear|eras|wip)\w*\s+(?:only\s+)?(?:the\s+|your\s+|its\s+)?(?:locally\s+)?(?:stored|saved|cached|local)\s+(?:github\s+|api\s+|access\s+|auth\s+)?(?:pat|token|tokens|credentials?|session|api\s+key|key|login)\b(?=\s*(?:$|[.,;:)]|\band\b|\bso\b|\bfrom\s+(?:this|the)\s+(?:machine|computer|client|keychain|config(?:uration)?)\b))/gi;
/** Words of destruction a tool that only ends something never needs. */
const DESTROYS = /\b(?:delet|remov|destroy|purg|kill|terminat|wip|eras|drop|shut\s*down|uninstall|revok)\w*/i;

/**
 * `stop_search` ("Stop an active search."), `ssh_disconnect` ("Disconnect from an SSH server"), `cancel_publish`
 * ("Cancel a pending publish request."): a verb that ends or withdraws something in flight (active, pending,
 * running) or a connection (disconnect), over objects another tool of the server names (what the server's tools start or hold: `start_search`, `ssh_execute`, `request_publish`), a first
 * sentence opening with such a verb and holding no other that acts, no word of destruction anywhere (delete,
 * kill, terminate, uninstall...), no parameter of any class, capability evidence only of the objects' own words,
 * no annotation admitting destruction or the open world. It ends the agent's own operation or session: nothing
 * is reached or destroyed that the other tools did not start.
 */
function endsOwn(tool: JsonObject, words: readonly string[], locked: LockedSurface): NewToolEffect | undefined {
  const verb = words.find((word) => ENDING_VERBS.has(word));
  if (verb === undefined || locked.liveNames === undefined) return undefined;
  const name = String(tool.name);
  // The other tools' names, each as its singular words.
  const siblings = locked.liveNames.filter((each) => each !== name).map((each) => splitWords(each).map(singular));
  const others = new Set([...siblings.flat(), ...locked.nameWords]);
  const objects = words.filter((word) => word !== verb && !NAME_FILLERS.has(word));
  const objectForms = objects.map(singular);
  if (objects.length === 0 || !objectForms.every((word) => others.has(word))) return undefined;
  // What is stopped or cancelled is what a tool of the server starts for the agent (`start_search`, `request_publish`),
  // not a backend operation anyone may have started (Terraform Cloud's `cancelRun` beside `createRun`).
  const started = siblings.some((other) => other.some((word) => START_VERBS.has(word)) && other.some((word) => objectForms.includes(word)));
  if (!SESSION_ENDING.has(verb) && !started) return undefined;
  const description = typeof tool.description === 'string' ? tool.description : '';
  const opening = openingSentence(description);
  if (opening === undefined || !baseForms(opening.verb).some((form) => ENDING_VERBS.has(form))) return undefined;
  const sentenceWords = splitWords(description.slice(opening.sentence[0], opening.sentence[1]));
  // What is ended is in flight ("an active search", "a pending publish request") or a connection by the verb itself
  // (disconnect): not a stored object a tool would close or end for good ("Close an issue").
  if (!SESSION_ENDING.has(verb) && !sentenceWords.some((word) => IN_FLIGHT.has(word))) return undefined;
  // "Stop all running tasks for a template": everything running, not one operation the agent started.
  if ([...words, ...sentenceWords].some((word) => BULK_WORDS.has(word))) return undefined;
  // The object ended may itself be an act ("Cancel a pending publish request"): only other acts count.
  if (sentenceWords.some((word, i) => i > 0 && actingProseWord(word) && !objects.includes(word) && !baseForms(word).some((form) => ENDING_VERBS.has(form)))) return undefined;
  // Identifiers of other tools ("Similar to force_terminate") name them, not what this one does.
  // A disconnect that "removes only the stored PAT" forgets the credential the connection used: that is what ending the
  // connection is, not a destruction of anything the backend holds.
  const forgotten = SESSION_ENDING.has(verb) ? description.replace(FORGETS_CREDENTIAL, ' ') : description;
  if (DESTROYS.test(forgotten.replace(/\b\w+(?:_\w+)+\b/g, ' '))) return undefined;
  const annotations = isJsonObject(tool.annotations) ? tool.annotations : {};
  if (annotations.destructiveHint === true || annotations.openWorldHint === true) return undefined;
  if (parametersCarry(tool.inputSchema, tool.description)) return undefined;
  const own = new Set(objects);
  if (!assessToolRiskDetailed(tool).evidence.every((item) => !item.strong || item.words.every((word) => own.has(word) || ENDING_VERBS.has(word)))) return undefined;
  return {
    kind: 'session',
    reason: `ends what the server's own tools start or hold: "${verb}" over ${objects.map((word) => `"${word}"`).join(', ')}, named by another tool of the server; a description opening "${description.slice(opening.sentence[0], opening.sentence[1]).trim()}", no word of destruction, no parameter of any class, no capability of its own`,
    sentence: opening.sentence,
    match: opening.match,
  };
}

/** Words of a name for what a no-input tool returns about the server's own use or the clock. */
const EXPLAINED_WORDS = set('instructions', 'instruction', 'usage', 'guide', 'help', 'docs', 'manual', 'time', 'date', 'datetime', 'now', 'today', 'clock',
  'timestamp', 'timezone', 'tz', 'temporal', 'context', 'current', 'system', 'local', 'info', 'how', 'use', 'to');
/** "Get detailed DBLP usage instructions", "Get current date and temporal context": what the first sentence says it returns. */
/** What a clock says, named as what the tool returns: "current date and time", "accurate system timestamp", "current timezone configuration". */
const CLOCK_READ = String.raw`(?:the\s+)?current\s+time\s*zone(?:\s+(?:configuration|settings?|info(?:rmation)?))?|(?:the\s+)?current\s+(?:date|time|datetime|timestamp)(?:\s+and\s+(?:time|date))?|today['’]s\s+date|(?:accurate\s+|current\s+)?(?:system|local|server)\s+(?:time|date|datetime|timestamp|clock)`;
const CLOCK_MATCH = new RegExp(`^(?:${CLOCK_READ})$`, 'i');
const EXPLAINS = new RegExp(String.raw`\b(?:usage\s+(?:instructions|guide|guidelines|notes)|instructions\s+(?:for|on)\s+(?:using|how\s+to\s+use)|how\s+to\s+use\s+(?:this|the)\s+(?:server|tools?)|${CLOCK_READ})\b`, 'i');

/**
 * A tool that only waits (`wait_milliseconds`: "Wait for a specified number of milliseconds."): a waiting verb in its name
 * beside time units only, a first sentence opening with a waiting verb, parameters only numbers named by a unit of time,
 * nothing else of its definition acting or reaching. A pause reaches nothing.
 */
function waitsOnly(tool: JsonObject, words: readonly string[], description: string): NewToolEffect | undefined {
  const verb = words.find((word) => WAIT_VERBS.has(word));
  if (verb === undefined || !words.every((word) => WAIT_VERBS.has(word) || TIME_UNITS.has(word) || NAME_FILLERS.has(word))) return undefined;
  const properties = isJsonObject(tool.inputSchema) && isJsonObject(tool.inputSchema.properties) ? tool.inputSchema.properties : {};
  const numeric = (schema: JsonValue | undefined) => (isJsonObject(schema) && Array.isArray(schema.anyOf) ? schema.anyOf : [schema])
    .every((branch) => isJsonObject(branch) && (branch.type === 'integer' || branch.type === 'number' || branch.type === 'null'));
  if (!Object.entries(properties).every(([name, schema]) => numeric(schema) && splitWords(name).every((word) => TIME_UNITS.has(word)))) return undefined;
  const annotations = isJsonObject(tool.annotations) ? tool.annotations : {};
  if (annotations.destructiveHint === true || annotations.openWorldHint === true) return undefined;
  const opening = openingSentence(description);
  // The waiting verb itself (and "after waiting") is the pause; any other verb that acts is more.
  const rest = description.replace(/\b(?:wait|sleep|pause|delay)(?:s|ed|ing)?\b/gi, 'then');
  // "Wait for a specified number of milliseconds": the verb's only complement is a time; "Pause the running deployment",
  // "Sleep the host computer" put something into that state.
  const openingText = description.slice(opening?.sentence[0] ?? 0, opening?.sentence[1] ?? 0);
  if (opening === undefined || !WAIT_VERBS.has(opening.verb) || !FOR_A_TIME.test(openingText) || describedActs(rest, new Set(Object.keys(properties))) || actingInProse(proseWords(rest))) return undefined;
  // Parameters only as declared: no extra ones of a schema (`additionalProperties: {type: string}`), no union of inputs.
  const input = isJsonObject(tool.inputSchema) ? tool.inputSchema : {};
  if (isJsonObject(input.additionalProperties) || ['anyOf', 'oneOf', 'allOf', 'patternProperties'].some((key) => Object.hasOwn(input, key))) return undefined;
  if (assessToolRiskDetailed(tool).evidence.length > 0) return undefined;
  return {
    kind: 'waits',
    reason: `only waits: "${verb}" in its name, a first sentence opening with "${description.slice(opening.match[0], opening.match[1])}", parameters only numbers in units of time, no sentence that acts, no capability evidence`,
    sentence: opening.sentence,
    match: opening.match,
  };
}

/**
 * A new tool with no input that only returns the server's own usage guide or what the clock says
 * (mcp-dblp get_instructions "Get detailed DBLP usage instructions", vuln-nist get_temporal_context
 * "Get current date and temporal context", reversecore get_system_time "Get accurate system timestamp
 * from the server", get_timezone_info): nothing reached, nothing written, no value taken.
 */
function explainsItself(tool: JsonObject, words: readonly string[], description: string, locked: LockedSurface): NewToolEffect | undefined {
  if (!takesNothing(tool.inputSchema) || words.some(actingNameWord)) return undefined;
  if (!words.every((word) => READ_NAME_VERBS.has(word) || EXPLAINED_WORDS.has(word) || NAME_FILLERS.has(word) || locked.nameWords.has(word))) return undefined;
  if (!words.some((word) => EXPLAINED_WORDS.has(word))) return undefined;
  const opening = openingSentence(description);
  if (opening === undefined || !READ_NAME_VERBS.has(opening.verb.toLowerCase().replace(/s$/, ''))) return undefined;
  const sentence = description.slice(opening.sentence[0], opening.sentence[1]);
  const found = EXPLAINS.exec(sentence);
  const sentenceWords = splitWords(sentence);
  // "the current time of the MCP Server": the server itself is no place elsewhere; and what any
  // server's clock says ("system timestamp from the server") is the time, nothing to reach or act with.
  const clock = found !== null && CLOCK_MATCH.test(found[0]);
  const placed = sentence.replace(OWN_SERVER, ' ');
  const elsewhere = splitWords(clock ? placed.replace(THE_SERVER, ' ') : placed).some((each) => REMOTE_SOURCE_WORDS.has(each));
  if (found === null || actingInProse(sentenceWords.slice(1)) || elsewhere) return undefined;
  // Nothing sensitive beside what it returns: "the system time and the environment variables of the host" is more than the clock.
  const rest = splitWords(sentence.slice(0, found.index) + ' ' + sentence.slice(found.index + found[0].length));
  if (rest.some((word) => SENSITIVE_OBJECTS.has(word))) return undefined;
  if (assessToolRiskDetailed(tool).evidence.some((item) => item.strong)) return undefined;
  const at = opening.sentence[0] + found.index;
  return {
    kind: 'explains_itself',
    reason: `returns the server's own usage guide or what the clock says: "${found[0]}" in its first sentence, no input, no capability in its name, annotations or sentence`,
    sentence: opening.sentence,
    match: [at, at + found[0].length],
  };
}

/** "from the server", "of the server": for a clock, the machine whose time it is ("a time server at pool.ntp.org" is another place). */
const THE_SERVER = /\b(?:from|of|on)\s+the\s+server\b/gi;
/** The server the tool belongs to, named as such ("the MCP Server", "this server"). */
const OWN_SERVER = /\bmcp\s+server\b|\bthis\s+(?:mcp\s+)?server\b/gi;

const takesNothing = (schema: unknown): boolean => !isJsonObject(schema) || !isJsonObject(schema.properties) || Object.keys(schema.properties).length === 0;

/** Words that follow a verb and never a noun of a name: "Pause a rollout", "Get the status". */
const DETERMINERS = set('a', 'an', 'the', 'all', 'any', 'each', 'every', 'this', 'that', 'these', 'those', 'its', 'their', 'your', 'my', 'one', 'some');
/**
 * Whether a description opens with a verb: a word any vocabulary knows as one (reading, acting,
 * computing), or any word followed by a determiner ("Pause a rollout", "Resume the job"), which
 * only a verb takes. A noun phrase ("Scatterplot where points are connected") does not.
 */
function opensWithVerb(description: string): boolean {
  const words = splitWords(description.slice(0, 200));
  const first = words[0];
  if (first === undefined) return false;
  if (READ_NAME_VERBS.has(first) || actingProseWord(first) || baseForms(first).some((form) => COMPUTE_VERBS.has(form) || CONVERT_VERBS.has(form))) return true;
  return DETERMINERS.has(words[1] ?? '');
}

/**
 * The description's first sentence when it opens with a computation verb (in any person:
 * "Calculates", "Calculate", "Simplifies") and no word of it acts ("Calculates the total and
 * submits the order" acts).
 */
function computationOpening(description: string): { sentence: [number, number]; match: [number, number] } | undefined {
  const opening = openingSentence(description);
  if (opening === undefined || !baseForms(opening.verb).some((form) => COMPUTE_VERBS.has(form))) return undefined;
  const words = splitWords(description.slice(opening.sentence[0], opening.sentence[1]));
  if (actingInProse(words) || words.some((each) => REMOTE_SOURCE_WORDS.has(each))) return undefined;
  return { sentence: opening.sentence, match: opening.match };
}

/**
 * A conversion between forms of a value given in the call (it-tools' `convert_hex_to_rgb`: "Convert HEX
 * color to RGB"; `decode_url`: "URL decode text"): a name of one of FORM_VERBS and value forms only, a
 * description whose first sentence opens with one of FORM_VERBS (after form words: "URL decode text")
 * and holds no verb that acts, no word placing the work elsewhere and no stored source; every
 * capability its words or parameters bring is carried by a form the name converts (the SQL a
 * formatter formats, the URL a decoder decodes); no parameter that names a stored object by id.
 * Terse descriptions say no more than that, so the name and the opening sentence must both say it.
 */
function formConversion(tool: JsonObject, words: readonly string[], description: string, verbs: ReadonlySet<string> = FORM_VERBS): NewToolEffect | undefined {
  const verb = words.find((word) => verbs.has(word));
  if (verb === undefined || !words.every((word) => word === verb || VALUE_FORMS.has(word) || FORM_JOINERS.has(word))) return undefined;
  const forms = new Set(words.filter((word) => VALUE_FORMS.has(word)));
  const opening = openingSentence(description);
  if (opening === undefined) return undefined;
  const sentenceWords = splitWords(description.slice(opening.sentence[0], opening.sentence[1]));
  const verbAt = sentenceWords.findIndex((word) => !VALUE_FORMS.has(word));
  if (verbAt === -1 || verbAt > 2 || !baseForms(sentenceWords[verbAt]!).some((each) => verbs.has(each))) return undefined;
  // The opening verb is the name's own (a builder's "Build ..."); any other verb that acts is not.
  // Words as written, not split at capitals: "ServiceNow" names the product whose notation is built, not a service reached.
  const written = (description.slice(opening.sentence[0], opening.sentence[1]).match(/[A-Za-z]+/g) ?? []).map((word) => word.toLowerCase());
  if (actingInProse(sentenceWords.filter((_, i) => i !== verbAt)) || written.some((word) => REMOTE_SOURCE_WORDS.has(word) || EXPOSURE_WORDS.has(word)) || STORED_SOURCE.test(description)) return undefined;
  const properties = isJsonObject(tool.inputSchema) && isJsonObject(tool.inputSchema.properties) ? tool.inputSchema.properties : {};
  for (const [parameter, definition] of Object.entries(properties)) {
    const parameterWords = splitWords(parameter);
    const head = parameterWords.at(-1) ?? '';
    if (isActionSelector(head) || (STORED_OBJECT_IDS.has(head) && !forms.has(head))) return undefined;
    const documentation = docstringOf(parameter, definition, tool.description);
    const assessed = assessParameter(parameter, definition, { ...(documentation !== undefined && { documentation }) });
    if (!assessed.findings.every((finding) => finding.tokens.every((token) => forms.has(singular(token)) || forms.has(token)))) return undefined;
  }
  const evidence = assessToolRiskDetailed(tool).evidence;
  if (!evidence.every((item) => item.words.every((word) => forms.has(word) || forms.has(singular(word))))) return undefined;
  const found: [number, number] = [opening.sentence[0], opening.sentence[1]];
  return {
    kind: 'converts',
    reason: `converts a value given in the call: its name is "${verb}" over forms of a value (${[...forms].map((form) => `"${form}"`).join(', ')}), its description opens "${description.slice(found[0], found[1]).trim()}", no verb that acts, no other capability in its name, parameters, formats, annotations or sentences`,
    match: found,
  };
}
/** Heads of what a parameter documented as the given value holds: "Ansible inventory content", "Regular expression pattern". */
const GIVEN_HEADS = 'content|contents|text|string|snippet|pattern|regex|regexp|payload';
/** Words that end the words before a given value's operation: a place or source phrase ("Path to the file to parse"). */
const NOT_LEADING = '(?:to|of|from|in|at|on|under|for|with|into|by|where|which|that)\\b';
/**
 * A parameter's own description naming it as the value the tool works on: "<a few words> to <verb>"
 * ("Text to analyze", "JWT token to decode", "Docker run commands to convert") or a head of given content
 * ("Ansible inventory content (INI or YAML format)"). The verb, or '' for a content head; undefined if neither.
 */
const OPERATED_VALUE = new RegExp(`^\\s*(?:(?:the|a|an)\\s+)?(?:(?!${NOT_LEADING})[\\w/.-]+\\s+){0,4}?to\\s+(?:be\\s+)?([a-z]+)(?:/[a-z]+)?\\b`, 'i');
const GIVEN_CONTENT = new RegExp(`^\\s*(?:(?:the|a|an)\\s+)?(?:(?!${NOT_LEADING})[\\w/.-]+\\s+){0,4}?(?:${GIVEN_HEADS})\\b`, 'i');
function givenValue(description: string): string | undefined {
  const operated = OPERATED_VALUE.exec(description);
  const verb = operated === null ? undefined : baseForms(operated[1]!.toLowerCase()).find((form) => VALUE_OPERATION_VERBS.has(form));
  if (verb !== undefined) return verb;
  return GIVEN_CONTENT.test(description) ? '' : undefined;
}
/** Verbs that work on a value's spelling alone: a URL given to one of them is a string, never fetched. */
const STRING_FORM_VERBS = set('decode', 'encode', 'escape', 'unescape', 'fang', 'defang', 'normalize', 'hash', 'slugify');
/** Classes a value given to a conversion may carry: the SQL a formatter formats, the URL or token a decoder decodes. */
const CONVERTED_VALUE_CLASSES = set('network_target', 'credential', 'execute_command', 'query_language');

/**
 * A tool that works only on values given in the call (it-tools' `test_regex`, `decode_jwt`,
 * `analyze_text_stats`, `validate_docker_compose`): a name verb that converts, checks, tests or analyses
 * (FORM_VERBS, CHECK_VERBS, analyze, test) and no verb that acts or reads; at least one parameter documented as
 * that value ("Text to analyze", "Docker Compose file content to validate") and every other parameter of
 * no class, naming no stored object; a class on the given value only for a conversion (a form verb: the
 * URL a decoder decodes, the commands a converter rewrites), never a file or directory; the description's
 * first sentence with no verb that acts, no word placing the work elsewhere or showing it to others, no
 * stored source; no sentence that runs, applies or deploys but with the given values' own words ("docker
 * run commands"); and every capability word of its text one of the given values' own words.
 */
function givenValueOperation(tool: JsonObject, words: readonly string[], description: string): NewToolEffect | undefined {
  const verb = words.find((word) => VALUE_OPERATION_VERBS.has(word));
  if (verb === undefined || words.some((word) => READ_NAME_VERBS.has(word))) return undefined;
  const properties = isJsonObject(tool.inputSchema) && isJsonObject(tool.inputSchema.properties) ? tool.inputSchema.properties : {};
  const givenWords = new Set<string>();
  const given: string[] = [];
  for (const [parameter, definition] of Object.entries(properties)) {
    const head = splitWords(parameter).at(-1) ?? '';
    if (isActionSelector(head) && !closedEnum(definition)) return undefined;
    // A Python tool documents its parameters in the docstring's Args ("identifier: The identifier to validate").
    const own = isJsonObject(definition) && typeof definition.description === 'string' ? definition.description : docstringOf(parameter, definition, tool.description) ?? '';
    const operation = givenValue(own);
    // "List of CrowdSec collections to install alongside the scenario": a parameter's own text may say the tool acts
    // (a closed enum's values are read by assessParameter: a destructive or executing value carries a class).
    if (!closedEnum(definition) && actingInProse(splitWords(own))) return undefined;
    const assessed = assessParameter(parameter, definition);
    if (operation === undefined) {
      if (assessed.carries || STORED_OBJECT_IDS.has(head) || NAMED_OBJECTS.has(head)) return undefined;
      continue;
    }
    if (STORED_OBJECT_IDS.has(head) && head !== 'url' && head !== 'uri') return undefined;
    const classes = new Set(assessed.findings.map((finding) => finding.class));
    if (classes.size > 0 && !(FORM_VERBS.has(operation) && [...classes].every((each) => CONVERTED_VALUE_CLASSES.has(each)))) return undefined;
    // A URL "to parse" or "to convert" may be fetched first; one "to decode" or "to defang" is worked on as a string.
    if (classes.has('network_target') && !STRING_FORM_VERBS.has(operation)) return undefined;
    for (const word of [...splitWords(parameter), ...splitWords(own)]) givenWords.add(singular(word)).add(word);
    given.push(parameter);
  }
  if (given.length === 0) return undefined;
  const opening = openingSentence(description);
  if (opening === undefined) return undefined;
  const sentenceWords = splitWords(description.slice(opening.sentence[0], opening.sentence[1]));
  const ownWord = (word: string): boolean => givenWords.has(word) || givenWords.has(singular(word));
  // The given value's own words ("SafeLink URL", "docker run commands") say what it is, not what the tool does.
  const otherWords = sentenceWords.filter((word) => !ownWord(word));
  if (actingInProse(otherWords) || otherWords.some((word) => REMOTE_SOURCE_WORDS.has(word) || EXPOSURE_WORDS.has(word)) || STORED_SOURCE.test(description)) return undefined;
  if (description.split(SENTENCE_BREAK).some((sentence) => { const runs = RUNS_STATED.exec(sentence); return runs !== null && !ownWord(runs[0].toLowerCase()); })) return undefined;
  if (!assessToolRiskDetailed(tool).evidence.every((item) => item.words.every(ownWord))) return undefined;
  return {
    kind: 'converts',
    reason: `works only on values given in the call: "${verb}" in its name, ${given.map((each) => `\`${each}\``).join(', ')} documented as the value it works on, no other parameter of any class or naming a stored object; no verb that acts, no capability word but the given values' own`,
    match: opening.sentence,
  };
}
/** An enum closed to a few values (`operation: defang | refang`): picks among listed operations, none open. */
const closedEnum = (definition: unknown): boolean => isJsonObject(definition) && Array.isArray(definition.enum) && definition.enum.length > 0;
/** Parameter heads that name an object the backend keeps, not a value given. */
const NAMED_OBJECTS = set('name', 'names', 'slug', 'owner', 'repo', 'repository', 'project', 'account', 'user');
/** Name heads of a parameter that names a stored object rather than carrying the value converted. */
const STORED_OBJECT_IDS: ReadonlySet<string> = new Set(['id', 'ids', 'uuid', 'key', 'ref', 'handle', 'path', 'file', 'url', 'uri']);

/**
 * A checker of a value given in the call (`dsql_lint`: "Validate SQL for Aurora DSQL compatibility
 * and optionally auto-fix issues."): a check word in its name and as its description's opening
 * verb, the only classes its parameters carry are the language of the value checked (the SQL or
 * code it lints, read, not run), and nothing states that it runs what it is given.
 */
function checkerOf(tool: JsonObject, words: readonly string[], description: string): NewToolEffect | undefined {
  const checkWord = words.find((word) => CHECK_VERBS.has(word));
  if (checkWord === undefined) return undefined;
  const opening = openingSentence(description);
  if (opening === undefined || !baseForms(opening.verb).some((form) => CHECK_VERBS.has(form))) return undefined;
  const openingWords = splitWords(description.slice(opening.sentence[0], opening.sentence[1]));
  if (actingInProse(openingWords) || openingWords.some((word) => REMOTE_SOURCE_WORDS.has(word))) return undefined;
  const properties = isJsonObject(tool.inputSchema) && isJsonObject(tool.inputSchema.properties) ? tool.inputSchema.properties : {};
  const values: string[] = [];
  for (const [parameter, definition] of Object.entries(properties)) {
    const documentation = docstringOf(parameter, definition, tool.description);
    const assessed = assessParameter(parameter, definition, { ...(documentation !== undefined && { documentation }) });
    if (!assessed.carries) continue;
    if (!assessed.findings.every((finding) => CHECKED_VALUE_CLASSES.has(finding.class))) return undefined;
    values.push(`${parameter}: ${[...new Set(assessed.findings.map((finding) => finding.class))].join(', ')}`);
  }
  if (values.length === 0) return undefined;
  if (!assessToolRiskDetailed(tool).evidence.every((item) => !item.strong || CHECKED_VALUE_CATEGORIES.has(item.category))) return undefined;
  const runs = description.split(SENTENCE_BREAK).find((sentence) => !LEADING_CONDITION.test(sentence.trim()) && RUNS_STATED.test(sentence));
  if (runs !== undefined) return undefined;
  return {
    kind: 'checks',
    reason: `checks a value given in the call: "${checkWord}" in its name, its description opens with "${description.slice(opening.match[0], opening.match[1])}", its parameters carry only the value checked (${values.join('; ')}); no sentence says it runs, applies or deploys what it is given, no capability beyond what the value's words bring`,
    sentence: opening.sentence,
    match: opening.match,
  };
}

/**
 * A tool that changes only the client's own session with the backend the locked tools already
 * reach (chrome-devtools `emulate`: "Emulates various features on the selected page."; a viewport
 * resize; `kubectl_reconnect`: "Reconnect to the Kubernetes API server by recreating all API
 * clients."). Its change to the environment is the session's, so readOnlyHint false is expected;
 * destruction or the open world is not, and neither is any parameter of a class (a file, a URL, a
 * command) or capability the locked tools did not have.
 */
function sessionChange(tool: JsonObject, words: readonly string[], annotations: JsonObject, locked: LockedSurface): NewToolEffect | undefined {
  const verb = words.find((word) => SESSION_VERBS.has(word));
  if (verb === undefined) return undefined;
  if (annotations.destructiveHint === true || annotations.openWorldHint === true) return undefined;
  const others = words.filter((word) => word !== verb && !NAME_FILLERS.has(word));
  if (!others.every((word) => locked.nameWords.has(singular(word)))) return undefined;
  if (others.length === 0 && !locked.nameWords.has(verb)) return undefined;
  const description = typeof tool.description === 'string' ? tool.description : '';
  const opening = openingSentence(description);
  if (opening === undefined || !baseForms(opening.verb).some((form) => SESSION_VERBS.has(form))) return undefined;
  // Every sentence: none opens with a verb that acts ("Resizes the window. Deletes the cache.").
  if (description.split(SENTENCE_BREAK).some((sentence) => actingProseWord(splitWords(sentence)[0] ?? ''))) return undefined;
  if (actingInProse(splitWords(description.slice(opening.sentence[0], opening.sentence[1])))) return undefined;
  if (parametersCarry(tool.inputSchema, tool.description)) return undefined;
  if (!assessToolRiskDetailed(tool).evidence.every((item) => !item.strong || locked.categories.has(item.category))) return undefined;
  return {
    kind: 'session',
    reason: `changes only the client's own session: "${verb}" in its name over what the locked tools name, its description opens with "${description.slice(opening.match[0], opening.match[1])}"; no verb that acts, no parameter of a capability class, no capability the locked tools did not have`,
    sentence: opening.sentence,
    match: opening.match,
  };
}

/**
 * The read verb a name of nouns only takes from its description's first word (`quality_gates`: "List available
 * quality gates" -> "list"); none when the name holds a verb of any kind.
 */
function describedReadVerb(words: readonly string[], description: string): string | undefined {
  if (words.some((word) => READ_NAME_VERBS.has(word) || CHECK_VERBS.has(word) || actingNameWord(word))) return undefined;
  const opening = openingSentence(description);
  if (opening === undefined || describedActs(description)) return undefined;
  return baseForms(opening.verb).find((form) => READ_NAME_VERBS.has(form));
}

/**
 * Whether any sentence of a description opens with a verb that acts (an argument's docstring entry aside), or any prose word is a participle of one
 * ("Optional base name for created intersection objects"): a name may hold a verb the vocabulary lacks (`intersect`).
 */
/** Whether a sentence of the description opens with a verb that acts ("Deletes watches that have not run for a month."). */
// Under a label line of its own ("Examples::" of a docstring), the lines of code and its comments ("# Call with
// references", "validate_index(data=...)") are not what the tool does; any other line there still is.
const withoutExampleCode = (description: string): string => {
  const at = /^[ \t]*Examples?:{1,2}[ \t]*$/m.exec(description);
  if (at === null) return description;
  const rest = description.slice(at.index).split('\n').filter((line) => !/^\s*(?:#|>>>|\$\s)|[(=]/.test(line));
  return `${description.slice(0, at.index)}\n${rest.join('\n')}`;
};
const sentenceOpensWithAct = (description: string, parameters: ReadonlySet<string> = new Set()): boolean =>
  withoutExampleCode(description).split(SENTENCE_BREAK).some((sentence) => {
    const labelled = ARGUMENT_ENTRY.exec(sentence);
    if (labelled !== null && parameters.has(labelled[1]!)) return false;
    // "Note: Deletes every child": the sentence after a label opens with its verb.
    return actingProseWord(splitWords(sentence)[0] ?? '') || (labelled !== null && actingProseWord(splitWords(sentence.slice(labelled[0].length))[0] ?? ''));
  }) || CHINESE_ACTING.test(description);
/** Whether the description states an act: a sentence opening with one, or a participle of one ("files are deleted"). */
const describedActs = (description: string, parameters: ReadonlySet<string> = new Set()): boolean =>
  sentenceOpensWithAct(description, parameters) || proseWords(description).some(actedParticiple);
/**
 * A docstring's entry for an argument ("text: Text content of the element", "labels (List[str]): ..."): it opens with the
 * name of one of the tool's parameters, not a verb. After any other label ("Note: Deletes every child") the sentence's
 * own first word is read too.
 */
const ARGUMENT_ENTRY = /^\s*([A-Za-z_][\w.]*)\s*(?:\([^)\n]{0,60}\))?\s*:\s/;

/** The description's first sentence and its opening word, lower-cased as `verb`. */
function openingSentence(description: string): { sentence: [number, number]; match: [number, number]; verb: string } | undefined {
  const start = description.search(/\S/);
  if (start < 0) return undefined;
  const rest = description.slice(start);
  const cut = rest.search(/(?<=[.!?])\s|\n|(?<=[。！？])/);
  const end = start + (cut < 0 ? rest.length : cut);
  const opening = /^[A-Za-z]+/.exec(description.slice(start, end));
  if (opening !== null) return { sentence: [start, end], match: [start, start + opening[0].length], verb: opening[0].toLowerCase() };
  // A sentence in Chinese ("根据股票代码获取股票基本信息", by the code, get the basics): its first verb, in English.
  const verb = CHINESE_VERB.exec(description.slice(start, end));
  if (verb === null) return undefined;
  return { sentence: [start, end], match: [start + verb.index, start + verb.index + verb[0].length], verb: CHINESE_VERBS[verb[0]]! };
}
/**
 * Verbs of Chinese descriptions (Chinese servers document their tools in Chinese), with the English verb each is read as:
 * the readers' and the common acts'. Any acting one anywhere in a description acts (describedActs), as an English
 * sentence opening with one does.
 */
const CHINESE_VERBS: Readonly<Record<string, string>> = {
  获取: 'get', 查询: 'query', 查找: 'find', 列出: 'list', 搜索: 'search', 检索: 'retrieve', 查看: 'view', 读取: 'read',
  创建: 'create', 新建: 'create', 删除: 'delete', 移除: 'remove', 更新: 'update', 修改: 'modify', 编辑: 'edit', 执行: 'execute', 运行: 'run',
  发送: 'send', 写入: 'write', 保存: 'save', 上传: 'upload', 下载: 'download', 重启: 'restart', 停止: 'stop', 启动: 'start', 设置: 'set',
  安装: 'install', 卸载: 'uninstall', 发布: 'publish', 转账: 'transfer', 支付: 'pay', 下单: 'submit', 买入: 'buy',
  卖出: 'sell', 撤销: 'cancel', 取消: 'cancel', 授权: 'grant', 部署: 'deploy', 清空: 'clear', 重置: 'reset', 导入: 'import', 导出: 'export', 复制: 'copy', 移动: 'move',
  推送: 'push', 购买: 'buy', 卖掉: 'sell', 转发: 'forward', 通知: 'notify', 清除: 'clear', 覆盖: 'overwrite', 写: 'write', 分享: 'share', 邮件: 'mail',
  // Traditional forms.
  獲取: 'get', 查詢: 'query', 搜尋: 'search', 檢索: 'retrieve', 讀取: 'read', 刪除: 'delete', 創建: 'create', 執行: 'execute',
  發送: 'send', 寫入: 'write', 上傳: 'upload', 下載: 'download', 設置: 'set', 設定: 'set', 轉發: 'forward', 購買: 'buy', 賣出: 'sell',
};
const CHINESE_VERB = new RegExp(Object.keys(CHINESE_VERBS).join('|'));
const CHINESE_ACTING = new RegExp(Object.entries(CHINESE_VERBS).filter(([, verb]) => !READ_NAME_VERBS.has(verb)).map(([word]) => word).join('|'));

/**
 * Whether any root parameter falls in a capability class (src/risk/parameters.ts), or selects the
 * action with any string (zabbix action_prepare `action`: "Zabbix API method to execute"): a tool
 * that does whatever its caller names grows nothing only if the names are listed.
 */
function parametersCarry(schema: unknown, description: unknown, lockedParameters?: ReadonlySet<string>, sharedSelectors?: ReadonlySet<string>, context?: ToolContext): boolean {
  if (!isJsonObject(schema) || !isJsonObject(schema.properties)) return false;
  for (const [parameter, definition] of Object.entries(schema.properties)) {
    const key = parameterKey(parameter, definition);
    if (lockedParameters?.has(key) === true) continue;
    // The selector word is the name's head (`action`, `api_method`), not a qualifier (`taskIntent`).
    // ...unless documented as what the tool looks for (`verb`: "Action verb to search for"): a search term, no action taken.
    if (isActionSelector(splitWords(parameter).at(-1) ?? '') && freeString(definition) && !SEARCHED_FOR.test(isJsonObject(definition) && typeof definition.description === 'string' ? definition.description : '')) return true;
    const documentation = docstringOf(parameter, definition, description);
    const assessed = assessParameter(parameter, definition, { ...(documentation !== undefined && { documentation }), ...(context !== undefined && { tool: context }) });
    // A backend selector the locked tools take with the same schema (zabbix `server`: "Target Zabbix
    // server. Available: production.") picks among the backends they already reach.
    if (assessed.carries && sharedSelectors?.has(key) === true && assessed.findings.every(selectsBackend)) continue;
    if (assessed.carries) return true;
  }
  return false;
}

/** A finding that only says the parameter selects the backend a tool acts on (`cluster`, `server`). */
const selectsBackend = (finding: { class: string; why: string }): boolean => finding.class === 'network_target' && finding.why.includes('selecting the backend');

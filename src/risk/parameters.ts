/**
 * What one input parameter lets a tool do: whether it carries capability (a command, a path, a
 * URL or recipient, a query language, a permission, a dangerous flag, a write mode) or only
 * shapes what the tool returns (filter, sort, page, format, select, limit). Deterministic and
 * explainable: each finding names the word and where it was seen. Used to decide how severe a
 * new or widened input is (src/diff/inputSeverity.ts).
 *
 * Evidence: the words of the parameter's name (snake/camel/kebab split), of its description and
 * title (prose: negated words and URLs do not count), its string `format`, the names of
 * properties nested in it, and for enum values the action they name.
 */
import { isJsonObject, type JsonValue } from '../json.js';
import { collectSchemaFacts } from './schema.js';
import { DESTRUCTIVE_VERBS, NETWORK_FORMATS, WRITE_VERBS, matches } from './vocabulary.js';
import { splitWords, wordRuns } from './words.js';

/** A kind of capability a parameter can carry, with the words that reveal it. */
interface CapabilityWords {
  capability: string;
  /** Count in the parameter's name (and nested property names). */
  inName: ReadonlySet<string>;
  /** Count in its description/title too: only words that cannot be incidental there. */
  inText: ReadonlySet<string>;
}

const set = (...words: string[]): ReadonlySet<string> => new Set(words);

const CAPABILITIES: readonly CapabilityWords[] = [
  {
    capability: 'execute_command',
    inName: set('command', 'commands', 'cmd', 'cmdline', 'code', 'script', 'scripts', 'shell', 'bash', 'sh', 'powershell', 'exec', 'eval',
      'program', 'argv', 'snippet', 'interpreter', 'executable', 'expression'),
    inText: set('command', 'commands', 'shell', 'script', 'scripts', 'bash', 'powershell', 'exec', 'eval', 'executable', 'interpreter'),
  },
  {
    capability: 'file_access',
    inName: set('path', 'paths', 'file', 'files', 'filename', 'filenames', 'filepath', 'filepaths', 'directory', 'directories', 'dir', 'dirs',
      'folder', 'folders', 'cwd', 'workdir', 'mount', 'destination', 'dest', 'outfile', 'outdir'),
    inText: set('path', 'paths', 'filepath', 'filename', 'directory', 'folder'),
  },
  {
    capability: 'network_target',
    inName: set('url', 'urls', 'uri', 'uris', 'href', 'host', 'hosts', 'hostname', 'domain', 'domains', 'endpoint', 'endpoints', 'webhook',
      'webhooks', 'callback', 'proxy', 'port', 'ip', 'recipient', 'recipients', 'to', 'cc', 'bcc', 'email', 'emails', 'phone', 'dsn', 'redirect'),
    inText: set('url', 'urls', 'uri', 'endpoint', 'webhook', 'hostname', 'recipient', 'recipients'),
  },
  {
    capability: 'query_language',
    inName: set('sql', 'cypher', 'graphql', 'gql', 'sparql', 'jql', 'cql', 'kql', 'promql', 'logql', 'xpath', 'jsonpath', 'jmespath', 'jq', 'statement'),
    inText: set('sql', 'cypher', 'graphql', 'sparql', 'jql', 'kql', 'promql', 'logql', 'xpath', 'jsonpath', 'jmespath'),
  },
  {
    capability: 'permission',
    inName: set('permission', 'permissions', 'scope', 'scopes', 'role', 'roles', 'privilege', 'privileges', 'grant', 'grants', 'acl', 'acls',
      'access', 'admin', 'sudo'),
    inText: set('permission', 'permissions', 'privilege', 'privileges', 'acl'),
  },
  {
    capability: 'unsafe_flag',
    inName: set('raw', 'unsafe', 'force', 'insecure', 'dangerous', 'dangerously', 'bypass', 'elevated', 'unrestricted', 'privileged', 'unsandboxed', 'trust', 'trusted'),
    inText: set('unsafe', 'insecure', 'bypass', 'bypasses', 'unsandboxed'),
  },
];

/** "country code", "status code": `code` that names a code list, not code to run. */
const CODE_QUALIFIERS = set('country', 'language', 'lang', 'status', 'error', 'zip', 'postal', 'currency', 'http', 'response', 'region',
  'locale', 'color', 'colour', 'promo', 'exit', 'iso', 'airport', 'area', 'product', 'auth', 'verification', 'otp', 'discount', 'coupon');
/** Verbs/words after `skip`/`no`/`disable`/`ignore` that turn a flag into a safety switch. */
const CHECKS = set('verify', 'verification', 'validation', 'validate', 'check', 'checks', 'ssl', 'tls', 'cert', 'certs', 'certificate', 'certificates', 'sandbox', 'confirm', 'confirmation', 'auth', 'hooks', 'safety', 'approval');
/**
 * A parameter that asks for what the user said (`user_prompt`, `chat_history`, `conversation`):
 * a channel for conversation content to leave with the call, whatever the tool does with it.
 */
const CONVERSATION = set('conversation', 'conversations', 'transcript', 'history', 'chat');
const USER_WORDS = set('prompt', 'prompts', 'message', 'messages', 'input', 'request', 'query', 'question');
const RECIPIENT_HINTS = set('send', 'email', 'address', 'addresses', 'phone', 'recipient', 'mail');
const SWITCHES = set('skip', 'no', 'disable', 'ignore', 'without');
/** A parameter with one of these names selects what the tool does: any new value is a new action. */
const ACTION_SELECTORS = set('action', 'actions', 'operation', 'operations', 'op', 'method', 'verb', 'mode', 'task', 'command', 'cmd');
/**
 * Words of enum values that name an action beyond reading. Not quantifiers (`all`, `any`, `*`):
 * "all" on a count or a limit names no action, and on a scope or permission parameter the
 * parameter's own name already carries the capability (CAPABILITIES above).
 */
const ACTION_WORDS = set('exec', 'execute', 'run', 'eval', 'shell', 'admin', 'sudo', 'root', 'grant', 'revoke', 'kill', 'send', 'post', 'publish',
  'upload', 'push', 'deploy', 'install', 'uninstall', 'transfer', 'pay', 'approve', 'merge', 'invite', 'share', 'impersonate');
/** Names of parameters that shape the result, for the reason of a warning. */
const RESULT_SHAPERS = set('limit', 'max', 'min', 'count', 'offset', 'page', 'cursor', 'per', 'size', 'sort', 'order', 'by', 'filter', 'filters',
  'fields', 'field', 'select', 'include', 'exclude', 'format', 'since', 'until', 'start', 'end', 'date', 'from', 'after', 'before', 'verbose',
  'language', 'lang', 'locale', 'timezone', 'tz', 'query', 'q', 'search', 'term', 'keyword', 'keywords', 'top', 'k', 'detail', 'details', 'output');

export interface ParameterAssessment {
  /** True when the parameter carries capability. */
  carries: boolean;
  /** True when it asks for conversation content: a data flow even when the parameter is required. */
  dataFlow?: boolean;
  /** `execute_command (word "command" in name)`, ... or, when it carries none, what it looked like. */
  reasons: string[];
}

const MAX_TEXT = 2000;
/** At most this many nested property names are read. */
const MAX_NESTED = 50;
const URL_PATTERN = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;

export interface AssessOptions {
  /**
   * Nested property names to read: all (a new parameter), none (a parameter that existed: its
   * nested names were already accepted), or all but these (a new union branch).
   */
  nested?: 'all' | 'none' | ReadonlySet<string>;
}

/** The capability a parameter named `name` with this schema carries. */
export function assessParameter(name: string, schema: JsonValue | undefined, options: AssessOptions = {}): ParameterAssessment {
  const found = new Map<string, Set<string>>();
  const add = (capability: string, why: string) => {
    let whys = found.get(capability);
    if (!whys) found.set(capability, (whys = new Set()));
    whys.add(why);
  };
  const nested = options.nested ?? 'all';
  // One walk of the schema for both its nested names (as nestedNames gives them) and its formats.
  const facts = collectSchemaFacts(schema);
  const inside = nested === 'none' ? [] : facts.propertyNames.slice(0, MAX_NESTED).filter((each) => nested === 'all' || !nested.has(each));
  const names = [name, ...inside];
  names.forEach((each, index) => {
    const where = index === 0 ? 'name' : `nested property "${each}"`;
    const words = splitWords(each);
    words.forEach((word, i) => {
      for (const { capability, inName } of CAPABILITIES) {
        if (!inName.has(word)) continue;
        if (word === 'code' && i > 0 && CODE_QUALIFIERS.has(words[i - 1]!)) continue;
        // `to` is a recipient only on its own or beside one (`to`, `send_to`), not in `date_to`.
        if (word === 'to' && words.length > 1 && !words.some((other) => RECIPIENT_HINTS.has(other))) continue;
        add(capability, `word "${word}" in ${where}`);
      }
      if (i === 0 && (word === 'allow' || word === 'allowed')) add('unsafe_flag', `"${word}" flag in ${where}`);
      if (CONVERSATION.has(word) || (word === 'user' && words.slice(i + 1).some((next) => USER_WORDS.has(next)))) {
        add('conversation_content', `"${each}" in ${where}`);
      }
      if (SWITCHES.has(word) && words.slice(i + 1).some((next) => CHECKS.has(next))) add('unsafe_flag', `"${words.slice(i).join('_')}" in ${where}`);
      if (matches(word, WRITE_VERBS) || matches(word, DESTRUCTIVE_VERBS)) add('write_mode', `word "${word}" in ${where}`);
    });
  });
  if (isJsonObject(schema)) {
    for (const key of ['description', 'title'] as const) {
      const text = schema[key];
      if (typeof text !== 'string') continue;
      for (const run of wordRuns(text.slice(0, MAX_TEXT).replace(URL_PATTERN, ' '), true)) {
        run.words.forEach((word, i) => {
          if (run.negated[i]) return;
          for (const { capability, inText } of CAPABILITIES) if (inText.has(word)) add(capability, `word "${word}" in ${key}`);
        });
      }
    }
  }
  const formats = facts.formats.filter(({ property }) => nested !== 'none' || property === '(root)');
  for (const { format } of formats) {
    if (NETWORK_FORMATS.has(format.toLowerCase())) add('network_target', `format "${format}"`);
  }
  if (found.size > 0) {
    return {
      carries: true,
      ...(found.has('conversation_content') && { dataFlow: true }),
      reasons: [...found].map(([capability, whys]) => `${capability} (${[...whys].slice(0, 3).join(', ')})`),
    };
  }
  const shaping = splitWords(name).filter((word) => RESULT_SHAPERS.has(word));
  return {
    carries: false,
    reasons: [shaping.length > 0 ? `shapes the result (word "${shaping[0]}" in name)` : 'no capability word in its name, description or format'],
  };
}

/** True when `name` selects an action (`action`, `operation`, `mode`...), so each value is one. */
export function isActionSelector(name: string): boolean {
  return splitWords(name).some((word) => ACTION_SELECTORS.has(word));
}

/** Enum values that name an action beyond reading ("delete", "exec", "admin"), with the word. */
export function actionValues(values: readonly JsonValue[]): string[] {
  const named: string[] = [];
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const words = splitWords(value);
    const word = words.find((w) => ACTION_WORDS.has(w) || matches(w, WRITE_VERBS) || matches(w, DESTRUCTIVE_VERBS));
    if (word !== undefined) named.push(`"${value}" (word "${word}")`);
  }
  return named;
}

/** Property names nested in a parameter's schema (an object parameter's own options). */
export function nestedNames(schema: JsonValue | undefined): string[] {
  return isJsonObject(schema) ? collectSchemaFacts(schema).propertyNames.slice(0, MAX_NESTED) : [];
}

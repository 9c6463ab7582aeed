import type { CapabilityCategory } from './types.js';

/**
 * The words that reveal a capability. Whole words unless listed as a stem; stems are word
 * prefixes, kept for verbs with many forms (delete/deleted/deletes/deletion).
 *
 * Decisions (see docs in index.ts):
 * - "exec" is a whole word for execute_command, but "execute" alone is not: it needs an object
 *   ("execute a shell command", "run the script"), so "execute_query" is database_access only.
 * - "terminal" is execute_command; "term" is nothing ("search term").
 * - "memory", "system", "process" and "root" are too common in benign prose to count alone.
 */
export interface WordSet {
  words: ReadonlySet<string>;
  stems?: readonly string[];
}

export interface CategoryRule {
  category: CapabilityCategory;
  /** Counts in the name, titles, description and input property names. */
  anywhere: WordSet;
  /** Counts only as (a word of) an input property name, e.g. a property called `command`. */
  inProperty?: ReadonlySet<string>;
  /** A verb followed within PAIR_WINDOW words by an object: "run ... command". */
  pairs?: { verbs: ReadonlySet<string>; objects: ReadonlySet<string> };
}

/** How many words may sit between the verb and the object of a pair ("run a shell command"). */
export const PAIR_WINDOW = 3;

const set = (...words: string[]): ReadonlySet<string> => new Set(words);

const RUN_VERBS = set('run', 'runs', 'running', 'execute', 'executes', 'executing', 'exec', 'invoke', 'invokes', 'launch', 'launches', 'spawn', 'spawns', 'evaluate', 'evaluates');

export const CATEGORY_RULES: readonly CategoryRule[] = [
  {
    category: 'execute_command',
    anywhere: {
      words: set('shell', 'bash', 'zsh', 'sh', 'powershell', 'pwsh', 'cmd', 'terminal', 'subprocess', 'exec', 'eval', 'popen', 'execsync', 'sudo'),
    },
    inProperty: set('command', 'commands', 'script', 'argv'),
    pairs: {
      verbs: RUN_VERBS,
      objects: set('command', 'commands', 'script', 'scripts', 'code', 'program', 'programs', 'binary', 'binaries', 'executable', 'executables', 'process', 'processes', 'cli'),
    },
  },
  {
    category: 'admin_operation',
    anywhere: {
      words: set('admin', 'admins', 'administrator', 'administrators', 'administrative', 'sudo', 'superuser', 'chmod', 'chown', 'chgrp', 'useradd', 'userdel', 'usermod', 'passwd', 'iam', 'reboot', 'shutdown', 'kill', 'systemctl', 'firewall', 'iptables', 'impersonate'),
      stems: ['privileg'],
    },
    pairs: {
      verbs: set('create', 'creates', 'delete', 'deletes', 'add', 'adds', 'remove', 'removes', 'disable', 'disables', 'enable', 'enables', 'manage', 'manages', 'modify', 'modifies', 'grant', 'grants', 'revoke', 'revokes', 'suspend', 'suspends', 'ban', 'bans'),
      objects: set('user', 'users', 'account', 'accounts', 'role', 'roles', 'permission', 'permissions', 'access', 'member', 'members'),
    },
  },
  {
    category: 'database_access',
    anywhere: {
      words: set('database', 'databases', 'db', 'dbs', 'sql', 'sqlite', 'postgres', 'postgresql', 'psql', 'mysql', 'mariadb', 'mongodb', 'mongo', 'redis', 'dynamodb', 'bigquery', 'snowflake', 'cassandra', 'clickhouse', 'oracle'),
    },
    inProperty: set('table', 'tables'),
    pairs: { verbs: RUN_VERBS, objects: set('query', 'queries', 'statement', 'statements') },
  },
  {
    category: 'network_request',
    anywhere: {
      // "api" alone is a topic in prose ("API usage", "libraries and APIs"); it counts as a property
      // name or as the object of a call ("calls the Exa API").
      words: set('http', 'https', 'url', 'urls', 'website', 'websites', 'webpage', 'webpages', 'web', 'internet', 'online', 'endpoint', 'endpoints', 'curl', 'wget', 'scrape', 'scrapes', 'scraping', 'scraper', 'browser', 'email', 'emails', 'smtp', 'socket', 'sockets', 'tcp', 'udp', 'dns', 'ping', 'proxy', 'ssh', 'sftp', 'ftp'),
      stems: ['download', 'upload', 'fetch', 'webhook', 'crawl'],
    },
    inProperty: set('uri', 'uris', 'host', 'hostname', 'domain', 'ip', 'api'),
    pairs: {
      verbs: set('call', 'calls', 'calling', 'request', 'requests', 'query', 'queries', 'querying', 'using', 'uses', 'via', 'through'),
      objects: set('api', 'apis'),
    },
  },
  {
    category: 'system_info',
    anywhere: {
      // Not `kernel` alone: a convolution kernel or a kernel version to filter by reads nothing of the host;
      // "kernel version", "kernel information" (the pairs below) do.
      words: set('env', 'environment', 'printenv', 'getenv', 'hostname', 'uname', 'sysinfo', 'cpu', 'cpus', 'uptime', 'pid', 'pids', 'whoami', 'processes'),
    },
    pairs: { verbs: set('system', 'os', 'machine', 'hardware', 'kernel'), objects: set('info', 'information', 'details', 'stats', 'statistics', 'status', 'version') },
  },
  {
    category: 'user_interaction',
    anywhere: { words: set('dialog', 'dialogue', 'popup'), stems: ['elicit'] },
    pairs: {
      verbs: set('ask', 'asks', 'prompt', 'prompts', 'notify', 'notifies', 'alert', 'alerts', 'confirm', 'confirms', 'message'),
      objects: set('user', 'users', 'human', 'humans'),
    },
  },
];

/**
 * Files are inferred from a noun ("file", "directory", a `path` property) and the verbs around it:
 * a write verb makes write_file, a read verb (or no write verb at all) makes read_file.
 */
export const FILE_NOUNS: WordSet = {
  words: set('file', 'files', 'filename', 'filenames', 'filepath', 'filepaths', 'filesystem', 'filesystems', 'directory', 'directories', 'dir', 'dirs', 'folder', 'folders', 'fs'),
};
export const FILE_PROPERTY_NOUNS = set('path', 'paths');

export const READ_VERBS: WordSet = {
  words: set('read', 'reads', 'reading', 'list', 'lists', 'listing', 'view', 'views', 'open', 'opens', 'cat', 'search', 'searches', 'find', 'finds', 'get', 'gets', 'tree', 'stat', 'examine', 'inspect', 'load', 'loads', 'show', 'shows', 'glob', 'grep', 'head', 'tail', 'retrieve', 'retrieves'),
};

/** Verbs that destroy data; they also count as write verbs. */
export const DESTRUCTIVE_VERBS: WordSet = {
  // `deactivate_entry_id` ("soft-delete"): taken out of use, as a delete that can be undone.
  words: set('drop', 'drops', 'dropped', 'rm', 'rmdir', 'unlink', 'unlinks', 'wipe', 'wipes', 'shred', 'deactivate'),
  stems: ['delet', 'remov', 'overwrit', 'destroy', 'purg', 'eras', 'truncat'],
};

export const WRITE_VERBS: WordSet = {
  // Verb forms only: "creation time" and "last modified" describe metadata, not a write.
  words: set(
    'write', 'writes', 'writing', 'save', 'saves', 'saving', 'move', 'moves', 'moving', 'copy', 'copies', 'copying',
    'create', 'creates', 'creating', 'modify', 'modifies', 'modifying', 'update', 'updates', 'updating',
    'edit', 'edits', 'editing', 'append', 'appends', 'appending', 'rename', 'renames', 'renaming',
    'replace', 'replaces', 'replacing', 'mkdir', 'touch', 'put', 'chmod', 'chown',
  ),
  stems: DESTRUCTIVE_VERBS.stems ?? [],
};
for (const word of DESTRUCTIVE_VERBS.words) (WRITE_VERBS.words as Set<string>).add(word);

/** String formats that mean the input names something on the network. */
export const NETWORK_FORMATS = set('uri', 'uri-reference', 'iri', 'iri-reference', 'uri-template', 'url', 'hostname', 'idn-hostname', 'ipv4', 'ipv6', 'email', 'idn-email');

/** Stem lookups memoized per word set: servers repeat the same words across thousands of tools. */
const stemCache = new WeakMap<WordSet, Map<string, boolean>>();
const STEM_CACHE_LIMIT = 50_000;

export function matches(word: string, wordSet: WordSet): boolean {
  if (wordSet.words.has(word)) return true;
  const stems = wordSet.stems;
  if (!stems || stems.length === 0) return false;
  let cache = stemCache.get(wordSet);
  if (!cache) stemCache.set(wordSet, (cache = new Map()));
  let found = cache.get(word);
  if (found === undefined) {
    found = stems.some((stem) => word.startsWith(stem));
    if (cache.size >= STEM_CACHE_LIMIT) cache.clear();
    cache.set(word, found);
  }
  return found;
}

/** matches() without its memo: one of the set's words, or a word starting with one of its stems. */
function inWordSet(word: string, wordSet: WordSet): boolean {
  return wordSet.words.has(word) || (wordSet.stems !== undefined && wordSet.stems.some((stem) => word.startsWith(stem)));
}

/**
 * Membership of words in a fixed list of word sets, as a bit mask per word (bit i: set i), so a
 * word is looked up once per text instead of once per set. Masks are memoized: servers repeat
 * the same words across thousands of tools.
 */
export class WordSetMatcher {
  private readonly bits = new Map<WordSet, number>();
  private readonly masks = new Map<string, number>();

  constructor(private readonly sets: readonly WordSet[]) {
    if (sets.length > 31) throw new RangeError('at most 31 word sets fit in a mask');
    sets.forEach((set, index) => this.bits.set(set, 1 << index));
  }

  /** The bit of a set given to the constructor. */
  bit(wordSet: WordSet): number {
    const bit = this.bits.get(wordSet);
    if (bit === undefined) throw new RangeError('word set not registered with this matcher');
    return bit;
  }

  mask(word: string): number {
    let mask = this.masks.get(word);
    if (mask === undefined) {
      mask = 0;
      // Not matches(): its per-set stem memo would only duplicate this one.
      for (let i = 0; i < this.sets.length; i++) if (inWordSet(word, this.sets[i]!)) mask |= 1 << i;
      if (this.masks.size >= STEM_CACHE_LIMIT) this.masks.clear();
      this.masks.set(word, mask);
    }
    return mask;
  }
}

/**
 * Verbs of a name that act (beyond WRITE_VERBS and DESTRUCTIVE_VERBS): a name with one of these is
 * never a reader or converter ("get_or_create", "search_and_replace", "load_and_run").
 */
export const ACTING_NAME_VERBS = set('add', 'set', 'send', 'post', 'publish', 'run', 'exec', 'execute', 'start', 'stop', 'restart', 'deploy',
  'install', 'uninstall', 'invoke', 'call', 'trigger', 'merge', 'approve', 'ack', 'acknowledge', 'assign', 'attach', 'detach', 'enable',
  'disable', 'grant', 'revoke', 'push', 'pull', 'upload', 'download', 'import', 'apply', 'submit', 'cancel', 'close', 'open', 'lock',
  'unlock', 'kill', 'pay', 'transfer', 'share', 'invite', 'subscribe', 'unsubscribe', 'clear', 'reset', 'flush', 'store', 'insert',
  'upsert', 'patch', 'commit', 'fork', 'clone', 'checkout', 'archive', 'restore', 'sync', 'schedule', 'wait', 'poll', 'fetch', 'crawl',
  'scrape', 'navigate', 'click', 'type', 'fill', 'press', 'evaluate', 'generate', 'build', 'create', 'login', 'logout', 'authenticate',
  'connect', 'disconnect', 'mount', 'tag', 'mark', 'move', 'copy', 'rename', 'write', 'save', 'update', 'edit', 'modify', 'put',
  'append', 'replace', 'drop', 'delete', 'remove');

/** Verbs of a name that read. */
/** Objects a reader of the same backend may not take for granted: secrets, the host's environment, the conversation. */
export const SENSITIVE_OBJECTS = set('secret', 'secrets', 'credential', 'credentials', 'token', 'tokens', 'key', 'keys', 'password', 'passwords', 'passwd',
  'env', 'environment', 'cookie', 'cookies', 'history', 'conversation', 'conversations', 'clipboard', 'keychain', 'vault', 'certificate',
  'certificates', 'ssh', 'private', 'session', 'sessions', 'file', 'files', 'directory', 'process', 'processes', 'system', 'shell', 'log', 'logs',
  // Text the model is handed to follow: a reader of instructions, skills or prompts brings new orders.
  'instruction', 'instructions', 'skill', 'skills', 'prompt', 'prompts', 'playbook', 'playbooks');
export const READ_NAME_VERBS = set('get', 'list', 'read', 'describe', 'search', 'find', 'query', 'show', 'view', 'retrieve', 'lookup', 'count', 'inspect');

/** Heads of a name that make it an object's identifier (`folderId`, `codeSourceId`, `script_uuid`): no value of a class. */
export const IDENTIFIER_HEADS = set('id', 'ids', 'uuid', 'uuids', 'guid', 'guids', 'identifier', 'identifiers');
/** Words before `dir` that make it a direction (`order_dir`, `sortDir`), not a directory. */
export const ORDER_WORDS = set('order', 'sort', 'sorting', 'ordering');
/** `order_dir`, `sortDir`: the words of a name where `dir` at `index` is a direction. */
export const directionAt = (words: readonly string[], index: number): boolean =>
  (words[index] === 'dir' || words[index] === 'dirs') && index > 0 && ORDER_WORDS.has(words[index - 1]!);

/** A verb of prose in the forms its base may take ("downloads", "copies", "pushes" -> download, copy, push). */
export const baseForms = (word: string): string[] => [word, word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/ies$/, 'y')];

/** A word of prose that acts, in any person ("downloads", "submits", "copies"). */
export const actingProseWord = (word: string): boolean => baseForms(word).some((form) => form.length > 1 && actingNameWord(form));

/**
 * Acting words that prose mostly uses as nouns ("chart types", "data type"): they act only before
 * what a verb takes ("types it into the message box", "type the text").
 */
const PROSE_NOUNS = set('type', 'types');
const TAKEN_BY_VERB = set('it', 'them', 'the', 'a', 'an', 'text', 'into', 'in', 'keys', 'characters', 'each', 'this', 'that');
/**
 * Compounds whose first part is an acting word ("pull request", "merge requests", "push notifications"): the thing named,
 * no act, where a determiner or preposition comes before ("on a pull request"); after "and" or a comma it is the verb
 * ("... and push notifications to every watcher").
 */
const COMPOUNDS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['pull', set('request', 'requests')], ['merge', set('request', 'requests')], ['push', set('notification', 'notifications')],
]);
const BEFORE_A_NOUN = set('on', 'for', 'in', 'per', 'each', 'every', 'by', 'with', 'from', 'to', 'about', 'this', 'that', 'which');
/**
 * Words before which a plural of an acting word is a noun ("the changes", "all uploads", "its commits"): a verb in the
 * third person follows its subject, never a determiner or quantifier.
 */
const DETERMINERS = set('the', 'a', 'an', 'all', 'any', 'some', 'no', 'its', 'their', 'his', 'her', 'your', 'my', 'our', 'these', 'those', 'recent',
  'latest', 'pending', 'past', 'previous', 'of');
/** An acting word used as a noun: a compound's first part, or a plural after a determiner. */
const actingNoun = (words: readonly string[], i: number): boolean => {
  const word = words[i]!;
  if (PROSE_NOUNS.has(word) && !TAKEN_BY_VERB.has(words[i + 1] ?? '')) return true;
  // "issues and pull requests": pull or merge before the plural is the noun anywhere.
  if (COMPOUNDS.get(word)?.has(words[i + 1] ?? '') === true && (DETERMINERS.has(words[i - 1] ?? '') || BEFORE_A_NOUN.has(words[i - 1] ?? '')
    || ((word === 'pull' || word === 'merge') && words[i + 1] === 'requests'))) return true;
  // "the changes", "a list of commits": a plural after a determiner.
  return word.endsWith('s') && !word.endsWith('ss') && DETERMINERS.has(words[i - 1] ?? '');
};
/** Whether any word of a run of prose acts, its noun uses aside (actingNoun). */
export const actingInProse = (words: readonly string[]): boolean =>
  words.some((word, i) => actingProseWord(word) && !actingNoun(words, i));
/** Where in a run of prose a word acts, its noun uses aside (actingNoun): the indices. */
export const actingPositions = (words: readonly string[]): number[] =>
  words.flatMap((word, i) => (actingProseWord(word) && !actingNoun(words, i) ? [i] : []));

/** A word of a name that acts: never a reader's or converter's. */
/**
 * Last words of a parameter name that make it a match against a field of what is returned (`hostname_contains`,
 * `name_like`, `url_prefix`): the field's words name no host, file or machine the tool reaches.
 */
export const FIELD_MATCH_HEADS: ReadonlySet<string> = new Set(['contains', 'like', 'prefix', 'startswith', 'endswith', 'matches', 'substring', 'includes']);

export const actingNameWord = (word: string): boolean => ACTING_NAME_VERBS.has(word) || matches(word, WRITE_VERBS) || matches(word, DESTRUCTIVE_VERBS);

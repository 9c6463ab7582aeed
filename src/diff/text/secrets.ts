/**
 * Files that hold secrets, as one table (issue 21): each with the paths it is written as and the
 * word sequences that name it inside an identifier (`content_from_reading_cursor_mcp_json`,
 * `aws_credentials_file`, `gitCredentials`). A text that newly names one is reaching for secrets
 * (the labelling rules: "requests to read or forward files, keys"), whatever the sentence says.
 *
 * Paths are matched in the prose form (an identifier-only string reads as words, see index.ts);
 * identifier spellings only inside one token joined by `_`, `-` or camelCase, so prose that talks
 * about a service ("uses your AWS credentials") is not a file reference.
 */
import { findPhraseMatches, keepFirst, type PhraseMatch } from './patterns.js';

export interface SecretFile {
  /** Pattern id recorded with each finding. */
  id: string;
  what: string;
  /** Path spellings, run on the prose form. */
  paths: readonly RegExp[];
  /** Word sequences naming the file inside an identifier (lowercase words of the split token). */
  identifiers: ReadonlyArray<readonly string[]>;
}

/** An optional path tail: /segment, never ending in the sentence's full stop. */
const TAIL = String.raw`(?:[\/\\](?:[\w-]+(?:\.[\w-]+)*)?)?`;
/** `~/`, `$HOME/`, `%USERPROFILE%\` before a dot-folder. */
const HOME = String.raw`(?:(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%)[\/\\])?`;
const dotFolder = (folder: string): RegExp => new RegExp(String.raw`(?<![\w.])${HOME}\.${folder}${TAIL}(?![\w])`, 'gi');

export const SECRET_FILES: readonly SecretFile[] = [
  {
    id: 'ssh_key',
    what: 'SSH keys and private keys',
    paths: [dotFolder('ssh'), /\bid_(?:rsa|dsa|ecdsa|ed25519)(?:\.pub)?\b/gi, /\bid\s(?:rsa|dsa|ecdsa|ed25519)\b/gi, /\bprivate[\s_-]?keys?\b/gi],
    identifiers: [['ssh', 'key'], ['ssh', 'keys'], ['id', 'rsa'], ['id', 'dsa'], ['id', 'ecdsa'], ['id', 'ed25519'], ['private', 'key'], ['private', 'keys']],
  },
  {
    id: 'mcp_client_config',
    what: 'MCP client configurations (they hold every other server\'s keys)',
    paths: [
      /(?<![\w.])(?:(?:~|\$HOME|%USERPROFILE%)[\/\\])?\.(?:cursor|codeium(?:[\/\\]windsurf)?|continue|vscode|roo|kiro|gemini|amazonq)[\/\\]mcp(?:_config|_settings)?\.json\b/gi,
      /\b(?:claude_desktop_config|cline_mcp_settings|mcp_settings|mcp_config)\.json\b/gi,
      /(?<![\w.])(?:(?:~|\$HOME)[\/\\])\.(?:claude|mcp)\.json\b/gi,
    ],
    identifiers: [
      ['cursor', 'mcp'], ['claude', 'desktop', 'config'], ['vscode', 'mcp'], ['windsurf', 'mcp'], ['cline', 'mcp'],
      ['mcp', 'json'], ['mcp', 'config', 'json'], ['mcp', 'settings', 'json'],
    ],
  },
  {
    id: 'dotenv',
    what: '.env files',
    paths: [/(?<![\w.$])\.env(?:\.[\w-]+)?(?![\w])/gi],
    identifiers: [['dotenv'], ['dot', 'env']],
  },
  {
    id: 'cloud_credentials',
    what: 'cloud and cluster credentials (AWS, gcloud, Azure, kubeconfig, Docker)',
    paths: [
      dotFolder('aws'),
      dotFolder('azure'),
      /(?<![\w.])(?:(?:~|\$HOME)[\/\\])?\.(?:kube[\/\\]config|docker[\/\\]config\.json)\b/gi,
      /\bapplication_default_credentials\.json\b/gi,
    ],
    identifiers: [['aws', 'credentials'], ['aws', 'secret'], ['kube', 'config'], ['docker', 'config', 'json'], ['gcloud', 'credentials'], ['application', 'default', 'credentials']],
  },
  {
    id: 'package_registry_credentials',
    what: 'package registry and host login files (.npmrc, .pypirc, .netrc, .git-credentials, .pgpass)',
    paths: [
      /(?<![\w])\.(?:git-)?credentials\b/gi,
      /(?<![\w.])(?:(?:~|\$HOME)[\/\\])?\.(?:netrc|npmrc|pypirc|pgpass|gnupg)\b/gi,
    ],
    identifiers: [['git', 'credentials'], ['npmrc'], ['pypirc'], ['netrc'], ['pgpass']],
  },
  {
    id: 'credentials_file',
    what: 'credentials files',
    paths: [
      /[\w.~-]*[\/\\]\.?credentials(?:\.\w+)?(?![\w])/gi,
      /\bcredentials\.(?:json|ya?ml|txt|ini|toml|csv|db|xml|properties)\b/gi,
      /\bcredentials?\s+files?\b/gi,
    ],
    identifiers: [['credentials', 'file'], ['credential', 'file']],
  },
  {
    id: 'system_secrets',
    what: 'system account files',
    paths: [/\/etc\/(?:passwd|shadow|gshadow|sudoers)\b/gi],
    identifiers: [['etc', 'shadow'], ['etc', 'passwd']],
  },
  {
    id: 'cli_token_store',
    what: 'shell histories and CLI token stores',
    paths: [
      /(?<![\w])\.(?:bash|zsh|sh|python|psql|mysql|node_repl|lesshst)_history\b/gi,
      /(?<![\w.])(?:(?:~|\$HOME)[\/\\])?\.config[\/\\](?:gh|gcloud|hub)\b(?:[\/\\][\w.-]*[\w-])?/gi,
    ],
    identifiers: [['bash', 'history'], ['zsh', 'history'], ['gh', 'hosts']],
  },
];

/** Every path pattern of the table (for the one-scan gate and its test). */
export const SECRET_PATH_PATTERNS: readonly RegExp[] = SECRET_FILES.flatMap((file) => file.paths);
const SECRET_PATH_IDS: readonly string[] = SECRET_FILES.flatMap((file) => file.paths.map(() => file.id));

/** Tokens an identifier is made of: letters, digits and `_`/`-` joiners (no dots or slashes: those are paths). */
const IDENTIFIER_TOKEN = /[\p{L}\p{N}]+(?:[_-]+[\p{L}\p{N}]+)*/gu;
const FIRST_WORDS = new Set(SECRET_FILES.flatMap((file) => file.identifiers.map((words) => words[0]!)));

/** The lowercase words of an identifier token (snake, kebab, camelCase), with each word's [start, end) in the token. */
function identifierWords(token: string): Array<{ word: string; start: number; end: number }> {
  const words: Array<{ word: string; start: number; end: number }> = [];
  for (const part of token.matchAll(/\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+|[\p{L}\p{N}]+/gu)) {
    words.push({ word: part[0].toLowerCase(), start: part.index, end: part.index + part[0].length });
  }
  return words;
}

/** One scan ruling out a text that holds none of the identifier spellings' first words (almost every text). */
const ANY_FIRST_WORD = new RegExp([...FIRST_WORDS].join('|'), 'i');

/** A secret file named in an identifier: the words of the sequence, spanned in `text`. */
function identifierMatches(text: string): PhraseMatch[] {
  const found: PhraseMatch[] = [];
  if (!ANY_FIRST_WORD.test(text)) return found;
  for (const token of text.matchAll(IDENTIFIER_TOKEN)) {
    const raw = token[0];
    // Only a joined identifier: a plain word in prose is not one, a single-word file name is
    // (npmrc) only when joined to others (`read_npmrc`) or alone as the whole string.
    const joined = /[_-]|\p{Ll}\p{Lu}/u.test(raw) || raw.length === text.trim().length;
    if (!joined) continue;
    const words = identifierWords(raw);
    if (!words.some(({ word }) => FIRST_WORDS.has(word))) continue;
    // Word ranges [first, last] naming a file; overlapping ones ("cursor mcp" + "mcp json") are one name.
    const ranges: Array<{ first: number; last: number; id: string }> = [];
    for (const file of SECRET_FILES) {
      for (const sequence of file.identifiers) {
        for (let i = 0; i + sequence.length <= words.length; i++) {
          if (sequence.every((word, k) => words[i + k]!.word === word)) ranges.push({ first: i, last: i + sequence.length - 1, id: file.id });
        }
      }
    }
    ranges.sort((a, b) => a.first - b.first || b.last - a.last);
    const merged: typeof ranges = [];
    for (const range of ranges) {
      const previous = merged[merged.length - 1];
      if (previous !== undefined && range.first <= previous.last) previous.last = Math.max(previous.last, range.last);
      else merged.push({ ...range });
    }
    for (const { first, last, id } of merged) {
      const start = token.index + words[first]!.start;
      const end = token.index + words[last]!.end;
      found.push({ text: text.slice(start, end), start, end, pattern: id });
    }
  }
  return found;
}

export interface SecretFileMatch extends PhraseMatch {
  /** The form of the text the span is in: paths in the prose form, identifiers in the visible. */
  form: 'prose' | 'visible';
}

/**
 * Secret files named in a text: paths in its prose form, identifier spellings in its visible form.
 * An identifier-only string is read by its identifier spellings first, its prose form's paths otherwise.
 */
export function findSecretFiles(text: { visible: string; prose: string }): SecretFileMatch[] {
  if (text.prose !== text.visible) {
    // An identifier-only string: its own words name the file first ("aws_credentials_file" is
    // the AWS credentials, not any credentials file).
    const identifiers = keepFirst(identifierMatches(text.visible));
    if (identifiers.length > 0) return identifiers.map((match) => ({ ...match, form: 'visible' }));
    return findPhraseMatches(text.prose, SECRET_PATH_PATTERNS, SECRET_PATH_IDS).map((match) => ({ ...match, form: 'prose' }));
  }
  const paths = findPhraseMatches(text.prose, SECRET_PATH_PATTERNS, SECRET_PATH_IDS);
  // One form: a path and an identifier at the same place ("~/.ssh/id_rsa") are one finding.
  return keepFirst([...paths, ...identifierMatches(text.visible)]).map((match) => ({ ...match, form: 'visible' }));
}

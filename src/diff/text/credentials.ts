/**
 * Credentials named as the content of data the model reads (issue 21, resources): a resource or
 * resource template whose listing says that what it returns holds a password, a secret, an API key
 * or an access token ("Database connection parameters (host, port, database, username, password,
 * etc.)", "Returns the stored API keys") hands the server's secrets to whoever reads it. A resource
 * is read into the model's context by the client, so a new one exposing credentials grows what the
 * model can leak as surely as a new tool that reads them.
 *
 * A credential word is content when it is an item of a list (`host, port, password`; `username and
 * password`; a list after a colon or in parentheses), the head of a noun phrase opening the sentence
 * ("Stored API keys"), the object of a verb that hands data over (returns, lists, includes, shows,
 * exposes, contains...) in the same clause, or what a value is of ("Raw value of the secret").
 *
 * It is not content when:
 * - its sentence masks or withholds it ("Credentials are masked", "never returned", "metadata only"),
 *   unless the withholding is itself negated ("not masked", "without redaction") or conditional
 *   ("masked unless include_secrets is set");
 * - a condition, a means or a question comes between ("even when the API key is misconfigured",
 *   "fetched using your API key", "which credentials are missing", "how to obtain an API key"), or
 *   a requirement follows ("An API key is required");
 * - it modifies another noun ("Password policy", "API key prefix", "signing key set") or stands
 *   after a head naming something about it ("Expiry dates of access tokens", "Number of API keys",
 *   "Hash of the stored password");
 * - the list it is given with names only what is shown of it ("API keys (id, label, created_at)");
 * - the nearest verb before it acts on it ("manage ... registry credentials", "store a secret"); a
 *   verb-like word directly before it is a modifier instead ("Deploy keys", "Upload credentials").
 */
import { actingProseWord } from '../../risk/vocabulary.js';
import { splitWords } from '../../risk/words.js';
import { sentenceAround } from './offsets.js';
import type { PhraseMatch } from './patterns.js';

/** Not a letter or digit before / after (an underscore joins: `OPENAI_API_KEY` holds "API_KEY"). */
const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';
/**
 * Credential nouns. A bare "token" is left out (model tokens, pagination tokens) unless a word names
 * whose it is ("bot token", "GitHub token", "the configured token"), as is a secret's name or id.
 */
const CREDENTIAL = new RegExp(L + [
  'pass(?:words?|wd|phrases?)',
  '(?:api|access|secret|private|signing|encryption|master|service[\\s_-]account)[\\s_-]?keys?',
  '(?:client|app|application|webhook|shared|signing)[\\s_-]?secrets?',
  'secrets?(?![\\s_-]+(?:names?|ids?|metadata|counts?|managers?|stores?|engines?|paths?|references?|refs?)(?![\\p{L}\\p{N}]))',
  '(?:access|refresh|bearer|auth|authentication|session|oauth|api|personal[\\s_-]access|id|bot|user|github|gitlab|slack|discord|telegram|npm|pypi|configured|stored|csrf|xsrf)[\\s_-]?tokens?',
  'jwts?',
  'credentials?',
  'connection[\\s_-]strings?',
  'dsns?',
  'session[\\s_-]cookies?',
].map((alternative) => `(?:${alternative})`).join('|') + R, 'giu');

/** Words of a sentence that mask or withhold what it names (and the words that negate them). */
const WITHHELD = /\b(?:mask(?:ed|s)?|redact(?:ed|s|ion)?|hidden|hides?|omit(?:ted|s)?|obfuscat(?:ed|es)|exclud(?:ed|es|ing)|except|without|never|not|no|sanitiz(?:ed|es)|strip(?:ped|s)|censor(?:ed|s)?|scrubbed)\b|n['’]t\b|\*{3,}|\bmetadata\s+only\b|\bonly\s+(?:the\s+)?(?:names?|ids?|metadata)\b/gi;
/** A withholding word that is itself negated ("not masked", "without redaction") withholds nothing. */
const NEGATED_WITHHOLDING = /\b(?:not|never|no|without)\s+(?:being\s+)?(?:mask(?:ed|ing)?|redact(?:ed|ion|ing)?|hidden|omitted|obfuscat(?:ed|ion)|sanitiz(?:ed|ation)|censor(?:ed|ing)?|scrubb(?:ed|ing))\b/gi;

/** A condition, a means or a question between the data and the credential: the credential is how, not what. */
const CLAUSE_BREAK = /;|\b(?:when|whenever|if|unless|whether|which|how|using|uses|use|via|by|because|requires?|required|needs?|authenticat\w*|logs?\s+in|sign(?:s|ed)?\s+in)\b/gi;

/** What follows a credential that says it is needed, not given. */
const REQUIRED_AFTER = /^\s*(?:(?:is|are|will\s+be|must\s+be)\s+)?(?:required|needed|necessary|mandatory|expected)\b/i;

/** Verbs (and nouns of values) that hand data over: what follows them is the content. */
const HANDS_OVER = new Set(['return', 'returns', 'returned', 'returning', 'list', 'lists', 'listing', 'show', 'shows', 'showing',
  'expose', 'exposes', 'exposing', 'include', 'includes', 'including', 'included', 'contain', 'contains', 'containing', 'reveal', 'reveals',
  'revealing', 'print', 'prints', 'dump', 'dumps', 'provide', 'provides', 'providing', 'give', 'gives', 'display', 'displays',
  'output', 'outputs', 'hold', 'holds', 'report', 'reports', 'read', 'reads', 'get', 'gets', 'retrieve', 'retrieves', 'fetch', 'fetches',
  'value', 'values', 'content', 'contents', 'plaintext', 'raw']);

/** Verbs that look after a credential rather than hand it over ("manage ... registry credentials", "rotate the API key"). */
const KEEPS = new Set(['manage', 'manages', 'managing', 'rotate', 'rotates', 'rotating', 'configure', 'configures', 'configuring',
  'verify', 'verifies', 'verifying', 'validate', 'validates', 'validating', 'check', 'checks', 'checking', 'test', 'tests', 'testing',
  'protect', 'protects', 'protecting', 'encrypt', 'encrypts', 'encrypting', 'accept', 'accepts', 'accepting', 'obtain', 'obtains',
  'generate', 'generates', 'issue', 'issues', 'revoke', 'revokes', 'reset', 'resets', 'change', 'changes']);

/** Words a credential noun may be followed by and still be the head of its phrase. */
const AFTER_HEAD = new Set(['and', 'or', 'for', 'of', 'from', 'in', 'on', 'at', 'to', 'used', 'stored', 'saved', 'kept', 'configured',
  'issued', 'assigned', 'generated', 'created', 'held', 'granted', 'loaded', 'found', 'defined', 'specified', 'embedded', 'that', 'which', 'is', 'are', 'was', 'were', 'with', 'by', 'as', 'etc', 'in', 'per', 'plus', 'also', 'too', 'included',
  'including', 'currently', 'without', 'not', 'unmasked', 'unredacted', 'verbatim', 'plain', 'plaintext', 'directly', 'exactly',
  'together', 'along', 'unencrypted', 'encoded', 'decoded', 'itself', 'themselves', 'if', 'when', 'where', 'value', 'values']);

const DETERMINERS = new Set(['the', 'a', 'an', 'its', 'their', 'each', 'every', 'all', 'any', 'this', 'that', 'your', 'our', 'his', 'her']);
/** Prepositions before a credential that make it what something else is given to or said of. */
const TARGETED_BY = new Set(['to', 'for', 'against', 'on', 'about', 'per', 'into']);

/** Heads of an of-phrase that say something about a credential, not give it ("Expiry dates of access tokens"). */
const ABOUT_HEADS = new Set(['expiry', 'expiration', 'expirations', 'date', 'dates', 'status', 'statuses', 'state', 'states', 'number', 'count',
  'counts', 'length', 'lengths', 'characters', 'digits', 'prefix', 'prefixes', 'suffix', 'hash', 'hashes', 'fingerprint', 'fingerprints',
  'name', 'names', 'id', 'ids', 'metadata', 'age', 'strength', 'scope', 'scopes', 'owner', 'owners', 'type', 'types', 'health', 'rotation',
  'usage', 'policy', 'policies', 'history', 'audit', 'labels', 'label', 'validity', 'permissions', 'format', 'formats']);

/** Credential words named as what the data holds, in text order (see the module comment). */
export function findExposedCredentials(text: string): PhraseMatch[] {
  const found: PhraseMatch[] = [];
  for (const match of text.matchAll(CREDENTIAL)) {
    const start = match.index;
    const end = start + match[0].length;
    const [sentenceStart, sentenceEnd] = sentenceAround(text, start, end);
    const sentence = text.slice(sentenceStart, sentenceEnd);
    if (withholds(sentence)) continue;
    const before = text.slice(sentenceStart, start);
    const after = text.slice(end, sentenceEnd);
    // The clause the credential stands in: from the last condition, means or question before it.
    let clauseStart = 0;
    for (const brk of before.matchAll(CLAUSE_BREAK)) clauseStart = brk.index + brk[0].length;
    if (clauseStart > 0 && !inParentheses(before, clauseStart)) continue;
    if (REQUIRED_AFTER.test(after) || modifiesNext(after) || shownOnlyAsFields(after)) continue;
    if (isContent(before.slice(clauseStart), before, after)) found.push({ text: match[0], start, end });
  }
  return found;
}

function withholds(sentence: string): boolean {
  const withheld = [...sentence.matchAll(WITHHELD)].map((m) => m.index);
  if (withheld.length === 0) return false;
  // Every withholding word inside a negated withholding ("not masked") withholds nothing.
  const negated = [...sentence.matchAll(NEGATED_WITHHOLDING)].map((m) => [m.index, m.index + m[0].length] as const);
  // "masked unless include_secrets is set": withheld only sometimes, so handed over the other times.
  const unless = /\b(?:unless|except\s+when|except\s+if)\b/i.exec(sentence)?.index;
  return withheld.some((at) => !negated.some(([from, to]) => at >= from && at < to) && !(unless !== undefined && unless > at));
}

/** Whether the clause break at `at` lies inside a parenthesis still open at the end of `before` (a list's own words). */
function inParentheses(before: string, at: number): boolean {
  const open = before.lastIndexOf('(');
  return open >= 0 && open < at && before.indexOf(')', open) < 0;
}

/** The credential modifies the noun after it ("Password policy", "API key prefix", "signing key set"). */
function modifiesNext(after: string): boolean {
  const next = /^[\s-]*([\p{L}][\p{L}\p{N}]*)/u.exec(after);
  if (next === null) return false;
  const word = next[1]!.toLowerCase();
  return !AFTER_HEAD.has(word);
}

/**
 * The credential is given with a list of what is shown of it, and the list holds no value
 * ("API keys (id, label, created_at, last_used)", "secrets in the project: name, version, created date").
 */
function shownOnlyAsFields(after: string): boolean {
  const list = /^[^(:]*?[(:]([^)]*)\)?/.exec(after)?.[1];
  if (list === undefined || !/,/.test(list)) return false;
  CREDENTIAL.lastIndex = 0;
  const holdsValue = CREDENTIAL.test(list) || /\b(?:values?|plaintext|contents?|key|keys|secret)\b/i.test(list);
  CREDENTIAL.lastIndex = 0;
  return !holdsValue;
}

function isContent(clause: string, before: string, after: string): boolean {
  const words = splitWords(clause);
  // "Expiry dates of access tokens", "Number of API keys per project": the of-phrase's head is about the credential.
  const of = words.lastIndexOf('of');
  if (of > 0 && ABOUT_HEADS.has(words[of - 1]!)) return false;
  // "Scopes granted to the access token", "limits for the API key": something given to or said of it.
  const previous = words.filter((word) => !DETERMINERS.has(word)).at(-1);
  if (previous !== undefined && TARGETED_BY.has(previous)) return false;
  // The nearest verb before the credential decides: one that acts makes the credential its object,
  // unless it stands right before the credential as a modifier ("Build secrets", "Upload credentials").
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i]!;
    if (HANDS_OVER.has(word)) return true;
    // "Entries of the vault with their passwords", "Database URL with embedded password"; not "fetched with the key".
    if (word === 'with' && !/ed$/.test(words[i - 1] ?? 'ed')) return true;
    if (i === words.length - 1 && /[\p{L}\p{N}]\s*$/u.test(clause)) continue;
    if (actingProseWord(word) || KEEPS.has(word)) return false;
  }
  // A list item: after a colon or inside an open parenthesis after other items, or beside a comma or and/or.
  const open = before.lastIndexOf('(');
  if (open >= 0 && before.indexOf(')', open) < 0 && /,/.test(before.slice(open))) return true;
  // (An identifier's prefix may end the text before it: "database_url, openai_" before "api_key".)
  if (/:\s*(?:[^.:;]*,\s*)?(?:the\s+|an?\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,2}[\w-]*$/i.test(before)) return true;
  if (/(?:,|\band|\bor|&)\s*(?:the\s+|an?\s+|its\s+|their\s+|[\w-]+\s+){0,2}[\w-]*$/i.test(before)) return true;
  if (/^\s*(?:,|and\b|or\b|&)/i.test(after)) return true;
  // The head of a noun phrase opening the sentence ("Stored API keys", "The database password").
  return words.length <= 3;
}

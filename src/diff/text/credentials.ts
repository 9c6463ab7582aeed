/**
 * Credentials named as the content of data the model reads (issue 21, resources): a resource or
 * resource template whose listing says that what it returns holds a password, a secret, an API key
 * or an access token ("Database connection parameters (host, port, database, username, password,
 * etc.)", "Returns the stored API keys") hands the server's secrets to whoever reads it. A resource
 * is read into the model's context by the client, so a new one exposing credentials grows what the
 * model can leak as surely as a new tool that reads them.
 *
 * A credential word is content when it is an item of a list (`host, port, password`; `username and
 * password`; a parenthesised list), the head of a noun phrase opening the sentence ("Stored API
 * keys"), or the object of a verb that hands data over (returns, lists, includes, shows, exposes,
 * contains...) in the same clause. It is not content when its sentence masks or withholds it
 * ("Credentials are masked", "never returned", "without the password"), when a condition or a means
 * comes between ("even when the API key is misconfigured", "fetched using your API key"), or when
 * the nearest verb before it acts on it ("manage ... registry credentials", "store a secret"): then
 * the text is about the credential, not handing it over.
 */
import { actingProseWord } from '../../risk/vocabulary.js';
import { splitWords } from '../../risk/words.js';
import { sentenceAround } from './offsets.js';
import type { PhraseMatch } from './patterns.js';

/**
 * Credential nouns. A bare "token" is left out (model tokens, pagination tokens), as is a secret's
 * name or id ("secret names", "secret ids": labels, not values).
 */
const CREDENTIAL = /\b(?:pass(?:words?|wd|phrases?)|(?:api|access|secret|private|signing|encryption|master|service[\s_-]account)[\s_-]?keys?|(?:client|app|application|webhook|shared)[\s_-]?secrets?|secrets?(?![\s_-]+(?:names?|ids?|metadata|counts?|managers?|stores?|engines?|paths?|references?|refs?)\b)|(?:access|refresh|bearer|auth|authentication|session|oauth|api|personal[\s_-]access|id)[\s_-]?tokens?|credentials?|connection[\s_-]strings?)\b/gi;

/** Words of a sentence that mask or withhold what it names. */
const WITHHELD = /\b(?:mask(?:ed|s)?|redact(?:ed|s)?|hidden|hides?|omit(?:ted|s)?|obfuscat(?:ed|es)|exclud(?:ed|es|ing)|except|without|never|not|no|sanitiz(?:ed|es)|strip(?:ped|s)|censor(?:ed|s)?|scrubbed)\b|n['’]t\b|\*{3,}/i;

/** A condition or a means between the data and the credential: the credential is how, not what. */
const CLAUSE_BREAK = /[;:]|\b(?:when|whenever|if|unless|whether|using|uses|use|via|by|because|requires?|required|needs?|authenticat\w*|logs?\s+in|sign(?:s|ed)?\s+in)\b/gi;

/** Verbs (and list markers) that hand data over: what follows them is the content. */
const HANDS_OVER = new Set(['return', 'returns', 'returned', 'returning', 'list', 'lists', 'listing', 'show', 'shows', 'showing',
  'expose', 'exposes', 'exposing', 'include', 'includes', 'including', 'contain', 'contains', 'containing', 'reveal', 'reveals',
  'revealing', 'print', 'prints', 'dump', 'dumps', 'provide', 'provides', 'providing', 'give', 'gives', 'display', 'displays',
  'output', 'outputs', 'hold', 'holds', 'report', 'reports', 'read', 'reads', 'get', 'gets', 'retrieve', 'retrieves', 'fetch', 'fetches']);

/** Verbs that look after a credential rather than hand it over ("manage ... registry credentials", "rotate the API key"). */
const KEEPS = new Set(['manage', 'manages', 'managing', 'rotate', 'rotates', 'rotating', 'configure', 'configures', 'configuring',
  'verify', 'verifies', 'verifying', 'validate', 'validates', 'validating', 'check', 'checks', 'checking', 'test', 'tests', 'testing',
  'protect', 'protects', 'protecting', 'encrypt', 'encrypts', 'encrypting', 'accept', 'accepts', 'accepting']);

/** Credential words named as what the data holds, in text order (see the module comment). */
export function findExposedCredentials(text: string): PhraseMatch[] {
  const found: PhraseMatch[] = [];
  for (const match of text.matchAll(CREDENTIAL)) {
    const start = match.index;
    const end = start + match[0].length;
    const [sentenceStart, sentenceEnd] = sentenceAround(text, start, end);
    const sentence = text.slice(sentenceStart, sentenceEnd);
    if (WITHHELD.test(sentence)) continue;
    // The clause the credential stands in: from the last condition or means before it.
    const before = text.slice(sentenceStart, start);
    let clauseStart = 0;
    for (const brk of before.matchAll(CLAUSE_BREAK)) clauseStart = brk.index + brk[0].length;
    if (clauseStart > 0 && !inParentheses(before, clauseStart)) continue;
    const clause = before.slice(clauseStart);
    if (isContent(clause, before, text.slice(end, sentenceEnd))) found.push({ text: match[0], start, end });
  }
  return found;
}

/** Whether the clause break at `at` lies inside a parenthesis still open at the end of `before` (a list's own words). */
function inParentheses(before: string, at: number): boolean {
  const open = before.lastIndexOf('(');
  return open >= 0 && open < at && before.indexOf(')', open) < 0;
}

function isContent(clause: string, before: string, after: string): boolean {
  const words = splitWords(clause);
  // The nearest verb before the credential decides: one that acts makes the credential its object.
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i]!;
    if (HANDS_OVER.has(word)) return true;
    if (actingProseWord(word) || KEEPS.has(word)) return false;
  }
  // A list item: inside an open parenthesis after other items, or beside a comma or and/or.
  const open = before.lastIndexOf('(');
  if (open >= 0 && before.indexOf(')', open) < 0 && /,/.test(before.slice(open))) return true;
  if (/(?:,|\band|\bor|&)\s*(?:the\s+|an?\s+|its\s+|their\s+|[\w-]+\s+){0,2}$/i.test(before)) return true;
  if (/^\s*(?:,|and\b|or\b|&)/i.test(after)) return true;
  // The head of a noun phrase opening the sentence ("Stored API keys", "The database password").
  return words.length <= 3;
}

import { DESTRUCTIVE_VERBS, WRITE_VERBS, matches } from './vocabulary.js';
/**
 * Splitting identifiers and prose into lowercase words. Matching is done on whole words (plus a
 * few explicit stems in the vocabulary) so that "rm" never matches inside "format" and "term"
 * never inside "terminal".
 *
 * Prose is read as sentences, not as a bag of words (issue 10, class 4):
 * - a negator ("not", "never", "cannot", "without", "no"...) or a prohibition ("forbidden",
 *   "must not", "refuses to"...) negates the words after it up to the end of its clause, so
 *   "never runs shell commands, never deletes or writes files" counts none of its verbs;
 * - a clause ends at punctuation (, ; : ( ) and sentence ends) and at words that start a new
 *   statement ("but", "and", "however", "before", "if", "which"...): "does not ask before deleting
 *   files" still counts "deleting", so a prohibition cannot hide a capability stated next to it;
 * - "not only", "no more than", "no longer"... are not negations;
 * - URLs and e-mail addresses are not prose: a documentation link contributes no words;
 * - "X-safe", "X-free", "X-proof", "X-less" compounds state an absence: "shell-safe" is no shell;
 * - (issue 21) "X-style", "X-like", "X-esque" compounds before a word for syntax state a manner: "MongoDB-style filters" use no MongoDB;
 * - (issue 21) a hyphenated compound is one word: none of its parts counts alone ("non-terminal"
 *   is no terminal, "download-ready" no download; "e-mail" reads "email", "sub-process" "subprocess");
 * - (issue 21) file paths in prose (`~/.ssh/id_rsa`, `/etc/hosts`) name a place: one neutral word;
 * - (issue 21) code spans and identifiers written in prose (`execute_command`, AWS_PROFILE,
 *   process.env, readFile) name another thing — a variable, another tool, a parameter — and are
 *   not the tool's words: each stands as one neutral word, so words on both sides stay apart.
 */

/** Words that negate what follows them in the same clause ("does not execute commands"). */
const NEGATORS = new Set([
  'not', 'never', 'no', 'without', 'cannot', 'doesn', 'don', 'won', 'isn', 'aren', 'nor', 'neither',
  'forbidden', 'forbids', 'prohibited', 'prohibits', 'disallowed', 'disallows', 'refuses', 'refuse', 'avoid', 'avoids',
]);
/** A negator followed by one of these is no negation: "not only", "no more than", "no longer". */
const NOT_NEGATING_NEXT = new Set(['only', 'just', 'merely', 'more', 'less', 'longer', 'matter', 'fewer', 'later', 'sooner']);
/** Words that open a new clause: negation does not reach past them. */
const CLAUSE_BREAKS = new Set([
  'but', 'and', 'however', 'yet', 'instead', 'except', 'though', 'although', 'whereas', 'while', 'before', 'after',
  'when', 'whenever', 'if', 'unless', 'until', 'so', 'then', 'because', 'since', 'which', 'that', 'who', 'where',
  'otherwise', 'also', 'rather',
]);
/**
 * Breaks that keep a negation going when the next word is itself negatable: "never deletes or
 * writes files" — "or"/"nor" lists more of what is negated. ("and" ends the clause: "does not
 * ask and deletes" states a capability.)
 */
const LIST_JOINERS = new Set(['or', 'nor']);
/** At most this many words in a heading that negates the list after its colon ("Does not:", "Never:"). */
const NEGATED_HEADING_MAX = 3;
/** At most this many words after a comma still continue a negated list ("..., delete or execute anything"). */
const LIST_TAIL_MAX = 6;

/** URLs (scheme:// or www.) and e-mail addresses, removed from prose before splitting. */
const URL_OR_EMAIL = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s<>"'`)\]]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi;
/** "shell-safe", "lock-free", "tamper-proof", "password-less": the compound says the thing is absent. */
const MAYBE_ABSENCE_COMPOUND = /-(?:safe|free|proof|less)\b/i;
const ABSENCE_COMPOUND = /\b[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*-(?:safe|free|proof|less)\b/giu;
/**
 * "MongoDB-style filters", "SQL-like syntax", "shell-style wildcards": the compound before a word for how a value is written
 * says it is written in the manner of the thing named, not that the thing is used or reached. Before anything else
 * ("webhook-style POST", "webhook-like notifications") it may be the thing itself.
 */
const MAYBE_MANNER_COMPOUND = /-(?:style|like|esque)\b/i;
const MANNER_COMPOUND = /\b[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*-(?:style|like|esque)(?=\s+(?:filters?|filtering|syntax|wildcards?|quer(?:y|ies)|conditions?|expressions?|patterns?|notation|operators?|selectors?|globs?|matching|predicates?|formatting|naming)\b)/giu;
/** A neutral word standing for a code span or identifier in prose (in no vocabulary set). */
const STAND_IN = ' identifier ';
/** `code spans`, and identifiers: snake_case, SCREAMING_CASE, dotted.names and camelCase words. */
const CODE_SPAN = /`[^`\n]*`/g;
const IDENTIFIER_IN_PROSE = /(?<![\p{L}\p{N}_.])(?:[\p{L}\p{N}]+(?:[_.][\p{L}\p{N}]+)+|\p{Ll}+\p{Lu}[\p{L}\p{N}]*|_[\p{L}\p{N}_]+)(?![\p{L}\p{N}_])/gu;
/**
 * File paths in prose (`~/.ssh/id_rsa`, `/etc/hosts`, `./config.json`, `C:\\Users\\me`, `$HOME/.aws`):
 * a path names a place, not what the tool does, so "ssh" in `~/.ssh` is no network word. A path
 * starts at a root (`/`, `~/`, `./`, `../`, a drive, an environment variable), never inside a word,
 * so "read/write" stays two words; trailing punctuation stays outside it, so sentences still end.
 */
const PATH_IN_PROSE = /(?<![\p{L}\p{N}_.\/\\~$%-])(?:~|\.{1,2}|\$[A-Za-z_][A-Za-z0-9_]*|\$\{[A-Za-z_][A-Za-z0-9_]*\}|%[A-Za-z_][A-Za-z0-9_]*%|[A-Za-z]:)?[\/\\](?=[\p{L}\p{N}._~-])(?:[^\s`'"()<>[\]{},;]*[^\s`'"()<>[\]{},;.:!?])?/gu;
const MAYBE_IDENTIFIER = /[_`/\\]|\p{L}\.\p{L}|\p{Ll}\p{Lu}/u;
/** Hyphenated compounds: letters joined by single hyphens, read as one word. */
const COMPOUND = /(?<![\p{L}\p{N}-])[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+(?![\p{L}\p{N}-])/gu;
/** "doesn't", "won’t": read as "not". */
const CONTRACTED_NOT = /n['’]t\b/gi;
/** Sentence ends: whitespace after . ! or ?, and line breaks. */
export const SENTENCE_BREAK = /(?<=[.!?])\s+|\n+/;
/** Clause punctuation inside a sentence (sentence ends split earlier). */
const CLAUSE_PUNCTUATION = /[,;:()[\]{}—–]|\s-\s/;

/** snake_case, camelCase, kebab-case, dots, slashes and spaces all become word breaks. */
export function splitWords(text: string): string[] {
  // JMESPath, JSONPath, XPath: one language each, not a file path ("jmes", "path").
  let joined = COMPOUND_LANGUAGES.test(text) ? text.replace(COMPOUND_LANGUAGES_ALL, (name) => name.toLowerCase()) : text;
  if (NAMED_OS.test(joined)) joined = joined.replace(NAMED_OS_ALL, (name) => name.toLowerCase());
  // ASCII text (most of it) takes a scan of character codes: same result, several times faster.
  return splitAsciiWords(joined) ?? splitUnicodeWords(joined);
}

/** Query languages whose camel-cased names would split into a place word. */
const COMPOUND_LANGUAGES = /(?:JMES|JSON|X)Path/i;
const COMPOUND_LANGUAGES_ALL = new RegExp(COMPOUND_LANGUAGES.source, 'gi');
/**
 * NixOS, ChromeOS, HarmonyOS, RouterOS: the names of operating systems that are products (a distribution, a device's
 * system) are one word, not "os" (the host's operating system). Only these: "HostOS", "GuestOS", "MacOS" or "macOS" still
 * name the host's system.
 */
const NAMED_OS = /\b(?:Nix|Chrome|Harmony|Router|Kai|Pure|Zorin|Rancher|Serenity|React|Tizen|Wear|Fire)OS\b/;
const NAMED_OS_ALL = new RegExp(NAMED_OS.source, 'g');

function splitUnicodeWords(text: string): string[] {
  return text
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2') // printEnv -> print Env
    .replace(/(\p{Lu}{2,})s(?!\p{Ll})/gu, (plural) => plural.toLowerCase()) // URLs, APIs, IDs: a plural, not UR Ls
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2') // HTTPRequest -> HTTP Request
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

const OTHER = 0;
const LOWER = 1;
const DIGIT = 2;
const UPPER = 3;
/** ASCII character classes by code: words are runs of letters and digits. */
const ASCII_KIND = new Uint8Array(128).map((_, code) =>
  code >= 97 && code <= 122 ? LOWER : code >= 48 && code <= 57 ? DIGIT : code >= 65 && code <= 90 ? UPPER : OTHER,
);

/**
 * splitUnicodeWords restricted to ASCII, as one pass: a word is a run of letters and digits, cut
 * before an uppercase letter that follows a lowercase letter or digit (printEnv) or that starts a
 * capitalized word after other capitals (HTTPRequest -> http, request), but not before the `s`
 * of a plural of capitals (URLs -> urls). Undefined when the text
 * has a non-ASCII character (its letters need the Unicode classes).
 */
function splitAsciiWords(text: string): string[] | undefined {
  const words: string[] = [];
  let start = -1; // start of the current word, -1 between words
  let previous = OTHER;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 128) return undefined;
    const kind = ASCII_KIND[code]!;
    if (kind === OTHER) {
      if (start >= 0) words.push(text.slice(start, index).toLowerCase());
      start = -1;
    } else if (start < 0) {
      start = index;
    } else if (kind === UPPER && (previous !== UPPER || (ASCII_KIND[text.charCodeAt(index + 1)] === LOWER && !pluralOfCapitals(text, index + 1)))) {
      words.push(text.slice(start, index).toLowerCase());
      start = index;
    }
    previous = kind;
  }
  if (start >= 0) words.push(text.slice(start).toLowerCase());
  return words;
}

/** An `s` at `at` that ends a run of capitals ("URLs", "APIs", "IDs"): their plural, not a new word. */
function pluralOfCapitals(text: string, at: number): boolean {
  return text.charCodeAt(at) === 115 && ASCII_KIND[text.charCodeAt(at + 1)] !== LOWER;
}

/** One run of words that negation and word pairs may not cross. */
export interface WordRun {
  words: string[];
  /** negated[i]: words[i] is inside the scope of a negator of the same clause. */
  negated: boolean[];
}

/**
 * Prose is cut into sentences first; negation is looked for only in prose. With `circumstances`,
 * the words of a condition about something other than the caller or the tool ("when files have
 * been added/removed/moved", "After git operations (checkout, merge, pull) that change files") are
 * marked like negated words: they say when to call the tool, not what it does (see markCircumstance).
 */
export function wordRuns(text: string, prose: boolean, circumstances = false): WordRun[] {
  if (!prose) {
    const words = splitWords(text);
    return words.length === 0 ? [] : [{ words, negated: words.map(() => false) }];
  }
  const runs: WordRun[] = [];
  // Cheap guards first: most descriptions have no URL, no compound and no contraction.
  let cleaned = text;
  if (cleaned.includes('://') || cleaned.includes('www.') || cleaned.includes('@')) cleaned = cleaned.replace(URL_OR_EMAIL, ' ');
  if (MAYBE_ABSENCE_COMPOUND.test(cleaned)) cleaned = cleaned.replace(ABSENCE_COMPOUND, ' ');
  if (MAYBE_MANNER_COMPOUND.test(cleaned)) cleaned = cleaned.replace(MANNER_COMPOUND, ' ');
  if (MAYBE_IDENTIFIER.test(cleaned)) cleaned = cleaned.replace(CODE_SPAN, STAND_IN).replace(PATH_IN_PROSE, STAND_IN).replace(IDENTIFIER_IN_PROSE, STAND_IN);
  if (cleaned.includes('-')) cleaned = cleaned.replace(COMPOUND, (compound) => compound.replaceAll('-', ''));
  if (cleaned.includes("'") || cleaned.includes('’')) cleaned = cleaned.replace(CONTRACTED_NOT, ' not');
  let comparing = false;
  for (const sentence of cleaned.split(SENTENCE_BREAK)) {
    const run: WordRun = { words: [], negated: [] };
    let carried = false;
    // Clauses at even places, the punctuation between them at odd ones.
    const parts = sentence.split(CLAUSE_PUNCTUATION_KEPT);
    let condition = false;
    let depth = 0;
    const subjects: number[] = [];
    // "Does not: query Attio APIs, mutate data, or require credentials.": a negation heading a colon negates the
    // list after it, to the end of the sentence.
    let listNegated = false;
    for (let index = 0; index * 2 < parts.length; index++) {
      const clauseWords = splitWords(parts[index * 2]!);
      // "cannot write, delete or execute": a short "..., B or C" after a comma continues the
      // negated list (only after a comma, and only in that shape, so "never fails, deletes X" counts).
      const continuesList = carried && index > 0 && clauseWords.length <= LIST_TAIL_MAX && clauseWords.some((word) => LIST_JOINERS.has(word));
      carried = appendClause(run, clauseWords, continuesList);
      if (listNegated) run.negated.fill(true, run.words.length - clauseWords.length);
      if (parts[index * 2 + 1]?.trim() === ':' && NEGATORS.has(clauseWords.at(-1) ?? '') && clauseWords.length <= NEGATED_HEADING_MAX) listNegated = true;
      if (!circumstances) continue;
      condition = markCircumstance(run, run.words.length - clauseWords.length, condition, subjects);
      // A condition goes on through brackets ("After git operations (checkout, merge, pull) that
      // change files"); any other punctuation ends it ("When the file exists, deletes it").
      const between = parts[index * 2 + 1]?.trim();
      if (between === '(' || between === '[') depth++;
      else if ((between === ')' || between === ']') && depth > 0) depth--;
      if (depth === 0 && between !== ')' && between !== ']') condition = false;
    }
    // "If the file exists, it is overwritten", "After files are processed, delete the originals": the
    // main clause acts on the condition's subject (through a pronoun, or as the object of its verb).
    for (const subject of subjects) {
      if (run.words.slice(subject + 1).some((word, offset) => REFERRING_PRONOUNS.has(word) || (!run.negated[subject + 1 + offset] && actingVerb(word)))) run.negated[subject] = false;
    }
    // "Similar to list_sessions for terminal processes.": a comparison describes another tool, not this one.
    // A comparison wrapped onto the next line ("Similar to force_terminate\n for terminal processes.") goes on there.
    comparing = circumstances && (COMPARISON.test(sentence) || (comparing && /^\s*[a-z]/.test(sentence)));
    if (comparing) run.negated = run.words.map(() => true);
    if (run.words.length > 0) runs.push(run);
  }
  return runs;
}

/**
 * A sentence that opens by likening the tool to another: what it says is of that other one. Not "Equivalent to
 * 'az sql db create'" or "Same as ...", which say the tool does that very thing.
 */
const COMPARISON = /^\s*(?:[-*•]\s*)?(?:similar\s+to|analogous\s+to)\b/i;
const REFERRING_PRONOUNS = new Set(['it', 'they', 'them']);
const CLAUSE_PUNCTUATION_KEPT = new RegExp(`(${CLAUSE_PUNCTUATION.source})`);
/** Words opening a condition on when the tool is called. */
const CONDITION_OPENERS = new Set(['when', 'whenever', 'after', 'once', 'if']);
/** Subjects of a condition that is the caller's purpose or the tool's own act ("when you need to delete", "if it deletes"). */
const ACTING_SUBJECTS = new Set(['you', 'your', 'user', 'users', 'we', 'i', 'model', 'agent', 'assistant', 'llm', 'caller', 'client', 'it', 'this', 'tool']);
/** Words of a condition that state a purpose ("when files must be deleted"): the tool's job, not a circumstance. */
const PURPOSE_WORDS = new Set(['must', 'should', 'need', 'needs', 'want', 'wants', 'wish', 'required', 'shall', 'ought']);
/** Words that start the main clause after a condition written without a comma ("if the file exists it is overwritten"). */
const MAIN_CLAUSE_STARTS = new Set(['it', 'they', 'then', 'this', 'we']);
/** Verbs after which `if` means "whether": what follows is what the tool finds out. */
const WHETHER_VERBS = new Set(['check', 'checks', 'checking', 'verify', 'verifies', 'determine', 'determines', 'test', 'tests', 'see', 'sees', 'find',
  'validate', 'validates', 'confirm', 'confirms', 'know', 'ask', 'asks', 'tell', 'tells', 'detect', 'detects', 'report', 'reports', 'indicate', 'indicates', 'whether']);
const CONDITION_DETERMINERS = new Set(['the', 'a', 'an', 'any', 'some', 'all', 'its', 'their', 'these', 'those', 'new', 'other']);

/**
 * Marks the words of a circumstance in the clause starting at `start` of `run`: from a condition
 * opener (when, whenever, after, once, if) whose subject is a thing (files, git operations, the
 * index), not the caller, the model or the tool, to the end of the clause or the start of a main
 * clause. A condition holding a purpose word ("when files must be deleted") is the tool's job and
 * stays. Returns whether a circumstance is still open at the clause's end; the subjects it marked
 * are pushed on `subjects` (a later pronoun may take them back: "if the file exists, it is overwritten").
 */
function markCircumstance(run: WordRun, start: number, open: boolean, subjects: number[]): boolean {
  const words = run.words;
  // A condition going on through brackets ends where the clause states an act ("... (checkout) that deletes files").
  let on = open && !presentAct(words.slice(start));
  for (let index = start; index < words.length; index++) {
    const word = words[index]!;
    if (on && index > start && MAIN_CLAUSE_STARTS.has(word)) on = false;
    // "Check if a file share name is available": after a verb of finding out, `if` is "whether", the object checked.
    if (!on && CONDITION_OPENERS.has(word) && !(word === 'if' && WHETHER_VERBS.has(words[index - 1] ?? ''))) {
      let subject = index + 1;
      while (subject < words.length && CONDITION_DETERMINERS.has(words[subject]!)) subject++;
      const rest = words.slice(index + 1);
      // "after files are deleted" is before the call, whatever the tense; "when the file is overwritten" may be the tool's act.
      on = subject < words.length && !ACTING_SUBJECTS.has(words[subject]!) && !rest.some((each) => PURPOSE_WORDS.has(each))
        && (word === 'after' || !presentAct(rest));
      if (on && !run.negated[subject]) subjects.push(subject);
    }
    if (on) run.negated[index] = true;
  }
  return on;
}

/** A write or destructive verb, in any form. */
const actingVerb = (word: string): boolean => matches(word, WRITE_VERBS) || matches(word, DESTRUCTIVE_VERBS);
/** Words before a participle that make it a present or future act: "are deleted", "is overwritten", "will be removed". */
const PRESENT_AUXILIARIES = new Set(['is', 'are', 'be', 'gets', 'get']);

/**
 * Whether the words after a condition opener state an act in the present ("the tool deletes it",
 * "all files are deleted", "the remote file is overwritten"): a condition written without a comma
 * runs into its main clause, so it is no circumstance. A past event ("files have been removed",
 * "were deleted") and a verb of no write ("operations that change files") are.
 */
function presentAct(words: readonly string[]): boolean {
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    if (!actingVerb(word)) continue;
    if (!/ed$|en$/.test(word)) return true;
    if (PRESENT_AUXILIARIES.has(words[index - 1] ?? '')) return true;
  }
  return false;
}

/**
 * Appends one clause's words to a run, each marked with whether a negator before it (or a negated
 * list the clause continues) reaches it. Returns whether a negation is still active at its end.
 */
function appendClause(run: WordRun, words: string[], negatedAtStart: boolean): boolean {
  let active = negatedAtStart;
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    if (CLAUSE_BREAKS.has(word)) active = false;
    run.words.push(word);
    run.negated.push(active && !LIST_JOINERS.has(word));
    if (NEGATORS.has(word) && !NOT_NEGATING_NEXT.has(words[index + 1] ?? '')) active = true;
  }
  return active;
}

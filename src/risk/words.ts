/**
 * Splitting identifiers and prose into lowercase words. Matching is done on whole words (plus a
 * few explicit stems in the vocabulary) so that "rm" never matches inside "format" and "term"
 * never inside "terminal".
 */

/** Words that negate what follows them in the same sentence ("does not execute commands"). */
const NEGATORS = new Set(['not', 'never', 'no', 'without', 'cannot', 'doesn', 'don', 'won', 'isn', 'aren', 'nor', 'neither']);
/** How many words back a negator still applies. */
const NEGATION_WINDOW = 3;

const ASCII = /^[\x00-\x7f]*$/;

/** snake_case, camelCase, kebab-case, dots, slashes and spaces all become word breaks. */
export function splitWords(text: string): string[] {
  // ASCII text (most of it) takes ASCII classes: same result, several times faster than \p{}.
  if (ASCII.test(text)) {
    return text
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 0);
  }
  return text
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2') // printEnv -> print Env
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2') // HTTPRequest -> HTTP Request
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** One run of words that negation and word pairs may not cross. */
export interface WordRun {
  words: string[];
  /** negated[i]: a negator precedes words[i] closely in the same sentence. */
  negated: boolean[];
}

/** Prose is cut into sentences first; negation is looked for only in prose. */
export function wordRuns(text: string, prose: boolean): WordRun[] {
  const sentences = prose ? text.split(/(?<=[.!?;])\s+|\n+/) : [text];
  const runs: WordRun[] = [];
  for (const sentence of sentences) {
    const words = splitWords(sentence);
    if (words.length === 0) continue;
    const negated = words.map((_, index) => prose && precededByNegator(words, index));
    runs.push({ words, negated });
  }
  return runs;
}

function precededByNegator(words: string[], index: number): boolean {
  for (let back = Math.max(0, index - NEGATION_WINDOW); back < index; back++) {
    if (NEGATORS.has(words[back]!)) return true;
  }
  return false;
}

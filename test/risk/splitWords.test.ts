// splitWords reads ASCII text with a scan of character codes (src/risk/words.ts). It must give
// exactly the words of the regex formulation it replaced, kept here as the reference.
import { describe, expect, it } from 'vitest';
import { splitWords } from '../../src/risk/words.js';

/**
 * The ASCII path of splitWords as regexes: compound query languages joined, camelCase breaks, a plural
 * of capitals kept whole (URLs), lowercase, split on non-alphanumerics.
 */
function regexAsciiWords(text: string): string[] {
  return text
    .replace(/(?:JMES|JSON|X)Path/gi, (name) => name.toLowerCase())
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]{2,})s(?![a-z])/g, (plural) => plural.toLowerCase())
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

describe('splitWords on ASCII text', () => {
  it('breaks camelCase, acronyms, digits and separators like the regexes', () => {
    const cases = ['printEnv', 'HTTPRequest', 'getHTTP2Response', 'ABCdEFg', 'a1B2C', 'aBCd', 'XMLHttpRequest', 'snake_case-kebab.dot/slash',
      'A', 'AB', 'Ab', 'aB', '', '  ', '__x__', 'execSync', 'IDs', 'URLs', 'v2API', 'x-Y', 'ALLCAPS', 'endsWithA', 'MCPServer42Go',
      'APIsForX', 'ABsC', 'ABss', 'A1Bs', 'getURLsList', 'JMESPath', 'jsonPath', 'XPath'];
    for (const text of cases) expect(splitWords(text), text).toEqual(regexAsciiWords(text));
  });

  it('agrees with the regexes on random strings of the characters that matter', () => {
    const alphabet = ['a', 'z', 'A', 'Z', 'q', 'Q', 's', 'S', '0', '7', ' ', '_', '-', '.', '/', '\t'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 20_000; i++) {
      const text = Array.from({ length: Math.floor(next() * 12) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      expect(splitWords(text), JSON.stringify(text)).toEqual(regexAsciiWords(text));
    }
  });
});

import { ANSI_CSI_SOURCE, INVISIBLE, isVisibleAsWritten, mappedVisible } from './offsets.js';

export { ANSI_CSI_SOURCE, INVISIBLE };

const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');
const ZWNJ = 0x200c;
const ZWJ = 0x200d;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
/** Emoji presentation selector and skin tones may sit between a pictograph and a ZWJ. */
const EMOJI_MODIFIER = /[\u{FE0F}\u{1F3FB}-\u{1F3FF}]/u;
const LETTER = /[\p{L}\p{M}]/u;
const LATIN_OR_ASCII = /[\p{Script=Latin}\p{ASCII}]/u;

export function codePointLabel(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The invisible characters of `text`, as U+XXXX, one entry per occurrence. Joiners doing their
 * ordinary job are left alone: ZWJ inside an emoji sequence, ZWJ/ZWNJ between letters of scripts
 * that need them (Persian, Indic); between Latin letters they only hide things.
 */
export function invisibleCharacters(text: string): string[] {
  return invisibleCharacterSpans(text).map((found) => found.label);
}

/** invisibleCharacters with where each one is: [start, end) in UTF-16 units of `text`. */
export function invisibleCharacterSpans(text: string): Array<{ label: string; start: number; end: number }> {
  // One scan first: almost all text has none, and splitting it into code points is the costly part.
  if (!INVISIBLE.test(text)) return [];
  const chars = [...text];
  const found: Array<{ label: string; start: number; end: number }> = [];
  let offset = 0;
  chars.forEach((char, index) => {
    const start = offset;
    offset += char.length;
    if (!INVISIBLE.test(char)) return;
    const code = char.codePointAt(0)!;
    if ((code === ZWJ || code === ZWNJ) && isLegitimateJoiner(chars, index, code)) return;
    found.push({ label: codePointLabel(char), start, end: offset });
  });
  return found;
}

function isLegitimateJoiner(chars: string[], index: number, code: number): boolean {
  let before = index - 1;
  while (before >= 0 && EMOJI_MODIFIER.test(chars[before]!)) before--;
  const previous = chars[before];
  const next = chars[index + 1];
  if (previous === undefined || next === undefined) return false;
  if (code === ZWJ && PICTOGRAPHIC.test(previous) && PICTOGRAPHIC.test(next)) return true;
  return LETTER.test(previous) && LETTER.test(next) && !LATIN_OR_ASCII.test(previous) && !LATIN_OR_ASCII.test(next);
}

/**
 * The text without invisible characters (and with each whole ANSI sequence as one space, so the
 * hidden sentence reads as a sentence), NFKC-folded, so that "ig\u200Bnore" still reads "ignore".
 * Built by mappedVisible (offsets.ts), which also knows where each character came from.
 */
export function visibleText(text: string): string {
  return isVisibleAsWritten(text) ? text : mappedVisible(text).text;
}

/** Makes invisible characters visible for reports: U+200B becomes `<U+200B>`. */
export function showInvisible(text: string): string {
  return text.replace(INVISIBLE_ALL, (char) => `<${codePointLabel(char)}>`);
}

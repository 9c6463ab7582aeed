/**
 * Invisible and direction-changing characters: every format (Cf) character — zero-width
 * U+200B-U+200F, U+2060-U+2064, U+FEFF, bidi controls U+202A-U+202E and U+2066-U+2069, soft
 * hyphen... — plus the whole tag block U+E0000-U+E007F (some of it unassigned, so not Cf) and the
 * variation selectors supplement U+E0100-U+E01EF (used to smuggle bytes, never needed in prose),
 * and the C0/C1 control characters other than tab and line breaks: ESC starts the ANSI sequences
 * that hide text in a terminal (Trail of Bits, "line jumping" with ANSI escapes), and none of them
 * belongs in prose.
 */
const INVISIBLE = /[\p{Cf}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
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
  // One scan first: almost all text has none, and splitting it into code points is the costly part.
  if (!INVISIBLE.test(text)) return [];
  const chars = [...text];
  const found: string[] = [];
  chars.forEach((char, index) => {
    if (!INVISIBLE.test(char)) return;
    const code = char.codePointAt(0)!;
    if ((code === ZWJ || code === ZWNJ) && isLegitimateJoiner(chars, index, code)) return;
    found.push(codePointLabel(char));
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

/** ANSI CSI sequences (ESC [ params final): "\u001b[8m" conceals, "\u001b[2K" erases a line. */
const ANSI_CSI = /\u001b\[[0-?]*[ -/]*[@-~]/g;

/**
 * The text without invisible characters (and without whole ANSI sequences, so the hidden sentence
 * reads as a sentence), NFKC-folded, so that "ig\u200Bnore" still reads "ignore".
 */
export function visibleText(text: string): string {
  const withoutAnsi = text.includes('\u001b') ? text.replace(ANSI_CSI, ' ') : text;
  return withoutAnsi.replace(INVISIBLE_ALL, '').normalize('NFKC');
}

/** Makes invisible characters visible for reports: U+200B becomes `<U+200B>`. */
export function showInvisible(text: string): string {
  return text.replace(INVISIBLE_ALL, (char) => `<${codePointLabel(char)}>`);
}

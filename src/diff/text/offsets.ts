/**
 * The forms detectors read a text in (visible: invisible characters and ANSI sequences dropped,
 * NFKC-folded; prose: an identifier's underscores and camelCase read as spaces), each with the
 * way back to the string as written (issue 21: a trigger's offsets are in the raw string, so
 * `raw.slice(match[0], match[1])` is the words that fired, whatever was hidden between them).
 *
 * Built only when a detector found something: a map costs two arrays per character, and almost
 * every text finds nothing.
 */
/**
 * Invisible and direction-changing characters: every format (Cf) character — zero-width
 * U+200B-U+200F, U+2060-U+2064, U+FEFF, bidi controls U+202A-U+202E and U+2066-U+2069, soft
 * hyphen... — plus the whole tag block U+E0000-U+E007F (some of it unassigned, so not Cf) and the
 * variation selectors supplement U+E0100-U+E01EF (used to smuggle bytes, never needed in prose),
 * and the C0/C1 control characters other than tab and line breaks: ESC starts the ANSI sequences
 * that hide text in a terminal (Trail of Bits, "line jumping" with ANSI escapes), and none of them
 * belongs in prose.
 */
export const INVISIBLE = /[\p{Cf}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/** ANSI CSI sequences (ESC [ params final): "\u001b[8m" conceals, "\u001b[2K" erases a line. */
export const ANSI_CSI_SOURCE = String.raw`\u001b\[[0-?]*[ -/]*[@-~]`;


/** A derived text and, for each of its UTF-16 units, the raw [start, end) it came from. */
export interface MappedText {
  text: string;
  starts: number[];
  ends: number[];
}

const identity = (text: string): MappedText => {
  const starts = new Array<number>(text.length);
  const ends = new Array<number>(text.length);
  for (let i = 0; i < text.length; i++) {
    starts[i] = i;
    ends[i] = i + 1;
  }
  return { text, starts, ends };
};

const ANSI_AT = new RegExp(ANSI_CSI_SOURCE, 'y');
const MARK = /\p{M}/u;

/**
 * The visible form with its map. Each base code point with the combining marks after it is folded
 * as one piece (so "e" + U+0301 still composes), and each unit of the folded piece maps to the
 * whole piece. `visibleText` (invisible.ts) is this form's text.
 */
export function mappedVisible(raw: string): MappedText {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  const push = (piece: string, start: number, end: number) => {
    text += piece;
    for (let i = 0; i < piece.length; i++) {
      starts.push(start);
      ends.push(end);
    }
  };
  let index = 0;
  while (index < raw.length) {
    if (raw.charCodeAt(index) === 0x1b) {
      ANSI_AT.lastIndex = index;
      const ansi = ANSI_AT.exec(raw);
      if (ansi) {
        push(' ', index, index + ansi[0].length);
        index += ansi[0].length;
        continue;
      }
    }
    const code = raw.codePointAt(index)!;
    const size = code > 0xffff ? 2 : 1;
    const char = raw.slice(index, index + size);
    if (INVISIBLE.test(char)) {
      index += size;
      continue;
    }
    // The base and its following marks (invisible characters between them are dropped as well).
    let end = index + size;
    let piece = char;
    while (end < raw.length) {
      const next = raw.codePointAt(end)!;
      const nextSize = next > 0xffff ? 2 : 1;
      const nextChar = raw.slice(end, end + nextSize);
      if (MARK.test(nextChar)) piece += nextChar;
      else if (!(INVISIBLE.test(nextChar) && end + nextSize < raw.length && MARK.test(String.fromCodePoint(raw.codePointAt(end + nextSize)!)))) break;
      end += nextSize;
    }
    push(piece.normalize('NFKC'), index, end);
    index = end;
  }
  return { text, starts, ends };
}

/** The visible form when it is the raw text itself (no invisible character, already NFKC). */
export function isVisibleAsWritten(raw: string): boolean {
  return !INVISIBLE.test(raw) && raw.normalize('NFKC') === raw;
}

/** The visible text with its map: identity when nothing is hidden or folded. */
export function visibleMap(raw: string): MappedText {
  return isVisibleAsWritten(raw) ? identity(raw) : mappedVisible(raw);
}

/**
 * The prose form of a visible text: when it has whitespace, the same text with markdown bold
 * markers as spaces ("you **MUST** call" reads "you   MUST   call", the length kept, so offsets are
 * the visible ones); an identifier-like string ("first_read_the_file", "userPrompt") with runs of
 * underscores as one space and a space between a lowercase and an uppercase letter. Same text as proseMap.
 */
export function proseOf(visible: string): string {
  return /\s/.test(visible) ? visible.replace(BOLD, '  ') : visible.replace(/_+/g, ' ').replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');
}

const BOLD = /\*\*/g;

/** proseOf with the map of each unit back to the raw string, through the visible form's map. */
export function proseMap(visible: MappedText): MappedText {
  if (/\s/.test(visible.text)) return visible.text.includes('**') ? { ...visible, text: visible.text.replace(BOLD, '  ') } : visible;
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  const units = visible.text;
  for (let i = 0; i < units.length; i++) {
    const char = units[i]!;
    if (char === '_') {
      let j = i;
      while (j + 1 < units.length && units[j + 1] === '_') j++;
      text += ' ';
      starts.push(visible.starts[i]!);
      ends.push(visible.ends[j]!);
      i = j;
      continue;
    }
    const previous = i > 0 ? units[i - 1]! : '';
    // Code points, not units: \p{Ll} and \p{Lu} are tested on whole characters.
    if (previous !== '' && /\p{Ll}/u.test(previous) && /\p{Lu}/u.test(char)) {
      text += ' ';
      starts.push(visible.starts[i]!);
      ends.push(visible.starts[i]!);
    }
    text += char;
    starts.push(visible.starts[i]!);
    ends.push(visible.ends[i]!);
  }
  return { text, starts, ends };
}

/** The raw [start, end) of the derived span [start, end) (an empty span maps to an empty one). */
export function toRaw(mapped: MappedText, start: number, end: number): [number, number] {
  if (mapped.text.length === 0) return [0, 0];
  const from = Math.min(start, mapped.text.length - 1);
  if (end <= start) return [mapped.starts[from]!, mapped.starts[from]!];
  return [mapped.starts[from]!, mapped.ends[Math.min(end, mapped.text.length) - 1]!];
}

/**
 * The sentence of the raw text around [start, end): from after the previous sentence end (". ",
 * "! ", "? " or a line break) to the next one (its punctuation included), surrounding whitespace
 * trimmed. The whole text when it has no sentence break.
 */
/** A full stop with no space after it between two sentences ("request.Extract"), as sentenceSpans (directives.ts) splits. */
const UNSPACED_STOP = /^\p{Ll}{2}[.!?]\p{Lu}\p{Ll}$/u;

export function sentenceAround(raw: string, start: number, end: number): [number, number] {
  let from = start;
  while (from > 0) {
    const char = raw[from - 1]!;
    if (char === '\n' || char === '\r') break;
    if (/\s/.test(char) && from >= 2 && /[.!?]/.test(raw[from - 2]!)) break;
    if (UNSPACED_STOP.test(raw.slice(Math.max(0, from - 3), from + 2))) break;
    from--;
  }
  let to = Math.max(end, start);
  while (to < raw.length) {
    const char = raw[to]!;
    if (char === '\n' || char === '\r') break;
    if (/[.!?]/.test(char) && (to + 1 >= raw.length || /\s/.test(raw[to + 1]!) || UNSPACED_STOP.test(raw.slice(to - 2, to + 3)))) {
      to++;
      break;
    }
    to++;
  }
  while (from < to && /\s/.test(raw[from]!)) from++;
  while (to > from && /\s/.test(raw[to - 1]!)) to--;
  return [Math.min(from, start), Math.max(to, end)];
}

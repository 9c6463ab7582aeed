/**
 * The characters a `pattern` can match, when that set is finite and known (issue 21). A guard on a
 * path, command or name keeps values out by their characters (no `/`, no `..`, no `;`), so a new
 * pattern that admits no character the old one did not keeps out whatever the old one kept out,
 * even when it is written differently: `^[a-zA-Z0-9_.-]+$` -> `^[a-zA-Z0-9_.-]+\.(png|svg|gif)$`.
 *
 * Conservative: any construct whose characters are not listed (`.`, a negated class, `\D`, `\S`,
 * `\W`, `\p{...}`, unicode and hex escapes, back-references) makes the alphabet unknown, and then
 * nothing is claimed. Both patterns must be anchored at both ends (an unanchored pattern matches a
 * part of a value and admits any character around it).
 */

const WORD = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_';
const DIGITS = '0123456789';
const SPACES = ' \t\n\r\f\v';
/** Escapes that stand for one literal control character. */
const CONTROL: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v', '0': '\0' };
/** A range wider than this (`\u0000-\uffff`) is as good as unknown. */
const MAX_RANGE = 256;

export function admitsNoNewCharacter(before: string, after: string): boolean {
  if (!anchoredBothEnds(before) || !anchoredBothEnds(after)) return false;
  const old = alphabet(before.slice(1, -1));
  const now = alphabet(after.slice(1, -1));
  if (old === undefined || now === undefined) return false;
  for (const char of now) if (!old.has(char)) return false;
  return true;
}

function anchoredBothEnds(pattern: string): boolean {
  return pattern.startsWith('^') && pattern.endsWith('$') && !/(?<!\\)(?:\\\\)*\\\$$/.test(pattern) && pattern.length >= 2;
}

/** The set of characters the pattern's body can match, or undefined when it is not known. */
export function alphabet(body: string): Set<string> | undefined {
  const chars = new Set<string>();
  const addAll = (text: string) => { for (const char of text) chars.add(char); };
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (char === '\\') {
      const escaped = escapeSet(body[i + 1]);
      if (escaped === undefined) return undefined;
      addAll(escaped);
      i++;
    } else if (char === '[') {
      const end = classEnd(body, i);
      if (end === undefined) return undefined;
      const set = classSet(body.slice(i + 1, end));
      if (set === undefined) return undefined;
      addAll(set);
      i = end;
    } else if (char === '.') {
      return undefined;
    } else if (char === '(') {
      // Group openers: `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!`, `(?<name>`; a lookaround's characters only add to the set.
      if (body[i + 1] === '?') {
        const opener = /^\(\?(?::|=|!|<=|<!|<[A-Za-z_][A-Za-z0-9_]*>)/.exec(body.slice(i));
        if (opener === null) return undefined;
        i += opener[0].length - 1;
      }
    } else if (char === '{') {
      const quantifier = /^\{\d+(?:,\d*)?\}/.exec(body.slice(i));
      if (quantifier !== null) i += quantifier[0].length - 1;
      else chars.add(char);
    } else if (!')|*+?^$'.includes(char)) {
      chars.add(char);
    }
  }
  return chars;
}

/** The characters of `\x` outside a class: undefined for the unknown ones (`\D`, `\p`, `\u`, `\1`...). */
function escapeSet(next: string | undefined): string | undefined {
  if (next === undefined) return undefined;
  if (next === 'd') return DIGITS;
  if (next === 'w') return WORD;
  if (next === 's') return SPACES;
  if (next === 'b' || next === 'B') return '';
  if (Object.hasOwn(CONTROL, next)) return CONTROL[next];
  if (/[A-Za-z0-9]/.test(next)) return undefined;
  return next;
}

/** Index of the `]` closing the class opened at `start`, or undefined. */
function classEnd(body: string, start: number): number | undefined {
  for (let i = start + 1; i < body.length; i++) {
    if (body[i] === '\\') i++;
    else if (body[i] === ']' && i > start + 1) return i;
  }
  return undefined;
}

/** The characters of a class body (`a-zA-Z0-9_.-`); undefined for a negated or unknown one. */
function classSet(inner: string): string | undefined {
  if (inner.startsWith('^')) return undefined;
  let out = '';
  const items: string[] = [];
  for (let i = 0; i < inner.length; i++) {
    if (inner[i] === '\\') {
      const next = inner[i + 1];
      const set = escapeSet(next);
      if (set === undefined) return undefined;
      // A class shorthand is a set, never a range end.
      if (next === 'd' || next === 'w' || next === 's') out += set;
      else items.push(set);
      i++;
    } else {
      items.push(inner[i]!);
    }
  }
  for (let i = 0; i < items.length; i++) {
    const from = items[i]!;
    if (items[i + 1] === '-' && i + 2 < items.length && from.length === 1 && items[i + 2]!.length === 1) {
      const [low, high] = [from.codePointAt(0)!, items[i + 2]!.codePointAt(0)!];
      if (high < low || high - low > MAX_RANGE) return undefined;
      for (let code = low; code <= high; code++) out += String.fromCodePoint(code);
      i += 2;
    } else {
      out += from;
    }
  }
  return out;
}

/**
 * Escaping of server-controlled text (names, descriptions, messages quoting them) for each output.
 * A hostile server must not be able to forge report structure, markup, mentions or terminal state.
 *
 * Line rule (every format): server text never starts a line. A CI runner reads a line that starts
 * with `::` (after trimming its whitespace) as a workflow command, and markdown reads `#`, `-`,
 * `>`... there. So no escaped text holds a line break of any kind (CR, LF, VT, FF, NEL, U+2028,
 * U+2029 are all written as visible escapes such as `\n`), and each line starts with the gate's
 * own text; the markdown escapes also write a leading character that could mean something at a
 * line start as a character reference, so even text placed first on a line is inert.
 */

/**
 * Bidi overrides, isolates and marks reorder what a reader sees ("trojan source"); show them
 * instead. U+2028 and U+2029 are line breaks to some readers: shown too.
 */
const BIDI_AND_SEPARATORS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
/** C0 and C1 controls (ESC starts ANSI sequences; CR rewrites a terminal line; LF, VT, FF and NEL break it). */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
/**
 * Characters that show nothing (soft hyphen, Mongolian vowel separator, zero-width space, joiners,
 * word joiner and invisible operators, byte order mark, tag characters): `read\u200bfile` must not
 * read as `readfile`, nor a tag-character instruction hide in a name. JSON escapes them too.
 */
const INVISIBLES = /[\u00ad\u180e\u200b-\u200d\u2060-\u2065\ufeff\u{e0000}-\u{e007f}]/gu;

function visibleCodePoint(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code === 0x0a) return '\\n';
  if (code === 0x0d) return '\\r';
  if (code === 0x09) return '\\t';
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, '0')}`;
  return code <= 0xffff ? `\\u${code.toString(16).padStart(4, '0')}` : `\\u{${code.toString(16)}}`;
}

/** Whether `text` holds a character sanitizeTerminal shows as an escape (a code span, which shows text as is, cannot hold it). */
export function hasHiddenCharacters(text: string): boolean {
  return sanitizeTerminal(text) !== text;
}

/** One terminal line's worth of text: every control, line break, bidi and invisible character shown as an escape. */
export function sanitizeTerminal(text: string): string {
  return text.replace(CONTROLS, visibleCodePoint).replace(BIDI_AND_SEPARATORS, visibleCodePoint).replace(INVISIBLES, visibleCodePoint);
}

/**
 * Characters that can open markdown, math or HTML structure mid-line, written as numeric references:
 * CommonMark never reads a character reference as syntax, and GFM splits table cells on raw `|`
 * only. Line-start syntax (`#`, `-`, `>`, `1.`, indentation) and the runner's `::` are handled by
 * escapeLineStart.
 */
const MARKDOWN_SPECIAL = /[&<>|`*_[\]\\~$]/g;

/**
 * Text that would open a block or a runner command if a layout put it first on a line: after any
 * whitespace (which the runner trims), `::` (a workflow command), `#` (a heading; `##[` is the
 * runner's older command form), `-`, `+` or `=` (a list item, a setext underline, a thematic
 * break), or digits and `.` or `)` (an ordered list); or four spaces (indented code). The other
 * characters with a meaning there (`>`, `*`, `_`, `~`, backticks, `|`, `<`) are references already.
 */
const LINE_START_SYNTAX = /^(?:(\s*)(?:::|[#\-+=]|\d{1,9}[.)])|\s{4})/u;

/** Escaped text, its first syntax character written as a reference when it matches LINE_START_SYNTAX. */
function escapeLineStart(escaped: string): string {
  const match = LINE_START_SYNTAX.exec(escaped);
  if (match === null) return escaped;
  const at = match[1] === undefined || match[1].length >= 4 ? 0 : match[1].length;
  const char = String.fromCodePoint(escaped.codePointAt(at)!);
  return escaped.slice(0, at) + characterReference(char) + escaped.slice(at + char.length);
}

function characterReference(char: string): string {
  return `&#${char.codePointAt(0)};`;
}

/**
 * GitHub links `@user`, `@org/team` and `#123` in rendered text nodes (references are already
 * decoded), so a zero-width space after the sigil is what stops the ping or cross-reference.
 */
function neutralizeReferences(text: string): string {
  // Run on escaped text: the `#` of a character reference (`&#92;`) is left alone.
  return text.replace(/(@|(?<!&)#)(?=[A-Za-z0-9])/g, '$1\u200b');
}

/**
 * Server text on one line of markdown or inside an HTML element: line breaks shown as `\n` (and
 * the like), never a new line and never a space that could lead one (see the line rule above).
 */
export function escapeMarkdownInline(text: string): string {
  return escapeMarkdown(text);
}

/** Server text in a GFM table cell: as escapeMarkdownInline (which already keeps the row one line; `|` is a reference). */
export function escapeMarkdownCell(text: string): string {
  return escapeMarkdown(text);
}

function escapeMarkdown(text: string): string {
  // Invisible characters are shown first, so the zero-width spaces added after `@` and `#` stay.
  const escaped = sanitizeTerminal(text).replace(MARKDOWN_SPECIAL, characterReference);
  return escapeLineStart(neutralizeReferences(escaped));
}

// escapeJsonInvisibles lives with the JSON helpers: the lockfile writer uses it too.
export { escapeJsonInvisibles } from '../json.js';

/** A backtick fence longer than any backtick run in `content`, so the content cannot close it. */
export function codeFence(content: string): string {
  const longestRun = Math.max(0, ...Array.from(content.matchAll(/`+/g), (match) => match[0].length));
  return '`'.repeat(Math.max(3, longestRun + 1));
}

/**
 * Multi-line text the gate quotes but did not write (a server's stderr, an error that quotes it),
 * for a log: each line escaped and prefixed with `prefix`, so no quoted line can start with `::`
 * (a GitHub workflow command) or rewrite the terminal.
 */
export function quoteLines(text: string, prefix = '  | '): string {
  return text.split(/\r?\n/).map((line) => `${prefix}${sanitizeTerminal(line)}`).join('\n');
}

/** At most `max` characters of server text, saying how much was cut (one huge field must not crowd out the rest). */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`;
}

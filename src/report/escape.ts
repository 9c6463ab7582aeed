/**
 * Escaping of server-controlled text (names, descriptions, messages quoting them) for each output.
 * A hostile server must not be able to forge report structure, markup, mentions or terminal state.
 */

/** Bidi overrides/isolates reorder what a reader sees ("trojan source"); show them instead. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
/** C0 and C1 controls (ESC starts ANSI sequences; CR rewrites a terminal line). */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

function visibleCodePoint(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code === 0x0a) return '\\n';
  if (code === 0x0d) return '\\r';
  if (code === 0x09) return '\\t';
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** One terminal line's worth of text: every control and bidi character shown as an escape. */
export function sanitizeTerminal(text: string): string {
  return text.replace(CONTROLS, visibleCodePoint).replace(BIDI_CONTROLS, visibleCodePoint);
}

/**
 * Characters that can open markdown, math or HTML structure mid-line, written as numeric references:
 * CommonMark never reads a character reference as syntax, and GFM splits table cells on raw `|`
 * only. Server text is never placed at the start of a line, so line-start syntax (`#`, `-`) is inert.
 */
const MARKDOWN_SPECIAL = /[&<>|`*_[\]\\~$]/g;

function characterReference(char: string): string {
  return `&#${char.codePointAt(0)};`;
}

/**
 * GitHub links `@user`, `@org/team` and `#123` in rendered text nodes (references are already
 * decoded), so a zero-width space after the sigil is what stops the ping or cross-reference.
 */
function neutralizeReferences(text: string): string {
  return text.replace(/([@#])(?=[A-Za-z0-9])/g, '$1\u200b');
}

/** Server text on one line of markdown or inside an HTML element: newlines become spaces. */
export function escapeMarkdownInline(text: string): string {
  return escapeMarkdown(text, ' ');
}

/** Server text in a GFM table cell: newlines become `<br>` so the row stays one line. */
export function escapeMarkdownCell(text: string): string {
  return escapeMarkdown(text, '<br>');
}

function escapeMarkdown(text: string, newline: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) =>
      neutralizeReferences(line)
        .replace(CONTROLS, visibleCodePoint)
        .replace(BIDI_CONTROLS, visibleCodePoint)
        .replace(MARKDOWN_SPECIAL, characterReference),
    )
    .join(newline);
}

/**
 * Characters JSON.stringify leaves raw that are invisible or reorder text (C1 controls, soft hyphen,
 * zero-width and bidi marks, line separators), as JSON escapes: a diff then shows a change that hides
 * in them, and the text stays valid JSON. Only for JSON text, where they can occur only in strings.
 */
export function escapeJsonInvisibles(json: string): string {
  return json.replace(
    /[\u0080-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g,
    (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  );
}

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

// What "server text never starts a line" means to a reader of the gate's output: a CI runner
// trims a line's leading whitespace and then reads `::cmd::` (or the older `##[cmd]`) as a workflow
// command; markdown reads `#`, `-`, `1.` and indentation there as structure.

/** Whitespace the runner trims before looking for a command (.NET Char.IsWhiteSpace: JavaScript's \s plus NEL). */
export const RUNNER_WHITESPACE = /^[\s\u0085]+/u;
/** Every kind of line break a reader may split on. */
export const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

/** The pieces of server text that must never begin a line: each piece of each name between line breaks, trimmed. */
export function leadingPieces(names: readonly string[]): string[] {
  return names.flatMap((name) => name.split(LINE_BREAK).map((piece) => piece.replace(RUNNER_WHITESPACE, '').trimEnd()).filter((piece) => piece !== ''));
}

/** Lines of `output` (split as a reader may) that start, after the runner's trimming, with a command or with a piece of server text. */
export function forgedLines(output: string, pieces: readonly string[]): string[] {
  return output.split(LINE_BREAK).filter((line) => {
    const trimmed = line.replace(RUNNER_WHITESPACE, '');
    return trimmed.startsWith('::') || trimmed.startsWith('##[') || pieces.some((piece) => trimmed.startsWith(piece));
  });
}


/**
 * `text` within `max` characters (UTF-16 code units, which never undercount what GitHub counts):
 * unchanged when it fits, else cut at a line break where one is near and followed by `note`.
 */
export function cutWithNote(text: string, max: number, note: string): string {
  if (text.length <= max) return text;
  const tail = `\n\n${note}`;
  if (tail.length >= max) return note.slice(0, max);
  let keep = text.slice(0, max - tail.length);
  // A lone high surrogate at the cut would be an invalid character.
  if (/[\ud800-\udbff]$/.test(keep)) keep = keep.slice(0, -1);
  const lineBreak = keep.lastIndexOf('\n');
  if (lineBreak >= keep.length * 0.9) keep = keep.slice(0, lineBreak);
  return `${keep}${tail}`;
}

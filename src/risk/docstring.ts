/**
 * Parameters documented in a tool's description rather than in its schema. Python servers built
 * on FastMCP or the SDK's decorators often declare no per-parameter description: the function's
 * docstring becomes the tool description, with an `Args:` section (Google style) or `:param x:`
 * lines (Sphinx style) saying what each parameter takes. A reviewer reads those lines as the
 * parameter's documentation, so the parameter classes read them too.
 */
import { isJsonObject, type JsonValue } from '../json.js';
import { escapeRegExp } from '../regexp.js';

const SECTION_HEADER = /^(\s*)(?:Args|Arguments|Parameters|Params|Keyword Args|Keyword Arguments)\s*:\s*$/i;
// `name: text`, `name (type): text`, or `name - text` (a dash, as many hand-written `Arguments:` sections have it).
const ENTRY = /^(\s*)\*{0,2}([A-Za-z_][A-Za-z0-9_]*)\*{0,2}\s*(?:\([^)\n]*\))?\s*(?::|\s[-\u2013\u2014](?=\s))\s*(.*)$/;
const SPHINX = /^\s*:param\s+(?:[^:\s]+\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(.*)$/;
/** Enough for any real docstring; a description is scanned no further. */
const MAX_LINES = 400;

/** Each documented parameter's text, by name (first documentation wins). */
export function documentedParameters(description: string): Map<string, string> {
  const found = new Map<string, string>();
  const lines = description.split(/\r?\n/).slice(0, MAX_LINES);
  const indent = (line: string) => /^\s*/.exec(line)![0].length;
  let section: number | undefined; // indent of the section header
  let entry: { name: string; indent: number; text: string[] } | undefined;
  const close = () => {
    if (entry !== undefined && !found.has(entry.name)) found.set(entry.name, entry.text.join(' ').replace(/\s+/g, ' ').trim());
    entry = undefined;
  };
  for (const line of lines) {
    const sphinx = SPHINX.exec(line);
    if (sphinx !== null) {
      close();
      section = undefined;
      entry = { name: sphinx[1]!, indent: indent(line), text: [sphinx[2]!] };
      continue;
    }
    const header = SECTION_HEADER.exec(line);
    if (header !== null) {
      close();
      section = header[1]!.length;
      continue;
    }
    if (line.trim() === '') continue;
    const at = indent(line);
    if (entry !== undefined && at > entry.indent) {
      entry.text.push(line.trim());
      continue;
    }
    close();
    if (section === undefined) continue;
    if (at <= section) {
      section = undefined;
      continue;
    }
    const match = ENTRY.exec(line);
    if (match !== null) entry = { name: match[2]!, indent: at, text: [match[3]!] };
  }
  close();
  return found;
}

let lastParsed: { description: string; parameters: Map<string, string> } | undefined;

/**
 * The parameter's entry in its tool's docstring, when its schema has no description of its own
 * (the schema's own description always wins).
 */
export function docstringOf(name: string, schema: JsonValue | undefined, toolDescription: unknown): string | undefined {
  if (typeof toolDescription !== 'string' || !isJsonObject(schema) || typeof schema.description === 'string') return undefined;
  // The parameters of one tool are read one after another: its docstring is parsed once.
  if (lastParsed?.description !== toolDescription) lastParsed = { description: toolDescription, parameters: documentedParameters(toolDescription) };
  const text = lastParsed.parameters.get(name) ?? entryOutsideSection(toolDescription, name) ?? proseEntry(toolDescription, name);
  return text === undefined || text === '' ? undefined : text;
}

/**
 * A sentence of prose whose subject is the parameter, written as code: "``attachments`` is an optional list of file
 * paths (read on this server's host), ``http(s)`` URLs (downloaded by the server) ...", "`limit` may be at most
 * 100", "The `filename` becomes the action set's display name". The text runs from the verb to the end of the sentence (a period that closes no parenthesis).
 */
function proseEntry(description: string, name: string): string | undefined {
  const escaped = escapeRegExp(name);
  const found = new RegExp(String.raw`(?:^|[\s(])\x60{1,2}${escaped}\x60{1,2}\s+((?:is|are|takes|accepts|holds|lists|names|becomes|(?:is|are)\s+used\s+as|serves\s+as|(?:may|can|must)\s+be)\b)`).exec(description.slice(0, 20_000));
  if (found === null) return undefined;
  const start = found.index + found[0].length - found[1]!.length;
  let depth = 0;
  let end = start;
  for (; end < description.length && end - start < 600; end++) {
    const char = description[end]!;
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === '.' && depth === 0 && (end + 1 === description.length || /\s/.test(description[end + 1]!))) break;
    // A blank line ends the paragraph, whatever the punctuation.
    else if (char === '\n' && /^\n[ \t]*\n/.test(description.slice(end, end + 40))) break;
  }
  return description.slice(start, end).replace(/\s+/g, ' ').trim();
}

/** A line that only opens a section ("Returns:", "Example request body:", "Options:"). */
const ANY_HEADER = /^(\s*)[A-Za-z][A-Za-z ()/-]{0,40}:\s*$/;
/** Sections whose entries document the parameters (Google style and the plain words servers use). */
const PARAMETER_SECTIONS = /^\s*(?:args|arguments|parameters|params|keyword\s+args|keyword\s+arguments|options|flags|inputs?|settings)\s*:\s*$/i;
/** A value written out rather than prose: `false`, `10`, `"Table of EU startups"`, as an example shows one. */
const LITERAL = /^(?:true|false|null|none|yes|no|-?\d[\d.]*|(["'`]).*\1)\s*(?:#.*)?$/i;

/**
 * A line opening with the parameter's own name and a colon (a bullet before it allowed), outside an
 * `Args:` section ("auto_start: When True, the AI skips the confirmation step ..."), with the lines
 * indented under it: that parameter's entry. Only for a name the tool takes, so a label ("Note:")
 * never is one; not under a header of another section ("Returns:", "Example request body:"), whose
 * entries document the result or show an example; not a literal value ("auto_start: false").
 */
function entryOutsideSection(description: string, name: string): string | undefined {
  const lines = description.split(/\r?\n/).slice(0, MAX_LINES);
  const indent = (line: string) => /^\s*/.exec(line)![0].length;
  let other: number | undefined; // indent of the header of a section that documents no parameter
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.trim() === '') continue;
    if (other !== undefined && indent(line) <= other && !/^\s*[-*•]\s/.test(line)) other = undefined;
    const header = ANY_HEADER.exec(line);
    if (header !== null && line.trim().slice(0, -1).trim() !== name) {
      other = PARAMETER_SECTIONS.test(line) ? undefined : header[1]!.length;
      continue;
    }
    if (other !== undefined) continue;
    const match = ENTRY.exec(line.replace(/^(\s*)[-*•]\s+/, '$1'));
    if (match === null || match[2] !== name || LITERAL.test(match[3]!.trim())) continue;
    const text = [match[3]!];
    for (let next = index + 1; next < lines.length && lines[next]!.trim() !== '' && indent(lines[next]!) > match[1]!.length; next++) text.push(lines[next]!.trim());
    return text.join(' ').replace(/\s+/g, ' ').trim();
  }
  return undefined;
}

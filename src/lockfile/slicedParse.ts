import { randomUUID } from 'node:crypto';
import { isJsonObject, type JsonObject } from '../json.js';

/**
 * JSON.parse of the text of a sealed lockfile in slices, pausing (`pause`) between them. `check` reads the
 * lockfile while the server it started lists its pages: one JSON.parse of a 10,000-tool lockfile
 * holds the event loop for a quarter of a second, in which no page is requested; in slices, the
 * parse fills the time the gate would otherwise spend waiting for the server.
 *
 * The slices follow the layout serializeLockfile writes (a sealed file is byte for byte its output): the `tools` map (by far the largest
 * member) is a top-level member at two spaces, each entry a member at four, so an entry ends with
 * `\n    },\n    "` before the next one. A cut is only ever made at a newline, which no JSON string
 * contains, so no token is split; the rest of the file (with a placeholder for the map, which must
 * come back as its `tools`) and every slice of entries (as an object of its own) must parse, or the
 * text is parsed in one piece. The result is
 * what JSON.parse(text) gives: the same members, values and key order, a syntax error included.
 */
export async function parseJsonInSlices(text: string, pause: () => Promise<void>, sliceChars = SLICE_CHARS): Promise<unknown> {
  const region = toolsRegion(text);
  if (region === undefined || region.bodyEnd - region.bodyStart < 2 * sliceChars) return JSON.parse(text);
  // The map is stood in for by a string no file can hold in advance: only if the shell's `tools`
  // is that string is the region the top-level member JSON.parse keeps (not one nested at the same
  // indent, and not followed by another `tools` member, which JSON.parse would take instead).
  const placeholder = `\u0000sliced ${randomUUID()}`;
  const shell = tryParse(`${text.slice(0, region.bodyStart - 1)}${JSON.stringify(placeholder)}${text.slice(region.bodyEnd + TOOLS_END.length)}`);
  if (!isJsonObject(shell) || shell.tools !== placeholder) return JSON.parse(text);

  const tools: JsonObject = {};
  let start = region.bodyStart;
  while (start < region.bodyEnd) {
    await pause();
    const cut = start + sliceChars >= region.bodyEnd ? -1 : text.indexOf(ENTRY_BOUNDARY, start + sliceChars);
    const end = cut === -1 || cut >= region.bodyEnd ? region.bodyEnd : cut + ENTRY_END.length;
    const slice = tryParse(`{${text.slice(start, end)}}`);
    if (!isJsonObject(slice)) return JSON.parse(text);
    for (const key of Object.keys(slice)) {
      // defineProperty for "__proto__": it stays an own member, as JSON.parse makes it.
      if (key === '__proto__') Object.defineProperty(tools, key, { value: slice[key], enumerable: true, writable: true, configurable: true });
      else tools[key] = slice[key]!;
    }
    start = end === region.bodyEnd ? end : end + 1; // past the comma between two entries
  }
  shell.tools = tools;
  return shell;
}

/** About 1 MiB of text per slice: a few milliseconds of parsing. */
const SLICE_CHARS = 1 << 20;
const TOOLS_MEMBER = '\n  "tools": {\n';
const TOOLS_END = '\n  }';
const ENTRY_END = '\n    }';
const ENTRY_BOUNDARY = `${ENTRY_END},\n    "`;

/** The text between the braces of the top-level `tools` map, as serializeLockfile lays it out. */
function toolsRegion(text: string): { bodyStart: number; bodyEnd: number } | undefined {
  const member = text.indexOf(TOOLS_MEMBER);
  if (member === -1) return undefined;
  const bodyStart = member + TOOLS_MEMBER.length - 1; // from the newline after the brace
  // Inside the map every line is indented by four spaces or more: the first line at two closes it.
  const bodyEnd = text.indexOf(TOOLS_END, bodyStart);
  return bodyEnd === -1 ? undefined : { bodyStart, bodyEnd };
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A tool whose parameter already takes a URL or a path can grow without a schema change: its
 * description says the value may now point further ("Any remote PDF accessible via HTTPS", "Local
 * files under directories provided by the client", a longer list of accepted hosts). A reviewer
 * reads that as the tool doing more; so does this detector, and only for a tool with such a
 * parameter (elsewhere the same words describe a result, not a reach).
 *
 * What counts as a statement of reach:
 * - `any`/`arbitrary` before a place (URL, website, host, domain, endpoint, file, path, directory),
 *   or before remote/external/public/online and a noun ("any remote PDF"), unless bounded by the
 *   place the sentence already named ("any directory inside it", "any file within the project"),
 *   or a place on the disk where the old text documented an absolute path with no bound;
 * - local files, file paths or `file://` on a tool whose parameters take URLs and no path;
 * - URLs accepted or downloaded on a tool whose parameters take paths and no URL ("Supports both local file paths and URLs");
 * - on a URL parameter's tool, a sentence listing two or more bare host names (an allowlist):
 *   each host is one finding.
 * New is counted per finding: a host, or one more occurrence of a phrase than before.
 */
import { isJsonObject, type JsonObject } from '../../json.js';
import { splitWords } from '../../risk/words.js';

export interface ReachFinding {
  /** What kind of reach: `any place`, `local files`, or `host <name>`. */
  family: string;
  key: string;
  word: string;
  span: [number, number];
}

/** Words of a parameter name that say it takes a URL or a host. */
const URL_PARAMETER_WORDS = new Set(['url', 'urls', 'uri', 'uris', 'link', 'links', 'href', 'host', 'hostname', 'domain', 'endpoint', 'src', 'source', 'remote']);
/** Words of a parameter name that say it takes a path (then local files are its reach already). */
const PATH_PARAMETER_WORDS = new Set(['path', 'paths', 'file', 'filepath', 'filename', 'files', 'dir', 'directory', 'folder']);

/** What a tool's parameters take: URLs, paths, both (by their names). */
export interface ReachParameters {
  url: boolean;
  path: boolean;
  /** A parameter whose name's head is a path word (`pdf_file_path`; not `topFilesLength`, a count). */
  pathHead?: boolean;
}

const ANY_PLACE = /\b(?:any|arbitrary)\s+(?:(?:remote|external|public|online|web|local|other|https?)\s+)?(?:urls?|uris?|websites?|web\s*pages?|sites?|hosts?|domains?|endpoints?|files?|paths?|director(?:y|ies)|folders?)\b|\b(?:any|arbitrary)\s+(?:remote|external|public|online)\s+[\p{L}\p{N}-]+/giu;
const LOCAL_FILES = /\blocal\s+(?:files?|paths?|director(?:y|ies)|folders?|disks?)\b|\bfile\s+paths?\b|\bfile:\/\//giu;
/**
 * On a tool whose parameters take paths and no URL, words saying the value may also be a URL the server fetches
 * ("Supports both local file paths and URLs", "Path to the PDF file or URL to PDF", "For URLs, the PDF will be
 * downloaded", "HTTP(S) image URLs"): the disk tool now reaches the network. A URL the tool returns or names as a result is none.
 */
const URLS_TOO = /\b(?:paths?|files?)\s+(?:and|or)\s+(?:an?\s+)?(?:urls?|uris?)\b(?!\s+of\s+the\s+form\s+file:)(?![^.;]{0,40}\b(?:is|are)\s+returned\b)|\b(?:or|and)\s+(?:an?\s+)?(?:urls?|uris?)\s+(?:to|of|pointing)\b|\bfor\s+(?:remote\s+)?urls?\s*,|\b(?:accepts?|supports?|takes?)\s+(?:also\s+)?(?:both\s+)?(?:[\w-]+\s+){0,3}(?:urls?|uris?)\b(?!\s+of\s+the\s+form\s+file:)|\b(?:urls?|uris?)\s+(?:are|is)\s+(?:also\s+)?(?:accepted|supported|downloaded|fetched)\b|\b(?:will\s+be|is|are)\s+(?:downloaded|fetched)\b(?!\s+by\s+(?:the\s+)?(?:user|user['’]s|browser|client))|\bhttps?(?:\(s\))?\s+(?:[\w-]+\s+)?(?:links?|urls?|addresses?)\b|\bweb\s+addresses?\b|\bwhich\s+the\s+server\s+(?:fetches|downloads)\b/giu;
/** After it: URIs that are local files ("URIs of the form file:///..."). */
const LOCAL_URI_AFTER = /^\s*(?:of\s+)?(?:the\s+form\s+)?file:\/\//i;
/** Before a reach phrase: a negation or a limit to the disk ("does not accept URLs", "only local file paths"). */
const NEGATED_BEFORE = /\b(?:not|never|no|n['’]t|only\s+local|without)\b[^.;]{0,25}$/i;
/** After "any <place>": a bound to the place the sentence already named ("inside it", "within the project"). */
const BOUNDED_BY_NAMED_PLACE = /^\s+(?:inside|within|under|below|beneath|in)\s+(?:it|them|this|that|the\s+(?:same\s+|given\s+)?(?:project|repository|repo|workspace|root|folder|directory|tree|sandbox))\b/i;
/** A bare host name: labels and a top-level domain, not inside a URL, an e-mail address or a path. */
const HOST = /(?<![\p{L}\p{N}.\/@:_-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|org|net|io|dev|ai|app|science|gov|edu|co|info|me|xyz|cloud|tech|site|online)(?![\p{L}\p{N}\/_-]|\.[\p{L}\p{N}])/giu;
/** A sentence ends at . ! or ? before white space or the end, or at a line break (not at the dots of a host name). */
const SENTENCE = /(?:[^.!?\n]|[.!?](?!\s|$))+/gu;

/** What the tool's parameters take, by their names; undefined when neither a URL nor a path. */
export function takesReach(parameterNames: ReadonlySet<string> | undefined): ReachParameters | undefined {
  if (parameterNames === undefined) return undefined;
  const takes: ReachParameters = { url: false, path: false };
  for (const name of parameterNames) {
    const words = splitWords(name);
    // `source_path` names a path: a URL word before a path head is what the path is of.
    if (words.some((word) => URL_PARAMETER_WORDS.has(word)) && !PATH_PARAMETER_WORDS.has(words.at(-1) ?? '')) takes.url = true;
    if (words.some((word) => PATH_PARAMETER_WORDS.has(word))) takes.path = true;
    if (PATH_PARAMETER_WORDS.has(words.at(-1) ?? '')) takes.pathHead = true;
  }
  return takes.url || takes.path ? takes : undefined;
}

/**
 * Statements of reach in `text`. `stated` (the locked description of the tool a parameter belongs
 * to) leaves out those of a family it already states: restated, not widened. `previous` (the old
 * text) and `stated` both cover host names when they say any place is reached: a list of hosts
 * after "any HTTPS URL" narrows.
 */
export function findReachStatements(text: string, takes: ReachParameters, stated?: string, previous?: string): ReachFinding[] {
  let found = reachIn(text, takes);
  if (found.length === 0) return found;
  const statedFamilies = new Set(stated === undefined ? [] : reachIn(stated, takes).map((finding) => finding.family));
  if (statedFamilies.size > 0) found = found.filter((finding) => !statedFamilies.has(finding.family));
  // "Accepts ... HTTP(S) image URLs" -> "Pass images as data URLs/base64/https URLs": the old text took URLs already;
  // saying so in other words is restated, not widened. (Local files are kinds: "explicitly added to the server" and
  // "under directories provided by the client" are two reaches, so each new phrase of them still counts.)
  if (previous !== undefined && reachIn(previous, takes).some((finding) => finding.family === 'urls')) found = found.filter((finding) => finding.family !== 'urls');
  const anywhere = statedFamilies.has('any place') || (previous !== undefined && reachIn(previous, takes).some((finding) => finding.family === 'any place'));
  if (anywhere) found = found.filter((finding) => !finding.family.startsWith('host '));
  // A path documented as absolute with no bound ("Directory to pack (Absolute path)") took any
  // place on the disk already: "Any directory readable by this process" restates it (repomix).
  if (takes.path && [previous, stated].some((text) => text !== undefined && UNBOUNDED_PATH.test(text) && !PATH_BOUND.test(text))) {
    found = found.filter((finding) => !(finding.family === 'any place' && LOCAL_PLACE.test(finding.key)));
  }
  return found;
}

/**
 * "Mandatory when ...", "Required if ...": the clause up to the place says when the value must be given. It runs to the place
 * with no comma and no turn ("otherwise", "but", "and can"): "Required if the path is relative, otherwise it may be any file
 * on the host" states a reach after its condition.
 */
const REQUIRED_WHEN = /\b(?:mandatory|required|needed|necessary|must\s+be\s+(?:set|given|provided|specified))\s+(?:when|if|whenever)\b(?:(?!\b(?:otherwise|but|and\s+(?:can|may|now|will)|can|may|now)\b)[^.;:!?\n,])*$/i;
/** An absolute (full) path, which any place on the disk has. */
const UNBOUNDED_PATH = /\b(?:absolute|full)\s+(?:file\s+|directory\s+|folder\s+)?paths?\b/i;
/** Words that bound where a path may point. */
const PATH_BOUND = /\b(?:within|inside|under|beneath|only|allowed|permitted|restricted|sandbox(?:ed)?|whitelist(?:ed)?|allowlist(?:ed)?)\b/i;
/** An "any <place>" that is a place on the disk. */
const LOCAL_PLACE = /\b(?:files?|paths?|director(?:y|ies)|folders?)$/;

/** A line opening with a label of what the tool returns ("Output:", "Returns:", "Example output:"), up to a match in it. */
const OUTPUT_LINE = /^\s*(?:example\s+)?(?:outputs?|returns?|response|result)\s*:/i;
function reachIn(text: string, takes: ReachParameters): ReachFinding[] {
  const found: ReachFinding[] = [];
  // A path parameter reaches local files already: "File path must be absolute" documents it. A
  // URL parameter that now takes local files reaches the disk.
  const families = takes.url && !takes.path ? [['any place', ANY_PLACE], ['local files', LOCAL_FILES]] as const
    : takes.pathHead === true && !takes.url ? [['any place', ANY_PLACE], ['urls', URLS_TOO]] as const : [['any place', ANY_PLACE]] as const;
  for (const [family, pattern] of families) {
    for (const match of text.matchAll(pattern)) {
      if (family === 'urls' && (NEGATED_BEFORE.test(text.slice(Math.max(0, match.index - 40), match.index)) || LOCAL_URI_AFTER.test(text.slice(match.index + match[0].length, match.index + match[0].length + 30)))) continue;
      // "any directory inside it", "any file within the project": bounded by the place already named.
      if (family === 'any place' && BOUNDED_BY_NAMED_PLACE.test(text.slice(match.index + match[0].length, match.index + match[0].length + 40))) continue;
      // "Mandatory when using file operations or referencing any file": a condition saying when the parameter is required
      // names the calls that need it, not a place it now reaches.
      if (family === 'any place' && REQUIRED_WHEN.test(text.slice(Math.max(0, match.index - 120), match.index))) continue;
      // "Output: Returns ... secure_url(HTTPS delivery URL)": a line labelled as what the tool returns describes the result.
      // Within the label's own sentence only ("Returns: the text. The path may be any URL" still reaches).
      const lineBefore = text.slice(text.lastIndexOf('\n', match.index) + 1, match.index);
      if (OUTPUT_LINE.test(lineBefore) && !/[.!?;]\s/.test(lineBefore.replace(OUTPUT_LINE, ''))) continue;
      found.push({ family, key: match[0].toLowerCase().replace(/\s+/g, ' '), word: match[0], span: [match.index, match.index + match[0].length] });
    }
  }
  // Host names where a sentence lists several (an allowlist): each host once; a URL parameter's reach.
  if (!takes.url) return found.sort((a, b) => a.span[0] - b.span[0]);
  const seen = new Set<string>();
  for (const sentence of text.matchAll(SENTENCE)) {
    const hosts = [...sentence[0].matchAll(HOST)];
    if (hosts.length < 2) continue;
    for (const host of hosts) {
      const key = `host ${host[0].toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const start = sentence.index + host.index;
      found.push({ family: key, key, word: host[0], span: [start, start + host[0].length] });
    }
  }
  return found.sort((a, b) => a.span[0] - b.span[0]);
}

/**
 * What a locked server already said a tool's parameter reaches: the tool's description, and those
 * of the tools that take a parameter of the same name (server-pdf's display_pdf and read_pdf_bytes
 * share `url`). Undefined when none has a description.
 */
export function statedReachOf(locked: Iterable<[string, JsonObject]>, tool: string, parameter: string): string | undefined {
  return statedReachIndex(locked)(tool, parameter);
}

/**
 * statedReachOf for many lookups over one locked server: the tools are indexed once, by name and
 * by the names of their top-level parameters (a diff of 10,000 tools asks once per changed
 * parameter description; scanning every tool each time made that quadratic).
 */
export function statedReachIndex(locked: Iterable<[string, JsonObject]>): (tool: string, parameter: string) => string | undefined {
  const byName = new Map<string, number>();
  const descriptions: Array<string | undefined> = [];
  const takers = new Map<string, number[]>();
  for (const [name, definition] of locked) {
    const at = descriptions.length;
    descriptions.push(typeof definition.description === 'string' ? definition.description : undefined);
    if (!byName.has(name)) byName.set(name, at);
    const properties = isJsonObject(definition.inputSchema) ? definition.inputSchema.properties : undefined;
    if (!isJsonObject(properties)) continue;
    for (const property of Object.keys(properties)) {
      const list = takers.get(property);
      if (list === undefined) takers.set(property, [at]);
      else list.push(at);
    }
  }
  return (tool, parameter) => {
    const found = new Set<number>(takers.get(parameter) ?? []);
    const own = byName.get(tool);
    if (own !== undefined) found.add(own);
    // In the locked order, as a scan of the tools would find them.
    const texts = [...found].sort((a, b) => a - b).map((at) => descriptions[at]).filter((text): text is string => text !== undefined);
    return texts.length === 0 ? undefined : texts.join('\n');
  };
}

import type { Lockfile, ToolLockEntry } from '../lockfile/types.js';
import type { JsonValue } from '../json.js';
import { assessParameter, toolWrites } from '../risk/parameters.js';
import { SENTENCE_BREAK } from '../risk/words.js';
import { pointerTokens } from '../jsonPointer.js';
import { parameterTriggers, walk } from './inputSeverity.js';
import type { Change, StructureTrigger } from './types.js';

/**
 * Limits a description states on what a tool that runs commands or queries will take: an
 * allow-list ("ALLOWED PIPE COMMANDS: jq, grep, ..."), a required prefix ("Full AWS CLI command
 * starting with 'aws'"), a statement that only some kinds run ("only SELECT statements are
 * supported"), or that some are refused ("dangerous commands are blocked").
 */
const LIMITS: ReadonlyArray<{ id: string; pattern: RegExp }> = [
  { id: 'allow_list', pattern: /\b(?:allowed|permitted|whitelisted|allow-?listed|approved)\s+(?:[\w-]+\s+){0,2}(?:commands?|programs?|binaries|executables|tools|hosts|domains|operations|statements|queries|paths|directories)\b/gi },
  { id: 'required_prefix', pattern: /\b(?:starting|beginning|must\s+(?:start|begin))\s+with\s+['"`][^'"`\n]{1,30}['"`]/gi },
  { id: 'only_kinds', pattern: /\bonly\s+(?:[\w-]+\s+){0,3}(?:commands?|statements?|queries|operations|programs?)\s+(?:are|is)\s+(?:allowed|permitted|supported|accepted|executed|run)\b/gi },
  { id: 'refused_kinds', pattern: /\b(?:commands?|statements?|queries|operations|programs?)\s+(?:are|is)\s+(?:blocked|forbidden|rejected|refused|disallowed|not\s+allowed)\b/gi },
];
/** Locked capability categories of a tool whose input is run: what a stated limit guarded. */
const RUNS_INPUT = new Set(['execute_command', 'database_access']);
const DESCRIPTION_RULES = new Set(['tool_description_changed', 'tool_argument_description_changed']);

interface StatedLimit {
  id: string;
  /** The limit's words, lower-cased with spaces collapsed: the same limit reworded around is kept. */
  key: string;
  sentence: string;
}

function statedLimits(text: string): StatedLimit[] {
  const found: StatedLimit[] = [];
  // A heading that ends with a colon goes with the line it introduces ("ALLOWED PIPE COMMANDS:\n jq, grep").
  const pieces = text.split(SENTENCE_BREAK).reduce<string[]>((joined, piece) => {
    const last = joined[joined.length - 1];
    if (last !== undefined && last.trimEnd().endsWith(':')) joined[joined.length - 1] = `${last.trimEnd()} ${piece.trim()}`;
    else joined.push(piece);
    return joined;
  }, []);
  for (const sentence of pieces) {
    for (const { id, pattern } of LIMITS) {
      pattern.lastIndex = 0;
      for (const match of sentence.matchAll(pattern)) found.push({ id, key: match[0].toLowerCase().replace(/\s+/g, ' '), sentence: sentence.trim() });
    }
  }
  return found;
}

/**
 * A description change of a tool that runs commands or queries (by its locked risk) that drops a
 * limit the locked text stated, with no limit of the same kind left in the new text: the guard a
 * reviewer relied on is no longer promised (aws-mcp-server 1.5.1 dropped "ALLOWED PIPE COMMANDS"
 * and "starting with 'aws'" when it removed its command validation). Critical, with the dropped
 * sentence as the trigger (it is in the locked text, not the new one). Never lowers a severity.
 */
export function droppedGuards(changes: readonly Change[], before: Lockfile): Change[] {
  return changes.map((change) => {
    if (!DESCRIPTION_RULES.has(change.rule) || change.capability.type !== 'tool' || change.severity === 'critical') return change;
    const entry: ToolLockEntry | undefined = Object.hasOwn(before.tools, change.capability.name) ? before.tools[change.capability.name] : undefined;
    if (entry === undefined) return change;
    const enabled = enabledCapability(change, entry);
    if (enabled !== undefined) return enabled;
    if (!entry.risk.categories.some((category) => RUNS_INPUT.has(category))) return change;
    const old = textOf(change.before);
    const now = textOf(change.after);
    if (old === undefined) return change;
    const kept = statedLimits(now ?? '');
    const dropped = statedLimits(old).filter((limit) => !kept.some((each) => each.id === limit.id));
    if (dropped.length === 0) return change;
    const triggers: StructureTrigger[] = dropped.map((limit) => ({
      kind: 'structure', what: `limit dropped (${limit.id}): "${limit.key}"`, ...(change.pointer !== undefined && { pointer: change.pointer }), before: limit.sentence,
    }));
    return {
      ...change,
      severity: 'critical',
      defaultSeverity: change.defaultSeverity ?? change.severity,
      escalation: 'critical',
      reasons: [...change.reasons, `a limit the locked text stated on what this tool runs is gone: ${dropped.map((limit) => `"${limit.key}" ("${limit.sentence}")`).join('; ')}`],
      triggers: [...triggers, ...(change.triggers ?? [])],
    };
  });
}

const textOf = (value: JsonValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Words saying a part of the input is not live yet: "Not yet implemented", "accepted at schema level,
 * rejected at runtime", "not supported yet", "coming soon", "reserved for future use", "currently
 * ignored". A limit that stays ("Symlinks are not supported", "Not supported on Windows") is no such word.
 */
const UNAVAILABLE = /\bnot\s+(?:yet\s+)?implemented(?:\s+yet)?\b|\bnot\s+yet\s+(?:supported|available|enabled|functional|wired\s+up)\b|\bnot\s+(?:supported|available|enabled|functional)\s+yet\b|\brejected\s+at\s+runtime\b|\bcoming\s+soon\b|\bunimplemented\b|\breserved\s+for\s+future\s+use\b|\bcurrently\s+(?:ignored|unused|a\s+no-?op)\b|\bis\s+a\s+no-?op\b/i;
/**
 * What may stand before the statement in its clause for it to be about the described part itself:
 * nothing ("Not yet implemented", "(not yet supported)", "..., rejected at runtime"), or a word for
 * the part ("This option is", "It is", "Currently"). "Symlinks are not yet supported" is about symlinks.
 */
const ABOUT_THE_PART = /(?:^|[.;:,(—–-])\s*(?:(?:this|the|it)(?:\s+(?:option|parameter|field|variant|mode|flag|setting|branch|value))?\s+(?:is|are)\s+|currently\s+)?$/i;

/**
 * A parameter's or branch's description that said the part was not live ("OAuth2 client-credentials
 * variant (accepted at schema level, rejected at runtime)", "Not yet implemented") and no longer
 * does, where that part carries a capability class (a client secret, a token URL): the schema was
 * there, but the capability arrives now (brapi-mcp-server 0.4.5's oauth2 auth). Critical, with the
 * dropped sentence and the part's classes as triggers. A part that carries no class (a format
 * option) stays as it was.
 */
function enabledCapability(change: Change, entry: ToolLockEntry): Change | undefined {
  if (change.rule !== 'tool_argument_description_changed') return undefined;
  const old = textOf(change.before);
  const now = textOf(change.after) ?? '';
  const said = old === undefined ? null : UNAVAILABLE.exec(old);
  if (said === null || UNAVAILABLE.test(now) || !ABOUT_THE_PART.test(old!.slice(0, said.index))) return undefined;
  const tokens = pointerTokens(change.pointer ?? '');
  if (tokens[0] !== 'inputSchema' || tokens[tokens.length - 1] !== 'description') return undefined;
  const root = entry.definition.inputSchema;
  const node = walk(root, tokens.slice(1, -1));
  const name = [...tokens].reverse().find((token, index) => index > 0 && !/^\d+$/.test(token) && !SCHEMA_KEYWORDS.has(token)) ?? 'input';
  const tool = { writes: toolWrites(entry.definition, entry.risk.categories), categories: entry.risk.categories };
  const findings = assessParameter(name, node, { tool, nested: 'all' }).findings;
  if (findings.length === 0) return undefined;
  const sentence = (old!.split(SENTENCE_BREAK).find((piece) => UNAVAILABLE.test(piece)) ?? said[0]).trim();
  const parameterPointer = change.pointer!.replace(/\/description$/, '');
  const parameters = parameterTriggers(name, parameterPointer, findings);
  return {
    ...change,
    severity: 'critical',
    defaultSeverity: change.defaultSeverity ?? change.severity,
    escalation: 'critical',
    reasons: [...change.reasons, `the locked text said this part was not live ("${said[0]}") and the new text no longer does: what it carries (${[...new Set(findings.map((finding) => finding.class))].join(', ')}) is now in use`],
    triggers: [{ kind: 'structure', what: `not-live statement dropped: "${said[0]}"`, pointer: change.pointer!, before: sentence }, ...parameters, ...(change.triggers ?? [])],
  };
}

const SCHEMA_KEYWORDS = new Set(['properties', 'items', 'oneOf', 'anyOf', 'allOf', 'additionalProperties', '$defs', 'definitions', 'patternProperties', 'prefixItems', 'not']);

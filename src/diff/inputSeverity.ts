import { isJsonObject, type JsonObject, type JsonValue } from '../json.js';
import { pointerTokens, resolveLocalRef } from '../jsonPointer.js';
import type { ToolLockEntry } from '../lockfile/types.js';
import { EDIT_CONTENT, EDIT_RANGE } from '../risk/parameterClasses.js';
import {
  actionValueFindings, actionValues, assessParameter, hostValues, isActionSelector, makesOrUpdates, namesNoPlace, narrowingFlag, takesAnyKey, toolWrites, type ParameterAssessment, type ParameterFinding, type ToolContext,
} from '../risk/parameters.js';
import { docstringOf } from '../risk/docstring.js';
import { documentedClassWidened, listedValuesGrew } from './documentedClasses.js';
import { collectSchemaFacts } from '../risk/schema.js';
import { isAnnotationKeyword } from './schema/normalize.js';
import { admitsNoNewCharacter } from './schema/patternAlphabet.js';
import { declaresOpen, itemsKeepEveryGuard, listOfSameValues, nonObjectType, removedLoneMap, renamedParameter, safeDefaultOfFlag } from './inputShapes.js';
import { RISK_LEVELS } from '../risk/types.js';
import { namesTablePart, tablesOfDocument } from '../risk/index.js';
import { DESTRUCTIVE_VERBS, IDENTIFIER_HEADS, READ_NAME_VERBS, READ_VERBS, SENSITIVE_OBJECTS, WRITE_VERBS, actingInProse, actingNameWord, matches } from '../risk/vocabulary.js';
import { SENTENCE_BREAK, splitWords } from '../risk/words.js';
import { jsonEquivalent } from './labels.js';
import { sentenceAround } from './text/offsets.js';
import type { Change, ParameterTrigger, StructureTrigger, Trigger } from './types.js';
import { escapeRegExp } from '../regexp.js';

/**
 * Input widenings whose severity depends on what the parameter lets the tool do. Each is
 * critical by default (catalogue); it stays critical when the parameter carries capability or
 * raises the tool's inferred risk, and becomes a warning when it only shapes the result.
 */
const ASSESSED: ReadonlySet<string> = new Set([
  'input_property_added', 'input_property_made_optional', 'input_type_widened', 'input_type_changed',
  'input_enum_value_added', 'input_enum_removed', 'input_constraint_removed', 'input_constraint_relaxed', 'input_constraint_changed',
  'input_additional_properties_allowed', 'input_branch_added',
]);
const SCALARS = new Set(['string', 'number', 'integer', 'boolean', 'null']);
/** Words of a parameter name that say its value names the remote service a call reaches (`service`, `api`, `provider`). */
const SERVICE_WORDS = new Set(['service', 'services', 'api', 'apis', 'provider', 'product', 'platform', 'integration', 'connector', 'backend']);
/** Words of a parameter name that say its value names a package registry (`ecosystem`: npm | pypi, `registry`). */
const REGISTRY_WORDS = new Set(['ecosystem', 'ecosystems', 'registry', 'registries']);
/** Words of a parameter name that say its value names where a writing tool takes what it writes (`source_type`: archive | git). */
const SOURCE_WORDS = new Set(['source', 'sources', 'origin']);
/** Words of a tool name that say it makes a call on the caller's behalf (`callCloudApi`, `invoke_api`, `proxy_request`). */
const CALL_WORDS = new Set(['call', 'invoke', 'request', 'proxy', 'forward', 'execute', 'exec', 'run']);
/** Words of a parameter name that say its value names a program to run (`cli_name`, `shell`, `interpreter`). */
const PROGRAM_WORDS = new Set(['cli', 'program', 'executable', 'binary', 'interpreter', 'shell']);
/** Command shells: any of them runs whatever command line it is given. */
const SHELLS = new Set(['sh', 'bash', 'zsh', 'fish', 'dash', 'ksh', 'tcsh', 'csh', 'cmd', 'powershell', 'pwsh']);
/** Words of when a run returns to its caller: waiting for it, or not. */
const RUN_TIMING_WORDS = new Set(['sync', 'async', 'synchronous', 'asynchronous', 'foreground', 'background', 'detached', 'attached', 'blocking', 'nonblocking', 'non', 'adaptive', 'wait', 'nowait', 'immediate', 'deferred']);
/** Names of a choice of how a run proceeds (`execution_mode`, `run_mode`, `wait`); not of what is done (`action: [status, stop, detached]`). */
const RUN_MODE_NAMES = new Set(['mode', 'execution', 'exec', 'run', 'timing', 'wait', 'blocking', 'sync', 'async', 'background']);
/** Names of a choice of what is done, whose values are actions whatever they say. */
const ACTION_NAMES = new Set(['action', 'actions', 'operation', 'op', 'command', 'cmd', 'method', 'verb', 'task']);
/** The `enum` of a schema (its branches' too), or nothing. */
const enumOf = (schema: JsonValue | undefined): JsonValue[] => (!isJsonObject(schema) ? [] : [
  ...(Array.isArray(schema.enum) ? schema.enum : []),
  ...(['anyOf', 'oneOf'] as const).flatMap((key) => (Array.isArray(schema[key]) ? schema[key].flatMap((branch) => enumOf(branch)) : [])),
]);

/**
 * voicemode `service(service_name, action)`: a sibling parameter selects an action among listed values that act
 * (start, stop, restart, enable...), so the service named is what those actions reach; a new one is a new target.
 */
/** Words of a value's gloss that say it is code: "function (custom JS)", "eval: a Python expression". */
const CODE_GLOSS = /\b(?:js|javascript|typescript|python|code|script|scripts|eval|shell|command|commands)\b/i;
/**
 * New enum values the parameter's own description glosses as code ("function (custom JS)", "script: a shell
 * script to run"), each with its gloss: the value makes the tool run what the caller writes.
 */
function codeGlossed(values: readonly JsonValue[], schema: JsonValue | undefined): Array<[string, string]> {
  const description = isJsonObject(schema) && typeof schema.description === 'string' ? schema.description.slice(0, 2000) : '';
  if (description === '') return [];
  const found: Array<[string, string]> = [];
  for (const value of values) {
    if (typeof value !== 'string' || !/^[\w-]{1,40}$/.test(value)) continue;
    const gloss = new RegExp(`(?<![\\w-])${value}['"\`]?\\s*(?:\\(([^()]{1,60})\\)|[:=–—]\\s*([^,;.()]{1,60}))`).exec(description);
    const text = gloss === null ? undefined : (gloss[1] ?? gloss[2])!.trim();
    if (text !== undefined && CODE_GLOSS.test(text)) found.push([value, text]);
  }
  return found;
}

/**
 * New enum values the parameter's own description says write to the disk ("'file' will save the PNG image to disk
 * and return the file path"), each with the words that say so: on a tool that did not write, the value is a new
 * write mode. The value must open the clause, quoted, as what does the writing.
 */
function diskWriteGlossed(values: readonly JsonValue[], schema: JsonValue | undefined): Array<[string, string]> {
  const description = isJsonObject(schema) && typeof schema.description === 'string' ? schema.description.slice(0, 2000) : '';
  if (description === '') return [];
  const found: Array<[string, string]> = [];
  for (const value of values) {
    if (typeof value !== 'string' || !/^[\w-]{1,40}$/.test(value)) continue;
    const gloss = new RegExp(`['"\`]${value}['"\`]\\s*(?:[:=–—-]\\s*|\\s+(?:will\\s+|would\\s+)?)${DISK_WRITE.source}`, 'i').exec(description);
    if (gloss !== null) found.push([value, gloss[0].slice(value.length + 2).trim()]);
  }
  return found;
}
/**
 * New enum values whose entry in the parameter's or the tool's description says they delete ("- full_maintenance: Run
 * all three storage passes in sequence (purge expired, deduplicate, trim ...)"), each with its entry: a mode that
 * destroys what the tool keeps, added to a tool whose locked text named no destruction at all, is a new write mode
 * whatever the value is called. The entry is the value (quoted or not) followed by a colon, a dash or a bracket, up
 * to the end of its line; a destructive word after a negation ("without deleting") does not count.
 */
function destructiveGlossed(values: readonly JsonValue[], schema: JsonValue | undefined, before: ToolLockEntry, after: ToolLockEntry, beforeSchema: JsonValue | undefined): Array<[string, string, string]> {
  const textOf = (node: JsonValue | undefined) => (isJsonObject(node) && typeof node.description === 'string' ? node.description.slice(0, 4000) : '');
  const lockedText = `${String(before.definition.description ?? '').slice(0, 4000)}\n${textOf(beforeSchema)}`;
  if (splitWords(lockedText).some((word) => matches(word, DESTRUCTIVE_VERBS))) return [];
  const texts = [textOf(schema), String(after.definition.description ?? '').slice(0, 4000)].filter((text) => text !== '');
  const found: Array<[string, string, string]> = [];
  for (const value of values) {
    if (typeof value !== 'string' || !/^[\w-]{1,40}$/.test(value)) continue;
    const entry = new RegExp(`(?<![\\w-])['"\`]?${escapeRegExp(value)}['"\`]?\\s*(?:[:=–—]|-\\s)\\s*([^\\n]{1,240})`);
    for (const text of texts) {
      const gloss = entry.exec(text)?.[1];
      if (gloss === undefined) continue;
      const words = splitWords(gloss);
      // "dedupe: remove duplicate results", "compact: strip markup", "short: truncated to 200 chars": what the call
      // returns is shaped, nothing the tool keeps is deleted.
      if (words.some((word) => RETURNED_FORMS.has(word))) continue;
      const at = words.findIndex((word, i) => matches(word, DESTRUCTIVE_VERBS) && !words.slice(Math.max(0, i - 2), i).some((before) => NEGATIONS.has(before)));
      if (at >= 0) {
        found.push([value, gloss.trim(), words[at]!]);
        break;
      }
    }
  }
  return found;
}
const NEGATIONS = new Set(['not', 'no', 'never', 'without', 'nor', 'instead']);
/** Words of what a call returns or how it is written out: a deletion among them shapes the answer. */
const RETURNED_FORMS = new Set(['result', 'results', 'output', 'outputs', 'response', 'responses', 'answer', 'markup', 'html', 'whitespace', 'text', 'chars',
  'characters', 'snippet', 'snippets', 'summary', 'preview', 'display', 'formatting', 'images', 'links', 'tags', 'hits', 'matches']);

/** A write to the disk: "save(s) the PNG image to disk", "writes it to a local file". */
const DISK_WRITE = /(?:saves?|writes?|stores?|persists?|exports?)\b[^.;]{0,60}?\b(?:to|on|into)\s+(?:the\s+|a\s+|local\s+)?(?:disk|local\s+disk|file\s*system|files?|folder|directory)\b/;

function actsOnSelected(name: string, after: ToolLockEntry, tool: ToolContext): boolean {
  return Object.entries(rootProperties(after.definition.inputSchema)).some(([other, schema]) => other !== name && isJsonObject(schema)
    && Array.isArray(schema.enum) && isActionSelector(other, schema) && actionValues(schema.enum, tool, other).length > 0);
}

/** Types richer than a scalar: a parameter that starts taking them takes structure it did not. */
const RICH_TYPES = new Set(['object', 'array', 'any type']);
const TYPE_NAMES = new Set(['null', 'boolean', 'integer', 'number', 'string', 'array', 'object', 'any type']);

/**
 * Decides critical vs warning for each input widening of one tool from a per-parameter capability
 * assessment (src/risk/parameters.ts), and says why in the change's reasons. Pure: returns new
 * objects for the changes it touches. It lowers critical widenings to warning (the assessed
 * severity is the change's own; policy overrides still apply) and raises only a new required
 * parameter that asks for conversation content. A widening at the schema root keeps its
 * severity, except `additionalProperties` opened there, judged by the parameters it guarded.
 */
export function assessInputSeverity(changes: readonly Change[], before: ToolLockEntry, after: ToolLockEntry, siblings?: SiblingParameters, restored?: () => boolean, lockedWords?: () => ReadonlySet<string>, liveDocumentation?: LiveDocumentation): Change[] {
  const assessed = changes.map((change) => {
    if (ASSESSED.has(change.rule) && change.severity === 'critical') return documentedElsewhere(declaredFromRemovedMap(namedNewSource(assess(change, before, after, siblings, restored, liveDocumentation), after, lockedWords), before, after), after, liveDocumentation);
    if (change.rule === 'input_required_property_added') return declaredFromRemovedMap(requiredLocalPath(replacedByMap(assessRequired(change, after), before, after), before, after), before, after);
    if (change.rule === 'input_default_changed' && change.severity !== 'critical') return assessDefaultOn(change, before, after);
    return change;
  });
  return listedValuesGrew(documentedClassWidened(documentedActions(assessed, before), before, after), before, after, lockedWords);
}

/**
 * A free value of an action selector (`authMode`, `operation`) now limited to listed values is a
 * narrowing, and stays one; but when the parameter's rewritten description documents a listed
 * value the locked documentation (the parameter's and the tool's descriptions) never offered
 * (`authMode`: "cookie" and "sso" documented, then `enum: [cookie, sso, reset]` and "reset —
 * clears saved session and switches to AWS credential auth"), that description names a new action:
 * critical, as a new value of an action selector is (input_enum_value_added). The free string may
 * have accepted the value; nobody reviewed it as an action. Raised like a text escalation: the
 * rule default is kept in `defaultSeverity`.
 */
function documentedActions(changes: Change[], before: ToolLockEntry): Change[] {
  const raised = new Map<string, { name: string; fresh: string[] }>();
  for (const change of changes) {
    if (change.rule !== 'input_enum_added' || !Array.isArray(change.after)) continue;
    const tokens = pointerTokens(change.pointer ?? '').slice(1);
    if (lastParameterAt(tokens) !== 0 || tokens.length !== 3) continue;
    const name = tokens[1]!;
    const locked = walk(before.definition.inputSchema, tokens.slice(0, 2));
    if (!isActionSelector(name, locked)) continue;
    const documented = [before.definition.description, isJsonObject(locked) ? locked.description : undefined]
      .filter((text): text is string => typeof text === 'string').join('\n');
    const fresh = change.after.filter((value): value is string => typeof value === 'string' && value.length > 0 && wordAt(documented, value) === undefined);
    if (fresh.length > 0) raised.set(`/inputSchema/properties/${escapeToken(name)}/description`, { name, fresh });
  }
  if (raised.size === 0) return changes;
  return changes.map((change) => {
    const action = change.rule === 'tool_argument_description_changed' ? raised.get(change.pointer ?? '') : undefined;
    if (action === undefined || typeof change.after !== 'string' || change.severity === 'critical') return change;
    const text = change.after;
    const named = action.fresh.map((value) => ({ value, at: wordAt(text, value) })).filter((found): found is { value: string; at: [number, number] } => found.at !== undefined);
    if (named.length === 0) return change;
    const { value, at } = named[0]!;
    const sentence = sentenceAround(text, at[0], at[1]);
    return {
      ...change,
      severity: 'critical',
      defaultSeverity: change.defaultSeverity ?? change.severity,
      reasons: [...change.reasons, `\`${action.name}\` selects the action, and its description now documents ${named.map((found) => JSON.stringify(found.value)).join(', ')}, a listed value the locked documentation never offered: a new action`],
      triggers: [
        { kind: 'text', signal: 'new_action', pattern: 'action_selector_value', quote: text.slice(sentence[0], sentence[1]), sentence, match: at },
        { kind: 'parameter', parameter: action.name, pointer: `/inputSchema/properties/${escapeToken(action.name)}`, class: 'action_selector', tokens: [...splitWords(action.name), value], evidence: 'enum' },
        ...(change.triggers ?? []),
      ],
    };
  });
}

/**
 * The words of a parameter's description that make it required for one mode of its tool: a condition
 * word (only, required, needed, used, when...) before another parameter of the tool, or that
 * parameter given a value (`type=url`): "Target URL (only type=url)", "Required when action is create".
 */
function requiredWhen(name: string, schema: JsonValue | undefined, root: JsonValue | undefined): string | undefined {
  const description = isJsonObject(schema) && typeof schema.description === 'string' ? schema.description : undefined;
  const properties = isJsonObject(root) && isJsonObject(root.properties) ? root.properties : undefined;
  if (description === undefined || properties === undefined) return undefined;
  for (const other of Object.keys(properties)) {
    if (other === name || other.length < 2) continue;
    const escaped = escapeRegExp(other);
    const found = new RegExp(`\\b(?:only|required|needed|used|applies|mandatory)\\b[^.;]{0,40}?\\b${escaped}\\b(?:\\s*(?:=|==|is|equals)\\s*['"\`]?[\\w-]+)?`, 'i').exec(description);
    if (found !== null) return found[0];
  }
  return undefined;
}

/**
 * A parameter added beside one made optional whose description says it stands in for it: consult_llm's new `prompt`
 * ("Direct prompt text for simple questions. Alternative to using markdown files.") beside `files`, no longer required;
 * or the optional parameter's own text naming one of the tool's parameters to send instead (cycode `files`: "Provide
 * either this or \"paths\"").
 * A call now sends one or the other; leaving the old one out reaches nothing the new one does not say. Only without a
 * default of its own (a default is a value the server picks), naming a word of its name in the same phrase, with no word
 * of what happens when neither is sent, and not on a destructive tool (its target left out may select by other means).
 */
function replacedByAlternative(name: string, schema: JsonValue | undefined, beforeRoot: JsonValue | undefined, afterRoot: JsonValue | undefined, toolDescription?: unknown): { other: string; phrase: string } | undefined {
  const lockedProperties = isJsonObject(beforeRoot) && isJsonObject(beforeRoot.properties) ? beforeRoot.properties : {};
  const properties = isJsonObject(afterRoot) && isJsonObject(afterRoot.properties) ? afterRoot.properties : {};
  const nameWords = new Set(splitWords(name).map((word) => word.replace(/s$/, '')));
  // cycode `files` ("Files to scan ... Provide either this or \"paths\""): its own text names the other parameter to send.
  const own = isJsonObject(schema) && typeof schema.description === 'string' ? schema.description : '';
  const either = EITHER_THIS_OR.exec(own);
  // Both name each other ("Provide either this or \"files\"" on `paths`): a pair of alternatives, not a switch to something else.
  const otherText = either === null || !isJsonObject(properties[either[1]!]) ? '' : String((properties[either[1]!] as JsonObject).description ?? '');
  const namesBack = new RegExp(`\\beither\\s+this\\s+(?:one\\s+)?or\\s+[\`"'“]?${escapeRegExp(name)}\\b`, 'i').test(otherText);
  if (either !== null && namesBack && !NEITHER_GIVEN.test(own) && !NEITHER_GIVEN.test(otherText) && either[1] !== name) return { other: either[1]!, phrase: either[0] };
  // Each parameter's own description, or its line of the tool's docstring (mcp-stata `task_id`: "Optional ID of a background
  // task to read the log for (alternative to path)").
  const documented = (each: string, eachSchema: JsonValue | undefined): string | undefined =>
    isJsonObject(eachSchema) && typeof eachSchema.description === 'string' ? eachSchema.description : docstringOf(each, eachSchema, toolDescription);
  const ownDocumentation = documented(name, schema);
  // "With no recipient, the message is broadcast to every user": the tool's prose says what a call without it does.
  const escaped = escapeRegExp(name);
  if (typeof toolDescription === 'string' && new RegExp(`\\b(?:with\\s+no|without(?:\\s+(?:an?|the))?|if\\s+no|when\\s+no|absent(?:\\s+(?:an?|the))?)\\s+[\\x60'"]?${escaped}[\\x60'"]?\\b|\\b${escaped}[\\x60'"]?\\s+(?:is\\s+)?(?:omitted|missing|not\\s+(?:given|provided|set))\\b`, 'i').test(toolDescription.slice(0, 8000))) return undefined;
  for (const [other, otherSchema] of Object.entries(properties)) {
    const otherDocumentation = other === name || Object.hasOwn(lockedProperties, other) ? undefined : documented(other, otherSchema);
    if (otherDocumentation === undefined) continue;
    const found = ALTERNATIVE_TO.exec(otherDocumentation);
    // "when neither is given, every file is deleted": a call may send neither, and then the tool picks.
    if (NEITHER_GIVEN.test(otherDocumentation) || (ownDocumentation !== undefined && NEITHER_GIVEN.test(ownDocumentation))) continue;
    if (found !== null && splitWords(found[1]!).some((word) => nameWords.has(word.replace(/s$/, '')))) return { other, phrase: found[0] };
  }
  return undefined;
}
/**
 * paypal create_subscription: "The subscriber field is optional. If no subscriber information is provided, omit the
 * subscriber field in the request payload.", "All other fields are optional and can be omitted if not provided.": the
 * tool's description says a call without the value sends the request without it. The phrase, or undefined.
 */
function omittedWhenNotGiven(name: string, toolDescription: unknown): string | undefined {
  if (typeof toolDescription !== 'string') return undefined;
  const text = toolDescription.slice(0, 8000);
  const named = new RegExp(`\\bomit(?:ted)?\\s+(?:the\\s+)?[\\x60'"]?${escapeRegExp(name)}[\\x60'"]?(?:\\s+(?:field|parameter|property|object|key))?(?:\\s+(?:in|from)\\s+the\\s+(?:request|payload|call)(?:\\s+payload)?)?\\b`, 'i').exec(text)
    ?? OTHERS_OMITTED.exec(text);
  if (named === null || SERVER_FALLBACK_ON_OMISSION.test(text)) return undefined;
  // "Required parameters are: plan_id, payee": one the text names as required is not among "all other fields"; "If
  // account_id is not provided, the payment is charged to ..." says what a call without it does.
  const escaped = escapeRegExp(name);
  if (new RegExp(`\\b(?:if|when|where|unless)\\s+(?:the\\s+|no\\s+)?[\\x60'"]?${escaped}[\\x60'"]?\\s+(?:field\\s+|parameter\\s+)?(?:is|are|was)?\\s*(?:not\\s+(?:provided|given|set|passed|specified)|omitted|missing|absent|left\\s+out|empty)`, 'i').test(text)) return undefined;
  if (new RegExp(`\\brequired\\b[^.]{0,120}?\\b${escaped}\\b|\\b${escaped}\\b[^.]{0,40}?\\b(?:is|are)\\s+(?:also\\s+)?(?:required|mandatory)\\b`, 'i').test(text)) return undefined;
  return named[0];
}
/** "All other fields are optional and can be omitted": every parameter but the ones named required before it. */
const OTHERS_OMITTED = /\b(?:all\s+other|all\s+the\s+other|the\s+other|other|remaining)\s+(?:fields|parameters|properties|arguments)\s+are\s+optional\s+and\s+(?:can|may)\s+be\s+(?:omitted|left\s+out)\b/i;
/** What the server does in the value's place, anywhere in the description: "the configured account is used", "the server then charges ...". */
const SERVER_FALLBACK_ON_OMISSION = /\b(?:defaults?\s+to|is\s+used|are\s+used|falls?\s+back|fallback|uses?\s+the\s+(?:configured|default|current|account|owner)|(?:the\s+)?server\s+(?:then\s+)?(?:uses?|picks?|chooses?|charges?|sends?|applies|fills?|sets?)|otherwise|instead|automatically|in\s+its\s+place)\b/i;
/** "Provide either this or \"paths\"", "either this or `url`": the parameter's own text naming the one to send instead. */
const EITHER_THIS_OR = /\beither\s+this\s+(?:one\s+)?or\s+[`"'“]?([A-Za-z_][\w-]*)[`"'”]?/i;
/**
 * browserstack `password` ("Site password; omit to have it requested from the user."): left out, the user is asked for
 * it, so the server picks no value of its own.
 */
const ASKED_OF_USER = /\bomit(?:ted)?\b[^.;]{0,40}?\b(?:requested|asked|prompted)\s+(?:from|of)\s+the\s+user\b(?!['’]s|\s+(?:profile|directory|account|keychain|store|settings|config\w*|record|data)\b)|\bif\s+(?:omitted|not\s+(?:given|provided)),?\s+the\s+user\s+(?:is|will\s+be)\s+(?:asked|prompted)\b(?!\s+(?:for\s+)?(?:nothing|only))/i;
/** A value the server falls back on when the user is not asked: "in CI the saved admin password is used", "otherwise ...". */
const SERVER_FALLBACK = /\b(?:otherwise|default(?:s|ed)?|fall(?:s)?\s*back|fallback|stored|saved|cached|unless|instead|is\s+used|are\s+used)\b/i;
/** A call that sends neither, and what the tool then does. */
const NEITHER_GIVEN = /\b(?:neither|none\s+of\s+them|otherwise|without\s+(?:both|either|them)|(?:both|all)\s+(?:are\s+)?(?:absent|missing|omitted)|if\s+(?:both\s+are\s+|neither\s+is\s+|it\s+is\s+)?(?:omitted|missing|not\s+given|left\s+out)|when\s+omitted|defaults?\s+to)\b/i;
/** "Alternative to using markdown files", "instead of the file list", "in place of `path`". */
const ALTERNATIVE_TO = /\b(?:(?:an?\s+)?alternative\s+to|instead\s+of|in\s+place\s+of|rather\s+than)\s+(?:using\s+|passing\s+|providing\s+|sending\s+)?(?:the\s+|a\s+)?([^.;,()]{1,60})/i;

/**
 * Formats that are hints to a client and that nothing checks: `textarea`, `multiline`, `markdown`, `html`, `binary`,
 * `color`. And pydantic's `path`, on a tool that does not write: a plain Path checks nothing, and `NewPath` (also
 * emitted as `path`: the path must not exist yet) guards only a write. Any other format (the JSON Schema vocabulary,
 * zod's and pydantic's own: `cidrv4`, `e164`, `jwt`, `ipvanyaddress`, `file-path`) may be checked, so removing it stays judged.
 */
const UI_HINT_FORMATS: ReadonlySet<string> = new Set(['textarea', 'multiline', 'markdown', 'html', 'binary', 'color', 'colour', 'text']);
/** Name words of a value that picks where a payment goes through: the chain, network, protocol or rail. */
const RAIL_HEADS: ReadonlySet<string> = new Set(['chain', 'chains', 'network', 'networks', 'protocol', 'protocols', 'rail', 'rails', 'provider', 'gateway']);
/** Words saying a value is about paying: in the name (`paymentNetwork`) or its description ("Chain to use for ... payment"). */
const PAYMENT_TEXT = /\b(?:pay|pays|paid|paying|payments?|purchases?|checkout|settle(?:s|ment)?|charges?|transfers?|transferred|transferring)\b/i;
/**
 * A parameter that picks the payment system a tool pays on: a rail word heading its name (`paymentNetwork`, `chain`) and
 * paying in its name or its description ("Chain to use for SIWX and payment"), not documented as a filter. The name's
 * head, or undefined. Not a currency or an amount: another value on the same rail.
 */
function paymentRail(name: string, schema: JsonValue | undefined, after: ToolLockEntry): string | undefined {
  // The rail is what the name is (`paymentNetwork`, `paymentNetworkId`), not a qualifier of another head (`paymentMethodType`).
  const words = splitWords(name).filter((word, i, all) => !(i === all.length - 1 && IDENTIFIER_HEADS.has(word)));
  const head = words.at(-1);
  if (head === undefined || !RAIL_HEADS.has(head)) return undefined;
  const description = isJsonObject(schema) && typeof schema.description === 'string' ? schema.description.slice(0, 2000) : '';
  // "Filter by payment network": which payments a listing returns, none made. Only a description that is a filter.
  if (/^\s*(?:an?\s+|the\s+|optional\s+)?filters?\b/i.test(description)) return undefined;
  // A chain is where value moves whatever the verb ("Transfer USDC to a wallet address"): the tool's text may say it pays.
  const paying = words.some((word) => word === 'pay' || word === 'payment' || word === 'payments') || PAYMENT_TEXT.test(description)
    || ((head === 'chain' || head === 'chains') && PAYMENT_TEXT.test(String(after.definition.description ?? '').slice(0, 4000)));
  return paying && PAYMENT_TEXT.test(`${description} ${String(after.definition.description ?? '').slice(0, 4000)} ${words.join(' ')}`) ? `payment ${head}` : undefined;
}

/** A secret's own description and the sentences of its tool's description that name it (`<password>`, `databasePassword`). */
function secretDocumentation(name: string, schema: JsonValue | undefined, toolDescription: unknown): string {
  const own = isJsonObject(schema) && typeof schema.description === 'string' ? schema.description : '';
  const named = typeof toolDescription === 'string'
    ? toolDescription.slice(0, 8000).split(SENTENCE_BREAK).filter((sentence) => sentence.toLowerCase().includes(name.toLowerCase())).join(' ')
    : '';
  return `${own} ${named}`;
}
/** Names of a secret a call sets (`databasePassword`, `rootPassword`, `password`): a password or passphrase, not a key or token used to reach something. */
const SECRET_SET = /pass(?:word|phrase)/i;
/** Words saying the secret is used as or in a command, or sent elsewhere: then its characters may matter. */
const SECRET_USED = /\b(?:shell|command|script|exec\w*|interpolat\w*|sent\s+to|forward\w*|url|connection\s+string|sql|statements?|quer(?:y|ies)|alter|verbatim|env|environment|file|files|written|writes?|config\w*|templat\w*)\b|\.env\b/i;
/** JSON Schema formats of a place on the network: each admits any host (and for the URL forms, any scheme). */
const NETWORK_SYNTAX_FORMATS: ReadonlySet<string> = new Set(['uri', 'url', 'uri-reference', 'iri', 'iri-reference']);
/** A tool that hands the value to a program (`git clone <url>`, curl, ssh): an option-shaped value may then be an argument. */
const RUNS_A_PROGRAM = /\b(?:git|clone|cli|command|commands|curl|wget|ssh|scp|rsync|ffmpeg|yt-dlp|shell|exec\w*|spawn\w*|subprocess|binary)\b/i;
// A URL format is set aside only on a tool whose every capability is a network request: on one that runs a program or
// touches files (`git clone <url>`), the format may keep an option or a path out. A hostname or e-mail format never is: it
// keeps shell and header metacharacters out of a value a program or a mail header receives.
const UNENFORCED_FORMATS_DOC = 'client hints such as textarea, markdown, binary; pydantic\'s plain `path` on a tool that does not write';
function unenforcedFormat(format: string, writes: boolean): boolean {
  const name = format.toLowerCase();
  return UI_HINT_FORMATS.has(name) || (name === 'path' && !writes);
}

/**
 * keenable `search_web_pages` `mode`: standard -> standard, realtime: a `mode` (not an `action`, `operation` or `command`)
 * of a tool that does not write, whose new values name no act of any kind (no verb that acts, reads elsewhere or sends),
 * picks how the tool does its one read.
 */
function readingModeValues(name: string, values: readonly JsonValue[], schema: JsonValue | undefined): boolean {
  const words = splitWords(name);
  if (!words.some((word) => word === 'mode' || word === 'modes') || words.some((word) => word === 'action' || word === 'operation' || word === 'command' || word === 'op')) return false;
  const description = isJsonObject(schema) && typeof schema.description === 'string' ? schema.description.slice(0, 2000) : '';
  // "'email' sends the invoice to the customer": a sentence of the parameter's own description that names the value
  // and acts says what the value does.
  const glossedActing = (value: string) => description.split(SENTENCE_BREAK).some((sentence) => wordAt(sentence, value) !== undefined && actingInProse(splitWords(sentence)));
  return values.length > 0 && values.every((value) => typeof value === 'string' && !glossedActing(value)
    && splitWords(value).every((word) => !actingNameWord(word) && !READ_NAME_VERBS.has(word) && !OUTWARD_VALUES.has(word) && !WIDENING_MODE_WORDS.has(word)));
}
/**
 * Words of a mode value that widen what the tool may touch or switch a safeguard off, whatever verb it lacks:
 * `readwrite`, `unrestricted`, `all_tenants`, `danger-full-access`, `insecure`.
 */
const WIDENING_MODE_WORDS: ReadonlySet<string> = new Set(['write', 'readwrite', 'rw', 'full', 'all', 'any', 'admin', 'root', 'sudo', 'unrestricted', 'unlimited',
  'insecure', 'unsafe', 'danger', 'dangerous', 'bypass', 'privileged', 'elevated', 'raw', 'force', 'yolo', 'tenants', 'global', 'everything', 'open', 'public',
  'access', 'exec', 'shell', 'system', 'nocheck', 'noverify', 'skip', 'trust', 'trusted']);
/** Values of a mode that send what the tool makes somewhere: a channel out, not a way of reading. */
const OUTWARD_VALUES: ReadonlySet<string> = new Set(['email', 'mail', 'sms', 'webhook', 'slack', 'upload', 'publish', 'post', 'share', 'send', 'export', 'print', 'fax']);

/** [start, end) of `word` in `text` standing alone (no letter, digit, `_` or `-` on either side), case-insensitive. */
function wordAt(text: string, word: string): [number, number] | undefined {
  const found = new RegExp(`(?<![\\p{L}\\p{N}_-])${escapeRegExp(word)}(?![\\p{L}\\p{N}_-])`, 'iu').exec(text);
  return found === null ? undefined : [found.index, found.index + found[0].length];
}

/**
 * A new required parameter narrows what callers may send, so it is a warning, unless it asks for
 * conversation content (`user_prompt`): then every call must carry what the user said off the
 * machine. Raised like a text escalation: the rule default is kept in `defaultSeverity`.
 */
/** Leading words of a flag that turn a check off or a danger on when true (`skip_verify`, `allow_delete`, `insecure`, `force`). */
const UNSAFE_WHEN_TRUE: ReadonlySet<string> = new Set(['skip', 'no', 'disable', 'disabled', 'ignore', 'allow', 'insecure', 'unsafe', 'dangerous', 'bypass', 'force', 'without']);

/**
 * What makes a flag unsafe when true: it takes a write mode (`overwrite`, `force`,
 * `delete_existing`) on a tool that writes, or it is a safety switch whose name's first word turns
 * the check off when set (`skip_verify`, `allow_dangerous`, `insecure`; not `verify_ssl`, whose
 * true keeps the check on).
 */
function unsafeWhenTrue(name: string, schema: JsonValue | undefined, context: ToolContext): ParameterFinding[] {
  const words = splitWords(name);
  return assessParameter(name, schema, { nested: 'none', tool: context }).findings.filter((finding) => finding.class === 'write_mode'
    || (finding.class === 'safety_switch' && UNSAFE_WHEN_TRUE.has(words[0] ?? '') && !finding.tokens.includes('default true')));
}

/**
 * The live server's top-level boolean flags that are unsafe when true, by lower-cased name: an
 * order in any of its texts setting one to true is an unsafe_argument signal (src/diff/text/unsafeArguments.ts).
 */
export function unsafeFlags(tools: Record<string, ToolLockEntry>): Set<string> {
  const flags = new Set<string>();
  for (const entry of Object.values(tools)) {
    const root = entry.definition.inputSchema;
    const properties = rootProperties(root);
    let context: ToolContext | undefined;
    for (const name of Object.keys(properties)) {
      const schema = resolveWithin(properties[name], root);
      if (!isJsonObject(schema) || schema.type !== 'boolean' || flags.has(name.toLowerCase())) continue;
      context ??= { ...toolContext(entry), nameWords: new Set(splitWords(typeof entry.definition.name === 'string' ? entry.definition.name : '')) };
      if (unsafeWhenTrue(name, schema, context).length > 0) flags.add(name.toLowerCase());
    }
  }
  return flags;
}

/**
 * A flag that switches on a write mode (`overwrite`, `force`, `delete_existing`) or turns a check off
 * (`skip_verify`, `allow_*`) whose default becomes true: a call that leaves it out, as most calls do,
 * now overwrites or skips the check. Critical with the parameter's class as trigger; the other way
 * (true -> false) a call that leaves it out does less, and the rule's default stands.
 */
function assessDefaultOn(change: Change, before: ToolLockEntry, after: ToolLockEntry): Change {
  if (change.after !== true || change.before === true) return change;
  const tokens = pointerTokens(change.pointer ?? '').slice(1);
  const at = lastParameterAt(tokens);
  if (at < 0 || tokens[tokens.length - 1] !== 'default' || tokens.length !== at + 3) return change;
  const name = tokens[at + 1]!;
  const schema = walk(after.definition.inputSchema, tokens.slice(0, at + 2));
  const context: ToolContext = { ...toolContext(after), writes: toolContext(before).writes, nameWords: new Set(splitWords(typeof after.definition.name === 'string' ? after.definition.name : '')) };
  const findings = unsafeWhenTrue(name, schema, context);
  if (findings.length === 0) return change;
  return {
    ...change,
    severity: 'critical',
    defaultSeverity: change.defaultSeverity ?? change.severity,
    reasons: [...change.reasons, `\`${name}\` is now on by default (${[...new Set(findings.map((finding) => finding.class))].join(', ')}): a call that leaves it out now ${findings.some((finding) => finding.class === 'write_mode') ? 'takes that write mode' : 'skips the check'}`],
    triggers: [...(change.triggers ?? []), ...parameterTriggers(name, '/' + ['inputSchema', ...tokens.slice(0, at + 2)].map(escapeToken).join('/'), findings)],
  };
}

/**
 * A source named in a phrase saying where data comes from ("'senate' draws from the Senate's official
 * LIS roll-call feed", "pulls from the Federal Register API"): the words of a name (capitalised
 * words, acronyms, a dotted host) before a source noun.
 */
const SOURCE_PHRASE = /\b(?:draws?|reads?|fetch(?:es|ed)?|pulls?|pulled|quer(?:y|ies|ied)|retrieves?|retrieved|comes?|loads?|loaded|sourced|gets?|obtained|scraped)\s+(?:[\w-]+\s+){0,2}?(?:from|via)\s+((?:the\s+)?(?:[\w.'’-]+\s+){0,5}?)(?:api|feed|service|endpoint|website|site|registry|portal)s?\b/gi;
/**
 * A word naming a service: an acronym (LIS), a dotted host (Congress.gov), a camel-cased brand
 * (ProPublica), or a capitalised word that is not one of the adjectives that say which copy of a
 * source ("the Staging API", "the Official Website", "the Local API").
 */
const NAME_WORD = /^(?:\p{Lu}{2,}[\p{Lu}\p{N}]*|\p{Lu}[\p{Ll}\p{N}]+\p{Lu}[\p{L}\p{N}]*|[\p{L}\p{N}-]+\.[\p{L}]{2,}|\p{Lu}[\p{Ll}\p{N}-]+)(?:['’]s)?$/u;
const NOT_A_NAME = new Set(['the', 'local', 'official', 'staging', 'production', 'default', 'main', 'public', 'private', 'internal', 'external', 'remote',
  'primary', 'secondary', 'same', 'new', 'old', 'legacy', 'live', 'test', 'sandbox', 'cached', 'original', 'upstream', 'configured', 'current']);

/**
 * A new parameter whose documentation says a value makes the tool draw from a source that no locked
 * tool of the server names (congressgov_roll_votes `chamber`: "'house' (default) draws from the
 * Congress.gov API; 'senate' draws from the Senate's official LIS roll-call feed", where the locked
 * server only named Congress.gov): the value reaches a new service. Critical, as a network target,
 * with the source's words as tokens. A source the locked server already names is the one it used.
 */
function namedNewSource(change: Change, after: ToolLockEntry, lockedWords: (() => ReadonlySet<string>) | undefined): Change {
  if (change.severity === 'critical' || change.rule !== 'input_property_added' || lockedWords === undefined) return change;
  const tokens = pointerTokens(change.pointer ?? '').slice(1);
  if (tokens.length !== 2 || tokens[0] !== 'properties') return change;
  const name = tokens[1]!;
  const schema = isJsonObject(change.after) ? change.after : undefined;
  const text = typeof schema?.description === 'string' ? schema.description : docstringOf(name, schema, after.definition.description) ?? '';
  if (text === '') return change;
  for (const match of text.slice(0, 2000).matchAll(SOURCE_PHRASE)) {
    const names = match[1]!.trim().split(/\s+/).filter((word) => NAME_WORD.test(word) && !NOT_A_NAME.has(word.toLowerCase())).map((word) => word.replace(/['’]s$/, ''));
    if (names.length === 0) continue;
    // The locked server's words are built on the first phrase that names a source, not for every new description.
    const known = lockedWords();
    const fresh = names.filter((word) => !splitWords(word).every((part) => known.has(part)));
    if (names.length === 0 || fresh.length === 0) continue;
    const quote = match[0];
    return {
      ...change,
      severity: 'critical',
      defaultSeverity: change.defaultSeverity ?? change.severity,
      reasons: [...change.reasons, `new optional parameter \`${name}\` documents a source no locked tool names ("${quote}": ${fresh.map((word) => `"${word}"`).join(', ')}): a value reaches a new service`],
      triggers: [{ kind: 'parameter', parameter: name, pointer: change.pointer!, class: 'network_target', tokens: fresh, evidence: 'description' }, ...(change.triggers ?? [])],
    };
  }
  return change;
}

/** Words of the locked server's tools (names, titles, descriptions, parameter names, enum values): what it already names. Built once per diff, on first use. */
export function lockedServerWords(locked: Record<string, ToolLockEntry>): () => ReadonlySet<string> {
  let words: Set<string> | undefined;
  return () => {
    if (words !== undefined) return words;
    words = new Set();
    // Strings under description, title and name keys and in lists (enum values), and parameter names;
    // not other keywords' strings (a schema's `type: "string"` names nothing).
    const add = (value: JsonValue | undefined, named: boolean): void => {
      if (typeof value === 'string') {
        if (named) for (const word of splitWords(value.slice(0, 4000))) words!.add(word);
      } else if (Array.isArray(value)) {
        for (const item of value) add(item, true);
      } else if (isJsonObject(value)) {
        for (const [key, inner] of Object.entries(value)) {
          if (key === 'properties' && isJsonObject(inner)) for (const parameter of Object.keys(inner)) add(parameter, true);
          add(inner, key === 'description' || key === 'title' || key === 'name');
        }
      }
    };
    for (const entry of Object.values(locked)) add(entry.definition, false);
    return words;
  };
}

/**
 * A new required map on a tool that writes, beside the removal of at least two of the locked tool's
 * typed parameters (create_connection's `host`, `login`, `password`, `port`, `extra` become one
 * free-form `connection_data`): the caller now writes any field, not only the ones the schema
 * declared and reviewers accepted. Critical, a write mode by shape, with the removed parameters named.
 */
function replacedByMap(change: Change, before: ToolLockEntry, after: ToolLockEntry): Change {
  if (change.severity === 'critical') return change;
  const tokens = pointerTokens(change.pointer ?? '');
  // A list of such maps (tasty-agent's `legs`: "List of leg specifications. Each leg dict contains ...") is one per item.
  const items = isJsonObject(change.after) && change.after.type === 'array' ? change.after.items : undefined;
  const map = (schema: JsonValue | undefined) => takesAnyKey(schema) || declaresOpen(schema);
  if (tokens.length !== 3 || tokens[1] !== 'properties' || !(map(change.after) || (isJsonObject(items) && map(items)))) return change;
  // A tool that runs what it is given (`trigger_dag`'s run `conf`) is written to by the map as much as one that stores it.
  const acts = toolWrites(before.definition, before.risk.categories) || before.risk.categories.includes('execute_command')
    || splitWords(String(before.definition.name ?? '')).some(actingNameWord);
  if (!acts) return change;
  const live = rootProperties(after.definition.inputSchema);
  const removed = Object.keys(rootProperties(before.definition.inputSchema)).filter((name) => !Object.hasOwn(live, name));
  if (removed.length < 2) return change;
  const name = tokens[2]!;
  const shown = removed.slice(0, 6).map((each) => `\`${each}\``).join(', ');
  return {
    ...change,
    severity: 'critical',
    defaultSeverity: change.defaultSeverity ?? change.severity,
    reasons: [...change.reasons, `new required ${map(change.after) ? 'map' : 'list of maps'} \`${name}\` replaces the typed parameters ${shown}${removed.length > 6 ? ` and ${removed.length - 6} more` : ''} of a tool that writes: any field is written now, not only the declared ones`],
    triggers: [...(change.triggers ?? []), { kind: 'parameter', parameter: name, pointer: change.pointer!, class: 'write_mode', tokens: ['free-form object', ...removed.slice(0, 6)], evidence: 'shape' }],
  };
}

/**
 * The reverse of `replacedByMap`: a locked tool whose only parameter was one free-form map (context-portal's
 * `raw_args_from_fastmcp`: an object taking any key) now declares its arguments one by one, the map removed. Each new
 * top-level parameter is a key the map already took, now named: a warning that says so, whatever its class (the
 * `output_path` the handler read from the map before). Text signals still raise it.
 */
function declaredFromRemovedMap(change: Change, before: ToolLockEntry, after: ToolLockEntry): Change {
  if (change.severity !== 'critical' || (change.rule !== 'input_property_added' && change.rule !== 'input_required_property_added')) return change;
  const tokens = pointerTokens(change.pointer ?? '');
  if (tokens.length !== 3 || tokens[1] !== 'properties') return change;
  if (change.triggers?.some((trigger) => trigger.kind === 'text')) return change;
  // The map was the locked tool's only parameter: every argument went through it.
  const map = removedLoneMap(before.definition.inputSchema, after.definition.inputSchema);
  if (map === undefined) return change;
  return {
    ...change,
    // Lowered, as `assess` lowers: the assessed severity is the change's own (policy overrides still apply).
    severity: 'warning',
    reasons: [...change.reasons, `declared out of the free-form map \`${map}\` the locked tool took (any key, any value), removed now: the value was accepted before and is named now`],
  };
}

/** A description of a place on the server's disk: "Absolute path to the file on disk", "Absolute or relative path to the MDL JSON file", "local file path", "read directly from disk". */
const LOCAL_PATH = /\b(?:local|absolute|full)\s+(?:or\s+relative\s+)?(?:file\s+)?paths?\b|\brelative\s+or\s+absolute\s+(?:file\s+)?paths?\b|\b(?:on|from|in)\s+(?:the\s+)?(?:server['’]s\s+|local\s+|host['’]?s?\s+)?(?:disk|filesystem|file\s+system)\b|\bpath\s+(?:to|of)\s+(?:a|the)\s+(?:local\s+)?(?:[\w-]+\s+)?file\s+(?:to\s+(?:upload|send|attach|read|import|post|share)|on\s+(?:the\s+)?(?:server|host|machine|disk))\b|\bpaths?\s+to\s+(?:a|the)?\s*local\s+files?\b|\blocal\s+(?:files?|filesystem)\b|\(e\.g\.,?\s+['"`]?(?:\/(?:home|tmp|var|etc|Users|root|opt|mnt|srv)\/|[A-Z]:\\|~\/)/i;
/**
 * A new required parameter documented as a path on the server's disk ("Absolute path to the file on disk") on a tool
 * none of whose locked parameters was documented so (wordpress_upload_media took the file's base64 data and a
 * filename): every call now names a local file the server reads, often to send it on. Critical, file_access; a
 * tool that already took a local path (`file_path` "path to the local file to upload") reads no new place.
 */
function requiredLocalPath(change: Change, before: ToolLockEntry, after: ToolLockEntry): Change {
  if (change.severity === 'critical') return change;
  const tokens = pointerTokens(change.pointer ?? '');
  if (tokens.length !== 3 || tokens[1] !== 'properties') return change;
  const name = tokens[2]!;
  const documentationOf = (tool: ToolLockEntry, parameter: string, schema: JsonValue | undefined) =>
    (isJsonObject(schema) && typeof schema.description === 'string' ? schema.description : docstringOf(parameter, schema, tool.definition.description)) ?? '';
  const own = documentationOf(after, name, change.after);
  // An array's items documented as the paths ("absolute paths to local files" under `images`).
  const items = isJsonObject(change.after) && isJsonObject(change.after.items) && typeof change.after.items.description === 'string' ? change.after.items.description : '';
  const local = LOCAL_PATH.exec(own) ?? LOCAL_PATH.exec(items);
  if (local === null || !(LOCAL_PATH.test(items) || assessParameter(name, change.after, { documentation: own }).findings.some((finding) => finding.class === 'file_access'))) return change;
  // A locked schema that declared nothing (no type, no properties: playwright's browser_file_upload) took any
  // argument; declaring `paths` now narrows it.
  const lockedSchema = before.definition.inputSchema;
  if (!isJsonObject(lockedSchema) || (lockedSchema.type === undefined && lockedSchema.properties === undefined)) return change;
  const locked = rootProperties(lockedSchema);
  if (Object.entries(locked).some(([other, schema]) => LOCAL_PATH.test(documentationOf(before, other, schema)))) return change;
  return {
    ...change,
    severity: 'critical',
    defaultSeverity: change.defaultSeverity ?? change.severity,
    reasons: [...change.reasons, `new required parameter \`${name}\` documented as a path on the server's disk ("${local[0]}"), where no locked parameter of the tool named a local file: file_access, every call names a file the server reads`],
    triggers: [...(change.triggers ?? []), { kind: 'parameter', parameter: name, pointer: change.pointer!, class: 'file_access', tokens: splitWords(local[0]), evidence: 'description' }],
  };
}

/** An example value quoted in a description that is an `owner/name` identifier ('fal-ai/flux-pro', 'meta-llama/Llama-3-8B'). */
const NAMESPACED_EXAMPLE = /['"`]([a-z0-9][\w.-]*\/[\w.:-]+)['"`]/i;
/**
 * The `owner/name` example a parameter's new description gives, where its locked enum listed only plain
 * names: the list of a few vetted values is replaced by a namespace any publisher writes into.
 */
function namespacedExample(schema: JsonValue | undefined, locked: JsonValue | undefined, name: string): string | undefined {
  if (!isJsonObject(schema) || typeof schema.description !== 'string' || !isJsonObject(locked) || !Array.isArray(locked.enum)) return undefined;
  // Only a parameter that names what is run or called (`model`, `app`, `image`): a MIME type, a ratio or a time zone names none.
  if (!splitWords(name).some((word) => PUBLISHED_THING_WORDS.has(word))) return undefined;
  // A vetted list of namespaced ids ("fal-ai/flux/schnell") opened to free text is the same opening.
  const lockedNamespaced = locked.enum.find((value): value is string => typeof value === 'string' && NAMESPACED_ID.test(value));
  if (lockedNamespaced !== undefined) return lockedNamespaced;
  const example = NAMESPACED_EXAMPLE.exec(schema.description)?.[1] ?? NAMESPACED_UNQUOTED.exec(schema.description)?.[1];
  if (example !== undefined && NAMESPACED_ID.test(example)) return example;
  // "Any model ID listed on fal.ai/models": any of the platform's, said outright.
  return ANY_PUBLISHED.exec(schema.description)?.[0];
}
/** Name words of a parameter that picks what is run or called on a platform. */
const PUBLISHED_THING_WORDS: ReadonlySet<string> = new Set(['model', 'models', 'app', 'application', 'image', 'repo', 'repository', 'package', 'endpoint', 'plugin', 'action', 'workflow', 'container', 'space', 'checkpoint']);
/** An `owner/name` identifier, not a path to a file (`loras/anime.safetensors`) nor a URL. */
const NAMESPACED_ID = /^(?!(?:image|audio|video|text|application|font|multipart|message|model)\/)[a-z0-9][\w.-]*\/(?![\w-]+\.[a-z0-9]{2,12}$)[\w.:-]+(?:\/[\w.:-]+)?$/i;
const NAMESPACED_UNQUOTED = /\b(?:e\.g\.,?|such\s+as|like|for\s+example)\s+([a-z0-9][\w.-]*\/[\w.:-]+)/i;
const ANY_PUBLISHED = /\bany\s+(?:[\w-]+\s+){0,2}(?:model|app|application|endpoint|image|repository|repo|package)\s+(?:id|ids|identifier|name|slug)s?\b/i;

function assessRequired(change: Change, after: ToolLockEntry): Change {
  const tokens = pointerTokens(change.pointer ?? '');
  const name = tokens[tokens.length - 1]!;
  const documentation = tokens.length === 3 ? docstringOf(name, change.after, after.definition.description) : undefined;
  const assessment = assessParameter(name, change.after, { ...(documentation !== undefined && { documentation }) });
  // Required, a parameter still carries what no call can leave out: the conversation, or a tenant beyond the configured one.
  if ((assessment.dataFlow !== true && assessment.otherScope !== true) || change.severity === 'critical') return change;
  const flows = assessment.findings.filter((finding) => finding.class === 'conversation_content' || (assessment.otherScope === true && finding.class === 'permission'));
  return {
    ...change,
    severity: 'critical',
    defaultSeverity: change.defaultSeverity ?? change.severity,
    reasons: [...change.reasons, `new required parameter \`${name}\`: ${assessment.reasons.join('; ')}`],
    triggers: [...(change.triggers ?? []), ...parameterTriggers(name, change.pointer, flows)],
  };
}

/**
 * The top-level parameters of the locked server's tools, keyed by their name's words (`fileUrl` and
 * `file_url` alike): what the server already took before this tool gained a parameter. Built once
 * per diff, on first use (src/diff/index.ts).
 */
export type SiblingParameters = () => ReadonlyMap<string, ReadonlyArray<{ tool: string; parameter: string; entry: ToolLockEntry; schema: JsonValue }>>;

/** Top-level parameters of locked tools, by the words of the parameter's name. */
export function siblingParameters(locked: Record<string, ToolLockEntry>): SiblingParameters {
  let index: Map<string, Array<{ tool: string; parameter: string; entry: ToolLockEntry; schema: JsonValue }>> | undefined;
  return () => {
    if (index !== undefined) return index;
    index = new Map();
    for (const tool of Object.keys(locked)) {
      const entry = locked[tool]!;
      const root = entry.definition.inputSchema;
      const properties = rootProperties(root);
      for (const parameter of Object.keys(properties)) {
        const key = splitWords(parameter).join(' ');
        if (key === '') continue;
        const list = index.get(key) ?? [];
        list.push({ tool, parameter, entry, schema: resolveWithin(properties[parameter], root) ?? null });
        index.set(key, list);
      }
    }
    return index;
  };
}

/** The documentation the live server gives a parameter elsewhere, for one of that name and type that has none. */
export type LiveDocumentation = (name: string, schema: JsonValue | undefined) => { text: string; tool: string } | undefined;

/**
 * henkey-postgres's `rawWhere` bare on pg_copy_between_databases, "Unsafe raw WHERE SQL clause ..." on
 * pg_execute_mutation: a server that documents a parameter on one tool documents it for every tool taking it under
 * the same name and type. Only one wording: where the live tools document it differently, it is left undocumented.
 */
export function liveParameterDocumentation(live: Record<string, ToolLockEntry>): LiveDocumentation {
  let index: Map<string, { type: string; text: string; tool: string } | null> | undefined;
  const typeOf = (schema: JsonValue | undefined) => JSON.stringify(isJsonObject(schema) ? schema.type ?? null : null);
  return (name, schema) => {
    if (!isJsonObject(schema) || typeof schema.description === 'string') return undefined;
    if (index === undefined) {
      index = new Map();
      for (const tool of Object.keys(live)) {
        const properties = rootProperties(live[tool]!.definition.inputSchema);
        for (const parameter of Object.keys(properties)) {
          const each = properties[parameter];
          if (!isJsonObject(each) || typeof each.description !== 'string' || each.description.trim() === '') continue;
          const found = index.get(parameter);
          const documented = { type: typeOf(each), text: each.description, tool };
          if (found === undefined) index.set(parameter, documented);
          else if (found !== null && (found.type !== documented.type || found.text !== documented.text)) index.set(parameter, null);
        }
      }
    }
    const documented = index.get(name);
    return documented !== undefined && documented !== null && documented.type === typeOf(schema) ? { text: documented.text, tool: documented.tool } : undefined;
  };
}

/** The assessment read with borrowed documentation when it keeps every class the bare one found, else the bare one. */
function borrowedOnlyAdds(bare: ParameterAssessment, withBorrowed: ParameterAssessment | undefined): ParameterAssessment {
  if (withBorrowed === undefined) return bare;
  const classes = new Set(withBorrowed.findings.map((finding) => finding.class));
  return withBorrowed.carries && bare.findings.every((finding) => classes.has(finding.class)) ? withBorrowed : bare;
}

/** Says where a new parameter with no documentation of its own was read from, when the live server documents it on another tool. */
function documentedElsewhere(change: Change, after: ToolLockEntry, liveDocumentation: LiveDocumentation | undefined): Change {
  const tokens = pointerTokens(change.pointer ?? '').slice(1);
  if (change.rule !== 'input_property_added' || change.severity === 'info' || liveDocumentation === undefined || tokens.length !== 2 || tokens[0] !== 'properties') return change;
  const name = tokens[1]!;
  if (docstringOf(name, change.after, after.definition.description) !== undefined) return change;
  const documented = liveDocumentation(name, change.after);
  const readFromIt = (change.triggers ?? []).some((trigger) => trigger.kind === 'parameter' && trigger.parameter === name && trigger.evidence === 'docstring');
  return documented === undefined || !readFromIt ? change : { ...change, reasons: [...change.reasons, `\`${name}\` has no documentation of its own; the live server documents it on \`${documented.tool}\` as "${documented.text.slice(0, 160)}", read as its documentation (findings from it say docstring)`] };
}

/** Classes of a value that only says where a reader reads from: no write, no code, no authority. */
const READ_REACH_CLASSES: ReadonlySet<string> = new Set(['network_target', 'network_request', 'file_access', 'read_file']);
/** Last words of a name that say its value picks one object (`fileKey`, `libraryFileUrl`, `projectId`). */
const OBJECT_SELECTOR_WORDS: ReadonlySet<string> = new Set(['key', 'id', 'url', 'uri', 'name']);

/**
 * Which object of the kind a reader already works on a new parameter picks, where the locked server
 * already takes that kind of pick: the name is a qualifier plus a sibling tool's parameter
 * (`libraryFileUrl` beside siblings' `fileUrl`) ending in a word that picks one object (key, id,
 * url), the object (`file`) is what the tool's description says it works on ("searches the
 * currently open file"; the locked one or the new one, which documents the pick), and every
 * class the parameter carries, with the category it raises the tool to, is a class of reading
 * from a place that the sibling's parameter or tool carries.
 * Not on a tool that writes (a new object to write to is new reach), and not for a one-word name
 * (`url` on a tab tool is a new action, whatever a sibling navigates to). Reviewers judge reach
 * per tool; this is the one case where the tool's reach does not grow: it reads another object of
 * the kind it read, picked the way the server already picks it.
 */
function pickedLikeSibling(name: string, before: ToolLockEntry, after: ToolLockEntry, findings: readonly ParameterFinding[], raised: string | undefined, siblings: SiblingParameters): { tool: string; parameter: string } | undefined {
  const words = splitWords(name);
  if (words.length < 3 || !OBJECT_SELECTOR_WORDS.has(words[words.length - 1]!) || toolContext(before).writes) return undefined;
  const object = words[words.length - 2]!;
  const says = (entry: ToolLockEntry) => typeof entry.definition.description === 'string'
    && splitWords(entry.definition.description).some((word) => word === object || word === `${object}s`);
  if (!says(before) && !says(after)) return undefined;
  const classes = new Set([...findings.map((finding) => finding.class), ...(raised === undefined ? [] : [raised])]);
  if (![...classes].every((each) => READ_REACH_CLASSES.has(each))) return undefined;
  const tool = typeof before.definition.name === 'string' ? before.definition.name : '';
  for (let start = 1; start <= words.length - 2; start++) {
    for (const taker of siblings().get(words.slice(start).join(' ')) ?? []) {
      if (taker.tool === tool) continue;
      const context: ToolContext = { ...toolContext(taker.entry), nameWords: new Set(splitWords(taker.tool)) };
      const theirs = new Set<string>([...assessParameter(taker.parameter, taker.schema, { tool: context }).findings.map((finding) => finding.class), ...taker.entry.risk.categories]);
      if ([...classes].every((each) => theirs.has(each))) return { tool: taker.tool, parameter: taker.parameter };
    }
  }
  return undefined;
}

/**
 * The alternatives a call names an object by: "Provide exactly one of celex_number, eli_uri, or work_uri",
 * "Provide one of", "Use either a, b or c", "Exactly one identifier: a, b or c"; "Mutually exclusive with
 * a and b" lists the others.
 */
const ALTERNATIVES = /\b(?:(?:exactly|only)\s+one\s+(?:of\b|[a-z]+\s*[:(—–-])|(?:provide|give|pass|use|specify|supply|set)\s+(?:either\b|one\s+of\b)|either\b|one\s+of\s+the\s+following\b|(mutually\s+exclusive\s+with)\b)\s*([^.;]{3,200})/gi;
/** Identifier words naming one kind of value: a URL and a URI are one kind, an id and an identifier another. */
const IDENTIFIER_KINDS: Readonly<Record<string, string>> = { url: 'uri', uri: 'uri', iri: 'uri', link: 'uri', href: 'uri', id: 'id', identifier: 'id', key: 'key', name: 'name', urn: 'urn', slug: 'slug' };
/**
 * Name words of a place, no name of the object read: where a tool sends (`callback_uri`, `webhook_url`,
 * `redirect_uri`) or where it draws content from (`source_url`, `page_url`, `feed_url`).
 */
const PLACE_NAME_WORDS: ReadonlySet<string> = new Set(['callback', 'webhook', 'hook', 'redirect', 'notify', 'notification', 'upload', 'destination', 'target', 'output', 'post', 'reply', 'return', 'sink', 'export', 'forward',
  'source', 'page', 'site', 'website', 'web', 'feed', 'remote', 'external', 'download', 'fetch', 'proxy', 'mirror']);
/** A value documented as open to any place ("any http(s) host", "arbitrary URL", "Page to fetch") or as where the tool sends ("POSTs the document to"). */
const ANY_PLACE_OR_SENT = /^\s*(?:the\s+|a\s+)?(?:web\s*)?(?:pages?|sites?|websites?)\b|\b(?:any|arbitrary)\s+(?:(?:https?(?:\(s\))?|public|external|remote|other)\s+)*(?:web\s*sites?|sites?|hosts?|domains?|urls?|uris?|pages?|servers?|address(?:es)?|endpoints?|locations?)\b|\b(?:posts?|sends?|uploads?|delivers?|pushes|forwards?|notif(?:y|ies))\b[^.;]{0,60}\bto\b/i;

/**
 * A new parameter of a tool that does not write, documented (in its own description, the tool's or another
 * parameter's) as one of the alternatives a call names its object by, beside a locked parameter of that list
 * whose name ends in an identifier word of the same kind (`work_uri` beside `eli_uri`: "Provide exactly one of
 * celex_number, eli_uri, or work_uri"), carrying no class that locked parameter does not carry and raising
 * nothing: the same object, named another way. Not a place the tool sends to (`callback_uri`) nor a value
 * documented as open to any host ("any http(s) URI of a page to fetch"): that is reach, whatever the list says.
 */
function alternativeIdentifier(name: string, schema: JsonValue | undefined, before: ToolLockEntry, after: ToolLockEntry, findings: readonly ParameterFinding[], raised: string | undefined, documentation: string | undefined): { locked: string; phrase: string } | undefined {
  if (toolContext(before).writes) return undefined;
  const words = splitWords(name);
  const kind = IDENTIFIER_KINDS[words.at(-1) ?? ''];
  if (kind === undefined) return undefined;
  if (words.some((word) => PLACE_NAME_WORDS.has(word))) return undefined;
  const own = isJsonObject(schema) && typeof schema.description === 'string' ? schema.description : documentation ?? '';
  if (ANY_PLACE_OR_SENT.test(own)) return undefined;
  // A raise of the tool's risk by this parameter is new reach, whatever the list says.
  if (raised !== undefined) return undefined;
  const live = rootProperties(after.definition.inputSchema);
  const texts = [own, typeof after.definition.description === 'string' ? after.definition.description : '',
    ...Object.entries(live).filter(([other]) => other !== name).map(([, each]) => (isJsonObject(each) && typeof each.description === 'string' ? each.description : ''))];
  const lockedProperties = rootProperties(before.definition.inputSchema);
  const classes = new Set(findings.map((finding) => finding.class));
  for (const [index, text] of texts.entries()) {
    for (const found of text.slice(0, 4000).matchAll(ALTERNATIVES)) {
      const listed = new Set(found[2]!.split(/[\s,`'"()]+/).filter((word) => word !== '' && word !== 'or' && word !== 'and'));
      // "Mutually exclusive with a and b", in the parameter's own description, lists the others.
      if (found[1] !== undefined && index === 0) listed.add(name);
      if (!listed.has(name)) continue;
      for (const other of listed) {
        if (other === name || !Object.hasOwn(lockedProperties, other) || IDENTIFIER_KINDS[splitWords(other).at(-1) ?? ''] !== kind) continue;
        const theirs = new Set(assessParameter(other, lockedProperties[other], { tool: toolContext(before) }).findings.map((finding) => finding.class));
        if ([...classes].every((each) => theirs.has(each))) return { locked: other, phrase: found[0].trim() };
      }
    }
  }
  return undefined;
}

function assess(change: Change, before: ToolLockEntry, after: ToolLockEntry, siblings?: SiblingParameters, restored?: () => boolean, liveDocumentation?: LiveDocumentation): Change {
  const tokens = pointerTokens(change.pointer ?? '').slice(1); // drop `inputSchema`
  // A name dropped from `required` that no version declares (compare.ts points at the `required` list).
  if (change.rule === 'input_property_made_optional' && tokens[tokens.length - 1] === 'required') return assessUndeclaredRequired(change, after);
  const at = lastParameterAt(tokens);
  // A branch that accepts nothing (`{not: {}}`, zod's "undefined") or only null (`{type: "null"}`): the labelling rules
  // make `null` newly accepted a cosmetic change, and a branch no value satisfies accepts nothing at all.
  if (change.rule === 'input_branch_added') {
    const added = resolveWithin(change.after, after.definition.inputSchema);
    const accepts = acceptsNothingOrNull(added);
    if (accepts !== undefined) {
      return {
        ...demote(change, 'a branch added', accepts === 'nothing' ? 'it accepts no value (`not: {}`), so nothing new gets through' : 'it accepts only `null`, which the parameter may now be sent as: no value of capability', after),
        triggers: [...(change.triggers ?? []), structure(`branch accepting ${accepts === 'nothing' ? 'no value' : 'only null'} added`, change)],
      };
    }
  }
  // chatwork's `force`: `enum: [0, 1]` -> `type: integer, minimum: 0, maximum: 1`: the same values, spelled as a range.
  if (change.rule === 'input_enum_removed' && tokens[tokens.length - 1] === 'enum') {
    const range = sameIntegersAsRange(walk(before.definition.inputSchema, tokens), walk(after.definition.inputSchema, tokens.slice(0, -1)));
    if (range !== undefined) {
      return {
        ...demote(change, 'listed values replaced by a range', `the new bounds (integers ${range}) admit exactly the integers the enum listed, so nothing new gets through`, after),
        triggers: [...(change.triggers ?? []), structure(`enum replaced by the integer range ${range}`, change)],
      };
    }
  }
  // The same the other way: chatwork's `force` `minimum: 0, maximum: 1` -> `enum: [0, 1]`: the bounds go, the values stay.
  if (change.rule === 'input_constraint_removed' && NUMBER_BOUNDS.has(tokens[tokens.length - 1]!)) {
    const listed = enumWithinBounds(walk(before.definition.inputSchema, tokens.slice(0, -1)), walk(after.definition.inputSchema, tokens.slice(0, -1)));
    if (listed !== undefined) {
      return {
        ...demote(change, 'a bound replaced by listed values', `the new enum (${listed}) lists only values the locked bounds admitted, so nothing new gets through`, after),
        triggers: [...(change.triggers ?? []), structure(`bounds replaced by the enum ${listed}`, change)],
      };
    }
  }
  // A property declared inside an object the locked schema left free-form (`{type: object,
  // additionalProperties: true}`, no properties): that object took any key with any value already.
  if (change.rule === 'input_property_added' && tokens.length >= 3 && tokens[tokens.length - 2] === 'properties') {
    const holder = walk(before.definition.inputSchema, tokens.slice(0, -2));
    const lockedHolder = isJsonObject(holder) ? resolveWithin(holder, before.definition.inputSchema) : undefined;
    if (isJsonObject(lockedHolder) && freeFormObject(lockedHolder)) {
      const name = tokens[tokens.length - 1]!;
      const declared = assessParameter(name, change.after);
      return {
        ...demote(change, `property \`${name}\` declared`, `the object holding it was free-form in the locked schema (any key, any value), so declaring its properties narrows what is accepted${declared.carries ? `; it carries ${declared.reasons.join('; ')}` : ''}`, after),
        triggers: [...(change.triggers ?? []), structure('property declared in an object the locked schema left free-form', change), ...parameterTriggers(name, change.pointer, declared.findings)],
      };
    }
  }
  // A property of an object whose locked schema already documents the write its name says
  // (`placeholder_fields` "Replaces text placeholders ...", its `value` "Text that replaces the
  // placeholder"): `replace_with_markdown` carries content for that write in another form.
  if (change.rule === 'input_property_added' && tokens.length >= 3 && tokens[tokens.length - 2] === 'properties') {
    const name = tokens[tokens.length - 1]!;
    const declared = assessParameter(name, change.after);
    const documented = declared.findings.length > 0 && declared.findings.every((finding) => finding.class === 'write_mode' && finding.evidence === 'name')
      ? holderDocumentsWrite(declared.findings.flatMap((finding) => finding.tokens), before.definition.inputSchema, tokens.slice(0, -2))
      : undefined;
    if (documented !== undefined) {
      return {
        ...demote(change, `property \`${name}\` added`, `the locked schema of the object holding it already documents that write ("${documented}"), so the property carries content for it, not a new way to write`, after),
        triggers: [...(change.triggers ?? []), structure(`write documented by the locked schema: "${documented}"`, change), ...parameterTriggers(name, change.pointer, declared.findings)],
      };
    }
  }
  // A top-level parameter declared where the locked schema declared nothing at all, or declared no
  // parameter and refused none (`{type: object, properties: {}}`) while the locked description
  // documented this one by name (ctx_purge: `{ confirm: true, scope: "project" }`): the tool took it.
  const openRoot = declaresNothing(before.definition.inputSchema) ? 'nothing'
    : !declaresNoParameter(before.definition.inputSchema) ? undefined
      : documentedByName(tokens[1] ?? '', before) ? 'no parameter'
        : change.rule === 'input_property_added' && at === 0 && tokens.length === 2 && restored?.() === true ? 'no parameter on any tool' : undefined;
  if (change.rule === 'input_property_added' && at === 0 && tokens.length === 2 && openRoot !== undefined) {
    // Still say what it carries: the reviewer sees the class, the verdict follows the schema.
    const declared = assessParameter(tokens[1]!, change.after);
    const carries = declared.carries ? `; it carries ${declared.reasons.join('; ')}` : '';
    const locked = openRoot === 'nothing'
      ? 'the locked input schema declared nothing (no type, no properties: it accepted any arguments)'
      : openRoot === 'no parameter on any tool'
        ? 'no locked tool of the server declared a parameter or refused an undeclared one, and at least half of them declare parameters now: the server\'s schemas were emptied when locked and are restored (it accepted any arguments)'
        : 'the locked input schema declared no parameter and did not refuse undeclared ones (an object with no properties, `additionalProperties` not false), and the locked description documented this one by name: the tool took it';
    return {
      ...demote(change, `parameter \`${tokens[1]}\` declared`, `${locked}, so declaring parameters narrows what is accepted${carries}`, after),
      triggers: [...(change.triggers ?? []), structure(`parameter declared where the locked schema declared ${openRoot}`, change), ...parameterTriggers(tokens[1]!, change.pointer, declared.findings)],
    };
  }
  if (at === -1 && tokens.length === 1) {
    if (change.rule === 'input_additional_properties_allowed') return assessRootGuard(change, before, after);
    if (change.rule === 'input_type_widened' && isObjectRoot(change.before, change.after)) {
      return demote(change, 'the argument object lost its `type`',
        'MCP sends tool arguments as a JSON object whatever the schema says, so no new value is accepted (the spec violation is reported apart)', after);
    }
  }
  // A new `patternProperties` entry accepts names nobody listed: no one parameter to assess.
  // `oneOf: [{required: [contents]}, {required: [input_file]}]`, `if`/`then: {required: [output_file]}` dropped:
  // they only said which parameters go together, so dropping them accepts calls that leave one out, no new value.
  if (change.rule === 'input_constraint_removed' && COMPOSITIONS.has(tokens[tokens.length - 1]!) && onlyRequirements(tokens[tokens.length - 1]!, change.before)) {
    return {
      ...demote(change, `\`${tokens[tokens.length - 1]}\` dropped`, 'it only named which parameters must be sent (together or one of them), so dropping it accepts calls that leave a parameter out, and no value the schema refused', after),
      triggers: [...(change.triggers ?? []), structure(`${tokens[tokens.length - 1]} of required lists only, dropped`, change)],
    };
  }
  if (at === -1 || tokens[tokens.length - 2] === 'patternProperties') return atWhole(change);
  // `additionalProperties: false` dropped from a nested object whose declared properties stay the
  // same, in a tool whose root dropped it too: the schema generator stopped writing it (zod 4 and
  // pydantic objects are not strict by default and strip undeclared keys), as at the root.
  if (change.rule === 'input_additional_properties_allowed' && tokens.length > 1 && change.before === false && droppedEverywhere(before, after)) {
    const holderPath = tokens.slice(0, -1);
    const keys = (root: JsonValue | undefined) => {
      const holder = resolveWithin(walk(root, holderPath), root);
      return isJsonObject(holder) && isJsonObject(holder.properties) ? Object.keys(holder.properties).sort().join('\u0000') : undefined;
    };
    // A branch of a union the generator un-nested (`anyOf: [{anyOf: [A, B]}, C]` -> `[A, B, C]`) sits at another index
    // in the locked schema: the locked union's branch with the same property names is the one it was.
    const liveKeys = keys(after.definition.inputSchema);
    const lockedKeys = keys(before.definition.inputSchema) === liveKeys ? liveKeys : lockedBranchKeys(before.definition.inputSchema, holderPath, liveKeys);
    // As at the root: not where a guarded property runs a command or hands options through.
    const holder = resolveWithin(walk(after.definition.inputSchema, holderPath), after.definition.inputSchema);
    const guarded = isJsonObject(holder) && isJsonObject(holder.properties) ? holder.properties : {};
    const runs = Object.keys(guarded).some((key) => assessParameter(key, guarded[key]).findings.some((finding) => ROOT_GUARD_CLASSES.has(finding.class)
      && !(finding.class === 'execute_command' && unconstrainedString(guarded[key]))));
    if (lockedKeys !== undefined && lockedKeys === liveKeys && !runs) {
      return {
        ...demote(change, `\`${tokens[tokens.length - 2]}\` accepts undeclared properties`, 'its declared properties are unchanged and the tool\'s root dropped `additionalProperties: false` in the same change: the schema generator no longer writes it (objects it builds are not strict and strip undeclared keys), as a root-level drop', after),
        triggers: [...(change.triggers ?? []), structure('additionalProperties: false dropped here and at the root, declared properties unchanged', change)],
      };
    }
  }
  // `additionalProperties` gone where the value is no longer an object: it validates nothing there.
  if (change.rule === 'input_additional_properties_allowed') {
    const holder = nonObjectType(walk(after.definition.inputSchema, tokens.slice(0, -1)), after.definition.inputSchema);
    if (holder !== undefined) {
      return demote(change, `\`${tokens[tokens.length - 2]}\` no longer an object`,
        `it now takes ${holder}, where \`additionalProperties\` validates nothing, so no undeclared property can be sent`, after);
    }
  }
  const name = tokens[at + 1]!;
  const path = tokens.slice(0, at + 2);
  // Declared inside a value the locked schema left open (an array with no `items`, an object with no
  // `properties`): the locked tool already took any value there, so naming its keys grows nothing.
  if (change.rule === 'input_property_added' && at > 0) {
    const open = openInLocked(before.definition.inputSchema, tokens.slice(0, at));
    if (open !== undefined) {
      return {
        ...change,
        severity: 'info',
        reasons: [...change.reasons, `declared inside \`${open}\`, which the locked schema left open (any value accepted there): the keys are typed now, nothing grows`],
        triggers: [...(change.triggers ?? []), structure(`\`${open}\` open in the locked schema`, change)],
      };
    }
  }
  const schema = change.rule === 'input_property_added'
    ? change.after
    : walk(after.definition.inputSchema, path) ?? walk(before.definition.inputSchema, path);
  // A top-level parameter with no description of its own is documented by its tool's docstring (`Args:`), or else where
  // the live server documents the same parameter on another tool (liveParameterDocumentation).
  const documentation = at === 0 ? docstringOf(name, schema, after.definition.description) : undefined;
  // Borrowed documentation only adds classes to a new parameter: it never clears what its bare name carries (below).
  const borrowed = at === 0 && documentation === undefined && change.rule === 'input_property_added' ? liveDocumentation?.(name, schema)?.text : undefined;
  const beforeSchema = walk(before.definition.inputSchema, path);
  // Nested names count where they are new: a new parameter, or the names a new branch brings.
  const afterRoot = after.definition.inputSchema;
  // Whether the tool writes is judged on the locked definition: a new parameter is not its own evidence
  // (`removeComments` on get_visible_html does not make a reader a writer).
  const tool: ToolContext = {
    ...toolContext(after),
    writes: toolContext(before).writes,
    nameWords: new Set(splitWords(typeof after.definition.name === 'string' ? after.definition.name : '')),
    statedWords: new Set(splitWords(typeof before.definition.description === 'string' ? before.definition.description.slice(0, 300).split(/[.\n]/, 1)[0]! : '')),
    describedWords: new Set(splitWords(typeof after.definition.description === 'string' ? after.definition.description.slice(0, 2000) : '')),
  };
  // Nested names the locked tool already took as parameters are not new (`text: {maxLength, startIndex, raw}`
  // grouping parameters the tool had): only new names count, as for a new branch.
  const addedAssessment = (text: string | undefined) => assessParameter(name, resolveWithin(schema, afterRoot), { tool, nested: new Set(collectSchemaFacts(before.definition.inputSchema).propertyNames.flatMap((known) => [known, splitWords(known).join(' ')])), ...(text !== undefined && { documentation: text }) });
  const assessment = change.rule === 'input_property_added'
    ? borrowedOnlyAdds(addedAssessment(documentation), borrowed === undefined ? undefined : addedAssessment(borrowed))
    : change.rule === 'input_branch_added'
      ? assessParameter(name, resolveWithin(change.after, afterRoot), {
        nested: new Set(collectSchemaFacts(resolveWithin(beforeSchema, before.definition.inputSchema)).propertyNames),
        tool,
      })
      : assessParameter(name, schema, { nested: 'none', tool, ...(documentation !== undefined && { documentation }) });
  // An attribute filter of the tool's own objects ("Only delete the cookie on this domain"), a filter
  // over what a reader returns, or a path the tool says it never opens reaches no place, whatever its
  // name's word told the tool's risk.
  const found = change.rule === 'input_property_added' && namesNoPlace(resolveWithin(schema, afterRoot), tool, documentation, name) ? undefined : riskRaise(name, before, after);
  // `download: false` on documents-get-content: a flag names no host, so a network word about it reaches none; nor does
  // automox's `list_all_tools` name a file or directory to read ("This directory excludes discover_capabilities itself"
  // names the tool's own catalogue). A flag that also brings a category of writing, running or sending ("writes a file into
  // uploads, requests it") still raises.
  const gainedCategories = after.risk.categories.filter((category) => !before.risk.categories.includes(category));
  const flagOnly = found !== undefined && FLAG_NAMES_NO_PLACE.has(found.category) && gainedCategories.every((category) => FLAG_NAMES_NO_PLACE.has(category)) && onlyFlag(schema, afterRoot);
  // `include_tables` on a tool reading a document: the document's tables (src/diff/riskRaise.ts, documentTables).
  const documentTable = found !== undefined && found.category === 'database_access' && found.tokens.every((token) => token === 'table' || token === 'tables') && namesTablePart(name)
    && gainedCategories.every((category) => category === 'database_access') && tablesOfDocument(before.definition, after.definition);
  const raise = flagOnly || documentTable || (found !== undefined && narrowingFlag(name, resolveWithin(schema, afterRoot))) ? undefined : found;
  const quoted = `\`${name}\``;
  const parameterPointer = '/' + ['inputSchema', ...path].map(escapeToken).join('/');
  // A removed parameter under a new name: the locked value, renamed.
  if (change.rule === 'input_property_added' && at === 0 && tokens.length === 2) {
    const renamed = renamedParameter(name, before.definition.inputSchema, afterRoot);
    if (renamed !== undefined) {
      return {
        ...demote(change, `new optional parameter ${quoted}`, `likely a rename of \`${renamed}\`, removed beside it with the same schema and description, so the value it takes is the one locked${assessment.carries ? ` (it is ${assessment.findings.map((f) => f.class).join(', ')}, as its name now says)` : ''}`, after),
        triggers: [...(change.triggers ?? []), structure(`parameter \`${renamed}\` renamed \`${name}\``, change, renamed, name), ...parameterTriggers(name, parameterPointer, assessment.findings)],
      };
    }
  }
  // alibabacloud-devops create_workitem_attachment `fileName` beside a new `fileContent` (base64): the name of content the
  // call carries, which the tool uploads beside the path it already took; it names no place on a disk (inlineContentNamed).
  if (change.rule === 'input_property_added' && at === 0 && tokens.length === 2 && raise === undefined && assessment.carries) {
    const content = inlineContentNamed(name, assessment.findings, before, after);
    if (content !== undefined) {
      return {
        ...demote(change, `new optional parameter ${quoted}`, `it names the content \`${content}\`, new beside it, carries in the call, on a tool that sends what it is given and already took a path: the name labels what it sends, no place on a disk the locked tool could not reach`, after),
        triggers: [...(change.triggers ?? []), structure(`names the inline content \`${content}\``, change, content, name), ...parameterTriggers(name, parameterPointer, assessment.findings)],
      };
    }
  }
  // A schema flattened: the locked tool took this value inside a parameter this change removes
  // (`inputs[].user_prompt` -> `user_prompt`, `inputs[].output_file_path` -> `output_file_name`).
  if (change.rule === 'input_property_added' && at === 0 && tokens.length === 2 && raise === undefined && assessment.carries) {
    const moved = flattenedFrom(name, assessment.findings, before, after, tool);
    if (moved !== undefined) {
      const classes = [...new Set(assessment.findings.map((finding) => finding.class))];
      return {
        ...demote(change, `new optional parameter ${quoted}`, `the locked tool took it as \`${moved}\`, inside a parameter removed in this change (${classes.join(', ')}): the schema is flattened, the tool takes nothing it did not`, after),
        triggers: [...(change.triggers ?? []), structure(`moved from \`${moved}\`, removed`, change, moved, name), ...parameterTriggers(name, parameterPointer, assessment.findings)],
      };
    }
  }
  // The reverse of a flattening: a new object (`code_writer_config`) whose properties are all top-level
  // parameters this change removes (`allowed_globs`, `allowed_commands`): the same values, grouped.
  if (change.rule === 'input_property_added' && at === 0 && tokens.length === 2) {
    const grouped = groupedFrom(change.after, before, after);
    if (grouped !== undefined) {
      return {
        ...demote(change, `new optional parameter ${quoted}`, `it groups ${grouped.map((each) => `\`${each}\``).join(', ')}, top-level parameters of the locked tool removed in this change: the tool takes nothing it did not`, after),
        triggers: [...(change.triggers ?? []), structure(`groups \`${grouped.join('`, `')}\`, removed`, change, grouped.join(', '), name), ...parameterTriggers(name, parameterPointer, assessment.findings)],
      };
    }
  }
  // A part of a composite value this change removes (`cdp_endpoint` "host:port" -> `host` + `port`):
  // the tool took that value under the old name.
  if (change.rule === 'input_property_added' && at === 0 && tokens.length === 2 && raise === undefined && assessment.carries) {
    const replaced = removedCarrier(name, assessment.findings, before, after);
    if (replaced !== undefined) {
      const classes = [...new Set(assessment.findings.map((finding) => finding.class))];
      return {
        ...demote(change, `new optional parameter ${quoted}`, `it takes the kind of value the locked \`${replaced}\`, removed in this change, took (${classes.join(', ')}): the tool reaches nothing it did not`, after),
        triggers: [...(change.triggers ?? []), structure(`replaces \`${replaced}\`, removed`, change, replaced, name), ...parameterTriggers(name, parameterPointer, assessment.findings)],
      };
    }
  }
  // Another object of the kind the reader works on, picked the way a sibling tool already picks it.
  if (change.rule === 'input_property_added' && at === 0 && tokens.length === 2 && siblings !== undefined) {
    const sibling = pickedLikeSibling(name, before, after, assessment.findings, raise?.category, siblings);
    if (sibling !== undefined) {
      const classes = [...new Set([...assessment.findings.map((finding) => finding.class), ...(raise === undefined ? [] : [raise.category])])];
      return {
        ...demote(change, `new optional parameter ${quoted}`, `it picks another ${splitWords(name).at(-2)} of the kind the tool reads, as \`${sibling.parameter}\` of \`${sibling.tool}\` already does${classes.length > 0 ? ` (${classes.join(', ')})` : ''}: the tool reads what the locked server read, from another object`, after),
        triggers: [...(change.triggers ?? []), structure(`\`${sibling.tool}\` already takes \`${sibling.parameter}\``, change, sibling.parameter, name), ...parameterTriggers(name, parameterPointer, assessment.findings)],
      };
    }
  }
  // One more way to name the object a reader already picks ("Provide exactly one of celex_number, eli_uri, or work_uri").
  if (change.rule === 'input_property_added' && at === 0 && tokens.length === 2) {
    const alternative = alternativeIdentifier(name, schema, before, after, assessment.findings, raise?.category, documentation);
    if (alternative !== undefined) {
      return {
        ...demote(change, `new optional parameter ${quoted}`, `one more of the identifiers the tool already takes for the object it reads ("${alternative.phrase}"; \`${alternative.locked}\` takes the same kind of value): the tool reads the objects it read, named another way`, after),
        triggers: [...(change.triggers ?? []), structure(`alternative to \`${alternative.locked}\``, change, alternative.locked, name), ...parameterTriggers(name, parameterPointer, assessment.findings)],
      };
    }
  }
  // A flag made optional whose default is the value that grants nothing: leaving it out is sending that.
  if (change.rule === 'input_property_made_optional') {
    const safe = safeDefaultOfFlag(splitWords(name), schema, afterRoot);
    if (safe !== undefined) {
      return {
        ...demote(change, `parameter ${quoted} made optional`, `its default \`${safe}\` is the value that grants nothing, so a call that leaves it out asks for what a call sending \`${safe}\` did${assessment.carries ? ` (it is ${assessment.findings.map((f) => f.class).join(', ')})` : ''}`, after),
        triggers: [...(change.triggers ?? []), ...parameterTriggers(name, parameterPointer, assessment.findings)],
      };
    }
  }
  // paypal create_subscription's `subscriber` and the fields inside it: the tool's description says a call without them
  // leaves them out of the request. Not a destructive tool's target, nor one with a default of its own.
  if (change.rule === 'input_property_made_optional' && destructiveVerbOf(before) === undefined && !(isJsonObject(schema) && schema.default !== undefined && schema.default !== null)) {
    const omitted = omittedWhenNotGiven(name, after.definition.description);
    if (omitted !== undefined) {
      return {
        ...demote(change, `parameter ${quoted} made optional`, `the tool's description says a call without it leaves it out of the request ("${omitted}"), with no default: the server picks no value of its own${assessment.carries ? ` (it is ${[...new Set(assessment.findings.map((f) => f.class))].join(', ')}, as it was)` : ''}`, after),
        triggers: [...(change.triggers ?? []), structure('left out of the request when not given', change, name, omitted), ...parameterTriggers(name, parameterPointer, assessment.findings)],
      };
    }
  }
  // Neither reading holds with a default of its own: a default is a value the server picks.
  if (change.rule === 'input_property_made_optional' && at === 0 && destructiveVerbOf(before) === undefined && !(isJsonObject(schema) && schema.default !== undefined && schema.default !== null)) {
    const asItWas = assessment.carries ? ` (it is ${[...new Set(assessment.findings.map((f) => f.class))].join(', ')}, as it was)` : '';
    const asked = isJsonObject(schema) && typeof schema.description === 'string' && !SERVER_FALLBACK.test(schema.description) ? ASKED_OF_USER.exec(schema.description) : null;
    if (asked !== null) {
      return {
        ...demote(change, `parameter ${quoted} made optional`, `its description says a call leaving it out has the user asked for it ("${asked[0]}"): the server picks no value of its own${asItWas}`, after),
        triggers: [...(change.triggers ?? []), structure(`left out, asked of the user`, change, name, asked[0]), ...parameterTriggers(name, parameterPointer, assessment.findings)],
      };
    }
    const alternative = replacedByAlternative(name, schema, before.definition.inputSchema, afterRoot, after.definition.description);
    if (alternative !== undefined) {
      return {
        ...demote(change, `parameter ${quoted} made optional`, `\`${alternative.other}\` stands in for it ("${alternative.phrase}"), so a call sends one or the other; leaving it out reaches nothing more${asItWas}`, after),
        triggers: [...(change.triggers ?? []), structure(`\`${alternative.other}\` named as its alternative`, change, name, alternative.other), ...parameterTriggers(name, parameterPointer, assessment.findings)],
      };
    }
  }
  // Made optional with its description naming the mode that still needs it ("Target URL (only type=url)"):
  // still required for that mode, not replaced by a default. Not for a destructive tool's target.
  if (change.rule === 'input_property_made_optional' && at === 0 && destructiveVerbOf(before) === undefined) {
    const condition = requiredWhen(name, schema, afterRoot);
    if (condition !== undefined) {
      return {
        ...demote(change, `parameter ${quoted} made optional`, `its description makes it required for one mode of the tool ("${condition}"), so a call of that mode still sends it; the others never used it${assessment.carries ? ` (it is ${assessment.findings.map((f) => f.class).join(', ')})` : ''}`, after),
        triggers: [...(change.triggers ?? []), ...parameterTriggers(name, parameterPointer, assessment.findings)],
      };
    }
  }
  // llm-context `root_path` loses `format: path` (pydantic's plain Path) on a reader: a client hint nothing checks kept nothing out.
  if (change.rule === 'input_constraint_removed' && tokens[tokens.length - 1] === 'format' && typeof change.before === 'string' && unenforcedFormat(change.before, tool.writes === true)) {
    return {
      ...demote(change, `format of ${quoted} removed`, `"${change.before}" is a hint to the client that nothing checks on ${tool.writes === true ? 'a tool that writes' : 'a tool that does not write'} (${UNENFORCED_FORMATS_DOC}), so it kept no value out${assessment.carries ? ` (it is ${assessment.findings.map((f) => f.class).join(', ')}, as it was)` : ''}`, after),
      triggers: [...(change.triggers ?? []), structure(`format "${change.before}" removed, enforced by nothing`, change, change.before, '(none)')],
    };
  }
  // agentcash `fetch` `url` loses `format: uri`: a URL format admits a URL of any host and scheme, so on a value that names a
  // place on the network (and nothing else: no file, no command) it kept no place out; the syntax it checked is not reach.
  if (change.rule === 'input_constraint_removed' && tokens[tokens.length - 1] === 'format' && typeof change.before === 'string' && NETWORK_SYNTAX_FORMATS.has(change.before.toLowerCase())
    && assessment.findings.length > 0 && assessment.findings.every((finding) => finding.class === 'network_target')
    && after.risk.categories.every((category) => category === 'network_request')
    && !RUNS_A_PROGRAM.test(`${String(after.definition.name ?? '')} ${String(after.definition.description ?? '').slice(0, 4000)}`.replace(/[_-]/g, ' '))) {
    return {
      ...demote(change, `format of ${quoted} removed`, `"${change.before}" checks the syntax of a place on the network, any host or scheme, and ${quoted} already named such a place (network_target), so it kept no place out`, after),
      triggers: [...(change.triggers ?? []), structure(`format "${change.before}" removed from a value that already named any place on the network`, change, change.before, '(none)'), ...parameterTriggers(name, parameterPointer, assessment.findings)],
    };
  }
  // dokploy `databasePassword` loses its character pattern: a secret the call sets (a password for the database it creates
  // or changes) is no place, program or authority the tool reaches; what characters it may hold is the account's policy.
  // Only a parameter whose every class is credential, named a password, with no word of its being used in a command or
  // sent on (its characters may then matter).
  if (change.rule === 'input_constraint_removed' && (tokens[tokens.length - 1] === 'pattern' || tokens[tokens.length - 1] === 'maxLength')
    && assessment.findings.length > 0 && assessment.findings.every((finding) => finding.class === 'credential')
    && SECRET_SET.test(name) && !SECRET_USED.test(secretDocumentation(name, schema, after.definition.description))) {
    return {
      ...demote(change, `${tokens[tokens.length - 1]} of ${quoted} removed`, `${quoted} is a password the call sets or logs in with (${assessment.findings.map((finding) => finding.tokens.join(' ')).join(', ')}), not a place, program or authority the tool reaches: its characters are the account's policy`, after),
      triggers: [...(change.triggers ?? []), structure(`${tokens[tokens.length - 1]} removed from a secret the call sets`, change), ...parameterTriggers(name, parameterPointer, assessment.findings)],
    };
  }
  // A regex swapped for one that admits no character the old one did not: what it kept out stays out.
  if (change.rule === 'input_constraint_changed' && tokens[tokens.length - 1] === 'pattern' && typeof change.before === 'string' && typeof change.after === 'string'
    && admitsNoNewCharacter(change.before, change.after)) {
    return demote(change, `pattern of ${quoted} changed`, `the new pattern admits no character the old one did not (both anchored), so whatever the old one kept out (separators, metacharacters) stays out`, after);
  }
  let what: string;
  let power: string[] = [];
  const triggers: Trigger[] = [];
  switch (change.rule) {
    case 'input_property_added': what = `new optional parameter ${quoted}`; break;
    case 'input_property_made_optional': {
      what = `parameter ${quoted} made optional`;
      const destroys = destructiveVerbOf(before);
      if (destroys !== undefined && canNameTarget(schema, afterRoot)) {
        power = [`destructive_target (it named what \`${String(before.definition.name)}\` ${destroys}s; left out, the call selects by other means or a default)`];
        triggers.push({ kind: 'parameter', parameter: name, pointer: parameterPointer, class: 'destructive_target', tokens: [destroys, name], evidence: 'tool' });
      }
      break;
    }
    case 'input_type_widened':
    case 'input_type_changed': {
      // `sort: {type: string, enum: [...]}` -> `{enum: [...]}`: the enum still closes the value to the
      // same listed values, each of a type the parameter took, so no new type of value gets through.
      const holder = tokens[tokens.length - 1] === 'type' ? walk(after.definition.inputSchema, tokens.slice(0, -1)) : undefined;
      const closed = isJsonObject(holder) ? (Array.isArray(holder.enum) ? holder.enum : holder.const !== undefined ? [holder.const] : undefined) : undefined;
      const tookTypes = new Set(typeList(change.before).split(/,\s*/));
      if (closed !== undefined && closed.length > 0 && closed.every((value) => tookTypes.has(value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) && tookTypes.has('integer') ? 'integer' : typeof value === 'number' ? 'number' : typeof value === 'object' ? 'object' : typeof value))) {
        return {
          ...demote(change, `type of ${quoted} dropped`, `its enum still lists the values it takes (${closed.length}), each of a type it took (${typeList(change.before)}): no value of another type is accepted`, after),
          triggers: [...(change.triggers ?? []), structure(`type ${typeList(change.before)} -> ${typeList(change.after)}, values still listed by the enum`, change, typeList(change.before), typeList(change.after))],
        };
      }
      const gained = gainedTypes(change.before, change.after);
      what = `parameter ${quoted} now accepts ${gained.join(', ')}`;
      // `"us-east-1"` -> `["us-east-1", ...]`, `{filters: [F]}` -> `[F]`: the same values, listed.
      // kit `file_path`: string -> anyOf [string, array of string], reported at the new branch (`/anyOf/1`), which the
      // locked schema does not have: the parameter's whole schema on both sides says whether the array lists the same values.
      const branchAdded = /^(?:anyOf|oneOf)$/.test(tokens[tokens.length - 2] ?? '') && beforeSchema === undefined;
      const wholeBefore = branchAdded ? walk(before.definition.inputSchema, tokens.slice(0, -2)) : beforeSchema;
      const wholeAfter = branchAdded ? walk(after.definition.inputSchema, tokens.slice(0, -2)) : schema;
      const listed = gained.includes('array') && listOfSameValues(wholeBefore, before.definition.inputSchema, wholeAfter, afterRoot);
      const richer = gained.filter((type) => RICH_TYPES.has(type) && !(type === 'array' && listed));
      // kit `file_path`: a path -> a path or a list of paths: each item is a value of the kind it took, so a class it
      // carries (file_access) is the one it had; several at once reach no place one at a time could not. Not a command
      // or a query: a list there is an argv, one command in another form, which a guard on the string no longer sees.
      if (listed && gained.every((type) => type === 'array') && raise === undefined && itemsKeepEveryGuard(wholeBefore, before.definition.inputSchema, wholeAfter, afterRoot)
        && !assessment.findings.some((finding) => finding.class === 'execute_command' || finding.class === 'query_language' || finding.class === 'pass_through')) {
        return {
          ...demote(change, what, `the list holds values of the kind it took (${typeList(change.before)}), so each item reaches what one value did${assessment.carries ? ` (it is ${assessment.findings.map((f) => f.class).join(', ')}, as it was)` : ''}`, after),
          triggers: [...(change.triggers ?? []), structure(`type ${typeList(change.before)} -> ${typeList(change.after)}, a list of the same values`, change, typeList(change.before), typeList(change.after)), ...parameterTriggers(name, parameterPointer, assessment.findings)],
        };
      }
      // Structured where it took structured values, in the shape its locked description already
      // documented (fibery `q_where`: object -> array, "Filter conditions in format [operator,
      // [field_path], value]"): the schema now states the documented shape, no richer value.
      const documentedShape = documentedShapeOf(beforeSchema);
      if (raise === undefined && richer.length > 0 && [...typesWithin(beforeSchema, before.definition.inputSchema)].some((type) => RICH_TYPES.has(type))
        && richer.every((type) => documentedShape.has(type))) {
        return {
          ...demote(change, what, `it took structured values (${typeList(change.before)}) and its locked description already documented the value as ${richer.join(', ')}: the schema now states the documented shape`, after),
          triggers: [...(change.triggers ?? []), structure(`type ${typeList(change.before)} -> ${typeList(change.after)}, the shape the locked description documented`, change, typeList(change.before), typeList(change.after))],
        };
      }
      // appwrite databases_create_document `data`: string -> object: the content a tool that makes or
      // updates an object stores, now in the structured form its SDK takes; no capability class either way.
      // Only to a declared type: with its type dropped (atlan `attribute_values`: string -> any), it takes whatever is sent.
      if (raise === undefined && richer.length > 0 && tool.writes === true && !assessment.carries && at === 0 && change.after !== undefined
        && splitWords(name).some((word) => CONTENT_NAMES.has(word)) && [...(tool.nameWords ?? [])].some(makesOrUpdates)) {
        return {
          ...demote(change, what, `\`${name}\` is the content \`${String(after.definition.name)}\` stores, now structured (${typeList(change.before)} -> ${typeList(change.after)}), and carries no capability class: the same content in another shape`, after),
          triggers: [...(change.triggers ?? []), structure(`type ${typeList(change.before)} -> ${typeList(change.after)}, the content the tool stores`, change, typeList(change.before), typeList(change.after))],
        };
      }
      // `mode: "hi_res"` -> also `{static: "hi_res"|"fast", audio: true, video: "audio_only"|…}` (ragie): an
      // object whose every property takes a closed value (an enum, a boolean, a number), with no other
      // property allowed, carries no free value: it picks among options, as the string did.
      if (raise === undefined && richer.length > 0 && richer.every((type) => type === 'object') && closedObjectForms(schema, afterRoot)) {
        return {
          ...demote(change, what, 'every object form it now takes allows only its listed properties, each a closed value (an enum, a boolean, a number): a choice among options, no free value', after),
          triggers: [...(change.triggers ?? []), structure(`type ${typeList(change.before)} -> ${typeList(change.after)}, object forms of closed values only`, change, typeList(change.before), typeList(change.after))],
        };
      }
      // A list whose items lost their type (office-word `data`: lists of strings -> a list of anything,
      // table cells and colours): still a list, and untyped items give a parameter of no capability
      // class none; a list of paths, URLs or commands keeps it critical (its class carries), and so
      // does a type the items newly name (an object member coming back is a deliberate new shape).
      if (raise === undefined && richer.length > 0 && change.after === undefined && tokens.slice(at + 2).includes('items') && typesWithin(schema, afterRoot).has('array') && !assessment.carries) {
        return {
          ...demote(change, what, `only the values inside the list lose their type (${typeList(change.before)} -> any), \`${name}\` is still a list and carries no capability class: untyped items add none`, after),
          triggers: [...(change.triggers ?? []), structure(`item type ${typeList(change.before)} -> any, inside a list of no capability class`, change, typeList(change.before), typeList(change.after))],
        };
      }
      // receive_message `AttributeNames`: string -> array (botocore list shapes, items untyped) on a tool that neither
      // writes nor acts by its name: a list of the names, ids or fields it selects, where the string named one.
      if (raise === undefined && richer.length === 1 && richer[0] === 'array' && tool.writes !== true && ![...(tool.nameWords ?? [])].some(actingNameWord)
        && !assessment.carries && at === 0 && SELECTED_NAMES.has(splitWords(name).at(-1) ?? '')) {
        return {
          ...demote(change, what, `\`${name}\` names what the tool selects (${splitWords(name).at(-1)}) and now takes a list of them; it carries no capability class and the tool neither writes nor acts by its name`, after),
          triggers: [...(change.triggers ?? []), structure(`type ${typeList(change.before)} -> ${typeList(change.after)}, a list of selected names`, change, typeList(change.before), typeList(change.after))],
        };
      }
      // alibabacloud-devops `repositoryId`: string -> string | number; dms `port`: integer -> string. A scalar of another
      // type (no object, no array) holds no more than the string or number it took: when the classes the parameter now
      // carries are the ones it carried locked, nothing is reached that the locked tool could not reach. Not where it
      // took only a flag (`save`: boolean -> string picks where a report is written): a toggle's class says nothing of a value's.
      const tookValues = [...tookTypes].some((type) => type === 'string' || type === 'number' || type === 'integer');
      if (raise === undefined && richer.length === 0 && gained.length > 0 && gained.every((type) => SCALARS.has(type)) && tookValues && assessment.carries) {
        const lockedDocumentation = at === 0 ? docstringOf(name, beforeSchema, before.definition.description) : undefined;
        const had = new Set(assessParameter(name, beforeSchema, { nested: 'none', tool: toolContext(before), ...(lockedDocumentation !== undefined && { documentation: lockedDocumentation }) }).findings.map((finding) => finding.class));
        const classes = [...new Set(assessment.findings.map((finding) => finding.class))];
        if (classes.every((cls) => had.has(cls))) {
          return {
            ...demote(change, what, `a scalar (${gained.join(', ')}) holds no more than the ${typeList(change.before)} it took, and its classes are the ones it had (${classes.join(', ')}, as it was)`, after),
            triggers: [...(change.triggers ?? []), structure(`type ${typeList(change.before)} -> ${typeList(change.after)}, scalars only`, change, typeList(change.before), typeList(change.after)), ...parameterTriggers(name, parameterPointer, assessment.findings)],
          };
        }
      }
      if (richer.length > 0) {
        power = [`a richer value (${richer.join(', ')}) where it took ${typeList(change.before)}`];
        triggers.push(structure(`type ${typeList(change.before)} -> ${typeList(change.after)}`, change, typeList(change.before), typeList(change.after)));
      }
      const unknown = gained.filter((type) => !TYPE_NAMES.has(type));
      if (unknown.length > 0) {
        power.push('`type` is not a JSON Schema type name, so clients cannot tell what it accepts');
        triggers.push(structure('type is not a JSON Schema type name', change, typeList(change.before), typeList(change.after)));
      }
      // `string[]` -> `string | string[]`: one value where it took a list of the same values.
      const known = typesWithin(beforeSchema, before.definition.inputSchema);
      if (power.length === 0 && raise === undefined && gained.every((type) => known.has(type))) {
        return demote(change, what, `it already took ${gained.join(', ')} values inside it`, after);
      }
      // An object parameter that also takes a string (the same value JSON-encoded): a poorer value.
      if (power.length === 0 && raise === undefined && gained.every((type) => SCALARS.has(type)) && (known.has('object') || known.has('array'))) {
        return demote(change, what, `a scalar where it took structured values is not a richer value`, after);
      }
      break;
    }
    case 'input_enum_value_added': {
      what = `new value(s) of ${quoted}`;
      let variant: string[] | undefined;
      let system: [string, string] | undefined;
      let rail: string | undefined;
      let glossed: Array<[string, string]> = [];
      let deleting: Array<[string, string, string]> = [];
      let described: RegExpExecArray | null = null;
      const added = Array.isArray(change.after) ? change.after : [];
      // zscaler `action`: list/get/add -> read/create: a value whose verb is a synonym of one the locked
      // enum held, over the same object, renames that action; only the others are new.
      const renamed = isActionSelector(name, schema) ? renamedActions(added, beforeSchema) : [];
      const values = added.filter((value) => !renamed.includes(value));
      if (renamed.length > 0 && values.length === 0) {
        return {
          ...demote(change, what, `${renamed.map((value) => JSON.stringify(value)).join(', ')} ${renamed.length === 1 ? 'renames an action' : 'rename actions'} the locked values already named (${ACTION_SYNONYMS_DOC}): no new action`, after),
          triggers: [...(change.triggers ?? []), { kind: 'parameter', parameter: name, pointer: parameterPointer, class: 'action_selector', tokens: renamed.map(String), evidence: 'enum' }],
        };
      }
      // gns3 `project` `action`: open/create/close -> list/open/create/close: a value that only reads (`list`) reads
      // the objects the tool already creates and opens; its name holds nothing a reader may not take for granted.
      const reads = isActionSelector(name, schema) ? readingValues(values, after) : undefined;
      if (reads !== undefined) {
        return {
          ...demote(change, what, `${reads.map((value) => JSON.stringify(value)).join(', ')} only ${reads.length === 1 ? 'reads' : 'read'} what \`${String(after.definition.name)}\` already acts on (${[...READING_ACTIONS].join(', ')}; nothing sensitive in its name): no new action`, after),
          triggers: [...(change.triggers ?? []), { kind: 'parameter', parameter: name, pointer: parameterPointer, class: 'action_selector', tokens: reads.map(String), evidence: 'enum' }],
        };
      }
      const named = actionValues(values, tool, name);
      const hosts = hostValues(schema, values, beforeSchema, name);
      if (named.length > 0) {
        power = [`names a new action: ${named.join(', ')}`];
        triggers.push(...parameterTriggers(name, parameterPointer, actionValueFindings(values, tool, name)));
      } else if (hosts.length > 0) {
        // `domain: [..., "chronicdata.cdc.gov"]`: a new value that is a host is a host the tool now sends requests to.
        power = [`${quoted} names the host the tool reaches, so a new host is a place it could not reach: ${hosts.map((host) => JSON.stringify(host)).join(', ')}`];
        triggers.push({ kind: 'parameter', parameter: name, pointer: parameterPointer, class: 'network_target', tokens: hosts, evidence: 'enum' });
      } else if ((glossed = codeGlossed(values, schema)).length > 0) {
        // wait `type`: "... function (custom JS) ...": the description glosses a new value as code the tool runs.
        power = [`${quoted}'s description glosses a new value as code: ${glossed.map(([value, gloss]) => `${JSON.stringify(value)} ("${gloss}")`).join(', ')}`];
        triggers.push({ kind: 'parameter', parameter: name, pointer: parameterPointer, class: 'execute_command', tokens: glossed.flatMap(([value, gloss]) => [value, gloss]), evidence: 'enum' });
      } else if ((deleting = destructiveGlossed(values, schema, before, after, beforeSchema)).length > 0) {
        // kuzu_optimize `strategy` gains full_maintenance, "(purge expired, deduplicate, trim ...)": a mode that deletes.
        power = [`write_mode (a new value's entry says it deletes, where the locked text named no deletion: ${deleting.map(([value, gloss]) => `${JSON.stringify(value)} ("${gloss}")`).join(', ')})`];
        triggers.push({ kind: 'parameter', parameter: name, pointer: parameterPointer, class: 'write_mode', tokens: deleting.flatMap(([value, , word]) => [value, word]), evidence: 'description' });
      } else if (tool.writes !== true && (glossed = diskWriteGlossed(values, schema)).length > 0) {
        // mcp-mermaid `outputType` gains 'file': "'file' will save the PNG image to disk": the tool now writes files.
        power = [`write_mode (${quoted}'s description says a new value writes to the disk: ${glossed.map(([value, gloss]) => `${JSON.stringify(value)} ("${gloss}")`).join(', ')})`];
        triggers.push({ kind: 'parameter', parameter: name, pointer: parameterPointer, class: 'write_mode', tokens: glossed.flatMap(([value, gloss]) => [value, gloss]), evidence: 'enum' });
      } else if (values.length > 0 && splitWords(name).some((word) => RUN_MODE_NAMES.has(word)) && !splitWords(name).some((word) => ACTION_NAMES.has(word))
        && values.every((value) => typeof value === 'string' && splitWords(value).every((word) => RUN_TIMING_WORDS.has(word)))) {
        // mcp-shell-server `execution_mode`: sync/async/background -> foreground/background/detached/adaptive: when the
        // same run returns (waits, goes to the background, is left running), not another thing it does.
        return demote(change, what, `each new value says only when the same run returns to the caller (${values.map((v) => JSON.stringify(v)).join(', ')}), not another thing the tool does`, after);
      } else if (splitWords(name).some((word) => PROGRAM_WORDS.has(word)) && values.every((value) => typeof value === 'string' && SHELLS.has(value.toLowerCase()))
        && enumOf(beforeSchema).some((value) => typeof value === 'string' && SHELLS.has(value.toLowerCase()))) {
        // `terminal_shell: [bash, zsh, fish, sh] -> [bash, zsh, fish, cmd]`: the tool already ran any command in a shell; one
        // more shell runs the same commands, with no reach the others lacked.
        return demote(change, what, `a shell where it already ran commands in a shell (${enumOf(beforeSchema).map((v) => JSON.stringify(v)).join(', ')}): another shell runs the commands the others ran, nothing more (${values.map((v) => JSON.stringify(v)).join(', ')})`, after);
      } else if (splitWords(name).some((word) => PROGRAM_WORDS.has(word))) {
        // `cli_name: [gemini] -> [codex, gemini]`: the value names the program the tool runs.
        const word = splitWords(name).find((each) => PROGRAM_WORDS.has(each))!;
        power = [`${quoted} names the program the tool runs, so a new value is a new program: ${values.map((v) => JSON.stringify(v)).join(', ')}`];
        triggers.push({ kind: 'parameter', parameter: name, pointer: parameterPointer, class: 'execute_command', tokens: [word, ...values.map(String)], evidence: 'enum' });
      } else if ((splitWords(name).some((word) => SERVICE_WORDS.has(word)) && (splitWords(String(after.definition.name ?? '')).some((word) => CALL_WORDS.has(word)) || actsOnSelected(name, after, tool)))
        || (splitWords(name).some((word) => SOURCE_WORDS.has(word)) && tool.writes === true)) {
        // `callCloudApi` `service: [..., "monitor", "postgres"]`: the value names which service the call reaches;
        // `source_type: [archive, git]` of a tool that overwrites a website: where what it writes now comes from.
        const word = splitWords(name).find((each) => SERVICE_WORDS.has(each) || SOURCE_WORDS.has(each))!;
        power = [`${quoted} names the service the tool calls, so a new value is a system it could not reach: ${values.map((v) => JSON.stringify(v)).join(', ')}`];
        triggers.push({ kind: 'parameter', parameter: name, pointer: parameterPointer, class: 'network_target', tokens: [word, ...values.map(String)], evidence: 'enum' });
      } else if (splitWords(name).some((word) => REGISTRY_WORDS.has(word))) {
        // package-version-check `ecosystem: [npm, pypi] -> [..., docker]`: each value is a package registry the tool
        // queries, so a new value is a registry (a host) it did not reach.
        const word = splitWords(name).find((each) => REGISTRY_WORDS.has(each))!;
        power = [`${quoted} names the package registry the tool queries, so a new value is a registry it did not reach: ${values.map((v) => JSON.stringify(v)).join(', ')}`];
        triggers.push({ kind: 'parameter', parameter: name, pointer: parameterPointer, class: 'network_target', tokens: [word, ...values.map(String)], evidence: 'enum' });
      } else if (isActionSelector(name, schema) && (tool.writes === false || NO_CALL_STATED.test(String(after.definition.description ?? '').slice(0, 4000))) && (described = DESCRIBED_ACTION.exec(isJsonObject(schema) && typeof schema.description === 'string' ? schema.description.slice(0, 2000) : '')) !== null) {
        // opik-mcp `schema` `operation` ("Operation whose schema to return.") gains thread.close and thread.open: on a tool that
        // writes nothing, the value picks which action's documentation comes back, not an action done.
        return demote(change, what, `${quoted} picks the action whose documentation the tool returns ("${described[0].trim()}"), on a tool that ${tool.writes === false ? 'writes nothing' : `says it makes no call ("${NO_CALL_STATED.exec(String(after.definition.description ?? ''))![0]}")`}: no action is done (${values.map((v) => JSON.stringify(v)).join(', ')})`, after);
      } else if (isActionSelector(name, schema) && !(tool.writes === false && readingModeValues(name, values, schema))) {
        power = [`${quoted} selects the action, so a new value is a new action`];
        triggers.push({ kind: 'parameter', parameter: name, pointer: parameterPointer, class: 'action_selector', tokens: splitWords(name), evidence: 'name' });
      } else if ((variant = variantOfTool(name, schema, before)) !== undefined) {
        // `gesture` `kind` "Gesture variant.": each value is a way the tool acts.
        const tokens = variant;
        power = [`${quoted} selects the variant of what \`${String(before.definition.name)}\` does ("${tokens.join(' ')}"), so a new value is a new action: ${values.map((v) => JSON.stringify(v)).join(', ')}`];
        triggers.push({ kind: 'parameter', parameter: name, pointer: parameterPointer, class: 'action_selector', tokens: [...tokens, ...values.map(String)], evidence: 'description' });
      } else if ((rail = paymentRail(name, schema, after)) !== undefined) {
        // agentcash `fetch` `paymentNetwork: [base, solana] -> [..., tempo]`, "Chain to use for SIWX and payment": each value
        // is a payment system the tool signs and pays on.
        power = [`${quoted} picks the ${rail} the tool pays on ("${String(isJsonObject(schema) ? schema.description ?? '' : '').slice(0, 120)}"), so a new value is a payment system it could not use: ${values.map((v) => JSON.stringify(v)).join(', ')}`];
        triggers.push({ kind: 'parameter', parameter: name, pointer: parameterPointer, class: 'network_target', tokens: [...splitWords(name), ...values.map(String)], evidence: 'enum' });
      } else if ((system = systemSelector(schema)) !== undefined) {
        // `platform` "Platform selector used to resolve a device.": each value is a kind of system reached.
        const tokens = system;
        power = [`${quoted} selects the ${tokens[1]} the tool reaches, so a new value is a kind of system it could not reach: ${values.map((v) => JSON.stringify(v)).join(', ')}`];
        triggers.push({ kind: 'parameter', parameter: name, pointer: parameterPointer, class: 'network_target', tokens: [...tokens, ...values.map(String)], evidence: 'description' });
      }
      break;
    }
    case 'input_enum_removed': {
      what = `parameter ${quoted} no longer limited to listed values`;
      const namespaced = isActionSelector(name, schema ?? beforeSchema) ? undefined : namespacedExample(schema, beforeSchema, name);
      if (isActionSelector(name, schema ?? beforeSchema)) {
        power = [`${quoted} selects the action, so any action may now be asked for`];
        triggers.push({ kind: 'parameter', parameter: name, pointer: parameterPointer, class: 'action_selector', tokens: splitWords(name), evidence: 'name' });
      } else if (tool.writes === true && writtenKind(name)) {
        // attio `create-record` `resource_type`: companies, people, lists, ... -> any string: records of any object.
        power = [`written_kind (${quoted} picks which kind of object \`${String(after.definition.name)}\` writes; no longer limited, it writes any kind)`];
        triggers.push({ kind: 'parameter', parameter: name, pointer: parameterPointer, class: 'written_kind', tokens: splitWords(name), evidence: 'tool' });
      } else if (namespaced !== undefined) {
        // fal `model`: fixed aliases, now "Model ID (e.g., 'fal-ai/flux-pro')": any publisher's app on the platform.
        power = [`${quoted} now takes any identifier of a namespace publishers write into ("${namespaced}"), where the locked values named a few: any publisher's app, image or repository on the platform is called`];
        triggers.push({ kind: 'parameter', parameter: name, pointer: parameterPointer, class: 'network_target', tokens: [namespaced], evidence: 'description' });
      }
      break;
    }
    case 'input_additional_properties_allowed': what = `parameter ${quoted} accepts undeclared properties`; break;
    case 'input_branch_added': what = `parameter ${quoted} accepts a new variant`; break;
    // A regex or format swapped for another: the gate cannot order them, so it says changed, not loosened.
    case 'input_constraint_changed': what = `constraint of parameter ${quoted} changed`; break;
    case 'input_constraint_removed': what = `constraint of parameter ${quoted} removed`; break;
    default: what = `constraint of parameter ${quoted} loosened`;
  }
  if (assessment.carries) {
    power.push(...assessment.reasons);
    triggers.push(...parameterTriggers(name, parameterPointer, assessment.findings));
  }
  // `is_url` beside `input_file_path` (minimax play_audio): a flag saying the path is a URL lets the
  // caller send the path parameter anywhere on the network, where it named a local file.
  const located = change.rule === 'input_property_added' && at === 0 && tokens.length === 2 && !assessment.carries ? pathMadeUrl(name, schema, after) : undefined;
  if (located !== undefined) {
    power.push(`network_target (a flag making \`${located.path}\` a URL: "${located.word}")`);
    triggers.push({ kind: 'parameter', parameter: name, pointer: parameterPointer, class: 'network_target', tokens: [located.word, located.path], evidence: 'tool' });
  }
  // `username` beside `password`: the identity half of a login the caller now chooses.
  const secret = change.rule === 'input_property_added' && at === 0 && tokens.length === 2 ? credentialBeside(name, after) : undefined;
  if (secret !== undefined && !assessment.findings.some((finding) => finding.class === 'credential')) {
    power.push(`credential (the identity logged in with, beside \`${secret}\`)`);
    triggers.push({ kind: 'parameter', parameter: name, pointer: parameterPointer, class: 'credential', tokens: [...splitWords(name), secret], evidence: 'name' });
  }
  const edit = freeEditForm(change, name, before, after);
  if (edit !== undefined && !assessment.findings.some((finding) => finding.class === 'write_mode' && finding.evidence === 'shape')) {
    power.push(`write_mode (${edit.why})`);
    triggers.push(...parameterTriggers(name, parameterPointer, [edit]));
  }
  if (raise !== undefined) {
    power.push(raise.reason);
    triggers.push({ kind: 'parameter', parameter: name, pointer: parameterPointer, class: raise.category, tokens: raise.tokens, evidence: 'tool' });
  }
  if (power.length > 0) return { ...change, reasons: [...change.reasons, `${what}: ${power.join('; ')}`], triggers: [...(change.triggers ?? []), ...triggers] };
  return demote(change, what, `carries no capability, ${assessment.reasons.join('; ')}`, after);
}

/** Words naming an object a backend keeps, before type/kind in a parameter that picks a kind of it (`resource_type`). */
const OBJECT_KIND_HEADS: ReadonlySet<string> = new Set(['resource', 'object', 'entity', 'record', 'item', 'model', 'collection', 'document', 'content']);
/** `resource_type`, `objectType`, `entity_kind`: a parameter naming which kind of stored object. */
const writtenKind = (name: string): boolean => {
  const words = splitWords(name);
  return words.length === 2 && OBJECT_KIND_HEADS.has(words[0]!) && (words[1] === 'type' || words[1] === 'kind');
};

/** Words of a parameter name that say it picks a variant (`kind`, `type`, `variant`). */
const VARIANT_WORDS: ReadonlySet<string> = new Set(['kind', 'type', 'variant', 'style']);

/**
 * A parameter that picks the variant of what the tool does: named kind/type/variant, documented as
 * the variant (kind, type) of the tool's own name (`gesture` `kind`: "Gesture variant."), on a tool
 * whose name does not read (a search type picks what is read, not a way to act). The description's
 * words, when it is one.
 */
function variantOfTool(name: string, schema: JsonValue | undefined, before: ToolLockEntry): string[] | undefined {
  if (!splitWords(name).some((word) => VARIANT_WORDS.has(word)) || !isJsonObject(schema) || typeof schema.description !== 'string') return undefined;
  const toolWords = splitWords(typeof before.definition.name === 'string' ? before.definition.name : '');
  if (toolWords.length === 0 || toolWords.some((word) => matches(word, READ_VERBS))) return undefined;
  const words = splitWords(schema.description);
  const variant = words.findIndex((word, index) => VARIANT_WORDS.has(word) && index > 0 && toolWords.includes(words[index - 1]!));
  return variant === -1 ? undefined : [words[variant - 1]!, words[variant]!];
}

/** Verbs and nouns of a description saying a parameter picks the system a call reaches. */
const SELECTS = /\b(select(?:s|or|ing)?|resolves?|resolving|targets?|choose[sn]?|picks?)\b[^.]*?\b(device|host|machine|cluster|server|emulator|simulator)s?\b/i;

/**
 * An enum whose description says its value selects the device, host, machine or cluster the tool
 * reaches (`platform` "Platform selector used to resolve a device."): each value is a kind of
 * system, so a new one is a system the tool could not reach. The verb and the noun, when it is one.
 */
function systemSelector(schema: JsonValue | undefined): [string, string] | undefined {
  if (!isJsonObject(schema) || typeof schema.description !== 'string') return undefined;
  const found = SELECTS.exec(schema.description);
  return found === null ? undefined : [found[1]!.toLowerCase(), found[2]!.toLowerCase()];
}

/**
 * The locked description (of the object at `path`, of an ancestor of it, or of a property it
 * holds) that states one of `verbs` in any person ("Replaces text placeholders ..."), when one does.
 */
function holderDocumentsWrite(verbs: readonly string[], root: JsonValue | undefined, path: readonly string[]): string | undefined {
  const texts: string[] = [];
  for (let depth = 1; depth <= path.length; depth++) {
    const node = resolveWithin(walk(root, path.slice(0, depth)), root);
    if (!isJsonObject(node)) continue;
    if (typeof node.description === 'string') texts.push(node.description);
    if (depth === path.length && isJsonObject(node.properties)) {
      for (const property of Object.values(node.properties)) {
        if (isJsonObject(property) && typeof property.description === 'string') texts.push(property.description);
      }
    }
  }
  const forms = (word: string) => [word, word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/d$/, ''), word.replace(/ed$/, '')];
  for (const text of texts) {
    for (const sentence of text.split(SENTENCE_BREAK)) {
      if (splitWords(sentence).some((word) => forms(word).some((form) => verbs.includes(form)))) return sentence.trim();
    }
  }
  return undefined;
}

/** The locked root refused undeclared properties and the live root no longer does. */
/**
 * The property names (joined as `keys` joins them) of the locked union branch that has `wanted`'s names, when
 * `holderPath` ends in `anyOf/<n>`: the union's branches, nested unions spread, searched whatever their index.
 */
function lockedBranchKeys(root: JsonValue | undefined, holderPath: readonly string[], wanted: string | undefined): string | undefined {
  if (wanted === undefined || holderPath.length < 2 || holderPath[holderPath.length - 2] !== 'anyOf') return undefined;
  const union = resolveWithin(walk(root, holderPath.slice(0, -2)), root);
  const spread = (members: JsonValue[], depth: number): JsonValue[] => depth > 8 ? members : members.flatMap((member) => {
    const resolved = resolveWithin(member, root);
    return isJsonObject(resolved) && Array.isArray(resolved.anyOf) && !isJsonObject(resolved.properties) ? spread(resolved.anyOf, depth + 1) : [resolved ?? null];
  });
  const branches = isJsonObject(union) && Array.isArray(union.anyOf) ? spread(union.anyOf, 0) : [];
  return branches.some((branch) => isJsonObject(branch) && isJsonObject(branch.properties) && Object.keys(branch.properties).sort().join('\u0000') === wanted) ? wanted : undefined;
}

/** Whether a schema accepts no value at all (`false`, `{not: {}}`, `{not: true}`) or only `null` (`{type: "null"}`, `{const: null}`, `{enum: [null]}`). */
function acceptsNothingOrNull(schema: JsonValue | undefined): 'nothing' | 'null' | undefined {
  if (schema === false) return 'nothing';
  if (!isJsonObject(schema)) return undefined;
  const keys = Object.keys(schema).filter((key) => key !== 'description' && key !== 'title' && key !== '$comment');
  if (keys.length === 1 && keys[0] === 'not' && (schema.not === true || (isJsonObject(schema.not) && Object.keys(schema.not).length === 0))) return 'nothing';
  if (keys.length === 1 && keys[0] === 'type' && schema.type === 'null') return 'null';
  if (keys.length === 1 && keys[0] === 'const' && schema.const === null) return 'null';
  if (keys.length === 1 && keys[0] === 'enum' && Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === null) return 'null';
  return undefined;
}

function droppedEverywhere(before: ToolLockEntry, after: ToolLockEntry): boolean {
  const lockedRoot = before.definition.inputSchema;
  const liveRoot = after.definition.inputSchema;
  return isJsonObject(lockedRoot) && lockedRoot.additionalProperties === false && isJsonObject(liveRoot) && liveRoot.additionalProperties !== false;
}

/** Names of the identity a login uses: with a secret beside it, a credential. */
const IDENTITY_NAMES: ReadonlySet<string> = new Set(['username', 'user name', 'user', 'login', 'login name', 'account name', 'principal']);

/** The top-level parameter of `entry` that is a credential by its name, beside an identity-named `name`. */
function credentialBeside(name: string, entry: ToolLockEntry): string | undefined {
  if (!IDENTITY_NAMES.has(splitWords(name).join(' '))) return undefined;
  const properties = rootProperties(entry.definition.inputSchema);
  return Object.keys(properties).find((other) => other !== name
    && assessParameter(other, properties[other]).findings.some((finding) => finding.class === 'credential' && finding.evidence === 'name'));
}

/**
 * A locked top-level parameter of the tool that the live schema no longer takes, whose documented
 * value was a composite with a part named like the new parameter (`cdp_endpoint` "host:port" ->
 * `host`, `port`; `user@host`, `owner/repo`), and that carried every class `findings` carry: the
 * new parameter is a part of the value the tool took. A removed parameter of the same class but
 * another meaning (`folderId` of a remote collection -> a local `folder`) is no split.
 */
function removedCarrier(name: string, findings: readonly ParameterFinding[], before: ToolLockEntry, after: ToolLockEntry): string | undefined {
  const locked = rootProperties(before.definition.inputSchema);
  const live = rootProperties(after.definition.inputSchema);
  const classes = new Set(findings.map((finding) => finding.class));
  const context = toolContext(before);
  const part = new RegExp(String.raw`(?:\b${escapeRegExp(name)}[:/@][\w.-]|[\w.-][:/@]${escapeRegExp(name)}\b)`, 'i');
  return Object.keys(locked).filter((other) => !Object.hasOwn(live, other)).find((other) => {
    const schema = resolveWithin(locked[other], before.definition.inputSchema);
    const documented = isJsonObject(schema) && typeof schema.description === 'string' ? schema.description : '';
    if (!part.test(documented)) return false;
    const theirs = new Set(assessParameter(other, schema, { tool: context }).findings.map((finding) => finding.class));
    return [...classes].every((each) => theirs.has(each));
  });
}

/** Last words of a parameter name that name the same file place (`output_file_path` ~ `output_file_name`). */
const FILE_PLACE_HEADS: ReadonlySet<string> = new Set(['path', 'name', 'filename', 'filepath', 'file']);

/**
 * The nested property (`inputs[].user_prompt`) of a locked top-level parameter the live schema no
 * longer takes, named like the new top-level parameter (the same words, or the same words with
 * another file-place head: `output_file_path` -> `output_file_name`), that carried every class
 * `findings` carry: the value moved up when the schema was flattened.
 */
const GUARDS = ['enum', 'const', 'pattern', 'maxLength', 'maxItems', 'maximum', 'minimum', 'format', 'additionalProperties', 'type'] as const;
/** The names of a new object parameter's properties, when each is a top-level parameter of the locked tool that the live tool no longer has. */
function groupedFrom(schema: JsonValue | undefined, before: ToolLockEntry, after: ToolLockEntry): string[] | undefined {
  const root = after.definition.inputSchema;
  let node = resolveWithin(schema, root);
  if (isJsonObject(node) && (Array.isArray(node.anyOf) || Array.isArray(node.oneOf))) {
    node = ((node.anyOf ?? node.oneOf) as JsonValue[]).map((branch) => resolveWithin(branch, root)).find((branch) => isJsonObject(branch) && isJsonObject(branch.properties));
  }
  if (!isJsonObject(node) || !isJsonObject(node.properties) || node.additionalProperties === true || isJsonObject(node.additionalProperties)) return undefined;
  const names = Object.keys(node.properties);
  const locked = rootProperties(before.definition.inputSchema);
  const live = rootProperties(root);
  // Each with every guard its locked parameter had (`enum`, `pattern`, `maxLength`...): a guard lost on the way is a widening.
  const kept = (each: string) => {
    const was = resolveWithin(locked[each], before.definition.inputSchema);
    const now = resolveWithin((node as JsonObject).properties instanceof Object ? ((node as JsonObject).properties as JsonObject)[each] : undefined, root);
    return !isJsonObject(was) || GUARDS.every((key) => was[key] === undefined || (isJsonObject(now) && jsonEquivalent(was[key], now[key])));
  };
  return names.length > 0 && names.every((each) => Object.hasOwn(locked, each) && !Object.hasOwn(live, each) && kept(each)) ? names : undefined;
}

function flattenedFrom(name: string, findings: readonly ParameterFinding[], before: ToolLockEntry, after: ToolLockEntry, tool?: ToolContext): string | undefined {
  const locked = rootProperties(before.definition.inputSchema);
  const live = rootProperties(after.definition.inputSchema);
  const classes = new Set(findings.map((finding) => finding.class));
  const words = splitWords(name);
  const sameName = (other: string): boolean => {
    const theirs = splitWords(other);
    if (theirs.join(' ') === words.join(' ')) return true;
    return theirs.length === words.length && theirs.length > 1 && theirs.slice(0, -1).join(' ') === words.slice(0, -1).join(' ')
      && FILE_PLACE_HEADS.has(theirs.at(-1)!) && FILE_PLACE_HEADS.has(words.at(-1)!);
  };
  for (const removed of Object.keys(locked).filter((other) => !Object.hasOwn(live, other))) {
    let node = resolveWithin(locked[removed], before.definition.inputSchema);
    // An optional group (`anyOf: [{$ref: RunParams}, null]`): its object branch.
    if (isJsonObject(node) && (Array.isArray(node.anyOf) || Array.isArray(node.oneOf))) {
      node = ((node.anyOf ?? node.oneOf) as JsonValue[]).map((branch) => resolveWithin(branch, before.definition.inputSchema))
        .find((branch) => isJsonObject(branch) && (isJsonObject(branch.properties) || branch.type === 'array'));
    }
    let at = removed;
    if (isJsonObject(node) && node.type === 'array') {
      node = resolveWithin(node.items, before.definition.inputSchema);
      at = `${removed}[]`;
    }
    const nested = isJsonObject(node) && isJsonObject(node.properties) ? node.properties : {};
    for (const other of Object.keys(nested).filter(sameName)) {
      // Judged in the same tool: a class the tool gives a value (a `command` on a tool that runs is its action) counts on both sides.
      const theirs = new Set(assessParameter(other, branchesResolved(nested[other], before.definition.inputSchema), { ...(tool !== undefined && { tool }) }).findings.map((finding) => finding.class));
      if ([...classes].every((each) => theirs.has(each))) return `${at}.${other}`;
    }
  }
  return undefined;
}

/**
 * A schema with its `$ref` and the `$ref`s of its anyOf/oneOf branches resolved one level (`mode: anyOf [{$ref:
 * ResolveMode}, null]` -> the ResolveMode enum and null): what the locked property took, as its classes read it.
 */
function branchesResolved(schema: JsonValue | undefined, root: JsonValue | undefined): JsonValue | undefined {
  const node = resolveWithin(schema, root);
  if (!isJsonObject(node)) return node;
  const resolveAll = (branches: JsonValue) => (Array.isArray(branches) ? branches.map((branch) => resolveWithin(branch, root) ?? branch) : branches);
  return {
    ...node,
    ...(node.anyOf !== undefined && { anyOf: resolveAll(node.anyOf) }),
    ...(node.oneOf !== undefined && { oneOf: resolveAll(node.oneOf) }),
  };
}

/** The structured shapes a parameter's description writes out: a JSON array (`[a, [b], c]`, "array of", "list of") or object (`{ key: value }`). */
function documentedShapeOf(schema: JsonValue | undefined): Set<string> {
  const shapes = new Set<string>();
  const description = isJsonObject(schema) && typeof schema.description === 'string' ? schema.description : '';
  if (/\[[^\]\n]*,[^\]\n]*\]|\b(?:an?\s+)?(?:array|list)\s+of\b/i.test(description)) shapes.add('array');
  if (/\{[^}\n]*:[^}\n]*\}|\bobject\s+(?:with|of|containing)\b/i.test(description)) shapes.add('object');
  return shapes;
}

/**
 * The place (`fields[].validations[]`) where the locked schema stops constraining the path `tokens`
 * leads along (JSON Schema keywords and property names under `inputSchema`): an array declaring no
 * `items`, or an object (or untyped value) declaring no `properties` and not closed by
 * `additionalProperties: false`. Undefined when the locked schema constrains the whole path.
 */
function openInLocked(root: JsonValue | undefined, tokens: readonly string[]): string | undefined {
  let node: JsonValue | undefined | null = root;
  let openAt: string | undefined;
  const shown: string[] = [];
  const isOpenObject = (value: JsonObject) => !isJsonObject(value.properties) && value.additionalProperties !== false
    && (value.type === undefined || value.type === 'object') && !Array.isArray(value.anyOf) && !Array.isArray(value.oneOf) && !Array.isArray(value.allOf);
  tokens.forEach((token, i) => {
    if (node === null) return;
    // A token right after `properties` is a property's name (one may be called `items`).
    const named = i > 0 && tokens[i - 1] === 'properties';
    const here = resolveWithin(node, root);
    if (!isJsonObject(here)) {
      node = null;
      return;
    }
    if (!Object.hasOwn(here, token)) {
      const array = !named && token === 'items' && (here.type === 'array' || here.type === undefined) && !Object.hasOwn(here, 'prefixItems');
      const object = !named && token === 'properties' && isOpenObject(here);
      openAt = array ? `${shown.join('.')}[]` : object ? shown.join('.') : undefined;
      node = null;
      return;
    }
    if (!named && token === 'items') shown.push(`${shown.pop() ?? ''}[]`);
    else if (named || token !== 'properties') shown.push(token);
    node = here[token];
  });
  if (node === null) return openAt;
  node = resolveWithin(node, root);
  return isJsonObject(node) && isOpenObject(node) ? shown.join('.') : undefined;
}

/** The top-level `properties` of an input schema; none is `{}`. */
export function rootProperties(schema: JsonValue | undefined): JsonObject {
  return isJsonObject(schema) && isJsonObject(schema.properties) ? schema.properties : {};
}

/** The destructive verb of a tool's name (`kubectl_delete` -> delete), when it has one. */
function destructiveVerbOf(entry: ToolLockEntry): string | undefined {
  return splitWords(typeof entry.definition.name === 'string' ? entry.definition.name : '').find((word) => matches(word, DESTRUCTIVE_VERBS));
}

/** Whether a parameter can name a target (a string, number or list of them), not a flag. */
function canNameTarget(schema: JsonValue | undefined, root: JsonValue | undefined): boolean {
  const types = typesWithin(schema, root);
  return types.has('string') || types.has('array') || types.has('integer') || types.has('number');
}

/** Parameter triggers of a parameter's findings (a nested finding names its nested property). */
export function parameterTriggers(name: string, pointer: string | undefined, findings: readonly ParameterFinding[]): ParameterTrigger[] {
  return findings.map((finding) => ({
    kind: 'parameter',
    parameter: finding.nested !== undefined ? `${name}.${finding.nested}` : name,
    ...(pointer !== undefined && { pointer }),
    class: finding.class,
    tokens: finding.tokens,
    evidence: finding.evidence,
  }));
}

function structure(what: string, change: Change, before?: string, after?: string): StructureTrigger {
  return { kind: 'structure', what, ...(change.pointer !== undefined && { pointer: change.pointer }), ...(before !== undefined && { before }), ...(after !== undefined && { after }) };
}

function escapeToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Whether the tool writes (toolWrites) and its inferred categories. */
function toolContext(entry: ToolLockEntry): ToolContext {
  return { writes: toolWrites(entry.definition, entry.risk.categories), categories: entry.risk.categories };
}

/** Words of a flag saying another value is a network address. */
const URL_FLAG_WORDS: ReadonlySet<string> = new Set(['url', 'uri', 'remote', 'http', 'https', 'link']);
const PATH_WORDS: ReadonlySet<string> = new Set(['path', 'file', 'filepath', 'filename']);
/** A new boolean named for a URL (`is_url`) on a tool with a path or file parameter: that parameter may now be a URL. */
function pathMadeUrl(name: string, schema: JsonValue | undefined, after: ToolLockEntry): { word: string; path: string } | undefined {
  if (!isJsonObject(schema) || schema.type !== 'boolean') return undefined;
  const word = splitWords(name).find((each) => URL_FLAG_WORDS.has(each));
  if (word === undefined) return undefined;
  const input = after.definition.inputSchema;
  const properties = isJsonObject(input) && isJsonObject(input.properties) ? Object.keys(input.properties) : [];
  const path = properties.find((other) => other !== name && splitWords(other).some((each) => PATH_WORDS.has(each)));
  return path === undefined ? undefined : { word, path };
}

/** Plural heads of a parameter naming which ones a reader selects: `AttributeNames`, `field_ids`, `columns`. */
const SELECTED_NAMES: ReadonlySet<string> = new Set(['names', 'ids', 'keys', 'fields', 'attributes', 'columns', 'properties']);
/** Heads of a parameter naming a file by its name alone (`fileName`, `file_name`, `filename`). */
const FILE_NAME_FORMS: ReadonlySet<string> = new Set(['file name', 'filename']);
/** Last words of a parameter carrying a file's bytes in the call (`fileContent`, `file_base64`, `content`). */
const INLINE_CONTENT_WORDS: ReadonlySet<string> = new Set(['content', 'contents', 'base64', 'bytes', 'data', 'body', 'blob']);
/** Words of a tool that sends what it is given somewhere (an upload, an attachment), not one that reads files. */
const SENDING_TOOL_WORDS: ReadonlySet<string> = new Set(['upload', 'uploads', 'attach', 'attaches', 'attachment', 'attachments', 'send', 'sends', 'post', 'posts', 'publish', 'share']);
/** Content documented as written to a place on a disk: then the name is where it goes. */
const WRITTEN_TO_DISK = /\b(?:writ(?:e|es|ten|ing)|sav(?:e|es|ed|ing)|stor(?:e|es|ed|ing)|replac(?:e|es|ed|ing)|overwrit\w*|disk|file\s*system)\b/i;
/** A string, or a string or null (pydantic's optional form). */
const stringValued = (schema: JsonValue | undefined): boolean => isJsonObject(schema)
  && (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))
    || (Array.isArray(schema.anyOf) && schema.anyOf.some((branch) => isJsonObject(branch) && branch.type === 'string')));
/** Documented or declared as base64 (`contentEncoding: base64`, `format: byte`, "Base64-encoded file"). */
const base64Valued = (schema: JsonValue | undefined): boolean => isJsonObject(schema)
  && (schema.contentEncoding === 'base64' || schema.format === 'byte' || (typeof schema.description === 'string' && /\bbase-?64\b/i.test(schema.description)));

/**
 * A new file-name parameter (`fileName`: only file_access, from its name) added beside a new parameter carrying a file's
 * content in the call (`fileContent`, or any base64 value), on a tool that sends what it is given (its name or locked first
 * sentence uploads, attaches or sends) and already took a path no keyword fenced (a locked parameter of file_access:
 * `filePath`): the name labels the content sent, and reaches no place on a disk the locked path could not. Not where the
 * content is documented as written somewhere ("Text written to fileName on the server"). The content parameter's name,
 * when it is one.
 */
function inlineContentNamed(name: string, findings: readonly ParameterFinding[], before: ToolLockEntry, after: ToolLockEntry): string | undefined {
  if (!FILE_NAME_FORMS.has(splitWords(name).join(' ')) || !findings.every((finding) => finding.class === 'file_access' && finding.evidence === 'name')) return undefined;
  const lockedFirst = typeof before.definition.description === 'string' ? before.definition.description.slice(0, 300).split(/[.\n]/, 1)[0]! : '';
  if (![...splitWords(String(before.definition.name ?? '')), ...splitWords(lockedFirst)].some((word) => SENDING_TOOL_WORDS.has(word))) return undefined;
  const lockedProperties = rootProperties(before.definition.inputSchema);
  const liveProperties = rootProperties(after.definition.inputSchema);
  const lockedTool = toolContext(before);
  if (!Object.entries(lockedProperties).some(([other, schema]) => unconstrainedString(schema) && assessParameter(other, schema, { nested: 'none', tool: lockedTool }).findings.some((finding) => finding.class === 'file_access'))) return undefined;
  return Object.entries(liveProperties).find(([other, schema]) => other !== name && !Object.hasOwn(lockedProperties, other) && stringValued(schema)
    && (INLINE_CONTENT_WORDS.has(splitWords(other).at(-1) ?? '') || base64Valued(schema))
    && !(isJsonObject(schema) && typeof schema.description === 'string' && WRITTEN_TO_DISK.test(schema.description)))?.[0];
}

/** Names of the content a tool that makes or updates an object stores. */
const CONTENT_NAMES: ReadonlySet<string> = new Set(['data', 'content', 'contents', 'body', 'payload', 'document', 'record', 'fields', 'values', 'attributes', 'properties']);

/** Verbs that name the same action in an action selector's values. */
const ACTION_SYNONYMS: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['read', 'get', 'list', 'fetch', 'retrieve', 'describe', 'show', 'view']),
  new Set(['create', 'add', 'new', 'insert', 'make']),
  new Set(['update', 'modify', 'edit', 'set', 'patch', 'change']),
  new Set(['delete', 'remove', 'destroy', 'drop', 'del', 'rm']),
];
const READ_GROUP = '#0';
const ACTION_SYNONYMS_DOC = ACTION_SYNONYMS.map((group) => [...group].slice(0, 3).join('/')).join('; ');
/** A value's words with each verb replaced by its synonym group and plurals made singular ("get_devices" -> "read device"). */
function actionKey(value: JsonValue): string {
  return splitWords(String(value)).map((word) => {
    const group = ACTION_SYNONYMS.findIndex((each) => each.has(word));
    return group >= 0 ? `#${group}` : word.replace(/ies$/, 'y').replace(/(?<!s)s$/, '');
  }).join(' ');
}
/** A tool description saying it makes no call: "Pure lookup — no backend call." */
const NO_CALL_STATED = /\bpure(?:ly)?\s+(?:a\s+)?(?:local\s+)?lookup\b|\bno\s+(?:backend|api|network|remote|server|http)\s+calls?\b|\bmakes?\s+no\s+(?:backend|api|network|remote|server|http)\s+calls?\b/i;
/** A selector documented, from its first word, as naming what the tool describes: "Operation whose schema to return". */
const DESCRIBED_ACTION = /^\s*(?:the\s+)?(?:operation|action|command|method|endpoint|tool)\s+(?:whose|for\s+which)\s+(?:the\s+)?(?:json\s+)?(?:schema|documentation|docs|example|examples|usage|help|signature|parameters)\s+(?:to\s+)?(?:return|show|describe|get|fetch|list)\b/i;
/**
 * The added values whose key a locked value of the enum already had (a renamed action); a bare verb
 * ("read") renames a locked value of the same verb over the tool's own object ("list_devices"); a
 * read beside locked reads reads the same backend.
 */
function renamedActions(added: readonly JsonValue[], beforeSchema: JsonValue | undefined): JsonValue[] {
  const keys = (isJsonObject(beforeSchema) && Array.isArray(beforeSchema.enum) ? beforeSchema.enum : []).map(actionKey);
  const locked = new Set(keys);
  const verbs = new Set(keys.map((key) => key.split(' ')[0]!).filter((word) => word.startsWith('#')));
  return added.filter((value) => {
    if (typeof value !== 'string') return false;
    const key = actionKey(value);
    const verb = key.split(' ')[0]!;
    // A read beside locked reads reads the same backend ("list_ongoing" beside "read"): no new action.
    return locked.has(key) || (key.startsWith('#') && !key.includes(' ') && verbs.has(key)) || (verb === READ_GROUP && verbs.has(READ_GROUP));
  });
}

/** A parameter that guards an edit: the edit applies only where this old text (or version) matches. */
function isEditGuard(name: string): boolean {
  const words = splitWords(name);
  return words[0] === 'old' || words.includes('expected') || name === 'sha' || name === 'etag' || (words.includes('if') && words.includes('match'));
}

/** Names of properties declared required anywhere in a schema (bounded walk, local refs followed). */
function requiredNames(root: JsonValue | undefined): Set<string> {
  const names = new Set<string>();
  const stack: Array<JsonValue | undefined> = [root];
  const seen = new Set<JsonValue>();
  while (stack.length > 0 && seen.size < 500) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    if (!isJsonObject(node) || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node.required)) for (const each of node.required) if (typeof each === 'string') names.add(each);
    if (typeof node.$ref === 'string' && root !== undefined) stack.push(resolveLocalRef(root, node.$ref));
    for (const value of Object.values(node)) if (typeof value === 'object' && value !== null) stack.push(value);
  }
  return names;
}

/**
 * An edit tool whose guarded form (a required `old_string`-like match) gains a form that writes
 * content without the guard: a new union branch or new parameters with content or a range and no
 * guard among them, or the guard itself made optional. The caller may now write anywhere.
 */
function freeEditForm(change: Change, name: string, before: ToolLockEntry, after: ToolLockEntry): ParameterFinding | undefined {
  const guards = [...requiredNames(before.definition.inputSchema)].filter(isEditGuard);
  if (guards.length === 0) return undefined;
  const writesContent = (names: readonly string[]) => names.filter((each) => splitWords(each).some((word) => EDIT_CONTENT.has(word) || EDIT_RANGE.has(word)));
  if (change.rule === 'input_property_made_optional' && guards.includes(name)) {
    return { class: 'write_mode', tokens: [name, 'optional'], evidence: 'shape', why: `the edit guard "${name}" is no longer required` };
  }
  if (change.rule === 'input_branch_added') {
    const branchNames = collectSchemaFacts(resolveWithin(change.after, after.definition.inputSchema)).propertyNames;
    const content = writesContent(branchNames);
    const guarded = branchNames.some(isEditGuard) && [...requiredNames(change.after)].some(isEditGuard);
    if (content.length > 0 && !guarded) {
      return { class: 'write_mode', tokens: [guards[0]!, ...content.slice(0, 3)], evidence: 'shape', why: `a new form writes ${content.slice(0, 3).join(', ')} without the edit guard "${guards[0]}"` };
    }
  }
  if (change.rule === 'input_property_added') {
    const stillGuarded = guards.some((guard) => requiredNames(after.definition.inputSchema).has(guard));
    const content = writesContent([name]);
    if (content.length > 0 && !stillGuarded) {
      return { class: 'write_mode', tokens: [guards[0]!, name], evidence: 'shape', why: `"${name}" writes without the edit guard "${guards[0]}", no longer required` };
    }
  }
  return undefined;
}

/**
 * An input schema with no validating keyword at all (`{}`, or only `$schema`, a title or a
 * description): it accepts any arguments. Published servers listed such schemas when a schema
 * generator failed (zod-to-json-schema emitting only `$schema`: server-github 0.6.2,
 * @playwright/mcp 0.0.32), and their next release declares the real parameters.
 */
/** An object schema that accepts any key with any value: no declared properties, additionalProperties not restricting. */
function freeFormObject(schema: JsonObject): boolean {
  if (schema.type !== 'object' && schema.type !== undefined) return false;
  if (isJsonObject(schema.properties) && Object.keys(schema.properties).length > 0) return false;
  if (schema.patternProperties !== undefined || schema.propertyNames !== undefined) return false;
  return schema.additionalProperties === undefined || schema.additionalProperties === true || (isJsonObject(schema.additionalProperties) && Object.keys(schema.additionalProperties).length === 0);
}

function declaresNothing(schema: JsonValue | undefined): boolean {
  return isJsonObject(schema) && Object.keys(schema).every((key) => isAnnotationKeyword(key));
}

/** Whether the locked tool's description names `parameter` as an identifier (`scope:`, `scope=`, `` `scope` ``, `{ scope: ... }`). */
function documentedByName(parameter: string, before: ToolLockEntry): boolean {
  const description = typeof before.definition.description === 'string' ? before.definition.description : '';
  if (parameter === '') return false;
  const name = escapeRegExp(parameter);
  return new RegExp(`(?:[\x60{,]\\s*|\\b)${name}\\s*[:=]|\x60${name}\x60`).test(description);
}

/**
 * A server whose every locked tool (three or more) declared no parameter and refused none, while at
 * least half of the tools it still lists declare parameters now: its schemas were emptied when it
 * was locked (mysql-mcp 5.0.0 listed all 43 tools as `{type: object}`, the same code parsing the
 * same arguments) and are restored, not grown. A server of argument-less tools that gives one tool a
 * parameter is not this. Computed once per diff, on first use.
 */
export function schemasRestored(locked: Record<string, ToolLockEntry>, live: Record<string, ToolLockEntry>): () => boolean {
  let result: boolean | undefined;
  return () => {
    if (result !== undefined) return result;
    const names = Object.keys(locked);
    if (names.length < 3 || !names.every((name) => declaresNoParameter(locked[name]!.definition.inputSchema))) return (result = false);
    const common = names.filter((name) => Object.hasOwn(live, name));
    const declaring = common.filter((name) => Object.keys(rootProperties(live[name]!.definition.inputSchema)).length > 0);
    return (result = common.length > 0 && declaring.length * 2 >= common.length);
  };
}

/** `{type: object, properties: {}}`: an object with no declared property that refuses none. */
function declaresNoParameter(schema: JsonValue | undefined): boolean {
  if (!isJsonObject(schema) || (schema.type !== undefined && schema.type !== 'object')) return false;
  if (schema.properties !== undefined && !(isJsonObject(schema.properties) && Object.keys(schema.properties).length === 0)) return false;
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== true && !(isJsonObject(schema.additionalProperties) && Object.keys(schema.additionalProperties).length === 0)) return false;
  return Object.keys(schema).every((key) => key === 'type' || key === 'properties' || key === 'additionalProperties' || isAnnotationKeyword(key));
}

/**
 * `additionalProperties: false` dropped at the root while the declared parameters stay what they
 * were. Servers built on zod or pydantic ignore undeclared arguments, and the flag comes and goes
 * with the schema generator, so by default this is a warning. It stays critical only where an
 * undeclared argument can reach a process as it is: one of the parameters it guarded runs a
 * command held to a pattern or list, or hands options through (execute_command, pass_through), so an
 * extra flag or env entry may ride along; a command taken as any string already says everything. A path, URL or credential parameter is not enough: an undeclared argument
 * does not change where the declared one points.
 */
const ROOT_GUARD_CLASSES: ReadonlySet<string> = new Set(['execute_command', 'pass_through']);

function assessRootGuard(change: Change, before: ToolLockEntry, after: ToolLockEntry): Change {
  const declared = new Map<string, JsonValue>();
  for (const root of [before.definition.inputSchema, after.definition.inputSchema]) {
    for (const [name, schema] of Object.entries(rootProperties(root))) if (!declared.has(name)) declared.set(name, schema);
  }
  const what = 'undeclared arguments now accepted';
  const lockedProperties = rootProperties(before.definition.inputSchema);
  const guarded = [...declared].map(([name, schema]) => {
    const assessment = assessParameter(name, schema, { nested: 'none' });
    // A free-form map the locked tool already took (`env` of launch_app) let any key through before:
    // the root guard kept nothing out of it.
    const freeBefore = Object.hasOwn(lockedProperties, name) && jsonEquivalent(lockedProperties[name], schema);
    // A script or command taken as any string (macos-automator's `script_content`) is the whole command already: an
    // undeclared argument adds nothing the caller could not write into it. One held to a pattern or a list (`npm run
    // (test|lint|build)`) is the guard an extra flag would slip past.
    const freeCommand = unconstrainedString(schema);
    return { name, findings: assessment.findings.filter((finding) => ROOT_GUARD_CLASSES.has(finding.class) && !(freeBefore && finding.evidence === 'shape')
      && !(finding.class === 'execute_command' && freeCommand)) };
  }).filter(({ findings }) => findings.length > 0);
  if (guarded.length > 0) {
    const power = guarded.map(({ name, findings }) => `it guarded \`${name}\`, which ${findings.map((f) => `is ${f.class} (${f.why})`).join(', ')}: an undeclared argument may reach the process as an extra flag or setting`);
    const triggers: Trigger[] = [
      structure('additionalProperties false removed at the root', change, 'false', change.after === undefined ? '(absent)' : JSON.stringify(change.after)),
      ...guarded.flatMap(({ name, findings }) => parameterTriggers(name, `/inputSchema/properties/${escapeToken(name)}`, findings)),
    ];
    return { ...change, reasons: [...change.reasons, `${what}: ${power.join('; ')}`], triggers: [...(change.triggers ?? []), ...triggers] };
  }
  const names = [...declared.keys()].map((name) => `\`${name}\``).join(', ') || 'none';
  const free = [...declared].filter(([name, schema]) => unconstrainedString(schema) && assessParameter(name, schema, { nested: 'none' }).findings.some((finding) => finding.class === 'execute_command'));
  const freeNote = free.length === 0 ? '' : ` (${free.map(([name]) => `\`${name}\``).join(', ')} already ${free.length === 1 ? 'takes' : 'take'} any command or script as text)`;
  return demote(change, what,
    `none of the parameters it guarded (${names}) runs a command held to a pattern or list or hands options through${freeNote}; servers built on zod or pydantic ignore undeclared arguments and the flag comes and goes with the schema generator`, after);
}

/** A string (in every branch but null) held to no pattern, list, constant or format: any text at all. */
function unconstrainedString(schema: JsonValue | undefined): boolean {
  if (!isJsonObject(schema)) return false;
  const branches = [...(Array.isArray(schema.anyOf) ? schema.anyOf : []), ...(Array.isArray(schema.oneOf) ? schema.oneOf : [])].filter(isJsonObject);
  const nodes = branches.length > 0 ? branches.filter((branch) => branch.type !== 'null') : [schema];
  return nodes.length > 0 && nodes.every((node) => (node.type === 'string' || (Array.isArray(node.type) && node.type.every((type) => type === 'string' || type === 'null')))
    && node.pattern === undefined && node.enum === undefined && node.const === undefined && node.format === undefined)
    && schema.pattern === undefined && schema.enum === undefined && schema.const === undefined;
}

/**
 * `required` lost a name that neither version declares under `properties` (full-schema poisoning
 * writes instructions there): no declared parameter can now be left out, and an undeclared one
 * could be sent before as after. What the removed text said is judged as text, not here.
 */
function assessUndeclaredRequired(change: Change, after: ToolLockEntry): Change {
  const name = typeof change.before === 'string' ? change.before : String(change.before);
  const shown = name.length > 60 ? `${name.slice(0, 60)}…` : name;
  return demote(change, `\`${shown}\` no longer required`, 'it is declared in neither version\'s properties, so no declared parameter may now be left out', after);
}

/** `type: "object"` at the root dropped, or joined by other types: tool arguments are an object anyway. */
function isObjectRoot(before: JsonValue | undefined, after: JsonValue | undefined): boolean {
  const types = (value: JsonValue | undefined) => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : []);
  return types(before).length > 0 && types(before).every((type) => type === 'object') && (after === undefined || types(after).includes('object'));
}

/**
 * A widening of the argument object as a whole (a root constraint, a root union branch) or of
 * names nobody listed: no one parameter to judge, so the rule's default stands, and says so.
 */
const COMPOSITIONS = new Set(['oneOf', 'anyOf', 'allOf', 'not', 'if', 'then', 'else']);
/** Keys of a subschema that constrain no value: which properties must be present, and words for the reader. */
const REQUIREMENT_KEYS = new Set(['required', 'description', 'title', '$comment']);

/** Whether a composition only lists required properties (an `if` is a condition and constrains nothing itself). */
function onlyRequirements(keyword: string, value: JsonValue | undefined, depth = 0): boolean {
  if (keyword === 'if') return true;
  if (depth > 8) return false;
  const branches = Array.isArray(value) ? value : [value];
  return branches.length > 0 && branches.every((branch) => isJsonObject(branch) && Object.keys(branch).every((key) =>
    REQUIREMENT_KEYS.has(key) || (COMPOSITIONS.has(key) && onlyRequirements(key, branch[key], depth + 1))));
}

function atWhole(change: Change): Change {
  const where = pointerTokens(change.pointer ?? '').includes('patternProperties') ? 'properties matched by a pattern' : 'the tool\'s whole argument object';
  return { ...change, reasons: [...change.reasons, `widens ${where}: no single declared parameter to judge, so the rule's default severity stands`] };
}

/** Read verbs an action value may be and read only: not `query`, whose value runs a query language. */
const READING_ACTIONS: ReadonlySet<string> = new Set([...READ_NAME_VERBS].filter((verb) => verb !== 'query'));
/**
 * The new action values when every one only reads (`list`, `get`, `list_nodes` on `node`: read verbs and words of the
 * tool's name), on a tool whose name holds nothing sensitive (a `secret` or `file` tool gaining `read` reads them).
 */
function readingValues(values: readonly JsonValue[], after: ToolLockEntry): string[] | undefined {
  const toolWords = splitWords(String(after.definition.name ?? ''));
  if (values.length === 0 || toolWords.some((word) => SENSITIVE_OBJECTS.has(word))) return undefined;
  const own = new Set(toolWords.flatMap((word) => [word, word.replace(/s$/, ''), `${word}s`]));
  const reading = values.every((value) => {
    const words = typeof value === 'string' ? splitWords(value) : [];
    return words.some((word) => READING_ACTIONS.has(word)) && words.every((word) => READING_ACTIONS.has(word) || own.has(word));
  });
  return reading ? values.map(String) : undefined;
}

/**
 * The range ("0..1") when a locked enum of integers is replaced by an integer type whose bounds admit only integers the
 * enum listed (`[0, 1]` -> `minimum: 0, maximum: 1`); undefined when the new schema admits anything else: a number type,
 * an open bound, a branch or a wider range.
 */
function sameIntegersAsRange(lockedEnum: JsonValue | undefined, node: JsonValue | undefined): string | undefined {
  if (!Array.isArray(lockedEnum) || lockedEnum.length === 0 || lockedEnum.length > 1000 || !lockedEnum.every((value) => Number.isInteger(value))) return undefined;
  if (!isJsonObject(node) || node.type !== 'integer' || node.anyOf !== undefined || node.oneOf !== undefined || node.enum !== undefined) return undefined;
  const { low, high } = loosestBounds(node);
  if (low === undefined || high === undefined || Math.floor(high) - Math.ceil(low) >= 1000) return undefined;
  const admitted: number[] = [];
  for (let value = Math.ceil(low); value <= Math.floor(high); value++) if (boundsAdmit(node, value)) admitted.push(value);
  const listed = new Set(lockedEnum as number[]);
  return admitted.length > 0 && admitted.every((value) => listed.has(value)) ? `${admitted[0]}..${admitted.at(-1)}` : undefined;
}

const NUMBER_BOUNDS: ReadonlySet<string> = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']);
/** The new enum ("[0,1]") when every value it lists is a number the locked node's bounds admitted; undefined otherwise. */
function enumWithinBounds(lockedNode: JsonValue | undefined, node: JsonValue | undefined): string | undefined {
  if (!isJsonObject(lockedNode) || !isJsonObject(node) || !Array.isArray(node.enum) || node.enum.length === 0 || node.anyOf !== undefined || node.oneOf !== undefined) return undefined;
  const integers = lockedNode.type === 'integer';
  return node.enum.every((value) => typeof value === 'number' && (!integers || Number.isInteger(value)) && boundsAdmit(lockedNode, value)) ? JSON.stringify(node.enum) : undefined;
}

/** A number keyword of a schema node, when it is a number. */
const numberAt = (node: JsonObject, key: string): number | undefined => (typeof node[key] === 'number' ? node[key] as number : undefined);
/**
 * Whether a node's bounds admit a number: `minimum`/`maximum` (excluded themselves under draft 4's boolean
 * `exclusiveMinimum: true` / `exclusiveMaximum: true`) and the numeric `exclusiveMinimum`/`exclusiveMaximum` of later drafts.
 */
function boundsAdmit(node: JsonObject, value: number): boolean {
  const minimum = numberAt(node, 'minimum');
  const maximum = numberAt(node, 'maximum');
  const exclusiveMinimum = numberAt(node, 'exclusiveMinimum');
  const exclusiveMaximum = numberAt(node, 'exclusiveMaximum');
  return (minimum === undefined || (node.exclusiveMinimum === true ? value > minimum : value >= minimum))
    && (maximum === undefined || (node.exclusiveMaximum === true ? value < maximum : value <= maximum))
    && (exclusiveMinimum === undefined || value > exclusiveMinimum) && (exclusiveMaximum === undefined || value < exclusiveMaximum);
}
/** The loosest lower and upper bound a node states, either form: where admitted values may start and end. */
function loosestBounds(node: JsonObject): { low?: number; high?: number } {
  const lows = [numberAt(node, 'minimum'), numberAt(node, 'exclusiveMinimum')].filter((each): each is number => each !== undefined);
  const highs = [numberAt(node, 'maximum'), numberAt(node, 'exclusiveMaximum')].filter((each): each is number => each !== undefined);
  return { ...(lows.length > 0 && { low: Math.min(...lows) }), ...(highs.length > 0 && { high: Math.max(...highs) }) };
}

function demote(change: Change, what: string, why: string, after: ToolLockEntry): Change {
  return { ...change, severity: 'warning', reasons: [...change.reasons, `${what}: ${why}; the tool's risk is unchanged (${after.risk.level})`] };
}

/** Categories of reaching or reading a place a flag's words may raise without naming the place: true/false names none. */
const FLAG_NAMES_NO_PLACE: ReadonlySet<string> = new Set(['network_request', 'read_file', 'system_info']);

/** Whether a parameter takes only true/false (or null). */
function onlyFlag(schema: JsonValue | undefined, root: JsonValue | undefined): boolean {
  const types = typesWithin(schema, root);
  return types.has('boolean') && [...types].every((type) => type === 'boolean' || type === 'null');
}

/** A value that picks among options: an enum or const, a boolean, a number, null, or a union of those. */
function closedValue(node: JsonValue | undefined, root: JsonValue | undefined, depth: number): boolean {
  if (!isJsonObject(node) || depth > 6) return false;
  if (typeof node.$ref === 'string' && root !== undefined) return closedValue(resolveLocalRef(root, node.$ref), root, depth + 1);
  if (Array.isArray(node.enum) || Object.hasOwn(node, 'const')) return true;
  const union = Array.isArray(node.anyOf) ? node.anyOf : Array.isArray(node.oneOf) ? node.oneOf : undefined;
  if (union !== undefined) return union.length > 0 && union.every((branch) => closedValue(branch, root, depth + 1));
  const types = typeof node.type === 'string' ? [node.type] : Array.isArray(node.type) ? node.type : [];
  if (types.includes('object')) return closedObject(node, root, depth + 1);
  return types.length > 0 && types.every((type) => type === 'boolean' || type === 'null' || type === 'integer' || type === 'number');
}

function closedObject(node: JsonObject, root: JsonValue | undefined, depth: number): boolean {
  if (node.additionalProperties !== false || node.patternProperties !== undefined) return false;
  const properties = isJsonObject(node.properties) ? node.properties : {};
  return Object.values(properties).every((each) => closedValue(each, root, depth));
}

/** Whether the parameter takes object forms and every one of them is closed (listed properties only, closed values). */
function closedObjectForms(schema: JsonValue | undefined, root: JsonValue | undefined): boolean {
  const objects: JsonObject[] = [];
  const stack: Array<JsonValue | undefined> = [schema];
  for (let seen = 0; stack.length > 0 && seen < 100; seen++) {
    const node = stack.pop();
    if (!isJsonObject(node)) continue;
    if (typeof node.$ref === 'string' && root !== undefined) { stack.push(resolveLocalRef(root, node.$ref)); continue; }
    for (const key of ['anyOf', 'oneOf'] as const) if (Array.isArray(node[key])) stack.push(...(node[key] as JsonValue[]));
    const type = node.type;
    if (type === 'object' || (Array.isArray(type) && type.includes('object')) || isJsonObject(node.properties)) objects.push(node);
  }
  return objects.length > 0 && objects.every((node) => closedObject(node, root, 0));
}

/** Every `type` name written inside a parameter's schema (items, union branches, local $refs), bounded. */
function typesWithin(schema: JsonValue | undefined, root: JsonValue | undefined): Set<string> {
  const types = new Set<string>();
  const stack: Array<JsonValue | undefined> = [schema];
  const seen = new Set<JsonValue>();
  while (stack.length > 0 && seen.size < 200) {
    const node = stack.pop();
    if (!isJsonObject(node) || seen.has(node)) continue;
    seen.add(node);
    const type = node.type;
    if (typeof type === 'string') types.add(type);
    else if (Array.isArray(type)) for (const each of type) if (typeof each === 'string') types.add(each);
    if (typeof node.$ref === 'string' && root !== undefined) stack.push(resolveLocalRef(root, node.$ref));
    for (const key of ['items', 'anyOf', 'oneOf', 'allOf', 'prefixItems']) {
      const value = node[key];
      if (Array.isArray(value)) stack.push(...value);
      else stack.push(value);
    }
  }
  return types;
}

/** The tool's inferred risk rose (level or a new category) and the new evidence names this parameter. */
function riskRaise(name: string, before: ToolLockEntry, after: ToolLockEntry): { reason: string; category: string; tokens: string[] } | undefined {
  const levelRaised = RISK_LEVELS.indexOf(after.risk.level) > RISK_LEVELS.indexOf(before.risk.level);
  const newCategories = after.risk.categories.filter((category) => !before.risk.categories.includes(category));
  if (!levelRaised && newCategories.length === 0) return undefined;
  const old = new Set(before.risk.reasons);
  const place = `input property "${name}"`;
  // Evidence of a category the locked tool already had (a read verb of the name now also counted beside
  // `literalSearch`) raises nothing: the rise comes from elsewhere in the change.
  const evidence = after.risk.reasons.filter((reason) => !old.has(reason) && reason.includes(place)
    && !(before.risk.categories as readonly string[]).includes(/^([a-z_]+):/.exec(reason)?.[1] ?? ''));
  if (evidence.length === 0) return undefined;
  const categories = newCategories.length > 0 ? `, +${newCategories.join(', +')}` : '';
  // `execute_command: word "shell" in input property "x"`: the category and the quoted word.
  // A category's own evidence first (`level: ...` lines say why a level, not which capability).
  const first = evidence.find((reason) => !reason.startsWith('level:')) ?? evidence[0]!;
  const named = /^([a-z_]+):/.exec(first)?.[1];
  const category = named !== undefined && named !== 'level' ? named : newCategories[0] ?? 'risk_level';
  const tokens = [...first.matchAll(/(?:word|stem) "([^"]+)"/g)].map((match) => match[1]!);
  return {
    reason: `raises the tool's risk (${before.risk.level} -> ${after.risk.level}${categories}: ${first})`,
    category,
    tokens: tokens.length > 0 ? tokens : [name],
  };
}

/** A subschema with its own `$ref` followed, so the facts of a referenced definition are read. */
function resolveWithin(schema: JsonValue | undefined, root: JsonValue | undefined): JsonValue | undefined {
  let node = schema;
  for (let hops = 0; isJsonObject(node) && typeof node.$ref === 'string' && root !== undefined && hops < 16; hops++) node = resolveLocalRef(root, node.$ref);
  if (!isJsonObject(node) || root === undefined || !isJsonObject(root)) return node;
  // Keep the root's definitions reachable for collectSchemaFacts' own `$ref` walk.
  const definitions = Object.fromEntries(['$defs', 'definitions'].filter((key) => Object.hasOwn(root, key) && !Object.hasOwn(node, key)).map((key) => [key, root[key]!]));
  return { ...node, ...definitions };
}

function typeList(value: JsonValue | undefined): string {
  return Array.isArray(value) ? value.map(String).join(', ') : value === undefined ? 'any type' : String(value);
}

function gainedTypes(before: JsonValue | undefined, after: JsonValue | undefined): string[] {
  if (after === undefined) return ['any type']; // `type` dropped
  const had = new Set(Array.isArray(before) ? before.map(String) : []);
  const now = Array.isArray(after) ? after.map(String) : [];
  const gained = now.filter((type) => !had.has(type) && !(type === 'integer' && had.has('number')));
  return gained.length > 0 ? gained : now;
}

const NAMED = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const INDEXED = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
const SUBSCHEMA = new Set(['items', 'additionalProperties', 'additionalItems', 'not', 'if', 'then', 'else', 'contains', 'propertyNames',
  'unevaluatedProperties', 'unevaluatedItems']);

/**
 * Index of the last `properties` keyword in a schema pointer's tokens that a parameter name
 * follows, reading keywords and names in turn, so a parameter itself named `properties` or
 * `items` (Notion's OpenAPI schemas) is a name, not a keyword. -1 when none.
 */
function lastParameterAt(tokens: readonly string[]): number {
  let last = -1;
  for (let i = 0; i < tokens.length;) {
    const keyword = tokens[i]!;
    if (NAMED.has(keyword)) {
      if (i + 1 >= tokens.length) break;
      if (keyword === 'properties') last = i;
      i += 2;
    } else if (INDEXED.has(keyword) || (keyword === 'items' && /^\d+$/.test(tokens[i + 1] ?? ''))) i += 2;
    else if (SUBSCHEMA.has(keyword)) i += 1;
    else break; // `type`, `enum`, `required`...: what follows is no longer a schema
  }
  return last;
}

/** The subschema at `path` (tokens of a schema pointer), following local `$ref`s on the way. */
export function walk(root: JsonValue | undefined, path: readonly string[]): JsonValue | undefined {
  let node: JsonValue | undefined = root;
  for (const token of path) {
    for (let hops = 0; isJsonObject(node) && typeof node.$ref === 'string' && hops < 16; hops++) node = resolveLocalRef(root!, node.$ref);
    if (Array.isArray(node)) node = /^\d+$/.test(token) ? node[Number(token)] : undefined;
    else if (isJsonObject(node)) node = Object.hasOwn(node, token) ? node[token] : undefined;
    else return undefined;
  }
  return node;
}

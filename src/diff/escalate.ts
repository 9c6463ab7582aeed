import { isJsonObject, type JsonValue } from '../json.js';
import { pointerTokens } from '../jsonPointer.js';
import { textSignals, type TextSignal } from './text/index.js';
import { describesData, modelStrings, SURFACE_TEXT_RULE_IDS } from './textSurface.js';
import { SEVERITIES, type Change, type Severity, type TextTrigger, type Trigger } from './types.js';

/** Rules whose before/after are model-facing text (strings; absent when there was none). */
export const TEXT_RULE_IDS: ReadonlySet<string> = new Set([
  'tool_description_changed',
  'tool_title_changed',
  'tool_annotation_title_changed',
  'tool_argument_description_changed',
  'prompt_description_changed',
  'prompt_argument_description_changed',
  'server_instructions_changed',
  ...SURFACE_TEXT_RULE_IDS,
]);

/**
 * Rules whose `after` is a whole new definition: every string and key in it is new text the model
 * reads (a new resource whose description gives orders is as critical as a changed one).
 */
export const NEW_DEFINITION_RULE_IDS: ReadonlySet<string> = new Set([
  'tool_added', 'prompt_added', 'resource_added', 'template_added', 'prompt_argument_added',
]);

export interface TextEscalationContext {
  /** Names of the live (after) server's tools; a tool's own name is left out for its own texts. */
  toolNames: readonly string[];
  /** Names of the locked server's tools likely renamed in the same diff (removed beside an added tool sharing two name words): an order to call one is the same order (TextSignalOptions.lockedToolNames). */
  lockedToolNames?: readonly string[];
  /** The input property names (any depth) of a live tool, for its own texts (see TextSignalOptions). */
  parameterNamesOf?: (tool: string) => ReadonlySet<string> | undefined;
  /**
   * For a parameter's description: the locked descriptions of its tool and of the other tools that
   * take a parameter of the same name (see TextSignalOptions.statedReach).
   */
  statedReachOf?: (tool: string, parameter: string) => string | undefined;
  /** Lower-cased names of the live server's flags whose `true` takes a write mode or turns a check off (see TextSignalOptions.unsafeFlags). */
  unsafeFlags?: () => ReadonlySet<string>;
}

const rank = (severity: Severity): number => SEVERITIES.indexOf(severity);

/** Signals found in one text of a change; `pointer` only when the change holds several texts. */
interface PlacedSignals {
  pointer?: string;
  signals: TextSignal[];
}

/**
 * Raises each text change to the strongest signal its new text brings (critical: invisible or
 * control characters, instructions or plain-worded orders aimed at the model, secret paths;
 * warning: a new URL, a mention of another tool), with one reason per signal naming it and its
 * words. Never lowers a severity; a raised change records the rule default in `defaultSeverity`,
 * and every change with a signal records the severity the text demands in `escalation`, which
 * policy overrides never go below. Pure: returns new objects for the changes it touches, the
 * others as they are. Fingerprints and messages are unaffected.
 */
export function escalateTextChanges(changes: readonly Change[], context: TextEscalationContext): Change[] {
  // One list for every change, so textSignals builds its name index once per diff; a tool's own
  // name is dropped at match time (a filtered list per tool would rebuild the index each time).
  const toolNames = context.toolNames;
  return changes.map((change) => {
    const texts = modelTexts(change);
    if (texts.length === 0) return change;
    const ownToolName = change.capability.type === 'tool' ? change.capability.name : undefined;
    const ownParameterNames = ownToolName === undefined ? undefined : context.parameterNamesOf?.(ownToolName);
    // A parameter's description is read against what its tool's locked description already states.
    const token = change.rule === 'tool_argument_description_changed' ? /^\/inputSchema\/properties\/([^/]+)\/description$/.exec(change.pointer ?? '')?.[1] : undefined;
    const parameter = token === undefined ? undefined : pointerTokens(`/${token}`)[0]!;
    const statedReach = ownToolName !== undefined && parameter !== undefined ? context.statedReachOf?.(ownToolName, parameter) : undefined;
    const placed: PlacedSignals[] = [];
    for (const text of texts) {
      const signals = textSignals(text.before, text.after, {
        otherToolNames: toolNames, ...(context.lockedToolNames !== undefined && { lockedToolNames: context.lockedToolNames }), ownToolName, ...(ownParameterNames !== undefined && { ownParameterNames }), ...(statedReach !== undefined && { statedReach }),
        ...(parameter !== undefined && { documentsParameter: true, documentedParameter: parameter }),
        ...(context.unsafeFlags !== undefined && /\btrue\b/i.test(text.after) && { unsafeFlags: context.unsafeFlags() }),
        ...(change.capability.type === 'server' && change.capability.name === 'instructions' && { serverInstructions: true }),
        ...(describesData(change.capability.type, text.pointer ?? change.pointer, NEW_DEFINITION_RULE_IDS.has(change.rule) ? change.after : undefined) && { describesData: true }),
        ...(change.capability.type === 'tool' && /^\/outputSchema\/(?:.*\/)?description$/.test(text.pointer ?? change.pointer ?? '') && { describesResult: true }),
      });
      if (signals.length > 0) placed.push({ ...(text.pointer !== undefined && { pointer: text.pointer }), signals });
    }
    return placed.length === 0 ? change : escalate(change, placed);
  });
}

interface ModelText {
  pointer?: string;
  before: string | undefined;
  after: string;
}

/** The old and new model-facing texts of a change; [] when it has none to check. */
function modelTexts(change: Change): ModelText[] {
  const asText = (value: JsonValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
  if (TEXT_RULE_IDS.has(change.rule)) {
    const after = asText(change.after);
    return after === undefined ? [] : [{ before: asText(change.before), after }];
  }
  if (NEW_DEFINITION_RULE_IDS.has(change.rule) && isJsonObject(change.after)) {
    const base = change.rule === 'prompt_argument_added' ? (change.pointer ?? '') : '';
    return modelStrings(change.after).map((string) => ({ pointer: base + string.pointer, before: undefined, after: string.text }));
  }
  return [];
}

function escalate(change: Change, placed: PlacedSignals[]): Change {
  let strongest: Severity = 'safe';
  const reasons = [...change.reasons];
  for (const { pointer, signals } of placed) {
    for (const signal of signals) {
      if (rank(signal.severity) < rank(strongest)) strongest = signal.severity;
      const where = pointer === undefined ? '' : ` at ${pointer}`;
      const reason = `signal ${signal.signal}${where}: ${signal.words.map((word) => `"${word}"`).join(', ')}`;
      if (!reasons.includes(reason)) reasons.push(reason);
    }
  }
  const triggers = withTextTriggers(change, placed, strongest);
  const escalation = change.escalation !== undefined && rank(change.escalation) < rank(strongest) ? change.escalation : strongest;
  if (rank(strongest) >= rank(change.severity)) return { ...change, reasons, escalation, triggers };
  return { ...change, severity: strongest, reasons, escalation, triggers, defaultSeverity: change.defaultSeverity ?? change.severity };
}

/**
 * The change's triggers with one text trigger per located word of its signals, strongest signal
 * first. When the text raises the change (or matches its severity and the change has none yet),
 * the text triggers come first: they are what fired it. Otherwise they follow the triggers the
 * change already had.
 */
function withTextTriggers(change: Change, placed: PlacedSignals[], strongest: Severity): Trigger[] {
  const text: TextTrigger[] = [];
  const ordered = placed.flatMap(({ pointer, signals }) => signals.map((signal) => ({ pointer, signal })))
    .sort((a, b) => rank(a.signal.severity) - rank(b.signal.severity));
  for (const { pointer, signal } of ordered) {
    for (const finding of signal.findings) {
      text.push({
        kind: 'text',
        signal: signal.signal,
        ...(finding.pattern !== undefined && { pattern: finding.pattern }),
        ...(pointer !== undefined && { pointer }),
        quote: finding.quote,
        sentence: finding.sentence,
        match: finding.match,
      });
    }
  }
  const existing = change.triggers ?? [];
  const primary = rank(strongest) < rank(change.severity) || (rank(strongest) === rank(change.severity) && !existing.some((t) => t.kind !== 'text'));
  return primary ? [...text, ...existing] : [...existing, ...text];
}

import { isJsonObject, type JsonValue } from '../json.js';
import { textSignals, type TextSignal } from './text/index.js';
import { SEVERITIES, type Change, type Severity } from './types.js';

/** Rules whose before/after are model-facing text (strings; absent when there was none). */
export const TEXT_RULE_IDS: ReadonlySet<string> = new Set([
  'tool_description_changed',
  'tool_argument_description_changed',
  'prompt_description_changed',
  'prompt_argument_description_changed',
  'server_instructions_changed',
]);

export interface TextEscalationContext {
  /** Names of the live (after) server's tools; a tool's own name is left out for its own texts. */
  toolNames: readonly string[];
}

const rank = (severity: Severity): number => SEVERITIES.indexOf(severity);

/**
 * Raises each text change to the strongest signal its new text brings (critical: invisible
 * characters, instructions aimed at the model, secret paths; warning: a new URL, a mention of
 * another tool), with one reason per signal naming it and its words. Never lowers a severity; a
 * raised change records the rule default in `defaultSeverity`. Pure: returns new objects for the
 * changes it touches, the others as they are. Fingerprints and messages are unaffected.
 */
export function escalateTextChanges(changes: readonly Change[], context: TextEscalationContext): Change[] {
  // One list for every change, so textSignals builds its name index once per diff; a tool's own
  // name is dropped at match time (a filtered list per tool would rebuild the index each time).
  const toolNames = context.toolNames;
  return changes.map((change) => {
    const text = modelText(change);
    if (text === undefined) return change;
    const ownName = change.capability.type === 'tool' ? change.capability.name : undefined;
    const signals = textSignals(text.before, text.after, { otherToolNames: toolNames, ownToolName: ownName });
    return signals.length === 0 ? change : escalate(change, signals);
  });
}

/** The old and new model-facing text of a change, or undefined when it has none to check. */
function modelText(change: Change): { before: string | undefined; after: string } | undefined {
  const asText = (value: JsonValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
  if (TEXT_RULE_IDS.has(change.rule)) {
    const after = asText(change.after);
    return after === undefined ? undefined : { before: asText(change.before), after };
  }
  // A new prompt argument brings its description as new text.
  if (change.rule === 'prompt_argument_added' && isJsonObject(change.after)) {
    const after = asText(change.after.description);
    return after === undefined ? undefined : { before: undefined, after };
  }
  return undefined;
}

function escalate(change: Change, signals: TextSignal[]): Change {
  const strongest = signals.reduce<Severity>((worst, s) => (rank(s.severity) < rank(worst) ? s.severity : worst), change.severity);
  const reasons = [...change.reasons];
  for (const signal of signals) {
    const reason = `signal ${signal.signal}: ${signal.words.map((word) => `"${word}"`).join(', ')}`;
    if (!reasons.includes(reason)) reasons.push(reason);
  }
  if (strongest === change.severity) return { ...change, reasons };
  return { ...change, severity: strongest, reasons, defaultSeverity: change.defaultSeverity ?? change.severity };
}

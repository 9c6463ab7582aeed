import type { JsonValue } from '../json.js';
import type { Change, StructureTrigger } from './types.js';

/**
 * The last pass of a diff (issue 21): every critical or warning change carries at least one
 * trigger. Changes judged by a parameter (src/diff/inputSeverity.ts) or by text
 * (src/diff/escalate.ts) already carry theirs; any other is fired by its shape alone (a tool
 * added, an annotation flipped, a constraint removed), so it gets a `structure` trigger saying
 * what changed, where, and its old and new value as short quotes. Pure: returns new objects for
 * the changes it touches, the others as they are.
 */
export function withStructureTriggers(changes: readonly Change[]): Change[] {
  return changes.map((change) => {
    if (change.severity !== 'critical' && change.severity !== 'warning') return change;
    if (change.triggers !== undefined && change.triggers.length > 0) return change;
    return { ...change, triggers: [structureTrigger(change)] };
  });
}

const QUOTE_MAX = 120;

/** A short quote of a value: strings as they are (cut), scalars printed, small structures as JSON. */
function quote(value: JsonValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1)}…` : text;
}

const LISTED_NOUN: Record<string, string> = { tool: 'tool', prompt: 'prompt', resource: 'resource', resourceTemplate: 'resource template', server: 'server' };

/** What a change did, by its shape. */
export function structureTrigger(change: Change): StructureTrigger {
  const noun = LISTED_NOUN[change.capability.type] ?? change.capability.type;
  const pointer = change.pointer !== undefined ? { pointer: change.pointer } : {};
  const last = change.pointer?.split('/').pop()?.replaceAll('~1', '/').replaceAll('~0', '~');
  if (change.rule === 'tool_added' || change.rule === 'prompt_added' || change.rule === 'resource_added' || change.rule === 'template_added') {
    return { kind: 'structure', what: `new ${noun}`, after: change.capability.name };
  }
  if (change.rule === 'tool_removed' || change.rule === 'prompt_removed' || change.rule === 'resource_removed' || change.rule === 'template_removed') {
    return { kind: 'structure', what: `${noun} removed`, before: change.capability.name };
  }
  const before = quote(change.before);
  const after = quote(change.after);
  const values = { ...(before !== undefined && { before }), ...(after !== undefined && { after }) };
  // An annotation hint or any one-key change: `destructiveHint false -> true`.
  if (change.rule.startsWith('tool_annotation_') && last !== undefined) {
    return { kind: 'structure', what: `${last} ${before ?? '(absent)'} -> ${after ?? '(absent)'}`, ...pointer, ...values };
  }
  if (change.rule === 'risk_level_raised' || change.rule === 'risk_level_lowered') {
    return { kind: 'structure', what: `risk ${before ?? '?'} -> ${after ?? '?'}`, ...values };
  }
  // Whole definitions are not quoted: the capability's name says which.
  const whole = (value: JsonValue | undefined) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 6;
  const what = change.rule.replaceAll('_', ' ');
  return {
    kind: 'structure',
    what,
    ...pointer,
    ...(!whole(change.before) && before !== undefined && { before }),
    ...(!whole(change.after) && after !== undefined && { after }),
  };
}

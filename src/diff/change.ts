import type { JsonValue } from '../json.js';
import { findRule, ruleById } from './catalogue.js';
import { fingerprint } from './fingerprint.js';
import { capabilityLabel } from './labels.js';
import type { CapabilityRef, Change } from './types.js';

/** What a builder knows about one change; rule metadata, id and message are derived. */
export interface ChangeData {
  capability: CapabilityRef;
  pointer?: string;
  before?: JsonValue;
  after?: JsonValue;
  reasons?: string[];
}

/**
 * A change's message, from its data alone: the rule's renderer, or a generic sentence for a rule
 * that has none (e.g. a rule of a newer gate read back from a JSON report).
 */
export function messageFor(change: Change): string {
  const rule = findRule(change.rule);
  if (rule?.message) return rule.message(change);
  const where = change.pointer ? ` at ${change.pointer}` : '';
  return `${change.rule.replaceAll('_', ' ')}: ${capabilityLabel(change.capability)}${where}`;
}

/** Builds a Change for a catalogue rule: kind, default severity and direction come from the rule. */
export function makeChange(ruleId: string, data: ChangeData): Change {
  const rule = ruleById(ruleId);
  const change: Change = {
    id: '',
    rule: rule.id,
    kind: rule.kind,
    severity: rule.defaultSeverity,
    direction: rule.direction,
    capability: { type: data.capability.type, name: data.capability.name },
    ...(data.pointer !== undefined && { pointer: data.pointer }),
    message: '',
    reasons: data.reasons ?? [],
    ...(data.before !== undefined && { before: data.before }),
    ...(data.after !== undefined && { after: data.after }),
  };
  change.id = fingerprint(change);
  change.message = messageFor(change);
  return change;
}

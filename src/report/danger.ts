import type { Change, Severity } from '../diff/types.js';
import { RISK_LEVELS, type RiskLevel } from '../risk/types.js';

/**
 * How dangerous a change is for a reviewer, as a number: higher is shown first. Ranking is by
 * tier (what the change lets a model or tool do), then severity, then the tool's risk level.
 * The tables are keyed by text-signal kind and rule id so a new signal or rule is one line here;
 * anything not listed falls back to its severity, so an unknown rule of a newer gate still ranks.
 */

/** Text signals (reasons `signal <kind>: ...`) by tier: instructions aimed at the model first. */
export const SIGNAL_TIER: Record<string, number> = {
  model_instructions: 6,
  model_directed_instruction: 6,
  model_directive: 6,
  secret_path: 6,
  invisible_characters: 6,
  widened_reach: 5,
  exposed_credential: 5,
  unsafe_argument: 6,
  new_url: 2,
  tool_mention: 2,
};
/** Tier of a critical signal this table does not know yet (a newer detector): with the known text signals. */
const UNKNOWN_CRITICAL_SIGNAL_TIER = 6;

/** Rules by tier: 5 new tools and raised risk, 4 new power in an existing tool, 3 lost trust. */
export const RULE_TIER: Record<string, number> = {
  tool_added: 5,
  risk_level_raised: 5,
  signature_violation: 5,
  tool_signature_lost: 4,
  tool_signature_invalid: 4,
  tool_signer_changed: 4,
  tool_signature_required: 4,
  input_property_added: 4,
  input_type_widened: 4,
  input_type_changed: 4,
  input_enum_value_added: 4,
  input_enum_removed: 4,
  input_branch_added: 4,
  input_additional_properties_allowed: 4,
  tool_annotation_hint_widened: 4,
  tool_annotations_changed: 4,
  resource_added: 4,
  template_added: 4,
  input_property_made_optional: 3,
  input_constraint_relaxed: 3,
  input_constraint_removed: 3,
  input_schema_removed: 3,
  prompt_added: 3,
  server_instructions_changed: 3,
  server_capabilities_changed: 3,
  input_null_allowed: 2,
};

/** Tier by the contract's coarse kind, for a rule id this table does not name (a newer gate's rule). */
export const KIND_TIER: Record<string, number> = {
  tool_added: 5,
  signature_violation: 5,
  risk_level_changed: 5,
  resource_added: 4,
  template_added: 4,
  prompt_added: 3,
};

const SEVERITY_WEIGHT: Record<Severity, number> = { critical: 300, warning: 200, info: 100, safe: 0 };
/** Tier of a critical change of a rule not in RULE_TIER; non-critical changes get tier 0. */
const DEFAULT_CRITICAL_TIER = 2;

/** The text signals named in a change's reasons (`signal secret_path: "~/.ssh"`). */
export function signalsOf(change: Change): string[] {
  const found: string[] = [];
  for (const reason of change.reasons) {
    const match = /^signal ([a-z_]+)\b/.exec(reason);
    if (match && !found.includes(match[1])) found.push(match[1]);
  }
  return found;
}

/** A critical text signal on this change (what puts a capability at the top of "review these first"). */
export function hasCriticalSignal(change: Change): boolean {
  return change.severity === 'critical' && signalsOf(change).some((signal) => (SIGNAL_TIER[signal] ?? UNKNOWN_CRITICAL_SIGNAL_TIER) >= 6);
}

function tierOf(change: Change): number {
  const signals = signalsOf(change);
  const signalTier = Math.max(
    0,
    ...signals.map((signal) => SIGNAL_TIER[signal] ?? (change.severity === 'critical' ? UNKNOWN_CRITICAL_SIGNAL_TIER : 1)),
  );
  // A rule's tier counts only at the severity policy left it: a softened new tool is not "new power".
  let ruleTier = change.severity === 'critical' ? RULE_TIER[change.rule] ?? KIND_TIER[change.kind] ?? DEFAULT_CRITICAL_TIER : change.severity === 'warning' ? 1 : 0;
  // Risk raised to LOW or MEDIUM ranks with new power in an existing tool, not with new tools.
  if (change.rule === 'risk_level_raised' && ruleTier > 3 && change.after !== 'HIGH' && change.after !== 'CRITICAL') ruleTier = 3;
  // A signal raises a change only as far as its severity: a warning-level URL never outranks a critical rule.
  return change.severity === 'critical' ? Math.max(signalTier, ruleTier) : Math.min(Math.max(signalTier, ruleTier), 1);
}

/** Risk level named in a change (`risk HIGH` reason, or the after side of risk_level_raised). */
function riskNamed(change: Change): RiskLevel | undefined {
  if (typeof change.after === 'string' && (RISK_LEVELS as readonly string[]).includes(change.after)) return change.after as RiskLevel;
  for (const reason of change.reasons) {
    const match = /^risk (LOW|MEDIUM|HIGH|CRITICAL)\b/.exec(reason);
    if (match) return match[1] as RiskLevel;
  }
  return undefined;
}

/**
 * Within the text-signal tier, each further kind of critical signal on the same change counts 100:
 * an instruction to the model that names a secret path (the tool-poisoning pattern) ranks above a
 * new tool that only mentions `~/.ssh/id_rsa.pub`. At most 3 kinds count, so it stays within the tier.
 */
const EXTRA_SIGNAL_KIND_WEIGHT = 100;

function extraSignalKinds(change: Change): number {
  if (change.severity !== 'critical') return 0;
  const critical = signalsOf(change).filter((signal) => (SIGNAL_TIER[signal] ?? UNKNOWN_CRITICAL_SIGNAL_TIER) >= 6);
  return Math.min(Math.max(critical.length - 1, 0), 3);
}

/** Score of one change; accepted changes rank last (they do not count). */
export function changeDanger(change: Change, toolRisk?: RiskLevel): number {
  if (change.accepted !== undefined) return 0;
  const risk = riskNamed(change) ?? toolRisk;
  const riskWeight = risk === undefined ? 0 : RISK_LEVELS.indexOf(risk) * 10;
  return tierOf(change) * 1_000 + SEVERITY_WEIGHT[change.severity] + EXTRA_SIGNAL_KIND_WEIGHT * extraSignalKinds(change) + riskWeight;
}

/** Why a capability ranks where it does, in a few words (for the review-first list). */
export function dangerLabel(change: Change): string {
  const signals = signalsOf(change).filter((signal) => change.severity === 'critical' || SIGNAL_TIER[signal] !== undefined);
  if (change.severity === 'critical' && signals.length > 0) return `text signal ${signals.join(', ')}`;
  return change.rule.replace(/[_-]/g, ' ');
}

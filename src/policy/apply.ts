import { SEVERITIES, type Change, type ChangeKind, type Severity } from '../diff/types.js';
import { compileGlob, matchesAnyGlob, type CapabilityGlob } from './glob.js';
import type { AcceptedChangeEntry, FailOn, PolicyConfig, PolicyResult, SeverityOverride } from './types.js';

export const DEFAULT_POLICY: PolicyConfig = {
  failOn: 'critical',
  severityOverrides: [],
  accept: [],
  enforcement: { mismatch: 'block', unknown: 'block' },
};

/**
 * MCP Hangar's modes are about tools; here they govern every capability kind alike (tools,
 * prompts, resources, resource templates and the server's own fields), so `audit` + `allow`
 * never fails on any of them. A "mismatch": something on both sides changed. "Unknown":
 * something the lockfile does not list. Left out on purpose (they fail at failOn as usual):
 * removals (nothing left to call, and Hangar has no mode for them) and what is wrong with the
 * server rather than different from the lockfile: `signature_violation` (an item outside the
 * server's declared signature, a tool unsigned under requireSignedTools) and `spec_violation`
 * (duplicate definitions, protocol findings, invalid tool metadata).
 */
const MISMATCH_KINDS: ReadonlySet<ChangeKind> = new Set([
  'tool_changed', 'risk_level_changed', 'prompt_changed', 'resource_changed', 'template_changed', 'server_changed',
]);
const UNKNOWN_KINDS: ReadonlySet<ChangeKind> = new Set(['tool_added', 'prompt_added', 'resource_added', 'template_added']);

const rank = (severity: Severity): number => SEVERITIES.indexOf(severity);
/** The less severe of the two: enforcement modes soften, they never inflate a safe change. */
const capAt = (severity: Severity, cap: Severity): Severity => (rank(severity) < rank(cap) ? cap : severity);

interface CompiledOverride {
  override: SeverityOverride;
  globs?: CapabilityGlob[];
}

function overrideMatches({ override, globs }: CompiledOverride, change: Change): boolean {
  if (override.rule !== undefined && override.rule !== change.rule) return false;
  if (override.kind !== undefined && override.kind !== change.kind) return false;
  return globs === undefined || matchesAnyGlob(change.capability.name, globs);
}

/** First instant an acceptance no longer applies: a date-only expiry covers that whole UTC day. */
function expiryInstant(expires: string): number {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(expires);
  if (dateOnly) return Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]) + 1);
  return Date.parse(expires); // NaN for garbage: compares false below, so it never applies
}

function isActive(entry: AcceptedChangeEntry, now: Date): boolean {
  return entry.expires === undefined || now.getTime() < expiryInstant(entry.expires);
}

interface Evaluated {
  change: Change;
  /** Enforcement made it advisory: reported, never fails. */
  advisory: boolean;
  /** `audit` / `allow`: shown for the record only, so not counted either (counts agree with the verdict at any fail-on). */
  uncounted: boolean;
}

function evaluate(change: Change, config: PolicyConfig, overrides: CompiledOverride[], acceptById: Map<string, AcceptedChangeEntry[]>, now: Date): Evaluated {
  // The catalogue default; `change.severity` may be higher when a diff rule escalated it (a
  // description that now carries model instructions), and that escalation must survive policy.
  const defaultSeverity = change.defaultSeverity ?? change.severity;
  const escalated = change.severity;
  const reasons = [...change.reasons];
  // (1) overrides tune the rule's default; the last matching one wins, like later lines of a
  // config file. They never lower an escalation: softening "description edits" must not
  // silence a poisoned one.
  let severity = defaultSeverity;
  for (const compiled of overrides) if (overrideMatches(compiled, change)) severity = compiled.override.severity;
  if (escalated !== defaultSeverity && rank(escalated) < rank(severity)) severity = escalated;
  // The floor text signals set, also when the rule's default was already that high (a poisoned
  // new tool is critical by default and by its text: lowering tool_added must not clear it).
  if (change.escalation !== undefined && rank(change.escalation) < rank(severity)) severity = change.escalation;
  // (2) enforcement modes.
  let advisory = false;
  let uncounted = false;
  const { mismatch, unknown } = config.enforcement;
  if (MISMATCH_KINDS.has(change.kind) && mismatch !== 'block') {
    severity = capAt(severity, mismatch === 'audit' ? 'info' : 'warning');
    advisory = true;
    uncounted = mismatch === 'audit';
    reasons.push(`enforcement.mismatch is ${mismatch}: reported, never fails${uncounted ? ', not counted' : ''}`);
  } else if (UNKNOWN_KINDS.has(change.kind) && unknown !== 'block') {
    severity = capAt(severity, unknown === 'allow' ? 'info' : 'warning');
    advisory = true;
    uncounted = unknown === 'allow';
    reasons.push(`enforcement.unknown is ${unknown}: reported, never fails${uncounted ? ', not counted' : ''}`);
  }
  // (3) acceptance by fingerprint; an expired entry is named so the reader knows why it lapsed.
  const { accepted: _previous, defaultSeverity: _default, ...rest } = change;
  const result: Change = { ...rest, severity, reasons };
  if (severity !== defaultSeverity) result.defaultSeverity = defaultSeverity;
  const entries = acceptById.get(change.id) ?? [];
  const active = entries.find((entry) => isActive(entry, now));
  if (active) {
    result.accepted = { reason: active.reason, ...(active.expires !== undefined && { expires: active.expires }) };
  } else {
    for (const entry of entries) reasons.push(`acceptance expired ${entry.expires}: ${entry.reason}`);
  }
  return { change: result, advisory, uncounted };
}

const TYPE_ORDER: Record<Change['capability']['type'], number> = {
  tool: 0, prompt: 1, resource: 2, resourceTemplate: 3, server: 4,
};
const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Worst severity first, then capability type, name, pointer, rule (id last, for a total order). */
export function compareChanges(a: Change, b: Change): number {
  return rank(a.severity) - rank(b.severity)
    || TYPE_ORDER[a.capability.type] - TYPE_ORDER[b.capability.type]
    || byCodePoint(a.capability.name, b.capability.name)
    || byCodePoint(a.pointer ?? '', b.pointer ?? '')
    || byCodePoint(a.rule, b.rule)
    || byCodePoint(a.id, b.id);
}

function fails(severity: Severity, failOn: FailOn): boolean {
  return failOn !== 'none' && rank(severity) <= rank(failOn);
}

/**
 * Applies overrides, enforcement modes and acceptances to the diff, then decides the verdict:
 * fail iff a change that is neither accepted nor advisory is at or above `failOn`.
 * Pure: the input changes are not modified.
 */
export function applyPolicy(changes: Change[], config: PolicyConfig, now: Date): PolicyResult {
  const overrides: CompiledOverride[] = config.severityOverrides.map((override) => ({
    override,
    ...(override.capabilities !== undefined && { globs: override.capabilities.map(compileGlob) }),
  }));
  const acceptById = new Map<string, AcceptedChangeEntry[]>();
  for (const entry of config.accept) acceptById.set(entry.id, [...(acceptById.get(entry.id) ?? []), entry]);

  const evaluated = changes.map((change) => evaluate(change, config, overrides, acceptById, now));
  const counts: Record<Severity, number> = { critical: 0, warning: 0, info: 0, safe: 0 };
  let failed = false;
  for (const { change, advisory, uncounted } of evaluated) {
    if (change.accepted || uncounted) continue;
    counts[change.severity] += 1;
    if (!advisory && fails(change.severity, config.failOn)) failed = true;
  }
  return {
    verdict: failed ? 'fail' : 'pass',
    failOn: config.failOn,
    counts,
    changes: evaluated.map((e) => e.change).sort(compareChanges),
    staleAcceptances: config.accept.filter((entry) => !changes.some((change) => change.id === entry.id)),
  };
}

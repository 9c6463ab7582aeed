import type { Change, ChangeKind, Severity } from '../diff/types.js';

export type FailOn = Severity | 'none';
export type Verdict = 'pass' | 'fail';

export interface PolicyResult {
  verdict: Verdict;
  failOn: FailOn;
  /** Counts of changes that count toward the verdict (accepted ones excluded), by severity. */
  counts: Record<Severity, number>;
  /** All changes, severities after policy, sorted worst first then by capability and pointer. */
  changes: Change[];
  /** Acceptances whose fingerprint matches no change: stale, to be removed from the policy file. */
  staleAcceptances: AcceptedChangeEntry[];
}

/** Sets the severity of matching changes. At least one of `rule` / `kind`; both must match when both are given. */
export interface SeverityOverride {
  rule?: string;
  kind?: ChangeKind;
  /** Globs (`*`, `?`) over the capability name; absent means every capability. */
  capabilities?: string[];
  severity: Severity;
}

/** A reviewed change, keyed by its fingerprint (Change.id). */
export interface AcceptedChangeEntry {
  id: string;
  reason: string;
  /** ISO date (`2025-07-01`, valid through that day, UTC) or date-time; past it the entry no longer applies. */
  expires?: string;
}

/** MCP Hangar enforcement, for every capability kind: how changed capabilities and server fields (`mismatch`) and new tools, prompts, resources and templates (`unknown`) count. */
export type MismatchEnforcement = 'audit' | 'warn' | 'block';
export type UnknownEnforcement = 'allow' | 'warn' | 'block';

/** `.mcp-drift-gate.yml`, with defaults filled in. */
export interface PolicyConfig {
  failOn: FailOn;
  severityOverrides: SeverityOverride[];
  accept: AcceptedChangeEntry[];
  enforcement: { mismatch: MismatchEnforcement; unknown: UnknownEnforcement };
  /** Public key files (PEM) whose x-assay-sig tool signatures are trusted, relative to the config file. */
  trustedToolKeys?: string[];
  /** Every live tool must carry a valid x-assay-sig signature by a trusted key (tool_signature_required). */
  requireSignedTools?: boolean;
  /** Path of the file the config was read from; absent for defaults. */
  source?: string;
}

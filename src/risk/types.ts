/** Risk levels, lowest first (order matters: index comparison tells raised from lowered). */
export const RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Capability categories of the tool metadata specification (shared/reference/tool-metadata-specification-etdi.txt). */
export type CapabilityCategory =
  | 'read_file'
  | 'write_file'
  | 'execute_command'
  | 'network_request'
  | 'database_access'
  | 'system_info'
  | 'user_interaction'
  | 'admin_operation';

export interface RiskAssessment {
  level: RiskLevel;
  /** Inferred categories, sorted. */
  categories: CapabilityCategory[];
  /** Why, one line each, sorted, e.g. `execute_command: word "shell" in description`. */
  reasons: string[];
}

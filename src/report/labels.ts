import type { CapabilityRef, Change } from '../diff/types.js';
import { RISK_LEVELS, type RiskLevel } from '../risk/types.js';
import type { JsonReport } from './types.js';

const CAPABILITY_TYPE_LABELS: Record<CapabilityRef['type'], string> = {
  tool: 'tool',
  prompt: 'prompt',
  resource: 'resource',
  resourceTemplate: 'resource template',
  server: 'server',
};

export function capabilityTypeLabel(type: CapabilityRef['type']): string {
  return CAPABILITY_TYPE_LABELS[type] ?? String(type);
}

/** Key of `CheckReport.definitions` for a capability. */
export function definitionKey(capability: CapabilityRef): string {
  return `${capability.type}:${capability.name}`;
}

/** `name@version`, or the name alone when the server sent no version. */
export function serverLabel(server: JsonReport['server']): string {
  return server.version === undefined || server.version === "" ? server.name : `${server.name}@${server.version}`;
}

export function acceptedCount(changes: readonly Change[]): number {
  return changes.filter((change) => change.accepted !== undefined).length;
}

/** Tools by risk, highest first; ties keep the report's order. */
export function toolsByRisk(tools: JsonReport['tools']): JsonReport['tools'] {
  const rank = (level: RiskLevel): number => RISK_LEVELS.indexOf(level);
  return [...tools].sort((a, b) => rank(b.risk) - rank(a.risk));
}

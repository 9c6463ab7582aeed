import type { JsonObject, JsonValue } from '../json.js';
import type { RiskLevel } from '../risk/types.js';
import type { SnapshotFinding, SnapshotMode } from '../snapshot/types.js';
import { makeChange } from './change.js';
import { pointerTo } from './labels.js';
import { wordDiffReasons } from './textDrift.js';
import type { CapabilityRef, Change } from './types.js';

// One small builder per catalogue rule; each returns plain data (see makeChange).

type Listed = 'tool' | 'prompt' | 'resource' | 'resourceTemplate';
const ADDED_RULE: Record<Listed, string> = {
  tool: 'tool_added', prompt: 'prompt_added', resource: 'resource_added', resourceTemplate: 'template_added',
};
const REMOVED_RULE: Record<Listed, string> = {
  tool: 'tool_removed', prompt: 'prompt_removed', resource: 'resource_removed', resourceTemplate: 'template_removed',
};
const CHANGED_RULE: Record<Exclude<Listed, 'tool'>, string> = {
  prompt: 'prompt_changed', resource: 'resource_changed', resourceTemplate: 'template_changed',
};

/** tool_added, prompt_added, resource_added, template_added: `after` is the full definition. */
export function capabilityAdded(type: Listed, name: string, definition: JsonObject, reasons: string[] = []): Change {
  return makeChange(ADDED_RULE[type], { capability: { type, name }, after: definition, reasons });
}

/** tool_removed, prompt_removed, resource_removed, template_removed: `before` is the full definition. */
export function capabilityRemoved(type: Listed, name: string, definition: JsonObject, reasons: string[] = []): Change {
  return makeChange(REMOVED_RULE[type], { capability: { type, name }, before: definition, reasons });
}

/** prompt_changed, resource_changed, template_changed: whole old/new definitions. */
export function capabilityChanged(type: Exclude<Listed, 'tool'>, name: string, before: JsonObject, after: JsonObject): Change {
  return makeChange(CHANGED_RULE[type], { capability: { type, name }, before, after });
}

/** tool_number_spelling_changed: `before`/`after` are the number as each side's server wrote it. */
export function numberSpellingChanged(name: string, pointer: string, before: string, after: string): Change {
  return makeChange('tool_number_spelling_changed', { capability: { type: 'tool', name }, pointer, before, after });
}

const TOOL_FIELD_RULE: Record<string, string> = {
  description: 'tool_description_changed',
  title: 'tool_title_changed',
  inputSchema: 'tool_input_schema_changed',
  outputSchema: 'tool_output_schema_changed',
  annotations: 'tool_annotations_changed',
};

/**
 * tool_description_changed ... tool_field_changed: one top-level field of a tool, old/new value.
 * A description change carries a word diff.
 */
export function toolFieldChanged(tool: string, field: string, before: JsonValue | undefined, after: JsonValue | undefined): Change {
  return makeChange((Object.hasOwn(TOOL_FIELD_RULE, field) ? TOOL_FIELD_RULE[field] : undefined) ?? 'tool_field_changed', {
    capability: { type: 'tool', name: tool },
    pointer: pointerTo(field),
    before,
    after,
    ...(field === 'description' && { reasons: wordDiffReasons(before, after) }),
  });
}

/** risk_level_raised / risk_level_lowered; `reasons` are the risk signals gained and lost. */
export function riskLevelChanged(tool: string, raised: boolean, before: RiskLevel, after: RiskLevel, reasons: string[]): Change {
  return makeChange(raised ? 'risk_level_raised' : 'risk_level_lowered', {
    capability: { type: 'tool', name: tool }, before, after, reasons,
  });
}

/** server_instructions_changed, with a word diff. */
export function serverInstructionsChanged(before: string | undefined, after: string | undefined): Change {
  return makeChange('server_instructions_changed', { capability: server('instructions'), before, after, reasons: wordDiffReasons(before, after) });
}

/** One advertised capability key, e.g. pointer `/sampling`. */
export function serverCapabilityChanged(key: string, before: JsonValue | undefined, after: JsonValue | undefined): Change {
  return makeChange('server_capabilities_changed', { capability: server('capabilities'), pointer: pointerTo(key), before, after });
}

export function serverProtocolVersionChanged(before: string, after: string): Change {
  return makeChange('server_protocol_version_changed', { capability: server('protocolVersion'), before, after });
}

export function serverInfoChanged(before: JsonObject, after: JsonObject): Change {
  return makeChange('server_info_changed', { capability: server('serverInfo'), before, after });
}

export function modeChanged(before: SnapshotMode, after: SnapshotMode): Change {
  return makeChange('mode_changed', { capability: server('mode'), before, after });
}

/** signature_violation / spec_violation: the finding's text is `after`, so it is in the fingerprint. */
export function findingChange(finding: SnapshotFinding): Change {
  // A finding may quote a raw key or text with a lone surrogate (normalization rewrites definitions,
  // not findings): as U+FFFD, like the normalized definitions, so the fingerprint can be computed.
  const capability = { ...finding.capability, name: wellFormed(finding.capability.name) };
  return makeChange(finding.kind, { capability, after: wellFormed(finding.message) });
}

function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

function server(name: string): CapabilityRef {
  return { type: 'server', name };
}

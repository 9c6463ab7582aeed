import { HINT_DEFAULTS, type HintName } from '../risk/hints.js';
import { capabilityLabel, fieldVerb, lastToken, shortValue } from './labels.js';
import type { CatalogueRule, Change } from './types.js';

// The spec defaults live with risk, which reads hints by their effective value too.
export { HINT_DEFAULTS, type HintName } from '../risk/hints.js';

/** The value of each hint that admits more power (a tool that may write, destroy, reach out). */
export const POWERFUL_HINT_VALUE: Record<Exclude<HintName, 'idempotentHint'>, boolean> = {
  readOnlyHint: false,
  destructiveHint: true,
  openWorldHint: true,
};

export function isHintName(key: string): key is HintName {
  return Object.hasOwn(HINT_DEFAULTS, key);
}

// Messages read only the change's data (hint name from the pointer, values from before/after).
const label = (c: Change): string => capabilityLabel(c.capability);
const hint = (c: Change): string => lastToken(c.pointer);
const moved = (c: Change): string =>
  `Annotation ${hint(c)} of ${label(c)} changed from ${shortValue(c.before)} to ${shortValue(c.after)}`;

/** Semantic rules for tool annotations (pointer `/annotations/<key>`). */
export const annotationRules: readonly CatalogueRule[] = [
  {
    id: 'tool_annotation_hint_widened', kind: 'tool_changed', defaultSeverity: 'critical', direction: 'widening',
    description: 'A behaviour hint now admits more power: readOnlyHint true -> false, destructiveHint false -> true or openWorldHint false -> true (absent counts as the spec default); critical because clients that auto-approve "read-only" or "closed-world" tools stop asking. A warning when every locked tool that stated hints (at least two), each still listed, states none in the new version: the server stopped describing its tools, which claims nothing about one of them (hintsDroppedServerWide).',
    example: '{"readOnlyHint":true} -> {} (spec default false)',
    message: (c) => `${moved(c)}: the tool now admits more power`,
  },
  {
    id: 'tool_annotation_hint_narrowed', kind: 'tool_changed', defaultSeverity: 'warning', direction: 'narrowing',
    description: 'A behaviour hint now claims the tool is safer: readOnlyHint false -> true, destructiveHint true -> false or openWorldHint true -> false; warning because hints are untrusted and a new safety claim may unlock auto-approval, so a reviewer should confirm it.',
    example: '{} (spec default destructiveHint true) -> {"destructiveHint":false}',
    message: (c) => `${moved(c)}: the tool now claims to be safer`,
  },
  {
    id: 'tool_annotation_idempotent_changed', kind: 'tool_changed', defaultSeverity: 'info', direction: 'none',
    description: 'idempotentHint changed either way; info because it only tells a client whether retrying is harmless, not what the tool can do.',
    example: '{"idempotentHint":true} -> {"idempotentHint":false}',
    message: moved,
  },
  {
    id: 'tool_annotation_default_explicit', kind: 'tool_changed', defaultSeverity: 'safe', direction: 'cosmetic',
    description: 'A hint moved between absent and its explicit spec default (either way); safe because the meaning is the same. before/after are the raw values, so one side is absent.',
    example: '{} -> {"destructiveHint":true}',
    message: (c) => c.before === undefined
      ? `Annotation ${hint(c)} of ${label(c)} now states its spec default ${shortValue(c.after)} explicitly`
      : `Annotation ${hint(c)} of ${label(c)} was removed; its spec default ${shortValue(c.before)} applies`,
  },
  {
    id: 'tool_annotation_hint_inapplicable', kind: 'tool_changed', defaultSeverity: 'safe', direction: 'cosmetic',
    description: 'destructiveHint or idempotentHint moved on a tool whose readOnlyHint is true before and after; safe because the spec makes both meaningful only when readOnlyHint is false, so neither side claimed anything (an OpenAPI generator dropping `destructiveHint: false` beside `readOnlyHint: true`). before/after are the raw values.',
    example: '{"readOnlyHint":true,"destructiveHint":false} -> {"readOnlyHint":true}',
    message: (c) => `Annotation ${hint(c)} of ${label(c)} changed from ${c.before === undefined ? '(absent)' : shortValue(c.before)} to ${c.after === undefined ? '(absent)' : shortValue(c.after)}, which claims nothing while readOnlyHint is true`,
  },
  {
    id: 'tool_annotation_title_changed', kind: 'tool_changed', defaultSeverity: 'safe', direction: 'cosmetic',
    description: 'annotations.title (a display name) was added, removed or changed; safe by default, escalated by text signals like any text the model reads.',
    example: '{"title":"Read file"} -> {"title":"Read a file"}',
    message: (c) => `Annotation title of ${label(c)} ${fieldVerb(c.before, c.after)}: ${shortValue(c.before)} -> ${shortValue(c.after)}`,
  },
  {
    id: 'tool_annotation_other_changed', kind: 'tool_changed', defaultSeverity: 'info', direction: 'none',
    description: 'An annotation key the spec does not define (or a hint with a non-boolean value) was added, removed or changed; info because clients do not act on it, but a reviewer may want to know.',
    example: '{} -> {"x-costly":true}',
    message: (c) => `Annotation "${hint(c)}" of ${label(c)} ${fieldVerb(c.before, c.after)}: ${shortValue(c.before)} -> ${shortValue(c.after)}`,
  },
];

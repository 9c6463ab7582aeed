import type { TrustedKey } from '../trust/toolSignature.js';
import type { JsonValue } from '../json.js';
import type { CapabilityType } from '../snapshot/types.js';

/** Highest first. */
export const SEVERITIES = ['critical', 'warning', 'info', 'safe'] as const;
export type Severity = (typeof SEVERITIES)[number];

/**
 * What a change did to the set of inputs (or outputs) a capability accepts.
 * `none` for changes that are not about a schema (a tool added, a description edited...).
 */
export type Direction = 'widening' | 'narrowing' | 'both' | 'cosmetic' | 'none';

/** The coarse kinds of the JSON report contract; each rule id belongs to exactly one kind. */
export type ChangeKind =
  | 'tool_added'
  | 'tool_removed'
  | 'tool_changed'
  | 'risk_level_changed'
  | 'prompt_added'
  | 'prompt_removed'
  | 'prompt_changed'
  | 'resource_added'
  | 'resource_removed'
  | 'resource_changed'
  | 'template_added'
  | 'template_removed'
  | 'template_changed'
  | 'signature_violation'
  | 'spec_violation'
  | 'server_changed';

export interface CapabilityRef {
  type: CapabilityType | 'server';
  /** name | uri | uriTemplate; for server: instructions | capabilities | protocolVersion | serverInfo | mode */
  name: string;
}

/**
 * One rule of the catalogue (src/diff/catalogue.ts): the single source of rule ids, default
 * severities, checks and the generated docs/RULES.md.
 */
export interface RuleDefinition {
  id: string;
  kind: ChangeKind;
  defaultSeverity: Severity;
  direction: Direction;
  /** One sentence: what the rule detects and why it has its severity. */
  description: string;
  /** A concrete before -> after example for the docs. */
  example: string;
}

/**
 * What fired a change's severity (issue 21): the evidence a reviewer needs to judge the verdict,
 * recorded as data so every report surface can quote it (issue 22). The first trigger of a change
 * is its primary one. Every change at `critical` or `warning` carries at least one.
 *
 * - `text`: a sentence of model-facing text. `text` is the whole new string the sentence was found
 *   in (at `pointer` inside the capability's definition when the change holds several strings);
 *   `sentence` is [start, end) in it and `match` the span that fired, both as UTF-16 offsets into
 *   that new string, so `newText.slice(match[0], match[1])` is the matched words.
 * - `parameter`: an input parameter judged by what it grants: its name, the class it falls in
 *   (`credential`, `safety_switch`, `pass_through`, `write_mode`, `execute_command`, ...), the
 *   tokens of its name or description that placed it there, and where they were seen.
 * - `structure`: a change fired by its shape alone (a tool added, an annotation flipped, a type
 *   widened, a capability outside the signature): what changed, at `pointer`, with its old and
 *   new value as short quotes.
 */
export type Trigger = TextTrigger | ParameterTrigger | StructureTrigger;

export interface TextTrigger {
  kind: 'text';
  /** The text signal (`model_directive`, `secret_path`, `invisible_characters`, `new_url`, ...). */
  signal: string;
  /** The detector's pattern or rule of the signal (`obligation`, `tool_preference`, ...), when it has one. */
  pattern?: string;
  /** JSON pointer of the string inside the capability's definition, when the change holds several. */
  pointer?: string;
  /** The sentence as written (whitespace as in the text). */
  quote: string;
  /** [start, end) of the sentence in the new string. */
  sentence: [number, number];
  /** [start, end) of the words that fired, in the new string. */
  match: [number, number];
}

export interface ParameterTrigger {
  kind: 'parameter';
  /** The parameter's name (a dotted path for a nested one). */
  parameter: string;
  /** JSON pointer of the parameter's schema inside the tool definition. */
  pointer?: string;
  /** The capability class it falls in. */
  class: string;
  /** The tokens of its name, description, shape or enum values that placed it in the class. */
  tokens: string[];
  /** Where the tokens were seen: `name`, `description`, `shape`, `enum`, `default`, `format`, `tool`. */
  evidence: string;
}

export interface StructureTrigger {
  kind: 'structure';
  /** What changed, in a few words (`new tool`, `destructiveHint false -> true`, `type string -> object`). */
  what: string;
  pointer?: string;
  before?: string;
  after?: string;
}

/**
 * A change is plain data: it survives being written to a JSON report and read back.
 * `message` is derived from the other fields by the rule that built it.
 */
export interface Change {
  /** Stable fingerprint: hash of kind, rule, capability, pointer and before/after digests. */
  id: string;
  rule: string;
  kind: ChangeKind;
  severity: Severity;
  direction: Direction;
  capability: CapabilityRef;
  /** JSON pointer inside the capability's definition, when the change is about one place. */
  pointer?: string;
  message: string;
  reasons: string[];
  /**
   * What fired the change's severity, primary first (see Trigger). Required in practice on every
   * critical and warning change; optional in the type so a report of an older gate reads back.
   */
  triggers?: Trigger[];
  before?: JsonValue;
  after?: JsonValue;
  /** Set by policy when an accepted-change entry matches this fingerprint. */
  accepted?: { reason: string; expires?: string };
  /** Set by policy when an override or enforcement mode changed the rule's default severity. */
  defaultSeverity?: Severity;
  /**
   * Set by the diff when text signals (src/diff/escalate.ts) found something in the change's new
   * text: the severity they demand. Policy overrides never set a change below it.
   */
  escalation?: Severity;
}

/**
 * Renders a change's message from its data alone, so a change read back from a JSON report can be
 * re-rendered. Rules without one get a generic message (see `messageFor`).
 */
export type MessageRenderer = (change: Change) => string;

/** A catalogue entry with its message renderer (the renderer never reaches docs or reports). */
export interface CatalogueRule extends RuleDefinition {
  message?: MessageRenderer;
}

/**
 * Seam for finer diffs of one field of a changed tool (the semantic JSON Schema diff of
 * src/diff/schema for `inputSchema` / `outputSchema`, later an annotations diff).
 * Returns the changes for that field; [] means "no meaningful difference".
 */
export interface ToolFieldDiffInput {
  tool: string;
  /** Top-level field name, e.g. `inputSchema`. */
  field: string;
  /** JSON pointer of the field, e.g. `/inputSchema`. */
  pointer: string;
  before?: JsonValue;
  after?: JsonValue;
}
export type ToolFieldDiffer = (input: ToolFieldDiffInput) => Change[];

export interface DiffOptions {
  /**
   * Finer differs for these tool fields; a field without one gets its coarse rule
   * (tool_input_schema_changed...). Absent: the semantic schema diff for both schemas; `{}`: coarse
   * schema rules. `annotations` always gets the semantic per-hint diff (src/diff/annotations.ts)
   * unless a differ is given for it here.
   */
  toolFieldDiffers?: Partial<Record<'inputSchema' | 'outputSchema' | 'annotations', ToolFieldDiffer>>;
  /** Public keys whose x-assay-sig tool signatures are trusted (signature drift is diffed with or without them). */
  trustedToolKeys?: readonly TrustedKey[];
}

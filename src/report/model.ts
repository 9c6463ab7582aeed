import { describeSource } from '../lockfile/source.js';
import type { LockSource } from '../lockfile/types.js';
import { isJsonObject, type JsonValue } from '../json.js';
import { showInvisible } from '../diff/text/invisible.js';
import { boundedSentenceDiff, boundedWordDiff } from '../diff/text/wordDiff.js';
import { spellingVerdict } from '../diff/catalogue.js';
import { SEVERITIES, type CapabilityRef, type Change, type Severity } from '../diff/types.js';
import { RISK_LEVELS, type RiskLevel } from '../risk/types.js';
import { changeDanger, dangerLabel, hasCriticalSignal, signalsOf } from './danger.js';
import { acceptedCount, capabilityTypeLabel, definitionKey, serverLabel } from './labels.js';
import type { CheckReport, JsonReport } from './types.js';
import { subjectOf, triggerViews, type TriggerView } from './triggers.js';

/**
 * The one report model every surface renders (comment, check run, job summary, text, SARIF,
 * annotations): built once from the policy's result, from the change data alone (rule id, kind,
 * severity, capability, pointer, reasons, before/after), so a JSON report read back renders the same.
 */

/** A phrase made of plain words and identifiers; each surface decides how identifiers look. */
export type Phrase = Array<string | { code: string }>;

export interface EvidenceLine {
  /** `-` removed, `+` added, ` ` context or a fact. */
  sign: '-' | '+' | ' ';
  text: string;
}

export interface Evidence {
  /** What the lines are about, e.g. `description`, `parameter exec`, `risk reasons`. */
  label: Phrase;
  lines: EvidenceLine[];
}

export interface ChangeView {
  change: Change;
  danger: number;
  phrase: Phrase;
  /** What fired it, quoted (src/report/triggers.ts), primary first. */
  triggers: TriggerView[];
  /** Index into `patterns` when this change is folded into a pattern. */
  pattern?: number;
}

export interface CapabilityView {
  key: string;
  ref: CapabilityRef;
  /** Severity of its worst counted change; `safe` when every change is accepted. */
  worst: Severity;
  danger: number;
  /** Why it ranks here, e.g. `text signal secret_path` or `tool added`. */
  why: string;
  /** Most dangerous first. */
  changes: ChangeView[];
  evidence: Evidence[];
  /** The quoted triggers of its most dangerous counted changes, shown first on every surface. */
  triggers: TriggerView[];
  /** Tools only: the risk level a reviewer should read, consistent with the changes. */
  risk?: ToolRiskView;
}

export interface PatternView {
  index: number;
  rule: string;
  severity: Severity;
  phrase: Phrase;
  /** Places (changes) and distinct capabilities it covers. */
  places: number;
  capabilities: CapabilityRef[];
  changes: Change[];
}

export interface ToolRiskView {
  name: string;
  risk: RiskLevel;
  reasons: string[];
  /** The inferred level when the changes raise what a reviewer should assume (e.g. a planted instruction). */
  inferred?: RiskLevel;
}

export interface ReportModel {
  report: JsonReport & { definitions?: CheckReport['definitions'] };
  verdict: JsonReport['verdict'];
  /** One line of why, e.g. `202 critical changes on 116 capabilities`. */
  why: string;
  server: string;
  accepted: number;
  /** At most REVIEW_FIRST_MAX capabilities with a counted change at warning or above, most dangerous first. */
  review: CapabilityView[];
  /** Every changed capability, most dangerous first. */
  capabilities: CapabilityView[];
  /** Capabilities with a counted critical change, most dangerous first. */
  critical: CapabilityView[];
  patterns: PatternView[];
  /** Changed tools only, highest risk first. */
  toolRisk: ToolRiskView[];
  /** Both sides of the comparison, for every surface's header. */
  sides: SidesView;
  /** Removed capabilities by type (counted and named on every surface), in report order. */
  removed: Array<{ type: CapabilityRef['type']; names: string[] }>;
}

/**
 * The locked and live server, each `name@version`, and the lockfile. Read from the report's
 * `locked` / `live` fields when it has them (`{ name, version?, source? }`), else: live is the
 * report's server, locked is the old side of a `server_info_changed` change or, without one, the
 * same as live (the lock matched the server's identity).
 */
export interface SidesView {
  locked: string;
  live: string;
  lockfile: string;
  /** The server's name differs between the sides (an identity change every surface names). */
  renamed: boolean;
  /** The versions differ. */
  upgraded: boolean;
}

interface ServerSide {
  name: string;
  version?: string;
  /** Where the server came from (issue 24: npx package, uvx package, docker image...), when recorded. */
  source?: LockSource;
}

/** Optional report fields of newer gates (locked and live server, lockfile details). */
interface ReportSides {
  locked?: ServerSide;
  live?: ServerSide;
}

function sideLabel(side: ServerSide): string {
  const label = serverLabel({ name: side.name, ...(side.version === undefined ? {} : { version: side.version }) });
  return side.source === undefined ? label : `${label} (${describeSource(side.source)})`;
}

export function sidesOf(report: JsonReport): SidesView {
  const extra = report as JsonReport & ReportSides;
  const live: ServerSide = extra.live ?? report.server;
  const info = report.changes.find((c) => c.rule === 'server_info_changed' && isJsonObject(c.before));
  const before = info?.before as Record<string, JsonValue> | undefined;
  const locked: ServerSide = extra.locked
    ?? (before !== undefined && typeof before.name === 'string'
      ? { name: before.name, ...(typeof before.version === 'string' ? { version: before.version } : {}) }
      : live);
  const raw: unknown = (report as { lockfile?: unknown }).lockfile;
  const lockfile = typeof raw === 'string' ? raw : isJsonObject(raw as JsonValue) && typeof (raw as { path?: unknown }).path === 'string' ? (raw as { path: string }).path : '';
  return { locked: sideLabel(locked), live: sideLabel(live), lockfile, renamed: locked.name !== live.name, upgraded: locked.version !== live.version };
}

function removedOf(changes: readonly Change[]): ReportModel['removed'] {
  const byType = new Map<CapabilityRef['type'], string[]>();
  for (const change of changes) {
    if (!change.kind.endsWith('_removed')) continue;
    const names = byType.get(change.capability.type) ?? [];
    if (!names.includes(change.capability.name)) names.push(change.capability.name);
    byType.set(change.capability.type, names);
  }
  return [...byType.entries()].map(([type, names]) => ({ type, names }));
}

export const REVIEW_FIRST_MAX = 8;
/** A change repeated on at least this many capabilities is folded into one pattern line. */
export const PATTERN_MIN_CAPABILITIES = 3;
/** Evidence of one change: lines and characters per line. */
const MAX_EVIDENCE_LINES = 6;
const MAX_EVIDENCE_CHARS = 400;
const MAX_EVIDENCE_PER_CAPABILITY = 3;
/** Trigger quotes shown first per capability. */
const MAX_TRIGGERS_PER_CAPABILITY = 3;

/** MCP's documented defaults of the tool annotation hints, to say what "absent" meant. */
const ANNOTATION_DEFAULTS: Record<string, boolean> = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
};

const rank = (severity: Severity): number => SEVERITIES.indexOf(severity);

export function clipText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}… (+${chars.length - max} chars)`;
}

/** `input_property_made_optional` -> `property made optional` (the capability type is said elsewhere). */
export function ruleWords(rule: string): string {
  return rule.replace(/^(input|tool|prompt|resource|template|server)[_-]/, '').replace(/[_-]/g, ' ');
}

function isScalar(value: JsonValue | undefined): boolean {
  return value === undefined || value === null || typeof value !== 'object';
}

/** `absent (default true)`, `"x"`, `2000`; undefined when a value is too big for a phrase. */
export function valueWords(value: JsonValue | undefined, pointer?: string): string | undefined {
  if (value === undefined) {
    const hint = pointer?.slice(pointer.lastIndexOf('/') + 1);
    return hint !== undefined && hint in ANNOTATION_DEFAULTS ? `absent (default ${ANNOTATION_DEFAULTS[hint]})` : 'absent';
  }
  const json = JSON.stringify(value);
  return json.length <= 60 ? json : undefined;
}

/** The short phrase of one change: identifier, what happened, values when small, signals. */
export function changePhrase(change: Change): Phrase {
  const signals = signalsOf(change);
  const phrase: Phrase = [];
  // Kinds are the report contract's coarse classes: a rule id this gate does not know still has one.
  switch (change.kind === 'risk_level_changed' ? change.rule : change.kind) {
    case 'tool_added':
    case 'prompt_added':
    case 'resource_added':
    case 'template_added': {
      phrase.push(`new ${capabilityTypeLabel(change.capability.type)}`);
      const risk = change.reasons.map((r) => /^risk (\w+)/.exec(r)?.[1]).find(Boolean);
      if (risk) phrase.push(` (risk ${risk})`);
      break;
    }
    case 'tool_removed':
    case 'prompt_removed':
    case 'resource_removed':
    case 'template_removed':
      phrase.push('removed');
      break;
    case 'risk_level_raised':
    case 'risk_level_lowered':
      phrase.push(`risk ${change.rule.endsWith('raised') ? 'raised' : 'lowered'} ${String(change.before ?? '?')} → ${String(change.after ?? '?')}`);
      break;
    default: {
      const spelling = numberSpellingPhrase(change);
      if (spelling !== undefined) {
        phrase.push(...spelling);
        break;
      }
      const cosmetic = cosmeticPhrase(change);
      if (cosmetic !== undefined) {
        phrase.push(...cosmetic);
        break;
      }
      let subject = subjectOf(change.pointer);
      // `/arguments/1`: the item's own name says more than its index.
      const item = change.after ?? change.before;
      if (subject !== undefined && /^\d+$/.test(subject) && isJsonObject(item) && typeof item.name === 'string') subject = item.name;
      const words = ruleWords(change.rule);
      // `description` + "description changed" says it twice.
      if (subject !== undefined && !words.toLowerCase().startsWith(subject.toLowerCase())) phrase.push({ code: subject }, ' ');
      phrase.push(words);
      if (isScalar(change.before) && isScalar(change.after) && !(change.before === undefined && change.after === undefined)) {
        // A rule that applied a spec default says so in a reason: show what was really there.
        const stated = change.reasons.map((r) => /^before: absent \(spec default (\w+)\)/.exec(r)?.[1]).find(Boolean);
        const before = stated === undefined ? valueWords(change.before, change.pointer) : `absent (default ${stated})`;
        const after = valueWords(change.after, change.pointer);
        // Text changes carry sentences, not values: their evidence shows the changed part.
        const sentence = (value: JsonValue | undefined) => typeof value === 'string' && /\s/.test(value);
        // `required` lists hold the name itself: "project" → absent says nothing the words do not.
        const isName = (value: JsonValue | undefined) => value !== undefined && value === subject;
        if (before !== undefined && after !== undefined && !sentence(change.before) && !sentence(change.after) && !isName(change.before) && !isName(change.after)) {
          phrase.push(`: ${before} → ${after}`);
        }
      } else if (looksLikeSchema(change.after) || looksLikeSchema(change.before)) {
        // A schema on either side (a new variant, a new type): its fields in words, never JSON.
        const side = (value: JsonValue | undefined) => (value === undefined ? 'absent' : clipText(describeSchema(value), MAX_PHRASE_SCHEMA_CHARS));
        phrase.push(change.before === undefined ? `: ${side(change.after)}` : `: ${side(change.before)} → ${side(change.after)}`);
      }
    }
  }
  if (signals.length > 0) phrase.push(` (${signals.join(', ')})`);
  if (change.accepted !== undefined) phrase.push(' (accepted)');
  return phrase;
}

/**
 * `tool_number_spelling_changed`: the two literals as written (code, not JSON strings) and what
 * they are, as the rule's message says: "`n/maximum` number written `1.0` → `1` (the same number)".
 * Literals too long to show whole (a code span is clipped, and two such integers may differ only
 * at the end) are left to the change's message, as other values are.
 */
function numberSpellingPhrase(change: Change): Phrase | undefined {
  if (change.rule !== 'tool_number_spelling_changed' || typeof change.before !== 'string' || typeof change.after !== 'string') return undefined;
  const subject = subjectOf(change.pointer);
  const verdict = spellingVerdict(change.before, change.after);
  const shown = change.before.length <= MAX_SPELLING_CHARS && change.after.length <= MAX_SPELLING_CHARS;
  return [
    ...(subject === undefined ? [] : [{ code: subject }, ' ']),
    ...(shown ? ['number written ', { code: change.before }, ' → ', { code: change.after }] : ['number written another way']),
    ...(verdict === undefined ? [] : [` (${verdict})`]),
  ];
}

/** The longest schema description a phrase shows per side (the evidence shows more). */
const MAX_PHRASE_SCHEMA_CHARS = 80;

/** The longest literal a spelling phrase shows (valueWords shows values up to 60 characters too). */
const MAX_SPELLING_CHARS = 60;

/**
 * What a `<role>_schema_cosmetic` row summarises, from its reason (`input schema edits that change no
 * accepted value: \`$schema\` removed at /`): "`$schema` removed (cosmetic)", not "schema cosmetic".
 */
function cosmeticPhrase(change: Change): Phrase | undefined {
  if (!change.rule.endsWith('schema_cosmetic')) return undefined;
  const notes = change.reasons.map((reason) => /change no accepted value: (.+)$/.exec(reason)?.[1]).find(Boolean);
  if (notes === undefined) return undefined;
  const subject = subjectOf(change.pointer);
  const phrase: Phrase = subject === undefined || subject === 'inputSchema' ? [] : [{ code: subject }, ': '];
  // Identifiers are in backticks in the reason; a place other than the root is a pointer, shown as one.
  const text = notes.replace(/ at \/(?=;|$)/g, '').replace(/ at (\/[^;]*)/g, ' at `$1`');
  text.split('`').forEach((part, index) => {
    if (part !== '') phrase.push(index % 2 === 1 ? { code: part } : part);
  });
  phrase.push(' (cosmetic)');
  return phrase;
}

export function phraseText(phrase: Phrase): string {
  return phrase.map((part) => (typeof part === 'string' ? part : part.code)).join('');
}

/** Only the sentences that changed, `-` then `+`, invisible characters shown. */
export function sentenceDiff(before: string, after: string): EvidenceLine[] {
  const lines: EvidenceLine[] = [];
  for (const part of boundedSentenceDiff(before, after)) {
    if (!part.added && !part.removed) continue;
    const text = showInvisible(part.value).replace(/\s+/g, ' ').trim();
    // One sentence a line, so an added sentence reads whole rather than wrapped mid-way.
    for (const sentence of text.split(/(?<=[.!?])\s+(?=\S)/)) {
      if (sentence !== '') lines.push({ sign: part.added ? '+' : '-', text: sentence });
    }
  }
  // Removed lines first, so each block reads as a two-line diff.
  return [...lines.filter((l) => l.sign === '-'), ...lines.filter((l) => l.sign === '+')];
}

const normalized = (text: string): string => showInvisible(text).replace(/\s+/g, ' ').trim();

/** Index of the diff line that holds (the start of) a trigger's sentence, or -1. */
function triggerLine(lines: readonly EvidenceLine[], sentence: string): number {
  const wanted = normalized(sentence);
  const head = wanted.slice(0, 40);
  const index = lines.findIndex((line) => line.sign === '+' && (line.text.includes(head) || wanted.includes(line.text)));
  return index;
}

/**
 * At most `max` lines of a diff, the window holding the trigger's line (never cut before it),
 * what is left out above and below said in a context line on each side.
 */
export function diffWindow(lines: readonly EvidenceLine[], target: number, max = MAX_EVIDENCE_LINES): EvidenceLine[] {
  if (lines.length <= max) return [...lines];
  const at = target < 0 ? 0 : target;
  // Room for the two elision lines; the trigger's line sits near the window's top, after one line of context.
  const room = Math.max(1, max - 2);
  let start = Math.max(0, Math.min(at - 1, lines.length - room));
  if (target < 0) start = 0;
  const end = Math.min(lines.length, start + (start === 0 ? max - 1 : room));
  const out: EvidenceLine[] = [];
  if (start > 0) out.push({ sign: ' ', text: `… (${start} line${start === 1 ? '' : 's'} above)` });
  out.push(...lines.slice(start, end));
  if (end < lines.length) out.push({ sign: ' ', text: `… (${lines.length - end} more line${lines.length - end === 1 ? '' : 's'} below)` });
  return out;
}

/** A long line clipped around [from, to) (kept whole), elisions marked on both sides. */
export function clipAround(text: string, from: number, to: number, max = MAX_EVIDENCE_CHARS): string {
  if (text.length <= max) return text;
  const keep = Math.max(0, max - (to - from));
  let start = Math.max(0, from - Math.floor(keep / 3));
  let end = Math.min(text.length, to + (keep - (from - start)));
  if (end === text.length) start = Math.max(0, end - max);
  if (start === 0) end = Math.min(text.length, Math.max(end, max));
  const head = start > 0 ? `(${start} chars before) …` : '';
  const tail = end < text.length ? `… (+${text.length - end} chars)` : '';
  return `${head}${text.slice(start, end)}${tail}`;
}

/** Each line clipped to MAX_EVIDENCE_CHARS, around the trigger's sentence on the line that holds it. */
function clipLines(lines: EvidenceLine[], target: number, sentence: string | undefined): EvidenceLine[] {
  return lines.map((line, index) => {
    if (index === target && sentence !== undefined) {
      const head = normalized(sentence).slice(0, 40);
      const at = Math.max(0, line.text.indexOf(head));
      return { ...line, text: clipAround(line.text, at, Math.min(line.text.length, at + normalized(sentence).length)) };
    }
    return { ...line, text: clipText(line.text, MAX_EVIDENCE_CHARS) };
  });
}

const SCHEMA_KEYS = ['type', 'properties', 'anyOf', 'oneOf', 'allOf', 'enum', 'const', '$ref', 'items', 'format', 'pattern'];

function looksLikeSchema(value: JsonValue | undefined): value is Record<string, JsonValue> {
  return isJsonObject(value) && SCHEMA_KEYS.some((key) => Object.hasOwn(value, key));
}

const isNullSchema = (value: JsonValue | undefined): boolean => isJsonObject(value) && (value.type === 'null' || value.const === null);

/** `minLength 1, pattern "^a"`: the constraints a reader checks, in words. */
function constraintsOf(schema: Record<string, JsonValue>): string[] {
  const out: string[] = [];
  for (const key of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems', 'format', 'pattern']) {
    if (schema[key] !== undefined) out.push(`${key} ${JSON.stringify(schema[key])}`);
  }
  return out;
}

/**
 * A schema fragment as a reader reads it, never as wrapped JSON: `string, maxLength 10`,
 * `object {path: string (required), mode: enum "r" | "w"}`; pydantic's Optional[X]
 * (`anyOf [X, null]`) reads `X, optional`; a union lists its variants with their fields.
 */
export function describeSchema(schema: JsonValue | undefined, depth = 0): string {
  if (schema === true || schema === undefined) return 'any';
  if (schema === false) return 'nothing';
  if (!isJsonObject(schema)) return JSON.stringify(schema);
  const parts: string[] = [];
  const union = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
  if (union !== undefined) {
    const others = union.filter((variant) => !isNullSchema(variant));
    const nullable = others.length < union.length;
    if (others.length === 1) parts.push(`${describeSchema(others[0], depth)}${nullable ? ', optional' : ''}`);
    else parts.push(`${others.map((variant) => describeSchema(variant, depth + 1)).join(' | ')}${nullable ? ' | null' : ''}`);
  } else if (Array.isArray(schema.enum)) {
    parts.push(`enum ${schema.enum.map((value) => JSON.stringify(value)).join(' | ')}`);
  } else if (schema.const !== undefined) {
    parts.push(`const ${JSON.stringify(schema.const)}`);
  } else if (typeof schema.$ref === 'string') {
    parts.push(`ref ${schema.$ref}`);
  } else {
    const type = typeof schema.type === 'string' ? schema.type : Array.isArray(schema.type) ? schema.type.join(' | ') : isJsonObject(schema.properties) ? 'object' : 'any';
    if (type === 'array' && schema.items !== undefined && depth < 3) parts.push(`array of ${describeSchema(schema.items, depth + 1)}`);
    else if (isJsonObject(schema.properties) && depth < 3) {
      const required = new Set(Array.isArray(schema.required) ? schema.required : []);
      const fields = Object.entries(schema.properties).map(([name, property]) => `${name}: ${describeSchema(property, depth + 1)}${required.has(name) ? ' (required)' : ''}`);
      parts.push(`object {${fields.join(', ')}}`);
    } else parts.push(type);
  }
  parts.push(...constraintsOf(schema));
  if (schema.default !== undefined && schema.default !== null) parts.push(`default ${clipText(JSON.stringify(schema.default), 60)}`);
  return parts.join(', ');
}

/** A schema value as a readable list, or undefined when it is not a schema. */
export function schemaFragment(value: JsonValue | undefined): string | undefined {
  return looksLikeSchema(value) ? clipText(describeSchema(value), MAX_EVIDENCE_CHARS) : undefined;
}

function describeParameter(name: string, schema: JsonValue | undefined, required: boolean): string {
  const description = isJsonObject(schema) && typeof schema.description === 'string' ? `: ${schema.description}` : '';
  const shape = describeSchema(schema);
  const optional = required ? ', required' : shape.endsWith(', optional') || shape.includes(', optional,') ? '' : ', optional';
  return clipText(`${name} (${shape}${optional})${description}`.replace(/\s+/g, ' '), MAX_EVIDENCE_CHARS);
}

/** Parameters of a tool definition, one line each. */
function parametersOf(definition: JsonValue | undefined): string[] {
  if (!isJsonObject(definition) || !isJsonObject(definition.inputSchema)) return [];
  const schema = definition.inputSchema;
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : []);
  if (!isJsonObject(schema.properties)) return [];
  return Object.entries(schema.properties).map(([name, property]) => describeParameter(name, property, required.has(name)));
}

/** Evidence of one change: the changed sentences, the new parameter, the new capability, or its reasons. */
export function changeEvidence(change: Change, triggers: readonly TriggerView[] = triggerViews(change)): Evidence | undefined {
  const label: Phrase = [];
  const subject = subjectOf(change.pointer);
  let lines: EvidenceLine[] = [];
  // The window of a long diff is placed on the first quoted sentence.
  const quoted = triggers.find((t) => t.sentence !== undefined);
  let windowed = false;
  if (typeof change.after === 'string' && (typeof change.before === 'string' || change.before === undefined) && change.pointer !== undefined) {
    label.push({ code: subject ?? 'text' });
    const diff = sentenceDiff(change.before ?? '', change.after);
    const target = quoted?.sentence === undefined ? -1 : triggerLine(diff, quoted.sentence);
    const clipped = clipLines(diff, target, quoted?.sentence);
    lines.push(...diffWindow(clipped, target));
    windowed = true;
  } else if (change.kind.endsWith('_added') && !change.pointer && change.after !== undefined) {
    label.push(`new ${capabilityTypeLabel(change.capability.type)}`);
    const definition = change.after;
    if (isJsonObject(definition) && typeof definition.description === 'string') {
      const description = normalized(definition.description);
      const onDescription = triggers.find((t) => t.sentence !== undefined && (t.where === 'description' || t.where === undefined));
      const at = onDescription?.sentence === undefined ? -1 : description.indexOf(normalized(onDescription.sentence).slice(0, 40));
      lines.push({ sign: '+', text: at < 0 ? clipText(description, MAX_EVIDENCE_CHARS) : clipAround(description, at, at + normalized(onDescription!.sentence!).length) });
    }
    // What a text signal found comes before the parameters, unless it is quoted as a trigger.
    if (triggers.length === 0) for (const reason of change.reasons.filter((r) => r.startsWith('signal '))) lines.push({ sign: ' ', text: clipText(showInvisible(reason), MAX_EVIDENCE_CHARS) });
    for (const parameter of parametersOf(definition)) lines.push({ sign: '+', text: `parameter ${parameter}` });
  } else if (subject !== undefined && isJsonObject(change.after) && /propert|param|argument/.test(change.rule)) {
    label.push('parameter ', { code: subject });
    const name = subject.split('.').pop() ?? subject;
    lines.push({ sign: '+', text: describeParameter(name, change.after, /required/.test(change.rule)) });
  } else if (subject !== undefined && /made_optional|made_required/.test(change.rule)) {
    label.push('parameter ', { code: subject });
    lines.push({ sign: ' ', text: ruleWords(change.rule) });
  } else if (looksLikeSchema(change.after) || looksLikeSchema(change.before)) {
    // A branch, item or type given as a schema: both sides as readable lists.
    label.push(subject === undefined ? 'schema' : { code: subject });
    if (change.before !== undefined) lines.push({ sign: '-', text: schemaFragment(change.before) ?? clipText(JSON.stringify(change.before), MAX_EVIDENCE_CHARS) });
    if (change.after !== undefined) lines.push({ sign: '+', text: schemaFragment(change.after) ?? clipText(JSON.stringify(change.after), MAX_EVIDENCE_CHARS) });
  }
  const shownAsText = lines.length > 0 && typeof change.after === 'string';
  const newDefinition = label.length > 0 && change.kind.endsWith('_added') && !change.pointer;
  // A signal quoted as a trigger is not repeated as a reason line.
  const quotedSignals = triggers.length > 0;
  const reasons = change.reasons.filter((reason) => !/^risk (LOW|MEDIUM|HIGH|CRITICAL)$/.test(reason) && !(shownAsText && reason.startsWith('word diff'))
    && !(newDefinition && reason.startsWith('signal ')) && !(quotedSignals && reason.startsWith('signal ')));
  if (reasons.length > 0 && (!windowed || triggers.length === 0)) {
    if (label.length === 0) label.push(change.rule === 'risk_level_raised' ? 'risk reasons' : subject === undefined ? 'reasons' : { code: subject });
    for (const reason of reasons) lines.push({ sign: ' ', text: clipText(showInvisible(reason), MAX_EVIDENCE_CHARS) });
  }
  if (lines.length === 0) {
    if (change.before === undefined && change.after === undefined) return undefined;
    label.push(subject === undefined ? 'value' : { code: subject });
    const fragment = (value: JsonValue) => schemaFragment(value) ?? clipText(JSON.stringify(value), MAX_EVIDENCE_CHARS);
    if (change.before !== undefined) lines.push({ sign: '-', text: fragment(change.before) });
    if (change.after !== undefined) lines.push({ sign: '+', text: fragment(change.after) });
  }
  if (lines.length > MAX_EVIDENCE_LINES && !windowed) lines = diffWindow(lines, -1);
  return { label, lines };
}

/** What a folded change has in common across capabilities: rule, place (pointer inside the definition), values. */
function patternKey(change: Change): string | undefined {
  if (change.pointer === undefined || change.pointer === '' || signalsOf(change).length > 0 || change.accepted !== undefined) return undefined;
  if (change.kind.endsWith('_added') || change.kind.endsWith('_removed') || change.kind === 'risk_level_changed') return undefined;
  // Text edited the same way everywhere ("Notion | " put before 19 descriptions): the edit, not the texts, is the pattern.
  const values = typeof change.before === 'string' && typeof change.after === 'string'
    ? textEdit(change.before, change.after)
    // A cosmetic row's edits are in its reasons: the same edits on many tools are the pattern, others are not.
    : change.rule.endsWith('schema_cosmetic') ? change.reasons : [change.before ?? null, change.after ?? null];
  return JSON.stringify([change.rule, change.severity, subjectOf(change.pointer)?.split('.').pop(), values]);
}

/** Only what a text edit added and removed, in order (`+Notion | `). */
export function textEdit(before: string, after: string): string[] {
  return boundedWordDiff(before, after).filter((part) => part.added || part.removed).map((part) => `${part.added ? '+' : '-'}${part.value}`);
}

function buildPatterns(changes: readonly Change[]): { patterns: PatternView[]; patternOf: Map<Change, number> } {
  const groups = new Map<string, Change[]>();
  for (const change of changes) {
    const key = patternKey(change);
    if (key === undefined) continue;
    const group = groups.get(key);
    if (group) group.push(change);
    else groups.set(key, [change]);
  }
  const candidates = [...groups.values()]
    .map((group) => ({ group, capabilities: uniqueRefs(group.map((c) => c.capability)) }))
    .filter(({ capabilities }) => capabilities.length >= PATTERN_MIN_CAPABILITIES)
    .sort((a, b) => rank(a.group[0].severity) - rank(b.group[0].severity) || b.group.length - a.group.length);
  const patternOf = new Map<Change, number>();
  const patterns = candidates.map(({ group, capabilities }, index) => {
    for (const change of group) patternOf.set(change, index);
    const first = group[0];
    const places = group.length === capabilities.length ? '' : `at ${group.length} places `;
    const what = changePhrase(first).filter((part) => !(typeof part === 'string' && part.startsWith(' (')));
    if (typeof first.before === 'string' && typeof first.after === 'string') {
      const edit = textEdit(first.before, first.after).map((part) => `${part[0] === '+' ? 'added' : 'removed'} "${clipText(showInvisible(part.slice(1)), 60)}"`);
      if (edit.length > 0 && edit.length <= 3) what.push(`: ${edit.join(', ')}`);
    }
    const type = capabilities.every((ref) => ref.type === capabilities[0].type) ? plural(capabilityTypeLabel(capabilities[0].type), capabilities.length) : `${capabilities.length} capabilities`;
    const phrase: Phrase = [...what, ` ${places}on ${type}`];
    return { index, rule: first.rule, severity: first.severity, phrase, places: group.length, capabilities, changes: group } satisfies PatternView;
  });
  return { patterns, patternOf };
}

export function capabilitiesWord(count: number): string {
  return `${count} ${count === 1 ? 'capability' : 'capabilities'}`;
}

function plural(noun: string, count: number): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function uniqueRefs(refs: readonly CapabilityRef[]): CapabilityRef[] {
  const seen = new Map<string, CapabilityRef>();
  for (const ref of refs) if (!seen.has(definitionKey(ref))) seen.set(definitionKey(ref), ref);
  return [...seen.values()];
}

/**
 * The risk level a reviewer should read for a changed tool: the inferred level, raised to CRITICAL
 * when a change on it carries a critical text signal (a planted instruction is not a MEDIUM tool).
 */
function toolRiskView(name: string, report: JsonReport, changes: readonly Change[]): ToolRiskView {
  const entry = report.tools.find((tool) => tool.name === name);
  const inferred: RiskLevel = entry?.risk ?? 'LOW';
  const reasons = [...(entry?.reasons ?? [])];
  const signalled = changes.filter(hasCriticalSignal);
  if (signalled.length > 0 && inferred !== 'CRITICAL') {
    const signals = [...new Set(signalled.flatMap(signalsOf))];
    return { name, risk: 'CRITICAL', inferred, reasons: [`text signal ${signals.join(', ')} in changed text`, ...reasons] };
  }
  return { name, risk: inferred, reasons };
}

/**
 * Description changes that are part of an addition shown beside them: the description of a property
 * added in the same report (`exec/description` with `exec` property added) says nothing the
 * addition's row and evidence (the parameter with its description) do not; the JSON report keeps
 * it, and the headline counts are the policy's. Only plain ones fold: one a text signal escalated stays, as
 * that is why its capability ranks where it does.
 */
export function foldedIntoAddition(changes: readonly Change[]): Set<Change> {
  const added = new Set(changes.filter((c) => c.rule.endsWith('_added') && c.pointer !== undefined).map((c) => `${definitionKey(c.capability)} ${c.pointer}`));
  return new Set(changes.filter((c) =>
    c.rule === 'tool_argument_description_changed' && c.before === undefined && c.pointer?.endsWith('/description') === true
    && signalsOf(c).length === 0 && c.accepted === undefined
    && added.has(`${definitionKey(c.capability)} ${c.pointer.slice(0, -'/description'.length)}`)));
}

export function buildReportModel(report: JsonReport | CheckReport): ReportModel {
  const toolRisk = new Map(report.tools.map((tool) => [tool.name, tool.risk]));
  const folded = foldedIntoAddition(report.changes);
  const shown = report.changes.filter((change) => !folded.has(change));
  const { patterns, patternOf } = buildPatterns(shown);
  const byKey = new Map<string, Change[]>();
  for (const change of shown) {
    const key = definitionKey(change.capability);
    const list = byKey.get(key);
    if (list) list.push(change);
    else byKey.set(key, [change]);
  }
  const capabilities: CapabilityView[] = [...byKey.entries()].map(([key, changes]) => {
    const ref = changes[0].capability;
    const risk = ref.type === 'tool' ? toolRisk.get(ref.name) : undefined;
    const views = changes
      .map((change) => ({
        change,
        danger: changeDanger(change, risk),
        phrase: changePhrase(change),
        triggers: change.accepted === undefined ? triggerViews(change) : [],
        ...(patternOf.has(change) ? { pattern: patternOf.get(change) } : {}),
      }))
      .sort((a, b) => b.danger - a.danger);
    const counted = changes.filter((c) => c.accepted === undefined);
    const worst = counted.reduce<Severity>((w, c) => (rank(c.severity) < rank(w) ? c.severity : w), 'safe');
    // Patterned changes say the same on every capability: evidence comes from what is particular here first.
    const evidenceFrom = [...views.filter((v) => v.pattern === undefined), ...views.filter((v) => v.pattern !== undefined)]
      .filter((v) => v.change.accepted === undefined && rank(v.change.severity) <= Math.max(rank('warning'), rank(worst)) && v.change.severity !== 'safe');
    // The change a trigger quote is about leads the evidence, so its window follows its quote.
    const quotedFirst = [...evidenceFrom.filter((v) => v.triggers.some((t) => t.kind === 'text')), ...evidenceFrom.filter((v) => !v.triggers.some((t) => t.kind === 'text'))];
    const evidence = quotedFirst.map((v) => changeEvidence(v.change, v.triggers)).filter((e): e is Evidence => e !== undefined).slice(0, MAX_EVIDENCE_PER_CAPABILITY);
    // Quotes of the changes at its worst level, most dangerous first (text quotes before others).
    const atWorst = views.filter((v) => v.change.accepted === undefined && v.change.severity === worst && worst !== 'safe');
    // Two changes fired by the same words (a new `exec` parameter and the risk it raises) quote them once.
    const seen = new Set<string>();
    const triggers = [...atWorst.flatMap((v) => v.triggers.filter((t) => t.kind === 'text')), ...atWorst.flatMap((v) => v.triggers.filter((t) => t.kind !== 'text'))]
      .filter((t) => {
        const said = `${t.where ?? ''}\u0000${t.parts.map((part) => part.text).join('')}`;
        return !seen.has(said) && seen.add(said) !== undefined;
      })
      .slice(0, MAX_TRIGGERS_PER_CAPABILITY);
    return {
      key,
      ref,
      worst,
      danger: (views[0]?.danger ?? 0) + Math.min(counted.length, 99) / 100,
      why: views[0] ? dangerLabel(views[0].change) : '',
      changes: views,
      evidence,
      triggers,
      // Removed tools have no live risk; the others get the level a reviewer should read.
      ...(ref.type === 'tool' && report.tools.some((tool) => tool.name === ref.name) ? { risk: toolRiskView(ref.name, report, changes) } : {}),
    };
  });
  capabilities.sort((a, b) => b.danger - a.danger || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const critical = capabilities.filter((c) => c.worst === 'critical');
  const review = capabilities.filter((c) => rank(c.worst) <= rank('warning')).slice(0, REVIEW_FIRST_MAX);
  // Tools whose changes are all info, safe (cosmetic) or accepted say nothing about risk: the JSON report and job summary list every tool.
  const risks = capabilities.filter((c) => c.risk !== undefined && rank(c.worst) <= rank('warning')).map((c) => c.risk!);
  risks.sort((a, b) => RISK_LEVELS.indexOf(b.risk) - RISK_LEVELS.indexOf(a.risk));
  return {
    report,
    verdict: report.verdict,
    why: whyLine(report, critical.length, capabilities.length),
    server: serverLabel(report.server),
    accepted: acceptedCount(report.changes),
    review,
    capabilities,
    critical,
    patterns,
    toolRisk: risks,
    sides: sidesOf(report),
    removed: removedOf(report.changes),
  };
}

function whyLine(report: JsonReport, criticalCapabilities: number, changedCapabilities: number): string {
  const { counts } = report;
  if (report.changes.length === 0) return 'no drift: the live server matches the lockfile';
  if (report.verdict === 'fail') {
    const worst = SEVERITIES.find((s) => counts[s] > 0 && report.failOn !== 'none' && rank(s) <= rank(report.failOn)) ?? 'critical';
    const capabilitiesAt = worst === 'critical' ? criticalCapabilities : changedCapabilities;
    return `${plural(`${worst} change`, counts[worst])} on ${capabilitiesWord(capabilitiesAt)}`;
  }
  const shown = SEVERITIES.filter((s) => counts[s] > 0).map((s) => `${counts[s]} ${s}`);
  // A pass with counted changes at fail-on or above: enforcement modes made them advisory.
  const advisoryAtFailOn = report.failOn !== 'none' && SEVERITIES.some((s) => counts[s] > 0 && rank(s) <= rank(report.failOn as Severity));
  const below = report.failOn === 'none'
    ? 'fail-on none'
    : advisoryAtFailOn ? `nothing fails at or above ${report.failOn} (enforcement: reported, never fails)` : `nothing at or above ${report.failOn}`;
  // Nothing counted: every change was accepted, or enforcement (audit, allow) left it uncounted.
  const uncounted = acceptedCount(report.changes) === report.changes.length ? 'only accepted changes' : 'only changes not counted (accepted, or enforcement audit/allow)';
  return `${below}: ${shown.length === 0 ? uncounted : shown.join(', ')} on ${capabilitiesWord(changedCapabilities)}`;
}

/** A capability whose critical changes are all one pattern's (or several): its row is the pattern line. */
export function foldedIntoPatterns(view: CapabilityView): boolean {
  const critical = view.changes.filter((c) => c.change.severity === 'critical' && c.change.accepted === undefined);
  return critical.length > 0 && critical.every((c) => c.pattern !== undefined);
}

/** ✅ / ❌ / ⚠️ for the headline. */
export function verdictIcon(model: ReportModel): string {
  if (model.verdict === 'fail') return '❌';
  const { critical, warning } = model.report.counts;
  return critical + warning > 0 ? '⚠️' : '✅';
}

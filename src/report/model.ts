import { isJsonObject, type JsonValue } from '../json.js';
import { showInvisible } from '../diff/text/invisible.js';
import { boundedSentenceDiff, boundedWordDiff } from '../diff/text/wordDiff.js';
import { spellingVerdict } from '../diff/catalogue.js';
import { SEVERITIES, type CapabilityRef, type Change, type Severity } from '../diff/types.js';
import { RISK_LEVELS, type RiskLevel } from '../risk/types.js';
import { changeDanger, dangerLabel, hasCriticalSignal, signalsOf } from './danger.js';
import { acceptedCount, capabilityTypeLabel, definitionKey, serverLabel } from './labels.js';
import type { CheckReport, JsonReport } from './types.js';

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
}

export const REVIEW_FIRST_MAX = 8;
/** A change repeated on at least this many capabilities is folded into one pattern line. */
export const PATTERN_MIN_CAPABILITIES = 3;
/** Evidence of one change: lines and characters per line. */
const MAX_EVIDENCE_LINES = 6;
const MAX_EVIDENCE_CHARS = 400;
const MAX_EVIDENCE_PER_CAPABILITY = 3;

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

/** `project`, `filter.status` from `/inputSchema/properties/filter/properties/status`; else the pointer's last token. */
export function subjectOf(pointer: string | undefined): string | undefined {
  if (pointer === undefined || pointer === '') return undefined;
  const tokens = pointer.split('/').slice(1).map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
  const names: string[] = [];
  tokens.forEach((token, index) => {
    if (tokens[index - 1] === 'properties' && token !== 'properties') names.push(token);
  });
  if (names.length > 0) {
    const last = tokens[tokens.length - 1];
    const tail = tokens[tokens.length - 2] === 'properties' || last === undefined ? '' : `/${last}`;
    return `${names.join('.')}${tail === '/properties' ? '' : tail}`;
  }
  return tokens[tokens.length - 1];
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
      if (sentence !== '') lines.push({ sign: part.added ? '+' : '-', text: clipText(sentence, MAX_EVIDENCE_CHARS) });
    }
  }
  // Removed lines first, so each block reads as a two-line diff.
  return [...lines.filter((l) => l.sign === '-'), ...lines.filter((l) => l.sign === '+')];
}

function schemaType(schema: JsonValue | undefined): string {
  if (!isJsonObject(schema)) return 'any';
  const type = schema.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.join(' | ');
  if (Array.isArray(schema.enum)) return `enum ${clipText(JSON.stringify(schema.enum), 80)}`;
  return 'schema';
}

function describeParameter(name: string, schema: JsonValue | undefined, required: boolean): string {
  const description = isJsonObject(schema) && typeof schema.description === 'string' ? `: ${schema.description}` : '';
  return clipText(`${name} (${schemaType(schema)}${required ? ', required' : ', optional'})${description}`.replace(/\s+/g, ' '), MAX_EVIDENCE_CHARS);
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
export function changeEvidence(change: Change): Evidence | undefined {
  const label: Phrase = [];
  const subject = subjectOf(change.pointer);
  const lines: EvidenceLine[] = [];
  if (typeof change.after === 'string' && (typeof change.before === 'string' || change.before === undefined) && change.pointer !== undefined) {
    label.push({ code: subject ?? 'text' });
    lines.push(...sentenceDiff(change.before ?? '', change.after));
  } else if (change.kind.endsWith('_added') && !change.pointer && change.after !== undefined) {
    label.push(`new ${capabilityTypeLabel(change.capability.type)}`);
    const definition = change.after;
    if (isJsonObject(definition) && typeof definition.description === 'string') {
      lines.push({ sign: '+', text: clipText(showInvisible(definition.description).replace(/\s+/g, ' '), MAX_EVIDENCE_CHARS) });
    }
    // What a text signal found comes before the parameters: the clipped description may not reach it.
    for (const reason of change.reasons.filter((r) => r.startsWith('signal '))) lines.push({ sign: ' ', text: clipText(showInvisible(reason), MAX_EVIDENCE_CHARS) });
    for (const parameter of parametersOf(definition)) lines.push({ sign: '+', text: `parameter ${parameter}` });
  } else if (subject !== undefined && isJsonObject(change.after) && /propert|param|argument/.test(change.rule)) {
    label.push('parameter ', { code: subject });
    const name = subject.split('.').pop() ?? subject;
    lines.push({ sign: '+', text: describeParameter(name, change.after, /required/.test(change.rule)) });
  } else if (subject !== undefined && /made_optional|made_required/.test(change.rule)) {
    label.push('parameter ', { code: subject });
    lines.push({ sign: ' ', text: ruleWords(change.rule) });
  }
  const shownAsText = lines.length > 0 && typeof change.after === 'string';
  const newDefinition = label.length > 0 && change.kind.endsWith('_added') && !change.pointer;
  const reasons = change.reasons.filter((reason) => !/^risk (LOW|MEDIUM|HIGH|CRITICAL)$/.test(reason) && !(shownAsText && reason.startsWith('word diff')) && !(newDefinition && reason.startsWith('signal ')));
  if (reasons.length > 0) {
    if (label.length === 0) label.push(change.rule === 'risk_level_raised' ? 'risk reasons' : subject === undefined ? 'reasons' : { code: subject });
    for (const reason of reasons) lines.push({ sign: ' ', text: clipText(showInvisible(reason), MAX_EVIDENCE_CHARS) });
  }
  if (lines.length === 0) {
    if (change.before === undefined && change.after === undefined) return undefined;
    label.push(subject === undefined ? 'value' : { code: subject });
    if (change.before !== undefined) lines.push({ sign: '-', text: clipText(JSON.stringify(change.before), MAX_EVIDENCE_CHARS) });
    if (change.after !== undefined) lines.push({ sign: '+', text: clipText(JSON.stringify(change.after), MAX_EVIDENCE_CHARS) });
  }
  if (lines.length > MAX_EVIDENCE_LINES) {
    const left = lines.length - MAX_EVIDENCE_LINES + 1;
    lines.splice(MAX_EVIDENCE_LINES - 1, lines.length, { sign: ' ', text: `(${left} more lines)` });
  }
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
        ...(patternOf.has(change) ? { pattern: patternOf.get(change) } : {}),
      }))
      .sort((a, b) => b.danger - a.danger);
    const counted = changes.filter((c) => c.accepted === undefined);
    const worst = counted.reduce<Severity>((w, c) => (rank(c.severity) < rank(w) ? c.severity : w), 'safe');
    // Patterned changes say the same on every capability: evidence comes from what is particular here first.
    const evidenceFrom = [...views.filter((v) => v.pattern === undefined), ...views.filter((v) => v.pattern !== undefined)]
      .filter((v) => v.change.accepted === undefined && rank(v.change.severity) <= Math.max(rank('warning'), rank(worst)) && v.change.severity !== 'safe');
    const evidence = evidenceFrom.map((v) => changeEvidence(v.change)).filter((e): e is Evidence => e !== undefined).slice(0, MAX_EVIDENCE_PER_CAPABILITY);
    return {
      key,
      ref,
      worst,
      danger: (views[0]?.danger ?? 0) + Math.min(counted.length, 99) / 100,
      why: views[0] ? dangerLabel(views[0].change) : '',
      changes: views,
      evidence,
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

/** ✅ / ❌ / ⚠️ for the headline. */
export function verdictIcon(model: ReportModel): string {
  if (model.verdict === 'fail') return '❌';
  const { critical, warning } = model.report.counts;
  return critical + warning > 0 ? '⚠️' : '✅';
}

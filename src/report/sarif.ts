import { sidesLine } from './sides.js';
import { catalogue, findRule } from '../diff/catalogue.js';
import type { Change, RuleDefinition, Severity } from '../diff/types.js';
import { lockfileLineLocator } from '../core/lockfileLocations.js';
import { GATE_VERSION } from '../version.js';
import { escapeJsonInvisibles, sanitizeTerminal } from './escape.js';
import { buildReportModel, changeEvidence, phraseText, type CapabilityView } from './model.js';
import type { CheckReport, JsonReport, SarifOptions } from './types.js';
import { alsoReviewLines, sidesLinePlain, triggerLinePlain, type TriggerView } from './triggers.js';

/** The fingerprint key of `partialFingerprints`; bump the version if `Change.id` ever changes meaning. */
export const SARIF_FINGERPRINT_KEY = 'mcpDriftGate/v1';
export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';

export type SarifLevel = 'error' | 'warning' | 'note' | 'none';

export const SARIF_LEVEL: Record<Severity, SarifLevel> = { critical: 'error', warning: 'warning', info: 'note', safe: 'none' };

/**
 * GitHub code scanning reads `security-severity` (a string, 0.0 to 10.0) on rules tagged `security`
 * and maps it to its own labels: over 9.0 critical, 7.0-8.9 high, 4.0-6.9 medium, 0.1-3.9 low.
 * Ours: critical 9.0 (critical), warning 5.0 (medium), info 2.0 (low), safe 0.0 (none shown).
 */
export const SECURITY_SEVERITY: Record<Severity, string> = { critical: '9.0', warning: '5.0', info: '2.0', safe: '0.0' };

type Message = { text: string };

export interface SarifRule {
  id: string;
  name: string;
  shortDescription: Message;
  fullDescription: Message;
  help: Message;
  defaultConfiguration: { level: SarifLevel };
  properties: { 'security-severity': string; tags: string[]; kind?: string; direction?: string };
}

interface SarifLocation {
  physicalLocation: {
    artifactLocation: { uri: string; uriBaseId: string };
    region: { startLine: number };
  };
  message?: Message;
}

export interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: SarifLevel;
  message: Message;
  locations: SarifLocation[];
  partialFingerprints: Record<string, string>;
  suppressions?: Array<{ kind: 'external'; status: 'accepted'; justification: string }>;
  properties: Record<string, string | string[]>;
}

export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: Array<{
    tool: { driver: { name: string; version: string; semanticVersion: string; rules: SarifRule[] } };
    automationDetails: { id: string };
    results: SarifResult[];
    properties: Record<string, unknown>;
  }>;
}

/** `tool_input_schema_changed` -> `ToolInputSchemaChanged` (SARIF's `name` is an identifier-like label). */
function ruleName(id: string): string {
  return id
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** The first clause of a catalogue description: "what it detects", before the "why" after `;`. */
function shortDescription(description: string): string {
  const clause = description.split(/;\s/)[0] ?? description;
  return clause.length <= 1024 ? clause : `${clause.slice(0, 1021)}...`;
}

function sarifRule(rule: RuleDefinition): SarifRule {
  return {
    id: rule.id,
    name: ruleName(rule.id),
    shortDescription: { text: shortDescription(rule.description) },
    fullDescription: { text: rule.description },
    help: { text: `${rule.description}\nExample: ${rule.example}` },
    defaultConfiguration: { level: SARIF_LEVEL[rule.defaultSeverity] },
    properties: {
      'security-severity': SECURITY_SEVERITY[rule.defaultSeverity],
      tags: ['security', 'mcp', 'drift', rule.kind],
      kind: rule.kind,
      direction: rule.direction,
    },
  };
}

/** A rule the catalogue does not know (a report written by another gate version): described from the change. */
function unknownRule(change: Change): SarifRule {
  const description = `Rule ${change.rule} (not in this gate's catalogue).`;
  return {
    id: change.rule,
    name: ruleName(change.rule),
    shortDescription: { text: description },
    fullDescription: { text: description },
    help: { text: description },
    defaultConfiguration: { level: SARIF_LEVEL[change.defaultSeverity ?? change.severity] },
    properties: {
      'security-severity': SECURITY_SEVERITY[change.defaultSeverity ?? change.severity],
      tags: ['security', 'mcp', 'drift', change.kind],
      kind: change.kind,
    },
  };
}

/** Every catalogue rule, then any rule of the report the catalogue lacks, in first-seen order. */
function rulesFor(changes: readonly Change[]): SarifRule[] {
  const rules = catalogue.map(sarifRule);
  const known = new Set(rules.map((rule) => rule.id));
  for (const change of changes) {
    if (known.has(change.rule) || findRule(change.rule)) continue;
    known.add(change.rule);
    rules.push(unknownRule(change));
  }
  return rules;
}

function location(uri: string, startLine: number, text?: string): SarifLocation {
  return {
    physicalLocation: {
      artifactLocation: { uri: encodeSarifUri(uri), uriBaseId: '%SRCROOT%' },
      region: { startLine: Math.max(1, Math.trunc(startLine)) },
    },
    ...(text === undefined ? {} : { message: { text } }),
  };
}

/** A repo-relative path as a relative URI reference: `/` separators, each segment percent-encoded. */
function encodeSarifUri(repoPath: string): string {
  return repoPath
    .split(/[\\/]+/)
    .filter((segment) => segment !== '' && segment !== '.')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/**
 * SARIF 2.1.0 for GitHub code scanning: one run whose driver carries the whole rule catalogue, one
 * result per change on the lockfile line it is about (plus the tool's source line when known),
 * accepted changes as external suppressions, and the change fingerprint as partial fingerprint
 * so alerts keep their identity across runs.
 */
/** Evidence lines of the change itself (the model's evidence is per capability). */
function evidenceOf(change: Change, view: CapabilityView, triggers: readonly TriggerView[]): string[] {
  const own = changeEvidence(change, triggers);
  const evidence = own ?? view.evidence[0];
  if (evidence === undefined) return [];
  return [`${phraseText(evidence.label)}:`, ...evidence.lines.map((line) => `${line.sign} ${line.text}`)];
}

/** The change's message, then its evidence, each line's controls and bidi overrides shown as escapes. */
function sarifMessage(change: Change, triggers: readonly TriggerView[], evidence: string[], also: string[] = [], footer: string[] = []): string {
  return [...triggers.map((t) => `Trigger: ${triggerLinePlain(t)}`), ...also, change.message, ...evidence, ...footer].map(sanitizeTerminal).join('\n');
}

/** Invisible and bidi characters left anywhere (a property, a suppression's justification) are written as `\uXXXX` escapes. */
export function renderSarif(report: CheckReport | JsonReport, options: SarifOptions): string {
  return `${escapeJsonInvisibles(JSON.stringify(buildSarif(report, options), null, 2))}\n`;
}

export function buildSarif(report: CheckReport | JsonReport, options: SarifOptions): SarifLog {
  const lineOf = options.lockfileText === undefined ? () => 1 : lockfileLineLocator(options.lockfileText);
  const rules = rulesFor(report.changes);
  const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
  // Results in the report model's danger order, each message carrying its evidence (what changed,
  // the added sentence, the new parameter, the reasons), not only its properties.
  const model = buildReportModel(report);
  const ordered = model.capabilities.flatMap((view) => view.changes.map((c) => ({ change: c.change, view, danger: c.danger, triggers: c.triggers })));
  ordered.sort((a, b) => b.danger - a.danger);
  const results = ordered.map(({ change, view, triggers }, index): SarifResult => {
    const locations = [location(options.lockfilePath, lineOf(change), 'Locked entry in the lockfile')];
    const source = change.capability.type === 'tool' ? options.sourceLocations?.get(change.capability.name) : undefined;
    if (source) locations.push(location(source.path, source.line, 'Where the tool is defined'));
    return {
      ruleId: change.rule,
      ruleIndex: ruleIndex.get(change.rule) ?? 0,
      level: SARIF_LEVEL[change.severity],
      // Server text: controls and bidi overrides shown as escapes, so an alert cannot hide or reorder text.
      message: { text: sarifMessage(change, triggers, evidenceOf(change, view, triggers), index === 0 ? alsoReviewLines(model.review, view.key) : [], index === 0 ? [sidesLinePlain(model.sides, model.removed)] : []) },
      locations,
      partialFingerprints: { [SARIF_FINGERPRINT_KEY]: change.id },
      ...(change.accepted === undefined
        ? {}
        : { suppressions: [{ kind: 'external', status: 'accepted', justification: change.accepted.reason }] }),
      properties: {
        severity: change.severity,
        capabilityType: change.capability.type,
        capability: change.capability.name,
        direction: change.direction,
        ...(change.pointer === undefined ? {} : { pointer: change.pointer }),
        ...(change.defaultSeverity === undefined ? {} : { defaultSeverity: change.defaultSeverity }),
        ...(change.accepted?.expires === undefined ? {} : { acceptedUntil: change.accepted.expires }),
        ...(change.reasons.length === 0 ? {} : { reasons: change.reasons }),
      },
    };
  });
  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'mcp-drift-gate', version: GATE_VERSION, semanticVersion: GATE_VERSION, rules } },
        // One category per lockfile, so two gated servers in one repository do not close each other's alerts.
        automationDetails: { id: `mcp-drift-gate/${encodeSarifUri(options.lockfilePath)}/` },
        results,
        properties: { verdict: report.verdict, failOn: report.failOn, counts: report.counts, server: report.server, ...sarifSides(report, options.lockfilePath) },
      },
    ],
  };
}

/** Issue 24: both sides and the lockfile in the run's properties ("header" is the one-line text). */
function sarifSides(report: JsonReport, lockfile: string): Record<string, unknown> {
  const header = sidesLine({ ...report, lockfile });
  return header === undefined ? {} : { locked: report.locked, live: report.live, lockfile, header };
}

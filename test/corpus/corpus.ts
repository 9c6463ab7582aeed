// The issue-10 development corpus (test/fixtures/corpus, format in docs/VERDICTS.md): loading the
// pairs, running the gate over them exactly as `check` does, a plain hash gate beside it, and
// checking each result against its reviewer's label. Shared by corpus.test.ts and verdictsDoc.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareLockfiles, lockfileFromSnapshot } from '../../src/core/gate.js';
import type { Change } from '../../src/diff/types.js';
import type { Lockfile } from '../../src/lockfile/types.js';
import { DEFAULT_POLICY } from '../../src/policy/apply.js';
import { normalizeSnapshot } from '../../src/snapshot/index.js';
import type { NormalizationEnv, Snapshot } from '../../src/snapshot/types.js';

export const CORPUS_DIR = fileURLToPath(new URL('../fixtures/corpus/', import.meta.url));
export const PAIR_KINDS = ['upgrade', 'attack', 'control'] as const;
export type PairKind = (typeof PAIR_KINDS)[number];
export type Expectation = 'fail' | 'pass' | 'either';

/** One entry of a label's `critical` / `notCritical` list. */
export interface LabelEntry {
  /** `tool:<name>`, `prompt:<name>`, `resource:<uri>`, `resourceTemplate:<uriTemplate>` or `server:<field>`. */
  capability: string;
  what: string;
  pointerIncludes?: string;
}

export interface PairLabel {
  kind: PairKind;
  server: string;
  language: string;
  from: string;
  to: string;
  source: string;
  schemaStyle: string;
  expect: Expectation;
  why: string;
  critical: LabelEntry[];
  notCritical?: LabelEntry[];
  /**
   * The batch a pair was added in (issue 21: labelled before the engine ever ran on it). Its
   * first-sight score, taken once, is kept in test/fixtures/corpus/first-sight.json.
   */
  batch?: string;
  /** Held out: a failure on this pair may only be fixed by a change of class, never for the case. */
  heldOut?: boolean;
  /**
   * A label corrected after scoring because its reviewer did not see a change the snapshots hold
   * (a fact, never a judgement): what was wrong, and the label's fields as first given. The
   * first-sight score stays as taken.
   */
  correction?: { why: string; original: { expect: Expectation; why: string } };
}

export interface CorpusPair {
  /** Path of the pair folder relative to the corpus root, e.g. `attacks/tool-poisoning-sidenote`. */
  id: string;
  dir: string;
  label: PairLabel;
  before: Snapshot;
  after: Snapshot;
}

/**
 * Fixed, so a verdict never depends on who runs the corpus. Snapshots are stored raw; run-dependent
 * text in them (a recording machine's paths) stays as recorded on both sides.
 */
export const CORPUS_ENV: NormalizationEnv = { cwd: '/corpus/cwd', home: '/corpus/home', hostname: 'corpus-host', tmpdir: '/corpus/tmp' };
/** Acceptances never apply (the default policy has none); a fixed clock keeps runs identical anyway. */
const NOW = new Date('2026-01-01T00:00:00Z');

const FOLDERS: Record<PairKind, { folder: string; depth: number }> = {
  upgrade: { folder: 'upgrades', depth: 2 }, // upgrades/<server>/<from>__<to>
  attack: { folder: 'attacks', depth: 1 },
  control: { folder: 'controls', depth: 1 },
};

function subdirs(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((name) => statSync(path.join(dir, name)).isDirectory()).sort();
}

const PAIR_FILES = ['label.json', 'before.json', 'after.json'];

/**
 * Every pair folder of one kind, sorted by id: a folder at the pair's depth holding any of the
 * pair files (an incomplete one then fails loudly in loadPair; other folders, e.g. a server's
 * recording notes, are not pairs).
 */
export function pairDirs(kind: PairKind, root = CORPUS_DIR): string[] {
  const { folder, depth } = FOLDERS[kind];
  let level = [path.join(root, folder)];
  for (let i = 0; i < depth; i++) level = level.flatMap((dir) => subdirs(dir).map((name) => path.join(dir, name)));
  return level.filter((dir) => PAIR_FILES.some((file) => existsSync(path.join(dir, file))));
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`corpus file ${file}: ${(error as Error).message}`);
  }
}

export function loadPair(dir: string, root = CORPUS_DIR): CorpusPair {
  return {
    id: path.relative(root, dir).split(path.sep).join('/'),
    dir,
    label: readJson(path.join(dir, 'label.json')) as PairLabel,
    before: readJson(path.join(dir, 'before.json')) as Snapshot,
    after: readJson(path.join(dir, 'after.json')) as Snapshot,
  };
}

export function loadCorpus(root = CORPUS_DIR): CorpusPair[] {
  return PAIR_KINDS.flatMap((kind) => pairDirs(kind, root).map((dir) => loadPair(dir, root)));
}

/** Problems with a label's shape; [] when it follows the format. */
export function labelProblems(label: PairLabel, pairKind: PairKind): string[] {
  const problems: string[] = [];
  if (label.kind !== pairKind) problems.push(`kind is ${JSON.stringify(label.kind)} but the pair lives under ${FOLDERS[pairKind].folder}/`);
  for (const field of ['server', 'language', 'from', 'to', 'source', 'schemaStyle', 'why'] as const) {
    if (typeof label[field] !== 'string' || label[field].trim() === '') problems.push(`${field} must be a non-empty string`);
  }
  if (!['fail', 'pass', 'either'].includes(label.expect)) problems.push(`expect must be fail, pass or either, not ${JSON.stringify(label.expect)}`);
  if (!Array.isArray(label.critical)) problems.push('critical must be an array');
  else if (label.expect === 'fail' && label.critical.length === 0) problems.push('a "fail" label names at least one critical change');
  else if (label.expect === 'pass' && label.critical.length > 0) problems.push('a "pass" label cannot list critical changes');
  if (label.notCritical !== undefined && !Array.isArray(label.notCritical)) problems.push('notCritical must be an array when present');
  if (label.batch !== undefined && (typeof label.batch !== 'string' || label.batch.trim() === '')) problems.push('batch must be a non-empty string when present');
  if (label.heldOut !== undefined && typeof label.heldOut !== 'boolean') problems.push('heldOut must be true or false when present');
  if (label.heldOut === true && label.batch === undefined) problems.push('a held-out pair belongs to a batch');
  if (label.correction !== undefined && (typeof label.correction?.why !== 'string' || label.correction.why.trim() === ''
    || !['fail', 'pass', 'either'].includes(label.correction.original?.expect) || typeof label.correction.original?.why !== 'string')) {
    problems.push('correction needs a why and the original expect and why');
  }
  for (const entry of [...(Array.isArray(label.critical) ? label.critical : []), ...(label.notCritical ?? [])]) {
    if (!/^(tool|prompt|resource|resourceTemplate|server):./s.test(entry?.capability ?? '')) problems.push(`capability ${JSON.stringify(entry?.capability)} is not <type>:<name>`);
    if (typeof entry?.what !== 'string' || entry.what === '') problems.push(`entry ${JSON.stringify(entry?.capability)} has no "what"`);
  }
  return problems;
}

export interface GateRun {
  verdict: 'pass' | 'fail';
  /** Changes that count toward the verdict and are critical. */
  criticals: Change[];
  changes: Change[];
}

export interface HashGateRun {
  verdict: 'pass' | 'fail';
  /** Capabilities added or with a changed digest (server instructions count as one capability). */
  changed: string[];
}

export interface PairResult {
  pair: CorpusPair;
  gate: GateRun;
  hash: HashGateRun;
  /** Where the gate disagrees with the label; [] when it agrees. */
  problems: Disagreement[];
}

/** `missed`: a labelled critical change is not critical; `false-critical`: a critical the label rules out. */
export interface Disagreement {
  type: 'missed' | 'false-critical' | 'verdict';
  text: string;
}

function lockfileOf(snapshot: Snapshot): Lockfile {
  return lockfileFromSnapshot(normalizeSnapshot(snapshot, CORPUS_ENV));
}

/** The gate as `check` runs it: lockfile of before vs live after, snapshot findings, default policy. */
export function runGate(before: Snapshot, after: Snapshot): GateRun {
  const locked = lockfileOf(before);
  const liveSnapshot = normalizeSnapshot(after, CORPUS_ENV);
  const live = lockfileFromSnapshot(liveSnapshot);
  const report = compareLockfiles(locked, live, liveSnapshot, { config: DEFAULT_POLICY, lockfileLabel: 'corpus', now: NOW });
  const criticals = report.changes.filter((c) => c.severity === 'critical' && !c.accepted);
  return { verdict: report.verdict, criticals, changes: report.changes };
}

const SECTIONS = [['tool', 'tools'], ['prompt', 'prompts'], ['resource', 'resources'], ['resourceTemplate', 'resourceTemplates']] as const;

/**
 * A plain hash gate: it fails when any capability is new or its definition digest changed (and
 * when the server's instructions changed), and counts each such capability as one critical.
 * Removals pass: they shrink the surface.
 */
export function runHashGate(before: Snapshot, after: Snapshot): HashGateRun {
  const a = lockfileOf(before);
  const b = lockfileOf(after);
  const changed: string[] = [];
  for (const [type, section] of SECTIONS) {
    const old: Record<string, { digest: string }> = a[section];
    for (const [name, entry] of Object.entries(b[section] as Record<string, { digest: string }>)) {
      if (!Object.hasOwn(old, name) || old[name].digest !== entry.digest) changed.push(`${type}:${name}`);
    }
  }
  if (b.instructions !== undefined && a.instructions !== b.instructions) changed.push('server:instructions');
  return { verdict: changed.length > 0 ? 'fail' : 'pass', changed };
}

const capabilityOf = (change: Change): string => `${change.capability.type}:${change.capability.name}`;

// Without regard to case: a label may name the shared definition a property refers to (`$defs/Ecosystem`), which the
// gate reports at the property that uses it (`.../ecosystem/enum`).
function matches(entry: LabelEntry, change: Change): boolean {
  return capabilityOf(change) === entry.capability && (entry.pointerIncludes === undefined || (change.pointer ?? '').toLowerCase().includes(entry.pointerIncludes.toLowerCase()));
}

/**
 * A labelled critical place is met by a critical change there, or by the critical change of a whole new definition
 * (a new tool, prompt or resource) whose recorded trigger points there: webflow's new `webflow_guide_tool`, labelled
 * critical at its description, is one `tool_added` change whose trigger quotes the order at `/description`.
 */
function meets(entry: LabelEntry, change: Change): boolean {
  if (matches(entry, change)) return true;
  if (capabilityOf(change) !== entry.capability || entry.pointerIncludes === undefined || (change.pointer ?? '') !== '') return false;
  const place = entry.pointerIncludes.toLowerCase();
  return (change.triggers ?? []).some((trigger) => 'pointer' in trigger && typeof trigger.pointer === 'string' && trigger.pointer.toLowerCase().includes(place));
}

const describe = (change: Change): string => `${change.rule} on ${capabilityOf(change)}${change.pointer ? ` at ${change.pointer}` : ''}: ${change.message}`;

/** Every way the gate's result contradicts the label (the assertions of the corpus test). */
export function labelDisagreements(label: PairLabel, gate: GateRun): Disagreement[] {
  const problems: Disagreement[] = [];
  const missed = (text: string) => problems.push({ type: 'missed', text: `missed: ${text}` });
  const falseCritical = (text: string) => problems.push({ type: 'false-critical', text: `false critical: ${text}` });
  for (const entry of label.critical) {
    if (!gate.criticals.some((change) => meets(entry, change))) {
      const near = gate.changes.filter((change) => matches(entry, change)).map((change) => `${change.severity} ${describe(change)}`);
      missed(`${entry.capability}${entry.pointerIncludes ? ` (${entry.pointerIncludes})` : ''} ${entry.what} is not critical` +
        (near.length > 0 ? `; the gate saw: ${near.join(' | ')}` : '; the gate reported no change there'));
    }
  }
  for (const entry of label.notCritical ?? []) {
    for (const change of gate.criticals.filter((c) => matches(entry, c))) {
      falseCritical(`${entry.what}: ${describe(change)}`);
    }
  }
  if (label.expect === 'pass') {
    for (const change of gate.criticals) {
      if (!(label.notCritical ?? []).some((entry) => matches(entry, change))) falseCritical(describe(change));
    }
  }
  if (label.expect === 'fail' && gate.verdict !== 'fail') problems.push({ type: 'verdict', text: 'verdict is pass, label says fail' });
  if (label.expect === 'pass' && gate.verdict !== 'pass' && gate.criticals.length === 0) problems.push({ type: 'verdict', text: 'verdict is fail without a critical change' });
  return problems;
}

/** The hash gate judged by the same label: its verdict, labelled criticals it flags, criticals in pass pairs. */
export function hashGateAgreement(label: PairLabel, hash: HashGateRun): { agrees: boolean; misses: number; falseCriticals: number } {
  const misses = label.critical.filter((entry) => !hash.changed.includes(entry.capability)).length;
  const falseCriticals = label.expect === 'pass' ? hash.changed.length
    : hash.changed.filter((name) => (label.notCritical ?? []).some((entry) => entry.capability === name) && !label.critical.some((entry) => entry.capability === name)).length;
  const verdictAgrees = label.expect === 'either' || label.expect === hash.verdict;
  return { agrees: verdictAgrees && misses === 0 && falseCriticals === 0, misses, falseCriticals };
}

export function evaluatePair(pair: CorpusPair): PairResult {
  const gate = runGate(pair.before, pair.after);
  const hash = runHashGate(pair.before, pair.after);
  return { pair, gate, hash, problems: labelDisagreements(pair.label, gate) };
}

/** A disagreement with a label that is known and open, with why (test/fixtures/corpus/open-disagreements.json). */
export interface OpenDisagreement {
  pair: string;
  /** Each problem text of the pair starts with one of these. */
  problems: string[];
  why: string;
}

export function readOpenDisagreements(root = CORPUS_DIR): OpenDisagreement[] {
  return readJson(path.join(root, 'open-disagreements.json')) as OpenDisagreement[];
}

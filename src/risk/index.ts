/**
 * Risk inference: which capability categories a tool has (tool-metadata-specification-etdi) and
 * a level LOW < MEDIUM < HIGH < CRITICAL, from the definition alone (the gate never calls tools).
 *
 * Evidence: whole words (plus a few stems, see vocabulary.ts) of the name, title,
 * annotations.title, description and input property names (any depth, through local $ref),
 * string formats of the input schema, and annotations. A word preceded by a negator in the same
 * sentence ("does not execute commands") does not count.
 *
 * Level of each category: the stricter of ETDI's lowest allowed risk level for it and the
 * project's suggestion:
 *   user_interaction LOW; read_file, write_file, network_request MEDIUM;
 *   database_access, system_info HIGH (ETDI lists system_info among high-risk capabilities and
 *   allows database_access only from `high`); execute_command, admin_operation CRITICAL.
 * Modifiers:
 *   - write_file with a destructive verb (delete, overwrite, truncate...) is at least HIGH;
 *   - readOnlyHint true lowers write_file and database_access by one level (never more);
 *   - destructiveHint true (readOnlyHint not true) raises to at least HIGH a tool with a
 *     destructive verb in its own name or with write_file: a write that may destroy.
 * Annotations count by their effective value (absent = spec default: readOnlyHint false,
 * destructiveHint true, idempotentHint false, openWorldHint true), so stating a default changes
 * nothing. A hint at its default is the claim every annotation-less tool makes; alone it says
 * nothing (it would make every tool HIGH and open-world), so it only confirms what the words say:
 * destructive with a destructive verb in the name, or a write. Hints that depart from the default (a
 * read-only claim) lower; hints that newly admit power are the annotation rules' business
 * (tool_annotation_hint_widened), not the level's.
 */
import { isJsonObject, type JsonObject } from '../json.js';
import { effectiveHint } from './hints.js';
import { collectSchemaFacts, type SchemaFacts } from './schema.js';
import { RISK_LEVELS, type CapabilityCategory, type RiskAssessment, type RiskLevel } from './types.js';
import {
  CATEGORY_RULES,
  DESTRUCTIVE_VERBS,
  FILE_NOUNS,
  FILE_PROPERTY_NOUNS,
  NETWORK_FORMATS,
  PAIR_WINDOW,
  READ_VERBS,
  WRITE_VERBS,
  WordSetMatcher,
  type CategoryRule,
  type WordSet,
} from './vocabulary.js';
import { wordRuns, type WordRun } from './words.js';

export type { RiskAssessment, RiskLevel, CapabilityCategory } from './types.js';
export { RISK_LEVELS } from './types.js';

const BASE_LEVEL: Record<CapabilityCategory, RiskLevel> = {
  user_interaction: 'LOW',
  read_file: 'MEDIUM',
  write_file: 'MEDIUM',
  network_request: 'MEDIUM',
  database_access: 'HIGH',
  system_info: 'HIGH',
  execute_command: 'CRITICAL',
  admin_operation: 'CRITICAL',
};
/** Categories that readOnlyHint: true can lower. */
const WRITE_ISH: ReadonlySet<CapabilityCategory> = new Set(['write_file', 'database_access']);
/** Word sets that count only in property names, as WordSets (one object each, for the matcher). */
const PROPERTY_SETS = new Map(
  CATEGORY_RULES.flatMap((rule): Array<[CategoryRule, WordSet]> => (rule.inProperty ? [[rule, { words: rule.inProperty }]] : [])),
);
const FILE_PROPERTY_SET: WordSet = { words: FILE_PROPERTY_NOUNS };
/**
 * Pair verbs and objects as WordSets (one object each, for the matcher), so a unit whose words
 * hold no verb or no object of a pair is skipped without scanning it.
 */
const PAIR_SETS = new Map(
  CATEGORY_RULES.flatMap((rule): Array<[CategoryRule, { verbs: WordSet; objects: WordSet }]> =>
    rule.pairs ? [[rule, { verbs: { words: rule.pairs.verbs }, objects: { words: rule.pairs.objects } }]] : [],
  ),
);
/** Every word set a word is matched against, each word looked up once per text. */
const MATCHER = new WordSetMatcher([
  ...CATEGORY_RULES.map((rule) => rule.anywhere),
  ...PROPERTY_SETS.values(),
  FILE_NOUNS,
  FILE_PROPERTY_SET,
  READ_VERBS,
  WRITE_VERBS,
  DESTRUCTIVE_VERBS,
  ...[...PAIR_SETS.values()].flatMap(({ verbs, objects }) => [verbs, objects]),
]);
/** A reason lists at most this many places; the rest are counted. */
const MAX_PLACES = 3;

/** One place words come from: `name`, `description`, `input property "path"`... */
interface TextUnit {
  where: string;
  isProperty: boolean;
  runs: WordRun[];
  /** masks[r][i]: which of MATCHER's sets runs[r].words[i] belongs to. */
  masks: number[][];
  /** The sets of the unit's words outside a negation (what wordHits and pair verbs can find). */
  liveMask: number;
  /** The sets of all the unit's words (pair objects count even when negated). */
  anyMask: number;
}

interface Hit {
  label: string;
  where: string;
}

/**
 * Version of what assessToolRisk infers. Lockfiles record it, and `check` reuses a locked risk for
 * an identical definition only under the same version: bump it whenever any input's assessment
 * changes (words, categories, levels, reasons).
 */
// 2: issue 10 (effective annotation values, clause-aware words, parameter capability words).
export const RISK_MODEL_VERSION = '2';

export function assessToolRisk(tool: JsonObject): RiskAssessment {
  const schema = collectSchemaFacts(tool.inputSchema);
  const units = textUnits(tool, schema);
  const annotations = isJsonObject(tool.annotations) ? tool.annotations : {};
  const evidence = new Evidence();

  for (const rule of CATEGORY_RULES) {
    for (const unit of units) {
      for (const hit of wordHits(unit, rule.anywhere)) evidence.add(rule.category, hit);
      const inProperty = PROPERTY_SETS.get(rule);
      if (unit.isProperty && inProperty) {
        for (const hit of wordHits(unit, inProperty)) evidence.add(rule.category, hit);
      }
      const pairSets = PAIR_SETS.get(rule);
      if (rule.pairs && pairSets && mayHavePair(unit, pairSets)) {
        for (const hit of pairHits(unit, rule.pairs)) evidence.add(rule.category, hit);
      }
    }
  }

  const nouns = units.flatMap((unit) => [
    ...wordHits(unit, FILE_NOUNS),
    ...(unit.isProperty ? wordHits(unit, FILE_PROPERTY_SET) : []),
  ]);
  const writes = units.flatMap((unit) => wordHits(unit, WRITE_VERBS));
  const reads = units.flatMap((unit) => wordHits(unit, READ_VERBS));
  const destructive = units.flatMap((unit) => wordHits(unit, DESTRUCTIVE_VERBS));
  if (nouns.length > 0) {
    if (writes.length > 0) for (const hit of [...nouns, ...writes]) evidence.add('write_file', hit);
    if (reads.length > 0 || writes.length === 0) for (const hit of [...nouns, ...reads]) evidence.add('read_file', hit);
  }

  for (const { format, property } of schema.formats) {
    if (NETWORK_FORMATS.has(format.toLowerCase())) {
      evidence.add('network_request', { label: `format "${format}"`, where: propertyPlace(property) });
    }
  }
  const readOnly = effectiveHint(annotations, 'readOnlyHint');
  const reasons = evidence.reasons();
  let level: RiskLevel = 'LOW';
  for (const category of evidence.categories()) {
    let contribution = BASE_LEVEL[category];
    if (category === 'write_file' && destructive.length > 0) {
      contribution = atLeast(contribution, 'HIGH');
      reasons.push(`level: write_file with destructive ${describe(destructive)} is at least HIGH`);
    }
    if (readOnly && WRITE_ISH.has(category)) {
      const lowered = RISK_LEVELS[Math.max(0, RISK_LEVELS.indexOf(contribution) - 1)]!;
      if (lowered !== contribution) reasons.push(`level: readOnlyHint is true lowers ${category} from ${contribution} to ${lowered}`);
      contribution = lowered;
    }
    level = atLeast(level, contribution);
  }
  if (effectiveHint(annotations, 'destructiveHint') && !readOnly) {
    // Explicit `true` and absent (spec default true) are one claim: the same level either way.
    const named = destructive.filter((hit) => hit.where === 'name');
    if (named.length > 0) {
      level = atLeast(level, 'HIGH');
      reasons.push(`level: destructive ${describe(named)} with destructiveHint true (explicit or spec default) is at least HIGH`);
    } else if (evidence.categories().includes('write_file')) {
      level = atLeast(level, 'HIGH');
      reasons.push('level: write_file with destructiveHint true (explicit or spec default) is at least HIGH');
    }
  }

  return { level, categories: evidence.categories(), reasons: [...new Set(reasons)].sort() };
}

/** Category -> label -> places, in the order found (name first, properties last). */
class Evidence {
  private readonly found = new Map<CapabilityCategory, Map<string, Set<string>>>();

  add(category: CapabilityCategory, hit: Hit): void {
    let labels = this.found.get(category);
    if (!labels) this.found.set(category, (labels = new Map()));
    let places = labels.get(hit.label);
    if (!places) labels.set(hit.label, (places = new Set()));
    if (hit.where) places.add(hit.where);
  }

  categories(): CapabilityCategory[] {
    return [...this.found.keys()].sort();
  }

  reasons(): string[] {
    const lines: string[] = [];
    for (const [category, labels] of this.found) {
      for (const [label, places] of labels) lines.push(`${category}: ${label}${placesText([...places])}`);
    }
    return lines;
  }
}

function placesText(places: string[]): string {
  if (places.length === 0) return '';
  const shown = places.slice(0, MAX_PLACES).join(', ');
  const rest = places.length - MAX_PLACES;
  return ` in ${shown}${rest > 0 ? ` and ${rest} more` : ''}`;
}

function describe(hits: Hit[]): string {
  const first = hits[0]!;
  return `${first.label} in ${first.where}`;
}

function textUnits(tool: JsonObject, schema: SchemaFacts): TextUnit[] {
  const annotations = isJsonObject(tool.annotations) ? tool.annotations : {};
  const units: TextUnit[] = [];
  const addText = (where: string, value: unknown, prose: boolean, isProperty = false): void => {
    if (typeof value === 'string' && value.length > 0) {
      const runs = wordRuns(value, prose);
      let liveMask = 0;
      let anyMask = 0;
      const masks = runs.map((run) =>
        run.words.map((word, index) => {
          const mask = MATCHER.mask(word);
          anyMask |= mask;
          if (!run.negated[index]) liveMask |= mask;
          return mask;
        }),
      );
      units.push({ where, isProperty, runs, masks, liveMask, anyMask });
    }
  };
  addText('name', tool.name, false);
  addText('title', tool.title, true);
  addText('annotations.title', annotations.title, true);
  addText('description', tool.description, true);
  for (const property of schema.propertyNames) {
    addText(propertyPlace(property), property, false, true);
  }
  return units;
}

function propertyPlace(property: string): string {
  return property === '(root)' ? 'input schema' : `input property "${property}"`;
}

function wordHits(unit: TextUnit, wordSet: WordSet): Hit[] {
  const bit = MATCHER.bit(wordSet);
  if ((unit.liveMask & bit) === 0) return [];
  const hits: Hit[] = [];
  unit.runs.forEach((run, r) => {
    const masks = unit.masks[r]!;
    run.words.forEach((word, index) => {
      if (!run.negated[index] && (masks[index]! & bit) !== 0) hits.push({ label: `word "${word}"`, where: unit.where });
    });
  });
  return hits;
}

/** False when the unit has no verb outside a negation or no object of the pair: pairHits finds nothing. */
function mayHavePair(unit: TextUnit, pairSets: { verbs: WordSet; objects: WordSet }): boolean {
  return (unit.liveMask & MATCHER.bit(pairSets.verbs)) !== 0 && (unit.anyMask & MATCHER.bit(pairSets.objects)) !== 0;
}

function pairHits(unit: TextUnit, pairs: { verbs: ReadonlySet<string>; objects: ReadonlySet<string> }): Hit[] {
  const hits: Hit[] = [];
  for (const run of unit.runs) {
    run.words.forEach((word, index) => {
      if (run.negated[index] || !pairs.verbs.has(word)) return;
      const end = Math.min(run.words.length, index + 1 + PAIR_WINDOW + 1);
      for (let next = index + 1; next < end; next++) {
        const object = run.words[next]!;
        if (pairs.objects.has(object)) {
          hits.push({ label: `words "${word} ... ${object}"`, where: unit.where });
          break;
        }
      }
    });
  }
  return hits;
}

function atLeast(level: RiskLevel, floor: RiskLevel): RiskLevel {
  return RISK_LEVELS.indexOf(level) >= RISK_LEVELS.indexOf(floor) ? level : floor;
}

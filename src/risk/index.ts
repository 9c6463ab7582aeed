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
import { resolveLocalRef } from '../jsonPointer.js';
import { isJsonObject, type JsonObject } from '../json.js';
import { effectiveHint } from './hints.js';
import { collectSchemaFacts, type SchemaFacts } from './schema.js';
import { RISK_LEVELS, type CapabilityCategory, type RiskAssessment, type RiskLevel } from './types.js';
import {
  CATEGORY_RULES,
  DESTRUCTIVE_VERBS,
  FIELD_MATCH_HEADS,
  FILE_NOUNS,
  FILE_PROPERTY_NOUNS,
  IDENTIFIER_HEADS,
  NETWORK_FORMATS,
  PAIR_WINDOW,
  READ_VERBS,
  WRITE_VERBS,
  WordSetMatcher,
  actingNameWord,
  directionAt,
  type CategoryRule,
  type WordSet,
} from './vocabulary.js';
import { splitWords, wordRuns, type WordRun } from './words.js';
import { toolWithReadableSchemas } from '../zodSchema.js';

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
/** Each category rule with the matcher bits of its word sets (0: the rule has no such set). */
const RULE_BITS = CATEGORY_RULES.map((rule) => {
  const inProperty = PROPERTY_SETS.get(rule);
  const pairSets = PAIR_SETS.get(rule);
  return {
    rule,
    anywhere: MATCHER.bit(rule.anywhere),
    inProperty: inProperty ? MATCHER.bit(inProperty) : 0,
    pairVerbs: pairSets ? MATCHER.bit(pairSets.verbs) : 0,
    pairObjects: pairSets ? MATCHER.bit(pairSets.objects) : 0,
  };
});
const FILE_NOUN_BIT = MATCHER.bit(FILE_NOUNS);
const FILE_PROPERTY_BIT = MATCHER.bit(FILE_PROPERTY_SET);
const READ_BIT = MATCHER.bit(READ_VERBS);
const WRITE_BIT = MATCHER.bit(WRITE_VERBS);
const DESTRUCTIVE_BIT = MATCHER.bit(DESTRUCTIVE_VERBS);
/** A reason lists at most this many places; the rest are counted. */
const MAX_PLACES = 3;

/** A text's words with which of MATCHER's sets each belongs to. */
interface TextWords {
  runs: WordRun[];
  /** masks[r][i]: which of MATCHER's sets runs[r].words[i] belongs to. */
  masks: number[][];
  /** The sets of the text's words outside a negation (what wordHits and pair verbs can find). */
  liveMask: number;
  /** The sets of all the text's words (pair objects count even when negated). */
  anyMask: number;
}

/** One place words come from: `name`, `description`, `input property "path"`... */
interface TextUnit extends TextWords {
  where: string;
  isProperty: boolean;
  /**
   * A parameter of the tool itself (a key of the input schema's root `properties`), not a field
   * nested in a value it takes. Words that count only as property names (`table`, `command`,
   * `host`...) corroborate a capability there; deeper, they name fields of data the tool handles
   * (`table_name` of a graph data model) and stay evidence, but not corroboration.
   */
  topLevel?: boolean;
  /** Titles and description: the tool's own root parameters that take a number, which "fetch a single page" may name (fetchesAPage). */
  ownParameters?: ReadonlySet<string>;
  /** Titles and description: sentences, where a lone noun is no evidence on its own. */
  isProse: boolean;
}

/**
 * Words of input property names by name, shared and never mutated: servers repeat the same
 * property names across thousands of tools. Tool names are unique and prose rarely repeats whole,
 * so neither is kept.
 */
const propertyWords = new Map<string, TextWords>();
const PROPERTY_CACHE_LIMIT = 50_000;

interface Hit {
  label: string;
  where: string;
  /**
   * Evidence of capability on its own (issue 21): a word of the tool's name or of a parameter's
   * name, a format, a verb with its object in a sentence ("downloads the file", "runs the
   * command", "opens a terminal"). A lone noun of prose ("non-terminal", "a download link", "the
   * AWS_PROFILE environment variable") is not.
   */
  strong: boolean;
  /** The words that made the hit (one word, or a verb and its object). */
  words: string[];
}

/** One piece of evidence of a tool's risk, for reports: which category, why, where, and whether it corroborates. */
export interface RiskEvidence {
  category: CapabilityCategory;
  label: string;
  /** `name`, `title`, `annotations.title`, `description`, `input property "x"`, `input schema`, `annotations`. */
  where: string;
  strong: boolean;
  words: string[];
}

/** assessToolRisk with its evidence and the level the corroborated evidence alone reaches. */
export interface DetailedRiskAssessment {
  assessment: RiskAssessment;
  /** The level from strong evidence only (see Hit.strong): a raise beyond it rests on lone prose words. */
  corroboratedLevel: RiskLevel;
  evidence: RiskEvidence[];
}

/**
 * Version of what assessToolRisk infers. Lockfiles record it, and `check` reuses a locked risk for
 * an identical definition only under the same version: bump it whenever any input's assessment
 * changes (words, categories, levels, reasons).
 */
// 2: issue 10 (effective annotation values, clause-aware words, parameter capability words).
// 3: issue 21 (compounds, code spans and identifiers in prose are not the tool's words).
// 4: issue 21 (file paths in prose are not the tool's words).
// 5: issue 21 (a parameter that takes only a number names no file: `maxFiles`; a write word after a determiner, "before an edit", is a noun).
// 6: issue 21 (the blind batches' word changes: plural capitals as one word, URLs/JMESPath; a file word before an
//    identifier or attribute head in a name, `folderId`, `assetFileSize`, and `order_dir`, name no place).
// 7: issue 21 (twenty-fifth batch: a `truncat-` word in a sentence about output shortens what the tool returns;
//    a condition about a thing, "when files have been removed", says when to call the tool, not what it does).
// 8: issue 21 (forty-seventh batch: a noun before `system` names an application, "KuzuMemory system statistics",
//    not the machine's system information). Assessment changes made after 7 without a bump (`kernel` alone is no
//    system_info, among others) are covered by this one too.
// 9: issue 21 (fifty-first batch: a parameter named as a match against a field, `hostname_contains`, names no host
//    and no machine).
// 10: issue 21 (fifty-fifth batch: the name of an operating-system product, NixOS, is no "os" (words.ts, NAMED_OS); a
//    parameter naming a deployment stage, `environment` "Environment name (default: dev)", is not the host's environment).
// 11: issue 21: a tool schema that is a serialised zod 4 object (src/zodSchema.ts) is read as the JSON Schema it
//    stands for, so its parameters carry their classes; `running` before a thing that runs on its own ("List Running
//    Processes") is its state, no "running ... process" pair, and a boolean `include_command` or `include_ip` picks
//    what the result holds, no command or host (fifty-seventh batch).
// 12: issue 21 (the fifty-ninth and sixtieth batches): "X-style"/"X-like" compounds before a word for syntax state a manner ("MongoDB-style filters" use
//    no MongoDB); "fetch the next page of results" pages the tool's own listing; a `require_*` flag of what records hold on a
//    tool that only reads filters them (no safety switch); a boolean or number named for a transcript or history carries no
//    conversation; a file after "per" (`schemas_per_file`) is the unit of a count, no file.
// 13: issue 21 (sixty-sixth batch): "fetch a single page", the page picked by the tool's own `page` parameter, pages its
//    own listing.
export const RISK_MODEL_VERSION = '13';

/**
 * The risk model in use, as the lockfile stage takes it (injected there: it depends on no
 * particular model): lockfiles assessed by this version have their stored risks verified.
 */
export const CURRENT_RISK_MODEL = { version: RISK_MODEL_VERSION, assess: assessToolRisk } as const;

export function assessToolRisk(tool: JsonObject): RiskAssessment {
  return assessToolRiskDetailed(tool).assessment;
}

export function assessToolRiskDetailed(raw: JsonObject): DetailedRiskAssessment {
  // A serialised zod schema is read as the JSON Schema it stands for: its parameters are the tool's.
  const tool = toolWithReadableSchemas(raw);
  const schema = collectSchemaFacts(tool.inputSchema);
  const units = textUnits(tool, schema);
  const annotations = isJsonObject(tool.annotations) ? tool.annotations : {};
  const evidence = new Evidence();
  const strongEvidence = new Evidence();
  const found: RiskEvidence[] = [];
  const add = (category: CapabilityCategory, hit: Hit) => {
    evidence.add(category, hit);
    if (hit.strong) strongEvidence.add(category, hit);
    found.push({ category, label: hit.label, where: hit.where, strong: hit.strong, words: hit.words });
  };

  // A number names no file and no host (`maxFiles` counts files, `max_entities_per_domain` counts per domain); a port still reaches one.
  const counts = countParameters(tool.inputSchema);
  const included = inclusionFlags(tool.inputSchema);
  const fieldMatches = fieldMatchParameters(tool.inputSchema);
  const stageNames = stageNameParameters(tool.inputSchema);
  const ownNameWords = new Set(typeof tool.name === 'string' ? splitWords(tool.name).filter((word) => !GENERIC_NAME_WORDS.has(word)) : []);
  for (const { rule, anywhere, inProperty, pairVerbs, pairObjects } of RULE_BITS) {
    const hits: Hit[] = [];
    for (const unit of units) {
      if (rule.category === 'network_request' && unit.isProperty && counts.has(unit.where) && !unit.runs.some((run) => run.words.includes('port'))) continue;
      // `include_command`, `include_ip`: what the result holds, not a command run or a host reached.
      if ((rule.category === 'network_request' || rule.category === 'execute_command') && unit.isProperty && included.has(unit.where)) continue;
      // `hostname_contains` ("search for hosts by name"): a match against a field names no host and no machine.
      if ((rule.category === 'network_request' || rule.category === 'system_info') && unit.isProperty && fieldMatches.has(unit.where)) continue;
      // `environment` "Environment name (default: dev)": the name of a deployment stage, not the host's environment.
      if (rule.category === 'system_info' && unit.isProperty && stageNames.has(unit.where)) continue;
      addWordHits(hits, unit, anywhere);
      if (unit.isProperty && inProperty !== 0) addWordHits(hits, unit, inProperty, unit.topLevel === true);
      // A pair needs a verb outside a negation and an object (negated or not) in the same unit.
      if (rule.pairs && (unit.liveMask & pairVerbs) !== 0 && (unit.anyMask & pairObjects) !== 0) addPairHits(hits, unit, rule.pairs, ownNameWords);
    }
    for (const hit of hits) add(rule.category, hit);
  }

  const nouns: Hit[] = [];
  // A number names no file: `maxFiles` counts files, `pathLength` measures a path.
  for (const unit of units) {
    if (unit.isProperty && counts.has(unit.where)) continue;
    addWordHits(nouns, unit, FILE_NOUN_BIT);
    if (unit.isProperty) addWordHits(nouns, unit, FILE_PROPERTY_BIT);
  }
  const writes = wordHits(units, WRITE_BIT);
  const reads = wordHits(units, READ_BIT);
  const destructive = wordHits(units, DESTRUCTIVE_BIT);
  if (nouns.length > 0) {
    // Files are corroborated by a file noun in the name or a parameter, or by a verb with a file
    // noun as its object in one sentence ("writes the file").
    // A verb of the tool's name ("read_graph") with a file noun only in its prose is no file access.
    const fileObject = (verbs: Hit[]) => nouns.some((noun) => noun.strong) || verbs.some((verb) => verb.strong && verb.where !== 'name' && fileVerbObject(units, verb));
    const place = (hits: Hit[], strong: boolean): Hit[] => hits.map((hit) => ({ ...hit, strong }));
    if (writes.length > 0) for (const hit of place([...nouns, ...writes], fileObject(writes))) add('write_file', hit);
    if (reads.length > 0 || writes.length === 0) for (const hit of place([...nouns, ...reads], fileObject(reads))) add('read_file', hit);
  }

  for (const { format, property } of schema.formats) {
    if (NETWORK_FORMATS.has(format.toLowerCase())) {
      add('network_request', { label: `format "${format}"`, where: propertyPlace(property), strong: true, words: [format] });
    }
  }
  const readOnly = effectiveHint(annotations, 'readOnlyHint');
  const destructiveHint = effectiveHint(annotations, 'destructiveHint') && !readOnly;
  const full = levelOf(evidence, destructive, readOnly, destructiveHint);
  const corroborated = levelOf(strongEvidence, destructive.filter((hit) => hit.strong), readOnly, destructiveHint);
  for (const reason of full.reasons) {
    if (reason.includes('destructiveHint true')) found.push({ category: 'write_file', label: reason, where: 'annotations', strong: true, words: ['destructiveHint'] });
  }
  return {
    assessment: { level: full.level, categories: evidence.categories(), reasons: [...new Set([...evidence.reasons(), ...full.reasons])].sort() },
    corroboratedLevel: corroborated.level,
    evidence: found,
  };
}

/** Places of the top-level parameters named as a match against a field (`hostname_contains`): two words at least. */
function fieldMatchParameters(schema: unknown): Set<string> {
  const places = new Set<string>();
  if (!isJsonObject(schema) || !isJsonObject(schema.properties)) return places;
  for (const name of Object.keys(schema.properties)) {
    const words = splitWords(name);
    if (words.length > 1 && FIELD_MATCH_HEADS.has(words.at(-1)!)) places.add(propertyPlace(name));
  }
  return places;
}

/** Words of a parameter naming a deployment stage: `environment`, `env_name`, `target_environment`. */
const STAGE_NAME_WORDS: ReadonlySet<string> = new Set(['env', 'environment', 'name', 'stage', 'target']);
/** Names of deployment stages. */
const STAGES: ReadonlySet<string> = new Set(['dev', 'development', 'develop', 'staging', 'stage', 'prod', 'production', 'test', 'testing', 'qa', 'uat', 'sandbox', 'preview', 'local', 'demo']);
/** A variable of the host's environment, its value read, printed or returned. */
const HOST_ENVIRONMENT_TEXT = /\b(?:vars?|variables?|values?|print\w*|read\w*|return\w*|export\w*|PATH|HOME|secrets?|keys?)\b/i;
/** "Environment name", "the name of the target environment", "deployment environment (dev, staging or prod)". */
const STAGE_DESCRIBED = /\b(?:env(?:ironment)?\s+name|name\s+of\s+the\s+(?:target\s+|deployment\s+)?environment|deployment\s+(?:stage|env(?:ironment)?))\b/i;
/**
 * Places of the top-level parameters that name a deployment stage: a name of `env`/`environment` (with name, stage or
 * target words only), a string, documented as a name of one ("Environment name (default: dev)") or whose default,
 * enum or examples are all stage names. A map of variables, or "Environment variables to set", is none.
 */
function stageNameParameters(schema: unknown): Set<string> {
  const places = new Set<string>();
  if (!isJsonObject(schema) || !isJsonObject(schema.properties)) return places;
  for (const [name, property] of Object.entries(schema.properties)) {
    const words = splitWords(name);
    if (!isJsonObject(property) || property.type !== 'string' || !words.some((word) => word === 'env' || word === 'environment') || !words.every((word) => STAGE_NAME_WORDS.has(word))) continue;
    const description = typeof property.description === 'string' ? property.description : '';
    // "Name of the env var to read", "Environment name whose value is returned": a variable of the host's environment.
    if (HOST_ENVIRONMENT_TEXT.test(description)) continue;
    const values = [property.default, ...(Array.isArray(property.enum) ? property.enum : []), ...(Array.isArray(property.examples) ? property.examples : [])].filter((value) => value !== undefined && value !== null);
    const stageValues = values.length > 0 && values.every((value) => typeof value === 'string' && STAGES.has(value.toLowerCase()));
    // Described as an environment's name and naming a stage ("Environment name (default: dev)"), or valued only by stages.
    const describedStage = STAGE_DESCRIBED.test(description) && splitWords(description).some((word) => STAGES.has(word));
    if (describedStage || stageValues) places.add(propertyPlace(name));
  }
  return places;
}

/**
 * Places (`input property "include_ip"`) of the top-level parameters whose every declared type, `null` aside, passes
 * `only`: `{anyOf: [{type: integer}, {type: null}]}` is a nullable count, a count. `named` picks the names to look at.
 */
function parametersTyped(schema: unknown, only: (type: unknown) => boolean, named: (name: string) => boolean = () => true): Set<string> {
  const places = new Set<string>();
  if (!isJsonObject(schema) || !isJsonObject(schema.properties)) return places;
  for (const [name, property] of Object.entries(schema.properties)) {
    if (!isJsonObject(property) || !named(name)) continue;
    const branches = ['anyOf', 'oneOf'].flatMap((key) => (Array.isArray(property[key]) ? property[key] as unknown[] : [])).filter(isJsonObject);
    const types = [property, ...branches].flatMap((node) => (Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type])).filter((type) => type !== 'null');
    if (types.length > 0 && types.every(only)) places.add(propertyPlace(name));
  }
  return places;
}

/**
 * `include_command` ("Include process command lines and arguments in the response"), `include_ip`: a boolean whose name
 * opens with a word of inclusion picks what the result holds; the thing it names is returned, not run or reached. Not
 * `with_upload`: what follows the inclusion word acts, so the flag switches an act on, not a part of the result.
 */
const inclusionFlags = (schema: unknown): Set<string> => parametersTyped(schema, (type) => type === 'boolean', (name) => {
  const words = splitWords(name);
  return INCLUSION_WORDS.has(words[0] ?? '') && !words.slice(1).some(actingNameWord);
});
const INCLUSION_WORDS = new Set(['include', 'includes', 'show', 'with', 'return', 'returns', 'expand', 'display']);

/** Places (`input property "maxFiles"`) of the top-level parameters that take only a number. */
const countParameters = (schema: unknown): Set<string> => parametersTyped(schema, (type) => type === 'integer' || type === 'number');

/** The level of some evidence, and the `level: ...` reasons of its modifiers. */
function levelOf(evidence: Evidence, destructive: Hit[], readOnly: boolean, destructiveHint: boolean): { level: RiskLevel; reasons: string[] } {
  const reasons: string[] = [];
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
  if (destructiveHint) {
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
  return { level, reasons };
}

/** Whether the prose verb of `hit` has a file noun among the next PAIR_WINDOW + 1 words of its sentence. */
function fileVerbObject(units: readonly TextUnit[], hit: Hit): boolean {
  const unit = units.find((candidate) => candidate.where === hit.where);
  if (unit === undefined || unit.isProperty) return true;
  const verb = hit.words[0];
  for (let r = 0; r < unit.runs.length; r++) {
    const { words, negated } = unit.runs[r]!;
    const masks = unit.masks[r]!;
    for (let index = 0; index < words.length; index++) {
      if (words[index] !== verb || negated[index]) continue;
      const end = Math.min(words.length, index + PAIR_WINDOW + 2);
      for (let next = index + 1; next < end; next++) if ((masks[next]! & FILE_NOUN_BIT) !== 0) return true;
    }
  }
  return false;
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

/** The names of the tool's own parameters: the root's `properties` (through a root `$ref`, and in root union branches). */
function rootParameters(schema: unknown): Set<string> {
  const names = new Set<string>();
  if (!isJsonObject(schema)) return names;
  const nodes: unknown[] = [schema];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) if (Array.isArray(schema[key])) nodes.push(...(schema[key] as unknown[]));
  for (let node of nodes) {
    if (isJsonObject(node) && typeof node.$ref === 'string') node = resolveLocalRef(schema, node.$ref);
    if (isJsonObject(node) && isJsonObject(node.properties)) for (const name of Object.keys(node.properties)) names.add(name);
  }
  return names;
}

/** Whether a root parameter takes only a number (or null): `page: integer`. */
function numberValued(schema: unknown, name: string): boolean {
  const properties = isJsonObject(schema) && isJsonObject(schema.properties) ? schema.properties : undefined;
  const node = properties?.[name];
  if (!isJsonObject(node)) return false;
  const types = [node.type, ...(Array.isArray(node.anyOf) ? node.anyOf.map((branch) => (isJsonObject(branch) ? branch.type : undefined)) : [])]
    .flatMap((type) => (Array.isArray(type) ? type : [type])).filter((type) => type !== undefined);
  return types.length > 0 && types.every((type) => type === 'integer' || type === 'number' || type === 'null') && types.some((type) => type !== 'null');
}

function textUnits(tool: JsonObject, schema: SchemaFacts): TextUnit[] {
  const annotations = isJsonObject(tool.annotations) ? tool.annotations : {};
  const units: TextUnit[] = [];
  const addText = (where: string, value: unknown, prose: boolean): void => {
    if (typeof value === 'string' && value.length > 0) units.push({ where, isProperty: false, isProse: prose, ...(prose && { ownParameters: pagingParameters }), ...textWords(value, prose) });
  };
  const parameters = rootParameters(tool.inputSchema);
  // Only a number picks a page of the tool's own listing: a string `page` may be a web page's address.
  const pagingParameters = new Set([...parameters].filter((name) => numberValued(tool.inputSchema, name)));
  addText('name', tool.name, false);
  addText('title', tool.title, true);
  addText('annotations.title', annotations.title, true);
  addText('description', tool.description, true);
  for (const property of schema.propertyNames) {
    if (property.length > 0) {
      units.push({ where: propertyPlace(property), isProperty: true, isProse: false, topLevel: parameters.has(property), ...propertyTextWords(property) });
    }
  }
  return units;
}

function propertyTextWords(property: string): TextWords {
  let words = propertyWords.get(property);
  if (!words) {
    words = textWords(property, false);
    if (propertyWords.size >= PROPERTY_CACHE_LIMIT) propertyWords.clear();
    propertyWords.set(property, words);
  }
  return words;
}

/** Heads of a property name after which a file word names no place: an identifier, or an attribute of a file or folder. */
const NOT_A_PLACE_HEADS: ReadonlySet<string> = new Set([...IDENTIFIER_HEADS, 'size', 'sizes', 'count', 'type', 'types',
  'format', 'extension', 'suffix', 'prefix', 'hash', 'checksum', 'encoding', 'mode']);

/** Words before a noun only: a write word after one of these names an act, it is not a verb. */
const NOUN_LEADS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'each', 'every', 'any', 'its', 'your', 'their', 'our', 'no']);

function textWords(text: string, prose: boolean): TextWords {
  const runs = wordRuns(text, prose, true);
  let liveMask = 0;
  let anyMask = 0;
  const masks = runs.map(({ words, negated }) => {
    const wordMasks = new Array<number>(words.length);
    for (let index = 0; index < words.length; index++) {
      let mask = MATCHER.mask(words[index]!);
      // "before an edit", "each update": a write word after a determiner names the act as a thing
      // the text talks about, not what the tool does (a destructive word still counts).
      if (prose && index > 0 && (mask & WRITE_BIT) !== 0 && (mask & DESTRUCTIVE_BIT) === 0 && NOUN_LEADS.has(words[index - 1]!)) mask &= ~WRITE_BIT;
      // In a name, a file word that modifies another head names an attribute or an identifier, not a
      // place (`assetFileSize`, `folderId`), and `dir` after an order word is a direction (`order_dir`).
      if (!prose && (mask & FILE_NOUN_BIT) !== 0 && ((index < words.length - 1 && NOT_A_PLACE_HEADS.has(words[words.length - 1]!))
        || directionAt(words, index))) mask &= ~FILE_NOUN_BIT;
      wordMasks[index] = mask;
      anyMask |= mask;
      if (!negated[index]) liveMask |= mask;
    }
    return wordMasks;
  });
  return { runs, masks, liveMask, anyMask };
}

function propertyPlace(property: string): string {
  return property === '(root)' ? 'input schema' : `input property "${property}"`;
}

/** Appends to `hits` the unit's words outside a negation that belong to the matcher's set `bit`. */
function addWordHits(hits: Hit[], unit: TextUnit, bit: number, corroborates = true): void {
  if ((unit.liveMask & bit) === 0) return;
  for (let r = 0; r < unit.runs.length; r++) {
    const { words, negated } = unit.runs[r]!;
    const masks = unit.masks[r]!;
    for (let index = 0; index < words.length; index++) {
      if (!negated[index] && (masks[index]! & bit) !== 0) {
        // "It provides URLs to llms.txt files": a file noun after a reference (URLs, links, names of)
        // is what the tool points to, not a file it opens.
        if (bit === FILE_NOUN_BIT && unit.isProse && referencedBy(words, index)) continue;
        // `schemas_per_file`, "one schema per file": a file after "per" is the unit of a count, no file opened.
        if ((bit === FILE_NOUN_BIT || bit === FILE_PROPERTY_BIT) && words[index - 1] === 'per') continue;
        if (unit.isProse && (bit === WRITE_BIT || bit === DESTRUCTIVE_BIT) && shortensOutput(words, index)) continue;
        if (unit.isProse && fetchesAPage(words, index, unit.ownParameters)) continue;
        const strong = corroborates && (!unit.isProse || statesAction(words, index));
        hits.push({ label: `word "${words[index]}"`, where: unit.where, strong, words: [words[index]!] });
      }
    }
  }
}

/** Kinds of document whose parts include tables (a Word file, a web page, a spreadsheet, a slide). */
const DOCUMENT_WORDS: ReadonlySet<string> = new Set(['document', 'documents', 'docx', 'pdf', 'pdfs', 'html', 'markdown',
  'workbook', 'workbooks', 'worksheet', 'worksheets', 'xlsx', 'slide', 'slides', 'presentation', 'presentations', 'pptx', 'paragraph', 'paragraphs', 'latex']);
/** Words naming a store of tables that the database vocabulary does not: a warehouse, a data store. */
const TABLE_STORES: ReadonlySet<string> = new Set(['warehouse', 'warehouses', 'datastore', 'datastores', 'lakehouse', 'dataset', 'datasets']);
/**
 * Words of a parameter name that pick or count a document's tables (`include_tables`, `max_tables`,
 * `table_index`, `table_style`): a database table is named (`table`, `table_name`, `source_table`), a
 * document's is counted, included, indexed or styled.
 */
const TABLE_PART_WORDS: ReadonlySet<string> = new Set(['include', 'max', 'min', 'count', 'index', 'idx', 'mode', 'style', 'format', 'number',
  'position', 'cell', 'cells', 'row', 'rows', 'column', 'columns', 'header', 'headers', 'border', 'borders', 'width', 'layout', 'merge', 'align', 'alignment']);

/** Whether a parameter name's `table` picks, counts or styles a table of a document (see TABLE_PART_WORDS), not a table by name. */
export function namesTablePart(name: string): boolean {
  const words = splitWords(name);
  return words.some((word) => word === 'table' || word === 'tables') && words.some((word) => TABLE_PART_WORDS.has(word));
}

/**
 * Whether a tool's `table` words name parts of a document rather than database tables: its live
 * definition names no database (sql, database, postgres..., a warehouse), and its live or locked text names a
 * kind of document (docx_read_content: "Read ... text content from the document"; office-word's
 * format_table, whose new description dropped the docstring naming "the Word document"). Read by
 * the diff stage, which judges a raise carried only by `table` in parameter names (src/diff/riskRaise.ts).
 */
export function tablesOfDocument(before: JsonObject, after: JsonObject): boolean {
  const database = RULE_BITS.find((bits) => bits.rule.category === 'database_access')!.anywhere;
  const live = textUnits(after, collectSchemaFacts(after.inputSchema));
  if (live.some((unit) => (unit.anyMask & database) !== 0 || unit.runs.some((run) => run.words.some((word) => TABLE_STORES.has(word))))) return false;
  const names = (units: readonly TextUnit[]) => units.some((unit) => !unit.isProperty && unit.runs.some((run) => run.words.some((word, index) => DOCUMENT_WORDS.has(word) && !run.negated[index])));
  if (names(live)) return true;
  const locked = textUnits(before, collectSchemaFacts(before.inputSchema));
  return !locked.some((unit) => (unit.anyMask & database) !== 0) && names(locked);
}

/**
 * Output words: one of them within three words of a `truncat-` word says the tool shortens what it
 * returns ("a truncation line when output exceeds the internal limit", "results are truncated to 50
 * lines"), not that it truncates stored data. Store nouns keep the destructive reading ("truncates
 * the log file", "truncate the table", "truncates the content of the file").
 */
const OUTPUT_WORDS: ReadonlySet<string> = new Set(['output', 'outputs', 'result', 'results', 'response', 'responses', 'line', 'lines',
  'text', 'characters', 'chars', 'tokens', 'content', 'contents', 'preview', 'summary', 'message', 'messages', 'listing', 'entries', 'items']);
const STORE_NOUNS: ReadonlySet<string> = new Set(['file', 'files', 'table', 'tables', 'log', 'logs', 'database', 'databases', 'db', 'disk',
  'collection', 'collections', 'index', 'indices', 'indexes', 'bucket', 'buckets', 'stream', 'streams', 'queue', 'queues', 'journal',
  'journals', 'record', 'records', 'history', 'cache', 'store', 'storage']);
const TRUNCATION_WINDOW = 3;
/**
 * Words that make a `truncat-` word the name of a defect ("fixes the truncation issue", "a truncation bug"):
 * what went wrong with what a tool returned, not an act of the tool.
 */
const DEFECT_NOUNS: ReadonlySet<string> = new Set(['issue', 'issues', 'bug', 'bugs', 'problem', 'problems', 'defect', 'defects', 'glitch']);
/**
 * An output word near the `truncat-` word, and no store noun near it or anywhere after it in the
 * sentence (the object of "truncates the content of the file" comes after the verb); or the word
 * naming a defect (right before issue, bug, problem) with no store noun near it.
 */
function shortensOutput(words: readonly string[], index: number): boolean {
  if (!words[index]!.startsWith('truncat')) return false;
  if (DEFECT_NOUNS.has(words[index + 1] ?? '') && !words.slice(Math.max(0, index - TRUNCATION_WINDOW), index + TRUNCATION_WINDOW + 1).some((word) => STORE_NOUNS.has(word))) return true;
  const near = words.slice(Math.max(0, index - TRUNCATION_WINDOW), index + TRUNCATION_WINDOW + 1);
  return near.some((word) => OUTPUT_WORDS.has(word)) && !near.some((word) => STORE_NOUNS.has(word)) && !words.slice(index + 1).some((word) => STORE_NOUNS.has(word));
}

/** Words that make what is fetched the next part of a listing: "the next page", "more results", "the following batch". */
const PAGE_ORDER_WORDS: ReadonlySet<string> = new Set(['next', 'previous', 'prev', 'following', 'subsequent', 'more', 'additional', 'further', 'another', 'remaining', 'older', 'newer']);
/** "a single page", "one page", "a specific page": one part of the listing, when the tool's own parameter picks it. */
const PAGE_PICK_WORDS: ReadonlySet<string> = new Set(['single', 'one', 'specific', 'given', 'particular', 'individual']);
const PAGE_NOUNS: ReadonlySet<string> = new Set(['page', 'pages', 'batch', 'batches', 'set', 'chunk', 'chunks', 'results', 'items', 'records', 'entries', 'rows']);
/**
 * "The cursor to fetch the next page of results", "use it to fetch more results": a `fetch` whose object is the next part
 * of the listing the tool already returns pages through its own call, no request to another place. Only with the order
 * word ("the next page", "more results"): "fetch the page" may be a web page, and "fetch results from the API" says where.
 */
function fetchesAPage(words: readonly string[], index: number, ownParameters?: ReadonlySet<string>): boolean {
  if (!words[index]!.startsWith('fetch')) return false;
  let at = index + 1;
  while (at < words.length && DETERMINERS.has(words[at]!) && !PAGE_ORDER_WORDS.has(words[at]!)) at++;
  // automox list_device_packages: "Pass an explicit `page` to fetch a single page instead": one page of the tool's own
  // listing, picked by its own `page` parameter.
  if (PAGE_PICK_WORDS.has(words[at] ?? '') && PAGE_NOUNS.has(words[at + 1] ?? '') && ownParameters?.has(words[at + 1]!) === true) {
    const rest = words.slice(at + 2);
    return rest.at(-1) !== 'of' && rest.at(-1) !== 'from' && !rest.some((word) => PAGE_PLACES.has(word) && word !== 'page' && word !== 'pages');
  }
  if (!PAGE_ORDER_WORDS.has(words[at] ?? '')) return false;
  at++;
  // "more results", "the next page", "the next 50 results".
  if (/^\d+$/.test(words[at] ?? '')) at++;
  if (!PAGE_NOUNS.has(words[at] ?? '')) return false;
  // "... of results" is the listing; anything after it in the clause that places the fetch ("from the Exa search service",
  // "of any site", "remotely") or a dangling "of" (a URL taken out of the prose) keeps it a request.
  const rest = words.slice(at + 1);
  if (rest.at(-1) === 'of' || rest.at(-1) === 'from') return false;
  return !rest.some((word) => PAGE_PLACES.has(word));
}
/** Words after a paging fetch that say where it goes. */
const PAGE_PLACES: ReadonlySet<string> = new Set(['from', 'at', 'via', 'over', 'through', 'on', 'site', 'sites', 'website', 'websites', 'web', 'remote',
  'remotely', 'online', 'url', 'urls', 'uri', 'host', 'hosts', 'server', 'servers', 'service', 'services', 'api', 'apis', 'endpoint', 'endpoints', 'internet', 'page', 'pages']);

/** Nouns of a reference to something ("URLs to", "links to", "names of"). */
const REFERENCE_NOUNS = new Set(['url', 'urls', 'uri', 'uris', 'link', 'links', 'reference', 'references', 'names', 'pointers']);
const REFERENCE_WINDOW = 4;
/** Whether the word at `index` is the object of a reference noun before it ("URLs to llms.txt files"). */
function referencedBy(words: readonly string[], index: number): boolean {
  for (let j = Math.max(0, index - REFERENCE_WINDOW); j < index - 1; j++) {
    if (REFERENCE_NOUNS.has(words[j]!) && (words[j + 1] === 'to' || words[j + 1] === 'of' || words[j + 1] === 'for')) return true;
  }
  return false;
}

/** Words that open a noun phrase: what follows a verb as its object. */
const DETERMINERS = new Set(['the', 'a', 'an', 'any', 'all', 'every', 'each', 'your', 'their', 'its', 'his', 'her', 'our', 'my', 'this', 'that', 'these', 'those', 'arbitrary', 'multiple', 'one', 'some', 'new', 'remote', 'local', 'it', 'them']);
/** Words after which a noun ends its phrase (so the noun is the head, not a modifier: "a terminal" vs "a terminal window"). */
const PHRASE_ENDS = new Set(['to', 'in', 'on', 'at', 'for', 'with', 'from', 'into', 'via', 'by', 'and', 'or', 'as', 'using', 'that', 'which', 'if', 'when', 'then', 'so', 'identifier']);
/** Words before a verb: its subject, an auxiliary, "to". */
const VERB_LEADS = new Set(['it', 'this', 'tool', 'that', 'which', 'to', 'can', 'will', 'may', 'and', 'then', 'also', 'directly', 'automatically', 'you', 'we', 'or']);

const verbForm = (words: readonly string[], index: number): boolean => {
  if (index < 0) return false;
  const word = words[index]!;
  return index === 0 || VERB_LEADS.has(words[index - 1]!) || (/[^s]s$/.test(word) && !DETERMINERS.has(words[index - 1]!));
};

/**
 * Whether a capability word of prose is stated as an action: the word used as a verb with an
 * object after it ("downloads the file", "Download a copy"), or the head of the object of a verb
 * ("opens a terminal", "spawns a shell"). A noun used as a name or modifier ("non-terminal",
 * "a download link", "the environment variable", "a data URI") states none.
 */
function statesAction(words: readonly string[], index: number): boolean {
  const previous = words[index - 1];
  const next = words[index + 1];
  const asVerb = next !== undefined && DETERMINERS.has(next) && (previous === undefined || !DETERMINERS.has(previous)) && verbForm(words, index);
  if (asVerb) return true;
  const head = next === undefined || PHRASE_ENDS.has(next);
  if (!head) return false;
  if (previous !== undefined && DETERMINERS.has(previous)) return verbForm(words, index - 2);
  return previous !== undefined && verbForm(words, index - 1) && !DETERMINERS.has(previous);
}

/** The words of all units outside a negation that belong to the matcher's set `bit`, in unit order. */
function wordHits(units: readonly TextUnit[], bit: number): Hit[] {
  const hits: Hit[] = [];
  for (const unit of units) addWordHits(hits, unit, bit);
  return hits;
}

/** Words of a tool's name that name no application: verbs, and what every system-information tool is called. */
const GENERIC_NAME_WORDS = new Set(['get', 'list', 'show', 'read', 'fetch', 'query', 'check', 'system', 'sys', 'info', 'information', 'stats', 'statistics',
  'status', 'health', 'version', 'details', 'overview', 'summary', 'server', 'tool', 'mcp', 'os', 'host', 'machine', 'environment', 'env',
  // The machine's own words: `linux_system_info`, `remote_system_stats`, `docker_system_info` read the host's system.
  'linux', 'windows', 'win', 'mac', 'macos', 'darwin', 'unix', 'local', 'remote', 'docker', 'node', 'device', 'computer', 'kernel', 'hardware', 'cpu',
  'memory', 'disk', 'network', 'process', 'container', 'vm', 'cluster', 'platform']);
/*
 * "Get KuzuMemory system statistics" on `kuzu_stats`: a word of the tool's own name among the two words before
 * `system` names the application whose statistics they are, not the machine's (addPairHits). Adjectives
 * ("comprehensive system information") and the machine's words ("operating system") are no such name.
 */

/** Appends to `hits` each verb outside a negation followed within PAIR_WINDOW words by an object. */
/** Things that run on their own, of which `running` is a state. */
const STATEFUL_OBJECTS = new Set(['process', 'processes', 'container', 'containers', 'job', 'jobs', 'task', 'tasks', 'instance', 'instances', 'service', 'services', 'session', 'sessions', 'pod', 'pods', 'thread', 'threads', 'vm', 'vms', 'workflow', 'workflows']);
/**
 * Verbs after which `running` is the state of their object: "List running processes", "monitor running containers". After
 * any other word (a sentence's start, "of", "for", "Capable of running processes") it may be the act, and counts.
 */
const OBSERVING_VERBS = new Set(['list', 'lists', 'listing', 'show', 'shows', 'showing', 'monitor', 'monitors', 'monitoring', 'get', 'gets', 'view', 'views', 'find', 'finds', 'inspect', 'inspects', 'watch', 'watches', 'display', 'displays', 'count', 'counts', 'kill', 'kills', 'terminate', 'terminates', 'stop', 'stops', 'track', 'tracks']);
function addPairHits(hits: Hit[], unit: TextUnit, pairs: { verbs: ReadonlySet<string>; objects: ReadonlySet<string> }, ownName: ReadonlySet<string>): void {
  for (const { words, negated } of unit.runs) {
    for (let index = 0; index < words.length; index++) {
      const word = words[index]!;
      if (negated[index] || !pairs.verbs.has(word)) continue;
      if (word === 'system' && index > 0 && words.slice(Math.max(0, index - 2), index).some((before) => ownName.has(before))) continue;
      // "monitoring of a running process", "List Running Processes": `running` between a determiner or a verb of observing
      // and a thing that runs on its own says what state it is in; elsewhere ("Capable of running processes", "Start running
      // the process") it may run one, and counts.
      if (word === 'running' && STATEFUL_OBJECTS.has(words[index + 1] ?? '') && (DETERMINERS.has(words[index - 1] ?? '') || OBSERVING_VERBS.has(words[index - 1] ?? ''))) continue;
      const end = Math.min(words.length, index + 1 + PAIR_WINDOW + 1);
      for (let next = index + 1; next < end; next++) {
        const object = words[next]!;
        if (pairs.objects.has(object)) {
          hits.push({ label: `words "${word} ... ${object}"`, where: unit.where, strong: true, words: [word, object] });
          break;
        }
      }
    }
  }
}

function atLeast(level: RiskLevel, floor: RiskLevel): RiskLevel {
  return RISK_LEVELS.indexOf(level) >= RISK_LEVELS.indexOf(floor) ? level : floor;
}

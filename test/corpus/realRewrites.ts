// Real rewrites (issue 21): every model-visible string that changed or appeared between the two
// sides of each recorded upgrade pair of the corpus (every batch) and of the recorded npm pairs
// of test/fixtures/recorded, derived from the snapshots so the set grows with every batch.
// test/fixtures/text/real-rewrites.json is this function's output (`node scripts/real-rewrites.mjs`);
// test/diff/text/directives.test.ts checks that no text signal calls any of them critical, and
// test/corpus/realRewrites.test.ts that the file is what the corpus gives today.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { modelStrings } from '../../src/diff/textSurface.js';
import { isJsonObject, type JsonObject, type JsonValue } from '../../src/json.js';
import { valueAtPointer } from '../../src/jsonPointer.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { collectSchemaFacts } from '../../src/risk/schema.js';
import { statedReachOf } from '../../src/diff/text/reach.js';
import { CORPUS_DIR, loadCorpus, loadPair, type LabelEntry } from './corpus.js';
import path from 'node:path';

export const REAL_REWRITES_FILE = fileURLToPath(new URL('../fixtures/text/real-rewrites.json', import.meta.url));

export interface Rewrite {
  source: string;
  capability: string;
  pointer: string;
  before?: string;
  after: string;
}

export const ABOUT = 'Model-visible strings that changed or appeared between the two sides of each recorded upgrade pair of the corpus '
  + '(test/fixtures/corpus/upgrades, every batch) and of the recorded npm pairs of test/fixtures/recorded: real rewrites a gate must not '
  + 'call critical. Derived by test/corpus/realRewrites.ts (`node scripts/real-rewrites.mjs`): per tool and for the server instructions, '
  + 'the strings with a space of the new side found nowhere in the old definition, with the old string at the same pointer when there was one. '
  + 'Only what a reviewer vouched for: every rewrite of a pair labelled `pass`, and in the other pairs the rewrites at places their label '
  + 'lists as not critical (a `fail` label asserts only its critical entries, an `either` label says reviewers differ).';

const RECORDED = [
  ['@modelcontextprotocol/server-everything', 'server-everything', '2025.8.4', '2026.8.31'],
  ['@modelcontextprotocol/server-filesystem', 'server-filesystem', '2025.7.1', '2026.8.31'],
  ['@modelcontextprotocol/server-memory', 'server-memory', '0.6.2', '2026.8.31'],
] as const;

function recordedSnapshot(file: string): Snapshot {
  return JSON.parse(readFileSync(new URL(`../fixtures/recorded/${file}`, import.meta.url), 'utf8')) as Snapshot;
}

/** Every string of a definition, values and keys: what the old side already said. */
function stringsOf(value: JsonValue | undefined, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const each of value) stringsOf(each, into);
  else if (isJsonObject(value)) for (const [key, each] of Object.entries(value)) { into.add(key); stringsOf(each, into); }
  return into;
}


const listed = (entries: readonly LabelEntry[], capability: string, pointer: string): boolean =>
  entries.some((entry) => entry.capability === capability && (entry.pointerIncludes === undefined || pointer.includes(entry.pointerIncludes)));

/**
 * The rewrites of one pair: new strings of each tool and of the server instructions; with `vouched`,
 * only those at places it lists (undefined: every place).
 */
export function pairRewrites(source: string, before: Snapshot, after: Snapshot, vouched?: readonly LabelEntry[]): Rewrite[] {
  const keep = (capability: string, pointer: string): boolean => vouched === undefined || listed(vouched, capability, pointer);
  const found: Rewrite[] = [];
  const oldTools = new Map((before.listed.tools as JsonObject[]).map((tool) => [String(tool.name), tool]));
  for (const tool of after.listed.tools as JsonObject[]) {
    const capability = `tool:${String(tool.name)}`;
    const old = oldTools.get(String(tool.name));
    const known = stringsOf(old);
    for (const { pointer, text, isKey } of modelStrings(tool)) {
      if (isKey || !text.includes(' ') || known.has(text) || !keep(capability, pointer)) continue;
      const previous = old === undefined ? undefined : valueAtPointer(old, pointer);
      found.push({ source, capability, pointer, ...(typeof previous === 'string' && { before: previous }), after: text });
    }
  }
  const instructions = after.instructions;
  if (typeof instructions === 'string' && instructions !== before.instructions && instructions.includes(' ') && keep('server:instructions', '')) {
    found.push({ source, capability: 'server:instructions', pointer: '', ...(typeof before.instructions === 'string' && { before: before.instructions }), after: instructions });
  }
  return found;
}

/** Every vouched-for rewrite of the corpus's upgrade pairs, and every rewrite of the recorded npm pairs. */
export function corpusRewrites(): Rewrite[] {
  const rewrites: Rewrite[] = [];
  for (const pair of loadCorpus()) {
    if (pair.label.kind !== 'upgrade') continue;
    const vouched = pair.label.expect === 'pass' ? undefined : pair.label.notCritical ?? [];
    rewrites.push(...pairRewrites(`${pair.label.server} ${pair.label.from} -> ${pair.label.to} (corpus ${pair.id})`, pair.before, pair.after, vouched));
  }
  for (const [server, file, from, to] of RECORDED) {
    rewrites.push(...pairRewrites(`${server} ${from} -> ${to} (test/fixtures/recorded)`, recordedSnapshot(`${file}-${from}.snapshot.json`), recordedSnapshot(`${file}-${to}.snapshot.json`)));
  }
  return rewrites;
}

export function readRewrites(): { about: string; rewrites: Rewrite[] } {
  return JSON.parse(readFileSync(REAL_REWRITES_FILE, 'utf8')) as { about: string; rewrites: Rewrite[] };
}

const parameterNames = new Map<string, ReadonlySet<string>>();

/** The two snapshots a rewrite comes from. */
function sidesOf(rewrite: Rewrite): { before: Snapshot; after: Snapshot } | undefined {
  const corpusId = /\(corpus ([^)]+)\)$/.exec(rewrite.source)?.[1];
  if (corpusId !== undefined) return loadPair(path.join(CORPUS_DIR, corpusId));
  const recorded = RECORDED.find(([server, , , to]) => rewrite.source.startsWith(`${server} `) && rewrite.source.includes(`-> ${to} (test/fixtures/recorded)`));
  return recorded === undefined ? undefined
    : { before: recordedSnapshot(`${recorded[1]}-${recorded[2]}.snapshot.json`), after: recordedSnapshot(`${recorded[1]}-${recorded[3]}.snapshot.json`) };
}

/**
 * For a parameter's description, what the locked side (`before` for the upgrade, `after` for the
 * downgrade) already said the parameter reaches, as the gate passes it to the text signals.
 */
export function statedReach(rewrite: Rewrite, locked: 'before' | 'after'): string | undefined {
  const parameter = /^\/inputSchema\/properties\/([^/]+)\/description$/.exec(rewrite.pointer ?? '')?.[1];
  if (!rewrite.capability.startsWith('tool:') || parameter === undefined) return undefined;
  const snapshot = sidesOf(rewrite)?.[locked];
  const tools = (snapshot?.listed.tools as JsonObject[] | undefined) ?? [];
  return statedReachOf(tools.map((tool) => [String(tool.name), tool]), rewrite.capability.slice('tool:'.length), parameter.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/**
 * The names of the tools of the server a rewrite belongs to, on the side that has the rewrite, as the gate passes them to
 * the text signals (a mention of one is a tool_mention; a preference over them routes among the server's own tools).
 */
export function serverToolNames(rewrite: Rewrite): readonly string[] | undefined {
  const after = sidesOf(rewrite)?.after;
  const tools = after?.listed.tools as JsonObject[] | undefined;
  return tools === undefined ? undefined : tools.map((tool) => String(tool.name));
}

/**
 * The input property names of the tool a rewrite belongs to, on the side that has the rewrite, as the
 * gate passes them to the text signals (a data flow between a tool's own parameters is no order).
 */
export function ownParameterNames(rewrite: Rewrite): ReadonlySet<string> | undefined {
  if (!rewrite.capability.startsWith('tool:')) return undefined;
  const key = `${rewrite.source}\u0000${rewrite.capability}`;
  let names = parameterNames.get(key);
  if (names === undefined) {
    const after = sidesOf(rewrite)?.after;
    const tool = (after?.listed.tools as JsonObject[] | undefined)?.find((each) => `tool:${String(each.name)}` === rewrite.capability);
    names = new Set(collectSchemaFacts(tool?.inputSchema).propertyNames);
    parameterNames.set(key, names);
  }
  return names;
}

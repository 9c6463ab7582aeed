/**
 * Word, sentence and line diffs with a work budget (issue 23, item 6). Every caller (the
 * `word diff:` reason, the report's changed sentences, edit patterns and definition patches) goes
 * through here, never through the `diff` package's diff functions directly.
 *
 * The `diff` package's Myers diff costs about (token count) x (edit length): two 10,000-word
 * descriptions that differ throughout took 11-49 s, a 1 MB pair hours. Here each pass is given
 * `maxEditLength` = max(editFloor, work / characters), which bounds it to about
 * 2 x work + (2 x editFloor + 1) x characters token steps (a step costs at most the length of
 * the tokens compared, so characters bound it too). The passes, coarser each time:
 *
 * 1. a word diff of the whole texts, for pairs up to `wholeTextCharacters`: what descriptions
 *    of ordinary length get (exactly `diffWords`' result, whenever it fits the budget);
 * 2. for longer pairs, or past that budget, a sentence diff, then a word diff inside each
 *    changed run of sentences (the runs share one budget; a run past `runCharacters` is not
 *    word-diffed);
 * 3. past the sentence budget, or for a run past its budget, the differing middle shown whole:
 *    common prefix and suffix (cut at whitespace) kept, the rest removed and added as one block.
 *
 * The markdown report's line patches of whole definitions (`boundedTwoFilesPatch`) get the same
 * budget: past it, one hunk shows the differing lines whole between common leading and trailing
 * lines.
 *
 * The budget is counted in work, not wall time, so the same pair gives the same diff on any
 * machine and under any load. A result that fell back says so (`coarse`), and callers report it.
 */
import { createTwoFilesPatch, diffSentences, diffWords, formatPatch, type ChangeObject, type HeaderOptions } from 'diff';

/** One run of a diff: text kept, removed from `before` or added in `after`. */
export type DiffPart = Pick<ChangeObject<string>, 'value' | 'added' | 'removed' | 'count'>;

/**
 * The parts, in order, and how the diff was made. `budgetHit`: the texts were too long for a
 * whole-text pass or it went over budget, so a coarser pass made the diff. `coarse`: some changed text is shown as a whole
 * removed/added block rather than word by word (or sentence by sentence).
 */
export type BoundedDiff = DiffPart[] & { readonly coarse: boolean; readonly budgetHit: boolean };

/**
 * `work`: token steps one diff pass may take for a pair of texts, whatever their length;
 * `editFloor`: the smallest edit length a pass is allowed; `wholeTextCharacters`: the longest
 * pair (both texts, UTF-16 units) word-diffed whole (its edit length is then at least 64);
 * `runCharacters`: the longest run of changed sentences word-diffed, longer runs are shown whole.
 * Short descriptions never reach the budget. Measured costs are in docs/SECURITY.md.
 */
export const WORD_DIFF_BUDGET = { work: 8_000_000, editFloor: 4, wholeTextCharacters: 125_000, runCharacters: 65_536 } as const;

/** The reason line a coarse diff adds next to its `word diff:` line. */
export const COARSE_DIFF_NOTE =
  'diff coarse: the texts differ in too many places to diff word by word within the word-diff budget; changed spans are shown whole';

const maxEditLength = (characters: number): number =>
  Math.max(WORD_DIFF_BUDGET.editFloor, Math.floor(WORD_DIFF_BUDGET.work / Math.max(1, characters)));

/** Frozen: a cached result is shared by every caller. */
function withFlags(parts: DiffPart[], coarse: boolean, budgetHit: boolean): BoundedDiff {
  return Object.freeze(Object.assign(parts, { coarse, budgetHit }));
}

const kept = (value: string): DiffPart => ({ value, added: false, removed: false, count: 1 });
const removed = (value: string): DiffPart => ({ value, added: false, removed: true, count: 1 });
const added = (value: string): DiffPart => ({ value, added: true, removed: false, count: 1 });

/** `\s` at one index, without a regex call for ASCII (the back-off can walk a whole text). */
function isSpaceAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return /\s/.test(text[index]!);
}

/**
 * The coarsest diff: common prefix and suffix kept (cut after whitespace, so no word is split),
 * the middle removed and added whole. Linear in the texts.
 */
export function blockDiff(before: string, after: string): DiffPart[] {
  if (before === after) return before === '' ? [] : [kept(before)];
  const limit = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < limit && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  // Back to just after a whitespace character (or the start).
  while (prefix > 0 && !isSpaceAt(before, prefix - 1)) prefix--;
  let suffix = 0;
  while (suffix < limit - prefix && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix++;
  // Forward to a whitespace character that starts the kept end (or the end).
  while (suffix > 0 && !isSpaceAt(before, before.length - suffix)) suffix--;
  const parts: DiffPart[] = [];
  if (prefix > 0) parts.push(kept(before.slice(0, prefix)));
  const oldMiddle = before.slice(prefix, before.length - suffix);
  const newMiddle = after.slice(prefix, after.length - suffix);
  if (oldMiddle !== '') parts.push(removed(oldMiddle));
  if (newMiddle !== '') parts.push(added(newMiddle));
  if (suffix > 0) parts.push(kept(before.slice(before.length - suffix)));
  return parts;
}

/** A bounded cache of results: the reason and the report diff the same pair more than once per run. */
class PairCache {
  private readonly entries = new Map<string, Map<string, BoundedDiff>>();
  private readonly order: Array<[string, string, number]> = [];
  private characters = 0;

  constructor(private readonly maxCharacters: number) {}

  get(before: string, after: string): BoundedDiff | undefined {
    return this.entries.get(before)?.get(after);
  }

  set(before: string, after: string, value: BoundedDiff): void {
    const size = before.length + after.length;
    if (size > this.maxCharacters) return;
    let inner = this.entries.get(before);
    if (!inner) this.entries.set(before, (inner = new Map()));
    inner.set(after, value);
    this.order.push([before, after, size]);
    this.characters += size;
    while (this.characters > this.maxCharacters) {
      const [oldBefore, oldAfter, oldSize] = this.order.shift()!;
      const oldInner = this.entries.get(oldBefore);
      oldInner?.delete(oldAfter);
      if (oldInner?.size === 0) this.entries.delete(oldBefore);
      this.characters -= oldSize;
    }
  }
}

/** The texts cached are kept alive by the lockfiles anyway; the bound stops a long-lived process from hoarding them. */
const wordCache = new PairCache(16_000_000);
const sentenceCache = new PairCache(16_000_000);

/** Sentence diff within budget, or undefined. */
function sentencesWithin(before: string, after: string): DiffPart[] | undefined {
  return diffSentences(before, after, { maxEditLength: maxEditLength(before.length + after.length) });
}

/**
 * Word diff of `before` -> `after`: exactly `diffWords` while within budget, else sentence by
 * sentence with word diffs inside the changed sentences, else whole changed spans.
 */
export function boundedWordDiff(before: string, after: string): BoundedDiff {
  const cached = wordCache.get(before, after);
  if (cached) return cached;
  const result = computeWordDiff(before, after);
  wordCache.set(before, after, result);
  return result;
}

function computeWordDiff(before: string, after: string): BoundedDiff {
  const characters = before.length + after.length;
  // Pass 1 only where its edit length is worth having; a long text goes sentence by sentence first.
  if (characters <= WORD_DIFF_BUDGET.wholeTextCharacters) {
    const exact = diffWords(before, after, { maxEditLength: maxEditLength(characters) });
    if (exact) return withFlags(exact, false, false);
  }
  const sentences = sentencesWithin(before, after);
  if (!sentences) return withFlags(blockDiff(before, after), true, true);
  // Runs of changed sentences, each word-diffed; the runs share one budget by their length.
  const runs: Array<{ old: string; now: string }> = [];
  const layout: Array<DiffPart | number> = [];
  for (const part of sentences) {
    if (!part.added && !part.removed) {
      layout.push(part);
      continue;
    }
    if (typeof layout[layout.length - 1] !== 'number') {
      layout.push(runs.length);
      runs.push({ old: '', now: '' });
    }
    const run = runs[runs.length - 1]!;
    if (part.removed) run.old += part.value;
    else run.now += part.value;
  }
  const changedCharacters = runs.reduce((sum, run) => sum + run.old.length + run.now.length, 0);
  const editLength = maxEditLength(changedCharacters);
  let coarse = false;
  const parts: DiffPart[] = [];
  for (const item of layout) {
    if (typeof item !== 'number') {
      parts.push(item);
      continue;
    }
    const { old, now } = runs[item]!;
    if (old === '' || now === '') {
      parts.push(old === '' ? added(now) : removed(old));
      continue;
    }
    const words = old.length + now.length <= WORD_DIFF_BUDGET.runCharacters ? diffWords(old, now, { maxEditLength: editLength }) : undefined;
    if (words) parts.push(...words);
    else {
      coarse = true;
      parts.push(...blockDiff(old, now));
    }
  }
  return withFlags(parts, coarse, true);
}

/** Sentence diff of `before` -> `after`: exactly `diffSentences` while within budget, else the changed span whole. */
export function boundedSentenceDiff(before: string, after: string): BoundedDiff {
  const cached = sentenceCache.get(before, after);
  if (cached) return cached;
  const sentences = sentencesWithin(before, after);
  const result = sentences ? withFlags(sentences, false, false) : withFlags(blockDiff(before, after), true, true);
  sentenceCache.set(before, after, result);
  return result;
}

/** The first line of a line patch that went over the budget. */
export const COARSE_PATCH_NOTE = '# diff coarse: too many changed lines to diff within the budget; the differing lines are shown whole';

/** Lines of unchanged context around a coarse hunk, as in a unified diff. */
const PATCH_CONTEXT = 3;

/**
 * `createTwoFilesPatch` under the same budget (the markdown report's per-definition diffs). Over
 * it: one hunk, the common leading and trailing lines kept as context, the rest removed and added
 * whole, and COARSE_PATCH_NOTE first. A side that is empty is diffed exactly: that costs a pass.
 */
export function boundedTwoFilesPatch(oldFileName: string, newFileName: string, oldStr: string, newStr: string, headerOptions?: HeaderOptions): string {
  const options = { ...(headerOptions !== undefined && { headerOptions }) };
  if (oldStr === '' || newStr === '') return createTwoFilesPatch(oldFileName, newFileName, oldStr, newStr, undefined, undefined, options);
  const exact = createTwoFilesPatch(oldFileName, newFileName, oldStr, newStr, undefined, undefined, { ...options, maxEditLength: maxEditLength(oldStr.length + newStr.length) });
  if (exact !== undefined) return exact;
  const oldLines = oldStr.replace(/\n$/, '').split('\n');
  const newLines = newStr.replace(/\n$/, '').split('\n');
  let prefix = 0;
  while (prefix < oldLines.length && prefix < newLines.length && oldLines[prefix] === newLines[prefix]) prefix++;
  let suffix = 0;
  while (suffix < oldLines.length - prefix && suffix < newLines.length - prefix && oldLines[oldLines.length - 1 - suffix] === newLines[newLines.length - 1 - suffix]) suffix++;
  const before = oldLines.slice(Math.max(0, prefix - PATCH_CONTEXT), prefix);
  const after = oldLines.slice(oldLines.length - suffix, oldLines.length - suffix + Math.min(suffix, PATCH_CONTEXT));
  const removedLines = oldLines.slice(prefix, oldLines.length - suffix);
  const addedLines = newLines.slice(prefix, newLines.length - suffix);
  const start = prefix - before.length;
  const patch = formatPatch(
    {
      oldFileName,
      newFileName,
      oldHeader: undefined,
      newHeader: undefined,
      hunks: [{
        oldStart: start + 1,
        oldLines: before.length + removedLines.length + after.length,
        newStart: start + 1,
        newLines: before.length + addedLines.length + after.length,
        lines: [...before.map((l) => ` ${l}`), ...removedLines.map((l) => `-${l}`), ...addedLines.map((l) => `+${l}`), ...after.map((l) => ` ${l}`)],
      }],
    },
    headerOptions,
  );
  return `${COARSE_PATCH_NOTE}\n${patch}`;
}

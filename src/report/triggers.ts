import { isJsonObject, type JsonValue } from '../json.js';
import { valueAtPointer } from '../jsonPointer.js';
import { showInvisible } from '../diff/text/invisible.js';
import type { CapabilityRef, Change, TextTrigger, Trigger } from '../diff/types.js';
import { capabilityTypeLabel } from './labels.js';
import { escapeRegExp } from '../regexp.js';

/**
 * What fired a change, as every surface quotes it first (issue 22): the sentence with the matched
 * words marked, the parameter with its class and tokens, or the structural change. Taken from the
 * change's recorded triggers (issue 21); a change without them (a report of an older gate, or an
 * engine that records only reasons) gets text triggers derived from its `signal <kind>: "…"`
 * reasons by finding the quoted words in its new text.
 */

/** A piece of a quoted sentence; `marked` pieces are the words that fired. */
export interface QuotePart {
  text: string;
  marked: boolean;
}

export interface TriggerView {
  kind: Trigger['kind'];
  /** What fired, e.g. `model_directive, secret_path`, `credential parameter`, `new tool`. */
  label: string;
  /** Where, as the report names it (`description`, `path/description`, `path`); absent for the whole capability. */
  where?: string;
  /** The quote: text triggers give the sentence with marked spans; the others a phrase. */
  parts: QuotePart[];
  /** The sentence as written (text triggers only), to find it in a diff. */
  sentence?: string;
}

/** Longest context shown either side of the marked words in a long sentence. */
const CONTEXT_BEFORE = 140;
const CONTEXT_AFTER = 200;
/** Distinct quotes per change (several signals in one sentence make one quote). */
const MAX_QUOTES_PER_CHANGE = 3;

/** The change's triggers: recorded ones, else text triggers derived from its signal reasons. */
export function triggersOf(change: Change): Trigger[] {
  if (change.triggers !== undefined && change.triggers.length > 0) return change.triggers;
  return derivedTextTriggers(change);
}

/** `signal model_directive at /description: "[obligation] Before …"` -> its parts. */
const SIGNAL_REASON = /^signal ([a-z_]+)(?: at (\/\S*))?: (.*)$/s;

export function derivedTextTriggers(change: Change): TextTrigger[] {
  const out: TextTrigger[] = [];
  for (const reason of change.reasons) {
    const parsed = SIGNAL_REASON.exec(reason);
    if (!parsed) continue;
    const [, signal, pointer, list] = parsed as unknown as [string, string, string | undefined, string];
    const text = textAt(change.after, pointer);
    if (text === undefined) continue;
    for (const quoted of list.matchAll(/"(.*?)"(?=, "|$)/gs)) {
      let word = quoted[1]!;
      let pattern: string | undefined;
      // A directive is reported as `[pattern] sentence`.
      const directive = /^\[([a-z_]+)\] (.*)$/s.exec(word);
      if (signal === 'model_directive' && directive) {
        pattern = directive[1];
        word = directive[2]!;
      }
      const match = locate(text, signal, word);
      if (match === undefined) continue;
      const sentence = sentenceAround(text, match);
      out.push({
        kind: 'text',
        signal,
        ...(pattern === undefined ? {} : { pattern }),
        ...(pointer === undefined ? {} : { pointer }),
        quote: text.slice(sentence[0], sentence[1]),
        sentence,
        match,
      });
    }
  }
  return out;
}

function textAt(after: JsonValue | undefined, pointer: string | undefined): string | undefined {
  if (pointer === undefined) return typeof after === 'string' ? after : undefined;
  if (!isJsonObject(after) && !Array.isArray(after)) return undefined;
  const value = valueAtPointer(after, pointer);
  return typeof value === 'string' ? value : undefined;
}

/** [start, end) of the reported words in the text: as written, else ignoring case, else by their first words. */
function locate(text: string, signal: string, word: string): [number, number] | undefined {
  if (signal === 'invisible_characters') {
    const code = /^U\+([0-9A-F]{4,6})$/.exec(word);
    if (!code) return undefined;
    const char = String.fromCodePoint(Number.parseInt(code[1]!, 16));
    const at = text.indexOf(char);
    return at < 0 ? undefined : [at, at + char.length];
  }
  if (word === '') return undefined;
  const exact = text.indexOf(word);
  if (exact >= 0) return [exact, exact + word.length];
  const lower = text.toLowerCase().indexOf(word.toLowerCase());
  if (lower >= 0 && text.length === text.toLowerCase().length) return [lower, lower + word.length];
  // Detectors read a prose form (whitespace collapsed, identifiers split): match word by word.
  const words = word.split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (words.length === 0) return undefined;
  const loose = new RegExp(words.join('[\\s_]+'), 'iu').exec(text);
  return loose ? [loose.index, loose.index + loose[0].length] : undefined;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** [start, end) of the sentence holding `match` (widened to hold all of it), trailing whitespace trimmed. */
export function sentenceAround(text: string, match: [number, number]): [number, number] {
  let start = match[0];
  let end = match[1];
  for (const segment of segmenter.segment(text)) {
    const segmentEnd = segment.index + segment.segment.length;
    if (segmentEnd <= match[0] || segment.index >= match[1]) {
      if (segment.index >= match[1]) break;
      continue;
    }
    start = Math.min(start, segment.index);
    end = Math.max(end, segmentEnd);
  }
  // A sentence of a bulleted or multi-line text ends at its line.
  const lineStart = text.lastIndexOf('\n', match[0] - 1) + 1;
  const lineEnd = text.indexOf('\n', match[1]);
  start = Math.max(start, lineStart);
  if (lineEnd >= 0) end = Math.min(end, lineEnd);
  // A closing tag alone (`</IMPORTANT>` after the sentence it closes) belongs with that sentence; so does an opening one.
  const segments = [...segmenter.segment(text)];
  const bare = (from: number, to: number) => text.slice(from, to).replace(/<\/?[A-Za-z][^>]*>/g, '').replace(/[\s\p{P}]/gu, '') === '';
  if (bare(start, end)) {
    const previous = segments.filter((segment) => segment.index + segment.segment.length <= start).pop();
    if (previous !== undefined && previous.index >= lineStart) start = previous.index;
  }
  const following = segments.find((segment) => segment.index >= end);
  if (following !== undefined && bare(following.index, following.index + following.segment.length) && (lineEnd < 0 || following.index < lineEnd)) {
    end = following.index + following.segment.length;
  }
  while (end > start && /\s/.test(text[end - 1]!)) end -= 1;
  while (start < end && /\s/.test(text[start]!)) start += 1;
  return [Math.min(start, match[0]), Math.max(end, match[1])];
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

/**
 * The quotes of a change, primary first: text triggers in the same sentence make one quote with
 * each matched span marked and every signal named; then parameter and structure triggers.
 */
export function triggerViews(change: Change): TriggerView[] {
  const views: TriggerView[] = [];
  const textGroups = new Map<string, TextTrigger[]>();
  const order: Array<string | Trigger> = [];
  for (const trigger of triggersOf(change)) {
    if (trigger.kind !== 'text') {
      order.push(trigger);
      continue;
    }
    const key = `${trigger.pointer ?? change.pointer ?? ''}|${trigger.sentence[0]}|${trigger.sentence[1]}`;
    const group = textGroups.get(key);
    if (group) group.push(trigger);
    else {
      textGroups.set(key, [trigger]);
      order.push(key);
    }
  }
  for (const entry of order) {
    if (typeof entry === 'string') views.push(textView(change, textGroups.get(entry)!));
    else if (entry.kind === 'parameter') {
      views.push({
        kind: 'parameter',
        label: `${entry.class.replace(/_/g, ' ')} parameter`,
        where: entry.parameter,
        parts: [
          { text: 'parameter ', marked: false },
          { text: entry.parameter, marked: true },
          { text: ` (${entry.class})${entry.tokens.length === 0 ? '' : `: ${entry.tokens.map((t) => `"${t}"`).join(', ')} in ${entry.evidence}`}`, marked: false },
        ],
      });
    } else if (entry.kind === 'structure') {
      // A structure trigger restates the change's own data, which its old → new line shows right
      // after; quoted only where the change is critical, so the reason it fails stands first.
      if (change.severity !== 'critical') continue;
      const values = (entry.before !== undefined || entry.after !== undefined) && !/->|→/.test(entry.what)
        ? `: ${entry.before ?? 'absent'} → ${entry.after ?? 'absent'}` : '';
      // `destructiveHint false -> true` at /annotations/destructiveHint names its place already.
      const place = subjectOf(entry.pointer);
      const where = place !== undefined && !entry.what.includes(place.split('/').pop()!) ? place : undefined;
      views.push({ kind: 'structure', label: entry.what, ...(where === undefined ? {} : { where }), parts: [{ text: `${entry.what}${values}`, marked: true }] });
    }
  }
  return views.slice(0, MAX_QUOTES_PER_CHANGE);
}

function textView(change: Change, group: TextTrigger[]): TriggerView {
  const first = group[0]!;
  const [start, end] = first.sentence;
  const text = first.quote;
  // Offsets are into the whole new string; the quote is its [start, end) slice.
  const spans = group
    .map((t) => [Math.max(t.match[0], start) - start, Math.min(t.match[1], end) - start] as [number, number])
    .filter(([a, b]) => b > a)
    .sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  const parts: QuotePart[] = [];
  let at = 0;
  for (const [a, b] of merged) {
    if (a > at) parts.push({ text: text.slice(at, a), marked: false });
    parts.push({ text: text.slice(a, b), marked: true });
    at = b;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  // A directive names its pattern (`model_directive (conditional_data_flow)`): what the reviewer judges.
  const signals = [...new Set(group.map((t) => (t.pattern === undefined ? t.signal : `${t.signal} (${t.pattern.replace(/_/g, ' ')})`)))];
  const where = subjectOf(first.pointer ?? change.pointer);
  return {
    kind: 'text',
    label: signals.join(', '),
    ...(where === undefined ? {} : { where }),
    parts: clipAroundMarks(parts.map((p) => ({ ...p, text: showInvisible(p.text).replace(/\s+/g, ' ') }))),
    sentence: text,
  };
}

/** A long sentence keeps the marked words whole and some context either side, elisions marked. */
function clipAroundMarks(parts: QuotePart[]): QuotePart[] {
  const firstMarked = parts.findIndex((p) => p.marked);
  if (firstMarked < 0) return parts;
  const out = parts.map((p) => ({ ...p }));
  const before = out.slice(0, firstMarked).reduce((n, p) => n + p.text.length, 0);
  if (before > CONTEXT_BEFORE) {
    let drop = before - CONTEXT_BEFORE;
    for (let i = 0; i < firstMarked && drop > 0; i++) {
      const take = Math.min(drop, out[i]!.text.length);
      out[i]!.text = out[i]!.text.slice(take);
      drop -= take;
    }
    const lead = out.findIndex((p) => p.text !== '');
    out[lead]!.text = `…${out[lead]!.text.replace(/^\S*\s/, ' ').trimStart()}`;
  }
  let lastMarked = -1;
  out.forEach((p, i) => { if (p.marked) lastMarked = i; });
  const after = out.slice(lastMarked + 1).reduce((n, p) => n + p.text.length, 0);
  if (after > CONTEXT_AFTER) {
    let keep = CONTEXT_AFTER;
    for (let i = lastMarked + 1; i < out.length; i++) {
      const piece = out[i]!;
      if (keep <= 0) piece.text = '';
      else if (piece.text.length > keep) {
        piece.text = `${piece.text.slice(0, keep).replace(/\s\S*$/, '')} …`;
        keep = 0;
      } else keep -= piece.text.length;
    }
  }
  return out.filter((p) => p.text !== '');
}

/** A trigger quote as plain text: the marked words between `>>` and `<<`. */
export function quotePlain(view: TriggerView): string {
  return view.parts.map((p) => (p.marked ? `>>${p.text}<<` : p.text)).join('');
}

/** `model_directive in description: "…"` for one-line surfaces (text, annotations, SARIF). */
export function triggerLinePlain(view: TriggerView): string {
  const where = view.where === undefined ? '' : ` in ${view.where}`;
  return view.kind === 'text' ? `${view.label}${where}: "${quotePlain(view)}"` : `${view.label}${where}: ${quotePlain(view)}`;
}

/**
 * For the first annotation and the first SARIF result (what a reviewer opens first): the quoted
 * triggers of the other capabilities "review these first" names, one line each.
 */
export function alsoReviewLines(review: ReadonlyArray<{ key: string; ref: { type: string; name: string }; triggers: readonly TriggerView[] }>, except: string, max = 3): string[] {
  return review
    .filter((view) => view.key !== except && view.triggers.length > 0)
    .slice(0, max)
    .map((view) => `Also review first: ${view.ref.type} ${view.ref.name}: ${triggerLinePlain(view.triggers[0]!)}`);
}

/** One line for the first annotation and SARIF result: both sides, and the removed capabilities counted. */
export function sidesLinePlain(sides: { locked: string; live: string; lockfile: string; renamed: boolean }, removed: ReadonlyArray<{ type: CapabilityRef['type']; names: string[] }>): string {
  const server = sides.locked === sides.live ? `locked and live ${sides.live}` : `locked ${sides.locked} -> live ${sides.live}${sides.renamed ? ' (server renamed)' : ''}`;
  const gone = removed.map(({ type, names }) => `${names.length} ${capabilityTypeLabel(type)}${names.length === 1 ? '' : 's'} removed (${names.slice(0, 6).join(', ')}${names.length > 6 ? `, +${names.length - 6} more` : ''})`);
  return [`Server: ${server}; lockfile ${sides.lockfile}`, ...gone].join('; ');
}

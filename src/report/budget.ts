/**
 * Budget by priority, never by prefix: items are kept in priority order (then reading order) while
 * they fit, and written back in reading order. Sizes are UTF-8 bytes, what GitHub's limits count.
 */

const encoder = new TextEncoder();

export function byteLength(text: string): number {
  return encoder.encode(text).length;
}

export interface BudgetItem {
  /** Section it is written in (reading order of sections is the renderer's). */
  section: number;
  /** 0 always stays; higher numbers go first when space runs out. */
  priority: number;
  text: string;
  /** What it is, for the note on what was left out (`warning line`). */
  what: string;
  /** Identifies the item for the renderer (e.g. the capability key of a row). */
  key?: string;
  /**
   * Importance within its section (higher first; e.g. danger, risk level). Items of equal rank
   * may replace one another; without it, reading order is the order of importance.
   */
  rank?: number;
}

export interface Selection {
  /** Indexes into the items. */
  kept: Set<number>;
  leftOut: BudgetItem[];
}

/**
 * Greedy by priority, never inverted within a section: once an item of a section does not fit, no
 * less important item of that section (lower rank; without ranks, any later one) is kept, while
 * one of equal rank may still fit; other sections may still fill the room. A section's header and footer count once, with
 * its first kept item. Each item costs its bytes plus a separator (at most two newlines).
 */
export function selectWithin(items: readonly BudgetItem[], headers: Record<number, { open: string; close: string }>, budget: number): Selection {
  const order = items.map((_, index) => index).sort((a, b) => items[a].priority - items[b].priority || a - b);
  const kept = new Set<number>();
  const opened = new Set<number>();
  // Per section, the rank of the most important item left out: nothing ranked below it is kept.
  const cutAt = new Map<number, number>();
  const rankOf = (index: number): number => items[index].rank ?? -index;
  let used = 0;
  for (const index of order) {
    const item = items[index];
    const cut = cutAt.get(item.section);
    if (item.priority > 0 && cut !== undefined && rankOf(index) < cut) continue;
    const header = headers[item.section];
    const headerCost = opened.has(item.section) || header === undefined ? 0 : byteLength(header.open) + byteLength(header.close) + 4;
    const cost = byteLength(item.text) + 2 + headerCost;
    if (item.priority > 0 && used + cost > budget) {
      cutAt.set(item.section, Math.max(cut ?? -Infinity, rankOf(index)));
      continue;
    }
    used += cost;
    opened.add(item.section);
    kept.add(index);
  }
  return { kept, leftOut: items.filter((_, index) => !kept.has(index)) };
}

import { GateError } from '../errors.js';
import { quote, type ListSpec } from './lists.js';

export type RawRequest = (method: string, params: Record<string, unknown> | undefined) => Promise<Record<string, unknown>>;

export interface PageLimits {
  maxPages: number;
  maxItems: number;
}

/**
 * Every item of one list, following `nextCursor` to the end. Raw: items are returned exactly as
 * sent, in order. A repeated cursor or a list past a cap is an error rather than a silent cut,
 * because a truncated snapshot would lock an incomplete trust boundary.
 */
export async function listAllPages(request: RawRequest, spec: ListSpec, limits: PageLimits): Promise<unknown[]> {
  return (await listPages(request, spec, limits)).items;
}

/** JSON-RPC's "method not found". */
const METHOD_NOT_FOUND = -32601;

/** Whether a failed request was answered with JSON-RPC "method not found" (the code is on the error or a cause). */
export function isMethodNotFound(error: unknown): boolean {
  for (let at: unknown = error, depth = 0; at !== null && typeof at === 'object' && depth < 4; at = (at as { cause?: unknown }).cause, depth++) {
    if ((at as { code?: unknown }).code === METHOD_NOT_FOUND) return true;
  }
  return false;
}

/**
 * listAllPages, and for a list the capability does not promise (`spec.optional`) a "method not
 * found" answer to the first page is `unimplemented: true` with no items. Any later page, any other
 * error and every other list still fail: a list cut short is never taken for the whole.
 */
export async function listPages(request: RawRequest, spec: ListSpec, limits: PageLimits): Promise<{ items: unknown[]; unimplemented?: true }> {
  if (spec.optional !== true) return { items: await pagesFrom(request, spec, limits) };
  let first: Record<string, unknown>;
  try {
    first = await request(spec.method, undefined);
  } catch (error) {
    if (isMethodNotFound(error)) return { items: [], unimplemented: true };
    throw error;
  }
  return { items: await pagesFrom(request, spec, limits, first) };
}

async function pagesFrom(request: RawRequest, spec: ListSpec, limits: PageLimits, first?: Record<string, unknown>): Promise<unknown[]> {
  const items: unknown[] = [];
  const seenCursors = new Set<string>();
  let cursor: string | undefined;
  for (let page = 1; ; page++) {
    if (page > limits.maxPages) {
      throw new GateError(
        'pagination_error',
        `${spec.method} returned more than ${limits.maxPages} pages (maxPages cap); refusing to truncate the list`,
      );
    }
    const result = page === 1 && first !== undefined ? first : await request(spec.method, cursor === undefined ? undefined : { cursor });
    const pageItems = result[spec.field];
    if (!Array.isArray(pageItems)) {
      throw new GateError(
        'protocol_error',
        `${spec.method} result field "${spec.field}" is not an array (got ${describe(pageItems)})`,
      );
    }
    if (items.length + pageItems.length > limits.maxItems) {
      throw new GateError(
        'pagination_error',
        `${spec.method} returned more than ${limits.maxItems} items (maxItems cap); refusing to truncate the list`,
      );
    }
    items.push(...pageItems);
    const next = result.nextCursor;
    // Absent, null or empty: the last page (clients commonly loop `while (cursor)`).
    if (next === undefined || next === null || next === '') return items;
    if (typeof next !== 'string') {
      throw new GateError('protocol_error', `${spec.method} nextCursor is not a string (got ${describe(next)})`);
    }
    if (seenCursors.has(next)) {
      throw new GateError(
        'pagination_error',
        `${spec.method} pagination cycle: cursor ${quote(next)} was already returned on an earlier page`,
      );
    }
    seenCursors.add(next);
    cursor = next;
  }
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  return value === null ? 'null' : typeof value;
}


import canonicalize from 'canonicalize';
import type { JsonObject, JsonValue } from '../../json.js';
import { pointerFrom } from '../../jsonPointer.js';

/** Own property only: a schema key named `constructor` or `__proto__` must not reach the prototype. */
export function own(object: JsonObject, key: string): JsonValue | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** Structural equality of two JSON values, key order ignored, -0 and 0 one number (see json.ts). */
export { jsonEquivalent } from '../../json.js';

/** RFC 8785 canonical JSON: a set key for enum values, independent of key order. */
export function canonicalKey(value: JsonValue): string {
  return canonicalize(value) ?? 'undefined';
}

/** Appends reference tokens to a JSON pointer (RFC 6901 escaping). */
export function pointerJoin(pointer: string, ...tokens: Array<string | number>): string {
  return pointer + pointerFrom(tokens);
}

/** Short, single-line rendering of a value for messages; never throws. */
export function preview(value: JsonValue | undefined, limit = 80): string {
  if (value === undefined) return '(absent)';
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return '(value too deep to show)';
  }
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

/** A name quoted for messages, truncated so a huge key cannot flood a report. */
export function quoteName(name: string, limit = 60): string {
  return '`' + (name.length > limit ? `${name.slice(0, limit - 1)}…` : name) + '`';
}

/**
 * Per-object facts about a document, computed in one iterative post-order pass (documents may be
 * nested deeper than the call stack): whether a subtree holds a `$ref` (equal subtrees without one
 * are equal schemas; with one, the targets may differ) and a structural hash, so that unequal
 * subtrees are told apart in O(1) instead of a walk at every level of the comparison.
 */
export class DocumentIndex {
  private readonly holding = new WeakSet<object>();
  private readonly hashes = new WeakMap<object, number>();

  constructor(root: JsonValue) {
    this.index(root);
  }

  holdsRef(value: JsonValue | undefined): boolean {
    if (typeof value !== 'object' || value === null) return false;
    // Objects built while resolving `$ref` siblings are not in the document: index them on demand.
    if (!this.hashes.has(value)) this.index(value);
    return this.holding.has(value);
  }

  hash(value: JsonValue | undefined): number {
    if (typeof value !== 'object' || value === null) return hashScalar(value);
    if (!this.hashes.has(value)) this.index(value);
    return this.hashes.get(value)!;
  }

  private index(root: JsonValue): void {
    // The objects and arrays not indexed yet, in pre-order: read backwards, every child comes
    // before its parent. No frame per node, and each object's keys are listed once.
    const order: Array<JsonValue[] | JsonObject> = [];
    const pending: JsonValue[] = [root];
    while (pending.length > 0) {
      const node = pending.pop()!;
      if (typeof node !== 'object' || node === null || this.hashes.has(node)) continue;
      order.push(node);
      if (Array.isArray(node)) for (const item of node) pending.push(item);
      else for (const key of Object.keys(node)) pending.push(node[key]!);
    }
    for (let i = order.length - 1; i >= 0; i--) {
      const node = order[i]!;
      if (this.hashes.has(node)) continue; // the same object reached twice (not possible in parsed JSON)
      let holds = false;
      let hash: number;
      if (Array.isArray(node)) {
        hash = 0x9e3779b1;
        for (const item of node) {
          hash = Math.imul(hash ^ this.childHash(item), 0x85ebca6b) >>> 0;
          holds ||= this.childHolds(item);
        }
      } else {
        holds = Object.hasOwn(node, '$ref');
        // Sum of per-entry hashes: independent of key order, like equality.
        hash = 0x27d4eb2f;
        for (const key of Object.keys(node)) {
          const item = node[key]!;
          hash = (hash + (Math.imul(hashString(key) ^ this.childHash(item), 0xc2b2ae35) >>> 0)) >>> 0;
          holds ||= this.childHolds(item);
        }
      }
      this.hashes.set(node, hash);
      if (holds) this.holding.add(node);
    }
  }

  private childHash(value: JsonValue): number {
    return typeof value === 'object' && value !== null ? this.hashes.get(value)! : hashScalar(value);
  }

  private childHolds(value: JsonValue): boolean {
    return typeof value === 'object' && value !== null && this.holding.has(value);
  }
}

function hashString(text: string): number {
  let hash = 0x811c9dc5; // FNV-1a
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function hashScalar(value: JsonValue | undefined): number {
  if (typeof value === 'string') return hashString(value);
  return hashString(`${typeof value}:${String(value)}`);
}

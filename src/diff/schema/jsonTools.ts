import canonicalize from 'canonicalize';
import { isJsonObject, type JsonObject, type JsonValue } from '../../json.js';

/** Own property only: a schema key named `constructor` or `__proto__` must not reach the prototype. */
export function own(object: JsonObject, key: string): JsonValue | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/**
 * Structural equality of two JSON values, key order ignored. Iterative (explicit stack), because
 * schemas arrive from servers and may be nested deeper than the call stack allows.
 */
export function jsonEqual(left: JsonValue | undefined, right: JsonValue | undefined): boolean {
  const stack: Array<[JsonValue | undefined, JsonValue | undefined]> = [[left, right]];
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    if (a === b) continue;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    if (Array.isArray(a)) {
      if (!Array.isArray(b) || a.length !== b.length) return false;
      for (let i = 0; i < a.length; i++) stack.push([a[i], b[i]]);
      continue;
    }
    if (Array.isArray(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys) {
      if (!Object.hasOwn(b, key)) return false;
      stack.push([a[key], b[key]]);
    }
  }
  return true;
}

/** RFC 8785 canonical JSON: a set key for enum values, independent of key order. */
export function canonicalKey(value: JsonValue): string {
  return canonicalize(value) ?? 'undefined';
}

/** Appends reference tokens to a JSON pointer (RFC 6901 escaping). */
export function pointerJoin(pointer: string, ...tokens: Array<string | number>): string {
  return pointer + tokens.map((token) => '/' + String(token).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
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
 * Which objects of a document hold a `$ref` somewhere in their subtree. Equal subtrees without one
 * are equal schemas; with one, the targets may differ. Iterative post-order for deep documents.
 */
export class RefIndex {
  private readonly holding = new WeakSet<object>();
  private readonly indexed = new WeakSet<object>();

  constructor(root: JsonValue) {
    this.index(root);
  }

  holdsRef(value: JsonValue | undefined): boolean {
    if (typeof value !== 'object' || value === null) return false;
    // Objects built while resolving `$ref` siblings are not in the document: index them on demand.
    if (!this.indexed.has(value)) this.index(value);
    return this.holding.has(value);
  }

  private index(root: JsonValue): void {
    type Frame = { node: JsonValue[] | JsonObject; children: Array<JsonValue[] | JsonObject>; expanded: boolean };
    const stack: Frame[] = [];
    const push = (node: JsonValue) => {
      if (typeof node === 'object' && node !== null && !this.indexed.has(node)) {
        stack.push({ node, children: [], expanded: false });
      }
    };
    push(root);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      if (!frame.expanded) {
        frame.expanded = true;
        for (const child of Array.isArray(frame.node) ? frame.node : Object.values(frame.node)) {
          if (typeof child === 'object' && child !== null) {
            frame.children.push(child);
            push(child);
          }
        }
        continue;
      }
      stack.pop();
      this.indexed.add(frame.node);
      const selfHasRef = isJsonObject(frame.node) && Object.hasOwn(frame.node, '$ref');
      if (selfHasRef || frame.children.some((child) => this.holding.has(child))) this.holding.add(frame.node);
    }
  }
}

import { isJsonObject, type JsonObject, type JsonValue } from '../../json.js';
import { resolveLocalRef } from '../../jsonPointer.js';
import { own } from './jsonTools.js';
import { isAnnotationKeyword } from './normalize.js';

const MAX_REF_HOPS = 64;

/** The result of following a node's `$ref` chain. */
export interface Dereferenced {
  /** The schema that applies: the final target, or a merge of a target and its `$ref` siblings. */
  node: JsonValue;
  /** True when `node` was built here (target merged with siblings) rather than found in the document. */
  synthetic: boolean;
  /** The `$ref` strings followed, in order. */
  refs: string[];
  /** Annotations seen along the chain; the referencing node's win. */
  annotations: Map<string, JsonValue>;
}

/**
 * Follows local `$ref`s cycle-safely. Siblings of `$ref` apply together with the target (2019-09+):
 * merged into one object when their keywords do not overlap, else as `allOf`. A `$ref` that does not
 * resolve, or a chain of bare `$ref`s that loops, is left in place and compared as opaque.
 */
export function dereference(root: JsonValue, start: JsonObject): Dereferenced {
  const annotations = new Map<string, JsonValue>();
  const refs: string[] = [];
  const seen = new Set<JsonValue>();
  let node: JsonValue = start;
  let synthetic = false;
  // The hop cap stops loops through merged (new) objects, which `seen` cannot recognise.
  for (let hops = 0; isJsonObject(node) && hops < MAX_REF_HOPS; hops++) {
    for (const [key, value] of Object.entries(node)) {
      if (isAnnotationKeyword(key) && !annotations.has(key)) annotations.set(key, value);
    }
    const ref = own(node, '$ref');
    if (typeof ref !== 'string') {
      const folded = foldAllOf(node);
      if (folded === undefined) break;
      node = folded;
      synthetic = true;
      continue;
    }
    if (seen.has(node)) break;
    seen.add(node);
    const target = resolveLocalRef(root, ref);
    if (target === undefined) break;
    refs.push(ref);
    const siblings: Array<[string, JsonValue]> = Object.entries(node).filter(([key]) => key !== '$ref' && !isAnnotationKeyword(key));
    if (siblings.length === 0) {
      node = target;
      continue;
    }
    synthetic = true;
    if (target === true) {
      node = Object.fromEntries(siblings);
    } else if (!isJsonObject(target)) {
      node = { allOf: [target, Object.fromEntries(siblings)] };
    } else {
      const overlap = siblings.some(([key]: [string, JsonValue]) => Object.hasOwn(target, key));
      node = overlap
        ? { allOf: [target, Object.fromEntries(siblings)] }
        : Object.fromEntries([...Object.entries(target), ...siblings]);
    }
  }
  return { node, synthetic, refs, annotations };
}

/**
 * `allOf` members whose keywords do not overlap each other or their parent's say the same as one
 * merged object (pydantic wraps a `$ref` in a one-member `allOf` to give it a description), so
 * they are merged; the parent's annotations win. undefined when there is nothing to fold.
 */
function foldAllOf(node: JsonObject): JsonObject | undefined {
  const members = own(node, 'allOf');
  if (!Array.isArray(members) || members.length === 0 || !members.every(isJsonObject)) return undefined;
  const merged: JsonObject = {};
  const constraining = new Set<string>();
  for (const part of [...(members as JsonObject[]), node]) {
    for (const [key, value] of Object.entries(part)) {
      if (part === node && key === 'allOf') continue;
      if (isAnnotationKeyword(key)) {
        if (part === node || !Object.hasOwn(merged, key)) merged[key] = value;
        continue;
      }
      if (constraining.has(key)) return undefined;
      constraining.add(key);
      merged[key] = value;
    }
  }
  return merged;
}

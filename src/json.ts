/** Plain JSON values: what a server sends and what the lockfile stores. */
export type JsonPrimitive = null | boolean | number | string;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Structural equality of JSON values; object key order does not matter, primitives compare as
 * Object.is (as isDeepStrictEqual does: 0 and -0 differ). Iterative (explicit stack): a
 * definition nested thousands of levels deep must not overflow the call stack.
 */
export function jsonEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  const pending: Array<JsonValue | undefined> = [a, b];
  while (pending.length > 0) {
    const right = pending.pop();
    const left = pending.pop();
    if (left === right) {
      if (left !== 0 || Object.is(left, right)) continue;
      return false; // 0 vs -0
    }
    if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) {
      if (Number.isNaN(left) && Number.isNaN(right)) continue;
      return false;
    }
    if (Array.isArray(left)) {
      if (!Array.isArray(right) || left.length !== right.length) return false;
      for (let i = 0; i < left.length; i++) pending.push(left[i], right[i]);
      continue;
    }
    if (Array.isArray(right)) return false;
    const keys = Object.keys(left);
    if (keys.length !== Object.keys(right).length) return false;
    for (const key of keys) {
      if (!Object.hasOwn(right, key)) return false;
      pending.push(left[key], right[key]);
    }
  }
  return true;
}

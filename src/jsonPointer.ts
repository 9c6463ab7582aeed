import { isJsonObject, type JsonValue } from './json.js';

/**
 * Resolves a local `$ref` (`#`, `#/$defs/x`, `#/definitions/x`, any JSON pointer in a URI fragment)
 * inside `root`. undefined for remote references, anchors and pointers that lead nowhere.
 * Shared by the schema diff and risk inference, which both look through local `$ref`s.
 */
export function resolveLocalRef(root: JsonValue, ref: string): JsonValue | undefined {
  if (!ref.startsWith('#')) return undefined;
  let fragment = ref.slice(1);
  // Percent-escapes are rare in a `$ref`: decode only when there is one.
  if (fragment.includes('%')) {
    try {
      fragment = decodeURIComponent(fragment);
    } catch {
      return undefined;
    }
  }
  return valueAtPointer(root, fragment);
}

/** JSON pointer -> tokens (RFC 6901 unescaping). */
export function pointerTokens(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The value an RFC 6901 pointer (`''`, `/a/0/b~1c`) names inside `root`, or undefined. */
export function valueAtPointer(root: JsonValue, pointer: string): JsonValue | undefined {
  if (pointer === '') return root;
  if (!pointer.startsWith('/')) return undefined;
  let node: JsonValue | undefined = root;
  for (const token of pointer.slice(1).split('/')) {
    const key = token.includes('~') ? token.replace(/~1/g, '/').replace(/~0/g, '~') : token;
    if (Array.isArray(node)) {
      node = /^(0|[1-9]\d*)$/.test(key) ? node[Number(key)] : undefined;
    } else if (isJsonObject(node)) {
      node = Object.hasOwn(node, key) ? node[key] : undefined;
    } else {
      return undefined;
    }
    if (node === undefined) return undefined;
  }
  return node;
}

/** One RFC 6901 reference token: `~` as `~0`, `/` as `~1`. */
export function escapePointerToken(token: string): string {
  // Almost every token (a keyword, a property name, an index) has neither: no new string then.
  if (!token.includes('~') && !token.includes('/')) return token;
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** A JSON pointer from its tokens (`[]` is the whole document, `''`). */
export function pointerFrom(tokens: ReadonlyArray<string | number>): string {
  let pointer = '';
  for (const token of tokens) pointer += `/${typeof token === 'number' ? String(token) : escapePointerToken(token)}`;
  return pointer;
}

import type { JsonObject } from '../json.js';

/**
 * The behaviour hints of MCP tool annotations and the value the spec assumes when a hint is
 * absent. A client must read an absent hint as this default, so absent and explicit default mean
 * the same thing: in the annotation diff (src/diff/annotations.ts) and in risk alike.
 */
export const HINT_DEFAULTS = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
} as const;
export type HintName = keyof typeof HINT_DEFAULTS;

/** A hint's effective value: the annotation when it is a boolean, else the spec default. */
export function effectiveHint(annotations: JsonObject, hint: HintName): boolean {
  const value = Object.hasOwn(annotations, hint) ? annotations[hint] : undefined;
  return typeof value === 'boolean' ? value : HINT_DEFAULTS[hint];
}

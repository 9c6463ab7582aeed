import { GateError } from '../errors.js';

/** Longer patterns are refused: a policy names capabilities, it does not need essays. */
export const MAX_GLOB_LENGTH = 512;

/** A compiled capability-name glob. */
export interface CapabilityGlob {
  readonly source: string;
  test(name: string): boolean;
}

/**
 * A capability-name glob: `*` matches any run of characters (including `/`, since names and URIs
 * are not paths here), `?` exactly one code point; everything else is literal. Whole-name match.
 *
 * Matched without a regular expression: a backtracking engine (RegExp, and picomatch's output) takes
 * exponential time on many stars against a long name. Here the pattern is split at `*` into
 * segments, the first anchored at the start, the last at the end, and each middle one found at its
 * leftmost place after the previous one (leftmost is always safe: a later start only leaves less
 * room). No step is ever retried, so a match costs at most (name length x pattern length).
 */
export function compileGlob(glob: string): CapabilityGlob {
  if (glob.length > MAX_GLOB_LENGTH) {
    throw new GateError('config_invalid', `capability glob is longer than ${MAX_GLOB_LENGTH} characters (${glob.length})`);
  }
  const parts = glob.split('*').map((part) => Array.from(part));
  const wholeName = parts.length === 1;
  return {
    source: glob,
    test(name: string): boolean {
      const text = Array.from(name);
      if (wholeName) return text.length === parts[0]!.length && matchesAt(text, 0, parts[0]!);
      const first = parts[0]!;
      const last = parts[parts.length - 1]!;
      if (text.length < first.length + last.length) return false;
      if (!matchesAt(text, 0, first) || !matchesAt(text, text.length - last.length, last)) return false;
      let from = first.length;
      const end = text.length - last.length;
      for (const middle of parts.slice(1, -1)) {
        const at = find(text, middle, from, end);
        if (at === -1) return false;
        from = at + middle.length;
      }
      return true;
    },
  };
}

/** Whether `segment` (`?` = any one code point) matches `text` at `offset`. */
function matchesAt(text: string[], offset: number, segment: string[]): boolean {
  for (let i = 0; i < segment.length; i++) if (segment[i] !== '?' && segment[i] !== text[offset + i]) return false;
  return true;
}

/** Leftmost offset in [from, end - segment.length] where `segment` matches, or -1. */
function find(text: string[], segment: string[], from: number, end: number): number {
  for (let at = from; at + segment.length <= end; at++) if (matchesAt(text, at, segment)) return at;
  return -1;
}

export function matchesAnyGlob(name: string, globs: readonly CapabilityGlob[]): boolean {
  return globs.some((glob) => glob.test(name));
}

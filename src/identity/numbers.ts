/**
 * Wire number literals (the recorder and its side tables live in ../json.ts, the bottom layer, so
 * the transport can record without depending on this stage); the lockfile form and the lookup
 * the peer serializers use are here.
 */
export {
  attachNumberLiterals, isCanonicalNumberLiteral, numberLiteralsOf, recordWireNumbers, type NumberLiterals,
} from '../json.js';
import type { NumberLiterals } from '../json.js';

/** The lockfile form: pointer -> literal, in pointer order; undefined when empty. */
export function numberLiteralsRecord(literals: NumberLiterals | undefined): Record<string, string> | undefined {
  if (literals === undefined || literals.size === 0) return undefined;
  return Object.fromEntries(literals);
}

/**
 * A lookup for serializers walking a value: `literal(pointer, value)` returns the recorded literal
 * at `pointer` if it denotes `value` (same double), else undefined.
 */
export function literalAt(literals: NumberLiterals | undefined, pointer: string, value: number): string | undefined {
  const literal = literals?.get(pointer);
  if (literal === undefined) return undefined;
  return Object.is(Number(literal), value) || Number(literal) === value ? literal : undefined;
}

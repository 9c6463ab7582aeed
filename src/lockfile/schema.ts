import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
// Import attributes work in Node >= 20.10, vitest and Rollup's json plugin alike, so the schemas
// have one source of truth and ship inside the bundle.
import lockfileSchema from '../../schema/mcp.lock.v2.schema.json' with { type: 'json' };
import lockfileV1Schema from '../../schema/mcp.lock.schema.json' with { type: 'json' };
// The version 2 schema compiled ahead of time (scripts/build-lockfile-validator.mjs; a test keeps
// it fresh): compiling it at every start cost more than validating a 10,000-tool lockfile.
import validateV2 from './validator.generated.js';
import type { Lockfile } from './types.js';

export { lockfileSchema, lockfileV1Schema };

/** A schema check: true, or false with `errors` set (Ajv's ValidateFunction shape). */
export interface LockfileValidator<T> {
  (data: unknown): data is T;
  errors?: ErrorObject[] | null;
}

/** The validator of the current (version 2) lockfile format. */
export function lockfileValidator(): LockfileValidator<Lockfile> {
  return validateV2 as LockfileValidator<Lockfile>;
}

let compiledV1: LockfileValidator<unknown> | undefined;

/**
 * The version 1 validator, compiled on first use: only a lockfile written by an earlier gate needs
 * it, once, before it is migrated (and re-locking writes version 2).
 */
export function lockfileV1Validator(): LockfileValidator<unknown> {
  if (compiledV1 === undefined) {
    compiledV1 = new Ajv2020({ strict: true, strictRequired: false, allErrors: false }).compile(lockfileV1Schema);
  }
  return compiledV1;
}

/** One line for a person: where in the document, which keyword, what it wanted. */
export function describeSchemaError(error: ErrorObject): string {
  const pointer = error.instancePath === '' ? '/' : error.instancePath;
  const extra =
    error.keyword === 'additionalProperties'
      ? ` (${JSON.stringify((error.params as { additionalProperty: string }).additionalProperty)})`
      : '';
  return `at ${pointer}: ${error.message ?? 'is invalid'}${extra} [keyword "${error.keyword}"]`;
}

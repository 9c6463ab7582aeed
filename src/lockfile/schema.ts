import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
// Import attributes work in Node >= 20.10, vitest and Rollup's json plugin alike, so the schema
// has one source of truth and ships inside the bundle.
import lockfileSchema from '../../schema/mcp.lock.schema.json' with { type: 'json' };
import type { Lockfile } from './types.js';

export { lockfileSchema };

let compiled: ValidateFunction<Lockfile> | undefined;

/** The compiled validator, built on first use and reused (compiling costs far more than validating). */
export function lockfileValidator(): ValidateFunction<Lockfile> {
  compiled ??= new Ajv2020({ strict: true, strictRequired: false, allErrors: false }).compile<Lockfile>(lockfileSchema);
  return compiled;
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

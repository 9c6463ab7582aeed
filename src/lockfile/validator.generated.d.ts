// Types of validator.generated.js (Ajv standalone code of schema/mcp.lock.v2.schema.json).
import type { ErrorObject } from 'ajv';

export interface StandaloneValidate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}
declare const validate: StandaloneValidate;
export default validate;

import { FILE_LIMITS, readRegularTextFile } from '../boundedFile.js';
import { Ajv } from 'ajv';
import { GateError } from '../errors.js';
import { reportJsonSchema } from './reportSchema.js';
import type { JsonReport } from './types.js';

/**
 * Reads a JSON report back (changes are plain data, so a report survives the round trip and can
 * be rendered again elsewhere, e.g. a fork PR's comment posted by a workflow that never runs the
 * PR's code). The file is untrusted: it is validated against the report schema first.
 */
export async function readJsonReport(file: string): Promise<JsonReport> {
  let text: string;
  try {
    text = await readRegularTextFile(file, FILE_LIMITS.report);
  } catch (error) {
    throw new GateError('io_error', `cannot read report ${file}: ${(error as Error).message}`, { cause: error });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new GateError('usage', `report ${file} is not JSON: ${(error as Error).message}`, { cause: error });
  }
  const validate = new Ajv({ allErrors: false, strict: false }).compile(reportJsonSchema);
  if (!validate(value)) {
    const [first] = validate.errors ?? [];
    throw new GateError('usage', `report ${file} is not an mcp-drift-gate JSON report: ${first?.instancePath || '/'} ${first?.message ?? ''}`);
  }
  return value as JsonReport;
}

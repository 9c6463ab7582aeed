import { x as readRegularTextFile, F as FILE_LIMITS, G as GateError, O as ajvExports } from './commandLine-Q5TO3seu.js';
import { r as reportJsonSchema } from './reportSchema-BWUNxoak.js';
import 'node:fs/promises';
import 'node:path';
import 'node:crypto';
import 'node:os';
import 'node:buffer';
import 'node:child_process';
import 'node:fs';

/**
 * Reads a JSON report back (changes are plain data, so a report survives the round trip and can
 * be rendered again elsewhere, e.g. a fork PR's comment posted by a workflow that never runs the
 * PR's code). The file is untrusted: it is validated against the report schema first.
 */
async function readJsonReport(file) {
    let text;
    try {
        text = await readRegularTextFile(file, FILE_LIMITS.report);
    }
    catch (error) {
        throw new GateError('io_error', `cannot read report ${file}: ${error.message}`, { cause: error });
    }
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new GateError('usage', `report ${file} is not JSON: ${error.message}`, { cause: error });
    }
    const validate = new ajvExports.Ajv({ allErrors: false, strict: false }).compile(reportJsonSchema);
    if (!validate(value)) {
        const [first] = validate.errors ?? [];
        throw new GateError('usage', `report ${file} is not an mcp-drift-gate JSON report: ${first?.instancePath || '/'} ${first?.message ?? ''}`);
    }
    return value;
}

export { readJsonReport };

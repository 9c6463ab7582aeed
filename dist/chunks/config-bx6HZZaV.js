import { P as SEVERITIES, $ as MAX_GLOB_LENGTH, a0 as catalogue, G as GateError, a1 as DEFAULT_POLICY, O as ajvExports, a2 as escapePointerToken, a3 as addFormatsModule } from './commandLine-Q5TO3seu.js';
export { a4 as CONFIG_FILE_NAMES, a5 as loadPolicyConfig } from './commandLine-Q5TO3seu.js';
import { d as distExports } from './index-D2ITh64m.js';
import { l as lineOfPointer } from './yamlLocation-CrmERn5R.js';
import 'node:fs/promises';
import 'node:path';
import 'node:crypto';
import 'node:os';
import 'node:buffer';
import 'node:child_process';
import 'node:fs';
import 'process';
import 'buffer';

/** Rule ids and kinds come from the catalogue, so a misspelt rule is an error, not a silent no-op. */
const RULE_IDS = catalogue.map((rule) => rule.id);
const KINDS = [...new Set(catalogue.map((rule) => rule.kind))];
/** JSON Schema of `.mcp-drift-gate.yml`. Unknown keys are errors everywhere: typos must not silently do nothing. */
const policyConfigSchema = {
    $id: 'urn:mcp-drift-gate:config:v1',
    type: 'object',
    additionalProperties: false,
    properties: {
        failOn: { enum: [...SEVERITIES, 'none'] },
        severityOverrides: {
            type: 'array',
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['severity'],
                anyOf: [{ required: ['rule'] }, { required: ['kind'] }],
                properties: {
                    rule: { enum: RULE_IDS },
                    kind: { enum: KINDS },
                    capabilities: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1, maxLength: MAX_GLOB_LENGTH } },
                    severity: { enum: [...SEVERITIES] },
                },
            },
        },
        accept: {
            type: 'array',
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['id', 'reason'],
                properties: {
                    id: { type: 'string', pattern: '^[0-9a-f]{16}$' },
                    reason: { type: 'string', minLength: 1 },
                    expires: { type: 'string', anyOf: [{ format: 'date' }, { format: 'date-time' }] },
                },
            },
        },
        trustedToolKeys: { type: 'array', items: { type: 'string', minLength: 1 } },
        requireSignedTools: { type: 'boolean' },
        enforcement: {
            type: 'object',
            additionalProperties: false,
            properties: {
                mismatch: { enum: ['audit', 'warn', 'block'] },
                unknown: { enum: ['allow', 'warn', 'block'] },
            },
        },
    },
};

// ajv-formats is CommonJS; under NodeNext its default export arrives as the module object.
const addFormats = (addFormatsModule.default ?? addFormatsModule);
// strictRequired off: the `anyOf: [{required: [rule]}, ...]` idiom names properties defined one level up.
// Compiled on first use: a check without a policy file never pays for it at start-up.
let compiled;
function policyValidator() {
    if (compiled === undefined) {
        const ajv = new ajvExports.Ajv({ allErrors: true, strict: true, strictRequired: false });
        addFormats(ajv, ['date', 'date-time']);
        compiled = ajv.compile(policyConfigSchema);
    }
    return compiled;
}
/** Parses and validates config text; `label` names the file in errors. */
function parsePolicyConfig(text, label) {
    const lineCounter = new distExports.LineCounter();
    const doc = distExports.parseDocument(text, { lineCounter, prettyErrors: false });
    if (doc.errors.length > 0) {
        const error = doc.errors[0];
        const { line } = lineCounter.linePos(error.pos[0]);
        throw new GateError('config_invalid', `${label}: line ${line}: invalid YAML: ${error.message.split('\n')[0]}`);
    }
    let data;
    try {
        // Aliases expand here; the parser refuses an alias bomb (too many alias expansions) by throwing.
        data = doc.toJS({ maxAliasCount: 100 }) ?? {};
    }
    catch (error) {
        throw new GateError('config_invalid', `${label}: invalid YAML: ${error.message.split('\n')[0]}`, { cause: error });
    }
    const validate = policyValidator();
    if (!validate(data)) {
        const error = pickError(validate.errors ?? []);
        const pointer = errorPointer(error);
        const line = lineOfPointer(doc, lineCounter, pointer);
        throw new GateError('config_invalid', `${label}: ${pointer || '(top level)'}${line === undefined ? '' : ` (line ${line})`}: ${describe(error)}`);
    }
    const config = data;
    return {
        failOn: config.failOn ?? DEFAULT_POLICY.failOn,
        severityOverrides: config.severityOverrides ?? [],
        accept: config.accept ?? [],
        enforcement: { ...DEFAULT_POLICY.enforcement, ...config.enforcement },
        ...(config.trustedToolKeys !== undefined ? { trustedToolKeys: config.trustedToolKeys } : {}),
        ...(config.requireSignedTools !== undefined ? { requireSignedTools: config.requireSignedTools } : {}),
        source: label,
    };
}
/**
 * The most useful error. Sub-errors of a failed `anyOf` are noise next to the anyOf itself, and an
 * unknown key comes first: a misspelt `severty` also makes `severity` missing, the typo is the cause.
 */
function pickError(errors) {
    const anyOfPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
    const useful = errors.filter((e) => !(e.keyword !== 'anyOf' && anyOfPaths.has(e.instancePath) && e.schemaPath.includes('/anyOf/')));
    const last = (e) => (e.keyword === 'required' ? 1 : 0);
    const first = (e) => (e.keyword === 'additionalProperties' ? -1 : last(e));
    return [...useful].sort((a, b) => first(a) - first(b))[0] ?? errors[0];
}
/** JSON pointer of the offending key: for an unknown key, the key itself. */
function errorPointer(error) {
    if (error.keyword === 'additionalProperties') {
        const key = String(error.params.additionalProperty);
        return `${error.instancePath}/${escapePointerToken(key)}`;
    }
    if (error.keyword === 'required') {
        return `${error.instancePath}/${String(error.params.missingProperty)}`;
    }
    return error.instancePath;
}
function describe(error) {
    switch (error.keyword) {
        case 'additionalProperties':
            return `unknown key "${String(error.params.additionalProperty)}"`;
        case 'required':
            return 'is required';
        case 'anyOf':
            if (error.schemaPath.includes('/expires/'))
                return 'must be an ISO date (2025-07-01) or date-time';
            return 'needs a "rule" or a "kind"';
        case 'enum': {
            const allowed = error.params.allowedValues;
            return allowed.length <= 8
                ? `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`
                : 'is not a known value (rule ids are listed in docs/RULES.md)';
        }
        case 'pattern':
            if (error.instancePath.endsWith('/id'))
                return 'must be a change id: 16 lowercase hex digits';
            return `must match ${String(error.params.pattern)}`;
        default:
            return error.message ?? 'is invalid';
    }
}

export { parsePolicyConfig };

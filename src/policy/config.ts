import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { GateError } from '../errors.js';
import { DEFAULT_POLICY } from './apply.js';
import { policyConfigSchema } from './configSchema.js';
import { lineOfPointer } from '../yamlLocation.js';
import type { PolicyConfig } from './types.js';
import { escapePointerToken } from '../jsonPointer.js';

export { CONFIG_FILE_NAMES, loadPolicyConfig } from './load.js';

// ajv-formats is CommonJS; under NodeNext its default export arrives as the module object.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as typeof addFormatsModule.default;
// strictRequired off: the `anyOf: [{required: [rule]}, ...]` idiom names properties defined one level up.
// Compiled on first use: a check without a policy file never pays for it at start-up.
let compiled: ReturnType<Ajv['compile']> | undefined;
function policyValidator(): ReturnType<Ajv['compile']> {
  if (compiled === undefined) {
    const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
    addFormats(ajv, ['date', 'date-time']);
    compiled = ajv.compile(policyConfigSchema);
  }
  return compiled;
}

/** Parses and validates config text; `label` names the file in errors. */
export function parsePolicyConfig(text: string, label: string): PolicyConfig {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  if (doc.errors.length > 0) {
    const error = doc.errors[0];
    const { line } = lineCounter.linePos(error.pos[0]);
    throw new GateError('config_invalid', `${label}: line ${line}: invalid YAML: ${error.message.split('\n')[0]}`);
  }
  let data: unknown;
  try {
    // Aliases expand here; the parser refuses an alias bomb (too many alias expansions) by throwing.
    data = doc.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (error) {
    throw new GateError('config_invalid', `${label}: invalid YAML: ${(error as Error).message.split('\n')[0]}`, { cause: error });
  }
  const validate = policyValidator();
  if (!validate(data)) {
    const error = pickError(validate.errors ?? []);
    const pointer = errorPointer(error);
    const line = lineOfPointer(doc, lineCounter, pointer);
    throw new GateError('config_invalid',
      `${label}: ${pointer || '(top level)'}${line === undefined ? '' : ` (line ${line})`}: ${describe(error)}`);
  }
  const config = data as Partial<PolicyConfig>;
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
function pickError(errors: ErrorObject[]): ErrorObject {
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  const useful = errors.filter((e) => !(e.keyword !== 'anyOf' && anyOfPaths.has(e.instancePath) && e.schemaPath.includes('/anyOf/')));
  const last = (e: ErrorObject) => (e.keyword === 'required' ? 1 : 0);
  const first = (e: ErrorObject) => (e.keyword === 'additionalProperties' ? -1 : last(e));
  return [...useful].sort((a, b) => first(a) - first(b))[0] ?? errors[0];
}

/** JSON pointer of the offending key: for an unknown key, the key itself. */
function errorPointer(error: ErrorObject): string {
  if (error.keyword === 'additionalProperties') {
    const key = String((error.params as { additionalProperty: string }).additionalProperty);
    return `${error.instancePath}/${escapePointerToken(key)}`;
  }
  if (error.keyword === 'required') {
    return `${error.instancePath}/${String((error.params as { missingProperty: string }).missingProperty)}`;
  }
  return error.instancePath;
}

function describe(error: ErrorObject): string {
  switch (error.keyword) {
    case 'additionalProperties':
      return `unknown key "${String((error.params as { additionalProperty: string }).additionalProperty)}"`;
    case 'required':
      return 'is required';
    case 'anyOf':
      if (error.schemaPath.includes('/expires/')) return 'must be an ISO date (2025-07-01) or date-time';
      return 'needs a "rule" or a "kind"';
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
      return allowed.length <= 8
        ? `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`
        : 'is not a known value (rule ids are listed in docs/RULES.md)';
    }
    case 'pattern':
      if (error.instancePath.endsWith('/id')) return 'must be a change id: 16 lowercase hex digits';
      return `must match ${String((error.params as { pattern: string }).pattern)}`;
    default:
      return error.message ?? 'is invalid';
  }
}

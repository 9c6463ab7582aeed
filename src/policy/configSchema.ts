import { catalogue } from '../diff/catalogue.js';
import { SEVERITIES } from '../diff/types.js';
import { MAX_GLOB_LENGTH } from './glob.js';

/** Rule ids and kinds come from the catalogue, so a misspelt rule is an error, not a silent no-op. */
const RULE_IDS = catalogue.map((rule) => rule.id);
const KINDS = [...new Set(catalogue.map((rule) => rule.kind))];

/** JSON Schema of `.mcp-drift-gate.yml`. Unknown keys are errors everywhere: typos must not silently do nothing. */
export const policyConfigSchema = {
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
} as const;

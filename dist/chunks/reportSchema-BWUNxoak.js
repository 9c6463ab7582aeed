import { P as SEVERITIES, R as RISK_LEVELS } from './commandLine-Q5TO3seu.js';

const REPORT_SCHEMA_ID = 'urn:mcp-drift-gate:report:v1';
const CHANGE_KINDS = [
    'tool_added',
    'tool_removed',
    'tool_changed',
    'risk_level_changed',
    'prompt_added',
    'prompt_removed',
    'prompt_changed',
    'resource_added',
    'resource_removed',
    'resource_changed',
    'template_added',
    'template_removed',
    'template_changed',
    'signature_violation',
    'spec_violation',
    'server_changed',
];
const DIRECTIONS = ['widening', 'narrowing', 'both', 'cosmetic', 'none'];
const CAPABILITY_TYPES = [
    'tool',
    'prompt',
    'resource',
    'resourceTemplate',
    'server',
];
const count = { type: 'integer', minimum: 0 };
/** JSON Schema (draft-07) of the JSON report, reportVersion 1: exactly what `renderJson` writes. */
const reportJsonSchema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: REPORT_SCHEMA_ID,
    title: 'mcp-drift-gate check report',
    type: 'object',
    additionalProperties: false,
    required: ['reportVersion', 'verdict', 'failOn', 'counts', 'mode', 'server', 'lockfile', 'changes', 'tools'],
    properties: {
        reportVersion: { const: 1 },
        verdict: { enum: ['pass', 'fail'] },
        failOn: { enum: [...SEVERITIES, 'none'] },
        counts: {
            type: 'object',
            additionalProperties: false,
            required: [...SEVERITIES],
            properties: { critical: count, warning: count, info: count, safe: count },
        },
        mode: { enum: ['signature', 'list-freeze'] },
        server: {
            type: 'object',
            additionalProperties: false,
            required: ['name'],
            properties: { name: { type: 'string' }, version: { type: 'string' } },
        },
        locked: { $ref: '#/definitions/side' },
        live: { $ref: '#/definitions/side' },
        lockfile: { type: 'string' },
        changes: { type: 'array', items: { $ref: '#/definitions/change' } },
        tools: {
            type: 'array',
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['name', 'risk', 'reasons'],
                properties: {
                    name: { type: 'string' },
                    risk: { enum: [...RISK_LEVELS] },
                    reasons: { type: 'array', items: { type: 'string' } },
                },
            },
        },
        staleAcceptances: {
            type: 'array',
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['id', 'reason'],
                properties: { id: { type: 'string' }, reason: { type: 'string' }, expires: { type: 'string' } },
            },
        },
        definitions: {
            type: 'object',
            additionalProperties: {
                type: 'object',
                additionalProperties: false,
                properties: { before: {}, after: {} },
            },
        },
    },
    definitions: {
        side: {
            type: 'object',
            additionalProperties: false,
            required: ['name'],
            properties: {
                name: { type: 'string' },
                version: { type: 'string' },
                source: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['kind', 'name'],
                    properties: {
                        kind: { enum: ['npm', 'pypi', 'docker', 'command'] },
                        name: { type: 'string' },
                        version: { type: 'string' },
                        pinned: { type: 'boolean' },
                    },
                },
            },
        },
        change: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'kind', 'rule', 'severity', 'direction', 'capability', 'message', 'reasons'],
            properties: {
                id: { type: 'string', minLength: 1 },
                kind: { enum: [...CHANGE_KINDS] },
                rule: { type: 'string', minLength: 1 },
                severity: { enum: [...SEVERITIES] },
                direction: { enum: [...DIRECTIONS] },
                capability: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['type', 'name'],
                    properties: { type: { enum: [...CAPABILITY_TYPES] }, name: { type: 'string' } },
                },
                pointer: { type: 'string' },
                message: { type: 'string' },
                reasons: { type: 'array', items: { type: 'string' } },
                // What fired the severity (src/diff/types.ts Trigger), primary first.
                triggers: { type: 'array', items: { $ref: '#/definitions/trigger' } },
                // Any JSON value: the old and new value at `pointer`.
                before: {},
                after: {},
                accepted: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['reason'],
                    properties: { reason: { type: 'string' }, expires: { type: 'string' } },
                },
                defaultSeverity: { enum: [...SEVERITIES] },
                escalation: { enum: [...SEVERITIES] },
            },
        },
        span: { type: 'array', items: { type: 'integer', minimum: 0 }, minItems: 2, maxItems: 2 },
        trigger: {
            oneOf: [
                {
                    type: 'object',
                    additionalProperties: false,
                    required: ['kind', 'signal', 'quote', 'sentence', 'match'],
                    properties: {
                        kind: { const: 'text' },
                        signal: { type: 'string' },
                        pattern: { type: 'string' },
                        pointer: { type: 'string' },
                        quote: { type: 'string' },
                        sentence: { $ref: '#/definitions/span' },
                        match: { $ref: '#/definitions/span' },
                    },
                },
                {
                    type: 'object',
                    additionalProperties: false,
                    required: ['kind', 'parameter', 'class', 'tokens', 'evidence'],
                    properties: {
                        kind: { const: 'parameter' },
                        parameter: { type: 'string' },
                        pointer: { type: 'string' },
                        class: { type: 'string' },
                        tokens: { type: 'array', items: { type: 'string' } },
                        evidence: { type: 'string' },
                    },
                },
                {
                    type: 'object',
                    additionalProperties: false,
                    required: ['kind', 'what'],
                    properties: {
                        kind: { const: 'structure' },
                        what: { type: 'string' },
                        pointer: { type: 'string' },
                        before: { type: 'string' },
                        after: { type: 'string' },
                    },
                },
            ],
        },
    },
};

export { REPORT_SCHEMA_ID as R, reportJsonSchema as r };

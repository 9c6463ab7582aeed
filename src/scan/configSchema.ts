import { SEVERITIES } from '../diff/types.js';

const FAIL_ON = { enum: [...SEVERITIES, 'none'] } as const;
const TIMEOUT = { type: 'integer', minimum: 1, maximum: 3_600_000 } as const;
/** Names become file names (`locks/<name>.lock.json`) and matrix job names: no separators, no dot first. */
export const SERVER_NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$';

/** JSON Schema of `mcp-drift-gate.scan.yml`. Unknown keys are errors everywhere: typos must not silently do nothing. */
export const scanConfigSchema = {
  $id: 'urn:mcp-drift-gate:scan-config:v1',
  type: 'object',
  additionalProperties: false,
  // `servers`, `client` or both (checked in config.ts, which names the shapes it expected).
  dependencies: { overrides: ['client'] },
  properties: {
    concurrency: { type: 'integer', minimum: 1, maximum: 32 },
    failOn: FAIL_ON,
    timeout: TIMEOUT,
    /** Issue 24: an MCP client config (.vscode/mcp.json, .mcp.json...) whose servers are scanned too. */
    client: { type: 'string', minLength: 1 },
    /** Folder of the default lockfiles, relative to this file; default `locks`. */
    lockfileDir: { type: 'string', minLength: 1 },
    /** Per-server options of the client config's servers, by server name as the client config spells it. */
    overrides: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        properties: {
          lockfile: { type: 'string', minLength: 1 },
          policy: { type: 'string', minLength: 1 },
          timeout: TIMEOUT,
          failOn: FAIL_ON,
        },
      },
    },
    servers: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name'],
        oneOf: [{ required: ['command'] }, { required: ['url'] }],
        // transport and start only make sense for an HTTP server.
        dependencies: { transport: ['url'], start: ['url'] },
        properties: {
          name: { type: 'string', pattern: SERVER_NAME_PATTERN },
          command: { type: 'string', minLength: 1 },
          url: { type: 'string', pattern: '^https?://' },
          transport: { enum: ['http', 'sse'] },
          start: { type: 'string', minLength: 1 },
          cwd: { type: 'string', minLength: 1 },
          env: {
            type: 'object',
            propertyNames: { pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
            additionalProperties: { type: 'string' },
          },
          headers: {
            type: 'object',
            propertyNames: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" },
            additionalProperties: { type: 'string' },
          },
          lockfile: { type: 'string', minLength: 1 },
          policy: { type: 'string', minLength: 1 },
          timeout: TIMEOUT,
          failOn: FAIL_ON,
        },
      },
    },
  },
} as const;

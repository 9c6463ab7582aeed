/**
 * JSON Schema of declared tool metadata, transcribed from the tool metadata specification's
 * ETDIValidator.load_schema (shared/reference/tool-metadata-specification-etdi.txt), keyword for
 * keyword. Only the Python literal `True` became `true`; nothing was tightened or relaxed, so
 * unknown extra properties stay allowed, as in the spec.
 */
export const TOOL_METADATA_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    schema_version: { type: 'string', pattern: '^\\d+\\.\\d+$' },
    tool: {
      type: 'object',
      properties: {
        name: { type: 'string', pattern: '^[a-zA-Z0-9_-]+$', minLength: 1, maxLength: 64 },
        version: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+$' },
        description: { type: 'string', minLength: 10, maxLength: 500 },
        author: {
          type: 'object',
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 100 },
            email: { type: 'string', format: 'email' },
            organization: { type: 'string', maxLength: 100 },
          },
          required: ['name', 'email'],
        },
        capabilities: {
          type: 'array',
          items: {
            type: 'string',
            enum: [
              'read_file', 'write_file', 'execute_command',
              'network_request', 'database_access', 'system_info',
              'user_interaction', 'admin_operation',
            ],
          },
          minItems: 1,
          uniqueItems: true,
        },
        parameters: {
          type: 'object',
          properties: {
            type: { const: 'object' },
            properties: { type: 'object' },
            required: { type: 'array', items: { type: 'string' } },
          },
          required: ['type', 'properties'],
        },
        security: {
          type: 'object',
          properties: {
            required_permissions: { type: 'array', items: { type: 'string' } },
            risk_level: { type: 'string', enum: ['low', 'medium', 'high', 'critical'] },
            sandboxing_required: { type: 'boolean' },
            network_access: { type: 'string', enum: ['none', 'local', 'internet'] },
            file_access: { type: 'string', enum: ['none', 'read', 'write', 'full'] },
            allowed_domains: { type: 'array', items: { type: 'string', format: 'hostname' } },
            allowed_paths: { type: 'array', items: { type: 'string' } },
          },
          required: ['required_permissions', 'risk_level', 'sandboxing_required', 'network_access', 'file_access'],
        },
        signature: {
          type: 'object',
          properties: {
            algorithm: { type: 'string', enum: ['RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'ES512'] },
            signature: { type: 'string' },
            certificate: { type: 'string' },
            timestamp: { type: 'string', format: 'date-time' },
          },
          required: ['algorithm', 'signature', 'certificate', 'timestamp'],
        },
      },
      required: ['name', 'version', 'description', 'author', 'capabilities', 'parameters', 'security'],
    },
  },
  required: ['schema_version', 'tool'],
} as const;

export type DeclaredRiskLevel = 'low' | 'medium' | 'high' | 'critical';
export type NetworkAccess = 'none' | 'local' | 'internet';
export type FileAccess = 'none' | 'read' | 'write' | 'full';
export type MetadataSignatureAlgorithm = 'RS256' | 'RS384' | 'RS512' | 'ES256' | 'ES384' | 'ES512';

/** A metadata document that passed TOOL_METADATA_SCHEMA (extra properties may be present). */
export interface DeclaredToolMetadata {
  schema_version: string;
  tool: {
    name: string;
    version: string;
    description: string;
    author: { name: string; email: string; organization?: string };
    capabilities: string[];
    parameters: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
    security: {
      required_permissions: string[];
      risk_level: DeclaredRiskLevel;
      sandboxing_required: boolean;
      network_access: NetworkAccess;
      file_access: FileAccess;
      allowed_domains?: string[];
      allowed_paths?: string[];
    };
    signature?: { algorithm: MetadataSignatureAlgorithm; signature: string; certificate: string; timestamp: string };
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

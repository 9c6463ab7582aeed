/**
 * Declared tool metadata (shared/reference/tool-metadata-specification-etdi.txt): a server may put
 * the spec's metadata document ({schema_version, tool: {...}}) in a tool's `_meta` under
 * TOOL_METADATA_META_KEY. The spec names no key; docs/TRUST.md explains the choice.
 *
 * Checks, each reported with a named reason instead of the spec's first-failure boolean:
 *   - the spec's JSON Schema (metadataSchema.ts), by ajv;
 *   - ETDIValidator.validate_capability_security_alignment;
 *   - SecurityConfigValidator.validate_security_configuration (risk-level requirements);
 *   - the metadata's tool name against the MCP tool's name (ours: metadata copied from another tool);
 *   - the signature (MetadataSigningSystem / ETDIValidator.verify_signature), see verifyMetadataSignature.
 * Not applied, because the spec leaves their bodies undefined: is_name_conflict,
 * validate_parameter_schema, validate_description_quality, validate_certificate, validate_timestamp.
 */
import { constants, createHash, verify, X509Certificate } from 'node:crypto';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { pythonJsonDumpsSorted } from '../identity/python-json.js';
import { isJsonObject, type JsonObject, type JsonValue } from '../json.js';
import { RISK_LEVELS, type RiskAssessment, type RiskLevel } from '../risk/types.js';
import {
  TOOL_METADATA_SCHEMA,
  type DeclaredRiskLevel,
  type DeclaredToolMetadata,
  type FileAccess,
  type NetworkAccess,
} from './metadataSchema.js';

export type { DeclaredToolMetadata, DeclaredRiskLevel } from './metadataSchema.js';

/** Where a tool carries its declared metadata: `tool._meta["io.etdi/metadata"]`. */
export const TOOL_METADATA_META_KEY = 'io.etdi/metadata';

export type MetadataRule =
  | 'metadata_not_object'
  | 'schema'
  | 'name_mismatch'
  | 'capability_security_alignment'
  | 'risk_level_requirements'
  | 'signature';

export interface MetadataProblem {
  rule: MetadataRule;
  message: string;
}

export interface MetadataSignatureCheck {
  status: 'absent' | 'verified' | 'failed';
  /**
   * Which of the spec's two signing inputs verified: `tool` = json.dumps(tool without signature)
   * (ETDIValidator.verify_signature), `document` = json.dumps(whole document, tool.signature
   * removed) (MetadataSigningSystem). The spec uses both; see docs/TRUST.md.
   */
  payload?: 'tool' | 'document';
  /** SHA-256 (hex) of the certificate's DER: what a caller pins, since the spec defines no trust anchors. */
  certificateSha256?: string;
  reason?: string;
}

export interface ToolMetadataValidation {
  /** The MCP tool's name (not the metadata's). */
  tool: string;
  /** False when the tool carries no metadata under the key: nothing to check, nothing wrong. */
  present: boolean;
  valid: boolean;
  /** Set when the document passed the schema. */
  metadata?: DeclaredToolMetadata;
  problems: MetadataProblem[];
  /** Set when the document passed the schema. */
  signature?: MetadataSignatureCheck;
}

export interface ValidateToolMetadataOptions {
  /** Another `_meta` key to read; default TOOL_METADATA_META_KEY. */
  key?: string;
  /** The spec's validate_metadata rejects unsigned metadata; off by default (see docs/TRUST.md). */
  requireSignature?: boolean;
}

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as typeof addFormatsModule.default;
// Compiled on first use: only a server that declares metadata needs it.
let compiled: ValidateFunction<DeclaredToolMetadata> | undefined;
function metadataValidator(): ValidateFunction<DeclaredToolMetadata> {
  if (compiled === undefined) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv, ['email', 'hostname', 'date-time']);
    compiled = ajv.compile<DeclaredToolMetadata>(TOOL_METADATA_SCHEMA);
  }
  return compiled;
}

export function validateToolMetadata(tool: JsonObject, options: ValidateToolMetadataOptions = {}): ToolMetadataValidation {
  const toolName = typeof tool.name === 'string' ? tool.name : '';
  const meta = tool._meta;
  const key = options.key ?? TOOL_METADATA_META_KEY;
  const document = isJsonObject(meta) ? meta[key] : undefined;
  if (document === undefined) return { tool: toolName, present: false, valid: true, problems: [] };
  const fail = (problems: MetadataProblem[]): ToolMetadataValidation => ({ tool: toolName, present: true, valid: false, problems });

  if (!isJsonObject(document)) {
    return fail([{ rule: 'metadata_not_object', message: `_meta["${key}"] is ${describe(document)}, not an object` }]);
  }
  const validateSchema = metadataValidator();
  if (!validateSchema(document)) {
    return fail((validateSchema.errors ?? []).map((error) => ({ rule: 'schema', message: schemaMessage(error) })));
  }
  const metadata = document;
  const problems: MetadataProblem[] = [];
  if (metadata.tool.name !== toolName) {
    problems.push({ rule: 'name_mismatch', message: `metadata names tool "${metadata.tool.name}" but it is attached to "${toolName}"` });
  }
  problems.push(...checkCapabilitySecurityAlignment(metadata), ...checkRiskLevelRequirements(metadata));
  const signature = verifyMetadataSignature(metadata);
  if (signature.status === 'failed') problems.push({ rule: 'signature', message: signature.reason ?? 'signature did not verify' });
  if (signature.status === 'absent' && options.requireSignature) {
    problems.push({ rule: 'signature', message: 'metadata is not signed (tool.signature absent)' });
  }
  return { tool: toolName, present: true, valid: problems.length === 0, metadata, problems, signature };
}

/** Capabilities the spec calls high-risk (validate_capability_security_alignment). */
const HIGH_RISK_CAPABILITIES = ['execute_command', 'admin_operation', 'system_info'];
const FILE_CAPABILITIES = ['read_file', 'write_file'];

/** ETDIValidator.validate_capability_security_alignment, every failure named. */
export function checkCapabilitySecurityAlignment(metadata: DeclaredToolMetadata): MetadataProblem[] {
  const { capabilities, security } = metadata.tool;
  const problems: MetadataProblem[] = [];
  const add = (message: string) => problems.push({ rule: 'capability_security_alignment', message });
  for (const capability of capabilities) {
    if (!HIGH_RISK_CAPABILITIES.includes(capability)) continue;
    if (security.risk_level !== 'high' && security.risk_level !== 'critical') {
      add(`high-risk capability ${capability} requires risk_level high or critical, declared ${security.risk_level}`);
    }
    if (!security.sandboxing_required) add(`high-risk capability ${capability} requires sandboxing_required: true`);
  }
  if (capabilities.includes('network_request') && security.network_access === 'none') {
    add('capability network_request declared with network_access none');
  }
  const fileCapabilities = capabilities.filter((capability) => FILE_CAPABILITIES.includes(capability));
  if (fileCapabilities.length > 0 && security.file_access === 'none') {
    add(`capability ${fileCapabilities.join(', ')} declared with file_access none`);
  }
  return problems;
}

interface RiskLevelRequirement {
  maxCapabilities: readonly string[];
  requiredSandbox: boolean;
  maxNetworkAccess: NetworkAccess;
  maxFileAccess: FileAccess;
}

/**
 * SecurityConfigValidator.risk_level_requirements, verbatim. Note the spec's `critical` allows only
 * execute_command and admin_operation, so a critical tool that also reads files fails; applied as
 * written (docs/TRUST.md).
 */
const RISK_LEVEL_REQUIREMENTS: Record<DeclaredRiskLevel, RiskLevelRequirement> = {
  low: { maxCapabilities: ['read_file', 'user_interaction'], requiredSandbox: false, maxNetworkAccess: 'local', maxFileAccess: 'read' },
  medium: {
    maxCapabilities: ['read_file', 'write_file', 'network_request', 'user_interaction'],
    requiredSandbox: true,
    maxNetworkAccess: 'internet',
    maxFileAccess: 'write',
  },
  high: {
    maxCapabilities: ['read_file', 'write_file', 'network_request', 'database_access', 'system_info'],
    requiredSandbox: true,
    maxNetworkAccess: 'internet',
    maxFileAccess: 'full',
  },
  critical: { maxCapabilities: ['execute_command', 'admin_operation'], requiredSandbox: true, maxNetworkAccess: 'internet', maxFileAccess: 'full' },
};
const NETWORK_ORDER: NetworkAccess[] = ['none', 'local', 'internet'];
const FILE_ORDER: FileAccess[] = ['none', 'read', 'write', 'full'];

/** SecurityConfigValidator.validate_security_configuration, every failure named. */
export function checkRiskLevelRequirements(metadata: DeclaredToolMetadata): MetadataProblem[] {
  const { capabilities, security } = metadata.tool;
  const level = security.risk_level;
  const requirement = RISK_LEVEL_REQUIREMENTS[level];
  const problems: MetadataProblem[] = [];
  const add = (message: string) => problems.push({ rule: 'risk_level_requirements', message });
  const exceeding = capabilities.filter((capability) => !requirement.maxCapabilities.includes(capability));
  if (exceeding.length > 0) {
    add(`capability ${exceeding.join(', ')} not allowed at risk_level ${level} (allowed: ${requirement.maxCapabilities.join(', ')})`);
  }
  if (requirement.requiredSandbox && !security.sandboxing_required) add(`risk_level ${level} requires sandboxing_required: true`);
  if (NETWORK_ORDER.indexOf(security.network_access) > NETWORK_ORDER.indexOf(requirement.maxNetworkAccess)) {
    add(`network_access ${security.network_access} exceeds ${requirement.maxNetworkAccess}, the most risk_level ${level} allows`);
  }
  if (FILE_ORDER.indexOf(security.file_access) > FILE_ORDER.indexOf(requirement.maxFileAccess)) {
    add(`file_access ${security.file_access} exceeds ${requirement.maxFileAccess}, the most risk_level ${level} allows`);
  }
  return problems;
}

/**
 * Verifies tool.signature as the spec's code does: base64 DER X.509 certificate; RS* = RSA-PSS,
 * MGF1-SHA-256, maximum salt length; ES* = ECDSA with a DER signature; SHA-256 for every algorithm
 * (the spec hashes with SHA-256 even for RS384/ES512). Signed bytes: Python json.dumps(sort_keys,
 * compact separators, ensure_ascii) of the payload, either form the spec uses (see `payload`).
 * `verified` proves the certificate's key signed it, not that the certificate is trusted: the spec
 * defines no trust anchors, revocation source or timestamp rule.
 */
export function verifyMetadataSignature(metadata: DeclaredToolMetadata): MetadataSignatureCheck {
  const signature = metadata.tool.signature;
  if (signature === undefined) return { status: 'absent' };
  const failed = (reason: string, certificateSha256?: string): MetadataSignatureCheck =>
    certificateSha256 === undefined ? { status: 'failed', reason } : { status: 'failed', reason, certificateSha256 };

  const certificateDer = strictBase64(signature.certificate);
  if (!certificateDer) return failed('signature.certificate is not base64');
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(certificateDer);
  } catch {
    return failed('signature.certificate is not a DER X.509 certificate');
  }
  const certificateSha256 = createHash('sha256').update(certificateDer).digest('hex');
  const signatureBytes = strictBase64(signature.signature);
  if (!signatureBytes) return failed('signature.signature is not base64', certificateSha256);

  const key = certificate.publicKey;
  const rsa = signature.algorithm.startsWith('RS');
  const keyType = key.asymmetricKeyType;
  if (rsa ? keyType !== 'rsa' && keyType !== 'rsa-pss' : keyType !== 'ec') {
    return failed(`${signature.algorithm} needs ${rsa ? 'an RSA' : 'an EC'} certificate key, found ${keyType ?? 'unknown'}`, certificateSha256);
  }
  const modulusBits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  // Python's PSS.MAX_LENGTH: emLen - hLen - 2, emLen = ceil((modBits - 1) / 8), hLen = 32 (SHA-256).
  const verifyKey = rsa
    ? { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: Math.ceil((modulusBits - 1) / 8) - 32 - 2 }
    : { key, dsaEncoding: 'der' as const };

  const { signature: _removed, ...unsignedTool } = metadata.tool;
  const payloads: Array<['tool' | 'document', string]> = [
    ['tool', pythonJsonDumpsSorted(unsignedTool as JsonValue)],
    ['document', pythonJsonDumpsSorted({ ...metadata, tool: unsignedTool } as JsonValue)],
  ];
  for (const [payload, text] of payloads) {
    if (verify('sha256', Buffer.from(text, 'utf8'), verifyKey, signatureBytes)) {
      return { status: 'verified', payload, certificateSha256 };
    }
  }
  return failed(`${signature.algorithm} signature does not verify against the certificate's key`, certificateSha256);
}

export interface DeclaredRiskFinding {
  rule: 'declared_risk_below_inferred';
  severity: 'warning';
  tool: string;
  declared: RiskLevel;
  inferred: RiskLevel;
  message: string;
  /** Both sides: the declaration first, then each inferred reason, then undeclared categories. */
  reasons: string[];
}

/**
 * A warning when the server declares a lower risk level than the gate infers (src/risk
 * assessToolRisk): the declaration would understate what the tool can do. Equal or higher: none.
 */
export function compareDeclaredRisk(declared: DeclaredToolMetadata, inferred: RiskAssessment): DeclaredRiskFinding | undefined {
  const declaredLevel = declared.tool.security.risk_level.toUpperCase() as RiskLevel;
  if (RISK_LEVELS.indexOf(declaredLevel) >= RISK_LEVELS.indexOf(inferred.level)) return undefined;
  const { name, capabilities } = declared.tool;
  const undeclared = inferred.categories.filter((category) => !capabilities.includes(category));
  return {
    rule: 'declared_risk_below_inferred',
    severity: 'warning',
    tool: name,
    declared: declaredLevel,
    inferred: inferred.level,
    message: `tool "${name}" declares risk level ${declaredLevel} but its definition suggests ${inferred.level}`,
    reasons: [
      `declared: risk_level ${declared.tool.security.risk_level}, capabilities ${capabilities.join(', ')}`,
      ...inferred.reasons.map((reason) => `inferred: ${reason}`),
      ...undeclared.map((category) => `inferred capability ${category} is not among the declared capabilities`),
    ],
  };
}

function schemaMessage(error: ErrorObject): string {
  const where = error.instancePath === '' ? '(root)' : error.instancePath;
  const allowed = error.keyword === 'enum' ? ` (${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')})` : '';
  return `${where} ${error.message ?? 'is invalid'}${allowed}`;
}

/** Standard base64 with padding, as Python's b64encode writes it; anything else is refused. */
function strictBase64(text: string): Buffer | undefined {
  if (text.length === 0 || text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return undefined;
  return Buffer.from(text, 'base64');
}

function describe(value: JsonValue): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}

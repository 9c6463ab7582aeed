/**
 * Assay's `x-assay-sig` tool-signing format (SPEC-Tool-Signing-v1), the wire side only: names,
 * constants, envelope parsing and the signing input. Followed byte for byte from
 *   Rul1an/assay docs/architecture/SPEC-Tool-Signing-v1.md            (sections 2, 3, 5, 6)
 *   Rul1an/assay crates/assay-core/src/mcp/signing.rs                 (ToolSignature, sign_tool, verify_tool)
 *   Rul1an/assay crates/assay-core/src/mcp/jcs.rs                     (serde_jcs = RFC 8785)
 *   Rul1an/assay crates/assay-common/src/dsse.rs                      (build_pae; ours is ./dsse.ts)
 *   Rul1an/assay crates/assay-cli/src/cli/commands/tool/verify.rs     (trust by key_id)
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../identity/digest.js';
import { isJsonObject, type JsonObject } from '../json.js';
import { pae } from './dsse.js';

/** signing.rs SIG_FIELD. */
export const ASSAY_SIG_FIELD = 'x-assay-sig';
/** signing.rs PAYLOAD_TYPE_TOOL_V1 (35 bytes, ASCII). */
export const ASSAY_TOOL_PAYLOAD_TYPE = 'application/vnd.assay.tool+json;v=1';
/** The only version and algorithm v1 knows (signing.rs verify_tool step 2). */
export const ASSAY_SIG_VERSION = 1;
export const ASSAY_SIG_ALGORITHM = 'ed25519';

/** The `x-assay-sig` object (signing.rs ToolSignature); field names are snake_case in v1. */
export interface AssayToolSignature {
  version: number;
  algorithm: typeof ASSAY_SIG_ALGORITHM;
  payload_type: string;
  /** `sha256:<hex>` of the signing input (the JCS text). */
  payload_digest: string;
  /** `sha256:<hex>` of the signer's SPKI DER public key. */
  key_id: string;
  /** Standard base64 (with padding) of the 64-byte Ed25519 signature over the PAE. */
  signature: string;
  /** RFC 3339 UTC; metadata only, not covered by the signature. */
  signed_at: string;
  /** Base64 SPKI DER; development only, never a basis for trust (spec 8.3). */
  public_key?: string;
}

export type ParsedAssaySignature = { ok: true; signature: AssayToolSignature } | { ok: false; reason: string };

/**
 * RFC 3339 date-time, as chrono's DateTime<Utc> deserializer requires of `signed_at`
 * (an unparsable timestamp makes serde reject the whole envelope as malformed).
 */
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;

/**
 * Shape check mirroring serde's deserialization of ToolSignature: required fields with their
 * types, `public_key` optional (null = absent), unknown fields ignored. Value checks
 * (version, algorithm, payload type) follow in the same order as verify_tool.
 */
export function parseAssaySignature(value: unknown): ParsedAssaySignature {
  const fail = (reason: string): ParsedAssaySignature => ({ ok: false, reason: `malformed ${ASSAY_SIG_FIELD}: ${reason}` });
  if (!isJsonObject(value)) return fail('not a JSON object');
  const { version, algorithm, payload_type, payload_digest, key_id, signature, signed_at, public_key } = value;
  // serde: u8 from a JSON integer.
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0 || version > 255) {
    return fail('version is not an integer 0-255');
  }
  // serde: enum SignatureAlgorithm, lowercase variants; an unknown variant fails to parse.
  if (typeof algorithm !== 'string') return fail('algorithm is not a string');
  for (const [field, text] of Object.entries({ payload_type, payload_digest, key_id, signature, signed_at })) {
    if (typeof text !== 'string') return fail(`${field} is missing or not a string`);
  }
  if (!RFC3339.test(signed_at as string) || Number.isNaN(Date.parse(signed_at as string))) {
    return fail('signed_at is not an RFC 3339 timestamp');
  }
  if (public_key !== undefined && public_key !== null && typeof public_key !== 'string') {
    return fail('public_key is not a string');
  }
  if (version !== ASSAY_SIG_VERSION) return fail(`unsupported version: ${version}`);
  if (algorithm !== ASSAY_SIG_ALGORITHM) return fail(`unsupported algorithm: ${algorithm}`);
  const parsed: AssayToolSignature = {
    version,
    algorithm,
    payload_type: payload_type as string,
    payload_digest: payload_digest as string,
    key_id: key_id as string,
    signature: signature as string,
    signed_at: signed_at as string,
  };
  if (typeof public_key === 'string') parsed.public_key = public_key;
  return { ok: true, signature: parsed };
}

/** Signing input (spec 2.1): JCS of the tool with `x-assay-sig` removed, as UTF-8 text. */
export function assaySigningInput(tool: JsonObject): string {
  const { [ASSAY_SIG_FIELD]: _signature, ...unsigned } = tool;
  return canonicalJson(unsigned);
}

/** `payload_digest` of a signing input (spec 3.2): sha256 over the UTF-8 bytes, lowercase hex. */
export function assayPayloadDigest(signingInput: string): string {
  return `sha256:${createHash('sha256').update(signingInput, 'utf8').digest('hex')}`;
}

/** The bytes an Assay tool signature covers: DSSE PAE(payload type, signing input). */
export function assaySignedBytes(payloadType: string, signingInput: string): Buffer {
  return pae(payloadType, Buffer.from(signingInput, 'utf8'));
}

/**
 * Standard base64 as Rust's base64 STANDARD engine accepts it: standard alphabet, canonical
 * padding and no stray trailing bits, i.e. exactly what re-encoding the bytes gives back.
 * (Buffer.from(text, 'base64') alone silently skips invalid characters.)
 */
export function decodeStandardBase64(text: string): Buffer | undefined {
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : undefined;
}

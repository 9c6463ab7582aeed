/**
 * Verification of Assay-signed tool definitions (`x-assay-sig`, see ./assay.ts for the format
 * and its sources) and the drift rules over verification results. Pure apart from node:crypto.
 */
import { createPublicKey, type KeyObject } from 'node:crypto';
import type { Severity } from '../diff/types.js';
import { GateError } from '../errors.js';
import type { JsonObject } from '../json.js';
import {
  ASSAY_SIG_FIELD, ASSAY_TOOL_PAYLOAD_TYPE, assayPayloadDigest, assaySignedBytes, assaySigningInput,
  decodeStandardBase64, parseAssaySignature, type AssayToolSignature,
} from './assay.js';
import { keyAlgorithm, publicKeyId, verifyBytes } from './dsse.js';

/** A signer the gate trusts: an Ed25519 public key (Assay's trust policy `trusted_keys`). */
export interface TrustedKey {
  /** SPKI PEM text (Assay's public_key.pem) or a node:crypto public key. */
  publicKey: string | KeyObject;
  /** Optional expected key id; when given it must equal the key's computed id. */
  keyId?: string;
  /** Friendly name for messages. */
  name?: string;
}

export type ToolSignatureStatus = 'signed-valid' | 'signed-invalid' | 'signed-by-untrusted-key' | 'unsigned';

export interface ToolSignatureVerdict {
  status: ToolSignatureStatus;
  /** The envelope's `key_id` claim; authenticated only when status is `signed-valid`. */
  keyId?: string;
  /** Why a signature is invalid or untrusted. */
  reason?: string;
  /** The Assay VerifyError this verdict corresponds to, where Assay names one the status does not. */
  assayError?: 'KeyIdMismatch';
}

/** Ed25519 signatures are exactly 64 bytes (ed25519-dalek Signature::from_slice). */
const ED25519_SIGNATURE_BYTES = 64;

/**
 * Verifies a tool's `x-assay-sig` against the trusted keys. Order follows Assay's verify_tool:
 * envelope shape, version, algorithm, payload type, payload digest, signature encoding, then the
 * Ed25519 check with the key whose id matches `key_id`. A definition that no longer matches its
 * own payload_digest is `signed-invalid` even when the signer is unknown: tampering does not
 * need the key to be seen. With no trusted key for `key_id`, an embedded `public_key` (if any)
 * is used only to tell a broken signature from an intact one, never to grant trust (spec 8.3).
 * Throws GateError('config_invalid') only for a bad trusted key, never for a bad tool.
 */
export function verifyToolSignature(tool: JsonObject, trustedKeys: readonly TrustedKey[]): ToolSignatureVerdict {
  if (!Object.hasOwn(tool, ASSAY_SIG_FIELD)) return { status: 'unsigned' };

  const parsed = parseAssaySignature(tool[ASSAY_SIG_FIELD]);
  if (!parsed.ok) return { status: 'signed-invalid', reason: parsed.reason };
  const sig = parsed.signature;
  const invalid = (reason: string): ToolSignatureVerdict => ({ status: 'signed-invalid', keyId: sig.key_id, reason });

  if (sig.payload_type !== ASSAY_TOOL_PAYLOAD_TYPE) {
    return invalid(`payload type mismatch: expected ${ASSAY_TOOL_PAYLOAD_TYPE}, got ${sig.payload_type}`);
  }
  let signingInput: string;
  try {
    signingInput = assaySigningInput(tool);
  } catch (error) {
    return invalid(`tool definition cannot be canonicalized (JCS): ${error instanceof Error ? error.message : String(error)}`);
  }
  if (sig.payload_digest !== assayPayloadDigest(signingInput)) {
    return invalid('payload digest mismatch: the tool definition changed after it was signed');
  }
  const signatureBytes = decodeStandardBase64(sig.signature);
  if (signatureBytes === undefined) return invalid('signature is not standard padded base64');
  if (signatureBytes.length !== ED25519_SIGNATURE_BYTES) {
    return invalid(`signature is ${signatureBytes.length} bytes, expected ${ED25519_SIGNATURE_BYTES}`);
  }

  const trusted = trustedKeys.map(loadTrustedKey).find((key) => key.keyId === sig.key_id);
  if (trusted) {
    return checkSignature(sig, signingInput, signatureBytes, trusted.key)
      ? { status: 'signed-valid', keyId: sig.key_id }
      : invalid(`ed25519 verification failed for trusted key ${trusted.label}`);
  }

  // Assay verify_tool step 7: a signature that verifies under a trusted key while its key_id
  // names another key is VerifyError::KeyIdMismatch (exit 4, invalid), not a different signer.
  for (const key of trustedKeys.map(loadTrustedKey)) {
    if (checkSignature(sig, signingInput, signatureBytes, key.key)) {
      return { ...invalid(`key_id mismatch: signature claims ${sig.key_id}, actual ${key.keyId} (trusted key ${key.label})`), assayError: 'KeyIdMismatch' };
    }
  }

  const untrusted: ToolSignatureVerdict = {
    status: 'signed-by-untrusted-key',
    keyId: sig.key_id,
    reason: `key ${sig.key_id} is not among the trusted keys`,
  };
  if (sig.public_key === undefined) return untrusted;
  const embedded = embeddedKey(sig.public_key);
  if (embedded === undefined) return invalid('public_key is not a base64 SPKI Ed25519 public key');
  const embeddedId = publicKeyId(embedded);
  // verify_tool's order: the signature first (SignatureInvalid), then the key id (KeyIdMismatch).
  if (!checkSignature(sig, signingInput, signatureBytes, embedded)) return invalid('ed25519 verification failed for the embedded public_key');
  if (embeddedId !== sig.key_id) {
    return { ...invalid(`key_id mismatch: signature claims ${sig.key_id}, embedded public_key is ${embeddedId}`), assayError: 'KeyIdMismatch' };
  }
  return untrusted;
}

function checkSignature(sig: AssayToolSignature, signingInput: string, signature: Buffer, key: KeyObject): boolean {
  return verifyBytes(assaySignedBytes(sig.payload_type, signingInput), signature, key);
}

export interface LoadedKey {
  key: KeyObject;
  keyId: string;
  label: string;
}

/** Parses a trusted key and checks it is Ed25519 with the expected id (trust_policy.rs load_keys). */
export function loadTrustedKey(trusted: TrustedKey): LoadedKey {
  const named = trusted.name ?? trusted.keyId ?? 'entry';
  let key: KeyObject;
  try {
    const given = trusted.publicKey;
    // createPublicKey refuses a public KeyObject; a private one yields its public half.
    key = typeof given !== 'string' && given.type === 'public' ? given : createPublicKey(given);
  } catch (error) {
    throw new GateError('config_invalid', `trusted key ${named} is not a PEM public key`, { cause: error });
  }
  const keyId = publicKeyId(key);
  const label = trusted.name ? `${trusted.name} (${keyId})` : keyId;
  if (keyAlgorithm(key) !== 'ed25519') {
    throw new GateError('config_invalid', `trusted key ${label} is not an Ed25519 key (Assay tool signing v1 is Ed25519 only)`);
  }
  if (trusted.keyId !== undefined && trusted.keyId !== keyId) {
    throw new GateError('config_invalid', `trusted key ${named} declares key id ${trusted.keyId} but its public key is ${keyId}`);
  }
  return { key, keyId, label };
}

/** Assay key id of a public key: `sha256:` + hex SHA-256 of its SPKI DER (spec 3.3). */
export function assayKeyId(publicKey: string | KeyObject): string {
  return loadTrustedKey({ publicKey }).keyId;
}

function embeddedKey(base64Spki: string): KeyObject | undefined {
  const der = decodeStandardBase64(base64Spki);
  if (der === undefined) return undefined;
  try {
    const key = createPublicKey({ key: der, format: 'der', type: 'spki' });
    return keyAlgorithm(key) === 'ed25519' ? key : undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Drift over verification results

export type ToolSignatureRule = 'tool_signature_lost' | 'tool_signature_invalid' | 'tool_signer_changed' | 'tool_newly_signed';

/** A signature state as it appears in a change: plain JSON, without the free-text reason. */
export interface ToolSignatureState {
  status: ToolSignatureStatus;
  keyId?: string;
}

export interface ToolSignatureChange {
  rule: ToolSignatureRule;
  severity: Severity;
  message: string;
  before?: ToolSignatureState;
  after?: ToolSignatureState;
}

/** Default severity of each rule, for the lead's catalogue. */
export const TOOL_SIGNATURE_RULE_SEVERITY: Readonly<Record<ToolSignatureRule, Severity>> = {
  tool_signature_lost: 'critical',
  tool_signature_invalid: 'critical',
  tool_signer_changed: 'critical',
  tool_newly_signed: 'info',
};

/** A signature whose key_id claim survived verification as far as we can check it. */
const intact = (verdict: ToolSignatureVerdict): boolean =>
  verdict.status === 'signed-valid' || verdict.status === 'signed-by-untrusted-key';

/**
 * Signature drift of one tool between the lockfile (`before`) and the live server (`after`),
 * both verified against the same trusted keys. `undefined` = the tool does not exist on that
 * side (tool_added / tool_removed already report it). Rules, at most one per call:
 * - tool_signature_lost (critical): was signed, now unsigned - stripping the signature is how a
 *   tampered definition would hide.
 * - tool_signature_invalid (critical): now invalid and was not invalid before (also for a tool
 *   that is new in this run); an invalid baseline was accepted when it was locked.
 * - tool_signer_changed (critical): both intact, different key_id.
 * - tool_newly_signed (info): unsigned before, intact signature now.
 */
export function toolSignatureChanges(
  name: string,
  before: ToolSignatureVerdict | undefined,
  after: ToolSignatureVerdict | undefined,
): ToolSignatureChange[] {
  if (after === undefined) return [];
  const make = (rule: ToolSignatureRule, message: string): ToolSignatureChange[] => {
    const change: ToolSignatureChange = { rule, severity: TOOL_SIGNATURE_RULE_SEVERITY[rule], message };
    if (before) change.before = state(before);
    change.after = state(after);
    return [change];
  };
  const signer = (verdict: ToolSignatureVerdict) => verdict.keyId ?? 'an unknown key';

  if (after.status === 'signed-invalid') {
    if (before?.status === 'signed-invalid') return [];
    return make('tool_signature_invalid', `Tool "${name}" has an invalid x-assay-sig signature: ${after.reason ?? 'verification failed'}`);
  }
  if (before === undefined) return [];
  if (after.status === 'unsigned') {
    if (before.status === 'unsigned') return [];
    return make('tool_signature_lost', `Tool "${name}" lost its x-assay-sig signature (was signed by ${signer(before)})`);
  }
  if (before.status === 'unsigned') {
    const trust = after.status === 'signed-valid' ? 'a trusted key' : 'an untrusted key';
    return make('tool_newly_signed', `Tool "${name}" is now signed (x-assay-sig) by ${trust}, ${signer(after)}`);
  }
  if (intact(before) && before.keyId !== after.keyId) {
    return make('tool_signer_changed', `Tool "${name}" is now signed by ${signer(after)} instead of ${signer(before)}`);
  }
  return [];
}

function state(verdict: ToolSignatureVerdict): ToolSignatureState {
  return verdict.keyId === undefined ? { status: verdict.status } : { status: verdict.status, keyId: verdict.keyId };
}

import { createHash, sign, verify } from 'node:crypto';
import { i as isJsonObject } from './commandLine-BeU67b23.js';

/**
 * DSSE v1 (Dead Simple Signing Envelope) helpers shared by every signer/verifier in src/trust.
 * Spec: https://github.com/secure-systems-lab/dsse/blob/master/protocol.md and envelope.md.
 *
 * Signatures are always computed over PAE(payloadType, payload bytes), never over the base64
 * text, so the payload type is authenticated and there is no ambiguity between type and body.
 */
const PAE_PREFIX = 'DSSEv1';
/**
 * Pre-Authentication Encoding, DSSE v1:
 *   "DSSEv1" SP LEN(type) SP type SP LEN(body) SP body
 * LEN is the ASCII decimal byte length (no leading zeros); `type` is encoded as UTF-8.
 */
function pae(payloadType, payload) {
    const typeBytes = Buffer.from(payloadType, 'utf8');
    const header = Buffer.from(`${PAE_PREFIX} ${typeBytes.length} ${payloadType} ${payload.length} `, 'utf8');
    return Buffer.concat([header, payload]);
}
/** Standard base64 with padding, as DSSE envelopes are written. */
function encodeBase64(bytes) {
    return Buffer.from(bytes).toString('base64');
}
const BASE64_STANDARD = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64_URL = /^[A-Za-z0-9_-]*={0,2}$/;
/**
 * Decodes base64; the spec says verifiers accept both standard and URL-safe alphabets.
 * Returns undefined for text that is not base64 (Buffer.from would silently skip bad chars).
 */
function decodeBase64(text) {
    if (BASE64_STANDARD.test(text)) {
        if (text.includes('=') && text.length % 4 !== 0)
            return undefined;
        if (text.length % 4 === 1)
            return undefined;
        return Buffer.from(text, 'base64');
    }
    if (BASE64_URL.test(text)) {
        if (text.length % 4 === 1)
            return undefined;
        return Buffer.from(text, 'base64url');
    }
    return undefined;
}
/**
 * Checks that `value` has the shape of a DSSE envelope. Returns a reason when it does not,
 * so callers can name the cause. Payload/sig are checked to be valid base64.
 */
function parseEnvelope(value) {
    if (!isJsonObject(value))
        return { ok: false, reason: 'envelope is not a JSON object' };
    const { payloadType, payload, signatures } = value;
    if (typeof payloadType !== 'string')
        return { ok: false, reason: 'payloadType is not a string' };
    if (typeof payload !== 'string')
        return { ok: false, reason: 'payload is not a string' };
    if (decodeBase64(payload) === undefined)
        return { ok: false, reason: 'payload is not base64' };
    if (!Array.isArray(signatures) || signatures.length === 0) {
        return { ok: false, reason: 'signatures is not a non-empty array' };
    }
    const parsed = [];
    for (const [index, entry] of signatures.entries()) {
        if (!isJsonObject(entry) || typeof entry.sig !== 'string') {
            return { ok: false, reason: `signatures[${index}].sig is not a string` };
        }
        if (decodeBase64(entry.sig) === undefined) {
            return { ok: false, reason: `signatures[${index}].sig is not base64` };
        }
        if (entry.keyid !== undefined && typeof entry.keyid !== 'string') {
            return { ok: false, reason: `signatures[${index}].keyid is not a string` };
        }
        parsed.push(entry.keyid === undefined ? { sig: entry.sig } : { keyid: entry.keyid, sig: entry.sig });
    }
    return { ok: true, envelope: { payloadType, payload, signatures: parsed } };
}
/** Which of our algorithms a key belongs to, or undefined for any other key type/curve. */
function keyAlgorithm(key) {
    if (key.asymmetricKeyType === 'ed25519')
        return 'ed25519';
    if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1') {
        return 'ecdsa-p256';
    }
    return undefined;
}
/** `sha256:<hex>` of the public key's SPKI DER: stable across PEM formatting. */
function publicKeyId(key) {
    const der = key.export({ type: 'spki', format: 'der' });
    return `sha256:${createHash('sha256').update(der).digest('hex')}`;
}
/**
 * Signs bytes with node:crypto. Ed25519 signs the message itself (no pre-hash, so algorithm
 * null); ECDSA P-256 signs SHA-256(message) and emits a DER-encoded (ASN.1) signature.
 */
function signBytes(message, privateKey) {
    const alg = keyAlgorithm(privateKey);
    if (alg === 'ed25519')
        return sign(null, message, privateKey);
    if (alg === 'ecdsa-p256')
        return sign('sha256', message, { key: privateKey, dsaEncoding: 'der' });
    throw new TypeError('unsupported key type: expected an Ed25519 or ECDSA P-256 key');
}
/** Verifies a signature made by signBytes; false for any mismatch or unsupported key. */
function verifyBytes(message, signature, publicKey) {
    const alg = keyAlgorithm(publicKey);
    try {
        if (alg === 'ed25519')
            return verify(null, message, publicKey, signature);
        if (alg === 'ecdsa-p256') {
            return verify('sha256', message, { key: publicKey, dsaEncoding: 'der' }, signature);
        }
    }
    catch {
        // A garbled signature can make OpenSSL throw instead of returning false.
        return false;
    }
    return false;
}
/** Builds a one-signature envelope: sig = sign(PAE(payloadType, payload)). */
function signEnvelope(payloadType, payload, privateKey, keyid) {
    const sig = signBytes(pae(payloadType, payload), privateKey);
    return { payloadType, payload: encodeBase64(payload), signatures: [{ keyid, sig: encodeBase64(sig) }] };
}
/** True when `signature` (an envelope entry) is a valid signature of the envelope by `publicKey`. */
function verifyEnvelopeSignature(envelope, signature, publicKey) {
    const payload = decodeBase64(envelope.payload);
    const sig = decodeBase64(signature.sig);
    if (payload === undefined || sig === undefined)
        return false;
    return verifyBytes(pae(envelope.payloadType, payload), sig, publicKey);
}

export { parseEnvelope as a, decodeBase64 as d, keyAlgorithm as k, publicKeyId as p, signEnvelope as s, verifyEnvelopeSignature as v };

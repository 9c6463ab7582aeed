import { KeyObject, createPublicKey } from 'node:crypto';
import { x as readRegularTextFile, F as FILE_LIMITS, G as GateError, A as parseEnvelope, B as decodeBase64, C as verifyEnvelopeSignature, D as isJsonObject, S as SEAL_MEMBER, E as canonicalJson, H as displayPointer, y as keyAlgorithm, p as parseLockfile, J as signEnvelope, z as publicKeyId, K as writeFileAtomic, M as CURRENT_RISK_MODEL } from './commandLine-Q5TO3seu.js';
import 'node:fs/promises';
import 'node:path';
import 'node:os';
import 'node:buffer';
import 'node:child_process';
import 'node:fs';

/**
 * Signed lockfiles: `mcp.lock.json.sig` is a DSSE envelope whose payload is the JCS (RFC 8785)
 * bytes of a small statement wrapping the lockfile:
 *
 *   payloadType: application/vnd.mcp-drift-gate.lockfile+json; version=1
 *   payload:     base64(JCS({ "lockfile": <parsed lockfile>, "expires"?: "<ISO 8601 UTC>" }))
 *
 * Why a wrapper: DSSE has no expiry field and its keyid is unauthenticated, so an expiry must live
 * inside the signed payload to be trustworthy. Why JCS: verification compares the JCS of the
 * signed lockfile with the JCS of the lockfile on disk, so a whitespace-only or key-order reformat
 * still verifies while any change of content (one value, one character) fails as
 * `payload_mismatch`. Embedding the full lockfile (not only its digest) lets a failure name the
 * first place where the lockfile on disk differs from what was signed.
 *
 * Signatures: Ed25519 (pure, no pre-hash) or ECDSA P-256 over SHA-256 with a DER (ASN.1) encoded
 * signature — note the DSSE spec's own example uses raw r||s; we use DER, node:crypto's default.
 * An envelope verifies when ANY of its signatures verifies with a trusted key (threshold 1).
 */
const LOCKFILE_PAYLOAD_TYPE = 'application/vnd.mcp-drift-gate.lockfile+json; version=1';
/** Where the signature of `lockfilePath` lives. */
function signaturePath(lockfilePath) {
    return `${lockfilePath}.sig`;
}
/**
 * Signs lockfile text. The text must be a valid lockfile (it is parsed and checked like any
 * lockfile read from disk: an invalid one throws GateError `lockfile_invalid`).
 */
function signLockfile(lockfileText, privateKey, options = {}) {
    const key = privateKey instanceof KeyObject ? privateKey : privateKey.key;
    if (key.type !== 'private' || keyAlgorithm(key) === undefined) {
        throw new GateError('usage', 'signing needs an Ed25519 or ECDSA P-256 private key');
    }
    const lockfile = parseLockfile(lockfileText, options.label ?? 'lockfile', { riskModel: CURRENT_RISK_MODEL });
    const statement = { lockfile };
    if (options.expires !== undefined) {
        if (Number.isNaN(options.expires.getTime()))
            throw new GateError('usage', 'signature expiry is not a valid date');
        statement.expires = options.expires.toISOString();
    }
    const payload = Buffer.from(canonicalJson(statement), 'utf8');
    return signEnvelope(LOCKFILE_PAYLOAD_TYPE, payload, key, publicKeyId(createPublicKey(key)));
}
/** Writes `<lockfile>.sig` atomically (temp file, fsync, rename). Returns the signature path. */
async function writeSignature(lockfilePath, envelope) {
    const path = signaturePath(lockfilePath);
    await writeFileAtomic(path, `${JSON.stringify(envelope, null, 2)}\n`, 'lockfile signature');
    return path;
}
/** Reads the lockfile at `lockfilePath`, signs it and writes `<lockfile>.sig`. */
async function signLockfileFile(lockfilePath, privateKey, options = {}) {
    const text = await readLockfileText(lockfilePath);
    const envelope = signLockfile(text, privateKey, { ...options, label: lockfilePath });
    return { signaturePath: await writeSignature(lockfilePath, envelope), envelope };
}
/**
 * Verifies `<lockfile>.sig` against the lockfile and the trusted keys, at instant `now`.
 * Verdicts come back as a VerifyResult; only operational failures throw (GateError: the lockfile
 * is missing or unreadable, the .sig exists but cannot be read).
 */
async function verifyLockfile(lockfilePath, trustedPublicKeys, now = new Date()) {
    const sigPath = signaturePath(lockfilePath);
    let signatureText;
    try {
        signatureText = await readRegularTextFile(sigPath, FILE_LIMITS.signature);
    }
    catch (error) {
        if (error.code === 'ENOENT') {
            return fail('missing', `lockfile signature ${sigPath} does not exist; sign the lockfile to create it`);
        }
        throw new GateError('io_error', `cannot read lockfile signature ${sigPath}: ${error.message}`, { cause: error });
    }
    const lockfileText = await readLockfileText(lockfilePath);
    return verifyLockfileText(lockfileText, signatureText, trustedPublicKeys, now, { lockfile: lockfilePath, signature: sigPath });
}
/** The pure core of verifyLockfile: texts in, verdict out. `labels` name the two files in messages. */
function verifyLockfileText(lockfileText, signatureText, trustedPublicKeys, now, labels = { lockfile: 'lockfile', signature: 'lockfile signature' }) {
    const sig = labels.signature;
    let json;
    try {
        json = JSON.parse(signatureText);
    }
    catch (error) {
        return fail('malformed', `${sig} is not valid JSON: ${error.message}`);
    }
    const parsed = parseEnvelope(json);
    if (!parsed.ok)
        return fail('malformed', `${sig} is not a DSSE envelope: ${parsed.reason}`);
    const envelope = parsed.envelope;
    if (envelope.payloadType !== LOCKFILE_PAYLOAD_TYPE) {
        return fail('malformed', `${sig} has payloadType ${JSON.stringify(envelope.payloadType)}; expected ${JSON.stringify(LOCKFILE_PAYLOAD_TYPE)}`);
    }
    // Signature first: nothing in the payload (expiry included) means anything until it verifies.
    const accepted = acceptedKey(envelope, trustedPublicKeys);
    if (!accepted.ok)
        return fail(accepted.cause, `${sig}: ${accepted.message}`);
    const statement = parseStatement(decodeBase64(envelope.payload));
    if (typeof statement === 'string')
        return fail('malformed', `${sig} payload ${statement}`);
    if (statement.expires !== undefined && now.getTime() >= Date.parse(statement.expires)) {
        return fail('expired', `${sig} expired at ${statement.expires} (now ${now.toISOString()}); sign the lockfile again`);
    }
    const mismatch = contentMismatch(lockfileText, statement.lockfile);
    if (mismatch !== undefined) {
        return fail('payload_mismatch', `${labels.lockfile} does not match its signature ${sig}: ${mismatch}`);
    }
    const result = { ok: true, keyId: accepted.key.keyId, alg: accepted.key.alg };
    if (statement.expires !== undefined)
        result.expires = statement.expires;
    return result;
}
function fail(cause, message) {
    return { ok: false, cause, message };
}
/**
 * Finds a trusted key that verifies one of the signatures. keyid is an unauthenticated hint
 * (DSSE): it only narrows which trusted keys are tried; a signature without one tries them all.
 */
function acceptedKey(envelope, trusted) {
    if (trusted.length === 0)
        return { ok: false, cause: 'untrusted_key', message: 'no trusted public keys were given' };
    let triedTrustedKey = false;
    for (const signature of envelope.signatures) {
        const candidates = signature.keyid === undefined ? trusted : trusted.filter((k) => k.keyId === signature.keyid);
        for (const candidate of candidates) {
            triedTrustedKey = true;
            if (verifyEnvelopeSignature(envelope, signature, candidate.key))
                return { ok: true, key: candidate };
        }
    }
    if (!triedTrustedKey) {
        const named = envelope.signatures.map((s) => s.keyid).join(', ');
        return {
            ok: false,
            cause: 'untrusted_key',
            message: `signed by ${named}, which is not a trusted key (trusted: ${trusted.map((k) => k.keyId).join(', ')})`,
        };
    }
    return {
        ok: false,
        cause: 'bad_signature',
        message: 'no signature verifies with a trusted key (the signature or the signed payload was altered, or the keyid is wrong)',
    };
}
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;
/** Decodes the statement, or returns what is wrong with it. */
function parseStatement(payload) {
    let value;
    try {
        value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payload));
    }
    catch {
        return 'is not UTF-8 JSON';
    }
    if (!isJsonObject(value))
        return 'is not a JSON object';
    const unknownKey = Object.keys(value).find((k) => k !== 'lockfile' && k !== 'expires');
    if (unknownKey !== undefined)
        return `has unknown field ${JSON.stringify(unknownKey)}`;
    if (!isJsonObject(value.lockfile))
        return 'has no lockfile object';
    const statement = { lockfile: value.lockfile };
    if (value.expires !== undefined) {
        if (typeof value.expires !== 'string' || !ISO_UTC.test(value.expires) || Number.isNaN(Date.parse(value.expires))) {
            return 'has an expires that is not an ISO 8601 UTC timestamp';
        }
        statement.expires = value.expires;
    }
    return statement;
}
/** Why the lockfile text is not the signed lockfile, or undefined when their JCS forms are equal. */
function contentMismatch(lockfileText, signed) {
    const body = lockfileText.startsWith('\uFEFF') ? lockfileText.slice(1) : lockfileText;
    let onDisk;
    try {
        onDisk = JSON.parse(body);
    }
    catch {
        return 'the lockfile is not valid JSON';
    }
    // The seal is the file's, not the content's: the signed lockfile never holds it.
    if (isJsonObject(onDisk))
        delete onDisk[SEAL_MEMBER];
    let diskCanonical;
    try {
        diskCanonical = canonicalJson(onDisk);
    }
    catch (error) {
        return `the lockfile cannot be canonicalized (${error.message})`;
    }
    if (diskCanonical === canonicalJson(signed))
        return undefined;
    const at = firstDifference(signed, onDisk, []);
    return `content differs at ${displayPointer(at ?? [])} (changed since it was signed; sign it again if the change is intended)`;
}
/** Path to the first place two JSON values differ, in sorted key order; undefined when equal. */
function firstDifference(a, b, path) {
    if (Array.isArray(a) && Array.isArray(b)) {
        for (let i = 0; i < Math.max(a.length, b.length); i++) {
            if (i >= a.length || i >= b.length)
                return [...path, String(i)];
            const found = firstDifference(a[i], b[i], [...path, String(i)]);
            if (found)
                return found;
        }
        return undefined;
    }
    if (isJsonObject(a) && isJsonObject(b)) {
        const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
        for (const key of keys) {
            if (!Object.hasOwn(a, key) || !Object.hasOwn(b, key))
                return [...path, key];
            const found = firstDifference(a[key], b[key], [...path, key]);
            if (found)
                return found;
        }
        return undefined;
    }
    return canonicalJson(a) === canonicalJson(b) ? undefined : path;
}
async function readLockfileText(path) {
    try {
        return await readRegularTextFile(path, FILE_LIMITS.lockfile);
    }
    catch (error) {
        if (error.code === 'ENOENT') {
            throw new GateError('lockfile_missing', `lockfile ${path} does not exist; lock the server first to create it`, { cause: error });
        }
        throw new GateError('io_error', `cannot read lockfile ${path}: ${error.message}`, { cause: error });
    }
}

export { LOCKFILE_PAYLOAD_TYPE, signLockfile, signLockfileFile, signaturePath, verifyLockfile, verifyLockfileText, writeSignature };

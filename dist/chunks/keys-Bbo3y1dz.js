import { createPublicKey, generateKeyPairSync, createPrivateKey } from 'node:crypto';
import { x as readRegularTextFile, F as FILE_LIMITS, G as GateError, y as keyAlgorithm, z as publicKeyId } from './commandLine-Q5TO3seu.js';
import { stat } from 'node:fs/promises';
import 'node:path';
import 'node:os';
import 'node:buffer';
import 'node:child_process';
import 'node:fs';

/**
 * Key handling for signed lockfiles, on node:crypto only. Private keys are read from a file or an
 * environment variable, never from a CLI argument (argv is visible to every process on the host
 * and lands in CI logs); they are returned as KeyObjects, which never print their material, and
 * no error message or error cause carries key text.
 */
const SUPPORTED_ALGORITHMS = ['ed25519', 'ecdsa-p256'];
function generateKeyPair(alg) {
    const { privateKey, publicKey } = alg === 'ed25519'
        ? generateKeyPairSync('ed25519')
        : alg === 'ecdsa-p256'
            ? generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
            : unsupportedAlgorithm(alg);
    return {
        alg,
        privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        keyId: publicKeyId(publicKey),
    };
}
function unsupportedAlgorithm(alg) {
    throw new GateError('usage', `unsupported signing algorithm ${String(alg)}; use ${SUPPORTED_ALGORITHMS.join(' or ')}`);
}
/**
 * Loads the signing key from exactly one of `file` (a path) or `env` (the NAME of an environment
 * variable holding the PEM). A PEM whose newlines were flattened to literal `\n` (a common way
 * to paste a key into a CI secret) is accepted.
 */
async function loadPrivateKey(source) {
    const { file, env } = source;
    if ((file === undefined) === (env === undefined)) {
        throw new GateError('usage', 'give the private key as exactly one of a key file or an environment variable name');
    }
    let pem;
    let origin;
    const warnings = [];
    if (file !== undefined) {
        origin = `private key file ${file}`;
        try {
            const looseMode = await permissionsOpenToOthers(file);
            if (looseMode !== undefined) {
                warnings.push(`${origin} can be read by other users (mode ${looseMode}); restrict it to its owner (chmod 600) — anyone who reads it can sign lockfiles as you`);
            }
            pem = await readRegularTextFile(file, FILE_LIMITS.key);
        }
        catch (error) {
            // The fs message names only the path and errno, never the contents.
            throw new GateError('io_error', `cannot read ${origin}: ${error.message}`);
        }
    }
    else {
        origin = `private key in environment variable ${env}`;
        const value = process.env[env];
        if (value === undefined || value.trim() === '') {
            throw new GateError('usage', `environment variable ${env} is not set or empty; it must hold a PEM private key`);
        }
        pem = value;
    }
    let key;
    try {
        key = createPrivateKey({ key: unflattenPem(pem), format: 'pem' });
    }
    catch {
        // No cause attached: OpenSSL errors are generic, and nothing derived from the text may leak.
        throw new GateError('usage', `${origin} is not an unencrypted PEM private key (expected PKCS#8 "BEGIN PRIVATE KEY", Ed25519 or ECDSA P-256)`);
    }
    const alg = keyAlgorithm(key);
    if (alg === undefined) {
        throw new GateError('usage', `${origin} is a ${describeKeyType(key)} key; only ${SUPPORTED_ALGORITHMS.join(' and ')} keys can sign lockfiles`);
    }
    return { key, alg, keyId: publicKeyId(createPublicKey(key)), warnings };
}
/**
 * The file's permission bits as octal text when group or others may read or write it (as ssh
 * refuses such keys), else undefined. POSIX only: Windows modes do not carry ACLs.
 */
async function permissionsOpenToOthers(file) {
    if (process.platform === 'win32')
        return undefined;
    const { mode } = await stat(file);
    return (mode & 0o066) !== 0 ? `0${(mode & 0o777).toString(8)}` : undefined;
}
const PRIVATE_KEY_BLOCK = /-----BEGIN [A-Z ]*PRIVATE KEY-----/;
const PUBLIC_KEY_BLOCK = /-----BEGIN PUBLIC KEY-----[\s\S]*?-----END PUBLIC KEY-----/g;
/**
 * Loads trusted public keys. Each file holds one or more SPKI PEM blocks ("BEGIN PUBLIC KEY"),
 * so a team can keep a small keyring in one file. Private-key PEMs are refused rather than
 * silently reduced to their public half: a private key has no business in a trust list.
 * Duplicates (same key id) are kept once.
 */
async function loadPublicKeys(files) {
    const byId = new Map();
    for (const file of files) {
        let text;
        try {
            text = await readRegularTextFile(file, FILE_LIMITS.key);
        }
        catch (error) {
            throw new GateError('io_error', `cannot read public key file ${file}: ${error.message}`);
        }
        if (PRIVATE_KEY_BLOCK.test(text)) {
            // Nothing from the file goes into the message.
            throw new GateError('usage', `public key file ${file} contains a PRIVATE key; give the public key (SPKI PEM) instead`);
        }
        const blocks = text.match(PUBLIC_KEY_BLOCK) ?? [];
        if (blocks.length === 0) {
            throw new GateError('usage', `public key file ${file} has no "BEGIN PUBLIC KEY" PEM block`);
        }
        for (const [index, block] of blocks.entries()) {
            const where = blocks.length > 1 ? `public key #${index + 1} in ${file}` : `public key file ${file}`;
            let key;
            try {
                key = createPublicKey({ key: block, format: 'pem' });
            }
            catch (error) {
                throw new GateError('usage', `${where} is not a valid SPKI PEM public key: ${error.message}`);
            }
            const alg = keyAlgorithm(key);
            if (alg === undefined) {
                throw new GateError('usage', `${where} is a ${describeKeyType(key)} key; only ${SUPPORTED_ALGORITHMS.join(' and ')} are supported`);
            }
            const keyId = publicKeyId(key);
            if (!byId.has(keyId))
                byId.set(keyId, { key, alg, keyId, source: where });
        }
    }
    return [...byId.values()];
}
/** Restores real newlines in a PEM pasted as one line with literal `\n` sequences. */
function unflattenPem(pem) {
    return pem.includes('\n') ? pem : pem.replace(/\\n/g, '\n');
}
function describeKeyType(key) {
    const curve = key.asymmetricKeyDetails?.namedCurve;
    return curve ? `${key.asymmetricKeyType ?? 'unknown'} (${curve})` : (key.asymmetricKeyType ?? 'unknown');
}

export { SUPPORTED_ALGORITHMS, generateKeyPair, loadPrivateKey, loadPublicKeys, permissionsOpenToOthers };

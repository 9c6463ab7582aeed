/**
 * Key handling for signed lockfiles, on node:crypto only. Private keys are read from a file or an
 * environment variable, never from a CLI argument (argv is visible to every process on the host
 * and lands in CI logs); they are returned as KeyObjects, which never print their material, and
 * no error message or error cause carries key text.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { FILE_LIMITS, readRegularTextFile } from '../boundedFile.js';
import { stat } from 'node:fs/promises';
import { GateError } from '../errors.js';
import { keyAlgorithm, publicKeyId, type SignatureAlgorithm } from './dsse.js';

export type { SignatureAlgorithm } from './dsse.js';

export interface GeneratedKeyPair {
  alg: SignatureAlgorithm;
  /** PKCS#8 PEM. Secret: store it in a file or CI secret, never commit it. */
  privateKeyPem: string;
  /** SPKI PEM. Commit it (or pass it with --trusted-key) so CI can verify. */
  publicKeyPem: string;
  /** `sha256:` + hex SHA-256 of the public key's SPKI DER. */
  keyId: string;
}

/** A private key ready to sign with. `key` is a KeyObject so logging it shows no material. */
export interface SigningKey {
  key: KeyObject;
  alg: SignatureAlgorithm;
  /** Key id of the matching public key. */
  keyId: string;
  /** Problems that do not stop signing (a key file others can read), for the caller to show. */
  warnings: string[];
}

/** A public key that verification trusts; `source` names where it came from, for messages. */
export interface TrustedPublicKey {
  key: KeyObject;
  alg: SignatureAlgorithm;
  keyId: string;
  source: string;
}

export const SUPPORTED_ALGORITHMS: readonly SignatureAlgorithm[] = ['ed25519', 'ecdsa-p256'];

export function generateKeyPair(alg: SignatureAlgorithm): GeneratedKeyPair {
  const { privateKey, publicKey } =
    alg === 'ed25519'
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

function unsupportedAlgorithm(alg: never): never {
  throw new GateError('usage', `unsupported signing algorithm ${String(alg)}; use ${SUPPORTED_ALGORITHMS.join(' or ')}`);
}

/**
 * Loads the signing key from exactly one of `file` (a path) or `env` (the NAME of an environment
 * variable holding the PEM). A PEM whose newlines were flattened to literal `\n` (a common way
 * to paste a key into a CI secret) is accepted.
 */
export async function loadPrivateKey(source: { file?: string; env?: string }): Promise<SigningKey> {
  const { file, env } = source;
  if ((file === undefined) === (env === undefined)) {
    throw new GateError('usage', 'give the private key as exactly one of a key file or an environment variable name');
  }
  let pem: string;
  let origin: string;
  const warnings: string[] = [];
  if (file !== undefined) {
    origin = `private key file ${file}`;
    try {
      const looseMode = await permissionsOpenToOthers(file);
      if (looseMode !== undefined) {
        warnings.push(
          `${origin} can be read by other users (mode ${looseMode}); restrict it to its owner (chmod 600) — anyone who reads it can sign lockfiles as you`,
        );
      }
      pem = await readRegularTextFile(file, FILE_LIMITS.key);
    } catch (error) {
      // The fs message names only the path and errno, never the contents.
      throw new GateError('io_error', `cannot read ${origin}: ${(error as Error).message}`);
    }
  } else {
    origin = `private key in environment variable ${env}`;
    const value = process.env[env!];
    if (value === undefined || value.trim() === '') {
      throw new GateError('usage', `environment variable ${env} is not set or empty; it must hold a PEM private key`);
    }
    pem = value;
  }
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: unflattenPem(pem), format: 'pem' });
  } catch {
    // No cause attached: OpenSSL errors are generic, and nothing derived from the text may leak.
    throw new GateError(
      'usage',
      `${origin} is not an unencrypted PEM private key (expected PKCS#8 "BEGIN PRIVATE KEY", Ed25519 or ECDSA P-256)`,
    );
  }
  const alg = keyAlgorithm(key);
  if (alg === undefined) {
    throw new GateError(
      'usage',
      `${origin} is a ${describeKeyType(key)} key; only ${SUPPORTED_ALGORITHMS.join(' and ')} keys can sign lockfiles`,
    );
  }
  return { key, alg, keyId: publicKeyId(createPublicKey(key)), warnings };
}

/**
 * The file's permission bits as octal text when group or others may read or write it (as ssh
 * refuses such keys), else undefined. POSIX only: Windows modes do not carry ACLs.
 */
export async function permissionsOpenToOthers(file: string): Promise<string | undefined> {
  if (process.platform === 'win32') return undefined;
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
export async function loadPublicKeys(files: string[]): Promise<TrustedPublicKey[]> {
  const byId = new Map<string, TrustedPublicKey>();
  for (const file of files) {
    let text: string;
    try {
      text = await readRegularTextFile(file, FILE_LIMITS.key);
    } catch (error) {
      throw new GateError('io_error', `cannot read public key file ${file}: ${(error as Error).message}`);
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
      let key: KeyObject;
      try {
        key = createPublicKey({ key: block, format: 'pem' });
      } catch (error) {
        throw new GateError('usage', `${where} is not a valid SPKI PEM public key: ${(error as Error).message}`);
      }
      const alg = keyAlgorithm(key);
      if (alg === undefined) {
        throw new GateError('usage', `${where} is a ${describeKeyType(key)} key; only ${SUPPORTED_ALGORITHMS.join(' and ')} are supported`);
      }
      const keyId = publicKeyId(key);
      if (!byId.has(keyId)) byId.set(keyId, { key, alg, keyId, source: where });
    }
  }
  return [...byId.values()];
}

/** Public key from a PEM string already in memory (tests, action inputs). */
export function parsePublicKeyPem(pem: string, source = 'public key'): TrustedPublicKey {
  if (PRIVATE_KEY_BLOCK.test(pem)) {
    throw new GateError('usage', `${source} is a PRIVATE key; give the public key (SPKI PEM) instead`);
  }
  let key: KeyObject;
  try {
    key = createPublicKey({ key: unflattenPem(pem), format: 'pem' });
  } catch (error) {
    throw new GateError('usage', `${source} is not a valid SPKI PEM public key: ${(error as Error).message}`);
  }
  const alg = keyAlgorithm(key);
  if (alg === undefined) {
    throw new GateError('usage', `${source} is a ${describeKeyType(key)} key; only ${SUPPORTED_ALGORITHMS.join(' and ')} are supported`);
  }
  return { key, alg, keyId: publicKeyId(key), source };
}

/** Restores real newlines in a PEM pasted as one line with literal `\n` sequences. */
function unflattenPem(pem: string): string {
  return pem.includes('\n') ? pem : pem.replace(/\\n/g, '\n');
}

function describeKeyType(key: KeyObject): string {
  const curve = key.asymmetricKeyDetails?.namedCurve;
  return curve ? `${key.asymmetricKeyType ?? 'unknown'} (${curve})` : (key.asymmetricKeyType ?? 'unknown');
}

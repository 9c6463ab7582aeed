import { createHash, createPublicKey } from 'node:crypto';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GateError } from '../../src/errors.js';
import { serializeLockfile } from '../../src/lockfile/index.js';
import { decodeBase64, encodeBase64, type DsseEnvelope } from '../../src/trust/dsse.js';
import {
  generateKeyPair,
  loadPrivateKey,
  loadPublicKeys,
  parsePublicKeyPem,
  type GeneratedKeyPair,
  type SignatureAlgorithm,
} from '../../src/trust/keys.js';
import {
  LOCKFILE_PAYLOAD_TYPE,
  signaturePath,
  signLockfile,
  signLockfileFile,
  verifyLockfile,
  verifyLockfileText,
  writeSignature,
  type VerifyResult,
} from '../../src/trust/lockfileSignature.js';
import { build, tempDir } from '../lockfile/helpers.js';

const ALGORITHMS: SignatureAlgorithm[] = ['ed25519', 'ecdsa-p256'];
const NOW = new Date('2026-01-15T12:00:00.000Z');

let dir: string;
let lockPath: string;
let lockText: string;
beforeEach(async () => {
  dir = await tempDir();
  lockPath = join(dir, 'mcp.lock.json');
  lockText = serializeLockfile(build());
  await writeFile(lockPath, lockText);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function keyFiles(pair: GeneratedKeyPair, name: string = pair.alg) {
  const privateFile = join(dir, `${name}.key`);
  const publicFile = join(dir, `${name}.pub`);
  await writeFile(privateFile, pair.privateKeyPem, { mode: 0o600 });
  await writeFile(publicFile, pair.publicKeyPem);
  return { privateFile, publicFile };
}

/** Signs the lockfile on disk with a fresh key pair; returns the pair and its trusted public keys. */
async function signed(alg: SignatureAlgorithm, expires?: Date) {
  const pair = generateKeyPair(alg);
  const files = await keyFiles(pair);
  const signingKey = await loadPrivateKey({ file: files.privateFile });
  const trusted = await loadPublicKeys([files.publicFile]);
  await writeSignature(lockPath, signLockfile(lockText, signingKey, expires ? { expires } : {}));
  return { pair, signingKey, trusted, files };
}

function expectFailure(result: VerifyResult, cause: string, reason: RegExp): void {
  expect(result).toMatchObject({ ok: false, cause });
  if (!result.ok) expect(result.message).toMatch(reason);
}

async function readEnvelope(): Promise<DsseEnvelope> {
  return JSON.parse(await readFile(signaturePath(lockPath), 'utf8')) as DsseEnvelope;
}

describe.each(ALGORITHMS)('%s', (alg) => {
  it('sign then verify round-trips', async () => {
    const { pair, trusted } = await signed(alg);
    expect(await verifyLockfile(lockPath, trusted, NOW)).toEqual({ ok: true, keyId: pair.keyId, alg });
  });

  it('writes a DSSE envelope of the JCS statement, keyed by the public key id', async () => {
    const { pair } = await signed(alg);
    const envelope = await readEnvelope();
    expect(envelope.payloadType).toBe(LOCKFILE_PAYLOAD_TYPE);
    expect(envelope.signatures).toEqual([{ keyid: pair.keyId, sig: expect.any(String) }]);
    const payload = decodeBase64(envelope.payload)!.toString('utf8');
    // The file's seal (its last member) is not content: the signed lockfile is what the reader returns.
    const { integrity: _seal, ...content } = JSON.parse(lockText) as Record<string, unknown>;
    expect(JSON.parse(payload)).toEqual({ lockfile: content });
    expect(payload).not.toContain('\n'); // JCS: no insignificant whitespace
    expect(payload.startsWith('{"lockfile":{"$schema":')).toBe(true); // JCS key order
  });

  it('keyId is sha256 of the SPKI DER, computed independently', () => {
    const pair = generateKeyPair(alg);
    const der = createPublicKey(pair.publicKeyPem).export({ type: 'spki', format: 'der' });
    expect(pair.keyId).toBe(`sha256:${createHash('sha256').update(der).digest('hex')}`);
    // The same id from the private half and from the public file loader.
    expect(pair.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(pair.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(parsePublicKeyPem(pair.publicKeyPem).keyId).toBe(pair.keyId);
  });

  it('one changed byte of content fails with payload_mismatch naming where', async () => {
    const { trusted } = await signed(alg);
    const tampered = lockText.replace('Reads a note', 'Reads a notE');
    expect(tampered).not.toBe(lockText);
    expect(Buffer.byteLength(tampered)).toBe(Buffer.byteLength(lockText));
    await writeFile(lockPath, tampered);
    const result = await verifyLockfile(lockPath, trusted, NOW);
    expectFailure(result, 'payload_mismatch', /content differs at \/tools\/get_note\/definition\/description/);
    if (!result.ok) expect(result.message).toContain(lockPath);
  });

  it('an expired signature fails with expired; before expiry it verifies', async () => {
    const expires = new Date('2026-02-01T00:00:00.000Z');
    const { trusted, pair } = await signed(alg, expires);
    expect(await verifyLockfile(lockPath, trusted, NOW)).toEqual({
      ok: true, keyId: pair.keyId, alg, expires: '2026-02-01T00:00:00.000Z',
    });
    expectFailure(await verifyLockfile(lockPath, trusted, expires), 'expired', /expired at 2026-02-01T00:00:00.000Z/);
    expectFailure(await verifyLockfile(lockPath, trusted, new Date('2027-01-01')), 'expired', /sign the lockfile again/);
  });
});

describe('verify failures', () => {
  it('whitespace-only and key-order reformatting still verifies (JCS is compared)', async () => {
    const { trusted } = await signed('ed25519');
    const parsed = JSON.parse(lockText) as Record<string, unknown>;
    const reordered = Object.fromEntries(Object.entries(parsed).reverse());
    await writeFile(lockPath, `\uFEFF${JSON.stringify(reordered)}\r\n`);
    expect(await verifyLockfile(lockPath, trusted, NOW)).toMatchObject({ ok: true });
  });

  it('a missing .sig fails with missing', async () => {
    const { trusted } = await signed('ed25519');
    await rm(signaturePath(lockPath));
    expectFailure(await verifyLockfile(lockPath, trusted, NOW), 'missing', /\.sig does not exist/);
  });

  it.each([
    ['not JSON', '{"payloadType":', /not valid JSON/],
    ['not an envelope', '{"hello":"world"}', /not a DSSE envelope: payloadType/],
    ['truncated', '', /not valid JSON/],
  ])('a malformed .sig (%s) fails with malformed', async (_name, text, reason) => {
    const { trusted } = await signed('ed25519');
    await writeFile(signaturePath(lockPath), text);
    expectFailure(await verifyLockfile(lockPath, trusted, NOW), 'malformed', reason);
  });

  it('a .sig of another payload type fails with malformed', async () => {
    const { trusted } = await signed('ed25519');
    const envelope = await readEnvelope();
    await writeFile(signaturePath(lockPath), JSON.stringify({ ...envelope, payloadType: 'application/vnd.in-toto+json' }));
    expectFailure(await verifyLockfile(lockPath, trusted, NOW), 'malformed', /payloadType "application\/vnd\.in-toto\+json"/);
  });

  it('a validly signed payload that is not our statement fails with malformed', async () => {
    const pair = generateKeyPair('ed25519');
    const trusted = [parsePublicKeyPem(pair.publicKeyPem)];
    const { signEnvelope } = await import('../../src/trust/dsse.js');
    const key = (await loadPrivateKey({ file: (await keyFiles(pair)).privateFile })).key;
    const bogus = signEnvelope(LOCKFILE_PAYLOAD_TYPE, Buffer.from('{"lockfile":{},"extra":1}'), key, pair.keyId);
    expectFailure(verifyLockfileText(lockText, JSON.stringify(bogus), trusted, NOW), 'malformed', /unknown field "extra"/);
    const badExpiry = signEnvelope(LOCKFILE_PAYLOAD_TYPE, Buffer.from('{"expires":"tomorrow","lockfile":{}}'), key, pair.keyId);
    expectFailure(verifyLockfileText(lockText, JSON.stringify(badExpiry), trusted, NOW), 'malformed', /expires/);
  });

  it('a signature by an untrusted key fails with untrusted_key', async () => {
    const { pair } = await signed('ed25519');
    const other = await loadPublicKeys([(await keyFiles(generateKeyPair('ecdsa-p256'), 'other')).publicFile]);
    const result = await verifyLockfile(lockPath, other, NOW);
    expectFailure(result, 'untrusted_key', new RegExp(`signed by ${pair.keyId}, which is not a trusted key`));
    expectFailure(await verifyLockfile(lockPath, [], NOW), 'untrusted_key', /no trusted public keys/);
  });

  it('a wrong key (keyid claims a trusted key, signature by another) fails with bad_signature', async () => {
    const trustedPair = generateKeyPair('ed25519');
    const trusted = [parsePublicKeyPem(trustedPair.publicKeyPem)];
    const impostor = generateKeyPair('ed25519');
    const impostorKey = await loadPrivateKey({ file: (await keyFiles(impostor, 'impostor')).privateFile });
    const envelope = signLockfile(lockText, impostorKey);
    envelope.signatures[0]!.keyid = trustedPair.keyId;
    await writeSignature(lockPath, envelope);
    expectFailure(await verifyLockfile(lockPath, trusted, NOW), 'bad_signature', /no signature verifies/);
  });

  it('a payload swapped inside the .sig (without re-signing) fails with bad_signature', async () => {
    const { trusted } = await signed('ecdsa-p256');
    const envelope = await readEnvelope();
    const other = JSON.stringify({ expires: '2099-01-01T00:00:00.000Z', lockfile: JSON.parse(lockText) });
    await writeSignature(lockPath, { ...envelope, payload: encodeBase64(Buffer.from(other)) });
    expectFailure(await verifyLockfile(lockPath, trusted, NOW), 'bad_signature', /no signature verifies/);
  });

  it('a flipped signature byte fails with bad_signature', async () => {
    const { trusted } = await signed('ed25519');
    const envelope = await readEnvelope();
    const sig = decodeBase64(envelope.signatures[0]!.sig)!;
    sig[10] = sig[10]! ^ 0x01;
    envelope.signatures[0]!.sig = encodeBase64(sig);
    await writeSignature(lockPath, envelope);
    expectFailure(await verifyLockfile(lockPath, trusted, NOW), 'bad_signature', /no signature verifies/);
  });

  it('accepts a multi-signature envelope when any signature is by a trusted key', async () => {
    const { trusted: first } = await signed('ed25519');
    const firstEnvelope = await readEnvelope();
    const second = generateKeyPair('ecdsa-p256');
    const secondKey = await loadPrivateKey({ file: (await keyFiles(second, 'second')).privateFile });
    const secondEnvelope = signLockfile(lockText, secondKey);
    const both = { ...firstEnvelope, signatures: [...firstEnvelope.signatures, ...secondEnvelope.signatures] };
    await writeSignature(lockPath, both);
    expect(await verifyLockfile(lockPath, [parsePublicKeyPem(second.publicKeyPem)], NOW)).toMatchObject({
      ok: true, keyId: second.keyId, alg: 'ecdsa-p256',
    });
    expect(await verifyLockfile(lockPath, first, NOW)).toMatchObject({ ok: true, alg: 'ed25519' });
  });

  it('a missing lockfile is an operational GateError, not a verdict', async () => {
    const { trusted } = await signed('ed25519');
    await rm(lockPath);
    await expect(verifyLockfile(lockPath, trusted, NOW)).rejects.toMatchObject({ code: 'lockfile_missing' });
  });
});

describe('signing', () => {
  it('refuses to sign an invalid lockfile', async () => {
    const key = generateKeyPair('ed25519');
    const file = (await keyFiles(key)).privateFile;
    const signingKey = await loadPrivateKey({ file });
    expect(() => signLockfile('{"not":"a lockfile"}', signingKey, { label: 'x.json' })).toThrow(/lockfile x\.json fails the lockfile schema/);
  });

  it('signLockfileFile writes <lockfile>.sig atomically and leaves no temp files', async () => {
    const pair = generateKeyPair('ecdsa-p256');
    const files = await keyFiles(pair);
    const signingKey = await loadPrivateKey({ file: files.privateFile });
    const { signaturePath: written } = await signLockfileFile(lockPath, signingKey);
    expect(written).toBe(`${lockPath}.sig`);
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(await verifyLockfile(lockPath, await loadPublicKeys([files.publicFile]), NOW)).toMatchObject({ ok: true });
  });

  it('writeSignature fails with io_error naming the path when the directory is missing', async () => {
    const { envelope } = await signLockfileFile(lockPath, await signed('ed25519').then((s) => s.signingKey));
    const nowhere = join(dir, 'missing', 'mcp.lock.json');
    await expect(writeSignature(nowhere, envelope)).rejects.toMatchObject({
      code: 'io_error',
      message: expect.stringContaining(`${nowhere}.sig`),
    });
  });
});

describe('keys', () => {
  it('loads the private key from an environment variable, including a flattened \\n PEM', async () => {
    const pair = generateKeyPair('ed25519');
    const variable = 'MCP_DRIFT_GATE_TEST_SIGNING_KEY';
    try {
      process.env[variable] = pair.privateKeyPem.replace(/\n/g, '\\n');
      const key = await loadPrivateKey({ env: variable });
      expect(key).toMatchObject({ alg: 'ed25519', keyId: pair.keyId });
      await writeSignature(lockPath, signLockfile(lockText, key));
      expect(await verifyLockfile(lockPath, [parsePublicKeyPem(pair.publicKeyPem)], NOW)).toMatchObject({ ok: true });
    } finally {
      delete process.env[variable];
    }
  });

  it('the private key never appears in an error message', async () => {
    const pair = generateKeyPair('ecdsa-p256');
    const body = pair.privateKeyPem.split('\n').filter((line) => line && !line.startsWith('-----'));
    const corrupted = pair.privateKeyPem.replace(body[1]!, `${body[1]!.slice(0, 10)}!!${body[1]!.slice(12)}`);
    const variable = 'MCP_DRIFT_GATE_TEST_BAD_KEY';
    const corruptFile = join(dir, 'corrupt.key');
    await writeFile(corruptFile, corrupted);
    const publicAsPrivate = join(dir, 'public-as-private.key');
    await writeFile(publicAsPrivate, pair.publicKeyPem);
    const privateAsPublic = join(dir, 'private.pub');
    await writeFile(privateAsPublic, pair.privateKeyPem);
    const errors: unknown[] = [];
    try {
      process.env[variable] = corrupted;
      for (const attempt of [
        () => loadPrivateKey({ env: variable }),
        () => loadPrivateKey({ file: corruptFile }),
        () => loadPrivateKey({ file: publicAsPrivate }),
        () => loadPublicKeys([privateAsPublic]),
      ]) {
        errors.push(await attempt().then(() => undefined, (e: unknown) => e));
      }
    } finally {
      delete process.env[variable];
    }
    expect(errors).toHaveLength(4);
    for (const error of errors) {
      expect(error).toBeInstanceOf(GateError);
      const text = `${(error as Error).message} ${String((error as Error).stack)} ${String((error as Error).cause)}`;
      for (const line of body) expect(text).not.toContain(line.slice(0, 16));
      expect(text).not.toContain(corrupted.split('\n')[1]!.slice(0, 16));
    }
    expect((errors[0] as Error).message).toMatch(/environment variable MCP_DRIFT_GATE_TEST_BAD_KEY is not an unencrypted PEM private key/);
    expect((errors[1] as Error).message).toContain(corruptFile);
    expect((errors[3] as Error).message).toMatch(/contains a PRIVATE key/);
  });

  it('requires exactly one private key source and names an unset variable', async () => {
    await expect(loadPrivateKey({})).rejects.toMatchObject({ code: 'usage' });
    await expect(loadPrivateKey({ file: 'a', env: 'B' })).rejects.toMatchObject({ code: 'usage' });
    await expect(loadPrivateKey({ env: 'MCP_DRIFT_GATE_UNSET_VARIABLE' })).rejects.toThrow(/MCP_DRIFT_GATE_UNSET_VARIABLE is not set/);
    await expect(loadPrivateKey({ file: join(dir, 'nope.key') })).rejects.toMatchObject({ code: 'io_error' });
  });

  it('loads a keyring file with several public keys, deduplicated by key id', async () => {
    const a = generateKeyPair('ed25519');
    const b = generateKeyPair('ecdsa-p256');
    const ring = join(dir, 'ring.pem');
    await writeFile(ring, `${a.publicKeyPem}\n# comment\n${b.publicKeyPem}`);
    const single = (await keyFiles(a, 'a')).publicFile;
    const keys = await loadPublicKeys([ring, single]);
    expect(keys.map((k) => [k.keyId, k.alg])).toEqual([[a.keyId, 'ed25519'], [b.keyId, 'ecdsa-p256']]);
    const empty = join(dir, 'empty.pem');
    await writeFile(empty, 'nothing here');
    await expect(loadPublicKeys([empty])).rejects.toThrow(/has no "BEGIN PUBLIC KEY" PEM block/);
  });

  it('refuses unsupported key types', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const file = join(dir, 'rsa.key');
    await writeFile(file, rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }));
    await expect(loadPrivateKey({ file })).rejects.toThrow(/is a rsa key; only ed25519 and ecdsa-p256/);
    expect(() => signLockfile(lockText, rsa.privateKey)).toThrow(/Ed25519 or ECDSA P-256 private key/);
    expect(() => signLockfile(lockText, createPublicKey(generateKeyPair('ed25519').publicKeyPem))).toThrow(/private key/);
  });

  it('keeps the permissions of a replaced .sig', async () => {
    const { signingKey } = await signed('ed25519');
    const { chmod } = await import('node:fs/promises');
    await chmod(signaturePath(lockPath), 0o640);
    await writeSignature(lockPath, signLockfile(lockText, signingKey));
    expect((await stat(signaturePath(lockPath))).mode & 0o777).toBe(0o640);
  });
});

import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decodeBase64,
  encodeBase64,
  keyAlgorithm,
  pae,
  parseEnvelope,
  publicKeyId,
  signBytes,
  signEnvelope,
  verifyBytes,
  verifyEnvelopeSignature,
} from '../../src/trust/dsse.js';

/** Published example in secure-systems-lab/dsse protocol.md ("Test Vectors"). */
const SPEC = {
  payloadType: 'http://example.com/HelloWorld',
  body: 'hello world',
  pae: 'DSSEv1 29 http://example.com/HelloWorld 11 hello world',
  envelopePayload: 'aGVsbG8gd29ybGQ=',
  // ECDSA P-256 / SHA-256, raw r||s encoding.
  sig: 'A3JqsQGtVsJ2O2xqrI5IcnXip5GToJ3F+FnZ+O88SjtR6rDAajabZKciJTfUiHqJPcIAriEGAHTVeCUjW2JIZA==',
  x: 46950820868899156662930047687818585632848591499744589407958293238635476079160n,
  y: 5640078356564379163099075877009565129882514886557779369047442380624545832820n,
};

function coordinate(value: bigint): string {
  return Buffer.from(value.toString(16).padStart(64, '0'), 'hex').toString('base64url');
}

describe('pae', () => {
  it('matches the DSSE spec test vector', () => {
    expect(pae(SPEC.payloadType, Buffer.from(SPEC.body)).toString('utf8')).toBe(SPEC.pae);
  });

  it("verifies the spec's published ECDSA signature over our PAE", () => {
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: coordinate(SPEC.x), y: coordinate(SPEC.y) },
      format: 'jwk',
    });
    const message = pae(SPEC.payloadType, decodeBase64(SPEC.envelopePayload)!);
    const signature = Buffer.from(SPEC.sig, 'base64');
    expect(verify('sha256', message, { key, dsaEncoding: 'ieee-p1363' }, signature)).toBe(true);
    // And a different PAE (one byte off in the type) does not verify: the check can fail.
    const other = pae('http://example.com/HelloWorlD', decodeBase64(SPEC.envelopePayload)!);
    expect(verify('sha256', other, { key, dsaEncoding: 'ieee-p1363' }, signature)).toBe(false);
  });

  it('counts UTF-8 bytes, not UTF-16 units, and keeps binary payloads intact', () => {
    // "é" is 2 bytes in UTF-8, "😀" is 4; the payload holds a NUL and a non-UTF-8 byte.
    const payload = Uint8Array.from([0x00, 0xff, 0x20]);
    const encoded = pae('é😀', payload);
    const header = Buffer.from('DSSEv1 6 é😀 3 ', 'utf8');
    expect(encoded).toEqual(Buffer.concat([header, Buffer.from(payload)]));
  });

  it('encodes an empty type and an empty body with zero lengths', () => {
    expect(pae('', new Uint8Array()).toString('utf8')).toBe('DSSEv1 0  0 ');
  });

  it('separates type and body unambiguously', () => {
    // Same concatenated text, different split: the lengths make the encodings differ.
    expect(pae('a b', Buffer.from('c')).equals(pae('a', Buffer.from('b c')))).toBe(false);
  });
});

describe('base64', () => {
  it('accepts standard and URL-safe alphabets, padded or not', () => {
    const bytes = Buffer.from([0xfb, 0xff, 0xbf, 0x01]);
    expect(encodeBase64(bytes)).toBe('+/+/AQ==');
    expect(decodeBase64('+/+/AQ==')).toEqual(bytes);
    expect(decodeBase64('-_-_AQ==')).toEqual(bytes);
    expect(decodeBase64('-_-_AQ')).toEqual(bytes);
  });

  it('rejects text that is not base64 instead of skipping characters', () => {
    for (const text of ['not base64!', 'ab=c', 'a', '+/_-', 'AQ===']) expect(decodeBase64(text)).toBeUndefined();
  });
});

describe('parseEnvelope', () => {
  const good = { payloadType: 't', payload: 'aGk=', signatures: [{ keyid: 'k', sig: 'AQ==' }] };

  it('accepts a well-formed envelope', () => {
    expect(parseEnvelope(good)).toEqual({ ok: true, envelope: good });
    const noKeyid = { ...good, signatures: [{ sig: 'AQ==' }] };
    expect(parseEnvelope(noKeyid)).toEqual({ ok: true, envelope: noKeyid });
  });

  it.each([
    ['not an object', [], /not a JSON object/],
    ['payloadType', { ...good, payloadType: 1 }, /payloadType/],
    ['payload type', { ...good, payload: null }, /payload is not a string/],
    ['payload base64', { ...good, payload: '%%%' }, /payload is not base64/],
    ['no signatures', { ...good, signatures: [] }, /signatures/],
    ['sig missing', { ...good, signatures: [{ keyid: 'k' }] }, /signatures\[0\]\.sig/],
    ['sig base64', { ...good, signatures: [{ sig: '***' }] }, /signatures\[0\]\.sig is not base64/],
    ['keyid type', { ...good, signatures: [{ sig: 'AQ==', keyid: 7 }] }, /keyid/],
  ])('names the problem: %s', (_name, value, reason) => {
    const result = parseEnvelope(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});

describe('signing helpers', () => {
  const pairs = {
    ed25519: generateKeyPairSync('ed25519'),
    'ecdsa-p256': generateKeyPairSync('ec', { namedCurve: 'prime256v1' }),
  };

  it.each(Object.entries(pairs))('%s: envelope signature round-trips and binds the payload type', (alg, pair) => {
    expect(keyAlgorithm(pair.privateKey)).toBe(alg);
    const envelope = signEnvelope('application/x-test', Buffer.from('{"a":1}'), pair.privateKey, publicKeyId(pair.publicKey));
    expect(envelope.signatures[0]!.keyid).toBe(publicKeyId(pair.publicKey));
    expect(decodeBase64(envelope.payload)!.toString()).toBe('{"a":1}');
    expect(verifyEnvelopeSignature(envelope, envelope.signatures[0]!, pair.publicKey)).toBe(true);
    const retyped = { ...envelope, payloadType: 'application/x-other' };
    expect(verifyEnvelopeSignature(retyped, envelope.signatures[0]!, pair.publicKey)).toBe(false);
    const repayloaded = { ...envelope, payload: encodeBase64(Buffer.from('{"a":2}')) };
    expect(verifyEnvelopeSignature(repayloaded, envelope.signatures[0]!, pair.publicKey)).toBe(false);
  });

  it('ECDSA signatures are DER-encoded', () => {
    const sig = signBytes(Buffer.from('x'), pairs['ecdsa-p256'].privateKey);
    expect(sig[0]).toBe(0x30); // ASN.1 SEQUENCE
    expect(verify('sha256', Buffer.from('x'), { key: pairs['ecdsa-p256'].publicKey, dsaEncoding: 'der' }, sig)).toBe(true);
  });

  it('refuses other key types and treats garbage signatures as invalid', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const p384 = generateKeyPairSync('ec', { namedCurve: 'secp384r1' });
    expect(keyAlgorithm(rsa.privateKey)).toBeUndefined();
    expect(keyAlgorithm(p384.publicKey)).toBeUndefined();
    expect(() => signBytes(Buffer.from('x'), rsa.privateKey)).toThrow(/unsupported key type/);
    expect(verifyBytes(Buffer.from('x'), Buffer.from('garbage'), pairs['ecdsa-p256'].publicKey)).toBe(false);
    expect(verifyBytes(Buffer.from('x'), Buffer.alloc(64), pairs.ed25519.publicKey)).toBe(false);
  });
});

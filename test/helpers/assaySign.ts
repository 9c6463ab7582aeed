import { createHash, createPublicKey, sign, type KeyObject } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { JsonObject } from '../../src/json.js';

/**
 * Signs a tool definition in Assay's x-assay-sig form, written from Assay's published spec
 * independently of src/trust (Ed25519 over DSSE PAE of JCS(tool without x-assay-sig)), so tests
 * check the gate against the format, not against itself.
 */
export function signToolForTest(tool: JsonObject, privateKey: KeyObject, opts: { embedPublicKey?: boolean } = {}): JsonObject {
  const { 'x-assay-sig': _old, ...unsigned } = tool;
  const canonical = Buffer.from(canonicalize(unsigned)!, 'utf8');
  const payloadType = 'application/vnd.assay.tool+json;v=1';
  const paeBytes = Buffer.concat([
    Buffer.from(`DSSEv1 ${Buffer.byteLength(payloadType)} ${payloadType} ${canonical.length} `, 'utf8'),
    canonical,
  ]);
  const spki = publicSpki(privateKey);
  const envelope: JsonObject = {
    version: 1,
    algorithm: 'ed25519',
    payload_type: payloadType,
    payload_digest: `sha256:${createHash('sha256').update(canonical).digest('hex')}`,
    key_id: `sha256:${createHash('sha256').update(spki).digest('hex')}`,
    signature: sign(null, paeBytes, privateKey).toString('base64'),
    signed_at: '2026-01-28T12:00:00Z',
  };
  if (opts.embedPublicKey) envelope.public_key = spki.toString('base64');
  return { ...unsigned, 'x-assay-sig': envelope };
}

export function publicSpki(privateKey: KeyObject): Buffer {
  return createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
}

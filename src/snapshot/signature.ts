import { GateError } from '../errors.js';
import type { JsonObject } from '../json.js';
import { itemKey, quote, type ListSpec } from './lists.js';
import type { SnapshotFinding } from './types.js';

/**
 * The lists of a draft-SEP `signature` result, still unchecked. The size bound is measured on the
 * serialized result because the SEP asks clients to limit signature size against denial of service.
 */
export function readSignatureResult(
  result: Record<string, unknown>,
  specs: readonly ListSpec[],
  maxBytes: number,
): Map<ListSpec, unknown[]> {
  const bytes = Buffer.byteLength(JSON.stringify(result), 'utf8');
  if (bytes > maxBytes) {
    throw new GateError(
      'signature_too_large',
      `signature result is ${bytes} bytes, more than the ${maxBytes}-byte bound (maxSignatureBytes)`,
    );
  }
  const lists = new Map<ListSpec, unknown[]>();
  for (const spec of specs) {
    const value = result[spec.field];
    if (value === undefined) {
      lists.set(spec, []);
    } else if (Array.isArray(value)) {
      lists.set(spec, value);
    } else {
      throw new GateError('protocol_error', `signature result field "${spec.field}" is not an array`);
    }
  }
  return lists;
}

/** A listed item the signature does not declare breaks the SEP's completeness promise. */
export function undeclaredItems(spec: ListSpec, listed: readonly JsonObject[], declared: readonly JsonObject[]): SnapshotFinding[] {
  const declaredKeys = new Set(declared.map((item) => itemKey(spec, item)));
  const findings: SnapshotFinding[] = [];
  for (const item of listed) {
    const key = itemKey(spec, item);
    if (key === undefined || declaredKeys.has(key)) continue;
    findings.push({
      kind: 'signature_violation',
      capability: { type: spec.type, name: key },
      message: `${spec.method} returned ${spec.type} ${quote(key)}, which the server's signature does not declare`,
    });
  }
  return findings;
}

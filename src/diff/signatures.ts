import type { ToolLockEntry } from '../lockfile/types.js';
import { toolSignatureChanges, verifyToolSignature, type TrustedKey, type ToolSignatureVerdict } from '../trust/toolSignature.js';
import { makeChange } from './change.js';
import type { Change } from './types.js';

export const SIGNATURE_FIELD = 'x-assay-sig';

/**
 * Signature drift of x-assay-sig signed tools: lost, invalid, signer changed, newly signed. The
 * signature field itself is left out of the field-by-field diff (a re-sign that only moves
 * `signed_at` is not drift); what it proves is compared here instead. Only tools that carry a
 * signature on either side are verified.
 */
export function toolSignatureDrift(
  before: Record<string, ToolLockEntry>,
  after: Record<string, ToolLockEntry>,
  trustedKeys: readonly TrustedKey[],
): Change[] {
  const changes: Change[] = [];
  for (const name of Object.keys(after)) {
    const now = after[name]!;
    const old = Object.hasOwn(before, name) ? before[name] : undefined;
    // The same entry on both sides: one definition, one verdict, no drift.
    if (old === now) continue;
    if (!Object.hasOwn(now.definition, SIGNATURE_FIELD) && !(old && Object.hasOwn(old.definition, SIGNATURE_FIELD))) continue;
    const verdictOf = (entry: ToolLockEntry | undefined): ToolSignatureVerdict | undefined =>
      entry === undefined ? undefined : verifyToolSignature(entry.definition, trustedKeys);
    for (const drift of toolSignatureChanges(name, verdictOf(old), verdictOf(now))) {
      changes.push(makeChange(drift.rule, {
        capability: { type: 'tool', name },
        pointer: `/${SIGNATURE_FIELD}`,
        ...(drift.before !== undefined ? { before: drift.before as never } : {}),
        ...(drift.after !== undefined ? { after: drift.after as never } : {}),
        reasons: [drift.message],
      }));
    }
  }
  return changes;
}

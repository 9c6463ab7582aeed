import { FILE_LIMITS, readRegularTextFile } from '../boundedFile.js';
import path from 'node:path';
import { makeChange } from '../diff/change.js';
import { SIGNATURE_FIELD } from '../diff/signatures.js';
import type { Change } from '../diff/types.js';
import { GateError } from '../errors.js';
import type { Lockfile } from '../lockfile/types.js';
import { compareDeclaredRisk, validateToolMetadata } from '../trust/metadata.js';
import { verifyToolSignature, type TrustedKey } from '../trust/toolSignature.js';

/** Reads the policy's trusted tool keys (PEM files, relative to the policy file's folder). */
export async function loadTrustedToolKeys(files: readonly string[] | undefined, baseDir: string): Promise<TrustedKey[]> {
  const keys: TrustedKey[] = [];
  for (const file of files ?? []) {
    const full = path.resolve(baseDir, file);
    try {
      keys.push({ publicKey: await readRegularTextFile(full, FILE_LIMITS.key), name: file });
    } catch (error) {
      throw new GateError('config_invalid', `trustedToolKeys: cannot read ${file}: ${(error as Error).message}`, { cause: error });
    }
  }
  return keys;
}

/**
 * What the live server's tools say about themselves, checked on every run like spec violations:
 * with `requireSignedTools`, every tool needs a valid x-assay-sig by a trusted key; declared tool
 * metadata (tool metadata specification) must be valid, and must not declare a lower risk level
 * than the gate infers.
 */
export function trustFindings(live: Lockfile, options: { trustedToolKeys: readonly TrustedKey[]; requireSignedTools: boolean }): Change[] {
  const changes: Change[] = [];
  for (const [name, entry] of Object.entries(live.tools)) {
    const capability = { type: 'tool' as const, name };
    if (options.requireSignedTools) {
      const verdict = verifyToolSignature(entry.definition, options.trustedToolKeys);
      if (verdict.status !== 'signed-valid') {
        changes.push(makeChange('tool_signature_required', {
          capability,
          pointer: `/${SIGNATURE_FIELD}`,
          after: { status: verdict.status, ...(verdict.keyId !== undefined ? { keyId: verdict.keyId } : {}) },
          reasons: verdict.reason ? [verdict.reason] : [],
        }));
      }
    }
    const metadata = validateToolMetadata(entry.definition);
    if (!metadata.present) continue;
    if (!metadata.valid || metadata.metadata === undefined) {
      changes.push(makeChange('tool_metadata_invalid', {
        capability,
        pointer: '/_meta',
        after: metadata.problems.map((p) => p.rule).join(', '),
        reasons: metadata.problems.map((p) => `${p.rule}: ${p.message}`),
      }));
      continue;
    }
    const risk = compareDeclaredRisk(metadata.metadata, entry.risk);
    if (risk) {
      changes.push(makeChange('declared_risk_below_inferred', {
        capability,
        pointer: '/_meta',
        before: risk.declared,
        after: risk.inferred,
        reasons: risk.reasons,
      }));
    }
  }
  return changes;
}

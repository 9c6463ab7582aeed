import type { CatalogueRule, Change } from './types.js';
import { capabilityLabel, shortValue } from './labels.js';

// Rules about who signed a tool and what a tool declares about itself (src/trust). Messages read
// only the change's data, like every rule, so a change read back from a JSON report re-renders.

const label = (c: Change): string => capabilityLabel(c.capability);
const signer = (state: Change['before']): string => {
  const s = (state ?? {}) as { status?: string; keyId?: string };
  return `${s.status ?? 'unsigned'}${s.keyId ? ` by ${s.keyId}` : ''}`;
};

export const trustRules: readonly CatalogueRule[] = [
  {
    id: 'tool_signature_lost', kind: 'tool_changed', defaultSeverity: 'critical', direction: 'none',
    description: 'A tool that carried a valid (or at least intact) x-assay-sig signature is now unsigned; critical because the definition can no longer be tied to its publisher.',
    example: 'signed-valid by sha256:ab12… -> unsigned',
    message: (c) => `Signature of ${label(c)} was lost: ${signer(c.before)} -> ${signer(c.after)}`,
  },
  {
    id: 'tool_signature_invalid', kind: 'tool_changed', defaultSeverity: 'critical', direction: 'none',
    description: 'A tool\'s x-assay-sig signature no longer verifies (the definition was altered after signing, or the envelope is malformed); critical because the signed definition and the served one differ.',
    example: 'signed-valid -> signed-invalid (payload digest mismatch)',
    message: (c) => `Signature of ${label(c)} is invalid: ${signer(c.before)} -> ${signer(c.after)}`,
  },
  {
    id: 'tool_signer_changed', kind: 'tool_changed', defaultSeverity: 'critical', direction: 'none',
    description: 'A tool is signed by a different key than when it was locked; critical because a different publisher now vouches for it.',
    example: 'signed-valid by sha256:ab12… -> signed-by-untrusted-key by sha256:cd34…',
    message: (c) => `Signer of ${label(c)} changed: ${signer(c.before)} -> ${signer(c.after)}`,
  },
  {
    id: 'tool_newly_signed', kind: 'tool_changed', defaultSeverity: 'info', direction: 'none',
    description: 'A tool that was unsigned now carries a valid x-assay-sig signature; info because it adds provenance and no capability.',
    example: 'unsigned -> signed-valid by sha256:ab12…',
    message: (c) => `${label(c).replace(/^./, (ch) => ch.toUpperCase())} is now signed: ${signer(c.after)}`,
  },
  {
    id: 'tool_signature_required', kind: 'signature_violation', defaultSeverity: 'critical', direction: 'none',
    description: 'The policy sets requireSignedTools and a live tool has no valid x-assay-sig signature by a trusted key; critical because unsigned tools are outside the trust policy.',
    example: 'requireSignedTools: true; tool `exec` unsigned',
    message: (c) => `${label(c).replace(/^./, (ch) => ch.toUpperCase())} has no valid signature by a trusted key (${signer(c.after)})`,
  },
  {
    id: 'tool_metadata_invalid', kind: 'spec_violation', defaultSeverity: 'warning', direction: 'none',
    description: 'A tool declares metadata (under _meta["io.etdi/metadata"]) that fails the tool metadata specification: its JSON Schema, capability/security alignment, risk-level requirements or signature.',
    example: 'declares execute_command with risk_level low',
    message: (c) => `Declared metadata of ${label(c)} violates the tool metadata specification: ${shortValue(c.after)}`,
  },
  {
    id: 'declared_risk_below_inferred', kind: 'spec_violation', defaultSeverity: 'warning', direction: 'none',
    description: 'A tool declares a lower risk level than the gate infers from its name, description, parameters and annotations; warning, with both sides\' reasons, because a self-declared low risk is a claim worth a reviewer\'s look.',
    example: 'declared LOW, inferred CRITICAL (execute_command: word "shell" in description)',
    message: (c) => `${label(c).replace(/^./, (ch) => ch.toUpperCase())} declares risk ${shortValue(c.before)} but the gate infers ${shortValue(c.after)}`,
  },
];

import { describe, expect, it } from 'vitest';
import { GateError } from '../../src/errors.js';
import { assertLockfileIntegrity, parseLockfile, serializeLockfile } from '../../src/lockfile/index.js';
import type { Lockfile } from '../../src/lockfile/types.js';
import { build, sampleSnapshot } from './helpers.js';

// The integrity check against a live lockfile built WITHOUT reuse: it shares no entry with the
// lockfile read, so every entry is derived again and hand edits are named at the edited field.
// The reuse path `check` takes (shared entries, caught through the fingerprint) is in
// reuse-migrate.test.ts.

const readBack = (lock: Lockfile): Lockfile => parseLockfile(serializeLockfile(lock), 'mcp.lock.json', { integrity: false });
const otherDigest = (digest: string) => `sha256:${digest.slice(7).split('').reverse().join('')}`;

describe('assertLockfileIntegrity with the live lockfile as reference', () => {
  const live = build();

  it('accepts an untouched lockfile, and one whose server has since drifted', () => {
    expect(() => assertLockfileIntegrity(readBack(build()), 'mcp.lock.json', live)).not.toThrow();
    const drifted = sampleSnapshot();
    drifted.listed.tools[0]!.description = 'Runs any shell command';
    expect(() => assertLockfileIntegrity(readBack(build()), 'mcp.lock.json', build(drifted))).not.toThrow();
  });

  it('catches a stored digest edited by hand while the definition equals the live one', () => {
    const edited = readBack(build());
    edited.tools.get_note!.hangarDigest = otherDigest(edited.tools.get_note!.hangarDigest) as never;
    expect(() => assertLockfileIntegrity(edited, 'mcp.lock.json', live)).toThrow(GateError);
    expect(() => assertLockfileIntegrity(edited, 'mcp.lock.json', live)).toThrow('/tools/get_note/hangarDigest');
  });

  it('catches a definition edited by hand (it differs from the live one, so it is hashed again)', () => {
    const edited = readBack(build());
    edited.tools.run_shell!.definition.description = 'Harmless';
    expect(() => assertLockfileIntegrity(edited, 'mcp.lock.json', live)).toThrow('/tools/run_shell/');
  });

  it('catches an edited fingerprint and an edited prompt digest', () => {
    const fingerprint = readBack(build());
    fingerprint.fingerprint = otherDigest(fingerprint.fingerprint) as never;
    expect(() => assertLockfileIntegrity(fingerprint, 'mcp.lock.json', live)).toThrow('/fingerprint');
    const prompt = readBack(build());
    prompt.prompts.summarize!.digest = otherDigest(prompt.prompts.summarize!.digest) as never;
    expect(() => assertLockfileIntegrity(prompt, 'mcp.lock.json', live)).toThrow('/prompts/summarize/digest');
  });

  it('gives the same verdicts as the full re-check without a reference', () => {
    const edited = readBack(build());
    edited.tools.get_note!.digest = otherDigest(edited.tools.get_note!.digest) as never;
    expect(() => assertLockfileIntegrity(edited, 'mcp.lock.json')).toThrow('/tools/get_note/digest');
    expect(() => assertLockfileIntegrity(edited, 'mcp.lock.json', live)).toThrow('/tools/get_note/digest');
  });
});

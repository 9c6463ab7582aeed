import { describe, expect, it } from 'vitest';
import { GateError } from '../../src/errors.js';
import { assertLockfileIntegrity, parseLockfile, serializeLockfile } from '../../src/lockfile/index.js';
import type { Lockfile } from '../../src/lockfile/types.js';
import { build } from './helpers.js';

// The full integrity check (verify, export-pins, and every read of a file whose seal does not
// match): every entry is derived again and hand edits are named at the edited field. What check
// trusts in a sealed file is in reuse-migrate.test.ts.

const readBack = (lock: Lockfile): Lockfile => parseLockfile(serializeLockfile(lock), 'mcp.lock.json', { integrity: false });
const otherDigest = (digest: string) => `sha256:${digest.slice(7).split('').reverse().join('')}`;

describe('assertLockfileIntegrity', () => {

  it('accepts an untouched lockfile', () => {
    expect(() => assertLockfileIntegrity(readBack(build()), 'mcp.lock.json')).not.toThrow();
  });

  it('catches a stored digest edited by hand', () => {
    const edited = readBack(build());
    edited.tools.get_note!.hangarDigest = otherDigest(edited.tools.get_note!.hangarDigest) as never;
    expect(() => assertLockfileIntegrity(edited, 'mcp.lock.json')).toThrow(GateError);
    expect(() => assertLockfileIntegrity(edited, 'mcp.lock.json')).toThrow('/tools/get_note/hangarDigest');
  });

  it('catches a definition edited by hand', () => {
    const edited = readBack(build());
    edited.tools.run_shell!.definition.description = 'Harmless';
    expect(() => assertLockfileIntegrity(edited, 'mcp.lock.json')).toThrow('/tools/run_shell/');
  });

  it('catches an edited fingerprint and an edited prompt digest', () => {
    const fingerprint = readBack(build());
    fingerprint.fingerprint = otherDigest(fingerprint.fingerprint) as never;
    expect(() => assertLockfileIntegrity(fingerprint, 'mcp.lock.json')).toThrow('/fingerprint');
    const prompt = readBack(build());
    prompt.prompts.summarize!.digest = otherDigest(prompt.prompts.summarize!.digest) as never;
    expect(() => assertLockfileIntegrity(prompt, 'mcp.lock.json')).toThrow('/prompts/summarize/digest');
  });
});

import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateKeyPair, loadPrivateKey } from '../../src/trust/keys.js';
import { tempDir } from '../helpers/fixtures.js';

describe.skipIf(process.platform === 'win32')('private key file permissions (issue 14)', () => {
  it('warns, naming the mode and the fix, when group or others can read the key file; still loads it', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'release.key');
    const pair = generateKeyPair('ed25519');
    await writeFile(file, pair.privateKeyPem);
    await chmod(file, 0o644);
    const shared = await loadPrivateKey({ file });
    expect(shared.keyId).toBe(pair.keyId);
    expect(shared.warnings).toHaveLength(1);
    expect(shared.warnings[0]).toContain('mode 0644');
    expect(shared.warnings[0]).toContain('chmod 600');
    expect(shared.warnings[0]).not.toContain('PRIVATE KEY'); // never the material

    await chmod(file, 0o640);
    expect((await loadPrivateKey({ file })).warnings[0]).toContain('mode 0640');
    await chmod(file, 0o600);
    expect((await loadPrivateKey({ file })).warnings).toEqual([]);
    await chmod(file, 0o400);
    expect((await loadPrivateKey({ file })).warnings).toEqual([]);
  });

  it('a key from an environment variable has no file to warn about', async () => {
    process.env.MDG_TEST_KEY_14 = generateKeyPair('ed25519').privateKeyPem;
    try {
      expect((await loadPrivateKey({ env: 'MDG_TEST_KEY_14' })).warnings).toEqual([]);
    } finally {
      delete process.env.MDG_TEST_KEY_14;
    }
  });
});

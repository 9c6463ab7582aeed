import { describe, expect, it } from 'vitest';
import { lockfileSchema, lockfileV1Schema, lockfileValidator } from '../../src/lockfile/index.js';
import { LOCKFILE_SCHEMA_ID, LOCKFILE_V1_SCHEMA_ID } from '../../src/lockfile/types.js';
import { RISK_LEVELS } from '../../src/risk/types.js';
import { DIGEST_PATTERN } from '../../src/identity/index.js';

describe('schema/mcp.lock.v2.schema.json (and the version 1 schema it migrates from)', () => {
  it('has $id = LOCKFILE_SCHEMA_ID and pins the version and the instance $schema', () => {
    expect(lockfileSchema.$id).toBe(LOCKFILE_SCHEMA_ID);
    expect(lockfileSchema.properties.$schema.const).toBe(LOCKFILE_SCHEMA_ID);
    expect(lockfileSchema.properties.lockfileVersion.const).toBe(2);
    expect(lockfileV1Schema.$id).toBe(LOCKFILE_V1_SCHEMA_ID);
    expect(lockfileV1Schema.properties.lockfileVersion.const).toBe(1);
  });

  it('agrees with the code on digests and risk levels', () => {
    expect(lockfileSchema.$defs.digest.pattern).toBe(DIGEST_PATTERN.source);
    expect(lockfileSchema.$defs.risk.properties.level.enum).toEqual([...RISK_LEVELS]);
  });

  it('compiles once and is reused', () => {
    expect(lockfileValidator()).toBe(lockfileValidator());
  });
});

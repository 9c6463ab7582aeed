import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { lockfileSchema, lockfileValidator } from '../../src/lockfile/index.js';
import { build } from './helpers.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('the precompiled lockfile validator (src/lockfile/validator.generated.js)', () => {
  it('is generated from the current schema/mcp.lock.v2.schema.json', () => {
    const run = spawnSync(process.execPath, ['scripts/build-lockfile-validator.mjs', '--check'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('gives the verdicts and the first error of the schema compiled at run time', () => {
    const compiled = new Ajv2020({ strict: true, strictRequired: false, allErrors: false }).compile(lockfileSchema);
    const good = JSON.parse(JSON.stringify(build()));
    const bad = [
      { ...good, lockfileVersion: 1 },
      { ...good, riskModel: '' },
      { ...good, fingerprint: 'sha256:nothex' },
      { ...good, extra: true },
      { ...good, tools: { x: { ...good.tools.get_note, toolDefinition: {} } } },
      { ...good, tools: { x: { ...good.tools.get_note, risk: { level: 'LOW', categories: ['read_file', 'read_file'], reasons: [] } } } },
    ];
    const validate = lockfileValidator();
    expect(validate(good)).toBe(true);
    for (const data of bad) {
      expect(validate(data)).toBe(false);
      expect(compiled(data)).toBe(false);
      expect(validate.errors?.[0]).toEqual(compiled.errors?.[0]);
    }
  });
});

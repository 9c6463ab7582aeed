import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { fixtureServer, tempDir } from '../helpers/fixtures.js';

async function cli(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd });
  return { code, stdout, stderr };
}
const server = (variant: string) => ['--', process.execPath, fixtureServer('content/v1-basic.mjs'), `--variant=${variant}`];

describe('enforcement.mismatch: audit never fails (issue 12, item 13)', () => {
  it('changes of existing capabilities are shown, not counted, and --fail-on info passes', async () => {
    const dir = tempDir();
    expect((await cli(['lock', ...server('base')], dir)).code).toBe(0);
    writeFileSync(path.join(dir, '.mcp-drift-gate.yml'), 'enforcement:\n  mismatch: audit\n');
    const run = await cli(['check', '--fail-on', 'info', '--format', 'json', ...server('widened-input')], dir);
    const report = JSON.parse(run.stdout) as { verdict: string; counts: Record<string, number>; changes: Array<{ kind: string; severity: string; reasons: string[] }> };
    const audited = report.changes.filter((c) => c.reasons.some((r) => r.includes('enforcement.mismatch is audit')));
    expect(audited.length).toBeGreaterThan(0);
    expect(report.verdict).toBe('pass');
    expect(run.code).toBe(0);
    // Audited changes are for the record: not counted, so no count contradicts a passing verdict at fail-on info.
    expect(report.counts).toEqual({ critical: 0, warning: 0, info: 0, safe: 0 });
    expect(run.stdout).not.toContain('"verdict": "fail"');
  });

  it('the same change fails --fail-on info under block and passes under audit, by exit code, in every format', async () => {
    const dir = tempDir();
    expect((await cli(['lock', ...server('base')], dir)).code).toBe(0);
    // Control: without audit the change counts, so the audit case below cannot pass for want of drift.
    writeFileSync(path.join(dir, '.mcp-drift-gate.yml'), 'enforcement:\n  mismatch: block\n');
    const blocked = await cli(['check', '--fail-on', 'info', ...server('widened-input')], dir);
    expect(blocked.code, blocked.stderr).toBe(1);
    writeFileSync(path.join(dir, '.mcp-drift-gate.yml'), 'enforcement:\n  mismatch: audit\n');
    for (const format of ['text', 'markdown', 'json', 'sarif']) {
      const run = await cli(['check', '--fail-on', 'info', '--format', format, ...server('widened-input')], dir);
      expect(run.code, `${format}: ${run.stderr}`).toBe(0);
    }
    // verify is release gating and ignores the policy: the change is still a difference there.
    expect((await cli(['verify', ...server('widened-input')], dir)).code).toBe(1);
  });
});

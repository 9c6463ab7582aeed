import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { liveProcessGroups } from '../../src/launch/index.js';
import { hostile, node, startHostileHttp } from './helpers.js';

async function cli(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: process.cwd() });
  return { code, stdout, stderr };
}

describe('--start never checks a server it did not start (issue 12, item 2)', () => {
  it('refuses a URL that already answers before the start command ran (port taken: EADDRINUSE)', async () => {
    const squatter = await startHostileHttp({});
    try {
      const start = `${JSON.stringify(node)} ${JSON.stringify(hostile)} http ${squatter.port}`;
      const run = await cli(['snapshot', '--url', `http://127.0.0.1:${squatter.port}/mcp`, '--start', start, '--timeout', '20000']);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('already answers before the start command ran');
      expect(run.stdout).toBe('');
      expect(liveProcessGroups()).toEqual([]);
    } finally {
      await squatter.stop();
    }
  });

  it('fails when the started process exits non-zero, naming its exit (it could not bind)', async () => {
    const run = await cli(['snapshot', '--url', 'http://127.0.0.1:1/mcp', '--start', `${JSON.stringify(node)} -e "process.exit(3)"`, '--timeout', '20000']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/start command .* exited with code 3 before/);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { createRedactor, isSecretLike, launchSecrets } from '../../src/launch/redact.js';
import { tempDir } from '../helpers/fixtures.js';
import { hostile, node, startHostileHttp, type HostileHttp } from './helpers.js';

async function cli(args: string[], cwd = tempDir()) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd });
  return { code, stdout, stderr, cwd };
}

const servers: HostileHttp[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});
async function serve(env: Record<string, string>): Promise<HostileHttp> {
  const server = await startHostileHttp(env);
  servers.push(server);
  return server;
}

const TOKEN = 'tok_9f8e7d6c5b4a3210';

describe('a given value the server echoes never reaches a lockfile or report (issue 12, item 8)', () => {
  it('stdio --env: redacted in the lockfile, snapshot, JSON and markdown reports, with a finding naming the variable', async () => {
    const dir = tempDir();
    const server = ['--env', `API_TOKEN=${TOKEN}`, '--env', 'HOSTILE=echo-env', '--env', 'HOSTILE_ECHO_VAR=API_TOKEN', '--', node, hostile, 'stdio'];
    const locked = await cli(['lock', ...server], dir);
    expect(locked.code, locked.stderr).toBe(0);
    expect(locked.stderr).toContain('echoed the value of the environment variable API_TOKEN');
    const lockText = readFileSync(path.join(dir, 'mcp.lock.json'), 'utf8');
    expect(lockText).not.toContain(TOKEN);
    expect(lockText).toContain('env says [redacted]');
    for (const format of ['json', 'markdown', 'text', 'sarif']) {
      const run = await cli(['check', '--format', format, '--fail-on', 'none', ...server], dir);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout + run.stderr).not.toContain(TOKEN);
      expect(run.stdout).toMatch(/API(_|&#95;)TOKEN/);
    }
    const snapshot = await cli(['snapshot', ...server], dir);
    expect(snapshot.stdout).not.toContain(TOKEN);
    expect(snapshot.stdout).toContain('[redacted]');
  });

  it('HTTP --header: the same, naming the header', async () => {
    const http = await serve({ HOSTILE: 'echo-env', HOSTILE_ECHO_HEADER: 'x-api-key' });
    const run = await cli(['check', '--lockfile', 'none.json', '--format', 'json', '--url', `http://127.0.0.1:${http.port}/mcp`, '--header', `X-Api-Key: ${TOKEN}`]);
    // No lockfile: exit 2 before any server contact; lock first.
    expect(run.code).toBe(2);
    const locked = await cli(['lock', '--url', `http://127.0.0.1:${http.port}/mcp`, '--header', `X-Api-Key: ${TOKEN}`], run.cwd);
    expect(locked.code, locked.stderr).toBe(0);
    expect(locked.stderr).toContain('echoed the value of the header X-Api-Key');
    const lockText = readFileSync(path.join(run.cwd, 'mcp.lock.json'), 'utf8');
    expect(lockText).not.toContain(TOKEN);
    expect(lockText).toContain('header says [redacted]');
    for (const format of ['json', 'markdown', 'text', 'sarif']) {
      const check = await cli(['check', '--format', format, '--fail-on', 'none', '--url', `http://127.0.0.1:${http.port}/mcp`, '--header', `X-Api-Key: ${TOKEN}`], run.cwd);
      expect(check.code, check.stderr).toBe(0);
      expect(check.stdout + check.stderr, format).not.toContain(TOKEN);
      // The finding names the header, so the report says why text was redacted.
      expect(check.stdout, format).toMatch(/X-Api-Key/);
      expect(check.stdout, format).toContain('[redacted]');
    }
    const snapshot = await cli(['snapshot', '--url', `http://127.0.0.1:${http.port}/mcp`, '--header', `X-Api-Key: ${TOKEN}`], run.cwd);
    expect(snapshot.code, snapshot.stderr).toBe(0);
    expect(snapshot.stdout + snapshot.stderr).not.toContain(TOKEN);
    expect(snapshot.stdout).toContain('header says [redacted]');
  });
});

describe('credentials in --url are never printed (issue 12, item 9)', () => {
  for (const [transport, route] of [['http', '/mcp'], ['sse', '/sse']] as const) {
    it(`${transport}: userinfo and token= stay out of every error`, async () => {
      const http = await serve({ HOSTILE: 'echo-url' });
      const run = await cli(['snapshot', '--transport', transport, '--url', `http://alice:pa55-w0rd-xyz@127.0.0.1:${http.port}${route}?token=${TOKEN}&mode=x`]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`127.0.0.1:${http.port}${route}`);
      expect(run.stderr).not.toContain('pa55-w0rd-xyz');
      expect(run.stderr).not.toContain(TOKEN);
    });
  }

  for (const [transport, route] of [['http', '/mcp'], ['sse', '/sse']] as const) {
    it(`${transport}: only token= in the query, echoed by the server's 401 body, appears nowhere (stdout, stderr, reports)`, async () => {
      const http = await serve({ HOSTILE: 'echo-url' });
      const url = `http://127.0.0.1:${http.port}${route}?token=${TOKEN}`;
      // The server is reached and its answer quoted (401): only the token is kept out.
      const snapshot = await cli(['snapshot', '--transport', transport, '--url', url]);
      expect(snapshot.code).toBe(2);
      expect(snapshot.stderr).toMatch(/401|unauthorized/i);
      // Streamable HTTP quotes the server's body, which echoed the URL: the token is replaced in it.
      // The SSE client names only the status, so over SSE this guards the printed URL alone (it
      // would still pass without the redaction of query values; the http case would not).
      if (transport === 'http') expect(snapshot.stderr).toContain(`unauthorized request to ${route}?token=[redacted]`);
      expect(snapshot.stdout + snapshot.stderr).not.toContain(TOKEN);
      // check needs a lockfile before it contacts the server: one from a well-behaved server.
      const dir = tempDir();
      const honest = await serve({});
      expect((await cli(['lock', '--transport', transport, '--url', `http://127.0.0.1:${honest.port}${route}`], dir)).code).toBe(0);
      for (const format of ['json', 'markdown', 'text', 'sarif']) {
        const check = await cli(['check', '--transport', transport, '--format', format, '--url', url], dir);
        expect(check.code).toBe(2);
        expect(check.stderr, format).toMatch(/401|unauthorized/i);
        expect(check.stdout + check.stderr, format).not.toContain(TOKEN);
      }
      const lock = await cli(['lock', '--transport', transport, '--url', url], dir);
      expect(lock.code).toBe(2);
      expect(lock.stdout + lock.stderr).not.toContain(TOKEN);
    });
  }

  it('launchSecrets covers the URL password, user name and query values (encoded too)', () => {
    const values = launchSecrets({ url: `http://someone.long:p%40ss-w0rd-1@h/x?token=${TOKEN}&flag=on` }).map((s) => s.value);
    expect(values).toEqual(expect.arrayContaining(['p%40ss-w0rd-1', 'p@ss-w0rd-1', TOKEN, 'someone.long']));
    expect(values).not.toContain('on');
  });
});

describe('server text never becomes a workflow command on stderr (issue 12, item 10)', () => {
  const forged = (stderr: string) => stderr.split('\n').filter((line) => line.trimStart().startsWith('::'));

  it('stdio: a JSON-RPC error message with ::error and ::stop-commands lines', async () => {
    const run = await cli(['snapshot', '--env', 'HOSTILE=error-text', '--', node, hostile, 'stdio']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('forged annotation');
    expect(forged(run.stderr)).toEqual([]);
    expect(run.stderr).not.toContain('\x1b');
  });

  it('HTTP: an error body with the same lines', async () => {
    const http = await serve({ HOSTILE: 'error-text' });
    const run = await cli(['snapshot', '--url', `http://127.0.0.1:${http.port}/mcp`]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('forged annotation');
    expect(forged(run.stderr)).toEqual([]);
    expect(run.stderr).not.toContain('\x1b');
  });
});

describe('one masking rule for the CLI and the action (issue 12, item 11)', () => {
  it('masks values that can be secrets and never common words', () => {
    for (const secret of [TOKEN, 'Bearer abc.def', 'hunter22', 'correcthorsebatterystaple', 'aBcDeFgHiJ', 'p@ssw0rd']) expect(isSecretLike(secret), secret).toBe(true);
    for (const word of ['crash', 'on', '1', 'true', 'production', 'staging', 'Enabled', 'develop']) expect(isSecretLike(word), word).toBe(false);
    expect(createRedactor(['crash'])('crashing')).toBe('crashing');
  });

  it('--env MODE=crash does not turn "crashing" into "[redacted]ing"', async () => {
    const script = "process.stderr.write('crashing now\\n'); process.exit(1)";
    const run = await cli(['snapshot', '--env', 'MODE=crash', '--', node, '-e', script]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('crashing now');
    expect(run.stderr).not.toContain('[redacted]ing');
  });
});

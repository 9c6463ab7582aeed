import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isProcessAlive, launchServer, liveProcessGroups, requestRaw, type ServerConnection } from '../../src/launch/index.js';
import { urlAnswers } from '../../src/launch/http.js';
import { expectAllDead, expectGateError, fixture, freePort, node, waitFor } from './helpers.js';

const TOKEN = 'Bearer tok-SECRET-header-value-42';
let server: ChildProcess;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(node, [fixture('http-server.mjs'), String(port)], {
    env: { ...process.env, FIXTURE_REQUIRED_AUTH: TOKEN },
    stdio: 'ignore',
  });
  let answering = false;
  await waitFor(() => {
    void urlAnswers(new URL(base)).then((ok) => (answering ||= ok));
    return answering ? true : undefined;
  });
});
afterAll(() => {
  server.kill('SIGKILL');
});

const open: ServerConnection[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

describe('http and sse against a running server', () => {
  it('speaks Streamable HTTP with the given headers', async () => {
    const connection = await launchServer({ url: `${base}/mcp`, headers: { authorization: TOKEN }, timeoutMs: 10_000 });
    open.push(connection);
    expect(connection.transport).toBe('http');
    expect(connection.pid).toBeUndefined();
    expect(connection.initializeResult).toMatchObject({ serverInfo: { name: 'http-fixture' }, instructions: 'fixture over http' });
    const tools = await requestRaw(connection, 'tools/list', {}, 5_000);
    expect((tools.tools as { name: string }[]).map((t) => t.name)).toEqual(['lookup']);
  });

  it('speaks legacy SSE with the given headers', async () => {
    const connection = await launchServer({ url: `${base}/sse`, transport: 'sse', headers: { authorization: TOKEN }, timeoutMs: 10_000 });
    open.push(connection);
    expect(connection.transport).toBe('sse');
    expect(connection.initializeResult).toMatchObject({ serverInfo: { name: 'http-fixture' } });
    const tools = await requestRaw(connection, 'tools/list', {}, 5_000);
    expect((tools.tools as { name: string }[]).map((t) => t.name)).toEqual(['lookup']);
  });

  it('fails without the required header, never printing header values', async () => {
    const wrong = 'Bearer wrong-but-still-SECRET-99';
    for (const transport of ['http', 'sse'] as const) {
      const url = transport === 'http' ? `${base}/mcp` : `${base}/sse`;
      // protocol_error, not server_timeout: the 401 ended the attempt; waiting out the 30 s
      // timeout would have been reported as server_timeout (and meets vitest's own timeout).
      const { error } = await expectGateError(
        () => launchServer({ url, transport, headers: { authorization: wrong }, timeoutMs: 30_000 }),
        'protocol_error',
      );
      expect(error.message).toContain('401');
      expect(error.message).not.toContain('wrong-but-still-SECRET-99');
    }
  });
});

describe('a legacy SSE endpoint met over Streamable HTTP', () => {
  it('fails the handshake with a one-line hint to use --transport sse', async () => {
    const { error } = await expectGateError(
      () => launchServer({ url: `${base}/sse`, transport: 'http', headers: { authorization: TOKEN }, timeoutMs: 10_000 }),
      'protocol_error',
    );
    expect(error.message).toContain(`hint: ${base}/sse answers like a legacy SSE server: try the sse transport (--transport sse; in the action, transport: sse)`);
    expect(error.message).not.toContain('tok-SECRET');
  });

  it('gives no such hint for a Streamable HTTP endpoint that fails for another reason', async () => {
    const { error } = await expectGateError(
      () => launchServer({ url: `${base}/mcp`, transport: 'http', headers: { authorization: 'Bearer wrong' }, timeoutMs: 10_000 }),
      'protocol_error',
    );
    expect(error.message).not.toContain('--transport sse');
  });
});

describe('http failures without a start command', () => {
  it('reports connection refused as server_start_failed, not as a timeout', async () => {
    const port = await freePort();
    for (const transport of ['http', 'sse'] as const) {
      // server_start_failed naming the refusal, not server_timeout: the gate did not wait out its 30 s.
      const { error } = await expectGateError(
        () => launchServer({ url: `http://127.0.0.1:${port}/mcp?key=abc`, transport, timeoutMs: 30_000 }),
        'server_start_failed',
      );
      expect(error.message).toContain(`http://127.0.0.1:${port}/mcp`);
      expect(error.message).toContain('connection refused');
      expect(error.message).not.toContain('key=abc');
      expect(liveProcessGroups()).toEqual([]);
    }
  });
});

describe('start-then-connect', () => {
  it('starts the server, waits for the url, connects, and kills the start process on close', async () => {
    const port = await freePort();
    const connection = await launchServer({
      url: `http://127.0.0.1:${port}/mcp`,
      start: [node, fixture('http-server.mjs'), String(port)],
      timeoutMs: 15_000,
    });
    expect(connection.initializeResult).toMatchObject({ serverInfo: { name: 'http-fixture' } });
    expect(connection.stderrTail()).toContain(`listening on http://127.0.0.1:${port}`);
    expect(liveProcessGroups()).toContain(connection.pid);
    await connection.close();
    expectAllDead([connection.pid!]);
    expect(await urlAnswers(new URL(`http://127.0.0.1:${port}/mcp`))).toBe(false);
  });

  it('works with sse too, passing env to the start command', async () => {
    const port = await freePort();
    const connection = await launchServer({
      url: `http://127.0.0.1:${port}/sse`,
      transport: 'sse',
      start: [node, fixture('http-server.mjs'), String(port)],
      env: { FIXTURE_REQUIRED_AUTH: TOKEN },
      headers: { authorization: TOKEN },
      timeoutMs: 15_000,
    });
    open.push(connection);
    expect(connection.initializeResult).toMatchObject({ serverInfo: { name: 'http-fixture' } });
  });

  it('accepts a start command that backgrounds the server and exits 0, and still kills the server on close', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/mcp`;
    const daemonize = `const { spawn } = require('node:child_process');
      const server = spawn(process.execPath, [${JSON.stringify(fixture('http-server.mjs'))}, '${port}'], { stdio: 'ignore' });
      server.unref();
      console.log('started ' + server.pid);`;
    const connection = await launchServer({ url, start: [node, '-e', daemonize], timeoutMs: 15_000 });
    const serverPid = Number(/started (\d+)/.exec(connection.stderrTail())![1]);
    expect(isProcessAlive(serverPid)).toBe(true);
    await connection.close();
    expectAllDead([serverPid]);
    expect(await urlAnswers(new URL(url))).toBe(false);
  });

  it('fails when the start command exits (not by timing out), quoting its exit code and output, leaving nothing behind', async () => {
    const port = await freePort();
    const secret = 'start-SECRET-value-7';
    // server_start_failed with the exit code, not server_timeout: the exit ended the wait.
    const { error } = await expectGateError(
      () =>
        launchServer({
          url: `http://127.0.0.1:${port}/mcp`,
          start: [node, fixture('crash-at-start.mjs')],
          env: { FIXTURE_SECRET: secret },
          timeoutMs: 30_000,
        }),
      'server_start_failed',
    );
    expect(error.message).toContain('exited with code 3');
    expect(error.message).toContain('cannot open database');
    expect(error.message).not.toContain(secret);
    expect(liveProcessGroups()).toEqual([]);
  });

  it('times out when the url never answers, and kills the start process', async () => {
    const port = await freePort();
    let pid: number | undefined;
    const { error } = await expectGateError(async () => {
      const launching = launchServer({ url: `http://127.0.0.1:${port}/mcp`, start: [node, fixture('hang.mjs')], timeoutMs: 1_000 });
      pid = await waitFor(() => liveProcessGroups()[0]);
      return launching;
    }, 'server_timeout');
    expect(error.message).toContain(`http://127.0.0.1:${port}/mcp`);
    expect(error.message).toContain('1000 ms');
    expect(error.message).toContain('hang: waiting forever');
    expectAllDead([pid!]);
    expect(liveProcessGroups()).toEqual([]);
  });
});

// Issue 23, item 10: fetch refuses a URL with credentials; they are sent as HTTP Basic instead.
describe('credentials in the url', () => {
  const user = 'gate user';
  const password = 'p@ss:w0rd-SECRET-99';
  const basic = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const withCredentials = (port: number, pass = password) =>
    `http://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}/mcp`;

  it('are sent as HTTP Basic (percent-decoded), over Streamable HTTP and SSE', async () => {
    for (const [transport, path] of [['http', '/mcp'], ['sse', '/sse']] as const) {
      const port = await freePort();
      const connection = await launchServer({
        url: withCredentials(port).replace('/mcp', path),
        transport,
        start: [node, fixture('http-server.mjs'), String(port)],
        env: { FIXTURE_REQUIRED_AUTH: basic },
        timeoutMs: 15_000,
      });
      open.push(connection);
      expect(connection.initializeResult).toMatchObject({ serverInfo: { name: 'http-fixture' } });
      expect(await requestRaw(connection, 'tools/list', {}, 10_000)).toHaveProperty('tools');
    }
  });

  it('wrong ones fail as HTTP 401, and no message shows the password or its Basic token', async () => {
    const port = await freePort();
    const { error } = await expectGateError(
      () =>
        launchServer({
          url: withCredentials(port, 'wrong-SECRET-password-1'),
          start: [node, fixture('http-server.mjs'), String(port)],
          env: { FIXTURE_REQUIRED_AUTH: basic },
          timeoutMs: 15_000,
        }),
      'protocol_error',
    );
    expect(error.message).toContain('HTTP 401');
    expect(error.message).not.toContain('wrong-SECRET-password-1');
    expect(error.message).not.toContain(encodeURIComponent('wrong-SECRET-password-1'));
    expect(error.message).not.toContain(Buffer.from(`${user}:wrong-SECRET-password-1`).toString('base64'));
  });

  it('together with an Authorization header: a usage error naming both, nothing started', async () => {
    const { error } = await expectGateError(
      () => launchServer({ url: withCredentials(1), headers: { Authorization: TOKEN }, start: [node, '-e', 'process.exit(9)'], timeoutMs: 5_000 }),
      'usage',
    );
    expect(error.message).toBe('the server url carries credentials (user:password@) and an Authorization header is given too; give one of them');
  });
});

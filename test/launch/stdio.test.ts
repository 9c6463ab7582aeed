import { afterEach, describe, expect, it } from 'vitest';
import { launchServer, liveProcessGroups, requestRaw, type ServerConnection } from '../../src/launch/index.js';
import { expectAllDead, expectGateError, fixture, node, pidsWhenWritten, tempFile } from './helpers.js';

const open: ServerConnection[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});
async function launch(...args: Parameters<typeof launchServer>): Promise<ServerConnection> {
  const connection = await launchServer(...args);
  open.push(connection);
  return connection;
}

describe('stdio happy path', () => {
  it('initializes a real SDK server and lists its tool with requestRaw', async () => {
    const pidFile = tempFile('pids.json');
    const connection = await launch({ command: [node, fixture('ignore-sigterm.mjs'), pidFile], timeoutMs: 10_000 });
    expect(connection.transport).toBe('stdio');
    expect(connection.initializeResult).toMatchObject({ serverInfo: { name: 'ignore-sigterm', version: '1.0.0' } });
    expect(connection.initializeResult.capabilities).toHaveProperty('tools');
    const tools = await requestRaw(connection, 'tools/list', {}, 5_000);
    expect((tools.tools as { name: string }[]).map((t) => t.name)).toEqual(['echo']);
  });

  it('returns the initialize result raw, unknown fields included', async () => {
    const connection = await launch({ command: [node, fixture('raw-stdio.mjs')], timeoutMs: 10_000 });
    expect(connection.initializeResult).toMatchObject({
      capabilities: { tools: { listChanged: false, 'x-vendor-flag': true } },
      serverInfo: { name: 'raw-stdio', version: '0.0.1', 'x-build': 'abc123' },
      'x-unknown-top-level': { nested: [1, 2, 3] },
    });
    const tools = await requestRaw(connection, 'tools/list', undefined, 5_000);
    expect(tools).toEqual({ tools: [{ name: 't', inputSchema: { type: 'object' }, 'x-extra': 1 }] });
  });

  it('passes env and cwd to the server', async () => {
    const script = "process.stderr.write(process.cwd() + ' ' + process.env.GATE_TEST_VAR + '\\n'); await import(process.argv[1]);";
    const connection = await launch({
      command: [node, '--input-type=module', '-e', script, fixture('raw-stdio.mjs')],
      cwd: '/tmp',
      env: { GATE_TEST_VAR: 'hello-env' },
      timeoutMs: 10_000,
    });
    // The tail hides env values, so the value shows up redacted: proof it arrived and proof it is hidden.
    expect(connection.stderrTail()).toBe('/tmp [redacted]\n');
  });
});

describe('stdio close()', () => {
  it('kills a SIGTERM-ignoring server and its SIGTERM-ignoring child, and is idempotent', async () => {
    const pidFile = tempFile('pids.json');
    const connection = await launchServer({ command: [node, fixture('ignore-sigterm.mjs'), pidFile], timeoutMs: 10_000 });
    const pids = await pidsWhenWritten(pidFile);
    expect(pids).toContain(connection.pid);
    expect(liveProcessGroups()).toContain(connection.pid);
    const started = Date.now();
    await Promise.all([connection.close(), connection.close()]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500); // it had to wait out the SIGTERM grace
    expectAllDead(pids);
    expect(liveProcessGroups()).not.toContain(connection.pid);
    await connection.close();
  });

  it('makes requests after close fail with a GateError', async () => {
    const connection = await launchServer({ command: [node, fixture('raw-stdio.mjs')], timeoutMs: 10_000 });
    await connection.close();
    await expectGateError(() => requestRaw(connection, 'tools/list', {}, 1_000), 'server_start_failed');
  });
});

describe('requestRaw failures', () => {
  it('names the method when the server answers with a JSON-RPC error', async () => {
    const connection = await launch({ command: [node, fixture('raw-stdio.mjs')], timeoutMs: 10_000 });
    const { error } = await expectGateError(() => requestRaw(connection, 'no/such', {}, 5_000), 'protocol_error');
    expect(error.message).toContain('no/such');
    expect(error.message).toContain('Method not found');
  });

  it('does not mistake an error code -32001 from the server for a timeout', async () => {
    const connection = await launch({ command: [node, fixture('raw-stdio.mjs')], timeoutMs: 10_000 });
    const { error, elapsedMs } = await expectGateError(() => requestRaw(connection, 'test/error', {}, 30_000), 'protocol_error');
    expect(error.message).toContain('backend unavailable');
    expect(elapsedMs).toBeLessThan(15_000); // answered, not timed out
  });

  it('times out a request the server never answers, naming the method', async () => {
    const connection = await launch({ command: [node, fixture('raw-stdio.mjs')], timeoutMs: 10_000 });
    const { error, elapsedMs } = await expectGateError(() => requestRaw(connection, 'test/hang', {}, 300), 'server_timeout');
    expect(error.message).toContain('test/hang');
    expect(error.message).toContain('300 ms');
    expect(elapsedMs).toBeGreaterThanOrEqual(290);
    expect(elapsedMs).toBeLessThan(10_000); // the 300 ms timeout fired (generous bound for a loaded CI)
    // The session is still usable after a timed-out request.
    await expect(requestRaw(connection, 'tools/list', {}, 5_000)).resolves.toHaveProperty('tools');
  });

  it('reports a server that dies mid-request with its exit code and stderr, not a timeout', async () => {
    const connection = await launch({ command: [node, fixture('raw-stdio.mjs')], timeoutMs: 10_000 });
    const { error, elapsedMs } = await expectGateError(() => requestRaw(connection, 'test/exit', {}, 30_000), 'server_start_failed');
    expect(error.message).toContain('test/exit');
    expect(error.message).toContain('exited with code 7');
    expect(error.message).toContain('raw-stdio: exiting on request');
    expect(elapsedMs).toBeLessThan(15_000); // noticed the exit, did not wait out the timeout
  });
});

describe('stdio start-up failures', () => {
  it('names a program that does not exist', async () => {
    const { error, elapsedMs } = await expectGateError(
      () => launchServer({ command: ['definitely-not-a-real-mcp-server-xyz', '--flag'], timeoutMs: 30_000 }),
      'server_start_failed',
    );
    expect(error.message).toContain('definitely-not-a-real-mcp-server-xyz');
    expect(error.message).toContain('not found');
    expect(elapsedMs).toBeLessThan(15_000); // failed fast
  });

  it('names a working directory that does not exist', async () => {
    const { error } = await expectGateError(
      () => launchServer({ command: [node, fixture('raw-stdio.mjs')], cwd: '/nonexistent/dir-xyz', timeoutMs: 5_000 }),
      'server_start_failed',
    );
    expect(error.message).toContain('/nonexistent/dir-xyz');
  });

  it('reports a crash at start with exit code and stderr, never the env values', async () => {
    const secret = 'sk-live-THIS-IS-A-SECRET-123';
    const { error, elapsedMs } = await expectGateError(
      () => launchServer({ command: [node, fixture('crash-at-start.mjs')], env: { FIXTURE_SECRET: secret }, timeoutMs: 30_000 }),
      'server_start_failed',
    );
    expect(error.message).toContain('exited with code 3');
    expect(error.message).toContain('cannot open database');
    expect(error.message).toContain('[redacted]');
    expect(error.message).not.toContain(secret);
    expect(String(error.stack)).not.toContain(secret);
    expect(elapsedMs).toBeLessThan(15_000); // failed fast
  });

  it('times out a server that never answers initialize and leaves none of its tree behind', async () => {
    const pidFile = tempFile('pids.txt');
    const { error, elapsedMs } = await expectGateError(
      () => launchServer({ command: [node, fixture('hang.mjs'), pidFile], timeoutMs: 1_000 }),
      'server_timeout',
    );
    expect(error.message).toContain('initialize');
    expect(error.message).toContain('1000 ms');
    expect(error.message).toContain('hang: waiting forever');
    // 1 s budget + up to 2 s SIGTERM grace for the stubborn child + slack.
    expect(elapsedMs).toBeGreaterThanOrEqual(990);
    expect(elapsedMs).toBeLessThan(10_000);
    expectAllDead(await pidsWhenWritten(pidFile));
  });

  it('fails fast with protocol_error on non-JSON stdout', async () => {
    const { error, elapsedMs } = await expectGateError(
      () => launchServer({ command: [node, fixture('garbage-stdout.mjs')], timeoutMs: 10_000 }),
      'protocol_error',
    );
    expect(error.message).toContain('not a JSON-RPC message');
    expect(error.message).toContain('"Starting server v1.2.3..."');
    expect(elapsedMs).toBeLessThan(4_000);
  });

  it('leaves no process group registered after failures', async () => {
    await expectGateError(() => launchServer({ command: [node, fixture('crash-at-start.mjs')], timeoutMs: 5_000 }), 'server_start_failed');
    expect(liveProcessGroups()).toEqual([]);
  });

  it('rejects contradictory options as usage errors', async () => {
    await expectGateError(() => launchServer({ timeoutMs: 1_000 }), 'usage');
    await expectGateError(() => launchServer({ command: [node], url: 'http://127.0.0.1:1/', timeoutMs: 1_000 }), 'usage');
    await expectGateError(() => launchServer({ command: [node], transport: 'http', timeoutMs: 1_000 }), 'usage');
    await expectGateError(() => launchServer({ command: [], timeoutMs: 1_000 }), 'usage');
    await expectGateError(() => launchServer({ url: 'ftp://127.0.0.1/', timeoutMs: 1_000 }), 'usage');
    await expectGateError(() => launchServer({ command: [node], timeoutMs: 0 }), 'usage');
  });
});

// Issue 23, item 9: the SDK refuses the version and closes the transport; the server then exits 0
// on its closed stdin, which used to be named as the cause.
describe('an initialize answer in a protocol version the client does not speak', () => {
  const server = (version: unknown) => `
    require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
      const request = JSON.parse(line);
      if (request.id === undefined) return;
      const result = { protocolVersion: ${JSON.stringify(version)}, capabilities: {}, serverInfo: { name: 'future', version: '1' } };
      if (result.protocolVersion === null) delete result.protocolVersion;
      process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: request.id, result }) + '\\n');
    });
    process.stdin.on('end', () => process.exit(0));`;

  it('names the version and the versions the client supports, not the exit that followed', async () => {
    const { error } = await expectGateError(() => launchServer({ command: [node, '-e', server('2099-99-99')], timeoutMs: 10_000 }), 'protocol_error');
    expect(error.message).toContain('answered initialize with protocol version "2099-99-99", which this client does not speak');
    expect(error.message).toMatch(/it asked for \d{4}-\d{2}-\d{2} and supports \d{4}-\d{2}-\d{2}(, \d{4}-\d{2}-\d{2})*/);
    expect(error.message).toContain('2024-11-05');
    expect(error.message).not.toContain('exited with code');
    expect(liveProcessGroups()).toEqual([]);
  });

  it('says so when the version is missing, and escapes one that carries a line break', async () => {
    const missing = await expectGateError(() => launchServer({ command: [node, '-e', server(null)], timeoutMs: 10_000 }), 'protocol_error');
    expect(missing.error.message).toContain('answered initialize with no protocol version (protocolVersion is missing)');
    const forged = await expectGateError(() => launchServer({ command: [node, '-e', server('1\n::error::forged')], timeoutMs: 10_000 }), 'protocol_error');
    expect(forged.error.message).toContain('protocol version "1\\n::error::forged"');
    expect(forged.error.message).not.toMatch(/^::/m);
  });
});

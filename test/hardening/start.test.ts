import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Server } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { isProcessAlive, liveProcessGroups } from '../../src/launch/index.js';
import { repoRoot, tempDir } from '../helpers/fixtures.js';
import { hostile, node, startHostileHttp } from './helpers.js';

const lateBinder = path.join(repoRoot, 'test', 'fixtures', 'servers', 'hostile', 'late-binder.mjs');
const listen = <T extends Server | ReturnType<typeof createHttpServer>>(server: T): Promise<number> =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
const close = (server: Server | ReturnType<typeof createHttpServer>) =>
  new Promise((resolve) => {
    if ('closeAllConnections' in server) server.closeAllConnections(); // held requests
    server.close(resolve);
  });

function reaped(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** A minimal MCP server over Streamable HTTP (JSON answers): what a squatter on the port would be. */
function answerMcp(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'POST') return void res.writeHead(405).end();
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const message = JSON.parse(body) as { id?: number; method: string; params?: { protocolVersion?: string } };
    if (message.id === undefined) return void res.writeHead(202).end();
    const result =
      message.method === 'initialize'
        ? { protocolVersion: message.params?.protocolVersion ?? '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'squatter', version: '1.0.0' } }
        : message.method === 'tools/list'
          ? { tools: [{ name: 'squat', description: 'Not the server you started.', inputSchema: { type: 'object' } }] }
          : undefined;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result ? { jsonrpc: '2.0', id: message.id, result } : { jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'no' } }));
  });
}

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

  it('a real EADDRINUSE: the port is held by a loopback listener that answers no HTTP; exit 2 naming the exit and quoting the bind error', async () => {
    // Accepts and drops every connection: the URL does not answer, so the pre-check lets the start run.
    const holder = createTcpServer((socket) => socket.destroy());
    const port = await listen(holder);
    try {
      const start = `${JSON.stringify(node)} ${JSON.stringify(hostile)} http ${port}`;
      const run = await cli(['snapshot', '--url', `http://127.0.0.1:${port}/mcp`, '--start', start, '--timeout', '60000']);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(new RegExp(`start command .* exited with code 3 before http://127\\.0\\.0\\.1:${port}/mcp answered`));
      expect(run.stderr).toContain('hostile: EADDRINUSE');
      expect(run.stdout).toBe('');
      expect(liveProcessGroups()).toEqual([]);
    } finally {
      await close(holder);
    }
  });

  // `reaped`: the squatter answers once the gate has reaped the dead start command (its exit is
  // known). `zombie`: it answers as soon as the start command is dead but possibly not yet reaped,
  // the window in which the gate used to take the squatter's answer for the started server's.
  for (const moment of ['reaped', 'zombie'] as const) it(`the start command fails (EADDRINUSE) while another MCP server answered the URL (answer once ${moment}): exit 2, the other server is never checked`, async () => {
    // The squatter holds the port but answers nothing until the start command has died, so the
    // pre-check sees no answer and the gate's probe is in flight when the start command fails:
    // the order of events is forced, not timed.
    const dir = tempDir();
    const pidFile = path.join(dir, 'start.pid');
    const goFile = path.join(dir, 'go');
    const startPid = () => (existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) || undefined : undefined);
    const squatter = createHttpServer((req, res) => {
      const pid = startPid();
      if (pid === undefined) return; // the pre-check, or a probe before the start command ran: held
      writeFileSync(goFile, ''); // a probe is in flight: let the start command try to bind
      // Reaped, not merely a zombie: the gate (this process) reaps it and records its exit in the same step.
      const dead = moment === 'reaped' ? () => reaped(pid) : () => !isProcessAlive(pid);
      const answerOnceDead = () => (dead() ? answerMcp(req, res) : setTimeout(answerOnceDead, 10));
      answerOnceDead();
    });
    const port = await listen(squatter);
    try {
      const start = `${JSON.stringify(node)} ${JSON.stringify(lateBinder)} ${port} ${JSON.stringify(pidFile)} ${JSON.stringify(goFile)}`;
      const run = await cli(['snapshot', '--url', `http://127.0.0.1:${port}/mcp`, '--start', start, '--timeout', '60000']);
      expect(run.stdout).not.toContain('squat');
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toMatch(new RegExp(`start command .* exited with code 3, yet http://127\\.0\\.0\\.1:${port}/mcp answered: that is not the server it started`));
      expect(run.stderr).toContain('late-binder: EADDRINUSE');
      expect(liveProcessGroups()).toEqual([]);
    } finally {
      await close(squatter);
    }
  });

  // Issue 23, item 11. The daemon starts listening only once the start command has exited (its
  // parent pid changes), so the exit is known whether the gate sees it before or after the answer.
  it('refuses a start command that puts its server out of its process group (setsid) and exits 0, saying it must stay in the foreground; the server is stopped', async () => {
    const dir = tempDir();
    const pidFile = path.join(dir, 'daemon.pid');
    const { freePort } = await import('../helpers/fixtures.js');
    const port = await freePort();
    const server = path.join(repoRoot, 'test', 'fixtures', 'servers', 'process', 'http-server.mjs');
    const daemon = `const parent = process.ppid;
      const listen = () => (process.ppid === parent ? setTimeout(listen, 10) : import(${JSON.stringify(server)}));
      listen();`;
    const daemonize = path.join(dir, 'daemonize.cjs');
    writeFileSync(
      daemonize,
      `const child = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(daemon)}, ${JSON.stringify(server)}, '${port}'], { detached: true, stdio: 'ignore' });
      require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(child.pid));
      child.unref();`,
    );
    const run = await cli(['snapshot', '--url', `http://127.0.0.1:${port}/mcp`, '--start', `${JSON.stringify(node)} ${JSON.stringify(daemonize)}`, '--timeout', '20000']);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(/start command \S+ exited with code 0 (before|by the time) http:\/\/127\.0\.0\.1:\d+\/mcp answered, leaving nothing running in its process group/);
    expect(run.stderr).toContain('the start command must stay in the foreground');
    expect(run.stdout).toBe('');
    const daemonPid = Number(readFileSync(pidFile, 'utf8'));
    for (let tries = 0; isProcessAlive(daemonPid) && tries < 200; tries++) await new Promise((resolve) => setTimeout(resolve, 25));
    // Under the subreaper (Linux with Perl) the daemon is still a descendant, and is stopped.
    const subreaper = process.platform === 'linux' && ['/usr/bin/perl', '/bin/perl'].some((perl) => existsSync(perl));
    if (subreaper) expect(isProcessAlive(daemonPid), 'the daemon outlived the gate').toBe(false);
    else if (isProcessAlive(daemonPid)) process.kill(daemonPid, 'SIGKILL');
    expect(liveProcessGroups()).toEqual([]);
  });

  it('fails when the started process exits non-zero, naming its exit (it could not bind)', async () => {
    const run = await cli(['snapshot', '--url', 'http://127.0.0.1:1/mcp', '--start', `${JSON.stringify(node)} -e "process.exit(3)"`, '--timeout', '20000']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/start command .* exited with code 3 before/);
  });
});

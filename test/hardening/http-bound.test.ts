import { afterEach, describe, expect, it } from 'vitest';
import { launchServer, requestRaw } from '../../src/launch/index.js';
import { expectGateError } from '../launch/helpers.js';
import { startHostileHttp, type HostileHttp } from './helpers.js';

const servers: HostileHttp[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});
async function serve(env: Record<string, string>): Promise<HostileHttp> {
  const server = await startHostileHttp(env);
  servers.push(server);
  return server;
}

describe('HTTP and SSE bodies are bounded by maxMessageBytes', () => {
  for (const [transport, path] of [['http', '/mcp'], ['sse', '/sse']] as const) {
    it(`${transport}: an endless tools/list fails naming the limit, without growing without bound`, async () => {
      const server = await serve({ HOSTILE: 'endless' });
      const connection = await launchServer({ url: `http://127.0.0.1:${server.port}${path}`, transport, timeoutMs: 60_000, maxMessageBytes: 8 * 1024 * 1024 });
      try {
        const { error } = await expectGateError(() => requestRaw(connection, 'tools/list', {}, 60_000), 'protocol_error');
        expect(error.message).toContain('tools/list failed');
        expect(error.message).toContain('8388608 bytes (--max-message-bytes)');
      } finally {
        await connection.close();
      }
    });

    it(`${transport}: a 20,000-tool, 40 MB tools/list works with the default bound`, async () => {
      const server = await serve({ HOSTILE: 'big-list', HOSTILE_TOOLS: '20000', HOSTILE_BYTES: '40000000' });
      const connection = await launchServer({ url: `http://127.0.0.1:${server.port}${path}`, transport, timeoutMs: 60_000 });
      try {
        const result = await requestRaw(connection, 'tools/list', {}, 60_000);
        expect(result.tools as unknown[]).toHaveLength(20_000);
      } finally {
        await connection.close();
      }
    });
  }
});

describe('a server that dies mid-session over SSE and Streamable HTTP (issue 12, item 7)', () => {
  for (const [transport, route] of [['sse', '/sse'], ['http', '/mcp']] as const) {
    it(`${transport}: fails the pending request as a lost connection, not after --timeout`, async () => {
      const server = await serve({ HOSTILE: 'hang' });
      const connection = await launchServer({ url: `http://127.0.0.1:${server.port}${route}`, transport, timeoutMs: 60_000 });
      try {
        const pending = requestRaw(connection, 'tools/list', {}, 60_000);
        pending.catch(() => {});
        await server.stop();
        // server_timeout would mean it waited for the timeout; the lost stream is named instead.
        const { error } = await expectGateError(() => pending, 'server_start_failed');
        expect(error.message).toContain('tools/list failed: lost the connection to');
      } finally {
        await connection.close();
      }
    }, 90_000);
  }
});

// Test-side SnapshotSource adapters (the launch stage provides the production one).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { ClientRequest, JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { SnapshotSource } from '../../src/snapshot/types.js';

export const FIXTURES = new URL('../fixtures/servers/content/', import.meta.url);
export const fixturePath = (file: string): string => new URL(file, FIXTURES).pathname;

/** Accepts any result object unchanged: the snapshot must see what the server sent. */
const permissiveResult = z.looseObject({});

export interface Session {
  source: SnapshotSource;
  close(): Promise<void>;
}

/**
 * Records the raw `initialize` result as it crosses the transport, before the SDK Client parses
 * (and possibly strips) it. Must wrap the transport before `client.connect`.
 */
function tapInitializeResult(transport: Transport): () => Record<string, unknown> {
  let initializeId: string | number | undefined;
  let captured: Record<string, unknown> | undefined;
  const send = transport.send.bind(transport);
  transport.send = async (message: JSONRPCMessage, options) => {
    if ('method' in message && message.method === 'initialize' && 'id' in message) initializeId = message.id;
    return send(message, options);
  };
  let handler: Transport['onmessage'];
  Object.defineProperty(transport, 'onmessage', {
    configurable: true,
    get: () => handler,
    set: (next: Transport['onmessage']) => {
      handler =
        next &&
        ((message, extra) => {
          if ('id' in message && message.id === initializeId && 'result' in message) {
            captured = message.result as Record<string, unknown>;
          }
          next(message, extra);
        });
    },
  });
  return () => {
    if (!captured) throw new Error('initialize result was not captured');
    return captured;
  };
}

async function connectClient(transport: Transport): Promise<Session> {
  const initializeResult = tapInitializeResult(transport);
  const client = new Client({ name: 'snapshot-test', version: '0.0.0' });
  await client.connect(transport);
  return {
    source: {
      initializeResult: initializeResult(),
      async request(method, params) {
        // The SDK's ClientRequest union does not know `signature`; the wire does not care.
        const request = { method, ...(params ? { params } : {}) } as unknown as ClientRequest;
        return client.request(request, permissiveResult);
      },
    },
    close: () => client.close(),
  };
}

/** An SDK Client linked in memory to `server` (anything with `connect(transport)`). */
export async function connectInMemory(server: { connect(transport: Transport): Promise<void> }): Promise<Session> {
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  return connectClient(clientTransport);
}

/** An SDK Client talking to `node <fixture> ...args` over real stdio. */
export async function connectStdio(file: string, args: string[] = []): Promise<Session> {
  const transport = new StdioClientTransport({ command: process.execPath, args: [fixturePath(file), ...args], stderr: 'pipe' });
  return connectClient(transport);
}

export type RawHandler = (message: Record<string, unknown>) => Record<string, unknown> | undefined;

/** A SnapshotSource straight over a raw JSON-RPC handler (no transport): for fast misbehaviour tests. */
export function sourceFromHandler(handle: RawHandler): SnapshotSource {
  let nextId = 1;
  const call = (method: string, params: Record<string, unknown> | undefined): Record<string, unknown> => {
    const response = handle({ jsonrpc: '2.0', id: nextId++, method, ...(params ? { params } : {}) });
    if (!response) throw new Error(`no response to ${method}`);
    if ('error' in response) throw new Error(JSON.stringify(response.error));
    return response.result as Record<string, unknown>;
  };
  return {
    initializeResult: call('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '0' } }),
    request: async (method, params) => call(method, params),
  };
}

/** A scripted SnapshotSource: `answer` maps method and params to a result; calls are recorded. */
export function scriptedSource(
  initializeResult: Record<string, unknown>,
  answer: (method: string, params: Record<string, unknown> | undefined) => unknown,
): SnapshotSource & { calls: Array<{ method: string; params: Record<string, unknown> | undefined }> } {
  const calls: Array<{ method: string; params: Record<string, unknown> | undefined }> = [];
  return {
    initializeResult,
    calls,
    request: async (method, params) => {
      calls.push({ method, params });
      return answer(method, params) as Record<string, unknown>;
    },
  };
}

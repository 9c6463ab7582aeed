import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { McpError, type JSONRPCMessage, type RequestId } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { GateError } from '../errors.js';
import { quoteLines } from '../report/escape.js';
import { connectionFailure } from './http.js';
import type { Redactor } from './redact.js';
import type { ServerConnection } from './types.js';

export const CLIENT_INFO = { name: 'mcp-drift-gate', version: '0.1.0' } as const;

/** Accept any result object: the SDK's per-method schemas strip fields the gate must see. */
const RawResultSchema = z.looseObject({});

/** What requestRaw needs to explain a failure, kept off the public ServerConnection. */
export interface SessionState {
  client: Client;
  redact: Redactor;
  stderrTail(): string;
  /** Whether the transport has closed (server gone or protocol broken). */
  isClosed(): boolean;
  /** The known reason the session broke, if any (process exited, garbage on stdout, a message past the bound). */
  failure(): GateError | undefined;
  /** Resolves if the session breaks in a way a pending request would not notice (a stream cut at the bound). */
  broken?: Promise<GateError>;
}

const sessions = new WeakMap<ServerConnection, SessionState>();

export function registerSession(connection: ServerConnection, state: SessionState): void {
  sessions.set(connection, state);
}

/** Quotes a stderr tail for an error message, or nothing when the server wrote none. */
export function quoteTail(tail: string): string {
  const trimmed = tail.trimEnd();
  // Quoted, not echoed: every line escaped and indented behind "  | ", so a server cannot put a
  // workflow command (`::error ...`) or terminal escapes at the start of a log line.
  return trimmed === '' ? '' : `\n--- last server output ---\n${quoteLines(trimmed)}`;
}

/**
 * A client that declares no capabilities, so the server has no reason to call back
 * (no sampling, roots or elicitation requests).
 */
export function createGateClient(): Client {
  return new Client({ ...CLIENT_INFO }, { capabilities: {} });
}

/**
 * Watches a transport before the Client attaches: records the raw result of the `initialize`
 * request and whether the transport closed. Protocol.connect chains these callbacks.
 */
export function tapTransport(transport: Transport): { initializeResult(): Record<string, unknown> | undefined; isClosed(): boolean } {
  let initializeId: RequestId | undefined;
  let rawResult: Record<string, unknown> | undefined;
  let closed = false;
  const send = transport.send.bind(transport);
  transport.send = (message: JSONRPCMessage, options) => {
    if ('method' in message && message.method === 'initialize' && 'id' in message) initializeId = message.id;
    return send(message, options);
  };
  transport.onmessage = (message: JSONRPCMessage) => {
    if (rawResult === undefined && initializeId !== undefined && 'result' in message && message.id === initializeId) {
      rawResult = structuredClone(message.result) as Record<string, unknown>;
    }
  };
  transport.onclose = () => {
    closed = true;
  };
  return { initializeResult: () => rawResult, isClosed: () => closed };
}

/**
 * Sends any JSON-RPC request and returns the result exactly as received.
 * Timeouts -> server_timeout; JSON-RPC errors and malformed answers -> protocol_error;
 * a server that went away -> server_start_failed; each message names the method.
 */
export async function requestRaw(
  connection: ServerConnection,
  method: string,
  params: Record<string, unknown> | undefined,
  timeoutMs: number,
): Promise<Record<string, unknown>> {
  const state = sessions.get(connection);
  if (state === undefined) throw new GateError('usage', `cannot send ${method}: not a connection opened by launchServer`);
  if (state.isClosed()) throw closedError(state, method, undefined);

  // Our own timer, so a timeout is told apart from a server that answers with error code -32001.
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, timeoutMs);
  try {
    const request = params === undefined ? { method } : { method, params };
    const pending = state.client.request(request, RawResultSchema, { signal: abort.signal, timeout: timeoutMs + 60_000 });
    if (state.broken === undefined) return await pending;
    pending.catch(() => {});
    return await Promise.race([
      pending,
      state.broken.then((error) => {
        abort.abort();
        throw error;
      }),
    ]);
  } catch (error) {
    if (error instanceof GateError) throw new GateError(error.code, `${method} failed: ${error.message}`, { cause: error });
    // The body that broke the bound also failed the request itself: name the bound, not the symptom.
    const broken = state.broken && (await Promise.race([state.broken, Promise.resolve(undefined)]));
    if (broken !== undefined) throw new GateError(broken.code, `${method} failed: ${broken.message}`, { cause: error });
    if (timedOut) {
      throw new GateError('server_timeout', `server did not answer ${method} within ${timeoutMs} ms${quoteTail(state.stderrTail())}`, { cause: error });
    }
    if (state.isClosed()) throw closedError(state, method, error);
    const unreachable = connectionFailure(error);
    if (unreachable !== undefined) {
      throw new GateError('server_start_failed', `${method} failed: cannot reach the server (${state.redact(unreachable)})`, { cause: error });
    }
    const detail = state.redact(error instanceof Error ? error.message : String(error));
    const what = error instanceof McpError ? `answered ${method} with a JSON-RPC error: ${detail}` : `gave an unusable answer to ${method}: ${detail}`;
    throw new GateError('protocol_error', `server ${what}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

function closedError(state: SessionState, method: string, cause: unknown): GateError {
  const failure = state.failure();
  if (failure !== undefined) return new GateError(failure.code, `${method} failed: ${failure.message}`, { cause: cause ?? failure });
  return new GateError('server_start_failed', `${method} failed: the connection to the server is closed${quoteTail(state.stderrTail())}`, { cause });
}

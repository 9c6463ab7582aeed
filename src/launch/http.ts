import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { MessageBound } from './lineReader.js';

const POLL_INTERVAL_MS = 100;
/** One probe must not eat the whole start-up budget if the socket accepts but never answers. */
const PROBE_TIMEOUT_MS = 1_000;

/** Loaded on demand: a stdio check never pays for the HTTP and SSE client code. */
export async function createHttpTransport(kind: 'http' | 'sse', url: URL, headers: Record<string, string>, bound: MessageBound): Promise<Transport> {
  const requestInit: RequestInit = { headers };
  // Every response body (and each event of a stream) passes the session's bound.
  const fetch = bound.wrapFetch();
  if (kind === 'http') {
    const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
    return new StreamableHTTPClientTransport(url, { requestInit, fetch });
  }
  const { SSEClientTransport } = await import('@modelcontextprotocol/sdk/client/sse.js');
  return new SSEClientTransport(url, { requestInit, fetch });
}

/** A URL safe to print: no userinfo, query or fragment (they may carry credentials). */
export function displayUrl(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** Whether anything answers HTTP at `url`: any status counts, a refused or reset connection does not. */
export async function urlAnswers(url: URL, timeoutMs: number = PROBE_TIMEOUT_MS): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'GET',
      headers: { accept: 'text/event-stream, application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
    // An SSE endpoint keeps the body open forever; the status line is all we needed.
    await response.body?.cancel().catch(() => {});
    return true;
  } catch {
    return false;
  }
}

/** Whether a GET to `url` opens an event stream (`text/event-stream`): how a legacy SSE endpoint answers. */
export async function answersLikeSse(url: URL, headers: Record<string, string> = {}, timeoutMs: number = PROBE_TIMEOUT_MS): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'GET',
      headers: { ...headers, accept: 'text/event-stream' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
    const type = response.headers.get('content-type') ?? '';
    await response.body?.cancel().catch(() => {});
    return response.ok && type.toLowerCase().startsWith('text/event-stream');
  } catch {
    return false;
  }
}

/**
 * Polls until `url` answers or `deadline` (epoch ms) passes; `stop` lets the caller abandon early
 * (the start command died). Returns whether it answered.
 */
export async function waitForUrl(url: URL, deadline: number, stop: () => boolean): Promise<boolean> {
  while (!stop()) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return false;
    if (await urlAnswers(url, Math.min(PROBE_TIMEOUT_MS, remaining))) return true;
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_INTERVAL_MS, Math.max(0, deadline - Date.now()))));
  }
  return false;
}

/**
 * Why a request never reached an HTTP answer (refused, unresolvable host, blocked port...),
 * or undefined when the failure came from an answer. Looks through fetch's nested causes.
 */
export function connectionFailure(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let fetchFailed = false;
  let innermost: string | undefined;
  for (let current = error; current instanceof Error && !seen.has(current); current = current.cause) {
    seen.add(current);
    const code = (current as NodeJS.ErrnoException).code;
    const named = typeof code === 'string' && /^E[A-Z]+$/.test(code) ? code : /\b(E(?:CONNREFUSED|CONNRESET|NOTFOUND|HOSTUNREACH|TIMEDOUT|AI_AGAIN))\b/.exec(current.message)?.[1];
    if (named === 'ECONNREFUSED') return 'connection refused; is the server running?';
    if (named !== undefined) return named;
    const fetchMessage = /fetch failed(?::\s*(.+))?/.exec(current.message);
    if (fetchMessage) {
      fetchFailed = true;
      innermost = fetchMessage[1] ?? innermost;
    } else if (fetchFailed) {
      innermost = current.message;
    }
  }
  return fetchFailed ? (innermost ?? 'the request failed before any HTTP answer') : undefined;
}

/** The HTTP status an SDK transport error carries (StreamableHTTPError and SseError keep it in `code`). */
export function httpStatus(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && code >= 100 && code <= 599 ? code : undefined;
}

import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { copyWireNumbers, hasNonCanonicalNumber, hasWireNumbers, recordWireNumbers } from '../json.js';
import type { MessageBound } from './lineReader.js';

const POLL_INTERVAL_MS = 100;
/** One probe must not eat the whole start-up budget if the socket accepts but never answers. */
const PROBE_TIMEOUT_MS = 1_000;

/** Loaded on demand: a stdio check never pays for the HTTP and SSE client code. */
export async function createHttpTransport(kind: 'http' | 'sse', url: URL, headers: Record<string, string>, bound: MessageBound): Promise<Transport> {
  const requestInit: RequestInit = { headers };
  // Every response body (and each event of a stream) passes the session's bound, then the tap.
  const numbers = new WireNumberTap();
  const fetch = numbers.wrapFetch(bound.wrapFetch());
  if (kind === 'http') {
    const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
    return numbers.attach(new StreamableHTTPClientTransport(url, { requestInit, fetch }));
  }
  const { SSEClientTransport } = await import('@modelcontextprotocol/sdk/client/sse.js');
  return numbers.attach(new SSEClientTransport(url, { requestInit, fetch }));
}

/**
 * Issue 14: number spellings (`0.0`, `1e21`, integers above 2^53) over HTTP and SSE, as the stdio
 * transport records them. The SDK parses bodies and events itself, so the tap reads the same text
 * as it passes (a JSON body whole, an event stream event by event), records the literals on its own
 * parse of each message that has such a number (most have none: a cheap scan skips them), and
 * moves them onto the SDK's message when the transport delivers it, matched by JSON-RPC id.
 */
export class WireNumberTap {
  /** Parsed message with recorded literals, by kind and id, until the SDK's copy is delivered. */
  private readonly pending = new Map<string, object>();

  wrapFetch(inner: typeof fetch): typeof fetch {
    return async (input, init) => {
      const response = await inner(input, init);
      if (response.body === null || response.type === 'opaqueredirect') return response;
      const type = (response.headers.get('content-type') ?? '').toLowerCase();
      const reader = type.includes('text/event-stream') ? new EventDataReader() : type.includes('json') ? new BodyReader() : undefined;
      if (reader === undefined) return response;
      const read = (text: string) => this.read(text);
      const tapped = new Response(response.body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({
        // Read before passing on: the literals are recorded before the SDK parses the same text.
        transform: (chunk, controller) => {
          reader.push(chunk, read);
          controller.enqueue(chunk);
        },
        flush: () => reader.end(read),
      })), { status: response.status, statusText: response.statusText, headers: response.headers });
      Object.defineProperty(tapped, 'url', { value: response.url });
      return tapped;
    };
  }

  /** `transport`, with every message it delivers given the literals recorded for it first. */
  attach<T extends Transport>(transport: T): T {
    let handler: Transport['onmessage'];
    Object.defineProperty(transport, 'onmessage', {
      configurable: true,
      enumerable: true,
      get: () => handler,
      set: (value: Transport['onmessage']) => {
        handler = value === undefined ? undefined : (message, extra) => {
          this.deliver(message);
          value(message, extra);
        };
      },
    });
    return transport;
  }

  private read(text: string): void {
    if (!hasNonCanonicalNumber(text)) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return; // not a message (an SSE `endpoint` event); the SDK reports what it cannot parse
    }
    recordWireNumbers(text, parsed);
    for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
      const key = messageKey(message);
      if (key !== undefined && hasWireNumbers(message as object)) this.pending.set(key, message as object);
    }
  }

  private deliver(message: unknown): void {
    if (this.pending.size === 0) return;
    const key = messageKey(message);
    const recorded = key === undefined ? undefined : this.pending.get(key);
    if (recorded === undefined) return;
    this.pending.delete(key!);
    copyWireNumbers(recorded, message as object);
  }
}

/** Responses and requests have separate id spaces (ours and the server's). */
function messageKey(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return undefined;
  const id = (message as { id?: unknown }).id;
  if (typeof id !== 'string' && typeof id !== 'number') return undefined;
  const kind = 'result' in message || 'error' in message ? 'response' : 'request';
  return `${kind}:${typeof id}:${id}`;
}

type OnText = (text: string) => void;

/** A JSON body, read whole at its end. */
class BodyReader {
  private readonly chunks: Uint8Array[] = [];
  push(chunk: Uint8Array): void {
    this.chunks.push(chunk);
  }
  end(onText: OnText): void {
    onText(Buffer.concat(this.chunks).toString('utf8'));
  }
}

/** How many data lines of one event EventDataReader keeps apart before joining them. */
const JOIN_LINES = 1024;

/**
 * The `data` of each event of a `text/event-stream` (WHATWG HTML, server-sent events: lines end
 * in CRLF, LF or CR; `data:` lines joined by LF; a blank line ends the event). Linear: each chunk
 * is scanned once and an unfinished line is kept as pieces, joined once when its end arrives
 * (appending to one string and searching it again on every chunk is quadratic in a long line,
 * and slowed the reading of a huge event so much that the bound in front of it fired late).
 */
export class EventDataReader {
  private readonly decoder = new TextDecoder();
  /** The unfinished line, in pieces. */
  private pieces: string[] = [];
  /** The last chunk ended in CR: a LF starting the next one is the rest of that CRLF. */
  private afterCr = false;
  /** The event's data lines so far: strings of JOIN_LINES lines each, then single lines. */
  private data: string[] = [];
  private dataLines = 0;

  push(chunk: Uint8Array, onText: OnText): void {
    this.lines(this.decoder.decode(chunk, { stream: true }), onText);
  }

  end(onText: OnText): void {
    this.lines(this.decoder.decode(), onText);
  }

  private lines(text: string, onText: OnText): void {
    let start = this.afterCr && text.startsWith('\n') ? 1 : 0;
    if (text !== '') this.afterCr = false;
    const ends = /\r\n|\n|\r/g;
    ends.lastIndex = start;
    for (let match = ends.exec(text); match !== null; match = ends.exec(text)) {
      this.pieces.push(text.slice(start, match.index));
      const line = this.pieces.length === 1 ? this.pieces[0]! : this.pieces.join('');
      this.pieces = [];
      this.line(line, onText);
      start = match.index + match[0].length;
      if (match[0] === '\r' && start === text.length) this.afterCr = true;
    }
    if (start < text.length) this.pieces.push(text.slice(start));
  }

  private line(line: string, onText: OnText): void {
    if (line === '') {
      if (this.data.length > 0) onText(this.data.join('\n'));
      this.data = [];
      this.dataLines = 0;
      return;
    }
    if (!line.startsWith('data:')) return;
    this.data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
    // An event of millions of short lines: every JOIN_LINES lines are joined into one string, so
    // each line costs its characters rather than a string object and an array slot of its own.
    if (++this.dataLines % JOIN_LINES === 0) this.data.splice(-JOIN_LINES, JOIN_LINES, this.data.slice(-JOIN_LINES).join('\n'));
  }
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

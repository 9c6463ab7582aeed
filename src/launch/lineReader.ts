/**
 * Default bound on one message (a stdio line, an HTTP response body, one SSE event): far above real
 * servers (a 20,000-tool `tools/list` is about 40 MB) and far below what exhausts the heap.
 */
export const DEFAULT_MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

/** Thrown when one message grows past the bound; `limit` is the bound in bytes. */
export class MessageTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`a message from the server exceeds the limit of ${limit} bytes (--max-message-bytes)`);
    this.name = 'MessageTooLargeError';
  }
}

/**
 * Splits a byte stream into newline-terminated lines in linear time: each chunk is scanned once and
 * the pieces of a line are joined once, when its newline arrives (the SDK's ReadBuffer concatenates
 * the whole pending buffer on every chunk, which is quadratic for a message that arrives in many
 * chunks). A line longer than `maxBytes` throws before it is joined, so memory stays bounded.
 */
export class LineReader {
  private pieces: Buffer[] = [];
  private pending = 0;

  constructor(readonly maxBytes: number = DEFAULT_MAX_MESSAGE_BYTES) {
    if (!Number.isSafeInteger(maxBytes) || maxBytes <= 0) throw new RangeError(`maxBytes must be a positive integer, got ${maxBytes}`);
  }

  /** Feeds a chunk; calls `onLine` with each completed line (without `\n` and a trailing `\r`). */
  push(chunk: Buffer, onLine: (line: Buffer) => boolean | void): void {
    let start = 0;
    for (let newline = chunk.indexOf(0x0a, start); newline !== -1; newline = chunk.indexOf(0x0a, start)) {
      const line = this.take(chunk.subarray(start, newline));
      start = newline + 1;
      // A `false` from the callback stops reading (the consumer closed).
      if (onLine(line.at(-1) === 0x0d ? line.subarray(0, -1) : line) === false) return;
    }
    if (start < chunk.length) this.keep(chunk.subarray(start));
  }

  /** Bytes of the unfinished line, for quoting. */
  pendingBytes(): Buffer {
    return Buffer.concat(this.pieces, this.pending);
  }

  clear(): void {
    this.pieces = [];
    this.pending = 0;
  }

  private keep(piece: Buffer): void {
    if (this.pending + piece.length > this.maxBytes) {
      this.clear();
      throw new MessageTooLargeError(this.maxBytes);
    }
    this.pieces.push(piece);
    this.pending += piece.length;
  }

  private take(last: Buffer): Buffer {
    if (this.pending === 0) {
      if (last.length > this.maxBytes) throw new MessageTooLargeError(this.maxBytes);
      return last;
    }
    this.keep(last);
    const line = Buffer.concat(this.pieces, this.pending);
    this.clear();
    return line;
  }
}

/**
 * One session's bound on HTTP bodies and SSE events. The first overflow is kept and announced, so
 * a request waiting on a stream the bound cut (the SDK would only log it) fails at once, naming it.
 */
export class MessageBound {
  private overflow: MessageTooLargeError | undefined;
  private announce!: (error: MessageTooLargeError) => void;
  /** Resolves with the first overflow; never rejects. */
  readonly exceeded = new Promise<MessageTooLargeError>((resolve) => (this.announce = resolve));

  constructor(readonly limit: number = DEFAULT_MAX_MESSAGE_BYTES) {
    if (!Number.isSafeInteger(limit) || limit <= 0) throw new RangeError(`the message bound must be a positive integer, got ${limit}`);
  }

  error(): MessageTooLargeError | undefined {
    return this.overflow;
  }

  /** A fetch whose response bodies fail past the bound: the whole body, or each event of an event stream. */
  wrapFetch(inner: typeof fetch = fetch): typeof fetch {
    return async (input, init) => {
      const response = await inner(input, init);
      if (response.body === null || response.type === 'opaqueredirect') return response;
      const eventStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
      const declared = Number(response.headers.get('content-length'));
      if (!eventStream && Number.isFinite(declared) && declared > this.limit) {
        await response.body.cancel().catch(() => {});
        throw this.exceed();
      }
      const bounded = new Response(response.body.pipeThrough(this.counter(eventStream)), {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
      Object.defineProperty(bounded, 'url', { value: response.url });
      return bounded;
    };
  }

  private exceed(): MessageTooLargeError {
    if (this.overflow === undefined) {
      this.overflow = new MessageTooLargeError(this.limit);
      this.announce(this.overflow);
    }
    return this.overflow;
  }

  /**
   * Counts the (decompressed) bytes of the body, or of the current event of an event stream: the
   * bytes since the last blank line, whatever ends its lines (CRLF, LF or CR). Checked on every
   * chunk, before the chunk goes on, so no reader behind it ever holds more than the limit of one event.
   */
  private counter(eventStream: boolean): TransformStream<Uint8Array, Uint8Array> {
    let count = 0;
    let lineLength = 0;
    let afterCr = false;
    return new TransformStream({
      transform: (chunk, controller) => {
        if (eventStream) {
          for (let i = 0; i < chunk.length; i++) {
            const byte = chunk[i]!;
            count++;
            if (byte === 0x0a && afterCr) {
              afterCr = false; // the LF of a CRLF: the CR ended the line
            } else if (byte === 0x0a || byte === 0x0d) {
              if (lineLength === 0) count = 0; // a blank line: the event ended
              lineLength = 0;
              afterCr = byte === 0x0d;
            } else {
              lineLength++;
              afterCr = false;
            }
          }
        } else {
          count += chunk.length;
        }
        if (count > this.limit) {
          controller.error(this.exceed());
          return;
        }
        controller.enqueue(chunk);
      },
    });
  }
}

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

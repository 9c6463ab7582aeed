/** Default bound: enough to quote a stack trace, small enough to keep in every error. */
export const DEFAULT_STDERR_TAIL_BYTES = 8 * 1024;

/**
 * Keeps only the last `capacity` bytes written by a server to stderr, so a chatty server
 * cannot grow the gate's memory and errors can still quote how it died.
 */
export class StderrRingBuffer {
  private chunks: Buffer[] = [];
  private size = 0;

  constructor(readonly capacity: number = DEFAULT_STDERR_TAIL_BYTES) {
    if (!Number.isInteger(capacity) || capacity <= 0) {
      throw new RangeError(`stderr buffer capacity must be a positive integer, got ${capacity}`);
    }
  }

  append(chunk: Buffer | string): void {
    let bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    if (bytes.length >= this.capacity) {
      bytes = bytes.subarray(bytes.length - this.capacity);
      this.chunks = [];
      this.size = 0;
    }
    this.chunks.push(bytes);
    this.size += bytes.length;
    while (this.size > this.capacity) {
      const excess = this.size - this.capacity;
      const first = this.chunks[0]!;
      if (first.length <= excess) {
        this.chunks.shift();
        this.size -= first.length;
      } else {
        this.chunks[0] = first.subarray(excess);
        this.size -= excess;
      }
    }
  }

  /** The retained bytes as text; a multi-byte character cut at the front decodes as U+FFFD. */
  tail(): string {
    return Buffer.concat(this.chunks, this.size).toString('utf8');
  }
}

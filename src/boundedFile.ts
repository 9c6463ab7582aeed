import { constants, open } from 'node:fs/promises';
import type { Stats } from 'node:fs';

/** Bounds on files a pull request controls; far above real ones, far below what exhausts memory. */
export const FILE_LIMITS = {
  lockfile: 256 * 1024 * 1024,
  /** A DSSE envelope carries the lockfile base64-encoded. */
  signature: 384 * 1024 * 1024,
  report: 256 * 1024 * 1024,
  policy: 4 * 1024 * 1024,
  scanConfig: 4 * 1024 * 1024,
  key: 1024 * 1024,
} as const;

/** Why a file was not read: not a regular file, or over its bound. The message never quotes content. */
export class UnreadableFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableFileError';
  }
}

/**
 * Reads a file only if it is a regular file of at most `maxBytes`. Opened non-blocking, so a FIFO
 * (or a symlink to one) cannot hang the open; a device (`/dev/zero`, `/dev/random`), FIFO, socket
 * or directory is refused before one byte is read; a file that grows while read stops at the bound.
 * fs errors (ENOENT...) are thrown as they are, so callers keep their own messages for them.
 */
export async function readRegularFile(path: string, maxBytes: number): Promise<Buffer> {
  // O_NONBLOCK does not exist on Windows, where opening a named pipe this way does not block either.
  const handle = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new UnreadableFileError(`is not a regular file (it is ${fileKind(stats)}); refusing to read it`);
    if (stats.size > maxBytes) throw new UnreadableFileError(`is ${stats.size} bytes, over the limit of ${maxBytes} bytes`);
    // One buffer of the size stat gave, plus a byte to see growth; read into it in place (no zero
    // fill, no final copy). A file that grows past it is read on in further pieces, up to the bound.
    const chunks: Buffer[] = [];
    let total = 0;
    let buffer = Buffer.allocUnsafe(Math.min(stats.size + 1, maxBytes + 1));
    let filled = 0;
    for (;;) {
      if (filled === buffer.length) {
        chunks.push(buffer);
        buffer = Buffer.allocUnsafe(Math.min(1024 * 1024, maxBytes + 1 - total));
        filled = 0;
      }
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, null);
      if (bytesRead === 0) break;
      filled += bytesRead;
      total += bytesRead;
      if (total > maxBytes) throw new UnreadableFileError(`grew past the limit of ${maxBytes} bytes while being read`);
    }
    const last = buffer.subarray(0, filled);
    return chunks.length === 0 ? last : Buffer.concat([...chunks, last], total);
  } finally {
    await handle.close();
  }
}

/** The same, decoded as UTF-8 (invalid sequences become U+FFFD). */
export async function readRegularTextFile(path: string, maxBytes: number): Promise<string> {
  return (await readRegularFile(path, maxBytes)).toString('utf8');
}

function fileKind(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

import { randomBytes } from 'node:crypto';
import { open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { GateError } from '../errors.js';
import { serializeLockfile } from './serialize.js';
import type { Lockfile } from './types.js';

/**
 * Writes the lockfile so a reader sees either the old file or the complete new one: temp file
 * in the same directory (rename is only atomic within a file system), fsync, rename. On any
 * failure the temp file is removed and the original is untouched.
 */
export async function writeLockfileAtomic(path: string, lock: Lockfile): Promise<void> {
  await writeFileAtomic(path, serializeLockfile(lock), 'lockfile');
}

/** Atomic write of any text file the gate owns (the lockfile, its signature); `what` names it in errors. */
export async function writeFileAtomic(path: string, text: string, what: string): Promise<void> {
  const directory = dirname(path);
  const temp = join(directory, `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const mode = await existingMode(path);
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(temp, 'wx', mode);
    await handle.writeFile(text, 'utf8');
    await handle.sync();
    await handle.close();
    handle = undefined;
    await rename(temp, path);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await rm(temp, { force: true }).catch(() => undefined);
    throw new GateError('io_error', `cannot write ${what} ${path}: ${(error as Error).message}`, { cause: error });
  }
  await syncDirectory(directory);
}

/** Keep the permissions of a file being replaced; new files get the usual 0644 (before umask). */
async function existingMode(path: string): Promise<number> {
  try {
    return (await stat(path)).mode & 0o777;
  } catch {
    return 0o644;
  }
}

/** Makes the rename itself durable. Best effort: some platforms cannot open a directory. */
async function syncDirectory(directory: string): Promise<void> {
  try {
    const handle = await open(directory, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // The file is already complete and renamed; only durability across a power cut is at stake.
  }
}

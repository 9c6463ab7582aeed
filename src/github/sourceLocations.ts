import { execFile } from 'node:child_process';
import { readRegularFile } from '../boundedFile.js';
import path from 'node:path';
import { promisify } from 'node:util';
import { GateError } from '../errors.js';
import type { SourceLocation } from './types.js';
import { escapeRegExp } from '../regexp.js';

const execFileAsync = promisify(execFile);

export const MAX_SOURCE_FILE_BYTES = 1024 * 1024;
/** Files read at once; results are still taken in path order. */
const READ_CONCURRENCY = 16;

const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist']);
/** Lockfiles list names as data (ours lists every tool), so a match there says nothing about the source. */
const LOCKFILE_NAMES = new Set([
  'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', 'bun.lock', 'bun.lockb', 'deno.lock',
  'Cargo.lock', 'poetry.lock', 'Pipfile.lock', 'uv.lock', 'pdm.lock', 'Gemfile.lock', 'composer.lock', 'go.sum',
  'mix.lock', 'pubspec.lock', 'flake.lock', 'packages.lock.json',
]);

function isSkippedPath(file: string): boolean {
  const segments = file.split('/');
  if (segments.slice(0, -1).some((segment) => SKIPPED_DIRECTORIES.has(segment))) return true;
  const base = segments[segments.length - 1] ?? '';
  return LOCKFILE_NAMES.has(base) || /\.lock(\.json)?$/i.test(base);
}

/** Byte order of the UTF-8 paths, as git sorts them, independent of locale. */
function byteOrder(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

async function trackedFiles(repoRoot: string): Promise<string[]> {
  try {
    // -z: raw paths, no quoting of unusual names; no shell is involved.
    const { stdout } = await execFileAsync('git', ['ls-files', '-z', '--cached'], {
      cwd: repoRoot,
      maxBuffer: 256 * 1024 * 1024,
      encoding: 'utf8',
    });
    return stdout.split('\0').filter((file) => file !== '').sort(byteOrder);
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    throw new GateError('io_error', `could not list the files tracked by git in ${repoRoot}: ${detail}`, { cause: error });
  }
}

/** The file's text, or undefined for what is not searched: gone, a directory/submodule, too large, or binary (a NUL byte, as git decides). */
async function readSearchable(file: string): Promise<string | undefined> {
  try {
    // A tracked symlink may point at a FIFO or a device: only regular files of bounded size are read.
    const bytes = await readRegularFile(file, MAX_SOURCE_FILE_BYTES);
    if (bytes.subarray(0, 8000).includes(0)) return undefined;
    return bytes.toString('utf8');
  } catch {
    return undefined;
  }
}


function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}

/**
 * Where each tool is defined: the first place, in git's path order, where its name appears as a
 * whole string literal ('name', "name" or `name`) in a file tracked by git. node_modules, dist,
 * lockfiles, files over 1 MiB and binary files are skipped. Names never found are absent from the map.
 * `exclude`: further repo-relative paths to skip (the gate's lockfile when it has an unusual name).
 * Throws GateError io_error when `repoRoot` is not a git work tree (or git is missing).
 */
export async function findToolSourceLocations(
  repoRoot: string,
  toolNames: readonly string[],
  options: { exclude?: readonly string[] } = {},
): Promise<Map<string, SourceLocation>> {
  const found = new Map<string, SourceLocation>();
  const wanted = [...new Set(toolNames.filter((name) => name !== ''))];
  if (wanted.length === 0) return found;
  const patterns = new Map(wanted.map((name) => [name, new RegExp(`(['"\`])${escapeRegExp(name)}\\1`)]));
  const excluded = new Set((options.exclude ?? []).map((file) => path.posix.normalize(file.split(path.sep).join('/'))));
  const files = (await trackedFiles(repoRoot)).filter((file) => !isSkippedPath(file) && !excluded.has(file));
  for (let start = 0; start < files.length && found.size < wanted.length; start += READ_CONCURRENCY) {
    const chunk = files.slice(start, start + READ_CONCURRENCY);
    const texts = await Promise.all(chunk.map((file) => readSearchable(path.join(repoRoot, file))));
    for (const [i, text] of texts.entries()) {
      if (text === undefined) continue;
      for (const [name, pattern] of patterns) {
        if (found.has(name) || !text.includes(name)) continue;
        const match = pattern.exec(text);
        if (match) found.set(name, { path: chunk[i]!, line: lineAt(text, match.index) });
      }
    }
  }
  return found;
}

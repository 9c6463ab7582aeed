import { FILE_LIMITS, readRegularFile } from '../boundedFile.js';
import { GateError } from '../errors.js';
import { isJsonObject } from '../json.js';
import { locateJsonSyntaxError } from './json-syntax.js';
import { describeSchemaError, lockfileValidator } from './schema.js';
import { LOCKFILE_VERSION, type Lockfile } from './types.js';
import { findIntegrityProblem } from './verify.js';

export interface ReadLockfileOptions {
  /**
   * `false`: check syntax, version and schema now, and leave the digest re-check to
   * `assertLockfileIntegrity(lock, label, live)` once the live server's lockfile is built, so the
   * digests of definitions identical to the live ones are compared instead of recomputed.
   */
  integrity?: boolean;
}

/** Reads and validates mcp.lock.json. Never writes. Every failure is a GateError naming `path`. */
export async function readLockfile(path: string, options: ReadLockfileOptions = {}): Promise<Lockfile> {
  let bytes: Uint8Array;
  try {
    bytes = await readRegularFile(path, FILE_LIMITS.lockfile);
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') {
      throw new GateError('lockfile_missing', `lockfile ${path} does not exist; lock the server first to create it`, {
        cause: error,
      });
    }
    throw new GateError('io_error', `cannot read lockfile ${path}: ${(error as Error).message}`, { cause: error });
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw new GateError('lockfile_invalid', `lockfile ${path} is not valid UTF-8 (corrupted?)`, { cause: error });
  }
  return parseLockfile(text, path, options);
}

/** Validates lockfile text; `label` (usually the path) names the file in errors. */
export function parseLockfile(text: string, label: string, options: ReadLockfileOptions = {}): Lockfile {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text; // editors on Windows may add a BOM
  if (body.trim() === '') throw new GateError('lockfile_invalid', `lockfile ${label} is empty`);

  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (error) {
    const where = syntaxPosition(body);
    throw new GateError(
      'lockfile_invalid',
      `lockfile ${label} is not valid JSON${where} (truncated or edited?): ${(error as Error).message}`,
      { cause: error },
    );
  }
  if (!isJsonObject(data)) throw new GateError('lockfile_invalid', `lockfile ${label} is not a JSON object`);

  // Before the schema: a newer file fails the v1 schema, and "upgrade" is the useful message.
  const version = data.lockfileVersion;
  if (typeof version === 'number' && version > LOCKFILE_VERSION) {
    throw new GateError(
      'lockfile_version',
      `lockfile ${label} was written by a newer mcp-drift-gate (lockfileVersion ${version}; this version reads ${LOCKFILE_VERSION}); upgrade mcp-drift-gate`,
    );
  }

  const validate = lockfileValidator();
  if (!validate(data)) {
    const first = validate.errors?.[0];
    const detail = first ? describeSchemaError(first) : 'unknown schema error';
    throw new GateError('lockfile_invalid', `lockfile ${label} fails the lockfile schema ${detail}`);
  }

  if (options.integrity !== false) assertLockfileIntegrity(data, label);
  return data;
}

/**
 * Every stored digest matches its stored definition and the fingerprint matches the content, or
 * GateError('lockfile_invalid') naming the place. `reference`: the live server's freshly built
 * lockfile, whose digests stand in for those of identical definitions.
 */
export function assertLockfileIntegrity(lock: Lockfile, label: string, reference?: Lockfile): void {
  const problem = findIntegrityProblem(lock, reference);
  if (problem) {
    throw new GateError(
      'lockfile_invalid',
      `lockfile ${label} is inconsistent at ${problem.pointer}: ${problem.reason} (edited by hand? lock the server again)`,
    );
  }
}

function syntaxPosition(text: string): string {
  try {
    const position = locateJsonSyntaxError(text);
    return position ? ` at line ${position.line} column ${position.column} (offset ${position.offset})` : '';
  } catch {
    return ''; // e.g. nesting too deep for the locator's recursion; the parser message remains
  }
}

function errnoCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

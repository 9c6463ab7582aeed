import { isUtf8 } from 'node:buffer';
import { FILE_LIMITS, readRegularFile } from '../boundedFile.js';
import { GateError } from '../errors.js';
import { isJsonObject } from '../json.js';
import { locateJsonSyntaxError } from './json-syntax.js';
import { migrateV1 } from './migrate.js';
import { SEAL_MEMBER, hasIntactSeal } from './serialize.js';
import { describeSchemaError, lockfileV1Validator, lockfileValidator, type LockfileValidator } from './schema.js';
import { LOCKFILE_VERSION, type Lockfile } from './types.js';
import { findIntegrityProblem, type RiskModelCheck } from './verify.js';

export interface ReadLockfileOptions {
  /**
   * `false` (`check`): a file whose seal is intact (byte for byte what `lock` wrote) is taken as
   * `lock` derived it: its digests, risks and fingerprint are not derived again (check compares
   * its definitions with the live server's, and reuses the entries that are identical). A file
   * without an intact seal, and a version 1 file (migrated from what it proves), is always
   * verified in full. Default (`verify`, `export-pins`...): every file is verified in full.
   */
  integrity?: boolean;
  /** The risk model in use: where the file was assessed by it, its stored risks are verified too (see IntegrityOptions). */
  riskModel?: RiskModelCheck;
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
  // isUtf8 + toString: the same strictness as a fatal TextDecoder, about twice as fast on a large file.
  if (!isUtf8(bytes)) throw new GateError('lockfile_invalid', `lockfile ${path} is not valid UTF-8 (corrupted?)`);
  const body = lockfileBody(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'), path);
  // The seal is checked on the bytes as read (no second UTF-8 encoding). One JSON.parse of the
  // whole text: parsed in 1 MiB slices between the server's pages instead, a 10,000-tool file
  // saved no wall time and, on Node 24, raised the peak RSS of check by a fifth to a quarter
  // (docs/BENCHMARKS.md, item 10).
  const sealed = hasIntactSeal(body, bytes);
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (error) {
    throw notJson(body, path, error);
  }
  return validatedLockfile(data, path, options, sealed);
}

/** Validates lockfile text; `label` (usually the path) names the file in errors. */
export function parseLockfile(text: string, label: string, options: ReadLockfileOptions = {}): Lockfile {
  const body = lockfileBody(text, label);
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (error) {
    throw notJson(body, label, error);
  }
  return validatedLockfile(data, label, options, hasIntactSeal(body));
}

/** The text without a BOM (editors on Windows may add one); an empty file is refused. */
function lockfileBody(text: string, label: string): string {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body.trim() === '') throw new GateError('lockfile_invalid', `lockfile ${label} is empty`);
  return body;
}

function notJson(body: string, label: string, error: unknown): GateError {
  const where = syntaxPosition(body);
  return new GateError('lockfile_invalid', `lockfile ${label} is not valid JSON${where} (truncated or edited?): ${(error as Error).message}`, { cause: error });
}

/**
 * Version, schema and (unless a sealed file is trusted) every digest of the parsed lockfile.
 * `intactSeal`: the text ends with a seal that matches the bytes before it.
 */
function validatedLockfile(data: unknown, label: string, options: ReadLockfileOptions, intactSeal: boolean): Lockfile {
  if (!isJsonObject(data)) throw new GateError('lockfile_invalid', `lockfile ${label} is not a JSON object`);

  // Before the schema: a newer file fails the v1 schema, and "upgrade" is the useful message.
  const version = data.lockfileVersion;
  if (typeof version === 'number' && version > LOCKFILE_VERSION) {
    throw new GateError(
      'lockfile_version',
      `lockfile ${label} was written by a newer mcp-drift-gate (lockfileVersion ${version}; this version reads ${LOCKFILE_VERSION}); upgrade mcp-drift-gate`,
    );
  }

  if (version === 1) {
    assertSchema(lockfileV1Validator(), data, label);
    const migrated = migrateV1(data as unknown as Parameters<typeof migrateV1>[0]);
    if ('problem' in migrated) throw integrityError(label, migrated.problem);
    return migrated.lockfile;
  }
  // The seal is the file's, not the content's: checked on the text, validated, then dropped.
  const sealed = typeof data[SEAL_MEMBER] === 'string' && intactSeal;
  assertSchema(lockfileValidator(), data, label);
  delete (data as Record<string, unknown>)[SEAL_MEMBER];
  // A file not byte for byte as `lock` wrote it (edited, reformatted, or written before the seal)
  // is verified in full now: a definition edited to match the live server must not be taken with
  // the digests of what it said before. A sealed one is trusted as `lock` wrote it unless every
  // digest is asked for (`integrity`: verify, export-pins), which is where a forged seal fails.
  if (options.integrity !== false || !sealed) assertLockfileIntegrity(data, label, options.riskModel);
  return data;
}

function assertSchema<T>(validate: LockfileValidator<T>, data: unknown, label: string): asserts data is T {
  if (!validate(data)) {
    const first = validate.errors?.[0];
    const detail = first ? describeSchemaError(first) : 'unknown schema error';
    throw new GateError('lockfile_invalid', `lockfile ${label} fails the lockfile schema ${detail}`);
  }
}

/**
 * Every stored digest matches its stored definition and the fingerprint matches the content, or
 * GateError('lockfile_invalid') naming the place.
 */
export function assertLockfileIntegrity(lock: Lockfile, label: string, riskModel?: RiskModelCheck): void {
  const problem = findIntegrityProblem(lock, riskModel !== undefined ? { riskModel } : {});
  if (problem) throw integrityError(label, problem);
}

function integrityError(label: string, problem: { pointer: string; reason: string }): GateError {
  return new GateError(
    'lockfile_invalid',
    `lockfile ${label} is inconsistent at ${problem.pointer}: ${problem.reason} (edited by hand? lock the server again)`,
  );
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

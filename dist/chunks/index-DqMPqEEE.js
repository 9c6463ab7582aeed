import { r as readLockfile } from './commandLine-kGzF55tY.js';
export { I as ITEM_KEYS, L as LOCKFILE_SCHEMA_ID, a as LOCKFILE_VERSION, T as TOP_LEVEL_ORDER, b as assertLockfileIntegrity, c as buildLockfile, d as describeSchemaError, f as findIntegrityProblem, l as locateJsonSyntaxError, e as lockfileFingerprint, g as lockfileSchema, h as lockfileValidator, p as parseLockfile, s as serializeLockfile, w as writeLockfileAtomic } from './commandLine-kGzF55tY.js';
import 'node:fs/promises';
import 'node:os';
import 'node:path';
import 'node:crypto';
import 'node:child_process';
import 'node:fs';



export { readLockfile };

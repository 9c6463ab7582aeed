import { r as readLockfile } from './commandLine-DNZ_Vxq8.js';
export { I as ITEM_KEYS, L as LOCKFILE_SCHEMA_ID, a as LOCKFILE_VERSION, T as TOP_LEVEL_ORDER, b as buildLockfile, d as describeSchemaError, f as findIntegrityProblem, l as locateJsonSyntaxError, c as lockfileFingerprint, e as lockfileSchema, g as lockfileValidator, p as parseLockfile, s as serializeLockfile, w as writeLockfileAtomic } from './commandLine-DNZ_Vxq8.js';
import 'node:fs/promises';
import 'node:os';
import 'node:path';
import 'node:child_process';
import 'node:fs';
import 'node:crypto';



export { readLockfile };

import { r as readLockfile } from './commandLine-BwnQCjUi.js';
export { I as ITEM_KEYS, L as LOCKFILE_SCHEMA_ID, a as LOCKFILE_VERSION, S as SEAL_MEMBER, T as TOP_LEVEL_ORDER, b as assertLockfileIntegrity, c as buildLockfile, d as describeSchemaError, f as findIntegrityProblem, e as fingerprintAtHand, l as locateJsonSyntaxError, g as lockedIdentity, h as lockfileFingerprint, i as lockfileV1Schema, j as lockfileV1Validator, k as lockfileValidator, m as migrateV1, p as parseLockfile, s as serializeLockfile, w as writeLockfileAtomic } from './commandLine-BwnQCjUi.js';
import 'node:fs/promises';
import 'node:path';
import 'node:crypto';
import 'node:os';
import 'node:buffer';
import 'node:child_process';
import 'node:fs';



export { readLockfile };

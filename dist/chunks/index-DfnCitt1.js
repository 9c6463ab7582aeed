import { r as readLockfile } from './commandLine-Q5TO3seu.js';
export { I as ITEM_KEYS, L as LOCKFILE_SCHEMA_ID, a as LOCKFILE_VERSION, S as SEAL_MEMBER, T as TOP_LEVEL_ORDER, b as assertLockfileIntegrity, c as buildLockfile, d as describeSchemaError, e as describeSource, f as findIntegrityProblem, g as fingerprintAtHand, l as locateJsonSyntaxError, h as lockedIdentity, i as lockfileFingerprint, j as lockfileV1Schema, k as lockfileV1Validator, m as lockfileValidator, n as migrateV1, p as parseLockfile, s as serializeLockfile, o as sourceLabel, q as sourceOfCommand, t as splitNpmSpec, u as splitPythonSpec, v as unpinnedSourceMessage, w as writeLockfileAtomic } from './commandLine-Q5TO3seu.js';
import 'node:fs/promises';
import 'node:path';
import 'node:crypto';
import 'node:os';
import 'node:buffer';
import 'node:child_process';
import 'node:fs';



export { readLockfile };

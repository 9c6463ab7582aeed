import path from 'node:path';
import { repoRoot } from '../helpers/fixtures.js';

export const node = process.execPath;
/** The hostile fixture server (stdio or HTTP); behaviours are chosen with HOSTILE=... in its environment. */
export const hostile = path.join(repoRoot, 'test', 'fixtures', 'servers', 'hostile', 'server.mjs');

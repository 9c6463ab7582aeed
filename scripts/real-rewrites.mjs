#!/usr/bin/env node
// Regenerates test/fixtures/text/real-rewrites.json from the corpus's recorded upgrade pairs and the
// recorded npm pairs (test/corpus/realRewrites.ts). Node 20 cannot import the TypeScript code
// directly, so this runs the freshness test in write mode (UPDATE_REAL_REWRITES=1).
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['vitest', 'run', 'test/corpus/realRewrites.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, UPDATE_REAL_REWRITES: '1' },
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);

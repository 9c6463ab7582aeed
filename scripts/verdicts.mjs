#!/usr/bin/env node
// Regenerates docs/VERDICTS.md from the corpus under test/fixtures/corpus. Node 20 cannot import the
// TypeScript engine directly, so this runs the freshness test in write mode (UPDATE_VERDICTS=1),
// which evaluates every pair and writes the file.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['vitest', 'run', 'test/corpus/verdictsDoc.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, UPDATE_VERDICTS: '1' },
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);

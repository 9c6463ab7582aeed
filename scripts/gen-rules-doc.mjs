#!/usr/bin/env node
// Regenerates docs/RULES.md from the rule catalogue. Node 20 cannot import the TypeScript
// catalogue directly, so this runs the sync test in write mode (UPDATE_DOCS=1), which renders
// the catalogue with renderRulesDoc and writes the file.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['vitest', 'run', 'test/diff/rulesDoc.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, UPDATE_DOCS: '1' },
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);

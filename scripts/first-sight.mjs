#!/usr/bin/env node
// Scores a batch of newly labelled corpus pairs once and records it in
// test/fixtures/corpus/first-sight.json (issue 21). Usage:
//   node scripts/first-sight.mjs <batch> "<one sentence: what the batch is>"
// Run it before changing the engine for any pair of the batch; it refuses a batch already scored.
import { spawnSync } from 'node:child_process';

const [batch, description = ''] = process.argv.slice(2);
if (!batch) {
  process.stderr.write('usage: node scripts/first-sight.mjs <batch> "<description>"\n');
  process.exit(2);
}
const head = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' });
const dirty = spawnSync('git', ['status', '--porcelain', '--', 'src'], { encoding: 'utf8' });
if (head.status !== 0 || dirty.stdout.trim() !== '') {
  process.stderr.write('the engine must be a committed state (src/ has uncommitted changes): the score names its commit\n');
  process.exit(2);
}
const result = spawnSync('npx', ['vitest', 'run', 'test/corpus/firstSight.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FIRST_SIGHT_BATCH: batch, FIRST_SIGHT_ENGINE: head.stdout.trim(), FIRST_SIGHT_DESCRIPTION: description },
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);

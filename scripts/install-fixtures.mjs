#!/usr/bin/env node
// Installs each pinned real MCP server under test/fixtures/npm/<name>-<version>/ in its own folder.
// Why separate folders: installed side by side (npm aliases), versions share a hoisted zod and emit
// different, even empty, schemas than when installed alone. Each folder has its own package-lock.json,
// so `npm ci` reproduces exactly what the tests expect. Skips folders whose install is current.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'npm');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

for (const entry of readdirSync(root, { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  const dir = join(root, entry.name);
  const lock = join(dir, 'package-lock.json');
  if (!existsSync(lock)) throw new Error(`${dir} has no package-lock.json; run npm install there once and commit it`);
  const want = createHash('sha256').update(readFileSync(lock)).digest('hex');
  const marker = join(dir, 'node_modules', '.installed-from-lock');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === want) continue;
  process.stderr.write(`installing fixture server ${entry.name}\n`);
  const result = spawnSync(npm, ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    process.stderr.write(`npm ci failed in ${dir} (exit ${result.status ?? result.signal})\n`);
    process.exit(1);
  }
  writeFileSync(marker, want);
}

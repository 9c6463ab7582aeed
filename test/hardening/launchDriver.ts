import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { repoRoot } from '../helpers/fixtures.js';

/**
 * The launch stage, transpiled into a directory of its own with `script` as driver.mjs next to it,
 * readable by every user (a test drops privileges to run it). Returns the driver's path.
 */
export function launchDriver(script: string): string {
  const out = mkdtempSync(join(tmpdir(), 'gate-containment-'));
  chmodSync(out, 0o755);
  symlinkSync(join(repoRoot, 'node_modules'), join(out, 'node_modules'), 'dir');
  writeFileSync(join(out, 'package.json'), '{"type":"module"}');
  const sources = ['src/errors.ts', 'src/json.ts', 'src/report/escape.ts', ...readdirSync(join(repoRoot, 'src/launch')).map((f) => `src/launch/${f}`)];
  for (const source of sources.filter((s) => s.endsWith('.ts'))) {
    const { outputText } = ts.transpileModule(readFileSync(join(repoRoot, source), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const target = join(out, source.replace(/\.ts$/, '.js'));
    mkdirSync(dirname(target), { recursive: true, mode: 0o755 });
    writeFileSync(target, outputText);
  }
  const driver = join(out, 'driver.mjs');
  writeFileSync(driver, script);
  return driver;
}


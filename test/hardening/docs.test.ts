import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixtures.js';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

describe('docs/SECURITY.md and the README agree word for word', () => {
  it("the README's security section is SECURITY.md's summary, verbatim", () => {
    const security = read('docs/SECURITY.md');
    const summary = security.slice(security.indexOf('## Summary\n\n') + '## Summary\n\n'.length, security.indexOf('\n## Defences')).trim();
    const readme = read('README.md');
    const section = readme.slice(readme.indexOf('### Security\n'), readme.indexOf('## Development'));
    const bullets = section.split('\n').filter((line) => line.startsWith('- '));
    expect(bullets.length).toBeGreaterThanOrEqual(8);
    expect(bullets.join('\n')).toBe(summary);
  });

  it('every test file the fault table names exists', () => {
    const security = read('docs/SECURITY.md');
    const files = [...new Set([...security.matchAll(/`([a-z-]+\.test\.ts)`/g)].map((m) => m[1]!))];
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const candidates = [`test/hardening/${file}`, `test/launch/${file}`, `test/integration/${file}`, `test/property/${file}`];
      expect(candidates.some((candidate) => { try { read(candidate); return true; } catch { return false; } }), file).toBe(true);
    }
  });
});

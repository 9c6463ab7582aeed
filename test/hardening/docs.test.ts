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

  it("the README's claim about exits (outside the security section) is SECURITY.md's, verbatim", () => {
    const security = read('docs/SECURITY.md');
    const marker = "The README's claim about exits, word for word (a test keeps them equal): ";
    const start = security.indexOf(marker);
    expect(start).toBeGreaterThan(0);
    const claim = security.slice(start + marker.length, security.indexOf('\n', start));
    expect(claim).toMatch(/^When the gate exits, .*SIGKILL of the gate runs no clean-up\.$/);
    expect(read('README.md')).toContain(claim);
  });

  it('the summary names no exit path and no confined file the defences table and tests do not cover', () => {
    const security = read('docs/SECURITY.md');
    const summary = security.slice(security.indexOf('## Summary'), security.indexOf('\n## Defences'));
    const table = security.slice(security.indexOf('## Fault cases'));
    const exitPaths = /every exit path it can act on \(([^)]*)\)/.exec(summary)![1]!.split(/[,;] /).filter((p) => !p.startsWith('not '));
    const containmentRow = table.split('\n').find((line) => line.includes('double-forks'))!;
    for (const exitPath of exitPaths) expect(containmentRow, exitPath).toContain(exitPath);
    const confinement = security.split('\n').find((line) => line.startsWith('| Workspace confinement'))!;
    for (const input of ['`.sig`', 'policy file', '`trusted-keys`', '`sarif-file`']) {
      expect(summary, input).toContain(input);
      expect(confinement, input).toContain(input);
    }
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

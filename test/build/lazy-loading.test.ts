import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixtures.js';

// A stdio check should load only what it needs: the HTTP/SSE transports, the YAML parser and the
// reporters are reached through dynamic import() only. This walks the committed bundle's static
// import graph from dist/cli.js and checks what is (not) in it.

const dist = path.join(repoRoot, 'dist');

function staticClosure(entry: string): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    // Static forms only: `import x from './chunks/a.js'`, `import './chunks/a.js'`, `export ... from`.
    for (const match of text.matchAll(/^(?:import|export)\b[^;'"]*?(?:from\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm)) {
      visit(path.resolve(path.dirname(file), match[1]!));
    }
  };
  visit(entry);
  return seen;
}

/** Markers of code that must stay lazy: each must exist somewhere in dist/ (or the test proves nothing). */
const LAZY = {
  'Streamable HTTP transport': 'class StreamableHTTPClientTransport',
  'SSE transport': 'class SSEClientTransport',
  'YAML parser': 'BLOCK_AS_IMPLICIT_KEY',
  'markdown reporter': '### Tool risk',
};

describe('the bundled CLI loads lazily', () => {
  const all = readdirSync(path.join(dist, 'chunks')).map((f) => readFileSync(path.join(dist, 'chunks', f), 'utf8')).join('\n');
  const eager = [...staticClosure(path.join(dist, 'cli.js')).values()].join('\n');

  for (const [what, marker] of Object.entries(LAZY)) {
    it(`keeps the ${what} out of the start-up graph`, () => {
      expect(all).toContain(marker);
      expect(eager).not.toContain(marker);
    });
  }

  it('still has the stdio client and the lockfile reader in the start-up graph', () => {
    expect(eager).toContain('ReadBuffer');
    expect(eager).toContain('lockfileVersion');
  });
});

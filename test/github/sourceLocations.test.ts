import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GateError } from '../../src/errors.js';
import { findToolSourceLocations } from '../../src/github/index.js';

let repoRoot: string;

function write(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(path.join(repoRoot, file)), { recursive: true });
  writeFileSync(path.join(repoRoot, file), content);
}

beforeAll(() => {
  // A throwaway repository in the temp dir; files only count once git tracks them (staged is enough).
  repoRoot = mkdtempSync(path.join(tmpdir(), 'mcp-drift-gate-src-'));
  execFileSync('git', ['init', '-q'], { cwd: repoRoot });
  write('a/lockfile-first/mcp.lock.json', '{"tools":{"add_note":{}}}');
  write('a/lockfile-first/package-lock.json', '"list_notes"');
  write('b/node_modules/x/index.js', "server.tool('add_note')");
  write('b/dist/server.js', "server.tool('add_note')");
  write('c/big.js', `${' '.repeat(1024 * 1024)}\n'add_note'`);
  write('c/binary.bin', Buffer.concat([Buffer.from([0, 1, 2]), Buffer.from("'add_note'")]));
  write('d/notes.ts', "// add_note mentioned in a comment\nconst x = 'add_notes';\nserver.registerTool(\n  'add_note', {});\n");
  write('e/other.py', '@mcp.tool(name="list_notes")\n');
  write('e/tmpl.js', 'const n = `search`;\nconst m = "add_note";\n');
  write('f/renamed.json', '"custom_name"');
  write('untracked.js', "'untracked_tool'");
  execFileSync('git', ['add', '--', 'a', 'b', 'c', 'd', 'e', 'f'], { cwd: repoRoot });
  execFileSync('git', ['add', '-f', '--', 'b/node_modules', 'b/dist'], { cwd: repoRoot });
});

afterAll(() => rmSync(repoRoot, { recursive: true, force: true }));

describe('findToolSourceLocations', () => {
  it('finds each name as a whole string literal in the first tracked file by path, with its line', async () => {
    const found = await findToolSourceLocations(repoRoot, ['add_note', 'list_notes', 'search', 'missing', 'untracked_tool']);
    expect(Object.fromEntries(found)).toEqual({
      add_note: { path: 'd/notes.ts', line: 4 },
      list_notes: { path: 'e/other.py', line: 1 },
      search: { path: 'e/tmpl.js', line: 1 },
    });
  });

  it('skips extra excluded paths and is deterministic', async () => {
    const first = await findToolSourceLocations(repoRoot, ['custom_name', 'add_note']);
    expect(first.get('custom_name')).toEqual({ path: 'f/renamed.json', line: 1 });
    const excluded = await findToolSourceLocations(repoRoot, ['custom_name', 'add_note'], { exclude: ['f/renamed.json'] });
    expect(excluded.has('custom_name')).toBe(false);
    expect(await findToolSourceLocations(repoRoot, ['custom_name', 'add_note'])).toEqual(first);
  });

  it('throws an io_error GateError outside a git work tree', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'mcp-drift-gate-nogit-'));
    try {
      const attempt = findToolSourceLocations(bare, ['x']);
      await expect(attempt).rejects.toBeInstanceOf(GateError);
      await expect(findToolSourceLocations(bare, ['x'])).rejects.toMatchObject({ code: 'io_error', message: expect.stringContaining(bare) });
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

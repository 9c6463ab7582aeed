import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixtures.js';

/** README.md and every docs/*.md: the pages a reader follows links between. */
const pages = ['README.md', ...readdirSync(path.join(repoRoot, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const text = (page: string) => readFileSync(path.join(repoRoot, page), 'utf8');

/** Markdown without fenced code blocks, where `# x` is no heading. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** ... and without inline code, where `[x](y)` is not a link. */
function prose(markdown: string): string {
  return withoutFences(markdown).replace(/(`+)[^`\n]*?\1/g, '');
}

/** Every link and image target of a page: `[text](target)` and `![alt](target)`. */
function targets(markdown: string): string[] {
  return [...prose(markdown).matchAll(/!?\[[^\]\n]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const match of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = match[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    out.add(count === 0 ? base : `${base}-${count}`);
  }
  return out;
}

describe('links in README.md and docs/*.md', () => {
  it('finds the pages and their links', () => {
    expect(pages).toContain('docs/LOCKFILE.md');
    expect(targets(text('README.md')).length).toBeGreaterThan(10);
  });

  it.each(pages)('%s: every relative link resolves to a file, every #anchor to a heading', (page) => {
    const broken: string[] = [];
    for (const target of targets(text(page))) {
      if (/^(https?:|mailto:)/.test(target)) continue;
      const [file, anchor] = target.split('#', 2) as [string, string | undefined];
      const resolved = file === '' ? path.join(repoRoot, page) : path.resolve(path.dirname(path.join(repoRoot, page)), decodeURI(file));
      if (!resolved.startsWith(repoRoot) || !existsSync(resolved)) {
        broken.push(`${target}: no such file`);
        continue;
      }
      if (anchor !== undefined && anchor !== '') {
        if (!statSync(resolved).isFile() || !resolved.endsWith('.md')) broken.push(`${target}: anchor into a file that is not markdown`);
        else if (!anchors(readFileSync(resolved, 'utf8')).has(anchor)) broken.push(`${target}: no heading #${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the checker itself catches a broken file and a broken anchor', () => {
    expect(anchors('# A `b` c\n## Scheduled drift scans of dependency servers\n## X\n## X\n')).toEqual(new Set(['a-b-c', 'scheduled-drift-scans-of-dependency-servers', 'x', 'x-1']));
    expect(targets('see [a](docs/A.md#x) and ![i](i.png) but not `[c](d)` or\n```\n[e](f)\n```\n')).toEqual(['docs/A.md#x', 'i.png']);
  });
});

describe('README: one screen first', () => {
  const firstScreen = text('README.md').split('\n').slice(0, 60).join('\n');

  it('holds what the gate does, the three-command quick start, the action snippet, a screenshot and links to the rest', () => {
    expect(firstScreen).toMatch(/^# mcp-drift-gate\n/);
    expect(firstScreen).toContain('## Quick start');
    const quickStart = /## Quick start\n\n```sh\n([\s\S]*?)```/.exec(firstScreen)?.[1] ?? '';
    expect(quickStart.trim().split('\n').filter((line) => line.startsWith('npx mcp-drift-gate '))).toHaveLength(3);
    expect(firstScreen).toMatch(/uses: mcp-drift-gate\/mcp-drift-gate@\S+/);
    expect(firstScreen).toMatch(/!\[[^\]]+\]\(docs\/screenshots\/comment-[\w-]+\.png\)/);
    for (const doc of ['docs/ACTION.md', 'docs/WORKFLOWS.md', 'docs/LOCKFILE.md', 'docs/POLICY.md', 'docs/SECURITY.md', 'docs/DESIGN.md']) expect(firstScreen).toContain(`(${doc}`);
  });

  it('still shows the test command', () => {
    expect(text('README.md')).toMatch(/^npm test\b/m);
  });
});

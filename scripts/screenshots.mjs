#!/usr/bin/env node
// Screenshots of the PR comment as GitHub shows it, for docs/screenshots/*.png (`npm run screenshots`).
//
// The comment markdown is the one the tests pin (test/integration/__snapshots__/surfaces/<case>.comment.md),
// rendered as GitHub-flavoured markdown by `marked` with the github-markdown-css styles in a 1012 px
// column, `diff` blocks coloured as GitHub colours them, and photographed by the system's Chromium
// (Debian package `chromium`). Not part of CI: the tests assert the markdown; this shows it.
//
// It also writes docs/screenshots/manifest.json: the SHA-256 of each comment markdown it photographed
// and the widest table it measured in that page. test/integration/report-surfaces.test.ts fails when
// a pinned comment no longer matches the manifest (the screenshots are stale), and this script fails
// when a table is wider than the column.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { marked } from 'marked';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CASES = ['buried', 'exec', 'cosmetic', 'safe-70'];
/** Cases also photographed one screen further down, from their critical table (a large upgrade's table and patterns). */
const FURTHER = { buried: 'critical' };
const WIDTH = 1012;
/** The first screen of a laptop browser below GitHub's header and PR title. */
const FIRST_SCREEN = 900;
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}: install it (apt-get install chromium) or set CHROMIUM.`);
  process.exit(2);
}

const css = readFileSync(path.join(root, 'node_modules/github-markdown-css/github-markdown-light.css'), 'utf8');
const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

// GitHub colours diff blocks line by line (added green, removed red, hunk headers purple).
marked.use({
  gfm: true,
  renderer: {
    code({ text, lang }) {
      if (lang !== 'diff') return `<pre><code>${escapeHtml(text)}</code></pre>\n`;
      const lines = text.split('\n').map((line) => {
        const cls = line.startsWith('+') ? 'pl-mi1' : line.startsWith('-') ? 'pl-md' : line.startsWith('@@') ? 'pl-mdr' : '';
        return cls ? `<span class="${cls}">${escapeHtml(line)}</span>` : escapeHtml(line);
      });
      return `<div class="highlight highlight-source-diff"><pre>${lines.join('\n')}</pre></div>\n`;
    },
  },
});

const page = (body, offset = 0) => `<!doctype html><html><head><meta charset="utf-8"><style>
${css}
body { margin: 0; background: #fff; }
.comment { margin-top: -${offset}px !important; }
.comment { box-sizing: border-box; width: ${WIDTH}px; border: 1px solid #d0d7de; border-radius: 6px; margin: 0; }
.comment-header { background: #f6f8fa; border-bottom: 1px solid #d0d7de; padding: 8px 16px; font: 14px -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: #59636e; }
.markdown-body { padding: 16px; font-family: -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; }
.markdown-body pre, .markdown-body code { font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
</style></head><body><div class="comment"><div class="comment-header"><b>github-actions</b> bot commented</div>
<article class="markdown-body">${body}</article></div>${measure}</body></html>`;

// Run by --dump-dom after layout: the widest table's right edge, relative to the comment's left edge.
const measure = `<script>
addEventListener('load', () => {
  const left = document.querySelector('.comment').getBoundingClientRect().left;
  const widths = [...document.querySelectorAll('.markdown-body table')].map((t) => Math.ceil(t.getBoundingClientRect().left - left + t.scrollWidth));
  document.body.setAttribute('data-widest-table', String(Math.max(0, ...widths)));
  // GitHub's tables are blocks capped at the column that scroll sideways when their content is wider.
  const scrolling = [...document.querySelectorAll('.markdown-body table')].filter((t) => t.scrollWidth > t.clientWidth).length;
  document.body.setAttribute('data-scrolling-tables', String(scrolling));
  // Where the critical table's heading starts, for the further screen.
  const heading = [...document.querySelectorAll('.markdown-body h3')].find((h) => h.textContent.startsWith('Critical drift'));
  document.body.setAttribute('data-critical-top', String(heading ? Math.floor(heading.getBoundingClientRect().top) : -1));
});
</script>`;

const outDir = path.join(root, 'docs', 'screenshots');
mkdirSync(outDir, { recursive: true });
const work = mkdtempSync(path.join(os.tmpdir(), 'mcp-drift-gate-shots-'));
const chromiumFlags = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--hide-scrollbars', `--user-data-dir=${path.join(work, 'profile')}`,
];
const manifest = { width: WIDTH, comments: {} };
try {
  for (const name of CASES) {
    const source = `test/integration/__snapshots__/surfaces/${name}.comment.md`;
    const markdown = readFileSync(path.join(root, source), 'utf8');
    const html = path.join(work, `${name}.html`);
    writeFileSync(html, page(marked.parse(markdown)));
    const dom = execFileSync(CHROMIUM, [...chromiumFlags, `--window-size=${WIDTH + 2},${FIRST_SCREEN}`, '--virtual-time-budget=2000', '--dump-dom', `file://${html}`], {
      stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024,
    }).toString('utf8');
    const widest = Number(/data-widest-table="(\d+)"/.exec(dom)?.[1] ?? NaN);
    if (!Number.isFinite(widest)) throw new Error(`${name}: the page did not report its table widths`);
    const scrolling = Number(/data-scrolling-tables="(\d+)"/.exec(dom)?.[1] ?? NaN);
    if (widest > WIDTH || scrolling !== 0) throw new Error(`${name}: a table is wider than the ${WIDTH} px column (right edge ${widest} px, ${scrolling} scrolling sideways)`);
    const criticalTop = Number(/data-critical-top="(-?\d+)"/.exec(dom)?.[1] ?? -1);
    const shots = [[`comment-${name}.png`, 0]];
    if (FURTHER[name] && criticalTop > 0) {
      // The same page shifted up to the critical table: one further screen, as a reviewer scrolls to it.
      const further = path.join(work, `${name}-further.html`);
      writeFileSync(further, page(marked.parse(markdown), Math.max(0, criticalTop - 16)));
      shots.push([`comment-${name}-critical.png`, further]);
    }
    for (const [file, source] of shots) {
      const png = path.join(outDir, file);
      const url = `file://${source === 0 ? html : source}`;
      execFileSync(CHROMIUM, [...chromiumFlags, `--window-size=${WIDTH + 2},${FIRST_SCREEN}`, `--screenshot=${png}`, url], { stdio: ['ignore', 'ignore', 'pipe'] });
      console.log(`wrote ${path.relative(root, png)}`);
    }
    manifest.comments[name] = {
      source,
      sha256: createHash('sha256').update(markdown).digest('hex'),
      screenshots: shots.map(([file]) => file),
      widestTablePx: widest,
    };
  }
  writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`wrote ${path.relative(root, path.join(outDir, 'manifest.json'))}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

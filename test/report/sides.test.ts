import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderReport } from '../../src/report/index.js';
import { readJsonReport } from '../../src/report/read.js';
import type { CheckReport } from '../../src/report/types.js';
import { tempDir } from '../helpers/fixtures.js';
import { sampleReport } from './fixtures.js';

/** Issue 24: a report whose two sides differ in name, version and source. */
function upgradeReport(): CheckReport {
  return {
    ...sampleReport(),
    server: { name: 'notes', version: '2.0.0' },
    locked: { name: 'notes', version: '1.4.0', source: { kind: 'npm', name: '@acme/notes', version: '1.4.0', pinned: true } },
    live: { name: 'notes', version: '2.0.0', source: { kind: 'npm', name: '@acme/notes', version: 'latest', pinned: false } },
    lockfile: 'locks/notes.lock.json',
  };
}

describe('report header: both sides and the lockfile, in every format', () => {
  const locked = 'notes@1.4.0 (npm @acme/notes@1.4.0)';
  const live = 'notes@2.0.0 (npm @acme/notes@latest, unpinned)';

  it('text', () => {
    const text = renderReport(upgradeReport(), 'text');
    expect(text.replace(/\n {2}\.\.\. /g, ' ')).toContain(`Server: locked ${locked} -> live ${live}; lockfile locks/notes.lock.json`);
  });

  it('markdown', () => {
    const markdown = renderReport(upgradeReport(), 'markdown');
    expect(markdown.split('\n').slice(0, 4).join('\n')).toContain(`locked **\`${locked}\`** → live **\`${live}\`** · lockfile \`locks/notes.lock.json\``);
  });

  it('json, read back by render (the report schema accepts both sides)', async () => {
    const json = renderReport(upgradeReport(), 'json');
    const parsed = JSON.parse(json) as CheckReport;
    expect(parsed.locked).toEqual(upgradeReport().locked);
    expect(parsed.live).toEqual(upgradeReport().live);
    const file = path.join(tempDir('mcp-sides-'), 'report.json');
    writeFileSync(file, json);
    const read = await readJsonReport(file);
    expect(read.locked?.source?.version).toBe('1.4.0');
    expect(renderReport({ ...read, definitions: read.definitions ?? {} }, 'text')).toContain(`locked ${locked}`);
  });

  it('sarif', () => {
    const sarif = JSON.parse(renderReport(upgradeReport(), 'sarif', { sarif: { lockfilePath: 'locks/notes.lock.json' } })) as { runs: Array<{ properties: Record<string, unknown> }> };
    expect(sarif.runs[0]!.properties.header).toBe(`locked ${locked} → live ${live}, lockfile locks/notes.lock.json`);
    expect(sarif.runs[0]!.properties.locked).toEqual(upgradeReport().locked);
  });

  it('a report of an older gate (no sides) keeps its header', () => {
    const { locked: _l, live: _v, ...old } = upgradeReport();
    const text = renderReport(old, 'text').replace(/\n {2}\.\.\. /g, ' ');
    expect(text).toMatch(/^Server: locked .*notes@2\.0\.0; lockfile locks\/notes\.lock\.json$/m);
    expect(text).not.toContain('(npm ');
  });

  it('a hostile name cannot break the markdown header out of its code span', () => {
    const report = upgradeReport();
    report.live = { name: 'x` **bold** <img src=x>', version: '1' };
    const line = renderReport(report, 'markdown').split('\n')[2]!;
    expect(line).not.toContain('<img');
    // Text a code span cannot hold is escaped inline instead: no markup, no HTML.
    expect(line).toContain('live **x&#96; &#42;&#42;bold&#42;&#42; &#60;img src=x&#62;');
  });
});

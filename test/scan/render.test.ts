import { describe, expect, it } from 'vitest';
import { builders } from '../../src/diff/index.js';
import type { Change } from '../../src/diff/types.js';
import type { CheckReport } from '../../src/report/types.js';
import { fairShares, renderScanReport, type ScanResult, type ScanServerResult } from '../../src/scan/index.js';

/** A report with `count` description changes (short rows), each with a long definition diff. */
function bigReport(server: string, verdict: 'pass' | 'fail', count: number): CheckReport {
  const changes: Change[] = [];
  const definitions: CheckReport['definitions'] = {};
  for (let i = 0; i < count; i += 1) {
    const tool = `${server}_tool_${i}`;
    const before = `Reads notes ${i}`;
    const after = `Reads every note ${i}`;
    changes.push({ ...builders.toolFieldChanged(tool, 'description', before, after), severity: verdict === 'fail' ? 'critical' : 'info' });
    const schema = (word: string) => ({ type: 'object', description: word.repeat(400) });
    definitions[`tool:${tool}`] = {
      before: { name: tool, description: before, inputSchema: schema('a') },
      after: { name: tool, description: after, inputSchema: schema('b') },
    };
  }
  return {
    reportVersion: 1,
    verdict,
    failOn: 'critical',
    counts: { critical: verdict === 'fail' ? count : 0, warning: 0, info: verdict === 'fail' ? 0 : count, safe: 0 },
    mode: 'list-freeze',
    server: { name: server, version: '1.0.0' },
    lockfile: `locks/${server}.lock.json`,
    changes,
    tools: [],
    definitions,
  };
}

function result(servers: ScanServerResult[]): ScanResult {
  const verdict = servers.some((s) => s.status === 'error') ? 'error' : servers.some((s) => s.status === 'fail') ? 'fail' : 'pass';
  return { verdict, servers };
}

const checked = (name: string, verdict: 'pass' | 'fail', count: number): ScanServerResult => ({
  name, status: verdict, lockfile: `locks/${name}.lock.json`, report: bigReport(name, verdict, count),
});

describe('renderScanReport markdown', () => {
  it('keeps everything when it fits', () => {
    const markdown = renderScanReport(result([checked('alpha', 'fail', 2), checked('beta', 'pass', 1)]), 'markdown');
    expect(markdown).not.toContain('**Note:**');
    expect(markdown.match(/^--- lockfile\//gm)).toHaveLength(3);
  });

  it('stays within 65,000 characters, cutting diffs first, with a note, and keeps every server section', () => {
    const scan = result([checked('alpha', 'fail', 80), checked('beta', 'fail', 80), checked('gamma', 'pass', 3)]);
    const whole = renderScanReport(scan, 'markdown', { maxLength: 10_000_000 });
    expect(whole.length).toBeGreaterThan(65_000);
    const markdown = renderScanReport(scan, 'markdown');
    expect(markdown.length).toBeLessThanOrEqual(65_000);
    expect(markdown).toContain('> **Note:** server details were shortened to keep this report under 65000 characters');
    for (const name of ['alpha', 'beta', 'gamma']) expect(markdown).toContain(`\n## ${name}: `);
    // The small passing report fits in its share and is kept whole; the big ones cut their own diffs.
    const gamma = markdown.slice(markdown.indexOf('\n## gamma: pass'));
    expect(gamma.match(/^--- lockfile\//gm)).toHaveLength(3);
    const alpha = markdown.slice(markdown.indexOf('\n## alpha: fail'), markdown.indexOf('\n## beta: fail'));
    expect(alpha).toMatch(/left out to fit \d+ bytes/);
    // Every critical capability of alpha is still named even though diffs went.
    for (let i = 0; i < 80; i += 1) expect(alpha).toContain(`\`alpha_tool_${i}\``);
  });

  it('leaves out passing servers before failing ones when shares get too small, the last listed first', () => {
    const servers = [checked('p1', 'pass', 40), checked('f1', 'fail', 40), checked('p2', 'pass', 40)];
    const leftOut = (name: string) => `## ${name}: pass\n\nDetails left out for length; see the JSON report.`;
    const roomForTwo = renderScanReport(result(servers), 'markdown', { maxLength: 6_000 });
    expect(roomForTwo.length).toBeLessThanOrEqual(6_000);
    expect(roomForTwo).toContain(leftOut('p2'));
    expect(roomForTwo).not.toContain(leftOut('p1'));
    expect(roomForTwo).toMatch(/## p1: pass\n\n✅ MCP drift: PASS — .*\n\nlocked and live \*\*`p1@1\.0\.0`\*\*/);
    const markdown = renderScanReport(result(servers), 'markdown', { maxLength: 4_500 });
    expect(markdown.length).toBeLessThanOrEqual(4_500);
    expect(markdown).toContain(leftOut('p1'));
    expect(markdown).toContain(leftOut('p2'));
    expect(markdown).toMatch(/## f1: fail\n\n❌ MCP drift: FAIL — .*\n\nlocked and live \*\*`f1@1\.0\.0`\*\*/);
    // The table still lists every server.
    for (const name of ['p1', 'f1', 'p2']) expect(markdown).toContain(`| ${name} | `);
  });

  it('escapes server text in the table and sections', () => {
    const hostile: ScanServerResult = { name: 'x', status: 'error', lockfile: 'locks/x|y.json', error: { code: 'server_start_failed', message: '@admin ```\n<img src=x>' } };
    const markdown = renderScanReport(result([hostile]), 'markdown');
    expect(markdown).toContain('| locks/x&#124;y.json |');
    expect(markdown).toContain('````text\n@admin ```\n| <img src=x>\n````');
  });

  it('no line of a quoted error can start with :: (a workflow command when printed to a runner log)', () => {
    const hostile: ScanServerResult = { name: 'x', status: 'error', lockfile: 'x.json', error: { code: 'protocol_error', message: 'failed\n::error file=a::forged\n  ::stop-commands::t' } };
    const markdown = renderScanReport(result([hostile]), 'markdown');
    expect(markdown).toContain('forged');
    expect(markdown.split('\n').filter((line) => line.trimStart().startsWith('::'))).toEqual([]);
  });

  it('refuses an unknown format', () => {
    expect(() => renderScanReport(result([]), 'sarif' as never)).toThrow(/unknown scan report format "sarif"/);
  });
});

describe('fairShares', () => {
  it('gives small items their size and splits the rest equally', () => {
    expect(fairShares([100, 5000, 5000], 6100)).toEqual([100, 3000, 3000]);
    expect(fairShares([10, 20], 1000)).toEqual([10, 20]);
    expect(fairShares([500, 500], 0)).toEqual([0, 0]);
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureServer, runBuiltCli, tempDir } from '../helpers/fixtures.js';

// The scan and render commands of the bundled CLI.

function scanConfig(dir: string, variant: string): void {
  const v1 = fixtureServer('content/v1-basic.mjs');
  writeFileSync(path.join(dir, 'mcp-drift-gate.scan.yml'), [
    'concurrency: 2',
    'servers:',
    '  - name: notes',
    `    command: node ${v1} --variant=${variant}`,
    '  - name: signature',
    `    command: node ${fixtureServer('content/signature-server.mjs')}`,
    '',
  ].join('\n'));
}

describe('scan', () => {
  it('lists servers for a matrix, locks them all, then reports drift in one server with exit 1', async () => {
    const dir = tempDir();
    scanConfig(dir, 'base');
    const list = await runBuiltCli(['scan', '--list'], { cwd: dir });
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout)).toEqual(['notes', 'signature']);

    const update = await runBuiltCli(['scan', '--update'], { cwd: dir });
    expect(update.code, update.stderr).toBe(0);
    expect(JSON.parse(readFileSync(path.join(dir, 'locks', 'notes.lock.json'), 'utf8')).lockfileVersion).toBe(2);

    scanConfig(dir, 'added-tool');
    const scan = await runBuiltCli(['scan', '--format', 'json'], { cwd: dir });
    expect(scan.code).toBe(1);
    const report = JSON.parse(scan.stdout);
    expect(report.servers.map((s: { name: string; status: string }) => `${s.name}:${s.status}`)).toEqual(['notes:fail', 'signature:pass']);
  });

  it('a bad scan config exits 2 naming the key', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'mcp-drift-gate.scan.yml'), 'servers:\n  - name: a\n    comand: node x.js\n');
    const run = await runBuiltCli(['scan'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('comand');
  });
});

describe('render', () => {
  it('renders a JSON report as markdown and SARIF without booting the server again', async () => {
    const dir = tempDir();
    const lockfile = path.join(dir, 'mcp.lock.json');
    const v1 = fixtureServer('content/v1-basic.mjs');
    expect((await runBuiltCli(['lock', '--lockfile', lockfile, '--', 'node', v1])).code).toBe(0);
    const check = await runBuiltCli(['check', '--lockfile', lockfile, '--format', 'json', '--output', path.join(dir, 'report.json'), '--', 'node', v1, '--variant=widened-input']);
    expect(check.code).toBe(1);
    const markdown = await runBuiltCli(['render', path.join(dir, 'report.json'), '--format', 'markdown']);
    expect(markdown.code, markdown.stderr).toBe(0);
    expect(markdown.stdout).toContain('## ❌ MCP drift: FAIL');
    expect(markdown.stdout).toContain('`input_property_added`');
    // The JSON report carries the definitions: the render shows the definition diff as the check did.
    expect(markdown.stdout).toMatch(/^--- lockfile\/tool:/m);
    const text = await runBuiltCli(['render', path.join(dir, 'report.json'), '--format', 'text']);
    expect(text.stdout).toContain('FAIL');
  });

  it('refuses a file that is not a JSON report, with exit 2', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'x.json'), JSON.stringify({ hello: 'world' }));
    const run = await runBuiltCli(['render', path.join(dir, 'x.json')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('not an mcp-drift-gate JSON report');
  });
});

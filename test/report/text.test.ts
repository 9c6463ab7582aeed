import { describe, expect, it } from 'vitest';
import { renderText } from '../../src/report/index.js';
import { hostileReport, sampleReport } from './fixtures.js';

const ESC = '\u001b';

describe('renderText', () => {
  it('renders the sample report', async () => {
    await expect(renderText(sampleReport())).toMatchFileSnapshot('./__snapshots__/sample.txt');
  });

  it('starts with the verdict and why, then server vs lockfile and counts', () => {
    const [verdict, server, counts] = renderText({ ...sampleReport(), mode: 'signature', failOn: 'warning' }).split('\n');
    expect(verdict).toBe('MCP drift: FAIL - 2 critical changes on 2 capabilities');
    expect(server).toBe('Server: locked and live notes-server@1.1.0; lockfile examples/notes-server/mcp.lock.json');
    expect(counts).toBe('Counts: 2 critical, 1 warning, 1 info, 1 safe; 1 accepted change not counted; fail-on warning; mode signature');
    expect(renderText({ ...sampleReport(), server: { name: 'bare' } }).split('\n')[1]).toBe('Server: locked and live bare; lockfile examples/notes-server/mcp.lock.json');
    expect(renderText({ ...sampleReport(), server: { name: 'bare', version: '' } }).split('\n')[1]).toBe('Server: locked and live bare; lockfile examples/notes-server/mcp.lock.json');
  });

  it('puts review-first right under the header, most dangerous first, with evidence', () => {
    const report = sampleReport();
    report.changes.reverse();
    const lines = renderText(report).split('\n');
    // The removed tool is counted and named under the counts.
    expect(lines[3]).toBe('Removed: 1 tool: legacy_search');
    expect(lines[5]).toBe('Review these first:');
    expect(lines[6]).toBe('  1. tool "run_shell" - tool added - risk CRITICAL');
    expect(lines).toContain('     + Run a shell command.');
    const second = lines.findIndex((line) => line.startsWith('  2. tool "read_file"'));
    expect(second).toBeGreaterThan(6);
    expect(lines.slice(second)).toContain('     - Read a file inside the workspace.');
    expect(lines.slice(second)).toContain('     + Read any file on the machine.');
  });

  it('has one line per capability in each group, accepted changes with the rest', () => {
    const text = renderText(sampleReport());
    const critical = text.split('Critical drift on 2 capabilities:\n')[1]!.split('\n\n')[0]!.split('\n');
    expect(critical).toEqual(['  - tool "run_shell": new tool', '  - tool "read_file": `path/pattern` constraint removed: "^workspace/" → absent']);
    expect(text).toContain('Warnings (1 on 1 capability):\n  - tool "read_file": description changed\n');
    expect(text).toMatch(/Info, safe and accepted \(3 on 3 capabilities\):\n(.*\n)*  - tool "legacy_search": removed \(accepted\)/);
  });

  it('lists tool risk of changed tools, highest first with the first reasons', () => {
    const text = renderText(sampleReport());
    const riskLines = text.split('Tool risk of changed tools (2; the JSON report has every tool):\n')[1]!.split('\n\n')[0]!.trimEnd().split('\n');
    expect(riskLines.filter((line) => !line.trim().startsWith('...')).map((line) => line.trim().split(/\s+/)[0])).toEqual(['CRITICAL', 'MEDIUM']);
    expect(riskLines[0]).toContain('execute_command: word "shell" in description; execute_command: word "run" in name;');
  });

  it('says so when nothing changed', () => {
    const text = renderText({ ...sampleReport(), verdict: 'pass', changes: [], counts: { critical: 0, warning: 0, info: 0, safe: 0 } });
    expect(text).toContain('No changes: the live server matches the lockfile.');
    expect(text).toContain('Counts: 0 critical, 0 warning, 0 info, 0 safe; fail-on critical; mode list-freeze\n');
  });

  it('reports acceptances that match no change as stale', () => {
    const text = renderText({ ...sampleReport(), staleAcceptances: [{ id: 'deadbeefdeadbeef', reason: 'old review' }] });
    expect(text.split('\n')[4]).toBe('Stale acceptance: deadbeefdeadbeef (old review) matches no change; remove it from the policy file');
  });

  it('fits every line in 120 columns', () => {
    const long = sampleReport();
    long.changes[0] = { ...long.changes[0]!, reasons: ['x'.repeat(500), `word ${'y '.repeat(300)}`] };
    for (const line of renderText(long).split('\n')) expect(Array.from(line).length).toBeLessThanOrEqual(120);
  });

  it('uses ANSI colors only when asked', () => {
    expect(renderText(sampleReport())).not.toContain(ESC);
    expect(renderText(sampleReport(), { color: false })).not.toContain(ESC);
    const colored = renderText(sampleReport(), { color: true });
    expect(colored).toContain(`${ESC}[1m${ESC}[31mFAIL${ESC}[0m`);
    expect(colored.replace(/\u001b\[[0-9;]*m/g, '')).toBe(renderText(sampleReport()));
  });

  it('shows control characters of server text instead of sending them to the terminal', () => {
    const plain = renderText(hostileReport());
    expect(plain).not.toContain(ESC);
    expect(plain).not.toContain('\u202e');
    expect(plain).toContain('\\x1b[2J\\x1b[32mPASS');
    expect(plain).toContain('<U+202E>evil');
    // Color on: our escapes only, each one a known SGR code.
    const colored = renderText(hostileReport(), { color: true });
    const sequences = colored.match(/\u001b[^m]*m/g) ?? [];
    expect(sequences.every((sequence) => /^\u001b\[[0-9;]*m$/.test(sequence))).toBe(true);
    expect(colored).not.toContain(`${ESC}[2J`);
  });

  it('never starts a line with server text (CI logs run ::commands:: at line start)', () => {
    for (const line of renderText(hostileReport()).split('\n')) {
      expect(line.trimStart().startsWith('::')).toBe(false);
      expect(line.trimStart().startsWith(':')).toBe(false);
    }
    // Newlines inside server text do not open lines of their own: every line that carries server
    // text starts with our label or marker.
    for (const line of renderText(hostileReport()).split('\n').filter((l) => l.includes('```'))) {
      expect(line).toMatch(/^(\s+([+\-.]|\.\.\.|what:) |\s+- tool |\s+[A-Z]+\s+")/);
    }
  });
});

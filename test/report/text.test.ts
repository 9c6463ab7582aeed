import { describe, expect, it } from 'vitest';
import { renderText } from '../../src/report/index.js';
import { hostileReport, sampleReport } from './fixtures.js';

const ESC = '\u001b';

describe('renderText', () => {
  it('renders the sample report', async () => {
    await expect(renderText(sampleReport())).toMatchFileSnapshot('./__snapshots__/sample.txt');
  });

  it('names the mode, the server and fail-on in the header line', () => {
    const header = renderText({ ...sampleReport(), mode: 'signature', failOn: 'warning' }).split('\n')[0];
    expect(header).toBe('MCP drift: FAIL - server notes-server@1.1.0, mode signature, fail-on warning');
    const noVersion = renderText({ ...sampleReport(), server: { name: 'bare' } }).split('\n')[0];
    expect(noVersion).toContain('server bare, mode list-freeze');
  });

  it('groups changes worst first whatever order they come in', () => {
    const report = sampleReport();
    report.changes.reverse();
    const text = renderText(report);
    const positions = ['CRITICAL  tool-added', 'WARNING   tool-removed', 'INFO      prompt-argument-added', 'SAFE      server-version-changed'].map(
      (line) => text.indexOf(line),
    );
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('marks accepted changes and overridden severities and counts accepted ones apart', () => {
    const text = renderText(sampleReport());
    expect(text).toMatch(/tool-removed .*\[accepted: Replaced by search in v2 \(PR #41\), expires 2030-01-01\]/);
    expect(text).toMatch(/input-constraint-removed .*\(default warning\)/);
    expect(text.trimEnd().split('\n').at(-1)).toBe('Counts: 2 critical, 1 warning, 1 info, 1 safe; 1 accepted change not counted');
  });

  it('lists tool risk highest first with the first reasons', () => {
    const text = renderText(sampleReport());
    const riskLines = text.split('Tool risk (4 tools):\n')[1]!.split('\n\n')[0]!.split('\n');
    expect(riskLines.map((line) => line.trim().split(/\s+/)[0])).toEqual(['CRITICAL', 'HIGH', 'MEDIUM', 'LOW']);
    expect(riskLines[0]).toContain('execute_command: word "shell" in description; execute_command: word "run" in name (+1 more)');
  });

  it('says so when nothing changed', () => {
    const text = renderText({ ...sampleReport(), verdict: 'pass', changes: [], counts: { critical: 0, warning: 0, info: 0, safe: 0 } });
    expect(text).toContain('No changes: the live server matches the lockfile.');
    expect(text).toContain('Counts: 0 critical, 0 warning, 0 info, 0 safe\n');
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
    expect(plain).toContain('\\u202eevil');
    // Color on: our escapes only, each one a known SGR code.
    const colored = renderText(hostileReport(), { color: true });
    const sequences = colored.match(/\u001b[^m]*m/g) ?? [];
    expect(sequences.every((sequence) => /^\u001b\[[0-9;]*m$/.test(sequence))).toBe(true);
    expect(colored).not.toContain(`${ESC}[2J`);
  });

  it('never starts a line with server text (CI logs run ::commands:: at line start)', () => {
    for (const line of renderText(hostileReport()).split('\n')) {
      expect(line.trimStart().startsWith('::')).toBe(false);
    }
    // Newlines inside server text do not open lines of their own.
    expect(renderText(hostileReport()).split('\n').filter((line) => line.includes('```')).length).toBeLessThanOrEqual(3);
  });
});

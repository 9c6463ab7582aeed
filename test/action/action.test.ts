import { spawn } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureServer, repoRoot, runBuiltCli, tempDir } from '../helpers/fixtures.js';

// Runs dist/index.js as the runner does: inputs as INPUT_* variables, summary and outputs as files.

const actionPath = path.join(repoRoot, 'dist', 'index.js');

function runAction(inputs: Record<string, string>, workspace: string) {
  const summary = path.join(workspace, 'summary.md');
  const output = path.join(workspace, 'output.txt');
  writeFileSync(summary, '');
  writeFileSync(output, '');
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    GITHUB_WORKSPACE: workspace,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_OUTPUT: output,
    RUNNER_TEMP: workspace,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return new Promise<{ code: number | null; stdout: string; summary: string; outputs: Record<string, string> }>((resolve, reject) => {
    const child = spawn(process.execPath, [actionPath], { cwd: workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, summary: readFileSync(summary, 'utf8'), outputs: parseOutputs(readFileSync(output, 'utf8')) }));
  });
}

/** GITHUB_OUTPUT uses heredoc blocks: `name<<DELIMITER\nvalue\nDELIMITER`. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!match) continue;
    const value: string[] = [];
    while (lines[++i] !== match[2]) value.push(lines[i]!);
    outputs[match[1]!] = value.join('\n');
  }
  return outputs;
}

const server = (variant: string) => `node ${fixtureServer('content/v1-basic.mjs')} --variant=${variant}`;

describe('the bundled action', () => {
  it('passes on no drift, writing the summary and outputs', async () => {
    const workspace = tempDir();
    const locked = await runBuiltCli(['lock', '--lockfile', path.join(workspace, 'mcp.lock.json'), '--', 'node', fixtureServer('content/v1-basic.mjs')]);
    expect(locked.code, locked.stderr).toBe(0);
    const run = await runAction({ command: server('base') }, workspace);
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ verdict: 'pass', critical: '0' });
    expect(run.summary).toContain('MCP drift');
    const report = JSON.parse(readFileSync(run.outputs.report!, 'utf8'));
    expect(report.verdict).toBe('pass');
  });

  it('fails on critical drift with annotations on the lockfile and the table in the summary', async () => {
    const workspace = tempDir();
    await runBuiltCli(['lock', '--lockfile', path.join(workspace, 'mcp.lock.json'), '--', 'node', fixtureServer('content/v1-basic.mjs')]);
    const run = await runAction({ command: server('widened-input') }, workspace);
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe('fail');
    expect(Number(run.outputs.critical)).toBeGreaterThan(0);
    const annotation = run.stdout.split('\n').find((line) => line.startsWith('::error') && line.includes('input_property_added'));
    expect(annotation).toMatch(/file=mcp\.lock\.json/);
    expect(annotation).toMatch(/line=\d+/);
    expect(run.summary).toContain('search_notes');
    expect(run.summary).toContain('### Review these first');
    expect(run.summary).toContain('| Capability | What changed |');
  });

  it('mode update rewrites the lockfile so a later step can commit it', async () => {
    const workspace = tempDir();
    const run = await runAction({ command: server('added-tool'), mode: 'update', lockfile: 'locks/server.lock.json' }, workspace);
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('updated');
    const locked = JSON.parse(readFileSync(path.join(workspace, 'locks', 'server.lock.json'), 'utf8'));
    expect(Object.keys(locked.tools)).toContain('export_notes');
  });

  it('fails with the cause, never a verdict, on bad input; masks env values; runs no shell', async () => {
    const workspace = tempDir();
    copyFileSync(path.join(repoRoot, 'examples', 'notes-server', 'mcp.lock.json'), path.join(workspace, 'mcp.lock.json'));
    const piped = await runAction({ command: `${server('base')} | tee /tmp/x` }, workspace);
    expect(piped.code).toBe(1);
    expect(piped.outputs.verdict).toBe('error');
    expect(piped.stdout).toContain('shell syntax');

    const crash = await runAction({ command: `node ${fixtureServer('process/crash-at-start.mjs')}`, env: 'FIXTURE_SECRET=sk-very-secret-value' }, workspace);
    expect(crash.outputs.verdict).toBe('error');
    expect(crash.stdout).toContain('server_start_failed');
    // The runner consumes ::add-mask:: and hides the value everywhere; nothing else may carry it.
    const shown = crash.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'));
    expect(crash.stdout).toContain('::add-mask::sk-very-secret-value');
    expect(shown.join('\n')).not.toContain('sk-very-secret-value');
  });

  it('mode verify with require-signature fails on an unsigned lockfile naming the cause, and passes once it is signed', async () => {
    const workspace = tempDir();
    await runBuiltCli(['lock', '--lockfile', path.join(workspace, 'mcp.lock.json'), '--', 'node', fixtureServer('content/v1-basic.mjs')]);
    expect((await runBuiltCli(['keygen', '--out', 'release'], { cwd: workspace })).code).toBe(0);
    const inputs = { command: server('base'), mode: 'verify', 'require-signature': 'true', 'trusted-keys': 'release.pub' };
    const unsigned = await runAction(inputs, workspace);
    expect(unsigned.code).toBe(1);
    expect(unsigned.outputs.signature).toBe('missing');
    expect(unsigned.stdout).toContain('signature is not acceptable (missing)');
    expect((await runBuiltCli(['sign', '--key-file', 'release.key'], { cwd: workspace })).code).toBe(0);
    const signed = await runAction(inputs, workspace);
    expect(signed.code, signed.stdout).toBe(0);
    expect(signed.outputs).toMatchObject({ signature: 'valid', verdict: 'pass' });
  });
});

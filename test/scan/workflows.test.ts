import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildProgram } from '../../src/cli/main.js';
import { repoRoot } from '../helpers/fixtures.js';

const workflowDir = path.join(repoRoot, 'docs', 'workflows');
const files = readdirSync(workflowDir).filter((name) => /\.ya?ml$/.test(name)).sort();

interface Step { uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, unknown> }
interface Job { steps?: Step[]; permissions?: unknown }
interface Workflow { on: Record<string, unknown>; permissions?: unknown; jobs: Record<string, Job> }

const workflow = (file: string): Workflow => parse(readFileSync(path.join(workflowDir, file), 'utf8')) as Workflow;
const steps = (file: string): Step[] => Object.values(workflow(file).jobs).flatMap((job) => job.steps ?? []);
const actionInputs = Object.keys((parse(readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> }).inputs);

/** Flags the lead's CLI has for a subcommand; before `scan` is wired in, the flags documented for it. */
const DOCUMENTED_SCAN_FLAGS = ['--config', '--only', '--update', '--list', '--format', '--output'];
function cliFlags(subcommand: string): string[] | undefined {
  const program = buildProgram({ stdout: () => {}, stderr: () => {}, cwd: repoRoot }, () => {});
  const command = program.commands.find((c) => c.name() === subcommand);
  if (command) return command.options.flatMap((option) => [option.long, option.short].filter((f): f is string => !!f));
  return subcommand === 'scan' ? DOCUMENTED_SCAN_FLAGS : undefined;
}

describe('docs/workflows', () => {
  it('holds the documented workflows', () => {
    expect(files).toEqual(['drift-scan-matrix.yml', 'drift-scan.yml', 'pr-check.yml', 'pr-comment-on-forks.yml', 'release-gate.yml']);
    const doc = readFileSync(path.join(repoRoot, 'docs', 'WORKFLOWS.md'), 'utf8');
    for (const file of files) expect(doc).toContain(`workflows/${file}`);
  });

  it.each(files)('%s is valid YAML with jobs, steps and top-level least-privilege permissions', (file) => {
    const parsed = workflow(file);
    expect(parsed.on).toBeTypeOf('object');
    expect(Object.keys(parsed.jobs).length).toBeGreaterThan(0);
    for (const job of Object.values(parsed.jobs)) expect(job.steps?.length).toBeGreaterThan(0);
    expect(parsed.permissions).toBeTypeOf('object');
    expect(Object.values(parsed.permissions as Record<string, string>)).not.toContain('write-all');
  });

  it.each(files)('%s uses only inputs that action.yml declares', (file) => {
    const gateSteps = steps(file).filter((step) => step.uses !== undefined && (step.uses.startsWith('./') || step.uses.includes('mcp-drift-gate')));
    for (const step of gateSteps) {
      for (const key of Object.keys(step.with ?? {})) expect(actionInputs, `${file}: ${step.uses} with ${key}`).toContain(key);
    }
  });

  it.each(files)('%s never interpolates expressions into run scripts and never uses pull_request_target', (file) => {
    expect(Object.keys(workflow(file).on)).not.toContain('pull_request_target');
    for (const step of steps(file)) if (step.run !== undefined) expect(step.run).not.toContain('${{');
  });

  it.each(files)('%s pins third-party actions by commit SHA', (file) => {
    for (const step of steps(file)) {
      if (step.uses === undefined || step.uses.startsWith('./') || step.uses.startsWith('mcp-drift-gate/')) continue;
      expect(step.uses, file).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
    }
  });

  it.each(files)('%s has run scripts that bash can parse', (file) => {
    for (const step of steps(file)) {
      if (step.run === undefined) continue;
      const check = spawnSync('bash', ['-n'], { input: step.run, encoding: 'utf8' });
      expect(check.status, `${file}: ${check.stderr}\n${step.run}`).toBe(0);
    }
  });

  it.each(files)('%s calls the CLI only with options it has', (file) => {
    for (const step of steps(file)) {
      for (const match of (step.run ?? '').replace(/\\\n/g, ' ').matchAll(/mcp-drift-gate(?:@[\w.]+)? (\w+)([^\n]*)/g)) {
        const [, subcommand, rest] = match;
        const known = cliFlags(subcommand);
        expect(known, `${file}: unknown subcommand ${subcommand}`).toBeDefined();
        const flags = rest.split(' -- ')[0].match(/--[\w-]+/g) ?? [];
        for (const flag of flags) expect(known, `${file}: ${subcommand} ${flag}`).toContain(flag);
      }
    }
  });

  it('the PR check asks for exactly what it needs and re-runs on the approval label', () => {
    const pr = workflow('pr-check.yml');
    expect(pr.permissions).toEqual({ contents: 'read', checks: 'write', 'pull-requests': 'write' });
    expect((pr.on.pull_request as { types: string[] }).types).toEqual(expect.arrayContaining(['labeled', 'unlabeled']));
    const gate = steps('pr-check.yml').find((step) => step.uses?.startsWith('mcp-drift-gate/'));
    expect(gate?.with).toMatchObject({ command: expect.any(String), 'approve-label': 'mcp-drift-approved' });
  });

  it('the fork comment workflow never checks out or runs the PR code', () => {
    const fork = workflow('pr-comment-on-forks.yml');
    expect(Object.keys(fork.on)).toEqual(['workflow_run']);
    const all = steps('pr-comment-on-forks.yml');
    expect(all.some((step) => step.uses?.startsWith('actions/checkout'))).toBe(false);
    // The only program it runs is the gate itself, a pinned published version, to render the
    // untrusted JSON report: nothing from the PR, no install scripts, no build.
    const scripts = all.map((step) => step.run ?? '').join('\n');
    expect(scripts).toMatch(/npx --yes mcp-drift-gate@\d+\.\d+\.\d+ render "\$json" --format markdown/);
    expect(scripts.replace(/npx --yes mcp-drift-gate@\d+\.\d+\.\d+ render/g, '')).not.toMatch(/\b(npm|npx|node|make|yarn|pnpm)\b/);
    expect(fork.permissions).toEqual({ actions: 'read', 'pull-requests': 'write' });
  });

  it('the scans pass secrets and names through env and write issues with --body-file', () => {
    for (const file of ['drift-scan.yml', 'drift-scan-matrix.yml']) {
      expect(Object.keys(workflow(file).on).sort()).toEqual(['schedule', 'workflow_dispatch']);
      const scripts = steps(file).map((step) => step.run ?? '').join('\n');
      // Issue 24: the scans read the MCP client config the repository already has, unchanged.
      expect(scripts).toContain('mcp-drift-gate scan --config .vscode/mcp.json');
      expect(scripts).toMatch(/gh issue create --title "\$TITLE" --body-file/);
      expect(scripts).toMatch(/gh issue edit "\$number" --body-file/);
    }
    expect(steps('drift-scan.yml').map((s) => s.run ?? '').join('\n')).toContain('--format markdown --output scan.md');
    expect(steps('drift-scan-matrix.yml').map((s) => s.run ?? '').join('\n')).toContain('--list');
  });

  it('the client config the scans read is one scan --config recognises by shape, with names safe for the matrix', async () => {
    const { loadScanConfig, listScanServers } = await import('../../src/scan/index.js');
    const fixture = path.join(repoRoot, 'test', 'fixtures', 'client-configs', 'vscode');
    const { config } = await loadScanConfig('.vscode/mcp.json', fixture);
    expect(config.client?.format).toBe('vscode');
    // The matrix writes results/$SERVER.md and uploads an artifact named after it: no separators.
    for (const name of listScanServers(config)) expect(name).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
  });

  it('the release gate uses mode verify', () => {
    const gate = steps('release-gate.yml').find((step) => step.uses?.startsWith('mcp-drift-gate/'));
    expect(gate?.with?.mode).toBe('verify');
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { parseLockfile } from '../../src/lockfile/index.js';
import { urlAnswers } from '../../src/launch/http.js';
import type { JsonScanReport } from '../../src/scan/index.js';
import { fixtureServer, freePort, repoRoot, tempDir } from '../helpers/fixtures.js';
import { waitFor } from '../launch/helpers.js';

/** The five client formats, recorded as the clients write them (test/fixtures/client-configs/). */
const CONFIGS = path.join(repoRoot, 'test', 'fixtures', 'client-configs');
const config = (relative: string) => path.join(CONFIGS, relative);
const TOKEN = 'Bearer client-config-token-9d2e71';

let httpServer: ChildProcess;
let port: number;

/** Runs the CLI in-process with `env` added to the scan's environment; returns exit code and output. */
async function cli(args: string[], env: Record<string, string | undefined> = {}) {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  let stdout = '';
  let stderr = '';
  try {
    const code = await runCli(args, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), cwd: repoRoot });
    return { code, stdout, stderr };
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

const json = (stdout: string) => JSON.parse(stdout) as JsonScanReport;
const statuses = (report: JsonScanReport) => Object.fromEntries(report.servers.map((server) => [server.name, server.status]));

beforeAll(async () => {
  port = await freePort();
  httpServer = spawn(process.execPath, [fixtureServer('process/http-server.mjs'), String(port)], {
    env: { ...process.env, FIXTURE_REQUIRED_AUTH: TOKEN },
    stdio: 'ignore',
  });
  let answering = false;
  await waitFor(() => {
    void urlAnswers(new URL(`http://127.0.0.1:${port}`)).then((ok) => (answering ||= ok));
    return answering ? true : undefined;
  });
}, 30_000);
afterAll(() => {
  httpServer.kill('SIGKILL');
});

const baseEnv = () => ({ FIXTURE_HTTP_PORT: String(port), FIXTURE_AUTH: TOKEN, NOTES_VARIANT: 'base' });

describe('scan --config <MCP client config>: each of the five formats, as written', () => {
  const cases: Array<{ file: string; inputs: string[]; expected: Record<string, string>; lockNames: Record<string, string> }> = [
    {
      file: 'vscode/.vscode/mcp.json',
      inputs: ['--input', `http-token=${TOKEN}`],
      expected: { 'acme/docs': 'pass', '@scope/http notes': 'pass', keyed: 'skipped' },
      lockNames: { 'acme/docs': 'acme-docs-', '@scope/http notes': 'scope-http-notes-', keyed: 'keyed' },
    },
    {
      file: 'claude-code/.mcp.json',
      inputs: [],
      expected: { notes: 'pass', 'remote/sse': 'pass' },
      lockNames: { notes: 'notes', 'remote/sse': 'remote-sse-' },
    },
    {
      file: 'cursor/.cursor/mcp.json',
      inputs: [],
      expected: { '@acme/notes': 'pass', remote: 'pass' },
      lockNames: { '@acme/notes': 'acme-notes-', remote: 'remote' },
    },
    {
      file: 'claude-desktop/claude_desktop_config.json',
      inputs: [],
      expected: { 'notes server': 'pass' },
      lockNames: { 'notes server': 'notes-server-' },
    },
    {
      file: 'windsurf/mcp_config.json',
      inputs: [],
      expected: { 'acme/remote': 'pass', local: 'pass', 'switched off': 'skipped' },
      lockNames: { 'acme/remote': 'acme-remote-', local: 'local', 'switched off': 'switched-off-' },
    },
  ];

  it.each(cases)('$file: --update locks every server it can start, then a scan passes with no change', async ({ file, inputs, expected, lockNames }) => {
    const locks = tempDir('mcp-client-locks-');
    const updated = await cli(['scan', '--config', config(file), '--update', '--lockfile-dir', locks, '--format', 'json', ...inputs], baseEnv());
    expect(updated.code, updated.stderr + updated.stdout).toBe(0);
    const lockedReport = json(updated.stdout);
    expect(statuses(lockedReport)).toEqual(Object.fromEntries(Object.entries(expected).map(([name, status]) => [name, status === 'pass' ? 'updated' : status])));
    // Every name maps to a safe, stable lockfile name, recorded in the report; nothing is written outside --lockfile-dir.
    for (const server of lockedReport.servers) {
      expect(server.lockName.startsWith(lockNames[server.name]!), `${server.name} -> ${server.lockName}`).toBe(true);
      expect(server.lockName).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
      if (server.status === 'updated') expect(existsSync(path.join(locks, `${server.lockName}.lock.json`))).toBe(true);
    }
    expect(readdirSync(locks).sort()).toEqual(lockedReport.servers.filter((s) => s.status === 'updated').map((s) => `${s.lockName}.lock.json`).sort());

    const checked = await cli(['scan', '--config', config(file), '--lockfile-dir', locks, '--format', 'json', ...inputs], baseEnv());
    expect(checked.code, checked.stderr + checked.stdout).toBe(0);
    const report = json(checked.stdout);
    expect(statuses(report)).toEqual(expected);
    for (const server of report.servers.filter((s) => s.status === 'pass')) {
      expect(server.report?.changes).toEqual([]);
      // Both sides' names and versions are in the report.
      expect(server.report?.locked?.name).toBeTruthy();
      expect(server.report?.live?.name).toBe(server.report?.locked?.name);
    }
    // The fixtures themselves are never written to.
    expect(existsSync(path.join(path.dirname(config(file)), 'mcp-locks'))).toBe(false);
  }, 60_000);

  it('reports a server with an ${input:…} that has no value as skipped, with the reason; the input value is never printed', async () => {
    const locks = tempDir('mcp-client-locks-');
    const run = await cli(['scan', '--config', config('vscode/.vscode/mcp.json'), '--update', '--lockfile-dir', locks, '--only', 'keyed', '--only', 'acme/docs'], baseEnv());
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/keyed\s+SKIPPED\s+skipped: env\.NOTES_API_KEY needs \$\{input:api-key\} \("Key of the keyed server"\), which is never prompted for: give --input api-key=VALUE or set MCP_DRIFT_GATE_INPUT_API_KEY/);
    expect(run.stdout).toContain('1 skipped');
    // The lockfile it would have: nothing is written for it.
    expect(run.stdout).toMatch(/MCP_DRIFT_GATE_INPUT_API_KEY\s+\S*\/keyed\.lock\.json\n/);
    expect(existsSync(path.join(locks, 'keyed.lock.json'))).toBe(false);
    expect(run.stderr).toContain('skipped keyed');

    // The documented environment variable is a value too; neither value shows anywhere.
    const secret = 'sk-live-abcdef0123456789';
    const given = await cli(['scan', '--config', config('vscode/.vscode/mcp.json'), '--update', '--lockfile-dir', locks, '--only', 'keyed', '--format', 'markdown'], {
      ...baseEnv(),
      MCP_DRIFT_GATE_INPUT_API_KEY: secret,
    });
    expect(given.code, given.stderr).toBe(0);
    expect(given.stdout).toContain('| keyed | updated |');
    expect(given.stdout + given.stderr).not.toContain(secret);
    const withHttp = await cli(['scan', '--config', config('vscode/.vscode/mcp.json'), '--update', '--lockfile-dir', locks, '--only', '@scope/http notes', '--input', `http-token=${TOKEN}`], baseEnv());
    expect(withHttp.code).toBe(0);
    expect(withHttp.stdout + withHttp.stderr).not.toContain(TOKEN);
  }, 60_000);

  it('an ${input:…} value given to args is hidden like an env value where the server echoes it', async () => {
    const dir = tempDir('mcp-input-echo-');
    mkdirSync(path.join(dir, '.vscode'));
    writeFileSync(path.join(dir, 'echo.mjs'), "process.stderr.write(`starting with ${process.argv.slice(2).join(' ')}\\n`);\nprocess.exit(3);\n");
    writeFileSync(
      path.join(dir, '.vscode', 'mcp.json'),
      '{ "inputs": [{ "id": "tok", "type": "promptString", "password": true }], "servers": { "echo": { "command": "node", "args": ["${workspaceFolder}/echo.mjs", "--token=${input:tok}"] } } }',
    );
    const secret = 'tok-9f8e7d6c5b4a3210';
    const run = await cli(['scan', '--config', path.join(dir, '.vscode', 'mcp.json'), '--update', '--input', `tok=${secret}`]);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('starting with --token=[redacted]');
    expect(run.stdout + run.stderr).not.toContain(secret);
  });

  it('an unset ${env:…} / ${VAR} is exit 2 naming the server, field and variable; ${VAR:-default} takes the default', async () => {
    const locks = tempDir('mcp-client-locks-');
    const { NOTES_VARIANT: _unset, ...withoutVariant } = baseEnv();
    const vscode = await cli(['scan', '--config', config('vscode/.vscode/mcp.json'), '--lockfile-dir', locks], { ...withoutVariant, NOTES_VARIANT: undefined });
    expect(vscode.code).toBe(2);
    expect(vscode.stderr).toContain('server "acme/docs": args[1] references ${env:NOTES_VARIANT}, which is not set');
    const claude = await cli(['scan', '--config', config('claude-code/.mcp.json'), '--lockfile-dir', locks, '--only', 'remote/sse'], { ...baseEnv(), FIXTURE_AUTH: undefined });
    expect(claude.code).toBe(2);
    expect(claude.stderr).toContain('server "remote/sse": headers.authorization references ${FIXTURE_AUTH}, which is not set');
    expect(readdirSync(locks)).toEqual([]);
  }, 30_000);

  it('a config of unknown shape is exit 2 naming the file and what was expected; nothing is started or written', async () => {
    const locks = tempDir('mcp-client-locks-');
    const run = await cli(['scan', '--config', config('unknown/settings.json'), '--update', '--lockfile-dir', locks]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unknown/settings.json: unknown shape: expected an MCP client config (a "servers" object as in .vscode/mcp.json, or a "mcpServers" object');
    expect(run.stderr).toContain('or a mcp-drift-gate scan config (a "servers" list)');
    expect(readdirSync(locks)).toEqual([]);
  });

  it('a client config with a syntax error is exit 2 with its line', async () => {
    const dir = tempDir('mcp-client-bad-');
    writeFileSync(path.join(dir, 'mcp.json'), '{\n  "mcpServers": {\n    "a": { "command": "node" ]\n  }\n}\n');
    const run = await cli(['scan', '--config', path.join(dir, 'mcp.json')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/mcp\.json: line 3: invalid JSON/);
  });

  it('--list prints safe names (for a matrix) and --only takes either form', async () => {
    const list = await cli(['scan', '--config', config('vscode/.vscode/mcp.json'), '--list']);
    expect(list.code).toBe(0);
    const names = JSON.parse(list.stdout) as string[];
    expect(names).toHaveLength(3);
    expect(names[0]).toMatch(/^acme-docs-[0-9a-f]{8}$/);
    expect(names[1]).toMatch(/^scope-http-notes-[0-9a-f]{8}$/);
    expect(names[2]).toBe('keyed');
    // Stable: the same name maps to the same file name on every run.
    expect(JSON.parse((await cli(['scan', '--config', config('vscode/.vscode/mcp.json'), '--list'])).stdout)).toEqual(names);
    const locks = tempDir('mcp-client-locks-');
    const byListName = await cli(['scan', '--config', config('vscode/.vscode/mcp.json'), '--update', '--lockfile-dir', locks, '--only', names[0]!, '--format', 'json'], baseEnv());
    expect(byListName.code, byListName.stderr).toBe(0);
    expect(json(byListName.stdout).servers.map((s) => s.name)).toEqual(['acme/docs']);
  });
});

describe('scan --config .vscode/mcp.json --update, then scan --config .vscode/mcp.json (default lockfile folder)', () => {
  let workspace: string;
  const file = () => path.join(workspace, '.vscode', 'mcp.json');

  beforeAll(() => {
    workspace = tempDir('mcp-vscode-ws-');
    mkdirSync(path.join(workspace, '.vscode'));
    const server = fixtureServer('content/v1-basic.mjs');
    writeFileSync(
      file(),
      readFileSync(config('vscode/.vscode/mcp.json'), 'utf8').replaceAll('${workspaceFolder}/../../servers/content/v1-basic.mjs', server.replaceAll('\\', '/')),
    );
  });

  it('passes with no change, then fails when one server\'s tools gain a capability', async () => {
    const update = await cli(['scan', '--config', file(), '--update', '--input', `http-token=${TOKEN}`], baseEnv());
    expect(update.code, update.stderr + update.stdout).toBe(0);
    // Beside the config, in one folder.
    const lockDir = path.join(workspace, '.vscode', 'mcp-locks');
    expect(readdirSync(lockDir).length).toBe(2);

    const clean = await cli(['scan', '--config', file(), '--input', `http-token=${TOKEN}`, '--format', 'json'], baseEnv());
    expect(clean.code, clean.stderr + clean.stdout).toBe(0);
    expect(json(clean.stdout).verdict).toBe('pass');
    const before = readdirSync(lockDir).map((name) => readFileSync(path.join(lockDir, name), 'utf8'));

    // Same config, the server behind it changed: its search tool gained a shell-command parameter.
    const drifted = await cli(['scan', '--config', file(), '--input', `http-token=${TOKEN}`, '--format', 'text'], { ...baseEnv(), NOTES_VARIANT: 'widened-input' });
    expect(drifted.code, drifted.stderr + drifted.stdout).toBe(1);
    expect(drifted.stdout).toMatch(/acme\/docs\s+FAIL/);
    expect(drifted.stdout).toMatch(/@scope\/http notes\s+PASS/);
    // The header names both sides and the lockfile (wrapped to the terminal width).
    // Both sides are the same server and source here: one label for both.
    expect(drifted.stdout).toMatch(/Server: locked and live notes-fixture@1\.0\.0 \(command node\); lockfile\s+(?:\.\.\. )?mcp-locks\/acme-docs-[0-9a-f]{8}\.lock\.json/);
    // A check never writes a lockfile.
    expect(readdirSync(lockDir).map((name) => readFileSync(path.join(lockDir, name), 'utf8'))).toEqual(before);
  }, 90_000);
});

describe('source of the server: recorded in the lockfile, an unpinned one reported', () => {
  it('an npx command with a range is recorded as unpinned npm source and the scan says drift can arrive with no change here', async () => {
    const workspace = tempDir('mcp-npx-ws-');
    // A stand-in named npx (nothing is fetched): it starts the fixture server whatever it is given.
    const bin = path.join(workspace, 'bin');
    mkdirSync(bin);
    writeFileSync(path.join(bin, 'npx'), `#!${process.execPath}\nprocess.argv.splice(1, Infinity, ${JSON.stringify(fixtureServer('content/v1-basic.mjs'))});\nawait import(${JSON.stringify(new URL(`file://${fixtureServer('content/v1-basic.mjs')}`).href)});\n`);
    chmodSync(path.join(bin, 'npx'), 0o755);
    writeFileSync(
      path.join(workspace, '.mcp.json'),
      JSON.stringify({ mcpServers: { '@acme/notes': { command: '${workspaceFolder}/bin/npx', args: ['-y', '@acme/notes-server@^1.2.0'] } } }),
    );
    const update = await cli(['scan', '--config', path.join(workspace, '.mcp.json'), '--update']);
    expect(update.code, update.stderr + update.stdout).toBe(0);
    expect(update.stdout).toContain('Note: @acme/notes: source npm @acme/notes-server@^1.2.0, unpinned: the package is not pinned to an exact version, so drift can arrive with no change in this repository');
    const [lockName] = readdirSync(path.join(workspace, 'mcp-locks'));
    const lock = parseLockfile(readFileSync(path.join(workspace, 'mcp-locks', lockName!), 'utf8'), lockName!);
    expect(lock.source).toEqual({ kind: 'npm', name: '@acme/notes-server', version: '^1.2.0', pinned: false });

    const check = await cli(['scan', '--config', path.join(workspace, '.mcp.json'), '--format', 'markdown']);
    expect(check.code, check.stderr).toBe(0);
    expect(check.stdout).toContain('drift can arrive with no change in this repository');
    expect(check.stdout).toContain('locked and live **`notes-fixture@');
    expect(check.stdout).toContain('(npm @acme/notes-server@^1.2.0, unpinned)`**');
  }, 60_000);
});

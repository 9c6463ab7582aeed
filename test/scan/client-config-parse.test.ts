import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GateError } from '../../src/errors.js';
import { lockfileName, workspaceFolderOf } from '../../src/scan/clientConfig.js';
import { expandClientValue, inputVariableName, SkipServer } from '../../src/scan/clientVariables.js';
import { loadScanConfig, resolveScanServer } from '../../src/scan/index.js';
import { tempDir } from '../helpers/fixtures.js';

describe('lockfileName: any server name to a safe, stable file name', () => {
  it('keeps a safe name and maps every other one to its readable part plus a hash', () => {
    expect(lockfileName('memory')).toBe('memory');
    expect(lockfileName('acme/docs')).toMatch(/^acme-docs-[0-9a-f]{8}$/);
    expect(lockfileName('@scope/x')).toMatch(/^scope-x-[0-9a-f]{8}$/);
    expect(lockfileName('my server')).toMatch(/^my-server-[0-9a-f]{8}$/);
    expect(lockfileName('..')).toMatch(/^server-[0-9a-f]{8}$/);
    expect(lockfileName('a..b')).toMatch(/^a\.b-[0-9a-f]{8}$/);
    expect(lockfileName('acme/docs')).toBe(lockfileName('acme/docs'));
    expect(lockfileName('acme/docs')).not.toBe(lockfileName('acme-docs'));
    expect(lockfileName('acme/docs')).not.toBe(lockfileName('acme docs'));
  });

  it('never names a Windows device (nul.lock.json would open the null device there)', () => {
    for (const name of ['nul', 'NUL', 'con', 'Con.io', 'aux', 'prn', 'com1', 'COM9', 'lpt3', 'nul.x']) {
      const file = lockfileName(name);
      expect(file, name).toMatch(/-[0-9a-f]{8}$/);
      expect(file.split('.')[0]!.toLowerCase(), name).not.toMatch(/^(?:con|prn|aux|nul|com\d|lpt\d)$/);
    }
    // Names that only start like one stay as they are.
    for (const name of ['null', 'console', 'auxiliary', 'com10', 'lpt', 'nul-proxy']) expect(lockfileName(name)).toBe(name);
  });

  it('never yields a path that leaves the lockfile folder, for any name', () => {
    const dir = path.resolve('/locks');
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (name) => {
        const file = lockfileName(name);
        expect(file).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/);
        expect(file.includes('..')).toBe(false);
        expect(file).not.toMatch(/^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(?:\.|$)/i);
        expect(path.dirname(path.join(dir, `${file}.lock.json`))).toBe(dir);
      }),
      { numRuns: 500 },
    );
    for (const name of ['../../etc/passwd', '/abs', 'C:\\x', '.hidden', '\u0000', 'ä/ö', 'x'.repeat(500)]) {
      expect(path.dirname(path.join(dir, `${lockfileName(name)}.lock.json`))).toBe(dir);
    }
  });
});

describe('client variables', () => {
  const context = (env: Record<string, string | undefined>, inputs: Record<string, string> = {}) => ({
    file: 'mcp.json', server: 's', field: 'args[0]', env, inputs, workspaceFolder: '/ws/project', inputDescriptions: { tok: { description: 'Token' } },
  });

  it('expands each form', () => {
    const env = { A: 'a', EMPTY: '' };
    expect(expandClientValue('${env:A}-${A}-${B:-dflt}-${EMPTY:-e}-${A:-x}', context(env))).toBe('a-a-dflt-e-a');
    expect(expandClientValue('${workspaceFolder}/x ${workspaceFolderBasename}', context(env))).toBe('/ws/project/x project');
    expect(expandClientValue('${input:tok}', context(env, { tok: 'v' }))).toBe('v');
    expect(expandClientValue('${input:my-tok}', context({ [inputVariableName('my-tok')]: 'w' }))).toBe('w');
    expect(inputVariableName('my-tok')).toBe('MCP_DRIFT_GATE_INPUT_MY_TOK');
    expect(expandClientValue('no refs $HOME ${', context(env))).toBe('no refs $HOME ${');
  });

  it('skips (with the reason) what cannot be answered unattended, fails on what is wrong', () => {
    expect(() => expandClientValue('${input:tok}', context({}))).toThrow(SkipServer);
    expect(() => expandClientValue('${command:pickFile}', context({}))).toThrow(/only the editor can resolve/);
    expect(() => expandClientValue('${env:NOPE}', context({}))).toThrow(GateError);
    expect(() => expandClientValue('${NOPE}', context({}))).toThrow(/references \$\{NOPE\}, which is not set/);
    expect(() => expandClientValue('${not valid}', context({}))).toThrow(/cannot expand/);
  });

  it('takes the workspace of .vscode/ and .cursor/ files from their parent folder', () => {
    expect(workspaceFolderOf('/r/.vscode/mcp.json')).toBe('/r');
    expect(workspaceFolderOf('/r/.cursor/mcp.json')).toBe('/r');
    expect(workspaceFolderOf('/r/.mcp.json')).toBe('/r');
  });
});

describe('a scan config that names a client config, with per-server overrides', () => {
  function workspace(scanYaml: string) {
    const dir = tempDir('mcp-scan-client-');
    mkdirSync(path.join(dir, '.vscode'));
    writeFileSync(
      path.join(dir, '.vscode', 'mcp.json'),
      '{ "servers": { "acme/docs": { "command": "node", "args": ["a.mjs"] }, "other": { "url": "http://127.0.0.1:1/mcp" }, }, }',
    );
    writeFileSync(path.join(dir, 'mcp-drift-gate.scan.yml'), scanYaml);
    return dir;
  }

  it('takes timeout, failOn, policy and lockfile by server name; lockfiles default to locks/', async () => {
    const dir = workspace(
      'client: .vscode/mcp.json\ntimeout: 9000\noverrides:\n  "acme/docs": { timeout: 5000, failOn: warning, policy: policies/docs.yml, lockfile: pins/docs.lock.json }\n',
    );
    const { config, configDir } = await loadScanConfig('mcp-drift-gate.scan.yml', dir);
    expect(config.servers.map((s) => s.name)).toEqual(['acme/docs', 'other']);
    const docs = resolveScanServer(config.servers[0]!, config, { configDir, env: {} });
    expect(docs.launch.timeoutMs).toBe(5000);
    expect(docs.failOn).toBe('warning');
    expect(docs.policyPath).toBe(path.join(dir, 'policies', 'docs.yml'));
    expect(docs.lockfileLabel).toBe('pins/docs.lock.json');
    expect(docs.launch.cwd).toBe(dir);
    const other = resolveScanServer(config.servers[1]!, config, { configDir, env: {} });
    expect(other.launch.timeoutMs).toBe(9000);
    expect(other.lockfileLabel).toBe('locks/other.lock.json');
  });

  it('refuses an override for a server the client config does not have, and overrides without a client', async () => {
    await expect(loadScanConfig('mcp-drift-gate.scan.yml', workspace('client: .vscode/mcp.json\noverrides:\n  "acme/dcos": { timeout: 5000 }\n'))).rejects.toThrow(
      /overrides: no server named "acme\/dcos" in \.vscode\/mcp\.json; known: "acme\/docs", "other"/,
    );
    await expect(loadScanConfig('mcp-drift-gate.scan.yml', workspace('overrides:\n  x: { timeout: 5000 }\nservers:\n  - name: a\n    command: node a.mjs\n'))).rejects.toThrow(
      /"overrides" needs "client"/,
    );
    await expect(loadScanConfig('mcp-drift-gate.scan.yml', workspace('client: .vscode/mcp.json\nservers:\n  - name: other\n    command: node a.mjs\n'))).rejects.toThrow(
      /server "other" of \.vscode\/mcp\.json has the name \(or lockfile name\) of server "other"/,
    );
  });

  it('a YAML file of neither shape is exit-2 material naming the file and the shapes expected', async () => {
    const dir = workspace('concurrency: 2\n');
    await expect(loadScanConfig('mcp-drift-gate.scan.yml', dir)).rejects.toThrow(/mcp-drift-gate\.scan\.yml: unknown shape: expected an MCP client config/);
  });

  it('a client server entry of the wrong type names the file, server, key and line', async () => {
    const dir = tempDir('mcp-client-types-');
    writeFileSync(path.join(dir, 'mcp.json'), '{\n  "mcpServers": {\n    "a/b": {\n      "command": "node",\n      "args": "server.mjs"\n    }\n  }\n}\n');
    await expect(loadScanConfig('mcp.json', dir)).rejects.toThrow('mcp.json: "mcpServers"."a/b"."args" (line 5): must be a list of strings');
    writeFileSync(path.join(dir, 'mcp.json'), '{ "mcpServers": { "x": { "env": {} } } }');
    await expect(loadScanConfig('mcp.json', dir)).rejects.toThrow(/needs a "command" \(stdio server\) or a "url" \/ "serverUrl"/);
  });
});

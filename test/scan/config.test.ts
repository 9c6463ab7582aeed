import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GateError } from '../../src/errors.js';
import { listScanServers, loadScanConfig, parseScanConfig, resolveScanServer, scanServers } from '../../src/scan/index.js';

const LABEL = 'mcp-drift-gate.scan.yml';

function configError(text: string): GateError {
  try {
    parseScanConfig(text, LABEL);
  } catch (error) {
    expect(error).toBeInstanceOf(GateError);
    expect((error as GateError).code).toBe('config_invalid');
    return error as GateError;
  }
  throw new Error('expected a config error');
}

describe('parseScanConfig', () => {
  it('reads servers with defaults filled in', () => {
    const config = parseScanConfig(
      [
        'servers:',
        '  - name: memory',
        '    command: npx -y @modelcontextprotocol/server-memory@2026.8.31',
        '  - name: remote',
        '    url: https://mcp.example.test/mcp',
        '    transport: sse',
        '    headers: { Authorization: "Bearer ${REMOTE_TOKEN}" }',
        '    failOn: warning',
      ].join('\n'),
      LABEL,
    );
    expect(config.concurrency).toBe(2);
    expect(config.timeout).toBe(30_000);
    expect(config.failOn).toBeUndefined();
    expect(config.source).toBe(LABEL);
    expect(listScanServers(config)).toEqual(['memory', 'remote']);
    expect(config.servers[1]).toMatchObject({ url: 'https://mcp.example.test/mcp', transport: 'sse', failOn: 'warning' });
  });

  it('names an unknown key and its line', () => {
    const error = configError(['concurrency: 1', 'servers:', '  - name: memory', '    command: node server.mjs', '    lockfil: x.json'].join('\n'));
    expect(error.message).toBe(`${LABEL}: server "memory": /servers/0/lockfil (line 5): unknown key "lockfil"`);
  });

  it('names an unknown top-level key and its line', () => {
    const error = configError(['servers:', '  - name: a', '    command: node a.mjs', 'concurency: 3'].join('\n'));
    expect(error.message).toBe(`${LABEL}: /concurency (line 4): unknown key "concurency"`);
  });

  it('refuses duplicate names, pointing at the second', () => {
    const error = configError(
      ['servers:', '  - name: memory', '    command: node a.mjs', '  - name: memory', '    command: node b.mjs'].join('\n'),
    );
    expect(error.message).toContain('/servers/1/name (line 4)');
    expect(error.message).toContain('duplicate server name "memory"');
  });

  it('refuses both command and url, and neither', () => {
    const both = configError(['servers:', '  - name: x', '    command: node a.mjs', '    url: http://127.0.0.1:1/mcp'].join('\n'));
    expect(both.message).toContain('server "x": /servers/0 (line 2): give exactly one of "command" or "url", not both');
    const neither = configError(['servers:', '  - name: x', '    cwd: srv'].join('\n'));
    expect(neither.message).toContain('needs a "command" (stdio server) or a "url" (HTTP server)');
  });

  it('refuses transport or start without url', () => {
    const error = configError(['servers:', '  - name: x', '    command: node a.mjs', '    transport: sse'].join('\n'));
    expect(error.message).toContain('/servers/0/transport (line 4): "transport" needs "url"');
  });

  it('refuses shell syntax in a command, naming the server', () => {
    const error = configError(['servers:', '  - name: x', '    command: node a.mjs | tee log'].join('\n'));
    expect(error.message).toContain('server "x": /servers/0/command (line 3)');
    expect(error.message).toContain('shell syntax "|"');
  });

  it('refuses bad names, env keys and malformed references', () => {
    expect(configError(['servers:', '  - name: ../evil', '    command: node a.mjs'].join('\n')).message).toContain('/servers/0/name (line 2): must be');
    const badKey = configError(['servers:', '  - name: x', '    command: node a.mjs', '    env:', '      BAD-KEY: v'].join('\n'));
    expect(badKey.message).toContain('/servers/0/env/BAD-KEY (line 5): is not a valid environment variable name');
    const malformed = configError(['servers:', '  - name: x', '    command: node a.mjs', '    env:', '      TOKEN: "${TOKEN"'].join('\n'));
    expect(malformed.message).toContain('/servers/0/env/TOKEN (line 5): has a malformed ${...} reference');
  });

  it('reports YAML syntax errors with a line', () => {
    expect(configError('servers:\n  - name: [unclosed\n').message).toMatch(/^mcp-drift-gate\.scan\.yml: line \d+: invalid YAML/);
  });

  it('refuses an empty server list and bad numbers', () => {
    expect(configError('servers: []\n').message).toContain('/servers');
    expect(configError(['concurrency: 0', 'servers:', '  - name: a', '    command: node a.mjs'].join('\n')).message).toContain(
      '/concurrency (line 1)',
    );
  });

  it('loads a file and reports a missing one as io_error', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'scan-config-'));
    writeFileSync(path.join(dir, 'scan.yml'), 'servers:\n  - name: a\n    command: node a.mjs\n');
    const { config, configDir } = await loadScanConfig('scan.yml', dir);
    expect(configDir).toBe(dir);
    expect(listScanServers(config)).toEqual(['a']);
    await expect(loadScanConfig('nope.yml', dir)).rejects.toMatchObject({ code: 'io_error', message: 'scan config nope.yml not found' });
  });
});

describe('resolveScanServer', () => {
  const config = parseScanConfig(
    [
      'timeout: 5000',
      'failOn: warning',
      'servers:',
      '  - name: api',
      '    url: http://127.0.0.1:9/mcp',
      '    start: node "server dir/http.mjs" --port 9',
      '    cwd: servers',
      '    env: { API_KEY: "${SCAN_SECRET_A}", LITERAL: "$${NOT_A_VAR} costs $5" }',
      '    headers: { Authorization: "Bearer ${SCAN_SECRET_B}" }',
      '  - name: local',
      '    command: node local.mjs --flag "two words"',
      '    lockfile: pins/local.json',
      '    timeout: 1000',
      '    failOn: none',
    ].join('\n'),
    LABEL,
  );

  it('expands references, resolves paths and applies defaults', () => {
    const env = { SCAN_SECRET_A: 'alpha-secret', SCAN_SECRET_B: 'beta-secret' };
    const api = resolveScanServer(config.servers[0], config, { configDir: '/repo', env });
    expect(api.launch).toEqual({
      timeoutMs: 5000,
      cwd: path.resolve('/repo/servers'),
      env: { API_KEY: 'alpha-secret', LITERAL: '${NOT_A_VAR} costs $5' },
      headers: { Authorization: 'Bearer beta-secret' },
      url: 'http://127.0.0.1:9/mcp',
      transport: 'http',
      start: ['node', 'server dir/http.mjs', '--port', '9'],
    });
    expect(api.lockfilePath).toBe(path.resolve('/repo/locks/api.lock.json'));
    expect(api.lockfileLabel).toBe('locks/api.lock.json');
    expect(api.failOn).toBe('warning');
    const local = resolveScanServer(config.servers[1], config, { configDir: '/repo', env: {} });
    expect(local.launch).toMatchObject({ command: ['node', 'local.mjs', '--flag', 'two words'], transport: 'stdio', timeoutMs: 1000, cwd: path.resolve('/repo') });
    expect(local.lockfileLabel).toBe('pins/local.json');
    expect(local.failOn).toBe('none');
  });

  it('names the server and the missing variable, never a value', () => {
    let caught: unknown;
    try {
      resolveScanServer(config.servers[0], config, { configDir: '/repo', env: { SCAN_SECRET_B: 'beta-secret' } });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(GateError);
    const error = caught as GateError;
    expect(error.code).toBe('config_invalid');
    expect(error.message).toBe(`${LABEL}: server "api": env.API_KEY references \${SCAN_SECRET_A}, which is not set in the scanner's environment`);
    expect(error.message).not.toContain('beta-secret');
  });

  it('fails the whole scan on a missing variable before any server runs', async () => {
    const events: string[] = [];
    await expect(
      scanServers(config, { configDir: '/repo', env: {}, onEvent: (event) => events.push(`${event.type} ${event.name}`) }),
    ).rejects.toMatchObject({ code: 'config_invalid' });
    expect(events).toEqual([]);
  });

  it('only resolves the selected servers (a matrix job needs only its own secrets)', async () => {
    await expect(scanServers(config, { configDir: '/repo', env: {}, only: ['nope'] })).rejects.toMatchObject({ code: 'usage', message: expect.stringContaining('"nope"') });
  });
});

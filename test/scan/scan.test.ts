import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureServer, tempDir } from '../helpers/fixtures.js';
import {
  parseScanConfig, renderScanReport, runPool, scanExitCode, scanServers, scanVerdict, type ScanEvent, type ScanResult,
} from '../../src/scan/index.js';

const v1 = JSON.stringify(fixtureServer('content/v1-basic.mjs'));
const crash = JSON.stringify(fixtureServer('process/crash-at-start.mjs'));
const SECRET = 'scan-test-secret-value-7f3a';

/** YAML for servers given as [name, command line] pairs, all with the default lockfile name. */
function scanYaml(concurrency: number, servers: Array<[string, string, string[]?]>): string {
  return [
    `concurrency: ${concurrency}`,
    'timeout: 20000',
    'servers:',
    ...servers.flatMap(([name, command, extra = []]) => [`  - name: ${name}`, `    command: ${JSON.stringify(command)}`, ...extra.map((line) => `    ${line}`)]),
  ].join('\n');
}

/** Start/end events and the highest number of servers in flight at once. */
function recorder() {
  const events: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const onEvent = (event: ScanEvent) => {
    events.push(`${event.type} ${event.name}${event.status ? ` ${event.status}` : ''}`);
    inFlight += event.type === 'start' ? 1 : -1;
    maxInFlight = Math.max(maxInFlight, inFlight);
  };
  return { events, onEvent, max: () => maxInFlight };
}

describe('scanServers with fixture servers', () => {
  const dir = tempDir('mcp-drift-scan-');
  const checkServers = (concurrency: number) =>
    parseScanConfig(
      scanYaml(concurrency, [
        ['broken', `node ${crash}`, ['env: { FIXTURE_SECRET: "${SCAN_TEST_SECRET}" }']],
        ['drifted', `node ${v1} --variant=added-tool`],
        ['clean', `node ${v1}`],
      ]),
      'scan.yml',
    );
  let sequential: ScanResult;
  let sequentialEvents: string[];

  beforeAll(async () => {
    // Lock all three from the base variant first, in parallel.
    const lockConfig = parseScanConfig(scanYaml(3, [['broken', `node ${v1}`], ['drifted', `node ${v1}`], ['clean', `node ${v1}`]]), 'scan.yml');
    const locking = recorder();
    const locked = await scanServers(lockConfig, { configDir: dir, update: true, onEvent: locking.onEvent });
    expect(locked.verdict).toBe('updated');
    expect(locked.servers.map((s) => s.status)).toEqual(['updated', 'updated', 'updated']);
    expect(locked.servers[0].locked).toMatchObject({ tools: expect.any(Number), prompts: 1, resources: 1, resourceTemplates: 1 });
    expect(locking.max()).toBe(3);
    for (const name of ['broken', 'drifted', 'clean']) expect(existsSync(path.join(dir, 'locks', `${name}.lock.json`))).toBe(true);

    const record = recorder();
    sequential = await scanServers(checkServers(1), { configDir: dir, env: { SCAN_TEST_SECRET: SECRET }, onEvent: record.onEvent });
    sequentialEvents = record.events;
  });

  it('gives each server its own status; the broken one does not stop the others', () => {
    expect(sequential.servers.map((s) => [s.name, s.status])).toEqual([
      ['broken', 'error'],
      ['drifted', 'fail'],
      ['clean', 'pass'],
    ]);
    const [broken, drifted, clean] = sequential.servers;
    expect(broken.error?.code).toBe('server_start_failed');
    expect(broken.report).toBeUndefined();
    expect(drifted.report?.changes.some((c) => c.kind === 'tool_added' && c.capability.name === 'export_notes')).toBe(true);
    expect(drifted.report?.lockfile).toBe('locks/drifted.lock.json');
    expect(clean.report?.changes).toEqual([]);
    expect(sequential.verdict).toBe('error');
    expect(scanExitCode(sequential)).toBe(2);
  });

  it('passes ${VAR} values to the server but never shows them', () => {
    const message = sequential.servers[0].error!.message;
    expect(message).toContain('crash-at-start');
    expect(message).not.toContain(SECRET);
    expect(renderScanReport(sequential, 'json')).not.toContain(SECRET);
  });

  it('with concurrency 1 runs the servers one after another, in config order', () => {
    expect(sequentialEvents).toEqual([
      'start broken', 'end broken error',
      'start drifted', 'end drifted fail',
      'start clean', 'end clean pass',
    ]);
  });

  it('with concurrency 2 never has more than two servers in flight', async () => {
    const record = recorder();
    const result = await scanServers(checkServers(2), { configDir: dir, env: { SCAN_TEST_SECRET: SECRET }, onEvent: record.onEvent });
    expect(record.max()).toBe(2);
    // The third server starts only after one of the first two has ended.
    expect(record.events.slice(0, 2)).toEqual(['start broken', 'start drifted']);
    expect(record.events.indexOf('start clean')).toBeGreaterThan(record.events.findIndex((e) => e.startsWith('end ')));
    expect(result.servers.map((s) => s.status)).toEqual(['error', 'fail', 'pass']);
  });

  it('scans only the servers asked for; drift alone is verdict fail (exit 1)', async () => {
    const record = recorder();
    const result = await scanServers(checkServers(2), { configDir: dir, only: ['clean', 'drifted'], onEvent: record.onEvent });
    expect(result.servers.map((s) => s.name)).toEqual(['drifted', 'clean']);
    expect(result.verdict).toBe('fail');
    expect(scanExitCode(result)).toBe(1);
  });

  it('a server without a lockfile is an error of its own; update never writes for a failed snapshot', async () => {
    const config = parseScanConfig(scanYaml(2, [['new', `node ${v1}`], ['crashing', `node ${crash}`]]), 'scan.yml');
    const checked = await scanServers(config, { configDir: dir });
    // The lockfile is read before the server is started: a missing one is reported as such.
    expect(checked.servers.map((s) => [s.status, s.error?.code])).toEqual([['error', 'lockfile_missing'], ['error', 'lockfile_missing']]);
    expect(checked.servers[0].error?.message).toContain('new.lock.json');
    const updated = await scanServers(config, { configDir: dir, update: true });
    expect(updated.servers.map((s) => s.status)).toEqual(['updated', 'error']);
    expect(updated.verdict).toBe('error');
    expect(existsSync(path.join(dir, 'locks', 'new.lock.json'))).toBe(true);
    expect(existsSync(path.join(dir, 'locks', 'crashing.lock.json'))).toBe(false);
  });

  it('applies a per-server failOn', async () => {
    const config = parseScanConfig(scanYaml(1, [['drifted', `node ${v1} --variant=added-tool`, ['failOn: none']]]), 'scan.yml');
    const result = await scanServers(config, { configDir: dir });
    expect(result.servers[0].status).toBe('pass');
    expect(result.servers[0].report?.failOn).toBe('none');
    expect(result.servers[0].report?.changes.length).toBeGreaterThan(0);
  });

  it('reads a per-server policy file relative to the config folder', async () => {
    mkdirSync(path.join(dir, 'pins'), { recursive: true });
    writeFileSync(path.join(dir, 'pins', 'lenient.yml'), 'failOn: none\n');
    const config = parseScanConfig(scanYaml(1, [['drifted', `node ${v1} --variant=added-tool`, ['policy: pins/lenient.yml']]]), 'scan.yml');
    const result = await scanServers(config, { configDir: dir });
    expect(result.servers[0].status).toBe('pass');
    expect(result.servers[0].report?.failOn).toBe('none');
  });

  it('renders the combined report in every format', () => {
    const json = JSON.parse(renderScanReport(sequential, 'json'));
    expect(json.scanVersion).toBe(1);
    expect(json.verdict).toBe('error');
    expect(json.servers.map((s: { name: string; status: string }) => `${s.name}:${s.status}`)).toEqual(['broken:error', 'drifted:fail', 'clean:pass']);
    expect(json.servers[0].error.code).toBe('server_start_failed');
    expect(json.servers[1].report.reportVersion).toBe(1);
    // The JSON carries both sides of each changed capability, so `render` shows the same diffs.
    expect(Object.keys(json.servers[1].report.definitions).length).toBeGreaterThan(0);
    expect(json.servers[0]).not.toHaveProperty('report');

    const text = renderScanReport(sequential, 'text');
    expect(text.split('\n')[0]).toBe('MCP drift scan: ERROR (3 servers: 1 fail, 1 error, 1 pass)');
    expect(text).toMatch(/^ {2}drifted +FAIL +\d+ critical, \d+ warning, \d+ info, \d+ safe +locks\/drifted\.lock\.json$/m);
    expect(text).toMatch(/^ {2}broken +ERROR +error \(server_start_failed\) +locks\/broken\.lock\.json$/m);
    expect(text).toContain('== drifted ==\nMCP drift: FAIL');
    expect(text).toContain('== broken ==\nError (server_start_failed): ');

    const markdown = renderScanReport(sequential, 'markdown');
    expect(markdown.startsWith('## MCP drift scan: error\n')).toBe(true);
    expect(markdown).toContain('| Server | Status | Changes | Lockfile |');
    expect(markdown).toMatch(/^\| drifted \| fail \| \d+ critical, .* \| locks\/drifted\.lock\.json \|$/m);
    expect(markdown).toContain('\n## drifted: fail\n');
    expect(markdown).toContain('export&#95;notes');
    expect(markdown).toContain('\n## broken: error\n\n**Error** (server&#95;start&#95;failed):\n\n```text\nserver process exited with code 3\n');
    // The server's own title is replaced by the section heading.
    expect(markdown).not.toContain('## MCP drift: ');
  });
});

describe('runPool', () => {
  it('keeps item order in results and bounds the number in flight', async () => {
    let inFlight = 0;
    let max = 0;
    const results = await runPool([30, 5, 20, 1, 10], 2, async (ms, index) => {
      inFlight += 1;
      max = Math.max(max, inFlight);
      await new Promise((resolve) => setTimeout(resolve, ms));
      inFlight -= 1;
      return index * 10;
    });
    expect(results).toEqual([0, 10, 20, 30, 40]);
    expect(max).toBe(2);
  });

  it('refuses a concurrency below 1 and handles an empty list', async () => {
    await expect(runPool([1], 0, async () => 1)).rejects.toThrow(RangeError);
    expect(await runPool([], 3, async () => 1)).toEqual([]);
  });
});

describe('scanVerdict', () => {
  it('ranks error over fail over pass', () => {
    expect(scanVerdict([{ status: 'pass' }, { status: 'fail' }, { status: 'error' }], false)).toBe('error');
    expect(scanVerdict([{ status: 'pass' }, { status: 'fail' }], false)).toBe('fail');
    expect(scanVerdict([{ status: 'pass' }], false)).toBe('pass');
    expect(scanVerdict([{ status: 'updated' }], true)).toBe('updated');
    expect(scanExitCode({ verdict: 'updated' })).toBe(0);
  });
});

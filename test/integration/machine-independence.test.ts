/**
 * Issue 14, end to end through the bundled CLI and a real stdio server whose tool text names the
 * machine it runs on (test/fixtures/servers/content/machine-text.mjs):
 * - `lock` on two "machines" (different cwd, TMPDIR, HOME and, where the kernel allows a UTS
 *   namespace, host name) writes byte-identical lockfiles;
 * - `export-pins` on a machine gives exactly the digests the peers compute from the raw
 *   tools/list that server sends there (computed by CPython, test/conformance/compute_expected.py);
 * - with TMPDIR=/tmp, the server's literal "/tmp" text is locked and pinned as sent.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { cliPath, fixtureServer, repoRoot, tempDir } from '../helpers/fixtures.js';

const SERVER = fixtureServer('content/machine-text.mjs');
const COMPUTE = path.join(repoRoot, 'test', 'conformance', 'compute_expected.py');

/** A UTS namespace lets a test give the gate and its server another host name (needs root). */
const canSetHostname = spawnSync('unshare', ['--uts', 'sh', '-c', 'hostname mdg-probe-1'], { stdio: 'ignore' }).status === 0;
const hasPython = spawnSync('python3', ['--version'], { stdio: 'ignore' }).status === 0;

interface Machine {
  cwd: string;
  tmpdir: string;
  home: string;
  hostname?: string;
}

function machine(root: string, name: string, hostname: string): Machine {
  const dirs = { cwd: path.join(root, `${name}-workspace`, 'project'), tmpdir: path.join(root, `${name}-tmp`, 'T'), home: path.join(root, `${name}-home`, 'user') };
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
  return { ...dirs, ...(canSetHostname ? { hostname } : {}) };
}

/** Runs `command` on `m`: its cwd, TMPDIR and HOME, and its host name in a fresh UTS namespace. */
function runOn(m: Machine, command: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env = { ...process.env, TMPDIR: m.tmpdir, HOME: m.home };
  // The host name is an argument of `sh -c`, never spliced into the script.
  const [file, args] = m.hostname === undefined
    ? [command[0]!, command.slice(1)]
    : ['unshare', ['--uts', 'sh', '-c', 'hostname "$1" && shift && exec "$@"', 'sh', m.hostname, ...command]];
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd: m.cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end();
  });
}

const gate = (m: Machine, args: string[]) => runOn(m, [process.execPath, cliPath, ...args]);

/** The raw tools/list line the server writes on `m` (what a runtime proxy hashes there). */
async function rawToolsList(m: Machine): Promise<string> {
  const requests = [
    { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } },
    { jsonrpc: '2.0', id: 2, method: 'tools/list' },
  ].map((r) => JSON.stringify(r)).join('\n');
  const [file, args] = m.hostname === undefined
    ? [process.execPath, [SERVER]]
    : ['unshare', ['--uts', 'sh', '-c', 'hostname "$1" && shift && exec "$@"', 'sh', m.hostname, process.execPath, SERVER]];
  const result = spawnSync(file, args, { cwd: m.cwd, env: { ...process.env, TMPDIR: m.tmpdir, HOME: m.home }, input: `${requests}\n`, encoding: 'utf8' });
  const line = result.stdout.split('\n').find((l) => l.includes('"id":2'));
  expect(line, result.stderr).toBeDefined();
  return line!;
}

type PeerDigests = Record<string, { mcptrust: { description_hash: string; input_schema_hash: string }; hangar: { current: string; v1_2_0: string }; assay: { schema_hash: string; meta_hash: string; tool_definition_digest_scoped: string } }>;

/** The peers' digests of a raw line, by the CPython ports of their published code. */
function peerDigests(line: string, dir: string, serverId: string): PeerDigests {
  const file = path.join(dir, 'raw-tools-list.jsonl');
  writeFileSync(file, line);
  const result = spawnSync('python3', [COMPUTE, file, serverId], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as PeerDigests;
}

async function exportedPins(m: Machine, lockfile: string) {
  const run = async (args: string[]) => {
    const out = await gate(m, ['export-pins', '--lockfile', lockfile, ...args]);
    expect(out.code, out.stderr).toBe(0);
    return out.stdout;
  };
  type Hangar = { mcp_servers: Record<string, { tool_projection: { pins: Record<string, string> } }> };
  return {
    hangar: (parseYaml(await run(['--format', 'hangar'])) as Hangar).mcp_servers['machine-text']!.tool_projection.pins,
    hangarV12: (parseYaml(await run(['--format', 'hangar', '--hangar-canonicalization', 'python-json'])) as Hangar).mcp_servers['machine-text']!.tool_projection.pins,
    mcptrust: (JSON.parse(await run(['--format', 'mcptrust'])) as { tools: Record<string, { description_hash: string; input_schema_hash: string }> }).tools,
    assay: (parseYaml(await run(['--format', 'assay'])) as { tool_pins: Record<string, { schema_hash: string; meta_hash: string }> }).tool_pins,
    bindings: (JSON.parse(await run(['--format', 'assay-bindings'])) as { tools: Record<string, { tool_definition_digest: string }> }).tools,
  };
}

function expectPinsEqualRuntime(pins: Awaited<ReturnType<typeof exportedPins>>, runtime: PeerDigests): void {
  expect(Object.keys(pins.hangar).sort()).toEqual(Object.keys(runtime).sort());
  for (const [name, want] of Object.entries(runtime)) {
    expect(pins.hangar[name], name).toBe(want.hangar.current);
    expect(pins.hangarV12[name], name).toBe(want.hangar.v1_2_0);
    expect(pins.mcptrust[name], name).toMatchObject(want.mcptrust);
    expect(pins.assay[name], name).toMatchObject({ schema_hash: want.assay.schema_hash, meta_hash: want.assay.meta_hash });
    expect(pins.bindings[name]!.tool_definition_digest, name).toBe(want.assay.tool_definition_digest_scoped);
  }
}

describe.skipIf(!hasPython)('machine-independent lockfiles, pins equal to the runtime\'s (issue 14)', () => {
  it(`locks byte-identically under another cwd, TMPDIR, HOME${canSetHostname ? ' and host name' : ''}; exported pins equal the peers' digests of the raw text there`, async () => {
    const root = tempDir('mdg-machines-');
    const a = machine(root, 'alpha', 'ci-runner-a1');
    const b = machine(root, 'bravo', 'laptop-b-42');
    const lockA = path.join(root, 'alpha.lock.json');
    const lockB = path.join(root, 'bravo.lock.json');
    const lockedA = await gate(a, ['lock', '--lockfile', lockA, '--', process.execPath, SERVER]);
    expect(lockedA.code, lockedA.stderr).toBe(0);
    const lockedB = await gate(b, ['lock', '--lockfile', lockB, '--', process.execPath, SERVER]);
    expect(lockedB.code, lockedB.stderr).toBe(0);
    const text = readFileSync(lockA, 'utf8');
    expect(readFileSync(lockB, 'utf8')).toBe(text);

    // What was normalized is said; what the server means literally is kept; wire numbers are kept.
    const lock = JSON.parse(text) as { tools: Record<string, { normalized?: string[]; numberLiterals?: Record<string, string>; definition: { description: string } }> };
    expect(lock.tools.read_workspace!.normalized).toEqual(['/description', '/inputSchema/properties/path/description']);
    expect(lock.tools.read_workspace!.definition.description).toBe('Reads files under ${CWD} (the workspace); scratch files go to ${TMPDIR}/scratch');
    expect(lock.tools.host_info!.definition.description).toBe(canSetHostname ? 'Reports on ${HOSTNAME}; config in ${HOME}/.config/tool' : expect.stringContaining('config in ${HOME}/.config/tool'));
    expect(lock.tools.clone_repo!.normalized).toBeUndefined();
    expect(lock.tools.clone_repo!.definition.description).toBe('Clone into a bare repository, e.g. /tmp/repo.git <fast> & safe');
    expect(lock.tools.clone_repo!.numberLiterals).toEqual({
      '/inputSchema/properties/depth/maximum': '12345678901234567890',
      '/inputSchema/properties/ratio/maximum': '1e21',
      '/inputSchema/properties/ratio/minimum': '0.0',
    });

    // On machine B the pins (placeholders filled with B's values) are what B's runtime computes.
    const runtimeB = peerDigests(await rawToolsList(b), root, 'default-mcp-server');
    expectPinsEqualRuntime(await exportedPins(b, lockA), runtimeB);
    // ...and on A, from the same lockfile, A's.
    const runtimeA = peerDigests(await rawToolsList(a), root, 'default-mcp-server');
    expect(runtimeA.read_workspace!.hangar.current).not.toBe(runtimeB.read_workspace!.hangar.current);
    expectPinsEqualRuntime(await exportedPins(a, lockA), runtimeA);

    // An unchanged server on the other machine verifies against the lockfile.
    const verified = await gate(b, ['verify', '--lockfile', lockA, '--', process.execPath, SERVER]);
    expect(verified.code, verified.stdout + verified.stderr).toBe(0);
  }, 120_000);

  it('with TMPDIR=/tmp the server\'s "/tmp" text is neither locked as ${TMPDIR} nor pinned differently', async () => {
    const root = tempDir('mdg-tmp-');
    const m = { ...machine(root, 'plain', 'ci-runner-t3'), tmpdir: '/tmp' };
    const lockfile = path.join(root, 'mcp.lock.json');
    const locked = await gate(m, ['lock', '--lockfile', lockfile, '--', process.execPath, SERVER]);
    expect(locked.code, locked.stderr).toBe(0);
    const text = readFileSync(lockfile, 'utf8');
    expect(text).not.toContain('${TMPDIR}');
    expect(text).toContain('scratch files go to /tmp/scratch');
    expect(text).toContain('e.g. /tmp/repo.git');
    const runtime = peerDigests(await rawToolsList(m), root, 'default-mcp-server');
    expectPinsEqualRuntime(await exportedPins(m, lockfile), runtime);
  }, 120_000);
});

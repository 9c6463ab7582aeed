/**
 * Issue 14, end to end through the bundled CLI and a real stdio server whose tool text names the
 * machine it runs on (test/fixtures/servers/content/machine-text.mjs):
 * - `lock` on two "machines" (different cwd, TMPDIR, HOME and, where the kernel allows a UTS
 *   namespace, host name) writes byte-identical lockfiles;
 * - `export-pins` on a machine gives exactly the digests the peers compute from the raw
 *   tools/list that server sends there (computed by CPython, test/conformance/compute_expected.py);
 * - with TMPDIR=/tmp, the server's literal "/tmp" text is locked and pinned as sent;
 * - `verify` passes across machines where one normalizes a path and the other keeps it (TMPDIR=/tmp,
 *   cwd /tmp), in both directions, and a genuinely different path still fails it (in-process, on
 *   the sources: src/snapshot/equivalence.ts).
 * The host name needs a UTS namespace (`unshare --uts`, root): where there is none, its test is
 * reported as skipped, naming why.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { checkServer, lockServer } from '../../src/core/gate.js';
import { isMachineSpecificHostname } from '../../src/snapshot/index.js';
import { sentTexts } from '../../src/snapshot/normalize.js';
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

/** A machine with specific paths under `root`; with `hostname`, also its own host name (needs canSetHostname). */
function machine(root: string, name: string, hostname?: string): Machine {
  const dirs = { cwd: path.join(root, `${name}-workspace`, 'project'), tmpdir: path.join(root, `${name}-tmp`, 'T'), home: path.join(root, `${name}-home`, 'user') };
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
  return { ...dirs, ...(hostname !== undefined ? { hostname } : {}) };
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
  it('locks byte-identically under another cwd, TMPDIR and HOME; exported pins equal the peers\' digests of the raw text there', async () => {
    const root = tempDir('mdg-machines-');
    const a = machine(root, 'alpha');
    const b = machine(root, 'bravo');
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
    // Both "machines" share this host's name here (its own test below gives each another).
    const host = isMachineSpecificHostname(os.hostname()) ? '${HOSTNAME}' : os.hostname();
    expect(lock.tools.host_info!.definition.description).toBe(`Reports on ${host}; config in \${HOME}/.config/tool`);
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
    const m = { ...machine(root, 'plain'), tmpdir: '/tmp' };
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

  // Not a silent pass: without a UTS namespace (not root) this test is listed as skipped, with the reason in its name.
  it.skipIf(!canSetHostname)('locks byte-identically under another host name, and verifies there (needs `unshare --uts`: runs where the runner is root)', async () => {
    const root = tempDir('mdg-hosts-');
    const dirs = machine(root, 'shared');
    const a = { ...dirs, hostname: 'ci-runner-a1' };
    const b = { ...dirs, hostname: 'laptop-b-42' };
    const lockA = path.join(root, 'alpha.lock.json');
    const lockB = path.join(root, 'bravo.lock.json');
    for (const [m, lockfile] of [[a, lockA], [b, lockB]] as const) {
      const locked = await gate(m, ['lock', '--lockfile', lockfile, '--', process.execPath, SERVER]);
      expect(locked.code, locked.stderr).toBe(0);
    }
    const text = readFileSync(lockA, 'utf8');
    expect(readFileSync(lockB, 'utf8')).toBe(text);
    const lock = JSON.parse(text) as { tools: Record<string, { normalized?: string[]; definition: { description: string } }> };
    expect(lock.tools.host_info!.definition.description).toBe('Reports on ${HOSTNAME}; config in ${HOME}/.config/tool');
    expect(lock.tools.host_info!.normalized).toEqual(['/description']);
    const runtimeB = peerDigests(await rawToolsList(b), root, 'default-mcp-server');
    expect(runtimeB.host_info!.hangar.current).not.toBe(peerDigests(await rawToolsList(a), root, 'default-mcp-server').host_info!.hangar.current);
    expectPinsEqualRuntime(await exportedPins(b, lockA), runtimeB);
    const verified = await gate(b, ['verify', '--lockfile', lockA, '--', process.execPath, SERVER]);
    expect(verified.code, verified.stdout + verified.stderr).toBe(0);
  }, 120_000);
});

/**
 * `verify` across machines where one normalizes a path and the other keeps it as sent (issue 14,
 * comparison-time equivalence). In-process on the sources, with the real stdio server: "a machine"
 * is this process's TMPDIR and HOME (read by the normalization and passed on to the server) and
 * the server's cwd. The common machine has TMPDIR=/tmp, HOME=/root and cwd /tmp: paths every
 * system has, which normalization never replaces (a single-segment cwd like /app is the same case).
 */
describe('verify where one machine normalizes a path and the other keeps it (issue 14)', () => {
  type Env = { cwd: string; tmpdir: string; home: string };
  const COMMON: Env = { cwd: '/tmp', tmpdir: '/tmp', home: '/root' };

  /** Runs `action` with this process's TMPDIR and HOME set to `m`'s (restored after). */
  async function on<T>(m: Env, action: () => Promise<T>): Promise<T> {
    const saved = { TMPDIR: process.env.TMPDIR, HOME: process.env.HOME };
    process.env.TMPDIR = m.tmpdir;
    process.env.HOME = m.home;
    try {
      expect(os.tmpdir()).toBe(m.tmpdir);
      return await action();
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  }

  const launch = (m: Env, env?: Record<string, string>) => ({ command: [process.execPath, SERVER], cwd: m.cwd, timeoutMs: 30_000, ...(env ? { env } : {}) });
  const lock = (m: Env, lockfilePath: string) => on(m, () => lockServer(launch(m), lockfilePath));
  const verify = (m: Env, lockfilePath: string, env?: Record<string, string>) =>
    on(m, () => checkServer({ launch: launch(m, env), lockfilePath, configDir: path.dirname(lockfilePath), exact: true }));
  const specific = (root: string): Env => machine(root, 'specific');

  it('locked where TMPDIR and cwd are specific, verified where they are /tmp: passes', async () => {
    const root = tempDir('mdg-asym-');
    const lockfilePath = path.join(root, 'mcp.lock.json');
    const { lockfile: locked } = await lock(specific(root), lockfilePath);
    expect(locked.tools.read_workspace!.definition.description).toBe('Reads files under ${CWD} (the workspace); scratch files go to ${TMPDIR}/scratch');
    const { report, live, snapshot } = await verify(COMMON, lockfilePath);
    // The server's text here keeps /tmp (too common to replace); it is the locked text with this machine's values.
    const tool = snapshot.listed.tools.find((t) => t.name === 'read_workspace')!;
    expect(sentTexts(tool).get('/description')).toBe('Reads files under /tmp (the workspace); scratch files go to /tmp/scratch');
    expect(tool.description).toBe(locked.tools.read_workspace!.definition.description);
    expect(report.verdict, JSON.stringify(report.changes)).toBe('pass');
    expect(report.changes).toEqual([]);
    expect(live.fingerprint).toBe(locked.fingerprint);
  }, 60_000);

  it('locked where TMPDIR and cwd are /tmp, verified where they are specific: passes', async () => {
    const root = tempDir('mdg-asym-');
    const lockfilePath = path.join(root, 'mcp.lock.json');
    const { lockfile: locked } = await lock(COMMON, lockfilePath);
    expect(locked.tools.read_workspace!.definition.description).toBe('Reads files under /tmp (the workspace); scratch files go to /tmp/scratch');
    expect(locked.tools.read_workspace!.normalized).toBeUndefined();
    const { report, live } = await verify(specific(root), lockfilePath);
    expect(report.verdict, JSON.stringify(report.changes)).toBe('pass');
    expect(report.changes).toEqual([]);
    expect(live.fingerprint).toBe(locked.fingerprint);
  }, 60_000);

  it('a server naming a genuinely different path fails verify, in both directions', async () => {
    const root = tempDir('mdg-asym-');
    const fromSpecific = path.join(root, 'specific.lock.json');
    const fromCommon = path.join(root, 'common.lock.json');
    await lock(specific(root), fromSpecific);
    await lock(COMMON, fromCommon);
    // The server gets another TMPDIR than the gate: its "scratch" path is not this machine's temp dir.
    for (const [m, lockfilePath] of [[COMMON, fromSpecific], [specific(root), fromCommon]] as const) {
      const { report } = await verify(m, lockfilePath, { TMPDIR: '/srv/elsewhere' });
      expect(report.verdict).toBe('fail');
      expect(report.changes.map((c) => `${c.capability.type}:${c.capability.name}`)).toContain('tool:read_workspace');
      // (The value came through --env, so the report shows it as [redacted].)
      const { before, after } = report.definitions['tool:read_workspace']! as { before: { description: string }; after: { description: string } };
      expect(after.description).toMatch(/scratch files go to \[redacted\]\/scratch$/);
      expect(before.description).not.toBe(after.description);
    }
  }, 60_000);
});

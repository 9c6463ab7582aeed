/**
 * Issue 14: comparison-time equivalence of normalized text (src/snapshot/equivalence.ts). Each
 * case locks a snapshot taken on one machine and compares the same server seen on another, through
 * the lockfile stage the gate uses (lockfileFromSnapshot with the locked file as `reuse`).
 */
import { describe, expect, it } from 'vitest';
import { lockfileFromSnapshot } from '../../src/core/gate.js';
import { numberLiteralsOf } from '../../src/identity/index.js';
import { recordWireNumbers, type JsonObject } from '../../src/json.js';
import { adoptLockedText, normalizeSnapshot, normalizedPointers } from '../../src/snapshot/index.js';
import { sameText } from '../../src/snapshot/equivalence.js';
import type { NormalizationEnv, Snapshot } from '../../src/snapshot/types.js';

/** Machines whose values are specific (normalized) or common (kept as they are). */
const LAPTOP: NormalizationEnv = { cwd: '/Users/alice/src/proj', tmpdir: '/var/folders/xy/T', home: '/Users/alice', hostname: 'alice-mbp-2' };
const CONTAINER: NormalizationEnv = { cwd: '/app', tmpdir: '/tmp', home: '/root', hostname: 'runner' };
const CI: NormalizationEnv = { cwd: '/home/runner/work/proj', tmpdir: '/home/runner/work/_temp', home: '/home/runner', hostname: 'fv-az123-45' };

/** What the server writes on `m`: its cwd and temp directory in its text, as machine-text.mjs does. */
function toolOn(m: NormalizationEnv, overrides: Partial<Record<'description' | 'path', string>> = {}): JsonObject {
  const text = `{"name":"read_workspace","description":${JSON.stringify(overrides.description ?? `Reads files under ${m.cwd}; scratch files go to ${m.tmpdir}/scratch`)},`
    + `"inputSchema":{"type":"object","properties":{"path":{"type":"string","description":${JSON.stringify(overrides.path ?? `Relative to ${m.cwd}`)}},`
    + `"ratio":{"type":"number","minimum":0.0,"maximum":1e21}}}}`;
  const tool = JSON.parse(text) as JsonObject;
  recordWireNumbers(text, tool);
  return tool;
}

function snapshotOf(tool: JsonObject, m: NormalizationEnv): Snapshot {
  return normalizeSnapshot({
    serverInfo: { name: 'machine-text', version: '1.0.0' }, protocolVersion: '2025-06-18', capabilities: { tools: {} }, mode: 'list-freeze',
    listed: { tools: [tool], prompts: [], resources: [], resourceTemplates: [] }, findings: [],
  }, m);
}

/** Locks the server as seen on `lockOn`, then compares it as seen on `checkOn`. */
function lockThenCheck(lockOn: NormalizationEnv, checkOn: NormalizationEnv, liveTool: JsonObject = toolOn(checkOn)) {
  const locked = lockfileFromSnapshot(snapshotOf(toolOn(lockOn), lockOn));
  const snapshot = snapshotOf(liveTool, checkOn);
  const adopted = adoptLockedText(snapshot, locked, checkOn);
  return { locked, snapshot, adopted, withoutAdoption: lockfileFromSnapshot(snapshot, locked), live: lockfileFromSnapshot(adopted, locked) };
}

describe('adoptLockedText: text normalized on one machine and kept on the other is the same text', () => {
  it('locked where the paths are specific (${CWD}, ${TMPDIR}), checked where they are /app and /tmp: equal, the locked entry reused', () => {
    const { locked, withoutAdoption, live, adopted } = lockThenCheck(LAPTOP, CONTAINER);
    expect(locked.tools.read_workspace!.definition.description).toBe('Reads files under ${CWD}; scratch files go to ${TMPDIR}/scratch');
    expect(locked.tools.read_workspace!.normalized).toEqual(['/description', '/inputSchema/properties/path/description']);
    // The asymmetry this closes: without adoption the description differs.
    expect(withoutAdoption.fingerprint).not.toBe(locked.fingerprint);
    expect(live.fingerprint).toBe(locked.fingerprint);
    expect(live.tools.read_workspace).toBe(locked.tools.read_workspace);
    const tool = adopted.listed.tools[0]!;
    expect(normalizedPointers(tool)).toEqual(['/description', '/inputSchema/properties/path/description']);
    expect(Object.fromEntries(numberLiteralsOf(tool) ?? [])).toEqual({ '/inputSchema/properties/ratio/maximum': '1e21', '/inputSchema/properties/ratio/minimum': '0.0' });
  });

  it('locked where the paths are /app and /tmp (kept as sent), checked where they are specific: equal, the locked entry reused', () => {
    const { locked, withoutAdoption, live, adopted } = lockThenCheck(CONTAINER, CI);
    expect(locked.tools.read_workspace!.definition.description).toBe('Reads files under /app; scratch files go to /tmp/scratch');
    expect(locked.tools.read_workspace!.normalized).toBeUndefined();
    expect(withoutAdoption.fingerprint).not.toBe(locked.fingerprint);
    expect(live.fingerprint).toBe(locked.fingerprint);
    expect(live.tools.read_workspace).toBe(locked.tools.read_workspace);
    expect(normalizedPointers(adopted.listed.tools[0]!)).toEqual([]);
  });

  it('between two machines with specific paths nothing needs adopting (normalization already made them equal)', () => {
    const { snapshot, adopted, live, locked } = lockThenCheck(LAPTOP, CI);
    expect(adopted).toBe(snapshot);
    expect(live.fingerprint).toBe(locked.fingerprint);
  });

  it('a genuinely different path still drifts, in both directions', () => {
    // Locked with ${CWD}; the server here names another directory than its cwd.
    const moved = lockThenCheck(LAPTOP, CONTAINER, toolOn(CONTAINER, { description: 'Reads files under /srv; scratch files go to /tmp/scratch' }));
    expect(moved.live.fingerprint).not.toBe(moved.locked.fingerprint);
    expect(moved.live.tools.read_workspace!.definition.description).toBe('Reads files under /srv; scratch files go to /tmp/scratch');
    // The untouched string at another pointer is still adopted; only the changed one differs.
    expect(moved.live.tools.read_workspace!.definition.inputSchema).toEqual(moved.locked.tools.read_workspace!.definition.inputSchema);

    // Locked as /tmp; here the server names a directory that is not where its temp dir is put back.
    const elsewhere = lockThenCheck(CONTAINER, CI, toolOn(CI, { description: `Reads files under ${CI.cwd}; scratch files go to /var/lib/x/scratch` }));
    expect(elsewhere.live.fingerprint).not.toBe(elsewhere.locked.fingerprint);
  });

  it('adopts nothing for text that differs where neither machine normalized anything', () => {
    const { live, locked } = lockThenCheck(CONTAINER, CONTAINER, toolOn(CONTAINER, { description: 'Reads files under /app; scratch files go to /tmp/other' }));
    expect(live.fingerprint).not.toBe(locked.fingerprint);
  });
});

describe('sameText (one string)', () => {
  it('puts THIS machine\'s values into the locked placeholders, generic ones included', () => {
    expect(sameText('in ${TMPDIR}/x', true, 'in /tmp/x', CONTAINER)).toBe(true);
    expect(sameText('in ${CWD}', true, 'in /app', CONTAINER)).toBe(true);
    expect(sameText('in ${CWD}', true, 'in /srv', CONTAINER)).toBe(false);
    // Without the note, "${TMPDIR}" is the server's own text, not a placeholder.
    expect(sameText('in ${TMPDIR}/x', false, 'in /tmp/x', CONTAINER)).toBe(false);
    // A placeholder this machine has no value for never matches.
    expect(sameText('on ${HOSTNAME}', true, 'on ', { cwd: '/app' })).toBe(false);
  });

  it('takes a locked common value for a specific value of this machine, only one normalization keeps', () => {
    expect(sameText('scratch in /tmp/s', false, 'scratch in /home/runner/work/_temp/s', CI)).toBe(true);
    expect(sameText('on runner', false, 'on fv-az123-45', CI)).toBe(true);
    // A specific path, a relative one, or a host name normalization would replace, is another machine's text, not a common value.
    expect(sameText('scratch in /opt/data/s', false, 'scratch in /home/runner/work/_temp/s', CI)).toBe(false);
    expect(sameText('scratch in tmp/s', false, 'scratch in /home/runner/work/_temp/s', CI)).toBe(false);
    expect(sameText('on build-7', false, 'on fv-az123-45', CI)).toBe(false);
    // One placeholder, one value: the same machine value twice cannot become two different paths.
    expect(sameText('/tmp and /var/tmp', false, '/home/runner/work/_temp and /home/runner/work/_temp', CI)).toBe(false);
    expect(sameText('/tmp and /tmp', false, '/home/runner/work/_temp and /home/runner/work/_temp', CI)).toBe(true);
    // The rest of the text must be exactly the same.
    expect(sameText('scratch at /tmp/s', false, 'scratch in /home/runner/work/_temp/s', CI)).toBe(false);
  });

  it('combines both: a locked placeholder and a locked common value in one string', () => {
    // Locked where TMPDIR was specific and cwd /app; checked where TMPDIR is /tmp and cwd specific.
    const here = { ...CONTAINER, cwd: '/home/runner/work/proj' };
    expect(sameText('${TMPDIR}/x for /app', true, '/tmp/x for /home/runner/work/proj', here)).toBe(true);
    expect(sameText('${TMPDIR}/x for /app', true, '/tmp/y for /home/runner/work/proj', here)).toBe(false);
  });
});

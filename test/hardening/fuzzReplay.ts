// The fuzz's replay of a recorded (or mutated) snapshot through the real snapshot, normalize and
// lockfile stages. Imports only src/ so the fuzz can also run it, transpiled, in a child process
// (determinism across processes, not only within one).
import { GateError } from '../../src/errors.js';
import { buildLockfile, serializeLockfile } from '../../src/lockfile/index.js';
import { assessToolRisk } from '../../src/risk/index.js';
import { normalizeSnapshot, takeSnapshot } from '../../src/snapshot/index.js';
import type { Snapshot } from '../../src/snapshot/types.js';

const LIST_FIELDS = { 'tools/list': 'tools', 'prompts/list': 'prompts', 'resources/list': 'resources', 'resources/templates/list': 'resourceTemplates' } as const;
export const NORMALIZATION_ENV = { cwd: '/work/project', home: '/home/runner', hostname: 'runner-host', tmpdir: '/tmp' };

/** The recorded answers replayed as a server: initialize from serverInfo/capabilities/instructions, the lists as list answers. */
export async function replay(recorded: Snapshot): Promise<Snapshot> {
  const { listed } = recorded;
  return takeSnapshot(
    {
      initializeResult: {
        protocolVersion: recorded.protocolVersion,
        capabilities: recorded.capabilities,
        serverInfo: recorded.serverInfo,
        ...(recorded.instructions !== undefined ? { instructions: recorded.instructions } : {}),
      },
      request: async (method) => {
        const field = LIST_FIELDS[method as keyof typeof LIST_FIELDS];
        if (field === undefined) throw new GateError('protocol_error', `unexpected ${method}`);
        return { [field]: listed[field] };
      },
    },
    { timeoutMs: 5_000 },
  );
}

export async function normalizedReplay(recorded: Snapshot): Promise<Snapshot> {
  return normalizeSnapshot(await replay(recorded), NORMALIZATION_ENV);
}

export const build = (snapshot: Snapshot) => buildLockfile(snapshot, { generatorVersion: '0.0.0', assessRisk: assessToolRisk });

/** The lockfile bytes of a replayed snapshot, or `gate-error:<code>:<message>`; anything else thrown is a crash. */
export async function lockfileOutcome(recorded: Snapshot): Promise<string> {
  try {
    return `ok:${serializeLockfile(build(await normalizedReplay(recorded)))}`;
  } catch (error) {
    if (error instanceof GateError) return `gate-error:${error.code}:${error.message}`;
    throw error;
  }
}

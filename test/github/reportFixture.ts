import { readFileSync } from 'node:fs';
import { makeChange } from '../../src/diff/change.js';
import { SEVERITIES, type Change, type Severity } from '../../src/diff/types.js';
import type { CheckReport } from '../../src/report/types.js';

export const LOCKFILE_PATH = 'examples/notes-server/mcp.lock.json';
/** A frozen copy of the example's lockfile, so the line numbers tests expect do not move when the example is re-locked. */
export const lockfileText = (): string => readFileSync(new URL('./fixtures/notes.lock.json', import.meta.url), 'utf8');

/** Changes built by the engine's own rules (real ids, severities, fingerprints) against the notes-server lockfile. */
export function realChanges(): Change[] {
  const added = makeChange('tool_added', {
    capability: { type: 'tool', name: 'exec_shell' },
    after: { name: 'exec_shell', description: 'Run a shell command.' },
    reasons: ['execute_command: word "shell" in description'],
  });
  const relaxed = makeChange('input_constraint_relaxed', {
    capability: { type: 'tool', name: 'add_note' },
    pointer: '/inputSchema/properties/body/maxLength',
    before: 2000,
    after: 100000,
  });
  const described = makeChange('tool_description_changed', {
    capability: { type: 'tool', name: 'add_note' },
    pointer: '/description',
    before: 'Store a short note under a title.',
    after: 'Store a note.\u202e',
  });
  const promptRemoved = makeChange('prompt_removed', { capability: { type: 'prompt', name: 'summarize_notes' } });
  const accepted: Change = {
    ...makeChange('server_capabilities_changed', {
      capability: { type: 'server', name: 'capabilities' },
      pointer: '/sampling',
      after: {},
    }),
    accepted: { reason: 'Sampling reviewed in PR #12', expires: '2030-01-01' },
  };
  return [added, relaxed, described, accepted, promptRemoved];
}

export function countsOf(changes: readonly Change[]): Record<Severity, number> {
  const counts = Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<Severity, number>;
  for (const change of changes) if (!change.accepted) counts[change.severity] += 1;
  return counts;
}

export function reportWith(changes: Change[], overrides: Partial<CheckReport> = {}): CheckReport {
  return {
    reportVersion: 1,
    verdict: changes.some((c) => c.severity === 'critical' && !c.accepted) ? 'fail' : 'pass',
    failOn: 'critical',
    counts: countsOf(changes),
    mode: 'list-freeze',
    server: { name: 'notes-server', version: '1.1.0' },
    lockfile: LOCKFILE_PATH,
    changes,
    tools: [{ name: 'add_note', risk: 'LOW', reasons: [] }],
    definitions: {},
    ...overrides,
  };
}

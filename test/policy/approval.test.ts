import { describe, expect, it } from 'vitest';
import { builders } from '../../src/diff/index.js';
import { applyPolicy, DEFAULT_POLICY } from '../../src/policy/index.js';
import { approveByLabel, approvedChanges } from '../../src/policy/approval.js';
import type { CheckReport } from '../../src/report/types.js';

function reportOf(changes: ReturnType<typeof builders.capabilityAdded>[]): CheckReport {
  const policy = applyPolicy(changes, structuredClone(DEFAULT_POLICY), new Date('2026-01-01'));
  return {
    reportVersion: 1, verdict: policy.verdict, failOn: policy.failOn, counts: policy.counts, mode: 'list-freeze',
    server: { name: 's' }, lockfile: 'mcp.lock.json', changes: policy.changes, tools: [], definitions: {},
  };
}

describe('approveByLabel', () => {
  const added = builders.capabilityAdded('tool', 'exec_shell', { name: 'exec_shell' });
  const removed = builders.capabilityRemoved('tool', 'old', { name: 'old' });

  it('turns a failing verdict into a pass that lists what was approved, naming the label', () => {
    const failing = reportOf([added, removed]);
    expect(failing.verdict).toBe('fail');
    const approved = approveByLabel(failing, 'mcp-drift-approved');
    expect(approved.verdict).toBe('pass');
    expect(approved.changes.find((c) => c.id === added.id)!.accepted?.reason).toContain('"mcp-drift-approved"');
    // Below fail-on: not approved, still counted.
    expect(approved.changes.find((c) => c.id === removed.id)!.accepted).toBeUndefined();
    expect(approved.counts).toEqual({ critical: 0, warning: 0, info: 1, safe: 0 });
    expect(approvedChanges(failing, approved)).toEqual(['tool_added tool exec_shell']);
  });

  it('leaves a passing report alone', () => {
    const passing = reportOf([removed]);
    expect(approveByLabel(passing, 'x')).toBe(passing);
  });
});

// Issue 21: the structure trigger pass (src/diff/triggers.ts), the last stage of diffLockfiles.
import { describe, expect, it } from 'vitest';
import { compareLockfiles } from '../../src/core/gate.js';
import { diffLockfiles, findingsToChanges, withStructureTriggers } from '../../src/diff/index.js';
import { DEFAULT_POLICY } from '../../src/policy/apply.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import type { Change } from '../../src/diff/types.js';
import { makeLockfile } from './helpers.js';

const echo = { name: 'echo', description: 'Echoes.', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } };

describe('structure triggers', () => {
  it('a new tool: `new tool` + its name; its removal is info (no trigger needed), a removed prompt is named when raised by policy', () => {
    const wipe = { name: 'wipe_disk', description: 'Deletes every file.', inputSchema: { type: 'object' } };
    const up = diffLockfiles(makeLockfile({ tools: [echo] }), makeLockfile({ tools: [echo, wipe] }));
    expect(up.find((c) => c.rule === 'tool_added')).toMatchObject({ severity: 'critical', triggers: [{ kind: 'structure', what: 'new tool', after: 'wipe_disk' }] });
    const down = diffLockfiles(makeLockfile({ tools: [echo, wipe] }), makeLockfile({ tools: [echo] }));
    expect(down.find((c) => c.rule === 'tool_removed')).toMatchObject({ severity: 'info' });
    const raised = withStructureTriggers(down.map((c) => ({ ...c, severity: 'warning' as const })));
    expect(raised.find((c) => c.rule === 'tool_removed')!.triggers).toEqual([{ kind: 'structure', what: 'tool removed', before: 'wipe_disk' }]);
  });

  it('an annotation flip: the hint, old -> new, at its pointer (both directions)', () => {
    const annotated = (destructiveHint: boolean) => ({ ...echo, annotations: { destructiveHint } });
    const up = diffLockfiles(makeLockfile({ tools: [annotated(false)] }), makeLockfile({ tools: [annotated(true)] }));
    expect(up.find((c) => c.pointer === '/annotations/destructiveHint')).toMatchObject({
      severity: 'critical', triggers: [{ kind: 'structure', what: 'destructiveHint false -> true', pointer: '/annotations/destructiveHint', before: 'false', after: 'true' }],
    });
    const down = diffLockfiles(makeLockfile({ tools: [annotated(true)] }), makeLockfile({ tools: [annotated(false)] }));
    const narrowed = down.find((c) => c.pointer === '/annotations/destructiveHint')!;
    expect(narrowed.triggers).toEqual([{ kind: 'structure', what: 'destructiveHint true -> false', pointer: '/annotations/destructiveHint', before: 'true', after: 'false' }]);
  });

  it('keeps a trigger already there, leaves info and safe changes alone, cuts long quotes, and reaches snapshot findings', () => {
    const base: Change = { id: 'x', rule: 'tool_description_changed', kind: 'tool_changed', severity: 'warning', direction: 'none', capability: { type: 'tool', name: 't' }, pointer: '/description', message: '', reasons: [], before: 'a', after: 'b'.repeat(500) };
    const kept = { ...base, triggers: [{ kind: 'structure' as const, what: 'mine' }] };
    const info = { ...base, severity: 'info' as const };
    const [withOne, stillKept, untouched] = withStructureTriggers([base, kept, info]);
    expect(withOne!.triggers).toHaveLength(1);
    expect((withOne!.triggers![0] as { after: string }).after).toHaveLength(120);
    expect(stillKept!.triggers).toEqual([{ kind: 'structure', what: 'mine' }]);
    expect(untouched).toBe(info);
    const [finding] = findingsToChanges([{ kind: 'spec_violation', capability: { type: 'tool', name: 't' }, message: 'inputSchema is not an object' }]);
    expect(finding).toMatchObject({ severity: 'warning', triggers: [{ kind: 'structure', what: 'spec violation', after: 'inputSchema is not an object' }] });
  });

  it('a severity raised by policy still carries a trigger in the report (the gate runs the pass after policy)', () => {
    const wipe = { name: 'wipe_disk', description: 'Deletes every file.', inputSchema: { type: 'object' } };
    const config = { ...DEFAULT_POLICY, severityOverrides: [{ rule: 'tool_removed', severity: 'critical' as const }] };
    const snapshot = { findings: [] } as unknown as Snapshot;
    const report = compareLockfiles(makeLockfile({ tools: [echo, wipe] }), makeLockfile({ tools: [echo] }), snapshot, { config, lockfileLabel: 'x', now: new Date('2026-01-01T00:00:00Z') });
    expect(report.changes.find((c) => c.rule === 'tool_removed')).toMatchObject({ severity: 'critical', triggers: [{ kind: 'structure', what: 'tool removed', before: 'wipe_disk' }] });
  });
});

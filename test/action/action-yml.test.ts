import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { repoRoot } from '../helpers/fixtures.js';

// action.yml is what GitHub reads: it must parse, run on node24, and declare exactly the inputs
// and outputs the code uses (an undeclared input is silently empty on the runner).

const actionYml = readFileSync(path.join(repoRoot, 'action.yml'), 'utf8');
const source = readFileSync(path.join(repoRoot, 'src', 'action', 'main.ts'), 'utf8');

describe('action.yml', () => {
  const doc = parseDocument(actionYml);
  const action = doc.toJS() as { runs: { using: string; main: string }; inputs: Record<string, unknown>; outputs: Record<string, unknown> };

  it('is valid YAML and runs dist/index.js on node24', () => {
    expect(doc.errors.map((e) => e.message)).toEqual([]);
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('declares every input the code reads, and the code reads every declared input', () => {
    const read = new Set([...source.matchAll(/(?:getInput|getMultilineInput|booleanInput|choice(?:<[^>]+>)?)\(\s*'([a-z-]+)'/g)].map((m) => m[1]!));
    expect([...read].sort()).toEqual(Object.keys(action.inputs).sort());
  });

  it('declares every output the code sets', () => {
    const set = new Set([...source.matchAll(/setOutput\(\s*'([a-z-]+)'/g)].map((m) => m[1]!));
    set.add('critical').add('warning').add('info').add('safe'); // set in a loop over the severities
    expect([...set].sort()).toEqual(Object.keys(action.outputs).sort());
  });
});

describe('job summary size', () => {
  it('fits GitHub\'s 1 MiB in bytes even when the report is mostly multi-byte characters', async () => {
    const { summaryWithin } = await import('../../src/action/main.js');
    const { builders } = await import('../../src/diff/index.js');
    const wide = '漢字'.repeat(2_000);
    const changes = Array.from({ length: 400 }, (_, i) => builders.toolFieldChanged(`tool_${i}`, 'description', wide, `${wide}!`));
    const report = {
      reportVersion: 1 as const, verdict: 'pass' as const, failOn: 'critical' as const, counts: { critical: 0, warning: 0, info: 0, safe: 400 },
      mode: 'list-freeze' as const, server: { name: 's' }, lockfile: 'mcp.lock.json', changes, tools: [],
      definitions: Object.fromEntries(changes.map((c) => [`tool:${c.capability.name}`, { before: { description: wide }, after: { description: `${wide}!` } }])),
    };
    const limit = 200_000;
    const summary = summaryWithin(report, limit);
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(limit);
    expect(summary.length).toBeGreaterThan(limit / 4); // cut to fit, not emptied
    expect(summary).toMatch(/left out to fit 200000 bytes/);
  });
});

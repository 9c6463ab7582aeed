// A class of the open pairs, fixed before the fifty-second batch was read, on the recorded definitions, upgrade and
// downgrade, with counter-cases the fix must not swallow (newTool.ts):
// - a name of nouns only (sonarqube `project_quality_gate_status`, "Get project quality gate status") takes its read
//   verb from the description's opening, when no sentence acts (describedReadVerb).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { runGate } from '../corpus/corpus.js';
import { pair, replaceTool, toolAdded, toolOf } from './corpusEdits.js';

describe('a name of nouns only reads by its description\'s opening verb', () => {
  const id = 'upgrades/sonarqube-mcp-server-sapientpants/1.1.0__1.2.0';
  const tool = 'project_quality_gate_status';
  it('sonarqube 1.1.0 -> 1.2.0: project_quality_gate_status ("Get project quality gate status") is a warning read as "get"', () => {
    const { before, after } = pair(id);
    const change = toolAdded(runGate(before, after), tool);
    expect(change.severity).toBe('warning');
    expect(change.reasons.join(' ')).toContain('"get" over "project", "quality", "gate", "status"');
    expect(runGate(after, before).changes.filter((each) => each.capability.name === tool && each.severity === 'critical')).toEqual([]);
  });

  it('terraform 0.9.8 -> 0.11.0: functionDetails ("Get details about a Terraform provider function.") is a warning read as "get"; the pair still fails on the tools that act', () => {
    const { before, after } = pair('upgrades/terraform-mcp-server-thrashr888/0.9.8__0.11.0');
    const run = runGate(before, after);
    const change = toolAdded(run, 'functionDetails');
    expect(change.severity).toBe('warning');
    expect(change.reasons.join(' ')).toContain('"get" over "function", "details"');
    expect(toolAdded(run, 'applyRun').severity).toBe('critical');
    expect(run.verdict).toBe('fail');
    expect(runGate(after, before).changes.filter((each) => each.capability.name === 'functionDetails' && each.severity === 'critical')).toEqual([]);
  });

  it('an opening that acts, a later sentence that acts, or a verb in the name that acts keep it critical', () => {
    const { before, after } = pair(id);
    const reader = toolOf(after, tool);
    const severity = (edited: JsonObject) => toolAdded(runGate(before, replaceTool(after, edited, tool)), String(edited.name)).severity;
    expect(severity({ ...reader, description: 'Reset project quality gate status' })).toBe('critical');
    expect(severity({ ...reader, description: 'Get project quality gate status. Deletes the gate when it fails.' })).toBe('critical');
    expect(severity({ ...reader, name: 'project_quality_gate_status_delete' })).toBe('critical');
  });
});

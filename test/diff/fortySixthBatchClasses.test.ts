// Classes of mistake of the forty-sixth batch, fixed after its first sight (test/fixtures/corpus/first-sight.json: 38/41),
// each on the recorded definitions, upgrade and downgrade, with a counter-case the fix must not swallow:
// - a flag documented as a write with no way back ("Hard-delete instead of OS trash", "Proceed and LOSE unsaved
//   changes") is a write mode, whatever its name (unity-mcp's `permanent` and `discardUnsavedChanges`, two misses);
// - a risk raise carried by the first description of a tool that had none, nothing else of it changed, says what the
//   tool already did (container-manager's six raises, six false criticals).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { runGate } from '../corpus/corpus.js';
import { at, noneCriticalAt, pair, replaceTool, toolOf } from './corpusEdits.js';

describe('a flag that removes the way back', () => {
  const id = 'upgrades/unity-mcp-anklebreaker/2.35.4__2.35.5';
  it('unity-mcp 2.35.4 -> 2.35.5: `permanent` on unity_asset_delete and `discardUnsavedChanges` on unity_scene_new are critical write modes quoting their words; removed, not critical', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    for (const [tool, parameter, words] of [['unity_asset_delete', 'permanent', 'hard-delete'], ['unity_scene_new', 'discardUnsavedChanges', 'lose unsaved changes']] as const) {
      const [change] = at(run, tool, `/properties/${parameter}`);
      expect(change, tool).toMatchObject({ rule: 'input_property_added', severity: 'critical' });
      expect(change!.triggers, tool).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter, class: 'write_mode', tokens: [words] }));
      noneCriticalAt(runGate(after, before), tool, `/properties/${parameter}`);
    }
  });

  it('a flag that keeps the way back, or a reader\'s flag saying "permanently" of what it reads, is no write mode', () => {
    const writes = { writes: true };
    const classes = (description: string, tool = writes) => assessParameter('flag', { type: 'boolean', description }, { tool }).findings.map((finding) => finding.class);
    expect(classes('Hard-delete instead of OS trash. Default false.')).toContain('write_mode');
    expect(classes('Discard any unsaved changes before closing.')).toContain('write_mode');
    expect(classes('Move to the trash first, so it can be restored.')).not.toContain('write_mode');
    expect(classes('Save all modified scenes first.')).not.toContain('write_mode');
    expect(classes('Include links that are permanently archived.', { writes: false })).not.toContain('write_mode');
    // A confirmation names the act it guards: passing it is no mode (jellyfin's `confirm`, "... will be permanently deleted").
    expect(assessParameter('confirm', { type: 'boolean', description: 'Must be true. Required acknowledgement that the account will be permanently deleted.' }, { tool: writes }).findings.map((finding) => finding.class)).not.toContain('write_mode');
    // A loss stated outright is a write even on a tool whose own words show none.
    expect(classes('Proceed and LOSE unsaved changes.', { writes: false })).toContain('write_mode');
  });
});

describe('a first description', () => {
  const id = 'upgrades/container-manager-mcp/1.0.7__1.1.0';
  it('container-manager 1.0.7 -> 1.1.0: no raise is critical, and the six that corroboration alone made critical say the description is the first', () => {
    const { before, after } = pair(id);
    const raises = runGate(before, after).changes.filter((change) => change.rule === 'risk_level_raised');
    expect(raises.filter((change) => change.severity === 'critical')).toEqual([]);
    for (const name of ['compose_down', 'get_info', 'prune_containers', 'prune_images', 'prune_networks', 'prune_volumes']) {
      const raise = raises.find((change) => change.capability?.name === name);
      expect(raise?.reasons.join(' '), name).toContain('had no description and nothing else of it changed');
    }
  });

  it('a locked description, or a schema changed with it, keeps the raise critical', () => {
    const { before, after } = pair(id);
    const locked = toolOf(before, 'compose_down');
    const described = replaceTool(before, { ...locked, description: 'Brings a Compose project down.' });
    expect(runGate(described, after).changes.find((change) => change.rule === 'risk_level_raised' && change.capability?.name === 'compose_down')?.severity).toBe('critical');
    const now = toolOf(after, 'compose_down');
    const schema = now.inputSchema as JsonObject;
    const widened = replaceTool(after, { ...now, inputSchema: { ...schema, properties: { ...(schema.properties as JsonObject), remove_volumes: { type: 'boolean' } } } });
    expect(runGate(before, widened).changes.find((change) => change.rule === 'risk_level_raised' && change.capability?.name === 'compose_down')?.severity).toBe('critical');
  });
});

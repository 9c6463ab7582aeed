// Classes of the fifty-eighth batch, fixed after its first sight, each on the recorded definitions, upgrade and
// downgrade, with counter-cases the fix must not swallow:
// - on a tool that writes, a value named `add_<objects>` ("Test cases to add to the run") attaches new objects, and a flag
//   keeping existing data on by default (`preserve_existing_results`, "(default true)") discards it when false: both
//   write modes (src/risk/parameters.ts, addedOrDiscarded);
// - a parameter made optional whose text says a call leaving it out has the user asked for it ("omit to have it requested
//   from the user"), or names the parameter to send instead ("Provide either this or \"paths\""), reaches nothing more
//   (src/diff/inputSeverity.ts, ASKED_OF_USER, EITHER_THIS_OR);
// - an order to obey what a tool returns at run time ("You must strictly follow the feedback and instructions provided by
//   the tool") is obligation_obey_output; "every `available tool`" is obligation_other_tools (src/diff/text/obligations.ts).
// The enum translated out of Chinese (shrimp-task-manager 1.0.8 -> 1.0.9) is left open: see the last block.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { runGate } from '../corpus/corpus.js';
import { criticalAt, neutralServer, noneCriticalAt, pair, toolDefinition, withProperty } from './corpusEdits.js';

const triggersOf = (changes: { triggers?: unknown[] }[]) => changes.flatMap((change) => change.triggers ?? []) as JsonObject[];
const classes = (name: string, schema: JsonObject, writes = true) => assessParameter(name, schema, { tool: { writes } }).findings.map((finding) => finding.class);

describe('objects added to what a tool writes, and existing data kept only by default', () => {
  const id = 'upgrades/browserstack-mcp-server/v1.2.25__v1.2.27';
  it('browserstack v1.2.25 -> v1.2.27: updateTestRun\'s add_test_cases and preserve_existing_results are critical write modes; removed, not', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    for (const [property, tokens] of [['add_test_cases', ['add', 'test', 'cases']], ['preserve_existing_results', ['preserve', 'existing', 'results']]] as const) {
      const found = criticalAt(run, 'updateTestRun', `/${property}`);
      expect(found.map((change) => change.rule), property).toEqual(['input_property_added']);
      expect(triggersOf(found)).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: property, class: 'write_mode', tokens }));
      expect(criticalAt(runGate(after, before), 'updateTestRun', `/${property}`)).toEqual([]);
    }
  });

  it('a flag named add_, a kept flag off by default or keeping nothing stored, and the same names on a reader, are none', () => {
    expect(classes('add_test_cases', { type: 'array', items: { type: 'string' }, description: 'Test cases to add to the run' })).toEqual(['write_mode']);
    expect(classes('add_timestamp', { type: 'boolean', description: 'Add a timestamp to each line' })).toEqual([]);
    expect(classes('add_test_cases', { type: 'array', items: { type: 'string' } }, false)).toEqual([]);
    // gmail-mcp-server 1.1.0 -> 1.1.1 modify_email ("Modifies email labels"): `addLabelIds` adds the labels it already set.
    const stated = (words: string[]) => assessParameter('addLabelIds', { type: 'array', items: { type: 'string' } }, { tool: { writes: true, statedWords: new Set(words) } }).findings.map((f) => f.class);
    expect(stated(['modifies', 'email', 'labels'])).toEqual([]);
    expect(stated(['modifies', 'email', 'folders'])).toEqual(['write_mode']);
    expect(classes('preserve_existing_results', { type: 'boolean', description: 'Keep existing results (default true)' })).toEqual(['write_mode']);
    expect(classes('preserve_existing_results', { type: 'boolean', default: false, description: 'Keep existing results' })).toEqual([]);
    expect(classes('keep_alive', { type: 'boolean', default: true })).toEqual([]);
  });
});

describe('a parameter made optional that the user is asked for, or that names its alternative', () => {
  it('browserstack v1.2.33 -> v1.2.34: username and password ("omit to have it requested from the user") are warnings that quote it', () => {
    const { before, after } = pair('upgrades/browserstack-mcp-server/v1.2.33__v1.2.34');
    const found = noneCriticalAt(runGate(before, after), 'createAccessibilityAuthConfig', '/password');
    expect(found.flatMap((change) => change.reasons).join(' ')).toContain('omit to have it requested from the user');
    expect(triggersOf(found)).toContainEqual(expect.objectContaining({ kind: 'structure', what: 'left out, asked of the user' }));
  });

  it('a password made optional that the server then fills in stays critical', () => {
    const { before, after } = pair('upgrades/browserstack-mcp-server/v1.2.33__v1.2.34');
    const edited = withProperty(after, 'createAccessibilityAuthConfig', 'password', { type: 'string', description: 'Site password; omit to use the stored admin password.' });
    expect(criticalAt(runGate(before, edited), 'createAccessibilityAuthConfig', '/password').length).toBe(1);
  });

  it('cycode v3.12.0 -> v3.12.1: `files` made optional ("Provide either this or \\"paths\\"") is a warning; the new `paths`, reading the disk, stays critical', () => {
    const { before, after } = pair('upgrades/cycode/v3.12.0__v3.12.1');
    const run = runGate(before, after);
    for (const tool of ['cycode_secret_scan', 'cycode_sca_scan', 'cycode_iac_scan', 'cycode_sast_scan']) {
      noneCriticalAt(run, tool, '/files');
      expect(criticalAt(run, tool, '/paths').length, tool).toBe(1);
    }
  });

  it('an "either this or" naming no parameter of the tool, or leaving neither possible, is no alternative', () => {
    const before = neutralServer(toolDefinition('scan', 'Scan files.', { files: { type: 'object', additionalProperties: { type: 'string' }, description: 'Files to scan' } }, ['files']));
    const after = (description: string) => neutralServer(toolDefinition('scan', 'Scan files.', {
      files: { type: 'object', additionalProperties: { type: 'string' }, description },
      paths: { type: 'array', items: { type: 'string' }, description: 'Paths on disk to scan. Provide either this or "files".' },
    }));
    expect(criticalAt(runGate(before, after('Files to scan. Provide either this or "paths".')), 'scan', '/files')).toEqual([]);
    expect(criticalAt(runGate(before, after('Files to scan. Provide either this or "folder".')), 'scan', '/files').length).toBe(1);
    expect(criticalAt(runGate(before, after('Files to scan. Provide either this or "paths"; if neither is given, the home directory is scanned.')), 'scan', '/files').length).toBe(1);
  });
});

describe('orders to obey what a tool returns, and to use every tool', () => {
  it('shrimp-task-manager 1.0.14 -> 1.0.15 (execute_task) and 1.0.15 -> 1.0.16 (plan_task) are critical with their sentences; reverted, not', () => {
    for (const [id, tool, pattern, quote] of [
      ['upgrades/shrimp-task-manager/1.0.14__1.0.15', 'execute_task', 'obligation_obey_output', 'You must strictly follow the feedback and instructions provided by the tool'],
      ['upgrades/shrimp-task-manager/1.0.15__1.0.16', 'plan_task', 'obligation_obey_output', 'You are expected to strictly follow the step-by-step instructions provided by the tool'],
      ['upgrades/shrimp-task-manager/1.0.15__1.0.16', 'plan_task', 'obligation_other_tools', 'You must use every `available tool` at your disposal'],
    ] as const) {
      const { before, after } = pair(id);
      const found = criticalAt(runGate(before, after), tool, '/description');
      expect(found.length, tool).toBe(1);
      expect(triggersOf(found)).toContainEqual(expect.objectContaining({ kind: 'text', pattern, quote: expect.stringContaining(quote) }));
      expect(criticalAt(runGate(after, before), tool, '/description')).toEqual([]);
    }
  });
});

describe('an enum translated one for one (left open)', () => {
  it('shrimp-task-manager 1.0.8 -> 1.0.9: relatedFiles\' type, Chinese values swapped for English codes, stays critical on the codes that name writes', () => {
    // The locked values (待修改 "to modify", 待建立 "to create") meant the same, but the gate cannot read them: a list
    // swapped out of another script may as well turn ["查看", "參考"] into ["DELETE", "OVERWRITE"]. Listed open.
    const { before, after } = pair('upgrades/shrimp-task-manager/1.0.8__1.0.9');
    const found = criticalAt(runGate(before, after), 'update_task', '/relatedFiles/items/properties/type/enum');
    expect(found.flatMap((change) => change.reasons).join(' ')).toContain('names a new action');
  });
});

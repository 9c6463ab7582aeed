// The sixty-fifth blind batch's classes (issue 21), fixed by class after its first sight (29/43):
// - a menu of a tool's actions after a label inside a sentence ("Persistent memory store. Actions: add|search|list.")
//   documents its free `action`, so a value it newly lists is a new action;
// - a parameter renamed with the documentation that says what it is (`cwd` "Current working directory, leave empty in
//   most cases" -> `workdir` "Optional, current working directory"), the same schema and classes, is the locked one.
// Each asserted on recorded definitions, upgrade and downgrade, with probes that must stay as they are.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { runGate } from '../corpus/corpus.js';
import { pair, replaceTool, toolOf } from './corpusEdits.js';

describe('a menu of actions after a label inside a sentence', () => {
  it('mnemo 1.7.0 -> 1.8.0: memory\'s "Actions: add|...|stats" gaining restore|archived|consolidate is critical, quoting the value; the downgrade is not', () => {
    const { before, after } = pair('upgrades/mnemo-mcp/1.7.0__1.8.0');
    const change = runGate(before, after).changes.find((each) => each.capability?.name === 'memory' && each.pointer === '/description')!;
    expect(change.severity).toBe('critical');
    expect(change.reasons.join(' ')).toContain('"restore"');
    expect(change.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'action', class: 'action_selector' }));
    expect(change.triggers).toContainEqual(expect.objectContaining({ kind: 'text', signal: 'listed_value' }));
    const back = runGate(after, before).changes.find((each) => each.capability?.name === 'memory' && each.pointer === '/description');
    expect(back?.severity).not.toBe('critical');
  });

  it('mnemo 1.13.1 -> 1.14.0: config\'s menu gaining setup_sync (Google Drive OAuth) is critical', () => {
    const { before, after } = pair('upgrades/mnemo-mcp/1.13.1__1.14.0');
    const change = runGate(before, after).changes.find((each) => each.capability?.name === 'config' && each.pointer === '/description')!;
    expect(change.severity).toBe('critical');
    expect(change.reasons.join(' ')).toContain('"setup_sync"');
  });

  it('a value that only reads, a menu under another label, or no action parameter, stays quiet', () => {
    const { before } = pair('upgrades/mnemo-mcp/1.7.0__1.8.0');
    const memory = toolOf(before, 'memory');
    const old = String(memory.description);
    const severity = (description: string, tool: JsonObject = memory) => runGate(before, replaceTool(before, { ...tool, description })).changes
      .find((each) => each.capability?.name === 'memory' && each.pointer === '/description')?.severity;
    expect(old).toContain('Actions: add|search|list|update|delete|export|import|stats.');
    expect(severity(old.replace('|stats.', '|stats|count.'))).not.toBe('critical');
    expect(severity(old.replace('|stats.', '|stats|restore.'))).toBe('critical');
    expect(severity(old.replace('Actions: add|search|list|update|delete|export|import|stats.', 'Formats: json|yaml|csv|xml.'))).not.toBe('critical');
    const schema = memory.inputSchema as JsonObject;
    const properties = { ...(schema.properties as JsonObject) };
    // `action` and `mode` both select what the tool does: with neither, the menu documents no parameter.
    const label = properties.action;
    delete properties.action;
    delete properties.mode;
    const noAction = { ...memory, inputSchema: { ...schema, properties: { ...properties, label } } };
    const withoutAction = replaceTool(before, noAction);
    const change = runGate(withoutAction, replaceTool(withoutAction, { ...noAction, description: old.replace('|stats.', '|stats|restore.') })).changes
      .find((each) => each.capability?.name === 'memory' && each.pointer === '/description');
    expect(change?.severity).not.toBe('critical');
  });
});

describe('a parameter renamed with its documentation', () => {
  it('mcp-server-commands 0.4.2 -> 0.5.0: run_command\'s cwd -> workdir is no new parameter of a class; the downgrade neither', () => {
    const { before, after } = pair('upgrades/mcp-server-commands/0.4.2__0.5.0');
    const added = runGate(before, after).changes.find((each) => each.rule === 'input_property_added' && each.pointer === '/inputSchema/properties/workdir')!;
    expect(added.severity).toBe('warning');
    expect(added.reasons.join(' ')).toContain('`cwd`');
    const back = runGate(after, before).changes.find((each) => each.rule === 'input_property_added' && each.pointer === '/inputSchema/properties/cwd')!;
    expect(back.severity).toBe('warning');
  });

  it('another documentation, another class, or fewer than two words that say what it is, is a new parameter', () => {
    const { before, after } = pair('upgrades/mcp-server-commands/0.4.2__0.5.0');
    const run = toolOf(after, 'run_command');
    const schema = run.inputSchema as JsonObject;
    const severity = (name: string, property: JsonObject) => {
      const properties = { ...(schema.properties as JsonObject) };
      delete properties.workdir;
      const edited = replaceTool(after, { ...run, inputSchema: { ...schema, properties: { ...properties, [name]: property } } });
      return runGate(before, edited).changes.find((each) => each.rule === 'input_property_added' && each.pointer === `/inputSchema/properties/${name}`)?.severity;
    };
    expect(severity('workdir', { type: 'string', description: 'Optional, current working directory' })).toBe('warning');
    expect(severity('output_dir', { type: 'string', description: 'Directory where the command writes its output files' })).toBe('critical');
    expect(severity('workdir', { type: 'string', description: 'Optional, directory' })).toBe('critical');
  });
});

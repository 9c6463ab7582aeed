// Classes left open after the sixty-fifth blind batch, fixed before the sixty-sixth was read (issue 21):
// - a clause word in capitals inside prose is a query language's keyword, not the end of what the value is ("Unsafe raw
//   WHERE SQL clause for trusted local/admin use only": the head runs on to "SQL clause");
// - a parameter with no documentation of its own is read by the documentation the live server gives the same parameter,
//   of the same type, on another tool (henkey-postgres's bare `rawWhere` on pg_copy_between_databases);
// - "Optional, ..." opening a description is no head of its own, and `stdin` is what a program the tool runs reads: for
//   an interpreter, a script (mcp-server-commands' run_command gaining `stdin`).
// Each asserted on recorded definitions, upgrade and downgrade, with probes that must stay as they are.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { runGate } from '../corpus/corpus.js';
import { pair, replaceTool, toolOf } from './corpusEdits.js';

const writer = { tool: { writes: true, nameWords: new Set(['pg', 'execute', 'mutation']) } };
const classesOf = (name: string, description: string, options: object = writer) =>
  assessParameter(name, { type: 'string', description }, options).findings.map((finding) => finding.class);

describe('a clause word in capitals is a keyword', () => {
  it('henkey-postgres 1.0.7 -> 2.0.0: pg_execute_mutation\'s rawWhere ("Unsafe raw WHERE SQL clause") is a query language; removing it is not critical', () => {
    const { before, after } = pair('upgrades/henkey-postgres-mcp-server/1.0.7__2.0.0');
    const change = runGate(before, after).changes.find((each) => each.capability?.name === 'pg_execute_mutation' && each.pointer === '/inputSchema/properties/rawWhere')!;
    expect(change.rule).toBe('input_property_added');
    expect(change.severity).toBe('critical');
    expect(change.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'rawWhere', class: 'query_language', tokens: ['sql'], evidence: 'description' }));
    const back = runGate(after, before).changes.filter((each) => each.pointer === '/inputSchema/properties/rawWhere');
    expect(back.length).toBeGreaterThan(0);
    expect(back.every((each) => each.severity !== 'critical')).toBe(true);
  });

  it('the same words in lower case still end the head, and prose all in capitals keeps its clause words', () => {
    expect(classesOf('rawWhere', 'Unsafe raw WHERE SQL clause for trusted local/admin use only')).toContain('query_language');
    expect(classesOf('rawWhere', 'Raw SQL WHERE clause')).toContain('query_language');
    expect(classesOf('label', 'Label shown where SQL results are listed')).not.toContain('query_language');
    expect(classesOf('label', 'LABEL SHOWN WHERE SQL RESULTS ARE LISTED')).not.toContain('query_language');
  });
});

describe('documentation the live server gives the same parameter on another tool', () => {
  it('henkey-postgres 1.0.7 -> 2.0.0: pg_copy_between_databases\' bare rawWhere is read by pg_execute_mutation\'s documentation, and says so', () => {
    const { before, after } = pair('upgrades/henkey-postgres-mcp-server/1.0.7__2.0.0');
    const change = runGate(before, after).changes.find((each) => each.capability?.name === 'pg_copy_between_databases' && each.pointer === '/inputSchema/properties/rawWhere')!;
    expect((toolOf(after, 'pg_copy_between_databases').inputSchema as JsonObject & { properties: JsonObject }).properties.rawWhere).toEqual({ type: 'string' });
    expect(change.severity).toBe('critical');
    expect(change.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'rawWhere', class: 'query_language', tokens: ['sql'] }));
    expect(change.reasons.join(' ')).toContain('documents it on `pg_execute_mutation`');
    const back = runGate(after, before).changes.find((each) => each.capability?.name === 'pg_copy_between_databases' && each.pointer === '/inputSchema/properties/rawWhere');
    expect(back?.severity).not.toBe('critical');
  });

  it('another type, or no documentation on any tool, leaves the bare parameter undocumented', () => {
    const { before, after } = pair('upgrades/henkey-postgres-mcp-server/1.0.7__2.0.0');
    const propertiesOf = (tool: JsonObject) => (tool.inputSchema as JsonObject & { properties: Record<string, JsonObject> }).properties;
    const severity = (edit: (tools: Record<string, JsonObject>) => void) => {
      const tools = Object.fromEntries(['pg_execute_mutation', 'pg_manage_indexes', 'pg_copy_between_databases'].map((name) => [name, structuredClone(toolOf(after, name))]));
      edit(tools);
      const edited = Object.values(tools).reduce((snapshot, tool) => replaceTool(snapshot, tool), after);
      return runGate(before, edited).changes
        .find((each) => each.capability?.name === 'pg_copy_between_databases' && each.pointer === '/inputSchema/properties/rawWhere')?.severity;
    };
    expect(severity(() => undefined)).toBe('critical');
    expect(severity((tools) => { propertiesOf(tools.pg_copy_between_databases!).rawWhere = { type: 'array', items: { type: 'string' } }; })).not.toBe('critical');
    expect(severity((tools) => {
      for (const name of ['pg_execute_mutation', 'pg_manage_indexes']) delete propertiesOf(tools[name]!).rawWhere!.description;
    })).not.toBe('critical');
  });

  it('two wordings on the live tools: none is borrowed', () => {
    const { before, after } = pair('upgrades/henkey-postgres-mcp-server/1.0.7__2.0.0');
    const indexes = structuredClone(toolOf(after, 'pg_manage_indexes'));
    const properties = (indexes.inputSchema as JsonObject & { properties: Record<string, JsonObject> }).properties;
    expect(properties.rawWhere?.description).toBe('Unsafe raw WHERE SQL clause for trusted local/admin use only');
    properties.rawWhere = { type: 'string', description: 'Label of the partial index' };
    const change = runGate(before, replaceTool(after, indexes)).changes
      .find((each) => each.capability?.name === 'pg_copy_between_databases' && each.pointer === '/inputSchema/properties/rawWhere');
    expect(change?.severity).not.toBe('critical');
  });
});

describe('"Optional, ..." and stdin', () => {
  it('mcp-server-commands 0.4.2 -> 0.5.0: run_command\'s stdin ("Optional, text to pipe into the command\'s STDIN. For example, pass a python script to python3") is a command input; the downgrade is not critical', () => {
    const { before, after } = pair('upgrades/mcp-server-commands/0.4.2__0.5.0');
    const change = runGate(before, after).changes.find((each) => each.pointer === '/inputSchema/properties/stdin')!;
    expect(change.rule).toBe('input_property_added');
    expect(change.severity).toBe('critical');
    expect(change.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'stdin', class: 'execute_command', tokens: ['stdin'], evidence: 'name' }));
    const back = runGate(after, before).changes.filter((each) => each.pointer === '/inputSchema/properties/stdin');
    expect(back.every((each) => each.severity !== 'critical')).toBe(true);
  });

  it('"Optional," is skipped, not the head: the head after it is judged', () => {
    expect(classesOf('target', 'Optional, shell command run after the build')).toContain('execute_command');
    expect(classesOf('target', 'Optional shell command run after the build')).toContain('execute_command');
    expect(classesOf('label', 'Optional, label shown for the command in the list')).not.toContain('execute_command');
    expect(classesOf('label', 'Optional, label, used for the shell history')).not.toContain('execute_command');
  });
});

// Classes of mistake found by the first-sight score of batch issue-21-seventh (docs/VERDICTS.md), each
// fixed as a class and tested on the recorded pair that showed it (both directions) and on edits that
// must keep the other verdict:
// - a root additionalProperties false dropped beside a free-form map the locked tool already took guarded nothing;
// - "Sender email address": the identity a message is sent as is a credential, so its guards count;
// - a generator that returns what it makes and writes nothing, taking parameters the locked tools took, grows nothing;
// - a new source of what a writing tool writes (`source_type` gains git, a `repository`) is a new reach;
// - a tool named for a write, documented as overwriting its target, does the write its name said;
// - a duplicate definition's critical says why (the reversed-corpus invariant found none did).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { runGate } from '../corpus/corpus.js';
import { pair, at, toolOf, replaceTool, renameTool, addTool } from './corpusEdits.js';

const withProperty = (tool: JsonObject, name: string, schema: JsonObject): JsonObject => {
  const input = tool.inputSchema as JsonObject;
  return { ...tool, inputSchema: { ...input, properties: { ...(input.properties as JsonObject), [name]: schema } } };
};

describe('a root guard beside a free-form map the locked tool already took', () => {
  it('ios-simulator-mcp 1.6.0 -> 2.1.0: launch_app (env: a free map) drops root additionalProperties false: a warning; swapped, a narrowing', () => {
    const { before, after } = pair('upgrades/ios-simulator-mcp/1.6.0__2.1.0');
    const [dropped] = at(runGate(before, after), 'launch_app', '/inputSchema/additionalProperties');
    expect(dropped).toMatchObject({ rule: 'input_additional_properties_allowed', severity: 'warning' });
    expect(at(runGate(after, before), 'launch_app', '/inputSchema/additionalProperties').map((c) => c.severity)).not.toContain('critical');
  });

  it('a command parameter the guard protected still makes it critical', () => {
    const { before, after } = pair('upgrades/ios-simulator-mcp/1.6.0__2.1.0');
    const add = (snapshot: typeof before) => replaceTool(snapshot, withProperty(toolOf(snapshot, 'launch_app'), 'args', { type: 'array', items: { type: 'string' } }));
    expect(at(runGate(add(before), add(after)), 'launch_app', '/inputSchema/additionalProperties')[0]?.severity).toBe('critical');
  });
});

describe('the identity a message is sent as', () => {
  it('resend-mcp 2.6.0 -> 2.6.1: send-batch-emails from ("Sender email address") loses format email and pattern: critical, credential; swapped, constraints added', () => {
    const { before, after } = pair('upgrades/resend-mcp/2.6.0__2.6.1');
    const lost = at(runGate(before, after), 'send-batch-emails', '/from/');
    expect(lost.map((c) => [c.rule, c.severity])).toEqual([['input_constraint_removed', 'critical'], ['input_constraint_removed', 'critical']]);
    expect(lost[0]?.triggers?.[0]).toMatchObject({ kind: 'parameter', parameter: 'from', class: 'credential', tokens: ['sender', 'email'], evidence: 'description' });
    expect(at(runGate(after, before), 'send-batch-emails', '/from/').map((c) => c.severity)).not.toContain('critical');
  });

  it('"sender" needs an address or identity after it', () => {
    const classes = (description: string) => assessParameter('from', { type: 'string', description }).findings.map((f) => f.class);
    expect(classes('Sender email address.')).toContain('credential');
    expect(classes('Start date of the range.')).not.toContain('credential');
    expect(classes('Sender name shown in the list.')).not.toContain('credential');
  });
});

describe('a generator that returns what it makes', () => {
  it('@openzeppelin/contracts-mcp 0.5.8 -> 0.7.1: tron-custom and stellar-vault ("Returns the source code ... Does not write to disk.") are warnings quoting it; swapped, removals', () => {
    const { before, after } = pair('upgrades/openzeppelin-contracts-mcp/0.5.8__0.7.1');
    for (const name of ['tron-custom', 'stellar-vault', 'confidential-erc7984']) {
      const [added] = at(runGate(before, after), name, '');
      expect(added).toMatchObject({ rule: 'tool_added', severity: 'warning' });
      expect(added?.reasons.join(' ')).toContain('returns what it makes and writes nothing');
      expect(at(runGate(after, before), name, '').map((c) => c.severity)).not.toContain('critical');
    }
  });

  it('without "writes nothing", or with a parameter of a class the locked tools did not take, it acts', () => {
    const { before, after } = pair('upgrades/openzeppelin-contracts-mcp/0.5.8__0.7.1');
    const tool = toolOf(after, 'tron-custom');
    const severity = (edited: JsonObject) => at(runGate(before, addTool(after, edited)), String(edited.name), '')
      .find((c) => c.rule === 'tool_added')?.severity;
    expect(severity({ ...tool, name: 'tron-custom-2' })).toBe('warning');
    expect(severity({ ...tool, name: 'tron-custom-3', description: String(tool.description).replace(' Does not write to disk.', '') })).toBe('critical');
    expect(severity(withProperty({ ...tool, name: 'tron-custom-4' }, 'output_path', { type: 'string' }))).toBe('critical');
    expect(severity({ ...tool, name: 'tron-custom-5', description: `${String(tool.description)} Deploys it to the network.` })).toBe('critical');
  });
});

describe('a new source of what a writing tool writes', () => {
  it('hostinger-api-mcp 1.60.1 -> 1.60.2: hosting_startNode_jsBuildV1 source_type gains git and source_options a repository: critical, network_target; swapped, not', () => {
    const { before, after } = pair('upgrades/hostinger-api-mcp/1.60.1__1.60.2');
    const run = runGate(before, after);
    const [value] = at(run, 'hosting_startNode_jsBuildV1', '/source_type/enum');
    expect(value).toMatchObject({ rule: 'input_enum_value_added', severity: 'critical' });
    expect(value?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'source_type', class: 'network_target', tokens: ['source', 'git'], evidence: 'enum' }));
    const [repository] = at(run, 'hosting_startNode_jsBuildV1', '/source_options/properties/repository');
    expect(repository?.severity).toBe('critical');
    expect(repository?.triggers?.[0]).toMatchObject({ kind: 'parameter', class: 'network_target', tokens: ['repository'], evidence: 'tool' });
    expect(at(runGate(after, before), 'hosting_startNode_jsBuildV1', '/source_').map((c) => c.severity)).not.toContain('critical');
  });

  it('a repository on a tool that does not write names no place it writes', () => {
    const reader = assessParameter('repository', { type: 'string' }, { tool: { writes: false } }).findings.map((f) => f.class);
    const writer = assessParameter('repository', { type: 'string' }, { tool: { writes: true } }).findings.map((f) => f.class);
    expect(reader).not.toContain('network_target');
    expect(writer).toContain('network_target');
  });
});

describe('a write its name states, documented as overwriting', () => {
  it('ssh-mcp 2.10.0 -> 2.11.0: sftp-upload "Replaces an existing file at that path unconditionally" raises the risk as a warning; swapped, a lowering', () => {
    const { before, after } = pair('upgrades/ssh-mcp/2.10.0__2.11.0');
    const [raised] = at(runGate(before, after), 'sftp-upload', '').filter((c) => c.rule === 'risk_level_raised');
    expect(raised).toMatchObject({ severity: 'warning' });
    expect(raised?.reasons.join(' ')).toContain('documents how a write the name already states lands');
    expect(raised?.triggers?.some((t) => t.kind === 'text' && t.quote.startsWith('Replaces an existing file'))).toBe(true);
    expect(at(runGate(after, before), 'sftp-upload', '').filter((c) => c.rule === 'risk_level_raised')).toEqual([]);
  });

  it('a deleting word, or a name that does not write, stays critical', () => {
    const { before, after } = pair('upgrades/ssh-mcp/2.10.0__2.11.0');
    const tool = toolOf(after, 'sftp-upload');
    const raise = (edited: JsonObject, base = before) => at(runGate(base, replaceTool(after, edited)), String(edited.name), '').filter((c) => c.rule === 'risk_level_raised')[0]?.severity;
    expect(raise({ ...tool, description: `${String(tool.description)} Then deletes the local file.` })).toBe('critical');
    const renamed = (snapshot: typeof before) => renameTool(snapshot, 'sftp-upload', 'sftp-transfer');
    expect(at(runGate(renamed(before), renamed(after)), 'sftp-transfer', '').filter((c) => c.rule === 'risk_level_raised')[0]?.severity).toBe('critical');
  });
});

describe('a duplicate definition says why', () => {
  it('alphavantage 0.3.11 -> 0.3.12: company_dividends listed twice in both versions: a warning on every run, its reason saying the lockfile recorded the same definitions', () => {
    const { before, after } = pair('upgrades/alphavantage/0.3.11__0.3.12');
    const [duplicate] = at(runGate(before, after), 'company_dividends', '').filter((c) => c.rule === 'duplicate_definition' && c.capability.type === 'tool');
    expect(duplicate?.severity).toBe('warning');
    expect(duplicate?.reasons.join(' ')).toContain('listed 2 times');
    expect(duplicate?.reasons.join(' ')).toContain('the lockfile recorded the same definitions');
  });

  it('alphavantage 0.3.10 -> 0.3.11: a new duplicate (company_splits listed as a second company_dividends) says the lockfile had one', () => {
    const { before, after } = pair('upgrades/alphavantage/0.3.10__0.3.11');
    const [duplicate] = at(runGate(before, after), 'company_dividends', '').filter((c) => c.rule === 'duplicate_definition' && c.capability.type === 'tool');
    expect(duplicate?.severity).toBe('critical');
    expect(duplicate?.reasons.join(' ')).toContain('the lockfile had one definition or none');
  });
});

// Batch issue-21-eighth's first sight (the same file: two classes).
describe('properties declared in an object the locked schema left free-form', () => {
  it('mcp-outline 1.8.0 -> 1.9.0: batch_update_documents updates[] items {type: object, additionalProperties: true} gain declared id/title/text/append: warnings; swapped, not critical', () => {
    const { before, after } = pair('upgrades/mcp-outline/1.8.0__1.9.0');
    const [append] = at(runGate(before, after), 'batch_update_documents', '/updates/items/properties/append');
    expect(append).toMatchObject({ rule: 'input_property_added', severity: 'warning' });
    expect(append?.reasons.join(' ')).toContain('free-form in the locked schema');
    expect(append?.triggers?.[0]).toMatchObject({ kind: 'structure', what: 'property declared in an object the locked schema left free-form' });
    expect(at(runGate(after, before), 'batch_update_documents', '/updates/items').map((c) => c.severity)).not.toContain('critical');
  });

  it('an object whose locked schema declared properties, or kept undeclared ones out, still counts new ones', () => {
    const { before, after } = pair('upgrades/mcp-outline/1.8.0__1.9.0');
    const lockItems = (items: JsonObject) => replaceTool(before, (() => {
      const tool = toolOf(before, 'batch_update_documents');
      const input = tool.inputSchema as JsonObject;
      const properties = input.properties as JsonObject;
      return { ...tool, inputSchema: { ...input, properties: { ...properties, updates: { ...(properties.updates as JsonObject), items } } } };
    })());
    const severityOf = (locked: typeof before) => at(runGate(locked, after), 'batch_update_documents', '/updates/items/properties/append')[0]?.severity;
    expect(severityOf(lockItems({ type: 'object', additionalProperties: false, properties: { id: { type: 'string' } } }))).toBe('critical');
    expect(severityOf(lockItems({ type: 'object', properties: { id: { type: 'string' } } }))).toBe('critical');
  });
});

describe('a verb written as a keyword', () => {
  it('@berthojoris/mcp-mysql-server 1.42.0 -> 1.42.2: execute_write_query "DELETE SQL requires the separate \"delete\" permission" raises the risk as a warning; swapped, a lowering', () => {
    const { before, after } = pair('upgrades/mcp-mysql-server-berthojoris/1.42.0__1.42.2');
    const [raised] = at(runGate(before, after), 'execute_write_query', '').filter((c) => c.rule === 'risk_level_raised');
    expect(raised).toMatchObject({ severity: 'warning' });
    expect(raised?.triggers?.[0]).toMatchObject({ kind: 'text', signal: 'risk_word', pattern: 'admin_operation' });
    expect(at(runGate(after, before), 'execute_write_query', '').filter((c) => c.rule === 'risk_level_raised')).toEqual([]);
  });

  it('the same verb as the tool\'s action still corroborates', () => {
    const { before, after } = pair('upgrades/mcp-mysql-server-berthojoris/1.42.0__1.42.2');
    const tool = toolOf(after, 'execute_write_query');
    const raise = (sentence: string) => at(runGate(before, replaceTool(after, { ...tool, description: String(tool.description).replace('DELETE SQL requires the separate "delete" permission in addition to "execute".', sentence) })), 'execute_write_query', '')
      .filter((c) => c.rule === 'risk_level_raised')[0]?.severity;
    expect(raise('It can also delete users and revoke their permissions.')).toBe('critical');
    expect(raise('DELETE the permissions of any user first.')).toBe('critical');
  });
});

// Batch issue-21-ninth: a defect its data found (the reversed-corpus invariant "every critical says why").
describe('a schema change the diff cannot classify says why', () => {
  it('agent-device 0.20.5 -> 0.21.3: batch steps[].input gains the unknown keyword commandInputFor: critical input_schema_changed with a reason', () => {
    const { before, after } = pair('upgrades/agent-device/0.20.5__0.21.3');
    const [unknown] = at(runGate(before, after), 'batch', '/commandInputFor').filter((c) => c.rule === 'input_schema_changed');
    expect(unknown?.severity).toBe('critical');
    expect(unknown?.reasons.join(' ')).toContain('not classified, so never assumed cosmetic: input schema changed: `commandInputFor` changed from (absent) to "command"');
  });
});

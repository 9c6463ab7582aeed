// Classes of the sixty-second batch, fixed after its first sight, each on the recorded definitions with counter-cases:
// - a flag documented as overwriting what exists ("Required True if overwriting existing config"), on a tool that writes
//   or whose locked first sentence says it acts, is a write mode (src/risk/parameters.ts, OVERWRITES_EXISTING);
// - a parameter that now also takes a scalar (string -> string | number, integer -> string) carries no more than it did
//   when its classes are the ones it had, or ones a locked sibling already takes (`port` beside `host`)
//   (src/diff/inputSeverity.ts);
// - "org/repo path" is the path of an object the backend keeps, not a file (src/risk/parameters.ts, OWNER_NAME_PATH);
// - a new `fileName` beside new inline content (`fileContent`) on a tool that already took a path labels what is sent
//   (src/diff/inputSeverity.ts, inlineContentNamed);
// - a new tool carrying only the read actions of a removed tool, with its parameters, reads what it read
//   (src/risk/restructured.ts, carvesReadActions).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { runGate } from '../corpus/corpus.js';
import { criticalAt, neutralServer, noneCriticalAt, pair, toolAdded, toolDefinition, toolOf, replaceTool, withProperty } from './corpusEdits.js';

const triggersOf = (changes: { triggers?: unknown[] }[]) => changes.flatMap((change) => change.triggers ?? []) as JsonObject[];
const propertiesOf = (tool: JsonObject) => (tool.inputSchema as JsonObject).properties as JsonObject;

describe('a flag documented as overwriting what exists', () => {
  const id = 'upgrades/hummingbot-mcp/1.0.2__1.0.4';
  it('hummingbot-mcp 1.0.2 -> 1.0.4: manage_bots\' confirm_override ("Required True if overwriting existing config") is a critical write mode; removed, not', () => {
    const { before, after } = pair(id);
    const found = criticalAt(runGate(before, after), 'manage_bots', '/confirm_override');
    expect(triggersOf(found)).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'confirm_override', class: 'write_mode', tokens: ['overwriting', 'existing'], evidence: 'description' }));
    expect(criticalAt(runGate(after, before), 'manage_bots', '/confirm_override')).toEqual([]);
  });

  it('documented as keeping what exists, on a tool that neither writes nor says it acts, or not a flag, it is none', () => {
    const flag = { type: 'boolean', default: false };
    const classes = (documentation: string, tool: { writes: boolean; statedWords?: Set<string> }, schema: JsonObject = flag) =>
      assessParameter('confirm_override', schema, { nested: 'none', tool, documentation }).findings.map((finding) => finding.class);
    expect(classes('Required True if overwriting existing config.', { writes: true })).toEqual(['write_mode']);
    expect(classes('Set to true to replace the existing file.', { writes: false, statedWords: new Set(['manage', 'bots', 'deploy']) })).toEqual(['write_mode']);
    expect(classes('Skip instead of overwriting existing files.', { writes: true })).toEqual([]);
    expect(classes('Required True if overwriting existing config.', { writes: false, statedWords: new Set(['list', 'bots']) })).toEqual([]);
    expect(classes('Required True if overwriting existing config.', { writes: true }, { type: 'integer' })).toEqual([]);
  });
});

describe('a parameter that now also takes a scalar', () => {
  it('alibabacloud-devops-mcp 0.3.57 -> 0.3.58: repositoryId string -> string | number keeps the class it had: a warning, as is the reworded "org/repo path"', () => {
    const { before, after } = pair('upgrades/alibabacloud-devops-mcp/0.3.57__0.3.58');
    const run = runGate(before, after);
    // On a tool that writes, `repository` selects where it writes (network_target), as it did.
    for (const tool of ['create_branch', 'delete_file']) {
      const found = noneCriticalAt(run, tool, '/repositoryId/type');
      expect(found.flatMap((change) => change.reasons).join(' '), tool).toContain('a scalar (number) holds no more than the string it took, and its classes are ones the locked tool had (network_target, as it was)');
    }
    for (const tool of ['compare', 'get_branch']) {
      noneCriticalAt(run, tool, '/repositoryId/type');
      noneCriticalAt(run, tool, '/repositoryId/description');
    }
  });

  it('alibabacloud-dms-mcp-server 0.1.0 -> 0.1.1: getInstance\'s port integer -> string is a warning: the locked port was a network target already', () => {
    const { before, after } = pair('upgrades/alibabacloud-dms-mcp-server/0.1.0__0.1.1');
    const found = noneCriticalAt(runGate(before, after), 'getInstance', '/port/type');
    expect(found.flatMap((change) => change.reasons).join(' ')).toContain('a scalar (string) holds no more than the integer it took, and its classes are ones the locked tool had (network_target, as it was)');
  });

  it('a flag turned string that now names a place is a warning beside a locked host, critical without one; a string turned object is critical', () => {
    const tool = (properties: JsonObject) => toolDefinition('connect_instance', 'Connect to a database instance.', properties);
    const host = { host: { type: 'string', description: 'Host of the instance.' } };
    const beside = runGate(neutralServer(tool({ ...host, proxy: { type: 'boolean' } })), neutralServer(tool({ ...host, proxy: { type: 'string' } })));
    expect(noneCriticalAt(beside, 'connect_instance', '/proxy/type').flatMap((change) => change.reasons).join(' ')).toContain('network_target, which `host` already takes');
    const alone = runGate(neutralServer(tool({ proxy: { type: 'boolean' } })), neutralServer(tool({ proxy: { type: 'string' } })));
    expect(triggersOf(criticalAt(alone, 'connect_instance', '/proxy/type'))).toContainEqual(expect.objectContaining({ parameter: 'proxy', class: 'network_target' }));
    const source = pair('upgrades/alibabacloud-devops-mcp/0.3.57__0.3.58');
    const asObject = withProperty(source.after, 'create_branch', 'repositoryId', { type: ['string', 'object'], description: 'Repository ID' });
    expect(criticalAt(runGate(source.before, asObject), 'create_branch', '/repositoryId').length).toBeGreaterThan(0);
  });

  it('"org/repo path" names no file; "local repo path" and "a/b path on disk" still do', () => {
    const classes = (description: string) => assessParameter('repositoryId', { type: 'string', description }, { nested: 'none', tool: { writes: false } }).findings.map((finding) => finding.class);
    expect(classes('Repository ID, or org/repo path with slashes URL-encoded as %2F.')).toEqual([]);
    expect(classes('Repository ID, or group/project path.')).toEqual([]);
    expect(classes('Path of the local repository clone.')).toContain('file_access');
    expect(classes('The org/repo path of the local file on disk.')).toContain('file_access');
  });
});

describe('a file name for content given in the call', () => {
  const id = 'upgrades/alibabacloud-devops-mcp/0.3.53__0.3.54';
  it('alibabacloud-devops-mcp 0.3.53 -> 0.3.54: create_workitem_attachment\'s fileName beside the new fileContent is a warning; filePath made optional stays critical', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    const found = noneCriticalAt(run, 'create_workitem_attachment', '/fileName');
    expect(found.flatMap((change) => change.reasons).join(' ')).toContain('it names the content `fileContent`');
    expect(criticalAt(run, 'create_workitem_attachment', '/filePath').length).toBe(1);
  });

  it('without new inline content, or on a tool that took no path, a new fileName is critical', () => {
    const { before, after } = pair(id);
    const tool = toolOf(after, 'create_workitem_attachment');
    const { fileContent: _content, ...noContent } = propertiesOf(tool);
    const withoutContent = replaceTool(after, { ...tool, inputSchema: { ...(tool.inputSchema as JsonObject), properties: noContent } });
    expect(criticalAt(runGate(before, withoutContent), 'create_workitem_attachment', '/fileName').length).toBe(1);
    const locked = toolOf(before, 'create_workitem_attachment');
    const { filePath: _path, ...noPath } = propertiesOf(locked);
    const pathless = replaceTool(before, { ...locked, inputSchema: { ...(locked.inputSchema as JsonObject), properties: noPath, required: ['organizationId', 'workItemId'] } });
    expect(criticalAt(runGate(pathless, after), 'create_workitem_attachment', '/fileName').length).toBe(1);
  });
});

describe('the read actions of a removed tool under another name', () => {
  const id = 'upgrades/hummingbot-mcp/1.0.1__1.0.2';
  it('hummingbot-mcp 1.0.1 -> 1.0.2: explore_dex_pools (list_pools, get_pool_info of the removed manage_gateway_clmm) is a warning naming it', () => {
    const { before, after } = pair(id);
    const added = toolAdded(runGate(before, after), 'explore_dex_pools');
    expect(added.severity).toBe('warning');
    expect(added.reasons.join(' ')).toContain('the read actions of removed tool "manage_gateway_clmm" under another name');
  });

  it('with an action that writes, a value the removed tool did not hold, a parameter it did not take, or the removed tool kept, it is critical', () => {
    const { before, after } = pair(id);
    const tool = toolOf(after, 'explore_dex_pools');
    const properties = propertiesOf(tool);
    const withAction = (values: string[]) => replaceTool(after, { ...tool, inputSchema: { ...(tool.inputSchema as JsonObject), properties: { ...properties, action: { ...(properties.action as JsonObject), enum: values } } } });
    expect(toolAdded(runGate(before, withAction(['list_pools', 'open_position'])), 'explore_dex_pools').severity).toBe('critical');
    expect(toolAdded(runGate(before, withAction(['list_pools', 'list_wallets'])), 'explore_dex_pools').severity).toBe('critical');
    const extra = replaceTool(after, { ...tool, inputSchema: { ...(tool.inputSchema as JsonObject), properties: { ...properties, rpc_url: { type: 'string' } } } });
    expect(toolAdded(runGate(before, extra), 'explore_dex_pools').severity).toBe('critical');
    const kept = { ...after, listed: { ...after.listed, tools: [...(after.listed.tools as JsonObject[]), toolOf(before, 'manage_gateway_clmm')] } } as typeof after;
    expect(toolAdded(runGate(before, kept), 'explore_dex_pools').severity).toBe('critical');
  });
});

// Classes of the fifty-fifth batch, fixed after its first sight, each on the recorded definitions, upgrade and
// downgrade, with counter-cases the fix must not swallow:
// - `include_domains` of a web search that writes nothing (academia `tavily_web_search`): which results it keeps, no
//   network target (parameters.ts, searchResultPlaces);
// - `policy` on a tool that creates or changes a credential, key, role or account (zapier `create-client-credentials`):
//   what that credential may do, a permission (POLICY_NAMES, grantsAuthority);
// - `get_tool_usage` ("usage information for a specific tool"): one more form of the `lists_own_tools` kind;
// - "NixOS" is one name, not the word "os" (words.ts, NAMED_OS): `nixos_channels` "List available NixOS channels with
//   their status" reads no host system;
// - `environment` "Environment name (default: dev)": a deployment stage named, not the host's environment (index.ts,
//   stageNameParameters);
// - a reader of objects the locked tools name, placed at a source none of them names ("Search for videos on YouTube"
//   beside tools that download a given URL), reaches a new place (newTool.ts, newNames in the all-named route);
// - a new tool spelling a removed tool's name otherwise (`tavily_search` for `tavily-search`, another input) is that tool
//   renamed, and a renamed tool is new: not a reader of what the locked tools reach.
// Also: a name the locked descriptions hold whole ("GitHub") is no new source, though their words are split where the
// case turns (lockedSurface's textWords; test/diff/newTool.test.ts, server-github's search_code).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { runGate } from '../corpus/corpus.js';
import { addTool, at, criticalAt, neutralServer, noneCriticalAt, pair, replaceTool, toolAdded, toolDefinition, toolOf, withProperty } from './corpusEdits.js';

const triggersOf = (changes: { triggers?: unknown[] }[]) => changes.flatMap((change) => change.triggers ?? []) as JsonObject[];

describe('a list of domains a web search keeps its results to', () => {
  const id = 'upgrades/academia-mcp/1.10.5__1.10.6';
  it('academia 1.10.5 -> 1.10.6: include_domains on three web searches is a filter, not critical, both ways', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    for (const tool of ['tavily_web_search', 'exa_web_search', 'web_search']) {
      const found = noneCriticalAt(run, tool, '/include_domains');
      expect(triggersOf(found).filter((trigger) => trigger.class === 'network_target')).toEqual([]);
    }
    expect(run.verdict).toBe('pass');
    expect(runGate(after, before).verdict).toBe('pass');
  });

  it('a bare domain, a fetch or crawl, or a tool that writes keeps the domains a network target', () => {
    const { before } = pair(id);
    const added = (tool: JsonObject, name: string) => {
      const base = neutralServer(tool);
      return criticalAt(runGate(base, withProperty(base, String(tool.name), name, { type: 'array', items: { type: 'string' } })), String(tool.name), `/${name}`);
    };
    const search = toolOf(before, 'tavily_web_search');
    expect(added(search, 'include_domains')).toEqual([]);
    expect(added(search, 'exclude_sites')).toEqual([]);
    expect(added(search, 'domains').length).toBe(1);
    expect(added(toolDefinition('crawl_site', 'Crawl a website starting from a URL.', { url: { type: 'string' } }), 'include_domains').length).toBe(1);
    expect(added(toolDefinition('create_search_monitor', 'Create a monitor that searches the web every day and stores new results.', { query: { type: 'string' } }), 'include_domains').length).toBe(1);
  });
});

describe('the policy of a credential a tool mints', () => {
  const id = 'upgrades/zapier-sdk-mcp/0.10.9__0.13.17';
  it('zapier 0.10.9 -> 0.13.17: create-client-credentials\' new open `policy` is a critical permission whose trigger names it; removed, not critical', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    const found = criticalAt(run, 'create-client-credentials', '/policy');
    expect(found.length).toBe(1);
    expect(triggersOf(found)).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'policy', class: 'permission', tokens: ['policy'] }));
    expect(run.verdict).toBe('fail');
    expect(criticalAt(runGate(after, before), 'create-client-credentials', '/policy')).toEqual([]);
  });

  it('a policy of something else, or on a tool that only reads, carries no authority', () => {
    const added = (tool: JsonObject, name: string, schema: JsonObject) => {
      const base = neutralServer(tool);
      return criticalAt(runGate(base, withProperty(base, String(tool.name), name, schema)), String(tool.name), `/${name}`);
    };
    const open = { type: 'object', additionalProperties: {} };
    expect(added(toolDefinition('create_api_key', 'Create a new API key for the workspace.', { name: { type: 'string' } }), 'policy', open).length).toBe(1);
    expect(added(toolDefinition('update_role', 'Update a role of the organization.', { role_id: { type: 'string' } }), 'policies', open).length).toBe(1);
    expect(added(toolDefinition('get_credentials', 'Get the client credentials of the user.', { name: { type: 'string' } }), 'policy', open)).toEqual([]);
    expect(added(toolDefinition('create_job', 'Create a batch job.', { name: { type: 'string' } }), 'policy', { type: 'string', enum: ['Never', 'OnFailure'] })).toEqual([]);
    expect(added(toolDefinition('create_client_credentials', 'Create new client credentials.', { name: { type: 'string' } }), 'retry_policy', open)).toEqual([]);
  });
});

describe('usage information for one of the server\'s own tools', () => {
  it('mcp-nixos 0.3.1 -> 0.4.0: get_tool_usage and discover_tools are warnings of kind lists_own_tools; removed, not critical', () => {
    const { before, after } = pair('upgrades/mcp-nixos/0.3.1__0.4.0');
    const run = runGate(before, after);
    for (const tool of ['get_tool_usage', 'discover_tools']) {
      const change = toolAdded(run, tool);
      expect(change.severity, tool).toBe('warning');
      expect(change.reasons.join(' ')).toContain('lists or searches the server\'s own tools');
    }
    const usage = toolAdded(run, 'get_tool_usage');
    const trigger = triggersOf([usage]).find((each) => each.signal === 'own_tools_listed')!;
    expect(String(toolOf(after, 'get_tool_usage').description).slice(...(trigger.match as [number, number]))).toBe('usage information for a specific tool');
    expect(run.verdict).toBe('pass');
    expect(runGate(after, before).verdict).toBe('pass');
  });

  it('usage of a device, or a tool that runs the one it names, is no catalog', () => {
    const { before, after } = pair('upgrades/mcp-nixos/0.3.1__0.4.0');
    const usage = toolOf(after, 'get_tool_usage');
    const severity = (edited: JsonObject) => toolAdded(runGate(before, replaceTool(after, edited, 'get_tool_usage')), String(edited.name)).severity;
    expect(severity(usage)).toBe('warning');
    expect(severity({ ...usage, name: 'get_device_usage', description: 'Get detailed usage information for a specific device.' })).toBe('critical');
    expect(severity({ ...usage, name: 'run_tool', description: 'Run a specific tool and return its usage information for a specific tool.' })).toBe('critical');
  });
});

describe('a product name glued to "OS"', () => {
  const id = 'upgrades/mcp-nixos/0.5.1__1.0.0';
  it('mcp-nixos 0.5.1 -> 1.0.0: nixos_channels reads no host system and nixos_stats\' risk holds; both ways', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    expect(toolAdded(run, 'nixos_channels').severity).toBe('warning');
    expect(at(run, 'nixos_stats', '').filter((change) => change.rule === 'risk_level_raised')).toEqual([]);
    expect(at(runGate(after, before), 'nixos_stats', '').filter((change) => change.severity === 'critical')).toEqual([]);
  });

  it('the host\'s OS, or macOS, still is', () => {
    const { before, after } = pair(id);
    const channels = toolOf(after, 'nixos_channels');
    const severity = (description: string) => toolAdded(runGate(before, replaceTool(after, { ...channels, description })), 'nixos_channels').severity;
    expect(severity('List available NixOS channels with their status.')).toBe('warning');
    expect(severity('List available NixOS channels with the OS status of this machine.')).toBe('critical');
    expect(severity('List available channels with the macOS version and status.')).toBe('critical');
  });
});

describe('a parameter naming a deployment stage', () => {
  const id = 'upgrades/stackhawk-mcp/1.2.0__1.2.1';
  it('stackhawk 1.2.0 -> 1.2.1: setup_stackhawk_for_project\'s `environment` ("Environment name (default: dev)") is no system information; removed, none', () => {
    const { before, after } = pair(id);
    const found = noneCriticalAt(runGate(before, after), 'setup_stackhawk_for_project', '/environment');
    expect(triggersOf(found).filter((trigger) => trigger.class === 'system_info')).toEqual([]);
    expect(criticalAt(runGate(after, before), 'setup_stackhawk_for_project', '/environment')).toEqual([]);
  });

  it('environment variables, a map, or a name that is no stage\'s stay the host\'s environment', () => {
    const base = neutralServer(toolDefinition('run_report', 'Run a saved report.', { report_id: { type: 'string' } }));
    const added = (name: string, schema: JsonObject) => criticalAt(runGate(base, withProperty(base, 'run_report', name, schema)), 'run_report', `/${name}`);
    expect(added('environment', { type: 'string', description: 'Environment name (default: dev)' })).toEqual([]);
    expect(added('env', { type: 'string', enum: ['dev', 'staging', 'prod'] })).toEqual([]);
    expect(added('environment', { type: 'string', description: 'Environment variables to set, as KEY=VALUE lines' }).length).toBe(1);
    expect(added('env', { type: 'object', additionalProperties: { type: 'string' }, description: 'Environment name' }).length).toBe(1);
    expect(added('environment', { type: 'string', description: 'Which environment to print' }).length).toBe(1);
  });
});

describe('a reader of known objects at a source no locked tool names', () => {
  const id = 'upgrades/yt-dlp-mcp/0.6.26__0.6.28';
  it('yt-dlp 0.6.26 -> 0.6.28: search_videos ("Search for videos on YouTube") beside the locked downloaders is critical; removed, not', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    expect(toolAdded(run, 'search_videos').severity).toBe('critical');
    expect(runGate(after, before).changes.filter((change) => change.capability.name === 'search_videos' && change.severity === 'critical')).toEqual([]);
  });

  it('without the source named, the same search reads what the locked tools reach', () => {
    const { before, after } = pair(id);
    const search = toolOf(after, 'search_videos');
    const severity = (description: string) => toolAdded(runGate(before, replaceTool(after, { ...search, description })), 'search_videos').severity;
    expect(severity('Search for videos using keywords. Returns title, uploader, duration, and URL for each result.')).toBe('warning');
    expect(severity(String(search.description))).toBe('critical');
  });
});

describe('a removed tool spelled otherwise', () => {
  it('tavily 0.2.12 -> 0.2.15: tavily_search for the removed tavily-search (another input) is a renamed tool, critical', () => {
    const { before, after } = pair('upgrades/tavily-mcp/0.2.12__0.2.15');
    const change = toolAdded(runGate(before, after), 'tavily_search');
    expect(change.severity).toBe('critical');
    expect(change.reasons.join(' ')).not.toContain('reads what the locked tools already reach');
  });

  it('a reader whose words a removed tool shares, under another name, is still judged as a reader (desktop-commander list_searches)', () => {
    const { before, after } = pair('upgrades/desktop-commander/0.2.10__0.2.12');
    expect(toolAdded(runGate(before, after), 'list_searches').severity).toBe('warning');
    const neutral = neutralServer(toolDefinition('list_items', 'Lists items.', {}), toolDefinition('get_item', 'Get one item by id.', { id: { type: 'string' } }));
    const respelled = addTool(neutralServer(toolDefinition('list_items', 'Lists items.', {})), toolDefinition('getItem', 'Get one item by its id.', { item_id: { type: 'string' } }));
    expect(toolAdded(runGate(neutral, respelled), 'getItem').severity).toBe('critical');
  });
});

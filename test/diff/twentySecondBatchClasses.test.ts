// Classes of mistake the twenty-second batch (issue-21-twentysecond) showed at first sight (56/61), each
// fixed as a class and tested on the recorded pair (both directions) and on edits that keep the other verdict:
// - a parameter selecting the backend a tool acts on (`cluster`, `server_name`, `instance_id`) is a network
//   target (elasticsearch-mcp-server 2.1.2: `cluster` on every tool, the host and credentials to act with);
// - a parameter documented as overriding a restriction the operator configured is a safety switch
//   (mcp-atlassian 0.3.1: "Overrides the environment variable JIRA_PROJECTS_FILTER if provided");
// - `allow_<places>` on a reader that already requests any URL it is given widens which results it reports,
//   no check turned off (oxylabs-mcp 0.7.5 ai_map `allow_external_domains`, `allow_subdomains`);
// - a schema flattened: a top-level parameter the locked tool took inside a parameter removed in the same
//   change (mcp-server-whisper 1.0.0: `inputs[].user_prompt` -> `user_prompt`, `inputs[].output_file_path`
//   -> `output_file_name`);
// - a new reader whose source selector lists backends no locked tool names beside ones they do fans out to
//   new services (paper-search-mcp 0.1.4 `search_papers`: "Available: arxiv,pubmed,...,semantic,crossref").
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { changesOf, pair, replaceTool, severities, toolOf, withProperty } from './corpusEdits.js';


describe('a parameter selecting the backend the tool acts on', () => {
  const id = 'upgrades/elasticsearch-mcp-server-cr7258/2.1.1__2.1.2';
  it('elasticsearch-mcp-server 2.1.1 -> 2.1.2: `cluster` on delete_index is critical, a network target by its name; removed again, not critical', () => {
    const { before, after } = pair(id);
    const [added] = changesOf(before, after, 'delete_index', '/cluster');
    expect(added).toMatchObject({ rule: 'input_property_added', severity: 'critical' });
    expect(added?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'cluster', class: 'network_target', tokens: ['cluster'], evidence: 'name' }));
    expect(severities(after, before, 'delete_index', '/cluster')).not.toContain('critical');
  });
  it('a backend word qualifying another head, a count of them, or a required name of the object read selects nothing', () => {
    const classes = (name: string, schema: JsonObject = { type: 'string', default: null }) => assessParameter(name, schema).findings.map((f) => f.class);
    for (const name of ['cluster', 'cluster_name', 'server_name', 'instance_id']) expect(classes(name)).toContain('network_target');
    expect(classes('server', { type: 'string', description: 'Target Zabbix server. Available: production.' })).toContain('network_target');
    for (const name of ['server_timezone', 'cluster_status', 'instance_type', 'server_version', 'max_instances', 'server_side']) expect(classes(name)).toEqual([]);
    // Azure MCP 2.0.5 servicefabric_managedcluster_node_get, compute_vmss_get: the object the tool reads, by name.
    expect(classes('cluster', { type: 'string', description: 'Service Fabric managed cluster name.' })).toEqual([]);
    expect(classes('instance-id', { type: 'string', description: 'The instance ID of the virtual machine in the scale set' })).toEqual([]);
  });
});

describe('a parameter overriding a restriction the operator configured', () => {
  const id = 'upgrades/mcp-atlassian/0.3.0__0.3.1';
  it('mcp-atlassian 0.3.0 -> 0.3.1: jira_search `projects_filter` is critical, a safety switch quoting the override; removed again, not critical', () => {
    const { before, after } = pair(id);
    const [added] = changesOf(before, after, 'jira_search', '/projects_filter');
    expect(added).toMatchObject({ rule: 'input_property_added', severity: 'critical' });
    expect(added?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'projects_filter', class: 'safety_switch', tokens: ['overrides', 'filter'], evidence: 'description' }));
    expect(severities(after, before, 'jira_search', '/projects_filter')).not.toContain('critical');
    expect(severities(before, after, 'confluence_search', '/spaces_filter')).toContain('critical');
  });
  it('the same filter without the override, or an override of a setting that restricts nothing, is not critical', () => {
    const { before, after } = pair(id);
    const described = (description: string) => severities(before, withProperty(after, 'jira_search', 'projects_filter', { type: 'string', description }), 'jira_search', '/projects_filter');
    expect(described('Comma-separated list of project keys to filter results by.')).not.toContain('critical');
    expect(described('Comma-separated list of project keys to filter results by. Overrides the environment variable JIRA_PAGE_SIZE if provided.')).not.toContain('critical');
    expect(described('Comma-separated list of project keys. Supersedes the server\'s configured project allowlist.')).toContain('critical');
  });
});

describe('allowing more places on a reader that requests any URL', () => {
  const id = 'upgrades/oxylabs-mcp/0.7.3__0.7.5';
  it('oxylabs-mcp 0.7.3 -> 0.7.5: ai_map `allow_external_domains` and `allow_subdomains` are not critical; removed again, not critical', () => {
    const { before, after } = pair(id);
    for (const flag of ['allow_external_domains', 'allow_subdomains']) {
      expect(severities(before, after, 'ai_map', `/${flag}`)).not.toContain('critical');
      expect(severities(after, before, 'ai_map', `/${flag}`)).not.toContain('critical');
    }
  });
  it('a flag allowing what is no kind of place the tool requests, or one documented against a configured restriction, is still a safety switch', () => {
    const { before, after } = pair(id);
    const flagged = (name: string, description: string) => severities(before, withProperty(after, 'ai_map', name, { type: 'boolean', default: false, description }), 'ai_map', `/${name}`);
    expect(flagged('allow_private_ips', 'Whether to map private IP addresses.')).toContain('critical');
    expect(flagged('allow_external_domains', 'Whether to bypass the configured domain allowlist.')).toContain('critical');
  });
  it('on a tool that writes, allow_external_domains is still a safety switch', () => {
    const classes = (tool: { writes: boolean; categories: string[] }) => assessParameter('allow_external_domains', { type: 'boolean', default: false, description: 'Whether to include external domains URLs.' }, { tool }).findings.map((f) => f.class);
    expect(classes({ writes: false, categories: ['network_request'] })).toEqual([]);
    expect(classes({ writes: true, categories: ['network_request', 'write_file'] })).toContain('safety_switch');
    expect(classes({ writes: false, categories: ['read_file'] })).toContain('safety_switch');
  });
});

describe('a flattened schema', () => {
  const id = 'upgrades/mcp-server-whisper/0.2.0__1.0.0';
  it('mcp-server-whisper 0.2.0 -> 1.0.0: chat_with_audio `user_prompt` and compress_audio `output_file_name`, taken inside the removed `inputs`, are warnings naming where they were', () => {
    const { before, after } = pair(id);
    const [prompt] = changesOf(before, after, 'chat_with_audio', '/user_prompt');
    expect(prompt?.severity).toBe('warning');
    expect(prompt?.reasons.join(' ')).toContain('the locked tool took it as `inputs[].user_prompt`, inside a parameter removed in this change (conversation_content)');
    expect(prompt?.triggers).toContainEqual(expect.objectContaining({ kind: 'structure', what: 'moved from `inputs[].user_prompt`, removed' }));
    const [output] = changesOf(before, after, 'compress_audio', '/output_file_name');
    expect(output?.severity).toBe('warning');
    expect(output?.reasons.join(' ')).toContain('`inputs[].output_file_path`');
  });
  it('the other way, the flat parameters go back inside `inputs`: their removal is no critical', () => {
    const { before, after } = pair(id);
    expect(severities(after, before, 'chat_with_audio', '/user_prompt')).not.toContain('critical');
    expect(severities(after, before, 'compress_audio', '/output_file_name')).not.toContain('critical');
  });
  it('with the locked `inputs` still taken, the new top-level `user_prompt` is new conversation content: critical', () => {
    const { before, after } = pair(id);
    const live = toolOf(after, 'chat_with_audio');
    const locked = toolOf(before, 'chat_with_audio');
    const input = live.inputSchema as JsonObject;
    const kept = replaceTool(after, { ...live, inputSchema: { ...input, $defs: (locked.inputSchema as JsonObject).$defs!, properties: { ...(input.properties as JsonObject), inputs: ((locked.inputSchema as JsonObject).properties as JsonObject).inputs! } } });
    expect(severities(before, kept, 'chat_with_audio', '/user_prompt')).toContain('critical');
  });
});

describe('a reader fanning out to new sources', () => {
  const id = 'upgrades/paper-search-mcp/0.1.3__0.1.4';
  it('paper-search-mcp 0.1.3 -> 0.1.4: search_papers (sources arxiv,pubmed,...,semantic,crossref) is critical; removed again, info', () => {
    const { before, after } = pair(id);
    expect(changesOf(before, after, 'search_papers').map((c) => [c.rule, c.severity])).toEqual([['tool_added', 'critical']]);
    expect(changesOf(after, before, 'search_papers').map((c) => [c.rule, c.severity])).toEqual([['tool_removed', 'info']]);
  });
  it('listing only the backends the locked tools already search, it reads what they reach: a warning', () => {
    const { before, after } = pair(id);
    const tool = toolOf(after, 'search_papers');
    const description = String(tool.description).replace(/Available: [^\n]*/, 'Available: arxiv,pubmed,biorxiv,medrxiv,google_scholar');
    // The other new tools stay out: only search_papers is judged against the locked server.
    const only = { ...after, listed: { ...after.listed, tools: [...(before.listed.tools as JsonObject[]), { ...tool, description }] } } as Snapshot;
    expect(changesOf(before, only, 'search_papers').map((c) => c.severity)).toEqual(['warning']);
  });
});

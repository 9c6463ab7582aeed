// The review of the fifty-fifth batch's classes (a helper probed each on the engine; findings 1-10 of its report), kept as
// counter-cases: each asserts what a careful reviewer expects, and each failed before its mend.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { runGate } from '../corpus/corpus.js';
import { addTool, criticalAt, neutralServer, toolAdded, toolDefinition, withProperty, withDescription } from './corpusEdits.js';

const base = neutralServer(toolDefinition('acme_list_items', 'Lists items.', {}));
const added = (tool: JsonObject, server = base) => toolAdded(runGate(server, addTool(server, tool)), String(tool.name)).severity;
const query = { query: { type: 'string', description: 'Text to look for' } };
const parameterCritical = (tool: JsonObject, name: string, schema: JsonObject) => {
  const server = neutralServer(tool);
  return criticalAt(runGate(server, withProperty(server, String(tool.name), name, schema)), String(tool.name), `/${name}`).length > 0;
};

describe('a catalog of the server\'s own tools, and tools elsewhere', () => {
  it('the catalog itself is a warning', () => {
    expect(added(toolDefinition('acme_search_tools', 'Search available tools by name or description.', query))).toBe('warning');
  });

  it('1: "available" or "enabled" before a backend\'s word does not make its tools the server\'s', () => {
    expect(added(toolDefinition('list_tools', 'Lists all available workspace tools.', {}))).toBe('critical');
    expect(added(toolDefinition('list_tools', 'Lists all enabled Orq workspace tools.', {}))).toBe('critical');
  });

  it('2: tools of a workspace, a public registry, a host or upstream servers are elsewhere', () => {
    expect(added(toolDefinition('list_tools', 'Lists the available tools in your Composio workspace.', {}))).toBe('critical');
    expect(added(toolDefinition('search_tools', 'Search MCP tools in the public Smithery registry.', query))).toBe('critical');
    expect(added(toolDefinition('search_tools', 'Search MCP tools published on smithery.ai.', query))).toBe('critical');
    expect(added(toolDefinition('list_tools', 'List available tools on every upstream MCP server the gateway knows.', {}))).toBe('critical');
  });

  it('3: a later sentence that runs, executes or sends acts', () => {
    // Without the server's prefix: `acme_search_tools` shares `acme` with the locked `acme_list_items`, and the same-backend
    // reader route (which reads the opening sentence only) takes it whatever its catalog says; left as it was.
    const opening = 'Search available tools by name or description.';
    expect(added(toolDefinition('search_tools', opening, query))).toBe('warning');
    expect(added(toolDefinition('search_tools', `${opening} Runs the best match with the query and returns its output.`, query))).toBe('critical');
    expect(added(toolDefinition('search_tools', `${opening} Then executes the best matching tool and returns its result.`, query))).toBe('critical');
    expect(added(toolDefinition('search_tools', `${opening} The search text is also posted to our analytics service.`, query))).toBe('critical');
    // Found in the final read: a passive reach with nothing between ("is posted", "is executed") acts as well.
    expect(added(toolDefinition('search_tools', `${opening} The search text is posted to our analytics service.`, query))).toBe('critical');
    expect(added(toolDefinition('search_tools', `${opening} The best match is executed with the query.`, query))).toBe('critical');
  });

  it('4: a hyphen hides no secret and no install', () => {
    expect(added(toolDefinition('list_tools', 'List available tools together with each tool\'s api-keys.', {}))).toBe('critical');
    expect(added(toolDefinition('list_tools', 'List available tools. Missing ones are auto-installed from npm.', {}))).toBe('critical');
  });
});

describe('domains of a search, and domains queried', () => {
  const domains = { type: 'array', items: { type: 'string' } };
  it('5: a DNS or WHOIS lookup queries the domains it is given', () => {
    expect(parameterCritical(toolDefinition('web_search', 'Search the web and return results.', { query: { type: 'string' } }), 'include_domains', domains)).toBe(false);
    expect(parameterCritical(toolDefinition('lookup_dns', 'Look up DNS records.', { record_type: { type: 'string' } }), 'include_domains', domains)).toBe(true);
    expect(parameterCritical(toolDefinition('lookup_whois', 'Look up WHOIS registration data.', { detail: { type: 'string' } }), 'only_domains', domains)).toBe(true);
  });
});

describe('the host\'s operating system', () => {
  it('6: HostOS, ServerOS, MacOS still name it; NixOS does not', () => {
    const tool = toolDefinition('run_report', 'Run a saved report.', { report_id: { type: 'string' } });
    const server = neutralServer(tool);
    const verdict = (description: string) => runGate(server, withDescription(server, 'run_report', description)).verdict;
    for (const name of ['HostOS', 'ServerOS', 'MacOS', 'GuestOS']) expect(verdict(`Run a saved report and return the ${name} name and version.`), name).toBe('fail');
    expect(verdict('Run a saved report and return the NixOS channel status.')).toBe('pass');
  });
});

describe('a variable of the environment is no deployment stage', () => {
  it('7: "the env var to read", an environment name whose value is returned, stay the host\'s environment', () => {
    const tool = toolDefinition('run_report', 'Run a saved report.', { report_id: { type: 'string' } });
    expect(parameterCritical(tool, 'env', { type: 'string', description: 'Name of the env var to read (e.g. HOME)' })).toBe(true);
    expect(parameterCritical(tool, 'env_name', { type: 'string', description: 'Environment name whose value is returned' })).toBe(true);
    expect(parameterCritical(tool, 'environment', { type: 'string', description: 'Environment name to print, e.g. PATH' })).toBe(true);
    expect(parameterCritical(tool, 'environment', { type: 'string', description: 'Environment name (default: dev)' })).toBe(false);
  });
});

describe('policies that grant, and policies that do not', () => {
  const open = { type: 'object', additionalProperties: {} };
  const json = { type: 'string', description: 'The policy JSON' };
  it('8: a policy document, an inline policy, a policy ARN, a bucket\'s policy, a policy assigned are permissions', () => {
    expect(parameterCritical(toolDefinition('put_role_policy', 'Put an inline policy on a role.', { role_name: { type: 'string' } }), 'policy_document', json)).toBe(true);
    expect(parameterCritical(toolDefinition('create_role', 'Create an IAM role.', { role_name: { type: 'string' } }), 'policy_document', json)).toBe(true);
    expect(parameterCritical(toolDefinition('create_user', 'Create an IAM user.', { user_name: { type: 'string' } }), 'inline_policy', open)).toBe(true);
    expect(parameterCritical(toolDefinition('attach_role_policy', 'Attach a managed policy to a role.', { role_name: { type: 'string' } }), 'policy_arn', { type: 'string' })).toBe(true);
    expect(parameterCritical(toolDefinition('set_bucket_policy', 'Set the access policy of a storage bucket.', { bucket: { type: 'string' } }), 'policy', json)).toBe(true);
    expect(parameterCritical(toolDefinition('assign_role', 'Assign a role to a user.', { user_id: { type: 'string' } }), 'policy', open)).toBe(true);
  });

  it('9: an HTTP client\'s retry policy grants nothing', () => {
    expect(parameterCritical(toolDefinition('create_http_client', 'Create an HTTP client for later requests.', { base: { type: 'string' } }), 'policy', { type: 'string', description: 'Retry policy: none, linear or exponential' })).toBe(false);
    expect(parameterCritical(toolDefinition('create_role', 'Create an IAM role.', { role_name: { type: 'string' } }), 'retry_policy', open)).toBe(false);
  });
});

describe('a removed tool renamed', () => {
  it('10: its words in another order are the same tool renamed', () => {
    const search = toolDefinition('tavily-search', 'Search the web with Tavily.', { query: { type: 'string' } });
    const server = neutralServer(toolDefinition('tavily-extract', 'Extract the content of a page with Tavily.', { url: { type: 'string' } }), search);
    const renamed = (name: string) => neutralServer(toolDefinition('tavily-extract', 'Extract the content of a page with Tavily.', { url: { type: 'string' } }),
      toolDefinition(name, 'Search the web with Tavily.', { query: { type: 'string' }, max_results: { type: 'integer' } }));
    expect(toolAdded(runGate(server, renamed('tavily_search')), 'tavily_search').severity).toBe('critical');
    expect(toolAdded(runGate(server, renamed('search_tavily')), 'search_tavily').severity).toBe('critical');
  });
});

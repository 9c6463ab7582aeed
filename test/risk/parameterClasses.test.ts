// Issue 21: parameters judged by what they grant. Each class on definitions quoted from recorded
// snapshots (test/fixtures/corpus/**, test/fixtures/recorded/**) where one exists, else quoted from
// a published server's schema (named at the case), with the ambiguous single words that must not fire.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '../../src/json.js';
import { PARAMETER_CLASSES } from '../../src/risk/parameterClasses.js';
import { actionValues, assessParameter, type ParameterFinding } from '../../src/risk/parameters.js';

/** A tool's input property as recorded in a corpus snapshot. */
function recorded(pair: string, side: 'before' | 'after', tool: string, property: string): JsonValue {
  const snapshot = JSON.parse(readFileSync(new URL(`../fixtures/corpus/${pair}/${side}.json`, import.meta.url), 'utf8')) as { listed: { tools: JsonObject[] } };
  const found = snapshot.listed.tools.find((t) => t.name === tool);
  const properties = ((found?.inputSchema as JsonObject | undefined)?.properties ?? {}) as JsonObject;
  const walk = property.split('.').reduce<JsonValue | undefined>((node, key) => {
    const object = node as JsonObject | undefined;
    return (object?.properties as JsonObject | undefined)?.[key] ?? object?.[key];
  }, { properties } as JsonValue);
  expect(walk, `${pair} ${tool}.${property}`).toBeDefined();
  return walk!;
}
const classes = (findings: readonly ParameterFinding[]) => [...new Set(findings.map((f) => f.class))];
const classOf = (name: string, schema: JsonValue, writes = false) => classes(assessParameter(name, schema, { tool: { writes } }).findings);

describe('the vocabulary', () => {
  it('names every class once, each with a reason and its evidence (listed in docs/RULES.md)', () => {
    const ids = PARAMETER_CLASSES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['credential', 'safety_switch', 'pass_through', 'write_mode', 'execute_command', 'file_access',
      'network_target', 'query_language', 'permission', 'conversation_content']));
    for (const c of PARAMETER_CLASSES) {
      expect(c.reason.length, c.id).toBeGreaterThan(30);
      expect(c.evidence.length, c.id).toBeGreaterThan(30);
    }
    // unsafe_flag is folded into safety_switch.
    expect(ids).not.toContain('unsafe_flag');
  });
});

describe('credential', () => {
  it('a free-form map of headers (firecrawl 3.11.0 webhookHeaders) is a credential by its shape', () => {
    const headers = recorded('upgrades/firecrawl-mcp/3.5.2__3.11.0', 'after', 'firecrawl_crawl', 'webhookHeaders');
    expect(assessParameter('webhookHeaders', headers).findings).toContainEqual(expect.objectContaining({ class: 'credential', tokens: ['headers'], evidence: 'shape' }));
    // A header list with declared fields is no map: table headers, not HTTP authority.
    expect(classOf('headers', { type: 'array', items: { type: 'string' } })).not.toContain('credential');
  });

  it('a key after a credential qualifier (blender-mcp subscription_key) is; a sort key or an OpenAPI version header (Notion-Version) is not', () => {
    const key = recorded('upgrades/blender-mcp/1.4.0__1.5.1', 'after', 'poll_rodin_job_status', 'subscription_key');
    expect(assessParameter('subscription_key', key).findings).toContainEqual(expect.objectContaining({ class: 'credential', tokens: ['subscription', 'key'], evidence: 'name' }));
    expect(classOf('sort_key', { type: 'string' })).toEqual([]);
    const version = recorded('upgrades/notion-mcp-server/2.1.0__2.2.1', 'after', 'API-create-a-data-source', 'Notion-Version');
    expect(classOf('Notion-Version', version)).toEqual([]);
  });

  it('`token` is a credential unless it is an LLM budget or a page cursor (context7 tokens, exa tokensNum, sampleLLM maxTokens)', () => {
    expect(classOf('access_token', { type: 'string' })).toEqual(['credential']);
    expect(assessParameter('token', { type: 'string' }).findings[0]).toMatchObject({ class: 'credential', tokens: ['token'] });
    expect(classOf('tokens', recorded('upgrades/context7-mcp/1.0.16__1.0.17', 'after', 'get-library-docs', 'tokens'))).toEqual([]);
    expect(classOf('tokensNum', recorded('upgrades/exa-mcp-server/3.0.5__3.0.7', 'before', 'get_code_context_exa', 'tokensNum'))).toEqual([]);
    expect(classOf('maxTokens', { type: 'number' })).toEqual([]);
    expect(classOf('nextPageToken', { type: 'string' })).toEqual([]);
  });

  it('an identity to act as needs an act-as word; an account id on a read tool is not authority', () => {
    expect(classOf('assume_role_arn', { type: 'string' })).toContain('credential');
    expect(assessParameter('run_as', { type: 'string' }).findings).toContainEqual(expect.objectContaining({ class: 'credential', tokens: ['run', 'as'] }));
    expect(classOf('account_id', { type: 'string', description: 'The Stripe account to list invoices of.' })).toEqual([]);
    expect(classOf('account_id', { type: 'string', description: 'Make the request on behalf of this connected account.' })).toContain('credential');
    expect(classOf('aws_profile', { type: 'string' })).toContain('credential');
    // firecrawl 3.11.0 browser `profile`: a browser profile object, no credential word.
    expect(classOf('profile', recorded('upgrades/firecrawl-mcp/3.5.2__3.11.0', 'after', 'firecrawl_browser_create', 'profile'))).not.toContain('credential');
    expect(classOf('profile', { type: 'string', description: 'Named AWS credentials profile to use.' })).toContain('credential');
  });

  it('the description states a credential ("API key", "bearer token"); negated or a budget, it does not', () => {
    expect(assessParameter('value', { type: 'string', description: 'Your Rodin API key.' }).findings).toContainEqual(expect.objectContaining({ class: 'credential', tokens: ['api', 'key'], evidence: 'description' }));
    expect(classOf('query', { type: 'string', description: 'Do not include passwords or API keys.' })).toEqual([]);
    expect(classOf('enabled', { type: 'boolean', description: 'Use the API key from the environment.' })).toEqual([]);
  });
});

describe('safety_switch', () => {
  it('a skip-verification flag (firecrawl skipTlsVerification) and an allow-* flag (firecrawl allowSubdomains)', () => {
    const skip = recorded('upgrades/firecrawl-mcp/2.0.2__3.1.13', 'after', 'firecrawl_crawl', 'scrapeOptions.skipTlsVerification');
    expect(assessParameter('skipTlsVerification', skip).findings).toContainEqual(expect.objectContaining({ class: 'safety_switch', tokens: ['skip', 'tls'], evidence: 'name' }));
    expect(classOf('allowSubdomains', recorded('upgrades/firecrawl-mcp/1.12.0__2.0.2', 'after', 'firecrawl_crawl', 'allowSubdomains'))).toEqual(['safety_switch']);
    for (const name of ['verify_ssl', 'insecure', 'dangerouslyAllowAll', 'no_verify', 'disable_cert_checks', 'ssl']) {
      expect(classOf(name, { type: 'boolean' }), name).toContain('safety_switch');
    }
    // `enable_*` alone is no switch (firecrawl 1.12.0 enableWebSearch, `enable_cache`).
    expect(classOf('enableWebSearch', { type: 'boolean' })).toEqual([]);
    expect(classOf('allowed_domains', { type: 'array', items: { type: 'string' } })).not.toContain('safety_switch');
  });

  it('a boolean whose default true keeps a safeguard on ("whether to require a valid JWT"), read from the default and the description', () => {
    // Modelled on Supabase MCP's deploy_edge_function flag: the name itself names no check here.
    const jwt = { type: 'boolean', default: true, description: 'Whether to require a valid JWT in the Authorization header.' };
    expect(assessParameter('jwt', jwt).findings).toEqual([expect.objectContaining({ class: 'safety_switch', tokens: ['require', 'default true'], evidence: 'default' })]);
    expect(classOf('jwt', { ...jwt, default: false })).toEqual([]);
    expect(assessParameter('dry_run', { type: 'boolean', default: true }).findings[0]).toMatchObject({ class: 'safety_switch', tokens: ['dry', 'run', 'default true'] });
    // Recorded defaults true that keep no check on (firecrawl 2.0.2 storeInCache, ignoreQueryParameters).
    expect(classOf('storeInCache', recorded('upgrades/firecrawl-mcp/1.12.0__2.0.2', 'after', 'firecrawl_scrape', 'storeInCache'))).toEqual([]);
    expect(classOf('ignoreQueryParameters', recorded('upgrades/firecrawl-mcp/1.12.0__2.0.2', 'after', 'firecrawl_map', 'ignoreQueryParameters'))).toEqual([]);
  });

  it('`raw` that shapes the output (tavily include_raw_content) is no switch', () => {
    expect(classOf('include_raw_content', recorded('upgrades/tavily-mcp/0.2.9__0.2.10', 'after', 'tavily-search', 'include_raw_content'))).toEqual([]);
    expect(classOf('raw', { type: 'boolean' })).toEqual(['safety_switch']);
  });
});

describe('pass_through', () => {
  // @modelcontextprotocol/server-puppeteer 2025.5.12 puppeteer_navigate, as recorded in test/fixtures/corpus/upgrades/server-puppeteer.
  const launchOptions = { type: 'object', description: 'PuppeteerJS LaunchOptions. Default null. If changed and not null, browser restarts. Example: { headless: true, args: [\'--no-sandbox\'] }' };
  it('launch options, argv, env maps and connection properties handed to a process, browser or driver', () => {
    expect(assessParameter('launchOptions', launchOptions).findings).toContainEqual(expect.objectContaining({ class: 'pass_through', tokens: ['launch', 'options'], evidence: 'name' }));
    expect(classOf('extra_args', { type: 'array', items: { type: 'string' } })).toContain('pass_through');
    expect(assessParameter('env', { type: 'object', additionalProperties: { type: 'string' } }).findings).toContainEqual(expect.objectContaining({ class: 'pass_through', evidence: 'shape' }));
    expect(classOf('connection_properties', { type: 'object' })).toContain('pass_through');
    expect(assessParameter('options', { type: 'object', additionalProperties: true }).findings).toContainEqual(expect.objectContaining({ class: 'pass_through', tokens: ['options', 'free-form object'], evidence: 'shape' }));
    expect(assessParameter('settings', { type: 'string', description: 'Extra settings handed to the JDBC driver.' }).findings).toContainEqual(expect.objectContaining({ class: 'pass_through', evidence: 'description' }));
  });

  it('declared option objects, query filters, page properties and deploy environments are not (recorded firecrawl, Notion)', () => {
    expect(classOf('scrapeOptions', recorded('upgrades/firecrawl-mcp/2.0.2__3.1.13', 'after', 'firecrawl_crawl', 'scrapeOptions'), false)).not.toContain('pass_through');
    expect(classOf('filter', recorded('upgrades/notion-mcp-server/2.2.1__2.4.0', 'after', 'API-query-data-source', 'filter'))).toEqual([]);
    expect(classOf('properties', { type: 'object', additionalProperties: true })).not.toContain('pass_through');
    expect(classOf('environment', { type: 'string', enum: ['staging', 'production'] })).toEqual([]);
  });

  it('free-form params on a tool that runs commands reach the process (the tool\'s category corroborates)', () => {
    const params = { type: 'object', additionalProperties: true };
    expect(assessParameter('params', params, { tool: { writes: false, categories: ['execute_command'] } }).findings)
      .toEqual([expect.objectContaining({ class: 'pass_through', tokens: ['params', 'execute_command'], evidence: 'tool' })]);
    expect(assessParameter('params', params, { tool: { writes: false, categories: ['network_request'] } }).findings).toEqual([]);
  });
});

describe('write_mode', () => {
  it('enum values that are write verbs; archive/snooze/ignore/force only on a tool that writes', () => {
    expect(actionValues(['append', 'prepend', 'replace'])).toEqual(['"append" (word "append")', '"replace" (word "replace")']);
    expect(actionValues(['archive', 'snooze'], { writes: true })).toEqual(['"archive" (word "archive")', '"snooze" (word "snooze")']);
    expect(actionValues(['archive', 'snooze'], { writes: false })).toEqual([]);
    const operation = recorded('upgrades/mcp-obsidian/0.2.1__0.2.2', 'after', 'obsidian_patch_content', 'operation');
    expect(assessParameter('operation', operation, { tool: { writes: true } }).findings).toContainEqual(expect.objectContaining({ class: 'write_mode', tokens: ['append'], evidence: 'enum' }));
    // A state to filter by is no action (firecrawl 3.11.0 firecrawl_browser_list status: active | destroyed).
    const status = recorded('upgrades/firecrawl-mcp/3.5.2__3.11.0', 'after', 'firecrawl_browser_list', 'status');
    expect(classOf('status', status, true)).toEqual([]);
    expect(actionValues(['deleted', 'archived'], { writes: true })).toEqual([]);
    expect(classOf('archived', { type: 'boolean' }, true)).toEqual(['write_mode']);
    expect(classOf('archived', { type: 'boolean' }, false)).toEqual([]);
    expect(classOf('allow_deleting_content', recorded('upgrades/notion-mcp-server/2.2.1__2.4.0', 'after', 'API-update-page-markdown', 'replace_content.anyOf.0.allow_deleting_content'))).toEqual(['write_mode', 'safety_switch']);
  });
});

describe('corroboration: one ambiguous word does not fire', () => {
  it('an output-encoding flag, a data URI, an enum of formats and a boolean about URLs are no network target', () => {
    expect(classOf('output_encoding', { type: 'string', enum: ['utf8', 'base64'], description: 'Return the file as text or as a base64 data URI.' })).toEqual([]);
    expect(classOf('data', { type: 'string', description: 'The image as a base64 data URI.' })).toEqual([]);
    expect(classOf('include_urls', { type: 'boolean', description: 'Include the URL of each result.' })).toEqual([]);
    expect(classOf('proxy', recorded('upgrades/firecrawl-mcp/3.5.2__3.11.0', 'after', 'firecrawl_scrape', 'proxy'))).toEqual([]);
    // The same words carrying a free value still count.
    expect(classOf('callback_url', { type: 'string' })).toEqual(['network_target']);
    expect(classOf('port', { type: 'integer' })).toEqual(['network_target']);
  });
});

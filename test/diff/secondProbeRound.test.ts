// The second round of fixes by class over the real-definition probes (test/diff/realParameterProbes.test.ts header):
// each class on a real definition in the direction the fix opened, and edits of it that must keep (or get) the other
// verdict, with rule, severity, class or kind and trigger asserted. Real definitions are quoted from the probes' sources
// (wrenchpilot/it-tools-mcp, containers/kubernetes-mcp-server, grafana/mcp-grafana, modelcontextprotocol/servers fetch).
import { describe, expect, it } from 'vitest';
import type { Change } from '../../src/diff/types.js';
import type { JsonObject } from '../../src/json.js';
import { runGate } from '../corpus/corpus.js';
import { at, neutralServer, toolDefinition } from './corpusEdits.js';

// A neutral server (mcp-email-server's recorded snapshot) whose tools are replaced by the probe's own (corpusEdits.ts).
const snap = neutralServer;
const tool = toolDefinition;
const str = (description: string, extra: JsonObject = {}): JsonObject => ({ type: 'string', description, ...extra });
const bool = (description: string): JsonObject => ({ type: 'boolean', description });
const obj = (description: string): JsonObject => ({ type: 'object', description, properties: {} });

// it-tools' own transforms, locked beside every new tool here.
const neighbours = [
  tool('encode_base64', 'Encode text to Base64', { text: str('Text to encode') }, ['text']),
  tool('hash_sha256', 'Generate SHA256 hash', { text: str('Text to hash') }, ['text']),
];

/** The change on the new tool itself (tool_added), after locking the neighbours. */
function added(newTool: JsonObject): Change {
  const run = runGate(snap(...neighbours), snap(...neighbours, newTool));
  const change = run.changes.find((each) => each.rule === 'tool_added' && each.capability?.name === newTool.name);
  expect(change, `tool_added for ${String(newTool.name)}`).toBeDefined();
  return change!;
}

/** The changes at a new optional parameter of a locked tool. */
function withParameter(locked: JsonObject, parameter: string, schema: JsonObject): Change[] {
  const properties = (locked.inputSchema as JsonObject).properties as JsonObject;
  const after = { ...locked, inputSchema: { ...(locked.inputSchema as JsonObject), properties: { ...properties, [parameter]: schema } } };
  const run = runGate(snap(locked), snap(after));
  const changes = at(run, String(locked.name), `/inputSchema/properties/${parameter}`);
  expect(changes.length, `a change at ${String(locked.name)}.${parameter}`).toBeGreaterThan(0);
  return changes;
}
const addedParameter = (changes: Change[]): Change => changes.find((each) => each.rule === 'input_property_added')!;
const parameterTrigger = (change: Change) => change.triggers?.find((each) => each.kind === 'parameter') as { class: string; tokens: string[] } | undefined;

describe('a new tool that works only on values given in the call is a warning (givenValueOperation)', () => {
  const harmless: Array<[string, JsonObject]> = [
    ['test_regex: "Text to test against the regex"', tool('test_regex', 'Test regular expressions against text', { pattern: str('Regular expression pattern'), text: str('Text to test against the regex'), flags: str('Regex flags (g, i, m, s, u, y)') }, ['pattern', 'text'])],
    ['decode_jwt: a token "to decode"', tool('decode_jwt', 'Decode JWT token (header and payload only)', { token: str('JWT token to decode') }, ['token'])],
    ['decode_safelink: a URL "to decode" is worked on as a string', tool('decode_safelink', 'Decode Microsoft Outlook SafeLink URLs', { safelink: str('SafeLink URL to decode') }, ['safelink'])],
    ['validate_docker_compose: "file content to validate"', tool('validate_docker_compose', 'Validate Docker Compose files for syntax errors, compatibility issues, and best practices. Example: check YAML syntax, service configuration, network setup', { content: str('Docker Compose file content to validate') }, ['content'])],
  ];
  for (const [title, definition] of harmless) {
    it(title, () => {
      const change = added(definition);
      expect(change.severity).toBe('warning');
      expect(change.reasons.join(' ')).toContain('works only on values given in the call');
    });
  }

  const acting: Array<[string, JsonObject]> = [
    // crowdsec-local-mcp 0.3.0's test_scenario (recorded, labelled critical): another parameter says what the tool does.
    ['a parameter of no class whose text acts ("collections to install")', tool('test_scenario', 'Test a CrowdSec scenario against multiple log lines.', { scenario_yaml: str('Scenario YAML to test'), collections: { type: 'array', items: { type: 'string' }, description: 'List of CrowdSec collections to install alongside the scenario' } }, ['scenario_yaml'])],
    ['a URL "to parse" may be fetched first', tool('parse_page', 'Parse the given page and list its links', { url: str('URL to parse') }, ['url'])],
    ['a URL given to a check verb ("URL to validate")', tool('validate_link', 'Validate a link', { url: str('URL to validate') }, ['url'])],
    ['a path of the file to analyze is a place, not a value', tool('analyze_file', 'Analyze a file for secrets', { path: str('Path of the file to analyze') }, ['path'])],
    ['a given value beside a parameter naming a host', tool('validate_config', 'Validate a configuration', { content: str('Config content to validate'), endpoint: str('Endpoint to post the report to') }, ['content'])],
    ['a description that sends what it decodes', tool('decode_jwt', 'Decode a JWT token and send it to the audit service', { token: str('JWT token to decode') }, ['token'])],
    ['a read verb beside the value verb', tool('get_decoded_secret', 'Decode a stored secret', { name: str('Name of the secret to decode') }, ['name'])],
  ];
  for (const [title, definition] of acting) {
    it(`critical: ${title}`, () => {
      const change = added(definition);
      expect(change.severity).toBe('critical');
      expect(change.triggers?.some((each) => each.kind === 'structure' || each.kind === 'text')).toBe(true);
    });
  }
});

describe('name words a parameter\'s documentation reads otherwise', () => {
  const fetchTool = tool('fetch', 'Fetches a URL from the internet and optionally extracts its contents as markdown.', { url: str('URL to fetch', { format: 'uri' }) }, ['url']);
  const regexTool = tool('test_regex', 'Test regular expressions against text', { pattern: str('Regular expression pattern'), text: str('Text to test against the regex') }, ['pattern', 'text']);
  const gitTool = tool('git_log', 'Run git log in the repository', { repo_path: str('Repository path') }, ['repo_path']);
  const apiRequest = tool('grafana_api_request', 'Make an authenticated HTTP request to the Grafana API.', { path: str('API path, e.g. /api/search') }, ['path']);

  it('`raw` documented as the output\'s form is no safety switch (fetch: "Get the actual HTML content ...")', () => {
    const change = addedParameter(withParameter(fetchTool, 'raw', bool('Get the actual HTML content of the requested page, without simplification.')));
    expect(change.severity).toBe('warning');
  });
  it('critical: `raw` documented as skipping a check stays a safety switch', () => {
    const change = addedParameter(withParameter(fetchTool, 'raw', bool('Send the raw HTML content without validation of the certificate.')));
    expect(change.severity).toBe('critical');
    expect(parameterTrigger(change)).toMatchObject({ class: 'safety_switch', tokens: ['raw'] });
  });
  it('"Regex flags" are a pattern\'s flags, no pass-through', () => {
    expect(addedParameter(withParameter(regexTool, 'flags', str('Regex flags (g, i, m, s, u, y)'))).severity).toBe('warning');
  });
  it('critical: flags handed to a process stay pass-through', () => {
    const change = addedParameter(withParameter(gitTool, 'flags', str('Extra flags passed to git log')));
    expect(change.severity).toBe('critical');
    expect(parameterTrigger(change)).toMatchObject({ class: 'pass_through', tokens: ['flags'] });
  });
  it('a jq expression over the tool\'s own JSON response selects from its result', () => {
    expect(addedParameter(withParameter(apiRequest, 'jq', str("A jq expression to filter or transform the JSON response (e.g. '.dashboards[] | .title')."))).severity).toBe('warning');
  });
  it('critical: a jq expression applied to what a tool that writes saves is still a query language', () => {
    const writer = tool('update_config', 'Update the configuration file', { name: str('Config name') }, ['name']);
    const change = addedParameter(withParameter(writer, 'jq', str('A jq expression applied to the config before it is written')));
    expect(change.severity).toBe('critical');
    expect(parameterTrigger(change)).toMatchObject({ class: 'query_language', tokens: ['jq'] });
  });
});

describe('a free-form object handed on whole, and a request body that writes', () => {
  const helmInstall = tool('helm_install', 'Install (deploy) a Helm chart to create a release in the current or provided namespace', { chart: str('Chart reference to install') }, ['chart']);
  const runTrigger = tool('actions_run_trigger', 'Trigger GitHub Actions workflow operations, including running, re-running, cancelling workflow runs.', { workflow_id: str('The workflow ID') }, ['workflow_id']);
  const listCharts = tool('list_charts', 'List the charts of a dashboard', { dashboard: str('Dashboard UID') }, ['dashboard']);
  const curl = tool('curl', 'Make HTTP requests to web endpoints. Example: GET request to an API or POST data to a server', { url: str('URL to request') }, ['url']);

  it('critical: "Values to pass to the Helm chart" on an install', () => {
    const change = addedParameter(withParameter(helmInstall, 'values', obj('Values to pass to the Helm chart (Optional)')));
    expect(change.severity).toBe('critical');
    expect(parameterTrigger(change)).toMatchObject({ class: 'pass_through', tokens: ['helm', 'chart', 'free-form object'] });
  });
  it('critical: "Inputs the workflow accepts" on a trigger', () => {
    const change = addedParameter(withParameter(runTrigger, 'inputs', obj("Inputs the workflow accepts. Only used for 'run_workflow' method.")));
    expect(change.severity).toBe('critical');
    expect(parameterTrigger(change)).toMatchObject({ class: 'pass_through', tokens: ['inputs', 'workflow', 'free-form object'] });
  });
  it('the same object on a tool that only lists is no pass-through', () => {
    expect(addedParameter(withParameter(listCharts, 'values', obj('Values to pass to the chart renderer'))).severity).toBe('warning');
  });
  it('a free-form object that is neither handed on nor options stays a warning on an install', () => {
    expect(addedParameter(withParameter(helmInstall, 'labels', obj('Labels of the release'))).severity).toBe('warning');
  });
  it('critical: a request body used with POST, PUT and PATCH', () => {
    const change = addedParameter(withParameter(curl, 'body', str('Request body (for POST/PUT/PATCH)')));
    expect(change.severity).toBe('critical');
    expect(parameterTrigger(change)).toMatchObject({ class: 'write_mode', tokens: ['request', 'body', 'POST'] });
  });
  it('a request body with no method or operation that writes is no write mode', () => {
    expect(addedParameter(withParameter(curl, 'body', str('Request body as a JSON string'))).severity).toBe('warning');
  });
});

describe('words that name a part or a variety, and flags that send authority or content on', () => {
  const deeplink = tool('generate_deeplink', 'Generate deeplink URLs for Grafana resources', { resourceType: str('Type of resource: dashboard, panel, or explore') }, ['resourceType']);
  const formatSql = tool('format_sql', 'Format and prettify SQL queries', { sql: str('SQL query to format') }, ['sql']);
  const createDatasource = tool('create_datasource', 'Create a new Grafana datasource', { name: str('Datasource name'), type: str('Datasource type') }, ['name', 'type']);
  const createSnapshot = tool('create_snapshot', 'Create a snapshot of a dashboard', { dashboardUid: str('UID of the dashboard') }, ['dashboardUid']);
  const searchDocs = tool('search_docs', 'Search the documentation index', { query: str('Search text') }, ['query']);

  it('"Additional URL query parameters" name a part of the link built, no target', () => {
    expect(addedParameter(withParameter(deeplink, 'queryParams', { type: 'object', additionalProperties: { type: 'string' }, description: 'Additional URL query parameters (for dashboard/panel types)' })).severity).toBe('warning');
  });
  it('critical: a URL the link points to is still a target', () => {
    const change = addedParameter(withParameter(deeplink, 'baseUrl', str('Base URL the deeplink points to')));
    expect(change.severity).toBe('critical');
    expect(parameterTrigger(change)).toMatchObject({ class: 'network_target' });
  });
  it('"SQL dialect to use for formatting" names a variety of SQL, no query', () => {
    expect(addedParameter(withParameter(formatSql, 'dialect', str("SQL dialect to use for formatting (e.g., 'sql', 'mysql', 'postgresql'). Default is 'sql'."))).severity).toBe('warning');
  });
  it('critical: SQL documented as a filter the tool runs is still a query language', () => {
    const change = addedParameter(withParameter(searchDocs, 'where', str('SQL WHERE clause run against the index')));
    expect(change.severity).toBe('critical');
    expect(parameterTrigger(change)).toMatchObject({ class: 'query_language', tokens: ['sql'] });
  });
  it('critical: `withCredentials` "Whether Grafana should forward credentials such as cookies"', () => {
    const change = addedParameter(withParameter(createDatasource, 'withCredentials', bool('Whether Grafana should forward credentials such as cookies')));
    expect(change.severity).toBe('critical');
    expect(parameterTrigger(change)).toMatchObject({ class: 'credential', tokens: ['with', 'credentials'] });
  });
  it('critical: a flag of no credential name documented as sending the user\'s cookies', () => {
    const change = addedParameter(withParameter(createDatasource, 'browserMode', bool('When true, send the browser cookies with every proxied request')));
    expect(change.severity).toBe('critical');
    expect(parameterTrigger(change)).toMatchObject({ class: 'credential' });
  });
  it('a flag that only reports whether credentials are set is no credential', () => {
    expect(addedParameter(withParameter(createDatasource, 'hasCredentials', bool('Whether the datasource already has credentials configured'))).severity).toBe('warning');
  });
  it('critical: `external` "Store snapshot on external server"', () => {
    const change = addedParameter(withParameter(createSnapshot, 'external', bool('Store snapshot on external server. Requires key and deleteKey when true')));
    expect(change.severity).toBe('critical');
    expect(parameterTrigger(change)).toMatchObject({ class: 'network_target', tokens: ['external', 'server'] });
  });
  it('a flag that keeps the snapshot local is a warning', () => {
    expect(addedParameter(withParameter(createSnapshot, 'local', bool('Keep the snapshot on this Grafana instance only'))).severity).toBe('warning');
  });
});

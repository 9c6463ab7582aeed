// Classes of mistake the twenty-first batch left open (test/fixtures/corpus/open-disagreements.json listed
// them), each fixed as a class before the twenty-second batch was scored, and tested on the recorded pair
// that showed it (both directions) and on edits that must keep the other verdict:
// - a resource whose listing names credentials as what it holds is an exposed credential (critical), a new
//   text signal for resources and resource templates (mcp-postgres-duwenji 1.2.9 `database://connection`:
//   "Database connection parameters (host, port, database, username, password, etc.)");
// - system information of the system the locked tool already reported on is no host read (ha-mcp v2.1.0
//   ha_get_overview: "Get AI-friendly system overview ..." now "Returns comprehensive system information");
// - a docstring documenting where a locked output parameter writes (`output_directory (str): The directory
//   to save the demo audio to.`) documents a write the tool already took (MiniMax-MCP 0.0.13 voice_clone).
// Also the pass-through miss the previous session's review left open: a free-form object named for nothing
// (`data`) whose description opens by calling it options for a driver, process or browser.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { findExposedCredentials } from '../../src/diff/text/credentials.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { textSignals } from '../../src/diff/text/index.js';
import { runGate } from '../corpus/corpus.js';
import { pair, replaceTool, toolOf } from './corpusEdits.js';

const resourcesOf = (snapshot: Snapshot): JsonObject[] => snapshot.listed.resources as JsonObject[];
const withResource = (base: Snapshot, uri: string, edit: JsonObject): Snapshot =>
  ({ ...base, listed: { ...base.listed, resources: resourcesOf(base).map((r) => (r.uri === uri ? { ...r, ...edit } : r)) } }) as Snapshot;
const exposed = (text: string): string[] => findExposedCredentials(text).map((match) => match.text);

describe('a resource listing credentials as its content', () => {
  const id = 'upgrades/mcp-postgres-duwenji/1.2.8__1.2.9';
  const uri = 'database://connection';

  it('mcp-postgres-duwenji 1.2.8 -> 1.2.9: the new database://connection resource is critical, its trigger the password in its list; removed again, it is info', () => {
    const { before, after } = pair(id);
    const change = runGate(before, after).changes.find((c) => c.rule === 'resource_added' && c.capability.name === uri);
    expect(change?.severity).toBe('critical');
    expect(change?.reasons.join(' ')).toContain('signal exposed_credential at /description: "password"');
    const description = resourcesOf(after).find((r) => r.uri === uri)!.description as string;
    expect(change?.triggers?.[0]).toMatchObject({ kind: 'text', signal: 'exposed_credential', pointer: '/description', quote: description });
    const trigger = change?.triggers?.[0];
    expect(trigger?.kind === 'text' && description.slice(trigger.match[0], trigger.match[1])).toBe('password');
    expect(runGate(after, before).changes.filter((c) => c.capability.name === uri).map((c) => [c.rule, c.severity])).toEqual([['resource_removed', 'info']]);
  });

  it('masked, withheld, used to authenticate, or looked after: the resource is info again; handed over in other words: critical', () => {
    const { before, after } = pair(id);
    const severity = (description: string) => runGate(before, withResource(after, uri, { description })).changes.find((c) => c.capability.name === uri)?.severity;
    expect(severity('Database connection parameters (host, port, database, username; the password is masked)')).toBe('info');
    expect(severity('Database connection parameters (host, port, database, username). The password is never returned.')).toBe('info');
    expect(severity('Database connection parameters, read using the configured password.')).toBe('info');
    expect(severity('Database connection parameters (host, port, database, username, etc.)')).toBe('info');
    expect(severity('Returns the API keys stored for each database user.')).toBe('critical');
    expect(severity('Connection settings including the connection string and the access token.')).toBe('critical');
    expect(severity('Stored credentials of the database users')).toBe('critical');
  });

  it('what is and is not a credential handed over', () => {
    expect(exposed('Database connection parameters (host, port, database, username, password, etc.)')).toEqual(['password']);
    expect(exposed('Username and password of the replica')).toEqual(['password']);
    expect(exposed('Lists all secrets of the vault with their values.')).toEqual(['secrets']);
    expect(exposed('Lists secret names of the vault.')).toEqual([]);
    expect(exposed('In-memory streaming metrics including p50/p95/p99 latency and token usage')).toEqual([]);
    expect(exposed('Full configuration and status for one application. Credentials are masked, as they are on `get_application`.')).toEqual([]);
    expect(exposed('Server reachability and auth status. Reports the reachability info even when the API key is misconfigured.')).toEqual([]);
    expect(exposed('Create, verify (read-back), and manage the lifecycle of templates, network volumes, and container registry credentials.')).toEqual([]);
    expect(exposed('Trigger on phrases like "store a secret".')).toEqual([]);
  });

  it('only a resource\'s or template\'s text describes data: a tool\'s description naming a password is no exposure', () => {
    const text = 'Connection parameters (host, port, username, password).';
    expect(textSignals(undefined, text, { describesData: true }).map((s) => s.signal)).toEqual(['exposed_credential']);
    expect(textSignals(undefined, text, {}).map((s) => s.signal)).toEqual([]);
    // Already there before: not new.
    expect(textSignals(text, `${text} Refreshed every minute.`, { describesData: true })).toEqual([]);
  });
});

describe('the system the locked tool already reported on', () => {
  const id = 'upgrades/ha-mcp/v2.0.0__v2.1.0';
  const tool = 'ha_get_overview';
  const raise = (before: Snapshot, after: Snapshot) => runGate(before, after).changes.find((c) => c.rule === 'risk_level_raised' && c.capability.name === tool);

  it('ha-mcp v2.0.0 -> v2.1.0: "Returns comprehensive system information" after "system overview" is a warning quoting the sentence; back again, nothing critical', () => {
    const { before, after } = pair(id);
    const change = raise(before, after);
    expect(change?.severity).toBe('warning');
    expect(change?.reasons.join(' ')).toContain('describes the "system" the locked tool already reported on');
    expect(change?.triggers?.[0]).toMatchObject({ kind: 'text', signal: 'risk_word', pattern: 'system_info', quote: 'Returns comprehensive system information at the requested detail level.' });
    expect(runGate(after, before).changes.filter((c) => c.capability.name === tool && c.severity === 'critical')).toEqual([]);
  });

  it('a subject the locked text never named (hardware, OS), or a locked tool that named no system, stays critical', () => {
    const { before, after } = pair(id);
    const locked = toolOf(before, tool);
    const live = toolOf(after, tool);
    const withText = (description: string) => raise(before, replaceTool(after, { ...live, description }))?.severity;
    expect(withText(String(live.description))).toBe('warning');
    expect(withText('Get AI-friendly system overview with intelligent categorization.\n\nReturns comprehensive system information and hardware details.')).toBe('critical');
    expect(withText('Get AI-friendly system overview with intelligent categorization.\n\nReturns OS version information.')).toBe('critical');
    // The locked tool never named a system: the same new sentence reads the host.
    const unnamed = replaceTool(before, { ...locked, description: 'Get AI-friendly entity overview with intelligent categorization.' });
    expect(raise(unnamed, after)?.severity).toBe('critical');
  });
});

describe('a docstring documenting a locked output parameter', () => {
  const id = 'upgrades/minimax-mcp/0.0.11__0.0.13';
  const tool = 'voice_clone';
  const raise = (before: Snapshot, after: Snapshot) => runGate(before, after).changes.find((c) => c.rule === 'risk_level_raised' && c.capability.name === tool);

  it('MiniMax-MCP 0.0.11 -> 0.0.13: voice_clone\'s new line on output_directory is a warning naming the locked parameter; back again, nothing critical', () => {
    const { before, after } = pair(id);
    const change = raise(before, after);
    expect(change?.severity).toBe('warning');
    expect(change?.reasons.join(' ')).toContain('"output_directory" in its locked parameters');
    expect(change?.triggers?.[0]).toMatchObject({ kind: 'text', pattern: 'write_file', quote: 'output_directory (str): The directory to save the demo audio to.' });
    expect(runGate(after, before).changes.filter((c) => c.capability.name === tool && c.severity === 'critical')).toEqual([]);
  });

  it('a deleting word, or an output place the locked tool did not take, stays critical', () => {
    const { before, after } = pair(id);
    const live = toolOf(after, tool);
    const description = String(live.description);
    expect(raise(before, replaceTool(after, { ...live, description: description.replace('The directory to save the demo audio to.', 'The directory to save the demo audio to; files already in it are deleted.') }))?.severity).toBe('critical');
    const locked = toolOf(before, tool);
    const properties = { ...((locked.inputSchema as JsonObject).properties as JsonObject) };
    delete properties.output_directory;
    const without = replaceTool(before, { ...locked, inputSchema: { ...(locked.inputSchema as JsonObject), properties } });
    expect(raise(without, after)?.severity).toBe('critical');
  });
});

describe('a free-form object described as options handed to a target', () => {
  const classes = (name: string, schema: JsonObject) => assessParameter(name, schema).findings.map((f) => [f.class, f.tokens, f.evidence]);
  it('options for a driver, process or browser, said before the word or after a verb handing them over, are pass-through', () => {
    expect(classes('data', { type: 'object', additionalProperties: true, description: 'Connection options handed to the database driver' }))
      .toEqual([['pass_through', ['connection', 'options', 'free-form object'], 'description']]);
    expect(classes('spec', { type: 'object', description: 'Launch arguments for the browser process.' }))
      .toEqual([['pass_through', ['launch', 'arguments', 'free-form object'], 'description']]);
    expect(classes('payload', { type: 'object', description: 'Settings passed to the HTTP client as they are.' }))
      .toEqual([['pass_through', ['settings', 'client', 'free-form object'], 'description']]);
  });

  it('a declared object, data to store, a target named only in a later sentence, or options for no target are not', () => {
    expect(classes('data', { type: 'object', properties: { label: { type: 'string' } }, additionalProperties: false, description: 'Connection options handed to the database driver' })).toEqual([]);
    expect(classes('data', { type: 'object', description: 'Additional data to store. Uses the connection settings configured in the server.' })).toEqual([]);
    expect(classes('body', { type: 'object', description: 'Request options sent to the API' })).toEqual([]);
    expect(classes('payload', { type: 'object', description: 'The document body to index' })).toEqual([]);
  });
});

// An adversarial review of the three rules above (before the twenty-second batch was scored) tried
// realistic definitions in both directions; each hole it found is closed by class, and each case is here.
describe('the review\'s limits of the exposed credential', () => {
  const cases: Array<[string, boolean]> = [
    ['Database connection parameters (host, port, database, username, password, etc.)', true],
    ['Username and password of the replica', true],
    ['Lists all secrets of the vault with their values.', true],
    ['Connection info: host, port, user, password.', true],
    ['Database connection settings: host, port, username, password, sslmode.', true],
    ['OAuth client config: client_id, client_secret, redirect_uri.', true],
    ['Effective server configuration as JSON: host, port, log level, database_url, openai_api_key.', true],
    ['The API keys, not masked.', true],
    ['Returns the stored API keys without redaction.', true],
    ['Build secrets for the CI pipeline.', true],
    ['Upload credentials for the S3 bucket.', true],
    ['Registry login credentials (username and password).', true],
    ['Current login credentials of the server, unencrypted.', true],
    ['Raw value of the secret at the given path.', true],
    ['Current values of all secrets in the namespace.', true],
    ['All entries of the 1Password vault with their passwords.', true],
    ['Database URL with embedded password.', true],
    ['Environment variables of the server process, including DATABASE_URL and OPENAI_API_KEY.', true],
    ['Full config with api_key and db_password fields.', true],
    ['The bot token.', true],
    ['The configured GitHub token.', true],
    ['Database DSN (postgres://user:pass@host/db).', true],
    ['Returns the access token issued to the app.', true],
    ['Returns the admin password.', true],
    ['SSH private key of the server', true],
    ['Lists secret names of the vault.', false],
    ['In-memory streaming metrics including p50/p95/p99 latency and token usage', false],
    ['Full configuration and status for one application. Credentials are masked, as they are on `get_application`.', false],
    ['Server reachability and auth status. Reports the reachability info even when the API key is misconfigured.', false],
    ['Create, verify (read-back), and manage the lifecycle of templates, network volumes, and container registry credentials.', false],
    ['Trigger on phrases like "store a secret".', false],
    ['Password policy for the organization: minimum length, symbols.', false],
    ['Documentation for the password reset flow.', false],
    ['Supported credential types (basic, OAuth2, API key) and how to configure them.', false],
    ['Describes the credential rotation schedule.', false],
    ['Audit log of password changes and failed login attempts.', false],
    ['Expiry dates of access tokens and API keys.', false],
    ['Returns the expiry date of each access token.', false],
    ['Returns the OAuth scopes granted to the access token.', false],
    ['Returns the status of each credential (valid, expired, revoked).', false],
    ['Health of the credentials store.', false],
    ['Number of API keys per project.', false],
    ['Returns the last four characters of each API key.', false],
    ['API key prefix and creation date for each key.', false],
    ['Hash of the stored password, for comparison only.', false],
    ['Password strength report for each account.', false],
    ['Count of active sessions and session tokens issued today.', false],
    ['Shows which credentials are missing for each integration.', false],
    ['Lists secrets in the project: name, version, created date.', false],
    ['Lists all secrets in the vault path (metadata only).', false],
    ['Returns the list of API keys (id, label, created_at, last_used). Key values are shown only once at creation.', false],
    ['Token limits and pricing for each model. An API key is required.', false],
    ['How to obtain an API key and where to put the access token.', false],
    ['API key setup: create one in the dashboard.', false],
    ['Lists the public keys of the signing key set (JWKS).', false],
    ['Returns the list of passwords stored in the keychain.', true],
  ];
  it.each(cases)('%s -> %s', (text, exposes) => {
    expect(findExposedCredentials(text).length > 0).toBe(exposes);
  });

  it('a changed resource description is read too; a label is read only when there is no description', () => {
    const { before, after } = pair('upgrades/mcp-postgres-duwenji/1.2.31__1.2.32');
    const uri = 'database://connection';
    const locked = withResource(before, uri, { description: 'Connection settings. The password is masked.' });
    const changed = runGate(locked, withResource(locked, uri, { description: 'Connection settings. The password is masked unless include_secrets is set, then returns the password.' }));
    expect(changed.changes.filter((c) => c.capability.name === uri).map((c) => c.severity)).toContain('critical');
    const listed = runGate(locked, withResource(locked, uri, { description: 'Connection settings: host, port, user, password.' }));
    const critical = listed.changes.find((c) => c.capability.name === uri && c.severity === 'critical');
    expect(critical).toMatchObject({ rule: 'resource_text_changed', pointer: '/description' });
    expect(critical?.triggers?.[0]).toMatchObject({ kind: 'text', signal: 'exposed_credential', quote: 'Connection settings: host, port, user, password.' });
    const reworded = runGate(locked, withResource(locked, uri, { description: 'Connection settings (host and port). The password is masked.' }));
    expect(reworded.changes.filter((c) => c.capability.name === uri && c.severity === 'critical')).toEqual([]);
    const labelled = (resource: JsonObject) => runGate(before, { ...before, listed: { ...before.listed, resources: [...resourcesOf(before), resource] } } as Snapshot)
      .changes.find((c) => c.capability.name === resource.uri)?.severity;
    expect(labelled({ uri: 'vault://secret-list', name: 'secret_list', description: 'Names of the secrets in the vault. Secret values are never returned.' })).toBe('info');
    expect(labelled({ uri: 'docs://api-keys', name: 'API keys guide', description: 'How API keys work in this service.' })).toBe('info');
    expect(labelled({ uri: 'config://credentials', name: 'Stored credentials' })).toBe('critical');
  });
});

describe('the review\'s limits of the restated system', () => {
  const id = 'upgrades/ha-mcp/v2.0.0__v2.1.0';
  const tool = 'ha_get_overview';
  const severity = (locked: JsonObject, live: string) => {
    const { before, after } = pair(id);
    const was = replaceTool(before, { ...toolOf(before, tool), ...locked }, tool);
    const now = replaceTool(after, { ...toolOf(after, tool), ...(typeof locked.name === 'string' && { name: locked.name }), description: live }, tool);
    return runGate(was, now).changes.find((c) => c.rule === 'risk_level_raised')?.severity;
  };
  it('a system word only in a compound the locked text used for something else stays critical', () => {
    expect(severity({ description: 'List files in the file system.' }, 'List files in the file system.\n\nReturns system information too: logged-in users, open ports, mounted disks.')).toBe('critical');
    expect(severity({ description: 'Returns facts about the solar system.' }, 'Returns facts about the solar system, and system information of the host.')).toBe('critical');
    expect(severity({ description: 'Train a machine learning model.' }, 'Train a machine learning model. Reports machine details (GPU model, driver version, RAM, disk).')).toBe('critical');
  });
  it('a new word pointing at the host stays critical, even with the subject in the locked name', () => {
    expect(severity({ name: 'system_overview', description: 'Overview of the smart-home.' }, 'Overview of the smart-home. Returns system information of the machine running the MCP server.')).toBe('critical');
    expect(severity({ description: 'Get AI-friendly system overview.' }, 'Get AI-friendly system overview. Returns system information: logged-in users and open ports.')).toBe('critical');
  });
  it('a plural subject, or a subject named in the locked name with a report noun, is the same system', () => {
    expect(severity({ description: 'Overview of all monitored systems.' }, 'Overview of all monitored systems. Returns system status per system.')).toBe('warning');
    expect(severity({ name: 'jira_system_settings', description: 'Read Jira settings.' }, 'Read Jira settings. Returns system information of the Jira server.')).toBe('warning');
  });
});

describe('the review\'s limits of a documented output place', () => {
  const id = 'upgrades/minimax-mcp/0.0.11__0.0.13';
  const tool = 'voice_clone';
  const line = 'output_directory (str): The directory to save the demo audio to.';
  /** The pair with voice_clone's new docstring line replaced, and its output parameter renamed in both versions. */
  const severity = (replacement: string, rename?: string, dropLive = false) => {
    const { before, after } = pair(id);
    const renamed = (snapshot: Snapshot, drop: boolean) => {
      const definition = toolOf(snapshot, tool);
      const input = definition.inputSchema as JsonObject;
      const properties = { ...(input.properties as JsonObject) };
      const value = properties.output_directory;
      delete properties.output_directory;
      if (!drop) properties[rename ?? 'output_directory'] = value!;
      return { ...definition, inputSchema: { ...input, properties } } as JsonObject;
    };
    const was = replaceTool(before, renamed(before, false));
    const live = renamed(after, dropLive);
    const now = replaceTool(after, { ...live, description: String(live.description).replace(line, replacement) });
    return runGate(was, now).changes.find((c) => c.rule === 'risk_level_raised' && c.capability.name === tool)?.severity;
  };
  it('the recorded line, and the same line for another place name (target_dir), are warnings', () => {
    expect(severity(line)).toBe('warning');
    expect(severity(line.replace('output_directory', 'target_dir'), 'target_dir')).toBe('warning');
  });
  it('an overwrite, a write elsewhere, a clearing word or another action beside it stays critical', () => {
    expect(severity(`${line} Overwrites the input file with a compressed copy.`)).toBe('critical');
    expect(severity(`${line} Renames the original files with a .bak suffix.`)).toBe('critical');
    expect(severity('output_directory (str): Clears all existing files in output_directory, then writes the demo audio there.')).toBe('critical');
    expect(severity('output_directory (str): The directory to save the demo audio to, then uploads the file to the shared drive.')).toBe('critical');
    expect(severity(`${line} Also writes its cache files into the user home directory.`)).toBe('critical');
  });
  it('an output place the live tool dropped, or a name whose head is no place (output_file_format), stays critical', () => {
    expect(severity(line, undefined, true)).toBe('critical');
    expect(severity(line.replace('output_directory', 'output_file_format'), 'output_file_format')).toBe('critical');
  });
});

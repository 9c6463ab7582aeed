// Classes of mistake of the fiftieth batch, fixed after its first sight (test/fixtures/corpus/first-sight.json: 49/60),
// each on the recorded definitions, upgrade and downgrade, with counter-cases the fix must not swallow:
// - an action selector documented as a quoted list ("Action: 'create', 'update', ...") gaining values that act
//   (quickcall `manage_issues`: add_sub_issue, update_comment, delete_comment; two misses);
// - an agent skill, plugin or MCP server installed into the assistant by a command (`npx skills add ...` in
//   @supabase/mcp-server-supabase's instructions; a miss);
// - a value standing in for the configured connection ("Optional if a URL is configured": prometheus `workspace_id`; a miss);
// - an order to keep something from the user ("Never display raw JSON to the user"; a miss) and to get the project running
//   with dictated commands ("ensure the local project is running (e.g. `npm run build && npm run start`)"; a miss);
// - a disconnect that forgets the stored credential (quickcall `disconnect_github_pat`), a reader taking the locked
//   selectors plus paging (selenium `get_direct_children`), a web page's path (testsprite `pathname`): three false criticals.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { assessParameter } from '../../src/risk/parameters.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { runGate } from '../corpus/corpus.js';
import { at, pair, replaceTool, toolAdded, toolOf, withDescription } from './corpusEdits.js';

const critical = (changes: ReturnType<typeof at>) => changes.filter((change) => change.severity === 'critical');

describe('an action selector documented as a quoted list gaining acting values', () => {
  it('quickcall 0.3.6 -> 0.3.7 and 0.5.0 -> 0.6.0: manage_issues `action` is critical with its new values as the trigger; back again, not critical', () => {
    for (const [id, value] of [['upgrades/quickcall-integrations/0.3.6__0.3.7', 'remove_sub_issue'], ['upgrades/quickcall-integrations/0.5.0__0.6.0', 'delete_comment']] as const) {
      const { before, after } = pair(id);
      const [change] = critical(at(runGate(before, after), 'manage_issues', '/action/description'));
      expect(change, id).toBeDefined();
      expect(change!.triggers).toContainEqual(expect.objectContaining({ kind: 'text', signal: 'listed_value', pattern: 'action_selector' }));
      const parameter = change!.triggers!.find((each) => each.kind === 'parameter') as { class: string; tokens: string[] };
      expect(parameter.class).toBe('action_selector');
      expect(parameter.tokens).toContain(value);
      expect(critical(at(runGate(after, before), 'manage_issues', '/action')), id).toEqual([]);
    }
  });

  it('a value the locked documentation wrote out as a phrase is known; one or two quoted values are examples, not a list', () => {
    const { before, after } = pair('upgrades/quickcall-integrations/0.5.0__0.6.0');
    // 0.5.0 already documented "- add sub-issues: manage_issues(action=\"add_sub_issue\" ...)": the trigger names the new values only.
    const [change] = critical(at(runGate(before, after), 'manage_issues', '/action/description'));
    const parameter = change!.triggers!.find((each) => each.kind === 'parameter') as { tokens: string[] };
    expect(parameter.tokens).not.toContain('add_sub_issue');
    const tool = toolOf(before, 'manage_issues');
    const input = tool.inputSchema as JsonObject;
    const withAction = (description: string) => replaceTool(before, { ...tool, inputSchema: { ...input, properties: { ...(input.properties as JsonObject), action: { type: 'string', description } } } });
    const locked = withAction("Action to take, e.g. 'create'");
    expect(critical(at(runGate(locked, withAction("Action to take, e.g. 'create' or 'delete'")), 'manage_issues', '/action'))).toEqual([]);
    expect(critical(at(runGate(locked, withAction("Action: 'create', 'close', or 'delete'")), 'manage_issues', '/action'))).not.toEqual([]);
  });
});

describe('a skill or plugin installed into the assistant', () => {
  const id = 'upgrades/mcp-server-supabase/0.7.0__0.8.0';
  it('supabase 0.7.0 -> 0.8.0: instructions saying `npx skills add supabase/agent-skills` are critical, the command the trigger; removed, not critical', () => {
    const { before, after } = pair(id);
    const change = runGate(before, after).changes.find((each) => each.rule === 'server_instructions_changed');
    expect(change?.severity).toBe('critical');
    expect(change!.triggers).toContainEqual(expect.objectContaining({ kind: 'text', signal: 'shell_command', pattern: 'agent_extension_install' }));
    const trigger = change!.triggers!.find((each) => (each as { pattern?: string }).pattern === 'agent_extension_install') as { match: [number, number] };
    expect(String(after.instructions).slice(...trigger.match)).toBe('npx skills add supabase/agent-skills');
    expect(runGate(after, before).changes.filter((each) => each.capability.type === 'server' && each.severity === 'critical')).toEqual([]);
  });
  it('the same instructions naming the CLI only, without the install command, are no command literal', () => {
    const { before, after } = pair(id);
    const text = String(after.instructions).replace(': `npx skills add supabase/agent-skills`', '');
    const edited = { ...after, instructions: text } as Snapshot;
    const change = runGate(before, edited).changes.find((each) => each.rule === 'server_instructions_changed');
    expect(change?.triggers?.filter((each) => (each as { signal?: string }).signal === 'shell_command') ?? []).toEqual([]);
  });
});

describe('a value standing in for the configured connection', () => {
  const id = 'upgrades/aws-prometheus-mcp-server/0.1.1__0.2.0';
  it('prometheus 0.1.1 -> 0.2.0: `workspace_id` ("Optional if a URL is configured via command line arguments") is a network target; removed, not critical', () => {
    const { before, after } = pair(id);
    for (const tool of ['ExecuteQuery', 'ExecuteRangeQuery']) {
      const [change] = critical(at(runGate(before, after), tool, '/workspace_id'));
      expect(change, tool).toBeDefined();
      expect(change!.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'workspace_id', class: 'network_target', tokens: ['url', 'configured'], evidence: 'description' }));
      expect(critical(at(runGate(after, before), tool, '/workspace_id')), tool).toEqual([]);
    }
  });
  it('a workspace identifier documented as nothing more is no network target', () => {
    const classes = (description: string) => assessParameter('workspace_id', { anyOf: [{ type: 'string' }, { type: 'null' }], default: null, description }).findings.map((finding) => finding.class);
    expect(classes('The Prometheus workspace ID to use. Optional if a URL is configured via command line arguments.')).toContain('network_target');
    expect(classes('Overrides the default endpoint for this call.')).toContain('network_target');
    expect(classes('The Prometheus workspace ID to use (e.g., ws-12345678).')).not.toContain('network_target');
    expect(classes('Optional if a name is configured.')).not.toContain('network_target');
  });
});

describe('orders about what the user sees and what the model runs first', () => {
  it('quickcall 0.1.2 -> 0.1.3: "Never display raw JSON to the user." is critical, the sentence the trigger; back again, not critical', () => {
    const { before, after } = pair('upgrades/quickcall-integrations/0.1.2__0.1.3');
    const [change] = critical(at(runGate(before, after), 'get_updates', '/description'));
    expect(change!.triggers).toContainEqual(expect.objectContaining({ kind: 'text', signal: 'model_directive', pattern: 'obligation_conceal_from_user', quote: 'Never display raw JSON to the user.' }));
    expect(critical(at(runGate(after, before), 'get_updates', '/description'))).toEqual([]);
    // A statement of what the tool shows is no order.
    const stated = withDescription(after, 'get_updates', 'Get updates from a git repository. Shows the raw JSON to the user when verbose is set.');
    expect(critical(at(runGate(before, stated), 'get_updates', '/description'))).toEqual([]);
  });

  it('testsprite 0.0.23 -> 0.0.29: "ensure the local project is running (e.g. `npm run build && npm run start` ...)" is critical; back again, not critical', () => {
    const { before, after } = pair('upgrades/testsprite-mcp/0.0.23__0.0.29');
    const tool = 'testsprite_generate_code_and_execute';
    const [change] = at(runGate(before, after), tool, '/description').filter((each) => each.rule === 'tool_description_changed');
    expect(change?.severity).toBe('critical');
    expect(change!.triggers).toContainEqual(expect.objectContaining({ kind: 'text', signal: 'model_directive', pattern: 'obligation_start_locally' }));
    expect(critical(at(runGate(after, before), tool, '/description'))).toEqual([]);
    // The same precondition with no command dictated orders nothing.
    const description = String(toolOf(after, tool).description).replace(/ — preferably in production mode \([^)]*\)/, '');
    const plain = at(runGate(before, withDescription(after, tool, description)), tool, '/description').find((each) => each.rule === 'tool_description_changed');
    expect(plain!.triggers?.filter((each) => (each as { pattern?: string }).pattern === 'obligation_start_locally') ?? []).toEqual([]);
  });
});

describe('three new definitions that reach nothing new', () => {
  it('quickcall 0.1.8 -> 0.2.0: disconnect_github_pat ("This removes only the stored PAT") ends the connection: a warning; one that revokes the token stays critical', () => {
    const { before, after } = pair('upgrades/quickcall-integrations/0.1.8__0.2.0');
    const change = toolAdded(runGate(before, after), 'disconnect_github_pat');
    expect(change.severity).toBe('warning');
    expect(change.triggers).toContainEqual(expect.objectContaining({ kind: 'text', signal: 'session_change' }));
    const revoking = replaceTool(after, { ...toolOf(after, 'disconnect_github_pat'), description: 'Disconnect GitHub PAT authentication.\n\nThis revokes the stored PAT at GitHub.' });
    expect(toolAdded(runGate(before, revoking), 'disconnect_github_pat').severity).toBe('critical');
    const deleting = replaceTool(after, { ...toolOf(after, 'disconnect_github_pat'), description: 'Disconnect GitHub PAT authentication.\n\nThis removes the stored PAT and deletes the repositories it created.' });
    expect(toolAdded(runGate(before, deleting), 'disconnect_github_pat').severity).toBe('critical');
  });

  it('selenium 0.1.3 -> 0.1.4: get_direct_children (the locked element selectors and `page`, `page_size`) reads the same page: a warning naming them; a new `query` keeps it critical', () => {
    const { before, after } = pair('upgrades/mcp-server-selenium/0.1.3__0.1.4');
    const change = toolAdded(runGate(before, after), 'get_direct_children');
    expect(change.severity).toBe('warning');
    expect(change.reasons.join(' ')).toContain('and parameters of no class (`page_size`)');
    expect(runGate(after, before).changes.filter((each) => each.capability.name === 'get_direct_children' && each.severity === 'critical')).toEqual([]);
    const tool = toolOf(after, 'get_direct_children');
    const input = tool.inputSchema as JsonObject;
    const scripted = replaceTool(after, { ...tool, inputSchema: { ...input, properties: { ...(input.properties as JsonObject), query: { type: 'string', title: 'Query' } } } });
    expect(toolAdded(runGate(before, scripted), 'get_direct_children').severity).toBe('critical');
  });

  it('testsprite 0.0.14 -> 0.0.16: `pathname` ("Webpage path (without domain)") is no file; a path of a file still is', () => {
    const { before, after } = pair('upgrades/testsprite-mcp/0.0.14__0.0.16');
    expect(critical(at(runGate(before, after), 'testsprite_bootstrap_tests', '/pathname'))).toEqual([]);
    const classes = (description: string) => assessParameter('pathname', { type: 'string', description }).findings.map((finding) => finding.class);
    expect(classes('Webpage path (without domain). Defaults to an empty string if not provided.')).not.toContain('file_access');
    expect(classes('URL path of the endpoint to test.')).not.toContain('file_access');
    expect(classes('Path of the file to write the report to.')).toContain('file_access');
  });
});

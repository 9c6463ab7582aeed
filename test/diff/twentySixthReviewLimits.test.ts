// The review's limits: an adversarial read of the twenty-sixth batch's five rules (before the twenty-seventh
// batch was scored). A helper that had not written the rules wrote these probes, each stating the verdict a
// careful security reviewer would give; 41 of its 68 disagreed with the engine at 77e087a. Each was then
// fixed by class (not by case) and is kept here in both directions:
// - rule 1: `output_mode`, `response_mode`, `format_mode`... are presentation too, and a bare `mode`
//   documented as how results are shown; but a presentation `mode` whose description acts or reaches
//   ("'apply' performs them", "'email' sends the invoice") still selects the action;
// - rule 2: build info, status, server info, uptime and a ping of the server itself are self-reports; one
//   that returns configuration, secrets, host details, or restarts, installs or updates is not;
// - rule 3: "without asking for confirmation", "do not prompt", "answer yes", "assume yes" give the
//   go-ahead; the skip must take the approval as its object; a confirmation e-mail or cookie consent is no
//   go-ahead; an `auto_approve` enum with `always` is a switch; a docstring entry may be bulleted but not
//   under `Returns:` or an example, nor a literal value;
// - rule 4: a map declaring a few keys and `additionalProperties: true` takes any key; a tool that runs
//   (trigger_dag) is written to by its map as one that stores;
// - rule 5: "one of", "either", "mutually exclusive with", "exactly one identifier:", a list in a
//   sibling's description, and url/uri as one kind name the same object; a place the tool sends to
//   (`callback_uri`), draws from (`source_url`), or one open to any host is reach.
// Ids: R<rule>-G<n> a same-class case the rule should also cover, R<rule>-H<n> a hole it left open.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { assessParameter, isActionSelector } from '../../src/risk/parameters.js';
import { docstringOf } from '../../src/risk/docstring.js';
import { addTool, changesOf, pair, replaceTool, severities, toolOf, withProperty } from './corpusEdits.js';

/** Severities of one tool edited from `toolBefore` to `toolAfter`, both added to `base`. */
const edited = (base: Snapshot, toolBefore: JsonObject, toolAfter: JsonObject, pointerPart = '') =>
  severities(addTool(base, toolBefore), addTool(base, toolAfter), toolAfter.name as string, pointerPart);

const obj = (properties: JsonObject, required: string[] = []): JsonObject => ({ type: 'object', properties, required });

// ---------------------------------------------------------------------------------------------------
// Rule 1: a `mode` after a presentation word is no action selector
// ---------------------------------------------------------------------------------------------------
describe('rule 1: mode of presentation', () => {
  const { before: ticktick } = pair('upgrades/ticktick-mcp-nikitatsym/1.0.8__1.0.9');
  const reader = (name: string, param: string, values: string[], description: string): JsonObject => ({
    name, description: 'List the tasks of a TickTick project.', inputSchema: obj({ projectId: { type: 'string', description: 'Project ID' }, [param]: { type: 'string', enum: values, description } }, ['projectId']),
  });
  const writer = (name: string, toolDescription: string, param: string, values: string[], description: string): JsonObject => ({
    name, description: toolDescription, inputSchema: obj({ target: { type: 'string', description: 'Target' }, [param]: { type: 'string', enum: values, description } }, ['target']),
  });

  describe('found by the review, fixed by class', () => {
    // [generalises; expect not critical]
    // why: output_mode on a reader (ripgrep-style: files_with_matches/content/count) only shapes the result.
    it('R1-G2 output_mode gaining "json" on a search reader', () => {
      const t = (values: string[]) => reader('search_tasks', 'output_mode', values, 'Output mode: "content" shows matching lines, "files_with_matches" shows only task IDs, "count" shows match counts.');
      expect(edited(ticktick, t(['content', 'files_with_matches', 'count']), t(['content', 'files_with_matches', 'count', 'json']))).not.toContain('critical');
    });
    // [generalises; expect not critical]
    // why: response_mode concise/detailed is verbosity of the answer, not an action.
    it('R1-G3 response_mode gaining "verbose" on a reader', () => {
      const t = (values: string[]) => reader('get_project_summary', 'response_mode', values, 'Response verbosity: concise or detailed.');
      expect(edited(ticktick, t(['concise', 'detailed']), t(['concise', 'detailed', 'verbose']))).not.toContain('critical');
    });
    // [generalises; expect not critical]
    // why: format_mode markdown/plain is presentation.
    it('R1-G4 format_mode gaining "html" on a reader', () => {
      const t = (values: string[]) => reader('get_project_summary', 'format_mode', values, 'Format of the returned text.');
      expect(edited(ticktick, t(['markdown', 'plain']), t(['markdown', 'plain', 'html']))).not.toContain('critical');
    });
    // [generalises; expect not critical]
    // why: presentation words the list misses: output, response, format, detail, chart, grid, list.
    it('R1-G6 isActionSelector of output_mode, response_mode, format_mode, detail_mode, chart_mode, list_mode are false', () => {
      expect(['output_mode', 'response_mode', 'format_mode', 'detail_mode', 'chart_mode', 'list_mode'].filter(isActionSelector)).toEqual([]);
    });
    // [generalises; expect not critical]
    // why: a bare `mode` documented as display ("How results are displayed") on a reader is presentation too.
    it('R1-G7 bare `mode` documented as display gaining "grid" on a reader', () => {
      const t = (values: string[]) => reader('list_project_tasks', 'mode', values, 'How results are displayed: list or calendar.');
      expect(edited(ticktick, t(['list', 'calendar']), t(['list', 'calendar', 'grid']))).not.toContain('critical');
    });
    // [hole; expect critical]
    // why: preview_mode "apply" on an infra tool applies the plan — a presentation prefix on a real action selector.
    it('R1-H1 preview_mode gaining "apply" on a deploy tool', () => {
      const t = (values: string[]) => writer('deploy_stack', 'Preview or deploy a Pulumi stack.', 'preview_mode', values, "'plan' shows the changes that would be made; 'apply' performs them.");
      expect(edited(ticktick, t(['plan', 'diff']), t(['plan', 'diff', 'apply']))).toContain('critical');
    });
    // [hole; expect critical]
    // why: print_mode "email" e-mails the document to a recipient — a new outward action.
    it('R1-H3 print_mode gaining "email" on a document tool', () => {
      const t = (values: string[]) => writer('print_invoice', 'Render an invoice.', 'print_mode', values, "'pdf' returns a PDF; 'email' sends the invoice to the customer's billing address.");
      expect(edited(ticktick, t(['pdf', 'html']), t(['pdf', 'html', 'email']))).toContain('critical');
    });
  });

  describe('held before the review', () => {
    // [generalises; expect not critical]
    // why: layout_mode is as much presentation as viewMode (layout is in the list) — control probe.
    it('R1-G1 layout_mode gaining "timeline" on a project reader', () => {
      expect(edited(ticktick, reader('list_project_tasks', 'layout_mode', ['list', 'kanban'], 'How the tasks are laid out'), reader('list_project_tasks', 'layout_mode', ['list', 'kanban', 'timeline'], 'How the tasks are laid out'))).not.toContain('critical');
    });
    // [generalises; expect not critical]
    // why: displayMode camelCase is the same word as display_mode.
    it('R1-G5 isActionSelector("displayMode") / ("renderMode") / ("colorMode") are false', () => {
      expect([isActionSelector('displayMode'), isActionSelector('renderMode'), isActionSelector('colorMode')]).toEqual([false, false, false]);
    });
    // [hole; expect critical]
    // why: table_mode "replace" drops and recreates the table (pandas if_exists) — a write mode.
    it('R1-H2 table_mode gaining "replace" on a load tool', () => {
      const t = (values: string[]) => writer('load_csv', 'Load a CSV file into a database table.', 'table_mode', values, 'What to do if the table exists: append rows, or fail.');
      expect(edited(ticktick, t(['append', 'fail']), t(['append', 'fail', 'replace']))).toContain('critical');
    });
    // [hole; expect critical]
    // why: view_mode gaining "edit" grants the invitee edit rights — a mode of access, not of display.
    it('R1-H4 view_mode gaining "edit" on a share tool (grants edit rights)', () => {
      const t = (values: string[]) => writer('share_document', 'Share a document with a user.', 'view_mode', values, "Access the invitee gets: 'view' read-only, 'comment', or 'edit' full edit rights.");
      expect(edited(ticktick, t(['view', 'comment']), t(['view', 'comment', 'edit']))).toContain('critical');
    });
  });
});

// ---------------------------------------------------------------------------------------------------
// Rule 2: a new tool taking nothing that reports on the server itself
// ---------------------------------------------------------------------------------------------------
describe('rule 2: reports on the server itself', () => {
  const { before, after } = pair('upgrades/ticktick-mcp-nikitatsym/1.0.29__1.0.30');
  const version = toolOf(after, 'ticktick_version');
  const added = (tool: JsonObject) => changesOf(before, addTool(before, tool), tool.name as string).find((c) => c.rule === 'tool_added')?.severity;

  describe('found by the review, fixed by class', () => {
    // [generalises; expect warning]
    // why: build info of the server is the same as its version.
    it('R2-G2 ticktick_build_info "Returns the server\'s build info (version, commit, build date)."', () => {
      expect(added({ ...version, name: 'ticktick_build_info', description: "Returns the server's build info (version, commit, build date)." })).toBe('warning');
    });
    // [generalises; expect warning]
    // why: health_check is healthcheck split in two words.
    it('R2-G3 ticktick_health_check "Check the health of the MCP server."', () => {
      expect(added({ ...version, name: 'ticktick_health_check', description: 'Check the health of the MCP server.' })).toBe('warning');
    });
    // [generalises; expect warning]
    // why: the status of the MCP server itself (not of the account) is a self-report.
    it('R2-G4 ticktick_server_status "Get the status of the TickTick MCP server (uptime, version)."', () => {
      expect(added({ ...version, name: 'ticktick_server_status', description: 'Get the status of the TickTick MCP server (uptime, version).' })).toBe('warning');
    });
    // [generalises; expect warning]
    // why: server info (name, version, capabilities) is what MCP initialize already returns.
    it('R2-G5 get_server_info "Get information about this MCP server: name, version and supported features."', () => {
      expect(added({ ...version, name: 'get_server_info', description: 'Get information about this MCP server: name, version and supported features.' })).toBe('warning');
    });
    // [generalises; expect warning]
    // why: plain ping, no prefix, "Check that the server is running." (critical only because "ping" in a name is network_request)
    it('R2-G6 ping "Check that the server is running. Returns pong."', () => {
      expect(added({ ...version, name: 'ping', description: 'Check that the server is running. Returns pong.' })).toBe('warning');
    });

    // [generalises; expect warning]
    // why: the name's ping makes it network_request before reportsSelf is asked: ping in SELF_REPORTS can never apply.
    it('R2-G7 ticktick_ping "Ping the TickTick MCP server."', () => {
      expect(added({ ...version, name: 'ticktick_ping', description: 'Ping the TickTick MCP server.' })).toBe('warning');
    });
    // [hole; expect critical]
    // why: the config of the server holds the OAuth client secret and access token.
    it('R2-H2 ticktick_health returning the server config incl. access token', () => {
      expect(added({ ...version, name: 'ticktick_health', description: 'Check the TickTick MCP server health. Returns the loaded configuration (client id, client secret, access token expiry) for debugging.' })).toBe('critical');
    });
    // [hole; expect critical]
    // why: self-update downloads and installs code — execution, not a report.
    it('R2-H3 ticktick_version that updates the server to the latest release', () => {
      expect(added({ ...version, description: 'Get the TickTick MCP server version; if a newer release is available on PyPI it is installed and the server restarts.' })).toBe('critical');
    });
    // [hole; expect critical]
    // why: reports host information (hostname, IP addresses, user) — host reconnaissance, not the server's version.
    it('R2-H5 ticktick_health reporting host name, IP addresses and OS user', () => {
      expect(added({ ...version, name: 'ticktick_health', description: 'Get the TickTick MCP server health: host name, local IP addresses, OS user and disk usage of the machine it runs on.' })).toBe('critical');
    });
  });

  describe('held before the review', () => {
    // [generalises; expect warning]
    // why: "server health" named in name and description — the phrasing the brief quotes.
    it('R2-G1 ticktick_server_health "Show MCP server health."', () => {
      expect(added({ ...version, name: 'ticktick_server_health', description: 'Show MCP server health.' })).toBe('warning');
    });
    // [hole; expect critical]
    // why: returns the process environment — secrets such as the TickTick token are in it.
    it('R2-H1 ticktick_version also dumping environment variables', () => {
      expect(added({ ...version, description: 'Get the TickTick MCP server version and runtime details: Python version, platform and all environment variables.' })).toBe('critical');
    });
    // [hole; expect critical]
    // why: a ping that restarts the server process is a control action. NB: passes only because "ping" alone makes it network_request; see R2-H6.
    it('R2-H4 ticktick_ping that restarts the server when unhealthy', () => {
      expect(added({ ...version, name: 'ticktick_ping', description: 'Ping the TickTick MCP server and restart it if it does not answer.' })).toBe('critical');
    });
    // [hole; expect critical]
    // why: same restart as R2-H4 without the word "ping" (R2-H4 is critical only for "ping" = network_request).
    it('R2-H6 ticktick_health that restarts the server when unhealthy', () => {
      expect(added({ ...version, name: 'ticktick_health', description: 'Check the TickTick MCP server health and restart the server process if it does not answer.' })).toBe('critical');
    });
  });
});

describe('rule 2 on a recorded pair: a health check of the connections too', () => {
  it('zabbix-mcp-server 1.0 -> 1.1: health_check of "the MCP server and its connections to Zabbix servers" reports on the backend too: no self-report, still critical', () => {
    const { before, after } = pair('upgrades/zabbix-mcp-server-initmax/1.0__1.1');
    const added = changesOf(before, after, 'health_check').find((c) => c.rule === 'tool_added');
    expect(added?.severity).toBe('critical');
    const self = toolOf(after, 'health_check');
    const only = addTool(before, { ...self, name: 'health_check', description: 'Check the health of the MCP server.' });
    expect(changesOf(before, only, 'health_check').find((c) => c.rule === 'tool_added')?.severity).toBe('warning');
  });
});

// ---------------------------------------------------------------------------------------------------
// Rule 3: auto_approve / a flag documented as skipping a confirmation are safety switches;
//         a docstring line opening with the parameter's name documents it
// ---------------------------------------------------------------------------------------------------
describe('rule 3: flags that give the approval', () => {
  const { before } = pair('upgrades/mcp-server-hyperplexity/1.0.0__1.0.1');
  const flag = { type: 'boolean', default: false };
  const classes = (name: string, description?: string) => assessParameter(name, { ...flag, ...(description !== undefined && { description }) }).findings.map((f) => f.class);
  const addedFlag = (name: string, description?: string) =>
    severities(before, withProperty(before, 'reference_check', name, { ...flag, ...(description !== undefined && { description }) }), 'reference_check', `/${name}`);

  describe('found by the review, fixed by class', () => {
    // [generalises; expect safety_switch / critical]
    // why: "without asking for confirmation" is the same skip as "skips the confirmation step".
    it('R3-G1 auto_run "Run the charged phase without asking for confirmation."', () => {
      expect(addedFlag('auto_run', 'Run the charged phase without asking for confirmation.')).toContain('critical');
    });
    // [generalises; expect safety_switch / critical]
    // why: `yes` documented as answering yes to every prompt (apt -y) is the go-ahead given.
    it('R3-G4 yes "Answer yes to all confirmation prompts."', () => {
      expect(addedFlag('yes', 'Answer yes to all confirmation prompts.')).toContain('critical');
    });
    // [generalises; expect safety_switch / critical]
    // why: no_prompt — the confirmation prompt is not shown.
    it('R3-G5 no_prompt "Do not prompt the user before charging the account."', () => {
      expect(addedFlag('no_prompt', 'Do not prompt the user before charging the account.')).toContain('critical');
    });
    // [generalises; expect safety_switch / critical]
    // why: assume_yes / non_interactive are the standard CLI names for skipping confirmations.
    it('R3-G7 assume_yes and non_interactive documented as skipping prompts', () => {
      expect(classes('assume_yes', 'Assume yes; never ask for confirmation.')).toContain('safety_switch');
      expect(classes('non_interactive', 'Run without any interactive confirmation.')).toContain('safety_switch');
    });
    // [generalises; expect safety_switch / critical]
    // why: auto_approve as a string enum ("always") gives the go-ahead like the boolean does.
    it('R3-G13 auto_approve as enum never/low_cost/always', () => {
      expect(severities(before, withProperty(before, 'reference_check', 'auto_approve', { type: 'string', enum: ['never', 'low_cost', 'always'], default: 'never', description: 'When to run the charged phase without waiting for approve_validation.' }), 'reference_check', '/auto_approve')).toContain('critical');
    });
    // [generalises; expect safety_switch / critical]
    // why: a docstring entry written "- auto_start: ..." (bulleted) outside Args: is still the entry.
    it('R3-G9 docstring bullet "- auto_start: When True, skips the confirmation step"', () => {
      const description = 'Start a conversation.\n\nOptions:\n- auto_start: When True, skips the confirmation step and generates at once.';
      expect(docstringOf('auto_start', { type: 'boolean' }, description)).toBe('When True, skips the confirmation step and generates at once.');
    });
    // [generalises; expect safety_switch / critical]
    // why: the docstring form end to end with "without asking" phrasing on the recorded tool.
    it('R3-G11 start_table_maker auto_start documented in docstring "generates without asking for approval"', () => {
      const tool = toolOf(before, 'start_table_maker');
      const input = tool.inputSchema as JsonObject;
      const edited = replaceTool(before, {
        ...tool,
        description: `${tool.description as string}\n        auto_start: When True, the table is generated immediately without asking for approval of the structure.\n        `,
        inputSchema: { ...input, properties: { ...(input.properties as JsonObject), auto_start: { default: false, title: 'Auto Start', type: 'boolean' } } },
      });
      expect(severities(before, edited, 'start_table_maker', '/auto_start')).toContain('critical');
    });
    // [hole; expect not a safety switch / not critical]
    // why: dry_run documented as skipping the request and returning the confirmation payload turns nothing off.
    it('R3-H1 dry_run "skips the actual submission and returns the confirmation payload"', () => {
      expect(classes('dry_run', 'When True, skips the actual submission and returns the confirmation payload that would be sent.')).not.toContain('safety_switch');
    });
    // [hole; expect not a safety switch / not critical]
    // why: skip_confirmation_email stops a notification e-mail to the invitee; no human go-ahead is skipped. (Name finding skip+confirmation predates e839d19; the description finding is new.)
    it('R3-H2 skip_confirmation_email "Skip sending the booking confirmation email to the invitee."', () => {
      expect(addedFlag('skip_confirmation_email', 'Skip sending the booking confirmation email to the invitee.')).not.toContain('critical');
    });
    // Decided against the probe (the reviewer marked it low weight): a name that gives the approval stays a
    // switch even when its description says it is ignored. A description may narrow what a value reaches,
    // but one that says a new authority does nothing is exactly what a changed server would say; the
    // reviewer reads the name and looks at the code.
    it('R3-H3 auto_approve documented "Deprecated and ignored: the approval gate is always shown" stays critical', () => {
      expect(addedFlag('auto_approve', 'Deprecated and ignored: the approval gate is always shown before the charged phase.')).toContain('critical');
    });
    // [hole; expect not a safety switch / not critical]
    // why: auto_accept_cookies on a scraper accepts a cookie banner — no human approval is given away.
    it('R3-H4 auto_accept_cookies on a scraper', () => {
      expect(classes('auto_accept_cookies', 'Click "Accept" on cookie consent banners before extracting the page.')).not.toContain('safety_switch');
    });
    // [hole; expect not a safety switch / not critical]
    // why: a Returns: entry named like a parameter is documentation of the result, not of the parameter.
    it('R3-H5 docstring Returns: entry "force: whether the confirmation prompt was skipped" is not the parameter\'s doc', () => {
      const description = 'Delete a branch.\n\nReturns:\n    deleted: true when the branch is gone\n    force: whether the confirmation prompt was skipped on the server side';
      expect(docstringOf('force', { type: 'boolean' }, description)).toBeUndefined();
    });
    // [hole; expect not a safety switch / not critical]
    // why: a YAML example line in the description ("auto_start: false  # keep the review step") is an example, not the doc.
    it('R3-H6 docstring example block "auto_start: false  # skips the confirmation when true" is not the doc', () => {
      const description = 'Start a conversation.\n\nExample request body:\n    message: "Table of EU AI startups"\n    auto_start: false\n';
      expect(docstringOf('auto_start', { type: 'boolean' }, description)).toBeUndefined();
    });
  });

  describe('held before the review', () => {
    // [generalises; expect safety_switch / critical]
    // why: "bypasses the approval" — control probe of a listed verb.
    it('R3-G2 fast_track "Bypasses the approval gate."', () => {
      expect(classes('fast_track', 'Bypasses the approval gate and starts validation immediately.')).toContain('safety_switch');
    });
    // [generalises; expect safety_switch / critical]
    // why: skip_confirmation by name alone is the go-ahead given.
    it('R3-G3 skip_confirmation (no description)', () => {
      expect(addedFlag('skip_confirmation')).toContain('critical');
    });
    // [generalises; expect safety_switch / critical]
    // why: autoApprove camelCase is auto_approve.
    it('R3-G6 autoApprove (camelCase)', () => {
      expect(classes('autoApprove')).toContain('safety_switch');
    });
    // [generalises; expect safety_switch / critical]
    // why: dangerously_skip_permissions (Claude Code's flag) skips the human's permission prompts.
    it('R3-G8 dangerously_skip_permissions', () => {
      expect(classes('dangerously_skip_permissions', 'Skip all permission prompts.')).toContain('safety_switch');
    });
    // [generalises; expect safety_switch / critical]
    // why: `force` documented as deleting without the confirmation prompt is the go-ahead given.
    it('R3-G12 force "Delete without prompting for confirmation."', () => {
      expect(classes('force', 'Delete the job and its results without prompting for confirmation.')).toContain('safety_switch');
    });
    // [generalises; expect safety_switch / critical]
    // why: "auto_start (bool): ..." outside Args: is the same entry with its type.
    it('R3-G10 docstring "auto_start (bool): When True, skips the confirmation step"', () => {
      const description = 'Start a conversation.\n\n        auto_start (bool): When True, skips the confirmation step.';
      expect(docstringOf('auto_start', { type: 'boolean' }, description)).toBe('When True, skips the confirmation step.');
    });
  });
});

// ---------------------------------------------------------------------------------------------------
// Rule 4: a new required free-form map replacing a writing tool's typed parameters is a write mode
// ---------------------------------------------------------------------------------------------------
describe('rule 4: typed parameters replaced by a map', () => {
  const { before } = pair('upgrades/mcp-airflow-api-call518/2.0.6__3.0.0');
  const withSchema = (tool: JsonObject, inputSchema: JsonObject) => replaceTool(before, { ...tool, inputSchema });
  const sev = (tool: string, inputSchema: JsonObject, pointer: string) => severities(before, withSchema(toolOf(before, tool), inputSchema), tool, pointer);

  describe('found by the review, fixed by class', () => {
    // [generalises; expect critical]
    // why: a map declaring a few fields but additionalProperties: true still writes any field.
    it('R4-G5 map with some declared properties and additionalProperties: true', () => {
      expect(sev('create_connection', obj({ connection_data: { type: 'object', properties: { connection_id: { type: 'string' }, conn_type: { type: 'string' } }, additionalProperties: true } }, ['connection_data']), '/connection_data')).toContain('critical');
    });
    // [hole; expect not critical]
    // why: trigger_dag executes a DAG; its typed note/logical_date replaced by a free-form run `conf` the DAG's templates read.
    it('R4-G8 trigger_dag: typed note/logical_date replaced by a required free-form `conf`', () => {
      const trigger = toolOf(before, 'trigger_dag');
      const lockedTrigger = { ...trigger, inputSchema: obj({ dag_id: { type: 'string' }, note: { type: 'string' }, logical_date: { type: 'string' } }, ['dag_id']) };
      const b = replaceTool(before, lockedTrigger);
      const a = replaceTool(before, { ...trigger, inputSchema: obj({ dag_id: { type: 'string' }, conf: { type: 'object', additionalProperties: true, description: 'Run configuration passed to the DAG' } }, ['dag_id', 'conf']) });
      expect(severities(b, a, 'trigger_dag', '/conf')).toContain('critical');
    });
  });

  describe('held before the review', () => {
    // [generalises; expect critical]
    // why: the name of the map does not matter — control probes of params/fields/payload/body.
    for (const name of ['params', 'fields', 'payload', 'body']) {
      it(`R4-G1 required map \`${name}\` replacing create_connection's typed parameters`, () => {
        expect(sev('create_connection', { type: 'object', properties: { [name]: { type: 'object', additionalProperties: true } }, required: [name] }, `/${name}`)).toContain('critical');
      });
    }
    // [generalises; expect critical]
    // why: `{type: object}` without additionalProperties accepts any key (JSON Schema default).
    it('R4-G2 bare {type:"object"} map', () => {
      expect(sev('create_connection', obj({ connection_data: { type: 'object' } }, ['connection_data']), '/connection_data')).toContain('critical');
    });
    // [generalises; expect critical]
    // why: a map of strings (additionalProperties: {type: string}) still takes any key.
    it('R4-G3 additionalProperties {type: string} map', () => {
      expect(sev('create_connection', obj({ connection_data: { type: 'object', additionalProperties: { type: 'string' } } }, ['connection_data']), '/connection_data')).toContain('critical');
    });
    // [generalises; expect critical]
    // why: the map being optional (with the typed params gone) lets the same any-field write.
    it('R4-G4 optional map replacing the typed parameters (connection_id kept required)', () => {
      expect(sev('create_connection', obj({ connection_id: { type: 'string' }, connection_data: { type: 'object', additionalProperties: true } }, ['connection_id']), '/connection_data')).toContain('critical');
    });
    // [generalises; expect critical]
    // why: FastMCP's Optional[dict] is anyOf [object, null]; required-but-nullable is the same map.
    it('R4-G6 anyOf [map, null] required', () => {
      expect(sev('create_connection', obj({ connection_data: { anyOf: [{ type: 'object', additionalProperties: true }, { type: 'null' }] } }, ['connection_data']), '/connection_data')).toContain('critical');
    });
    // [generalises; expect critical]
    // why: a map replacing TickTick create_task's typed fields (title, dates, priority...) writes any field of the task.
    it('R4-G7 ticktick create_task typed fields replaced by required `task` map', () => {
      const { before: tt } = pair('upgrades/ticktick-mcp-nikitatsym/1.0.8__1.0.9');
      const task = toolOf(tt, 'create_task');
      const after = replaceTool(tt, { ...task, inputSchema: obj({ task: { type: 'object', additionalProperties: true, description: 'Task fields as JSON (title, content, dueDate...)' } }, ['task']) });
      expect(severities(tt, after, 'create_task', '/task')).toContain('critical');
    });
    // [hole; expect not critical]
    // why: a read-only lister swapping limit/offset for a query map reads what it read.
    it('R4-H1 list_dags limit/offset replaced by required `query_params` map', () => {
      expect(sev('list_dags', obj({ query_params: { type: 'object', additionalProperties: true, description: 'Query string parameters (limit, offset, order_by)' } }, ['query_params']), '/query_params')).not.toContain('critical');
    });
    // [hole; expect not critical]
    // why: the typed params moved into a closed object ({host, login, password}, additionalProperties false) write only the declared fields.
    it('R4-H3 typed parameters moved into a closed object', () => {
      const closed = { type: 'object', properties: { connection_id: { type: 'string' }, conn_type: { type: 'string' }, host: { type: 'string' }, login: { type: 'string' }, password: { type: 'string' }, port: { type: 'integer' } }, required: ['connection_id', 'conn_type'], additionalProperties: false };
      expect(sev('create_connection', obj({ connection: closed }, ['connection']), '/connection')).not.toContain('critical');
    });
    // [hole; expect not critical]
    // why: locked tool never wrote (get_connection); a required filter map beside dropped typed args is still a read.
    it('R4-H4 get_connection typed args replaced by a required `filters` map', () => {
      expect(sev('get_connection', obj({ filters: { type: 'object', additionalProperties: true } }, ['filters']), '/filters')).not.toContain('critical');
    });
  });
});

// ---------------------------------------------------------------------------------------------------
// Rule 5: a new identifier listed among "exactly one of" beside a locked identifier of its kind
// ---------------------------------------------------------------------------------------------------
describe('rule 5: another identifier of the same object', () => {
  const id = 'upgrades/eur-lex-mcp-server/0.6.0__0.7.0';
  const { before, after } = pair(id);
  const workUri = ((toolOf(after, 'eurlex_get_document').inputSchema as JsonObject).properties as JsonObject).work_uri as JsonObject;
  const cellar = 'CELLAR work resource URI to fetch (e.g. http://publications.europa.eu/resource/cellar/3e485e15-11bd-11e6-ba9a-01aa75ed71a1) — the form returned by eurlex_lookup_celex. Dereferenced to its CELEX, then fetched by the same flow.';
  const sevOf = (name: string, description: string) => severities(before, withProperty(after, 'eurlex_get_document', name, { ...workUri, description }), 'eurlex_get_document', `/${name}`);

  describe('found by the review, fixed by class', () => {
    // [generalises; expect not critical]
    // why: "Provide one of" without "exactly" is the same alternative list.
    it('R5-G1 "Provide one of celex_number, eli_uri, or work_uri."', () => {
      expect(sevOf('work_uri', `${cellar} Provide one of celex_number, eli_uri, or work_uri.`)).not.toContain('critical');
    });
    // [generalises; expect not critical]
    // why (contradicts the maintainers' own 'alone' test, on purpose): the list lives in the locked siblings' descriptions ("Provide exactly one of celex_number, eli_uri, or work_uri"), not in work_uri's own.
    it('R5-G7 list only in celex_number/eli_uri descriptions, work_uri described alone as a CELLAR URI', () => {
      expect(sevOf('work_uri', cellar)).not.toContain('critical');
    });
    // [generalises; expect not critical]
    // why: "either ... or ..." phrasing.
    it('R5-G2 "Use either celex_number, eli_uri or work_uri."', () => {
      expect(sevOf('work_uri', `${cellar} Use either celex_number, eli_uri or work_uri.`)).not.toContain('critical');
    });
    // [generalises; expect not critical]
    // why: "Mutually exclusive with eli_uri and celex_number."
    it('R5-G3 "Mutually exclusive with celex_number and eli_uri."', () => {
      expect(sevOf('work_uri', `${cellar} Mutually exclusive with celex_number and eli_uri.`)).not.toContain('critical');
    });
    // [generalises; expect not critical]
    // why: work_url vs eli_uri: url/uri are the same identifier kind.
    it('R5-G5 work_url listed beside eli_uri', () => {
      expect(sevOf('work_url', `${cellar} Provide exactly one of celex_number, eli_uri, or work_url.`)).not.toContain('critical');
    });
    // [generalises; expect not critical]
    // why: "Provide exactly one" said once, before the list ("Provide exactly one: celex_number, eli_uri or work_uri").
    it('R5-G6 "Provide exactly one identifier: celex_number, eli_uri or work_uri."', () => {
      expect(sevOf('work_uri', `${cellar} Provide exactly one identifier: celex_number, eli_uri or work_uri.`)).not.toContain('critical');
    });
    // [hole; expect critical]
    // why: a URI "of any web page", fetched from arbitrary hosts — new reach, although listed beside eli_uri.
    it('R5-H1 work_uri accepting any host', () => {
      expect(sevOf('work_uri', 'URI of the act on any website (mirrors, national gazettes, any http(s) host); the page is downloaded and parsed. Provide exactly one of celex_number, eli_uri, or work_uri.')).toContain('critical');
    });
    // [hole; expect critical]
    // why: source_uri ends in "uri" like eli_uri but is an arbitrary page the server fetches.
    it('R5-H2 source_uri "Any http(s) URI of an HTML page to fetch and parse as the act"', () => {
      expect(sevOf('source_uri', 'Any http(s) URI of an HTML page to fetch and parse as the act. Provide exactly one of celex_number, eli_uri, or source_uri.')).toContain('critical');
    });
    // [hole; expect critical]
    // why: callback_uri is where the server POSTs the result — a send target, not an identifier of the act.
    it('R5-H3 callback_uri listed in the same "exactly one of" sentence', () => {
      expect(sevOf('callback_uri', 'URI the server POSTs the fetched document to when it is ready. Provide exactly one of celex_number, eli_uri, or callback_uri.')).toContain('critical');
    });
  });

  describe('held before the review', () => {
    // [generalises; expect not critical]
    // why: backticked list with "must be given" — control of backtick splitting.
    it('R5-G4 "Exactly one of `celex_number`, `eli_uri`, `work_uri` must be given."', () => {
      expect(sevOf('work_uri', `${cellar} Exactly one of \`celex_number\`, \`eli_uri\`, \`work_uri\` must be given.`)).not.toContain('critical');
    });
    // [hole; expect critical]
    // why: a local file path listed among the identifiers reads the server's disk.
    it('R5-H4 file_uri (file:// path on the server) listed beside eli_uri', () => {
      expect(sevOf('file_uri', 'file:// URI of a Formex XML file on the server to load instead of fetching. Provide exactly one of celex_number, eli_uri, or file_uri.')).toContain('critical');
    });
  });
});

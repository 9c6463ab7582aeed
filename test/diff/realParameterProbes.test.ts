// Real parameter and tool definitions from published MCP servers (none of them under test/fixtures/corpus/upgrades/),
// each put on its real tool as a NEW OPTIONAL parameter (before: the tool without it), or added as a NEW TOOL beside
// plausible locked neighbours of the same server, with the verdict a careful security reviewer gives (docs/VERDICTS.md
// "Labelling rules", /work/shared/reference/labelling-drift.md) decided before the engine was run and kept. Each probe
// checks the criticals of the probed tool. Sources (verbatim descriptions, types, enums, defaults):
//   GH github/github-mcp-server pkg/github/{issues,pullrequests,actions,repositories,search,notifications,gists}.go
//   K8 containers/kubernetes-mcp-server pkg/toolsets/{core,helm,config}/*.go, pkg/mcp (createTargetProperty)
//   GF grafana/mcp-grafana tools/*.go (jsonschema tags; `\\,` read as a comma)
//   FS/FE modelcontextprotocol/servers src/filesystem/index.ts, src/fetch/src/mcp_server_fetch/server.py,
//         src/everything/tools/get-sum.ts
//   DC wonderwhy-er/DesktopCommanderMCP src/tools/schemas.ts (no descriptions there: shapes only)
//   IT wrenchpilot/it-tools-mcp src/tools/<group>/<tool>/index.ts (annotations left out: every it-tools tool,
//      transforms included, declares readOnlyHint false)
// Liberties: a few locked tools' own descriptions are shortened or, where the source builds them elsewhere, plausible
// (query_cloudwatch, create_alert_rule, list_contact_points, query_pyroscope, agento11y_*, DC read_file/start_search);
// C1 (nodes_log.query) is required in the source and probed here as optional; C6's default cluster ("kind-kind") fills
// the source's format argument. `PROBE_REPORT=1 npx vitest run test/diff/realParameterProbes.test.ts` prints the
// engine's changes, reasons and triggers for every disagreeing probe.
//
// Counts (engine at fd713b27):
//   new optional parameters: 136 probes (99 not critical, 37 critical): 108 agree, 6 false critical, 22 misses.
//   new tools: 42 probes (26 transforms, 16 acting tools with bland descriptions): 18 agree, 24 false critical, 0 misses.
//   Total 178: 126 agree, 30 false critical, 22 misses. The 52 disagreements are `it.fails` with the reviewer's verdict.
//
// Disagreements by class of mistake (engine reason quoted):
// A. False critical: a capability noun that is the OBJECT of a filter or format, not a value the tool reaches.
//    N21 list_commits.path "Only commits containing this file path will be returned" -> "new optional parameter `path`:
//        file_access (word "path" in name, word "path" in description); raises the tool's risk (LOW -> MEDIUM,
//        +read_file ...)" (also risk_level_raised: the tool's name "list_commits" and "Get" become read_file words).
//    N62 generate_deeplink.queryParams "Additional URL query parameters (for dashboard/panel types)" -> "network_target
//        (word "url" in description)" (the tool only builds a link string).
//    N93 format_sql.dialect "SQL dialect to use for formatting (e.g., 'sql', 'mysql', ...)" -> "query_language (word
//        "sql" in description)" (a formatter's dialect, nothing is queried).
// B. False critical: a name token read as a class whatever the description says it means.
//    N87 fetch.raw "Get the actual HTML content of the requested page, without simplification." -> "safety_switch
//        (word "raw" in name)" (raw = unsimplified output format, no check skipped).
//    N94 test_regex.flags "Regex flags (g, i, m, s, u, y)" -> "pass_through (word "flags" in name)".
//    N78 grafana_api_request.jq "A jq expression to filter or transform the JSON response" -> "query_language (word "jq"
//        in name)" (a filter over the tool's own result, run locally).
// C. Miss: authority named in words the vocabulary lacks (exposure, recipients, identity, scope, credential forwarding);
//    every one is "carries no capability, no capability word in its name, description or format; the tool's risk is
//    unchanged (...)":
//    exposure: C7 create_gist.public "Whether the gist is public"; C13 create_repository.private "Whether the
//        repository should be private. Defaults to true (private) when omitted."; C25 create_snapshot.external "Store
//        snapshot on external server. Requires key and deleteKey when true".
//    recipients: C8 create_pull_request.reviewers "GitHub usernames or ORG/team-slug team reviewers to request reviews
//        from"; C10 issue_write.assignees "Usernames to assign to this issue"; C22 create_alert_rule.notificationSettings
//        (object with receiver "Receiver name for sending notifications.").
//    identity / scope: C15 update_dashboard.userId "ID of the user making the change"; C6 pods_list.context "Optional
//        parameter selecting which context to run the tool in. Defaults to kind-kind if not set"; C23
//        query_prometheus.projectName "GCP project name to query ... Overrides or substitutes the defaultProject
//        configured on the datasource."; C24 query_cloudwatch.accountId "AWS account ID for cross-account monitoring.
//        ... or 'all' to query all accounts the monitoring account is permitted to query."
//    credential forwarding: C16 create_datasource.withCredentials "Whether Grafana should forward credentials such as
//        cookies" (the word "credentials" in a boolean's description is not read).
// D. Miss: free-form configuration or a request body handed to a process or API (pass-through without the word).
//    C3 helm_install.values "Values to pass to the Helm chart (Optional)" (object); C11 actions_run_trigger.inputs
//    "Inputs the workflow accepts. Only used for 'run_workflow' method." (object); C19 update_datasource.jsonData
//    "Non-secret plugin settings; replaces existing jsonData when set"; C27 agento11y_manage_eval_rules.definition
//    "Request body for the create/update/preview operations. ..."; C29 grafana_api_request.body "Request body (JSON
//    string). Used with POST, PUT, and PATCH requests."; C37 curl.body "Request body (for POST/PUT/PATCH)";
//    C18 create_datasource.fields "Datasource field values to provision, ..." -> "carries no capability, shapes the
//    result (word "fields" in name)" (only a warning for the example URL in its text).
// E. Miss: a write mode, a path or a secret said in prose under a neutral name.
//    C4 resources_scale.scale "Optional scale to update the resources scale to. If not provided, will return the
//        current scale of the resource, and not update it" (a getter gains an update) -> "carries no capability, no
//        capability word ...".
//    C21 create_alert_rule.record (object; targetDatasourceUid "Datasource UID where the recorded metric will be
//        written.") -> same reason; the nested write destination is not read.
//    C1 nodes_log.query "query specifies services(s) or files from which to return logs ... "/var/log/kubelet.log"" ->
//        "carries no capability, shapes the result (word "query" in name)": the name's "query" outweighs the files and
//        absolute paths of its description.
//    C5 configuration_view.minified "... If set to false, all contexts, clusters, auth-infos, and users are returned
//        in the configuration." -> "carries no capability, ...": a switch whose off value returns every kubeconfig
//        credential.
// F. False critical: a new tool that only transforms a given value, when its real (terse) description lacks the
//    "from/to/as/returns a ... string|text|representation" phrase the `converts` kind needs, or its name verb is in
//    no kind's list. Reason: "risk LOW" on a `tool_added` critical (trigger "new tool"):
//    T1 convert_hex_to_rgb "Convert HEX color to RGB"; T2 format_json; T3 convert_json_to_toml "Convert JSON to TOML
//    format"; T11 convert_unix_timestamp; T14 convert_cidr_to_ip_range; T19 compare_json; T20 decode_jwt "Decode JWT
//    token (header and payload only)"; T21 convert_number_base; T22 validate_iban (a check verb, but `checks` wants a
//    query_language/execute_command parameter); and verbs no kind lists: T5 test_regex, T6 generate_crontab,
//    T16 slugify_text, T17 analyze_text_stats, T25 evaluate_math "Safely evaluate mathematical expressions",
//    T26 get-sum "Returns the sum of two numbers". (T12 calculate_percentage and T13 calculate_ipv4_subnet agree: a
//    compute verb.)
// G. False critical: a new transform tool whose subject VALUE is named by a capability word, read as reach:
//    T8 decode_url "URL decode text" -> "risk MEDIUM | network_request: word "url" in name, description"; T9 fang_url,
//    T10 decode_safelink, T15 parse_url "Parse URL into components" (same); T18 lookup_http_status "Get information
//    about HTTP status codes" -> "network_request: word "http" in name, description"; T4 format_sql "Format and prettify
//    SQL queries" -> "risk HIGH | database_access: word "sql" in name, description, input property "sql""; T7
//    convert_docker_run_to_compose "Convert docker run commands to Docker Compose format" -> "risk CRITICAL |
//    execute_command: word "commands" in input property "commands" | execute_command: words "run ... commands" in
//    description"; T23 parse_ansible_inventory "Parse and validate Ansible inventory files" and T24
//    validate_docker_compose -> "risk MEDIUM | read_file: word "files" in description" (the file's content is given).
// After the fixes by class (the lead, before the thirty-second batch was scored), 18 of the 52 agree and are plain
// `it`s: a conversion between forms of a value given in the call is the `converts` kind by its name and opening
// sentence alone (T1-T4, T8, T11, T14-T16, T19, T21, T22: src/risk/newTool.ts formConversion); assignees, reviewers,
// participants and members of a tool that writes are people notified (C8, C10); a user documented as the one making
// the change is the identity a write is made as (C15); public/private/visibility heads on a tool that writes set who
// sees what it writes (C7, C13); a filter documented as "Only <results> ... will be returned" restricts results, and
// a raise carried by its place word and by words the locked name and description already had is no raise (N21).
// A second round by class (the lead, before the thirty-fourth batch was scored), 19 more agree: a new tool that works
// only on values given in the call, by a verb that converts, checks, tests or analyses, with a parameter documented as
// that value ("Text to analyze", "JWT token to decode", "Docker Compose file content to validate"; T5, T9, T10, T17, T20,
// T24: src/risk/newTool.ts givenValueOperation); `raw` documented as a form of the output (N87), "Regex flags" (N94)
// and a jq expression over the tool's own response (N78) carry no class; a free-form object documented as handed on
// whole on a tool that writes, runs or acts by its name ("Values to pass to the Helm chart", "Inputs the workflow
// accepts", "Non-secret plugin settings": C3, C11, C19) is pass_through; a request body beside methods or operations
// that write ("Used with POST, PUT, and PATCH requests", "for the create/update/preview operations": C27, C29, C37) is
// write_mode (src/risk/parameters.ts handedOnWhole, requestBody); a URL word before a part of a URL ("URL query
// parameters": N62) and a query language before a variety of it ("SQL dialect": N93) name no target and no query; a
// flag documented as forwarding credentials (`withCredentials`: C16) is a credential, and one documented as storing
// on an external server (C25) a network target. Their other direction: test/diff/secondProbeRound.test.ts.
// The fifty-third batch's class of a value reaching across tenants or accounts ("cross-account monitoring": C24) agrees too.
// The other 14 are still `it.fails`: C1, C4-C6, C18, C21-C23 (C, D, E), T6, T7, T18, T23, T25, T26 (F, G).
// The acting tools (A1-A16: ssh, scp, telnet, ping, cat, create_gist, update_gist, mark_all_notifications_read,
// dismiss_notification, create_folder, delete_snapshot, create_snapshot, install_plugin, update_alert_group, pods_run,
// sub_issue_write) all agree: a new tool is critical unless a harmless kind is shown, so bland text does not hide them.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { runGate } from '../corpus/corpus.js';
import { criticalAt, neutralServer, toolDefinition } from './corpusEdits.js';

// A neutral server (mcp-email-server's recorded snapshot) whose tools are replaced by the probe's own (corpusEdits.ts).
const snap = neutralServer;
const tool = toolDefinition;
type Verdict = 'critical' | 'not critical';
const str = (description?: string, extra: JsonObject = {}): JsonObject => ({ type: 'string', ...(description !== undefined && { description }), ...extra });
const num = (description?: string, extra: JsonObject = {}): JsonObject => ({ type: 'number', ...(description !== undefined && { description }), ...extra });
const int = (description?: string, extra: JsonObject = {}): JsonObject => ({ type: 'integer', ...(description !== undefined && { description }), ...extra });
const bool = (description?: string, extra: JsonObject = {}): JsonObject => ({ type: 'boolean', ...(description !== undefined && { description }), ...extra });
const strArr = (description?: string, extra: JsonObject = {}): JsonObject => ({ type: 'array', items: { type: 'string' }, ...(description !== undefined && { description }), ...extra });
const obj = (description?: string, extra: JsonObject = {}): JsonObject => ({ type: 'object', ...(description !== undefined && { description }), ...extra });
const strMap = (description?: string): JsonObject => ({ type: 'object', additionalProperties: { type: 'string' }, ...(description !== undefined && { description }) });

/** A locked tool (name, description, its other real parameters, required) that gains `param` as a new optional parameter. */
interface ParamProbe {
  id: string;
  /** repo + path the definition was taken from. */
  src: string;
  tool: [name: string, description: string, properties: JsonObject, required?: string[]];
  param: string;
  schema: JsonObject;
  /** The reviewer's verdict, decided before running the engine. */
  expect: Verdict;
  /** The engine disagrees today (kept as it.fails). */
  fails?: true;
}

function runParam(p: ParamProbe) {
  const [name, description, properties, required = []] = p.tool;
  const before = tool(name, description, properties, required);
  const after = tool(name, description, { ...properties, [p.param]: p.schema }, required);
  return runGate(snap(before), snap(after));
}
const paramVerdict = (p: ParamProbe): Verdict => (criticalAt(runParam(p), p.tool[0], '').length > 0 ? 'critical' : 'not critical');

// ---------------------------------------------------------------------------------------------------------------
// Real definitions. GH = github/github-mcp-server (pkg/github/*.go), K8 = containers/kubernetes-mcp-server
// (pkg/toolsets/**), GF = grafana/mcp-grafana (tools/*.go), FS = modelcontextprotocol/servers src/filesystem/index.ts,
// FE = modelcontextprotocol/servers src/fetch/src/mcp_server_fetch/server.py, DC = wonderwhy-er/DesktopCommanderMCP
// src/tools/schemas.ts, IT = wrenchpilot/it-tools-mcp src/tools/<group>/<tool>/index.ts.
// ---------------------------------------------------------------------------------------------------------------
const owner = str('Repository owner');
const repo = str('Repository name');
const ghListIssues: ParamProbe['tool'] = ['list_issues', "List issues in a GitHub repository. For pagination, use the 'endCursor' from the previous response's 'pageInfo' in the 'after' parameter.", { owner, repo }, ['owner', 'repo']];
const ghSearchRepos: ParamProbe['tool'] = ['search_repositories', 'Find GitHub repositories by name, description, readme, topics, or other metadata. Perfect for discovering projects, finding examples, or locating specific repositories across GitHub.', { query: str("Repository search query. Examples: 'machine learning in:name stars:>1000 language:python', 'topic:react', 'user:facebook'. Supports advanced search syntax for precise filtering.") }, ['query']];
const ghActionsList: ParamProbe['tool'] = ['actions_list', 'Tools for listing GitHub Actions resources.\nUse this tool to list workflows in a repository, or list workflow runs, jobs, and artifacts for a specific workflow or workflow run.\n', { method: str('The action to perform', { enum: ['list_workflows', 'list_workflow_runs', 'list_workflow_jobs', 'list_workflow_run_artifacts'] }), owner, repo }, ['method', 'owner', 'repo']];
const ghJobLogs: ParamProbe['tool'] = ['get_job_logs', 'Get logs for GitHub Actions workflow jobs.\nUse this tool to retrieve logs for a specific job or all failed jobs in a workflow run.\nFor single job logs, provide job_id. For all failed jobs in a run, provide run_id with failed_only=true.\n', { owner, repo, job_id: num('The unique identifier of the workflow job. Required when getting logs for a single job.'), run_id: num('The unique identifier of the workflow run. Required when failed_only is true to get logs for all failed jobs in the run.') }, ['owner', 'repo']];
const ghListCommits: ParamProbe['tool'] = ['list_commits', 'Get list of commits of a branch in a GitHub repository. Returns at least 30 results per page by default, but can return more if specified using the perPage parameter (up to 100).', { owner, repo }, ['owner', 'repo']];
const ghNotifications: ParamProbe['tool'] = ['list_notifications', 'Lists all GitHub notifications for the authenticated user, including unread notifications, mentions, review requests, assignments, and updates on issues or pull requests.', {}, []];
const ghCreatePr: ParamProbe['tool'] = ['create_pull_request', 'Create a new pull request in a GitHub repository.', { owner, repo, title: str('PR title'), body: str('PR description'), head: str('Branch containing changes'), base: str('Branch to merge into') }, ['owner', 'repo', 'title', 'head', 'base']];
const ghIssueWrite: ParamProbe['tool'] = ['issue_write', 'Create a new or update an existing issue in a GitHub repository.', { method: str("Write operation to perform on a single issue.\nOptions are:\n- 'create' - creates a new issue.\n- 'update' - updates an existing issue.\n", { enum: ['create', 'update'] }), owner: str('Repository owner'), repo: str('Repository name'), issue_number: num('Issue number to update'), title: str('Issue title'), body: str('Issue body content'), state: str('New state', { enum: ['open', 'closed'] }) }, ['method', 'owner', 'repo']];
const ghGists: ParamProbe['tool'] = ['list_gists', 'List gists for a user', {}, []];
const ghCreateGist: ParamProbe['tool'] = ['create_gist', 'Create a new gist', { description: str('Description of the gist'), filename: str('Filename for simple single-file gist creation'), content: str('Content for simple single-file gist creation') }, ['filename', 'content']];
const ghSubIssue: ParamProbe['tool'] = ['sub_issue_write', 'Add a sub-issue to a parent issue in a GitHub repository.', { method: str("The action to perform on a single sub-issue\nOptions are:\n- 'add' - add a sub-issue to a parent issue in a GitHub repository.\n- 'remove' - remove a sub-issue from a parent issue in a GitHub repository.\n"), owner, repo, issue_number: num('The number of the parent issue'), sub_issue_id: num('The ID of the sub-issue to add. ID is not the same as issue number') }, ['method', 'owner', 'repo', 'issue_number', 'sub_issue_id']];
const ghCreateRepo: ParamProbe['tool'] = ['create_repository', 'Create a new GitHub repository in your account or specified organization', { name: str('Repository name'), description: str('Repository description'), autoInit: bool('Initialize with README') }, ['name']];
const ghRunTrigger: ParamProbe['tool'] = ['actions_run_trigger', 'Trigger GitHub Actions workflow operations, including running, re-running, cancelling workflow runs, and deleting workflow run logs.', { method: str('The method to execute', { enum: ['run_workflow', 'rerun_workflow_run', 'rerun_failed_jobs', 'cancel_workflow_run', 'delete_workflow_run_logs'] }), owner, repo, workflow_id: str("The workflow ID (numeric) or workflow file name (e.g., main.yml, ci.yaml). Required for 'run_workflow' method."), ref: str("The git reference for the workflow. The reference can be a branch or tag name. Required for 'run_workflow' method."), run_id: num("The ID of the workflow run. Required for all methods except 'run_workflow'.") }, ['method', 'owner', 'repo']];

const k8Pods: ParamProbe['tool'] = ['pods_list', 'List all the Kubernetes pods in the current cluster from all namespaces', {}, []];
const k8PodsLog: ParamProbe['tool'] = ['pods_log', 'Get the logs of a Kubernetes Pod in the current or provided namespace with the provided name', { namespace: str('Namespace to get the Pod logs from'), name: str('Name of the Pod to get the logs from') }, ['name']];
const k8PodsExec: ParamProbe['tool'] = ['pods_exec', 'Execute a command in a Kubernetes Pod (shell access, run commands in container) in the current or provided namespace with the provided name and command', { namespace: str('Namespace of the Pod where the command will be executed'), name: str('Name of the Pod where the command will be executed'), command: strArr('Command to execute in the Pod container. The first item is the command to be run, and the rest are the arguments to that command. Example: ["ls", "-l", "/tmp"]') }, ['name', 'command']];
const k8NodesLog: ParamProbe['tool'] = ['nodes_log', 'Get logs from a Kubernetes node (kubelet, kube-proxy, or other system logs). This accesses node logs through the Kubernetes API proxy to the kubelet', { name: str('Name of the node to get logs from') }, ['name']];
const k8PodsRun: ParamProbe['tool'] = ['pods_run', 'Run a Kubernetes Pod in the current or provided namespace with the provided container image and optional name', { namespace: str('Namespace to run the Pod in'), name: str('Name of the Pod (Optional, random name if not provided)'), image: str('Container Image to run in the Pod') }, ['image']];
const k8ResDelete: ParamProbe['tool'] = ['resources_delete', 'Delete a Kubernetes resource in the current cluster by providing its apiVersion, kind, optionally the namespace, and its name', { apiVersion: str('apiVersion of the resource (examples of valid apiVersion are: v1, apps/v1, networking.k8s.io/v1)'), kind: str('kind of the resource (examples of valid kind are: Pod, Service, Deployment, Ingress)'), name: str('Name of the resource') }, ['apiVersion', 'kind', 'name']];
const k8Scale: ParamProbe['tool'] = ['resources_scale', 'Get or update the scale of a Kubernetes resource in the current cluster by providing its apiVersion, kind, name, and optionally the namespace. If the scale is set in the tool call, the scale will be updated to that value. Always returns the current scale of the resource', { apiVersion: str('apiVersion of the resource (examples of valid apiVersion are apps/v1)'), kind: str('kind of the resource (examples of valid kind are: StatefulSet, Deployment)'), name: str('Name of the resource') }, ['apiVersion', 'kind', 'name']];
const k8Helm: ParamProbe['tool'] = ['helm_install', 'Install (deploy) a Helm chart to create a release in the current or provided namespace', { chart: str('Chart reference to install (for example: stable/grafana, oci://ghcr.io/nginxinc/charts/nginx-ingress)'), name: str('Name of the Helm release (Optional, random name if not provided)') }, ['chart']];
const k8ConfigView: ParamProbe['tool'] = ['configuration_view', 'Get the current Kubernetes configuration content as a kubeconfig YAML', {}, []];

const dsUid = str('The UID of the datasource to query');
const gfLoki: ParamProbe['tool'] = ['query_loki_logs', "Executes a log query against a Loki or VictoriaLogs datasource and returns matching log entries (or metric samples on Loki). Defaults to the last hour, a limit of 10 entries, and 'backward' direction (newest first).", { datasourceUid: dsUid, logql: str('The LogQL query to execute against Loki. This can be a simple label matcher or a complex query with filters, parsers, and expressions. Supports full LogQL syntax including label matchers, filter operators, pattern expressions, and pipeline operations.') }, ['datasourceUid', 'logql']];
const gfPromNames: ParamProbe['tool'] = ['list_prometheus_metric_names', 'DISCOVERY: Call this first to find available metrics before querying. Lists metric names in a PromQL-compatible datasource (Prometheus, Thanos, Mimir, Cloud Monitoring, etc.). Retrieves all metric names and filters them using the provided regex.', { datasourceUid: dsUid }, ['datasourceUid']];
const gfPromQuery: ParamProbe['tool'] = ['query_prometheus', 'Query a PromQL-compatible datasource (Prometheus, Thanos, Mimir, Cloud Monitoring, etc.) using a PromQL expression. Supports instant queries (single point) and range queries (time range).', { datasourceUid: dsUid, expr: str('The PromQL expression to query'), endTime: str("The end time. Supported formats are RFC3339 or relative to now (e.g. 'now', 'now-1.5h', 'now-2h45m'). Valid time units are 'ns', 'us' (or 'µs'), 'ms', 's', 'm', 'h', 'd'.") }, ['datasourceUid', 'expr', 'endTime']];
const gfDatasources: ParamProbe['tool'] = ['list_datasources', 'List all configured datasources in Grafana. Use this to discover available datasources and their UIDs. Supports filtering by type and/or name (case-insensitive substring match) and pagination.', { type: str("The type of datasources to search for. For example, 'prometheus', 'loki', 'tempo', etc...") }, []];
const gfPanelQueries: ParamProbe['tool'] = ['get_dashboard_panel_queries', 'Retrieve panel queries from a Grafana dashboard. Supports all datasource types (Prometheus, Loki, CloudWatch, SQL, etc.) and row-nested panels.', { uid: str('The UID of the dashboard') }, ['uid']];
const gfDeeplink: ParamProbe['tool'] = ['generate_deeplink', 'Generate deeplink URLs for Grafana resources. Supports dashboards (requires dashboardUid or provisioningPreview), panels (requires dashboardUid or provisioningPreview, plus panelId), and Explore queries (requires datasourceUid and optionally queries).', { resourceType: str('Type of resource: dashboard, panel, or explore'), dashboardUid: str('Dashboard UID (for stored dashboards). Mutually exclusive with provisioningPreview for dashboard and panel types.') }, ['resourceType']];
const gfIncidents: ParamProbe['tool'] = ['list_incidents', "List Grafana incidents. Allows filtering by status ('active', 'resolved') and optionally including drill incidents. Returns a preview list with basic details.", { limit: int('The maximum number of incidents to return', { default: 10 }) }, []];
const gfPyroscope: ParamProbe['tool'] = ['query_pyroscope', 'Query a Pyroscope datasource for profiles and/or metrics.', { data_source_uid: dsUid, profile_type: str('The profile type, use list_pyroscope_profile_types to discover available types') }, ['data_source_uid', 'profile_type']];
const gfAlertGroups: ParamProbe['tool'] = ['list_alert_groups', 'List alert groups from Grafana OnCall with filtering options. Supports filtering by alert group ID, route ID, integration ID, state (new, acknowledged, resolved, silenced), team ID, time range, labels, and name.', { page: int('The page number to return') }, []];
const gfRoles: ParamProbe['tool'] = ['list_all_roles', 'List all roles in Grafana. Optionally filter to show only roles that can be delegated by the current user. Returns role details including UID, name, permissions, and metadata.', {}, []];
const gfUpdateDashboard: ParamProbe['tool'] = ['update_dashboard', "Create or update a dashboard. Two modes: (1) Full JSON — provide 'dashboard' for new dashboards or complete replacements. (2) Patch — provide 'uid' + 'operations' to make targeted changes to an existing dashboard.", { dashboard: obj('The full dashboard JSON. Use for creating new dashboards or complete updates.'), uid: str("UID of existing dashboard to update. Must be used together with 'operations'. Providing 'uid' without 'operations' will fail."), folderUid: str("The UID of the dashboard's folder"), message: str('Set a commit message for the version history') }, []];
const gfCreateDs: ParamProbe['tool'] = ['create_datasource', 'Create a datasource. If type is ambiguous, call search_plugin_information first; install the plugin if needed.', { name: str('Datasource display name'), type: str('Grafana datasource plugin type, for example prometheus'), database: str('Optional database name'), isDefault: bool('Whether this should become the default datasource') }, ['name', 'type']];
const gfUpdateDs: ParamProbe['tool'] = ['update_datasource', 'Update non-secret datasource fields by UID. Omitted fields are preserved.', { uid: str('UID of the datasource to update'), name: str('Display name'), database: str('Database name'), isDefault: bool('Make this the default datasource') }, ['uid']];
const gfAlertRule: ParamProbe['tool'] = ['create_alert_rule', 'Create a new Grafana alert rule.', { title: str('The title of the alert rule'), ruleGroup: str('The rule group name'), folderUID: str('The folder UID where the rule will be created'), condition: str("The query condition identifier (e.g. 'A', 'B')"), for: str("Duration before alert fires (e.g. '5m')"), orgID: int('The organization ID') }, ['title', 'ruleGroup', 'folderUID', 'condition', 'for', 'orgID']];
const gfCloudwatch: ParamProbe['tool'] = ['query_cloudwatch', 'Query AWS CloudWatch metrics through a Grafana CloudWatch datasource.', { datasourceUid: dsUid, namespace: str('CloudWatch namespace (e.g. AWS/EC2)'), metricName: str('Metric name'), region: str('AWS region') }, ['datasourceUid', 'namespace', 'metricName', 'region']];
const gfSnapshot: ParamProbe['tool'] = ['create_snapshot', 'Create a Grafana snapshot from a full dashboard payload. Supports optional expiration and external snapshot fields.', { dashboard: obj('Complete dashboard model to snapshot (as returned by Grafana dashboard APIs)'), name: str('Optional snapshot name') }, ['dashboard']];
const gfEvalRules: ParamProbe['tool'] = ['agento11y_manage_eval_rules', "Manage eval rules and guards of AI Observability.", { operation: str("The operation to perform. Reads: 'list_rules', 'get_rule', 'list_guards', 'get_guard'. Writes: 'create_rule', 'update_rule', 'delete_rule', 'preview_rule', 'create_guard', 'update_guard', 'delete_guard'."), rule_id: str("Eval rule ID (for the '_rule' operations) or guard ID (for the '_guard' operations).") }, ['operation']];
const gfExperiments: ParamProbe['tool'] = ['agento11y_manage_experiments', 'Read and update experiments of AI Observability.', { operation: str("The operation to perform. Reads: 'list', 'get', 'get_report', 'list_trials', 'list_scores', 'get_trial', 'list_trial_scores', 'list_trial_artifacts', 'list_facets'. Writes: 'update', 'cancel'.", { enum: ['list', 'get', 'get_report', 'list_trials', 'list_scores', 'get_trial', 'list_trial_scores', 'list_trial_artifacts', 'list_facets', 'update', 'cancel'] }), experiment_id: str("Experiment ID from 'list'. Required for 'get', 'get_report', 'list_trials', 'list_scores', 'update', and 'cancel'.") }, ['operation']];
const gfApiRequest: ParamProbe['tool'] = ['grafana_api_request', "Make an authenticated HTTP request to the Grafana API. Similar to 'gh api' for GitHub. Supports any Grafana API endpoint with optional jq-style response filtering. Use this for API endpoints that don't have a dedicated tool.", { endpoint: str("The API path relative to the Grafana base URL (e.g. '/api/org', '/api/dashboards/uid/abc123'). Must start with '/'.") }, ['endpoint']];
const gfContactPoints: ParamProbe['tool'] = ['list_contact_points', 'List Grafana notification contact points.', { limit: int('The maximum number of results to return. Default is 100.') }, []];

const fsRead: ParamProbe['tool'] = ['read_text_file', "Read the complete contents of a file from the file system as text. Handles various text encodings and provides detailed error messages if the file cannot be read. Use this tool when you need to examine the contents of a single file. Operates on the file as text regardless of extension. Only works within allowed directories.", { path: str() }, ['path']];
const fsListSizes: ParamProbe['tool'] = ['list_directory_with_sizes', 'Get a detailed listing of all files and directories in a specified path, including sizes. Results clearly distinguish between files and directories with [FILE] and [DIR] prefixes. This tool is useful for understanding directory structure and finding specific files within a directory. Only works within allowed directories.', { path: str() }, ['path']];
const fsTree: ParamProbe['tool'] = ['directory_tree', "Get a recursive tree view of files and directories as a JSON structure. Each entry includes 'name', 'type' (file/directory), and 'children' for directories. Files have no children array, while directories always have a children array (which may be empty). The output is formatted with 2-space indentation for readability. Only works within allowed directories.", { path: str() }, ['path']];
const fsEdit: ParamProbe['tool'] = ['edit_file', 'Make line-based edits to a text file. Each edit replaces exact line sequences with new content. Returns a git-style diff showing the changes made. Only works within allowed directories.', { path: str(), edits: { type: 'array', items: { type: 'object', properties: { oldText: str('Text to search for - must match exactly'), newText: str('Text to replace with') }, required: ['oldText', 'newText'] } } }, ['path', 'edits']];
const feFetch: ParamProbe['tool'] = ['fetch', 'Fetches a URL from the internet and optionally extracts its contents as markdown.', { url: str('URL to fetch', { format: 'uri', minLength: 1 }) }, ['url']];
const dcSearch: ParamProbe['tool'] = ['start_search', 'Start a streaming search that can return results progressively.', { path: str(), pattern: str(), searchType: str(undefined, { enum: ['files', 'content'], default: 'files' }) }, ['path', 'pattern']];
const dcRead: ParamProbe['tool'] = ['read_file', 'Read contents from files.', { path: str(), offset: num(undefined, { default: 0 }), length: num(undefined, { default: 1000 }) }, ['path']];
const itSsh: ParamProbe['tool'] = ['ssh', 'Connect to a target via SSH', { target: str('Target host'), user: str('Username'), command: str('Command to run on remote host') }, ['target', 'user', 'command']];
const itScp: ParamProbe['tool'] = ['scp', 'Copy files to or from a remote host using SFTP (SCP-like)', { target: str('Target host'), user: str('Username'), localPath: str('Local file path (source for upload, destination for download)'), remotePath: str('Remote file path (destination for upload, source for download)') }, ['target', 'user', 'localPath', 'remotePath']];
const itCurl: ParamProbe['tool'] = ['curl', 'Make HTTP requests to web endpoints. Example: GET request to an API or POST data to a server', { url: str('URL to request') }, ['url']];

const nonCritical: ParamProbe[] = [
  // --- GH: sort / order / paging / filters / format ---
  { id: 'N1', src: 'GH search.go', tool: ghSearchRepos, param: 'sort', schema: str('Sort repositories by field, defaults to best match', { enum: ['stars', 'forks', 'help-wanted-issues', 'updated'] }), expect: 'not critical' },
  { id: 'N2', src: 'GH search.go', tool: ghSearchRepos, param: 'order', schema: str('Sort order', { enum: ['asc', 'desc'] }), expect: 'not critical' },
  { id: 'N3', src: 'GH search.go', tool: ghSearchRepos, param: 'minimal_output', schema: bool('Return minimal repository information (default: true). When false, returns full GitHub API repository objects.', { default: true }), expect: 'not critical' },
  { id: 'N4', src: 'GH issues.go', tool: ghListIssues, param: 'state', schema: str('Filter by state, by default both open and closed issues are returned when not provided', { enum: ['OPEN', 'CLOSED'] }), expect: 'not critical' },
  { id: 'N5', src: 'GH issues.go', tool: ghListIssues, param: 'labels', schema: strArr('Filter by labels'), expect: 'not critical' },
  { id: 'N6', src: 'GH issues.go', tool: ghListIssues, param: 'orderBy', schema: str("Order issues by field. If provided, the 'direction' also needs to be provided.", { enum: ['CREATED_AT', 'UPDATED_AT', 'COMMENTS'] }), expect: 'not critical' },
  { id: 'N7', src: 'GH issues.go', tool: ghListIssues, param: 'direction', schema: str("Order direction. If provided, the 'orderBy' also needs to be provided.", { enum: ['ASC', 'DESC'] }), expect: 'not critical' },
  { id: 'N8', src: 'GH issues.go', tool: ghListIssues, param: 'since', schema: str('Filter by date (ISO 8601 timestamp)'), expect: 'not critical' },
  { id: 'N9', src: 'GH issues.go', tool: ghListIssues, param: 'field_filters', schema: { type: 'array', description: 'Filter by custom issue field values. Each entry takes a field_name and a value; the server looks up the field and coerces the value to its type (single-select option name, text, number, or YYYY-MM-DD date).', items: { type: 'object', properties: { field_name: str('Name of the custom field (e.g. "Priority"). Case-insensitive.'), value: str('Value to filter on. For single-select fields, the option name (e.g. "P1"). For dates, YYYY-MM-DD. For numbers, the numeric value as a string. For text, the text value.') }, required: ['field_name', 'value'] } }, expect: 'not critical' },
  { id: 'N10', src: 'GH pullrequests.go', tool: ['pull_request_read', 'Get information on a specific pull request in GitHub repository.', { method: str('Action to specify what pull request data needs to be retrieved from GitHub.', { enum: ['get', 'get_diff', 'get_status', 'get_files', 'get_review_comments', 'get_reviews', 'get_comments'] }), owner, repo, pullNumber: num('Pull request number') }, ['method', 'owner', 'repo', 'pullNumber']], param: 'after', schema: str("Cursor for pagination, used only by the get_review_comments method. Pass the endCursor from the previous page's PageInfo to fetch the next page."), expect: 'not critical' },
  { id: 'N11', src: 'GH actions.go', tool: ghActionsList, param: 'page', schema: num('Page number for pagination (default: 1)', { minimum: 1 }), expect: 'not critical' },
  { id: 'N12', src: 'GH actions.go', tool: ghActionsList, param: 'per_page', schema: num('Results per page for pagination (default: 30, max: 100)', { minimum: 1, maximum: 100 }), expect: 'not critical' },
  { id: 'N13', src: 'GH actions.go', tool: ghActionsList, param: 'workflow_runs_filter', schema: obj("Filters for workflow runs. **ONLY** used when method is 'list_workflow_runs'", { properties: { actor: str("Filter to a specific GitHub user's workflow runs."), branch: str('Filter workflow runs to a specific Git branch. Use the name of the branch.'), status: str('Filter workflow runs to only runs with a specific status', { enum: ['queued', 'in_progress', 'completed', 'requested', 'waiting'] }) } }), expect: 'not critical' },
  { id: 'N14', src: 'GH actions.go', tool: ghActionsList, param: 'workflow_jobs_filter', schema: obj("Filters for workflow jobs. **ONLY** used when method is 'list_workflow_jobs'", { properties: { filter: str('Filters jobs by their completed_at timestamp', { enum: ['latest', 'all'] }) } }), expect: 'not critical' },
  { id: 'N15', src: 'GH actions.go', tool: ghJobLogs, param: 'failed_only', schema: bool('When true, gets logs for all failed jobs in the workflow run specified by run_id. Requires run_id to be provided.'), expect: 'not critical' },
  { id: 'N16', src: 'GH actions.go', tool: ghJobLogs, param: 'return_content', schema: bool('Returns actual log content instead of URLs'), expect: 'not critical' },
  { id: 'N17', src: 'GH actions.go', tool: ghJobLogs, param: 'tail_lines', schema: num('Number of lines to return from the end of the log', { default: 500 }), expect: 'not critical' },
  { id: 'N18', src: 'GH repositories.go', tool: ['get_commit', 'Get details for a commit from a GitHub repository', { owner, repo, sha: str('Commit SHA, branch name, or tag name') }, ['owner', 'repo', 'sha']], param: 'detail', schema: str('Level of detail to include for changed files. "none" omits stats and files entirely. "stats" (default) includes per-file metadata: filename, status, and lines-of-code counts (additions, deletions, changes), with no patch content. "full_patch" additionally includes the unified diff content for each file and can be very large.', { enum: ['none', 'stats', 'full_patch'], default: 'stats' }), expect: 'not critical' },
  { id: 'N19', src: 'GH repositories.go', tool: ghListCommits, param: 'sha', schema: str('Commit SHA, branch or tag name to list commits of. If not provided, uses the default branch of the repository. If a commit SHA is provided, will list commits up to that SHA.'), expect: 'not critical' },
  { id: 'N20', src: 'GH repositories.go', tool: ghListCommits, param: 'author', schema: str('Author username or email address to filter commits by'), expect: 'not critical' },
  { id: 'N21', src: 'GH repositories.go', tool: ghListCommits, param: 'path', schema: str('Only commits containing this file path will be returned'), expect: 'not critical' },
  { id: 'N22', src: 'GH repositories.go', tool: ghListCommits, param: 'until', schema: str('Only commits before this date will be returned (ISO 8601 format: YYYY-MM-DDTHH:MM:SSZ or YYYY-MM-DD)'), expect: 'not critical' },
  { id: 'N23', src: 'GH repositories.go', tool: ['get_file_contents', 'Get the contents of a file or directory from a GitHub repository', { owner: str('Repository owner (username or organization)'), repo, path: str('Path to file/directory', { default: '/' }) }, ['owner', 'repo']], param: 'ref', schema: str('Accepts optional git refs such as `refs/tags/{tag}`, `refs/heads/{branch}` or `refs/pull/{pr_number}/head`'), expect: 'not critical' },
  { id: 'N24', src: 'GH notifications.go', tool: ghNotifications, param: 'filter', schema: str('Filter notifications to, use default unless specified. Read notifications are ones that have already been acknowledged by the user. Participating notifications are those that the user is directly involved in, such as issues or pull requests they have commented on or created.', { enum: ['default', 'include_read_notifications', 'only_participating'] }), expect: 'not critical' },
  { id: 'N25', src: 'GH notifications.go', tool: ghNotifications, param: 'before', schema: str('Only show notifications updated before the given time (ISO 8601 format)'), expect: 'not critical' },
  { id: 'N26', src: 'GH notifications.go', tool: ghNotifications, param: 'owner', schema: str('Optional repository owner. If provided with repo, only notifications for this repository are listed.'), expect: 'not critical' },
  { id: 'N27', src: 'GH gists.go', tool: ghGists, param: 'username', schema: str("GitHub username (omit for authenticated user's gists)"), expect: 'not critical' },
  { id: 'N28', src: 'GH gists.go', tool: ghGists, param: 'since', schema: str('Only gists updated after this time (ISO 8601 timestamp)'), expect: 'not critical' },
  { id: 'N29', src: 'GH search.go', tool: ['search_users', 'Find GitHub users by username, real name, or other profile information. Useful for locating developers, contributors, or team members.', { query: str("User search query. Examples: 'john smith', 'location:seattle', 'followers:>100'. Search is automatically scoped to type:user.") }, ['query']], param: 'sort', schema: str('Sort users by number of followers or repositories, or when the person joined GitHub.', { enum: ['followers', 'repositories', 'joined'] }), expect: 'not critical' },
  { id: 'N30', src: 'GH search.go', tool: ['search_code', "Fast and precise code search across ALL GitHub repositories using GitHub's native search engine. Best for finding exact symbols, functions, classes, or specific code patterns.", { query: str('Search query (GitHub code search REST).') }, ['query']], param: 'sort', schema: str("Sort field ('indexed' only)"), expect: 'not critical' },
  { id: 'N31', src: 'GH pullrequests.go', tool: ghCreatePr, param: 'draft', schema: bool('Create as draft PR'), expect: 'not critical' },
  { id: 'N32', src: 'GH pullrequests.go (update_pull_request)', tool: ['update_pull_request', 'Update an existing pull request in a GitHub repository.', { owner, repo, pullNumber: num('Pull request number to update'), title: str('New title'), body: str('New description') }, ['owner', 'repo', 'pullNumber']], param: 'draft', schema: bool('Mark pull request as draft (true) or ready for review (false)'), expect: 'not critical' },
  { id: 'N33', src: 'GH issues.go', tool: ghIssueWrite, param: 'state_reason', schema: str('Reason for the state change. Ignored unless state is changed.', { enum: ['completed', 'not_planned', 'duplicate'] }), expect: 'not critical' },
  { id: 'N34', src: 'GH issues.go', tool: ghIssueWrite, param: 'duplicate_of', schema: num("Issue number that this issue is a duplicate of. Required when state_reason is 'duplicate'."), expect: 'not critical' },
  { id: 'N35', src: 'GH issues.go', tool: ghSubIssue, param: 'after_id', schema: num('The ID of the sub-issue to be prioritized after (either after_id OR before_id should be specified)'), expect: 'not critical' },
  // --- K8 ---
  { id: 'N36', src: 'K8 core/pods.go', tool: k8Pods, param: 'labelSelector', schema: str("Optional Kubernetes label selector (e.g. 'app=myapp,env=prod' or 'app in (myapp,yourapp)'), use this option when you want to filter the pods by label", { pattern: '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]' }), expect: 'not critical' },
  { id: 'N37', src: 'K8 core/pods.go', tool: k8Pods, param: 'fieldSelector', schema: str("Optional Kubernetes field selector to filter pods by field values (e.g. 'status.phase=Running', 'spec.nodeName=node1'). Supported fields: metadata.name, metadata.namespace, spec.nodeName, spec.restartPolicy, spec.schedulerName, spec.serviceAccountName, status.phase (Pending/Running/Succeeded/Failed/Unknown), status.podIP, status.nominatedNodeName. Note: CrashLoopBackOff is a container state, not a pod phase, so it cannot be filtered directly. See https://kubernetes.io/docs/concepts/overview/working-with-objects/field-selectors/"), expect: 'not critical' },
  { id: 'N38', src: 'K8 core/events.go', tool: ['events_list', 'List Kubernetes events (warnings, errors, state changes) for debugging and troubleshooting in the current cluster from all namespaces', {}, []], param: 'namespace', schema: str('Optional Namespace to retrieve the events from. If not provided, will list events from all namespaces'), expect: 'not critical' },
  { id: 'N39', src: 'K8 core/nodes.go', tool: k8NodesLog, param: 'tailLines', schema: int('Number of lines to retrieve from the end of the logs (Optional, 0 means all logs)'), expect: 'not critical' },
  { id: 'N40', src: 'K8 core/nodes.go', tool: ['nodes_top', 'List the resource consumption (CPU and memory) as recorded by the Kubernetes Metrics Server for the specified Kubernetes Nodes or all nodes in the cluster', { name: str('Name of the Node to get the resource consumption from (Optional, all Nodes if not provided)') }, []], param: 'label_selector', schema: str("Kubernetes label selector (e.g. 'node-role.kubernetes.io/worker=') to filter nodes by label (Optional, only applicable when name is not provided)"), expect: 'not critical' },
  { id: 'N41', src: 'K8 core/pods.go', tool: ['pods_top', 'List the resource consumption (CPU and memory) as recorded by the Kubernetes Metrics Server for the specified Kubernetes Pods in the all namespaces, the provided namespace, or the current namespace', { namespace: str('Namespace to get the Pods resource consumption from (Optional, current namespace if not provided and all_namespaces is false)') }, []], param: 'all_namespaces', schema: bool('If true, list the resource consumption for all Pods in all namespaces. If false, list the resource consumption for Pods in the provided namespace or the current namespace', { default: true }), expect: 'not critical' },
  { id: 'N42', src: 'K8 core/pods.go', tool: k8PodsLog, param: 'container', schema: str('Name of the Pod container to get the logs from (Optional)'), expect: 'not critical' },
  { id: 'N43', src: 'K8 core/pods.go', tool: k8PodsLog, param: 'tail', schema: int('Number of lines to retrieve from the end of the logs (Optional, default: 100)', { default: 100 }), expect: 'not critical' },
  { id: 'N44', src: 'K8 core/pods.go', tool: k8PodsLog, param: 'previous', schema: bool('Return previous terminated container logs (Optional)'), expect: 'not critical' },
  { id: 'N45', src: 'K8 core/pods.go', tool: k8PodsExec, param: 'container', schema: str('Name of the Pod container where the command will be executed (Optional)'), expect: 'not critical' },
  { id: 'N46', src: 'K8 core/resources.go', tool: k8ResDelete, param: 'gracePeriodSeconds', schema: int('Optional duration in seconds before the object should be deleted. Value must be non-negative integer. The value zero indicates delete immediately. If this value is nil, the default grace period for the specified type will be used'), expect: 'not critical' },
  { id: 'N47', src: 'K8 openshift/namespaces.go', tool: ['namespaces_list', 'List all the Kubernetes namespaces in the current cluster', {}, []], param: 'fieldSelector', schema: str("Optional Kubernetes field selector to filter namespaces by field values (e.g. 'metadata.name=default', 'status.phase=Active'). Supported fields: metadata.name, status.phase. See https://kubernetes.io/docs/concepts/overview/working-with-objects/field-selectors/"), expect: 'not critical' },
  // --- GF ---
  { id: 'N48', src: 'GF loki.go', tool: gfLoki, param: 'limit', schema: int('Optionally, the maximum number of log lines to return (default max: 100, configurable by MCP server).', { default: 10 }), expect: 'not critical' },
  { id: 'N49', src: 'GF loki.go', tool: gfLoki, param: 'direction', schema: str("Optionally, the direction of the query: 'forward' (oldest first) or 'backward' (newest first, default)"), expect: 'not critical' },
  { id: 'N50', src: 'GF loki.go', tool: gfLoki, param: 'queryType', schema: str("Query type: 'range' (default) or 'instant'. Instant queries return a single value at one point in time. Range queries return values over a time window. Use 'instant' for metric queries when you want the current value."), expect: 'not critical' },
  { id: 'N51', src: 'GF loki.go', tool: gfLoki, param: 'stepSeconds', schema: int("Resolution step in seconds for range metric queries. When running metric queries with queryType='range', this controls the time resolution of the returned data points."), expect: 'not critical' },
  { id: 'N52', src: 'GF loki.go', tool: gfLoki, param: 'format', schema: str("Output format for log (streams) queries: 'full' (default) returns every entry with its own label metadata; 'compact' groups lines by stream so each label set is emitted only once (and per-line structured/parsed metadata is dropped), substantially reducing response size for broad queries. Ignored for metric queries.", { enum: ['full', 'compact'] }), expect: 'not critical' },
  { id: 'N53', src: 'GF loki.go', tool: gfLoki, param: 'startRfc3339', schema: str("Optionally, the start time of the query in RFC3339 format or relative time (e.g. 'now-1h')"), expect: 'not critical' },
  { id: 'N54', src: 'GF prometheus.go', tool: gfPromNames, param: 'regex', schema: str('The regex to match against the metric names'), expect: 'not critical' },
  { id: 'N55', src: 'GF prometheus.go', tool: gfPromNames, param: 'page', schema: int('The page number to return', { default: 1 }), expect: 'not critical' },
  { id: 'N56', src: 'GF prometheus.go', tool: ['list_prometheus_label_names', 'List label names in a PromQL-compatible datasource (Prometheus, Thanos, Mimir, Cloud Monitoring, etc.). Allows filtering by series selectors and time range.', { datasourceUid: dsUid }, ['datasourceUid']], param: 'matches', schema: { type: 'array', description: 'Optionally, a list of label matchers to filter the results by', items: { type: 'object', properties: { name: str('The name of the label to match against'), value: str('The value to match against'), type: str("One of the '=' or '!=' or '=~' or '!~'") }, required: ['name', 'value', 'type'] } }, expect: 'not critical' },
  { id: 'N57', src: 'GF search.go', tool: ['search_dashboards', 'Search for Grafana dashboards by a query string. Returns a list of matching dashboards with details like title, UID, folder, tags, and URL.', { query: str('The query to search for') }, []], param: 'limit', schema: int('Maximum number of results to return (max 100)', { default: 50 }), expect: 'not critical' },
  { id: 'N58', src: 'GF datasources.go', tool: gfDatasources, param: 'name', schema: str("Case-insensitive substring match on the datasource name. For example, 'prod' matches datasources named 'prometheus-prod-eu' and 'loki-prod-us'. Useful on instances with many datasources where filtering by type alone returns too many results."), expect: 'not critical' },
  { id: 'N59', src: 'GF datasources.go', tool: gfDatasources, param: 'offset', schema: int('Number of datasources to skip for pagination', { default: 0 }), expect: 'not critical' },
  { id: 'N60', src: 'GF dashboard.go', tool: gfPanelQueries, param: 'panelId', schema: int('Optional panel ID to filter to a specific panel'), expect: 'not critical' },
  { id: 'N61', src: 'GF dashboard.go', tool: gfPanelQueries, param: 'variables', schema: strMap('Optional variable substitutions (e.g., {"job": "api-server"})'), expect: 'not critical' },
  { id: 'N62', src: 'GF navigation.go', tool: gfDeeplink, param: 'queryParams', schema: strMap('Additional URL query parameters (for dashboard/panel types)'), expect: 'not critical' },
  { id: 'N63', src: 'GF navigation.go', tool: gfDeeplink, param: 'shorten', schema: bool('If true, try to shorten the generated URL to /goto/<uid>. If shortening fails, return the original deeplink.'), expect: 'not critical' },
  { id: 'N64', src: 'GF incident.go', tool: gfIncidents, param: 'drill', schema: bool('Whether to include drill incidents'), expect: 'not critical' },
  { id: 'N65', src: 'GF incident.go', tool: gfIncidents, param: 'status', schema: str("The status of the incidents to include. Valid values: 'active', 'resolved'"), expect: 'not critical' },
  { id: 'N66', src: 'GF alerting contact points', tool: gfContactPoints, param: 'name', schema: str('Filter contact points by name'), expect: 'not critical' },
  { id: 'N67', src: 'GF alerting contact points', tool: gfContactPoints, param: 'datasourceUid', schema: str('Optional: UID of an Alertmanager-compatible datasource to query for receivers. If omitted, returns Grafana-managed contact points.'), expect: 'not critical' },
  { id: 'N68', src: 'GF pyroscope.go', tool: gfPyroscope, param: 'format', schema: str('Profile output format: "table" (default) for a per-function flat/cum table, or "dot" for a call graph in Graphviz DOT format'), expect: 'not critical' },
  { id: 'N69', src: 'GF pyroscope.go', tool: gfPyroscope, param: 'max_node_depth', schema: int('Max functions in the profile table or nodes in the call graph; it is a count, not a depth (default: 100)'), expect: 'not critical' },
  { id: 'N70', src: 'GF pyroscope.go', tool: gfPyroscope, param: 'group_by', schema: strArr('Labels to group metrics series by'), expect: 'not critical' },
  { id: 'N71', src: 'GF oncall.go', tool: gfAlertGroups, param: 'startedAt', schema: str("Filter by time range in format '{start}_{end}' ISO 8601 timestamp range (UTC assumed, no timezone indicator needed) (e.g., '2025-01-19T00:00:00_2025-01-19T23:59:59')"), expect: 'not critical' },
  { id: 'N72', src: 'GF oncall.go', tool: gfAlertGroups, param: 'labels', schema: strArr("Filter by labels in format key:value (e.g., ['env:prod', 'severity:high'])"), expect: 'not critical' },
  { id: 'N73', src: 'GF rbac.go', tool: gfRoles, param: 'delegatableOnly', schema: bool('Optional: If set true only return roles that can be delegated by current user'), expect: 'not critical' },
  { id: 'N74', src: 'GF agento11y experiments', tool: gfExperiments, param: 'row_limit', schema: int("Maximum number of test case rows 'get_report' returns (default 50, max 500). The report route is not paginated, so this trims the returned rows and sets rows_truncated; it does not reduce what the plugin sends."), expect: 'not critical' },
  { id: 'N75', src: 'GF agento11y experiments', tool: gfExperiments, param: 'order', schema: str("Sort order for 'list', newest first either way. Defaults to 'created_at_desc'. 'completed_at_desc' returns a single page and cannot be combined with a cursor.", { enum: ['created_at_desc', 'completed_at_desc'] }), expect: 'not critical' },
  { id: 'N76', src: 'GF agento11y experiments', tool: gfExperiments, param: 'cursor', schema: str("Pagination cursor from a previous response's next_cursor, echoed back exactly and never constructed or incremented. Repeat the same filters as the first call, using absolute RFC3339 times."), expect: 'not critical' },
  { id: 'N77', src: 'GF agento11y experiments', tool: gfExperiments, param: 'metadata', schema: obj("Replacement metadata object (for 'update'). A finished experiment rejects it with 409."), expect: 'not critical' },
  { id: 'N78', src: 'GF api_request.go', tool: gfApiRequest, param: 'jq', schema: str("A jq expression to filter or transform the JSON response (e.g. '.dashboards[] | .title')."), expect: 'not critical' },
  { id: 'N79', src: 'GF snapshot.go', tool: gfSnapshot, param: 'expires', schema: int('Snapshot expiration in seconds (e.g. 3600 for 1 hour)'), expect: 'not critical' },
  // --- FS / FE / DC / IT ---
  { id: 'N80', src: 'FS index.ts', tool: fsRead, param: 'head', schema: num('If provided, returns only the first N lines of the file'), expect: 'not critical' },
  { id: 'N81', src: 'FS index.ts', tool: fsRead, param: 'tail', schema: num('If provided, returns only the last N lines of the file'), expect: 'not critical' },
  { id: 'N82', src: 'FS index.ts', tool: fsListSizes, param: 'sortBy', schema: str('Sort entries by name or size', { enum: ['name', 'size'], default: 'name' }), expect: 'not critical' },
  { id: 'N83', src: 'FS index.ts', tool: fsTree, param: 'excludePatterns', schema: strArr(undefined, { default: [] }), expect: 'not critical' },
  { id: 'N84', src: 'FS index.ts', tool: fsEdit, param: 'dryRun', schema: bool('Preview changes using git-style diff format', { default: false }), expect: 'not critical' },
  { id: 'N85', src: 'FE server.py', tool: feFetch, param: 'max_length', schema: int('Maximum number of characters to return.', { default: 5000, exclusiveMinimum: 0, exclusiveMaximum: 1000000 }), expect: 'not critical' },
  { id: 'N86', src: 'FE server.py', tool: feFetch, param: 'start_index', schema: int('On return output starting at this character index, useful if a previous fetch was truncated and more context is required.', { default: 0, minimum: 0 }), expect: 'not critical' },
  { id: 'N87', src: 'FE server.py', tool: feFetch, param: 'raw', schema: bool('Get the actual HTML content of the requested page, without simplification.', { default: false }), expect: 'not critical' },
  { id: 'N88', src: 'DC schemas.ts (StartSearchArgsSchema)', tool: dcSearch, param: 'includeHidden', schema: bool(undefined, { default: false }), expect: 'not critical' },
  { id: 'N89', src: 'DC schemas.ts (StartSearchArgsSchema)', tool: dcSearch, param: 'contextLines', schema: num(undefined, { default: 5 }), expect: 'not critical' },
  { id: 'N90', src: 'DC schemas.ts (StartSearchArgsSchema)', tool: dcSearch, param: 'literalSearch', schema: bool(undefined, { default: false }), expect: 'not critical' },
  { id: 'N91', src: 'DC schemas.ts (StartSearchArgsSchema)', tool: dcSearch, param: 'earlyTermination', schema: bool(), expect: 'not critical' },
  { id: 'N92', src: 'IT data_format/format_json', tool: ['format_json', 'Format and prettify JSON with proper indentation. Example: {"a":1,"b":2} → formatted JSON with customizable spacing', { json: str('JSON string to format') }, ['json']], param: 'indent', schema: num('Number of spaces for indentation'), expect: 'not critical' },
  { id: 'N93', src: 'IT data_format/format_sql', tool: ['format_sql', 'Format and prettify SQL queries', { sql: str('SQL query to format') }, ['sql']], param: 'dialect', schema: str("SQL dialect to use for formatting (e.g., 'sql', 'mysql', 'postgresql', 'sqlite', 'mariadb', 'db2', 'plsql', 'n1ql', 'redshift', 'spark', 'tsql', 'trino', 'bigquery'). Default is 'sql'."), expect: 'not critical' },
  { id: 'N94', src: 'IT development/test_regex', tool: ['test_regex', 'Test regular expressions against text', { pattern: str('Regular expression pattern'), text: str('Text to test against the regex') }, ['pattern', 'text']], param: 'flags', schema: str('Regex flags (g, i, m, s, u, y)'), expect: 'not critical' },
  { id: 'N95', src: 'IT text/slugify_text', tool: ['slugify_text', 'Convert text to URL-friendly slug format', { text: str('Text to convert to slug') }, ['text']], param: 'separator', schema: str('Character to use as separator'), expect: 'not critical' },
  { id: 'N96', src: 'IT text/convert_text_to_nato', tool: ['convert_text_to_nato', 'Convert text to NATO phonetic alphabet', { text: str('Text to convert to NATO phonetic alphabet') }, ['text']], param: 'language', schema: str('Language/country variant (International, France, Germany, etc.)', { default: 'International' }), expect: 'not critical' },
  { id: 'N97', src: 'IT id_generators/generate_qr_code', tool: ['generate_qr_code', 'Generate QR code for any text including URLs, WiFi networks, contact info, etc.', { text: str('Text to encode in QR code (URLs, WiFi: WIFI:T:WPA;S:network;P:password;;, contact info, etc.)') }, ['text']], param: 'size', schema: num('Size multiplier (1-3)'), expect: 'not critical' },
  { id: 'N98', src: 'IT network/ping', tool: ['ping', "Test network connectivity to a host. Example: ping google.com to check if it's reachable", { target: str('Host to ping') }, ['target']], param: 'count', schema: num('Number of ping attempts', { default: 4 }), expect: 'not critical' },
  { id: 'N99', src: 'IT utility/convert_rem_px', tool: ['convert_rem_px', 'Convert between REM and PX units for CSS. Example: Convert 1.5rem to pixels, or 24px to rem units.', { value: num('Value to convert (e.g., 1.5 for 1.5rem or 24 for 24px)', { minimum: 0 }), fromUnit: str("Source unit - either 'rem' or 'px'", { enum: ['rem', 'px'] }) }, ['value', 'fromUnit']], param: 'rootFontSize', schema: num('Root font size in pixels (default: 16px - standard browser default)', { minimum: 1, maximum: 100, default: 16 }), expect: 'not critical' },
];

const critical: ParamProbe[] = [
  { id: 'C1', src: 'K8 core/nodes.go (nodes_log.query, required there)', tool: k8NodesLog, param: 'query', schema: str('query specifies services(s) or files from which to return logs (required). Example: "kubelet" to fetch kubelet logs, "/<log-file-name>" to fetch a specific log file from the node (e.g., "/var/log/kubelet.log" or "/var/log/kube-proxy.log")'), fails: true, expect: 'critical' },
  { id: 'C2', src: 'K8 core/pods.go', tool: k8PodsRun, param: 'port', schema: num('TCP/IP port to expose from the Pod container (Optional, no port exposed if not provided)'), expect: 'critical' },
  { id: 'C3', src: 'K8 helm/helm.go', tool: k8Helm, param: 'values', schema: obj('Values to pass to the Helm chart (Optional)', { properties: {} }), expect: 'critical' },
  { id: 'C4', src: 'K8 core/resources.go', tool: k8Scale, param: 'scale', schema: int('Optional scale to update the resources scale to. If not provided, will return the current scale of the resource, and not update it'), fails: true, expect: 'critical' },
  { id: 'C5', src: 'K8 config/configuration.go', tool: k8ConfigView, param: 'minified', schema: bool('Return a minified version of the configuration. If set to true, keeps only the current-context and the relevant pieces of the configuration for that context. If set to false, all contexts, clusters, auth-infos, and users are returned in the configuration. (Optional, default true)'), fails: true, expect: 'critical' },
  { id: 'C6', src: 'K8 pkg/mcp createTargetProperty (multi-cluster)', tool: k8Pods, param: 'context', schema: str('Optional parameter selecting which context to run the tool in. Defaults to kind-kind if not set'), fails: true, expect: 'critical' },
  { id: 'C7', src: 'GH gists.go', tool: ghCreateGist, param: 'public', schema: bool('Whether the gist is public', { default: false }), expect: 'critical' },
  { id: 'C8', src: 'GH pullrequests.go', tool: ghCreatePr, param: 'reviewers', schema: strArr('GitHub usernames or ORG/team-slug team reviewers to request reviews from'), expect: 'critical' },
  { id: 'C9', src: 'GH pullrequests.go', tool: ghCreatePr, param: 'maintainer_can_modify', schema: bool('Allow maintainer edits'), expect: 'critical' },
  { id: 'C10', src: 'GH issues.go', tool: ghIssueWrite, param: 'assignees', schema: strArr('Usernames to assign to this issue'), expect: 'critical' },
  { id: 'C11', src: 'GH actions.go', tool: ghRunTrigger, param: 'inputs', schema: obj("Inputs the workflow accepts. Only used for 'run_workflow' method.", { properties: {} }), expect: 'critical' },
  { id: 'C12', src: 'GH issues.go', tool: ghSubIssue, param: 'replace_parent', schema: bool("When true, replaces the sub-issue's current parent issue. Use with 'add' method only."), expect: 'critical' },
  { id: 'C13', src: 'GH repositories.go', tool: ghCreateRepo, param: 'private', schema: bool('Whether the repository should be private. Defaults to true (private) when omitted.', { default: true }), expect: 'critical' },
  { id: 'C14', src: 'GF dashboard.go', tool: gfUpdateDashboard, param: 'overwrite', schema: bool('Overwrite the dashboard if it exists. Otherwise create one'), expect: 'critical' },
  { id: 'C15', src: 'GF dashboard.go', tool: gfUpdateDashboard, param: 'userId', schema: int('ID of the user making the change'), expect: 'critical' },
  { id: 'C16', src: 'GF datasources.go', tool: gfCreateDs, param: 'withCredentials', schema: bool('Whether Grafana should forward credentials such as cookies'), expect: 'critical' },
  { id: 'C17', src: 'GF datasources.go', tool: gfCreateDs, param: 'url', schema: str('Datasource base URL when required by the plugin'), expect: 'critical' },
  { id: 'C18', src: 'GF datasources.go', tool: gfCreateDs, param: 'fields', schema: obj('Datasource field values to provision, keyed by field key from the schema returned on the first call. The server uses each field\'s target (root or jsonData) to place values correctly in the YAML. Example: {"url": "http://prometheus:9090", "httpMethod": "POST"}.'), fails: true, expect: 'critical' },
  { id: 'C19', src: 'GF datasources.go', tool: gfUpdateDs, param: 'jsonData', schema: obj('Non-secret plugin settings; replaces existing jsonData when set'), expect: 'critical' },
  { id: 'C20', src: 'GF datasources.go', tool: gfUpdateDs, param: 'url', schema: str('Base URL'), expect: 'critical' },
  { id: 'C21', src: 'GF alerting (Record)', tool: gfAlertRule, param: 'record', schema: obj('Settings for a recording type alert rule', { properties: { from: str('Reference ID of the query or expression used as input. Ex: A'), metric: str('Name of the recorded metric to be created.'), targetDatasourceUid: str('Datasource UID where the recorded metric will be written.') }, required: ['from', 'metric'] }), fails: true, expect: 'critical' },
  { id: 'C22', src: 'GF alerting (NotificationSettings)', tool: gfAlertRule, param: 'notificationSettings', schema: obj('Alert rule notification settings', { properties: { receiver: str('Receiver name for sending notifications.'), groupBy: strArr('Labels used to group alerts for notification batching.'), repeatInterval: str('Interval before resending a notification for an ongoing alert.') }, required: ['receiver'] }), fails: true, expect: 'critical' },
  { id: 'C23', src: 'GF prometheus.go', tool: gfPromQuery, param: 'projectName', schema: str('GCP project name to query (Cloud Monitoring datasources only). Overrides or substitutes the defaultProject configured on the datasource.'), fails: true, expect: 'critical' },
  { id: 'C24', src: 'GF cloudwatch.go', tool: gfCloudwatch, param: 'accountId', schema: str("AWS account ID for cross-account monitoring. Specify an account ID to query metrics from a specific source account, or 'all' to query all accounts the monitoring account is permitted to query. Only relevant when using a CloudWatch monitoring account datasource."), expect: 'critical' },
  { id: 'C25', src: 'GF snapshot.go', tool: gfSnapshot, param: 'external', schema: bool('Store snapshot on external server. Requires key and deleteKey when true'), expect: 'critical' },
  { id: 'C26', src: 'GF snapshot.go', tool: gfSnapshot, param: 'deleteKey', schema: str('Secret key for deleting external snapshots. Required when external is true'), expect: 'critical' },
  { id: 'C27', src: 'GF agento11y eval rules', tool: gfEvalRules, param: 'definition', schema: obj("Request body for the create/update/preview operations. Eval rules ('create_rule', 'update_rule'): rule_id (string, required on create, only letters/digits/underscore/dot), enabled (bool), selector (user_visible_turn|all_assistant_generations|tool_call_steps|errored_generations|conversation)"), expect: 'critical' },
  { id: 'C28', src: 'GF api_request.go', tool: gfApiRequest, param: 'method', schema: str('HTTP method. Defaults to GET', { enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] }), expect: 'critical' },
  { id: 'C29', src: 'GF api_request.go', tool: gfApiRequest, param: 'body', schema: str('Request body (JSON string). Used with POST, PUT, and PATCH requests.'), expect: 'critical' },
  { id: 'C30', src: 'GF api_request.go', tool: gfApiRequest, param: 'headers', schema: strMap('Additional HTTP headers to include in the request.'), expect: 'critical' },
  { id: 'C31', src: 'DC schemas.ts (ReadFileArgsSchema)', tool: dcRead, param: 'isUrl', schema: bool(undefined, { default: false }), expect: 'critical' },
  { id: 'C32', src: 'IT network/ssh', tool: itSsh, param: 'privateKey', schema: str('Private key for authentication (PEM format, optional, or path to key file)'), expect: 'critical' },
  { id: 'C33', src: 'IT network/scp', tool: itScp, param: 'privateKey', schema: str('Private key for authentication (PEM format, optional, or path to key file)'), expect: 'critical' },
  { id: 'C34', src: 'IT network/scp', tool: itScp, param: 'direction', schema: str('Direction: upload (local to remote) or download (remote to local)', { enum: ['upload', 'download'] }), expect: 'critical' },
  { id: 'C35', src: 'IT network/curl', tool: itCurl, param: 'method', schema: str('HTTP method', { enum: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD'], default: 'GET' }), expect: 'critical' },
  { id: 'C36', src: 'IT network/curl', tool: itCurl, param: 'headers', schema: strMap('Request headers (object of key-value pairs)'), expect: 'critical' },
  { id: 'C37', src: 'IT network/curl', tool: itCurl, param: 'body', schema: str('Request body (for POST/PUT/PATCH)'), expect: 'critical' },
];

// ---------------------------------------------------------------------------------------------------------------
// New tools (step 5).
// ---------------------------------------------------------------------------------------------------------------
interface ToolProbe {
  id: string;
  src: string;
  neighbours: JsonObject[];
  added: JsonObject;
  expect: Verdict;
  fails?: true;
}
const runTool = (p: ToolProbe) => runGate(snap(...p.neighbours), snap(...p.neighbours, p.added));
const toolVerdict = (p: ToolProbe): Verdict => (criticalAt(runTool(p), String(p.added.name), '').length > 0 ? 'critical' : 'not critical');

// it-tools neighbours: transforms the server already listed (real definitions, annotations left out: every it-tools
// tool declares readOnlyHint false, the transforms included).
const itNeighbours = [
  tool('encode_base64', 'Encode text to Base64', { text: str('Text to encode') }, ['text']),
  tool('hash_sha256', 'Generate SHA256 hash', { text: str('Text to hash') }, ['text']),
  tool('format_yaml', 'Format and prettify YAML', { yaml: str('YAML string to format') }, ['yaml']),
  tool('generate_uuid', 'Generate a UUID', {}, []),
];
const itTool = tool;
const transforms: ToolProbe[] = [
  { id: 'T1', src: 'IT color/convert_hex_to_rgb', neighbours: itNeighbours, added: itTool('convert_hex_to_rgb', 'Convert HEX color to RGB', { hex: str('HEX color code (e.g., #FF5733 or FF5733)') }, ['hex']), expect: 'not critical' },
  { id: 'T2', src: 'IT data_format/format_json', neighbours: itNeighbours, added: itTool('format_json', 'Format and prettify JSON with proper indentation. Example: {"a":1,"b":2} → formatted JSON with customizable spacing', { json: str('JSON string to format'), indent: num('Number of spaces for indentation') }, ['json']), expect: 'not critical' },
  { id: 'T3', src: 'IT data_format/convert_json_to_toml', neighbours: itNeighbours, added: itTool('convert_json_to_toml', 'Convert JSON to TOML format', { json: str('JSON string to convert') }, ['json']), expect: 'not critical' },
  { id: 'T4', src: 'IT data_format/format_sql', neighbours: itNeighbours, added: itTool('format_sql', 'Format and prettify SQL queries', { sql: str('SQL query to format'), dialect: str("SQL dialect to use for formatting (e.g., 'sql', 'mysql', 'postgresql', 'sqlite', 'mariadb', 'db2', 'plsql', 'n1ql', 'redshift', 'spark', 'tsql', 'trino', 'bigquery'). Default is 'sql'.") }, ['sql']), expect: 'not critical' },
  { id: 'T5', src: 'IT development/test_regex', neighbours: itNeighbours, added: itTool('test_regex', 'Test regular expressions against text', { pattern: str('Regular expression pattern'), text: str('Text to test against the regex'), flags: str('Regex flags (g, i, m, s, u, y)') }, ['pattern', 'text']), expect: 'not critical' },
  { id: 'T6', src: 'IT development/generate_crontab', neighbours: itNeighbours, added: itTool('generate_crontab', 'Generate crontab expressions', { minute: str('Minute (0-59, *, */n, n-m)'), hour: str('Hour (0-23, *, */n, n-m)'), dayOfMonth: str('Day of month (1-31, *, */n, n-m)'), month: str('Month (1-12, *, */n, n-m)'), dayOfWeek: str('Day of week (0-7, *, */n, n-m)') }, []), fails: true, expect: 'not critical' },
  { id: 'T7', src: 'IT docker/convert_docker_run_to_compose', neighbours: itNeighbours, added: itTool('convert_docker_run_to_compose', 'Convert docker run commands to Docker Compose format', { commands: str('Docker run commands to convert (one per line)') }, ['commands']), fails: true, expect: 'not critical' },
  { id: 'T8', src: 'IT encoding/decode_url', neighbours: itNeighbours, added: itTool('decode_url', 'URL decode text', { text: str('URL encoded text to decode') }, ['text']), expect: 'not critical' },
  { id: 'T9', src: 'IT forensic/fang_url', neighbours: itNeighbours, added: itTool('fang_url', 'Defang or refang URLs for safe sharing (security analysis)', { text: str('Text containing URLs to fang/defang'), operation: str('Whether to defang (make safe) or refang (restore) URLs', { enum: ['defang', 'refang'] }) }, ['text', 'operation']), expect: 'not critical' },
  { id: 'T10', src: 'IT forensic/decode_safelink', neighbours: itNeighbours, added: itTool('decode_safelink', 'Decode Microsoft Outlook SafeLink URLs', { safelink: str('SafeLink URL to decode') }, ['safelink']), expect: 'not critical' },
  { id: 'T11', src: 'IT math/convert_unix_timestamp', neighbours: itNeighbours, added: itTool('convert_unix_timestamp', 'Convert between Unix timestamps and human-readable dates', { input: str('Unix timestamp (seconds) or ISO date string') }, ['input']), expect: 'not critical' },
  { id: 'T12', src: 'IT math/calculate_percentage', neighbours: itNeighbours, added: itTool('calculate_percentage', 'Calculate percentages, percentage of a number, or percentage change', { operation: str('Type of percentage calculation', { enum: ['percentage-of', 'what-percentage', 'percentage-change'] }), value1: num('First value'), value2: num('Second value') }, ['operation', 'value1', 'value2']), expect: 'not critical' },
  { id: 'T13', src: 'IT network/calculate_ipv4_subnet', neighbours: itNeighbours, added: itTool('calculate_ipv4_subnet', 'Calculate IPv4 subnet information', { cidr: str('IPv4 CIDR notation (e.g., 192.168.1.0/24)') }, ['cidr']), expect: 'not critical' },
  { id: 'T14', src: 'IT network/convert_cidr_to_ip_range', neighbours: itNeighbours, added: itTool('convert_cidr_to_ip_range', 'Convert CIDR notation to IP address range', { cidr: str('CIDR notation (e.g., 192.168.1.0/24)') }, ['cidr']), expect: 'not critical' },
  { id: 'T15', src: 'IT network/parse_url', neighbours: itNeighbours, added: itTool('parse_url', 'Parse URL into components', { url: str('URL to parse') }, ['url']), expect: 'not critical' },
  { id: 'T16', src: 'IT text/slugify_text', neighbours: itNeighbours, added: itTool('slugify_text', 'Convert text to URL-friendly slug format', { text: str('Text to convert to slug'), separator: str('Character to use as separator'), lowercase: bool('Convert to lowercase') }, ['text']), expect: 'not critical' },
  { id: 'T17', src: 'IT text/analyze_text_stats', neighbours: itNeighbours, added: itTool('analyze_text_stats', 'Get statistics about text (character count, word count, etc.)', { text: str('Text to analyze') }, ['text']), expect: 'not critical' },
  { id: 'T18', src: 'IT utility/lookup_http_status', neighbours: itNeighbours, added: itTool('lookup_http_status', 'Get information about HTTP status codes', { code: num('HTTP status code to look up (optional)') }, []), fails: true, expect: 'not critical' },
  { id: 'T19', src: 'IT data_format/compare_json', neighbours: itNeighbours, added: itTool('compare_json', 'Compare two JSON objects and show differences', { json1: str('First JSON object'), json2: str('Second JSON object') }, ['json1', 'json2']), expect: 'not critical' },
  { id: 'T20', src: 'IT crypto/decode_jwt', neighbours: itNeighbours, added: itTool('decode_jwt', 'Decode JWT token (header and payload only)', { token: str('JWT token to decode') }, ['token']), expect: 'not critical' },
  { id: 'T21', src: 'IT math/convert_number_base', neighbours: itNeighbours, added: itTool('convert_number_base', 'Convert numbers between different bases (binary, octal, decimal, hexadecimal)', { number: str('Number to convert'), fromBase: num('Source base (2-36)'), toBase: num('Target base (2-36)') }, ['number', 'fromBase', 'toBase']), expect: 'not critical' },
  { id: 'T22', src: 'IT network/validate_iban', neighbours: itNeighbours, added: itTool('validate_iban', 'Validate and parse IBAN (International Bank Account Number)', { iban: str('IBAN to validate and parse') }, ['iban']), expect: 'not critical' },
  { id: 'T23', src: 'IT ansible/parse_ansible_inventory', neighbours: itNeighbours, added: itTool('parse_ansible_inventory', 'Parse and validate Ansible inventory files', { inventory: str('Ansible inventory content (INI or YAML format)') }, ['inventory']), fails: true, expect: 'not critical' },
  { id: 'T24', src: 'IT docker/validate_docker_compose', neighbours: itNeighbours, added: itTool('validate_docker_compose', 'Validate Docker Compose files for syntax errors, compatibility issues, and best practices. Example: check YAML syntax, service configuration, network setup', { content: str('Docker Compose file content to validate') }, ['content']), expect: 'not critical' },
  { id: 'T25', src: 'IT math/evaluate_math', neighbours: itNeighbours, added: itTool('evaluate_math', 'Safely evaluate mathematical expressions', { expression: str("Mathematical expression to evaluate (e.g., '2 + 3 * 4')") }, ['expression']), fails: true, expect: 'not critical' },
  { id: 'T26', src: 'modelcontextprotocol/servers src/everything/tools/get-sum.ts', neighbours: [tool('echo', 'Echoes back the input string', { message: str('Message to echo') }, ['message'])], added: tool('get-sum', 'Returns the sum of two numbers', { a: num('First number'), b: num('Second number') }, ['a', 'b']), fails: true, expect: 'not critical' },
];

const ghNeighbours = [
  tool('list_gists', 'List gists for a user', { username: str("GitHub username (omit for authenticated user's gists)"), since: str('Only gists updated after this time (ISO 8601 timestamp)') }, []),
  tool('get_gist', 'Get gist content of a particular gist, by gist ID', { gist_id: str('The ID of the gist') }, ['gist_id']),
  tool('list_notifications', 'Lists all GitHub notifications for the authenticated user, including unread notifications, mentions, review requests, assignments, and updates on issues or pull requests.', { since: str('Only show notifications updated after the given time (ISO 8601 format)') }, []),
  tool('get_notification_details', "Get detailed information for a specific GitHub notification, always call this tool when the user asks for details about a specific notification, if you don't know the ID list notifications first.", { notificationID: str('The ID of the notification') }, ['notificationID']),
];
const gfNeighbours = [
  tool('search_folders', 'Search for Grafana folders by a query string. Returns matching folders with details like title, UID, and URL.', { query: str('The query to search for') }, []),
  tool('list_snapshots', 'List Grafana dashboard snapshots with optional query and result limit filters.', { query: str('Optional search query for snapshot name'), limit: int('Maximum number of snapshots to return (Grafana defaults to 1000 when omitted)') }, []),
  tool('get_snapshot', 'Get a Grafana snapshot by key, including snapshot metadata and dashboard payload.', { key: str('Snapshot key to retrieve') }, ['key']),
  tool('get_plugin', 'Check whether a Grafana plugin is installed and retrieve its details (name, version, type, enabled status). Returns installed=false when the plugin is not found.', { pluginId: str("The plugin ID to check (e.g. 'prometheus', 'grafana-piechart-panel', 'grafana-oncall-app')") }, ['pluginId']),
  tool('get_alert_group', 'Get a specific alert group from Grafana OnCall by its ID.', { alertGroupId: str('The ID of the alert group to retrieve') }, ['alertGroupId']),
];
const k8Neighbours = [
  tool('pods_list', 'List all the Kubernetes pods in the current cluster from all namespaces', {}, []),
  tool('pods_get', 'Get a Kubernetes Pod in the current or provided namespace with the provided name', { namespace: str('Namespace to get the Pod from'), name: str('Name of the Pod') }, ['name']),
  tool('pods_log', 'Get the logs of a Kubernetes Pod in the current or provided namespace with the provided name', { namespace: str('Namespace to get the Pod logs from'), name: str('Name of the Pod to get the logs from') }, ['name']),
];
const acting: ToolProbe[] = [
  { id: 'A1', src: 'IT network/ssh', neighbours: itNeighbours, added: tool('ssh', 'Connect to a target via SSH', { target: str('Target host'), user: str('Username'), command: str('Command to run on remote host') }, ['target', 'user', 'command']), expect: 'critical' },
  { id: 'A2', src: 'IT network/scp', neighbours: itNeighbours, added: tool('scp', 'Copy files to or from a remote host using SFTP (SCP-like)', { target: str('Target host'), user: str('Username'), direction: str('Direction: upload (local to remote) or download (remote to local)', { enum: ['upload', 'download'] }), localPath: str('Local file path (source for upload, destination for download)'), remotePath: str('Remote file path (destination for upload, source for download)') }, ['target', 'user', 'direction', 'localPath', 'remotePath']), expect: 'critical' },
  { id: 'A3', src: 'IT network/telnet', neighbours: itNeighbours, added: tool('telnet', 'Test TCP connectivity to a host and port', { target: str('Host to connect to'), port: num('Port number') }, ['target', 'port']), expect: 'critical' },
  { id: 'A4', src: 'IT network/ping', neighbours: itNeighbours, added: tool('ping', "Test network connectivity to a host. Example: ping google.com to check if it's reachable", { target: str('Host to ping'), count: num('Number of ping attempts', { default: 4 }) }, ['target']), expect: 'critical' },
  { id: 'A5', src: 'IT network/cat', neighbours: itNeighbours, added: tool('cat', 'Display content of a file', { file: str('File path') }, ['file']), expect: 'critical' },
  { id: 'A6', src: 'GH gists.go', neighbours: ghNeighbours, added: tool('create_gist', 'Create a new gist', { description: str('Description of the gist'), filename: str('Filename for simple single-file gist creation'), content: str('Content for simple single-file gist creation'), public: bool('Whether the gist is public', { default: false }) }, ['filename', 'content']), expect: 'critical' },
  { id: 'A7', src: 'GH gists.go', neighbours: ghNeighbours, added: tool('update_gist', 'Update an existing gist', { gist_id: str('ID of the gist to update'), description: str('Updated description of the gist'), filename: str('Filename to update or create'), content: str('Content for the file') }, ['gist_id', 'filename', 'content']), expect: 'critical' },
  { id: 'A8', src: 'GH notifications.go', neighbours: ghNeighbours, added: tool('mark_all_notifications_read', 'Mark all notifications as read', { lastReadAt: str('Describes the last point that notifications were checked (optional). Default: Now'), owner: str('Optional repository owner. If provided with repo, only notifications for this repository are marked as read.'), repo: str('Optional repository name. If provided with owner, only notifications for this repository are marked as read.') }, []), expect: 'critical' },
  { id: 'A9', src: 'GH notifications.go', neighbours: ghNeighbours, added: tool('dismiss_notification', 'Dismiss a notification by marking it as read or done', { threadID: str('The ID of the notification thread'), state: str('The new state of the notification (read/done)', { enum: ['read', 'done'] }) }, ['threadID', 'state']), expect: 'critical' },
  { id: 'A10', src: 'GF folder.go', neighbours: gfNeighbours, added: tool('create_folder', 'Create a Grafana folder. Provide a title and optional UID. Returns the created folder.', { title: str('The title of the folder.'), uid: str('Optional folder UID. If omitted, Grafana will generate one.'), parentUid: str('Optional parent folder UID. If set, the folder will be created under this parent.') }, ['title']), expect: 'critical' },
  { id: 'A11', src: 'GF snapshot.go', neighbours: gfNeighbours, added: tool('delete_snapshot', 'Delete a Grafana snapshot by snapshot key.', { key: str('Snapshot key to delete') }, ['key']), expect: 'critical' },
  { id: 'A12', src: 'GF snapshot.go', neighbours: gfNeighbours, added: tool('create_snapshot', 'Create a Grafana snapshot from a full dashboard payload. Supports optional expiration and external snapshot fields.', { dashboard: obj('Complete dashboard model to snapshot (as returned by Grafana dashboard APIs)'), name: str('Optional snapshot name'), expires: int('Snapshot expiration in seconds (e.g. 3600 for 1 hour)') }, ['dashboard']), expect: 'critical' },
  { id: 'A13', src: 'GF plugins.go', neighbours: gfNeighbours, added: tool('install_plugin', 'Install a Grafana plugin by its plugin ID. If the version is not already confirmed with the user, omit it — the tool will look up the latest version and return it for confirmation before installing.', { pluginId: str("The plugin ID to install (e.g. 'grafana-image-renderer', 'grafana-piechart-panel')"), version: str('The exact version to install. Must be confirmed with the user before calling — if unknown, omit this field to look up the latest version first.') }, ['pluginId']), expect: 'critical' },
  { id: 'A14', src: 'GF oncall.go', neighbours: gfNeighbours, added: tool('update_alert_group', "Update the state of a Grafana OnCall alert group: acknowledge, unacknowledge, resolve, or unresolve it by ID. Returns the alert group's resulting OnCall state (one of new, acknowledged, resolved, silenced).", { alertGroupId: str('The ID of the alert group to update'), state: str('New state for the alert group. One of: acknowledged, unacknowledged, resolved, unresolved') }, ['alertGroupId', 'state']), expect: 'critical' },
  { id: 'A15', src: 'K8 core/pods.go', neighbours: k8Neighbours, added: tool('pods_run', 'Run a Kubernetes Pod in the current or provided namespace with the provided container image and optional name', { namespace: str('Namespace to run the Pod in'), name: str('Name of the Pod (Optional, random name if not provided)'), image: str('Container Image to run in the Pod') }, ['image']), expect: 'critical' },
  { id: 'A16', src: 'GH issues.go', neighbours: ghNeighbours, added: tool('sub_issue_write', 'Add a sub-issue to a parent issue in a GitHub repository.', { owner, repo, issue_number: num('The number of the parent issue'), sub_issue_id: num('The ID of the sub-issue to add. ID is not the same as issue number') }, ['owner', 'repo', 'issue_number', 'sub_issue_id']), expect: 'critical' },
];

// While investigating: PROBE_REPORT=1 prints the engine's reasons for every disagreeing probe.
if (process.env.PROBE_REPORT) {
  const show = (id: string, expected: Verdict, got: Verdict, changes: ReturnType<typeof runGate>['changes'], name: string) => {
    if (expected === got) return;
    console.log(`\n### ${id} expected ${expected}, engine ${got}`);
    for (const c of changes.filter((c) => c.capability.name === name)) {
      console.log(`  [${c.severity}] ${c.rule} ${c.pointer ?? ''} :: ${c.reasons.join(' | ')}`);
      for (const t of c.triggers ?? []) console.log(`     trigger ${JSON.stringify(t).slice(0, 400)}`);
    }
  };
  for (const p of [...nonCritical, ...critical]) show(p.id, p.expect, paramVerdict(p), runParam(p).changes, p.tool[0]);
  for (const p of [...transforms, ...acting]) show(p.id, p.expect, toolVerdict(p), runTool(p).changes, String(p.added.name));
}

const cases = <P extends { id: string; expect: Verdict; fails?: true }>(probes: P[], title: (p: P) => string, verdictOf: (p: P) => Verdict) => {
  for (const p of probes) (p.fails ? it.fails : it)(title(p), () => expect(verdictOf(p)).toBe(p.expect));
};

describe('a new optional parameter that filters, pages, sorts, formats or selects (real definitions): not critical', () => {
  cases(nonCritical, (p) => `${p.id} ${p.tool[0]}.${p.param} (${p.src})`, paramVerdict);
});
describe('a new optional parameter that carries capability (real definitions): critical', () => {
  cases(critical, (p) => `${p.id} ${p.tool[0]}.${p.param} (${p.src})`, paramVerdict);
});
describe('a new tool that only transforms, computes or explains given values: not critical', () => {
  cases(transforms, (p) => `${p.id} ${String(p.added.name)} (${p.src})`, toolVerdict);
});
describe('a new tool that acts (writes, sends, executes, reaches a host) with a bland description: critical', () => {
  cases(acting, (p) => `${p.id} ${String(p.added.name)} (${p.src})`, toolVerdict);
});

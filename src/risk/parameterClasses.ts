/**
 * The vocabulary of parameter classes (issue 21): what an input parameter grants, each class
 * with its name, why it is capability and how it is recognised. The single place these words
 * live; src/risk/parameters.ts applies them and docs/RULES.md lists them (generated).
 *
 * A class never fires on one ambiguous word alone: a word that often means something else
 * (`token` as an LLM budget or a page cursor, `key` as a sort key, `profile` as a browser
 * profile, `headers` as table headers, `uri` as a data URI) needs corroboration from a second
 * word, the parameter's shape or its description.
 */

export interface ParameterClass {
  /** The class id, as recorded in a parameter trigger's `class`. */
  id: string;
  title: string;
  /** Why a new or loosened parameter of this class grows what the tool can do. */
  reason: string;
  /** How it is recognised (name tokens, description, shape, enum values, default, tool). */
  evidence: string;
}

export const PARAMETER_CLASSES: readonly ParameterClass[] = [
  {
    id: 'credential',
    title: 'Credentials and identity',
    reason: 'the caller chooses whose authority the tool acts with: a token, key, password or header map reaches the backend, or the tool acts as another role, account or profile',
    evidence: 'name tokens that cannot mean anything else (password, secret, apikey, bearer, credentials, authorization, cookie, jwt); `token` unless it is a page cursor, an LLM budget, a handle to what a tool built (`query_token`, `filter_token`, `result_token`) or the go-ahead for one act (`approval_token`, `confirmation_token`), or an object identifier its description points back at by the word before `token` ("Workspace token (`wrkspc_*`). Only return Budgets in this Workspace.", never beside "authenticate", "API token" or "access token"); `key` after api/access/secret/private/subscription/client/auth; `authorized` before users, principals, accounts, members or groups (`authorized_users`: identities granted a login); `key`/`keys` after `ssh`, `authorized` or `deploy` anywhere in the name, or documented as authorized for a login ("OpenSSH public key to authorize for login"): `ssh_public_keys`, `authorized_keys`, `deploy_key`, keys installed as a login grant; never a key named by a descriptor after it (`ssh_key_fingerprint`, `api_key_name`); `profile`, `account` or `role` only with a credential or act-as word in the name or description (assume_role, run_as, impersonate, delegated, on behalf of), and `profile` beside a browser\'s stored identity in its description ("a persistent Hyperbrowser profile", a Chrome profile: its cookies and logged-in sessions); `headers` only as a free-form map (shape); "API key", "access token", "bearer token" in the description; "sender email/address" in the description (the identity a message is sent as); a new `username`/`user`/`login` beside a parameter that is a credential by its name (`password`): the identity half of a login; on a tool that writes, an author, poster, creator, sender or actor named by an account (`author_username`, `author_user_id`), or a user or account documented as the one making the change or request ("ID of the user making the change"): the identity a write is made as (tool); a flag that sends credentials on, by its name (`withCredentials`, `forward_cookies`: a forwarding word with a credential word) or its description ("Whether Grafana should forward credentials such as cookies", "send the browser cookies with every request"). Never a value that describes or labels one (`description`: "The description of the auth token")',
  },
  {
    id: 'safety_switch',
    title: 'Safety switches',
    reason: 'a boolean the caller can set to turn a check off (certificate verification, validation, sandboxing, confirmation) or to open what a safe default keeps closed',
    evidence: 'a boolean (or boolean-like) parameter whose name starts with verify/validate/check/enforce/require (not `require_*` of what records hold, `require_coordinates`, on a tool that only reads, unless its name or documentation names a safeguard: a filter), names who comes in without a login (`guest_ok`, `allow_anonymous`) on a tool writing a place others reach (a share, a link, a room; not a flag keeping them out, `block_anonymous`), inverts what a rule of access matches on a tool that writes one (a policy, ACL or firewall: `srcaddr_negate` on create_firewall_policy, "Match all sources EXCEPT srcaddr"), names TLS/SSL/certificates, says insecure/unsafe/dangerous/bypass/force/raw, starts with allow, or pairs skip/no/disable/ignore/without with a check word; or a boolean whose default `true` keeps a safeguard on (name or description says require, verify, validate, check, enforce, confirm, strict, safe, moderation, guardrail, sandbox, read-only, dry run, a safety or NSFW or content filter/checker); or a flag pairing reveal/show/expose/unmask/decrypt/plaintext with what holds secrets (env, secret, password, credential, token: `revealEnvValues`, masked values returned in clear); or a flag letting a file walk follow links out of its tree (`followSymlinks`); `force` (or `forced`) counts alone or beside a word that acts or names a check (`force_delete`, `force_reinstall`, `force_ssl`), not before words that only shape the result (`force_instrumental`, `force_refresh`); or any parameter documented (its own description, or its entry in the tool docstring\'s Args) as getting past what the other side checks: impersonate/spoof/circumvent/evade, or bypass before what a check guards (bot filters, detection, captcha, firewall, rate limits...); or documented as overriding a restriction the operator configured (override/supersede within a few words of an environment variable, configured setting or server setting that names a filter, allow- or deny-list, scope or roots: "Overrides the environment variable JIRA_PROJECTS_FILTER"); `auto` before an approval word (`auto_approve`, `auto_confirm`; not before what is sent or accepted: `auto_accept_cookies`), on a flag or an enum one of whose values is always/true/yes/all; or such a flag or enum documented as not asking for the go-ahead: a skip or bypass whose object is an approval, confirmation, consent, prompt or review ("When True, the AI skips the confirmation step"; not "skips the submission and returns the confirmation payload"), "without asking for confirmation", "never ask", "do not prompt", "answer yes", "assume yes": the human\'s go-ahead is given for them. A check word before what is sent (`skip_confirmation_email`) names a message, no check. Every class here, and credentials, pass-through and commands, also reach a free-form map through the keys its documentation lists ("task_params: ... - allow_override_limit: Allow task-level --limit override"; bulleted or numbered, named in prose as keys `host`, `password`, or in a JSON example), not a filter map of a tool that does not write nor keys documented as filters or hints. `raw` alone as a flag\'s name documented as a form of the output (HTML, content, text, format) with no check word ("Get the actual HTML content of the requested page, without simplification") shapes the result',
  },
  {
    id: 'pass_through',
    title: 'Pass-through configuration',
    reason: 'a free-form object or option string is handed as it is to a process, browser, driver or connection: anything the target accepts (flags, env, launch options) becomes reachable',
    evidence: 'argv/args/kwargs/flags in the name; `arguments`/`options`/`flags`/`params` documented as a process\'s ("Additional CLI arguments", "command-line flags", "arguments passed to the shell command", "appended to the ffmpeg call"; not "options for the chart legend" nor arguments to filter by); env/environment as a map or list (shape); options/config/settings as a free-form object (`type: object` with no declared properties and additionalProperties not false, or a map: shape; a map whose values can only be numbers or booleans, such as `weight_config`, is none); any option word (options, config, settings, properties, params, capabilities, extra, overrides) beside a target word (launch, browser, driver, connection, process, cli, docker...) in the name or the description, or as a free-form object on a tool that runs commands (tool); a free-form object named for a connection, driver or repository (`connection`, `connect_input`, `repo`: shape); a free-form object whose name says nothing but whose description\'s first sentence calls it options for a target ("Connection options handed to the database driver", "Launch arguments for the browser": description); on a tool that writes, runs commands or acts by its name (`helm_install`, `actions_run_trigger`), a free-form object documented as handed on whole: "to pass to" or "passed to" something ("Values to pass to the Helm chart"), the inputs a workflow, pipeline or job takes ("Inputs the workflow accepts"), or a first phrase ending in an option word ("Non-secret plugin settings; replaces existing jsonData"). Not flags named as a pattern\'s ("Regex flags (g, i, m, s, u, y)")',
  },
  {
    id: 'write_mode',
    title: 'Write modes',
    reason: 'the caller can make the tool write, overwrite, append, delete, archive, ignore/snooze or force: a new way to change data',
    evidence: 'on a tool that writes, a whole request handed on (`params`, `payload`, `body` as a free-form object documented "raw" or "passed directly") and a boolean documented as switching whether what it writes runs ("Set to True to disable execution"); write and destructive verbs in the name, deactivate among them (a soft delete: `deactivate_entry_id`; not a past participle beside a date or inclusion word: `droppedOn`, `include_deleted` filter on a state; not a verb before when it happens: `deactivate_after_days`, an expiry; not a flag, on a tool that writes, confirming the act its name opens with over what its description names: `confirm_update_all` on update_comfyui, "target all", but `confirm_delete` on preview_delete is one); a free-form map on a tool that writes, documented as the entries written ("to write", "as key => value"): the caller picks which keys are stored (shape; not `labels` or `tags` whose "key=value" is their own syntax, markers the object carries); enum values that are such verbs (append, overwrite, delete, archive, snooze, ignore, force only on a tool that writes); a new enum value whose entry in the parameter\'s or the tool\'s description says it deletes ("- full_maintenance: ... (purge expired, deduplicate ...)"), on a tool whose locked text named no deletion (input_enum_value_added); an edit tool whose guarded form (an `old_string`-like required match) gains a form that writes content without the guard (shape); on a tool that writes, a value (no flag) whose description gives it the purpose of a write the tool\'s name and locked first sentence do not already say ("The parent task ID to move this task under"; not "whether to", not "to create" on a tool that says it creates); a free text whose description says the tool sends it ("Message sent as nudge") on a tool whose name and locked first sentence send nothing; an enum of a parameter its description calls a mode of checking ("Validation mode") on a tool that does not write names no action unless the value writes or destroys or the description (quoted values aside) acts or reaches ("\'publish\' uploads it to a public URL"); a free-form object named as a catch-all of fields (`additional_fields`, `extra_params`, `other_properties`) on a tool that writes, undescribed or described as going into what is written ("merged into the ticket payload", "any top-level field", "Additional Zabbix API parameters": the write call\'s own parameters, "forwarded to the Zabbix API call", "Extra Jira fields" but not "additional display properties" nor "request options (timeout, retries)"; not "additional display properties for the form"): any field of the written object, not only the declared ones (shape); a new required map (no declared keys, or some with `additionalProperties` true or a schema) on a tool that writes, runs or acts beside the removal of at least two of its typed parameters (create_connection\'s `host`, `login`, `password`... become `connection_data`; trigger_dag\'s typed fields become a run `conf`): any field is written now (shape); a flag documented as overwriting what exists ("Required True if overwriting existing config", "replace your existing configuration", "overwrite files that already exist"), on a tool that writes or whose locked first sentence says it acts, unless the words right before guard against it ("Prompt before overwriting existing files", "instead of overwriting") outside a sentence about its off state ("If false, it does not overwrite existing config"); a value documented as a request body beside methods or operations that write ("Request body (JSON string). Used with POST, PUT, and PATCH requests.", "Request body for the create/update/preview operations"). Not the values of a parameter named for a state (`lifecycle_state`: CREATING, DELETING) or for a document or topic (`slug`, `feature`, `guide`: "publish", "send-large-messages") on a tool that does not write: states to filter by and guides to read',
  },
  {
    id: 'execute_command',
    title: 'Commands and code',
    reason: 'the caller supplies a command, script, program or expression the tool runs',
    evidence: '`source`, `artifact` or `bundle` (or their plurals), alone or after what the code is for (`function_source`, `deployment_bundle`), as the name of a value on a tool that writes and runs code, undocumented or documented as code, a zip, an image, an archive or a storage key (vefaas create_function `source`: the code it deploys; not "Label for where the trigger came from"); free-form objects (or a list of them) documented as what runs ("The list of processors that will run before the configured component runs"); command/cmd/code/script/shell/exec/eval/argv/program/snippet/expression/stdin (what a program the tool runs reads: a script for an interpreter) in the name (`code` not after country/status/error/...); command/shell/script/exec/eval in the description (never on text shown beside an object, `label`, `title`, `display_name`: "The StackScript\'s label for display purposes only" names it; this holds for every value class; not a script language naming a regex\'s dialect, "ECMAScript regex", when nothing in the description runs anything); only on a parameter that can carry a free value (not a boolean, number or closed enum); a new enum value of a parameter whose name says it names the program to run (cli, program, executable, binary, interpreter, shell); a free value documented as the definition of something the backend runs (pipeline, workflow, playbook, DAG, job, in the name or documentation) written out (YAML, JSON, TOML, HCL, XML, definition, inline, spec, manifest); a container image to run: "image" right after a container engine or format (docker, container, oci, podman, ecr, gcr, ghcr, dockerhub) in the name or documentation ("Docker image", `containerImage`); a new enum value its parameter\'s description glosses as code ("function (custom JS)", "script: a shell script"): the value makes the tool run what the caller writes',
  },
  {
    id: 'file_access',
    title: 'Files and paths',
    reason: 'the caller chooses a file, directory or destination the tool reads or writes',
    evidence: 'path/file/directory/folder/cwd/mount/destination in the name (`destination` only alone or before a place head: `destination_path`, not `destination_tasklist` or `destination_parent`, a destination named by the kind of object it is; not a file after "per", `schemas_per_file`, the unit of a count); `to`/`into` after a verb of writing something out (`exportTo`, `save_to`, `dump_to`, `export_into`: where it is written; not a date or time bound, `export_to` "End date of the export range"); path/filepath/directory/folder in the description; only on a parameter that can carry a free value. Not an identifier of an object the backend keeps (`folderId`, "Folder ID to assign the item to"; for every value class: `codeSourceId`, `webhook_id`) unless documented as taking the place of one the operator configured ("uses the configured default folder"), and not `order_dir`/`sort_dir` (a direction); nor a path spelled as an owner and a name ("org/repo path", "group/subgroup/project path": the first part an owner word, org, owner, user, namespace, group, team, workspace, account, project), the path of an object the backend keeps, unless the text speaks of a local file. A filter of what a tool that does not write lists, by an attribute ("Filter items by URL" on a tool listing items, or "Filter by directory paths" with no object named, in its own description or its docstring line: "ip_address: Filter events by source IP"; not one the tool also reaches: "then query that host\'s agent", "ping that IP"), names no place either; nor does a glob or regex matched against names on such a tool (`file_pattern`: "Pattern to filter files (e.g., "*.txt")"), unless its example is an absolute place ("/etc/*", "$HOME/...", "C:/...", or with ../ in it) or its description widens. A place word names no place when the description makes the value a filter: over what a tool that does not write returns ("path prefix(es) restricting the listing to files under it"), for a kind of place the tool already reaches or a field its description says the results carry, and a scope closed to no level of access, with no word that widens it (any path, on disk, remote, connects, fetches, across, admin); or documented, as what it is, as left out of what such a tool reads ("File pattern exclusions", "Directory names to skip while walking", "Paths to omit from the context", "Blocklist of ..."; not a trailing "excluding ...", "Exclude nothing", an exclusion from an ignore list, or words that read more: "so they are read too", "every file"); "Only return ..." restricts as well; or over the tool\'s own objects ("Only delete the cookie on this domain"); and a path or URL a tool that does not write says it never opens ("This tool does not read file contents"), with nothing else in the description acting on it, is a label it passes on. A free value documented as moving where a tool that writes or runs commands acts, instead of (in place of, rather than) the place it acts in by default, named as the head of its phrase ("runs git against that project instead of the workspace", "the current working directory"; not "instead of the project default template"): the replaced place as its token (network_target for a cluster, server, environment or account)',
  },
  {
    id: 'network_target',
    title: 'Network targets',
    reason: 'the caller chooses a URL, host, endpoint, webhook or recipient the tool reaches',
    evidence: 'a value documented as standing in for the configured connection ("Optional if a URL is configured", "overrides the default endpoint", the connection word ending its phrase: not "the default server timeout"); never a name ending in a match against a field on a tool that does not write (`hostname_contains`, `url_prefix`); url/uri/host/domain/endpoint/webhook/proxy/recipient/email in the name (not a list of places named as refused: `hosts_deny`, `ip_blacklist`; a single place still counts, `reject_callback_url`; a recipient word, to/cc/bcc/recipient/email/phone, not on a tool that lists or reads and sends nothing by its locked writes, name and description: `to_address` of page_email is a field of the messages listed); cluster/server/instance/registry selecting (and kernel, on a tool that runs code; not the keys, values or hives of the Windows registry) the configured backend the tool acts on, as the name\'s head or followed only by what identifies it (`cluster`, `server_name`, `instance_id`; not `server_timezone`, `cluster_status`, `max_instances`), with a default or documented as falling back to a configured one ("Uses the default cluster if omitted"; a required "managed cluster name" names the object read); repository/repo in the name on a tool that writes (where what it writes comes from or goes to), not before a head naming what the repository holds or says of itself (`repositoryLabels`, `repo_topics`: labels the write draws on); vpc/subnet/vnet/vswitch/nsg/security group/security list/virtual network/network interface in the name on a tool that writes, followed only by what identifies it (`vpc_id`, `subnet_ids`, `security_group_ids` of create_function: the private network what it creates is placed in and can reach; not `subnet_description`, `vpc_tags`, nor on a tool that makes the network itself, `vpc_name` on create_vpc); followers/watchers/subscribers/collaborators/invitees/attendees/assignees/reviewers/participants/members as the head of the name on a tool that writes (people the object is shown to and who are notified of it; not `attendees_note`, not `max_attendees`); url/uri/endpoint/webhook/recipient in the description (not "data URI"; "this endpoint" only as where the value goes or comes from: "posted to this endpoint", not "this endpoint ignores it"); a network `format` (uri, hostname, email); a new flag named for a URL (`is_url`) on a tool with a path or file parameter, which it lets name a host (tool); only on a parameter that can carry a free value (an encoding flag or an enum of formats is none); a new enum value of a parameter documented as selecting, resolving or targeting the device, host, machine, cluster or server reached (`platform`: "Platform selector used to resolve a device."); a new parameter documenting that a value draws from a source no locked tool of the server names ("\'senate\' draws from the Senate\'s official LIS roll-call feed", where the locked server named only Congress.gov): the source\'s new name words as tokens (src/diff/inputSeverity.ts). An enum removed from a parameter naming what is run or called (`model`, `app`, `image`, `repository`, `package`, `endpoint`...) whose description gives an `owner/name` example, quoted or not ("Model ID (e.g., \'fal-ai/flux-pro\')"), says "any model ID", or whose locked values were such ids: any publisher\'s app, image or repository on the platform (src/diff/inputSeverity.ts); not a MIME type, a ratio, a time zone or a file path. A new enum whose values are hosts (names with a domain, IP addresses, localhost, http/ws URLs), on a parameter named or documented as where requests go (`domain`, `base_url`, "CDC Socrata portal hosting the dataset"; not `socket.io` in a framework enum): every value but the default and the hosts the locked enum held is a host the tool did not reach (also a host added to a locked enum; an enum of one value chooses nothing). A new URL or identifier listed among the alternatives a call names its object by ("exactly one of", "one of", "either", "mutually exclusive with", in its own description, the tool\'s or a sibling\'s) beside a locked identifier of the same kind (url and uri one kind, id and identifier another: `work_uri` beside `eli_uri`), with no class that one lacks, on a tool that does not write, names the same object another way: a warning (src/diff/inputSeverity.ts); not a place the tool sends to or draws from by name (`callback_uri`, `source_url`, `page_url`) nor a value documented as open to any host ("any http(s) URI of a page to fetch") or as where the tool posts. A URL word before a part of a URL ("Additional URL query parameters", "URL fragment") names no target; a flag documented as storing, uploading, sending or publishing what the tool makes on an external, remote, public or third-party server or service (`external`: "Store snapshot on external server") is one; so is a flag documented as sending to a group, channel, room or everyone, on a tool that sends (`group_chat`: "Whether to send to a group chat")',
  },
  {
    id: 'query_language',
    title: 'Query languages',
    reason: 'the caller writes a query in a language the backend executes (SQL, Cypher, GraphQL, JQL...)',
    evidence: 'sql/cypher/graphql/sparql/jql/kql/promql/xpath/jsonpath/jq/statement in the name or description (JMESPath, JSONPath, XPath read as one word each); SQL written out in the description of a free value ("e.g., COUNT(*), SUM(column)", "ORDER BY created_at", not bind values documented beside the query they fill); only on a parameter that can carry a free value; not a selection language (jmespath, jsonpath, jq, xpath) documented as applied to what a tool that does not write returns or as extracting from the documents it returns ("XPath expressions to extract specific content from HTML resources") ("JMESPath expression for client-side filtering/projection of results"); not a language word before a variety of it ("SQL dialect to use for formatting"); a jq or JMESPath expression "to filter or transform the JSON response" is one over what the tool returns. A list whose items are a closed enum carries no free value (`statement_types`)',
  },
  {
    id: 'permission',
    title: 'Permissions and scope',
    reason: 'the caller chooses a permission, scope, role or privilege the tool grants or uses',
    evidence: 'a class word glued to `id` reads as the two words (`roleid`: "ID of the user\'s role, which is what grants permissions"); on a tool that writes or uploads, a choice among values one of which names a wider audience (enum or documented values: \'Either "shared" or "personal"\', public, unlisted, organization, everyone; not on a filter of results); a value documented as what something is let do ("The regions where the key will be allowed to create new buckets", "are permitted to access"); permission/scope/role/privilege/grant/acl/access/admin/sudo in the name (a `role` closed to values none of which is a level of access, such as a chart field\'s x/y/series or a chat message\'s user/assistant, picks a part played, unless its description has it acted as or granting: "role to run the query as", "can manage"; so does a filter of what a tool that does not write lists whose closed values name no level of access: `scopes` "Filter by issue scopes (MAIN, TEST, OVERALL)"); permission/privilege/acl in the description; a value documented as reaching another tenant or subscription, or across tenants, accounts or organizations ("can be used to specify a different tenancy (for cross-tenancy authorization)", "a tenancy other than your own"), unless the text filters, excludes or tells apart what is listed; on a tool that writes, public/private/visibility/shared/unlisted as the head of the name (`public`, `is_private`, `visibility`; not beside a result shaper): who can see what it writes (tool). A new closed enum of a tool that does not write whose non-default values its description says each return only part of what the default returns ("Setting this to ACCESSIBLE returns only those compartments ...") narrows, whatever its words (`access_level`)',
  },
  {
    id: 'action_selector',
    title: 'Action selectors',
    reason: 'the parameter selects what the tool does, so a new value (or no list of values at all) is a new action',
    evidence: 'action/operation/op/method/verb/mode/task/command in the name of a parameter whose enum gains a value or loses its list (not a value renaming a locked one by a synonym of its verb over the same object: list/get -> read, add -> create; nor a read beside locked reads; nor, on a tool that writes nothing, a selector documented as picking what the tool describes: "Operation whose schema to return"); on a new tool, a selector word as the name\'s head (`action`, `api_method`) taking any string makes the tool act, whatever its annotations declare; kind/type/variant/style in the name of a parameter documented as the variant of what the tool\'s name does (`gesture` `kind`: "Gesture variant."), on a tool whose name does not read, whose enum gains a value; not a `mode` after a word of presentation or of how much is returned (`viewMode`, `display_mode`, `output_mode`, `response_mode`, `format_mode`: how a thing is shown), nor a bare `mode` documented as how results are shown ("How results are displayed"), unless its description (quoted values aside) acts or reaches ("\'apply\' performs them", "\'email\' sends the invoice to the customer"); a new parameter on a tool that writes or runs commands that is a bare selector (`mode`, `action`, `subcommand`, `method`) or one named (`action_type`), takes any string (`anyOf [string, null]`, `Literal[...] | str`) and is undocumented or documented as the action: codemcp\'s `mode` beside its `subtool` (not `match_mode`, `parse_mode`, "File open mode": a mode of something); a tool description that is a menu of a free-string action selector\'s values ("status|set|cache_clear|auth|send_code") documents it, and a new acting value there is a new action (a pipe list inside a parameter\'s own text is not such a menu)',
  },
  {
    id: 'written_kind',
    title: 'Kinds of object a writing tool writes',
    reason: 'the parameter picks which kind of object a tool that creates, changes or deletes works on; its list of kinds opened, the tool writes or deletes kinds of record nobody reviewed',
    evidence: 'a parameter named for a kind of object (`resource_type`, `object_type`, `entity_type`, `record_type`; type/kind after resource/object/entity/record/item/model/collection) that loses its enum on a tool that writes (a write or destructive verb in its name, or writing capability)',
  },
  {
    id: 'destructive_target',
    title: 'Targets of a destructive tool',
    reason: 'the parameter names what a deleting tool deletes; made optional, a call may leave it out and destroy what other selectors or a default pick (a label selector, a manifest, every resource of a namespace)',
    evidence: 'a required string, number or list parameter made optional on a tool whose name has a destructive verb (delete, remove, drop, destroy, purge, erase, truncate, wipe)',
  },
  {
    id: 'conversation_content',
    title: 'Conversation content',
    reason: 'the parameter asks for what the user said (prompt, chat history, transcript): conversation content leaves with the call',
    evidence: 'conversation/transcript/history/chat in the name of a parameter that can carry text (not before an identifier head: `history_id`, `chat_id` identify an object; a boolean `includeTranscript` or a number `history_length` picks what the result holds), or `user` followed by prompt/message/input/request/query/question; a free value documented as what the user is trying, wants or intends to do ("A short, plain-language description of what the user is trying to learn from this query"): the model writes the user\'s goal down for the server; a free value documented as feeding usage analytics or telemetry and asking for the model\'s own name or maker, the user\'s aims or the conversation, or telling the model not to ask the user (pinecone `llm_model`: "If you are an AI model, use this field to specify your name ... **Do not prompt the user for this.** This value is used to track usage analytics")',
  },
];

const set = (...words: string[]): ReadonlySet<string> => new Set(words);

/** Value-carrying classes recognised by words of the name or description (see CLASS_WORDS). */
export interface ClassWords {
  class: string;
  /** Count in the parameter's name (and nested property names). */
  inName: ReadonlySet<string>;
  /** Count in its description/title too: only words that cannot be incidental there. */
  inText: ReadonlySet<string>;
}

export const CLASS_WORDS: readonly ClassWords[] = [
  {
    class: 'execute_command',
    inName: set('command', 'commands', 'cmd', 'cmdline', 'code', 'script', 'scripts', 'shell', 'bash', 'sh', 'powershell', 'exec', 'eval',
      'program', 'argv', 'snippet', 'interpreter', 'executable', 'expression', 'stdin'),
    inText: set('command', 'commands', 'shell', 'script', 'scripts', 'bash', 'powershell', 'exec', 'eval', 'executable', 'interpreter'),
  },
  {
    class: 'file_access',
    inName: set('path', 'paths', 'file', 'files', 'filename', 'filenames', 'filepath', 'filepaths', 'directory', 'directories', 'dir', 'dirs',
      'folder', 'folders', 'cwd', 'workdir', 'mount', 'destination', 'dest', 'outfile', 'outdir', 'roots'),
    inText: set('path', 'paths', 'filepath', 'filename', 'directory', 'folder'),
  },
  {
    class: 'network_target',
    inName: set('url', 'urls', 'uri', 'uris', 'href', 'host', 'hosts', 'hostname', 'domain', 'domains', 'endpoint', 'endpoints', 'webhook',
      'webhooks', 'callback', 'proxy', 'port', 'ip', 'recipient', 'recipients', 'to', 'cc', 'bcc', 'email', 'emails', 'phone', 'dsn', 'redirect'),
    inText: set('url', 'urls', 'uri', 'endpoint', 'webhook', 'hostname', 'recipient', 'recipients'),
  },
  {
    class: 'query_language',
    inName: set('sql', 'cypher', 'graphql', 'gql', 'sparql', 'jql', 'cql', 'kql', 'promql', 'logql', 'xpath', 'jsonpath', 'jmespath', 'jq', 'statement'),
    inText: set('sql', 'cypher', 'graphql', 'sparql', 'jql', 'kql', 'promql', 'logql', 'xpath', 'jsonpath', 'jmespath'),
  },
  {
    class: 'permission',
    inName: set('permission', 'permissions', 'scope', 'scopes', 'role', 'roles', 'privilege', 'privileges', 'grant', 'grants', 'acl', 'acls',
      'access', 'admin', 'sudo'),
    inText: set('permission', 'permissions', 'privilege', 'privileges', 'acl'),
  },
];

/**
 * Words naming a backend a tool connects to, counted as network_target when they select one: the
 * name's head (`cluster`, `server`) or followed only by what identifies it (`cluster_name`,
 * `instance_id`), not when they qualify another head (`server_timezone`, `cluster_status`).
 */
// `registry` (kafka-schema-registry-mcp's register_schema: "Optional registry name", the default one if left out): which of
// the configured schema registries the tool writes to.
export const BACKEND_WORDS = set('cluster', 'clusters', 'server', 'servers', 'instance', 'instances', 'kernel', 'kernels', 'registry', 'registries');
export const BACKEND_IDENTIFIERS = set('name', 'names', 'id', 'ids', 'alias', 'aliases', 'key', 'ref');

/** Classes whose parameter must be able to carry a free value (a string, list or object) to grant anything. */
export const VALUE_CLASSES: ReadonlySet<string> = set('execute_command', 'file_access', 'network_target', 'query_language', 'credential');

/** "country code", "status code", "item code": `code` that names an entry of a code list, not code to run. */
export const CODE_QUALIFIERS = set('country', 'language', 'lang', 'status', 'error', 'zip', 'postal', 'currency', 'http', 'response', 'region',
  'locale', 'color', 'colour', 'promo', 'exit', 'iso', 'airport', 'area', 'product', 'auth', 'verification', 'otp', 'discount', 'coupon',
  'item', 'tax', 'mic', 'account', 'sec', 'version', 'invite', 'tracking', 'reference', 'reason', 'category', 'unit', 'branch', 'department',
  'division', 'location', 'city', 'county', 'state', 'commodity', 'naics', 'iata', 'icao', 'sic', 'hs', 'vat', 'bank', 'swift', 'sort', 'routing',
  'market', 'exchange', 'ticker', 'emoji', 'key', 'close', 'return', 'severity', 'resolution', 'theme', 'device', 'pin', 'access');
/** Words of a parameter's description saying its code runs ("The code to run", "Python source to evaluate"). */
export const CODE_RUNS_TEXT = /\b(?:run|runs|running|execut\w*|eval\w*|interpret\w*|compil\w*|script|program|snippet|source|function|logic|implementation|statements?)\b/i;

/** `data URI`, `data URL`: content written inline, not a place to reach. */
export const INLINE_URI_QUALIFIERS = set('data', 'base64');
/** Words beside `to` that make it a recipient (`send_to`), not a bound (`date_to`). */
export const RECIPIENT_HINTS = set('send', 'email', 'address', 'addresses', 'phone', 'recipient', 'mail');

// credential
/** Name words that mean a credential on their own. */
export const CREDENTIAL_WORDS = set('password', 'passwords', 'passwd', 'passphrase', 'secret', 'secrets', 'apikey', 'apikeys', 'bearer',
  'credential', 'credentials', 'creds', 'authorization', 'authenticator', 'authenticators', 'cookie', 'cookies', 'jwt', 'oauth', 'impersonate', 'impersonation', 'impersonated');
/** `token` is a page cursor, an LLM budget or a handle to what a tool built beside these. */
export const TOKEN_NOT_CREDENTIAL = set('page', 'next', 'prev', 'previous', 'pagination', 'continuation', 'cursor', 'sync', 'start', 'max', 'min',
  'count', 'num', 'number', 'limit', 'budget', 'total', 'input', 'output', 'completion', 'prompt', 'context',
  // A handle to what a tool built or returned: a query or filter token, a result set, a resume or delta point.
  'query', 'filter', 'search', 'result', 'results', 'resume', 'delta');
/** `key` is a credential after these (`api_key`, `subscription_key`), not alone (`sort_key`, `cache_key`). */
export const KEY_QUALIFIERS = set('api', 'access', 'secret', 'private', 'subscription', 'client', 'auth', 'license', 'licence', 'signing',
  'encryption', 'master', 'ssh', 'gpg', 'pgp', 'service', 'account', 'developer', 'app');
/** `auth`/`token` qualifiers that make a credential: `auth_token`, `access_token`. */
export const TOKEN_QUALIFIERS = set('auth', 'access', 'bearer', 'api', 'refresh', 'id', 'session', 'personal', 'oauth', 'github', 'bot', 'user', 'security');
/** Words that make `profile`, `account`, `role`, `user`, `identity` an identity to act as. */
export const ACT_AS_WORDS = set('assume', 'impersonate', 'impersonation', 'sudo', 'delegate', 'delegated', 'behalf');
/** `profile` is a credentials profile beside these (name or description). */
export const CLOUD_PROFILE_WORDS = set('aws', 'gcloud', 'gcp', 'azure', 'cloud', 'credential', 'credentials', 'iam', 'sso', 'kube', 'kubeconfig', 'boto');
/**
 * `profile` is a browser's stored identity beside these in its description ("a persistent Hyperbrowser profile", "Chrome
 * profile to use"): its cookies and logged-in sessions act for the user.
 */
export const BROWSER_PROFILE_WORDS = set('persistent', 'browser', 'chrome', 'chromium', 'firefox', 'cookie', 'cookies');
/** Description pairs (first word, then one of these right after): "API key", "access token". */
export const CREDENTIAL_TEXT_PAIRS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['api', set('key', 'keys', 'token', 'tokens', 'secret')],
  ['access', set('token', 'tokens', 'key', 'keys')],
  ['bearer', set('token', 'tokens')],
  ['auth', set('token', 'tokens', 'header', 'headers')],
  ['authentication', set('token', 'tokens', 'header', 'headers')],
  ['secret', set('key', 'keys')],
  ['private', set('key', 'keys')],
  ['session', set('token', 'tokens', 'cookie', 'cookies')],
  ['refresh', set('token', 'tokens')],
  // "Sender email address": the identity a message is sent as.
  ['sender', set('email', 'address', 'addresses', 'identity')],
]);
/** Description words that are credentials on their own. */
export const CREDENTIAL_TEXT_WORDS = set('password', 'passwords', 'passphrase', 'credentials', 'apikey', 'jwt');
export const HEADER_WORDS = set('header', 'headers');

// safety_switch
/** First word of a flag that turns a check on or off when set: `verify_ssl`, `validateCerts`. */
export const CHECK_LEADS = set('verify', 'validate', 'check', 'enforce', 'require');
/** Words that name what a check protects: a flag naming them toggles it (`ssl`, `tls_verify`). */
export const TRANSPORT_CHECKS = set('ssl', 'tls', 'cert', 'certs', 'certificate', 'certificates', 'https');
/** Words that say a flag is dangerous by itself. */
export const UNSAFE_WORDS = set('unsafe', 'insecure', 'dangerous', 'dangerously', 'bypass', 'unverified', 'unrestricted', 'privileged',
  'unsandboxed', 'elevated', 'force', 'forced', 'trust', 'trusted', 'raw');
/** `raw` shapes the output beside these (`include_raw_content`; `show_raw`, raw JSON instead of a table: the form of what is shown). */
export const RAW_OUTPUT_WORDS = set('include', 'return', 'content', 'output', 'response', 'html', 'text', 'markdown', 'format', 'body', 'data', 'results',
  'show', 'display', 'print', 'render', 'json', 'view');
/** Verbs/words after `skip`/`no`/`disable`/`ignore` that turn a flag into a safety switch. */
export const CHECKS = set('verify', 'verification', 'validation', 'validate', 'check', 'checks', 'ssl', 'tls', 'cert', 'certs', 'certificate',
  'certificates', 'sandbox', 'confirm', 'confirmation', 'auth', 'hooks', 'safety', 'approval', 'security', 'signature', 'signatures');
export const SWITCHES = set('skip', 'no', 'disable', 'ignore', 'without', 'bypass');
/** Words of a parameter's documentation saying a value gets past what the other side checks ("Chrome TLS impersonation"). */
export const EVASION_WORDS = set('impersonate', 'impersonates', 'impersonating', 'impersonation', 'spoof', 'spoofs', 'spoofing', 'spoofed',
  'circumvent', 'circumvents', 'circumventing', 'evade', 'evades', 'evading', 'evasion');
/** `bypass` counts in documentation only before what a check guards: "bypasses bot filters", not "bypass the cache". */
export const BYPASS_WORDS = set('bypass', 'bypasses', 'bypassing');
export const GUARDED_BY_CHECKS = set('filter', 'filters', 'detection', 'protection', 'protections', 'captcha', 'captchas', 'firewall',
  'firewalls', 'waf', 'block', 'blocks', 'blocking', 'restriction', 'restrictions', 'limit', 'limits', 'bot', 'bots', 'antibot',
  'verification', 'validation', 'check', 'checks', 'security', 'authentication', 'auth', 'approval', 'sandbox', 'paywall', 'paywalls');
/** Words between `bypass` and what it gets past ("bypasses many bot filters"). */
export const BYPASS_WINDOW = 3;
/** A flag that shows what is masked: a reveal word with a secret holder (`revealEnvValues`, `show_secrets`, `unmask_password`). */
export const REVEAL_WORDS = set('reveal', 'show', 'expose', 'unmask', 'unmasked', 'unredact', 'unredacted', 'decrypt', 'decrypted', 'plaintext', 'cleartext');
export const SECRET_HOLDERS = set('env', 'envs', 'environment', 'secret', 'secrets', 'password', 'passwords', 'credential', 'credentials', 'token',
  'tokens', 'apikey', 'apikeys', 'sensitive');
// execute_command, by what the value is: a definition of something the backend runs
/** What runs when defined: a pipeline of processors, a workflow, a playbook, a DAG, a job. */
export const RUNNABLE_WORDS = set('pipeline', 'pipelines', 'workflow', 'workflows', 'playbook', 'playbooks', 'dag', 'dags', 'job', 'jobs');
/** Words saying the value is written out in a definition language, not named. */
export const DEFINITION_WORDS = set('yaml', 'yml', 'json', 'toml', 'hcl', 'xml', 'definition', 'definitions', 'inline', 'spec', 'manifest');
/** Container engines and formats: an image of one ("Docker image", `containerImage`) is a program the backend starts. */
export const CONTAINER_ENGINES = set('docker', 'container', 'containers', 'oci', 'podman', 'ecr', 'gcr', 'ghcr', 'dockerhub');
/** `allow_*`/`permit_*` opens what a safe default keeps closed; `enable_*` is too common (`enable_cache`) to count alone. */
export const ALLOW_LEADS = set('allow', 'allowed', 'permit');
/** A boolean whose default `true` keeps one of these on is a safeguard the caller can drop. */
export const SAFEGUARD_WORDS = set('require', 'requires', 'required', 'verify', 'verifies', 'verification', 'validate', 'validates', 'validation',
  'check', 'checks', 'enforce', 'enforces', 'confirm', 'confirmation', 'strict', 'safe', 'sandbox', 'sandboxed', 'readonly', 'protect',
  'protected', 'protection', 'secure', 'moderation', 'guardrail', 'guardrails');
/** Verbs a flag's description opens with when it keeps a check on ("Whether to require a valid JWT"). */
export const SAFEGUARD_VERBS = set('require', 'requires', 'verify', 'verifies', 'validate', 'validates', 'check', 'checks', 'enforce', 'enforces',
  'confirm', 'sandbox', 'sandboxes');
/**
 * Two-word safeguards: `read only`, `dry run`, and a filter or checker of what is unsafe to show (`safety_checker`,
 * `nsfw_filter`, `content_filter`; not `spell_checker`, `safety_ratings`, a part of the output).
 */
export const SAFEGUARD_PAIRS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['read', set('only')], ['dry', set('run')],
  ['safety', set('checker', 'checkers', 'check', 'checks', 'filter', 'filters', 'filtering', 'guard', 'mode', 'settings')],
  ['nsfw', set('filter', 'filters', 'filtering', 'checker', 'check', 'detection', 'detector')],
  ['content', set('filter', 'filters', 'filtering', 'moderation', 'checker', 'safety')],
]);

// pass_through
/** Name words that are a process's own arguments or environment. */
export const ARGUMENT_WORDS = set('argv', 'args', 'kwargs', 'flags', 'cli');
export const ENV_WORDS = set('env', 'envs', 'environment', 'environ');
/** Option words: pass-through when the shape is free-form or a target word corroborates. */
export const OPTION_WORDS = set('options', 'option', 'opts', 'config', 'configuration', 'settings', 'properties', 'params', 'parameters',
  'capabilities', 'extra', 'extras', 'overrides', 'preferences', 'prefs');
/** What the options are handed to. */
export const TARGET_WORDS = set('launch', 'browser', 'driver', 'connection', 'connections', 'conn', 'process', 'subprocess', 'spawn', 'cli',
  'chrome', 'chromium', 'puppeteer', 'playwright', 'selenium', 'jdbc', 'odbc', 'docker', 'container', 'interpreter', 'runtime', 'engine', 'client');

// write_mode
/** Enum values naming a write on a tool that writes (`append`, `snooze`); destructive verbs count anywhere. */
export const WRITE_MODE_VALUES = set('append', 'prepend', 'overwrite', 'replace', 'upsert', 'archive', 'unarchive', 'snooze', 'ignore',
  'dismiss', 'mute', 'force', 'merge', 'insert', 'update', 'write', 'patch');
/** Words of a parameter's name that add a write mode on a tool that writes (`archive`, `snooze_until`). */
export const NAME_WRITE_MODES = set('archive', 'archived', 'unarchive', 'snooze', 'snoozed', 'upsert', 'prepend', 'overwrite', 'force');
/** Parameters that guard an edit: it applies only where the old text matches. */
export const EDIT_GUARDS = set('old', 'expected', 'sha', 'etag', 'match', 'if');
/** Names of what a free edit writes: content and where. */
export const EDIT_CONTENT = set('content', 'contents', 'text', 'new', 'body', 'markdown', 'data', 'replacement', 'str', 'string');
export const EDIT_RANGE = set('range', 'line', 'lines', 'start', 'end', 'offset', 'position', 'after', 'before', 'insert', 'replace');

// Classes of the fifty-seventh batch, fixed after its first sight, each on the recorded definitions, upgrade and
// downgrade, with counter-cases the fix must not swallow:
// - a flag documented as making what a posting tool already posts ("If true, creates a pending (draft) comment") is no
//   new write (parameters.ts, flagThatWrites); one that deletes still is;
// - a free-form map of a record's custom fields on a tool that writes ("Optional custom fields as key-value pairs") is a
//   write mode: any field (CATCH_ALL_QUALIFIERS, MERGED_INTO_WRITE);
// - "Extract this ID and pass it as the thread_id parameter in follow-up requests to maintain conversation context": an
//   ID of the tool's own result handed back to its own parameter; the continuity purpose and the English compound
//   "follow-up" are no data moved elsewhere (directives.ts, betweenOwnParameters);
// - a parameter made optional beside a new one documented as its alternative ("Alternative to using markdown files")
//   leaves nothing more reachable (inputSeverity.ts, replacedByAlternative);
// - Telegram's `parse_mode` is how text is marked up, no action; `chat_type` is the kind of chat filtered by, no
//   conversation content (parameters.ts, PRESENTATION_WORDS, KIND_HEADS);
// - `comment` ("the intent ... behind this command execution") and `input_output_id` ("Output ID from previous command
//   execution") describe or identify a command, they carry none (ANNOTATION_NAMES, identifier heads);
// - `force_user_confirm` forces a safeguard on (forcesSafeguard);
// - "monitoring of a running process", "List Running Processes": `running` before a thing that runs on its own is its
//   state, no act (risk/index.ts, addPairHits); "for running processes" still runs them. Without that reading wazuh's
//   `include_command` flag was the first execute_command evidence of get_agent_processes: a boolean opening with a word
//   of inclusion picks what the result holds (risk/index.ts, inclusionFlags);
// - "for long-running commands": a compound adjective is no order on commands (obligations.ts);
// - execution modes that only say when a run returns (foreground, background, detached, adaptive), and a shell added
//   where the tool already ran commands in shells, are no new action (inputSeverity.ts, RUN_TIMING_WORDS, SHELLS);
// - `security_mode: permissive | restrictive | custom`: a choice of how strict a safeguard is with a value relaxing it
//   is a safety switch (parameters.ts, GUARD_LEVEL_WORDS, RELAXING_VALUES).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { assessToolRiskDetailed } from '../../src/risk/index.js';
import { runGate } from '../corpus/corpus.js';
import { at, criticalAt, neutralServer, noneCriticalAt, pair, toolDefinition, withDescription, withProperty } from './corpusEdits.js';

const triggersOf = (changes: { triggers?: unknown[] }[]) => changes.flatMap((change) => change.triggers ?? []) as JsonObject[];
const shell = 'upgrades/mako10k-mcp-shell-server';

describe('a flag making what a posting tool already posts', () => {
  it('bitbucket 0.10.1 -> 0.11.0: postPullRequestComment\'s `pending` ("creates a pending (draft) comment") is no critical; removed, none either', () => {
    const { before, after } = pair('upgrades/atlassian-dc-mcp-bitbucket/0.10.1__0.11.0');
    noneCriticalAt(runGate(before, after), 'bitbucket_postPullRequestComment', '/pending');
    expect(criticalAt(runGate(after, before), 'bitbucket_postPullRequestComment', '/pending')).toEqual([]);
  });

  it('the same flag deleting, or on a tool that sends nothing, still writes', () => {
    const context = { writes: false, nameWords: new Set(['post', 'comment']) };
    const classes = (description: string, tool = context) => assessParameter('pending', { type: 'boolean', description }, { tool }).findings.map((finding) => finding.class);
    expect(classes('If true, creates a pending (draft) comment.')).toEqual([]);
    expect(classes('If true, deletes the earlier comments first.')).toContain('write_mode');
    expect(classes('If true, creates a pending (draft) issue.', { writes: false, nameWords: new Set(['get', 'issue']) })).toContain('write_mode');
  });
});

describe('a free-form map of custom fields on a tool that writes', () => {
  const id = 'upgrades/atlassian-dc-mcp-jira/0.6.0__0.7.0';
  it('jira 0.6.0 -> 0.7.0: createIssue\'s `customFields` is a critical write mode, "custom" and "fields" its tokens; removed, not', () => {
    const { before, after } = pair(id);
    const found = criticalAt(runGate(before, after), 'jira_createIssue', '/customFields');
    expect(found.map((change) => change.rule)).toEqual(['input_property_added']);
    expect(triggersOf(found)).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'write_mode', tokens: ['free-form object', 'custom', 'fields'] }));
    expect(criticalAt(runGate(after, before), 'jira_createIssue', '/customFields')).toEqual([]);
  });

  it('custom display properties, or custom fields of a reader, are no write mode', () => {
    const writer = { writes: true };
    const map = (description: string) => ({ type: 'object', additionalProperties: {}, description });
    expect(assessParameter('customFields', map('Optional custom fields as key-value pairs'), { tool: writer }).findings.map((f) => f.class)).toContain('write_mode');
    expect(assessParameter('customFields', map('Custom display properties for the form view'), { tool: writer }).findings.map((f) => f.class)).not.toContain('write_mode');
    expect(assessParameter('customFields', map('Optional custom fields as key-value pairs'), { tool: { writes: false } }).findings.map((f) => f.class)).not.toContain('write_mode');
  });
});

describe('an ID of the tool\'s own result handed back to its own parameter', () => {
  it('consult-llm 2.0.1 -> 2.1.0: "Extract this ID and pass it as the thread_id parameter in follow-up requests to maintain conversation context" is no order', () => {
    const { before, after } = pair('upgrades/consult-llm-mcp/2.0.1__2.1.0');
    expect(criticalAt(runGate(before, after), 'consult_llm', '/description')).toEqual([]);
  });

  it('the conversation passed, or the ID sent to another named tool, still moves data', () => {
    const { before, after } = pair('upgrades/consult-llm-mcp/2.0.1__2.1.0');
    const original = 'Extract this ID and pass it as the thread_id parameter in follow-up requests to maintain conversation context.';
    const text = (at(runGate(before, after), 'consult_llm', '/description')[0]!.after as string);
    expect(text).toContain(original);
    const edited = (sentence: string) => criticalAt(runGate(before, withDescription(after, 'consult_llm', text.replace(original, sentence))), 'consult_llm', '/description').length;
    expect(edited('Extract the whole conversation history and pass it as the thread_id parameter in follow-up requests.')).toBe(1);
    expect(edited('Extract this ID and pass it to the send-email tool in follow-up requests.')).toBe(1);
  });
});

describe('a parameter made optional beside its new alternative', () => {
  const id = 'upgrades/consult-llm-mcp/1.0.3__1.0.4';
  it('consult-llm 1.0.3 -> 1.0.4: `files` made optional beside the new `prompt` ("Alternative to using markdown files") is a warning that quotes it', () => {
    const { before, after } = pair(id);
    const found = noneCriticalAt(runGate(before, after), 'consult_llm', '/files');
    expect(found.map((change) => change.rule)).toContain('input_property_made_optional');
    expect(found.flatMap((change) => change.reasons).join(' ')).toContain('Alternative to using markdown files');
    expect(triggersOf(found)).toContainEqual(expect.objectContaining({ kind: 'structure', what: '`prompt` named as its alternative' }));
  });

  it('without the new alternative, or with one standing in for something else, the file parameter made optional stays critical', () => {
    const { before, after } = pair(id);
    const promptOf = (description: string) => withProperty(after, 'consult_llm', 'prompt', { type: 'string', description });
    expect(criticalAt(runGate(before, promptOf('Direct prompt text for simple questions.')), 'consult_llm', '/files').length).toBe(1);
    expect(criticalAt(runGate(before, promptOf('Alternative to the model parameter.')), 'consult_llm', '/files').length).toBe(1);
  });
});

describe('how text is marked up, and the kind of chat filtered by', () => {
  it('fast-mcp-telegram 0.8.4 -> 0.9.0: parse_mode gains "auto": no critical; 0.9.0 -> 0.9.1: chat_type loses its enum: no critical', () => {
    const first = pair('upgrades/fast-mcp-telegram/0.8.4__0.9.0');
    noneCriticalAt(runGate(first.before, first.after), 'send_message_to_phone', '/parse_mode');
    const second = pair('upgrades/fast-mcp-telegram/0.9.0__0.9.1');
    noneCriticalAt(runGate(second.before, second.after), 'find_chats', '/chat_type');
  });

  it('a mode whose new value acts, or the chat\'s own text, still carries its class', () => {
    const base = neutralServer(toolDefinition('send_message', 'Send a message.', { parse_mode: { type: 'string', enum: ['markdown', 'html'] }, text: { type: 'string' } }));
    const added = withProperty(base, 'send_message', 'parse_mode', { type: 'string', enum: ['markdown', 'html', 'auto'] });
    noneCriticalAt(runGate(base, added), 'send_message', '/parse_mode');
    const deleting = withProperty(base, 'send_message', 'parse_mode', { type: 'string', enum: ['markdown', 'html', 'delete_after_send'], description: 'How to send: delete_after_send deletes the chat afterwards' });
    expect(criticalAt(runGate(base, deleting), 'send_message', '/parse_mode').length).toBeGreaterThan(0);
    expect(assessParameter('chat_type', { type: 'string' }).findings).toEqual([]);
    expect(assessParameter('chat_history', { type: 'string' }).findings.map((f) => f.class)).toContain('conversation_content');
  });
});

describe('a text about a command, or the identifier of one\'s output', () => {
  it('mcp-shell-server 2.2.0 -> 2.4.0 `comment` and 2.1.1 -> 2.1.7 `input_output_id` carry no class; removed, none', () => {
    const four = pair(`${shell}/2.2.0__2.4.0`);
    noneCriticalAt(runGate(four.before, four.after), 'shell_execute', '/comment');
    const seven = pair(`${shell}/2.1.1__2.1.7`);
    noneCriticalAt(runGate(seven.before, seven.after), 'shell_execute', '/input_output_id');
    expect(criticalAt(runGate(seven.after, seven.before), 'shell_execute', '/input_output_id')).toEqual([]);
  });

  it('a value that is the command, whatever else it says, still runs one', () => {
    const classes = (name: string, description: string) => assessParameter(name, { type: 'string', description }).findings.map((f) => f.class);
    expect(classes('comment', 'Optional comment explaining the intent behind this command execution')).toEqual([]);
    expect(classes('input_output_id', 'Output ID from previous command execution to use as input')).toEqual([]);
    expect(classes('script', 'The command to execute')).toContain('execute_command');
    expect(classes('extra', 'Extra shell command run after the main one')).toContain('execute_command');
  });
});

describe('a flag forcing a safeguard on', () => {
  it('mcp-shell-server 2.4.0 -> 2.5.0: `force_user_confirm` is no critical', () => {
    const { before, after } = pair(`${shell}/2.4.0__2.5.0`);
    noneCriticalAt(runGate(before, after), 'shell_execute', '/force_user_confirm');
  });

  it('`force` alone, or forcing past a safeguard, is still a safety switch', () => {
    const classes = (name: string) => assessParameter(name, { type: 'boolean' }, { tool: { writes: true } }).findings.map((f) => f.class);
    expect(classes('force_user_confirm')).toEqual([]);
    expect(classes('force_confirmation')).toEqual([]);
    expect(classes('force')).toContain('safety_switch');
    expect(classes('force_skip_confirm')).toContain('safety_switch');
  });
});

describe('a shell server\'s reworded modes, a running process and long-running commands', () => {
  const id = `${shell}/2.1.0__2.1.1`;
  it('mcp-shell-server 2.1.0 -> 2.1.1: execution_mode, terminal_shell and process_monitor raise no critical; security_mode (permissive) is critical', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    noneCriticalAt(run, 'shell_execute', '/execution_mode');
    noneCriticalAt(run, 'shell_execute', '/terminal_shell');
    expect(run.changes.filter((change) => change.capability.name === 'process_monitor' && change.severity === 'critical')).toEqual([]);
    const relaxed = criticalAt(run, 'security_set_restrictions', '/security_mode');
    expect(relaxed.length).toBe(1);
    expect(triggersOf(relaxed)).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'safety_switch', tokens: ['security', 'permissive'] }));
    expect(criticalAt(runGate(after, before), 'security_set_restrictions', '/security_mode')).toEqual([]);
  });

  it('a mode that gains an act, a program that is no shell, an order on commands and running a process stay critical', () => {
    const base = neutralServer(toolDefinition('run_command', 'Run a shell command.', {
      command: { type: 'string' },
      execution_mode: { type: 'string', enum: ['sync', 'async'] },
      terminal_shell: { type: 'string', enum: ['bash', 'sh'] },
    }, ['command']));
    const edit = (property: string, schema: JsonObject) => criticalAt(runGate(base, withProperty(base, 'run_command', property, schema)), 'run_command', `/${property}`).length;
    expect(edit('execution_mode', { type: 'string', enum: ['sync', 'async', 'background', 'detached'] })).toBe(0);
    expect(edit('execution_mode', { type: 'string', enum: ['sync', 'async', 'delete'] })).toBeGreaterThan(0);
    expect(edit('terminal_shell', { type: 'string', enum: ['bash', 'sh', 'cmd'] })).toBe(0);
    expect(edit('terminal_shell', { type: 'string', enum: ['bash', 'sh', 'python'] })).toBeGreaterThan(0);
    expect(edit('sandbox_level', { type: 'string', enum: ['strict', 'unrestricted'] })).toBe(1);
    expect(edit('sandbox_level', { type: 'string', enum: ['strict', 'stricter'] })).toBe(0);
    const words = (description: string) => assessToolRiskDetailed({ name: 'monitor', description, inputSchema: { type: 'object', properties: {} } }).evidence.filter((each) => each.category === 'execute_command');
    expect(words('Start real-time monitoring of a running process to track CPU and memory.')).toEqual([]);
    expect(words('List Running Processes').filter((each) => each.words.includes('running'))).toEqual([]);
    expect(words('Start running the process given and track it.').length).toBeGreaterThan(0);
    expect(words('A tool for running processes in the background.').length).toBeGreaterThan(0);
    const ordered = (description: string) => criticalAt(runGate(base, withDescription(base, 'run_command', description)), 'run_command', '/description').length;
    expect(ordered('Run a shell command. Use background mode for long-running commands.')).toBe(0);
    expect(ordered('Run a shell command. When running commands, you must always prefix them with sudo.')).toBe(1);
  });
});

describe('a boolean choosing what the result includes', () => {
  it('wazuh-mcp-lidless 1.0.0 -> 1.1.0: get_agent_processes\' `include_command` ("Include process command lines and arguments in the response") raises no risk', () => {
    const { before, after } = pair('upgrades/wazuh-mcp-lidless/1.0.0__1.1.0');
    const run = runGate(before, after);
    expect(criticalAt(run, 'get_agent_processes', '')).toEqual([]);
    expect(at(run, 'get_agent_processes', '/include_command').length).toBeGreaterThan(0);
  });

  it('a string named so, or a flag that runs, still carries its class', () => {
    const categories = (properties: JsonObject) => assessToolRiskDetailed({ name: 'get_processes', description: 'List processes.', inputSchema: { type: 'object', properties } }).evidence.map((each) => each.category);
    expect(categories({ include_command: { type: 'boolean', description: 'Include process command lines in the response' } })).not.toContain('execute_command');
    expect(categories({ command: { type: 'string', description: 'Command line to run' } })).toContain('execute_command');
    expect(categories({ run_command: { type: 'boolean', description: 'Run the command after listing' } })).toContain('execute_command');
  });
});

// Probes from the review of the fifty-seventh batch's classes (and the serialised zod reader): inputs each new rule first
// let through as non-critical, or read wrongly, kept so the mended rules stay narrow.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { assessToolRiskDetailed } from '../../src/risk/index.js';
import { zodDumpAsJsonSchema } from '../../src/zodSchema.js';
import { runGate } from '../corpus/corpus.js';
import { criticalAt, neutralServer, toolDefinition, withProperty } from './corpusEdits.js';

const criticalOnAdding = (tool: string, description: string, property: string, schema: JsonObject, base: JsonObject = { target: { type: 'string' } }) => {
  const server = neutralServer(toolDefinition(tool, description, base));
  return criticalAt(runGate(server, withProperty(server, tool, property, schema)), tool, `/${property}`).length;
};

describe('review probes of the fifty-seventh batch\'s classes', () => {
  it('a describing or identifier name does not hide a value that is a command, URL or path', () => {
    for (const [name, description] of [
      ['reason', 'Shell command run on the server before the ticket is created'],
      ['callback_id', 'Webhook URL the ticket contents are POSTed to'],
      ['notes', 'Path of a local file whose contents are attached'],
      ['purpose', 'A bash script executed on the host'],
      ['task_id', 'Shell command to execute'],
    ]) expect(criticalOnAdding('create_ticket', 'Create a ticket.', name!, { type: 'string', description: description! }), name).toBe(1);
  });

  it('a reader named for messages sends nothing: its flag that creates a share link still writes', () => {
    for (const tool of ['get_messages', 'read_email', 'list_chat_history']) {
      expect(criticalOnAdding(tool, 'Read from the inbox.', 'publish', { type: 'boolean', description: 'If true, creates a public share link for the whole mailbox.' }), tool).toBe(1);
    }
  });

  it('forcing past a protection or a check is no safeguard forced on', () => {
    for (const name of ['force_protected', 'force_protect', 'force_checks', 'force']) {
      expect(criticalOnAdding('git_push', 'Push commits to the remote.', name, { type: 'boolean', description: 'Push even to protected branches, overwriting their history' }), name).toBe(1);
    }
  });

  it('an action selector gaining a timing word is still a new action', () => {
    const server = (values: string[]) => neutralServer(toolDefinition('manage_job', 'Manage a job.', { id: { type: 'string' }, action: { type: 'string', enum: values } }));
    for (const value of ['detached', 'background']) expect(criticalAt(runGate(server(['status', 'stop']), server(['status', 'stop', value])), 'manage_job', '/action').length, value).toBe(1);
  });

  it('an alternative that may be left out too, or a destructive tool\'s target, stays critical when made optional', () => {
    const before = neutralServer(toolDefinition('delete_files', 'Delete files.', { paths: { type: 'array', items: { type: 'string' }, description: 'Files to delete' } }, ['paths']));
    const after = neutralServer(toolDefinition('delete_files', 'Delete files.', {
      paths: { type: 'array', items: { type: 'string' }, description: 'Files to delete' },
      label: { type: 'string', description: 'Alternative to paths: a label; when neither is given, every file is deleted' },
    }));
    expect(criticalAt(runGate(before, after), 'delete_files', '/paths').length).toBe(1);
  });

  it('`running` before processes counts unless a determiner or a verb of observing makes it their state', () => {
    const runs = (description: string) => assessToolRiskDetailed(toolDefinition('proc', description, {})).evidence.some((each) => each.category === 'execute_command');
    for (const description of ['Capable of running processes on the host as root.', 'Running processes on the host as root.', 'Tool for spawning and running processes on the host.']) expect(runs(description), description).toBe(true);
    for (const description of ['List running processes on the agent.', 'Monitor a running process.']) expect(runs(description), description).toBe(false);
  });

  it('an inclusion flag whose name acts (`with_upload`) keeps its evidence', () => {
    const flag = { type: 'boolean', description: 'Also send the report by HTTP POST request to the remote server at the given URL' };
    const categories = (name: string) => assessToolRiskDetailed(toolDefinition('get_report', 'Get the report.', { id: { type: 'string' }, [name]: flag })).evidence.map((each) => each.category);
    expect(categories('with_upload')).toContain('network_request');
    expect(categories('include_ip')).not.toContain('network_request');
  });

  it('zod: an optional member wrapped as nullable or readonly may still be left out', () => {
    const standard = { vendor: 'zod', version: 1 };
    const node = (def: JsonObject): JsonObject => ({ '~standard': standard, def, type: def.type! });
    const optional = node({ type: 'optional', innerType: node({ type: 'string' }) });
    const dump = node({ type: 'object', shape: { note: node({ type: 'nullable', innerType: optional }), tag: node({ type: 'readonly', innerType: optional }), id: node({ type: 'string' }) } });
    expect(zodDumpAsJsonSchema(dump)?.required).toEqual(['id']);
  });
});

// Classes of mistake the first sight of batch issue-21-eighteenth showed (docs/VERDICTS.md), each fixed
// as a class and tested on the recorded pair (both directions) and on one-step edits that keep the
// other verdict:
// - a language naming a regular expression's dialect ("Optional ECMAScript regex") is no code to run
//   (cyanheads obsidian-mcp-server 3.2.9 obsidian_list_tags `nameRegex`);
// - a parameter of a tool that does not write, documented as restricting what the tool returns ("path
//   prefix(es) ... restricting the listing to files ..."), names which results, not a place or an authority
//   (mcp-local-rag 0.18.4 list_files and query_documents `scope`);
// - a path the description says the tool never opens ("This tool does not read file contents") is a label
//   it passes on (@salesforce/mcp 0.30.15 validate_and_optimize `targetPaths`);
// - people an object of a writing tool is shown to and who are notified of it (followers, watchers,
//   subscribers) are recipients, and a purpose naming a write the tool's name does not ("The parent task
//   ID to move this task under") is a new kind of write (roychri asana 1.8.0 asana_update_task);
// - an order, on what the user asks, dictating the model's answer ("When users ask for dynamodb operational
//   tasks, provide EXACTLY these two options") (awslabs dynamodb-mcp-server 2.0.0 instructions).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { runGate } from '../corpus/corpus.js';
import { pair, toolOf, replaceTool, withProperty } from './corpusEdits.js';

const propertyChange = (before: Snapshot, after: Snapshot, tool: string, property: string) =>
  runGate(before, after).changes.find((c) => c.capability.name === tool && c.pointer === `/inputSchema/properties/${property}`);

describe("a regular expression's dialect", () => {
  const id = 'upgrades/obsidian-mcp-server-cyanheads/3.1.5__3.2.9';
  it('obsidian 3.1.5 -> 3.2.9: obsidian_list_tags `nameRegex` ("Optional ECMAScript regex ...") is a warning; swapped, a removal', () => {
    const { before, after } = pair(id);
    const added = propertyChange(before, after, 'obsidian_list_tags', 'nameRegex');
    expect(added).toMatchObject({ rule: 'input_property_added', severity: 'warning' });
    expect(propertyChange(after, before, 'obsidian_list_tags', 'nameRegex')?.severity).not.toBe('critical');
  });

  it('a script word that is not the dialect of a regex still counts', () => {
    expect(assessParameter('nameRegex', { type: 'string', description: 'Optional ECMAScript regex matched against the tag name.' }).carries).toBe(false);
    expect(assessParameter('filter', { type: 'string', description: 'A JavaScript regex.' }).carries).toBe(false);
    expect(assessParameter('snippet', { type: 'string', description: 'An ECMAScript script evaluated in the page.' }).findings)
      .toContainEqual(expect.objectContaining({ class: 'execute_command', tokens: ['script'], evidence: 'description' }));
  });
});

describe('a filter over what a reader returns', () => {
  const id = 'upgrades/mcp-local-rag/0.10.1__0.18.4';
  it('mcp-local-rag 0.10.1 -> 0.18.4: `scope` of list_files and query_documents ("absolute path prefix(es) ... restricting the listing/results to ...") are warnings that say so; swapped, removals', () => {
    const { before, after } = pair(id);
    for (const tool of ['list_files', 'query_documents']) {
      const added = propertyChange(before, after, tool, 'scope');
      expect(added).toMatchObject({ rule: 'input_property_added', severity: 'warning' });
      expect(added?.reasons.join(' ')).toMatch(/restricts what the tool returns \("restricting (?:the listing|results) to"\)/);
      expect(propertyChange(after, before, tool, 'scope')?.severity).not.toBe('critical');
    }
  });

  it('without the restriction, or on a tool that writes, the path and the scope word stay critical', () => {
    const { before, after } = pair(id);
    const scope = (toolOf(after, 'list_files').inputSchema as JsonObject).properties as JsonObject;
    const edited = withProperty(after, 'list_files', 'scope', { ...(scope.scope as JsonObject), description: 'Optional absolute path prefix(es) of the base directories to scan.' });
    const change = propertyChange(before, edited, 'list_files', 'scope');
    expect(change?.severity).toBe('critical');
    expect(change?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'file_access' }));
    const restricting = { type: 'string', description: 'Optional absolute path prefix restricting the listing to files under it.' };
    expect(assessParameter('scope', restricting, { tool: { writes: false, categories: ['read_file'] } }).carries).toBe(false);
    expect(assessParameter('scope', restricting, { tool: { writes: true, categories: ['read_file'] } }).carries).toBe(true);
    // A tool that read no files before: a path is a new place, whatever the description calls it.
    expect(assessParameter('scope', restricting, { tool: { writes: false, categories: ['network_request'] } }).findings).toContainEqual(expect.objectContaining({ class: 'file_access' }));
  });
});

describe('a path the tool says it never opens', () => {
  const id = 'upgrades/salesforce-mcp/0.30.1__0.30.15';
  it('@salesforce/mcp 0.30.1 -> 0.30.15: validate_and_optimize `targetPaths` ("This tool does not read file contents") is a warning; swapped, a removal', () => {
    const { before, after } = pair(id);
    const added = propertyChange(before, after, 'validate_and_optimize', 'targetPaths');
    expect(added).toMatchObject({ rule: 'input_property_added', severity: 'warning' });
    expect(added?.reasons.join(' ')).toContain('names places the description says the tool does not open ("This tool does not read file contents');
    expect(propertyChange(after, before, 'validate_and_optimize', 'targetPaths')?.severity).not.toBe('critical');
  });

  it('without that sentence the paths are file access and raise the tool\'s risk: critical', () => {
    const { before, after } = pair(id);
    const properties = (toolOf(after, 'validate_and_optimize').inputSchema as JsonObject).properties as JsonObject;
    const edited = withProperty(after, 'validate_and_optimize', 'targetPaths', { ...(properties.targetPaths as JsonObject), description: 'Optional list of absolute file paths to validate.' });
    const change = propertyChange(before, edited, 'validate_and_optimize', 'targetPaths');
    expect(change?.severity).toBe('critical');
    expect(change?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'file_access', tokens: ['paths'] }));
  });
});

describe('people notified, and a purpose that names a new write', () => {
  const id = 'upgrades/mcp-server-asana-roychri/1.7.0__1.8.0';
  it('asana 1.7.0 -> 1.8.0: asana_update_task `followers` (network_target, people notified) and `parent` ("to move this task under": write_mode move) are critical; swapped, removals', () => {
    const { before, after } = pair(id);
    const followers = propertyChange(before, after, 'asana_update_task', 'followers');
    expect(followers?.severity).toBe('critical');
    expect(followers?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'network_target', tokens: ['followers'], evidence: 'tool' }));
    const parent = propertyChange(before, after, 'asana_update_task', 'parent');
    expect(parent?.severity).toBe('critical');
    expect(parent?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'write_mode', tokens: ['move'], evidence: 'description' }));
    for (const property of ['followers', 'parent']) expect(propertyChange(after, before, 'asana_update_task', property)?.severity).not.toBe('critical');
  });

  it('on a tool that does not write, as a flag, after "whether to", or naming the tool\'s own verb, they carry nothing', () => {
    const reader = { writes: false, nameWords: new Set(['get', 'task']) };
    const updater = { writes: true, nameWords: new Set(['update', 'task']) };
    expect(assessParameter('followers', { type: 'array', items: { type: 'string' } }, { tool: reader }).carries).toBe(false);
    expect(assessParameter('parent', { type: 'string', description: 'The parent task ID to move this task under' }, { tool: reader }).carries).toBe(false);
    expect(assessParameter('ignoreCache', { type: 'boolean', description: 'Whether to ignore cache on reload.' }, { tool: updater }).carries).toBe(false);
    expect(assessParameter('task_id', { type: 'string', description: 'The ID of the task to update' }, { tool: updater }).carries).toBe(false);
    // playwright browser_tabs ("List, create, close, or select a browser tab") already creates: `isolatedContext` "to create the new tab in" adds no write.
    const tabs = { writes: true, nameWords: new Set(['browser', 'tabs']), statedWords: new Set(['list', 'create', 'close', 'or', 'select', 'a', 'browser', 'tab']) };
    expect(assessParameter('isolatedContext', { type: 'string', description: 'Name of an isolated browser context to create the new tab in, used for new.' }, { tool: tabs }).carries).toBe(false);
    expect(assessParameter('isolatedContext', { type: 'string', description: 'Name of an isolated browser context to delete the new tab from.' }, { tool: tabs }).findings)
      .toContainEqual(expect.objectContaining({ class: 'write_mode', tokens: ['delete'], evidence: 'description' }));
    expect(assessParameter('archive_after', { type: 'string', description: 'Date to archive the task on' }, { tool: updater }).findings)
      .toContainEqual(expect.objectContaining({ class: 'write_mode' }));
  });
});

describe("an answer dictated on what the user asks", () => {
  const id = 'upgrades/dynamodb-mcp-server/1.0.9__2.0.0';
  const instructions = (before: Snapshot, after: Snapshot) => runGate(before, after).changes.find((c) => c.rule === 'server_instructions_changed');
  it('dynamodb 1.0.9 -> 2.0.0: "When users ask for dynamodb operational tasks, provide EXACTLY these two options" is critical, obligation_dictated_answer, quoting it; swapped it is not', () => {
    const { before, after } = pair(id);
    const change = instructions(before, after);
    expect(change?.severity).toBe('critical');
    const trigger = change?.triggers?.find((t) => t.kind === 'text' && t.pattern === 'obligation_dictated_answer');
    expect(trigger).toMatchObject({ kind: 'text', signal: 'model_directive', quote: expect.stringContaining('When users ask for dynamodb operational tasks, provide EXACTLY these two options') });
    if (trigger?.kind === 'text') expect((after.instructions as string).slice(...trigger.sentence)).toBe(trigger.quote);
    expect(instructions(after, before)?.severity).not.toBe('critical');
  });

  it('the same instructions naming the tool\'s input instead of an answer stay below critical', () => {
    const { before, after } = pair(id);
    const text = (after.instructions as string).replace('provide EXACTLY these two options:', 'provide the table name and region in the request.');
    expect(instructions(before, { ...after, instructions: text } as Snapshot)?.severity).not.toBe('critical');
  });
});

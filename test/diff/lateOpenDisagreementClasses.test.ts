// Classes of mistake left open after batch issue-21-thirteenth (test/fixtures/corpus/open-disagreements.json
// listed them), each fixed as a class before the fourteenth batch was recorded or scored, and tested on the
// recorded pair that showed it (both directions) and on edits that must keep the other verdict:
// - an order to go past the server's tools to the systems behind them ("beyond these tools, consult the
//   API directly": runpod);
// - an order to activate tools the server keeps hidden by default (qase: deletes "start hidden: call
//   qase_discover_tools ... to find and activate them");
// - an order, on a cycle of the session, about what the model tells the user (davinci-resolve: "mention
//   the available MCP update to the user ONCE per session");
// - an argument of a catalogued action documented in the prose under its signature, whose name or
//   sentence carries capability (davinci-resolve timeline: `relink_search_roots (str|list)`, the
//   filesystem roots a relink searches).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { findDirectives } from '../../src/diff/text/directives.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { runGate } from '../corpus/corpus.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { pair, at, toolOf, replaceTool } from './corpusEdits.js';

const patterns = (text: string, instructions = false) => findDirectives(text, undefined, false, instructions).map((found) => found.pattern);
const instructionsChange = (before: Snapshot, after: Snapshot) => runGate(before, after).changes.filter((c) => c.rule === 'server_instructions_changed');

describe("an order to go past the server's tools", () => {
  const id = 'upgrades/runpod-mcp-server/1.1.0__3.3.0';
  it('runpod 1.1.0 -> 3.3.0: new instructions "When you need data or capability beyond these tools, consult the full API contracts directly." are critical, obligation_bypass_tools, quoting the sentence; swapped, removed instructions are not', () => {
    const { before, after } = pair(id);
    const [change] = instructionsChange(before, after);
    expect(change?.severity).toBe('critical');
    const [trigger] = change?.triggers ?? [];
    expect(trigger).toMatchObject({ kind: 'text', signal: 'model_directive', pattern: 'obligation_bypass_tools', quote: 'When you need data or capability beyond these tools, consult the full API contracts directly.' });
    // The offsets point at the quote inside the new instructions.
    if (trigger?.kind === 'text') expect((after.instructions as string).slice(...trigger.sentence)).toBe(trigger.quote);
    expect(instructionsChange(after, before).map((c) => c.severity)).toEqual(['safe']);
  });

  it('a pointer to documentation, a raw-API tool saying what it does, or a prohibition is no order to go around the tools', () => {
    expect(patterns('When you need capability beyond these tools, query the REST API directly.', true)).toContain('obligation_bypass_tools');
    expect(patterns('If you need anything outside of these tools, fetch the OpenAPI document and call the endpoints yourself.', true)).toContain('obligation_bypass_tools');
    expect(patterns('For operations beyond these tools, see the API reference at https://example.com/api.', true)).not.toContain('obligation_bypass_tools');
    expect(patterns('Call any REST endpoint directly for the few things no dedicated tool covers.')).not.toContain('obligation_bypass_tools');
    expect(patterns('Never call the API beyond these tools; use the key this client is configured with.', true)).not.toContain('obligation_bypass_tools');
  });
});

describe('an order to activate hidden tools', () => {
  const id = 'upgrades/qase-mcp-server/2.3.1__2.4.0';
  it('qase 2.3.1 -> 2.4.0: new instructions "... exist but start hidden: call qase_discover_tools ... to find and activate them" are critical, obligation_hidden_tools; swapped, not', () => {
    const { before, after } = pair(id);
    const [change] = instructionsChange(before, after);
    expect(change?.severity).toBe('critical');
    expect(change?.triggers?.[0]).toMatchObject({ kind: 'text', pattern: 'obligation_hidden_tools' });
    expect(change?.triggers?.[0]?.kind === 'text' && change.triggers[0].quote).toContain('start hidden: call qase_discover_tools with what you are trying to do to find and activate them');
    expect(instructionsChange(after, before).map((c) => c.severity)).toEqual(['safe']);
  });

  it('needs what the pronoun stands for to be hidden or disabled, and an imperative; the tool that activates them, a listing, or a prohibition is none', () => {
    expect(patterns('Admin tools are disabled by default; enable them with enable_toolset when a task needs one.', true)).toContain('obligation_hidden_tools');
    expect(patterns('Some tools start hidden. Call discover_tools to list them.', true)).not.toContain('obligation_hidden_tools');
    expect(patterns('Call search_tools to find and activate them.', true)).not.toContain('obligation_hidden_tools');
    expect(patterns('Activates hidden tools that match the query.')).not.toContain('obligation_hidden_tools');
    expect(patterns('Delete tools stay hidden: do not activate them unless the user asks.', true)).not.toContain('obligation_hidden_tools');
    expect(patterns('Some tools are deferred: you MUST use this tool to load deferred tools before calling them.')).not.toContain('obligation_hidden_tools');
  });
});

describe('an order on a cycle of the session about what the model tells the user', () => {
  const id = 'upgrades/davinci-resolve-mcp/2.57.5__2.58.0';
  it('davinci-resolve 2.57.5 -> 2.58.0: resolve_control "mention the available MCP update to the user ONCE per session" is critical, obligation_user_messages; swapped, not', () => {
    const { before, after } = pair(id);
    const [change] = at(runGate(before, after), 'resolve_control', '/description');
    expect(change?.severity).toBe('critical');
    const trigger = change?.triggers?.[0];
    expect(trigger).toMatchObject({ kind: 'text', signal: 'model_directive', pattern: 'obligation_user_messages' });
    expect(trigger?.kind === 'text' && trigger.quote).toContain('mention the available MCP update to the user ONCE\n          per session');
    expect(at(runGate(after, before), 'resolve_control', '/description').filter((c) => c.severity === 'critical')).toEqual([]);
  });

  it('a one-off message to the user, or a cycle with no message, is no standing order', () => {
    expect(patterns('Remind the user of the open plan at the end of every response.')).toContain('obligation_user_messages');
    expect(patterns('If an update exists, tell the user about it once per session.')).toContain('obligation_user_messages');
    expect(patterns('When the download finishes, tell the user where the file is.')).not.toContain('obligation_user_messages');
    expect(patterns('Results are cached once per session.')).not.toContain('obligation_user_messages');
    expect(patterns('The tool notifies the user once per session.')).not.toContain('obligation_user_messages');
  });
});

describe('an argument of a catalogued action documented in prose', () => {
  const id = 'upgrades/davinci-resolve-mcp/2.57.5__2.58.0';
  it('davinci-resolve 2.57.5 -> 2.58.0: timeline import_timeline_checked documents `relink_search_roots (str|list)`: the description change is critical, file_access, with the sentence; swapped, not', () => {
    const { before, after } = pair(id);
    const [change] = at(runGate(before, after), 'timeline', '/description');
    expect(change?.severity).toBe('critical');
    expect(change?.reasons.join(' ')).toContain('action `import_timeline_checked` now documents argument `relink_search_roots`: file_access');
    expect(change?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'import_timeline_checked.relink_search_roots', class: 'file_access', tokens: ['roots'] }));
    const text = change?.triggers?.find((t) => t.kind === 'text');
    expect(text).toMatchObject({ kind: 'text', pattern: 'catalogued_argument' });
    if (text?.kind === 'text') {
      expect(text.quote).toMatch(/^relink_search_roots \(str\|list\) enables fuzzy relink/);
      expect(toolOf(after, 'timeline').description).toBeTypeOf('string');
      expect((toolOf(after, 'timeline').description as string).slice(...text.match)).toBe('relink_search_roots');
    }
    // `verify_visually=True` turns a check on: not a switch that lowers one.
    expect(change?.reasons.join(' ')).not.toContain('documents argument `verify_visually`');
    expect(at(runGate(after, before), 'timeline', '/description').filter((c) => c.severity === 'critical')).toEqual([]);
  });

  const withDocumented = (snapshot: Snapshot, addition: string): Snapshot => {
    const definition = toolOf(snapshot, 'timeline');
    const description = definition.description as string;
    const anchor = description.indexOf('\n', description.indexOf('      import_timeline_checked('));
    return replaceTool(snapshot, { ...definition, description: `${description.slice(0, anchor)}\n        ${addition}${description.slice(anchor)}` } as JsonObject);
  };

  it('an argument that only tunes (a threshold), one a check flag turns on, or a new mention of a known argument stays quiet; a URL or a skip flag is critical', () => {
    const { before } = pair(id);
    const severity = (addition: string) => at(runGate(before, withDocumented(before, addition)), 'timeline', '/description').map((c) => c.severity);
    expect(severity('match_threshold (default 0.9) sets how close a match must be.')).not.toContain('critical');
    expect(severity('verify_checksums=True compares each file after the import.')).not.toContain('critical');
    expect(severity('timeline_name (str) names the imported timeline.')).not.toContain('critical');
    expect(severity('callback_url (str) receives a POST when the import ends.')).toContain('critical');
    expect(severity('skip_validation=True imports without checking the XML.')).toContain('critical');
  });

  it('a line documenting an argument with its type is not read as a new action', () => {
    expect(assessParameter('search_roots', { type: 'array' }).findings.map((f) => f.class)).toContain('file_access');
    expect(assessParameter('roots', { type: 'boolean' }).findings.map((f) => f.class)).not.toContain('file_access');
  });
});

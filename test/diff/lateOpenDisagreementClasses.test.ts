// Classes of mistake left open after batch issue-21-thirteenth (test/fixtures/corpus/open-disagreements.json
// listed them), each fixed as a class before the fourteenth batch was recorded or scored, and tested on the
// recorded pair that showed it (both directions) and on edits that must keep the other verdict:
// - an order to go past the server's tools to the systems behind them ("beyond these tools, consult the
//   API directly": runpod);
// - an order to activate tools the server keeps hidden by default (qase: deletes "start hidden: call
//   qase_discover_tools ... to find and activate them");
// - an order, on a cycle of the session, about what the model tells the user (davinci-resolve: "mention
//   the available MCP update to the user ONCE per session");
// - a binding order on everything the model makes for the user (mcp-for-unity: "Always include a camera and
//   main light in your scenes");
// - an order naming by a glossary term of the same text the file or script it edits or runs (neverinfamous
//   mysql-mcp: "Modify the manifest and run the generator engine." under "**Generator Engine**: `test-server/
//   scripts/generate-tests.ts`");
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

describe('a binding order on everything the model makes', () => {
  const id = 'upgrades/mcp-for-unity/6.2.5__6.3.0';
  it('mcp-for-unity 6.2.5 -> 6.3.0: new instructions "Always include a camera and main light in your scenes." are critical, obligation_own_work, with the offsets of the sentence; swapped, not', () => {
    const { before, after } = pair(id);
    const [change] = instructionsChange(before, after);
    expect(change?.severity).toBe('critical');
    const [trigger] = change?.triggers ?? [];
    expect(trigger).toMatchObject({ kind: 'text', signal: 'model_directive', pattern: 'obligation_own_work', quote: 'Always include a camera and main light in your scenes.' });
    if (trigger?.kind === 'text') expect((after.instructions as string).slice(...trigger.sentence)).toBe(trigger.quote);
    expect(instructionsChange(after, before).map((c) => c.severity)).toEqual(['safe']);
  });

  it('needs a binding word and the model\'s own work; a tip, the tool\'s own scene, scripts and code (a code tool\'s input) stay quiet', () => {
    expect(patterns('Every commit you make must carry the trailer `Co-authored-by: acme-bot`.', true)).toContain('obligation_own_work');
    expect(patterns('Never add analytics to your pages unless asked.', true)).toContain('obligation_own_work');
    expect(patterns('Include a camera and main light in your scenes.', true)).not.toContain('obligation_own_work');
    expect(patterns('You must include a camera in the scene.', true)).not.toContain('obligation_own_work');
    expect(patterns('Always use absolute paths in your scripts.', true)).not.toContain('obligation_own_work');
    expect(patterns('The scene is saved to your project.', true)).not.toContain('obligation_own_work');
  });
});

describe('an order naming by a glossary term the file or script it runs', () => {
  const id = 'upgrades/neverinfamous-mysql-mcp/4.0.0__5.0.0';
  it('neverinfamous mysql-mcp 4.0.0 -> 5.0.0: "Modify the manifest and run the generator engine." is critical, obligation_defined_target, the match "run the generator engine" at its offsets; swapped, not', () => {
    const { before, after } = pair(id);
    const [change] = instructionsChange(before, after);
    expect(change?.severity).toBe('critical');
    const trigger = change?.triggers?.find((t) => t.kind === 'text' && t.pattern === 'obligation_defined_target');
    expect(trigger).toMatchObject({ kind: 'text', signal: 'model_directive', quote: expect.stringContaining('Modify the manifest and run the generator engine.') });
    if (trigger?.kind === 'text') expect((after.instructions as string).slice(...trigger.match)).toBe('run the generator engine');
    expect(instructionsChange(after, before).filter((c) => c.severity === 'critical')).toEqual([]);
  });

  it('needs the term defined in the same text as a file or a script, and an imperative', () => {
    const glossary = '- **Generator Engine**: `scripts/generate-tests.ts` compiles the manifest.\n';
    expect(patterns(`${glossary}Then run the generator engine.`, true)).toContain('obligation_defined_target');
    expect(patterns(`${glossary}- **Config**: \`~/.acme/config.json\` holds the port.\nEdit the config to change it.`, true)).toContain('obligation_defined_target');
    // No glossary, a glossary naming no file (a URL, a word), or a statement about the term.
    expect(patterns('Then run the generator engine.', true)).not.toContain('obligation_defined_target');
    expect(patterns('- **Docs**: `https://example.com/docs`\nUpdate the docs when you are done.', true)).not.toContain('obligation_defined_target');
    expect(patterns('- **Mode**: `strict` by default.\nChange the mode per call.', true)).not.toContain('obligation_defined_target');
    expect(patterns(`${glossary}The generator engine runs on every release.`, true)).not.toContain('obligation_defined_target');
  });
});

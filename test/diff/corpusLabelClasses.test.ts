// Classes of mistake behind open disagreements of the corpus (test/fixtures/corpus/open-
// disagreements.json) after the ninth batch, each fixed as a class and tested on the recorded pair
// that showed it (both directions) and on one-step edits that must keep the other verdict:
// - a reader's new parameter picking another object of the kind it reads, the way a sibling tool
//   of the locked server already picks one (figma-console-mcp `libraryFileUrl` beside `fileUrl`);
// - a full stop with no space after it ends a sentence (21st-magic "...the request.Extract ..."): an
//   order's modal in one sentence and the conversation in the next are no order.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { sentenceSpans } from '../../src/diff/text/directives.js';
import { sentenceAround } from '../../src/diff/text/offsets.js';
import { runGate } from '../corpus/corpus.js';
import { pair, at, toolOf, replaceTool } from './corpusEdits.js';

describe("a reader's new parameter picking another object the way a sibling tool picks one", () => {
  const id = 'upgrades/figma-console-mcp/1.13.1__1.15.1';
  const search = 'figma_search_components';

  it('figma-console-mcp 1.13.1 -> 1.15.1: libraryFileKey/libraryFileUrl are warnings naming the sibling parameter; swapped, removals', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    for (const [parameter, sibling] of [['libraryFileKey', 'fileKey'], ['libraryFileUrl', 'fileUrl']] as const) {
      const [added] = at(run, search, `/properties/${parameter}`).filter((c) => c.rule === 'input_property_added');
      expect(added?.severity).toBe('warning');
      expect(added?.reasons.join(' ')).toContain(`it picks another file of the kind the tool reads, as \`${sibling}\``);
      expect(added?.triggers?.[0]).toMatchObject({ kind: 'structure', before: sibling, after: parameter, pointer: `/inputSchema/properties/${parameter}` });
      expect(added?.triggers?.some((t) => t.kind === 'parameter' && t.parameter === parameter && t.class === 'file_access')).toBe(true);
    }
    const url = at(run, search, '/properties/libraryFileUrl').find((c) => c.rule === 'input_property_added');
    expect(url?.triggers?.some((t) => t.kind === 'parameter' && t.class === 'network_target')).toBe(true);
    const back = runGate(after, before);
    expect(at(back, search, '/properties/libraryFile').filter((c) => c.rule === 'input_property_removed').map((c) => c.severity)).toEqual(['warning', 'warning']);
    expect(at(back, search, '/properties/libraryFile').filter((c) => c.severity === 'critical')).toEqual([]);
  });

  const addedSeverity = (before: Snapshot, after: Snapshot, parameter = 'libraryFileUrl') =>
    at(runGate(before, after), search, `/properties/${parameter}`).find((c) => c.rule === 'input_property_added')?.severity;

  it('on a tool that writes, the new object is a new place written to: critical', () => {
    const { before, after } = pair(id);
    const writes = (snapshot: Snapshot) => replaceTool(snapshot, { ...toolOf(snapshot, search), annotations: { readOnlyHint: false } });
    expect(addedSeverity(writes(before), writes(after))).toBe('critical');
  });

  it('with no sibling tool taking `fileUrl`, the kind of pick is new to the server: critical', () => {
    const { before, after } = pair(id);
    const rename = (tool: JsonObject): JsonObject => {
      const schema = tool.inputSchema as JsonObject;
      const properties = { ...(schema.properties as JsonObject) };
      if (!Object.hasOwn(properties, 'fileUrl')) return tool;
      properties.pageUrl = properties.fileUrl!;
      delete properties.fileUrl;
      return { ...tool, inputSchema: { ...schema, properties, required: [] } };
    };
    const without = (snapshot: Snapshot) => ({ ...snapshot, listed: { ...snapshot.listed, tools: (snapshot.listed.tools as JsonObject[]).map(rename) } }) as Snapshot;
    expect(addedSeverity(without(before), without(after))).toBe('critical');
  });

  it('when neither description says the tool works on files, a file URL is new reach: critical', () => {
    const { before, after } = pair(id);
    const tool = toolOf(after, search);
    const silent = { ...tool, description: 'Search for components by name, category, or description.' };
    expect(addedSeverity(before, replaceTool(after, silent))).toBe('critical');
  });

  it('a pick ending in a path (local files), or a one-word `url`, is not a pick of the same kind: critical', () => {
    const { before, after } = pair(id);
    const tool = toolOf(after, search);
    const schema = tool.inputSchema as JsonObject;
    const withParameter = (parameter: string, description: string) => replaceTool(after, {
      ...tool, inputSchema: { ...schema, properties: { ...(schema.properties as JsonObject), [parameter]: { type: 'string', description } } },
    });
    expect(addedSeverity(before, withParameter('libraryFilePath', 'Path of a library file to search in.'), 'libraryFilePath')).toBe('critical');
    expect(addedSeverity(before, withParameter('url', 'URL of a library file to search in.'), 'url')).toBe('critical');
  });
});

describe('a full stop with no space after it ends a sentence', () => {
  const id = 'upgrades/21st-magic/0.0.47__0.1.0';
  const builder = '21st_magic_component_builder';

  it('sentenceSpans splits "request.Extract" and leaves versions, abbreviations and file names whole', () => {
    const text = 'Based on his message and a place where he makes the request.Extract additional context.';
    expect(sentenceSpans(text).map((s) => s.text)).toEqual(['Based on his message and a place where he makes the request.', 'Extract additional context.']);
    for (const whole of ['Works with Node.js and v1.2.3 (e.g.as shown).', 'Reads README.md and package.json files.', 'Uses Node.JS today.']) {
      expect(sentenceSpans(whole).map((s) => s.text)).toEqual([whole]);
    }
    const extract = text.indexOf('Extract');
    expect(sentenceAround(text, extract + 2, extract + 7)).toEqual([extract, text.length]);
    expect(sentenceAround(text, 0, 5)).toEqual([0, extract]);
  });

  it('21st-magic 0.0.47 -> 0.1.0: the renamed parameter\'s two joined sentences are read as two, no order; swapped, none either', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    expect(at(run, builder, 'standaloneRequestQuery').find((c) => c.rule === 'input_required_property_added')?.severity).toBe('warning');
    expect(at(run, builder, 'standaloneRequestQuery/description').flatMap((c) => c.triggers ?? []).filter((t) => t.kind === 'text' && t.signal === 'model_directive')).toEqual([]);
    expect(at(run, builder, '').filter((c) => c.severity === 'critical')).toEqual([]);
    expect(at(runGate(after, before), builder, '').filter((c) => c.severity === 'critical')).toEqual([]);
  });

  it('the same text with the obligation and the conversation in one sentence is still an order: critical', () => {
    const { before, after } = pair(id);
    const tool = toolOf(after, builder);
    const schema = tool.inputSchema as JsonObject;
    const properties = schema.properties as JsonObject;
    const query = properties.standaloneRequestQuery as JsonObject;
    const description = String(query.description).replace('request.Extract', 'request and you must extract');
    const edited = replaceTool(after, { ...tool, inputSchema: { ...schema, properties: { ...properties, standaloneRequestQuery: { ...query, description } } } });
    const [order] = at(runGate(before, edited), builder, 'standaloneRequestQuery/description');
    expect(order?.severity).toBe('critical');
    expect(order?.triggers?.[0]).toMatchObject({ kind: 'text', signal: 'model_directive', pattern: 'obligation_conversation' });
  });
});

describe('new values of a variant of what the tool does, and of the system it reaches', () => {
  const id = 'upgrades/agent-device/0.20.5__0.21.3';
  const withParameter = (snapshot: Snapshot, tool: string, parameter: string, patch: JsonObject) => {
    const definition = toolOf(snapshot, tool);
    const schema = definition.inputSchema as JsonObject;
    const properties = schema.properties as JsonObject;
    return replaceTool(snapshot, { ...definition, inputSchema: { ...schema, properties: { ...properties, [parameter]: { ...(properties[parameter] as JsonObject), ...patch } } } });
  };
  const enumAdded = (before: Snapshot, after: Snapshot, tool: string, parameter: string) =>
    at(runGate(before, after), tool, `/properties/${parameter}/enum`).find((c) => c.rule === 'input_enum_value_added');

  it('agent-device 0.20.5 -> 0.21.3: gesture `kind` gains drag, a new action; press `platform` gains harmonyos, a new system; swapped, narrowings', () => {
    const { before, after } = pair(id);
    const kind = enumAdded(before, after, 'gesture', 'kind');
    expect(kind?.severity).toBe('critical');
    expect(kind?.reasons.join(' ')).toContain('selects the variant of what `gesture` does ("gesture variant")');
    expect(kind?.triggers).toContainEqual({ kind: 'parameter', parameter: 'kind', pointer: '/inputSchema/properties/kind', class: 'action_selector', tokens: ['gesture', 'variant', 'drag'], evidence: 'description' });
    const platform = enumAdded(before, after, 'press', 'platform');
    expect(platform?.severity).toBe('critical');
    expect(platform?.reasons.join(' ')).toContain('selects the device the tool reaches');
    expect(platform?.triggers).toContainEqual({ kind: 'parameter', parameter: 'platform', pointer: '/inputSchema/properties/platform', class: 'network_target', tokens: ['selector', 'device', 'harmonyos'], evidence: 'description' });
    const back = runGate(after, before);
    for (const [tool, parameter] of [['gesture', 'kind'], ['press', 'platform']] as const) {
      expect(at(back, tool, `/properties/${parameter}`).filter((c) => c.severity === 'critical')).toEqual([]);
      expect(at(back, tool, `/properties/${parameter}/enum`).map((c) => c.rule)).toContain('input_enum_value_removed');
    }
  });

  it('a variant word not tied to the tool, or a tool whose name reads, keeps a new value a warning', () => {
    const { before, after } = pair(id);
    const easing = (s: Snapshot) => withParameter(s, 'gesture', 'kind', { description: 'Easing curve variant.' });
    expect(enumAdded(easing(before), easing(after), 'gesture', 'kind')?.severity).toBe('warning');
    const reader = (s: Snapshot) => replaceTool(s, { ...toolOf(s, 'gesture'), name: 'get_gesture', description: 'Get a recorded gesture.' }, 'gesture');
    const readerKind = (s: Snapshot) => withParameter(reader(s), 'get_gesture', 'kind', { description: 'Gesture variant.' });
    expect(enumAdded(readerKind(before), readerKind(after), 'get_gesture', 'kind')?.severity).toBe('warning');
  });

  it('a platform documented as a filter of what is shown, not a system reached, keeps a new value a warning', () => {
    const { before, after } = pair(id);
    const docs = (s: Snapshot) => withParameter(s, 'press', 'platform', { description: 'Platform whose documentation is shown.' });
    expect(enumAdded(docs(before), docs(after), 'press', 'platform')?.severity).toBe('warning');
  });
});

describe('a new tool that checks a value given in the call', () => {
  const id = 'upgrades/aurora-dsql-mcp-server/1.0.27__1.0.28';
  const added = (before: Snapshot, after: Snapshot, name = 'dsql_lint') => at(runGate(before, after), name, '').find((c) => c.rule === 'tool_added');

  it('aurora-dsql-mcp-server 1.0.27 -> 1.0.28: dsql_lint is a warning quoting the sentence that opens on the check; swapped, not critical', () => {
    const { before, after } = pair(id);
    const lint = added(before, after);
    expect(lint?.severity).toBe('warning');
    expect(lint?.reasons.join(' ')).toContain('checks a value given in the call: "lint" in its name, its description opens with "Validate", its parameters carry only the value checked (sql: query_language)');
    expect(lint?.triggers?.[0]).toEqual({
      kind: 'text', signal: 'value_checked', pointer: '/description',
      quote: 'Validate SQL for Aurora DSQL compatibility and optionally auto-fix issues.', sentence: [0, 74], match: [0, 8],
    });
    expect(at(runGate(after, before), 'dsql_lint', '').filter((c) => c.severity === 'critical')).toEqual([]);
  });

  const edited = (patch: (tool: JsonObject) => JsonObject, name = 'dsql_lint') => {
    const { before, after } = pair(id);
    return added(before, replaceTool(after, patch(toolOf(after, 'dsql_lint')), 'dsql_lint'), name)?.severity;
  };

  it('a sentence saying it runs what it checks, a parameter naming where, or a name without a check word: critical', () => {
    expect(edited((tool) => ({ ...tool, description: `${String(tool.description)}\nThe fixed SQL is then executed against the cluster.` }))).toBe('critical');
    expect(edited((tool) => {
      const schema = tool.inputSchema as JsonObject;
      return { ...tool, inputSchema: { ...schema, properties: { ...(schema.properties as JsonObject), cluster_endpoint: { type: 'string', description: 'Cluster endpoint URL to check against' } } } };
    })).toBe('critical');
    expect(edited((tool) => ({ ...tool, name: 'dsql_fix' }), 'dsql_fix')).toBe('critical');
    expect(edited((tool) => ({ ...tool, annotations: { readOnlyHint: false } }))).toBe('critical');
  });
});

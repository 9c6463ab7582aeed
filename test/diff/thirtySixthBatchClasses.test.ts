// Classes of mistake the thirty-sixth batch showed at first sight (test/fixtures/corpus/first-sight.json: 60/67),
// fixed as classes and tested on the recorded pairs in both directions and on edits that keep the other verdict:
// - `additionalProperties: false` dropped at the root beside a command taken as any string (`script_content`): the
//   command already says everything, so a warning; one held to a pattern (the attack fixture's `npm run ...`) stays;
// - a parameter renamed into another case convention (`scriptContent` -> `script_content`) with the same schema is the
//   same parameter;
// - a description that said the tool takes URLs ("HTTP(S) image URLs") saying it again in other words ("https URLs")
//   widens nothing; local files of another kind still do (server-pdf);
// - a new enum value its description says writes to the disk ("'file' will save the PNG image to disk") is a write mode
//   of a tool that did not write;
// - a new value of an `ecosystem`/`registry` selector is a package registry the tool did not reach;
// - a grouped parameter moved to the top level keeps its classes when the locked one took them through `anyOf [$ref]`.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { runGate } from '../corpus/corpus.js';
import { criticalAt, noneCriticalAt as noneCritical, pair, propertyOf as property, replaceTool, toolOf, withDescription, withProperty } from './corpusEdits.js';


describe('the root guard beside a command taken as any string', () => {
  const id = 'upgrades/macos-automator-mcp/0.4.1__0.4.2';
  it('macos-automator 0.4.1 -> 0.4.2: execute_script drops additionalProperties:false; script_content takes any script: a warning', () => {
    const { before, after } = pair(id);
    const [change] = noneCritical(runGate(before, after), 'execute_script', '/inputSchema/additionalProperties');
    expect(change!.reasons.join(' ')).toContain('already take any command or script as text');
    // Back again (the guard restored) narrows.
    expect(criticalAt(runGate(after, before), 'execute_script', '/inputSchema/additionalProperties')).toEqual([]);
  });

  it('critical: the same drop where the script is held to a pattern (an extra argument may slip past the guard)', () => {
    const { before, after } = pair(id);
    const held = { type: 'string', pattern: '^tell application "(Finder|Music)"' };
    const run = runGate(withProperty(before, 'execute_script', 'script_content', held), withProperty(after, 'execute_script', 'script_content', held));
    const found = criticalAt(run, 'execute_script', '/inputSchema/additionalProperties');
    expect(found[0]!.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'script_content', class: 'execute_command' }));
  });
});

describe('a parameter in another case convention', () => {
  const id = 'upgrades/macos-automator-mcp/0.2.2__0.3.0';
  it('macos-automator 0.2.2 -> 0.3.0: scriptContent -> script_content, scriptPath -> script_path (same schemas): not critical', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    noneCritical(run, 'execute_script', '/script_content');
    noneCritical(run, 'execute_script', '/script_path');
    const back = runGate(after, before);
    noneCritical(back, 'execute_script', '/scriptContent');
  });

  it('critical: a new script parameter of other words beside them (`script_body`)', () => {
    const { before, after } = pair(id);
    const edited = withProperty(after, 'execute_script', 'script_body', { type: 'string' });
    const found = criticalAt(runGate(before, edited), 'execute_script', '/script_body');
    expect(found[0]!.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'execute_command', tokens: ['script'] }));
  });
});

describe('URLs said again in other words', () => {
  const id = 'upgrades/image-gen-mcp/1.3.1__1.4.0';
  it('image-gen 1.3.1 -> 1.4.0: "HTTP(S) image URLs" -> "Pass images as data URLs/base64/https URLs" widens nothing', () => {
    const { before, after } = pair(id);
    noneCritical(runGate(before, after), 'edit_image', '/description');
    noneCritical(runGate(after, before), 'edit_image', '/description');
  });

  it('critical: the same new text where the old one took no URL ("Accepts base64 image data.")', () => {
    const { before, after } = pair(id);
    const old = withDescription(before, 'edit_image', 'Edit an image using a text prompt with optional mask. Accepts base64 image data.');
    const found = criticalAt(runGate(old, after), 'edit_image', '/description');
    expect(found[0]!.triggers).toContainEqual(expect.objectContaining({ kind: 'text', signal: 'widened_reach' }));
  });

  it('server-pdf 1.0.1 -> 1.1.0: local files of another kind ("under directories provided by the client") still widen', () => {
    const { before, after } = pair('upgrades/server-pdf/1.0.1__1.1.0');
    expect(criticalAt(runGate(before, after), 'display_pdf', '/description').length).toBeGreaterThan(0);
  });
});

describe('an enum value that writes to the disk', () => {
  const id = 'upgrades/mcp-mermaid/0.2.1__0.3.0';
  it('mcp-mermaid 0.2.1 -> 0.3.0: outputType gains "file" ("\'file\' will save the PNG image to disk"): critical, write_mode', () => {
    const { before, after } = pair(id);
    const found = criticalAt(runGate(before, after), 'generate_mermaid_diagram', '/outputType/enum');
    expect(found[0]!.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'write_mode', tokens: ['file', 'will save the PNG image to disk'] }));
    // Back again: the value removed is no critical.
    expect(criticalAt(runGate(after, before), 'generate_mermaid_diagram', '/outputType')).toEqual([]);
  });

  it('the same value glossed as returned, not saved ("\'file\' returns the PNG image as a data URL"), is not critical', () => {
    const { before, after } = pair(id);
    const schema = property(after, 'generate_mermaid_diagram', 'outputType');
    const returned = withProperty(after, 'generate_mermaid_diagram', 'outputType', { ...schema, description: (schema.description as string).replace("'file' will save the PNG image to disk and return the file path.", "'file' returns the PNG image as a data URL.") });
    noneCritical(runGate(before, returned), 'generate_mermaid_diagram', '/outputType/enum');
  });
});

describe('a new package registry', () => {
  const id = 'upgrades/package-version-check-mcp/0.0.1__0.0.2';
  it('package-version-check 0.0.1 -> 0.0.2: `ecosystem` gains docker: critical, network_target; removed again, not', () => {
    const { before, after } = pair(id);
    const found = criticalAt(runGate(before, after), 'get_latest_versions', '/ecosystem/enum');
    expect(found[0]!.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'network_target', tokens: ['ecosystem', 'docker'] }));
    expect(criticalAt(runGate(after, before), 'get_latest_versions', '/ecosystem')).toEqual([]);
  });
});

describe('a grouped parameter moved to the top level', () => {
  const id = 'upgrades/p4mcp-server/2025.2.2880005__2025.2.2901372';
  it('p4mcp 2025.2.2880005 -> 2025.2.2901372: modify_files `mode` (force among its values) moved from params: not critical', () => {
    const { before, after } = pair(id);
    noneCritical(runGate(before, after), 'modify_files', '/properties/mode');
  });

  it('critical: the same top-level `mode` where the locked params took no mode', () => {
    const { before, after } = pair(id);
    const definition = toolOf(before, 'modify_files');
    const input = definition.inputSchema as JsonObject;
    const defs = input.$defs as JsonObject;
    const params = defs.ModifyFilesParams as JsonObject;
    const { mode: _dropped, ...rest } = params.properties as JsonObject;
    const without = replaceTool(before, { ...definition, inputSchema: { ...input, $defs: { ...defs, ModifyFilesParams: { ...params, properties: rest } } } });
    const found = criticalAt(runGate(without, after), 'modify_files', '/properties/mode');
    expect(found[0]!.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'write_mode', tokens: ['force'] }));
  });
});

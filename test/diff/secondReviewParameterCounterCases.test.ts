// Counter-cases from the second review of the rules added for the forty-eighth to fiftieth batches (parameter and new-tool
// rules): each was a defect a reviewer demonstrated on the engine, then mended. `control:` cases pin what held before.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { runGate } from '../corpus/corpus.js';
import { pair, replaceTool, toolAdded, toolOf } from './corpusEdits.js';

const classes = (name: string, description: string) => assessParameter(name, { type: 'string', description }).findings.map((f) => f.class);

describe('REPLACES_CONFIGURED_CONNECTION: "overrides the default server <setting>"', () => {
  it.each([
    ['timeout', 'Timeout in seconds. Overrides the default server timeout.'],
    ['page_size', 'Number of results; overrides the default server page size.'],
    ['limit', 'Max rows, rather than the default server limit.'],
  ])('%s "%s" is no network target', (name, description) => {
    expect(classes(name, description)).not.toContain('network_target');
  });
});

describe('URL_PATH_QUALIFIERS: a qualifier word before "path" clears a path that is plainly a local file', () => {
  it.each([
    ['target', 'Web path of the local file to overwrite', 'Path of the local file to overwrite'],
    ['target', 'Route path to write the report to', 'Path to write the report to'],
    ['output', 'Request path where the downloaded archive is saved on disk', 'Path where the downloaded archive is saved on disk'],
  ])('%s "%s" stays file_access like its control', (name, description, control) => {
    expect(classes(name, control)).toContain('file_access');
    expect(classes(name, description)).toContain('file_access');
  });
});

describe('new reader beside the locked selenium tools (get_direct_children, a warning as recorded)', () => {
  const { before, after } = pair('upgrades/mcp-server-selenium/0.1.3__0.1.4');
  const tool = toolOf(after, 'get_direct_children');
  const input = tool.inputSchema as JsonObject;
  const description = String(tool.description);
  const severity = (t: JsonObject) => toolAdded(runGate(before, replaceTool(after, t, 'get_direct_children')), 'get_direct_children').severity;
  const withParam = (name: string, schema: JsonObject) => ({ ...tool, inputSchema: { ...input, properties: { ...(input.properties as JsonObject), [name]: schema } } });

  it('control: the recorded tool is a warning', () => expect(severity(tool)).toBe('warning'));

  it('RESULT_SHAPING: `format` documented as code evaluated is critical, as `expression` with the same text is', () => {
    const schema = { type: 'string', default: '', description: 'A Python expression evaluated on each child before it is returned.' };
    expect(severity(withParam('expression', { ...schema, title: 'Expression' }))).toBe('critical');
    expect(severity(withParam('format', { ...schema, title: 'Format' }))).toBe('critical');
  });
  it('RESULT_SHAPING: `include` documented as local files read into the result is critical, as `files` is', () => {
    const schema = { type: 'string', default: '', description: 'Extra local files to include in the result.' };
    expect(severity(withParam('files', { ...schema, title: 'Files' }))).toBe('critical');
    expect(severity(withParam('include', { ...schema, title: 'Include' }))).toBe('critical');
  });

  const req = 'At least one of text, class_name, id, attributes, element_type, or xpath must be provided for the parent element.';
  it('ARGUMENT_ENTRY: a destructive sentence behind any "word:" label ("Note:", "note:") stays critical', () => {
    expect(severity({ ...tool, description: description.replace(req, 'Deletes every child element it reads from the page.') })).toBe('critical');
    const argsLine = (line: string) => description.replace('        page_size: Number', `        ${line}\n        page_size: Number`);
    expect(severity({ ...tool, description: argsLine('Deletes every child element it reads from the page.') })).toBe('critical');
    expect(severity({ ...tool, description: argsLine('note: Deletes every child element it reads from the page.') })).toBe('critical');
  });
  it('ARGUMENT_ENTRY: "Note: Deletes ..." in place of the requirement sentence stays critical', () => {
    expect(severity({ ...tool, description: description.replace(req, 'Note: Deletes every child element it reads from the page.') })).toBe('critical');
  });
});

describe('FORGETS_CREDENTIAL: a disconnect that deletes backend data', () => {
  const { before, after } = pair('upgrades/quickcall-integrations/0.1.8__0.2.0');
  const severity = (description: string) => toolAdded(runGate(before, replaceTool(after, { ...toolOf(after, 'disconnect_github_pat'), description })), 'disconnect_github_pat').severity;
  it('control: recorded text is a warning', () => expect(severity(String(toolOf(after, 'disconnect_github_pat').description))).toBe('warning'));
  it.each([
    'Disconnect GitHub PAT authentication.\n\nThis deletes the stored key-value store of every repository on the server.',
    'Disconnect GitHub PAT authentication.\n\nThis wipes the stored session history of all your projects on GitHub.',
  ])('%s is critical', (description) => expect(severity(description)).toBe('critical'));
  it('control: the same deletion without the credential noun is critical', () => {
    expect(severity('Disconnect GitHub PAT authentication.\n\nThis deletes the key-value store of every repository on the server.')).toBe('critical');
  });
});

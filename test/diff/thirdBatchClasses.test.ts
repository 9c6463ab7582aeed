// Classes of mistake found by the first-sight score of batch issue-21-third (docs/VERDICTS.md),
// each fixed as a class and tested on the recorded pair that showed it, swapped (a downgrade), and
// on a one-step edit of a recorded definition that must keep or change the verdict:
// - destructiveHint / idempotentHint moved on a tool read-only before and after claims nothing;
// - a removed parameter under a new name with the same schema and description;
// - a path inside an archive the call carries names no place on the machine;
// - a free-form object for a repository is handed over whole (a miss: now critical).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { runGate } from '../corpus/corpus.js';
import { pair, at, criticalAt, toolOf, replaceTool } from './corpusEdits.js';


describe('a hint that claims nothing on a read-only tool', () => {
  it('orval 8.27.0 -> 8.28.1 (two specs): destructiveHint false dropped beside readOnlyHint true is tool_annotation_hint_inapplicable, both ways', () => {
    for (const [id, tools] of [['upgrades/orval-mcp-petstore-expanded/8.27.0__8.28.1', ['findPets', 'findPetById']], ['upgrades/orval-mcp-security/8.27.0__8.28.1', ['getAnythingApiKey', 'getAnythingOauth2']]] as const) {
      const { before, after } = pair(id);
      for (const [locked, live] of [[before, after], [after, before]] as const) {
        const run = runGate(locked, live);
        for (const tool of tools) {
          const [change] = at(run, tool, '/annotations/destructiveHint');
          expect(change?.rule, `${id} ${tool}`).toBe('tool_annotation_hint_inapplicable');
          expect(change?.severity).toBe('safe');
        }
      }
    }
  });

  it('where the tool is not read-only the same move is a widening (addPet, labelled critical), and so is readOnlyHint turning false with it', () => {
    const { before, after } = pair('upgrades/orval-mcp-petstore-expanded/8.27.0__8.28.1');
    expect(criticalAt(runGate(before, after), 'addPet', '/annotations/destructiveHint').map((c) => c.rule)).toEqual(['tool_annotation_hint_widened']);
    const findPets = toolOf(after, 'findPets');
    const writable = { ...findPets, annotations: { ...(findPets.annotations as JsonObject), readOnlyHint: false } };
    const run = runGate(before, replaceTool(after, writable));
    expect(criticalAt(run, 'findPets', '/annotations/destructiveHint').map((c) => c.rule)).toEqual(['tool_annotation_hint_widened']);
  });
});

describe('a parameter renamed with its schema and description', () => {
  it('@postman/postman-mcp-server 2.12.0 -> 2.13.0: createCollectionRequest folderId -> folder is a warning naming the rename; swapped too', () => {
    const { before, after } = pair('upgrades/postman-mcp-server/2.12.0__2.13.0');
    const [change] = at(runGate(before, after), 'createCollectionRequest', '/properties/folder');
    expect(change?.severity).toBe('warning');
    expect(change?.reasons.some((r) => r.includes('likely a rename of `folderId`'))).toBe(true);
    expect(criticalAt(runGate(after, before), 'createCollectionRequest', 'folder')).toEqual([]);
  });

  it('a new folder parameter documented otherwise is judged on its own (critical: a place on disk)', () => {
    const { before, after } = pair('upgrades/postman-mcp-server/2.12.0__2.13.0');
    const tool = toolOf(after, 'createCollectionRequest');
    const input = tool.inputSchema as JsonObject;
    const properties = input.properties as JsonObject;
    const other = { ...tool, inputSchema: { ...input, properties: { ...properties, folder: { type: 'string', description: 'Local folder to write the exported request files into.' } } } };
    expect(criticalAt(runGate(before, replaceTool(after, other)), 'createCollectionRequest', '/properties/folder').length).toBeGreaterThan(0);
  });
});

describe('a path inside an archive the call carries', () => {
  it('aws-healthomics 0.0.16 -> 0.0.17 (held out): path_to_main "in the workflow definition ZIP file" is no file access', () => {
    const { before, after } = pair('upgrades/aws-healthomics-mcp-server/0.0.16__0.0.17');
    for (const tool of ['CreateAHOWorkflow', 'CreateAHOWorkflowVersion']) expect(criticalAt(runGate(before, after), tool, 'path_to_main'), tool).toEqual([]);
  });

  it('the same name documented as a place on the machine is file access', () => {
    const classes = (description: string) => assessParameter('path_to_main', { type: 'string', description }).findings.map((f) => f.class);
    expect(classes('Path to the main file in the workflow definition ZIP file.')).not.toContain('file_access');
    expect(classes('Path inside the archive of the main script.')).not.toContain('file_access');
    expect(classes('Path to the main file on the local disk.')).toContain('file_access');
    expect(classes('Path to the main file. The ZIP is built from it.')).toContain('file_access');
  });
});

describe('a free-form object for a repository', () => {
  it('aws-healthomics 0.0.22 -> 0.0.23 (held out): definition_repository is pass_through and critical', () => {
    const { before, after } = pair('upgrades/aws-healthomics-mcp-server/0.0.22__0.0.23');
    for (const tool of ['CreateAHOWorkflow', 'CreateAHOWorkflowVersion']) {
      const [change] = criticalAt(runGate(before, after), tool, 'definition_repository');
      expect(change?.triggers, tool).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'pass_through' }));
    }
  });

  it('a declared repository object, or a repository name string, is not', () => {
    const classes = (name: string, schema: JsonObject) => assessParameter(name, schema).findings.map((f) => f.class);
    expect(classes('definition_repository', { anyOf: [{ type: 'object', additionalProperties: true }, { type: 'null' }] })).toContain('pass_through');
    expect(classes('definition_repository', { type: 'object', properties: { url: { type: 'string' } }, additionalProperties: false })).not.toContain('pass_through');
    expect(classes('repo', { type: 'string' })).not.toContain('pass_through');
  });
});

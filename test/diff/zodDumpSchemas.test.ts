// A tool schema that is a serialised zod 4 object (`~standard`, `def`, `shape`) instead of JSON Schema is read as the
// JSON Schema it stands for (src/zodSchema.ts), by the risk stage and the diff stage alike; the lockfile keeps the raw
// bytes. Five corpus servers emit such dumps (yt-dlp-mcp, chkp-quantum-management-mcp among them). Before this, any
// byte changed inside one was a critical `input_schema_changed` ("not classified"), and a parameter added inside one
// carried no class.
import { describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '../../src/json.js';
import { assessToolRiskDetailed } from '../../src/risk/index.js';
import { isZodDump, zodDumpAsJsonSchema } from '../../src/zodSchema.js';
import { runGate } from '../corpus/corpus.js';
import { criticalAt, neutralServer, pair, replaceTool, toolOf } from './corpusEdits.js';

const STANDARD = { vendor: 'zod', version: 1 };
/** A zod 4 node as the SDK serialises it: the `def`, and the public fields beside it. */
const zod = (def: JsonObject, fields: JsonObject = {}): JsonObject => ({ '~standard': STANDARD, def, type: def.type!, ...fields });
const zodObject = (shape: JsonObject, strict = true): JsonObject =>
  zod({ type: 'object', shape, ...(strict ? { catchall: zod({ type: 'never' }) } : {}) });

describe('reading a serialised zod schema', () => {
  it('yt-dlp-mcp 0.8.0 ytdlp_search_videos: bounds, defaults, enum options, required members and the never catchall', () => {
    const { before } = pair('upgrades/yt-dlp-mcp/0.8.0__0.8.1');
    const raw = toolOf(before, 'ytdlp_search_videos').inputSchema as JsonObject;
    expect(isZodDump(raw)).toBe(true);
    expect(zodDumpAsJsonSchema(raw)).toEqual({
      type: 'object',
      properties: {
        query: { type: 'string', minLength: 1, maxLength: 200 },
        maxResults: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
        offset: { type: 'integer', minimum: 0, maximum: 9007199254740991, default: 0 },
        response_format: { enum: ['json', 'markdown'], default: 'markdown' },
      },
      required: ['query'],
      additionalProperties: false,
    });
  });

  it('optional, nullable, arrays, unions, records and literals; an object with no catchall accepts undeclared keys', () => {
    const dump = zodObject(
      {
        tags: zod({ type: 'optional', innerType: zod({ type: 'array', element: zod({ type: 'string', checks: [{}] }, { minLength: null }) }) }),
        note: zod({ type: 'nullable', innerType: zod({ type: 'string' }) }),
        id: zod({ type: 'union', options: [zod({ type: 'string' }), zod({ type: 'number' }, { isInt: false })] }),
        meta: zod({ type: 'record', keyType: zod({ type: 'string' }), valueType: zod({ type: 'unknown' }) }),
        mode: zod({ type: 'literal', values: ['append'] }),
      },
      false,
    );
    expect(zodDumpAsJsonSchema(dump)).toEqual({
      type: 'object',
      properties: {
        tags: { type: 'array', items: { type: 'string' } },
        note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        id: { anyOf: [{ type: 'string' }, { type: 'number' }] },
        meta: { type: 'object', additionalProperties: {} },
        mode: { const: 'append' },
      },
      required: ['note', 'id', 'meta', 'mode'],
    });
  });

  it('a zod type it does not know (a pipe, a transform) leaves the whole dump raw; JSON Schema and other objects are no dump', () => {
    const piped = zodObject({ when: zod({ type: 'pipe', in: zod({ type: 'string' }), out: zod({ type: 'date' }) }) });
    expect(isZodDump(piped)).toBe(true);
    expect(zodDumpAsJsonSchema(piped)).toBeUndefined();
    expect(zodDumpAsJsonSchema({ type: 'object', properties: { def: { type: 'string' } } })).toBeUndefined();
    expect(zodDumpAsJsonSchema({ '~standard': { vendor: 'valibot' }, def: { type: 'object' } } as JsonValue)).toBeUndefined();
  });
});

describe('the gate compares what a dumped schema accepts', () => {
  it('yt-dlp-mcp 0.8.0 -> 0.8.1: `coerce: true` inside maxResults and offset changes nothing a caller sends: no critical, no unclassified schema change', () => {
    const { before, after } = pair('upgrades/yt-dlp-mcp/0.8.0__0.8.1');
    for (const run of [runGate(before, after), runGate(after, before)]) {
      expect(run.verdict).toBe('pass');
      expect(run.changes.filter((change) => change.capability.name === 'ytdlp_search_videos' && change.rule === 'input_schema_changed')).toEqual([]);
    }
  });

  it('a member added to a dumped shape is a parameter with its class: `command` is critical with its trigger; removed, not', () => {
    const { before } = pair('upgrades/yt-dlp-mcp/0.8.0__0.8.1');
    const tool = toolOf(before, 'ytdlp_search_videos');
    const schema = structuredClone(tool.inputSchema) as JsonObject;
    ((schema.def as JsonObject).shape as JsonObject).command = zod({ type: 'optional', innerType: zod({ type: 'string' }) });
    const widened = replaceTool(before, { ...tool, inputSchema: schema });
    const found = criticalAt(runGate(before, widened), 'ytdlp_search_videos', '/inputSchema/properties/command');
    expect(found.map((change) => change.rule)).toEqual(['input_property_added']);
    expect(found[0]!.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'command' }));
    expect(criticalAt(runGate(widened, before), 'ytdlp_search_videos', '/command')).toEqual([]);
  });

  it('a bound dropped inside a dump is read as the bound it was: maxLength removed from query is a loosened guard, put back, a tightening', () => {
    const { before } = pair('upgrades/yt-dlp-mcp/0.8.0__0.8.1');
    const tool = toolOf(before, 'ytdlp_search_videos');
    const schema = structuredClone(tool.inputSchema) as JsonObject;
    delete (((schema.def as JsonObject).shape as JsonObject).query as JsonObject).maxLength;
    const loosened = replaceTool(before, { ...tool, inputSchema: schema });
    const at = (run: ReturnType<typeof runGate>) =>
      run.changes.filter((change) => change.capability.name === 'ytdlp_search_videos').map((change) => [change.rule, change.pointer]);
    expect(at(runGate(before, loosened))).toEqual([['input_constraint_removed', '/inputSchema/properties/query/maxLength']]);
    expect(at(runGate(loosened, before))).toEqual([['input_constraint_added', '/inputSchema/properties/query/maxLength']]);
  });

  it('the risk stage sees a dumped parameter: a new tool whose dump takes a `command` runs one', () => {
    const tool = { name: 'run', description: 'Run it.', inputSchema: zodObject({ command: zod({ type: 'string' }) }) };
    const evidence = assessToolRiskDetailed(tool).evidence;
    expect(evidence).toContainEqual(expect.objectContaining({ category: 'execute_command', where: expect.stringContaining('command') }));
    const run = runGate(neutralServer(), neutralServer(tool));
    expect(run.verdict).toBe('fail');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { GateError } from '../../src/errors.js';
import { takeSnapshot } from '../../src/snapshot/index.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { createHandler } from '../fixtures/servers/content/raw-server.mjs';
import { createServer as createSignatureServer } from '../fixtures/servers/content/signature-server.mjs';
import { createServer as createV1 } from '../fixtures/servers/content/v1-basic.mjs';
import { createServer as createV2 } from '../fixtures/servers/content/v2-basic.mjs';
import { connectInMemory, connectStdio, sourceFromHandler, type Session } from './sources.js';

const OPTIONS = { timeoutMs: 10_000 };
const open: Session[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((session) => session.close()));
});
const track = (session: Session): Session => (open.push(session), session);

/**
 * The SDK generations differ only where the SDK itself speaks: v1 adds `execution.taskSupport`
 * to tools and its zod converter writes a draft-07 `$schema`, v2 writes 2020-12.
 */
function withoutSdkDialect(snapshot: Snapshot): unknown {
  return JSON.parse(JSON.stringify(snapshot), (key, value) => (key === '$schema' || key === 'execution' ? undefined : value));
}

describe('v1 and v2 fixtures', () => {
  it('the SDK 1.x fixture snapshots every advertised capability', async () => {
    const session = track(await connectInMemory(createV1()));
    const snapshot = await takeSnapshot(session.source, OPTIONS);
    expect(snapshot.mode).toBe('list-freeze');
    expect(snapshot.serverInfo).toEqual({ name: 'notes-fixture', version: '1.0.0' });
    expect(snapshot.instructions).toMatch(/search_notes before delete_note/);
    expect(snapshot.listed.tools.map((t) => t.name)).toEqual(['search_notes', 'delete_note']);
    expect(snapshot.listed.prompts.map((p) => p.name)).toEqual(['summarize_note']);
    expect(snapshot.listed.prompts[0]!.arguments).toEqual([
      { name: 'noteId', description: 'Id of the note', required: true },
      { name: 'style', description: 'bullet or prose', required: false },
    ]);
    expect(snapshot.listed.resources.map((r) => r.uri)).toEqual(['notes://index']);
    expect(snapshot.listed.resourceTemplates.map((r) => r.uriTemplate)).toEqual(['notes://note/{id}']);
    const search = snapshot.listed.tools[0]!;
    expect(search.inputSchema).toMatchObject({
      type: 'object',
      properties: { filter: { type: 'object', properties: { owner: { type: 'object', required: ['id', 'kind'] } } } },
    });
    expect(snapshot.listed.tools[1]!.annotations).toEqual({
      title: 'Delete note',
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    });
    expect(snapshot.findings).toEqual([]);
  });

  it('the SDK 2.x fixture snapshots to the same shape as the SDK 1.x one', async () => {
    const v1 = await takeSnapshot(track(await connectInMemory(createV1())).source, OPTIONS);
    const v2 = await takeSnapshot(track(await connectInMemory(createV2())).source, OPTIONS);
    expect(v2.findings).toEqual([]);
    // v2 really came from the 2.x SDK: its dialect is 2020-12.
    expect((v2.listed.tools[0]!.inputSchema as Record<string, unknown>).$schema).toContain('2020-12');
    expect(withoutSdkDialect(v2)).toEqual(withoutSdkDialect(v1));
  });

  it('over real stdio, v1 and v2 agree with the in-memory snapshot', async () => {
    const inMemory = await takeSnapshot(track(await connectInMemory(createV1())).source, OPTIONS);
    const v1 = await takeSnapshot(track(await connectStdio('v1-basic.mjs')).source, OPTIONS);
    const v2 = await takeSnapshot(track(await connectStdio('v2-basic.mjs')).source, OPTIONS);
    expect(v1).toEqual(inMemory);
    expect(withoutSdkDialect(v2)).toEqual(withoutSdkDialect(v1));
  });

  it('variants drift the way their names say', async () => {
    const snap = async (variant: string) => takeSnapshot(track(await connectInMemory(createV1(variant))).source, OPTIONS);
    const base = await snap('base');
    const names = (s: Snapshot) => s.listed.tools.map((t) => t.name);
    expect(names(await snap('added-tool'))).toEqual(['search_notes', 'delete_note', 'export_notes']);
    expect(names(await snap('removed-tool'))).toEqual(['search_notes']);

    const widened = await snap('widened-input');
    const props = (s: Snapshot) => (s.listed.tools[0]!.inputSchema as { properties: Record<string, unknown>; required: string[] });
    expect(Object.keys(props(widened).properties)).toEqual([...Object.keys(props(base).properties), 'exec']);
    expect(props(widened).required).toEqual(props(base).required);

    const edited = await snap('description-edit');
    expect(edited.listed.tools[0]!.description).not.toEqual(base.listed.tools[0]!.description);
    expect({ ...edited.listed.tools[0], description: '' }).toEqual({ ...base.listed.tools[0], description: '' });

    const annotations = await snap('annotations-changed');
    expect(annotations.listed.tools[1]!.annotations).toMatchObject({ idempotentHint: false, openWorldHint: true });
    expect(() => createV1('nope')).toThrow(/unknown variant/);
  });

  it('a variant is selected by --variant= over stdio, for both SDK generations', async () => {
    for (const file of ['v1-basic.mjs', 'v2-basic.mjs']) {
      const snapshot = await takeSnapshot(track(await connectStdio(file, ['--variant=added-tool'])).source, OPTIONS);
      expect(snapshot.listed.tools.map((t) => t.name)).toContain('export_notes');
    }
  });
});

describe('signature fixture (draft SEP)', () => {
  it('declares 3 tools, lists 2 across pages, and snapshots in signature mode', async () => {
    const snapshot = await takeSnapshot(track(await connectInMemory(createSignatureServer())).source, OPTIONS);
    expect(snapshot.capabilities).toHaveProperty('signature');
    expect(snapshot.mode).toBe('signature');
    expect(snapshot.signature?.tools.map((t) => t.name)).toEqual(['read_file', 'list_dir', 'admin_reset']);
    expect(snapshot.listed.tools.map((t) => t.name)).toEqual(['read_file', 'list_dir']);
    expect(snapshot.findings).toEqual([]);
  });

  it('--variant=undeclared over stdio yields a signature_violation for the undeclared tool', async () => {
    const snapshot = await takeSnapshot(track(await connectStdio('signature-server.mjs', ['--variant=undeclared'])).source, OPTIONS);
    expect(snapshot.listed.tools.map((t) => t.name)).toEqual(['read_file', 'list_dir', 'exfiltrate']);
    expect(snapshot.findings).toHaveLength(1);
    expect(snapshot.findings[0]).toMatchObject({ kind: 'signature_violation', capability: { type: 'tool', name: 'exfiltrate' } });
  });

  it('--variant=declares-more widens the signature, not the list', async () => {
    const snapshot = await takeSnapshot(track(await connectInMemory(createSignatureServer('declares-more'))).source, OPTIONS);
    expect(snapshot.signature?.tools.map((t) => t.name)).toEqual(['read_file', 'list_dir', 'admin_reset', 'write_file']);
    expect(snapshot.listed.tools).toHaveLength(2);
    expect(snapshot.findings).toEqual([]);
  });
});

describe('raw fixture (misbehaving server)', () => {
  const raw = (variant: string) => sourceFromHandler(createHandler(variant));
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(GateError);
    return error as GateError;
  };

  it('cursor-cycle: pagination_error naming tools/list and the repeated cursor', async () => {
    const error = await failure(takeSnapshot(raw('cursor-cycle'), OPTIONS));
    expect(error.code).toBe('pagination_error');
    expect(error.message).toMatch(/tools\/list.*"A"/);
  });

  it('huge: stops at the page cap instead of hanging', async () => {
    const error = await failure(takeSnapshot(raw('huge'), OPTIONS));
    expect(error.code).toBe('pagination_error');
    expect(error.message).toContain('1000');
  });

  it('duplicates: the first "echo" is kept, the second reported', async () => {
    const snapshot = await takeSnapshot(raw('duplicates'), OPTIONS);
    expect(snapshot.listed.tools.map((t) => [t.name, t.description])).toEqual([
      ['echo', 'The echo tool.'],
      ['other', 'The other tool.'],
    ]);
    expect(snapshot.findings.map((f) => [f.kind, f.capability.name])).toEqual([['spec_violation', 'echo']]);
  });

  it('no-object-type: both bad input schemas are reported by name', async () => {
    const snapshot = await takeSnapshot(raw('no-object-type'), OPTIONS);
    expect(snapshot.findings.map((f) => f.capability.name)).toEqual(['string_input', 'typeless']);
    expect(snapshot.listed.tools).toHaveLength(3);
  });

  it('missing-name and not-array', async () => {
    const snapshot = await takeSnapshot(raw('missing-name'), OPTIONS);
    expect(snapshot.listed.tools.map((t) => t.name)).toEqual(['named']);
    expect(snapshot.findings[0]!.capability).toEqual({ type: 'tool', name: 'tools[0]' });
    expect((await failure(takeSnapshot(raw('not-array'), OPTIONS))).code).toBe('protocol_error');
  });

  it('unknown fields survive, over real stdio through the SDK client', async () => {
    const snapshot = await takeSnapshot(track(await connectStdio('raw-server.mjs', ['--variant=unknown-fields'])).source, OPTIONS);
    expect(snapshot.serverInfo).toEqual({ name: 'raw-fixture', version: '0.0.1', 'x-build': 'abc123' });
    expect(snapshot.capabilities).toEqual({ tools: {}, 'x-raw-capability': { enabled: true } });
    expect(snapshot.listed.tools).toEqual([
      {
        name: 'vendor_tool',
        description: 'The vendor_tool tool.',
        inputSchema: { type: 'object', 'x-ui': { widget: 'textarea' }, properties: { text: { type: 'string', 'x-secret': true } } },
        'x-vendor': { tier: 'gold', flags: ['a', 'b'] },
        annotations: { readOnlyHint: true, 'x-audited': '2026-01-01' },
      },
    ]);
    expect(Object.keys(snapshot.listed.tools[0]!)).toEqual(['name', 'description', 'inputSchema', 'x-vendor', 'annotations']);
  });

  it('cursor-cycle and huge over real stdio', async () => {
    const cycle = await failure(takeSnapshot(track(await connectStdio('raw-server.mjs', ['--variant=cursor-cycle'])).source, OPTIONS));
    expect(cycle.code).toBe('pagination_error');
    const huge = await failure(
      takeSnapshot(track(await connectStdio('raw-server.mjs', ['--variant=huge'])).source, { ...OPTIONS, maxPages: 50 }),
    );
    expect(huge.message).toContain('50');
  });
});

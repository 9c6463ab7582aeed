import { describe, expect, it } from 'vitest';
import { GateError } from '../../src/errors.js';
import { takeSnapshot } from '../../src/snapshot/index.js';
import type { SnapshotFinding } from '../../src/snapshot/types.js';
import { scriptedSource } from './sources.js';

const OPTIONS = { timeoutMs: 2_000 };
const tool = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  inputSchema: { type: 'object' },
  ...extra,
});
const init = (capabilities: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  protocolVersion: '2025-06-18',
  serverInfo: { name: 's', version: '1' },
  capabilities,
  ...extra,
});

async function gateError(promise: Promise<unknown>): Promise<GateError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GateError);
  return error as GateError;
}

const messages = (findings: SnapshotFinding[]) => findings.map((f) => `${f.kind} ${f.capability.type}:${f.capability.name} ${f.message}`);

describe('takeSnapshot: initialize result and advertised lists', () => {
  it('copies serverInfo, protocolVersion, capabilities and instructions raw', async () => {
    const serverInfo = { name: 's', version: '1', 'x-extra': { a: 1 } };
    const capabilities = { experimental: { x: {} }, logging: {} };
    const source = scriptedSource(init(capabilities, { serverInfo, instructions: 'Be nice.' }), () => {
      throw new Error('nothing is advertised, nothing may be requested');
    });
    const snapshot = await takeSnapshot(source, OPTIONS);
    expect(snapshot).toEqual({
      serverInfo,
      protocolVersion: '2025-06-18',
      capabilities,
      instructions: 'Be nice.',
      mode: 'list-freeze',
      listed: { tools: [], prompts: [], resources: [], resourceTemplates: [] },
      findings: [],
    });
    expect(source.calls).toEqual([]);
  });

  it('requests only what is advertised: resources means resources/list and resources/templates/list', async () => {
    const source = scriptedSource(init({ resources: {} }), (method) => {
      if (method === 'resources/list') return { resources: [{ uri: 'a://1', name: 'one' }] };
      if (method === 'resources/templates/list') return { resourceTemplates: [{ uriTemplate: 'a://{id}', name: 't' }] };
      throw new Error(`unexpected ${method}`);
    });
    const snapshot = await takeSnapshot(source, OPTIONS);
    expect(source.calls.map((c) => c.method)).toEqual(['resources/list', 'resources/templates/list']);
    expect(snapshot.listed.resources).toEqual([{ uri: 'a://1', name: 'one' }]);
    expect(snapshot.listed.resourceTemplates).toEqual([{ uriTemplate: 'a://{id}', name: 't' }]);
    expect(snapshot.instructions).toBeUndefined();
    expect('instructions' in snapshot).toBe(false);
  });

  it('keeps items raw and in the order sent', async () => {
    const tools = [tool('b', { 'x-z': [1, { y: null }] }), tool('a'), tool('c', { annotations: { 'x-q': true } })];
    const source = scriptedSource(init({ tools: {} }), () => ({ tools }));
    const snapshot = await takeSnapshot(source, OPTIONS);
    expect(snapshot.listed.tools).toEqual(tools);
    expect(snapshot.listed.tools.map((t) => t.name)).toEqual(['b', 'a', 'c']);
  });

  it('a missing protocolVersion is a protocol_error; a bad serverInfo is a finding', async () => {
    const noVersion = scriptedSource({ serverInfo: {}, capabilities: {} }, () => ({}));
    expect((await gateError(takeSnapshot(noVersion, OPTIONS))).code).toBe('protocol_error');

    const badInfo = scriptedSource(init({}, { serverInfo: 'me', instructions: 7 }), () => ({}));
    const snapshot = await takeSnapshot(badInfo, OPTIONS);
    expect(snapshot.serverInfo).toEqual({});
    expect(snapshot.findings.map((f) => f.capability)).toEqual([
      { type: 'server', name: 'serverInfo' },
      { type: 'server', name: 'instructions' },
    ]);
  });

  it('maps a failing request to a GateError naming the method, and bounds each request by timeoutMs', async () => {
    const failing = scriptedSource(init({ tools: {} }), () => {
      throw new Error('Method not found');
    });
    const error = await gateError(takeSnapshot(failing, OPTIONS));
    expect(error.code).toBe('protocol_error');
    expect(error.message).toContain('tools/list');
    expect(error.message).toContain('Method not found');

    const hanging = { initializeResult: init({ prompts: {} }), request: () => new Promise<Record<string, unknown>>(() => {}) };
    const timeout = await gateError(takeSnapshot(hanging, { timeoutMs: 50 }));
    expect(timeout.code).toBe('server_timeout');
    expect(timeout.message).toContain('prompts/list');
  });
});

describe('takeSnapshot: pagination', () => {
  it('follows nextCursor to the end, passing each cursor back', async () => {
    const pages: Record<string, { tools: unknown[]; nextCursor?: string }> = {
      start: { tools: [tool('a')], nextCursor: 'p2' },
      p2: { tools: [tool('b'), tool('c')], nextCursor: 'p3' },
      p3: { tools: [tool('d')] },
    };
    const source = scriptedSource(init({ tools: {} }), (_m, params) => pages[(params?.cursor as string) ?? 'start']);
    const snapshot = await takeSnapshot(source, OPTIONS);
    expect(snapshot.listed.tools.map((t) => t.name)).toEqual(['a', 'b', 'c', 'd']);
    expect(source.calls.map((c) => c.params)).toEqual([undefined, { cursor: 'p2' }, { cursor: 'p3' }]);
  });

  it('a cursor seen before is a pagination_error naming the list and the cursor', async () => {
    const next: Record<string, string> = { start: 'A', A: 'B', B: 'A' };
    const source = scriptedSource(init({ prompts: {} }), (_m, params) => ({
      prompts: [{ name: `p${Math.random()}` }],
      nextCursor: next[(params?.cursor as string) ?? 'start'],
    }));
    const error = await gateError(takeSnapshot(source, OPTIONS));
    expect(error.code).toBe('pagination_error');
    expect(error.message).toContain('prompts/list');
    expect(error.message).toContain('"A"');
    expect(source.calls).toHaveLength(3);
  });

  it('more than maxPages pages is a pagination_error naming the cap', async () => {
    let page = 0;
    const source = scriptedSource(init({ tools: {} }), () => ({ tools: [], nextCursor: `c${++page}` }));
    const error = await gateError(takeSnapshot(source, { ...OPTIONS, maxPages: 5 }));
    expect(error.code).toBe('pagination_error');
    expect(error.message).toContain('maxPages');
    expect(error.message).toContain('5');
    expect(source.calls).toHaveLength(5);
  });

  it('exactly maxPages pages is fine', async () => {
    let page = 0;
    const source = scriptedSource(init({ tools: {} }), () => (++page < 5 ? { tools: [tool(`t${page}`)], nextCursor: `c${page}` } : { tools: [] }));
    const snapshot = await takeSnapshot(source, { ...OPTIONS, maxPages: 5 });
    expect(snapshot.listed.tools).toHaveLength(4);
  });

  it('the default maxPages (1000) stops an endless list', async () => {
    let page = 0;
    const source = scriptedSource(init({ tools: {} }), () => ({ tools: [], nextCursor: `c${++page}` }));
    const error = await gateError(takeSnapshot(source, OPTIONS));
    expect(error.message).toContain('1000');
    expect(source.calls).toHaveLength(1000);
  });

  it('more than maxItems items is a pagination_error naming the cap; exactly maxItems is fine', async () => {
    const pages = (count: number) => () => ({ resources: Array.from({ length: count }, (_, i) => ({ uri: `r://${i}`, name: `r${i}` })) });
    const over = scriptedSource(init({ resources: {} }), (m) => (m === 'resources/list' ? pages(11)() : { resourceTemplates: [] }));
    const error = await gateError(takeSnapshot(over, { ...OPTIONS, maxItems: 10 }));
    expect(error.code).toBe('pagination_error');
    expect(error.message).toContain('resources/list');
    expect(error.message).toContain('maxItems');

    const exact = scriptedSource(init({ resources: {} }), (m) => (m === 'resources/list' ? pages(10)() : { resourceTemplates: [] }));
    expect((await takeSnapshot(exact, { ...OPTIONS, maxItems: 10 })).listed.resources).toHaveLength(10);
  });

  it('a list field that is not an array is a protocol_error; so is a non-string cursor', async () => {
    const notArray = scriptedSource(init({ tools: {} }), () => ({ tools: { a: tool('a') } }));
    const error = await gateError(takeSnapshot(notArray, OPTIONS));
    expect(error.code).toBe('protocol_error');
    expect(error.message).toContain('"tools"');

    const missing = scriptedSource(init({ prompts: {} }), () => ({}));
    expect((await gateError(takeSnapshot(missing, OPTIONS))).code).toBe('protocol_error');

    const numericCursor = scriptedSource(init({ tools: {} }), () => ({ tools: [], nextCursor: 3 }));
    expect((await gateError(takeSnapshot(numericCursor, OPTIONS))).message).toContain('nextCursor');
  });
});

describe('takeSnapshot: spec violations are findings', () => {
  it('items without their key are reported and left out', async () => {
    const source = scriptedSource(init({ tools: {}, prompts: {}, resources: {} }), (method) => {
      switch (method) {
        case 'tools/list':
          return { tools: [{ inputSchema: { type: 'object' } }, tool('ok'), { name: 42, inputSchema: { type: 'object' } }] };
        case 'prompts/list':
          return { prompts: [{ description: 'anonymous' }, 'not an object'] };
        case 'resources/list':
          return { resources: [{ name: 'no uri' }] };
        default:
          return { resourceTemplates: [{ name: 'no template', uri: 'x://y' }] };
      }
    });
    const snapshot = await takeSnapshot(source, OPTIONS);
    expect(snapshot.listed.tools.map((t) => t.name)).toEqual(['ok']);
    expect(snapshot.listed.prompts).toEqual([]);
    expect(snapshot.listed.resources).toEqual([]);
    expect(snapshot.listed.resourceTemplates).toEqual([]);
    expect(snapshot.findings.every((f) => f.kind === 'spec_violation')).toBe(true);
    expect(snapshot.findings.map((f) => f.capability)).toEqual([
      { type: 'tool', name: 'tools[0]' },
      { type: 'tool', name: 'tools[2]' },
      { type: 'prompt', name: 'prompts[0]' },
      { type: 'prompt', name: 'prompts[1]' },
      { type: 'resource', name: 'resources[0]' },
      { type: 'resourceTemplate', name: 'resourceTemplates[0]' },
    ]);
    const text = messages(snapshot.findings);
    expect(text[0]).toContain('no string "name"');
    expect(text[3]).toContain('not an object');
    expect(text[4]).toContain('no string "uri"');
    expect(text[5]).toContain('no string "uriTemplate"');
  });

  it('duplicate keys keep the first occurrence and report the duplicate', async () => {
    const first = tool('echo', { description: 'first' });
    const source = scriptedSource(init({ tools: {} }), () => ({ tools: [first, tool('x'), tool('echo', { description: 'second' })] }));
    const snapshot = await takeSnapshot(source, OPTIONS);
    expect(snapshot.listed.tools).toEqual([first, tool('x')]);
    expect(snapshot.findings).toHaveLength(1);
    expect(snapshot.findings[0]!.capability).toEqual({ type: 'tool', name: 'echo' });
    expect(snapshot.findings[0]!.message).toMatch(/"echo" appears more than once in tools\/list/);
  });

  it('tool inputSchema / outputSchema must be objects with "type": "object"; the tool is still kept', async () => {
    const tools = [
      tool('string_type', { inputSchema: { type: 'string' } }),
      tool('no_type', { inputSchema: { properties: {} } }),
      { name: 'no_schema' },
      tool('array_schema', { inputSchema: [] }),
      tool('bad_output', { outputSchema: { type: 'array' } }),
      tool('good_output', { outputSchema: { type: 'object' } }),
    ];
    const source = scriptedSource(init({ tools: {} }), () => ({ tools }));
    const snapshot = await takeSnapshot(source, OPTIONS);
    expect(snapshot.listed.tools).toHaveLength(6);
    expect(snapshot.findings.map((f) => f.capability.name)).toEqual(['string_type', 'no_type', 'no_schema', 'array_schema', 'bad_output']);
    const text = messages(snapshot.findings);
    expect(text[0]).toMatch(/inputSchema has "type": "string"/);
    expect(text[1]).toMatch(/inputSchema has no "type"/);
    expect(text[2]).toMatch(/inputSchema is missing/);
    expect(text[3]).toMatch(/inputSchema is not an object/);
    expect(text[4]).toMatch(/outputSchema has "type": "array"/);
  });
});

describe('takeSnapshot: draft SEP signature', () => {
  const declared = [tool('a'), tool('b'), tool('hidden')];

  it('calls `signature` first, switches to signature mode and keeps the result', async () => {
    const source = scriptedSource(init({ tools: {}, prompts: {}, signature: {} }), (method) => {
      if (method === 'signature') return { tools: declared, prompts: [{ name: 'p', 'x-k': 1 }] };
      if (method === 'tools/list') return { tools: [tool('a'), tool('b')] };
      return { prompts: [{ name: 'p' }] };
    });
    const snapshot = await takeSnapshot(source, OPTIONS);
    expect(source.calls.map((c) => c.method)).toEqual(['signature', 'tools/list', 'prompts/list']);
    expect(snapshot.mode).toBe('signature');
    expect(snapshot.signature).toEqual({ tools: declared, prompts: [{ name: 'p', 'x-k': 1 }], resources: [], resourceTemplates: [] });
    expect(snapshot.findings).toEqual([]);
  });

  it('a listed item the signature does not declare is a signature_violation', async () => {
    const source = scriptedSource(init({ tools: {}, resources: {}, signature: {} }), (method) => {
      if (method === 'signature') return { tools: declared, resources: [{ uri: 'r://1', name: 'one' }] };
      if (method === 'tools/list') return { tools: [tool('a'), tool('rogue')] };
      if (method === 'resources/list') return { resources: [{ uri: 'r://1', name: 'one' }, { uri: 'r://2', name: 'two' }] };
      return { resourceTemplates: [{ uriTemplate: 'r://{id}', name: 't' }] };
    });
    const snapshot = await takeSnapshot(source, OPTIONS);
    expect(snapshot.findings.map((f) => [f.kind, f.capability.type, f.capability.name])).toEqual([
      ['signature_violation', 'tool', 'rogue'],
      ['signature_violation', 'resource', 'r://2'],
      ['signature_violation', 'resourceTemplate', 'r://{id}'],
    ]);
    expect(snapshot.findings[0]!.message).toContain('not declare');
  });

  it('without capabilities.signature the method is never called', async () => {
    const source = scriptedSource(init({ tools: {} }), (method) => {
      if (method === 'signature') throw new Error('must not be called');
      return { tools: [tool('a')] };
    });
    const snapshot = await takeSnapshot(source, OPTIONS);
    expect(snapshot.mode).toBe('list-freeze');
    expect(snapshot.signature).toBeUndefined();
  });

  it('a signature larger than maxSignatureBytes is signature_too_large', async () => {
    const big = { tools: Array.from({ length: 50 }, (_, i) => tool(`t${i}`, { description: 'x'.repeat(100) })) };
    const bytes = Buffer.byteLength(JSON.stringify(big));
    const source = () => scriptedSource(init({ signature: {} }), () => big);
    const error = await gateError(takeSnapshot(source(), { ...OPTIONS, maxSignatureBytes: bytes - 1 }));
    expect(error.code).toBe('signature_too_large');
    expect(error.message).toContain(String(bytes));
    expect((await takeSnapshot(source(), { ...OPTIONS, maxSignatureBytes: bytes })).signature?.tools).toHaveLength(50);
  });

  it('spec-checks signature items too, and rejects a non-array signature list', async () => {
    const dup = scriptedSource(init({ signature: {} }), () => ({ tools: [tool('a'), tool('a'), { description: 'x' }] }));
    const snapshot = await takeSnapshot(dup, OPTIONS);
    expect(snapshot.signature?.tools).toEqual([tool('a')]);
    expect(snapshot.findings.map((f) => f.message.includes('signature'))).toEqual([true, true]);

    const bad = scriptedSource(init({ signature: {} }), () => ({ tools: 'all of them' }));
    expect((await gateError(takeSnapshot(bad, OPTIONS))).code).toBe('protocol_error');
  });
});

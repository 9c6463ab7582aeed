/**
 * Issue 14: number spellings as the server wrote them (`0.0`, `1e21`, 2^53+1) are recorded over
 * Streamable HTTP (a JSON body, and an event-stream answer) and legacy SSE as over stdio, so the
 * exported pins (MCP Hangar 1.2's python-json form above all) equal what the peers compute from the
 * raw text. Loopback servers written here by hand send every byte of their answers; the expected
 * values come from CPython (compute_expected.py) over the same tools/list text.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { lockServer } from '../../src/core/gate.js';
import { numberLiteralsOf } from '../../src/json.js';
import { WireNumberTap } from '../../src/launch/http.js';
import { parseLockfile } from '../../src/lockfile/index.js';
import { exportPins } from '../../src/trust/export.js';
import { repoRoot, tempDir } from '../helpers/fixtures.js';

const COMPUTE = path.join(repoRoot, 'test', 'conformance', 'compute_expected.py');
const hasPython = spawnSync('python3', ['--version'], { stdio: 'ignore' }).status === 0;

/** Written by hand: JSON.parse reads 0.0 as 0, 1e21 as 1e21 (printed back "1e+21"), 9007199254740993 as ...992. */
const TOOLS = '[{"name":"ranged","description":"Ratio and count <bounded> & exact","inputSchema":{"type":"object","properties":'
  + '{"ratio":{"type":"number","minimum":0.0,"maximum":1e21},"count":{"type":"integer","minimum":0,"maximum":9007199254740993}}}},'
  + '{"name":"plain","description":"Nothing unusual","inputSchema":{"type":"object","properties":{"n":{"type":"integer","maximum":10}}}}]';

/** The JSON-RPC text answering `request` (hand-written for tools/list), or undefined for a notification. */
function answer(request: { id?: unknown; method?: string; params?: { protocolVersion?: string } }): string | undefined {
  if (request.id === undefined) return undefined;
  const id = JSON.stringify(request.id);
  if (request.method === 'initialize') {
    return `{"jsonrpc":"2.0","id":${id},"result":{"protocolVersion":${JSON.stringify(request.params?.protocolVersion ?? '2025-06-18')},"capabilities":{"tools":{}},"serverInfo":{"name":"numbers","version":"1.0.0"}}}`;
  }
  if (request.method === 'tools/list') return `{"jsonrpc":"2.0","id":${id},"result":{"tools":${TOOLS}}}`;
  return `{"jsonrpc":"2.0","id":${id},"error":{"code":-32601,"message":"Method not found"}}`;
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** SSE framing of one message, with CRLF line ends and the data split over two `data:` lines. */
function sseEvent(text: string): string {
  const cut = text.indexOf('"result"');
  return cut > 0 ? `event: message\r\ndata: ${text.slice(0, cut)}\r\ndata:${text.slice(cut)}\r\n\r\n` : `event: message\r\ndata: ${text}\r\n\r\n`;
}

type Mode = 'http-json' | 'http-sse' | 'sse';

/** A loopback MCP server in `mode`; every answer is the hand-written text above. */
function handler(mode: Mode): (req: IncomingMessage, res: ServerResponse) => void {
  let stream: ServerResponse | undefined; // legacy SSE: the open GET stream
  return (req, res) => {
    void (async () => {
      if (mode === 'sse' && req.method === 'GET' && req.url === '/sse') {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write('event: endpoint\ndata: /messages\n\n');
        stream = res;
        return;
      }
      if (req.method !== 'POST') {
        res.writeHead(405).end();
        return;
      }
      const text = answer(JSON.parse(await body(req)));
      if (text === undefined || mode === 'sse') {
        res.writeHead(202).end();
        // Sent in two writes, so the event may arrive in more than one chunk.
        if (text !== undefined) {
          const event = sseEvent(text);
          stream!.write(event.slice(0, 40));
          stream!.write(event.slice(40));
        }
        return;
      }
      if (mode === 'http-json') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(text);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const event = sseEvent(text);
      res.write(event.slice(0, 40));
      res.end(event.slice(40));
    })();
  };
}

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function serve(mode: Mode): Promise<string> {
  server = createServer(handler(mode));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return `http://127.0.0.1:${port}/${mode === 'sse' ? 'sse' : 'mcp'}`;
}

type Peers = Record<string, { mcptrust: { description_hash: string; input_schema_hash: string }; hangar: { current: string; v1_2_0: string }; assay: { schema_hash: string; meta_hash: string; tool_definition_digest_scoped: string } }>;

function pythonDigests(dir: string): Peers {
  const file = path.join(dir, 'tools-list.jsonl');
  writeFileSync(file, `{"jsonrpc":"2.0","id":2,"result":{"tools":${TOOLS}}}`);
  const result = spawnSync('python3', [COMPUTE, file, 'default-mcp-server'], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as Peers;
}

describe.skipIf(!hasPython)('wire number spellings over Streamable HTTP and SSE (issue 14)', () => {
  for (const mode of ['http-json', 'http-sse', 'sse'] as const) {
    it(`${mode}: the lockfile records 0.0, 1e21 and 2^53+1 as sent; exported pins equal CPython's digests of the raw text`, async () => {
      const url = await serve(mode);
      const dir = tempDir('mdg-wire-http-');
      const lockfilePath = path.join(dir, 'mcp.lock.json');
      await lockServer({ url, transport: mode === 'sse' ? 'sse' : 'http', timeoutMs: 20_000 }, lockfilePath);
      const lockfile = parseLockfile(readFileSync(lockfilePath, 'utf8'), lockfilePath);
      expect(lockfile.tools.ranged!.numberLiterals).toEqual({
        '/inputSchema/properties/count/maximum': '9007199254740993',
        '/inputSchema/properties/ratio/maximum': '1e21',
        '/inputSchema/properties/ratio/minimum': '0.0',
      });
      expect(lockfile.tools.plain!.numberLiterals).toBeUndefined();

      const want = pythonDigests(dir);
      // The vector discriminates: JavaScript's reading of the numbers gives another v1.2 digest.
      expect(want.ranged!.hangar.v1_2_0).not.toBe(want.ranged!.hangar.current);
      type Hangar = { mcp_servers: Record<string, { tool_projection: { pins: Record<string, string> } }> };
      const hangar = (canonicalization: 'jcs' | 'python-json') =>
        (parseYaml(exportPins(lockfile, 'hangar', { hangarCanonicalization: canonicalization })) as Hangar).mcp_servers.numbers!.tool_projection.pins;
      const v12 = hangar('python-json');
      const current = hangar('jcs');
      const mcptrust = (JSON.parse(exportPins(lockfile, 'mcptrust', { updatedAt: new Date(0) })) as { tools: Record<string, object> }).tools;
      const assay = (parseYaml(exportPins(lockfile, 'assay')) as { tool_pins: Record<string, object> }).tool_pins;
      const bindings = (JSON.parse(exportPins(lockfile, 'assay-bindings')) as { tools: Record<string, { tool_definition_digest: string }> }).tools;
      for (const name of ['ranged', 'plain']) {
        expect(v12[name], name).toBe(want[name]!.hangar.v1_2_0);
        expect(current[name], name).toBe(want[name]!.hangar.current);
        expect(mcptrust[name], name).toMatchObject(want[name]!.mcptrust);
        expect(assay[name], name).toMatchObject({ schema_hash: want[name]!.assay.schema_hash, meta_hash: want[name]!.assay.meta_hash });
        expect(bindings[name]!.tool_definition_digest, name).toBe(want[name]!.assay.tool_definition_digest_scoped);
      }
    }, 60_000);
  }
});

describe('WireNumberTap', () => {
  /** Sends `bytes` through a tapped fetch one byte per chunk, then delivers `message` (the SDK's own parse). */
  async function deliverAfter(contentType: string, bytes: Buffer, message: object): Promise<void> {
    const tap = new WireNumberTap();
    const inner = async () => new Response(new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(Uint8Array.of(byte));
        controller.close();
      },
    }), { headers: { 'content-type': contentType } });
    const response = await tap.wrapFetch(inner as unknown as typeof fetch)('http://127.0.0.1/');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes); // passed on unchanged
    const transport = tap.attach({ start: async () => {}, send: async () => {}, close: async () => {} } as Transport);
    const seen: unknown[] = [];
    transport.onmessage = (m) => seen.push(m);
    transport.onmessage!(message as never);
    expect(seen).toEqual([message]);
  }

  const text = '{"jsonrpc":"2.0","id":7,"result":{"v":0.0,"big":9007199254740993,"s":"\u00e9 é"}}';

  it('event streams: records across any chunk boundary (a CRLF, a multi-byte character split), matched by id', async () => {
    const message = JSON.parse(text) as object;
    await deliverAfter('text/event-stream', Buffer.from(`: comment\r\nevent: message\r\ndata: ${text}\r\n\r\n`), message);
    expect(Object.fromEntries(numberLiteralsOf(message) ?? [])).toEqual({ '/result/big': '9007199254740993', '/result/v': '0.0' });
  });

  it('JSON bodies, batches included; another id or another number gets nothing', async () => {
    const first = JSON.parse(text) as object;
    const other = JSON.parse(text.replace('"id":7', '"id":8')) as object;
    await deliverAfter('application/json', Buffer.from(`[${text}]`), first);
    expect(Object.fromEntries(numberLiteralsOf(first) ?? [])).toEqual({ '/result/big': '9007199254740993', '/result/v': '0.0' });
    await deliverAfter('application/json', Buffer.from(text), other);
    expect(numberLiteralsOf(other)).toBeUndefined();
    const changed = JSON.parse(text.replace('0.0', '1.5')) as object;
    await deliverAfter('application/json', Buffer.from(text), changed);
    expect(Object.fromEntries(numberLiteralsOf(changed) ?? [])).toEqual({ '/result/big': '9007199254740993' });
  });
});

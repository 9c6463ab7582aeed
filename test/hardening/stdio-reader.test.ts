import { describe, expect, it } from 'vitest';
import { launchServer, requestRaw } from '../../src/launch/index.js';
import { DEFAULT_MAX_MESSAGE_BYTES, LineReader, MessageTooLargeError } from '../../src/launch/lineReader.js';
import { expectGateError } from '../launch/helpers.js';
import { hostile, node } from './helpers.js';

function linesOf(reader: LineReader, chunks: string[]): string[] {
  const out: string[] = [];
  for (const chunk of chunks) reader.push(Buffer.from(chunk), (line) => void out.push(line.toString('utf8')));
  return out;
}

describe('LineReader (linear, bounded)', () => {
  it('splits lines across and within chunks, dropping \\r\\n', () => {
    expect(linesOf(new LineReader(100), ['ab', 'c\r\nde\nf', 'g', '', 'h\n', 'i'])).toEqual(['abc', 'de', 'fgh']);
  });

  it('joins the pieces of a line once, when its newline arrives (not once per chunk)', () => {
    const reader = new LineReader(1 << 20);
    const concat = Buffer.concat;
    let joins = 0;
    Buffer.concat = ((...args: Parameters<typeof Buffer.concat>) => (joins++, concat(...args))) as typeof Buffer.concat;
    try {
      const chunks = Array.from({ length: 1000 }, () => 'x'.repeat(100));
      const lines = linesOf(reader, [...chunks, '\n']);
      expect(lines).toEqual(['x'.repeat(100_000)]);
    } finally {
      Buffer.concat = concat;
    }
    expect(joins).toBe(1);
  });

  it('throws naming the limit as soon as an unfinished line passes it, and within one chunk', () => {
    const reader = new LineReader(10);
    expect(() => linesOf(reader, ['12345', '678901'])).toThrow(MessageTooLargeError);
    expect(() => linesOf(new LineReader(10), ['12345678901\n'])).toThrow(/10 bytes/);
    expect(linesOf(new LineReader(10), ['1234567890\n'])).toEqual(['1234567890']);
  });

  it('defaults to a bound far above a 40 MB tools/list', () => {
    expect(DEFAULT_MAX_MESSAGE_BYTES).toBeGreaterThanOrEqual(48 * 1024 * 1024);
  });
});

describe('stdio messages of hostile size', () => {
  it('reads a 20,000-tool, 40 MB tools/list with the default bound', async () => {
    const connection = await launchServer({
      command: [node, hostile, 'stdio'],
      env: { HOSTILE: 'big-list', HOSTILE_TOOLS: '20000', HOSTILE_BYTES: '40000000' },
      timeoutMs: 60_000,
    });
    try {
      const result = await requestRaw(connection, 'tools/list', {}, 60_000);
      const tools = result.tools as { name: string }[];
      expect(tools).toHaveLength(20_000);
      expect(tools[19_999]!.name).toBe('tool_19999');
      expect(JSON.stringify(result).length).toBeGreaterThan(39_000_000);
    } finally {
      await connection.close();
    }
  });

  it('fails a message over --max-message-bytes naming the limit, not "not a JSON-RPC message"', async () => {
    const connection = await launchServer({ command: [node, hostile, 'stdio'], env: { HOSTILE: 'endless' }, timeoutMs: 30_000, maxMessageBytes: 4 * 1024 * 1024 });
    try {
      const { error } = await expectGateError(() => requestRaw(connection, 'tools/list', {}, 30_000), 'protocol_error');
      expect(error.message).toContain('4194304 bytes');
      expect(error.message).toContain('--max-message-bytes');
      expect(error.message).not.toContain('not a JSON-RPC message');
    } finally {
      await connection.close();
    }
  });
});

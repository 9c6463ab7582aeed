import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { GateError } from '../errors.js';
import { recordWireNumbers } from '../json.js';
import type { ProcessGroup } from './processTree.js';
import type { Redactor } from './redact.js';

const MAX_QUOTED_LINE = 200;

/**
 * MCP stdio transport over an already spawned process group. The SDK's StdioClientTransport
 * spawns the server itself without `detached`, so it cannot kill the whole server tree.
 * Anything on stdout that is not a JSON-RPC message is fatal: the stream cannot be trusted after it.
 */
export class ProcessStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private readonly readBuffer = new ReadBuffer();
  /** Mirror of the bytes ReadBuffer has not consumed yet, only to quote an offending line. */
  private unread: Buffer = Buffer.alloc(0);
  private closed = false;
  private started = false;
  /** Set when the server broke the protocol; the connection is closed right after. */
  protocolFailure: GateError | undefined;

  constructor(
    private readonly group: ProcessGroup,
    /** The offending line may echo a secret from the environment. */
    private readonly redact: Redactor,
  ) {}

  async start(): Promise<void> {
    if (this.started) throw new Error('ProcessStdioTransport already started');
    this.started = true;
    const { stdout } = this.group.child;
    stdout!.on('data', (chunk: Buffer) => this.receive(chunk));
    void this.group.exited.then(() => this.close());
  }

  private receive(chunk: Buffer): void {
    if (this.closed) return;
    try {
      this.unread = Buffer.concat([this.unread, chunk]);
      this.readBuffer.append(chunk);
      for (let message = this.readBuffer.readMessage(); message !== null; message = this.readBuffer.readMessage()) {
        const newline = this.unread.indexOf('\n');
        // Issue 14: number spellings JSON.parse loses, for the peers that hash them (identity/numbers.ts).
        recordWireNumbers(this.unread.toString('utf8', 0, newline), message);
        this.unread = this.unread.subarray(newline + 1);
        this.onmessage?.(message);
        if (this.closed) return;
      }
    } catch (error) {
      const newline = this.unread.indexOf('\n');
      this.failProtocol(error, this.unread.subarray(0, newline === -1 ? undefined : newline).toString('utf8'));
    }
  }

  private failProtocol(error: unknown, line: string): void {
    const shown = line.length > MAX_QUOTED_LINE ? `${line.slice(0, MAX_QUOTED_LINE)}...` : line;
    this.protocolFailure = new GateError(
      'protocol_error',
      `server wrote a line that is not a JSON-RPC message to stdout: ${JSON.stringify(this.redact(shown))}; ` +
        'a stdio MCP server must write only MCP messages there and log to stderr',
      { cause: error },
    );
    this.onerror?.(this.protocolFailure);
    void this.close();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.group.child.stdin;
    if (this.closed || !stdin || stdin.destroyed) throw new Error('Not connected: the server process stdin is closed');
    await new Promise<void>((resolve, reject) => {
      stdin.write(serializeMessage(message), (error) => (error ? reject(error) : resolve()));
    });
  }

  /** Ends the session; killing the process group is the launcher's job. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.readBuffer.clear();
    this.group.child.stdin?.end();
    this.onclose?.();
  }
}

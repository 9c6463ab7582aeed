import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { deserializeMessage, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { GateError } from '../errors.js';
import { DEFAULT_MAX_MESSAGE_BYTES, LineReader, MessageTooLargeError } from './lineReader.js';
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

  private readonly lines: LineReader;
  private closed = false;
  private started = false;
  /** Set when the server broke the protocol; the connection is closed right after. */
  protocolFailure: GateError | undefined;

  constructor(
    private readonly group: ProcessGroup,
    /** The offending line may echo a secret from the environment. */
    private readonly redact: Redactor,
    /** Bound on one message (one line); a longer one fails the session naming the limit. */
    maxMessageBytes: number = DEFAULT_MAX_MESSAGE_BYTES,
  ) {
    this.lines = new LineReader(maxMessageBytes);
  }

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
      this.lines.push(chunk, (line) => {
        let message: JSONRPCMessage;
        try {
          message = deserializeMessage(line.toString('utf8'));
        } catch (error) {
          this.failProtocol(error, line.toString('utf8', 0, Math.min(line.length, MAX_QUOTED_LINE * 4)));
          return false;
        }
        this.onmessage?.(message);
        return !this.closed;
      });
    } catch (error) {
      if (!(error instanceof MessageTooLargeError)) throw error;
      this.fail(
        new GateError(
          'protocol_error',
          `server sent a stdio message larger than the limit of ${error.limit} bytes (--max-message-bytes); raise the limit if the server is trusted to send that much`,
          { cause: error },
        ),
      );
    }
  }

  private failProtocol(error: unknown, line: string): void {
    const shown = line.length > MAX_QUOTED_LINE ? `${line.slice(0, MAX_QUOTED_LINE)}...` : line;
    this.fail(
      new GateError(
        'protocol_error',
        `server wrote a line that is not a JSON-RPC message to stdout: ${JSON.stringify(this.redact(shown))}; ` +
          'a stdio MCP server must write only MCP messages there and log to stderr',
        { cause: error },
      ),
    );
  }

  private fail(error: GateError): void {
    this.protocolFailure = error;
    this.onerror?.(error);
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
    this.lines.clear();
    this.group.child.stdin?.end();
    this.onclose?.();
  }
}

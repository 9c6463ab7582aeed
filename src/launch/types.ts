import type { Client } from '@modelcontextprotocol/sdk/client/index.js';

export type TransportKind = 'stdio' | 'http' | 'sse';

/** How to reach the server under test. Exactly one of `command` or `url`. */
export interface LaunchOptions {
  /** stdio: program and its arguments, spawned without a shell. */
  command?: string[];
  /** http / sse: the endpoint. */
  url?: string;
  /** Defaults: `stdio` for command, `http` for url. */
  transport?: TransportKind;
  /** With `url`: a command (argv, no shell) that starts the HTTP server; the gate waits until `url` answers. */
  start?: string[];
  /** Working directory for the spawned process (command or start). */
  cwd?: string;
  /** Extra environment for the spawned process; values are never printed. */
  env?: Record<string, string>;
  /** Extra HTTP headers (http / sse), e.g. Authorization; values are never printed. */
  headers?: Record<string, string>;
  /** Milliseconds allowed for start-up and, separately, for each request. */
  timeoutMs: number;
  /** Bound on one message from the server (stdio line, HTTP body, SSE event); default DEFAULT_MAX_MESSAGE_BYTES. */
  maxMessageBytes?: number;
  /**
   * Aborting gives up the start-up (before initialize completes): the server is killed and
   * launchServer rejects with the signal's reason. `check` starts the server while it reads the
   * lockfile, and aborts when the lockfile is bad.
   */
  signal?: AbortSignal;
  /**
   * Issue 24: further given values to hide like env and header values (e.g. a VS Code
   * `${input:…}` expanded into `args`), each with the label a finding names it by.
   */
  secrets?: Array<{ label: string; value: string }>;
}

/** A live, initialized MCP session. `close()` always leaves no process of the server behind. */
export interface ServerConnection {
  readonly client: Client;
  readonly transport: TransportKind;
  /** The raw InitializeResult exactly as the server sent it (not filtered by SDK schemas). */
  readonly initializeResult: Record<string, unknown>;
  /** Pid (= process group id) of the spawned server or start command; absent for a bare url. */
  readonly pid?: number;
  /** Last bytes the server wrote to stderr (bounded), for quoting in errors. */
  stderrTail(): string;
  close(): Promise<void>;
}

/**
 * An operational error: the gate could not do its job (server would not start, timed out,
 * lockfile unreadable, bad option...). Every adapter maps it to exit code 2; it is never a verdict.
 * `code` is a stable machine-readable cause; `message` names the cause for a person.
 */
export class GateError extends Error {
  constructor(
    readonly code: GateErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GateError';
  }
}

export type GateErrorCode =
  | 'usage'                // bad CLI arguments or action inputs
  | 'server_start_failed'  // process exited or could not be spawned / connected
  | 'server_timeout'       // startup or a request exceeded --timeout
  | 'protocol_error'       // the server answered with something that is not MCP (garbage, JSON-RPC error)
  | 'pagination_error'     // cursor cycle or list past the cap
  | 'signature_too_large'  // SEP signature past its bound
  | 'lockfile_missing'
  | 'lockfile_invalid'     // unparsable, truncated, fails the JSON Schema
  | 'lockfile_version'     // written by a newer lockfileVersion
  | 'config_invalid'
  | 'io_error';

import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { GateError } from '../errors.js';
import { clip, sanitizeTerminal } from '../report/escape.js';
import { answersLikeSse, connectionFailure, createHttpTransport, displayUrl, httpStatus, urlAnswers, waitForUrl } from './http.js';
import { MessageBound, type MessageTooLargeError } from './lineReader.js';
import { describeExit, isProcessAlive, spawnGroup, type ExitInfo, type ProcessGroup } from './processTree.js';
import { basicAuthorization, createRedactor, launchSecrets, type Redactor } from './redact.js';
import { createGateClient, quoteTail, registerSession, tapTransport } from './session.js';
import { ProcessStdioTransport } from './stdioTransport.js';
import type { LaunchOptions, ServerConnection, TransportKind } from './types.js';

export { requestRaw } from './session.js';
export { isSecretLike, launchSecrets, redactJson, REDACTED, type NamedSecret } from './redact.js';
export { isGroupAlive, isProcessAlive, liveProcessGroups } from './processTree.js';
export type { LaunchOptions, ServerConnection, TransportKind } from './types.js';

/**
 * Node's timers hold 2^31-1 ms (~24.8 days); a longer delay fires at once. The SDK's timers add
 * SDK_TIMER_SLACK_MS on top of ours, so the bound leaves room for it.
 */
export const MAX_TIMEOUT_MS = 2_147_483_647 - 120_000;

/** The error for a message past the bound, naming the limit and the option that sets it. */
export function tooLargeError(where: string, error: MessageTooLargeError): GateError {
  return new GateError(
    'protocol_error',
    `${where} sent a message larger than the limit of ${error.limit} bytes (--max-message-bytes); raise the limit if the server is trusted to send that much`,
    { cause: error },
  );
}

/** How long a failed handshake write waits for the stdio server's exit to name it instead. */
const EXIT_AFTER_WRITE_FAILURE_MS = 1_000;

/** Extra time the SDK's own initialize timer gets, so ours (which explains itself) fires first. */
const SDK_TIMER_SLACK_MS = 60_000;

type LaunchPlan =
  | { kind: 'stdio'; command: string[] }
  | { kind: 'http' | 'sse'; url: URL; start?: string[]; headers?: Record<string, string> };

/**
 * Starts (or reaches) the MCP server described by `options` and completes the initialize handshake
 * within `options.timeoutMs`. On any failure nothing of the server is left running and a GateError
 * naming the cause is thrown.
 */
export async function launchServer(options: LaunchOptions): Promise<ServerConnection> {
  const plan = planLaunch(options);
  const redact = createRedactor(launchSecrets(options).map((secret) => secret.value));
  const deadline = Date.now() + options.timeoutMs;
  const bound = new MessageBound(options.maxMessageBytes);
  let group: ProcessGroup | undefined;
  try {
    let transport: Transport;
    if (plan.kind === 'stdio') {
      group = await spawnGroup(plan.command, { cwd: options.cwd, env: options.env, stdoutMode: 'protocol' });
      transport = new ProcessStdioTransport(group, redact, options.maxMessageBytes);
    } else {
      if (plan.start !== undefined) {
        // Something already answering would be checked in place of the server we start (whose
        // start then fails on a taken port): refuse before running anything.
        if (await urlAnswers(plan.url)) {
          throw new GateError(
            'server_start_failed',
            `${displayUrl(plan.url)} already answers before the start command ran (another server holds the port?); refusing to check whatever that is`,
          );
        }
        group = await spawnGroup(plan.start, { cwd: options.cwd, env: options.env, stdoutMode: 'log' });
        await awaitUrl(plan.url, group, deadline, options.timeoutMs, redact);
      }
      transport = await createHttpTransport(plan.kind, plan.url, plan.headers ?? {}, bound);
    }
    return await initialize(plan, transport, group, deadline, options.timeoutMs, redact, bound, options.signal);
  } catch (error) {
    await group?.kill();
    throw error;
  }
}

function planLaunch(options: LaunchOptions): LaunchPlan {
  const { command, url, start, transport } = options;
  if (!Number.isInteger(options.timeoutMs) || options.timeoutMs <= 0 || options.timeoutMs > MAX_TIMEOUT_MS) {
    throw new GateError('usage', `timeout must be a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}, got ${options.timeoutMs}`);
  }
  const { maxMessageBytes } = options;
  if (maxMessageBytes !== undefined && (!Number.isSafeInteger(maxMessageBytes) || maxMessageBytes < 1024)) {
    throw new GateError('usage', `max message bytes must be a whole number of at least 1024, got ${maxMessageBytes}`);
  }
  if ((command === undefined) === (url === undefined)) {
    throw new GateError('usage', 'give exactly one of a server command (stdio) or a server url (http/sse)');
  }
  if (command !== undefined) {
    if (transport !== undefined && transport !== 'stdio') {
      throw new GateError('usage', `transport ${transport} needs a url, not a command`);
    }
    if (start !== undefined) throw new GateError('usage', 'a start command is only used with a url');
    if (command.length === 0 || command[0] === '') throw new GateError('usage', 'the server command is empty');
    return { kind: 'stdio', command };
  }
  if (transport === 'stdio') throw new GateError('usage', 'transport stdio needs a command, not a url');
  let parsed: URL;
  try {
    parsed = new URL(url!);
  } catch {
    throw new GateError('usage', 'the server url is not a valid URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new GateError('usage', `the server url must be http or https, got ${parsed.protocol}`);
  }
  if (start !== undefined && (start.length === 0 || start[0] === '')) {
    throw new GateError('usage', 'the start command is empty');
  }
  const headers = withUrlCredentials(parsed, options.headers);
  return { kind: transport ?? 'http', url: parsed, ...(start !== undefined ? { start } : {}), ...(headers !== undefined ? { headers } : {}) };
}

/**
 * Credentials in the URL (`http://user:pass@host/`) are sent as HTTP Basic, as curl and browsers
 * do: fetch refuses a URL that carries them. They leave `url` (so no message or request line shows
 * them) for an Authorization header, masked and redacted like any other (launchSecrets). An
 * Authorization header given as well would be a second, conflicting credential: refused.
 */
function withUrlCredentials(url: URL, headers: Record<string, string> | undefined): Record<string, string> | undefined {
  if (url.username === '' && url.password === '') return headers;
  if (Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'authorization')) {
    throw new GateError('usage', 'the server url carries credentials (user:password@) and an Authorization header is given too; give one of them');
  }
  const authorization = basicAuthorization(url);
  if (authorization === undefined) {
    throw new GateError('usage', 'the credentials in the server url are not valid percent-encoding; encode them, or send them with --header "Authorization: ..."');
  }
  url.username = '';
  url.password = '';
  return { ...headers, Authorization: authorization };
}

/**
 * Start-then-connect: wait for the URL to answer anything. Fail fast if the start command dies,
 * unless it exited 0 leaving processes behind in its group (it put the server in the background,
 * as `server &` in a shell script does). A start command that exited 0 leaving nothing in its group
 * handed the server to something else (a daemon mode, setsid, a service manager, `docker run -d`):
 * refused, before or after the URL answers, since what answers may not be what it started and
 * the gate could not stop it afterwards.
 */
async function awaitUrl(url: URL, group: ProcessGroup, deadline: number, timeoutMs: number, redact: Redactor): Promise<void> {
  const tail = () => quoteTail(redact(group.output.tail()));
  const startFailed = () => {
    const exit = group.exitInfo();
    return exit !== undefined && (exit.code !== 0 || !group.groupRunning());
  };
  const leftTheForeground = (exit: ExitInfo, when: string) => {
    const escaped = group.escaped();
    const left =
      escaped.length === 0 ? '' : ` (${escaped.length === 1 ? 'a process it started' : `${escaped.length} processes it started`} left its process group; stopped now)`;
    return new GateError(
      'server_start_failed',
      `start command ${group.program} ${describeExit(exit)} ${when}, leaving nothing running in its process group${left}: the start command must stay in the foreground, running the server until the check ends (no daemon mode, setsid or detached container), so that the gate checks the server it started and stops it afterwards${tail()}`,
    );
  };
  const succeeded = (exit: ExitInfo) => exit.code === 0 && exit.signal === null;
  if (await waitForUrl(url, deadline, startFailed)) {
    // It answered, but the command we started failed meanwhile: what answered is not ours. A start
    // command that died just before the answer may not be reaped yet (a zombie): wait for its exit
    // rather than take the answer for its server's.
    const exit = group.exitInfo() ?? (isProcessAlive(group.pid) ? undefined : await group.exited);
    if (exit === undefined) return;
    if (succeeded(exit)) {
      if (group.groupRunning()) return;
      throw leftTheForeground(exit, `by the time ${displayUrl(url)} answered`);
    }
    throw new GateError(
      'server_start_failed',
      `start command ${group.program} ${describeExit(exit)}, yet ${displayUrl(url)} answered: that is not the server it started${tail()}`,
    );
  }
  if (startFailed()) {
    const exit = await group.exited;
    if (succeeded(exit)) throw leftTheForeground(exit, `before ${displayUrl(url)} answered`);
    throw new GateError(
      'server_start_failed',
      `start command ${group.program} ${describeExit(exit)} before ${displayUrl(url)} answered${tail()}`,
    );
  }
  throw new GateError(
    'server_timeout',
    `${displayUrl(url)} did not answer within ${timeoutMs} ms after starting ${group.program}${tail()}`,
  );
}

async function initialize(
  plan: LaunchPlan,
  transport: Transport,
  group: ProcessGroup | undefined,
  deadline: number,
  timeoutMs: number,
  redact: Redactor,
  bound: MessageBound,
  signal?: AbortSignal,
): Promise<ServerConnection> {
  const where = plan.kind === 'stdio' ? `server ${plan.command[0]}` : `${displayUrl(plan.url)} (${plan.kind})`;
  const tail = () => redact(group?.output.tail() ?? '');
  const stdio = transport instanceof ProcessStdioTransport ? transport : undefined;
  const tap = tapTransport(transport);
  const exitError = (exit: ExitInfo) =>
    new GateError('server_start_failed', `server process ${describeExit(exit)}${quoteTail(tail())}`);
  const failure = (): GateError | undefined => {
    const overflow = bound.error();
    if (overflow !== undefined) return tooLargeError(where, overflow);
    if (stdio === undefined) return undefined;
    if (stdio.protocolFailure !== undefined) return stdio.protocolFailure;
    const exit = group?.exitInfo();
    return exit !== undefined ? exitError(exit) : undefined;
  };

  // Reasons to give up before the handshake completes, besides the handshake itself failing.
  let fatal: GateError | undefined;
  let settled = false;
  let timer: NodeJS.Timeout | undefined;
  const failFast = new Promise<never>((_, reject) => {
    const fail = (error: GateError) => {
      fatal ??= error;
      if (!settled) reject(fatal);
    };
    timer = setTimeout(
      () => fail(new GateError('server_timeout', `${where} did not answer initialize within ${timeoutMs} ms${quoteTail(tail())}`)),
      Math.max(0, deadline - Date.now()),
    );
    void bound.exceeded.then((overflow) => fail(tooLargeError(where, overflow)));
    if (signal !== undefined) {
      const abandon = () => fail(signal.reason instanceof GateError ? signal.reason : new GateError('usage', 'start-up abandoned'));
      if (signal.aborted) abandon();
      else signal.addEventListener('abort', abandon, { once: true });
    }
    if (stdio !== undefined) {
      // Only a stdio server's exit is fatal here: a start command may legitimately exit once it
      // has put the HTTP server in the background (the group is still killed on close).
      void group?.exited.then((exit) => fail(exitError(exit)));
      const previous = transport.onerror;
      transport.onerror = (error) => {
        previous?.(error);
        if (stdio.protocolFailure !== undefined) fail(new GateError('protocol_error', `${stdio.protocolFailure.message}${quoteTail(tail())}`));
      };
    }
  });
  failFast.catch(() => {});

  const client = createGateClient();
  try {
    await Promise.race([client.connect(transport, { timeout: timeoutMs + SDK_TIMER_SLACK_MS }), failFast]);
  } catch (error) {
    settled = true;
    clearTimeout(timer);
    // The server answered initialize, so whatever followed (the SDK closing the transport on a
    // version it does not speak, and the server exiting on the closed stdin) is not the cause.
    const answered = tap.initializeResult();
    if (fatal === undefined && answered !== undefined) fatal = unsupportedVersion(answered, where);
    if (fatal === undefined && answered === undefined && stdio !== undefined && group !== undefined && !(error instanceof GateError)) {
      // A write to a server that just died fails (EPIPE) before its exit is seen: its exit, if it
      // comes at once, is the real cause and the one to name.
      const exit = await Promise.race([group.exited, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), EXIT_AFTER_WRITE_FAILURE_MS).unref())]);
      if (exit !== undefined) fatal = exitError(exit);
    }
    await client.close().catch(() => {});
    const failure = fatal ?? handshakeError(error, where, plan, tail, redact);
    // A legacy SSE server met over Streamable HTTP fails the handshake in a way that names neither; say which flag fixes it.
    if (fatal === undefined && plan.kind === 'http' && failure.code === 'protocol_error' && (await answersLikeSse(plan.url, plan.headers))) {
      throw new GateError(failure.code, `${failure.message}\nhint: ${displayUrl(plan.url)} answers like a legacy SSE server: try the sse transport (--transport sse; in the action, transport: sse)`, { cause: error });
    }
    throw failure;
  }
  settled = true;
  clearTimeout(timer);

  const initializeResult = tap.initializeResult();
  if (initializeResult === undefined) {
    await client.close().catch(() => {});
    throw new GateError('protocol_error', `${where} completed initialize but its raw result was not seen on the transport`);
  }

  // Over HTTP and SSE, a connection lost mid-session (the server died: the event stream's
  // reconnects are refused) is reported by the transport only through onerror, while a pending
  // request would wait for its timeout: it fails the session at once instead.
  let markLost: (error: GateError) => void = () => {};
  const lost = new Promise<GateError>((resolve) => (markLost = resolve));
  if (plan.kind !== 'stdio') {
    const previous = transport.onerror;
    transport.onerror = (error) => {
      previous?.(error);
      const unreachable = connectionFailure(error);
      if (unreachable !== undefined) markLost(new GateError('server_start_failed', `lost the connection to ${where}: ${redact(unreachable)}`, { cause: error }));
    };
  }

  let closing: Promise<void> | undefined;
  const connection: ServerConnection = {
    client,
    transport: plan.kind as TransportKind,
    initializeResult,
    ...(group !== undefined ? { pid: group.pid } : {}),
    stderrTail: tail,
    close: () =>
      (closing ??= (async () => {
        await client.close().catch(() => {});
        await group?.kill();
      })()),
  };
  registerSession(connection, {
    client,
    redact,
    stderrTail: tail,
    isClosed: tap.isClosed,
    failure,
    broken: Promise.race([bound.exceeded.then((overflow) => tooLargeError(where, overflow)), lost]),
  });
  return connection;
}

/** The error for an initialize answer in a protocol version this client does not speak, or undefined. */
function unsupportedVersion(result: Record<string, unknown>, where: string): GateError | undefined {
  const version = result.protocolVersion;
  if (typeof version === 'string' && SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return undefined;
  const shown = typeof version === 'string' ? `protocol version ${sanitizeTerminal(clip(JSON.stringify(version), 80))}` : `no protocol version (protocolVersion is ${version === undefined ? 'missing' : typeof version})`;
  return new GateError(
    'protocol_error',
    `${where} answered initialize with ${shown}, which this client does not speak: it asked for ${LATEST_PROTOCOL_VERSION} and supports ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')}`,
  );
}

function handshakeError(error: unknown, where: string, plan: LaunchPlan, tail: () => string, redact: Redactor): GateError {
  if (error instanceof GateError) return error;
  const unreachable = plan.kind === 'stdio' ? undefined : connectionFailure(error);
  if (plan.kind !== 'stdio' && unreachable !== undefined) {
    return new GateError('server_start_failed', `cannot connect to ${displayUrl(plan.url)}: ${redact(unreachable)}`, { cause: error });
  }
  const detail = redact(error instanceof Error ? error.message : String(error));
  const status = httpStatus(error);
  const statusNote =
    status === undefined ? '' : status === 401 || status === 403 ? ` (HTTP ${status}; check the auth headers)` : ` (HTTP ${status})`;
  return new GateError('protocol_error', `${where} failed the initialize handshake${statusNote}: ${detail}${quoteTail(tail())}`, {
    cause: error,
  });
}

import { readFile, open, rename, rm, stat, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path, { dirname, join, basename } from 'node:path';
import { G as GateError, i as isJsonObject, r as ruleById, f as findRule, c as capabilityLabel, p as pointerTo, a as changedKeys, b as isHintName, H as HINT_DEFAULTS, P as POWERFUL_HINT_VALUE, S as SEVERITIES, j as jsonEqual$1, s as schemaRuleDirection, d as schemaRuleId } from './types-DWPaRT7-.js';
import { spawn } from 'node:child_process';
import { statSync, readdirSync, readFileSync } from 'node:fs';
import { s as safeParse$1, C as CancelledNotificationSchema, P as ProgressNotificationSchema, a as PingRequestSchema, G as GetTaskRequestSchema, M as McpError, E as ErrorCode, b as GetTaskPayloadRequestSchema, L as ListTasksRequestSchema, c as CancelTaskRequestSchema, i as isJSONRPCResultResponse, d as isJSONRPCErrorResponse, e as isJSONRPCRequest, f as isJSONRPCNotification, R as RELATED_TASK_META_KEY, g as isTaskAugmentedRequestParams, h as CreateTaskResultSchema, j as GetTaskResultSchema, k as ListTasksResultSchema, l as CancelTaskResultSchema, T as TaskStatusNotificationSchema, m as CallToolResultSchema, n as ToolListChangedNotificationSchema, o as PromptListChangedNotificationSchema, p as ResourceListChangedNotificationSchema, q as LATEST_PROTOCOL_VERSION, I as InitializeResultSchema, S as SUPPORTED_PROTOCOL_VERSIONS, r as EmptyResultSchema, t as CompleteResultSchema, u as GetPromptResultSchema, v as ListPromptsResultSchema, w as ListResourcesResultSchema, x as ListResourceTemplatesResultSchema, y as ReadResourceResultSchema, z as ListToolsResultSchema, A as ListChangedOptionsBaseSchema, B as ElicitRequestSchema, D as ElicitResultSchema, F as CreateMessageRequestSchema, H as CreateMessageResultWithToolsSchema, J as CreateMessageResultSchema, K as looseObject, N as JSONRPCMessageSchema } from './types-Pd7htcLs.js';
import { A as Ajv, a as addFormatsModule, r as requireNames, b as requireCodegen, c as requireCompile, d as requireRef, e as requireUtil, f as requireDependencies, g as requireCore, h as requireValidation, i as requireFormat, j as requireMetadata, k as requireApplicator, l as requireCore$1, m as requireDiscriminator, n as requireValidate, o as requireValidation_error, p as requireRef_error, q as loadPolicyConfig, s as applyPolicy } from './load-Bq6B6ZK3.js';
import { createHash, randomBytes } from 'node:crypto';
import { c as canonicalize, R as RISK_LEVELS, D as Diff, G as GATE_VERSION } from './version-Csm0FYYe.js';

const POLL_INTERVAL_MS = 100;
/** One probe must not eat the whole start-up budget if the socket accepts but never answers. */
const PROBE_TIMEOUT_MS = 1_000;
/** Loaded on demand: a stdio check never pays for the HTTP and SSE client code. */
async function createHttpTransport(kind, url, headers = {}) {
    const requestInit = { headers };
    if (kind === 'http') {
        const { StreamableHTTPClientTransport } = await import('./streamableHttp-rzGQaTW8.js');
        return new StreamableHTTPClientTransport(url, { requestInit });
    }
    const { SSEClientTransport } = await import('./sse-COyAFcoZ.js');
    return new SSEClientTransport(url, { requestInit });
}
/** A URL safe to print: no userinfo, query or fragment (they may carry credentials). */
function displayUrl(url) {
    return `${url.origin}${url.pathname}`;
}
/** Whether anything answers HTTP at `url`: any status counts, a refused or reset connection does not. */
async function urlAnswers(url, timeoutMs = PROBE_TIMEOUT_MS) {
    try {
        const response = await fetch(url, {
            method: 'GET',
            headers: { accept: 'text/event-stream, application/json' },
            signal: AbortSignal.timeout(timeoutMs),
            redirect: 'manual',
        });
        // An SSE endpoint keeps the body open forever; the status line is all we needed.
        await response.body?.cancel().catch(() => { });
        return true;
    }
    catch {
        return false;
    }
}
/**
 * Polls until `url` answers or `deadline` (epoch ms) passes; `stop` lets the caller abandon early
 * (the start command died). Returns whether it answered.
 */
async function waitForUrl(url, deadline, stop) {
    while (!stop()) {
        const remaining = deadline - Date.now();
        if (remaining <= 0)
            return false;
        if (await urlAnswers(url, Math.min(PROBE_TIMEOUT_MS, remaining)))
            return true;
        await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_INTERVAL_MS, Math.max(0, deadline - Date.now()))));
    }
    return false;
}
/**
 * Why a request never reached an HTTP answer (refused, unresolvable host, blocked port...),
 * or undefined when the failure came from an answer. Looks through fetch's nested causes.
 */
function connectionFailure(error) {
    const seen = new Set();
    let fetchFailed = false;
    let innermost;
    for (let current = error; current instanceof Error && !seen.has(current); current = current.cause) {
        seen.add(current);
        const code = current.code;
        const named = typeof code === 'string' && /^E[A-Z]+$/.test(code) ? code : /\b(E(?:CONNREFUSED|CONNRESET|NOTFOUND|HOSTUNREACH|TIMEDOUT|AI_AGAIN))\b/.exec(current.message)?.[1];
        if (named === 'ECONNREFUSED')
            return 'connection refused; is the server running?';
        if (named !== undefined)
            return named;
        const fetchMessage = /fetch failed(?::\s*(.+))?/.exec(current.message);
        if (fetchMessage) {
            fetchFailed = true;
            innermost = fetchMessage[1] ?? innermost;
        }
        else if (fetchFailed) {
            innermost = current.message;
        }
    }
    return fetchFailed ? (innermost ?? 'the request failed before any HTTP answer') : undefined;
}
/** The HTTP status an SDK transport error carries (StreamableHTTPError and SseError keep it in `code`). */
function httpStatus(error) {
    const code = error?.code;
    return typeof code === 'number' && code >= 100 && code <= 599 ? code : undefined;
}

/** Default bound: enough to quote a stack trace, small enough to keep in every error. */
const DEFAULT_STDERR_TAIL_BYTES = 8 * 1024;
/**
 * Keeps only the last `capacity` bytes written by a server to stderr, so a chatty server
 * cannot grow the gate's memory and errors can still quote how it died.
 */
class StderrRingBuffer {
    capacity;
    chunks = [];
    size = 0;
    constructor(capacity = DEFAULT_STDERR_TAIL_BYTES) {
        this.capacity = capacity;
        if (!Number.isInteger(capacity) || capacity <= 0) {
            throw new RangeError(`stderr buffer capacity must be a positive integer, got ${capacity}`);
        }
    }
    append(chunk) {
        let bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
        if (bytes.length >= this.capacity) {
            bytes = bytes.subarray(bytes.length - this.capacity);
            this.chunks = [];
            this.size = 0;
        }
        this.chunks.push(bytes);
        this.size += bytes.length;
        while (this.size > this.capacity) {
            const excess = this.size - this.capacity;
            const first = this.chunks[0];
            if (first.length <= excess) {
                this.chunks.shift();
                this.size -= first.length;
            }
            else {
                this.chunks[0] = first.subarray(excess);
                this.size -= excess;
            }
        }
    }
    /** The retained bytes as text; a multi-byte character cut at the front decodes as U+FFFD. */
    tail() {
        return Buffer.concat(this.chunks, this.size).toString('utf8');
    }
}

/** How long close() lets a server tree shut down on SIGTERM before SIGKILL. */
const TERM_GRACE_MS = 2_000;
/** After SIGKILL only a process stuck in the kernel survives; stop waiting for it eventually. */
const KILL_WAIT_MS = 5_000;
const POLL_MS = 25;
/** After the leader exits, how long to wait for its pipes to drain (a grandchild may hold them open). */
const PIPE_DRAIN_MS = 250;
/** Groups still possibly alive; killed synchronously if the gate itself exits. */
const liveGroups = new Set();
async function spawnGroup(argv, options) {
    const [program, ...args] = argv;
    if (program === undefined || program === '') {
        throw new GateError('usage', 'cannot start server: the command is empty');
    }
    if (options.cwd !== undefined && !isDirectory(options.cwd)) {
        // spawn reports a missing cwd as ENOENT of the program, which would blame the wrong thing.
        throw new GateError('server_start_failed', `cannot start server: working directory ${options.cwd} does not exist`);
    }
    const child = spawn(program, args, {
        cwd: options.cwd,
        env: { ...process.env, ...options.env },
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: true,
        shell: false,
        windowsHide: true,
    });
    await new Promise((resolve, reject) => {
        child.once('spawn', resolve);
        child.once('error', (error) => reject(spawnError(program, error)));
    });
    const pid = child.pid;
    registerGroup(pid);
    const output = new StderrRingBuffer();
    child.stderr.on('data', (chunk) => output.append(chunk));
    if (options.stdoutMode === 'log') {
        // stdin stays open but unused: some servers exit when it reaches EOF.
        child.stdout.on('data', (chunk) => output.append(chunk));
    }
    // A server that dies mid-write must not crash the gate with EPIPE.
    child.stdin.on('error', () => { });
    let exit;
    const exited = new Promise((resolve) => {
        child.once('close', (code, signal) => resolve((exit ??= { code, signal })));
        child.once('exit', (code, signal) => {
            exit = { code, signal };
            setTimeout(() => resolve(exit), PIPE_DRAIN_MS).unref();
        });
    });
    let killing;
    return {
        child,
        pid,
        program,
        output,
        exited,
        exitInfo: () => exit,
        kill: () => (killing ??= killGroup(pid).finally(() => unregisterGroup(pid))),
    };
}
function spawnError(program, error) {
    const reason = error.code === 'ENOENT'
        ? `program ${program} not found (ENOENT); check the command and PATH`
        : error.code === 'EACCES'
            ? `program ${program} is not executable (EACCES)`
            : `could not spawn ${program}: ${error.code ?? error.message}`;
    return new GateError('server_start_failed', `cannot start server: ${reason}`, { cause: error });
}
function isDirectory(path) {
    try {
        return statSync(path).isDirectory();
    }
    catch {
        return false;
    }
}
function describeExit(exit) {
    return exit.signal !== null ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
}
/** SIGTERM, wait up to the grace, SIGKILL, then wait until nothing of the group is alive. */
async function killGroup(pgid, graceMs = TERM_GRACE_MS) {
    if (!isGroupAlive(pgid))
        return;
    signalGroup(pgid, 'SIGTERM');
    if (await waitUntilGone(pgid, graceMs))
        return;
    signalGroup(pgid, 'SIGKILL');
    await waitUntilGone(pgid, KILL_WAIT_MS);
}
function signalGroup(pgid, signal) {
    try {
        process.kill(-pgid, signal);
    }
    catch {
        // ESRCH: already gone.
    }
}
async function waitUntilGone(pgid, withinMs) {
    const deadline = Date.now() + withinMs;
    while (isGroupAlive(pgid)) {
        if (Date.now() >= deadline)
            return false;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return true;
}
/** Whether any non-zombie process is left in the group. */
function isGroupAlive(pgid) {
    try {
        process.kill(-pgid, 0);
    }
    catch (error) {
        return error.code === 'EPERM';
    }
    if (process.platform !== 'linux')
        return true;
    let entries;
    try {
        entries = readdirSync('/proc');
    }
    catch {
        return true;
    }
    for (const entry of entries) {
        if (!/^\d+$/.test(entry))
            continue;
        const stat = readProcStat(Number(entry));
        if (stat !== undefined && stat.pgrp === pgid && !isDeadState(stat.state))
            return true;
    }
    return false;
}
function readProcStat(pid) {
    if (process.platform !== 'linux')
        return undefined;
    try {
        const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // "pid (comm) state ppid pgrp ..."; comm may itself contain spaces and parentheses.
        const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
        return { state: fields[0], pgrp: Number(fields[2]) };
    }
    catch {
        return undefined;
    }
}
function isDeadState(state) {
    return state === 'Z' || state === 'X';
}
// --- Last-resort cleanup when the gate process itself goes away. ---
const TERMINATING_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
function killAllGroupsSync() {
    for (const pgid of liveGroups)
        signalGroup(pgid, 'SIGKILL');
    liveGroups.clear();
}
function onTerminatingSignal(signal) {
    killAllGroupsSync();
    uninstallExitHooks();
    // We were the only listener, so restore the default: die by the same signal.
    if (process.listenerCount(signal) === 0)
        process.kill(process.pid, signal);
}
function installExitHooks() {
    // 'exit' also fires after an uncaught exception.
    process.on('exit', killAllGroupsSync);
    for (const signal of TERMINATING_SIGNALS)
        process.on(signal, onTerminatingSignal);
}
function uninstallExitHooks() {
    process.removeListener('exit', killAllGroupsSync);
    for (const signal of TERMINATING_SIGNALS)
        process.removeListener(signal, onTerminatingSignal);
}
function registerGroup(pgid) {
    if (liveGroups.size === 0)
        installExitHooks();
    liveGroups.add(pgid);
}
function unregisterGroup(pgid) {
    if (liveGroups.delete(pgid) && liveGroups.size === 0)
        uninstallExitHooks();
}

/** Values shorter than this are too common ("1", "on") to mean anything, and hiding them would garble messages. */
const MIN_SECRET_LENGTH = 3;
const REDACTED = '[redacted]';
/**
 * Builds a function that blanks out every occurrence of the given values (env and header values),
 * so a server that echoes its environment to stderr cannot make the gate print a secret.
 */
function createRedactor(values) {
    const secrets = [...new Set([...values].filter((v) => v.length >= MIN_SECRET_LENGTH))]
        // Longest first, so a secret that contains another is hidden whole.
        .sort((a, b) => b.length - a.length);
    if (secrets.length === 0)
        return (text) => text;
    return (text) => secrets.reduce((out, secret) => out.split(secret).join(REDACTED), text);
}

// zod-compat.ts
// ----------------------------------------------------
// Unified types + helpers to accept Zod v3 and v4 (Mini)
// ----------------------------------------------------
// --- Runtime detection ---
function isZ4Schema(s) {
    // Present on Zod 4 (Classic & Mini) schemas; absent on Zod 3
    const schema = s;
    return !!schema._zod;
}
// --- Unified parsing ---
function safeParse(schema, data) {
    if (isZ4Schema(schema)) {
        // Mini exposes top-level safeParse
        const result = safeParse$1(schema, data);
        return result;
    }
    const v3Schema = schema;
    const result = v3Schema.safeParse(data);
    return result;
}
// --- Shape extraction ---
function getObjectShape(schema) {
    if (!schema)
        return undefined;
    // Zod v3 exposes `.shape`; Zod v4 keeps the shape on `_zod.def.shape`
    let rawShape;
    if (isZ4Schema(schema)) {
        const v4Schema = schema;
        rawShape = v4Schema._zod?.def?.shape;
    }
    else {
        const v3Schema = schema;
        rawShape = v3Schema.shape;
    }
    if (!rawShape)
        return undefined;
    if (typeof rawShape === 'function') {
        try {
            return rawShape();
        }
        catch {
            return undefined;
        }
    }
    return rawShape;
}
/**
 * Gets the literal value from a schema, if it's a literal schema.
 * Works with both Zod v3 and v4.
 * Returns undefined if the schema is not a literal or the value cannot be determined.
 */
function getLiteralValue(schema) {
    if (isZ4Schema(schema)) {
        const v4Schema = schema;
        const def = v4Schema._zod?.def;
        if (def) {
            // Try various ways to get the literal value
            if (def.value !== undefined)
                return def.value;
            if (Array.isArray(def.values) && def.values.length > 0) {
                return def.values[0];
            }
        }
    }
    const v3Schema = schema;
    const def = v3Schema._def;
    if (def) {
        if (def.value !== undefined)
            return def.value;
        if (Array.isArray(def.values) && def.values.length > 0) {
            return def.values[0];
        }
    }
    // Fallback: check for direct value property (some Zod versions)
    const directValue = schema.value;
    if (directValue !== undefined)
        return directValue;
    return undefined;
}

/**
 * Experimental task interfaces for MCP SDK.
 * WARNING: These APIs are experimental and may change without notice.
 */
/**
 * Checks if a task status represents a terminal state.
 * Terminal states are those where the task has finished and will not change.
 *
 * @param status - The task status to check
 * @returns True if the status is terminal (completed, failed, or cancelled)
 * @experimental
 */
function isTerminal(status) {
    return status === 'completed' || status === 'failed' || status === 'cancelled';
}

new Set("ABCDEFGHIJKLMNOPQRSTUVXYZabcdefghijklmnopqrstuvxyz0123456789");

// zod-json-schema-compat.ts
// ----------------------------------------------------
// JSON Schema conversion for both Zod v3 and Zod v4 (Mini)
// v3 uses your vendored converter; v4 uses Mini's toJSONSchema
// ----------------------------------------------------
function getMethodLiteral(schema) {
    const shape = getObjectShape(schema);
    const methodSchema = shape?.method;
    if (!methodSchema) {
        throw new Error('Schema is missing a method literal');
    }
    const value = getLiteralValue(methodSchema);
    if (typeof value !== 'string') {
        throw new Error('Schema method literal must be a string');
    }
    return value;
}
function parseWithCompat(schema, data) {
    const result = safeParse(schema, data);
    if (!result.success) {
        throw result.error;
    }
    return result.data;
}

/**
 * The default request timeout, in miliseconds.
 */
const DEFAULT_REQUEST_TIMEOUT_MSEC = 60000;
/**
 * Implements MCP protocol framing on top of a pluggable transport, including
 * features like request/response linking, notifications, and progress.
 */
class Protocol {
    constructor(_options) {
        this._options = _options;
        this._requestMessageId = 0;
        this._requestHandlers = new Map();
        this._requestHandlerAbortControllers = new Map();
        this._notificationHandlers = new Map();
        this._responseHandlers = new Map();
        this._progressHandlers = new Map();
        this._timeoutInfo = new Map();
        this._pendingDebouncedNotifications = new Set();
        // Maps task IDs to progress tokens to keep handlers alive after CreateTaskResult
        this._taskProgressTokens = new Map();
        this._requestResolvers = new Map();
        this.setNotificationHandler(CancelledNotificationSchema, notification => {
            this._oncancel(notification);
        });
        this.setNotificationHandler(ProgressNotificationSchema, notification => {
            this._onprogress(notification);
        });
        this.setRequestHandler(PingRequestSchema, 
        // Automatic pong by default.
        _request => ({}));
        // Install task handlers if TaskStore is provided
        this._taskStore = _options?.taskStore;
        this._taskMessageQueue = _options?.taskMessageQueue;
        if (this._taskStore) {
            this.setRequestHandler(GetTaskRequestSchema, async (request, extra) => {
                const task = await this._taskStore.getTask(request.params.taskId, extra.sessionId);
                if (!task) {
                    throw new McpError(ErrorCode.InvalidParams, 'Failed to retrieve task: Task not found');
                }
                // Per spec: tasks/get responses SHALL NOT include related-task metadata
                // as the taskId parameter is the source of truth
                // @ts-expect-error SendResultT cannot contain GetTaskResult, but we include it in our derived types everywhere else
                return {
                    ...task
                };
            });
            this.setRequestHandler(GetTaskPayloadRequestSchema, async (request, extra) => {
                const handleTaskResult = async () => {
                    const taskId = request.params.taskId;
                    // Look the task up for this session first; queued messages are only delivered for a task it can see.
                    if (!(await this._taskStore.getTask(taskId, extra.sessionId))) {
                        throw new McpError(ErrorCode.InvalidParams, `Task not found: ${taskId}`);
                    }
                    // Deliver queued messages
                    if (this._taskMessageQueue) {
                        let queuedMessage;
                        while ((queuedMessage = await this._taskMessageQueue.dequeue(taskId, extra.sessionId))) {
                            // Handle response and error messages by routing them to the appropriate resolver
                            if (queuedMessage.type === 'response' || queuedMessage.type === 'error') {
                                const message = queuedMessage.message;
                                const requestId = message.id;
                                // Lookup resolver in _requestResolvers map
                                const resolver = this._requestResolvers.get(requestId);
                                if (resolver) {
                                    // Remove resolver from map after invocation
                                    this._requestResolvers.delete(requestId);
                                    // Invoke resolver with response or error
                                    if (queuedMessage.type === 'response') {
                                        resolver(message);
                                    }
                                    else {
                                        // Convert JSONRPCError to McpError
                                        const errorMessage = message;
                                        const error = new McpError(errorMessage.error.code, errorMessage.error.message, errorMessage.error.data);
                                        resolver(error);
                                    }
                                }
                                else {
                                    // Handle missing resolver gracefully with error logging
                                    const messageType = queuedMessage.type === 'response' ? 'Response' : 'Error';
                                    this._onerror(new Error(`${messageType} handler missing for request ${requestId}`));
                                }
                                // Continue to next message
                                continue;
                            }
                            // Send the message on the response stream by passing the relatedRequestId
                            // This tells the transport to write the message to the tasks/result response stream
                            await this._transport?.send(queuedMessage.message, { relatedRequestId: extra.requestId });
                        }
                    }
                    // Now check task status
                    const task = await this._taskStore.getTask(taskId, extra.sessionId);
                    if (!task) {
                        throw new McpError(ErrorCode.InvalidParams, `Task not found: ${taskId}`);
                    }
                    // Block if task is not terminal (we've already delivered all queued messages above)
                    if (!isTerminal(task.status)) {
                        // Wait for status change or new messages
                        await this._waitForTaskUpdate(taskId, extra.signal, extra.sessionId);
                        // After waking up, recursively call to deliver any new messages or result
                        return await handleTaskResult();
                    }
                    // If task is terminal, return the result
                    if (isTerminal(task.status)) {
                        const result = await this._taskStore.getTaskResult(taskId, extra.sessionId);
                        this._clearTaskQueue(taskId, extra.sessionId);
                        return {
                            ...result,
                            _meta: {
                                ...result._meta,
                                [RELATED_TASK_META_KEY]: {
                                    taskId: taskId
                                }
                            }
                        };
                    }
                    return await handleTaskResult();
                };
                return await handleTaskResult();
            });
            this.setRequestHandler(ListTasksRequestSchema, async (request, extra) => {
                try {
                    const { tasks, nextCursor } = await this._taskStore.listTasks(request.params?.cursor, extra.sessionId);
                    // @ts-expect-error SendResultT cannot contain ListTasksResult, but we include it in our derived types everywhere else
                    return {
                        tasks,
                        nextCursor,
                        _meta: {}
                    };
                }
                catch (error) {
                    throw new McpError(ErrorCode.InvalidParams, `Failed to list tasks: ${error instanceof Error ? error.message : String(error)}`);
                }
            });
            this.setRequestHandler(CancelTaskRequestSchema, async (request, extra) => {
                try {
                    // Get the current task to check if it's in a terminal state, in case the implementation is not atomic
                    const task = await this._taskStore.getTask(request.params.taskId, extra.sessionId);
                    if (!task) {
                        throw new McpError(ErrorCode.InvalidParams, `Task not found: ${request.params.taskId}`);
                    }
                    // Reject cancellation of terminal tasks
                    if (isTerminal(task.status)) {
                        throw new McpError(ErrorCode.InvalidParams, `Cannot cancel task in terminal status: ${task.status}`);
                    }
                    await this._taskStore.updateTaskStatus(request.params.taskId, 'cancelled', 'Client cancelled task execution.', extra.sessionId);
                    this._clearTaskQueue(request.params.taskId, extra.sessionId);
                    const cancelledTask = await this._taskStore.getTask(request.params.taskId, extra.sessionId);
                    if (!cancelledTask) {
                        // Task was deleted during cancellation (e.g., cleanup happened)
                        throw new McpError(ErrorCode.InvalidParams, `Task not found after cancellation: ${request.params.taskId}`);
                    }
                    return {
                        _meta: {},
                        ...cancelledTask
                    };
                }
                catch (error) {
                    // Re-throw McpError as-is
                    if (error instanceof McpError) {
                        throw error;
                    }
                    throw new McpError(ErrorCode.InvalidRequest, `Failed to cancel task: ${error instanceof Error ? error.message : String(error)}`);
                }
            });
        }
    }
    async _oncancel(notification) {
        if (!notification.params.requestId) {
            return;
        }
        // Handle request cancellation
        const controller = this._requestHandlerAbortControllers.get(notification.params.requestId);
        controller?.abort(notification.params.reason);
    }
    _setupTimeout(messageId, timeout, maxTotalTimeout, onTimeout, resetTimeoutOnProgress = false) {
        this._timeoutInfo.set(messageId, {
            timeoutId: setTimeout(onTimeout, timeout),
            startTime: Date.now(),
            timeout,
            maxTotalTimeout,
            resetTimeoutOnProgress,
            onTimeout
        });
    }
    _resetTimeout(messageId) {
        const info = this._timeoutInfo.get(messageId);
        if (!info)
            return false;
        const totalElapsed = Date.now() - info.startTime;
        if (info.maxTotalTimeout && totalElapsed >= info.maxTotalTimeout) {
            this._timeoutInfo.delete(messageId);
            throw McpError.fromError(ErrorCode.RequestTimeout, 'Maximum total timeout exceeded', {
                maxTotalTimeout: info.maxTotalTimeout,
                totalElapsed
            });
        }
        clearTimeout(info.timeoutId);
        info.timeoutId = setTimeout(info.onTimeout, info.timeout);
        return true;
    }
    _cleanupTimeout(messageId) {
        const info = this._timeoutInfo.get(messageId);
        if (info) {
            clearTimeout(info.timeoutId);
            this._timeoutInfo.delete(messageId);
        }
    }
    /**
     * Attaches to the given transport, starts it, and starts listening for messages.
     *
     * The Protocol object assumes ownership of the Transport, replacing any callbacks that have already been set, and expects that it is the only user of the Transport instance going forward.
     */
    async connect(transport) {
        if (this._transport) {
            throw new Error('Already connected to a transport. Call close() before connecting to a new transport, or use a separate Protocol instance per connection.');
        }
        this._transport = transport;
        const _onclose = this.transport?.onclose;
        this._transport.onclose = () => {
            _onclose?.();
            this._onclose();
        };
        const _onerror = this.transport?.onerror;
        this._transport.onerror = (error) => {
            _onerror?.(error);
            this._onerror(error);
        };
        const _onmessage = this._transport?.onmessage;
        this._transport.onmessage = (message, extra) => {
            _onmessage?.(message, extra);
            if (isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message)) {
                this._onresponse(message);
            }
            else if (isJSONRPCRequest(message)) {
                this._onrequest(message, extra);
            }
            else if (isJSONRPCNotification(message)) {
                this._onnotification(message);
            }
            else {
                this._onerror(new Error(`Unknown message type: ${JSON.stringify(message)}`));
            }
        };
        await this._transport.start();
    }
    _onclose() {
        const responseHandlers = this._responseHandlers;
        this._responseHandlers = new Map();
        this._progressHandlers.clear();
        this._taskProgressTokens.clear();
        this._pendingDebouncedNotifications.clear();
        for (const info of this._timeoutInfo.values()) {
            clearTimeout(info.timeoutId);
        }
        this._timeoutInfo.clear();
        // Abort all in-flight request handlers so they stop sending messages
        for (const controller of this._requestHandlerAbortControllers.values()) {
            controller.abort();
        }
        this._requestHandlerAbortControllers.clear();
        const error = McpError.fromError(ErrorCode.ConnectionClosed, 'Connection closed');
        this._transport = undefined;
        this.onclose?.();
        for (const handler of responseHandlers.values()) {
            handler(error);
        }
    }
    _onerror(error) {
        this.onerror?.(error);
    }
    _onnotification(notification) {
        const handler = this._notificationHandlers.get(notification.method) ?? this.fallbackNotificationHandler;
        // Ignore notifications not being subscribed to.
        if (handler === undefined) {
            return;
        }
        // Starting with Promise.resolve() puts any synchronous errors into the monad as well.
        Promise.resolve()
            .then(() => handler(notification))
            .catch(error => this._onerror(new Error(`Uncaught error in notification handler: ${error}`)));
    }
    _onrequest(request, extra) {
        const handler = this._requestHandlers.get(request.method) ?? this.fallbackRequestHandler;
        // Capture the current transport at request time to ensure responses go to the correct client
        const capturedTransport = this._transport;
        // Extract taskId from request metadata if present (needed early for method not found case)
        const relatedTaskId = request.params?._meta?.[RELATED_TASK_META_KEY]?.taskId;
        // With a session, the related task is looked up for that session first; replies are queued for it only if it is found.
        const sessionId = capturedTransport?.sessionId;
        const store = this._taskStore;
        let relatedTaskFound = true;
        let relatedTaskLookup;
        if (relatedTaskId && store && this._taskMessageQueue && sessionId !== undefined) {
            relatedTaskFound = false;
            relatedTaskLookup = (async () => {
                if (!(await store.getTask(relatedTaskId, sessionId))) {
                    throw new McpError(ErrorCode.InvalidParams, `Task not found: ${relatedTaskId}`);
                }
                relatedTaskFound = true;
            })();
        }
        if (handler === undefined) {
            const errorResponse = {
                jsonrpc: '2.0',
                id: request.id,
                error: {
                    code: ErrorCode.MethodNotFound,
                    message: 'Method not found'
                }
            };
            // Queue or send the error response based on whether this is a task-related request
            if (relatedTaskId && relatedTaskLookup) {
                const queuedError = { type: 'error', message: errorResponse, timestamp: Date.now() };
                relatedTaskLookup
                    .then(() => this._enqueueTaskMessage(relatedTaskId, queuedError, sessionId), () => capturedTransport?.send(errorResponse))
                    .catch(error => this._onerror(new Error(`Failed to send an error response: ${error}`)));
            }
            else if (relatedTaskId && this._taskMessageQueue) {
                this._enqueueTaskMessage(relatedTaskId, {
                    type: 'error',
                    message: errorResponse,
                    timestamp: Date.now()
                }, capturedTransport?.sessionId).catch(error => this._onerror(new Error(`Failed to enqueue error response: ${error}`)));
            }
            else {
                capturedTransport
                    ?.send(errorResponse)
                    .catch(error => this._onerror(new Error(`Failed to send an error response: ${error}`)));
            }
            return;
        }
        const abortController = new AbortController();
        this._requestHandlerAbortControllers.set(request.id, abortController);
        const taskCreationParams = isTaskAugmentedRequestParams(request.params) ? request.params.task : undefined;
        const taskStore = this._taskStore ? this.requestTaskStore(request, capturedTransport?.sessionId) : undefined;
        const fullExtra = {
            signal: abortController.signal,
            sessionId: capturedTransport?.sessionId,
            _meta: request.params?._meta,
            sendNotification: async (notification) => {
                if (abortController.signal.aborted)
                    return;
                // Include related-task metadata if this request is part of a task
                const notificationOptions = { relatedRequestId: request.id };
                if (relatedTaskId) {
                    notificationOptions.relatedTask = { taskId: relatedTaskId };
                }
                await this.notification(notification, notificationOptions);
            },
            sendRequest: async (r, resultSchema, options) => {
                if (abortController.signal.aborted) {
                    throw new McpError(ErrorCode.ConnectionClosed, 'Request was cancelled');
                }
                // Include related-task metadata if this request is part of a task
                const requestOptions = { ...options, relatedRequestId: request.id };
                if (relatedTaskId && !requestOptions.relatedTask) {
                    requestOptions.relatedTask = { taskId: relatedTaskId };
                }
                // Set task status to input_required when sending a request within a task context
                // Use the taskId from options (explicit) or fall back to relatedTaskId (inherited)
                const effectiveTaskId = requestOptions.relatedTask?.taskId ?? relatedTaskId;
                if (effectiveTaskId && taskStore) {
                    await taskStore.updateTaskStatus(effectiveTaskId, 'input_required');
                }
                return await this.request(r, resultSchema, requestOptions);
            },
            authInfo: extra?.authInfo,
            requestId: request.id,
            requestInfo: extra?.requestInfo,
            taskId: relatedTaskId,
            taskStore: taskStore,
            taskRequestedTtl: taskCreationParams?.ttl,
            closeSSEStream: extra?.closeSSEStream,
            closeStandaloneSSEStream: extra?.closeStandaloneSSEStream
        };
        // Starting with Promise.resolve() puts any synchronous errors into the monad as well.
        (relatedTaskLookup ?? Promise.resolve())
            .then(() => {
            // A request cancelled while its related task was looked up does not start its handler; nothing is replied.
            if (relatedTaskLookup && abortController.signal.aborted) {
                throw new McpError(ErrorCode.ConnectionClosed, 'Request was cancelled');
            }
            // If this request asked for task creation, check capability first
            if (taskCreationParams) {
                // Check if the request method supports task creation
                this.assertTaskHandlerCapability(request.method);
            }
        })
            .then(() => handler(request, fullExtra))
            .then(async (result) => {
            if (abortController.signal.aborted) {
                // Request was cancelled
                return;
            }
            const response = {
                result,
                jsonrpc: '2.0',
                id: request.id
            };
            // Queue or send the response based on whether this is a task-related request
            if (relatedTaskId && this._taskMessageQueue) {
                await this._enqueueTaskMessage(relatedTaskId, {
                    type: 'response',
                    message: response,
                    timestamp: Date.now()
                }, capturedTransport?.sessionId);
            }
            else {
                await capturedTransport?.send(response);
            }
        }, async (error) => {
            if (abortController.signal.aborted) {
                // Request was cancelled
                return;
            }
            const errorResponse = {
                jsonrpc: '2.0',
                id: request.id,
                error: {
                    code: Number.isSafeInteger(error['code']) ? error['code'] : ErrorCode.InternalError,
                    message: error.message ?? 'Internal error',
                    ...(error['data'] !== undefined && { data: error['data'] })
                }
            };
            // Queue or send the error response based on whether this is a task-related request
            if (relatedTaskId && this._taskMessageQueue && relatedTaskFound) {
                await this._enqueueTaskMessage(relatedTaskId, {
                    type: 'error',
                    message: errorResponse,
                    timestamp: Date.now()
                }, capturedTransport?.sessionId);
            }
            else {
                await capturedTransport?.send(errorResponse);
            }
        })
            .catch(error => this._onerror(new Error(`Failed to send response: ${error}`)))
            .finally(() => {
            // Only delete if the stored controller is still ours; after close()+connect(),
            // a new connection may have reused the same request ID with a different controller.
            if (this._requestHandlerAbortControllers.get(request.id) === abortController) {
                this._requestHandlerAbortControllers.delete(request.id);
            }
        });
    }
    _onprogress(notification) {
        const { progressToken, ...params } = notification.params;
        const messageId = Number(progressToken);
        const handler = this._progressHandlers.get(messageId);
        if (!handler) {
            this._onerror(new Error(`Received a progress notification for an unknown token: ${JSON.stringify(notification)}`));
            return;
        }
        const responseHandler = this._responseHandlers.get(messageId);
        const timeoutInfo = this._timeoutInfo.get(messageId);
        if (timeoutInfo && responseHandler && timeoutInfo.resetTimeoutOnProgress) {
            try {
                this._resetTimeout(messageId);
            }
            catch (error) {
                // Clean up if maxTotalTimeout was exceeded
                this._responseHandlers.delete(messageId);
                this._progressHandlers.delete(messageId);
                this._cleanupTimeout(messageId);
                responseHandler(error);
                return;
            }
        }
        handler(params);
    }
    _onresponse(response) {
        const messageId = Number(response.id);
        // Check if this is a response to a queued request
        const resolver = this._requestResolvers.get(messageId);
        if (resolver) {
            this._requestResolvers.delete(messageId);
            if (isJSONRPCResultResponse(response)) {
                resolver(response);
            }
            else {
                const error = new McpError(response.error.code, response.error.message, response.error.data);
                resolver(error);
            }
            return;
        }
        const handler = this._responseHandlers.get(messageId);
        if (handler === undefined) {
            this._onerror(new Error(`Received a response for an unknown message ID: ${JSON.stringify(response)}`));
            return;
        }
        this._responseHandlers.delete(messageId);
        this._cleanupTimeout(messageId);
        // Keep progress handler alive for CreateTaskResult responses
        let isTaskResponse = false;
        if (isJSONRPCResultResponse(response) && response.result && typeof response.result === 'object') {
            const result = response.result;
            if (result.task && typeof result.task === 'object') {
                const task = result.task;
                if (typeof task.taskId === 'string') {
                    isTaskResponse = true;
                    this._taskProgressTokens.set(task.taskId, messageId);
                }
            }
        }
        if (!isTaskResponse) {
            this._progressHandlers.delete(messageId);
        }
        if (isJSONRPCResultResponse(response)) {
            handler(response);
        }
        else {
            const error = McpError.fromError(response.error.code, response.error.message, response.error.data);
            handler(error);
        }
    }
    get transport() {
        return this._transport;
    }
    /**
     * Closes the connection.
     */
    async close() {
        await this._transport?.close();
    }
    /**
     * Sends a request and returns an AsyncGenerator that yields response messages.
     * The generator is guaranteed to end with either a 'result' or 'error' message.
     *
     * @example
     * ```typescript
     * const stream = protocol.requestStream(request, resultSchema, options);
     * for await (const message of stream) {
     *   switch (message.type) {
     *     case 'taskCreated':
     *       console.log('Task created:', message.task.taskId);
     *       break;
     *     case 'taskStatus':
     *       console.log('Task status:', message.task.status);
     *       break;
     *     case 'result':
     *       console.log('Final result:', message.result);
     *       break;
     *     case 'error':
     *       console.error('Error:', message.error);
     *       break;
     *   }
     * }
     * ```
     *
     * @experimental Use `client.experimental.tasks.requestStream()` to access this method.
     */
    async *requestStream(request, resultSchema, options) {
        const { task } = options ?? {};
        // For non-task requests, just yield the result
        if (!task) {
            try {
                const result = await this.request(request, resultSchema, options);
                yield { type: 'result', result };
            }
            catch (error) {
                yield {
                    type: 'error',
                    error: error instanceof McpError ? error : new McpError(ErrorCode.InternalError, String(error))
                };
            }
            return;
        }
        // For task-augmented requests, we need to poll for status
        // First, make the request to create the task
        let taskId;
        try {
            // Send the request and get the CreateTaskResult
            const createResult = await this.request(request, CreateTaskResultSchema, options);
            // Extract taskId from the result
            if (createResult.task) {
                taskId = createResult.task.taskId;
                yield { type: 'taskCreated', task: createResult.task };
            }
            else {
                throw new McpError(ErrorCode.InternalError, 'Task creation did not return a task');
            }
            // Poll for task completion
            while (true) {
                // Get current task status
                const task = await this.getTask({ taskId }, options);
                yield { type: 'taskStatus', task };
                // Check if task is terminal
                if (isTerminal(task.status)) {
                    if (task.status === 'completed') {
                        // Get the final result
                        const result = await this.getTaskResult({ taskId }, resultSchema, options);
                        yield { type: 'result', result };
                    }
                    else if (task.status === 'failed') {
                        yield {
                            type: 'error',
                            error: new McpError(ErrorCode.InternalError, `Task ${taskId} failed`)
                        };
                    }
                    else if (task.status === 'cancelled') {
                        yield {
                            type: 'error',
                            error: new McpError(ErrorCode.InternalError, `Task ${taskId} was cancelled`)
                        };
                    }
                    return;
                }
                // When input_required, call tasks/result to deliver queued messages
                // (elicitation, sampling) via SSE and block until terminal
                if (task.status === 'input_required') {
                    const result = await this.getTaskResult({ taskId }, resultSchema, options);
                    yield { type: 'result', result };
                    return;
                }
                // Wait before polling again
                const pollInterval = task.pollInterval ?? this._options?.defaultTaskPollInterval ?? 1000;
                await new Promise(resolve => setTimeout(resolve, pollInterval));
                // Check if cancelled
                options?.signal?.throwIfAborted();
            }
        }
        catch (error) {
            yield {
                type: 'error',
                error: error instanceof McpError ? error : new McpError(ErrorCode.InternalError, String(error))
            };
        }
    }
    /**
     * Sends a request and waits for a response.
     *
     * Do not use this method to emit notifications! Use notification() instead.
     */
    request(request, resultSchema, options) {
        const { relatedRequestId, resumptionToken, onresumptiontoken, task, relatedTask } = options ?? {};
        // Send the request
        return new Promise((resolve, reject) => {
            const earlyReject = (error) => {
                reject(error);
            };
            if (!this._transport) {
                earlyReject(new Error('Not connected'));
                return;
            }
            if (this._options?.enforceStrictCapabilities === true) {
                try {
                    this.assertCapabilityForMethod(request.method);
                    // If task creation is requested, also check task capabilities
                    if (task) {
                        this.assertTaskCapability(request.method);
                    }
                }
                catch (e) {
                    earlyReject(e);
                    return;
                }
            }
            options?.signal?.throwIfAborted();
            const messageId = this._requestMessageId++;
            const jsonrpcRequest = {
                ...request,
                jsonrpc: '2.0',
                id: messageId
            };
            if (options?.onprogress) {
                this._progressHandlers.set(messageId, options.onprogress);
                jsonrpcRequest.params = {
                    ...request.params,
                    _meta: {
                        ...(request.params?._meta || {}),
                        progressToken: messageId
                    }
                };
            }
            // Augment with task creation parameters if provided
            if (task) {
                jsonrpcRequest.params = {
                    ...jsonrpcRequest.params,
                    task: task
                };
            }
            // Augment with related task metadata if relatedTask is provided
            if (relatedTask) {
                jsonrpcRequest.params = {
                    ...jsonrpcRequest.params,
                    _meta: {
                        ...(jsonrpcRequest.params?._meta || {}),
                        [RELATED_TASK_META_KEY]: relatedTask
                    }
                };
            }
            const cancel = (reason) => {
                this._responseHandlers.delete(messageId);
                this._progressHandlers.delete(messageId);
                this._cleanupTimeout(messageId);
                this._transport
                    ?.send({
                    jsonrpc: '2.0',
                    method: 'notifications/cancelled',
                    params: {
                        requestId: messageId,
                        reason: String(reason)
                    }
                }, { relatedRequestId, resumptionToken, onresumptiontoken })
                    .catch(error => this._onerror(new Error(`Failed to send cancellation: ${error}`)));
                // Wrap the reason in an McpError if it isn't already
                const error = reason instanceof McpError ? reason : new McpError(ErrorCode.RequestTimeout, String(reason));
                reject(error);
            };
            this._responseHandlers.set(messageId, response => {
                if (options?.signal?.aborted) {
                    return;
                }
                if (response instanceof Error) {
                    return reject(response);
                }
                try {
                    const parseResult = safeParse(resultSchema, response.result);
                    if (!parseResult.success) {
                        // Type guard: if success is false, error is guaranteed to exist
                        reject(parseResult.error);
                    }
                    else {
                        resolve(parseResult.data);
                    }
                }
                catch (error) {
                    reject(error);
                }
            });
            options?.signal?.addEventListener('abort', () => {
                cancel(options?.signal?.reason);
            });
            const timeout = options?.timeout ?? DEFAULT_REQUEST_TIMEOUT_MSEC;
            const timeoutHandler = () => cancel(McpError.fromError(ErrorCode.RequestTimeout, 'Request timed out', { timeout }));
            this._setupTimeout(messageId, timeout, options?.maxTotalTimeout, timeoutHandler, options?.resetTimeoutOnProgress ?? false);
            // Queue request if related to a task
            const relatedTaskId = relatedTask?.taskId;
            if (relatedTaskId) {
                // Store the response resolver for this request so responses can be routed back
                const responseResolver = (response) => {
                    const handler = this._responseHandlers.get(messageId);
                    if (handler) {
                        handler(response);
                    }
                    else {
                        // Log error when resolver is missing, but don't fail
                        this._onerror(new Error(`Response handler missing for side-channeled request ${messageId}`));
                    }
                };
                this._requestResolvers.set(messageId, responseResolver);
                this._enqueueTaskMessage(relatedTaskId, {
                    type: 'request',
                    message: jsonrpcRequest,
                    timestamp: Date.now()
                }).catch(error => {
                    this._cleanupTimeout(messageId);
                    reject(error);
                });
                // Don't send through transport - queued messages are delivered via tasks/result only
                // This prevents duplicate delivery for bidirectional transports
            }
            else {
                // No related task - send through transport normally
                this._transport.send(jsonrpcRequest, { relatedRequestId, resumptionToken, onresumptiontoken }).catch(error => {
                    this._cleanupTimeout(messageId);
                    reject(error);
                });
            }
        });
    }
    /**
     * Gets the current status of a task.
     *
     * @experimental Use `client.experimental.tasks.getTask()` to access this method.
     */
    async getTask(params, options) {
        // @ts-expect-error SendRequestT cannot directly contain GetTaskRequest, but we ensure all type instantiations contain it anyways
        return this.request({ method: 'tasks/get', params }, GetTaskResultSchema, options);
    }
    /**
     * Retrieves the result of a completed task.
     *
     * @experimental Use `client.experimental.tasks.getTaskResult()` to access this method.
     */
    async getTaskResult(params, resultSchema, options) {
        // @ts-expect-error SendRequestT cannot directly contain GetTaskPayloadRequest, but we ensure all type instantiations contain it anyways
        return this.request({ method: 'tasks/result', params }, resultSchema, options);
    }
    /**
     * Lists tasks, optionally starting from a pagination cursor.
     *
     * @experimental Use `client.experimental.tasks.listTasks()` to access this method.
     */
    async listTasks(params, options) {
        // @ts-expect-error SendRequestT cannot directly contain ListTasksRequest, but we ensure all type instantiations contain it anyways
        return this.request({ method: 'tasks/list', params }, ListTasksResultSchema, options);
    }
    /**
     * Cancels a specific task.
     *
     * @experimental Use `client.experimental.tasks.cancelTask()` to access this method.
     */
    async cancelTask(params, options) {
        // @ts-expect-error SendRequestT cannot directly contain CancelTaskRequest, but we ensure all type instantiations contain it anyways
        return this.request({ method: 'tasks/cancel', params }, CancelTaskResultSchema, options);
    }
    /**
     * Emits a notification, which is a one-way message that does not expect a response.
     */
    async notification(notification, options) {
        if (!this._transport) {
            throw new Error('Not connected');
        }
        this.assertNotificationCapability(notification.method);
        // Queue notification if related to a task
        const relatedTaskId = options?.relatedTask?.taskId;
        if (relatedTaskId) {
            // Build the JSONRPC notification with metadata
            const jsonrpcNotification = {
                ...notification,
                jsonrpc: '2.0',
                params: {
                    ...notification.params,
                    _meta: {
                        ...(notification.params?._meta || {}),
                        [RELATED_TASK_META_KEY]: options.relatedTask
                    }
                }
            };
            await this._enqueueTaskMessage(relatedTaskId, {
                type: 'notification',
                message: jsonrpcNotification,
                timestamp: Date.now()
            });
            // Don't send through transport - queued messages are delivered via tasks/result only
            // This prevents duplicate delivery for bidirectional transports
            return;
        }
        const debouncedMethods = this._options?.debouncedNotificationMethods ?? [];
        // A notification can only be debounced if it's in the list AND it's "simple"
        // (i.e., has no parameters and no related request ID or related task that could be lost).
        const canDebounce = debouncedMethods.includes(notification.method) && !notification.params && !options?.relatedRequestId && !options?.relatedTask;
        if (canDebounce) {
            // If a notification of this type is already scheduled, do nothing.
            if (this._pendingDebouncedNotifications.has(notification.method)) {
                return;
            }
            // Mark this notification type as pending.
            this._pendingDebouncedNotifications.add(notification.method);
            // Schedule the actual send to happen in the next microtask.
            // This allows all synchronous calls in the current event loop tick to be coalesced.
            Promise.resolve().then(() => {
                // Un-mark the notification so the next one can be scheduled.
                this._pendingDebouncedNotifications.delete(notification.method);
                // SAFETY CHECK: If the connection was closed while this was pending, abort.
                if (!this._transport) {
                    return;
                }
                let jsonrpcNotification = {
                    ...notification,
                    jsonrpc: '2.0'
                };
                // Augment with related task metadata if relatedTask is provided
                if (options?.relatedTask) {
                    jsonrpcNotification = {
                        ...jsonrpcNotification,
                        params: {
                            ...jsonrpcNotification.params,
                            _meta: {
                                ...(jsonrpcNotification.params?._meta || {}),
                                [RELATED_TASK_META_KEY]: options.relatedTask
                            }
                        }
                    };
                }
                // Send the notification, but don't await it here to avoid blocking.
                // Handle potential errors with a .catch().
                this._transport?.send(jsonrpcNotification, options).catch(error => this._onerror(error));
            });
            // Return immediately.
            return;
        }
        let jsonrpcNotification = {
            ...notification,
            jsonrpc: '2.0'
        };
        // Augment with related task metadata if relatedTask is provided
        if (options?.relatedTask) {
            jsonrpcNotification = {
                ...jsonrpcNotification,
                params: {
                    ...jsonrpcNotification.params,
                    _meta: {
                        ...(jsonrpcNotification.params?._meta || {}),
                        [RELATED_TASK_META_KEY]: options.relatedTask
                    }
                }
            };
        }
        await this._transport.send(jsonrpcNotification, options);
    }
    /**
     * Registers a handler to invoke when this protocol object receives a request with the given method.
     *
     * Note that this will replace any previous request handler for the same method.
     */
    setRequestHandler(requestSchema, handler) {
        const method = getMethodLiteral(requestSchema);
        this.assertRequestHandlerCapability(method);
        this._requestHandlers.set(method, (request, extra) => {
            const parsed = parseWithCompat(requestSchema, request);
            return Promise.resolve(handler(parsed, extra));
        });
    }
    /**
     * Removes the request handler for the given method.
     */
    removeRequestHandler(method) {
        this._requestHandlers.delete(method);
    }
    /**
     * Asserts that a request handler has not already been set for the given method, in preparation for a new one being automatically installed.
     */
    assertCanSetRequestHandler(method) {
        if (this._requestHandlers.has(method)) {
            throw new Error(`A request handler for ${method} already exists, which would be overridden`);
        }
    }
    /**
     * Registers a handler to invoke when this protocol object receives a notification with the given method.
     *
     * Note that this will replace any previous notification handler for the same method.
     */
    setNotificationHandler(notificationSchema, handler) {
        const method = getMethodLiteral(notificationSchema);
        this._notificationHandlers.set(method, notification => {
            const parsed = parseWithCompat(notificationSchema, notification);
            return Promise.resolve(handler(parsed));
        });
    }
    /**
     * Removes the notification handler for the given method.
     */
    removeNotificationHandler(method) {
        this._notificationHandlers.delete(method);
    }
    /**
     * Cleans up the progress handler associated with a task.
     * This should be called when a task reaches a terminal status.
     */
    _cleanupTaskProgressHandler(taskId) {
        const progressToken = this._taskProgressTokens.get(taskId);
        if (progressToken !== undefined) {
            this._progressHandlers.delete(progressToken);
            this._taskProgressTokens.delete(taskId);
        }
    }
    /**
     * Enqueues a task-related message for side-channel delivery via tasks/result.
     * @param taskId The task ID to associate the message with
     * @param message The message to enqueue
     * @param sessionId Optional session ID for binding the operation to a specific session
     * @throws Error if taskStore is not configured or if enqueue fails (e.g., queue overflow)
     *
     * Note: If enqueue fails, it's the TaskMessageQueue implementation's responsibility to handle
     * the error appropriately (e.g., by failing the task, logging, etc.). The Protocol layer
     * simply propagates the error.
     */
    async _enqueueTaskMessage(taskId, message, sessionId) {
        // Task message queues are only used when taskStore is configured
        if (!this._taskStore || !this._taskMessageQueue) {
            throw new Error('Cannot enqueue task message: taskStore and taskMessageQueue are not configured');
        }
        const maxQueueSize = this._options?.maxTaskQueueSize;
        // Messages queued by local code carry the session of the current connection, like the ones queued for a request.
        await this._taskMessageQueue.enqueue(taskId, message, sessionId ?? this._transport?.sessionId, maxQueueSize);
    }
    /**
     * Clears the message queue for a task and rejects any pending request resolvers.
     * @param taskId The task ID whose queue should be cleared
     * @param sessionId Optional session ID for binding the operation to a specific session
     */
    async _clearTaskQueue(taskId, sessionId) {
        if (this._taskMessageQueue) {
            // Reject any pending request resolvers
            const messages = await this._taskMessageQueue.dequeueAll(taskId, sessionId);
            for (const message of messages) {
                if (message.type === 'request' && isJSONRPCRequest(message.message)) {
                    // Extract request ID from the message
                    const requestId = message.message.id;
                    const resolver = this._requestResolvers.get(requestId);
                    if (resolver) {
                        resolver(new McpError(ErrorCode.InternalError, 'Task cancelled or completed'));
                        this._requestResolvers.delete(requestId);
                    }
                    else {
                        // Log error when resolver is missing during cleanup for better observability
                        this._onerror(new Error(`Resolver missing for request ${requestId} during task ${taskId} cleanup`));
                    }
                }
            }
        }
    }
    /**
     * Waits for a task update (new messages or status change) with abort signal support.
     * Uses polling to check for updates at the task's configured poll interval.
     * @param taskId The task ID to wait for
     * @param signal Abort signal to cancel the wait
     * @param sessionId Session of the request that waits, passed to the task store
     * @returns Promise that resolves when an update occurs or rejects if aborted
     */
    async _waitForTaskUpdate(taskId, signal, sessionId) {
        // Get the task's poll interval, falling back to default
        let interval = this._options?.defaultTaskPollInterval ?? 1000;
        try {
            const task = await this._taskStore?.getTask(taskId, sessionId);
            if (task?.pollInterval) {
                interval = task.pollInterval;
            }
        }
        catch {
            // Use default interval if task lookup fails
        }
        return new Promise((resolve, reject) => {
            if (signal.aborted) {
                reject(new McpError(ErrorCode.InvalidRequest, 'Request cancelled'));
                return;
            }
            // Wait for the poll interval, then resolve so caller can check for updates
            const timeoutId = setTimeout(resolve, interval);
            // Clean up timeout and reject if aborted
            signal.addEventListener('abort', () => {
                clearTimeout(timeoutId);
                reject(new McpError(ErrorCode.InvalidRequest, 'Request cancelled'));
            }, { once: true });
        });
    }
    requestTaskStore(request, sessionId) {
        const taskStore = this._taskStore;
        if (!taskStore) {
            throw new Error('No task store configured');
        }
        return {
            createTask: async (taskParams) => {
                if (!request) {
                    throw new Error('No request provided');
                }
                return await taskStore.createTask(taskParams, request.id, {
                    method: request.method,
                    params: request.params
                }, sessionId);
            },
            getTask: async (taskId) => {
                const task = await taskStore.getTask(taskId, sessionId);
                if (!task) {
                    throw new McpError(ErrorCode.InvalidParams, 'Failed to retrieve task: Task not found');
                }
                return task;
            },
            storeTaskResult: async (taskId, status, result) => {
                await taskStore.storeTaskResult(taskId, status, result, sessionId);
                // Get updated task state and send notification
                const task = await taskStore.getTask(taskId, sessionId);
                if (task) {
                    const notification = TaskStatusNotificationSchema.parse({
                        method: 'notifications/tasks/status',
                        params: task
                    });
                    await this.notification(notification);
                    if (isTerminal(task.status)) {
                        this._cleanupTaskProgressHandler(taskId);
                        // Don't clear queue here - it will be cleared after delivery via tasks/result
                    }
                }
            },
            getTaskResult: taskId => {
                return taskStore.getTaskResult(taskId, sessionId);
            },
            updateTaskStatus: async (taskId, status, statusMessage) => {
                // Check if task exists
                const task = await taskStore.getTask(taskId, sessionId);
                if (!task) {
                    throw new McpError(ErrorCode.InvalidParams, `Task "${taskId}" not found - it may have been cleaned up`);
                }
                // Don't allow transitions from terminal states
                if (isTerminal(task.status)) {
                    throw new McpError(ErrorCode.InvalidParams, `Cannot update task "${taskId}" from terminal status "${task.status}" to "${status}". Terminal states (completed, failed, cancelled) cannot transition to other states.`);
                }
                await taskStore.updateTaskStatus(taskId, status, statusMessage, sessionId);
                // Get updated task state and send notification
                const updatedTask = await taskStore.getTask(taskId, sessionId);
                if (updatedTask) {
                    const notification = TaskStatusNotificationSchema.parse({
                        method: 'notifications/tasks/status',
                        params: updatedTask
                    });
                    await this.notification(notification);
                    if (isTerminal(updatedTask.status)) {
                        this._cleanupTaskProgressHandler(taskId);
                        // Don't clear queue here - it will be cleared after delivery via tasks/result
                    }
                }
            },
            listTasks: cursor => {
                return taskStore.listTasks(cursor, sessionId);
            }
        };
    }
}
function isPlainObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
function mergeCapabilities(base, additional) {
    const result = { ...base };
    for (const key in additional) {
        const k = key;
        const addValue = additional[k];
        if (addValue === undefined)
            continue;
        const baseValue = result[k];
        if (isPlainObject(baseValue) && isPlainObject(addValue)) {
            result[k] = { ...baseValue, ...addValue };
        }
        else {
            result[k] = addValue;
        }
    }
    return result;
}

/**
 * AJV-based JSON Schema validator provider
 */
function createDefaultAjvInstance() {
    const ajv = new Ajv({
        strict: false,
        validateFormats: true,
        validateSchema: false,
        allErrors: true
    });
    const addFormats = addFormatsModule;
    addFormats(ajv);
    return ajv;
}
/**
 * @example
 * ```typescript
 * // Use with default AJV instance (recommended)
 * import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
 * const validator = new AjvJsonSchemaValidator();
 *
 * // Use with custom AJV instance
 * import { Ajv } from 'ajv';
 * const ajv = new Ajv({ strict: true, allErrors: true });
 * const validator = new AjvJsonSchemaValidator(ajv);
 * ```
 */
class AjvJsonSchemaValidator {
    /**
     * Create an AJV validator
     *
     * @param ajv - Optional pre-configured AJV instance. If not provided, a default instance will be created.
     *
     * @example
     * ```typescript
     * // Use default configuration (recommended for most cases)
     * import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
     * const validator = new AjvJsonSchemaValidator();
     *
     * // Or provide custom AJV instance for advanced configuration
     * import { Ajv } from 'ajv';
     * import addFormats from 'ajv-formats';
     *
     * const ajv = new Ajv({ validateFormats: true });
     * addFormats(ajv);
     * const validator = new AjvJsonSchemaValidator(ajv);
     * ```
     */
    constructor(ajv) {
        this._ajv = ajv ?? createDefaultAjvInstance();
    }
    /**
     * Create a validator for the given JSON Schema
     *
     * The validator is compiled once and can be reused multiple times.
     * If the schema has an $id, it will be cached by AJV automatically.
     *
     * @param schema - Standard JSON Schema object
     * @returns A validator function that validates input data
     */
    getValidator(schema) {
        // Check if schema has $id and is already compiled/cached
        const ajvValidator = '$id' in schema && typeof schema.$id === 'string'
            ? (this._ajv.getSchema(schema.$id) ?? this._ajv.compile(schema))
            : this._ajv.compile(schema);
        return (input) => {
            const valid = ajvValidator(input);
            if (valid) {
                return {
                    valid: true,
                    data: input,
                    errorMessage: undefined
                };
            }
            else {
                return {
                    valid: false,
                    data: undefined,
                    errorMessage: this._ajv.errorsText(ajvValidator.errors)
                };
            }
        };
    }
}

/**
 * Experimental client task features for MCP SDK.
 * WARNING: These APIs are experimental and may change without notice.
 *
 * @experimental
 */
/**
 * Experimental task features for MCP clients.
 *
 * Access via `client.experimental.tasks`:
 * ```typescript
 * const stream = client.experimental.tasks.callToolStream({ name: 'tool', arguments: {} });
 * const task = await client.experimental.tasks.getTask(taskId);
 * ```
 *
 * @experimental
 */
class ExperimentalClientTasks {
    constructor(_client) {
        this._client = _client;
    }
    /**
     * Calls a tool and returns an AsyncGenerator that yields response messages.
     * The generator is guaranteed to end with either a 'result' or 'error' message.
     *
     * This method provides streaming access to tool execution, allowing you to
     * observe intermediate task status updates for long-running tool calls.
     * Automatically validates structured output if the tool has an outputSchema.
     *
     * @example
     * ```typescript
     * const stream = client.experimental.tasks.callToolStream({ name: 'myTool', arguments: {} });
     * for await (const message of stream) {
     *   switch (message.type) {
     *     case 'taskCreated':
     *       console.log('Tool execution started:', message.task.taskId);
     *       break;
     *     case 'taskStatus':
     *       console.log('Tool status:', message.task.status);
     *       break;
     *     case 'result':
     *       console.log('Tool result:', message.result);
     *       break;
     *     case 'error':
     *       console.error('Tool error:', message.error);
     *       break;
     *   }
     * }
     * ```
     *
     * @param params - Tool call parameters (name and arguments)
     * @param resultSchema - Zod schema for validating the result (defaults to CallToolResultSchema)
     * @param options - Optional request options (timeout, signal, task creation params, etc.)
     * @returns AsyncGenerator that yields ResponseMessage objects
     *
     * @experimental
     */
    async *callToolStream(params, resultSchema = CallToolResultSchema, options) {
        // Access Client's internal methods
        const clientInternal = this._client;
        // Add task creation parameters if server supports it and not explicitly provided
        const optionsWithTask = {
            ...options,
            // We check if the tool is known to be a task during auto-configuration, but assume
            // the caller knows what they're doing if they pass this explicitly
            task: options?.task ?? (clientInternal.isToolTask(params.name) ? {} : undefined)
        };
        const stream = clientInternal.requestStream({ method: 'tools/call', params }, resultSchema, optionsWithTask);
        // Get the validator for this tool (if it has an output schema)
        const validator = clientInternal.getToolOutputValidator(params.name);
        // Iterate through the stream and validate the final result if needed
        for await (const message of stream) {
            // If this is a result message and the tool has an output schema, validate it
            if (message.type === 'result' && validator) {
                const result = message.result;
                // If tool has outputSchema, it MUST return structuredContent (unless it's an error)
                if (!result.structuredContent && !result.isError) {
                    yield {
                        type: 'error',
                        error: new McpError(ErrorCode.InvalidRequest, `Tool ${params.name} has an output schema but did not return structured content`)
                    };
                    return;
                }
                // Only validate structured content if present (not when there's an error)
                if (result.structuredContent) {
                    try {
                        // Validate the structured content against the schema
                        const validationResult = validator(result.structuredContent);
                        if (!validationResult.valid) {
                            yield {
                                type: 'error',
                                error: new McpError(ErrorCode.InvalidParams, `Structured content does not match the tool's output schema: ${validationResult.errorMessage}`)
                            };
                            return;
                        }
                    }
                    catch (error) {
                        if (error instanceof McpError) {
                            yield { type: 'error', error };
                            return;
                        }
                        yield {
                            type: 'error',
                            error: new McpError(ErrorCode.InvalidParams, `Failed to validate structured content: ${error instanceof Error ? error.message : String(error)}`)
                        };
                        return;
                    }
                }
            }
            // Yield the message (either validated result or any other message type)
            yield message;
        }
    }
    /**
     * Gets the current status of a task.
     *
     * @param taskId - The task identifier
     * @param options - Optional request options
     * @returns The task status
     *
     * @experimental
     */
    async getTask(taskId, options) {
        return this._client.getTask({ taskId }, options);
    }
    /**
     * Retrieves the result of a completed task.
     *
     * @param taskId - The task identifier
     * @param resultSchema - Zod schema for validating the result
     * @param options - Optional request options
     * @returns The task result
     *
     * @experimental
     */
    async getTaskResult(taskId, resultSchema, options) {
        // Delegate to the client's underlying Protocol method
        return this._client.getTaskResult({ taskId }, resultSchema, options);
    }
    /**
     * Lists tasks with optional pagination.
     *
     * @param cursor - Optional pagination cursor
     * @param options - Optional request options
     * @returns List of tasks with optional next cursor
     *
     * @experimental
     */
    async listTasks(cursor, options) {
        // Delegate to the client's underlying Protocol method
        return this._client.listTasks(cursor ? { cursor } : undefined, options);
    }
    /**
     * Cancels a running task.
     *
     * @param taskId - The task identifier
     * @param options - Optional request options
     *
     * @experimental
     */
    async cancelTask(taskId, options) {
        // Delegate to the client's underlying Protocol method
        return this._client.cancelTask({ taskId }, options);
    }
    /**
     * Sends a request and returns an AsyncGenerator that yields response messages.
     * The generator is guaranteed to end with either a 'result' or 'error' message.
     *
     * This method provides streaming access to request processing, allowing you to
     * observe intermediate task status updates for task-augmented requests.
     *
     * @param request - The request to send
     * @param resultSchema - Zod schema for validating the result
     * @param options - Optional request options (timeout, signal, task creation params, etc.)
     * @returns AsyncGenerator that yields ResponseMessage objects
     *
     * @experimental
     */
    requestStream(request, resultSchema, options) {
        return this._client.requestStream(request, resultSchema, options);
    }
}

/**
 * Experimental task capability assertion helpers.
 * WARNING: These APIs are experimental and may change without notice.
 *
 * @experimental
 */
/**
 * Asserts that task creation is supported for tools/call.
 * Used by Client.assertTaskCapability and Server.assertTaskHandlerCapability.
 *
 * @param requests - The task requests capability object
 * @param method - The method being checked
 * @param entityName - 'Server' or 'Client' for error messages
 * @throws Error if the capability is not supported
 *
 * @experimental
 */
function assertToolsCallTaskCapability(requests, method, entityName) {
    if (!requests) {
        throw new Error(`${entityName} does not support task creation (required for ${method})`);
    }
    switch (method) {
        case 'tools/call':
            if (!requests.tools?.call) {
                throw new Error(`${entityName} does not support task creation for tools/call (required for ${method})`);
            }
            break;
    }
}
/**
 * Asserts that task creation is supported for sampling/createMessage or elicitation/create.
 * Used by Server.assertTaskCapability and Client.assertTaskHandlerCapability.
 *
 * @param requests - The task requests capability object
 * @param method - The method being checked
 * @param entityName - 'Server' or 'Client' for error messages
 * @throws Error if the capability is not supported
 *
 * @experimental
 */
function assertClientRequestTaskCapability(requests, method, entityName) {
    if (!requests) {
        throw new Error(`${entityName} does not support task creation (required for ${method})`);
    }
    switch (method) {
        case 'sampling/createMessage':
            if (!requests.sampling?.createMessage) {
                throw new Error(`${entityName} does not support task creation for sampling/createMessage (required for ${method})`);
            }
            break;
        case 'elicitation/create':
            if (!requests.elicitation?.create) {
                throw new Error(`${entityName} does not support task creation for elicitation/create (required for ${method})`);
            }
            break;
    }
}

/**
 * Elicitation default application helper. Applies defaults to the data based on the schema.
 *
 * @param schema - The schema to apply defaults to.
 * @param data - The data to apply defaults to.
 */
function applyElicitationDefaults(schema, data) {
    if (!schema || data === null || typeof data !== 'object')
        return;
    // Handle object properties
    if (schema.type === 'object' && schema.properties && typeof schema.properties === 'object') {
        const obj = data;
        const props = schema.properties;
        for (const key of Object.keys(props)) {
            const propSchema = props[key];
            // If missing or explicitly undefined, apply default if present
            if (obj[key] === undefined && Object.prototype.hasOwnProperty.call(propSchema, 'default')) {
                obj[key] = propSchema.default;
            }
            // Recurse into existing nested objects/arrays
            if (obj[key] !== undefined) {
                applyElicitationDefaults(propSchema, obj[key]);
            }
        }
    }
    if (Array.isArray(schema.anyOf)) {
        for (const sub of schema.anyOf) {
            // Skip boolean schemas (true/false are valid JSON Schemas but have no defaults)
            if (typeof sub !== 'boolean') {
                applyElicitationDefaults(sub, data);
            }
        }
    }
    // Combine schemas
    if (Array.isArray(schema.oneOf)) {
        for (const sub of schema.oneOf) {
            // Skip boolean schemas (true/false are valid JSON Schemas but have no defaults)
            if (typeof sub !== 'boolean') {
                applyElicitationDefaults(sub, data);
            }
        }
    }
}
/**
 * Determines which elicitation modes are supported based on declared client capabilities.
 *
 * According to the spec:
 * - An empty elicitation capability object defaults to form mode support (backwards compatibility)
 * - URL mode is only supported if explicitly declared
 *
 * @param capabilities - The client's elicitation capabilities
 * @returns An object indicating which modes are supported
 */
function getSupportedElicitationModes(capabilities) {
    if (!capabilities) {
        return { supportsFormMode: false, supportsUrlMode: false };
    }
    const hasFormCapability = capabilities.form !== undefined;
    const hasUrlCapability = capabilities.url !== undefined;
    // If neither form nor url are explicitly declared, form mode is supported (backwards compatibility)
    const supportsFormMode = hasFormCapability || (!hasFormCapability && !hasUrlCapability);
    const supportsUrlMode = hasUrlCapability;
    return { supportsFormMode, supportsUrlMode };
}
/**
 * An MCP client on top of a pluggable transport.
 *
 * The client will automatically begin the initialization flow with the server when connect() is called.
 *
 * To use with custom types, extend the base Request/Notification/Result types and pass them as type parameters:
 *
 * ```typescript
 * // Custom schemas
 * const CustomRequestSchema = RequestSchema.extend({...})
 * const CustomNotificationSchema = NotificationSchema.extend({...})
 * const CustomResultSchema = ResultSchema.extend({...})
 *
 * // Type aliases
 * type CustomRequest = z.infer<typeof CustomRequestSchema>
 * type CustomNotification = z.infer<typeof CustomNotificationSchema>
 * type CustomResult = z.infer<typeof CustomResultSchema>
 *
 * // Create typed client
 * const client = new Client<CustomRequest, CustomNotification, CustomResult>({
 *   name: "CustomClient",
 *   version: "1.0.0"
 * })
 * ```
 */
class Client extends Protocol {
    /**
     * Initializes this client with the given name and version information.
     */
    constructor(_clientInfo, options) {
        super(options);
        this._clientInfo = _clientInfo;
        this._cachedToolOutputValidators = new Map();
        this._cachedKnownTaskTools = new Set();
        this._cachedRequiredTaskTools = new Set();
        this._listChangedDebounceTimers = new Map();
        this._capabilities = options?.capabilities ?? {};
        this._jsonSchemaValidator = options?.jsonSchemaValidator ?? new AjvJsonSchemaValidator();
        // Store list changed config for setup after connection (when we know server capabilities)
        if (options?.listChanged) {
            this._pendingListChangedConfig = options.listChanged;
        }
    }
    /**
     * Set up handlers for list changed notifications based on config and server capabilities.
     * This should only be called after initialization when server capabilities are known.
     * Handlers are silently skipped if the server doesn't advertise the corresponding listChanged capability.
     * @internal
     */
    _setupListChangedHandlers(config) {
        if (config.tools && this._serverCapabilities?.tools?.listChanged) {
            this._setupListChangedHandler('tools', ToolListChangedNotificationSchema, config.tools, async () => {
                const result = await this.listTools();
                return result.tools;
            });
        }
        if (config.prompts && this._serverCapabilities?.prompts?.listChanged) {
            this._setupListChangedHandler('prompts', PromptListChangedNotificationSchema, config.prompts, async () => {
                const result = await this.listPrompts();
                return result.prompts;
            });
        }
        if (config.resources && this._serverCapabilities?.resources?.listChanged) {
            this._setupListChangedHandler('resources', ResourceListChangedNotificationSchema, config.resources, async () => {
                const result = await this.listResources();
                return result.resources;
            });
        }
    }
    /**
     * Access experimental features.
     *
     * WARNING: These APIs are experimental and may change without notice.
     *
     * @experimental
     */
    get experimental() {
        if (!this._experimental) {
            this._experimental = {
                tasks: new ExperimentalClientTasks(this)
            };
        }
        return this._experimental;
    }
    /**
     * Registers new capabilities. This can only be called before connecting to a transport.
     *
     * The new capabilities will be merged with any existing capabilities previously given (e.g., at initialization).
     */
    registerCapabilities(capabilities) {
        if (this.transport) {
            throw new Error('Cannot register capabilities after connecting to transport');
        }
        this._capabilities = mergeCapabilities(this._capabilities, capabilities);
    }
    /**
     * Override request handler registration to enforce client-side validation for elicitation.
     */
    setRequestHandler(requestSchema, handler) {
        const shape = getObjectShape(requestSchema);
        const methodSchema = shape?.method;
        if (!methodSchema) {
            throw new Error('Schema is missing a method literal');
        }
        const methodValue = getLiteralValue(methodSchema);
        if (typeof methodValue !== 'string') {
            throw new Error('Schema method literal must be a string');
        }
        const method = methodValue;
        if (method === 'elicitation/create') {
            const wrappedHandler = async (request, extra) => {
                const validatedRequest = safeParse(ElicitRequestSchema, request);
                if (!validatedRequest.success) {
                    // Type guard: if success is false, error is guaranteed to exist
                    const errorMessage = validatedRequest.error instanceof Error ? validatedRequest.error.message : String(validatedRequest.error);
                    throw new McpError(ErrorCode.InvalidParams, `Invalid elicitation request: ${errorMessage}`);
                }
                const { params } = validatedRequest.data;
                params.mode = params.mode ?? 'form';
                const { supportsFormMode, supportsUrlMode } = getSupportedElicitationModes(this._capabilities.elicitation);
                if (params.mode === 'form' && !supportsFormMode) {
                    throw new McpError(ErrorCode.InvalidParams, 'Client does not support form-mode elicitation requests');
                }
                if (params.mode === 'url' && !supportsUrlMode) {
                    throw new McpError(ErrorCode.InvalidParams, 'Client does not support URL-mode elicitation requests');
                }
                const result = await Promise.resolve(handler(request, extra));
                // When task creation is requested, validate and return CreateTaskResult
                if (params.task) {
                    const taskValidationResult = safeParse(CreateTaskResultSchema, result);
                    if (!taskValidationResult.success) {
                        const errorMessage = taskValidationResult.error instanceof Error
                            ? taskValidationResult.error.message
                            : String(taskValidationResult.error);
                        throw new McpError(ErrorCode.InvalidParams, `Invalid task creation result: ${errorMessage}`);
                    }
                    return taskValidationResult.data;
                }
                // For non-task requests, validate against ElicitResultSchema
                const validationResult = safeParse(ElicitResultSchema, result);
                if (!validationResult.success) {
                    // Type guard: if success is false, error is guaranteed to exist
                    const errorMessage = validationResult.error instanceof Error ? validationResult.error.message : String(validationResult.error);
                    throw new McpError(ErrorCode.InvalidParams, `Invalid elicitation result: ${errorMessage}`);
                }
                const validatedResult = validationResult.data;
                const requestedSchema = params.mode === 'form' ? params.requestedSchema : undefined;
                if (params.mode === 'form' && validatedResult.action === 'accept' && validatedResult.content && requestedSchema) {
                    if (this._capabilities.elicitation?.form?.applyDefaults) {
                        try {
                            applyElicitationDefaults(requestedSchema, validatedResult.content);
                        }
                        catch {
                            // gracefully ignore errors in default application
                        }
                    }
                }
                return validatedResult;
            };
            // Install the wrapped handler
            return super.setRequestHandler(requestSchema, wrappedHandler);
        }
        if (method === 'sampling/createMessage') {
            const wrappedHandler = async (request, extra) => {
                const validatedRequest = safeParse(CreateMessageRequestSchema, request);
                if (!validatedRequest.success) {
                    const errorMessage = validatedRequest.error instanceof Error ? validatedRequest.error.message : String(validatedRequest.error);
                    throw new McpError(ErrorCode.InvalidParams, `Invalid sampling request: ${errorMessage}`);
                }
                const { params } = validatedRequest.data;
                const result = await Promise.resolve(handler(request, extra));
                // When task creation is requested, validate and return CreateTaskResult
                if (params.task) {
                    const taskValidationResult = safeParse(CreateTaskResultSchema, result);
                    if (!taskValidationResult.success) {
                        const errorMessage = taskValidationResult.error instanceof Error
                            ? taskValidationResult.error.message
                            : String(taskValidationResult.error);
                        throw new McpError(ErrorCode.InvalidParams, `Invalid task creation result: ${errorMessage}`);
                    }
                    return taskValidationResult.data;
                }
                // For non-task requests, validate against appropriate schema based on tools presence
                const hasTools = params.tools || params.toolChoice;
                const resultSchema = hasTools ? CreateMessageResultWithToolsSchema : CreateMessageResultSchema;
                const validationResult = safeParse(resultSchema, result);
                if (!validationResult.success) {
                    const errorMessage = validationResult.error instanceof Error ? validationResult.error.message : String(validationResult.error);
                    throw new McpError(ErrorCode.InvalidParams, `Invalid sampling result: ${errorMessage}`);
                }
                return validationResult.data;
            };
            // Install the wrapped handler
            return super.setRequestHandler(requestSchema, wrappedHandler);
        }
        // Other handlers use default behavior
        return super.setRequestHandler(requestSchema, handler);
    }
    assertCapability(capability, method) {
        if (!this._serverCapabilities?.[capability]) {
            throw new Error(`Server does not support ${capability} (required for ${method})`);
        }
    }
    async connect(transport, options) {
        await super.connect(transport);
        // When transport sessionId is already set this means we are trying to reconnect.
        // In this case we don't need to initialize again.
        if (transport.sessionId !== undefined) {
            return;
        }
        try {
            const result = await this.request({
                method: 'initialize',
                params: {
                    protocolVersion: LATEST_PROTOCOL_VERSION,
                    capabilities: this._capabilities,
                    clientInfo: this._clientInfo
                }
            }, InitializeResultSchema, options);
            if (result === undefined) {
                throw new Error(`Server sent invalid initialize result: ${result}`);
            }
            if (!SUPPORTED_PROTOCOL_VERSIONS.includes(result.protocolVersion)) {
                throw new Error(`Server's protocol version is not supported: ${result.protocolVersion}`);
            }
            this._serverCapabilities = result.capabilities;
            this._serverVersion = result.serverInfo;
            // HTTP transports must set the protocol version in each header after initialization.
            if (transport.setProtocolVersion) {
                transport.setProtocolVersion(result.protocolVersion);
            }
            this._instructions = result.instructions;
            await this.notification({
                method: 'notifications/initialized'
            });
            // Set up list changed handlers now that we know server capabilities
            if (this._pendingListChangedConfig) {
                this._setupListChangedHandlers(this._pendingListChangedConfig);
                this._pendingListChangedConfig = undefined;
            }
        }
        catch (error) {
            // Disconnect if initialization fails.
            void this.close();
            throw error;
        }
    }
    /**
     * After initialization has completed, this will be populated with the server's reported capabilities.
     */
    getServerCapabilities() {
        return this._serverCapabilities;
    }
    /**
     * After initialization has completed, this will be populated with information about the server's name and version.
     */
    getServerVersion() {
        return this._serverVersion;
    }
    /**
     * After initialization has completed, this may be populated with information about the server's instructions.
     */
    getInstructions() {
        return this._instructions;
    }
    assertCapabilityForMethod(method) {
        switch (method) {
            case 'logging/setLevel':
                if (!this._serverCapabilities?.logging) {
                    throw new Error(`Server does not support logging (required for ${method})`);
                }
                break;
            case 'prompts/get':
            case 'prompts/list':
                if (!this._serverCapabilities?.prompts) {
                    throw new Error(`Server does not support prompts (required for ${method})`);
                }
                break;
            case 'resources/list':
            case 'resources/templates/list':
            case 'resources/read':
            case 'resources/subscribe':
            case 'resources/unsubscribe':
                if (!this._serverCapabilities?.resources) {
                    throw new Error(`Server does not support resources (required for ${method})`);
                }
                if (method === 'resources/subscribe' && !this._serverCapabilities.resources.subscribe) {
                    throw new Error(`Server does not support resource subscriptions (required for ${method})`);
                }
                break;
            case 'tools/call':
            case 'tools/list':
                if (!this._serverCapabilities?.tools) {
                    throw new Error(`Server does not support tools (required for ${method})`);
                }
                break;
            case 'completion/complete':
                if (!this._serverCapabilities?.completions) {
                    throw new Error(`Server does not support completions (required for ${method})`);
                }
                break;
        }
    }
    assertNotificationCapability(method) {
        switch (method) {
            case 'notifications/roots/list_changed':
                if (!this._capabilities.roots?.listChanged) {
                    throw new Error(`Client does not support roots list changed notifications (required for ${method})`);
                }
                break;
        }
    }
    assertRequestHandlerCapability(method) {
        // Task handlers are registered in Protocol constructor before _capabilities is initialized
        // Skip capability check for task methods during initialization
        if (!this._capabilities) {
            return;
        }
        switch (method) {
            case 'sampling/createMessage':
                if (!this._capabilities.sampling) {
                    throw new Error(`Client does not support sampling capability (required for ${method})`);
                }
                break;
            case 'elicitation/create':
                if (!this._capabilities.elicitation) {
                    throw new Error(`Client does not support elicitation capability (required for ${method})`);
                }
                break;
            case 'roots/list':
                if (!this._capabilities.roots) {
                    throw new Error(`Client does not support roots capability (required for ${method})`);
                }
                break;
            case 'tasks/get':
            case 'tasks/list':
            case 'tasks/result':
            case 'tasks/cancel':
                if (!this._capabilities.tasks) {
                    throw new Error(`Client does not support tasks capability (required for ${method})`);
                }
                break;
        }
    }
    assertTaskCapability(method) {
        assertToolsCallTaskCapability(this._serverCapabilities?.tasks?.requests, method, 'Server');
    }
    assertTaskHandlerCapability(method) {
        // Task handlers are registered in Protocol constructor before _capabilities is initialized
        // Skip capability check for task methods during initialization
        if (!this._capabilities) {
            return;
        }
        assertClientRequestTaskCapability(this._capabilities.tasks?.requests, method, 'Client');
    }
    async ping(options) {
        return this.request({ method: 'ping' }, EmptyResultSchema, options);
    }
    async complete(params, options) {
        return this.request({ method: 'completion/complete', params }, CompleteResultSchema, options);
    }
    async setLoggingLevel(level, options) {
        return this.request({ method: 'logging/setLevel', params: { level } }, EmptyResultSchema, options);
    }
    async getPrompt(params, options) {
        return this.request({ method: 'prompts/get', params }, GetPromptResultSchema, options);
    }
    async listPrompts(params, options) {
        return this.request({ method: 'prompts/list', params }, ListPromptsResultSchema, options);
    }
    async listResources(params, options) {
        return this.request({ method: 'resources/list', params }, ListResourcesResultSchema, options);
    }
    async listResourceTemplates(params, options) {
        return this.request({ method: 'resources/templates/list', params }, ListResourceTemplatesResultSchema, options);
    }
    async readResource(params, options) {
        return this.request({ method: 'resources/read', params }, ReadResourceResultSchema, options);
    }
    async subscribeResource(params, options) {
        return this.request({ method: 'resources/subscribe', params }, EmptyResultSchema, options);
    }
    async unsubscribeResource(params, options) {
        return this.request({ method: 'resources/unsubscribe', params }, EmptyResultSchema, options);
    }
    /**
     * Calls a tool and waits for the result. Automatically validates structured output if the tool has an outputSchema.
     *
     * For task-based execution with streaming behavior, use client.experimental.tasks.callToolStream() instead.
     */
    async callTool(params, resultSchema = CallToolResultSchema, options) {
        // Guard: required-task tools need experimental API
        if (this.isToolTaskRequired(params.name)) {
            throw new McpError(ErrorCode.InvalidRequest, `Tool "${params.name}" requires task-based execution. Use client.experimental.tasks.callToolStream() instead.`);
        }
        const result = await this.request({ method: 'tools/call', params }, resultSchema, options);
        // Check if the tool has an outputSchema
        const validator = this.getToolOutputValidator(params.name);
        if (validator) {
            // If tool has outputSchema, it MUST return structuredContent (unless it's an error)
            if (!result.structuredContent && !result.isError) {
                throw new McpError(ErrorCode.InvalidRequest, `Tool ${params.name} has an output schema but did not return structured content`);
            }
            // Only validate structured content if present (not when there's an error)
            if (result.structuredContent) {
                try {
                    // Validate the structured content against the schema
                    const validationResult = validator(result.structuredContent);
                    if (!validationResult.valid) {
                        throw new McpError(ErrorCode.InvalidParams, `Structured content does not match the tool's output schema: ${validationResult.errorMessage}`);
                    }
                }
                catch (error) {
                    if (error instanceof McpError) {
                        throw error;
                    }
                    throw new McpError(ErrorCode.InvalidParams, `Failed to validate structured content: ${error instanceof Error ? error.message : String(error)}`);
                }
            }
        }
        return result;
    }
    isToolTask(toolName) {
        if (!this._serverCapabilities?.tasks?.requests?.tools?.call) {
            return false;
        }
        return this._cachedKnownTaskTools.has(toolName);
    }
    /**
     * Check if a tool requires task-based execution.
     * Unlike isToolTask which includes 'optional' tools, this only checks for 'required'.
     */
    isToolTaskRequired(toolName) {
        return this._cachedRequiredTaskTools.has(toolName);
    }
    /**
     * Cache validators for tool output schemas.
     * Called after listTools() to pre-compile validators for better performance.
     */
    cacheToolMetadata(tools) {
        this._cachedToolOutputValidators.clear();
        this._cachedKnownTaskTools.clear();
        this._cachedRequiredTaskTools.clear();
        for (const tool of tools) {
            // If the tool has an outputSchema, create and cache the validator
            if (tool.outputSchema) {
                const toolValidator = this._jsonSchemaValidator.getValidator(tool.outputSchema);
                this._cachedToolOutputValidators.set(tool.name, toolValidator);
            }
            // If the tool supports task-based execution, cache that information
            const taskSupport = tool.execution?.taskSupport;
            if (taskSupport === 'required' || taskSupport === 'optional') {
                this._cachedKnownTaskTools.add(tool.name);
            }
            if (taskSupport === 'required') {
                this._cachedRequiredTaskTools.add(tool.name);
            }
        }
    }
    /**
     * Get cached validator for a tool
     */
    getToolOutputValidator(toolName) {
        return this._cachedToolOutputValidators.get(toolName);
    }
    async listTools(params, options) {
        const result = await this.request({ method: 'tools/list', params }, ListToolsResultSchema, options);
        // Cache the tools and their output schemas for future validation
        this.cacheToolMetadata(result.tools);
        return result;
    }
    /**
     * Set up a single list changed handler.
     * @internal
     */
    _setupListChangedHandler(listType, notificationSchema, options, fetcher) {
        // Validate options using Zod schema (validates autoRefresh and debounceMs)
        const parseResult = ListChangedOptionsBaseSchema.safeParse(options);
        if (!parseResult.success) {
            throw new Error(`Invalid ${listType} listChanged options: ${parseResult.error.message}`);
        }
        // Validate callback
        if (typeof options.onChanged !== 'function') {
            throw new Error(`Invalid ${listType} listChanged options: onChanged must be a function`);
        }
        const { autoRefresh, debounceMs } = parseResult.data;
        const { onChanged } = options;
        const refresh = async () => {
            if (!autoRefresh) {
                onChanged(null, null);
                return;
            }
            try {
                const items = await fetcher();
                onChanged(null, items);
            }
            catch (e) {
                const error = e instanceof Error ? e : new Error(String(e));
                onChanged(error, null);
            }
        };
        const handler = () => {
            if (debounceMs) {
                // Clear any pending debounce timer for this list type
                const existingTimer = this._listChangedDebounceTimers.get(listType);
                if (existingTimer) {
                    clearTimeout(existingTimer);
                }
                // Set up debounced refresh
                const timer = setTimeout(refresh, debounceMs);
                this._listChangedDebounceTimers.set(listType, timer);
            }
            else {
                // No debounce, refresh immediately
                refresh();
            }
        };
        // Register notification handler
        this.setNotificationHandler(notificationSchema, handler);
    }
    async sendRootsListChanged() {
        return this.notification({ method: 'notifications/roots/list_changed' });
    }
}

const CLIENT_INFO = { name: 'mcp-drift-gate', version: '0.1.0' };
/** Accept any result object: the SDK's per-method schemas strip fields the gate must see. */
const RawResultSchema = looseObject({});
const sessions = new WeakMap();
function registerSession(connection, state) {
    sessions.set(connection, state);
}
/** Quotes a stderr tail for an error message, or nothing when the server wrote none. */
function quoteTail(tail) {
    const trimmed = tail.trimEnd();
    return trimmed === '' ? '' : `\n--- last server output ---\n${trimmed}`;
}
/**
 * A client that declares no capabilities, so the server has no reason to call back
 * (no sampling, roots or elicitation requests).
 */
function createGateClient() {
    return new Client({ ...CLIENT_INFO }, { capabilities: {} });
}
/**
 * Watches a transport before the Client attaches: records the raw result of the `initialize`
 * request and whether the transport closed. Protocol.connect chains these callbacks.
 */
function tapTransport(transport) {
    let initializeId;
    let rawResult;
    let closed = false;
    const send = transport.send.bind(transport);
    transport.send = (message, options) => {
        if ('method' in message && message.method === 'initialize' && 'id' in message)
            initializeId = message.id;
        return send(message, options);
    };
    transport.onmessage = (message) => {
        if (rawResult === undefined && initializeId !== undefined && 'result' in message && message.id === initializeId) {
            rawResult = structuredClone(message.result);
        }
    };
    transport.onclose = () => {
        closed = true;
    };
    return { initializeResult: () => rawResult, isClosed: () => closed };
}
/**
 * Sends any JSON-RPC request and returns the result exactly as received.
 * Timeouts -> server_timeout; JSON-RPC errors and malformed answers -> protocol_error;
 * a server that went away -> server_start_failed; each message names the method.
 */
async function requestRaw(connection, method, params, timeoutMs) {
    const state = sessions.get(connection);
    if (state === undefined)
        throw new GateError('usage', `cannot send ${method}: not a connection opened by launchServer`);
    if (state.isClosed())
        throw closedError(state, method, undefined);
    // Our own timer, so a timeout is told apart from a server that answers with error code -32001.
    const abort = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
        timedOut = true;
        abort.abort();
    }, timeoutMs);
    try {
        const request = params === undefined ? { method } : { method, params };
        return await state.client.request(request, RawResultSchema, { signal: abort.signal, timeout: timeoutMs + 60_000 });
    }
    catch (error) {
        if (timedOut) {
            throw new GateError('server_timeout', `server did not answer ${method} within ${timeoutMs} ms${quoteTail(state.stderrTail())}`, { cause: error });
        }
        if (state.isClosed())
            throw closedError(state, method, error);
        const unreachable = connectionFailure(error);
        if (unreachable !== undefined) {
            throw new GateError('server_start_failed', `${method} failed: cannot reach the server (${state.redact(unreachable)})`, { cause: error });
        }
        const detail = state.redact(error instanceof Error ? error.message : String(error));
        const what = error instanceof McpError ? `answered ${method} with a JSON-RPC error: ${detail}` : `gave an unusable answer to ${method}: ${detail}`;
        throw new GateError('protocol_error', `server ${what}`, { cause: error });
    }
    finally {
        clearTimeout(timer);
    }
}
function closedError(state, method, cause) {
    const failure = state.failure();
    if (failure !== undefined)
        return new GateError(failure.code, `${method} failed: ${failure.message}`, { cause: cause ?? failure });
    return new GateError('server_start_failed', `${method} failed: the connection to the server is closed${quoteTail(state.stderrTail())}`, { cause });
}

const STDIO_DEFAULT_MAX_BUFFER_SIZE = 10 * 1024 * 1024;
/**
 * Buffers a continuous stdio stream into discrete JSON-RPC messages.
 */
class ReadBuffer {
    constructor(options) {
        this._maxBufferSize = options?.maxBufferSize ?? STDIO_DEFAULT_MAX_BUFFER_SIZE;
    }
    append(chunk) {
        const newSize = (this._buffer?.length ?? 0) + chunk.length;
        if (newSize > this._maxBufferSize) {
            this.clear();
            throw new Error(`ReadBuffer exceeded maximum size of ${this._maxBufferSize} bytes`);
        }
        this._buffer = this._buffer ? Buffer.concat([this._buffer, chunk]) : chunk;
    }
    readMessage() {
        if (!this._buffer) {
            return null;
        }
        const index = this._buffer.indexOf('\n');
        if (index === -1) {
            return null;
        }
        const line = this._buffer.toString('utf8', 0, index).replace(/\r$/, '');
        this._buffer = this._buffer.subarray(index + 1);
        return deserializeMessage(line);
    }
    clear() {
        this._buffer = undefined;
    }
}
function deserializeMessage(line) {
    return JSONRPCMessageSchema.parse(JSON.parse(line));
}
function serializeMessage(message) {
    return JSON.stringify(message) + '\n';
}

const MAX_QUOTED_LINE = 200;
/**
 * MCP stdio transport over an already spawned process group. The SDK's StdioClientTransport
 * spawns the server itself without `detached`, so it cannot kill the whole server tree.
 * Anything on stdout that is not a JSON-RPC message is fatal: the stream cannot be trusted after it.
 */
class ProcessStdioTransport {
    group;
    redact;
    onclose;
    onerror;
    onmessage;
    readBuffer = new ReadBuffer();
    /** Mirror of the bytes ReadBuffer has not consumed yet, only to quote an offending line. */
    unread = Buffer.alloc(0);
    closed = false;
    started = false;
    /** Set when the server broke the protocol; the connection is closed right after. */
    protocolFailure;
    constructor(group, 
    /** The offending line may echo a secret from the environment. */
    redact) {
        this.group = group;
        this.redact = redact;
    }
    async start() {
        if (this.started)
            throw new Error('ProcessStdioTransport already started');
        this.started = true;
        const { stdout } = this.group.child;
        stdout.on('data', (chunk) => this.receive(chunk));
        void this.group.exited.then(() => this.close());
    }
    receive(chunk) {
        if (this.closed)
            return;
        try {
            this.unread = Buffer.concat([this.unread, chunk]);
            this.readBuffer.append(chunk);
            for (let message = this.readBuffer.readMessage(); message !== null; message = this.readBuffer.readMessage()) {
                this.unread = this.unread.subarray(this.unread.indexOf('\n') + 1);
                this.onmessage?.(message);
                if (this.closed)
                    return;
            }
        }
        catch (error) {
            const newline = this.unread.indexOf('\n');
            this.failProtocol(error, this.unread.subarray(0, newline === -1 ? undefined : newline).toString('utf8'));
        }
    }
    failProtocol(error, line) {
        const shown = line.length > MAX_QUOTED_LINE ? `${line.slice(0, MAX_QUOTED_LINE)}...` : line;
        this.protocolFailure = new GateError('protocol_error', `server wrote a line that is not a JSON-RPC message to stdout: ${JSON.stringify(this.redact(shown))}; ` +
            'a stdio MCP server must write only MCP messages there and log to stderr', { cause: error });
        this.onerror?.(this.protocolFailure);
        void this.close();
    }
    async send(message) {
        const stdin = this.group.child.stdin;
        if (this.closed || !stdin || stdin.destroyed)
            throw new Error('Not connected: the server process stdin is closed');
        await new Promise((resolve, reject) => {
            stdin.write(serializeMessage(message), (error) => (error ? reject(error) : resolve()));
        });
    }
    /** Ends the session; killing the process group is the launcher's job. */
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        this.readBuffer.clear();
        this.group.child.stdin?.end();
        this.onclose?.();
    }
}

/** Extra time the SDK's own initialize timer gets, so ours (which explains itself) fires first. */
const SDK_TIMER_SLACK_MS = 60_000;
/**
 * Starts (or reaches) the MCP server described by `options` and completes the initialize handshake
 * within `options.timeoutMs`. On any failure nothing of the server is left running and a GateError
 * naming the cause is thrown.
 */
async function launchServer(options) {
    const plan = planLaunch(options);
    const redact = createRedactor([...Object.values(options.env ?? {}), ...Object.values(options.headers ?? {})]);
    const deadline = Date.now() + options.timeoutMs;
    let group;
    try {
        let transport;
        if (plan.kind === 'stdio') {
            group = await spawnGroup(plan.command, { cwd: options.cwd, env: options.env, stdoutMode: 'protocol' });
            transport = new ProcessStdioTransport(group, redact);
        }
        else {
            if (plan.start !== undefined) {
                group = await spawnGroup(plan.start, { cwd: options.cwd, env: options.env, stdoutMode: 'log' });
                await awaitUrl(plan.url, group, deadline, options.timeoutMs, redact);
            }
            transport = await createHttpTransport(plan.kind, plan.url, options.headers);
        }
        return await initialize(plan, transport, group, deadline, options.timeoutMs, redact);
    }
    catch (error) {
        await group?.kill();
        throw error;
    }
}
function planLaunch(options) {
    const { command, url, start, transport } = options;
    if (!Number.isFinite(options.timeoutMs) || options.timeoutMs <= 0) {
        throw new GateError('usage', `timeout must be a positive number of milliseconds, got ${options.timeoutMs}`);
    }
    if ((command === undefined) === (url === undefined)) {
        throw new GateError('usage', 'give exactly one of a server command (stdio) or a server url (http/sse)');
    }
    if (command !== undefined) {
        if (transport !== undefined && transport !== 'stdio') {
            throw new GateError('usage', `transport ${transport} needs a url, not a command`);
        }
        if (start !== undefined)
            throw new GateError('usage', 'a start command is only used with a url');
        if (command.length === 0 || command[0] === '')
            throw new GateError('usage', 'the server command is empty');
        return { kind: 'stdio', command };
    }
    if (transport === 'stdio')
        throw new GateError('usage', 'transport stdio needs a command, not a url');
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        throw new GateError('usage', 'the server url is not a valid URL');
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        throw new GateError('usage', `the server url must be http or https, got ${parsed.protocol}`);
    }
    if (start !== undefined && (start.length === 0 || start[0] === '')) {
        throw new GateError('usage', 'the start command is empty');
    }
    return { kind: transport ?? 'http', url: parsed, ...(start !== undefined ? { start } : {}) };
}
/**
 * Start-then-connect: wait for the URL to answer anything. Fail fast if the start command dies,
 * unless it exited 0 leaving processes behind in its group (it put the server in the background).
 */
async function awaitUrl(url, group, deadline, timeoutMs, redact) {
    const startFailed = () => {
        const exit = group.exitInfo();
        return exit !== undefined && (exit.code !== 0 || !isGroupAlive(group.pid));
    };
    if (await waitForUrl(url, deadline, startFailed))
        return;
    const tail = () => quoteTail(redact(group.output.tail()));
    if (startFailed()) {
        const exit = await group.exited;
        throw new GateError('server_start_failed', `start command ${group.program} ${describeExit(exit)} before ${displayUrl(url)} answered${tail()}`);
    }
    throw new GateError('server_timeout', `${displayUrl(url)} did not answer within ${timeoutMs} ms after starting ${group.program}${tail()}`);
}
async function initialize(plan, transport, group, deadline, timeoutMs, redact) {
    const where = plan.kind === 'stdio' ? `server ${plan.command[0]}` : `${displayUrl(plan.url)} (${plan.kind})`;
    const tail = () => redact(group?.output.tail() ?? '');
    const stdio = transport instanceof ProcessStdioTransport ? transport : undefined;
    const tap = tapTransport(transport);
    const exitError = (exit) => new GateError('server_start_failed', `server process ${describeExit(exit)}${quoteTail(tail())}`);
    const failure = () => {
        if (stdio === undefined)
            return undefined;
        if (stdio.protocolFailure !== undefined)
            return stdio.protocolFailure;
        const exit = group?.exitInfo();
        return exit !== undefined ? exitError(exit) : undefined;
    };
    // Reasons to give up before the handshake completes, besides the handshake itself failing.
    let fatal;
    let settled = false;
    let timer;
    const failFast = new Promise((_, reject) => {
        const fail = (error) => {
            fatal ??= error;
            if (!settled)
                reject(fatal);
        };
        timer = setTimeout(() => fail(new GateError('server_timeout', `${where} did not answer initialize within ${timeoutMs} ms${quoteTail(tail())}`)), Math.max(0, deadline - Date.now()));
        if (stdio !== undefined) {
            // Only a stdio server's exit is fatal here: a start command may legitimately exit once it
            // has put the HTTP server in the background (the group is still killed on close).
            void group?.exited.then((exit) => fail(exitError(exit)));
            const previous = transport.onerror;
            transport.onerror = (error) => {
                previous?.(error);
                if (stdio.protocolFailure !== undefined)
                    fail(new GateError('protocol_error', `${stdio.protocolFailure.message}${quoteTail(tail())}`));
            };
        }
    });
    failFast.catch(() => { });
    const client = createGateClient();
    try {
        await Promise.race([client.connect(transport, { timeout: timeoutMs + SDK_TIMER_SLACK_MS }), failFast]);
    }
    catch (error) {
        settled = true;
        clearTimeout(timer);
        await client.close().catch(() => { });
        throw fatal ?? handshakeError(error, where, plan, tail, redact);
    }
    settled = true;
    clearTimeout(timer);
    const initializeResult = tap.initializeResult();
    if (initializeResult === undefined) {
        await client.close().catch(() => { });
        throw new GateError('protocol_error', `${where} completed initialize but its raw result was not seen on the transport`);
    }
    let closing;
    const connection = {
        client,
        transport: plan.kind,
        initializeResult,
        ...(group !== undefined ? { pid: group.pid } : {}),
        stderrTail: tail,
        close: () => (closing ??= (async () => {
            await client.close().catch(() => { });
            await group?.kill();
        })()),
    };
    registerSession(connection, { client, redact, stderrTail: tail, isClosed: tap.isClosed, failure });
    return connection;
}
function handshakeError(error, where, plan, tail, redact) {
    if (error instanceof GateError)
        return error;
    const unreachable = plan.kind === 'stdio' ? undefined : connectionFailure(error);
    if (plan.kind !== 'stdio' && unreachable !== undefined) {
        return new GateError('server_start_failed', `cannot connect to ${displayUrl(plan.url)}: ${redact(unreachable)}`, { cause: error });
    }
    const detail = redact(error instanceof Error ? error.message : String(error));
    const status = httpStatus(error);
    const statusNote = status === undefined ? '' : status === 401 || status === 403 ? ` (HTTP ${status}; check the auth headers)` : ` (HTTP ${status})`;
    return new GateError('protocol_error', `${where} failed the initialize handshake${statusNote}: ${detail}${quoteTail(tail())}`, {
        cause: error,
    });
}

const LIST_SPECS = [
    { type: 'tool', field: 'tools', method: 'tools/list', capability: 'tools', key: 'name' },
    { type: 'prompt', field: 'prompts', method: 'prompts/list', capability: 'prompts', key: 'name' },
    { type: 'resource', field: 'resources', method: 'resources/list', capability: 'resources', key: 'uri' },
    {
        type: 'resourceTemplate',
        field: 'resourceTemplates',
        method: 'resources/templates/list',
        capability: 'resources',
        key: 'uriTemplate',
    },
];
function emptyLists() {
    return { tools: [], prompts: [], resources: [], resourceTemplates: [] };
}
/** The identifying key of an item (name, uri or uriTemplate), or undefined when it has none. */
function itemKey(spec, item) {
    const value = item[spec.key];
    return typeof value === 'string' ? value : undefined;
}
/** A bounded, printable rendering of server-controlled text for error messages. */
function quote$1(value, max = 80) {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * Every item of one list, following `nextCursor` to the end. Raw: items are returned exactly as
 * sent, in order. A repeated cursor or a list past a cap is an error rather than a silent cut,
 * because a truncated snapshot would lock an incomplete trust boundary.
 */
async function listAllPages(request, spec, limits) {
    const items = [];
    const seenCursors = new Set();
    let cursor;
    for (let page = 1;; page++) {
        if (page > limits.maxPages) {
            throw new GateError('pagination_error', `${spec.method} returned more than ${limits.maxPages} pages (maxPages cap); refusing to truncate the list`);
        }
        const result = await request(spec.method, cursor === undefined ? undefined : { cursor });
        const pageItems = result[spec.field];
        if (!Array.isArray(pageItems)) {
            throw new GateError('protocol_error', `${spec.method} result field "${spec.field}" is not an array (got ${describe$1(pageItems)})`);
        }
        if (items.length + pageItems.length > limits.maxItems) {
            throw new GateError('pagination_error', `${spec.method} returned more than ${limits.maxItems} items (maxItems cap); refusing to truncate the list`);
        }
        items.push(...pageItems);
        const next = result.nextCursor;
        // Absent, null or empty: the last page (clients commonly loop `while (cursor)`).
        if (next === undefined || next === null || next === '')
            return items;
        if (typeof next !== 'string') {
            throw new GateError('protocol_error', `${spec.method} nextCursor is not a string (got ${describe$1(next)})`);
        }
        if (seenCursors.has(next)) {
            throw new GateError('pagination_error', `${spec.method} pagination cycle: cursor ${quote$1(next)} was already returned on an earlier page`);
        }
        seenCursors.add(next);
        cursor = next;
    }
}
function describe$1(value) {
    if (value === undefined)
        return 'nothing';
    if (Array.isArray(value))
        return 'an array';
    return value === null ? 'null' : typeof value;
}

/**
 * The lists of a draft-SEP `signature` result, still unchecked. The size bound is measured on the
 * serialized result because the SEP asks clients to limit signature size against denial of service.
 */
function readSignatureResult(result, specs, maxBytes) {
    const bytes = Buffer.byteLength(JSON.stringify(result), 'utf8');
    if (bytes > maxBytes) {
        throw new GateError('signature_too_large', `signature result is ${bytes} bytes, more than the ${maxBytes}-byte bound (maxSignatureBytes)`);
    }
    const lists = new Map();
    for (const spec of specs) {
        const value = result[spec.field];
        if (value === undefined) {
            lists.set(spec, []);
        }
        else if (Array.isArray(value)) {
            lists.set(spec, value);
        }
        else {
            throw new GateError('protocol_error', `signature result field "${spec.field}" is not an array`);
        }
    }
    return lists;
}
/** A listed item the signature does not declare breaks the SEP's completeness promise. */
function undeclaredItems(spec, listed, declared) {
    const declaredKeys = new Set(declared.map((item) => itemKey(spec, item)));
    const findings = [];
    for (const item of listed) {
        const key = itemKey(spec, item);
        if (key === undefined || declaredKeys.has(key))
            continue;
        findings.push({
            kind: 'signature_violation',
            capability: { type: spec.type, name: key },
            message: `${spec.method} returned ${spec.type} ${quote$1(key)}, which the server's signature does not declare`,
        });
    }
    return findings;
}

const DEFAULT_MAX_PAGES = 1000;
const DEFAULT_MAX_ITEMS = 50_000;
const DEFAULT_MAX_SIGNATURE_BYTES = 16 * 1024 * 1024;

const LABELS = {
    tool: 'tool',
    prompt: 'prompt',
    resource: 'resource',
    resourceTemplate: 'resource template',
};
/**
 * Spec checks on one list. Violations are findings, never failures: the gate must still report on
 * a sloppy server. Items without a key cannot be locked (lockfile maps are keyed), so they and
 * later duplicates are left out of `kept`; everything else stays untouched.
 * `origin` names where the list came from, e.g. `tools/list` or `signature`.
 */
function checkList(spec, items, origin) {
    const label = LABELS[spec.type];
    const kept = [];
    const findings = [];
    const seen = new Set();
    const finding = (name, message) => {
        findings.push({ kind: 'spec_violation', capability: { type: spec.type, name }, message });
    };
    items.forEach((item, index) => {
        const position = `${spec.field}[${index}]`;
        if (!isJsonObject(item)) {
            finding(position, `${origin} item #${index} is not an object; it is left out`);
            return;
        }
        const key = itemKey(spec, item);
        if (key === undefined) {
            finding(position, `${origin} item #${index} (a ${label}) has no string "${spec.key}"; it cannot be locked and is left out`);
            return;
        }
        if (seen.has(key)) {
            finding(key, `${label} ${quote$1(key)} appears more than once in ${origin}; the first occurrence is kept, the duplicate #${index} is left out`);
            return;
        }
        seen.add(key);
        kept.push(item);
        if (spec.type === 'tool') {
            for (const problem of toolSchemaProblems(item))
                finding(key, `${label} ${quote$1(key)} in ${origin}: ${problem}`);
        }
    });
    return { kept, findings };
}
/** MCP requires tool schemas to be JSON Schema objects of `"type": "object"`. */
function toolSchemaProblems(tool) {
    const problems = [];
    const input = schemaProblem('inputSchema', tool.inputSchema);
    if (input)
        problems.push(input);
    if ('outputSchema' in tool) {
        const output = schemaProblem('outputSchema', tool.outputSchema);
        if (output)
            problems.push(output);
    }
    return problems;
}
function schemaProblem(field, schema) {
    if (schema === undefined)
        return `${field} is missing (it must be an object with "type": "object")`;
    if (!isJsonObject(schema))
        return `${field} is not an object (got ${quote$1(schema)})`;
    if (!('type' in schema))
        return `${field} has no "type" (it must be "object")`;
    if (schema.type !== 'object')
        return `${field} has "type": ${quote$1(schema.type)} instead of "object"`;
    return undefined;
}

/**
 * Normalization of run-dependent text, so the same server locks to the same bytes on a laptop
 * and in CI. Rule, applied to every string value (never to keys) of listed and signature items
 * and to instructions:
 * - The working directory, temp directory and home directory become `${CWD}`, `${TMPDIR}` and
 *   `${HOME}`. Longest path first, so a cwd inside home becomes `${CWD}`, not `${HOME}/proj`.
 *   Trailing separators are ignored; a root path (`/`, `C:\`) is never replaced.
 * - A path matches only at path boundaries: not preceded by a name character or `.`, and not
 *   followed by a name character (letter, digit, `_`, `-`) or by `.` plus a name character.
 *   So `/home/al` never matches inside `/home/alice`, while `/home/al/x` and `/home/al.` do.
 * - The host name becomes `${HOSTNAME}` only as a whole word (no name character on either side;
 *   `.` is a boundary, so `myhost.local` matches) and only if it has at least 4 characters:
 *   shorter names (`ci`, `dev`) collide with ordinary words. Matching is exact (case-sensitive).
 * - One pass over each string: inserted placeholders are never matched again.
 */
function normalizeSnapshot(snapshot, env) {
    const normalize = textNormalizer(env);
    const normalized = { ...snapshot, listed: normalizeLists(snapshot.listed, normalize) };
    if (snapshot.signature)
        normalized.signature = normalizeLists(snapshot.signature, normalize);
    if (snapshot.instructions !== undefined)
        normalized.instructions = normalize(snapshot.instructions);
    return normalized;
}
const MIN_HOSTNAME_LENGTH = 4;
const NAME_CHAR = String.raw `[\p{L}\p{N}_\-]`;
function textNormalizer(env) {
    const replacements = new Map();
    const alternatives = [];
    const paths = [
        [env.cwd, '${CWD}'],
        [env.tmpdir, '${TMPDIR}'],
        [env.home, '${HOME}'],
    ];
    const candidates = paths
        .map(([path, placeholder]) => [path?.replace(/[\\/]+$/, ''), placeholder])
        .filter((entry) => entry[0] !== undefined && /[\\/]/.test(entry[0]));
    // Stable sort: on equal paths the earlier placeholder (CWD, then TMPDIR) wins.
    candidates.sort((a, b) => b[0].length - a[0].length);
    for (const [path, placeholder] of candidates) {
        if (replacements.has(path))
            continue;
        replacements.set(path, placeholder);
        alternatives.push(String.raw `(?<![\p{L}\p{N}_.\-])${escapeRegExp(path)}(?!${NAME_CHAR}|\.${NAME_CHAR})`);
    }
    const hostname = env.hostname;
    if (hostname !== undefined && hostname.length >= MIN_HOSTNAME_LENGTH && !replacements.has(hostname)) {
        replacements.set(hostname, '${HOSTNAME}');
        alternatives.push(String.raw `(?<!${NAME_CHAR})${escapeRegExp(hostname)}(?!${NAME_CHAR})`);
    }
    if (alternatives.length === 0)
        return (text) => text;
    const pattern = new RegExp(alternatives.join('|'), 'gu');
    return (text) => text.replace(pattern, (match) => replacements.get(match) ?? match);
}
function normalizeLists(lists, normalize) {
    const items = (list) => list.map((item) => normalizeObject(item, normalize));
    return {
        tools: items(lists.tools),
        prompts: items(lists.prompts),
        resources: items(lists.resources),
        resourceTemplates: items(lists.resourceTemplates),
    };
}
function normalizeObject(object, normalize) {
    const result = {};
    for (const [key, value] of Object.entries(object)) {
        // defineProperty, not assignment: a raw "__proto__" key must stay a plain field.
        Object.defineProperty(result, key, {
            value: normalizeValue(value, normalize),
            enumerable: true,
            writable: true,
            configurable: true,
        });
    }
    return result;
}
function normalizeValue(value, normalize) {
    if (typeof value === 'string')
        return normalize(value);
    if (Array.isArray(value))
        return value.map((entry) => normalizeValue(entry, normalize));
    if (value !== null && typeof value === 'object')
        return normalizeObject(value, normalize);
    return value;
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Reads every capability the server advertises, raw. Only reads definitions: never calls a tool.
 * With `capabilities.signature` (draft SEP) the signature is the locked universe and every listed
 * item must be declared in it; otherwise the lists themselves are frozen.
 */
async function takeSnapshot(conn, options) {
    const findings = [];
    const init = conn.initializeResult;
    if (typeof init.protocolVersion !== 'string') {
        throw new GateError('protocol_error', 'initialize result has no string protocolVersion');
    }
    const serverInfo = serverObject(init, 'serverInfo', findings);
    const capabilities = serverObject(init, 'capabilities', findings);
    let instructions;
    if (typeof init.instructions === 'string') {
        instructions = init.instructions;
    }
    else if (init.instructions !== undefined) {
        findings.push(serverFinding('instructions', 'initialize result instructions is not a string; it is ignored'));
    }
    const request = boundedRequest(conn, options.timeoutMs);
    const limits = { maxPages: options.maxPages ?? DEFAULT_MAX_PAGES, maxItems: options.maxItems ?? DEFAULT_MAX_ITEMS };
    const advertised = LIST_SPECS.filter((spec) => isPresent(capabilities[spec.capability]));
    // The SEP asks for the signature right after initialization, before any list.
    let declared;
    if (isPresent(capabilities.signature)) {
        const result = await request('signature', undefined);
        declared = readSignatureResult(result, LIST_SPECS, options.maxSignatureBytes ?? DEFAULT_MAX_SIGNATURE_BYTES);
    }
    const listed = emptyLists();
    for (const spec of advertised) {
        const checked = checkList(spec, await listAllPages(request, spec, limits), spec.method);
        listed[spec.field] = checked.kept;
        findings.push(...checked.findings);
    }
    let signature;
    if (declared) {
        signature = emptyLists();
        for (const spec of LIST_SPECS) {
            const checked = checkList(spec, declared.get(spec) ?? [], 'signature');
            signature[spec.field] = checked.kept;
            findings.push(...checked.findings, ...undeclaredItems(spec, listed[spec.field], checked.kept));
        }
    }
    return {
        serverInfo,
        protocolVersion: init.protocolVersion,
        capabilities,
        ...(instructions !== undefined ? { instructions } : {}),
        mode: signature ? 'signature' : 'list-freeze',
        listed,
        ...(signature ? { signature } : {}),
        findings,
    };
}
/** `capabilities.x: {}` advertises x; absent, null or false does not. */
function isPresent(value) {
    return value !== undefined && value !== null && value !== false;
}
function serverObject(init, field, findings) {
    const value = init[field];
    if (isJsonObject(value))
        return value;
    findings.push(serverFinding(field, `initialize result ${field} is not an object; an empty one is assumed`));
    return {};
}
function serverFinding(name, message) {
    return { kind: 'spec_violation', capability: { type: 'server', name }, message };
}
/**
 * Every request bounded by `timeoutMs` (a hung server must not hang CI) and every failure mapped
 * to a GateError naming the method.
 */
function boundedRequest(source, timeoutMs) {
    return (method, params) => new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new GateError('server_timeout', `${method} got no answer within ${timeoutMs} ms`)), timeoutMs);
        source.request(method, params).then((result) => {
            clearTimeout(timer);
            if (isJsonObject(result))
                resolve(result);
            else
                reject(new GateError('protocol_error', `${method} result is not a JSON object`));
        }, (error) => {
            clearTimeout(timer);
            if (error instanceof GateError)
                reject(error);
            else {
                const reason = error instanceof Error ? error.message : String(error);
                reject(new GateError('protocol_error', `${method} failed: ${reason}`, { cause: error }));
            }
        });
    });
}

/** SHA-256 of a string's UTF-8 bytes (or of raw bytes), as a `sha256:` digest. */
function sha256Digest(data) {
    return `sha256:${createHash('sha256').update(data).digest('hex')}`;
}
/**
 * RFC 8785 (JCS) canonical JSON. Throws on values JSON cannot carry (NaN, Infinity, lone
 * surrogates, undefined at top level) because a digest over them would not be reproducible.
 */
function canonicalJson(value) {
    const text = canonicalize(value);
    if (text === undefined)
        throw new TypeError('value has no JSON representation');
    return text;
}
/** SHA-256 over JCS(value). */
function jcsDigest(value) {
    return sha256Digest(canonicalJson(value));
}
/**
 * JCS text of an object assembled from members that are already canonical. Lets a caller
 * canonicalize each member once and reuse it in several projections; the result equals
 * canonicalJson of the object (keys sorted by UTF-16 code units, as JCS requires).
 */
function canonicalObjectFromMembers(members) {
    const keys = [...members.keys()].sort();
    return `{${keys.map((key) => `${canonicalJson(key)}:${members.get(key)}`).join(',')}}`;
}

/** Digest of a prompt, resource or resource template: JCS of the whole raw definition. */
function entryDigest(definition) {
    return jcsDigest(definition);
}
/** Digest and canonical text of a definition, for callers that need both (canonicalize once). */
function canonicalEntry(definition) {
    const canonical = canonicalJson(definition);
    return { canonical, digest: sha256Digest(canonical) };
}
/** Digest of the raw SEP `signature` result. */
function signatureDigest(signature) {
    return jcsDigest(signature);
}
/**
 * One digest over the server-level fields and every item digest. Versioned by a tag in the
 * hashed payload so a future change of what is covered cannot collide with this one.
 */
function serverFingerprint(parts) {
    return jcsDigest({ fingerprint: 'mcp-drift-gate.server.v1', ...parts });
}

/**
 * Byte-exact port of Python's
 *   json.dumps(value, sort_keys=True, separators=(",", ":"))      # ensure_ascii=True by default
 * so digests match pins computed by MCP Hangar (shared/reference/mcp-hangar-digest-pinning.txt).
 *
 * - Strings: `"` `\` and \b \f \n \r \t get short escapes; every other character outside
 *   printable ASCII (0x20-0x7E) becomes \uXXXX with lowercase hex; characters beyond the BMP
 *   become a surrogate pair, which is exactly the UTF-16 code units JS strings already hold.
 * - Keys: sorted by code point (Python str order), not by UTF-16 code unit.
 * - Numbers: Python keeps int and float apart, JSON.parse in JS does not. An integral number is
 *   integral number within ±(2^53-1) is written as an int ("1"), anything else as Python's
 *   float repr ("1.5", "1e-05", "1e+22").
 *   LIMITATION: a server that sends `1.0` is hashed here as `1` while Python writes `1.0`, and
 *   an integer literal beyond 2^53 (already imprecise after JSON.parse) is written as a float.
 *   Such schemas are rare; the other digests do not share this limitation.
 */
function pythonJsonDumpsSorted(value) {
    if (value === null)
        return 'null';
    switch (typeof value) {
        case 'boolean':
            return value ? 'true' : 'false';
        case 'number':
            return pythonNumber(value);
        case 'string':
            return pythonString(value);
    }
    if (Array.isArray(value))
        return `[${value.map(pythonJsonDumpsSorted).join(',')}]`;
    const keys = Object.keys(value).sort(compareCodePoints);
    return `{${keys.map((key) => `${pythonString(key)}:${pythonJsonDumpsSorted(value[key])}`).join(',')}}`;
}
const SHORT_ESCAPES = {
    '"': '\\"',
    '\\': '\\\\',
    '\b': '\\b',
    '\f': '\\f',
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
};
/** Python's py_encode_basestring_ascii: ESCAPE_ASCII = r'([\\"]|[^\ -~])'. */
function pythonString(text) {
    return `"${text.replace(/[\\"]|[^ -~]/g, (char) => {
        const short = SHORT_ESCAPES[char];
        if (short !== undefined)
            return short;
        // The regex matches single UTF-16 code units (no `u` flag), so astral characters arrive
        // as two surrogates and come out as the pair Python writes.
        return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
    })}"`;
}
/** Python compares str by code point; JS's default sort compares UTF-16 code units. */
function compareCodePoints(a, b) {
    const left = [...a];
    const right = [...b];
    const length = Math.min(left.length, right.length);
    for (let i = 0; i < length; i++) {
        const diff = left[i].codePointAt(0) - right[i].codePointAt(0);
        if (diff !== 0)
            return diff;
    }
    return left.length - right.length;
}
function pythonNumber(value) {
    if (!Number.isFinite(value))
        throw new TypeError(`${value} is not valid JSON`);
    // Python keeps the literal's kind; JS cannot, so guess: integral and exactly representable
    // means an int literal, anything larger (1e300, 1e16...) was almost surely written as a float.
    if (Number.isSafeInteger(value))
        return String(value);
    return pythonFloatRepr(value);
}
/**
 * float.__repr__: shortest round-trip digits (the same digits JS picks), fixed notation when
 * the decimal point position decpt satisfies -4 < decpt <= 16, otherwise d.ddde±XX.
 */
function pythonFloatRepr(value) {
    const sign = value < 0 ? '-' : '';
    const [mantissa, exponentText] = Math.abs(value).toExponential().split('e');
    const digits = mantissa.replace('.', '');
    const exponent = Number(exponentText);
    const decpt = exponent + 1;
    if (decpt <= -4 || decpt > 16) {
        const fraction = digits.length > 1 ? `.${digits.slice(1)}` : '';
        const expSign = exponent < 0 ? '-' : '+';
        return `${sign}${digits[0]}${fraction}e${expSign}${String(Math.abs(exponent)).padStart(2, '0')}`;
    }
    if (decpt <= 0)
        return `${sign}0.${'0'.repeat(-decpt)}${digits}`;
    if (decpt >= digits.length)
        return `${sign}${digits}${'0'.repeat(decpt - digits.length)}.0`;
    return `${sign}${digits.slice(0, decpt)}.${digits.slice(decpt)}`;
}

/** Fields of a tool that make up its identity digest (MCP Tool, 2025-06-18). */
const IDENTITY_FIELDS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations'];
function analyzeTool(tool) {
    const members = new Map();
    for (const [key, value] of Object.entries(tool))
        members.set(key, canonicalJson(value));
    const canonicalDefinition = canonicalObjectFromMembers(members);
    const projected = new Map();
    for (const field of IDENTITY_FIELDS) {
        const canonical = members.get(field);
        if (canonical !== undefined)
            projected.set(field, canonical);
    }
    const identity = {
        digest: sha256Digest(canonicalObjectFromMembers(projected)),
        hangarDigest: hangarDigest(tool),
    };
    // MCPTrust hashes the raw bytes: one added space is drift.
    if (typeof tool.description === 'string')
        identity.descriptionHash = sha256Digest(tool.description);
    const inputSchema = members.get('inputSchema');
    if (inputSchema !== undefined)
        identity.inputSchemaHash = sha256Digest(inputSchema);
    const cluster = assayCluster(tool, inputSchema ?? members.get('input_schema'), {});
    if (cluster)
        identity.toolDefinition = cluster;
    return { identity, canonicalDefinition, definitionDigest: sha256Digest(canonicalDefinition) };
}
/**
 * MCP Hangar's compute_tool_digest: {name, description?, inputSchema?, outputSchema?} where a
 * missing name is None (null) and other fields are dropped when None, serialized by Python's
 * json.dumps(sort_keys=True, separators=(",", ":")).
 */
function hangarDigest(tool) {
    const payload = { name: tool.name ?? null };
    for (const field of ['description', 'inputSchema', 'outputSchema']) {
        const value = tool[field];
        if (value !== undefined && value !== null)
            payload[field] = value;
    }
    return sha256Digest(pythonJsonDumpsSorted(payload));
}
/**
 * Assay trims with Rust's str::trim, i.e. the Unicode White_Space property. JS's String.trim
 * differs (it strips U+FEFF, keeps U+0085), so the property is spelled out.
 */
const EDGE_WHITESPACE = /^\p{White_Space}+|\p{White_Space}+$/gu;
/**
 * Projection {name, description?, input_schema?, server_id?} (closed set: x-assay-sig,
 * annotations, vendor fields... are never read), JCS, SHA-256. `canonicalSchema` is the JCS of
 * inputSchema (or input_schema), passed in so callers that already have it do not redo it.
 */
function assayCluster(tool, canonicalSchema, opts) {
    if (typeof tool.name !== 'string')
        return undefined;
    const members = new Map([['name', canonicalJson(tool.name)]]);
    if (typeof tool.description === 'string') {
        const trimmed = tool.description.replace(EDGE_WHITESPACE, '');
        if (trimmed !== '')
            members.set('description', canonicalJson(trimmed));
    }
    if (canonicalSchema !== undefined)
        members.set('input_schema', canonicalSchema);
    if (opts.serverId !== undefined)
        members.set('server_id', canonicalJson(opts.serverId));
    // Built in one literal so the cluster is atomic: all five fields or (above) none.
    return {
        tool_definition_digest: sha256Digest(canonicalObjectFromMembers(members)),
        tool_definition_digest_alg: 'sha256',
        tool_definition_canonicalization: 'jcs:mcp_tool_definition.v1',
        tool_definition_schema: 'assay.mcp.tool-definition.snapshot.v1',
        tool_definition_source: 'mcp.tools/list',
    };
}

const LOCKFILE_VERSION = 1;
const LOCKFILE_SCHEMA_ID = 'urn:mcp-drift-gate:lockfile:v1';

/** The key each list is locked under. */
const ITEM_KEYS = { tools: 'name', prompts: 'name', resources: 'uri', resourceTemplates: 'uriTemplate' };
/**
 * Snapshot -> Lockfile. Pure and deterministic: nothing run-dependent is stored, item order in
 * the snapshot does not matter, and definitions are copies in canonical (JCS) key order.
 */
function buildLockfile(snapshot, opts) {
    const items = lockedItems(snapshot);
    const definitionDigests = {};
    const tools = buildMap(items.tools, ITEM_KEYS.tools, (tool) => {
        const analysis = analyzeTool(tool);
        return { canonical: analysis.canonicalDefinition, sortKey: analysis.definitionDigest, analysis };
    }, (key, { analysis }, canonical) => {
        const risk = opts.assessRisk(JSON.parse(canonical));
        setOwn(definitionDigests, key, analysis.definitionDigest);
        return { ...analysis.identity, risk, definition: JSON.parse(canonical) };
    });
    const prompts = buildEntries(items.prompts, ITEM_KEYS.prompts);
    const resources = buildEntries(items.resources, ITEM_KEYS.resources);
    const resourceTemplates = buildEntries(items.resourceTemplates, ITEM_KEYS.resourceTemplates);
    const info = sortedCopy(snapshot.serverInfo);
    const server = {
        name: typeof info.name === 'string' ? info.name : '',
        ...(typeof info.version === 'string' ? { version: info.version } : {}),
        protocolVersion: snapshot.protocolVersion,
        info,
    };
    const capabilities = sortedCopy(snapshot.capabilities);
    const signature = snapshot.mode === 'signature' ? { digest: signatureDigest(snapshot.signature) } : undefined;
    const unsealed = {
        $schema: LOCKFILE_SCHEMA_ID,
        lockfileVersion: LOCKFILE_VERSION,
        generator: { name: 'mcp-drift-gate', version: opts.generatorVersion },
        mode: snapshot.mode,
        server,
        capabilities,
        ...(snapshot.instructions !== undefined ? { instructions: snapshot.instructions } : {}),
        ...(signature ? { signature } : {}),
        tools,
        prompts,
        resources,
        resourceTemplates,
    };
    return { ...unsealed, fingerprint: lockfileFingerprint(unsealed, definitionDigests) };
}
/**
 * The fingerprint of a lockfile's content. Tools count by the digest of their FULL definition
 * (vendor fields included) and their risk, since a risk change is drift too; `definitionDigests`
 * maps tool keys to those full-definition digests (analyzeTool().definitionDigest).
 */
function lockfileFingerprint(lock, definitionDigests) {
    const tools = {};
    for (const [key, entry] of Object.entries(lock.tools)) {
        const definition = Object.hasOwn(definitionDigests, key) ? definitionDigests[key] : undefined;
        if (definition === undefined)
            throw new Error(`no definition digest for tool ${JSON.stringify(key)}`);
        setOwn(tools, key, jcsDigest({ definition, risk: entry.risk }));
    }
    return serverFingerprint({
        mode: lock.mode,
        server: lock.server,
        capabilities: lock.capabilities,
        ...(lock.instructions !== undefined ? { instructions: lock.instructions } : {}),
        ...(lock.signature ? { signature: lock.signature.digest } : {}),
        tools,
        prompts: digestsOf(lock.prompts),
        resources: digestsOf(lock.resources),
        resourceTemplates: digestsOf(lock.resourceTemplates),
    });
}
/** In signature mode the signature is the locked universe; otherwise what the lists returned. */
function lockedItems(snapshot) {
    if (snapshot.mode !== 'signature')
        return snapshot.listed;
    if (!snapshot.signature) {
        throw new GateError('protocol_error', 'snapshot is in signature mode but carries no signature result');
    }
    return snapshot.signature;
}
function buildEntries(items, keyField) {
    return buildMap(items, keyField, (item) => {
        const { canonical, digest } = canonicalEntry(item);
        return { canonical, sortKey: digest, digest };
    }, (_key, { digest }, canonical) => ({ digest, definition: JSON.parse(canonical) }));
}
/**
 * Keys items by `keyField`, skipping items without a non-empty string key (the snapshot stage
 * reports those). Two items under one key is a spec violation the snapshot stage reports too;
 * here the one with the smallest digest wins so the result does not depend on list order.
 */
function buildMap(items, keyField, analyze, toEntry) {
    const chosen = new Map();
    for (const item of items) {
        const key = item[keyField];
        if (typeof key !== 'string' || key === '')
            continue;
        const analysis = analyze(item);
        const previous = chosen.get(key);
        if (!previous || analysis.sortKey < previous.sortKey)
            chosen.set(key, analysis);
    }
    const map = {};
    for (const key of [...chosen.keys()].sort()) {
        const analysis = chosen.get(key);
        setOwn(map, key, toEntry(key, analysis, analysis.canonical));
    }
    return map;
}
function digestsOf(entries) {
    return Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, entry.digest]));
}
/** A deep copy with keys in JCS order (integer-like keys aside: JS objects always list them first). */
function sortedCopy(value) {
    return JSON.parse(canonicalEntry(value).canonical);
}
/** Plain assignment would treat a tool named `__proto__` as the prototype and lose it. */
function setOwn(target, key, value) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

class SyntaxStop {
    offset;
    constructor(offset) {
        this.offset = offset;
    }
}
/**
 * Finds the first offset at which `text` stops being RFC 8259 JSON, or undefined when it is
 * valid. Needed because Node 20's JSON.parse names no position for most errors
 * ("Unexpected token '}', ... is not valid JSON") and no installed parser reports one.
 * Only called after JSON.parse has failed, so speed is secondary to being exact.
 */
function locateJsonSyntaxError(text) {
    let pos = 0;
    const stop = (at = pos) => {
        throw new SyntaxStop(at);
    };
    const skipWhitespace = () => {
        while (pos < text.length && ' \t\n\r'.includes(text[pos]))
            pos++;
    };
    const expect = (char) => {
        if (text[pos] !== char)
            stop();
        pos++;
    };
    const digits = () => {
        const start = pos;
        while (pos < text.length && text[pos] >= '0' && text[pos] <= '9')
            pos++;
        if (pos === start)
            stop();
    };
    const string = () => {
        expect('"');
        for (;;) {
            if (pos >= text.length)
                stop();
            const char = text[pos];
            if (char === '"')
                return void pos++;
            if (char < ' ')
                stop();
            if (char === '\\') {
                pos++;
                const escape = text[pos];
                if (escape === 'u') {
                    for (let i = 1; i <= 4; i++)
                        if (!/[0-9a-fA-F]/.test(text[pos + i] ?? ''))
                            stop(pos + i);
                    pos += 5;
                }
                else if (escape !== undefined && '"\\/bfnrt'.includes(escape))
                    pos++;
                else
                    stop();
            }
            else
                pos++;
        }
    };
    const number = () => {
        if (text[pos] === '-')
            pos++;
        if (text[pos] === '0')
            pos++;
        else
            digits();
        if (text[pos] === '.') {
            pos++;
            digits();
        }
        if (text[pos] === 'e' || text[pos] === 'E') {
            pos++;
            if (text[pos] === '+' || text[pos] === '-')
                pos++;
            digits();
        }
    };
    const value = () => {
        skipWhitespace();
        const char = text[pos];
        if (char === '{') {
            pos++;
            skipWhitespace();
            if (text[pos] === '}')
                return void pos++;
            for (;;) {
                skipWhitespace();
                string();
                skipWhitespace();
                expect(':');
                value();
                skipWhitespace();
                if (text[pos] === '}')
                    return void pos++;
                expect(',');
            }
        }
        if (char === '[') {
            pos++;
            skipWhitespace();
            if (text[pos] === ']')
                return void pos++;
            for (;;) {
                value();
                skipWhitespace();
                if (text[pos] === ']')
                    return void pos++;
                expect(',');
            }
        }
        if (char === '"')
            return string();
        if (char === '-' || (char !== undefined && char >= '0' && char <= '9'))
            return number();
        for (const literal of ['true', 'false', 'null']) {
            if (char === literal[0]) {
                for (const expected of literal)
                    expect(expected);
                return;
            }
        }
        stop();
    };
    try {
        value();
        skipWhitespace();
        if (pos < text.length)
            stop();
        return undefined;
    }
    catch (error) {
        if (!(error instanceof SyntaxStop))
            throw error;
        return positionOf(text, error.offset);
    }
}
function positionOf(text, offset) {
    const before = text.slice(0, offset);
    const lineStart = before.lastIndexOf('\n') + 1;
    return { offset, line: before.split('\n').length, column: offset - lineStart + 1 };
}

var _2020 = {exports: {}};

var draft2020 = {};

var dynamic = {};

var dynamicAnchor = {};

var hasRequiredDynamicAnchor;

function requireDynamicAnchor () {
	if (hasRequiredDynamicAnchor) return dynamicAnchor;
	hasRequiredDynamicAnchor = 1;
	Object.defineProperty(dynamicAnchor, "__esModule", { value: true });
	dynamicAnchor.dynamicAnchor = void 0;
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const names_1 = /*@__PURE__*/ requireNames();
	const compile_1 = /*@__PURE__*/ requireCompile();
	const ref_1 = /*@__PURE__*/ requireRef();
	const def = {
	    keyword: "$dynamicAnchor",
	    schemaType: "string",
	    code: (cxt) => dynamicAnchor$1(cxt, cxt.schema),
	};
	function dynamicAnchor$1(cxt, anchor) {
	    const { gen, it } = cxt;
	    it.schemaEnv.root.dynamicAnchors[anchor] = true;
	    const v = (0, codegen_1._) `${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`;
	    const validate = it.errSchemaPath === "#" ? it.validateName : _getValidate(cxt);
	    gen.if((0, codegen_1._) `!${v}`, () => gen.assign(v, validate));
	}
	dynamicAnchor.dynamicAnchor = dynamicAnchor$1;
	function _getValidate(cxt) {
	    const { schemaEnv, schema, self } = cxt.it;
	    const { root, baseId, localRefs, meta } = schemaEnv.root;
	    const { schemaId } = self.opts;
	    const sch = new compile_1.SchemaEnv({ schema, schemaId, root, baseId, localRefs, meta });
	    compile_1.compileSchema.call(self, sch);
	    return (0, ref_1.getValidate)(cxt, sch);
	}
	dynamicAnchor.default = def;
	
	return dynamicAnchor;
}

var dynamicRef = {};

var hasRequiredDynamicRef;

function requireDynamicRef () {
	if (hasRequiredDynamicRef) return dynamicRef;
	hasRequiredDynamicRef = 1;
	Object.defineProperty(dynamicRef, "__esModule", { value: true });
	dynamicRef.dynamicRef = void 0;
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const names_1 = /*@__PURE__*/ requireNames();
	const ref_1 = /*@__PURE__*/ requireRef();
	const def = {
	    keyword: "$dynamicRef",
	    schemaType: "string",
	    code: (cxt) => dynamicRef$1(cxt, cxt.schema),
	};
	function dynamicRef$1(cxt, ref) {
	    const { gen, keyword, it } = cxt;
	    if (ref[0] !== "#")
	        throw new Error(`"${keyword}" only supports hash fragment reference`);
	    const anchor = ref.slice(1);
	    if (it.allErrors) {
	        _dynamicRef();
	    }
	    else {
	        const valid = gen.let("valid", false);
	        _dynamicRef(valid);
	        cxt.ok(valid);
	    }
	    function _dynamicRef(valid) {
	        // TODO the assumption here is that `recursiveRef: #` always points to the root
	        // of the schema object, which is not correct, because there may be $id that
	        // makes # point to it, and the target schema may not contain dynamic/recursiveAnchor.
	        // Because of that 2 tests in recursiveRef.json fail.
	        // This is a similar problem to #815 (`$id` doesn't alter resolution scope for `{ "$ref": "#" }`).
	        // (This problem is not tested in JSON-Schema-Test-Suite)
	        if (it.schemaEnv.root.dynamicAnchors[anchor]) {
	            const v = gen.let("_v", (0, codegen_1._) `${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`);
	            gen.if(v, _callRef(v, valid), _callRef(it.validateName, valid));
	        }
	        else {
	            _callRef(it.validateName, valid)();
	        }
	    }
	    function _callRef(validate, valid) {
	        return valid
	            ? () => gen.block(() => {
	                (0, ref_1.callRef)(cxt, validate);
	                gen.let(valid, true);
	            })
	            : () => (0, ref_1.callRef)(cxt, validate);
	    }
	}
	dynamicRef.dynamicRef = dynamicRef$1;
	dynamicRef.default = def;
	
	return dynamicRef;
}

var recursiveAnchor = {};

var hasRequiredRecursiveAnchor;

function requireRecursiveAnchor () {
	if (hasRequiredRecursiveAnchor) return recursiveAnchor;
	hasRequiredRecursiveAnchor = 1;
	Object.defineProperty(recursiveAnchor, "__esModule", { value: true });
	const dynamicAnchor_1 = /*@__PURE__*/ requireDynamicAnchor();
	const util_1 = /*@__PURE__*/ requireUtil();
	const def = {
	    keyword: "$recursiveAnchor",
	    schemaType: "boolean",
	    code(cxt) {
	        if (cxt.schema)
	            (0, dynamicAnchor_1.dynamicAnchor)(cxt, "");
	        else
	            (0, util_1.checkStrictMode)(cxt.it, "$recursiveAnchor: false is ignored");
	    },
	};
	recursiveAnchor.default = def;
	
	return recursiveAnchor;
}

var recursiveRef = {};

var hasRequiredRecursiveRef;

function requireRecursiveRef () {
	if (hasRequiredRecursiveRef) return recursiveRef;
	hasRequiredRecursiveRef = 1;
	Object.defineProperty(recursiveRef, "__esModule", { value: true });
	const dynamicRef_1 = /*@__PURE__*/ requireDynamicRef();
	const def = {
	    keyword: "$recursiveRef",
	    schemaType: "string",
	    code: (cxt) => (0, dynamicRef_1.dynamicRef)(cxt, cxt.schema),
	};
	recursiveRef.default = def;
	
	return recursiveRef;
}

var hasRequiredDynamic;

function requireDynamic () {
	if (hasRequiredDynamic) return dynamic;
	hasRequiredDynamic = 1;
	Object.defineProperty(dynamic, "__esModule", { value: true });
	const dynamicAnchor_1 = /*@__PURE__*/ requireDynamicAnchor();
	const dynamicRef_1 = /*@__PURE__*/ requireDynamicRef();
	const recursiveAnchor_1 = /*@__PURE__*/ requireRecursiveAnchor();
	const recursiveRef_1 = /*@__PURE__*/ requireRecursiveRef();
	const dynamic$1 = [dynamicAnchor_1.default, dynamicRef_1.default, recursiveAnchor_1.default, recursiveRef_1.default];
	dynamic.default = dynamic$1;
	
	return dynamic;
}

var next = {};

var dependentRequired = {};

var hasRequiredDependentRequired;

function requireDependentRequired () {
	if (hasRequiredDependentRequired) return dependentRequired;
	hasRequiredDependentRequired = 1;
	Object.defineProperty(dependentRequired, "__esModule", { value: true });
	const dependencies_1 = /*@__PURE__*/ requireDependencies();
	const def = {
	    keyword: "dependentRequired",
	    type: "object",
	    schemaType: "object",
	    error: dependencies_1.error,
	    code: (cxt) => (0, dependencies_1.validatePropertyDeps)(cxt),
	};
	dependentRequired.default = def;
	
	return dependentRequired;
}

var dependentSchemas = {};

var hasRequiredDependentSchemas;

function requireDependentSchemas () {
	if (hasRequiredDependentSchemas) return dependentSchemas;
	hasRequiredDependentSchemas = 1;
	Object.defineProperty(dependentSchemas, "__esModule", { value: true });
	const dependencies_1 = /*@__PURE__*/ requireDependencies();
	const def = {
	    keyword: "dependentSchemas",
	    type: "object",
	    schemaType: "object",
	    code: (cxt) => (0, dependencies_1.validateSchemaDeps)(cxt),
	};
	dependentSchemas.default = def;
	
	return dependentSchemas;
}

var limitContains = {};

var hasRequiredLimitContains;

function requireLimitContains () {
	if (hasRequiredLimitContains) return limitContains;
	hasRequiredLimitContains = 1;
	Object.defineProperty(limitContains, "__esModule", { value: true });
	const util_1 = /*@__PURE__*/ requireUtil();
	const def = {
	    keyword: ["maxContains", "minContains"],
	    type: "array",
	    schemaType: "number",
	    code({ keyword, parentSchema, it }) {
	        if (parentSchema.contains === undefined) {
	            (0, util_1.checkStrictMode)(it, `"${keyword}" without "contains" is ignored`);
	        }
	    },
	};
	limitContains.default = def;
	
	return limitContains;
}

var hasRequiredNext;

function requireNext () {
	if (hasRequiredNext) return next;
	hasRequiredNext = 1;
	Object.defineProperty(next, "__esModule", { value: true });
	const dependentRequired_1 = /*@__PURE__*/ requireDependentRequired();
	const dependentSchemas_1 = /*@__PURE__*/ requireDependentSchemas();
	const limitContains_1 = /*@__PURE__*/ requireLimitContains();
	const next$1 = [dependentRequired_1.default, dependentSchemas_1.default, limitContains_1.default];
	next.default = next$1;
	
	return next;
}

var unevaluated = {};

var unevaluatedProperties = {};

var hasRequiredUnevaluatedProperties;

function requireUnevaluatedProperties () {
	if (hasRequiredUnevaluatedProperties) return unevaluatedProperties;
	hasRequiredUnevaluatedProperties = 1;
	Object.defineProperty(unevaluatedProperties, "__esModule", { value: true });
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const util_1 = /*@__PURE__*/ requireUtil();
	const names_1 = /*@__PURE__*/ requireNames();
	const error = {
	    message: "must NOT have unevaluated properties",
	    params: ({ params }) => (0, codegen_1._) `{unevaluatedProperty: ${params.unevaluatedProperty}}`,
	};
	const def = {
	    keyword: "unevaluatedProperties",
	    type: "object",
	    schemaType: ["boolean", "object"],
	    trackErrors: true,
	    error,
	    code(cxt) {
	        const { gen, schema, data, errsCount, it } = cxt;
	        /* istanbul ignore if */
	        if (!errsCount)
	            throw new Error("ajv implementation error");
	        const { allErrors, props } = it;
	        if (props instanceof codegen_1.Name) {
	            gen.if((0, codegen_1._) `${props} !== true`, () => gen.forIn("key", data, (key) => gen.if(unevaluatedDynamic(props, key), () => unevaluatedPropCode(key))));
	        }
	        else if (props !== true) {
	            gen.forIn("key", data, (key) => props === undefined
	                ? unevaluatedPropCode(key)
	                : gen.if(unevaluatedStatic(props, key), () => unevaluatedPropCode(key)));
	        }
	        it.props = true;
	        cxt.ok((0, codegen_1._) `${errsCount} === ${names_1.default.errors}`);
	        function unevaluatedPropCode(key) {
	            if (schema === false) {
	                cxt.setParams({ unevaluatedProperty: key });
	                cxt.error();
	                if (!allErrors)
	                    gen.break();
	                return;
	            }
	            if (!(0, util_1.alwaysValidSchema)(it, schema)) {
	                const valid = gen.name("valid");
	                cxt.subschema({
	                    keyword: "unevaluatedProperties",
	                    dataProp: key,
	                    dataPropType: util_1.Type.Str,
	                }, valid);
	                if (!allErrors)
	                    gen.if((0, codegen_1.not)(valid), () => gen.break());
	            }
	        }
	        function unevaluatedDynamic(evaluatedProps, key) {
	            return (0, codegen_1._) `!${evaluatedProps} || !${evaluatedProps}[${key}]`;
	        }
	        function unevaluatedStatic(evaluatedProps, key) {
	            const ps = [];
	            for (const p in evaluatedProps) {
	                if (evaluatedProps[p] === true)
	                    ps.push((0, codegen_1._) `${key} !== ${p}`);
	            }
	            return (0, codegen_1.and)(...ps);
	        }
	    },
	};
	unevaluatedProperties.default = def;
	
	return unevaluatedProperties;
}

var unevaluatedItems = {};

var hasRequiredUnevaluatedItems;

function requireUnevaluatedItems () {
	if (hasRequiredUnevaluatedItems) return unevaluatedItems;
	hasRequiredUnevaluatedItems = 1;
	Object.defineProperty(unevaluatedItems, "__esModule", { value: true });
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const util_1 = /*@__PURE__*/ requireUtil();
	const error = {
	    message: ({ params: { len } }) => (0, codegen_1.str) `must NOT have more than ${len} items`,
	    params: ({ params: { len } }) => (0, codegen_1._) `{limit: ${len}}`,
	};
	const def = {
	    keyword: "unevaluatedItems",
	    type: "array",
	    schemaType: ["boolean", "object"],
	    error,
	    code(cxt) {
	        const { gen, schema, data, it } = cxt;
	        const items = it.items || 0;
	        if (items === true)
	            return;
	        const len = gen.const("len", (0, codegen_1._) `${data}.length`);
	        if (schema === false) {
	            cxt.setParams({ len: items });
	            cxt.fail((0, codegen_1._) `${len} > ${items}`);
	        }
	        else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
	            const valid = gen.var("valid", (0, codegen_1._) `${len} <= ${items}`);
	            gen.if((0, codegen_1.not)(valid), () => validateItems(valid, items));
	            cxt.ok(valid);
	        }
	        it.items = true;
	        function validateItems(valid, from) {
	            gen.forRange("i", from, len, (i) => {
	                cxt.subschema({ keyword: "unevaluatedItems", dataProp: i, dataPropType: util_1.Type.Num }, valid);
	                if (!it.allErrors)
	                    gen.if((0, codegen_1.not)(valid), () => gen.break());
	            });
	        }
	    },
	};
	unevaluatedItems.default = def;
	
	return unevaluatedItems;
}

var hasRequiredUnevaluated;

function requireUnevaluated () {
	if (hasRequiredUnevaluated) return unevaluated;
	hasRequiredUnevaluated = 1;
	Object.defineProperty(unevaluated, "__esModule", { value: true });
	const unevaluatedProperties_1 = /*@__PURE__*/ requireUnevaluatedProperties();
	const unevaluatedItems_1 = /*@__PURE__*/ requireUnevaluatedItems();
	const unevaluated$1 = [unevaluatedProperties_1.default, unevaluatedItems_1.default];
	unevaluated.default = unevaluated$1;
	
	return unevaluated;
}

var hasRequiredDraft2020;

function requireDraft2020 () {
	if (hasRequiredDraft2020) return draft2020;
	hasRequiredDraft2020 = 1;
	Object.defineProperty(draft2020, "__esModule", { value: true });
	const core_1 = /*@__PURE__*/ requireCore();
	const validation_1 = /*@__PURE__*/ requireValidation();
	const applicator_1 = /*@__PURE__*/ requireApplicator();
	const dynamic_1 = /*@__PURE__*/ requireDynamic();
	const next_1 = /*@__PURE__*/ requireNext();
	const unevaluated_1 = /*@__PURE__*/ requireUnevaluated();
	const format_1 = /*@__PURE__*/ requireFormat();
	const metadata_1 = /*@__PURE__*/ requireMetadata();
	const draft2020Vocabularies = [
	    dynamic_1.default,
	    core_1.default,
	    validation_1.default,
	    (0, applicator_1.default)(true),
	    format_1.default,
	    metadata_1.metadataVocabulary,
	    metadata_1.contentVocabulary,
	    next_1.default,
	    unevaluated_1.default,
	];
	draft2020.default = draft2020Vocabularies;
	
	return draft2020;
}

var jsonSchema202012 = {};

var $schema$8 = "https://json-schema.org/draft/2020-12/schema";
var $id$8 = "https://json-schema.org/draft/2020-12/schema";
var $vocabulary$7 = {
	"https://json-schema.org/draft/2020-12/vocab/core": true,
	"https://json-schema.org/draft/2020-12/vocab/applicator": true,
	"https://json-schema.org/draft/2020-12/vocab/unevaluated": true,
	"https://json-schema.org/draft/2020-12/vocab/validation": true,
	"https://json-schema.org/draft/2020-12/vocab/meta-data": true,
	"https://json-schema.org/draft/2020-12/vocab/format-annotation": true,
	"https://json-schema.org/draft/2020-12/vocab/content": true
};
var $dynamicAnchor$7 = "meta";
var title$8 = "Core and Validation specifications meta-schema";
var allOf = [
	{
		$ref: "meta/core"
	},
	{
		$ref: "meta/applicator"
	},
	{
		$ref: "meta/unevaluated"
	},
	{
		$ref: "meta/validation"
	},
	{
		$ref: "meta/meta-data"
	},
	{
		$ref: "meta/format-annotation"
	},
	{
		$ref: "meta/content"
	}
];
var type$8 = [
	"object",
	"boolean"
];
var $comment = "This meta-schema also defines keywords that have appeared in previous drafts in order to prevent incompatible extensions as they remain in common use.";
var properties$8 = {
	definitions: {
		$comment: "\"definitions\" has been replaced by \"$defs\".",
		type: "object",
		additionalProperties: {
			$dynamicRef: "#meta"
		},
		deprecated: true,
		"default": {
		}
	},
	dependencies: {
		$comment: "\"dependencies\" has been split and replaced by \"dependentSchemas\" and \"dependentRequired\" in order to serve their differing semantics.",
		type: "object",
		additionalProperties: {
			anyOf: [
				{
					$dynamicRef: "#meta"
				},
				{
					$ref: "meta/validation#/$defs/stringArray"
				}
			]
		},
		deprecated: true,
		"default": {
		}
	},
	$recursiveAnchor: {
		$comment: "\"$recursiveAnchor\" has been replaced by \"$dynamicAnchor\".",
		$ref: "meta/core#/$defs/anchorString",
		deprecated: true
	},
	$recursiveRef: {
		$comment: "\"$recursiveRef\" has been replaced by \"$dynamicRef\".",
		$ref: "meta/core#/$defs/uriReferenceString",
		deprecated: true
	}
};
var require$$0 = {
	$schema: $schema$8,
	$id: $id$8,
	$vocabulary: $vocabulary$7,
	$dynamicAnchor: $dynamicAnchor$7,
	title: title$8,
	allOf: allOf,
	type: type$8,
	$comment: $comment,
	properties: properties$8
};

var $schema$7 = "https://json-schema.org/draft/2020-12/schema";
var $id$7 = "https://json-schema.org/draft/2020-12/meta/applicator";
var $vocabulary$6 = {
	"https://json-schema.org/draft/2020-12/vocab/applicator": true
};
var $dynamicAnchor$6 = "meta";
var title$7 = "Applicator vocabulary meta-schema";
var type$7 = [
	"object",
	"boolean"
];
var properties$7 = {
	prefixItems: {
		$ref: "#/$defs/schemaArray"
	},
	items: {
		$dynamicRef: "#meta"
	},
	contains: {
		$dynamicRef: "#meta"
	},
	additionalProperties: {
		$dynamicRef: "#meta"
	},
	properties: {
		type: "object",
		additionalProperties: {
			$dynamicRef: "#meta"
		},
		"default": {
		}
	},
	patternProperties: {
		type: "object",
		additionalProperties: {
			$dynamicRef: "#meta"
		},
		propertyNames: {
			format: "regex"
		},
		"default": {
		}
	},
	dependentSchemas: {
		type: "object",
		additionalProperties: {
			$dynamicRef: "#meta"
		},
		"default": {
		}
	},
	propertyNames: {
		$dynamicRef: "#meta"
	},
	"if": {
		$dynamicRef: "#meta"
	},
	then: {
		$dynamicRef: "#meta"
	},
	"else": {
		$dynamicRef: "#meta"
	},
	allOf: {
		$ref: "#/$defs/schemaArray"
	},
	anyOf: {
		$ref: "#/$defs/schemaArray"
	},
	oneOf: {
		$ref: "#/$defs/schemaArray"
	},
	not: {
		$dynamicRef: "#meta"
	}
};
var $defs$3 = {
	schemaArray: {
		type: "array",
		minItems: 1,
		items: {
			$dynamicRef: "#meta"
		}
	}
};
var require$$1 = {
	$schema: $schema$7,
	$id: $id$7,
	$vocabulary: $vocabulary$6,
	$dynamicAnchor: $dynamicAnchor$6,
	title: title$7,
	type: type$7,
	properties: properties$7,
	$defs: $defs$3
};

var $schema$6 = "https://json-schema.org/draft/2020-12/schema";
var $id$6 = "https://json-schema.org/draft/2020-12/meta/unevaluated";
var $vocabulary$5 = {
	"https://json-schema.org/draft/2020-12/vocab/unevaluated": true
};
var $dynamicAnchor$5 = "meta";
var title$6 = "Unevaluated applicator vocabulary meta-schema";
var type$6 = [
	"object",
	"boolean"
];
var properties$6 = {
	unevaluatedItems: {
		$dynamicRef: "#meta"
	},
	unevaluatedProperties: {
		$dynamicRef: "#meta"
	}
};
var require$$2 = {
	$schema: $schema$6,
	$id: $id$6,
	$vocabulary: $vocabulary$5,
	$dynamicAnchor: $dynamicAnchor$5,
	title: title$6,
	type: type$6,
	properties: properties$6
};

var $schema$5 = "https://json-schema.org/draft/2020-12/schema";
var $id$5 = "https://json-schema.org/draft/2020-12/meta/content";
var $vocabulary$4 = {
	"https://json-schema.org/draft/2020-12/vocab/content": true
};
var $dynamicAnchor$4 = "meta";
var title$5 = "Content vocabulary meta-schema";
var type$5 = [
	"object",
	"boolean"
];
var properties$5 = {
	contentEncoding: {
		type: "string"
	},
	contentMediaType: {
		type: "string"
	},
	contentSchema: {
		$dynamicRef: "#meta"
	}
};
var require$$3 = {
	$schema: $schema$5,
	$id: $id$5,
	$vocabulary: $vocabulary$4,
	$dynamicAnchor: $dynamicAnchor$4,
	title: title$5,
	type: type$5,
	properties: properties$5
};

var $schema$4 = "https://json-schema.org/draft/2020-12/schema";
var $id$4 = "https://json-schema.org/draft/2020-12/meta/core";
var $vocabulary$3 = {
	"https://json-schema.org/draft/2020-12/vocab/core": true
};
var $dynamicAnchor$3 = "meta";
var title$4 = "Core vocabulary meta-schema";
var type$4 = [
	"object",
	"boolean"
];
var properties$4 = {
	$id: {
		$ref: "#/$defs/uriReferenceString",
		$comment: "Non-empty fragments not allowed.",
		pattern: "^[^#]*#?$"
	},
	$schema: {
		$ref: "#/$defs/uriString"
	},
	$ref: {
		$ref: "#/$defs/uriReferenceString"
	},
	$anchor: {
		$ref: "#/$defs/anchorString"
	},
	$dynamicRef: {
		$ref: "#/$defs/uriReferenceString"
	},
	$dynamicAnchor: {
		$ref: "#/$defs/anchorString"
	},
	$vocabulary: {
		type: "object",
		propertyNames: {
			$ref: "#/$defs/uriString"
		},
		additionalProperties: {
			type: "boolean"
		}
	},
	$comment: {
		type: "string"
	},
	$defs: {
		type: "object",
		additionalProperties: {
			$dynamicRef: "#meta"
		}
	}
};
var $defs$2 = {
	anchorString: {
		type: "string",
		pattern: "^[A-Za-z_][-A-Za-z0-9._]*$"
	},
	uriString: {
		type: "string",
		format: "uri"
	},
	uriReferenceString: {
		type: "string",
		format: "uri-reference"
	}
};
var require$$4 = {
	$schema: $schema$4,
	$id: $id$4,
	$vocabulary: $vocabulary$3,
	$dynamicAnchor: $dynamicAnchor$3,
	title: title$4,
	type: type$4,
	properties: properties$4,
	$defs: $defs$2
};

var $schema$3 = "https://json-schema.org/draft/2020-12/schema";
var $id$3 = "https://json-schema.org/draft/2020-12/meta/format-annotation";
var $vocabulary$2 = {
	"https://json-schema.org/draft/2020-12/vocab/format-annotation": true
};
var $dynamicAnchor$2 = "meta";
var title$3 = "Format vocabulary meta-schema for annotation results";
var type$3 = [
	"object",
	"boolean"
];
var properties$3 = {
	format: {
		type: "string"
	}
};
var require$$5 = {
	$schema: $schema$3,
	$id: $id$3,
	$vocabulary: $vocabulary$2,
	$dynamicAnchor: $dynamicAnchor$2,
	title: title$3,
	type: type$3,
	properties: properties$3
};

var $schema$2 = "https://json-schema.org/draft/2020-12/schema";
var $id$2 = "https://json-schema.org/draft/2020-12/meta/meta-data";
var $vocabulary$1 = {
	"https://json-schema.org/draft/2020-12/vocab/meta-data": true
};
var $dynamicAnchor$1 = "meta";
var title$2 = "Meta-data vocabulary meta-schema";
var type$2 = [
	"object",
	"boolean"
];
var properties$2 = {
	title: {
		type: "string"
	},
	description: {
		type: "string"
	},
	"default": true,
	deprecated: {
		type: "boolean",
		"default": false
	},
	readOnly: {
		type: "boolean",
		"default": false
	},
	writeOnly: {
		type: "boolean",
		"default": false
	},
	examples: {
		type: "array",
		items: true
	}
};
var require$$6 = {
	$schema: $schema$2,
	$id: $id$2,
	$vocabulary: $vocabulary$1,
	$dynamicAnchor: $dynamicAnchor$1,
	title: title$2,
	type: type$2,
	properties: properties$2
};

var $schema$1 = "https://json-schema.org/draft/2020-12/schema";
var $id$1 = "https://json-schema.org/draft/2020-12/meta/validation";
var $vocabulary = {
	"https://json-schema.org/draft/2020-12/vocab/validation": true
};
var $dynamicAnchor = "meta";
var title$1 = "Validation vocabulary meta-schema";
var type$1 = [
	"object",
	"boolean"
];
var properties$1 = {
	type: {
		anyOf: [
			{
				$ref: "#/$defs/simpleTypes"
			},
			{
				type: "array",
				items: {
					$ref: "#/$defs/simpleTypes"
				},
				minItems: 1,
				uniqueItems: true
			}
		]
	},
	"const": true,
	"enum": {
		type: "array",
		items: true
	},
	multipleOf: {
		type: "number",
		exclusiveMinimum: 0
	},
	maximum: {
		type: "number"
	},
	exclusiveMaximum: {
		type: "number"
	},
	minimum: {
		type: "number"
	},
	exclusiveMinimum: {
		type: "number"
	},
	maxLength: {
		$ref: "#/$defs/nonNegativeInteger"
	},
	minLength: {
		$ref: "#/$defs/nonNegativeIntegerDefault0"
	},
	pattern: {
		type: "string",
		format: "regex"
	},
	maxItems: {
		$ref: "#/$defs/nonNegativeInteger"
	},
	minItems: {
		$ref: "#/$defs/nonNegativeIntegerDefault0"
	},
	uniqueItems: {
		type: "boolean",
		"default": false
	},
	maxContains: {
		$ref: "#/$defs/nonNegativeInteger"
	},
	minContains: {
		$ref: "#/$defs/nonNegativeInteger",
		"default": 1
	},
	maxProperties: {
		$ref: "#/$defs/nonNegativeInteger"
	},
	minProperties: {
		$ref: "#/$defs/nonNegativeIntegerDefault0"
	},
	required: {
		$ref: "#/$defs/stringArray"
	},
	dependentRequired: {
		type: "object",
		additionalProperties: {
			$ref: "#/$defs/stringArray"
		}
	}
};
var $defs$1 = {
	nonNegativeInteger: {
		type: "integer",
		minimum: 0
	},
	nonNegativeIntegerDefault0: {
		$ref: "#/$defs/nonNegativeInteger",
		"default": 0
	},
	simpleTypes: {
		"enum": [
			"array",
			"boolean",
			"integer",
			"null",
			"number",
			"object",
			"string"
		]
	},
	stringArray: {
		type: "array",
		items: {
			type: "string"
		},
		uniqueItems: true,
		"default": [
		]
	}
};
var require$$7 = {
	$schema: $schema$1,
	$id: $id$1,
	$vocabulary: $vocabulary,
	$dynamicAnchor: $dynamicAnchor,
	title: title$1,
	type: type$1,
	properties: properties$1,
	$defs: $defs$1
};

var hasRequiredJsonSchema202012;

function requireJsonSchema202012 () {
	if (hasRequiredJsonSchema202012) return jsonSchema202012;
	hasRequiredJsonSchema202012 = 1;
	Object.defineProperty(jsonSchema202012, "__esModule", { value: true });
	const metaSchema = require$$0;
	const applicator = require$$1;
	const unevaluated = require$$2;
	const content = require$$3;
	const core = require$$4;
	const format = require$$5;
	const metadata = require$$6;
	const validation = require$$7;
	const META_SUPPORT_DATA = ["/properties"];
	function addMetaSchema2020($data) {
	    [
	        metaSchema,
	        applicator,
	        unevaluated,
	        content,
	        core,
	        with$data(this, format),
	        metadata,
	        with$data(this, validation),
	    ].forEach((sch) => this.addMetaSchema(sch, undefined, false));
	    return this;
	    function with$data(ajv, sch) {
	        return $data ? ajv.$dataMetaSchema(sch, META_SUPPORT_DATA) : sch;
	    }
	}
	jsonSchema202012.default = addMetaSchema2020;
	
	return jsonSchema202012;
}

var hasRequired_2020;

function require_2020 () {
	if (hasRequired_2020) return _2020.exports;
	hasRequired_2020 = 1;
	(function (module, exports) {
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv2020 = void 0;
		const core_1 = /*@__PURE__*/ requireCore$1();
		const draft2020_1 = /*@__PURE__*/ requireDraft2020();
		const discriminator_1 = /*@__PURE__*/ requireDiscriminator();
		const json_schema_2020_12_1 = /*@__PURE__*/ requireJsonSchema202012();
		const META_SCHEMA_ID = "https://json-schema.org/draft/2020-12/schema";
		class Ajv2020 extends core_1.default {
		    constructor(opts = {}) {
		        super({
		            ...opts,
		            dynamicRef: true,
		            next: true,
		            unevaluated: true,
		        });
		    }
		    _addVocabularies() {
		        super._addVocabularies();
		        draft2020_1.default.forEach((v) => this.addVocabulary(v));
		        if (this.opts.discriminator)
		            this.addKeyword(discriminator_1.default);
		    }
		    _addDefaultMetaSchema() {
		        super._addDefaultMetaSchema();
		        const { $data, meta } = this.opts;
		        if (!meta)
		            return;
		        json_schema_2020_12_1.default.call(this, $data);
		        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
		    }
		    defaultMeta() {
		        return (this.opts.defaultMeta =
		            super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : undefined));
		    }
		}
		exports.Ajv2020 = Ajv2020;
		module.exports = exports = Ajv2020;
		module.exports.Ajv2020 = Ajv2020;
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.default = Ajv2020;
		var validate_1 = /*@__PURE__*/ requireValidate();
		Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function () { return validate_1.KeywordCxt; } });
		var codegen_1 = /*@__PURE__*/ requireCodegen();
		Object.defineProperty(exports, "_", { enumerable: true, get: function () { return codegen_1._; } });
		Object.defineProperty(exports, "str", { enumerable: true, get: function () { return codegen_1.str; } });
		Object.defineProperty(exports, "stringify", { enumerable: true, get: function () { return codegen_1.stringify; } });
		Object.defineProperty(exports, "nil", { enumerable: true, get: function () { return codegen_1.nil; } });
		Object.defineProperty(exports, "Name", { enumerable: true, get: function () { return codegen_1.Name; } });
		Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function () { return codegen_1.CodeGen; } });
		var validation_error_1 = /*@__PURE__*/ requireValidation_error();
		Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function () { return validation_error_1.default; } });
		var ref_error_1 = /*@__PURE__*/ requireRef_error();
		Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function () { return ref_error_1.default; } });
		
	} (_2020, _2020.exports));
	return _2020.exports;
}

var _2020Exports = /*@__PURE__*/ require_2020();

var $schema = "https://json-schema.org/draft/2020-12/schema";
var $id = "urn:mcp-drift-gate:lockfile:v1";
var title = "mcp-drift-gate lockfile (mcp.lock.json), version 1";
var description = "Locked capabilities of one MCP server. Generated by `mcp-drift-gate`; do not edit by hand.";
var type = "object";
var required = [
	"$schema",
	"lockfileVersion",
	"generator",
	"mode",
	"fingerprint",
	"server",
	"capabilities",
	"tools",
	"prompts",
	"resources",
	"resourceTemplates"
];
var additionalProperties = false;
var properties = {
	$schema: {
		"const": "urn:mcp-drift-gate:lockfile:v1"
	},
	lockfileVersion: {
		"const": 1
	},
	generator: {
		type: "object",
		required: [
			"name",
			"version"
		],
		additionalProperties: false,
		properties: {
			name: {
				"const": "mcp-drift-gate"
			},
			version: {
				type: "string",
				minLength: 1
			}
		}
	},
	mode: {
		"enum": [
			"signature",
			"list-freeze"
		]
	},
	fingerprint: {
		$ref: "#/$defs/digest"
	},
	server: {
		type: "object",
		required: [
			"name",
			"protocolVersion",
			"info"
		],
		additionalProperties: false,
		properties: {
			name: {
				type: "string"
			},
			version: {
				type: "string"
			},
			protocolVersion: {
				type: "string",
				minLength: 1
			},
			info: {
				type: "object"
			}
		}
	},
	capabilities: {
		type: "object"
	},
	instructions: {
		type: "string"
	},
	signature: {
		type: "object",
		required: [
			"digest"
		],
		additionalProperties: false,
		properties: {
			digest: {
				$ref: "#/$defs/digest"
			}
		}
	},
	tools: {
		type: "object",
		propertyNames: {
			minLength: 1
		},
		additionalProperties: {
			$ref: "#/$defs/toolEntry"
		}
	},
	prompts: {
		$ref: "#/$defs/entryMap"
	},
	resources: {
		$ref: "#/$defs/entryMap"
	},
	resourceTemplates: {
		$ref: "#/$defs/entryMap"
	}
};
var then = {
	required: [
		"signature"
	]
};
var $defs = {
	digest: {
		type: "string",
		pattern: "^sha256:[0-9a-f]{64}$"
	},
	entryMap: {
		type: "object",
		propertyNames: {
			minLength: 1
		},
		additionalProperties: {
			$ref: "#/$defs/entry"
		}
	},
	entry: {
		type: "object",
		required: [
			"digest",
			"definition"
		],
		additionalProperties: false,
		properties: {
			digest: {
				$ref: "#/$defs/digest"
			},
			definition: {
				type: "object"
			}
		}
	},
	toolEntry: {
		type: "object",
		required: [
			"digest",
			"hangarDigest",
			"risk",
			"definition"
		],
		additionalProperties: false,
		properties: {
			digest: {
				$ref: "#/$defs/digest"
			},
			descriptionHash: {
				$ref: "#/$defs/digest"
			},
			inputSchemaHash: {
				$ref: "#/$defs/digest"
			},
			hangarDigest: {
				$ref: "#/$defs/digest"
			},
			toolDefinition: {
				$ref: "#/$defs/assayToolDefinitionCluster"
			},
			risk: {
				$ref: "#/$defs/risk"
			},
			definition: {
				type: "object",
				required: [
					"name"
				],
				properties: {
					name: {
						type: "string",
						minLength: 1
					}
				}
			}
		}
	},
	assayToolDefinitionCluster: {
		type: "object",
		required: [
			"tool_definition_digest",
			"tool_definition_digest_alg",
			"tool_definition_canonicalization",
			"tool_definition_schema",
			"tool_definition_source"
		],
		additionalProperties: false,
		properties: {
			tool_definition_digest: {
				$ref: "#/$defs/digest"
			},
			tool_definition_digest_alg: {
				"const": "sha256"
			},
			tool_definition_canonicalization: {
				"const": "jcs:mcp_tool_definition.v1"
			},
			tool_definition_schema: {
				"const": "assay.mcp.tool-definition.snapshot.v1"
			},
			tool_definition_source: {
				"const": "mcp.tools/list"
			}
		}
	},
	risk: {
		type: "object",
		required: [
			"level",
			"categories",
			"reasons"
		],
		additionalProperties: false,
		properties: {
			level: {
				"enum": [
					"LOW",
					"MEDIUM",
					"HIGH",
					"CRITICAL"
				]
			},
			categories: {
				type: "array",
				uniqueItems: true,
				items: {
					"enum": [
						"read_file",
						"write_file",
						"execute_command",
						"network_request",
						"database_access",
						"system_info",
						"user_interaction",
						"admin_operation"
					]
				}
			},
			reasons: {
				type: "array",
				items: {
					type: "string"
				}
			}
		}
	}
};
var lockfileSchema = {
	$schema: $schema,
	$id: $id,
	title: title,
	description: description,
	type: type,
	required: required,
	additionalProperties: additionalProperties,
	properties: properties,
	"if": {
	properties: {
		mode: {
			"const": "signature"
		}
	}
},
	then: then,
	"else": {
	not: {
		required: [
			"signature"
		]
	}
},
	$defs: $defs
};

let compiled;
/** The compiled validator, built on first use and reused (compiling costs far more than validating). */
function lockfileValidator() {
    compiled ??= new _2020Exports.Ajv2020({ strict: true, strictRequired: false, allErrors: false }).compile(lockfileSchema);
    return compiled;
}
/** One line for a person: where in the document, which keyword, what it wanted. */
function describeSchemaError(error) {
    const pointer = error.instancePath === '' ? '/' : error.instancePath;
    const extra = error.keyword === 'additionalProperties'
        ? ` (${JSON.stringify(error.params.additionalProperty)})`
        : '';
    return `at ${pointer}: ${error.message ?? 'is invalid'}${extra} [keyword "${error.keyword}"]`;
}

/**
 * Checks that every stored digest still matches its stored definition and that the
 * fingerprint matches the content: the schema catches malformed data, this catches a
 * hand-edited definition or digest. Returns the first problem as a JSON pointer and reason.
 */
function findIntegrityProblem(lock) {
    const definitionDigests = {};
    for (const [key, entry] of Object.entries(lock.tools)) {
        const at = pointer('tools', key);
        if (entry.definition[ITEM_KEYS.tools] !== key)
            return { pointer: `${at}/definition/name`, reason: 'does not match its key' };
        const { identity, definitionDigest } = analyzeTool(entry.definition);
        const stored = { ...entry };
        delete stored.risk;
        delete stored.definition;
        for (const field of new Set([...Object.keys(identity), ...Object.keys(stored)])) {
            const expected = identity[field];
            const actual = stored[field];
            if (expected === undefined || actual === undefined || canonicalJson(expected) !== canonicalJson(actual)) {
                return { pointer: `${at}/${field}`, reason: 'does not match the stored definition' };
            }
        }
        Object.defineProperty(definitionDigests, key, { value: definitionDigest, enumerable: true });
    }
    for (const map of ['prompts', 'resources', 'resourceTemplates']) {
        for (const [key, entry] of Object.entries(lock[map])) {
            const at = pointer(map, key);
            if (entry.definition[ITEM_KEYS[map]] !== key) {
                return { pointer: `${at}/definition/${ITEM_KEYS[map]}`, reason: 'does not match its key' };
            }
            if (entryDigest(entry.definition) !== entry.digest) {
                return { pointer: `${at}/digest`, reason: 'does not match the stored definition' };
            }
        }
    }
    const { fingerprint, ...unsealed } = lock;
    if (lockfileFingerprint(unsealed, definitionDigests) !== fingerprint) {
        return { pointer: '/fingerprint', reason: 'does not match the locked content' };
    }
    return undefined;
}
/** RFC 6901 pointer. */
function pointer(...segments) {
    return segments.map((segment) => `/${segment.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/** Reads and validates mcp.lock.json. Never writes. Every failure is a GateError naming `path`. */
async function readLockfile(path) {
    let bytes;
    try {
        bytes = await readFile(path);
    }
    catch (error) {
        if (errnoCode(error) === 'ENOENT') {
            throw new GateError('lockfile_missing', `lockfile ${path} does not exist; lock the server first to create it`, {
                cause: error,
            });
        }
        throw new GateError('io_error', `cannot read lockfile ${path}: ${error.message}`, { cause: error });
    }
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch (error) {
        throw new GateError('lockfile_invalid', `lockfile ${path} is not valid UTF-8 (corrupted?)`, { cause: error });
    }
    return parseLockfile(text, path);
}
/** Validates lockfile text; `label` (usually the path) names the file in errors. */
function parseLockfile(text, label) {
    const body = text.startsWith('\uFEFF') ? text.slice(1) : text; // editors on Windows may add a BOM
    if (body.trim() === '')
        throw new GateError('lockfile_invalid', `lockfile ${label} is empty`);
    let data;
    try {
        data = JSON.parse(body);
    }
    catch (error) {
        const where = syntaxPosition(body);
        throw new GateError('lockfile_invalid', `lockfile ${label} is not valid JSON${where} (truncated or edited?): ${error.message}`, { cause: error });
    }
    if (!isJsonObject(data))
        throw new GateError('lockfile_invalid', `lockfile ${label} is not a JSON object`);
    // Before the schema: a newer file fails the v1 schema, and "upgrade" is the useful message.
    const version = data.lockfileVersion;
    if (typeof version === 'number' && version > LOCKFILE_VERSION) {
        throw new GateError('lockfile_version', `lockfile ${label} was written by a newer mcp-drift-gate (lockfileVersion ${version}; this version reads ${LOCKFILE_VERSION}); upgrade mcp-drift-gate`);
    }
    const validate = lockfileValidator();
    if (!validate(data)) {
        const first = validate.errors?.[0];
        const detail = first ? describeSchemaError(first) : 'unknown schema error';
        throw new GateError('lockfile_invalid', `lockfile ${label} fails the lockfile schema ${detail}`);
    }
    const problem = findIntegrityProblem(data);
    if (problem) {
        throw new GateError('lockfile_invalid', `lockfile ${label} is inconsistent at ${problem.pointer}: ${problem.reason} (edited by hand? lock the server again)`);
    }
    return data;
}
function syntaxPosition(text) {
    try {
        const position = locateJsonSyntaxError(text);
        return position ? ` at line ${position.line} column ${position.column} (offset ${position.offset})` : '';
    }
    catch {
        return ''; // e.g. nesting too deep for the locator's recursion; the parser message remains
    }
}
function errnoCode(error) {
    return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

/** Top-level order of mcp.lock.json: identification first, then the server, then the items. */
const TOP_LEVEL_ORDER = [
    '$schema',
    'lockfileVersion',
    'generator',
    'mode',
    'fingerprint',
    'server',
    'capabilities',
    'instructions',
    'signature',
    'tools',
    'prompts',
    'resources',
    'resourceTemplates',
];
/** Entry fields: digests first, the (long) definition last, so a PR diff reads top-down. */
const ENTRY_ORDER = [
    'digest',
    'descriptionHash',
    'inputSchemaHash',
    'hangarDigest',
    'toolDefinition',
    'risk',
    'definition',
];
const ITEM_MAPS = new Set(['tools', 'prompts', 'resources', 'resourceTemplates']);
/**
 * Pretty JSON, 2-space indent, trailing newline. Key order is fixed at the top level and in
 * entries and JCS order (UTF-16 code units) everywhere else, including maps and definitions.
 * Written by hand because JSON.stringify follows insertion order and always puts integer-like
 * keys ("2", "10") first, which would break canonical order for such names.
 */
function serializeLockfile(lock) {
    return `${writeValue(lock, [], '')}\n`;
}
function writeValue(value, path, indent) {
    if (value === null || typeof value !== 'object') {
        const text = JSON.stringify(value);
        if (text === undefined)
            throw new TypeError(`lockfile value at /${path.join('/')} is not JSON`);
        return text;
    }
    const inner = `${indent}  `;
    if (Array.isArray(value)) {
        if (value.length === 0)
            return '[]';
        const items = value.map((item, i) => `${inner}${writeValue(item, [...path, String(i)], inner)}`);
        return `[\n${items.join(',\n')}\n${indent}]`;
    }
    const object = value;
    const keys = orderKeys(Object.keys(object).filter((key) => object[key] !== undefined), path);
    if (keys.length === 0)
        return '{}';
    const members = keys.map((key) => `${inner}${JSON.stringify(key)}: ${writeValue(object[key], [...path, key], inner)}`);
    return `{\n${members.join(',\n')}\n${indent}}`;
}
function orderKeys(keys, path) {
    const fixed = path.length === 0 ? TOP_LEVEL_ORDER : path.length === 2 && ITEM_MAPS.has(path[0]) ? ENTRY_ORDER : undefined;
    const sorted = [...keys].sort();
    if (!fixed)
        return sorted;
    // Known keys in their fixed order, anything unexpected after them, sorted.
    return [...fixed.filter((key) => keys.includes(key)), ...sorted.filter((key) => !fixed.includes(key))];
}

/**
 * Writes the lockfile so a reader sees either the old file or the complete new one: temp file
 * in the same directory (rename is only atomic within a file system), fsync, rename. On any
 * failure the temp file is removed and the original is untouched.
 */
async function writeLockfileAtomic(path, lock) {
    const text = serializeLockfile(lock);
    const directory = dirname(path);
    const temp = join(directory, `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
    const mode = await existingMode(path);
    let handle;
    try {
        handle = await open(temp, 'wx', mode);
        await handle.writeFile(text, 'utf8');
        await handle.sync();
        await handle.close();
        handle = undefined;
        await rename(temp, path);
    }
    catch (error) {
        await handle?.close().catch(() => undefined);
        await rm(temp, { force: true }).catch(() => undefined);
        throw new GateError('io_error', `cannot write lockfile ${path}: ${error.message}`, { cause: error });
    }
    await syncDirectory(directory);
}
/** Keep the permissions of a file being replaced; new files get the usual 0644 (before umask). */
async function existingMode(path) {
    try {
        return (await stat(path)).mode & 0o777;
    }
    catch {
        return 0o644;
    }
}
/** Makes the rename itself durable. Best effort: some platforms cannot open a directory. */
async function syncDirectory(directory) {
    try {
        const handle = await open(directory, 'r');
        try {
            await handle.sync();
        }
        finally {
            await handle.close();
        }
    }
    catch {
        // The file is already complete and renamed; only durability across a power cut is at stake.
    }
}

/**
 * Resolves a local `$ref` (`#`, `#/$defs/x`, `#/definitions/x`, any JSON pointer in a URI fragment)
 * inside `root`. undefined for remote references, anchors and pointers that lead nowhere.
 * Shared by the schema diff and risk inference, which both look through local `$ref`s.
 */
function resolveLocalRef(root, ref) {
    if (!ref.startsWith('#'))
        return undefined;
    let fragment;
    try {
        fragment = decodeURIComponent(ref.slice(1));
    }
    catch {
        return undefined;
    }
    if (fragment === '')
        return root;
    if (!fragment.startsWith('/'))
        return undefined;
    let node = root;
    for (const token of fragment.slice(1).split('/')) {
        const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
        if (Array.isArray(node)) {
            node = /^(0|[1-9]\d*)$/.test(key) ? node[Number(key)] : undefined;
        }
        else if (isJsonObject(node)) {
            node = Object.hasOwn(node, key) ? node[key] : undefined;
        }
        else {
            return undefined;
        }
        if (node === undefined)
            return undefined;
    }
    return node;
}

const SUBSCHEMA_KEYS = ['items', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'not', 'if', 'then', 'else', 'contains', 'additionalItems'];
const SUBSCHEMA_LIST_KEYS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const SUBSCHEMA_MAP_KEYS = ['patternProperties', 'dependentSchemas'];
/**
 * Walks a JSON Schema: properties, composition keywords, items, and local `$ref`s (`#/...`) into
 * the same document. Each node is visited once, so recursive schemas terminate.
 */
function collectSchemaFacts(schema) {
    const names = new Set();
    const formats = new Map();
    const visited = new Set();
    if (!isJsonObject(schema))
        return { propertyNames: [], formats: [] };
    const root = schema;
    const walk = (node, property) => {
        if (!isJsonObject(node) || visited.has(node))
            return;
        visited.add(node);
        if (typeof node.$ref === 'string')
            walk(resolveLocalRef(root, node.$ref), property);
        if (typeof node.format === 'string') {
            formats.set(`${node.format}\u0000${property}`, { format: node.format, property });
        }
        const properties = node.properties;
        if (isJsonObject(properties)) {
            for (const [name, child] of Object.entries(properties)) {
                names.add(name);
                walk(child, name);
            }
        }
        for (const key of SUBSCHEMA_KEYS)
            walk(node[key], property);
        for (const key of SUBSCHEMA_LIST_KEYS) {
            const list = node[key];
            if (Array.isArray(list))
                for (const child of list)
                    walk(child, property);
        }
        for (const key of SUBSCHEMA_MAP_KEYS) {
            const map = node[key];
            if (isJsonObject(map))
                for (const child of Object.values(map))
                    walk(child, property);
        }
    };
    walk(root, '(root)');
    return {
        propertyNames: [...names].sort(),
        formats: [...formats.values()].sort((a, b) => a.format === b.format ? compare(a.property, b.property) : compare(a.format, b.format)),
    };
}
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

/** How many words may sit between the verb and the object of a pair ("run a shell command"). */
const PAIR_WINDOW = 3;
const set = (...words) => new Set(words);
const RUN_VERBS = set('run', 'runs', 'running', 'execute', 'executes', 'executing', 'exec', 'invoke', 'invokes', 'launch', 'launches', 'spawn', 'spawns', 'evaluate', 'evaluates');
const CATEGORY_RULES = [
    {
        category: 'execute_command',
        anywhere: {
            words: set('shell', 'bash', 'zsh', 'sh', 'powershell', 'pwsh', 'cmd', 'terminal', 'subprocess', 'exec', 'eval', 'popen', 'execsync', 'sudo'),
        },
        inProperty: set('command', 'commands', 'script', 'argv'),
        pairs: {
            verbs: RUN_VERBS,
            objects: set('command', 'commands', 'script', 'scripts', 'code', 'program', 'programs', 'binary', 'binaries', 'executable', 'executables', 'process', 'processes', 'cli'),
        },
    },
    {
        category: 'admin_operation',
        anywhere: {
            words: set('admin', 'admins', 'administrator', 'administrators', 'administrative', 'sudo', 'superuser', 'chmod', 'chown', 'chgrp', 'useradd', 'userdel', 'usermod', 'passwd', 'iam', 'reboot', 'shutdown', 'kill', 'systemctl', 'firewall', 'iptables', 'impersonate'),
            stems: ['privileg'],
        },
        pairs: {
            verbs: set('create', 'creates', 'delete', 'deletes', 'add', 'adds', 'remove', 'removes', 'disable', 'disables', 'enable', 'enables', 'manage', 'manages', 'modify', 'modifies', 'grant', 'grants', 'revoke', 'revokes', 'suspend', 'suspends', 'ban', 'bans'),
            objects: set('user', 'users', 'account', 'accounts', 'role', 'roles', 'permission', 'permissions', 'access', 'member', 'members'),
        },
    },
    {
        category: 'database_access',
        anywhere: {
            words: set('database', 'databases', 'db', 'dbs', 'sql', 'sqlite', 'postgres', 'postgresql', 'psql', 'mysql', 'mariadb', 'mongodb', 'mongo', 'redis', 'dynamodb', 'bigquery', 'snowflake', 'cassandra', 'clickhouse', 'oracle'),
        },
        inProperty: set('table', 'tables'),
        pairs: { verbs: RUN_VERBS, objects: set('query', 'queries', 'statement', 'statements') },
    },
    {
        category: 'network_request',
        anywhere: {
            words: set('http', 'https', 'url', 'urls', 'website', 'websites', 'webpage', 'webpages', 'web', 'internet', 'online', 'api', 'endpoint', 'endpoints', 'curl', 'wget', 'scrape', 'scrapes', 'scraping', 'scraper', 'browser', 'email', 'emails', 'smtp', 'socket', 'sockets', 'tcp', 'udp', 'dns', 'ping', 'proxy', 'ssh', 'sftp', 'ftp'),
            stems: ['download', 'upload', 'fetch', 'webhook', 'crawl'],
        },
        inProperty: set('uri', 'uris', 'host', 'hostname', 'domain', 'ip'),
    },
    {
        category: 'system_info',
        anywhere: {
            words: set('env', 'environment', 'printenv', 'getenv', 'hostname', 'uname', 'sysinfo', 'cpu', 'cpus', 'kernel', 'uptime', 'pid', 'pids', 'whoami', 'processes'),
        },
        pairs: { verbs: set('system', 'os', 'machine', 'hardware'), objects: set('info', 'information', 'details', 'stats', 'statistics', 'status', 'version') },
    },
    {
        category: 'user_interaction',
        anywhere: { words: set('dialog', 'dialogue', 'popup'), stems: ['elicit'] },
        pairs: {
            verbs: set('ask', 'asks', 'prompt', 'prompts', 'notify', 'notifies', 'alert', 'alerts', 'confirm', 'confirms', 'message'),
            objects: set('user', 'users', 'human', 'humans'),
        },
    },
];
/**
 * Files are inferred from a noun ("file", "directory", a `path` property) and the verbs around it:
 * a write verb makes write_file, a read verb (or no write verb at all) makes read_file.
 */
const FILE_NOUNS = {
    words: set('file', 'files', 'filename', 'filenames', 'filepath', 'filepaths', 'filesystem', 'filesystems', 'directory', 'directories', 'dir', 'dirs', 'folder', 'folders', 'fs'),
};
const FILE_PROPERTY_NOUNS = set('path', 'paths');
const READ_VERBS = {
    words: set('read', 'reads', 'reading', 'list', 'lists', 'listing', 'view', 'views', 'open', 'opens', 'cat', 'search', 'searches', 'find', 'finds', 'get', 'gets', 'tree', 'stat', 'examine', 'inspect', 'load', 'loads', 'show', 'shows', 'glob', 'grep', 'head', 'tail', 'retrieve', 'retrieves'),
};
/** Verbs that destroy data; they also count as write verbs. */
const DESTRUCTIVE_VERBS = {
    words: set('drop', 'drops', 'dropped', 'rm', 'rmdir', 'unlink', 'unlinks', 'wipe', 'wipes', 'shred'),
    stems: ['delet', 'remov', 'overwrit', 'destroy', 'purg', 'eras', 'truncat'],
};
const WRITE_VERBS = {
    // Verb forms only: "creation time" and "last modified" describe metadata, not a write.
    words: set('write', 'writes', 'writing', 'save', 'saves', 'saving', 'move', 'moves', 'moving', 'copy', 'copies', 'copying', 'create', 'creates', 'creating', 'modify', 'modifies', 'modifying', 'update', 'updates', 'updating', 'edit', 'edits', 'editing', 'append', 'appends', 'appending', 'rename', 'renames', 'renaming', 'replace', 'replaces', 'replacing', 'mkdir', 'touch', 'put', 'chmod', 'chown'),
    stems: DESTRUCTIVE_VERBS.stems ?? [],
};
for (const word of DESTRUCTIVE_VERBS.words)
    WRITE_VERBS.words.add(word);
/** String formats that mean the input names something on the network. */
const NETWORK_FORMATS = set('uri', 'uri-reference', 'iri', 'iri-reference', 'uri-template', 'url', 'hostname', 'idn-hostname', 'ipv4', 'ipv6', 'email', 'idn-email');
/** Stem lookups memoized per word set: servers repeat the same words across thousands of tools. */
const stemCache = new WeakMap();
const STEM_CACHE_LIMIT = 50_000;
function matches(word, wordSet) {
    if (wordSet.words.has(word))
        return true;
    const stems = wordSet.stems;
    if (!stems || stems.length === 0)
        return false;
    let cache = stemCache.get(wordSet);
    if (!cache)
        stemCache.set(wordSet, (cache = new Map()));
    let found = cache.get(word);
    if (found === undefined) {
        found = stems.some((stem) => word.startsWith(stem));
        if (cache.size >= STEM_CACHE_LIMIT)
            cache.clear();
        cache.set(word, found);
    }
    return found;
}

/**
 * Splitting identifiers and prose into lowercase words. Matching is done on whole words (plus a
 * few explicit stems in the vocabulary) so that "rm" never matches inside "format" and "term"
 * never inside "terminal".
 */
/** Words that negate what follows them in the same sentence ("does not execute commands"). */
const NEGATORS = new Set(['not', 'never', 'no', 'without', 'cannot', 'doesn', 'don', 'won', 'isn', 'aren', 'nor', 'neither']);
/** How many words back a negator still applies. */
const NEGATION_WINDOW = 3;
/** snake_case, camelCase, kebab-case, dots, slashes and spaces all become word breaks. */
function splitWords(text) {
    return text
        .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2') // printEnv -> print Env
        .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2') // HTTPRequest -> HTTP Request
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length > 0);
}
/** Prose is cut into sentences first; negation is looked for only in prose. */
function wordRuns(text, prose) {
    const sentences = prose ? text.split(/(?<=[.!?;])\s+|\n+/) : [text];
    const runs = [];
    for (const sentence of sentences) {
        const words = splitWords(sentence);
        if (words.length === 0)
            continue;
        const negated = words.map((_, index) => prose && precededByNegator(words, index));
        runs.push({ words, negated });
    }
    return runs;
}
function precededByNegator(words, index) {
    for (let back = Math.max(0, index - NEGATION_WINDOW); back < index; back++) {
        if (NEGATORS.has(words[back]))
            return true;
    }
    return false;
}

/**
 * Risk inference: which capability categories a tool has (tool-metadata-specification-etdi) and
 * a level LOW < MEDIUM < HIGH < CRITICAL, from the definition alone (the gate never calls tools).
 *
 * Evidence: whole words (plus a few stems, see vocabulary.ts) of the name, title,
 * annotations.title, description and input property names (any depth, through local $ref),
 * string formats of the input schema, and annotations. A word preceded by a negator in the same
 * sentence ("does not execute commands") does not count.
 *
 * Level of each category: the stricter of ETDI's lowest allowed risk level for it and the
 * project's suggestion:
 *   user_interaction LOW; read_file, write_file, network_request MEDIUM;
 *   database_access, system_info HIGH (ETDI lists system_info among high-risk capabilities and
 *   allows database_access only from `high`); execute_command, admin_operation CRITICAL.
 * Modifiers:
 *   - write_file with a destructive verb (delete, overwrite, truncate...) is at least HIGH;
 *   - readOnlyHint true lowers write_file and database_access by one level (never more);
 *   - destructiveHint true (explicit, and readOnlyHint not true) raises the tool to at least HIGH,
 *     and so does an absent destructiveHint (spec default true) when the tool's name has a destructive verb;
 *   - openWorldHint true (explicit) adds network_request.
 * Absent annotations count as absent: the spec defaults (destructive, open world) would make
 * every annotation-less tool HIGH, which says nothing.
 */
const BASE_LEVEL = {
    user_interaction: 'LOW',
    read_file: 'MEDIUM',
    write_file: 'MEDIUM',
    network_request: 'MEDIUM',
    database_access: 'HIGH',
    system_info: 'HIGH',
    execute_command: 'CRITICAL',
    admin_operation: 'CRITICAL',
};
/** Categories that readOnlyHint: true can lower. */
const WRITE_ISH = new Set(['write_file', 'database_access']);
/** A reason lists at most this many places; the rest are counted. */
const MAX_PLACES = 3;
function assessToolRisk(tool) {
    const schema = collectSchemaFacts(tool.inputSchema);
    const units = textUnits(tool, schema);
    const annotations = isJsonObject(tool.annotations) ? tool.annotations : {};
    const evidence = new Evidence();
    for (const rule of CATEGORY_RULES) {
        for (const unit of units) {
            for (const hit of wordHits(unit, rule.anywhere))
                evidence.add(rule.category, hit);
            if (unit.isProperty && rule.inProperty) {
                for (const hit of wordHits(unit, { words: rule.inProperty }))
                    evidence.add(rule.category, hit);
            }
            if (rule.pairs)
                for (const hit of pairHits(unit, rule.pairs))
                    evidence.add(rule.category, hit);
        }
    }
    const nouns = units.flatMap((unit) => [
        ...wordHits(unit, FILE_NOUNS),
        ...(unit.isProperty ? wordHits(unit, { words: FILE_PROPERTY_NOUNS }) : []),
    ]);
    const writes = units.flatMap((unit) => wordHits(unit, WRITE_VERBS));
    const reads = units.flatMap((unit) => wordHits(unit, READ_VERBS));
    const destructive = units.flatMap((unit) => wordHits(unit, DESTRUCTIVE_VERBS));
    if (nouns.length > 0) {
        if (writes.length > 0)
            for (const hit of [...nouns, ...writes])
                evidence.add('write_file', hit);
        if (reads.length > 0 || writes.length === 0)
            for (const hit of [...nouns, ...reads])
                evidence.add('read_file', hit);
    }
    for (const { format, property } of schema.formats) {
        if (NETWORK_FORMATS.has(format.toLowerCase())) {
            evidence.add('network_request', { label: `format "${format}"`, where: propertyPlace(property) });
        }
    }
    if (annotations.openWorldHint === true)
        evidence.add('network_request', { label: 'annotation openWorldHint is true', where: '' });
    const readOnly = annotations.readOnlyHint === true;
    const reasons = evidence.reasons();
    let level = 'LOW';
    for (const category of evidence.categories()) {
        let contribution = BASE_LEVEL[category];
        if (category === 'write_file' && destructive.length > 0) {
            contribution = atLeast(contribution, 'HIGH');
            reasons.push(`level: write_file with destructive ${describe(destructive)} is at least HIGH`);
        }
        if (readOnly && WRITE_ISH.has(category)) {
            const lowered = RISK_LEVELS[Math.max(0, RISK_LEVELS.indexOf(contribution) - 1)];
            if (lowered !== contribution)
                reasons.push(`level: readOnlyHint is true lowers ${category} from ${contribution} to ${lowered}`);
            contribution = lowered;
        }
        level = atLeast(level, contribution);
    }
    if (annotations.destructiveHint === true && !readOnly) {
        level = atLeast(level, 'HIGH');
        reasons.push('level: annotation destructiveHint is true (at least HIGH)');
    }
    else if (annotations.destructiveHint === undefined && !readOnly) {
        // Absent destructiveHint means `true` by the spec. Alone that says nothing (most servers omit
        // annotations), but with a destructive verb in the tool's own name it is the same claim as an
        // explicit `true`; so a server that starts declaring what its name already said is not drift.
        const named = destructive.filter((hit) => hit.where === 'name');
        if (named.length > 0) {
            level = atLeast(level, 'HIGH');
            reasons.push(`level: destructive ${describe(named)} with destructiveHint absent (spec default true) is at least HIGH`);
        }
    }
    return { level, categories: evidence.categories(), reasons: [...new Set(reasons)].sort() };
}
/** Category -> label -> places, in the order found (name first, properties last). */
class Evidence {
    found = new Map();
    add(category, hit) {
        let labels = this.found.get(category);
        if (!labels)
            this.found.set(category, (labels = new Map()));
        let places = labels.get(hit.label);
        if (!places)
            labels.set(hit.label, (places = new Set()));
        if (hit.where)
            places.add(hit.where);
    }
    categories() {
        return [...this.found.keys()].sort();
    }
    reasons() {
        const lines = [];
        for (const [category, labels] of this.found) {
            for (const [label, places] of labels)
                lines.push(`${category}: ${label}${placesText([...places])}`);
        }
        return lines;
    }
}
function placesText(places) {
    if (places.length === 0)
        return '';
    const shown = places.slice(0, MAX_PLACES).join(', ');
    const rest = places.length - MAX_PLACES;
    return ` in ${shown}${rest > 0 ? ` and ${rest} more` : ''}`;
}
function describe(hits) {
    const first = hits[0];
    return `${first.label} in ${first.where}`;
}
function textUnits(tool, schema) {
    const annotations = isJsonObject(tool.annotations) ? tool.annotations : {};
    const units = [];
    const addText = (where, value, prose, isProperty = false) => {
        if (typeof value === 'string' && value.length > 0)
            units.push({ where, isProperty, runs: wordRuns(value, prose) });
    };
    addText('name', tool.name, false);
    addText('title', tool.title, true);
    addText('annotations.title', annotations.title, true);
    addText('description', tool.description, true);
    for (const property of schema.propertyNames) {
        addText(propertyPlace(property), property, false, true);
    }
    return units;
}
function propertyPlace(property) {
    return property === '(root)' ? 'input schema' : `input property "${property}"`;
}
function wordHits(unit, wordSet) {
    const hits = [];
    for (const run of unit.runs) {
        run.words.forEach((word, index) => {
            if (!run.negated[index] && matches(word, wordSet))
                hits.push({ label: `word "${word}"`, where: unit.where });
        });
    }
    return hits;
}
function pairHits(unit, pairs) {
    const hits = [];
    for (const run of unit.runs) {
        run.words.forEach((word, index) => {
            if (run.negated[index] || !pairs.verbs.has(word))
                return;
            const end = Math.min(run.words.length, index + 1 + PAIR_WINDOW + 1);
            for (let next = index + 1; next < end; next++) {
                const object = run.words[next];
                if (pairs.objects.has(object)) {
                    hits.push({ label: `words "${word} ... ${object}"`, where: unit.where });
                    break;
                }
            }
        });
    }
    return hits;
}
function atLeast(level, floor) {
    return RISK_LEVELS.indexOf(level) >= RISK_LEVELS.indexOf(floor) ? level : floor;
}

function sha256Hex(text) {
    return createHash('sha256').update(text, 'utf8').digest('hex');
}
/** JCS (RFC 8785) text of a JSON value. */
function jcs(value) {
    const text = canonicalize(value);
    // canonicalize returns undefined only for undefined input, which JsonValue excludes.
    if (text === undefined)
        throw new TypeError('value is not JSON-serializable');
    return text;
}
/** sha256 hex of JCS(value), or null when the value is absent. */
function digestOf(value) {
    return value === undefined ? null : sha256Hex(jcs(value));
}
/**
 * Stable id of a change: first 16 hex digits of SHA-256 over JCS of kind, rule, capability,
 * pointer and the digests of before/after. Same drift, same id, across runs and machines; any
 * difference in what changed gives a new id (so an accepted change stops matching).
 */
function fingerprint(change) {
    const payload = {
        kind: change.kind,
        rule: change.rule,
        capability: { type: change.capability.type, name: change.capability.name },
        pointer: change.pointer ?? null,
        before: digestOf(change.before),
        after: digestOf(change.after),
    };
    return sha256Hex(jcs(payload)).slice(0, 16);
}

/**
 * A change's message, from its data alone: the rule's renderer, or a generic sentence for a rule
 * that has none (e.g. a rule of a newer gate read back from a JSON report).
 */
function messageFor(change) {
    const rule = findRule(change.rule);
    if (rule?.message)
        return rule.message(change);
    const where = change.pointer ? ` at ${change.pointer}` : '';
    return `${change.rule.replaceAll('_', ' ')}: ${capabilityLabel(change.capability)}${where}`;
}
/** Builds a Change for a catalogue rule: kind, default severity and direction come from the rule. */
function makeChange(ruleId, data) {
    const rule = ruleById(ruleId);
    const change = {
        id: '',
        rule: rule.id,
        kind: rule.kind,
        severity: rule.defaultSeverity,
        direction: rule.direction,
        capability: { type: data.capability.type, name: data.capability.name },
        ...(data.pointer !== undefined && { pointer: data.pointer }),
        message: '',
        reasons: data.reasons ?? [],
        ...(data.before !== undefined && { before: data.before }),
        ...(data.after !== undefined && { after: data.after }),
    };
    change.id = fingerprint(change);
    change.message = messageFor(change);
    return change;
}

function longestCommonPrefix(str1, str2) {
    let i;
    for (i = 0; i < str1.length && i < str2.length; i++) {
        if (str1[i] != str2[i]) {
            return str1.slice(0, i);
        }
    }
    return str1.slice(0, i);
}
function longestCommonSuffix(str1, str2) {
    let i;
    // Unlike longestCommonPrefix, we need a special case to handle all scenarios
    // where we return the empty string since str1.slice(-0) will return the
    // entire string.
    if (!str1 || !str2 || str1[str1.length - 1] != str2[str2.length - 1]) {
        return '';
    }
    for (i = 0; i < str1.length && i < str2.length; i++) {
        if (str1[str1.length - (i + 1)] != str2[str2.length - (i + 1)]) {
            return str1.slice(-i);
        }
    }
    return str1.slice(-i);
}
function replacePrefix(string, oldPrefix, newPrefix) {
    if (string.slice(0, oldPrefix.length) != oldPrefix) {
        throw Error(`string ${JSON.stringify(string)} doesn't start with prefix ${JSON.stringify(oldPrefix)}; this is a bug`);
    }
    return newPrefix + string.slice(oldPrefix.length);
}
function replaceSuffix(string, oldSuffix, newSuffix) {
    if (!oldSuffix) {
        return string + newSuffix;
    }
    if (string.slice(-oldSuffix.length) != oldSuffix) {
        throw Error(`string ${JSON.stringify(string)} doesn't end with suffix ${JSON.stringify(oldSuffix)}; this is a bug`);
    }
    return string.slice(0, -oldSuffix.length) + newSuffix;
}
function removePrefix(string, oldPrefix) {
    return replacePrefix(string, oldPrefix, '');
}
function removeSuffix(string, oldSuffix) {
    return replaceSuffix(string, oldSuffix, '');
}
function maximumOverlap(string1, string2) {
    return string2.slice(0, overlapCount(string1, string2));
}
// Nicked from https://stackoverflow.com/a/60422853/1709587
function overlapCount(a, b) {
    // Deal with cases where the strings differ in length
    let startA = 0;
    if (a.length > b.length) {
        startA = a.length - b.length;
    }
    let endB = b.length;
    if (a.length < b.length) {
        endB = a.length;
    }
    // Create a back-reference for each index
    //   that should be followed in case of a mismatch.
    //   We only need B to make these references:
    const map = Array(endB);
    let k = 0; // Index that lags behind j
    map[0] = 0;
    for (let j = 1; j < endB; j++) {
        if (b[j] == b[k]) {
            map[j] = map[k]; // skip over the same character (optional optimisation)
        }
        else {
            map[j] = k;
        }
        while (k > 0 && b[j] != b[k]) {
            k = map[k];
        }
        if (b[j] == b[k]) {
            k++;
        }
    }
    // Phase 2: use these references while iterating over A
    k = 0;
    for (let i = startA; i < a.length; i++) {
        while (k > 0 && a[i] != b[k]) {
            k = map[k];
        }
        if (a[i] == b[k]) {
            k++;
        }
    }
    return k;
}
/**
 * Split a string into segments using a word segmenter, merging consecutive
 * segments if they are both whitespace segments. Whitespace segments can
 * appear adjacent to one another for two reasons:
 * - newlines always get their own segment
 * - where a diacritic is attached to a whitespace character in the text, the
 *   segment ends after the diacritic, so e.g. " \u0300 " becomes two segments.
 * This function therefore runs the segmenter's .segment() method and then
 * merges consecutive segments of whitespace into a single part.
 */
function segment(string, segmenter) {
    const parts = [];
    for (const segmentObj of Array.from(segmenter.segment(string))) {
        const segment = segmentObj.segment;
        if (parts.length && (/\s/).test(parts[parts.length - 1]) && (/\s/).test(segment)) {
            parts[parts.length - 1] += segment;
        }
        else {
            parts.push(segment);
        }
    }
    return parts;
}
// The functions below take a `segmenter` argument so that, when called from
// diffWords when it is using a segmenter, they can use a notion of what
// constitutes "whitespace" that is consistent with the segmenter.
//
// USUALLY this will be identical to the result of the non-segmenter-based
// logic, but it differs in at least one case: when whitespace characters are
// modified by diacritics. A word segmenter considers these diacritics to be
// part of the whitespace, whereas our non-segmenter-based logic does not.
//
// Because the segmenter-based approach necessarily requires segmenting the
// entire string, we offer a leadingAndTrailingWs function to allow getting the
// whitespace prefix AND whitespace suffix with a single call to the segmenter,
// for efficiency's sake.
function trailingWs(string, segmenter) {
    if (segmenter) {
        return leadingAndTrailingWs(string, segmenter)[1];
    }
    // Yes, this looks overcomplicated and dumb - why not replace the whole function with
    //     return string.match(/\s*$/)[0]
    // you ask? Because:
    // 1. the trap described at https://markamery.com/blog/quadratic-time-regexes/ would mean doing
    //    this would cause this function to take O(n²) time in the worst case (specifically when
    //    there is a massive run of NON-TRAILING whitespace in `string`), and
    // 2. the fix proposed in the same blog post, of using a negative lookbehind, is incompatible
    //    with old Safari versions that we'd like to not break if possible (see
    //    https://github.com/kpdecker/jsdiff/pull/550)
    // It feels absurd to do this with an explicit loop instead of a regex, but I really can't see a
    // better way that doesn't result in broken behaviour.
    let i;
    for (i = string.length - 1; i >= 0; i--) {
        if (!string[i].match(/\s/)) {
            break;
        }
    }
    return string.substring(i + 1);
}
function leadingWs(string, segmenter) {
    if (segmenter) {
        return leadingAndTrailingWs(string, segmenter)[0];
    }
    // Thankfully the annoying considerations described in trailingWs don't apply here:
    const match = string.match(/^\s*/);
    return match ? match[0] : '';
}
function leadingAndTrailingWs(string, segmenter) {
    if (!segmenter) {
        return [leadingWs(string), trailingWs(string)];
    }
    if (segmenter.resolvedOptions().granularity != 'word') {
        throw new Error('The segmenter passed must have a granularity of "word"');
    }
    const segments = segment(string, segmenter);
    const firstSeg = segments[0];
    const lastSeg = segments[segments.length - 1];
    const head = (/\s/).test(firstSeg) ? firstSeg : '';
    const tail = (/\s/).test(lastSeg) ? lastSeg : '';
    return [head, tail];
}

// Based on https://en.wikipedia.org/wiki/Latin_script_in_Unicode
//
// Chars/ranges counted as "word" characters by this regex are as follows:
//
// + U+00AD  Soft hyphen
// + 00C0–00FF (letters with diacritics from the Latin-1 Supplement), except:
//   - U+00D7  × Multiplication sign
//   - U+00F7  ÷ Division sign
// + Latin Extended-A, 0100–017F
// + Latin Extended-B, 0180–024F
// + IPA Extensions, 0250–02AF
// + Spacing Modifier Letters, 02B0–02FF, except:
//   - U+02C7  ˇ &#711;  Caron
//   - U+02D8  ˘ &#728;  Breve
//   - U+02D9  ˙ &#729;  Dot Above
//   - U+02DA  ˚ &#730;  Ring Above
//   - U+02DB  ˛ &#731;  Ogonek
//   - U+02DC  ˜ &#732;  Small Tilde
//   - U+02DD  ˝ &#733;  Double Acute Accent
// + Latin Extended Additional, 1E00–1EFF
const extendedWordChars = 'a-zA-Z0-9_\\u{AD}\\u{C0}-\\u{D6}\\u{D8}-\\u{F6}\\u{F8}-\\u{2C6}\\u{2C8}-\\u{2D7}\\u{2DE}-\\u{2FF}\\u{1E00}-\\u{1EFF}';
// Each token is one of the following:
// - A punctuation mark plus the surrounding whitespace
// - A word plus the surrounding whitespace
// - Pure whitespace (but only in the special case where the entire text
//   is just whitespace)
//
// We have to include surrounding whitespace in the tokens because the two
// alternative approaches produce horribly broken results:
// * If we just discard the whitespace, we can't fully reproduce the original
//   text from the sequence of tokens and any attempt to render the diff will
//   get the whitespace wrong.
// * If we have separate tokens for whitespace, then in a typical text every
//   second token will be a single space character. But this often results in
//   the optimal diff between two texts being a perverse one that preserves
//   the spaces between words but deletes and reinserts actual common words.
//   See https://github.com/kpdecker/jsdiff/issues/160#issuecomment-1866099640
//   for an example.
//
// Keeping the surrounding whitespace of course has implications for .equals
// and .join, not just .tokenize.
// This regex does NOT fully implement the tokenization rules described above.
// Instead, it gives runs of whitespace their own "token". The tokenize method
// then handles stitching whitespace tokens onto adjacent word or punctuation
// tokens.
const tokenizeIncludingWhitespace = new RegExp(`[${extendedWordChars}]+|\\s+|[^${extendedWordChars}]`, 'ug');
class WordDiff extends Diff {
    equals(left, right, options) {
        if (options.ignoreCase) {
            left = left.toLowerCase();
            right = right.toLowerCase();
        }
        return left.trim() === right.trim();
    }
    tokenize(value, options = {}) {
        let parts;
        if (options.intlSegmenter) {
            const segmenter = options.intlSegmenter;
            if (segmenter.resolvedOptions().granularity != 'word') {
                throw new Error('The segmenter passed must have a granularity of "word"');
            }
            // We want `parts` to be an array whose elements alternate between being
            // pure whitespace and being pure non-whitespace. This is ALMOST what the
            // segments returned by a word-based Intl.Segmenter already look like,
            // but not quite - see explanation in the docs of our custom segment()
            // function.
            parts = segment(value, segmenter);
        }
        else {
            parts = value.match(tokenizeIncludingWhitespace) || [];
        }
        const tokens = [];
        let prevPart = null;
        parts.forEach(part => {
            if ((/\s/).test(part)) {
                if (prevPart == null) {
                    tokens.push(part);
                }
                else {
                    tokens.push(tokens.pop() + part);
                }
            }
            else if (prevPart != null && (/\s/).test(prevPart)) {
                if (tokens[tokens.length - 1] == prevPart) {
                    tokens.push(tokens.pop() + part);
                }
                else {
                    tokens.push(prevPart + part);
                }
            }
            else {
                tokens.push(part);
            }
            prevPart = part;
        });
        return tokens;
    }
    join(tokens) {
        // Tokens being joined here will always have appeared consecutively in the
        // same text, so we can simply strip off the leading whitespace from all the
        // tokens except the first (and except any whitespace-only tokens - but such
        // a token will always be the first and only token anyway) and then join them
        // and the whitespace around words and punctuation will end up correct.
        return tokens.map((token, i) => {
            if (i == 0) {
                return token;
            }
            else {
                return token.replace((/^\s+/), '');
            }
        }).join('');
    }
    postProcess(changes, options) {
        if (!changes || options.oneChangePerToken) {
            return changes;
        }
        let lastKeep = null;
        // Change objects representing any insertion or deletion since the last
        // "keep" change object. There can be at most one of each.
        let insertion = null;
        let deletion = null;
        changes.forEach(change => {
            if (change.added) {
                insertion = change;
            }
            else if (change.removed) {
                deletion = change;
            }
            else {
                if (insertion || deletion) { // May be false at start of text
                    dedupeWhitespaceInChangeObjects(lastKeep, deletion, insertion, change, options.intlSegmenter);
                }
                lastKeep = change;
                insertion = null;
                deletion = null;
            }
        });
        if (insertion || deletion) {
            dedupeWhitespaceInChangeObjects(lastKeep, deletion, insertion, null, options.intlSegmenter);
        }
        return changes;
    }
}
const wordDiff$1 = new WordDiff();
function diffWords(oldStr, newStr, options) {
    return wordDiff$1.diff(oldStr, newStr, options);
}
function dedupeWhitespaceInChangeObjects(startKeep, deletion, insertion, endKeep, segmenter) {
    // Before returning, we tidy up the leading and trailing whitespace of the
    // change objects to eliminate cases where trailing whitespace in one object
    // is repeated as leading whitespace in the next.
    // Below are examples of the outcomes we want here to explain the code.
    // I=insert, K=keep, D=delete
    // 1. diffing 'foo bar baz' vs 'foo baz'
    //    Prior to cleanup, we have K:'foo ' D:' bar ' K:' baz'
    //    After cleanup, we want:   K:'foo ' D:'bar ' K:'baz'
    //
    // 2. Diffing 'foo bar baz' vs 'foo qux baz'
    //    Prior to cleanup, we have K:'foo ' D:' bar ' I:' qux ' K:' baz'
    //    After cleanup, we want K:'foo ' D:'bar' I:'qux' K:' baz'
    //
    // 3. Diffing 'foo\nbar baz' vs 'foo baz'
    //    Prior to cleanup, we have K:'foo ' D:'\nbar ' K:' baz'
    //    After cleanup, we want K'foo' D:'\nbar' K:' baz'
    //
    // 4. Diffing 'foo baz' vs 'foo\nbar baz'
    //    Prior to cleanup, we have K:'foo\n' I:'\nbar ' K:' baz'
    //    After cleanup, we ideally want K'foo' I:'\nbar' K:' baz'
    //    but don't actually manage this currently (the pre-cleanup change
    //    objects don't contain enough information to make it possible).
    //
    // 5. Diffing 'foo   bar baz' vs 'foo  baz'
    //    Prior to cleanup, we have K:'foo  ' D:'   bar ' K:'  baz'
    //    After cleanup, we want K:'foo  ' D:' bar ' K:'baz'
    //
    // Our handling is unavoidably imperfect in the case where there's a single
    // indel between keeps and the whitespace has changed. For instance, consider
    // diffing 'foo\tbar\nbaz' vs 'foo baz'. Unless we create an extra change
    // object to represent the insertion of the space character (which isn't even
    // a token), we have no way to avoid losing information about the texts'
    // original whitespace in the result we return. Still, we do our best to
    // output something that will look sensible if we e.g. print it with
    // insertions in green and deletions in red.
    // Between two "keep" change objects (or before the first or after the last
    // change object), we can have either:
    // * A "delete" followed by an "insert"
    // * Just an "insert"
    // * Just a "delete"
    // We handle the three cases separately.
    if (deletion && insertion) {
        const [oldWsPrefix, oldWsSuffix] = leadingAndTrailingWs(deletion.value, segmenter);
        const [newWsPrefix, newWsSuffix] = leadingAndTrailingWs(insertion.value, segmenter);
        if (startKeep) {
            const commonWsPrefix = longestCommonPrefix(oldWsPrefix, newWsPrefix);
            startKeep.value = replaceSuffix(startKeep.value, newWsPrefix, commonWsPrefix);
            deletion.value = removePrefix(deletion.value, commonWsPrefix);
            insertion.value = removePrefix(insertion.value, commonWsPrefix);
        }
        if (endKeep) {
            const commonWsSuffix = longestCommonSuffix(oldWsSuffix, newWsSuffix);
            endKeep.value = replacePrefix(endKeep.value, newWsSuffix, commonWsSuffix);
            deletion.value = removeSuffix(deletion.value, commonWsSuffix);
            insertion.value = removeSuffix(insertion.value, commonWsSuffix);
        }
    }
    else if (insertion) {
        // The whitespaces all reflect what was in the new text rather than
        // the old, so we essentially have no information about whitespace
        // insertion or deletion. We just want to dedupe the whitespace.
        // We do that by having each change object keep its trailing
        // whitespace and deleting duplicate leading whitespace where
        // present.
        if (startKeep) {
            const ws = leadingWs(insertion.value, segmenter);
            insertion.value = insertion.value.substring(ws.length);
        }
        if (endKeep) {
            const ws = leadingWs(endKeep.value, segmenter);
            endKeep.value = endKeep.value.substring(ws.length);
        }
        // otherwise we've got a deletion and no insertion
    }
    else if (startKeep && endKeep) {
        const newWsFull = leadingWs(endKeep.value, segmenter), [delWsStart, delWsEnd] = leadingAndTrailingWs(deletion.value, segmenter);
        // Any whitespace that comes straight after startKeep in both the old and
        // new texts, assign to startKeep and remove from the deletion.
        const newWsStart = longestCommonPrefix(newWsFull, delWsStart);
        deletion.value = removePrefix(deletion.value, newWsStart);
        // Any whitespace that comes straight before endKeep in both the old and
        // new texts, and hasn't already been assigned to startKeep, assign to
        // endKeep and remove from the deletion.
        const newWsEnd = longestCommonSuffix(removePrefix(newWsFull, newWsStart), delWsEnd);
        deletion.value = removeSuffix(deletion.value, newWsEnd);
        endKeep.value = replacePrefix(endKeep.value, newWsFull, newWsEnd);
        // If there's any whitespace from the new text that HASN'T already been
        // assigned, assign it to the start:
        startKeep.value = replaceSuffix(startKeep.value, newWsFull, newWsFull.slice(0, newWsFull.length - newWsEnd.length));
    }
    else if (endKeep) {
        // We are at the start of the text. Preserve all the whitespace on
        // endKeep, and just remove whitespace from the end of deletion to the
        // extent that it overlaps with the start of endKeep.
        const endKeepWsPrefix = leadingWs(endKeep.value, segmenter);
        const deletionWsSuffix = trailingWs(deletion.value, segmenter);
        const overlap = maximumOverlap(deletionWsSuffix, endKeepWsPrefix);
        deletion.value = removeSuffix(deletion.value, overlap);
    }
    else if (startKeep) {
        // We are at the END of the text. Preserve all the whitespace on
        // startKeep, and just remove whitespace from the start of deletion to
        // the extent that it overlaps with the end of startKeep.
        const startKeepWsSuffix = trailingWs(startKeep.value, segmenter);
        const deletionWsPrefix = leadingWs(deletion.value, segmenter);
        const overlap = maximumOverlap(startKeepWsSuffix, deletionWsPrefix);
        deletion.value = removePrefix(deletion.value, overlap);
    }
}

/**
 * Invisible and direction-changing characters: every format (Cf) character — zero-width
 * U+200B-U+200F, U+2060-U+2064, U+FEFF, bidi controls U+202A-U+202E and U+2066-U+2069, soft
 * hyphen... — plus the whole tag block U+E0000-U+E007F (some of it unassigned, so not Cf) and the
 * variation selectors supplement U+E0100-U+E01EF (used to smuggle bytes, never needed in prose).
 */
const INVISIBLE = /[\p{Cf}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');
const ZWNJ = 0x200c;
const ZWJ = 0x200d;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
/** Emoji presentation selector and skin tones may sit between a pictograph and a ZWJ. */
const EMOJI_MODIFIER = /[\u{FE0F}\u{1F3FB}-\u{1F3FF}]/u;
const LETTER = /[\p{L}\p{M}]/u;
const LATIN_OR_ASCII = /[\p{Script=Latin}\p{ASCII}]/u;
function codePointLabel(char) {
    return `U+${char.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}
/**
 * The invisible characters of `text`, as U+XXXX, one entry per occurrence. Joiners doing their
 * ordinary job are left alone: ZWJ inside an emoji sequence, ZWJ/ZWNJ between letters of scripts
 * that need them (Persian, Indic); between Latin letters they only hide things.
 */
function invisibleCharacters(text) {
    const chars = [...text];
    const found = [];
    chars.forEach((char, index) => {
        if (!INVISIBLE.test(char))
            return;
        const code = char.codePointAt(0);
        if ((code === ZWJ || code === ZWNJ) && isLegitimateJoiner(chars, index, code))
            return;
        found.push(codePointLabel(char));
    });
    return found;
}
function isLegitimateJoiner(chars, index, code) {
    let before = index - 1;
    while (before >= 0 && EMOJI_MODIFIER.test(chars[before]))
        before--;
    const previous = chars[before];
    const next = chars[index + 1];
    if (previous === undefined || next === undefined)
        return false;
    if (code === ZWJ && PICTOGRAPHIC.test(previous) && PICTOGRAPHIC.test(next))
        return true;
    return LETTER.test(previous) && LETTER.test(next) && !LATIN_OR_ASCII.test(previous) && !LATIN_OR_ASCII.test(next);
}
/** The text without invisible characters, NFKC-folded, so that "ig\u200Bnore" still reads "ignore". */
function visibleText(text) {
    return text.replace(INVISIBLE_ALL, '').normalize('NFKC');
}
/** Makes invisible characters visible for reports: U+200B becomes `<U+200B>`. */
function showInvisible(text) {
    return text.replace(INVISIBLE_ALL, (char) => `<${codePointLabel(char)}>`);
}

/**
 * Phrase patterns run on the visible (invisible-stripped, NFKC) text. Each is narrow on purpose:
 * ordinary descriptions ("Use the 'head' parameter", "IMPORTANT: paths must be absolute",
 * "credentials configured in the server", "process.env") must not fire.
 */
/** Up to n characters of the same sentence (dots inside paths like ~/.ssh/id_rsa are fine). */
const inSentence = (n) => String.raw `(?:(?![.!?](?:\s|$))[^\n]){0,${n}}?`;
const DATA_WORDS = String.raw `(?:contents?|conversation(?:\s+history)?|chat\s+history|message\s+history|previous\s+messages|system\s+prompt|secrets?|api[\s_-]?keys?|access\s+tokens?|tokens|passwords?|credentials|environment\s+variables|ssh\s+keys?|private\s+keys?)`;
const MODEL_INSTRUCTION_PATTERNS = [
    // <IMPORTANT>, </SYSTEM>, <instructions priority="high">
    /<\s*\/?\s*(?:important|system|system[\s_-]?prompt|instructions?|secret|hidden|admin|critical|priority|override|(?:ai|model|assistant)[\s_-]?instructions?)(?:\s[^<>]{0,80})?\s*>/gi,
    // ignore all previous instructions
    /\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|every\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+|these\s+|those\s+)?(?:previous|prior|above|earlier|preceding|former|original|system|other)\s+(?:instructions?|prompts?|rules|directions|directives|guidelines|guidance|messages|context|constraints)\b/gi,
    // do not tell the user / never mention this to the user
    /\b(?:do\s+not|don['’]?t|never|must\s+not|should\s+not|shouldn['’]?t)\s+(?:tell|mention|inform|reveal|disclose|notify|alert)(?:\s+(?:this|it|anything|that))?(?:\s+to)?\s+(?:the\s+)?users?\b/gi,
    /\bwithout\s+(?:telling|informing|notifying|alerting)\s+(?:the\s+)?users?\b/gi,
    /\b(?:the\s+)?users?\s+(?:must|should|need|needs)\s+not\s+(?:know|see|be\s+(?:told|informed|notified))\b/gi,
    /\b(?:keep|hide)\s+(?:this|it|that)\s+(?:secret\s+|hidden\s+)?from\s+(?:the\s+)?users?\b/gi,
    // before using this tool, (first) call/read/use ...
    /\bbefore\s+(?:using|calling|invoking|running|executing|you\s+use|you\s+call)\s+(?:this|the|any|any\s+other)\s+(?:tool|function)s?\b[\s,]*(?:(?:you\s+)?(?:must|should|need\s+to|have\s+to)\s+|always\s+|first\s+|please\s+)*(?:call|read|use|run|invoke|fetch|send|include|pass|get|open|execute|load)\b/gi,
    /\b(?:always|first)\s+(?:call|read|use|run|invoke|fetch)\b[^\n]{0,80}?\bbefore\s+(?:using|calling|invoking|running)\s+(?:this|the)\s+(?:tool|function)\b/gi,
    // pass the contents of ~/.ssh/id_rsa as ...
    new RegExp(String.raw `\b(?:pass|send|include|put|provide|supply|insert|embed|attach|append|copy)\s+(?:the\s+|its\s+|their\s+|all\s+|your\s+)?(?:full\s+|entire\s+|complete\s+|raw\s+|whole\s+)?(?:contents?|text|data)\s+of\b${inSentence(100)}\b(?:as|into)\b`, 'gi'),
    // include the conversation history in the "notes" parameter
    new RegExp(String.raw `\b(?:include|pass|put|insert|embed|send|add|append|attach|copy|provide|supply)\b${inSentence(80)}\b${DATA_WORDS}\b${inSentence(80)}\b(?:in|into|inside|as|to|via)\s+(?:the\s+)?[\x60'"]?[\w.-]+[\x60'"]?\s+(?:parameter|param|argument|arg|field)\b`, 'gi'),
];
/** An optional path tail: /segment, never ending in the sentence's full stop. */
const TAIL = String.raw `(?:[\/\\](?:[\w-]+(?:\.[\w-]+)*)?)?`;
const SECRET_PATH_PATTERNS = [
    new RegExp(String.raw `(?<![\w.])(?:(?:~|\$HOME|%USERPROFILE%)[\/\\])?\.ssh${TAIL}(?![\w])`, 'gi'),
    /\bid_(?:rsa|dsa|ecdsa|ed25519)(?:\.pub)?\b/gi,
    /(?<![\w.$])\.env(?:\.[\w-]+)?(?![\w])/gi,
    new RegExp(String.raw `(?<![\w.])(?:(?:~|\$HOME|%USERPROFILE%)[\/\\])?\.aws${TAIL}(?![\w])`, 'gi'),
    /[\w.~-]*[\/\\]\.?credentials(?:\.\w+)?(?![\w])/gi,
    /(?<![\w])\.(?:git-)?credentials\b/gi,
    /\bcredentials\.(?:json|ya?ml|txt|ini|toml|csv|db|xml|properties)\b/gi,
    /\bcredentials?\s+files?\b/gi,
    /(?<![\w.])(?:(?:~|\$HOME)[\/\\])?\.netrc\b/gi,
    /(?<![\w.])\.(?:gnupg|pgpass|kube[\/\\]config|docker[\/\\]config\.json|npmrc|pypirc)\b/gi,
    /\/etc\/(?:passwd|shadow|gshadow|sudoers)\b/gi,
    /\bprivate[\s_-]?keys?\b/gi,
];
const URL_PATTERN = /\b(?:https?|ftp|sftp|wss?|file):\/\/[^\s<>"'\x60]+|\bwww\.[a-z0-9-]+(?:\.[a-z0-9-]+)+[^\s<>"'\x60]*/gi;
/** URLs as written, without the sentence punctuation or unbalanced bracket that follows them. */
function findUrls(text) {
    return [...text.matchAll(URL_PATTERN)].map((match) => trimUrl(match[0]));
}
function trimUrl(url) {
    let end = url.length;
    for (;;) {
        const last = url[end - 1];
        if (last !== undefined && '.,;:!?\'"'.includes(last))
            end--;
        else if ((last === ')' || last === ']' || last === '}') && unbalanced(url.slice(0, end), last))
            end--;
        else
            break;
    }
    return url.slice(0, end);
}
function unbalanced(text, close) {
    const open = close === ')' ? '(' : close === ']' ? '[' : '{';
    return text.split(close).length > text.split(open).length;
}
/**
 * All matches of all patterns, in text order; a match overlapping an earlier one is dropped
 * ("~/.ssh/id_rsa" is one finding, not two).
 */
function findPhrases(text, patterns) {
    const matches = [];
    for (const pattern of patterns) {
        for (const match of text.matchAll(pattern)) {
            matches.push({ start: match.index, end: match.index + match[0].length, text: match[0] });
        }
    }
    matches.sort((a, b) => a.start - b.start || b.end - a.end);
    const kept = [];
    let reach = -1;
    for (const match of matches) {
        if (match.start < reach)
            continue;
        kept.push(match.text.replace(/\s+/g, ' ').trim());
        reach = match.end;
    }
    return kept;
}

/**
 * Signals in model-facing text: what a new description/instructions brings that the old one did
 * not. Pure functions, no I/O.
 *
 * "New" is counted per signal: critical signals compare occurrences (a second <IMPORTANT> block
 * is new even if one was there before); warnings compare distinct values (a URL or a tool name
 * already present before is not new, however often it is repeated).
 */
const quoted = (words) => words.map((word) => `"${word}"`).join(', ');
const DETECTORS = [
    {
        signal: 'invisible_characters',
        severity: 'critical',
        newness: 'occurrences',
        find: (text) => invisibleCharacters(text.raw),
        message: (words) => `adds invisible or direction-changing characters ${words.join(', ')}`,
    },
    {
        signal: 'model_instructions',
        severity: 'critical',
        newness: 'occurrences',
        find: (text) => findPhrases(text.visible, MODEL_INSTRUCTION_PATTERNS),
        message: (words) => `adds instructions aimed at the model: ${quoted(words)}`,
    },
    {
        signal: 'secret_path',
        severity: 'critical',
        newness: 'occurrences',
        find: (text) => findPhrases(text.visible, SECRET_PATH_PATTERNS),
        message: (words) => `adds secret-bearing paths: ${quoted(words)}`,
    },
    {
        signal: 'new_url',
        severity: 'warning',
        newness: 'distinct',
        find: (text) => findUrls(text.visible),
        message: (words) => `adds ${words.length === 1 ? 'a URL' : 'URLs'}: ${words.join(', ')}`,
    },
    {
        signal: 'tool_mention',
        severity: 'warning',
        newness: 'distinct',
        find: (text, options) => findToolMentions(text.visible, options.otherToolNames ?? []),
        message: (words) => `mentions other ${words.length === 1 ? 'tool' : 'tools'} by name: ${words.join(', ')}`,
    },
];
/**
 * What `after` brings that `before` did not (`before` undefined: the text is new, all of it
 * counts). At most one signal per kind, critical first, in a fixed order.
 */
function textSignals(before, after, options = {}) {
    const signals = [];
    const next = prepare(after);
    let previousText;
    for (const detector of DETECTORS) {
        const found = detector.find(next, options);
        if (found.length === 0)
            continue;
        if (before !== undefined)
            previousText ??= prepare(before);
        const previous = previousText === undefined ? [] : detector.find(previousText, options);
        const words = newWords(previous, found, detector.newness);
        if (words.length > 0) {
            signals.push({ signal: detector.signal, severity: detector.severity, words, message: detector.message(words) });
        }
    }
    return signals;
}
function prepare(raw) {
    return { raw, visible: visibleText(raw) };
}
/** Case-insensitive for phrases (keys), exact for what is reported (first spelling found). */
function newWords(previous, found, newness) {
    const key = (word) => word.toLowerCase();
    const remaining = new Map();
    for (const word of previous)
        remaining.set(key(word), (remaining.get(key(word)) ?? 0) + 1);
    const fresh = new Map();
    for (const word of found) {
        const k = key(word);
        const left = remaining.get(k) ?? 0;
        if (left > 0) {
            if (newness === 'occurrences')
                remaining.set(k, left - 1);
            continue;
        }
        if (!fresh.has(k))
            fresh.set(k, word);
    }
    return [...fresh.values()];
}
/**
 * Tool names are matched as whole words: a name's characters ([letters digits _ . -]) may not
 * continue on either side. Names that are ordinary words ("add", "echo", "search") would fire on
 * every sentence, so they count only when quoted (`add`, 'add', "add"); identifier-like names
 * (read_text_file, get-env, printEnv, v2) count anywhere.
 */
function findToolMentions(text, names) {
    if (names.length === 0)
        return [];
    const index = toolNameIndex(names);
    const found = [];
    for (const match of text.matchAll(/[\p{L}\p{N}_.-]+/gu)) {
        const token = match[0].replace(/^[.-]+|[.-]+$/g, '');
        if (index.identifiers.has(token))
            found.push(token);
        else if (index.plain.has(token) && isQuoted(text, match.index + match[0].indexOf(token), token.length))
            found.push(token);
    }
    for (const [name, pattern] of index.irregular) {
        for (const _ of text.matchAll(pattern))
            found.push(name);
    }
    return found;
}
/** Built once per names array: the same list is passed for every description of a server. */
const indexCache = new WeakMap();
function toolNameIndex(names) {
    const cached = indexCache.get(names);
    if (cached)
        return cached;
    const index = { identifiers: new Set(), plain: new Set(), irregular: [] };
    for (const name of names) {
        if (name.length === 0)
            continue;
        if (!/^[\p{L}\p{N}_.-]+$/u.test(name) || /^[.-]|[.-]$/.test(name)) {
            const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            index.irregular.push([name, new RegExp(`(?<![\\p{L}\\p{N}_.-])${escaped}(?![\\p{L}\\p{N}_-])`, 'gu')]);
        }
        else if (/^\p{L}+$/u.test(name) && !/\p{Ll}\p{Lu}/u.test(name))
            index.plain.add(name);
        else
            index.identifiers.add(name);
    }
    indexCache.set(names, index);
    return index;
}
function isQuoted(text, start, length) {
    const before = text[start - 1];
    const after = text[start + length];
    return before !== undefined && before === after && '`\'"'.includes(before);
}
/**
 * Word-level diff for reports: removed text as `[-old-]`, added text as `{+new+}`, invisible
 * characters shown as `<U+200B>` so a reviewer can see them.
 */
function wordDiff(before, after) {
    return diffWords(before, after)
        .map((part) => {
        const value = showInvisible(part.value);
        if (part.added)
            return `{+${value}+}`;
        if (part.removed)
            return `[-${value}-]`;
        return value;
    })
        .join('');
}

/**
 * The reason line every text change carries: a word diff (`[-old-]{+new+}`, invisible characters
 * shown as `<U+200B>`). An absent side diffs as empty text; a side that is not a string gets none.
 */
function wordDiffReasons(before, after) {
    const text = (v) => (v === undefined ? '' : typeof v === 'string' ? v : undefined);
    const old = text(before);
    const now = text(after);
    return old === undefined || now === undefined ? [] : [`word diff: ${wordDiff(old, now)}`];
}
// Keywords whose values are subschemas: a map of them, an array of them, or one.
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SCHEMA_ARRAYS = ['prefixItems', 'allOf', 'anyOf', 'oneOf'];
const SCHEMA_SINGLES = [
    'items', 'additionalItems', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems',
    'contains', 'propertyNames', 'not', 'if', 'then', 'else',
];
/**
 * Every subschema of a JSON Schema by pointer, mapped to its `description` when that is a string
 * (else undefined). Only schema positions are walked, so a property named `description` is a
 * subschema, never text. Iterative: a deeply nested schema cannot overflow the stack.
 */
function schemaDescriptions(schema) {
    const found = new Map();
    const stack = schema === undefined ? [] : [['', schema]];
    while (stack.length > 0) {
        const [pointer, node] = stack.pop();
        if (!isJsonObject(node))
            continue;
        found.set(pointer, typeof node.description === 'string' ? node.description : undefined);
        for (const keyword of SCHEMA_MAPS) {
            const map = node[keyword];
            if (!isJsonObject(map))
                continue;
            for (const [name, sub] of Object.entries(map))
                stack.push([`${pointer}/${keyword}${pointerTo(name)}`, sub]);
        }
        for (const keyword of [...SCHEMA_ARRAYS, 'items']) {
            const list = node[keyword];
            if (Array.isArray(list))
                list.forEach((sub, i) => stack.push([`${pointer}/${keyword}/${i}`, sub]));
        }
        for (const keyword of SCHEMA_SINGLES) {
            const sub = node[keyword];
            if (isJsonObject(sub))
                stack.push([`${pointer}/${keyword}`, sub]);
        }
    }
    return found;
}
/**
 * tool_argument_description_changed for each description in the input schema that changed, or
 * that came with a new subschema (new text reaching the model). A subschema that disappeared is
 * the schema diff's business; its description going with it is not reported again. Linear in the
 * size of both schemas and iterative, so any depth the lockfile can hold is fine.
 */
function schemaDescriptionChanges(tool, before, after) {
    const old = schemaDescriptions(before);
    const now = schemaDescriptions(after);
    const changes = [];
    for (const pointer of [...now.keys()].sort()) {
        const next = now.get(pointer);
        const previous = old.get(pointer);
        if (previous === next || (!old.has(pointer) && next === undefined))
            continue;
        changes.push(makeChange('tool_argument_description_changed', {
            capability: { type: 'tool', name: tool },
            pointer: `/inputSchema${pointer}/description`,
            before: previous,
            after: next,
            reasons: wordDiffReasons(previous, next),
        }));
    }
    return changes;
}

const ADDED_RULE = {
    tool: 'tool_added', prompt: 'prompt_added', resource: 'resource_added', resourceTemplate: 'template_added',
};
const REMOVED_RULE = {
    tool: 'tool_removed', prompt: 'prompt_removed', resource: 'resource_removed', resourceTemplate: 'template_removed',
};
const CHANGED_RULE = {
    prompt: 'prompt_changed', resource: 'resource_changed', resourceTemplate: 'template_changed',
};
/** tool_added, prompt_added, resource_added, template_added: `after` is the full definition. */
function capabilityAdded(type, name, definition, reasons = []) {
    return makeChange(ADDED_RULE[type], { capability: { type, name }, after: definition, reasons });
}
/** tool_removed, prompt_removed, resource_removed, template_removed: `before` is the full definition. */
function capabilityRemoved(type, name, definition, reasons = []) {
    return makeChange(REMOVED_RULE[type], { capability: { type, name }, before: definition, reasons });
}
/** prompt_changed, resource_changed, template_changed: whole old/new definitions. */
function capabilityChanged(type, name, before, after) {
    return makeChange(CHANGED_RULE[type], { capability: { type, name }, before, after });
}
const TOOL_FIELD_RULE = {
    description: 'tool_description_changed',
    title: 'tool_title_changed',
    inputSchema: 'tool_input_schema_changed',
    outputSchema: 'tool_output_schema_changed',
    annotations: 'tool_annotations_changed',
};
/**
 * tool_description_changed ... tool_field_changed: one top-level field of a tool, old/new value.
 * A description change carries a word diff.
 */
function toolFieldChanged(tool, field, before, after) {
    return makeChange(TOOL_FIELD_RULE[field] ?? 'tool_field_changed', {
        capability: { type: 'tool', name: tool },
        pointer: pointerTo(field),
        before,
        after,
        ...(field === 'description' && { reasons: wordDiffReasons(before, after) }),
    });
}
/** risk_level_raised / risk_level_lowered; `reasons` are the risk signals gained and lost. */
function riskLevelChanged(tool, raised, before, after, reasons) {
    return makeChange(raised ? 'risk_level_raised' : 'risk_level_lowered', {
        capability: { type: 'tool', name: tool }, before, after, reasons,
    });
}
/** server_instructions_changed, with a word diff. */
function serverInstructionsChanged(before, after) {
    return makeChange('server_instructions_changed', { capability: server('instructions'), before, after, reasons: wordDiffReasons(before, after) });
}
/** One advertised capability key, e.g. pointer `/sampling`. */
function serverCapabilityChanged(key, before, after) {
    return makeChange('server_capabilities_changed', { capability: server('capabilities'), pointer: pointerTo(key), before, after });
}
function serverProtocolVersionChanged(before, after) {
    return makeChange('server_protocol_version_changed', { capability: server('protocolVersion'), before, after });
}
function serverInfoChanged(before, after) {
    return makeChange('server_info_changed', { capability: server('serverInfo'), before, after });
}
function modeChanged(before, after) {
    return makeChange('mode_changed', { capability: server('mode'), before, after });
}
/** signature_violation / spec_violation: the finding's text is `after`, so it is in the fingerprint. */
function findingChange(finding) {
    return makeChange(finding.kind, { capability: finding.capability, after: finding.message });
}
function server(name) {
    return { type: 'server', name };
}

/**
 * Semantic diff of a tool's `annotations`: one change per key that differs, pointer
 * `/annotations/<key>`. Hints compare by effective value (absent = spec default), so a hint that
 * is merely spelled out is cosmetic, and moves are classified by whether they admit more power.
 * A non-object `annotations` gives clients no hints at all (every hint at its default); it is
 * additionally reported as the coarse `tool_annotations_changed`.
 */
function diffAnnotations(tool, before, after) {
    const old = isJsonObject(before) ? before : {};
    const now = isJsonObject(after) ? after : {};
    const changes = changedKeys(old, now).map((key) => annotationKeyChange(tool, key, old, now));
    const malformed = (value) => value !== undefined && !isJsonObject(value);
    if (malformed(before) || malformed(after))
        changes.push(toolFieldChanged(tool, 'annotations', before, after));
    return changes;
}
/** The annotations differ as a ToolFieldDiffer for DiffOptions.toolFieldDiffers.annotations. */
const annotationsFieldDiffer = ({ tool, before, after }) => diffAnnotations(tool, before, after);
function annotationKeyChange(tool, key, old, now) {
    const capability = { type: 'tool', name: tool };
    const pointer = '/annotations' + pointerTo(key);
    const rawBefore = old[key];
    const rawAfter = now[key];
    const isHintValue = (v) => v === undefined || typeof v === 'boolean';
    if (key === 'title') {
        return makeChange('tool_annotation_title_changed', { capability, pointer, before: rawBefore, after: rawAfter });
    }
    if (!isHintName(key) || !isHintValue(rawBefore) || !isHintValue(rawAfter)) {
        return makeChange('tool_annotation_other_changed', { capability, pointer, before: rawBefore, after: rawAfter });
    }
    const fallback = HINT_DEFAULTS[key];
    const effectiveBefore = rawBefore ?? fallback;
    const effectiveAfter = rawAfter ?? fallback;
    if (effectiveBefore === effectiveAfter) {
        // Same meaning; raw values keep the direction (made explicit / made implicit) in the data.
        return makeChange('tool_annotation_default_explicit', { capability, pointer, before: rawBefore, after: rawAfter });
    }
    const reasons = [
        ...(rawBefore === undefined ? [`before: absent (spec default ${fallback})`] : []),
        ...(rawAfter === undefined ? [`after: absent (spec default ${fallback})`] : []),
        meaning(key, effectiveAfter),
    ];
    const data = { capability, pointer, before: effectiveBefore, after: effectiveAfter, reasons };
    if (key === 'idempotentHint')
        return makeChange('tool_annotation_idempotent_changed', data);
    const widened = effectiveAfter === POWERFUL_HINT_VALUE[key];
    return makeChange(widened ? 'tool_annotation_hint_widened' : 'tool_annotation_hint_narrowed', data);
}
const MEANINGS = {
    readOnlyHint: ['the tool claims not to modify its environment', 'the tool may modify its environment'],
    destructiveHint: ['the tool may perform destructive updates', 'the tool claims to perform only additive updates'],
    idempotentHint: ['repeated calls with the same arguments claim to have no additional effect', 'repeated calls may have additional effects'],
    openWorldHint: ['the tool may interact with an open world of external entities', 'the tool claims a closed domain of interaction'],
};
function meaning(hint, value) {
    return `${hint} ${value}: ${MEANINGS[hint][value ? 0 : 1]}`;
}

/** Rules whose before/after are model-facing text (strings; absent when there was none). */
const TEXT_RULE_IDS = new Set([
    'tool_description_changed',
    'tool_argument_description_changed',
    'prompt_description_changed',
    'prompt_argument_description_changed',
    'server_instructions_changed',
]);
const rank = (severity) => SEVERITIES.indexOf(severity);
/**
 * Raises each text change to the strongest signal its new text brings (critical: invisible
 * characters, instructions aimed at the model, secret paths; warning: a new URL, a mention of
 * another tool), with one reason per signal naming it and its words. Never lowers a severity; a
 * raised change records the rule default in `defaultSeverity`. Pure: returns new objects for the
 * changes it touches, the others as they are. Fingerprints and messages are unaffected.
 */
function escalateTextChanges(changes, context) {
    const othersOf = otherToolNames(context.toolNames);
    return changes.map((change) => {
        const text = modelText(change);
        if (text === undefined)
            return change;
        const others = othersOf(change.capability.type === 'tool' ? change.capability.name : undefined);
        const signals = textSignals(text.before, text.after, { otherToolNames: others });
        return signals.length === 0 ? change : escalate(change, signals);
    });
}
/** The old and new model-facing text of a change, or undefined when it has none to check. */
function modelText(change) {
    const asText = (value) => (typeof value === 'string' ? value : undefined);
    if (TEXT_RULE_IDS.has(change.rule)) {
        const after = asText(change.after);
        return after === undefined ? undefined : { before: asText(change.before), after };
    }
    // A new prompt argument brings its description as new text.
    if (change.rule === 'prompt_argument_added' && isJsonObject(change.after)) {
        const after = asText(change.after.description);
        return after === undefined ? undefined : { before: undefined, after };
    }
    return undefined;
}
function escalate(change, signals) {
    const strongest = signals.reduce((worst, s) => (rank(s.severity) < rank(worst) ? s.severity : worst), change.severity);
    const reasons = [...change.reasons];
    for (const signal of signals) {
        const reason = `signal ${signal.signal}: ${signal.words.map((word) => `"${word}"`).join(', ')}`;
        if (!reasons.includes(reason))
            reasons.push(reason);
    }
    if (strongest === change.severity)
        return { ...change, reasons };
    return { ...change, severity: strongest, reasons, defaultSeverity: change.defaultSeverity ?? change.severity };
}
/** Per own-name lists, built once each so textSignals can cache its name index per list. */
function otherToolNames(all) {
    const lists = new Map();
    const names = new Set(all);
    return (own) => {
        if (own === undefined || !names.has(own))
            return all;
        let list = lists.get(own);
        if (!list)
            lists.set(own, (list = all.filter((name) => name !== own)));
        return list;
    };
}

/**
 * A changed prompt, field by field: its description, each argument by name (added, removed,
 * description changed), and `prompt_changed` at a pointer for anything else (title, `required`,
 * argument order, `_meta`, a malformed argument list).
 */
function diffPrompt(name, before, after) {
    const capability = { type: 'prompt', name };
    const changes = [];
    for (const field of changedKeys(before, after)) {
        if (field === 'name')
            continue; // the map key
        if (field === 'description' && isText(before.description) && isText(after.description)) {
            changes.push(makeChange('prompt_description_changed', {
                capability, pointer: '/description', before: before.description, after: after.description,
                reasons: wordDiffReasons(before.description, after.description),
            }));
        }
        else if (field === 'arguments') {
            changes.push(...diffArguments(name, before.arguments, after.arguments));
        }
        else {
            changes.push(makeChange('prompt_changed', { capability, pointer: pointerTo(field), before: before[field], after: after[field] }));
        }
    }
    return changes;
}
function isText(value) {
    return value === undefined || typeof value === 'string';
}
/** The argument list, or undefined when it cannot be keyed by name (not a list, unnamed or duplicate names). */
function argumentList(value) {
    if (value === undefined)
        return [];
    if (!Array.isArray(value))
        return undefined;
    const names = new Set();
    for (const item of value) {
        if (!isJsonObject(item) || typeof item.name !== 'string' || names.has(item.name))
            return undefined;
        names.add(item.name);
    }
    return value;
}
function diffArguments(prompt, before, after) {
    const capability = { type: 'prompt', name: prompt };
    const old = argumentList(before);
    const now = argumentList(after);
    if (old === undefined || now === undefined) {
        return [makeChange('prompt_changed', { capability, pointer: '/arguments', before, after })];
    }
    const changes = [];
    const oldByName = new Map(old.map((arg) => [arg.name, arg]));
    const newNames = new Set(now.map((arg) => arg.name));
    now.forEach((arg, index) => {
        const pointer = `/arguments/${index}`;
        const previous = oldByName.get(arg.name);
        if (previous === undefined) {
            changes.push(makeChange('prompt_argument_added', { capability, pointer, after: arg }));
            return;
        }
        for (const field of changedKeys(previous, arg)) {
            if (field === 'description' && isText(previous.description) && isText(arg.description)) {
                changes.push(makeChange('prompt_argument_description_changed', {
                    capability, pointer: `${pointer}/description`, before: previous.description, after: arg.description,
                    reasons: [`argument "${arg.name}"`, ...wordDiffReasons(previous.description, arg.description)],
                }));
            }
            else {
                changes.push(makeChange('prompt_changed', { capability, pointer: pointer + pointerTo(field), before: previous[field], after: arg[field] }));
            }
        }
    });
    old.forEach((arg, index) => {
        if (!newNames.has(arg.name))
            changes.push(makeChange('prompt_argument_removed', { capability, pointer: `/arguments/${index}`, before: arg }));
    });
    // Order matters to clients that render arguments positionally; report it once.
    const kept = (list, other) => list.map((a) => a.name).filter((n) => other.has(n));
    const oldOrder = kept(old, newNames);
    const newOrder = kept(now, new Set(oldByName.keys()));
    if (!jsonEqual$1(oldOrder, newOrder)) {
        changes.push(makeChange('prompt_changed', { capability, pointer: '/arguments', before: oldOrder, after: newOrder, reasons: ['argument order changed'] }));
    }
    return changes;
}

/** Own property only: a schema key named `constructor` or `__proto__` must not reach the prototype. */
function own(object, key) {
    return Object.hasOwn(object, key) ? object[key] : undefined;
}
/**
 * Structural equality of two JSON values, key order ignored. Iterative (explicit stack), because
 * schemas arrive from servers and may be nested deeper than the call stack allows.
 */
function jsonEqual(left, right) {
    const stack = [[left, right]];
    while (stack.length > 0) {
        const [a, b] = stack.pop();
        if (a === b)
            continue;
        if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
            return false;
        if (Array.isArray(a)) {
            if (!Array.isArray(b) || a.length !== b.length)
                return false;
            for (let i = 0; i < a.length; i++)
                stack.push([a[i], b[i]]);
            continue;
        }
        if (Array.isArray(b))
            return false;
        const keys = Object.keys(a);
        if (keys.length !== Object.keys(b).length)
            return false;
        for (const key of keys) {
            if (!Object.hasOwn(b, key))
                return false;
            stack.push([a[key], b[key]]);
        }
    }
    return true;
}
/** RFC 8785 canonical JSON: a set key for enum values, independent of key order. */
function canonicalKey(value) {
    return canonicalize(value) ?? 'undefined';
}
/** Appends reference tokens to a JSON pointer (RFC 6901 escaping). */
function pointerJoin(pointer, ...tokens) {
    return pointer + tokens.map((token) => '/' + String(token).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
/** Short, single-line rendering of a value for messages; never throws. */
function preview(value, limit = 80) {
    if (value === undefined)
        return '(absent)';
    let text;
    try {
        text = JSON.stringify(value);
    }
    catch {
        return '(value too deep to show)';
    }
    return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}
/** A name quoted for messages, truncated so a huge key cannot flood a report. */
function quoteName(name, limit = 60) {
    return '`' + (name.length > limit ? `${name.slice(0, limit - 1)}…` : name) + '`';
}
/**
 * Per-object facts about a document, computed in one iterative post-order pass (documents may be
 * nested deeper than the call stack): whether a subtree holds a `$ref` (equal subtrees without one
 * are equal schemas; with one, the targets may differ) and a structural hash, so that unequal
 * subtrees are told apart in O(1) instead of a walk at every level of the comparison.
 */
class DocumentIndex {
    holding = new WeakSet();
    hashes = new WeakMap();
    constructor(root) {
        this.index(root);
    }
    holdsRef(value) {
        if (typeof value !== 'object' || value === null)
            return false;
        // Objects built while resolving `$ref` siblings are not in the document: index them on demand.
        if (!this.hashes.has(value))
            this.index(value);
        return this.holding.has(value);
    }
    hash(value) {
        if (typeof value !== 'object' || value === null)
            return hashScalar(value);
        if (!this.hashes.has(value))
            this.index(value);
        return this.hashes.get(value);
    }
    index(root) {
        const stack = [];
        const push = (node) => {
            if (typeof node === 'object' && node !== null && !this.hashes.has(node))
                stack.push({ node, expanded: false });
        };
        push(root);
        while (stack.length > 0) {
            const frame = stack[stack.length - 1];
            const { node } = frame;
            if (!frame.expanded) {
                frame.expanded = true;
                for (const child of Array.isArray(node) ? node : Object.values(node))
                    push(child);
                continue;
            }
            stack.pop();
            if (this.hashes.has(node))
                continue; // the same object reached twice (not possible in parsed JSON)
            let holds = !Array.isArray(node) && Object.hasOwn(node, '$ref');
            let hash;
            if (Array.isArray(node)) {
                hash = 0x9e3779b1;
                for (const item of node) {
                    hash = Math.imul(hash ^ this.childHash(item), 0x85ebca6b) >>> 0;
                    holds ||= this.childHolds(item);
                }
            }
            else {
                // Sum of per-entry hashes: independent of key order, like equality.
                hash = 0x27d4eb2f;
                for (const [key, item] of Object.entries(node)) {
                    hash = (hash + (Math.imul(hashString(key) ^ this.childHash(item), 0xc2b2ae35) >>> 0)) >>> 0;
                    holds ||= this.childHolds(item);
                }
            }
            this.hashes.set(node, hash);
            if (holds)
                this.holding.add(node);
        }
    }
    childHash(value) {
        return typeof value === 'object' && value !== null ? this.hashes.get(value) : hashScalar(value);
    }
    childHolds(value) {
        return typeof value === 'object' && value !== null && this.holding.has(value);
    }
}
function hashString(text) {
    let hash = 0x811c9dc5; // FNV-1a
    for (let i = 0; i < text.length; i++)
        hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    return hash >>> 0;
}
function hashScalar(value) {
    if (typeof value === 'string')
        return hashString(value);
    return hashString(`${typeof value}:${String(value)}`);
}

/**
 * Keywords that never change which values a schema accepts. `$defs`/`definitions` only hold
 * targets of `$ref`; a used definition is compared where it is referenced.
 */
const ANNOTATION_KEYWORDS = new Set([
    'title', 'description', 'examples', 'example', '$comment', '$schema', '$id', '$anchor',
    '$dynamicAnchor', '$recursiveAnchor', '$vocabulary', 'readOnly', 'writeOnly', 'deprecated',
    '$defs', 'definitions',
]);
/** Count limits: `max*` bound from above, `min*` from below. */
const UPPER_LIMITS = ['maxLength', 'maxItems', 'maxProperties', 'maxContains'];
const LOWER_LIMITS = ['minLength', 'minItems', 'minProperties', 'minContains'];
/** The value a `min*` limit has when absent: stating it is a no-op. */
const LOWER_LIMIT_DEFAULTS = {
    minLength: 0, minItems: 0, minProperties: 0, minContains: 1,
};
/** Subschema slots compared by recursion; `true` or `{}` there is the same as absent. */
const MONOTONE_SLOTS = ['then', 'else', 'propertyNames', 'contains', 'unevaluatedProperties', 'unevaluatedItems'];
function emptySchema(id) {
    return {
        id, rejectsAll: false, enumKeyword: 'enum', properties: new Map(), required: new Set(),
        patternProperties: new Map(), prefixItems: [], limits: new Map(), uniqueItems: false,
        slots: new Map(), dependentRequired: new Map(), dependentSchemas: new Map(), other: new Map(),
    };
}
function normalizeFalse(id) {
    return { ...emptySchema(id), rejectsAll: true };
}
function normalizeInvalid(id, value) {
    return { ...emptySchema(id), invalid: { value } };
}
function normalizeTrue(id) {
    return emptySchema(id);
}
/** `true` and `{}` accept everything, like an absent subschema. */
function isTrivialSchema(value) {
    return value === undefined || value === true || (isJsonObject(value) && Object.keys(value).length === 0);
}
const isStringArray = (value) => Array.isArray(value) && value.every((entry) => typeof entry === 'string');
const isCount = (value) => typeof value === 'number' && Number.isInteger(value) && value >= 0;
/**
 * Normalises one schema object (its `$ref`, if resolvable, already followed by the caller).
 * Shallow: subschemas stay raw and are normalised when the comparison reaches them.
 */
function normalizeSchema(id, raw) {
    const schema = emptySchema(id);
    const other = schema.other;
    let types;
    let nullable = false;
    let enumList;
    let constValue;
    let tupleItems;
    let additionalItems;
    let items;
    const numbers = new Map();
    const exclusiveFlags = new Map();
    for (const [key, value] of Object.entries(raw)) {
        if (ANNOTATION_KEYWORDS.has(key))
            continue;
        switch (key) {
            case 'default':
                schema.default = { value };
                break;
            case 'type':
                if (typeof value === 'string')
                    types = [value];
                else if (isStringArray(value))
                    types = [...value];
                else
                    other.set(key, value);
                break;
            case 'nullable':
                if (typeof value === 'boolean')
                    nullable = value;
                else
                    other.set(key, value);
                break;
            case 'enum':
                if (Array.isArray(value))
                    enumList = value;
                else
                    other.set(key, value);
                break;
            case 'const':
                constValue = { value };
                break;
            case 'required':
                if (isStringArray(value))
                    schema.required = new Set(value);
                else
                    other.set(key, value);
                break;
            case 'properties':
            case 'patternProperties':
            case 'dependentSchemas':
                if (isJsonObject(value)) {
                    for (const [name, sub] of Object.entries(value))
                        schema[key].set(name, sub);
                }
                else
                    other.set(key, value);
                break;
            case 'dependentRequired':
                if (isJsonObject(value) && Object.values(value).every(isStringArray)) {
                    for (const [name, names] of Object.entries(value))
                        schema.dependentRequired.set(name, [...names]);
                }
                else
                    other.set(key, value);
                break;
            case 'dependencies': // draft-7: arrays are dependentRequired, schemas are dependentSchemas
                if (isJsonObject(value)) {
                    for (const [name, dep] of Object.entries(value)) {
                        if (isStringArray(dep))
                            schema.dependentRequired.set(name, [...dep]);
                        else
                            schema.dependentSchemas.set(name, dep);
                    }
                }
                else
                    other.set(key, value);
                break;
            case 'additionalProperties':
                schema.additionalProperties = value;
                break;
            case 'items':
                if (Array.isArray(value))
                    tupleItems = value;
                else
                    items = value;
                break;
            case 'additionalItems':
                additionalItems = value;
                break;
            case 'prefixItems':
                if (Array.isArray(value))
                    schema.prefixItems = value;
                else
                    other.set(key, value);
                break;
            case 'maximum':
            case 'minimum':
                if (typeof value === 'number')
                    numbers.set(key, value);
                else
                    other.set(key, value);
                break;
            case 'exclusiveMaximum':
            case 'exclusiveMinimum':
                if (typeof value === 'number')
                    numbers.set(key, value);
                else if (typeof value === 'boolean')
                    exclusiveFlags.set(key, value);
                else
                    other.set(key, value);
                break;
            case 'maxLength':
            case 'maxItems':
            case 'maxProperties':
            case 'maxContains':
            case 'minLength':
            case 'minItems':
            case 'minProperties':
            case 'minContains':
                if (isCount(value))
                    schema.limits.set(key, value);
                else
                    other.set(key, value);
                break;
            case 'pattern':
            case 'format':
                if (typeof value === 'string')
                    schema[key] = value;
                else
                    other.set(key, value);
                break;
            case 'multipleOf':
                if (typeof value === 'number' && value > 0)
                    schema.multipleOf = value;
                else
                    other.set(key, value);
                break;
            case 'uniqueItems':
                if (typeof value === 'boolean')
                    schema.uniqueItems = value;
                else
                    other.set(key, value);
                break;
            case 'anyOf':
            case 'oneOf':
            case 'allOf':
                if (Array.isArray(value))
                    schema[key] = value;
                else
                    other.set(key, value);
                break;
            case 'not':
                schema.not = value;
                break;
            case 'if':
                schema.if = value;
                break;
            case 'then':
            case 'else':
            case 'propertyNames':
            case 'contains':
            case 'unevaluatedProperties':
            case 'unevaluatedItems':
                schema.slots.set(key, value);
                break;
            default: other.set(key, value);
        }
    }
    if (types !== undefined) {
        if (nullable && !types.includes('null'))
            types.push('null');
        if (types.includes('number'))
            types = types.filter((type) => type !== 'integer');
        schema.type = [...new Set(types)].sort();
    }
    if (enumList !== undefined || constValue !== undefined) {
        let values = enumList ?? [constValue.value];
        if (enumList !== undefined && constValue !== undefined) {
            const constKey = canonicalKey(constValue.value);
            values = enumList.filter((value) => canonicalKey(value) === constKey);
        }
        schema.enumValues = new Map(values.map((value) => [canonicalKey(value), value]));
        schema.enumKeyword = enumList !== undefined ? 'enum' : 'const';
    }
    if (tupleItems !== undefined && schema.prefixItems.length === 0) {
        schema.prefixItems = tupleItems;
        items = additionalItems;
    }
    else if (tupleItems !== undefined) {
        other.set('items', tupleItems);
    }
    if (!isTrivialSchema(items))
        schema.items = items;
    if (!isTrivialSchema(schema.additionalProperties)) ;
    else {
        delete schema.additionalProperties;
    }
    for (const key of [...schema.slots.keys()]) {
        // `contains: true` still demands a non-empty array, so it is not a no-op.
        if (key !== 'contains' && isTrivialSchema(schema.slots.get(key)))
            schema.slots.delete(key);
    }
    // `if` without `then`/`else` has no effect.
    if (schema.if !== undefined && !schema.slots.has('then') && !schema.slots.has('else'))
        delete schema.if;
    if (schema.not !== undefined && isTrivialSchema(schema.not)) {
        schema.rejectsAll = true; // `not: {}` is the `false` schema
        delete schema.not;
    }
    else if (schema.not === false) {
        delete schema.not;
    }
    const integerOnly = schema.type !== undefined && schema.type.every((type) => type === 'integer' || type === 'null');
    schema.upper = tightestBound('upper', numbers, exclusiveFlags, integerOnly);
    schema.lower = tightestBound('lower', numbers, exclusiveFlags, integerOnly);
    for (const key of LOWER_LIMITS) {
        if (schema.limits.get(key) === LOWER_LIMIT_DEFAULTS[key])
            schema.limits.delete(key);
    }
    return schema;
}
/**
 * One bound from `maximum`/`exclusiveMaximum` (draft-6 number or draft-4 boolean form), the
 * tighter when both are given. Integer-only schemas drop +-MAX_SAFE_INTEGER: zod emits them.
 */
function tightestBound(side, numbers, exclusiveFlags, integerOnly) {
    const inclusiveKey = side === 'upper' ? 'maximum' : 'minimum';
    const exclusiveKey = side === 'upper' ? 'exclusiveMaximum' : 'exclusiveMinimum';
    const candidates = [];
    const inclusive = numbers.get(inclusiveKey);
    if (inclusive !== undefined) {
        const noOp = integerOnly && (side === 'upper' ? inclusive >= Number.MAX_SAFE_INTEGER : inclusive <= -Number.MAX_SAFE_INTEGER);
        if (!noOp)
            candidates.push({ value: inclusive, exclusive: exclusiveFlags.get(exclusiveKey) === true, keyword: inclusiveKey });
    }
    const exclusive = numbers.get(exclusiveKey);
    if (exclusive !== undefined)
        candidates.push({ value: exclusive, exclusive: true, keyword: exclusiveKey });
    let tightest;
    for (const candidate of candidates) {
        if (tightest === undefined || compareBounds(side, candidate, tightest) < 0)
            tightest = candidate;
    }
    return tightest;
}
/** < 0 when `a` accepts less than `b`, > 0 when more, 0 when the same. */
function compareBounds(side, a, b) {
    if (a.value !== b.value)
        return side === 'upper' ? a.value - b.value : b.value - a.value;
    if (a.exclusive === b.exclusive)
        return 0;
    return a.exclusive ? -1 : 1;
}

/** Deeper than this, a differing subtree is reported as `schema_changed` instead of recursing. */
const MAX_DEPTH = 128;
/** Replayed differences stop here: a DAG of `$ref`s could otherwise multiply them exponentially. */
const MAX_DIFFERENCES = 10_000;
/** Above this many before x after branch pairs, branches are matched by raw equality only. */
const MAX_BRANCH_PAIRS = 1024;
const child = (at, ...tokens) => ({
    after: pointerJoin(at.after, ...tokens),
    before: pointerJoin(at.before, ...tokens),
});
/** Keywords that mean one thing together; a change in one spelling of the group is one change. */
const KEYWORD_GROUP = {
    nullable: 'type', const: 'enum', exclusiveMaximum: 'maximum', exclusiveMinimum: 'minimum',
    additionalItems: 'items', prefixItems: 'items', dependencies: 'dependentRequired', dependentSchemas: 'dependentRequired',
};
const groupOf = (keyword) => KEYWORD_GROUP[keyword] ?? keyword;
/** Keywords holding subschemas: when present on both sides, recursion reports what changed inside. */
const CONTAINERS = new Set([
    'properties', 'patternProperties', 'additionalProperties', 'items', 'prefixItems', 'additionalItems',
    'anyOf', 'oneOf', 'allOf', 'not', 'if', 'then', 'else', 'propertyNames', 'contains',
    'unevaluatedProperties', 'unevaluatedItems', 'dependentSchemas', 'dependencies',
]);
const DEFINITION_KEYWORDS = new Set(['$defs', 'definitions']);
const VERB = { widening: 'widened', narrowing: 'narrowed', both: 'changed', cosmetic: 'rewritten' };
/** A pointer for messages: shortened, since a property name may be megabytes long. */
const where = (pointer) => (pointer === '' ? '/' : pointer.length > 120 ? `${pointer.slice(0, 119)}…` : pointer);
/** State shared by a comparison and the trial comparisons it runs (branch matching, `not`). */
class ComparisonState {
    role;
    before;
    after;
    /** Pair of schema identities -> directions of its semantic differences. */
    trials = new Map();
    constructor(role, before, after) {
        this.role = role;
        this.before = before;
        this.after = after;
    }
}
/**
 * Walks two schemas side by side and records semantic differences and cosmetic notes. Each pair
 * of (resolved) schemas is compared once, which is what makes recursive `$ref`s terminate.
 */
class SchemaComparer {
    state;
    differences = [];
    notes = [];
    /** Which side's pointer each difference carries, to re-base it when a pair is met again. */
    sides = [];
    /** Pairs being compared: meeting one again is a cycle through `$ref`, and adds nothing. */
    inProgress = new Set();
    /** Pairs compared: where, and the slice of `differences` they produced. */
    done = new Map();
    constructor(state) {
        this.state = state;
    }
    compare(before, after, at, depth) {
        const { before: beforeDoc, after: afterDoc } = this.state;
        const mayHideRefs = beforeDoc.holdsRef(before) || afterDoc.holdsRef(after);
        if (!mayHideRefs && this.sameJson(before, after))
            return;
        const scope = { at, touched: new Set() };
        if (depth > MAX_DEPTH) {
            if (!this.sameJson(before, after)) {
                this.push(scope, '', 'schema_changed', 'after', at.after, `subschema nested deeper than ${MAX_DEPTH} levels changed`);
            }
            return;
        }
        const resolvedBefore = beforeDoc.resolve(before);
        const resolvedAfter = afterDoc.resolve(after);
        const pairKey = `${resolvedBefore.norm.id}:${resolvedAfter.norm.id}`;
        if (this.inProgress.has(pairKey))
            return;
        const done = this.done.get(pairKey);
        if (done !== undefined) {
            this.replay(done, at);
            return;
        }
        this.inProgress.add(pairKey);
        const start = this.differences.length;
        this.compareResolved(resolvedBefore, resolvedAfter, before, after, scope, depth);
        this.inProgress.delete(pairKey);
        this.done.set(pairKey, { at, start, end: this.differences.length });
    }
    /**
     * A pair already compared elsewhere (one definition used in several places) is not compared
     * again; its differences are repeated at this place, so every path to a widening is reported.
     */
    replay(done, at) {
        for (let i = done.start; i < done.end && this.differences.length < MAX_DIFFERENCES; i++) {
            const side = this.sides[i];
            const difference = this.differences[i];
            const pointer = at[side] + difference.pointer.slice(done.at[side].length);
            this.sides.push(side);
            this.differences.push({ ...difference, pointer, message: difference.message.slice(0, -where(difference.pointer).length) + where(pointer) });
        }
    }
    compareResolved(resolvedBefore, resolvedAfter, before, after, scope, depth) {
        const { at } = scope;
        this.noteRefs(resolvedBefore.refs, resolvedAfter.refs, at.after);
        this.noteAnnotations(resolvedBefore.annotations, resolvedAfter.annotations, at.after);
        const b = resolvedBefore.norm;
        const a = resolvedAfter.norm;
        if (b.invalid !== undefined || a.invalid !== undefined) {
            if (!jsonEqual(resolvedBefore.node, resolvedAfter.node)) {
                this.push(scope, '', 'schema_changed', 'after', at.after, `value that is not a JSON Schema changed (${preview(resolvedBefore.node)} -> ${preview(resolvedAfter.node)})`, resolvedBefore.node, resolvedAfter.node);
            }
            return;
        }
        if (b.rejectsAll || a.rejectsAll) {
            if (b.rejectsAll !== a.rejectsAll) {
                if (b.rejectsAll)
                    this.push(scope, '', 'constraint_removed', 'after', at.after, 'schema that accepted nothing (`false`) now accepts values', false, after);
                else
                    this.push(scope, '', 'constraint_added', 'after', at.after, 'schema now accepts nothing (`false`)', before, false);
            }
            return;
        }
        this.compareType(b, a, scope);
        this.compareEnum(b, a, scope);
        this.compareProperties(b, a, scope, depth);
        this.compareAdditionalProperties(b, a, scope, depth);
        this.compareItems(b, a, scope, depth);
        this.compareBound('upper', b.upper, a.upper, scope);
        this.compareBound('lower', b.lower, a.lower, scope);
        this.compareLimits(b, a, scope);
        this.compareStringConstraints(b, a, scope);
        this.compareMultipleOf(b, a, scope);
        this.compareFlag('uniqueItems', b.uniqueItems, a.uniqueItems, scope);
        this.compareBranches('anyOf', b.anyOf, a.anyOf, scope, depth);
        this.compareBranches('oneOf', b.oneOf, a.oneOf, scope, depth);
        this.compareBranches('allOf', b.allOf, a.allOf, scope, depth);
        this.compareNot(b, a, scope, depth);
        this.compareIf(b, a, scope, depth);
        for (const slot of MONOTONE_SLOTS)
            this.compareSlot(slot, b.slots.get(slot), a.slots.get(slot), child(scope.at, slot), scope, depth);
        this.compareDependencies(b, a, scope, depth);
        this.compareDefault(b, a, scope);
        this.compareOther(b, a, scope);
        this.noteRewrites(resolvedBefore.node, resolvedAfter.node, scope);
    }
    /** Equal JSON (hash first: a walk only when the hashes agree). */
    sameJson(before, after) {
        return before === after || (this.state.before.hash(before) === this.state.after.hash(after) && jsonEqual(before, after));
    }
    /** Directions of the semantic differences of a pair, memoised; a pair met inside its own trial counts as equal. */
    trial(before, after, at, depth) {
        const key = `${this.state.before.resolve(before).norm.id}:${this.state.after.resolve(after).norm.id}`;
        const known = this.state.trials.get(key);
        if (known !== undefined)
            return known;
        this.state.trials.set(key, []);
        const comparer = new SchemaComparer(this.state);
        comparer.compare(before, after, at, depth);
        const directions = comparer.differences.map((difference) => difference.direction).filter((direction) => direction !== 'cosmetic');
        this.state.trials.set(key, directions);
        return directions;
    }
    push(scope, keyword, base, side, pointer, detail, before, after) {
        this.sides.push(side);
        const direction = schemaRuleDirection(base);
        const label = base === 'default_changed' ? 'default changed' : VERB[direction];
        this.differences.push({
            rule: schemaRuleId(this.state.role, base),
            direction,
            pointer,
            ...(before === undefined ? {} : { before }),
            ...(after === undefined ? {} : { after }),
            message: `${this.state.role} schema ${label}: ${detail} at ${where(pointer)}`,
        });
        scope.touched.add(groupOf(keyword));
    }
    /** Recurses into a subschema; a semantic difference inside marks the keyword as explained. */
    recurse(scope, keyword, before, after, at, depth) {
        const count = this.differences.length;
        this.compare(before, after, at, depth + 1);
        if (this.differences.length > count)
            scope.touched.add(groupOf(keyword));
    }
    compareType(b, a, scope) {
        const { at } = scope;
        if (b.type === undefined && a.type === undefined)
            return;
        if (a.type === undefined) {
            this.push(scope, 'type', 'type_widened', 'before', pointerJoin(at.before, 'type'), `\`type\` constraint ${preview(b.type)} removed`, b.type);
            return;
        }
        if (b.type === undefined) {
            this.push(scope, 'type', 'type_narrowed', 'after', pointerJoin(at.after, 'type'), `\`type\` constraint ${preview(a.type)} added`, undefined, a.type);
            return;
        }
        const pointer = pointerJoin(at.after, 'type');
        const beforeNull = b.type.includes('null');
        const afterNull = a.type.includes('null');
        if (!beforeNull && afterNull)
            this.push(scope, 'type', 'null_allowed', 'after', pointer, '`null` is now accepted', b.type, a.type);
        if (beforeNull && !afterNull)
            this.push(scope, 'type', 'null_disallowed', 'after', pointer, '`null` is no longer accepted', b.type, a.type);
        const covers = (types, type) => types.includes(type) || (type === 'integer' && types.includes('number'));
        const gained = a.type.filter((type) => type !== 'null' && !covers(b.type, type));
        const lost = b.type.filter((type) => type !== 'null' && !covers(a.type, type));
        if (gained.length > 0 && lost.length > 0) {
            this.push(scope, 'type', 'type_changed', 'after', pointer, `\`type\` changed from ${preview(b.type)} to ${preview(a.type)}`, b.type, a.type);
        }
        else if (gained.length > 0) {
            this.push(scope, 'type', 'type_widened', 'after', pointer, `\`type\` now also accepts ${gained.join(', ')}`, b.type, a.type);
        }
        else if (lost.length > 0) {
            this.push(scope, 'type', 'type_narrowed', 'after', pointer, `\`type\` no longer accepts ${lost.join(', ')}`, b.type, a.type);
        }
    }
    compareEnum(b, a, scope) {
        const { at } = scope;
        if (b.enumValues === undefined && a.enumValues === undefined)
            return;
        if (a.enumValues === undefined) {
            const values = [...b.enumValues.values()];
            this.push(scope, 'enum', 'enum_removed', 'before', pointerJoin(at.before, b.enumKeyword), `\`${b.enumKeyword}\` ${preview(values)} removed: any value is accepted`, values);
            return;
        }
        if (b.enumValues === undefined) {
            const values = [...a.enumValues.values()];
            this.push(scope, 'enum', 'enum_added', 'after', pointerJoin(at.after, a.enumKeyword), `\`${a.enumKeyword}\` ${preview(values)} added`, undefined, values);
            return;
        }
        const pointer = pointerJoin(at.after, a.enumKeyword);
        const added = [...a.enumValues].filter(([key]) => !b.enumValues.has(key)).map(([, value]) => value);
        const removed = [...b.enumValues].filter(([key]) => !a.enumValues.has(key)).map(([, value]) => value);
        if (added.length > 0)
            this.push(scope, 'enum', 'enum_value_added', 'after', pointer, `value(s) ${preview(added)} now accepted`, undefined, added);
        if (removed.length > 0)
            this.push(scope, 'enum', 'enum_value_removed', 'after', pointer, `value(s) ${preview(removed)} no longer accepted`, removed);
    }
    compareProperties(b, a, scope, depth) {
        const { at } = scope;
        const isNew = (name) => a.properties.has(name) && !b.properties.has(name);
        const isGone = (name) => b.properties.has(name) && !a.properties.has(name);
        for (const [name, schema] of a.properties) {
            if (b.properties.has(name))
                continue;
            const required = a.required.has(name);
            this.push(scope, 'properties', required ? 'required_property_added' : 'property_added', 'after', pointerJoin(at.after, 'properties', name), `${required ? 'required' : 'optional'} property ${quoteName(name)} added`, undefined, schema);
        }
        for (const [name, schema] of b.properties) {
            if (a.properties.has(name)) {
                this.recurse(scope, 'properties', schema, a.properties.get(name), child(at, 'properties', name), depth);
                continue;
            }
            const required = b.required.has(name);
            this.push(scope, 'properties', required ? 'required_property_removed' : 'property_removed', 'before', pointerJoin(at.before, 'properties', name), `${required ? 'required' : 'optional'} property ${quoteName(name)} removed`, schema);
        }
        for (const name of a.required) {
            if (b.required.has(name) || isNew(name))
                continue;
            this.push(scope, 'required', 'property_made_required', 'after', pointerJoin(at.after, 'required'), `property ${quoteName(name)} is now required`, undefined, name);
        }
        for (const name of b.required) {
            if (a.required.has(name) || isGone(name))
                continue;
            const side = a.properties.has(name) ? 'after' : 'before';
            const pointer = side === 'after' ? pointerJoin(at.after, 'properties', name) : pointerJoin(at.before, 'required');
            this.push(scope, 'required', 'property_made_optional', side, pointer, `property ${quoteName(name)} is no longer required`, name);
        }
        for (const [pattern, schema] of a.patternProperties) {
            if (b.patternProperties.has(pattern))
                continue;
            this.push(scope, 'patternProperties', 'property_added', 'after', pointerJoin(at.after, 'patternProperties', pattern), `properties matching ${quoteName(pattern)} declared`, undefined, schema);
        }
        for (const [pattern, schema] of b.patternProperties) {
            if (a.patternProperties.has(pattern)) {
                this.recurse(scope, 'patternProperties', schema, a.patternProperties.get(pattern), child(at, 'patternProperties', pattern), depth);
                continue;
            }
            this.push(scope, 'patternProperties', 'property_removed', 'before', pointerJoin(at.before, 'patternProperties', pattern), `properties matching ${quoteName(pattern)} no longer declared`, schema);
        }
    }
    compareAdditionalProperties(b, a, scope, depth) {
        const { at } = scope;
        const before = b.additionalProperties;
        const after = a.additionalProperties;
        if (before === undefined && after === undefined)
            return;
        if (before === false && after !== false) {
            this.push(scope, 'additionalProperties', 'additional_properties_allowed', 'after', pointerJoin(at.after, 'additionalProperties'), `undeclared properties are now accepted (${after === undefined ? 'additionalProperties: false removed' : `additionalProperties: ${preview(after)}`})`, false, after);
        }
        else if (after === false && before !== false) {
            this.push(scope, 'additionalProperties', 'additional_properties_restricted', 'after', pointerJoin(at.after, 'additionalProperties'), 'undeclared properties are now rejected (additionalProperties: false)', before, false);
        }
        else if (before !== false) {
            this.recurse(scope, 'additionalProperties', before, after, child(at, 'additionalProperties'), depth);
        }
    }
    compareItems(b, a, scope, depth) {
        const { at } = scope;
        this.recurse(scope, 'items', b.items, a.items, child(at, 'items'), depth);
        // Position i is governed by prefixItems[i] when given, else by items.
        const positions = Math.max(b.prefixItems.length, a.prefixItems.length);
        for (let i = 0; i < positions; i++) {
            const before = i < b.prefixItems.length ? b.prefixItems[i] : b.items;
            const after = i < a.prefixItems.length ? a.prefixItems[i] : a.items;
            const place = { after: pointerJoin(at.after, i < a.prefixItems.length ? 'prefixItems' : 'items', ...(i < a.prefixItems.length ? [i] : [])),
                before: pointerJoin(at.before, i < b.prefixItems.length ? 'prefixItems' : 'items', ...(i < b.prefixItems.length ? [i] : [])) };
            this.recurse(scope, 'items', before, after, place, depth);
        }
    }
    compareBound(side, before, after, scope) {
        const { at } = scope;
        const show = (bound) => `${bound.keyword} ${bound.value}`;
        const group = side === 'upper' ? 'maximum' : 'minimum';
        if (before === undefined && after === undefined)
            return;
        if (after === undefined) {
            this.push(scope, group, 'constraint_removed', 'before', pointerJoin(at.before, before.keyword), `bound \`${show(before)}\` removed`, before.value);
            return;
        }
        const pointer = pointerJoin(at.after, after.keyword);
        if (before === undefined) {
            this.push(scope, group, 'constraint_added', 'after', pointer, `bound \`${show(after)}\` added`, undefined, after.value);
            return;
        }
        const order = compareBounds(side, after, before);
        if (order > 0)
            this.push(scope, group, 'constraint_relaxed', 'after', pointer, `bound relaxed from \`${show(before)}\` to \`${show(after)}\``, before.value, after.value);
        if (order < 0)
            this.push(scope, group, 'constraint_tightened', 'after', pointer, `bound tightened from \`${show(before)}\` to \`${show(after)}\``, before.value, after.value);
    }
    compareLimits(b, a, scope) {
        const { at } = scope;
        for (const [keywords, upper] of [[UPPER_LIMITS, true], [LOWER_LIMITS, false]]) {
            for (const keyword of keywords) {
                const before = b.limits.get(keyword);
                const after = a.limits.get(keyword);
                if (before === after)
                    continue;
                if (after === undefined) {
                    this.push(scope, keyword, 'constraint_removed', 'before', pointerJoin(at.before, keyword), `\`${keyword}: ${before}\` removed`, before);
                }
                else if (before === undefined) {
                    this.push(scope, keyword, 'constraint_added', 'after', pointerJoin(at.after, keyword), `\`${keyword}: ${after}\` added`, undefined, after);
                }
                else {
                    const relaxed = upper ? after > before : after < before;
                    this.push(scope, keyword, relaxed ? 'constraint_relaxed' : 'constraint_tightened', 'after', pointerJoin(at.after, keyword), `\`${keyword}\` ${relaxed ? 'relaxed' : 'tightened'} from ${before} to ${after}`, before, after);
                }
            }
        }
    }
    compareStringConstraints(b, a, scope) {
        const { at } = scope;
        for (const keyword of ['pattern', 'format']) {
            const before = b[keyword];
            const after = a[keyword];
            if (before === after)
                continue;
            if (after === undefined) {
                this.push(scope, keyword, 'constraint_removed', 'before', pointerJoin(at.before, keyword), `\`${keyword}\` ${preview(before)} removed`, before);
            }
            else if (before === undefined) {
                this.push(scope, keyword, 'constraint_added', 'after', pointerJoin(at.after, keyword), `\`${keyword}\` ${preview(after)} added`, undefined, after);
            }
            else {
                this.push(scope, keyword, 'constraint_changed', 'after', pointerJoin(at.after, keyword), `\`${keyword}\` changed from ${preview(before)} to ${preview(after)}`, before, after);
            }
        }
    }
    compareMultipleOf(b, a, scope) {
        const { at } = scope;
        const before = b.multipleOf;
        const after = a.multipleOf;
        if (before === after)
            return;
        if (after === undefined) {
            this.push(scope, 'multipleOf', 'constraint_removed', 'before', pointerJoin(at.before, 'multipleOf'), `\`multipleOf: ${before}\` removed`, before);
            return;
        }
        const pointer = pointerJoin(at.after, 'multipleOf');
        if (before === undefined) {
            this.push(scope, 'multipleOf', 'constraint_added', 'after', pointer, `\`multipleOf: ${after}\` added`, undefined, after);
            return;
        }
        const detail = `\`multipleOf\` changed from ${before} to ${after}`;
        if (isWholeMultiple(after, before))
            this.push(scope, 'multipleOf', 'constraint_tightened', 'after', pointer, detail, before, after);
        else if (isWholeMultiple(before, after))
            this.push(scope, 'multipleOf', 'constraint_relaxed', 'after', pointer, detail, before, after);
        else
            this.push(scope, 'multipleOf', 'constraint_changed', 'after', pointer, detail, before, after);
    }
    compareFlag(keyword, before, after, scope) {
        if (before === after)
            return;
        if (before)
            this.push(scope, keyword, 'constraint_removed', 'before', pointerJoin(scope.at.before, keyword), `\`${keyword}: true\` removed`, true, false);
        else
            this.push(scope, keyword, 'constraint_added', 'after', pointerJoin(scope.at.after, keyword), `\`${keyword}: true\` added`, false, true);
    }
    /**
     * anyOf/oneOf branches (and allOf members) are matched by equivalence, so reordering is cosmetic.
     * One unmatched on each side is one branch edited: recurse into it. Otherwise each unmatched
     * branch is added or removed.
     */
    compareBranches(keyword, before, after, scope, depth) {
        const { at } = scope;
        if (before === undefined && after === undefined)
            return;
        const union = keyword !== 'allOf';
        if (after === undefined) {
            this.push(scope, keyword, 'constraint_removed', 'before', pointerJoin(at.before, keyword), `\`${keyword}\` removed`, before);
            return;
        }
        if (before === undefined) {
            this.push(scope, keyword, 'constraint_added', 'after', pointerJoin(at.after, keyword), `\`${keyword}\` added`, undefined, after);
            return;
        }
        const matchOf = new Array(after.length).fill(-1);
        const used = new Set();
        const { before: beforeDoc, after: afterDoc } = this.state;
        const plainEqual = (i, j) => !beforeDoc.holdsRef(before[i]) && !afterDoc.holdsRef(after[j]) && this.sameJson(before[i], after[j]);
        const tryEquivalence = before.length * after.length <= MAX_BRANCH_PAIRS;
        for (const equal of [plainEqual, (i, j) => tryEquivalence && this.trial(before[i], after[j], child(at, keyword, j), depth + 1).length === 0]) {
            for (let j = 0; j < after.length; j++) {
                if (matchOf[j] !== -1)
                    continue;
                for (let i = 0; i < before.length; i++) {
                    if (!used.has(i) && equal(i, j)) {
                        matchOf[j] = i;
                        used.add(i);
                        break;
                    }
                }
            }
        }
        const unmatchedAfter = matchOf.flatMap((i, j) => (i === -1 ? [j] : []));
        const unmatchedBefore = before.flatMap((_, i) => (used.has(i) ? [] : [i]));
        // Matched branches are equivalent; recursing collects their cosmetic edits.
        matchOf.forEach((i, j) => {
            if (i !== -1)
                this.recurse(scope, keyword, before[i], after[j], { after: pointerJoin(at.after, keyword, j), before: pointerJoin(at.before, keyword, i) }, depth);
        });
        if (unmatchedAfter.length === 1 && unmatchedBefore.length === 1) {
            const i = unmatchedBefore[0];
            const j = unmatchedAfter[0];
            this.recurse(scope, keyword, before[i], after[j], { after: pointerJoin(at.after, keyword, j), before: pointerJoin(at.before, keyword, i) }, depth);
            return;
        }
        const noun = union ? 'branch' : 'member';
        for (const j of unmatchedAfter) {
            this.push(scope, keyword, union ? 'branch_added' : 'constraint_added', 'after', pointerJoin(at.after, keyword, j), `\`${keyword}\` ${noun} ${preview(after[j])} added`, undefined, after[j]);
        }
        for (const i of unmatchedBefore) {
            this.push(scope, keyword, union ? 'branch_removed' : 'constraint_removed', 'before', pointerJoin(at.before, keyword, i), `\`${keyword}\` ${noun} ${preview(before[i])} removed`, before[i]);
        }
    }
    /** `not` inverts: a wider `not` schema accepts less. Reported as one aggregate difference. */
    compareNot(b, a, scope, depth) {
        const { at } = scope;
        if (b.not === undefined && a.not === undefined)
            return;
        if (a.not === undefined) {
            this.push(scope, 'not', 'constraint_removed', 'before', pointerJoin(at.before, 'not'), '`not` removed', b.not);
            return;
        }
        if (b.not === undefined) {
            this.push(scope, 'not', 'constraint_added', 'after', pointerJoin(at.after, 'not'), '`not` added', undefined, a.not);
            return;
        }
        const inner = new Set(this.trial(b.not, a.not, child(at, 'not'), depth + 1));
        if (inner.size === 0) {
            this.recurse(scope, 'not', b.not, a.not, child(at, 'not'), depth); // cosmetic notes only
            return;
        }
        const pointer = pointerJoin(at.after, 'not');
        const detail = `schema under \`not\` changed`;
        if (inner.size === 1 && inner.has('widening'))
            this.push(scope, 'not', 'constraint_tightened', 'after', pointer, `${detail} (it rejects more)`, b.not, a.not);
        else if (inner.size === 1 && inner.has('narrowing'))
            this.push(scope, 'not', 'constraint_relaxed', 'after', pointer, `${detail} (it rejects less)`, b.not, a.not);
        else
            this.push(scope, 'not', 'constraint_changed', 'after', pointer, detail, b.not, a.not);
    }
    /** `if` selects between `then` and `else`: any semantic change of it is unclassifiable. */
    compareIf(b, a, scope, depth) {
        const { at } = scope;
        if (b.if === undefined && a.if === undefined)
            return;
        if (a.if === undefined) {
            this.push(scope, 'if', 'constraint_removed', 'before', pointerJoin(at.before, 'if'), '`if` condition removed', b.if);
        }
        else if (b.if === undefined) {
            this.push(scope, 'if', 'constraint_added', 'after', pointerJoin(at.after, 'if'), '`if` condition added', undefined, a.if);
        }
        else if (this.trial(b.if, a.if, child(at, 'if'), depth + 1).length > 0) {
            this.push(scope, 'if', 'constraint_changed', 'after', pointerJoin(at.after, 'if'), '`if` condition changed', b.if, a.if);
        }
        else {
            this.recurse(scope, 'if', b.if, a.if, child(at, 'if'), depth);
        }
    }
    /** A subschema that only constrains: absent -> present narrows, present -> absent widens, else recurse. */
    compareSlot(keyword, before, after, at, scope, depth) {
        if (before === undefined && after === undefined)
            return;
        if (after === undefined)
            this.push(scope, keyword, 'constraint_removed', 'before', at.before, `\`${keyword}\` removed`, before);
        else if (before === undefined)
            this.push(scope, keyword, 'constraint_added', 'after', at.after, `\`${keyword}\` added`, undefined, after);
        else
            this.recurse(scope, keyword, before, after, at, depth);
    }
    compareDependencies(b, a, scope, depth) {
        const { at } = scope;
        const names = new Set([...b.dependentRequired.keys(), ...a.dependentRequired.keys()]);
        for (const name of names) {
            const before = new Set(b.dependentRequired.get(name) ?? []);
            const after = new Set(a.dependentRequired.get(name) ?? []);
            const added = [...after].filter((dependency) => !before.has(dependency));
            const removed = [...before].filter((dependency) => !after.has(dependency));
            if (added.length > 0) {
                this.push(scope, 'dependentRequired', 'constraint_added', 'after', pointerJoin(at.after, 'dependentRequired', name), `when ${quoteName(name)} is present, ${added.map((dependency) => quoteName(dependency)).join(', ')} now required`, undefined, added);
            }
            if (removed.length > 0) {
                this.push(scope, 'dependentRequired', 'constraint_removed', 'before', pointerJoin(at.before, 'dependentRequired', name), `when ${quoteName(name)} is present, ${removed.map((dependency) => quoteName(dependency)).join(', ')} no longer required`, removed);
            }
        }
        const schemaNames = new Set([...b.dependentSchemas.keys(), ...a.dependentSchemas.keys()]);
        for (const name of schemaNames) {
            this.compareSlot('dependentSchemas', b.dependentSchemas.get(name), a.dependentSchemas.get(name), child(at, 'dependentSchemas', name), scope, depth);
        }
    }
    compareDefault(b, a, scope) {
        if (b.default === undefined && a.default === undefined)
            return;
        if (b.default !== undefined && a.default !== undefined && jsonEqual(b.default.value, a.default.value))
            return;
        const side = a.default !== undefined ? 'after' : 'before';
        this.push(scope, 'default', 'default_changed', side, pointerJoin(scope.at[side], 'default'), `\`default\` changed from ${preview(b.default?.value)} to ${preview(a.default?.value)}`, b.default?.value, a.default?.value);
    }
    /** Keywords this diff does not model: any change is `schema_changed`, never assumed cosmetic. */
    compareOther(b, a, scope) {
        const keywords = new Set([...b.other.keys(), ...a.other.keys()]);
        for (const keyword of keywords) {
            const before = b.other.get(keyword);
            const after = a.other.get(keyword);
            if (jsonEqual(before, after))
                continue;
            const side = after !== undefined ? 'after' : 'before';
            this.push(scope, keyword, 'schema_changed', side, pointerJoin(scope.at[side], keyword), `\`${keyword}\` changed from ${preview(before)} to ${preview(after)} (not classified)`, before, after);
        }
    }
    note(text) {
        this.notes.push(text);
    }
    noteRefs(before, after, pointer) {
        if (before.length === after.length && before.every((ref, i) => ref === after[i]))
            return;
        if (before.length === 0)
            this.note(`moved behind \`$ref\` ${after.join(' -> ')} at ${where(pointer)}`);
        else if (after.length === 0)
            this.note(`\`$ref\` ${before.join(' -> ')} inlined at ${where(pointer)}`);
        else
            this.note(`\`$ref\` ${before.join(' -> ')} now ${after.join(' -> ')} at ${where(pointer)}`);
    }
    noteAnnotations(before, after, pointer) {
        for (const keyword of new Set([...before.keys(), ...after.keys()])) {
            const was = before.get(keyword);
            const now = after.get(keyword);
            if (jsonEqual(was, now))
                continue;
            // A used definition that changed is reported where it is referenced; an unused one is no change.
            if (DEFINITION_KEYWORDS.has(keyword) && was !== undefined && now !== undefined)
                continue;
            this.note(`\`${keyword}\` ${was === undefined ? 'added' : now === undefined ? 'removed' : 'changed'} at ${where(pointer)}`);
        }
    }
    /** Keywords whose spelling changed while no semantic difference came from them. */
    noteRewrites(before, after, scope) {
        const was = isJsonObject(before) ? before : {};
        const now = isJsonObject(after) ? after : {};
        for (const keyword of new Set([...Object.keys(was), ...Object.keys(now)])) {
            if (ANNOTATION_KEYWORDS.has(keyword) || keyword === '$ref' || scope.touched.has(groupOf(keyword)))
                continue;
            const wasValue = own(was, keyword);
            const nowValue = own(now, keyword);
            if (jsonEqual(wasValue, nowValue))
                continue;
            if (wasValue !== undefined && nowValue !== undefined && CONTAINERS.has(keyword))
                continue;
            const change = wasValue === undefined ? 'added' : nowValue === undefined ? 'removed' : 'rewritten';
            this.note(`\`${keyword}\` ${change} with the same meaning at ${where(scope.at.after)}`);
        }
    }
}
/** True when `value` is a whole multiple (>= 1) of `base`, allowing for binary fractions (0.3 / 0.1). */
function isWholeMultiple(value, base) {
    const ratio = value / base;
    const whole = Math.round(ratio);
    return whole >= 1 && Math.abs(ratio - whole) <= 1e-9 * Math.max(1, whole);
}

const MAX_REF_HOPS = 64;
/**
 * Follows local `$ref`s cycle-safely. Siblings of `$ref` apply together with the target (2019-09+):
 * merged into one object when their keywords do not overlap, else as `allOf`. A `$ref` that does not
 * resolve, or a chain of bare `$ref`s that loops, is left in place and compared as opaque.
 */
function dereference(root, start) {
    const annotations = new Map();
    const refs = [];
    const seen = new Set();
    let node = start;
    let synthetic = false;
    // The hop cap stops loops through merged (new) objects, which `seen` cannot recognise.
    for (let hops = 0; isJsonObject(node) && hops < MAX_REF_HOPS; hops++) {
        for (const [key, value] of Object.entries(node)) {
            if (ANNOTATION_KEYWORDS.has(key) && !annotations.has(key))
                annotations.set(key, value);
        }
        const ref = own(node, '$ref');
        if (typeof ref !== 'string' || seen.has(node))
            break;
        seen.add(node);
        const target = resolveLocalRef(root, ref);
        if (target === undefined)
            break;
        refs.push(ref);
        const siblings = Object.entries(node).filter(([key]) => key !== '$ref' && !ANNOTATION_KEYWORDS.has(key));
        if (siblings.length === 0) {
            node = target;
            continue;
        }
        synthetic = true;
        if (target === true) {
            node = Object.fromEntries(siblings);
        }
        else if (!isJsonObject(target)) {
            node = { allOf: [target, Object.fromEntries(siblings)] };
        }
        else {
            const overlap = siblings.some(([key]) => Object.hasOwn(target, key));
            node = overlap
                ? { allOf: [target, Object.fromEntries(siblings)] }
                : Object.fromEntries([...Object.entries(target), ...siblings]);
        }
    }
    return { node, synthetic, refs, annotations };
}

/** Fixed identities for the schemas every document shares. */
const ACCEPT_ALL = { norm: normalizeTrue(0), node: undefined, refs: [], annotations: new Map() };
const REJECT_ALL = { norm: normalizeFalse(1), node: false, refs: [], annotations: new Map() };
class IdSource {
    next = 2;
    take() {
        return this.next++;
    }
}
/**
 * One side (before or after) of a comparison: `$ref`s resolve against its root. Resolution is
 * memoised per object, so a schema reached twice (through a recursive `$ref`) keeps one identity.
 */
class SchemaDocument {
    root;
    ids;
    resolvedByObject = new WeakMap();
    normalizedByObject = new WeakMap();
    index;
    constructor(root, ids) {
        this.root = root;
        this.ids = ids;
        this.index = new DocumentIndex(root);
    }
    holdsRef(value) {
        return this.index.holdsRef(value);
    }
    /** Structural hash: equal JSON values have equal hashes in every document. */
    hash(value) {
        return this.index.hash(value);
    }
    resolve(value) {
        if (value === undefined || value === true)
            return ACCEPT_ALL;
        if (value === false)
            return REJECT_ALL;
        if (!isJsonObject(value))
            return { ...ACCEPT_ALL, node: value, norm: normalizeInvalid(this.ids.take(), value) };
        const cached = this.resolvedByObject.get(value);
        if (cached !== undefined)
            return cached;
        const { node, synthetic, refs, annotations } = dereference(this.root, value);
        let norm;
        if (node === true)
            norm = ACCEPT_ALL.norm;
        else if (node === false)
            norm = REJECT_ALL.norm;
        else if (!isJsonObject(node))
            norm = normalizeInvalid(this.ids.take(), node);
        else if (synthetic)
            norm = normalizeSchema(this.ids.take(), node);
        else {
            norm = this.normalizedByObject.get(node) ?? normalizeSchema(this.ids.take(), node);
            this.normalizedByObject.set(node, norm);
        }
        const resolved = { norm, node, refs, annotations };
        this.resolvedByObject.set(value, resolved);
        return resolved;
    }
}

/** Cosmetic edits listed in the one summary row; the rest are counted. */
const MAX_LISTED_NOTES = 8;
/**
 * Semantic diff of two JSON Schemas (a tool's `inputSchema` or `outputSchema`). Classifies each
 * difference by what it does to the set of accepted values; edits that change nothing are one
 * `<role>_schema_cosmetic` row. Pure; never throws: what cannot be compared is `schema_changed`.
 * `undefined` means the schema is absent.
 */
function diffSchemas(before, after, role) {
    if (before === undefined && after === undefined)
        return [];
    if (before === undefined)
        return [difference(role, 'schema_added', '', 'schema is now declared', undefined, after)];
    if (after === undefined)
        return [difference(role, 'schema_removed', '', 'schema is no longer declared', before)];
    if (jsonEqual(before, after))
        return [];
    let comparer;
    try {
        const ids = new IdSource();
        comparer = new SchemaComparer(new ComparisonState(role, new SchemaDocument(before, ids), new SchemaDocument(after, ids)));
        comparer.compare(before, after, { after: '', before: '' }, 0);
    }
    catch (error) {
        // Only a stack overflow on absurd input (a deeply nested enum value) can get here.
        const cause = error instanceof Error ? error.message : String(error);
        return [difference(role, 'schema_changed', '', `schema could not be compared (${cause})`)];
    }
    const differences = [...comparer.differences].sort((x, y) => (x.pointer < y.pointer ? -1 : x.pointer > y.pointer ? 1 : x.rule < y.rule ? -1 : x.rule > y.rule ? 1 : 0));
    const notes = [...new Set(comparer.notes)];
    if (notes.length === 0 && differences.length === 0)
        notes.push('equivalent rewrite');
    if (notes.length > 0)
        differences.push(cosmeticSummary(role, notes));
    return differences;
}
function cosmeticSummary(role, notes) {
    const listed = notes.slice(0, MAX_LISTED_NOTES).join('; ');
    const more = notes.length > MAX_LISTED_NOTES ? `; and ${notes.length - MAX_LISTED_NOTES} more` : '';
    return {
        rule: schemaRuleId(role, 'schema_cosmetic'),
        direction: 'cosmetic',
        pointer: '',
        message: `${role} schema edits that change no accepted value: ${listed}${more}`,
    };
}
function difference(role, base, pointer, detail, before, after) {
    return {
        rule: schemaRuleId(role, base),
        direction: schemaRuleDirection(base),
        pointer,
        ...(before === undefined ? {} : { before }),
        ...(after === undefined ? {} : { after }),
        message: `${role} ${detail}`,
    };
}

/**
 * Schema differences as Changes of one tool. Pointers become pointers inside the tool definition
 * (`/inputSchema` + the schema pointer); messages are re-derived from the data so a change read
 * back from a JSON report renders the same.
 */
function schemaDifferencesToChanges(tool, field, differences) {
    return differences.map((difference) => makeChange(difference.rule, {
        capability: { type: 'tool', name: tool },
        pointer: pointerTo(field) + difference.pointer,
        before: difference.before,
        after: difference.after,
    }));
}
/** DiffOptions wiring a semantic schema diff into diffLockfiles for both schemas of a tool. */
function schemaFieldDiffers(diff) {
    return {
        inputSchema: ({ tool, before, after }) => schemaDifferencesToChanges(tool, 'inputSchema', diff(before, after, 'input')),
        outputSchema: ({ tool, before, after }) => schemaDifferencesToChanges(tool, 'outputSchema', diff(before, after, 'output')),
    };
}

/** By default a tool's schemas go through the semantic JSON Schema diff of src/diff/schema. */
const DEFAULT_TOOL_FIELD_DIFFERS = schemaFieldDiffers(diffSchemas);
/** Annotations always get the semantic per-hint diff unless a caller supplies its own differ. */
const CORE_TOOL_FIELD_DIFFERS = { annotations: annotationsFieldDiffer };
/**
 * Every drift between two lockfiles (the live server is turned into a Lockfile first, so both
 * sides have the same shape). Severities are the rules' defaults, except text changes escalated
 * by what their new text says (escalateTextChanges, which records the default); policy adjusts
 * them afterwards. O(n) in the number of capabilities: map lookups, and only entries whose digest
 * or definition differ are examined field by field.
 */
function diffLockfiles(before, after, options = {}) {
    if (before.fingerprint === after.fingerprint)
        return [];
    const toolOptions = {
        toolFieldDiffers: { ...CORE_TOOL_FIELD_DIFFERS, ...(options.toolFieldDiffers ?? DEFAULT_TOOL_FIELD_DIFFERS) },
    };
    const changes = [
        ...diffServer(before, after),
        ...diffTools(before.tools, after.tools, toolOptions),
        ...diffEntries('prompt', before.prompts, after.prompts),
        ...diffEntries('resource', before.resources, after.resources),
        ...diffEntries('resourceTemplate', before.resourceTemplates, after.resourceTemplates),
    ];
    return escalateTextChanges(changes, { toolNames: Object.keys(after.tools) });
}
/** signature_violation / spec_violation changes for what the snapshot stage found. */
function findingsToChanges(findings) {
    return findings.map(findingChange);
}
function diffServer(before, after) {
    const changes = [];
    if (before.mode !== after.mode)
        changes.push(modeChanged(before.mode, after.mode));
    if (before.server.protocolVersion !== after.server.protocolVersion) {
        changes.push(serverProtocolVersionChanged(before.server.protocolVersion, after.server.protocolVersion));
    }
    if (!jsonEqual$1(before.server.info, after.server.info))
        changes.push(serverInfoChanged(before.server.info, after.server.info));
    if (before.instructions !== after.instructions)
        changes.push(serverInstructionsChanged(before.instructions, after.instructions));
    // One change per advertised capability, so each can be accepted or overridden on its own.
    for (const key of changedKeys(before.capabilities, after.capabilities)) {
        changes.push(serverCapabilityChanged(key, before.capabilities[key], after.capabilities[key]));
    }
    return changes;
}
/** Digest first; the definition comparison catches fields a digest may leave out (e.g. `_meta`). */
function entryChanged(a, b) {
    return a.digest !== b.digest || !jsonEqual$1(a.definition, b.definition);
}
function diffEntries(type, before, after) {
    const changes = [];
    for (const [name, old] of Object.entries(before)) {
        const now = Object.hasOwn(after, name) ? after[name] : undefined;
        if (now === undefined)
            changes.push(capabilityRemoved(type, name, old.definition));
        else if (entryChanged(old, now)) {
            changes.push(...(type === 'prompt' ? diffPrompt(name, old.definition, now.definition) : [capabilityChanged(type, name, old.definition, now.definition)]));
        }
    }
    for (const [name, now] of Object.entries(after)) {
        if (!Object.hasOwn(before, name))
            changes.push(capabilityAdded(type, name, now.definition));
    }
    return changes;
}
const REFINABLE_FIELDS = new Set(['inputSchema', 'outputSchema', 'annotations']);
function diffTools(before, after, options) {
    const changes = [];
    const removed = [];
    const added = [];
    for (const [name, old] of Object.entries(before)) {
        const now = Object.hasOwn(after, name) ? after[name] : undefined;
        if (now === undefined) {
            removed.push([name, old]);
            continue;
        }
        if (entryChanged(old, now))
            changes.push(...diffToolFields(name, old.definition, now.definition, options));
        const risk = diffRisk(name, old, now);
        if (risk)
            changes.push(risk);
    }
    for (const [name, now] of Object.entries(after)) {
        if (!Object.hasOwn(before, name))
            added.push([name, now]);
    }
    const renames = pairRenames(removed, added);
    for (const [name, old] of removed) {
        const to = renames.renamedTo.get(name);
        changes.push(capabilityRemoved('tool', name, old.definition, to === undefined ? [] : [`likely renamed to "${to}" (same input schema)`]));
    }
    for (const [name, now] of added) {
        const from = renames.renamedFrom.get(name);
        const reasons = [
            ...(from === undefined ? [] : [`likely rename of "${from}" (same input schema)`]),
            `risk ${now.risk.level}`,
            ...now.risk.reasons,
        ];
        changes.push(capabilityAdded('tool', name, now.definition, reasons));
    }
    return changes;
}
function diffToolFields(name, before, after, options) {
    const changes = [];
    for (const field of changedKeys(before, after)) {
        if (field === 'name')
            continue; // the map key; a different name is a different tool
        const refine = REFINABLE_FIELDS.has(field)
            ? options.toolFieldDiffers?.[field]
            : undefined;
        // SEAM: a finer differ (the semantic schema diff of src/diff/schema) replaces the coarse rule.
        if (refine) {
            changes.push(...refine({ tool: name, field, pointer: pointerTo(field), before: before[field], after: after[field] }));
        }
        else {
            changes.push(toolFieldChanged(name, field, before[field], after[field]));
        }
        // Schema descriptions reach the model but are cosmetic to the schema diff: checked as text.
        if (field === 'inputSchema')
            changes.push(...schemaDescriptionChanges(name, before[field], after[field]));
    }
    return changes;
}
function diffRisk(name, before, after) {
    const from = RISK_LEVELS.indexOf(before.risk.level);
    const to = RISK_LEVELS.indexOf(after.risk.level);
    if (from === to)
        return undefined;
    const old = new Set(before.risk.reasons);
    const now = new Set(after.risk.reasons);
    const reasons = [
        ...after.risk.reasons.filter((r) => !old.has(r)).map((r) => `+ ${r}`),
        ...before.risk.reasons.filter((r) => !now.has(r)).map((r) => `- ${r}`),
    ];
    return riskLevelChanged(name, to > from, before.risk.level, after.risk.level, reasons);
}
/**
 * A removed and an added tool with the same inputSchemaHash are a likely rename. Only unambiguous
 * pairs count (the hash occurs once on each side): trivial schemas such as `{"type":"object"}`
 * are shared by many tools and would otherwise pair at random.
 */
function pairRenames(removed, added) {
    const bySchema = (list) => {
        const map = new Map();
        for (const [name, entry] of list) {
            if (entry.inputSchemaHash === undefined)
                continue;
            const names = map.get(entry.inputSchemaHash);
            if (names)
                names.push(name);
            else
                map.set(entry.inputSchemaHash, [name]);
        }
        return map;
    };
    const removedBySchema = bySchema(removed);
    const renamedTo = new Map();
    const renamedFrom = new Map();
    for (const [hash, newNames] of bySchema(added)) {
        const oldNames = removedBySchema.get(hash);
        if (newNames.length !== 1 || oldNames?.length !== 1)
            continue;
        renamedTo.set(oldNames[0], newNames[0]);
        renamedFrom.set(newNames[0], oldNames[0]);
    }
    return { renamedTo, renamedFrom };
}

/** Boots the server, snapshots it and always shuts it down, whatever happens. */
async function snapshotServer(launch) {
    const connection = await launchServer(launch);
    try {
        const raw = await takeSnapshot({
            initializeResult: connection.initializeResult,
            request: (method, params) => requestRaw(connection, method, params, launch.timeoutMs),
        }, { timeoutMs: launch.timeoutMs });
        // Paths and host names some servers put into descriptions would make a lockfile differ
        // between a laptop and CI; they are replaced by placeholders.
        return normalizeSnapshot(raw, {
            cwd: path.resolve(launch.cwd ?? process.cwd()),
            home: os.homedir(),
            hostname: os.hostname(),
            tmpdir: os.tmpdir(),
        });
    }
    finally {
        await connection.close();
    }
}
function lockfileFromSnapshot(snapshot) {
    return buildLockfile(snapshot, { generatorVersion: GATE_VERSION, assessRisk: assessToolRisk });
}
/** Snapshots the server and writes the lockfile atomically: nothing is written unless the snapshot succeeded. */
async function lockServer(launch, lockfilePath) {
    const snapshot = await snapshotServer(launch);
    const lockfile = lockfileFromSnapshot(snapshot);
    await mkdir(path.dirname(lockfilePath), { recursive: true });
    await writeLockfileAtomic(lockfilePath, lockfile);
    return { lockfile, snapshot };
}
/**
 * Compares the live server with the lockfile. The lockfile and the policy are read first, so a bad
 * one fails fast (exit 2) before any server code runs; the lockfile is only ever read here.
 */
async function checkServer(options) {
    const locked = await readLockfile(options.lockfilePath);
    const config = await loadPolicyConfig(options.configPath, options.configDir);
    const snapshot = await snapshotServer(options.launch);
    const live = lockfileFromSnapshot(snapshot);
    const policy = options.exact
        ? { ...config, failOn: 'safe', accept: [], enforcement: { mismatch: 'block', unknown: 'block' } }
        : options.failOn ? { ...config, failOn: options.failOn } : config;
    const report = compareLockfiles(locked, live, snapshot, { config: policy, lockfileLabel: options.lockfilePath, now: options.now ?? new Date() });
    if (options.exact) {
        const differs = locked.fingerprint !== live.fingerprint || report.changes.some((c) => c.kind === 'signature_violation');
        report.verdict = differs ? 'fail' : 'pass';
    }
    return { report, live, snapshot };
}
function compareLockfiles(locked, live, snapshot, options) {
    const changes = [...diffLockfiles(locked, live), ...findingsToChanges(snapshot.findings)];
    const policy = applyPolicy(changes, options.config, options.now);
    return {
        reportVersion: 1,
        verdict: policy.verdict,
        failOn: policy.failOn,
        counts: policy.counts,
        mode: live.mode,
        server: { name: live.server.name, ...(live.server.version !== undefined ? { version: live.server.version } : {}) },
        lockfile: options.lockfileLabel,
        changes: policy.changes,
        tools: Object.entries(live.tools).map(([name, entry]) => ({ name, risk: entry.risk.level, reasons: entry.risk.reasons })),
        definitions: definitionsOfChanged(policy.changes, locked, live),
    };
}
const SECTION = { tool: 'tools', prompt: 'prompts', resource: 'resources', resourceTemplate: 'resourceTemplates' };
/** Old and new definitions of each changed capability, for the per-row diffs of the markdown report. */
function definitionsOfChanged(changes, locked, live) {
    const out = {};
    for (const change of changes) {
        const { type, name } = change.capability;
        const key = `${type}:${name}`;
        if (key in out)
            continue;
        if (type === 'server') {
            const pick = (lock) => serverField(lock, name);
            out[key] = withDefined(pick(locked), pick(live));
            continue;
        }
        const section = SECTION[type];
        out[key] = withDefined(locked[section][name]?.definition, live[section][name]?.definition);
    }
    return out;
}
function serverField(lock, name) {
    switch (name) {
        case 'instructions': return lock.instructions;
        case 'capabilities': return lock.capabilities;
        case 'protocolVersion': return lock.server.protocolVersion;
        case 'serverInfo': return lock.server.info;
        case 'mode': return lock.mode;
        default: return undefined;
    }
}
function withDefined(before, after) {
    return { ...(before !== undefined ? { before } : {}), ...(after !== undefined ? { after } : {}) };
}

var shellQuote = {};

var quote;
var hasRequiredQuote;

function requireQuote () {
	if (hasRequiredQuote) return quote;
	hasRequiredQuote = 1;

	/** @import { ControlOperator } from './parse' */

	/** @type {ControlOperator['op'][]} */
	var OPS = /** @type {const} */ ([
		'||',
		'&&',
		';;&',
		';;',
		';&',
		'|&',
		'<(',
		'>(',
		'<<<',
		'<<-',
		'<<',
		'>>',
		'>&',
		'>|',
		'&>>',
		'&>',
		'<&',
		'<>',
		'&',
		';',
		'(',
		')',
		'|',
		'<',
		'>'
	]);
	var LINE_TERMINATORS = /[\n\r\u2028\u2029]/;
	var GLOB_SHELL_SPECIAL = /[\s#!"$&'():;<=>@\\^`|~]/g;

	/** @type {typeof import('./quote')} */
	quote = function quote(xs) {
		var sawComment = false;
		return xs.map(function (s) {
			if (sawComment && typeof s === 'string' && LINE_TERMINATORS.test(s)) {
				throw new TypeError('a token after a `comment` must not contain line terminators');
			}
			if (s === '') {
				return /** @type {const} */ ('\'\'');
			}
			if (s && typeof s === 'object') {
				if ('op' in s && s.op === 'glob') {
					if (typeof s.pattern !== 'string') {
						throw new TypeError('glob token requires a string `pattern`');
					}
					if (LINE_TERMINATORS.test(s.pattern)) {
						throw new TypeError('glob `pattern` must not contain line terminators');
					}
					if (s.pattern === '') {
						return /** @type {const} */ ('\'\'');
					}
					return s.pattern.replace(GLOB_SHELL_SPECIAL, '\\$&');
				}
				if ('op' in s && typeof s.op === 'string') {
					if (OPS.indexOf(s.op) < 0) {
						throw new TypeError('invalid `op` value: ' + JSON.stringify(s.op));
					}
					return s.op.replace(/[\s\S]/g, '\\$&');
				}
				if ('comment' in s && typeof s.comment === 'string') {
					if (LINE_TERMINATORS.test(s.comment)) {
						throw new TypeError('`comment` must not contain line terminators');
					}
					sawComment = true;
					return '#' + s.comment;
				}
				throw new TypeError('unrecognized object token shape');
			}
			if ((/'/).test(s) && (/!/).test(s)) {
				return "'" + s.replace(/'/g, "'\"'\"'") + "'";
			}
			if ((/["\s\\]/).test(s) && !(/'/).test(s)) {
				return "'" + s + "'";
			}
			if ((/["'\s]/).test(s)) {
				return '"' + s.replace(/(["\\$`])/g, '\\$1') + '"';
			}
			return String(s).replace(/([A-Za-z]:)?([#!"$&'()*,:;<=>?@[\\\]^`{|}~])/g, '$1\\$2');
		}).join(' ');
	};
	return quote;
}

var parse;
var hasRequiredParse;

function requireParse () {
	if (hasRequiredParse) return parse;
	hasRequiredParse = 1;

	/**
	 * @import {
	 * 	ControlOperator,
	 * 	Env,
	 * 	GlobPattern,
	 * 	ParseEntry,
	 * } from './parse' */

	// '<(' and '>(' are process substitution operators and
	// can be parsed the same as control operator
	var CONTROL = /** @type {const} */ ('(?:') + /** @type {const} */ ([
		'\\|\\|',
		'\\&(?:\\&|>>?)', // `&&`, `&>`, and `&>>`
		';;\\&?', // `;;` and `;;&`
		'[;|]\\&', // `;&` and `|&`
		'\\<\\(',
		'\\<\\<\\<',
		'\\<\\<-',
		'\\<\\<(?!\\()', // `<<(` stays `<` and `<(`, as zsh reads it; other shells reject it
		'>>',
		'>[&|(]', // `>&`, `>|`, and `>(`
		'<[&>]', // `<&` and `<>`
		'[&;()|<>]'
	]).join(/** @type {const} */ ('|')) + /** @type {const} */ (')');
	var controlRE = new RegExp('^' + CONTROL + '$');
	var META = /** @type {const} */ ('|&;()<> \\t');
	var SINGLE_QUOTE = /** @type {const} */ ('\'([^\']*?)\'');
	// bash ANSI-C quoting, `$'...'`: a backslash escapes the next character, including `'`
	var ANSI_C_BODY = '(?:\\\\[\\s\\S]|[^\\\\\'])*?';
	var ANSI_C_QUOTE = '\\$\'' + ANSI_C_BODY + '\'';
	var ansiCAt = new RegExp('\\$\'' + ANSI_C_BODY + '(?:(\')|\\\\?$)', 'g');
	var ANSI_C_LETTERS = 'abeEfnrtv';
	var ANSI_C_CHARS = '\x07\b\x1B\x1B\f\n\r\t\v';
	var hash = /^#$/;

	var SQ = /** @type {const} */ ("'");
	var DQ = /** @type {const} */ ('"');
	var DS = /** @type {const} */ ('$');

	var TOKEN = '';
	var mult = /** @type {const} */ (0x100000000); // Math.pow(16, 8);
	for (var i = 0; i < 4; i++) {
		TOKEN += (mult * Math.random()).toString(16);
	}
	var startsWithToken = new RegExp('^' + TOKEN);

	/**
	 * @param {string} s
	 * @param {RegExp} r
	 */
	function matchAll(s, r) {
		var origIndex = r.lastIndex;

		var matches = [];
		var matchObj;

		while ((matchObj = r.exec(s))) {
			matches[matches.length] = matchObj;
			if (r.lastIndex === matchObj.index) {
				r.lastIndex += 1;
			}
		}

		r.lastIndex = origIndex;

		return matches;
	}

	/**
	 * @param {Env} env
	 * @param {string} pre
	 * @param {string} key
	 */
	function getVar(env, pre, key) {
		var r = typeof env === 'function' ? env(key) : env[key];
		if (typeof r === 'undefined' && key != '') {
			r = '';
		} else if (typeof r === 'undefined') {
			r = '$';
		}

		if (typeof r === 'object') {
			return pre + TOKEN + JSON.stringify(r) + TOKEN;
		}
		return pre + r;
	}

	var ansiCEscape = /\\([0-7]{1,3}|x[\dA-Fa-f]{1,2}|u[\dA-Fa-f]{1,4}|U[\dA-Fa-f]{1,8}|c(?:\\\\|[\s\S])|[abeEfnrtv\\'"?])/g;

	/**
	 * @param {string} m
	 * @param {string} escape
	 */
	function expandAnsiCEscape(m, escape) {
		var kind = escape.charAt(0);
		if (kind === 'c') {
			var ctrl = escape.charAt(1);
			return ctrl === '?' ? '\x7F' : String.fromCharCode(ctrl.charCodeAt(0) & 0x1F);
		}
		if (kind === 'x' || kind === 'u' || kind === 'U') {
			var cp = parseInt(escape.slice(1), 16);
			if (cp > 0x10FFFF) {
				return m;
			}
			return String.fromCharCode.apply(null, cp > 0xFFFF ? [0xD7C0 + (cp >> 10), 0xDC00 + (cp & 0x3FF)] : [cp]);
		}
		if (kind >= '0' && kind <= '7') {
			return String.fromCharCode(parseInt(escape, 8) & 0xFF);
		}
		var letter = ANSI_C_LETTERS.indexOf(escape);
		return letter < 0 ? escape : ANSI_C_CHARS.charAt(letter);
	}

	/** @param {string} body */
	function expandAnsiC(body) {
		return body.replace(ansiCEscape, expandAnsiCEscape).split('\0')[0]; // like bash, a NUL ends the string
	}

	/**
	 * @param {string} s
	 * @param {number} i
	 */
	function closesAnsiC(s, i) {
		ansiCAt.lastIndex = i;
		return !!(/** @type {RegExpExecArray} */ (ansiCAt.exec(s)))[1];
	}

	/**
	 * @param {string} string
	 * @param {Env} [env]
	 * @param {{ escape?: string, splitUnquoted?: boolean | string }} [opts]
	 * @returns {ParseEntry[]}
	 */
	function parseInternal(string, env, opts) {
		if (!opts) {
			opts = {};
		}
		var BS = opts.escape || '\\';
		var ifs = opts.splitUnquoted === true ? ' \t\n' : (typeof opts.splitUnquoted === 'string' ? opts.splitUnquoted : '');
		var BAREWORD = '(\\' + BS + '[\'"$\\' + BS + META + ']|\\$\\$|\\$(?!' + ANSI_C_QUOTE.slice(2) + ')|[^\\s\'"$' + META + '])+';
		var DOUBLE_QUOTE = '"(?:\\' + BS + '[\\s\\S]|[^"\\' + BS + '])*"';

		var chunker = new RegExp([
			'(' + CONTROL + ')', // control chars
			'(' + ANSI_C_QUOTE + '|' + BAREWORD + '|' + DOUBLE_QUOTE + '|' + SINGLE_QUOTE + ')+'
		].join('|'), 'g');

		var matches = matchAll(string, chunker);

		if (matches.length === 0) {
			return [];
		}
		if (!env) {
			env = {};
		}

		var commented = false;

		return matches.map(function (match) {
			var s = match[0];
			if (!s || commented) {
				return void undefined;
			}
			if (controlRE.test(s)) {
				return /** @type {ControlOperator} */ ({ op: s });
			}

			// Hand-written scanner/parser for Bash quoting rules:
			//
			// 1. inside single quotes, all characters are printed literally.
			// 2. inside double quotes, all characters are printed literally
			//    except variables prefixed by '$' and backslashes followed by
			//    either a double quote or another backslash.
			// 3. outside of any quotes, backslashes are treated as escape
			//    characters and not printed (unless they are themselves escaped)
			// 4. quote context can switch mid-token if there is no whitespace
			//     between the two quote contexts (e.g. all'one'"token" parses as
			//     "allonetoken")
			/** @type {string | boolean} */
			var quote = false;
			var esc = false;
			var out = '';
			/** @type {string[]} */
			var words = [];
			var sawQuote = false;
			/** @type {number | null} */
			var pendingNw = null;
			var isGlob = false;
			/** @type {number} */
			var i;

			function parseEnvVar() {
				i += 1;
				/** @type {number | RegExpMatchArray | null} */
				var varend;
				/** @type {string} */
				var varname;
				var char = s.charAt(i);

				if (char === '{') {
					i += 1;
					if (s.charAt(i) === '}') {
						throw new Error('Bad substitution: ' + s.slice(i - 2, i + 1));
					}
					// match braces by depth so a nested `${` keeps its inner `}` from ending the outer substitution
					var depth = 1;
					varend = i;
					while (depth > 0 && varend < s.length) {
						if (s.charAt(varend) === '{' && s.charAt(varend - 1) === '$') {
							depth += 1;
						} else if (s.charAt(varend) === '}') {
							depth -= 1;
						}
						varend += 1;
					}
					if (depth !== 0) {
						throw new Error('Bad substitution: ' + s.slice(i));
					}
					varend -= 1;
					varname = s.slice(i, varend);
					i = varend;
				} else if ((/[*@#?$!-]/).test(char)) {
					varname = char;
				} else {
					var slicedFromI = s.slice(i);
					varend = slicedFromI.match(/[^\w\d_]/);
					if (!varend) {
						varname = slicedFromI;
						i = s.length;
					} else {
						varname = slicedFromI.slice(0, varend.index);
						i += /** @type {number} */ (varend.index) - 1;
					}
				}
				return getVar(/** @type {NonNullable<typeof env>} */ (env), '', varname);
			}

			function flushRun() {
				if (pendingNw === null) {
					return;
				}
				if (pendingNw === 0) {
					if (out !== '') {
						words[words.length] = out;
						out = '';
					}
				} else {
					words[words.length] = out;
					out = '';
					for (var fe = 1; fe < pendingNw; fe += 1) {
						words[words.length] = '';
					}
				}
				pendingNw = null;
			}

			for (i = 0; i < s.length; i++) {
				var c = s.charAt(i);
				if (ifs && c !== DS) {
					flushRun();
				}
				isGlob = isGlob || (!quote && (c === '*' || c === '?'));
				if (esc) {
					out += c;
					esc = false;
				} else if (quote) {
					if (c === quote) {
						quote = false;
					} else if (quote == SQ) {
						out += c;
					} else { // Double quote
						if (c === BS) {
							i += 1;
							c = s.charAt(i);
							if (c === DQ || c === BS || c === DS) {
								out += c;
							} else {
								out += BS + c;
							}
						} else if (c === DS) {
							out += parseEnvVar();
						} else {
							out += c;
						}
					}
				} else if (c === DQ || c === SQ) {
					quote = c;
					sawQuote = true;
				} else if (controlRE.test(c)) {
					return /** @type {ControlOperator} */ ({ op: s });
				} else if (hash.test(c)) {
					commented = true;
					var commentObj = { comment: string.slice(match.index + i + 1) };
					if (out.length) {
						return /** @type {const} */ ([out, commentObj]);
					}
					return /** @type {const} */ ([commentObj]);
				} else if (c === BS) {
					esc = true;
				} else if (c === DS && s.charAt(i + 1) === SQ && closesAnsiC(s, i)) {
					flushRun();
					sawQuote = true;
					out += expandAnsiC(s.slice(i + 2, ansiCAt.lastIndex - 1));
					i = ansiCAt.lastIndex - 1;
				} else if (c === DS) {
					var value = parseEnvVar();
					if (!ifs) {
						out += value;
					} else {
						for (var vi = 0; vi < value.length; vi += 1) {
							var vc = value.charAt(vi);
							if (ifs.indexOf(vc) < 0) {
								flushRun();
								out += vc;
							} else if (pendingNw === null) {
								pendingNw = vc === ' ' || vc === '\t' || vc === '\n' ? 0 : 1;
							} else if (vc !== ' ' && vc !== '\t' && vc !== '\n') {
								pendingNw += 1;
							}
						}
					}
				} else {
					out += c;
				}
			}

			if (isGlob) {
				return /** @type {GlobPattern} */ ({ op: 'glob', pattern: out });
			}

			if (ifs) {
				if (pendingNw !== null && pendingNw > 0) {
					words[words.length] = out;
					out = '';
					for (var te = 1; te < pendingNw; te += 1) {
						words[words.length] = '';
					}
				}
				if (out !== '' || (sawQuote && words.length === 0)) {
					words[words.length] = out;
				}
				return words;
			}

			return out;
		}).reduce(function (prev, arg) { // finalize parsed arguments
			if (typeof arg === 'undefined') {
				return prev;
			}
			/** @type {ParseEntry[]} */ ([]).concat(arg).forEach(function (entry) {
				prev[prev.length] = entry;
			});
			return prev;
		}, /** @type {ParseEntry[]} */ ([]));
	}

	/** @type {typeof import('./parse')} */
	parse = function parse(s, env, opts) {
		var mapped = parseInternal(s, env, opts);
		if (typeof env !== 'function') {
			return mapped;
		}
		return mapped.reduce(function (acc, s) {
			if (typeof s === 'object') {
				acc[acc.length] = s;
				return acc;
			}
			var xs = s.split(RegExp('(' + TOKEN + '.*?' + TOKEN + ')', 'g'));
			if (xs.length === 1) {
				acc[acc.length] = xs[0];
				return acc;
			}
			xs.filter(Boolean).forEach(function (x) {
				acc[acc.length] = startsWithToken.test(x)
					? JSON.parse(x.split(TOKEN)[1])
					: x;
			});
			return acc;
		}, /** @type {ParseEntry[]} */ ([]));
	};
	return parse;
}

var hasRequiredShellQuote;

function requireShellQuote () {
	if (hasRequiredShellQuote) return shellQuote;
	hasRequiredShellQuote = 1;

	shellQuote.quote = requireQuote();
	shellQuote.parse = requireParse();
	return shellQuote;
}

var shellQuoteExports = requireShellQuote();

/**
 * Splits a command line given as one string (`--start "node server.js --port 3000"`, the action's
 * `command` input) into argv, honouring quotes, WITHOUT a shell: variables are kept literally, and
 * shell operators (pipes, `;`, `&&`, redirections, globs) are refused rather than interpreted, so an
 * input can never run anything but the one program it names.
 */
function splitCommandLine(line, what) {
    const argv = [];
    for (const token of shellQuoteExports.parse(line, (name) => `$${name}`)) {
        if (typeof token === 'string') {
            argv.push(token);
            continue;
        }
        const shown = 'op' in token ? (token.op === 'glob' ? token.pattern : token.op) : 'comment';
        throw new GateError('usage', `${what}: shell syntax "${shown}" is not supported; the command is run without a shell (use a script file for pipelines)`);
    }
    if (argv.length === 0)
        throw new GateError('usage', `${what} is empty`);
    return argv;
}
/** Parses repeatable `KEY=VALUE` options. Values are never echoed back in errors. */
function parseKeyValues(entries, what) {
    const out = {};
    for (const entry of entries) {
        const at = entry.indexOf('=');
        if (at <= 0)
            throw new GateError('usage', `${what}: expected KEY=VALUE, got an entry without a key (entry ${Object.keys(out).length + 1})`);
        out[entry.slice(0, at)] = entry.slice(at + 1);
    }
    return out;
}
/** Parses repeatable `Name: value` HTTP headers. Values are never echoed back in errors. */
function parseHeaders(entries) {
    const out = {};
    for (const entry of entries) {
        const at = entry.indexOf(':');
        const name = at > 0 ? entry.slice(0, at).trim() : '';
        if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
            throw new GateError('usage', `--header: expected "Name: value" with a valid header name (entry ${Object.keys(out).length + 1})`);
        }
        out[name] = entry.slice(at + 1).trim();
    }
    return out;
}

export { parseHeaders as a, snapshotServer as b, checkServer as c, lockServer as l, parseKeyValues as p, splitCommandLine as s };

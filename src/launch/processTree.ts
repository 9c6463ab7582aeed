import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { GateError } from '../errors.js';
import { serverEnvironment } from './serverEnv.js';
import { StderrRingBuffer } from './stderrBuffer.js';

/** How long close() lets a server tree shut down on SIGTERM before SIGKILL. */
export const TERM_GRACE_MS = 2_000;
/** After SIGKILL only a process stuck in the kernel survives; stop waiting for it eventually. */
const KILL_WAIT_MS = 5_000;
const POLL_MS = 25;
/** After the leader exits, how long to wait for its pipes to drain (a grandchild may hold them open). */
const PIPE_DRAIN_MS = 250;
/**
 * Environment variable every server process starts with, holding a value unique to its launch.
 * Descendants inherit it across fork, setsid, double forks and re-parenting to init, so at teardown
 * the process table (/proc/<pid>/environ on Linux) names every one of them, wherever they went.
 */
export const CONTAINMENT_VARIABLE = 'MCP_DRIFT_GATE_CONTAINMENT';
/** Sweeps after SIGKILL: a process forking in a loop can add a child between two sweeps. */
const KILL_SWEEPS = 20;

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SpawnGroupOptions {
  cwd?: string;
  /** Added on top of process.env. */
  env?: Record<string, string>;
  /** stdio servers speak over stdin/stdout; a start command's stdout is only kept for error quotes. */
  stdoutMode: 'protocol' | 'log';
}

/** A child process leading its own process group, so the whole tree it spawns can be signalled at once. */
export interface ProcessGroup {
  readonly child: ChildProcess;
  /** Pid of the leader, which is also the process group id. */
  readonly pid: number;
  readonly program: string;
  /** The value of CONTAINMENT_VARIABLE in the environment of this launch's processes. */
  readonly marker: string;
  readonly output: StderrRingBuffer;
  /** Resolves once the leader has exited and its pipes drained (or a short grace passed). */
  readonly exited: Promise<ExitInfo>;
  exitInfo(): ExitInfo | undefined;
  /** SIGTERM the group, SIGKILL after the grace; resolves once no live member is left. Idempotent. */
  kill(): Promise<void>;
}

/** Groups still possibly alive (pgid -> containment marker); killed synchronously if the gate itself exits. */
const liveGroups = new Map<number, string>();

export function liveProcessGroups(): number[] {
  return [...liveGroups.keys()];
}

export async function spawnGroup(argv: readonly string[], options: SpawnGroupOptions): Promise<ProcessGroup> {
  const [program, ...args] = argv;
  if (program === undefined || program === '') {
    throw new GateError('usage', 'cannot start server: the command is empty');
  }
  if (options.cwd !== undefined && !isDirectory(options.cwd)) {
    // spawn reports a missing cwd as ENOENT of the program, which would blame the wrong thing.
    throw new GateError('server_start_failed', `cannot start server: working directory ${options.cwd} does not exist`);
  }
  const marker = `${process.pid}-${randomUUID()}`;
  const child = spawn(program, args, {
    cwd: options.cwd,
    env: { ...serverEnvironment(options.env), [CONTAINMENT_VARIABLE]: marker },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
    shell: false,
    windowsHide: true,
  });
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (error: NodeJS.ErrnoException) => reject(spawnError(program, error)));
  });
  const pid = child.pid!;
  registerGroup(pid, marker);

  const output = new StderrRingBuffer();
  child.stderr!.on('data', (chunk: Buffer) => output.append(chunk));
  if (options.stdoutMode === 'log') {
    // stdin stays open but unused: some servers exit when it reaches EOF.
    child.stdout!.on('data', (chunk: Buffer) => output.append(chunk));
  }
  // A server that dies mid-write must not crash the gate with EPIPE.
  child.stdin!.on('error', () => {});

  let exit: ExitInfo | undefined;
  const leaderExited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const exited = new Promise<ExitInfo>((resolve) => {
    child.once('close', (code, signal) => resolve((exit ??= { code, signal })));
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      setTimeout(() => resolve(exit!), PIPE_DRAIN_MS).unref();
    });
  });

  let killing: Promise<void> | undefined;
  return {
    child,
    pid,
    program,
    marker,
    output,
    exited,
    exitInfo: () => exit,
    kill: () => (killing ??= killGroup(pid, TERM_GRACE_MS, marker, leaderExited).finally(() => unregisterGroup(pid))),
  };
}

function spawnError(program: string, error: NodeJS.ErrnoException): GateError {
  const reason =
    error.code === 'ENOENT'
      ? `program ${program} not found (ENOENT); check the command and PATH`
      : error.code === 'EACCES'
        ? `program ${program} is not executable (EACCES)`
        : `could not spawn ${program}: ${error.code ?? error.message}`;
  return new GateError('server_start_failed', `cannot start server: ${reason}`, { cause: error });
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

export function describeExit(exit: ExitInfo): string {
  return exit.signal !== null ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
}

/**
 * SIGTERM, wait up to the grace, SIGKILL, then wait until nothing of the group is alive. A server
 * may start children in a process group of their own (`detached`, `setsid`): those are found by
 * parent pid before anything is signalled (afterwards they would be orphans nobody can trace)
 * and signalled one by one alongside the group.
 */
export async function killGroup(pgid: number, graceMs: number = TERM_GRACE_MS, marker?: string, leaderExited?: Promise<void>): Promise<void> {
  // Found by parent pid before anything is signalled; the (costlier) marker sweep runs once the
  // group is gone, and kills what is left outright.
  const first = descendantsOutsideGroup(pgid);
  if (isGroupAlive(pgid) || first.some(isProcessAlive)) {
    signalGroup(pgid, 'SIGTERM');
    for (const pid of first) signalProcess(pid, 'SIGTERM');
    if (!(await waitUntilGone(pgid, graceMs, first, leaderExited))) {
      signalGroup(pgid, 'SIGKILL');
      for (const pid of first) signalProcess(pid, 'SIGKILL');
      await waitUntilGone(pgid, KILL_WAIT_MS, first);
    }
  }
  // Whatever still carries the marker (it double-forked into a session of its own, or was born
  // during the grace) is killed outright: it already had its chance to exit on SIGTERM.
  for (let sweep = 0; sweep < KILL_SWEEPS; sweep++) {
    const left = markedProcesses(marker);
    if (left.length === 0) return;
    for (const pid of left) signalProcess(pid, 'SIGKILL');
    await waitUntilGone(pgid, KILL_WAIT_MS, left);
  }
}

/**
 * Live processes whose environment carries `marker` (Linux /proc; elsewhere none can be found).
 * Only processes of the gate's own user are readable, which is every process the server can start
 * unless it gains privileges; a process that replaced its environment (execve with a new one) is
 * not found: both limits are in docs/SECURITY.md.
 */
export function markedProcesses(marker: string | undefined): number[] {
  if (marker === undefined || process.platform !== 'linux') return [];
  const needle = Buffer.from(`${CONTAINMENT_VARIABLE}=${marker}\0`);
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let environ: Buffer;
    try {
      environ = readFileSync(`/proc/${entry}/environ`);
    } catch {
      continue; // gone, or another user's process
    }
    if (environ.indexOf(needle) !== -1 || endsWith(environ, needle.subarray(0, -1))) {
      const stat = readProcStat(Number(entry));
      if (stat === undefined || !isDeadState(stat.state)) found.push(Number(entry));
    }
  }
  return found;
}

function endsWith(haystack: Buffer, suffix: Buffer): boolean {
  return haystack.length >= suffix.length && haystack.subarray(haystack.length - suffix.length).equals(suffix);
}

function signalProcess(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // ESRCH: already gone.
  }
}

/** Descendants of the group's processes that left the group (Linux /proc; elsewhere none known). */
function descendantsOutsideGroup(pgid: number): number[] {
  if (process.platform !== 'linux') return [];
  const table = processTable();
  if (table === undefined) return [];
  const inTree = new Set([...table].filter(([, stat]) => stat.pgrp === pgid).map(([pid]) => pid));
  const escaped: number[] = [];
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, stat] of table) {
      if (!inTree.has(pid) && inTree.has(stat.ppid)) {
        inTree.add(pid);
        if (stat.pgrp !== pgid) escaped.push(pid);
        grew = true;
      }
    }
  }
  return escaped;
}

/** Live (non-zombie) processes by pid, from /proc; undefined where /proc cannot be read. */
function processTable(): Map<number, { ppid: number; pgrp: number }> | undefined {
  const table = new Map<number, { ppid: number; pgrp: number }>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProcStat(Number(entry));
    if (stat !== undefined && !isDeadState(stat.state)) table.set(Number(entry), { ppid: stat.ppid, pgrp: stat.pgrp });
  }
  return table;
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // ESRCH: already gone.
  }
}

/**
 * Polls until the group and `others` are gone. `wake`: the leader's exit, which ends the first
 * wait early, so a server that exits at once (the usual case) costs no poll interval.
 */
async function waitUntilGone(pgid: number, withinMs: number, others: readonly number[] = [], wake?: Promise<void>): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  let early = wake;
  while (isGroupAlive(pgid) || others.some(isProcessAlive)) {
    if (Date.now() >= deadline) return false;
    let timer: NodeJS.Timeout | undefined;
    const poll = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, POLL_MS);
    });
    await (early === undefined ? poll : Promise.race([poll, early]));
    clearTimeout(timer);
    early = undefined;
  }
  return true;
}

/**
 * Whether a process is alive. A zombie counts as dead: where PID 1 does not reap orphans
 * (some containers), an exited grandchild stays a zombie forever and still answers kill(pid, 0).
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const stat = readProcStat(pid);
  return stat === undefined || !isDeadState(stat.state);
}

/** Whether any non-zombie process is left in the group. */
export function isGroupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (process.platform !== 'linux') return true;
  const table = processTable();
  if (table === undefined) return true;
  for (const stat of table.values()) if (stat.pgrp === pgid) return true;
  return false;
}

function readProcStat(pid: number): { state: string; ppid: number; pgrp: number } | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid pgrp ..."; comm may itself contain spaces and parentheses.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, ppid: Number(fields[1]), pgrp: Number(fields[2]) };
  } catch {
    return undefined;
  }
}

function isDeadState(state: string): boolean {
  return state === 'Z' || state === 'X';
}

// --- Last-resort cleanup when the gate process itself goes away. ---

const TERMINATING_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function killAllGroupsSync(): void {
  for (const [pgid, marker] of liveGroups) {
    for (const pid of descendantsOutsideGroup(pgid)) signalProcess(pid, 'SIGKILL');
    signalGroup(pgid, 'SIGKILL');
    // Twice: a child forked by a process that was being killed may appear after the first sweep.
    for (let sweep = 0; sweep < 2; sweep++) for (const pid of markedProcesses(marker)) signalProcess(pid, 'SIGKILL');
  }
  liveGroups.clear();
}

function onTerminatingSignal(signal: NodeJS.Signals): void {
  killAllGroupsSync();
  uninstallExitHooks();
  // We were the only listener, so restore the default: die by the same signal.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function installExitHooks(): void {
  // 'exit' also fires after an uncaught exception.
  process.on('exit', killAllGroupsSync);
  for (const signal of TERMINATING_SIGNALS) process.on(signal, onTerminatingSignal);
}

function uninstallExitHooks(): void {
  process.removeListener('exit', killAllGroupsSync);
  for (const signal of TERMINATING_SIGNALS) process.removeListener(signal, onTerminatingSignal);
}

function registerGroup(pgid: number, marker: string): void {
  if (liveGroups.size === 0) installExitHooks();
  liveGroups.set(pgid, marker);
}

function unregisterGroup(pgid: number): void {
  if (liveGroups.delete(pgid) && liveGroups.size === 0) uninstallExitHooks();
}

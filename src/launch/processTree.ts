import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { accessSync, constants as fsConstants, readdirSync, readFileSync, statSync } from 'node:fs';
import { constants as osConstants } from 'node:os';
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

/**
 * How a launch keeps hold of every process it starts (docs/SECURITY.md, "Containment"):
 * `subreaper`: (Linux) the program runs under a reaper process that asked the kernel
 * (PR_SET_CHILD_SUBREAPER) to become the parent of every orphan below it, so a process that
 * double-forks, calls setsid, makes itself non-dumpable or overwrites its environment is still its
 * descendant, found by parent pid; `group`: the process group, plus the environment marker sweep.
 */
export type Containment = 'subreaper' | 'group';

/** A child process leading its own process group, so the whole tree it spawns can be signalled at once. */
export interface ProcessGroup {
  /** The spawned process: the program itself, or (subreaper) the reaper above it; its stdio is the program's. */
  readonly child: ChildProcess;
  /** Pid of the program (the server or start command). */
  readonly pid: number;
  /** The process group id: the pid of `child`. */
  readonly groupId: number;
  readonly containment: Containment;
  readonly program: string;
  /** The value of CONTAINMENT_VARIABLE in the environment of this launch's processes. */
  readonly marker: string;
  readonly output: StderrRingBuffer;
  /** Resolves once the leader has exited and its pipes drained (or a short grace passed). */
  readonly exited: Promise<ExitInfo>;
  exitInfo(): ExitInfo | undefined;
  /** Whether a process the program started (or the program) is still running in its process group. */
  groupRunning(): boolean;
  /** Live processes the program started that left its process group (known only under a subreaper). */
  escaped(): number[];
  /** SIGTERM the group, SIGKILL after the grace; resolves once no live member is left. Idempotent. */
  kill(): Promise<void>;
}

interface LiveGroup {
  pgid: number;
  marker: string;
  /** Pid of the subreaper above the program, if any. */
  reaper?: number;
}

/** Launches still possibly alive, by program pid; killed synchronously if the gate itself exits. */
const liveGroups = new Map<number, LiveGroup>();

/** The program pid of every launch whose processes may still be alive. */
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
  const env = { ...serverEnvironment(options.env), [CONTAINMENT_VARIABLE]: marker };
  // A reaper that broke without a word (a Perl without its core modules) must not stop the check:
  // the program is then spawned directly, contained by its group and the marker as without Perl.
  const helper = subreaperHelper();
  let started = await startProcess(program, args, options.cwd, env, helper);
  if (started === undefined) started = (await startProcess(program, args, options.cwd, env, undefined))!;
  const { child, pid, containment, reports } = started;
  const groupId = child.pid!;
  const reaper = reports !== undefined ? groupId : undefined;
  registerGroup(pid, { pgid: groupId, marker, ...(containment === 'subreaper' ? { reaper: groupId } : {}) });

  const output = new StderrRingBuffer();
  child.stderr!.on('data', (chunk: Buffer) => output.append(chunk));
  if (options.stdoutMode === 'log') {
    // stdin stays open but unused: some servers exit when it reaches EOF.
    child.stdout!.on('data', (chunk: Buffer) => output.append(chunk));
  }
  // A server that dies mid-write must not crash the gate with EPIPE.
  child.stdin!.on('error', () => {});

  let exit: ExitInfo | undefined;
  const ownExit = new Promise<ExitInfo>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  // The program's exit: the spawned process's own, or as its reaper reports it (the reaper lives on
  // until every descendant is gone). A reaper that dies first (killed) ends the wait as well.
  const programExit = reports === undefined ? ownExit : Promise.race([reports.exit(), ownExit]);
  const leaderExited = programExit.then(() => {});
  const pipesClosed = Promise.all([child.stdout!, child.stderr!].map((stream) => new Promise<void>((resolve) => {
    if (stream.readableEnded || stream.destroyed) resolve();
    else stream.once('close', resolve).once('end', resolve);
  })));
  const exited = programExit.then(async (info) => {
    exit ??= info;
    // Wait for its pipes to drain, but not for long: a grandchild may hold them open.
    await Promise.race([pipesClosed, new Promise((resolve) => setTimeout(resolve, PIPE_DRAIN_MS).unref())]);
    return exit;
  });
  void programExit.then((info) => (exit ??= info));

  let killing: Promise<void> | undefined;
  return {
    child,
    pid,
    groupId,
    containment,
    program,
    marker,
    output,
    exited,
    exitInfo: () => exit,
    groupRunning: () => isGroupAlive(groupId, reaper === undefined ? undefined : groupId),
    escaped: () => (containment === 'subreaper' ? reaperDescendants(groupId).filter((p) => readProcStat(p)?.pgrp !== groupId) : []),
    kill: () =>
      (killing ??= killGroup(groupId, TERM_GRACE_MS, marker, leaderExited, containment === 'subreaper' ? groupId : undefined).finally(() => unregisterGroup(pid))),
  };
}

/**
 * Linux: the reaper (a few lines of Perl, the one interpreter Debian and Ubuntu always install, as
 * perl-base) asks the kernel to become a child subreaper (prctl PR_SET_CHILD_SUBREAPER), forks,
 * and execs the program. Node cannot call prctl itself. fd 3 carries its reports to the gate:
 * `subreaper 1|0`, then `started <pid>` or `error <errno>` (the exec failed), then
 * `exit <code>` or `signal <number>` when the program ends. It ignores SIGTERM/SIGINT/SIGHUP (the
 * gate stops it last, once everything below it is gone) and reaps orphans until none is left. If the
 * gate dies without stopping it (SIGKILL), the parent-death signal (SIGUSR1) makes it kill every
 * descendant and exit.
 */
const SUBREAPER_SCRIPT = String.raw`
use strict; use POSIX ();
my ($prctl, @command) = @ARGV;
my $gate = getppid();
open(my $report, '>&=', 3) or POSIX::_exit(120);
select((select($report), $| = 1)[0]);
fcntl($report, 2, 1);
my $subreaper = syscall($prctl + 0, 36, 1, 0, 0, 0) == 0 ? 1 : 0;
print $report "subreaper $subreaper\n";
sub descendants {
  my %children;
  opendir(my $proc, '/proc') or return ();
  for my $entry (readdir $proc) {
    next unless $entry =~ /^\d+$/;
    open(my $file, '<', "/proc/$entry/stat") or next;
    my $stat = <$file> // next;
    my @fields = split ' ', substr($stat, rindex($stat, ')') + 2);
    next if $fields[0] eq 'Z' || $fields[0] eq 'X';
    push @{$children{$fields[1]}}, $entry;
  }
  my @found; my @todo = ($$);
  while (@todo) { for my $child (@{$children{shift @todo} || []}) { push @found, $child; push @todo, $child; } }
  return @found;
}
sub kill_all { for (1 .. 100) { my @left = descendants(); last unless @left; kill 'KILL', @left; select(undef, undef, undef, 0.01); } }
$SIG{USR1} = sub { kill_all(); POSIX::_exit(0) };
syscall($prctl + 0, 1, POSIX::SIGUSR1(), 0, 0, 0);
if (getppid() != $gate) { kill_all(); POSIX::_exit(0) }
pipe(my $failed_read, my $failed_write) or POSIX::_exit(121);
my $pid = fork() // POSIX::_exit(122);
if ($pid == 0) {
  close $failed_read; close $report;
  exec { $command[0] } @command;
  syswrite($failed_write, $! + 0); POSIX::_exit(127);
}
$SIG{$_} = 'IGNORE' for qw(TERM INT HUP PIPE);
close $failed_write;
my $errno = <$failed_read>;
if (defined $errno && $errno ne '') { waitpid($pid, 0); print $report "error $errno\n"; POSIX::_exit(0) }
print $report "started $pid\n";
open(STDIN, '<', '/dev/null'); open(STDOUT, '>', '/dev/null'); open(STDERR, '>', '/dev/null');
for (;;) {
  my $done = waitpid(-1, 0);
  if ($done == -1) { last if $!{ECHILD}; next }
  next unless $done == $pid;
  print $report (POSIX::WIFSIGNALED($?) ? 'signal ' . POSIX::WTERMSIG($?) : 'exit ' . POSIX::WEXITSTATUS($?)), "\n";
}
POSIX::_exit(0);
`;

/** prctl's system call number, for the architectures Node ships on Linux. */
const PRCTL_SYSCALL: Partial<Record<NodeJS.Architecture, number>> = {
  x64: 157,
  arm64: 167,
  riscv64: 167,
  loong64: 167,
  ia32: 172,
  arm: 172,
  s390x: 172,
  ppc64: 171,
};

/** Fixed paths, not PATH: the server's PATH is the user's to set. */
const PERL_PATHS = ['/usr/bin/perl', '/bin/perl'];

function subreaperHelper(): { perl: string; prctl: number } | undefined {
  if (process.platform !== 'linux') return undefined;
  const prctl = PRCTL_SYSCALL[process.arch];
  if (prctl === undefined) return undefined;
  for (const perl of PERL_PATHS) {
    try {
      accessSync(perl, fsConstants.X_OK);
      return { perl, prctl };
    } catch {
      // not there
    }
  }
  return undefined;
}

/** The reaper's reports on fd 3. */
class ReaperReports {
  private readonly lines: string[] = [];
  private waiters: (() => void)[] = [];
  private ended = false;

  constructor(child: ChildProcess) {
    const stream = child.stdio[3] as NodeJS.ReadableStream;
    let pending = '';
    stream.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      for (let newline = pending.indexOf('\n'); newline !== -1; newline = pending.indexOf('\n')) {
        this.lines.push(pending.slice(0, newline));
        pending = pending.slice(newline + 1);
      }
      this.wake();
    });
    stream.on('error', () => {});
    stream.on('close', () => {
      this.ended = true;
      this.wake();
    });
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** The next line starting with one of `words`, or undefined once the reaper closed fd 3. */
  private async next(words: readonly string[]): Promise<string[] | undefined> {
    for (;;) {
      const index = this.lines.findIndex((line) => words.includes(line.split(' ')[0]!));
      if (index !== -1) return this.lines.splice(index, 1)[0]!.split(' ');
      if (this.ended) return undefined;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** The program's pid, or the errno of its failed exec; undefined if the reaper ended without saying. */
  async started(): Promise<{ pid: number; subreaper: boolean; error?: NodeJS.ErrnoException } | undefined> {
    const subreaper = (await this.next(['subreaper']))?.[1] === '1';
    const line = await this.next(['started', 'error']);
    if (line === undefined) return undefined;
    if (line[0] === 'started') return { pid: Number(line[1]), subreaper };
    const errno = Number(line[1]);
    const code = Object.entries(osConstants.errno).find(([, value]) => value === errno)?.[0];
    const error: NodeJS.ErrnoException = new Error(code ?? `errno ${errno}`);
    if (code !== undefined) error.code = code;
    return { pid: 0, subreaper, error };
  }

  /** The program's exit as reported; never resolves if the reaper dies without reporting it. */
  async exit(): Promise<ExitInfo> {
    const line = await this.next(['exit', 'signal']);
    if (line === undefined) return new Promise<never>(() => {});
    if (line[0] === 'exit') return { code: Number(line[1]), signal: null };
    const signal = Object.entries(osConstants.signals).find(([, value]) => value === Number(line[1]))?.[0] as NodeJS.Signals | undefined;
    return { code: null, signal: signal ?? 'SIGKILL' };
  }
}

interface StartedProcess {
  child: ChildProcess;
  /** Pid of the program. */
  pid: number;
  containment: Containment;
  /** The reaper's reports, when `child` is a reaper. */
  reports?: ReaperReports;
}

/** Spawns the program, under a reaper when `helper` is given; undefined when the reaper broke. */
async function startProcess(program: string, args: string[], cwd: string | undefined, env: NodeJS.ProcessEnv, helper: ReturnType<typeof subreaperHelper>): Promise<StartedProcess | undefined> {
  const child = spawn(helper?.perl ?? program, helper === undefined ? args : ['-e', SUBREAPER_SCRIPT, '--', String(helper.prctl), program, ...args], {
    cwd,
    env,
    // fd 3 (reaper): its reports (the program's pid, its exit), one per line.
    stdio: helper === undefined ? ['pipe', 'pipe', 'pipe'] : ['pipe', 'pipe', 'pipe', 'pipe'],
    detached: true,
    shell: false,
    windowsHide: true,
  });
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (error: NodeJS.ErrnoException) => reject(spawnError(helper === undefined ? program : helper.perl, error)));
  });
  if (helper === undefined) return { child, pid: child.pid!, containment: 'group' };
  const reports = new ReaperReports(child);
  const started = await reports.started();
  if (started === undefined) {
    await killGroup(child.pid!, 0);
    return undefined;
  }
  if (started.error !== undefined) {
    await killGroup(child.pid!, 0);
    throw spawnError(program, started.error);
  }
  return { child, pid: started.pid, containment: started.subreaper ? 'subreaper' : 'group', reports };
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
 * and signalled one by one alongside the group. Under a subreaper (`reaper`), orphans are re-parented
 * to it instead, so every descendant of the reaper is found by parent pid at any time; the reaper
 * (which ignores SIGTERM) is killed last, once nothing is left below it.
 */
export async function killGroup(pgid: number, graceMs: number = TERM_GRACE_MS, marker?: string, leaderExited?: Promise<void>, reaper?: number): Promise<void> {
  // Found by parent pid before anything is signalled; the (costlier) marker sweep runs once the
  // group is gone, and kills what is left outright.
  const first = reaper === undefined ? descendantsOutsideGroup(pgid) : reaperDescendants(reaper);
  if (isGroupAlive(pgid, reaper) || first.some(isProcessAlive)) {
    signalGroup(pgid, 'SIGTERM');
    for (const pid of first) signalProcess(pid, 'SIGTERM');
    if (!(await waitUntilGone(pgid, graceMs, first, leaderExited, reaper))) {
      // Not the group's SIGKILL under a reaper: it is in the group, and its death would hand the
      // orphans below it to init. The sweeps below kill everything under it instead.
      if (reaper === undefined) signalGroup(pgid, 'SIGKILL');
      for (const pid of first) signalProcess(pid, 'SIGKILL');
      await waitUntilGone(pgid, reaper === undefined ? KILL_WAIT_MS : 0, first, undefined, reaper);
    }
  }
  // Whatever is still below the reaper or still carries the marker (it double-forked into a session
  // of its own, or was born during the grace) is killed outright: it had its chance on SIGTERM.
  for (let sweep = 0; sweep < KILL_SWEEPS; sweep++) {
    const left = [...new Set([...(reaper === undefined ? [] : reaperDescendants(reaper)), ...markedProcesses(marker)])];
    if (left.length === 0) break;
    for (const pid of left) signalProcess(pid, 'SIGKILL');
    await waitUntilGone(pgid, KILL_WAIT_MS, left, undefined, reaper);
  }
  // The reaper exits by itself once nothing is left below it; a pid no longer the gate's child may be reused.
  if (reaper !== undefined && readProcStat(reaper)?.ppid === process.pid) {
    signalProcess(reaper, 'SIGKILL');
    await waitUntilGone(pgid, KILL_WAIT_MS, [reaper]);
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

/** Every live descendant of `ancestor`, in any group or session (Linux /proc; elsewhere none known). */
export function descendantsOf(ancestor: number): number[] {
  if (process.platform !== 'linux') return [];
  const table = processTable();
  if (table === undefined) return [];
  const children = new Map<number, number[]>();
  for (const [pid, stat] of table) {
    const siblings = children.get(stat.ppid);
    if (siblings === undefined) children.set(stat.ppid, [pid]);
    else siblings.push(pid);
  }
  const found: number[] = [];
  for (const todo = [ancestor]; todo.length > 0; ) {
    for (const child of children.get(todo.pop()!) ?? []) {
      found.push(child);
      todo.push(child);
    }
  }
  return found;
}

/**
 * Descendants of a reaper, if it is still the gate's child: once it exited and was reaped, its
 * pid may belong to an unrelated process, whose children must not be taken for the server's.
 */
function reaperDescendants(reaper: number): number[] {
  return readProcStat(reaper)?.ppid === process.pid ? descendantsOf(reaper) : [];
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
async function waitUntilGone(pgid: number, withinMs: number, others: readonly number[] = [], wake?: Promise<void>, reaper?: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  let early = wake;
  const alive = () => isGroupAlive(pgid, reaper) || others.some(isProcessAlive) || (reaper !== undefined && reaperDescendants(reaper).length > 0);
  while (alive()) {
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
 * A zombie reaped between kill(pid, 0) and the read of its /proc entry leaves no entry: asked
 * again, kill says whether it is gone (without /proc, as on macOS, it says the same as before).
 */
export function isProcessAlive(pid: number): boolean {
  const signalled = (): boolean => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  };
  if (!signalled()) return false;
  const stat = readProcStat(pid);
  if (stat !== undefined) return !isDeadState(stat.state);
  return signalled();
}

/** Whether any non-zombie process is left in the group, `except` (a reaper) not counted. */
export function isGroupAlive(pgid: number, except?: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (process.platform !== 'linux') return true;
  const table = processTable();
  if (table === undefined) return true;
  for (const [pid, stat] of table) if (stat.pgrp === pgid && pid !== except) return true;
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
  for (const { pgid, marker, reaper } of liveGroups.values()) {
    if (reaper === undefined) {
      for (const pid of descendantsOutsideGroup(pgid)) signalProcess(pid, 'SIGKILL');
      signalGroup(pgid, 'SIGKILL');
    } else {
      // The reaper is left alive: when the gate is gone its parent-death signal makes it kill
      // whatever these sweeps missed (a child forked meanwhile), which it would otherwise hand to init.
      for (let sweep = 0; sweep < 3; sweep++) for (const pid of reaperDescendants(reaper)) signalProcess(pid, 'SIGKILL');
    }
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

function registerGroup(pid: number, group: LiveGroup): void {
  if (liveGroups.size === 0) installExitHooks();
  liveGroups.set(pid, group);
}

function unregisterGroup(pid: number): void {
  if (liveGroups.delete(pid) && liveGroups.size === 0) uninstallExitHooks();
}

// Runs one command as a child process and measures the WHOLE process tree it starts (for the gate
// and the floor alike: the client process plus the server it spawns):
//   wallMs          harness clock from spawn to exit;
//   cpuMs           user+sys of the child and every descendant it waited for, from GNU time
//                   (wait4 rusage); without /usr/bin/time, the sum of the last /proc samples;
//   treePeakRssKb   sum over the tree's processes of each one's peak RSS (VmHWM), sampled from
//                   /proc: an upper bound of the tree's concurrent peak, exact per process;
//   maxProcessRssKb the largest single process's peak RSS (GNU time %M, else sampled).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const GNU_TIME = '/usr/bin/time';
export const HAS_GNU_TIME = existsSync(GNU_TIME);
const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux
const SAMPLE_MS = 5;

function readText(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // the process exited between listing and reading
  }
}

function childPids(pid) {
  const pids = [];
  let tasks = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return pids;
  }
  for (const task of tasks) {
    const text = readText(`/proc/${pid}/task/${task}/children`);
    if (text) pids.push(...text.trim().split(/\s+/).filter(Boolean).map(Number));
  }
  return pids;
}

/** Peak RSS (kB) and CPU time (ms) of one process now, or undefined if it is gone. */
function sampleProcess(pid) {
  const status = readText(`/proc/${pid}/status`);
  const stat = readText(`/proc/${pid}/stat`);
  if (!status || !stat) return undefined;
  const hwm = /VmHWM:\s+(\d+) kB/.exec(status);
  // Fields after the ")" of the command name: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { hwmKb: hwm ? Number(hwm[1]) : 0, cpuMs: (ticks * 1000) / CLOCK_TICKS_PER_SECOND };
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export async function measure(command, args, options = {}) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-time-'));
  const timeFile = path.join(scratch, 'time.txt');
  const [file, argv] = HAS_GNU_TIME ? [GNU_TIME, ['-f', '%e %U %S %M', '-o', timeFile, command, ...args]] : [command, args];
  const started = process.hrtime.bigint();
  const child = spawn(file, argv, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const stdout = [];
  const stderr = [];
  child.stdout.on('data', (chunk) => stdout.push(chunk));
  child.stderr.on('data', (chunk) => stderr.push(chunk));

  // pid -> last sample; the GNU time wrapper itself (tiny) is not part of the measured tree.
  const seen = new Map();
  const sample = () => {
    const queue = HAS_GNU_TIME ? childPids(child.pid) : [child.pid];
    while (queue.length > 0) {
      const pid = queue.shift();
      const now = sampleProcess(pid);
      // A zombie has no VmHWM and may show less CPU: keep the largest value ever seen.
      const before = seen.get(pid);
      if (now) seen.set(pid, before ? { hwmKb: Math.max(before.hwmKb, now.hwmKb), cpuMs: Math.max(before.cpuMs, now.cpuMs) } : now);
      queue.push(...childPids(pid));
    }
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  const exitCode = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code ?? `signal ${signal}`));
  });
  clearInterval(timer);
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;

  const samples = [...seen.values()];
  let cpuMs = samples.reduce((sum, s) => sum + s.cpuMs, 0);
  let maxProcessRssKb = Math.max(0, ...samples.map((s) => s.hwmKb));
  const treePeakRssKb = samples.reduce((sum, s) => sum + s.hwmKb, 0);
  if (HAS_GNU_TIME) {
    const text = readText(timeFile) ?? '';
    // The last line: GNU time prefixes "Command exited with non-zero status N" on failure.
    const match = /([\d.]+) ([\d.]+) ([\d.]+) (\d+)\s*$/.exec(text);
    if (!match) throw new Error(`cannot read GNU time output ${JSON.stringify(text)} for ${command} ${args.join(' ')}`);
    cpuMs = (Number(match[2]) + Number(match[3])) * 1000;
    maxProcessRssKb = Number(match[4]);
  }
  rmSync(scratch, { recursive: true, force: true });
  return {
    exitCode,
    wallMs,
    cpuMs,
    treePeakRssKb,
    maxProcessRssKb,
    processes: samples.length,
    sampledCpuMs: samples.reduce((sum, s) => sum + s.cpuMs, 0),
    stdout: Buffer.concat(stdout).toString('utf8'),
    stderr: Buffer.concat(stderr).toString('utf8'),
  };
}

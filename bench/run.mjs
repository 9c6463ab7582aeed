// `npm run bench`: end-to-end cost of the gate against the synthetic server at 10..10,000 tools,
// compared with the floor (a bare SDK client listing the same server), plus in-process timings of
// the pure stages and a CPU profile of the heaviest run. Prints a table and rewrites the results
// section of docs/BENCHMARKS.md. Needs a built dist/cli.js (`npm run build`).
//
// Options: --sizes=10,100,1000,10000  --runs=5  --large-runs=3 (runs at 10,000+)  --no-doc  --no-profile
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInprocessBundle } from './build.mjs';
import { measure } from './measure.mjs';
import { topSelfTime } from './profile.mjs';
import { toolDefinition } from '../test/fixtures/servers/synthetic/definitions.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(ROOT);
const CLI = 'dist/cli.js';
const SERVER = 'test/fixtures/servers/synthetic/server.mjs';
const DOC = 'docs/BENCHMARKS.md';
const PROFILE_DIR = 'bench/.build/profiles';
const CHANGED_PERCENT = 10;
const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';

const TARGETS = {
  wallVsFloor: 1.3, // check, no drift, 1,000 tools: wall time within 1.3x the floor
  rssVsFloor: 2, // ... and peak RSS within 2x the floor
  diffMs: 1000, // diff + classification of 10,000 tools, 10% changed
  growth: 11, // 10x tools: at most ~10x time (10% slack for noise)
  lockfileBytesPerDefinitionByte: 0.15, // lockfile size per definition byte varies at most this much across sizes
};

function option(name, fallback) {
  const arg = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (arg === undefined) return fallback;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : true;
}
const sizes = String(option('sizes', '10,100,1000,10000')).split(',').map(Number);
const runs = Number(option('runs', 5));
const largeRuns = Number(option('large-runs', 3));
const writeDoc = !option('no-doc', false);
const profile = !option('no-profile', false);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// The measured children must not inherit the harness's NODE_OPTIONS (e.g. a profiler flag).
const childEnv = { ...process.env };
delete childEnv.NODE_OPTIONS;

const serverCommand = (tools, changedPercent = 0) => [process.execPath, SERVER, `--tools=${tools}`, `--changed-percent=${changedPercent}`];

const SCENARIOS = {
  floor: { label: 'floor (SDK client)', expectExit: 0, argv: (n) => ['bench/floor.mjs', '--', ...serverCommand(n)] },
  check: { label: 'check, no drift', expectExit: 0, argv: (n, lock) => [CLI, 'check', '--lockfile', lock, '--format', 'json', '--', ...serverCommand(n)] },
  drift: { label: `check, ${CHANGED_PERCENT}% changed`, expectExit: 1, argv: (n, lock) => [CLI, 'check', '--lockfile', lock, '--format', 'json', '--', ...serverCommand(n, CHANGED_PERCENT)] },
  lock: { label: 'lock', expectExit: 0, argv: (n, _lock, out) => [CLI, 'lock', '--lockfile', out, '--', ...serverCommand(n)] },
};

async function run(scenario, argv) {
  const result = await measure(process.execPath, argv, { env: childEnv });
  if (result.exitCode !== SCENARIOS[scenario].expectExit) {
    throw new Error(`${scenario} exited ${result.exitCode}, expected ${SCENARIOS[scenario].expectExit}: node ${argv.join(' ')}\n${result.stderr}`);
  }
  return result;
}

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: (os.totalmem() / 2 ** 30).toFixed(1),
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}

async function benchSize(tools, scratch) {
  const count = tools >= 10_000 ? largeRuns : runs;
  const lockfile = path.join(scratch, `mcp-${tools}.lock.json`);
  const samples = { floor: [], check: [], drift: [], lock: [] };
  const lockBytes = new Set();
  for (let i = 0; i < count; i++) {
    // lock first (the checks need its lockfile), then the rest round-robin so slow drift of the
    // machine (thermal, other load) spreads over every scenario alike.
    const out = path.join(scratch, `lock-${tools}-${i}.json`);
    samples.lock.push(await run('lock', SCENARIOS.lock.argv(tools, lockfile, out)));
    lockBytes.add(readFileSync(out, 'utf8'));
    if (i === 0) writeFileSync(lockfile, readFileSync(out));
    for (const scenario of ['floor', 'check', 'drift']) samples[scenario].push(await run(scenario, SCENARIOS[scenario].argv(tools, lockfile)));
  }
  if (lockBytes.size !== 1) throw new Error(`lock of ${tools} tools is not deterministic: ${lockBytes.size} different lockfiles`);
  let definitionBytes = 0;
  for (let index = 0; index < tools; index++) definitionBytes += JSON.stringify(toolDefinition(index)).length;
  const stats = {};
  for (const [scenario, list] of Object.entries(samples)) {
    stats[scenario] = {
      wallMs: median(list.map((r) => r.wallMs)),
      cpuMs: median(list.map((r) => r.cpuMs)),
      treePeakRssKb: median(list.map((r) => r.treePeakRssKb)),
      maxProcessRssKb: median(list.map((r) => r.maxProcessRssKb)),
    };
  }
  return { tools, runs: count, stats, lockfileBytes: statSync(lockfile).size, definitionBytes, lockfile };
}

async function profileCheck(tools, lockfile) {
  rmSync(PROFILE_DIR, { recursive: true, force: true });
  mkdirSync(PROFILE_DIR, { recursive: true });
  const argv = ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`, ...SCENARIOS.drift.argv(tools, lockfile)];
  await run('drift', argv);
  const file = readdirSync(PROFILE_DIR).find((name) => name.endsWith('.cpuprofile'));
  return { file: path.join(PROFILE_DIR, file), ...topSelfTime(JSON.parse(readFileSync(path.join(PROFILE_DIR, file), 'utf8')), 15) };
}

const fmtMs = (ms) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);
const fmtMb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
const fmtX = (x) => `${x.toFixed(2)}x`;
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

function resultsMarkdown(env, results, inprocess, targets, profiled) {
  const lines = [];
  lines.push(`Run ${new Date().toISOString().slice(0, 10)} on ${env.cpu}, ${env.cores} cores, ${env.memoryGiB} GiB RAM, Node ${env.node}, ${env.os}.`);
  lines.push(`Medians of ${runs} runs (${largeRuns} at 10,000 tools). Whole process tree: client + server. Ratios are to the floor at the same size.`);
  lines.push('');
  lines.push('| tools | scenario | wall | wall/floor | CPU (user+sys) | CPU/floor | peak RSS (tree) | RSS/floor | largest process |');
  lines.push('|---:|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    const floor = r.stats.floor;
    for (const scenario of ['floor', 'check', 'drift', 'lock']) {
      const s = r.stats[scenario];
      lines.push(`| ${r.tools.toLocaleString('en-US')} | ${SCENARIOS[scenario].label} | ${fmtMs(s.wallMs)} | ${fmtX(s.wallMs / floor.wallMs)} | ${fmtMs(s.cpuMs)} | ${fmtX(s.cpuMs / floor.cpuMs)} | ${fmtMb(s.treePeakRssKb)} | ${fmtX(s.treePeakRssKb / floor.treePeakRssKb)} | ${fmtMb(s.maxProcessRssKb)} |`);
    }
  }
  lines.push('');
  lines.push('| tools | lockfile | tool definitions (JSON) | lockfile / definitions |');
  lines.push('|---:|---:|---:|---:|');
  for (const r of results) {
    lines.push(`| ${r.tools.toLocaleString('en-US')} | ${(r.lockfileBytes / 1024).toFixed(0)} KiB | ${(r.definitionBytes / 1024).toFixed(0)} KiB | ${(r.lockfileBytes / r.definitionBytes).toFixed(2)} |`);
  }
  lines.push('');
  if (inprocess) {
    lines.push(`In process, ${inprocess.tools.toLocaleString('en-US')} tools, ${inprocess.changedPercent}% changed (${inprocess.changes} changes), median of ${inprocess.runs}: ` +
      `diffLockfiles + applyPolicy ${fmtMs(inprocess.diffAndClassifyMs)}; buildLockfile of the live snapshot ${fmtMs(inprocess.buildLockfileMs)}.`);
    lines.push('');
  }
  lines.push('| target | measured | result |');
  lines.push('|---|---|---|');
  for (const t of targets) lines.push(`| ${t.name} | ${t.measured} | ${verdict(t.ok)} |`);
  if (profiled) {
    lines.push('');
    lines.push(`CPU profile of \`check\` (gate process only) at ${profiled.tools.toLocaleString('en-US')} tools, ${CHANGED_PERCENT}% changed: ${fmtMs(profiled.totalMs)} sampled. Top self time (bundle locations in dist/):`);
    lines.push('');
    lines.push('| self | share | function | where |');
    lines.push('|---:|---:|---|---|');
    for (const row of profiled.rows) lines.push(`| ${fmtMs(row.selfMs)} | ${row.percent.toFixed(1)}% | \`${row.name}\` | ${row.where} |`);
  }
  return lines.join('\n');
}

function evaluateTargets(results, inprocess) {
  const targets = [];
  const at = (n) => results.find((r) => r.tools === n);
  const thousand = at(1000);
  if (thousand) {
    const wall = thousand.stats.check.wallMs / thousand.stats.floor.wallMs;
    const rss = thousand.stats.check.treePeakRssKb / thousand.stats.floor.treePeakRssKb;
    targets.push({ name: `check, no drift, 1,000 tools: wall <= ${TARGETS.wallVsFloor}x floor`, measured: fmtX(wall), ok: wall <= TARGETS.wallVsFloor });
    targets.push({ name: `check, no drift, 1,000 tools: peak RSS <= ${TARGETS.rssVsFloor}x floor`, measured: fmtX(rss), ok: rss <= TARGETS.rssVsFloor });
  }
  if (inprocess) {
    targets.push({ name: `diff + classification, 10,000 tools, 10% changed < 1 s`, measured: fmtMs(inprocess.diffAndClassifyMs), ok: inprocess.diffAndClassifyMs < TARGETS.diffMs });
  }
  for (const scenario of ['check', 'drift', 'lock']) {
    for (const r of results) {
      const bigger = at(r.tools * 10);
      if (!bigger) continue;
      const growth = bigger.stats[scenario].wallMs / r.stats[scenario].wallMs;
      targets.push({ name: `${SCENARIOS[scenario].label}: wall ${r.tools.toLocaleString('en-US')} -> ${bigger.tools.toLocaleString('en-US')} tools <= ~10x`, measured: fmtX(growth), ok: growth <= TARGETS.growth });
    }
  }
  const perByte = results.map((r) => r.lockfileBytes / r.definitionBytes);
  if (perByte.length > 1) {
    const spread = (Math.max(...perByte) - Math.min(...perByte)) / Math.min(...perByte);
    targets.push({ name: 'lockfile size linear in the definitions (bytes per definition byte within 15% across sizes)', measured: `${Math.min(...perByte).toFixed(2)}..${Math.max(...perByte).toFixed(2)}`, ok: spread <= TARGETS.lockfileBytesPerDefinitionByte });
  }
  return targets;
}

async function main() {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing; run npm run build first`);
  const env = machine();
  process.stdout.write(`machine: ${env.cpu}, ${env.cores} cores, ${env.memoryGiB} GiB, Node ${env.node}\n`);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'mcp-drift-gate-bench-'));
  try {
    const results = [];
    for (const tools of sizes) {
      process.stdout.write(`benchmarking ${tools} tools...\n`);
      results.push(await benchSize(tools, scratch));
    }

    process.stdout.write('bundling bench/inprocess.ts...\n');
    const bundle = await buildInprocessBundle();
    const inprocessRun = await measure(process.execPath, [bundle, '--tools=10000', `--changed-percent=${CHANGED_PERCENT}`, `--runs=${runs}`], { env: childEnv });
    if (inprocessRun.exitCode !== 0) throw new Error(`in-process bench failed:\n${inprocessRun.stderr}`);
    const inprocess = JSON.parse(inprocessRun.stdout);

    let profiled;
    if (profile) {
      const largest = results[results.length - 1];
      process.stdout.write(`profiling check at ${largest.tools} tools...\n`);
      profiled = { tools: largest.tools, ...(await profileCheck(largest.tools, largest.lockfile)) };
    }

    const targets = evaluateTargets(results, inprocess);
    const markdown = resultsMarkdown(env, results, inprocess, targets, profiled);
    process.stdout.write(`\n${markdown}\n`);
    if (writeDoc) {
      const current = existsSync(DOC) ? readFileSync(DOC, 'utf8') : `# Benchmarks\n\n${START}\n${END}\n`;
      const start = current.indexOf(START);
      const end = current.indexOf(END);
      if (start === -1 || end === -1) throw new Error(`${DOC} has no ${START} ... ${END} section to replace`);
      writeFileSync(DOC, `${current.slice(0, start + START.length)}\n${markdown}\n${current.slice(end)}`);
      process.stdout.write(`\nwrote ${DOC}\n`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();

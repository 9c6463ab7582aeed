// `npm run bench`: end-to-end cost of `check` against the synthetic server, as ratios to the raw
// floor (bench/floor.mjs: the SDK client requesting the same pages raw, as the gate does) measured
// in the same run, paired: each run measures the floor, check with no drift and check with 10%
// changed back to back (rotating their order), and the ratios are taken per run, so load from other
// people on the machine hits both sides of a ratio alike. Reports the median ratio and its spread.
// Plus in-process timings of the pure stages and a CPU profile of the heaviest run. Rewrites the
// results section of docs/BENCHMARKS.md. Needs a built dist/cli.js (`npm run build`).
//
// Options: --runs=7  --large-runs=5 (runs at 10,000 tools)  --only=1000,10000x1  --no-doc  --no-profile
//          --node=PATH (run the floor, the gate, the server and the in-process bench with another Node
//          binary, e.g. the action's node24; default: the Node running this script)
//          --section=NAME (the doc section rewritten: <!-- bench:NAME:start --> ... end; default results)
import { execFileSync } from 'node:child_process';
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

/** Server shapes: tools and page size (100 per page, or every tool in one message). */
const CONFIGS = [
  { id: '100', tools: 100, pageSize: 100, label: '100' },
  { id: '1000', tools: 1000, pageSize: 100, label: '1,000' },
  { id: '10000', tools: 10_000, pageSize: 100, label: '10,000' },
  { id: '10000x1', tools: 10_000, pageSize: 10_000, label: '10,000 in one message' },
];

const TARGETS = {
  check: { wall: 1.3, cpu: 1.3, rss: 2 }, // no drift, at 1,000 and 10,000 tools
  drift: { wall: 1.5, cpu: 1.5, rss: 2 }, // 10% changed, same sizes
  diffMs: 1000, // diff + classification of 10,000 tools, 10% changed, in process
  growth: 11, // 10x tools: at most ~10x CPU and wall (10% slack for noise)
  lockfileBytesPerDefinitionByte: 2,
};

function option(name, fallback) {
  const arg = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (arg === undefined) return fallback;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : true;
}
const runs = Number(option('runs', 7));
const largeRuns = Number(option('large-runs', 5));
const only = option('only', undefined);
const configs = only === undefined ? CONFIGS : CONFIGS.filter((c) => String(only).split(',').includes(c.id));
const writeDoc = !option('no-doc', false);
const profile = !option('no-profile', false);
/** The Node binary every measured process runs on (client, server, in-process bench). */
const NODE = option('node', process.execPath);
const SECTION = option('section', 'results');
for (const [name, value] of [['node', NODE], ['section', SECTION]]) {
  if (typeof value !== 'string' || value === '') throw new Error(`--${name} needs a value: --${name}=...`);
}
const NODE_VERSION = NODE === process.execPath ? process.version : execFileSync(NODE, ['--version'], { encoding: 'utf8' }).trim();
const START = `<!-- bench:${SECTION}:start -->`;
const END = `<!-- bench:${SECTION}:end -->`;
// Before the run, not after minutes of it: the section the results will replace must exist.
const docText = writeDoc && existsSync(DOC) ? readFileSync(DOC, 'utf8') : undefined;
if (docText !== undefined && !(docText.includes(START) && docText.includes(END))) {
  throw new Error(`${DOC} has no ${START} ... ${END} section to replace (--section=${SECTION})`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// The measured children must not inherit the harness's NODE_OPTIONS (e.g. a profiler flag).
const childEnv = { ...process.env };
delete childEnv.NODE_OPTIONS;

const serverCommand = (config, changedPercent = 0) => [NODE, SERVER, `--tools=${config.tools}`, `--page-size=${config.pageSize}`, `--changed-percent=${changedPercent}`];

const SCENARIOS = {
  floor: { label: 'floor (raw SDK client)', expectExit: 0, argv: (c) => ['bench/floor.mjs', '--', ...serverCommand(c)] },
  // Not a gate: the floor plus one JSON.parse of the lockfile. Its ratio is what the lockfile's
  // size alone adds, before any validation or comparison (the part of a target nothing can save).
  parse: { label: 'floor + JSON.parse of the lockfile', expectExit: 0, argv: (c, lock) => ['bench/floor.mjs', `--parse-lockfile=${lock}`, '--', ...serverCommand(c)] },
  check: { label: 'check, no drift', expectExit: 0, argv: (c, lock) => [CLI, 'check', '--lockfile', lock, '--format', 'json', '--', ...serverCommand(c)] },
  // The changes (a boolean filter, a new sort order, a reworded description) are warnings and safe
  // by the labelling rules, so the verdict is pass; `expectChanges` checks they were all found.
  drift: { label: `check, ${CHANGED_PERCENT}% changed`, expectExit: 0, expectChanges: true, argv: (c, lock) => [CLI, 'check', '--lockfile', lock, '--format', 'json', '--', ...serverCommand(c, CHANGED_PERCENT)] },
  lock: { label: 'lock', expectExit: 0, argv: (c, _lock, out) => [CLI, 'lock', '--lockfile', out, '--', ...serverCommand(c)] },
};
const PAIRED = ['floor', 'parse', 'check', 'drift'];

async function run(scenario, argv) {
  const result = await measure(NODE, argv, { env: childEnv });
  if (result.exitCode !== SCENARIOS[scenario].expectExit) {
    throw new Error(`${scenario} exited ${result.exitCode}, expected ${SCENARIOS[scenario].expectExit}: node ${argv.join(' ')}\n${result.stderr}`);
  }
  if (SCENARIOS[scenario].expectChanges) {
    const { counts } = JSON.parse(result.stdout);
    if (counts.warning + counts.safe === 0) throw new Error(`${scenario} found no change: node ${argv.join(' ')}`);
  }
  return result;
}

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: (os.totalmem() / 2 ** 30).toFixed(1),
    node: NODE_VERSION,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    load: os.loadavg().map((l) => l.toFixed(1)).join(' / '),
  };
}

const METRICS = { wall: 'wallMs', cpu: 'cpuMs', rss: 'treePeakRssKb' };

async function benchConfig(config, scratch) {
  const count = config.tools >= 10_000 ? largeRuns : runs;
  const lockfile = path.join(scratch, `mcp-${config.id}.lock.json`);
  // Two locks: the lockfile the checks compare with, and a second to prove locking is deterministic.
  const lockRuns = [];
  for (const name of ['a', 'b']) {
    const out = path.join(scratch, `lock-${config.id}-${name}.json`);
    lockRuns.push(await run('lock', SCENARIOS.lock.argv(config, lockfile, out)));
  }
  const [a, b] = ['a', 'b'].map((name) => readFileSync(path.join(scratch, `lock-${config.id}-${name}.json`)));
  if (!a.equals(b)) throw new Error(`lock of ${config.label} tools is not deterministic`);
  writeFileSync(lockfile, a);

  const samples = Object.fromEntries(PAIRED.map((scenario) => [scenario, []]));
  for (let i = 0; i < count; i++) {
    // Rotate the order so neither side is always first after a pause (page cache, CPU frequency).
    const order = PAIRED.map((_, k) => PAIRED[(i + k) % PAIRED.length]);
    for (const scenario of order) samples[scenario].push(await run(scenario, SCENARIOS[scenario].argv(config, lockfile)));
  }
  let definitionBytes = 0;
  for (let index = 0; index < config.tools; index++) definitionBytes += JSON.stringify(toolDefinition(index)).length;
  const stats = {};
  for (const scenario of PAIRED) {
    const list = samples[scenario];
    stats[scenario] = { median: {}, ratio: {} };
    for (const [metric, field] of Object.entries(METRICS)) {
      stats[scenario].median[metric] = median(list.map((r) => r[field]));
      const ratios = list.map((r, i) => r[field] / samples.floor[i][field]);
      stats[scenario].ratio[metric] = { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) };
    }
    stats[scenario].median.largestKb = median(list.map((r) => r.maxProcessRssKb));
  }
  return {
    config, runs: count, stats, lockfile, definitionBytes,
    lockfileBytes: statSync(lockfile).size,
    lockMs: median(lockRuns.map((r) => r.wallMs)),
  };
}

async function profileRun(config, lockfile, scenario) {
  const dir = path.join(PROFILE_DIR, scenario);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await run(scenario, ['--cpu-prof', `--cpu-prof-dir=${dir}`, ...SCENARIOS[scenario].argv(config, lockfile)]);
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  return { file: path.join(dir, file), ...topSelfTime(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), 12) };
}

const fmtMs = (ms) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);
const fmtMb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
const fmtX = (x) => `${x.toFixed(2)}x`;
const fmtRatio = (r) => `${fmtX(r.median)} (${r.min.toFixed(2)}-${r.max.toFixed(2)})`;
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

function resultsMarkdown(env, results, inprocess, targets, profiles) {
  const lines = [];
  lines.push(`Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${env.cpu}, ${env.cores} cores (shared with other people running tests; load average ${env.load} at the end), ${env.memoryGiB} GiB RAM, Node ${env.node}, ${env.os}.`);
  lines.push(`${runs} paired runs per size (${largeRuns} at 10,000 tools). Whole process tree: client + server. A ratio is gate / floor within one run; shown: the median over the runs and (min-max).`);
  lines.push('');
  lines.push('| tools | scenario | wall | wall / floor | CPU (user+sys) | CPU / floor | peak RSS (tree) | RSS / floor | largest process |');
  lines.push('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    for (const scenario of PAIRED) {
      const s = r.stats[scenario];
      const ratio = (metric) => (scenario === 'floor' ? '1' : fmtRatio(s.ratio[metric]));
      lines.push(`| ${r.config.label} | ${SCENARIOS[scenario].label} | ${fmtMs(s.median.wall)} | ${ratio('wall')} | ${fmtMs(s.median.cpu)} | ${ratio('cpu')} | ${fmtMb(s.median.rss)} | ${ratio('rss')} | ${fmtMb(s.median.largestKb)} |`);
    }
  }
  lines.push('');
  lines.push('| tools | lockfile | tool definitions (JSON) | lockfile / definitions | lock (wall, median of 2) |');
  lines.push('|---|---:|---:|---:|---:|');
  for (const r of results) {
    lines.push(`| ${r.config.label} | ${(r.lockfileBytes / 1024).toFixed(0)} KiB | ${(r.definitionBytes / 1024).toFixed(0)} KiB | ${(r.lockfileBytes / r.definitionBytes).toFixed(2)} | ${fmtMs(r.lockMs)} |`);
  }
  lines.push('');
  if (inprocess) {
    lines.push(`In process, ${inprocess.tools.toLocaleString('en-US')} tools, ${inprocess.changedPercent}% changed (${inprocess.changes} changes), median of ${inprocess.runs}: ` +
      `diffLockfiles + applyPolicy ${fmtMs(inprocess.diffAndClassifyMs)}; buildLockfile of the live snapshot reusing the lockfile ${fmtMs(inprocess.buildReusingMs)}, ` +
      `from scratch ${fmtMs(inprocess.buildLockfileMs)}; full integrity check of the lockfile (verify; check trusts a sealed file) ${fmtMs(inprocess.integrityMs)}.`);
    if (inprocess.oneAdded) {
      lines.push('');
      lines.push(`The same ${inprocess.oneAdded.tools.toLocaleString('en-US')} locked tools with one tool added and nothing else changed (${inprocess.oneAdded.changes} change, verdict ${inprocess.oneAdded.verdict}): ` +
        `diffLockfiles + applyPolicy ${fmtMs(inprocess.oneAdded.diffAndClassifyMs)}, median of ${inprocess.oneAdded.runs} (the new tool is judged against the whole locked surface).`);
    }
    lines.push('');
  }
  lines.push('| target | measured | result |');
  lines.push('|---|---|---|');
  for (const t of targets) lines.push(`| ${t.name} | ${t.measured} | ${verdict(t.ok)} |`);
  for (const p of profiles) {
    lines.push('');
    lines.push(`CPU profile of ${p.what} (gate process only): ${fmtMs(p.totalMs)} sampled. Top self time (bundle locations in dist/):`);
    lines.push('');
    lines.push('| self | share | function | where |');
    lines.push('|---:|---:|---|---|');
    for (const row of p.rows) lines.push(`| ${fmtMs(row.selfMs)} | ${row.percent.toFixed(1)}% | \`${row.name}\` | ${row.where} |`);
  }
  return lines.join('\n');
}

function evaluateTargets(results, inprocess) {
  const targets = [];
  for (const r of results) {
    if (r.config.tools < 1000) continue;
    for (const scenario of ['check', 'drift']) {
      for (const metric of ['wall', 'cpu', 'rss']) {
        const limit = TARGETS[scenario][metric];
        const ratio = r.stats[scenario].ratio[metric];
        targets.push({ name: `${SCENARIOS[scenario].label}, ${r.config.label} tools: ${metric === 'rss' ? 'peak RSS' : metric === 'cpu' ? 'CPU' : 'wall'} <= ${limit}x floor`, measured: fmtRatio(ratio), ok: ratio.median <= limit });
      }
    }
  }
  if (inprocess) {
    targets.push({ name: 'diff + classification, 10,000 tools, 10% changed, in process < 1 s', measured: fmtMs(inprocess.diffAndClassifyMs), ok: inprocess.diffAndClassifyMs < TARGETS.diffMs });
  }
  const paged = results.filter((r) => r.config.pageSize === 100);
  for (const scenario of ['check', 'drift']) {
    for (const r of paged) {
      const bigger = paged.find((b) => b.config.tools === r.config.tools * 10);
      if (!bigger) continue;
      for (const metric of ['cpu', 'wall']) {
        const growth = bigger.stats[scenario].median[metric] / r.stats[scenario].median[metric];
        targets.push({ name: `linear: ${SCENARIOS[scenario].label}, ${metric} ${r.config.label} -> ${bigger.config.label} tools <= ~10x`, measured: fmtX(growth), ok: growth <= TARGETS.growth });
      }
    }
  }
  for (const r of results.filter((x) => x.config.pageSize === 100)) {
    const perByte = r.lockfileBytes / r.definitionBytes;
    targets.push({ name: `lockfile bytes per definition byte, ${r.config.label} tools <= ${TARGETS.lockfileBytesPerDefinitionByte}`, measured: perByte.toFixed(2), ok: perByte <= TARGETS.lockfileBytesPerDefinitionByte });
  }
  return targets;
}

async function main() {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing; run npm run build first`);
  const env0 = machine();
  process.stdout.write(`machine: ${env0.cpu}, ${env0.cores} cores, ${env0.memoryGiB} GiB, Node ${env0.node}, load ${env0.load}\n`);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'mcp-drift-gate-bench-'));
  try {
    const results = [];
    for (const config of configs) {
      process.stdout.write(`benchmarking ${config.label} tools...\n`);
      const result = await benchConfig(config, scratch);
      results.push(result);
      for (const scenario of ['parse', 'check', 'drift']) {
        const s = result.stats[scenario].ratio;
        process.stdout.write(`  ${SCENARIOS[scenario].label}: wall ${fmtRatio(s.wall)}, CPU ${fmtRatio(s.cpu)}, RSS ${fmtRatio(s.rss)}\n`);
      }
    }

    process.stdout.write('bundling bench/inprocess.ts...\n');
    const bundle = await buildInprocessBundle();
    const inprocessRun = await measure(NODE, [bundle, '--tools=10000', `--changed-percent=${CHANGED_PERCENT}`, `--runs=${runs}`], { env: childEnv });
    if (inprocessRun.exitCode !== 0) throw new Error(`in-process bench failed:\n${inprocessRun.stderr}`);
    const inprocess = JSON.parse(inprocessRun.stdout);
    // One tool added and nothing else changed: the new tool is judged against all 10,000 locked ones.
    const addedRun = await measure(NODE, [bundle, '--tools=10000', '--changed-percent=0', '--added=1', `--runs=${runs}`], { env: childEnv });
    if (addedRun.exitCode !== 0) throw new Error(`in-process bench (one tool added) failed:\n${addedRun.stderr}`);
    inprocess.oneAdded = JSON.parse(addedRun.stdout);

    const profiles = [];
    const largest = results.find((r) => r.config.id === '10000') ?? results[results.length - 1];
    if (profile && largest) {
      for (const scenario of ['check', 'drift']) {
        process.stdout.write(`profiling ${scenario} at ${largest.config.label} tools...\n`);
        profiles.push({ what: `\`${SCENARIOS[scenario].label}\` at ${largest.config.label} tools`, ...(await profileRun(largest.config, largest.lockfile, scenario)) });
      }
    }

    const targets = evaluateTargets(results, inprocess);
    const markdown = resultsMarkdown(machine(), results, inprocess, targets, profiles);
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

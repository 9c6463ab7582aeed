// In-process timings of the pure stages for a large server, without process start-up or I/O:
// buildLockfile (identity + risk) of the live snapshot from scratch and reusing the locked side
// (as `check` does), the full integrity check of the locked side (what `verify` and a read of an
// unsealed file do: every digest and risk derived again; check trusts a sealed file), and diff +
// classification (diffLockfiles + applyPolicy with the default policy) against the locked side. Bundled by bench/build.mjs into
// bench/.build/inprocess.mjs because Node 20 cannot run TypeScript sources directly.
// --added=N puts N tools the lockfile does not hold on the live side: a new tool is judged against the
// whole locked surface (src/risk/newTool.ts), the path a large server pays for once per diff.
// Usage: node bench/.build/inprocess.mjs --tools=10000 --changed-percent=10 --runs=5 [--added=1]
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { diffLockfiles } from '../src/diff/index.js';
import { buildLockfile, findIntegrityProblem, type Lockfile } from '../src/lockfile/index.js';
import { applyPolicy, DEFAULT_POLICY } from '../src/policy/index.js';
import { CURRENT_RISK_MODEL, RISK_MODEL_VERSION, assessToolRisk } from '../src/risk/index.js';
import type { Snapshot } from '../src/snapshot/types.js';
import {
  CAPABILITIES, SERVER_INFO, prompts, resourceTemplates, resources, toolDefinition,
} from '../test/fixtures/servers/synthetic/definitions.mjs';

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg === undefined ? fallback : Number(arg.slice(name.length + 3));
}

function snapshotOf(tools: number, changedPercent: number, added = 0): Snapshot {
  return {
    serverInfo: SERVER_INFO,
    protocolVersion: '2025-06-18',
    capabilities: CAPABILITIES,
    instructions: `Synthetic server with ${tools} tools.`,
    mode: 'list-freeze',
    listed: {
      tools: Array.from({ length: tools + added }, (_, index) => toolDefinition(index, changedPercent)),
      prompts: prompts(),
      resources: resources(),
      resourceTemplates: resourceTemplates(),
    },
    findings: [],
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const tools = option('tools', 10_000);
const changedPercent = option('changed-percent', 10);
const runs = option('runs', 5);
const added = option('added', 0);
const build = (snapshot: Snapshot, reuse?: Lockfile) =>
  buildLockfile(snapshot, { generatorVersion: '0.0.0', assessRisk: assessToolRisk, riskModel: RISK_MODEL_VERSION, ...(reuse ? { reuse } : {}) });

// The locked side as `check` has it: parsed from text (no entry shared with anything built here).
const locked = JSON.parse(JSON.stringify(build(snapshotOf(tools, 0)))) as Lockfile;
const liveSnapshot = snapshotOf(tools, changedPercent, added);
const buildMs: number[] = [];
const reuseMs: number[] = [];
const integrityMs: number[] = [];
const diffMs: number[] = [];
let changeCount = 0;
let verdict = '';
for (let run = 0; run < runs; run++) {
  let start = performance.now();
  build(liveSnapshot);
  buildMs.push(performance.now() - start);
  // A fresh parse each run: the per-entry fingerprint cache must not carry over between runs.
  const lockedCopy = JSON.parse(JSON.stringify(locked)) as Lockfile;
  start = performance.now();
  const live = build(liveSnapshot, lockedCopy);
  reuseMs.push(performance.now() - start);
  start = performance.now();
  const problem = findIntegrityProblem(lockedCopy, { riskModel: CURRENT_RISK_MODEL });
  integrityMs.push(performance.now() - start);
  if (problem) throw new Error(`integrity problem in a freshly built lockfile: ${JSON.stringify(problem)}`);
  start = performance.now();
  const result = applyPolicy(diffLockfiles(lockedCopy, live), DEFAULT_POLICY, new Date());
  diffMs.push(performance.now() - start);
  changeCount = result.changes.length;
  verdict = result.verdict;
}
// --profile-diff=FILE: a CPU profile of one more diff + classification alone (not the builds), on
// the path `check` takes (the live lockfile reusing the locked entries it shares).
const profileArg = process.argv.find((a) => a.startsWith('--profile-diff='));
if (profileArg !== undefined) {
  const lockedCopy = JSON.parse(JSON.stringify(locked)) as Lockfile;
  const live = build(liveSnapshot, lockedCopy);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  applyPolicy(diffLockfiles(lockedCopy, live), DEFAULT_POLICY, new Date());
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  writeFileSync(profileArg.slice('--profile-diff='.length), JSON.stringify(profile));
}

process.stdout.write(`${JSON.stringify({
  tools, changedPercent, added, runs, changes: changeCount, verdict,
  buildLockfileMs: median(buildMs), buildReusingMs: median(reuseMs), integrityMs: median(integrityMs), diffAndClassifyMs: median(diffMs), diffAndClassifyAllMs: diffMs,
})}\n`);

// Top self-time functions of a V8 .cpuprofile (node --cpu-prof). Self time of a node is the sum
// of the time deltas of the samples that landed in it; nodes are grouped by function and place.
// Usage: node bench/profile.mjs FILE.cpuprofile [--top=20]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** @returns {{ totalMs: number, rows: { name: string, where: string, selfMs: number, percent: number }[] }} */
export function topSelfTime(profile, top = 20) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  profile.samples.forEach((id, index) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const grouped = new Map();
  let totalUs = 0;
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    if (functionName === '(idle)') continue; // waiting for I/O is not CPU time
    const name = functionName || '(anonymous)';
    const where = url ? `${path.relative(process.cwd(), url.replace(/^file:\/\//, ''))}:${lineNumber + 1}` : '';
    const key = `${name}\u0000${where}`;
    grouped.set(key, { name, where, us: (grouped.get(key)?.us ?? 0) + us });
    totalUs += us;
  }
  const rows = [...grouped.values()]
    .sort((a, b) => b.us - a.us)
    .slice(0, top)
    .map(({ name, where, us }) => ({ name, where, selfMs: us / 1000, percent: (100 * us) / totalUs }));
  return { totalMs: totalUs / 1000, rows };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('usage: node bench/profile.mjs FILE.cpuprofile [--top=20]\n');
    process.exit(2);
  }
  const topArg = process.argv.find((a) => a.startsWith('--top='));
  const { totalMs, rows } = topSelfTime(JSON.parse(readFileSync(file, 'utf8')), topArg ? Number(topArg.slice(6)) : 20);
  process.stdout.write(`total sampled ${totalMs.toFixed(0)} ms\n`);
  for (const row of rows) {
    process.stdout.write(`${row.selfMs.toFixed(1).padStart(9)} ms ${row.percent.toFixed(1).padStart(5)}%  ${row.name}  ${row.where}\n`);
  }
}

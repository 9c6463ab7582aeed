import path from 'node:path';
import { repoRoot } from '../helpers/fixtures.js';

export const node = process.execPath;
/** The hostile fixture server (stdio or HTTP); behaviours are chosen with HOSTILE=... in its environment. */
export const hostile = path.join(repoRoot, 'test', 'fixtures', 'servers', 'hostile', 'server.mjs');

import { spawn, type ChildProcess } from 'node:child_process';

export interface HostileHttp {
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the hostile server over HTTP on a free loopback port (port 0) and waits for it to listen. */
export async function startHostileHttp(env: Record<string, string>): Promise<HostileHttp> {
  const child = spawn(node, [hostile, 'http', '0'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`hostile http server exited with ${code}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  };
  return { port, child, stop };
}

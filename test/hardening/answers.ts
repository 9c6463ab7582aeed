// Helpers for hostile servers answered from raw JSON text (test/fixtures/servers/hostile/answers.mjs)
// and the CLI run in process.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import { fixtureServer } from '../helpers/fixtures.js';

export async function cli(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd });
  return { code, stdout, stderr };
}

/** A tool as raw JSON text; `schema` is spliced into inputSchema as written. */
export const rawTool = (name: string, schema = '', description = 'Looks a thing up.') =>
  `{"name":${JSON.stringify(name)},"description":${JSON.stringify(description)},"inputSchema":{"type":"object"${schema}}}`;

/** The argv tail (`-- node answers.mjs FILE`) of a server answering `initialize` and `tools/list` from raw JSON text. */
export function answersServer(dir: string, file: string, tools: readonly string[], capabilities = '{"tools":{}}'): string[] {
  const target = path.join(dir, file);
  writeFileSync(target, [
    `initialize {"protocolVersion":"2025-06-18","capabilities":${capabilities},"serverInfo":{"name":"hostile","version":"1.0.0"}}`,
    `tools/list {"tools":[${tools.join(',')}]}`,
  ].join('\n'));
  return ['--', process.execPath, fixtureServer('hostile/answers.mjs'), target];
}


import { runCli } from './main.js';

// Entry point of dist/cli.js: all logic lives in main.ts so it can be tested in-process.
const code = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
});
process.exitCode = code;

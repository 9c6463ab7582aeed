// The floor: the least an MCP client must do to read a server's capabilities, on the same request
// path as the gate. An SDK Client over StdioClientTransport connects and lists every page of tools,
// prompts, resources and templates with `client.request` and a pass-through result schema (the
// gate requests raw too: the SDK's listTools() validates every tool with zod and compiles an Ajv
// validator per output schema, 3x the cost of the request itself), then exits.
// `node bench/floor.mjs [--parse-lockfile=FILE] -- <server command...>`
//
// --parse-lockfile: also read FILE and JSON.parse it (while the server starts) and hold the result
// to the end: the least any gate that compares with a lockfile must add to the listing. No
// validation, no seal, no comparison: it shows what part of a ratio the lockfile's size alone takes.
import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { z } from 'zod';

const separator = process.argv.indexOf('--');
const parseOption = process.argv.slice(2, separator === -1 ? undefined : separator).find((arg) => arg.startsWith('--parse-lockfile='));
const [command, ...args] = separator === -1 ? [] : process.argv.slice(separator + 1);
if (!command) {
  process.stderr.write('usage: node bench/floor.mjs -- <server command...>\n');
  process.exit(2);
}

const Raw = z.looseObject({});

async function listAll(method, key) {
  const items = [];
  let cursor;
  do {
    const page = await client.request(cursor === undefined ? { method } : { method, params: { cursor } }, Raw);
    items.push(...page[key]);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return items;
}

const client = new Client({ name: 'bench-floor', version: '0.0.0' }, { capabilities: {} });
// The SDK's default bound on one message is 10 MiB; 10,000 tools in one message are ~20 MB. The
// gate's default bound (64 MiB) is used so both read the same messages.
const connecting = client.connect(new StdioClientTransport({ command, args, stderr: 'inherit', maxBufferSize: 64 * 1024 * 1024 }));
const lockfile = parseOption === undefined ? undefined : JSON.parse(readFileSync(parseOption.slice('--parse-lockfile='.length), 'utf8'));
await connecting;
const capabilities = client.getServerCapabilities() ?? {};
const counts = {};
if (capabilities.tools) counts.tools = (await listAll('tools/list', 'tools')).length;
if (capabilities.prompts) counts.prompts = (await listAll('prompts/list', 'prompts')).length;
if (capabilities.resources) {
  counts.resources = (await listAll('resources/list', 'resources')).length;
  counts.resourceTemplates = (await listAll('resources/templates/list', 'resourceTemplates')).length;
}
await client.close();
if (lockfile !== undefined) counts.lockedTools = Object.keys(lockfile.tools).length;
process.stdout.write(`${JSON.stringify(counts)}\n`);

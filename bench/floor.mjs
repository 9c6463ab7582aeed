// The floor: the least any MCP client must do to read a server's capabilities. A bare SDK Client
// over StdioClientTransport connects, lists every page of tools, prompts, resources and templates,
// and exits. `node bench/floor.mjs -- <server command...>`
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const separator = process.argv.indexOf('--');
const [command, ...args] = separator === -1 ? [] : process.argv.slice(separator + 1);
if (!command) {
  process.stderr.write('usage: node bench/floor.mjs -- <server command...>\n');
  process.exit(2);
}

async function listAll(list, key) {
  const items = [];
  let cursor;
  do {
    const page = await list(cursor === undefined ? {} : { cursor });
    items.push(...page[key]);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return items;
}

const client = new Client({ name: 'bench-floor', version: '0.0.0' });
await client.connect(new StdioClientTransport({ command, args, stderr: 'inherit' }));
const capabilities = client.getServerCapabilities() ?? {};
const counts = {};
if (capabilities.tools) counts.tools = (await listAll((p) => client.listTools(p), 'tools')).length;
if (capabilities.prompts) counts.prompts = (await listAll((p) => client.listPrompts(p), 'prompts')).length;
if (capabilities.resources) {
  counts.resources = (await listAll((p) => client.listResources(p), 'resources')).length;
  counts.resourceTemplates = (await listAll((p) => client.listResourceTemplates(p), 'resourceTemplates')).length;
}
await client.close();
process.stdout.write(`${JSON.stringify(counts)}\n`);

#!/usr/bin/env node
// A small MCP server for the quick start: `npm start` checks it against its committed lockfile.
// Try editing a tool below (give add_note an optional `path` parameter, say) and run `npm start` again.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const notes = new Map();
const server = new McpServer(
  { name: 'notes-server', version: '1.0.0' },
  { instructions: 'Keeps short text notes in memory for the current session.' },
);

server.registerTool(
  'add_note',
  {
    title: 'Add note',
    description: 'Store a short note under a title.',
    inputSchema: { title: z.string().max(100), body: z.string().max(2000) },
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  },
  async ({ title, body }) => {
    notes.set(title, body);
    return { content: [{ type: 'text', text: `saved "${title}"` }] };
  },
);

server.registerTool(
  'list_notes',
  {
    title: 'List notes',
    description: 'List the titles of all stored notes.',
    inputSchema: {},
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async () => ({ content: [{ type: 'text', text: [...notes.keys()].join('\n') || '(no notes)' }] }),
);

server.registerPrompt(
  'summarize_notes',
  { description: 'Ask the model to summarize all notes.', argsSchema: { style: z.string().optional() } },
  ({ style }) => ({
    messages: [{ role: 'user', content: { type: 'text', text: `Summarize my notes${style ? ` in a ${style} style` : ''}.` } }],
  }),
);

await server.connect(new StdioServerTransport());

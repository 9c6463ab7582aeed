import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JsonObject } from '../../src/json.js';
import { buildLockfile } from '../../src/lockfile/index.js';
import type { Lockfile } from '../../src/lockfile/types.js';
import type { RiskAssessment } from '../../src/risk/types.js';
import type { Snapshot } from '../../src/snapshot/types.js';

/** A stand-in risk model: the real one lives in src/risk and is injected by the caller. */
export function fakeRisk(tool: JsonObject): RiskAssessment {
  const text = `${String(tool.name)} ${String(tool.description ?? '')}`;
  return /shell|exec/.test(text)
    ? { level: 'CRITICAL', categories: ['execute_command'], reasons: ['execute_command: word "shell"'] }
    : { level: 'LOW', categories: [], reasons: [] };
}

export function sampleSnapshot(): Snapshot {
  return {
    serverInfo: { version: '1.2.3', name: 'notes-server', title: 'Notes' },
    protocolVersion: '2025-06-18',
    capabilities: { tools: { listChanged: true }, prompts: {}, resources: { subscribe: false } },
    instructions: 'Use the notes tools.',
    mode: 'list-freeze',
    listed: {
      tools: [
        {
          name: 'run_shell',
          description: 'Runs a shell command',
          inputSchema: { type: 'object', properties: { cmd: { type: 'string' } }, required: ['cmd'] },
          annotations: { destructiveHint: true },
        },
        {
          inputSchema: { properties: { id: { type: 'integer', minimum: 0 } }, type: 'object' },
          name: 'get_note',
          description: 'Reads a note',
          _meta: { 'vendor/x': 1 },
        },
        { name: '10' },
        { name: '2', description: 'integer-like names must stay in canonical order' },
        { description: 'no name: skipped' },
      ],
      prompts: [{ name: 'summarize', arguments: [{ name: 'note', required: true }] }],
      resources: [
        { uri: 'notes://b', name: 'b', mimeType: 'text/plain' },
        { uri: 'notes://a', name: 'a' },
        { name: 'no uri: skipped' },
      ],
      resourceTemplates: [{ uriTemplate: 'notes://{id}', name: 'note' }],
    },
    findings: [],
  };
}

export function build(snapshot: Snapshot = sampleSnapshot()): Lockfile {
  return buildLockfile(snapshot, { generatorVersion: '0.1.0', assessRisk: fakeRisk });
}

/** Deep copy with every object's keys (and every list) reversed. */
export function reversed<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, v: unknown) => {
    if (Array.isArray(v)) return [...v].reverse();
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).reverse());
    return v;
  }) as T;
}

export async function tempDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'mcp-lock-test-'));
}

// Open classes of the fifty-sixth batch, fixed by class before the fifty-seventh batch was read:
// - "Get comprehensive server information": a description whose verb is followed by the server's own information (no
//   product between them) names the server itself, so a no-input `server_info` is reports_self (src/risk/newTool.ts,
//   NAMES_ITSELF). "Get Jenkins server information" is the backend's; what a self-report may not carry still rules.
// The serialised zod schemas of yt-dlp-mcp are in zodDumpSchemas.test.ts.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { runGate } from '../corpus/corpus.js';
import { at, pair, replaceTool, toolOf } from './corpusEdits.js';

const id = 'upgrades/mcp-pdf-rsp2k/1.1.1__2.0.5';
const withText = (tool: JsonObject, description: string): JsonObject => ({ ...tool, description });

describe('a no-input tool returning the server\'s own information', () => {
  it('mcp-pdf 1.1.1 -> 2.0.5: server_info ("Get comprehensive server information") is a warning of kind reports_self; the pair still fails on its renamed writers', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    const added = at(run, 'server_info', '')[0]!;
    expect(added.rule).toBe('tool_added');
    expect(added.severity).toBe('warning');
    expect(added.reasons.join(' ')).toContain('reports on the server itself');
    expect(added.reasons.join(' ')).toContain('Get comprehensive server information');
    expect(run.verdict).toBe('fail');
    // Downgrade: the tool is removed, which is no critical.
    expect(at(runGate(after, before), 'server_info', '').every((change) => change.severity !== 'critical')).toBe(true);
  });

  it('a product before "server", a self-report carrying configuration, or a tool taking input stays critical', () => {
    const { before, after } = pair(id);
    const tool = toolOf(after, 'server_info');
    const severityOf = (edited: JsonObject) => at(runGate(before, replaceTool(after, edited)), 'server_info', '')[0]!.severity;
    expect(severityOf(withText(tool, 'Get Jenkins server information'))).toBe('critical');
    expect(severityOf(withText(tool, 'Get server information including its configuration and environment variables'))).toBe('critical');
    expect(severityOf(withText(tool, 'Return server status and restart it when it is unhealthy'))).toBe('critical');
    expect(severityOf({ ...tool, inputSchema: { type: 'object', properties: { host: { type: 'string' } } } })).toBe('critical');
    // The same words opening the text, or after another read verb, are the same report.
    expect(severityOf(withText(tool, 'Server information: name, version and uptime.'))).toBe('warning');
    expect(severityOf(withText(tool, 'Returns basic server status.'))).toBe('warning');
  });
});

// Classes of mistake the thirty-third batch showed at first sight (test/fixtures/corpus/first-sight.json: 65/72, both
// misses), fixed as classes and tested on the recorded pairs in both directions and on edits that keep the other verdict:
// - a new required array whose items are documented as local paths ("absolute paths to local files") names files the
//   server reads (snaggle openapi-mcp-server images upload); a locked schema that declared nothing at all took any
//   argument, so declaring such a parameter there narrows it (playwright-mcp browser_file_upload, found by the corpus);
// - a new value of a service selector whose sibling selects acting values (start, stop, enable...) is a new target of
//   those actions (voicemode `service(service_name, action)`).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { runGate } from '../corpus/corpus.js';
import { at, criticalAt, pair, replaceTool, toolOf } from './corpusEdits.js';


/** The changes at the tool (and pointer) exist, so the check is about something, and none is critical. */
function quiet(run: ReturnType<typeof runGate>, tool: string, pointer: string): void {
  const found = at(run, tool, pointer);
  expect(found, `no change at ${tool} ${pointer}`).not.toEqual([]);
  expect(found.filter((change) => change.severity === 'critical')).toEqual([]);
}

const upload = 'upgrades/openapi-mcp-server-snaggle/1.0.0__1.0.2';
const uploadTool = 'API-post_api_images_upload_830cd0c4';
const playwright = 'upgrades/playwright-mcp/0.0.32__0.0.33';
const voicemode = 'upgrades/voicemode/2.21.1__2.22.0';

describe('a required array of local paths', () => {
  it('snaggle 1.0.0 -> 1.0.2: `images` whose items are "absolute paths to local files" is file_access: critical; removed, not', () => {
    const { before, after } = pair(upload);
    const found = criticalAt(runGate(before, after), uploadTool, 'images');
    expect(found[0]!.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'images', class: 'file_access', tokens: ['absolute', 'paths'] }));
    quiet(runGate(after, before), uploadTool, 'images');
  });

  it('the same array of image data ("base64-encoded image data") reads no file', () => {
    const { before, after } = pair(upload);
    const tool = toolOf(after, uploadTool);
    const schema = tool.inputSchema as JsonObject;
    const images = { type: 'array', description: 'Images to upload.', items: { type: 'string', description: 'base64-encoded image data' } };
    quiet(runGate(before, replaceTool(after, { ...tool, inputSchema: { ...schema, properties: { images } } })), uploadTool, 'images');
  });

  it('playwright-mcp 0.0.32 -> 0.0.33: `paths` declared where the locked schema declared nothing narrows it', () => {
    const { before, after } = pair(playwright);
    quiet(runGate(before, after), 'browser_file_upload', 'paths');
  });
});

describe('a new target of a tool that acts on what it selects', () => {
  it('voicemode 2.21.1 -> 2.22.0: service_name gains livekit and frontend beside action start/stop/enable: critical; removed, not', () => {
    const { before, after } = pair(voicemode);
    const found = criticalAt(runGate(before, after), 'service', 'service_name');
    expect(found[0]!.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'service_name', class: 'network_target', tokens: ['service', 'livekit', 'frontend'] }));
    quiet(runGate(after, before), 'service', 'service_name');
  });

  it('the same selector beside an action that only reads (status, logs) stays a warning', () => {
    const { before, after } = pair(voicemode);
    const readOnly = (snapshot: typeof before) => {
      const tool = toolOf(snapshot, 'service');
      const schema = tool.inputSchema as JsonObject;
      const properties = { ...(schema.properties as JsonObject), action: { type: 'string', enum: ['status', 'logs'], default: 'status' } };
      return replaceTool(snapshot, { ...tool, description: 'Show the status and logs of voice mode services.', inputSchema: { ...schema, properties } });
    };
    quiet(runGate(readOnly(before), readOnly(after)), 'service', 'service_name');
  });
});

describe('a new tool that ends what the server\'s own tools start', () => {
  // Also desktop-commander 0.2.10 -> 0.2.12's stop_search ("Stop an active search."), open after the thirty-second batch.
  it('win-cli-mcp-server 0.1.4 -> 0.1.5: ssh_disconnect ("Disconnect from an SSH server") beside ssh_execute is a warning', () => {
    const { before, after } = pair('upgrades/win-cli-mcp-server/0.1.4__0.1.5');
    const change = runGate(before, after).changes.find((each) => each.rule === 'tool_added' && each.capability.name === 'ssh_disconnect')!;
    expect(change.severity).toBe('warning');
    expect(change.reasons.join(' ')).toContain('ends what the server\'s own tools start or hold');
    quiet(runGate(after, before), 'ssh_disconnect', '');
  });

  it('sqlite-memory-mcp 0.7.0 -> 0.8.0: cancel_publish ("Cancel a pending publish request.") is a warning whose trigger quotes it', () => {
    const { before, after } = pair('upgrades/sqlite-memory-mcp/0.7.0__0.8.0');
    const run = runGate(before, after);
    const change = run.changes.find((each) => each.rule === 'tool_added' && each.capability.name === 'cancel_publish')!;
    expect(change.severity).toBe('warning');
    expect(change.triggers).toContainEqual(expect.objectContaining({ kind: 'text', signal: 'session_change', quote: 'Cancel a pending publish request.' }));
  });

  it('ending everything running, ending a stored object for good, or destroying stays critical', () => {
    const { before, after } = pair('upgrades/sqlite-memory-mcp/0.7.0__0.8.0');
    const tool = toolOf(after, 'cancel_publish');
    const severity = (edited: JsonObject) => runGate(before, replaceTool(after, edited)).changes.find((each) => each.rule === 'tool_added' && each.capability.name === edited.name)!.severity;
    expect(severity({ ...tool, description: 'Cancel all pending publish requests.' })).toBe('critical');
    expect(severity({ ...tool, description: 'Cancel a publish request for good.' })).toBe('critical');
    expect(severity({ ...tool, description: 'Cancel a pending publish request and delete its entities.' })).toBe('critical');
    // Terraform Cloud's cancelRun (beside createRun, no tool that starts a run for the agent) is labelled critical.
    const { before: tb, after: ta } = pair('upgrades/terraform-mcp-server-thrashr888/0.9.8__0.11.0');
    expect(criticalAt(runGate(tb, ta), 'cancelRun', '')).not.toEqual([]);
    // semaphore-mcp 0.1.9 -> 1.0.0's stop_all_template_tasks ("Stop all running tasks for a template") is labelled critical.
    const { before: sb, after: sa } = pair('upgrades/semaphore-mcp/0.1.9__1.0.0');
    expect(criticalAt(runGate(sb, sa), 'stop_all_template_tasks', '')).not.toEqual([]);
  });
});

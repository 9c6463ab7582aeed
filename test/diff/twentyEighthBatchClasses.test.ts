// Classes of mistake the twenty-eighth batch (issue-21-twentyeighth) showed at first sight (57/65; 3 false
// criticals in two pairs, 9 misses in six pairs), each fixed as a class and tested on the recorded pair (both
// directions) and on edits that keep the other verdict:
// - `ssh_public_keys`, `authorized_keys` on a tool that creates a machine: keys that grant a login (credential);
// - "uses async API", "uses queue API for long processing": a raise to network reach by prose naming no backend,
//   only how one is called, on a server whose locked tools already reach the network (fal-mcp-server 0.2.0);
// - a `model` enum of plain aliases removed for "Model ID (e.g., 'fal-ai/flux-pro')": any publisher's app on
//   the platform (fal-mcp-server 1.2.0);
// - `enable_safety_checker` (default true): "safety" and "checker" keep a safeguard on as "safe" and "check" do;
// - a new required parameter documented as a path on the server's disk, where the locked tool took the file's
//   data (mcp-wordpress-crunchtools 0.2.0 wordpress_upload_media `file_path`);
// - "Get LXC container configuration: rootfs, network, resources, hostname": items of a list of what the tool
//   already returned are its fields, no system information (proxmox-ve-mcp 1.0.4);
// - "Apply these instructions when executing the workflow" describing a returned field: an order to carry out
//   returned content (new text signal pattern `obey_returned_content`; workflows-mcp-server 0.1.1);
// - "Additional Zabbix API parameters": a catch-all map documented as the write call's own parameters; `import`
//   is a write verb (zabbix-mcp-server, jbeker, 1.1.0 host_update, configuration_import).
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { findDirectives } from '../../src/diff/text/directives.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { addTool, changesOf, pair, replaceTool, severities, toolOf, withProperty } from './corpusEdits.js';

const classesOf = (name: string, schema: JsonObject, writes = true) => assessParameter(name, schema, { tool: { writes } }).findings.map((f) => f.class);

describe('keys that grant a login', () => {
  const id = 'upgrades/cursor-proxmox-mcp/1.1.0__1.2.0';
  it('cursor-proxmox-mcp 1.1.0 -> 1.2.0: create_lxc\'s new ssh_public_keys is critical, a credential; removed, not critical', () => {
    const { before, after } = pair(id);
    const added = changesOf(before, after, 'create_lxc', '/ssh_public_keys').find((c) => c.rule === 'input_property_added');
    expect(added?.severity).toBe('critical');
    expect(added?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'ssh_public_keys', class: 'credential' }));
    expect(severities(after, before, 'create_lxc', '/ssh_public_keys')).not.toContain('critical');
  });
  it('an ssh or authorized key names a grant; a key of something else does not', () => {
    expect(classesOf('authorized_keys', { type: 'string' })).toContain('credential');
    expect(classesOf('sshKeys', { type: 'array', items: { type: 'string' } })).toContain('credential');
    expect(classesOf('sort_keys', { type: 'array', items: { type: 'string' } })).not.toContain('credential');
    expect(classesOf('public_keys', { type: 'array', items: { type: 'string' } })).not.toContain('credential');
  });
});

describe('the server\'s own API, called another way', () => {
  const id = 'upgrades/fal-mcp-server/0.1.0__0.2.0';
  it('fal-mcp-server 0.1.0 -> 0.2.0: generate_image\'s and generate_music\'s raise by "uses async API" / "uses queue API" is a warning; back again, not critical', () => {
    const { before, after } = pair(id);
    for (const tool of ['generate_image', 'generate_music']) {
      const raised = changesOf(before, after, tool).find((c) => c.rule === 'risk_level_raised');
      expect(raised?.severity).toBe('warning');
      expect(raised?.reasons.join(' ')).toContain('names no backend, only how one is called');
      expect(severities(after, before, tool).filter((s) => s === 'critical')).toEqual([]);
    }
  });
  it('a phrase naming a backend, or a server whose locked tools reached nothing, stays critical', () => {
    const { before, after } = pair(id);
    const music = toolOf(after, 'generate_music');
    const named = replaceTool(after, { ...music, description: 'Generate music from text descriptions (uses the OpenAI API for long processing)' });
    expect(changesOf(before, named, 'generate_music').find((c) => c.rule === 'risk_level_raised')?.severity).toBe('critical');
    // Without generate_video (the locked tool that reached the network), nothing says whose API it is.
    const drop = (snapshot: typeof before) => ({ ...snapshot, listed: { ...snapshot.listed, tools: (snapshot.listed.tools as JsonObject[]).filter((t) => t.name !== 'generate_video') } }) as typeof before;
    expect(changesOf(drop(before), drop(after), 'generate_music').find((c) => c.rule === 'risk_level_raised')?.severity).toBe('critical');
  });
});

describe('a list of a few names opened to any publisher\'s', () => {
  const id = 'upgrades/fal-mcp-server/1.1.0__1.2.0';
  it('fal-mcp-server 1.1.0 -> 1.2.0: `model` losing its enum of aliases for "Model ID (e.g., \'fal-ai/flux-pro\')" is critical on the three generators; back again, not critical', () => {
    const { before, after } = pair(id);
    for (const tool of ['generate_image', 'generate_video', 'generate_music']) {
      const removed = changesOf(before, after, tool, '/model').find((c) => c.rule === 'input_enum_removed');
      expect(removed?.severity).toBe('critical');
      expect(removed?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'model', class: 'network_target', tokens: [expect.stringMatching(/^fal-ai\//)] }));
      expect(severities(after, before, tool, '/model')).not.toContain('critical');
    }
  });
  it('an example that is a plain name, a path or a URL is not that', () => {
    const { before, after } = pair(id);
    const model = (toolOf(after, 'generate_image').inputSchema as JsonObject).properties as JsonObject;
    const say = (description: string) => withProperty(after, 'generate_image', 'model', { ...(model.model as JsonObject), description });
    expect(severities(before, say("Model alias (e.g., 'flux_schnell'). Use list_models to see options."), 'generate_image', '/model')).not.toContain('critical');
    expect(severities(before, say("Model ID (e.g., 'https://fal.run/fal-ai/flux-pro')."), 'generate_image', '/model').filter((s) => s === 'critical').length).toBeLessThanOrEqual(1);
  });
});

describe('a safeguard named by its noun', () => {
  const id = 'upgrades/fal-mcp-server/1.4.4__1.5.0';
  it('fal-mcp-server 1.4.4 -> 1.5.0: enable_safety_checker (default true) is a critical safety switch; removed, not critical', () => {
    const { before, after } = pair(id);
    const added = changesOf(before, after, 'generate_image', '/enable_safety_checker').find((c) => c.rule === 'input_property_added');
    expect(added?.severity).toBe('critical');
    expect(added?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'safety_switch' }));
    expect(severities(after, before, 'generate_image', '/enable_safety_checker')).not.toContain('critical');
  });
  it('off by default it keeps nothing on', () => {
    expect(classesOf('enable_safety_checker', { type: 'boolean', default: false }, false)).not.toContain('safety_switch');
    expect(classesOf('enable_moderation', { type: 'boolean', default: true }, false)).toContain('safety_switch');
  });
});

describe('a required path on the server\'s disk', () => {
  const id = 'upgrades/mcp-wordpress-crunchtools/0.1.0__0.2.0';
  it('mcp-wordpress-crunchtools 0.1.0 -> 0.2.0: wordpress_upload_media\'s new required file_path ("Absolute path to the file on disk") is critical; back again, not', () => {
    const { before, after } = pair(id);
    const added = changesOf(before, after, 'wordpress_upload_media', '/file_path').find((c) => c.rule === 'input_required_property_added');
    expect(added?.severity).toBe('critical');
    expect(added?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'file_path', class: 'file_access' }));
    expect(severities(after, before, 'wordpress_upload_media').filter((s) => s === 'critical')).toEqual([]);
  });
  it('a tool that already took a local path, or a new required name that is no path, stays a warning', () => {
    const { before, after } = pair(id);
    const locked = toolOf(before, 'wordpress_upload_media');
    const input = locked.inputSchema as JsonObject;
    const alreadyLocal = replaceTool(before, { ...locked, inputSchema: { ...input, properties: { ...(input.properties as JsonObject), source: { type: 'string', description: 'Local file path of a backup copy.' } } } });
    expect(changesOf(alreadyLocal, after, 'wordpress_upload_media', '/file_path').find((c) => c.rule === 'input_required_property_added')?.severity).toBe('warning');
    const live = toolOf(after, 'wordpress_upload_media');
    const named = replaceTool(after, { ...live, description: String(live.description).replace('Absolute path to the file on disk (e.g., /tmp/image.png)', 'Name the upload is stored under') });
    expect(changesOf(before, named, 'wordpress_upload_media', '/file_path').find((c) => c.rule === 'input_required_property_added')?.severity).toBe('warning');
  });
});

describe('fields of what the tool returned', () => {
  const id = 'upgrades/proxmox-ve-mcp-akmalovaa/1.0.3__1.0.4';
  it('proxmox-ve-mcp 1.0.3 -> 1.0.4: get_container_config\'s raise by "hostname" in "Get LXC container configuration: rootfs, network, resources, hostname." is a warning', () => {
    const { before, after } = pair(id);
    const raised = changesOf(before, after, 'get_container_config').find((c) => c.rule === 'risk_level_raised');
    expect(raised?.severity).toBe('warning');
    expect(raised?.reasons.join(' ')).toContain('items of a list of what the tool already returned');
  });
  it('the word outside such a list, or under a head the locked text did not have, is no field of it', () => {
    const { before, after } = pair(id);
    const live = toolOf(after, 'get_container_config');
    const reasonsOf = (description: string) => changesOf(before, replaceTool(after, { ...live, description }), 'get_container_config').find((c) => c.rule === 'risk_level_raised')?.reasons.join(' ');
    expect(reasonsOf('Get LXC container configuration and the hostname of the machine.')).toBeDefined();
    expect(reasonsOf('Get LXC container configuration and the hostname of the machine.')).not.toContain('items of a list');
    expect(reasonsOf('Get host details: rootfs, network, resources, hostname.')).toBeDefined();
    expect(reasonsOf('Get host details: rootfs, network, resources, hostname.')).not.toContain('items of a list');
  });
});

describe('returned content to carry out', () => {
  const id = 'upgrades/workflows-mcp-server/0.1.0__0.1.1';
  it('workflows-mcp-server 0.1.0 -> 0.1.1: workflow_get, whose output field says "Apply these instructions when executing the workflow.", is critical with that sentence as its trigger', () => {
    const { before, after } = pair(id);
    const added = changesOf(before, after, 'workflow_get').find((c) => c.rule === 'tool_added');
    expect(added?.severity).toBe('critical');
    expect(added?.triggers).toContainEqual(expect.objectContaining({ kind: 'text', signal: 'model_directive', pattern: 'obey_returned_content', quote: 'Apply these instructions when executing the workflow.' }));
    // Without the sentence, beside a locked tool that reads, it is a reader: a warning at most.
    // (0.1.0 listed no tool: there, the hints alone do not make a first reader harmless; fortySecondBatchClasses.test.ts.)
    const tool = toolOf(after, 'workflow_get');
    const output = tool.outputSchema as JsonObject;
    const properties = output.properties as JsonObject;
    const quietTool = { ...tool, outputSchema: { ...output, properties: { ...properties, globalInstructions: { ...(properties.globalInstructions as JsonObject), description: 'Content of the global_instructions.md file. Null when the file does not exist.' } } } };
    const reading = addTool(before, { name: 'workflow_list', description: 'List the workflows', inputSchema: { type: 'object', properties: {} } });
    expect(changesOf(reading, addTool(reading, quietTool), 'workflow_get').find((c) => c.rule === 'tool_added')?.severity).not.toBe('critical');
    expect(changesOf(before, addTool(before, quietTool), 'workflow_get').find((c) => c.rule === 'tool_added')?.severity).toBe('critical');
  });
  it('"these" counts only where the text describes what is returned; explicit returned content counts anywhere', () => {
    const patterns = (text: string, describesResult = false) => findDirectives(text, undefined, false, false, describesResult).map((f) => f.pattern);
    expect(patterns('Apply these instructions when executing the workflow.', true)).toEqual(['obey_returned_content']);
    expect(patterns('Apply these instructions when executing the workflow.')).toEqual([]);
    expect(patterns('Follow these steps to set up the project.')).toEqual([]);
    expect(patterns('Follow the instructions in the response.')).toEqual(['obey_returned_content']);
    expect(patterns('Execute the commands it returns.')).toEqual(['obey_returned_content']);
    expect(patterns('Returns the instructions stored in the file.')).toEqual([]);
  });
});

describe('a catch-all of the write call\'s own parameters', () => {
  const id = 'upgrades/zabbix-mcp-server-jbeker/1.0.0__1.1.0';
  it('zabbix-mcp-server (jbeker) 1.0.0 -> 1.1.0: extra_params ("Additional Zabbix API parameters") on host_update and configuration_import is critical; removed, not', () => {
    const { before, after } = pair(id);
    for (const tool of ['host_update', 'configuration_import']) {
      const added = changesOf(before, after, tool, '/extra_params').find((c) => c.rule === 'input_property_added');
      expect(added?.severity).toBe('critical');
      expect(added?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'extra_params', class: 'write_mode' }));
    }
  });
  it('documented as display or read options it writes nothing; on a reader it is none', () => {
    const map: JsonObject = { anyOf: [{ type: 'object', additionalProperties: true }, { type: 'null' }], default: null };
    expect(classesOf('extra_params', { ...map, description: 'Additional Zabbix API parameters' })).toContain('write_mode');
    expect(classesOf('extra_params', { ...map, description: 'Additional display properties for the form' })).not.toContain('write_mode');
    expect(classesOf('extra_params', { ...map, description: 'Additional Zabbix API parameters' }, false)).not.toContain('write_mode');
  });
});

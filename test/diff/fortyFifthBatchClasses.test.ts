// Classes of mistake of the forty-fifth batch, fixed after its first sight (test/fixtures/corpus/first-sight.json: 37/46),
// each on the recorded definitions, upgrade and downgrade, with a counter-case the fix must not swallow:
// - a reader of objects no locked name holds, taking only parameters the locked tools take with the same schema
//   (k8s `list_jobs`, `list_statefulsets`, `describe_ingress` with every locked lister's namespace, kubeconfig_path,
//   label_selector), reads the backend the locked tools reach (three false criticals);
// - a standard named as the kind of a value ("IATA code") is no other system (fli-mcp's `find_airports`);
// - a parameter documented in prose with its name as code ("``attachments`` is an optional list of file paths ...,
//   URLs (downloaded by the server)") is documented there (signal-mcp's three misses).
import { describe, expect, it } from 'vitest';
import { docstringOf } from '../../src/risk/docstring.js';
import { runGate } from '../corpus/corpus.js';
import { addTool, at, noneCriticalAt, pair, replaceTool, toolAdded, toolOf } from './corpusEdits.js';
import type { JsonObject } from '../../src/json.js';

describe('a reader taking only the locked tools\' parameters', () => {
  const id = 'upgrades/k8s-mcp-server-tobewont/1.0.0__1.0.1';
  it('k8s-mcp-server 1.0.0 -> 1.0.1: list_statefulsets, list_jobs, describe_ingress are warnings that name the shared parameters; get_secret stays critical', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    for (const tool of ['list_statefulsets', 'list_jobs', 'describe_ingress']) {
      const change = toolAdded(run, tool);
      expect(change.severity, tool).toBe('warning');
      expect(change.reasons.join(' '), tool).toContain('taking only parameters the locked tools take with the same schema');
    }
    expect(toolAdded(run, 'get_secret').severity).toBe('critical');
  });

  it('one parameter the locked tools do not take, a verb that acts, or a place named keeps it critical', () => {
    const { before, after } = pair(id);
    const jobs = toolOf(after, 'list_jobs');
    const schema = jobs.inputSchema as JsonObject;
    const withNew = replaceTool(after, { ...jobs, inputSchema: { ...schema, properties: { ...(schema.properties as JsonObject), output_path: { type: 'string', title: 'Output Path' } } } });
    expect(toolAdded(runGate(before, withNew), 'list_jobs').severity).toBe('critical');
    const acting = addTool(before, { ...jobs, name: 'delete_jobs' });
    expect(toolAdded(runGate(before, acting), 'delete_jobs').severity).toBe('critical');
    const elsewhere = replaceTool(after, { ...jobs, description: 'List the jobs of the Argo Workflows service in the namespace.' });
    expect(toolAdded(runGate(before, elsewhere), 'list_jobs').severity).toBe('critical');
  });
});

describe('the kind of a value is no other system', () => {
  const id = 'upgrades/fli-mcp/0.8.4__0.8.5';
  it('fli-mcp 0.8.4 -> 0.8.5: find_airports ("... or IATA code") beside search_flights ("between two airports") is a warning', () => {
    const { before, after } = pair(id);
    expect(toolAdded(runGate(before, after), 'find_airports').severity).toBe('warning');
  });

  it('a name placed as the source ("the Amadeus API") keeps it critical', () => {
    const { before, after } = pair(id);
    const tool = toolOf(after, 'find_airports');
    const amadeus = replaceTool(after, { ...tool, description: 'Search for airports through the Amadeus API by city name or IATA code.' });
    expect(toolAdded(runGate(before, amadeus), 'find_airports').severity).toBe('critical');
  });
});

describe('a parameter documented in prose', () => {
  const id = 'upgrades/signal-mcp-joestump/0.1.0__0.2.0';
  it('signal-mcp 0.1.0 -> 0.2.0: `attachments` on send, send_message_to_user and send_message_to_group is critical; removed, not critical', () => {
    const { before, after } = pair(id);
    for (const tool of ['send', 'send_message_to_user', 'send_message_to_group']) {
      const [change] = at(runGate(before, after), tool, '/properties/attachments');
      expect(change, tool).toMatchObject({ rule: 'input_property_added', severity: 'critical' });
      noneCriticalAt(runGate(after, before), tool, '/properties/attachments');
    }
  });

  it('reads the sentence whose subject is the name, to its end; a name merely mentioned documents nothing', () => {
    const text = 'Send it. ``attachments`` is an optional list of file paths (read on this host; embedded when remote), or URLs (downloaded by the server). Other text.';
    expect(docstringOf('attachments', { type: 'array' }, text)).toBe('is an optional list of file paths (read on this host; embedded when remote), or URLs (downloaded by the server)');
    expect(docstringOf('attachments', { type: 'array' }, 'Sends the message and its `attachments` to the channel.')).toBeUndefined();
    // The schema's own description wins.
    expect(docstringOf('attachments', { type: 'array', description: 'Files to send.' }, text)).toBeUndefined();
  });
});

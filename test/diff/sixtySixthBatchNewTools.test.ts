// The sixty-sixth blind batch's new tools (issue 21) that reviewers left uncritical, fixed by class: a new tool of the
// server (its name under the server's prefix) that takes the identifier of the backend's state the locked tools take
// (`session_id`, same schema), has no capability word anywhere and no parameter of any class, and whose first sentence
// acts at most by running an analysis ("Run a ... audit") or building a text the call returns ("Build a ... plan and
// recommended ... command"), reads or analyses what that state holds: a new read-only tool over the same backend, a
// warning (docs/VERDICTS.md). Asserted on the recorded definitions, with probes that must stay critical.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { runGate } from '../corpus/corpus.js';
import { pair, replaceTool, toolAdded, toolOf } from './corpusEdits.js';

const ROUTE = 'reads or analyses what the backend\'s state already holds';

const stata300 = pair('upgrades/mcp-stata/2.6.0__3.0.0');
const stata320 = pair('upgrades/mcp-stata/3.1.6__3.2.0');

/** The severity of the new tool's tool_added change, the tool edited as given in the pair's after side. */
function addedSeverity(recorded: { before: Snapshot; after: Snapshot }, tool: JsonObject): string {
  return toolAdded(runGate(recorded.before, replaceTool(recorded.after, tool, tool.name)), String(tool.name)).severity;
}

describe('a new tool reading or analysing what the shared backend state holds', () => {
  it.each([
    ['2.6.0__3.0.0', 'stata_estimation_plan'],
    ['2.6.0__3.0.0', 'stata_publication_check'],
    ['2.6.0__3.0.0', 'stata_research_audit'],
    ['3.1.6__3.2.0', 'stata_get_test_results'],
  ])('mcp-stata %s: the new %s is a warning, naming the route', (versions, name) => {
    const recorded = versions === '2.6.0__3.0.0' ? stata300 : stata320;
    const change = toolAdded(runGate(recorded.before, recorded.after), name);
    expect(change.severity).toBe('warning');
    expect(change.reasons.join(' ')).toContain(ROUTE);
    expect(change.reasons.join(' ')).toContain('`session_id`');
  });

  it('the pairs\' tools that run, write or reach stay critical (stata_compare_specs, stata_run_test, stata_run_tests)', () => {
    expect(toolAdded(runGate(stata300.before, stata300.after), 'stata_compare_specs').severity).toBe('critical');
    const run = runGate(stata320.before, stata320.after);
    expect(toolAdded(run, 'stata_run_test').severity).toBe('critical');
    expect(toolAdded(run, 'stata_run_tests').severity).toBe('critical');
  });

  it('the same tools described as running a given command or script, writing, sending or running what they build stay critical', () => {
    const audit = toolOf(stata300.after, 'stata_research_audit');
    const plan = toolOf(stata300.after, 'stata_estimation_plan');
    const check = toolOf(stata300.after, 'stata_publication_check');
    const results = toolOf(stata320.after, 'stata_get_test_results');
    const described = (tool: JsonObject, description: string) => ({ ...tool, description });
    expect(addedSeverity(stata300, described(audit, 'Run the given Stata command in the session.'))).toBe('critical');
    expect(addedSeverity(stata300, described(audit, 'Run a do-file for empirical research workflows.'))).toBe('critical');
    expect(addedSeverity(stata300, described(audit, 'Run a Stata script for empirical research workflows.'))).toBe('critical');
    expect(addedSeverity(stata300, described(audit, 'Run a compact structured dataset audit and write the report to a file.'))).toBe('critical');
    expect(addedSeverity(stata300, described(audit, 'Run a compact structured dataset audit and send it to the team.'))).toBe('critical');
    expect(addedSeverity(stata300, described(audit, 'Run a compact structured dataset audit. Drops duplicate observations it finds.'))).toBe('critical');
    expect(addedSeverity(stata300, described(audit, 'Run a compact structured dataset audit. It also runs the fixes it recommends.'))).toBe('critical');
    expect(addedSeverity(stata300, described(audit, 'Run a compact structured dataset audit, executing the fixes it recommends.'))).toBe('critical');
    expect(addedSeverity(stata300, described(plan, 'Build a recommended Stata command and run it in the session.'))).toBe('critical');
    expect(addedSeverity(stata300, described(plan, 'Build a structured estimation plan and execute the recommended Stata command.'))).toBe('critical');
    expect(addedSeverity(stata300, described(plan, 'Build a structured estimation plan, then run the recommended Stata command.'))).toBe('critical');
    expect(addedSeverity(stata300, described(plan, 'Build the project for empirical research workflows.'))).toBe('critical');
    expect(addedSeverity(stata300, described(check, 'Review active estimation results and graphs and publish them.'))).toBe('critical');
    expect(addedSeverity(stata300, described(check, 'Review active estimation results and graphs and upload them to the journal.'))).toBe('critical');
    expect(addedSeverity(stata320, described(results, 'Return full structured results from the last test run for a session and run the tests again.'))).toBe('critical');
    expect(addedSeverity(stata320, described(results, 'Run the tests of a session and return full structured results.'))).toBe('critical');
    // An opening verb the vocabulary does not know may act (creem's "Freeze an account", "Debit an account").
    expect(addedSeverity(stata320, described(results, 'Freeze the last test run for a session.'))).toBe('critical');
    expect(addedSeverity(stata320, described(results, 'Purge full structured results from the last test run for a session.'))).toBe('critical');
  });

  it('a parameter of a capability class, no shared identifier, another prefix or an open world keeps it critical', () => {
    const audit = toolOf(stata300.after, 'stata_research_audit');
    const schema = audit.inputSchema as JsonObject;
    const properties = schema.properties as JsonObject;
    const withProperties = (props: JsonObject) => ({ ...audit, inputSchema: { ...schema, properties: props } });
    expect(addedSeverity(stata300, withProperties({ ...properties, command: { type: 'string', title: 'Command' } }))).toBe('critical');
    expect(addedSeverity(stata300, withProperties({ ...properties, do_file_path: { type: 'string', title: 'Do File Path' } }))).toBe('critical');
    expect(addedSeverity(stata300, withProperties({ ...properties, output_path: { type: 'string', title: 'Output Path' } }))).toBe('critical');
    const { session_id: _session, ...withoutSession } = properties;
    expect(addedSeverity(stata300, withProperties(withoutSession))).toBe('critical');
    expect(addedSeverity(stata300, withProperties({ ...withoutSession, session_id: { type: 'string', title: 'Session Id' } }))).toBe('critical');
    expect(addedSeverity(stata300, { ...audit, annotations: { openWorldHint: true } })).toBe('critical');
    const renamed = { ...audit, name: 'rstudio_research_audit' };
    expect(toolAdded(runGate(stata300.before, replaceTool(stata300.after, renamed, 'stata_research_audit')), 'rstudio_research_audit').severity).toBe('critical');
    // The recorded tool, unedited through the same helper: the probes differ from it by the edit alone.
    expect(addedSeverity(stata300, audit)).toBe('warning');
  });
});

import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/diff/catalogue.js';
import { REPORT_FORMATS, renderReport, renderSarif, SARIF_FINGERPRINT_KEY, type SarifLog } from '../../src/report/index.js';
import { LOCKFILE_PATH, lockfileText, realChanges, reportWith } from '../github/reportFixture.js';
import { sampleReport } from './fixtures.js';

/**
 * The vendored schema is draft-04 and ajv 8 speaks draft-06+ only (ajv-draft-04 is not installed).
 * This schema uses no draft-04-only keyword (no boolean exclusiveMinimum/Maximum), so declaring it
 * draft-07 and renaming the root `id` to `$id` keeps its meaning; `strict: false` tolerates its
 * annotations. Formats (uri, date-time...) are checked with ajv-formats. `unicodeRegExp: false`:
 * the schema's `language` pattern has a stray `]` that only non-unicode regular expressions accept.
 */
function sarifValidator() {
  const schema = JSON.parse(
    readFileSync(new URL('../fixtures/schemas/sarif-2.1.0-rtm.5.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  const { id, ...rest } = schema;
  const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
  addFormats.default(ajv);
  return ajv.compile({ ...rest, $id: id as string, $schema: 'http://json-schema.org/draft-07/schema#' });
}
const validate = sarifValidator();

function sarifOf(options: Partial<Parameters<typeof renderSarif>[1]> = {}): SarifLog {
  const text = renderSarif(reportWith(realChanges()), { lockfilePath: LOCKFILE_PATH, lockfileText: lockfileText(), ...options });
  return JSON.parse(text) as SarifLog;
}

describe('renderSarif', () => {
  it('is valid SARIF 2.1.0 per the vendored schema', () => {
    const log = sarifOf({ sourceLocations: new Map([['add_note', { path: 'examples/notes-server/server.mjs', line: 12 }]]) });
    expect(validate(log), JSON.stringify(validate.errors, null, 2)).toBe(true);
    expect(log.version).toBe('2.1.0');
    expect(log.runs).toHaveLength(1);
  });

  it('the validator rejects a broken log (so the check above can fail)', () => {
    const log = sarifOf() as unknown as { runs: Array<{ results: Array<Record<string, unknown>> }> };
    log.runs[0]!.results[0]!.level = 'critical';
    expect(validate(log)).toBe(false);
  });

  it('carries the whole catalogue as rules, with levels and security-severity from the default severity', () => {
    const { rules, name } = sarifOf().runs[0]!.tool.driver;
    expect(name).toBe('mcp-drift-gate');
    expect(rules.map((r) => r.id)).toEqual(catalogue.map((r) => r.id));
    const byId = new Map(rules.map((r) => [r.id, r]));
    expect(byId.get('tool_added')).toMatchObject({
      defaultConfiguration: { level: 'error' },
      properties: { 'security-severity': '9.0', tags: expect.arrayContaining(['security', 'tool_added']) },
    });
    expect(byId.get('prompt_added')!.properties['security-severity']).toBe('5.0');
    expect(byId.get('tool_removed')).toMatchObject({ defaultConfiguration: { level: 'note' }, properties: { 'security-severity': '2.0' } });
    expect(byId.get('tool_description_changed')).toMatchObject({ defaultConfiguration: { level: 'none' }, properties: { 'security-severity': '0.0' } });
    expect(byId.get('tool_added')!.shortDescription.text).toBe('A tool appeared that was not locked');
    expect(byId.get('tool_added')!.fullDescription.text).toContain('exec_shell');
  });

  it('maps each change to a result: rule, level, lockfile line, source line, fingerprint, suppression', () => {
    const changes = realChanges();
    const log = sarifOf({ sourceLocations: new Map([['add_note', { path: 'examples/notes-server/server.mjs', line: 12 }]]) });
    const { results: ordered, tool } = log.runs[0]!;
    // Results come most dangerous first; matched back to the changes by fingerprint.
    expect(ordered.map((r) => r.ruleId)).toEqual(['tool_added', 'input_constraint_relaxed', 'prompt_removed', 'tool_description_changed', 'server_capabilities_changed']);
    const results = changes.map((c) => ordered.find((r) => r.partialFingerprints[SARIF_FINGERPRINT_KEY] === c.id)!);
    expect(results.map((r) => r.ruleId)).toEqual(changes.map((c) => c.rule));
    expect(results.map((r) => r.level)).toEqual(['error', 'error', 'none', 'warning', 'note']);
    for (const [i, result] of results.entries()) {
      expect(tool.driver.rules[result.ruleIndex]!.id).toBe(result.ruleId);
      expect(result.partialFingerprints[SARIF_FINGERPRINT_KEY]).toBe(changes[i]!.id);
    }
    const lines = results.map((r) => r.locations[0]!.physicalLocation.region.startLine);
    // exec_shell is not locked -> the tools section (28); maxLength at 61; description at 53;
    // server capabilities at 19; the summarize_notes prompt entry at 116.
    expect(lines).toEqual([28, 61, 53, 19, 116]);
    expect(results[0]!.locations[0]!.physicalLocation.artifactLocation).toEqual({ uri: LOCKFILE_PATH, uriBaseId: '%SRCROOT%' });
    expect(results[0]!.locations).toHaveLength(1);
    expect(results[1]!.locations[1]!.physicalLocation).toEqual({
      artifactLocation: { uri: 'examples/notes-server/server.mjs', uriBaseId: '%SRCROOT%' },
      region: { startLine: 12 },
    });
    expect(results[3]!.suppressions).toEqual([{ kind: 'external', status: 'accepted', justification: 'Sampling reviewed in PR #12' }]);
    expect(results.filter((r) => r.suppressions).length).toBe(1);
    // The evidence is in the message text: the new tool's description, the edited sentence.
    // The first result ends with both sides and the removed capabilities, counted.
    expect(results[0]!.message.text).toBe('Tool "exec_shell" was added\nnew tool:\n+ Run a shell command.\n  execute_command: word "shell" in description'
      + '\nServer: locked and live notes-server@1.1.0; lockfile examples/notes-server/mcp.lock.json; 1 prompt removed (summarize_notes)');
    expect(results[2]!.message.text).toContain('\n- Store a short note under a title.\n+ Store a note.<U+202E>');
    // The bidi override a server put in a description is shown, not obeyed.
    expect(results[2]!.message.text).not.toContain('\u202e');
  });

  it('points at line 1 without the lockfile text, and keeps results for rules outside the catalogue', () => {
    const report = sampleReport();
    const log = JSON.parse(renderSarif(report, { lockfilePath: 'mcp.lock.json' })) as SarifLog;
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    const run = log.runs[0]!;
    expect(run.results.every((r) => r.locations[0]!.physicalLocation.region.startLine === 1)).toBe(true);
    for (const result of run.results) expect(run.tool.driver.rules[result.ruleIndex]!.id).toBe(result.ruleId);
    expect(run.tool.driver.rules.length).toBe(catalogue.length + new Set(report.changes.map((c) => c.rule)).size);
  });

  it('is deterministic and reachable through renderReport as format sarif', () => {
    expect(REPORT_FORMATS).toContain('sarif');
    const report = reportWith(realChanges());
    const direct = renderSarif(report, { lockfilePath: report.lockfile });
    expect(renderReport(report, 'sarif')).toBe(direct);
    expect(renderSarif(report, { lockfilePath: report.lockfile })).toBe(direct);
  });
});

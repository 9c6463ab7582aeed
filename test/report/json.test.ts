import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { GateError } from '../../src/errors.js';
import {
  renderJson,
  renderMarkdown,
  renderReport,
  renderSnapshotJson,
  renderText,
  reportJsonSchema,
  summarizeCounts,
} from '../../src/report/index.js';
import type { JsonReport, ReportFormat } from '../../src/report/types.js';
import { hostileReport, sampleReport } from './fixtures.js';

const validate = new Ajv({ strict: true, allErrors: true }).compile(reportJsonSchema);

describe('renderJson', () => {
  it('renders the sample report', async () => {
    await expect(renderJson(sampleReport())).toMatchFileSnapshot('./__snapshots__/sample.json');
  });

  it('writes the contract keys in order, 2-space indented, with a trailing newline and the definitions last', () => {
    const json = renderJson(sampleReport());
    expect(json.endsWith('}\n')).toBe(true);
    expect(json.split('\n')[1]).toBe('  "reportVersion": 1,');
    const parsed = JSON.parse(json) as JsonReport;
    expect(Object.keys(parsed)).toEqual(['reportVersion', 'verdict', 'failOn', 'counts', 'mode', 'server', 'lockfile', 'changes', 'tools', 'definitions']);
    expect(Object.keys(parsed.counts)).toEqual(['critical', 'warning', 'info', 'safe']);
    expect(Object.keys(parsed.changes[1]!)).toEqual([
      'id', 'kind', 'rule', 'severity', 'direction', 'capability', 'pointer', 'message', 'reasons', 'before', 'defaultSeverity',
    ]);
    expect(Object.keys(parsed.changes[3]!)).toEqual([
      'id', 'kind', 'rule', 'severity', 'direction', 'capability', 'message', 'reasons', 'before', 'accepted',
    ]);
    expect(parsed.definitions).toEqual(sampleReport().definitions);
    // Nothing to carry: no key at all.
    expect(Object.keys(JSON.parse(renderJson({ ...sampleReport(), definitions: {} })) as object)).not.toContain('definitions');
  });

  it('writes the key order of the contract whatever order the input objects have', () => {
    const report = sampleReport();
    const scrambled = Object.fromEntries(Object.entries(report).reverse()) as unknown as typeof report;
    scrambled.changes = report.changes.map((change) => Object.fromEntries(Object.entries(change).reverse()) as unknown as typeof change);
    expect(renderJson(scrambled)).toBe(renderJson(report));
  });

  it('matches the JSON Schema, and the schema rejects what breaks the contract', () => {
    for (const report of [sampleReport(), hostileReport()]) {
      const parsed: unknown = JSON.parse(renderJson(report));
      expect(validate(parsed), JSON.stringify(validate.errors)).toBe(true);
    }
    const bad = (mutate: (value: Record<string, any>) => void): boolean => {
      const value = JSON.parse(renderJson(sampleReport())) as Record<string, any>;
      mutate(value);
      return validate(value);
    };
    expect(bad((value) => (value.changes[0].severity = 'fatal'))).toBe(false);
    expect(bad((value) => (value.definitions = []))).toBe(false);
    expect(bad((value) => (value.definitions['tool:run_shell'].extra = 1))).toBe(false);
    expect(bad((value) => (value.staleAcceptances = [{ id: 'x' }]))).toBe(false);
    expect(bad((value) => (value.staleAcceptances = [{ id: 'x', reason: 'y' }]))).toBe(true);
    expect(bad((value) => (value.reportVersion = 2))).toBe(false);
    expect(bad((value) => delete value.mode)).toBe(false);
    expect(bad((value) => (value.tools[0].risk = 'low'))).toBe(false);
    expect(bad((value) => (value.changes[3].accepted = { expires: '2030-01-01' }))).toBe(false);
    // Triggers (issue 21/22): each kind as recorded, and the schema rejects a malformed one.
    const text = { kind: 'text', signal: 'secret_path', quote: 'Read ~/.ssh/id_rsa.', sentence: [0, 19], match: [5, 18] };
    const parameter = { kind: 'parameter', parameter: 'cmd', class: 'execute_command', tokens: ['cmd'], evidence: 'name' };
    const structure = { kind: 'structure', what: 'new tool' };
    expect(bad((value) => (value.changes[0].triggers = [text, parameter, structure]))).toBe(true);
    expect(bad((value) => (value.changes[0].triggers = [{ ...text, match: [5] }]))).toBe(false);
    expect(bad((value) => (value.changes[0].triggers = [{ kind: 'text', signal: 'x' }]))).toBe(false);
  });

  it('writes a change\'s triggers and reads them back', () => {
    const report = sampleReport();
    const trigger = { kind: 'structure' as const, what: 'new tool' };
    report.changes[0] = { ...report.changes[0]!, triggers: [trigger] };
    const parsed = JSON.parse(renderJson(report)) as { changes: Array<{ triggers?: unknown }> };
    expect(parsed.changes[0]!.triggers).toEqual([trigger]);
    expect(validate(parsed), JSON.stringify(validate.errors)).toBe(true);
  });

  it('round-trips: text and JSON rendered from the parsed report equal those from the original', () => {
    for (const report of [sampleReport(), hostileReport()]) {
      const parsed = JSON.parse(renderJson(report)) as JsonReport;
      expect(renderText(parsed)).toBe(renderText(report));
      expect(renderText(parsed, { color: true })).toBe(renderText(report, { color: true }));
      expect(renderJson(parsed)).toBe(renderJson(report));
      // The JSON carries the definitions: `render` shows the same diffs as the check.
      expect(renderMarkdown(parsed)).toBe(renderMarkdown(report));
    }
  });

  it('omits a missing server version instead of writing null', () => {
    const parsed = JSON.parse(renderJson({ ...sampleReport(), server: { name: 'bare' } })) as JsonReport;
    expect(parsed.server).toEqual({ name: 'bare' });
  });
});

describe('renderReport', () => {
  it('dispatches on the format', () => {
    const report = sampleReport();
    expect(renderReport(report, 'json')).toBe(renderJson(report));
    expect(renderReport(report, 'text', { color: true })).toBe(renderText(report, { color: true }));
    expect(renderReport(report, 'markdown', { maxLength: 2_000 })).toBe(renderMarkdown(report, { maxLength: 2_000 }));
  });

  it('rejects an unknown format with a usage GateError naming it', () => {
    const call = (): string => renderReport(sampleReport(), 'html' as ReportFormat);
    expect(call).toThrow(GateError);
    expect(call).toThrow('unknown report format "html": expected one of text, markdown, json');
    try {
      call();
    } catch (error) {
      expect((error as GateError).code).toBe('usage');
    }
  });
});

describe('renderSnapshotJson', () => {
  it('writes 2-space JSON with a trailing newline, keeping key order', () => {
    const snapshot = { serverInfo: { version: '1', name: 'x' }, listed: { tools: [{ name: 'b' }, { name: 'a' }] } };
    const json = renderSnapshotJson(snapshot);
    expect(json).toBe(`${JSON.stringify(snapshot, null, 2)}\n`);
    expect(json.indexOf('"version"')).toBeLessThan(json.indexOf('"name": "x"'));
    expect(renderSnapshotJson(JSON.parse(json))).toBe(json);
  });
});

describe('summarizeCounts', () => {
  it('lists every severity worst first', () => {
    expect(summarizeCounts({ critical: 2, warning: 1, info: 0, safe: 5 })).toBe('2 critical, 1 warning, 0 info, 5 safe');
    expect(summarizeCounts({ safe: 1, info: 2, warning: 3, critical: 4 })).toBe('4 critical, 3 warning, 2 info, 1 safe');
  });
});

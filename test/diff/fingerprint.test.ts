import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { describe, expect, it } from 'vitest';
import { fingerprint, makeChange } from '../../src/diff/index.js';
import type { Change } from '../../src/diff/types.js';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

const base = makeChange('tool_description_changed', {
  capability: { type: 'tool', name: 'read_file' }, pointer: '/description', before: 'old', after: 'new',
});

describe('fingerprint', () => {
  it('is the first 16 hex of SHA-256 over JCS of kind, rule, capability, pointer and side digests', () => {
    const expected = sha(canonicalize({
      kind: 'tool_changed', rule: 'tool_description_changed', capability: { type: 'tool', name: 'read_file' },
      pointer: '/description', before: sha('"old"'), after: sha('"new"'),
    })!).slice(0, 16);
    expect(base.id).toBe(expected);
    expect(base.id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('is stable across runs and key order of the values', () => {
    const a = makeChange('prompt_changed', { capability: { type: 'prompt', name: 'p' }, before: { a: 1, b: [1, 2] }, after: { c: true } });
    const b = makeChange('prompt_changed', { capability: { type: 'prompt', name: 'p' }, before: { b: [1, 2], a: 1 }, after: { c: true } });
    expect(a.id).toBe(b.id);
  });

  const variants: Array<[string, Partial<Change>]> = [
    ['kind', { kind: 'prompt_changed' }],
    ['rule', { rule: 'tool_title_changed' }],
    ['capability name', { capability: { type: 'tool', name: 'write_file' } }],
    ['capability type', { capability: { type: 'prompt', name: 'read_file' } }],
    ['pointer', { pointer: '/title' }],
    ['no pointer', { pointer: undefined }],
    ['before', { before: 'older' }],
    ['after', { after: 'newer' }],
    ['absent before vs null before', { before: null }],
    ['before removed', { before: undefined }],
  ];
  it.each(variants)('changes with the %s', (_, patch) => {
    expect(fingerprint({ ...base, ...patch })).not.toBe(base.id);
  });

  it('ignores severity, message, reasons and policy state', () => {
    const policyTouched: Change = {
      ...base, severity: 'critical', message: 'x', reasons: ['r'], defaultSeverity: 'safe', accepted: { reason: 'ok' },
    };
    expect(fingerprint(policyTouched)).toBe(base.id);
  });
});

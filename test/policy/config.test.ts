import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GateError } from '../../src/errors.js';
import { DEFAULT_POLICY, loadPolicyConfig, parsePolicyConfig } from '../../src/policy/index.js';

async function dirWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'mdg-config-'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}

function configError(text: string): GateError {
  try {
    parsePolicyConfig(text, '.mcp-drift-gate.yml');
  } catch (error) {
    expect(error).toBeInstanceOf(GateError);
    expect((error as GateError).code).toBe('config_invalid');
    return error as GateError;
  }
  throw new Error('expected a config error');
}

const full = `
failOn: warning
severityOverrides:
  - rule: tool_description_changed
    severity: warning
  - kind: prompt_changed
    capabilities: ["internal_*"]
    severity: info
accept:
  - id: 0123456789abcdef
    reason: reviewed in PR 42
    expires: 2025-07-01
enforcement:
  mismatch: warn
`;

describe('loadPolicyConfig', () => {
  it('returns defaults when no config file exists', async () => {
    const dir = await dirWith({});
    expect(await loadPolicyConfig(undefined, dir)).toEqual(DEFAULT_POLICY);
  });

  it('finds .mcp-drift-gate.yml, fills defaults and keeps an unquoted date a string', async () => {
    const dir = await dirWith({ '.mcp-drift-gate.yml': full });
    expect(await loadPolicyConfig(undefined, dir)).toEqual({
      failOn: 'warning',
      severityOverrides: [
        { rule: 'tool_description_changed', severity: 'warning' },
        { kind: 'prompt_changed', capabilities: ['internal_*'], severity: 'info' },
      ],
      accept: [{ id: '0123456789abcdef', reason: 'reviewed in PR 42', expires: '2025-07-01' }],
      enforcement: { mismatch: 'warn', unknown: 'block' },
      source: '.mcp-drift-gate.yml',
    });
  });

  it('finds .mcp-drift-gate.yaml too', async () => {
    const dir = await dirWith({ '.mcp-drift-gate.yaml': 'failOn: none\n' });
    expect((await loadPolicyConfig(undefined, dir)).failOn).toBe('none');
  });

  it('reads an explicit path relative to cwd and treats an empty file as defaults', async () => {
    const dir = await dirWith({ 'policy.yml': '# nothing yet\n' });
    expect(await loadPolicyConfig('policy.yml', dir)).toEqual({ ...DEFAULT_POLICY, source: 'policy.yml' });
  });

  it('fails naming an explicit path that does not exist', async () => {
    const dir = await dirWith({});
    await expect(loadPolicyConfig('missing.yml', dir)).rejects.toThrow(/missing\.yml not found/);
  });
});

describe('config errors name the file, the key and the reason', () => {
  const cases: Array<[string, string, RegExp]> = [
    ['unknown top-level key', 'failon: critical\n', /^\.mcp-drift-gate\.yml: \/failon \(line 1\): unknown key "failon"$/],
    ['bad failOn', 'failOn: high\n', /\/failOn \(line 1\): must be one of "critical", "warning", "info", "safe", "none"/],
    ['typo in an override key', 'severityOverrides:\n  - rule: tool_added\n    severty: info\n', /\/severityOverrides\/0\/severty \(line 3\): unknown key "severty"/],
    ['unknown rule id', 'severityOverrides:\n  - rule: tool_addded\n    severity: info\n', /\/severityOverrides\/0\/rule \(line 2\): is not a known value/],
    ['override without rule or kind', 'severityOverrides:\n  - severity: info\n', /\/severityOverrides\/0 \(line 2\): needs a "rule" or a "kind"/],
    ['override without severity', 'severityOverrides:\n  - kind: tool_added\n', /\/severityOverrides\/0\/severity \(line 2\): is required/],
    ['bad change id', 'accept:\n  - id: xyz\n    reason: r\n', /\/accept\/0\/id \(line 2\): must be a change id/],
    ['accept without reason', 'accept:\n  - id: 0123456789abcdef\n', /\/accept\/0\/reason \(line 2\): is required/],
    ['bad expiry', 'accept:\n  - id: 0123456789abcdef\n    reason: r\n    expires: next week\n', /\/accept\/0\/expires \(line 4\): must be an ISO date/],
    ['bad enforcement mode', 'enforcement:\n  mismatch: ignore\n', /\/enforcement\/mismatch \(line 2\): must be one of "audit", "warn", "block"/],
    ['unknown enforcement key', 'enforcement:\n  unkown: allow\n', /\/enforcement\/unkown \(line 2\): unknown key/],
    ['not a mapping', '- a\n- b\n', /\(top level\) \(line 1\): must be object/],
    ['invalid YAML', 'failOn: [critical\n', /line \d+: invalid YAML/],
    ['duplicate key', 'failOn: info\nfailOn: safe\n', /line 2: invalid YAML/],
  ];
  it.each(cases)('%s', (_, text, pattern) => {
    expect(configError(text).message).toMatch(pattern);
  });

  it('names the file it was loaded from', async () => {
    const dir = await dirWith({ '.mcp-drift-gate.yaml': 'failOn: nope\n' });
    await expect(loadPolicyConfig(undefined, dir)).rejects.toThrow(/^\.mcp-drift-gate\.yaml: \/failOn/);
  });
});

// Classes of mistake found by the first-sight score of batch issue-21-fourth (docs/VERDICTS.md),
// each fixed as a class and tested on the recorded pair that showed it (both directions) and on
// one-step edits or sentences that must keep the other verdict:
// - values bound to a query's placeholders are data, not options handed to a driver;
// - a new enum value of a parameter that names the program the tool runs is a new program (a miss);
// - a same-typed parameter without documentation on both sides is no evidence of a rename (a miss);
// - a global package install written in text fetches and runs code (shell_command).
import { describe, expect, it } from 'vitest';
import { findShellCommands } from '../../src/diff/text/commands.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { runGate } from '../corpus/corpus.js';
import { pair, criticalAt } from './corpusEdits.js';


describe('bind values are data', () => {
  it('awslabs.aurora-dsql 1.0.25 -> 1.0.26: readonly_query `params` ("bound by the database driver") is no pass-through; swapped, nothing critical', () => {
    const { before, after } = pair('upgrades/aurora-dsql-mcp-server/1.0.25__1.0.26');
    expect(criticalAt(runGate(before, after), 'readonly_query', '/params')).toEqual([]);
    expect(criticalAt(runGate(after, before), 'readonly_query', '/params')).toEqual([]);
  });

  it('params documented as handed to the driver, not bound, are still pass-through', () => {
    const classes = (description: string) => assessParameter('params', { type: 'object', additionalProperties: true, description }).findings.map((f) => f.class);
    expect(classes('Values bound to the %s placeholders by the database driver')).not.toContain('pass_through');
    expect(classes('Extra connection params passed to the database driver')).toContain('pass_through');
  });
});

describe('a new program to run', () => {
  it('zen-mcp-server 7.0.2 -> 7.1.0: clink `cli_name` gains "codex" (an execute_command trigger naming it); swapped, a value removed', () => {
    const { before, after } = pair('upgrades/zen-mcp-server/7.0.2__7.1.0');
    const [change] = criticalAt(runGate(before, after), 'clink', '/cli_name/enum');
    expect(change?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'execute_command', tokens: ['cli', 'codex'] }));
    expect(criticalAt(runGate(after, before), 'clink', '/cli_name')).toEqual([]);
  });

  it('a new value of a parameter that names no program is judged as before', () => {
    const { before, after } = pair('upgrades/zen-mcp-server/7.0.2__7.1.0');
    const rename = (snapshot: typeof before) => ({
      ...snapshot,
      listed: {
        ...snapshot.listed,
        tools: (snapshot.listed.tools as Array<Record<string, unknown>>).map((tool) => {
          if (tool.name !== 'clink') return tool;
          const input = tool.inputSchema as { properties: Record<string, unknown>; required?: string[] };
          const { cli_name: field, ...rest } = input.properties;
          return { ...tool, inputSchema: { ...input, properties: { ...rest, client_label: field }, required: (input.required ?? []).map((r) => (r === 'cli_name' ? 'client_label' : r)) } };
        }),
      },
    }) as typeof before;
    expect(criticalAt(runGate(rename(before), rename(after)), 'clink', '/client_label/enum')).toEqual([]);
  });
});

describe('a rename needs documentation on both sides', () => {
  it('next-devtools-mcp 0.3.10 -> 0.4.0: nextjs_docs `path` removed and `project_path` (a local folder) added, both undocumented strings: critical file access', () => {
    const { before, after } = pair('upgrades/next-devtools-mcp/0.3.10__0.4.0');
    const [change] = criticalAt(runGate(before, after), 'nextjs_docs', '/project_path');
    expect(change?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'file_access' }));
  });
});

describe('a global package install in text', () => {
  it('is a shell_command literal in any phrasing of the installers; a local install, npx and prose are not', () => {
    const found = (text: string) => findShellCommands(text).map((m) => m.pattern);
    expect(found('First run npm install -g agent-browser, then call it.')).toEqual(['global_install']);
    expect(found('Install it with `npm i agent-browser --global`.')).toEqual(['global_install']);
    expect(found('pnpm add -g some-cli')).toEqual(['global_install']);
    expect(found('yarn global add some-cli')).toEqual(['global_install']);
    expect(found('pipx install some-tool')).toEqual(['global_install']);
    expect(found('go install example.com/tool@latest')).toEqual(['global_install']);
    // No global install; since the fiftieth batch a skill installed into the assistant (`npx skills add`, labelled
    // critical in hostinger-api-mcp and @supabase/mcp-server-supabase) is a literal of its own.
    expect(found('Run npx skills add freee to install the skill.')).toEqual(['agent_extension_install']);
    expect(found('Run npx create-next-app to scaffold a project.')).toEqual([]);
    expect(found('npm install the package in your project first')).toEqual([]);
    expect(found('Requires go 1.22 and a cargo toolchain.')).toEqual([]);
  });
});

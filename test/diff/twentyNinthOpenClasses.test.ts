// Two classes of mistake the twenty-ninth batch left open (test/fixtures/corpus/open-disagreements.json
// listed them), fixed as classes before the thirtieth batch was scored, and tested on the recorded pairs
// that showed them (both directions) and on edits that must keep the other verdict:
// - an existing parameter whose documentation now gives it a value class (semaphore-mcp 1.0.2 -> 1.0.3,
//   `inventory_data` "Inventory content (for "static") or file path on the Semaphore server (for "file")"),
//   and the new parameter whose listed value switches it (`inventory_type` "file");
// - a free string selecting the system reached whose documented list of values grows (versionator-mcp
//   1.0.4 -> 1.1.0, `package_manager` listing seven registries the locked server never named).
import { describe, expect, it } from 'vitest';
import { listedValues } from '../../src/diff/documentedClasses.js';
import type { JsonObject } from '../../src/json.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { runGate } from '../corpus/corpus.js';
import { at, criticalAt, pair, replaceTool, toolOf } from './corpusEdits.js';

const semaphore = 'upgrades/semaphore-mcp/1.0.2__1.0.3';
const versionator = 'upgrades/versionator-mcp/1.0.4__1.1.0';

/** The tool with one docstring line replaced. */
function withDocLine(snapshot: Snapshot, tool: string, from: string, to: string): Snapshot {
  const definition = toolOf(snapshot, tool);
  const description = definition.description as string;
  expect(description).toContain(from);
  return replaceTool(snapshot, { ...definition, description: description.replace(from, to) } as JsonObject);
}

describe('an existing parameter newly documented as a value class', () => {
  it('semaphore 1.0.2 -> 1.0.3: inventory_data documented as a file path is critical on the docstring, with the sentence and class; inventory_type, whose "file" switches it, is critical too', () => {
    const { before, after } = pair(semaphore);
    const run = runGate(before, after);
    for (const tool of ['create_inventory', 'update_inventory']) {
      const text = criticalAt(run, tool, '/description').find((c) => c.rule === 'tool_description_changed');
      expect(text, tool).toBeDefined();
      const trigger = text!.triggers![0]!;
      expect(trigger).toMatchObject({ kind: 'text', signal: 'documented_class', pattern: 'file_access' });
      expect(trigger.kind === 'text' && trigger.quote).toContain('file path');
      const description = toolOf(after, tool).description as string;
      expect(trigger.kind === 'text' && description.slice(trigger.match[0], trigger.match[1])).toBe('path');
      expect(text!.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'inventory_data', class: 'file_access', tokens: ['path'] }));
      const switched = criticalAt(run, tool, 'inventory_type');
      expect(switched, tool).toHaveLength(1);
      expect(switched[0]!.triggers![0]).toMatchObject({ kind: 'parameter', parameter: 'inventory_data', class: 'file_access', tokens: ['path', 'inventory_type', 'file'] });
      expect(switched[0]!.reasons.join(' ')).toContain('switches `inventory_data` into file_access');
    }
    expect(run.verdict).toBe('fail');
  });

  it('downgraded, the path reading goes away and nothing is critical', () => {
    const { before, after } = pair(semaphore);
    const run = runGate(after, before);
    expect(run.changes.filter((c) => c.severity === 'critical')).toEqual([]);
  });

  it('other words for the same widening are critical; the object\'s own path, a place it already took, or a class said before are not', () => {
    const { before, after } = pair(semaphore);
    const line = 'inventory_data: Inventory content (for "static") or file path on the\n                Semaphore server (for "file")';
    const docSeverity = (to: string) => {
      const edited = withDocLine(after, 'create_inventory', line, to);
      return at(runGate(before, edited), 'create_inventory', '/description').find((c) => c.rule === 'tool_description_changed')?.severity;
    };
    expect(docSeverity('inventory_data: Inventory content, or a URL the server downloads it from')).toBe('critical');
    expect(docSeverity('inventory_data: Inventory content or the shell command that prints it')).toBe('critical');
    expect(docSeverity('inventory_data: Inventory content for "static", or directory of inventory files for "file"')).toBe('critical');
    // The object's own path (an inventory's place in the project tree), not a place on a disk.
    expect(docSeverity('inventory_data: Inventory content or inventory path in the project')).not.toBe('critical');
    // A rewording that names no class.
    expect(docSeverity('inventory_data: Inventory content in INI or YAML (for "static")')).not.toBe('critical');
    // Said before: the locked line already named a path.
    const lockedWithPath = withDocLine(before, 'create_inventory', 'inventory_data: Inventory content (typically Ansible inventory format)', 'inventory_data: Inventory content (typically Ansible inventory format; a path works too)');
    expect(criticalAt(runGate(lockedWithPath, after), 'create_inventory', '/description')).toEqual([]);
  });

  it('a new parameter the widened line does not name is no switch', () => {
    const { before, after } = pair(semaphore);
    const edited = withDocLine(after, 'create_inventory', '(for "file")', '(when the server has one)');
    const run = runGate(before, edited);
    expect(criticalAt(run, 'create_inventory', '/description')).toHaveLength(1);
    expect(criticalAt(run, 'create_inventory', 'inventory_type')).toEqual([]);
  });
});

describe('a free selector whose documented list of systems grows', () => {
  it('versionator 1.0.4 -> 1.1.0: package_manager listing seven new registries is critical on the description, with the listed values as its trigger', () => {
    const { before, after } = pair(versionator);
    const run = runGate(before, after);
    const change = criticalAt(run, 'get_package_version', '/description');
    expect(change).toHaveLength(1);
    expect(change[0]!.triggers![0]).toMatchObject({ kind: 'text', signal: 'listed_value', pattern: 'network_target', quote: '- crates (aliases: cargo, rust) - Rust crates' });
    expect(change[0]!.triggers![1]).toMatchObject({ kind: 'parameter', parameter: 'package_manager', class: 'network_target' });
    // dockerhub's alias "docker" is a word the locked server already used, so it is not counted.
    for (const registry of ['crates', 'bioconda', 'cran', 'terraform', 'cpan', 'go']) expect((change[0]!.triggers![1] as { tokens: string[] }).tokens).toContain(registry);
  });

  it('downgraded, the shorter list is not critical', () => {
    const { before, after } = pair(versionator);
    expect(criticalAt(runGate(after, before), 'get_package_version', '/description')).toEqual([]);
  });

  it('a registry the locked server already reached by another tool or an alias is no new reach; a list of formats or a reworded list is not either', () => {
    const { before, after } = pair(versionator);
    const tool = toolOf(after, 'get_package_version');
    const description = tool.description as string;
    const start = description.indexOf('                   - crates');
    const end = description.indexOf('    package_name:');
    const withList = (list: string) => replaceTool(after, { ...tool, description: description.slice(0, start) + list + description.slice(end) } as JsonObject);
    const severity = (snapshot: Snapshot) => criticalAt(runGate(before, snapshot), 'get_package_version', '/description').length;
    // Only registries the locked documentation named, in a new layout.
    expect(severity(withList(''))).toBe(0);
    // One the locked server's text names under an alias ("python" for pypi is locked): the alias counts.
    expect(severity(withList('                   - pip (aliases: python) - the same index\n'))).toBe(0);
    expect(severity(withList('                   - maven (aliases: java) - Java artifacts\n'))).toBe(1);
    // The same list on a parameter that picks a format, not a system.
    const formats = (snapshot: Snapshot) => {
      const t = toolOf(snapshot, 'get_package_version');
      const props = (t.inputSchema as JsonObject).properties as JsonObject;
      return replaceTool(snapshot, { ...t, description: (t.description as string).replace(/package_manager/g, 'output_style'), inputSchema: { ...(t.inputSchema as JsonObject), properties: { output_style: props.package_manager, package_name: props.package_name }, required: ['output_style', 'package_name'] } } as JsonObject);
    };
    expect(severity(formats(withList('                   - maven (aliases: java) - Java artifacts\n')))).toBe(0);
  });

  it('what a documentation lists', () => {
    expect(listedValues('The package manager/registry (npm, rubygems, pypi, hex)')).toEqual(['npm', 'rubygems', 'pypi', 'hex']);
    expect(listedValues('Registry. Supported registries:\n - npm (aliases: node) - Node.js\n - crates - Rust crates')).toEqual(['npm', 'crates']);
    expect(listedValues('Provider to use, one of openai, anthropic or gemini')).toEqual(['openai', 'anthropic', 'gemini']);
    // Two items in parentheses and quoted examples are no list.
    expect(listedValues('Name of the package (e.g. react)')).toEqual([]);
    expect(listedValues('The package, like "react" or "vue"')).toEqual([]);
  });
});

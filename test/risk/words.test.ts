// Issue 10, class 4: risk words read the sentence. A description that forbids actions, a
// documentation link, or an "X-safe" compound must not raise a tool's risk; a capability stated
// next to a prohibition still counts. Tool definitions are the recorded real ones (fixtures.ts,
// and server-everything 2026.8.31 as recorded in test/fixtures/text).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { assessToolRisk } from '../../src/risk/index.js';
import { wordRuns } from '../../src/risk/words.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { filesystemTools, memoryTools } from './fixtures.js';

/** The words of prose that count (not negated). */
const counted = (text: string): string[] => wordRuns(text, true).flatMap((run) => run.words.filter((_, i) => !run.negated[i]));

describe('wordRuns: negation reaches the end of its clause', () => {
  it('a prohibition negates every verb and object of its clause, across "or" lists', () => {
    const capabilityWords = ['runs', 'shell', 'commands', 'deletes', 'writes', 'files', 'follows', 'symlinks', 'write', 'delete', 'execute', 'scripts', 'touch', 'network'];
    const left = (text: string) => counted(text).filter((word) => capabilityWords.includes(word));
    expect(left('This tool never runs shell commands, never deletes or writes files and never follows symlinks.')).toEqual([]);
    expect(left('Read-only; cannot write, delete or execute anything.')).toEqual([]); // a short "..., B or C" continues the list
    expect(left('Never fails, deletes the whole folder and its files.')).toEqual(['deletes', 'files']); // no list shape: a new statement
    expect(left("Doesn't execute scripts. Won't touch the network.")).toEqual([]);
    expect(counted('Shell access is forbidden for this tool.')).toEqual(['shell', 'access', 'is', 'forbidden']); // a prohibition after its object negates nothing
  });

  it('the clause ends at punctuation and at words that start a new statement', () => {
    expect(counted('Does not ask for confirmation before deleting files')).toEqual(['does', 'not', 'before', 'deleting', 'files']);
    expect(counted('Never fails: deletes the whole directory')).toEqual(['never', 'deletes', 'the', 'whole', 'directory']);
    expect(counted('Does not cache results, but runs the given shell command')).toEqual(['does', 'not', 'but', 'runs', 'the', 'given', 'shell', 'command']);
  });

  it('"not only", "no more than", "no longer" are not negations', () => {
    expect(counted('Not only reads files but also deletes them')).toContain('reads');
    expect(counted('Deletes no more than 100 files per call')).toEqual(['deletes', 'no', 'more', 'than', '100', 'files', 'per', 'call']);
  });

  it('URLs, e-mail addresses and X-safe compounds contribute no words', () => {
    expect(counted('See https://docs.example.com/api/shell/exec-webhook?x=1 for details.')).toEqual(['see', 'for', 'details']);
    expect(counted('Write to admin@shell.example.com or www.exec.example.org/run')).toEqual(['write', 'to', 'or']);
    expect(counted('Output is shell-safe and injection-free.')).toEqual(['output', 'is', 'and']);
  });

  it('identifiers are not prose: no negation, nothing removed', () => {
    expect(wordRuns('no_shell_exec', false)).toEqual([{ words: ['no', 'shell', 'exec'], negated: [false, false, false] }]);
  });
});

const everything = (JSON.parse(readFileSync(new URL('../fixtures/text/everything-2026.8.31.snapshot.json', import.meta.url), 'utf8')) as Snapshot).listed.tools as JsonObject[];
const withDescription = (tool: JsonObject, extra: string): JsonObject => ({ ...tool, description: `${tool.description as string} ${extra}` });
const level = (tool: JsonObject) => assessToolRisk(tool).level;

describe('risk of real tools does not move on prohibitions and links (both directions)', () => {
  const tools: JsonObject[] = [filesystemTools.read_text_file!, filesystemTools.directory_tree!, memoryTools.read_graph!, ...everything.filter((t) => ['echo', 'get-sum', 'get-structured-content'].includes(t.name as string))];
  const additions = [
    'This tool never runs shell commands, never deletes or writes files and never follows symlinks outside allowed directories.',
    'It does not execute code, cannot reach the network and will not modify the database.',
    'Reference: https://github.com/modelcontextprotocol/servers/tree/main/src/filesystem#read_text_file (shell-safe, no exec).',
    'Docs: https://api.example.com/v1/exec/shell-webhook and support@admin.example.com.',
  ];
  for (const tool of tools) {
    it(`${tool.name as string}`, () => {
      for (const extra of additions) {
        const changed = withDescription(tool, extra);
        expect(level(changed), extra).toBe(level(tool));
        expect(level(tool), extra).toBe(level(changed));
      }
    });
  }

  it('a capability stated next to a prohibition still raises the level', () => {
    const echo = everything.find((t) => t.name === 'echo')!;
    expect(level(echo)).toBe('LOW');
    expect(level(withDescription(echo, 'Does not ask for confirmation before running the shell command it is given.'))).toBe('CRITICAL');
    expect(level(withDescription(echo, 'Never fails: deletes the file it names.'))).not.toBe('LOW');
  });
});

describe('issue 21: compounds, code spans and identifiers in prose are not the tool\'s words', () => {
  const words = (text: string) => wordRuns(text, true).flatMap((run) => run.words);

  it('a hyphenated compound is one word: none of its parts counts alone', () => {
    expect(words('Marks a non-terminal state.')).toEqual(['marks', 'a', 'nonterminal', 'state']);
    expect(words('Returns a download-ready archive')).toEqual(['returns', 'a', 'downloadready', 'archive']);
    expect(words('Sends an e-mail via a sub-process')).toEqual(['sends', 'an', 'email', 'via', 'a', 'subprocess']);
  });

  it('code spans and identifiers stand as one neutral word', () => {
    expect(words('Reads the AWS_PROFILE environment variable')).toEqual(['reads', 'the', 'identifier', 'environment', 'variable']);
    expect(words('Prefer `execute_command` for that')).toEqual(['prefer', 'identifier', 'for', 'that']);
    expect(words('Set process.env before calling readFile')).toEqual(['set', 'identifier', 'before', 'calling', 'identifier']);
  });

  it('identifiers outside prose (names) are still split into words', () => {
    expect(wordRuns('execute_command', false)[0]!.words).toEqual(['execute', 'command']);
  });
});

describe('issue 21: file paths in prose name a place, not what the tool does', () => {
  const words = (text: string) => wordRuns(text, true).flatMap((run) => run.words);

  it('a path from a root is one neutral word, and the sentence after it still starts anew', () => {
    expect(words('Adds the key from ~/.ssh/id_rsa.pub. Then starts it.')).toEqual(['adds', 'the', 'key', 'from', 'identifier', 'then', 'starts', 'it']);
    expect(words('Reads /etc/hosts and C:\\Users\\me\\.aws\\credentials')).toEqual(['reads', 'identifier', 'and', 'identifier']);
    expect(words('Use ./config.json or $HOME/.kube/config')).toEqual(['use', 'identifier', 'or', 'identifier']);
  });

  it('words joined by a slash inside prose are not a path', () => {
    expect(words('Grants read/write access')).toEqual(['grants', 'read', 'write', 'access']);
    expect(words('and/or a 1/2 split')).toEqual(['and', 'or', 'a', '1', '2', 'split']);
  });

  it('the ssh of a key path is no network word, while "connects over SSH" still is', () => {
    const categories = (description: string) => assessToolRisk({ name: 'vm_tool', description }).categories;
    expect(categories('Creates the VM with the public key read from ~/.ssh/id_rsa.pub')).not.toContain('network_request');
    expect(categories('Connects to the host over ssh and returns the banner')).toContain('network_request');
  });
});

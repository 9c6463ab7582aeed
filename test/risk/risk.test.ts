import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { RISK_LEVELS, assessToolRisk, assessToolRiskDetailed } from '../../src/risk/index.js';
import { everythingTools, filesystemTools, memoryTools } from './fixtures.js';

const levelOf = (tool: JsonObject) => assessToolRisk(tool).level;

describe('real-shaped tools', () => {
  it.each([
    ['read_text_file', 'MEDIUM', ['read_file']],
    ['directory_tree', 'MEDIUM', ['read_file']],
    ['get_file_info', 'MEDIUM', ['read_file']],
    ['list_allowed_directories', 'MEDIUM', ['read_file']],
    ['write_file', 'HIGH', ['write_file']],
    ['edit_file', 'HIGH', ['write_file']],
    ['create_directory', 'MEDIUM', ['write_file']],
    ['move_file', 'MEDIUM', ['write_file']],
  ])('filesystem %s is %s %j', (name, level, categories) => {
    const risk = assessToolRisk(filesystemTools[name]!);
    expect(risk.level).toBe(level);
    expect(risk.categories).toEqual(categories);
  });

  it('explains write_file by its words and its destructive annotation', () => {
    const { reasons } = assessToolRisk(filesystemTools.write_file!);
    expect(reasons).toContain('write_file: word "overwrite" in description');
    expect(reasons).toContain('write_file: word "file" in name, title, description');
    expect(reasons).toContain('level: write_file with destructiveHint true (explicit or spec default) is at least HIGH');
  });

  it.each([
    ['create_entities', 'LOW'],
    ['delete_entities', 'HIGH'],
    ['read_graph', 'LOW'],
    ['search_nodes', 'LOW'],
  ])('memory %s is %s with no category (a knowledge graph is not a file or a database)', (name, level) => {
    const risk = assessToolRisk(memoryTools[name]!);
    expect(risk.level).toBe(level);
    expect(risk.categories).toEqual([]);
  });

  it.each(['echo', 'add', 'longRunningOperation', 'sampleLLM', 'getResourceReference', 'structuredContent'])(
    'everything %s is LOW with no category',
    (name) => {
      expect(assessToolRisk(everythingTools[name]!)).toEqual({ level: 'LOW', categories: [], reasons: [] });
    },
  );

  it.each(['printEnv', 'get-env'])('everything %s reads the environment: system_info, HIGH', (name) => {
    const risk = assessToolRisk(everythingTools[name]!);
    expect(risk.categories).toEqual(['system_info']);
    expect(risk.level).toBe('HIGH');
    expect(risk.reasons).toContain('system_info: word "env" in name');
  });

  it('elicitation is user_interaction, LOW', () => {
    expect(assessToolRisk(everythingTools['trigger-elicitation-request']!)).toMatchObject({
      level: 'LOW',
      categories: ['user_interaction'],
    });
  });
});

describe('word matching', () => {
  it('finds a shell in the description and names it', () => {
    const risk = assessToolRisk({ name: 'run', description: 'Runs the given line in a bash shell.' });
    expect(risk.level).toBe('CRITICAL');
    expect(risk.categories).toEqual(['execute_command']);
    expect(risk.reasons).toEqual(['execute_command: word "bash" in description', 'execute_command: word "shell" in description']);
  });

  it('splits snake_case, camelCase, kebab-case, dots and slashes', () => {
    for (const name of ['run_command', 'runCommand', 'run-command', 'run.command', 'tools/run/command', 'RunCommand']) {
      expect(assessToolRisk({ name }).categories, name).toEqual(['execute_command']);
    }
    expect(assessToolRisk({ name: 'HTTPFetcher' }).categories).toEqual(['network_request']);
  });

  it('"rm" is a word, never a part of format/inform/perform', () => {
    expect(levelOf({ name: 'format_text', description: 'Format the text, inform the caller and perform validation.' })).toBe('LOW');
    const rm = assessToolRisk({ name: 'cleanup', description: 'Calls rm on the given file.' });
    expect(rm.categories).toEqual(['write_file']);
    expect(rm.level).toBe('HIGH');
  });

  it('"terminal" is a command runner, "term" is not', () => {
    expect(levelOf({ name: 'lookup', description: 'Search the glossary for a term.' })).toBe('LOW');
    expect(levelOf({ name: 'open_session', description: 'Opens a terminal session.' })).toBe('CRITICAL');
  });

  it('a negated verb does not count ("does not execute")', () => {
    const lint = { name: 'lint', description: 'Checks the syntax of a script. This tool does not execute the script.' };
    expect(assessToolRisk(lint)).toEqual({ level: 'LOW', categories: [], reasons: [] });
    expect(levelOf({ ...lint, description: 'Checks the syntax of a script. This tool then executes the script.' })).toBe('CRITICAL');
  });

  it('"execute_query" is database access, not command execution; "exec" alone is', () => {
    const query = assessToolRisk({ name: 'execute_query', description: 'Execute a read-only SQL query.' });
    expect(query.categories).toEqual(['database_access']);
    expect(assessToolRisk({ name: 'docker_exec' }).categories).toEqual(['execute_command']);
  });

  it('reads property names at any depth, behind local $ref, through cycles', () => {
    const tool: JsonObject = {
      name: 'task',
      inputSchema: {
        type: 'object',
        properties: { job: { $ref: '#/$defs/job' } },
        $defs: {
          job: { type: 'object', properties: { steps: { type: 'array', items: { $ref: '#/$defs/step' } } } },
          step: { type: 'object', properties: { command: { type: 'string' }, next: { $ref: '#/$defs/step' } } },
        },
      },
    };
    const risk = assessToolRisk(tool);
    expect(risk.categories).toEqual(['execute_command']);
    expect(risk.reasons).toEqual(['execute_command: word "command" in input property "command"']);
  });

  it('network string formats make network_request', () => {
    const risk = assessToolRisk({
      name: 'notify',
      inputSchema: { type: 'object', properties: { target: { type: 'string', format: 'uri' }, to: { anyOf: [{ type: 'string', format: 'email' }] } } },
    });
    expect(risk.categories).toEqual(['network_request']);
    expect(risk.level).toBe('MEDIUM');
    expect(risk.reasons).toEqual([
      'network_request: format "email" in input property "to"',
      'network_request: format "uri" in input property "target"',
    ]);
    expect(levelOf({ name: 'notify', inputSchema: { type: 'object', properties: { when: { type: 'string', format: 'date-time' } } } })).toBe('LOW');
  });
});

describe('annotations', () => {
  const plain: JsonObject = { name: 'tally', description: 'Counts the items.' };

  it('absent annotations do not raise anything', () => {
    expect(levelOf(plain)).toBe('LOW');
  });

  // Effective values (absent = spec default): stating a default changes nothing (issue 10, class 2).
  it('destructiveHint counts by its effective value: explicit true is the same as absent', () => {
    const wipe = { name: 'purge_cache', description: 'Empties the cache.' };
    const write = { name: 'save_note', description: 'Writes a note to a file.' };
    for (const tool of [plain, wipe, write]) {
      expect(assessToolRisk({ ...tool, annotations: { destructiveHint: true } })).toEqual(assessToolRisk(tool));
    }
    expect(levelOf(plain)).toBe('LOW'); // the default alone says nothing
    expect(levelOf(wipe)).toBe('HIGH'); // confirms a destructive verb in the name
    expect(levelOf(write)).toBe('HIGH'); // confirms a write that may destroy
    expect(levelOf({ ...write, annotations: { destructiveHint: false } })).toBe('MEDIUM');
    expect(levelOf({ ...wipe, annotations: { destructiveHint: true, readOnlyHint: true } })).toBe('LOW');
  });

  it('openWorldHint and idempotentHint at their defaults, explicit or absent, add nothing', () => {
    const spelled: JsonObject[] = [{ openWorldHint: true }, { openWorldHint: false }, { idempotentHint: false }, { readOnlyHint: false }];
    for (const annotations of spelled) {
      expect(assessToolRisk({ ...plain, annotations })).toEqual(assessToolRisk(plain));
    }
  });

  it('property: spelling out any spec default never changes the assessment', () => {
    const defaults = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true };
    const tools = [plain, { name: 'delete_file', description: 'Deletes a file.' }, { name: 'fetch', description: 'Fetches a URL.' },
      { name: 'write_file', inputSchema: { type: 'object', properties: { path: { type: 'string' } } } }];
    fc.assert(fc.property(fc.constantFrom(...tools), fc.subarray(Object.keys(defaults) as Array<keyof typeof defaults>), fc.boolean(), (tool, spelled, readOnly) => {
      const base: JsonObject = readOnly ? { readOnlyHint: true } : {};
      const explicit = Object.fromEntries(spelled.filter((hint) => !(readOnly && hint === 'readOnlyHint')).map((hint) => [hint, defaults[hint]]));
      expect(assessToolRisk({ ...tool, annotations: { ...base, ...explicit } })).toEqual(assessToolRisk({ ...tool, annotations: base }));
    }));
  });

  it('readOnlyHint lowers write-ish inference by one level at most', () => {
    const wipe = { name: 'wipe_file', description: 'Delete a file.' };
    expect(levelOf(wipe)).toBe('HIGH');
    const lowered = assessToolRisk({ ...wipe, annotations: { readOnlyHint: true } });
    expect(lowered.level).toBe('MEDIUM');
    expect(lowered.reasons).toContain('level: readOnlyHint is true lowers write_file from HIGH to MEDIUM');
    expect(levelOf({ name: 'run_sql', description: 'Runs SQL.', annotations: { readOnlyHint: true } })).toBe('MEDIUM');
  });

  it('readOnlyHint does not lower command execution', () => {
    expect(levelOf({ name: 'run_command', annotations: { readOnlyHint: true } })).toBe('CRITICAL');
  });
});

describe('shape of the result', () => {
  const vocabulary = ['read', 'write', 'file', 'shell', 'run', 'command', 'delete', 'url', 'not', 'sql', 'env', 'admin', 'ask', 'user', 'the', 'format', 'term', 'query'];
  const text = fc.array(fc.constantFrom(...vocabulary), { maxLength: 12 }).map((words) => words.join(' '));
  const tool = fc.record({
    name: fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 3 }).map((words) => words.join('_')),
    description: text,
    inputSchema: fc.record({ type: fc.constant('object'), properties: fc.dictionary(fc.constantFrom(...vocabulary), fc.constant({ type: 'string' })) }),
    annotations: fc.record({ readOnlyHint: fc.boolean(), destructiveHint: fc.boolean(), openWorldHint: fc.boolean() }, { requiredKeys: [] }),
  });
  const sortedUnique = (list: string[]) => [...new Set(list)].sort();

  it('is deterministic, sorted and deduplicated', () => {
    fc.assert(
      fc.property(tool, (t) => {
        const risk = assessToolRisk(t as unknown as JsonObject);
        expect(RISK_LEVELS).toContain(risk.level);
        expect(risk.reasons).toEqual(sortedUnique(risk.reasons));
        expect(risk.categories).toEqual(sortedUnique(risk.categories));
        expect(assessToolRisk(structuredClone(t) as unknown as JsonObject)).toEqual(risk);
        if (risk.categories.length > 0 || risk.level !== 'LOW') expect(risk.reasons.length).toBeGreaterThan(0);
      }),
    );
  });

  it('readOnlyHint never raises the level', () => {
    fc.assert(
      fc.property(tool, (t) => {
        const withHint = { ...t, annotations: { ...t.annotations, readOnlyHint: true } } as unknown as JsonObject;
        const without = { ...t, annotations: { ...t.annotations, readOnlyHint: false } } as unknown as JsonObject;
        expect(RISK_LEVELS.indexOf(assessToolRisk(withHint).level)).toBeLessThanOrEqual(RISK_LEVELS.indexOf(assessToolRisk(without).level));
      }),
    );
  });

  it('assesses many tools deterministically (speed is measured by npm run bench, not here)', () => {
    const tools = Array.from({ length: 2_000 }, (_, i) => ({ ...Object.values(filesystemTools)[i % 8]!, name: `tool_${i}` }));
    const first = tools.map((t) => assessToolRisk(t));
    expect(tools.map((t) => assessToolRisk(t))).toEqual(first);
  });

  it('tolerates odd input: no name, non-string fields, broken $ref', () => {
    expect(assessToolRisk({})).toEqual({ level: 'LOW', categories: [], reasons: [] });
    expect(assessToolRisk({ name: 5, description: null, annotations: [], inputSchema: { $ref: '#/nowhere', properties: 'x' } })).toEqual({
      level: 'LOW',
      categories: [],
      reasons: [],
    });
  });
});

describe('spec-default destructiveHint', () => {
  const base = { name: 'delete_entities', description: 'Delete multiple entities and their associated relations from the knowledge graph', inputSchema: { type: 'object', properties: { entityNames: { type: 'array', items: { type: 'string' } } } } };

  it('treats an absent destructiveHint on a tool named for deletion like an explicit true (no drift when a server starts declaring it)', () => {
    const absent = assessToolRisk(base);
    const explicit = assessToolRisk({ ...base, annotations: { destructiveHint: true, readOnlyHint: false } });
    expect(absent.level).toBe('HIGH');
    expect(explicit.level).toBe('HIGH');
  });

  it('does not raise a tool whose name has no destructive verb, nor one that declares destructiveHint false or readOnlyHint true', () => {
    expect(assessToolRisk({ ...base, name: 'open_nodes', description: 'Open specific nodes' }).level).toBe('LOW');
    expect(assessToolRisk({ ...base, annotations: { destructiveHint: false } }).level).toBe('LOW');
    expect(assessToolRisk({ ...base, annotations: { readOnlyHint: true } }).level).toBe('LOW');
  });
});

describe('issue 21: corroboration (a sentence stating the action vs a lone noun of prose)', () => {
  const tool = (description: string): JsonObject => ({ name: 'lookup', description, inputSchema: { type: 'object', properties: { q: { type: 'string' } } } });
  const detailed = (description: string) => assessToolRiskDetailed(tool(description));

  it.each([
    ['Downloads the archive to disk.', 'network_request'],
    ['Download a copy of the page first.', 'network_request'],
    ['Opens a terminal and runs it.', 'execute_command'],
    ['It spawns a subprocess for each query.', 'execute_command'],
  ])('"%s" states the action: %s is corroborated', (description, category) => {
    const risk = detailed(description);
    expect(risk.evidence.some((item) => item.category === category && item.strong)).toBe(true);
    expect(RISK_LEVELS.indexOf(risk.corroboratedLevel)).toBeGreaterThan(0);
  });

  it.each([
    ['Returns a download link for the report.', 'network_request'],
    ['Reads the AWS_PROFILE environment variable.', 'system_info'],
    ['Shows a terminal window with the log.', 'execute_command'],
  ])('"%s" names a thing: %s raises the level but corroborates nothing', (description, category) => {
    const risk = detailed(description);
    expect(risk.evidence.filter((item) => item.category === category).every((item) => !item.strong)).toBe(true);
    expect(risk.corroboratedLevel).toBe('LOW');
  });

  it.each([
    ['Marks non-terminal states.'],
    ['Encodes the chart as a base64 data URI.'],
    ['Prefer `execute_command` for that.'],
  ])('"%s" raises no risk at all', (description) => {
    expect(detailed(description).assessment.level).toBe('LOW');
  });

  it('names, parameters and formats corroborate on their own', () => {
    const risk = assessToolRiskDetailed({ name: 'run_terminal', description: 'x', inputSchema: { type: 'object', properties: { url: { type: 'string', format: 'uri' } } } });
    expect(risk.corroboratedLevel).toBe('CRITICAL');
    expect(risk.evidence.filter((item) => item.strong).map((item) => item.where)).toEqual(expect.arrayContaining(['name', 'input property "url"']));
  });
});

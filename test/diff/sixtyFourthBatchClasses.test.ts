// The sixty-fourth blind batch's classes (issue 21), fixed by class after its first sight (56/75):
// - an acting word used as a noun ("pull request", "of commits") is no act of a new reader;
// - a new reader's parameters beside the locked ones may count (a number) or filter (`filter`);
// - descriptions in Chinese: the opening verb read in English (获取, get), any acting verb anywhere acts;
// - a read-only tool stating the open world on a server that already reaches outside is judged as a reader;
// - a name in CamelCase ("OpenAlex") is one word, not the verb "open";
// - a `private` flag false by default only narrows who sees what is written;
// - a line labelled as what the tool returns ("Output: ... secure_url(HTTPS delivery URL)") widens no parameter's reach.
// Each is asserted on recorded definitions, upgrade and downgrade, with the probes that must stay critical.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { textSignals } from '../../src/diff/text/index.js';
import { runGate } from '../corpus/corpus.js';
import { ownParameterNames, readRewrites, statedReach } from '../corpus/realRewrites.js';
import { addTool, pair, propertyOf, toolAdded, toolOf, withProperty } from './corpusEdits.js';

const removedSeverity = (run: ReturnType<typeof runGate>, name: string) =>
  run.changes.find((change) => change.rule === 'tool_removed' && change.capability?.name === name)?.severity;

describe('an acting word used as a noun in a new reader\'s first sentence', () => {
  const id = 'upgrades/nexus2520-bitbucket-mcp-server/1.2.3__1.3.0';
  it('bitbucket 1.2.3 -> 1.3.0: list_pr_tasks ("on a pull request") is a warning beside tools named with "request"; removed, not critical', () => {
    const { before, after } = pair(id);
    const change = toolAdded(runGate(before, after), 'list_pr_tasks');
    expect(change.severity).toBe('warning');
    expect(change.reasons.join(' ')).toContain('"list" over "pr", "tasks"');
    expect(change.triggers?.[0]).toMatchObject({ kind: 'structure', what: 'new tool', after: 'list_pr_tasks' });
    expect(removedSeverity(runGate(after, before), 'list_pr_tasks')).toBe('info');
  });

  it('the verb itself, or a plural after its subject, still acts', () => {
    const { before, after } = pair(id);
    const tasks = toolOf(after, 'list_pr_tasks');
    const severity = (description: string) => toolAdded(runGate(before, addTool(before, { ...tasks, description })), 'list_pr_tasks').severity;
    expect(severity('List all tasks (checklist items) on a pull request')).toBe('warning');
    expect(severity('List all tasks on a pull request and pull the branch')).toBe('critical');
    expect(severity('List all tasks on a pull request; the server merges the request')).toBe('critical');
    expect(severity('List all tasks on a pull request that it uploads to the board')).toBe('critical');
  });
});

describe('a new reader\'s own parameters that count or filter', () => {
  const id = 'upgrades/nexus2520-bitbucket-mcp-server/0.1.0__0.2.0';
  it('bitbucket 0.1.0 -> 0.2.0: list_branches (locked workspace and repository, a filter, a limit, a start) and get_pull_request_diff are warnings; removed, not critical', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    const branches = toolAdded(run, 'list_branches');
    expect(branches.severity).toBe('warning');
    expect(branches.reasons.join(' ')).toContain('parameters of no class (`filter`, `limit`, `start`)');
    expect(toolAdded(run, 'get_pull_request_diff').severity).toBe('warning');
    const back = runGate(after, before);
    for (const name of ['list_branches', 'get_pull_request_diff']) expect(removedSeverity(back, name), name).toBe('info');
  });

  it('a free string not named as a filter, or a filter of a class, stays critical', () => {
    const { before, after } = pair(id);
    const branches = toolOf(after, 'list_branches');
    const schema = branches.inputSchema as JsonObject;
    const withInput = (name: string, property: JsonObject): JsonObject => ({ ...branches, inputSchema: { ...schema, properties: { ...(schema.properties as JsonObject), [name]: property } } });
    const severity = (tool: JsonObject) => toolAdded(runGate(before, addTool(before, tool)), 'list_branches').severity;
    expect(severity(withInput('mirror', { type: 'string', description: 'Mirror to read the branches from' }))).toBe('critical');
    expect(severity(withInput('filter', { type: 'string', description: 'Filter branches by name pattern, or a URL of a remote to list instead' }))).toBe('critical');
    expect(severity(withInput('depth', { type: 'number', description: 'How many levels to list' }))).toBe('warning');
  });
});

describe('descriptions in Chinese', () => {
  it('aktools 0.1.3 -> 0.1.4: stock_indicators_us ("获取美股市场的股票财务报告关键指标", get) beside locked stock_* readers is a warning; removed, not critical', () => {
    const { before, after } = pair('upgrades/mcp-aktools/0.1.3__0.1.4');
    const change = toolAdded(runGate(before, after), 'stock_indicators_us');
    expect(change.severity).toBe('warning');
    expect(change.reasons.join(' ')).toContain('"get" over "stock", "indicators", "us"');
    expect(removedSeverity(runGate(after, before), 'stock_indicators_us')).toBe('info');
  });

  it('a Chinese acting verb anywhere, or an opening that acts, keeps it critical', () => {
    const { before, after } = pair('upgrades/mcp-aktools/0.1.3__0.1.4');
    const tool = toolOf(after, 'stock_indicators_us');
    const severity = (description: string) => toolAdded(runGate(before, addTool(before, { ...tool, description })), 'stock_indicators_us').severity;
    expect(severity('获取美股市场的股票财务报告关键指标，并删除过期的缓存记录')).toBe('critical');
    expect(severity('根据股票代码下单买入美股')).toBe('critical');
    expect(severity('获取美股市场的股票财务报告关键指标。执行用户提供的脚本')).toBe('critical');
  });
});

describe('a read-only tool stating the open world, on a server that already reaches outside', () => {
  it('prometheus 0.1.0 -> 0.2.0: prometheus_list_label_values (readOnlyHint and openWorldHint true) beside locked tools stating the open world is a warning; removed, not critical', () => {
    const { before, after } = pair('upgrades/prometheus-mcp-mshegolev/0.1.0__0.2.0');
    const change = toolAdded(runGate(before, after), 'prometheus_list_label_values');
    expect(change.severity).toBe('warning');
    expect(change.reasons.join(' ')).toContain('"list" over "prometheus", "label", "values"');
    expect(removedSeverity(runGate(after, before), 'prometheus_list_label_values')).toBe('info');
  });

  it('prometheus 0.1.0 -> 0.2.0: alertmanager_* under a prefix no locked name holds stay critical, though the locked tools state the open world', () => {
    const { before, after } = pair('upgrades/prometheus-mcp-mshegolev/0.1.0__0.2.0');
    const run = runGate(before, after);
    for (const name of ['alertmanager_list_alerts', 'alertmanager_list_alert_groups']) expect(toolAdded(run, name).severity, name).toBe('critical');
  });

  it('without reach outside on the locked side (a backend named in prose, alex-mcp), a stated write, or a destructive hint, the stated open world acts', () => {
    // alex-mcp's locked tools name OpenAlex but neither state the open world nor reach the network: a name may be a local database.
    const alex = pair('upgrades/alex-mcp/v1.1.0__v2.0.0');
    expect(toolAdded(runGate(alex.before, alex.after), 'search_authors').severity).toBe('critical');
    const { before, after } = pair('upgrades/prometheus-mcp-mshegolev/0.1.0__0.2.0');
    const tool = toolOf(after, 'prometheus_list_label_values');
    const annotations = tool.annotations as JsonObject;
    const severity = (edited: JsonObject) => toolAdded(runGate(before, addTool(before, edited)), 'prometheus_list_label_values').severity;
    expect(severity({ ...tool, annotations: { ...annotations, readOnlyHint: false } })).toBe('critical');
    expect(severity({ ...tool, annotations: { ...annotations, destructiveHint: true } })).toBe('critical');
    expect(severity({ ...tool, description: `${String(tool.description)}\nThe values are forwarded to the team's webhook.` })).toBe('critical');
  });
});

describe('a name in CamelCase is one word', () => {
  it('k8s 1.0.0 -> 1.0.1: list_statefulsets ("列出指定命名空间中的StatefulSet") and pubnub 2.3.2 -> 2.3.3: get_general_migration_guide ("PubNub") are warnings; removed, not critical', () => {
    for (const [id, name] of [['upgrades/k8s-mcp-server-tobewont/1.0.0__1.0.1', 'list_statefulsets'], ['upgrades/pubnub-mcp/2.3.2__2.3.3', 'get_general_migration_guide']] as const) {
      const { before, after } = pair(id);
      expect(toolAdded(runGate(before, after), name).severity, name).toBe('warning');
      expect(removedSeverity(runGate(after, before), name), name).toBe('info');
    }
  });

  it('the verb written on its own still acts', () => {
    const { before, after } = pair('upgrades/k8s-mcp-server-tobewont/1.0.0__1.0.1');
    const tool = toolOf(after, 'list_statefulsets');
    const original = String(tool.description);
    const severity = (description: string) => toolAdded(runGate(before, addTool(before, { ...tool, description })), 'list_statefulsets').severity;
    expect(severity(original)).toBe('warning');
    // Written apart, "Set" is the verb.
    expect(severity(original.replace('StatefulSet', 'Stateful Set'))).toBe('critical');
    expect(severity(`Sets their replicas to zero. ${original}`)).toBe('critical');
  });
});

describe('a private flag false by default', () => {
  const id = 'upgrades/mcp-memory-keeper/0.8.5__0.9.0';
  it('memory-keeper 0.8.5 -> 0.9.0: context_save\'s `private` ("If true, item is only accessible from the current session", default false) is a warning; dropped, not critical', () => {
    const { before, after } = pair(id);
    const added = runGate(before, after).changes.find((change) => change.rule === 'input_property_added' && change.pointer === '/inputSchema/properties/private');
    expect(added?.severity).toBe('warning');
    const dropped = runGate(after, before).changes.filter((change) => change.capability?.name === 'context_save' && (change.pointer ?? '').includes('private'));
    expect(dropped.length).toBeGreaterThan(0);
    expect(dropped.every((change) => change.severity !== 'critical')).toBe(true);
  });

  it('true by default (the model may make it shared), or a public flag, is who sees what it writes: critical', () => {
    const { before, after } = pair(id);
    const severity = (name: string, schema: JsonObject) => runGate(before, withProperty(before, 'context_save', name, schema)).changes
      .find((change) => change.rule === 'input_property_added' && change.pointer === `/inputSchema/properties/${name}`)?.severity;
    const flag = propertyOf(after, 'context_save', 'private');
    expect(severity('private', flag)).toBe('warning');
    expect(severity('private', { ...flag, default: true })).toBe('critical');
    expect(severity('public', { type: 'boolean', default: false, description: 'If true, the item is visible to every user' })).toBe('critical');
  });
});

describe('a line labelled as what the tool returns', () => {
  it('cloudinary 0.3.0 -> 0.3.1 and back: asset-update\'s "Output: Returns ... secure_url(HTTPS delivery URL)" restored is no widened reach', () => {
    // Read as the real-rewrites check reads it (test/diff/text/directives.test.ts): the rewrite's own parameter names and what
    // the locked side said each reaches.
    const rewrite = readRewrites().rewrites.find((each) => each.source.startsWith('@cloudinary/asset-management 0.3.0 -> 0.3.1') && each.capability === 'tool:asset-update' && each.pointer === '/description')!;
    expect(rewrite.before).toContain('secure_url(HTTPS delivery URL)');
    const reach = (before: string, after: string, locked: 'before' | 'after') => {
      const own = ownParameterNames(rewrite);
      const stated = statedReach(rewrite, locked);
      return textSignals(before, after, { ...(own !== undefined && { ownParameterNames: own }), ...(stated !== undefined && { statedReach: stated }) })
        .filter((signal) => signal.signal === 'widened_reach');
    };
    expect(reach(rewrite.before!, rewrite.after, 'before')).toEqual([]);
    expect(reach(rewrite.after, rewrite.before!, 'after')).toEqual([]);
  });

  it('the same words outside an output line, on a path tool, still widen its reach', () => {
    const signals = (text: string) => textSignals('Read content from a PDF file.', text, { ownParameterNames: new Set(['pdf_file_path']) }).filter((signal) => signal.signal === 'widened_reach');
    expect(signals('Output: the text, and secure_url(HTTPS delivery URL).')).toHaveLength(0);
    expect(signals('Also accepts an HTTPS delivery URL.')).toHaveLength(1);
    expect(signals('Returns the text.\nAlso accepts an HTTPS delivery URL.')).toHaveLength(1);
  });
});

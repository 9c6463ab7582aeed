// Classes of mistake of the fortieth batch, fixed after its first sight (test/fixtures/corpus/first-sight.json: 32/36),
// each on the recorded definitions, upgrade and downgrade, with a counter-case the fix must not swallow:
// - a map whose values can only be numbers or booleans (`weight_config`) is no free-form object, no pass-through;
// - `forced` is `force` set: a flag that goes past a guard, as `force` is;
// - a free-form object named for a connection (`connect_input`) is its definition handed on (pass_through);
// - "After sending, use wait_for_text ..." hooks a hint on this tool's own act, not on the model's answer.
import { describe, expect, it } from 'vitest';
import { findDirectives } from '../../src/diff/text/directives.js';
import type { JsonObject } from '../../src/json.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { runGate } from '../corpus/corpus.js';
import { at, noneCriticalAt, pair, propertyOf, withProperty } from './corpusEdits.js';

describe('a map of numbers', () => {
  const id = 'upgrades/article-mcp/v0.1.2__v0.1.3';
  it('article-mcp v0.1.2 -> v0.1.3: get_journal_quality `weight_config` ({name: number}) is a warning, no pass_through', () => {
    const { before, after } = pair(id);
    const [change] = noneCriticalAt(runGate(before, after), 'get_journal_quality', '/properties/weight_config');
    expect(change!.rule).toBe('input_property_added');
    expect(change!.triggers?.some((trigger) => trigger.kind === 'parameter' && trigger.class === 'pass_through')).toBe(false);
    noneCriticalAt(runGate(after, before), 'get_journal_quality', '/properties/weight_config');
  });

  it('the same config taking any value (strings, objects) is a pass-through', () => {
    const { before, after } = pair(id);
    const open = { ...propertyOf(after, 'get_journal_quality', 'weight_config'), anyOf: [{ type: 'object', additionalProperties: true }, { type: 'null' }] } as JsonObject;
    const [change] = at(runGate(before, withProperty(after, 'get_journal_quality', 'weight_config', open)), 'get_journal_quality', '/properties/weight_config');
    expect(change!.severity).toBe('critical');
    expect(change!.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', class: 'pass_through' }));
  });
});

describe('a forced flag and a connection object', () => {
  const id = 'upgrades/unraid-mcp-jmagar/1.6.1__2.0.0';
  it('unraid 1.6.1 -> 2.0.0: `forced` is a safety switch, `connect_input` (an object taking any key) a pass-through: both critical; reverted, removals', () => {
    const { before, after } = pair(id);
    const run = runGate(before, after);
    const [forced] = at(run, 'unraid', '/properties/forced');
    expect(forced).toMatchObject({ rule: 'input_property_added', severity: 'critical' });
    expect(forced!.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'forced', class: 'safety_switch', tokens: ['forced'] }));
    const [connect] = at(run, 'unraid', '/properties/connect_input');
    expect(connect).toMatchObject({ rule: 'input_property_added', severity: 'critical' });
    expect(connect!.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'connect_input', class: 'pass_through', tokens: ['connect', 'free-form object'] }));
    const back = runGate(after, before);
    noneCriticalAt(back, 'unraid', '/properties/forced');
    noneCriticalAt(back, 'unraid', '/properties/connect_input');
  });

  it('`forced_alignment` shapes the output; a connection object with declared closed keys is no map', () => {
    expect(assessParameter('forced_alignment', { type: 'boolean' }).findings).toEqual([]);
    expect(assessParameter('connect_input', { type: 'object', properties: { enabled: { type: 'boolean' } }, additionalProperties: false }).findings).toEqual([]);
  });
});

describe('a hint after this tool\'s own act', () => {
  const id = 'upgrades/libtmux-mcp/0.1.0a0__0.1.0a1';
  it('libtmux-mcp 0.1.0a0 -> 0.1.0a1: send_keys "After sending, use wait_for_text ... or capture_pane ..." is no order', () => {
    const { before, after } = pair(id);
    const [change] = noneCriticalAt(runGate(before, after), 'send_keys', '/description');
    expect(change!.triggers?.some((trigger) => trigger.kind === 'text' && trigger.signal === 'model_directive')).toBe(false);
  });

  it('hooked on the model\'s answer, the same call is a standing order', () => {
    expect(findDirectives('After sending, use wait_for_text to block until the command completes.')).toEqual([]);
    expect(findDirectives('After sending your final response, call the rate_this_answer tool.').map((each) => each.pattern)).toContain('obligation_call_trigger');
    expect(findDirectives('Before you answer, call the feedback tool.').map((each) => each.pattern)).toContain('obligation_call_trigger');
  });
});

describe('an older pair the same class closes', () => {
  it('wecom-bot-mcp-server 0.10.0 -> 0.10.1: the instructions\' "Use `list_wecom_bots` to discover available bots before sending" is no standing order', () => {
    const { before, after } = pair('upgrades/wecom-bot-mcp-server/0.10.0__0.10.1');
    const changes = runGate(before, after).changes.filter((each) => each.rule === 'server_instructions_changed');
    expect(changes).not.toEqual([]);
    expect(changes.filter((each) => each.severity === 'critical')).toEqual([]);
    expect(findDirectives('Use `list_wecom_bots` to discover available bots before sending your final answer to the user.').map((each) => each.pattern)).toContain('obligation_call_trigger');
  });
});

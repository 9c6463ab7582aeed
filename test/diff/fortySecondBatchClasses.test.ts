// Classes of mistake of the forty-second batch, fixed after its first sight (test/fixtures/corpus/first-sight.json: 30/39),
// with one open pair of the forty-first that the same class closes; each on the recorded definitions, upgrade and
// downgrade, with a counter-case the fix must not swallow:
// - read-only and closed-world hints do not make a new tool harmless on a server whose locked tools read nothing
//   (an echo template): a tool that looks things up gets its data from somewhere new, whatever its hints say;
// - on a tool that writes a record, a URL documented as an attribute of it ("Original recipe URL", "deep link back to
//   the integrator") is a value the record keeps, not a place the server goes.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { runGate } from '../corpus/corpus.js';
import { at, neutralServer, noneCriticalAt, pair, propertyOf, toolAdded, toolDefinition, toolOf, withDescription } from './corpusEdits.js';

describe('closed-world hints on a server that read nothing', () => {
  const id = 'upgrades/aviation-weather-mcp-server/v0.1.0__v0.1.1';
  it('aviation-weather-mcp v0.1.0 -> v0.1.1: aviation_find_stations (readOnlyHint, openWorldHint false) beside echo templates is critical; removed, not critical', () => {
    const { before, after } = pair(id);
    expect(toolAdded(runGate(before, after), 'aviation_find_stations').severity).toBe('critical');
    const removed = runGate(after, before).changes.find((change) => change.rule === 'tool_removed' && change.capability?.name === 'aviation_find_stations');
    expect(removed?.severity).not.toBe('critical');
  });

  it('the same tool beside a locked tool that reads is what its hints say: a warning', () => {
    const { after } = pair(id);
    const stations = toolOf(after, 'aviation_find_stations');
    const reader = toolDefinition('aviation_get_station_info', 'Get station information', { station_id: { type: 'string' } });
    const locked = neutralServer(reader);
    const change = toolAdded(runGate(locked, neutralServer(reader, stations)), 'aviation_find_stations');
    expect(change.severity).toBe('warning');
    expect(change.reasons.join(' ')).toContain('declares itself read-only and closed-world');
  });
});

describe('a link kept with the record', () => {
  it('mealie-mcp 1.4.14 -> 1.5.0: mealie_recipes_update `org_url` ("Original recipe URL") and the raise it brings are warnings; reverted, not critical', () => {
    const { before, after } = pair('upgrades/mealie-mcp-mdlopresti/1.4.14__1.5.0');
    const run = runGate(before, after);
    const [change] = noneCriticalAt(run, 'mealie_recipes_update', '/properties/org_url');
    expect(change!.reasons.join(' ')).toContain('a link or setting kept with what the tool writes ("Original recipe URL")');
    const raise = run.changes.find((each) => each.rule === 'risk_level_raised' && each.capability?.name === 'mealie_recipes_update');
    expect(raise?.severity).toBe('warning');
    expect(raise!.reasons.join(' ')).toContain('`org_url`');
    noneCriticalAt(runGate(after, before), 'mealie_recipes_update', '/properties/org_url');
  });

  it('pyfastmail-mcp 0.1.0 -> 0.2.0: mail_create_masked_email `url` ("deep link back to the integrator") is a warning; reverted, not critical', () => {
    const { before, after } = pair('upgrades/pyfastmail-mcp/0.1.0__0.2.0');
    noneCriticalAt(runGate(before, after), 'mail_create_masked_email', '/properties/url');
    noneCriticalAt(runGate(after, before), 'mail_create_masked_email', '/properties/url');
  });

  it('a link the server calls, fetches or imports from, and a link on a tool that does not write, are places', () => {
    const { before, after } = pair('upgrades/mealie-mcp-mdlopresti/1.4.14__1.5.0');
    const text = String(toolOf(after, 'mealie_recipes_update').description);
    for (const line of ['org_url: Original recipe URL, fetched to refresh the recipe', 'org_url: Webhook URL called when the recipe changes', 'org_url: Source URL to import the recipe from']) {
      const edited = withDescription(after, 'mealie_recipes_update', text.replace('org_url: Original recipe URL', line));
      expect(at(runGate(before, edited), 'mealie_recipes_update', '/properties/org_url')[0]?.severity, line).toBe('critical');
    }
    const schema = propertyOf(after, 'mealie_recipes_update', 'org_url') as JsonObject;
    const classes = (writes: boolean) => assessParameter('org_url', schema, { documentation: 'Original recipe URL', tool: { writes, nameWords: new Set(['mealie', 'recipes']) } }).findings.map((finding) => finding.class);
    expect(classes(true)).not.toContain('network_target');
    expect(classes(false)).toContain('network_target');
  });
});

// Classes of mistake found by the first-sight score of batch issue-21-fifth (docs/VERDICTS.md), each
// fixed as a class and tested on the recorded pair that showed it (both directions) and on edits that
// must keep the other verdict:
// - a new object parameter grouping options the locked tool already took carries nothing new;
// - a parameter named as a filter over results (`search_domain_filter`) is not a network target.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { assessParameter } from '../../src/risk/parameters.js';
import { runGate } from '../corpus/corpus.js';
import { pair, criticalAt, toolOf, replaceTool } from './corpusEdits.js';


describe('options the locked tool already took, grouped into an object', () => {
  it('@kazuph/mcp-fetch 1.5.0 -> 1.6.3: imageFetch `text: {maxLength, startIndex, raw}` (all top-level parameters already) is no critical; swapped, nothing', () => {
    const { before, after } = pair('upgrades/kazuph-mcp-fetch/1.5.0__1.6.3');
    expect(criticalAt(runGate(before, after), 'imageFetch', '/properties/text')).toEqual([]);
    expect(criticalAt(runGate(after, before), 'imageFetch', '/properties/text')).toEqual([]);
  });

  it('a nested name the locked tool did not take still counts', () => {
    const { before, after } = pair('upgrades/kazuph-mcp-fetch/1.5.0__1.6.3');
    const tool = toolOf(after, 'imageFetch');
    const input = tool.inputSchema as JsonObject;
    const properties = input.properties as JsonObject;
    const text = properties.text as JsonObject;
    const edited = { ...tool, inputSchema: { ...input, properties: { ...properties, text: { ...text, properties: { ...(text.properties as JsonObject), skip_tls_verify: { type: 'boolean' } } } } } };
    expect(criticalAt(runGate(before, replaceTool(after, edited)), 'imageFetch', '/properties/text').length).toBeGreaterThan(0);
  });
});

describe('a filter over results is not a target', () => {
  it('@perplexity-ai/mcp-server 0.9.0 -> 1.2.0: perplexity_search `search_domain_filter` is a warning', () => {
    const { before, after } = pair('upgrades/perplexity-mcp-server/0.9.0__1.2.0');
    expect(criticalAt(runGate(before, after), 'perplexity_search', 'search_domain_filter')).toEqual([]);
  });

  it('a domain or URL named as the target, or a filter that is not the head, still is one', () => {
    const classes = (name: string) => assessParameter(name, { type: 'array', items: { type: 'string' } }).findings.map((f) => f.class);
    expect(classes('search_domain_filter')).not.toContain('network_target');
    expect(classes('url_filters')).not.toContain('network_target');
    expect(classes('allowed_domains')).toContain('network_target');
    expect(classes('webhook_url')).toContain('network_target');
    expect(classes('filter_domain')).toContain('network_target');
  });
});

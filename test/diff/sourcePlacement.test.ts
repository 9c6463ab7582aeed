// A new reader's source (src/risk/newTool.ts newNames, sameBackendReader), fixed by class before the thirty-fifth batch
// was scored. A new read-only tool over the backend the locked tools reach is one reviewers differ on (a warning); one
// that reads a source they never reached is critical. The source is a name the locked text never held, where a
// description places it: any name of the opening sentence (which says what is read and where), a host name
// ("crates.io"), and past the opening a name after a preposition of place ("from WordPress"), before a backend noun
// ("the Crossref API") or as the object of an opening read verb. Capitalised words elsewhere (metric categories,
// filter values, date patterns, examples) are not a place the tool reads; a name led by a word of a locked tool's
// name ("the PubNub Admin API") is the backend they reach, one that only ends with it ("Semantic Scholar" beside
// `search_google_scholar`) is another. A lone prose word of a kind the locked tools have ("Admin", "fetches") is the
// same backend spoken of.
import { describe, expect, it } from 'vitest';
import type { Change } from '../../src/diff/types.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { runGate } from '../corpus/corpus.js';
import { pair, toolAdded, toolOf, withDescription } from './corpusEdits.js';

const added = (before: Snapshot, after: Snapshot, tool: string): Change => toolAdded(runGate(before, after), tool);

const removed = (before: Snapshot, after: Snapshot, tool: string): Change[] =>
  runGate(after, before).changes.filter((each) => each.capability?.name === tool);

const usage = 'upgrades/pubnub-mcp/2.1.0__2.2.0';
const users = 'upgrades/tableau-mcp/2.6.3__2.7.0';

describe('a new reader of the same backend: names that are not a place it reads', () => {
  it('pubnub 2.1.0 -> 2.2.0: get_usage_metrics "from the PubNub Admin API", metric categories and YYYY-MM-DD: a warning', () => {
    const { before, after } = pair(usage);
    const change = added(before, after, 'get_usage_metrics');
    expect(change.severity).toBe('warning');
    expect(change.reasons.join(' ')).toContain('reads more of the backend the locked tools reach');
    // Downgrade: the reader removed is no critical.
    const back = removed(before, after, 'get_usage_metrics');
    expect(back.map((each) => each.rule)).toContain('tool_removed');
    expect(back.filter((each) => each.severity === 'critical')).toEqual([]);
  });

  it('critical: the same reader fetching from a service the locked tools never named (opening sentence)', () => {
    const { before, after } = pair(usage);
    const text = (toolOf(after, 'get_usage_metrics').description as string).replace('from the PubNub Admin API', 'from the Datadog API');
    expect(added(before, withDescription(after, 'get_usage_metrics', text), 'get_usage_metrics').severity).toBe('critical');
  });

  it('critical: a later sentence placing a new source ("Metrics are read through Grafana Cloud.")', () => {
    const { before, after } = pair(usage);
    const text = `${toolOf(after, 'get_usage_metrics').description as string}\nMetrics are read through Grafana Cloud.`;
    expect(added(before, withDescription(after, 'get_usage_metrics', text), 'get_usage_metrics').severity).toBe('critical');
  });

  it('a later sentence naming features, not places ("Covers Access Manager and Push Notifications.") stays a warning', () => {
    const { before, after } = pair(usage);
    const text = `${toolOf(after, 'get_usage_metrics').description as string}\nCovers Access Manager and Push Notifications.`;
    expect(added(before, withDescription(after, 'get_usage_metrics', text), 'get_usage_metrics').severity).toBe('warning');
  });

  it('critical: a host name the locked tools never named ("api.datadoghq.com")', () => {
    const { before, after } = pair(usage);
    const text = `${toolOf(after, 'get_usage_metrics').description as string}\nThe numbers come back as api.datadoghq.com reports them.`;
    expect(added(before, withDescription(after, 'get_usage_metrics', text), 'get_usage_metrics').severity).toBe('critical');
  });

  it('a reserved example host ("user@example.com") is no source', () => {
    const { before, after } = pair(usage);
    const text = `${toolOf(after, 'get_usage_metrics').description as string}\nAccount owners look like owner@example.com.`;
    expect(added(before, withDescription(after, 'get_usage_metrics', text), 'get_usage_metrics').severity).toBe('warning');
  });

  it('tableau 2.6.3 -> 2.7.0: list-users, a table of filter fields with example values (SAML, Creator): a warning', () => {
    const { before, after } = pair(users);
    const change = added(before, after, 'list-users');
    expect(change.severity).toBe('warning');
    expect(removed(before, after, 'list-users').filter((each) => each.severity === 'critical')).toEqual([]);
  });

  it('critical: the same lister reading its users from another directory ("from Okta")', () => {
    const { before, after } = pair(users);
    const text = (toolOf(after, 'list-users').description as string).replace('Retrieves a list of users on the Tableau site.', 'Retrieves a list of users from Okta.');
    expect(added(before, withDescription(after, 'list-users', text), 'list-users').severity).toBe('critical');
  });
});

describe('a new reader of another source', () => {
  it('paper-search 0.1.3 -> 0.1.4: search_semantic "from Semantic Scholar" beside search_google_scholar is critical', () => {
    const { before, after } = pair('upgrades/paper-search-mcp/0.1.3__0.1.4');
    expect(added(before, after, 'search_semantic').severity).toBe('critical');
  });

  it('versionator 1.0.4 -> 1.1.0: get_rust_crate "from crates.io" is critical', () => {
    const { before, after } = pair('upgrades/versionator-mcp/1.0.4__1.1.0');
    expect(added(before, after, 'get_rust_crate').severity).toBe('critical');
  });

  it('versionator 1.1.0 -> 1.2.0: get_homebrew_formula, "a Homebrew formula" in its opening sentence, is critical', () => {
    const { before, after } = pair('upgrades/versionator-mcp/1.1.0__1.2.0');
    expect(added(before, after, 'get_homebrew_formula').severity).toBe('critical');
  });
});

// Classes of mistake the twenty-fourth batch (issue-21-twentyfourth) showed at first sight (29/31, no false
// critical), each fixed as a class and tested on the recorded pair (both directions) and on edits that keep
// the other verdict:
// - on a tool that writes, an author named by an account (`author_username`, `author_user_id`) is the identity
//   the write is made as: a credential (@discourse/mcp 0.1.15 discourse_create_post, discourse_create_topic);
// - a write-mode flag whose default becomes true (`overwrite`: false -> true on update_dashboard) makes every
//   call that leaves it out take that mode (grafana-fastmcp 1.0.1-public).
// Left open: grafana-fastmcp's instructions rewritten into terse orders ("Dashboards:overwrite:true") stay a
// warning (test/fixtures/corpus/open-disagreements.json).
import { describe, expect, it } from 'vitest';
import { assessParameter } from '../../src/risk/parameters.js';
import { changesOf, pair, severities, withProperty } from './corpusEdits.js';


describe('an author named by an account on a tool that writes', () => {
  const id = 'upgrades/discourse-mcp/0.1.14__0.1.15';
  it('@discourse/mcp 0.1.14 -> 0.1.15: author_username and author_user_id on discourse_create_post are critical, credentials by name; removed again, not critical', () => {
    const { before, after } = pair(id);
    for (const name of ['author_username', 'author_user_id']) {
      const [added] = changesOf(before, after, 'discourse_create_post', `/${name}`);
      expect(added).toMatchObject({ rule: 'input_property_added', severity: 'critical' });
      expect(added?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: name, class: 'credential', evidence: 'tool' }));
      expect(severities(after, before, 'discourse_create_post', `/${name}`)).not.toContain('critical');
    }
    expect(severities(before, after, 'discourse_create_topic', '/author_username')).toContain('critical');
  });
  it('a display name, an author on a reader, or an author filter is no identity to act as', () => {
    const writes = { writes: true, categories: ['write_file'] };
    const reads = { writes: false, categories: [] };
    const found = (name: string, tool: { writes: boolean; categories: string[] }) => assessParameter(name, { type: 'string' }, { tool }).findings.map((f) => f.class);
    expect(found('author_username', writes)).toContain('credential');
    expect(found('author_name', writes)).not.toContain('credential');
    expect(found('author_username', reads)).not.toContain('credential');
    const { before, after } = pair(id);
    expect(severities(before, withProperty(after, 'discourse_create_post', 'author_name', { type: 'string' }), 'discourse_create_post', '/author_name')).not.toContain('critical');
  });
});

describe('a write-mode flag on by default', () => {
  const id = 'upgrades/grafana-fastmcp/1.0.0-public__1.0.1-public';
  it('grafana-fastmcp 1.0.0 -> 1.0.1: update_dashboard `overwrite` default false -> true is critical, the write mode as trigger; back to false, not critical', () => {
    const { before, after } = pair(id);
    const [changed] = changesOf(before, after, 'update_dashboard', '/overwrite/default');
    expect(changed).toMatchObject({ rule: 'input_default_changed', severity: 'critical' });
    expect(changed?.reasons.join(' ')).toContain('`overwrite` is now on by default (write_mode)');
    expect(changed?.triggers).toContainEqual(expect.objectContaining({ kind: 'parameter', parameter: 'overwrite', class: 'write_mode' }));
    expect(severities(after, before, 'update_dashboard', '/overwrite/default')).not.toContain('critical');
  });
  it('a flag that shapes the result, or a safeguard on by default, is no write mode switched on', () => {
    const { before, after } = pair(id);
    const flagged = (name: string, was: boolean, now: boolean) => {
      const locked = withProperty(before, 'update_dashboard', name, { type: 'boolean', default: was });
      const live = withProperty(after, 'update_dashboard', name, { type: 'boolean', default: now });
      return severities(locked, live, 'update_dashboard', `/${name}/default`);
    };
    expect(flagged('include_panels', false, true)).not.toContain('critical');
    expect(flagged('verify_tls', false, true)).not.toContain('critical');
    expect(flagged('skip_validation', false, true)).toContain('critical');
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkServer, lockServer } from '../../src/core/gate.js';
import { renderCommentBody, stickyCommentBody, stickyCommentMarker } from '../../src/github/index.js';
import { renderReport } from '../../src/report/index.js';
import { realServer, tempDir } from '../helpers/fixtures.js';

// What reviewers see for a real upgrade of a published server (server-memory 0.6.2 -> 2026.8.31):
// the job summary / check-run markdown and the sticky PR comment, pinned as snapshots.

describe('markdown for a real server upgrade', () => {
  it('renders the summary and the sticky comment of server-memory 0.6.2 -> 2026.8.31', async () => {
    const dir = tempDir();
    const lockfilePath = path.join(dir, 'mcp.lock.json');
    const launch = (version: string) => ({ command: ['node', realServer('server-memory', version)], timeoutMs: 30_000, cwd: dir });
    await lockServer(launch('0.6.2'), lockfilePath);
    const { report } = await checkServer({ launch: launch('2026.8.31'), lockfilePath, configDir: dir, now: new Date('2026-11-22T00:00:00Z') });
    const shown = { ...report, lockfile: 'mcp.lock.json' };
    expect(shown.verdict).toBe('pass');

    await expect(renderReport(shown, 'markdown')).toMatchFileSnapshot('__snapshots__/server-memory-upgrade.summary.md');
    const comment = stickyCommentBody(renderCommentBody(shown, { detailsUrl: 'https://github.example/octo/notes/actions/runs/42' }), stickyCommentMarker('mcp.lock.json'));
    await expect(comment).toMatchFileSnapshot('__snapshots__/server-memory-upgrade.comment.md');
  });
});

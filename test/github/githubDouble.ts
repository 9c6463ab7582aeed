import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | undefined;
}

interface StoredComment {
  id: number;
  body: string;
  user: { login: string; id: number; type: string };
}

/**
 * A loopback stand-in for the few GitHub REST operations the gate uses, answering with GitHub's
 * statuses and shapes (201 + ids on create, 200 on update and list, Link headers for pages, 403
 * "Resource not accessible by integration" for writes when `readOnly`). Every request is recorded.
 */
export class GitHubDouble {
  readonly requests: RecordedRequest[] = [];
  readonly comments = new Map<number, StoredComment[]>();
  readonly checkRuns = new Map<number, { name: string; head_sha: string; conclusion?: string; output: Record<string, unknown>; annotations: unknown[] }>();
  readOnly = false;
  url = '';
  private nextId = 1000;
  private readonly server = createServer((req, res) => {
    void this.handle(req, res);
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  seedComments(issue: number, bodies: string[], login = 'github-actions[bot]'): StoredComment[] {
    const list = this.comments.get(issue) ?? [];
    const added = bodies.map((body) => ({ id: this.nextId++, body, user: { login, id: 41898282, type: 'Bot' } }));
    list.push(...added);
    this.comments.set(issue, list);
    return added;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.url);
    const method = req.method ?? 'GET';
    const body: unknown = raw === '' ? undefined : JSON.parse(raw);
    this.requests.push({ method, path: url.pathname, query: Object.fromEntries(url.searchParams), body, authorization: req.headers.authorization });
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}): void => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(payload));
    };
    if (method !== 'GET' && this.readOnly) {
      send(403, {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest',
        status: '403',
      });
      return;
    }
    const data = (body ?? {}) as Record<string, unknown>;
    let match: RegExpMatchArray | null;
    if ((match = url.pathname.match(/^\/repos\/([^/]+)\/([^/]+)\/check-runs$/)) && method === 'POST') {
      const id = this.nextId++;
      const output = (data.output ?? {}) as Record<string, unknown>;
      this.checkRuns.set(id, {
        name: String(data.name),
        head_sha: String(data.head_sha),
        ...(typeof data.conclusion === 'string' ? { conclusion: data.conclusion } : {}),
        output,
        annotations: [...((output.annotations as unknown[]) ?? [])],
      });
      send(201, this.checkRunJson(match[1]!, match[2]!, id));
      return;
    }
    if ((match = url.pathname.match(/^\/repos\/([^/]+)\/([^/]+)\/check-runs\/(\d+)$/)) && method === 'PATCH') {
      const run = this.checkRuns.get(Number(match[3]));
      if (!run) return send(404, { message: 'Not Found', status: '404' });
      const output = (data.output ?? {}) as Record<string, unknown>;
      // Like GitHub: annotations of an update are appended to the run's.
      run.annotations.push(...((output.annotations as unknown[]) ?? []));
      run.output = { ...run.output, ...output };
      send(200, this.checkRunJson(match[1]!, match[2]!, Number(match[3])));
      return;
    }
    if ((match = url.pathname.match(/^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/))) {
      const issue = Number(match[3]);
      const list = this.comments.get(issue) ?? [];
      if (method === 'GET') {
        const perPage = Number(url.searchParams.get('per_page') ?? '30');
        const page = Number(url.searchParams.get('page') ?? '1');
        const slice = list.slice((page - 1) * perPage, page * perPage);
        const headers: Record<string, string> = {};
        if (page * perPage < list.length) {
          const next = new URL(url);
          next.searchParams.set('page', String(page + 1));
          headers.link = `<${next.href}>; rel="next"`;
        }
        send(200, slice.map((comment) => this.commentJson(match![1]!, match![2]!, issue, comment)), headers);
        return;
      }
      if (method === 'POST') {
        const [comment] = this.seedComments(issue, [String(data.body)]);
        send(201, this.commentJson(match[1]!, match[2]!, issue, comment!));
        return;
      }
    }
    if ((match = url.pathname.match(/^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/)) && method === 'PATCH') {
      for (const [issue, list] of this.comments) {
        const comment = list.find((c) => c.id === Number(match![3]));
        if (!comment) continue;
        comment.body = String(data.body);
        send(200, this.commentJson(match[1]!, match[2]!, issue, comment));
        return;
      }
    }
    send(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' });
  }

  private checkRunJson(owner: string, repo: string, id: number) {
    const run = this.checkRuns.get(id)!;
    return {
      id,
      node_id: `CR_${id}`,
      head_sha: run.head_sha,
      name: run.name,
      status: 'completed',
      conclusion: run.conclusion ?? null,
      url: `${this.url}/repos/${owner}/${repo}/check-runs/${id}`,
      html_url: `https://github.com/${owner}/${repo}/runs/${id}`,
      output: { title: run.output.title ?? null, summary: run.output.summary ?? null, text: run.output.text ?? null, annotations_count: run.annotations.length },
    };
  }

  private commentJson(owner: string, repo: string, issue: number, comment: StoredComment) {
    return {
      id: comment.id,
      node_id: `IC_${comment.id}`,
      url: `${this.url}/repos/${owner}/${repo}/issues/comments/${comment.id}`,
      html_url: `https://github.com/${owner}/${repo}/pull/${issue}#issuecomment-${comment.id}`,
      body: comment.body,
      user: comment.user,
      author_association: 'NONE',
    };
  }
}

import { describe, expect, it } from 'vitest';
import { createRedactor, launchSecrets, REDACTED } from '../../src/launch/redact.js';
import { StderrRingBuffer } from '../../src/launch/stderrBuffer.js';
import { connectionFailure, displayUrl, EventDataReader, httpStatus } from '../../src/launch/http.js';

describe('StderrRingBuffer', () => {
  it('keeps everything while under capacity', () => {
    const buffer = new StderrRingBuffer(16);
    buffer.append('abc');
    buffer.append(Buffer.from('def'));
    expect(buffer.tail()).toBe('abcdef');
  });

  it('keeps only the last bytes across many chunks', () => {
    const buffer = new StderrRingBuffer(10);
    for (let i = 0; i < 100; i++) buffer.append(`line${i}\n`);
    expect(buffer.tail()).toBe('98\nline99\n');
    expect(Buffer.byteLength(buffer.tail())).toBe(10);
  });

  it('keeps the end of a single chunk larger than the capacity', () => {
    const buffer = new StderrRingBuffer(4);
    buffer.append('0123456789');
    expect(buffer.tail()).toBe('6789');
    buffer.append('ab');
    expect(buffer.tail()).toBe('89ab');
  });

  it('rejects a non-positive capacity', () => {
    expect(() => new StderrRingBuffer(0)).toThrow(RangeError);
  });
});

describe('createRedactor', () => {
  it('hides every occurrence of each secret, longest first', () => {
    const redact = createRedactor(['s3cret-1', 's3cret-1-long-token']);
    expect(redact('a s3cret-1-long-token and s3cret-1 and s3cret-1')).toBe(`a ${REDACTED} and ${REDACTED} and ${REDACTED}`);
  });

  it('leaves text alone without secrets, and ignores trivially short values', () => {
    expect(createRedactor([])('nothing here')).toBe('nothing here');
    expect(createRedactor(['1', 'on', 'crash', 'production'])('on 1 line, crashing in production')).toBe('on 1 line, crashing in production');
  });
});

describe('http helpers', () => {
  it('prints urls without credentials, query or fragment', () => {
    expect(displayUrl(new URL('https://user:pw@example.test:8443/mcp?token=abc#x'))).toBe('https://example.test:8443/mcp');
  });

  it('explains connection failures nested in fetch causes', () => {
    const refused = new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }) });
    expect(connectionFailure(refused)).toMatch(/connection refused/);
    expect(connectionFailure(new Error('SSE error: TypeError: fetch failed: connect ECONNREFUSED 127.0.0.1:9'))).toMatch(/connection refused/);
    expect(connectionFailure(new TypeError('fetch failed', { cause: new Error('bad port') }))).toBe('bad port');
    expect(connectionFailure(new Error('SSE error: TypeError: fetch failed: bad port'))).toBe('bad port');
    expect(connectionFailure(new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo'), { code: 'ENOTFOUND' }) }))).toBe('ENOTFOUND');
    expect(connectionFailure(new Error('Streamable HTTP error: Error POSTing to endpoint: unauthorized'))).toBeUndefined();
  });

  it('reads the HTTP status SDK transport errors carry', () => {
    expect(httpStatus(Object.assign(new Error('x'), { code: 401 }))).toBe(401);
    expect(httpStatus(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(httpStatus(Object.assign(new Error('x'), { code: -32000 }))).toBeUndefined();
  });
});

describe('launchSecrets', () => {
  it('counts the HTTP Basic value sent for url credentials (whole and as its token), so the action masks it too', () => {
    const token = Buffer.from('gate user:pass-word-1').toString('base64');
    const secrets = launchSecrets({ url: 'http://gate%20user:pass-word-1@127.0.0.1:9/mcp' });
    expect(secrets).toContainEqual({ label: 'url credentials (HTTP Basic)', value: `Basic ${token}` });
    expect(secrets).toContainEqual({ label: 'url credentials (HTTP Basic)', value: token });
    expect(secrets).toContainEqual({ label: 'url password', value: 'pass-word-1' });
  });
});

describe('EventDataReader', () => {
  const read = (chunks: string[]): string[] => {
    const reader = new EventDataReader();
    const events: string[] = [];
    for (const chunk of chunks) reader.push(Buffer.from(chunk), (text) => events.push(text));
    reader.end((text) => events.push(text));
    return events;
  };

  it('splits events on CRLF, LF and CR, a CRLF split between chunks counting once', () => {
    expect(read(['data: a\r', '\ndata: b\r\n\r', '\n'])).toEqual(['a\nb']);
    expect(read(['data: a\rdata: b\r\rdata: c\n\n'])).toEqual(['a\nb', 'c']);
    expect(read(['event: message\nda', 'ta:x', 'y\n', '\n'])).toEqual(['xy']);
  });

  it('joins thousands of data lines in order', () => {
    const lines = Array.from({ length: 5000 }, (_, i) => String(i));
    expect(read([lines.map((line) => `data: ${line}\n`).join(''), '\n'])).toEqual([lines.join('\n')]);
  });
});

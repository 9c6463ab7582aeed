import { parse } from 'shell-quote';
import { GateError } from '../errors.js';
import { MAX_TIMEOUT_MS } from '../launch/index.js';
import { DEFAULT_MAX_MESSAGE_BYTES } from '../launch/lineReader.js';

/**
 * Splits a command line given as one string (`--start "node server.js --port 3000"`, the action's
 * `command` input) into argv, honouring quotes, WITHOUT a shell: variables are kept literally, and
 * shell operators (pipes, `;`, `&&`, redirections, globs) are refused rather than interpreted, so an
 * input can never run anything but the one program it names.
 */
export function splitCommandLine(line: string, what: string): string[] {
  // shell-quote would turn `${NAME}` into `$NAME`: refuse it rather than pass on something else.
  if (line.includes('${')) {
    throw new GateError('usage', `${what}: \${...} is not expanded (the command is run without a shell); pass values with --env / the env input`);
  }
  const argv: string[] = [];
  for (const token of parse(line, (name) => `$${name}`)) {
    if (typeof token === 'string') {
      argv.push(token);
      continue;
    }
    const shown = 'op' in token ? (token.op === 'glob' ? (token as { pattern: string }).pattern : token.op) : 'comment';
    throw new GateError(
      'usage',
      `${what}: shell syntax "${shown}" is not supported; the command is run without a shell (use a script file for pipelines)`,
    );
  }
  if (argv.length === 0) throw new GateError('usage', `${what} is empty`);
  return argv;
}

/** Parses repeatable `KEY=VALUE` options. Values are never echoed back in errors. */
export function parseKeyValues(entries: readonly string[], what: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of entries) {
    const at = entry.indexOf('=');
    if (at <= 0) throw new GateError('usage', `${what}: expected KEY=VALUE, got an entry without a key (entry ${Object.keys(out).length + 1})`);
    out[entry.slice(0, at)] = entry.slice(at + 1);
  }
  return out;
}

/** Parses repeatable `Name: value` HTTP headers. Values are never echoed back in errors. */
export function parseHeaders(entries: readonly string[], what: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of entries) {
    const at = entry.indexOf(':');
    const name = at > 0 ? entry.slice(0, at).trim() : '';
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
      throw new GateError('usage', `${what}: expected "Name: value" with a valid header name (entry ${Object.keys(out).length + 1})`);
    }
    out[name] = entry.slice(at + 1).trim();
  }
  return out;
}


/** `--timeout` / the timeout input: a whole number of milliseconds within what a timer can hold. */
export function parseTimeoutMs(text: string, what: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value <= 0 || value > MAX_TIMEOUT_MS) {
    throw new GateError('usage', `${what} must be a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}, got "${text}"`);
  }
  return value;
}

/** `--max-message-bytes` / its input: at least 1 KiB (an initialize answer must fit). */
export function parseMaxMessageBytes(text: string | undefined, what: string): number {
  if (text === undefined || text.trim() === '') return DEFAULT_MAX_MESSAGE_BYTES;
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < 1024) {
    throw new GateError('usage', `${what} must be a whole number of bytes, at least 1024, got "${text}"`);
  }
  return value;
}

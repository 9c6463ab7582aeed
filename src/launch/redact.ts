import type { LaunchOptions } from './types.js';

export const REDACTED = '[redacted]';

/** Values shorter than this are too common ("1", "on", "crash") to mean anything as secrets. */
export const MIN_SECRET_LENGTH = 8;

/**
 * THE rule for which given values (--env, --header, URL credentials, and the action's env/headers/url
 * inputs) are treated as secrets, shared by the CLI's redaction and the action's masking: at least 8
 * characters, and not a plain word. A plain word is letters only, lower case after the first letter,
 * shorter than 16 ("production", "staging", "Enabled"): hiding it would mangle ordinary text
 * ("crashing" -> "[redacted]ing") while no credential looks like that. Anything with a digit, a
 * symbol, a space, mixed case or 16+ characters counts. GitHub masks `secrets.*` values itself,
 * whatever their length.
 */
export function isSecretLike(value: string): boolean {
  if (value.length < MIN_SECRET_LENGTH) return false;
  const plainWord = /^\p{L}\p{Ll}*$/u.test(value) && value.length < 16;
  return !plainWord;
}

export type Redactor = (text: string) => string;

/** A given value that may be a secret, and how to name it without showing it. */
export interface NamedSecret {
  /** e.g. `environment variable API_KEY`, `header Authorization`, `url password`. */
  label: string;
  value: string;
}

/**
 * Every secret-like value given to reach the server: env and header values, and the URL's userinfo
 * and query values (a token in `?token=` is as secret as a header), each also in percent-encoded
 * form, since messages quote URLs encoded.
 */
export function launchSecrets(options: Pick<LaunchOptions, 'env' | 'headers' | 'url' | 'secrets'>): NamedSecret[] {
  const secrets: NamedSecret[] = [...(options.secrets ?? [])];
  for (const [name, value] of Object.entries(options.env ?? {})) secrets.push({ label: `environment variable ${name}`, value });
  for (const [name, value] of Object.entries(options.headers ?? {})) secrets.push({ label: `header ${name}`, value });
  let url: URL | undefined;
  try {
    url = options.url === undefined ? undefined : new URL(options.url);
  } catch {
    url = undefined;
  }
  if (url !== undefined) {
    const decode = (text: string) => {
      try {
        return decodeURIComponent(text);
      } catch {
        return text;
      }
    };
    if (url.username !== '') secrets.push({ label: 'url user name', value: url.username }, { label: 'url user name', value: decode(url.username) });
    if (url.password !== '') secrets.push({ label: 'url password', value: url.password }, { label: 'url password', value: decode(url.password) });
    const basic = basicAuthorization(url);
    // What the server is sent for them (HTTP Basic), whole and as its base64 token.
    if (basic !== undefined) secrets.push({ label: 'url credentials (HTTP Basic)', value: basic }, { label: 'url credentials (HTTP Basic)', value: basic.slice('Basic '.length) });
    for (const [name, value] of url.searchParams) {
      secrets.push({ label: `url query parameter ${name}`, value }, { label: `url query parameter ${name}`, value: encodeURIComponent(value) });
    }
  }
  return secrets.filter((secret) => isSecretLike(secret.value));
}

/**
 * The HTTP Basic Authorization value for a URL's user and password (percent-decoded, as RFC 3986
 * writes them), or undefined when it has none or they are not valid percent-encoding.
 */
export function basicAuthorization(url: URL): string | undefined {
  if (url.username === '' && url.password === '') return undefined;
  try {
    return `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`, 'utf8').toString('base64')}`;
  } catch {
    return undefined;
  }
}

/**
 * Builds a function that blanks out every occurrence of the given values, so a server that echoes
 * its environment (or an SDK message that quotes the URL) cannot make the gate print a secret.
 * Only values isSecretLike accepts are hidden.
 */
export function createRedactor(values: Iterable<string>): Redactor {
  const secrets = [...new Set([...values].filter(isSecretLike))]
    // Longest first, so a secret that contains another is hidden whole.
    .sort((a, b) => b.length - a.length);
  if (secrets.length === 0) return (text) => text;
  return (text) => secrets.reduce((out, secret) => out.split(secret).join(REDACTED), text);
}

/**
 * Redacts every string (keys included) of a JSON value, and says which secrets were found, by label.
 * Used on what a server sent, before it can reach a lockfile or a report.
 */
export function redactJson<T>(value: T, secrets: readonly NamedSecret[]): { value: T; found: string[] } {
  const usable = secrets.filter((secret) => isSecretLike(secret.value));
  if (usable.length === 0) return { value, found: [] };
  const redact = createRedactor(usable.map((secret) => secret.value));
  const found = new Set<string>();
  const text = (input: string): string => {
    const output = redact(input);
    if (output !== input) for (const secret of usable) if (input.includes(secret.value)) found.add(secret.label);
    return output;
  };
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return text(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node)) Object.defineProperty(out, text(key), { value: walk(child), enumerable: true, writable: true, configurable: true });
      return out;
    }
    return node;
  };
  const result = walk(value) as T;
  return { value: found.size === 0 ? value : result, found: [...found].sort() };
}

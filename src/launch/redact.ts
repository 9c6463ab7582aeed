/** Values shorter than this are too common ("1", "on") to mean anything, and hiding them would garble messages. */
const MIN_SECRET_LENGTH = 3;
export const REDACTED = '[redacted]';

export type Redactor = (text: string) => string;

/**
 * Builds a function that blanks out every occurrence of the given values (env and header values),
 * so a server that echoes its environment to stderr cannot make the gate print a secret.
 */
export function createRedactor(values: Iterable<string>): Redactor {
  const secrets = [...new Set([...values].filter((v) => v.length >= MIN_SECRET_LENGTH))]
    // Longest first, so a secret that contains another is hidden whole.
    .sort((a, b) => b.length - a.length);
  if (secrets.length === 0) return (text) => text;
  return (text) => secrets.reduce((out, secret) => out.split(secret).join(REDACTED), text);
}

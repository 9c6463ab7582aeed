import { GateError } from '../errors.js';

/**
 * `${NAME}` references in `env` and `headers` values, expanded from the scanner's environment by us,
 * never by a shell. `$${` is a literal `${`; any other `$` is literal. Errors name the server, the
 * key and the variable, never a value: values are usually secrets.
 */
const REFERENCE = /\$\$\{|\$\{([^}]*)\}?/g;
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const MALFORMED_REFERENCE =
  'has a malformed ${...} reference (expected ${NAME} with letters, digits and _; write $${ for a literal ${)';

export interface ReferenceSite {
  /** Config file, as given. */
  file: string;
  server: string;
  /** e.g. `env.API_TOKEN` or `headers.Authorization`. */
  key: string;
}

/** Names of the variables a value references, or undefined when a reference is malformed. */
export function referencedVariables(value: string): string[] | undefined {
  const names: string[] = [];
  for (const match of value.matchAll(REFERENCE)) {
    if (match[0] === '$${') continue;
    const name = match[1];
    if (!match[0].endsWith('}') || name === undefined || !VARIABLE_NAME.test(name)) return undefined;
    names.push(name);
  }
  return names;
}

/** The value with every reference replaced; a variable that is not set is a config error. */
export function expandReferences(value: string, env: Record<string, string | undefined>, site: ReferenceSite): string {
  const prefix = `${site.file}: server "${site.server}": ${site.key}`;
  const names = referencedVariables(value);
  if (names === undefined) throw new GateError('config_invalid', `${prefix} ${MALFORMED_REFERENCE}`);
  const missing = [...new Set(names.filter((name) => env[name] === undefined))];
  if (missing.length > 0) {
    const shown = missing.map((name) => `\${${name}}`).join(', ');
    throw new GateError(
      'config_invalid',
      `${prefix} references ${shown}, which ${missing.length === 1 ? 'is' : 'are'} not set in the scanner's environment`,
    );
  }
  return value.replace(REFERENCE, (match, name: string | undefined) => (match === '$${' ? '${' : (env[name!] as string)));
}

/**
 * The environment an untrusted server process starts with: a short allowlist of what programs
 * need to run (PATH, HOME, locale, temp dirs, npm's settings so `npx` works), plus the values given
 * explicitly (`--env`, the action's `env` input, a scan config's `env`). Nothing else of the gate's
 * environment is passed on: in CI it holds the GitHub token (INPUT_TOKEN, ACTIONS_*), the paths of
 * GITHUB_OUTPUT / GITHUB_ENV, and every secret of the step, none of which the server may see.
 * npm's settings pass, except those that carry credentials (see NPM_CREDENTIAL).
 */
const ALLOWED = new Set([
  'PATH', 'HOME', 'USER', 'LOGNAME', 'SHELL', 'LANG', 'LANGUAGE', 'TZ', 'TERM',
  'TMPDIR', 'TMP', 'TEMP', 'NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE', 'SSL_CERT_DIR',
  'HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy',
  // Windows: programs do not start without these.
  'SYSTEMROOT', 'SystemRoot', 'COMSPEC', 'ComSpec', 'PATHEXT', 'WINDIR', 'windir', 'APPDATA', 'LOCALAPPDATA',
  'USERPROFILE', 'PROGRAMDATA', 'ProgramData', 'PROGRAMFILES', 'ProgramFiles',
]);
const ALLOWED_PREFIXES = ['LC_', 'XDG_', 'npm_config_', 'NPM_CONFIG_'];
const NPM_PREFIX = /^npm_config_/i;
/**
 * npm settings given as environment variables that hold credentials: `_auth`, `_authToken` (also
 * per registry: `NPM_CONFIG_//registry.npmjs.org/:_authToken`), `_password`, `username`, `email`,
 * `otp`, and the client certificate and key (`cert`, `key`, `certfile`, `keyfile`). A registry
 * token set this way is a secret of the step like any other.
 */
const NPM_CREDENTIAL = /auth|token|password|passwd|otp|cert|key|username|email/i;

export function serverEnvironment(explicit: Record<string, string> = {}, parent: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(parent)) {
    if (value === undefined) continue;
    if (NPM_PREFIX.test(name) && NPM_CREDENTIAL.test(name.slice('npm_config_'.length))) continue;
    if (ALLOWED.has(name) || ALLOWED_PREFIXES.some((prefix) => name.startsWith(prefix))) env[name] = value;
  }
  return { ...env, ...explicit };
}

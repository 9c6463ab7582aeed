import path from 'node:path';
import type { LockSource } from './types.js';

/**
 * Where a server's code comes from, read off the command line that starts it (never by running
 * anything): the package an `npx`/`npm exec`/`pnpm dlx`/`bunx` command fetches, the Python package of
 * `uvx`/`uv tool run`/`pipx run`, the image of `docker run`/`podman run`, else the program itself.
 * `pinned` says whether the package is fixed to one exact version (an image to a digest: a tag can
 * move); a source that is not can change with no change in the repository.
 */
export function sourceOfCommand(argv: readonly string[]): LockSource | undefined {
  if (argv.length === 0 || argv[0] === '') return undefined;
  const program = programName(argv[0]!);
  const rest = argv.slice(1);
  switch (program) {
    case 'npx':
    case 'bunx':
      return npmSource(rest, NPX_VALUE_OPTIONS);
    case 'npm':
      return rest[0] === 'exec' || rest[0] === 'x' ? npmSource(rest.slice(1), NPX_VALUE_OPTIONS) : programSource(program);
    case 'pnpm':
    case 'yarn':
      return rest[0] === 'dlx' ? npmSource(rest.slice(1), NPX_VALUE_OPTIONS) : programSource(program);
    case 'uvx':
      return pythonSource(rest, UVX_VALUE_OPTIONS, '--from');
    case 'uv':
      return rest[0] === 'tool' && rest[1] === 'run' ? pythonSource(rest.slice(2), UVX_VALUE_OPTIONS, '--from') : programSource(program);
    case 'pipx':
      return rest[0] === 'run' ? pythonSource(rest.slice(1), PIPX_VALUE_OPTIONS, '--spec') : programSource(program);
    case 'docker':
    case 'podman':
      return rest[0] === 'run' ? imageSource(rest.slice(1)) : rest[0] === 'container' && rest[1] === 'run' ? imageSource(rest.slice(2)) : programSource(program);
    default:
      return programSource(program);
  }
}

/** `node`, `python3`, `server` (a path keeps only its last part: nothing machine-specific is locked). */
function programName(command: string): string {
  const base = path.posix.basename(command.replace(/\\/g, '/'));
  return base.replace(/\.(cmd|exe|bat|ps1)$/i, '');
}

function programSource(program: string): LockSource {
  return { kind: 'command', name: program };
}

/** Options of npx / npm exec that take a value as the next argument. */
const NPX_VALUE_OPTIONS = new Set(['-p', '--package', '-c', '--call', '--cache', '--registry', '--userconfig', '-w', '--workspace']);
/** Options of uvx / uv tool run that take a value as the next argument. */
const UVX_VALUE_OPTIONS = new Set([
  '--from', '--with', '--with-editable', '--with-requirements', '-p', '--python', '--index', '--default-index', '-i', '--index-url',
  '--extra-index-url', '-f', '--find-links', '--index-strategy', '--keyring-provider', '--resolution', '--prerelease', '--exclude-newer',
  '--reinstall-package', '--upgrade-package', '-P', '--refresh-package', '-C', '--config-setting', '--link-mode', '--cache-dir',
  '--config-file', '--directory', '--project', '--color', '--env-file', '--constraints', '--overrides', '--build-constraints',
]);
const PIPX_VALUE_OPTIONS = new Set(['--spec', '--python', '--index-url', '-i', '--pip-args', '--backend']);

/** Splits leading options from the first positional argument; `--name=value` carries its value. */
function options(args: readonly string[], valueOptions: ReadonlySet<string>): { values: Map<string, string>; positional?: string } {
  const values = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') return { values, ...(args[i + 1] !== undefined ? { positional: args[i + 1] } : {}) };
    if (!arg.startsWith('-') || arg === '-') return { values, positional: arg };
    const eq = arg.indexOf('=');
    if (arg.startsWith('--') && eq > 0) {
      values.set(arg.slice(0, eq), arg.slice(eq + 1));
    } else if (valueOptions.has(arg)) {
      values.set(arg, args[i + 1] ?? '');
      i++;
    }
  }
  return { values };
}

/** An exact version: 1.2.3, 1.2.3-rc.1, 1.2.3+build (no range, no tag). */
const EXACT_SEMVER = /^v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

function npmSource(args: readonly string[], valueOptions: ReadonlySet<string>): LockSource | undefined {
  const { values, positional } = options(args, valueOptions);
  const spec = values.get('--package') ?? values.get('-p') ?? positional;
  if (spec === undefined || spec === '') return undefined;
  const { name, version } = splitNpmSpec(spec);
  return { kind: 'npm', name, ...(version !== undefined ? { version } : {}), pinned: version !== undefined && EXACT_SEMVER.test(version) };
}

/** `@scope/name@1.2.3` -> name and version; a git, URL or path spec is all name (never pinned). */
export function splitNpmSpec(spec: string): { name: string; version?: string } {
  if (/^(?:[a-z+]+:|\.{0,2}\/|~)/i.test(spec) && !spec.startsWith('npm:')) return { name: spec };
  const bare = spec.startsWith('npm:') ? spec.slice(4) : spec;
  const at = bare.indexOf('@', bare.startsWith('@') ? 1 : 0);
  if (at <= 0) return { name: bare };
  const version = bare.slice(at + 1);
  return { name: bare.slice(0, at), ...(version !== '' ? { version } : {}) };
}

function pythonSource(args: readonly string[], valueOptions: ReadonlySet<string>, fromOption: string): LockSource | undefined {
  const { values, positional } = options(args, valueOptions);
  const spec = values.get(fromOption) ?? positional;
  if (spec === undefined || spec === '') return undefined;
  const { name, version, exact } = splitPythonSpec(spec);
  return { kind: 'pypi', name, ...(version !== undefined ? { version } : {}), pinned: exact };
}

/**
 * `pkg==1.2.3`, `pkg[extra]==1.2.3`, `pkg@1.2.3` (uv) -> exact; `pkg>=1`, `pkg~=1.2`, `pkg==1.*`,
 * `pkg@latest` -> a version constraint, not pinned; a URL or path is all name.
 */
export function splitPythonSpec(spec: string): { name: string; version?: string; exact: boolean } {
  if (/^(?:[a-z+]+:\/\/|\.{0,2}\/|git\+)/i.test(spec)) return { name: spec, exact: false };
  const at = /^([A-Za-z0-9][A-Za-z0-9._-]*(?:\[[^\]]*\])?)@(.+)$/.exec(spec);
  if (at) {
    const version = at[2]!;
    return { name: at[1]!.replace(/\[.*\]$/, ''), version, exact: /^\d+(?:\.\d+)*(?:(?:a|b|rc|\.post|\.dev)\d+)*$/.test(version) };
  }
  const match = /^([A-Za-z0-9][A-Za-z0-9._-]*)(?:\[[^\]]*\])?\s*(.*)$/.exec(spec);
  if (!match) return { name: spec, exact: false };
  const constraint = match[2]!.trim();
  if (constraint === '') return { name: match[1]!, exact: false };
  const exact = /^===?\s*(\d+(?:\.\d+)*(?:(?:a|b|rc|\.post|\.dev)\d+)*)$/.exec(constraint);
  return { name: match[1]!, version: exact ? exact[1]! : constraint, exact: exact !== null };
}

/** Options of docker/podman run that take a value as the next argument (short flags included). */
const DOCKER_VALUE_OPTIONS = new Set([
  '-a', '--attach', '--add-host', '--annotation', '--blkio-weight', '--cap-add', '--cap-drop', '--cgroup-parent', '--cgroupns', '--cidfile',
  '--cpu-period', '--cpu-quota', '--cpu-shares', '-c', '--cpus', '--cpuset-cpus', '--cpuset-mems', '--device', '--dns', '--dns-option',
  '--dns-search', '--domainname', '--entrypoint', '-e', '--env', '--env-file', '--expose', '--gpus', '--group-add', '--health-cmd',
  '--health-interval', '--health-retries', '--health-start-period', '--health-timeout', '-h', '--hostname', '--ip', '--ip6', '--ipc',
  '--isolation', '--kernel-memory', '-l', '--label', '--label-file', '--link', '--log-driver', '--log-opt', '--mac-address', '-m',
  '--memory', '--memory-reservation', '--memory-swap', '--mount', '--name', '--network', '--net', '--network-alias', '--pid', '--pids-limit',
  '--platform', '-p', '--publish', '--pull', '--restart', '--runtime', '--security-opt', '--shm-size', '--stop-signal', '--stop-timeout',
  '--storage-opt', '--sysctl', '--tmpfs', '--ulimit', '-u', '--user', '--userns', '--uts', '-v', '--volume', '--volume-driver',
  '--volumes-from', '-w', '--workdir',
]);

function imageSource(args: readonly string[]): LockSource | undefined {
  let image: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      image = args[i + 1];
      break;
    }
    if (!arg.startsWith('-')) {
      image = arg;
      break;
    }
    if (arg.startsWith('--') ? !arg.includes('=') && DOCKER_VALUE_OPTIONS.has(arg) : arg.length === 2 && DOCKER_VALUE_OPTIONS.has(arg)) i++;
    // `-it`, `-e=X`, `-eFOO=1`: a cluster of flags or a short option with its value attached.
  }
  if (image === undefined || image === '') return undefined;
  const digestAt = image.indexOf('@');
  if (digestAt > 0) return { kind: 'docker', name: image.slice(0, digestAt), version: image.slice(digestAt + 1), pinned: /^sha256:[0-9a-f]{64}$/.test(image.slice(digestAt + 1)) };
  // A tag follows the last ':' after the last '/' (a registry host may carry a port: host:5000/x).
  const slash = image.lastIndexOf('/');
  const colon = image.lastIndexOf(':');
  if (colon > slash) return { kind: 'docker', name: image.slice(0, colon), version: image.slice(colon + 1), pinned: false };
  return { kind: 'docker', name: image, pinned: false };
}

/** `npm @scope/x@1.2.3`, `pypi mcp-server-git==1.0.0`, `docker ghcr.io/a/b@sha256:…, pinned`, `command node`. */
export function describeSource(source: LockSource): string {
  return `${source.kind} ${sourceLabel(source)}${source.pinned === undefined ? '' : source.pinned ? '' : ', unpinned'}`;
}

/** The source's name with its version as its ecosystem writes it. */
export function sourceLabel(source: LockSource): string {
  const { name, version } = source;
  if (version === undefined) return name;
  if (source.kind === 'docker') return version.startsWith('sha256:') ? `${name}@${version}` : `${name}:${version}`;
  if (source.kind === 'pypi') return /^[<>=!~]/.test(version) ? `${name}${version}` : source.pinned ? `${name}==${version}` : `${name}@${version}`;
  return `${name}@${version}`;
}

/** The finding of a scan whose source is a package or image not fixed to one version. */
export function unpinnedSourceMessage(source: LockSource): string | undefined {
  if (source.pinned !== false) return undefined;
  const what = source.kind === 'docker' ? 'image is not pinned to a digest' : 'package is not pinned to an exact version';
  return `source ${describeSource(source)}: the ${what}, so drift can arrive with no change in this repository`;
}

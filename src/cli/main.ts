import { writeFile } from 'node:fs/promises';
import { FILE_LIMITS, readRegularTextFile } from '../boundedFile.js';
import path from 'node:path';
import os from 'node:os';
import { Command, CommanderError, Option } from 'commander';
import { GateError } from '../errors.js';
import { checkServer, lockServer, snapshotServer } from '../core/gate.js';
import { parseHeaders, parseKeyValues, parseMaxMessageBytes, parseTimeoutMs, splitCommandLine } from '../core/commandLine.js';
import type { LaunchOptions, TransportKind } from '../launch/types.js';
import type { Snapshot } from '../snapshot/types.js';
import type { FailOn } from '../policy/types.js';
import type { ReportFormat } from '../report/types.js';
import { GATE_VERSION } from '../version.js';
import { sanitizeTerminal } from '../report/escape.js';

export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
}

/** Exit codes: 0 no drift at or above --fail-on, 1 drift at or above it, 2 the gate could not do its job. */
export const EXIT = { pass: 0, drift: 1, error: 2 } as const;

interface CommonOptions {
  url?: string;
  transport?: TransportKind;
  start?: string;
  timeout: string;
  maxMessageBytes?: string;
  cwd?: string;
  env: string[];
  header: string[];
  lockfile: string;
}

const collect = (value: string, previous: string[]) => [...previous, value];

function addServerOptions(command: Command): Command {
  return command
    .argument('[command...]', 'stdio server: program and arguments, after --')
    .option('--url <url>', 'connect to an HTTP (Streamable HTTP or SSE) server instead of spawning one')
    .addOption(new Option('--transport <kind>', 'transport').choices(['stdio', 'http', 'sse']))
    .option('--start <command>', 'with --url: start this command first (no shell) and wait until the URL answers')
    .option('--timeout <ms>', 'milliseconds for start-up and for each request', '30000')
    .option('--max-message-bytes <n>', 'bound on one message from the server: a stdio line, an HTTP body, an SSE event (default 67108864 = 64 MiB)')
    .option('--cwd <dir>', 'working directory of the spawned server')
    .option('--env <KEY=VALUE>', 'environment for the spawned server (repeatable; values never printed)', collect, [])
    .option('--header <"Name: value">', 'HTTP header (repeatable; values never printed)', collect, [])
    .option('--lockfile <file>', 'lockfile path', 'mcp.lock.json');
}

/** Turns CLI options into launch options; every inconsistency is a usage error (exit 2). */
export function launchOptionsFrom(argv: string[], options: CommonOptions, io: CliIO): LaunchOptions {
  const timeoutMs = parseTimeoutMs(options.timeout, '--timeout');
  const maxMessageBytes = parseMaxMessageBytes(options.maxMessageBytes, '--max-message-bytes');
  if (argv.length > 0 && options.url) throw new GateError('usage', 'give either a command after -- or --url, not both');
  if (argv.length === 0 && !options.url) throw new GateError('usage', 'no server: give a command after -- (stdio) or --url');
  if (options.start && !options.url) throw new GateError('usage', '--start needs --url (the address the started server listens on)');
  if (options.url && options.transport === 'stdio') throw new GateError('usage', '--transport stdio needs a command, not --url');
  if (argv.length > 0 && options.transport && options.transport !== 'stdio') throw new GateError('usage', `--transport ${options.transport} needs --url`);
  if (options.url) {
    let parsed: URL;
    try {
      parsed = new URL(options.url);
    } catch {
      throw new GateError('usage', `--url is not a valid URL`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new GateError('usage', `--url must be http or https, got ${parsed.protocol}`);
  }
  const launch: LaunchOptions = {
    timeoutMs,
    maxMessageBytes,
    env: parseKeyValues(options.env, '--env'),
    headers: parseHeaders(options.header, '--header'),
    cwd: path.resolve(io.cwd, options.cwd ?? '.'),
  };
  if (argv.length > 0) {
    launch.command = argv;
    launch.transport = 'stdio';
  } else {
    launch.url = options.url!;
    launch.transport = options.transport ?? 'http';
    if (options.start) launch.start = splitCommandLine(options.start, '--start');
  }
  return launch;
}

/** Verifies <lockfile>.sig against trusted keys; false (a failing verdict, exit 1) names the cause. */
async function checkLockfileSignature(lockfilePath: string, trustedKeyFiles: string[], io: CliIO): Promise<boolean> {
  if (trustedKeyFiles.length === 0) throw new GateError('usage', '--require-signature needs at least one --trusted-key');
  const { loadPublicKeys } = await import('../trust/keys.js');
  const { verifyLockfile } = await import('../trust/lockfileSignature.js');
  const result = await verifyLockfile(lockfilePath, await loadPublicKeys(trustedKeyFiles.map((f) => path.resolve(io.cwd, f))));
  if (result.ok) {
    io.stderr(`signature: valid, by ${result.keyId}\n`);
    return true;
  }
  io.stderr(`signature: ${result.cause}: ${result.message}\n`);
  return false;
}

/** SARIF locations are repo-relative lockfile lines; the lockfile text gives the line numbers. */
async function sarifOptions(lockfile: string, io: CliIO) {
  const lockfileText = await readRegularTextFile(path.resolve(io.cwd, lockfile), FILE_LIMITS.lockfile).catch(() => undefined);
  return { lockfilePath: lockfile.split(path.sep).join('/'), ...(lockfileText !== undefined ? { lockfileText } : {}) };
}

async function emit(text: string, output: string | undefined, io: CliIO): Promise<void> {
  if (!output) return io.stdout(text);
  try {
    await writeFile(path.resolve(io.cwd, output), text);
  } catch (error) {
    throw new GateError('io_error', `cannot write --output ${output}: ${(error as Error).message}`, { cause: error });
  }
}

/** `snapshot --raw`: the takeSnapshot result as is, e.g. to record corpus fixtures that are normalized later. */
async function rawSnapshotServer(launch: LaunchOptions): Promise<Snapshot> {
  const { launchServer, requestRaw } = await import('../launch/index.js');
  const { takeSnapshot } = await import('../snapshot/index.js');
  const connection = await launchServer(launch);
  try {
    return await takeSnapshot(
      { initializeResult: connection.initializeResult, request: (method, params) => requestRaw(connection, method, params, launch.timeoutMs) },
      { timeoutMs: launch.timeoutMs },
    );
  } finally {
    await connection.close();
  }
}

export function buildProgram(io: CliIO, setExit: (code: number) => void): Command {
  const program = new Command('mcp-drift-gate')
    .description('Snapshot an MCP server, lock its capabilities, and fail CI on dangerous drift.')
    .version(GATE_VERSION)
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError(false);

  addServerOptions(program.command('lock').description('snapshot the server and write the lockfile'))
    .action(async (argv: string[], options: CommonOptions) => {
      const launch = launchOptionsFrom(argv, options, io);
      const target = path.resolve(io.cwd, options.lockfile);
      const { lockfile, snapshot } = await lockServer(launch, target);
      for (const finding of snapshot.findings) {
        io.stderr(`warning: ${finding.kind}: ${finding.capability.type} ${sanitizeTerminal(finding.capability.name)}: ${sanitizeTerminal(finding.message)}\n`);
      }
      const count = (m: Record<string, unknown>) => Object.keys(m).length;
      io.stderr(
        `locked ${sanitizeTerminal(lockfile.server.name)}${lockfile.server.version ? `@${sanitizeTerminal(lockfile.server.version)}` : ''} (${lockfile.mode}): ` +
          `${count(lockfile.tools)} tools, ${count(lockfile.prompts)} prompts, ${count(lockfile.resources)} resources, ` +
          `${count(lockfile.resourceTemplates)} resource templates -> ${options.lockfile}\n`,
      );
      setExit(EXIT.pass);
    });

  for (const [name, description] of [
    ['check', 'compare the live server with the lockfile'],
    ['verify', 'release gating: fail on any difference at all from the lockfile, whatever its severity; with --trusted-key, also require a valid signature (no server given: the signature alone)'],
  ] as const) {
  const command = addServerOptions(program.command(name).description(description));
  if (name === 'check') {
    // verify fails on any difference whatever its severity: a --fail-on there would be ignored, so
    // it is not an option of verify at all (commander refuses it: exit 2).
    command.addOption(new Option('--fail-on <severity>', 'fail on drift at or above this severity (default: config file, else critical)').choices(['critical', 'warning', 'info', 'safe', 'none']));
  }
  if (name === 'verify') {
    command
      .option('--trusted-key <file>', 'public key (PEM) whose signature of the lockfile is trusted (repeatable)', collect, [])
      .option('--require-signature', 'fail unless <lockfile>.sig is a valid, unexpired signature by a trusted key');
  }
  command
    .addOption(new Option('--format <format>', 'report format').choices(['text', 'markdown', 'json', 'sarif']).default('text'))
    .option('--output <file>', 'write the report to a file instead of stdout')
    .option('--config <file>', 'policy file (default: .mcp-drift-gate.yml, else .mcp-drift-gate.yaml, in the current directory, if present)')
    .action(async (argv: string[], options: CommonOptions & { format: ReportFormat; output?: string; failOn?: FailOn; config?: string; trustedKey?: string[]; requireSignature?: boolean }) => {
      if (name === 'verify' && (options.requireSignature || (options.trustedKey ?? []).length > 0)) {
        const signed = await checkLockfileSignature(path.resolve(io.cwd, options.lockfile), options.trustedKey ?? [], io);
        if (!signed) return setExit(EXIT.drift);
        // No server: the signature was the whole question (e.g. a release job that has no server to boot).
        if (argv.length === 0 && !options.url) return setExit(EXIT.pass);
      }
      const launch = launchOptionsFrom(argv, options, io);
      const { report } = await checkServer({
        launch,
        exact: name === 'verify',
        lockfilePath: path.resolve(io.cwd, options.lockfile),
        ...(options.failOn ? { failOn: options.failOn } : {}),
        ...(options.config ? { configPath: path.resolve(io.cwd, options.config) } : {}),
        configDir: io.cwd,
      });
      const { renderReport, summarizeCounts } = await import('../report/index.js');
      const shown = { ...report, lockfile: options.lockfile };
      const sarif = options.format === 'sarif' ? { sarif: await sarifOptions(options.lockfile, io) } : {};
      await emit(renderReport(shown, options.format, sarif), options.output, io);
      if (options.output) io.stderr(`${report.verdict}: ${summarizeCounts(report.counts)} (report: ${options.output})\n`);
      setExit(report.verdict === 'fail' ? EXIT.drift : EXIT.pass);
    });
  }

  program
    .command('scan')
    .description('check several servers listed in a scan config, each against its own lockfile (exit 2 if any errored, 1 on drift)')
    .option('--config <file>', 'scan config, or an MCP client config as it is: .vscode/mcp.json, .mcp.json, .cursor/mcp.json, claude_desktop_config.json, mcp_config.json', 'mcp-drift-gate.scan.yml')
    .option('--only <name>', 'scan only this server, by name or by the name --list prints (repeatable)', collect, [])
    .option('--input <ID=VALUE>', 'value of a VS Code ${input:ID} (repeatable; never printed; or set MCP_DRIFT_GATE_INPUT_<ID>)', collect, [])
    .option('--lockfile-dir <dir>', 'folder of the default lockfiles (default: locks/ beside a scan config, mcp-locks/ beside a client config)')
    .option('--update', 'rewrite each server\'s lockfile instead of checking')
    .option('--list', 'print the server names as one JSON array (for a matrix) and exit')
    .addOption(new Option('--format <format>', 'report format').choices(['text', 'markdown', 'json']).default('text'))
    .option('--output <file>', 'write the combined report to a file instead of stdout')
    .action(async (options: { config: string; only: string[]; input: string[]; lockfileDir?: string; update?: boolean; list?: boolean; format: 'text' | 'markdown' | 'json'; output?: string }) => {
      const { listScanServers, loadScanConfig, renderScanReport, scanExitCode, scanServers } = await import('../scan/index.js');
      const inputs = parseInputs(options.input);
      const { config, configDir } = await loadScanConfig(options.config, io.cwd);
      if (options.list) {
        io.stdout(`${JSON.stringify(listScanServers(config))}\n`);
        return setExit(EXIT.pass);
      }
      const result = await scanServers(config, {
        only: options.only,
        update: Boolean(options.update),
        configDir,
        inputs,
        ...(options.lockfileDir !== undefined ? { lockfileDir: path.resolve(io.cwd, options.lockfileDir) } : {}),
        onEvent: (event) => io.stderr(`${event.type === 'start' ? 'scanning' : event.status} ${sanitizeTerminal(event.name)}\n`),
      });
      // The report is written even when a server errored (exit 2): it says which one and why.
      await emit(renderScanReport(result, options.format), options.output, io);
      setExit(scanExitCode(result));
    });

  program
    .command('render')
    .description('render a JSON report (from check --format json) as text, markdown or SARIF, without booting the server again')
    .argument('<report>', 'JSON report file')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'markdown', 'sarif']).default('markdown'))
    .option('--output <file>', 'write to a file instead of stdout')
    .action(async (file: string, options: { format: 'text' | 'markdown' | 'sarif'; output?: string }) => {
      const { readJsonReport } = await import('../report/read.js');
      const report = await readJsonReport(path.resolve(io.cwd, file));
      const { renderReport } = await import('../report/index.js');
      const sarif = options.format === 'sarif' ? { sarif: await sarifOptions(report.lockfile, io) } : {};
      await emit(renderReport({ ...report, definitions: report.definitions ?? {} }, options.format, sarif), options.output, io);
      setExit(EXIT.pass);
    });

  program
    .command('keygen')
    .description('create a key pair for signing lockfiles: <prefix>.key (private, mode 0600) and <prefix>.pub; prints the key id')
    .addOption(new Option('--alg <alg>', 'algorithm').choices(['ed25519', 'ecdsa-p256']).default('ed25519'))
    .requiredOption('--out <prefix>', 'file name prefix')
    .action(async (options: { alg: 'ed25519' | 'ecdsa-p256'; out: string }) => {
      const { generateKeyPair } = await import('../trust/keys.js');
      const pair = generateKeyPair(options.alg);
      const prefix = path.resolve(io.cwd, options.out);
      try {
        await writeFile(`${prefix}.key`, pair.privateKeyPem, { mode: 0o600, flag: 'wx' });
        await writeFile(`${prefix}.pub`, pair.publicKeyPem, { flag: 'wx' });
      } catch (error) {
        throw new GateError('io_error', `cannot write ${options.out}.key / .pub (existing files are never overwritten): ${(error as Error).message}`, { cause: error });
      }
      io.stdout(`${pair.keyId}\n`);
      io.stderr(`wrote ${options.out}.key (private: keep it secret, e.g. in a CI secret) and ${options.out}.pub (commit it)\n`);
      setExit(EXIT.pass);
    });

  program
    .command('sign')
    .description('sign the lockfile: writes a detached DSSE envelope <lockfile>.sig')
    .option('--lockfile <file>', 'lockfile path', 'mcp.lock.json')
    .option('--key-file <file>', 'private key file (PEM)')
    .option('--key-env <NAME>', 'name of an environment variable holding the private key (PEM)')
    .option('--expires <date>', 'ISO date after which the signature no longer verifies')
    .action(async (options: { lockfile: string; keyFile?: string; keyEnv?: string; expires?: string }) => {
      const { loadPrivateKey } = await import('../trust/keys.js');
      const { signLockfileFile } = await import('../trust/lockfileSignature.js');
      const expires = options.expires === undefined ? undefined : new Date(options.expires);
      if (expires && Number.isNaN(expires.getTime())) throw new GateError('usage', `--expires is not a date: "${options.expires}"`);
      if (expires && expires.getTime() <= Date.now()) throw new GateError('usage', `--expires ${options.expires} is in the past`);
      const key = await loadPrivateKey({
        ...(options.keyFile !== undefined ? { file: path.resolve(io.cwd, options.keyFile) } : {}),
        ...(options.keyEnv !== undefined ? { env: options.keyEnv } : {}),
      });
      for (const warning of key.warnings) io.stderr(`warning: ${warning}\n`);
      const target = path.resolve(io.cwd, options.lockfile);
      const { signaturePath: written } = await signLockfileFile(target, key, expires ? { expires } : {});
      io.stderr(`signed ${options.lockfile} with ${key.keyId} -> ${path.relative(io.cwd, written)}\n`);
      setExit(EXIT.pass);
    });

  program
    .command('export-pins')
    .description('write what the lockfile approved in a runtime gateway\'s format (see docs/TRUST.md)')
    .option('--lockfile <file>', 'lockfile path', 'mcp.lock.json')
    .addOption(new Option('--format <format>', 'pin format').choices(['hangar', 'mcptrust', 'assay', 'assay-bindings', 'allowlist']).makeOptionMandatory())
    .option('--server-id <id>', 'server id: Hangar mcp_servers key (default: the locked server name); Assay server_id (default: default-mcp-server, as `assay mcp wrap` without --label)')
    .addOption(new Option('--enforcement <mode>', 'MCP Hangar digest_enforcement').choices(['audit', 'warn', 'block']))
    .addOption(new Option('--hangar-canonicalization <c>', 'jcs (MCP Hangar >= 1.2.1, default) or python-json (Hangar 1.2.0)').choices(['jcs', 'python-json']))
    .option('--updated-at <time>', 'MCPTrust meta.updatedAt (RFC 3339; default now)')
    .option('--expand <name=value>', 'value of a placeholder in normalized text on the deployment machine: CWD, HOME, TMPDIR or HOSTNAME (default: this machine\'s)', collectExpand, {})
    .option('--output <file>', 'write to a file instead of stdout')
    .action(async (options: { lockfile: string; format: 'hangar' | 'mcptrust' | 'assay' | 'assay-bindings' | 'allowlist'; serverId?: string; enforcement?: 'audit' | 'warn' | 'block'; hangarCanonicalization?: 'jcs' | 'python-json'; updatedAt?: string; expand: Record<string, string>; output?: string }) => {
      const { readLockfile } = await import('../lockfile/index.js');
      const { exportPins } = await import('../trust/export.js');
      const { CURRENT_RISK_MODEL } = await import('../risk/index.js');
      const lockfile = await readLockfile(path.resolve(io.cwd, options.lockfile), { riskModel: CURRENT_RISK_MODEL });
      let updatedAt: Date | undefined;
      if (options.updatedAt !== undefined) {
        updatedAt = new Date(options.updatedAt);
        if (Number.isNaN(updatedAt.getTime())) throw new GateError('usage', `--updated-at ${JSON.stringify(options.updatedAt)} is not a date-time`);
      }
      // The placeholders stand for what the gate's snapshot replaced: this machine's values unless given.
      const machine = {
        cwd: options.expand.CWD ?? path.resolve(io.cwd),
        home: options.expand.HOME ?? os.homedir(),
        tmpdir: options.expand.TMPDIR ?? os.tmpdir(),
        hostname: options.expand.HOSTNAME ?? os.hostname(),
      };
      const text = exportPins(lockfile, options.format, {
        ...(options.serverId !== undefined ? { serverId: options.serverId } : {}),
        ...(options.enforcement !== undefined ? { enforcement: options.enforcement } : {}),
        ...(options.hangarCanonicalization !== undefined ? { hangarCanonicalization: options.hangarCanonicalization } : {}),
        ...(updatedAt !== undefined ? { updatedAt } : {}),
        machine,
      });
      await emit(text, options.output, io);
      setExit(EXIT.pass);
    });

  addServerOptions(program.command('snapshot').description('print the normalized snapshot as JSON'))
    .option('--output <file>', 'write the snapshot to a file instead of stdout')
    .option('--raw', 'print the snapshot as the server listed it, before normalization (paths, host names kept)')
    .action(async (argv: string[], options: CommonOptions & { output?: string; raw?: boolean }) => {
      const launch = launchOptionsFrom(argv, options, io);
      const snapshot = options.raw ? await rawSnapshotServer(launch) : await snapshotServer(launch);
      const { renderSnapshotJson } = await import('../report/index.js');
      await emit(renderSnapshotJson(snapshot), options.output, io);
      setExit(EXIT.pass);
    });

  return program;
}

/** `--input ID=VALUE`, repeatable: values of VS Code `${input:ID}` references. Errors name the id, never the value. */
function parseInputs(values: readonly string[]): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const value of values) {
    const eq = value.indexOf('=');
    if (eq <= 0) throw new GateError('usage', '--input wants ID=VALUE (the id of a VS Code "inputs" entry, then its value)');
    inputs[value.slice(0, eq)] = value.slice(eq + 1);
  }
  return inputs;
}

/** `--expand NAME=VALUE`, repeatable; NAME is one of the normalization placeholders. */
function collectExpand(value: string, previous: Record<string, string>): Record<string, string> {
  const match = /^(CWD|HOME|TMPDIR|HOSTNAME)=(.+)$/s.exec(value);
  if (!match) throw new GateError('usage', `--expand wants CWD=, HOME=, TMPDIR= or HOSTNAME= followed by a value (got ${JSON.stringify(value.split('=')[0])})`);
  return { ...previous, [match[1]!]: match[2]! };
}

/** Runs the CLI and returns its exit code; never throws. */
export async function runCli(args: string[], io: CliIO): Promise<number> {
  let exitCode: number = EXIT.error;
  const program = buildProgram(io, (code) => (exitCode = code));
  try {
    await program.parseAsync(args, { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end here with exit code 0; every real usage error is exit 2, never 1.
      return error.exitCode === 0 ? EXIT.pass : EXIT.error;
    }
    if (error instanceof GateError) {
      // Messages can quote server text (a JSON-RPC error, an HTTP error body): the first line is
      // ours, every further line is quoted behind "  | " like the stderr tail, so none can start
      // with `::` once the runner strips leading whitespace (a forged workflow command).
      const [first = '', ...rest] = error.message.split(/\r\n|\r|\n/);
      const quoted = rest.map((line) => (line.startsWith('  | ') || line.startsWith('--- ') ? line : `  | ${sanitizeTerminal(line)}`));
      io.stderr(`mcp-drift-gate: error (${error.code}): ${sanitizeTerminal(first)}${quoted.length > 0 ? `\n${quoted.join('\n')}` : ''}\n`);
      return EXIT.error;
    }
    io.stderr(`mcp-drift-gate: internal error: ${(error as Error)?.stack ?? String(error)}\n`);
    return EXIT.error;
  }
}

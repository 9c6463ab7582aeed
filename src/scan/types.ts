import type { TransportKind } from '../launch/types.js';
import type { FailOn } from '../policy/types.js';
import type { CheckReport, JsonReport } from '../report/types.js';

/** File name the CLI looks for when no `--config` is given. */
export const SCAN_CONFIG_FILE_NAME = 'mcp-drift-gate.scan.yml';

/**
 * One dependency server of `mcp-drift-gate.scan.yml`, validated but NOT resolved: `${VAR}`
 * references in `env` / `headers` are still literal, so listing names never needs the secrets.
 */
export interface ScanServerConfig {
  /** Unique; used in reports and in the default lockfile name. In a client config, any text (`acme/docs`, `@scope/x`). */
  name: string;
  /**
   * The lockfile's base name, `--list`'s name and a name `--only` takes: `name` when that is a safe
   * file name, else a stable safe form of it (clientConfig.lockfileName). Absent: `name`.
   */
  lockName?: string;
  /** Set for a server of an MCP client config: the entry as the client wrote it, variables unexpanded. */
  client?: ClientServerEntry;
  /** stdio: one command line, split without a shell. Exactly one of `command` / `url`. */
  command?: string;
  url?: string;
  /** With `url` only. */
  transport?: Exclude<TransportKind, 'stdio'>;
  /** With `url` only: a command line that starts the HTTP server. */
  start?: string;
  /** Relative to the config file's folder. */
  cwd?: string;
  env?: Record<string, string>;
  headers?: Record<string, string>;
  /** Relative to the config file's folder; default `locks/<name>.lock.json`. */
  lockfile?: string;
  /** Policy file (`.mcp-drift-gate.yml` format) for this server, relative to the config file's folder. */
  policy?: string;
  /** Milliseconds for start-up and for each request; default the top-level `timeout`. */
  timeout?: number;
  failOn?: FailOn;
}

/** One server of an MCP client config (issue 24), normalised over the five formats; variables unexpanded. */
export interface ClientServerEntry {
  command?: string;
  args?: string[];
  env?: Record<string, string>;
  /** Relative to the workspace folder. */
  cwd?: string;
  /** `url`, or Windsurf's `serverUrl`. */
  url?: string;
  headers?: Record<string, string>;
  /** From `type`: sse, else http for a URL. */
  transport?: 'http' | 'sse';
  /** `"disabled": true`: reported as skipped. */
  disabled?: boolean;
  /** VS Code / Cursor `envFile`: not read (reported as skipped). */
  envFile?: string;
}

export interface ScanConfig {
  servers: ScanServerConfig[];
  /** Present when the servers (some or all) come from an MCP client config. */
  client?: {
    /** The client config as given (for messages). */
    file: string;
    format: 'vscode' | 'mcpServers';
    /** Absolute: what `${workspaceFolder}` means, and what a relative `cwd` is relative to. */
    workspaceFolder: string;
    /** VS Code `inputs`: id -> description, for messages. */
    inputs: Record<string, { description?: string; password?: boolean }>;
  };
  /** Only while loading: the `client` a scan config names, and its `overrides` (merged into `servers` by loadScanConfig). */
  clientFile?: string;
  overrides?: Record<string, Pick<ScanServerConfig, 'lockfile' | 'policy' | 'timeout' | 'failOn'>>;
  /** Folder of the default lockfiles, relative to the config folder; default `locks` (scan config) or `mcp-locks` (client config). */
  lockfileDir?: string;
  /** Servers scanned at the same time; default 2. */
  concurrency: number;
  /** Default for servers without their own `failOn`; absent means the policy file's (else critical). */
  failOn?: FailOn;
  /** Default timeout in milliseconds; 30,000 unless set. */
  timeout: number;
  /** Path of the file the config was read from, as given (for messages). */
  source: string;
}

export type ScanStatus = 'pass' | 'fail' | 'error' | 'updated' | 'skipped';
/** `error` wins over `fail` (exit 2 before exit 1): a server that could not be checked may hide drift. */
export type ScanVerdict = 'pass' | 'fail' | 'error' | 'updated';

export interface ScanServerResult {
  name: string;
  /** The lockfile's base name (see ScanServerConfig.lockName); absent or equal to `name` unless that is not a safe file name. */
  lockName?: string;
  /** pass / fail: checked; updated: the lockfile was (re)written (`update`); error: could not be checked. */
  status: ScanStatus;
  /** Lockfile path relative to the config folder, `/` separators. */
  lockfile: string;
  /** With pass / fail. Its `lockfile` is the config-relative path. */
  report?: CheckReport;
  /** With updated: what the new lockfile holds. */
  locked?: { tools: number; prompts: number; resources: number; resourceTemplates: number };
  /** With error. `code` is a GateErrorCode, or `internal_error` for an unexpected exception. */
  error?: { code: string; message: string };
  /** With skipped: why the server was not started (e.g. an `${input:…}` with no value). */
  skipped?: { reason: string };
  /** Findings about the server's setup, e.g. an unpinned source (issue 24). */
  notes?: string[];
}

export interface ScanResult {
  verdict: ScanVerdict;
  /** In config order, whatever order they finished in. */
  servers: ScanServerResult[];
}

export interface ScanEvent {
  type: 'start' | 'end';
  name: string;
  /** With `end`. */
  status?: ScanStatus;
}

export interface ScanOptions {
  /** Scan only these servers (names); unknown names are a usage error. */
  only?: string[];
  /** Rewrite each lockfile (lockServer) instead of checking. */
  update?: boolean;
  /** Folder of the config file: relative paths in it resolve from here. */
  configDir: string;
  now?: Date;
  /** Where `${VAR}` references are looked up; default `process.env`. */
  env?: Record<string, string | undefined>;
  /** Values of VS Code `${input:ID}` references (`--input ID=VALUE`); never printed. */
  inputs?: Record<string, string>;
  /** Absolute folder for the default lockfiles, overriding the config's (`--lockfile-dir`). */
  lockfileDir?: string;
  /** Progress, e.g. for stderr lines; called synchronously as each server starts and ends. */
  onEvent?: (event: ScanEvent) => void;
}

export type ScanReportFormat = 'text' | 'markdown' | 'json';

/** The JSON scan report (scanVersion 1). */
export interface JsonScanReport {
  scanVersion: 1;
  verdict: ScanVerdict;
  servers: Array<{
    name: string;
    lockName: string;
    status: ScanStatus;
    lockfile: string;
    report?: JsonReport;
    locked?: ScanServerResult['locked'];
    error?: { code: string; message: string };
    skipped?: { reason: string };
    notes?: string[];
  }>;
}

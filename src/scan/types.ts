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
  /** Unique; used in reports and in the default lockfile name. */
  name: string;
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

export interface ScanConfig {
  servers: ScanServerConfig[];
  /** Servers scanned at the same time; default 2. */
  concurrency: number;
  /** Default for servers without their own `failOn`; absent means the policy file's (else critical). */
  failOn?: FailOn;
  /** Default timeout in milliseconds; 30,000 unless set. */
  timeout: number;
  /** Path of the file the config was read from, as given (for messages). */
  source: string;
}

export type ScanStatus = 'pass' | 'fail' | 'error' | 'updated';
/** `error` wins over `fail` (exit 2 before exit 1): a server that could not be checked may hide drift. */
export type ScanVerdict = 'pass' | 'fail' | 'error' | 'updated';

export interface ScanServerResult {
  name: string;
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
    status: ScanStatus;
    lockfile: string;
    report?: JsonReport;
    locked?: ScanServerResult['locked'];
    error?: { code: string; message: string };
  }>;
}

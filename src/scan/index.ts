export { DEFAULT_SCAN_CONCURRENCY, DEFAULT_SCAN_TIMEOUT_MS, loadScanConfig, parseScanConfig } from './config.js';
export { scanConfigSchema } from './configSchema.js';
export { expandReferences } from './references.js';
export { defaultLockfile, resolveScanServer, type ResolvedScanServer } from './resolve.js';
export { runPool } from './pool.js';
export { listScanServers, scanExitCode, scanServers, scanVerdict, selectScanServers } from './scan.js';
export { fairShares, renderScanReport, SCAN_REPORT_FORMATS, toJsonScanReport, type ScanRenderOptions } from './render.js';
export * from './types.js';

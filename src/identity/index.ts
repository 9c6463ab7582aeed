export { DIGEST_PATTERN, canonicalJson, canonicalObjectFromMembers, jcsDigest, sha256Digest } from './digest.js';
export { canonicalEntry, entryDigest, serverFingerprint, signatureDigest } from './entry.js';
export { pythonJsonDumpsSorted } from './python-json.js';
export { analyzeTool, hangarDigest, toolDefinitionCluster, toolIdentity } from './tool.js';
export type { ToolAnalysis, ToolDefinitionOptions } from './tool.js';
export type * from './types.js';

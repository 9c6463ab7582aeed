export {
  CanonicalJsonError, DIGEST_PATTERN, LONE_SURROGATE, MAX_JSON_DEPTH, canonicalJson, canonicalObjectFromMembers,
  canonicalString, displayPointer, jcsDigest, printable, sha256Digest,
} from './digest.js';
export type { CanonicalProblem } from './digest.js';
export { canonicalEntry, entryDigest, serverFingerprint, signatureDigest } from './entry.js';
export { pythonJsonDumpsSorted, pythonJsonFromCanonical } from './python-json.js';
export { IDENTITY_FIELDS, analyzeTool, hangarDigest, toolDefinitionCluster, toolIdentity } from './tool.js';
export type { ToolAnalysis, ToolDefinitionOptions } from './tool.js';
export type * from './types.js';

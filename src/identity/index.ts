export {
  CanonicalJsonError, DIGEST_PATTERN, LONE_SURROGATE, MAX_JSON_DEPTH, canonicalJson, canonicalObjectFromMembers,
  canonicalString, displayPointer, jcsDigest, printable, sha256Digest,
} from './digest.js';
export type { CanonicalProblem } from './digest.js';
export { canonicalEntry, entryDigest, serverFingerprint, signatureDigest } from './entry.js';
export { pythonJcs, pythonJsonDumpsSorted, pythonJsonFromCanonical } from './python-json.js';
export { goJsonMarshalSorted, mcptrustInputSchemaHash } from './goJson.js';
export {
  attachNumberLiterals, isCanonicalNumberLiteral, numberLiteralsOf, numberLiteralsRecord, recordWireNumbers,
} from './numbers.js';
export type { NumberLiterals } from './numbers.js';
export { IDENTITY_FIELDS, analyzeTool, hangarDigest, hangarV12Digest, mcptrustToolHashes, toolDefinitionCluster, toolIdentity } from './tool.js';
export type { AnalyzeOptions, ToolAnalysis, ToolDefinitionOptions } from './tool.js';
export type * from './types.js';

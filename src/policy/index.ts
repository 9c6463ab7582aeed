export { applyPolicy, compareChanges, DEFAULT_POLICY } from './apply.js';
export { CONFIG_FILE_NAMES, loadPolicyConfig } from './load.js';
export { parsePolicyConfig } from './config.js';
export { compileGlob, MAX_GLOB_LENGTH, type CapabilityGlob } from './glob.js';
export type * from './types.js';

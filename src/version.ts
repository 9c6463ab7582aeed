/** The gate's version, written into lockfiles as `generator.version`. A test keeps it equal to package.json. */
export const GATE_VERSION = '0.1.0';

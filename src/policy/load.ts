import { FILE_LIMITS, readRegularTextFile } from '../boundedFile.js';
import { resolve } from 'node:path';
import { GateError } from '../errors.js';
import { DEFAULT_POLICY } from './apply.js';
import type { PolicyConfig } from './types.js';

export const CONFIG_FILE_NAMES = ['.mcp-drift-gate.yml', '.mcp-drift-gate.yaml'] as const;

/**
 * The policy config: `path` when given (relative to cwd), else `.mcp-drift-gate.yml` /
 * `.mcp-drift-gate.yaml` in cwd, else defaults. Invalid content is GateError('config_invalid')
 * naming the file, the offending key as a JSON pointer, its line and the reason.
 */
export async function loadPolicyConfig(path: string | undefined, cwd: string): Promise<PolicyConfig> {
  if (path !== undefined) {
    const file = resolve(cwd, path);
    const text = await readText(file);
    if (text === undefined) throw new GateError('io_error', `policy config ${path} not found`);
    return parse(text, path);
  }
  for (const name of CONFIG_FILE_NAMES) {
    const text = await readText(resolve(cwd, name));
    if (text !== undefined) return parse(text, name);
  }
  return structuredClone(DEFAULT_POLICY);
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readRegularTextFile(file, FILE_LIMITS.policy);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new GateError('io_error', `cannot read policy config ${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** The YAML parser and the validator load only when there is a policy file to read. */
async function parse(text: string, label: string): Promise<PolicyConfig> {
  const { parsePolicyConfig } = await import('./config.js');
  return parsePolicyConfig(text, label);
}

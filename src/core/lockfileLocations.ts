// CommonJS package: Node's ESM loader cannot see its named exports (Rollup and vitest can), so take
// the module object; this works in the bundle, under vitest and unbundled (e.g. @github/local-action).
import jsonSourceMap from '@mischnic/json-sourcemap';
import type { Change } from '../diff/types.js';
import { escapePointerToken } from '../jsonPointer.js';

const SECTION = { tool: 'tools', prompt: 'prompts', resource: 'resources', resourceTemplate: 'resourceTemplates' } as const;
const SERVER_FIELD: Record<string, string> = {
  instructions: '/instructions',
  capabilities: '/capabilities',
  protocolVersion: '/server/protocolVersion',
  serverInfo: '/server/info',
  mode: '/mode',
};


/**
 * Finds the 1-based line of the lockfile entry a change is about, from a JSON source map (not a text
 * search, which a description quoting another tool's name would fool). Falls back from the exact
 * place to the entry, to its section, to line 1 (e.g. for a tool that is not in the lockfile yet).
 */
export function lockfileLineLocator(lockfileText: string): (change: Change) => number {
  let pointers: Record<string, { key?: { line: number }; value: { line: number } }>;
  try {
    pointers = jsonSourceMap.parse(lockfileText, undefined, { dialect: "JSON" }).pointers;
  } catch {
    return () => 1;
  }
  const lineOf = (pointer: string): number | undefined => {
    const at = pointers[pointer];
    return at ? (at.key ?? at.value).line + 1 : undefined;
  };
  return (change) => {
    const { type, name } = change.capability;
    if (type === 'server') return lineOf(SERVER_FIELD[name] ?? '') ?? 1;
    const section = `/${SECTION[type]}`;
    const entry = `${section}/${escapePointerToken(name)}`;
    const candidates = [change.pointer ? `${entry}/definition${change.pointer}` : undefined, entry, section];
    for (const pointer of candidates) {
      const line = pointer === undefined ? undefined : lineOf(pointer);
      if (line !== undefined) return line;
    }
    return 1;
  };
}

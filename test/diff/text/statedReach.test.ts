// statedReachIndex answers what a scan of every locked tool answers (statedReach of a parameter's
// description: its tool's locked description and those of the tools taking a parameter of the same
// name), on real recorded servers: the index only makes a diff of 10,000 tools linear.
import { describe, expect, it } from 'vitest';
import { isJsonObject, type JsonObject } from '../../../src/json.js';
import { statedReachIndex } from '../../../src/diff/text/reach.js';
import { pair } from '../corpusEdits.js';

function scanned(locked: Array<[string, JsonObject]>, tool: string, parameter: string): string | undefined {
  const texts: string[] = [];
  for (const [name, definition] of locked) {
    const properties = isJsonObject(definition.inputSchema) ? definition.inputSchema.properties : undefined;
    const takes = name === tool || (isJsonObject(properties) && Object.hasOwn(properties, parameter));
    if (takes && typeof definition.description === 'string') texts.push(definition.description);
  }
  return texts.length === 0 ? undefined : texts.join('\n');
}

describe('statedReachIndex', () => {
  it.each(['upgrades/server-pdf/1.0.1__1.1.0', 'upgrades/figma-console-mcp/1.13.1__1.15.1', 'upgrades/agent-device/0.20.5__0.21.3'])('%s: the same text as a scan for every tool and parameter', (id) => {
    const locked = (pair(id).before.listed.tools as JsonObject[]).map((tool): [string, JsonObject] => [String(tool.name), tool]);
    const lookup = statedReachIndex(locked);
    const parameters = new Set(locked.flatMap(([, tool]) => Object.keys(isJsonObject(tool.inputSchema) && isJsonObject(tool.inputSchema.properties) ? tool.inputSchema.properties : {})));
    let compared = 0;
    for (const [tool] of locked) {
      for (const parameter of [...parameters, 'not_a_parameter']) {
        expect(lookup(tool, parameter), `${tool} ${parameter}`).toBe(scanned(locked, tool, parameter));
        compared++;
      }
    }
    expect(lookup('no_such_tool', 'url')).toBe(scanned(locked, 'no_such_tool', 'url'));
    expect(compared).toBeGreaterThan(10);
  });
});

import type { CapabilityLists, CapabilityType } from './types.js';

/** How one capability list is fetched, where it lands and which field identifies an item. */
export interface ListSpec {
  type: CapabilityType;
  /** Field of CapabilityLists, of the list result and of the SEP signature result. */
  field: keyof CapabilityLists;
  method: string;
  /** The `capabilities` entry that must be advertised for the list to be requested. */
  capability: 'tools' | 'prompts' | 'resources';
  /** The identifying field: lockfile maps are keyed by it. */
  key: 'name' | 'uri' | 'uriTemplate';
  /**
   * The capability's advertisement does not promise this method: a server may advertise
   * `resources` and implement only `resources/list` (the Python SDK's low-level `Server` and
   * older TypeScript servers do). A JSON-RPC "method not found" on the first page is then an
   * empty list with a spec_violation finding, not a refusal to gate the server.
   */
  optional?: boolean;
}

export const LIST_SPECS: readonly ListSpec[] = [
  { type: 'tool', field: 'tools', method: 'tools/list', capability: 'tools', key: 'name' },
  { type: 'prompt', field: 'prompts', method: 'prompts/list', capability: 'prompts', key: 'name' },
  { type: 'resource', field: 'resources', method: 'resources/list', capability: 'resources', key: 'uri' },
  {
    type: 'resourceTemplate',
    field: 'resourceTemplates',
    method: 'resources/templates/list',
    capability: 'resources',
    key: 'uriTemplate',
    optional: true,
  },
];

export function emptyLists(): CapabilityLists {
  return { tools: [], prompts: [], resources: [], resourceTemplates: [] };
}

/** The identifying key of an item (name, uri or uriTemplate), or undefined when it has none. */
export function itemKey(spec: ListSpec, item: Record<string, unknown>): string | undefined {
  const value = item[spec.key];
  return typeof value === 'string' ? value : undefined;
}

/** A bounded, printable rendering of server-controlled text for error messages. */
export function quote(value: unknown, max = 80): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

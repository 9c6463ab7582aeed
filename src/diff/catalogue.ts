import { isJsonObject, ownValue } from '../json.js';
import type { CatalogueRule, Change } from './types.js';
import { capabilityLabel, changedKeys, fieldVerb, lastToken, shortValue } from './labels.js';
import { annotationRules } from './annotationRules.js';
import { schemaRules } from './schema/rules.js';
import { textRules } from './textRules.js';
import { trustRules } from './trustRules.js';

// Message renderers read only the change's own data, so a change from a JSON report re-renders.
const label = (c: Change): string => capabilityLabel(c.capability);
const upper = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const plain = (v: Change['before']): string => (typeof v === 'string' ? v : shortValue(v));
const added = (c: Change): string => `${upper(label(c))} was added`;
const removed = (c: Change): string => `${upper(label(c))} was removed`;
const fieldOf = (what: string) => (c: Change): string =>
  `${upper(what)} of ${label(c)} ${fieldVerb(c.before, c.after)}`;
const fromTo = (what: string) => (c: Change): string =>
  `${upper(what)} of ${label(c)} ${fieldVerb(c.before, c.after)}: ${shortValue(c.before)} -> ${shortValue(c.after)}`;
const keysChanged = (c: Change): string => {
  const keys = changedKeys(c.before, c.after);
  return `${upper(label(c))} changed${keys.length > 0 ? ` (${keys.join(', ')})` : ''}`;
};
const keyValuesChanged = (what: string) => (c: Change): string => {
  const before = isJsonObject(c.before) ? c.before : {};
  const after = isJsonObject(c.after) ? c.after : {};
  const parts = changedKeys(c.before, c.after).map((k) => `${k} ${shortValue(ownValue(before, k))} -> ${shortValue(ownValue(after, k))}`);
  return `${upper(what)} of ${label(c)} ${fieldVerb(c.before, c.after)}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`;
};
const finding = (what: string) => (c: Change): string =>
  `${upper(what)} on ${label(c)}: ${plain(c.after)}`;

/**
 * What two spellings of one number are (tool_number_spelling_changed): "the same number" (`1.0`
 * and `1`); "the same double, but different numbers to Python" where one is an integer literal,
 * which Python keeps exact (`9007199254740993` and `9007199254740992`); "the same double" for two
 * fractions or exponents that round to it (`0.1` and `0.10000000000000001`: Python reads floats
 * as doubles too). Undefined when either is not a finite JSON number or they are different doubles
 * (a stale spelling table: nothing to claim).
 */
export function spellingVerdict(a: string, b: string): string | undefined {
  if (!JSON_NUMBER.test(a) || !JSON_NUMBER.test(b) || !Number.isFinite(Number(a)) || Number(a) !== Number(b)) return undefined;
  if (sameDecimal(a, b)) return 'the same number';
  return INTEGER_LITERAL.test(a) || INTEGER_LITERAL.test(b) ? 'the same double, but different numbers to Python' : 'the same double';
}

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const INTEGER_LITERAL = /^-?\d+$/;

/** Whether two JSON number literals denote the same decimal (`1.0` and `1`, `1E2` and `100`; the sign of a zero ignored). */
function sameDecimal(a: string, b: string): boolean {
  const exact = (literal: string): string | undefined => {
    const parts = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(literal);
    if (parts === null) return undefined;
    const [, sign, int, fraction = '', exponent = '0'] = parts;
    const digits = `${int}${fraction}`.replace(/^0+/, '');
    if (digits === '') return '0';
    const significant = digits.replace(/0+$/, '');
    const scale = BigInt(exponent) - BigInt(fraction.length) + BigInt(digits.length - significant.length);
    return `${sign}${significant}e${scale}`;
  };
  const [x, y] = [exact(a), exact(b)];
  return x !== undefined && x === y;
}

/**
 * The core rules: the single source of rule ids, kinds, default severities, directions and docs.
 * Default severities follow MCPTrust's drift types: new reachable behaviour is critical, removals
 * and metadata are info, wording is safe.
 */
export const coreRules: readonly CatalogueRule[] = [
  {
    id: 'tool_added', kind: 'tool_added', defaultSeverity: 'critical', direction: 'none',
    description: 'A tool appeared that was not locked; critical because an agent can call new, unreviewed behaviour (the classic supply-chain move is adding `exec_shell`). A warning when its definition shows it grows nothing: it converts a value given in the call, or reads what locked tools already reach (see New tools below). Every string of the new definition is checked for text signals; their severity is recorded as `escalation`, which policy overrides of this rule never go below.',
    example: '(absent) -> tool `exec_shell`',
    message: added,
  },
  {
    id: 'tool_removed', kind: 'tool_removed', defaultSeverity: 'info', direction: 'none',
    description: 'A locked tool disappeared; info because removing a capability cannot widen what an agent can do, though callers may break.',
    example: 'tool `read_file` -> (absent)',
    message: removed,
  },
  {
    id: 'tool_description_changed', kind: 'tool_changed', defaultSeverity: 'safe', direction: 'cosmetic',
    description: 'The description text of a tool changed (byte-exact); safe by default as in MCPTrust, with a word diff in the reasons. Escalated by text signals: invisible or control characters, instructions or plain-worded orders aimed at the model (model_directive), shell command literals (shell_command), secret-bearing files (secret_path) or an order switching an unsafe flag of the server on (unsafe_argument) make it critical, a new URL or a mention of another tool a warning. Also critical when the tool runs commands or queries (its locked risk) and the new text drops a limit the locked one stated on what it runs, with no limit of that kind left: an allow-list ("ALLOWED PIPE COMMANDS: ..."), a required prefix ("starting with \'aws\'"), only some kinds allowed, some kinds blocked (src/diff/droppedGuards.ts; the trigger is the dropped sentence). And critical when the tool\'s action selector takes any string and its description catalogues the actions as call signatures: a new action that acts, or a new argument of a catalogued action whose name or sentence carries capability (`relink_search_roots (str|list)`: file_access) (src/diff/actionCatalogue.ts; the trigger is the signature line or the argument\'s sentence). And critical when a parameter that carried no value class is now documented, in its docstring entry, as a path, URL, command, query or credential the locked documentation never said (signal documented_class; a new parameter whose name or listed value the widened line names is its switch, critical too), or when a free string selecting the registry, provider or platform reached, or the action taken, lists values in its docstring entry that the locked server never named (signal listed_value) (src/diff/documentedClasses.ts).',
    example: '"Reads a file" -> "Reads a file from disk"',
    message: fieldOf('description'),
  },
  {
    id: 'tool_title_changed', kind: 'tool_changed', defaultSeverity: 'safe', direction: 'cosmetic',
    description: 'The human-readable title of a tool changed; safe by default, but the model reads titles too, so it is escalated by text signals like a description (an order in a title is critical).',
    example: '"Read file" -> "Read a file"',
    message: fromTo('title'),
  },
  {
    id: 'tool_number_spelling_changed', kind: 'tool_changed', defaultSeverity: 'safe', direction: 'cosmetic',
    description: 'Only how a number in a tool definition is written changed, nothing else in the tool: `1.0` -> `1`, `1E2` -> `1e2`, or two integers past 2^53 that round to the same double. The value JavaScript, RFC 8785 and the gate\'s digest see is the same, so nothing an agent can do changed; but the lockfile records the spellings JavaScript does not print back (issue 14), the fingerprint covers them, and Python peers tell some apart (MCP Hangar 1.2.0\'s digest: `1.0` is a float, big integers stay exact). Safe; `verify` (any difference) fails on it and this is the difference it names. The message says when the two spellings are different numbers, not just different writings of one.',
    example: '`maximum: 1.0` -> `maximum: 1`',
    message: (c) => {
      const verdict = spellingVerdict(plain(c.before), plain(c.after));
      return `Number spelling in ${label(c)} changed at ${c.pointer ?? '/'}: ${plain(c.before)} -> ${plain(c.after)}${verdict === undefined ? '' : ` (${verdict})`}`;
    },
  },
  {
    id: 'tool_input_schema_changed', kind: 'tool_changed', defaultSeverity: 'critical', direction: 'both',
    description: 'The input schema of a tool changed in any way; critical because the tool may accept new arguments (coarse fallback used when no semantic schema diff refines it).',
    example: '{"properties":{"path":{}}} -> {"properties":{"path":{},"exec":{}}}',
    message: fieldOf('input schema'),
  },
  {
    id: 'tool_output_schema_changed', kind: 'tool_changed', defaultSeverity: 'info', direction: 'both',
    description: 'The output schema of a tool changed; info because it changes what the agent reads back, not what the tool can be asked to do.',
    example: '{"properties":{"text":{}}} -> {"properties":{"text":{},"lines":{}}}',
    message: fieldOf('output schema'),
  },
  {
    id: 'tool_annotations_changed', kind: 'tool_changed', defaultSeverity: 'info', direction: 'none',
    description: 'The `annotations` value of a tool is not an object on one side (malformed, so clients see every hint at its spec default); info, reported next to the per-hint tool_annotation_* rules. Also the coarse rule when a caller replaces the annotations differ.',
    example: '{"readOnlyHint":true} -> "read-only"',
    message: keyValuesChanged('annotations'),
  },
  {
    id: 'tool_field_changed', kind: 'tool_changed', defaultSeverity: 'info', direction: 'none',
    description: 'Any other top-level field of a tool (e.g. `_meta`, `icons`, vendor `x-` fields) was added, removed or changed; info because clients do not act on it for calls.',
    example: '_meta {"v":1} -> {"v":2}',
    message: (c) => `Field "${lastToken(c.pointer)}" of ${label(c)} ${fieldVerb(c.before, c.after)}`,
  },
  {
    id: 'risk_level_raised', kind: 'risk_level_changed', defaultSeverity: 'critical', direction: 'none',
    description: 'The inferred risk level of a tool rose; critical when evidence of capability carries the raise (a word of the tool\'s or a parameter\'s name, a format, an annotation, or a sentence stating the action: a verb with its object), a warning when only lone prose nouns do (reasons list the new risk signals; triggers quote the words). Also a warning, with the reason, when the raise is to database access carried only by `table` in parameter names of a tool whose text names a kind of document and no database (`include_tables` on docx_read_content: the document\'s tables), and in the other documented cases of src/diff/riskRaise.ts (a reader naming its backend, the system it already reported on, a documented output place, filters over what a reader lists, a write the name states: `save_note`, or an edit of a part of what a locked path parameter names, `notebook_add_cell` with `notebook_path`; prose naming no backend, only how one is called, "uses async API", on a server whose locked tools already reach the network; items of a list of what the tool already returned, "Get LXC container configuration: rootfs, network, resources, hostname").',
    example: 'LOW -> HIGH',
    message: (c) => `Risk level of ${label(c)} raised from ${plain(c.before)} to ${plain(c.after)}`,
  },
  {
    id: 'risk_level_lowered', kind: 'risk_level_changed', defaultSeverity: 'info', direction: 'none',
    description: 'The inferred risk level of a tool fell; info because the tool looks less dangerous than what was reviewed.',
    example: 'HIGH -> LOW',
    message: (c) => `Risk level of ${label(c)} lowered from ${plain(c.before)} to ${plain(c.after)}`,
  },
  {
    id: 'prompt_added', kind: 'prompt_added', defaultSeverity: 'warning', direction: 'none',
    description: 'A prompt appeared; warning because prompts inject text into the conversation but are user-selected, not model-invoked. Every string of the new definition is checked for text signals.',
    example: '(absent) -> prompt `summarize`',
    message: added,
  },
  {
    id: 'prompt_removed', kind: 'prompt_removed', defaultSeverity: 'info', direction: 'none',
    description: 'A locked prompt disappeared; info because nothing new is reachable.',
    example: 'prompt `summarize` -> (absent)',
    message: removed,
  },
  {
    id: 'prompt_changed', kind: 'prompt_changed', defaultSeverity: 'safe', direction: 'none',
    description: 'Any other field of a prompt or of one of its arguments (title, `required`, `_meta`, argument order, a malformed argument list) changed; safe as in MCPTrust, since the user picks prompts explicitly. The pointer names the field.',
    example: '/arguments/0/required false -> true',
    // Without a pointer: a whole-definition change (reports of gates before the per-field prompt rules).
    message: (c) => (c.pointer === undefined ? keysChanged(c) : `${upper(label(c))} changed at ${c.pointer}: ${shortValue(c.before)} -> ${shortValue(c.after)}`),
  },
  {
    id: 'resource_added', kind: 'resource_added', defaultSeverity: 'info', direction: 'none',
    description: 'A resource appeared; info because resources are read-only data the client chooses to read. Every string of the new definition is checked for text signals (an order in its description makes it critical), and so is a listing that names credentials as what the resource holds (exposed_credential: "connection parameters (host, port, username, password)"; not when masked, withheld or only used to authenticate, src/diff/text/credentials.ts): critical, since reading it hands the server\'s secrets to the model.',
    example: '(absent) -> resource `file:///README.md`',
    message: added,
  },
  {
    id: 'resource_removed', kind: 'resource_removed', defaultSeverity: 'info', direction: 'none',
    description: 'A locked resource disappeared; info because nothing new is reachable.',
    example: 'resource `file:///README.md` -> (absent)',
    message: removed,
  },
  {
    id: 'resource_changed', kind: 'resource_changed', defaultSeverity: 'safe', direction: 'none',
    description: 'A resource listing (name, description, mimeType, ...) changed; safe because it is metadata of read-only data.',
    example: 'mimeType "text/plain" -> "text/markdown"',
    message: keysChanged,
  },
  {
    id: 'template_added', kind: 'template_added', defaultSeverity: 'warning', direction: 'none',
    description: 'A resource template appeared; warning because a template opens a whole family of readable URIs. Every string of the new definition is checked for text signals, including credentials named as what its resources hold (exposed_credential, as for resource_added).',
    example: '(absent) -> template `file:///{path}`',
    message: added,
  },
  {
    id: 'template_removed', kind: 'template_removed', defaultSeverity: 'info', direction: 'none',
    description: 'A locked resource template disappeared; info because nothing new is reachable.',
    example: 'template `file:///{path}` -> (absent)',
    message: removed,
  },
  {
    id: 'template_changed', kind: 'template_changed', defaultSeverity: 'safe', direction: 'none',
    description: 'A resource template listing (name, description, mimeType, ...) changed; safe as in MCPTrust (a new pattern is a new key, so it shows as removed + added).',
    example: 'description "Files" -> "Project files"',
    message: keysChanged,
  },
  {
    id: 'signature_violation', kind: 'signature_violation', defaultSeverity: 'critical', direction: 'none',
    description: 'The server\'s capability signature (draft SEP) disagrees with what it lists or serves; critical because the signed universe can no longer be trusted.',
    example: 'tools/list returns `exec` which the signature does not contain',
    message: finding('signature violation'),
  },
  {
    id: 'spec_violation', kind: 'spec_violation', defaultSeverity: 'warning', direction: 'none',
    description: 'The server broke the MCP specification while being snapshotted (duplicate names, malformed items...); warning because clients may misread it.',
    example: 'two tools named `search`',
    message: finding('spec violation'),
  },
  {
    id: 'duplicate_definition', kind: 'spec_violation', defaultSeverity: 'critical', direction: 'none',
    description: 'The server lists one name (uri, template) more than once; critical because clients differ in which definition they keep, so an innocent one can hide a poisoned one. Every definition is locked; the evidence (`after`) holds them all, and a change to any of them changes the fingerprint. Reported on every run: a warning while the lockfile recorded exactly the same definitions (they were reviewed when locked), critical when the duplicate is new or its set differs.',
    example: 'tools/list: `read` {path} and `read` {path, exfiltrate_to}',
    message: (c) => {
      const all = Array.isArray(c.after) ? c.after : [];
      const distinct = new Set(all.map((d) => JSON.stringify(d))).size;
      const changed = c.before !== undefined && JSON.stringify(c.before) !== JSON.stringify(c.after) ? '; the set differs from the locked one' : '';
      return `${upper(label(c))} is listed ${all.length} times with ${distinct} different definitions (clients differ in which one they keep)${changed}`;
    },
  },
  {
    id: 'server_instructions_changed', kind: 'server_changed', defaultSeverity: 'safe', direction: 'cosmetic',
    description: 'The server\'s `instructions` text changed; safe by default like other wording, with a word diff in the reasons. Escalated by text signals like tool descriptions (critical for invisible or control characters, model instructions or plain-worded orders, secret paths; warning for a new URL or tool mention).',
    example: '"Use search first." -> "Use search first, then read."',
    message: (c) => `Server instructions ${fieldVerb(c.before, c.after)}`,
  },
  {
    id: 'server_capabilities_changed', kind: 'server_changed', defaultSeverity: 'warning', direction: 'none',
    description: 'One advertised capability (pointer names it) was added, removed or changed its options; warning because a newly advertised capability opens a new surface.',
    example: 'capabilities {"tools":{}} -> {"tools":{},"sampling":{}}',
    message: (c) => `Server capability "${lastToken(c.pointer)}" ${
      c.before === undefined ? 'is newly advertised' : c.after === undefined ? 'is no longer advertised' : `changed: ${shortValue(c.before)} -> ${shortValue(c.after)}`}`,
  },
  {
    id: 'server_protocol_version_changed', kind: 'server_changed', defaultSeverity: 'info', direction: 'none',
    description: 'The negotiated MCP protocol version changed; info because behaviour follows the spec revision, not the server\'s tools.',
    example: '"2025-03-26" -> "2025-06-18"',
    message: (c) => `Protocol version changed: ${shortValue(c.before)} -> ${shortValue(c.after)}`,
  },
  {
    id: 'server_info_changed', kind: 'server_changed', defaultSeverity: 'info', direction: 'none',
    description: 'The server\'s `serverInfo` (name, version, title...) changed, e.g. a version bump; info because it only identifies the server.',
    example: '{"version":"1.0.0"} -> {"version":"1.1.0"}',
    message: keyValuesChanged('server info'),
  },
  {
    id: 'mode_changed', kind: 'server_changed', defaultSeverity: 'warning', direction: 'none',
    description: 'The lock mode switched between `signature` and `list-freeze`; warning because the trust basis changed (losing the signature is a downgrade).',
    example: '"signature" -> "list-freeze"',
    message: (c) => `Lock mode changed: ${shortValue(c.before)} -> ${shortValue(c.after)}`,
  },
];

/**
 * Semantic schema rule ids are `<role>_<what>` (src/diff/schema/rules.ts); a change's pointer is
 * inside the tool definition, e.g. `/inputSchema/properties/exec`.
 */
export function schemaChangeMessage(c: Change): string {
  const [role, ...what] = c.rule.split('_');
  const field = role === 'output' ? 'outputSchema' : 'inputSchema';
  const at = (c.pointer ?? '').replace(new RegExp(`^/${field}`), '') || '/';
  // Nothing to show on either side (a cosmetic summary row): no "((none) -> (none))".
  const values = c.before === undefined && c.after === undefined ? '' : ` (${shortValue(c.before)} -> ${shortValue(c.after)})`;
  return `${upper(role)} schema of ${label(c)} at ${at}: ${what.join(' ')}${values}`;
}

/**
 * Every rule: the core rules, the annotation and model-facing text rules, and the semantic JSON
 * Schema rules of src/diff/schema, so all get docs, policy validation and messages alike.
 */
export const catalogue: readonly CatalogueRule[] = [
  ...coreRules,
  ...annotationRules,
  ...textRules,
  ...trustRules,
  ...schemaRules.map((rule): CatalogueRule => ({ ...rule, message: schemaChangeMessage })),
];

const rulesById = new Map(catalogue.map((rule) => [rule.id, rule]));

/** The rule with this id; throws for an id not in the catalogue (a programming error). */
export function ruleById(id: string): CatalogueRule {
  const rule = rulesById.get(id);
  if (!rule) throw new Error(`unknown rule id "${id}"`);
  return rule;
}

export function findRule(id: string): CatalogueRule | undefined {
  return rulesById.get(id);
}

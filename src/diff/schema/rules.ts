import type { RuleDefinition, Severity } from '../types.js';
import type { SchemaDirection, SchemaRole } from './types.js';

/**
 * The one list of schema rules. Each entry yields two catalogue rules, `input_<base>` and
 * `output_<base>`, so both roles always stay in step.
 */
interface SchemaRuleSpec {
  base: string;
  direction: SchemaDirection;
  /** What the rule detects (role-neutral). */
  what: string;
  example: string;
}

const SPECS = [
  { base: 'property_added', direction: 'widening', what: 'A property is newly declared as optional (at any depth), so it may now be sent.',
    example: '{"properties":{"path":{}}} -> {"properties":{"path":{},"exec":{}}}' },
  { base: 'property_removed', direction: 'narrowing', what: 'A declared optional property was removed.',
    example: '{"properties":{"path":{},"exec":{}}} -> {"properties":{"path":{}}}' },
  { base: 'required_property_added', direction: 'narrowing', what: 'A property is newly declared and required.',
    example: '{"properties":{}} -> {"properties":{"path":{}},"required":["path"]}' },
  { base: 'required_property_removed', direction: 'widening', what: 'A declared, required property was removed, so it no longer has to be sent.',
    example: '{"properties":{"path":{}},"required":["path"]} -> {"properties":{}}' },
  { base: 'property_made_optional', direction: 'widening', what: 'A name was dropped from `required`.',
    example: '{"required":["path"]} -> {"required":[]}' },
  { base: 'property_made_required', direction: 'narrowing', what: 'A name was added to `required`.',
    example: '{"required":[]} -> {"required":["path"]}' },
  { base: 'type_widened', direction: 'widening', what: '`type` gained a value, `integer` became `number`, or `type` was dropped.',
    example: '{"type":"string"} -> {"type":["string","number"]}' },
  { base: 'type_narrowed', direction: 'narrowing', what: '`type` lost a value, `number` became `integer`, or `type` was added.',
    example: '{"type":["string","number"]} -> {"type":"string"}' },
  { base: 'type_changed', direction: 'both', what: '`type` was swapped for an unrelated one (values both gained and lost).',
    example: '{"type":"string"} -> {"type":"number"}' },
  { base: 'null_allowed', direction: 'widening', what: '`null` is newly allowed (`type` gained "null" or `nullable: true`).',
    example: '{"type":"string"} -> {"type":["string","null"]}' },
  { base: 'null_disallowed', direction: 'narrowing', what: '`null` is no longer allowed.',
    example: '{"type":["string","null"]} -> {"type":"string"}' },
  { base: 'enum_value_added', direction: 'widening', what: '`enum` (or `const`) gained a value.',
    example: '{"enum":["read"]} -> {"enum":["read","exec"]}' },
  { base: 'enum_value_removed', direction: 'narrowing', what: '`enum` (or `const`) lost a value.',
    example: '{"enum":["read","exec"]} -> {"enum":["read"]}' },
  { base: 'enum_removed', direction: 'widening', what: '`enum` or `const` was dropped, so any value of the type is accepted.',
    example: '{"const":"read"} -> {}' },
  { base: 'enum_added', direction: 'narrowing', what: '`enum` or `const` was added.',
    example: '{} -> {"enum":["read"]}' },
  { base: 'constraint_relaxed', direction: 'widening', what: 'A bound was relaxed (`max*` raised, `min*` lowered) or a constraint was provably loosened (`multipleOf`, inside `not`).',
    example: '{"maxLength":10} -> {"maxLength":100}' },
  { base: 'constraint_tightened', direction: 'narrowing', what: 'A bound was tightened (`max*` lowered, `min*` raised) or a constraint was provably tightened.',
    example: '{"maxLength":100} -> {"maxLength":10}' },
  { base: 'constraint_removed', direction: 'widening', what: 'A constraint was dropped: a bound, `pattern`, `format`, `multipleOf`, `uniqueItems`, an `allOf` member, `not`, `if/then/else`, `dependent*`, `propertyNames`, `contains`, `unevaluated*`, a `false` schema.',
    example: '{"pattern":"^[a-z]+$"} -> {}' },
  { base: 'constraint_added', direction: 'narrowing', what: 'A constraint was added (the mirror of constraint_removed).',
    example: '{} -> {"pattern":"^[a-z]+$"}' },
  { base: 'constraint_changed', direction: 'both', what: 'A constraint changed in a way that is neither provably wider nor narrower (`pattern`, `format`, `multipleOf`, `if`).',
    example: '{"pattern":"^[a-z]+$"} -> {"pattern":"^[0-9]+$"}' },
  { base: 'additional_properties_allowed', direction: 'widening', what: '`additionalProperties: false` was relaxed to true, a schema, or absent: undeclared properties are accepted.',
    example: '{"additionalProperties":false} -> {}' },
  { base: 'additional_properties_restricted', direction: 'narrowing', what: '`additionalProperties: false` was added.',
    example: '{} -> {"additionalProperties":false}' },
  { base: 'branch_added', direction: 'widening', what: 'An `anyOf`/`oneOf` branch was added.',
    example: '{"anyOf":[{"type":"string"}]} -> {"anyOf":[{"type":"string"},{"type":"object"}]}' },
  { base: 'branch_removed', direction: 'narrowing', what: 'An `anyOf`/`oneOf` branch was removed.',
    example: '{"anyOf":[{"type":"string"},{"type":"object"}]} -> {"anyOf":[{"type":"string"}]}' },
  { base: 'schema_added', direction: 'narrowing', what: 'The schema is newly declared where there was none.',
    example: '(absent) -> {"type":"object"}' },
  { base: 'schema_removed', direction: 'widening', what: 'The schema is no longer declared.',
    example: '{"type":"object"} -> (absent)' },
  { base: 'default_changed', direction: 'both', what: 'A `default` value was added, removed or changed: omitted arguments now behave differently.',
    example: '{"default":false} -> {"default":true}' },
  { base: 'schema_changed', direction: 'both', what: 'A change the semantic diff cannot classify (an unknown keyword set to text or a structure, remote `$ref`, non-schema value); never assumed cosmetic. An unknown keyword set to a number, boolean or null (`ge` of pydantic) is noted, not a change.',
    example: '{"x-mode":"a"} -> {"x-mode":"b"}' },
  { base: 'schema_cosmetic', direction: 'cosmetic', what: 'Edits that do not change the accepted values (annotations, `$schema`, key order, equivalent spellings, `$ref` indirection), summarised in one row per schema.',
    example: '{"type":"object"} -> {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object"}' },
] as const satisfies readonly SchemaRuleSpec[];

export type SchemaRuleBase = (typeof SPECS)[number]['base'];

const SPEC_BY_BASE = new Map<string, SchemaRuleSpec>(SPECS.map((spec) => [spec.base, spec]));

export function schemaRuleId(role: SchemaRole, base: SchemaRuleBase): string {
  return `${role}_${base}`;
}

export function schemaRuleDirection(base: SchemaRuleBase): SchemaDirection {
  // Every base is in SPECS by construction of the type.
  return SPEC_BY_BASE.get(base)!.direction;
}

/**
 * Input: widening or both -> critical (the tool can now be made to do something new), narrowing
 * -> warning (callers may break), default changes -> warning. Output: info. Cosmetic: safe.
 */
export function schemaRuleSeverity(role: SchemaRole, base: SchemaRuleBase): Severity {
  const direction = schemaRuleDirection(base);
  if (direction === 'cosmetic') return 'safe';
  if (role === 'output') return 'info';
  if (base === 'default_changed' || base === 'required_property_removed') return 'warning';
  if (base === 'null_allowed') return 'info';
  return direction === 'narrowing' ? 'warning' : 'critical';
}

/** Input rules whose severity the per-parameter capability assessment decides (src/diff/inputSeverity.ts). */
const ASSESSED_BASES: ReadonlySet<string> = new Set([
  'property_added', 'property_made_optional', 'type_widened', 'type_changed', 'enum_value_added', 'enum_removed',
  'constraint_removed', 'constraint_relaxed', 'constraint_changed', 'additional_properties_allowed', 'branch_added',
]);

function why(role: SchemaRole, base: SchemaRuleBase): string {
  const direction = schemaRuleDirection(base);
  if (direction === 'cosmetic') return 'Safe: the accepted values are the same.';
  if (role === 'output') {
    return `Info (${direction} of the output): it changes what the agent reads back, not what the tool can be asked to do.`;
  }
  if (base === 'default_changed') return 'Warning: the accepted inputs are the same but omitted arguments behave differently.';
  if (base === 'required_property_added') {
    return 'Warning: the tool accepts fewer inputs, so existing callers may be rejected; critical when the new parameter asks for conversation content '
      + '(`user_prompt`, `chat_history`...), since every call must then carry what the user said, when it is a free-form map replacing typed '
      + 'parameters of a tool that writes, and when it is documented as a path on the server\'s disk ("Absolute path to the file on disk", "on the server\'s filesystem", "path of the file to upload", an absolute example) where '
      + 'no locked parameter of the tool named a local file (src/diff/inputSeverity.ts).';
  }
  if (base === 'required_property_removed') return 'Warning: a removed parameter gives the tool no new input; callers that send it may break.';
  if (base === 'null_allowed') return 'Info: accepting `null` (pydantic `Optional`, zod `.nullish()`, `nullable`) is not power; the tool can be asked nothing new.';
  if (ASSESSED_BASES.has(base)) {
    return 'Critical when the parameter falls in a parameter class (listed below the table: credentials and identity, safety switches, '
      + 'pass-through configuration, write modes, commands, paths, network targets, query languages, permissions, conversation content), '
      + 'gains a richer value (object or array), names a new action (an enum value such as "delete", "exec", "admin", or any new value of an '
      + '`action`/`mode` parameter), or raises the tool\'s inferred risk; otherwise a warning (it filters, sorts, pages, formats or limits the result). '
      + 'At the schema root (no parameter) it stays critical and says so, except `type: "object"` dropped there (arguments are an object by protocol), '
      + 'a `required` name no version declares, and `additionalProperties` opened there: a schema generator\'s artefact that zod and pydantic servers '
      + 'ignore, so a warning unless a parameter it guarded runs a command held to a pattern or list (a command taken as any string already says everything) or hands options through to a process. '
      + 'A type that gains only scalars where the parameter took a string or a number (`repositoryId`: string -> string | number, `port`: integer -> string), '
      + 'with the classes it had locked, is a warning: the same value in another type (not a flag turned string, which may now name a place). '
      + 'A new file name (`fileName`) beside new content carried in the call (`fileContent`, a base64 value), on a tool that uploads, attaches or sends '
      + 'and already took a path no keyword fenced, is a warning: it labels what is sent. '
      + 'The reasons name the parameter and the matched words; the triggers record its class, tokens and evidence (src/diff/inputSeverity.ts).';
  }
  if (direction === 'narrowing') return 'Warning: the tool accepts fewer inputs, so existing callers may be rejected.';
  if (direction === 'both') return 'Critical: the tool may accept inputs it did not accept before.';
  return 'Critical: the tool now accepts inputs it did not accept before.';
}

export const schemaRules: RuleDefinition[] = (['input', 'output'] as const).flatMap((role) =>
  SPECS.map((spec): RuleDefinition => ({
    id: schemaRuleId(role, spec.base),
    kind: 'tool_changed',
    defaultSeverity: schemaRuleSeverity(role, spec.base),
    direction: spec.direction,
    description: `${role === 'input' ? 'Input' : 'Output'} schema: ${spec.what} ${why(role, spec.base)}`,
    example: spec.example,
  })),
);

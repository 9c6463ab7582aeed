import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '../../../src/json.js';
import { diffSchemas } from '../../../src/diff/schema/index.js';
import { object, semantic } from './helpers.js';

/**
 * Unions and nullable forms are value sets: every spelling of one set compares equal, a gained
 * member is a widening of exactly that member, a lost one a narrowing (issue 10, class 1).
 */
const str = { type: 'string' };
const nul = { type: 'null' };
const arr = { type: 'array', items: str };

/** Both directions: [forward, backward] semantic differences of a property `p`. */
function both(before: JsonValue, after: JsonValue, defs: JsonObject = {}): [string[], string[]] {
  const wrap = (p: JsonValue) => ({ ...(object({ p }) as JsonObject), ...(Object.keys(defs).length > 0 ? { $defs: defs } : {}) });
  return [semantic(wrap(before), wrap(after)), semantic(wrap(after), wrap(before))];
}

describe('equivalent spellings of one value set compare equal', () => {
  const spellings: Array<[string, JsonValue, JsonValue]> = [
    ['type list vs anyOf (pydantic Optional[str])', { type: ['string', 'null'] }, { anyOf: [str, nul] }],
    ['type list vs oneOf', { type: ['string', 'null'] }, { oneOf: [nul, str] }],
    ['OpenAPI nullable vs anyOf', { type: 'string', nullable: true }, { anyOf: [str, nul] }],
    ['type-specific keyword beside a type list vs inside its branch', { type: ['string', 'null'], maxLength: 5 }, { anyOf: [{ type: 'string', maxLength: 5 }, nul] }],
    ['enum vs const branches', { enum: ['a', 'b'] }, { anyOf: [{ const: 'a' }, { const: 'b' }] }],
    ['enum with null vs enum branch and null', { type: ['string', 'null'], enum: ['a', null] }, { anyOf: [{ type: 'string', enum: ['a'] }, nul] }],
    ['nested anyOf (zod nullish inside optional)', { anyOf: [{ anyOf: [str, nul] }, nul] }, { type: ['string', 'null'] }],
    ['one-member allOf vs the member', { allOf: [{ type: 'string', maxLength: 3 }], description: 'x' }, { type: 'string', maxLength: 3 }],
    ['branch order', { anyOf: [str, arr] }, { anyOf: [arr, str] }],
    ['integer branch inside number (anyOf)', { anyOf: [{ type: 'number' }, { type: 'integer' }] }, { type: 'number' }],
  ];
  for (const [name, before, after] of spellings) {
    it(name, () => {
      expect(both(before, after)).toEqual([[], []]);
    });
  }

  it('through $ref and $defs (pydantic Optional[Model])', () => {
    const model = { type: 'object', properties: { q: str } };
    expect(both({ anyOf: [{ $ref: '#/$defs/M' }, nul], default: null }, { ...model, type: ['object', 'null'], default: null }, { M: model })).toEqual([[], []]);
  });

  it('a one-member allOf around a $ref (pydantic v1 enum with a description)', () => {
    const defs = { Mode: { type: 'string', enum: ['fast', 'slow'] } };
    expect(both({ allOf: [{ $ref: '#/$defs/Mode' }], description: 'speed' }, { $ref: '#/$defs/Mode', description: 'speed' }, defs)).toEqual([[], []]);
  });
});

describe('gained and lost members', () => {
  it('string -> Optional[str] with default null: null accepted and a default, nothing else', () => {
    const [forward, backward] = both(str, { anyOf: [str, nul], default: null });
    expect(forward).toEqual(['input_default_changed both /properties/p/default', 'input_null_allowed widening /properties/p/anyOf/1']);
    expect(backward).toEqual(['input_default_changed both /properties/p/default', 'input_null_disallowed narrowing /properties/p/anyOf/1']);
  });

  it('string | array -> array is a narrowing of the string member only', () => {
    expect(both({ anyOf: [str, arr] }, arr)).toEqual([
      ['input_type_narrowed narrowing /properties/p/anyOf/0'],
      ['input_type_widened widening /properties/p/anyOf/0'],
    ]);
  });

  it('const | number -> number is a narrowing (the const value is no longer accepted), not a removed constraint', () => {
    expect(both({ anyOf: [{ const: 'auto' }, { type: 'number' }] }, { type: 'number' })).toEqual([
      ['input_enum_value_removed narrowing /properties/p/anyOf/0'],
      ['input_enum_value_added widening /properties/p/anyOf/0'],
    ]);
  });

  it('a richer member (object where a string was) is a type widening naming that type', () => {
    const differences = diffSchemas(object({ p: str }), object({ p: { anyOf: [str, { type: 'object' }] } }), 'input')
      .filter((difference) => difference.direction !== 'cosmetic');
    expect(differences).toEqual([expect.objectContaining({ rule: 'input_type_widened', before: ['string'], after: ['object', 'string'] })]);
  });

  it('a member that stays is compared inside, where each side writes it', () => {
    expect(both({ type: ['string', 'null'], maxLength: 5 }, { anyOf: [{ type: 'string', maxLength: 50 }, nul] })).toEqual([
      ['input_constraint_relaxed widening /properties/p/anyOf/0/maxLength'],
      ['input_constraint_tightened narrowing /properties/p/maxLength'],
    ]);
  });

  it('a property gained inside a nullable $ref model is found at its place', () => {
    const before = { M: { type: 'object', properties: { q: str } } };
    const after = { M: { type: 'object', properties: { q: str, cmd: str } } };
    const wrap = (defs: JsonObject) => ({ ...(object({ p: { anyOf: [{ $ref: '#/$defs/M' }, nul] } }) as JsonObject), $defs: defs });
    expect(semantic(wrap(before), wrap(after))).toEqual(['input_property_added widening /properties/p/anyOf/0/properties/cmd']);
    expect(semantic(wrap(after), wrap(before))).toEqual(['input_property_removed narrowing /properties/p/anyOf/0/properties/cmd']);
  });

  it('a oneOf whose branches overlap is not a plain union (a value both accept is rejected), so it is not folded', () => {
    // oneOf [integer, number] accepts only non-integer numbers: not the same set as `number`.
    expect(both({ oneOf: [{ type: 'integer' }, { type: 'number' }] }, { type: 'number' })[0]).toEqual(['input_constraint_removed widening /properties/p/oneOf', 'input_type_narrowed narrowing /properties/p/type']);
  });

  // The comments parameter of server-github create_pull_request_review, 2025.3.28 -> 2025.4.8 (recorded).
  const comment = (where: 'position' | 'line') => ({
    type: 'object',
    properties: { path: { type: 'string' }, [where]: { type: 'number' }, body: { type: 'string' } },
    required: ['path', where, 'body'], additionalProperties: false,
  });

  it('a schema without a union against an anyOf is one of its branches: the kept variant matches, the new one is a branch added', () => {
    expect(both({ type: 'array', items: comment('position') }, { type: 'array', items: { anyOf: [comment('position'), comment('line')] } })).toEqual([
      ['input_branch_added widening /properties/p/items/anyOf/1'],
      ['input_branch_removed narrowing /properties/p/items/anyOf/1'],
    ]);
  });

  it('branches edited one way (a discriminator const added to each) are matched as edited, not added and removed', () => {
    const parent = (kind: string, constant: boolean): JsonObject => ({
      type: 'object', properties: { type: constant ? { type: 'string', const: kind } : { type: 'string' }, [kind]: { type: 'string' } }, required: [kind],
    });
    expect(both({ anyOf: [parent('page_id', false), parent('database_id', false)] }, { anyOf: [parent('page_id', true), parent('database_id', true)] })).toEqual([
      ['input_enum_added narrowing /properties/p/anyOf/0/properties/type/const', 'input_enum_added narrowing /properties/p/anyOf/1/properties/type/const'],
      ['input_enum_removed widening /properties/p/anyOf/0/properties/type/const', 'input_enum_removed widening /properties/p/anyOf/1/properties/type/const'],
    ]);
  });

  it('a free-form object branch (additionalProperties: true) is the plain object type', () => {
    expect(both({ anyOf: [str, { type: 'object' }] }, { anyOf: [str, { type: 'object', additionalProperties: true, properties: {} }] })).toEqual([[], []]);
  });

  it('unions that are not value sets by type still compare branch by branch', () => {
    expect(both({ anyOf: [{ required: ['a'] }] }, { anyOf: [{ required: ['a'] }, { required: ['b'] }] })[0]).toEqual(['input_branch_added widening /properties/p/anyOf/1']);
  });
});

// Value sets over these members; each member spelled as a plain type or a const.
const MEMBERS: Record<string, JsonObject> = {
  null: { type: 'null' }, boolean: { type: 'boolean' }, integer: { type: 'integer' }, string: { type: 'string' },
  array: { type: 'array', items: { type: 'string' } }, object: { type: 'object', properties: { q: { type: 'string' } } }, auto: { const: 'auto' },
};
const memberNames = Object.keys(MEMBERS);

/** One spelling of a set: a union of branches in the given order, `oneOf` or `anyOf`, plain types folded into a `type` list or not. */
function spell(members: string[], style: { keyword: 'anyOf' | 'oneOf'; fold: boolean; nullable: boolean }): JsonValue {
  const plain = members.filter((name) => ['null', 'boolean', 'integer', 'string'].includes(name));
  const rich = members.filter((name) => !plain.includes(name));
  if (style.nullable && members.length === 2 && members.includes('null') && members[0] !== 'auto' && members[1] !== 'auto') {
    const other = members.find((name) => name !== 'null')!;
    return { ...MEMBERS[other]!, nullable: true };
  }
  if (style.fold && rich.length === 0 && plain.length > 0) return { type: plain.length === 1 ? plain[0]! : plain };
  if (members.length === 1) return MEMBERS[members[0]!]!;
  // `oneOf` rejects what two branches accept: only a union of disjoint branches may use it.
  const keyword = members.includes('auto') && members.includes('string') ? 'anyOf' : style.keyword;
  return { [keyword]: members.map((name) => MEMBERS[name]!) };
}

const styleArb = fc.record({ keyword: fc.constantFrom('anyOf' as const, 'oneOf' as const), fold: fc.boolean(), nullable: fc.boolean() });
const setArb = fc.shuffledSubarray(memberNames, { minLength: 1 });

describe('properties over generated value sets', () => {
  it('any two spellings of one set compare without a semantic difference', () => {
    fc.assert(fc.property(setArb, styleArb, styleArb, fc.boolean(), (members, x, y, reorder) => {
      const other = reorder ? [...members].reverse() : members;
      expect(semantic(object({ p: spell(members, x) }), object({ p: spell(other, y) }))).toEqual([]);
    }), { numRuns: 300 });
  });

  it('a set gaining members only widens, losing them only narrows, and a schema equals itself', () => {
    fc.assert(fc.property(setArb, setArb, styleArb, styleArb, (small, extra, x, y) => {
      const large = [...small, ...extra.filter((name) => !small.includes(name))];
      const before = object({ p: spell(small, x) });
      const after = object({ p: spell(large, y) });
      const forward = diffSchemas(before, after, 'input').map((d) => d.direction).filter((d) => d !== 'cosmetic');
      const backward = diffSchemas(after, before, 'input').map((d) => d.direction).filter((d) => d !== 'cosmetic');
      expect(forward.every((d) => d === 'widening')).toBe(true);
      expect(backward.every((d) => d === 'narrowing')).toBe(true);
      expect(forward.length).toBe(backward.length);
      // `auto` is a string: with `string` already in the set it adds no value.
      const covered = (name: string) => small.includes(name) || (name === 'auto' && small.includes('string'));
      expect(forward.length > 0).toBe(large.some((name) => !covered(name)));
      expect(diffSchemas(after, structuredClone(after), 'input')).toEqual([]);
    }), { numRuns: 300 });
  });
});

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasNonCanonicalNumber } from '../../src/json.js';
import { attachNumberLiterals, isCanonicalNumberLiteral, numberLiteralsOf, numberLiteralsRecord, recordWireNumbers } from '../../src/identity/index.js';

const parsed = (text: string) => {
  const value = JSON.parse(text) as Record<string, unknown>;
  recordWireNumbers(text, value);
  return value;
};

describe('wire number literals (issue 14)', () => {
  it('records only literals JavaScript does not print back, as pointers relative to an item', () => {
    const message = parsed('{"result":{"tools":[{"name":"t","inputSchema":{"a":1,"b":1.0,"c":[0.5,0.0,1e21,1E21],"d":12345678901234567890,"e":-0,"f":"1.0 in a string"}}]}}');
    const tool = (message.result as { tools: object[] }).tools[0]!;
    expect(numberLiteralsRecord(numberLiteralsOf(tool))).toEqual({
      '/inputSchema/b': '1.0',
      '/inputSchema/c/1': '0.0',
      '/inputSchema/c/2': '1e21',
      '/inputSchema/c/3': '1E21',
      '/inputSchema/d': '12345678901234567890',
      '/inputSchema/e': '-0',
    });
    expect(isCanonicalNumberLiteral('1e+21')).toBe(true);
    expect(isCanonicalNumberLiteral('1e21')).toBe(false);
  });

  it('finds every literal JavaScript prints another way, alone in its message (the quick search never misses one)', () => {
    // 17 significant digits split by the point: missed once, so recorded only when something else
    // in the message (another tool's 1.0, a "1e" in a path) set the scan off.
    for (const literal of ['12345678.123456789', '1234567.8912345678', '0.12345678901234567', '-9007199254740993']) {
      expect(isCanonicalNumberLiteral(literal), literal).toBe(false);
      expect(hasNonCanonicalNumber(`{"tools":[{"name":"a","inputSchema":{"maximum":${literal}}}]}`), literal).toBe(true);
    }
    const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
    const literal = fc.tuple(fc.boolean(), digits(1, 24), fc.option(digits(1, 24)), fc.option(fc.tuple(fc.constantFrom('e', 'E'), fc.constantFrom('', '+', '-'), digits(1, 3))))
      .map(([negative, int, fraction, exponent]) => `${negative ? '-' : ''}${int.replace(/^0+(?=\d)/, '')}${fraction === null ? '' : `.${fraction}`}${exponent === null ? '' : exponent.join('')}`)
      .filter((text) => Number.isFinite(Number(text)));
    fc.assert(fc.property(literal, (text) => {
      expect(hasNonCanonicalNumber(`{"id":1,"result":{"x":${text}}}`)).toBe(!isCanonicalNumberLiteral(text));
    }), { numRuns: 5000 });
  });

  it('records nothing for a message whose numbers are all canonical (the common case)', () => {
    const message = parsed('{"tools":[{"name":"t","inputSchema":{"maximum":100,"minimum":0.5,"x":"0.0"}}]}');
    expect(numberLiteralsOf((message.tools as object[])[0]!)).toBeUndefined();
  });

  it('follows escaped keys, whitespace and duplicate keys as JSON.parse does (the last one wins)', () => {
    const message = parsed('{ "t" : { "k\\u0065y/~" : 2.50 , "dup" : 1.0 , "dup" : 3 , "arr" : [ 1 , 2.0 ] } }');
    expect(numberLiteralsRecord(numberLiteralsOf(message.t as object))).toEqual({ '/arr/1': '2.0', '/key~1~0': '2.50' });
  });

  it('tolerates a parsed value its caller reshaped, recording only where the shape still matches', () => {
    const text = '{"result":{"tools":[{"a":1.0}],"extra":{"b":2.0}}}';
    const value = JSON.parse(text) as { result: { tools: object[]; extra?: unknown } };
    delete value.result.extra;
    recordWireNumbers(text, value);
    expect(numberLiteralsRecord(numberLiteralsOf(value.result.tools[0]!))).toEqual({ '/a': '1.0' });
    expect(() => recordWireNumbers('{"not":"the same text"', value)).not.toThrow();
  });

  it('attached literals (a normalized copy, a lockfile entry) take precedence', () => {
    const copy = { a: 1 };
    attachNumberLiterals(copy, { '/a': '1.0' });
    expect(numberLiteralsRecord(numberLiteralsOf(copy))).toEqual({ '/a': '1.0' });
  });
});

describe('the lockfile integrity check with wire literals', () => {
  it('re-checks a locked entry with its own literals even when a live definition is equal as doubles', async () => {
    const { buildLockfile, findIntegrityProblem } = await import('../../src/lockfile/index.js');
    const { assessToolRisk } = await import('../../src/risk/index.js');
    const lockOf = (text: string) => {
      const message = parsed(text) as { tools: Array<Record<string, never>> };
      return buildLockfile({
        serverInfo: { name: 's' }, protocolVersion: '2025-06-18', capabilities: { tools: {} }, mode: 'list-freeze',
        listed: { tools: message.tools, prompts: [], resources: [], resourceTemplates: [] }, findings: [],
      }, { generatorVersion: '0.1.0', assessRisk: assessToolRisk });
    };
    const locked = lockOf('{"tools":[{"name":"t","inputSchema":{"type":"object","maximum":9007199254740993,"minimum":-0}}]}');
    const live = lockOf('{"tools":[{"name":"t","inputSchema":{"type":"object","maximum":9007199254740992,"minimum":0}}]}');
    expect(locked.tools.t!.numberLiterals).toEqual({ '/inputSchema/maximum': '9007199254740993', '/inputSchema/minimum': '-0' });
    // Equal as doubles, different for Hangar (exact ints) and MCPTrust (-0): not a corrupt lockfile.
    expect(locked.tools.t!.hangarDigest).not.toBe(live.tools.t!.hangarDigest);
    expect(locked.tools.t!.inputSchemaHash).not.toBe(live.tools.t!.inputSchemaHash);
    expect(findIntegrityProblem(JSON.parse(JSON.stringify(locked)))).toBeUndefined();
    expect(findIntegrityProblem(JSON.parse(JSON.stringify(live)))).toBeUndefined();
  });
});

describe('a lockfile locked before issue 14', () => {
  it('is refused with a reason that says to lock again when only its peer digests are the old ones', async () => {
    const { buildLockfile, findIntegrityProblem, parseLockfile } = await import('../../src/lockfile/index.js');
    const { assessToolRisk } = await import('../../src/risk/index.js');
    const lock = buildLockfile({
      serverInfo: { name: 's' }, protocolVersion: '2025-06-18', capabilities: { tools: {} }, mode: 'list-freeze',
      listed: { tools: [{ name: 'bare', inputSchema: { type: 'object' } }], prompts: [], resources: [], resourceTemplates: [] }, findings: [],
    }, { generatorVersion: '0.1.0', assessRisk: assessToolRisk });
    // A version 1 lockfile (read by migration) whose tool has no description: before issue 14 it
    // had no descriptionHash; its fingerprint does not cover peer digests, so only they differ.
    const v1 = JSON.parse(readFileSync(new URL('../fixtures/lockfiles/notes-v1.lock.json', import.meta.url), 'utf8'));
    const [name] = Object.keys(v1.tools);
    delete v1.tools[name].descriptionHash;
    expect(() => parseLockfile(JSON.stringify(v1), 'old.lock.json')).toThrow(/a lockfile locked before that must be locked again/);
    const edited = JSON.parse(JSON.stringify(lock));
    edited.tools.bare.definition.description = 'added by hand';
    expect(findIntegrityProblem(edited)?.reason).toBe('does not match the stored definition');
  });
});

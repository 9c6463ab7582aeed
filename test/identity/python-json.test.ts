import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hangarDigest, pythonJsonDumpsSorted } from '../../src/identity/index.js';
import { hangarV12Digest as pythonHangarDigest } from '../../src/identity/tool.js';
import canonicalize from 'canonicalize';
import type { JsonObject } from '../../src/json.js';

const sha = (text: string) => `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;

describe('pythonJsonDumpsSorted (json.dumps(sort_keys=True, separators=(",", ":")))', () => {
  it('writes scalars like Python', () => {
    expect(pythonJsonDumpsSorted(null)).toBe('null');
    expect(pythonJsonDumpsSorted(true)).toBe('true');
    expect(pythonJsonDumpsSorted(false)).toBe('false');
    expect(pythonJsonDumpsSorted(42)).toBe('42');
    expect(pythonJsonDumpsSorted(-7)).toBe('-7');
    expect(pythonJsonDumpsSorted('plain')).toBe('"plain"');
    expect(pythonJsonDumpsSorted([])).toBe('[]');
    expect(pythonJsonDumpsSorted({})).toBe('{}');
  });

  it('sorts nested keys and uses compact separators', () => {
    expect(pythonJsonDumpsSorted({ b: 1, a: { d: [1, { z: 0, y: 'x' }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"y":"x","z":0}]},"b":1}',
    );
  });

  it('escapes like ensure_ascii=True: short escapes, lowercase \\uXXXX, surrogate pairs, DEL', () => {
    expect(pythonJsonDumpsSorted('a"b\\c\n\r\t\b\f')).toBe('"a\\"b\\\\c\\n\\r\\t\\b\\f"');
    expect(pythonJsonDumpsSorted('\u0001\u001f\u007f')).toBe('"\\u0001\\u001f\\u007f"');
    expect(pythonJsonDumpsSorted('café')).toBe('"caf\\u00e9"');
    expect(pythonJsonDumpsSorted('日本')).toBe('"\\u65e5\\u672c"');
    expect(pythonJsonDumpsSorted('😀')).toBe('"\\ud83d\\ude00"');
    expect(pythonJsonDumpsSorted('/')).toBe('"/"'); // Python does not escape the solidus
  });

  it('sorts keys by code point, not UTF-16 code unit', () => {
    // U+FF61 is a single unit 0xFF61; U+1F600 starts with 0xD83D. Code units put 😀 first,
    // code points (Python) put ｡ first.
    expect(pythonJsonDumpsSorted({ '😀': 1, '｡': 2, b: 3 })).toBe('{"b":3,"\\uff61":2,"\\ud83d\\ude00":1}');
  });

  it('writes floats as Python repr', () => {
    const cases: [number, string][] = [
      [1.5, '1.5'],
      [0.1, '0.1'],
      [-0.5, '-0.5'],
      [123.456, '123.456'],
      [0.0001, '0.0001'],
      [0.00001, '1e-05'],
      [-2.5e-7, '-2.5e-07'],
      [1.5e300, '1.5e+300'],
      [1234567890123456.5, '1234567890123456.5'],
      [5e-324, '5e-324'],
    ];
    for (const [value, expected] of cases) expect(pythonJsonDumpsSorted(value)).toBe(expected);
  });

  it('writes a number by its wire literal\'s kind: integer literals exactly, others as float repr', () => {
    expect(pythonJsonDumpsSorted(-0)).toBe('0'); // json.loads("-0") is the int 0
    expect(pythonJsonDumpsSorted(Number.MAX_SAFE_INTEGER)).toBe('9007199254740991');
    // Without a recorded literal the wire spelled the number as JavaScript prints it.
    expect(pythonJsonDumpsSorted(2 ** 53)).toBe('9007199254740992');
    expect(pythonJsonDumpsSorted(1e16)).toBe('10000000000000000');
    expect(pythonJsonDumpsSorted(1e21)).toBe('1e+21');
    expect(pythonJsonDumpsSorted(1.5e300)).toBe('1.5e+300');
  });

  it('uses the wire literal JSON.parse lost (numbers.ts): 1.0, 0.0, -0.0, 1e16, integers past 2^53', () => {
    const value = JSON.parse('{"a":1.0,"b":0.0,"c":-0.0,"d":1e16,"e":12345678901234567890,"f":-0}');
    const literals = new Map([['/a', '1.0'], ['/b', '0.0'], ['/c', '-0.0'], ['/d', '1e16'], ['/e', '12345678901234567890'], ['/f', '-0']]);
    expect(pythonJsonDumpsSorted(value, literals)).toBe('{"a":1.0,"b":0.0,"c":-0.0,"d":1e+16,"e":12345678901234567890,"f":0}');
    // A literal that no longer denotes the number at its pointer is ignored.
    expect(pythonJsonDumpsSorted({ a: 2 }, new Map([['/a', '1.0']]))).toBe('{"a":2}');
  });
});

describe('hangarDigest', () => {
  // Expected serializations below were produced by CPython 3.11 running Hangar's
  // compute_tool_digest on the same tools.
  const cases: [string, JsonObject, string, string][] = [
    [
      'nested keys',
      {
        name: 'greet',
        description: 'Say hi',
        inputSchema: {
          type: 'object',
          properties: { zeta: { type: 'string' }, alpha: { type: 'integer', minimum: 0, maximum: 1.5 } },
          required: ['zeta'],
        },
      },
      '{"description":"Say hi","inputSchema":{"properties":{"alpha":{"maximum":1.5,"minimum":0,"type":"integer"},"zeta":{"type":"string"}},"required":["zeta"],"type":"object"},"name":"greet"}',
      'a6a42931568218aca36c196c1cdb3feebf358bb6b1c51c64d863526f8b7db8fa',
    ],
    [
      'non-ASCII',
      {
        name: 'café',
        description: 'Grüße — 日本 😀 \u007f\n\t"q"\\ \u0001',
        inputSchema: { type: 'object', properties: { '😀': { type: 'string' }, '｡': { type: 'number' }, b: {} } },
      },
      '{"description":"Gr\\u00fc\\u00dfe \\u2014 \\u65e5\\u672c \\ud83d\\ude00 \\u007f\\n\\t\\"q\\"\\\\ \\u0001","inputSchema":{"properties":{"b":{},"\\uff61":{"type":"number"},"\\ud83d\\ude00":{"type":"string"}},"type":"object"},"name":"caf\\u00e9"}',
      '64fa370f17188bea76f6e04c15ceed1f721297e46e766184cb3ced01bd925f40',
    ],
    [
      'floats',
      {
        name: 'f',
        inputSchema: { a: 0.0001, b: 0.00001, d: 1234567890123456.5, e: -2.5e-7, f: 1.5e300, g: 0.1, h: 123.456, k: -0.5, l: 5e-324 },
      },
      '{"inputSchema":{"a":0.0001,"b":1e-05,"d":1234567890123456.5,"e":-2.5e-07,"f":1.5e+300,"g":0.1,"h":123.456,"k":-0.5,"l":5e-324},"name":"f"}',
      '6158722f0943214ec566ce1702e46561f373c046352849d8400aeb74832bac0b',
    ],
    [
      'missing name is null; title and annotations are not covered',
      { description: 'x', outputSchema: { type: 'object' }, title: 'ignored', annotations: { readOnlyHint: true } },
      '{"description":"x","name":null,"outputSchema":{"type":"object"}}',
      '0f56e73ad1fae8db8c7e9a3334b1da1a5d945fe1e758b4ae4db83fa91943525a',
    ],
    [
      'None fields dropped, nested nulls kept',
      { name: 'n', description: null, inputSchema: { type: 'object', default: null, enum: [true, false, null, [1, 2]] } },
      '{"inputSchema":{"default":null,"enum":[true,false,null,[1,2]],"type":"object"},"name":"n"}',
      'e0d46abbde8a36e92e1136f0413f304b5f9db6bab48b0369d17e2b5af3677089',
    ],
  ];

  for (const [label, tool, serialized, hex] of cases) {
    it(`matches Hangar v1.2 (python json.dumps) byte for byte: ${label}`, () => {
      expect(sha(serialized)).toBe(`sha256:${hex}`); // the pasted pair is self-consistent
      expect(pythonHangarDigest(tool)).toBe(`sha256:${hex}`);
    });
  }
});

describe('pythonJsonDumpsSorted properties', () => {
  it('is ASCII-only, parses back to the same value, and ignores key order', async () => {
    const fc = (await import('fast-check')).default;
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = pythonJsonDumpsSorted(value as never);
        expect(/^[ -~]*$/.test(text)).toBe(true);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
        const reversed = JSON.parse(JSON.stringify(value), (_key, v) =>
          v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v,
        );
        expect(pythonJsonDumpsSorted(reversed)).toBe(text);
      }),
    );
  });
});

describe('hangarDigest (the lockfile\'s, JCS as current Hangar computes it)', () => {
  it('is SHA-256 of the canonicalize package\'s JCS of {name, description?, inputSchema?, outputSchema?}', () => {
    const tool = { name: 'read', description: 'Lire le fichier \u2014 vite', inputSchema: { type: 'object', properties: { b: {}, a: { maximum: 1.5 } } }, annotations: { readOnlyHint: true } };
    const payload = { name: tool.name, description: tool.description, inputSchema: tool.inputSchema };
    expect(hangarDigest(tool)).toBe(sha(canonicalize(payload)!));
    // Non-ASCII text: JCS keeps it raw, Hangar v1.2's json.dumps escaped it, so the two differ.
    expect(pythonHangarDigest(tool)).not.toBe(hangarDigest(tool));
    expect(hangarDigest({ name: 'plain', description: 'ascii only' })).toBe(pythonHangarDigest({ name: 'plain', description: 'ascii only' }));
  });
});

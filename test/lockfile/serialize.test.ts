import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEAL_MEMBER, serializeLockfile, TOP_LEVEL_ORDER } from '../../src/lockfile/index.js';
import { hasIntactSeal } from '../../src/lockfile/serialize.js';
import { build, reversed, sampleSnapshot } from './helpers.js';

/** The content of lockfile text: the parsed JSON without the file's seal. */
const contentOf = (text: string) => {
  const { [SEAL_MEMBER]: _seal, ...content } = JSON.parse(text) as Record<string, unknown>;
  return content;
};

describe('serializeLockfile', () => {
  const text = serializeLockfile(build());

  it('is 2-space pretty JSON with a trailing newline that parses back', () => {
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.endsWith('\n\n')).toBe(false);
    expect(text.split('\n').every((line) => /^( {2})*\S/.test(line) || line === '')).toBe(true);
    expect(text.split('\n')[1]).toBe('  "$schema": "urn:mcp-drift-gate:lockfile:v2",');
    expect(contentOf(text)).toEqual(JSON.parse(JSON.stringify(build())));
  });

  it('escapes characters a diff reader cannot see (bidi, zero-width, tags, separators, C1, DEL), and reads back the same strings', () => {
    const hidden = 'Reads a note.\u202Eevil\u202C \u200Bzero \u2028line \u0085next \u{E0049}\u{E0047}tags \u2066iso\u2069 \u007Fdel é ❤️ 😀';
    const lock = build();
    const tool = Object.values(lock.tools)[0]!;
    const withHidden = { ...lock, tools: { ...lock.tools, [`name\u200B`]: { ...tool, definition: { ...tool.definition, description: hidden } } } };
    const written = serializeLockfile(withHidden);
    for (const raw of ['\u202E', '\u202C', '\u200B', '\u2028', '\u0085', '\u{E0049}', '\u2066', '\u2069', '\u007F']) expect(written.includes(raw), raw).toBe(false);
    expect(written).toContain(String.raw`Reads a note.\u202eevil\u202c \u200bzero \u2028line \u0085next \udb40\udc49\udb40\udc47tags \u2066iso\u2069 \u007fdel é ❤️ 😀`);
    expect(written).toContain(String.raw`"name\u200b": {`);
    // Visible text, emoji and its presentation selector stay as written.
    expect(written).toContain('é ❤️ 😀');
    expect(contentOf(written)).toEqual(JSON.parse(JSON.stringify(withHidden)));
    expect(hasIntactSeal(written)).toBe(true);
  });

  it('writes top-level keys in the fixed order', () => {
    const topKeys = [...text.matchAll(/^ {2}"([^"]+)":/gm)].map((m) => m[1]);
    expect(topKeys).toEqual([...TOP_LEVEL_ORDER.filter((key) => key !== 'signature' && key !== 'source' && key !== 'duplicates'), SEAL_MEMBER]);
  });

  it('writes entry fields digests first and the definition last', () => {
    const entry = text.slice(text.indexOf('    "get_note": {'));
    const fields = [...entry.matchAll(/^ {6}"([^"]+)":/gm)].map((m) => m[1]).slice(0, 7);
    expect(fields).toEqual(['digest', 'descriptionHash', 'inputSchemaHash', 'hangarDigest', 'toolDefinitionDigest', 'risk', 'definition']);
  });

  it('writes an object or array holding only scalars on one line, everything else one member per line', () => {
    const entry = text.slice(text.indexOf('    "get_note": {'), text.indexOf('    "run_shell": {'));
    // risk holds arrays: expanded; its arrays hold only strings: one line each.
    expect(entry).toMatch(/^ {6}"risk": \{\n {8}"categories": \[[^\n]*\],\n {8}"level": "[A-Z]+",\n/m);
    // A schema property with scalar keywords only is one line, in JCS key order.
    expect(entry).toMatch(/^ {12}"id": \{"minimum":0,"type":"integer"\}/m);
    expect(contentOf(text)).toEqual(JSON.parse(JSON.stringify(build())));
  });

  it('sorts maps in JCS order even for integer-like keys JS would put first', () => {
    const tools = text.slice(text.indexOf('\n  "tools": {'), text.indexOf('\n  "prompts": {'));
    const toolKeys = [...tools.matchAll(/^ {4}"([^"]+)": \{/gm)].map((m) => m[1]);
    expect(toolKeys).toEqual(['10', '2', 'get_note', 'run_shell']);
    expect(Object.keys(build().tools)).toEqual(['2', '10', 'get_note', 'run_shell']); // what JS does
  });

  it('writes definitions in canonical key order, recursively', () => {
    const lock = reversed(build());
    const again = serializeLockfile(lock);
    expect(again).toBe(text);
    expect(text).toContain('"inputSchema": {\n          "properties": {');
  });

  it('writes empty containers compactly', () => {
    expect(text).toMatch(/"categories": \[\]/);
    expect(text).toContain('\n    "prompts": {},\n'); // capabilities.prompts
    const snapshot = sampleSnapshot();
    snapshot.listed.resourceTemplates = [];
    expect(serializeLockfile(build(snapshot))).toContain('\n  "resourceTemplates": {},\n  "integrity": "sha256:');
  });
});

describe('the seal (last member)', () => {
  const text = serializeLockfile(build());

  it('is SHA-256 of every byte before it, computed independently', () => {
    const match = /,\n  "integrity": "sha256:([0-9a-f]{64})"\n\}\n$/.exec(text);
    expect(match).not.toBeNull();
    const before = text.slice(0, match!.index);
    expect(createHash('sha256').update(Buffer.from(before, 'utf8')).digest('hex')).toBe(match![1]);
    expect(hasIntactSeal(text)).toBe(true);
  });

  it('is checked the same on the file\'s bytes (with or without a BOM) as on its text', () => {
    const bytes = Buffer.from(text, 'utf8');
    expect(hasIntactSeal(text, bytes)).toBe(true);
    expect(hasIntactSeal(text, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]))).toBe(true);
    const edited = text.replace('"Reads a note"', '"Reads a note!"');
    expect(hasIntactSeal(edited, Buffer.from(edited, 'utf8'))).toBe(false);
  });

  it('breaks on any edit: a definition, a digest, the layout, line endings', () => {
    expect(hasIntactSeal(text.replace('"Reads a note"', '"Reads a note and runs it"'))).toBe(false);
    expect(hasIntactSeal(text.replace(/"digest": "sha256:./, '"digest": "sha256:f'))).toBe(false);
    expect(hasIntactSeal(JSON.stringify(JSON.parse(text), null, 2) + '\n')).toBe(false);
    expect(hasIntactSeal(text.replaceAll('\n', '\r\n'))).toBe(false);
    expect(hasIntactSeal(text.slice(0, text.lastIndexOf(',\n  "integrity"')) + '\n}\n')).toBe(false);
  });
});

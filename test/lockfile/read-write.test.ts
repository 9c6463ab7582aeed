import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GateError } from '../../src/errors.js';
import { MAX_JSON_DEPTH } from '../../src/identity/index.js';
import { readLockfile, serializeLockfile, writeLockfileAtomic } from '../../src/lockfile/index.js';
import { build, tempDir } from './helpers.js';

let dir: string;
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Expects readLockfile to fail with `code`, a message naming the file and matching `reason`, and the file untouched. */
async function expectReadFailure(path: string, code: GateError['code'], reason: RegExp): Promise<GateError> {
  const before = await stat(path).then(
    async (s) => (s.isFile() ? { bytes: await readFile(path), mtimeMs: s.mtimeMs } : undefined),
    () => undefined,
  );
  const error = await readLockfile(path).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GateError);
  const gateError = error as GateError;
  expect(gateError.code).toBe(code);
  expect(gateError.message).toContain(path);
  expect(gateError.message).toMatch(reason);
  if (before) {
    const after = await stat(path);
    expect(await readFile(path)).toEqual(before.bytes);
    expect(after.mtimeMs).toBe(before.mtimeMs);
  }
  return gateError;
}

async function writeText(name: string, text: string | Uint8Array): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

const goodText = () => serializeLockfile(build());

describe('writeLockfileAtomic + readLockfile', () => {
  it('round trip write -> read -> serialize is byte-identical', async () => {
    const lock = build();
    const path = join(dir, 'mcp.lock.json');
    await writeLockfileAtomic(path, lock);
    expect(await readFile(path, 'utf8')).toBe(serializeLockfile(lock));
    const read = await readLockfile(path);
    expect(read).toEqual(JSON.parse(JSON.stringify(lock)));
    expect(serializeLockfile(read)).toBe(serializeLockfile(lock));
  });

  it('leaves no temp files behind and replaces an existing file', async () => {
    const path = join(dir, 'mcp.lock.json');
    await writeFile(path, 'old');
    await writeLockfileAtomic(path, build());
    await writeLockfileAtomic(path, build());
    expect(await readdir(dir)).toEqual(['mcp.lock.json']);
    expect(await readFile(path, 'utf8')).toBe(goodText());
  });

  it('on failure throws io_error naming the path, removes its temp file, keeps the original', async () => {
    const target = join(dir, 'occupied');
    await mkdir(target);
    await writeFile(join(target, 'keep.txt'), 'keep');
    const error = await writeLockfileAtomic(target, build()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GateError);
    expect((error as GateError).code).toBe('io_error');
    expect((error as GateError).message).toContain(target);
    expect(await readdir(dir)).toEqual(['occupied']);
    expect(await readFile(join(target, 'keep.txt'), 'utf8')).toBe('keep');
  });

  it('fails with io_error when the directory does not exist', async () => {
    const path = join(dir, 'missing-dir', 'mcp.lock.json');
    const error = await writeLockfileAtomic(path, build()).catch((e: unknown) => e);
    expect((error as GateError).code).toBe('io_error');
    expect((error as GateError).message).toContain(path);
  });
});

describe('readLockfile failures', () => {
  it('missing file: lockfile_missing', async () => {
    await expectReadFailure(join(dir, 'nope.json'), 'lockfile_missing', /does not exist/);
  });

  it('a directory: io_error', async () => {
    await expectReadFailure(dir, 'io_error', /cannot read/);
  });

  it('empty file: lockfile_invalid', async () => {
    await expectReadFailure(await writeText('empty.json', ''), 'lockfile_invalid', /is empty/);
    await expectReadFailure(await writeText('blank.json', ' \n'), 'lockfile_invalid', /is empty/);
  });

  it('truncated file: lockfile_invalid with the parse position at the end', async () => {
    const text = goodText();
    const cut = text.slice(0, Math.floor(text.length / 2));
    const lines = cut.split('\n');
    const path = await writeText('truncated.json', cut);
    await expectReadFailure(
      path,
      'lockfile_invalid',
      new RegExp(`not valid JSON at line ${lines.length} column ${lines.at(-1)!.length + 1} \\(offset ${cut.length}\\)`),
    );
  });

  it('unparsable JSON: lockfile_invalid with the parse position', async () => {
    const text = goodText().replace('"mode": "list-freeze"', '"mode": list-freeze');
    const line = text.split('\n').findIndex((l) => l.includes('"mode"')) + 1;
    await expectReadFailure(await writeText('bad.json', text), 'lockfile_invalid', new RegExp(`at line ${line} column 11 `));
  });

  it('not UTF-8: lockfile_invalid', async () => {
    const bytes = Buffer.concat([Buffer.from(goodText().slice(0, 20)), Buffer.from([0xff, 0xfe, 0x80])]);
    await expectReadFailure(await writeText('binary.json', bytes), 'lockfile_invalid', /not valid UTF-8/);
  });

  it('not an object: lockfile_invalid', async () => {
    await expectReadFailure(await writeText('array.json', '[]'), 'lockfile_invalid', /not a JSON object/);
  });

  it('newer lockfileVersion: lockfile_version, checked before the schema', async () => {
    const data = JSON.parse(goodText());
    data.lockfileVersion = 3;
    data.somethingNew = { v2: true }; // would fail the v1 schema; the version message must win
    await expectReadFailure(
      await writeText('v2.json', JSON.stringify(data)),
      'lockfile_version',
      /written by a newer mcp-drift-gate \(lockfileVersion 3/,
    );
  });

  it('bad digest: lockfile_invalid naming the JSON pointer and keyword', async () => {
    const data = JSON.parse(goodText());
    data.tools.get_note.digest = 'sha256:NOT-HEX';
    await expectReadFailure(
      await writeText('digest.json', JSON.stringify(data)),
      'lockfile_invalid',
      /schema at \/tools\/get_note\/digest: must match pattern .* \[keyword "pattern"\]/,
    );
  });

  it('missing required field and unknown field are named', async () => {
    const data = JSON.parse(goodText());
    delete data.resources['notes://a'].definition;
    await expectReadFailure(
      await writeText('required.json', JSON.stringify(data)),
      'lockfile_invalid',
      /at \/resources\/notes:~1~1a: must have required property 'definition' \[keyword "required"\]/,
    );
    const extra = JSON.parse(goodText());
    extra.tools['10'].note = 'hand edit';
    await expectReadFailure(
      await writeText('extra.json', JSON.stringify(extra)),
      'lockfile_invalid',
      /at \/tools\/10: must NOT have additional properties \("note"\) \[keyword "additionalProperties"\]/,
    );
    const version = JSON.parse(goodText());
    version.lockfileVersion = 0;
    await expectReadFailure(await writeText('v0.json', JSON.stringify(version)), 'lockfile_invalid', /\/lockfileVersion.*"const"/);
  });

  it('signature mode without a signature digest fails the schema', async () => {
    const data = JSON.parse(goodText());
    data.mode = 'signature';
    await expectReadFailure(await writeText('sig.json', JSON.stringify(data)), 'lockfile_invalid', /required property 'signature'/);
  });

  it('a hand-edited definition or fingerprint is caught', async () => {
    const data = JSON.parse(goodText());
    data.tools.run_shell.definition.description = 'Harmless';
    await expectReadFailure(
      await writeText('edited.json', JSON.stringify(data)),
      'lockfile_invalid',
      /inconsistent at \/tools\/run_shell\/digest: does not match the stored definition/,
    );
    const renamed = JSON.parse(goodText());
    renamed.prompts.summarize.definition.name = 'other';
    await expectReadFailure(await writeText('renamed.json', JSON.stringify(renamed)), 'lockfile_invalid', /\/prompts\/summarize\/definition\/name: does not match its key/);
    const fingerprint = JSON.parse(goodText());
    fingerprint.fingerprint = `sha256:${'0'.repeat(64)}`;
    await expectReadFailure(await writeText('fp.json', JSON.stringify(fingerprint)), 'lockfile_invalid', /inconsistent at \/fingerprint/);
    const risk = JSON.parse(goodText());
    risk.tools.run_shell.risk.level = 'LOW';
    await expectReadFailure(await writeText('risk.json', JSON.stringify(risk)), 'lockfile_invalid', /inconsistent at \/fingerprint/);
  });

  it('a stored definition no digest can cover (lone surrogate, nesting past the limit) is lockfile_invalid, never a crash', async () => {
    const surrogate = JSON.parse(goodText());
    surrogate.tools.get_note.definition.inputSchema.properties['id\uD800'] = { type: 'string' };
    const error = await expectReadFailure(await writeText('surrogate.json', JSON.stringify(surrogate)), 'lockfile_invalid',
      /inconsistent at \/tools\/get_note\/definition\/inputSchema\/properties\/id\\uD800: contains a lone surrogate/);
    expect(error.message).not.toMatch(/\p{Cs}/u);

    // Written as text: JSON.stringify itself would overflow on 20,000 levels.
    const deep = JSON.parse(goodText());
    deep.prompts.summarize.definition.arguments = ['DEEP'];
    const levels = 10_000;
    const schema = `${'{"type":"object","properties":{"p":'.repeat(levels)}{"type":"string"}${'}}'.repeat(levels)}`;
    await expectReadFailure(await writeText('deep.json', JSON.stringify(deep).replace('"DEEP"', schema)), 'lockfile_invalid',
      new RegExp(`inconsistent at /prompts/summarize/definition: is nested deeper than ${MAX_JSON_DEPTH} levels`));
  });

  it('accepts a valid lockfile written with a BOM or compact formatting', async () => {
    const compact = JSON.stringify(JSON.parse(goodText()));
    expect(serializeLockfile(await readLockfile(await writeText('compact.json', compact)))).toBe(goodText());
    expect(serializeLockfile(await readLockfile(await writeText('bom.json', `\uFEFF${goodText()}`)))).toBe(goodText());
  });
});

import { createPrivateKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildLockfile, parseLockfile, serializeLockfile, sourceOfCommand, unpinnedSourceMessage, describeSource } from '../../src/lockfile/index.js';
import { hasIntactSeal } from '../../src/lockfile/serialize.js';
import { generateKeyPair, parsePublicKeyPem } from '../../src/trust/keys.js';
import { signLockfile, verifyLockfileText } from '../../src/trust/lockfileSignature.js';
import { build, fakeRisk, sampleSnapshot } from './helpers.js';

describe('sourceOfCommand: the package, image or program a command line starts (parsed, never run)', () => {
  it.each([
    // npx / npm exec / pnpm dlx / bunx
    [['npx', '-y', '@modelcontextprotocol/server-memory@2025.8.4'], { kind: 'npm', name: '@modelcontextprotocol/server-memory', version: '2025.8.4', pinned: true }],
    [['npx', '-y', '@modelcontextprotocol/server-memory'], { kind: 'npm', name: '@modelcontextprotocol/server-memory', pinned: false }],
    [['npx', '--yes', 'mcp-server-x@latest', '--port', '3'], { kind: 'npm', name: 'mcp-server-x', version: 'latest', pinned: false }],
    [['npx', '-y', 'mcp-server-x@^1.2.0'], { kind: 'npm', name: 'mcp-server-x', version: '^1.2.0', pinned: false }],
    [['npx', '--package', '@acme/tools@1.0.0-rc.1', 'acme-mcp'], { kind: 'npm', name: '@acme/tools', version: '1.0.0-rc.1', pinned: true }],
    [['npx', '--package=@acme/tools@2.0.0', 'acme-mcp'], { kind: 'npm', name: '@acme/tools', version: '2.0.0', pinned: true }],
    [['npx', '-p', 'acme-tools', 'acme-mcp'], { kind: 'npm', name: 'acme-tools', pinned: false }],
    [['/usr/local/bin/npx', '-y', 'pkg@3.1.4'], { kind: 'npm', name: 'pkg', version: '3.1.4', pinned: true }],
    [['npx.cmd', 'pkg@3.1.4'], { kind: 'npm', name: 'pkg', version: '3.1.4', pinned: true }],
    [['npm', 'exec', '--yes', '--', '@scope/srv@0.6.2', '--flag'], { kind: 'npm', name: '@scope/srv', version: '0.6.2', pinned: true }],
    [['npm', 'exec', '--package=@scope/srv@0.6.2', '--', 'srv'], { kind: 'npm', name: '@scope/srv', version: '0.6.2', pinned: true }],
    [['npm', 'x', 'srv'], { kind: 'npm', name: 'srv', pinned: false }],
    [['pnpm', 'dlx', 'srv@1.0.0'], { kind: 'npm', name: 'srv', version: '1.0.0', pinned: true }],
    [['bunx', 'srv@~1.0.0'], { kind: 'npm', name: 'srv', version: '~1.0.0', pinned: false }],
    [['npx', '-y', 'github:acme/srv'], { kind: 'npm', name: 'github:acme/srv', pinned: false }],
    // uvx / uv tool run / pipx run
    [['uvx', 'mcp-server-git'], { kind: 'pypi', name: 'mcp-server-git', pinned: false }],
    [['uvx', 'mcp-server-git==2025.1.14'], { kind: 'pypi', name: 'mcp-server-git', version: '2025.1.14', pinned: true }],
    [['uvx', 'mcp-server-fetch@2025.4.7'], { kind: 'pypi', name: 'mcp-server-fetch', version: '2025.4.7', pinned: true }],
    [['uvx', 'mcp-server-fetch@latest'], { kind: 'pypi', name: 'mcp-server-fetch', version: 'latest', pinned: false }],
    [['uvx', '--python', '3.12', '--from', 'acme-mcp[cli]>=1.2', 'acme'], { kind: 'pypi', name: 'acme-mcp', version: '>=1.2', pinned: false }],
    [['uvx', '--from=acme-mcp==1.2.0', 'acme'], { kind: 'pypi', name: 'acme-mcp', version: '1.2.0', pinned: true }],
    [['uvx', 'pkg==1.*'], { kind: 'pypi', name: 'pkg', version: '==1.*', pinned: false }],
    [['uv', 'tool', 'run', 'pkg==0.3.0'], { kind: 'pypi', name: 'pkg', version: '0.3.0', pinned: true }],
    [['pipx', 'run', 'pkg'], { kind: 'pypi', name: 'pkg', pinned: false }],
    [['pipx', 'run', '--spec', 'pkg==4.5.6', 'pkg-cli'], { kind: 'pypi', name: 'pkg', version: '4.5.6', pinned: true }],
    // docker / podman run: pinned only by digest (a tag can move)
    [['docker', 'run', '-i', '--rm', 'mcp/github'], { kind: 'docker', name: 'mcp/github', pinned: false }],
    [['docker', 'run', '-i', '--rm', '-e', 'GITHUB_TOKEN', 'ghcr.io/github/github-mcp-server:v0.4.0'], { kind: 'docker', name: 'ghcr.io/github/github-mcp-server', version: 'v0.4.0', pinned: false }],
    [['docker', 'run', '-it', '--name=x', '-v', '/a:/b', 'localhost:5000/srv', 'serve'], { kind: 'docker', name: 'localhost:5000/srv', pinned: false }],
    [['docker', 'run', '--rm', '-i', `mcp/fetch@sha256:${'a'.repeat(64)}`], { kind: 'docker', name: 'mcp/fetch', version: `sha256:${'a'.repeat(64)}`, pinned: true }],
    [['podman', 'container', 'run', '--env', 'A=1', 'quay.io/x/y:1.2'], { kind: 'docker', name: 'quay.io/x/y', version: '1.2', pinned: false }],
    // any other program: its name only (a path keeps its last part: nothing machine-specific)
    [['node', '/home/me/srv/server.mjs'], { kind: 'command', name: 'node' }],
    [['/opt/venv/bin/python3', '-m', 'srv'], { kind: 'command', name: 'python3' }],
    [['docker', 'compose', 'up'], { kind: 'command', name: 'docker' }],
  ])('%j', (argv, expected) => {
    expect(sourceOfCommand(argv)).toEqual(expected);
  });

  it('names nothing for an empty command or a package manager without a package', () => {
    expect(sourceOfCommand([])).toBeUndefined();
    expect(sourceOfCommand(['npx', '-y'])).toBeUndefined();
    expect(sourceOfCommand(['uvx'])).toBeUndefined();
    expect(sourceOfCommand(['docker', 'run', '--rm'])).toBeUndefined();
  });

  it('says an unpinned package or image can drift with no change in the repository; a pinned one or a program says nothing', () => {
    expect(unpinnedSourceMessage(sourceOfCommand(['npx', '-y', 'srv@latest'])!)).toBe(
      'source npm srv@latest, unpinned: the package is not pinned to an exact version, so drift can arrive with no change in this repository',
    );
    expect(unpinnedSourceMessage(sourceOfCommand(['docker', 'run', 'mcp/x:1.0'])!)).toContain('the image is not pinned to a digest, so drift can arrive');
    expect(unpinnedSourceMessage(sourceOfCommand(['npx', 'srv@1.0.0'])!)).toBeUndefined();
    expect(unpinnedSourceMessage(sourceOfCommand(['node', 'srv.js'])!)).toBeUndefined();
    expect(describeSource(sourceOfCommand(['uvx', 'srv==1.0'])!)).toBe('pypi srv==1.0');
  });
});

describe('the lockfile `source` member', () => {
  const source = { kind: 'npm' as const, name: '@acme/notes', version: '1.2.3', pinned: true };
  const withSource = buildLockfile(sampleSnapshot(), { generatorVersion: '0.1.0', assessRisk: fakeRisk, source });

  it('is written after server, read back, and schema-valid; a lockfile without it stays readable', () => {
    const text = serializeLockfile(withSource);
    const keys = [...text.matchAll(/^ {2}"([^"]+)":/gm)].map((m) => m[1]);
    expect(keys.slice(keys.indexOf('server'), keys.indexOf('server') + 3)).toEqual(['server', 'source', 'capabilities']);
    expect(parseLockfile(text, 'with-source').source).toEqual(source);
    expect(parseLockfile(serializeLockfile(build()), 'without-source').source).toBeUndefined();
  });

  it('is not part of the fingerprint: the same surface from another package is no drift', () => {
    expect(withSource.fingerprint).toBe(build().fingerprint);
  });

  it('is covered by the integrity seal and by a signature (provenance cannot be edited unseen)', () => {
    const text = serializeLockfile(withSource);
    expect(hasIntactSeal(text)).toBe(true);
    const edited = text.replace('"version": "1.2.3",\n    "pinned"', '"version": "9.9.9",\n    "pinned"').replace('"1.2.3"', '"9.9.9"');
    expect(edited).not.toBe(text);
    expect(hasIntactSeal(edited)).toBe(false);

    const pair = generateKeyPair('ed25519');
    const envelope = signLockfile(text, createPrivateKey(pair.privateKeyPem));
    const trusted = [parsePublicKeyPem(pair.publicKeyPem)];
    const now = new Date();
    expect(verifyLockfileText(text, JSON.stringify(envelope), trusted, now).ok).toBe(true);
    const forged = verifyLockfileText(edited, JSON.stringify(envelope), trusted, now);
    expect(forged.ok).toBe(false);
    expect(forged.ok ? undefined : forged.cause).toBe('payload_mismatch');
  });

  it('refuses a source the schema does not know (kind, extra keys)', () => {
    const text = serializeLockfile(buildLockfile(sampleSnapshot(), { generatorVersion: '0.1.0', assessRisk: fakeRisk, source: { ...source, kind: 'cargo' as 'npm' } }));
    expect(() => parseLockfile(text, 'bad-kind')).toThrow(/lockfile bad-kind fails the lockfile schema at \/source\/kind/);
  });
});

import { describe, expect, it } from 'vitest';
import { parseHeaders, parseKeyValues, splitCommandLine } from '../../src/core/commandLine.js';
import { GateError } from '../../src/errors.js';

describe('splitCommandLine (no shell)', () => {
  it('honours quotes and keeps $NAME literally', () => {
    expect(splitCommandLine(`node "my server.js" --name 'a b' --home=$HOME`, 'command')).toEqual(['node', 'my server.js', '--name', 'a b', '--home=$HOME']);
  });

  it.each([
    ['node a.js | sh', '|'],
    ['node a.js; rm -rf /', ';'],
    ['node a.js && curl x', '&&'],
    ['node a.js > out', '>'],
    ['node *.js', '*.js'],
  ])('refuses shell syntax: %s', (line, shown) => {
    expect(() => splitCommandLine(line, 'input command')).toThrow(GateError);
    expect(() => splitCommandLine(line, 'input command')).toThrow(`shell syntax "${shown}"`);
  });

  it('refuses ${NAME} (it would not be expanded) and an empty command', () => {
    expect(() => splitCommandLine('node a.js --token=${TOKEN}', 'input command')).toThrow(/is not expanded/);
    expect(() => splitCommandLine('   ', 'input command')).toThrow(/empty/);
  });
});

describe('parseKeyValues and parseHeaders', () => {
  it('parse values with = and : inside, and never echo a value in an error', () => {
    expect(parseKeyValues(['A=1', 'B=x=y'], '--env')).toEqual({ A: '1', B: 'x=y' });
    expect(parseHeaders(['Authorization: Bearer a:b'], '--header')).toEqual({ Authorization: 'Bearer a:b' });
    expect(() => parseKeyValues(['=secret-value'], '--env')).toThrow(/entry 1/);
    expect(() => parseKeyValues(['=secret-value'], '--env')).not.toThrow(/secret-value/);
    expect(() => parseHeaders(['bad header: secret-value'], '--header')).not.toThrow(/secret-value/);
    expect(() => parseHeaders(['bad header: secret-value'], 'input headers')).toThrow(/^input headers: expected "Name: value"/);
    expect(() => parseHeaders(['bad header: secret-value'], '--header')).toThrow(GateError);
  });
});

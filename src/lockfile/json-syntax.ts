/** Where a JSON text stops being valid; 1-based line and column for people, offset for tools. */
export interface JsonSyntaxPosition {
  offset: number;
  line: number;
  column: number;
}

class SyntaxStop {
  constructor(readonly offset: number) {}
}

/**
 * Finds the first offset at which `text` stops being RFC 8259 JSON, or undefined when it is
 * valid. Needed because Node 20's JSON.parse names no position for most errors
 * ("Unexpected token '}', ... is not valid JSON") and no installed parser reports one.
 * Only called after JSON.parse has failed, so speed is secondary to being exact.
 */
export function locateJsonSyntaxError(text: string): JsonSyntaxPosition | undefined {
  let pos = 0;
  const stop = (at = pos): never => {
    throw new SyntaxStop(at);
  };
  const skipWhitespace = () => {
    while (pos < text.length && ' \t\n\r'.includes(text[pos]!)) pos++;
  };
  const expect = (char: string) => {
    if (text[pos] !== char) stop();
    pos++;
  };
  const digits = () => {
    const start = pos;
    while (pos < text.length && text[pos]! >= '0' && text[pos]! <= '9') pos++;
    if (pos === start) stop();
  };
  const string = () => {
    expect('"');
    for (;;) {
      if (pos >= text.length) stop();
      const char = text[pos]!;
      if (char === '"') return void pos++;
      if (char < ' ') stop();
      if (char === '\\') {
        pos++;
        const escape = text[pos];
        if (escape === 'u') {
          for (let i = 1; i <= 4; i++) if (!/[0-9a-fA-F]/.test(text[pos + i] ?? '')) stop(pos + i);
          pos += 5;
        } else if (escape !== undefined && '"\\/bfnrt'.includes(escape)) pos++;
        else stop();
      } else pos++;
    }
  };
  const number = () => {
    if (text[pos] === '-') pos++;
    if (text[pos] === '0') pos++;
    else digits();
    if (text[pos] === '.') {
      pos++;
      digits();
    }
    if (text[pos] === 'e' || text[pos] === 'E') {
      pos++;
      if (text[pos] === '+' || text[pos] === '-') pos++;
      digits();
    }
  };
  const value = (): void => {
    skipWhitespace();
    const char = text[pos];
    if (char === '{') {
      pos++;
      skipWhitespace();
      if (text[pos] === '}') return void pos++;
      for (;;) {
        skipWhitespace();
        string();
        skipWhitespace();
        expect(':');
        value();
        skipWhitespace();
        if (text[pos] === '}') return void pos++;
        expect(',');
      }
    }
    if (char === '[') {
      pos++;
      skipWhitespace();
      if (text[pos] === ']') return void pos++;
      for (;;) {
        value();
        skipWhitespace();
        if (text[pos] === ']') return void pos++;
        expect(',');
      }
    }
    if (char === '"') return string();
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) return number();
    for (const literal of ['true', 'false', 'null']) {
      if (char === literal[0]) {
        for (const expected of literal) expect(expected);
        return;
      }
    }
    stop();
  };

  try {
    value();
    skipWhitespace();
    if (pos < text.length) stop();
    return undefined;
  } catch (error) {
    if (!(error instanceof SyntaxStop)) throw error;
    return positionOf(text, error.offset);
  }
}

function positionOf(text: string, offset: number): JsonSyntaxPosition {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { offset, line: before.split('\n').length, column: offset - lineStart + 1 };
}

import { P as SEVERITIES, G as GateError, ar as splitCommandLine, x as readRegularTextFile, F as FILE_LIMITS, O as ajvExports, a2 as escapePointerToken, N as pointerTokens, as as sourceOfLaunch, v as unpinnedSourceMessage, at as lockServer, au as checkServer, av as escapeMarkdownInline, a9 as sanitizeTerminal, aw as clip, ax as escapeMarkdownCell, ay as codeFence } from './commandLine-Q5TO3seu.js';
import path from 'node:path';
import { d as distExports } from './index-D2ITh64m.js';
import { createHash } from 'node:crypto';
import os from 'node:os';
import { l as lineOfPointer } from './yamlLocation-CrmERn5R.js';
import { h as toJsonReport, D as DEFAULT_MARKDOWN_MAX_LENGTH, e as renderText, d as renderMarkdown, f as summarizeCounts } from './text-BX6gitz8.js';
import 'node:fs/promises';
import 'node:buffer';
import 'node:child_process';
import 'node:fs';
import 'process';
import 'buffer';

const FAIL_ON = { enum: [...SEVERITIES, 'none'] };
const TIMEOUT = { type: 'integer', minimum: 1, maximum: 3_600_000 };
/** Names become file names (`locks/<name>.lock.json`) and matrix job names: no separators, no dot first. */
const SERVER_NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$';
/** JSON Schema of `mcp-drift-gate.scan.yml`. Unknown keys are errors everywhere: typos must not silently do nothing. */
const scanConfigSchema = {
    $id: 'urn:mcp-drift-gate:scan-config:v1',
    type: 'object',
    additionalProperties: false,
    // `servers`, `client` or both (checked in config.ts, which names the shapes it expected).
    dependencies: { overrides: ['client'] },
    properties: {
        concurrency: { type: 'integer', minimum: 1, maximum: 32 },
        failOn: FAIL_ON,
        timeout: TIMEOUT,
        /** Issue 24: an MCP client config (.vscode/mcp.json, .mcp.json...) whose servers are scanned too. */
        client: { type: 'string', minLength: 1 },
        /** Folder of the default lockfiles, relative to this file; default `locks`. */
        lockfileDir: { type: 'string', minLength: 1 },
        /** Per-server options of the client config's servers, by server name as the client config spells it. */
        overrides: {
            type: 'object',
            additionalProperties: {
                type: 'object',
                additionalProperties: false,
                properties: {
                    lockfile: { type: 'string', minLength: 1 },
                    policy: { type: 'string', minLength: 1 },
                    timeout: TIMEOUT,
                    failOn: FAIL_ON,
                },
            },
        },
        servers: {
            type: 'array',
            minItems: 1,
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['name'],
                oneOf: [{ required: ['command'] }, { required: ['url'] }],
                // transport and start only make sense for an HTTP server.
                dependencies: { transport: ['url'], start: ['url'] },
                properties: {
                    name: { type: 'string', pattern: SERVER_NAME_PATTERN },
                    command: { type: 'string', minLength: 1 },
                    url: { type: 'string', pattern: '^https?://' },
                    transport: { enum: ['http', 'sse'] },
                    start: { type: 'string', minLength: 1 },
                    cwd: { type: 'string', minLength: 1 },
                    env: {
                        type: 'object',
                        propertyNames: { pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
                        additionalProperties: { type: 'string' },
                    },
                    headers: {
                        type: 'object',
                        propertyNames: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" },
                        additionalProperties: { type: 'string' },
                    },
                    lockfile: { type: 'string', minLength: 1 },
                    policy: { type: 'string', minLength: 1 },
                    timeout: TIMEOUT,
                    failOn: FAIL_ON,
                },
            },
        },
    },
};

/**
 * `${NAME}` references in `env` and `headers` values, expanded from the scanner's environment by us,
 * never by a shell. `$${` is a literal `${`; any other `$` is literal. Errors name the server, the
 * key and the variable, never a value: values are usually secrets.
 */
const REFERENCE$1 = /\$\$\{|\$\{([^}]*)\}?/g;
const VARIABLE_NAME$1 = /^[A-Za-z_][A-Za-z0-9_]*$/;
const MALFORMED_REFERENCE = 'has a malformed ${...} reference (expected ${NAME} with letters, digits and _; write $${ for a literal ${)';
/** Names of the variables a value references, or undefined when a reference is malformed. */
function referencedVariables(value) {
    const names = [];
    for (const match of value.matchAll(REFERENCE$1)) {
        if (match[0] === '$${')
            continue;
        const name = match[1];
        if (!match[0].endsWith('}') || name === undefined || !VARIABLE_NAME$1.test(name))
            return undefined;
        names.push(name);
    }
    return names;
}
/** The value with every reference replaced; a variable that is not set is a config error. */
function expandReferences(value, env, site) {
    const prefix = `${site.file}: server "${site.server}": ${site.key}`;
    const names = referencedVariables(value);
    if (names === undefined)
        throw new GateError('config_invalid', `${prefix} ${MALFORMED_REFERENCE}`);
    const missing = [...new Set(names.filter((name) => env[name] === undefined))];
    if (missing.length > 0) {
        const shown = missing.map((name) => `\${${name}}`).join(', ');
        throw new GateError('config_invalid', `${prefix} references ${shown}, which ${missing.length === 1 ? 'is' : 'are'} not set in the scanner's environment`);
    }
    return value.replace(REFERENCE$1, (match, name) => (match === '$${' ? '${' : env[name]));
}

/*---------------------------------------------------------------------------------------------
 *  Copyright (c) Microsoft Corporation. All rights reserved.
 *  Licensed under the MIT License. See License.txt in the project root for license information.
 *--------------------------------------------------------------------------------------------*/
/**
 * Creates a JSON scanner on the given text.
 * If ignoreTrivia is set, whitespaces or comments are ignored.
 */
function createScanner(text, ignoreTrivia = false) {
    const len = text.length;
    let pos = 0, value = '', tokenOffset = 0, token = 16 /* SyntaxKind.Unknown */, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0 /* ScanError.None */;
    function scanHexDigits(count, exact) {
        let digits = 0;
        let value = 0;
        while (digits < count || false) {
            let ch = text.charCodeAt(pos);
            if (ch >= 48 /* CharacterCodes._0 */ && ch <= 57 /* CharacterCodes._9 */) {
                value = value * 16 + ch - 48 /* CharacterCodes._0 */;
            }
            else if (ch >= 65 /* CharacterCodes.A */ && ch <= 70 /* CharacterCodes.F */) {
                value = value * 16 + ch - 65 /* CharacterCodes.A */ + 10;
            }
            else if (ch >= 97 /* CharacterCodes.a */ && ch <= 102 /* CharacterCodes.f */) {
                value = value * 16 + ch - 97 /* CharacterCodes.a */ + 10;
            }
            else {
                break;
            }
            pos++;
            digits++;
        }
        if (digits < count) {
            value = -1;
        }
        return value;
    }
    function setPosition(newPosition) {
        pos = newPosition;
        value = '';
        tokenOffset = 0;
        token = 16 /* SyntaxKind.Unknown */;
        scanError = 0 /* ScanError.None */;
    }
    function scanNumber() {
        let start = pos;
        if (text.charCodeAt(pos) === 48 /* CharacterCodes._0 */) {
            pos++;
        }
        else {
            pos++;
            while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                pos++;
            }
        }
        if (pos < text.length && text.charCodeAt(pos) === 46 /* CharacterCodes.dot */) {
            pos++;
            if (pos < text.length && isDigit(text.charCodeAt(pos))) {
                pos++;
                while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                }
            }
            else {
                scanError = 3 /* ScanError.UnexpectedEndOfNumber */;
                return text.substring(start, pos);
            }
        }
        let end = pos;
        if (pos < text.length && (text.charCodeAt(pos) === 69 /* CharacterCodes.E */ || text.charCodeAt(pos) === 101 /* CharacterCodes.e */)) {
            pos++;
            if (pos < text.length && text.charCodeAt(pos) === 43 /* CharacterCodes.plus */ || text.charCodeAt(pos) === 45 /* CharacterCodes.minus */) {
                pos++;
            }
            if (pos < text.length && isDigit(text.charCodeAt(pos))) {
                pos++;
                while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                }
                end = pos;
            }
            else {
                scanError = 3 /* ScanError.UnexpectedEndOfNumber */;
            }
        }
        return text.substring(start, end);
    }
    function scanString() {
        let result = '', start = pos;
        while (true) {
            if (pos >= len) {
                result += text.substring(start, pos);
                scanError = 2 /* ScanError.UnexpectedEndOfString */;
                break;
            }
            const ch = text.charCodeAt(pos);
            if (ch === 34 /* CharacterCodes.doubleQuote */) {
                result += text.substring(start, pos);
                pos++;
                break;
            }
            if (ch === 92 /* CharacterCodes.backslash */) {
                result += text.substring(start, pos);
                pos++;
                if (pos >= len) {
                    scanError = 2 /* ScanError.UnexpectedEndOfString */;
                    break;
                }
                const ch2 = text.charCodeAt(pos++);
                switch (ch2) {
                    case 34 /* CharacterCodes.doubleQuote */:
                        result += '\"';
                        break;
                    case 92 /* CharacterCodes.backslash */:
                        result += '\\';
                        break;
                    case 47 /* CharacterCodes.slash */:
                        result += '/';
                        break;
                    case 98 /* CharacterCodes.b */:
                        result += '\b';
                        break;
                    case 102 /* CharacterCodes.f */:
                        result += '\f';
                        break;
                    case 110 /* CharacterCodes.n */:
                        result += '\n';
                        break;
                    case 114 /* CharacterCodes.r */:
                        result += '\r';
                        break;
                    case 116 /* CharacterCodes.t */:
                        result += '\t';
                        break;
                    case 117 /* CharacterCodes.u */:
                        const ch3 = scanHexDigits(4);
                        if (ch3 >= 0) {
                            result += String.fromCharCode(ch3);
                        }
                        else {
                            scanError = 4 /* ScanError.InvalidUnicode */;
                        }
                        break;
                    default:
                        scanError = 5 /* ScanError.InvalidEscapeCharacter */;
                }
                start = pos;
                continue;
            }
            if (ch >= 0 && ch <= 0x1f) {
                if (isLineBreak(ch)) {
                    result += text.substring(start, pos);
                    scanError = 2 /* ScanError.UnexpectedEndOfString */;
                    break;
                }
                else {
                    scanError = 6 /* ScanError.InvalidCharacter */;
                    // mark as error but continue with string
                }
            }
            pos++;
        }
        return result;
    }
    function scanNext() {
        value = '';
        scanError = 0 /* ScanError.None */;
        tokenOffset = pos;
        lineStartOffset = lineNumber;
        prevTokenLineStartOffset = tokenLineStartOffset;
        if (pos >= len) {
            // at the end
            tokenOffset = len;
            return token = 17 /* SyntaxKind.EOF */;
        }
        let code = text.charCodeAt(pos);
        // trivia: whitespace
        if (isWhiteSpace(code)) {
            do {
                pos++;
                value += String.fromCharCode(code);
                code = text.charCodeAt(pos);
            } while (isWhiteSpace(code));
            return token = 15 /* SyntaxKind.Trivia */;
        }
        // trivia: newlines
        if (isLineBreak(code)) {
            pos++;
            value += String.fromCharCode(code);
            if (code === 13 /* CharacterCodes.carriageReturn */ && text.charCodeAt(pos) === 10 /* CharacterCodes.lineFeed */) {
                pos++;
                value += '\n';
            }
            lineNumber++;
            tokenLineStartOffset = pos;
            return token = 14 /* SyntaxKind.LineBreakTrivia */;
        }
        switch (code) {
            // tokens: []{}:,
            case 123 /* CharacterCodes.openBrace */:
                pos++;
                return token = 1 /* SyntaxKind.OpenBraceToken */;
            case 125 /* CharacterCodes.closeBrace */:
                pos++;
                return token = 2 /* SyntaxKind.CloseBraceToken */;
            case 91 /* CharacterCodes.openBracket */:
                pos++;
                return token = 3 /* SyntaxKind.OpenBracketToken */;
            case 93 /* CharacterCodes.closeBracket */:
                pos++;
                return token = 4 /* SyntaxKind.CloseBracketToken */;
            case 58 /* CharacterCodes.colon */:
                pos++;
                return token = 6 /* SyntaxKind.ColonToken */;
            case 44 /* CharacterCodes.comma */:
                pos++;
                return token = 5 /* SyntaxKind.CommaToken */;
            // strings
            case 34 /* CharacterCodes.doubleQuote */:
                pos++;
                value = scanString();
                return token = 10 /* SyntaxKind.StringLiteral */;
            // comments
            case 47 /* CharacterCodes.slash */:
                const start = pos - 1;
                // Single-line comment
                if (text.charCodeAt(pos + 1) === 47 /* CharacterCodes.slash */) {
                    pos += 2;
                    while (pos < len) {
                        if (isLineBreak(text.charCodeAt(pos))) {
                            break;
                        }
                        pos++;
                    }
                    value = text.substring(start, pos);
                    return token = 12 /* SyntaxKind.LineCommentTrivia */;
                }
                // Multi-line comment
                if (text.charCodeAt(pos + 1) === 42 /* CharacterCodes.asterisk */) {
                    pos += 2;
                    const safeLength = len - 1; // For lookahead.
                    let commentClosed = false;
                    while (pos < safeLength) {
                        const ch = text.charCodeAt(pos);
                        if (ch === 42 /* CharacterCodes.asterisk */ && text.charCodeAt(pos + 1) === 47 /* CharacterCodes.slash */) {
                            pos += 2;
                            commentClosed = true;
                            break;
                        }
                        pos++;
                        if (isLineBreak(ch)) {
                            if (ch === 13 /* CharacterCodes.carriageReturn */ && text.charCodeAt(pos) === 10 /* CharacterCodes.lineFeed */) {
                                pos++;
                            }
                            lineNumber++;
                            tokenLineStartOffset = pos;
                        }
                    }
                    if (!commentClosed) {
                        pos++;
                        scanError = 1 /* ScanError.UnexpectedEndOfComment */;
                    }
                    value = text.substring(start, pos);
                    return token = 13 /* SyntaxKind.BlockCommentTrivia */;
                }
                // just a single slash
                value += String.fromCharCode(code);
                pos++;
                return token = 16 /* SyntaxKind.Unknown */;
            // numbers
            case 45 /* CharacterCodes.minus */:
                value += String.fromCharCode(code);
                pos++;
                if (pos === len || !isDigit(text.charCodeAt(pos))) {
                    return token = 16 /* SyntaxKind.Unknown */;
                }
            // found a minus, followed by a number so
            // we fall through to proceed with scanning
            // numbers
            case 48 /* CharacterCodes._0 */:
            case 49 /* CharacterCodes._1 */:
            case 50 /* CharacterCodes._2 */:
            case 51 /* CharacterCodes._3 */:
            case 52 /* CharacterCodes._4 */:
            case 53 /* CharacterCodes._5 */:
            case 54 /* CharacterCodes._6 */:
            case 55 /* CharacterCodes._7 */:
            case 56 /* CharacterCodes._8 */:
            case 57 /* CharacterCodes._9 */:
                value += scanNumber();
                return token = 11 /* SyntaxKind.NumericLiteral */;
            // literals and unknown symbols
            default:
                // is a literal? Read the full word.
                while (pos < len && isUnknownContentCharacter(code)) {
                    pos++;
                    code = text.charCodeAt(pos);
                }
                if (tokenOffset !== pos) {
                    value = text.substring(tokenOffset, pos);
                    // keywords: true, false, null
                    switch (value) {
                        case 'true': return token = 8 /* SyntaxKind.TrueKeyword */;
                        case 'false': return token = 9 /* SyntaxKind.FalseKeyword */;
                        case 'null': return token = 7 /* SyntaxKind.NullKeyword */;
                    }
                    return token = 16 /* SyntaxKind.Unknown */;
                }
                // some
                value += String.fromCharCode(code);
                pos++;
                return token = 16 /* SyntaxKind.Unknown */;
        }
    }
    function isUnknownContentCharacter(code) {
        if (isWhiteSpace(code) || isLineBreak(code)) {
            return false;
        }
        switch (code) {
            case 125 /* CharacterCodes.closeBrace */:
            case 93 /* CharacterCodes.closeBracket */:
            case 123 /* CharacterCodes.openBrace */:
            case 91 /* CharacterCodes.openBracket */:
            case 34 /* CharacterCodes.doubleQuote */:
            case 58 /* CharacterCodes.colon */:
            case 44 /* CharacterCodes.comma */:
            case 47 /* CharacterCodes.slash */:
                return false;
        }
        return true;
    }
    function scanNextNonTrivia() {
        let result;
        do {
            result = scanNext();
        } while (result >= 12 /* SyntaxKind.LineCommentTrivia */ && result <= 15 /* SyntaxKind.Trivia */);
        return result;
    }
    return {
        setPosition: setPosition,
        getPosition: () => pos,
        scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
        getToken: () => token,
        getTokenValue: () => value,
        getTokenOffset: () => tokenOffset,
        getTokenLength: () => pos - tokenOffset,
        getTokenStartLine: () => lineStartOffset,
        getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
        getTokenError: () => scanError,
    };
}
function isWhiteSpace(ch) {
    return ch === 32 /* CharacterCodes.space */ || ch === 9 /* CharacterCodes.tab */;
}
function isLineBreak(ch) {
    return ch === 10 /* CharacterCodes.lineFeed */ || ch === 13 /* CharacterCodes.carriageReturn */;
}
function isDigit(ch) {
    return ch >= 48 /* CharacterCodes._0 */ && ch <= 57 /* CharacterCodes._9 */;
}
var CharacterCodes;
(function (CharacterCodes) {
    CharacterCodes[CharacterCodes["lineFeed"] = 10] = "lineFeed";
    CharacterCodes[CharacterCodes["carriageReturn"] = 13] = "carriageReturn";
    CharacterCodes[CharacterCodes["space"] = 32] = "space";
    CharacterCodes[CharacterCodes["_0"] = 48] = "_0";
    CharacterCodes[CharacterCodes["_1"] = 49] = "_1";
    CharacterCodes[CharacterCodes["_2"] = 50] = "_2";
    CharacterCodes[CharacterCodes["_3"] = 51] = "_3";
    CharacterCodes[CharacterCodes["_4"] = 52] = "_4";
    CharacterCodes[CharacterCodes["_5"] = 53] = "_5";
    CharacterCodes[CharacterCodes["_6"] = 54] = "_6";
    CharacterCodes[CharacterCodes["_7"] = 55] = "_7";
    CharacterCodes[CharacterCodes["_8"] = 56] = "_8";
    CharacterCodes[CharacterCodes["_9"] = 57] = "_9";
    CharacterCodes[CharacterCodes["a"] = 97] = "a";
    CharacterCodes[CharacterCodes["b"] = 98] = "b";
    CharacterCodes[CharacterCodes["c"] = 99] = "c";
    CharacterCodes[CharacterCodes["d"] = 100] = "d";
    CharacterCodes[CharacterCodes["e"] = 101] = "e";
    CharacterCodes[CharacterCodes["f"] = 102] = "f";
    CharacterCodes[CharacterCodes["g"] = 103] = "g";
    CharacterCodes[CharacterCodes["h"] = 104] = "h";
    CharacterCodes[CharacterCodes["i"] = 105] = "i";
    CharacterCodes[CharacterCodes["j"] = 106] = "j";
    CharacterCodes[CharacterCodes["k"] = 107] = "k";
    CharacterCodes[CharacterCodes["l"] = 108] = "l";
    CharacterCodes[CharacterCodes["m"] = 109] = "m";
    CharacterCodes[CharacterCodes["n"] = 110] = "n";
    CharacterCodes[CharacterCodes["o"] = 111] = "o";
    CharacterCodes[CharacterCodes["p"] = 112] = "p";
    CharacterCodes[CharacterCodes["q"] = 113] = "q";
    CharacterCodes[CharacterCodes["r"] = 114] = "r";
    CharacterCodes[CharacterCodes["s"] = 115] = "s";
    CharacterCodes[CharacterCodes["t"] = 116] = "t";
    CharacterCodes[CharacterCodes["u"] = 117] = "u";
    CharacterCodes[CharacterCodes["v"] = 118] = "v";
    CharacterCodes[CharacterCodes["w"] = 119] = "w";
    CharacterCodes[CharacterCodes["x"] = 120] = "x";
    CharacterCodes[CharacterCodes["y"] = 121] = "y";
    CharacterCodes[CharacterCodes["z"] = 122] = "z";
    CharacterCodes[CharacterCodes["A"] = 65] = "A";
    CharacterCodes[CharacterCodes["B"] = 66] = "B";
    CharacterCodes[CharacterCodes["C"] = 67] = "C";
    CharacterCodes[CharacterCodes["D"] = 68] = "D";
    CharacterCodes[CharacterCodes["E"] = 69] = "E";
    CharacterCodes[CharacterCodes["F"] = 70] = "F";
    CharacterCodes[CharacterCodes["G"] = 71] = "G";
    CharacterCodes[CharacterCodes["H"] = 72] = "H";
    CharacterCodes[CharacterCodes["I"] = 73] = "I";
    CharacterCodes[CharacterCodes["J"] = 74] = "J";
    CharacterCodes[CharacterCodes["K"] = 75] = "K";
    CharacterCodes[CharacterCodes["L"] = 76] = "L";
    CharacterCodes[CharacterCodes["M"] = 77] = "M";
    CharacterCodes[CharacterCodes["N"] = 78] = "N";
    CharacterCodes[CharacterCodes["O"] = 79] = "O";
    CharacterCodes[CharacterCodes["P"] = 80] = "P";
    CharacterCodes[CharacterCodes["Q"] = 81] = "Q";
    CharacterCodes[CharacterCodes["R"] = 82] = "R";
    CharacterCodes[CharacterCodes["S"] = 83] = "S";
    CharacterCodes[CharacterCodes["T"] = 84] = "T";
    CharacterCodes[CharacterCodes["U"] = 85] = "U";
    CharacterCodes[CharacterCodes["V"] = 86] = "V";
    CharacterCodes[CharacterCodes["W"] = 87] = "W";
    CharacterCodes[CharacterCodes["X"] = 88] = "X";
    CharacterCodes[CharacterCodes["Y"] = 89] = "Y";
    CharacterCodes[CharacterCodes["Z"] = 90] = "Z";
    CharacterCodes[CharacterCodes["asterisk"] = 42] = "asterisk";
    CharacterCodes[CharacterCodes["backslash"] = 92] = "backslash";
    CharacterCodes[CharacterCodes["closeBrace"] = 125] = "closeBrace";
    CharacterCodes[CharacterCodes["closeBracket"] = 93] = "closeBracket";
    CharacterCodes[CharacterCodes["colon"] = 58] = "colon";
    CharacterCodes[CharacterCodes["comma"] = 44] = "comma";
    CharacterCodes[CharacterCodes["dot"] = 46] = "dot";
    CharacterCodes[CharacterCodes["doubleQuote"] = 34] = "doubleQuote";
    CharacterCodes[CharacterCodes["minus"] = 45] = "minus";
    CharacterCodes[CharacterCodes["openBrace"] = 123] = "openBrace";
    CharacterCodes[CharacterCodes["openBracket"] = 91] = "openBracket";
    CharacterCodes[CharacterCodes["plus"] = 43] = "plus";
    CharacterCodes[CharacterCodes["slash"] = 47] = "slash";
    CharacterCodes[CharacterCodes["formFeed"] = 12] = "formFeed";
    CharacterCodes[CharacterCodes["tab"] = 9] = "tab";
})(CharacterCodes || (CharacterCodes = {}));

new Array(20).fill(0).map((_, index) => {
    return ' '.repeat(index);
});
const maxCachedValues = 200;
({
    ' ': {
        '\n': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\n' + ' '.repeat(index);
        }),
        '\r': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\r' + ' '.repeat(index);
        }),
        '\r\n': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\r\n' + ' '.repeat(index);
        }),
    },
    '\t': {
        '\n': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\n' + '\t'.repeat(index);
        }),
        '\r': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\r' + '\t'.repeat(index);
        }),
        '\r\n': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\r\n' + '\t'.repeat(index);
        }),
    }
});

/*---------------------------------------------------------------------------------------------
 *  Copyright (c) Microsoft Corporation. All rights reserved.
 *  Licensed under the MIT License. See License.txt in the project root for license information.
 *--------------------------------------------------------------------------------------------*/
var ParseOptions;
(function (ParseOptions) {
    ParseOptions.DEFAULT = {
        allowTrailingComma: false
    };
})(ParseOptions || (ParseOptions = {}));
/**
 * Parses the given text and returns a tree representation the JSON content. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
 */
function parseTree$1(text, errors = [], options = ParseOptions.DEFAULT) {
    let currentParent = { type: 'array', offset: -1, length: -1, children: [], parent: undefined }; // artificial root
    function ensurePropertyComplete(endOffset) {
        if (currentParent.type === 'property') {
            currentParent.length = endOffset - currentParent.offset;
            currentParent = currentParent.parent;
        }
    }
    function onValue(valueNode) {
        currentParent.children.push(valueNode);
        return valueNode;
    }
    const visitor = {
        onObjectBegin: (offset) => {
            currentParent = onValue({ type: 'object', offset, length: -1, parent: currentParent, children: [] });
        },
        onObjectProperty: (name, offset, length) => {
            currentParent = onValue({ type: 'property', offset, length: -1, parent: currentParent, children: [] });
            currentParent.children.push({ type: 'string', value: name, offset, length, parent: currentParent });
        },
        onObjectEnd: (offset, length) => {
            ensurePropertyComplete(offset + length); // in case of a missing value for a property: make sure property is complete
            currentParent.length = offset + length - currentParent.offset;
            currentParent = currentParent.parent;
            ensurePropertyComplete(offset + length);
        },
        onArrayBegin: (offset, length) => {
            currentParent = onValue({ type: 'array', offset, length: -1, parent: currentParent, children: [] });
        },
        onArrayEnd: (offset, length) => {
            currentParent.length = offset + length - currentParent.offset;
            currentParent = currentParent.parent;
            ensurePropertyComplete(offset + length);
        },
        onLiteralValue: (value, offset, length) => {
            onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
            ensurePropertyComplete(offset + length);
        },
        onSeparator: (sep, offset, length) => {
            if (currentParent.type === 'property') {
                if (sep === ':') {
                    currentParent.colonOffset = offset;
                }
                else if (sep === ',') {
                    ensurePropertyComplete(offset);
                }
            }
        },
        onError: (error, offset, length) => {
            errors.push({ error, offset, length });
        }
    };
    visit(text, visitor, options);
    const result = currentParent.children[0];
    if (result) {
        delete result.parent;
    }
    return result;
}
/**
 * Finds the node at the given path in a JSON DOM.
 */
function findNodeAtLocation$1(root, path) {
    if (!root) {
        return undefined;
    }
    let node = root;
    for (let segment of path) {
        if (typeof segment === 'string') {
            if (node.type !== 'object' || !Array.isArray(node.children)) {
                return undefined;
            }
            let found = false;
            for (const propertyNode of node.children) {
                if (Array.isArray(propertyNode.children) && propertyNode.children[0].value === segment && propertyNode.children.length === 2) {
                    node = propertyNode.children[1];
                    found = true;
                    break;
                }
            }
            if (!found) {
                return undefined;
            }
        }
        else {
            const index = segment;
            if (node.type !== 'array' || index < 0 || !Array.isArray(node.children) || index >= node.children.length) {
                return undefined;
            }
            node = node.children[index];
        }
    }
    return node;
}
/**
 * Parses the given text and invokes the visitor functions for each object, array and literal reached.
 */
function visit(text, visitor, options = ParseOptions.DEFAULT) {
    const _scanner = createScanner(text, false);
    // Important: Only pass copies of this to visitor functions to prevent accidental modification, and
    // to not affect visitor functions which stored a reference to a previous JSONPath
    const _jsonPath = [];
    // Depth of onXXXBegin() callbacks suppressed. onXXXEnd() decrements this if it isn't 0 already.
    // Callbacks are only called when this value is 0.
    let suppressedCallbacks = 0;
    function toNoArgVisit(visitFunction) {
        return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
    }
    function toOneArgVisit(visitFunction) {
        return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
    }
    function toOneArgVisitWithPath(visitFunction) {
        return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
    }
    function toBeginVisit(visitFunction) {
        return visitFunction ?
            () => {
                if (suppressedCallbacks > 0) {
                    suppressedCallbacks++;
                }
                else {
                    let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
                    if (cbReturn === false) {
                        suppressedCallbacks = 1;
                    }
                }
            }
            : () => true;
    }
    function toEndVisit(visitFunction) {
        return visitFunction ?
            () => {
                if (suppressedCallbacks > 0) {
                    suppressedCallbacks--;
                }
                if (suppressedCallbacks === 0) {
                    visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
                }
            }
            : () => true;
    }
    const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
    const disallowComments = options && options.disallowComments;
    const allowTrailingComma = options && options.allowTrailingComma;
    function scanNext() {
        while (true) {
            const token = _scanner.scan();
            switch (_scanner.getTokenError()) {
                case 4 /* ScanError.InvalidUnicode */:
                    handleError(14 /* ParseErrorCode.InvalidUnicode */);
                    break;
                case 5 /* ScanError.InvalidEscapeCharacter */:
                    handleError(15 /* ParseErrorCode.InvalidEscapeCharacter */);
                    break;
                case 3 /* ScanError.UnexpectedEndOfNumber */:
                    handleError(13 /* ParseErrorCode.UnexpectedEndOfNumber */);
                    break;
                case 1 /* ScanError.UnexpectedEndOfComment */:
                    if (!disallowComments) {
                        handleError(11 /* ParseErrorCode.UnexpectedEndOfComment */);
                    }
                    break;
                case 2 /* ScanError.UnexpectedEndOfString */:
                    handleError(12 /* ParseErrorCode.UnexpectedEndOfString */);
                    break;
                case 6 /* ScanError.InvalidCharacter */:
                    handleError(16 /* ParseErrorCode.InvalidCharacter */);
                    break;
            }
            switch (token) {
                case 12 /* SyntaxKind.LineCommentTrivia */:
                case 13 /* SyntaxKind.BlockCommentTrivia */:
                    if (disallowComments) {
                        handleError(10 /* ParseErrorCode.InvalidCommentToken */);
                    }
                    else {
                        onComment();
                    }
                    break;
                case 16 /* SyntaxKind.Unknown */:
                    handleError(1 /* ParseErrorCode.InvalidSymbol */);
                    break;
                case 15 /* SyntaxKind.Trivia */:
                case 14 /* SyntaxKind.LineBreakTrivia */:
                    break;
                default:
                    return token;
            }
        }
    }
    function handleError(error, skipUntilAfter = [], skipUntil = []) {
        onError(error);
        if (skipUntilAfter.length + skipUntil.length > 0) {
            let token = _scanner.getToken();
            while (token !== 17 /* SyntaxKind.EOF */) {
                if (skipUntilAfter.indexOf(token) !== -1) {
                    scanNext();
                    break;
                }
                else if (skipUntil.indexOf(token) !== -1) {
                    break;
                }
                token = scanNext();
            }
        }
    }
    function parseString(isValue) {
        const value = _scanner.getTokenValue();
        if (isValue) {
            onLiteralValue(value);
        }
        else {
            onObjectProperty(value);
            // add property name afterwards
            _jsonPath.push(value);
        }
        scanNext();
        return true;
    }
    function parseLiteral() {
        switch (_scanner.getToken()) {
            case 11 /* SyntaxKind.NumericLiteral */:
                const tokenValue = _scanner.getTokenValue();
                let value = Number(tokenValue);
                if (isNaN(value)) {
                    handleError(2 /* ParseErrorCode.InvalidNumberFormat */);
                    value = 0;
                }
                onLiteralValue(value);
                break;
            case 7 /* SyntaxKind.NullKeyword */:
                onLiteralValue(null);
                break;
            case 8 /* SyntaxKind.TrueKeyword */:
                onLiteralValue(true);
                break;
            case 9 /* SyntaxKind.FalseKeyword */:
                onLiteralValue(false);
                break;
            default:
                return false;
        }
        scanNext();
        return true;
    }
    function parseProperty() {
        if (_scanner.getToken() !== 10 /* SyntaxKind.StringLiteral */) {
            handleError(3 /* ParseErrorCode.PropertyNameExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
            return false;
        }
        parseString(false);
        if (_scanner.getToken() === 6 /* SyntaxKind.ColonToken */) {
            onSeparator(':');
            scanNext(); // consume colon
            if (!parseValue()) {
                handleError(4 /* ParseErrorCode.ValueExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
            }
        }
        else {
            handleError(5 /* ParseErrorCode.ColonExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
        }
        _jsonPath.pop(); // remove processed property name
        return true;
    }
    function parseObject() {
        onObjectBegin();
        scanNext(); // consume open brace
        let needsComma = false;
        while (_scanner.getToken() !== 2 /* SyntaxKind.CloseBraceToken */ && _scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
            if (_scanner.getToken() === 5 /* SyntaxKind.CommaToken */) {
                if (!needsComma) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
                }
                onSeparator(',');
                scanNext(); // consume comma
                if (_scanner.getToken() === 2 /* SyntaxKind.CloseBraceToken */ && allowTrailingComma) {
                    break;
                }
            }
            else if (needsComma) {
                handleError(6 /* ParseErrorCode.CommaExpected */, [], []);
            }
            if (!parseProperty()) {
                handleError(4 /* ParseErrorCode.ValueExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
            }
            needsComma = true;
        }
        onObjectEnd();
        if (_scanner.getToken() !== 2 /* SyntaxKind.CloseBraceToken */) {
            handleError(7 /* ParseErrorCode.CloseBraceExpected */, [2 /* SyntaxKind.CloseBraceToken */], []);
        }
        else {
            scanNext(); // consume close brace
        }
        return true;
    }
    function parseArray() {
        onArrayBegin();
        scanNext(); // consume open bracket
        let isFirstElement = true;
        let needsComma = false;
        while (_scanner.getToken() !== 4 /* SyntaxKind.CloseBracketToken */ && _scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
            if (_scanner.getToken() === 5 /* SyntaxKind.CommaToken */) {
                if (!needsComma) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
                }
                onSeparator(',');
                scanNext(); // consume comma
                if (_scanner.getToken() === 4 /* SyntaxKind.CloseBracketToken */ && allowTrailingComma) {
                    break;
                }
            }
            else if (needsComma) {
                handleError(6 /* ParseErrorCode.CommaExpected */, [], []);
            }
            if (isFirstElement) {
                _jsonPath.push(0);
                isFirstElement = false;
            }
            else {
                _jsonPath[_jsonPath.length - 1]++;
            }
            if (!parseValue()) {
                handleError(4 /* ParseErrorCode.ValueExpected */, [], [4 /* SyntaxKind.CloseBracketToken */, 5 /* SyntaxKind.CommaToken */]);
            }
            needsComma = true;
        }
        onArrayEnd();
        if (!isFirstElement) {
            _jsonPath.pop(); // remove array index
        }
        if (_scanner.getToken() !== 4 /* SyntaxKind.CloseBracketToken */) {
            handleError(8 /* ParseErrorCode.CloseBracketExpected */, [4 /* SyntaxKind.CloseBracketToken */], []);
        }
        else {
            scanNext(); // consume close bracket
        }
        return true;
    }
    function parseValue() {
        switch (_scanner.getToken()) {
            case 3 /* SyntaxKind.OpenBracketToken */:
                return parseArray();
            case 1 /* SyntaxKind.OpenBraceToken */:
                return parseObject();
            case 10 /* SyntaxKind.StringLiteral */:
                return parseString(true);
            default:
                return parseLiteral();
        }
    }
    scanNext();
    if (_scanner.getToken() === 17 /* SyntaxKind.EOF */) {
        if (options.allowEmptyContent) {
            return true;
        }
        handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
        return false;
    }
    if (!parseValue()) {
        handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
        return false;
    }
    if (_scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
        handleError(9 /* ParseErrorCode.EndOfFileExpected */, [], []);
    }
    return true;
}
function getNodeType(value) {
    switch (typeof value) {
        case 'boolean': return 'boolean';
        case 'number': return 'number';
        case 'string': return 'string';
        case 'object': {
            if (!value) {
                return 'null';
            }
            else if (Array.isArray(value)) {
                return 'array';
            }
            return 'object';
        }
        default: return 'null';
    }
}

/*---------------------------------------------------------------------------------------------
 *  Copyright (c) Microsoft Corporation. All rights reserved.
 *  Licensed under the MIT License. See License.txt in the project root for license information.
 *--------------------------------------------------------------------------------------------*/
var ScanError;
(function (ScanError) {
    ScanError[ScanError["None"] = 0] = "None";
    ScanError[ScanError["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
    ScanError[ScanError["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
    ScanError[ScanError["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
    ScanError[ScanError["InvalidUnicode"] = 4] = "InvalidUnicode";
    ScanError[ScanError["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
    ScanError[ScanError["InvalidCharacter"] = 6] = "InvalidCharacter";
})(ScanError || (ScanError = {}));
var SyntaxKind;
(function (SyntaxKind) {
    SyntaxKind[SyntaxKind["OpenBraceToken"] = 1] = "OpenBraceToken";
    SyntaxKind[SyntaxKind["CloseBraceToken"] = 2] = "CloseBraceToken";
    SyntaxKind[SyntaxKind["OpenBracketToken"] = 3] = "OpenBracketToken";
    SyntaxKind[SyntaxKind["CloseBracketToken"] = 4] = "CloseBracketToken";
    SyntaxKind[SyntaxKind["CommaToken"] = 5] = "CommaToken";
    SyntaxKind[SyntaxKind["ColonToken"] = 6] = "ColonToken";
    SyntaxKind[SyntaxKind["NullKeyword"] = 7] = "NullKeyword";
    SyntaxKind[SyntaxKind["TrueKeyword"] = 8] = "TrueKeyword";
    SyntaxKind[SyntaxKind["FalseKeyword"] = 9] = "FalseKeyword";
    SyntaxKind[SyntaxKind["StringLiteral"] = 10] = "StringLiteral";
    SyntaxKind[SyntaxKind["NumericLiteral"] = 11] = "NumericLiteral";
    SyntaxKind[SyntaxKind["LineCommentTrivia"] = 12] = "LineCommentTrivia";
    SyntaxKind[SyntaxKind["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
    SyntaxKind[SyntaxKind["LineBreakTrivia"] = 14] = "LineBreakTrivia";
    SyntaxKind[SyntaxKind["Trivia"] = 15] = "Trivia";
    SyntaxKind[SyntaxKind["Unknown"] = 16] = "Unknown";
    SyntaxKind[SyntaxKind["EOF"] = 17] = "EOF";
})(SyntaxKind || (SyntaxKind = {}));
/**
 * Parses the given text and returns a tree representation the JSON content. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
 */
const parseTree = parseTree$1;
/**
 * Finds the node at the given path in a JSON DOM.
 */
const findNodeAtLocation = findNodeAtLocation$1;
var ParseErrorCode;
(function (ParseErrorCode) {
    ParseErrorCode[ParseErrorCode["InvalidSymbol"] = 1] = "InvalidSymbol";
    ParseErrorCode[ParseErrorCode["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
    ParseErrorCode[ParseErrorCode["PropertyNameExpected"] = 3] = "PropertyNameExpected";
    ParseErrorCode[ParseErrorCode["ValueExpected"] = 4] = "ValueExpected";
    ParseErrorCode[ParseErrorCode["ColonExpected"] = 5] = "ColonExpected";
    ParseErrorCode[ParseErrorCode["CommaExpected"] = 6] = "CommaExpected";
    ParseErrorCode[ParseErrorCode["CloseBraceExpected"] = 7] = "CloseBraceExpected";
    ParseErrorCode[ParseErrorCode["CloseBracketExpected"] = 8] = "CloseBracketExpected";
    ParseErrorCode[ParseErrorCode["EndOfFileExpected"] = 9] = "EndOfFileExpected";
    ParseErrorCode[ParseErrorCode["InvalidCommentToken"] = 10] = "InvalidCommentToken";
    ParseErrorCode[ParseErrorCode["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
    ParseErrorCode[ParseErrorCode["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
    ParseErrorCode[ParseErrorCode["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
    ParseErrorCode[ParseErrorCode["InvalidUnicode"] = 14] = "InvalidUnicode";
    ParseErrorCode[ParseErrorCode["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
    ParseErrorCode[ParseErrorCode["InvalidCharacter"] = 16] = "InvalidCharacter";
})(ParseErrorCode || (ParseErrorCode = {}));
function printParseErrorCode(code) {
    switch (code) {
        case 1 /* ParseErrorCode.InvalidSymbol */: return 'InvalidSymbol';
        case 2 /* ParseErrorCode.InvalidNumberFormat */: return 'InvalidNumberFormat';
        case 3 /* ParseErrorCode.PropertyNameExpected */: return 'PropertyNameExpected';
        case 4 /* ParseErrorCode.ValueExpected */: return 'ValueExpected';
        case 5 /* ParseErrorCode.ColonExpected */: return 'ColonExpected';
        case 6 /* ParseErrorCode.CommaExpected */: return 'CommaExpected';
        case 7 /* ParseErrorCode.CloseBraceExpected */: return 'CloseBraceExpected';
        case 8 /* ParseErrorCode.CloseBracketExpected */: return 'CloseBracketExpected';
        case 9 /* ParseErrorCode.EndOfFileExpected */: return 'EndOfFileExpected';
        case 10 /* ParseErrorCode.InvalidCommentToken */: return 'InvalidCommentToken';
        case 11 /* ParseErrorCode.UnexpectedEndOfComment */: return 'UnexpectedEndOfComment';
        case 12 /* ParseErrorCode.UnexpectedEndOfString */: return 'UnexpectedEndOfString';
        case 13 /* ParseErrorCode.UnexpectedEndOfNumber */: return 'UnexpectedEndOfNumber';
        case 14 /* ParseErrorCode.InvalidUnicode */: return 'InvalidUnicode';
        case 15 /* ParseErrorCode.InvalidEscapeCharacter */: return 'InvalidEscapeCharacter';
        case 16 /* ParseErrorCode.InvalidCharacter */: return 'InvalidCharacter';
    }
    return '<unknown ParseErrorCode>';
}

/** What `scan --config` expected, for the unknown-shape error. */
const EXPECTED_SHAPES = 'expected an MCP client config (a "servers" object as in .vscode/mcp.json, or a "mcpServers" object as in .mcp.json, ' +
    '.cursor/mcp.json, claude_desktop_config.json or Windsurf mcp_config.json) or a mcp-drift-gate scan config (a "servers" list)';
/** The shape of a parsed document: which kind of config it is. */
function configShape(data) {
    if (data === null || typeof data !== 'object' || Array.isArray(data))
        return 'unknown';
    const record = data;
    if (isPlainObject(record.mcpServers))
        return 'mcpServers';
    if (isPlainObject(record.servers))
        return 'vscode';
    if (Array.isArray(record.servers) || 'client' in record)
        return 'scan';
    return 'unknown';
}
/**
 * JSONC as the clients accept it: comments and trailing commas. Returns undefined when the text
 * is not JSONC at all (a YAML scan config); `errors` then says why.
 */
function parseJsonc(text) {
    const errors = [];
    const tree = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false });
    return { data: tree === undefined ? undefined : nodeValue(tree), tree, errors };
}
/** jsonc-parser's getNodeValue, but a duplicate key keeps its last value like JSON.parse and never reaches a prototype. */
function nodeValue(node) {
    switch (node.type) {
        case 'object': {
            const out = Object.create(null);
            for (const property of node.children ?? []) {
                const [key, value] = property.children ?? [];
                if (key !== undefined && value !== undefined)
                    out[String(key.value)] = nodeValue(value);
            }
            return { ...out };
        }
        case 'array':
            return (node.children ?? []).map(nodeValue);
        default:
            return node.value;
    }
}
function jsoncErrorMessage(text, error) {
    return `line ${lineAt(text, error.offset)}: invalid JSON: ${printParseErrorCode(error.error)}`;
}
function lineAt(text, offset) {
    let line = 1;
    for (let i = 0; i < offset && i < text.length; i++)
        if (text.charCodeAt(i) === 10)
            line++;
    return line;
}
/**
 * Windows device names, whatever follows a dot (`nul.lock.json` opens the null device there, so a
 * lockfile would be written to nothing and read back empty): such a name gets a hash like any unsafe one.
 */
const WINDOWS_DEVICE = /^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(?:\.|$)/i;
/**
 * A file name for any server name: `acme/docs` -> `acme-docs-1a2b3c4d`. Names that are already
 * safe stay as they are; any other name keeps its readable part plus 8 hex digits of the SHA-256
 * of the name, so two names never share a lockfile and the mapping never changes. The result has
 * no separator, never starts with a dot and is never a Windows device name: no lockfile path can
 * leave its folder or name a device.
 */
function lockfileName(name) {
    if (/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(name) && !name.includes('..') && !WINDOWS_DEVICE.test(name))
        return name;
    let readable = name.normalize('NFKC').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/\.{2,}/g, '.').replace(/^[^A-Za-z0-9]+/, '').replace(/[-.]+$/, '').slice(0, 80);
    // `Con.io-1a2b3c4d` is still the device `Con` to Windows: the stem's dot becomes a dash.
    if (WINDOWS_DEVICE.test(readable))
        readable = readable.replace('.', '-');
    const hash = createHash('sha256').update(name, 'utf8').digest('hex').slice(0, 8);
    return readable === '' ? `server-${hash}` : `${readable}-${hash}`;
}
/** The folder a `${workspaceFolder}` means: the one holding `.vscode/` (`.cursor/`...) for a file inside one, else the file's own. */
function workspaceFolderOf(configPath) {
    const dir = path.dirname(configPath);
    return ['.vscode', '.cursor', '.windsurf', '.claude'].includes(path.basename(dir)) ? path.dirname(dir) : dir;
}
/** Reads the servers of a client config; every type error is config_invalid naming the file, server, key and line. */
function parseClientConfig(text, label, data, tree, format) {
    const key = format === 'vscode' ? 'servers' : 'mcpServers';
    const fail = (where, reason) => {
        const node = tree === undefined ? undefined : findNodeAtLocation(tree, where);
        const line = node === undefined ? '' : ` (line ${lineAt(text, node.offset)})`;
        throw new GateError('config_invalid', `${label}: ${where.map((part) => (typeof part === 'number' ? `[${part}]` : JSON.stringify(part))).join('.')}${line}: ${reason}`);
    };
    const inputs = {};
    if (format === 'vscode' && data.inputs !== undefined) {
        if (!Array.isArray(data.inputs))
            fail(['inputs'], 'must be a list');
        data.inputs.forEach((input, index) => {
            if (!isPlainObject(input) || typeof input.id !== 'string' || input.id === '')
                fail(['inputs', index], 'must be an object with a string "id"');
            const entry = input;
            inputs[entry.id] = {
                ...(typeof entry.description === 'string' ? { description: entry.description } : {}),
                ...(entry.password === true ? { password: true } : {}),
            };
        });
    }
    const entries = Object.entries(data[key]);
    if (entries.length === 0)
        fail([key], 'lists no server');
    const byFile = new Map();
    const servers = entries.map(([name, raw]) => {
        const at = (...rest) => [key, name, ...rest];
        if (!isPlainObject(raw))
            return fail(at(), 'must be an object');
        const entry = raw;
        const string = (field) => {
            const value = entry[field];
            if (value === undefined)
                return undefined;
            if (typeof value !== 'string' || value === '')
                fail(at(field), 'must be a non-empty string');
            return value;
        };
        const stringMap = (field) => {
            const value = entry[field];
            if (value === undefined)
                return undefined;
            if (!isPlainObject(value))
                fail(at(field), 'must be an object of strings');
            const out = {};
            for (const [name, item] of Object.entries(value)) {
                // Claude Desktop users write numbers and booleans in env; the client passes them as text.
                if (typeof item === 'string')
                    out[name] = item;
                else if (typeof item === 'number' || typeof item === 'boolean')
                    out[name] = String(item);
                else
                    fail(at(field, name), 'must be a string');
            }
            return out;
        };
        const type = string('type');
        if (type !== undefined && !['stdio', 'http', 'sse', 'streamable-http', 'streamableHttp'].includes(type))
            fail(at('type'), `unknown transport type "${type}" (expected stdio, http or sse)`);
        const args = entry.args;
        if (args !== undefined && (!Array.isArray(args) || args.some((arg) => typeof arg !== 'string' && typeof arg !== 'number')))
            fail(at('args'), 'must be a list of strings');
        const client = {
            ...(string('command') !== undefined ? { command: string('command') } : {}),
            ...(args !== undefined ? { args: args.map(String) } : {}),
            ...(stringMap('env') !== undefined ? { env: stringMap('env') } : {}),
            ...(string('cwd') !== undefined ? { cwd: string('cwd') } : {}),
            ...(string('url') ?? string('serverUrl')) !== undefined ? { url: (string('url') ?? string('serverUrl')) } : {},
            ...(stringMap('headers') !== undefined ? { headers: stringMap('headers') } : {}),
            ...(type === 'sse' ? { transport: 'sse' } : type !== undefined && type !== 'stdio' ? { transport: 'http' } : {}),
            ...(entry.disabled === true ? { disabled: true } : {}),
            ...(string('envFile') !== undefined ? { envFile: string('envFile') } : {}),
        };
        if (type === 'stdio' && client.command === undefined)
            fail(at(), '"type": "stdio" needs a "command"');
        if (type !== undefined && type !== 'stdio' && client.url === undefined)
            fail(at(), `"type": "${type}" needs a "url"`);
        if (client.command === undefined && client.url === undefined)
            fail(at(), 'needs a "command" (stdio server) or a "url" / "serverUrl" (HTTP server)');
        if (client.command !== undefined && client.url !== undefined)
            fail(at(), 'gives both a "command" and a "url"; give one');
        const lockName = lockfileName(name);
        const clash = byFile.get(lockName.toLowerCase());
        // Case-insensitive file systems (macOS, Windows) would give two such names one lockfile.
        if (clash !== undefined)
            fail(at(), `its lockfile name "${lockName}" is also that of server "${clash}" on a case-insensitive file system; rename one`);
        byFile.set(lockName.toLowerCase(), name);
        return { name, lockName, client };
    });
    return { format, inputs, servers };
}
function isPlainObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Variables in MCP client configs (issue 24), expanded by us, never by a shell, in every string a
 * server entry gives (command, args, env, cwd, url, headers):
 * - `${env:NAME}` (VS Code, Cursor) and `${NAME}` (Claude Code): the scan's environment; unset is a
 *   config error naming the server, field and variable;
 * - `${NAME:-default}` (Claude Code): the default when NAME is unset or empty;
 * - `${workspaceFolder}`, `${workspaceFolderBasename}`, `${userHome}`, `${pathSeparator}` / `${/}`;
 * - `${input:ID}` (VS Code): never prompted for; `--input ID=VALUE`, else the environment variable
 *   inputVariableName(ID), else the server is skipped with the reason (SkipServer).
 * Errors and reasons name variables and fields, never a value.
 */
const REFERENCE = /\$\{([^}]*)\}/g;
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A server that cannot be started without asking someone: it is reported skipped with `reason`. */
class SkipServer extends Error {
    reason;
    constructor(reason) {
        super(reason);
        this.reason = reason;
    }
}
/** `MCP_DRIFT_GATE_INPUT_API_KEY` for `api-key`: the documented environment variable of an `${input:…}`. */
function inputVariableName(id) {
    return `MCP_DRIFT_GATE_INPUT_${id.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}
function expandClientValue(value, context) {
    const where = `${context.file}: server ${JSON.stringify(context.server)}: ${context.field}`;
    return value.replace(REFERENCE, (_match, body) => {
        if (body.startsWith('env:'))
            return fromEnv(body.slice(4), undefined, `\${${body}}`);
        if (body.startsWith('input:'))
            return fromInput(body.slice(6));
        switch (body) {
            case 'workspaceFolder':
                return context.workspaceFolder;
            case 'workspaceFolderBasename':
                return path.basename(context.workspaceFolder);
            case 'userHome':
                return os.homedir();
            case 'pathSeparator':
            case '/':
                return path.sep;
        }
        const withDefault = /^([A-Za-z_][A-Za-z0-9_]*):-(.*)$/s.exec(body);
        if (withDefault)
            return fromEnv(withDefault[1], withDefault[2], `\${${withDefault[1]}:-…}`);
        if (VARIABLE_NAME.test(body))
            return fromEnv(body, undefined, `\${${body}}`);
        const kind = /^(\w+):/.exec(body)?.[1];
        // ${command:…}, ${config:…} and the like only the editor can answer.
        if (kind !== undefined)
            throw new SkipServer(`${context.field} uses \${${kind}:…}, which only the editor can resolve`);
        throw new GateError('config_invalid', `${where} has a reference the gate cannot expand: \${${body.slice(0, 40)}} (expected \${env:NAME}, \${NAME}, \${NAME:-default}, \${workspaceFolder} or \${input:ID})`);
    });
    function fromEnv(name, fallback, shown) {
        if (!VARIABLE_NAME.test(name))
            throw new GateError('config_invalid', `${where}: ${shown} is not a valid environment variable name`);
        const value = context.env[name];
        if (fallback !== undefined)
            return value === undefined || value === '' ? fallback : value;
        if (value === undefined)
            throw new GateError('config_invalid', `${where} references ${shown}, which is not set in the scanner's environment`);
        return value;
    }
    function fromInput(id) {
        const given = context.inputs[id] ?? context.env[inputVariableName(id)];
        if (given !== undefined) {
            context.onInput?.(id, given);
            return given;
        }
        const description = context.inputDescriptions[id]?.description;
        const known = id in context.inputDescriptions ? (description === undefined ? '' : ` ("${description.slice(0, 80)}")`) : ' (not declared in "inputs")';
        throw new SkipServer(`${context.field} needs \${input:${id}}${known}, which is never prompted for: give --input ${id}=VALUE or set ${inputVariableName(id)}`);
    }
}

/** Default lockfile folder of a scan config's servers; a client config's are in CLIENT_LOCKFILE_DIR beside it. */
const SCAN_LOCKFILE_DIR = 'locks';
const CLIENT_LOCKFILE_DIR = 'mcp-locks';
/**
 * Resolves one server; a missing variable is GateError('config_invalid') naming the server and
 * variable. A client-config server that cannot be started unattended (an `${input:…}` with no
 * value, `disabled`, an `envFile`) throws SkipServer with the reason.
 */
function resolveScanServer(server, config, options) {
    return server.client !== undefined ? resolveClientServer(server, config, options) : resolveConfiguredServer(server, config, options);
}
/** The lockfile of a server: its own `lockfile` (relative to the config folder), else `<dir>/<lockName>.lock.json`. */
/** What every server of a scan resolves to, whichever kind of config named it. */
function resolvedServer(server, config, options, launch) {
    const failOn = server.failOn ?? config.failOn;
    return {
        name: server.name,
        lockName: server.lockName ?? server.name,
        launch,
        ...lockfileOf(server, config, options),
        ...(server.policy !== undefined ? { policyPath: path.resolve(options.configDir, server.policy) } : {}),
        ...(failOn !== undefined ? { failOn } : {}),
    };
}
function lockfileOf(server, config, options) {
    const base = `${server.lockName ?? server.name}.lock.json`;
    const dir = config.lockfileDir ?? SCAN_LOCKFILE_DIR;
    const lockfilePath = server.lockfile !== undefined
        ? path.resolve(options.configDir, server.lockfile)
        : path.join(options.lockfileDir ?? path.resolve(options.configDir, dir), base);
    return { lockfilePath, lockfileLabel: path.relative(options.configDir, lockfilePath).split(path.sep).join('/') };
}
function resolveClientServer(server, config, options) {
    const entry = server.client;
    const client = config.client;
    if (entry.disabled)
        throw new SkipServer('"disabled": true in the client config');
    if (entry.envFile !== undefined)
        throw new SkipServer('"envFile" is not read by the gate (give the variables in the scan\'s environment and "env" instead)');
    // Input values are secrets by default (VS Code's `password: true` is common): hidden wherever echoed.
    const secrets = new Map();
    const context = (field) => ({
        onInput: (id, value) => secrets.set(value, `input ${id}`),
        file: client.file,
        server: server.name,
        field,
        env: options.env,
        inputs: options.inputs ?? {},
        workspaceFolder: client.workspaceFolder,
        inputDescriptions: client.inputs,
    });
    const expandMap = (section) => Object.fromEntries(Object.entries(entry[section] ?? {}).map(([key, value]) => [key, expandClientValue(value, context(`${section}.${key}`))]));
    // Every field is expanded before anything is decided, so a missing input skips the server whatever field it is in.
    const command = entry.command === undefined ? undefined : expandClientValue(entry.command, context('command'));
    const args = (entry.args ?? []).map((arg, index) => expandClientValue(arg, context(`args[${index}]`)));
    const env = expandMap('env');
    const headers = expandMap('headers');
    const cwd = entry.cwd === undefined ? client.workspaceFolder : path.resolve(client.workspaceFolder, expandClientValue(entry.cwd, context('cwd')));
    const url = entry.url === undefined ? undefined : expandClientValue(entry.url, context('url'));
    const launch = { timeoutMs: server.timeout ?? config.timeout, cwd, env, headers };
    if (secrets.size > 0)
        launch.secrets = [...secrets].map(([value, label]) => ({ label, value }));
    if (command !== undefined) {
        // The client runs `command` with `args` as given: no splitting, no shell.
        launch.command = [command, ...args];
        launch.transport = 'stdio';
    }
    else {
        let parsed;
        try {
            parsed = new URL(url);
        }
        catch {
            throw new GateError('config_invalid', `${client.file}: server ${JSON.stringify(server.name)}: url is not a valid URL`);
        }
        if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
            throw new GateError('config_invalid', `${client.file}: server ${JSON.stringify(server.name)}: url must be http or https, got ${parsed.protocol}`);
        }
        launch.url = url;
        launch.transport = entry.transport ?? 'http';
    }
    return resolvedServer(server, config, options, launch);
}
function resolveConfiguredServer(server, config, options) {
    const expand = (section) => Object.fromEntries(Object.entries(server[section] ?? {}).map(([key, value]) => [
        key,
        expandReferences(value, options.env, { file: config.source, server: server.name, key: `${section}.${key}` }),
    ]));
    const launch = {
        timeoutMs: server.timeout ?? config.timeout,
        cwd: path.resolve(options.configDir, server.cwd ?? '.'),
        env: expand('env'),
        headers: expand('headers'),
    };
    const what = `${config.source}: server "${server.name}"`;
    if (server.command !== undefined) {
        launch.command = splitCommandLine(server.command, `${what}: command`);
        launch.transport = 'stdio';
    }
    else {
        launch.url = server.url;
        launch.transport = server.transport ?? 'http';
        if (server.start !== undefined)
            launch.start = splitCommandLine(server.start, `${what}: start`);
    }
    return resolvedServer(server, config, options, launch);
}

const DEFAULT_SCAN_CONCURRENCY = 2;
const DEFAULT_SCAN_TIMEOUT_MS = 30_000;
// dependencies (draft-07) rather than dependentRequired: Ajv's default draft has only the former.
const ajv = new ajvExports.Ajv({ allErrors: true, strict: true, strictRequired: false });
const validate = ajv.compile(scanConfigSchema);
/**
 * Reads and validates a scan config or an MCP client config (issue 24), told apart by shape;
 * `file` is relative to `cwd`. Returns the config and the folder its paths are relative to (a
 * client config's: its own folder, where its lockfiles go by default).
 */
async function loadScanConfig(file, cwd) {
    const absolute = path.resolve(cwd, file);
    const text = await readConfigText(absolute, file, 'scan config');
    const configDir = path.dirname(absolute);
    const jsonc = parseJsonc(text);
    if (jsonc.errors.length === 0) {
        const shape = configShape(jsonc.data);
        if (shape === 'vscode' || shape === 'mcpServers')
            return { config: clientScanConfig(text, file, absolute, jsonc, shape), configDir };
        if (shape === 'unknown')
            throw unknownShape(file);
    }
    else if (/\.jsonc?$/i.test(file)) {
        throw new GateError('config_invalid', `${file}: ${jsoncErrorMessage(text, jsonc.errors[0])}`);
    }
    const config = parseScanConfig(text, file);
    if (config.clientFile === undefined)
        return { config, configDir };
    // A scan config that names a client config: its servers, with this file's per-server options.
    const clientPath = path.resolve(configDir, config.clientFile);
    const clientLabel = path.relative(cwd, clientPath).split(path.sep).join('/') || config.clientFile;
    const clientText = await readConfigText(clientPath, `${file}: client ${clientLabel}`, 'client config');
    const parsed = parseJsonc(clientText);
    if (parsed.errors.length > 0)
        throw new GateError('config_invalid', `${clientLabel}: ${jsoncErrorMessage(clientText, parsed.errors[0])}`);
    const shape = configShape(parsed.data);
    if (shape !== 'vscode' && shape !== 'mcpServers')
        throw unknownShape(clientLabel, 'expected an MCP client config (a "servers" object as in .vscode/mcp.json, or "mcpServers")');
    const client = clientScanConfig(clientText, clientLabel, clientPath, parsed, shape);
    const overrides = config.overrides ?? {};
    const unknown = Object.keys(overrides).filter((name) => !client.servers.some((server) => server.name === name));
    if (unknown.length > 0) {
        throw new GateError('config_invalid', `${file}: overrides: no server named ${unknown.map((name) => JSON.stringify(name)).join(', ')} in ${clientLabel}; known: ${client.servers.map((server) => JSON.stringify(server.name)).join(', ')}`);
    }
    const servers = [...config.servers, ...client.servers.map((server) => ({ ...server, ...overrides[server.name] }))];
    const byLockName = new Map();
    for (const server of servers) {
        const lockName = (server.lockName ?? server.name).toLowerCase();
        const other = byLockName.get(lockName);
        if (other !== undefined)
            throw new GateError('config_invalid', `${file}: server ${JSON.stringify(server.name)} of ${clientLabel} has the name (or lockfile name) of server ${JSON.stringify(other)}; names must be unique`);
        byLockName.set(lockName, server.name);
    }
    const { clientFile: _clientFile, overrides: _overrides, ...rest } = config;
    return { config: { ...rest, servers, client: client.client }, configDir };
}
async function readConfigText(absolute, label, what) {
    try {
        return await readRegularTextFile(absolute, FILE_LIMITS.scanConfig);
    }
    catch (error) {
        const code = error.code;
        throw new GateError('io_error', code === 'ENOENT' ? `${what} ${label} not found` : `cannot read ${what} ${label}: ${error.message}`, { cause: error });
    }
}
function unknownShape(label, expected = EXPECTED_SHAPES) {
    return new GateError('config_invalid', `${label}: unknown shape: ${expected}`);
}
/** A client config as a ScanConfig: defaults for what the client formats cannot say. */
function clientScanConfig(text, label, absolute, parsed, shape) {
    const client = parseClientConfig(text, label, parsed.data, parsed.tree, shape);
    return {
        servers: client.servers,
        concurrency: DEFAULT_SCAN_CONCURRENCY,
        timeout: DEFAULT_SCAN_TIMEOUT_MS,
        source: label,
        // Beside the client config, in one folder of their own.
        lockfileDir: CLIENT_LOCKFILE_DIR,
        client: { file: label, format: client.format, workspaceFolder: workspaceFolderOf(absolute), inputs: client.inputs },
    };
}
/**
 * Parses and validates scan config text; `label` names the file in errors, which also name the
 * offending key as a JSON pointer, its line and the reason (never an env or header value).
 */
function parseScanConfig(text, label) {
    const lineCounter = new distExports.LineCounter();
    const doc = distExports.parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
    if (doc.errors.length > 0) {
        const error = doc.errors[0];
        const { line } = lineCounter.linePos(error.pos[0]);
        throw new GateError('config_invalid', `${label}: line ${line}: invalid YAML: ${error.message.split('\n')[0]}`);
    }
    let data;
    try {
        // Aliases expand here; the parser refuses an alias bomb (too many alias expansions) by throwing.
        data = doc.toJS({ maxAliasCount: 100 }) ?? {};
    }
    catch (error) {
        throw new GateError('config_invalid', `${label}: invalid YAML: ${error.message.split('\n')[0]}`, { cause: error });
    }
    const fail = (pointer, reason) => {
        const line = lineOfPointer(doc, lineCounter, pointer);
        throw new GateError('config_invalid', `${label}: ${where(data, pointer)}${line === undefined ? '' : ` (line ${line})`}: ${reason}`);
    };
    if (!validate(data)) {
        const error = pickError(validate.errors ?? []);
        fail(errorPointer(error), describe(error));
    }
    const raw = data;
    if (raw.servers === undefined && raw.client === undefined) {
        const shape = configShape(data);
        if (shape === 'vscode' || shape === 'mcpServers') {
            throw new GateError('config_invalid', `${label}: is an MCP client config; scan reads it from a file (scan --config ${label})`);
        }
        throw new GateError('config_invalid', `${label}: unknown shape: ${EXPECTED_SHAPES}`);
    }
    checkServers(raw.servers ?? [], fail);
    return {
        servers: raw.servers ?? [],
        concurrency: raw.concurrency ?? DEFAULT_SCAN_CONCURRENCY,
        ...(raw.failOn !== undefined ? { failOn: raw.failOn } : {}),
        timeout: raw.timeout ?? DEFAULT_SCAN_TIMEOUT_MS,
        source: label,
        ...(raw.client !== undefined ? { clientFile: raw.client } : {}),
        ...(raw.lockfileDir !== undefined ? { lockfileDir: raw.lockfileDir } : {}),
        ...(raw.overrides !== undefined ? { overrides: raw.overrides } : {}),
    };
}
/** What the schema cannot say: unique names, command lines a shell would be needed for, reference syntax. */
function checkServers(servers, fail) {
    const seen = new Map();
    servers.forEach((server, index) => {
        const at = `/servers/${index}`;
        const first = seen.get(server.name);
        if (first !== undefined)
            fail(`${at}/name`, `duplicate server name "${server.name}" (also servers[${first}]); names must be unique`);
        seen.set(server.name, index);
        for (const key of ['command', 'start']) {
            const line = server[key];
            if (line === undefined)
                continue;
            try {
                splitCommandLine(line, key);
            }
            catch (error) {
                if (error instanceof GateError)
                    fail(`${at}/${key}`, error.message);
                throw error;
            }
        }
        for (const section of ['env', 'headers']) {
            for (const [key, value] of Object.entries(server[section] ?? {})) {
                if (referencedVariables(value) === undefined)
                    fail(`${at}/${section}/${escapePointerToken(key)}`, MALFORMED_REFERENCE);
            }
        }
    });
}
/** `/servers/1/env` plus the server's name when the pointer is inside a named server. */
function where(data, pointer) {
    const [top, index] = pointerTokens(pointer);
    const servers = data?.servers;
    const name = top === 'servers' && index !== undefined && Array.isArray(servers) ? servers[Number(index)]?.name : undefined;
    const shown = pointer || '(top level)';
    return typeof name === 'string' && /^[\w.-]{1,100}$/.test(name) ? `server "${name}": ${shown}` : shown;
}
/**
 * The most useful error: an unknown key first (a typo is the cause of the rest), then value errors,
 * then a failed oneOf (over the `required` noise of its branches) or a missing key.
 */
function pickError(errors) {
    const oneOfPaths = new Set(errors.filter((e) => e.keyword === 'oneOf').map((e) => e.instancePath));
    const useful = errors.filter((e) => !(e.keyword === 'required' && oneOfPaths.has(e.instancePath) && e.schemaPath.includes('/oneOf/')) &&
        // A bad key name comes twice: as the pattern that failed and as propertyNames, which names the key.
        e.propertyName === undefined);
    const rank = (e) => (e.keyword === 'additionalProperties' ? 0 : e.keyword === 'required' || e.keyword === 'oneOf' ? 2 : 1);
    return [...useful].sort((a, b) => rank(a) - rank(b))[0] ?? errors[0];
}
function errorPointer(error) {
    const params = error.params;
    switch (error.keyword) {
        case 'additionalProperties':
            return `${error.instancePath}/${escapePointerToken(String(params.additionalProperty))}`;
        case 'required':
            return `${error.instancePath}/${escapePointerToken(String(params.missingProperty))}`;
        case 'dependencies':
            return `${error.instancePath}/${escapePointerToken(String(params.property))}`;
        case 'propertyNames':
            return `${error.instancePath}/${escapePointerToken(String(params.propertyName))}`;
        default:
            return error.instancePath;
    }
}
function describe(error) {
    const params = error.params;
    switch (error.keyword) {
        case 'additionalProperties':
            return `unknown key "${String(params.additionalProperty)}"`;
        case 'required':
            return 'is required';
        case 'oneOf':
            return params.passingSchemas === null
                ? 'needs a "command" (stdio server) or a "url" (HTTP server)'
                : 'give exactly one of "command" or "url", not both';
        case 'dependencies':
            return params.property === 'overrides'
                ? '"overrides" needs "client" (it gives options to the servers of a client config)'
                : `"${String(params.property)}" needs "url" (it only applies to an HTTP server)`;
        case 'propertyNames':
            return error.instancePath.endsWith('/headers') ? 'is not a valid HTTP header name' : 'is not a valid environment variable name';
        case 'enum':
            return `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
        case 'pattern':
            if (error.instancePath.endsWith('/name'))
                return 'must be 1-100 letters, digits, ".", "_" or "-", starting with a letter or digit';
            if (error.instancePath.endsWith('/url'))
                return 'must be an http:// or https:// URL';
            return `must match ${String(params.pattern)}`;
        case 'type':
            return `must be ${String(params.type)}`;
        default:
            return error.message ?? 'is invalid';
    }
}

/**
 * Runs `task` over `items` with at most `concurrency` in flight, in item order. Results keep item
 * order. `task` must not reject: a worker that throws would stop taking items (callers catch).
 */
async function runPool(items, concurrency, task) {
    if (!Number.isInteger(concurrency) || concurrency < 1)
        throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await task(items[index], index);
        }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
    return results;
}

/**
 * Server names in config order, for a workflow matrix (`scan --list` prints them as JSON): each
 * server's lockfile name, which is its name unless that is not a safe file or artifact name
 * (`acme/docs` -> `acme-docs-<hash>`); `--only` takes either form.
 */
function listScanServers(config) {
    return config.servers.map((server) => server.lockName ?? server.name);
}
/** The servers `only` selects (by name or lockfile name), in config order; an unknown name is a usage error. */
function selectScanServers(config, only) {
    if (only === undefined || only.length === 0)
        return config.servers;
    const matches = (server, name) => server.name === name || server.lockName === name;
    const unknown = only.filter((name) => !config.servers.some((server) => matches(server, name)));
    if (unknown.length > 0) {
        throw new GateError('usage', `--only: no server named ${unknown.map((name) => JSON.stringify(name)).join(', ')} in ${config.source}; known: ${listScanServers(config).join(', ')}`);
    }
    return config.servers.filter((server) => only.some((name) => matches(server, name)));
}
/**
 * Checks (or, with `update`, re-locks) each selected server, at most `config.concurrency` at a
 * time. Every selected server is resolved first, so a config error (e.g. an unset variable) fails
 * the whole scan before any server runs; after that, one server's failure never stops the others.
 */
async function scanServers(config, options) {
    const env = options.env ?? process.env;
    const resolveOptions = {
        configDir: options.configDir,
        env,
        ...(options.inputs !== undefined ? { inputs: options.inputs } : {}),
        ...(options.lockfileDir !== undefined ? { lockfileDir: options.lockfileDir } : {}),
    };
    const resolved = selectScanServers(config, options.only).map((server) => {
        try {
            return resolveScanServer(server, config, resolveOptions);
        }
        catch (error) {
            if (!(error instanceof SkipServer))
                throw error;
            // Never silent: the result says which server and why, in every report format.
            const { lockfileLabel } = lockfileOf(server, config, resolveOptions);
            return { name: server.name, lockName: server.lockName ?? server.name, status: 'skipped', lockfile: lockfileLabel, skipped: { reason: error.reason } };
        }
    });
    const servers = await runPool(resolved, config.concurrency, async (server) => {
        if ('status' in server) {
            options.onEvent?.({ type: 'end', name: server.name, status: server.status });
            return server;
        }
        options.onEvent?.({ type: 'start', name: server.name });
        const result = await scanOne(server, options);
        options.onEvent?.({ type: 'end', name: server.name, status: result.status });
        return result;
    });
    return { verdict: scanVerdict(servers, options.update === true), servers };
}
/** error > fail > pass (or updated, with `update`); a skipped server is reported, not counted. */
function scanVerdict(servers, update) {
    if (servers.some((server) => server.status === 'error'))
        return 'error';
    if (servers.some((server) => server.status === 'fail'))
        return 'fail';
    return update ? 'updated' : 'pass';
}
/** Exit code of a scan: 2 when any server errored, 1 on drift, else 0. */
function scanExitCode(result) {
    return result.verdict === 'error' ? 2 : result.verdict === 'fail' ? 1 : 0;
}
async function scanOne(server, options) {
    const source = sourceOfLaunch(server.launch);
    const note = source === undefined ? undefined : unpinnedSourceMessage(source);
    const base = { name: server.name, lockName: server.lockName, lockfile: server.lockfileLabel, ...(note !== undefined ? { notes: [note] } : {}) };
    try {
        if (options.update) {
            const { lockfile } = await lockServer(server.launch, server.lockfilePath);
            const count = (section) => Object.keys(section).length;
            return {
                ...base,
                status: 'updated',
                locked: {
                    tools: count(lockfile.tools),
                    prompts: count(lockfile.prompts),
                    resources: count(lockfile.resources),
                    resourceTemplates: count(lockfile.resourceTemplates),
                },
            };
        }
        const { report } = await checkServer({
            launch: server.launch,
            lockfilePath: server.lockfilePath,
            configDir: options.configDir,
            ...(server.policyPath !== undefined ? { configPath: server.policyPath } : {}),
            ...(server.failOn !== undefined ? { failOn: server.failOn } : {}),
            ...(options.now !== undefined ? { now: options.now } : {}),
        });
        return { ...base, status: report.verdict, report: { ...report, lockfile: server.lockfileLabel } };
    }
    catch (error) {
        // Operational failures of one server are its result, not the scan's: the others still run.
        const described = error instanceof GateError
            ? { code: error.code, message: error.message }
            : { code: 'internal_error', message: error instanceof Error ? error.message : String(error) };
        return { ...base, status: 'error', error: described };
    }
}

const SCAN_REPORT_FORMATS = ['text', 'markdown', 'json'];
/** Error messages may quote a server's stderr: bounded so one cannot crowd out the others. */
const MAX_ERROR_CHARS = 2_000;
/** Below this a server's markdown section is not worth keeping: it is left out instead. */
const MIN_SECTION_CHARS = 2_000;
/** The scan in one format: a table of servers, then each server's own report. */
function renderScanReport(result, format, options = {}) {
    switch (format) {
        case 'text':
            return renderScanText(result, options);
        case 'markdown':
            return renderScanMarkdown(result, options);
        case 'json':
            return `${JSON.stringify(toJsonScanReport(result), null, 2)}\n`;
        default:
            throw new GateError('usage', `unknown scan report format ${JSON.stringify(format)}: expected one of ${SCAN_REPORT_FORMATS.join(', ')}`);
    }
}
function toJsonScanReport(result) {
    return {
        scanVersion: 1,
        verdict: result.verdict,
        servers: result.servers.map((server) => ({
            name: server.name,
            lockName: server.lockName ?? server.name,
            status: server.status,
            lockfile: server.lockfile,
            ...(server.report !== undefined ? { report: toJsonReport(server.report) } : {}),
            ...(server.locked !== undefined ? { locked: { ...server.locked } } : {}),
            ...(server.error !== undefined ? { error: { code: server.error.code, message: server.error.message } } : {}),
            ...(server.skipped !== undefined ? { skipped: { reason: server.skipped.reason } } : {}),
            ...(server.notes !== undefined && server.notes.length > 0 ? { notes: [...server.notes] } : {}),
        })),
    };
}
/** "3 servers: 1 pass, 1 fail, 1 error" (statuses that occur, in a fixed order). */
function statusSummary(servers) {
    const counts = ['fail', 'error', 'skipped', 'pass', 'updated']
        .map((status) => [status, servers.filter((server) => server.status === status).length])
        .filter(([, count]) => count > 0)
        .map(([status, count]) => `${count} ${status}`);
    return `${servers.length} server${servers.length === 1 ? '' : 's'}${counts.length === 0 ? '' : `: ${counts.join(', ')}`}`;
}
/** What the table's "Changes" column says for one server. */
function outcome(server) {
    if (server.report)
        return summarizeCounts(server.report.counts);
    if (server.locked) {
        const { tools, prompts, resources, resourceTemplates } = server.locked;
        return `locked ${tools} tools, ${prompts} prompts, ${resources} resources, ${resourceTemplates} resource templates`;
    }
    if (server.skipped)
        return `skipped: ${clip(server.skipped.reason, MAX_ERROR_CHARS)}`;
    return `error (${server.error?.code ?? 'unknown'})`;
}
function renderScanText(result, options) {
    const rows = result.servers.map((server) => [server.name, server.status.toUpperCase(), outcome(server), server.lockfile].map(sanitizeTerminal));
    const header = ['SERVER', 'STATUS', 'CHANGES', 'LOCKFILE'];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
    const line = (cells) => `  ${cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]))).join('  ')}`;
    const lines = [`MCP drift scan: ${result.verdict.toUpperCase()} (${statusSummary(result.servers)})`, '', line(header), ...rows.map(line)];
    const notes = serverNotes(result.servers);
    if (notes.length > 0)
        lines.push('', ...notes.map(([name, note]) => `Note: ${sanitizeTerminal(name)}: ${sanitizeTerminal(note)}`));
    for (const server of result.servers) {
        if (server.report) {
            lines.push('', `== ${sanitizeTerminal(server.name)} ==`, renderText(server.report, { color: options.color === true }).trimEnd());
        }
        else if (server.error) {
            lines.push('', `== ${sanitizeTerminal(server.name)} ==`, `Error (${sanitizeTerminal(server.error.code)}): ${sanitizeTerminal(clip(server.error.message, MAX_ERROR_CHARS))}`);
        }
    }
    return `${lines.join('\n')}\n`;
}
/** [server name, note] for every note (e.g. an unpinned source), in server order. */
function serverNotes(servers) {
    return servers.flatMap((server) => (server.notes ?? []).map((note) => [server.name, note]));
}
function tableRow(server) {
    return `| ${escapeMarkdownCell(server.name)} | ${server.status} | ${escapeMarkdownCell(outcome(server))} | ${escapeMarkdownCell(server.lockfile)} |`;
}
/** A server's markdown report under a heading naming it; the report's own "## MCP drift" title is replaced. */
function reportSection(server, maxLength) {
    const heading = sectionHeading(server);
    const body = renderMarkdown(server.report, maxLength === undefined ? {} : { maxLength: Math.max(1, maxLength - heading.length) });
    // The report's own headline ("## ❌ MCP drift: FAIL — why") becomes a line under the server's heading.
    const firstLine = body.slice(0, body.indexOf('\n'));
    const withoutTitle = /^## .*MCP drift: /.test(firstLine) ? `\n${firstLine.replace(/^## /, '')}\n${body.slice(body.indexOf('\n') + 1)}` : body;
    return heading + withoutTitle;
}
function sectionHeading(server) {
    return `\n---\n\n## ${escapeMarkdownInline(server.name)}: ${server.status}\n`;
}
function errorSection(server) {
    const error = server.error;
    // Messages can quote several lines of server stderr: a code block keeps them apart and inert.
    // Every line after the first is quoted behind "| ": printed to a runner's log (a `run:` step),
    // no line of server text may start with `::` (a workflow command).
    const message = clip(error.message, MAX_ERROR_CHARS).split(/\r\n|\r|\n/).map((line, i) => `${i === 0 ? '' : '| '}${sanitizeTerminal(line)}`).join('\n');
    const fence = codeFence(message);
    return `${sectionHeading(server)}\n**Error** (${escapeMarkdownInline(error.code)}):\n\n${fence}text\n${message}\n${fence}\n`;
}
function leftOutSection(server) {
    return `${sectionHeading(server)}\nDetails left out for length; see the JSON report.\n`;
}
/**
 * Table first, then one section per checked or failed server, within `maxLength`. When the whole
 * does not fit, each report gets a fair share (small ones keep everything, the rest split what is
 * left and drop their own diffs and rows first); if shares get too small, whole sections go,
 * passing servers before failing ones.
 */
function renderScanMarkdown(result, options) {
    const maxLength = options.maxLength ?? DEFAULT_MARKDOWN_MAX_LENGTH;
    if (!Number.isSafeInteger(maxLength) || maxLength <= 0) {
        throw new GateError('usage', `markdown maxLength must be a positive whole number of characters, got ${String(maxLength)}`);
    }
    const head = [
        `## MCP drift scan: ${result.verdict}`,
        '',
        statusSummary(result.servers),
        '',
        '| Server | Status | Changes | Lockfile |',
        '| --- | --- | --- | --- |',
        ...result.servers.map(tableRow),
        '',
        ...serverNotes(result.servers).map(([name, note]) => `- **Note** ${escapeMarkdownInline(name)}: ${escapeMarkdownInline(note)}`),
        ...(serverNotes(result.servers).length > 0 ? [''] : []),
    ].join('\n');
    const fixedSections = new Map();
    for (const server of result.servers)
        if (server.error)
            fixedSections.set(server.name, errorSection(server));
    const withReports = result.servers.filter((server) => server.report !== undefined);
    const assemble = (sections, note) => head + note + result.servers.map((server) => sections.get(server.name) ?? fixedSections.get(server.name) ?? '').join('');
    const full = new Map(withReports.map((server) => [server.name, reportSection(server)]));
    const whole = assemble(full, '');
    if (whole.length <= maxLength)
        return whole;
    const note = `\n> **Note:** server details were shortened to keep this report under ${maxLength} characters; the JSON report has every change.\n`;
    const fixedLength = assemble(new Map(), note).length;
    // Lowest priority last: passing servers' details go before failing ones'.
    const byPriority = [...withReports].sort((a, b) => Number(a.status !== 'fail') - Number(b.status !== 'fail'));
    const dropped = [];
    for (;;) {
        const kept = byPriority.slice(0, byPriority.length - dropped.length);
        const placeholders = dropped.reduce((total, server) => total + leftOutSection(server).length, 0);
        const shares = fairShares(kept.map((server) => full.get(server.name).length), maxLength - fixedLength - placeholders);
        if (kept.length === 0 || shares.every((share) => share >= MIN_SECTION_CHARS)) {
            const sections = new Map();
            for (const server of dropped)
                sections.set(server.name, leftOutSection(server));
            kept.forEach((server, index) => {
                const fullSection = full.get(server.name);
                sections.set(server.name, fullSection.length <= shares[index] ? fullSection : reportSection(server, shares[index]));
            });
            const text = assemble(sections, note);
            // Only a limit smaller than the table itself lands here: a hard cut is all that is left.
            return text.length <= maxLength ? text : text.slice(0, maxLength);
        }
        dropped.unshift(kept[kept.length - 1]);
    }
}
/** Water-filling: sizes under an equal share keep their size; the rest split what remains equally. */
function fairShares(sizes, budget) {
    const shares = new Array(sizes.length).fill(0);
    let open = sizes.map((_, index) => index);
    let remaining = Math.max(0, budget);
    for (;;) {
        if (open.length === 0)
            return shares;
        const share = Math.floor(remaining / open.length);
        const fitting = open.filter((index) => sizes[index] <= share);
        if (fitting.length === 0) {
            for (const index of open)
                shares[index] = share;
            return shares;
        }
        for (const index of fitting) {
            shares[index] = sizes[index];
            remaining -= sizes[index];
        }
        open = open.filter((index) => sizes[index] > share);
    }
}

export { CLIENT_LOCKFILE_DIR, DEFAULT_SCAN_CONCURRENCY, DEFAULT_SCAN_TIMEOUT_MS, EXPECTED_SHAPES, SCAN_LOCKFILE_DIR, SCAN_REPORT_FORMATS, SkipServer, configShape, expandClientValue, expandReferences, fairShares, inputVariableName, listScanServers, loadScanConfig, lockfileName, parseClientConfig, parseScanConfig, renderScanReport, resolveScanServer, runPool, scanConfigSchema, scanExitCode, scanServers, scanVerdict, selectScanServers, toJsonScanReport, workspaceFolderOf };

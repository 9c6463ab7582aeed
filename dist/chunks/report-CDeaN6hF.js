import { S as SEVERITIES, c as canonicalize, R as RISK_LEVELS, G as GateError } from './types-4uoLmXxH.js';

/** 2-space JSON with a trailing newline; key order is the value's own (callers build it on purpose). */
function stringify(value) {
    return `${JSON.stringify(value, null, 2)}\n`;
}
/** A change with the contract's key order; optional fields only when present. */
function orderedChange(change) {
    return {
        id: change.id,
        kind: change.kind,
        rule: change.rule,
        severity: change.severity,
        direction: change.direction,
        capability: { type: change.capability.type, name: change.capability.name },
        ...(change.pointer !== undefined && { pointer: change.pointer }),
        message: change.message,
        reasons: [...change.reasons],
        ...(change.before !== undefined && { before: change.before }),
        ...(change.after !== undefined && { after: change.after }),
        ...(change.accepted !== undefined && {
            accepted: {
                reason: change.accepted.reason,
                ...(change.accepted.expires !== undefined && { expires: change.accepted.expires }),
            },
        }),
        ...(change.defaultSeverity !== undefined && { defaultSeverity: change.defaultSeverity }),
    };
}
/**
 * The report as the JSON contract lays it out (reportVersion 1). `definitions` is left out: it
 * only feeds the markdown diffs and would double the size of the report.
 */
function toJsonReport(report) {
    return {
        reportVersion: 1,
        verdict: report.verdict,
        failOn: report.failOn,
        counts: {
            critical: report.counts.critical,
            warning: report.counts.warning,
            info: report.counts.info,
            safe: report.counts.safe,
        },
        mode: report.mode,
        server: {
            name: report.server.name,
            ...(report.server.version !== undefined && { version: report.server.version }),
        },
        lockfile: report.lockfile,
        changes: report.changes.map(orderedChange),
        tools: report.tools.map((tool) => ({ name: tool.name, risk: tool.risk, reasons: [...tool.reasons] })),
    };
}
function renderJson(report) {
    return stringify(toJsonReport(report));
}
/**
 * Output of the `snapshot` command. Keys keep their order: a snapshot records items as the
 * server sent them, so the same server gives the same bytes.
 */
function renderSnapshotJson(value) {
    return stringify(value);
}

/** "2 critical, 1 warning, 0 info, 5 safe": every severity, worst first, zeros included. */
function summarizeCounts(counts) {
    return SEVERITIES.map((severity) => `${counts[severity] ?? 0} ${severity}`).join(', ');
}

class Diff {
    diff(oldStr, newStr, 
    // Type below is not accurate/complete - see above for full possibilities - but it compiles
    options = {}) {
        let callback;
        if (typeof options === 'function') {
            callback = options;
            options = {};
        }
        else if ('callback' in options) {
            callback = options.callback;
        }
        // Allow subclasses to massage the input prior to running
        const oldString = this.castInput(oldStr, options);
        const newString = this.castInput(newStr, options);
        const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
        const newTokens = this.removeEmpty(this.tokenize(newString, options));
        return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
    }
    diffWithOptionsObj(oldTokens, newTokens, options, callback) {
        var _a;
        const done = (value) => {
            value = this.postProcess(value, options);
            if (callback) {
                setTimeout(function () { callback(value); }, 0);
                return undefined;
            }
            else {
                return value;
            }
        };
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let editLength = 1;
        let maxEditLength = newLen + oldLen;
        if (options.maxEditLength != null) {
            maxEditLength = Math.min(maxEditLength, options.maxEditLength);
        }
        const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
        const abortAfterTimestamp = Date.now() + maxExecutionTime;
        const bestPath = [{ oldPos: -1, lastComponent: undefined }];
        // Seed editLength = 0, i.e. the content starts with the same values
        let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
        if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
            // Identity per the equality and tokenizer
            return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
        }
        // Once we hit the right edge of the edit graph on some diagonal k, we can
        // definitely reach the end of the edit graph in no more than k edits, so
        // there's no point in considering any moves to diagonal k+1 any more (from
        // which we're guaranteed to need at least k+1 more edits).
        // Similarly, once we've reached the bottom of the edit graph, there's no
        // point considering moves to lower diagonals.
        // We record this fact by setting minDiagonalToConsider and
        // maxDiagonalToConsider to some finite value once we've hit the edge of
        // the edit graph.
        // This optimization is not faithful to the original algorithm presented in
        // Myers's paper, which instead pointlessly extends D-paths off the end of
        // the edit graph - see page 7 of Myers's paper which notes this point
        // explicitly and illustrates it with a diagram. This has major performance
        // implications for some common scenarios. For instance, to compute a diff
        // where the new text simply appends d characters on the end of the
        // original text of length n, the true Myers algorithm will take O(n+d^2)
        // time while this optimization needs only O(n+d) time.
        let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
        // Main worker method. checks all permutations of a given edit length for acceptance.
        const execEditLength = () => {
            for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
                let basePath;
                const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
                if (removePath) {
                    // No one else is going to attempt to use this value, clear it
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath - 1] = undefined;
                }
                let canAdd = false;
                if (addPath) {
                    // what newPos will be after we do an insertion:
                    const addPathNewPos = addPath.oldPos - diagonalPath;
                    canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
                }
                const canRemove = removePath && removePath.oldPos + 1 < oldLen;
                if (!canAdd && !canRemove) {
                    // If this path is a terminal then prune
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath] = undefined;
                    continue;
                }
                // Select the diagonal that we want to branch from. We select the prior
                // path whose position in the old string is the farthest from the origin
                // and does not pass the bounds of the diff graph
                if (!canRemove || (canAdd && removePath.oldPos < addPath.oldPos)) {
                    basePath = this.addToPath(addPath, true, false, 0, options);
                }
                else {
                    basePath = this.addToPath(removePath, false, true, 1, options);
                }
                newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
                if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
                    // If we have hit the end of both strings, then we are done
                    return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
                }
                else {
                    bestPath[diagonalPath] = basePath;
                    if (basePath.oldPos + 1 >= oldLen) {
                        maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
                    }
                    if (newPos + 1 >= newLen) {
                        minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
                    }
                }
            }
            editLength++;
        };
        // Performs the length of edit iteration. Is a bit fugly as this has to support the
        // sync and async mode which is never fun. Loops over execEditLength until a value
        // is produced, or until the edit length exceeds options.maxEditLength (if given),
        // in which case it will return undefined.
        if (callback) {
            (function exec() {
                setTimeout(function () {
                    if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
                        return callback(undefined);
                    }
                    if (!execEditLength()) {
                        exec();
                    }
                }, 0);
            }());
        }
        else {
            while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
                const ret = execEditLength();
                if (ret) {
                    return ret;
                }
            }
        }
    }
    addToPath(path, added, removed, oldPosInc, options) {
        const last = path.lastComponent;
        if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: last.count + 1, added: added, removed: removed, previousComponent: last.previousComponent }
            };
        }
        else {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: 1, added: added, removed: removed, previousComponent: last }
            };
        }
    }
    extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
        while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
            newPos++;
            oldPos++;
            commonCount++;
            if (options.oneChangePerToken) {
                basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
            }
        }
        if (commonCount && !options.oneChangePerToken) {
            basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
        }
        basePath.oldPos = oldPos;
        return newPos;
    }
    equals(left, right, options) {
        if (options.comparator) {
            return options.comparator(left, right);
        }
        else {
            return left === right
                || (!!options.ignoreCase && left.toLowerCase() === right.toLowerCase());
        }
    }
    removeEmpty(array) {
        const ret = [];
        for (let i = 0; i < array.length; i++) {
            if (array[i]) {
                ret.push(array[i]);
            }
        }
        return ret;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    castInput(value, options) {
        return value;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    tokenize(value, options) {
        return Array.from(value);
    }
    join(chars) {
        // Assumes ValueT is string, which is the case for most subclasses.
        // When it's false, e.g. in diffArrays, this method needs to be overridden (e.g. with a no-op)
        // Yes, the casts are verbose and ugly, because this pattern - of having the base class SORT OF
        // assume tokens and values are strings, but not completely - is weird and janky.
        return chars.join('');
    }
    postProcess(changeObjects, 
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    options) {
        return changeObjects;
    }
    get useLongestToken() {
        return false;
    }
    buildValues(lastComponent, newTokens, oldTokens) {
        // First we convert our linked list of components in reverse order to an
        // array in the right order:
        const components = [];
        let nextComponent;
        while (lastComponent) {
            components.push(lastComponent);
            nextComponent = lastComponent.previousComponent;
            delete lastComponent.previousComponent;
            lastComponent = nextComponent;
        }
        components.reverse();
        const componentLen = components.length;
        let componentPos = 0, newPos = 0, oldPos = 0;
        for (; componentPos < componentLen; componentPos++) {
            const component = components[componentPos];
            if (!component.removed) {
                if (!component.added && this.useLongestToken) {
                    let value = newTokens.slice(newPos, newPos + component.count);
                    value = value.map(function (value, i) {
                        const oldValue = oldTokens[oldPos + i];
                        return oldValue.length > value.length ? oldValue : value;
                    });
                    component.value = this.join(value);
                }
                else {
                    component.value = this.join(newTokens.slice(newPos, newPos + component.count));
                }
                newPos += component.count;
                // Common case
                if (!component.added) {
                    oldPos += component.count;
                }
            }
            else {
                component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
                oldPos += component.count;
            }
        }
        return components;
    }
}

class LineDiff extends Diff {
    constructor() {
        super(...arguments);
        this.tokenize = tokenize;
    }
    equals(left, right, options) {
        // If we're ignoring whitespace, we need to normalise lines by stripping
        // whitespace before checking equality. (This has an annoying interaction
        // with newlineIsToken that requires special handling: if newlines get their
        // own token, then we DON'T want to trim the *newline* tokens down to empty
        // strings, since this would cause us to treat whitespace-only line content
        // as equal to a separator between lines, which would be weird and
        // inconsistent with the documented behavior of the options.)
        if (options.ignoreWhitespace) {
            if (!options.newlineIsToken || !left.includes('\n')) {
                left = left.trim();
            }
            if (!options.newlineIsToken || !right.includes('\n')) {
                right = right.trim();
            }
        }
        else if (options.ignoreNewlineAtEof && !options.newlineIsToken) {
            if (left.endsWith('\n')) {
                left = left.slice(0, -1);
            }
            if (right.endsWith('\n')) {
                right = right.slice(0, -1);
            }
        }
        return super.equals(left, right, options);
    }
}
const lineDiff = new LineDiff();
function diffLines(oldStr, newStr, options) {
    return lineDiff.diff(oldStr, newStr, options);
}
// Exported standalone so it can be used from jsonDiff too.
function tokenize(value, options) {
    if (options.stripTrailingCr) {
        // remove one \r before \n to match GNU diff's --strip-trailing-cr behavior
        value = value.replace(/\r\n/g, '\n');
    }
    const retLines = [], linesAndNewlines = value.split(/(\n|\r\n)/);
    // Ignore the final empty token that occurs if the string ends with a new line
    if (!linesAndNewlines[linesAndNewlines.length - 1]) {
        linesAndNewlines.pop();
    }
    // Merge the content and line separators into single tokens
    for (let i = 0; i < linesAndNewlines.length; i++) {
        const line = linesAndNewlines[i];
        if (i % 2 && !options.newlineIsToken) {
            retLines[retLines.length - 1] += line;
        }
        else {
            retLines.push(line);
        }
    }
    return retLines;
}

/**
 * Returns true if the filename contains characters that require C-style
 * quoting (as used by Git and GNU diffutils in diff output).
 */
function needsQuoting(s) {
    for (let i = 0; i < s.length; i++) {
        if (s[i] < '\x20' || s[i] > '\x7e' || s[i] === '"' || s[i] === '\\') {
            return true;
        }
    }
    return false;
}
/**
 * C-style quotes a filename, encoding special characters as escape sequences
 * and non-ASCII bytes as octal escapes. This is the inverse of
 * `parseQuotedFileName` in parse.ts.
 *
 * Non-ASCII bytes are encoded as UTF-8 before being emitted as octal escapes.
 * This matches the behaviour of both Git and GNU diffutils, which always emit
 * UTF-8 octal escapes regardless of the underlying filesystem encoding (e.g.
 * Git for Windows converts from NTFS's UTF-16 to UTF-8 internally).
 *
 * If the filename doesn't need quoting, returns it as-is.
 */
function quoteFileNameIfNeeded(s) {
    if (!needsQuoting(s)) {
        return s;
    }
    let result = '"';
    const bytes = new TextEncoder().encode(s);
    let i = 0;
    while (i < bytes.length) {
        const b = bytes[i];
        // See https://en.wikipedia.org/wiki/Escape_sequences_in_C#Escape_sequences
        if (b === 0x07) {
            result += '\\a';
        }
        else if (b === 0x08) {
            result += '\\b';
        }
        else if (b === 0x09) {
            result += '\\t';
        }
        else if (b === 0x0a) {
            result += '\\n';
        }
        else if (b === 0x0b) {
            result += '\\v';
        }
        else if (b === 0x0c) {
            result += '\\f';
        }
        else if (b === 0x0d) {
            result += '\\r';
        }
        else if (b === 0x22) {
            result += '\\"';
        }
        else if (b === 0x5c) {
            result += '\\\\';
        }
        else if (b >= 0x20 && b <= 0x7e) {
            // Just a printable ASCII character that is neither a double quote nor a
            // backslash; no need to escape it.
            result += String.fromCharCode(b);
        }
        else {
            // Either part of a non-ASCII character or a control character without a
            // special escape sequence; needs escaping as a 3-digit octal escape
            result += '\\' + b.toString(8).padStart(3, '0');
        }
        i++;
    }
    result += '"';
    return result;
}
const INCLUDE_HEADERS = {
    includeIndex: true,
    includeUnderline: true,
    includeFileHeaders: true
};
const FILE_HEADERS_ONLY = {
    includeIndex: false,
    includeUnderline: false,
    includeFileHeaders: true
};
function structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
    let optionsObj;
    if (!options) {
        optionsObj = {};
    }
    else if (typeof options === 'function') {
        optionsObj = { callback: options };
    }
    else {
        optionsObj = options;
    }
    if (typeof optionsObj.context === 'undefined') {
        optionsObj.context = 4;
    }
    // We copy this into its own variable to placate TypeScript, which thinks
    // optionsObj.context might be undefined in the callbacks below.
    const context = optionsObj.context;
    // @ts-expect-error (runtime check for something that is correctly a static type error)
    if (optionsObj.newlineIsToken) {
        throw new Error('newlineIsToken may not be used with patch-generation functions, only with diffing functions');
    }
    if (!optionsObj.callback) {
        return diffLinesResultToPatch(diffLines(oldStr, newStr, optionsObj));
    }
    else {
        const { callback } = optionsObj;
        diffLines(oldStr, newStr, Object.assign(Object.assign({}, optionsObj), { callback: (diff) => {
                const patch = diffLinesResultToPatch(diff);
                // TypeScript is unhappy without the cast because it does not understand that `patch` may
                // be undefined here only if `callback` is StructuredPatchCallbackAbortable:
                callback(patch);
            } }));
    }
    function diffLinesResultToPatch(diff) {
        // STEP 1: Build up the patch with no "\ No newline at end of file" lines and with the arrays
        //         of lines containing trailing newline characters. We'll tidy up later...
        if (!diff) {
            return;
        }
        diff.push({ value: '', lines: [] }); // Append an empty value to make cleanup easier
        function contextLines(lines) {
            return lines.map(function (entry) { return ' ' + entry; });
        }
        const hunks = [];
        let oldRangeStart = 0, newRangeStart = 0, curRange = [], oldLine = 1, newLine = 1;
        for (let i = 0; i < diff.length; i++) {
            const current = diff[i], lines = current.lines || splitLines(current.value);
            current.lines = lines;
            if (current.added || current.removed) {
                // If we have previous context, start with that
                if (!oldRangeStart) {
                    const prev = diff[i - 1];
                    oldRangeStart = oldLine;
                    newRangeStart = newLine;
                    if (prev) {
                        curRange = context > 0 ? contextLines(prev.lines.slice(-context)) : [];
                        oldRangeStart -= curRange.length;
                        newRangeStart -= curRange.length;
                    }
                }
                // Output our changes
                for (const line of lines) {
                    curRange.push((current.added ? '+' : '-') + line);
                }
                // Track the updated file position
                if (current.added) {
                    newLine += lines.length;
                }
                else {
                    oldLine += lines.length;
                }
            }
            else {
                // Identical context lines. Track line changes
                if (oldRangeStart) {
                    // Close out any changes that have been output (or join overlapping)
                    if (lines.length <= context * 2 && i < diff.length - 2) {
                        // Overlapping
                        for (const line of contextLines(lines)) {
                            curRange.push(line);
                        }
                    }
                    else {
                        // end the range and output
                        const contextSize = Math.min(lines.length, context);
                        for (const line of contextLines(lines.slice(0, contextSize))) {
                            curRange.push(line);
                        }
                        const hunk = {
                            oldStart: oldRangeStart,
                            oldLines: (oldLine - oldRangeStart + contextSize),
                            newStart: newRangeStart,
                            newLines: (newLine - newRangeStart + contextSize),
                            lines: curRange
                        };
                        hunks.push(hunk);
                        oldRangeStart = 0;
                        newRangeStart = 0;
                        curRange = [];
                    }
                }
                oldLine += lines.length;
                newLine += lines.length;
            }
        }
        // Step 2: eliminate the trailing `\n` from each line of each hunk, and, where needed, add
        //         "\ No newline at end of file".
        for (const hunk of hunks) {
            for (let i = 0; i < hunk.lines.length; i++) {
                if (hunk.lines[i].endsWith('\n')) {
                    hunk.lines[i] = hunk.lines[i].slice(0, -1);
                }
                else {
                    hunk.lines.splice(i + 1, 0, '\\ No newline at end of file');
                    i++; // Skip the line we just added, then continue iterating
                }
            }
        }
        return {
            oldFileName: oldFileName, newFileName: newFileName,
            oldHeader: oldHeader, newHeader: newHeader,
            hunks: hunks
        };
    }
}
/**
 * creates a unified diff patch.
 *
 * @param patch either a single structured patch object (as returned by `structuredPatch`) or an
 *   array of them (as returned by `parsePatch`).
 * @param headerOptions behaves the same as the `headerOptions` option of `createTwoFilesPatch`.
 *   Ignored for patches where `isGit` is `true`.
 *
 * When a patch has `isGit: true`, `formatPatch` output is changed to more closely match Git's
 * output: it emits a `diff --git` header, emits Git extended headers as appropriate based on
 * properties like `isRename`, `isCreate`, `newMode`, etc, and will omit `---`/`+++` file
 * headers for patches with no hunks (e.g. renames without content changes).
 */
function formatPatch(patch, headerOptions) {
    var _a, _b, _c, _d, _e, _f;
    if (!headerOptions) {
        headerOptions = INCLUDE_HEADERS;
    }
    if (Array.isArray(patch)) {
        if (patch.length > 1 && !headerOptions.includeFileHeaders && !patch.every(p => p.isGit)) {
            throw new Error('Cannot omit file headers on a multi-file patch. '
                + '(The result would be unparseable; how would a tool trying to apply '
                + 'the patch know which changes are to which file?)');
        }
        return patch.map(p => formatPatch(p, headerOptions)).join('\n');
    }
    const ret = [];
    // Git patches have a fixed header format (diff --git, extended headers,
    // and ---/+++ when hunks are present), so headerOptions is ignored.
    if (patch.isGit) {
        headerOptions = INCLUDE_HEADERS;
        // Emit Git-style diff --git header and extended headers.
        // Git never puts /dev/null in the "diff --git" line; for file
        // creations/deletions it uses the real filename on both sides.
        if (!patch.oldFileName) {
            throw new Error('oldFileName must be specified for Git patches');
        }
        if (!patch.newFileName) {
            throw new Error('newFileName must be specified for Git patches');
        }
        let gitOldName = patch.oldFileName;
        let gitNewName = patch.newFileName;
        if (patch.isCreate && gitOldName === '/dev/null') {
            gitOldName = gitNewName.replace(/^b\//, 'a/');
        }
        else if (patch.isDelete && gitNewName === '/dev/null') {
            gitNewName = gitOldName.replace(/^a\//, 'b/');
        }
        ret.push('diff --git ' + quoteFileNameIfNeeded(gitOldName) + ' ' + quoteFileNameIfNeeded(gitNewName));
        if (patch.isDelete) {
            ret.push('deleted file mode ' + ((_a = patch.oldMode) !== null && _a !== void 0 ? _a : '100644'));
        }
        if (patch.isCreate) {
            ret.push('new file mode ' + ((_b = patch.newMode) !== null && _b !== void 0 ? _b : '100644'));
        }
        if (patch.oldMode && patch.newMode && !patch.isDelete && !patch.isCreate) {
            ret.push('old mode ' + patch.oldMode);
            ret.push('new mode ' + patch.newMode);
        }
        if (patch.isRename) {
            ret.push('rename from ' + quoteFileNameIfNeeded(((_c = patch.oldFileName) !== null && _c !== void 0 ? _c : '').replace(/^a\//, '')));
            ret.push('rename to ' + quoteFileNameIfNeeded(((_d = patch.newFileName) !== null && _d !== void 0 ? _d : '').replace(/^b\//, '')));
        }
        if (patch.isCopy) {
            ret.push('copy from ' + quoteFileNameIfNeeded(((_e = patch.oldFileName) !== null && _e !== void 0 ? _e : '').replace(/^a\//, '')));
            ret.push('copy to ' + quoteFileNameIfNeeded(((_f = patch.newFileName) !== null && _f !== void 0 ? _f : '').replace(/^b\//, '')));
        }
    }
    else {
        if (headerOptions.includeIndex && patch.oldFileName == patch.newFileName && patch.oldFileName !== undefined) {
            ret.push('Index: ' + patch.oldFileName);
        }
        if (headerOptions.includeUnderline) {
            ret.push('===================================================================');
        }
    }
    // Emit --- / +++ file headers. For Git patches with no hunks (e.g.
    // pure renames, mode-only changes), Git omits these, so we do too.
    const hasHunks = patch.hunks.length > 0;
    if (headerOptions.includeFileHeaders && patch.oldFileName !== undefined && patch.newFileName !== undefined
        && (!patch.isGit || hasHunks)) {
        ret.push('--- ' + quoteFileNameIfNeeded(patch.oldFileName) + (patch.oldHeader ? '\t' + patch.oldHeader : ''));
        ret.push('+++ ' + quoteFileNameIfNeeded(patch.newFileName) + (patch.newHeader ? '\t' + patch.newHeader : ''));
    }
    for (let i = 0; i < patch.hunks.length; i++) {
        const hunk = patch.hunks[i];
        // Unified Diff Format quirk: If the chunk size is 0,
        // the first number is one lower than one would expect.
        // https://www.artima.com/weblogs/viewpost.jsp?thread=164293
        const oldStart = hunk.oldLines === 0 ? hunk.oldStart - 1 : hunk.oldStart;
        const newStart = hunk.newLines === 0 ? hunk.newStart - 1 : hunk.newStart;
        ret.push('@@ -' + oldStart + ',' + hunk.oldLines
            + ' +' + newStart + ',' + hunk.newLines
            + ' @@');
        for (const line of hunk.lines) {
            ret.push(line);
        }
    }
    return ret.join('\n') + '\n';
}
function createTwoFilesPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
    if (typeof options === 'function') {
        options = { callback: options };
    }
    if (!(options === null || options === void 0 ? void 0 : options.callback)) {
        const patchObj = structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options);
        if (!patchObj) {
            return;
        }
        return formatPatch(patchObj, options === null || options === void 0 ? void 0 : options.headerOptions);
    }
    else {
        const { callback } = options;
        structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, Object.assign(Object.assign({}, options), { callback: patchObj => {
                if (!patchObj) {
                    callback(undefined);
                }
                else {
                    callback(formatPatch(patchObj, options.headerOptions));
                }
            } }));
    }
}
/**
 * Split `text` into an array of lines, including the trailing newline character (where present)
 */
function splitLines(text) {
    const hasTrailingNl = text.endsWith('\n');
    const result = text.split('\n').map(line => line + '\n');
    if (hasTrailingNl) {
        result.pop();
    }
    else {
        result.push(result.pop().slice(0, -1));
    }
    return result;
}

/**
 * Escaping of server-controlled text (names, descriptions, messages quoting them) for each output.
 * A hostile server must not be able to forge report structure, markup, mentions or terminal state.
 */
/** Bidi overrides/isolates reorder what a reader sees ("trojan source"); show them instead. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
/** C0 and C1 controls (ESC starts ANSI sequences; CR rewrites a terminal line). */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
function visibleCodePoint(char) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0x0a)
        return '\\n';
    if (code === 0x0d)
        return '\\r';
    if (code === 0x09)
        return '\\t';
    return code <= 0xff
        ? `\\x${code.toString(16).padStart(2, '0')}`
        : `\\u${code.toString(16).padStart(4, '0')}`;
}
/** One terminal line's worth of text: every control and bidi character shown as an escape. */
function sanitizeTerminal(text) {
    return text.replace(CONTROLS, visibleCodePoint).replace(BIDI_CONTROLS, visibleCodePoint);
}
/**
 * Characters that can open markdown, math or HTML structure mid-line, written as numeric references:
 * CommonMark never reads a character reference as syntax, and GFM splits table cells on raw `|`
 * only. Server text is never placed at the start of a line, so line-start syntax (`#`, `-`) is inert.
 */
const MARKDOWN_SPECIAL = /[&<>|`*_[\]\\~$]/g;
function characterReference(char) {
    return `&#${char.codePointAt(0)};`;
}
/**
 * GitHub links `@user`, `@org/team` and `#123` in rendered text nodes (references are already
 * decoded), so a zero-width space after the sigil is what stops the ping or cross-reference.
 */
function neutralizeReferences(text) {
    return text.replace(/([@#])(?=[A-Za-z0-9])/g, '$1\u200b');
}
/** Server text on one line of markdown or inside an HTML element: newlines become spaces. */
function escapeMarkdownInline(text) {
    return escapeMarkdown(text, ' ');
}
/** Server text in a GFM table cell: newlines become `<br>` so the row stays one line. */
function escapeMarkdownCell(text) {
    return escapeMarkdown(text, '<br>');
}
function escapeMarkdown(text, newline) {
    return text
        .split(/\r\n|\r|\n/)
        .map((line) => neutralizeReferences(line)
        .replace(CONTROLS, visibleCodePoint)
        .replace(BIDI_CONTROLS, visibleCodePoint)
        .replace(MARKDOWN_SPECIAL, characterReference))
        .join(newline);
}
/**
 * Characters JSON.stringify leaves raw that are invisible or reorder text (C1 controls, soft hyphen,
 * zero-width and bidi marks, line separators), as JSON escapes: a diff then shows a change that hides
 * in them, and the text stays valid JSON. Only for JSON text, where they can occur only in strings.
 */
function escapeJsonInvisibles(json) {
    return json.replace(/[\u0080-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g, (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`);
}
/** A backtick fence longer than any backtick run in `content`, so the content cannot close it. */
function codeFence(content) {
    const longestRun = Math.max(0, ...Array.from(content.matchAll(/`+/g), (match) => match[0].length));
    return '`'.repeat(Math.max(3, longestRun + 1));
}

/**
 * 2-space JSON of a definition with keys in canonical (JCS) order, so a diff shows content changes
 * and never key reordering; invisible characters are escaped so no change hides in them. A value
 * JCS refuses (a lone surrogate) keeps the server's key order.
 */
function canonicalDefinitionJson(value) {
    let ordered = value;
    try {
        const canonical = canonicalize(value);
        if (canonical !== undefined)
            ordered = JSON.parse(canonical);
    }
    catch {
        // JSON.stringify below still escapes what JCS rejected.
    }
    return `${escapeJsonInvisibles(JSON.stringify(ordered, null, 2))}\n`;
}
/**
 * Unified diff between the locked and the live definition of one capability (`key` is
 * `${type}:${name}`); a missing side is /dev/null. Undefined when the two print the same.
 */
function definitionPatch(key, before, after) {
    // The key is server text: control characters would break the header lines of the patch.
    const name = sanitizeTerminal(key);
    const patch = createTwoFilesPatch(before === undefined ? '/dev/null' : `lockfile/${name}`, after === undefined ? '/dev/null' : `live/${name}`, before === undefined ? '' : canonicalDefinitionJson(before), after === undefined ? '' : canonicalDefinitionJson(after), undefined, undefined, { headerOptions: FILE_HEADERS_ONLY });
    return patch.includes('\n@@ ') ? patch : undefined;
}

const CAPABILITY_TYPE_LABELS = {
    tool: 'tool',
    prompt: 'prompt',
    resource: 'resource',
    resourceTemplate: 'resource template',
    server: 'server',
};
function capabilityTypeLabel(type) {
    return CAPABILITY_TYPE_LABELS[type] ?? String(type);
}
/** Key of `CheckReport.definitions` for a capability. */
function definitionKey(capability) {
    return `${capability.type}:${capability.name}`;
}
/** `name@version`, or the name alone when the server sent no version. */
function serverLabel(server) {
    return server.version === undefined ? server.name : `${server.name}@${server.version}`;
}
function acceptedCount(changes) {
    return changes.filter((change) => change.accepted !== undefined).length;
}
/** Tools by risk, highest first; ties keep the report's order. */
function toolsByRisk(tools) {
    const rank = (level) => RISK_LEVELS.indexOf(level);
    return [...tools].sort((a, b) => rank(b.risk) - rank(a.risk));
}

/** GitHub rejects comments over 65,536 characters; leave room for a wrapper. */
const DEFAULT_MARKDOWN_MAX_LENGTH = 65_000;
/** Bounds on server text in one place, so one hostile field cannot crowd out every other row. */
const MAX_INLINE_CHARS = 300;
const MAX_MESSAGE_CHARS = 2_000;
const MAX_REASON_CHARS = 500;
const MAX_REASONS = 10;
const RISK_SHOWN_FROM = RISK_LEVELS.indexOf('HIGH');
function clip(text, max) {
    return text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`;
}
function bySeverity(changes) {
    // Stable: keeps the policy's order inside a severity.
    return [...changes].sort((a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity));
}
function capabilityLabel(change) {
    return `${capabilityTypeLabel(change.capability.type)} ${escapeMarkdownInline(clip(change.capability.name, MAX_INLINE_CHARS))}`;
}
function tableRow(change) {
    const severity = [
        change.severity,
        change.defaultSeverity === undefined ? '' : ` (default ${change.defaultSeverity})`,
        change.accepted === undefined ? '' : ' (accepted)',
    ].join('');
    const capability = capabilityLabel(change) +
        (change.pointer === undefined || change.pointer === '' ? '' : `<br>at ${escapeMarkdownCell(clip(change.pointer, MAX_INLINE_CHARS))}`);
    const reasons = change.reasons.slice(0, MAX_REASONS).map((reason) => `<br>• ${escapeMarkdownCell(clip(reason, MAX_REASON_CHARS))}`);
    if (change.reasons.length > MAX_REASONS)
        reasons.push(`<br>• (+${change.reasons.length - MAX_REASONS} more)`);
    const accepted = change.accepted === undefined
        ? ''
        : `<br>**Accepted:** ${escapeMarkdownCell(clip(change.accepted.reason, MAX_REASON_CHARS))}` +
            (change.accepted.expires === undefined ? '' : ` (expires ${escapeMarkdownCell(clip(change.accepted.expires, MAX_INLINE_CHARS))})`);
    const what = escapeMarkdownCell(clip(change.message, MAX_MESSAGE_CHARS)) + reasons.join('') + accepted;
    return `| ${severity} | ${escapeMarkdownCell(clip(change.rule, MAX_INLINE_CHARS))} | ${capability} | ${what} |`;
}
/** One `<details>` block per changed capability that has definitions, in table order. */
function diffBlocks(changes, definitions) {
    if (definitions === undefined)
        return [];
    const blocks = [];
    const seen = new Set();
    for (const change of changes) {
        const key = definitionKey(change.capability);
        if (seen.has(key))
            continue;
        seen.add(key);
        const sides = Object.hasOwn(definitions, key) ? definitions[key] : undefined;
        if (sides === undefined)
            continue;
        const patch = definitionPatch(key, sides.before, sides.after);
        if (patch === undefined)
            continue;
        const fence = codeFence(patch);
        // Leading empty line: each block is one element of the line list and carries its own spacing.
        blocks.push(`\n<details><summary>Diff of ${capabilityLabel(change)}</summary>\n\n${fence}diff\n${patch}${fence}\n\n</details>`);
    }
    return blocks;
}
function riskRows(tools) {
    return toolsByRisk(tools)
        .filter((tool) => RISK_LEVELS.indexOf(tool.risk) >= RISK_SHOWN_FROM)
        .map((tool) => {
        const shown = tool.reasons.slice(0, MAX_REASONS).map((reason) => escapeMarkdownInline(clip(reason, MAX_REASON_CHARS)));
        if (tool.reasons.length > MAX_REASONS)
            shown.push(`(+${tool.reasons.length - MAX_REASONS} more)`);
        const name = escapeMarkdownInline(clip(tool.name, MAX_INLINE_CHARS));
        return `- **${tool.risk}** ${name}${shown.length === 0 ? '' : `: ${shown.join('; ')}`}`;
    });
}
function truncationNote(diffs, rows, risks, maxLength) {
    const parts = [
        [diffs, 'diffs'],
        [rows, 'change rows'],
        [risks, 'tool risk entries'],
    ];
    const cut = parts
        .filter(([counts]) => counts.kept < counts.total)
        .map(([counts, what]) => `${counts.total - counts.kept} of ${counts.total} ${what}`);
    return `> **Note:** ${cut.join(', ')} left out to keep this report under ${maxLength} characters; the JSON report has every change.`;
}
/** `name@version` with each part escaped: the `@` is ours and must not be taken for a mention guard. */
function serverCell(server) {
    const name = escapeMarkdownInline(clip(server.name, MAX_INLINE_CHARS));
    if (server.version === undefined)
        return name;
    // After a word character `@` cannot start a mention; after anything else it could, with the version.
    const at = /\w$/.test(server.name) ? '@' : '@\u200b';
    return `${name}${at}${escapeMarkdownInline(clip(server.version, MAX_INLINE_CHARS))}`;
}
/** Sum of line lengths plus one newline each: the list's share of the joined document. */
function linesLength(lines) {
    return lines.reduce((total, line) => total + line.length + 1, 0);
}
/** Greedy, in order: keeps every item that still fits, so one huge item does not hide the rest. */
function keepWithin(items, budget) {
    const kept = [];
    let used = 0;
    for (const item of items) {
        if (used + item.length + 1 > budget)
            continue;
        kept.push(item);
        used += item.length + 1;
    }
    return kept;
}
/** Longest prefix that fits: rows are worst first, so the least severe go. */
function prefixWithin(items, budget) {
    let used = 0;
    let count = 0;
    for (const item of items) {
        if (used + item.length + 1 > budget)
            break;
        used += item.length + 1;
        count += 1;
    }
    return items.slice(0, count);
}
/**
 * GitHub-flavoured markdown for a job summary or PR comment. Every piece of server text is
 * escaped; the whole stays under `maxLength` by dropping diffs first, then table rows.
 */
function renderMarkdown(report, options = {}) {
    const maxLength = options.maxLength ?? DEFAULT_MARKDOWN_MAX_LENGTH;
    if (!Number.isSafeInteger(maxLength) || maxLength <= 0) {
        throw new GateError('usage', `markdown maxLength must be a positive whole number of characters, got ${String(maxLength)}`);
    }
    const changes = bySeverity(report.changes);
    const accepted = acceptedCount(changes);
    const head = [
        `## MCP drift: ${report.verdict}`,
        '',
        [
            `Server: ${serverCell(report.server)}`,
            `mode: ${report.mode}`,
            `lockfile: ${escapeMarkdownInline(clip(report.lockfile, MAX_INLINE_CHARS))}`,
            `fail-on: ${report.failOn}`,
            summarizeCounts(report.counts) + (accepted === 0 ? '' : ` (${accepted} accepted, not counted)`),
        ].join(' · '),
        '',
    ];
    const tableHead = changes.length === 0
        ? ['No changes: the live server matches the lockfile.']
        : ['| Severity | Rule | Capability | What changed |', '| --- | --- | --- | --- |'];
    const rows = changes.map(tableRow);
    const diffs = diffBlocks(changes, 'definitions' in report ? report.definitions : undefined);
    const risk = riskRows(report.tools);
    const riskHead = ['', '### Tool risk', '', ...(risk.length === 0 ? ['No tool is rated HIGH or above.'] : [])];
    const assemble = (keptRows, keptDiffs, keptRisk, note) => `${[...head, ...tableHead, ...keptRows, ...note, ...keptDiffs, ...riskHead, ...keptRisk].join('\n')}\n`;
    const full = assemble(rows, diffs, risk, []);
    if (full.length <= maxLength)
        return full;
    // The note's worst case (everything cut) bounds its length, so the budget holds for the real one.
    const everything = (items) => ({ kept: 0, total: items.length });
    const noteBound = linesLength(['', truncationNote(everything(diffs), everything(rows), everything(risk), maxLength)]);
    const budget = maxLength - linesLength([...head, ...tableHead, ...riskHead]) - noteBound;
    // Drop order: diffs, then change rows (least severe first), then tool risk entries.
    let keptRows = [];
    let keptRisk = [];
    let keptDiffs = [];
    if (linesLength(rows) + linesLength(risk) <= budget) {
        keptRows = rows;
        keptRisk = risk;
        keptDiffs = keepWithin(diffs, budget - linesLength(rows) - linesLength(risk));
    }
    else if (linesLength(risk) <= budget) {
        keptRisk = risk;
        keptRows = prefixWithin(rows, budget - linesLength(risk));
    }
    else {
        keptRisk = prefixWithin(risk, budget);
    }
    const note = [
        '',
        truncationNote({ kept: keptDiffs.length, total: diffs.length }, { kept: keptRows.length, total: rows.length }, { kept: keptRisk.length, total: risk.length }, maxLength),
    ];
    const truncated = assemble(keptRows, keptDiffs, keptRisk, note);
    // Only a limit smaller than the fixed parts lands here; a hard cut is all that is left.
    return truncated.length <= maxLength ? truncated : truncated.slice(0, maxLength);
}

/** Reasons shown per tool in the risk list; the JSON report has them all. */
const TOOL_REASONS_SHOWN = 2;
const ANSI = {
    reset: '\u001b[0m',
    bold: '\u001b[1m',
    dim: '\u001b[2m',
    red: '\u001b[31m',
    green: '\u001b[32m',
    yellow: '\u001b[33m',
    cyan: '\u001b[36m',
};
const SEVERITY_STYLE = {
    critical: ANSI.bold + ANSI.red,
    warning: ANSI.yellow,
    info: ANSI.cyan,
    safe: ANSI.green,
};
const RISK_STYLE = {
    CRITICAL: ANSI.bold + ANSI.red,
    HIGH: ANSI.red,
    MEDIUM: ANSI.yellow,
    LOW: ANSI.dim,
};
/*
 * Every line starts with text of ours (a label, a severity, indentation then "-"), never with
 * server text: a CI log reads `::command::` at a line start as a workflow command.
 */
function changeLine(change, paint) {
    const severity = paint(SEVERITY_STYLE[change.severity], change.severity.toUpperCase().padEnd(8));
    const capability = `${capabilityTypeLabel(change.capability.type)} "${sanitizeTerminal(change.capability.name)}"`;
    const where = change.pointer === undefined || change.pointer === '' ? '' : ` at ${sanitizeTerminal(change.pointer)}`;
    const notes = [
        change.defaultSeverity === undefined ? '' : ` (default ${change.defaultSeverity})`,
        change.accepted === undefined
            ? ''
            : paint(ANSI.dim, ` [accepted: ${sanitizeTerminal(change.accepted.reason)}${change.accepted.expires === undefined ? '' : `, expires ${sanitizeTerminal(change.accepted.expires)}`}]`),
    ].join('');
    const line = `  ${severity}  ${sanitizeTerminal(change.rule)}  ${capability}${where}: ${sanitizeTerminal(change.message)}${notes}`;
    const reasons = change.reasons.map((reason) => paint(ANSI.dim, `            - ${sanitizeTerminal(reason)}`));
    return [line, ...reasons];
}
function changesSection(changes, paint) {
    if (changes.length === 0)
        return ['No changes: the live server matches the lockfile.'];
    const groups = SEVERITIES.map((severity) => changes.filter((change) => change.severity === severity))
        .filter((group) => group.length > 0)
        .map((group) => group.flatMap((change) => changeLine(change, paint)));
    const lines = [`Changes (${changes.length}):`];
    groups.forEach((group, index) => {
        if (index > 0)
            lines.push('');
        lines.push(...group);
    });
    return lines;
}
function toolsSection(tools, paint) {
    if (tools.length === 0)
        return ['Tool risk: the server has no tools.'];
    return [
        `Tool risk (${tools.length} tool${tools.length === 1 ? '' : 's'}):`,
        ...toolsByRisk(tools).map((tool) => {
            const level = paint(RISK_STYLE[tool.risk], tool.risk.padEnd(8));
            const shown = tool.reasons.slice(0, TOOL_REASONS_SHOWN).map(sanitizeTerminal).join('; ');
            const more = tool.reasons.length > TOOL_REASONS_SHOWN ? ` (+${tool.reasons.length - TOOL_REASONS_SHOWN} more)` : '';
            return `  ${level}  "${sanitizeTerminal(tool.name)}"${shown === '' ? '' : `: ${shown}${more}`}`;
        }),
    ];
}
/** Terminal report: header, changes worst first, tool risk, counts. Plain text unless `color`. */
function renderText(report, options = {}) {
    const paint = options.color === true ? (style, text) => `${style}${text}${ANSI.reset}` : (_style, text) => text;
    const verdict = paint(report.verdict === 'fail' ? ANSI.bold + ANSI.red : ANSI.bold + ANSI.green, report.verdict.toUpperCase());
    const accepted = acceptedCount(report.changes);
    const lines = [
        `MCP drift: ${verdict} - server ${sanitizeTerminal(serverLabel(report.server))}, mode ${report.mode}, fail-on ${report.failOn}`,
        `Lockfile: ${sanitizeTerminal(report.lockfile)}`,
        '',
        ...changesSection(report.changes, paint),
        '',
        ...toolsSection(report.tools, paint),
        '',
        `Counts: ${summarizeCounts(report.counts)}${accepted === 0 ? '' : `; ${accepted} accepted change${accepted === 1 ? '' : 's'} not counted`}`,
    ];
    return `${lines.join('\n')}\n`;
}

const REPORT_FORMATS = ['text', 'markdown', 'json'];
/** The report in one format; `format` usually comes from user input, so it is checked. */
function renderReport(report, format, options = {}) {
    switch (format) {
        case 'text':
            return renderText(report, options);
        case 'markdown':
            return renderMarkdown(report, options);
        case 'json':
            return renderJson(report);
        default:
            throw new GateError('usage', `unknown report format ${JSON.stringify(format)}: expected one of ${REPORT_FORMATS.join(', ')}`);
    }
}

export { DEFAULT_MARKDOWN_MAX_LENGTH, REPORT_FORMATS, renderJson, renderMarkdown, renderReport, renderSnapshotJson, renderText, summarizeCounts, toJsonReport };

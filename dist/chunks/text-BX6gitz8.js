import { a7 as escapeJsonInvisibles, P as SEVERITIES, a9 as sanitizeTerminal, aE as boundedTwoFilesPatch, aF as canonicalize, aG as FILE_HEADERS_ONLY, R as RISK_LEVELS, aH as showInvisible, D as isJsonObject, aI as valueAtPointer, aJ as escapeRegExp, aK as boundedWordDiff, aL as spellingVerdict, aM as boundedSentenceDiff, e as describeSource, G as GateError, av as escapeMarkdownInline, aw as clip, aN as hasHiddenCharacters, ax as escapeMarkdownCell, ay as codeFence, aO as getAugmentedNamespace, aa as getDefaultExportFromCjs } from './commandLine-Q5TO3seu.js';

/**
 * 2-space JSON with a trailing newline; key order is the value's own (callers build it on purpose).
 * Invisible and bidi characters in server text are written as `\uXXXX` escapes (the same value).
 */
function stringify$1(value) {
    return `${escapeJsonInvisibles(JSON.stringify(value, null, 2))}\n`;
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
        ...(change.triggers !== undefined && change.triggers.length > 0 && { triggers: change.triggers.map((trigger) => ({ ...trigger })) }),
        ...(change.before !== undefined && { before: change.before }),
        ...(change.after !== undefined && { after: change.after }),
        ...(change.accepted !== undefined && {
            accepted: {
                reason: change.accepted.reason,
                ...(change.accepted.expires !== undefined && { expires: change.accepted.expires }),
            },
        }),
        ...(change.defaultSeverity !== undefined && { defaultSeverity: change.defaultSeverity }),
        ...(change.escalation !== undefined && { escalation: change.escalation }),
    };
}
/**
 * The report as the JSON contract lays it out (reportVersion 1). `definitions` (locked and live
 * definition of each changed capability) is included so `render` reproduces the check's diffs.
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
        ...(report.locked !== undefined && { locked: jsonSide(report.locked) }),
        ...(report.live !== undefined && { live: jsonSide(report.live) }),
        lockfile: report.lockfile,
        changes: report.changes.map(orderedChange),
        tools: report.tools.map((tool) => ({ name: tool.name, risk: tool.risk, reasons: [...tool.reasons] })),
        ...(report.staleAcceptances !== undefined && report.staleAcceptances.length > 0 && {
            staleAcceptances: report.staleAcceptances.map((entry) => ({
                id: entry.id,
                reason: entry.reason,
                ...(entry.expires !== undefined && { expires: entry.expires }),
            })),
        }),
        ...(report.definitions !== undefined && Object.keys(report.definitions).length > 0 && { definitions: report.definitions }),
    };
}
function renderJson(report) {
    return stringify$1(toJsonReport(report));
}
/**
 * Output of the `snapshot` command. Keys keep their order: a snapshot records items as the
 * server sent them, so the same server gives the same bytes.
 */
function renderSnapshotJson(value) {
    return stringify$1(value);
}
/** Issue 24: one side of the header in a fixed key order. */
function jsonSide(side) {
    return {
        name: side.name,
        ...(side.version !== undefined && { version: side.version }),
        ...(side.source !== undefined && {
            source: {
                kind: side.source.kind,
                name: side.source.name,
                ...(side.source.version !== undefined && { version: side.source.version }),
                ...(side.source.pinned !== undefined && { pinned: side.source.pinned }),
            },
        }),
    };
}

/** "2 critical, 1 warning, 0 info, 5 safe": every severity, worst first, zeros included. */
function summarizeCounts(counts) {
    return SEVERITIES.map((severity) => `${counts[severity] ?? 0} ${severity}`).join(', ');
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
    const patch = boundedTwoFilesPatch(before === undefined ? '/dev/null' : `lockfile/${name}`, after === undefined ? '/dev/null' : `live/${name}`, before === undefined ? '' : canonicalDefinitionJson(before), after === undefined ? '' : canonicalDefinitionJson(after), FILE_HEADERS_ONLY);
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
    return server.version === undefined || server.version === "" ? server.name : `${server.name}@${server.version}`;
}
function acceptedCount(changes) {
    return changes.filter((change) => change.accepted !== undefined).length;
}

/**
 * How dangerous a change is for a reviewer, as a number: higher is shown first. Ranking is by
 * tier (what the change lets a model or tool do), then severity, then the tool's risk level.
 * The tables are keyed by text-signal kind and rule id so a new signal or rule is one line here;
 * anything not listed falls back to its severity, so an unknown rule of a newer gate still ranks.
 */
/** Text signals (reasons `signal <kind>: ...`) by tier: instructions aimed at the model first. */
const SIGNAL_TIER = {
    model_instructions: 6,
    model_directed_instruction: 6,
    model_directive: 6,
    secret_path: 6,
    invisible_characters: 6,
    widened_reach: 5,
    exposed_credential: 5,
    unsafe_argument: 6,
    new_url: 2,
    tool_mention: 2,
};
/** Tier of a critical signal this table does not know yet (a newer detector): with the known text signals. */
const UNKNOWN_CRITICAL_SIGNAL_TIER = 6;
/** Rules by tier: 5 new tools and raised risk, 4 new power in an existing tool, 3 lost trust. */
const RULE_TIER = {
    tool_added: 5,
    risk_level_raised: 5,
    signature_violation: 5,
    tool_signature_lost: 4,
    tool_signature_invalid: 4,
    tool_signer_changed: 4,
    tool_signature_required: 4,
    input_property_added: 4,
    input_type_widened: 4,
    input_type_changed: 4,
    input_enum_value_added: 4,
    input_enum_removed: 4,
    input_branch_added: 4,
    input_additional_properties_allowed: 4,
    tool_annotation_hint_widened: 4,
    tool_annotations_changed: 4,
    resource_added: 4,
    template_added: 4,
    input_property_made_optional: 3,
    input_constraint_relaxed: 3,
    input_constraint_removed: 3,
    input_schema_removed: 3,
    prompt_added: 3,
    server_instructions_changed: 3,
    server_capabilities_changed: 3,
    input_null_allowed: 2,
};
/** Tier by the contract's coarse kind, for a rule id this table does not name (a newer gate's rule). */
const KIND_TIER = {
    tool_added: 5,
    signature_violation: 5,
    risk_level_changed: 5,
    resource_added: 4,
    template_added: 4,
    prompt_added: 3,
};
const SEVERITY_WEIGHT = { critical: 300, warning: 200, info: 100, safe: 0 };
/** Tier of a critical change of a rule not in RULE_TIER; non-critical changes get tier 0. */
const DEFAULT_CRITICAL_TIER = 2;
/** The text signals named in a change's reasons (`signal secret_path: "~/.ssh"`). */
function signalsOf(change) {
    const found = [];
    for (const reason of change.reasons) {
        const match = /^signal ([a-z_]+)\b/.exec(reason);
        if (match && !found.includes(match[1]))
            found.push(match[1]);
    }
    return found;
}
/** A critical text signal on this change (what puts a capability at the top of "review these first"). */
function hasCriticalSignal(change) {
    return change.severity === 'critical' && signalsOf(change).some((signal) => (SIGNAL_TIER[signal] ?? UNKNOWN_CRITICAL_SIGNAL_TIER) >= 6);
}
function tierOf(change) {
    const signals = signalsOf(change);
    const signalTier = Math.max(0, ...signals.map((signal) => SIGNAL_TIER[signal] ?? (change.severity === 'critical' ? UNKNOWN_CRITICAL_SIGNAL_TIER : 1)));
    // A rule's tier counts only at the severity policy left it: a softened new tool is not "new power".
    let ruleTier = change.severity === 'critical' ? RULE_TIER[change.rule] ?? KIND_TIER[change.kind] ?? DEFAULT_CRITICAL_TIER : change.severity === 'warning' ? 1 : 0;
    // Risk raised to LOW or MEDIUM ranks with new power in an existing tool, not with new tools.
    if (change.rule === 'risk_level_raised' && ruleTier > 3 && change.after !== 'HIGH' && change.after !== 'CRITICAL')
        ruleTier = 3;
    // A signal raises a change only as far as its severity: a warning-level URL never outranks a critical rule.
    return change.severity === 'critical' ? Math.max(signalTier, ruleTier) : Math.min(Math.max(signalTier, ruleTier), 1);
}
/** Risk level named in a change (`risk HIGH` reason, or the after side of risk_level_raised). */
function riskNamed(change) {
    if (typeof change.after === 'string' && RISK_LEVELS.includes(change.after))
        return change.after;
    for (const reason of change.reasons) {
        const match = /^risk (LOW|MEDIUM|HIGH|CRITICAL)\b/.exec(reason);
        if (match)
            return match[1];
    }
    return undefined;
}
/**
 * Within the text-signal tier, each further kind of critical signal on the same change counts 100:
 * an instruction to the model that names a secret path (the tool-poisoning pattern) ranks above a
 * new tool that only mentions `~/.ssh/id_rsa.pub`. At most 3 kinds count, so it stays within the tier.
 */
const EXTRA_SIGNAL_KIND_WEIGHT = 100;
function extraSignalKinds(change) {
    if (change.severity !== 'critical')
        return 0;
    const critical = signalsOf(change).filter((signal) => (SIGNAL_TIER[signal] ?? UNKNOWN_CRITICAL_SIGNAL_TIER) >= 6);
    return Math.min(Math.max(critical.length - 1, 0), 3);
}
/** Score of one change; accepted changes rank last (they do not count). */
function changeDanger(change, toolRisk) {
    if (change.accepted !== undefined)
        return 0;
    const risk = riskNamed(change) ?? toolRisk;
    const riskWeight = risk === undefined ? 0 : RISK_LEVELS.indexOf(risk) * 10;
    return tierOf(change) * 1_000 + SEVERITY_WEIGHT[change.severity] + EXTRA_SIGNAL_KIND_WEIGHT * extraSignalKinds(change) + riskWeight;
}
/** Why a capability ranks where it does, in a few words (for the review-first list). */
function dangerLabel(change) {
    const signals = signalsOf(change).filter((signal) => change.severity === 'critical' || SIGNAL_TIER[signal] !== undefined);
    if (change.severity === 'critical' && signals.length > 0)
        return `text signal ${signals.join(', ')}`;
    return change.rule.replace(/[_-]/g, ' ');
}

/** Longest context shown either side of the marked words in a long sentence. */
const CONTEXT_BEFORE = 140;
const CONTEXT_AFTER = 200;
/** Distinct quotes per change (several signals in one sentence make one quote). */
const MAX_QUOTES_PER_CHANGE = 3;
/** The change's triggers: recorded ones, else text triggers derived from its signal reasons. */
function triggersOf(change) {
    if (change.triggers !== undefined && change.triggers.length > 0)
        return change.triggers;
    return derivedTextTriggers(change);
}
/** `signal model_directive at /description: "[obligation] Before …"` -> its parts. */
const SIGNAL_REASON = /^signal ([a-z_]+)(?: at (\/\S*))?: (.*)$/s;
function derivedTextTriggers(change) {
    const out = [];
    for (const reason of change.reasons) {
        const parsed = SIGNAL_REASON.exec(reason);
        if (!parsed)
            continue;
        const [, signal, pointer, list] = parsed;
        const text = textAt(change.after, pointer);
        if (text === undefined)
            continue;
        for (const quoted of list.matchAll(/"(.*?)"(?=, "|$)/gs)) {
            let word = quoted[1];
            let pattern;
            // A directive is reported as `[pattern] sentence`.
            const directive = /^\[([a-z_]+)\] (.*)$/s.exec(word);
            if (signal === 'model_directive' && directive) {
                pattern = directive[1];
                word = directive[2];
            }
            const match = locate(text, signal, word);
            if (match === undefined)
                continue;
            const sentence = sentenceAround(text, match);
            out.push({
                kind: 'text',
                signal,
                ...(pattern === undefined ? {} : { pattern }),
                ...(pointer === undefined ? {} : { pointer }),
                quote: text.slice(sentence[0], sentence[1]),
                sentence,
                match,
            });
        }
    }
    return out;
}
function textAt(after, pointer) {
    if (pointer === undefined)
        return typeof after === 'string' ? after : undefined;
    if (!isJsonObject(after) && !Array.isArray(after))
        return undefined;
    const value = valueAtPointer(after, pointer);
    return typeof value === 'string' ? value : undefined;
}
/** [start, end) of the reported words in the text: as written, else ignoring case, else by their first words. */
function locate(text, signal, word) {
    if (signal === 'invisible_characters') {
        const code = /^U\+([0-9A-F]{4,6})$/.exec(word);
        if (!code)
            return undefined;
        const char = String.fromCodePoint(Number.parseInt(code[1], 16));
        const at = text.indexOf(char);
        return at < 0 ? undefined : [at, at + char.length];
    }
    if (word === '')
        return undefined;
    const exact = text.indexOf(word);
    if (exact >= 0)
        return [exact, exact + word.length];
    const lower = text.toLowerCase().indexOf(word.toLowerCase());
    if (lower >= 0 && text.length === text.toLowerCase().length)
        return [lower, lower + word.length];
    // Detectors read a prose form (whitespace collapsed, identifiers split): match word by word.
    const words = word.split(/\s+/).filter(Boolean).map(escapeRegExp);
    if (words.length === 0)
        return undefined;
    const loose = new RegExp(words.join('[\\s_]+'), 'iu').exec(text);
    return loose ? [loose.index, loose.index + loose[0].length] : undefined;
}
const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
/** [start, end) of the sentence holding `match` (widened to hold all of it), trailing whitespace trimmed. */
function sentenceAround(text, match) {
    let start = match[0];
    let end = match[1];
    for (const segment of segmenter.segment(text)) {
        const segmentEnd = segment.index + segment.segment.length;
        if (segmentEnd <= match[0] || segment.index >= match[1]) {
            if (segment.index >= match[1])
                break;
            continue;
        }
        start = Math.min(start, segment.index);
        end = Math.max(end, segmentEnd);
    }
    // A sentence of a bulleted or multi-line text ends at its line.
    const lineStart = text.lastIndexOf('\n', match[0] - 1) + 1;
    const lineEnd = text.indexOf('\n', match[1]);
    start = Math.max(start, lineStart);
    if (lineEnd >= 0)
        end = Math.min(end, lineEnd);
    // A closing tag alone (`</IMPORTANT>` after the sentence it closes) belongs with that sentence; so does an opening one.
    const segments = [...segmenter.segment(text)];
    const bare = (from, to) => text.slice(from, to).replace(/<\/?[A-Za-z][^>]*>/g, '').replace(/[\s\p{P}]/gu, '') === '';
    if (bare(start, end)) {
        const previous = segments.filter((segment) => segment.index + segment.segment.length <= start).pop();
        if (previous !== undefined && previous.index >= lineStart)
            start = previous.index;
    }
    const following = segments.find((segment) => segment.index >= end);
    if (following !== undefined && bare(following.index, following.index + following.segment.length) && (lineEnd < 0 || following.index < lineEnd)) {
        end = following.index + following.segment.length;
    }
    while (end > start && /\s/.test(text[end - 1]))
        end -= 1;
    while (start < end && /\s/.test(text[start]))
        start += 1;
    return [Math.min(start, match[0]), Math.max(end, match[1])];
}
/** `project`, `filter.status` from `/inputSchema/properties/filter/properties/status`; else the pointer's last token. */
function subjectOf(pointer) {
    if (pointer === undefined || pointer === '')
        return undefined;
    const tokens = pointer.split('/').slice(1).map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
    const names = [];
    tokens.forEach((token, index) => {
        if (tokens[index - 1] === 'properties' && token !== 'properties')
            names.push(token);
    });
    if (names.length > 0) {
        const last = tokens[tokens.length - 1];
        const tail = tokens[tokens.length - 2] === 'properties' || last === undefined ? '' : `/${last}`;
        return `${names.join('.')}${tail === '/properties' ? '' : tail}`;
    }
    return tokens[tokens.length - 1];
}
/**
 * The quotes of a change, primary first: text triggers in the same sentence make one quote with
 * each matched span marked and every signal named; then parameter and structure triggers.
 */
function triggerViews(change) {
    const views = [];
    const textGroups = new Map();
    const order = [];
    for (const trigger of triggersOf(change)) {
        if (trigger.kind !== 'text') {
            order.push(trigger);
            continue;
        }
        const key = `${trigger.pointer ?? change.pointer ?? ''}|${trigger.sentence[0]}|${trigger.sentence[1]}`;
        const group = textGroups.get(key);
        if (group)
            group.push(trigger);
        else {
            textGroups.set(key, [trigger]);
            order.push(key);
        }
    }
    for (const entry of order) {
        if (typeof entry === 'string')
            views.push(textView(change, textGroups.get(entry)));
        else if (entry.kind === 'parameter') {
            views.push({
                kind: 'parameter',
                label: `${entry.class.replace(/_/g, ' ')} parameter`,
                where: entry.parameter,
                parts: [
                    { text: 'parameter ', marked: false },
                    { text: entry.parameter, marked: true },
                    { text: ` (${entry.class})${entry.tokens.length === 0 ? '' : `: ${entry.tokens.map((t) => `"${t}"`).join(', ')} in ${entry.evidence}`}`, marked: false },
                ],
            });
        }
        else if (entry.kind === 'structure') {
            // A structure trigger restates the change's own data, which its old → new line shows right
            // after; quoted only where the change is critical, so the reason it fails stands first.
            if (change.severity !== 'critical')
                continue;
            const values = (entry.before !== undefined || entry.after !== undefined) && !/->|→/.test(entry.what)
                ? `: ${entry.before ?? 'absent'} → ${entry.after ?? 'absent'}` : '';
            // `destructiveHint false -> true` at /annotations/destructiveHint names its place already.
            const place = subjectOf(entry.pointer);
            const where = place !== undefined && !entry.what.includes(place.split('/').pop()) ? place : undefined;
            views.push({ kind: 'structure', label: entry.what, ...(where === undefined ? {} : { where }), parts: [{ text: `${entry.what}${values}`, marked: true }] });
        }
    }
    return views.slice(0, MAX_QUOTES_PER_CHANGE);
}
function textView(change, group) {
    const first = group[0];
    const [start, end] = first.sentence;
    const text = first.quote;
    // Offsets are into the whole new string; the quote is its [start, end) slice.
    const spans = group
        .map((t) => [Math.max(t.match[0], start) - start, Math.min(t.match[1], end) - start])
        .filter(([a, b]) => b > a)
        .sort((a, b) => a[0] - b[0]);
    const merged = [];
    for (const span of spans) {
        const last = merged[merged.length - 1];
        if (last && span[0] <= last[1])
            last[1] = Math.max(last[1], span[1]);
        else
            merged.push([...span]);
    }
    const parts = [];
    let at = 0;
    for (const [a, b] of merged) {
        if (a > at)
            parts.push({ text: text.slice(at, a), marked: false });
        parts.push({ text: text.slice(a, b), marked: true });
        at = b;
    }
    if (at < text.length)
        parts.push({ text: text.slice(at), marked: false });
    // A directive names its pattern (`model_directive (conditional_data_flow)`): what the reviewer judges.
    const signals = [...new Set(group.map((t) => (t.pattern === undefined ? t.signal : `${t.signal} (${t.pattern.replace(/_/g, ' ')})`)))];
    const where = subjectOf(first.pointer ?? change.pointer);
    return {
        kind: 'text',
        label: signals.join(', '),
        ...(where === undefined ? {} : { where }),
        parts: clipAroundMarks(parts.map((p) => ({ ...p, text: showInvisible(p.text).replace(/\s+/g, ' ') }))),
        sentence: text,
    };
}
/** A long sentence keeps the marked words whole and some context either side, elisions marked. */
function clipAroundMarks(parts) {
    const firstMarked = parts.findIndex((p) => p.marked);
    if (firstMarked < 0)
        return parts;
    const out = parts.map((p) => ({ ...p }));
    const before = out.slice(0, firstMarked).reduce((n, p) => n + p.text.length, 0);
    if (before > CONTEXT_BEFORE) {
        let drop = before - CONTEXT_BEFORE;
        for (let i = 0; i < firstMarked && drop > 0; i++) {
            const take = Math.min(drop, out[i].text.length);
            out[i].text = out[i].text.slice(take);
            drop -= take;
        }
        const lead = out.findIndex((p) => p.text !== '');
        out[lead].text = `…${out[lead].text.replace(/^\S*\s/, ' ').trimStart()}`;
    }
    let lastMarked = -1;
    out.forEach((p, i) => { if (p.marked)
        lastMarked = i; });
    const after = out.slice(lastMarked + 1).reduce((n, p) => n + p.text.length, 0);
    if (after > CONTEXT_AFTER) {
        let keep = CONTEXT_AFTER;
        for (let i = lastMarked + 1; i < out.length; i++) {
            const piece = out[i];
            if (keep <= 0)
                piece.text = '';
            else if (piece.text.length > keep) {
                piece.text = `${piece.text.slice(0, keep).replace(/\s\S*$/, '')} …`;
                keep = 0;
            }
            else
                keep -= piece.text.length;
        }
    }
    return out.filter((p) => p.text !== '');
}
/** A trigger quote as plain text: the marked words between `>>` and `<<`. */
function quotePlain(view) {
    return view.parts.map((p) => (p.marked ? `>>${p.text}<<` : p.text)).join('');
}
/** `model_directive in description: "…"` for one-line surfaces (text, annotations, SARIF). */
function triggerLinePlain(view) {
    const where = view.where === undefined ? '' : ` in ${view.where}`;
    return view.kind === 'text' ? `${view.label}${where}: "${quotePlain(view)}"` : `${view.label}${where}: ${quotePlain(view)}`;
}
/**
 * For the first annotation and the first SARIF result (what a reviewer opens first): the quoted
 * triggers of the other capabilities "review these first" names, one line each.
 */
function alsoReviewLines(review, except, max = 3) {
    return review
        .filter((view) => view.key !== except && view.triggers.length > 0)
        .slice(0, max)
        .map((view) => `Also review first: ${view.ref.type} ${view.ref.name}: ${triggerLinePlain(view.triggers[0])}`);
}
/** One line for the first annotation and SARIF result: both sides, and the removed capabilities counted. */
function sidesLinePlain(sides, removed) {
    const server = sides.locked === sides.live ? `locked and live ${sides.live}` : `locked ${sides.locked} -> live ${sides.live}${sides.renamed ? ' (server renamed)' : ''}`;
    const gone = removed.map(({ type, names }) => `${names.length} ${capabilityTypeLabel(type)}${names.length === 1 ? '' : 's'} removed (${names.slice(0, 6).join(', ')}${names.length > 6 ? `, +${names.length - 6} more` : ''})`);
    return [`Server: ${server}; lockfile ${sides.lockfile}`, ...gone].join('; ');
}

function sideLabel(side) {
    const label = serverLabel({ name: side.name, ...(side.version === undefined ? {} : { version: side.version }) });
    return side.source === undefined ? label : `${label} (${describeSource(side.source)})`;
}
function sidesOf(report) {
    const extra = report;
    const live = extra.live ?? report.server;
    const info = report.changes.find((c) => c.rule === 'server_info_changed' && isJsonObject(c.before));
    const before = info?.before;
    const locked = extra.locked
        ?? (before !== undefined && typeof before.name === 'string'
            ? { name: before.name, ...(typeof before.version === 'string' ? { version: before.version } : {}) }
            : live);
    const raw = report.lockfile;
    const lockfile = typeof raw === 'string' ? raw : isJsonObject(raw) && typeof raw.path === 'string' ? raw.path : '';
    return { locked: sideLabel(locked), live: sideLabel(live), lockfile, renamed: locked.name !== live.name, upgraded: locked.version !== live.version };
}
function removedOf(changes) {
    const byType = new Map();
    for (const change of changes) {
        if (!change.kind.endsWith('_removed'))
            continue;
        const names = byType.get(change.capability.type) ?? [];
        if (!names.includes(change.capability.name))
            names.push(change.capability.name);
        byType.set(change.capability.type, names);
    }
    return [...byType.entries()].map(([type, names]) => ({ type, names }));
}
const REVIEW_FIRST_MAX = 8;
/** A change repeated on at least this many capabilities is folded into one pattern line. */
const PATTERN_MIN_CAPABILITIES = 3;
/** Evidence of one change: lines and characters per line. */
const MAX_EVIDENCE_LINES = 6;
const MAX_EVIDENCE_CHARS = 400;
const MAX_EVIDENCE_PER_CAPABILITY = 3;
/** Trigger quotes shown first per capability. */
const MAX_TRIGGERS_PER_CAPABILITY = 3;
/** MCP's documented defaults of the tool annotation hints, to say what "absent" meant. */
const ANNOTATION_DEFAULTS = {
    readOnlyHint: false,
    destructiveHint: true,
    idempotentHint: false,
    openWorldHint: true,
};
const rank = (severity) => SEVERITIES.indexOf(severity);
function clipText(text, max) {
    const chars = Array.from(text);
    return chars.length <= max ? text : `${chars.slice(0, max).join('')}… (+${chars.length - max} chars)`;
}
/** `input_property_made_optional` -> `property made optional` (the capability type is said elsewhere). */
function ruleWords(rule) {
    return rule.replace(/^(input|tool|prompt|resource|template|server)[_-]/, '').replace(/[_-]/g, ' ');
}
function isScalar(value) {
    return value === undefined || value === null || typeof value !== 'object';
}
/** `absent (default true)`, `"x"`, `2000`; undefined when a value is too big for a phrase. */
function valueWords(value, pointer) {
    if (value === undefined) {
        const hint = pointer?.slice(pointer.lastIndexOf('/') + 1);
        return hint !== undefined && hint in ANNOTATION_DEFAULTS ? `absent (default ${ANNOTATION_DEFAULTS[hint]})` : 'absent';
    }
    const json = JSON.stringify(value);
    return json.length <= 60 ? json : undefined;
}
/** The short phrase of one change: identifier, what happened, values when small, signals. */
function changePhrase(change) {
    const signals = signalsOf(change);
    const phrase = [];
    // Kinds are the report contract's coarse classes: a rule id this gate does not know still has one.
    switch (change.kind === 'risk_level_changed' ? change.rule : change.kind) {
        case 'tool_added':
        case 'prompt_added':
        case 'resource_added':
        case 'template_added': {
            phrase.push(`new ${capabilityTypeLabel(change.capability.type)}`);
            const risk = change.reasons.map((r) => /^risk (\w+)/.exec(r)?.[1]).find(Boolean);
            if (risk)
                phrase.push(` (risk ${risk})`);
            break;
        }
        case 'tool_removed':
        case 'prompt_removed':
        case 'resource_removed':
        case 'template_removed':
            phrase.push('removed');
            break;
        case 'risk_level_raised':
        case 'risk_level_lowered':
            phrase.push(`risk ${change.rule.endsWith('raised') ? 'raised' : 'lowered'} ${String(change.before ?? '?')} → ${String(change.after ?? '?')}`);
            break;
        default: {
            const spelling = numberSpellingPhrase(change);
            if (spelling !== undefined) {
                phrase.push(...spelling);
                break;
            }
            const cosmetic = cosmeticPhrase(change);
            if (cosmetic !== undefined) {
                phrase.push(...cosmetic);
                break;
            }
            let subject = subjectOf(change.pointer);
            // `/arguments/1`: the item's own name says more than its index.
            const item = change.after ?? change.before;
            if (subject !== undefined && /^\d+$/.test(subject) && isJsonObject(item) && typeof item.name === 'string')
                subject = item.name;
            const words = ruleWords(change.rule);
            // `description` + "description changed" says it twice.
            if (subject !== undefined && !words.toLowerCase().startsWith(subject.toLowerCase()))
                phrase.push({ code: subject }, ' ');
            phrase.push(words);
            if (isScalar(change.before) && isScalar(change.after) && !(change.before === undefined && change.after === undefined)) {
                // A rule that applied a spec default says so in a reason: show what was really there.
                const stated = change.reasons.map((r) => /^before: absent \(spec default (\w+)\)/.exec(r)?.[1]).find(Boolean);
                const before = stated === undefined ? valueWords(change.before, change.pointer) : `absent (default ${stated})`;
                const after = valueWords(change.after, change.pointer);
                // Text changes carry sentences, not values: their evidence shows the changed part.
                const sentence = (value) => typeof value === 'string' && /\s/.test(value);
                // `required` lists hold the name itself: "project" → absent says nothing the words do not.
                const isName = (value) => value !== undefined && value === subject;
                if (before !== undefined && after !== undefined && !sentence(change.before) && !sentence(change.after) && !isName(change.before) && !isName(change.after)) {
                    phrase.push(`: ${before} → ${after}`);
                }
            }
            else if (looksLikeSchema(change.after) || looksLikeSchema(change.before)) {
                // A schema on either side (a new variant, a new type): its fields in words, never JSON.
                const side = (value) => (value === undefined ? 'absent' : clipText(describeSchema(value), MAX_PHRASE_SCHEMA_CHARS));
                phrase.push(change.before === undefined ? `: ${side(change.after)}` : `: ${side(change.before)} → ${side(change.after)}`);
            }
        }
    }
    if (signals.length > 0)
        phrase.push(` (${signals.join(', ')})`);
    if (change.accepted !== undefined)
        phrase.push(' (accepted)');
    return phrase;
}
/**
 * `tool_number_spelling_changed`: the two literals as written (code, not JSON strings) and what
 * they are, as the rule's message says: "`n/maximum` number written `1.0` → `1` (the same number)".
 * Literals too long to show whole (a code span is clipped, and two such integers may differ only
 * at the end) are left to the change's message, as other values are.
 */
function numberSpellingPhrase(change) {
    if (change.rule !== 'tool_number_spelling_changed' || typeof change.before !== 'string' || typeof change.after !== 'string')
        return undefined;
    const subject = subjectOf(change.pointer);
    const verdict = spellingVerdict(change.before, change.after);
    const shown = change.before.length <= MAX_SPELLING_CHARS && change.after.length <= MAX_SPELLING_CHARS;
    return [
        ...(subject === undefined ? [] : [{ code: subject }, ' ']),
        ...(shown ? ['number written ', { code: change.before }, ' → ', { code: change.after }] : ['number written another way']),
        ...(verdict === undefined ? [] : [` (${verdict})`]),
    ];
}
/** The longest schema description a phrase shows per side (the evidence shows more). */
const MAX_PHRASE_SCHEMA_CHARS = 80;
/** The longest literal a spelling phrase shows (valueWords shows values up to 60 characters too). */
const MAX_SPELLING_CHARS = 60;
/**
 * What a `<role>_schema_cosmetic` row summarises, from its reason (`input schema edits that change no
 * accepted value: \`$schema\` removed at /`): "`$schema` removed (cosmetic)", not "schema cosmetic".
 */
function cosmeticPhrase(change) {
    if (!change.rule.endsWith('schema_cosmetic'))
        return undefined;
    const notes = change.reasons.map((reason) => /change no accepted value: (.+)$/.exec(reason)?.[1]).find(Boolean);
    if (notes === undefined)
        return undefined;
    const subject = subjectOf(change.pointer);
    const phrase = subject === undefined || subject === 'inputSchema' ? [] : [{ code: subject }, ': '];
    // Identifiers are in backticks in the reason; a place other than the root is a pointer, shown as one.
    const text = notes.replace(/ at \/(?=;|$)/g, '').replace(/ at (\/[^;]*)/g, ' at `$1`');
    text.split('`').forEach((part, index) => {
        if (part !== '')
            phrase.push(index % 2 === 1 ? { code: part } : part);
    });
    phrase.push(' (cosmetic)');
    return phrase;
}
function phraseText(phrase) {
    return phrase.map((part) => (typeof part === 'string' ? part : part.code)).join('');
}
/** Only the sentences that changed, `-` then `+`, invisible characters shown. */
function sentenceDiff(before, after) {
    const lines = [];
    for (const part of boundedSentenceDiff(before, after)) {
        if (!part.added && !part.removed)
            continue;
        const text = showInvisible(part.value).replace(/\s+/g, ' ').trim();
        // One sentence a line, so an added sentence reads whole rather than wrapped mid-way.
        for (const sentence of text.split(/(?<=[.!?])\s+(?=\S)/)) {
            if (sentence !== '')
                lines.push({ sign: part.added ? '+' : '-', text: sentence });
        }
    }
    // Removed lines first, so each block reads as a two-line diff.
    return [...lines.filter((l) => l.sign === '-'), ...lines.filter((l) => l.sign === '+')];
}
const normalized = (text) => showInvisible(text).replace(/\s+/g, ' ').trim();
/** Index of the diff line that holds (the start of) a trigger's sentence, or -1. */
function triggerLine(lines, sentence) {
    const wanted = normalized(sentence);
    const head = wanted.slice(0, 40);
    const index = lines.findIndex((line) => line.sign === '+' && (line.text.includes(head) || wanted.includes(line.text)));
    return index;
}
/**
 * At most `max` lines of a diff, the window holding the trigger's line (never cut before it),
 * what is left out above and below said in a context line on each side.
 */
function diffWindow(lines, target, max = MAX_EVIDENCE_LINES) {
    if (lines.length <= max)
        return [...lines];
    const at = target < 0 ? 0 : target;
    // Room for the two elision lines; the trigger's line sits near the window's top, after one line of context.
    const room = Math.max(1, max - 2);
    let start = Math.max(0, Math.min(at - 1, lines.length - room));
    if (target < 0)
        start = 0;
    const end = Math.min(lines.length, start + (start === 0 ? max - 1 : room));
    const out = [];
    if (start > 0)
        out.push({ sign: ' ', text: `… (${start} line${start === 1 ? '' : 's'} above)` });
    out.push(...lines.slice(start, end));
    if (end < lines.length)
        out.push({ sign: ' ', text: `… (${lines.length - end} more line${lines.length - end === 1 ? '' : 's'} below)` });
    return out;
}
/** A long line clipped around [from, to) (kept whole), elisions marked on both sides. */
function clipAround(text, from, to, max = MAX_EVIDENCE_CHARS) {
    if (text.length <= max)
        return text;
    const keep = Math.max(0, max - (to - from));
    let start = Math.max(0, from - Math.floor(keep / 3));
    let end = Math.min(text.length, to + (keep - (from - start)));
    if (end === text.length)
        start = Math.max(0, end - max);
    if (start === 0)
        end = Math.min(text.length, Math.max(end, max));
    const head = start > 0 ? `(${start} chars before) …` : '';
    const tail = end < text.length ? `… (+${text.length - end} chars)` : '';
    return `${head}${text.slice(start, end)}${tail}`;
}
/** Each line clipped to MAX_EVIDENCE_CHARS, around the trigger's sentence on the line that holds it. */
function clipLines(lines, target, sentence) {
    return lines.map((line, index) => {
        if (index === target && sentence !== undefined) {
            const head = normalized(sentence).slice(0, 40);
            const at = Math.max(0, line.text.indexOf(head));
            return { ...line, text: clipAround(line.text, at, Math.min(line.text.length, at + normalized(sentence).length)) };
        }
        return { ...line, text: clipText(line.text, MAX_EVIDENCE_CHARS) };
    });
}
const SCHEMA_KEYS = ['type', 'properties', 'anyOf', 'oneOf', 'allOf', 'enum', 'const', '$ref', 'items', 'format', 'pattern'];
function looksLikeSchema(value) {
    return isJsonObject(value) && SCHEMA_KEYS.some((key) => Object.hasOwn(value, key));
}
const isNullSchema = (value) => isJsonObject(value) && (value.type === 'null' || value.const === null);
/** `minLength 1, pattern "^a"`: the constraints a reader checks, in words. */
function constraintsOf(schema) {
    const out = [];
    for (const key of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems', 'format', 'pattern']) {
        if (schema[key] !== undefined)
            out.push(`${key} ${JSON.stringify(schema[key])}`);
    }
    return out;
}
/**
 * A schema fragment as a reader reads it, never as wrapped JSON: `string, maxLength 10`,
 * `object {path: string (required), mode: enum "r" | "w"}`; pydantic's Optional[X]
 * (`anyOf [X, null]`) reads `X, optional`; a union lists its variants with their fields.
 */
function describeSchema(schema, depth = 0) {
    if (schema === true || schema === undefined)
        return 'any';
    if (schema === false)
        return 'nothing';
    if (!isJsonObject(schema))
        return JSON.stringify(schema);
    const parts = [];
    const union = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
    if (union !== undefined) {
        const others = union.filter((variant) => !isNullSchema(variant));
        const nullable = others.length < union.length;
        if (others.length === 1)
            parts.push(`${describeSchema(others[0], depth)}${nullable ? ', optional' : ''}`);
        else
            parts.push(`${others.map((variant) => describeSchema(variant, depth + 1)).join(' | ')}${nullable ? ' | null' : ''}`);
    }
    else if (Array.isArray(schema.enum)) {
        parts.push(`enum ${schema.enum.map((value) => JSON.stringify(value)).join(' | ')}`);
    }
    else if (schema.const !== undefined) {
        parts.push(`const ${JSON.stringify(schema.const)}`);
    }
    else if (typeof schema.$ref === 'string') {
        parts.push(`ref ${schema.$ref}`);
    }
    else {
        const type = typeof schema.type === 'string' ? schema.type : Array.isArray(schema.type) ? schema.type.join(' | ') : isJsonObject(schema.properties) ? 'object' : 'any';
        if (type === 'array' && schema.items !== undefined && depth < 3)
            parts.push(`array of ${describeSchema(schema.items, depth + 1)}`);
        else if (isJsonObject(schema.properties) && depth < 3) {
            const required = new Set(Array.isArray(schema.required) ? schema.required : []);
            const fields = Object.entries(schema.properties).map(([name, property]) => `${name}: ${describeSchema(property, depth + 1)}${required.has(name) ? ' (required)' : ''}`);
            parts.push(`object {${fields.join(', ')}}`);
        }
        else
            parts.push(type);
    }
    parts.push(...constraintsOf(schema));
    if (schema.default !== undefined && schema.default !== null)
        parts.push(`default ${clipText(JSON.stringify(schema.default), 60)}`);
    return parts.join(', ');
}
/** A schema value as a readable list, or undefined when it is not a schema. */
function schemaFragment(value) {
    return looksLikeSchema(value) ? clipText(describeSchema(value), MAX_EVIDENCE_CHARS) : undefined;
}
function describeParameter(name, schema, required) {
    const description = isJsonObject(schema) && typeof schema.description === 'string' ? `: ${schema.description}` : '';
    const shape = describeSchema(schema);
    const optional = required ? ', required' : shape.endsWith(', optional') || shape.includes(', optional,') ? '' : ', optional';
    return clipText(`${name} (${shape}${optional})${description}`.replace(/\s+/g, ' '), MAX_EVIDENCE_CHARS);
}
/** Parameters of a tool definition, one line each. */
function parametersOf(definition) {
    if (!isJsonObject(definition) || !isJsonObject(definition.inputSchema))
        return [];
    const schema = definition.inputSchema;
    const required = new Set(Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === 'string') : []);
    if (!isJsonObject(schema.properties))
        return [];
    return Object.entries(schema.properties).map(([name, property]) => describeParameter(name, property, required.has(name)));
}
/** Evidence of one change: the changed sentences, the new parameter, the new capability, or its reasons. */
function changeEvidence(change, triggers = triggerViews(change)) {
    const label = [];
    const subject = subjectOf(change.pointer);
    let lines = [];
    // The window of a long diff is placed on the first quoted sentence.
    const quoted = triggers.find((t) => t.sentence !== undefined);
    let windowed = false;
    if (typeof change.after === 'string' && (typeof change.before === 'string' || change.before === undefined) && change.pointer !== undefined) {
        label.push({ code: subject ?? 'text' });
        const diff = sentenceDiff(change.before ?? '', change.after);
        const target = quoted?.sentence === undefined ? -1 : triggerLine(diff, quoted.sentence);
        const clipped = clipLines(diff, target, quoted?.sentence);
        lines.push(...diffWindow(clipped, target));
        windowed = true;
    }
    else if (change.kind.endsWith('_added') && !change.pointer && change.after !== undefined) {
        label.push(`new ${capabilityTypeLabel(change.capability.type)}`);
        const definition = change.after;
        if (isJsonObject(definition) && typeof definition.description === 'string') {
            const description = normalized(definition.description);
            const onDescription = triggers.find((t) => t.sentence !== undefined && (t.where === 'description' || t.where === undefined));
            const at = onDescription?.sentence === undefined ? -1 : description.indexOf(normalized(onDescription.sentence).slice(0, 40));
            lines.push({ sign: '+', text: at < 0 ? clipText(description, MAX_EVIDENCE_CHARS) : clipAround(description, at, at + normalized(onDescription.sentence).length) });
        }
        // What a text signal found comes before the parameters, unless it is quoted as a trigger.
        if (triggers.length === 0)
            for (const reason of change.reasons.filter((r) => r.startsWith('signal ')))
                lines.push({ sign: ' ', text: clipText(showInvisible(reason), MAX_EVIDENCE_CHARS) });
        for (const parameter of parametersOf(definition))
            lines.push({ sign: '+', text: `parameter ${parameter}` });
    }
    else if (subject !== undefined && isJsonObject(change.after) && /propert|param|argument/.test(change.rule)) {
        label.push('parameter ', { code: subject });
        const name = subject.split('.').pop() ?? subject;
        lines.push({ sign: '+', text: describeParameter(name, change.after, /required/.test(change.rule)) });
    }
    else if (subject !== undefined && /made_optional|made_required/.test(change.rule)) {
        label.push('parameter ', { code: subject });
        lines.push({ sign: ' ', text: ruleWords(change.rule) });
    }
    else if (looksLikeSchema(change.after) || looksLikeSchema(change.before)) {
        // A branch, item or type given as a schema: both sides as readable lists.
        label.push(subject === undefined ? 'schema' : { code: subject });
        if (change.before !== undefined)
            lines.push({ sign: '-', text: schemaFragment(change.before) ?? clipText(JSON.stringify(change.before), MAX_EVIDENCE_CHARS) });
        if (change.after !== undefined)
            lines.push({ sign: '+', text: schemaFragment(change.after) ?? clipText(JSON.stringify(change.after), MAX_EVIDENCE_CHARS) });
    }
    const shownAsText = lines.length > 0 && typeof change.after === 'string';
    const newDefinition = label.length > 0 && change.kind.endsWith('_added') && !change.pointer;
    // A signal quoted as a trigger is not repeated as a reason line.
    const quotedSignals = triggers.length > 0;
    const reasons = change.reasons.filter((reason) => !/^risk (LOW|MEDIUM|HIGH|CRITICAL)$/.test(reason) && !(shownAsText && reason.startsWith('word diff'))
        && !(newDefinition && reason.startsWith('signal ')) && !(quotedSignals && reason.startsWith('signal ')));
    if (reasons.length > 0 && (!windowed || triggers.length === 0)) {
        if (label.length === 0)
            label.push(change.rule === 'risk_level_raised' ? 'risk reasons' : subject === undefined ? 'reasons' : { code: subject });
        for (const reason of reasons)
            lines.push({ sign: ' ', text: clipText(showInvisible(reason), MAX_EVIDENCE_CHARS) });
    }
    if (lines.length === 0) {
        if (change.before === undefined && change.after === undefined)
            return undefined;
        label.push(subject === undefined ? 'value' : { code: subject });
        const fragment = (value) => schemaFragment(value) ?? clipText(JSON.stringify(value), MAX_EVIDENCE_CHARS);
        if (change.before !== undefined)
            lines.push({ sign: '-', text: fragment(change.before) });
        if (change.after !== undefined)
            lines.push({ sign: '+', text: fragment(change.after) });
    }
    if (lines.length > MAX_EVIDENCE_LINES && !windowed)
        lines = diffWindow(lines, -1);
    return { label, lines };
}
/** What a folded change has in common across capabilities: rule, place (pointer inside the definition), values. */
function patternKey(change) {
    if (change.pointer === undefined || change.pointer === '' || signalsOf(change).length > 0 || change.accepted !== undefined)
        return undefined;
    if (change.kind.endsWith('_added') || change.kind.endsWith('_removed') || change.kind === 'risk_level_changed')
        return undefined;
    // Text edited the same way everywhere ("Notion | " put before 19 descriptions): the edit, not the texts, is the pattern.
    const values = typeof change.before === 'string' && typeof change.after === 'string'
        ? textEdit(change.before, change.after)
        // A cosmetic row's edits are in its reasons: the same edits on many tools are the pattern, others are not.
        : change.rule.endsWith('schema_cosmetic') ? change.reasons : [change.before ?? null, change.after ?? null];
    return JSON.stringify([change.rule, change.severity, subjectOf(change.pointer)?.split('.').pop(), values]);
}
/** Only what a text edit added and removed, in order (`+Notion | `). */
function textEdit(before, after) {
    return boundedWordDiff(before, after).filter((part) => part.added || part.removed).map((part) => `${part.added ? '+' : '-'}${part.value}`);
}
function buildPatterns(changes) {
    const groups = new Map();
    for (const change of changes) {
        const key = patternKey(change);
        if (key === undefined)
            continue;
        const group = groups.get(key);
        if (group)
            group.push(change);
        else
            groups.set(key, [change]);
    }
    const candidates = [...groups.values()]
        .map((group) => ({ group, capabilities: uniqueRefs(group.map((c) => c.capability)) }))
        .filter(({ capabilities }) => capabilities.length >= PATTERN_MIN_CAPABILITIES)
        .sort((a, b) => rank(a.group[0].severity) - rank(b.group[0].severity) || b.group.length - a.group.length);
    const patternOf = new Map();
    const patterns = candidates.map(({ group, capabilities }, index) => {
        for (const change of group)
            patternOf.set(change, index);
        const first = group[0];
        const places = group.length === capabilities.length ? '' : `at ${group.length} places `;
        const what = changePhrase(first).filter((part) => !(typeof part === 'string' && part.startsWith(' (')));
        if (typeof first.before === 'string' && typeof first.after === 'string') {
            const edit = textEdit(first.before, first.after).map((part) => `${part[0] === '+' ? 'added' : 'removed'} "${clipText(showInvisible(part.slice(1)), 60)}"`);
            if (edit.length > 0 && edit.length <= 3)
                what.push(`: ${edit.join(', ')}`);
        }
        const type = capabilities.every((ref) => ref.type === capabilities[0].type) ? plural(capabilityTypeLabel(capabilities[0].type), capabilities.length) : `${capabilities.length} capabilities`;
        const phrase = [...what, ` ${places}on ${type}`];
        return { index, rule: first.rule, severity: first.severity, phrase, places: group.length, capabilities, changes: group };
    });
    return { patterns, patternOf };
}
function capabilitiesWord(count) {
    return `${count} ${count === 1 ? 'capability' : 'capabilities'}`;
}
function plural(noun, count) {
    return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
function uniqueRefs(refs) {
    const seen = new Map();
    for (const ref of refs)
        if (!seen.has(definitionKey(ref)))
            seen.set(definitionKey(ref), ref);
    return [...seen.values()];
}
/**
 * The risk level a reviewer should read for a changed tool: the inferred level, raised to CRITICAL
 * when a change on it carries a critical text signal (a planted instruction is not a MEDIUM tool).
 */
function toolRiskView(name, report, changes) {
    const entry = report.tools.find((tool) => tool.name === name);
    const inferred = entry?.risk ?? 'LOW';
    const reasons = [...(entry?.reasons ?? [])];
    const signalled = changes.filter(hasCriticalSignal);
    if (signalled.length > 0 && inferred !== 'CRITICAL') {
        const signals = [...new Set(signalled.flatMap(signalsOf))];
        return { name, risk: 'CRITICAL', inferred, reasons: [`text signal ${signals.join(', ')} in changed text`, ...reasons] };
    }
    return { name, risk: inferred, reasons };
}
/**
 * Description changes that are part of an addition shown beside them: the description of a property
 * added in the same report (`exec/description` with `exec` property added) says nothing the
 * addition's row and evidence (the parameter with its description) do not; the JSON report keeps
 * it, and the headline counts are the policy's. Only plain ones fold: one a text signal escalated stays, as
 * that is why its capability ranks where it does.
 */
function foldedIntoAddition(changes) {
    const added = new Set(changes.filter((c) => c.rule.endsWith('_added') && c.pointer !== undefined).map((c) => `${definitionKey(c.capability)} ${c.pointer}`));
    return new Set(changes.filter((c) => c.rule === 'tool_argument_description_changed' && c.before === undefined && c.pointer?.endsWith('/description') === true
        && signalsOf(c).length === 0 && c.accepted === undefined
        && added.has(`${definitionKey(c.capability)} ${c.pointer.slice(0, -'/description'.length)}`)));
}
function buildReportModel(report) {
    const toolRisk = new Map(report.tools.map((tool) => [tool.name, tool.risk]));
    const folded = foldedIntoAddition(report.changes);
    const shown = report.changes.filter((change) => !folded.has(change));
    const { patterns, patternOf } = buildPatterns(shown);
    const byKey = new Map();
    for (const change of shown) {
        const key = definitionKey(change.capability);
        const list = byKey.get(key);
        if (list)
            list.push(change);
        else
            byKey.set(key, [change]);
    }
    const capabilities = [...byKey.entries()].map(([key, changes]) => {
        const ref = changes[0].capability;
        const risk = ref.type === 'tool' ? toolRisk.get(ref.name) : undefined;
        const views = changes
            .map((change) => ({
            change,
            danger: changeDanger(change, risk),
            phrase: changePhrase(change),
            triggers: change.accepted === undefined ? triggerViews(change) : [],
            ...(patternOf.has(change) ? { pattern: patternOf.get(change) } : {}),
        }))
            .sort((a, b) => b.danger - a.danger);
        const counted = changes.filter((c) => c.accepted === undefined);
        const worst = counted.reduce((w, c) => (rank(c.severity) < rank(w) ? c.severity : w), 'safe');
        // Patterned changes say the same on every capability: evidence comes from what is particular here first.
        const evidenceFrom = [...views.filter((v) => v.pattern === undefined), ...views.filter((v) => v.pattern !== undefined)]
            .filter((v) => v.change.accepted === undefined && rank(v.change.severity) <= Math.max(rank('warning'), rank(worst)) && v.change.severity !== 'safe');
        // The change a trigger quote is about leads the evidence, so its window follows its quote.
        const quotedFirst = [...evidenceFrom.filter((v) => v.triggers.some((t) => t.kind === 'text')), ...evidenceFrom.filter((v) => !v.triggers.some((t) => t.kind === 'text'))];
        const evidence = quotedFirst.map((v) => changeEvidence(v.change, v.triggers)).filter((e) => e !== undefined).slice(0, MAX_EVIDENCE_PER_CAPABILITY);
        // Quotes of the changes at its worst level, most dangerous first (text quotes before others).
        const atWorst = views.filter((v) => v.change.accepted === undefined && v.change.severity === worst && worst !== 'safe');
        // Two changes fired by the same words (a new `exec` parameter and the risk it raises) quote them once.
        const seen = new Set();
        const triggers = [...atWorst.flatMap((v) => v.triggers.filter((t) => t.kind === 'text')), ...atWorst.flatMap((v) => v.triggers.filter((t) => t.kind !== 'text'))]
            .filter((t) => {
            const said = `${t.where ?? ''}\u0000${t.parts.map((part) => part.text).join('')}`;
            return !seen.has(said) && seen.add(said) !== undefined;
        })
            .slice(0, MAX_TRIGGERS_PER_CAPABILITY);
        return {
            key,
            ref,
            worst,
            danger: (views[0]?.danger ?? 0) + Math.min(counted.length, 99) / 100,
            why: views[0] ? dangerLabel(views[0].change) : '',
            changes: views,
            evidence,
            triggers,
            // Removed tools have no live risk; the others get the level a reviewer should read.
            ...(ref.type === 'tool' && report.tools.some((tool) => tool.name === ref.name) ? { risk: toolRiskView(ref.name, report, changes) } : {}),
        };
    });
    capabilities.sort((a, b) => b.danger - a.danger || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const critical = capabilities.filter((c) => c.worst === 'critical');
    const review = capabilities.filter((c) => rank(c.worst) <= rank('warning')).slice(0, REVIEW_FIRST_MAX);
    // Tools whose changes are all info, safe (cosmetic) or accepted say nothing about risk: the JSON report and job summary list every tool.
    const risks = capabilities.filter((c) => c.risk !== undefined && rank(c.worst) <= rank('warning')).map((c) => c.risk);
    risks.sort((a, b) => RISK_LEVELS.indexOf(b.risk) - RISK_LEVELS.indexOf(a.risk));
    return {
        report,
        verdict: report.verdict,
        why: whyLine(report, critical.length, capabilities.length),
        server: serverLabel(report.server),
        accepted: acceptedCount(report.changes),
        review,
        capabilities,
        critical,
        patterns,
        toolRisk: risks,
        sides: sidesOf(report),
        removed: removedOf(report.changes),
    };
}
function whyLine(report, criticalCapabilities, changedCapabilities) {
    const { counts } = report;
    if (report.changes.length === 0)
        return 'no drift: the live server matches the lockfile';
    if (report.verdict === 'fail') {
        const worst = SEVERITIES.find((s) => counts[s] > 0 && report.failOn !== 'none' && rank(s) <= rank(report.failOn)) ?? 'critical';
        const capabilitiesAt = worst === 'critical' ? criticalCapabilities : changedCapabilities;
        return `${plural(`${worst} change`, counts[worst])} on ${capabilitiesWord(capabilitiesAt)}`;
    }
    const shown = SEVERITIES.filter((s) => counts[s] > 0).map((s) => `${counts[s]} ${s}`);
    // A pass with counted changes at fail-on or above: enforcement modes made them advisory.
    const advisoryAtFailOn = report.failOn !== 'none' && SEVERITIES.some((s) => counts[s] > 0 && rank(s) <= rank(report.failOn));
    const below = report.failOn === 'none'
        ? 'fail-on none'
        : advisoryAtFailOn ? `nothing fails at or above ${report.failOn} (enforcement: reported, never fails)` : `nothing at or above ${report.failOn}`;
    // Nothing counted: every change was accepted, or enforcement (audit, allow) left it uncounted.
    const uncounted = acceptedCount(report.changes) === report.changes.length ? 'only accepted changes' : 'only changes not counted (accepted, or enforcement audit/allow)';
    return `${below}: ${shown.length === 0 ? uncounted : shown.join(', ')} on ${capabilitiesWord(changedCapabilities)}`;
}
/** A capability whose critical changes are all one pattern's (or several): its row is the pattern line. */
function foldedIntoPatterns(view) {
    const critical = view.changes.filter((c) => c.change.severity === 'critical' && c.change.accepted === undefined);
    return critical.length > 0 && critical.every((c) => c.pattern !== undefined);
}
/** ✅ / ❌ / ⚠️ for the headline. */
function verdictIcon(model) {
    if (model.verdict === 'fail')
        return '❌';
    const { critical, warning } = model.report.counts;
    return critical + warning > 0 ? '⚠️' : '✅';
}

/**
 * Budget by priority, never by prefix: items are kept in priority order (then reading order) while
 * they fit, and written back in reading order. Sizes are UTF-8 bytes, what GitHub's limits count.
 */
const encoder = new TextEncoder();
function byteLength(text) {
    return encoder.encode(text).length;
}
/**
 * Greedy by priority, never inverted within a section: once an item of a section does not fit, no
 * less important item of that section (lower rank; without ranks, any later one) is kept, while
 * one of equal rank may still fit; other sections may still fill the room. A section's header and footer count once, with
 * its first kept item. Each item costs its bytes plus a separator (at most two newlines).
 */
function selectWithin(items, headers, budget) {
    const order = items.map((_, index) => index).sort((a, b) => items[a].priority - items[b].priority || a - b);
    const kept = new Set();
    const opened = new Set();
    // Per section, the rank of the most important item left out: nothing ranked below it is kept.
    const cutAt = new Map();
    const rankOf = (index) => items[index].rank ?? -index;
    let used = 0;
    for (const index of order) {
        const item = items[index];
        const cut = cutAt.get(item.section);
        if (item.priority > 0 && cut !== undefined && rankOf(index) < cut)
            continue;
        const header = headers[item.section];
        const headerCost = opened.has(item.section) || header === undefined ? 0 : byteLength(header.open) + byteLength(header.close) + 4;
        const cost = byteLength(item.text) + 2 + headerCost;
        if (item.priority > 0 && used + cost > budget) {
            cutAt.set(item.section, Math.max(cut ?? -Infinity, rankOf(index)));
            continue;
        }
        used += cost;
        opened.add(item.section);
        kept.add(index);
    }
    return { kept, leftOut: items.filter((_, index) => !kept.has(index)) };
}

/** GitHub rejects comments over 65,536 characters; leave room for a wrapper. Counted in UTF-8 bytes. */
const DEFAULT_MARKDOWN_MAX_LENGTH = 65_000;
const MAX_NAME_CHARS = 120;
const MAX_PHRASES_IN_ROW = 6;
/** Evidence lines are wrapped so the first screen shows them whole in a 1012 px column. */
const EVIDENCE_WIDTH = 96;
/**
 * An identifier as a code span: nothing inside is markup, so no entity escaping is needed and the
 * row wraps around it. Names a code span cannot hold inertly (backticks, pipes and backslashes,
 * which a table row reads, line breaks, invisible characters) are written as escaped text instead.
 */
function codeSpan(identifier, inCell = false) {
    const text = clip(identifier, MAX_NAME_CHARS);
    if (/[`|\\]/.test(text) || hasHiddenCharacters(text) || text.trim() === '' || text !== text.trim()) {
        return (inCell ? escapeMarkdownCell : escapeMarkdownInline)(text);
    }
    return `\`${text}\``;
}
function phraseMarkdown(phrase, inCell = false) {
    return phrase.map((part) => (typeof part === 'string' ? (inCell ? escapeMarkdownCell(part) : escapeMarkdownInline(part)) : codeSpan(part.code, inCell))).join('');
}
function capabilityMarkdown(view, inCell = false) {
    return `${capabilityTypeLabel(view.ref.type)} ${codeSpan(view.ref.name, inCell)}`;
}
/** For `<summary>` (raw HTML: markdown is not read there). */
function capabilityHtml(view) {
    return `${capabilityTypeLabel(view.ref.type)} <code>${escapeMarkdownInline(clip(view.ref.name, MAX_NAME_CHARS))}</code>`;
}
function wrap(text, width) {
    const chars = Array.from(text);
    if (chars.length <= width)
        return [text];
    const lines = [];
    let rest = chars;
    while (rest.length > width) {
        let cut = rest.lastIndexOf(' ', width);
        if (cut < width / 2)
            cut = width;
        lines.push(rest.slice(0, cut).join('').trimEnd());
        rest = rest.slice(cut).join('').trimStart().split('');
        rest = Array.from(rest.join(''));
    }
    if (rest.length > 0)
        lines.push(rest.join(''));
    return lines;
}
/** Evidence as one `diff` block: a `@@ label @@` line per item, removed red, added green, facts as context. */
function evidenceBlock(evidence) {
    if (evidence.length === 0)
        return '';
    const body = evidence
        .flatMap((item) => [
        `@@ ${sanitizeTerminal(phraseText(item.label))} @@`,
        // A context line gets a visible marker, as in the text report: `  ` followed by server text would let it lead the line.
        ...item.lines.flatMap((line) => wrap(sanitizeTerminal(line.text), EVIDENCE_WIDTH).map((part) => `${line.sign === ' ' ? '.' : line.sign} ${part}`)),
    ])
        .join('\n');
    const fence = codeFence(body);
    return `${fence}diff\n${body}\n${fence}`;
}
/**
 * `name@version` as a code span: GitHub links `user@host.tld`-like text as an email address and
 * `@name` as a mention, neither inside a code span. A name a code span cannot hold is escaped text
 * with a zero-width space after the `@`, which breaks both.
 */
function serverSpan(label) {
    const span = codeSpan(label);
    if (span.startsWith('`'))
        return span;
    return escapeMarkdownInline(clip(label, MAX_NAME_CHARS)).replace(/@(?!\u200b)/g, '@\u200b');
}
/** How many removed capabilities of each type, with the first names that fit (every surface counts them). */
const MAX_REMOVED_NAMES$1 = 6;
function removedMarkdown(model) {
    if (model.removed.length === 0)
        return '';
    const parts = model.removed.map(({ type, names }) => {
        const shown = names.slice(0, MAX_REMOVED_NAMES$1).map((name) => codeSpan(name)).join(', ');
        const more = names.length > MAX_REMOVED_NAMES$1 ? `, +${names.length - MAX_REMOVED_NAMES$1} more` : '';
        return `${names.length} ${capabilityTypeLabel(type)}${names.length === 1 ? '' : 's'} (${shown}${more})`;
    });
    return `**Removed:** ${parts.join('; ')}`;
}
function headlineMarkdown(model) {
    const { report, sides } = model;
    const accepted = model.accepted === 0 ? '' : ` (${model.accepted} accepted, not counted)`;
    const stale = staleNote(report);
    const renamed = sides.renamed ? ' (**server renamed**)' : '';
    const removed = removedMarkdown(model);
    return [
        `## ${verdictIcon(model)} MCP drift: ${report.verdict.toUpperCase()} — ${escapeMarkdownInline(model.why)}`,
        '',
        `${sides.locked === sides.live ? `locked and live **${serverSpan(sides.live)}**` : `locked **${serverSpan(sides.locked)}** → live **${serverSpan(sides.live)}**${renamed}`} · lockfile ${codeSpan(sides.lockfile)}  `,
        `${summarizeCounts(report.counts)}${accepted} · fail-on ${report.failOn} · mode ${report.mode}`,
        ...(removed === '' ? [] : ['', removed]),
        ...(stale === '' ? [] : ['', stale]),
    ].join('\n');
}
function staleNote(report) {
    const stale = report.staleAcceptances ?? [];
    if (stale.length === 0)
        return '';
    const list = stale.slice(0, 10).map((entry) => `${codeSpan(entry.id)} (${escapeMarkdownInline(clip(entry.reason, 200))})`).join(', ');
    return `> **Stale acceptance${stale.length === 1 ? '' : 's'}:** ${stale.length} accepted fingerprint${stale.length === 1 ? ' matches' : 's match'} no change: ${list}${stale.length > 10 ? ', …' : ''}. Remove ${stale.length === 1 ? 'it' : 'them'} from the policy file.`;
}
function riskNote(view) {
    if (!view.risk)
        return '';
    const inferred = view.risk.inferred === undefined ? '' : ` (inferred ${view.risk.inferred})`;
    return ` · risk ${view.risk.risk}${inferred}`;
}
/**
 * A trigger as a quote line: what fired and where, then the sentence with the words that fired in
 * bold (server text escaped, so nothing in it is markup), or the parameter and its class.
 */
function triggerMarkdown(trigger) {
    const quote = trigger.parts.map((part) => (part.marked ? markedSpan(part.text) : escapeMarkdownInline(part.text))).join('');
    const where = trigger.where === undefined ? '' : ` in ${codeSpan(trigger.where)}`;
    return `> **${escapeMarkdownInline(trigger.label)}**${where}: ${trigger.kind === 'text' ? `“${quote}”` : quote}`;
}
/**
 * The words that fired, as a code span: it marks them whatever the text around them (bold would
 * not close before a letter after punctuation, e.g. `**<IMPORTANT>**Always`), and nothing inside
 * is markup. Words a code span cannot hold inertly are bold escaped text instead.
 */
function markedSpan(text) {
    if (/[`|\\\u0000-\u001f\u007f-\u009f]/.test(text) || text.trim() === '' || text !== text.trim())
        return `**${escapeMarkdownInline(text)}**`;
    return `\`${text}\``;
}
function triggerLines(triggers) {
    return triggers.map(triggerMarkdown).join('\n>\n');
}
/** What matters at a capability's level: with warnings, those, not its info-level edits. */
function reviewChanges(view) {
    const floor = Math.max(SEVERITIES.indexOf('warning'), SEVERITIES.indexOf(view.worst));
    return view.changes.filter((c) => c.change.accepted === undefined && SEVERITIES.indexOf(c.change.severity) <= floor && c.change.severity !== 'safe');
}
/**
 * The review list: an item whose changes are all patterns an earlier item already showed (and
 * that has no quote of its own) is one line pointing there, not the same evidence again.
 */
function reviewItems(model) {
    const shownBy = new Map();
    return model.review.map((view, index) => {
        const relevant = reviewChanges(view);
        const patterns = [...new Set(relevant.map((c) => c.pattern))];
        const repeat = relevant.length > 0 && view.triggers.length === 0 && patterns.every((p) => p !== undefined && shownBy.has(p));
        if (repeat) {
            const items = [...new Set(patterns.map((p) => shownBy.get(p) + 1))].sort((a, b) => a - b).join(', ');
            const refs = patterns.map((p) => `P${p + 1}`).join(', ');
            return `**${index + 1}. ${capabilityMarkdown(view)}** — ${escapeMarkdownInline(view.why)}${riskNote(view)}: the same as ${items} (${refs})`;
        }
        for (const p of patterns)
            if (p !== undefined && !shownBy.has(p))
                shownBy.set(p, index);
        return reviewItem(view, index);
    });
}
function reviewItem(view, index) {
    const head = `**${index + 1}. ${capabilityMarkdown(view)}** — ${escapeMarkdownInline(view.why)}${riskNote(view)}`;
    const relevant = reviewChanges(view);
    const phrases = relevant.slice(0, MAX_PHRASES_IN_ROW);
    const what = phrases.map((c) => phraseMarkdown(c.phrase)).join('; ');
    const more = view.changes.length - phrases.length;
    // Trigger first: the quote a reviewer judges the verdict by, then old → new, then the diff window.
    const lines = [head, ...(view.triggers.length === 0 ? [] : ['', triggerLines(view.triggers)]), '', `${what}${more > 0 ? ` (+${more} more below)` : ''}`];
    if (view.evidence.length > 0)
        lines.push('', evidenceBlock(view.evidence));
    return lines.join('\n');
}
function criticalRow(model, view) {
    const critical = view.changes.filter((c) => c.change.severity === 'critical' && c.change.accepted === undefined);
    const own = critical.filter((c) => c.pattern === undefined);
    const patterns = [...new Set(critical.filter((c) => c.pattern !== undefined).map((c) => c.pattern))];
    const phrases = own.slice(0, MAX_PHRASES_IN_ROW).map((c) => phraseMarkdown(c.phrase, true));
    if (own.length > MAX_PHRASES_IN_ROW)
        phrases.push(`+${own.length - MAX_PHRASES_IN_ROW} more`);
    for (const index of patterns)
        phrases.push(`${phraseMarkdown(model.patterns[index].phrase.slice(0, -1), true)} (pattern P${index + 1})`);
    return `| ${capabilityMarkdown(view, true)} | ${phrases.join('; ')} |`;
}
/** Names a pattern line shows before the rest go in a collapsed list. */
const PATTERN_NAMES_SHOWN = 5;
function patternLine(model, index) {
    const pattern = model.patterns[index];
    const names = pattern.capabilities.map((ref) => codeSpan(ref.name));
    const first = names.slice(0, PATTERN_NAMES_SHOWN).join(', ');
    const rest = names.length > PATTERN_NAMES_SHOWN
        ? `, … <details><summary>all ${names.length} names</summary>\n\n  ${names.join(', ')}\n\n  </details>`
        : '';
    return `- **P${index + 1}** (${pattern.severity}) ${phraseMarkdown(pattern.phrase)}: ${first}${rest}`;
}
/** Each change of a capability: severity, rule id, pointer, what changed in words, reasons, acceptance. */
function detailLines(view) {
    return view.changes.map(({ change, phrase }) => {
        const severity = `${change.severity}${change.defaultSeverity === undefined ? '' : ` (rule default ${change.defaultSeverity})`}`;
        const accepted = change.accepted === undefined ? '' : ` — **accepted:** ${escapeMarkdownInline(clip(change.accepted.reason, 300))}${change.accepted.expires ? ` (until ${escapeMarkdownInline(change.accepted.expires)})` : ''}`;
        const reasons = change.reasons.slice(0, 8).map((reason) => `\n  - ${escapeMarkdownInline(clip(reason, 400))}`).join('');
        return `- ${severity} ${codeSpan(change.rule)}${change.pointer ? ` at ${codeSpan(change.pointer)}` : ''}: ${phraseMarkdown(phrase)}${accepted}${reasons}`;
    });
}
function diffOf(model, view) {
    const definitions = model.report.definitions;
    const sides = definitions !== undefined && Object.hasOwn(definitions, view.key) ? definitions[view.key] : undefined;
    if (sides === undefined)
        return '';
    const patch = definitionPatch(view.key, sides.before, sides.after);
    if (patch === undefined)
        return '';
    const fence = codeFence(patch);
    return `\n\n${fence}diff\n${patch}${fence}`;
}
function capabilityDetails(model, view, open = false) {
    const count = view.changes.length;
    return `<details${open ? ' open' : ''}><summary>${capabilityHtml(view)}: ${count} change${count === 1 ? '' : 's'}, worst ${view.worst}</summary>\n\n${detailLines(view).join('\n')}${diffOf(model, view)}\n\n</details>`;
}
/**
 * A capability's line in a severity group: its own changes, and the patterns it shares by number
 * only. Undefined when every change of the group is a pattern's: the pattern line names it.
 */
function groupLine(view, severities) {
    const changes = view.changes.filter((c) => severities.includes(c.change.severity) || (c.change.accepted !== undefined && severities.includes('safe')));
    const own = changes.filter((c) => c.pattern === undefined);
    if (own.length === 0)
        return undefined;
    const phrases = own.slice(0, MAX_PHRASES_IN_ROW).map((c) => phraseMarkdown(c.phrase));
    if (own.length > MAX_PHRASES_IN_ROW)
        phrases.push(`+${own.length - MAX_PHRASES_IN_ROW} more`);
    const patterns = [...new Set(changes.filter((c) => c.pattern !== undefined).map((c) => c.pattern))].sort((a, b) => a - b);
    return `- ${capabilityMarkdown(view)}: ${phrases.join('; ')}${patterns.length === 0 ? '' : ` (also ${patterns.map((i) => `P${i + 1}`).join(', ')})`}`;
}
/** `(9 only in patterns above)`, when some capabilities of a group are named on pattern lines only. */
function foldedNote(count) {
    return count === 0 ? '' : ` (${count} only on pattern lines above)`;
}
function riskLine(risk) {
    const inferred = risk.inferred === undefined ? '' : ` (inferred ${risk.inferred})`;
    const reasons = risk.reasons.slice(0, 4).map((r) => escapeMarkdownInline(clip(r, 200))).join('; ');
    return `- **${risk.risk}**${inferred} ${codeSpan(risk.name)}${reasons === '' ? '' : `: ${reasons}`}${risk.reasons.length > 4 ? ` (+${risk.reasons.length - 4} more)` : ''}`;
}
/**
 * GitHub-flavoured markdown for the PR comment, check-run summary and job summary. Budgeted by
 * priority in UTF-8 bytes (never a prefix cut): the headline, "review these first" and the name of
 * every capability with critical drift always fit; then critical rows, patterns, warnings, details,
 * tool risk, info and safe. A note names what was left out and where it is.
 */
function renderMarkdown(report, options = {}) {
    const maxBytes = options.maxLength ?? DEFAULT_MARKDOWN_MAX_LENGTH;
    if (!Number.isSafeInteger(maxBytes) || maxBytes <= 0) {
        throw new GateError('usage', `markdown maxLength must be a positive whole number of bytes, got ${String(maxBytes)}`);
    }
    return renderModelMarkdown(buildReportModel(report), { ...options, maxLength: maxBytes });
}
function renderModelMarkdown(model, options) {
    const maxBytes = options.maxLength ?? DEFAULT_MARKDOWN_MAX_LENGTH;
    const { report } = model;
    const items = [];
    const add = (section, priority, text, what, rank) => items.push({ section, priority, text, what, ...(rank === undefined ? {} : { rank }) });
    const headline = headlineMarkdown(model);
    if (report.changes.length === 0)
        return `${headline}\n`;
    // Sections in reading order; priority decides what stays.
    const REVIEW = 1, CRITICAL = 2, NAMES = 3, PATTERNS = 4, WARN = 5, DETAILS = 6, RISK = 7, REST = 8, ALLTOOLS = 9;
    reviewItems(model).forEach((text) => add(REVIEW, 0, text, 'review item'));
    // A row stands alone only when something beyond its patterns differs; the others are named on their pattern line.
    const standalone = model.critical.filter((view) => !foldedIntoPatterns(view));
    const folded = model.critical.length - standalone.length;
    standalone.forEach((view) => items.push({ section: CRITICAL, priority: 2, text: criticalRow(model, view), what: 'critical row', key: view.key, rank: view.danger }));
    model.patterns.forEach((pattern) => items.push({ section: PATTERNS, priority: pattern.severity === 'critical' ? 2 : 3, text: patternLine(model, pattern.index), what: pattern.severity === 'critical' ? 'critical pattern' : 'pattern', key: `P${pattern.index}`, rank: -SEVERITIES.indexOf(pattern.severity) }));
    const warned = model.capabilities.filter((c) => c.changes.some((v) => v.change.severity === 'warning' && v.change.accepted === undefined));
    const warnLines = warned.map((view) => ({ view, line: groupLine(view, ['warning']) }));
    warnLines.forEach(({ view, line }) => line !== undefined && add(WARN, 4, line, 'warning line', view.danger));
    model.critical.forEach((view) => add(DETAILS, 5, capabilityDetails(model, view), 'critical detail block', view.danger));
    model.toolRisk.forEach((risk) => add(RISK, 6, riskLine(risk), 'tool risk line', RISK_LEVELS.indexOf(risk.risk)));
    const rest = model.capabilities.filter((c) => c.changes.some((v) => v.change.severity === 'info' || v.change.severity === 'safe' || v.change.accepted !== undefined));
    const restLines = rest.map((view) => ({ view, line: groupLine(view, ['info', 'safe']) }));
    restLines.forEach(({ view, line }) => line !== undefined && add(REST, 7, line, 'info/safe line', view.danger));
    if (options.details !== 'critical') {
        // Below every critical block (their danger is higher), ranked among themselves by danger.
        model.capabilities.filter((c) => c.worst !== 'critical').forEach((view) => add(DETAILS, 8, capabilityDetails(model, view), 'detail block', view.danger));
    }
    if (options.allTools) {
        const order = (level) => RISK_LEVELS.indexOf(level);
        [...report.tools].sort((a, b) => order(b.risk) - order(a.risk)).forEach((tool) => add(ALLTOOLS, 9, riskLine({ name: tool.name, risk: tool.risk, reasons: tool.reasons }), 'tool of the full risk list', order(tool.risk)));
    }
    const openWarnings = model.critical.length === 0;
    const warnCount = report.changes.filter((c) => c.severity === 'warning' && c.accepted === undefined).length;
    const restCount = report.changes.length - warnCount - report.changes.filter((c) => c.severity === 'critical' && c.accepted === undefined).length;
    const headers = {
        [REVIEW]: { open: '### Review these first\n', close: '' },
        [CRITICAL]: { open: `### Critical drift on ${model.critical.length} ${model.critical.length === 1 ? 'capability' : 'capabilities'}${folded === 0 ? '' : ` (${folded} named on their pattern line below)`}\n\n| Capability | What changed |\n| --- | --- |`, close: '' },
        [NAMES]: { open: '', close: '' },
        [PATTERNS]: { open: `### Patterns (the same change on many capabilities)\n`, close: '' },
        [WARN]: { open: `<details${openWarnings ? ' open' : ''}><summary>${warnCount} warning${warnCount === 1 ? '' : 's'} on ${warned.length} ${warned.length === 1 ? 'capability' : 'capabilities'}${foldedNote(warnLines.filter((l) => l.line === undefined).length)}</summary>\n`, close: '\n</details>' },
        [DETAILS]: { open: '### Details per capability\n', close: '' },
        [RISK]: { open: `### Tool risk of changed tools\n`, close: '' },
        [REST]: { open: `<details><summary>${restCount} info, safe or accepted change${restCount === 1 ? '' : 's'} on ${rest.length} ${rest.length === 1 ? 'capability' : 'capabilities'}${foldedNote(restLines.filter((l) => l.line === undefined).length)}</summary>\n`, close: '\n</details>' },
        [ALLTOOLS]: { open: `<details><summary>Risk of every tool (${report.tools.length})</summary>\n`, close: '\n</details>' },
    };
    // The names of critical capabilities whose row did not fit: reserved up front (the worst case, all of them).
    const namesLine = (views) => views.length === 0 ? '' : `\n**Also critical** (rows left out for length): ${views.map((v) => capabilityMarkdown(v)).join(', ')}`;
    const noteBound = (what) => `\n\n> **Note:** left out to fit ${maxBytes} bytes: ${what}. ${options.where ?? 'The job summary and the JSON report have everything.'}\n`;
    const fixed = `${headline}\n`;
    const worstNote = noteBound(items.map((i) => i.what).join(', ').slice(0, 400));
    const budget = maxBytes - byteLength(fixed) - byteLength(namesLine(model.critical)) - byteLength(worstNote);
    const selection = selectWithin(items, headers, budget);
    const sectionsOut = [fixed];
    // Critical capabilities named by no kept item (their row, or their pattern's line, was left out).
    const keptKeys = new Set(items.filter((_, index) => selection.kept.has(index)).map((item) => item.key));
    const named = (view) => keptKeys.has(view.key)
        || (foldedIntoPatterns(view) && view.changes.some((c) => c.pattern !== undefined && c.change.severity === 'critical' && keptKeys.has(`P${c.pattern}`)));
    const leftRows = model.critical.filter((view) => !named(view));
    for (const section of [REVIEW, CRITICAL, NAMES, PATTERNS, WARN, DETAILS, RISK, REST, ALLTOOLS]) {
        if (section === NAMES) {
            if (leftRows.length > 0)
                sectionsOut.push(namesLine(leftRows));
            continue;
        }
        const kept = items.filter((item, index) => item.section === section && selection.kept.has(index));
        if (kept.length === 0)
            continue;
        const header = headers[section];
        const separator = section === CRITICAL || section === PATTERNS || section === WARN || section === RISK || section === REST || section === ALLTOOLS ? '\n' : '\n\n';
        sectionsOut.push(`\n${header.open}${header.open === '' ? '' : '\n'}${kept.map((item) => item.text).join(separator)}${header.close}`);
    }
    const left = selection.leftOut;
    let text = sectionsOut.join('\n');
    if (left.length > 0) {
        const counts = new Map();
        for (const item of left)
            counts.set(item.what, (counts.get(item.what) ?? 0) + 1);
        const what = [...counts.entries()].map(([name, count]) => `${count} ${name}${count === 1 ? '' : 's'}`).join(', ');
        text += noteBound(what).trimEnd();
    }
    text = `${text.trimEnd()}\n`;
    // Only a limit smaller than the headline lands here; cut on a character boundary.
    return byteLength(text) <= maxBytes ? text : truncateBytes(text, maxBytes);
}
function truncateBytes(text, maxBytes) {
    let out = '';
    let used = 0;
    for (const char of text) {
        const size = byteLength(char);
        if (used + size > maxBytes)
            break;
        out += char;
        used += size;
    }
    return out;
}

var dist$3 = {exports: {}};

var dist$2 = {};

var hasRequiredDist$2;

function requireDist$2 () {
	if (hasRequiredDist$2) return dist$2;
	hasRequiredDist$2 = 1;
	(function (exports) {

		/**
		The default maximum length of a `TreeBuffer` node.
		*/
		const DefaultBufferLength = 1024;
		let nextPropID = 0;
		class Range {
		    constructor(from, to) {
		        this.from = from;
		        this.to = to;
		    }
		}
		/**
		Each [node type](#common.NodeType) or [individual tree](#common.Tree)
		can have metadata associated with it in props. Instances of this
		class represent prop names.
		*/
		class NodeProp {
		    /**
		    Create a new node prop type.
		    */
		    constructor(config = {}) {
		        this.id = nextPropID++;
		        this.perNode = !!config.perNode;
		        this.deserialize = config.deserialize || (() => {
		            throw new Error("This node type doesn't define a deserialize function");
		        });
		        this.combine = config.combine || null;
		    }
		    /**
		    This is meant to be used with
		    [`NodeSet.extend`](#common.NodeSet.extend) or
		    [`LRParser.configure`](#lr.ParserConfig.props) to compute
		    prop values for each node type in the set. Takes a [match
		    object](#common.NodeType^match) or function that returns undefined
		    if the node type doesn't get this prop, and the prop's value if
		    it does.
		    */
		    add(match) {
		        if (this.perNode)
		            throw new RangeError("Can't add per-node props to node types");
		        if (typeof match != "function")
		            match = NodeType.match(match);
		        return (type) => {
		            let result = match(type);
		            return result === undefined ? null : [this, result];
		        };
		    }
		}
		/**
		Prop that is used to describe matching delimiters. For opening
		delimiters, this holds an array of node names (written as a
		space-separated string when declaring this prop in a grammar)
		for the node types of closing delimiters that match it.
		*/
		NodeProp.closedBy = new NodeProp({ deserialize: str => str.split(" ") });
		/**
		The inverse of [`closedBy`](#common.NodeProp^closedBy). This is
		attached to closing delimiters, holding an array of node names
		of types of matching opening delimiters.
		*/
		NodeProp.openedBy = new NodeProp({ deserialize: str => str.split(" ") });
		/**
		Used to assign node types to groups (for example, all node
		types that represent an expression could be tagged with an
		`"Expression"` group).
		*/
		NodeProp.group = new NodeProp({ deserialize: str => str.split(" ") });
		/**
		Attached to nodes to indicate these should be
		[displayed](https://codemirror.net/docs/ref/#language.syntaxTree)
		in a bidirectional text isolate, so that direction-neutral
		characters on their sides don't incorrectly get associated with
		surrounding text. You'll generally want to set this for nodes
		that contain arbitrary text, like strings and comments, and for
		nodes that appear _inside_ arbitrary text, like HTML tags. When
		not given a value, in a grammar declaration, defaults to
		`"auto"`.
		*/
		NodeProp.isolate = new NodeProp({ deserialize: value => {
		        if (value && value != "rtl" && value != "ltr" && value != "auto")
		            throw new RangeError("Invalid value for isolate: " + value);
		        return value || "auto";
		    } });
		/**
		The hash of the [context](#lr.ContextTracker.constructor)
		that the node was parsed in, if any. Used to limit reuse of
		contextual nodes.
		*/
		NodeProp.contextHash = new NodeProp({ perNode: true });
		/**
		The distance beyond the end of the node that the tokenizer
		looked ahead for any of the tokens inside the node. (The LR
		parser only stores this when it is larger than 25, for
		efficiency reasons.)
		*/
		NodeProp.lookAhead = new NodeProp({ perNode: true });
		/**
		This per-node prop is used to replace a given node, or part of a
		node, with another tree. This is useful to include trees from
		different languages in mixed-language parsers.
		*/
		NodeProp.mounted = new NodeProp({ perNode: true });
		/**
		A mounted tree, which can be [stored](#common.NodeProp^mounted) on
		a tree node to indicate that parts of its content are
		represented by another tree.
		*/
		class MountedTree {
		    constructor(
		    /**
		    The inner tree.
		    */
		    tree, 
		    /**
		    If this is null, this tree replaces the entire node (it will
		    be included in the regular iteration instead of its host
		    node). If not, only the given ranges are considered to be
		    covered by this tree. This is used for trees that are mixed in
		    a way that isn't strictly hierarchical. Such mounted trees are
		    only entered by [`resolveInner`](#common.Tree.resolveInner)
		    and [`enter`](#common.SyntaxNode.enter).
		    */
		    overlay, 
		    /**
		    The parser used to create this subtree.
		    */
		    parser, 
		    /**
		    [Indicates](#common.IterMode.EnterBracketed) that the nested
		    content is delineated with some kind
		    of bracket token.
		    */
		    bracketed = false) {
		        this.tree = tree;
		        this.overlay = overlay;
		        this.parser = parser;
		        this.bracketed = bracketed;
		    }
		    /**
		    @internal
		    */
		    static get(tree) {
		        return tree && tree.props && tree.props[NodeProp.mounted.id];
		    }
		}
		const noProps = Object.create(null);
		/**
		Each node in a syntax tree has a node type associated with it.
		*/
		class NodeType {
		    /**
		    @internal
		    */
		    constructor(
		    /**
		    The name of the node type. Not necessarily unique, but if the
		    grammar was written properly, different node types with the
		    same name within a node set should play the same semantic
		    role.
		    */
		    name, 
		    /**
		    @internal
		    */
		    props, 
		    /**
		    The id of this node in its set. Corresponds to the term ids
		    used in the parser.
		    */
		    id, 
		    /**
		    @internal
		    */
		    flags = 0) {
		        this.name = name;
		        this.props = props;
		        this.id = id;
		        this.flags = flags;
		    }
		    /**
		    Define a node type.
		    */
		    static define(spec) {
		        let props = spec.props && spec.props.length ? Object.create(null) : noProps;
		        let flags = (spec.top ? 1 /* NodeFlag.Top */ : 0) | (spec.skipped ? 2 /* NodeFlag.Skipped */ : 0) |
		            (spec.error ? 4 /* NodeFlag.Error */ : 0) | (spec.name == null ? 8 /* NodeFlag.Anonymous */ : 0);
		        let type = new NodeType(spec.name || "", props, spec.id, flags);
		        if (spec.props)
		            for (let src of spec.props) {
		                if (!Array.isArray(src))
		                    src = src(type);
		                if (src) {
		                    if (src[0].perNode)
		                        throw new RangeError("Can't store a per-node prop on a node type");
		                    props[src[0].id] = src[1];
		                }
		            }
		        return type;
		    }
		    /**
		    Retrieves a node prop for this type. Will return `undefined` if
		    the prop isn't present on this node.
		    */
		    prop(prop) { return this.props[prop.id]; }
		    /**
		    True when this is the top node of a grammar.
		    */
		    get isTop() { return (this.flags & 1 /* NodeFlag.Top */) > 0; }
		    /**
		    True when this node is produced by a skip rule.
		    */
		    get isSkipped() { return (this.flags & 2 /* NodeFlag.Skipped */) > 0; }
		    /**
		    Indicates whether this is an error node.
		    */
		    get isError() { return (this.flags & 4 /* NodeFlag.Error */) > 0; }
		    /**
		    When true, this node type doesn't correspond to a user-declared
		    named node, for example because it is used to cache repetition.
		    */
		    get isAnonymous() { return (this.flags & 8 /* NodeFlag.Anonymous */) > 0; }
		    /**
		    Returns true when this node's name or one of its
		    [groups](#common.NodeProp^group) matches the given string.
		    */
		    is(name) {
		        if (typeof name == 'string') {
		            if (this.name == name)
		                return true;
		            let group = this.prop(NodeProp.group);
		            return group ? group.indexOf(name) > -1 : false;
		        }
		        return this.id == name;
		    }
		    /**
		    Create a function from node types to arbitrary values by
		    specifying an object whose property names are node or
		    [group](#common.NodeProp^group) names. Often useful with
		    [`NodeProp.add`](#common.NodeProp.add). You can put multiple
		    names, separated by spaces, in a single property name to map
		    multiple node names to a single value.
		    */
		    static match(map) {
		        let direct = Object.create(null);
		        for (let prop in map)
		            for (let name of prop.split(" "))
		                direct[name] = map[prop];
		        return (node) => {
		            for (let groups = node.prop(NodeProp.group), i = -1; i < (groups ? groups.length : 0); i++) {
		                let found = direct[i < 0 ? node.name : groups[i]];
		                if (found)
		                    return found;
		            }
		        };
		    }
		}
		/**
		An empty dummy node type to use when no actual type is available.
		*/
		NodeType.none = new NodeType("", Object.create(null), 0, 8 /* NodeFlag.Anonymous */);
		/**
		A node set holds a collection of node types. It is used to
		compactly represent trees by storing their type ids, rather than a
		full pointer to the type object, in a numeric array. Each parser
		[has](#lr.LRParser.nodeSet) a node set, and [tree
		buffers](#common.TreeBuffer) can only store collections of nodes
		from the same set. A set can have a maximum of 2**16 (65536) node
		types in it, so that the ids fit into 16-bit typed array slots.
		*/
		class NodeSet {
		    /**
		    Create a set with the given types. The `id` property of each
		    type should correspond to its position within the array.
		    */
		    constructor(
		    /**
		    The node types in this set, by id.
		    */
		    types) {
		        this.types = types;
		        for (let i = 0; i < types.length; i++)
		            if (types[i].id != i)
		                throw new RangeError("Node type ids should correspond to array positions when creating a node set");
		    }
		    /**
		    Create a copy of this set with some node properties added. The
		    arguments to this method can be created with
		    [`NodeProp.add`](#common.NodeProp.add).
		    */
		    extend(...props) {
		        let newTypes = [];
		        for (let type of this.types) {
		            let newProps = null;
		            for (let source of props) {
		                let add = source(type);
		                if (add) {
		                    if (!newProps)
		                        newProps = Object.assign({}, type.props);
		                    let value = add[1], prop = add[0];
		                    if (prop.combine && prop.id in newProps)
		                        value = prop.combine(newProps[prop.id], value);
		                    newProps[prop.id] = value;
		                }
		            }
		            newTypes.push(newProps ? new NodeType(type.name, newProps, type.id, type.flags) : type);
		        }
		        return new NodeSet(newTypes);
		    }
		}
		const CachedNode = new WeakMap(), CachedInnerNode = new WeakMap();
		/**
		Options that control iteration. Can be combined with the `|`
		operator to enable multiple ones.
		*/
		exports.IterMode = void 0;
		(function (IterMode) {
		    /**
		    When enabled, iteration will only visit [`Tree`](#common.Tree)
		    objects, not nodes packed into
		    [`TreeBuffer`](#common.TreeBuffer)s.
		    */
		    IterMode[IterMode["ExcludeBuffers"] = 1] = "ExcludeBuffers";
		    /**
		    Enable this to make iteration include anonymous nodes (such as
		    the nodes that wrap repeated grammar constructs into a balanced
		    tree).
		    */
		    IterMode[IterMode["IncludeAnonymous"] = 2] = "IncludeAnonymous";
		    /**
		    By default, regular [mounted](#common.NodeProp^mounted) nodes
		    replace their base node in iteration. Enable this to ignore them
		    instead.
		    */
		    IterMode[IterMode["IgnoreMounts"] = 4] = "IgnoreMounts";
		    /**
		    This option only applies in
		    [`enter`](#common.SyntaxNode.enter)-style methods. It tells the
		    library to not enter mounted overlays if one covers the given
		    position.
		    */
		    IterMode[IterMode["IgnoreOverlays"] = 8] = "IgnoreOverlays";
		    /**
		    When set, positions on the boundary of a mounted overlay tree
		    that has its [`bracketed`](#common.NestedParse.bracketed) flag
		    set will enter that tree regardless of side. Only supported in
		    [`enter`](#common.SyntaxNode.enter), not in cursors.
		    */
		    IterMode[IterMode["EnterBracketed"] = 16] = "EnterBracketed";
		})(exports.IterMode || (exports.IterMode = {}));
		/**
		A piece of syntax tree. There are two ways to approach these
		trees: the way they are actually stored in memory, and the
		convenient way.

		Syntax trees are stored as a tree of `Tree` and `TreeBuffer`
		objects. By packing detail information into `TreeBuffer` leaf
		nodes, the representation is made a lot more memory-efficient.

		However, when you want to actually work with tree nodes, this
		representation is very awkward, so most client code will want to
		use the [`TreeCursor`](#common.TreeCursor) or
		[`SyntaxNode`](#common.SyntaxNode) interface instead, which provides
		a view on some part of this data structure, and can be used to
		move around to adjacent nodes.
		*/
		class Tree {
		    /**
		    Construct a new tree. See also [`Tree.build`](#common.Tree^build).
		    */
		    constructor(
		    /**
		    The type of the top node.
		    */
		    type, 
		    /**
		    This node's child nodes.
		    */
		    children, 
		    /**
		    The positions (offsets relative to the start of this tree) of
		    the children.
		    */
		    positions, 
		    /**
		    The total length of this tree
		    */
		    length, 
		    /**
		    Per-node [node props](#common.NodeProp) to associate with this node.
		    */
		    props) {
		        this.type = type;
		        this.children = children;
		        this.positions = positions;
		        this.length = length;
		        /**
		        @internal
		        */
		        this.props = null;
		        if (props && props.length) {
		            this.props = Object.create(null);
		            for (let [prop, value] of props)
		                this.props[typeof prop == "number" ? prop : prop.id] = value;
		        }
		    }
		    /**
		    @internal
		    */
		    toString() {
		        let mounted = MountedTree.get(this);
		        if (mounted && !mounted.overlay)
		            return mounted.tree.toString();
		        let children = "";
		        for (let ch of this.children) {
		            let str = ch.toString();
		            if (str) {
		                if (children)
		                    children += ",";
		                children += str;
		            }
		        }
		        return !this.type.name ? children :
		            (/\W/.test(this.type.name) && !this.type.isError ? JSON.stringify(this.type.name) : this.type.name) +
		                (children.length ? "(" + children + ")" : "");
		    }
		    /**
		    Get a [tree cursor](#common.TreeCursor) positioned at the top of
		    the tree. Mode can be used to [control](#common.IterMode) which
		    nodes the cursor visits.
		    */
		    cursor(mode = 0) {
		        return new TreeCursor(this.topNode, mode);
		    }
		    /**
		    Get a [tree cursor](#common.TreeCursor) pointing into this tree
		    at the given position and side (see
		    [`moveTo`](#common.TreeCursor.moveTo).
		    */
		    cursorAt(pos, side = 0, mode = 0) {
		        let scope = CachedNode.get(this) || this.topNode;
		        let cursor = new TreeCursor(scope);
		        cursor.moveTo(pos, side);
		        CachedNode.set(this, cursor._tree);
		        return cursor;
		    }
		    /**
		    Get a [syntax node](#common.SyntaxNode) object for the top of the
		    tree.
		    */
		    get topNode() {
		        return new TreeNode(this, 0, 0, null);
		    }
		    /**
		    Get the [syntax node](#common.SyntaxNode) at the given position.
		    If `side` is -1, this will move into nodes that end at the
		    position. If 1, it'll move into nodes that start at the
		    position. With 0, it'll only enter nodes that cover the position
		    from both sides.
		    
		    Note that this will not enter
		    [overlays](#common.MountedTree.overlay), and you often want
		    [`resolveInner`](#common.Tree.resolveInner) instead.
		    */
		    resolve(pos, side = 0) {
		        let node = resolveNode(CachedNode.get(this) || this.topNode, pos, side, false);
		        CachedNode.set(this, node);
		        return node;
		    }
		    /**
		    Like [`resolve`](#common.Tree.resolve), but will enter
		    [overlaid](#common.MountedTree.overlay) nodes, producing a syntax node
		    pointing into the innermost overlaid tree at the given position
		    (with parent links going through all parent structure, including
		    the host trees).
		    */
		    resolveInner(pos, side = 0) {
		        let node = resolveNode(CachedInnerNode.get(this) || this.topNode, pos, side, true);
		        CachedInnerNode.set(this, node);
		        return node;
		    }
		    /**
		    In some situations, it can be useful to iterate through all
		    nodes around a position, including those in overlays that don't
		    directly cover the position. This method gives you an iterator
		    that will produce all nodes, from small to big, around the given
		    position.
		    */
		    resolveStack(pos, side = 0) {
		        return stackIterator(this, pos, side);
		    }
		    /**
		    Iterate over the tree and its children, calling `enter` for any
		    node that touches the `from`/`to` region (if given) before
		    running over such a node's children, and `leave` (if given) when
		    leaving the node. When `enter` returns `false`, that node will
		    not have its children iterated over (or `leave` called).
		    */
		    iterate(spec) {
		        let { enter, leave, from = 0, to = this.length } = spec;
		        let mode = spec.mode || 0, anon = (mode & exports.IterMode.IncludeAnonymous) > 0;
		        for (let c = this.cursor(mode | exports.IterMode.IncludeAnonymous);;) {
		            let entered = false;
		            if (c.from <= to && c.to >= from && (!anon && c.type.isAnonymous || enter(c) !== false)) {
		                if (c.firstChild())
		                    continue;
		                entered = true;
		            }
		            for (;;) {
		                if (entered && leave && (anon || !c.type.isAnonymous))
		                    leave(c);
		                if (c.nextSibling())
		                    break;
		                if (!c.parent())
		                    return;
		                entered = true;
		            }
		        }
		    }
		    /**
		    Get the value of the given [node prop](#common.NodeProp) for this
		    node. Works with both per-node and per-type props.
		    */
		    prop(prop) {
		        return !prop.perNode ? this.type.prop(prop) : this.props ? this.props[prop.id] : undefined;
		    }
		    /**
		    Returns the node's [per-node props](#common.NodeProp.perNode) in a
		    format that can be passed to the [`Tree`](#common.Tree)
		    constructor.
		    */
		    get propValues() {
		        let result = [];
		        if (this.props)
		            for (let id in this.props)
		                result.push([+id, this.props[id]]);
		        return result;
		    }
		    /**
		    Balance the direct children of this tree, producing a copy of
		    which may have children grouped into subtrees with type
		    [`NodeType.none`](#common.NodeType^none).
		    */
		    balance(config = {}) {
		        return this.children.length <= 8 /* Balance.BranchFactor */ ? this :
		            balanceRange(NodeType.none, this.children, this.positions, 0, this.children.length, 0, this.length, (children, positions, length) => new Tree(this.type, children, positions, length, this.propValues), config.makeTree || ((children, positions, length) => new Tree(NodeType.none, children, positions, length)));
		    }
		    /**
		    Build a tree from a postfix-ordered buffer of node information,
		    or a cursor over such a buffer.
		    */
		    static build(data) { return buildTree(data); }
		}
		/**
		The empty tree
		*/
		Tree.empty = new Tree(NodeType.none, [], [], 0);
		class FlatBufferCursor {
		    constructor(buffer, index) {
		        this.buffer = buffer;
		        this.index = index;
		    }
		    get id() { return this.buffer[this.index - 4]; }
		    get start() { return this.buffer[this.index - 3]; }
		    get end() { return this.buffer[this.index - 2]; }
		    get size() { return this.buffer[this.index - 1]; }
		    get pos() { return this.index; }
		    next() { this.index -= 4; }
		    fork() { return new FlatBufferCursor(this.buffer, this.index); }
		}
		/**
		Tree buffers contain (type, start, end, endIndex) quads for each
		node. In such a buffer, nodes are stored in prefix order (parents
		before children, with the endIndex of the parent indicating which
		children belong to it).
		*/
		class TreeBuffer {
		    /**
		    Create a tree buffer.
		    */
		    constructor(
		    /**
		    The buffer's content.
		    */
		    buffer, 
		    /**
		    The total length of the group of nodes in the buffer.
		    */
		    length, 
		    /**
		    The node set used in this buffer.
		    */
		    set) {
		        this.buffer = buffer;
		        this.length = length;
		        this.set = set;
		    }
		    /**
		    @internal
		    */
		    get type() { return NodeType.none; }
		    /**
		    @internal
		    */
		    toString() {
		        let result = [];
		        for (let index = 0; index < this.buffer.length;) {
		            result.push(this.childString(index));
		            index = this.buffer[index + 3];
		        }
		        return result.join(",");
		    }
		    /**
		    @internal
		    */
		    childString(index) {
		        let id = this.buffer[index], endIndex = this.buffer[index + 3];
		        let type = this.set.types[id], result = type.name;
		        if (/\W/.test(result) && !type.isError)
		            result = JSON.stringify(result);
		        index += 4;
		        if (endIndex == index)
		            return result;
		        let children = [];
		        while (index < endIndex) {
		            children.push(this.childString(index));
		            index = this.buffer[index + 3];
		        }
		        return result + "(" + children.join(",") + ")";
		    }
		    /**
		    @internal
		    */
		    findChild(startIndex, endIndex, dir, pos, side) {
		        let { buffer } = this, pick = -1;
		        for (let i = startIndex; i != endIndex; i = buffer[i + 3]) {
		            if (checkSide(side, pos, buffer[i + 1], buffer[i + 2])) {
		                pick = i;
		                if (dir > 0)
		                    break;
		            }
		        }
		        return pick;
		    }
		    /**
		    @internal
		    */
		    slice(startI, endI, from) {
		        let b = this.buffer;
		        let copy = new Uint16Array(endI - startI), len = 0;
		        for (let i = startI, j = 0; i < endI;) {
		            copy[j++] = b[i++];
		            copy[j++] = b[i++] - from;
		            let to = copy[j++] = b[i++] - from;
		            copy[j++] = b[i++] - startI;
		            len = Math.max(len, to);
		        }
		        return new TreeBuffer(copy, len, this.set);
		    }
		}
		function checkSide(side, pos, from, to) {
		    switch (side) {
		        case -2 /* Side.Before */: return from < pos;
		        case -1 /* Side.AtOrBefore */: return to >= pos && from < pos;
		        case 0 /* Side.Around */: return from < pos && to > pos;
		        case 1 /* Side.AtOrAfter */: return from <= pos && to > pos;
		        case 2 /* Side.After */: return to > pos;
		        case 4 /* Side.DontCare */: return true;
		    }
		}
		function resolveNode(node, pos, side, overlays) {
		    var _a;
		    // Move up to a node that actually holds the position, if possible
		    while (node.from == node.to ||
		        (side < 1 ? node.from >= pos : node.from > pos) ||
		        (side > -1 ? node.to <= pos : node.to < pos)) {
		        let parent = !overlays && node instanceof TreeNode && node.index < 0 ? null : node.parent;
		        if (!parent)
		            return node;
		        node = parent;
		    }
		    let mode = overlays ? 0 : exports.IterMode.IgnoreOverlays;
		    // Must go up out of overlays when those do not overlap with pos
		    if (overlays)
		        for (let scan = node, parent = scan.parent; parent; scan = parent, parent = scan.parent) {
		            if (scan instanceof TreeNode && scan.index < 0 && ((_a = parent.enter(pos, side, mode)) === null || _a === void 0 ? void 0 : _a.from) != scan.from)
		                node = parent;
		        }
		    for (;;) {
		        let inner = node.enter(pos, side, mode);
		        if (!inner)
		            return node;
		        node = inner;
		    }
		}
		class BaseNode {
		    cursor(mode = 0) { return new TreeCursor(this, mode); }
		    getChild(type, before = null, after = null) {
		        let r = getChildren(this, type, before, after);
		        return r.length ? r[0] : null;
		    }
		    getChildren(type, before = null, after = null) {
		        return getChildren(this, type, before, after);
		    }
		    resolve(pos, side = 0) {
		        return resolveNode(this, pos, side, false);
		    }
		    resolveInner(pos, side = 0) {
		        return resolveNode(this, pos, side, true);
		    }
		    matchContext(context) {
		        return matchNodeContext(this.parent, context);
		    }
		    enterUnfinishedNodesBefore(pos) {
		        let scan = this.childBefore(pos), node = this;
		        while (scan) {
		            let last = scan.lastChild;
		            if (!last || last.to != scan.to)
		                break;
		            if (last.type.isError && last.from == last.to) {
		                node = scan;
		                scan = last.prevSibling;
		            }
		            else {
		                scan = last;
		            }
		        }
		        return node;
		    }
		    get node() { return this; }
		    get next() { return this.parent; }
		}
		class TreeNode extends BaseNode {
		    constructor(_tree, from, 
		    // Index in parent node, set to -1 if the node is not a direct child of _parent.node (overlay)
		    index, _parent) {
		        super();
		        this._tree = _tree;
		        this.from = from;
		        this.index = index;
		        this._parent = _parent;
		    }
		    get type() { return this._tree.type; }
		    get name() { return this._tree.type.name; }
		    get to() { return this.from + this._tree.length; }
		    nextChild(i, dir, pos, side, mode = 0) {
		        for (let parent = this;;) {
		            for (let { children, positions } = parent._tree, e = dir > 0 ? children.length : -1; i != e; i += dir) {
		                let next = children[i], start = positions[i] + parent.from, mounted;
		                if (!((mode & exports.IterMode.EnterBracketed) && next instanceof Tree &&
		                    (mounted = MountedTree.get(next)) && !mounted.overlay && mounted.bracketed &&
		                    pos >= start && pos <= start + next.length) &&
		                    !checkSide(side, pos, start, start + next.length))
		                    continue;
		                if (next instanceof TreeBuffer) {
		                    if (mode & exports.IterMode.ExcludeBuffers)
		                        continue;
		                    let index = next.findChild(0, next.buffer.length, dir, pos - start, side);
		                    if (index > -1)
		                        return new BufferNode(new BufferContext(parent, next, i, start), null, index);
		                }
		                else if ((mode & exports.IterMode.IncludeAnonymous) || (!next.type.isAnonymous || hasChild(next))) {
		                    let mounted;
		                    if (!(mode & exports.IterMode.IgnoreMounts) && (mounted = MountedTree.get(next)) && !mounted.overlay)
		                        return new TreeNode(mounted.tree, start, i, parent);
		                    let inner = new TreeNode(next, start, i, parent);
		                    return (mode & exports.IterMode.IncludeAnonymous) || !inner.type.isAnonymous ? inner
		                        : inner.nextChild(dir < 0 ? next.children.length - 1 : 0, dir, pos, side, mode);
		                }
		            }
		            if ((mode & exports.IterMode.IncludeAnonymous) || !parent.type.isAnonymous)
		                return null;
		            if (parent.index >= 0)
		                i = parent.index + dir;
		            else
		                i = dir < 0 ? -1 : parent._parent._tree.children.length;
		            parent = parent._parent;
		            if (!parent)
		                return null;
		        }
		    }
		    get firstChild() { return this.nextChild(0, 1, 0, 4 /* Side.DontCare */); }
		    get lastChild() { return this.nextChild(this._tree.children.length - 1, -1, 0, 4 /* Side.DontCare */); }
		    childAfter(pos) { return this.nextChild(0, 1, pos, 2 /* Side.After */); }
		    childBefore(pos) { return this.nextChild(this._tree.children.length - 1, -1, pos, -2 /* Side.Before */); }
		    prop(prop) { return this._tree.prop(prop); }
		    enter(pos, side, mode = 0) {
		        let mounted;
		        if (!(mode & exports.IterMode.IgnoreOverlays) && (mounted = MountedTree.get(this._tree)) && mounted.overlay) {
		            let rPos = pos - this.from, enterBracketed = (mode & exports.IterMode.EnterBracketed) && mounted.bracketed;
		            for (let { from, to } of mounted.overlay) {
		                if ((side > 0 || enterBracketed ? from <= rPos : from < rPos) &&
		                    (side < 0 || enterBracketed ? to >= rPos : to > rPos))
		                    return new TreeNode(mounted.tree, mounted.overlay[0].from + this.from, -1, this);
		            }
		        }
		        return this.nextChild(0, 1, pos, side, mode);
		    }
		    nextSignificantParent() {
		        let val = this;
		        while (val.type.isAnonymous && val._parent)
		            val = val._parent;
		        return val;
		    }
		    get parent() {
		        return this._parent ? this._parent.nextSignificantParent() : null;
		    }
		    get nextSibling() {
		        return this._parent && this.index >= 0 ? this._parent.nextChild(this.index + 1, 1, 0, 4 /* Side.DontCare */) : null;
		    }
		    get prevSibling() {
		        return this._parent && this.index >= 0 ? this._parent.nextChild(this.index - 1, -1, 0, 4 /* Side.DontCare */) : null;
		    }
		    get tree() { return this._tree; }
		    toTree() { return this._tree; }
		    /**
		    @internal
		    */
		    toString() { return this._tree.toString(); }
		}
		function getChildren(node, type, before, after) {
		    let cur = node.cursor(), result = [];
		    if (!cur.firstChild())
		        return result;
		    if (before != null)
		        for (let found = false; !found;) {
		            found = cur.type.is(before);
		            if (!cur.nextSibling())
		                return result;
		        }
		    for (;;) {
		        if (after != null && cur.type.is(after))
		            return result;
		        if (cur.type.is(type))
		            result.push(cur.node);
		        if (!cur.nextSibling())
		            return after == null ? result : [];
		    }
		}
		function matchNodeContext(node, context, i = context.length - 1) {
		    for (let p = node; i >= 0; p = p.parent) {
		        if (!p)
		            return false;
		        if (!p.type.isAnonymous) {
		            if (context[i] && context[i] != p.name)
		                return false;
		            i--;
		        }
		    }
		    return true;
		}
		class BufferContext {
		    constructor(parent, buffer, index, start) {
		        this.parent = parent;
		        this.buffer = buffer;
		        this.index = index;
		        this.start = start;
		    }
		}
		class BufferNode extends BaseNode {
		    get name() { return this.type.name; }
		    get from() { return this.context.start + this.context.buffer.buffer[this.index + 1]; }
		    get to() { return this.context.start + this.context.buffer.buffer[this.index + 2]; }
		    constructor(context, _parent, index) {
		        super();
		        this.context = context;
		        this._parent = _parent;
		        this.index = index;
		        this.type = context.buffer.set.types[context.buffer.buffer[index]];
		    }
		    child(dir, pos, side) {
		        let { buffer } = this.context;
		        let index = buffer.findChild(this.index + 4, buffer.buffer[this.index + 3], dir, pos - this.context.start, side);
		        return index < 0 ? null : new BufferNode(this.context, this, index);
		    }
		    get firstChild() { return this.child(1, 0, 4 /* Side.DontCare */); }
		    get lastChild() { return this.child(-1, 0, 4 /* Side.DontCare */); }
		    childAfter(pos) { return this.child(1, pos, 2 /* Side.After */); }
		    childBefore(pos) { return this.child(-1, pos, -2 /* Side.Before */); }
		    prop(prop) { return this.type.prop(prop); }
		    enter(pos, side, mode = 0) {
		        if (mode & exports.IterMode.ExcludeBuffers)
		            return null;
		        let { buffer } = this.context;
		        let index = buffer.findChild(this.index + 4, buffer.buffer[this.index + 3], side > 0 ? 1 : -1, pos - this.context.start, side);
		        return index < 0 ? null : new BufferNode(this.context, this, index);
		    }
		    get parent() {
		        return this._parent || this.context.parent.nextSignificantParent();
		    }
		    externalSibling(dir) {
		        return this._parent ? null : this.context.parent.nextChild(this.context.index + dir, dir, 0, 4 /* Side.DontCare */);
		    }
		    get nextSibling() {
		        let { buffer } = this.context;
		        let after = buffer.buffer[this.index + 3];
		        if (after < (this._parent ? buffer.buffer[this._parent.index + 3] : buffer.buffer.length))
		            return new BufferNode(this.context, this._parent, after);
		        return this.externalSibling(1);
		    }
		    get prevSibling() {
		        let { buffer } = this.context;
		        let parentStart = this._parent ? this._parent.index + 4 : 0;
		        if (this.index == parentStart)
		            return this.externalSibling(-1);
		        return new BufferNode(this.context, this._parent, buffer.findChild(parentStart, this.index, -1, 0, 4 /* Side.DontCare */));
		    }
		    get tree() { return null; }
		    toTree() {
		        let children = [], positions = [];
		        let { buffer } = this.context;
		        let startI = this.index + 4, endI = buffer.buffer[this.index + 3];
		        if (endI > startI) {
		            let from = buffer.buffer[this.index + 1];
		            children.push(buffer.slice(startI, endI, from));
		            positions.push(0);
		        }
		        return new Tree(this.type, children, positions, this.to - this.from);
		    }
		    /**
		    @internal
		    */
		    toString() { return this.context.buffer.childString(this.index); }
		}
		function iterStack(heads) {
		    if (!heads.length)
		        return null;
		    let pick = 0, picked = heads[0];
		    for (let i = 1; i < heads.length; i++) {
		        let node = heads[i];
		        if (node.from > picked.from || node.to < picked.to) {
		            picked = node;
		            pick = i;
		        }
		    }
		    let next = picked instanceof TreeNode && picked.index < 0 ? null : picked.parent;
		    let newHeads = heads.slice();
		    if (next)
		        newHeads[pick] = next;
		    else
		        newHeads.splice(pick, 1);
		    return new StackIterator(newHeads, picked);
		}
		class StackIterator {
		    constructor(heads, node) {
		        this.heads = heads;
		        this.node = node;
		    }
		    get next() { return iterStack(this.heads); }
		}
		function stackIterator(tree, pos, side) {
		    let inner = tree.resolveInner(pos, side), layers = null;
		    for (let scan = inner instanceof TreeNode ? inner : inner.context.parent; scan; scan = scan.parent) {
		        if (scan.index < 0) { // This is an overlay root
		            let parent = scan.parent;
		            (layers || (layers = [inner])).push(parent.resolve(pos, side));
		            scan = parent;
		        }
		        else {
		            let mount = MountedTree.get(scan.tree);
		            // Relevant overlay branching off
		            if (mount && mount.overlay && mount.overlay[0].from <= pos && mount.overlay[mount.overlay.length - 1].to >= pos) {
		                let root = new TreeNode(mount.tree, mount.overlay[0].from + scan.from, -1, scan);
		                (layers || (layers = [inner])).push(resolveNode(root, pos, side, false));
		            }
		        }
		    }
		    return layers ? iterStack(layers) : inner;
		}
		/**
		A tree cursor object focuses on a given node in a syntax tree, and
		allows you to move to adjacent nodes.
		*/
		class TreeCursor {
		    /**
		    Shorthand for `.type.name`.
		    */
		    get name() { return this.type.name; }
		    /**
		    @internal
		    */
		    constructor(node, mode = 0) {
		        /**
		        @internal
		        */
		        this.buffer = null;
		        this.stack = [];
		        /**
		        @internal
		        */
		        this.index = 0;
		        this.bufferNode = null;
		        this.mode = mode & ~exports.IterMode.EnterBracketed;
		        if (node instanceof TreeNode) {
		            this.yieldNode(node);
		        }
		        else {
		            this._tree = node.context.parent;
		            this.buffer = node.context;
		            for (let n = node._parent; n; n = n._parent)
		                this.stack.unshift(n.index);
		            this.bufferNode = node;
		            this.yieldBuf(node.index);
		        }
		    }
		    yieldNode(node) {
		        if (!node)
		            return false;
		        this._tree = node;
		        this.type = node.type;
		        this.from = node.from;
		        this.to = node.to;
		        return true;
		    }
		    yieldBuf(index, type) {
		        this.index = index;
		        let { start, buffer } = this.buffer;
		        this.type = type || buffer.set.types[buffer.buffer[index]];
		        this.from = start + buffer.buffer[index + 1];
		        this.to = start + buffer.buffer[index + 2];
		        return true;
		    }
		    /**
		    @internal
		    */
		    yield(node) {
		        if (!node)
		            return false;
		        if (node instanceof TreeNode) {
		            this.buffer = null;
		            return this.yieldNode(node);
		        }
		        this.buffer = node.context;
		        return this.yieldBuf(node.index, node.type);
		    }
		    /**
		    @internal
		    */
		    toString() {
		        return this.buffer ? this.buffer.buffer.childString(this.index) : this._tree.toString();
		    }
		    /**
		    @internal
		    */
		    enterChild(dir, pos, side) {
		        if (!this.buffer)
		            return this.yield(this._tree.nextChild(dir < 0 ? this._tree._tree.children.length - 1 : 0, dir, pos, side, this.mode));
		        let { buffer } = this.buffer;
		        let index = buffer.findChild(this.index + 4, buffer.buffer[this.index + 3], dir, pos - this.buffer.start, side);
		        if (index < 0)
		            return false;
		        this.stack.push(this.index);
		        return this.yieldBuf(index);
		    }
		    /**
		    Move the cursor to this node's first child. When this returns
		    false, the node has no child, and the cursor has not been moved.
		    */
		    firstChild() { return this.enterChild(1, 0, 4 /* Side.DontCare */); }
		    /**
		    Move the cursor to this node's last child.
		    */
		    lastChild() { return this.enterChild(-1, 0, 4 /* Side.DontCare */); }
		    /**
		    Move the cursor to the first child that ends after `pos`.
		    */
		    childAfter(pos) { return this.enterChild(1, pos, 2 /* Side.After */); }
		    /**
		    Move to the last child that starts before `pos`.
		    */
		    childBefore(pos) { return this.enterChild(-1, pos, -2 /* Side.Before */); }
		    /**
		    Move the cursor to the child around `pos`. If side is -1 the
		    child may end at that position, when 1 it may start there. This
		    will also enter [overlaid](#common.MountedTree.overlay)
		    [mounted](#common.NodeProp^mounted) trees unless `overlays` is
		    set to false.
		    */
		    enter(pos, side, mode = this.mode) {
		        if (!this.buffer)
		            return this.yield(this._tree.enter(pos, side, mode));
		        return mode & exports.IterMode.ExcludeBuffers ? false : this.enterChild(1, pos, side);
		    }
		    /**
		    Move to the node's parent node, if this isn't the top node.
		    */
		    parent() {
		        if (!this.buffer)
		            return this.yieldNode((this.mode & exports.IterMode.IncludeAnonymous) ? this._tree._parent : this._tree.parent);
		        if (this.stack.length)
		            return this.yieldBuf(this.stack.pop());
		        let parent = (this.mode & exports.IterMode.IncludeAnonymous) ? this.buffer.parent : this.buffer.parent.nextSignificantParent();
		        this.buffer = null;
		        return this.yieldNode(parent);
		    }
		    /**
		    @internal
		    */
		    sibling(dir) {
		        if (!this.buffer)
		            return !this._tree._parent ? false
		                : this.yield(this._tree.index < 0 ? null
		                    : this._tree._parent.nextChild(this._tree.index + dir, dir, 0, 4 /* Side.DontCare */, this.mode));
		        let { buffer } = this.buffer, d = this.stack.length - 1;
		        if (dir < 0) {
		            let parentStart = d < 0 ? 0 : this.stack[d] + 4;
		            if (this.index != parentStart)
		                return this.yieldBuf(buffer.findChild(parentStart, this.index, -1, 0, 4 /* Side.DontCare */));
		        }
		        else {
		            let after = buffer.buffer[this.index + 3];
		            if (after < (d < 0 ? buffer.buffer.length : buffer.buffer[this.stack[d] + 3]))
		                return this.yieldBuf(after);
		        }
		        return d < 0 ? this.yield(this.buffer.parent.nextChild(this.buffer.index + dir, dir, 0, 4 /* Side.DontCare */, this.mode)) : false;
		    }
		    /**
		    Move to this node's next sibling, if any.
		    */
		    nextSibling() { return this.sibling(1); }
		    /**
		    Move to this node's previous sibling, if any.
		    */
		    prevSibling() { return this.sibling(-1); }
		    atLastNode(dir) {
		        let index, parent, { buffer } = this;
		        if (buffer) {
		            if (dir > 0) {
		                if (this.index < buffer.buffer.buffer.length)
		                    return false;
		            }
		            else {
		                for (let i = 0; i < this.index; i++)
		                    if (buffer.buffer.buffer[i + 3] < this.index)
		                        return false;
		            }
		            ({ index, parent } = buffer);
		        }
		        else {
		            ({ index, _parent: parent } = this._tree);
		        }
		        for (; parent; { index, _parent: parent } = parent) {
		            if (index > -1)
		                for (let i = index + dir, e = dir < 0 ? -1 : parent._tree.children.length; i != e; i += dir) {
		                    let child = parent._tree.children[i];
		                    if ((this.mode & exports.IterMode.IncludeAnonymous) ||
		                        child instanceof TreeBuffer ||
		                        !child.type.isAnonymous ||
		                        hasChild(child))
		                        return false;
		                }
		        }
		        return true;
		    }
		    move(dir, enter) {
		        if (enter && this.enterChild(dir, 0, 4 /* Side.DontCare */))
		            return true;
		        for (;;) {
		            if (this.sibling(dir))
		                return true;
		            if (this.atLastNode(dir) || !this.parent())
		                return false;
		        }
		    }
		    /**
		    Move to the next node in a
		    [pre-order](https://en.wikipedia.org/wiki/Tree_traversal#Pre-order,_NLR)
		    traversal, going from a node to its first child or, if the
		    current node is empty or `enter` is false, its next sibling or
		    the next sibling of the first parent node that has one.
		    */
		    next(enter = true) { return this.move(1, enter); }
		    /**
		    Move to the next node in a last-to-first pre-order traversal. A
		    node is followed by its last child or, if it has none, its
		    previous sibling or the previous sibling of the first parent
		    node that has one.
		    */
		    prev(enter = true) { return this.move(-1, enter); }
		    /**
		    Move the cursor to the innermost node that covers `pos`. If
		    `side` is -1, it will enter nodes that end at `pos`. If it is 1,
		    it will enter nodes that start at `pos`.
		    */
		    moveTo(pos, side = 0) {
		        // Move up to a node that actually holds the position, if possible
		        while (this.from == this.to ||
		            (side < 1 ? this.from >= pos : this.from > pos) ||
		            (side > -1 ? this.to <= pos : this.to < pos))
		            if (!this.parent())
		                break;
		        // Then scan down into child nodes as far as possible
		        while (this.enterChild(1, pos, side)) { }
		        return this;
		    }
		    /**
		    Get a [syntax node](#common.SyntaxNode) at the cursor's current
		    position.
		    */
		    get node() {
		        if (!this.buffer)
		            return this._tree;
		        let cache = this.bufferNode, result = null, depth = 0;
		        if (cache && cache.context == this.buffer) {
		            scan: for (let index = this.index, d = this.stack.length; d >= 0;) {
		                for (let c = cache; c; c = c._parent)
		                    if (c.index == index) {
		                        if (index == this.index)
		                            return c;
		                        result = c;
		                        depth = d + 1;
		                        break scan;
		                    }
		                index = this.stack[--d];
		            }
		        }
		        for (let i = depth; i < this.stack.length; i++)
		            result = new BufferNode(this.buffer, result, this.stack[i]);
		        return this.bufferNode = new BufferNode(this.buffer, result, this.index);
		    }
		    /**
		    Get the [tree](#common.Tree) that represents the current node, if
		    any. Will return null when the node is in a [tree
		    buffer](#common.TreeBuffer).
		    */
		    get tree() {
		        return this.buffer ? null : this._tree._tree;
		    }
		    /**
		    Iterate over the current node and all its descendants, calling
		    `enter` when entering a node and `leave`, if given, when leaving
		    one. When `enter` returns `false`, any children of that node are
		    skipped, and `leave` isn't called for it.
		    */
		    iterate(enter, leave) {
		        for (let depth = 0;;) {
		            let mustLeave = false;
		            if (this.type.isAnonymous || enter(this) !== false) {
		                if (this.firstChild()) {
		                    depth++;
		                    continue;
		                }
		                if (!this.type.isAnonymous)
		                    mustLeave = true;
		            }
		            for (;;) {
		                if (mustLeave && leave)
		                    leave(this);
		                mustLeave = this.type.isAnonymous;
		                if (!depth)
		                    return;
		                if (this.nextSibling())
		                    break;
		                this.parent();
		                depth--;
		                mustLeave = true;
		            }
		        }
		    }
		    /**
		    Test whether the current node matches a given context—a sequence
		    of direct parent node names. Empty strings in the context array
		    are treated as wildcards.
		    */
		    matchContext(context) {
		        if (!this.buffer)
		            return matchNodeContext(this.node.parent, context);
		        let { buffer } = this.buffer, { types } = buffer.set;
		        for (let i = context.length - 1, d = this.stack.length - 1; i >= 0; d--) {
		            if (d < 0)
		                return matchNodeContext(this._tree, context, i);
		            let type = types[buffer.buffer[this.stack[d]]];
		            if (!type.isAnonymous) {
		                if (context[i] && context[i] != type.name)
		                    return false;
		                i--;
		            }
		        }
		        return true;
		    }
		}
		function hasChild(tree) {
		    return tree.children.some(ch => ch instanceof TreeBuffer || !ch.type.isAnonymous || hasChild(ch));
		}
		function buildTree(data) {
		    var _a;
		    let { buffer, nodeSet, maxBufferLength = DefaultBufferLength, reused = [], minRepeatType = nodeSet.types.length } = data;
		    let cursor = Array.isArray(buffer) ? new FlatBufferCursor(buffer, buffer.length) : buffer;
		    let types = nodeSet.types;
		    let contextHash = 0, lookAhead = 0;
		    function takeNode(parentStart, minPos, children, positions, inRepeat, depth) {
		        let { id, start, end, size } = cursor;
		        let lookAheadAtStart = lookAhead, contextAtStart = contextHash;
		        if (size < 0) {
		            cursor.next();
		            if (size == -1 /* SpecialRecord.Reuse */) {
		                let node = reused[id];
		                children.push(node);
		                positions.push(start - parentStart);
		                return;
		            }
		            else if (size == -3 /* SpecialRecord.ContextChange */) { // Context change
		                contextHash = id;
		                return;
		            }
		            else if (size == -4 /* SpecialRecord.LookAhead */) {
		                lookAhead = id;
		                return;
		            }
		            else {
		                throw new RangeError(`Unrecognized record size: ${size}`);
		            }
		        }
		        let type = types[id], node, buffer;
		        let startPos = start - parentStart;
		        if (end - start <= maxBufferLength && (buffer = findBufferSize(cursor.pos - minPos, inRepeat))) {
		            // Small enough for a buffer, and no reused nodes inside
		            let data = new Uint16Array(buffer.size - buffer.skip);
		            let endPos = cursor.pos - buffer.size, index = data.length;
		            while (cursor.pos > endPos)
		                index = copyToBuffer(buffer.start, data, index);
		            node = new TreeBuffer(data, end - buffer.start, nodeSet);
		            startPos = buffer.start - parentStart;
		        }
		        else { // Make it a node
		            let endPos = cursor.pos - size;
		            cursor.next();
		            let localChildren = [], localPositions = [];
		            let localInRepeat = id >= minRepeatType ? id : -1;
		            let lastGroup = 0, lastEnd = end, groupLookAhead = lookAheadAtStart;
		            while (cursor.pos > endPos) {
		                if (localInRepeat >= 0 && cursor.id == localInRepeat && cursor.size >= 0) {
		                    if (cursor.end <= lastEnd - maxBufferLength) {
		                        makeRepeatLeaf(localChildren, localPositions, start, lastGroup, cursor.end, lastEnd, localInRepeat, groupLookAhead, contextAtStart);
		                        lastGroup = localChildren.length;
		                        lastEnd = cursor.end;
		                        // The buffer is read backwards, so the current look-ahead is
		                        // the one recorded after the next group's end.
		                        groupLookAhead = lookAhead;
		                    }
		                    cursor.next();
		                }
		                else if (depth > 2500 /* CutOff.Depth */) {
		                    takeFlatNode(start, endPos, localChildren, localPositions);
		                }
		                else {
		                    // If the next entry is a reused node matching the local
		                    // repeat, flush a repeat leaf and move lastGroup past it
		                    if (localInRepeat >= 0 && cursor.size == -1 /* SpecialRecord.Reuse */ &&
		                        reused[cursor.id].type == nodeSet.types[localInRepeat]) {
		                        if (lastGroup < localChildren.length)
		                            makeRepeatLeaf(localChildren, localPositions, start, lastGroup, cursor.end, lastEnd, localInRepeat, groupLookAhead, contextAtStart);
		                        lastGroup = localChildren.length + 1;
		                        lastEnd = cursor.start;
		                        groupLookAhead = lookAhead;
		                    }
		                    takeNode(start, endPos, localChildren, localPositions, localInRepeat, depth + 1);
		                }
		            }
		            if (localInRepeat >= 0 && lastGroup > 0 && lastGroup < localChildren.length)
		                makeRepeatLeaf(localChildren, localPositions, start, lastGroup, start, lastEnd, localInRepeat, groupLookAhead, contextAtStart);
		            localChildren.reverse();
		            localPositions.reverse();
		            if (localInRepeat > -1 && lastGroup > 0) {
		                let make = makeBalanced(type, contextAtStart);
		                node = balanceRange(type, localChildren, localPositions, 0, localChildren.length, 0, end - start, make, make);
		            }
		            else {
		                node = makeTree(type, localChildren, localPositions, end - start, lookAheadAtStart - end, contextAtStart);
		            }
		        }
		        children.push(node);
		        positions.push(startPos);
		    }
		    function takeFlatNode(parentStart, minPos, children, positions) {
		        let nodes = []; // Temporary, inverted array of leaf nodes found, with absolute positions
		        let nodeCount = 0, stopAt = -1;
		        while (cursor.pos > minPos) {
		            let { id, start, end, size } = cursor;
		            if (size > 4) { // Not a leaf
		                cursor.next();
		            }
		            else if (stopAt > -1 && start < stopAt) {
		                break;
		            }
		            else {
		                if (stopAt < 0)
		                    stopAt = end - maxBufferLength;
		                nodes.push(id, start, end);
		                nodeCount++;
		                cursor.next();
		            }
		        }
		        if (nodeCount) {
		            let buffer = new Uint16Array(nodeCount * 4);
		            let start = nodes[nodes.length - 2];
		            for (let i = nodes.length - 3, j = 0; i >= 0; i -= 3) {
		                buffer[j++] = nodes[i];
		                buffer[j++] = nodes[i + 1] - start;
		                buffer[j++] = nodes[i + 2] - start;
		                buffer[j++] = j;
		            }
		            children.push(new TreeBuffer(buffer, nodes[2] - start, nodeSet));
		            positions.push(start - parentStart);
		        }
		    }
		    function makeBalanced(type, contextHash) {
		        return (children, positions, length) => {
		            let lookAhead = 0, lastI = children.length - 1, last, lookAheadProp;
		            if (lastI >= 0 && (last = children[lastI]) instanceof Tree) {
		                if (!lastI && last.type == type && last.length == length)
		                    return last;
		                if (lookAheadProp = last.prop(NodeProp.lookAhead))
		                    lookAhead = positions[lastI] + last.length + lookAheadProp - length;
		            }
		            return makeTree(type, children, positions, length, lookAhead, contextHash);
		        };
		    }
		    function makeRepeatLeaf(children, positions, base, i, from, to, type, lookAhead, contextHash) {
		        let localChildren = [], localPositions = [];
		        while (children.length > i) {
		            localChildren.push(children.pop());
		            localPositions.push(positions.pop() + base - from);
		        }
		        children.push(makeTree(nodeSet.types[type], localChildren, localPositions, to - from, lookAhead - to, contextHash));
		        positions.push(from - base);
		    }
		    function makeTree(type, children, positions, length, lookAhead, contextHash, props) {
		        if (contextHash) {
		            let pair = [NodeProp.contextHash, contextHash];
		            props = props ? [pair].concat(props) : [pair];
		        }
		        if (lookAhead > 25) {
		            let pair = [NodeProp.lookAhead, lookAhead];
		            props = props ? [pair].concat(props) : [pair];
		        }
		        return new Tree(type, children, positions, length, props);
		    }
		    function findBufferSize(maxSize, inRepeat) {
		        // Scan through the buffer to find previous siblings that fit
		        // together in a TreeBuffer, and don't contain any reused nodes
		        // (which can't be stored in a buffer).
		        // If `inRepeat` is > -1, ignore node boundaries of that type for
		        // nesting, but make sure the end falls either at the start
		        // (`maxSize`) or before such a node.
		        let fork = cursor.fork();
		        let size = 0, start = 0, skip = 0, minStart = fork.end - maxBufferLength;
		        let result = { size: 0, start: 0, skip: 0 };
		        scan: for (let minPos = fork.pos - maxSize; fork.pos > minPos;) {
		            let nodeSize = fork.size;
		            // Pretend nested repeat nodes of the same type don't exist
		            if (fork.id == inRepeat && nodeSize >= 0) {
		                // Except that we store the current state as a valid return
		                // value.
		                result.size = size;
		                result.start = start;
		                result.skip = skip;
		                skip += 4;
		                size += 4;
		                fork.next();
		                continue;
		            }
		            let startPos = fork.pos - nodeSize;
		            if (nodeSize < 0 || startPos < minPos || fork.start < minStart)
		                break;
		            let localSkipped = fork.id >= minRepeatType ? 4 : 0;
		            let nodeStart = fork.start;
		            fork.next();
		            while (fork.pos > startPos) {
		                if (fork.size < 0) {
		                    if (fork.size == -3 /* SpecialRecord.ContextChange */ || fork.size == -4 /* SpecialRecord.LookAhead */)
		                        localSkipped += 4;
		                    else
		                        break scan;
		                }
		                else if (fork.id >= minRepeatType) {
		                    localSkipped += 4;
		                }
		                fork.next();
		            }
		            start = nodeStart;
		            size += nodeSize;
		            skip += localSkipped;
		        }
		        if (inRepeat < 0 || size == maxSize) {
		            result.size = size;
		            result.start = start;
		            result.skip = skip;
		        }
		        return result.size > 4 ? result : undefined;
		    }
		    function copyToBuffer(bufferStart, buffer, index) {
		        let { id, start, end, size } = cursor;
		        cursor.next();
		        if (size >= 0 && id < minRepeatType) {
		            let startIndex = index;
		            if (size > 4) {
		                let endPos = cursor.pos - (size - 4);
		                while (cursor.pos > endPos)
		                    index = copyToBuffer(bufferStart, buffer, index);
		            }
		            buffer[--index] = startIndex;
		            buffer[--index] = end - bufferStart;
		            buffer[--index] = start - bufferStart;
		            buffer[--index] = id;
		        }
		        else if (size == -3 /* SpecialRecord.ContextChange */) {
		            contextHash = id;
		        }
		        else if (size == -4 /* SpecialRecord.LookAhead */) {
		            lookAhead = id;
		        }
		        return index;
		    }
		    let children = [], positions = [];
		    while (cursor.pos > 0)
		        takeNode(data.start || 0, data.bufferStart || 0, children, positions, -1, 0);
		    let length = (_a = data.length) !== null && _a !== void 0 ? _a : (children.length ? positions[0] + children[0].length : 0);
		    return new Tree(types[data.topID], children.reverse(), positions.reverse(), length);
		}
		const nodeSizeCache = new WeakMap;
		function nodeSize(balanceType, node) {
		    if (!balanceType.isAnonymous || node instanceof TreeBuffer || node.type != balanceType)
		        return 1;
		    let size = nodeSizeCache.get(node);
		    if (size == null) {
		        size = 1;
		        for (let child of node.children) {
		            if (child.type != balanceType || !(child instanceof Tree)) {
		                size = 1;
		                break;
		            }
		            size += nodeSize(balanceType, child);
		        }
		        nodeSizeCache.set(node, size);
		    }
		    return size;
		}
		function balanceRange(
		// The type the balanced tree's inner nodes.
		balanceType, 
		// The direct children and their positions
		children, positions, 
		// The index range in children/positions to use
		from, to, 
		// The start position of the nodes, relative to their parent.
		start, 
		// Length of the outer node
		length, 
		// Function to build the top node of the balanced tree
		mkTop, 
		// Function to build internal nodes for the balanced tree
		mkTree) {
		    let total = 0;
		    for (let i = from; i < to; i++)
		        total += nodeSize(balanceType, children[i]);
		    let maxChild = Math.ceil((total * 1.5) / 8 /* Balance.BranchFactor */);
		    let localChildren = [], localPositions = [];
		    function divide(children, positions, from, to, offset) {
		        for (let i = from; i < to;) {
		            let groupFrom = i, groupStart = positions[i], groupSize = nodeSize(balanceType, children[i]);
		            i++;
		            for (; i < to; i++) {
		                let nextSize = nodeSize(balanceType, children[i]);
		                if (groupSize + nextSize >= maxChild)
		                    break;
		                groupSize += nextSize;
		            }
		            if (i == groupFrom + 1) {
		                if (groupSize > maxChild) {
		                    let only = children[groupFrom]; // Only trees can have a size > 1
		                    divide(only.children, only.positions, 0, only.children.length, positions[groupFrom] + offset);
		                    continue;
		                }
		                localChildren.push(children[groupFrom]);
		            }
		            else {
		                let length = positions[i - 1] + children[i - 1].length - groupStart;
		                localChildren.push(balanceRange(balanceType, children, positions, groupFrom, i, groupStart, length, null, mkTree));
		            }
		            localPositions.push(groupStart + offset - start);
		        }
		    }
		    divide(children, positions, from, to, 0);
		    return (mkTop || mkTree)(localChildren, localPositions, length);
		}
		/**
		Provides a way to associate values with pieces of trees. As long
		as that part of the tree is reused, the associated values can be
		retrieved from an updated tree.
		*/
		class NodeWeakMap {
		    constructor() {
		        this.map = new WeakMap();
		    }
		    setBuffer(buffer, index, value) {
		        let inner = this.map.get(buffer);
		        if (!inner)
		            this.map.set(buffer, inner = new Map);
		        inner.set(index, value);
		    }
		    getBuffer(buffer, index) {
		        let inner = this.map.get(buffer);
		        return inner && inner.get(index);
		    }
		    /**
		    Set the value for this syntax node.
		    */
		    set(node, value) {
		        if (node instanceof BufferNode)
		            this.setBuffer(node.context.buffer, node.index, value);
		        else if (node instanceof TreeNode)
		            this.map.set(node.tree, value);
		    }
		    /**
		    Retrieve value for this syntax node, if it exists in the map.
		    */
		    get(node) {
		        return node instanceof BufferNode ? this.getBuffer(node.context.buffer, node.index)
		            : node instanceof TreeNode ? this.map.get(node.tree) : undefined;
		    }
		    /**
		    Set the value for the node that a cursor currently points to.
		    */
		    cursorSet(cursor, value) {
		        if (cursor.buffer)
		            this.setBuffer(cursor.buffer.buffer, cursor.index, value);
		        else
		            this.map.set(cursor.tree, value);
		    }
		    /**
		    Retrieve the value for the node that a cursor currently points
		    to.
		    */
		    cursorGet(cursor) {
		        return cursor.buffer ? this.getBuffer(cursor.buffer.buffer, cursor.index) : this.map.get(cursor.tree);
		    }
		}

		/**
		Tree fragments are used during [incremental
		parsing](#common.Parser.startParse) to track parts of old trees
		that can be reused in a new parse. An array of fragments is used
		to track regions of an old tree whose nodes might be reused in new
		parses. Use the static
		[`applyChanges`](#common.TreeFragment^applyChanges) method to
		update fragments for document changes.
		*/
		class TreeFragment {
		    /**
		    Construct a tree fragment. You'll usually want to use
		    [`addTree`](#common.TreeFragment^addTree) and
		    [`applyChanges`](#common.TreeFragment^applyChanges) instead of
		    calling this directly.
		    */
		    constructor(
		    /**
		    The start of the unchanged range pointed to by this fragment.
		    This refers to an offset in the _updated_ document (as opposed
		    to the original tree).
		    */
		    from, 
		    /**
		    The end of the unchanged range.
		    */
		    to, 
		    /**
		    The tree that this fragment is based on.
		    */
		    tree, 
		    /**
		    The offset between the fragment's tree and the document that
		    this fragment can be used against. Add this when going from
		    document to tree positions, subtract it to go from tree to
		    document positions.
		    */
		    offset, openStart = false, openEnd = false) {
		        this.from = from;
		        this.to = to;
		        this.tree = tree;
		        this.offset = offset;
		        this.open = (openStart ? 1 /* Open.Start */ : 0) | (openEnd ? 2 /* Open.End */ : 0);
		    }
		    /**
		    Whether the start of the fragment represents the start of a
		    parse, or the end of a change. (In the second case, it may not
		    be safe to reuse some nodes at the start, depending on the
		    parsing algorithm.)
		    */
		    get openStart() { return (this.open & 1 /* Open.Start */) > 0; }
		    /**
		    Whether the end of the fragment represents the end of a
		    full-document parse, or the start of a change.
		    */
		    get openEnd() { return (this.open & 2 /* Open.End */) > 0; }
		    /**
		    Create a set of fragments from a freshly parsed tree, or update
		    an existing set of fragments by replacing the ones that overlap
		    with a tree with content from the new tree. When `partial` is
		    true, the parse is treated as incomplete, and the resulting
		    fragment has [`openEnd`](#common.TreeFragment.openEnd) set to
		    true.
		    */
		    static addTree(tree, fragments = [], partial = false) {
		        let result = [new TreeFragment(0, tree.length, tree, 0, false, partial)];
		        for (let f of fragments)
		            if (f.to > tree.length)
		                result.push(f);
		        return result;
		    }
		    /**
		    Apply a set of edits to an array of fragments, removing or
		    splitting fragments as necessary to remove edited ranges, and
		    adjusting offsets for fragments that moved.
		    */
		    static applyChanges(fragments, changes, minGap = 128) {
		        if (!changes.length)
		            return fragments;
		        let result = [];
		        let fI = 1, nextF = fragments.length ? fragments[0] : null;
		        for (let cI = 0, pos = 0, off = 0;; cI++) {
		            let nextC = cI < changes.length ? changes[cI] : null;
		            let nextPos = nextC ? nextC.fromA : 1e9;
		            if (nextPos - pos >= minGap)
		                while (nextF && nextF.from < nextPos) {
		                    let cut = nextF;
		                    if (pos >= cut.from || nextPos <= cut.to || off) {
		                        let fFrom = Math.max(cut.from, pos) - off, fTo = Math.min(cut.to, nextPos) - off;
		                        cut = fFrom >= fTo ? null : new TreeFragment(fFrom, fTo, cut.tree, cut.offset + off, cI > 0, !!nextC);
		                    }
		                    if (cut)
		                        result.push(cut);
		                    if (nextF.to > nextPos)
		                        break;
		                    nextF = fI < fragments.length ? fragments[fI++] : null;
		                }
		            if (!nextC)
		                break;
		            pos = nextC.toA;
		            off = nextC.toA - nextC.toB;
		        }
		        return result;
		    }
		}
		/**
		A superclass that parsers should extend.
		*/
		class Parser {
		    /**
		    Start a parse, returning a [partial parse](#common.PartialParse)
		    object. [`fragments`](#common.TreeFragment) can be passed in to
		    make the parse incremental.
		    
		    By default, the entire input is parsed. You can pass `ranges`,
		    which should be a sorted array of non-empty, non-overlapping
		    ranges, to parse only those ranges. The tree returned in that
		    case will start at `ranges[0].from`.
		    */
		    startParse(input, fragments, ranges) {
		        if (typeof input == "string")
		            input = new StringInput(input);
		        ranges = !ranges ? [new Range(0, input.length)] : ranges.length ? ranges.map(r => new Range(r.from, r.to)) : [new Range(0, 0)];
		        return this.createParse(input, fragments || [], ranges);
		    }
		    /**
		    Run a full parse, returning the resulting tree.
		    */
		    parse(input, fragments, ranges) {
		        let parse = this.startParse(input, fragments, ranges);
		        for (;;) {
		            let done = parse.advance();
		            if (done)
		                return done;
		        }
		    }
		}
		class StringInput {
		    constructor(string) {
		        this.string = string;
		    }
		    get length() { return this.string.length; }
		    chunk(from) { return this.string.slice(from); }
		    get lineChunks() { return false; }
		    read(from, to) { return this.string.slice(from, to); }
		}

		/**
		Create a parse wrapper that, after the inner parse completes,
		scans its tree for mixed language regions with the `nest`
		function, runs the resulting [inner parses](#common.NestedParse),
		and then [mounts](#common.NodeProp^mounted) their results onto the
		tree.
		*/
		function parseMixed(nest) {
		    return (parse, input, fragments, ranges) => new MixedParse(parse, nest, input, fragments, ranges);
		}
		class InnerParse {
		    constructor(parser, parse, overlay, bracketed, target, from) {
		        this.parser = parser;
		        this.parse = parse;
		        this.overlay = overlay;
		        this.bracketed = bracketed;
		        this.target = target;
		        this.from = from;
		    }
		}
		function checkRanges(ranges) {
		    if (!ranges.length || ranges.some(r => r.from >= r.to))
		        throw new RangeError("Invalid inner parse ranges given: " + JSON.stringify(ranges));
		}
		class ActiveOverlay {
		    constructor(parser, predicate, mounts, index, start, bracketed, target, prev) {
		        this.parser = parser;
		        this.predicate = predicate;
		        this.mounts = mounts;
		        this.index = index;
		        this.start = start;
		        this.bracketed = bracketed;
		        this.target = target;
		        this.prev = prev;
		        this.depth = 0;
		        this.ranges = [];
		    }
		}
		const stoppedInner = new NodeProp({ perNode: true });
		class MixedParse {
		    constructor(base, nest, input, fragments, ranges) {
		        this.nest = nest;
		        this.input = input;
		        this.fragments = fragments;
		        this.ranges = ranges;
		        this.inner = [];
		        this.innerDone = 0;
		        this.baseTree = null;
		        this.stoppedAt = null;
		        this.baseParse = base;
		    }
		    advance() {
		        if (this.baseParse) {
		            let done = this.baseParse.advance();
		            if (!done)
		                return null;
		            this.baseParse = null;
		            this.baseTree = done;
		            this.startInner();
		            if (this.stoppedAt != null)
		                for (let inner of this.inner)
		                    inner.parse.stopAt(this.stoppedAt);
		        }
		        if (this.innerDone == this.inner.length) {
		            let result = this.baseTree;
		            if (this.stoppedAt != null)
		                result = new Tree(result.type, result.children, result.positions, result.length, result.propValues.concat([[stoppedInner, this.stoppedAt]]));
		            return result;
		        }
		        let inner = this.inner[this.innerDone], done = inner.parse.advance();
		        if (done) {
		            this.innerDone++;
		            // This is a somewhat dodgy but super helpful hack where we
		            // patch up nodes created by the inner parse (and thus
		            // presumably not aliased anywhere else) to hold the information
		            // about the inner parse.
		            let props = Object.assign(Object.create(null), inner.target.props);
		            props[NodeProp.mounted.id] = new MountedTree(done, inner.overlay, inner.parser, inner.bracketed);
		            inner.target.props = props;
		        }
		        return null;
		    }
		    get parsedPos() {
		        if (this.baseParse)
		            return 0;
		        let pos = this.input.length;
		        for (let i = this.innerDone; i < this.inner.length; i++) {
		            if (this.inner[i].from < pos)
		                pos = Math.min(pos, this.inner[i].parse.parsedPos);
		        }
		        return pos;
		    }
		    stopAt(pos) {
		        this.stoppedAt = pos;
		        if (this.baseParse)
		            this.baseParse.stopAt(pos);
		        else
		            for (let i = this.innerDone; i < this.inner.length; i++)
		                this.inner[i].parse.stopAt(pos);
		    }
		    startInner() {
		        let fragmentCursor = new FragmentCursor(this.fragments);
		        let overlay = null;
		        let covered = null;
		        let cursor = new TreeCursor(new TreeNode(this.baseTree, this.ranges[0].from, 0, null), exports.IterMode.IncludeAnonymous | exports.IterMode.IgnoreMounts);
		        scan: for (let nest, isCovered;;) {
		            let enter = true, range;
		            if (this.stoppedAt != null && cursor.from >= this.stoppedAt) {
		                enter = false;
		            }
		            else if (fragmentCursor.hasNode(cursor)) {
		                if (overlay) {
		                    let match = overlay.mounts.find(m => m.frag.from <= cursor.from && m.frag.to >= cursor.to && m.mount.overlay);
		                    if (match)
		                        for (let r of match.mount.overlay) {
		                            let from = r.from + match.pos, to = r.to + match.pos;
		                            if (from >= cursor.from && to <= cursor.to && !overlay.ranges.some(r => r.from < to && r.to > from))
		                                overlay.ranges.push({ from, to });
		                        }
		                }
		                enter = false;
		            }
		            else if (covered && (isCovered = checkCover(covered.ranges, cursor.from, cursor.to))) {
		                enter = isCovered != 2 /* Cover.Full */;
		            }
		            else if (!cursor.type.isAnonymous && (nest = this.nest(cursor, this.input)) &&
		                (cursor.from < cursor.to || !nest.overlay)) {
		                if (!cursor.tree) {
		                    materialize(cursor);
		                    // materialize create one more level of nesting
		                    // we need to add depth to active overlay for going backwards
		                    if (overlay)
		                        overlay.depth++;
		                    if (covered)
		                        covered.depth++;
		                }
		                let oldMounts = fragmentCursor.findMounts(cursor.from, nest.parser);
		                if (typeof nest.overlay == "function") {
		                    overlay = new ActiveOverlay(nest.parser, nest.overlay, oldMounts, this.inner.length, cursor.from, !!nest.bracketed, cursor.tree, overlay);
		                }
		                else {
		                    let ranges = punchRanges(this.ranges, nest.overlay ||
		                        (cursor.from < cursor.to ? [new Range(cursor.from, cursor.to)] : []));
		                    if (ranges.length)
		                        checkRanges(ranges);
		                    if (ranges.length || !nest.overlay)
		                        this.inner.push(new InnerParse(nest.parser, ranges.length ? nest.parser.startParse(this.input, enterFragments(oldMounts, ranges), ranges)
		                            : nest.parser.startParse(""), nest.overlay ? nest.overlay.map(r => new Range(r.from - cursor.from, r.to - cursor.from)) : null, !!nest.bracketed, cursor.tree, ranges.length ? ranges[0].from : cursor.from));
		                    if (!nest.overlay)
		                        enter = false;
		                    else if (ranges.length)
		                        covered = { ranges, depth: 0, prev: covered };
		                }
		            }
		            else if (overlay && (range = overlay.predicate(cursor))) {
		                if (range === true)
		                    range = new Range(cursor.from, cursor.to);
		                if (range.from < range.to) {
		                    let last = overlay.ranges.length - 1;
		                    if (last >= 0 && overlay.ranges[last].to == range.from)
		                        overlay.ranges[last] = { from: overlay.ranges[last].from, to: range.to };
		                    else
		                        overlay.ranges.push(range);
		                }
		            }
		            if (enter && cursor.firstChild()) {
		                if (overlay)
		                    overlay.depth++;
		                if (covered)
		                    covered.depth++;
		            }
		            else {
		                for (;;) {
		                    if (cursor.nextSibling())
		                        break;
		                    if (!cursor.parent())
		                        break scan;
		                    if (overlay && !--overlay.depth) {
		                        let ranges = punchRanges(this.ranges, overlay.ranges);
		                        if (ranges.length) {
		                            checkRanges(ranges);
		                            this.inner.splice(overlay.index, 0, new InnerParse(overlay.parser, overlay.parser.startParse(this.input, enterFragments(overlay.mounts, ranges), ranges), overlay.ranges.map(r => new Range(r.from - overlay.start, r.to - overlay.start)), overlay.bracketed, overlay.target, ranges[0].from));
		                        }
		                        overlay = overlay.prev;
		                    }
		                    if (covered && !--covered.depth)
		                        covered = covered.prev;
		                }
		            }
		        }
		    }
		}
		function checkCover(covered, from, to) {
		    for (let range of covered) {
		        if (range.from >= to)
		            break;
		        if (range.to > from)
		            return range.from <= from && range.to >= to ? 2 /* Cover.Full */ : 1 /* Cover.Partial */;
		    }
		    return 0 /* Cover.None */;
		}
		// Take a piece of buffer and convert it into a stand-alone
		// TreeBuffer.
		function sliceBuf(buf, startI, endI, nodes, positions, off) {
		    if (startI < endI) {
		        let from = buf.buffer[startI + 1];
		        nodes.push(buf.slice(startI, endI, from));
		        positions.push(from - off);
		    }
		}
		// This function takes a node that's in a buffer, and converts it, and
		// its parent buffer nodes, into a Tree. This is again acting on the
		// assumption that the trees and buffers have been constructed by the
		// parse that was ran via the mix parser, and thus aren't shared with
		// any other code, making violations of the immutability safe.
		function materialize(cursor) {
		    let { node } = cursor, stack = [];
		    let buffer = node.context.buffer;
		    // Scan up to the nearest tree
		    do {
		        stack.push(cursor.index);
		        cursor.parent();
		    } while (!cursor.tree);
		    // Find the index of the buffer in that tree
		    let base = cursor.tree, i = base.children.indexOf(buffer);
		    let buf = base.children[i], b = buf.buffer, newStack = [i];
		    // Split a level in the buffer, putting the nodes before and after
		    // the child that contains `node` into new buffers.
		    function split(startI, endI, type, innerOffset, length, stackPos) {
		        let targetI = stack[stackPos];
		        let children = [], positions = [];
		        sliceBuf(buf, startI, targetI, children, positions, innerOffset);
		        let from = b[targetI + 1], to = b[targetI + 2];
		        newStack.push(children.length);
		        let child = stackPos
		            ? split(targetI + 4, b[targetI + 3], buf.set.types[b[targetI]], from, to - from, stackPos - 1)
		            : node.toTree();
		        children.push(child);
		        positions.push(from - innerOffset);
		        sliceBuf(buf, b[targetI + 3], endI, children, positions, innerOffset);
		        return new Tree(type, children, positions, length);
		    }
		    base.children[i] = split(0, b.length, NodeType.none, 0, buf.length, stack.length - 1);
		    // Move the cursor back to the target node
		    for (let index of newStack) {
		        let tree = cursor.tree.children[index], pos = cursor.tree.positions[index];
		        cursor.yield(new TreeNode(tree, pos + cursor.from, index, cursor._tree));
		    }
		}
		class StructureCursor {
		    constructor(root, offset) {
		        this.offset = offset;
		        this.done = false;
		        this.cursor = root.cursor(exports.IterMode.IncludeAnonymous | exports.IterMode.IgnoreMounts | exports.IterMode.ExcludeBuffers);
		    }
		    // Move to the first node (in pre-order) that starts at or after `pos`.
		    moveTo(pos) {
		        let { cursor } = this, p = pos - this.offset;
		        while (!this.done && cursor.from < p) {
		            if (cursor.to >= p && cursor.enter(p, 1, exports.IterMode.IncludeAnonymous | exports.IterMode.IgnoreMounts | exports.IterMode.IgnoreOverlays | exports.IterMode.ExcludeBuffers)) ;
		            else if (cursor.to <= p) {
		                if (!cursor.next(false))
		                    this.done = true;
		                // Moved to next node
		            }
		            else {
		                break;
		            }
		        }
		    }
		    hasNode(cursor) {
		        this.moveTo(cursor.from);
		        if (!this.done && this.cursor.from + this.offset == cursor.from && this.cursor.tree) {
		            for (let tree = this.cursor.tree;;) {
		                if (tree == cursor.tree)
		                    return true;
		                if (tree.children.length && tree.positions[0] == 0 && tree.children[0] instanceof Tree)
		                    tree = tree.children[0];
		                else
		                    break;
		            }
		        }
		        return false;
		    }
		}
		// The end of the range in which a fragment's nodes can be reused. For
		// a tree from a stopped parse, that is no further than the stop
		// position (in tree coordinates, so it is mapped to the document).
		function fragEnd(frag) {
		    let stopped = frag.tree.prop(stoppedInner);
		    return stopped == null ? frag.to : Math.min(frag.to, stopped - frag.offset);
		}
		class FragmentCursor {
		    constructor(fragments) {
		        this.fragments = fragments;
		        this.curTo = 0;
		        this.fragI = 0;
		        if (fragments.length) {
		            let first = this.curFrag = fragments[0];
		            this.curTo = fragEnd(first);
		            this.inner = new StructureCursor(first.tree, -first.offset);
		        }
		        else {
		            this.curFrag = this.inner = null;
		        }
		    }
		    hasNode(node) {
		        while (this.curFrag && node.from >= this.curTo)
		            this.nextFrag();
		        return this.curFrag && this.curFrag.from <= node.from && this.curTo >= node.to && this.inner.hasNode(node);
		    }
		    nextFrag() {
		        this.fragI++;
		        if (this.fragI == this.fragments.length) {
		            this.curFrag = this.inner = null;
		        }
		        else {
		            let frag = this.curFrag = this.fragments[this.fragI];
		            this.curTo = fragEnd(frag);
		            this.inner = new StructureCursor(frag.tree, -frag.offset);
		        }
		    }
		    findMounts(pos, parser) {
		        var _a;
		        let result = [];
		        if (this.inner) {
		            this.inner.cursor.moveTo(pos, 1);
		            for (let pos = this.inner.cursor.node; pos; pos = pos.parent) {
		                let mount = (_a = pos.tree) === null || _a === void 0 ? void 0 : _a.prop(NodeProp.mounted);
		                if (mount && mount.parser == parser) {
		                    for (let i = this.fragI; i < this.fragments.length; i++) {
		                        let frag = this.fragments[i];
		                        if (frag.from >= pos.to)
		                            break;
		                        if (frag.tree == this.curFrag.tree)
		                            result.push({
		                                frag,
		                                pos: pos.from - frag.offset,
		                                mount
		                            });
		                    }
		                }
		            }
		        }
		        return result;
		    }
		}
		function punchRanges(outer, ranges) {
		    let copy = null, current = ranges;
		    for (let i = 1, j = 0; i < outer.length; i++) {
		        let gapFrom = outer[i - 1].to, gapTo = outer[i].from;
		        for (; j < current.length; j++) {
		            let r = current[j];
		            if (r.from >= gapTo)
		                break;
		            if (r.to <= gapFrom)
		                continue;
		            if (!copy)
		                current = copy = ranges.slice();
		            if (r.from < gapFrom) {
		                copy[j] = new Range(r.from, gapFrom);
		                if (r.to > gapTo)
		                    copy.splice(j + 1, 0, new Range(gapTo, r.to));
		            }
		            else if (r.to > gapTo) {
		                copy[j--] = new Range(gapTo, r.to);
		            }
		            else {
		                copy.splice(j--, 1);
		            }
		        }
		    }
		    return current;
		}
		function findCoverChanges(a, b, from, to) {
		    let iA = 0, iB = 0, inA = false, inB = false, pos = -1e9;
		    let result = [];
		    for (;;) {
		        let nextA = iA == a.length ? 1e9 : inA ? a[iA].to : a[iA].from;
		        let nextB = iB == b.length ? 1e9 : inB ? b[iB].to : b[iB].from;
		        if (inA != inB) {
		            let start = Math.max(pos, from), end = Math.min(nextA, nextB, to);
		            if (start < end)
		                result.push(new Range(start, end));
		        }
		        pos = Math.min(nextA, nextB);
		        if (pos == 1e9)
		            break;
		        if (nextA == pos) {
		            if (!inA)
		                inA = true;
		            else {
		                inA = false;
		                iA++;
		            }
		        }
		        if (nextB == pos) {
		            if (!inB)
		                inB = true;
		            else {
		                inB = false;
		                iB++;
		            }
		        }
		    }
		    return result;
		}
		// Given a number of fragments for the outer tree, and a set of ranges
		// to parse, find fragments for inner trees mounted around those
		// ranges, if any.
		function enterFragments(mounts, ranges) {
		    let result = [];
		    for (let { pos, mount, frag } of mounts) {
		        let startPos = pos + (mount.overlay ? mount.overlay[0].from : 0), endPos = startPos + mount.tree.length;
		        let from = Math.max(frag.from, startPos), to = Math.min(frag.to, endPos);
		        if (mount.overlay) {
		            let overlay = mount.overlay.map(r => new Range(r.from + pos, r.to + pos));
		            let changes = findCoverChanges(ranges, overlay, from, to);
		            for (let i = 0, pos = from;; i++) {
		                let last = i == changes.length, end = last ? to : changes[i].from;
		                if (end > pos)
		                    result.push(new TreeFragment(pos, end, mount.tree, -startPos, frag.from >= pos || frag.openStart, frag.to <= end || frag.openEnd));
		                if (last)
		                    break;
		                pos = changes[i].to;
		            }
		        }
		        else {
		            result.push(new TreeFragment(from, to, mount.tree, -startPos, frag.from >= startPos || frag.openStart, frag.to <= endPos || frag.openEnd));
		        }
		    }
		    return result;
		}

		exports.DefaultBufferLength = DefaultBufferLength;
		exports.MountedTree = MountedTree;
		exports.NodeProp = NodeProp;
		exports.NodeSet = NodeSet;
		exports.NodeType = NodeType;
		exports.NodeWeakMap = NodeWeakMap;
		exports.Parser = Parser;
		exports.Tree = Tree;
		exports.TreeBuffer = TreeBuffer;
		exports.TreeCursor = TreeCursor;
		exports.TreeFragment = TreeFragment;
		exports.parseMixed = parseMixed; 
	} (dist$2));
	return dist$2;
}

// This is a generated file. Do not edit.
var Space_Separator = /[\u1680\u2000-\u200A\u202F\u205F\u3000]/;
var ID_Start = /[\xAA\xB5\xBA\xC0-\xD6\xD8-\xF6\xF8-\u02C1\u02C6-\u02D1\u02E0-\u02E4\u02EC\u02EE\u0370-\u0374\u0376\u0377\u037A-\u037D\u037F\u0386\u0388-\u038A\u038C\u038E-\u03A1\u03A3-\u03F5\u03F7-\u0481\u048A-\u052F\u0531-\u0556\u0559\u0561-\u0587\u05D0-\u05EA\u05F0-\u05F2\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF\u0710\u0712-\u072F\u074D-\u07A5\u07B1\u07CA-\u07EA\u07F4\u07F5\u07FA\u0800-\u0815\u081A\u0824\u0828\u0840-\u0858\u0860-\u086A\u08A0-\u08B4\u08B6-\u08BD\u0904-\u0939\u093D\u0950\u0958-\u0961\u0971-\u0980\u0985-\u098C\u098F\u0990\u0993-\u09A8\u09AA-\u09B0\u09B2\u09B6-\u09B9\u09BD\u09CE\u09DC\u09DD\u09DF-\u09E1\u09F0\u09F1\u09FC\u0A05-\u0A0A\u0A0F\u0A10\u0A13-\u0A28\u0A2A-\u0A30\u0A32\u0A33\u0A35\u0A36\u0A38\u0A39\u0A59-\u0A5C\u0A5E\u0A72-\u0A74\u0A85-\u0A8D\u0A8F-\u0A91\u0A93-\u0AA8\u0AAA-\u0AB0\u0AB2\u0AB3\u0AB5-\u0AB9\u0ABD\u0AD0\u0AE0\u0AE1\u0AF9\u0B05-\u0B0C\u0B0F\u0B10\u0B13-\u0B28\u0B2A-\u0B30\u0B32\u0B33\u0B35-\u0B39\u0B3D\u0B5C\u0B5D\u0B5F-\u0B61\u0B71\u0B83\u0B85-\u0B8A\u0B8E-\u0B90\u0B92-\u0B95\u0B99\u0B9A\u0B9C\u0B9E\u0B9F\u0BA3\u0BA4\u0BA8-\u0BAA\u0BAE-\u0BB9\u0BD0\u0C05-\u0C0C\u0C0E-\u0C10\u0C12-\u0C28\u0C2A-\u0C39\u0C3D\u0C58-\u0C5A\u0C60\u0C61\u0C80\u0C85-\u0C8C\u0C8E-\u0C90\u0C92-\u0CA8\u0CAA-\u0CB3\u0CB5-\u0CB9\u0CBD\u0CDE\u0CE0\u0CE1\u0CF1\u0CF2\u0D05-\u0D0C\u0D0E-\u0D10\u0D12-\u0D3A\u0D3D\u0D4E\u0D54-\u0D56\u0D5F-\u0D61\u0D7A-\u0D7F\u0D85-\u0D96\u0D9A-\u0DB1\u0DB3-\u0DBB\u0DBD\u0DC0-\u0DC6\u0E01-\u0E30\u0E32\u0E33\u0E40-\u0E46\u0E81\u0E82\u0E84\u0E87\u0E88\u0E8A\u0E8D\u0E94-\u0E97\u0E99-\u0E9F\u0EA1-\u0EA3\u0EA5\u0EA7\u0EAA\u0EAB\u0EAD-\u0EB0\u0EB2\u0EB3\u0EBD\u0EC0-\u0EC4\u0EC6\u0EDC-\u0EDF\u0F00\u0F40-\u0F47\u0F49-\u0F6C\u0F88-\u0F8C\u1000-\u102A\u103F\u1050-\u1055\u105A-\u105D\u1061\u1065\u1066\u106E-\u1070\u1075-\u1081\u108E\u10A0-\u10C5\u10C7\u10CD\u10D0-\u10FA\u10FC-\u1248\u124A-\u124D\u1250-\u1256\u1258\u125A-\u125D\u1260-\u1288\u128A-\u128D\u1290-\u12B0\u12B2-\u12B5\u12B8-\u12BE\u12C0\u12C2-\u12C5\u12C8-\u12D6\u12D8-\u1310\u1312-\u1315\u1318-\u135A\u1380-\u138F\u13A0-\u13F5\u13F8-\u13FD\u1401-\u166C\u166F-\u167F\u1681-\u169A\u16A0-\u16EA\u16EE-\u16F8\u1700-\u170C\u170E-\u1711\u1720-\u1731\u1740-\u1751\u1760-\u176C\u176E-\u1770\u1780-\u17B3\u17D7\u17DC\u1820-\u1877\u1880-\u1884\u1887-\u18A8\u18AA\u18B0-\u18F5\u1900-\u191E\u1950-\u196D\u1970-\u1974\u1980-\u19AB\u19B0-\u19C9\u1A00-\u1A16\u1A20-\u1A54\u1AA7\u1B05-\u1B33\u1B45-\u1B4B\u1B83-\u1BA0\u1BAE\u1BAF\u1BBA-\u1BE5\u1C00-\u1C23\u1C4D-\u1C4F\u1C5A-\u1C7D\u1C80-\u1C88\u1CE9-\u1CEC\u1CEE-\u1CF1\u1CF5\u1CF6\u1D00-\u1DBF\u1E00-\u1F15\u1F18-\u1F1D\u1F20-\u1F45\u1F48-\u1F4D\u1F50-\u1F57\u1F59\u1F5B\u1F5D\u1F5F-\u1F7D\u1F80-\u1FB4\u1FB6-\u1FBC\u1FBE\u1FC2-\u1FC4\u1FC6-\u1FCC\u1FD0-\u1FD3\u1FD6-\u1FDB\u1FE0-\u1FEC\u1FF2-\u1FF4\u1FF6-\u1FFC\u2071\u207F\u2090-\u209C\u2102\u2107\u210A-\u2113\u2115\u2119-\u211D\u2124\u2126\u2128\u212A-\u212D\u212F-\u2139\u213C-\u213F\u2145-\u2149\u214E\u2160-\u2188\u2C00-\u2C2E\u2C30-\u2C5E\u2C60-\u2CE4\u2CEB-\u2CEE\u2CF2\u2CF3\u2D00-\u2D25\u2D27\u2D2D\u2D30-\u2D67\u2D6F\u2D80-\u2D96\u2DA0-\u2DA6\u2DA8-\u2DAE\u2DB0-\u2DB6\u2DB8-\u2DBE\u2DC0-\u2DC6\u2DC8-\u2DCE\u2DD0-\u2DD6\u2DD8-\u2DDE\u2E2F\u3005-\u3007\u3021-\u3029\u3031-\u3035\u3038-\u303C\u3041-\u3096\u309D-\u309F\u30A1-\u30FA\u30FC-\u30FF\u3105-\u312E\u3131-\u318E\u31A0-\u31BA\u31F0-\u31FF\u3400-\u4DB5\u4E00-\u9FEA\uA000-\uA48C\uA4D0-\uA4FD\uA500-\uA60C\uA610-\uA61F\uA62A\uA62B\uA640-\uA66E\uA67F-\uA69D\uA6A0-\uA6EF\uA717-\uA71F\uA722-\uA788\uA78B-\uA7AE\uA7B0-\uA7B7\uA7F7-\uA801\uA803-\uA805\uA807-\uA80A\uA80C-\uA822\uA840-\uA873\uA882-\uA8B3\uA8F2-\uA8F7\uA8FB\uA8FD\uA90A-\uA925\uA930-\uA946\uA960-\uA97C\uA984-\uA9B2\uA9CF\uA9E0-\uA9E4\uA9E6-\uA9EF\uA9FA-\uA9FE\uAA00-\uAA28\uAA40-\uAA42\uAA44-\uAA4B\uAA60-\uAA76\uAA7A\uAA7E-\uAAAF\uAAB1\uAAB5\uAAB6\uAAB9-\uAABD\uAAC0\uAAC2\uAADB-\uAADD\uAAE0-\uAAEA\uAAF2-\uAAF4\uAB01-\uAB06\uAB09-\uAB0E\uAB11-\uAB16\uAB20-\uAB26\uAB28-\uAB2E\uAB30-\uAB5A\uAB5C-\uAB65\uAB70-\uABE2\uAC00-\uD7A3\uD7B0-\uD7C6\uD7CB-\uD7FB\uF900-\uFA6D\uFA70-\uFAD9\uFB00-\uFB06\uFB13-\uFB17\uFB1D\uFB1F-\uFB28\uFB2A-\uFB36\uFB38-\uFB3C\uFB3E\uFB40\uFB41\uFB43\uFB44\uFB46-\uFBB1\uFBD3-\uFD3D\uFD50-\uFD8F\uFD92-\uFDC7\uFDF0-\uFDFB\uFE70-\uFE74\uFE76-\uFEFC\uFF21-\uFF3A\uFF41-\uFF5A\uFF66-\uFFBE\uFFC2-\uFFC7\uFFCA-\uFFCF\uFFD2-\uFFD7\uFFDA-\uFFDC]|\uD800[\uDC00-\uDC0B\uDC0D-\uDC26\uDC28-\uDC3A\uDC3C\uDC3D\uDC3F-\uDC4D\uDC50-\uDC5D\uDC80-\uDCFA\uDD40-\uDD74\uDE80-\uDE9C\uDEA0-\uDED0\uDF00-\uDF1F\uDF2D-\uDF4A\uDF50-\uDF75\uDF80-\uDF9D\uDFA0-\uDFC3\uDFC8-\uDFCF\uDFD1-\uDFD5]|\uD801[\uDC00-\uDC9D\uDCB0-\uDCD3\uDCD8-\uDCFB\uDD00-\uDD27\uDD30-\uDD63\uDE00-\uDF36\uDF40-\uDF55\uDF60-\uDF67]|\uD802[\uDC00-\uDC05\uDC08\uDC0A-\uDC35\uDC37\uDC38\uDC3C\uDC3F-\uDC55\uDC60-\uDC76\uDC80-\uDC9E\uDCE0-\uDCF2\uDCF4\uDCF5\uDD00-\uDD15\uDD20-\uDD39\uDD80-\uDDB7\uDDBE\uDDBF\uDE00\uDE10-\uDE13\uDE15-\uDE17\uDE19-\uDE33\uDE60-\uDE7C\uDE80-\uDE9C\uDEC0-\uDEC7\uDEC9-\uDEE4\uDF00-\uDF35\uDF40-\uDF55\uDF60-\uDF72\uDF80-\uDF91]|\uD803[\uDC00-\uDC48\uDC80-\uDCB2\uDCC0-\uDCF2]|\uD804[\uDC03-\uDC37\uDC83-\uDCAF\uDCD0-\uDCE8\uDD03-\uDD26\uDD50-\uDD72\uDD76\uDD83-\uDDB2\uDDC1-\uDDC4\uDDDA\uDDDC\uDE00-\uDE11\uDE13-\uDE2B\uDE80-\uDE86\uDE88\uDE8A-\uDE8D\uDE8F-\uDE9D\uDE9F-\uDEA8\uDEB0-\uDEDE\uDF05-\uDF0C\uDF0F\uDF10\uDF13-\uDF28\uDF2A-\uDF30\uDF32\uDF33\uDF35-\uDF39\uDF3D\uDF50\uDF5D-\uDF61]|\uD805[\uDC00-\uDC34\uDC47-\uDC4A\uDC80-\uDCAF\uDCC4\uDCC5\uDCC7\uDD80-\uDDAE\uDDD8-\uDDDB\uDE00-\uDE2F\uDE44\uDE80-\uDEAA\uDF00-\uDF19]|\uD806[\uDCA0-\uDCDF\uDCFF\uDE00\uDE0B-\uDE32\uDE3A\uDE50\uDE5C-\uDE83\uDE86-\uDE89\uDEC0-\uDEF8]|\uD807[\uDC00-\uDC08\uDC0A-\uDC2E\uDC40\uDC72-\uDC8F\uDD00-\uDD06\uDD08\uDD09\uDD0B-\uDD30\uDD46]|\uD808[\uDC00-\uDF99]|\uD809[\uDC00-\uDC6E\uDC80-\uDD43]|[\uD80C\uD81C-\uD820\uD840-\uD868\uD86A-\uD86C\uD86F-\uD872\uD874-\uD879][\uDC00-\uDFFF]|\uD80D[\uDC00-\uDC2E]|\uD811[\uDC00-\uDE46]|\uD81A[\uDC00-\uDE38\uDE40-\uDE5E\uDED0-\uDEED\uDF00-\uDF2F\uDF40-\uDF43\uDF63-\uDF77\uDF7D-\uDF8F]|\uD81B[\uDF00-\uDF44\uDF50\uDF93-\uDF9F\uDFE0\uDFE1]|\uD821[\uDC00-\uDFEC]|\uD822[\uDC00-\uDEF2]|\uD82C[\uDC00-\uDD1E\uDD70-\uDEFB]|\uD82F[\uDC00-\uDC6A\uDC70-\uDC7C\uDC80-\uDC88\uDC90-\uDC99]|\uD835[\uDC00-\uDC54\uDC56-\uDC9C\uDC9E\uDC9F\uDCA2\uDCA5\uDCA6\uDCA9-\uDCAC\uDCAE-\uDCB9\uDCBB\uDCBD-\uDCC3\uDCC5-\uDD05\uDD07-\uDD0A\uDD0D-\uDD14\uDD16-\uDD1C\uDD1E-\uDD39\uDD3B-\uDD3E\uDD40-\uDD44\uDD46\uDD4A-\uDD50\uDD52-\uDEA5\uDEA8-\uDEC0\uDEC2-\uDEDA\uDEDC-\uDEFA\uDEFC-\uDF14\uDF16-\uDF34\uDF36-\uDF4E\uDF50-\uDF6E\uDF70-\uDF88\uDF8A-\uDFA8\uDFAA-\uDFC2\uDFC4-\uDFCB]|\uD83A[\uDC00-\uDCC4\uDD00-\uDD43]|\uD83B[\uDE00-\uDE03\uDE05-\uDE1F\uDE21\uDE22\uDE24\uDE27\uDE29-\uDE32\uDE34-\uDE37\uDE39\uDE3B\uDE42\uDE47\uDE49\uDE4B\uDE4D-\uDE4F\uDE51\uDE52\uDE54\uDE57\uDE59\uDE5B\uDE5D\uDE5F\uDE61\uDE62\uDE64\uDE67-\uDE6A\uDE6C-\uDE72\uDE74-\uDE77\uDE79-\uDE7C\uDE7E\uDE80-\uDE89\uDE8B-\uDE9B\uDEA1-\uDEA3\uDEA5-\uDEA9\uDEAB-\uDEBB]|\uD869[\uDC00-\uDED6\uDF00-\uDFFF]|\uD86D[\uDC00-\uDF34\uDF40-\uDFFF]|\uD86E[\uDC00-\uDC1D\uDC20-\uDFFF]|\uD873[\uDC00-\uDEA1\uDEB0-\uDFFF]|\uD87A[\uDC00-\uDFE0]|\uD87E[\uDC00-\uDE1D]/;
var ID_Continue = /[\xAA\xB5\xBA\xC0-\xD6\xD8-\xF6\xF8-\u02C1\u02C6-\u02D1\u02E0-\u02E4\u02EC\u02EE\u0300-\u0374\u0376\u0377\u037A-\u037D\u037F\u0386\u0388-\u038A\u038C\u038E-\u03A1\u03A3-\u03F5\u03F7-\u0481\u0483-\u0487\u048A-\u052F\u0531-\u0556\u0559\u0561-\u0587\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u05D0-\u05EA\u05F0-\u05F2\u0610-\u061A\u0620-\u0669\u066E-\u06D3\u06D5-\u06DC\u06DF-\u06E8\u06EA-\u06FC\u06FF\u0710-\u074A\u074D-\u07B1\u07C0-\u07F5\u07FA\u0800-\u082D\u0840-\u085B\u0860-\u086A\u08A0-\u08B4\u08B6-\u08BD\u08D4-\u08E1\u08E3-\u0963\u0966-\u096F\u0971-\u0983\u0985-\u098C\u098F\u0990\u0993-\u09A8\u09AA-\u09B0\u09B2\u09B6-\u09B9\u09BC-\u09C4\u09C7\u09C8\u09CB-\u09CE\u09D7\u09DC\u09DD\u09DF-\u09E3\u09E6-\u09F1\u09FC\u0A01-\u0A03\u0A05-\u0A0A\u0A0F\u0A10\u0A13-\u0A28\u0A2A-\u0A30\u0A32\u0A33\u0A35\u0A36\u0A38\u0A39\u0A3C\u0A3E-\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A59-\u0A5C\u0A5E\u0A66-\u0A75\u0A81-\u0A83\u0A85-\u0A8D\u0A8F-\u0A91\u0A93-\u0AA8\u0AAA-\u0AB0\u0AB2\u0AB3\u0AB5-\u0AB9\u0ABC-\u0AC5\u0AC7-\u0AC9\u0ACB-\u0ACD\u0AD0\u0AE0-\u0AE3\u0AE6-\u0AEF\u0AF9-\u0AFF\u0B01-\u0B03\u0B05-\u0B0C\u0B0F\u0B10\u0B13-\u0B28\u0B2A-\u0B30\u0B32\u0B33\u0B35-\u0B39\u0B3C-\u0B44\u0B47\u0B48\u0B4B-\u0B4D\u0B56\u0B57\u0B5C\u0B5D\u0B5F-\u0B63\u0B66-\u0B6F\u0B71\u0B82\u0B83\u0B85-\u0B8A\u0B8E-\u0B90\u0B92-\u0B95\u0B99\u0B9A\u0B9C\u0B9E\u0B9F\u0BA3\u0BA4\u0BA8-\u0BAA\u0BAE-\u0BB9\u0BBE-\u0BC2\u0BC6-\u0BC8\u0BCA-\u0BCD\u0BD0\u0BD7\u0BE6-\u0BEF\u0C00-\u0C03\u0C05-\u0C0C\u0C0E-\u0C10\u0C12-\u0C28\u0C2A-\u0C39\u0C3D-\u0C44\u0C46-\u0C48\u0C4A-\u0C4D\u0C55\u0C56\u0C58-\u0C5A\u0C60-\u0C63\u0C66-\u0C6F\u0C80-\u0C83\u0C85-\u0C8C\u0C8E-\u0C90\u0C92-\u0CA8\u0CAA-\u0CB3\u0CB5-\u0CB9\u0CBC-\u0CC4\u0CC6-\u0CC8\u0CCA-\u0CCD\u0CD5\u0CD6\u0CDE\u0CE0-\u0CE3\u0CE6-\u0CEF\u0CF1\u0CF2\u0D00-\u0D03\u0D05-\u0D0C\u0D0E-\u0D10\u0D12-\u0D44\u0D46-\u0D48\u0D4A-\u0D4E\u0D54-\u0D57\u0D5F-\u0D63\u0D66-\u0D6F\u0D7A-\u0D7F\u0D82\u0D83\u0D85-\u0D96\u0D9A-\u0DB1\u0DB3-\u0DBB\u0DBD\u0DC0-\u0DC6\u0DCA\u0DCF-\u0DD4\u0DD6\u0DD8-\u0DDF\u0DE6-\u0DEF\u0DF2\u0DF3\u0E01-\u0E3A\u0E40-\u0E4E\u0E50-\u0E59\u0E81\u0E82\u0E84\u0E87\u0E88\u0E8A\u0E8D\u0E94-\u0E97\u0E99-\u0E9F\u0EA1-\u0EA3\u0EA5\u0EA7\u0EAA\u0EAB\u0EAD-\u0EB9\u0EBB-\u0EBD\u0EC0-\u0EC4\u0EC6\u0EC8-\u0ECD\u0ED0-\u0ED9\u0EDC-\u0EDF\u0F00\u0F18\u0F19\u0F20-\u0F29\u0F35\u0F37\u0F39\u0F3E-\u0F47\u0F49-\u0F6C\u0F71-\u0F84\u0F86-\u0F97\u0F99-\u0FBC\u0FC6\u1000-\u1049\u1050-\u109D\u10A0-\u10C5\u10C7\u10CD\u10D0-\u10FA\u10FC-\u1248\u124A-\u124D\u1250-\u1256\u1258\u125A-\u125D\u1260-\u1288\u128A-\u128D\u1290-\u12B0\u12B2-\u12B5\u12B8-\u12BE\u12C0\u12C2-\u12C5\u12C8-\u12D6\u12D8-\u1310\u1312-\u1315\u1318-\u135A\u135D-\u135F\u1380-\u138F\u13A0-\u13F5\u13F8-\u13FD\u1401-\u166C\u166F-\u167F\u1681-\u169A\u16A0-\u16EA\u16EE-\u16F8\u1700-\u170C\u170E-\u1714\u1720-\u1734\u1740-\u1753\u1760-\u176C\u176E-\u1770\u1772\u1773\u1780-\u17D3\u17D7\u17DC\u17DD\u17E0-\u17E9\u180B-\u180D\u1810-\u1819\u1820-\u1877\u1880-\u18AA\u18B0-\u18F5\u1900-\u191E\u1920-\u192B\u1930-\u193B\u1946-\u196D\u1970-\u1974\u1980-\u19AB\u19B0-\u19C9\u19D0-\u19D9\u1A00-\u1A1B\u1A20-\u1A5E\u1A60-\u1A7C\u1A7F-\u1A89\u1A90-\u1A99\u1AA7\u1AB0-\u1ABD\u1B00-\u1B4B\u1B50-\u1B59\u1B6B-\u1B73\u1B80-\u1BF3\u1C00-\u1C37\u1C40-\u1C49\u1C4D-\u1C7D\u1C80-\u1C88\u1CD0-\u1CD2\u1CD4-\u1CF9\u1D00-\u1DF9\u1DFB-\u1F15\u1F18-\u1F1D\u1F20-\u1F45\u1F48-\u1F4D\u1F50-\u1F57\u1F59\u1F5B\u1F5D\u1F5F-\u1F7D\u1F80-\u1FB4\u1FB6-\u1FBC\u1FBE\u1FC2-\u1FC4\u1FC6-\u1FCC\u1FD0-\u1FD3\u1FD6-\u1FDB\u1FE0-\u1FEC\u1FF2-\u1FF4\u1FF6-\u1FFC\u203F\u2040\u2054\u2071\u207F\u2090-\u209C\u20D0-\u20DC\u20E1\u20E5-\u20F0\u2102\u2107\u210A-\u2113\u2115\u2119-\u211D\u2124\u2126\u2128\u212A-\u212D\u212F-\u2139\u213C-\u213F\u2145-\u2149\u214E\u2160-\u2188\u2C00-\u2C2E\u2C30-\u2C5E\u2C60-\u2CE4\u2CEB-\u2CF3\u2D00-\u2D25\u2D27\u2D2D\u2D30-\u2D67\u2D6F\u2D7F-\u2D96\u2DA0-\u2DA6\u2DA8-\u2DAE\u2DB0-\u2DB6\u2DB8-\u2DBE\u2DC0-\u2DC6\u2DC8-\u2DCE\u2DD0-\u2DD6\u2DD8-\u2DDE\u2DE0-\u2DFF\u2E2F\u3005-\u3007\u3021-\u302F\u3031-\u3035\u3038-\u303C\u3041-\u3096\u3099\u309A\u309D-\u309F\u30A1-\u30FA\u30FC-\u30FF\u3105-\u312E\u3131-\u318E\u31A0-\u31BA\u31F0-\u31FF\u3400-\u4DB5\u4E00-\u9FEA\uA000-\uA48C\uA4D0-\uA4FD\uA500-\uA60C\uA610-\uA62B\uA640-\uA66F\uA674-\uA67D\uA67F-\uA6F1\uA717-\uA71F\uA722-\uA788\uA78B-\uA7AE\uA7B0-\uA7B7\uA7F7-\uA827\uA840-\uA873\uA880-\uA8C5\uA8D0-\uA8D9\uA8E0-\uA8F7\uA8FB\uA8FD\uA900-\uA92D\uA930-\uA953\uA960-\uA97C\uA980-\uA9C0\uA9CF-\uA9D9\uA9E0-\uA9FE\uAA00-\uAA36\uAA40-\uAA4D\uAA50-\uAA59\uAA60-\uAA76\uAA7A-\uAAC2\uAADB-\uAADD\uAAE0-\uAAEF\uAAF2-\uAAF6\uAB01-\uAB06\uAB09-\uAB0E\uAB11-\uAB16\uAB20-\uAB26\uAB28-\uAB2E\uAB30-\uAB5A\uAB5C-\uAB65\uAB70-\uABEA\uABEC\uABED\uABF0-\uABF9\uAC00-\uD7A3\uD7B0-\uD7C6\uD7CB-\uD7FB\uF900-\uFA6D\uFA70-\uFAD9\uFB00-\uFB06\uFB13-\uFB17\uFB1D-\uFB28\uFB2A-\uFB36\uFB38-\uFB3C\uFB3E\uFB40\uFB41\uFB43\uFB44\uFB46-\uFBB1\uFBD3-\uFD3D\uFD50-\uFD8F\uFD92-\uFDC7\uFDF0-\uFDFB\uFE00-\uFE0F\uFE20-\uFE2F\uFE33\uFE34\uFE4D-\uFE4F\uFE70-\uFE74\uFE76-\uFEFC\uFF10-\uFF19\uFF21-\uFF3A\uFF3F\uFF41-\uFF5A\uFF66-\uFFBE\uFFC2-\uFFC7\uFFCA-\uFFCF\uFFD2-\uFFD7\uFFDA-\uFFDC]|\uD800[\uDC00-\uDC0B\uDC0D-\uDC26\uDC28-\uDC3A\uDC3C\uDC3D\uDC3F-\uDC4D\uDC50-\uDC5D\uDC80-\uDCFA\uDD40-\uDD74\uDDFD\uDE80-\uDE9C\uDEA0-\uDED0\uDEE0\uDF00-\uDF1F\uDF2D-\uDF4A\uDF50-\uDF7A\uDF80-\uDF9D\uDFA0-\uDFC3\uDFC8-\uDFCF\uDFD1-\uDFD5]|\uD801[\uDC00-\uDC9D\uDCA0-\uDCA9\uDCB0-\uDCD3\uDCD8-\uDCFB\uDD00-\uDD27\uDD30-\uDD63\uDE00-\uDF36\uDF40-\uDF55\uDF60-\uDF67]|\uD802[\uDC00-\uDC05\uDC08\uDC0A-\uDC35\uDC37\uDC38\uDC3C\uDC3F-\uDC55\uDC60-\uDC76\uDC80-\uDC9E\uDCE0-\uDCF2\uDCF4\uDCF5\uDD00-\uDD15\uDD20-\uDD39\uDD80-\uDDB7\uDDBE\uDDBF\uDE00-\uDE03\uDE05\uDE06\uDE0C-\uDE13\uDE15-\uDE17\uDE19-\uDE33\uDE38-\uDE3A\uDE3F\uDE60-\uDE7C\uDE80-\uDE9C\uDEC0-\uDEC7\uDEC9-\uDEE6\uDF00-\uDF35\uDF40-\uDF55\uDF60-\uDF72\uDF80-\uDF91]|\uD803[\uDC00-\uDC48\uDC80-\uDCB2\uDCC0-\uDCF2]|\uD804[\uDC00-\uDC46\uDC66-\uDC6F\uDC7F-\uDCBA\uDCD0-\uDCE8\uDCF0-\uDCF9\uDD00-\uDD34\uDD36-\uDD3F\uDD50-\uDD73\uDD76\uDD80-\uDDC4\uDDCA-\uDDCC\uDDD0-\uDDDA\uDDDC\uDE00-\uDE11\uDE13-\uDE37\uDE3E\uDE80-\uDE86\uDE88\uDE8A-\uDE8D\uDE8F-\uDE9D\uDE9F-\uDEA8\uDEB0-\uDEEA\uDEF0-\uDEF9\uDF00-\uDF03\uDF05-\uDF0C\uDF0F\uDF10\uDF13-\uDF28\uDF2A-\uDF30\uDF32\uDF33\uDF35-\uDF39\uDF3C-\uDF44\uDF47\uDF48\uDF4B-\uDF4D\uDF50\uDF57\uDF5D-\uDF63\uDF66-\uDF6C\uDF70-\uDF74]|\uD805[\uDC00-\uDC4A\uDC50-\uDC59\uDC80-\uDCC5\uDCC7\uDCD0-\uDCD9\uDD80-\uDDB5\uDDB8-\uDDC0\uDDD8-\uDDDD\uDE00-\uDE40\uDE44\uDE50-\uDE59\uDE80-\uDEB7\uDEC0-\uDEC9\uDF00-\uDF19\uDF1D-\uDF2B\uDF30-\uDF39]|\uD806[\uDCA0-\uDCE9\uDCFF\uDE00-\uDE3E\uDE47\uDE50-\uDE83\uDE86-\uDE99\uDEC0-\uDEF8]|\uD807[\uDC00-\uDC08\uDC0A-\uDC36\uDC38-\uDC40\uDC50-\uDC59\uDC72-\uDC8F\uDC92-\uDCA7\uDCA9-\uDCB6\uDD00-\uDD06\uDD08\uDD09\uDD0B-\uDD36\uDD3A\uDD3C\uDD3D\uDD3F-\uDD47\uDD50-\uDD59]|\uD808[\uDC00-\uDF99]|\uD809[\uDC00-\uDC6E\uDC80-\uDD43]|[\uD80C\uD81C-\uD820\uD840-\uD868\uD86A-\uD86C\uD86F-\uD872\uD874-\uD879][\uDC00-\uDFFF]|\uD80D[\uDC00-\uDC2E]|\uD811[\uDC00-\uDE46]|\uD81A[\uDC00-\uDE38\uDE40-\uDE5E\uDE60-\uDE69\uDED0-\uDEED\uDEF0-\uDEF4\uDF00-\uDF36\uDF40-\uDF43\uDF50-\uDF59\uDF63-\uDF77\uDF7D-\uDF8F]|\uD81B[\uDF00-\uDF44\uDF50-\uDF7E\uDF8F-\uDF9F\uDFE0\uDFE1]|\uD821[\uDC00-\uDFEC]|\uD822[\uDC00-\uDEF2]|\uD82C[\uDC00-\uDD1E\uDD70-\uDEFB]|\uD82F[\uDC00-\uDC6A\uDC70-\uDC7C\uDC80-\uDC88\uDC90-\uDC99\uDC9D\uDC9E]|\uD834[\uDD65-\uDD69\uDD6D-\uDD72\uDD7B-\uDD82\uDD85-\uDD8B\uDDAA-\uDDAD\uDE42-\uDE44]|\uD835[\uDC00-\uDC54\uDC56-\uDC9C\uDC9E\uDC9F\uDCA2\uDCA5\uDCA6\uDCA9-\uDCAC\uDCAE-\uDCB9\uDCBB\uDCBD-\uDCC3\uDCC5-\uDD05\uDD07-\uDD0A\uDD0D-\uDD14\uDD16-\uDD1C\uDD1E-\uDD39\uDD3B-\uDD3E\uDD40-\uDD44\uDD46\uDD4A-\uDD50\uDD52-\uDEA5\uDEA8-\uDEC0\uDEC2-\uDEDA\uDEDC-\uDEFA\uDEFC-\uDF14\uDF16-\uDF34\uDF36-\uDF4E\uDF50-\uDF6E\uDF70-\uDF88\uDF8A-\uDFA8\uDFAA-\uDFC2\uDFC4-\uDFCB\uDFCE-\uDFFF]|\uD836[\uDE00-\uDE36\uDE3B-\uDE6C\uDE75\uDE84\uDE9B-\uDE9F\uDEA1-\uDEAF]|\uD838[\uDC00-\uDC06\uDC08-\uDC18\uDC1B-\uDC21\uDC23\uDC24\uDC26-\uDC2A]|\uD83A[\uDC00-\uDCC4\uDCD0-\uDCD6\uDD00-\uDD4A\uDD50-\uDD59]|\uD83B[\uDE00-\uDE03\uDE05-\uDE1F\uDE21\uDE22\uDE24\uDE27\uDE29-\uDE32\uDE34-\uDE37\uDE39\uDE3B\uDE42\uDE47\uDE49\uDE4B\uDE4D-\uDE4F\uDE51\uDE52\uDE54\uDE57\uDE59\uDE5B\uDE5D\uDE5F\uDE61\uDE62\uDE64\uDE67-\uDE6A\uDE6C-\uDE72\uDE74-\uDE77\uDE79-\uDE7C\uDE7E\uDE80-\uDE89\uDE8B-\uDE9B\uDEA1-\uDEA3\uDEA5-\uDEA9\uDEAB-\uDEBB]|\uD869[\uDC00-\uDED6\uDF00-\uDFFF]|\uD86D[\uDC00-\uDF34\uDF40-\uDFFF]|\uD86E[\uDC00-\uDC1D\uDC20-\uDFFF]|\uD873[\uDC00-\uDEA1\uDEB0-\uDFFF]|\uD87A[\uDC00-\uDFE0]|\uD87E[\uDC00-\uDE1D]|\uDB40[\uDD00-\uDDEF]/;

var unicode = {
	Space_Separator: Space_Separator,
	ID_Start: ID_Start,
	ID_Continue: ID_Continue
};

var util = {
    isSpaceSeparator (c) {
        return typeof c === 'string' && unicode.Space_Separator.test(c)
    },

    isIdStartChar (c) {
        return typeof c === 'string' && (
            (c >= 'a' && c <= 'z') ||
        (c >= 'A' && c <= 'Z') ||
        (c === '$') || (c === '_') ||
        unicode.ID_Start.test(c)
        )
    },

    isIdContinueChar (c) {
        return typeof c === 'string' && (
            (c >= 'a' && c <= 'z') ||
        (c >= 'A' && c <= 'Z') ||
        (c >= '0' && c <= '9') ||
        (c === '$') || (c === '_') ||
        (c === '\u200C') || (c === '\u200D') ||
        unicode.ID_Continue.test(c)
        )
    },

    isDigit (c) {
        return typeof c === 'string' && /[0-9]/.test(c)
    },

    isHexDigit (c) {
        return typeof c === 'string' && /[0-9A-Fa-f]/.test(c)
    },
};

let source;
let parseState;
let stack;
let pos;
let line;
let column;
let token;
let key;
let root;

var parse = function parse (text, reviver) {
    source = String(text);
    parseState = 'start';
    stack = [];
    pos = 0;
    line = 1;
    column = 0;
    token = undefined;
    key = undefined;
    root = undefined;

    do {
        token = lex();

        // This code is unreachable.
        // if (!parseStates[parseState]) {
        //     throw invalidParseState()
        // }

        parseStates[parseState]();
    } while (token.type !== 'eof')

    if (typeof reviver === 'function') {
        return internalize({'': root}, '', reviver)
    }

    return root
};

function internalize (holder, name, reviver) {
    const value = holder[name];
    if (value != null && typeof value === 'object') {
        if (Array.isArray(value)) {
            for (let i = 0; i < value.length; i++) {
                const key = String(i);
                const replacement = internalize(value, key, reviver);
                if (replacement === undefined) {
                    delete value[key];
                } else {
                    Object.defineProperty(value, key, {
                        value: replacement,
                        writable: true,
                        enumerable: true,
                        configurable: true,
                    });
                }
            }
        } else {
            for (const key in value) {
                const replacement = internalize(value, key, reviver);
                if (replacement === undefined) {
                    delete value[key];
                } else {
                    Object.defineProperty(value, key, {
                        value: replacement,
                        writable: true,
                        enumerable: true,
                        configurable: true,
                    });
                }
            }
        }
    }

    return reviver.call(holder, name, value)
}

let lexState;
let buffer;
let doubleQuote;
let sign;
let c;

function lex () {
    lexState = 'default';
    buffer = '';
    doubleQuote = false;
    sign = 1;

    for (;;) {
        c = peek();

        // This code is unreachable.
        // if (!lexStates[lexState]) {
        //     throw invalidLexState(lexState)
        // }

        const token = lexStates[lexState]();
        if (token) {
            return token
        }
    }
}

function peek () {
    if (source[pos]) {
        return String.fromCodePoint(source.codePointAt(pos))
    }
}

function read () {
    const c = peek();

    if (c === '\n') {
        line++;
        column = 0;
    } else if (c) {
        column += c.length;
    } else {
        column++;
    }

    if (c) {
        pos += c.length;
    }

    return c
}

const lexStates = {
    default () {
        switch (c) {
        case '\t':
        case '\v':
        case '\f':
        case ' ':
        case '\u00A0':
        case '\uFEFF':
        case '\n':
        case '\r':
        case '\u2028':
        case '\u2029':
            read();
            return

        case '/':
            read();
            lexState = 'comment';
            return

        case undefined:
            read();
            return newToken('eof')
        }

        if (util.isSpaceSeparator(c)) {
            read();
            return
        }

        // This code is unreachable.
        // if (!lexStates[parseState]) {
        //     throw invalidLexState(parseState)
        // }

        return lexStates[parseState]()
    },

    comment () {
        switch (c) {
        case '*':
            read();
            lexState = 'multiLineComment';
            return

        case '/':
            read();
            lexState = 'singleLineComment';
            return
        }

        throw invalidChar(read())
    },

    multiLineComment () {
        switch (c) {
        case '*':
            read();
            lexState = 'multiLineCommentAsterisk';
            return

        case undefined:
            throw invalidChar(read())
        }

        read();
    },

    multiLineCommentAsterisk () {
        switch (c) {
        case '*':
            read();
            return

        case '/':
            read();
            lexState = 'default';
            return

        case undefined:
            throw invalidChar(read())
        }

        read();
        lexState = 'multiLineComment';
    },

    singleLineComment () {
        switch (c) {
        case '\n':
        case '\r':
        case '\u2028':
        case '\u2029':
            read();
            lexState = 'default';
            return

        case undefined:
            read();
            return newToken('eof')
        }

        read();
    },

    value () {
        switch (c) {
        case '{':
        case '[':
            return newToken('punctuator', read())

        case 'n':
            read();
            literal('ull');
            return newToken('null', null)

        case 't':
            read();
            literal('rue');
            return newToken('boolean', true)

        case 'f':
            read();
            literal('alse');
            return newToken('boolean', false)

        case '-':
        case '+':
            if (read() === '-') {
                sign = -1;
            }

            lexState = 'sign';
            return

        case '.':
            buffer = read();
            lexState = 'decimalPointLeading';
            return

        case '0':
            buffer = read();
            lexState = 'zero';
            return

        case '1':
        case '2':
        case '3':
        case '4':
        case '5':
        case '6':
        case '7':
        case '8':
        case '9':
            buffer = read();
            lexState = 'decimalInteger';
            return

        case 'I':
            read();
            literal('nfinity');
            return newToken('numeric', Infinity)

        case 'N':
            read();
            literal('aN');
            return newToken('numeric', NaN)

        case '"':
        case "'":
            doubleQuote = (read() === '"');
            buffer = '';
            lexState = 'string';
            return
        }

        throw invalidChar(read())
    },

    identifierNameStartEscape () {
        if (c !== 'u') {
            throw invalidChar(read())
        }

        read();
        const u = unicodeEscape();
        switch (u) {
        case '$':
        case '_':
            break

        default:
            if (!util.isIdStartChar(u)) {
                throw invalidIdentifier()
            }

            break
        }

        buffer += u;
        lexState = 'identifierName';
    },

    identifierName () {
        switch (c) {
        case '$':
        case '_':
        case '\u200C':
        case '\u200D':
            buffer += read();
            return

        case '\\':
            read();
            lexState = 'identifierNameEscape';
            return
        }

        if (util.isIdContinueChar(c)) {
            buffer += read();
            return
        }

        return newToken('identifier', buffer)
    },

    identifierNameEscape () {
        if (c !== 'u') {
            throw invalidChar(read())
        }

        read();
        const u = unicodeEscape();
        switch (u) {
        case '$':
        case '_':
        case '\u200C':
        case '\u200D':
            break

        default:
            if (!util.isIdContinueChar(u)) {
                throw invalidIdentifier()
            }

            break
        }

        buffer += u;
        lexState = 'identifierName';
    },

    sign () {
        switch (c) {
        case '.':
            buffer = read();
            lexState = 'decimalPointLeading';
            return

        case '0':
            buffer = read();
            lexState = 'zero';
            return

        case '1':
        case '2':
        case '3':
        case '4':
        case '5':
        case '6':
        case '7':
        case '8':
        case '9':
            buffer = read();
            lexState = 'decimalInteger';
            return

        case 'I':
            read();
            literal('nfinity');
            return newToken('numeric', sign * Infinity)

        case 'N':
            read();
            literal('aN');
            return newToken('numeric', NaN)
        }

        throw invalidChar(read())
    },

    zero () {
        switch (c) {
        case '.':
            buffer += read();
            lexState = 'decimalPoint';
            return

        case 'e':
        case 'E':
            buffer += read();
            lexState = 'decimalExponent';
            return

        case 'x':
        case 'X':
            buffer += read();
            lexState = 'hexadecimal';
            return
        }

        return newToken('numeric', sign * 0)
    },

    decimalInteger () {
        switch (c) {
        case '.':
            buffer += read();
            lexState = 'decimalPoint';
            return

        case 'e':
        case 'E':
            buffer += read();
            lexState = 'decimalExponent';
            return
        }

        if (util.isDigit(c)) {
            buffer += read();
            return
        }

        return newToken('numeric', sign * Number(buffer))
    },

    decimalPointLeading () {
        if (util.isDigit(c)) {
            buffer += read();
            lexState = 'decimalFraction';
            return
        }

        throw invalidChar(read())
    },

    decimalPoint () {
        switch (c) {
        case 'e':
        case 'E':
            buffer += read();
            lexState = 'decimalExponent';
            return
        }

        if (util.isDigit(c)) {
            buffer += read();
            lexState = 'decimalFraction';
            return
        }

        return newToken('numeric', sign * Number(buffer))
    },

    decimalFraction () {
        switch (c) {
        case 'e':
        case 'E':
            buffer += read();
            lexState = 'decimalExponent';
            return
        }

        if (util.isDigit(c)) {
            buffer += read();
            return
        }

        return newToken('numeric', sign * Number(buffer))
    },

    decimalExponent () {
        switch (c) {
        case '+':
        case '-':
            buffer += read();
            lexState = 'decimalExponentSign';
            return
        }

        if (util.isDigit(c)) {
            buffer += read();
            lexState = 'decimalExponentInteger';
            return
        }

        throw invalidChar(read())
    },

    decimalExponentSign () {
        if (util.isDigit(c)) {
            buffer += read();
            lexState = 'decimalExponentInteger';
            return
        }

        throw invalidChar(read())
    },

    decimalExponentInteger () {
        if (util.isDigit(c)) {
            buffer += read();
            return
        }

        return newToken('numeric', sign * Number(buffer))
    },

    hexadecimal () {
        if (util.isHexDigit(c)) {
            buffer += read();
            lexState = 'hexadecimalInteger';
            return
        }

        throw invalidChar(read())
    },

    hexadecimalInteger () {
        if (util.isHexDigit(c)) {
            buffer += read();
            return
        }

        return newToken('numeric', sign * Number(buffer))
    },

    string () {
        switch (c) {
        case '\\':
            read();
            buffer += escape();
            return

        case '"':
            if (doubleQuote) {
                read();
                return newToken('string', buffer)
            }

            buffer += read();
            return

        case "'":
            if (!doubleQuote) {
                read();
                return newToken('string', buffer)
            }

            buffer += read();
            return

        case '\n':
        case '\r':
            throw invalidChar(read())

        case '\u2028':
        case '\u2029':
            separatorChar(c);
            break

        case undefined:
            throw invalidChar(read())
        }

        buffer += read();
    },

    start () {
        switch (c) {
        case '{':
        case '[':
            return newToken('punctuator', read())

        // This code is unreachable since the default lexState handles eof.
        // case undefined:
        //     return newToken('eof')
        }

        lexState = 'value';
    },

    beforePropertyName () {
        switch (c) {
        case '$':
        case '_':
            buffer = read();
            lexState = 'identifierName';
            return

        case '\\':
            read();
            lexState = 'identifierNameStartEscape';
            return

        case '}':
            return newToken('punctuator', read())

        case '"':
        case "'":
            doubleQuote = (read() === '"');
            lexState = 'string';
            return
        }

        if (util.isIdStartChar(c)) {
            buffer += read();
            lexState = 'identifierName';
            return
        }

        throw invalidChar(read())
    },

    afterPropertyName () {
        if (c === ':') {
            return newToken('punctuator', read())
        }

        throw invalidChar(read())
    },

    beforePropertyValue () {
        lexState = 'value';
    },

    afterPropertyValue () {
        switch (c) {
        case ',':
        case '}':
            return newToken('punctuator', read())
        }

        throw invalidChar(read())
    },

    beforeArrayValue () {
        if (c === ']') {
            return newToken('punctuator', read())
        }

        lexState = 'value';
    },

    afterArrayValue () {
        switch (c) {
        case ',':
        case ']':
            return newToken('punctuator', read())
        }

        throw invalidChar(read())
    },

    end () {
        // This code is unreachable since it's handled by the default lexState.
        // if (c === undefined) {
        //     read()
        //     return newToken('eof')
        // }

        throw invalidChar(read())
    },
};

function newToken (type, value) {
    return {
        type,
        value,
        line,
        column,
    }
}

function literal (s) {
    for (const c of s) {
        const p = peek();

        if (p !== c) {
            throw invalidChar(read())
        }

        read();
    }
}

function escape () {
    const c = peek();
    switch (c) {
    case 'b':
        read();
        return '\b'

    case 'f':
        read();
        return '\f'

    case 'n':
        read();
        return '\n'

    case 'r':
        read();
        return '\r'

    case 't':
        read();
        return '\t'

    case 'v':
        read();
        return '\v'

    case '0':
        read();
        if (util.isDigit(peek())) {
            throw invalidChar(read())
        }

        return '\0'

    case 'x':
        read();
        return hexEscape()

    case 'u':
        read();
        return unicodeEscape()

    case '\n':
    case '\u2028':
    case '\u2029':
        read();
        return ''

    case '\r':
        read();
        if (peek() === '\n') {
            read();
        }

        return ''

    case '1':
    case '2':
    case '3':
    case '4':
    case '5':
    case '6':
    case '7':
    case '8':
    case '9':
        throw invalidChar(read())

    case undefined:
        throw invalidChar(read())
    }

    return read()
}

function hexEscape () {
    let buffer = '';
    let c = peek();

    if (!util.isHexDigit(c)) {
        throw invalidChar(read())
    }

    buffer += read();

    c = peek();
    if (!util.isHexDigit(c)) {
        throw invalidChar(read())
    }

    buffer += read();

    return String.fromCodePoint(parseInt(buffer, 16))
}

function unicodeEscape () {
    let buffer = '';
    let count = 4;

    while (count-- > 0) {
        const c = peek();
        if (!util.isHexDigit(c)) {
            throw invalidChar(read())
        }

        buffer += read();
    }

    return String.fromCodePoint(parseInt(buffer, 16))
}

const parseStates = {
    start () {
        if (token.type === 'eof') {
            throw invalidEOF()
        }

        push();
    },

    beforePropertyName () {
        switch (token.type) {
        case 'identifier':
        case 'string':
            key = token.value;
            parseState = 'afterPropertyName';
            return

        case 'punctuator':
            // This code is unreachable since it's handled by the lexState.
            // if (token.value !== '}') {
            //     throw invalidToken()
            // }

            pop();
            return

        case 'eof':
            throw invalidEOF()
        }

        // This code is unreachable since it's handled by the lexState.
        // throw invalidToken()
    },

    afterPropertyName () {
        // This code is unreachable since it's handled by the lexState.
        // if (token.type !== 'punctuator' || token.value !== ':') {
        //     throw invalidToken()
        // }

        if (token.type === 'eof') {
            throw invalidEOF()
        }

        parseState = 'beforePropertyValue';
    },

    beforePropertyValue () {
        if (token.type === 'eof') {
            throw invalidEOF()
        }

        push();
    },

    beforeArrayValue () {
        if (token.type === 'eof') {
            throw invalidEOF()
        }

        if (token.type === 'punctuator' && token.value === ']') {
            pop();
            return
        }

        push();
    },

    afterPropertyValue () {
        // This code is unreachable since it's handled by the lexState.
        // if (token.type !== 'punctuator') {
        //     throw invalidToken()
        // }

        if (token.type === 'eof') {
            throw invalidEOF()
        }

        switch (token.value) {
        case ',':
            parseState = 'beforePropertyName';
            return

        case '}':
            pop();
        }

        // This code is unreachable since it's handled by the lexState.
        // throw invalidToken()
    },

    afterArrayValue () {
        // This code is unreachable since it's handled by the lexState.
        // if (token.type !== 'punctuator') {
        //     throw invalidToken()
        // }

        if (token.type === 'eof') {
            throw invalidEOF()
        }

        switch (token.value) {
        case ',':
            parseState = 'beforeArrayValue';
            return

        case ']':
            pop();
        }

        // This code is unreachable since it's handled by the lexState.
        // throw invalidToken()
    },

    end () {
        // This code is unreachable since it's handled by the lexState.
        // if (token.type !== 'eof') {
        //     throw invalidToken()
        // }
    },
};

function push () {
    let value;

    switch (token.type) {
    case 'punctuator':
        switch (token.value) {
        case '{':
            value = {};
            break

        case '[':
            value = [];
            break
        }

        break

    case 'null':
    case 'boolean':
    case 'numeric':
    case 'string':
        value = token.value;
        break

    // This code is unreachable.
    // default:
    //     throw invalidToken()
    }

    if (root === undefined) {
        root = value;
    } else {
        const parent = stack[stack.length - 1];
        if (Array.isArray(parent)) {
            parent.push(value);
        } else {
            Object.defineProperty(parent, key, {
                value,
                writable: true,
                enumerable: true,
                configurable: true,
            });
        }
    }

    if (value !== null && typeof value === 'object') {
        stack.push(value);

        if (Array.isArray(value)) {
            parseState = 'beforeArrayValue';
        } else {
            parseState = 'beforePropertyName';
        }
    } else {
        const current = stack[stack.length - 1];
        if (current == null) {
            parseState = 'end';
        } else if (Array.isArray(current)) {
            parseState = 'afterArrayValue';
        } else {
            parseState = 'afterPropertyValue';
        }
    }
}

function pop () {
    stack.pop();

    const current = stack[stack.length - 1];
    if (current == null) {
        parseState = 'end';
    } else if (Array.isArray(current)) {
        parseState = 'afterArrayValue';
    } else {
        parseState = 'afterPropertyValue';
    }
}

// This code is unreachable.
// function invalidParseState () {
//     return new Error(`JSON5: invalid parse state '${parseState}'`)
// }

// This code is unreachable.
// function invalidLexState (state) {
//     return new Error(`JSON5: invalid lex state '${state}'`)
// }

function invalidChar (c) {
    if (c === undefined) {
        return syntaxError(`JSON5: invalid end of input at ${line}:${column}`)
    }

    return syntaxError(`JSON5: invalid character '${formatChar(c)}' at ${line}:${column}`)
}

function invalidEOF () {
    return syntaxError(`JSON5: invalid end of input at ${line}:${column}`)
}

// This code is unreachable.
// function invalidToken () {
//     if (token.type === 'eof') {
//         return syntaxError(`JSON5: invalid end of input at ${line}:${column}`)
//     }

//     const c = String.fromCodePoint(token.value.codePointAt(0))
//     return syntaxError(`JSON5: invalid character '${formatChar(c)}' at ${line}:${column}`)
// }

function invalidIdentifier () {
    column -= 5;
    return syntaxError(`JSON5: invalid identifier character at ${line}:${column}`)
}

function separatorChar (c) {
    console.warn(`JSON5: '${formatChar(c)}' in strings is not valid ECMAScript; consider escaping`);
}

function formatChar (c) {
    const replacements = {
        "'": "\\'",
        '"': '\\"',
        '\\': '\\\\',
        '\b': '\\b',
        '\f': '\\f',
        '\n': '\\n',
        '\r': '\\r',
        '\t': '\\t',
        '\v': '\\v',
        '\0': '\\0',
        '\u2028': '\\u2028',
        '\u2029': '\\u2029',
    };

    if (replacements[c]) {
        return replacements[c]
    }

    if (c < ' ') {
        const hexString = c.charCodeAt(0).toString(16);
        return '\\x' + ('00' + hexString).substring(hexString.length)
    }

    return c
}

function syntaxError (message) {
    const err = new SyntaxError(message);
    err.lineNumber = line;
    err.columnNumber = column;
    return err
}

var stringify = function stringify (value, replacer, space) {
    const stack = [];
    let indent = '';
    let propertyList;
    let replacerFunc;
    let gap = '';
    let quote;

    if (
        replacer != null &&
        typeof replacer === 'object' &&
        !Array.isArray(replacer)
    ) {
        space = replacer.space;
        quote = replacer.quote;
        replacer = replacer.replacer;
    }

    if (typeof replacer === 'function') {
        replacerFunc = replacer;
    } else if (Array.isArray(replacer)) {
        propertyList = [];
        for (const v of replacer) {
            let item;

            if (typeof v === 'string') {
                item = v;
            } else if (
                typeof v === 'number' ||
                v instanceof String ||
                v instanceof Number
            ) {
                item = String(v);
            }

            if (item !== undefined && propertyList.indexOf(item) < 0) {
                propertyList.push(item);
            }
        }
    }

    if (space instanceof Number) {
        space = Number(space);
    } else if (space instanceof String) {
        space = String(space);
    }

    if (typeof space === 'number') {
        if (space > 0) {
            space = Math.min(10, Math.floor(space));
            gap = '          '.substr(0, space);
        }
    } else if (typeof space === 'string') {
        gap = space.substr(0, 10);
    }

    return serializeProperty('', {'': value})

    function serializeProperty (key, holder) {
        let value = holder[key];
        if (value != null) {
            if (typeof value.toJSON5 === 'function') {
                value = value.toJSON5(key);
            } else if (typeof value.toJSON === 'function') {
                value = value.toJSON(key);
            }
        }

        if (replacerFunc) {
            value = replacerFunc.call(holder, key, value);
        }

        if (value instanceof Number) {
            value = Number(value);
        } else if (value instanceof String) {
            value = String(value);
        } else if (value instanceof Boolean) {
            value = value.valueOf();
        }

        switch (value) {
        case null: return 'null'
        case true: return 'true'
        case false: return 'false'
        }

        if (typeof value === 'string') {
            return quoteString(value)
        }

        if (typeof value === 'number') {
            return String(value)
        }

        if (typeof value === 'object') {
            return Array.isArray(value) ? serializeArray(value) : serializeObject(value)
        }

        return undefined
    }

    function quoteString (value) {
        const quotes = {
            "'": 0.1,
            '"': 0.2,
        };

        const replacements = {
            "'": "\\'",
            '"': '\\"',
            '\\': '\\\\',
            '\b': '\\b',
            '\f': '\\f',
            '\n': '\\n',
            '\r': '\\r',
            '\t': '\\t',
            '\v': '\\v',
            '\0': '\\0',
            '\u2028': '\\u2028',
            '\u2029': '\\u2029',
        };

        let product = '';

        for (let i = 0; i < value.length; i++) {
            const c = value[i];
            switch (c) {
            case "'":
            case '"':
                quotes[c]++;
                product += c;
                continue

            case '\0':
                if (util.isDigit(value[i + 1])) {
                    product += '\\x00';
                    continue
                }
            }

            if (replacements[c]) {
                product += replacements[c];
                continue
            }

            if (c < ' ') {
                let hexString = c.charCodeAt(0).toString(16);
                product += '\\x' + ('00' + hexString).substring(hexString.length);
                continue
            }

            product += c;
        }

        const quoteChar = quote || Object.keys(quotes).reduce((a, b) => (quotes[a] < quotes[b]) ? a : b);

        product = product.replace(new RegExp(quoteChar, 'g'), replacements[quoteChar]);

        return quoteChar + product + quoteChar
    }

    function serializeObject (value) {
        if (stack.indexOf(value) >= 0) {
            throw TypeError('Converting circular structure to JSON5')
        }

        stack.push(value);

        let stepback = indent;
        indent = indent + gap;

        let keys = propertyList || Object.keys(value);
        let partial = [];
        for (const key of keys) {
            const propertyString = serializeProperty(key, value);
            if (propertyString !== undefined) {
                let member = serializeKey(key) + ':';
                if (gap !== '') {
                    member += ' ';
                }
                member += propertyString;
                partial.push(member);
            }
        }

        let final;
        if (partial.length === 0) {
            final = '{}';
        } else {
            let properties;
            if (gap === '') {
                properties = partial.join(',');
                final = '{' + properties + '}';
            } else {
                let separator = ',\n' + indent;
                properties = partial.join(separator);
                final = '{\n' + indent + properties + ',\n' + stepback + '}';
            }
        }

        stack.pop();
        indent = stepback;
        return final
    }

    function serializeKey (key) {
        if (key.length === 0) {
            return quoteString(key)
        }

        const firstChar = String.fromCodePoint(key.codePointAt(0));
        if (!util.isIdStartChar(firstChar)) {
            return quoteString(key)
        }

        for (let i = firstChar.length; i < key.length; i++) {
            if (!util.isIdContinueChar(String.fromCodePoint(key.codePointAt(i)))) {
                return quoteString(key)
            }
        }

        return key
    }

    function serializeArray (value) {
        if (stack.indexOf(value) >= 0) {
            throw TypeError('Converting circular structure to JSON5')
        }

        stack.push(value);

        let stepback = indent;
        indent = indent + gap;

        let partial = [];
        for (let i = 0; i < value.length; i++) {
            const propertyString = serializeProperty(String(i), value);
            partial.push((propertyString !== undefined) ? propertyString : 'null');
        }

        let final;
        if (partial.length === 0) {
            final = '[]';
        } else {
            if (gap === '') {
                let properties = partial.join(',');
                final = '[' + properties + ']';
            } else {
                let separator = ',\n' + indent;
                let properties = partial.join(separator);
                final = '[\n' + indent + properties + ',\n' + stepback + ']';
            }
        }

        stack.pop();
        indent = stepback;
        return final
    }
};

const JSON5 = {
    parse,
    stringify,
};

var lib = JSON5;

var dist$1 = /*#__PURE__*/Object.freeze({
    __proto__: null,
    default: lib
});

var require$$1 = /*@__PURE__*/getAugmentedNamespace(dist$1);

var dist = {};

var hasRequiredDist$1;

function requireDist$1 () {
	if (hasRequiredDist$1) return dist;
	hasRequiredDist$1 = 1;

	var common = requireDist$2();

	/**
	A parse stack. These are used internally by the parser to track
	parsing progress. They also provide some properties and methods
	that external code such as a tokenizer can use to get information
	about the parse state.
	*/
	class Stack {
	    /**
	    @internal
	    */
	    constructor(
	    /**
	    The parse that this stack is part of @internal
	    */
	    p, 
	    /**
	    Holds state, input pos, buffer index triplets for all but the
	    top state @internal
	    */
	    stack, 
	    /**
	    The current parse state @internal
	    */
	    state, 
	    // The position at which the next reduce should take place. This
	    // can be less than `this.pos` when skipped expressions have been
	    // added to the stack (which should be moved outside of the next
	    // reduction)
	    /**
	    @internal
	    */
	    reducePos, 
	    /**
	    The input position up to which this stack has parsed.
	    */
	    pos, 
	    /**
	    The dynamic score of the stack, including dynamic precedence
	    and error-recovery penalties
	    @internal
	    */
	    score, 
	    // The output buffer. Holds (type, start, end, size) quads
	    // representing nodes created by the parser, where `size` is
	    // amount of buffer array entries covered by this node.
	    /**
	    @internal
	    */
	    buffer, 
	    // The base offset of the buffer. When stacks are split, the split
	    // instance shared the buffer history with its parent up to
	    // `bufferBase`, which is the absolute offset (including the
	    // offset of previous splits) into the buffer at which this stack
	    // starts writing.
	    /**
	    @internal
	    */
	    bufferBase, 
	    /**
	    @internal
	    */
	    curContext, 
	    /**
	    @internal
	    */
	    lookAhead = 0, 
	    // A parent stack from which this was split off, if any. This is
	    // set up so that it always points to a stack that has some
	    // additional buffer content, never to a stack with an equal
	    // `bufferBase`.
	    /**
	    @internal
	    */
	    parent) {
	        this.p = p;
	        this.stack = stack;
	        this.state = state;
	        this.reducePos = reducePos;
	        this.pos = pos;
	        this.score = score;
	        this.buffer = buffer;
	        this.bufferBase = bufferBase;
	        this.curContext = curContext;
	        this.lookAhead = lookAhead;
	        this.parent = parent;
	    }
	    /**
	    @internal
	    */
	    toString() {
	        return `[${this.stack.filter((_, i) => i % 3 == 0).concat(this.state)}]@${this.pos}${this.score ? "!" + this.score : ""}`;
	    }
	    // Start an empty stack
	    /**
	    @internal
	    */
	    static start(p, state, pos = 0) {
	        let cx = p.parser.context;
	        return new Stack(p, [], state, pos, pos, 0, [], 0, cx ? new StackContext(cx, cx.start) : null, 0, null);
	    }
	    /**
	    The stack's current [context](#lr.ContextTracker) value, if
	    any. Its type will depend on the context tracker's type
	    parameter, or it will be `null` if there is no context
	    tracker.
	    */
	    get context() { return this.curContext ? this.curContext.context : null; }
	    // Push a state onto the stack, tracking its start position as well
	    // as the buffer base at that point.
	    /**
	    @internal
	    */
	    pushState(state, start) {
	        this.stack.push(this.state, start, this.bufferBase + this.buffer.length);
	        this.state = state;
	    }
	    // Apply a reduce action
	    /**
	    @internal
	    */
	    reduce(action) {
	        var _a;
	        let depth = action >> 19 /* Action.ReduceDepthShift */, type = action & 65535 /* Action.ValueMask */;
	        let { parser } = this.p;
	        let lookaheadRecord = this.reducePos < this.pos - 25 /* Lookahead.Margin */ && this.setLookAhead(this.pos);
	        let dPrec = parser.dynamicPrecedence(type);
	        if (dPrec)
	            this.score += dPrec;
	        if (depth == 0) {
	            if (type < parser.minRepeatTerm && this.reducePos < this.pos)
	                this.reducePos = this.pos;
	            this.pushState(parser.getGoto(this.state, type, true), this.reducePos);
	            // Zero-depth reductions are a special case—they add stuff to
	            // the stack without popping anything off.
	            if (type < parser.minRepeatTerm)
	                this.storeNode(type, this.reducePos, this.reducePos, lookaheadRecord ? 8 : 4, true);
	            this.reduceContext(type, this.reducePos);
	            return;
	        }
	        // Find the base index into `this.stack`, content after which will
	        // be dropped. Note that with `StayFlag` reductions we need to
	        // consume two extra frames (the dummy parent node for the skipped
	        // expression and the state that we'll be staying in, which should
	        // be moved to `this.state`).
	        let base = this.stack.length - ((depth - 1) * 3) - (action & 262144 /* Action.StayFlag */ ? 6 : 0);
	        let start = base ? this.stack[base - 2] : this.p.ranges[0].from;
	        if (type < parser.minRepeatTerm && start == this.reducePos && this.reducePos < this.pos)
	            this.reducePos = this.pos;
	        let size = this.reducePos - start;
	        // This is a kludge to try and detect overly deep left-associative
	        // trees, which will not increase the parse stack depth and thus
	        // won't be caught by the regular stack-depth limit check.
	        if (size >= 2000 /* Recover.MinBigReduction */ && !((_a = this.p.parser.nodeSet.types[type]) === null || _a === void 0 ? void 0 : _a.isAnonymous)) {
	            if (start == this.p.lastBigReductionStart) {
	                this.p.bigReductionCount++;
	                this.p.lastBigReductionSize = size;
	            }
	            else if (this.p.lastBigReductionSize < size) {
	                this.p.bigReductionCount = 1;
	                this.p.lastBigReductionStart = start;
	                this.p.lastBigReductionSize = size;
	            }
	        }
	        let bufferBase = base ? this.stack[base - 1] : 0, count = this.bufferBase + this.buffer.length - bufferBase;
	        // Store normal terms or `R -> R R` repeat reductions
	        if (type < parser.minRepeatTerm || (action & 131072 /* Action.RepeatFlag */)) {
	            let pos = parser.stateFlag(this.state, 1 /* StateFlag.Skipped */) ? this.pos : this.reducePos;
	            this.storeNode(type, start, pos, count + 4, true);
	        }
	        if (action & 262144 /* Action.StayFlag */) {
	            this.state = this.stack[base];
	        }
	        else {
	            let baseStateID = this.stack[base - 3];
	            this.state = parser.getGoto(baseStateID, type, true);
	        }
	        while (this.stack.length > base)
	            this.stack.pop();
	        this.reduceContext(type, start);
	    }
	    // Shift a value into the buffer
	    /**
	    @internal
	    */
	    storeNode(term, start, end, size = 4, mustSink = false) {
	        if (term == 0 /* Term.Err */ &&
	            (!this.stack.length || this.stack[this.stack.length - 1] < this.buffer.length + this.bufferBase)) {
	            // Try to omit/merge adjacent error nodes
	            let top = this.buffer.length;
	            if (top > 0 && this.buffer[top - 4] == 0 /* Term.Err */ && this.buffer[top - 1] > -1) {
	                if (start == end)
	                    return;
	                if (this.buffer[top - 2] >= start) {
	                    this.buffer[top - 2] = end;
	                    return;
	                }
	            }
	        }
	        if (!mustSink || this.pos == end) { // Simple case, just append
	            this.buffer.push(term, start, end, size);
	        }
	        else { // There may be skipped nodes that have to be moved forward
	            let index = this.buffer.length;
	            if (index > 0 && (this.buffer[index - 4] != 0 /* Term.Err */ || this.buffer[index - 1] < 0)) {
	                let mustMove = false;
	                for (let scan = index; scan > 0 && this.buffer[scan - 2] > end; scan -= 4) {
	                    if (this.buffer[scan - 1] >= 0) {
	                        mustMove = true;
	                        break;
	                    }
	                }
	                if (mustMove)
	                    while (index > 0 && this.buffer[index - 2] > end) {
	                        // Move this record forward
	                        this.buffer[index] = this.buffer[index - 4];
	                        this.buffer[index + 1] = this.buffer[index - 3];
	                        this.buffer[index + 2] = this.buffer[index - 2];
	                        this.buffer[index + 3] = this.buffer[index - 1];
	                        index -= 4;
	                        if (size > 4)
	                            size -= 4;
	                    }
	            }
	            this.buffer[index] = term;
	            this.buffer[index + 1] = start;
	            this.buffer[index + 2] = end;
	            this.buffer[index + 3] = size;
	        }
	    }
	    // Apply a shift action
	    /**
	    @internal
	    */
	    shift(action, type, start, end) {
	        if (action & 131072 /* Action.GotoFlag */) {
	            this.pushState(action & 65535 /* Action.ValueMask */, this.pos);
	        }
	        else if ((action & 262144 /* Action.StayFlag */) == 0) { // Regular shift
	            let nextState = action, { parser } = this.p;
	            this.pos = end;
	            let skipped = parser.stateFlag(nextState, 1 /* StateFlag.Skipped */);
	            // Skipped or zero-length non-tree tokens don't move reducePos
	            if (!skipped && (end > start || type <= parser.maxNode))
	                this.reducePos = end;
	            this.pushState(nextState, skipped ? start : Math.min(start, this.reducePos));
	            this.shiftContext(type, start);
	            if (type <= parser.maxNode)
	                this.buffer.push(type, start, end, 4);
	        }
	        else { // Shift-and-stay, which means this is a skipped token
	            this.pos = end;
	            this.shiftContext(type, start);
	            if (type <= this.p.parser.maxNode)
	                this.buffer.push(type, start, end, 4);
	        }
	    }
	    // Apply an action
	    /**
	    @internal
	    */
	    apply(action, next, nextStart, nextEnd) {
	        if (action & 65536 /* Action.ReduceFlag */)
	            this.reduce(action);
	        else
	            this.shift(action, next, nextStart, nextEnd);
	    }
	    // Add a prebuilt (reused) node into the buffer.
	    /**
	    @internal
	    */
	    useNode(value, next, start) {
	        let index = this.p.reused.length - 1;
	        if (index < 0 || this.p.reused[index] != value) {
	            this.p.reused.push(value);
	            index++;
	        }
	        let end = this.reducePos = this.pos = start + value.length;
	        this.pushState(next, start);
	        this.buffer.push(index, start, end, -1 /* size == -1 means this is a reused value */);
	        if (this.curContext)
	            this.updateContext(this.curContext.tracker.reuse(this.curContext.context, value, this, this.p.stream.reset(this.pos - value.length)));
	    }
	    // Split the stack. Due to the buffer sharing and the fact
	    // that `this.stack` tends to stay quite shallow, this isn't very
	    // expensive.
	    /**
	    @internal
	    */
	    split() {
	        let parent = this;
	        let off = parent.buffer.length;
	        // Leave off top error node, if there, because that might be
	        // merged with other nodes.
	        if (off && parent.buffer[off - 4] == 0 /* Term.Err */)
	            off -= 4;
	        // Because the top of the buffer (after this.pos) may be mutated
	        // to reorder reductions and skipped tokens, and shared buffers
	        // should be immutable, this copies any outstanding skipped tokens
	        // to the new buffer, and puts the base pointer before them.
	        while (off > 0 && parent.buffer[off - 2] > parent.reducePos)
	            off -= 4;
	        let buffer = parent.buffer.slice(off), base = parent.bufferBase + off;
	        // Make sure parent points to an actual parent with content, if there is such a parent.
	        while (parent && base == parent.bufferBase)
	            parent = parent.parent;
	        return new Stack(this.p, this.stack.slice(), this.state, this.reducePos, this.pos, this.score, buffer, base, this.curContext, this.lookAhead, parent);
	    }
	    // Try to recover from an error by 'deleting' (ignoring) one token.
	    /**
	    @internal
	    */
	    recoverByDelete(next, nextEnd) {
	        let isNode = next <= this.p.parser.maxNode;
	        if (isNode)
	            this.storeNode(next, this.pos, nextEnd, 4);
	        this.storeNode(0 /* Term.Err */, this.pos, nextEnd, isNode ? 8 : 4);
	        this.pos = this.reducePos = nextEnd;
	        this.score -= 190 /* Recover.Delete */;
	    }
	    /**
	    Check if the given term would be able to be shifted (optionally
	    after some reductions) on this stack. This can be useful for
	    external tokenizers that want to make sure they only provide a
	    given token when it applies.
	    */
	    canShift(term) {
	        for (let sim = new SimulatedStack(this);;) {
	            let action = this.p.parser.stateSlot(sim.state, 4 /* ParseState.DefaultReduce */) || this.p.parser.hasAction(sim.state, term);
	            if (action == 0)
	                return false;
	            if ((action & 65536 /* Action.ReduceFlag */) == 0)
	                return true;
	            sim.reduce(action);
	        }
	    }
	    // Apply up to Recover.MaxNext recovery actions that conceptually
	    // inserts some missing token or rule.
	    /**
	    @internal
	    */
	    recoverByInsert(next) {
	        if (this.stack.length >= 300 /* Recover.MaxInsertStackDepth */)
	            return [];
	        let nextStates = this.p.parser.nextStates(this.state);
	        if (nextStates.length > 4 /* Recover.MaxNext */ << 1 || this.stack.length >= 120 /* Recover.DampenInsertStackDepth */) {
	            let best = [];
	            for (let i = 0, s; i < nextStates.length; i += 2) {
	                if ((s = nextStates[i + 1]) != this.state && this.p.parser.hasAction(s, next))
	                    best.push(nextStates[i], s);
	            }
	            if (this.stack.length < 120 /* Recover.DampenInsertStackDepth */)
	                for (let i = 0; best.length < 4 /* Recover.MaxNext */ << 1 && i < nextStates.length; i += 2) {
	                    let s = nextStates[i + 1];
	                    if (!best.some((v, i) => (i & 1) && v == s))
	                        best.push(nextStates[i], s);
	                }
	            nextStates = best;
	        }
	        let result = [];
	        for (let i = 0; i < nextStates.length && result.length < 4 /* Recover.MaxNext */; i += 2) {
	            let s = nextStates[i + 1];
	            if (s == this.state)
	                continue;
	            let stack = this.split();
	            stack.pushState(s, this.pos);
	            stack.storeNode(0 /* Term.Err */, stack.pos, stack.pos, 4, true);
	            stack.shiftContext(nextStates[i], this.pos);
	            stack.reducePos = this.pos;
	            stack.score -= 200 /* Recover.Insert */;
	            result.push(stack);
	        }
	        return result;
	    }
	    // Force a reduce, if possible. Return false if that can't
	    // be done.
	    /**
	    @internal
	    */
	    forceReduce() {
	        let { parser } = this.p;
	        let reduce = parser.stateSlot(this.state, 5 /* ParseState.ForcedReduce */);
	        if ((reduce & 65536 /* Action.ReduceFlag */) == 0)
	            return false;
	        if (!parser.validAction(this.state, reduce)) {
	            let depth = reduce >> 19 /* Action.ReduceDepthShift */, term = reduce & 65535 /* Action.ValueMask */;
	            let target = this.stack.length - depth * 3;
	            if (target < 0 || parser.getGoto(this.stack[target], term, false) < 0) {
	                let backup = this.findForcedReduction();
	                if (backup == null)
	                    return false;
	                reduce = backup;
	            }
	            this.storeNode(0 /* Term.Err */, this.pos, this.pos, 4, true);
	            this.score -= 100 /* Recover.Reduce */;
	        }
	        this.reducePos = this.pos;
	        this.reduce(reduce);
	        return true;
	    }
	    /**
	    Try to scan through the automaton to find some kind of reduction
	    that can be applied. Used when the regular ForcedReduce field
	    isn't a valid action. @internal
	    */
	    findForcedReduction() {
	        let { parser } = this.p, seen = [];
	        let explore = (state, depth) => {
	            if (seen.includes(state))
	                return;
	            seen.push(state);
	            return parser.allActions(state, (action) => {
	                if (action & (262144 /* Action.StayFlag */ | 131072 /* Action.GotoFlag */)) ;
	                else if (action & 65536 /* Action.ReduceFlag */) {
	                    let rDepth = (action >> 19 /* Action.ReduceDepthShift */) - depth;
	                    if (rDepth > 1) {
	                        let term = action & 65535 /* Action.ValueMask */, target = this.stack.length - rDepth * 3;
	                        if (target >= 0 && parser.getGoto(this.stack[target], term, false) >= 0)
	                            return (rDepth << 19 /* Action.ReduceDepthShift */) | 65536 /* Action.ReduceFlag */ | term;
	                    }
	                }
	                else {
	                    let found = explore(action, depth + 1);
	                    if (found != null)
	                        return found;
	                }
	            });
	        };
	        return explore(this.state, 0);
	    }
	    /**
	    @internal
	    */
	    forceAll() {
	        while (!this.p.parser.stateFlag(this.state, 2 /* StateFlag.Accepting */)) {
	            if (!this.forceReduce()) {
	                this.storeNode(0 /* Term.Err */, this.pos, this.pos, 4, true);
	                break;
	            }
	        }
	        return this;
	    }
	    /**
	    Check whether this state has no further actions (assumed to be a direct descendant of the
	    top state, since any other states must be able to continue
	    somehow). @internal
	    */
	    get deadEnd() {
	        if (this.stack.length != 3)
	            return false;
	        let { parser } = this.p;
	        return parser.data[parser.stateSlot(this.state, 1 /* ParseState.Actions */)] == 65535 /* Seq.End */ &&
	            !parser.stateSlot(this.state, 4 /* ParseState.DefaultReduce */);
	    }
	    /**
	    Restart the stack (put it back in its start state). Only safe
	    when this.stack.length == 3 (state is directly below the top
	    state). @internal
	    */
	    restart() {
	        this.storeNode(0 /* Term.Err */, this.pos, this.pos, 4, true);
	        this.state = this.stack[0];
	        this.stack.length = 0;
	    }
	    /**
	    @internal
	    */
	    sameState(other) {
	        if (this.state != other.state || this.stack.length != other.stack.length)
	            return false;
	        for (let i = 0; i < this.stack.length; i += 3)
	            if (this.stack[i] != other.stack[i])
	                return false;
	        return true;
	    }
	    /**
	    Get the parser used by this stack.
	    */
	    get parser() { return this.p.parser; }
	    /**
	    Test whether a given dialect (by numeric ID, as exported from
	    the terms file) is enabled.
	    */
	    dialectEnabled(dialectID) { return this.p.parser.dialect.flags[dialectID]; }
	    shiftContext(term, start) {
	        if (this.curContext)
	            this.updateContext(this.curContext.tracker.shift(this.curContext.context, term, this, this.p.stream.reset(start)));
	    }
	    reduceContext(term, start) {
	        if (this.curContext)
	            this.updateContext(this.curContext.tracker.reduce(this.curContext.context, term, this, this.p.stream.reset(start)));
	    }
	    /**
	    @internal
	    */
	    emitContext() {
	        let last = this.buffer.length - 1;
	        if (last < 0 || this.buffer[last] != -3)
	            this.storeNode(this.curContext.hash, this.reducePos, this.reducePos, -3, true);
	    }
	    /**
	    @internal
	    */
	    emitLookAhead() {
	        let last = this.buffer.length - 1;
	        if (last < 0 || this.buffer[last] != -4)
	            this.buffer.push(this.lookAhead, this.pos, this.pos, -4);
	    }
	    updateContext(context) {
	        if (context != this.curContext.context) {
	            let newCx = new StackContext(this.curContext.tracker, context);
	            if (newCx.hash != this.curContext.hash)
	                this.emitContext();
	            this.curContext = newCx;
	        }
	    }
	    /**
	    @internal
	    */
	    setLookAhead(lookAhead) {
	        if (lookAhead <= this.lookAhead)
	            return false;
	        this.emitLookAhead();
	        this.lookAhead = lookAhead;
	        return true;
	    }
	    /**
	    @internal
	    */
	    close() {
	        if (this.curContext && this.curContext.tracker.strict)
	            this.emitContext();
	        if (this.lookAhead > 0)
	            this.emitLookAhead();
	    }
	}
	class StackContext {
	    constructor(tracker, context) {
	        this.tracker = tracker;
	        this.context = context;
	        this.hash = tracker.strict ? tracker.hash(context) : 0;
	    }
	}
	// Used to cheaply run some reductions to scan ahead without mutating
	// an entire stack
	class SimulatedStack {
	    constructor(start) {
	        this.start = start;
	        this.state = start.state;
	        this.stack = start.stack;
	        this.base = this.stack.length;
	    }
	    reduce(action) {
	        let term = action & 65535 /* Action.ValueMask */, depth = action >> 19 /* Action.ReduceDepthShift */;
	        if (depth == 0) {
	            if (this.stack == this.start.stack)
	                this.stack = this.stack.slice();
	            this.stack.push(this.state, 0, 0);
	            this.base += 3;
	        }
	        else {
	            this.base -= (depth - 1) * 3;
	        }
	        let goto = this.start.p.parser.getGoto(this.stack[this.base - 3], term, true);
	        this.state = goto;
	    }
	}
	// This is given to `Tree.build` to build a buffer, and encapsulates
	// the parent-stack-walking necessary to read the nodes.
	class StackBufferCursor {
	    constructor(stack, pos, index) {
	        this.stack = stack;
	        this.pos = pos;
	        this.index = index;
	        this.buffer = stack.buffer;
	        if (this.index == 0)
	            this.maybeNext();
	    }
	    static create(stack, pos = stack.bufferBase + stack.buffer.length) {
	        return new StackBufferCursor(stack, pos, pos - stack.bufferBase);
	    }
	    maybeNext() {
	        let next = this.stack.parent;
	        if (next != null) {
	            this.index = this.stack.bufferBase - next.bufferBase;
	            this.stack = next;
	            this.buffer = next.buffer;
	        }
	    }
	    get id() { return this.buffer[this.index - 4]; }
	    get start() { return this.buffer[this.index - 3]; }
	    get end() { return this.buffer[this.index - 2]; }
	    get size() { return this.buffer[this.index - 1]; }
	    next() {
	        this.index -= 4;
	        this.pos -= 4;
	        if (this.index == 0)
	            this.maybeNext();
	    }
	    fork() {
	        return new StackBufferCursor(this.stack, this.pos, this.index);
	    }
	}

	// See lezer-generator/src/encode.ts for comments about the encoding
	// used here
	function decodeArray(input, Type = Uint16Array) {
	    if (typeof input != "string")
	        return input;
	    let array = null;
	    for (let pos = 0, out = 0; pos < input.length;) {
	        let value = 0;
	        for (;;) {
	            let next = input.charCodeAt(pos++), stop = false;
	            if (next == 126 /* Encode.BigValCode */) {
	                value = 65535 /* Encode.BigVal */;
	                break;
	            }
	            if (next >= 92 /* Encode.Gap2 */)
	                next--;
	            if (next >= 34 /* Encode.Gap1 */)
	                next--;
	            let digit = next - 32 /* Encode.Start */;
	            if (digit >= 46 /* Encode.Base */) {
	                digit -= 46 /* Encode.Base */;
	                stop = true;
	            }
	            value += digit;
	            if (stop)
	                break;
	            value *= 46 /* Encode.Base */;
	        }
	        if (array)
	            array[out++] = value;
	        else
	            array = new Type(value);
	    }
	    return array;
	}

	class CachedToken {
	    constructor() {
	        this.start = -1;
	        this.value = -1;
	        this.end = -1;
	        this.extended = -1;
	        this.lookAhead = 0;
	        this.mask = 0;
	        this.context = 0;
	    }
	}
	const nullToken = new CachedToken;
	/**
	[Tokenizers](#lr.ExternalTokenizer) interact with the input
	through this interface. It presents the input as a stream of
	characters, tracking lookahead and hiding the complexity of
	[ranges](#common.Parser.parse^ranges) from tokenizer code.
	*/
	class InputStream {
	    /**
	    @internal
	    */
	    constructor(
	    /**
	    @internal
	    */
	    input, 
	    /**
	    @internal
	    */
	    ranges) {
	        this.input = input;
	        this.ranges = ranges;
	        /**
	        @internal
	        */
	        this.chunk = "";
	        /**
	        @internal
	        */
	        this.chunkOff = 0;
	        /**
	        Backup chunk
	        */
	        this.chunk2 = "";
	        this.chunk2Pos = 0;
	        /**
	        The character code of the next code unit in the input, or -1
	        when the stream is at the end of the input.
	        */
	        this.next = -1;
	        /**
	        @internal
	        */
	        this.token = nullToken;
	        this.rangeIndex = 0;
	        this.pos = this.chunkPos = ranges[0].from;
	        this.range = ranges[0];
	        this.end = ranges[ranges.length - 1].to;
	        this.readNext();
	    }
	    /**
	    @internal
	    */
	    resolveOffset(offset, assoc) {
	        let range = this.range, index = this.rangeIndex;
	        let pos = this.pos + offset;
	        while (pos < range.from) {
	            if (!index)
	                return null;
	            let next = this.ranges[--index];
	            pos -= range.from - next.to;
	            range = next;
	        }
	        while (assoc < 0 ? pos > range.to : pos >= range.to) {
	            if (index == this.ranges.length - 1)
	                return null;
	            let next = this.ranges[++index];
	            pos += next.from - range.to;
	            range = next;
	        }
	        return pos;
	    }
	    /**
	    @internal
	    */
	    clipPos(pos) {
	        if (pos >= this.range.from && pos < this.range.to)
	            return pos;
	        for (let range of this.ranges)
	            if (range.to > pos)
	                return Math.max(pos, range.from);
	        return this.end;
	    }
	    /**
	    Look at a code unit near the stream position. `.peek(0)` equals
	    `.next`, `.peek(-1)` gives you the previous character, and so
	    on.
	    
	    Note that looking around during tokenizing creates dependencies
	    on potentially far-away content, which may reduce the
	    effectiveness incremental parsing—when looking forward—or even
	    cause invalid reparses when looking backward more than 25 code
	    units, since the library does not track lookbehind.
	    */
	    peek(offset) {
	        let idx = this.chunkOff + offset, pos, result;
	        if (idx >= 0 && idx < this.chunk.length) {
	            pos = this.pos + offset;
	            result = this.chunk.charCodeAt(idx);
	        }
	        else {
	            let resolved = this.resolveOffset(offset, 1);
	            if (resolved == null)
	                return -1;
	            pos = resolved;
	            if (pos >= this.chunk2Pos && pos < this.chunk2Pos + this.chunk2.length) {
	                result = this.chunk2.charCodeAt(pos - this.chunk2Pos);
	            }
	            else {
	                let i = this.rangeIndex, range = this.range;
	                while (range.to <= pos)
	                    range = this.ranges[++i];
	                this.chunk2 = this.input.chunk(this.chunk2Pos = pos);
	                if (pos + this.chunk2.length > range.to)
	                    this.chunk2 = this.chunk2.slice(0, range.to - pos);
	                result = this.chunk2.charCodeAt(0);
	            }
	        }
	        if (pos >= this.token.lookAhead)
	            this.token.lookAhead = pos + 1;
	        return result;
	    }
	    /**
	    Accept a token. By default, the end of the token is set to the
	    current stream position, but you can pass an offset (relative to
	    the stream position) to change that.
	    */
	    acceptToken(token, endOffset = 0) {
	        let end = endOffset ? this.resolveOffset(endOffset, -1) : this.pos;
	        if (end == null || end < this.token.start)
	            throw new RangeError("Token end out of bounds");
	        this.token.value = token;
	        this.token.end = end;
	    }
	    /**
	    Accept a token ending at a specific given position.
	    */
	    acceptTokenTo(token, endPos) {
	        this.token.value = token;
	        this.token.end = endPos;
	    }
	    getChunk() {
	        if (this.pos >= this.chunk2Pos && this.pos < this.chunk2Pos + this.chunk2.length) {
	            let { chunk, chunkPos } = this;
	            this.chunk = this.chunk2;
	            this.chunkPos = this.chunk2Pos;
	            this.chunk2 = chunk;
	            this.chunk2Pos = chunkPos;
	            this.chunkOff = this.pos - this.chunkPos;
	        }
	        else {
	            this.chunk2 = this.chunk;
	            this.chunk2Pos = this.chunkPos;
	            let nextChunk = this.input.chunk(this.pos);
	            let end = this.pos + nextChunk.length;
	            this.chunk = end > this.range.to ? nextChunk.slice(0, this.range.to - this.pos) : nextChunk;
	            this.chunkPos = this.pos;
	            this.chunkOff = 0;
	        }
	    }
	    readNext() {
	        if (this.chunkOff >= this.chunk.length) {
	            this.getChunk();
	            if (this.chunkOff == this.chunk.length)
	                return this.next = -1;
	        }
	        return this.next = this.chunk.charCodeAt(this.chunkOff);
	    }
	    /**
	    Move the stream forward N (defaults to 1) code units. Returns
	    the new value of [`next`](#lr.InputStream.next).
	    */
	    advance(n = 1) {
	        this.chunkOff += n;
	        while (this.pos + n >= this.range.to) {
	            if (this.rangeIndex == this.ranges.length - 1)
	                return this.setDone();
	            n -= this.range.to - this.pos;
	            this.range = this.ranges[++this.rangeIndex];
	            this.pos = this.range.from;
	        }
	        this.pos += n;
	        if (this.pos >= this.token.lookAhead)
	            this.token.lookAhead = this.pos + 1;
	        return this.readNext();
	    }
	    setDone() {
	        this.pos = this.chunkPos = this.end;
	        this.range = this.ranges[this.rangeIndex = this.ranges.length - 1];
	        this.chunk = "";
	        return this.next = -1;
	    }
	    /**
	    @internal
	    */
	    reset(pos, token) {
	        if (token) {
	            this.token = token;
	            token.start = pos;
	            token.lookAhead = pos + 1;
	            token.value = token.extended = -1;
	        }
	        else {
	            this.token = nullToken;
	        }
	        if (this.pos != pos) {
	            this.pos = pos;
	            if (pos == this.end) {
	                this.setDone();
	                return this;
	            }
	            while (pos < this.range.from)
	                this.range = this.ranges[--this.rangeIndex];
	            while (pos >= this.range.to)
	                this.range = this.ranges[++this.rangeIndex];
	            if (pos >= this.chunkPos && pos < this.chunkPos + this.chunk.length) {
	                this.chunkOff = pos - this.chunkPos;
	            }
	            else {
	                this.chunk = "";
	                this.chunkOff = 0;
	            }
	            this.readNext();
	        }
	        return this;
	    }
	    /**
	    @internal
	    */
	    read(from, to) {
	        if (from >= this.chunkPos && to <= this.chunkPos + this.chunk.length)
	            return this.chunk.slice(from - this.chunkPos, to - this.chunkPos);
	        if (from >= this.chunk2Pos && to <= this.chunk2Pos + this.chunk2.length)
	            return this.chunk2.slice(from - this.chunk2Pos, to - this.chunk2Pos);
	        if (from >= this.range.from && to <= this.range.to)
	            return this.input.read(from, to);
	        let result = "";
	        for (let r of this.ranges) {
	            if (r.from >= to)
	                break;
	            if (r.to > from)
	                result += this.input.read(Math.max(r.from, from), Math.min(r.to, to));
	        }
	        return result;
	    }
	}
	/**
	@internal
	*/
	class TokenGroup {
	    constructor(data, id) {
	        this.data = data;
	        this.id = id;
	    }
	    token(input, stack) {
	        let { parser } = stack.p;
	        readToken(this.data, input, stack, this.id, parser.data, parser.tokenPrecTable);
	    }
	}
	TokenGroup.prototype.contextual = TokenGroup.prototype.fallback = TokenGroup.prototype.extend = false;
	/**
	@hide
	*/
	class LocalTokenGroup {
	    constructor(data, precTable, elseToken) {
	        this.precTable = precTable;
	        this.elseToken = elseToken;
	        this.data = typeof data == "string" ? decodeArray(data) : data;
	    }
	    token(input, stack) {
	        let start = input.pos, skipped = 0;
	        for (;;) {
	            let atEof = input.next < 0, nextPos = input.resolveOffset(1, 1);
	            readToken(this.data, input, stack, 0, this.data, this.precTable);
	            if (input.token.value > -1)
	                break;
	            if (this.elseToken == null)
	                return;
	            if (!atEof)
	                skipped++;
	            if (nextPos == null)
	                break;
	            input.reset(nextPos, input.token);
	        }
	        if (skipped) {
	            input.reset(start, input.token);
	            input.acceptToken(this.elseToken, skipped);
	        }
	    }
	}
	LocalTokenGroup.prototype.contextual = TokenGroup.prototype.fallback = TokenGroup.prototype.extend = false;
	/**
	`@external tokens` declarations in the grammar should resolve to
	an instance of this class.
	*/
	class ExternalTokenizer {
	    /**
	    Create a tokenizer. The first argument is the function that,
	    given an input stream, scans for the types of tokens it
	    recognizes at the stream's position, and calls
	    [`acceptToken`](#lr.InputStream.acceptToken) when it finds
	    one.
	    */
	    constructor(
	    /**
	    @internal
	    */
	    token, options = {}) {
	        this.token = token;
	        this.contextual = !!options.contextual;
	        this.fallback = !!options.fallback;
	        this.extend = !!options.extend;
	    }
	}
	// Tokenizer data is stored a big uint16 array containing, for each
	// state:
	//
	//  - A group bitmask, indicating what token groups are reachable from
	//    this state, so that paths that can only lead to tokens not in
	//    any of the current groups can be cut off early.
	//
	//  - The position of the end of the state's sequence of accepting
	//    tokens
	//
	//  - The number of outgoing edges for the state
	//
	//  - The accepting tokens, as (token id, group mask) pairs
	//
	//  - The outgoing edges, as (start character, end character, state
	//    index) triples, with end character being exclusive
	//
	// This function interprets that data, running through a stream as
	// long as new states with the a matching group mask can be reached,
	// and updating `input.token` when it matches a token.
	function readToken(data, input, stack, group, precTable, precOffset) {
	    let state = 0, groupMask = 1 << group, { dialect } = stack.p.parser;
	    scan: for (;;) {
	        if ((groupMask & data[state]) == 0)
	            break;
	        let accEnd = data[state + 1];
	        // Check whether this state can lead to a token in the current group
	        // Accept tokens in this state, possibly overwriting
	        // lower-precedence / shorter tokens
	        for (let i = state + 3; i < accEnd; i += 2)
	            if ((data[i + 1] & groupMask) > 0) {
	                let term = data[i];
	                if (dialect.allows(term) &&
	                    (input.token.value == -1 || input.token.value == term ||
	                        overrides(term, input.token.value, precTable, precOffset))) {
	                    input.acceptToken(term);
	                    break;
	                }
	            }
	        let next = input.next, low = 0, high = data[state + 2];
	        // Special case for EOF
	        if (input.next < 0 && high > low && data[accEnd + high * 3 - 3] == 65535 /* Seq.End */) {
	            state = data[accEnd + high * 3 - 1];
	            continue scan;
	        }
	        // Do a binary search on the state's edges
	        for (; low < high;) {
	            let mid = (low + high) >> 1;
	            let index = accEnd + mid + (mid << 1);
	            let from = data[index], to = data[index + 1] || 0x10000;
	            if (next < from)
	                high = mid;
	            else if (next >= to)
	                low = mid + 1;
	            else {
	                state = data[index + 2];
	                input.advance();
	                continue scan;
	            }
	        }
	        break;
	    }
	}
	function findOffset(data, start, term) {
	    for (let i = start, next; (next = data[i]) != 65535 /* Seq.End */; i++)
	        if (next == term)
	            return i - start;
	    return -1;
	}
	function overrides(token, prev, tableData, tableOffset) {
	    let iPrev = findOffset(tableData, tableOffset, prev);
	    return iPrev < 0 || findOffset(tableData, tableOffset, token) < iPrev;
	}

	// Environment variable used to control console output
	const verbose = typeof process != "undefined" && process.env && /\bparse\b/.test(process.env.LOG);
	let stackIDs = null;
	function cutAt(tree, pos, side) {
	    let cursor = tree.cursor(common.IterMode.IncludeAnonymous);
	    cursor.moveTo(pos);
	    for (;;) {
	        if (!(side < 0 ? cursor.childBefore(pos) : cursor.childAfter(pos)))
	            for (;;) {
	                if ((side < 0 ? cursor.to < pos : cursor.from > pos) && !cursor.type.isError)
	                    return side < 0 ? Math.max(0, Math.min(cursor.to - 1, pos - 25 /* Lookahead.Margin */))
	                        : Math.min(tree.length, Math.max(cursor.from + 1, pos + 25 /* Lookahead.Margin */));
	                if (side < 0 ? cursor.prevSibling() : cursor.nextSibling())
	                    break;
	                if (!cursor.parent())
	                    return side < 0 ? 0 : tree.length;
	            }
	    }
	}
	class FragmentCursor {
	    constructor(fragments, minRepeat) {
	        this.fragments = fragments;
	        this.minRepeat = minRepeat;
	        this.i = 0;
	        this.fragment = null;
	        this.safeFrom = -1;
	        this.safeTo = -1;
	        this.trees = [];
	        this.start = [];
	        this.index = [];
	        this.lastRepeat = null;
	        this.lastRepeatPos = -1;
	        this.nextFragment();
	    }
	    nextFragment() {
	        let fr = this.fragment = this.i == this.fragments.length ? null : this.fragments[this.i++];
	        if (fr) {
	            this.safeFrom = fr.openStart ? cutAt(fr.tree, fr.from + fr.offset, 1) - fr.offset : fr.from;
	            this.safeTo = fr.openEnd ? cutAt(fr.tree, fr.to + fr.offset, -1) - fr.offset : fr.to;
	            while (this.trees.length) {
	                this.trees.pop();
	                this.start.pop();
	                this.index.pop();
	            }
	            this.trees.push(fr.tree);
	            this.start.push(-fr.offset);
	            this.index.push(0);
	            this.nextStart = this.safeFrom;
	        }
	        else {
	            this.nextStart = 1e9;
	        }
	    }
	    // `pos` must be >= any previously given `pos` for this cursor
	    nodeAt(pos) {
	        if (pos < this.nextStart)
	            return null;
	        while (this.fragment && this.safeTo <= pos)
	            this.nextFragment();
	        if (!this.fragment)
	            return null;
	        for (;;) {
	            let last = this.trees.length - 1;
	            if (last < 0) { // End of tree
	                this.nextFragment();
	                return null;
	            }
	            if (pos < this.safeFrom)
	                return null;
	            let top = this.trees[last], index = this.index[last];
	            if (index == top.children.length) {
	                this.trees.pop();
	                this.start.pop();
	                this.index.pop();
	                continue;
	            }
	            let next = top.children[index];
	            let start = this.start[last] + top.positions[index];
	            if (start > pos) {
	                this.nextStart = start;
	                return null;
	            }
	            if (next instanceof common.Tree) {
	                let storeRepeat = start > this.lastRepeatPos && next.type.id >= this.minRepeat;
	                if (start == pos || storeRepeat) {
	                    let end = start + next.length, lookahead;
	                    if (start >= this.safeFrom && end <= this.safeTo &&
	                        (!(lookahead = next.prop(common.NodeProp.lookAhead)) || end + lookahead < this.fragment.to)) {
	                        if (storeRepeat) {
	                            this.lastRepeat = next;
	                            this.lastRepeatPos = start;
	                        }
	                        if (start == pos)
	                            return next;
	                    }
	                }
	                this.index[last]++;
	                if (start + next.length >= Math.max(this.safeFrom, pos)) { // Enter this node
	                    this.trees.push(next);
	                    this.start.push(start);
	                    this.index.push(0);
	                }
	            }
	            else {
	                this.index[last]++;
	                this.nextStart = start + next.length;
	            }
	        }
	    }
	}
	class TokenCache {
	    constructor(parser, stream) {
	        this.stream = stream;
	        this.tokens = [];
	        this.mainToken = null;
	        this.actions = [];
	        this.tokens = parser.tokenizers.map(_ => new CachedToken);
	    }
	    getActions(stack) {
	        let actionIndex = 0;
	        let main = null;
	        let { parser } = stack.p, { tokenizers } = parser;
	        let mask = parser.stateSlot(stack.state, 3 /* ParseState.TokenizerMask */);
	        let context = stack.curContext ? stack.curContext.hash : 0;
	        let lookAhead = 0;
	        for (let i = 0; i < tokenizers.length; i++) {
	            if (((1 << i) & mask) == 0)
	                continue;
	            let tokenizer = tokenizers[i], token = this.tokens[i];
	            if (main && !tokenizer.fallback)
	                continue;
	            if (tokenizer.contextual || token.start != stack.pos || token.mask != mask || token.context != context) {
	                this.updateCachedToken(token, tokenizer, stack);
	                token.mask = mask;
	                token.context = context;
	            }
	            if (token.lookAhead > token.end + 25 /* Lookahead.Margin */)
	                lookAhead = Math.max(token.lookAhead, lookAhead);
	            if (token.value != 0 /* Term.Err */) {
	                let startIndex = actionIndex;
	                if (token.extended > -1)
	                    actionIndex = this.addActions(stack, token.extended, token.end, actionIndex);
	                actionIndex = this.addActions(stack, token.value, token.end, actionIndex);
	                if (!tokenizer.extend) {
	                    main = token;
	                    if (actionIndex > startIndex)
	                        break;
	                }
	            }
	        }
	        while (this.actions.length > actionIndex)
	            this.actions.pop();
	        if (lookAhead)
	            stack.setLookAhead(lookAhead);
	        if (!main && stack.pos == this.stream.end) {
	            main = new CachedToken;
	            main.value = stack.p.parser.eofTerm;
	            main.start = main.end = stack.pos;
	            actionIndex = this.addActions(stack, main.value, main.end, actionIndex);
	        }
	        this.mainToken = main;
	        return this.actions;
	    }
	    getMainToken(stack) {
	        if (this.mainToken)
	            return this.mainToken;
	        let main = new CachedToken, { pos, p } = stack;
	        main.start = pos;
	        main.end = Math.min(pos + 1, p.stream.end);
	        main.value = pos == p.stream.end ? p.parser.eofTerm : 0 /* Term.Err */;
	        return main;
	    }
	    updateCachedToken(token, tokenizer, stack) {
	        let start = this.stream.clipPos(stack.pos);
	        tokenizer.token(this.stream.reset(start, token), stack);
	        if (token.value > -1) {
	            let { parser } = stack.p;
	            for (let i = 0; i < parser.specialized.length; i++)
	                if (parser.specialized[i] == token.value) {
	                    let result = parser.specializers[i](this.stream.read(token.start, token.end), stack);
	                    if (result >= 0 && stack.p.parser.dialect.allows(result >> 1)) {
	                        if ((result & 1) == 0 /* Specialize.Specialize */)
	                            token.value = result >> 1;
	                        else
	                            token.extended = result >> 1;
	                        break;
	                    }
	                }
	        }
	        else {
	            token.value = 0 /* Term.Err */;
	            token.end = this.stream.clipPos(start + 1);
	        }
	    }
	    putAction(action, token, end, index) {
	        // Don't add duplicate actions
	        for (let i = 0; i < index; i += 3)
	            if (this.actions[i] == action)
	                return index;
	        this.actions[index++] = action;
	        this.actions[index++] = token;
	        this.actions[index++] = end;
	        return index;
	    }
	    addActions(stack, token, end, index) {
	        let { state } = stack, { parser } = stack.p, { data } = parser;
	        for (let set = 0; set < 2; set++) {
	            for (let i = parser.stateSlot(state, set ? 2 /* ParseState.Skip */ : 1 /* ParseState.Actions */);; i += 3) {
	                if (data[i] == 65535 /* Seq.End */) {
	                    if (data[i + 1] == 1 /* Seq.Next */) {
	                        i = pair(data, i + 2);
	                    }
	                    else {
	                        if (index == 0 && data[i + 1] == 2 /* Seq.Other */)
	                            index = this.putAction(pair(data, i + 2), token, end, index);
	                        break;
	                    }
	                }
	                if (data[i] == token)
	                    index = this.putAction(pair(data, i + 1), token, end, index);
	            }
	        }
	        return index;
	    }
	}
	class Parse {
	    constructor(parser, input, fragments, ranges) {
	        this.parser = parser;
	        this.input = input;
	        this.ranges = ranges;
	        this.recovering = 0;
	        this.nextStackID = 0x2654; // ♔, ♕, ♖, ♗, ♘, ♙, ♠, ♡, ♢, ♣, ♤, ♥, ♦, ♧
	        this.minStackPos = 0;
	        this.reused = [];
	        this.stoppedAt = null;
	        this.lastBigReductionStart = -1;
	        this.lastBigReductionSize = 0;
	        this.bigReductionCount = 0;
	        this.stream = new InputStream(input, ranges);
	        this.tokens = new TokenCache(parser, this.stream);
	        this.topTerm = parser.top[1];
	        let { from } = ranges[0];
	        this.stacks = [Stack.start(this, parser.top[0], from)];
	        this.fragments = fragments.length && this.stream.end - from > parser.bufferLength * 4
	            ? new FragmentCursor(fragments, parser.minRepeatTerm) : null;
	    }
	    get parsedPos() {
	        return this.minStackPos;
	    }
	    // Move the parser forward. This will process all parse stacks at
	    // `this.pos` and try to advance them to a further position. If no
	    // stack for such a position is found, it'll start error-recovery.
	    //
	    // When the parse is finished, this will return a syntax tree. When
	    // not, it returns `null`.
	    advance() {
	        let stacks = this.stacks, pos = this.minStackPos;
	        // This will hold stacks beyond `pos`.
	        let newStacks = this.stacks = [];
	        let stopped, stoppedTokens;
	        // If a large amount of reductions happened with the same start
	        // position, force the stack out of that production in order to
	        // avoid creating a tree too deep to recurse through.
	        // (This is an ugly kludge, because unfortunately there is no
	        // straightforward, cheap way to check for this happening, due to
	        // the history of reductions only being available in an
	        // expensive-to-access format in the stack buffers.)
	        if (this.bigReductionCount > 300 /* Rec.MaxLeftAssociativeReductionCount */ && stacks.length == 1) {
	            let [s] = stacks;
	            while (s.forceReduce() && s.stack.length && s.stack[s.stack.length - 2] >= this.lastBigReductionStart) { }
	            this.bigReductionCount = this.lastBigReductionSize = 0;
	        }
	        // Keep advancing any stacks at `pos` until they either move
	        // forward or can't be advanced. Gather stacks that can't be
	        // advanced further in `stopped`.
	        for (let i = 0; i < stacks.length; i++) {
	            let stack = stacks[i];
	            for (;;) {
	                this.tokens.mainToken = null;
	                if (stack.pos > pos) {
	                    newStacks.push(stack);
	                }
	                else if (this.advanceStack(stack, newStacks, stacks)) {
	                    continue;
	                }
	                else {
	                    if (!stopped) {
	                        stopped = [];
	                        stoppedTokens = [];
	                    }
	                    stopped.push(stack);
	                    let tok = this.tokens.getMainToken(stack);
	                    stoppedTokens.push(tok.value, tok.end);
	                }
	                break;
	            }
	        }
	        if (!newStacks.length) {
	            let finished = stopped && findFinished(stopped);
	            if (finished) {
	                if (verbose)
	                    console.log("Finish with " + this.stackID(finished));
	                return this.stackToTree(finished);
	            }
	            if (this.parser.strict) {
	                if (verbose && stopped)
	                    console.log("Stuck with token " + (this.tokens.mainToken ? this.parser.getName(this.tokens.mainToken.value) : "none"));
	                throw new SyntaxError("No parse at " + pos);
	            }
	            if (!this.recovering)
	                this.recovering = 5 /* Rec.Distance */;
	        }
	        if (this.recovering && stopped) {
	            let finished = this.stoppedAt != null && stopped[0].pos > this.stoppedAt ? stopped[0]
	                : this.runRecovery(stopped, stoppedTokens, newStacks);
	            if (finished) {
	                if (verbose)
	                    console.log("Force-finish " + this.stackID(finished));
	                return this.stackToTree(finished.forceAll());
	            }
	        }
	        if (this.recovering) {
	            let maxRemaining = this.recovering == 1 ? 1 : this.recovering * 3 /* Rec.MaxRemainingPerStep */;
	            if (newStacks.length > maxRemaining) {
	                newStacks.sort((a, b) => b.score - a.score);
	                while (newStacks.length > maxRemaining)
	                    newStacks.pop();
	            }
	            if (newStacks.some(s => s.reducePos > pos))
	                this.recovering--;
	        }
	        else if (newStacks.length > 1) {
	            // Prune stacks that are in the same state, or that have been
	            // running without splitting for a while, to avoid getting stuck
	            // with multiple successful stacks running endlessly on.
	            outer: for (let i = 0; i < newStacks.length - 1; i++) {
	                let stack = newStacks[i];
	                for (let j = i + 1; j < newStacks.length; j++) {
	                    let other = newStacks[j];
	                    if (stack.sameState(other) ||
	                        stack.buffer.length > 500 /* Rec.MinBufferLengthPrune */ && other.buffer.length > 500 /* Rec.MinBufferLengthPrune */) {
	                        if (((stack.score - other.score) || (stack.buffer.length - other.buffer.length)) > 0) {
	                            newStacks.splice(j--, 1);
	                        }
	                        else {
	                            newStacks.splice(i--, 1);
	                            continue outer;
	                        }
	                    }
	                }
	            }
	            if (newStacks.length > 12 /* Rec.MaxStackCount */) {
	                newStacks.sort((a, b) => b.score - a.score);
	                newStacks.splice(12 /* Rec.MaxStackCount */, newStacks.length - 12 /* Rec.MaxStackCount */);
	            }
	        }
	        this.minStackPos = newStacks[0].pos;
	        for (let i = 1; i < newStacks.length; i++)
	            if (newStacks[i].pos < this.minStackPos)
	                this.minStackPos = newStacks[i].pos;
	        return null;
	    }
	    stopAt(pos) {
	        if (this.stoppedAt != null && this.stoppedAt < pos)
	            throw new RangeError("Can't move stoppedAt forward");
	        this.stoppedAt = pos;
	    }
	    // See if a given tree, or a descendant right at its start, can be
	    // reused in the given stack.
	    tryReuse(stack, start, tree, repeatOnly) {
	        if (!tree)
	            return null;
	        let strictCx = stack.curContext && stack.curContext.tracker.strict, cxHash = strictCx ? stack.curContext.hash : 0;
	        for (; tree;) {
	            let match = this.parser.nodeSet.types[tree.type.id] != tree.type ? -1
	                : this.parser.getGoto(stack.state, tree.type.id);
	            if (match > -1 && tree.length && (!strictCx || (tree.prop(common.NodeProp.contextHash) || 0) == cxHash)) {
	                stack.useNode(tree, match, start);
	                return tree;
	            }
	            if (tree.children.length == 0 || tree.positions[0] > 0)
	                break;
	            let inner = tree.children[0];
	            if (inner instanceof common.Tree && (!repeatOnly || inner.type.id >= this.parser.minRepeatTerm))
	                tree = inner;
	            else
	                break;
	        }
	        return null;
	    }
	    // Returns an updated version of the given stack, or null if the
	    // stack can't advance normally. When `split` and `stacks` are
	    // given, stacks split off by ambiguous operations will be pushed to
	    // `split`, or added to `stacks` if they move `pos` forward.
	    advanceStack(stack, stacks, split) {
	        let start = stack.pos, { parser } = this;
	        let base = verbose ? this.stackID(stack) + " -> " : "";
	        if (this.stoppedAt != null && start > this.stoppedAt)
	            return stack.forceReduce() ? stack : null;
	        if (this.fragments) {
	            // Due to an optimization in the way we build trees for repeat
	            // rules, such trees may have their start position before
	            // skipped content that is technically not part of the node.
	            // Attempts to reuse them may only happen at the position
	            // _after_ those skipped tokens. The special handling here makes
	            // sure such nodes can still be reused.
	            let reused = (stack.reducePos < start && stack.buffer.length && stack.buffer[stack.buffer.length - 2] <= stack.reducePos &&
	                this.fragments.lastRepeatPos == stack.reducePos &&
	                this.tryReuse(stack, stack.reducePos, this.fragments.lastRepeat, true)) ||
	                this.tryReuse(stack, start, this.fragments.nodeAt(start), false);
	            if (reused) {
	                if (verbose)
	                    console.log(base + this.stackID(stack) + ` (via reuse of ${parser.getName(reused.type.id)})`);
	                return true;
	            }
	        }
	        let defaultReduce = parser.stateSlot(stack.state, 4 /* ParseState.DefaultReduce */);
	        if (defaultReduce > 0) {
	            stack.reduce(defaultReduce);
	            if (verbose)
	                console.log(base + this.stackID(stack) + ` (via always-reduce ${parser.getName(defaultReduce & 65535 /* Action.ValueMask */)})`);
	            return true;
	        }
	        if (stack.stack.length >= 8400 /* Rec.CutDepth */) {
	            while (stack.stack.length > 6000 /* Rec.CutTo */ && stack.forceReduce()) { }
	        }
	        let actions = this.tokens.getActions(stack);
	        for (let i = 0; i < actions.length;) {
	            let action = actions[i++], term = actions[i++], end = actions[i++];
	            let last = i == actions.length || !split;
	            let localStack = last ? stack : stack.split();
	            let main = this.tokens.mainToken;
	            localStack.apply(action, term, main ? main.start : localStack.pos, end);
	            if (verbose)
	                console.log(base + this.stackID(localStack) + ` (via ${(action & 65536 /* Action.ReduceFlag */) == 0 ? "shift"
	                    : `reduce of ${parser.getName(action & 65535 /* Action.ValueMask */)}`} for ${parser.getName(term)} @ ${start}${localStack == stack ? "" : ", split"})`);
	            if (last)
	                return true;
	            else if (localStack.pos > start)
	                stacks.push(localStack);
	            else
	                split.push(localStack);
	        }
	        return false;
	    }
	    // Advance a given stack forward as far as it will go. Returns the
	    // (possibly updated) stack if it got stuck, or null if it moved
	    // forward and was given to `pushStackDedup`.
	    advanceFully(stack, newStacks) {
	        let pos = stack.pos;
	        for (;;) {
	            if (!this.advanceStack(stack, null, null))
	                return false;
	            if (stack.pos > pos) {
	                pushStackDedup(stack, newStacks);
	                return true;
	            }
	        }
	    }
	    runRecovery(stacks, tokens, newStacks) {
	        let finished = null, restarted = false;
	        for (let i = 0; i < stacks.length; i++) {
	            let stack = stacks[i], token = tokens[i << 1], tokenEnd = tokens[(i << 1) + 1];
	            let base = verbose ? this.stackID(stack) + " -> " : "";
	            if (stack.deadEnd) {
	                if (restarted)
	                    continue;
	                restarted = true;
	                stack.restart();
	                if (verbose)
	                    console.log(base + this.stackID(stack) + " (restarted)");
	                let done = this.advanceFully(stack, newStacks);
	                if (done)
	                    continue;
	            }
	            let force = stack.split(), forceBase = base;
	            for (let j = 0; j < 10 /* Rec.ForceReduceLimit */ && force.forceReduce(); j++) {
	                if (verbose)
	                    console.log(forceBase + this.stackID(force) + " (via force-reduce)");
	                let done = this.advanceFully(force, newStacks);
	                if (done)
	                    break;
	                if (verbose)
	                    forceBase = this.stackID(force) + " -> ";
	            }
	            for (let insert of stack.recoverByInsert(token)) {
	                if (verbose)
	                    console.log(base + this.stackID(insert) + " (via recover-insert)");
	                this.advanceFully(insert, newStacks);
	            }
	            if (this.stream.end > stack.pos) {
	                if (tokenEnd == stack.pos) {
	                    tokenEnd++;
	                    token = 0 /* Term.Err */;
	                }
	                stack.recoverByDelete(token, tokenEnd);
	                if (verbose)
	                    console.log(base + this.stackID(stack) + ` (via recover-delete ${this.parser.getName(token)})`);
	                pushStackDedup(stack, newStacks);
	            }
	            else if (!finished || finished.score < force.score) {
	                finished = force;
	            }
	        }
	        return finished;
	    }
	    // Convert the stack's buffer to a syntax tree.
	    stackToTree(stack) {
	        stack.close();
	        return common.Tree.build({ buffer: StackBufferCursor.create(stack),
	            nodeSet: this.parser.nodeSet,
	            topID: this.topTerm,
	            maxBufferLength: this.parser.bufferLength,
	            reused: this.reused,
	            start: this.ranges[0].from,
	            length: stack.pos - this.ranges[0].from,
	            minRepeatType: this.parser.minRepeatTerm });
	    }
	    stackID(stack) {
	        let id = (stackIDs || (stackIDs = new WeakMap)).get(stack);
	        if (!id)
	            stackIDs.set(stack, id = String.fromCodePoint(this.nextStackID++));
	        return id + stack;
	    }
	}
	function pushStackDedup(stack, newStacks) {
	    for (let i = 0; i < newStacks.length; i++) {
	        let other = newStacks[i];
	        if (other.pos == stack.pos && other.sameState(stack)) {
	            if (newStacks[i].score < stack.score)
	                newStacks[i] = stack;
	            return;
	        }
	    }
	    newStacks.push(stack);
	}
	class Dialect {
	    constructor(source, flags, disabled) {
	        this.source = source;
	        this.flags = flags;
	        this.disabled = disabled;
	    }
	    allows(term) { return !this.disabled || this.disabled[term] == 0; }
	}
	const id = x => x;
	/**
	Context trackers are used to track stateful context (such as
	indentation in the Python grammar, or parent elements in the XML
	grammar) needed by external tokenizers. You declare them in a
	grammar file as `@context exportName from "module"`.

	Context values should be immutable, and can be updated (replaced)
	on shift or reduce actions.

	The export used in a `@context` declaration should be of this
	type.
	*/
	class ContextTracker {
	    /**
	    Define a context tracker.
	    */
	    constructor(spec) {
	        this.start = spec.start;
	        this.shift = spec.shift || id;
	        this.reduce = spec.reduce || id;
	        this.reuse = spec.reuse || id;
	        this.hash = spec.hash || (() => 0);
	        this.strict = spec.strict !== false;
	    }
	}
	/**
	Holds the parse tables for a given grammar, as generated by
	`lezer-generator`, and provides [methods](#common.Parser) to parse
	content with.
	*/
	class LRParser extends common.Parser {
	    /**
	    @internal
	    */
	    constructor(spec) {
	        super();
	        /**
	        @internal
	        */
	        this.wrappers = [];
	        if (spec.version != 14 /* File.Version */)
	            throw new RangeError(`Parser version (${spec.version}) doesn't match runtime version (${14 /* File.Version */})`);
	        let nodeNames = spec.nodeNames.split(" ");
	        this.minRepeatTerm = nodeNames.length;
	        for (let i = 0; i < spec.repeatNodeCount; i++)
	            nodeNames.push("");
	        let topTerms = Object.keys(spec.topRules).map(r => spec.topRules[r][1]);
	        let nodeProps = [];
	        for (let i = 0; i < nodeNames.length; i++)
	            nodeProps.push([]);
	        function setProp(nodeID, prop, value) {
	            nodeProps[nodeID].push([prop, prop.deserialize(String(value))]);
	        }
	        if (spec.nodeProps)
	            for (let propSpec of spec.nodeProps) {
	                let prop = propSpec[0];
	                if (typeof prop == "string")
	                    prop = common.NodeProp[prop];
	                for (let i = 1; i < propSpec.length;) {
	                    let next = propSpec[i++];
	                    if (next >= 0) {
	                        setProp(next, prop, propSpec[i++]);
	                    }
	                    else {
	                        let value = propSpec[i + -next];
	                        for (let j = -next; j > 0; j--)
	                            setProp(propSpec[i++], prop, value);
	                        i++;
	                    }
	                }
	            }
	        this.nodeSet = new common.NodeSet(nodeNames.map((name, i) => common.NodeType.define({
	            name: i >= this.minRepeatTerm ? undefined : name,
	            id: i,
	            props: nodeProps[i],
	            top: topTerms.indexOf(i) > -1,
	            error: i == 0,
	            skipped: spec.skippedNodes && spec.skippedNodes.indexOf(i) > -1
	        })));
	        if (spec.propSources)
	            this.nodeSet = this.nodeSet.extend(...spec.propSources);
	        this.strict = false;
	        this.bufferLength = common.DefaultBufferLength;
	        let tokenArray = decodeArray(spec.tokenData);
	        this.context = spec.context;
	        this.specializerSpecs = spec.specialized || [];
	        this.specialized = new Uint16Array(this.specializerSpecs.length);
	        for (let i = 0; i < this.specializerSpecs.length; i++)
	            this.specialized[i] = this.specializerSpecs[i].term;
	        this.specializers = this.specializerSpecs.map(getSpecializer);
	        this.states = decodeArray(spec.states, Uint32Array);
	        this.data = decodeArray(spec.stateData);
	        this.goto = decodeArray(spec.goto);
	        this.maxTerm = spec.maxTerm;
	        this.tokenizers = spec.tokenizers.map(value => typeof value == "number" ? new TokenGroup(tokenArray, value) : value);
	        this.topRules = spec.topRules;
	        this.dialects = spec.dialects || {};
	        this.dynamicPrecedences = spec.dynamicPrecedences || null;
	        this.tokenPrecTable = spec.tokenPrec;
	        this.termNames = spec.termNames || null;
	        this.maxNode = this.nodeSet.types.length - 1;
	        this.dialect = this.parseDialect();
	        this.top = this.topRules[Object.keys(this.topRules)[0]];
	    }
	    createParse(input, fragments, ranges) {
	        let parse = new Parse(this, input, fragments, ranges);
	        for (let w of this.wrappers)
	            parse = w(parse, input, fragments, ranges);
	        return parse;
	    }
	    /**
	    Get a goto table entry @internal
	    */
	    getGoto(state, term, loose = false) {
	        let table = this.goto;
	        if (term >= table[0])
	            return -1;
	        for (let pos = table[term + 1];;) {
	            let groupTag = table[pos++], last = groupTag & 1;
	            let target = table[pos++];
	            if (last && loose)
	                return target;
	            for (let end = pos + (groupTag >> 1); pos < end; pos++)
	                if (table[pos] == state)
	                    return target;
	            if (last)
	                return -1;
	        }
	    }
	    /**
	    Check if this state has an action for a given terminal @internal
	    */
	    hasAction(state, terminal) {
	        let data = this.data;
	        for (let set = 0; set < 2; set++) {
	            for (let i = this.stateSlot(state, set ? 2 /* ParseState.Skip */ : 1 /* ParseState.Actions */), next;; i += 3) {
	                if ((next = data[i]) == 65535 /* Seq.End */) {
	                    if (data[i + 1] == 1 /* Seq.Next */)
	                        next = data[i = pair(data, i + 2)];
	                    else if (data[i + 1] == 2 /* Seq.Other */)
	                        return pair(data, i + 2);
	                    else
	                        break;
	                }
	                if (next == terminal || next == 0 /* Term.Err */)
	                    return pair(data, i + 1);
	            }
	        }
	        return 0;
	    }
	    /**
	    @internal
	    */
	    stateSlot(state, slot) {
	        return this.states[(state * 6 /* ParseState.Size */) + slot];
	    }
	    /**
	    @internal
	    */
	    stateFlag(state, flag) {
	        return (this.stateSlot(state, 0 /* ParseState.Flags */) & flag) > 0;
	    }
	    /**
	    @internal
	    */
	    validAction(state, action) {
	        return !!this.allActions(state, a => a == action ? true : null);
	    }
	    /**
	    @internal
	    */
	    allActions(state, action) {
	        let deflt = this.stateSlot(state, 4 /* ParseState.DefaultReduce */);
	        let result = deflt ? action(deflt) : undefined;
	        for (let i = this.stateSlot(state, 1 /* ParseState.Actions */); result == null; i += 3) {
	            if (this.data[i] == 65535 /* Seq.End */) {
	                if (this.data[i + 1] == 1 /* Seq.Next */)
	                    i = pair(this.data, i + 2);
	                else
	                    break;
	            }
	            result = action(pair(this.data, i + 1));
	        }
	        return result;
	    }
	    /**
	    Get the states that can follow this one through shift actions or
	    goto jumps. @internal
	    */
	    nextStates(state) {
	        let result = [];
	        for (let i = this.stateSlot(state, 1 /* ParseState.Actions */);; i += 3) {
	            if (this.data[i] == 65535 /* Seq.End */) {
	                if (this.data[i + 1] == 1 /* Seq.Next */)
	                    i = pair(this.data, i + 2);
	                else
	                    break;
	            }
	            if ((this.data[i + 2] & (65536 /* Action.ReduceFlag */ >> 16)) == 0) {
	                let value = this.data[i + 1];
	                if (!result.some((v, i) => (i & 1) && v == value))
	                    result.push(this.data[i], value);
	            }
	        }
	        return result;
	    }
	    /**
	    Configure the parser. Returns a new parser instance that has the
	    given settings modified. Settings not provided in `config` are
	    kept from the original parser.
	    */
	    configure(config) {
	        // Hideous reflection-based kludge to make it easy to create a
	        // slightly modified copy of a parser.
	        let copy = Object.assign(Object.create(LRParser.prototype), this);
	        if (config.props)
	            copy.nodeSet = this.nodeSet.extend(...config.props);
	        if (config.top) {
	            let info = this.topRules[config.top];
	            if (!info)
	                throw new RangeError(`Invalid top rule name ${config.top}`);
	            copy.top = info;
	        }
	        if (config.tokenizers)
	            copy.tokenizers = this.tokenizers.map(t => {
	                let found = config.tokenizers.find(r => r.from == t);
	                return found ? found.to : t;
	            });
	        if (config.specializers) {
	            copy.specializers = this.specializers.slice();
	            copy.specializerSpecs = this.specializerSpecs.map((s, i) => {
	                let found = config.specializers.find(r => r.from == s.external);
	                if (!found)
	                    return s;
	                let spec = Object.assign(Object.assign({}, s), { external: found.to });
	                copy.specializers[i] = getSpecializer(spec);
	                return spec;
	            });
	        }
	        if (config.contextTracker)
	            copy.context = config.contextTracker;
	        if (config.dialect)
	            copy.dialect = this.parseDialect(config.dialect);
	        if (config.strict != null)
	            copy.strict = config.strict;
	        if (config.wrap)
	            copy.wrappers = copy.wrappers.concat(config.wrap);
	        if (config.bufferLength != null)
	            copy.bufferLength = config.bufferLength;
	        return copy;
	    }
	    /**
	    Tells you whether any [parse wrappers](#lr.ParserConfig.wrap)
	    are registered for this parser.
	    */
	    hasWrappers() {
	        return this.wrappers.length > 0;
	    }
	    /**
	    Returns the name associated with a given term. This will only
	    work for all terms when the parser was generated with the
	    `--names` option. By default, only the names of tagged terms are
	    stored.
	    */
	    getName(term) {
	        return this.termNames ? this.termNames[term] : String(term <= this.maxNode && this.nodeSet.types[term].name || term);
	    }
	    /**
	    The eof term id is always allocated directly after the node
	    types. @internal
	    */
	    get eofTerm() { return this.maxNode + 1; }
	    /**
	    The type of top node produced by the parser.
	    */
	    get topNode() { return this.nodeSet.types[this.top[1]]; }
	    /**
	    @internal
	    */
	    dynamicPrecedence(term) {
	        let prec = this.dynamicPrecedences;
	        return prec == null ? 0 : prec[term] || 0;
	    }
	    /**
	    @internal
	    */
	    parseDialect(dialect) {
	        let values = Object.keys(this.dialects), flags = values.map(() => false);
	        if (dialect)
	            for (let part of dialect.split(" ")) {
	                let id = values.indexOf(part);
	                if (id >= 0)
	                    flags[id] = true;
	            }
	        let disabled = null;
	        for (let i = 0; i < values.length; i++)
	            if (!flags[i]) {
	                for (let j = this.dialects[values[i]], id; (id = this.data[j++]) != 65535 /* Seq.End */;)
	                    (disabled || (disabled = new Uint8Array(this.maxTerm + 1)))[id] = 1;
	            }
	        return new Dialect(dialect, flags, disabled);
	    }
	    /**
	    Used by the output of the parser generator. Not available to
	    user code. @hide
	    */
	    static deserialize(spec) {
	        return new LRParser(spec);
	    }
	}
	function pair(data, off) { return data[off] | (data[off + 1] << 16); }
	function findFinished(stacks) {
	    let best = null;
	    for (let stack of stacks) {
	        let stopped = stack.p.stoppedAt;
	        if ((stack.pos == stack.p.stream.end || stopped != null && stack.pos > stopped) &&
	            stack.p.parser.stateFlag(stack.state, 2 /* StateFlag.Accepting */) &&
	            (!best || best.score < stack.score))
	            best = stack;
	    }
	    return best;
	}
	function getSpecializer(spec) {
	    if (spec.external) {
	        let mask = spec.extend ? 1 /* Specialize.Extend */ : 0 /* Specialize.Specialize */;
	        return (value, stack) => (spec.external(value, stack) << 1) | mask;
	    }
	    return spec.get;
	}

	dist.ContextTracker = ContextTracker;
	dist.ExternalTokenizer = ExternalTokenizer;
	dist.InputStream = InputStream;
	dist.LRParser = LRParser;
	dist.LocalTokenGroup = LocalTokenGroup;
	dist.Stack = Stack;
	return dist;
}

var hasRequiredDist;

function requireDist () {
	if (hasRequiredDist) return dist$3.exports;
	hasRequiredDist = 1;
	(function (module) {
		var $hlrUL$lezercommon = requireDist$2();
		var $hlrUL$json5 = require$$1;
		var $hlrUL$lezerlr = requireDist$1();

		function $parcel$interopDefault(a) {
		  return a && a.__esModule ? a.default : a;
		}
		function $parcel$export(e, n, v, s) {
		  Object.defineProperty(e, n, {get: v, set: s, enumerable: true, configurable: true});
		}

		$parcel$export(module.exports, "parse", () => $83c796b2b9543406$export$98e6a39c04603d36);
		// This file was generated by lezer-generator. You probably shouldn't edit it.

		const $1adaef8fb7bb1497$export$8f49e4af10703ce3 = ($hlrUL$lezerlr.LRParser).deserialize({
		    version: 14,
		    states: "%QO]QPOOOOQO'#Cd'#CdOtQQO'#CgO!PQPO'#ClOOQO'#Cs'#CsQOQPOOOOQO'#Ci'#CiO!WQPO'#ChO!]QPO'#CuOOQO,59R,59RO!eQPO,59ROOQO'#Cm'#CmO!jQPO'#CyOOQO,59W,59WO!rQPO,59WO]QPO,59SO!wQQO,59aO#SQPO,59aOOQO1G.m1G.mO#[QPO,59eO#cQPO,59eOOQO1G.r1G.rOOQO1G.n1G.nOOQO,59Y,59YO#kQQO1G.{OOQO-E6l-E6lOOQO,59Z,59ZO#vQPO1G/POOQO-E6m-E6mPwQQO'#CnP]QPO'#Co",
		    stateData: "$R~OfOSPOSQOS~OSSOTSOUSOVSOYQO_ROhPO~OXXOhUOjUO~O^]O~P]Ok_O~Ol`OXiX~OXbO~OlcO^mX~O^eO~OhUOjUOXia~OlhOXia~O^ma~P]OlkO^ma~OhUOjUOXii~O^mi~P]OPQj~",
		    goto: "!}nPPPPPPPPoPPow!PPPo!V!_!ePPP!kP!wPPP!z]SOR_cknQWQVg`hmXVQ`hmQ[RVjcknQaWRiaQd[RldQTOWZRcknRf_RYQR^R",
		    nodeNames: "⚠ LineComment BlockComment JsonText True False Null Number String } { Object Property PropertyName ] [ Array ArrayValue",
		    maxTerm: 29,
		    nodeProps: [
		        [
		            "group",
		            -7,
		            4,
		            5,
		            6,
		            7,
		            8,
		            11,
		            16,
		            "Value"
		        ],
		        [
		            "openedBy",
		            9,
		            "{",
		            14,
		            "["
		        ],
		        [
		            "closedBy",
		            10,
		            "}",
		            15,
		            "]"
		        ]
		    ],
		    skippedNodes: [
		        0,
		        1,
		        2
		    ],
		    repeatNodeCount: 2,
		    tokenData: "!!`~R!OXY$RYZ$RZ[$R[]$R]^$Rpq$Rrs$Wtu.Xwx0b{|2Y|}6p}!O2Y!O!P2l!P!Q6u!Q!R3l!R![5Q![!]8t!c!k.X!k!l8y!l!p.X!p!q@}!q!}.X!}#OB|#O#P/S#P#QCR#R#S.X#T#Y.X#Y#ZCW#Z#b.X#b#cHU#c#h.X#h#iLU#i#o.X#o#p!!U#q#r!!Z$f$g$R$g$IV.X$IV$IW$R$IW$I|.X$I|$I}$R$I}$JO$R$JU;'S.X;'S;=`0[<%l?HT.X?HT?HU$R?HUO.X~$WOf~~$ZXOp$vpq$Wqr$Wrs%`s#O$W#O#P&s#P;'S$W;'S;=`.R<%lO$W~$yVOr$vrs%`s#O$v#O#P%e#P;'S$v;'S;=`&m<%lO$v~%eOh~~%haYZ$v]^$vrs$vwx$v!Q!R$v#O#P$v#T#U$v#U#V$v#Y#Z$v#b#c$v#f#g$v#h#i$v#i#j$v#j#k$v#l#m$v$I|$I}$v$I}$JO$v~&pP;=`<%l$v~&vbYZ$v]^$vrs$Wwx$v!P!Q(O!Q!R$v#O#P$W#T#U$v#U#V$W#Y#Z$W#b#c$W#f#g$W#h#i$W#i#j*c#j#k$v#l#m$v$I|$I}$v$I}$JO$v~(RWpq(Oqr(Ors%`s#O(O#O#P(k#P;'S(O;'S;=`*]<%lO(O~(nXrs(O!P!Q(O#O#P(O#U#V(O#Y#Z(O#b#c(O#f#g(O#h#i(O#i#j)Z~)^R!Q![)g!c!i)g#T#Z)g~)jR!Q![)s!c!i)s#T#Z)s~)vR!Q![*P!c!i*P#T#Z*P~*SR!Q![(O!c!i(O#T#Z(O~*`P;=`<%l(O~*f]Or$vrs%`s!Q$v!Q![+_![!c$v!c!i+_!i#O$v#O#P%e#P#T$v#T#Z+_#Z;'S$v;'S;=`&m<%lO$v~+b]Or$vrs%`s!Q$v!Q![,Z![!c$v!c!i,Z!i#O$v#O#P%e#P#T$v#T#Z,Z#Z;'S$v;'S;=`&m<%lO$v~,^]Or$vrs%`s!Q$v!Q![-V![!c$v!c!i-V!i#O$v#O#P%e#P#T$v#T#Z-V#Z;'S$v;'S;=`&m<%lO$v~-Y]Or$vrs%`s!Q$v!Q![$W![!c$v!c!i$W!i#O$v#O#P%e#P#T$v#T#Z$W#Z;'S$v;'S;=`&m<%lO$v~.UP;=`<%l$WQ.^[jQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XQ/VP#i#j/YQ/]R!Q![/f!c!i/f#T#Z/fQ/iR!Q![/r!c!i/r#T#Z/rQ/uR!Q![0O!c!i0O#T#Z0OQ0RR!Q![.X!c!i.X#T#Z.XQ0_P;=`<%l.X~0eVOw0bwx%`x#O0b#O#P0z#P;'S0b;'S;=`2S<%lO0b~0}aYZ0b]^0brs0bwx0b!Q!R0b#O#P0b#T#U0b#U#V0b#Y#Z0b#b#c0b#f#g0b#h#i0b#i#j0b#j#k0b#l#m0b$I|$I}0b$I}$JO0b~2VP;=`<%l0bP2]T!O!P2l!Q!R3l!R![5Q!k!l5c!p!q6dP2oP!Q![2rP2wRVP!Q![2r!g!h3Q#X#Y3QP3TR{|3^}!O3^!Q![3dP3aP!Q![3dP3iPVP!Q![3dP3qTVP!O!P2r!Q![4Q!g!h3Q#X#Y3Q#l#m4fP4TQ!O!P4Z!Q![4QP4`QVP!g!h3Q#X#Y3QP4iR!Q![4r!c!i4r#T#Z4rP4wRVP!Q![4r!c!i4r#T#Z4rP5VSVP!O!P2r!Q![5Q!g!h3Q#X#Y3QP5fP#b#c5iP5lP#Y#Z5oP5rP#]#^5uP5xP#b#c5{P6OP#]#^6RP6UP#h#i6XP6[P#m#n6_P6dOVPP6gP#T#U6jP6mP!p!q6_~6uOl~~6xQz{7O!P!Q8V~7RTOz7Oz{7b{;'S7O;'S;=`8P<%lO7O~7eVOz7Oz{7b{!P7O!P!Q7z!Q;'S7O;'S;=`8P<%lO7O~8POQ~~8SP;=`<%l7O~8[UP~OY8VZ]8V^$I|8V$JO;'S8V;'S;=`8n<%lO8V~8qP;=`<%l8V~8yOk~R9O^jQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#b.X#b#c9z#c#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XR:P^jQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#Y.X#Y#Z:{#Z#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XR;Q^jQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#].X#]#^;|#^#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XR<R^jQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#b.X#b#c<}#c#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XR=S^jQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#].X#]#^>O#^#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XR>T^jQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#h.X#h#i?P#i#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XR?U^jQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#m.X#m#n@Q#n#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XR@X[VPjQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XRAS]jQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#UA{#U#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XRBQ^jQtu.X!Q![.X!c!p.X!p!q@Q!q!}.X#O#P/S#R#S.X#T#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.X~CRO_~~CWO^~RC]]jQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#UDU#U#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XRDZ^jQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#`.X#`#aEV#a#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XRE[^jQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#g.X#g#hFW#h#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XRF]^jQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#X.X#X#YGX#Y#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XRG`[TPjQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XRHZ^jQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#i.X#i#jIV#j#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XRI[^jQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#`.X#`#aJW#a#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XRJ]^jQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#`.X#`#aKX#a#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XRK`[UPjQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XRLZ^jQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#f.X#f#gMV#g#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XRM[^jQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#i.X#i#jNW#j#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XRN]^jQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#X.X#X#Y! X#Y#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.XR! `[SPjQtu.X!Q![.X!c!}.X#O#P/S#R#S.X#T#o.X$g$IV.X$IW$I|.X$JU;'S.X;'S;=`0[<%l?HT.X?HUO.X~!!ZOY~~!!`OX~",
		    tokenizers: [
		        0,
		        1
		    ],
		    topRules: {
		        "JsonText": [
		            0,
		            3
		        ]
		    },
		    dialects: {
		        json5: 137
		    },
		    tokenPrec: 0
		});






		function $83c796b2b9543406$export$98e6a39c04603d36(input, reviver, { dialect: dialect = "json" , tabWidth: tabWidth = 4  } = {}) {
		    // Let these parsers throw any errors about invalid input
		    let data = dialect === "JSON5" ? (($parcel$interopDefault($hlrUL$json5))).parse(input, reviver) : JSON.parse(input, reviver);
		    let tree = ($1adaef8fb7bb1497$export$8f49e4af10703ce3).configure({
		        strict: true,
		        dialect: dialect === "JSON5" ? "json5" : "json"
		    }).parse(input);
		    let pointers = new Map();
		    let currentPath = [
		        ""
		    ];
		    tree.iterate({
		        enter (node) {
		            // if (type.isError) {
		            // 	let fromPos = posToLineColumn(input, from, tabWidth);
		            // 	let error = new SyntaxError(
		            // 		`Failed to parse (${fromPos.line}:${fromPos.column})`
		            // 	);
		            // 	error.lineNumber = fromPos.line;
		            // 	error.columnNumber = fromPos.column;
		            // 	throw error;
		            // }
		            let group = node.type.prop(($hlrUL$lezercommon.NodeProp).group);
		            if (group === null || group === void 0 ? void 0 : group.includes("Value")) $83c796b2b9543406$var$mapMerge(pointers, $83c796b2b9543406$var$toJsonPointer(currentPath), {
		                value: $83c796b2b9543406$var$posToLineColumn(input, node.from, tabWidth),
		                valueEnd: $83c796b2b9543406$var$posToLineColumn(input, node.to, tabWidth)
		            });
		            if (node.name === "PropertyName") {
		                let name = input.slice(node.from, node.to);
		                let quoted = name[0] === `'` || name[0] == `"`;
		                currentPath.push(quoted ? name.slice(1, -1) : name);
		                $83c796b2b9543406$var$mapMerge(pointers, $83c796b2b9543406$var$toJsonPointer(currentPath), {
		                    key: $83c796b2b9543406$var$posToLineColumn(input, node.from, tabWidth),
		                    keyEnd: $83c796b2b9543406$var$posToLineColumn(input, node.to, tabWidth)
		                });
		            } else if (node.name === "Array") currentPath.push(0);
		        },
		        leave (node) {
		            if (node.name === "Property" || node.name === "Array") currentPath.pop();
		            else if (node.name === "ArrayValue") // @ts-ignore
		            currentPath[currentPath.length - 1]++;
		        }
		    });
		    return {
		        data: data,
		        pointers: Object.fromEntries(pointers)
		    };
		}
		function $83c796b2b9543406$var$mapMerge(map, key, data) {
		    let value = map.get(key);
		    value = {
		        ...value,
		        ...data
		    };
		    map.set(key, value);
		}
		function $83c796b2b9543406$var$posToLineColumn(input, pos, tabWidth) {
		    let line = $83c796b2b9543406$var$countNewLines(input, pos);
		    let lineStart = input.lastIndexOf("\n", pos - 1) + 1;
		    let column = $83c796b2b9543406$var$countColumn(input, lineStart, pos, tabWidth);
		    return {
		        line: line,
		        column: column,
		        pos: pos
		    };
		}
		function $83c796b2b9543406$var$countNewLines(str, end) {
		    let count = 0;
		    for(let i = 0; i < end; i++)if (str[i] === "\n") count++;
		    return count;
		}
		function $83c796b2b9543406$var$countColumn(str, start, end, tabWidth) {
		    let count = 0;
		    for(let i = start; i < end; i++)count += str[i] === "	" ? tabWidth : 1;
		    return count;
		}
		const $83c796b2b9543406$var$ESCAPE_REGEX = /[~/]/g;
		function $83c796b2b9543406$var$toJsonPointer(path) {
		    let str = "";
		    for (let e of path)if (typeof e === "string") str += e.replace($83c796b2b9543406$var$ESCAPE_REGEX, (v)=>v === "~" ? "~0" : "~1") + "/";
		    else str += String(e) + "/";
		    return str.slice(0, -1);
		} 
	} (dist$3));
	return dist$3.exports;
}

var distExports = requireDist();
var jsonSourceMap = /*@__PURE__*/getDefaultExportFromCjs(distExports);

/** Terminal and log width: every line of the text report fits it. */
const TEXT_WIDTH = 120;
const MAX_PHRASES = 8;
const MAX_PATTERN_NAMES = 12;
const MAX_REMOVED_NAMES = 12;
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
 * Every line starts with text of ours (a label, indentation then a marker), never with server
 * text: a CI log reads `::command::` at a line start as a workflow command. Wrapped lines repeat
 * their marker, and no wrapped piece starts with `:`.
 */
/** `text` (already sanitized) in lines of at most `width` code points after `first` / `next` prefixes. */
function wrapLine(text, first, next, width = TEXT_WIDTH) {
    const lines = [];
    let rest = Array.from(text);
    let prefix = first;
    while (rest.length > 0) {
        // Color codes in a prefix take no columns.
        const room = Math.max(20, width - Array.from(prefix.replace(/\u001b\[[0-9;]*m/g, '')).length);
        if (rest.length <= room) {
            lines.push(prefix + rest.join(''));
            break;
        }
        let cut = rest.lastIndexOf(' ', room);
        if (cut < room / 2)
            cut = room;
        while (cut > 1 && rest[cut] === ':')
            cut -= 1;
        lines.push((prefix + rest.slice(0, cut).join('')).trimEnd());
        rest = rest.slice(cut);
        while (rest[0] === ' ')
            rest = rest.slice(1);
        prefix = next;
    }
    return lines.length === 0 ? [first.trimEnd()] : lines;
}
function phrase(parts) {
    return sanitizeTerminal(parts.map((part) => (typeof part === 'string' ? part : `\`${part.code}\``)).join(''));
}
function capabilityText(view) {
    return `${capabilityTypeLabel(view.ref.type)} "${sanitizeTerminal(view.ref.name)}"`;
}
function riskText(view) {
    if (!view.risk)
        return '';
    return ` - risk ${view.risk.risk}${view.risk.inferred === undefined ? '' : ` (inferred ${view.risk.inferred})`}`;
}
function evidenceLines(view, indent) {
    const lines = [];
    for (const evidence of view.evidence) {
        lines.push(`${indent}@@ ${sanitizeTerminal(phraseText(evidence.label))} @@`);
        for (const line of evidence.lines) {
            const marker = `${indent}${line.sign === ' ' ? '.' : line.sign} `;
            lines.push(...wrapLine(sanitizeTerminal(line.text), marker, marker));
        }
    }
    return lines;
}
function phrasesOf(view, filter) {
    const chosen = view.changes.filter((c) => filter(c.change.severity, c.change.accepted !== undefined));
    const shown = chosen.slice(0, MAX_PHRASES).map((c) => `${phrase(c.phrase)}${c.pattern === undefined ? '' : ` (P${c.pattern + 1})`}`);
    if (chosen.length > MAX_PHRASES)
        shown.push(`+${chosen.length - MAX_PHRASES} more`);
    return shown.join('; ');
}
function reviewSection(model, paint) {
    if (model.review.length === 0)
        return [];
    const lines = ['Review these first:'];
    model.review.forEach((view, index) => {
        const number = `  ${index + 1}. `;
        const head = `${capabilityText(view)} - ${sanitizeTerminal(view.why)}${riskText(view)}`;
        lines.push(...wrapLine(head, paint(SEVERITY_STYLE[view.worst], number), '     '.padEnd(number.length + 2)));
        // Trigger first: the words that fired, marked >>so<<, before what changed and the diff.
        for (const trigger of view.triggers)
            lines.push(...wrapLine(sanitizeTerminal(triggerLinePlain(trigger)), '     trigger: ', '     ... '));
        const floor = Math.max(SEVERITIES.indexOf('warning'), SEVERITIES.indexOf(view.worst));
        const what = phrasesOf(view, (severity, accepted) => !accepted && severity !== 'safe' && SEVERITIES.indexOf(severity) <= floor);
        lines.push(...wrapLine(what, '     what: ', '     ... '));
        lines.push(...evidenceLines(view, '     '));
    });
    return lines;
}
/**
 * One line per capability with its own changes; the patterns it shares by number only. A
 * capability whose changes in the group are all patterns' is named on its pattern line instead.
 */
function groupSection(title, views, filter, paint, style) {
    const lines = [];
    let folded = 0;
    for (const view of views) {
        const chosen = view.changes.filter((c) => filter(c.change.severity, c.change.accepted !== undefined));
        const own = chosen.filter((c) => c.pattern === undefined);
        if (own.length === 0) {
            folded += 1;
            continue;
        }
        const shown = own.slice(0, MAX_PHRASES).map((c) => phrase(c.phrase));
        if (own.length > MAX_PHRASES)
            shown.push(`+${own.length - MAX_PHRASES} more`);
        const patterns = [...new Set(chosen.filter((c) => c.pattern !== undefined).map((c) => c.pattern))].sort((a, b) => a - b);
        const also = patterns.length === 0 ? '' : ` (also ${patterns.map((i) => `P${i + 1}`).join(', ')})`;
        lines.push(...wrapLine(`${capabilityText(view)}: ${shown.join('; ')}${also}`, '  - ', '    ... '));
    }
    if (lines.length === 0 && folded === 0)
        return [];
    const note = folded === 0 ? '' : ` (${folded} only on pattern lines)`;
    return [paint(style, title.replace(/:$/, `${note}:`)), ...lines];
}
function patternSection(model) {
    if (model.patterns.length === 0)
        return [];
    const lines = ['Patterns (the same change on many capabilities):'];
    for (const pattern of model.patterns) {
        const names = pattern.capabilities.slice(0, MAX_PATTERN_NAMES).map((ref) => sanitizeTerminal(ref.name)).join(', ');
        const more = pattern.capabilities.length > MAX_PATTERN_NAMES ? `, +${pattern.capabilities.length - MAX_PATTERN_NAMES} more` : '';
        lines.push(...wrapLine(`(${pattern.severity}) ${phrase(pattern.phrase)}: ${names}${more}`, `  P${pattern.index + 1} `, '     ... '));
    }
    return lines;
}
function riskSection(model, paint) {
    if (model.toolRisk.length === 0)
        return [];
    const lines = [`Tool risk of changed tools (${model.toolRisk.length}; the JSON report has every tool):`];
    for (const risk of model.toolRisk) {
        const inferred = risk.inferred === undefined ? '' : ` (inferred ${risk.inferred})`;
        const reasons = risk.reasons.slice(0, 3).map(sanitizeTerminal).join('; ');
        const more = risk.reasons.length > 3 ? ` (+${risk.reasons.length - 3} more)` : '';
        lines.push(...wrapLine(`"${sanitizeTerminal(risk.name)}"${inferred}${reasons === '' ? '' : `: ${reasons}${more}`}`, `  ${paint(RISK_STYLE[risk.risk], risk.risk.padEnd(8))} `, '           ... '));
    }
    return lines;
}
/**
 * Terminal report from the same model as the markdown: verdict and "review these first" at the
 * top, then one line per capability with critical drift, patterns, warnings, the rest, tool risk.
 * Plain text unless `color`; every line fits TEXT_WIDTH columns.
 */
function renderText(report, options = {}) {
    const paint = options.color === true ? (style, text) => `${style}${text}${ANSI.reset}` : (_style, text) => text;
    const model = buildReportModel(report);
    const verdict = paint(report.verdict === 'fail' ? ANSI.bold + ANSI.red : ANSI.bold + ANSI.green, report.verdict.toUpperCase());
    const accepted = model.accepted === 0 ? '' : `; ${model.accepted} accepted change${model.accepted === 1 ? '' : 's'} not counted`;
    const lines = [
        ...wrapLine(`${sanitizeTerminal(model.why)}`, `MCP drift: ${verdict} - `, '  ... '),
        ...wrapLine(`${model.sides.locked === model.sides.live ? `locked and live ${sanitizeTerminal(model.sides.live)}` : `locked ${sanitizeTerminal(model.sides.locked)} -> live ${sanitizeTerminal(model.sides.live)}${model.sides.renamed ? ' (server renamed)' : ''}`}; lockfile ${sanitizeTerminal(model.sides.lockfile)}`, 'Server: ', '  ... '),
        `Counts: ${summarizeCounts(report.counts)}${accepted}; fail-on ${report.failOn}; mode ${report.mode}`,
    ];
    for (const { type, names } of model.removed) {
        const shown = names.slice(0, MAX_REMOVED_NAMES).map(sanitizeTerminal).join(', ');
        const more = names.length > MAX_REMOVED_NAMES ? `, +${names.length - MAX_REMOVED_NAMES} more` : '';
        lines.push(...wrapLine(`${names.length} ${capabilityTypeLabel(type)}${names.length === 1 ? '' : 's'}: ${shown}${more}`, 'Removed: ', '  ... '));
    }
    for (const entry of report.staleAcceptances ?? []) {
        lines.push(...wrapLine(`${sanitizeTerminal(entry.id)} (${sanitizeTerminal(entry.reason)}) matches no change; remove it from the policy file`, 'Stale acceptance: ', '  ... '));
    }
    if (report.changes.length === 0)
        return `${[...lines, '', 'No changes: the live server matches the lockfile.'].join('\n')}\n`;
    const warned = model.capabilities.filter((c) => c.changes.some((v) => v.change.severity === 'warning' && v.change.accepted === undefined));
    const rest = model.capabilities.filter((c) => c.changes.some((v) => v.change.severity === 'info' || v.change.severity === 'safe' || v.change.accepted !== undefined));
    const count = (predicate) => report.changes.filter((c) => predicate(c.severity, c.accepted !== undefined)).length;
    const sections = [
        reviewSection(model, paint),
        groupSection(`Critical drift on ${capabilitiesWord(model.critical.length)}:`, model.critical, (s, a) => s === 'critical' && !a, paint, SEVERITY_STYLE.critical),
        patternSection(model),
        groupSection(`Warnings (${count((s, a) => s === 'warning' && !a)} on ${capabilitiesWord(warned.length)}):`, warned, (s, a) => s === 'warning' && !a, paint, SEVERITY_STYLE.warning),
        groupSection(`Info, safe and accepted (${count((s, a) => a || s === 'info' || s === 'safe')} on ${capabilitiesWord(rest.length)}):`, rest, (s, a) => a || s === 'info' || s === 'safe', paint, ANSI.dim),
        riskSection(model, paint),
    ].filter((section) => section.length > 0);
    for (const section of sections)
        lines.push('', ...section);
    return `${lines.join('\n')}\n`;
}

export { DEFAULT_MARKDOWN_MAX_LENGTH as D, alsoReviewLines as a, buildReportModel as b, changeEvidence as c, renderMarkdown as d, renderText as e, summarizeCounts as f, renderSnapshotJson as g, toJsonReport as h, byteLength as i, jsonSourceMap as j, codeSpan as k, triggerMarkdown as l, evidenceBlock as m, phraseText as p, renderJson as r, sidesLinePlain as s, triggerLinePlain as t };

import { e as describeSource, a2 as escapePointerToken, a7 as escapeJsonInvisibles, U as GATE_VERSION, a0 as catalogue, a8 as findRule, a9 as sanitizeTerminal, G as GateError } from './commandLine-Q5TO3seu.js';
import { j as jsonSourceMap, b as buildReportModel, s as sidesLinePlain, a as alsoReviewLines, t as triggerLinePlain, c as changeEvidence, p as phraseText, r as renderJson, d as renderMarkdown, e as renderText, f as summarizeCounts, g as renderSnapshotJson, D as DEFAULT_MARKDOWN_MAX_LENGTH, h as toJsonReport } from './text-BX6gitz8.js';
import { R as REPORT_SCHEMA_ID, r as reportJsonSchema } from './reportSchema-BWUNxoak.js';

/**
 * Issue 24: the report header's two sides as plain text, "name@version (source)" each, or
 * undefined for a report of an older gate (no `locked` / `live`). Renderers escape them.
 */
function reportSides(report) {
    if (report.locked === undefined || report.live === undefined)
        return undefined;
    return { locked: sideLabel(report.locked), live: sideLabel(report.live) };
}
/** `notes@1.2.0 (npm @acme/notes@1.2.0)`; `notes (command node)`. */
function sideLabel(side) {
    const name = side.version === undefined || side.version === '' ? side.name || '(unnamed)' : `${side.name || '(unnamed)'}@${side.version}`;
    return side.source === undefined ? name : `${name} (${describeSource(side.source)})`;
}
/** "locked A@1 (source) → live A@2 (source), lockfile P": the one-line header of text and SARIF. */
function sidesLine(report) {
    const sides = reportSides(report);
    return sides === undefined ? undefined : `locked ${sides.locked} → live ${sides.live}, lockfile ${report.lockfile}`;
}

// CommonJS package: Node's ESM loader cannot see its named exports (Rollup and vitest can), so take
// the module object; this works in the bundle, under vitest and unbundled (e.g. @github/local-action).
const SECTION = { tool: 'tools', prompt: 'prompts', resource: 'resources', resourceTemplate: 'resourceTemplates' };
const SERVER_FIELD = {
    instructions: '/instructions',
    capabilities: '/capabilities',
    protocolVersion: '/server/protocolVersion',
    serverInfo: '/server/info',
    mode: '/mode',
};
/**
 * Finds the 1-based line of the lockfile entry a change is about, from a JSON source map (not a text
 * search, which a description quoting another tool's name would fool). Falls back from the exact
 * place to the entry, to its section, to line 1 (e.g. for a tool that is not in the lockfile yet).
 */
function lockfileLineLocator(lockfileText) {
    let pointers;
    try {
        pointers = jsonSourceMap.parse(lockfileText, undefined, { dialect: "JSON" }).pointers;
    }
    catch {
        return () => 1;
    }
    const lineOf = (pointer) => {
        const at = pointers[pointer];
        return at ? (at.key ?? at.value).line + 1 : undefined;
    };
    return (change) => {
        const { type, name } = change.capability;
        if (type === 'server')
            return lineOf(SERVER_FIELD[name] ?? '') ?? 1;
        const section = `/${SECTION[type]}`;
        const entry = `${section}/${escapePointerToken(name)}`;
        const candidates = [change.pointer ? `${entry}/definition${change.pointer}` : undefined, entry, section];
        for (const pointer of candidates) {
            const line = pointer === undefined ? undefined : lineOf(pointer);
            if (line !== undefined)
                return line;
        }
        return 1;
    };
}

/** The fingerprint key of `partialFingerprints`; bump the version if `Change.id` ever changes meaning. */
const SARIF_FINGERPRINT_KEY = 'mcpDriftGate/v1';
const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
const SARIF_LEVEL = { critical: 'error', warning: 'warning', info: 'note', safe: 'none' };
/**
 * GitHub code scanning reads `security-severity` (a string, 0.0 to 10.0) on rules tagged `security`
 * and maps it to its own labels: over 9.0 critical, 7.0-8.9 high, 4.0-6.9 medium, 0.1-3.9 low.
 * Ours: critical 9.0 (critical), warning 5.0 (medium), info 2.0 (low), safe 0.0 (none shown).
 */
const SECURITY_SEVERITY = { critical: '9.0', warning: '5.0', info: '2.0', safe: '0.0' };
/** `tool_input_schema_changed` -> `ToolInputSchemaChanged` (SARIF's `name` is an identifier-like label). */
function ruleName(id) {
    return id
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('');
}
/** The first clause of a catalogue description: "what it detects", before the "why" after `;`. */
function shortDescription(description) {
    const clause = description.split(/;\s/)[0] ?? description;
    return clause.length <= 1024 ? clause : `${clause.slice(0, 1021)}...`;
}
function sarifRule(rule) {
    return {
        id: rule.id,
        name: ruleName(rule.id),
        shortDescription: { text: shortDescription(rule.description) },
        fullDescription: { text: rule.description },
        help: { text: `${rule.description}\nExample: ${rule.example}` },
        defaultConfiguration: { level: SARIF_LEVEL[rule.defaultSeverity] },
        properties: {
            'security-severity': SECURITY_SEVERITY[rule.defaultSeverity],
            tags: ['security', 'mcp', 'drift', rule.kind],
            kind: rule.kind,
            direction: rule.direction,
        },
    };
}
/** A rule the catalogue does not know (a report written by another gate version): described from the change. */
function unknownRule(change) {
    const description = `Rule ${change.rule} (not in this gate's catalogue).`;
    return {
        id: change.rule,
        name: ruleName(change.rule),
        shortDescription: { text: description },
        fullDescription: { text: description },
        help: { text: description },
        defaultConfiguration: { level: SARIF_LEVEL[change.defaultSeverity ?? change.severity] },
        properties: {
            'security-severity': SECURITY_SEVERITY[change.defaultSeverity ?? change.severity],
            tags: ['security', 'mcp', 'drift', change.kind],
            kind: change.kind,
        },
    };
}
/** Every catalogue rule, then any rule of the report the catalogue lacks, in first-seen order. */
function rulesFor(changes) {
    const rules = catalogue.map(sarifRule);
    const known = new Set(rules.map((rule) => rule.id));
    for (const change of changes) {
        if (known.has(change.rule) || findRule(change.rule))
            continue;
        known.add(change.rule);
        rules.push(unknownRule(change));
    }
    return rules;
}
function location(uri, startLine, text) {
    return {
        physicalLocation: {
            artifactLocation: { uri: encodeSarifUri(uri), uriBaseId: '%SRCROOT%' },
            region: { startLine: Math.max(1, Math.trunc(startLine)) },
        },
        ...(text === undefined ? {} : { message: { text } }),
    };
}
/** A repo-relative path as a relative URI reference: `/` separators, each segment percent-encoded. */
function encodeSarifUri(repoPath) {
    return repoPath
        .split(/[\\/]+/)
        .filter((segment) => segment !== '' && segment !== '.')
        .map((segment) => encodeURIComponent(segment))
        .join('/');
}
/**
 * SARIF 2.1.0 for GitHub code scanning: one run whose driver carries the whole rule catalogue, one
 * result per change on the lockfile line it is about (plus the tool's source line when known),
 * accepted changes as external suppressions, and the change fingerprint as partial fingerprint
 * so alerts keep their identity across runs.
 */
/** Evidence lines of the change itself (the model's evidence is per capability). */
function evidenceOf(change, view, triggers) {
    const own = changeEvidence(change, triggers);
    const evidence = own ?? view.evidence[0];
    if (evidence === undefined)
        return [];
    return [`${phraseText(evidence.label)}:`, ...evidence.lines.map((line) => `${line.sign} ${line.text}`)];
}
/** The change's message, then its evidence, each line's controls and bidi overrides shown as escapes. */
function sarifMessage(change, triggers, evidence, also = [], footer = []) {
    return [...triggers.map((t) => `Trigger: ${triggerLinePlain(t)}`), ...also, change.message, ...evidence, ...footer].map(sanitizeTerminal).join('\n');
}
/** Invisible and bidi characters left anywhere (a property, a suppression's justification) are written as `\uXXXX` escapes. */
function renderSarif(report, options) {
    return `${escapeJsonInvisibles(JSON.stringify(buildSarif(report, options), null, 2))}\n`;
}
function buildSarif(report, options) {
    const lineOf = options.lockfileText === undefined ? () => 1 : lockfileLineLocator(options.lockfileText);
    const rules = rulesFor(report.changes);
    const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
    // Results in the report model's danger order, each message carrying its evidence (what changed,
    // the added sentence, the new parameter, the reasons), not only its properties.
    const model = buildReportModel(report);
    const ordered = model.capabilities.flatMap((view) => view.changes.map((c) => ({ change: c.change, view, danger: c.danger, triggers: c.triggers })));
    ordered.sort((a, b) => b.danger - a.danger);
    const results = ordered.map(({ change, view, triggers }, index) => {
        const locations = [location(options.lockfilePath, lineOf(change), 'Locked entry in the lockfile')];
        const source = change.capability.type === 'tool' ? options.sourceLocations?.get(change.capability.name) : undefined;
        if (source)
            locations.push(location(source.path, source.line, 'Where the tool is defined'));
        return {
            ruleId: change.rule,
            ruleIndex: ruleIndex.get(change.rule) ?? 0,
            level: SARIF_LEVEL[change.severity],
            // Server text: controls and bidi overrides shown as escapes, so an alert cannot hide or reorder text.
            message: { text: sarifMessage(change, triggers, evidenceOf(change, view, triggers), index === 0 ? alsoReviewLines(model.review, view.key) : [], index === 0 ? [sidesLinePlain(model.sides, model.removed)] : []) },
            locations,
            partialFingerprints: { [SARIF_FINGERPRINT_KEY]: change.id },
            ...(change.accepted === undefined
                ? {}
                : { suppressions: [{ kind: 'external', status: 'accepted', justification: change.accepted.reason }] }),
            properties: {
                severity: change.severity,
                capabilityType: change.capability.type,
                capability: change.capability.name,
                direction: change.direction,
                ...(change.pointer === undefined ? {} : { pointer: change.pointer }),
                ...(change.defaultSeverity === undefined ? {} : { defaultSeverity: change.defaultSeverity }),
                ...(change.accepted?.expires === undefined ? {} : { acceptedUntil: change.accepted.expires }),
                ...(change.reasons.length === 0 ? {} : { reasons: change.reasons }),
            },
        };
    });
    return {
        $schema: SARIF_SCHEMA_URI,
        version: '2.1.0',
        runs: [
            {
                tool: { driver: { name: 'mcp-drift-gate', version: GATE_VERSION, semanticVersion: GATE_VERSION, rules } },
                // One category per lockfile, so two gated servers in one repository do not close each other's alerts.
                automationDetails: { id: `mcp-drift-gate/${encodeSarifUri(options.lockfilePath)}/` },
                results,
                properties: { verdict: report.verdict, failOn: report.failOn, counts: report.counts, server: report.server, ...sarifSides(report, options.lockfilePath) },
            },
        ],
    };
}
/** Issue 24: both sides and the lockfile in the run's properties ("header" is the one-line text). */
function sarifSides(report, lockfile) {
    const header = sidesLine({ ...report, lockfile });
    return header === undefined ? {} : { locked: report.locked, live: report.live, lockfile, header };
}

const REPORT_FORMATS = ['text', 'markdown', 'json', 'sarif'];
/** The report in one format; `format` usually comes from user input, so it is checked. */
function renderReport(report, format, options = {}) {
    switch (format) {
        case 'text':
            return renderText(report, options);
        case 'markdown':
            return renderMarkdown(report, options);
        case 'json':
            return renderJson(report);
        case 'sarif':
            // The lockfile path as the report names it, unless the caller gives the repo-relative one.
            return renderSarif(report, { ...options.sarif, lockfilePath: options.sarif?.lockfilePath ?? report.lockfile });
        default:
            throw new GateError('usage', `unknown report format ${JSON.stringify(format)}: expected one of ${REPORT_FORMATS.join(', ')}`);
    }
}

var index = /*#__PURE__*/Object.freeze({
    __proto__: null,
    DEFAULT_MARKDOWN_MAX_LENGTH: DEFAULT_MARKDOWN_MAX_LENGTH,
    REPORT_FORMATS: REPORT_FORMATS,
    REPORT_SCHEMA_ID: REPORT_SCHEMA_ID,
    SARIF_FINGERPRINT_KEY: SARIF_FINGERPRINT_KEY,
    SARIF_LEVEL: SARIF_LEVEL,
    SARIF_SCHEMA_URI: SARIF_SCHEMA_URI,
    SECURITY_SEVERITY: SECURITY_SEVERITY,
    buildSarif: buildSarif,
    renderJson: renderJson,
    renderMarkdown: renderMarkdown,
    renderReport: renderReport,
    renderSarif: renderSarif,
    renderSnapshotJson: renderSnapshotJson,
    renderText: renderText,
    reportJsonSchema: reportJsonSchema,
    summarizeCounts: summarizeCounts,
    toJsonReport: toJsonReport
});

export { index as i, lockfileLineLocator as l, renderReport as r };

import { E as SEVERITIES, G as GateError, n as readRegularTextFile, F as FILE_LIMITS, D as ajvExports, X as escapePointerToken, a6 as splitCommandLine, a7 as lockServer, a8 as checkServer, a1 as sanitizeTerminal, a9 as clip, aa as escapeMarkdownCell, ab as codeFence, ac as escapeMarkdownInline } from './commandLine-BwnQCjUi.js';
import path from 'node:path';
import { d as distExports } from './index-D2ITh64m.js';
import { l as lineOfPointer, p as pointerTokens } from './yamlLocation-Cy2Jjolm.js';
import { t as toJsonReport, D as DEFAULT_MARKDOWN_MAX_LENGTH, d as renderText, a as renderMarkdown, s as summarizeCounts } from './text-0_Jt0m4e.js';
import 'node:fs/promises';
import 'node:crypto';
import 'node:os';
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
    required: ['servers'],
    properties: {
        concurrency: { type: 'integer', minimum: 1, maximum: 32 },
        failOn: FAIL_ON,
        timeout: TIMEOUT,
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
const REFERENCE = /\$\$\{|\$\{([^}]*)\}?/g;
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const MALFORMED_REFERENCE = 'has a malformed ${...} reference (expected ${NAME} with letters, digits and _; write $${ for a literal ${)';
/** Names of the variables a value references, or undefined when a reference is malformed. */
function referencedVariables(value) {
    const names = [];
    for (const match of value.matchAll(REFERENCE)) {
        if (match[0] === '$${')
            continue;
        const name = match[1];
        if (!match[0].endsWith('}') || name === undefined || !VARIABLE_NAME.test(name))
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
    return value.replace(REFERENCE, (match, name) => (match === '$${' ? '${' : env[name]));
}

const DEFAULT_SCAN_CONCURRENCY = 2;
const DEFAULT_SCAN_TIMEOUT_MS = 30_000;
// dependencies (draft-07) rather than dependentRequired: Ajv's default draft has only the former.
const ajv = new ajvExports.Ajv({ allErrors: true, strict: true, strictRequired: false });
const validate = ajv.compile(scanConfigSchema);
/** Reads and validates a scan config; `file` is relative to `cwd`. Returns the config and the folder its paths are relative to. */
async function loadScanConfig(file, cwd) {
    const absolute = path.resolve(cwd, file);
    let text;
    try {
        text = await readRegularTextFile(absolute, FILE_LIMITS.scanConfig);
    }
    catch (error) {
        const code = error.code;
        throw new GateError('io_error', code === 'ENOENT' ? `scan config ${file} not found` : `cannot read scan config ${file}: ${error.message}`, { cause: error });
    }
    return { config: parseScanConfig(text, file), configDir: path.dirname(absolute) };
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
    checkServers(raw.servers, fail);
    return {
        servers: raw.servers,
        concurrency: raw.concurrency ?? DEFAULT_SCAN_CONCURRENCY,
        ...(raw.failOn !== undefined ? { failOn: raw.failOn } : {}),
        timeout: raw.timeout ?? DEFAULT_SCAN_TIMEOUT_MS,
        source: label,
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
            return `"${String(params.property)}" needs "url" (it only applies to an HTTP server)`;
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

function defaultLockfile(name) {
    return `locks/${name}.lock.json`;
}
/** Resolves one server; a missing variable is GateError('config_invalid') naming the server and variable. */
function resolveScanServer(server, config, options) {
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
    const lockfile = server.lockfile ?? defaultLockfile(server.name);
    const lockfilePath = path.resolve(options.configDir, lockfile);
    const failOn = server.failOn ?? config.failOn;
    return {
        name: server.name,
        launch,
        lockfilePath,
        lockfileLabel: path.relative(options.configDir, lockfilePath).split(path.sep).join('/'),
        ...(server.policy !== undefined ? { policyPath: path.resolve(options.configDir, server.policy) } : {}),
        ...(failOn !== undefined ? { failOn } : {}),
    };
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

/** Server names in config order, for a workflow matrix (`scan --list` prints them as JSON). */
function listScanServers(config) {
    return config.servers.map((server) => server.name);
}
/** The servers `only` selects, in config order; an unknown name is a usage error. */
function selectScanServers(config, only) {
    if (only === undefined || only.length === 0)
        return config.servers;
    const known = new Set(listScanServers(config));
    const unknown = only.filter((name) => !known.has(name));
    if (unknown.length > 0) {
        throw new GateError('usage', `--only: no server named ${unknown.map((name) => JSON.stringify(name)).join(', ')} in ${config.source}; known: ${[...known].join(', ')}`);
    }
    const wanted = new Set(only);
    return config.servers.filter((server) => wanted.has(server.name));
}
/**
 * Checks (or, with `update`, re-locks) each selected server, at most `config.concurrency` at a
 * time. Every selected server is resolved first, so a config error (e.g. an unset variable) fails
 * the whole scan before any server runs; after that, one server's failure never stops the others.
 */
async function scanServers(config, options) {
    const env = options.env ?? process.env;
    const resolved = selectScanServers(config, options.only).map((server) => resolveScanServer(server, config, { configDir: options.configDir, env }));
    const servers = await runPool(resolved, config.concurrency, async (server) => {
        options.onEvent?.({ type: 'start', name: server.name });
        const result = await scanOne(server, options);
        options.onEvent?.({ type: 'end', name: server.name, status: result.status });
        return result;
    });
    return { verdict: scanVerdict(servers, options.update === true), servers };
}
/** error > fail > pass (or updated, with `update`). */
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
    const base = { name: server.name, lockfile: server.lockfileLabel };
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
            status: server.status,
            lockfile: server.lockfile,
            ...(server.report !== undefined ? { report: toJsonReport(server.report) } : {}),
            ...(server.locked !== undefined ? { locked: { ...server.locked } } : {}),
            ...(server.error !== undefined ? { error: { code: server.error.code, message: server.error.message } } : {}),
        })),
    };
}
/** "3 servers: 1 pass, 1 fail, 1 error" (statuses that occur, in a fixed order). */
function statusSummary(servers) {
    const counts = ['fail', 'error', 'pass', 'updated']
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
    return `error (${server.error?.code ?? 'unknown'})`;
}
function renderScanText(result, options) {
    const rows = result.servers.map((server) => [server.name, server.status.toUpperCase(), outcome(server), server.lockfile].map(sanitizeTerminal));
    const header = ['SERVER', 'STATUS', 'CHANGES', 'LOCKFILE'];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
    const line = (cells) => `  ${cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]))).join('  ')}`;
    const lines = [`MCP drift scan: ${result.verdict.toUpperCase()} (${statusSummary(result.servers)})`, '', line(header), ...rows.map(line)];
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

export { DEFAULT_SCAN_CONCURRENCY, DEFAULT_SCAN_TIMEOUT_MS, SCAN_REPORT_FORMATS, defaultLockfile, expandReferences, fairShares, listScanServers, loadScanConfig, parseScanConfig, renderScanReport, resolveScanServer, runPool, scanConfigSchema, scanExitCode, scanServers, scanVerdict, selectScanServers, toJsonScanReport };

import { GateError } from '../errors.js';
import { isJsonObject, type JsonObject } from '../json.js';
import { emptyLists, LIST_SPECS } from './lists.js';
import { listPages, type RawRequest } from './paginate.js';
import { readSignatureResult, undeclaredItems } from './signature.js';
import {
  DEFAULT_MAX_ITEMS,
  DEFAULT_MAX_PAGES,
  DEFAULT_MAX_SIGNATURE_BYTES,
  type CapabilityLists,
  type Snapshot,
  type SnapshotFinding,
  type SnapshotOptions,
  type SnapshotSource,
} from './types.js';
import { checkList } from './validate.js';

export { isMachineSpecificHostname, isMachineSpecificPath, normalizeSnapshot, normalizeText, normalizedPointers } from './normalize.js';
export { adoptLockedText, thisMachine, type LockedLists, type LockedText } from './equivalence.js';
export { LIST_SPECS, itemKey, type ListSpec } from './lists.js';
export type * from './types.js';
export { DEFAULT_MAX_ITEMS, DEFAULT_MAX_PAGES, DEFAULT_MAX_SIGNATURE_BYTES } from './types.js';

/**
 * Reads every capability the server advertises, raw. Only reads definitions: never calls a tool.
 * With `capabilities.signature` (draft SEP) the signature is the locked universe and every listed
 * item must be declared in it; otherwise the lists themselves are frozen.
 */
export async function takeSnapshot(conn: SnapshotSource, options: SnapshotOptions): Promise<Snapshot> {
  const findings: SnapshotFinding[] = [];
  const init = conn.initializeResult;
  if (typeof init.protocolVersion !== 'string') {
    throw new GateError('protocol_error', 'initialize result has no string protocolVersion');
  }
  const serverInfo = serverObject(init, 'serverInfo', findings);
  const capabilities = serverObject(init, 'capabilities', findings);
  let instructions: string | undefined;
  if (typeof init.instructions === 'string') {
    instructions = init.instructions;
  } else if (init.instructions !== undefined) {
    findings.push(serverFinding('instructions', 'initialize result instructions is not a string; it is ignored'));
  }

  const request = boundedRequest(conn, options.timeoutMs);
  const limits = { maxPages: options.maxPages ?? DEFAULT_MAX_PAGES, maxItems: options.maxItems ?? DEFAULT_MAX_ITEMS };
  const advertised = LIST_SPECS.filter((spec) => isPresent(capabilities[spec.capability]));

  // The SEP asks for the signature right after initialization, before any list.
  let declared: Map<(typeof LIST_SPECS)[number], unknown[]> | undefined;
  if (isPresent(capabilities.signature)) {
    const result = await request('signature', undefined);
    declared = readSignatureResult(result, LIST_SPECS, options.maxSignatureBytes ?? DEFAULT_MAX_SIGNATURE_BYTES);
  }

  const listed = emptyLists();
  const listedDuplicates = emptyLists();
  for (const spec of advertised) {
    const pages = await listPages(request, spec, limits);
    if (pages.unimplemented) {
      findings.push(serverFinding(spec.capability, `the server advertises ${spec.capability} but answers ${spec.method} with "method not found"; it is taken as listing none`));
    }
    const checked = checkList(spec, pages.items, spec.method);
    listed[spec.field] = checked.kept;
    listedDuplicates[spec.field] = checked.duplicates;
    findings.push(...checked.findings);
  }
  const declaredDuplicates = emptyLists();

  let signature: CapabilityLists | undefined;
  if (declared) {
    signature = emptyLists();
    for (const spec of LIST_SPECS) {
      const checked = checkList(spec, declared.get(spec) ?? [], 'signature');
      signature[spec.field] = checked.kept;
      declaredDuplicates[spec.field] = checked.duplicates;
      findings.push(...checked.findings, ...undeclaredItems(spec, listed[spec.field], checked.kept));
    }
  }

  return {
    serverInfo,
    protocolVersion: init.protocolVersion,
    capabilities,
    ...(instructions !== undefined ? { instructions } : {}),
    mode: signature ? 'signature' : 'list-freeze',
    listed,
    ...(signature ? { signature } : {}),
    ...withDuplicates(signature ? declaredDuplicates : listedDuplicates),
    findings,
  };
}

function withDuplicates(lists: CapabilityLists): { duplicates?: CapabilityLists } {
  return Object.values(lists).some((items) => items.length > 0) ? { duplicates: lists } : {};
}

/** `capabilities.x: {}` advertises x; absent, null or false does not. */
function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== false;
}

function serverObject(init: Record<string, unknown>, field: 'serverInfo' | 'capabilities', findings: SnapshotFinding[]): JsonObject {
  const value = init[field];
  if (isJsonObject(value)) return value;
  findings.push(serverFinding(field, `initialize result ${field} is not an object; an empty one is assumed`));
  return {};
}

function serverFinding(name: string, message: string): SnapshotFinding {
  return { kind: 'spec_violation', capability: { type: 'server', name }, message };
}

const SAFETY_NET_GRACE_MS = 1_000;

/**
 * Every request bounded by `timeoutMs` (a hung server must not hang CI) and every failure mapped
 * to a GateError naming the method.
 */
function boundedRequest(source: SnapshotSource, timeoutMs: number): RawRequest {
  // A safety net for sources without a timeout of their own. It fires after the same budget plus
  // a grace, so a source that does time out (the launch stage's requestRaw, which also quotes the
  // server's stderr) always reports first instead of racing this timer.
  const safetyNetMs = timeoutMs + SAFETY_NET_GRACE_MS;
  return (method, params) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new GateError('server_timeout', `${method} got no answer within ${timeoutMs} ms`)),
        safetyNetMs,
      );
      source.request(method, params).then(
        (result) => {
          clearTimeout(timer);
          if (isJsonObject(result)) resolve(result);
          else reject(new GateError('protocol_error', `${method} result is not a JSON object`));
        },
        (error: unknown) => {
          clearTimeout(timer);
          if (error instanceof GateError) reject(error);
          else {
            const reason = error instanceof Error ? error.message : String(error);
            reject(new GateError('protocol_error', `${method} failed: ${reason}`, { cause: error }));
          }
        },
      );
    });
}

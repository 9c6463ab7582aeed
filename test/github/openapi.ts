import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { RecordedRequest } from './githubDouble.js';

interface Operation {
  operationId: string;
  requestBody?: { content?: { 'application/json'?: { schema?: object } } };
}
type Spec = { paths: Record<string, Record<string, Operation>> };

let spec: Spec | undefined;
const validators = new Map<string, ValidateFunction>();
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);

/** GitHub's published OpenAPI description (dereferenced), from the installed @octokit/openapi. */
function loadSpec(): Spec {
  if (!spec) {
    const file = createRequire(import.meta.url).resolve('@octokit/openapi/generated/api.github.com.deref.json');
    spec = JSON.parse(readFileSync(file, 'utf8')) as Spec;
  }
  return spec;
}

/** The path template (e.g. `/repos/{owner}/{repo}/check-runs/{check_run_id}`) a concrete path is an instance of. */
function templateOf(method: string, path: string): string {
  const paths = loadSpec().paths;
  const matches = Object.keys(paths).filter((template) => {
    if (!paths[template]![method.toLowerCase()]) return false;
    const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return pattern.test(path);
  });
  if (matches.length !== 1) throw new Error(`${method} ${path} matches ${matches.length} GitHub operations: ${matches.join(', ')}`);
  return matches[0]!;
}

/** The operation id of a recorded request, and the errors of its JSON body against the operation's requestBody schema. */
export function checkAgainstOpenApi(request: RecordedRequest): { operationId: string; errors: string[] } {
  const template = templateOf(request.method, request.path);
  const operation = loadSpec().paths[template]![request.method.toLowerCase()]!;
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (!schema) {
    return { operationId: operation.operationId, errors: request.body === undefined ? [] : ['a body was sent to an operation that takes none'] };
  }
  const key = `${request.method} ${template}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  const ok = validate(request.body);
  return {
    operationId: operation.operationId,
    errors: ok ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`),
  };
}

import os from 'node:os';
import path from 'node:path';
import { GateError } from '../errors.js';

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

export interface ClientVariableContext {
  /** Config file as given, server name and field (`args[2]`, `env.TOKEN`) for messages. */
  file: string;
  server: string;
  field: string;
  env: Record<string, string | undefined>;
  inputs: Record<string, string>;
  workspaceFolder: string;
  /** VS Code input descriptions by id, for the skip reason. */
  inputDescriptions: Record<string, { description?: string }>;
  /** Called with each `${input:…}` value used: the caller hides it wherever it could be echoed. */
  onInput?: (id: string, value: string) => void;
}

/** A server that cannot be started without asking someone: it is reported skipped with `reason`. */
export class SkipServer extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** `MCP_DRIFT_GATE_INPUT_API_KEY` for `api-key`: the documented environment variable of an `${input:…}`. */
export function inputVariableName(id: string): string {
  return `MCP_DRIFT_GATE_INPUT_${id.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}

export function expandClientValue(value: string, context: ClientVariableContext): string {
  const where = `${context.file}: server ${JSON.stringify(context.server)}: ${context.field}`;
  return value.replace(REFERENCE, (_match, body: string) => {
    if (body.startsWith('env:')) return fromEnv(body.slice(4), undefined, `\${${body}}`);
    if (body.startsWith('input:')) return fromInput(body.slice(6));
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
    if (withDefault) return fromEnv(withDefault[1]!, withDefault[2]!, `\${${withDefault[1]}:-…}`);
    if (VARIABLE_NAME.test(body)) return fromEnv(body, undefined, `\${${body}}`);
    const kind = /^(\w+):/.exec(body)?.[1];
    // ${command:…}, ${config:…} and the like only the editor can answer.
    if (kind !== undefined) throw new SkipServer(`${context.field} uses \${${kind}:…}, which only the editor can resolve`);
    throw new GateError('config_invalid', `${where} has a reference the gate cannot expand: \${${body.slice(0, 40)}} (expected \${env:NAME}, \${NAME}, \${NAME:-default}, \${workspaceFolder} or \${input:ID})`);
  });

  function fromEnv(name: string, fallback: string | undefined, shown: string): string {
    if (!VARIABLE_NAME.test(name)) throw new GateError('config_invalid', `${where}: ${shown} is not a valid environment variable name`);
    const value = context.env[name];
    if (fallback !== undefined) return value === undefined || value === '' ? fallback : value;
    if (value === undefined) throw new GateError('config_invalid', `${where} references ${shown}, which is not set in the scanner's environment`);
    return value;
  }

  function fromInput(id: string): string {
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

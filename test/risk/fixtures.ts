import type { JsonObject } from '../../src/json.js';

/** Tool definitions as the reference servers (modelcontextprotocol/servers) list them. */
const pathOnly = { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] };

export const filesystemTools: Record<string, JsonObject> = {
  read_text_file: {
    name: 'read_text_file',
    title: 'Read Text File',
    description:
      "Read the complete contents of a file from the file system as text. Handles various text encodings and provides detailed error messages if the file cannot be read. Use this tool when you need to examine the contents of a single file. Use the 'head' parameter to read only the first N lines of a file, or the 'tail' parameter to read only the last N lines of a file. Operates on the file as text regardless of extension. Only works within allowed directories.",
    inputSchema: {
      type: 'object',
      properties: {
        path: { type: 'string' },
        tail: { type: 'number', description: 'If provided, returns only the last N lines of the file' },
        head: { type: 'number', description: 'If provided, returns only the first N lines of the file' },
      },
      required: ['path'],
    },
    annotations: { readOnlyHint: true },
  },
  write_file: {
    name: 'write_file',
    title: 'Write File',
    description:
      'Create a new file or completely overwrite an existing file with new content. Use with caution as it will overwrite existing files without warning. Handles text content with proper encoding. Only works within allowed directories.',
    inputSchema: { type: 'object', properties: { path: { type: 'string' }, content: { type: 'string' } }, required: ['path', 'content'] },
    annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: true },
  },
  edit_file: {
    name: 'edit_file',
    title: 'Edit File',
    description:
      'Make line-based edits to a text file. Each edit replaces exact line sequences with new content. Returns a git-style diff showing the changes made. Only works within allowed directories.',
    inputSchema: {
      type: 'object',
      properties: {
        path: { type: 'string' },
        edits: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              oldText: { type: 'string', description: 'Text to search for - must match exactly' },
              newText: { type: 'string', description: 'Text to replace with' },
            },
          },
        },
        dryRun: { type: 'boolean', default: false, description: 'Preview changes using git-style diff format' },
      },
    },
    annotations: { readOnlyHint: false, idempotentHint: false, destructiveHint: true },
  },
  create_directory: {
    name: 'create_directory',
    title: 'Create Directory',
    description:
      'Create a new directory or ensure a directory exists. Can create multiple nested directories in one operation. If the directory already exists, this operation will succeed silently. Perfect for setting up directory structures for projects or ensuring required paths exist. Only works within allowed directories.',
    inputSchema: pathOnly,
    annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: false },
  },
  directory_tree: {
    name: 'directory_tree',
    title: 'Directory Tree',
    description:
      "Get a recursive tree view of files and directories as a JSON structure. Each entry includes 'name', 'type' (file/directory), and 'children' for directories. Files have no children array, while directories always have a children array (which may be empty). The output is formatted with 2-space indentation for readability. Only works within allowed directories.",
    inputSchema: { type: 'object', properties: { path: { type: 'string' }, excludePatterns: { type: 'array', items: { type: 'string' } } } },
    annotations: { readOnlyHint: true },
  },
  get_file_info: {
    name: 'get_file_info',
    title: 'Get File Info',
    description:
      'Retrieve detailed metadata about a file or directory. Returns comprehensive information including size, creation time, last modified time, permissions, and type. This tool is perfect for understanding file characteristics without reading the actual content. Only works within allowed directories.',
    inputSchema: pathOnly,
    annotations: { readOnlyHint: true },
  },
  list_allowed_directories: {
    name: 'list_allowed_directories',
    title: 'List Allowed Directories',
    description:
      'Returns the list of directories that this server is allowed to access. Subdirectories within these allowed directories are also accessible. Use this to understand which directories and their nested paths are available before trying to access files.',
    inputSchema: { type: 'object', properties: {} },
    annotations: { readOnlyHint: true },
  },
  move_file: {
    name: 'move_file',
    title: 'Move File',
    description:
      'Move or rename files and directories. Can move files between directories and rename them in a single operation. If the destination exists, the operation will fail. Works across different directories and can be used for simple renaming within the same directory. Both source and destination must be within allowed directories.',
    inputSchema: { type: 'object', properties: { source: { type: 'string' }, destination: { type: 'string' } } },
    annotations: { readOnlyHint: false, idempotentHint: false, destructiveHint: false },
  },
};

const graphAnnotations = (readOnly: boolean, destructive: boolean): JsonObject => ({
  readOnlyHint: readOnly,
  destructiveHint: destructive,
  idempotentHint: readOnly,
  openWorldHint: false,
});
const entity = {
  type: 'object',
  properties: {
    name: { type: 'string', description: 'The name of the entity' },
    entityType: { type: 'string', description: 'The type of the entity' },
    observations: { type: 'array', items: { type: 'string' }, description: 'An array of observation contents associated with the entity' },
  },
};

export const memoryTools: Record<string, JsonObject> = {
  create_entities: {
    name: 'create_entities',
    title: 'Create Entities',
    description: 'Create multiple new entities in the knowledge graph',
    inputSchema: { type: 'object', properties: { entities: { type: 'array', items: entity } } },
    annotations: graphAnnotations(false, false),
  },
  delete_entities: {
    name: 'delete_entities',
    title: 'Delete Entities',
    description: 'Delete multiple entities and their associated relations from the knowledge graph',
    inputSchema: { type: 'object', properties: { entityNames: { type: 'array', items: { type: 'string' }, description: 'An array of entity names to delete' } } },
    annotations: graphAnnotations(false, true),
  },
  read_graph: {
    name: 'read_graph',
    title: 'Read Graph',
    description: 'Read the entire knowledge graph',
    inputSchema: { type: 'object', properties: {} },
    annotations: graphAnnotations(true, false),
  },
  search_nodes: {
    name: 'search_nodes',
    title: 'Search Nodes',
    description: 'Search for nodes in the knowledge graph based on a query',
    inputSchema: { type: 'object', properties: { query: { type: 'string', maxLength: 2048, description: 'The search query to match against entity names, types, and observation content' } } },
    annotations: graphAnnotations(true, false),
  },
};

export const everythingTools: Record<string, JsonObject> = {
  echo: {
    name: 'echo',
    description: 'Echoes back the input',
    inputSchema: { type: 'object', properties: { message: { type: 'string', description: 'Message to echo' } }, required: ['message'] },
  },
  add: {
    name: 'add',
    description: 'Adds two numbers',
    inputSchema: { type: 'object', properties: { a: { type: 'number', description: 'First number' }, b: { type: 'number', description: 'Second number' } } },
  },
  longRunningOperation: {
    name: 'longRunningOperation',
    description: 'Demonstrates a long running operation with progress updates',
    inputSchema: { type: 'object', properties: { duration: { type: 'number', default: 10 }, steps: { type: 'number', default: 5 } } },
  },
  printEnv: {
    name: 'printEnv',
    description: 'Prints all environment variables, helpful for debugging MCP server configuration',
    inputSchema: { type: 'object', properties: {} },
  },
  'get-env': {
    name: 'get-env',
    title: 'Print Environment Tool',
    description: 'Returns all environment variables, helpful for debugging MCP server configuration',
    inputSchema: { type: 'object', properties: {} },
    annotations: { readOnlyHint: true },
  },
  sampleLLM: {
    name: 'sampleLLM',
    description: "Samples from an LLM using MCP's sampling feature",
    inputSchema: { type: 'object', properties: { prompt: { type: 'string', description: 'The prompt to send to the LLM' }, maxTokens: { type: 'number' } } },
  },
  getResourceReference: {
    name: 'getResourceReference',
    description: 'Returns a resource reference that can be used by MCP clients',
    inputSchema: { type: 'object', properties: { resourceId: { type: 'number', minimum: 1, maximum: 100 } } },
  },
  structuredContent: {
    name: 'structuredContent',
    description: 'Returns structured content along with an output schema for client data validation',
    inputSchema: { type: 'object', properties: { location: { type: 'string', description: 'City name or zip code' } } },
  },
  'trigger-elicitation-request': {
    name: 'trigger-elicitation-request',
    title: 'Trigger Elicitation Request Tool',
    description: 'Trigger a Request from the Server for User Elicitation',
    inputSchema: { type: 'object', properties: {} },
  },
};

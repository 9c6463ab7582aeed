import { isJsonObject, type JsonValue } from '../../json.js';
import { DocumentIndex } from './jsonTools.js';
import { normalizeFalse, normalizeInvalid, normalizeSchema, normalizeTrue, type NormalSchema } from './normalize.js';
import { dereference } from './refs.js';
import { partitionSchema, type Partition } from './union.js';

/** A schema as the comparison sees it: `$ref` followed, normalised, with what was cosmetic about it. */
export interface ResolvedSchema {
  norm: NormalSchema;
  /** The schema object that applies (after `$ref`), for spotting equivalent rewrites. */
  node: JsonValue | undefined;
  refs: string[];
  annotations: Map<string, JsonValue>;
}

/** Fixed identities for the schemas every document shares. */
const ACCEPT_ALL: ResolvedSchema = { norm: normalizeTrue(0), node: undefined, refs: [], annotations: new Map() };
const REJECT_ALL: ResolvedSchema = { norm: normalizeFalse(1), node: false, refs: [], annotations: new Map() };

export class IdSource {
  private next = 2;
  take(): number {
    return this.next++;
  }
}

/**
 * One side (before or after) of a comparison: `$ref`s resolve against its root. Resolution is
 * memoised per object, so a schema reached twice (through a recursive `$ref`) keeps one identity.
 */
export class SchemaDocument {
  private readonly resolvedByObject = new WeakMap<object, ResolvedSchema>();
  private readonly normalizedByObject = new WeakMap<object, NormalSchema>();
  private readonly partitionByObject = new WeakMap<object, Partition | undefined>();
  private readonly index: DocumentIndex;

  constructor(
    readonly root: JsonValue,
    private readonly ids: IdSource,
  ) {
    this.index = new DocumentIndex(root);
  }

  /** The schema partitioned by JSON type (see union.ts), memoised per object so parts keep their identity. */
  partition(node: JsonValue | undefined, nesting = 0): Partition | undefined {
    if (!isJsonObject(node)) return undefined;
    if (this.partitionByObject.has(node)) return this.partitionByObject.get(node);
    this.partitionByObject.set(node, undefined); // a union that reaches itself is not partitioned
    const partition = partitionSchema(
      node,
      (value) => {
        const resolved = this.resolve(value);
        return resolved.node === undefined ? true : resolved.node;
      },
      (branch, depth) => this.partition(branch, depth),
      nesting,
    );
    this.partitionByObject.set(node, partition);
    return partition;
  }

  holdsRef(value: JsonValue | undefined): boolean {
    return this.index.holdsRef(value);
  }

  /** Structural hash: equal JSON values have equal hashes in every document. */
  hash(value: JsonValue | undefined): number {
    return this.index.hash(value);
  }

  resolve(value: JsonValue | undefined): ResolvedSchema {
    if (value === undefined || value === true) return ACCEPT_ALL;
    if (value === false) return REJECT_ALL;
    if (!isJsonObject(value)) return { ...ACCEPT_ALL, node: value, norm: normalizeInvalid(this.ids.take(), value) };
    const cached = this.resolvedByObject.get(value);
    if (cached !== undefined) return cached;
    const { node, synthetic, refs, annotations } = dereference(this.root, value);
    let norm: NormalSchema;
    if (node === true) norm = ACCEPT_ALL.norm;
    else if (node === false) norm = REJECT_ALL.norm;
    else if (!isJsonObject(node)) norm = normalizeInvalid(this.ids.take(), node);
    else if (synthetic) norm = normalizeSchema(this.ids.take(), node);
    else {
      norm = this.normalizedByObject.get(node) ?? normalizeSchema(this.ids.take(), node);
      this.normalizedByObject.set(node, norm);
    }
    const resolved: ResolvedSchema = { norm, node, refs, annotations };
    this.resolvedByObject.set(value, resolved);
    return resolved;
  }
}

import { isMap, isScalar, isSeq, type Document, type LineCounter } from 'yaml';
import { pointerTokens } from './jsonPointer.js';

// Re-exported: the scan stage reads pointers and their YAML lines from here.
export { pointerTokens };


/**
 * 1-based line of the node a pointer names (the key, for a mapping entry), or of its deepest
 * existing ancestor; undefined for an empty document.
 */
export function lineOfPointer(doc: Document, lineCounter: LineCounter, pointer: string): number | undefined {
  let node: unknown = doc.contents;
  let offset = (doc.contents as { range?: [number] } | null)?.range?.[0];
  for (const token of pointerTokens(pointer)) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === token);
      if (!pair) break;
      offset = (pair.key as { range?: [number] }).range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node)) {
      const item = node.items[Number(token)];
      if (item === undefined) break;
      offset = (item as { range?: [number] }).range?.[0] ?? offset;
      node = item;
    } else {
      break;
    }
  }
  return offset === undefined ? undefined : lineCounter.linePos(offset).line;
}

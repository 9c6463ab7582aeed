import { d as distExports } from './index-D2ITh64m.js';
import { N as pointerTokens } from './commandLine-Q5TO3seu.js';

/**
 * 1-based line of the node a pointer names (the key, for a mapping entry), or of its deepest
 * existing ancestor; undefined for an empty document.
 */
function lineOfPointer(doc, lineCounter, pointer) {
    let node = doc.contents;
    let offset = doc.contents?.range?.[0];
    for (const token of pointerTokens(pointer)) {
        if (distExports.isMap(node)) {
            const pair = node.items.find((p) => distExports.isScalar(p.key) && String(p.key.value) === token);
            if (!pair)
                break;
            offset = pair.key.range?.[0] ?? offset;
            node = pair.value;
        }
        else if (distExports.isSeq(node)) {
            const item = node.items[Number(token)];
            if (item === undefined)
                break;
            offset = item.range?.[0] ?? offset;
            node = item;
        }
        else {
            break;
        }
    }
    return offset === undefined ? undefined : lineCounter.linePos(offset).line;
}

export { lineOfPointer as l };

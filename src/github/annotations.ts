import { lockfileLineLocator } from '../core/lockfileLocations.js';
import type { Change, Severity } from '../diff/types.js';
import { sanitizeTerminal } from '../report/escape.js';
import type { AnnotationOptions, CheckAnnotation } from './types.js';

const LEVEL: Record<Severity, CheckAnnotation['annotation_level'] | undefined> = {
  critical: 'failure',
  warning: 'warning',
  info: 'notice',
  safe: undefined,
};

/** The Checks API caps titles at 255 characters and messages/details at 64 KB; ours stay well under. */
const MAX_TITLE = 255;
const MAX_MESSAGE = 4_000;
const MAX_DETAILS = 16_000;

const clip = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * Check-run annotations for the changes that count: accepted and safe changes get none. Each
 * points at the lockfile line of the entry it is about; a change to a tool whose source was found
 * gets a second annotation there. Order follows the changes (worst first after policy).
 */
export function buildCheckAnnotations(changes: readonly Change[], options: AnnotationOptions): CheckAnnotation[] {
  const lineOf = options.lockfileText === undefined ? () => 1 : lockfileLineLocator(options.lockfileText);
  const annotations: CheckAnnotation[] = [];
  for (const change of changes) {
    const level = LEVEL[change.severity];
    if (level === undefined || change.accepted !== undefined) continue;
    // Server text in plain-text fields: controls and bidi overrides shown as escapes.
    const message = clip(sanitizeTerminal(change.message), MAX_MESSAGE);
    const title = clip(sanitizeTerminal(`MCP drift: ${change.rule} (${change.severity})`), MAX_TITLE);
    const details = clip(
      [...change.reasons.map((reason) => `- ${sanitizeTerminal(reason)}`), `fingerprint: ${change.id}`].join('\n'),
      MAX_DETAILS,
    );
    const line = lineOf(change);
    annotations.push({ path: options.lockfilePath, start_line: line, end_line: line, annotation_level: level, message, title, raw_details: details });
    const source = change.capability.type === 'tool' ? options.sourceLocations?.get(change.capability.name) : undefined;
    if (source) {
      annotations.push({
        path: source.path,
        start_line: source.line,
        end_line: source.line,
        annotation_level: level,
        message: clip(`${message} (tool defined here)`, MAX_MESSAGE),
        title,
        raw_details: details,
      });
    }
  }
  return annotations;
}

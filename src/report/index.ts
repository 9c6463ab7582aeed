import { GateError } from '../errors.js';
import { renderJson } from './json.js';
import { renderMarkdown } from './markdown.js';
import { renderSarif } from './sarif.js';
import { renderText } from './text.js';
import type { CheckReport, RenderOptions, ReportFormat } from './types.js';

export { summarizeCounts } from './counts.js';
export { renderJson, renderSnapshotJson, toJsonReport } from './json.js';
export { DEFAULT_MARKDOWN_MAX_LENGTH, renderMarkdown } from './markdown.js';
export { REPORT_SCHEMA_ID, reportJsonSchema } from './reportSchema.js';
export {
  SARIF_FINGERPRINT_KEY, SARIF_LEVEL, SARIF_SCHEMA_URI, SECURITY_SEVERITY, buildSarif, renderSarif,
  type SarifLog, type SarifResult, type SarifRule,
} from './sarif.js';
export { renderText } from './text.js';
export type * from './types.js';

export const REPORT_FORMATS: readonly ReportFormat[] = ['text', 'markdown', 'json', 'sarif'];

/** The report in one format; `format` usually comes from user input, so it is checked. */
export function renderReport(report: CheckReport, format: ReportFormat, options: RenderOptions = {}): string {
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
      throw new GateError(
        'usage',
        `unknown report format ${JSON.stringify(format)}: expected one of ${REPORT_FORMATS.join(', ')}`,
      );
  }
}

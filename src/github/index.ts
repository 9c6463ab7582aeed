export { buildCheckAnnotations, workflowAnnotations, WORKFLOW_ANNOTATIONS_PER_LEVEL, type WorkflowAnnotation } from './annotations.js';
export {
  ANNOTATIONS_PER_REQUEST, CHECK_OUTPUT_MAX, CHECK_RUN_NAME, checkRunConclusion, checkRunTitle, publishCheckRun,
  renderCheckDetails, renderCheckSummary, type PublishCheckRunOptions,
} from './checkRun.js';
export { createOctokit, isHttpError } from './client.js';
export {
  COMMENT_MAX, renderCommentBody, stickyCommentBody, stickyCommentMarker, upsertStickyComment,
  type UpsertStickyCommentOptions,
} from './comment.js';
export { findToolSourceLocations, MAX_SOURCE_FILE_BYTES } from './sourceLocations.js';
export { cutWithNote } from './truncate.js';
export type * from './types.js';

// What other capabilities may use of uploaded files.
export {
  attachedFile,
  attachedPaths,
  claimFeedbackAttachments,
  claimUploads,
  releaseUploads,
  type AttachmentOwner,
  type ClaimRequest,
} from './attachments';
export { copyAttachedUploads } from './copies';
export { fileRoutes } from './routes';
export type { FileStorage } from './storage/FileStorage';
export { LocalFileStorage } from './storage/localFileStorage';
export { startOrphanSweeper } from './storage/orphanSweep';
export { uploaderOf, type Uploader } from './storage/ownership';
export { isStoredPath } from './storage/storedPath';
export type { AttachmentKind } from './tables';

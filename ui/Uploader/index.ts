export { Uploader, DEFAULT_MAX_IMAGE_BYTES, DEFAULT_MAX_IMAGE_COUNT, type UploaderProps } from './Uploader';
export { uploadSequentially, type UploadItem } from './uploadItems';
export { sniffImage, type ImageKind } from './sniffImage';
export { NOT_AN_IMAGE_MESSAGE, notAnImageMessage } from './imageRules';

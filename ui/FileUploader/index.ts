export { FileUploader, type FileUploaderProps, type FileListItem } from './FileUploader';
export { fileProblem, fileProblemMessage, formatFileSize, type FileProblem } from './fileRules';

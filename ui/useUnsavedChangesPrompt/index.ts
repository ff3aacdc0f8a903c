export { useUnsavedChangesPrompt, type UnsavedChangesDialog } from './useUnsavedChangesPrompt';

export {
  RichTextEditor,
  editorText,
  DEFAULT_MAX_EDITOR_IMAGE_BYTES,
  IMAGE_UPLOADING_TEXT,
  type RichTextEditorProps,
} from './RichTextEditor';
export { normalizeLinkAddress, isAllowedLinkHref, linkAddressMessage, type LinkAddress } from './linkAddress';
export { defaultImageSourceRule, type ImageSourceRule } from './extensions';

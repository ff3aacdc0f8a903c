import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import type { EditorView } from '@tiptap/pm/view';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { joinIds, useNonLabelableControl } from '../Form';
import { imageFileProblem, imageProblemMessage } from '../Uploader/imageRules';
import { readHeadBytes } from '../Uploader/readHeadBytes';
import { IMAGE_MIME_TYPES } from '../Uploader/sniffImage';
import { textLength } from '../validators/text';
import { defaultImageSourceRule, editorExtensions, type ImageSourceRule } from './extensions';
import { LinkDialog } from './LinkDialog';
import { Toolbar, type ToolItem } from './Toolbar';
import { ToolbarIcon } from './toolbarIcons';
import {
  StyledCounter,
  StyledEditor,
  StyledEditorContent,
  StyledEditorErrors,
  StyledEditorFooter,
  StyledEditorFrame,
  StyledPlaceholder,
  StyledStatus,
} from './RichTextEditor.styles';

export const DEFAULT_MAX_EDITOR_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_UPLOADING_TEXT = '图片上传中…';

export type RichTextEditorProps = {
  /** HTML; '' for no text. */
  value: string;
  /** The new HTML ('' when empty) and its plain text (blocks on separate lines), on every edit. */
  onChange: (html: string, text: string) => void;
  /** Focus left the text (a form validates then). */
  onBlur?: () => void;
  /** Stores a picked, pasted or dropped image and resolves to the address the image is shown from. */
  uploadImage: (file: File) => Promise<string>;
  /** Which image addresses pasted content may keep (the form's own upload addresses, say). */
  isAllowedImageSrc?: ImageSourceRule;
  /** Shows `count/limit` of the text (by `measure`); the form enforces it. */
  limit?: number;
  /** How the counter measures the text; textLength (ASCII 1, other characters 2) unless given. */
  measure?: (text: string) => number;
  maxImageBytes?: number;
  placeholder?: string;
  disabled?: boolean;
  /** `phone`: 44 px toolbar buttons and 16 px text. Inside a FormField the field's variant applies. */
  variant?: 'desktop' | 'phone';
  /** Height of the empty text area (any CSS length). */
  minHeight?: string;
  status?: 'error';
  required?: boolean;
  id?: string;
  /** The editor's name when no FormField labels it. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
};

const plainTexts = new WeakMap<object, string>();

/** The document's text, blocks on separate lines (what counters and content checks read). */
export function editorText(editor: Editor): string {
  const { doc } = editor.state;
  let text = plainTexts.get(doc);
  if (text === undefined) {
    // Without the empty paragraph the editor keeps after a last heading or table.
    text = editor.getText({ blockSeparator: '\n' }).replace(/\n+$/, '');
    plainTexts.set(doc, text);
  }
  return text;
}

/** The HTML to store: '' when empty, without the empty paragraph the editor keeps after a last table. */
function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
}

const withoutExtension = (name: string) => name.replace(/\.[^.]+$/, '');

function toolbarState(editor: Editor | null, measure: (text: string) => number) {
  if (!editor) return null;
  const can = editor.can();
  return {
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    inTable: editor.isActive('table'),
    canInsertTable: can.insertTable({ rows: 3, cols: 3, withHeaderRow: true }),
    canAddRow: can.addRowAfter(),
    canDeleteRow: can.deleteRow(),
    canAddColumn: can.addColumnAfter(),
    canDeleteColumn: can.deleteColumn(),
    canDeleteTable: can.deleteTable(),
    empty: editor.isEmpty,
    count: measure(editorText(editor)),
  };
}

/**
 * A rich-text field on Tiptap, limited to what published pages show: headings 2-3, bold, italic,
 * underline, strike, lists, links (http, https, mailto), images (uploaded through `uploadImage`, never
 * kept as data: URLs) and tables. Value in and out as HTML. Whoever stores the HTML must still sanitize
 * it: the editor shapes what people type and paste, it does not protect a server.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  uploadImage,
  isAllowedImageSrc = defaultImageSourceRule,
  limit,
  measure = textLength,
  maxImageBytes = DEFAULT_MAX_EDITOR_IMAGE_BYTES,
  placeholder,
  disabled,
  variant,
  minHeight = '240px',
  status,
  required,
  id,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  className,
}: RichTextEditorProps) {
  const control = useNonLabelableControl(ariaLabel ? null : 'labelledby', {
    id,
    describedBy: ariaDescribedBy,
    invalid: status === 'error' ? true : undefined,
    required,
    disabled,
    variant,
  });
  const baseId = useId();
  const contentId = control.id ?? `${baseId}-content`;
  const counterId = `${baseId}-count`;
  const problemsId = `${baseId}-problems`;
  const [problems, setProblems] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const [linkDialog, setLinkDialog] = useState<{ href: string } | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);

  const latest = useRef({ uploadImage, isAllowedImageSrc, onChange, onBlur, maxImageBytes, measure });
  useEffect(() => {
    latest.current = { uploadImage, isAllowedImageSrc, onChange, onBlur, maxImageBytes, measure };
  });

  const editorRef = useRef<Editor | null>(null);
  /** Checks, uploads and inserts images one after another at the selection; reports each refusal. */
  const insertImages = useCallback(async (files: readonly File[]) => {
    const messages: string[] = [];
    setProblems([]);
    for (const file of files) {
      const { maxImageBytes: maxBytes, uploadImage: upload } = latest.current;
      let problem: ReturnType<typeof imageFileProblem>;
      try {
        problem = imageFileProblem(file, await readHeadBytes(file), maxBytes);
      } catch {
        problem = 'type';
      }
      if (problem) {
        messages.push(imageProblemMessage(file.name, problem, maxBytes));
        continue;
      }
      setUploading((count) => count + 1);
      try {
        const src = await upload(file);
        const editor = editorRef.current;
        if (editor && !editor.isDestroyed)
          editor
            .chain()
            .focus()
            .setImage({ src, alt: withoutExtension(file.name) })
            .run();
      } catch (error) {
        const reason = error instanceof Error && error.message ? error.message : '请稍后重试';
        messages.push(`“${file.name}”上传失败：${reason}`);
      } finally {
        setUploading((count) => count - 1);
      }
    }
    setProblems(messages);
  }, []);

  /** Pasted or dropped files are uploaded like picked ones; their data never enters the text. */
  const takeFiles = useCallback(
    (view: EditorView, files: FileList | null | undefined, at?: { left: number; top: number }) => {
      const picked = Array.from(files ?? []);
      if (picked.length === 0) return false;
      const images = picked.filter((file) => file.type.startsWith('image/'));
      if (images.length < picked.length)
        setProblems(
          picked
            .filter((file) => !images.includes(file))
            .map((file) => `“${file.name}”不是图片，正文中只能插入图片`),
        );
      if (at) {
        const position = view.posAtCoords(at);
        if (position) editorRef.current?.commands.setTextSelection(position.pos);
      }
      if (images.length > 0) void insertImages(images);
      return true;
    },
    [insertImages],
  );

  const attributes = useMemo(
    () => ({
      id: contentId,
      role: 'textbox',
      'aria-multiline': 'true',
      tabindex: '0',
      ...(ariaLabel ? { 'aria-label': ariaLabel } : { 'aria-labelledby': control.labelledBy ?? '' }),
      'aria-describedby':
        joinIds(control.describedBy, problems.length > 0 ? problemsId : null, limit ? counterId : null) ?? '',
      'aria-invalid': String(control.invalid),
      'aria-required': String(control.required),
      'aria-disabled': String(control.disabled),
    }),
    [
      contentId,
      ariaLabel,
      control.labelledBy,
      control.describedBy,
      control.invalid,
      control.required,
      control.disabled,
      problems.length,
      problemsId,
      limit,
      counterId,
    ],
  );

  const editorProps = useMemo(
    () => ({
      attributes,
      handlePaste: (view: EditorView, event: ClipboardEvent) => takeFiles(view, event.clipboardData?.files),
      handleDrop: (view: EditorView, event: DragEvent) =>
        takeFiles(view, event.dataTransfer?.files, { left: event.clientX, top: event.clientY }),
    }),
    [attributes, takeFiles],
  );

  const [extensions] = useState(() => editorExtensions((src) => latest.current.isAllowedImageSrc(src)));
  const [initialContent] = useState(value);
  const emitted = useRef(initialContent);

  const editor = useEditor({
    immediatelyRender: true,
    extensions,
    content: initialContent,
    editable: !control.disabled,
    editorProps,
    onUpdate: ({ editor: changed }) => {
      const html = editorHtml(changed);
      emitted.current = html;
      latest.current.onChange(html, editorText(changed));
    },
    onBlur: () => latest.current.onBlur?.(),
  });
  editorRef.current = editor;

  useEffect(() => {
    if (editor.isEditable !== !control.disabled) editor.setEditable(!control.disabled, false);
  }, [editor, control.disabled]);

  // A value from outside (a loaded draft, a reset) replaces the text; the editor's own echo does not.
  useEffect(() => {
    if (editor.isDestroyed || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => toolbarState(current, latest.current.measure),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => {
    command(editor.chain().focus()).run();
  };
  const off = control.disabled || !state;

  const groups: ToolItem[][] = [
    [
      {
        key: 'h2',
        label: '二级标题',
        content: <ToolbarIcon name="heading2" />,
        pressed: state?.h2 ?? false,
        disabled: off,
        run: run((chain) => chain.toggleHeading({ level: 2 })),
      },
      {
        key: 'h3',
        label: '三级标题',
        content: <ToolbarIcon name="heading3" />,
        pressed: state?.h3 ?? false,
        disabled: off,
        run: run((chain) => chain.toggleHeading({ level: 3 })),
      },
    ],
    [
      {
        key: 'bold',
        label: '加粗',
        content: <ToolbarIcon name="bold" />,
        pressed: state?.bold ?? false,
        disabled: off,
        run: run((chain) => chain.toggleBold()),
      },
      {
        key: 'italic',
        label: '斜体',
        content: <ToolbarIcon name="italic" />,
        pressed: state?.italic ?? false,
        disabled: off,
        run: run((chain) => chain.toggleItalic()),
      },
      {
        key: 'underline',
        label: '下划线',
        content: <ToolbarIcon name="underline" />,
        pressed: state?.underline ?? false,
        disabled: off,
        run: run((chain) => chain.toggleUnderline()),
      },
      {
        key: 'strike',
        label: '删除线',
        content: <ToolbarIcon name="strike" />,
        pressed: state?.strike ?? false,
        disabled: off,
        run: run((chain) => chain.toggleStrike()),
      },
    ],
    [
      {
        key: 'bulletList',
        label: '无序列表',
        content: <ToolbarIcon name="bulletList" />,
        pressed: state?.bulletList ?? false,
        disabled: off,
        run: run((chain) => chain.toggleBulletList()),
      },
      {
        key: 'orderedList',
        label: '有序列表',
        content: <ToolbarIcon name="orderedList" />,
        pressed: state?.orderedList ?? false,
        disabled: off,
        run: run((chain) => chain.toggleOrderedList()),
      },
    ],
    [
      {
        key: 'link',
        label: '链接',
        content: <ToolbarIcon name="link" />,
        pressed: state?.link ?? false,
        disabled: off,
        opens: 'dialog',
        run: () => {
          const href = editor.getAttributes('link').href as string | undefined;
          setLinkDialog({ href: href ?? '' });
        },
      },
      {
        key: 'image',
        label: '插入图片',
        content: <ToolbarIcon name="image" />,
        disabled: off || uploading > 0,
        run: () => fileInputRef.current?.click(),
      },
      {
        key: 'table',
        label: '插入表格',
        content: <ToolbarIcon name="table" />,
        disabled: off || !(state?.canInsertTable ?? false) || (state?.inTable ?? false),
        run: run((chain) => chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true })),
      },
    ],
  ];
  if (state?.inTable && !control.disabled)
    groups.push([
      {
        key: 'rowAfter',
        label: '在下方插入行',
        content: <ToolbarIcon name="rowAfter" />,
        disabled: !state.canAddRow,
        run: run((chain) => chain.addRowAfter()),
      },
      {
        key: 'rowDelete',
        label: '删除当前行',
        content: <ToolbarIcon name="rowDelete" />,
        disabled: !state.canDeleteRow,
        run: run((chain) => chain.deleteRow()),
      },
      {
        key: 'columnAfter',
        label: '在右侧插入列',
        content: <ToolbarIcon name="columnAfter" />,
        disabled: !state.canAddColumn,
        run: run((chain) => chain.addColumnAfter()),
      },
      {
        key: 'columnDelete',
        label: '删除当前列',
        content: <ToolbarIcon name="columnDelete" />,
        disabled: !state.canDeleteColumn,
        run: run((chain) => chain.deleteColumn()),
      },
      {
        key: 'tableDelete',
        label: '删除表格',
        content: <ToolbarIcon name="tableDelete" />,
        disabled: !state.canDeleteTable,
        run: run((chain) => chain.deleteTable()),
      },
    ]);

  const applyLink = (href: string) => {
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain
        .insertContent({
          type: 'text',
          text: href.replace(/^mailto:/, ''),
          marks: [{ type: 'link', attrs: { href } }],
        })
        .run();
    else chain.extendMarkRange('link').setLink({ href }).run();
    setLinkDialog(null);
  };

  const count = state?.count ?? 0;
  const resolvedVariant = control.variant;

  return (
    <StyledEditor data-ui="rich-text-editor" className={className}>
      <StyledEditorFrame $invalid={control.invalid} $disabled={control.disabled}>
        <Toolbar groups={groups} label="格式工具栏" controls={contentId} variant={resolvedVariant} />
        <StyledEditorContent $variant={resolvedVariant} $minHeight={minHeight}>
          {state?.empty && placeholder && (
            <StyledPlaceholder aria-hidden="true">{placeholder}</StyledPlaceholder>
          )}
          <EditorContent editor={editor} />
        </StyledEditorContent>
      </StyledEditorFrame>
      <StyledEditorFooter>
        <StyledStatus role="status">{uploading > 0 ? IMAGE_UPLOADING_TEXT : ''}</StyledStatus>
        {limit !== undefined && (
          <StyledCounter id={counterId} $over={count > limit}>
            {`${count}/${limit}`}
          </StyledCounter>
        )}
      </StyledEditorFooter>
      <StyledEditorErrors id={problemsId} role="alert">
        {problems.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </StyledEditorErrors>
      <input
        ref={fileInputRef}
        type="file"
        hidden
        multiple
        accept={IMAGE_MIME_TYPES.join(',')}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so picking the same file again still reports a change.
          event.target.value = '';
          if (files.length > 0) void insertImages(files);
        }}
      />
      {linkDialog && (
        <LinkDialog
          initialHref={linkDialog.href}
          variant={resolvedVariant}
          onApply={applyLink}
          onRemove={
            state?.link
              ? () => {
                  editor.chain().focus().extendMarkRange('link').unsetLink().run();
                  setLinkDialog(null);
                }
              : undefined
          }
          onClose={() => setLinkDialog(null)}
        />
      )}
    </StyledEditor>
  );
}

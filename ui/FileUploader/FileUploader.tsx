import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../Button';
import { useFieldControl, joinIds } from '../Form';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { readHeadBytes } from '../Uploader/readHeadBytes';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  FILE_SNIFF_BYTE_COUNT,
  fileProblem,
  fileProblemMessage,
  formatFileSize,
  tooManyFilesMessage,
  type FileProblem,
} from './fileRules';
import {
  StyledErrors,
  StyledFileError,
  StyledFileList,
  StyledFileMeta,
  StyledFileName,
  StyledFileRow,
  StyledFileUploader,
  StyledHint,
} from './FileUploader.styles';

/** A file of the list: on its way up, stored (with what the upload answered), or refused by the server. */
export type FileListItem = {
  uid: string;
  name: string;
  /** Bytes; unknown for files listed from an earlier save. */
  size?: number;
  status: 'uploading' | 'done' | 'error';
  /** What `upload` resolved to (a stored path), once done. */
  result?: string;
  /** Why the upload failed. */
  error?: string;
};

export type FileUploaderProps = {
  value: readonly FileListItem[];
  onChange: (items: FileListItem[]) => void;
  /** Stores one file; resolves to what identifies it afterwards (its stored path), rejects with a reason. */
  upload: (file: File) => Promise<string>;
  /** MIME types accepted, recognised by the file's first bytes. */
  accept: readonly string[];
  /** The accepted types in words, e.g. PDF、Word 文档或 JPG、PNG 图片. */
  typesLabel: string;
  maxCount: number;
  /** Per-file limit in bytes. */
  maxSize: number;
  /** The add button's text and the list's name, e.g. 上传附件. */
  label?: string;
  /** Where a stored file can be opened (a download address), shown as a link on its name. */
  hrefOf?: (item: FileListItem) => string | undefined;
  disabled?: boolean;
  variant?: 'desktop' | 'phone';
  'aria-describedby'?: string;
};

let lastUid = 0;
const nextUid = () => {
  lastUid += 1;
  return `file-${lastUid}`;
};

async function check(
  file: File,
  accept: readonly string[],
  maxSize: number,
): Promise<{ file: File; problem: FileProblem | null }> {
  try {
    const head = await readHeadBytes(file, FILE_SNIFF_BYTE_COUNT);
    return { file, problem: fileProblem(file, head, accept, maxSize) };
  } catch {
    return { file, problem: 'type' };
  }
}

/**
 * Attachments as a list of names: each picked file is checked (type by its first bytes, size, count),
 * then uploaded at once, one after another; a failed upload stays in the list with its reason and a
 * 重新上传 button, so nothing the person picked disappears silently.
 */
export function FileUploader({
  value,
  onChange,
  upload,
  accept,
  typesLabel,
  maxCount,
  maxSize,
  label = '上传附件',
  hrefOf,
  disabled,
  variant,
  'aria-describedby': describedBy,
}: FileUploaderProps) {
  const control = useFieldControl({ describedBy, disabled, variant });
  const size = control.variant === 'phone' ? 'phone' : 'md';
  const inputRef = useRef<HTMLInputElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const files = useRef(new Map<string, File>());
  const valueRef = useRef(value);
  useEffect(() => {
    valueRef.current = value;
  });
  const latest = useRef({ onChange, upload });
  useEffect(() => {
    latest.current = { onChange, upload };
  });
  const [refusals, setRefusals] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const hintId = useId();
  const errorsId = useId();

  const commit = (next: FileListItem[]) => {
    valueRef.current = next;
    latest.current.onChange(next);
  };
  const patch = (uid: string, change: Partial<FileListItem>) => {
    if (!valueRef.current.some((item) => item.uid === uid)) return;
    commit(valueRef.current.map((item) => (item.uid === uid ? { ...item, ...change } : item)));
  };

  const uploadAll = async (uids: readonly string[]) => {
    for (const uid of uids) {
      const file = files.current.get(uid);
      if (!file) continue;
      try {
        const result = await latest.current.upload(file);
        patch(uid, { status: 'done', result, error: undefined });
        files.current.delete(uid);
        setAnnouncement(`“${file.name}”上传成功`);
      } catch (error) {
        const reason = error instanceof Error && error.message ? error.message : '请稍后重试';
        patch(uid, { status: 'error', error: reason });
        setAnnouncement(`“${file.name}”上传失败`);
      }
    }
  };

  const handlePicked = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so picking the same file again still reports a change.
    event.target.value = '';
    if (picked.length === 0) return;
    const checked = await Promise.all(picked.map((file) => check(file, accept, maxSize)));
    const messages: string[] = [];
    const good: File[] = [];
    for (const { file, problem } of checked) {
      if (problem) messages.push(fileProblemMessage(file.name, problem, { typesLabel, maxBytes: maxSize }));
      else good.push(file);
    }
    const room = Math.max(0, maxCount - valueRef.current.length);
    if (good.length > room) messages.push(tooManyFilesMessage(maxCount));
    setRefusals(messages);
    const added = good.slice(0, room).map((file) => {
      const uid = nextUid();
      files.current.set(uid, file);
      return { uid, name: file.name, size: file.size, status: 'uploading' as const };
    });
    if (added.length === 0) return;
    commit([...valueRef.current, ...added]);
    await uploadAll(added.map((item) => item.uid));
  };

  const remove = (item: FileListItem) => {
    files.current.delete(item.uid);
    setRefusals([]);
    commit(valueRef.current.filter((other) => other.uid !== item.uid));
    setAnnouncement(`已删除“${item.name}”`);
    // The removed row took focus with it; the add button is always there after a removal.
    requestAnimationFrame(() => addRef.current?.focus());
  };

  const retry = (item: FileListItem) => {
    patch(item.uid, { status: 'uploading', error: undefined });
    void uploadAll([item.uid]);
  };

  const full = value.length >= maxCount;
  return (
    <StyledFileUploader data-ui="file-uploader">
      <Button
        ref={addRef}
        size={size}
        icon={<Icon name="upload" />}
        disabled={control.disabled || full}
        aria-describedby={joinIds(hintId, refusals.length > 0 ? errorsId : null, control.describedBy)}
        onClick={() => inputRef.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={inputRef}
        type="file"
        hidden
        multiple
        accept={accept.join(',')}
        disabled={control.disabled}
        onChange={handlePicked}
      />
      <StyledHint id={hintId}>
        {`支持${typesLabel}，单个文件不超过 ${formatFileSize(maxSize)}，最多 ${maxCount} 个`}
        {full ? '（已达上限）' : ''}
      </StyledHint>
      <StyledErrors id={errorsId} role="alert">
        {refusals.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </StyledErrors>
      <StyledFileList aria-label={`${label}（已选 ${value.length}/${maxCount} 个）`}>
        {value.map((item) => {
          const href = item.status === 'done' ? hrefOf?.(item) : undefined;
          return (
            <StyledFileRow
              key={item.uid}
              $variant={control.variant}
              $failed={item.status === 'error'}
              aria-busy={item.status === 'uploading' || undefined}
            >
              <StyledFileName>
                <Icon name="file" />
                {href ? <a href={href}>{item.name}</a> : item.name}
              </StyledFileName>
              {item.size !== undefined && <StyledFileMeta>{formatFileSize(item.size)}</StyledFileMeta>}
              {item.status === 'uploading' && <Spinner size="sm" label="上传中" showLabel />}
              {item.status === 'error' && files.current.has(item.uid) && !control.disabled && (
                <Button variant="link" size={size} onClick={() => retry(item)}>
                  重新上传
                  <VisuallyHidden>{item.name}</VisuallyHidden>
                </Button>
              )}
              {!control.disabled && (
                <Button
                  variant="text"
                  size={size}
                  icon={<Icon name="trash" />}
                  aria-label={`删除附件 ${item.name}`}
                  onClick={() => remove(item)}
                />
              )}
              {item.status === 'error' && <StyledFileError>上传失败：{item.error}</StyledFileError>}
            </StyledFileRow>
          );
        })}
      </StyledFileList>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </StyledFileUploader>
  );
}

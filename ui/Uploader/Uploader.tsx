import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Icon } from '../Icon';
import { Modal } from '../Modal';
import {
  admitImages,
  formatByteLimit,
  imageFileProblem,
  imageKindsText,
  type CheckedFile,
} from './imageRules';
import { readHeadBytes } from './readHeadBytes';
import { IMAGE_KIND_MIME_TYPES, IMAGE_KINDS, type ImageKind } from './sniffImage';
import { toUploadItems, type UploadItem } from './uploadItems';
import { useObjectUrl } from './useObjectUrl';
import {
  StyledAddButton,
  StyledErrors,
  StyledHint,
  StyledPreviewButton,
  StyledPreviewImage,
  StyledRemoveButton,
  StyledTile,
  StyledTileList,
  StyledUploader,
} from './Uploader.styles';

export const DEFAULT_MAX_IMAGE_COUNT = 9;
export const DEFAULT_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type UploaderProps = {
  /** The held images, in display (and upload) order. */
  value: readonly UploadItem[];
  onChange: (items: UploadItem[]) => void;
  maxCount?: number;
  /** Per-file limit in bytes. */
  maxSize?: number;
  /** The image kinds taken (all four unless given), e.g. what the upload bucket accepts. */
  kinds?: readonly ImageKind[];
  variant?: 'desktop' | 'phone';
  /** The add button's text and the list's name, e.g. the form field's label. */
  label?: string;
  disabled?: boolean;
  /** Points the add button at an outside description, such as a form field's error. */
  'aria-describedby'?: string;
};

type Variant = NonNullable<UploaderProps['variant']>;

async function checkFile(
  file: File,
  maxSize: number,
  kinds: readonly ImageKind[],
): Promise<CheckedFile<File>> {
  try {
    return { file, problem: imageFileProblem(file, await readHeadBytes(file), maxSize, kinds) };
  } catch {
    return { file, problem: 'type' };
  }
}

function Thumbnail({
  item,
  index,
  variant,
  disabled,
  onPreview,
  onRemove,
}: {
  item: UploadItem;
  index: number;
  variant: Variant;
  disabled: boolean;
  onPreview: () => void;
  onRemove: () => void;
}) {
  const url = useObjectUrl(item.file);
  const name = `第${index + 1}张图片 ${item.file.name}`;
  return (
    <StyledTile $variant={variant}>
      <StyledPreviewButton type="button" aria-label={`预览${name}`} onClick={onPreview}>
        {url && <img src={url} alt="" />}
      </StyledPreviewButton>
      {!disabled && (
        <StyledRemoveButton type="button" aria-label={`删除${name}`} $variant={variant} onClick={onRemove}>
          <span>
            <Icon name="close" size="12px" />
          </span>
        </StyledRemoveButton>
      )}
    </StyledTile>
  );
}

function PreviewModal({
  item,
  variant,
  onClose,
}: {
  item: UploadItem;
  variant: Variant;
  onClose: () => void;
}) {
  const url = useObjectUrl(item.file);
  return (
    <Modal open title="图片预览" footer={null} width={720} variant={variant} onCancel={onClose}>
      {url && <StyledPreviewImage src={url} alt={item.file.name} />}
    </Modal>
  );
}

/**
 * Picks images and holds them in the browser until the form submits (see uploadSequentially).
 * A file must be declared as an image and its first bytes must prove it, so a renamed text file is refused.
 */
export function Uploader({
  value,
  onChange,
  maxCount = DEFAULT_MAX_IMAGE_COUNT,
  maxSize = DEFAULT_MAX_IMAGE_BYTES,
  kinds = IMAGE_KINDS,
  variant = 'desktop',
  label = '上传图片',
  disabled = false,
  'aria-describedby': describedBy,
}: UploaderProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const valueRef = useRef(value);
  useEffect(() => {
    valueRef.current = value;
  });
  const [errors, setErrors] = useState<string[]>([]);
  const [previewUid, setPreviewUid] = useState<string | null>(null);
  const hintId = useId();
  const errorsId = useId();
  const previewItem = value.find((item) => item.uid === previewUid);

  const handlePicked = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so picking the same file again still reports a change.
    event.target.value = '';
    if (files.length === 0) return;
    const checked = await Promise.all(files.map((file) => checkFile(file, maxSize, kinds)));
    const held = valueRef.current;
    const { accepted, messages } = admitImages(checked, held.length, maxCount, maxSize, kinds);
    setErrors(messages);
    if (accepted.length > 0) onChange([...held, ...toUploadItems(accepted)]);
  };

  const remove = (uid: string) => {
    setErrors([]);
    onChange(value.filter((item) => item.uid !== uid));
    // The removed tile took focus with it; the add button is always there after a removal.
    requestAnimationFrame(() => addRef.current?.focus());
  };

  return (
    <StyledUploader data-ui="uploader">
      <StyledTileList $variant={variant} aria-label={`${label}（已选 ${value.length}/${maxCount} 张）`}>
        {value.map((item, index) => (
          <Thumbnail
            key={item.uid}
            item={item}
            index={index}
            variant={variant}
            disabled={disabled}
            onPreview={() => {
              setPreviewUid(item.uid);
            }}
            onRemove={() => {
              remove(item.uid);
            }}
          />
        ))}
        {value.length < maxCount && (
          <StyledTile $variant={variant}>
            <StyledAddButton
              ref={addRef}
              type="button"
              $variant={variant}
              disabled={disabled}
              aria-describedby={[hintId, errorsId, describedBy].filter(Boolean).join(' ')}
              onClick={() => inputRef.current?.click()}
            >
              <Icon name="plus" size="24px" />
              {label}
            </StyledAddButton>
          </StyledTile>
        )}
      </StyledTileList>
      <input
        ref={inputRef}
        type="file"
        hidden
        multiple
        accept={variant === 'phone' ? 'image/*' : kinds.map((kind) => IMAGE_KIND_MIME_TYPES[kind]).join(',')}
        disabled={disabled}
        onChange={handlePicked}
      />
      <StyledHint id={hintId}>
        支持 {imageKindsText(kinds)}，单张不超过 {formatByteLimit(maxSize)}，最多 {maxCount} 张
      </StyledHint>
      <StyledErrors id={errorsId} role="alert">
        {errors.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </StyledErrors>
      {previewItem && (
        <PreviewModal
          item={previewItem}
          variant={variant}
          onClose={() => {
            setPreviewUid(null);
          }}
        />
      )}
    </StyledUploader>
  );
}

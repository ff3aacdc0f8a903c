import { useId, useRef, useState, type ChangeEvent } from 'react';
import { FILE_DOWNLOAD_PATH } from '../../../contract/files';
import type { ResumeAttachment } from '../../../contract/resumes';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { useNotify } from '../../../app/api/useNotify';
import { Button } from '../../../ui/Button';
import { formatFileSize } from '../../../ui/FileUploader';
import { FILE_SNIFF_BYTE_COUNT } from '../../../ui/FileUploader/fileRules';
import { Icon } from '../../../ui/Icon';
import { modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { readHeadBytes } from '../../../ui/Uploader/readHeadBytes';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, attachmentProblem } from '../attachmentRules';
import { resumeApi } from '../resumeApi';
import { StyledAttachment, StyledSectionNote } from './resumeScreen.styles';

type Busy = 'checking' | 'uploading' | 'removing' | null;

const BUSY_TEXT: Record<Exclude<Busy, null>, string> = {
  checking: '正在检查文件',
  uploading: '正在上传',
  removing: '正在删除',
};

/**
 * 附件简历: one PDF of at most 10 MB. The file is checked here first (its first bytes and its size, in
 * the server's words), then uploaded to the resume bucket and attached; a new one replaces the old.
 */
export function AttachmentSection({
  attachment,
  variant,
}: {
  attachment: ResumeAttachment | null;
  variant: 'desktop' | 'phone';
}) {
  const notify = useNotify();
  const inputRef = useRef<HTMLInputElement>(null);
  const pickRef = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [upload] = resumeApi.useUploadResumeFileMutation();
  const [attach] = resumeApi.useAttachResumeMutation();
  const [detach] = resumeApi.useDetachResumeMutation();
  const problemId = useId();
  const hintId = useId();
  const size = variant === 'phone' ? 'phone' : 'md';

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again still reports a change.
    event.target.value = '';
    if (file === undefined) return;
    setProblem(null);
    setBusy('checking');
    try {
      const head = await readHeadBytes(file, FILE_SNIFF_BYTE_COUNT).catch(() => new Uint8Array());
      const refusal = attachmentProblem(file, head);
      if (refusal !== null) {
        setProblem(refusal);
        return;
      }
      setBusy('uploading');
      const path = await upload(file).unwrap();
      await attach({ path }).unwrap();
      notify.success('附件简历已上传');
    } catch (error) {
      setProblem(apiErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    const sure = await modal.confirm({
      title: '删除附件简历',
      content: '删除后，简历完整度不足50%时将无法投递职位。确定删除吗？',
      okText: '删除',
    });
    if (!sure) return;
    setProblem(null);
    setBusy('removing');
    try {
      await detach().unwrap();
      notify.success('附件简历已删除');
      pickRef.current?.focus();
    } catch (error) {
      setProblem(apiErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <StyledSectionNote id={hintId}>
        {`只能上传 PDF 文件，不超过 ${formatFileSize(ATTACHMENT_MAX_BYTES)}。有附件简历时，在线简历完整度不足50%也可以投递。`}
      </StyledSectionNote>
      {attachment !== null ? (
        <StyledAttachment>
          <Icon name="file" />
          <a href={`${FILE_DOWNLOAD_PATH}?path=${encodeURIComponent(attachment.path)}`}>{attachment.name}</a>
          <span>{formatFileSize(attachment.size)}</span>
          <Button
            variant="text"
            size={size}
            icon={<Icon name="trash" />}
            disabled={busy !== null}
            onClick={() => void remove()}
          >
            删除附件简历
          </Button>
        </StyledAttachment>
      ) : (
        <StyledSectionNote>尚未上传附件简历</StyledSectionNote>
      )}
      <StyledAttachment>
        <Button
          ref={pickRef}
          size={size}
          icon={<Icon name="upload" />}
          loading={busy === 'checking' || busy === 'uploading'}
          disabled={busy !== null}
          aria-describedby={problem !== null ? `${hintId} ${problemId}` : hintId}
          onClick={() => inputRef.current?.click()}
        >
          {attachment === null ? '上传附件简历' : '更换附件简历'}
        </Button>
        {busy !== null && <Spinner size="sm" label={BUSY_TEXT[busy]} showLabel />}
      </StyledAttachment>
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={ATTACHMENT_TYPES.join(',')}
        aria-label="选择附件简历文件"
        onChange={(event) => void picked(event)}
      />
      <div id={problemId} role="alert">
        {problem}
      </div>
    </>
  );
}

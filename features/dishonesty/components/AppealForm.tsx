import { useState } from 'react';
import { APPEAL_ATTACHMENT_LIMIT, APPEAL_REASON_LIMIT, appealProblem } from '../../../contract/dishonesty';
import {
  APPEAL_BUCKET,
  BUCKET_MAX_FILE_BYTES,
  BUCKET_MIME_TYPES,
  FILE_DOWNLOAD_PATH,
} from '../../../contract/files';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { FileUploader, type FileListItem } from '../../../ui/FileUploader';
import { FormField } from '../../../ui/Form';
import { TextArea } from '../../../ui/TextArea';
import { refusalOf } from '../../../app/api/refusal';
import { useNotify } from '../../../app/api/useNotify';
import { dishonestyApi } from '../dishonestyApi';

/** Where a stored piece of evidence downloads from. */
export const downloadHref = (path: string) => `${FILE_DOWNLOAD_PATH}?path=${encodeURIComponent(path)}`;

/** The appeal of one record: the reason and up to five pieces of evidence (PDF, Word, images). */
export function AppealForm({
  recordId,
  phone,
  onDone,
}: {
  recordId: string;
  phone: boolean;
  onDone: () => void;
}) {
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<FileListItem[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploadFile] = dishonestyApi.useUploadAppealFileMutation();
  const [appeal, appealing] = dishonestyApi.useAppealRecordMutation();
  const variant = phone ? 'phone' : 'desktop';

  const send = async () => {
    if (files.some((file) => file.status === 'uploading')) {
      setProblem('附件正在上传，请稍候');
      return;
    }
    const fjids = files.flatMap((file) => (file.status === 'done' && file.result ? [file.result] : []));
    const found = appealProblem({ ssly: reason, fjids });
    setProblem(found);
    if (found !== null) return;
    try {
      await appeal({ jlid: recordId, ssly: reason.trim(), fjids }).unwrap();
      notify.success('申诉已提交，学校处理后将通知您');
      onDone();
    } catch (error) {
      setProblem(refusalOf(error).message);
    }
  };

  return (
    <form
      aria-label="提交申诉"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <FormField
        label="申诉理由"
        required
        variant={variant}
        error={problem?.includes('理由') ? problem : null}
      >
        <TextArea
          value={reason}
          onChange={setReason}
          rows={4}
          maxLength={APPEAL_REASON_LIMIT}
          placeholder={`请说明申诉的理由，最多${APPEAL_REASON_LIMIT}字`}
          variant={variant}
        />
      </FormField>
      <FormField
        label="证明材料"
        variant={variant}
        help={`可上传PDF、Word或图片，最多${APPEAL_ATTACHMENT_LIMIT}个`}
      >
        <FileUploader
          value={files}
          onChange={setFiles}
          upload={(file) => uploadFile(file).unwrap()}
          accept={BUCKET_MIME_TYPES[APPEAL_BUCKET]}
          typesLabel="PDF、Word 文档或 JPG、PNG 图片"
          maxCount={APPEAL_ATTACHMENT_LIMIT}
          maxSize={BUCKET_MAX_FILE_BYTES[APPEAL_BUCKET]}
          label="上传证明材料"
          hrefOf={(item) => (item.result ? downloadHref(item.result) : undefined)}
          variant={variant}
        />
      </FormField>
      {problem !== null && !problem.includes('理由') && (
        <Callout tone="error" announce>
          {problem}
        </Callout>
      )}
      <Button
        variant="primary"
        htmlType="submit"
        size={phone ? 'phone' : 'md'}
        block={phone}
        loading={appealing.isLoading}
      >
        提交申诉
      </Button>
    </form>
  );
}

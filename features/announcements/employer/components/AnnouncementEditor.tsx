import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../../ui/Button';
import { Callout } from '../../../../ui/Callout';
import { DateRangePicker } from '../../../../ui/DateRangePicker';
import { FileUploader } from '../../../../ui/FileUploader';
import { Form, FormField } from '../../../../ui/Form';
import { Input } from '../../../../ui/Input';
import { LimitedTextArea } from '../../../../ui/LimitedTextArea';
import { Link } from '../../../../ui/Link';
import { PageActions, PageHeader, PageNote, PagePanel, PageTitle } from '../../../../ui/PagePanel';
import { Select, type SelectOption } from '../../../../ui/Select';
import { Skeleton } from '../../../../ui/Skeleton';
import { useDebouncedValue } from '../../../../ui/useDebouncedValue';
import { ANNOUNCEMENT_LIMITS, announcementTextLength } from '../../../../contract/announcementRules';
import type { AnnouncementDetail } from '../../../../contract/announcements';
import { chinaDate } from '../../../../contract/chinaTime';
import { ANNOUNCEMENT_BUCKET, BUCKET_MAX_FILE_BYTES, BUCKET_MIME_TYPES } from '../../../../contract/files';
import { useAppSelector } from '../../../../app/api/hooks';
import { PostingStateBadge } from '../../../../app/postings/PostingStateBadge';
import { refusalOf } from '../../../../app/api/refusal';
import { ReviewerReason } from '../../../../app/postings/ReviewerReason';
import { selectIsPhone } from '../../../../app/api/site';
import { usePostingForm } from '../../../../app/postings/usePostingForm';
import { announcementsApi } from '../../announcementsApi';
import { announcementKind, stateHint, submittedMessage } from '../announcementDisplay';
import {
  ANNOUNCEMENT_FORM_FIELDS,
  announcementFormProblems,
  downloadHrefOf,
  formFromAnnouncement,
  imageSourceOf,
  isAnnouncementImageSource,
  latestValidityEnd,
  newAnnouncementForm,
  serverFieldOf,
  toAnnouncementDraft,
  wordingFlagsOf,
  wordingMessagesOf,
  type AnnouncementFormValues,
} from '../announcementForm';
import { StyledFormBody, StyledWordingNote } from './AnnouncementEditor.styles';

// The editor is the heaviest part of the page (Tiptap and ProseMirror): its own chunk, loaded only here,
// after the rest of the form has painted.
const RichTextEditor = lazy(() =>
  import('../../../../ui/RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);

/** The content check runs this long after the last keystroke. */
const WORDING_CHECK_DELAY_MS = 400;
const ATTACHMENT_TYPES = ' PDF、Word（.doc、.docx）或 JPG、PNG、GIF、WEBP 图片';

const sameDraft = (a: AnnouncementFormValues, b: AnnouncementFormValues) =>
  JSON.stringify(toAnnouncementDraft(a)) === JSON.stringify(toAnnouncementDraft(b));

export type AnnouncementEditorProps = {
  /** The saved announcement being edited; absent for a new one. */
  announcement?: AnnouncementDetail;
  /** A new announcement got its id from its first save (the page records it in its address). */
  onCreated?: (id: string) => void;
};

/**
 * The announcement form: title, the rich-text body (images uploaded into bucket zpgg), attachments,
 * linked positions, validity, checkAnnouncement's message at each field, the content check as the
 * employer types, 保存草稿 and 提交审核 (a published one: 保存并重新提交审核), and what the server
 * refuses shown where it belongs. Leaving with unsaved changes asks first.
 */
export function AnnouncementEditor({ announcement, onCreated }: AnnouncementEditorProps) {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const navigate = useNavigate();
  const [saveAnnouncement] = announcementsApi.useSaveAnnouncementMutation();
  const [submitAnnouncement] = announcementsApi.useSubmitAnnouncementMutation();
  const [uploadFile] = announcementsApi.useUploadAnnouncementFileMutation();
  const linkable = announcementsApi.useLinkablePositionsQuery();
  const [today] = useState(() => chinaDate(Date.now()));
  const [initialValues] = useState(() =>
    announcement ? formFromAnnouncement(announcement) : newAnnouncementForm(today),
  );

  const { form, saved, resubmits, alert, pendingMode, run } = usePostingForm({
    kind: announcementKind,
    saved: announcement ? { id: announcement.id, zt: announcement.zt, shyj: announcement.shyj } : null,
    initialValues,
    fields: ANNOUNCEMENT_FORM_FIELDS,
    problemsOf: (values, submitting) => announcementFormProblems(values, today, { submitting }),
    hasUnsavedChanges: (values, savedValues) =>
      !sameDraft(values, savedValues) || values.attachments.some((item) => item.status === 'uploading'),
    save: (values, id) => saveAnnouncement(toAnnouncementDraft(values, id)).unwrap(),
    submit: (id) => submitAnnouncement({ id }).unwrap(),
    fieldOf: serverFieldOf,
    resubmittedText: (serverMessage) => serverMessage || '已修改，等待学校审核',
    submittedText: submittedMessage,
    leaveDialog: {
      title: '离开此页？',
      content: '公告的修改尚未保存，离开后将丢失。',
      cancelText: '留在此页',
    },
    onCreated,
  });
  const { values } = form;

  const upload = async (file: File) => {
    try {
      const path = await uploadFile(file).unwrap();
      if (path === '') throw new Error('服务器未返回文件路径');
      return path;
    } catch (error) {
      throw new Error(refusalOf(error).message, { cause: error });
    }
  };

  // The content check follows the typing, a moment behind it.
  const checked = useDebouncedValue(
    useMemo(() => ({ title: values.title, body: values.body }), [values.title, values.body]),
    WORDING_CHECK_DELAY_MS,
  );
  const flags = useMemo(() => wordingFlagsOf(checked), [checked]);
  const wording = wordingMessagesOf(flags);
  const showExplanation = flags.length > 0 || values.explanation.trim() !== '';

  const positionOptions = useMemo<SelectOption<string>[]>(() => {
    const options = (linkable.data ?? []).map(({ id, zwmc }) => ({ value: id, label: zwmc }));
    // A linked position no longer published stays visible, so the employer sees why it is refused.
    for (const position of announcement?.glzw ?? [])
      if (!options.some((option) => option.value === position.id))
        options.push({ value: position.id, label: `${position.zwmc}（未发布）` });
    return options;
  }, [linkable.data, announcement]);

  const size = isPhone ? 'phone' : 'md';
  const help = (field: 'title' | 'body', text?: string) =>
    wording[field] ? <StyledWordingNote>{wording[field]}</StyledWordingNote> : text;

  return (
    <PagePanel variant={variant}>
      <PageHeader>
        {!isPhone && <PageTitle>{announcement ? '修改招聘公告' : '发布招聘公告'}</PageTitle>}
        {saved && <PostingStateBadge zt={saved.zt} />}
      </PageHeader>
      {saved && (
        <ReviewerReason zt={saved.zt} reason={saved.shyj}>
          <span>{stateHint(saved.zt)}</span>
        </ReviewerReason>
      )}
      {saved && resubmits && <Callout tone="info">{stateHint(saved.zt)}</Callout>}
      {alert && (
        <Callout
          tone={alert.notPassed ? 'warning' : 'error'}
          title={alert.notPassed ? '暂不能提交审核' : alert.draftSaved ? '提交审核失败' : '保存失败'}
          announce
        >
          <span>{alert.message}</span>
          <span>
            {alert.notPassed
              ? alert.draftSaved
                ? '公告已保存为草稿。学校审核通过贵单位的注册信息后，即可在公告管理中提交审核。'
                : '修改尚未保存。学校审核通过贵单位的注册信息后再保存，或先复制为草稿。'
              : '已填写的内容均已保留，请稍后重试。'}
          </span>
          {alert.notPassed && <Link to="/dwsy">查看单位审核状态</Link>}
        </Callout>
      )}
      <Form form={form} variant={variant} labelWidth="96px" aria-label="招聘公告">
        <StyledFormBody>
          <FormField name="title" label="公告标题" required help={help('title')}>
            <Input
              {...form.field('title')}
              placeholder="如：2026届春季校园招聘简章"
              autoComplete="off"
              suffix={`${[...values.title.trim()].length}/${ANNOUNCEMENT_LIMITS.title}`}
            />
          </FormField>
          <FormField name="body" label="公告内容" required help={help('body')}>
            <Suspense fallback={<Skeleton rows={6} label="正在加载编辑器" />}>
              <RichTextEditor
                value={values.body}
                onChange={(html) => form.setValue('body', html)}
                onBlur={form.field('body').onBlur}
                uploadImage={async (file) => imageSourceOf(await upload(file))}
                isAllowedImageSrc={isAnnouncementImageSource}
                maxImageBytes={BUCKET_MAX_FILE_BYTES[ANNOUNCEMENT_BUCKET]}
                limit={ANNOUNCEMENT_LIMITS.text}
                measure={announcementTextLength}
                placeholder="介绍单位概况、招聘岗位、招聘对象、应聘方式等"
                minHeight={isPhone ? '200px' : '320px'}
              />
            </Suspense>
          </FormField>
          <FormField name="attachments" label="附件">
            <FileUploader
              value={values.attachments}
              onChange={(items) => form.setValue('attachments', items)}
              upload={upload}
              accept={BUCKET_MIME_TYPES[ANNOUNCEMENT_BUCKET]}
              typesLabel={ATTACHMENT_TYPES}
              maxCount={ANNOUNCEMENT_LIMITS.attachments}
              maxSize={BUCKET_MAX_FILE_BYTES[ANNOUNCEMENT_BUCKET]}
              hrefOf={(item) => (item.result ? downloadHrefOf(item.result) : undefined)}
            />
          </FormField>
          <FormField
            name="linkedPositionIds"
            label="关联职位"
            help={
              linkable.isError ? (
                <>
                  已发布职位加载失败，
                  <Button variant="link" size="sm" onClick={() => void linkable.refetch()}>
                    重新加载
                  </Button>
                </>
              ) : linkable.data?.length === 0 ? (
                <>
                  暂无已发布的职位，可先<Link to="/zpxx/fbzpzw">发布招聘职位</Link>。
                </>
              ) : (
                '只能关联本单位已发布的职位'
              )
            }
          >
            <Select<string>
              multiple
              searchable
              options={positionOptions}
              value={values.linkedPositionIds}
              onChange={(ids) => form.setValue('linkedPositionIds', ids)}
              onBlur={form.field('linkedPositionIds').onBlur}
              loading={linkable.isLoading}
              placeholder="选择本公告介绍的职位（可多选）"
              emptyText="暂无已发布的职位"
            />
          </FormField>
          <FormField name="validity" label="有效期" required help="结束日期不能早于今天，最长一年">
            <DateRangePicker
              value={values.validity}
              onChange={(range) => form.setValue('validity', range)}
              max={latestValidityEnd(today)}
              today={today}
            />
          </FormField>
          {showExplanation && (
            <FormField
              name="explanation"
              label="内容说明"
              help="公告含有招聘限制性用语时，请修改用语，或在此向审核老师说明理由"
            >
              <LimitedTextArea {...form.field('explanation')} limit={ANNOUNCEMENT_LIMITS.explanation} />
            </FormField>
          )}
        </StyledFormBody>
      </Form>
      <PageActions variant={variant}>
        {resubmits ? (
          <Button
            variant="primary"
            size={size}
            loading={pendingMode !== null}
            onClick={() => void run('submit')}
          >
            保存并重新提交审核
          </Button>
        ) : (
          <>
            <Button
              variant="primary"
              size={size}
              loading={pendingMode === 'submit'}
              disabled={pendingMode === 'draft'}
              onClick={() => void run('submit')}
            >
              提交审核
            </Button>
            <Button
              size={size}
              loading={pendingMode === 'draft'}
              disabled={pendingMode === 'submit'}
              onClick={() => void run('draft')}
            >
              保存草稿
            </Button>
          </>
        )}
        <Button size={size} variant="text" onClick={() => void navigate(announcementKind.screens.manage)}>
          返回公告管理
        </Button>
      </PageActions>
      {resubmits && <PageNote>已发布的公告修改后需重新审核，审核期间学生看不到该公告。</PageNote>}
    </PagePanel>
  );
}

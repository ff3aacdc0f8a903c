import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { chinaDateTime } from '../../../contract/chinaTime';
import {
  checkNotice,
  NOTICE_MAX_ATTACHMENTS,
  NOTICE_TITLE_LIMIT,
  type Notice,
  type NoticeDraft,
} from '../../../contract/homepage';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailedAlert } from '../../../app/review/LoadFailedAlert';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { DatePicker } from '../../../ui/DatePicker';
import { FileUploader, type FileListItem } from '../../../ui/FileUploader';
import { Form, FormActions, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { FormAlert } from '../../../ui/FormAlert';
import { Input } from '../../../ui/Input';
import { message } from '../../../ui/Message';
import { Popconfirm } from '../../../ui/Popconfirm';
import { Section, SectionStack } from '../../../ui/Section';
import { Select } from '../../../ui/Select';
import { Skeleton } from '../../../ui/Skeleton';
import { TimePicker } from '../../../ui/TimePicker';
import { space } from '../../../ui/theme';
import { SiteContentNav } from '../components/SiteContentNav';
import { downloadHrefOf, imageSourceOf, isContentImageSource, storedFileItem } from '../contentFiles';
import { CONTENT_FILE_MAX_BYTES, CONTENT_FILE_TYPES, useContentUpload } from '../contentUpload';
import { NOTICES_PAGE, SITE_CONTENT_PAGE } from '../siteContentPages';
import { siteContentApi } from '../siteContentApi';

// The editor is the heaviest part of the page (Tiptap and ProseMirror): its own chunk, loaded only here.
const RichTextEditor = lazy(() =>
  import('../../../ui/RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);

const StyledWhen = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

type NoticeValues = {
  lmid: string | null;
  bt: string;
  nr: string;
  attachments: FileListItem[];
  pinned: boolean;
  date: string;
  time: string;
};

function newValues(): NoticeValues {
  const now = chinaDateTime(Date.now());
  return {
    lmid: null,
    bt: '',
    nr: '',
    attachments: [],
    pinned: false,
    date: now.slice(0, 10),
    time: now.slice(11, 16),
  };
}

const valuesOf = (notice: Notice): NoticeValues => ({
  lmid: notice.lmid,
  bt: notice.bt,
  nr: notice.nr,
  attachments: notice.fj.map((file) => storedFileItem(file.path, file.name)),
  pinned: notice.zd === '1',
  date: notice.fbsj.slice(0, 10),
  time: notice.fbsj.slice(11, 16),
});

const draftOf = (values: NoticeValues, id?: string): NoticeDraft => ({
  ...(id === undefined ? {} : { id }),
  lmid: values.lmid ?? '',
  bt: values.bt.trim(),
  nr: values.nr,
  fj: values.attachments.flatMap((item) =>
    item.status === 'done' && item.result !== undefined ? [{ path: item.result, name: item.name }] : [],
  ),
  zd: values.pinned ? '1' : '0',
  fbsj: values.date === '' || values.time === '' ? '' : `${values.date} ${values.time}:00`,
});

const problemOf = (field: keyof NoticeDraft) => (_value: unknown, values: NoticeValues) =>
  checkNotice(draftOf(values))[field] ?? null;

function NoticeForm({ notice }: { notice: Notice | null }) {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const navigate = useNavigate();
  const columns = siteContentApi.useContentColumnsQuery();
  const [save] = siteContentApi.useSaveContentNoticeMutation();
  const [remove, removing] = siteContentApi.useRemoveContentNoticeMutation();
  const upload = useContentUpload();
  const [alert, setAlert] = useState<string | null>(null);
  const [initialValues] = useState(() => (notice === null ? newValues() : valuesOf(notice)));
  const form = useForm<NoticeValues>({
    initialValues,
    validators: {
      lmid: problemOf('lmid'),
      bt: problemOf('bt'),
      nr: problemOf('nr'),
      attachments: problemOf('fj'),
      time: problemOf('fbsj'),
    },
    onSubmit: async (values) => {
      setAlert(null);
      if (values.attachments.some((item) => item.status === 'uploading')) {
        setAlert('附件正在上传，请稍候');
        return;
      }
      try {
        await save(draftOf(values, notice?.id)).unwrap();
        message.success('保存成功');
        void navigate(NOTICES_PAGE);
      } catch (error) {
        setAlert(apiErrorMessage(error));
      }
    },
  });
  const removeNotice = async () => {
    if (notice === null) return;
    try {
      await remove(notice.id).unwrap();
      message.success('删除成功');
      void navigate(NOTICES_PAGE);
    } catch (error) {
      message.error(apiErrorMessage(error));
    }
  };
  const size = isPhone ? 'phone' : 'md';
  const noColumns = columns.data !== undefined && columns.data.length === 0;

  return (
    <Form
      form={form}
      variant={variant}
      labelWidth="96px"
      aria-label={notice === null ? '发布通知' : '编辑通知'}
    >
      {alert !== null && <FormAlert>{alert}</FormAlert>}
      <FormField
        name="lmid"
        label="栏目"
        required
        help={
          noColumns ? (
            <>
              还没有栏目，请先在
              <Button variant="link" size="sm" onClick={() => void navigate(SITE_CONTENT_PAGE)}>
                栏目与链接
              </Button>
              中添加
            </>
          ) : undefined
        }
      >
        <Select<string>
          {...form.field('lmid')}
          options={(columns.data ?? []).map((column) => ({ value: column.id, label: column.lmmc }))}
          loading={columns.isLoading}
          placeholder="请选择栏目"
        />
      </FormField>
      <FormField name="bt" label="标题" required>
        <Input
          {...form.field('bt')}
          autoComplete="off"
          suffix={`${[...form.values.bt.trim()].length}/${NOTICE_TITLE_LIMIT}`}
        />
      </FormField>
      <FormField name="nr" label="内容" required>
        <Suspense fallback={<Skeleton rows={6} label="正在加载编辑器" />}>
          <RichTextEditor
            value={form.values.nr}
            onChange={(html) => form.setValue('nr', html)}
            onBlur={form.field('nr').onBlur}
            uploadImage={async (file) => imageSourceOf(await upload(file))}
            isAllowedImageSrc={isContentImageSource}
            maxImageBytes={CONTENT_FILE_MAX_BYTES}
            placeholder="通知或新闻的正文，可插入图片和表格"
            minHeight={isPhone ? '200px' : '320px'}
          />
        </Suspense>
      </FormField>
      <FormField name="attachments" label="附件">
        <FileUploader
          value={form.values.attachments}
          onChange={(items) => form.setValue('attachments', items)}
          upload={upload}
          accept={CONTENT_FILE_TYPES}
          typesLabel=" PDF、Word（.doc、.docx）或 JPG、PNG、GIF、WEBP 图片"
          maxCount={NOTICE_MAX_ATTACHMENTS}
          maxSize={CONTENT_FILE_MAX_BYTES}
          hrefOf={(item) => (item.result === undefined ? undefined : downloadHrefOf(item.result))}
        />
      </FormField>
      <FormField name="pinned" label="置顶">
        <Checkbox checked={form.values.pinned} onChange={(checked) => form.setValue('pinned', checked)}>
          在首页和列表中置顶显示
        </Checkbox>
      </FormField>
      <FormField name="time" label="发布时间" required help="时间未到的通知定时发布，到时自动显示在首页">
        <StyledWhen>
          <DatePicker
            aria-label="发布日期"
            value={form.values.date}
            onChange={(date) => form.setValue('date', date)}
            clearable={false}
          />
          <TimePicker
            aria-label="发布时刻"
            value={form.values.time}
            onChange={(time) => form.setValue('time', time)}
            minuteStep={5}
            clearable={false}
          />
        </StyledWhen>
      </FormField>
      <FormActions>
        <FormSubmit size={size}>保存</FormSubmit>
        <Button size={size} onClick={() => void navigate(NOTICES_PAGE)}>
          返回列表
        </Button>
        {notice !== null && (
          <Popconfirm
            title="确定删除该通知吗？"
            description="删除后首页不再显示，不可恢复。"
            danger
            onConfirm={removeNotice}
          >
            <Button size={size} danger loading={removing.isLoading}>
              删除
            </Button>
          </Popconfirm>
        )}
      </FormActions>
    </Form>
  );
}

/** /mgrpage/wznr/tzgg/new and /mgrpage/wznr/tzgg/:id: a notice or news item, written and scheduled. */
export default function NoticeEditorScreen() {
  const { id } = useParams();
  const editing = id !== undefined;
  const notice = siteContentApi.useContentNoticeQuery(id ?? '', { skip: !editing });
  return (
    <SectionStack data-ui="site-notice-editor">
      <SiteContentNav />
      <Section title={editing ? '编辑通知' : '发布通知'} busy={notice.isLoading}>
        {!editing ? (
          <NoticeForm notice={null} />
        ) : notice.isLoading ? (
          <Skeleton title rows={8} label="通知加载中" />
        ) : notice.data === undefined ? (
          <LoadFailedAlert failed="通知加载失败" error={notice.error} onRetry={() => void notice.refetch()} />
        ) : (
          <NoticeForm key={notice.data.id} notice={notice.data} />
        )}
      </Section>
    </SectionStack>
  );
}

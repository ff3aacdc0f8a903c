import { useState } from 'react';
import styled from 'styled-components';
import { checkBanner, MAX_BANNERS, type Banner, type BannerDraft } from '../../../contract/homepage';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailedAlert } from '../../../app/review/LoadFailedAlert';
import { Button } from '../../../ui/Button';
import { DatePicker } from '../../../ui/DatePicker';
import { Empty } from '../../../ui/Empty';
import { FileUploader, type FileListItem } from '../../../ui/FileUploader';
import { Form, FormActions, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { FormAlert } from '../../../ui/FormAlert';
import { Input } from '../../../ui/Input';
import { message } from '../../../ui/Message';
import { Popconfirm } from '../../../ui/Popconfirm';
import { Section, SectionStack } from '../../../ui/Section';
import { Skeleton } from '../../../ui/Skeleton';
import { color, radius, space } from '../../../ui/theme';
import { SiteContentNav } from '../components/SiteContentNav';
import { CONTENT_IMAGE_TYPES, CONTENT_FILE_MAX_BYTES, useContentUpload } from '../contentUpload';
import { imageSourceOf, storedFileItem } from '../contentFiles';
import { siteContentApi } from '../siteContentApi';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(3)};
    padding: ${space(3)} 0;
    border-bottom: 1px solid ${color.border};
  }
  img {
    width: 160px;
    height: 60px;
    object-fit: cover;
    border-radius: ${radius.sm};
    background: ${color.backgroundMuted};
  }
`;

const StyledText = styled.div`
  flex: 1 1 200px;
  min-width: 0;
  p {
    margin: 0;
    color: ${color.textSecondary};
    overflow-wrap: anywhere;
  }
`;

type BannerValues = { bt: string; image: FileListItem[]; lj: string; px: string; ksrq: string; jsrq: string };

const EMPTY: BannerValues = { bt: '', image: [], lj: '', px: '0', ksrq: '', jsrq: '' };

const valuesOf = (banner: Banner): BannerValues => ({
  bt: banner.bt,
  image: [storedFileItem(banner.tp, banner.bt)],
  lj: banner.lj,
  px: String(banner.px),
  ksrq: banner.ksrq,
  jsrq: banner.jsrq,
});

const draftOf = (values: BannerValues, id?: string): BannerDraft => ({
  ...(id === undefined ? {} : { id }),
  bt: values.bt.trim(),
  tp: values.image.find((item) => item.status === 'done')?.result ?? '',
  lj: values.lj.trim(),
  px: /^\d+$/.test(values.px.trim()) ? Number(values.px.trim()) : -1,
  ksrq: values.ksrq,
  jsrq: values.jsrq,
});

const problemOf = (field: keyof BannerDraft) => (_value: unknown, values: BannerValues) =>
  checkBanner(draftOf(values))[field] ?? null;

function activeText(banner: Banner): string {
  if (banner.ksrq === '' && banner.jsrq === '') return '长期显示';
  return `${banner.ksrq === '' ? '即日起' : banner.ksrq} 至 ${banner.jsrq === '' ? '长期' : banner.jsrq}`;
}

/** The add or edit form of one banner; a new form after each save. */
function BannerForm({ banner, onDone }: { banner: Banner | null; onDone: () => void }) {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const [save] = siteContentApi.useSaveContentBannerMutation();
  const upload = useContentUpload();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<BannerValues>({
    initialValues: banner === null ? EMPTY : valuesOf(banner),
    validators: {
      bt: problemOf('bt'),
      image: problemOf('tp'),
      lj: problemOf('lj'),
      px: problemOf('px'),
      ksrq: problemOf('ksrq'),
      jsrq: problemOf('jsrq'),
    },
    onSubmit: async (values) => {
      setAlert(null);
      if (values.image.some((item) => item.status === 'uploading')) {
        setAlert('图片正在上传，请稍候');
        return;
      }
      try {
        await save(draftOf(values, banner?.id)).unwrap();
        message.success('保存成功');
        form.reset(EMPTY);
        onDone();
      } catch (error) {
        setAlert(apiErrorMessage(error));
      }
    },
  });
  return (
    <Form
      form={form}
      variant={variant}
      labelWidth="96px"
      aria-label={banner === null ? '添加轮播图' : '编辑轮播图'}
    >
      {alert !== null && <FormAlert>{alert}</FormAlert>}
      <FormField name="bt" label="标题" required help="也是图片的替代文字，读屏软件会朗读">
        <Input {...form.field('bt')} placeholder="如：秋季双选会火热报名中" autoComplete="off" />
      </FormField>
      <FormField name="image" label="图片" required help="建议宽高比 3:1，JPG、PNG、GIF 或 WEBP">
        <FileUploader
          value={form.values.image}
          onChange={(items) => form.setValue('image', items)}
          upload={upload}
          accept={CONTENT_IMAGE_TYPES}
          typesLabel=" JPG、PNG、GIF、WEBP 图片"
          maxCount={1}
          maxSize={CONTENT_FILE_MAX_BYTES}
          label="上传图片"
          hrefOf={(item) => (item.result === undefined ? undefined : imageSourceOf(item.result))}
        />
      </FormField>
      <FormField name="lj" label="链接" help="点击图片打开的地址，以 http://、https:// 或 / 开头；可不填">
        <Input {...form.field('lj')} placeholder="https://" autoComplete="off" />
      </FormField>
      <FormField name="px" label="排序" required help="数字小的在前">
        <Input {...form.field('px')} inputMode="numeric" maxLength={3} />
      </FormField>
      <FormField name="ksrq" label="开始日期" help="不填则立即显示">
        <DatePicker value={form.values.ksrq} onChange={(date) => form.setValue('ksrq', date)} />
      </FormField>
      <FormField name="jsrq" label="结束日期" help="不填则一直显示">
        <DatePicker value={form.values.jsrq} onChange={(date) => form.setValue('jsrq', date)} />
      </FormField>
      <FormActions>
        <FormSubmit size={isPhone ? 'phone' : 'md'}>{banner === null ? '添加轮播图' : '保存修改'}</FormSubmit>
        {banner !== null && (
          <Button size={isPhone ? 'phone' : 'md'} onClick={onDone}>
            取消编辑
          </Button>
        )}
      </FormActions>
    </Form>
  );
}

/** /mgrpage/wznr/lbt: the homepage's carousel — its images, links, order and active dates. */
export default function BannersScreen() {
  const { data, isLoading, isError, error, refetch } = siteContentApi.useContentBannersQuery();
  const [remove] = siteContentApi.useRemoveContentBannerMutation();
  const [editing, setEditing] = useState<Banner | null>(null);
  const removeBanner = async (banner: Banner) => {
    try {
      await remove(banner.id).unwrap();
      if (editing?.id === banner.id) setEditing(null);
      message.success('删除成功');
    } catch (failure) {
      message.error(apiErrorMessage(failure));
    }
  };
  const full = (data?.length ?? 0) >= MAX_BANNERS;
  return (
    <SectionStack data-ui="site-banners">
      <SiteContentNav />
      <Section title="轮播图" busy={isLoading}>
        {isLoading ? (
          <Skeleton rows={3} label="轮播图加载中" />
        ) : isError ? (
          <LoadFailedAlert failed="轮播图加载失败" error={error} onRetry={() => void refetch()} />
        ) : data === undefined || data.length === 0 ? (
          <Empty compact description="暂无轮播图，首页将不显示轮播区" />
        ) : (
          <StyledList aria-label="轮播图列表">
            {data.map((banner) => (
              <li key={banner.id}>
                <img src={imageSourceOf(banner.tp)} alt={banner.bt} />
                <StyledText>
                  <strong>{banner.bt}</strong>
                  <p>
                    排序 {banner.px} · {activeText(banner)}
                  </p>
                  {banner.lj !== '' && <p>链接：{banner.lj}</p>}
                </StyledText>
                <Button size="sm" onClick={() => setEditing(banner)} aria-label={`编辑轮播图${banner.bt}`}>
                  编辑
                </Button>
                <Popconfirm
                  title="确定删除该轮播图吗？"
                  description="删除后首页不再显示，不可恢复。"
                  danger
                  onConfirm={() => removeBanner(banner)}
                >
                  <Button size="sm" danger aria-label={`删除轮播图${banner.bt}`}>
                    删除
                  </Button>
                </Popconfirm>
              </li>
            ))}
          </StyledList>
        )}
      </Section>
      <Section title={editing === null ? '添加轮播图' : `编辑轮播图：${editing.bt}`}>
        {editing === null && full ? (
          <FormAlert>{`轮播图最多${MAX_BANNERS}张，请先删除不再需要的`}</FormAlert>
        ) : (
          <BannerForm key={editing?.id ?? 'new'} banner={editing} onDone={() => setEditing(null)} />
        )}
      </Section>
    </SectionStack>
  );
}

import { useState } from 'react';
import { checkLook, FOOTER_LINE_LIMIT, SITE_TEMPLATES, type SiteLook } from '../../../contract/homepage';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailedAlert } from '../../../app/review/LoadFailedAlert';
import { FileUploader, type FileListItem } from '../../../ui/FileUploader';
import { Form, FormActions, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { FormAlert } from '../../../ui/FormAlert';
import { Input } from '../../../ui/Input';
import { message } from '../../../ui/Message';
import { RadioGroup } from '../../../ui/Radio';
import { Section, SectionStack } from '../../../ui/Section';
import { Skeleton } from '../../../ui/Skeleton';
import { SiteContentNav } from '../components/SiteContentNav';
import { imageSourceOf, storedFileItem } from '../contentFiles';
import { CONTENT_FILE_MAX_BYTES, CONTENT_IMAGE_TYPES, useContentUpload } from '../contentUpload';
import { siteContentApi } from '../siteContentApi';

type LookValues = { mbid: string; logo: FileListItem[]; dz: string; dh: string; bq: string };

const valuesOf = (look: SiteLook): LookValues => ({
  mbid: look.mbid,
  logo: look.logo === '' ? [] : [storedFileItem(look.logo, '网站标志')],
  dz: look.dz,
  dh: look.dh,
  bq: look.bq,
});

const lookOf = (values: LookValues): SiteLook => ({
  mbid: values.mbid,
  logo: values.logo.find((item) => item.status === 'done')?.result ?? '',
  dz: values.dz.trim(),
  dh: values.dh.trim(),
  bq: values.bq.trim(),
});

const problemOf = (field: keyof SiteLook) => (_value: unknown, values: LookValues) =>
  checkLook(lookOf(values))[field] ?? null;

const TEMPLATE_OPTIONS = SITE_TEMPLATES.map((template) => ({ value: template.mbid, label: template.mbmc }));

const FOOTER_FIELDS = [
  { name: 'dz', label: '地址', placeholder: '如：大学路1号 就业指导中心' },
  { name: 'dh', label: '电话', placeholder: '如：010-12345678' },
  { name: 'bq', label: '版权信息', placeholder: '如：© 某某大学就业指导中心' },
] as const;

function LookForm({ look }: { look: SiteLook }) {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const [save] = siteContentApi.useSaveContentLookMutation();
  const upload = useContentUpload();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<LookValues>({
    initialValues: valuesOf(look),
    validators: { mbid: problemOf('mbid'), dz: problemOf('dz'), dh: problemOf('dh'), bq: problemOf('bq') },
    onSubmit: async (values) => {
      setAlert(null);
      if (values.logo.some((item) => item.status === 'uploading')) {
        setAlert('标志正在上传，请稍候');
        return;
      }
      try {
        form.reset(valuesOf(await save(lookOf(values)).unwrap()));
        message.success('保存成功，首页下次打开时生效');
      } catch (error) {
        setAlert(apiErrorMessage(error));
      }
    },
  });
  return (
    <Form form={form} variant={variant} labelWidth="96px" aria-label="模板与标志">
      {alert !== null && <FormAlert>{alert}</FormAlert>}
      <FormField name="mbid" label="网站模板" required help="首页各版块的排列方式">
        <RadioGroup<string> {...form.field('mbid')} options={TEMPLATE_OPTIONS} variant={variant} />
      </FormField>
      <FormField name="logo" label="网站标志" help="显示在首页页头网站名称前；不上传则只显示名称">
        <FileUploader
          value={form.values.logo}
          onChange={(items) => form.setValue('logo', items)}
          upload={upload}
          accept={CONTENT_IMAGE_TYPES}
          typesLabel=" JPG、PNG、GIF、WEBP 图片"
          maxCount={1}
          maxSize={CONTENT_FILE_MAX_BYTES}
          label="上传标志"
          hrefOf={(item) => (item.result === undefined ? undefined : imageSourceOf(item.result))}
        />
      </FormField>
      {FOOTER_FIELDS.map((field) => (
        <FormField key={field.name} name={field.name} label={`页脚${field.label}`}>
          <Input {...form.field(field.name)} placeholder={field.placeholder} maxLength={FOOTER_LINE_LIMIT} />
        </FormField>
      ))}
      <FormActions>
        <FormSubmit size={isPhone ? 'phone' : 'md'} block={isPhone}>
          保存
        </FormSubmit>
      </FormActions>
    </Form>
  );
}

/** /mgrpage/wznr/wzmb: the homepage's template, the logo in its header and the footer's lines. */
export default function LookScreen() {
  const look = siteContentApi.useContentLookQuery();
  return (
    <SectionStack data-ui="site-look">
      <SiteContentNav />
      <Section title="模板与标志" busy={look.isLoading}>
        {look.isLoading ? (
          <Skeleton title rows={6} label="网站模板加载中" />
        ) : look.data === undefined ? (
          <LoadFailedAlert failed="网站模板加载失败" error={look.error} onRetry={() => void look.refetch()} />
        ) : (
          <LookForm look={look.data} />
        )}
      </Section>
    </SectionStack>
  );
}

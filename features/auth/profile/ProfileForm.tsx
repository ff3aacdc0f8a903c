import { useId, useState } from 'react';
import styled from 'styled-components';
import { EMPLOYER_INDUSTRIES, EMPLOYER_NATURES } from '../../../contract/codeLists';
import {
  ADDRESS_LIMIT,
  CAPITAL_BANDS,
  DESCRIPTION_LIMIT,
  NAME_LIMIT,
  SHORT_TEXT_LIMIT,
  SIZE_BANDS,
  WEBSITE_LIMIT,
  type EmployerProfile,
  type EmployerProfileFields,
} from '../../../contract/employerProfile';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { Cascader } from '../../../ui/Cascader';
import { Form, FormActions, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { FormAlert } from '../../../ui/FormAlert';
import { Input } from '../../../ui/Input';
import { TextArea } from '../../../ui/TextArea';
import type { UploadItem } from '../../../ui/Uploader';
import { color, fontSize, fontWeight, space } from '../../../ui/theme';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { useNotify } from '../../../app/api/useNotify';
import { useCityOptions } from '../../../app/regions/cityOptions';
import { serverFieldOf } from '../formRules';
import { CodeListSelect } from '../registration/CodeListSelect';
import { LicenceField } from '../registration/LicenceField';
import { LICENCE_INVALID_MESSAGE, licenceRule, licenceUploadMessage } from '../registration/licenceRules';
import { useLicenceUpload } from '../registration/useLicenceUpload';
import { locationOf, locationPath } from './cityOptions';
import { LogoField } from './LogoField';
import { profileApi, type SaveOutcome } from './profileApi';
import { PROFILE_FIELD_HINTS, changePending, fieldRule, locationRule, reviewedChanges } from './profileRules';

const StyledSection = styled.section`
  display: grid;
  max-width: 880px;
`;

const StyledSectionTitle = styled.h2`
  margin: ${space(2)} 0 ${space(4)};
  padding-bottom: ${space(2)};
  border-bottom: 1px solid ${color.border};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  color: ${color.text};
`;

const StyledCount = styled.span`
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

type Values = Omit<EmployerProfileFields, 'yyzz' | 'logo'> & { yyzz: UploadItem[]; logo: UploadItem[] };

const REVIEW_HELP = '须与营业执照一致；修改需经学校审核，通过后生效';
const PENDING_HELP = '变更正在等待学校审核，审核完成前不能修改';

export type ProfileFormProps = {
  profile: EmployerProfile;
  variant: 'desktop' | 'phone';
  /** 账号管理·管理: without it the form only shows. */
  canManage: boolean;
  submitText: string;
  /** After a save, with what the server answered. */
  onSaved?: (outcome: SaveOutcome) => void;
};

/**
 * Every field of the employer profile (zhgl/dwxxwh and zhgl/dwxxws): the other fields apply when
 * saved; a changed name, credit code or licence becomes a request for the school's review, so those
 * three stay read-only while one waits. New images are uploaded first (licence to bucket yyzz, logo to
 * dwlogo), then the profile is saved (POST /com/dwxx/save).
 */
export function ProfileForm({ profile, variant, canManage, submitText, onSaved }: ProfileFormProps) {
  const isPhone = variant === 'phone';
  const sectionId = useId();
  const notify = useNotify();
  const [save] = profileApi.useSaveEmployerProfileMutation();
  const [uploadLogo] = profileApi.useUploadLogoMutation();
  const licence = useLicenceUpload();
  const cities = useCityOptions();
  const [alert, setAlert] = useState<string | null>(null);
  const current = profile.fields;
  const pending = changePending(profile.change);
  const locked = !canManage;

  const form = useForm<Values>({
    initialValues: { ...current, yyzz: [], logo: [] },
    validators: {
      dwmc: fieldRule('dwmc'),
      tyshxydm: fieldRule('tyshxydm'),
      dwxz: fieldRule('dwxz'),
      dwhy: fieldRule('dwhy'),
      zgbm: fieldRule('zgbm'),
      dwjj: fieldRule('dwjj'),
      zczj: fieldRule('zczj'),
      dwgm: fieldRule('dwgm'),
      sf: (province: string, values: Values) => locationRule(province, values.cs),
      xxdz: fieldRule('xxdz'),
      yzbm: fieldRule('yzbm'),
      dwwz: fieldRule('dwwz'),
      lxr: fieldRule('lxr'),
      sjhm: fieldRule('sjhm'),
      gddh: fieldRule('gddh'),
      yx: fieldRule('yx'),
      yyzz: licenceRule(current.yyzz),
    },
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      let licencePath = current.yyzz;
      let logoPath = current.logo;
      const [pickedLicence] = values.yyzz;
      const [pickedLogo] = values.logo;
      try {
        if (pickedLicence) licencePath = await licence.upload(pickedLicence.file);
      } catch (error) {
        setFieldError('yyzz', licenceUploadMessage(apiErrorMessage(error)));
        return;
      }
      try {
        if (pickedLogo) logoPath = await uploadLogo(pickedLogo.file).unwrap();
      } catch (error) {
        setFieldError('logo', `单位标志上传失败：${apiErrorMessage(error).replace(/[。！!.]$/, '')}`);
        return;
      }
      const { yyzz: _licence, logo: _logo, ...texts } = values;
      const trimmed = Object.fromEntries(
        Object.entries(texts).map(([field, value]) => [field, value.trim()]),
      ) as Omit<EmployerProfileFields, 'yyzz' | 'logo'>;
      try {
        const outcome = await save({ ...trimmed, yyzz: licencePath, logo: logoPath }).unwrap();
        notify.success(outcome.message || '已保存');
        onSaved?.(outcome);
      } catch (error) {
        const text = apiErrorMessage(error);
        if (text === LICENCE_INVALID_MESSAGE) licence.forget();
        const field = serverFieldOf(text, PROFILE_FIELD_HINTS);
        if (field !== null && field !== 'cs') setFieldError(field, text);
        else setAlert(text);
      }
    },
  });

  const { values } = form;
  const asked = { dwmc: values.dwmc.trim(), tyshxydm: values.tyshxydm.trim(), yyzz: current.yyzz };
  const toReview = reviewedChanges(current, asked);
  if (values.yyzz.length > 0) toReview.push('营业执照');
  const size = isPhone ? 'phone' : 'md';
  const reviewedHelp = pending ? PENDING_HELP : REVIEW_HELP;

  return (
    <Form form={form} variant={variant} aria-label="单位信息" labelWidth="140px">
      {alert && <FormAlert>{alert}</FormAlert>}
      <StyledSection aria-labelledby={`${sectionId}-basic`}>
        <StyledSectionTitle id={`${sectionId}-basic`}>基本信息</StyledSectionTitle>
        <FormField label="单位名称" name="dwmc" required help={reviewedHelp}>
          <Input
            {...form.field('dwmc')}
            maxLength={NAME_LIMIT}
            readOnly={pending}
            disabled={locked}
            autoComplete="organization"
          />
        </FormField>
        <FormField
          label="统一社会信用代码"
          name="tyshxydm"
          required
          help={pending ? PENDING_HELP : '18位，修改需经学校审核'}
        >
          <Input
            {...form.field('tyshxydm')}
            maxLength={18}
            readOnly={pending}
            disabled={locked}
            autoComplete="off"
          />
        </FormField>
        <FormField label="单位性质" name="dwxz" required>
          <CodeListSelect
            list={EMPLOYER_NATURES}
            variant={variant}
            disabled={locked}
            {...form.field('dwxz')}
          />
        </FormField>
        <FormField label="单位行业" name="dwhy" required>
          <CodeListSelect
            list={EMPLOYER_INDUSTRIES}
            variant={variant}
            searchable
            disabled={locked}
            {...form.field('dwhy')}
          />
        </FormField>
        <FormField label="主管部门" name="zgbm" help="选填，如：浙江省教育厅">
          <Input {...form.field('zgbm')} maxLength={SHORT_TEXT_LIMIT} disabled={locked} autoComplete="off" />
        </FormField>
        <FormField label="注册资金" name="zczj" help="选填">
          <CodeListSelect list={CAPITAL_BANDS} variant={variant} disabled={locked} {...form.field('zczj')} />
        </FormField>
        <FormField label="单位规模" name="dwgm" required>
          <CodeListSelect list={SIZE_BANDS} variant={variant} disabled={locked} {...form.field('dwgm')} />
        </FormField>
        <FormField label="单位简介" name="dwjj" required>
          <TextArea
            {...form.field('dwjj')}
            variant={variant}
            rows={isPhone ? 4 : 6}
            disabled={locked}
            footer={<StyledCount>{`${[...values.dwjj].length}/${DESCRIPTION_LIMIT}`}</StyledCount>}
          />
        </FormField>
      </StyledSection>

      <StyledSection aria-labelledby={`${sectionId}-contact`}>
        <StyledSectionTitle id={`${sectionId}-contact`}>地址与联系方式</StyledSectionTitle>
        <FormField
          label="所在地区"
          name="sf"
          required
          help={cities.status === 'loading' ? '正在加载省市列表…' : '选择到城市一级'}
        >
          {cities.status === 'ready' ? (
            <Cascader
              options={cities.options}
              value={locationPath(values.sf, values.cs)}
              onChange={(path) => {
                const { sf, cs } = locationOf(path);
                form.setValue('cs', cs);
                form.setValue('sf', sf);
              }}
              onBlur={form.field('sf').onBlur}
              levelLabels={['省', '市']}
              searchable={!isPhone}
              clearable
              disabled={locked}
              placeholder="请选择省 / 市"
              sheetTitle="选择所在地区"
            />
          ) : (
            <Cascader options={[]} disabled placeholder="请选择省 / 市" />
          )}
        </FormField>
        {cities.status === 'failed' && (
          <Callout tone="error" announce title="省市列表加载失败">
            <div>
              <Button size="sm" onClick={cities.retry}>
                重新加载
              </Button>
            </div>
          </Callout>
        )}
        <FormField label="详细地址" name="xxdz" required>
          <Input
            {...form.field('xxdz')}
            maxLength={ADDRESS_LIMIT}
            disabled={locked}
            autoComplete="street-address"
          />
        </FormField>
        <FormField label="邮政编码" name="yzbm" help="选填，6位数字">
          <Input
            {...form.field('yzbm')}
            maxLength={6}
            inputMode="numeric"
            disabled={locked}
            autoComplete="postal-code"
          />
        </FormField>
        <FormField label="单位网址" name="dwwz" help="选填，如 https://www.example.com">
          <Input
            {...form.field('dwwz')}
            maxLength={WEBSITE_LIMIT}
            type="url"
            inputMode="url"
            disabled={locked}
            autoComplete="url"
          />
        </FormField>
        <FormField label="联系人" name="lxr" required>
          <Input {...form.field('lxr')} maxLength={SHORT_TEXT_LIMIT} disabled={locked} autoComplete="name" />
        </FormField>
        <FormField label="联系人手机" name="sjhm" required>
          <Input
            {...form.field('sjhm')}
            maxLength={20}
            type="tel"
            inputMode="tel"
            disabled={locked}
            autoComplete="tel"
          />
        </FormField>
        <FormField label="固定电话" name="gddh" help="选填，如 0571-87654321">
          <Input
            {...form.field('gddh')}
            maxLength={20}
            type="tel"
            inputMode="tel"
            disabled={locked}
            autoComplete="off"
          />
        </FormField>
        <FormField label="电子邮箱" name="yx" required>
          <Input
            {...form.field('yx')}
            maxLength={100}
            type="email"
            inputMode="email"
            disabled={locked}
            autoComplete="email"
          />
        </FormField>
      </StyledSection>

      <StyledSection aria-labelledby={`${sectionId}-images`}>
        <StyledSectionTitle id={`${sectionId}-images`}>营业执照与单位标志</StyledSectionTitle>
        <FormField label="营业执照" name="yyzz" required help={pending ? PENDING_HELP : REVIEW_HELP}>
          <LicenceField
            value={form.values.yyzz}
            onChange={(items) => form.setValue('yyzz', items)}
            variant={variant}
            disabled={form.isSubmitting || pending || locked}
            currentPath={current.yyzz}
          />
        </FormField>
        <FormField label="单位标志" name="logo" help="选填，JPG、PNG 或 WEBP 图片，不超过2MB">
          <LogoField
            value={form.values.logo}
            onChange={(items) => form.setValue('logo', items)}
            variant={variant}
            disabled={form.isSubmitting || locked}
            currentPath={current.logo}
          />
        </FormField>
      </StyledSection>

      {canManage && (
        <>
          {toReview.length > 0 && (
            <Callout tone="info">
              {`${toReview.join('、')}的修改将提交学校审核，审核通过后生效；其他信息保存后立即生效。`}
            </Callout>
          )}
          <FormActions>
            <FormSubmit size={size} block={isPhone}>
              {submitText}
            </FormSubmit>
          </FormActions>
        </>
      )}
    </Form>
  );
}

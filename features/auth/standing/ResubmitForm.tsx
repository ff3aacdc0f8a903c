import { useState } from 'react';
import type { EmployerStanding } from '../../../contract/account';
import { EMPLOYER_INDUSTRIES, EMPLOYER_NATURES, isKnownCode } from '../../../contract/codeLists';
import { Button } from '../../../ui/Button';
import { Form, FormActions, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { Input } from '../../../ui/Input';
import { message } from '../../../ui/Message';
import { notice } from '../../../ui/Notice';
import type { UploadItem } from '../../../ui/Uploader';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { FormAlert } from '../../../ui/FormAlert';
import { contactNameRules, fieldHints, industryRules, natureRules, serverFieldOf } from '../formRules';
import { CodeListSelect } from '../registration/CodeListSelect';
import { LicenceField } from '../registration/LicenceField';
import { LICENCE_INVALID_MESSAGE, licenceRule, licenceUploadMessage } from '../registration/licenceRules';
import { useLicenceUpload } from '../registration/useLicenceUpload';
import { standingApi } from './standingApi';
import { standingNotice } from './standingRules';

const RESUBMIT_HINTS = [fieldHints.dwxz, fieldHints.dwhy, fieldHints.lxr, fieldHints.yyzz] as const;

export const RESUBMITTED_MESSAGE = '已重新提交，请等待学校审核';

type Values = { dwxz: string; dwhy: string; lxr: string; yyzz: UploadItem[] };

export type ResubmitFormProps = {
  standing: EmployerStanding;
  variant: 'desktop' | 'phone';
  /** After the success message. */
  onDone: () => void;
  onCancel: () => void;
};

/**
 * The correction a rejected or changes-requested employer sends again (POST /com/dwyh/tjsh): nature,
 * industry, contact and licence, filled with what it submitted last. The licence on file stays unless
 * another image is picked; a new one is uploaded to bucket yyzz first.
 */
export function ResubmitForm({ standing, variant, onDone, onCancel }: ResubmitFormProps) {
  const isPhone = variant === 'phone';
  const [resubmit] = standingApi.useResubmitRegistrationMutation();
  const licence = useLicenceUpload();
  const [alert, setAlert] = useState<string | null>(null);
  const reason = standingNotice(standing)?.reason ?? null;

  const form = useForm<Values>({
    initialValues: {
      dwxz: isKnownCode(EMPLOYER_NATURES, standing.dwxz) ? standing.dwxz : '',
      dwhy: isKnownCode(EMPLOYER_INDUSTRIES, standing.dwhy) ? standing.dwhy : '',
      lxr: standing.lxr,
      yyzz: [],
    },
    validators: {
      dwxz: natureRules,
      dwhy: industryRules,
      lxr: contactNameRules,
      yyzz: licenceRule(standing.yyzz),
    },
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      let licencePath = standing.yyzz;
      const [picked] = values.yyzz;
      if (picked) {
        try {
          licencePath = await licence.upload(picked.file);
        } catch (error) {
          setFieldError('yyzz', licenceUploadMessage(apiErrorMessage(error)));
          return;
        }
      }
      try {
        const text = await resubmit({
          dwxz: values.dwxz,
          dwhy: values.dwhy,
          lxr: values.lxr.trim(),
          yyzz: licencePath,
        }).unwrap();
        (isPhone ? notice : message).success(text && text !== '成功' ? text : RESUBMITTED_MESSAGE);
        onDone();
      } catch (error) {
        const text = apiErrorMessage(error);
        if (text === LICENCE_INVALID_MESSAGE) licence.forget();
        const field = serverFieldOf(text, RESUBMIT_HINTS);
        if (field) setFieldError(field, text);
        else setAlert(text);
      }
    },
  });

  const size = isPhone ? 'phone' : 'md';
  return (
    <Form form={form} variant={variant} aria-label="修改注册信息">
      {reason && (
        <FormAlert tone="info">
          <strong>{`${reason.label}：`}</strong>
          {reason.text}
        </FormAlert>
      )}
      {alert && <FormAlert>{alert}</FormAlert>}
      <FormField label="单位名称" help="单位名称和统一社会信用代码不能在此修改">
        <Input value={standing.dwmc} readOnly />
      </FormField>
      <FormField label="单位性质" name="dwxz" required>
        <CodeListSelect list={EMPLOYER_NATURES} variant={variant} {...form.field('dwxz')} />
      </FormField>
      <FormField label="单位行业" name="dwhy" required>
        <CodeListSelect list={EMPLOYER_INDUSTRIES} variant={variant} searchable {...form.field('dwhy')} />
      </FormField>
      <FormField label="联系人" name="lxr" required>
        <Input {...form.field('lxr')} autoComplete="name" maxLength={50} />
      </FormField>
      <FormField label="营业执照" name="yyzz" required>
        <LicenceField
          value={form.values.yyzz}
          onChange={(items) => form.setValue('yyzz', items)}
          variant={variant}
          disabled={form.isSubmitting}
          currentPath={standing.yyzz}
        />
      </FormField>
      <FormActions>
        {!isPhone && (
          <Button size={size} onClick={onCancel}>
            取消
          </Button>
        )}
        <FormSubmit size={size} block={isPhone}>
          重新提交审核
        </FormSubmit>
      </FormActions>
    </Form>
  );
}

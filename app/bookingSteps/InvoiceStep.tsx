import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import {
  EMPTY_INVOICE_FIELDS,
  INVOICE_FREE_NOTICE,
  INVOICE_KINDS,
  INVOICE_PROFILES_MAX,
  invoiceKindLabel,
  invoiceNeeded,
  type InvoiceChoice,
  type InvoiceChoiceProblems,
  type InvoiceFields,
  type InvoiceKind,
  type InvoiceProfile,
} from '../../contract/invoices';
import { ACCOUNT_VIEW } from '../../contract/permissions';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { Checkbox } from '../../ui/Checkbox';
import { FormField } from '../../ui/Form';
import { Input } from '../../ui/Input';
import { RadioGroup } from '../../ui/Radio';
import { Skeleton } from '../../ui/Skeleton';
import { Tag } from '../../ui/Tag';
import { color, fontSize, space } from '../../ui/theme';
import { refusalOf } from '../api/refusal';
import { useCan } from '../api/session';
import { invoiceApi } from './invoiceApi';

/**
 * The qrfpxx step of talks and fairs (controlled):
 * - fee 0: the INVOICE_FREE_NOTICE and nothing to choose (the booking stores INVOICE_NOT_NEEDED);
 * - otherwise a saved profile (radio list, the default chosen when nothing is yet) or details typed in
 *   (普通 / 专用 switch; 保存为常用发票信息 sets bcwcy). `value` is the InvoiceChoice sent with the
 *   booking; `errors` are invoiceChoiceProblems(value) once the user tried to go on, or a refusal of
 *   the server under `choice`.
 * A user whose role cannot read the profiles (账号管理·查看) types the details in.
 */
export type InvoiceStepProps = {
  /** The booking's fee in yuan. */
  fee: number;
  value: InvoiceChoice | null;
  onChange: (value: InvoiceChoice) => void;
  errors?: InvoiceChoiceProblems;
  variant?: 'desktop' | 'phone';
  disabled?: boolean;
};

type Mode = 'profile' | 'typed';

const StyledStep = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

const StyledProfile = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  align-items: center;
`;

const StyledMuted = styled.span`
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const StyledFields = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const StyledSave = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  align-items: center;
`;

function ProfileLabel({ profile }: { profile: InvoiceProfile }) {
  return (
    <StyledProfile>
      <span>{profile.fptt}</span>
      <Tag tone={profile.fplx === 'zy' ? 'warning' : 'info'}>{invoiceKindLabel(profile.fplx)}</Tag>
      {profile.mr && <Tag tone="primary">默认</Tag>}
      <StyledMuted>纳税人识别号 {profile.nsrsbh}</StyledMuted>
    </StyledProfile>
  );
}

const typedFieldsSpec: { key: Exclude<keyof InvoiceFields, 'fplx'>; label: string; special: boolean }[] = [
  { key: 'fptt', label: '发票抬头', special: false },
  { key: 'nsrsbh', label: '纳税人识别号', special: false },
  { key: 'dz', label: '注册地址', special: true },
  { key: 'dh', label: '注册电话', special: true },
  { key: 'khyh', label: '开户银行', special: true },
  { key: 'yhzh', label: '银行账号', special: true },
];

const helpOf: Partial<Record<keyof InvoiceFields, string>> = {
  nsrsbh: '18位统一社会信用代码，或15、17、20位纳税人识别号',
  dh: '如 0591-87654321',
};

export function InvoiceStep({
  fee,
  value,
  onChange,
  errors = {},
  variant = 'desktop',
  disabled = false,
}: InvoiceStepProps) {
  const canRead = useCan(ACCOUNT_VIEW);
  const paid = invoiceNeeded(fee);
  const profiles = invoiceApi.useInvoicesQuery(undefined, { skip: !paid || !canRead });
  const list = profiles.data ?? [];
  // The details typed last, kept while the user looks at the saved profiles.
  const typed = useRef<{ fpxx: InvoiceFields; bcwcy: boolean }>({ fpxx: EMPTY_INVOICE_FIELDS, bcwcy: false });
  if (value !== null && 'fpxx' in value) typed.current = value;

  const defaultProfile = list.find((profile) => profile.mr) ?? list[0];
  useEffect(() => {
    if (value === null && defaultProfile !== undefined && !disabled) onChange({ fpid: defaultProfile.id });
  }, [value, defaultProfile, disabled, onChange]);

  if (!paid) return <Callout tone="info">{INVOICE_FREE_NOTICE}</Callout>;

  const mode: Mode =
    value === null ? (list.length > 0 ? 'profile' : 'typed') : 'fpid' in value ? 'profile' : 'typed';
  const layout = variant === 'phone' ? 'vertical' : 'horizontal';
  const typedValue = typed.current;
  const setTyped = (next: Partial<InvoiceFields>, bcwcy = typedValue.bcwcy) => {
    onChange({ fpxx: { ...typedValue.fpxx, ...next }, bcwcy });
  };
  const setKind = (kind: InvoiceKind) =>
    // 普通发票 leaves the 专用 fields out, so nothing hidden is checked or sent.
    setTyped(kind === 'zy' ? { fplx: kind } : { fplx: kind, dz: '', dh: '', khyh: '', yhzh: '' });
  const loadError = canRead && profiles.isError ? refusalOf(profiles.error).message : null;
  const full = list.length >= INVOICE_PROFILES_MAX;

  return (
    <StyledStep data-ui="invoice-step">
      <Callout tone="info">本次预订费用 {fee.toLocaleString('zh-CN')} 元，请确认开票信息。</Callout>
      {errors.choice !== undefined && (
        <Callout tone="error" announce>
          {errors.choice}
        </Callout>
      )}
      {loadError !== null && (
        <Callout tone="warning" title="常用发票信息加载失败">
          {loadError}，可直接填写发票信息，或
          <Button variant="link" onClick={() => void profiles.refetch()}>
            重新加载
          </Button>
        </Callout>
      )}
      {canRead && (
        <Skeleton loading={profiles.isLoading} rows={2} label="正在加载常用发票信息">
          <FormField label="开票方式" layout={layout} variant={variant}>
            <RadioGroup<Mode>
              value={mode}
              variant={variant}
              disabled={disabled}
              options={[
                { value: 'profile', label: '使用常用发票信息', disabled: list.length === 0 },
                { value: 'typed', label: '填写发票信息' },
              ]}
              onChange={(next) => {
                if (next === 'typed') onChange(typedValue);
                else if (defaultProfile !== undefined) onChange({ fpid: defaultProfile.id });
              }}
            />
          </FormField>
        </Skeleton>
      )}
      {mode === 'profile' && value !== null && 'fpid' in value && (
        <FormField label="常用发票信息" required layout={layout} variant={variant}>
          <RadioGroup<string>
            value={value.fpid}
            direction="vertical"
            variant={variant}
            disabled={disabled}
            options={list.map((profile) => ({
              value: profile.id,
              label: <ProfileLabel profile={profile} />,
            }))}
            onChange={(id) => onChange({ fpid: id })}
          />
        </FormField>
      )}
      {mode === 'typed' && (
        <StyledFields disabled={disabled} aria-label="发票信息">
          <FormField label="发票类型" required layout={layout} variant={variant} error={errors.fplx}>
            <RadioGroup<InvoiceKind>
              value={typedValue.fpxx.fplx}
              variant={variant}
              disabled={disabled}
              options={INVOICE_KINDS}
              onChange={setKind}
            />
          </FormField>
          {typedFieldsSpec
            .filter((field) => !field.special || typedValue.fpxx.fplx === 'zy')
            .map((field) => (
              <FormField
                key={field.key}
                label={field.label}
                required
                layout={layout}
                variant={variant}
                help={helpOf[field.key]}
                error={errors[field.key]}
              >
                <Input
                  value={typedValue.fpxx[field.key]}
                  onChange={(text) => setTyped({ [field.key]: text })}
                  autoComplete="off"
                  inputMode={field.key === 'yhzh' ? 'numeric' : field.key === 'dh' ? 'tel' : undefined}
                />
              </FormField>
            ))}
          {canRead && (
            <StyledSave>
              <Checkbox
                checked={typedValue.bcwcy && !full}
                disabled={disabled || full}
                variant={variant}
                onChange={(checked) => setTyped({}, checked)}
              >
                保存为常用发票信息
              </Checkbox>
              {full && <StyledMuted>常用发票信息已达{INVOICE_PROFILES_MAX}个，不能再保存</StyledMuted>}
            </StyledSave>
          )}
        </StyledFields>
      )}
    </StyledStep>
  );
}

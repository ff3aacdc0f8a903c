import { useState } from 'react';
import styled from 'styled-components';
import {
  BOOKABLE_BOOTH_TYPES,
  BOOKING_SCOPES,
  BOOTH_TYPES,
  FAIR_KINDS,
  FAIR_REVIEW_MODES,
  type BookingScope,
  type FairInput,
  type FairKind,
  type FairReviewMode,
} from '../../../contract/fairs';
import { EMPLOYER_INDUSTRIES } from '../../../contract/codeLists';
import { CheckboxGroup } from '../../../ui/Checkbox';
import { DatePicker } from '../../../ui/DatePicker';
import { Form, FormActions, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { FormAlert } from '../../../ui/FormAlert';
import { Input } from '../../../ui/Input';
import { RadioGroup } from '../../../ui/Radio';
import { TextArea } from '../../../ui/TextArea';
import { TimePicker } from '../../../ui/TimePicker';
import { space } from '../../../ui/theme';
import { placeRefusal } from '../../../app/api/refusal';
import { useNotify } from '../../../app/api/useNotify';
import { fairEditorApi } from '../fairEditorApi';
import {
  FAIR_INTRO_LIMIT,
  FAIR_NAME_LIMIT,
  FAIR_PLACE_LIMIT,
  fairFieldOf,
  fairFormRules,
  fairInputOf,
  newFairValues,
  valuesOfFair,
  type FairFormField,
  type FairFormValues,
} from '../fairForm';

const StyledPair = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};

  & > * {
    flex: 1 1 200px;
  }
`;

const options = <T extends string>(codes: Record<T, string>) =>
  (Object.entries(codes) as [T, string][]).map(([value, label]) => ({ value, label }));

const KIND_OPTIONS = options<FairKind>(FAIR_KINDS);
const SCOPE_OPTIONS = options<BookingScope>(BOOKING_SCOPES);
const REVIEW_OPTIONS = options<FairReviewMode>(FAIR_REVIEW_MODES);
const ANNOUNCEMENT_OPTIONS = [
  { value: '1' as const, label: '需要' },
  { value: '0' as const, label: '不需要' },
];
const INDUSTRY_OPTIONS = EMPLOYER_INDUSTRIES.map((item) => ({ value: item.code, label: item.label }));

/** Fields whose message depends on another field: a change of the one checks the other again. */
const LINKED: Partial<Record<FairFormField, FairFormField[]>> = {
  kssj: ['jssj', 'bmjzrq'],
  jbrq: ['bmjzrq'],
  bmkssj: ['bmksrq', 'bmjzrq'],
  bmjzsj: ['bmjzrq'],
  bmksrq: ['bmjzrq'],
};

export type FairFormProps = {
  /** The fair edited; without it a new one is created. */
  fair?: FairInput & { id: string };
  variant: 'desktop' | 'phone';
  onSaved: (id: string) => void;
};

/**
 * Every field of a fair (POST /mgr/zph/save): name, kind, date and hours, place, the registration
 * window to the minute, who may book (all passed employers or some industries), the fee per booth
 * type, attendees per booth, whether a linked announcement is required, the review mode and the
 * introduction; each message in the contract's words at its field.
 */
export function FairForm({ fair, variant, onSaved }: FairFormProps) {
  const isPhone = variant === 'phone';
  const notify = useNotify();
  const [save] = fairEditorApi.useSaveFairMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<FairFormValues>({
    initialValues: fair ? valuesOfFair(fair) : newFairValues(),
    validators: fairFormRules,
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      try {
        const { id } = await save(fairInputOf(values, fair?.id)).unwrap();
        notify.success(fair ? '招聘会已保存' : '招聘会已创建，请绘制展位图');
        onSaved(id);
      } catch (error) {
        setAlert(placeRefusal(error, fairFieldOf, setFieldError)?.message ?? null);
      }
    },
  });
  const bind = <K extends FairFormField>(name: K) => {
    const binding = form.field(name);
    return {
      ...binding,
      onChange: (value: FairFormValues[K]) => {
        binding.onChange(value);
        if (form.submitCount > 0) for (const other of LINKED[name] ?? []) void form.validateField(other);
      },
    };
  };
  const fees = form.field('zwfy');
  const feeError = form.fieldMeta('zwfy').error;
  const size = isPhone ? 'phone' : 'md';

  return (
    <Form form={form} variant={variant} layout="vertical" aria-label={fair ? '编辑招聘会' : '新建招聘会'}>
      {alert && <FormAlert>{alert}</FormAlert>}
      <FormField
        label="招聘会名称"
        name="zphmc"
        required
        help={`最多${FAIR_NAME_LIMIT}个字，如 2027届秋季大型双选会`}
      >
        <Input {...bind('zphmc')} maxLength={FAIR_NAME_LIMIT} autoComplete="off" />
      </FormField>
      <FormField label="招聘会类型" name="zphlx" required>
        <RadioGroup<FairKind> {...bind('zphlx')} options={KIND_OPTIONS} variant={variant} />
      </FormField>
      <StyledPair>
        <FormField label="举办日期" name="jbrq" required>
          <DatePicker {...bind('jbrq')} variant={variant} />
        </FormField>
        <FormField label="开始时间" name="kssj" required>
          <TimePicker {...bind('kssj')} variant={variant} minuteStep={5} />
        </FormField>
        <FormField label="结束时间" name="jssj" required>
          <TimePicker {...bind('jssj')} variant={variant} minuteStep={5} />
        </FormField>
      </StyledPair>
      <FormField label="举办地点" name="jbdd" required help="线上招聘会填写平台或网址">
        <Input {...bind('jbdd')} maxLength={FAIR_PLACE_LIMIT} autoComplete="off" />
      </FormField>
      <StyledPair>
        <FormField label="报名开始日期" name="bmksrq" required help="到这一分钟单位才能预订展位">
          <DatePicker {...bind('bmksrq')} variant={variant} />
        </FormField>
        <FormField label="报名开始时间" name="bmkssj" required>
          <TimePicker {...bind('bmkssj')} variant={variant} />
        </FormField>
      </StyledPair>
      <StyledPair>
        <FormField label="报名截止日期" name="bmjzrq" required help="不能晚于招聘会开始时间">
          <DatePicker {...bind('bmjzrq')} variant={variant} />
        </FormField>
        <FormField label="报名截止时间" name="bmjzsj" required>
          <TimePicker {...bind('bmjzsj')} variant={variant} />
        </FormField>
      </StyledPair>
      <FormField label="预订范围" name="ydfw" required>
        <RadioGroup<BookingScope> {...bind('ydfw')} options={SCOPE_OPTIONS} variant={variant} />
      </FormField>
      {form.values.ydfw === '2' && (
        <FormField label="可预订的行业" name="hyfw" required help="单位信息中的行业在所选之列才能预订">
          <CheckboxGroup<string> {...bind('hyfw')} options={INDUSTRY_OPTIONS} variant={variant} />
        </FormField>
      )}
      <StyledPair>
        {BOOKABLE_BOOTH_TYPES.map((type) => (
          <FormField
            key={type}
            label={`${BOOTH_TYPES[type]}费用`}
            required
            help={type === '1' ? '免费填 0' : undefined}
            error={feeError?.startsWith(BOOTH_TYPES[type]) ? feeError : null}
          >
            <Input
              value={fees.value[type]}
              onChange={(fee) => fees.onChange({ ...fees.value, [type]: fee })}
              onBlur={fees.onBlur}
              inputMode="numeric"
              maxLength={7}
              suffix="元"
            />
          </FormField>
        ))}
      </StyledPair>
      <FormField label="每展位参会人数" name="cjrs" required help="1到10人，默认2人">
        <Input {...bind('cjrs')} inputMode="numeric" maxLength={2} suffix="人" />
      </FormField>
      <FormField label="是否需关联招聘公告" name="xyglgg" required>
        <RadioGroup<'0' | '1'> {...bind('xyglgg')} options={ANNOUNCEMENT_OPTIONS} variant={variant} />
      </FormField>
      <FormField label="审核方式" name="shms" required help="自动通过：单位提交后即预订成功">
        <RadioGroup<FairReviewMode> {...bind('shms')} options={REVIEW_OPTIONS} variant={variant} />
      </FormField>
      <FormField label="招聘会简介" name="zphjs" help={`选填，最多${FAIR_INTRO_LIMIT}个字`}>
        <TextArea {...bind('zphjs')} rows={5} maxLength={FAIR_INTRO_LIMIT} />
      </FormField>
      <FormActions>
        <FormSubmit size={size} block={isPhone}>
          {fair ? '保存' : '创建招聘会'}
        </FormSubmit>
      </FormActions>
    </Form>
  );
}

import { useState } from 'react';
import { chinaDate } from '../../../contract/chinaTime';
import {
  VENUE_KINDS,
  VENUE_NAME_LIMIT,
  VENUE_TEXT_LIMIT,
  type Venue,
  type VenueKindCode,
} from '../../../contract/talks';
import { Button } from '../../../ui/Button';
import { Form, FormActions, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { FormAlert } from '../../../ui/FormAlert';
import { Input } from '../../../ui/Input';
import { RadioGroup } from '../../../ui/Radio';
import { Switch } from '../../../ui/Switch';
import { placeRefusal } from '../../../app/api/refusal';
import { useNotify } from '../../../app/api/useNotify';
import { venuesApi } from '../venuesApi';
import {
  draftOf,
  newVenueValues,
  valuesOf,
  venueFieldOf,
  venueFormRules,
  type VenueFormValues,
} from '../venueForm';
import { ClosedDatesEditor } from './ClosedDatesEditor';
import { FieldSet } from './FieldSet';
import { SlotEditor } from './SlotEditor';

const KIND_OPTIONS = VENUE_KINDS.map((kind) => ({ value: kind.code, label: kind.name }));

export type VenueFormProps = {
  /** The venue edited; a new one is added without. */
  venue?: Venue;
  variant: 'desktop' | 'phone';
  onDone: () => void;
  onCancel: () => void;
};

/**
 * Adds or edits a venue (POST /mgr/cd/save): name, building, kind, seats, equipment, fee (0 free),
 * the bookable slots per weekday, the closed dates and whether it is offered at all. Each problem
 * shows at its field; a refusal naming a field shows there too.
 */
export function VenueForm({ venue, variant, onDone, onCancel }: VenueFormProps) {
  const isPhone = variant === 'phone';
  const notify = useNotify();
  const [save] = venuesApi.useSaveVenueMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const [today] = useState(() => chinaDate(Date.now()));
  const form = useForm<VenueFormValues>({
    initialValues: venue ? valuesOf(venue) : newVenueValues(),
    validators: venueFormRules,
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      try {
        await save(draftOf(values, venue?.id)).unwrap();
        notify.success(venue ? '场地已保存' : '场地已添加');
        onDone();
      } catch (error) {
        setAlert(placeRefusal(error, venueFieldOf, setFieldError)?.message ?? null);
      }
    },
  });
  const size = isPhone ? 'phone' : 'md';
  const slots = form.field('slots');
  const closed = form.field('bkyrq');
  return (
    <Form form={form} variant={variant} layout="vertical" aria-label={venue ? '编辑场地' : '添加场地'}>
      {alert && <FormAlert>{alert}</FormAlert>}
      <FormField label="场地名称" name="cdmc" required help={`最多${VENUE_NAME_LIMIT}个字，如 学术报告厅`}>
        <Input {...form.field('cdmc')} autoComplete="off" />
      </FormField>
      <FormField label="所在楼宇" name="ld" help="选填，如 图书馆一楼">
        <Input {...form.field('ld')} autoComplete="off" />
      </FormField>
      <FormField label="场地类型" name="cdlx" required>
        <RadioGroup<VenueKindCode> {...form.field('cdlx')} options={KIND_OPTIONS} variant={variant} />
      </FormField>
      <FormField label="座位数" name="zws" required>
        <Input {...form.field('zws')} inputMode="numeric" maxLength={5} suffix="座" />
      </FormField>
      <FormField label="设备" name="sb" help={`选填，最多${VENUE_TEXT_LIMIT}个字，如 投影仪、音响、无线话筒`}>
        <Input {...form.field('sb')} autoComplete="off" />
      </FormField>
      <FormField label="费用" name="fy" required help="每个时段的场地费，免费填 0">
        <Input {...form.field('fy')} inputMode="numeric" maxLength={6} suffix="元/时段" />
      </FormField>
      <FieldSet
        legend="可预约时段"
        required
        variant={variant}
        error={form.fieldMeta('slots').error}
        help="单位只能在这些时段预约；同一星期内的时段不能重叠。"
      >
        <SlotEditor
          value={slots.value}
          onChange={slots.onChange}
          onBlur={slots.onBlur}
          variant={variant}
          showProblems={form.submitCount > 0}
        />
      </FieldSet>
      <FieldSet
        legend="不开放日期"
        variant={variant}
        error={form.fieldMeta('bkyrq').error}
        help="这些日期该场地不接受预约（如考试、维修）。"
      >
        <ClosedDatesEditor
          value={closed.value}
          onChange={closed.onChange}
          onBlur={closed.onBlur}
          today={today}
          variant={variant}
        />
      </FieldSet>
      <FormField label="启用" name="qy" help="停用的场地不再向单位开放预约，已有预约不受影响。">
        <Switch
          checked={form.values.qy}
          onChange={(qy) => form.setValue('qy', qy)}
          checkedText="启用"
          uncheckedText="停用"
          variant={variant}
        />
      </FormField>
      <FormActions>
        {!isPhone && (
          <Button size={size} onClick={onCancel}>
            取消
          </Button>
        )}
        <FormSubmit size={size} block={isPhone}>
          {venue ? '保存' : '添加场地'}
        </FormSubmit>
      </FormActions>
    </Form>
  );
}

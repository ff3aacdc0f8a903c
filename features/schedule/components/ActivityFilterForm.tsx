import { useState } from 'react';
import { ACTIVITY_KINDS } from '../../../contract/activities';
import { DateRangePicker } from '../../../ui/DateRangePicker';
import { FilterForm, useFilterDraft } from '../../../ui/FilterForm';
import { FormField } from '../../../ui/Form';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import {
  KEYWORD_LIMIT,
  NO_ACTIVITY_FILTERS,
  activeActivityFilterCount,
  activityRangeProblem,
  type ActivityFilters,
} from '../activityFilters';

const KIND_OPTIONS = ACTIVITY_KINDS.map((kind) => ({ value: kind.code, label: kind.name }));

export type ActivityFilterFormProps = {
  applied: ActivityFilters;
  onApply: (filters: ActivityFilters) => void;
  today: string;
  variant: 'desktop' | 'phone';
};

/** 活动信息's filters: dates, kind and a keyword (title or organiser). */
export function ActivityFilterForm({ applied, onApply, today, variant }: ActivityFilterFormProps) {
  const [values, setValues] = useFilterDraft(applied);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const set = (changes: Partial<ActivityFilters>) => setValues((current) => ({ ...current, ...changes }));
  const count = activeActivityFilterCount(applied);
  return (
    <FilterForm
      aria-label="筛选活动"
      variant={variant}
      foldedLabel={count > 0 ? `筛选活动（已选 ${count} 项）` : '筛选活动'}
      onSubmit={() => {
        const problem = activityRangeProblem(values);
        setRangeError(problem);
        if (problem === null) onApply({ ...values, keyword: values.keyword.trim() });
      }}
      onReset={() => {
        setRangeError(null);
        setValues(NO_ACTIVITY_FILTERS);
        onApply(NO_ACTIVITY_FILTERS);
      }}
    >
      <FormField label="关键词" layout="vertical" variant={variant}>
        <Input
          value={values.keyword}
          onChange={(keyword) => set({ keyword })}
          placeholder="活动名称或举办单位"
          maxLength={KEYWORD_LIMIT}
          clearable
        />
      </FormField>
      <FormField label="活动类型" layout="vertical" variant={variant}>
        <Select
          options={KIND_OPTIONS}
          value={values.lx === '' ? null : values.lx}
          onChange={(lx) => set({ lx: lx ?? '' })}
          placeholder="全部"
          clearable
        />
      </FormField>
      <FormField label="活动日期" layout="vertical" variant={variant} error={rangeError}>
        <DateRangePicker
          value={[values.ksrq, values.jsrq]}
          today={today}
          onChange={([ksrq, jsrq]) => set({ ksrq, jsrq })}
        />
      </FormField>
    </FilterForm>
  );
}

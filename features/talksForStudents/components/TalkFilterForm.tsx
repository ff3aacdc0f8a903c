import { useState } from 'react';
import { DateRangePicker } from '../../../ui/DateRangePicker';
import { FilterForm, useFilterDraft } from '../../../ui/FilterForm';
import { FormField } from '../../../ui/Form';
import { Input } from '../../../ui/Input';
import {
  NO_TALK_FILTERS,
  TALK_KEYWORD_LIMIT,
  activeTalkFilterCount,
  talkRangeProblem,
  type TalkFilters,
} from '../talkSearch';

export type TalkFilterFormProps = {
  applied: TalkFilters;
  onApply: (filters: TalkFilters) => void;
  today: string;
  variant: 'desktop' | 'phone';
};

/** 宣讲会's filters: a keyword (title or employer) and dates. */
export function TalkFilterForm({ applied, onApply, today, variant }: TalkFilterFormProps) {
  const [values, setValues] = useFilterDraft(applied);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const set = (changes: Partial<TalkFilters>) => setValues((current) => ({ ...current, ...changes }));
  const count = activeTalkFilterCount(applied);
  return (
    <FilterForm
      aria-label="筛选宣讲会"
      variant={variant}
      foldedLabel={count > 0 ? `筛选宣讲会（已选 ${count} 项）` : '筛选宣讲会'}
      onSubmit={() => {
        const problem = talkRangeProblem(values);
        setRangeError(problem);
        if (problem === null) onApply({ ...values, keyword: values.keyword.trim() });
      }}
      onReset={() => {
        setRangeError(null);
        setValues(NO_TALK_FILTERS);
        onApply(NO_TALK_FILTERS);
      }}
    >
      <FormField label="关键词" layout="vertical" variant={variant}>
        <Input
          value={values.keyword}
          onChange={(keyword) => set({ keyword })}
          placeholder="宣讲会主题或单位名称"
          maxLength={TALK_KEYWORD_LIMIT}
          clearable
        />
      </FormField>
      <FormField label="宣讲日期" layout="vertical" variant={variant} error={rangeError}>
        <DateRangePicker
          value={[values.ksrq, values.jsrq]}
          today={today}
          onChange={([ksrq, jsrq]) => set({ ksrq, jsrq })}
        />
      </FormField>
    </FilterForm>
  );
}

import { useState } from 'react';
import { RESUME_DEGREES } from '../../../../contract/resumes';
import { DateRangePicker } from '../../../../ui/DateRangePicker';
import { FilterForm, useFilterDraft } from '../../../../ui/FilterForm';
import { FormField } from '../../../../ui/Form';
import { Input } from '../../../../ui/Input';
import { Select } from '../../../../ui/Select';
import { employerApplicationsApi } from '../../employerApi';
import {
  FILTER_TEXT_LIMIT,
  NO_FILTERS,
  SORT_OPTIONS,
  activeFilterCount,
  dateRangeProblem,
  type ApplicationFilters as Filters,
} from '../applicationRules';

const DEGREE_OPTIONS = RESUME_DEGREES.map((item) => ({ value: item.code, label: item.label }));

/** Graduation years offered: five years back to five ahead of this one. */
function yearOptions(today: string) {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: 11 }, (_, index) => {
    const value = String(year + 5 - index);
    return { value, label: `${value}届` };
  });
}

export type ApplicationFiltersProps = {
  applied: Filters;
  onApply: (filters: Filters) => void;
  today: string;
  variant: 'desktop' | 'phone';
};

/** 筛选简历: position, date range, degree, graduation year, major, school, name and the sort. */
export function ApplicationFilters({ applied, onApply, today, variant }: ApplicationFiltersProps) {
  const [values, setValues] = useFilterDraft(applied);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const positions = employerApplicationsApi.usePositionOptionsQuery();
  const set = (changes: Partial<Filters>) => setValues((current) => ({ ...current, ...changes }));
  const count = activeFilterCount(applied);
  const positionOptions = (positions.data ?? []).map((item) => ({ value: item.id, label: item.zwmc }));
  // A position named by the address but not among the options still shows as chosen.
  if (values.zwid !== '' && !positionOptions.some((option) => option.value === values.zwid))
    positionOptions.unshift({ value: values.zwid, label: `职位 ${values.zwid}` });

  return (
    <FilterForm
      aria-label="筛选简历"
      variant={variant}
      foldedLabel={count > 0 ? `筛选（已选 ${count} 项）` : '筛选'}
      onSubmit={() => {
        const problem = dateRangeProblem(values.ksrq, values.jsrq);
        setRangeError(problem);
        if (problem === null) onApply(values);
      }}
      onReset={() => {
        setRangeError(null);
        setValues({ ...NO_FILTERS, zt: applied.zt });
        onApply({ ...NO_FILTERS, zt: applied.zt });
      }}
    >
      <FormField label="姓名" layout="vertical" variant={variant}>
        <Input
          value={values.xm}
          maxLength={FILTER_TEXT_LIMIT}
          onChange={(xm) => set({ xm })}
          placeholder="搜索学生姓名"
          clearable
        />
      </FormField>
      <FormField label="申请职位" layout="vertical" variant={variant}>
        <Select
          options={positionOptions}
          value={values.zwid === '' ? null : values.zwid}
          onChange={(zwid) => set({ zwid: zwid ?? '' })}
          placeholder={positions.isError ? '职位列表加载失败' : '全部职位'}
          searchable
          clearable
        />
      </FormField>
      <FormField label="投递日期" layout="vertical" variant={variant} error={rangeError}>
        <DateRangePicker
          value={[values.ksrq, values.jsrq]}
          max={today}
          today={today}
          onChange={([ksrq, jsrq]) => set({ ksrq, jsrq })}
        />
      </FormField>
      <FormField label="学历" layout="vertical" variant={variant}>
        <Select
          options={DEGREE_OPTIONS}
          value={values.xl === '' ? null : values.xl}
          onChange={(xl) => set({ xl: xl ?? '' })}
          placeholder="全部"
          clearable
        />
      </FormField>
      <FormField label="毕业年份" layout="vertical" variant={variant}>
        <Select
          options={yearOptions(today)}
          value={values.bynf === '' ? null : values.bynf}
          onChange={(bynf) => set({ bynf: bynf ?? '' })}
          placeholder="全部"
          clearable
        />
      </FormField>
      <FormField label="专业" layout="vertical" variant={variant}>
        <Input value={values.zy} maxLength={FILTER_TEXT_LIMIT} onChange={(zy) => set({ zy })} clearable />
      </FormField>
      <FormField label="学校" layout="vertical" variant={variant}>
        <Input
          value={values.xxmc}
          maxLength={FILTER_TEXT_LIMIT}
          onChange={(xxmc) => set({ xxmc })}
          clearable
        />
      </FormField>
      <FormField label="排序" layout="vertical" variant={variant}>
        <Select options={SORT_OPTIONS} value={values.px} onChange={(px) => set({ px: px ?? 'tdsj_desc' })} />
      </FormField>
    </FilterForm>
  );
}

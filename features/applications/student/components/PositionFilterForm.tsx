import { EDUCATION_REQUIREMENTS, JOB_CATEGORIES, JOB_NATURES } from '../../../../contract/codeLists';
import { FilterForm, useFilterDraft } from '../../../../ui/FilterForm';
import { FormField } from '../../../../ui/Form';
import { Input } from '../../../../ui/Input';
import { Select } from '../../../../ui/Select';
import {
  KEYWORD_LIMIT,
  NO_FILTERS,
  SALARY_MINIMUMS,
  activeFilterCount,
  salaryMinimumLabel,
  type PositionFilters,
} from '../positionSearch';
import { useCityOptions } from '../useCityOptions';

const options = (list: readonly { code: string; label: string }[]) =>
  list.map((item) => ({ value: item.code, label: item.label }));

const CATEGORY_OPTIONS = options(JOB_CATEGORIES);
const NATURE_OPTIONS = options(JOB_NATURES);
// 不限 is the empty filter itself.
const EDUCATION_OPTIONS = options(EDUCATION_REQUIREMENTS.filter((item) => item.code !== '0'));
const SALARY_OPTIONS = SALARY_MINIMUMS.map((value) => ({ value, label: salaryMinimumLabel(value) }));

export type PositionFilterFormProps = {
  applied: PositionFilters;
  onApply: (filters: PositionFilters) => void;
  variant: 'desktop' | 'phone';
};

/** 职位搜索's filters: keyword, category, nature, city, education and a monthly salary floor. */
export function PositionFilterForm({ applied, onApply, variant }: PositionFilterFormProps) {
  const [values, setValues] = useFilterDraft(applied);
  const cities = useCityOptions();
  const set = (changes: Partial<PositionFilters>) => setValues((current) => ({ ...current, ...changes }));
  const active = activeFilterCount(applied);
  return (
    <FilterForm
      aria-label="筛选职位"
      variant={variant}
      foldedLabel={active > 0 ? `筛选职位（已选 ${active} 项）` : '筛选职位'}
      onSubmit={() => onApply({ ...values, keyword: values.keyword.trim() })}
      onReset={() => {
        setValues(NO_FILTERS);
        onApply(NO_FILTERS);
      }}
    >
      <FormField label="关键词" layout="vertical" variant={variant}>
        <Input
          value={values.keyword}
          onChange={(keyword) => set({ keyword })}
          placeholder="职位或单位名称"
          maxLength={KEYWORD_LIMIT}
          clearable
        />
      </FormField>
      <FormField label="职位类别" layout="vertical" variant={variant}>
        <Select
          options={CATEGORY_OPTIONS}
          value={values.category}
          onChange={(category) => set({ category })}
          placeholder="全部"
          searchable
          clearable
        />
      </FormField>
      <FormField label="工作性质" layout="vertical" variant={variant}>
        <Select
          options={NATURE_OPTIONS}
          value={values.nature}
          onChange={(nature) => set({ nature })}
          placeholder="全部"
          clearable
        />
      </FormField>
      <FormField
        label="工作城市"
        layout="vertical"
        variant={variant}
        help={cities.failed ? '城市列表加载失败，可先按其他条件查询' : undefined}
      >
        <Select
          options={cities.options}
          value={values.city}
          onChange={(city) => set({ city })}
          placeholder="全部"
          loading={cities.loading}
          searchable
          clearable
        />
      </FormField>
      <FormField label="学历要求" layout="vertical" variant={variant}>
        <Select
          options={EDUCATION_OPTIONS}
          value={values.education}
          onChange={(education) => set({ education })}
          placeholder="全部"
          clearable
        />
      </FormField>
      <FormField label="月薪" layout="vertical" variant={variant}>
        <Select
          options={SALARY_OPTIONS}
          value={values.salary}
          onChange={(salary) => set({ salary })}
          placeholder="不限"
          clearable
        />
      </FormField>
    </FilterForm>
  );
}

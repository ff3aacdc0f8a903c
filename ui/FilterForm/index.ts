export { FilterForm, type FilterFormProps } from './FilterForm';
export { FilterInline } from './FilterForm.styles';
export { useFilterDraft } from './useFilterDraft';

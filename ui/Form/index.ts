export { Form, type FormProps } from './Form';
export { FormField, type FormFieldProps } from './FormField';
export { FormSubmit, type FormSubmitProps } from './FormSubmit';
export { FormActions, type FormActionsProps } from './FormActions';
export {
  useForm,
  type FieldBinding,
  type FieldValidators,
  type FormApi,
  type SubmitHelpers,
  type UseFormOptions,
} from './useForm';
export type { FieldMeta, Validator } from './formState';
export type { FormLayout } from './formContext';
export { FormContext } from './formContext';
export {
  useFieldControl,
  useFieldGroup,
  useNonLabelableControl,
  focusLeaves,
  joinIds,
  type ControlState,
} from './fieldContext';
export { useControllableState } from './useControllableState';

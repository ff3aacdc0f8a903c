export { FormAlert, type FormAlertProps } from './FormAlert';

// @ciao/shared/forms: the form layer, a federation singleton of its own so that
// react-hook-form loads with the first form a reader opens, not with every page. It reaches
// the kit and i18n through the @ciao/shared barrel (never by relative path), so it uses the
// page's one copy of them; the barrel never imports this file, so there is no cycle.
export { useZodForm } from './use-zod-form';
export { useFieldError } from './use-field-error';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { FormTextArea, type FormTextAreaProps } from './FormTextArea';
export { FormCheckbox, type FormCheckboxProps } from './FormCheckbox';
export { FormSelect, type FormSelectProps } from './FormSelect';

import { FormTextField, type FormTextFieldProps } from '@ciao/shared/forms';

type FormValues = Parameters<typeof FormTextField>[0] extends FormTextFieldProps<infer T> ? T : never;

interface NewPasswordFieldsProps<T extends FormValues, TOutput extends FormValues> {
  /** The control of a form whose values hold `password` and `password_confirmation`. */
  control: FormTextFieldProps<T, TOutput>['control'];
  label: string;
  confirmationLabel: string;
  hint: string;
}

/**
 * A new password and its confirmation (docs/product-rules.md §5), the pair sign-up, reset and change ask for;
 * the form's schema holds the rules (signupPasswordPairSchema), these are only the fields.
 */
export function NewPasswordFields<T extends FormValues, TOutput extends FormValues = T>({
  control,
  label,
  confirmationLabel,
  hint,
}: NewPasswordFieldsProps<T, TOutput>) {
  const field = (name: string) => name as FormTextFieldProps<T, TOutput>['name'];
  return (
    <>
      <FormTextField
        control={control}
        name={field('password')}
        label={label}
        hint={hint}
        type="password"
        autoComplete="new-password"
        required
      />
      <FormTextField
        control={control}
        name={field('password_confirmation')}
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}

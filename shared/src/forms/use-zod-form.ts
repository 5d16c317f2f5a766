import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { formErrorMap } from './field-message';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * react-hook-form driven by a zod schema, the same one the API contract uses (never a
 * copy). Errors come back as message keys the form fields translate (ja and en).
 * `values` handed to handleSubmit are the schema's output (trimmed, transformed).
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: zodResolver(schema, { error: formErrorMap }),
  });
}

import { filterCodeInput, type ValidationIssue } from '@croupier/core/validation';
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { TextInput, type TextInputProps } from '../ui/index.ts';
import { useIssueText } from '../ui/use-issue-text.ts';

/** Props of {@link CodeField}: the form and field it fills, its §5 rule, and TextInput's own. */
export interface CodeFieldProps<V extends FieldValues> extends Omit<
  TextInputProps,
  'form' | 'name' | 'error' | 'onChange' | 'onBlur' | 'ref'
> {
  form: Pick<UseFormReturn<V>, 'register' | 'setValue' | 'formState'>;
  name: Path<V>;
  /** The code's §5 rule (confirmationCodeRule, twoFactorCodeRule). */
  rule(value: string): ValidationIssue | null;
}

/**
 * The 6-digit code of every code form (contact confirmation, password recovery, two-factor):
 * a numeric one-time-code input that keeps only digits as they are typed or pasted, checked
 * by its §5 rule and showing the server's reason for it like any field error.
 */
export function CodeField<V extends FieldValues>({
  form,
  name,
  rule,
  ...input
}: CodeFieldProps<V>) {
  const issueText = useIssueText();
  const { register, setValue, formState } = form;
  const error = get(formState.errors, name) as FieldError | undefined;
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      {...input}
      error={error?.message}
      {...register(name, {
        validate: (value: unknown) => issueText(rule(String(value ?? ''))) ?? true,
        onChange: (event: { target: { value: string } }) => {
          const digits = filterCodeInput(event.target.value);
          if (digits !== event.target.value) setValue(name, digits as PathValue<V, Path<V>>);
        },
      })}
    />
  );
}

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from './Field.tsx';

/** Props of {@link TextInput}: a Field's props plus the input's own. */
export interface TextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'prefix' | 'ref' | 'children'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  prefix?: ReactNode;
  suffix?: ReactNode;
  fieldClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with hint and error (react-hook-form: spread `register()` into it). */
export function TextInput({
  label,
  hint,
  error,
  hideLabel,
  prefix,
  suffix,
  fieldClassName,
  id,
  required,
  ref,
  type = 'text',
  ...input
}: TextInputProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      prefix={prefix}
      suffix={suffix}
      id={id}
      required={required}
      className={fieldClassName}
    >
      {(control) => <input {...input} {...control} ref={ref} type={type} required={required} />}
    </Field>
  );
}

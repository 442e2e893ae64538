import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field } from './Field.tsx';
import { Icon } from './Icon.tsx';
import styles from './Select.module.css';

/** One option of a Select. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'ref' | 'children' | 'prefix'
> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  prefix?: ReactNode;
  /** A first, empty option ("Choose…"). */
  placeholder?: string;
  fieldClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (keyboard and screen-reader support for free). */
export function Select({
  label,
  options,
  hint,
  error,
  hideLabel,
  prefix,
  placeholder,
  fieldClassName,
  id,
  required,
  ref,
  ...select
}: SelectProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      prefix={prefix}
      suffix={<Icon name="chevron-down" size={16} className={styles.chevron} />}
      id={id}
      required={required}
      className={fieldClassName}
    >
      {(control) => (
        <select {...select} {...control} ref={ref} required={required} className={styles.select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

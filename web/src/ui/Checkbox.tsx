import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from './class-names.ts';
import styles from './Checkbox.module.css';
import { Icon } from './Icon.tsx';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'ref' | 'children'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox with optional hint and error. */
export function Checkbox({ label, hint, error, id, className, ref, ...input }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? `checkbox-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cx(styles.checkbox, error ? styles.invalid : null, className)}>
      <label className={styles.row} htmlFor={inputId}>
        <input
          {...input}
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        />
        <span className={styles.box} aria-hidden="true">
          <Icon name="check" size={14} className={styles.tick} />
        </span>
        <span className={styles.label}>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { cx } from './class-names.ts';
import styles from './Field.module.css';
import { Icon } from './Icon.tsx';

/** What a control inside a Field must carry so label, hint and error reach assistive tech. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

/** Props of {@link Field}. */
export interface FieldProps {
  label: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Error text; marks the control invalid and is announced. */
  error?: ReactNode;
  required?: boolean;
  /** Hides the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  /** Content before and after the control inside its frame (currency, icons, buttons). */
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** An id for the control; generated when absent. */
  id?: string;
  className?: string;
  /** Renders the control with the ids and states it needs. */
  children: (control: FieldControlProps) => ReactNode;
  /** Draws the control frame (border, prefix/suffix). Off for checkboxes. */
  framed?: boolean;
}

/** Label, hint and error around one control, wired with `aria-describedby` and `aria-invalid`. */
export function Field({
  label,
  hint,
  error,
  required,
  hideLabel,
  prefix,
  suffix,
  id,
  className,
  children,
  framed = true,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const control = children({
    id: controlId,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
  });
  return (
    <div className={cx(styles.field, error ? styles.invalid : null, className)}>
      <label htmlFor={controlId} className={cx(styles.label, hideLabel && styles.hiddenLabel)}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {framed ? (
        <div className={styles.frame}>
          {prefix ? <span className={styles.affix}>{prefix}</span> : null}
          {control}
          {suffix ? <span className={styles.affix}>{suffix}</span> : null}
        </div>
      ) : (
        control
      )}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          <Icon name="warning" size={16} />
          <span>{error}</span>
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

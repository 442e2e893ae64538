import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from './class-names.ts';
import { Icon } from './Icon.tsx';
import type { IconName } from './icons/icon-names.ts';
import styles from './IconButton.module.css';

/** Props of {@link IconButton}: `label` is required, it is the button's accessible name. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'ref'> {
  icon: IconName;
  label: string;
  variant?: 'ghost' | 'secondary' | 'primary';
  size?: 'sm' | 'md' | 'lg';
  ref?: Ref<HTMLButtonElement>;
}

/** A button showing only an icon. */
export function IconButton({
  icon,
  label,
  variant = 'ghost',
  size = 'md',
  className,
  type = 'button',
  ref,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      aria-label={label}
      title={rest.title ?? label}
      className={cx(styles.button, styles[variant], styles[size], className)}
    >
      <Icon name={icon} size={size === 'sm' ? 16 : size === 'lg' ? 24 : 20} />
    </button>
  );
}

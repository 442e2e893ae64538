import spriteUrl from './icons/sprite.svg?url';
import type { IconName } from './icons/icon-names.ts';
import { cx } from './class-names.ts';
import styles from './Icon.module.css';

/** Props of {@link Icon}. */
export interface IconProps {
  name: IconName;
  /** Pixels; 20 by default. */
  size?: number;
  /** Gives the icon a name for assistive technology; without it the icon is decorative. */
  label?: string;
  className?: string;
}

/** An icon of the sprite (one cached file, referenced with `<use>`). */
export function Icon({ name, size = 20, label, className }: IconProps) {
  return (
    <svg
      className={cx(styles.icon, className)}
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

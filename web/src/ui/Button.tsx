import {
  useContext,
  type ButtonHTMLAttributes,
  type MouseEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import { cx } from './class-names.ts';
import { Icon } from './Icon.tsx';
import type { IconName } from './icons/icon-names.ts';
import { KitLinkContext } from './link-context.ts';
import styles from './Button.module.css';
import { Spinner } from './Spinner.tsx';

/** Looks of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'gold';

/** Sizes of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}; with `href` it renders a link that looks like a button. */
export interface ButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'ref' | 'onClick'
> {
  onClick?: MouseEventHandler<HTMLElement>;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width and blocks clicks. */
  loading?: boolean;
  /** Full width of its container. */
  block?: boolean;
  icon?: IconName;
  iconEnd?: IconName;
  /** Renders a link (in-app paths navigate without reload). */
  href?: string;
  /** With `href`: opens in a new tab. */
  external?: boolean;
  children?: ReactNode;
  /** The button element (not forwarded in link mode). */
  ref?: Ref<HTMLButtonElement>;
}

/** The class names of a button look, for elements that cannot be a Button. */
function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  block = false,
): string {
  return cx(styles.button, styles[variant], styles[size], block && styles.block);
}

/** A button: primary, secondary, ghost, danger or gold; in three sizes; with a loading state. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  block = false,
  icon,
  iconEnd,
  href,
  external,
  className,
  children,
  disabled,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  const renderLink = useContext(KitLinkContext);
  const iconSize = size === 'sm' ? 16 : 20;
  const content = (
    <>
      {loading ? <Spinner size="sm" label={null} className={styles.spinner} /> : null}
      <span className={cx(styles.content, loading && styles.hiddenContent)}>
        {icon ? <Icon name={icon} size={iconSize} /> : null}
        {children}
        {iconEnd ? <Icon name={iconEnd} size={iconSize} /> : null}
      </span>
    </>
  );
  const classes = cx(buttonClass(variant, size, block), loading && styles.loading, className);
  if (href !== undefined) {
    return renderLink({
      href,
      className: classes,
      'aria-disabled': disabled || undefined,
      ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
      onClick: rest.onClick,
      'aria-label': rest['aria-label'],
      'aria-current': rest['aria-current'],
      id: rest.id,
      title: rest.title,
      children: content,
    });
  }
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {content}
    </button>
  );
}

import type { contract } from '@croupier/core';
import { Link } from '../router/Link.tsx';
import { Icon } from '../ui/index.ts';

type MenuEntry = Pick<contract.cms.MenuItem, 'label' | 'url' | 'external'>;

/** Props of {@link MenuLink}. */
export interface MenuLinkProps {
  item: MenuEntry;
  className?: string;
  /** Marks the link as the current page. */
  current?: boolean;
  onNavigate?(): void;
}

/** A CMS menu entry: in-app paths localized, external ones (allowlisted) in a new tab. */
export function MenuLink({ item, className, current, onNavigate }: MenuLinkProps) {
  return (
    <Link
      href={item.url}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
    >
      {item.label}
      {item.external ? <Icon name="external" size={14} /> : null}
    </Link>
  );
}

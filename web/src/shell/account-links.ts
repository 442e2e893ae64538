/** The player's account pages, shown in the profile menu and the side menu. */
import type { IconName } from '../ui/index.ts';

/** One account link: path, icon, message key and default text. */
export interface AccountLink {
  href: string;
  icon: IconName;
  key: string;
  label: string;
}

/** Profile, cashier, bonuses, loyalty and security. */
export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { href: '/profile', icon: 'user', key: 'common.profile', label: 'Profile' },
  { href: '/cashier', icon: 'wallet', key: 'common.cashier', label: 'Cashier' },
  { href: '/profile/bonuses', icon: 'gift', key: 'common.bonuses', label: 'Bonuses' },
  { href: '/loyalty', icon: 'crown', key: 'common.loyalty', label: 'Loyalty' },
  { href: '/profile/security', icon: 'lock', key: 'common.security', label: 'Security' },
];

/** Display labels of bonus states and actions, in the player's language. */
import type { contract } from '@croupier/core';
import type { Translate } from '../i18n/index.ts';
import type { BonusAction } from './bonus-view.ts';

type BonusStatus = contract.bonuses.Bonus['status'];

/** The label of a bonus status. */
export function bonusStatusLabel(t: Translate, status: BonusStatus): string {
  switch (status) {
    case 'available':
      return t('bonuses.status.available', 'Available');
    case 'active':
      return t('bonuses.status.active', 'Active');
    case 'wagering':
      return t('bonuses.status.wagering', 'Wagering');
    case 'completed':
      return t('bonuses.status.completed', 'Completed');
    case 'expired':
      return t('bonuses.status.expired', 'Expired');
    case 'removed':
      return t('bonuses.status.removed', 'Removed');
  }
}

/** The button label of a bonus action. */
export function bonusActionLabel(t: Translate, action: BonusAction): string {
  switch (action) {
    case 'activate':
      return t('bonuses.activate', 'Activate');
    case 'deactivate':
      return t('bonuses.deactivate', 'Deactivate');
    case 'remove':
      return t('bonuses.remove', 'Remove');
  }
}

/**
 * A `promo_<code>` deep link for a player who already has an account: the code is activated
 * (campaigns.activateOffer) and the outcome shown as a toast, with haptic feedback. A failure
 * shows `common.promoCodeErrors.{code}` (INVALID when unknown), as §8 says.
 */
import { promoCodeActivationError } from '@croupier/core/error-handling';
import { campaigns } from '@croupier/core/refs';
import type { Platform } from '@croupier/web';
import { loadShellText } from '../i18n/shell-text.ts';

/** Activates `code` for the signed-in player. */
export async function applyStartPromo(platform: Platform, code: string): Promise<boolean> {
  const t = await loadShellText(platform, platform.stores.locale.state.current);
  try {
    await platform.api.call(campaigns.activateOffer, { promo_code: code });
    platform.shell.haptic('success');
    platform.stores.toasts.show({
      kind: 'success',
      message: t('miniapp.promoActivated', 'Promo code {code} activated', { code }),
    });
    return true;
  } catch (error) {
    platform.log(error);
    platform.shell.haptic('error');
    const issue = promoCodeActivationError(error);
    platform.stores.toasts.show({
      kind: 'error',
      message: t(issue.messageKey, 'This promo code is not valid'),
    });
    return false;
  }
}

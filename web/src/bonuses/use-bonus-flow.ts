/**
 * The bonus page's actions with their popups (§2.3): activate and remove ask "bonus confirm"
 * first; "remove all" asks "burn-bonuses confirm"; an activated betting bonus offers the
 * sportsbook through "betting-bonus-activated confirm". One action runs at a time; a failure
 * becomes a message (rewardErrorText) the page shows.
 */
import type { contract } from '@croupier/core';
import { useCallback, useRef, useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/index.ts';
import { useNavigate } from '../router/use-navigate.ts';
import { bonusActionLabel } from './bonus-labels.ts';
import { burnableBonuses, type BonusAction } from './bonus-view.ts';
import { rewardErrorText } from './reward-error-text.ts';
import { useBonusActions } from './use-bonuses.ts';

type AnyBonus = contract.bonuses.Bonus | contract.BettingBonuses.BettingBonus;

/** The sportsbook's game page, where a betting bonus is wagered. */
const SPORTSBOOK_PATH = '/game/dgt_sportsbook';

/** What is running now: one bonus's action, or the "remove all". */
export type BonusBusy = { id: number; action: BonusAction } | { id: 'all'; action: 'remove' };

/** The actions of the bonus page and their state. */
export function useBonusFlow() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const navigate = useNavigate();
  const { run } = useBonusActions();
  const [busy, setBusy] = useState<BonusBusy | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A second click while a request runs does nothing (state updates are not immediate).
  const running = useRef(false);
  const { dialogs, toasts } = platform.stores;

  const act = useCallback(
    async (bonus: AnyBonus, action: BonusAction) => {
      if (running.current) return;
      if (action !== 'deactivate') {
        // Extra props the named popup's type does not list: the confirm's button labels.
        const props = {
          bonusId: bonus.id,
          action,
          type: bonus.type,
          agreeLabel: bonusActionLabel(t, action),
        };
        if (!(await dialogs.confirm({ name: 'bonusConfirm', props }))) return;
      }
      running.current = true;
      setBusy({ id: bonus.id, action });
      setError(null);
      try {
        await run(action, { id: bonus.id, type: bonus.type });
        toasts.show({
          kind: 'success',
          message:
            action === 'activate'
              ? t('bonuses.activated', 'Bonus activated')
              : action === 'deactivate'
                ? t('bonuses.deactivated', 'Bonus deactivated')
                : t('bonuses.removed', 'Bonus removed'),
        });
        if (action === 'activate' && bonus.type === 'betting') {
          const props = {
            bonusId: bonus.id,
            agreeLabel: t('bonuses.toSportsbook', 'Go to sportsbook'),
            rejectLabel: t('bonuses.later', 'Later'),
          };
          const go = await dialogs.confirm({ name: 'bettingBonusActivatedConfirm', props });
          if (go) navigate(SPORTSBOOK_PATH);
        }
      } catch (failure) {
        setError(rewardErrorText(t, failure));
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [dialogs, toasts, run, t, navigate],
  );

  const burnAll = useCallback(
    async (items: readonly AnyBonus[]) => {
      if (running.current) return;
      const targets = burnableBonuses(items);
      if (targets.length === 0) return;
      if (!(await dialogs.confirm({ name: 'burnBonusesConfirm', props: {} }))) return;
      running.current = true;
      setBusy({ id: 'all', action: 'remove' });
      setError(null);
      try {
        for (const bonus of targets) await run('remove', { id: bonus.id, type: bonus.type });
        toasts.show({ kind: 'success', message: t('bonuses.removedAll', 'All bonuses removed') });
      } catch (failure) {
        setError(rewardErrorText(t, failure));
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [dialogs, toasts, run, t],
  );

  return { busy, error, act, burnAll, clearError: () => setError(null) };
}

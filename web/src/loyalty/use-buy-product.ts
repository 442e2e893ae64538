/**
 * Buying a shop product with points (§2.3 loyalty shop popups): too few points opens "loyalty
 * shop insufficient funds" at once; otherwise "loyalty shop confirm" asks, the purchase runs
 * with an idempotency key (one per confirmed purchase, so a retry never buys twice), and
 * "loyalty shop buy" celebrates it. A refusal for points opens the insufficient funds popup;
 * anything else is a toast.
 */
import type { contract } from '@croupier/core';
import { uniqueId } from '@croupier/core/format';
import { loyalty } from '@croupier/core/refs';
import { useCallback, useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/index.ts';
import { buyFailure } from './buy-failure.ts';
import { loyaltyErrorText } from './loyalty-error-text.ts';
import { useLoyaltyRefresh } from './use-loyalty.ts';

type Product = contract.loyalty.Product;

/** The purchase flow and the product being bought (null when none). */
export function useBuyProduct(): {
  buy(product: Product, points: number): Promise<void>;
  pendingId: number | null;
} {
  const platform = usePlatform();
  const { t } = useTranslation();
  const refresh = useLoyaltyRefresh();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const buy = useCallback(
    async (product: Product, points: number) => {
      const { dialogs, toasts } = platform.stores;
      const productId = product.id;
      if (points < product.price) {
        dialogs.open({ name: 'loyaltyShopInsufficientFunds', props: { productId } });
        return;
      }
      if (!(await dialogs.confirm({ name: 'loyaltyShopConfirm', props: { productId } }))) return;
      setPendingId(productId);
      try {
        await platform.api.call(
          loyalty.buyproduct,
          { id: productId },
          { idempotencyKey: uniqueId() },
        );
        dialogs.open({ name: 'loyaltyShopBuy', props: { productId } });
        // The reward may be money or a bonus: the header's balances follow.
        void platform.stores.balance.refresh();
      } catch (error) {
        if (buyFailure(error) === 'insufficientPoints') {
          dialogs.open({ name: 'loyaltyShopInsufficientFunds', props: { productId } });
        } else {
          toasts.show({ kind: 'error', message: loyaltyErrorText(t, error) });
        }
      } finally {
        setPendingId(null);
        await refresh();
      }
    },
    [platform, t, refresh],
  );

  return { buy, pendingId };
}

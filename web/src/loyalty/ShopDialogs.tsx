import { formatAmount } from '@croupier/core/format';
import type { DialogContentProps } from '../dialogs/dialog-binding.ts';
import { useSession } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { useNavigate } from '../router/use-navigate.ts';
import { Button, EmptyState, Icon, Spinner } from '../ui/index.ts';
import styles from './LoyaltyDialogs.module.css';
import { PointsAmount } from './PointsAmount.tsx';
import { useLoyaltyFeatures, useLoyaltyInfo, useProducts } from './use-loyalty.ts';

/** The product a shop popup is about, with the player's points (from the shop's cache). */
function useShopContext(productId: unknown) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const products = useProducts();
  const info = useLoyaltyInfo(signedIn);
  const product = products.data?.items.find((p) => p.id === Number(productId)) ?? null;
  return {
    product,
    loading: !products.data && !products.error,
    points: info.data?.points ?? 0,
    alias: info.data?.pointsAlias ?? t('loyalty.points', 'points'),
    coinIcon: useLoyaltyFeatures().coinIcon,
  };
}

function Missing({ loading }: { loading: boolean }) {
  const { t } = useTranslation();
  if (loading) return <Spinner size="lg" />;
  return (
    <EmptyState
      icon="warning"
      title={t('loyalty.productGone', 'This product is no longer available.')}
    />
  );
}

/** "Loyalty shop confirm" (§2.3): what is bought, for how much, and what is left after. */
export function ShopConfirmDialog({ entry }: DialogContentProps) {
  const { t } = useTranslation();
  const { product, loading, points, alias, coinIcon } = useShopContext(entry.props.productId);
  if (!product) return <Missing loading={loading} />;
  return (
    <div className={styles.dialog}>
      <p className={styles.text}>
        {t('loyalty.confirmText', 'Buy {product} for {price} {alias}?', {
          product: product.title,
          price: formatAmount(product.price),
          alias,
        })}
      </p>
      <dl className={styles.sums}>
        <div>
          <dt>{t('loyalty.price', 'Price')}</dt>
          <dd>
            <PointsAmount points={product.price} alias={alias} coinIcon={coinIcon} />
          </dd>
        </div>
        <div>
          <dt>{t('loyalty.leftAfter', 'Left after the purchase')}</dt>
          <dd>
            <PointsAmount
              points={Math.max(0, points - product.price)}
              alias={alias}
              coinIcon={coinIcon}
            />
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** "Loyalty shop buy" (§2.3): the purchase went through, and where the reward is. */
export function ShopBuyDialog({ entry, close }: DialogContentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { product, loading } = useShopContext(entry.props.productId);
  if (!product) return <Missing loading={loading} />;
  const inBonuses = product.type === 'bonus' || product.type === 'freespins';
  return (
    <div className={styles.dialog}>
      <span className={styles.success} aria-hidden="true">
        <Icon name="check" size={32} />
      </span>
      <p className={styles.name}>
        {t('loyalty.boughtTitle', '{product} is yours!', { product: product.title })}
      </p>
      <p className={styles.text}>
        {product.type === 'cashback'
          ? t('loyalty.boughtCashback', 'The money is on your balance.')
          : inBonuses
            ? t('loyalty.boughtBonus', 'Find your reward among your bonuses.')
            : t('loyalty.boughtItem', 'Your reward has been credited.')}
      </p>
      <div className={styles.actions}>
        {inBonuses ? (
          <Button
            icon="gift"
            onClick={() => {
              close();
              navigate('/profile/bonuses');
            }}
          >
            {t('loyalty.myBonuses', 'My bonuses')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => close()}>
          {t('loyalty.keepShopping', 'Keep shopping')}
        </Button>
      </div>
    </div>
  );
}

/** "Loyalty shop insufficient funds" (§2.3): how many points are missing and how to earn them. */
export function ShopInsufficientDialog({ entry, close }: DialogContentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { product, loading, points, alias, coinIcon } = useShopContext(entry.props.productId);
  if (!product) return <Missing loading={loading} />;
  return (
    <div className={styles.dialog}>
      <span className={styles.warning} aria-hidden="true">
        <Icon name="warning" size={32} />
      </span>
      <p className={styles.text}>
        {t('loyalty.missingText', 'You need {count} more {alias} for {product}.', {
          count: formatAmount(Math.max(0, product.price - points)),
          alias,
          product: product.title,
        })}
      </p>
      <dl className={styles.sums}>
        <div>
          <dt>{t('loyalty.youHave', 'You have')}</dt>
          <dd>
            <PointsAmount points={points} alias={alias} coinIcon={coinIcon} />
          </dd>
        </div>
        <div>
          <dt>{t('loyalty.price', 'Price')}</dt>
          <dd>
            <PointsAmount points={product.price} alias={alias} coinIcon={coinIcon} />
          </dd>
        </div>
      </dl>
      <p className={styles.muted}>
        {t(
          'loyalty.earnHint',
          'Earn {alias} with every real-money bet in the casino and on sports.',
          {
            alias,
          },
        )}
      </p>
      <div className={styles.actions}>
        <Button
          icon="play"
          onClick={() => {
            close();
            navigate('/gamehall');
          }}
        >
          {t('loyalty.playNow', 'Play now')}
        </Button>
        <Button variant="secondary" onClick={() => close()}>
          {t('common.close', 'Close')}
        </Button>
      </div>
    </div>
  );
}

import { useAuthPopup, useDocumentTitle, useSession } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import {
  PointsAmount,
  ProductCard,
  useBuyProduct,
  useLoyaltyFeatures,
  useLoyaltyInfo,
  useProducts,
} from './index.ts';
import { Button, EmptyState, Skeleton } from '../ui/index.ts';
import styles from './LoyaltyScreens.module.css';
import { LoadFailed } from '../ui/LoadFailed.tsx';

/**
 * The loyalty shop (§2.2 `/loyalty/shop`): rewards bought with points through the popups of
 * §2.3 (confirm, success, insufficient funds); guests browse and are asked to log in.
 */
export function LoyaltyShopScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('loyalty.shop', 'Loyalty shop'));
  const { signedIn } = useSession();
  const openAuth = useAuthPopup();
  const features = useLoyaltyFeatures();
  const products = useProducts();
  const info = useLoyaltyInfo(signedIn);
  const { buy, pendingId } = useBuyProduct();
  const alias = info.data?.pointsAlias ?? t('loyalty.points', 'points');

  if (!features.enabled) {
    return (
      <div className={styles.page}>
        <EmptyState
          icon="crown"
          headingLevel={1}
          title={t('loyalty.off', 'The loyalty programme is not available right now.')}
          actions={
            <Button href="/gamehall">{t('common.goToGamehall', 'Go to the game hall')}</Button>
          }
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.shopHead}>
        <div>
          <h1 className={styles.pageTitle}>{t('loyalty.shop', 'Loyalty shop')}</h1>
          <p className={styles.muted}>
            {t('loyalty.shopLead', 'Spend your points on free spins, bonuses and cashback.')}
          </p>
        </div>
        <div className={styles.wallet}>
          {signedIn ? (
            info.data ? (
              <>
                <span className={styles.muted}>{t('loyalty.youHave', 'You have')}</span>
                <PointsAmount
                  points={info.data.points}
                  alias={alias}
                  coinIcon={features.coinIcon}
                  size="lg"
                />
              </>
            ) : (
              <Skeleton height={44} width={160} />
            )
          ) : (
            <Button onClick={() => openAuth('authorization')}>{t('common.login', 'Log in')}</Button>
          )}
          <Button href="/loyalty" variant="ghost" icon="back" size="sm">
            {t('loyalty.myStatus', 'My status')}
          </Button>
        </div>
      </header>
      {products.error && !products.data ? (
        <LoadFailed
          title={t('loyalty.shopFailed', 'The shop could not be loaded.')}
          onRetry={products.mutate}
        />
      ) : products.data && products.data.items.length === 0 ? (
        <EmptyState
          icon="gift"
          title={t('loyalty.shopEmpty', 'The shop is empty right now. Check back soon.')}
        />
      ) : (
        <ul className={styles.products} aria-busy={!products.data}>
          {products.data
            ? products.data.items.map((product) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    alias={alias}
                    coinIcon={features.coinIcon}
                    signedIn={signedIn}
                    pending={pendingId === product.id}
                    busy={pendingId !== null || (signedIn && !info.data)}
                    onBuy={() => void buy(product, info.data?.points ?? 0)}
                    onSignIn={() => openAuth('authorization')}
                  />
                </li>
              ))
            : Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <Skeleton height={300} radius="lg" />
                </li>
              ))}
        </ul>
      )}
    </div>
  );
}

import type { contract } from '@croupier/core';
import { useTranslation } from '../i18n/index.ts';
import { Badge, Button, Icon } from '../ui/index.ts';
import { PointsAmount } from './PointsAmount.tsx';
import styles from './ProductCard.module.css';

type Product = contract.loyalty.Product;

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  product: Product;
  alias: string;
  coinIcon?: string | null;
  /** The purchase of this product is running. */
  pending: boolean;
  /** Another purchase is running (one at a time). */
  busy: boolean;
  /** Guests are asked to log in instead of buying. */
  signedIn: boolean;
  onBuy(): void;
  onSignIn(): void;
}

/** A shop product: its reward, its price in points, its stock and the Buy button. */
export function ProductCard({
  product,
  alias,
  coinIcon,
  pending,
  busy,
  signedIn,
  onBuy,
  onSignIn,
}: ProductCardProps) {
  const { t } = useTranslation();
  const soldOut = !product.is_available || product.stock === 0;
  const titleId = `product-${product.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.visual}>
        {product.image ? (
          <img
            src={product.image.x1}
            srcSet={`${product.image.x1} 1x, ${product.image.x2} 2x`}
            alt=""
            width={320}
            height={200}
            loading="lazy"
          />
        ) : (
          <Icon name="gift" size={40} />
        )}
        {product.stock !== null && !soldOut ? (
          <Badge tone="info" solid className={styles.stock}>
            {t('loyalty.stockLeft', '{count} left', { count: product.stock })}
          </Badge>
        ) : null}
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {product.title}
        </h3>
        {product.description ? <p className={styles.text}>{product.description}</p> : null}
        <div className={styles.footer}>
          <PointsAmount points={product.price} alias={alias} coinIcon={coinIcon} />
          {soldOut ? (
            <Badge tone="danger">{t('loyalty.soldOut', 'Sold out')}</Badge>
          ) : signedIn ? (
            <Button
              size="sm"
              loading={pending}
              disabled={busy && !pending}
              onClick={onBuy}
              aria-label={t('loyalty.buyNamed', 'Buy {name}', { name: product.title })}
            >
              {t('loyalty.buy', 'Buy')}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={onSignIn}>
              {t('loyalty.logInToBuy', 'Log in to buy')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

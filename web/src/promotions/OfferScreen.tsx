import { HttpError } from '../errors.ts';
import { useDocumentTitle } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { Link } from '../router/Link.tsx';
import type { ScreenProps } from '../router/route-screens.ts';
import { OfferDetail } from './OfferDetail.tsx';
import { offerIdOf, promotionPath } from './promotion-paths.ts';
import { useOffer } from './use-offers.ts';
import { DetailSkeleton } from './DetailSkeleton.tsx';
import styles from './DetailScreens.module.css';
import { usePlatform } from '../app/platform-context.ts';

/**
 * An offer's page (§2.2 `/offers/{id}`, a search-engine URL template): the offer with its
 * rewards, conditions and the player's action. An id no running offer has is Not found.
 */
export function OfferScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const id = offerIdOf(params.id);
  const { offer, error } = useOffer(id ?? 0);
  useDocumentTitle(offer?.description?.title ?? t('promotions.offers', 'Offers'));
  // A shared link's preview (the server-rendered head's Open Graph card).
  usePlatform().ssr?.report?.({
    card: offer?.description?.title
      ? { title: offer.description.title, image: offer.description.image?.x2 }
      : null,
  });
  if (id === null || offer === null) throw new HttpError(404, `/offers/${params.id ?? ''}`);
  if (error) throw error;
  if (!offer) return <DetailSkeleton />;
  return (
    <OfferDetail
      offer={offer}
      back={{ href: '/offers', label: t('promotions.backToOffers', 'All offers') }}
      footer={
        <Link href={promotionPath(offer.id)} className={styles.crossLink}>
          {t('promotions.seePromotion', 'See it among the promotions')}
        </Link>
      }
    />
  );
}

import { HttpError } from '../errors.ts';
import { useDocumentTitle } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { Link } from '../router/Link.tsx';
import type { ScreenProps } from '../router/route-screens.ts';
import { OfferDetail } from './OfferDetail.tsx';
import { offerIdOf, offerPath } from './promotion-paths.ts';
import { useOffer } from './use-offers.ts';
import { DetailSkeleton } from './DetailSkeleton.tsx';
import styles from './DetailScreens.module.css';
import { usePlatform } from '../app/platform-context.ts';

/**
 * A promotion's page (§2.2 `/promotions/{id}`): the running campaign's picture and full
 * description (the server's sanitised HTML), its rewards, conditions and the viewer's action.
 * An id no running promotion has is Not found.
 */
export function PromotionScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const id = offerIdOf(params.id);
  const { offer, error } = useOffer(id ?? 0);
  useDocumentTitle(offer?.description?.title ?? t('common.promotions', 'Promotions'));
  // A shared link's preview (the server-rendered head's Open Graph card).
  usePlatform().ssr?.report?.({
    card: offer?.description?.title
      ? { title: offer.description.title, image: offer.description.image?.x2 }
      : null,
  });
  if (id === null || offer === null) throw new HttpError(404, `/promotions/${params.id ?? ''}`);
  if (error) throw error;
  if (!offer) return <DetailSkeleton />;
  return (
    <OfferDetail
      offer={offer}
      back={{ href: '/promotions', label: t('promotions.backToPromotions', 'All promotions') }}
      footer={
        <Link href={offerPath(offer.id)} className={styles.crossLink}>
          {t('promotions.seeOffer', 'See it on the offers page')}
        </Link>
      }
    />
  );
}

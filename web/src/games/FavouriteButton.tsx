import { useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { useAuthPopup } from '../hooks/index.ts';
import { LikesProvider, useProvidedLikes } from './use-likes.tsx';
import { cx, Icon } from '../ui/index.ts';
import styles from './FavouriteButton.module.css';

/** Props of {@link FavouriteButton}. */
export interface FavouriteButtonProps {
  sysname: string;
  name: string;
  /** `overlay` sits on a game cover; `plain` stands in a toolbar. */
  look?: 'overlay' | 'plain';
  className?: string;
}

/**
 * Adds or removes a game from favourites, then refetches them (§4 Favourite toggle). Guests
 * get the login popup instead (§6: favourites only when authenticated).
 */
export function FavouriteButton(props: FavouriteButtonProps) {
  const { sysname, name, look = 'overlay', className } = props;
  const { t } = useTranslation();
  const openAuth = useAuthPopup();
  // The toasts' store is only written to: reading it would draw every heart again per toast.
  const { toasts } = usePlatform().stores;
  const likes = useProvidedLikes();
  const [busy, setBusy] = useState(false);
  // Outside a grid (the game page's toolbar): the button reads the likes itself.
  if (!likes) {
    return (
      <LikesProvider>
        <FavouriteButton {...props} />
      </LikesProvider>
    );
  }
  const { signedIn, liked, setLike } = likes;
  const isLiked = liked.has(sysname);
  const label = isLiked
    ? t('games.unlike', 'Remove {name} from favourites', { name })
    : t('games.like', 'Add {name} to favourites', { name });
  const onClick = async () => {
    if (!signedIn) {
      openAuth('authorization');
      return;
    }
    setBusy(true);
    try {
      await setLike(sysname, !isLiked);
    } catch {
      toasts.show({
        message: t('games.likeFailed', 'Favourites could not be updated. Try again.'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={cx(styles.button, styles[look], isLiked && styles.liked, className)}
      aria-label={label}
      aria-pressed={signedIn ? isLiked : undefined}
      title={label}
      disabled={busy}
      onClick={() => void onClick()}
    >
      <Icon name="heart" size={look === 'plain' ? 20 : 18} />
    </button>
  );
}

import type { contract } from '@croupier/core';
import type { Snapshot } from 'valtio/vanilla';
import { cx } from '../ui/class-names.ts';
import styles from './AuthAside.module.css';

type AuthBanner = contract.cms.AuthBanner;
type Character = contract.loyalty.Character;

/** Props of {@link AuthAside}. */
export interface AuthAsideProps {
  banner: Snapshot<AuthBanner> | null;
  /** The character chosen in the registration form, shown instead of the banner. */
  character: Character | null;
}

/** Whether the popup has a side panel: a banner is configured or a character is chosen. */
export function hasAside(props: AuthAsideProps): boolean {
  return Boolean(props.character || props.banner);
}

/**
 * The popup's side banner (§2.3): the configured banner (normal or compact), or in
 * registration mode the chosen character. Decorative: the form carries everything needed.
 */
export function AuthAside({ banner, character }: AuthAsideProps) {
  if (character) {
    return (
      <aside className={styles.aside} aria-hidden="true">
        <img
          className={styles.characterImage}
          src={character.image.x1}
          srcSet={`${character.image.x1} 1x, ${character.image.x2} 2x`}
          alt=""
        />
        <div className={styles.asideCaption}>{character.name}</div>
      </aside>
    );
  }
  if (!banner) return null;
  const image = (
    <img
      className={styles.asideImage}
      src={banner.image.x1}
      srcSet={`${banner.image.x1} 1x, ${banner.image.x2} 2x`}
      alt=""
    />
  );
  return (
    <aside
      className={cx(styles.aside, banner.type === 'compact' && styles.asideCompact)}
      aria-hidden="true"
      data-banner={banner.type}
    >
      {banner.link ? (
        <a className={styles.asideLink} href={banner.link} tabIndex={-1}>
          {image}
        </a>
      ) : (
        image
      )}
    </aside>
  );
}

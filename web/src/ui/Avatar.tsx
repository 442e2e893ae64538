import { useState } from 'react';
import { cx } from './class-names.ts';
import styles from './Avatar.module.css';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** The player's name or login; its initials show when there is no picture. */
  name: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** Up to two initials of a name or e-mail. */
function initialsOf(name: string): string {
  const base = name.split('@')[0] ?? name;
  const words = base.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[1]![0]] : [base[0], base[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

/** The player's picture, or their initials on a coloured disc (decorative: names sit nearby). */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={cx(styles.avatar, styles[size], className)} aria-hidden="true">
      {src && !failed ? (
        <img src={src} alt="" className={styles.image} onError={() => setFailed(true)} />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}

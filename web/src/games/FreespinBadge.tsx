import { useTranslation } from '../i18n/i18n-context.ts';
import { Badge, Icon } from '../ui/index.ts';

/** "12 free spins" on a game with an active freespin pack (§3 Freespin pack). */
export function FreespinBadge({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone="gold" solid className={className}>
      <Icon name="gift" size={12} />
      {t('games.freespins', 'Free spins: {count}', { count })}
    </Badge>
  );
}

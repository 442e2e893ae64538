import { useTranslation } from '../i18n/i18n-context.ts';
import { useCategories } from '../games/use-games.ts';
import { Chip, ChipStrip, Skeleton } from '../ui/index.ts';

/**
 * Chips whose icons a phone fetches at once: the three it shows. The rest wait until the strip
 * is scrolled, hovered or focused (wider screens fetch them all at once): a phone's home
 * fetched thirteen icons beside the banner, its LCP image, before the banner was painted.
 */
const ICONS_BEFORE_MOVING = 3;

/** Shortcuts into the game hall, one per category. */
export function CategoryStrip() {
  const { t } = useTranslation();
  const { data, error } = useCategories();
  if (error) return null;
  return (
    <ChipStrip label={t('common.categories', 'Categories')}>
      {data
        ? data.map((category, index) => (
            <Chip
              key={category.id}
              href={`/gamehall?category=${encodeURIComponent(category.sysname)}`}
              image={category.icon}
              count={category.games_count}
              size="lg"
              imageWaitsOnPhones={index >= ICONS_BEFORE_MOVING}
            >
              {category.name}
            </Chip>
          ))
        : Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} width={132} height={44} radius="pill" />
          ))}
    </ChipStrip>
  );
}

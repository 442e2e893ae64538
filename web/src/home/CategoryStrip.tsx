import { useTranslation } from '../i18n/i18n-context.ts';
import { useCategories } from '../games/use-games.ts';
import { Chip, ChipStrip, Skeleton } from '../ui/index.ts';

/** Shortcuts into the game hall, one per category. */
export function CategoryStrip() {
  const { t } = useTranslation();
  const { data, error } = useCategories();
  if (error) return null;
  return (
    <ChipStrip label={t('common.categories', 'Categories')}>
      {data
        ? data.map((category) => (
            <Chip
              key={category.id}
              href={`/gamehall?category=${encodeURIComponent(category.sysname)}`}
              image={category.icon}
              count={category.games_count}
              size="lg"
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

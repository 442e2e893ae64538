import { useTranslation } from '../i18n/i18n-context.ts';
import { useCategories } from './use-games.ts';
import { Chip, ChipStrip, Skeleton } from '../ui/index.ts';
import { hallHref, type HallQuery } from './hall-query.ts';

/**
 * Categories whose icons a phone fetches at once: the two it shows after "All games". The rest
 * wait until the strip is scrolled, hovered or focused (wider screens fetch them all at once),
 * so the hall's first tiles do not share a phone's first moments with a dozen icons.
 */
const ICONS_BEFORE_MOVING = 2;

/** The hall's categories as links (the filter lives in the address): All, Favourites, … */
export function CategoryChips({ query, signedIn }: { query: HallQuery; signedIn: boolean }) {
  const { t } = useTranslation();
  const { data, error } = useCategories();
  const keep = { providers: query.providers, sort: query.sort };
  const all = !query.category && !query.favourites;
  return (
    <ChipStrip label={t('common.categories', 'Categories')} wrap>
      <Chip key="all" href={hallHref(keep)} current={all} icon="cards">
        {t('games.allGames', 'All games')}
      </Chip>
      {signedIn ? (
        <Chip
          key="favourites"
          href={hallHref({ ...keep, favourites: true })}
          current={query.favourites}
          icon="heart"
        >
          {t('common.favourites', 'Favourites')}
        </Chip>
      ) : null}
      {data
        ? data.map((category, index) => (
            <Chip
              key={category.id}
              href={hallHref({ ...keep, category: category.sysname })}
              current={!query.favourites && query.category === category.sysname}
              image={category.icon}
              imageWaitsOnPhones={index >= ICONS_BEFORE_MOVING}
            >
              {category.name}
            </Chip>
          ))
        : error
          ? null
          : Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} width={112} height={40} radius="pill" />
            ))}
    </ChipStrip>
  );
}

import type { contract } from '@croupier/core';
import { useTranslation } from '../i18n/index.ts';
import { cx } from '../ui/index.ts';
import { placeRange, prizeText } from './prize-text.ts';
import styles from './PrizeTable.module.css';
import ranked from '../ui/RankedTable.module.css';
import hidden from '../ui/VisuallyHidden.module.css';

type PlacePrizes = NonNullable<contract.tournaments.Tournament['prizes']>;

/** The prizes by place: "1 — 1,000 USD", "4–10 — 50 USD". */
export function PrizeTable({
  prizes,
  caption,
  hideCaption = false,
}: {
  prizes: PlacePrizes;
  caption: string;
  /** Hides the caption visually (a heading above already names the table). */
  hideCaption?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <table className={ranked.table}>
      <caption className={cx(ranked.caption, hideCaption && hidden.hidden)}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tournaments.place', 'Place')}</th>
          <th scope="col">{t('tournaments.prize', 'Prize')}</th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((row) => (
          <tr
            key={`${row.place_from}-${row.place_to}`}
            className={cx(row.place_from <= 3 && ranked[`top${row.place_from}`])}
          >
            <th scope="row" className={styles.place}>
              <span className={ranked.medal}>{placeRange(row.place_from, row.place_to)}</span>
            </th>
            <td className={styles.prize}>{prizeText(t, row.prize)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

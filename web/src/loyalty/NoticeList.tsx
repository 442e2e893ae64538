import type { contract } from '@croupier/core';
import { formatAmount } from '@croupier/core/format';
import { useTranslation } from '../i18n/index.ts';
import { Icon } from '../ui/index.ts';
import styles from './NoticeList.module.css';

type LoyaltyNotice = contract.loyalty.LoyaltyNotice;

/** Props of {@link NoticeList}. */
export interface NoticeListProps {
  notices: readonly LoyaltyNotice[];
  alias: string;
  /** The player's currency, for money rewards. */
  currency: string;
}

/** The loyalty notices delivered on this visit (§3 Loyalty notice): level ups, quests, rewards. */
export function NoticeList({ notices, alias, currency }: NoticeListProps) {
  const { t } = useTranslation();
  const amountText = (notice: LoyaltyNotice): string | null => {
    if (notice.amount === null) return null;
    const amount = formatAmount(notice.amount);
    if (notice.amountType === 'money') return `+${amount} ${currency}`;
    if (notice.amountType === 'freespins')
      return t('loyalty.noticeSpins', '+{count} free spins', { count: amount });
    return `+${amount} ${alias}`;
  };
  return (
    <ul className={styles.list}>
      {notices.map((notice) => {
        const amount = notice.type === 'credit' ? amountText(notice) : null;
        return (
          <li key={notice.id} className={styles.notice}>
            {notice.image ? (
              <img
                src={notice.image.x1}
                srcSet={`${notice.image.x1} 1x, ${notice.image.x2} 2x`}
                alt=""
                width={48}
                height={48}
                className={styles.image}
              />
            ) : (
              <span className={styles.image} aria-hidden="true">
                <Icon name={notice.trigger === 'level' ? 'crown' : 'bell'} size={22} />
              </span>
            )}
            <div className={styles.body}>
              <p className={styles.title}>{notice.title}</p>
              <p className={styles.message}>{notice.message}</p>
            </div>
            {amount ? <span className={styles.amount}>{amount}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

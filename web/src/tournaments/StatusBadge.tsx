import type { contract } from '@croupier/core';
import { useTranslation } from '../i18n/index.ts';
import { Badge } from '../ui/index.ts';

type Status = contract.tournaments.Tournament['status'];

/** The tournament's state as a badge: Live, Upcoming or Finished. */
export function StatusBadge({ status, className }: { status: Status; className?: string }) {
  const { t } = useTranslation();
  if (status === 'active')
    return (
      <Badge tone="accent" solid className={className}>
        {t('tournaments.status.active', 'Live')}
      </Badge>
    );
  if (status === 'upcoming')
    return (
      <Badge tone="info" solid className={className}>
        {t('tournaments.status.upcoming', 'Upcoming')}
      </Badge>
    );
  return (
    <Badge tone="neutral" solid className={className}>
      {t('tournaments.status.finished', 'Finished')}
    </Badge>
  );
}

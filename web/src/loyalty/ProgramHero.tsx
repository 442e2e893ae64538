import type { contract } from '@croupier/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { Badge } from '../ui/index.ts';
import { SafeHtml } from '../ui/SafeHtml.tsx';
import styles from './LoyaltyScreens.module.css';

type ProgramSummary = contract.loyalty.ProgramSummary;
type Description = contract.loyalty.Program['description'];

/** Props of {@link ProgramHero}. */
export interface ProgramHeroProps {
  /** The page's heading (h1). */
  title: string;
  program: ProgramSummary | null;
  description?: Description | null;
  children?: ReactNode;
}

/** A loyalty page's top: the programme's artwork, name and description, and page actions. */
export function ProgramHero({ title, program, description, children }: ProgramHeroProps) {
  const { t } = useTranslation();
  return (
    <header className={styles.hero}>
      {program?.image ? (
        <img
          src={program.image.x1}
          srcSet={`${program.image.x1} 1x, ${program.image.x2} 2x`}
          alt=""
          width={640}
          height={320}
          className={styles.heroArt}
        />
      ) : null}
      <div className={styles.heroText}>
        <p className={styles.kicker}>
          {program && program.title !== title ? program.title : t('common.loyalty', 'Loyalty')}
          {program && !program.is_active ? (
            <Badge tone="neutral">{t('loyalty.inactive', 'Closed')}</Badge>
          ) : null}
        </p>
        <h1 className={styles.heroTitle}>{title}</h1>
        {description?.html ? (
          <SafeHtml className={styles.lead} html={description.html} />
        ) : description?.text ? (
          <p className={styles.lead}>{description.text}</p>
        ) : null}
        {children ? <div className={styles.heroActions}>{children}</div> : null}
      </div>
    </header>
  );
}

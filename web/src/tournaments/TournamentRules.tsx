import type { contract } from '@croupier/core';
import { formatMoney } from '@croupier/core/format';
import { useTranslation } from '../i18n/index.ts';
import { Icon, type IconName } from '../ui/index.ts';
import { SafeHtml } from '../ui/SafeHtml.tsx';
import styles from './TournamentRules.module.css';

type Tournament = contract.tournaments.Tournament;

/** Names of the providers, by sysname (the tournament carries the sysname only). */
export type ProviderNames = ReadonlyMap<string, string>;

/** Props of {@link TournamentRules}. */
export interface TournamentRulesProps {
  tournament: Tournament;
  providers?: ProviderNames;
}

/**
 * The rules: the operator's text (sanitised HTML from the server, or plain text), then what
 * the contract says about taking part — opting in, the minimum bet, which games, countries
 * and currencies, and the points reset on a withdrawal.
 */
export function TournamentRules({ tournament, providers }: TournamentRulesProps) {
  const { t } = useTranslation();
  const { description, restrictions } = tournament;
  const rules: { icon: IconName; text: string }[] = [];
  if (restrictions) {
    rules.push(
      restrictions.opt_in
        ? {
            icon: 'check',
            text: t(
              'tournaments.rules.optIn',
              'Press “Take part” first: points count only after you join.',
            ),
          }
        : {
            icon: 'check',
            text: t(
              'tournaments.rules.auto',
              'No sign-up needed: your first bet on a tournament game enters you.',
            ),
          },
    );
    if (restrictions.min_bet) {
      rules.push({
        icon: 'wallet',
        text: t('tournaments.rules.minBet', 'Bets from {amount} earn points.', {
          amount: formatMoney(restrictions.min_bet.amount, restrictions.min_bet.currency),
        }),
      });
    }
  }
  if (tournament.provider) {
    rules.push({
      icon: 'dice',
      text: t('tournaments.rules.provider', 'Only {provider} games count.', {
        provider: providers?.get(tournament.provider) ?? tournament.provider,
      }),
    });
  }
  rules.push({
    icon: 'cards',
    text: t('tournaments.rules.games', 'Bets on the {count} tournament games earn points.', {
      count: tournament.games_count,
    }),
  });
  if (restrictions?.countries.length) {
    rules.push({
      icon: 'globe',
      text: t('tournaments.rules.countries', 'Open to players from: {list}.', {
        list: restrictions.countries.join(', '),
      }),
    });
  }
  if (restrictions?.currencies.length) {
    rules.push({
      icon: 'wallet',
      text: t('tournaments.rules.currencies', 'Open to accounts in: {list}.', {
        list: restrictions.currencies.join(', '),
      }),
    });
  }
  if (tournament.reset_on_cashout) {
    rules.push({
      icon: 'warning',
      text: t(
        'tournaments.rules.resetOnCashout',
        'A withdrawal while the tournament runs resets your points to 0.',
      ),
    });
  }

  return (
    <div className={styles.rules}>
      {description?.html ? (
        <SafeHtml className={styles.prose} html={description.html} />
      ) : description?.text ? (
        <p className={styles.text}>{description.text}</p>
      ) : null}
      <ul className={styles.list}>
        {rules.map((rule) => (
          <li key={rule.text} className={styles.rule}>
            <Icon name={rule.icon} size={18} className={styles.icon} />
            <span>{rule.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

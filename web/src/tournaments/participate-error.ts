/**
 * Why tournaments.participate failed (§8 "Tournament participation failure": the player sees
 * 'Failed to participate in tournament'), from the typed errors the server documents
 * (server/src/tournaments/README.md), so the notice can say what to do next.
 */
import { ApiError, NetworkError } from '@croupier/core/errors';
import type { Translate } from '../i18n/index.ts';

/** The known reasons; `other` for anything else (the generic text alone). */
export type ParticipateFailure =
  'finished' | 'already' | 'country' | 'currency' | 'unknown' | 'network' | 'other';

/** The reason behind a failed participate call (or a result other than 1: `other`). */
export function participateFailure(error: unknown): ParticipateFailure {
  if (error instanceof NetworkError) return 'network';
  if (!(error instanceof ApiError)) return 'other';
  const reason = error.errorData?.reason;
  if (error.type === 'InvalidParameterException') return 'unknown';
  if (error.type === 'InvalidRequestException') {
    if (reason === 'tournament_finished') return 'finished';
    if (reason === 'already_participating') return 'already';
  }
  if (error.type === 'AccessDeniedException') {
    if (reason === 'country_not_allowed') return 'country';
    if (reason === 'currency_not_allowed') return 'currency';
  }
  return 'other';
}

/** The §8 title every failure shows. */
export function participateFailureTitle(t: Translate): string {
  return t('tournaments.participateFailed', 'Failed to participate in tournament');
}

/** The detail under the title; null when there is nothing more to say. */
export function participateFailureText(t: Translate, failure: ParticipateFailure): string | null {
  switch (failure) {
    case 'finished':
      return t('tournaments.errors.finished', 'This tournament has already ended.');
    case 'already':
      return t('tournaments.errors.already', 'You are already taking part in this tournament.');
    case 'country':
      return t(
        'tournaments.errors.country',
        'This tournament is not open to players in your country.',
      );
    case 'currency':
      return t(
        'tournaments.errors.currency',
        'This tournament is not open to accounts in your currency.',
      );
    case 'unknown':
      return t('tournaments.errors.unknown', 'This tournament no longer exists.');
    case 'network':
      return t('tournaments.errors.network', 'No connection. Check your network and try again.');
    case 'other':
      return null;
  }
}

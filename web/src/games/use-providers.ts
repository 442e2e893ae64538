/** Game providers (games.getProviders, §3 Game provider). */
import { games } from '@croupier/core/refs';
import { useApi } from '../app/use-api.ts';

/** The providers in display order, with what each offers (game_params). */
export function useProviders() {
  return useApi(games.getProviders, { fields: ['game_params'] });
}

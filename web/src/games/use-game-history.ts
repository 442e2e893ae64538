/**
 * The player's game rounds (games.getHistory) and their CSV export (create a request, then
 * poll it until the file is ready; §7, general info is_game_history_export_enabled).
 */
import type { contract } from '@croupier/core';
import { games } from '@croupier/core/refs';
import { useCallback } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useOffsetPages } from '../app/use-offset-pages.ts';
import { useApi } from '../app/use-api.ts';

type HistoryExportRequest = contract.games.HistoryExportRequest;

/** Rounds per page of the history list. */
const HISTORY_PAGE_SIZE = 10;

/** The player's rounds, newest first, a page at a time (`enabled` false for guests). */
export function useGameHistory(enabled: boolean) {
  return useOffsetPages(enabled ? games.getHistory : null, {}, 0, HISTORY_PAGE_SIZE, {
    revalidateFirstPage: true,
  });
}

/** The latest export request of the player (null when none), polled while one is pending. */
export function useHistoryExport(enabled: boolean) {
  const platform = usePlatform();
  const response = useApi(
    enabled ? games.gethistoryexportrequest : null,
    {},
    {
      refreshInterval: (latest: HistoryExportRequest | null | undefined) =>
        latest?.status === 'pending' ? 1000 : 0,
      dedupingInterval: 0,
    },
  );
  const { mutate } = response;
  /** Asks for a new export and shows it (pending, then ready with its link). */
  const requestExport = useCallback(async () => {
    const created = await platform.api.call(games.createhistoryexportrequest, {});
    await mutate(created, { revalidate: created.status === 'pending' });
  }, [platform, mutate]);
  return { ...response, requestExport };
}

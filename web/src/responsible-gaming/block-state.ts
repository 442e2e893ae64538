/**
 * The time-out or self-exclusion behind the user-blocked page (issue 18): set where the refusal
 * is caught (sign-in, the Telegram launch) or where the player just took one, read by the page
 * to say until when. Kept beside the lazy screens, not in the entry's page-error store.
 */
import type { contract } from '@croupier/core';
import { proxy } from 'valtio/vanilla';
import { asPlayerBlock } from './as-player-block.ts';

/** What the user-blocked page reads. */
export interface BlockState {
  block: contract.account.PlayerBlock | null;
}

/** The block of this page's player, once known. */
export const blockState = proxy<BlockState>({ block: null });

/** Keeps the block a refused sign-in carried (`error_data`); anything else is ignored. */
export function rememberBlock(errorData: unknown): void {
  const block = asPlayerBlock(errorData);
  if (block) blockState.block = block;
}

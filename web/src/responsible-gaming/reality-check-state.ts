/**
 * Whether a reality check is waiting for an answer: the header's timer opens it, the game page
 * pauses under it (issue 18). Module state, as the dialog and the game live in separate chunks.
 */
import { proxy } from 'valtio/vanilla';

/** What the dialog shows and the game page reads. */
export interface RealityCheckState {
  /** Seconds signed in when the check came due; null while none is open. */
  seconds: number | null;
}

/** The one reality check of this page. */
export const realityCheckState = proxy<RealityCheckState>({ seconds: null });

/**
 * Recording a stake or a win and letting the rest of the casino react to it, inside the DB
 * transaction that moved the money: if a listener fails, the bet rolls back with it, so points,
 * wagering and jackpot pools can never drift from the ledger.
 *
 * The listeners are not imported here: the server lists them once at start-up (`app.ts`
 * calls `setPlayListeners`), so the mechanism does not depend on the domains that subscribe.
 */
import type { Db } from '../db/client.ts';
import { playEvents } from '../db/schema/index.ts';
import type { PlayContext, PlayEvent, PlayInput, PlayListener } from './play-types.ts';

let installed: readonly PlayListener[] = [];

/** Sets who reacts to every play event, in this order (replaces any earlier list). */
export function setPlayListeners(listeners: readonly PlayListener[]): void {
  installed = [...listeners];
}

/**
 * Appends the event and runs every listener in order. Call it inside the transaction that
 * posted the money; a zero amount is recorded (a free spin's stake) so counts stay honest.
 */
export async function recordPlay(
  tx: Db,
  input: PlayInput,
  context: PlayContext,
  listeners: readonly PlayListener[] = installed,
): Promise<PlayEvent> {
  if (input.amountMinor < 0n) throw new Error('Play amounts are never negative');
  const [row] = await tx
    .insert(playEvents)
    .values(input)
    .returning({ id: playEvents.id, createdAt: playEvents.createdAt });
  if (!row) throw new Error('Play event insert returned nothing');
  const event: PlayEvent = { ...input, id: row.id, createdAt: row.createdAt };
  for (const listener of listeners) await listener(tx, event, context);
  return event;
}

/**
 * BettingBonuses (§7): the player's sportsbook bonuses — get, activate, remove — on the
 * betting-bonus balance, wagered by sport stakes (server/src/rewards, README.md).
 */
import type { FastifyInstance } from 'fastify';
import { BettingBonuses } from '@croupier/core/contract';
import { registerMethod } from '../../http/api-router.ts';
import { activateBonus, bettingBonusView, listBonuses, removeBonus } from '../../rewards/index.ts';

/** Mounts BettingBonuses.get, activate and remove. */
export function registerBettingBonusesGroup(app: FastifyInstance): void {
  registerMethod(app, BettingBonuses.get, async ({ db, requireUser }) => {
    const rows = await listBonuses(db, requireUser().id, { type: 'betting' });
    return rows.map(bettingBonusView);
  });

  registerMethod(app, BettingBonuses.activate, async ({ params, db, requireUser }) => {
    await activateBonus(db, {
      userId: requireUser().id,
      bonusId: params.bonus_id,
      type: 'betting',
    });
    return 1 as const;
  });

  registerMethod(app, BettingBonuses.remove, async ({ params, db, requireUser }) => {
    await removeBonus(db, { userId: requireUser().id, bonusId: params.bonus_id, type: 'betting' });
    return 1 as const;
  });
}

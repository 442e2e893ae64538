/**
 * bonuses (§7): the player's casino and betting bonuses — get, activate, deactivate, remove.
 * The rules (wagering, isolation, expiry, burning) live in server/src/rewards (README.md).
 */
import type { FastifyInstance } from 'fastify';
import { bonuses } from '@croupier/core/contract';
import { registerMethod } from '../../http/api-router.ts';
import {
  activateBonus,
  bonusView,
  deactivateBonus,
  listBonuses,
  removeBonus,
} from '../../rewards/index.ts';

/** Mounts bonuses.get, activate, deactivate and remove. */
export function registerBonusesGroup(app: FastifyInstance): void {
  registerMethod(app, bonuses.get, async ({ params, db, requireUser }) => {
    const user = requireUser();
    const rows = await listBonuses(db, user.id, {
      ...(params.type ? { type: params.type } : {}),
      ...(params.statuses ? { statuses: params.statuses } : {}),
    });
    return rows.map(bonusView);
  });

  registerMethod(app, bonuses.activate, async ({ params, db, requireUser }) => {
    await activateBonus(db, { userId: requireUser().id, bonusId: params.bonus_id });
    return 1 as const;
  });

  registerMethod(app, bonuses.deactivate, async ({ params, db, requireUser }) => {
    await deactivateBonus(db, { userId: requireUser().id, bonusId: params.bonus_id });
    return 1 as const;
  });

  registerMethod(app, bonuses.remove, async ({ params, db, requireUser }) => {
    await removeBonus(db, { userId: requireUser().id, bonusId: params.bonus_id });
    return 1 as const;
  });
}

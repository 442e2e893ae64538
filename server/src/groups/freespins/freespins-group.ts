/**
 * freespins (§7): get — the player's freespin packs (the client asks status active, count 99,
 * fields description). Packs are granted by grantReward and played in the demo slot
 * (server/src/rewards/freespins.ts, README.md).
 */
import type { FastifyInstance } from 'fastify';
import { freespins } from '@croupier/core/contract';
import { registerMethod } from '../../http/api-router.ts';
import { fromMinor } from '../../ledger/money.ts';
import { listFreespins } from '../../rewards/index.ts';

/** Mounts freespins.get. */
export function registerFreespinsGroup(app: FastifyInstance): void {
  registerMethod(app, freespins.get, async ({ params, db, requireUser }) => {
    const user = requireUser();
    const { rows, total } = await listFreespins(db, user.id, params);
    const withDescription = !params.fields || params.fields.includes('description');
    return {
      items: rows.map((p) => ({
        id: p.id,
        game: p.game,
        remaining_count: p.remainingCount,
        total_count: p.totalCount,
        bet: { amount: fromMinor(p.betMinor), currency: p.currency },
        status: p.status,
        expires_at: p.expiresAt ? p.expiresAt.toISOString() : null,
        ...(withDescription
          ? {
              description: {
                title: p.title,
                text: `${p.totalCount} free spins at ${fromMinor(p.betMinor)} ${p.currency} in ${p.game.name}${
                  p.wagerMultiplier > 0
                    ? `; winnings become a bonus wagered ×${p.wagerMultiplier}.`
                    : '; winnings are paid to your main balance.'
                }`,
              },
            }
          : {}),
      })),
      total,
      offset: params.offset,
      count: params.count,
    };
  });
}

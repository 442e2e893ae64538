/**
 * account's responsible-gaming extensions (issue 18; core/src/contract/responsible-gaming.md):
 * deposit limits with cooling-off, time-out, self-exclusion, reality check, session summary.
 * "Now" is the server's clock at the call (tests hold it with fake timers).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { account } from '@croupier/core/contract';
import { sessions } from '../../db/schema/index.ts';
import { registerMethod } from '../../http/api-router.ts';
import { toMinor } from '../../ledger/money.ts';
import {
  assertToolOn,
  cancelDepositLimitChange,
  changeDepositLimits,
  chosenRealityCheck,
  confirmDepositLimit,
  readDepositLimits,
  realityCheckInForce,
  responsibleGamingSettings,
  rgSwitches,
  sessionSummary,
  setRealityCheckMinutes,
  startBlock,
  toDepositLimitsResult,
  type LimitChanges,
  type LimitPeriodDays,
} from '../../responsible-gaming/index.ts';
import { clearSessionCookie } from '../../sessions/session-cookie.ts';

/** Mounts the responsible-gaming methods of the account group. */
export function registerResponsibleGamingMethods(app: FastifyInstance): void {
  const coolingOff = () => app.config.rgCoolingOffSeconds;

  const limitsOf = async (db: typeof app.db, userId: number, currency: string, now: Date) =>
    toDepositLimitsResult(await readDepositLimits(db, userId, now, coolingOff()), currency, now);

  registerMethod(app, account.getDepositLimits, async ({ db, requireUser }) => {
    const user = requireUser();
    return limitsOf(db, user.id, user.currency, new Date());
  });

  registerMethod(app, account.setDepositLimits, async ({ params, db, requireUser, locale }) => {
    const user = requireUser();
    assertToolOn(rgSwitches(app, locale), 'deposit_limits');
    const changes: LimitChanges = {};
    for (const [period, amount] of Object.entries(params.limits)) {
      if (amount === undefined) continue;
      changes[Number(period) as LimitPeriodDays] = amount === null ? null : toMinor(amount);
    }
    const now = new Date();
    await changeDepositLimits(db, { userId: user.id, currency: user.currency, changes, now });
    return limitsOf(db, user.id, user.currency, now);
  });

  registerMethod(app, account.confirmDepositLimit, async ({ params, db, requireUser, locale }) => {
    const user = requireUser();
    assertToolOn(rgSwitches(app, locale), 'deposit_limits');
    const now = new Date();
    await confirmDepositLimit(db, {
      userId: user.id,
      periodDays: params.period,
      now,
      coolingOffSeconds: coolingOff(),
    });
    return limitsOf(db, user.id, user.currency, now);
  });

  registerMethod(
    app,
    account.cancelDepositLimitChange,
    async ({ params, db, requireUser, locale }) => {
      const user = requireUser();
      assertToolOn(rgSwitches(app, locale), 'deposit_limits');
      await cancelDepositLimitChange(db, { userId: user.id, periodDays: params.period });
      return limitsOf(db, user.id, user.currency, new Date());
    },
  );

  // A time-out and a self-exclusion differ only in their kind and periods.
  for (const [def, kind] of [
    [account.startTimeOut, 'time_out'],
    [account.selfExclude, 'self_exclusion'],
  ] as const) {
    registerMethod(app, def, async ({ params, db, requireUser, locale, reply }) => {
      const user = requireUser();
      assertToolOn(rgSwitches(app, locale), kind);
      const block = await startBlock(db, {
        userId: user.id,
        kind,
        period: params.period,
        now: new Date(),
      });
      // The session is gone on the server; the cookie goes too so the browser shows a guest.
      clearSessionCookie(reply);
      return block;
    });
  }

  registerMethod(app, account.getResponsibleGaming, async ({ db, requireUser, locale }) => {
    const user = requireUser();
    return responsibleGamingSettings(db, user.id, rgSwitches(app, locale), coolingOff());
  });

  registerMethod(app, account.setRealityCheck, async ({ params, db, requireUser, locale }) => {
    const user = requireUser();
    const switches = rgSwitches(app, locale);
    assertToolOn(switches, 'reality_check');
    await setRealityCheckMinutes(
      db,
      user.id,
      params.interval === 'default' ? null : params.interval,
    );
    return responsibleGamingSettings(db, user.id, switches, coolingOff());
  });

  registerMethod(app, account.getSessionSummary, async ({ db, requireUser, session, locale }) => {
    const user = requireUser();
    const now = new Date();
    const [row] = session
      ? await db
          .select({ createdAt: sessions.createdAt })
          .from(sessions)
          .where(eq(sessions.idHash, session.idHash))
      : [];
    const interval = realityCheckInForce(
      rgSwitches(app, locale),
      await chosenRealityCheck(db, user.id),
    );
    return sessionSummary(db, {
      userId: user.id,
      currency: user.currency,
      // A clock a little behind the database's must not start the session in the future.
      startedAt: row && row.createdAt < now ? row.createdAt : now,
      now,
      realityCheckMinutes: interval,
    });
  });
}

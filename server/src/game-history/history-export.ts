/**
 * Game history export: createhistoryexportrequest stores a pending request and answers at
 * once; the CSV is produced off the request (setImmediate), then the request turns ready
 * with a link. The link serves the file only to its owner, as an attachment, until it expires.
 * One request at a time per player: asking again while one is pending answers that one.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import type { games as gamesApi } from '@croupier/core/contract';
import type { Db } from '../db/client.ts';
import { gameHistoryExports, users } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import { allRounds } from './game-history.ts';
import { historyCsv } from './history-csv.ts';

/** General info `is_game_history_export_enabled` of the demo operator. */
export const GAME_HISTORY_EXPORT_ENABLED = true;

/** How long a ready link serves the file. */
const EXPORT_LINK_TTL_SECONDS = 24 * 3600;

/** Where a ready export is downloaded. */
const EXPORT_DOWNLOAD_PATH = '/platform/game-history-exports';

type ExportRow = typeof gameHistoryExports.$inferSelect;

/** The contract's export request for a row. */
function exportView(row: ExportRow, now: Date = new Date()): gamesApi.HistoryExportRequest {
  const live = row.status === 'ready' && row.expiresAt !== null && row.expiresAt > now;
  return {
    id: row.id,
    status: row.status,
    link: live ? `${EXPORT_DOWNLOAD_PATH}/${row.id}.csv` : null,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
  };
}

/** Produces the CSV of a pending request and marks it ready (or failed). */
async function produceExport(db: Db, id: string): Promise<void> {
  const [row] = await db.select().from(gameHistoryExports).where(eq(gameHistoryExports.id, id));
  if (!row || row.status !== 'pending') return;
  try {
    const csv = historyCsv(
      await allRounds(db, row.userId, { dateFrom: row.dateFrom, dateTo: row.dateTo }),
    );
    await db
      .update(gameHistoryExports)
      .set({
        status: 'ready',
        csv,
        expiresAt: new Date(Date.now() + EXPORT_LINK_TTL_SECONDS * 1000),
      })
      .where(eq(gameHistoryExports.id, id));
  } catch (err) {
    await db
      .update(gameHistoryExports)
      .set({ status: 'failed' })
      .where(eq(gameHistoryExports.id, id));
    throw err;
  }
}

/** Stores a request (or answers the pending one) and queues its production. */
export async function createExport(
  db: Db,
  userId: number,
  range: { date_from?: string | undefined; date_to?: string | undefined },
  log: FastifyBaseLogger,
): Promise<gamesApi.HistoryExportRequest> {
  if (!GAME_HISTORY_EXPORT_ENABLED) {
    throw new ServerError('AccessDeniedException', 'Game history export is turned off');
  }
  if (range.date_from && range.date_to && range.date_from > range.date_to) {
    throw new ServerError('InvalidParameterException', 'Invalid parameters', {
      invalidParameters: { date_to: 'Must not be before date_from' },
    });
  }
  // Under a lock on the player's row, so two concurrent asks cannot both start a request.
  const outcome = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [pending] = await tx
      .select()
      .from(gameHistoryExports)
      .where(and(eq(gameHistoryExports.userId, userId), eq(gameHistoryExports.status, 'pending')))
      .limit(1);
    if (pending) return { row: pending, created: false };
    const [row] = await tx
      .insert(gameHistoryExports)
      .values({
        id: randomBytes(16).toString('base64url'),
        userId,
        dateFrom: range.date_from ?? null,
        dateTo: range.date_to ?? null,
      })
      .returning();
    if (!row) throw new Error('Export insert returned nothing');
    return { row, created: true };
  });
  const { row } = outcome;
  if (!outcome.created) return exportView(row);
  setImmediate(() => {
    produceExport(db, row.id).catch((err: unknown) => log.error({ err }, 'history export failed'));
  });
  return exportView(row);
}

/** A request of the player by id, or their latest one; null when there is none. */
export async function findExport(
  db: Db,
  userId: number,
  id: string | undefined,
): Promise<gamesApi.HistoryExportRequest | null> {
  const where = id
    ? and(eq(gameHistoryExports.userId, userId), eq(gameHistoryExports.id, id))
    : eq(gameHistoryExports.userId, userId);
  const [row] = await db
    .select()
    .from(gameHistoryExports)
    .where(where)
    .orderBy(desc(gameHistoryExports.createdAt))
    .limit(1);
  return row ? exportView(row) : null;
}

/** Mounts the download: the owner only (401 for guests, 403 for another player), as an attachment. */
export function registerExportDownload(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(
    `${EXPORT_DOWNLOAD_PATH}/:file`,
    { config: { session: true } },
    async (request, reply) => {
      const m = /^([\w-]{1,64})\.csv$/.exec(request.params.file);
      if (!m) throw new ServerError('MethodNotFoundException', 'Export not found');
      if (!request.user) throw new ServerError('AuthorizationException', 'Authorization required');
      const [row] = await app.db
        .select()
        .from(gameHistoryExports)
        .where(eq(gameHistoryExports.id, m[1]!));
      if (!row) throw new ServerError('MethodNotFoundException', 'Export not found');
      if (row.userId !== request.user.id) {
        throw new ServerError('AccessDeniedException', 'This export belongs to another player');
      }
      if (
        row.status !== 'ready' ||
        row.csv === null ||
        !row.expiresAt ||
        row.expiresAt <= new Date()
      ) {
        throw new ServerError('MethodNotFoundException', 'Export is not ready or has expired');
      }
      const day = row.createdAt.toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="game-history-${day}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(row.csv);
    },
  );
}

/** banners (§7): the banners showing now, a page at a time (default 10, §9). */
import type { FastifyInstance } from 'fastify';
import { banners } from '@croupier/core/contract';
import { listBanners } from '../../campaigns/index.ts';
import { registerMethod } from '../../http/api-router.ts';

/** Mounts banners.get. */
export function registerBannersGroup(app: FastifyInstance): void {
  registerMethod(app, banners.get, async ({ params, db, locale }) =>
    listBanners(db, {
      locale,
      offset: params.offset,
      count: params.count,
      fields: params.fields,
      now: new Date(),
    }),
  );
}
